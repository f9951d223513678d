// PIPELINE: --mem2reg --split-input-file

// llvm.alloca slots become SSA values: loads take the value stored last,
// blocks where stores of several paths meet get a block argument (one per
// slot, in the order of the allocas) where the slot is still read, and a
// load before any store reads llvm.mlir.undef, built at the start of the
// alloca's block. An alloca nobody uses stays.

// CHECK-LABEL: llvm.func @straight_line(
// CHECK-NOT: llvm.alloca
// CHECK-NOT: llvm.load
// CHECK: %[[S:.*]] = llvm.add %arg0, %arg0
// CHECK-NEXT: llvm.return %[[S]]
llvm.func @straight_line(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %p : i32, !llvm.ptr
  %a = llvm.load %p : !llvm.ptr -> i32
  %b = llvm.load %p : !llvm.ptr -> i32
  %s = llvm.add %a, %b : i32
  llvm.return %s : i32
}

// -----

// CHECK-LABEL: llvm.func @diamond(
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : i32
// CHECK-NEXT: llvm.mlir.constant
// CHECK-NEXT: llvm.alloca
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK: ^bb1:
// CHECK-NEXT: llvm.br ^bb3(%arg1, %arg1 : i32, i32)
// CHECK: ^bb2:
// CHECK-NEXT: llvm.br ^bb3(%arg2, %[[U]] : i32, i32)
// CHECK: ^bb3(%[[P:.*]]: i32, %[[Q:.*]]: i32):
// CHECK-NEXT: llvm.add %[[P]], %[[Q]]
llvm.func @diamond(%c: i1, %x: i32, %y: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %q = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %unused = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.cond_br %c, ^a, ^b
^a:
  llvm.store %x, %p : i32, !llvm.ptr
  llvm.store %x, %q : i32, !llvm.ptr
  llvm.br ^m
^b:
  llvm.store %y, %p : i32, !llvm.ptr
  llvm.br ^m
^m:
  %v = llvm.load %p : !llvm.ptr -> i32
  %w = llvm.load %q : !llvm.ptr -> i32
  %s = llvm.add %v, %w : i32
  llvm.return %s : i32
}

// -----

// A slot never read after the merge gets no argument there.
// CHECK-LABEL: llvm.func @dead_merge(
// CHECK-NOT: llvm.alloca
// CHECK: ^bb3:
// CHECK-NEXT: llvm.return
llvm.func @dead_merge(%c: i1, %x: i32, %y: i32) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.cond_br %c, ^a, ^b
^a:
  llvm.store %x, %p : i32, !llvm.ptr
  llvm.br ^m
^b:
  llvm.store %y, %p : i32, !llvm.ptr
  llvm.br ^m
^m:
  llvm.return
}

// -----

// Back edges pass the value at the end of the loop body.
// CHECK-LABEL: llvm.func @loop(
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32)
// CHECK-NEXT: llvm.br ^bb1(%[[ZERO]] : i32)
// CHECK: ^bb1(%[[I:.*]]: i32):
// CHECK: ^bb2:
// CHECK-NEXT: %[[NEXT:.*]] = llvm.add %[[I]]
// CHECK-NEXT: llvm.br ^bb1(%[[NEXT]] : i32)
// CHECK: ^bb3:
// CHECK-NEXT: llvm.return %[[I]]
llvm.func @loop(%n: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %z = llvm.mlir.constant(0 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %z, %p : i32, !llvm.ptr
  llvm.br ^h
^h:
  %v = llvm.load %p : !llvm.ptr -> i32
  %c = llvm.icmp "slt" %v, %n : i32
  llvm.cond_br %c, ^b, ^e
^b:
  %v2 = llvm.add %v, %one : i32
  llvm.store %v2, %p : i32, !llvm.ptr
  llvm.br ^h
^e:
  llvm.return %v : i32
}

// -----

// Stored in the loop but never read: no argument on the loop header.
// CHECK-LABEL: llvm.func @loop_without_load(
// CHECK-NOT: llvm.alloca
// CHECK: ^bb1:
// CHECK-NEXT: llvm.cond_br %arg1, ^bb2, ^bb3
llvm.func @loop_without_load(%n: i32, %c: i1) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %one, %p : i32, !llvm.ptr
  llvm.br ^h
^h:
  llvm.cond_br %c, ^b, ^e
^b:
  llvm.store %n, %p : i32, !llvm.ptr
  llvm.br ^h
^e:
  llvm.return
}

// -----

// A load before any store reads undef; so does a path without a store.
// Each slot builds its own undef at the start of the entry block.
// CHECK-LABEL: llvm.func @partial(
// CHECK-NEXT: %[[UQ:.*]] = llvm.mlir.undef : i32
// CHECK-NEXT: %[[UP:.*]] = llvm.mlir.undef : i32
// CHECK: llvm.br ^bb3(%[[UP]] : i32)
// CHECK: ^bb3(%[[P:.*]]: i32):
// CHECK-NEXT: llvm.add %[[P]], %[[UQ]]
llvm.func @partial(%c: i1, %x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %q = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.cond_br %c, ^a, ^b
^a:
  llvm.store %x, %p : i32, !llvm.ptr
  llvm.br ^m
^b:
  llvm.br ^m
^m:
  %v = llvm.load %p : !llvm.ptr -> i32
  %w = llvm.load %q : !llvm.ptr -> i32
  %s = llvm.add %v, %w : i32
  llvm.return %s : i32
}

// -----

// Branches from unreachable blocks into a merge point pass undef; the
// switch passes the value to each of its successors that is a merge point.
// CHECK-LABEL: llvm.func @unreachable_pred(
// CHECK: %[[U:.*]] = llvm.mlir.undef : i32
// CHECK: llvm.cond_br %arg0, ^bb1, ^bb3(%[[U]] : i32)
// CHECK: ^bb2:
// CHECK-NEXT: llvm.br ^bb3(%[[U]] : i32)
llvm.func @unreachable_pred(%c: i1, %x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.cond_br %c, ^a, ^m
^a:
  llvm.store %x, %p : i32, !llvm.ptr
  llvm.br ^m
^dead:
  %d = llvm.load %p : !llvm.ptr -> i32
  llvm.store %d, %p : i32, !llvm.ptr
  llvm.br ^m
^m:
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

// CHECK-LABEL: llvm.func @switch(
// CHECK: llvm.switch %arg0 : i32, ^bb2(%arg1 : i32) [
// CHECK-NEXT: 1: ^bb1,
// CHECK-NEXT: 2: ^bb2(%arg1 : i32)
// CHECK: llvm.br ^bb2(%arg2 : i32)
llvm.func @switch(%s: i32, %x: i32, %y: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %p : i32, !llvm.ptr
  llvm.switch %s : i32, ^m [
    1: ^a,
    2: ^m
  ]
^a:
  llvm.store %y, %p : i32, !llvm.ptr
  llvm.br ^m
^m:
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

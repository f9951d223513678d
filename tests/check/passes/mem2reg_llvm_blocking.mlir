// PIPELINE: --mem2reg --split-input-file

// What keeps an llvm.alloca in memory: volatile accesses, passing its
// address to another op (a call, a load through a cast), a store wider than
// the slot, a load in another region, an alloca outside an entry block.
// Lifetime markers, and casts and all-zero getelementptrs whose users all
// go, go with the slot. Promoting a slot holding another slot's address
// frees that one when the store was its only other use.

// CHECK-LABEL: llvm.func @blocking(
// CHECK-NEXT: llvm.mlir.constant
// CHECK-NEXT: %[[P:.*]] = llvm.alloca
// CHECK-NEXT: %[[Q:.*]] = llvm.alloca
// CHECK-NEXT: %[[T:.*]] = llvm.alloca
// CHECK-NEXT: llvm.store volatile %arg0, %[[P]]
// CHECK-NEXT: llvm.store %arg0, %[[Q]]
// CHECK-NEXT: llvm.load volatile %[[Q]]
// CHECK-NEXT: llvm.store %arg0, %[[T]]
// CHECK-NEXT: llvm.load %[[T]]
// CHECK-NEXT: llvm.call @f(%[[T]])
llvm.func @blocking(%x: i32, %pp: !llvm.ptr) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %q = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %r = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  %t = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store volatile %x, %p : i32, !llvm.ptr
  llvm.store %x, %q : i32, !llvm.ptr
  %a = llvm.load volatile %q : !llvm.ptr -> i32
  llvm.store %t, %r : !llvm.ptr, !llvm.ptr
  llvm.store %x, %t : i32, !llvm.ptr
  %b = llvm.load %t : !llvm.ptr -> i32
  llvm.call @f(%t) : (!llvm.ptr) -> ()
  %s = llvm.add %a, %b : i32
  llvm.return %s : i32
}
llvm.func @f(!llvm.ptr)

// -----

// CHECK-LABEL: llvm.func @slot_of_slot(
// CHECK-NOT: llvm.alloca
// CHECK: llvm.return %arg0
llvm.func @slot_of_slot(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %r = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  %t = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %t, %r : !llvm.ptr, !llvm.ptr
  %u = llvm.load %r : !llvm.ptr -> !llvm.ptr
  llvm.store %x, %t : i32, !llvm.ptr
  %v = llvm.load %t : !llvm.ptr -> i32
  llvm.return %v : i32
}

// -----

// CHECK-LABEL: llvm.func @nested(
// CHECK-NEXT: llvm.mlir.constant
// CHECK-NEXT: %[[P:.*]] = llvm.alloca
// CHECK-NEXT: llvm.store %arg1, %[[P]]
// CHECK: llvm.load %[[P]]
// CHECK: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
llvm.func @nested(%c: i1, %x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %p : i32, !llvm.ptr
  %v = scf.if %c -> i32 {
    %w = llvm.load %p : !llvm.ptr -> i32
    scf.yield %w : i32
  } else {
    %q = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %x, %q : i32, !llvm.ptr
    %w = llvm.load %q : !llvm.ptr -> i32
    scf.yield %w : i32
  }
  llvm.return %v : i32
}

// -----

// CHECK-LABEL: llvm.func @non_entry_block(
// CHECK: ^bb1:
// CHECK-NEXT: llvm.alloca
llvm.func @non_entry_block(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^b
^b:
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

// -----

// CHECK-LABEL: llvm.func @removable_users(
// CHECK-NEXT: llvm.mlir.constant
// CHECK-NEXT: %[[Q:.*]] = llvm.alloca
// CHECK-NEXT: llvm.getelementptr %[[Q]][1]
// CHECK-NEXT: llvm.store %arg0, %[[Q]]
// CHECK-NEXT: %[[R:.*]] = llvm.alloca
// CHECK-NEXT: %[[RB:.*]] = llvm.addrspacecast %[[R]]
// CHECK-NEXT: llvm.load %[[RB]]
// CHECK-NEXT: llvm.return %arg0
llvm.func @removable_users(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %g = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr, i32
  %a = llvm.addrspacecast %g : !llvm.ptr to !llvm.ptr<1>
  %b = llvm.addrspacecast %a : !llvm.ptr<1> to !llvm.ptr
  llvm.intr.lifetime.start 4, %b : !llvm.ptr
  llvm.store %x, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.intr.lifetime.end 4, %p : !llvm.ptr
  %q = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %g2 = llvm.getelementptr %q[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %x, %q : i32, !llvm.ptr
  %r = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %rb = llvm.addrspacecast %r : !llvm.ptr to !llvm.ptr<1>
  %w = llvm.load %rb : !llvm.ptr<1> -> i32
  llvm.return %v : i32
}

// -----

// CHECK-LABEL: llvm.func @wide_store(
// CHECK-NEXT: llvm.mlir.constant
// CHECK-NEXT: %[[P:.*]] = llvm.alloca
// CHECK-NEXT: llvm.store %arg0, %[[P]] : i64, !llvm.ptr
llvm.func @wide_store(%z: i64) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %z, %p : i64, !llvm.ptr
  %u = llvm.load %p : !llvm.ptr -> i64
  llvm.return %u : i64
}

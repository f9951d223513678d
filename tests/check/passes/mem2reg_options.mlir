// PIPELINE: --pass-pipeline='builtin.module(func.func(mem2reg{region-simplify=false}),llvm.func(mem2reg))'

// mem2reg runs on any op: here on each func.func and llvm.func. Its
// region-simplify option is accepted and, as upstream's, changes nothing:
// the blocks that only forward values stay.

// CHECK-LABEL: func.func @on_func(
// CHECK-NOT: memref.alloca
// CHECK: ^bb1:
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32)
// CHECK: ^bb2:
// CHECK-NEXT: cf.br ^bb3(%arg2 : i32)
// CHECK: ^bb3(%[[V:.*]]: i32):
// CHECK-NEXT: return %[[V]]
func.func @on_func(%c: i1, %x: i32, %y: i32) -> i32 {
  %m = memref.alloca() : memref<i32>
  cf.cond_br %c, ^a, ^b
^a:
  memref.store %x, %m[] : memref<i32>
  cf.br ^j
^b:
  memref.store %y, %m[] : memref<i32>
  cf.br ^j
^j:
  %v = memref.load %m[] : memref<i32>
  return %v : i32
}

// CHECK-LABEL: llvm.func @on_llvm_func(
// CHECK-NOT: llvm.alloca
// CHECK: llvm.return %arg0
llvm.func @on_llvm_func(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

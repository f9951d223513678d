// PIPELINE: --convert-func-to-llvm=emit-c-interface=true --reconcile-unrealized-casts
// emit-c-interface wraps every function the module defines. A declaration
// keeps the plain calling convention unless it is marked
// llvm.emit_c_interface: nothing defines a _mlir_ciface_ wrapper for it, so
// calling one would leave an undefined symbol at link time (upstream wraps
// declarations too; this file is not run differentially).

// CHECK-LABEL: llvm.func @external(!llvm.ptr, !llvm.ptr, i64, i64, i64) -> f32
// CHECK-NOT: _mlir_ciface_external
// CHECK-LABEL: llvm.func @marked(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> f32
// CHECK: llvm.call @_mlir_ciface_marked
// CHECK-LABEL: llvm.func @_mlir_ciface_marked(!llvm.ptr) -> f32
// CHECK-LABEL: llvm.func @sum
// CHECK: llvm.call @external(%arg0, %arg1, %arg2, %arg3, %arg4)
// CHECK: llvm.call @marked(
// CHECK-LABEL: llvm.func @_mlir_ciface_sum(%arg0: !llvm.ptr) -> f32
// CHECK-NOT: _mlir_ciface_external
func.func private @external(memref<?xf32>) -> f32
func.func private @marked(memref<?xf32>) -> f32 attributes {llvm.emit_c_interface}
func.func @sum(%m: memref<?xf32>) -> f32 {
  %a = func.call @external(%m) : (memref<?xf32>) -> f32
  %b = func.call @marked(%m) : (memref<?xf32>) -> f32
  %s = arith.addf %a, %b : f32
  return %s : f32
}

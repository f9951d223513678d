// PIPELINE: --mlir-print-op-generic
// The generic form of the poly ops: what mlir-opt-19 reads and prints
// back unchanged with --allow-unregistered-dialect (src/driver.rs checks
// that on kernels.mlir).

// CHECK:      %0 = "poly.constant"() <{value = #poly.coeffs<[1.0, -2.0]>}> : () -> !poly.poly<2 x bf16>
// CHECK-NEXT: %1 = "poly.from_memref"(%arg0) : (memref<2xbf16>) -> !poly.poly<2 x bf16>
// CHECK-NEXT: %2 = "poly.add"(%0, %1) : (!poly.poly<2 x bf16>, !poly.poly<2 x bf16>) -> !poly.poly<2 x bf16>
// CHECK-NEXT: %3 = "poly.eval"(%2, %arg1) : (!poly.poly<2 x bf16>, bf16) -> bf16
func.func @f(%m: memref<2xbf16>, %x: bf16) -> bf16 {
  %c = poly.constant [1.0, -2.0] : !poly.poly<2 x bf16>
  %p = poly.from_memref %m : memref<2xbf16> to !poly.poly<2 x bf16>
  %s = poly.add %c, %p : !poly.poly<2 x bf16>
  %y = poly.eval %s at %x : !poly.poly<2 x bf16>
  return %y : bf16
}

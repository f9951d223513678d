// PIPELINE: --convert-index-to-llvm
// convert-index-to-llvm: index ops on 64-bit integers.

// index's rounded divisions share arith's expansion; sizeof is 8 bytes.
// CHECK-LABEL: func.func @index_divisions
// CHECK: llvm.sdiv %{{.*}}, %{{.*}} : i64
// CHECK: llvm.srem %{{.*}}, %{{.*}} : i64
// CHECK: llvm.udiv %{{.*}}, %{{.*}} : i64
// CHECK: llvm.mlir.constant(8 : i64) : i64
func.func @index_divisions(%a: index, %b: index) -> (index, index, index, index) {
  %0 = index.floordivs %a, %b
  %1 = index.ceildivs %a, %b
  %2 = index.ceildivu %a, %b
  %3 = index.sizeof
  return %0, %1, %2, %3 : index, index, index, index
}

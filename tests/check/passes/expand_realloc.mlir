// PIPELINE: --expand-realloc --split-input-file
// A realloc grows into a new buffer holding a copy (and frees the old one),
// or shrinks into a reinterpret_cast of the old one.

// CHECK-LABEL: func.func @dynamic(
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[OLD:.*]] = memref.dim %arg0, %[[C0]] : memref<?xf32>
// CHECK-NEXT: %[[GROW:.*]] = arith.cmpi ult, %[[OLD]], %arg1 : index
// CHECK-NEXT: %[[R:.*]] = scf.if %[[GROW]] -> (memref<?xf32>) {
// CHECK-NEXT: %[[A:.*]] = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %[[S:.*]] = memref.subview %[[A]][0] [%[[OLD]]] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %[[S]]
// CHECK-NEXT: memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT: scf.yield %[[A]]
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[C:.*]] = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1]
// CHECK-NEXT: scf.yield %[[C]]
// CHECK: return %[[R]]
func.func @dynamic(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @static(
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: arith.cmpi ult, %[[C2]], %[[C4]] : index
// CHECK: memref.alloc() {alignment = 16 : i64} : memref<4xf32, 1>
// CHECK: memref.subview %{{.*}}[0] [2] [1] : memref<4xf32, 1> to memref<2xf32, strided<[1]>, 1>
// CHECK: memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1]
func.func @static(%m: memref<2xf32, 1>) -> memref<4xf32, 1> {
  %0 = memref.realloc %m {alignment = 16} : memref<2xf32, 1> to memref<4xf32, 1>
  return %0 : memref<4xf32, 1>
}

// PIPELINE: --convert-vector-to-llvm --split-input-file
// convert-vector-to-llvm of vscale, expandload, compressstore and n-D
// deinterleave (row by row).

// CHECK-LABEL: func.func @vscale
// CHECK: %[[V:.*]] = "llvm.intr.vscale"() : () -> i64
// CHECK: %[[I:.*]] = builtin.unrealized_conversion_cast %[[V]] : i64 to index
// CHECK: return %[[I]] : index
func.func @vscale() -> index {
  %0 = vector.vscale
  return %0 : index
}

// -----

// CHECK-LABEL: func.func @expand_compress
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[BASE:.*]] = llvm.extractvalue %[[D]][1]
// CHECK: %[[STRIDE:.*]] = llvm.extractvalue %[[D]][4, 0]
// CHECK: llvm.mul
// CHECK: llvm.add
// CHECK: %[[PTR:.*]] = llvm.getelementptr %[[BASE]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[E:.*]] = "llvm.intr.masked.expandload"(%[[PTR]], %arg2, %arg3) : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// CHECK: "llvm.intr.masked.compressstore"(%[[E]], %{{.*}}, %arg2) : (vector<8xf32>, !llvm.ptr, vector<8xi1>) -> ()
func.func @expand_compress(%m: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>) {
  %0 = vector.expandload %m[%i, %i], %mask, %pt : memref<4x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.compressstore %m[%i, %i], %mask, %0 : memref<4x?xf32>, vector<8xi1>, vector<8xf32>
  return
}

// -----

// CHECK-LABEL: func.func @deinterleave_2d
// CHECK: %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<2x4xi32> to !llvm.array<2 x vector<4xi32>>
// CHECK: %[[R0:.*]] = llvm.extractvalue %[[A]][0] : !llvm.array<2 x vector<4xi32>>
// CHECK: %[[E0:.*]] = llvm.shufflevector %[[R0]], %{{.*}} [0, 2] : vector<4xi32>
// CHECK: %[[O0:.*]] = llvm.shufflevector %[[R0]], %{{.*}} [1, 3] : vector<4xi32>
// CHECK: llvm.insertvalue %[[E0]], %{{.*}}[0] : !llvm.array<2 x vector<2xi32>>
// CHECK: llvm.insertvalue %[[O0]], %{{.*}}[0] : !llvm.array<2 x vector<2xi32>>
// CHECK: %[[R1:.*]] = llvm.extractvalue %[[A]][1] : !llvm.array<2 x vector<4xi32>>
// CHECK: llvm.shufflevector %[[R1]], %{{.*}} [0, 2] : vector<4xi32>
// CHECK: llvm.shufflevector %[[R1]], %{{.*}} [1, 3] : vector<4xi32>
func.func @deinterleave_2d(%v: vector<2x4xi32>) -> (vector<2x2xi32>, vector<2x2xi32>) {
  %0, %1 = vector.deinterleave %v : vector<2x4xi32> -> vector<2x2xi32>
  return %0, %1 : vector<2x2xi32>, vector<2x2xi32>
}

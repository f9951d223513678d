// PIPELINE: --canonicalize --split-input-file
// Canonicalization of the gpu dialect: redundant waits go (dependencies on
// a fresh token dropped, a wait on one token is that token, waits without
// dependencies or unused tokens erased), and launch ids along dimensions
// of size 1 become 0.

// CHECK-LABEL: func.func @waits(
// CHECK-NEXT: return %arg0 : !gpu.async.token
func.func @waits(%t: !gpu.async.token) -> !gpu.async.token {
  %0 = gpu.wait async
  %1 = gpu.wait async [%0, %t]
  %2 = gpu.wait async [%1]
  %3 = gpu.wait async [%t, %2]
  gpu.wait
  %u = gpu.wait async [%t, %t]
  %v = gpu.wait async [%t, %t]
  return %2 : !gpu.async.token
}

// -----

// CHECK-LABEL: func.func @launch_ids(
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK: gpu.launch blocks(%{{[a-z0-9]+}}, %[[BY:[a-z0-9]+]], %{{[a-z0-9]+}}) in
// CHECK-NEXT: memref.store %[[C0]], %arg2[%[[BY]]]
// CHECK-NEXT: memref.store %{{.*}}, %arg2[%[[C0]]]
func.func @launch_ids(%t: !gpu.async.token, %n: index, %m: memref<?xindex>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %n, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    memref.store %bx, %m[%by] : memref<?xindex>
    memref.store %tx, %m[%ty] : memref<?xindex>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    gpu.terminator
  }
  return
}

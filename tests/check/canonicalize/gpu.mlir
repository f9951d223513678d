// PIPELINE: --canonicalize --split-input-file
// Canonicalization of the gpu dialect: redundant waits go (dependencies on
// a fresh token dropped, a wait on one token is that token, waits without
// dependencies or unused tokens erased), launch ids along dimensions of
// size 1 become 0, and group reductions at the top of a launch body
// become uniform.

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

// -----

// Group reductions in the entry block of a launch body become uniform; one
// in a later block (reached by some work items only) or in a kernel
// function stays as it is.
// CHECK-LABEL: func.func @uniform_reductions(
// CHECK: gpu.all_reduce add %arg2 uniform {
// CHECK: gpu.subgroup_reduce add %arg2 uniform : (f32) -> f32
// CHECK: ^bb1:
// CHECK-NEXT: gpu.subgroup_reduce add %arg2 : (f32) -> f32
// CHECK: gpu.func @kernel(
// CHECK: gpu.subgroup_reduce add %arg1 : (f32) -> f32
func.func @uniform_reductions(%n: index, %m: memref<?xf32>, %f: f32) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    %c0 = arith.constant 0 : index
    %r = gpu.all_reduce add %f {} : (f32) -> (f32)
    %s = gpu.subgroup_reduce add %f : (f32) -> (f32)
    memref.store %r, %m[%c0] : memref<?xf32>
    memref.store %s, %m[%c0] : memref<?xf32>
    %first = arith.cmpi eq, %tx, %c0 : index
    cf.cond_br %first, ^bb1, ^bb2
  ^bb1:
    %t = gpu.subgroup_reduce add %f : (f32) -> (f32)
    memref.store %t, %m[%c0] : memref<?xf32>
    cf.br ^bb2
  ^bb2:
    gpu.terminator
  }
  return
}
gpu.module @kernels {
  gpu.func @kernel(%m: memref<?xf32>, %f: f32) kernel {
    %s = gpu.subgroup_reduce add %f : (f32) -> (f32)
    %c0 = arith.constant 0 : index
    memref.store %s, %m[%c0] : memref<?xf32>
    gpu.return
  }
}

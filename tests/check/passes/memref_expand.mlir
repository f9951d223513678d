// PIPELINE: --memref-expand --split-input-file

// Float min/max atomics become generic_atomic_rmw; reshapes with a
// statically sized shape become reinterpret_casts (sizes loaded or
// static, strides the suffix products); other ops stay.

// CHECK-LABEL: func.func @atomic(
// CHECK-NEXT: memref.generic_atomic_rmw
func.func @atomic(%m: memref<10xf32>, %v: f32, %i: index) -> (f32, f32, f32) {
  %0 = memref.atomic_rmw maximumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw minimumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %2 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return %0, %1, %2 : f32, f32, f32
}
func.func @reshape(%m: memref<?xf32>, %s: memref<3xindex>) -> memref<?x?x?xf32> {
  %0 = memref.reshape %m(%s) : (memref<?xf32>, memref<3xindex>) -> memref<?x?x?xf32>
  return %0 : memref<?x?x?xf32>
}
func.func @reshape_static(%m: memref<24xf32>, %s: memref<2xi32>) -> memref<4x6xf32> {
  %0 = memref.reshape %m(%s) : (memref<24xf32>, memref<2xi32>) -> memref<4x6xf32>
  return %0 : memref<4x6xf32>
}
func.func @reshape_dyn(%m: memref<?xf32>, %s: memref<?xindex>) -> memref<*xf32> {
  %0 = memref.reshape %m(%s) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
  return %0 : memref<*xf32>
}

// -----

// CHECK-LABEL: func.func @atomic(
func.func @atomic(%m: memref<10xf32>, %v: f32, %i: index) -> (f32, f32) {
  %0 = memref.atomic_rmw maxnumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw minnumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return %0, %1 : f32, f32
}
func.func @reshape_i32(%m: memref<?xf32>, %s: memref<2xi32>) -> memref<?x3xf32> {
  %0 = memref.reshape %m(%s) : (memref<?xf32>, memref<2xi32>) -> memref<?x3xf32>
  return %0 : memref<?x3xf32>
}
func.func @reshape_0d(%m: memref<1xf32>, %s: memref<0xindex>) -> memref<f32> {
  %0 = memref.reshape %m(%s) : (memref<1xf32>, memref<0xindex>) -> memref<f32>
  return %0 : memref<f32>
}

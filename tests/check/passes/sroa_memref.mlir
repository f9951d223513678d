// PIPELINE: --sroa --split-input-file

// A memref.alloca of 2 to 16 elements of a static shape splits into one
// rank-0 memref.alloca per element its loads and stores reach with
// constant, in-bounds indices (the last user's element first); a dynamic
// or out-of-bounds index, more than 16 elements, or an escaping memref
// keep it whole. The alignment and the layout are not kept.

// CHECK-LABEL: func.func @elements(
// CHECK-NEXT: %[[E00:.*]] = memref.alloca() : memref<f32>
// CHECK-NEXT: %[[E12:.*]] = memref.alloca() : memref<f32>
// CHECK-NEXT: %[[E01:.*]] = memref.alloca() : memref<f32>
// CHECK: memref.store %arg0, %[[E12]][] : memref<f32>
// CHECK-NEXT: memref.store %arg0, %[[E01]][] : memref<f32>
// CHECK-NEXT: memref.load %[[E12]][] : memref<f32>
// CHECK-NEXT: memref.load %[[E00]][] : memref<f32>
// CHECK: memref.alloca() : memref<4xf32>
// CHECK: memref.alloca() : memref<complex<f32>>
// CHECK: memref.alloca() : memref<17xf32>
// CHECK: memref.alloca() : memref<i32>
// CHECK: memref.alloca() : memref<2xf32>
func.func @elements(%x: f32, %i: index) -> (f32, f32) {
  %a = memref.alloca() : memref<2x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  memref.store %x, %a[%c1, %c2] : memref<2x3xf32>
  memref.store %x, %a[%c0, %c1] : memref<2x3xf32>
  %v = memref.load %a[%c1, %c2] : memref<2x3xf32>
  %w = memref.load %a[%c0, %c0] : memref<2x3xf32>
  %b = memref.alloca() : memref<4xf32>
  memref.store %x, %b[%i] : memref<4xf32>
  %c = memref.alloca() : memref<2xcomplex<f32>>
  %cx = memref.load %c[%c1] : memref<2xcomplex<f32>>
  %d = memref.alloca() : memref<17xf32>
  %dv = memref.load %d[%c1] : memref<17xf32>
  %e = memref.alloca() {alignment = 16 : i64} : memref<2xi32, strided<[2], offset: 0>>
  %ev = memref.load %e[%c1] : memref<2xi32, strided<[2], offset: 0>>
  %f = memref.alloca() : memref<2xf32>
  %fv = memref.load %f[%c2] : memref<2xf32>
  return %v, %w : f32, f32
}

// -----

// CHECK-LABEL: func.func @in_loop(
// CHECK: scf.for
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<i64>
// CHECK-NEXT: %[[B:.*]] = memref.alloca() : memref<i64>
// CHECK-NEXT: memref.store %arg1, %[[B]][]
// CHECK-NEXT: memref.store %arg1, %[[A]][]
// CHECK: memref.alloca() : memref<2xi64>
// CHECK: call @use
func.func @in_loop(%n: index, %x: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %in = memref.alloca() : memref<2xi64>
    memref.store %x, %in[%c0] : memref<2xi64>
    memref.store %x, %in[%c1] : memref<2xi64>
    %esc = memref.alloca() : memref<2xi64>
    memref.store %x, %esc[%c1] : memref<2xi64>
    func.call @use(%esc) : (memref<2xi64>) -> ()
  }
  return
}
func.func private @use(memref<2xi64>)

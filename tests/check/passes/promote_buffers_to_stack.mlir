// PIPELINE: --promote-buffers-to-stack --allow-unregistered-dialect
// Small allocations nothing frees and no alias carries out of their
// automatic allocation scope become memref.alloca.

// CHECK-LABEL: func.func @a(
// CHECK: memref.alloc() : memref<4xf32>
// CHECK: memref.alloc(%arg1) : memref<?xf32>
// CHECK: memref.alloc() : memref<4096xf32>
// CHECK: memref.alloca() : memref<2x2xf32>
// CHECK: memref.alloca() : memref<8xf32>
// CHECK: memref.alloca() : memref<2xf32>
// CHECK-LABEL: func.func @b(
// CHECK: memref.alloc() : memref<2xf32>
// CHECK-LABEL: func.func @l(
// CHECK: scf.for
// CHECK-NEXT: memref.alloca() : memref<2xf32>
// CHECK-NEXT: memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-LABEL: func.func @yielded(
// CHECK-NOT: memref.alloca
// CHECK-LABEL: func.func @yielded_used(
// CHECK: memref.alloca() : memref<2xf32>
// CHECK: memref.alloca() {alignment = 64 : i64} : memref<2xf32>
// CHECK-LABEL: func.func @ranked(
// CHECK: memref.alloca(%{{.*}}) : memref<?xindex>
// CHECK: memref.alloc(%{{.*}}, %{{.*}}) : memref<?x?xindex>
// CHECK-LABEL: func.func @loopcarried(
// CHECK: memref.alloca() : memref<i1>
// CHECK: scf.for
// CHECK-NEXT: memref.alloc() : memref<i1>
// CHECK: memref.alloca() : memref<256xf32>
// CHECK: memref.alloc() : memref<257xf32>
func.func @a(%c: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %x = memref.alloc() : memref<4xf32>
  %y = memref.alloc(%n) : memref<?xf32>
  %z = memref.alloc() : memref<4096xf32>
  %w = memref.alloc() : memref<2x2xf32>
  %r = scf.if %c -> f32 {
    %in = memref.alloc() : memref<8xf32>
    %v = memref.load %in[%c0] : memref<8xf32>
    scf.yield %v : f32
  } else {
    %v = memref.load %x[%c0] : memref<4xf32>
    scf.yield %v : f32
  }
  %e = memref.alloc() : memref<2xf32>
  memref.dealloc %x : memref<4xf32>
  return %r : f32
}
func.func @b() -> memref<2xf32> {
  %e = memref.alloc() : memref<2xf32>
  return %e : memref<2xf32>
}
func.func @l(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %e = memref.alloc() : memref<2xf32>
    %f = memref.alloc(%i) : memref<?xf32>
    "test.use"(%e, %f) : (memref<2xf32>, memref<?xf32>) -> ()
  }
  return
}
func.func @yielded(%c: i1) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    %b = memref.alloc() : memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @yielded_used(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    %b = memref.alloc() {alignment = 64} : memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  %v = memref.load %r[%c0] : memref<2xf32>
  return %v : f32
}
func.func @ranked(%u: memref<*xf32>) {
  %r = memref.rank %u : memref<*xf32>
  %a = memref.alloc(%r) : memref<?xindex>
  %b = memref.alloc(%r, %r) : memref<?x?xindex>
  "test.use"(%a, %b) : (memref<?xindex>, memref<?x?xindex>) -> ()
  return
}
func.func @loopcarried(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.alloc() : memref<i1>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%it = %x) -> memref<i1> {
    %a = memref.alloc() : memref<i1>
    scf.yield %a : memref<i1>
  }
  %v = memref.alloc() : memref<256xf32>
  %w = memref.alloc() : memref<257xf32>
  %z = memref.subview %v[0][2][1] : memref<256xf32> to memref<2xf32, strided<[1]>>
  "test.use"(%s, %z, %w) : (memref<i1>, memref<2xf32, strided<[1]>>, memref<257xf32>) -> ()
  return
}

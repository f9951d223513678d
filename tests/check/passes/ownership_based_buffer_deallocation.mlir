// PIPELINE: --ownership-based-buffer-deallocation

// Allocations are owned (`true`), arguments and allocas are not (`false`),
// views and casts inherit their source's ownership, call results are owned
// by the caller. Each block frees what it owns before its terminator;
// structured control flow forwards an `i1` ownership with each memref, and
// a function returns only buffers it owns (else a clone).

// CHECK-LABEL: func.func @straight(
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: %[[A:.*]] = memref.alloc(%arg0) : memref<?xf32>
// CHECK: %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[A]]
// CHECK-NEXT: bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[TRUE]])
// CHECK-NEXT: return
func.func @straight(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %v = memref.load %a[%c0] : memref<?xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @ret(
// CHECK: bufferization.dealloc (%{{.*}} : memref<f32>) if (%{{.*}}) retain (%[[R:.*]] : memref<4xf32>)
// CHECK-NEXT: return %[[R]]
func.func @ret() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}

// CHECK-LABEL: func.func @branch(
// CHECK: %[[IF:.*]]:2 = scf.if %arg0 -> (memref<4xf32>, i1)
// CHECK: bufferization.dealloc retain (%arg1 : memref<4xf32>)
// CHECK: scf.if %[[IF]]#1 -> (memref<4xf32>)
// CHECK: bufferization.clone %[[IF]]#0
func.func @branch(%c: i1, %m: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// CHECK-LABEL: func.func @loop(
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %arg3, %[[OWN:.*]] = %false) -> (memref<4xf32>, i1)
// CHECK: %[[U:.*]] = bufferization.dealloc ({{.*}}) if (%[[OWN]], %{{.*}}) retain (%[[NEW:.*]] : memref<4xf32>)
// CHECK-NEXT: scf.yield %[[NEW]], %[[U]] : memref<4xf32>, i1
func.func private @producer(%n: index) -> memref<?xf32>
func.func @loop(%lb: index, %ub: index, %step: index, %buf: memref<4xf32>) -> memref<4xf32> {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %buf) -> memref<4xf32> {
    %c0 = arith.constant 0 : index
    %new = memref.alloc() : memref<4xf32>
    %v = memref.load %acc[%c0] : memref<4xf32>
    memref.store %v, %new[%c0] : memref<4xf32>
    scf.yield %new : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// CHECK-LABEL: func.func @views(
// CHECK-NOT: memref.extract_strided_metadata %alloca
func.func @views(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %s = memref.subview %a[1] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: 1>>
  %t = memref.alloca() : memref<4xf32>
  %u = memref.cast %t : memref<4xf32> to memref<?xf32>
  %v = memref.load %s[%c0] : memref<2xf32, strided<[1], offset: 1>>
  return %v : f32
}

// CHECK-LABEL: func.func @calls(
// CHECK: %[[T:.*]] = arith.constant true
// CHECK-NEXT: %[[M:.*]] = call @producer
func.func @calls(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %m = call @producer(%n) : (index) -> memref<?xf32>
  %v = memref.load %m[%c0] : memref<?xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @nested(
// CHECK: scf.if %arg0 {
// CHECK: memref.alloc() : memref<2xf32>
// CHECK: bufferization.dealloc
// CHECK-NEXT: }
func.func @nested(%c: i1, %n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  scf.if %c {
    %b = memref.alloc() : memref<2xf32>
    %s = memref.subview %a[0] [1] [1] : memref<?xf32> to memref<1xf32, strided<[1]>>
    %z = arith.constant 0 : index
    %q = memref.load %b[%z] : memref<2xf32>
    memref.store %q, %s[%z] : memref<1xf32, strided<[1]>>
  }
  return
}

// CHECK-LABEL: func.func @while(
// CHECK: scf.while (%{{.*}} = %arg0, %{{.*}} = %arg1, %{{.*}} = %false) : (memref<4xf32>, i32, i1)
// CHECK: scf.condition(%{{.*}}) %{{.*}}, %{{.*}}, %{{.*}} : memref<4xf32>, i32, i1
func.func @while(%m: memref<4xf32>, %n: i32) -> memref<4xf32> {
  %r:2 = scf.while (%x = %m, %i = %n) : (memref<4xf32>, i32) -> (memref<4xf32>, i32) {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %x, %i : memref<4xf32>, i32
  } do {
  ^bb0(%y: memref<4xf32>, %j: i32):
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a, %j : memref<4xf32>, i32
  }
  return %r#0 : memref<4xf32>
}

// A returned arith.select of two uniquely owned memrefs is owned when the
// select of their indicators holds (else it is cloned at run time).
// CHECK-LABEL: func.func @select_returned(
// CHECK: %[[T:.*]] = arith.constant true
// CHECK: %[[F:.*]] = arith.constant false
// CHECK: %[[S:.*]] = arith.select %arg0, %{{.*}}, %arg2
// CHECK: %[[O:.*]] = arith.select %arg0, %[[T]], %[[F]] : i1
// CHECK-NEXT: scf.if %[[O]] -> (memref<?xf32>) {
// CHECK-NEXT: scf.yield %[[S]]
// CHECK-NEXT: } else {
// CHECK-NEXT: bufferization.clone %[[S]]
func.func @select_returned(%c: i1, %n: index, %m: memref<?xf32>) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %s = arith.select %c, %a, %m : memref<?xf32>
  return %s : memref<?xf32>
}

// -----

// A bufferized scf.forall: its empty terminator (NoTerminator) holds no
// buffers and is not checked; the buffer allocated in the body is freed
// there.
// CHECK-LABEL: func.func @forall_body_alloc
func.func @forall_body_alloc(%m: memref<8xf32>) {
  scf.forall (%i) in (8) {
    %a = memref.alloc() : memref<1xf32>
    %s = memref.subview %m[%i] [1] [1] : memref<8xf32> to memref<1xf32, strided<[1], offset: ?>>
    memref.copy %a, %s : memref<1xf32> to memref<1xf32, strided<[1], offset: ?>>
    scf.forall.in_parallel {
    }
  }
  return
}

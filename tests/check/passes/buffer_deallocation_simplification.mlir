// PIPELINE: --buffer-deallocation-simplification --split-input-file --allow-unregistered-dialect

// A memref also retained is not freed: its condition is or-ed into the
// retained memref's updated condition.
// CHECK-LABEL: func.func @in_retained(
// CHECK-NEXT: %[[D:.*]] = bufferization.dealloc (%arg2 : memref<4xf32>) if (%arg3) retain (%arg0 : memref<4xf32>)
// CHECK-NEXT: %[[O:.*]] = arith.ori %[[D]], %arg1 : i1
// CHECK-NEXT: %[[E:.*]]:2 = bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg3) retain (%arg0, %arg2 : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT: return %arg1, %[[O]], %[[E]]#0, %[[E]]#1
func.func @in_retained(%m: memref<4xf32>, %c: i1, %n: memref<4xf32>, %d: i1) -> (i1, i1, i1, i1) {
  %0 = bufferization.dealloc (%m : memref<4xf32>) if (%c) retain (%m : memref<4xf32>)
  %1 = bufferization.dealloc (%m, %n : memref<4xf32>, memref<4xf32>) if (%c, %d) retain (%m : memref<4xf32>)
  %2:2 = bufferization.dealloc (%m : memref<4xf32>) if (%d) retain (%m, %n : memref<4xf32>, memref<4xf32>)
  return %0, %1, %2#0, %2#1 : i1, i1, i1, i1
}

// -----

// Views and base buffers are the allocation they view.
// CHECK-LABEL: func.func @views(
// CHECK-NEXT: %[[F:.*]] = arith.constant false
// CHECK-NEXT: %[[A:.*]] = arith.ori %arg2, %arg1 : i1
// CHECK-NEXT: %[[B:.*]] = arith.ori %arg2, %arg1 : i1
// CHECK-NEXT: return %[[A]], %[[F]], %[[B]]
func.func @views(%m: memref<4xf32>, %c: i1, %d: i1) -> (i1, i1, i1) {
  %v = memref.subview %m[1][2][1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %a = memref.alloc() : memref<4xf32>
  %b, %o, %s, %t = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index, index, index
  %0:3 = bufferization.dealloc (%b, %v : memref<f32>, memref<2xf32, strided<[1], offset: 1>>) if (%c, %d) retain (%m, %a, %v : memref<4xf32>, memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>)
  return %0#0, %0#1, %0#2 : i1, i1, i1
}

// -----

// Retained memrefs distinct from every freed one are dropped.
// CHECK-LABEL: func.func @not_alias(
// CHECK-NEXT: %[[F:.*]] = arith.constant false
// CHECK: bufferization.dealloc (%{{.*}} : memref<4xf32>) if (%arg0){{$}}
// CHECK: return %[[F]], %[[F]]
func.func @not_alias(%c: i1, %r: memref<4xf32>) -> (i1, i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %0:2 = bufferization.dealloc (%a : memref<4xf32>) if (%c) retain (%b, %r : memref<4xf32>, memref<4xf32>)
  "test.use"(%a) : (memref<4xf32>) -> ()
  return %0#0, %0#1 : i1, i1
}

// -----

// A freed memref distinct from the others gets a dealloc of its own.
// CHECK-LABEL: func.func @split(
// CHECK: %[[S:.*]] = arith.select
// CHECK-NEXT: %[[X:.*]] = bufferization.dealloc (%{{.*}} : memref<4xf32>) if (%arg0) retain (%[[S]] : memref<4xf32>)
// CHECK-NEXT: %[[Y:.*]] = bufferization.dealloc (%arg2 : memref<4xf32>) if (%arg3) retain (%arg1 : memref<4xf32>)
// CHECK-NEXT: return %[[Y]], %[[X]]
func.func @split(%c: i1, %r: memref<4xf32>, %m: memref<4xf32>, %d: i1) -> (i1, i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %a, %b : memref<4xf32>
  %0:2 = bufferization.dealloc (%a, %m : memref<4xf32>, memref<4xf32>) if (%c, %d) retain (%r, %s : memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// CHECK-LABEL: func.func @split3(
// CHECK: bufferization.dealloc (%{{.*}} : memref<4xf32>) if (%arg0){{$}}
// CHECK-NEXT: bufferization.dealloc (%{{.*}} : memref<4xf32>) if (%arg1){{$}}
// CHECK-NEXT: bufferization.dealloc (%{{.*}} : memref<4xf32>) if (%arg2){{$}}
func.func @split3(%c: i1, %d: i1, %e: i1, %r: memref<4xf32>) -> i1 {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %x = memref.alloc() : memref<4xf32>
  "test.use"(%a, %b, %x) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  %0 = bufferization.dealloc (%a, %b, %x : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%c, %d, %e) retain (%r : memref<4xf32>)
  return %0 : i1
}

// -----

// Retained memrefs freed under `true` anyway are owned (`true`).
// CHECK-LABEL: func.func @const_true(
// CHECK: %[[T:.*]] = arith.constant true
// CHECK-NEXT: bufferization.dealloc (%arg2 : memref<4xf32>) if (%[[T]]) retain (%arg0, %arg1 : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @const_true(%m: memref<4xf32>, %n: memref<4xf32>, %k: memref<4xf32>) -> (i1, i1) {
  %true = arith.constant true
  %0:2 = bufferization.dealloc (%m, %n, %k : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%true, %true, %true) retain (%m, %n : memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// A new allocation is distinct from the loop's argument.
// CHECK-LABEL: func.func @loop(
// CHECK: %[[T:.*]] = arith.constant true
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: bufferization.dealloc (%{{.*}} : memref<f32>) if (%{{.*}}){{$}}
// CHECK-NEXT: scf.yield %[[A]], %[[T]]
func.func @loop(%m: memref<8xf32>, %lb: index, %ub: index, %st: index) -> f32 {
  %true = arith.constant true
  %false = arith.constant false
  %0:2 = scf.for %i = %lb to %ub step %st iter_args(%it = %m, %o = %false) -> (memref<8xf32>, i1) {
    %a = memref.alloc() : memref<8xf32>
    memref.copy %it, %a : memref<8xf32> to memref<8xf32>
    %b, %x, %y, %z = memref.extract_strided_metadata %it : memref<8xf32> -> memref<f32>, index, index, index
    %2 = bufferization.dealloc (%b, %a : memref<f32>, memref<8xf32>) if (%o, %true) retain (%a : memref<8xf32>)
    scf.yield %a, %2 : memref<8xf32>, i1
  }
  %1 = memref.load %0#0[%lb] : memref<8xf32>
  %b, %x, %y, %z = memref.extract_strided_metadata %0#0 : memref<8xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%b : memref<f32>) if (%0#1)
  return %1 : f32
}

// -----

// Results of structured control flow come from what the regions yield.
// CHECK-LABEL: func.func @if_results(
// CHECK: %[[R:.*]] = scf.if
// CHECK: %[[D:.*]] = bufferization.dealloc (%{{.*}} : memref<4xf32>) if (%arg0) retain (%[[R]] : memref<4xf32>)
// CHECK-NEXT: bufferization.dealloc (%arg1 : memref<4xf32>) if (%arg2){{$}}
// CHECK-NEXT: return %[[D]]
func.func @if_results(%c: i1, %m: memref<4xf32>, %d: i1) -> i1 {
  %a = memref.alloc() : memref<4xf32>
  %r = scf.if %c -> memref<4xf32> {
    scf.yield %a : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  %0 = bufferization.dealloc (%a, %m : memref<4xf32>, memref<4xf32>) if (%c, %d) retain (%r : memref<4xf32>)
  return %0 : i1
}

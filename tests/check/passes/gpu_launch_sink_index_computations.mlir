// PIPELINE: --gpu-launch-sink-index-computations --split-input-file

// Index computations a launch body uses from above are cloned to the top
// of the body (operands first) when every operand is sunk too or already
// used by the body; only the body's uses move. A select on a function
// argument the body does not use stays outside.

// CHECK-LABEL: func.func @f(
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[S:.*]] = arith.select %arg2
// CHECK: gpu.launch
// CHECK-NEXT: %[[C0B:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D:.*]] = memref.dim %arg0, %[[C0B]]
// CHECK-NEXT: %[[C1B:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[CMP:.*]] = arith.cmpi slt, %[[C0B]], %[[C1B]]
// CHECK-NEXT: %[[CMP2:.*]] = arith.cmpi slt, %[[D]], %[[C1B]]
// CHECK-NEXT: memref.store %[[D]], %arg0[%[[C0B]]]
// CHECK-NEXT: %[[X:.*]] = arith.select %[[CMP]], %[[C0B]], %[[S]]
// CHECK-NEXT: arith.select %[[CMP2]], %[[C0B]], %[[X]]
func.func @f(%arg0: memref<?xindex>, %n: index, %b: i1) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %d = memref.dim %arg0, %c0 : memref<?xindex>
  %cmp = arith.cmpi slt, %c0, %c1 : index
  %s = arith.select %b, %c0, %c1 : index
  %cmp2 = arith.cmpi slt, %d, %c1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    memref.store %d, %arg0[%c0] : memref<?xindex>
    %x = arith.select %cmp, %c0, %s : index
    %y = arith.select %cmp2, %c0, %x : index
    gpu.terminator
  }
  return
}

// -----

// A chain that fails half-way still sinks its sinkable start (the dim),
// as upstream does; the comparison with an argument the body does not use
// stays a captured value.

// CHECK-LABEL: func.func @partial(
// CHECK: %[[CMP:.*]] = arith.cmpi slt
// CHECK: gpu.launch
// CHECK-NEXT: arith.constant 0 : index
// CHECK-NEXT: memref.dim
// CHECK-NEXT: memref.store %[[CMP]]
func.func @partial(%arg0: memref<?xi1>, %n: index) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %d = memref.dim %arg0, %c0 : memref<?xi1>
  %cmp = arith.cmpi slt, %d, %n : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    memref.store %cmp, %arg0[%tx] : memref<?xi1>
    gpu.terminator
  }
  return
}

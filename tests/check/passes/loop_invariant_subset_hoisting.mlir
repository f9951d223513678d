// PIPELINE: --loop-invariant-subset-hoisting --split-input-file --allow-unregistered-dialect
// loop-invariant-subset-hoisting: an scf.for iteration argument that goes
// only through subset ops to its yield has its loop-invariant extraction
// and matching insertion moved out of the loop, unless another subset op
// on the chain may overlap them.

// An invariant slice read and written back: the extraction goes before
// the loop, the slice is carried as a new iteration argument, the
// insertion goes after the loop.
// CHECK-LABEL: func.func @slice
// CHECK: %[[E:.*]] = tensor.extract_slice %arg0[%c0] [5] [1]
// CHECK-NEXT: %[[R:.*]]:2 = scf.for %{{.*}} = %arg1 to %arg2 step %arg3 iter_args(%[[A:.*]] = %arg0, %[[B:.*]] = %[[E]])
// CHECK-NEXT: %[[F:.*]] = "test.foo"(%[[B]])
// CHECK-NEXT: scf.yield %[[A]], %[[F]]
// CHECK: %[[I:.*]] = tensor.insert_slice %[[R]]#1 into %[[R]]#0[%c0] [5] [1]
// CHECK-NEXT: return %[[I]]
func.func @slice(%t: tensor<?xf32>, %lb: index, %ub: index, %step: index, %sz: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> tensor<?xf32> {
    %e = tensor.extract_slice %a[%c0][5][1] : tensor<?xf32> to tensor<5xf32>
    %f = "test.foo"(%e) : (tensor<5xf32>) -> tensor<5xf32>
    %i = tensor.insert_slice %f into %a[%c0][5][1] : tensor<5xf32> into tensor<?xf32>
    scf.yield %i : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// Two pairs on disjoint slices: both hoisted, the later pair's insertion
// nearest the loop.
// CHECK-LABEL: func.func @two
// CHECK: tensor.extract_slice %arg0[0]
// CHECK-NEXT: tensor.extract_slice %arg0[10]
// CHECK: scf.for
// CHECK: tensor.insert_slice %{{.*}}#2 into %{{.*}}#0[10]
// CHECK-NEXT: tensor.insert_slice %{{.*}}#1 into %{{.*}}[0]
func.func @two(%t: tensor<?xf32>, %lb: index, %ub: index, %step: index) -> tensor<?xf32> {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> tensor<?xf32> {
    %e = tensor.extract_slice %a[0][5][1] : tensor<?xf32> to tensor<5xf32>
    %e2 = tensor.extract_slice %a[10][5][1] : tensor<?xf32> to tensor<5xf32>
    %f = "test.foo"(%e, %e2) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %g = "test.bar"(%e2) : (tensor<5xf32>) -> tensor<5xf32>
    %i = tensor.insert_slice %f into %a[0][5][1] : tensor<5xf32> into tensor<?xf32>
    %i2 = tensor.insert_slice %g into %i[10][5][1] : tensor<5xf32> into tensor<?xf32>
    scf.yield %i2 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// vector.transfer_read and transfer_write at the same indices.
// CHECK-LABEL: func.func @vec
// CHECK: vector.transfer_read %arg0[%c0], %cst
// CHECK-NEXT: scf.for
// CHECK: vector.transfer_write %{{.*}}#1, %{{.*}}#0[%c0]
func.func @vec(%t: tensor<?xf32>, %lb: index, %ub: index, %step: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> tensor<?xf32> {
    %e = vector.transfer_read %a[%c0], %pad : tensor<?xf32>, vector<4xf32>
    %f = "test.foo"(%e) : (vector<4xf32>) -> vector<4xf32>
    %i = vector.transfer_write %f, %a[%c0] : vector<4xf32>, tensor<?xf32>
    scf.yield %i : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// Not hoisted: the slice depends on the loop's variable.
// CHECK-LABEL: func.func @variant
// CHECK: scf.for
// CHECK-NEXT: tensor.extract_slice
func.func @variant(%t: tensor<?xf32>, %lb: index, %ub: index, %step: index) -> tensor<?xf32> {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> tensor<?xf32> {
    %e = tensor.extract_slice %a[%iv][5][1] : tensor<?xf32> to tensor<5xf32>
    %f = "test.foo"(%e) : (tensor<5xf32>) -> tensor<5xf32>
    %i = tensor.insert_slice %f into %a[%iv][5][1] : tensor<5xf32> into tensor<?xf32>
    scf.yield %i : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// Not hoisted: the extraction reads what the insertion just wrote.
// CHECK-LABEL: func.func @read_after_write
// CHECK: scf.for
// CHECK-NEXT: tensor.insert_slice
// CHECK-NEXT: tensor.extract_slice
func.func @read_after_write(%t: tensor<?xf32>, %lb: index, %ub: index, %step: index, %v: tensor<5xf32>) -> tensor<?xf32> {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> tensor<?xf32> {
    %i = tensor.insert_slice %v into %a[0][5][1] : tensor<5xf32> into tensor<?xf32>
    %e = tensor.extract_slice %i[0][5][1] : tensor<?xf32> to tensor<5xf32>
    "test.use"(%e) : (tensor<5xf32>) -> ()
    scf.yield %i : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// Not hoisted: another slice of the iteration argument overlaps.
// CHECK-LABEL: func.func @overlap
// CHECK: scf.for
// CHECK-NEXT: tensor.extract_slice
func.func @overlap(%t: tensor<?xf32>, %lb: index, %ub: index, %step: index) -> tensor<?xf32> {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> tensor<?xf32> {
    %e = tensor.extract_slice %a[0][5][1] : tensor<?xf32> to tensor<5xf32>
    %e2 = tensor.extract_slice %a[3][5][1] : tensor<?xf32> to tensor<5xf32>
    %f = "test.foo"(%e, %e2) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %i = tensor.insert_slice %f into %a[0][5][1] : tensor<5xf32> into tensor<?xf32>
    scf.yield %i : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// The inner loop's pair is hoisted into the outer loop, then out of it.
// CHECK-LABEL: func.func @nested
// CHECK: tensor.extract_slice %arg0[0] [5] [1]
// CHECK-NEXT: scf.for
// CHECK-NEXT: scf.for
// CHECK-NEXT: "test.foo"
// CHECK: tensor.insert_slice
func.func @nested(%t: tensor<?xf32>, %lb: index, %ub: index, %step: index) -> tensor<?xf32> {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> tensor<?xf32> {
    %r2 = scf.for %jv = %lb to %ub step %step iter_args(%b = %a) -> tensor<?xf32> {
      %e = tensor.extract_slice %b[0][5][1] : tensor<?xf32> to tensor<5xf32>
      %f = "test.foo"(%e) : (tensor<5xf32>) -> tensor<5xf32>
      %i = tensor.insert_slice %f into %b[0][5][1] : tensor<5xf32> into tensor<?xf32>
      scf.yield %i : tensor<?xf32>
    }
    scf.yield %r2 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// Not hoisted: the iteration arguments are swapped at the yield.
// CHECK-LABEL: func.func @swap
// CHECK: scf.for
// CHECK-NEXT: tensor.extract_slice
func.func @swap(%t: tensor<?xf32>, %u: tensor<?xf32>, %lb: index, %ub: index, %step: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %r:2 = scf.for %iv = %lb to %ub step %step iter_args(%a = %t, %b = %u) -> (tensor<?xf32>, tensor<?xf32>) {
    %e = tensor.extract_slice %a[0][5][1] : tensor<?xf32> to tensor<5xf32>
    %f = "test.foo"(%e) : (tensor<5xf32>) -> tensor<5xf32>
    %i = tensor.insert_slice %f into %a[0][5][1] : tensor<5xf32> into tensor<?xf32>
    scf.yield %b, %i : tensor<?xf32>, tensor<?xf32>
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}

// -----

// Not hoisted: the read at [0, 2] overlaps the pair at [0, 4].
// CHECK-LABEL: func.func @vec2
// CHECK: scf.for
// CHECK-NEXT: vector.transfer_read
func.func @vec2(%t: tensor<?x?xf32>, %lb: index, %ub: index, %step: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant 0.0 : f32
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> tensor<?x?xf32> {
    %e = vector.transfer_read %a[%c0, %c0], %pad : tensor<?x?xf32>, vector<4xf32>
    %e2 = vector.transfer_read %a[%c0, %c4], %pad : tensor<?x?xf32>, vector<4xf32>
    %e3 = vector.transfer_read %a[%c0, %c2], %pad : tensor<?x?xf32>, vector<4xf32>
    %f = "test.foo"(%e, %e2) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %i = vector.transfer_write %f, %a[%c0, %c4] : vector<4xf32>, tensor<?x?xf32>
    scf.yield %i : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

// PIPELINE: --mem2reg --split-input-file

// A memref.alloca of one element (any rank, static shape) of a type with a
// zero is a slot: loads take the value stored last, and before any store
// the slot holds zero, an arith.constant built at the start of the
// alloca's block (one per slot, the last slot's first). Allocas of more
// than one element stay.

// CHECK-LABEL: func.func @memref_slots(
// CHECK-NEXT: %[[V:.*]] = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %[[I:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[X:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[F:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[BIG:.*]] = memref.alloca() : memref<2xf32>
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%[[F]], %[[X]] : f32, index)
// CHECK: memref.store %arg1, %[[BIG]][%[[C0]]]
// CHECK-NEXT: cf.br ^bb2(%arg1, %arg2 : f32, index)
// CHECK: ^bb2(%[[A:.*]]: f32, %[[B:.*]]: index):
// CHECK-NEXT: memref.load %[[BIG]]
// CHECK-NEXT: return %[[A]], %[[B]], %[[I]], %[[V]]
func.func @memref_slots(%c: i1, %x: f32, %i: index) -> (f32, index, i32, vector<2xf32>) {
  %a = memref.alloca() : memref<f32>
  %b = memref.alloca() : memref<1x1xindex>
  %d = memref.alloca() : memref<i32>
  %e = memref.alloca() : memref<vector<2xf32>>
  %f = memref.alloca() : memref<2xf32>
  %g = memref.alloca() : memref<f32>
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^x, ^y
^x:
  memref.store %x, %a[] : memref<f32>
  memref.store %i, %b[%c0, %c0] : memref<1x1xindex>
  memref.store %x, %f[%c0] : memref<2xf32>
  cf.br ^y
^y:
  %v = memref.load %a[] : memref<f32>
  %w = memref.load %b[%c0, %c0] : memref<1x1xindex>
  %z = memref.load %d[] : memref<i32>
  %ve = memref.load %e[] : memref<vector<2xf32>>
  %vf = memref.load %f[%c0] : memref<2xf32>
  memref.store %x, %g[] : memref<f32>
  %vg = memref.load %g[] : memref<f32>
  return %v, %w, %z, %ve : f32, index, i32, vector<2xf32>
}

// -----

// A slot in a loop body region is promoted within that region; a slot used
// across regions (stored outside, loaded inside) stays, as does one whose
// address escapes.
// CHECK-LABEL: func.func @regions(
// CHECK-NEXT: %[[OUT:.*]] = memref.alloca() : memref<i64>
// CHECK-NEXT: %[[ESC:.*]] = memref.alloca() : memref<i64>
// CHECK: memref.store %arg1, %[[OUT]][]
// CHECK-NEXT: scf.for
// CHECK-NEXT: %[[IN:.*]] = arith.addi %arg1, %arg1
// CHECK-NEXT: memref.load %[[OUT]][]
// CHECK-NEXT: memref.store %[[IN]], %[[ESC]][]
// CHECK-NEXT: }
// CHECK-NEXT: call @use(%[[ESC]])
func.func @regions(%n: index, %x: i64) {
  %out = memref.alloca() : memref<i64>
  %esc = memref.alloca() : memref<i64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %x, %out[] : memref<i64>
  scf.for %i = %c0 to %n step %c1 {
    %in = memref.alloca() : memref<i64>
    %s = arith.addi %x, %x : i64
    memref.store %s, %in[] : memref<i64>
    %l = memref.load %in[] : memref<i64>
    %o = memref.load %out[] : memref<i64>
    memref.store %l, %esc[] : memref<i64>
  }
  call @use(%esc) : (memref<i64>) -> ()
  return
}
func.func private @use(memref<i64>)

// PIPELINE: --affine-expand-index-ops --split-input-file

// Each affine.delinearize_index becomes affine.apply ops: quotients by the
// products of the later basis elements, remainders carried on; constant
// bases fold into the maps, and the greedy driver composes and cleans up.

// CHECK-LABEL: func.func @d(
// CHECK-NEXT: affine.apply #map()[%arg2, %arg1, %arg0]
func.func @d(%i: index, %a: index, %b: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %i into (%a, %b, %a) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @s(%i: index) -> (index, index) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %0:2 = affine.delinearize_index %i into (%c4, %c8) : index, index
  return %0#0, %0#1 : index, index
}
func.func @one(%i: index, %a: index) -> index {
  %0 = affine.delinearize_index %i into (%a) : index
  return %0 : index
}
func.func @in_loop(%m: memref<?xindex>, %n: index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  affine.for %i = 0 to %n {
    %j = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
    %0:3 = affine.delinearize_index %j into (%c3, %n, %c5) : index, index, index
    %s = arith.addi %0#0, %0#1 : index
    %t = arith.addi %s, %0#2 : index
    memref.store %t, %m[%i] : memref<?xindex>
  }
  return
}

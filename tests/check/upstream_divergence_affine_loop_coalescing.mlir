// PIPELINE: --affine-loop-coalescing --allow-unregistered-dialect
// Where mlir-opt-19 --affine-loop-coalescing leaves IR that does not
// verify, Strata leaves the loops alone (this file is not run
// differentially).
//
// The band of the two inner loops has bounds defined above it, but the
// middle loop's upper bound uses the outer loop's variable, which is no
// affine symbol there: upstream makes the product of the bounds, an
// affine.apply of that variable, the coalesced loop's upper bound symbol
// ("'affine.for' op operand cannot be used as a symbol").

// CHECK-LABEL: func.func @bound_of_outer_variable
// CHECK: affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to #{{.*}}(%[[I]]) {
// CHECK-NEXT: affine.for %{{.*}} = 0 to 8 {
func.func @bound_of_outer_variable() {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      affine.for %k = 0 to 8 {
        "test.use"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}

// PIPELINE: --llvm-add-comdats
// Where mlir-opt-19 --llvm-add-comdats leaves the module invalid, Strata
// keeps it valid (this file is not run differentially).
//
// When @__llvm_comdat already has a selector named like a linkonce
// function, upstream adds a second one and the module fails verification
// ("redefinition of symbol named 'lo'"). Strata puts the function in the
// existing comdat, keeping its selection kind.

// CHECK-LABEL: module {
// CHECK-NEXT: llvm.comdat @__llvm_comdat {
// CHECK-NEXT: llvm.comdat_selector @lo largest
// CHECK-NEXT: }
// CHECK: llvm.func linkonce @lo() comdat(@__llvm_comdat::@lo)
llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @lo largest
}
llvm.func linkonce @lo() {
  llvm.return
}

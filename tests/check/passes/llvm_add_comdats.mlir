// PIPELINE: --llvm-add-comdats --split-input-file

// Each linkonce/linkonce_odr function gets an `any` comdat of its own name
// in @__llvm_comdat, created first in the module; a comdat it had is
// replaced; other linkages, nested modules and func.func are left alone.

// CHECK-LABEL: module {
// CHECK-NEXT: llvm.comdat @__llvm_comdat {
// CHECK-NEXT: llvm.comdat_selector @lod any
// CHECK-NEXT: llvm.comdat_selector @lo any
// CHECK-NEXT: }
// CHECK: module @inner {
// CHECK-NEXT: llvm.func linkonce @nested() {
// CHECK: llvm.func linkonce @lo() comdat(@__llvm_comdat::@lo)
// CHECK: llvm.func linkonce_odr @lod() comdat(@__llvm_comdat::@lod)
// CHECK: llvm.func weak @w() {
module @inner {
  llvm.func linkonce @nested() {
    llvm.return
  }
}
llvm.func linkonce @lo() {
  llvm.return
}
llvm.func linkonce_odr @lod() comdat(@c::@s) {
  llvm.return
}
llvm.func weak @w() {
  llvm.return
}
llvm.comdat @c {
  llvm.comdat_selector @s any
}
func.func @f() {
  return
}

// -----

// An existing @__llvm_comdat gets the new selectors first.

// CHECK-LABEL: module {
// CHECK-NEXT: llvm.mlir.global
// CHECK-NEXT: llvm.comdat @__llvm_comdat {
// CHECK-NEXT: llvm.comdat_selector @b any
// CHECK-NEXT: llvm.comdat_selector @a any
// CHECK-NEXT: llvm.comdat_selector @keep largest
// CHECK-NEXT: }
llvm.mlir.global internal constant @g(1 : i64) comdat(@__llvm_comdat::@keep) : i64
llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @keep largest
}
llvm.func linkonce @a() {
  llvm.return
}
llvm.func linkonce @b() {
  llvm.return
}

// -----

// Nothing to do: no comdat is created.

// CHECK-LABEL: module {
// CHECK-NOT: llvm.comdat
llvm.func @plain() {
  llvm.return
}

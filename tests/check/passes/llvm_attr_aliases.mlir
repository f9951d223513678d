// PIPELINE:

// Attributes of the llvm dialect that Strata keeps as text may use aliases
// of the file (`#di_file`, `!s`); they are expanded where they are used,
// so the printed module means the same without those definitions.

// CHECK-NOT: #di_
// CHECK: llvm.func @f() attributes {sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #llvm.di_file<"foo.c" in "/tmp">
// CHECK-SAME: type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
#di_file = #llvm.di_file<"foo.c" in "/tmp">
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, producer = "MLIR", isOptimized = true, emissionKind = LineTablesOnly>
#di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
#di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", linkageName = "f", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
llvm.func @f() attributes {sp = #di_subprogram} {
  llvm.return
}

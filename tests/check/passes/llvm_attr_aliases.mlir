// PIPELINE:

// The llvm dialect's debug info attributes are values whose parts the
// printer hoists into aliases named like them, as mlir-opt-19 does: the
// file's own alias names (`#file`, `#cu`) are not kept.

// CHECK: #di_file = #llvm.di_file<"foo.c" in "/tmp">
// CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
// CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, producer = "MLIR", isOptimized = true, emissionKind = LineTablesOnly>
// CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", linkageName = "f", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK: llvm.func @f() attributes {sp = #di_subprogram}
#file = #llvm.di_file<"foo.c" in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "MLIR", isOptimized = true, emissionKind = LineTablesOnly>
#st = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", linkageName = "f", file = #file, line = 1, scopeLine = 1, subprogramFlags = "Optimized|Definition", type = #st>
llvm.func @f() attributes {sp = #sp} {
  llvm.return
}

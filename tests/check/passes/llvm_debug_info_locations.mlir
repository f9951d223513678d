// PIPELINE: --mlir-print-debuginfo

// Locations that carry debug info attributes (a function's fused
// location naming its subprogram, an op's in a lexical block) print with
// the aliases mlir-opt-19 gives them.

// CHECK-DAG: #di_file = #llvm.di_file<"prog.c" in "/src">
// CHECK-DAG: #[[SP:di_subprogram[0-9]*]] = #llvm.di_subprogram<id = distinct[{{[0-9]+}}]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "main"
// CHECK-DAG: #[[LB:di_lexical_block[0-9]*]] = #llvm.di_lexical_block<scope = #[[SP]], file = #di_file, line = 4, column = 3>
// CHECK-DAG: = loc(fused<#[[SP]]>[
// CHECK-DAG: = loc(fused<#[[LB]]>[
#file = #llvm.di_file<"prog.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, producer = "strata", isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "main", file = #file, line = 3, scopeLine = 3, subprogramFlags = Definition>
#block = #llvm.di_lexical_block<scope = #sp, file = #file, line = 4, column = 3>
llvm.func @main() -> i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32 loc(fused<#block>["prog.c":5:5])
  llvm.return %0 : i32 loc(fused<#sp>["prog.c":6:3])
} loc(fused<#sp>["prog.c":3:1])

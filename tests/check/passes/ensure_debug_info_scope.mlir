// PIPELINE: --ensure-debug-info-scope-on-llvm-func --mlir-print-debuginfo --split-input-file

// Functions get subprograms in the compile unit of the module's file:
// definitions distinct and in the unit, declarations without one; a
// function already in a subprogram keeps it; lines and scope lines come
// from the function's file location (through a name), else line 1 of the
// unit's file.

// CHECK-DAG: #[[FILE:di_file[0-9]*]] = #llvm.di_file<"mod.mlir" in "dir">
// CHECK-DAG: #[[XC:di_file[0-9]*]] = #llvm.di_file<"x.c" in "/src">
// CHECK-DAG: #[[CU:di_compile_unit[0-9]*]] = #llvm.di_compile_unit<id = distinct[{{[0-9]+}}]<>, sourceLanguage = DW_LANG_C, file = #[[FILE]], producer = "MLIR", isOptimized = true, emissionKind = LineTablesOnly>
// CHECK-DAG: #llvm.di_subprogram<id = distinct[{{[0-9]+}}]<>, compileUnit = #[[CU]], scope = #[[XC]], name = "f", linkageName = "f", file = #[[XC]], line = 2, scopeLine = 7, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-DAG: #llvm.di_subprogram<scope = #[[FILE]], name = "ext", linkageName = "ext", file = #[[FILE]], line = 1, scopeLine = 1, subprogramFlags = Optimized, type = #di_subroutine_type>
// CHECK-DAG: name = "named", linkageName = "named", file = #[[XC]], line = 9, scopeLine = 2
module {
  llvm.func @f(%a: i32) -> i32 {
    %0 = llvm.add %a, %a : i32 loc("/src/x.c":3:4)
    llvm.return %0 : i32 loc("/src/x.c":4:1)
  } loc("/src/x.c":2:7)
  llvm.func @ext() loc(unknown)
  llvm.func @named() {
    llvm.return
  } loc("n"("/src/x.c":9:2))
  llvm.func @kept() {
    llvm.return
  } loc(fused<#llvm.di_subprogram<scope = #llvm.di_file<"k.c" in "">, file = #llvm.di_file<"k.c" in "">>>["k.c":1:1])
} loc("dir/mod.mlir":1:1)

// -----

// A compile unit the module's location is fused with is the one used.

// CHECK-DAG: #[[OWN:di_compile_unit[0-9]*]] = #llvm.di_compile_unit<id = distinct[{{[0-9]+}}]<>, sourceLanguage = DW_LANG_Rust, file = #{{di_file[0-9]*}}, isOptimized = false, emissionKind = Full>
// CHECK-DAG: compileUnit = #[[OWN]], scope = #{{di_file[0-9]*}}, name = "g"
module {
  llvm.func @g() {
    llvm.return
  } loc(unknown)
} loc(fused<#llvm.di_compile_unit<id = distinct[7]<>, sourceLanguage = DW_LANG_Rust, file = #llvm.di_file<"own.rs" in "/p">, isOptimized = false, emissionKind = Full>>["own.rs":1:1])

// Debug info attributes of every kind MLIR 19 has, the dbg intrinsics,
// and flags, defaults and lists as upstream prints them.

#file = #llvm.di_file<"foo.c" in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "MLIR", isOptimized = true, emissionKind = LineTablesOnly>
#cu2 = #llvm.di_compile_unit<id = distinct[9]<>, sourceLanguage = DW_LANG_C99, file = #file, isOptimized = false, emissionKind = Full, nameTableKind = None>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#bt2 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "char", encoding = DW_ATE_signed_char>
#null = #llvm.di_null_type
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int, sizeInBits = 64, alignInBits = 8, offsetInBits = 0, dwarfAddressSpace = 3>
#st = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #null, #int, #ptr>
#st2 = #llvm.di_subroutine_type<types = #int>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", linkageName = "f", file = #file, line = 1, scopeLine = 2, subprogramFlags = "Definition|Optimized", type = #st>
#sp2 = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "g", file = #file, subprogramFlags = Definition>
#lb = #llvm.di_lexical_block<scope = #sp, file = #file, line = 3, column = 4>
#lbf = #llvm.di_lexical_block_file<scope = #sp, file = #file, discriminator = 0>
#var = #llvm.di_local_variable<scope = #lb, name = "x", file = #file, line = 5, arg = 1, alignInBits = 32, type = #int>
#label = #llvm.di_label<scope = #sp, name = "l", file = #file, line = 7>
#ns = #llvm.di_namespace<name = "n", scope = #file, exportSymbols = false>
#mod = #llvm.di_module<file = #file, scope = #file, name = "m", configMacros = "c", includePath = "i", apinotes = "a", line = 3, isDecl = true>
#comp = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "a", file = #file, line = 2, scope = #file, baseType = #int, flags = Vector, sizeInBits = 64, alignInBits = 32, elements = #llvm.di_subrange<count = 4 : i64, lowerBound = 0 : i64>>
#gv = #llvm.di_global_variable<scope = #cu, name = "g", linkageName = "g", file = #file, line = 1, type = #int, isLocalToUnit = true, isDefined = true, alignInBits = 8>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = <>>
#expr = #llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_fragment(0, 8), DW_OP_constu(3)]>
llvm.func @f(%p: !llvm.ptr) {
  llvm.intr.dbg.declare #var = %p : !llvm.ptr
  llvm.intr.dbg.value #var #expr = %p : !llvm.ptr
  llvm.intr.dbg.label #label
  llvm.return
} loc(fused<#sp>["foo.c":1:1])
llvm.func @g() attributes {a = [#sp2, #lbf, #ns, #mod, #comp, #gve, #bt2, #st2, #cu2]} {
  llvm.return
}

// -----

#f = #llvm.di_file<"b.c" in "">
#pub = #llvm.di_composite_type<tag = DW_TAG_class_type, flags = "Vector|Public|Artificial", recId = distinct[0]<>, elements = #llvm.di_derived_type<tag = DW_TAG_member, name = "m", extraData = #f, offsetInBits = 0, dwarfAddressSpace = 0>, #llvm.di_subrange<upperBound = 3 : i32, stride = #llvm.di_expression<[DW_OP_constu(4)]>>>
#zero = #llvm.di_subprogram<scope = #f, file = #f, line = 0, scopeLine = 0, subprogramFlags = "Virtual|PureVirtual|Definition">
#cu = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_Rust, file = #f, isOptimized = false, emissionKind = None, nameTableKind = Default>
llvm.func @h(%v: i32) attributes {a = [#pub, #zero, #cu, #llvm.di_module<>, #llvm.di_lexical_block<scope = #f, line = 0, column = 0>]} {
  llvm.intr.dbg.value #llvm.di_local_variable<scope = #zero> = %v : i32
  llvm.intr.dbg.value #llvm.di_local_variable<scope = #zero> #llvm.di_expression<> = %v : i32
  llvm.return
}

// -----

#file = #llvm.di_file<"g.c" in "/s">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#gv = #llvm.di_global_variable<scope = #cu, name = "g", linkageName = "g", file = #file, line = 1, type = #int, isDefined = true>
llvm.mlir.global external @g(0 : i32) {addr_space = 0 : i32, dbg_expr = #llvm.di_global_variable_expression<var = #gv, expr = <>>} : i32

// -----

// A recursive type: the inner composite with tag DW_TAG_null names the outer by its recId.

#file = #llvm.di_file<"r.c" in "/s">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#self = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[1]<>>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #self, sizeInBits = 64>
#next = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #ptr, sizeInBits = 64>
#node = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[1]<>, name = "node", file = #file, line = 1, sizeInBits = 64, elements = #next>
#sp = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, subprogramFlags = Definition>
#var = #llvm.di_local_variable<scope = #sp, name = "n", file = #file, line = 2, type = #node>
llvm.func @f(%p: !llvm.ptr) {
  llvm.intr.dbg.declare #var = %p : !llvm.ptr loc(fused<#sp>["r.c":2:3])
  llvm.return
} loc(fused<#sp>["r.c":1:1])

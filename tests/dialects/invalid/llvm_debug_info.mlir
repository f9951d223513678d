#f = #llvm.di_file<"a" in "b">
// expected-error@+2 {{invalid LLVM debug emission kind specification: Bogus}}
// expected-error@+1 {{failed to parse LLVM_DICompileUnitAttr parameter 'emissionKind' which is to be a `DIEmissionKind`}}
llvm.func @f() attributes {x = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #f, isOptimized = true, emissionKind = Bogus>} {
  llvm.return
}

// -----

// expected-error@+2 {{invalid debug info debug info tag name: bogus}}
// expected-error@+1 {{failed to parse LLVM_DIBasicTypeAttr parameter 'tag' which is to be a `unsigned`}}
llvm.func @f() attributes {x = #llvm.di_basic_type<tag = bogus, name = "i">} {
  llvm.return
}

// -----

// expected-error@+1 {{struct is missing required parameter: tag}}
llvm.func @f() attributes {x = #llvm.di_basic_type<name = "char", encoding = DW_ATE_signed_char>} {
  llvm.return
}

// -----

#f = #llvm.di_file<"a" in "b">
// expected-error@+2 {{invalid LLVM DISubprogram flags specification: Definition|Bogus}}
// expected-error@+1 {{failed to parse LLVM_DISubprogramAttr parameter 'subprogramFlags' which is to be a `DISubprogramFlags`}}
llvm.func @f() attributes {x = #llvm.di_subprogram<scope = #f, file = #f, subprogramFlags = "Definition|Bogus">} {
  llvm.return
}

// -----

#f = #llvm.di_file<"a" in "b">
// expected-error@+1 {{struct is missing required parameter: file}}
llvm.func @f() attributes {x = #llvm.di_subprogram<scope = #f>} {
  llvm.return
}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{expected a parameter name in struct}}
llvm.func @f() attributes {x = #llvm.di_namespace<>} {
  llvm.return
}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DIFileAttr parameter 'directory' which is to be a `StringAttr`}}
llvm.func @f() attributes {x = #llvm.di_file<"a" in 3>} {
  llvm.return
}

// -----

// expected-error@+1 {{expected 'in'}}
llvm.func @f() attributes {x = #llvm.di_file<"a", "b">} {
  llvm.return
}

// -----

#f = #llvm.di_file<"a" in "b">
// expected-error@+1 {{duplicate or unknown struct parameter name: flags}}
llvm.func @f() attributes {x = #llvm.di_local_variable<scope = #f, flags = Zero>} {
  llvm.return
}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DILexicalBlockAttr parameter 'scope' which is to be a `DIScopeAttr`}}
llvm.func @f() attributes {x = #llvm.di_lexical_block<scope = #llvm.di_null_type>} {
  llvm.return
}

// -----

#f = #llvm.di_file<"a" in "b">
// expected-error@+2 {{expected attribute value}}
// expected-error@+1 {{failed to parse LLVM_DISubroutineTypeAttr parameter 'types' which is to be a `::llvm::ArrayRef<DITypeAttr>`}}
llvm.func @f() attributes {x = #llvm.di_subroutine_type<types = #llvm.di_null_type, callingConvention = DW_CC_normal>} {
  llvm.return
}

// -----

// expected-error@+3 {{expected valid keyword}}
// expected-error@+2 {{failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`}}
// expected-error@+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
llvm.func @f() attributes {x = #llvm.di_expression<[]>} {
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{invalid kind of attribute specified}}
  llvm.intr.dbg.declare #llvm.di_null_type = %p : !llvm.ptr
  llvm.return
}

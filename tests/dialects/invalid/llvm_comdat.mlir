llvm.comdat @c {
  // expected-error@+1 {{custom op 'llvm.comdat_selector' expected string or keyword containing one of the following enum values for attribute 'comdat' [any, exactmatch, largest, nodeduplicate, samesize]}}
  llvm.comdat_selector @s bogus
}

// -----

llvm.comdat @c {
  // expected-error@+1 {{only comdat selector symbols can appear in a comdat region}}
  llvm.return
}

// -----

llvm.comdat @c {
  // expected-note@+1 {{see existing symbol definition here}}
  llvm.comdat_selector @s any
  // expected-error@+1 {{redefinition of symbol named 's'}}
  llvm.comdat_selector @s any
}

// -----

// expected-error@+1 {{'llvm.comdat' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
"llvm.comdat"() <{sym_name = "c"}> ({
}) : () -> ()

// -----

llvm.comdat @c {
  llvm.comdat_selector @s any
}
// expected-error@+1 {{expected comdat symbol}}
llvm.mlir.global internal constant @g(1 : i64) comdat(@c::@t) : i64

// -----

llvm.comdat @c {
  llvm.comdat_selector @s any
}
// expected-error@+1 {{expected comdat symbol}}
llvm.mlir.global internal constant @g(1 : i64) comdat(@c) : i64

// -----

llvm.comdat @c {
  llvm.comdat_selector @s any
}
// expected-error@+1 {{expected comdat symbol}}
llvm.func @f() comdat(@c::@q) {
  llvm.return
}

// -----

// expected-error@+1 {{expected comdat symbol}}
llvm.func @f() comdat(@f) {
  llvm.return
}

module {
  llvm.comdat @__llvm_comdat {
    llvm.comdat_selector @any any
    llvm.comdat_selector @exactmatch exactmatch
    llvm.comdat_selector @largest largest
    llvm.comdat_selector @nodeduplicate nodeduplicate
    llvm.comdat_selector @samesize samesize
  }
  llvm.comdat_selector @outside any
  llvm.mlir.global internal constant @g(1 : i64) comdat(@__llvm_comdat::@any) {addr_space = 0 : i32} : i64
  llvm.func linkonce_odr @f() comdat(@__llvm_comdat::@largest) {
    llvm.return
  }
}

// PIPELINE: --canonicalize
// Where mlir-opt-19 --canonicalize changes what a program does, Strata keeps
// its meaning (this file is not run differentially).
//
// Upstream gives an llvm.inline_asm without has_side_effects no memory
// effects at all, so an unused one is erased even when it writes memory
// through an indirect ("=*m") operand or clobbers "~{memory}". Strata keeps
// those; assembly that touches no memory and whose results are unused goes
// as upstream's does.

// CHECK-LABEL: llvm.func @asm_through_memory
// CHECK-NEXT: llvm.inline_asm "movl $$1, $0", "=*m" %arg0 : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.inline_asm "", "~{memory}"
// CHECK-NEXT: llvm.return
llvm.func @asm_through_memory(%p: !llvm.ptr) {
  llvm.inline_asm "movl $$1, $0", "=*m" %p : (!llvm.ptr) -> ()
  llvm.inline_asm "", "~{memory}" : () -> ()
  llvm.inline_asm is_align_stack "", "" : () -> ()
  %0 = llvm.inline_asm "mov $0, 1", "=r" : () -> i32
  llvm.return
}

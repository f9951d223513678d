// PIPELINE: --llvm-legalize-for-export --split-input-file

// A terminator reaching one block twice with arguments reaches it the second
// time through a new block at the end of the region; blocks without
// arguments may be named twice. Any dialect's terminator is handled.

// CHECK-LABEL: llvm.func @f(
// CHECK: llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// CHECK: ^bb2(%1: i32):
// CHECK-NEXT: llvm.br ^bb1(%1 : i32)
llvm.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  llvm.return %x : i32
}
llvm.func @g(%c: i1, %a: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  llvm.return %x : i32
}
llvm.func @s(%v: i32, %a: i32, %b: i32) -> i32 {
  llvm.switch %v : i32, ^bb1(%a : i32) [
    1: ^bb1(%b : i32),
    2: ^bb1(%a : i32),
    3: ^bb2
  ]
^bb1(%x: i32):
  llvm.return %x : i32
^bb2:
  llvm.return %a : i32
}

// -----

// CHECK-LABEL: llvm.func @h(
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb1
llvm.func @h(%c: i1) {
  llvm.cond_br %c, ^bb1, ^bb1
^bb1:
  llvm.return
}
llvm.func @n(%c: i1, %a: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb2
^bb2:
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  llvm.return %x : i32
}
func.func @ff(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}

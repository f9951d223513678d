llvm.func @sat_float(%a: f32) {
  // expected-error @+1 {{'llvm.intr.sadd.sat' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.intr.sadd.sat(%a, %a) : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @trap_kind(%n: i64) {
  // expected-error @+1 {{'llvm.intr.ubsantrap' op attribute 'failureKind' failed to satisfy constraint: 8-bit signless integer attribute}}
  "llvm.intr.ubsantrap"() <{failureKind = 3 : i32}> : () -> ()
  llvm.return
}

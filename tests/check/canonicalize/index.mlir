// PIPELINE: --canonicalize --split-input-file
// Folding of index ops: constants fold only when 32- and 64-bit index agree.

// CHECK-LABEL: func.func @f
// CHECK: %true = index.bool.constant true
// CHECK: %idx4294967296 = index.constant 4294967296
// CHECK: %idx3 = index.constant 3
// CHECK: %idx-7 = index.constant -7
// CHECK: %idx0 = index.constant 0
// CHECK: %idx4294967299 = index.constant 4294967299
// CHECK: %idx-4 = index.constant -4
// CHECK: %idx-2 = index.constant -2
// CHECK: %0 = index.divu %idx3, %idx0
// CHECK: %1 = index.cmp ult(%idx4294967296, %idx3)
// CHECK: %2 = index.sub %arg0, %arg0
// CHECK: %3 = index.casts %idx-7 : index to i64
// CHECK: return %idx4294967299, %idx-4, %idx-2, %arg0, %arg0, %0, %idx3, %true, %1, %2, %3 : index, index, index, index, index, index, index, i1, i1, index, i64
func.func @f(%x: index) -> (index, index, index, index, index, index, index, i1, i1, index, i64) {
  %a = index.constant 4294967296
  %b = index.constant 3
  %c = index.constant -7
  %z = index.constant 0
  %o = index.constant 1
  %0 = index.add %a, %b
  %1 = index.add %b, %c
  %2 = index.divs %c, %b
  %3 = index.add %x, %z
  %4 = index.mul %x, %o
  %5 = index.divu %b, %z
  %6 = index.maxs %b, %c
  %7 = index.cmp slt(%c, %b)
  %8 = index.cmp ult(%a, %b)
  %9 = index.sub %x, %x
  %10 = index.casts %c : index to i64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : index, index, index, index, index, index, index, i1, i1, index, i64
}

// -----

// CHECK-LABEL: func.func @checked
// CHECK: %true = index.bool.constant true
// CHECK: %idx-1 = index.constant -1
// CHECK: %idx40 = index.constant 40
// CHECK: %idx1 = index.constant 1
// CHECK: %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK: %0 = index.shl %idx1, %idx40
// CHECK: %1 = index.shru %idx-1, %idx1
// CHECK: return %idx-9223372036854775808, %0, %idx-1, %1, %true : index, index, index, index, i1
func.func @checked() -> (index, index, index, index, i1) {
  %min = index.constant -9223372036854775808
  %m1 = index.constant -1
  %s = index.constant 40
  %one = index.constant 1
  %0 = index.divs %min, %m1
  %1 = index.shl %one, %s
  %2 = index.rems %m1, %s
  %3 = index.shru %m1, %one
  %4 = index.cmp eq(%s, %s)
  return %0, %1, %2, %3, %4 : index, index, index, index, i1
}

// Values crossing the C boundary through a generated header: narrow and
// boolean scalars, memref descriptors in and out, several results through
// the C interface's result struct.
func.func @mix(%flag: i1, %b: i8, %s: i16, %x: f32) -> f32 {
  %bf = arith.sitofp %b : i8 to f32
  %sf = arith.sitofp %s : i16 to f32
  %sum = arith.addf %bf, %sf : f32
  %r = arith.select %flag, %sum, %x : f32
  return %r : f32
}

func.func @same(%m: memref<?x?xf32>) -> memref<?x?xf32> attributes {llvm.emit_c_interface} {
  return %m : memref<?x?xf32>
}

func.func @several(%n: i64, %m: memref<?xf64, strided<[?], offset: ?>>, %y: f64)
    -> (i32, memref<?xf64, strided<[?], offset: ?>>, f64) attributes {llvm.emit_c_interface} {
  %t = arith.trunci %n : i64 to i32
  %c3 = arith.constant 3 : i32
  %r = arith.muli %t, %c3 : i32
  %h = arith.constant 0.5 : f64
  %z = arith.mulf %y, %h : f64
  return %r, %m, %z : i32, memref<?xf64, strided<[?], offset: ?>>, f64
}

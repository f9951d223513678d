// A small module of functions using the builtin, func and arith dialects.
#row_major = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>

module @kernels attributes {strata.example} {
  func.func private @scale(f32, memref<?x?xf32, #row_major>) -> f32 attributes {llvm.emit_c_interface}

  func.func @apply(%alpha: f32, %buf: memref<?x?xf32, #row_major>) -> f32 {
    %r = func.call @scale(%alpha, %buf) : (f32, memref<?x?xf32, #row_major>) -> f32
    return %r : f32
  }

  func.func @select(%c: i1, %a: i64, %b: i64) -> i64 {
    %f = func.constant @pick : (i1, i64, i64) -> i64
    %r = func.call_indirect %f(%c, %a, %b) : (i1, i64, i64) -> i64
    return %r : i64
  }

  func.func private @pick(%c: i1, %a: i64, %b: i64) -> i64 {
    %0 = arith.select %c, %a, %b : i64
    return %0 : i64
  }

  // Horner's rule for a*x^2 + b*x + c, with fast-math contraction allowed.
  func.func @poly(%x: f32, %a: f32, %b: f32, %c: f32) -> f32 {
    %0 = arith.mulf %a, %x fastmath<contract> : f32
    %1 = arith.addf %0, %b fastmath<contract> : f32
    %2 = arith.mulf %1, %x fastmath<contract> : f32
    %3 = arith.addf %2, %c fastmath<contract> : f32
    return %3 : f32
  }

  // Average of two indices without overflow: (a & b) + ((a ^ b) >> 1).
  func.func @midpoint(%a: index, %b: index) -> index {
    %c1 = arith.constant 1 : index
    %0 = arith.andi %a, %b : index
    %1 = arith.xori %a, %b : index
    %2 = arith.shrui %1, %c1 : index
    %3 = arith.addi %0, %2 overflow<nuw> : index
    return %3 : index
  }

  func.func @cast(%x: i8) -> (i32, f32, i1) {
    %0 = arith.extsi %x : i8 to i32
    %1 = arith.sitofp %0 : i32 to f32
    %c0_i8 = arith.constant 0 : i8
    %2 = arith.cmpi slt, %x, %c0_i8 : i8
    return %0, %1, %2 : i32, f32, i1
  }
}

// A small module of functions using the builtin and func dialects.
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
    %0 = builtin.unrealized_conversion_cast %c, %a, %b : i1, i64, i64 to i64
    return %0 : i64
  }
}

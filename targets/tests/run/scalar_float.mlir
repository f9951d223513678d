// Floating point: every cmpf predicate with NaN and equal operands, NaN-aware
// min/max, conversions between float and integer types and widths, and the
// math functions convert-math-to-llvm lowers to intrinsics.
module {
  func.func private @printI64(i64)
  func.func private @printF64(f64)
  func.func private @printF32(f32)
  func.func private @printNewline()
  func.func private @printComma()

  func.func @pb(%b: i1) {
    %e = arith.extui %b : i1 to i64
    func.call @printI64(%e) : (i64) -> ()
    return
  }

  func.func @pf(%x: f64) {
    func.call @printF64(%x) : (f64) -> ()
    func.call @printComma() : () -> ()
    return
  }

  func.func @compare(%a: f32, %b: f32) {
    %0 = arith.cmpf oeq, %a, %b : f32
    func.call @pb(%0) : (i1) -> ()
    %1 = arith.cmpf one, %a, %b : f32
    func.call @pb(%1) : (i1) -> ()
    %2 = arith.cmpf olt, %a, %b : f32
    func.call @pb(%2) : (i1) -> ()
    %3 = arith.cmpf ole, %a, %b : f32
    func.call @pb(%3) : (i1) -> ()
    %4 = arith.cmpf ogt, %a, %b : f32
    func.call @pb(%4) : (i1) -> ()
    %5 = arith.cmpf oge, %a, %b : f32
    func.call @pb(%5) : (i1) -> ()
    %6 = arith.cmpf ueq, %a, %b : f32
    func.call @pb(%6) : (i1) -> ()
    %7 = arith.cmpf une, %a, %b : f32
    func.call @pb(%7) : (i1) -> ()
    %8 = arith.cmpf ult, %a, %b : f32
    func.call @pb(%8) : (i1) -> ()
    %9 = arith.cmpf uge, %a, %b : f32
    func.call @pb(%9) : (i1) -> ()
    %10 = arith.cmpf ord, %a, %b : f32
    func.call @pb(%10) : (i1) -> ()
    %11 = arith.cmpf uno, %a, %b : f32
    func.call @pb(%11) : (i1) -> ()
    func.call @printComma() : () -> ()
    %mx = arith.maxnumf %a, %b : f32
    func.call @printF32(%mx) : (f32) -> ()
    func.call @printComma() : () -> ()
    %mn = arith.minimumf %a, %b : f32
    func.call @printF32(%mn) : (f32) -> ()
    func.call @printNewline() : () -> ()
    return
  }

  func.func @convert(%x: f64) {
    %i = arith.fptosi %x : f64 to i32
    %ie = arith.extsi %i : i32 to i64
    func.call @printI64(%ie) : (i64) -> ()
    func.call @printComma() : () -> ()
    %f = arith.truncf %x : f64 to f32
    func.call @printF32(%f) : (f32) -> ()
    func.call @printComma() : () -> ()
    %h = arith.truncf %x : f64 to f16
    %hx = arith.extf %h : f16 to f64
    func.call @pf(%hx) : (f64) -> ()
    %u = arith.sitofp %i : i32 to f64
    func.call @pf(%u) : (f64) -> ()
    %c = arith.constant -1 : i32
    %uu = arith.uitofp %c : i32 to f64
    func.call @pf(%uu) : (f64) -> ()
    %bits = arith.bitcast %f : f32 to i32
    %be = arith.extui %bits : i32 to i64
    func.call @printI64(%be) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }

  func.func @math(%x: f64, %y: f64) {
    %0 = math.sqrt %x : f64
    func.call @pf(%0) : (f64) -> ()
    %1 = math.exp %x : f64
    func.call @pf(%1) : (f64) -> ()
    %2 = math.log %x : f64
    func.call @pf(%2) : (f64) -> ()
    %3 = math.sin %x : f64
    func.call @pf(%3) : (f64) -> ()
    %4 = math.cos %x : f64
    func.call @pf(%4) : (f64) -> ()
    %5 = math.powf %x, %y : f64
    func.call @pf(%5) : (f64) -> ()
    %6 = math.fma %x, %y, %x : f64
    func.call @pf(%6) : (f64) -> ()
    %7 = math.floor %y : f64
    func.call @pf(%7) : (f64) -> ()
    %8 = math.ceil %y : f64
    func.call @pf(%8) : (f64) -> ()
    %9 = math.copysign %x, %y : f64
    func.call @pf(%9) : (f64) -> ()
    %10 = math.absf %y : f64
    func.call @pf(%10) : (f64) -> ()
    %11 = math.log2 %x : f64
    func.call @pf(%11) : (f64) -> ()
    %12 = math.log10 %x : f64
    func.call @pf(%12) : (f64) -> ()
    %13 = math.exp2 %y : f64
    func.call @pf(%13) : (f64) -> ()
    %14 = math.round %y : f64
    func.call @pf(%14) : (f64) -> ()
    %15 = math.roundeven %y : f64
    func.call @pf(%15) : (f64) -> ()
    %16 = math.trunc %y : f64
    func.call @pf(%16) : (f64) -> ()
    %17 = math.log1p %x : f64
    func.call @pf(%17) : (f64) -> ()
    %18 = math.expm1 %y : f64
    func.call @pf(%18) : (f64) -> ()
    %19 = math.rsqrt %x : f64
    func.call @pf(%19) : (f64) -> ()
    %n = arith.constant 3 : i32
    %20 = math.fpowi %y, %n : f64, i32
    func.call @pf(%20) : (f64) -> ()
    func.call @printNewline() : () -> ()
    return
  }

  func.func @bits(%x: i32) {
    %0 = math.ctlz %x : i32
    %1 = math.cttz %x : i32
    %2 = math.ctpop %x : i32
    %3 = math.absi %x : i32
    %e0 = arith.extsi %0 : i32 to i64
    func.call @printI64(%e0) : (i64) -> ()
    func.call @printComma() : () -> ()
    %e1 = arith.extsi %1 : i32 to i64
    func.call @printI64(%e1) : (i64) -> ()
    func.call @printComma() : () -> ()
    %e2 = arith.extsi %2 : i32 to i64
    func.call @printI64(%e2) : (i64) -> ()
    func.call @printComma() : () -> ()
    %e3 = arith.extsi %3 : i32 to i64
    func.call @printI64(%e3) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }

  func.func @main() {
    %nan = arith.constant 0x7FC00000 : f32
    %one = arith.constant 1.0 : f32
    %two = arith.constant 2.0 : f32
    %inf = arith.constant 0x7F800000 : f32
    %mz = arith.constant -0.0 : f32
    %z = arith.constant 0.0 : f32
    func.call @compare(%one, %two) : (f32, f32) -> ()
    func.call @compare(%two, %one) : (f32, f32) -> ()
    func.call @compare(%one, %one) : (f32, f32) -> ()
    func.call @compare(%nan, %one) : (f32, f32) -> ()
    func.call @compare(%one, %nan) : (f32, f32) -> ()
    func.call @compare(%nan, %nan) : (f32, f32) -> ()
    func.call @compare(%inf, %one) : (f32, f32) -> ()
    func.call @compare(%mz, %z) : (f32, f32) -> ()
    %a = arith.constant 2.5 : f64
    %b = arith.constant -1.75 : f64
    %c = arith.constant 1.0e5 : f64
    %d = arith.constant 0.1 : f64
    func.call @convert(%a) : (f64) -> ()
    func.call @convert(%b) : (f64) -> ()
    func.call @convert(%d) : (f64) -> ()
    func.call @convert(%c) : (f64) -> ()
    func.call @math(%a, %b) : (f64, f64) -> ()
    func.call @math(%d, %a) : (f64, f64) -> ()
    %i1 = arith.constant 40 : i32
    %i2 = arith.constant -2147483648 : i32
    %i3 = arith.constant 0 : i32
    func.call @bits(%i1) : (i32) -> ()
    func.call @bits(%i2) : (i32) -> ()
    func.call @bits(%i3) : (i32) -> ()
    return
  }
}

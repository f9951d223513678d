// UPSTREAM-PIPELINE: --arith-expand --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
//   (upstream needs --arith-expand for ceildivsi, floordivsi and ceildivui)
// Integer arithmetic at several widths (wrapping, shifts, every division
// and remainder flavour, min/max, extensions), index ops and casts.
module {
  func.func private @printI64(i64)
  func.func private @printU64(i64)
  func.func private @printNewline()
  func.func private @printComma()

  func.func @p(%x: i64) {
    func.call @printI64(%x) : (i64) -> ()
    func.call @printComma() : () -> ()
    return
  }

  func.func @p32(%x: i32) {
    %e = arith.extsi %x : i32 to i64
    func.call @p(%e) : (i64) -> ()
    return
  }

  // Every division and remainder of a by b (b != 0, not INT_MIN / -1).
  func.func @divs(%a: i32, %b: i32) {
    %0 = arith.divsi %a, %b : i32
    func.call @p32(%0) : (i32) -> ()
    %1 = arith.remsi %a, %b : i32
    func.call @p32(%1) : (i32) -> ()
    %2 = arith.divui %a, %b : i32
    %e2 = arith.extui %2 : i32 to i64
    func.call @p(%e2) : (i64) -> ()
    %3 = arith.remui %a, %b : i32
    %e3 = arith.extui %3 : i32 to i64
    func.call @p(%e3) : (i64) -> ()
    %4 = arith.ceildivsi %a, %b : i32
    func.call @p32(%4) : (i32) -> ()
    %5 = arith.floordivsi %a, %b : i32
    func.call @p32(%5) : (i32) -> ()
    %6 = arith.ceildivui %a, %b : i32
    %e6 = arith.extui %6 : i32 to i64
    func.call @p(%e6) : (i64) -> ()
    %7 = arith.minsi %a, %b : i32
    func.call @p32(%7) : (i32) -> ()
    %8 = arith.maxui %a, %b : i32
    %e8 = arith.extui %8 : i32 to i64
    func.call @p(%e8) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }

  func.func @narrow(%a: i8, %b: i8) {
    %add = arith.addi %a, %b : i8
    %mul = arith.muli %a, %b : i8
    %sub = arith.subi %a, %b : i8
    %shl = arith.shli %a, %b : i8
    %shr = arith.shrsi %a, %b : i8
    %shru = arith.shrui %a, %b : i8
    %x = arith.xori %a, %b : i8
    %o = arith.ori %a, %b : i8
    %n = arith.andi %a, %b : i8
    %r = arith.extsi %add : i8 to i64
    func.call @p(%r) : (i64) -> ()
    %r1 = arith.extsi %mul : i8 to i64
    func.call @p(%r1) : (i64) -> ()
    %r2 = arith.extsi %sub : i8 to i64
    func.call @p(%r2) : (i64) -> ()
    %r3 = arith.extsi %shl : i8 to i64
    func.call @p(%r3) : (i64) -> ()
    %r4 = arith.extsi %shr : i8 to i64
    func.call @p(%r4) : (i64) -> ()
    %r5 = arith.extui %shru : i8 to i64
    func.call @p(%r5) : (i64) -> ()
    %r6 = arith.extui %x : i8 to i64
    func.call @p(%r6) : (i64) -> ()
    %r7 = arith.extsi %o : i8 to i64
    func.call @p(%r7) : (i64) -> ()
    %r8 = arith.extui %n : i8 to i64
    func.call @p(%r8) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }

  func.func @wide(%a: i64, %b: i64) {
    %lo, %hi = arith.mulsi_extended %a, %b : i64
    func.call @p(%lo) : (i64) -> ()
    func.call @p(%hi) : (i64) -> ()
    %ulo, %uhi = arith.mului_extended %a, %b : i64
    func.call @printU64(%uhi) : (i64) -> ()
    func.call @printComma() : () -> ()
    %s, %c = arith.addui_extended %a, %b : i64, i1
    func.call @p(%s) : (i64) -> ()
    %ce = arith.extui %c : i1 to i64
    func.call @p(%ce) : (i64) -> ()
    %t = arith.trunci %a : i64 to i16
    %te = arith.extsi %t : i16 to i64
    func.call @p(%te) : (i64) -> ()
    %i = arith.index_cast %a : i64 to index
    %j = arith.index_cast %b : i64 to index
    %q = index.floordivs %i, %j
    %qi = arith.index_cast %q : index to i64
    func.call @p(%qi) : (i64) -> ()
    %m = index.rems %i, %j
    %mi = arith.index_cast %m : index to i64
    func.call @p(%mi) : (i64) -> ()
    %sh = index.shl %i, %j
    %shi = arith.index_cast %sh : index to i64
    func.call @p(%shi) : (i64) -> ()
    %cmp = index.cmp ult(%i, %j)
    %cmpe = arith.extui %cmp : i1 to i64
    func.call @p(%cmpe) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }

  func.func @main() {
    %c7 = arith.constant 7 : i32
    %cm7 = arith.constant -7 : i32
    %c2 = arith.constant 2 : i32
    %cm2 = arith.constant -2 : i32
    %c3 = arith.constant 3 : i32
    %c0 = arith.constant 0 : i32
    %max = arith.constant 2147483647 : i32
    %min1 = arith.constant -2147483647 : i32
    func.call @divs(%c7, %c2) : (i32, i32) -> ()
    func.call @divs(%cm7, %c2) : (i32, i32) -> ()
    func.call @divs(%c7, %cm2) : (i32, i32) -> ()
    func.call @divs(%cm7, %cm2) : (i32, i32) -> ()
    func.call @divs(%c0, %c3) : (i32, i32) -> ()
    func.call @divs(%max, %c3) : (i32, i32) -> ()
    func.call @divs(%min1, %cm2) : (i32, i32) -> ()
    func.call @divs(%max, %min1) : (i32, i32) -> ()
    %a8 = arith.constant 100 : i8
    %b8 = arith.constant 3 : i8
    %n8 = arith.constant -128 : i8
    %o8 = arith.constant 7 : i8
    func.call @narrow(%a8, %b8) : (i8, i8) -> ()
    func.call @narrow(%n8, %o8) : (i8, i8) -> ()
    func.call @narrow(%n8, %a8) : (i8, i8) -> ()
    %big = arith.constant 9223372036854775807 : i64
    %neg = arith.constant -3 : i64
    %five = arith.constant 5 : i64
    func.call @wide(%big, %neg) : (i64, i64) -> ()
    func.call @wide(%neg, %five) : (i64, i64) -> ()
    func.call @wide(%big, %big) : (i64, i64) -> ()
    return
  }
}

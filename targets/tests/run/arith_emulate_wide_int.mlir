// STRATA-OPT: --arith-emulate-wide-int=widest-int-supported=32
// arith-emulate-wide-int: i64 arithmetic computed on pairs of i32 halves
// (carries, borrows, long multiplication, shifts across the halves by 0,
// 31, 32 and 63 bits, signed shifts of negative values, comparisons that
// only the low halves decide, min/max, extensions, index casts and
// conversions to float), on scalars and vectors. Each wide result is
// printed as its two 32-bit halves, so the emulated program prints what
// upstream prints for the original.
module {
  func.func @halves(%x: i64) {
    %c32 = arith.constant 32 : i64
    %lo = arith.trunci %x : i64 to i32
    %hs = arith.shrui %x, %c32 : i64
    %hi = arith.trunci %hs : i64 to i32
    vector.print %lo : i32
    vector.print %hi : i32
    return
  }

  func.func @binary(%a: i64, %b: i64) {
    %add = arith.addi %a, %b : i64
    func.call @halves(%add) : (i64) -> ()
    %sub = arith.subi %a, %b : i64
    func.call @halves(%sub) : (i64) -> ()
    %mul = arith.muli %a, %b : i64
    func.call @halves(%mul) : (i64) -> ()
    %and = arith.andi %a, %b : i64
    %or = arith.ori %and, %b : i64
    %xor = arith.xori %or, %a : i64
    func.call @halves(%xor) : (i64) -> ()
    %max = arith.maxsi %a, %b : i64
    func.call @halves(%max) : (i64) -> ()
    %min = arith.minui %a, %b : i64
    func.call @halves(%min) : (i64) -> ()
    %lt = arith.cmpi slt, %a, %b : i64
    %ult = arith.cmpi ult, %a, %b : i64
    %eq = arith.cmpi eq, %a, %b : i64
    %ge = arith.cmpi sge, %a, %b : i64
    vector.print %lt : i1
    vector.print %ult : i1
    vector.print %eq : i1
    vector.print %ge : i1
    %sel = arith.select %lt, %a, %b : i64
    func.call @halves(%sel) : (i64) -> ()
    %f = arith.sitofp %a : i64 to f64
    %uf = arith.uitofp %b : i64 to f64
    vector.print %f : f64
    vector.print %uf : f64
    return
  }

  func.func @shifts(%x: i64) {
    %s0 = arith.constant 0 : i64
    %s31 = arith.constant 31 : i64
    %s32 = arith.constant 32 : i64
    %s63 = arith.constant 63 : i64
    %a = arith.shli %x, %s31 : i64
    func.call @halves(%a) : (i64) -> ()
    %b = arith.shli %x, %s32 : i64
    func.call @halves(%b) : (i64) -> ()
    %c = arith.shrui %x, %s63 : i64
    func.call @halves(%c) : (i64) -> ()
    %d = arith.shrsi %x, %s31 : i64
    func.call @halves(%d) : (i64) -> ()
    %e = arith.shrsi %x, %s0 : i64
    func.call @halves(%e) : (i64) -> ()
    %f = arith.shrsi %x, %s63 : i64
    func.call @halves(%f) : (i64) -> ()
    return
  }

  func.func @casts(%i: i32, %n: index) {
    %s = arith.extsi %i : i32 to i64
    func.call @halves(%s) : (i64) -> ()
    %u = arith.extui %i : i32 to i64
    func.call @halves(%u) : (i64) -> ()
    %x = arith.index_cast %n : index to i64
    func.call @halves(%x) : (i64) -> ()
    %big = arith.constant 8589934597 : i64
    %y = arith.index_cast %big : i64 to index
    vector.print %y : index
    return
  }

  func.func @vectors(%a: vector<2xi64>, %b: vector<2xi64>) {
    %sum = arith.addi %a, %b : vector<2xi64>
    %prod = arith.muli %sum, %b : vector<2xi64>
    %lo = arith.trunci %prod : vector<2xi64> to vector<2xi32>
    vector.print %lo : vector<2xi32>
    %c32 = arith.constant dense<32> : vector<2xi64>
    %hs = arith.shrui %prod, %c32 : vector<2xi64>
    %hi = arith.trunci %hs : vector<2xi64> to vector<2xi32>
    vector.print %hi : vector<2xi32>
    %lt = arith.cmpi sgt, %a, %b : vector<2xi64>
    vector.print %lt : vector<2xi1>
    return
  }

  func.func @main() {
    %a = arith.constant 4294967295 : i64
    %b = arith.constant 1 : i64
    func.call @binary(%a, %b) : (i64, i64) -> ()
    %c = arith.constant -5000000000 : i64
    %d = arith.constant 3000000007 : i64
    func.call @binary(%c, %d) : (i64, i64) -> ()
    %e = arith.constant -1 : i64
    func.call @binary(%e, %c) : (i64, i64) -> ()
    func.call @shifts(%c) : (i64) -> ()
    func.call @shifts(%d) : (i64) -> ()
    %i = arith.constant -7 : i32
    %n = arith.constant 123456 : index
    func.call @casts(%i, %n) : (i32, index) -> ()
    %va = arith.constant dense<[4294967296, -3]> : vector<2xi64>
    %vb = arith.constant dense<[4294967295, 7]> : vector<2xi64>
    func.call @vectors(%va, %vb) : (vector<2xi64>, vector<2xi64>) -> ()
    return
  }
}

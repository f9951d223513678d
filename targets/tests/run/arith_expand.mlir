// UPSTREAM-PIPELINE: --arith-expand=include-bf16=true --lower-affine --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// STRATA-OPT: --arith-expand=include-bf16=true
// arith-expand's results on boundary values: rounded divisions (not of the
// smallest integer by ceildivsi, which upstream's expansion gets wrong),
// the NaN rules of the float min/max ops, and bf16 casts (rounding to
// nearest even, ties, overflow to infinity, NaN, subnormals).
module {
  func.func @divisions(%a: i32, %b: i32) {
    %0 = arith.ceildivsi %a, %b : i32
    %1 = arith.floordivsi %a, %b : i32
    %2 = arith.ceildivui %a, %b : i32
    vector.print %0 : i32
    vector.print %1 : i32
    vector.print %2 : i32
    return
  }

  func.func @divisions_i8(%a: i8, %b: i8) {
    %0 = arith.floordivsi %a, %b : i8
    %1 = arith.ceildivui %a, %b : i8
    %e = arith.extui %1 : i8 to i32
    vector.print %0 : i8
    vector.print %e : i32
    return
  }

  func.func @minmax(%a: f32, %b: f32) {
    %0 = arith.maximumf %a, %b : f32
    %1 = arith.minimumf %a, %b : f32
    %2 = arith.maxnumf %a, %b : f32
    %3 = arith.minnumf %a, %b : f32
    vector.print %0 : f32
    vector.print %1 : f32
    vector.print %2 : f32
    vector.print %3 : f32
    return
  }

  func.func @bf16(%x: f32) {
    %0 = arith.truncf %x : f32 to bf16
    %1 = arith.extf %0 : bf16 to f32
    vector.print %1 : f32
    %bits = arith.bitcast %0 : bf16 to i16
    %wide = arith.extui %bits : i16 to i32
    vector.print %wide : i32
    return
  }

  func.func @main() {
    %as = arith.constant dense<[7, -7, 7, -7, 6, -6, 0, 0, 1, -1, 2147483647, 2147483647, -2147483647, -2147483647,
                                 -2147483647, 5]> : vector<16xi32>
    %bs = arith.constant dense<[2, 2, -2, -2, 3, 3, 5, -5, 2147483647, 2147483647, 2, -2, 2, 3, -1,
                                 -2147483648]> : vector<16xi32>
    affine.for %i = 0 to 16 {
      %a = vector.extract %as[%i] : i32 from vector<16xi32>
      %b = vector.extract %bs[%i] : i32 from vector<16xi32>
      func.call @divisions(%a, %b) : (i32, i32) -> ()
    }
    %sa = arith.constant dense<[-128, 127, -127, -1, 100]> : vector<5xi8>
    %sb = arith.constant dense<[3, -128, 2, 7, -3]> : vector<5xi8>
    affine.for %i = 0 to 5 {
      %a = vector.extract %sa[%i] : i8 from vector<5xi8>
      %b = vector.extract %sb[%i] : i8 from vector<5xi8>
      func.call @divisions_i8(%a, %b) : (i8, i8) -> ()
    }
    %fa = arith.constant dense<[1.5, 0x7FC00000, 1.0, 0x7FC00000, 0x7F800000, 0xFF800000, -1.0e-40, -0.0]> : vector<8xf32>
    %fb = arith.constant dense<[-2.0, 1.0, 0x7FC00000, 0x7FC00000, 3.0, 0x7FC00000, 2.0e-45, -1.0]> : vector<8xf32>
    affine.for %i = 0 to 8 {
      %a = vector.extract %fa[%i] : f32 from vector<8xf32>
      %b = vector.extract %fb[%i] : f32 from vector<8xf32>
      func.call @minmax(%a, %b) : (f32, f32) -> ()
    }
    // 1 + 2^-8 (a tie, to even: 1), 1 + 3 * 2^-8 (a tie, up), 1 + 2^-8 + 2^-20
    // (above the tie), the largest float (overflows to inf), infinities,
    // NaN, a subnormal, -0 and a negative value.
    %bf = arith.constant dense<[0x3F808000, 0x3F818000, 0x3F808008, 0x7F7FFFFF, 0x7F800000, 0xFF800000,
                                 0x7FC00000, 0x00012345, 0x80000000, 0xC0490FDB, 0x3F7FFFFF]> : vector<11xf32>
    affine.for %i = 0 to 11 {
      %x = vector.extract %bf[%i] : f32 from vector<11xf32>
      func.call @bf16(%x) : (f32) -> ()
    }
    return
  }
}

// STRATA-OPT: --arith-emulate-unsupported-floats=source-types=bf16,f16 --math-legalize-to-f32
// bf16 and f16 arithmetic and math functions computed in f32 by
// arith-emulate-unsupported-floats and math-legalize-to-f32 print what
// upstream prints for the same ops on the narrow types (its default
// lowering): each op rounds once to the narrow type (sums that round,
// overflow to infinity, NaN, subnormals). Upstream's own run of these
// passes cannot be run: its lowering keeps `#arith.fastmath` attributes on
// `llvm.fpext`, which mlir-cpu-runner-19 does not parse.
module {
  func.func @bf16_ops(%a: bf16, %b: bf16) {
    %0 = arith.addf %a, %b : bf16
    %1 = arith.mulf %a, %b : bf16
    %2 = arith.divf %a, %b : bf16
    %3 = arith.subf %a, %b : bf16
    %4 = math.sqrt %a : bf16
    %5 = math.floor %b : bf16
    %6 = arith.cmpf olt, %a, %b : bf16
    %7 = arith.maximumf %a, %b : bf16
    %8 = arith.fptosi %b : bf16 to i32
    %values = vector.from_elements %0, %1, %2, %3, %4, %5, %7 : vector<7xbf16>
    %wide = arith.extf %values : vector<7xbf16> to vector<7xf32>
    vector.print %wide : vector<7xf32>
    vector.print %6 : i1
    vector.print %8 : i32
    return
  }

  func.func @f16_ops(%a: f16, %b: f16) {
    %0 = arith.addf %a, %b : f16
    %1 = arith.mulf %a, %b : f16
    %2 = arith.divf %a, %b : f16
    %3 = math.exp %a : f16
    %4 = math.absf %b : f16
    %5 = arith.negf %a : f16
    %values = vector.from_elements %0, %1, %2, %3, %4, %5 : vector<6xf16>
    %wide = arith.extf %values : vector<6xf16> to vector<6xf32>
    vector.print %wide : vector<6xf32>
    return
  }

  func.func @vectors(%a: vector<4xbf16>, %b: vector<4xbf16>) {
    %0 = arith.mulf %a, %b : vector<4xbf16>
    %1 = arith.addf %0, %a : vector<4xbf16>
    %2 = vector.reduction <add>, %1 : vector<4xbf16> into bf16
    %w = arith.extf %1 : vector<4xbf16> to vector<4xf32>
    %s = arith.extf %2 : bf16 to f32
    vector.print %w : vector<4xf32>
    vector.print %s : f32
    return
  }

  func.func @main() {
    %bfa = arith.constant dense<[1.0, 3.0, 2.0e38, 0x7FC0, -2.5, 1.0e-39, 255.0]> : vector<7xbf16>
    %bfb = arith.constant dense<[0.00390625, 7.0, 3.0e38, 1.5, 0.0, 1.0e-2, -1.5]> : vector<7xbf16>
    affine.for %i = 0 to 7 {
      %a = vector.extract %bfa[%i] : bf16 from vector<7xbf16>
      %b = vector.extract %bfb[%i] : bf16 from vector<7xbf16>
      func.call @bf16_ops(%a, %b) : (bf16, bf16) -> ()
    }
    %ha = arith.constant dense<[1.0, 65504.0, 3.0, 0x7E00, 10.5, -12.0]> : vector<6xf16>
    %hb = arith.constant dense<[0.000977, 2.0, 7.0, -2.0, 6.0e-8, 0.1]> : vector<6xf16>
    affine.for %i = 0 to 6 {
      %a = vector.extract %ha[%i] : f16 from vector<6xf16>
      %b = vector.extract %hb[%i] : f16 from vector<6xf16>
      func.call @f16_ops(%a, %b) : (f16, f16) -> ()
    }
    %va = arith.constant dense<[1.0, 3.0, 128.0, -0.5]> : vector<4xbf16>
    %vb = arith.constant dense<[0.00390625, 7.0, 1.0e30, 3.0]> : vector<4xbf16>
    func.call @vectors(%va, %vb) : (vector<4xbf16>, vector<4xbf16>) -> ()
    return
  }
}

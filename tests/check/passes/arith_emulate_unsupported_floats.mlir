// PIPELINE: --arith-emulate-unsupported-floats="source-types=bf16,f16 target-type=f32" --split-input-file
// arith-emulate-unsupported-floats: arith ops and the computing vector ops
// on bf16 and f16 compute in f32 between extf and truncf (contract).

// CHECK-LABEL: func.func @scalars
// CHECK-NEXT: %0 = arith.extf %arg2 fastmath<contract> : f16 to f32
// CHECK-NEXT: %1 = arith.extf %arg1 fastmath<contract> : bf16 to f32
// CHECK-NEXT: %2 = arith.extf %arg0 fastmath<contract> : bf16 to f32
// CHECK-NEXT: %3 = arith.addf %2, %1 fastmath<nnan> : f32
// CHECK-NEXT: %4 = arith.truncf %3 fastmath<contract> : f32 to bf16
// CHECK-NEXT: %5 = arith.cmpf olt, %2, %1 : f32
// CHECK-NEXT: %6 = arith.select %arg3, %2, %1 : f32
// CHECK-NEXT: %7 = arith.truncf %6 fastmath<contract> : f32 to bf16
// CHECK-NEXT: %8 = arith.negf %0 : f32
// CHECK-NEXT: %9 = arith.truncf %8 fastmath<contract> : f32 to f16
// CHECK-NEXT: %10 = arith.remf %2, %1 : f32
func.func @scalars(%a: bf16, %b: bf16, %h: f16, %c: i1) -> (bf16, i1, bf16, f16, bf16) {
  %0 = arith.addf %a, %b fastmath<nnan> : bf16
  %1 = arith.cmpf olt, %a, %b : bf16
  %2 = arith.select %c, %a, %b : bf16
  %3 = arith.negf %h : f16
  %4 = arith.remf %a, %b : bf16
  return %0, %1, %2, %3, %4 : bf16, i1, bf16, f16, bf16
}

// -----

// Casts to and from integers; extf, truncf, bitcast and constants stay
// (a constant gets extended where it is used).
// CHECK-LABEL: func.func @casts_and_constants
// CHECK-NEXT: %0 = arith.extf %arg0 fastmath<contract> : bf16 to f32
// CHECK-NEXT: %1 = arith.extf %arg0 : bf16 to f32
// CHECK-NEXT: %2 = arith.truncf %1 : f32 to bf16
// CHECK-NEXT: %3 = arith.fptosi %0 : f32 to i32
// CHECK-NEXT: %4 = arith.sitofp %arg1 : i32 to f32
// CHECK-NEXT: %5 = arith.truncf %4 fastmath<contract> : f32 to bf16
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT: %6 = arith.extf %cst fastmath<contract> : bf16 to f32
// CHECK-NEXT: %7 = arith.maximumf %0, %6 : f32
// CHECK-NEXT: %8 = arith.truncf %7 fastmath<contract> : f32 to bf16
// CHECK-NEXT: %9 = arith.bitcast %arg2 : i16 to bf16
func.func @casts_and_constants(%a: bf16, %i: i32, %j: i16) -> (f32, bf16, i32, bf16, bf16, bf16) {
  %0 = arith.extf %a : bf16 to f32
  %1 = arith.truncf %0 : f32 to bf16
  %2 = arith.fptosi %a : bf16 to i32
  %3 = arith.sitofp %i : i32 to bf16
  %cst = arith.constant 1.0 : bf16
  %4 = arith.maximumf %a, %cst : bf16
  %5 = arith.bitcast %j : i16 to bf16
  return %0, %1, %2, %3, %4, %5 : f32, bf16, i32, bf16, bf16, bf16
}

// -----

// Vectors and tensors; vector.reduction and vector.fma compute, splat and
// broadcast only move values; other dialects' ops stay.
// CHECK-LABEL: func.func @shaped
// CHECK-NEXT: %0 = arith.extf %arg1 fastmath<contract> : tensor<2xf16> to tensor<2xf32>
// CHECK-NEXT: %1 = arith.extf %arg0 fastmath<contract> : vector<4xbf16> to vector<4xf32>
// CHECK-NEXT: %2 = arith.mulf %1, %1 : vector<4xf32>
// CHECK-NEXT: %3 = arith.truncf %2 fastmath<contract> : vector<4xf32> to vector<4xbf16>
// CHECK-NEXT: %4 = vector.reduction <add>, %1 : vector<4xf32> into f32
// CHECK-NEXT: %5 = arith.truncf %4 fastmath<contract> : f32 to bf16
// CHECK-NEXT: %6 = vector.splat %arg2 : vector<4xbf16>
// CHECK-NEXT: %7 = arith.extf %6 fastmath<contract> : vector<4xbf16> to vector<4xf32>
// CHECK-NEXT: %8 = vector.fma %1, %1, %7 : vector<4xf32>
// CHECK-NEXT: %9 = arith.truncf %8 fastmath<contract> : vector<4xf32> to vector<4xbf16>
// CHECK-NEXT: %10 = math.sin %arg2 : bf16
// CHECK-NEXT: %11 = memref.load %arg3[%arg4] : memref<4xbf16>
// CHECK-NEXT: %12 = arith.divf %0, %0 : tensor<2xf32>
func.func @shaped(%v: vector<4xbf16>, %t: tensor<2xf16>, %a: bf16, %m: memref<4xbf16>, %i: index) -> (vector<4xbf16>, bf16, vector<4xbf16>, bf16, bf16, tensor<2xf16>) {
  %0 = arith.mulf %v, %v : vector<4xbf16>
  %1 = vector.reduction <add>, %v : vector<4xbf16> into bf16
  %2 = vector.splat %a : vector<4xbf16>
  %3 = vector.fma %v, %v, %2 : vector<4xbf16>
  %4 = math.sin %a : bf16
  %5 = memref.load %m[%i] : memref<4xbf16>
  %6 = arith.divf %t, %t : tensor<2xf16>
  return %0, %1, %3, %4, %5, %6 : vector<4xbf16>, bf16, vector<4xbf16>, bf16, bf16, tensor<2xf16>
}

// -----

// f32 and f64 ops stay; ops in nested regions are emulated.
// CHECK-LABEL: func.func @nested
// CHECK: arith.addf %arg1, %arg1 : f32
// CHECK: scf.for
// CHECK: arith.extf %{{.*}} fastmath<contract> : bf16 to f32
// CHECK: arith.mulf
// CHECK: arith.truncf %{{.*}} fastmath<contract> : f32 to bf16
func.func @nested(%a: bf16, %x: f32, %n: index) -> (bf16, f32) {
  %y = arith.addf %x, %x : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> bf16 {
    %p = arith.mulf %acc, %acc : bf16
    scf.yield %p : bf16
  }
  return %r, %y : bf16, f32
}

// PIPELINE: --math-legalize-to-f32 --split-input-file
// math-legalize-to-f32: math ops on floats narrower than 32 bits compute in
// f32 between `arith.extf` and `arith.truncf` (both fastmath<contract>).

// Each value is extended once, right after its definition (block
// arguments: at the start of their block, the last extended first).
// CHECK-LABEL: func.func @scalars
// CHECK-NEXT: %0 = arith.extf %arg1 fastmath<contract> : bf16 to f32
// CHECK-NEXT: %1 = arith.extf %arg0 fastmath<contract> : f16 to f32
// CHECK-NEXT: %2 = math.sin %1 : f32
// CHECK-NEXT: %3 = arith.truncf %2 fastmath<contract> : f32 to f16
// CHECK-NEXT: %4 = math.atan2 %0, %0 fastmath<fast> : f32
// CHECK-NEXT: %5 = arith.truncf %4 fastmath<contract> : f32 to bf16
// CHECK-NEXT: %6 = math.ceil %1 : f32
// CHECK-NEXT: %7 = arith.truncf %6 fastmath<contract> : f32 to f16
func.func @scalars(%a: f16, %b: bf16) -> (f16, bf16, f16) {
  %0 = math.sin %a : f16
  %1 = math.atan2 %b, %b fastmath<fast> : bf16
  %2 = math.ceil %a : f16
  return %0, %1, %2 : f16, bf16, f16
}

// -----

// Results of other ops and of legalized math ops are extended after their
// definition; nested regions use the extension made outside.
// CHECK-LABEL: func.func @chains
// CHECK-NEXT: %0 = arith.extf %arg0 fastmath<contract> : f16 to f32
// CHECK-NEXT: %1 = arith.addf %arg0, %arg0 : f16
// CHECK-NEXT: %2 = arith.extf %1 fastmath<contract> : f16 to f32
// CHECK-NEXT: %3 = math.sin %2 : f32
// CHECK-NEXT: %4 = arith.truncf %3 fastmath<contract> : f32 to f16
// CHECK-NEXT: %5 = arith.extf %4 fastmath<contract> : f16 to f32
// CHECK-NEXT: %6 = math.sin %5 : f32
// CHECK: scf.if
// CHECK-NEXT: math.cos %0 : f32
func.func @chains(%a: f16, %c: i1) -> (f16, f16) {
  %0 = arith.addf %a, %a : f16
  %1 = math.sin %0 : f16
  %2 = math.sin %1 : f16
  %3 = scf.if %c -> f16 {
    %4 = math.cos %a : f16
    scf.yield %4 : f16
  } else {
    scf.yield %a : f16
  }
  %5 = math.powf %0, %a : f16
  return %2, %3 : f16, f16
}

// -----

// Vectors and tensors, and fpowi's integer exponent, stay as they are;
// math.fma, f32, f64 and integer ops stay.
// CHECK-LABEL: func.func @shapes_and_legal_ops
// CHECK-NEXT: %0 = arith.extf %arg2 fastmath<contract> : f16 to f32
// CHECK-NEXT: %1 = arith.extf %arg1 fastmath<contract> : tensor<3xbf16> to tensor<3xf32>
// CHECK-NEXT: %2 = arith.extf %arg0 fastmath<contract> : vector<4xf16> to vector<4xf32>
// CHECK-NEXT: %3 = math.exp %2 : vector<4xf32>
// CHECK-NEXT: %4 = arith.truncf %3 fastmath<contract> : vector<4xf32> to vector<4xf16>
// CHECK-NEXT: %5 = math.tanh %1 : tensor<3xf32>
// CHECK-NEXT: %6 = arith.truncf %5 fastmath<contract> : tensor<3xf32> to tensor<3xbf16>
// CHECK-NEXT: %7 = math.fpowi %0, %arg3 : f32, i32
// CHECK-NEXT: %8 = arith.truncf %7 fastmath<contract> : f32 to f16
// CHECK-NEXT: %9 = math.fma %arg2, %arg2, %arg2 : f16
// CHECK-NEXT: %10 = math.sqrt %arg4 : f64
// CHECK-NEXT: %11 = math.absi %arg3 : i32
// CHECK-NEXT: %12 = math.exp %arg5 : f32
func.func @shapes_and_legal_ops(%v: vector<4xf16>, %t: tensor<3xbf16>, %a: f16, %i: i32, %x: f64, %y: f32) -> (vector<4xf16>, tensor<3xbf16>, f16, f16, f64, i32, f32) {
  %0 = math.exp %v : vector<4xf16>
  %1 = math.tanh %t : tensor<3xbf16>
  %2 = math.fpowi %a, %i : f16, i32
  %3 = math.fma %a, %a, %a : f16
  %4 = math.sqrt %x : f64
  %5 = math.absi %i : i32
  %6 = math.exp %y : f32
  return %0, %1, %2, %3, %4, %5, %6 : vector<4xf16>, tensor<3xbf16>, f16, f16, f64, i32, f32
}

// -----

// f8 types are widened; tf32 counts as 32 bits wide and stays.
// CHECK-LABEL: func.func @f8_and_tf32
// CHECK-NEXT: arith.extf %arg0 fastmath<contract> : f8E4M3FN to f32
// CHECK: arith.truncf %{{.*}} fastmath<contract> : f32 to f8E4M3FN
// CHECK-NEXT: math.floor %arg1 : tf32
func.func @f8_and_tf32(%a: f8E4M3FN, %b: tf32) -> (f8E4M3FN, tf32) {
  %0 = math.absf %a : f8E4M3FN
  %1 = math.floor %b : tf32
  return %0, %1 : f8E4M3FN, tf32
}

// -----

// Ops in the blocks of a CFG, and block arguments of later blocks.
// CHECK-LABEL: func.func @blocks
// CHECK: ^bb1(%[[X:.*]]: f16):
// CHECK-NEXT: %[[W:.*]] = arith.extf %[[X]] fastmath<contract> : f16 to f32
// CHECK-NEXT: math.log %[[W]] : f32
func.func @blocks(%a: f16) -> f16 {
  cf.br ^bb1(%a : f16)
^bb1(%x: f16):
  %0 = math.log %x : f16
  return %0 : f16
}

// PIPELINE: --arith-expand=include-bf16=true --split-input-file
// arith-expand{include-bf16}: bf16 to f32 extensions and f32 to bf16
// truncations (rounding to nearest even, NaN to 0x7FC0) become integer ops.

// CHECK-LABEL: func.func @extf
// CHECK-NEXT: %0 = arith.bitcast %arg0 : bf16 to i16
// CHECK-NEXT: %1 = arith.extui %0 : i16 to i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %2 = arith.shli %1, %c16_i32 : i32
// CHECK-NEXT: %3 = arith.bitcast %2 : i32 to f32
// CHECK-NEXT: %4 = arith.bitcast %arg1 : vector<2x3xbf16> to vector<2x3xi16>
// CHECK: %7 = arith.bitcast %6 : vector<2x3xi32> to vector<2x3xf32>
func.func @extf(%a: bf16, %v: vector<2x3xbf16>) -> (f32, vector<2x3xf32>) {
  %0 = arith.extf %a : bf16 to f32
  %1 = arith.extf %v : vector<2x3xbf16> to vector<2x3xf32>
  return %0, %1 : f32, vector<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @truncf
// CHECK-NEXT: %0 = arith.cmpf une, %arg0, %arg0 : f32
// CHECK-NEXT: %c32767_i32 = arith.constant 32767 : i32
// CHECK-NEXT: %c32704_i16 = arith.constant 32704 : i16
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT: %2 = arith.shrui %1, %c16_i32 : i32
// CHECK-NEXT: %3 = arith.andi %2, %c1_i32 : i32
// CHECK-NEXT: %4 = arith.addi %3, %c32767_i32 : i32
// CHECK-NEXT: %5 = arith.addi %1, %4 : i32
// CHECK-NEXT: %6 = arith.shrui %5, %c16_i32 : i32
// CHECK-NEXT: %7 = arith.trunci %6 : i32 to i16
// CHECK-NEXT: %8 = arith.select %0, %c32704_i16, %7 : i16
// CHECK-NEXT: %9 = arith.bitcast %8 : i16 to bf16
// CHECK: arith.constant dense<32704> : tensor<4xi16>
// CHECK: arith.bitcast %{{.*}} : tensor<4xi16> to tensor<4xbf16>
func.func @truncf(%a: f32, %t: tensor<4xf32>) -> (bf16, tensor<4xbf16>) {
  %0 = arith.truncf %a fastmath<fast> : f32 to bf16
  %1 = arith.truncf %t : tensor<4xf32> to tensor<4xbf16>
  return %0, %1 : bf16, tensor<4xbf16>
}

// -----

// Other float casts stay.
// CHECK-LABEL: func.func @other_casts
// CHECK-NEXT: %0 = arith.extf %arg0 : bf16 to f64
// CHECK-NEXT: %1 = arith.truncf %arg1 : f64 to bf16
// CHECK-NEXT: %2 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT: %3 = arith.truncf %arg3 : f32 to f16
func.func @other_casts(%a: bf16, %b: f64, %c: f16, %d: f32) -> (f64, bf16, f32, f16) {
  %0 = arith.extf %a : bf16 to f64
  %1 = arith.truncf %b : f64 to bf16
  %2 = arith.extf %c : f16 to f32
  %3 = arith.truncf %d : f32 to f16
  return %0, %1, %2, %3 : f64, bf16, f32, f16
}

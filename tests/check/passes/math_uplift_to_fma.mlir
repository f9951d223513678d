// PIPELINE: --math-uplift-to-fma --split-input-file
// math-uplift-to-fma: addf(mulf(a, b), c) with `contract` on both becomes
// math.fma(a, b, c) with the flags both have; the greedy driver erases
// the dead multiplication.

// CHECK-LABEL: func.func @contract_both
// CHECK-NEXT: %0 = math.fma %arg0, %arg1, %arg2 fastmath<contract> : f32
// CHECK-NEXT: return %0 : f32
func.func @contract_both(%a: f32, %b: f32, %c: f32) -> f32 {
  %0 = arith.mulf %a, %b fastmath<contract> : f32
  %1 = arith.addf %0, %c fastmath<contract> : f32
  return %1 : f32
}

// -----

// The product on the right; only the common flags stay.
// CHECK-LABEL: func.func @product_on_the_right
// CHECK-NEXT: %0 = math.fma %arg0, %arg1, %arg2 fastmath<nnan,contract> : f64
func.func @product_on_the_right(%a: f64, %b: f64, %c: f64) -> f64 {
  %0 = arith.mulf %a, %b fastmath<nnan,ninf,contract> : f64
  %1 = arith.addf %c, %0 fastmath<nnan,nsz,contract> : f64
  return %1 : f64
}

// -----

// No uplift without `contract` on the addition or on the multiplication,
// nor for a subtraction.
// CHECK-LABEL: func.func @not_contractable
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 fastmath<contract> : f32
// CHECK-NEXT: %1 = arith.addf %0, %arg2 : f32
// CHECK-NEXT: %2 = arith.mulf %arg0, %arg1 fastmath<nnan> : f32
// CHECK-NEXT: %3 = arith.addf %2, %arg2 fastmath<contract> : f32
// CHECK-NEXT: %4 = arith.subf %0, %arg2 fastmath<contract> : f32
func.func @not_contractable(%a: f32, %b: f32, %c: f32) -> (f32, f32, f32) {
  %0 = arith.mulf %a, %b fastmath<contract> : f32
  %1 = arith.addf %0, %c : f32
  %2 = arith.mulf %a, %b fastmath<nnan> : f32
  %3 = arith.addf %2, %c fastmath<contract> : f32
  %4 = arith.subf %0, %c fastmath<contract> : f32
  return %1, %3, %4 : f32, f32, f32
}

// -----

// A product with other users stays for them; vectors and f16 too; the
// additions are rewritten before constants fold (the driver runs bottom-up).
// CHECK-LABEL: func.func @shared_product
// CHECK: math.fma %arg0, %arg0, %arg1 fastmath<fast> : vector<4xf16>
// CHECK: math.fma %cst, %cst, %arg2 fastmath<contract> : f32
// CHECK: return
func.func @shared_product(%a: vector<4xf16>, %b: vector<4xf16>, %x: f32) -> (vector<4xf16>, vector<4xf16>, f32) {
  %0 = arith.mulf %a, %a fastmath<fast> : vector<4xf16>
  %1 = arith.addf %0, %b fastmath<fast> : vector<4xf16>
  %c = arith.constant 3.0 : f32
  %2 = arith.mulf %c, %c fastmath<contract> : f32
  %3 = arith.addf %2, %x fastmath<contract> : f32
  return %0, %1, %3 : vector<4xf16>, vector<4xf16>, f32
}

// -----

// The sum of two products takes the left one as the product.
// CHECK-LABEL: func.func @two_products
// CHECK-NEXT: %0 = arith.mulf %arg2, %arg3 fastmath<contract> : f32
// CHECK-NEXT: %1 = math.fma %arg0, %arg1, %0 fastmath<contract> : f32
func.func @two_products(%a: f32, %b: f32, %c: f32, %d: f32) -> f32 {
  %0 = arith.mulf %a, %b fastmath<contract> : f32
  %1 = arith.mulf %c, %d fastmath<contract> : f32
  %2 = arith.addf %0, %1 fastmath<contract> : f32
  return %2 : f32
}

func.func @float_op_on_integer(%i: i32) {
  // expected-error@+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.absf"(%i) : (i32) -> i32
  return
}

// -----

func.func @integer_op_on_float(%x: f32) {
  // expected-error@+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctlz"(%x) : (f32) -> f32
  return
}

// -----

func.func @signed_integer(%i: si32) {
  // expected-error@+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = "math.absi"(%i) : (si32) -> si32
  return
}

// -----

func.func @ipowi_on_float(%x: f32) {
  // expected-error@+1 {{'math.ipowi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ipowi"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @result_type_differs(%x: f32) {
  // expected-error@+1 {{'math.sin' op requires the same type for all operands and results}}
  %0 = "math.sin"(%x) : (f32) -> f64
  return
}

// -----

func.func @binary_shapes_differ(%a: vector<4xf32>, %b: vector<3xf32>) {
  // expected-error@+1 {{'math.atan2' op requires the same type for all operands and results}}
  %0 = "math.atan2"(%a, %b) : (vector<4xf32>, vector<3xf32>) -> vector<4xf32>
  return
}

// -----

func.func @fma_operand_count(%x: f32) {
  // expected-error@+1 {{'math.fma' op expected 3 operands, but found 2}}
  %0 = "math.fma"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @unary_operand_count(%x: f32) {
  // expected-error@+1 {{'math.exp' op requires a single operand}}
  %0 = "math.exp"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @result_count(%i: i32) {
  // expected-error@+1 {{'math.ctpop' op requires one result}}
  %0:2 = "math.ctpop"(%i) : (i32) -> (i32, i32)
  return
}

// -----

func.func @fpowi_exponent_is_float(%x: f32) {
  // expected-error@+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @fpowi_shapes_differ(%v: vector<4xf32>, %i: i32) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%v, %i) : (vector<4xf32>, i32) -> vector<4xf32>
  return
}

// -----

func.func @fpowi_result_type(%x: tensor<4xf32>, %i: tensor<4xi32>) {
  // expected-error@+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%x, %i) : (tensor<4xf32>, tensor<4xi32>) -> tensor<?xf32>
  return
}

// -----

func.func @fastmath_not_flags(%x: f32) {
  // expected-error@+1 {{'math.sqrt' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "math.sqrt"(%x) {fastmath = 1 : i32} : (f32) -> f32
  return
}

// -----

func.func @fastmath_property_kind(%x: f32) {
  // expected-error@+1 {{invalid properties {fastmath = #arith.overflow<nsw>} for op math.sin: Invalid attribute `fastmath` in property conversion: #arith.overflow<nsw>}}
  %0 = "math.sin"(%x) <{fastmath = #arith.overflow<nsw>}> : (f32) -> f32
  return
}

// -----

func.func @fastmath_bad_flag(%x: f32) {
  // expected-error@+2 {{custom op 'math.cos' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{custom op 'math.cos' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = math.cos %x fastmath<bogus> : f32
  return
}

// -----

func.func @fastmath_bad_flag_generic(%x: f32) {
  // expected-error@+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = "math.tanh"(%x) <{fastmath = #arith.fastmath<nnan, bogus>}> : (f32) -> f32
  return
}

// -----

func.func @fastmath_empty(%x: f32) {
  // expected-error@+2 {{expected valid keyword}}
  // expected-error@+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = "math.log"(%x) <{fastmath = #arith.fastmath<>}> : (f32) -> f32
  return
}

// -----

func.func @fastmath_on_integer_op(%i: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = math.ctlz %i fastmath<fast> : i32
  return
}

// -----

func.func @fpowi_missing_exponent_type(%x: f32, %i: i32) {
  // expected-error@+1 {{expected ','}}
  %0 = math.fpowi %x, %i : f32
  return
}

// -----

func.func @mixed_scalar_and_vector(%x: f32, %v: vector<4xf32>) {
  // expected-error@+1 {{'math.copysign' op requires the same type for all operands and results}}
  %0 = "math.copysign"(%x, %v) : (f32, vector<4xf32>) -> vector<4xf32>
  return
}

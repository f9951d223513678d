// PIPELINE: --convert-math-to-libm --split-input-file --verify-diagnostics
// convert-math-to-libm fails on the math ops the C math library has no
// function for, and on float types it does not take, as mlir-opt-19 does
// (Strata's message adds the pass and the reason to upstream's), and on
// the two cases at the end, where mlir-opt-19 succeeds.

func.func @rsqrt(%x: vector<4xf32>) -> vector<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'math.rsqrt' that was explicitly marked illegal}}
  %0 = math.rsqrt %x : vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @copysign(%x: f64) -> f64 {
  // expected-error @+1 {{failed to legalize operation 'math.copysign' that was explicitly marked illegal}}
  %0 = math.copysign %x, %x : f64
  return %0 : f64
}

// -----

func.func @fpowi(%x: f32, %n: i32) -> f32 {
  // expected-error @+1 {{failed to legalize operation 'math.fpowi' that was explicitly marked illegal}}
  %0 = math.fpowi %x, %n : f32, i32
  return %0 : f32
}

// -----

func.func @ctlz(%n: vector<2xi32>) -> vector<2xi32> {
  // expected-error @+1 {{failed to legalize operation 'math.ctlz' that was explicitly marked illegal}}
  %0 = math.ctlz %n : vector<2xi32>
  return %0 : vector<2xi32>
}

// -----

func.func @f128(%x: f128) -> f128 {
  // expected-error @+1 {{failed to legalize operation 'math.tanh' that was explicitly marked illegal}}
  %0 = math.tanh %x : f128
  return %0 : f128
}

// -----

func.func @f80_vector(%x: vector<2xf80>) -> vector<2xf80> {
  // expected-error @+1 {{failed to legalize operation 'math.sin' that was explicitly marked illegal}}
  %0 = math.sin %x : vector<2xf80>
  return %0 : vector<2xf80>
}

// -----

// Where mlir-opt-19 succeeds with wrong or invalid output, Strata fails:
// upstream calls the function for the first lanes of a scalable vector
// only (as many as its minimum size)...
func.func @scalable(%x: vector<[4]xf32>) -> vector<[4]xf32> {
  // expected-error @+1 {{'math.tanh' op on vector<[4]xf32> cannot become C math library calls: the number of lanes of a scalable vector is not known at compile time}}
  %0 = math.tanh %x : vector<[4]xf32>
  return %0 : vector<[4]xf32>
}

// -----

// ...and calls a symbol of the function's name whatever it is.
// expected-note @+1 {{'tanhf' is defined here}}
func.func @tanhf(%x: f64) -> f64 {
  return %x : f64
}
func.func @wrong_type(%x: f32) -> f32 {
  // expected-error @+1 {{cannot call the C math library function 'tanhf': the symbol 'tanhf' is not a function of type (f32) -> f32}}
  %0 = math.tanh %x : f32
  return %0 : f32
}

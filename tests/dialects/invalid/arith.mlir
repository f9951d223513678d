func.func @operand_constraint(%x: f32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @operand_count(%a: i32) {
  // expected-error@+1 {{'arith.addi' op expected 2 operands, but found 3}}
  %0 = "arith.addi"(%a, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @same_type(%a: i32) {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func.func @bad_predicate(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 42 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @missing_predicate(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func.func @result_count(%a: i32) {
  // expected-error@+1 {{'arith.addi' op requires one result}}
  %0:2 = "arith.addi"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @region_count(%a: i32) {
  // expected-error@+1 {{'arith.addi' op requires zero regions}}
  %0 = "arith.addi"(%a, %a) ({}) : (i32, i32) -> (i32)
  return
}

// -----

func.func @select_condition(%a: i32, %x: f32) {
  // expected-error@+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%a, %a, %x) : (i32, i32, f32) -> (i32)
  return
}

// -----

func.func @select_mask_shape(%m: vector<3xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%m, %v, %v) : (vector<3xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  return
}

// -----

func.func @fastmath_not_flags(%x: f32) {
  // expected-error@+1 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.addf"(%x, %x) {fastmath = 1 : i32} : (f32, f32) -> f32
  return
}

// -----

func.func @overflow_not_flags(%a: i32) {
  // expected-error@+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %a) {overflowFlags = 1 : i32} : (i32, i32) -> i32
  return
}

// -----

func.func @rounding_mode(%x: f32) {
  // expected-error@+1 {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.truncf"(%x) {roundingmode = 9 : i32} : (f32) -> f16
  return
}

// -----

func.func @mixed_operand_types(%a: i32, %x: f32) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i32' vs 'f32'}}
  %0 = arith.addi %a, %x : i32
  return
}

// -----

func.func @missing_comma(%a: i32) {
  // expected-error@+1 {{expected ','}}
  %0 = arith.addi %a %a : i32
  return
}

// -----

func.func @unknown_predicate(%a: i32) {
  // expected-error@+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  return
}

// -----

func.func @unknown_arith_attr(%x: f32) {
  // expected-error@+1 {{unknown attribute `foo` in dialect `arith`}}
  %0 = arith.addf %x, %x {fastmath = #arith.foo<bogus>} : f32
  return
}

// -----

func.func @ext_must_widen(%b: i64) {
  // expected-error@+1 {{'arith.extui' op operand type 'i64' and result type 'i32' are cast incompatible}}
  %0 = arith.extui %b : i64 to i32
  return
}

// -----

func.func @trunc_must_narrow(%a: i32) {
  // expected-error@+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  return
}

// -----

func.func @bitcast_width(%a: i32) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to i64
  return
}

// -----

func.func @index_cast_needs_index(%a: i32) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @elementwise_results(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %0:2 = "arith.addui_extended"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, i1)
  return
}

// -----

func.func @constant_type() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
}

// -----

func.func @constant_signless() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = "arith.constant"() <{value = 1 : si32}> : () -> si32
  return
}

// -----

func.func @cmpi_result_shape(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

func.func @property_conversion(%a: i32) {
  // expected-error@+1 {{invalid properties {overflowFlags = 1 : i32} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 1 : i32}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  return
}

// -----

func.func @fastmath_bad_flag(%x: f32) {
  // expected-error@+2 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %x, %x fastmath<nnan, bogus> : f32
  return
}

// -----

func.func @property_enum_case(%a: i32) {
  // expected-error@+1 {{invalid properties {predicate = 12 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 12 : i64}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 12 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @overflow_bad_flag_generic(%a: i32) {
  // expected-error@+2 {{expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error@+1 {{failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw, bogus>}> : (i32, i32) -> i32
  return
}

// -----

func.func @fastmath_wrong_attr_kind(%x: f32) {
  // expected-error@+1 {{invalid properties {fastmath = #arith.overflow<nsw>} for op arith.addf: Invalid attribute `fastmath` in property conversion: #arith.overflow<nsw>}}
  %0 = "arith.addf"(%x, %x) <{fastmath = #arith.overflow<nsw>}> : (f32, f32) -> f32
  return
}

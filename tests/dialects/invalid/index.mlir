func.func @binary_on_integer(%a: i32) {
  // expected-error@+1 {{'index.add' op operand #0 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @binary_on_vector(%a: vector<4xindex>) {
  // expected-error@+1 {{'index.maxs' op operand #0 must be index, but got 'vector<4xindex>'}}
  %0 = "index.maxs"(%a, %a) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
  return
}

// -----

func.func @binary_result_type(%a: index) {
  // expected-error@+1 {{'index.shl' op result #0 must be index, but got 'i64'}}
  %0 = "index.shl"(%a, %a) : (index, index) -> i64
  return
}

// -----

func.func @binary_operand_count(%a: index) {
  // expected-error@+1 {{'index.sub' op expected 2 operands, but found 1}}
  %0 = "index.sub"(%a) : (index) -> index
  return
}

// -----

func.func @binary_result_count(%a: index) {
  // expected-error@+1 {{'index.xor' op requires one result}}
  "index.xor"(%a, %a) : (index, index) -> ()
  return
}

// -----

func.func @cast_index_to_index(%a: index) {
  // expected-error@+1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = "index.casts"(%a) : (index) -> index
  return
}

// -----

func.func @cast_integer_to_integer(%a: i32) {
  // expected-error@+1 {{'index.castu' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = "index.castu"(%a) : (i32) -> i64
  return
}

// -----

func.func @cast_from_float(%x: f32) {
  // expected-error@+1 {{'index.casts' op operand #0 must be integer or index, but got 'f32'}}
  %0 = "index.casts"(%x) : (f32) -> index
  return
}

// -----

func.func @cmp_result_type(%a: index) {
  // expected-error@+1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i32
  return
}

// -----

func.func @cmp_missing_predicate(%a: index) {
  // expected-error@+1 {{'index.cmp' op requires attribute 'pred'}}
  %0 = "index.cmp"(%a, %a) : (index, index) -> i1
  return
}

// -----

func.func @cmp_predicate_not_an_enum(%a: index) {
  // expected-error@+1 {{'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate kind}}
  %0 = "index.cmp"(%a, %a) {pred = 1 : i64} : (index, index) -> i1
  return
}

// -----

func.func @cmp_predicate_property_kind(%a: index) {
  // expected-error@+1 {{invalid properties {pred = 1 : i64} for op index.cmp: Invalid attribute `pred` in property conversion: 1 : i64}}
  %0 = "index.cmp"(%a, %a) <{pred = 1 : i64}> : (index, index) -> i1
  return
}

// -----

func.func @cmp_arith_predicate(%a: index) {
  // expected-error@+1 {{invalid properties {pred = #arith.fastmath<fast>} for op index.cmp: Invalid attribute `pred` in property conversion: #arith.fastmath<fast>}}
  %0 = "index.cmp"(%a, %a) <{pred = #arith.fastmath<fast>}> : (index, index) -> i1
  return
}

// -----

func.func @cmp_bad_predicate(%a: index) {
  // expected-error@+2 {{custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error@+1 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp lt(%a, %a)
  return
}

// -----

func.func @cmp_missing_predicate_keyword(%a: index) {
  // expected-error@+2 {{custom op 'index.cmp' expected valid keyword}}
  // expected-error@+1 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp (%a, %a)
  return
}

// -----

func.func @cmp_bad_predicate_generic(%a: index) {
  // expected-error@+2 {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error@+1 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate oeq>}> : (index, index) -> i1
  return
}

// -----

func.func @cmp_predicate_bracketed(%a: index) {
  // expected-error@+2 {{expected valid keyword}}
  // expected-error@+1 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate <eq>>}> : (index, index) -> i1
  return
}

// -----

func.func @unknown_index_attribute(%a: index) {
  // expected-error@+1 {{unknown attribute `cmp_pred` in dialect `index`}}
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_pred eq>}> : (index, index) -> i1
  return
}

// -----

func.func @constant_not_index() {
  // expected-error@+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() <{value = 1 : i32}> : () -> index
  return
}

// -----

func.func @constant_missing_value() {
  // expected-error@+1 {{'index.constant' op requires attribute 'value'}}
  %0 = "index.constant"() : () -> index
  return
}

// -----

func.func @constant_result_type() {
  // expected-error@+1 {{'index.constant' op result #0 must be index, but got 'i64'}}
  %0 = "index.constant"() <{value = 1 : index}> : () -> i64
  return
}

// -----

func.func @bool_constant_result_type() {
  // expected-error@+1 {{'index.bool.constant' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "index.bool.constant"() <{value = true}> : () -> i32
  return
}

// -----

func.func @sizeof_result_type() {
  // expected-error@+1 {{'index.sizeof' op result #0 must be index, but got 'i64'}}
  %0 = "index.sizeof"() : () -> i64
  return
}

// -----

func.func @sizeof_operands(%a: index) {
  // expected-error@+1 {{'index.sizeof' op requires zero operands}}
  %0 = "index.sizeof"(%a) : (index) -> index
  return
}

// -----

func.func @custom_form_has_no_types(%a: index) {
  // expected-error@+1 {{expected operation name in quotes}}
  %0 = index.add %a, %a : index
  return
}

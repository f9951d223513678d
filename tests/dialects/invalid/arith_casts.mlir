// Casts: shapes must agree in being scalable or fixed too, ranked tensors in
// their encodings, and a tensor on one side needs a tensor of the same
// dimensions on the other.

func.func @trunci_scalable_to_fixed(%x: vector<[4]xi32>) {
  // expected-error @+1 {{'arith.trunci' op requires the same shape for all operands and results}}
  %0 = arith.trunci %x : vector<[4]xi32> to vector<4xi8>
  return
}

// -----

func.func @extsi_fixed_to_scalable(%x: vector<4xi32>) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %x : vector<4xi32> to vector<[4]xi64>
  return
}

// -----

func.func @extui_second_dim_scalable(%x: vector<4x[2]xi8>) {
  // expected-error @+1 {{'arith.extui' op requires the same shape for all operands and results}}
  %0 = arith.extui %x : vector<4x[2]xi8> to vector<4x2xi16>
  return
}

// -----

func.func @extf_leading_scalable_dropped(%x: vector<[4]x2xf16>) {
  // expected-error @+1 {{'arith.extf' op requires the same shape for all operands and results}}
  %0 = arith.extf %x : vector<[4]x2xf16> to vector<4x2xf32>
  return
}

// -----

func.func @truncf_scalable(%x: vector<[8]xf32>) {
  // expected-error @+1 {{'arith.truncf' op requires the same shape for all operands and results}}
  %0 = arith.truncf %x : vector<[8]xf32> to vector<8xf16>
  return
}

// -----

func.func @sitofp_scalable(%x: vector<[2]xi32>) {
  // expected-error @+1 {{'arith.sitofp' op requires the same shape for all operands and results}}
  %0 = arith.sitofp %x : vector<[2]xi32> to vector<2xf32>
  return
}

// -----

func.func @uitofp_scalable(%x: vector<2xi32>) {
  // expected-error @+1 {{'arith.uitofp' op requires the same shape for all operands and results}}
  %0 = arith.uitofp %x : vector<2xi32> to vector<[2]xf32>
  return
}

// -----

func.func @fptosi_scalable(%x: vector<[2]xf32>) {
  // expected-error @+1 {{'arith.fptosi' op requires the same shape for all operands and results}}
  %0 = arith.fptosi %x : vector<[2]xf32> to vector<2xi32>
  return
}

// -----

func.func @fptoui_scalable(%x: vector<[2]xf32>) {
  // expected-error @+1 {{'arith.fptoui' op requires the same shape for all operands and results}}
  %0 = arith.fptoui %x : vector<[2]xf32> to vector<2xi32>
  return
}

// -----

func.func @index_cast_scalable(%x: vector<[4]xi32>) {
  // expected-error @+1 {{'arith.index_cast' op requires the same shape for all operands and results}}
  %0 = arith.index_cast %x : vector<[4]xi32> to vector<4xindex>
  return
}

// -----

func.func @index_castui_scalable(%x: vector<[4]xindex>) {
  // expected-error @+1 {{'arith.index_castui' op requires the same shape for all operands and results}}
  %0 = arith.index_castui %x : vector<[4]xindex> to vector<4xi32>
  return
}

// -----

func.func @bitcast_scalable(%x: vector<[4]xf32>) {
  // expected-error @+1 {{'arith.bitcast' op requires the same shape for all operands and results}}
  %0 = arith.bitcast %x : vector<[4]xf32> to vector<4xi32>
  return
}

// -----

func.func @extf_encodings(%x: tensor<2xf32, "foo">) {
  // expected-error @+1 {{'arith.extf' op operand type 'tensor<2xf32, "foo">' and result type 'tensor<2xf64, "bar">' are cast incompatible}}
  %0 = arith.extf %x : tensor<2xf32, "foo"> to tensor<2xf64, "bar">
  return
}

// -----

func.func @extf_encoding_dropped(%x: tensor<2xf32, "foo">) {
  // expected-error @+1 {{'arith.extf' op operand type 'tensor<2xf32, "foo">' and result type 'tensor<2xf64>' are cast incompatible}}
  %0 = arith.extf %x : tensor<2xf32, "foo"> to tensor<2xf64>
  return
}

// -----

func.func @index_cast_encoding(%x: tensor<2xi32>) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'tensor<2xi32>' and result type 'tensor<2xindex, "x">' are cast incompatible}}
  %0 = arith.index_cast %x : tensor<2xi32> to tensor<2xindex, "x">
  return
}

// -----

func.func @sitofp_encoding(%x: tensor<2xi32, 1>) {
  // expected-error @+1 {{'arith.sitofp' op operand type 'tensor<2xi32, 1 : i64>' and result type 'tensor<2xf32, 2 : i64>' are cast incompatible}}
  %0 = arith.sitofp %x : tensor<2xi32, 1> to tensor<2xf32, 2>
  return
}

// -----

func.func @index_cast_tensor_dims(%x: tensor<2xindex>) {
  // expected-error @+1 {{'arith.index_cast' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.index_cast %x : tensor<2xindex> to tensor<3xi32>
  return
}

// -----

func.func @index_cast_dynamic_to_static(%x: tensor<?xindex>) {
  // expected-error @+1 {{'arith.index_cast' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.index_cast %x : tensor<?xindex> to tensor<3xi32>
  return
}

// -----

func.func @index_cast_static_to_dynamic(%x: tensor<2xi32>) {
  // expected-error @+1 {{'arith.index_cast' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.index_cast %x : tensor<2xi32> to tensor<?xindex>
  return
}

// -----

func.func @extsi_dynamic_to_static(%x: tensor<?xi32>) {
  // expected-error @+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extsi %x : tensor<?xi32> to tensor<3xi64>
  return
}

// -----

func.func @sitofp_to_unranked(%x: tensor<2xi32>) {
  // expected-error @+1 {{'arith.sitofp' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.sitofp %x : tensor<2xi32> to tensor<*xf32>
  return
}

// Invalid vector / memref layouts and memory spaces.

// expected-error @+1 {{vector types must have positive constant sizes}}
"tst.op"() {a = vector<0xf32>} : () -> ()

// -----

// expected-error @+1 {{vector types must have positive constant sizes}}
"tst.op"() {a = vector<4x0xf32>} : () -> ()

// -----

// Hex literals are not dimensions: `0x42` is read as the dims 0 and 42.
// expected-error @+1 {{vector types must have positive constant sizes}}
"tst.op"() {a = vector<0x42xi32>} : () -> ()

// -----

// expected-error @+1 {{vector types must have positive constant sizes}}
"tst.op"() {a = vector<4x[0]xf32>} : () -> ()

// -----

// Vectors cannot have dynamic dimensions.
// expected-error @+1 {{expected non-function type}}
"tst.op"() {a = vector<?xf32>} : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"tst.op"() {a = vector<[4]x?xf32>} : () -> ()

// -----

// Each scalable dimension has its own brackets (the spec's `vector<[2x8]xf32>` is rejected).
// expected-error @+1 {{missing ']' closing scalable dimension}}
"tst.op"() {a = vector<[2x8]xf32>} : () -> ()

// -----

// expected-error @+1 {{vector elements must be int/index/float type}}
"tst.op"() {a = vector<4xtensor<f32>>} : () -> ()

// -----

// expected-error @+1 {{vector elements must be int/index/float type}}
"tst.op"() {a = vector<4x!foo.elt>} : () -> ()

// -----

// expected-error @+1 {{expected '>' in vector type}}
"tst.op"() {a = vector<[4]xf32, 1>} : () -> ()

// -----

// expected-error @+1 {{expected the number of strides to match the rank}}
"tst.op"() {a = memref<4x?xf32, strided<[1]>>} : () -> ()

// -----

// expected-error @+1 {{strides must not be zero}}
"tst.op"() {a = memref<4xf32, strided<[0]>>} : () -> ()

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"tst.op"() {a = memref<4xf32, strided<[1], offset: x>>} : () -> ()

// -----

// expected-error @+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
"tst.op"() {a = memref<4xf32, affine_map<(d0, d1) -> (d0)>>} : () -> ()

// -----

// Element types of unregistered dialects do not implement MemRefElementTypeInterface.
// expected-error @+1 {{invalid memref element type}}
"tst.op"() {a = memref<4x!foo.t>} : () -> ()

// -----

// Memory spaces must be integer, string, dictionary or registered-dialect attributes.
// expected-error @+1 {{unsupported memory space Attribute}}
"tst.op"() {a = memref<4xf32, [1]>} : () -> ()

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
"tst.op"() {a = memref<4xf32, #foo.space<global>>} : () -> ()

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
"tst.op"() {a = memref<*xf32, unit>} : () -> ()

// -----

// expected-error @+1 {{multiple memory spaces specified in memref type}}
"tst.op"() {a = memref<?xf32, strided<[1], offset: 3>, 1, 2>} : () -> ()

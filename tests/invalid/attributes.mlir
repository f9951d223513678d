// Attribute value errors: integer/float literals that do not fit their type, dense/array/sparse
// element mismatches, malformed distinct and dialect attributes.

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"tst.op"() {a = 42 : f32} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"tst.op"() {a = 256 : i8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"tst.op"() {a = -129 : i8} : () -> ()

// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
"tst.op"() {a = -1 : ui8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"tst.op"() {a = 2 : i1} : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"tst.op"() {a = 1.5 : i32} : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"tst.op"() {a = 1.0 : tensor<f32>} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float constant out of range for type}}
"tst.op"() {a = 0x7FC00000FF : f32} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
"tst.op"() {a = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"tst.op"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"tst.op"() {a = dense<[1.5, 2.0]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"tst.op"() {a = dense<300> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"tst.op"() {a = dense<[1, 2]> : tensor<?xi32>} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<2xi32>'}}
"tst.op"() {a = dense<"0x0100"> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected ':'}}
"tst.op"() {a = dense<[1, 2]>} : () -> ()

// -----

// expected-error @+1 {{expected integer literal}}
"tst.op"() {a = array<i32: 1.5>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"tst.op"() {a = array<i8: 300>} : () -> ()

// -----

// expected-error @+1 {{expected integer or float type, got: 'tensor<i32>'}}
"tst.op"() {a = array<tensor<i32>: 1>} : () -> ()

// -----

// expected-error @+1 {{expected '>' to close an array attribute}}
"tst.op"() {a = array<i32: 1, 2} : () -> ()

// -----

// expected-error @+1 {{expected shape ([2, 2]); inferred shape of indices literal ([1, 2]); inferred shape of values literal ([2])}}
"tst.op"() {a = sparse<[[0, 0]], [1, 2]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{sparse index #0 is not contained within the value shape, with index=[5, 0], and type='tensor<2x2xi32>'}}
"tst.op"() {a = sparse<[[5, 0]], [1]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected ',' or ']'}}
"tst.op"() {a = [1, 2} : () -> ()

// -----

// expected-error @+1 {{expected '<' after distinct ID}}
"tst.op"() {a = distinct[0]} : () -> ()

// -----

// expected-error @+1 {{expected '[' after 'distinct'}}
"tst.op"() {a = distinct<1>} : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"tst.op"() {a = "x" : } : () -> ()

// -----

// expected-error @+1 {{expected nested symbol reference identifier}}
"tst.op"() {a = @a::b} : () -> ()

// -----

// expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
"tst.op"() {a = #foo.a<(]>} : () -> ()

// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"tst.op"() {a = #foo.x<>>} : () -> ()

// -----

// expected-error @+1 {{expected ::mlir::gpu::Processor to be one of: block_x, block_y, block_z, thread_x, thread_y, thread_z, sequential}}
"tst.op"() {mapping = [#gpu.loop_dim_map<processor = warp_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]} : () -> ()

// -----

// expected-error @+1 {{struct is missing required parameter}}
"tst.op"() {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0)>]} : () -> ()

module {
  func.func @launch_needs_container_module(%sz: index) {
    // expected-error@+1 {{'gpu.launch_func' op expected the closest surrounding module to have the 'gpu.container_module' attribute}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @undefined_container(%sz: index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel container 'kernels' is undefined}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func private @kernels()
  func.func @container_not_a_gpu_module(%sz: index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel module 'kernels' is undefined}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
  }
  func.func @undefined_kernel(%sz: index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel function '@kernels::@k' is undefined}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() {
      gpu.return
    }
  }
  func.func @kernel_attribute_missing(%sz: index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: f32) kernel {
      gpu.return
    }
  }
  func.func @operand_count(%sz: index) {
    // expected-error@+1 {{'gpu.launch_func' op got 0 kernel operands but expected 1}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: f32) kernel {
      gpu.return
    }
  }
  func.func @operand_type(%sz: index, %x: i32) {
    // expected-error@+1 {{'gpu.launch_func' op type of function argument 0 does not match}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%x : i32)
    return
  }
}

// -----

module {
  func.func @grid_types_match(%sz: index, %n: i32) {
    // expected-error@+1 {{'gpu.launch_func' op failed to verify that all of {gridSizeX, gridSizeY, gridSizeZ, blockSizeX, blockSizeY, blockSizeZ} have same type}}
    "gpu.launch_func"(%sz, %sz, %sz, %n, %n, %n) <{kernel = @kernels::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (index, index, index, i32, i32, i32) -> ()
    return
  }
}

// -----

// expected-error@+1 {{'gpu.func' op expects parent op 'gpu.module'}}
gpu.func @func_outside_gpu_module() {
  gpu.return
}

// -----

gpu.module @kernels {
  // expected-error@+1 {{'gpu.func' op expected void return type for kernel function}}
  gpu.func @kernel_with_result() -> f32 kernel {
    %c = arith.constant 1.0 : f32
    gpu.return %c : f32
  }
}

// -----

gpu.module @kernels {
  // expected-note@+1 {{return type declared here}}
  gpu.func @return_count() -> f32 {
    // expected-error@+1 {{'gpu.return' op expected 1 result operands}}
    gpu.return
  }
}

// -----

gpu.module @kernels {
  gpu.func @return_type(%x: i32) -> f32 {
    // expected-error@+1 {{'gpu.return' op unexpected type `'i32'' for operand #0}}
    gpu.return %x : i32
  }
}

// -----

gpu.module @kernels {
  // expected-error@+1 {{'gpu.func' op expected memory space workgroup in attribution}}
  gpu.func @attribution_space() workgroup(%w : memref<4xf32, #gpu.address_space<private>>) kernel {
    gpu.return
  }
}

// -----

gpu.module @kernels {
  // expected-error@+1 {{'gpu.func' op expected memref type in attribution}}
  gpu.func @attribution_type() private(%p : f32) kernel {
    gpu.return
  }
}

// -----

gpu.module @kernels {
  // expected-error@+1 {{gpu.func requires named arguments}}
  gpu.func @unnamed_arguments(f32) {
    gpu.return
  }
}

// -----

func.func @launch_terminator(%sz: index) {
  // expected-note@+1 {{in 'gpu.launch' body region}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz) threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    // expected-error@+1 {{expected 'gpu.terminator' or a terminator with successors}}
    gpu.yield
  }
  return
}

// -----

func.func @terminator_outside_launch() {
  // expected-error@+1 {{'gpu.terminator' op expects parent op 'gpu.launch'}}
  gpu.terminator
}

// -----

func.func @async_needs_a_name() {
  // expected-error@+1 {{needs to be named when marked 'async'}}
  gpu.wait async
  return
}

// -----

func.func @all_reduce_op_and_body(%x: f32) {
  // expected-error@+1 {{expected either an op attribute or a non-empty body}}
  %r = gpu.all_reduce add %x {
  ^bb0(%a: f32, %b: f32):
    gpu.yield %a : f32
  } : (f32) -> f32
  return
}

// -----

func.func @all_reduce_neither(%x: f32) {
  // expected-error@+1 {{expected either an op attribute or a non-empty body}}
  %r = gpu.all_reduce %x {} : (f32) -> f32
  return
}

// -----

func.func @all_reduce_kind_type(%x: f32) {
  // expected-error@+1 {{`and` reduction operation is not compatible with type 'f32'}}
  %r = gpu.all_reduce and %x {} : (f32) -> f32
  return
}

// -----

func.func @all_reduce_region_arguments(%x: f32) {
  // expected-error@+1 {{expected two region arguments}}
  %r = gpu.all_reduce %x {
  ^bb0(%a: f32):
    gpu.yield %a : f32
  } : (f32) -> f32
  return
}

// -----

func.func @all_reduce_yield_type(%x: f32) {
  // expected-error@+1 {{incorrect gpu.yield type}}
  %r = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: f32):
    %c = arith.constant 1 : i32
    gpu.yield %c : i32
  } : (f32) -> f32
  return
}

// -----

func.func @all_reduce_bad_kind(%x: f32) {
  // expected-error@+1 {{invalid op kind}}
  %r = gpu.all_reduce addition %x {} : (f32) -> f32
  return
}

// -----

func.func @subgroup_reduce_kind_type(%x: vector<4xi32>) {
  // expected-error@+1 {{`minnumf` reduction operation is not compatible with type 'vector<4xi32>'}}
  %r = gpu.subgroup_reduce minnumf %x : (vector<4xi32>) -> vector<4xi32>
  return
}

// -----

func.func @shuffle_vector(%x: vector<4xf32>, %o: i32) {
  // expected-error@+1 {{'gpu.shuffle' op operand #0 must be i32, i64, f32 or f64, but got 'vector<4xf32>'}}
  %r, %ok = gpu.shuffle xor %x, %o, %o : vector<4xf32>
  return
}

// -----

func.func @alloc_dynamic_sizes(%n: index) {
  // expected-error@+1 {{'gpu.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %m = gpu.alloc (%n) : memref<4xf32>
  return
}

// -----

func.func @memcpy_element_type(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error@+1 {{'gpu.memcpy' op arguments have incompatible element type}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<4xi32>
  return
}

// -----

func.func @memcpy_shape(%a: memref<4xf32>, %b: memref<8xf32>) {
  // expected-error@+1 {{'gpu.memcpy' op arguments have incompatible shape}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<8xf32>
  return
}

// -----

func.func @memset_value_type(%a: memref<4xf32>, %v: i32) {
  // expected-error@+1 {{'gpu.memset' op failed to verify that all of {dst, value} have same element type}}
  gpu.memset %a, %v : memref<4xf32>, i32
  return
}

// -----

// expected-error@+1 {{unknown gpu type: token}}
func.func @unknown_type(%t: !gpu.token) {
  return
}

// -----

// expected-error@+2 {{expected ::mlir::gpu::AddressSpace to be one of: global, workgroup, private}}
// expected-error@+1 {{failed to parse GPU_AddressSpaceAttr parameter 'value' which is to be a `::mlir::gpu::AddressSpace`}}
func.func @unknown_address_space(%m: memref<4xf32, #gpu.address_space<shared>>) {
  return
}

// -----

// expected-error@+2 {{expected ::mlir::gpu::Dimension to be one of: x, y, z}}
// expected-error@+1 {{failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`}}
%0 = "gpu.thread_id"() <{dimension = #gpu<dim w>}> : () -> index

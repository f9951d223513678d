// PIPELINE: --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm))' --split-input-file
// VERIFY-DIAGNOSTICS
// convert-gpu-to-nvvm reports what it cannot lower, at the op, before
// changing anything.

gpu.module @reduce {
  gpu.func @sum(%v: f32) kernel {
    // expected-error @+1 {{'gpu.all_reduce' op cannot be lowered by convert-gpu-to-nvvm: reductions with a body are not supported yet: name the operation (add, maxnumf...)}}
    %s = gpu.all_reduce %v {
    ^bb0(%a: f32, %b: f32):
      %c = arith.addf %a, %b : f32
      gpu.yield %c : f32
    } : (f32) -> f32
    gpu.return
  }
}

// -----

gpu.module @dynamic_attribution {
  // expected-error @+1 {{a workgroup attribution must be a memref of static shape with the identity layout}}
  gpu.func @k() workgroup(%t: memref<?xf32, #gpu.address_space<workgroup>>) kernel {
    gpu.return
  }
}

// -----

gpu.module @host_op {
  gpu.func @k(%n: index) kernel {
    // expected-error @+1 {{'gpu.alloc' op cannot be lowered by convert-gpu-to-nvvm: host-side op in device code}}
    %m = gpu.alloc (%n) : memref<?xf32>
    gpu.return
  }
}

// -----

gpu.module @tensor {
  // expected-error @+1 {{'gpu.func' op: an argument of type tensor<4xf32> cannot be passed to a kernel}}
  gpu.func @k(%t: tensor<4xf32>) kernel {
    gpu.return
  }
}

// -----

gpu.module @wide {
  gpu.func @k(%v: f64) kernel {
    // expected-error @+1 {{'gpu.subgroup_reduce' op cannot be lowered by convert-gpu-to-nvvm: only i32 and f32 subgroup reductions are supported yet}}
    %s = gpu.subgroup_reduce add %v : (f64) -> f64
    gpu.return
  }
}

// -----

gpu.module @libdevice_vector {
  gpu.func @k(%x: vector<4xf32>) -> vector<4xf32> {
    %s = math.sqrt %x : vector<4xf32>
    // expected-error @+1 {{'math.exp' op cannot be lowered by convert-gpu-to-nvvm: libdevice's functions take scalars; vector operands are not supported yet}}
    %e = math.exp %s : vector<4xf32>
    gpu.return %e : vector<4xf32>
  }
}

// -----

gpu.module @libdevice_powi {
  gpu.func @k(%x: f32, %n: i64) -> f32 {
    // expected-error @+1 {{'math.fpowi' op cannot be lowered by convert-gpu-to-nvvm: libdevice's powi takes an i32 exponent}}
    %e = math.fpowi %x, %n : f32, i64
    gpu.return %e : f32
  }
}

// -----

gpu.module @wmma_shape {
  gpu.func @k(%m: memref<16x16xf16>, %i: index) kernel {
    // expected-error @+1 {{'gpu.subgroup_mma_load_matrix' op cannot be lowered by convert-gpu-to-nvvm: NVVM has no WMMA intrinsic for this matrix shape and element type}}
    %a = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x8xf16, "AOp">
    gpu.return
  }
}

// -----

gpu.module @wmma_elementwise {
  gpu.func @k(%m: memref<16x16xf32>, %i: index) kernel {
    %c = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 16 : index} : memref<16x16xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    // expected-error @+1 {{'gpu.subgroup_mma_elementwise' op cannot be lowered by convert-gpu-to-nvvm: only addf, mulf, subf, divf, maxf, minf, negatef, addi, muli, subi, divs and divu are supported yet}}
    %d = gpu.subgroup_mma_elementwise extf %c : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %d, %m[%i, %i] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
    gpu.return
  }
}

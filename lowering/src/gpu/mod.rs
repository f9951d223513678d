//! The GPU lowering: kernels in `gpu.module`s to NVVM and PTX, their
//! launches and device memory on the host to calls of the runtime's `mgpu*`
//! entry points.
//! * `convert-gpu-to-nvvm` (`to_nvvm.rs`): a `gpu.module`'s body to the
//!   llvm and nvvm dialects;
//! * `gpu-to-llvm` (`host.rs`): the host's gpu ops to runtime calls, once
//!   each `gpu.module` is a global holding its PTX;
//! * `gpu-async-region` (`async_region.rs`): the GPU ops of a function made
//!   async, chained by tokens, with host synchronization at side effects;
//! * `gpu-decompose-memrefs` (`decompose_memrefs.rs`): memref accesses and
//!   views in `gpu.launch` bodies on base buffers and explicit offsets;
//! * `lower-gpu-to-nvvm` (`pipeline.rs`): outlining (when registered), the
//!   device lowering, device compilation (through the compiler the code
//!   generator installs with [`set_device_compiler`]), the host lowering and
//!   `lower-to-llvm`'s conversions.

mod all_reduce;
pub(crate) mod async_region;
pub(crate) mod decompose_memrefs;
pub mod host;
mod libdevice;
pub mod pipeline;
mod printf;
pub mod to_nvvm;
pub(crate) mod wmma;

pub use pipeline::{set_device_compiler, DeviceCompiler, LOWER_GPU_TO_NVVM};

use strata::ir::{Body, Context};

/// Whether `body` holds a `gpu.module` or any gpu op.
pub fn has_gpu_code(ctx: &Context, body: &Body) -> bool {
    let mut any = false;
    to_nvvm::walk_all(body, &mut |b, op| any |= ctx.str(b.op(op).name).starts_with("gpu."));
    any
}

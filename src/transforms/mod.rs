//! The general-purpose passes: canonicalization, CSE, cast reconciliation,
//! debug-info stripping, symbol DCE, loop-invariant code motion, inlining,
//! sparse conditional constant propagation, folding memref alias ops
//! into loads and stores, outlining GPU kernels (with sinking index
//! computations into launches first) and mapping parallel loops to GPU
//! processors, control-flow sinking, duplicate-function elimination; the
//! affine loop analyses and transformations (`affine`), the scf loop
//! transformations (`scf`), arith and math legalizations (`arith`, `math`),
//! the integer range analysis and its optimizations (`int_range`), the LLVM
//! dialect's own passes (`llvm`), and rewriting GEMM-like affine nests into
//! packed, register-tiled, vectorized code.

pub mod affine;
pub mod alias;
pub mod arith;
pub mod buffer;
pub mod bufferize;
pub mod canonicalize;
pub mod control_flow_sink;
pub mod cse;
pub mod duplicate_function_elimination;
pub mod empty_tensors;
pub mod fold_memref_alias_ops;
pub mod fold_tensor_subset_ops;
pub mod fp_contract;
pub mod gemm;
pub mod gpu_eliminate_barriers;
pub mod gpu_kernel_outlining;
pub mod gpu_launch_sink_index_computations;
pub mod gpu_map_parallel_loops;
pub mod inline;
pub mod int_range;
pub mod licm;
pub mod linalg;
pub mod llvm;
mod llvm_di_scope;
pub mod math;
pub mod mem2reg;
pub mod memref;
pub mod passes;
pub mod reconcile_casts;
pub mod resolve_shaped_type_result_dims;
pub mod sccp;
pub mod scf;
pub mod sroa;
pub mod strip_debuginfo;
pub mod subset_hoisting;
pub mod symbol_dce;

use crate::ir::{Body, Context, OpId};

/// The `func.func`s directly in the module held by `module` (a module
/// pass's arena), in order.
pub fn module_functions(ctx: &Context, module: &Body) -> Vec<OpId> {
    let Some(&root) = module.roots.first() else { return Vec::new() };
    module
        .region(root)
        .blocks
        .iter()
        .flat_map(|&b| module.block_ops(b))
        .filter(|&op| ctx.str(module.op(op).name) == "func.func")
        .collect()
}

/// The ops named `name` in the regions of `body`'s arena, in program order.
pub fn ops_named(ctx: &Context, body: &Body, name: &str) -> Vec<OpId> {
    let mut out = Vec::new();
    for &r in &body.roots {
        body.walk_region(r, &mut |op| {
            if ctx.str(body.op(op).name) == name {
                out.push(op);
            }
        });
    }
    out
}

//! The general-purpose passes: canonicalization, CSE, cast reconciliation,
//! debug-info stripping, symbol DCE, loop-invariant code motion, inlining,
//! sparse conditional constant propagation, folding memref alias ops
//! into loads and stores, outlining GPU kernels (with sinking index
//! computations into launches first) and mapping parallel loops to GPU
//! processors; the affine loop analyses and transformations (`affine`), and
//! rewriting GEMM-like affine nests into packed,
//! register-tiled, vectorized code.

pub mod affine;
pub mod alias;
pub mod buffer;
pub mod bufferize;
pub mod canonicalize;
pub mod cse;
pub mod empty_tensors;
pub mod fold_memref_alias_ops;
pub mod fp_contract;
pub mod gemm;
pub mod gpu_kernel_outlining;
pub mod gpu_launch_sink_index_computations;
pub mod gpu_map_parallel_loops;
pub mod inline;
pub mod licm;
pub mod linalg;
pub mod passes;
pub mod reconcile_casts;
pub mod sccp;
pub mod strip_debuginfo;
pub mod symbol_dce;

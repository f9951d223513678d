//! Strata's core: the IR, the MLIR text format, the dialect registry and the
//! verifier. This crate has no LLVM dependency; lowering lives in
//! `strata-lowering` and code generation in `strata-targets`.

pub mod bytecode;
pub mod conversion;
pub mod dialects;
pub mod ir;
pub mod opdef;
pub mod pass;
pub mod rewrite;
pub mod stack;
pub mod syntax;
pub mod testing;
pub mod tool;
pub mod transforms;
pub mod verify;

//! Strata's back end: translation of the llvm dialect to LLVM IR, target
//! machines, object/assembly/IR emission and the JIT runner, behind the
//! `strata` command-line tool.

pub mod bindings;
mod build_api;
pub mod codegen;
pub mod compile;
pub mod gpu;
pub mod header;
mod interface;
pub mod jit;
mod jit_symbols;
mod symbols;
pub mod triple;
pub mod tuning;

pub use build_api::{Build, BuildError};

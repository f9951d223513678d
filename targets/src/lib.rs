//! Strata's back end: translation of the llvm dialect to LLVM IR, target
//! machines, object/assembly/IR emission and the JIT runner, behind the
//! `strata` command-line tool.

pub mod bindings;
mod build_api;
pub mod codegen;
pub mod compile;
mod fatal;
pub mod gpu;
pub mod header;
mod interface;
pub mod jit;
mod jit_symbols;
pub mod limits;
mod llvm_targets;
mod symbols;
pub mod triple;
pub mod tuning;

pub use build_api::{Build, BuildError};
pub use fatal::{install_fatal_error_handler, FATAL_ERROR_EXIT_CODE};

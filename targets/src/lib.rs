//! Strata's back end: translation of the llvm dialect to LLVM IR, target
//! machines, object/assembly/IR emission and the JIT runner, behind the
//! `strata` command-line tool.

pub mod codegen;
pub mod compile;
pub mod header;
pub mod jit;
mod jit_symbols;

//! The llvm dialect: LLVM IR's types and instructions as MLIR ops, the
//! target of the lowering passes and the input of code generation.

pub mod types;

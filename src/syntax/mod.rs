//! The MLIR text format: lexer, parser, printer, diagnostics, and the
//! `--verify-diagnostics` / `--split-input-file` machinery used by tools.

pub mod diag;
pub mod expect;
pub mod lexer;
pub mod parser;
pub mod printer;

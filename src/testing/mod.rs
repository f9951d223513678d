//! Test support shared by the integration tests and the CLI: a FileCheck
//! work-alike (`filecheck`) and the header of `.mlir` check tests
//! (`header`), which maps `// PIPELINE:` lines to `strata opt` options, and
//! random programs for differential testing of code generation
//! (`random_program`), and deeply nested programs (`nesting`).

pub mod filecheck;
pub mod header;
pub mod nesting;
pub mod random_program;

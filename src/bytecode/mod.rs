//! MLIR's bytecode format (as `mlir-opt-19 --emit-bytecode` writes it):
//! reading a file of any version from 0 to 6 into Strata's IR, and writing
//! Strata's IR as bytecode of a chosen version.
//!
//! The module sits beside the text parser and printer in the layering: it
//! builds and reads [`crate::ir`] through the same registry, and falls back
//! on the text parser and printer for attributes and types the builtin
//! dialect's binary encodings do not cover (upstream's textual-assembly
//! fallback). Bad files give a [`BytecodeError`] naming the section and the
//! byte offset; every count is bounded by the bytes left before anything is
//! allocated for it.

mod builtin_read;
mod builtin_write;
pub mod encoding;
mod numbering;
mod props;
mod read_ir;
mod reader;
mod writer;

pub use reader::read;
pub use writer::{write, write_with_dialect_versions};

/// The four bytes every bytecode file starts with.
pub const MAGIC: &[u8; 4] = b"ML\xefR";

/// The newest version Strata reads and writes (MLIR 19's).
pub const CURRENT_VERSION: u64 = 6;

/// Whether `bytes` is a bytecode file (by its magic number).
pub fn is_bytecode(bytes: &[u8]) -> bool {
    bytes.starts_with(MAGIC)
}

/// A malformed or unsupported bytecode file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid bytecode: {section} section, byte offset {offset}: {message}")]
pub struct BytecodeError {
    /// The section (or `header`) being read.
    pub section: &'static str,
    /// The byte offset in the file where reading failed.
    pub offset: usize,
    pub message: String,
}

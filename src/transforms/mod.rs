//! The general-purpose passes: canonicalization, CSE, debug-info stripping.

pub mod canonicalize;
pub mod cse;
pub mod strip_debuginfo;

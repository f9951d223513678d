//! The general-purpose passes: canonicalization, CSE, debug-info stripping,
//! symbol DCE, loop-invariant code motion, inlining and SCCP.

pub mod canonicalize;
pub mod cse;
pub mod inline;
pub mod licm;
pub mod strip_debuginfo;
pub mod symbol_dce;

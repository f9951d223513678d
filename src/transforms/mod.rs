//! The general-purpose passes: canonicalization, CSE, cast reconciliation,
//! debug-info stripping.

pub mod canonicalize;
pub mod cse;
pub mod reconcile_casts;
pub mod strip_debuginfo;

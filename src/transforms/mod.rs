//! The general-purpose passes: canonicalization, CSE, cast reconciliation,
//! debug-info stripping, symbol DCE, loop-invariant code motion, inlining and
//! sparse conditional constant propagation.

pub mod canonicalize;
pub mod cse;
pub mod inline;
pub mod licm;
pub mod reconcile_casts;
pub mod sccp;
pub mod strip_debuginfo;
pub mod symbol_dce;

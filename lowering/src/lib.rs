//! The lowering passes of Strata: conversions from the structured dialects
//! (affine, scf, vector, memref, arith, math, index, func, cf) down to the
//! llvm dialect, under upstream MLIR's pass names, and the named pipeline
//! `lower-to-llvm` that runs what a module needs in a working order.
//!
//! The core crate knows nothing of these passes until [`register`] adds them
//! to its pass registry; the `strata` CLI does that at start-up.

pub mod to_llvm;

use strata::pass::PassInfo;

/// The passes of this crate, as the core registry lists them.
static PASSES: &[PassInfo] = &[];

/// Add the lowering passes to the core pass registry (idempotent).
pub fn register() {
    strata::pass::register_passes(PASSES);
    strata::pass::register_passes(to_llvm::passes::PASSES);
}

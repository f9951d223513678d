//! The lowering passes of Strata: conversions from the structured dialects
//! (affine, scf, vector, memref, arith, math, index, func, cf) down to the
//! llvm dialect, under upstream MLIR's pass names, and the named pipeline
//! `lower-to-llvm` that runs what a module needs in a working order.
//!
//! The core crate knows nothing of these passes until [`register`] adds them
//! to its pass registry; the `strata` CLI does that at start-up.
//!
//! Each pass is a dialect conversion (`strata::conversion`) with upstream's
//! legality and patterns, so its output matches `mlir-opt-19`'s:
//! * `lower-affine` (`lower_affine.rs`): affine to arith, scf, memref and vector;
//! * `convert-scf-to-cf` (`scf_to_cf.rs`): scf to cf branches between blocks.

mod lower_affine;
mod scf_to_cf;
mod util;

pub mod to_llvm;

use strata::pass::PassInfo;
use strata::syntax::diag::Diagnostic;

/// The passes of this crate, as the core registry lists them.
static PASSES: &[PassInfo] = &[
    PassInfo {
        name: "convert-scf-to-cf",
        display: "SCFToControlFlow",
        help: "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
        anchor: None,
        options: &[],
        create: scf_to_cf::create,
    },
    PassInfo {
        name: "lower-affine",
        display: "ConvertAffineToStandard",
        help: "Lower Affine operations to a combination of Standard and SCF operations",
        anchor: None,
        options: &[],
        create: lower_affine::create,
    },
];

/// Add the lowering passes to the core pass registry (idempotent).
pub fn register() {
    strata::pass::register_passes(PASSES);
    strata::pass::register_passes(to_llvm::passes::PASSES);
}

/// One diagnostic carrying all of `errors` (a pass reports one), the first
/// as the error and the others following it.
fn combine_errors(errors: Vec<Diagnostic>) -> Diagnostic {
    let mut it = errors.into_iter();
    let first = it.next().expect("at least one error");
    it.fold(first, |d, e| {
        let mut d = d.followed_by(e.loc, e.message);
        d.notes.extend(e.notes);
        d
    })
}

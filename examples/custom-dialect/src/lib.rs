//! A dialect defined outside Strata, end to end: `poly`, polynomials with
//! float coefficients (`poly`: its type, attribute, ops, fold and
//! canonicalization), its lowering to Strata's `arith`, `memref` and `scf`
//! dialects (`lower`: the `convert-poly-to-standard` pass), and a driver
//! (`driver`) that parses IR using the dialect, checks its round trip
//! through `mlir-opt-19`, lowers it, compiles it to an object file with
//! `strata_targets` and links it with a C program. `docs/extending.md` in
//! the Strata repository walks through it.

pub mod driver;
pub mod lower;
pub mod poly;

use strata::opdef::Registry;

/// Strata's dialects and `poly`, with this crate's passes registered for
/// pipelines.
pub fn registry() -> Registry {
    let mut r = Registry::with_all_dialects();
    poly::register(&mut r);
    lower::register_passes();
    r
}

//! The registry entries of affine loop transforms kept out of the main
//! list: upstream's names, descriptions and options, and the constructors.
//! Registered with the other transforms by
//! `transforms::passes::register_passes`.

use crate::pass::PassInfo;

/// `affine-loop-coalescing`.
pub static PASSES: &[PassInfo] = &[PassInfo {
    name: "affine-loop-coalescing",
    display: "LoopCoalescing",
    help: "Coalesce nested loops with independent bounds into a single loop",
    anchor: Some("func.func"),
    options: &[],
    create: super::coalesce::create,
}];

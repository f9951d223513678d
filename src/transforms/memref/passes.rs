//! The registry entries of the memref transforms: upstream's names,
//! descriptions and options, and the constructors. Registered with the
//! other transforms by `transforms::passes::register_passes`.

use crate::pass::PassInfo;

/// The memref transforms of `crate::transforms::memref`.
pub static PASSES: &[PassInfo] = &[PassInfo {
    name: "normalize-memrefs",
    display: "NormalizeMemRefs",
    help: "Normalize memrefs",
    anchor: Some("builtin.module"),
    options: &[],
    create: super::normalize::create,
}];

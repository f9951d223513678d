//! The lowering passes of Strata: conversions from the structured dialects
//! (affine, scf, vector, memref, arith, math, index, func, cf) down to the
//! llvm dialect, under upstream MLIR's pass names, and the named pipeline
//! `lower-to-llvm` that runs what a module needs in a working order.
//!
//! The core crate knows nothing of these passes until [`register`] adds them
//! to its pass registry; the `strata` CLI does that at start-up.

mod expand_strided_metadata;
mod vector_to_scf;

use strata::pass::{PassInfo, PassOption};

const BOOL: &[&str] = &["true", "false", "1", "0"];

/// The passes of this crate, as the core registry lists them (by name).
static PASSES: &[PassInfo] = &[
    PassInfo {
        name: "convert-vector-to-scf",
        display: "ConvertVectorToSCF",
        help: "Lower the operations from the vector dialect into the SCF dialect",
        anchor: None,
        options: &[
            PassOption {
                name: "full-unroll",
                help: "Perform full unrolling when converting vector transfers to SCF",
                default: "false",
                values: BOOL,
                unsigned: false,
            },
            PassOption {
                name: "target-rank",
                help: "Target vector rank to which transfer ops should be lowered",
                default: "1",
                values: &[],
                unsigned: true,
            },
            PassOption {
                name: "lower-tensors",
                help: "Lower transfer ops that operate on tensors",
                default: "false",
                values: BOOL,
                unsigned: false,
            },
        ],
        create: vector_to_scf::create,
    },
    PassInfo {
        name: "expand-strided-metadata",
        display: "ExpandStridedMetadata",
        help: "Expand memref operations into easier to analyze constructs",
        anchor: None,
        options: &[],
        create: expand_strided_metadata::create,
    },
];

/// Add the lowering passes to the core pass registry (idempotent).
pub fn register() {
    strata::pass::register_passes(PASSES);
}

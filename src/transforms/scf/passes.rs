//! The registry entries of the scf loop transforms: upstream's names,
//! descriptions and options, and the constructors. Registered with the
//! other transforms by `transforms::passes::register_passes`.

use crate::pass::registry::PassOption;
use crate::pass::PassInfo;

const BOOL: &[&str] = &["true", "false", "1", "0"];

/// The scf loop transforms of `crate::transforms::scf`.
pub static PASSES: &[PassInfo] = &[
    PassInfo {
        name: "scf-for-to-while",
        display: "SCFForToWhileLoop",
        help: "Convert SCF for loops to SCF while loops",
        anchor: None,
        options: &[],
        create: super::for_to_while::create,
    },
    PassInfo {
        name: "scf-forall-to-for",
        display: "SCFForallToForLoop",
        help: "Convert SCF forall loops to SCF for loops",
        anchor: None,
        options: &[],
        create: super::forall::create_to_for,
    },
    PassInfo {
        name: "scf-forall-to-parallel",
        display: "SCFForallToParallelLoop",
        help: "Convert SCF forall loops to SCF parallel loops",
        anchor: None,
        options: &[],
        create: super::forall::create_to_parallel,
    },
    PassInfo {
        name: "scf-for-loop-specialization",
        display: "SCFForLoopSpecialization",
        help: "Specialize `for` loops for vectorization",
        anchor: None,
        options: &[],
        create: super::specialization::create_for,
    },
    PassInfo {
        name: "scf-parallel-loop-specialization",
        display: "SCFParallelLoopSpecialization",
        help: "Specialize parallel loops for vectorization",
        anchor: None,
        options: &[],
        create: super::specialization::create_parallel,
    },
    PassInfo {
        name: "scf-for-loop-peeling",
        display: "SCFForLoopPeeling",
        help: "Peel `for` loops at their upper bounds.",
        anchor: None,
        options: &[
            PassOption {
                name: "peel-front",
                help: "Peel the first iteration out of the loop.",
                default: "false",
                values: BOOL,
                unsigned: false,
            },
            PassOption {
                name: "skip-partial",
                help: "Do not peel loops inside of the last, partial iteration of another already peeled loop.",
                default: "true",
                values: BOOL,
                unsigned: false,
            },
        ],
        create: super::peeling::create,
    },
    PassInfo {
        name: "scf-for-loop-canonicalization",
        display: "SCFForLoopCanonicalization",
        help: "Canonicalize operations within scf.for loop bodies",
        anchor: None,
        options: &[],
        create: super::canonicalization::create,
    },
    PassInfo {
        name: "scf-for-loop-range-folding",
        display: "SCFForLoopRangeFolding",
        help: "Fold add/mul ops into loop range",
        anchor: None,
        options: &[],
        create: super::range_folding::create,
    },
    PassInfo {
        name: "scf-parallel-loop-fusion",
        display: "SCFParallelLoopFusion",
        help: "Fuse adjacent parallel loops",
        anchor: None,
        options: &[],
        create: super::parallel_fusion::create,
    },
    PassInfo {
        name: "scf-parallel-loop-tiling",
        display: "SCFParallelLoopTiling",
        help: "Tile parallel loops",
        anchor: None,
        options: &[
            PassOption {
                name: "parallel-loop-tile-sizes",
                help: "Factors to tile parallel loops by",
                default: "",
                values: &[],
                unsigned: false,
            },
            PassOption {
                name: "no-min-max-bounds",
                help: "Perform tiling with fixed upper bound with inbound check inside the internal loops",
                default: "false",
                values: BOOL,
                unsigned: false,
            },
        ],
        create: super::parallel_tiling::create,
    },
];

//! The registry entries of the linalg-to-linalg rewrites: upstream's names,
//! descriptions and options, and the constructors. Registered with the
//! other transforms by `transforms::passes::register_passes`.

use crate::pass::registry::PassOption;
use crate::pass::PassInfo;

const BOOL: &[&str] = &["true", "false", "1", "0"];

/// The linalg rewrites of `crate::transforms::linalg`.
pub static PASSES: &[PassInfo] = &[
    PassInfo {
        name: "linalg-inline-scalar-operands",
        display: "LinalgInlineScalarOperandsPass",
        help: "Inline scalar operands into linalg generic ops",
        anchor: Some("func.func"),
        options: &[],
        create: super::inline_scalar_operands::create,
    },
    PassInfo {
        name: "linalg-specialize-generic-ops",
        display: "LinalgSpecializeGenericOpsPass",
        help: "Convert generic ops back to named ops",
        anchor: None,
        options: &[],
        create: super::specialize::create,
    },
    PassInfo {
        name: "linalg-named-op-conversion",
        display: "LinalgNamedOpConversionPass",
        help: "Convert from one named linalg op to another.",
        anchor: None,
        options: &[],
        create: super::named_op_conversion::create,
    },
    PassInfo {
        name: "linalg-fold-unit-extent-dims",
        display: "LinalgFoldUnitExtentDimsPass",
        help: "Remove unit-extent dimension in Linalg ops on tensors",
        anchor: None,
        options: &[PassOption {
            name: "use-rank-reducing-slices",
            help: "Generate rank-reducing slices instead of reassociative reshapes",
            default: "false",
            values: BOOL,
            unsigned: false,
        }],
        create: super::unit_dims::create,
    },
    PassInfo {
        name: "linalg-detensorize",
        display: "LinalgDetensorizePass",
        help: "Detensorize linalg ops",
        anchor: Some("func.func"),
        options: &[PassOption {
            name: "aggressive-mode",
            help:
                "Detensorize all ops that qualify for detensoring along with branch operands and basic-block arguments.",
            default: "false",
            values: BOOL,
            unsigned: false,
        }],
        create: super::detensorize::create,
    },
];

//! The registry entries of the linalg-to-linalg rewrites: upstream's names,
//! descriptions and options, and the constructors. Registered with the
//! other transforms by `transforms::passes::register_passes`.

use crate::pass::PassInfo;

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
        name: "linalg-decompose-aggregate-ops",
        display: "LinalgDecomposeAggregateOpsPass",
        help: "Decompose linalg.softmax on tensors into generic ops (Strata)",
        anchor: None,
        options: &[],
        create: super::decompose::create,
    },
    PassInfo {
        name: "linalg-named-op-conversion",
        display: "LinalgNamedOpConversionPass",
        help: "Convert from one named linalg op to another.",
        anchor: None,
        options: &[],
        create: super::named_op_conversion::create,
    },
];

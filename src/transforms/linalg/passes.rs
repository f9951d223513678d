//! The registry entries of the linalg-to-linalg rewrites: upstream's names,
//! descriptions and options, and the constructors. Registered with the
//! other transforms by `transforms::passes::register_passes`.

use crate::pass::registry::PassOption;
use crate::pass::PassInfo;

const BOOL: &[&str] = &["true", "false", "1", "0"];

const fn option(
    name: &'static str,
    help: &'static str,
    default: &'static str,
    values: &'static [&'static str],
) -> PassOption {
    PassOption { name, help, default, values, unsigned: false }
}

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
        name: "linalg-decompose-winograd-ops",
        display: "LinalgDecomposeWinogradOps",
        help: "Decompose the Winograd filter, input and output transforms on tensors into loops of matmuls with their constant matrices (Strata)",
        anchor: None,
        options: &[],
        create: super::winograd::create,
    },
    PassInfo {
        name: "linalg-winograd-conv2d",
        display: "LinalgWinogradConv2d",
        help: "Rewrite linalg.conv_2d_nhwc_fhwc on tensors as the Winograd F(m, r) filter, input and output transforms around a batch_matmul (Strata)",
        anchor: None,
        options: &[
            PassOption { name: "m", help: "The output tile size of F(m, r)", default: "4", values: &[], unsigned: true },
            PassOption { name: "r", help: "The filter size of F(m, r)", default: "3", values: &[], unsigned: true },
        ],
        create: super::winograd::conv2d::create,
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
        name: "linalg-block-pack-matmul",
        display: "LinalgBlockPackMatmul",
        help: "Convert linalg matmul ops to block layout and back",
        anchor: None,
        options: &[
            option("block-factors", "Block factors (mb, nb, kb) for relayout", "", &[]),
            option("allow-padding", "Allow packing padding", "true", BOOL),
            option("mnk-padded-multiples", "Next multiples of the packing sizes", "", &[]),
            option("mnk-order", "Permutation of matmul (M, N, K) dimensions order", "", &[]),
            option(
                "lhs-transpose-outer-blocks",
                "Transpose LHS outer block layout [MB][KB] -> [KB][MB]",
                "false",
                BOOL,
            ),
            option(
                "lhs-transpose-inner-blocks",
                "Transpose LHS inner block layout [mb][kb] -> [kb][mb]",
                "false",
                BOOL,
            ),
            option("rhs-transpose-outer-blocks", "Transpose RHS outer block layout [KB][NB] -> [NB][KB]", "true", BOOL),
            option("rhs-transpose-inner-blocks", "Transpose RHS inner block layout [kb][nb] -> [nb][kb]", "true", BOOL),
        ],
        create: super::block_pack::create,
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

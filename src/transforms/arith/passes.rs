//! The registry entries of the arith passes: upstream's names, descriptions
//! and options, and the constructors.

use crate::pass::{PassInfo, PassOption};

const BOOL: &[&str] = &["true", "false", "1", "0"];

/// The passes of `crate::transforms::arith`.
pub static PASSES: &[PassInfo] = &[
    PassInfo {
        name: "arith-expand",
        display: "ArithExpandOpsPass",
        help: "Legalize Arith ops to be convertible to LLVM.",
        anchor: None,
        options: &[PassOption {
            name: "include-bf16",
            help: "Enable the BF16 expansion patterns",
            default: "false",
            values: BOOL,
            unsigned: false,
        }],
        create: super::expand::create,
    },
    PassInfo {
        name: "arith-emulate-unsupported-floats",
        display: "ArithEmulateUnsupportedFloats",
        help: "Emulate operations on unsupported floats with extf/truncf",
        anchor: None,
        options: &[
            PassOption {
                name: "source-types",
                help: "MLIR types without arithmetic support on a given target",
                default: "",
                values: &[],
                unsigned: false,
            },
            PassOption {
                name: "target-type",
                help: "MLIR type to convert the unsupported source types to",
                default: "f32",
                values: &[],
                unsigned: false,
            },
        ],
        create: super::emulate_floats::create,
    },
    PassInfo {
        name: "arith-int-narrowing",
        display: "ArithIntNarrowing",
        help: "Reduce integer operation bitwidth",
        anchor: None,
        options: &[PassOption {
            name: "int-bitwidths-supported",
            help: "Integer bitwidths supported",
            default: "",
            values: &[],
            unsigned: false,
        }],
        create: super::narrowing::create,
    },
    PassInfo {
        name: "arith-emulate-wide-int",
        display: "ArithEmulateWideInt",
        help: "Emulate 2*N-bit integer operations using N-bit operations",
        anchor: None,
        options: &[PassOption {
            name: "widest-int-supported",
            help: "Widest integer type supported by the target",
            default: "32",
            values: &[],
            unsigned: true,
        }],
        create: super::wide_int::create,
    },
];

//! The registry entries of the math passes: upstream's names, descriptions
//! and options, and the constructors.

use crate::pass::PassInfo;

/// The passes of `crate::transforms::math`.
pub static PASSES: &[PassInfo] = &[
    PassInfo {
        name: "math-uplift-to-fma",
        display: "MathUpliftToFMA",
        help: "Uplift arith ops to math.fma.",
        anchor: None,
        options: &[],
        create: super::uplift_to_fma::create,
    },
    PassInfo {
        name: "math-legalize-to-f32",
        display: "MathLegalizeToF32",
        help: "Legalize floating-point math ops on low-precision floats",
        anchor: None,
        options: &[],
        create: super::legalize_to_f32::create,
    },
];

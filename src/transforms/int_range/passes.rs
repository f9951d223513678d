//! The registry entries of the passes built on the integer range analysis:
//! upstream's names and descriptions, and the constructors.

use crate::pass::PassInfo;

/// The passes of `crate::transforms::int_range`.
pub static PASSES: &[PassInfo] = &[
    PassInfo {
        name: "int-range-optimizations",
        display: "IntRangeOptimizations",
        help: "Do optimizations based on integer range analysis",
        anchor: None,
        options: &[],
        create: super::optimize::create,
    },
    PassInfo {
        name: "arith-unsigned-when-equivalent",
        display: "ArithUnsignedWhenEquivalent",
        help: "Replace signed ops with unsigned ones where they are proven equivalent",
        anchor: None,
        options: &[],
        create: super::unsigned::create,
    },
];

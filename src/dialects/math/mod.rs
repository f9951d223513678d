//! The math dialect: elementwise mathematical functions (`math.sin`,
//! `math.fma`, `math.ctlz`, ...), declared in `ops.ods`. Every op follows
//! from its definition; the fast-math flags are arith's `#arith.fastmath`.

use crate::opdef::Registry;

use super::arith::FAST_MATH_FLAGS;

mod fold;

use fold::*;

include!(concat!(env!("OUT_DIR"), "/ods/math.rs"));

pub fn register(r: &mut Registry) {
    crate::opdef::ods::register_all(r, OPS);
    r.add_materializer("math", super::arith::materialize_constant);
}

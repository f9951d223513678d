//! `convert-ub-to-llvm`: `ub.poison` becomes `llvm.mlir.poison` of the
//! converted type (one op also for an n-D vector's array).

use strata::conversion::{ConversionPattern, ConversionRewriter};
use strata::ir::{OpId, ValueId};

use super::build1;

pub const PATTERNS: &[ConversionPattern] = &[ConversionPattern { root: Some("ub.poison"), apply: poison }];

fn poison(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    let body = &*rw.rw.body;
    let Some(ty) = rw.convert_type(body.value_type(body.results(op)[0])) else { return false };
    let loc = body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let v = build1(rw, "llvm.mlir.poison", loc, Vec::new(), ty, Vec::new());
    rw.replace_op(op, &[v]);
    true
}

//! `convert-cf-to-llvm`: branches and switches become their llvm forms
//! (the operand layout and successors carry over unchanged).

use strata::conversion::{ConversionPattern, ConversionRewriter};
use strata::ir::{OpId, OperationState, ValueId};

/// Also part of `convert-func-to-llvm`'s patterns (`func::PATTERNS` takes
/// these three by position).
pub const PATTERNS: &[ConversionPattern; 3] = &[
    ConversionPattern { root: Some("cf.br"), apply: |rw, op, v| terminator(rw, op, v, "llvm.br") },
    ConversionPattern { root: Some("cf.cond_br"), apply: |rw, op, v| terminator(rw, op, v, "llvm.cond_br") },
    ConversionPattern { root: Some("cf.switch"), apply: |rw, op, v| terminator(rw, op, v, "llvm.switch") },
];

/// Rebuild `op` as `name` with the converted operands, same properties and successors.
fn terminator(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId], name: &str) -> bool {
    let ctx = rw.rw.ctx;
    let data = rw.rw.body.op(op);
    let state = OperationState {
        name: ctx.ident(name),
        loc: data.loc,
        operands: operands.to_vec(),
        result_types: Vec::new(),
        properties: data.properties,
        attributes: data.attributes,
        successors: data.successors.clone(),
        regions: Vec::new(),
        inner: None,
    };
    rw.rw.set_insertion_point_before(op);
    rw.rw.create(state);
    rw.replace_op(op, &[]);
    true
}

//! Verifiers of the structured ops, with upstream's messages: destination
//! style (pure tensor or buffer semantics, one tensor result per tensor
//! init), indexing maps against operands and loops, operand shapes against
//! the loop ranges the maps give, payload arguments and `linalg.yield`.

use super::StructuredOp;
use crate::ir::{AttrKind, Body, DenseValues, OpId, Signedness, TypeKind, DYNAMIC};
use crate::verify::VerifyCx;

fn is_tensor(cx: &VerifyCx<'_>, t: crate::ir::Type) -> bool {
    matches!(cx.ctx.type_kind(t), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. })
}

fn is_memref(cx: &VerifyCx<'_>, t: crate::ir::Type) -> bool {
    matches!(cx.ctx.type_kind(t), TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
}

pub(super) fn verify_structured(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    structured_ok(cx, body, op);
}

/// The structured-op checks; false when one fails (and was reported).
fn structured_ok(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) -> bool {
    let ctx = cx.ctx;
    let Some(s) = StructuredOp::get(ctx, body, op) else { return true };
    if !verify_index_attrs(cx, body, op, &s) || !verify_destination_style(cx, body, op, &s) {
        return false;
    }
    let maps = s.indexing_maps(ctx, body);
    let operands = body.operands(op);
    if maps.len() != operands.len() {
        let msg = format!(
            "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
            maps.len(),
            operands.len()
        );
        cx.op_error(body, op, msg);
        return false;
    }
    let loops = s.iterator_types(ctx, body).len();
    let ranks = s.ranks(ctx, body);
    for (i, map) in maps.iter().enumerate() {
        if map.num_symbols != 0 {
            cx.op_error(body, op, format!("unexpected symbols in indexing_map #{i}"));
            return false;
        }
        if map.num_dims != loops {
            let msg = format!("expected indexing_map #{i} to have {loops} dim(s) to match the number of loops");
            cx.op_error(body, op, msg);
            return false;
        }
        if map.num_results() != ranks[i] {
            let msg = format!(
                "expected operand rank ({}) to match the result rank of indexing_map #{i} ({})",
                ranks[i],
                map.num_results()
            );
            cx.op_error(body, op, msg);
            return false;
        }
    }
    verify_shapes(cx, body, op, &s) && verify_payload_args(cx, body, op, &s)
}

/// A named op's index attributes (`strides`, `dilations`) are i64 dense
/// elements of the table's length, as upstream's attribute constraint says.
fn verify_index_attrs(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, s: &StructuredOp) -> bool {
    let ctx = cx.ctx;
    let Some(named) = s.named else { return true };
    for a in &named.index_attrs {
        let Some(value) = crate::opdef::ods::attr(ctx, body, op, a.name.as_str()) else { continue };
        let fits = matches!(ctx.attr_kind(value), AttrKind::DenseElements { ty, values: DenseValues::Int(_), .. }
        if ctx.shaped_parts(*ty).is_some_and(|(shape, el)| {
            shape == [a.len as i64] && matches!(ctx.type_kind(el), TypeKind::Integer { width: 64, signedness: Signedness::Signless })
        }));
        if !fits {
            let msg = format!(
                "attribute '{}' failed to satisfy constraint: 64-bit signless int elements attribute of shape [{}]",
                a.name, a.len
            );
            cx.op_error(body, op, msg);
            return false;
        }
    }
    true
}

fn verify_destination_style(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, s: &StructuredOp) -> bool {
    let ctx = cx.ctx;
    let inits = s.inits(ctx, body);
    let types: Vec<_> = body.operands(op).iter().map(|&v| body.value_type(v)).collect();
    let tensors = types.iter().filter(|&&t| is_tensor(cx, t)).count();
    let memrefs = types.iter().filter(|&&t| is_memref(cx, t)).count();
    if tensors > 0 && memrefs > 0 {
        cx.op_error(body, op, "expected to have pure tensor or buffer semantics");
        return false;
    }
    let tensor_inits: Vec<_> = inits.iter().map(|&v| body.value_type(v)).filter(|&t| is_tensor(cx, t)).collect();
    let results = body.results(op);
    if tensor_inits.len() != results.len() {
        let msg = format!(
            "expected the number of tensor results ({}) to be equal to the number of output tensors ({})",
            results.len(),
            tensor_inits.len()
        );
        cx.op_error(body, op, msg);
        return false;
    }
    for (i, (&r, &t)) in results.iter().zip(&tensor_inits).enumerate() {
        let rt = body.value_type(r);
        if rt != t {
            let n = s.num_inputs(ctx, body) + i;
            let msg = format!(
                "expected type of operand #{n} ({}) to match type of corresponding result ({})",
                cx.type_str(t),
                cx.type_str(rt)
            );
            cx.op_error(body, op, msg);
            return false;
        }
    }
    true
}

/// Shapes against the static loop ranges the maps give them.
fn verify_shapes(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, s: &StructuredOp) -> bool {
    let ctx = cx.ctx;
    let maps = s.indexing_maps(ctx, body);
    let ranges = s.static_loop_ranges(ctx, body);
    for (i, (map, shape)) in maps.iter().zip(s.shapes(ctx, body)).enumerate() {
        for (j, (e, &size)) in map.results.iter().zip(&shape).enumerate() {
            if size == DYNAMIC {
                continue;
            }
            if let Some(d) = e.as_dim() {
                if ranges[d] != DYNAMIC && ranges[d] != size {
                    let msg = format!(
                        "inferred input/output operand #{i} has shape's dimension #{j} to be {}, but found {size}",
                        ranges[d]
                    );
                    cx.op_error(body, op, msg);
                    return false;
                }
                continue;
            }
            if ranges.iter().any(|&r| r == DYNAMIC || r <= 0) {
                continue;
            }
            let last: Vec<i64> = ranges.iter().map(|r| r - 1).collect();
            let Some(max) = e.eval(&last, &[]) else { continue };
            if max + 1 > size {
                let msg = format!(
                    "inferred input/output operand #{i} has shape's dimension #{j} to be greater than or equal to {}, but found {size}",
                    max + 1
                );
                cx.op_error(body, op, msg);
                return false;
            }
        }
    }
    true
}

fn verify_payload_args(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, s: &StructuredOp) -> bool {
    let ctx = cx.ctx;
    let Some(block) = s.payload(body) else { return true };
    let args = &body.block(block).args;
    let operands = &body.operands(op)[..s.num_payload_args(ctx, body)];
    if args.len() != operands.len() {
        let msg = "expected as many non-induction variable region arguments as the number of input/output operands";
        cx.op_error(body, op, msg);
        return false;
    }
    for (i, (&a, &v)) in args.iter().zip(operands).enumerate() {
        let t = body.value_type(v);
        let elem = ctx.element_type(t).unwrap_or(t);
        let at = body.value_type(a);
        if at != elem {
            let msg = format!(
                "expected type of bb argument #{i} ({}) to match element or self type of the corresponding operand ({})",
                cx.type_str(at),
                cx.type_str(elem)
            );
            cx.op_error(body, op, msg);
            return false;
        }
    }
    true
}

pub(super) fn verify_yield(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let Some(parent) = body.parent_of_op(op) else { return };
    let Some(s) = StructuredOp::get(ctx, body, parent) else {
        return cx.op_error(body, op, "expected parent op with LinalgOp interface");
    };
    let inits = s.inits(ctx, body);
    let vals = body.operands(op);
    if vals.len() != inits.len() {
        let msg = format!(
            "expected number of yield values ({}) to match the number of inits / outs operands of the enclosing LinalgOp ({})",
            vals.len(),
            inits.len()
        );
        return cx.op_error(body, op, msg);
    }
    for (i, (&v, &o)) in vals.iter().zip(inits).enumerate() {
        let t = body.value_type(o);
        let elem = ctx.element_type(t).unwrap_or(t);
        let vt = body.value_type(v);
        if vt != elem {
            let msg = format!(
                "type of yield operand {} ({}) doesn't match the element type of the enclosing linalg.generic op ({})",
                i + 1,
                cx.type_str(vt),
                cx.type_str(elem)
            );
            return cx.op_error(body, op, msg);
        }
    }
}

pub(super) fn verify_index(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let Some(parent) = body.parent_of_op(op) else { return };
    let Some(s) = StructuredOp::get(ctx, body, parent) else {
        return cx.op_error(body, op, "expected parent op with LinalgOp interface");
    };
    let dim = match crate::opdef::ods::attr(ctx, body, op, "dim").map(|a| ctx.attr_kind(a)) {
        Some(crate::ir::AttrKind::Integer { value, .. }) => i64::try_from(value).unwrap_or(-1),
        _ => return,
    };
    let loops = s.iterator_types(ctx, body).len() as i64;
    if dim >= loops {
        let msg =
            format!("expected dim ({dim}) to be lower than the number of loops ({loops}) of the enclosing LinalgOp");
        cx.op_error(body, op, msg);
    }
}

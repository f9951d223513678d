//! `convert-index-to-llvm`: index dialect ops on 64-bit integers.

use strata::conversion::{ConversionPattern, ConversionRewriter};
use strata::ir::{AttrKind, OpId, ValueId};

use super::{get_attr, replace_one_to_one};

pub const PATTERNS: &[ConversionPattern] = &[
    ConversionPattern { root: None, apply: index_op },
    ConversionPattern { root: Some("index.floordivs"), apply: super::arith::rounded_division },
    ConversionPattern { root: Some("index.ceildivs"), apply: super::arith::rounded_division },
    ConversionPattern { root: Some("index.ceildivu"), apply: super::arith::rounded_division },
];

const SIMPLE: &[(&str, &str)] = &[
    ("add", "add"),
    ("sub", "sub"),
    ("mul", "mul"),
    ("divs", "sdiv"),
    ("divu", "udiv"),
    ("rems", "srem"),
    ("remu", "urem"),
    ("and", "and"),
    ("or", "or"),
    ("xor", "xor"),
    ("shl", "shl"),
    ("shrs", "ashr"),
    ("shru", "lshr"),
    ("maxs", "intr.smax"),
    ("maxu", "intr.umax"),
    ("mins", "intr.smin"),
    ("minu", "intr.umin"),
];

/// `index.cmp`'s predicates in order, as llvm.icmp numbers them.
const CMP: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

fn index_op(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let name = ctx.str(rw.rw.body.op(op).name);
    let Some(short) = name.strip_prefix("index.") else { return false };
    if let Some(&(_, t)) = SIMPLE.iter().find(|s| s.0 == short) {
        return replace_one_to_one(rw, op, operands, &format!("llvm.{t}"), Vec::new());
    }
    let i64t = ctx.integer_type(64);
    match short {
        "constant" | "bool.constant" => {
            let Some(v) = get_attr(rw, op, "value") else { return false };
            let value = match ctx.attr_kind(v) {
                AttrKind::Integer { ty, value } if ctx.is_index(*ty) => {
                    ctx.attr(AttrKind::Integer { ty: i64t, value: value.clone() })
                }
                _ => v,
            };
            replace_one_to_one(rw, op, &[], "llvm.mlir.constant", vec![("value", value)])
        }
        "cmp" => {
            let Some(p) = get_attr(rw, op, "pred") else { return false };
            let word = match ctx.attr_kind(p) {
                AttrKind::Opaque { data, .. } => data.rsplit([' ', '<']).next().unwrap_or("").trim_end_matches('>'),
                _ => return false,
            };
            let Some(n) = CMP.iter().position(|c| *c == word) else { return false };
            replace_one_to_one(rw, op, operands, "llvm.icmp", vec![("predicate", ctx.int_attr(i64t, n as i64))])
        }
        "casts" | "castu" => {
            let result = rw.rw.body.results(op)[0];
            let Some(to) = rw.convert_type(rw.rw.body.value_type(result)) else { return false };
            let from = rw.rw.body.value_type(operands[0]);
            let (Some((wf, _)), Some((wt, _))) = (ctx.int_info(from), ctx.int_info(to)) else { return false };
            if wf == wt {
                rw.replace_op(op, &[operands[0]]);
                return true;
            }
            let ext = if short == "casts" { "llvm.sext" } else { "llvm.zext" };
            replace_one_to_one(rw, op, operands, if wt < wf { "llvm.trunc" } else { ext }, Vec::new())
        }
        // The size of an index in bytes: 64-bit indices.
        "sizeof" => {
            let loc = rw.rw.body.op(op).loc;
            rw.rw.set_insertion_point_before(op);
            let v = super::int_constant(rw, loc, i64t, 8);
            rw.replace_op(op, &[v]);
            true
        }
        _ => false,
    }
}

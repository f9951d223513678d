//! The control-flow facts SCCP needs from ops, as upstream's
//! `RegionBranchOpInterface`, `RegionBranchTerminatorOpInterface` and
//! `BranchOpInterface` give them: where control goes from an op or a
//! terminator given what is known of its operands, and which values travel
//! along each edge.
//!
//! The region-branch ops are those of upstream that implement the interface
//! among Strata's dialects. Other ops holding regions (`scf.parallel`,
//! `scf.forall`, `affine.parallel`, `vector.mask`, unregistered ops) are
//! opaque: all their entry blocks run, and what flows in or out is unknown.

use num_bigint::BigInt;
use num_traits::{One, Zero};

use crate::ir::{AttrKind, Attribute, Body, Context, OpId, ValueId};
use crate::opdef::ods::attr;

/// Where control goes from a region-branch op or one of its terminators.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Successor {
    /// The entry block of region `i` of the op.
    Region(usize),
    /// Back to the op: its results.
    Parent,
}

/// Whether `name` is a region-branch op.
pub(super) fn is_region_branch(name: &str) -> bool {
    matches!(
        name,
        "scf.for"
            | "scf.while"
            | "scf.if"
            | "scf.index_switch"
            | "scf.execute_region"
            | "memref.alloca_scope"
            | "affine.for"
            | "affine.if"
    )
}

/// Whether the terminator `name` says which values go where (a
/// `RegionBranchTerminatorOpInterface`): return-like ops and `scf.condition`.
pub(super) fn is_region_terminator(name: &str, return_like: bool) -> bool {
    return_like || name == "scf.condition"
}

/// The operand of a bool-typed constant: `Some(true)` for a non-zero integer.
fn known_bool(c: Option<Attribute>, ctx: &Context) -> Option<bool> {
    match ctx.attr_kind(c?) {
        AttrKind::Integer { value, .. } => Some(!value.is_zero()),
        _ => None,
    }
}

/// The successors of region-branch op `op` on entry, given the constants
/// known for its operands (`None`: not a constant).
pub(super) fn entry_successors(ctx: &Context, body: &Body, op: OpId, consts: &[Option<Attribute>]) -> Vec<Successor> {
    let data = body.op(op);
    let has_else = |i: usize| data.regions.get(i).is_some_and(|&r| !body.region(r).blocks.is_empty());
    match ctx.str(data.name) {
        "scf.if" | "affine.if" => {
            let cond =
                if ctx.str(data.name) == "scf.if" { known_bool(consts.first().copied().flatten(), ctx) } else { None };
            let mut out = Vec::new();
            if cond != Some(false) {
                out.push(Successor::Region(0));
            }
            if cond != Some(true) {
                out.push(if has_else(1) { Successor::Region(1) } else { Successor::Parent });
            }
            out
        }
        "scf.index_switch" => {
            let arg = consts.first().copied().flatten().and_then(|a| match ctx.attr_kind(a) {
                AttrKind::Integer { value, .. } => Some(value.clone()),
                _ => None,
            });
            let Some(arg) = arg else { return (0..data.regions.len()).map(Successor::Region).collect() };
            let case = switch_cases(ctx, body, op).iter().position(|&c| BigInt::from(c) == arg);
            vec![Successor::Region(case.map_or(0, |i| i + 1))]
        }
        "affine.for" => match affine_trip_count(ctx, body, op) {
            Some(0) => vec![Successor::Parent],
            Some(_) => vec![Successor::Region(0)],
            None => vec![Successor::Region(0), Successor::Parent],
        },
        "scf.for" => vec![Successor::Region(0), Successor::Parent],
        _ => vec![Successor::Region(0)],
    }
}

/// The successors of a terminator of region `region` of region-branch op
/// `op`. `cond` is what is known of an `scf.condition`'s condition.
pub(super) fn region_successors(
    ctx: &Context,
    body: &Body,
    op: OpId,
    region: usize,
    cond: Option<Option<bool>>,
) -> Vec<Successor> {
    match ctx.str(body.op(op).name) {
        "scf.for" => vec![Successor::Region(0), Successor::Parent],
        "affine.for" => match affine_trip_count(ctx, body, op) {
            Some(1) => vec![Successor::Parent],
            _ => vec![Successor::Region(0), Successor::Parent],
        },
        "scf.while" if region == 0 => {
            let known = cond.flatten();
            let mut out = Vec::new();
            if known != Some(false) {
                out.push(Successor::Region(1));
            }
            if known != Some(true) {
                out.push(Successor::Parent);
            }
            out
        }
        "scf.while" => vec![Successor::Region(0)],
        _ => vec![Successor::Parent],
    }
}

/// The condition of an `scf.condition` terminator as known from `consts`.
pub(super) fn condition(ctx: &Context, consts: &[Option<Attribute>]) -> Option<bool> {
    known_bool(consts.first().copied().flatten(), ctx)
}

/// The operands region-branch op `op` passes to its successors on entry.
pub(super) fn entry_operands(ctx: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    match ctx.str(body.op(op).name) {
        "scf.for" => body.operands(op).get(3..).unwrap_or(&[]).to_vec(),
        "scf.while" => body.operands(op).to_vec(),
        "affine.for" => {
            crate::dialects::affine::ForOp::cast(ctx, body, op).map_or_else(Vec::new, |f| f.inits(ctx, body).to_vec())
        }
        _ => Vec::new(),
    }
}

/// The operands terminator `term` passes to its successors.
pub(super) fn terminator_operands(ctx: &Context, body: &Body, term: OpId) -> Vec<ValueId> {
    let operands = body.operands(term);
    if ctx.str(body.op(term).name) == "scf.condition" {
        operands.get(1..).unwrap_or(&[]).to_vec()
    } else {
        operands.to_vec()
    }
}

/// The first entry-block argument of region `region` of `op` that receives
/// values from a predecessor: loops keep their induction variable first.
pub(super) fn first_input(ctx: &Context, body: &Body, op: OpId, region: usize) -> usize {
    match (ctx.str(body.op(op).name), region) {
        ("scf.for" | "affine.for", 0) => 1,
        _ => 0,
    }
}

/// The case values of an `scf.index_switch`.
fn switch_cases(ctx: &Context, body: &Body, op: OpId) -> Vec<i64> {
    match attr(ctx, body, op, crate::static_ident!(ctx, "cases")).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { values, .. }) => values.iter().map(|&v| v as u64 as i64).collect(),
        _ => Vec::new(),
    }
}

/// The trip count of an `affine.for` whose bounds are single constants and
/// whose step is positive.
fn affine_trip_count(ctx: &Context, body: &Body, op: OpId) -> Option<i64> {
    let f = crate::dialects::affine::ForOp::cast(ctx, body, op)?;
    let bound = |a: Option<Attribute>| match ctx.attr_kind(a?) {
        AttrKind::AffineMap(m) => m.single_constant_result(),
        _ => None,
    };
    let lb = bound(f.lower_bound_map(ctx, body))?;
    let ub = bound(f.upper_bound_map(ctx, body))?;
    let step = match ctx.attr_kind(f.step(ctx, body)?) {
        AttrKind::Integer { value, .. } => i64::try_from(value).ok()?,
        _ => return None,
    };
    if step <= 0 {
        return None;
    }
    let span = ub.checked_sub(lb)?;
    Some(if span <= 0 { 0 } else { (span - 1) / step + 1 })
}

// ---- branch ops -------------------------------------------------------------------

/// The successor (index) a `cf` branch takes given its operand constants;
/// `None` when any may be taken.
pub(super) fn branch_successor(ctx: &Context, body: &Body, op: OpId, consts: &[Option<Attribute>]) -> Option<usize> {
    let int = |i: usize| match ctx.attr_kind(consts.get(i).copied().flatten()?) {
        AttrKind::Integer { value, ty } => Some((value.clone(), *ty)),
        _ => None,
    };
    match ctx.str(body.op(op).name) {
        "cf.br" => Some(0),
        "cf.cond_br" => int(0).map(|(v, _)| if v.is_zero() { 1 } else { 0 }),
        "cf.switch" => {
            let Some(cases) = attr(ctx, body, op, crate::static_ident!(ctx, "case_values")).map(|a| case_bits(ctx, a))
            else {
                return Some(0);
            };
            let (value, ty) = int(0)?;
            let width = ctx.int_info(ty).map_or(64, |(w, _)| w);
            let bits = to_bits(&value, width);
            Some(cases.iter().position(|&c| c == bits).map_or(0, |i| i + 1))
        }
        _ => None,
    }
}

/// The elements of `cf.switch`'s `case_values` as bit patterns.
fn case_bits(ctx: &Context, a: Attribute) -> Vec<u128> {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, splat, values: crate::ir::DenseValues::Int(v) } => {
            let n = ctx.shaped_parts(*ty).map_or(v.len(), |(shape, _)| shape.iter().product::<i64>().max(0) as usize);
            if *splat {
                v.first().map_or_else(Vec::new, |&x| vec![x; n])
            } else {
                v.clone()
            }
        }
        _ => Vec::new(),
    }
}

/// `value` modulo 2^width, as an unsigned bit pattern.
fn to_bits(value: &BigInt, width: u32) -> u128 {
    let width = width.min(128);
    let modulus = BigInt::one() << width;
    let mut r = value % &modulus;
    if r < BigInt::zero() {
        r += &modulus;
    }
    u128::try_from(r).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bit_patterns_wrap_negative_values() {
        assert_eq!(to_bits(&BigInt::from(-1), 8), 0xff);
        assert_eq!(to_bits(&BigInt::from(3), 32), 3);
        assert_eq!(to_bits(&BigInt::from(-2), 128), u128::MAX - 1);
    }
}

//! Syntax and checks shared by the dialects whose ops take views of shaped
//! values (memref and tensor; upstream's `ViewLikeInterface` and
//! `ReshapeOpsUtils`): the `custom<DynamicIndexList>` format directive with
//! its `array<i64: ...>` attributes, the offsets/sizes/strides invariants,
//! reassociation attributes (`[[0, 1], [2]]`) with the shape checks of
//! expanding and collapsing reshapes, and how chains of reshapes compose
//! (shared by the memref and tensor canonicalizations).

use crate::ir::{AttrKind, Attribute, Body, Context, OpId, Signedness, ValueId, DYNAMIC};
use crate::opdef::ods::attr;
use crate::opdef::ods::constraints::{AttrClass, AttrConstraint};
use crate::opdef::ods::parse::{CustomArg, FormatState};
use crate::opdef::ods::{OpSpec, Var};
use crate::syntax::diag::Diagnostic;
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{PResult, Parser};
use crate::syntax::printer::Printer;
use crate::verify::VerifyCx;

pub use crate::opdef::ods::constraints::{i64_array, i64_values, parse_integer};

// ---- custom<DynamicIndexList> ------------------------------------------------------

/// dynamic-index-list ::= `[` ((ssa-use | integer) (`,` (ssa-use | integer))*)? `]`
///
/// Values go to the operand group, integers to the i64 array attribute, which
/// holds `DYNAMIC` where a value stands.
pub(crate) fn parse_dynamic_index_list<'s>(
    p: &mut Parser<'s>,
    st: &mut FormatState<'_, 's>,
    args: &[CustomArg],
) -> PResult<()> {
    let (CustomArg::Var(Var::Operand(g)), CustomArg::Var(Var::Attr(a))) = (args[0], args[1]) else {
        return Err(p.error_here("bad dynamic index list directive"));
    };
    let (mut values, mut statics) = (Vec::new(), Vec::new());
    p.expect(TokenKind::LSquare, "'['")?;
    if !p.consume_if(TokenKind::RSquare) {
        loop {
            if p.is(TokenKind::PercentIdent) {
                values.push(p.parse_operand()?);
                statics.push(DYNAMIC);
            } else {
                statics.push(parse_integer(p)?);
            }
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RSquare, "']'")?;
    }
    let index = p.ctx.index_type();
    st.set_types(Var::Operand(g), std::iter::repeat(index).take(values.len()));
    st.set_operands(g, values);
    st.attrs[a as usize] = Some(i64_array(p.ctx, &statics));
    Ok(())
}

pub(crate) fn print_dynamic_index_list(p: &mut Printer<'_>, body: &Body, op: OpId, spec: &OpSpec, args: &[CustomArg]) {
    let ctx = p.ctx;
    let (CustomArg::Var(Var::Operand(g)), CustomArg::Var(Var::Attr(a))) = (args[0], args[1]) else { return };
    let values = spec.operand_group(ctx, body, op, g as usize);
    let statics = attr(ctx, body, op, spec.attrs[a as usize].name).and_then(|v| i64_values(ctx, v)).unwrap_or_default();
    print_index_list(p, body, &statics, values);
}

fn print_index_list(p: &mut Printer<'_>, body: &Body, statics: &[i64], values: &[ValueId]) {
    p.write("[");
    let mut next = values.iter();
    for (i, &v) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if v == DYNAMIC {
            if let Some(&d) = next.next() {
                p.print_value(body, d);
            }
        } else {
            p.write(&v.to_string());
        }
    }
    p.write("]");
}

// ---- offsets, sizes and strides ---------------------------------------------------------

/// Upstream's `OffsetSizeAndStrideOpInterface` invariants: list lengths and
/// dynamic value counts. `statics` are the static offset, size and stride
/// lists, `dynamic` the sizes of their operand groups, `max_ranks` their
/// expected lengths. Reports at the op without its name and returns false
/// on the first failure.
pub(crate) fn verify_offsets_sizes_strides(
    cx: &mut VerifyCx<'_>,
    body: &Body,
    op: OpId,
    statics: [&[i64]; 3],
    dynamic: [usize; 3],
    max_ranks: [usize; 3],
) -> bool {
    let lists = statics;
    let msg = if !(lists[0].len() == 1 && max_ranks[0] == 1) && lists[0].len() != lists[1].len() {
        Some(format!(
            "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
            lists[0].len(),
            lists[1].len()
        ))
    } else if lists[1].len() != lists[2].len() {
        Some(format!(
            "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
            lists[1].len(),
            lists[2].len()
        ))
    } else {
        let names = ["offset", "size", "stride"];
        (0..3).find_map(|i| {
            let expected = lists[i].iter().filter(|&&v| v == DYNAMIC).count();
            if lists[i].len() != max_ranks[i] {
                Some(format!("expected {} {} values, got {}", max_ranks[i], names[i], lists[i].len()))
            } else if dynamic[i] != expected {
                Some(format!("expected {expected} dynamic {} values", names[i]))
            } else {
                None
            }
        })
    };
    let negative = |i: usize| lists[i].iter().copied().find(|&v| v < 0 && v != DYNAMIC);
    let msg = msg
        .or_else(|| negative(0).map(|v| format!("expected offsets to be non-negative, but got {v}")))
        .or_else(|| negative(1).map(|v| format!("expected sizes to be non-negative, but got {v}")));
    match msg {
        Some(m) => {
            cx.report(Diagnostic::error(body.op(op).loc, m));
            false
        }
        None => true,
    }
}

// ---- reassociations ----------------------------------------------------------------------

fn i64_attr_value(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, value }
            if ctx.int_info(*ty) == Some((64, Signedness::Signless)) && !ctx.is_index(*ty) =>
        {
            num_traits::ToPrimitive::to_i64(value)
        }
        _ => None,
    }
}

/// The groups of a reassociation attribute (`[[0, 1], [2]]`).
pub fn reassociation(ctx: &Context, a: Attribute) -> Option<Vec<Vec<i64>>> {
    let AttrKind::Array(groups) = ctx.attr_kind(a) else { return None };
    groups
        .iter()
        .map(|&g| match ctx.attr_kind(g) {
            AttrKind::Array(items) => items.iter().map(|&i| i64_attr_value(ctx, i)).collect(),
            _ => None,
        })
        .collect()
}

/// The reassociation attribute of `groups`.
pub fn reassociation_attr(ctx: &Context, groups: &[Vec<i64>]) -> Attribute {
    let i64t = ctx.integer_type(64);
    let groups = groups.iter().map(|g| ctx.attr(AttrKind::Array(g.iter().map(|&d| ctx.int_attr(i64t, d)).collect())));
    ctx.attr(AttrKind::Array(groups.collect()))
}

pub static INDEX_LIST_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "Array of 64-bit integer array attributes",
    class: AttrClass::Plain { check: |c, a| reassociation(c, a).is_some(), ty: None },
    default: |_, _| None,
};

/// Upstream's `composeReassociationIndices`: the groups of two reshapes of
/// the same kind, applied one after the other.
pub(crate) fn compose_groups(producer: &[Vec<i64>], consumer: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    let (mut producer, mut consumer) = (producer, consumer);
    if producer.len() == consumer.len() {
        return None;
    }
    if producer.len() < consumer.len() {
        std::mem::swap(&mut producer, &mut consumer);
    }
    if consumer.is_empty() {
        return Some(Vec::new());
    }
    let dims: usize = consumer.iter().map(Vec::len).sum();
    if producer.len() != dims {
        return None;
    }
    consumer
        .iter()
        .map(|g| {
            let mut out = Vec::new();
            for &i in g {
                out.extend_from_slice(producer.get(usize::try_from(i).ok()?)?);
            }
            Some(out)
        })
        .collect()
}

/// Upstream's `getReassociationIndicesForCollapse`: how to group the
/// dimensions of `source` to get `target`, when that is unique.
pub(crate) fn collapse_groups(source: &[i64], target: &[i64]) -> Option<Vec<Vec<i64>>> {
    if source.len() <= target.len() {
        return None;
    }
    let mut map: Vec<Vec<i64>> = Vec::with_capacity(target.len());
    let (mut dim, mut current, mut product) = (0usize, Vec::new(), 1i64);
    while dim < source.len() && map.len() < target.len() {
        let want = target[map.len()];
        while dim + 1 < source.len() && source[dim] != DYNAMIC && product.checked_mul(source[dim])? < want {
            product *= source[dim];
            current.push(dim as i64);
            dim += 1;
        }
        if source[dim] == DYNAMIC && (want != DYNAMIC || product != 1) {
            return None;
        }
        if want == DYNAMIC && source[dim] != DYNAMIC {
            return None;
        }
        if source[dim] != DYNAMIC && product.checked_mul(source[dim])? != want {
            return None;
        }
        current.push(dim as i64);
        dim += 1;
        map.push(std::mem::take(&mut current));
        product = 1;
    }
    if map.len() != target.len() {
        return None;
    }
    for (d, &size) in source.iter().enumerate().skip(dim) {
        if size != DYNAMIC && size != 1 {
            return None;
        }
        if let Some(last) = map.last_mut() {
            last.push(d as i64);
        }
    }
    Some(map)
}

/// How to collapse `src` into `result` group by group, where `src_groups`
/// and `result_groups` pair up sub-shapes (upstream's
/// `findCollapsingReassociation`).
pub(crate) fn find_collapsing_groups(
    src_groups: &[Vec<i64>],
    result_groups: &[Vec<i64>],
    src: &[i64],
    result: &[i64],
) -> Option<Vec<Vec<i64>>> {
    if src_groups.is_empty() {
        return collapse_groups(src, result);
    }
    let slice = |shape: &[i64], g: &[i64]| -> Option<Vec<i64>> {
        let start = usize::try_from(*g.first()?).ok()?;
        shape.get(start..start + g.len()).map(<[i64]>::to_vec)
    };
    let mut composed = Vec::new();
    for (sg, rg) in src_groups.iter().zip(result_groups) {
        let (src_sub, result_sub) = (slice(src, sg)?, slice(result, rg)?);
        if src_sub.len() == result_sub.len() {
            if src_sub == result_sub && src_sub.iter().filter(|&&d| d == DYNAMIC).count() < 2 {
                composed.push(sg.clone());
                continue;
            }
            return None;
        }
        let sub = collapse_groups(&src_sub, &result_sub)?;
        composed.extend(sub.into_iter().map(|g| g.into_iter().map(|i| i + sg[0]).collect()));
    }
    Some(composed)
}

/// How a collapse of an expansion (or an expansion of a collapse) groups
/// the dimensions of the higher-rank side's groups `higher` under the
/// lower-rank side's groups `lower`, when each of `higher` falls inside
/// one of `lower` (upstream's `ComposeCollapseOfExpandOp`).
pub(crate) fn collapse_of_expand_groups(higher: &[Vec<i64>], lower: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    let mut id = 0usize;
    let mut composed = Vec::with_capacity(lower.len());
    for l in lower {
        let &last = l.last()?;
        let mut g = Vec::new();
        while id < higher.len() {
            let &rightmost = higher[id].last()?;
            if rightmost > last {
                return None;
            }
            g.push(id as i64);
            id += 1;
            if rightmost == last {
                break;
            }
        }
        composed.push(g);
    }
    Some(composed)
}

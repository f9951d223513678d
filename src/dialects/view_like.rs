//! Syntax and checks shared by the dialects whose ops take views of shaped
//! values (memref and tensor; upstream's `ViewLikeInterface` and
//! `ReshapeOpsUtils`): the `custom<DynamicIndexList>` format directive with
//! its `array<i64: ...>` attributes, the offsets/sizes/strides invariants,
//! and reassociation attributes (`[[0, 1], [2]]`) with the shape checks of
//! expanding and collapsing reshapes.

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

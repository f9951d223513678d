//! The cf dialect: `cf.assert`, `cf.br`, `cf.cond_br` and `cf.switch`,
//! declared in `ops.ods`. Successor operands are checked against block
//! arguments by the definition (`successor dest : operands`); this module
//! holds `cf.switch`'s case list syntax and its own verifier.

mod canonicalize;

use crate::ir::{AttrKind, Body, Context, DenseValues, OpId, TypeKind};
use crate::opdef::ods::attr;
use crate::opdef::ods::constraints::{AttrClass, AttrConstraint};
use crate::opdef::Registry;
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{dense_attr, OpBuilder, PResult, Parser};
use crate::syntax::printer::Printer;
use crate::verify::VerifyCx;
use canonicalize::{canonicalize_assert, canonicalize_br, canonicalize_cond_br, canonicalize_switch};

include!(concat!(env!("OUT_DIR"), "/ods/cf.rs"));

pub fn register(r: &mut Registry) {
    crate::opdef::ods::register_all(r, OPS);
}

fn is_int_elements(ctx: &Context, a: crate::ir::Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DenseElements { ty, .. }
        if ctx.element_type(*ty).is_some_and(|e| ctx.is_integer(e)))
}

pub static ANY_INT_ELEMENTS_ATTR: AttrConstraint = AttrConstraint {
    desc: "integer elements attribute",
    class: AttrClass::Plain { check: is_int_elements, ty: None },
    default: |_, _| None,
};

// ---- cf.switch --------------------------------------------------------------------

/// `cf.switch` operand `:` type `,` `[` `default` `:` successor-and-use-list
/// (`,` integer `:` successor-and-use-list)* `]` attr-dict
fn parse_switch(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let flag = p.parse_operand()?;
    p.expect(TokenKind::Colon, "':'")?;
    let flag_ty = p.parse_type()?;
    let flag = p.resolve_operand(&flag, flag_ty)?;
    p.expect(TokenKind::Comma, "','")?;
    p.expect(TokenKind::LSquare, "'['")?;
    p.expect_keyword("default")?;
    p.expect(TokenKind::Colon, "':'")?;
    let (default_dest, default_operands) = p.parse_successor_and_use_list()?;
    let width = ctx.int_info(flag_ty).map_or(64, |(w, _)| w);
    let (mut values, mut dests, mut case_operands, mut sizes) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    while p.consume_if(TokenKind::Comma) {
        let negative = p.consume_if(TokenKind::Minus);
        let at = p.offset();
        let t = p.expect(TokenKind::Integer, "integer value")?;
        let magnitude: i64 = p.token_text(t).parse().map_err(|_| p.error_at(at, "integer value too large"))?;
        let value = if negative { magnitude.wrapping_neg() } else { magnitude };
        let mask = if width >= 128 { u128::MAX } else { (1u128 << width) - 1 };
        values.push(value as i128 as u128 & mask);
        p.expect(TokenKind::Colon, "':'")?;
        let (dest, operands) = p.parse_successor_and_use_list()?;
        dests.push(dest);
        sizes.push(operands.len());
        case_operands.extend(operands);
    }
    p.expect(TokenKind::RSquare, "']'")?;
    p.parse_optional_attr_dict(b)?;
    let segments = [1, default_operands.len(), case_operands.len()];
    b.operands.push(flag);
    b.operands.extend(default_operands);
    b.operands.extend(case_operands);
    b.successors.push(default_dest);
    b.successors.extend(dests);
    if let Some(a) = case_values_attr(ctx, flag_ty, values) {
        b.set_property(crate::static_ident!(ctx, "case_values"), a);
    }
    b.set_property(crate::static_ident!(ctx, "case_operand_segments"), crate::opdef::ods::segment_sizes(ctx, &sizes));
    crate::opdef::ods::set_operand_segments(ctx, b, &segments);
    Ok(())
}

/// The `case_values` property holding these bit patterns of the flag type
/// (none without cases).
pub fn case_values_attr(ctx: &Context, flag_ty: crate::ir::Type, values: Vec<u128>) -> Option<crate::ir::Attribute> {
    if values.is_empty() {
        return None;
    }
    let shape = vec![values.len() as i64];
    let ty = ctx.ty(TypeKind::Vector { shape, scalable: vec![false], element: flag_ty });
    Some(dense_attr(ctx, ty, DenseValues::Int(values)))
}

/// The case values as unsigned bit patterns (upstream prints them
/// zero-extended), at most one per case destination, and how many the
/// attribute holds.
fn case_values_and_count(ctx: &Context, body: &Body, op: OpId) -> (Vec<u128>, u64) {
    let cases = body.op(op).successors.len().saturating_sub(1);
    attr(ctx, body, op, crate::static_ident!(ctx, "case_values"))
        .and_then(|a| ctx.dense_int_prefix(a, cases))
        .map_or((Vec::new(), 0), |(count, values)| (values, count))
}

/// The case values, when there is one per case destination.
fn case_values(ctx: &Context, body: &Body, op: OpId) -> Vec<u128> {
    case_values_and_count(ctx, body, op).0
}

fn print_switch(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let flag = body.operands(op)[0];
    p.write(" ");
    p.print_value(body, flag);
    p.write(" : ");
    p.print_type(body.value_type(flag));
    p.write(", [");
    let succ = SWITCH.successor_operands(ctx, body, op);
    let values = case_values(ctx, body, op);
    p.increase_indent();
    p.newline();
    p.write("default: ");
    if let Some(&(dest, operands)) = succ.first() {
        p.print_successor_and_use_list(body, dest, operands);
    }
    for (value, &(dest, operands)) in values.iter().zip(succ.iter().skip(1)) {
        p.write(",");
        p.newline();
        p.write(&format!("{value}: "));
        p.print_successor_and_use_list(body, dest, operands);
    }
    p.decrease_indent();
    if attr(ctx, body, op, crate::static_ident!(ctx, "case_values")).is_some() {
        p.newline();
    }
    p.write("]");
    let elided = ["case_values", "case_operand_segments", "operandSegmentSizes"];
    p.print_optional_attr_dict(body.op(op).attributes, &elided);
}

fn verify_switch(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let destinations = body.op(op).successors.len() - 1;
    let Some(values) = attr(ctx, body, op, crate::static_ident!(ctx, "case_values")) else {
        if destinations > 0 {
            let msg = format!("number of case values (0) should match number of case destinations ({destinations})");
            cx.op_error(body, op, msg);
        }
        return;
    };
    let flag_ty = body.value_type(body.operands(op)[0]);
    let ty = ctx.attr_type(values).expect("elements attribute");
    let value_ty = ctx.element_type(ty).unwrap_or(ty);
    if value_ty != flag_ty {
        let msg =
            format!("'flag' type ({}) should match case value type ({})", cx.type_str(flag_ty), cx.type_str(value_ty));
        cx.op_error(body, op, msg);
        return;
    }
    let count = case_values_and_count(ctx, body, op).1;
    if count != destinations as u64 {
        let msg = format!("number of case values ({count}) should match number of case destinations ({destinations})");
        cx.op_error(body, op, msg);
    }
}

//! Exception handling: `llvm.invoke` (a call with a normal and an unwind
//! destination), `llvm.landingpad` (the first op of an unwind destination,
//! with its catch and filter clauses) and `llvm.resume`.
//!
//! Unlike mlir-opt-19, an invoke's callee operands and result are checked
//! against the callee's type as a call's are (LLVM rejects a mismatch).

use super::call::{
    check_repeated_attributes, parse_call_signature, parse_callee, parse_cconv, parse_vararg, print_call_signature,
    print_callee, print_cconv, print_vararg, verify_call_like,
};
use super::syntax::print_attrs_with_props;
use super::types::{LlvmType, LlvmTypes};
use crate::ir::{Body, OpId, ValueId};
use crate::opdef::ods::{attr, i32_array, set_operand_segments};
use crate::syntax::diag::Diagnostic;
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{OpBuilder, PResult, Parser};
use crate::syntax::printer::Printer;
use crate::verify::VerifyCx;

/// cconv? (symbol | ssa-use) `(` operands `)` `to` successor `unwind`
/// successor (`vararg` `(` type `)`)? attr-dict `:` (type `,`)? function-type
pub(super) fn parse_invoke(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    parse_cconv(p, b);
    let callee = parse_callee(p, b)?;
    if !p.consume_keyword("to") {
        return Err(p.wrong_token("expected 'to'"));
    }
    let (normal, normal_operands) = p.parse_successor_and_use_list()?;
    if !p.consume_keyword("unwind") {
        return Err(p.wrong_token("expected 'unwind'"));
    }
    let (unwind, unwind_operands) = p.parse_successor_and_use_list()?;
    parse_vararg(p, b)?;
    p.parse_optional_attr_dict(b)?;
    let callee_operands = parse_call_signature(p, b, &callee)?;
    let sizes = [callee_operands.len(), normal_operands.len(), unwind_operands.len()];
    b.operands = callee_operands;
    b.operands.extend(normal_operands);
    b.operands.extend(unwind_operands);
    b.successors = vec![normal, unwind];
    set_operand_segments(ctx, b, &sizes);
    check_repeated_attributes(p, b)
}

/// An `llvm.invoke`'s callee operands (the callee value first for an
/// indirect one) and the operands of its normal and unwind destinations.
pub fn invoke_operand_groups<'b>(ctx: &crate::ir::Context, body: &'b Body, op: OpId) -> [&'b [ValueId]; 3] {
    let operands = body.operands(op);
    let sizes = attr(ctx, body, op, crate::static_ident!(ctx, "operandSegmentSizes"))
        .and_then(|a| i32_array(ctx, a))
        .filter(|s| s.len() == 3 && s.iter().sum::<i64>() as usize == operands.len())
        .unwrap_or_else(|| vec![operands.len() as i64, 0, 0]);
    let (a, rest) = operands.split_at(sizes[0] as usize);
    let (b, c) = rest.split_at(sizes[1] as usize);
    [a, b, c]
}

/// Printed with the callee's operands only in the argument list (mlir-opt-19
/// lists the destinations' operands there too, which then parse as
/// arguments).
pub(super) fn print_invoke(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    print_cconv(p, body, op);
    let [args, normal, unwind] = invoke_operand_groups(ctx, body, op);
    print_callee(p, body, op, args);
    let succ = &body.op(op).successors;
    if let [n, u] = succ[..] {
        p.write(" to ");
        p.print_successor_and_use_list(body, n, normal);
        p.write(" unwind ");
        p.print_successor_and_use_list(body, u, unwind);
    }
    print_vararg(p, body, op);
    print_attrs_with_props(p, body, op, &["callee", "operandSegmentSizes", "CConv", "var_callee_type"]);
    print_call_signature(p, body, op, args);
}

pub(super) fn verify_invoke(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let unwind = body.op(op).successors.get(1).copied();
    let Some(unwind) = unwind else { return };
    let Some(first) = body.block_ops(unwind).next() else {
        cx.report(Diagnostic::error(cx.op_loc(body, op), "must have at least one operation in unwind destination"));
        return;
    };
    if ctx.str(body.op(first).name) != "llvm.landingpad" {
        let msg = "first operation in unwind destination should be a llvm.landingpad operation";
        cx.report(Diagnostic::error(cx.op_loc(body, op), msg));
        return;
    }
    let [args, _, _] = invoke_operand_groups(ctx, body, op);
    verify_call_like(cx, body, op, args);
}

/// `cleanup`? (`(` (`catch` | `filter`) ssa-use `:` type `)`)* attr-dict `:` type
pub(super) fn parse_landingpad(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    if p.consume_keyword("cleanup") {
        b.set_property(crate::static_ident!(ctx, "cleanup"), ctx.unit_attr());
    }
    while p.consume_if(TokenKind::LParen) {
        if !p.consume_keyword("catch") && !p.consume_keyword("filter") {
            return Err(p.wrong_token("expected 'catch' or 'filter'"));
        }
        let operand = p.parse_operand()?;
        p.expect(TokenKind::Colon, "':'")?;
        let ty = p.parse_type()?;
        b.operands.push(p.resolve_operand(&operand, ty)?);
        p.expect(TokenKind::RParen, "')'")?;
    }
    p.parse_optional_attr_dict(b)?;
    p.expect(TokenKind::Colon, "':'")?;
    b.result_types.push(p.parse_type()?);
    Ok(())
}

/// Clauses of array type are filters, the others catches.
pub(super) fn print_landingpad(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    if attr(ctx, body, op, crate::static_ident!(ctx, "cleanup")).is_some() {
        p.write(" cleanup");
    }
    for &v in body.operands(op) {
        let ty = body.value_type(v);
        let filter = matches!(ctx.llvm_kind(ty), Some(LlvmType::Array { .. }));
        p.write(if filter { " (filter " } else { " (catch " });
        p.print_value(body, v);
        p.write(" : ");
        p.print_type(ty);
        p.write(")");
    }
    print_attrs_with_props(p, body, op, &["cleanup"]);
    p.write(" : ");
    if let Some(&r) = body.results(op).first() {
        p.print_type(body.value_type(r));
    }
}

/// In a function with a personality, with a clause or `cleanup`; catch
/// clauses are constants: null, an address of a global, or a bitcast of one.
pub(super) fn verify_landingpad(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let loc = cx.op_loc(body, op);
    let func = cx.ancestors().iter().rev().find(|a| ctx.str(a.name) == "llvm.func");
    if func.is_some_and(|f| f.attr(ctx, "personality").is_none()) {
        cx.report(Diagnostic::error(loc, "llvm.landingpad needs to be in a function with a personality"));
        return;
    }
    let operands = body.operands(op);
    if attr(ctx, body, op, crate::static_ident!(ctx, "cleanup")).is_none() && operands.is_empty() {
        let msg = "landingpad instruction expects at least one clause or cleanup attribute";
        cx.report(Diagnostic::error(loc, msg));
        return;
    }
    let def_name = |v: ValueId| body.defining_op(v).map(|d| ctx.str(body.op(d).name));
    for (i, &v) in operands.iter().enumerate() {
        if matches!(ctx.llvm_kind(body.value_type(v)), Some(LlvmType::Array { .. })) {
            continue;
        }
        match def_name(v) {
            Some("llvm.mlir.zero" | "llvm.mlir.addressof") => {}
            Some("llvm.bitcast") => {
                let arg = body.defining_op(v).and_then(|d| body.operands(d).first().copied());
                if arg.and_then(def_name) != Some("llvm.mlir.addressof") {
                    let mut d = Diagnostic::error(loc, "constant clauses expected");
                    let at = body.defining_op(v).map_or(loc, |d| body.op(d).loc);
                    d = d.with_note(
                        at,
                        "global addresses expected as operand to bitcast used in clauses for landingpad",
                    );
                    cx.report(d);
                    return;
                }
            }
            _ => {
                let msg = format!("clause #{i} is not a known constant - null, addressof, bitcast");
                cx.report(Diagnostic::error(loc, msg));
                return;
            }
        }
    }
}

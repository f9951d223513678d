//! `llvm.call`: direct (`@f`) and indirect (`%fp`) calls, the calling
//! convention and tail call kind before the callee, `vararg(...)` for
//! variadic callees, and the checks against the callee's type.

use super::func::function_type as llvm_function_type;
use super::syntax::print_attrs_with_props;
use super::types::{LlvmType, LlvmTypes};
use super::{CCONV, FASTMATH, TAIL_CALL_KIND};
use crate::ir::{AttrKind, Body, Context, OpId, Type};
use crate::opdef::ods::attr;
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{OpBuilder, PResult, Parser};
use crate::syntax::printer::Printer;
use crate::verify::VerifyCx;

/// A keyword of `cases`, as its index.
fn parse_optional_case(p: &mut Parser<'_>, cases: &[&str]) -> Option<usize> {
    let i = cases.iter().position(|c| p.is_keyword(c))?;
    p.bump();
    Some(i)
}

/// cconv? tail-call-kind? (symbol | ssa-use) `(` operands `)`
/// (`vararg` `(` type `)`)? attr-dict `:` (type `,`)? function-type
pub(super) fn parse_call(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    parse_cconv(p, b);
    let tail = parse_optional_case(p, TAIL_CALL_KIND.cases).unwrap_or(0);
    b.set_property(crate::static_ident!(ctx, "TailCallKind"), TAIL_CALL_KIND.attr(ctx, tail));
    let callee = parse_callee(p, b)?;
    parse_vararg(p, b)?;
    p.parse_optional_attr_dict(b)?;
    b.operands = parse_call_signature(p, b, &callee)?;
    check_repeated_attributes(p, b)
}

/// The calling convention keyword, if any, as the `CConv` property.
pub(super) fn parse_cconv(p: &mut Parser<'_>, b: &mut OpBuilder) {
    let ctx = p.ctx;
    let cconv = parse_optional_case(p, CCONV.cases).unwrap_or(0);
    b.set_property(crate::static_ident!(ctx, "CConv"), CCONV.attr(ctx, cconv));
}

/// The callee of a call: a symbol (set as `callee`) or a value, then the
/// argument list.
pub(super) struct Callee<'a> {
    direct: bool,
    /// The callee value (indirect calls) and the arguments.
    operands: Vec<crate::syntax::parser::UnresolvedOperand<'a>>,
}

/// (symbol | ssa-use) `(` operands `)`
pub(super) fn parse_callee<'a>(p: &mut Parser<'a>, b: &mut OpBuilder) -> PResult<Callee<'a>> {
    let ctx = p.ctx;
    let mut operands = Vec::new();
    let direct = !p.is(TokenKind::PercentIdent);
    if direct {
        let at = p.offset();
        let callee = p.parse_attribute()?;
        if !matches!(ctx.attr_kind(callee), AttrKind::SymbolRef { .. }) {
            return Err(p.error_at(at, "invalid kind of attribute specified"));
        }
        b.set_property(crate::static_ident!(ctx, "callee"), callee);
    } else {
        operands.push(p.parse_operand()?);
    }
    operands.extend(p.parse_operand_list(true)?);
    Ok(Callee { direct, operands })
}

/// (`vararg` `(` function-type `)`)?
pub(super) fn parse_vararg(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    if p.consume_keyword("vararg") {
        p.expect(TokenKind::LParen, "'('")?;
        let at = p.offset();
        let t = p.parse_type()?;
        if !matches!(ctx.llvm_kind(t), Some(LlvmType::Func { .. })) {
            return Err(p.error_at(at, "invalid kind of type specified"));
        }
        b.set_property(crate::static_ident!(ctx, "var_callee_type"), ctx.type_attr(t));
        p.expect(TokenKind::RParen, "')'")?;
    }
    Ok(())
}

/// `:` (type `,`)? function-type: the callee's operands resolved (the
/// callee value first for indirect calls); the result type is set.
pub(super) fn parse_call_signature<'a>(
    p: &mut Parser<'a>,
    b: &mut OpBuilder,
    callee: &Callee<'a>,
) -> PResult<Vec<crate::ir::ValueId>> {
    let ctx = p.ctx;
    let types_at = p.offset();
    p.expect(TokenKind::Colon, "':'")?;
    let mut types = p.parse_type_list()?;
    let error = |p: &Parser<'_>, m: &str| p.error_at(types_at, m.to_string());
    if callee.direct && types.len() != 1 {
        return Err(error(p, "expected direct call to have 1 trailing type"));
    }
    if !callee.direct && types.len() != 2 {
        return Err(error(p, "expected indirect call to have 2 trailing types"));
    }
    let fty = types.pop().expect("checked above");
    let Some((ins, outs)) = ctx.function_parts(fty).map(|(i, o)| (i.to_vec(), o.to_vec())) else {
        return Err(error(p, "expected trailing function type"));
    };
    if outs.len() > 1 {
        return Err(error(p, "expected function with 0 or 1 result"));
    }
    if outs.first().is_some_and(|&t| matches!(ctx.llvm_kind(t), Some(LlvmType::Void))) {
        return Err(error(p, "expected a non-void result type"));
    }
    types.extend(ins);
    b.result_types = outs;
    p.resolve_operands(&callee.operands, &types, b.at)
}

/// The attribute dictionary may not repeat what the keywords set.
pub(super) fn check_repeated_attributes(p: &Parser<'_>, b: &OpBuilder) -> PResult<()> {
    if let Some((k, _)) = b.attributes.iter().find(|(k, _)| b.properties.iter().any(|(pk, _)| pk == k)) {
        let msg = format!("attribute '{}' occurs more than once in the attribute list", p.ctx.str(*k));
        return Err(p.error_at(b.at, msg));
    }
    Ok(())
}

pub(super) fn print_call(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    print_cconv(p, body, op);
    let tail =
        attr(ctx, body, op, crate::static_ident!(ctx, "TailCallKind")).and_then(|a| TAIL_CALL_KIND.keyword_of(ctx, a));
    if let Some(t) = tail.filter(|t| *t != "none") {
        p.write(&format!("{t} "));
    }
    let operands = body.operands(op);
    print_callee(p, body, op, operands);
    print_vararg(p, body, op);
    let mut elided = vec!["callee", "TailCallKind", "var_callee_type", "CConv"];
    if attr(ctx, body, op, crate::static_ident!(ctx, "fastmathFlags"))
        .is_some_and(|f| FASTMATH.bits_of(ctx, f) == Some(0))
    {
        elided.push("fastmathFlags");
    }
    print_attrs_with_props(p, body, op, &elided);
    print_call_signature(p, body, op, operands);
}

/// ` ` and the calling convention keyword unless it is `ccc`.
pub(super) fn print_cconv(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    if let Some(c) = attr(ctx, body, op, crate::static_ident!(ctx, "CConv"))
        .and_then(|a| CCONV.keyword_of(ctx, a))
        .filter(|c| *c != "ccc")
    {
        p.write(&format!("{c} "));
    }
}

/// The callee (symbol, or the first of `operands`) and the arguments.
pub(super) fn print_callee(p: &mut Printer<'_>, body: &Body, op: OpId, operands: &[crate::ir::ValueId]) {
    let ctx = p.ctx;
    let args = match attr(ctx, body, op, crate::static_ident!(ctx, "callee")) {
        Some(c) => {
            p.print_attr(c);
            operands
        }
        None => {
            if let Some(&f) = operands.first() {
                p.print_value(body, f);
            }
            operands.get(1..).unwrap_or(&[])
        }
    };
    p.write("(");
    p.print_values(body, args);
    p.write(")");
}

pub(super) fn print_vararg(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    if let Some(t) = attr(ctx, body, op, crate::static_ident!(ctx, "var_callee_type")) {
        p.write(" vararg(");
        p.print_attr(t);
        p.write(")");
    }
}

/// ` : ` (callee type `,`)? and the function type of the arguments and result.
pub(super) fn print_call_signature(p: &mut Printer<'_>, body: &Body, op: OpId, operands: &[crate::ir::ValueId]) {
    let ctx = p.ctx;
    p.write(" : ");
    let direct = attr(ctx, body, op, crate::static_ident!(ctx, "callee")).is_some();
    let args = if direct { operands } else { operands.get(1..).unwrap_or(&[]) };
    if let (false, Some(&f)) = (direct, operands.first()) {
        p.print_type(body.value_type(f));
        p.write(", ");
    }
    let ins: Vec<Type> = args.iter().map(|&v| body.value_type(v)).collect();
    let outs: Vec<Type> = body.results(op).iter().map(|&v| body.value_type(v)).collect();
    p.print_function_type(&ins, &outs);
}

fn type_of_attr(ctx: &Context, a: crate::ir::Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

pub(super) fn verify_call(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_call_like(cx, body, op, body.operands(op));
}

/// The checks of a call whose callee value (indirect calls) and arguments
/// are `operands`.
pub(super) fn verify_call_like(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, operands: &[crate::ir::ValueId]) {
    let ctx = cx.ctx;
    let callee = attr(ctx, body, op, crate::static_ident!(ctx, "callee"));
    let indirect = usize::from(callee.is_none());
    if callee.is_none() {
        let Some(&f) = operands.first() else {
            cx.op_error(body, op, "must have either a `callee` attribute or at least an operand");
            return;
        };
        if !super::is_ptr(ctx, body.value_type(f)) {
            let msg = format!("indirect call expects a pointer as callee: {}", cx.type_str(body.value_type(f)));
            cx.op_error(body, op, msg);
            return;
        }
    }
    let args = &operands[indirect..];
    let result = body.results(op).first().map(|&r| body.value_type(r));
    if let Some(t) =
        attr(ctx, body, op, crate::static_ident!(ctx, "var_callee_type")).and_then(|a| type_of_attr(ctx, a))
    {
        if let Err(m) = check_var_callee_type(cx, t, args, body, result) {
            cx.op_error(body, op, m);
            return;
        }
    }
    let (Some(callee), true) = (callee, cx.symbols_known()) else { return };
    let name = match ctx.attr_kind(callee) {
        AttrKind::SymbolRef { root, .. } => ctx.str(*root).to_string(),
        _ => return,
    };
    let Some((fbody, fop)) = cx.lookup_symbol(callee) else {
        cx.op_error(body, op, format!("'{name}' does not reference a symbol in the current scope"));
        return;
    };
    let fty = (ctx.str(fbody.op(fop).name) == "llvm.func").then(|| llvm_function_type(ctx, fbody, fop)).flatten();
    let Some(fty) = fty else {
        cx.op_error(body, op, format!("'{name}' does not reference a valid LLVM function"));
        return;
    };
    if let Err(m) = check_against_callee(cx, body, op, fty, args, result) {
        cx.op_error(body, op, m);
    }
}

/// `vararg(...)`: a variadic type whose parameters and result match the call.
fn check_var_callee_type(
    cx: &VerifyCx<'_>,
    t: Type,
    args: &[crate::ir::ValueId],
    body: &Body,
    result: Option<Type>,
) -> Result<(), String> {
    let ctx = cx.ctx;
    let Some(LlvmType::Func { result: ret, params, vararg }) = ctx.llvm_kind(t) else { return Ok(()) };
    if !vararg {
        return Err("expected var_callee_type to be a variadic function type".into());
    }
    if params.len() > args.len() {
        return Err(format!("expected var_callee_type to have at most {} parameters", args.len()));
    }
    for (&pt, &a) in params.iter().zip(args) {
        if pt != body.value_type(a) {
            let (pt, at) = (cx.type_str(pt), cx.type_str(body.value_type(a)));
            return Err(format!("var_callee_type parameter type mismatch: {pt} != {at}"));
        }
    }
    match result {
        None if !matches!(ctx.llvm_kind(*ret), Some(LlvmType::Void)) => {
            Err("expected var_callee_type to return void".into())
        }
        Some(r) if r != *ret => {
            Err(format!("var_callee_type return type mismatch: {} != {}", cx.type_str(*ret), cx.type_str(r)))
        }
        _ => Ok(()),
    }
}

/// The call's operands and result against the callee's `!llvm.func` type.
fn check_against_callee(
    cx: &VerifyCx<'_>,
    body: &Body,
    op: OpId,
    fty: Type,
    args: &[crate::ir::ValueId],
    result: Option<Type>,
) -> Result<(), String> {
    let ctx = cx.ctx;
    let Some(LlvmType::Func { result: ret, params, vararg }) = ctx.llvm_kind(fty) else { return Ok(()) };
    if *vararg && attr(ctx, body, op, crate::static_ident!(ctx, "var_callee_type")).is_none() {
        return Err("missing var_callee_type attribute for vararg call".into());
    }
    if !vararg && params.len() != args.len() {
        return Err(format!("incorrect number of operands ({}) for callee (expecting: {})", args.len(), params.len()));
    }
    if params.len() > args.len() {
        return Err(format!(
            "incorrect number of operands ({}) for varargs callee (expecting at least: {})",
            args.len(),
            params.len()
        ));
    }
    for (i, (&pt, &a)) in params.iter().zip(args).enumerate() {
        if body.value_type(a) != pt {
            let (at, pt) = (cx.type_str(body.value_type(a)), cx.type_str(pt));
            return Err(format!("operand type mismatch for operand {i}: {at} != {pt}"));
        }
    }
    let void = matches!(ctx.llvm_kind(*ret), Some(LlvmType::Void));
    match result {
        None if !void => Err("expected function call to produce a value".into()),
        Some(_) if void => Err("calling function with void result must not produce values".into()),
        Some(r) if r != *ret => Err(format!("result type mismatch: {} != {}", cx.type_str(r), cx.type_str(*ret))),
        _ => Ok(()),
    }
}

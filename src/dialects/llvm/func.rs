//! `llvm.func`: linkage, visibility, `unnamed_addr` and calling convention
//! keywords before the name, a signature that may end in `...`, and the
//! function attributes; and the verifiers of the function and its `llvm.return`.

use super::types::{LlvmType, LlvmTypes};
use super::{is_compatible, is_ptr, CCONV, LINKAGE, UNNAMED_ADDR_ENUM, VISIBILITY_ENUM};
use crate::dialects::func::{parse_arguments, parse_results, print_signature, set_entry_attrs};
use crate::ir::{AttrKind, Attribute, Body, Context, OpId, Type, TypeKind};
use crate::opdef::ods::attr;
use crate::opdef::FunctionParam;
use crate::syntax::diag::Diagnostic;
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{EntryArg, OpBuilder, PResult, Parser};
use crate::syntax::printer::Printer;
use crate::verify::VerifyCx;

/// Properties the custom form writes outside the attribute dictionary.
const SIGNATURE_PROPS: &[&str] =
    &["sym_name", "function_type", "arg_attrs", "res_attrs", "linkage", "CConv", "visibility_", "unnamed_addr"];

/// The `!llvm.func` type of an `llvm.func`, if well formed.
pub fn function_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    match attr(ctx, body, op, crate::static_ident!(ctx, "function_type")).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) if matches!(ctx.llvm_kind(*t), Some(LlvmType::Func { .. })) => Some(*t),
        _ => None,
    }
}

/// A keyword of `cases` (the empty case excluded), as its index.
fn parse_optional_case(p: &mut Parser<'_>, cases: &[&str]) -> Option<usize> {
    let i = cases.iter().position(|c| !c.is_empty() && p.is_keyword(c))?;
    p.bump();
    Some(i)
}

/// linkage? visibility? unnamed-addr? cconv? symbol `(` args `)` (`->` results)?
/// (`comdat` `(` symbol-ref `)`)? (`attributes` dict)? region?
pub(super) fn parse_llvm_func(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let linkage = parse_optional_case(p, LINKAGE.cases).unwrap_or(0);
    b.set_property(crate::static_ident!(ctx, "linkage"), LINKAGE.attr(ctx, linkage));
    let vis = parse_optional_case(p, &["", "hidden", "protected"]).unwrap_or(0);
    b.set_property(crate::static_ident!(ctx, "visibility_"), VISIBILITY_ENUM.attr(ctx, vis as i64));
    let unnamed = parse_optional_case(p, &["", "local_unnamed_addr", "unnamed_addr"]).unwrap_or(0);
    b.set_property(crate::static_ident!(ctx, "unnamed_addr"), UNNAMED_ADDR_ENUM.attr(ctx, unnamed as i64));
    let cconv = parse_optional_case(p, CCONV.cases).unwrap_or(0);
    b.set_property(crate::static_ident!(ctx, "CConv"), CCONV.attr(ctx, cconv));
    let sig_at = p.offset();
    if !p.is(TokenKind::AtIdent) {
        return Err(p.error_here("expected valid '@'-identifier for symbol name"));
    }
    let name = p.parse_symbol_name()?;
    b.set_property(crate::static_ident!(ctx, "sym_name"), ctx.string_attr_bytes(&name));
    let (args, variadic) = parse_arguments(p, true)?;
    let results = if p.consume_if(TokenKind::Arrow) { parse_results(p)? } else { Vec::new() };
    let arg_types: Vec<Type> = args.iter().map(|a| a.ty).collect();
    let result_types: Vec<Type> = results.iter().map(|r| r.ty).collect();
    let fty = build_function_type(ctx, &arg_types, &result_types, variadic).map_err(|m| p.error_at(sig_at, m))?;
    b.set_property(crate::static_ident!(ctx, "function_type"), ctx.type_attr(fty));
    if p.consume_keyword("comdat") {
        p.expect(TokenKind::LParen, "'('")?;
        let comdat = p.parse_symbol_ref_attr()?;
        p.expect(TokenKind::RParen, "')'")?;
        b.set_property(crate::static_ident!(ctx, "comdat"), comdat);
    }
    p.parse_optional_attr_dict_with_keyword(b)?;
    set_entry_attrs(ctx, b, "arg_attrs", &args);
    set_entry_attrs(ctx, b, "res_attrs", &results);
    if p.is(TokenKind::LBrace) {
        let entry: Vec<EntryArg> = args.into_iter().filter_map(|a| a.arg).collect();
        p.parse_region(b, &entry)?;
    } else {
        p.add_empty_region(b);
    }
    // Upstream puts the keyword properties in the attribute list first, so
    // the dictionary may not name them again.
    if let Some((k, _)) = b.attributes.iter().find(|(k, _)| b.properties.iter().any(|(pk, _)| pk == k)) {
        let msg = format!("attribute '{}' occurs more than once in the attribute list", ctx.str(*k));
        return Err(p.error_at(b.at, msg));
    }
    Ok(())
}

/// The `!llvm.func` type of a signature (upstream's messages on failure).
fn build_function_type(ctx: &Context, args: &[Type], results: &[Type], variadic: bool) -> Result<Type, String> {
    if results.len() > 1 {
        return Err("failed to construct function type: expected zero or one function result".into());
    }
    if args.iter().any(|&t| !is_compatible(ctx, t)) {
        return Err("failed to construct function type: expected LLVM type for function arguments".into());
    }
    let result = results.first().copied().unwrap_or_else(|| ctx.llvm_void_type());
    if !is_compatible(ctx, result) {
        return Err("failed to construct function type: expected LLVM type for function results".into());
    }
    Ok(ctx.llvm_func_type(result, args.to_vec(), variadic))
}

/// The parameters, result (none for `void`) and variadic flag of a function type.
pub(crate) fn signature(ctx: &Context, fty: Type) -> Option<(Vec<Type>, Vec<Type>, bool)> {
    let Some(LlvmType::Func { result, params, vararg }) = ctx.llvm_kind(fty) else { return None };
    let results = if matches!(ctx.llvm_kind(*result), Some(LlvmType::Void)) { vec![] } else { vec![*result] };
    Some((params.clone(), results, *vararg))
}

pub(super) fn print_llvm_func(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    let linkage = attr(ctx, body, op, crate::static_ident!(ctx, "linkage")).and_then(|a| LINKAGE.keyword_of(ctx, a));
    if let Some(l) = linkage.filter(|l| *l != "external") {
        p.write(&format!("{l} "));
    }
    for (name, e) in [("visibility_", &VISIBILITY_ENUM), ("unnamed_addr", &UNNAMED_ADDR_ENUM)] {
        let kw = attr(ctx, body, op, name).and_then(|a| e.value_of(ctx, a)).and_then(|v| e.keyword(v));
        if let Some(kw) = kw.filter(|k| !k.is_empty()) {
            p.write(&format!("{kw} "));
        }
    }
    let cconv = attr(ctx, body, op, crate::static_ident!(ctx, "CConv")).and_then(|a| CCONV.keyword_of(ctx, a));
    if let Some(c) = cconv.filter(|c| *c != "ccc") {
        p.write(&format!("{c} "));
    }
    let name =
        attr(ctx, body, op, crate::static_ident!(ctx, "sym_name")).and_then(|a| ctx.as_string(a)).unwrap_or_default();
    p.print_symbol(name);
    let fty = function_type(ctx, body, op).unwrap_or_else(|| ctx.llvm_func_type(ctx.llvm_void_type(), vec![], false));
    let (params, results, variadic) = signature(ctx, fty).unwrap_or_default();
    print_signature(p, body, op, &params, &results, variadic);
    if let Some(c) = attr(ctx, body, op, crate::static_ident!(ctx, "comdat")) {
        p.write(" comdat(");
        p.print_attr(c);
        p.write(")");
    }
    let data = body.op(op);
    let mut entries = ctx.dict_entries(data.attributes).to_vec();
    if let Some(props) = data.properties {
        entries.extend_from_slice(ctx.dict_entries(props));
    }
    let mut elided = SIGNATURE_PROPS.to_vec();
    elided.push("comdat");
    p.print_optional_attr_dict_with_keyword(ctx.dictionary(entries), &elided);
    let inner = body.regions_body(op);
    if let Some(&r) = data.regions.first() {
        if !inner.region(r).blocks.is_empty() {
            p.write(" ");
            p.print_custom_region(inner, r);
        }
    }
}

pub(super) fn verify_llvm_func(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    if !cx.parent_is_symbol_table() {
        cx.op_error(body, op, "symbol's parent must have the SymbolTable trait");
        return;
    }
    if !super::verify::verify_comdat_use(cx, body, op) {
        return;
    }
    let linkage = attr(ctx, body, op, crate::static_ident!(ctx, "linkage"))
        .and_then(|a| LINKAGE.keyword_of(ctx, a))
        .unwrap_or("external");
    if linkage == "common" {
        cx.op_error(body, op, "functions cannot have 'common' linkage");
        return;
    }
    let inner = body.regions_body(op);
    let entry = body.op(op).regions.first().and_then(|&r| inner.region(r).blocks.first().copied());
    let Some(entry) = entry else {
        if linkage != "external" && linkage != "extern_weak" {
            cx.op_error(body, op, "external functions must have 'external' or 'extern_weak' linkage");
        }
        return;
    };
    let unit = |n: &str| attr(ctx, body, op, n).is_some();
    if unit("no_inline") && unit("always_inline") {
        cx.report(Diagnostic::error(cx.op_loc(body, op), "no_inline and always_inline attributes are incompatible"));
        return;
    }
    if unit("optimize_none") && !unit("no_inline") {
        cx.op_error(body, op, "with optimize_none must also be no_inline");
        return;
    }
    let mut pad_type = None;
    let mut consistent = true;
    for &r in &body.op(op).regions {
        inner.walk_region(r, &mut |o| {
            if ctx.str(inner.op(o).name) == "llvm.landingpad" {
                let t = inner.results(o).first().map(|&v| inner.value_type(v));
                consistent &= *pad_type.get_or_insert(t) == t;
            }
        });
    }
    if !consistent {
        let msg = "'llvm.landingpad' should have a consistent result type inside a function";
        cx.report(Diagnostic::error(cx.op_loc(body, op), msg));
        return;
    }
    let Some((params, _, _)) = function_type(ctx, body, op).and_then(|t| signature(ctx, t)) else { return };
    let args = &inner.block(entry).args;
    if args.len() != params.len() {
        let msg = format!("entry block must have {} arguments to match function signature", params.len());
        cx.op_error(body, op, msg);
        return;
    }
    for (i, (&a, &t)) in args.iter().zip(&params).enumerate() {
        let at = inner.value_type(a);
        if at != t {
            let msg = format!(
                "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                cx.type_str(at),
                cx.type_str(t)
            );
            cx.op_error(body, op, msg);
            return;
        }
    }
}

/// `llvm.return` matches the result type of the enclosing `llvm.func`.
pub(super) fn verify_return(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let Some(parent) = cx.ancestors().iter().rev().find(|a| ctx.str(a.name) == "llvm.func") else { return };
    let parent_loc = parent.loc;
    let Some(LlvmType::Func { result, .. }) = parent.function_type.and_then(|t| ctx.llvm_kind(t)) else { return };
    let expected = *result;
    let void = matches!(ctx.llvm_kind(expected), Some(LlvmType::Void));
    let arg = body.operands(op).first().copied();
    let msg = match arg {
        Some(_) if void => "expected no operands",
        None if !void => "expected 1 operand",
        Some(v) if body.value_type(v) != expected => "mismatching result types",
        _ => return,
    };
    let d = cx.make_op_error(body, op, msg).with_note(parent_loc, "when returning from function");
    cx.report(d);
}

/// The type of parameter `param` of a function-like op: from a builtin
/// `function_type` (`func.func`, `gpu.func`) or an `!llvm.func` one.
fn param_type(ctx: &Context, body: &Body, op: OpId, param: FunctionParam) -> Option<Type> {
    let fty = match attr(ctx, body, op, crate::static_ident!(ctx, "function_type")).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => *t,
        _ => return None,
    };
    let (inputs, results) = match ctx.type_kind(fty) {
        TypeKind::Function { inputs, results } => (inputs.clone(), results.clone()),
        _ => {
            let (params, results, _) = signature(ctx, fty)?;
            (params, results)
        }
    };
    match param {
        FunctionParam::Argument(i) => inputs.get(i).copied(),
        FunctionParam::Result(i) => results.get(i).copied(),
    }
}

/// The `llvm.*` attributes of function arguments and results: each takes a
/// unit, type or integer value, and most only apply to pointers or integers
/// (checked where the parameter's type is one LLVM has).
pub(super) fn verify_param_attr(
    cx: &mut VerifyCx<'_>,
    body: &Body,
    op: OpId,
    param: FunctionParam,
    name: &str,
    value: Attribute,
) -> bool {
    let ctx = cx.ctx;
    let Some(ty) = param_type(ctx, body, op, param) else { return true };
    let loc = cx.op_loc(body, op);
    let mut fail = |what: &str| {
        cx.report(Diagnostic::error(loc, format!("\"{name}\" {what}")));
        false
    };
    let not_for_results = [
        "llvm.allocalign",
        "llvm.allocptr",
        "llvm.byval",
        "llvm.byref",
        "llvm.inalloca",
        "llvm.nest",
        "llvm.nocapture",
        "llvm.nofree",
        "llvm.preallocated",
        "llvm.readnone",
        "llvm.readonly",
        "llvm.returned",
        "llvm.alignstack",
        "llvm.sret",
        "llvm.writeonly",
    ];
    if matches!(param, FunctionParam::Result(_)) && not_for_results.contains(&name) {
        return fail("is not a valid result attribute");
    }
    let checked = is_compatible(ctx, ty);
    let kind = ctx.attr_kind(value);
    let unit = matches!(kind, AttrKind::Unit);
    let integer = matches!(kind, AttrKind::Integer { .. });
    let is_type = matches!(kind, AttrKind::Type(_));
    let pointer = is_ptr(ctx, ty);
    let int_type = matches!(ctx.type_kind(ty), TypeKind::Integer { .. });
    let (value_ok, value_what, type_ok, type_what) = match name {
        "llvm.noalias" | "llvm.readonly" | "llvm.readnone" | "llvm.writeonly" | "llvm.nest" | "llvm.nocapture"
        | "llvm.nofree" | "llvm.nonnull" => (unit, "should be a unit attribute", pointer, NON_POINTER),
        "llvm.sret" | "llvm.byval" | "llvm.byref" | "llvm.inalloca" | "llvm.preallocated" => {
            (is_type, "should be a type attribute", pointer, NON_POINTER)
        }
        "llvm.signext" | "llvm.zeroext" => {
            (unit, "should be a unit attribute", int_type, "attribute attached to non-integer LLVM type")
        }
        "llvm.align" | "llvm.dereferenceable" | "llvm.dereferenceable_or_null" | "llvm.alignstack" => {
            (integer, "should be an integer attribute", pointer, NON_POINTER)
        }
        "llvm.noundef" | "llvm.inreg" | "llvm.returned" => (unit, "should be a unit attribute", true, ""),
        _ => return true,
    };
    if !value_ok {
        return fail(value_what);
    }
    if checked && !type_ok {
        return fail(type_what);
    }
    true
}

const NON_POINTER: &str = "attribute attached to non-pointer LLVM type";

//! The func dialect: `func.func`, `func.return`, `func.call`,
//! `func.call_indirect` and `func.constant`, with upstream's custom syntax.

use crate::ir::{AttrKind, Attribute, Body, Context, OpId, Type, TypeKind};
use crate::opdef::ods::{attr, AttrName};
use crate::opdef::{AttrStorage, OpDefinition, Registry, Traits};
use crate::syntax::diag::Diagnostic;
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{EntryArg, OpBuilder, PResult, Parser};
use crate::syntax::printer::Printer;
use crate::verify::VerifyCx;

const FUNC_INHERENT: &[(&str, AttrStorage)] = &[
    ("sym_name", AttrStorage::String),
    ("function_type", AttrStorage::Type),
    ("sym_visibility", AttrStorage::String),
    ("arg_attrs", AttrStorage::Array),
    ("res_attrs", AttrStorage::Array),
];

pub fn register(r: &mut Registry) {
    r.add_op(OpDefinition {
        inherent_attrs: FUNC_INHERENT,
        required_attrs: Some(&["function_type", "sym_name"]),
        parse: Some(parse_func),
        print: Some(print_func),
        verify: Some(verify_func),
        default_dialect: Some("func"),
        ..OpDefinition::new("func.func", Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL | Traits::FUNCTION_LIKE)
    });
    r.add_op(OpDefinition {
        parse: Some(parse_return),
        print: Some(print_return),
        verify: Some(verify_return),
        ..OpDefinition::new(
            "func.return",
            Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::PURE | Traits::MEMREFS_NORMALIZABLE,
        )
    });
    r.add_op(OpDefinition {
        // MLIR 19's call has no other inherent attribute: `no_inline`,
        // `arg_attrs` and `res_attrs` are discardable there.
        inherent_attrs: &[("callee", AttrStorage::FlatSymbolRef)],
        required_attrs: Some(&["callee"]),
        parse: Some(parse_call),
        print: Some(print_call),
        verify: Some(verify_call),
        ..OpDefinition::new("func.call", Traits::MEMREFS_NORMALIZABLE)
    });
    r.add_op(OpDefinition {
        parse: Some(parse_call_indirect),
        print: Some(print_call_indirect),
        verify: Some(verify_call_indirect),
        ..OpDefinition::new("func.call_indirect", Traits::NONE)
    });
    r.add_op(OpDefinition {
        inherent_attrs: &[("value", AttrStorage::FlatSymbolRef)],
        required_attrs: Some(&["value"]),
        parse: Some(parse_constant),
        print: Some(print_constant),
        verify: Some(verify_constant),
        // Upstream names every function constant `%f`.
        names: Some(|_, _, _| vec![Some("f".to_string())]),
        fold: Some(fold_constant),
        ..OpDefinition::new("func.constant", Traits::PURE | Traits::CONSTANT_LIKE)
    });
    r.add_materializer("func", materialize_constant);
}

// ---- func.func -------------------------------------------------------------------

/// One parsed argument or result: type, attribute dictionary and (arguments) name.
pub(crate) struct SigEntry<'a> {
    pub(crate) arg: Option<EntryArg<'a>>,
    pub(crate) ty: Type,
    pub(crate) attrs: Option<Attribute>,
}

/// `func.func` visibility? symbol `(` args `)` (`->` results)? (`attributes` dict)? region?
fn parse_func(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    if let Some(vis) = ["private", "public", "nested"].into_iter().find(|v| p.is_keyword(v)) {
        p.bump();
        b.set_property(crate::static_ident!(ctx, "sym_visibility"), ctx.string_attr(vis));
    }
    if !p.is(TokenKind::AtIdent) {
        return Err(p.error_here("expected valid '@'-identifier for symbol name"));
    }
    let name = p.parse_symbol_name()?;
    b.set_property(crate::static_ident!(ctx, "sym_name"), ctx.string_attr_bytes(&name));
    let (args, _) = parse_arguments(p, false)?;
    let mut results = Vec::new();
    if p.consume_if(TokenKind::Arrow) {
        results = parse_results(p)?;
    }
    let dict_at = p.offset();
    p.parse_optional_attr_dict_with_keyword(b)?;
    for (k, _) in &b.attributes {
        let k = ctx.str(*k);
        if FUNC_INHERENT.iter().any(|(n, _)| *n == k) {
            return Err(p.error_at(
                dict_at,
                format!(
                    "'{k}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
                ),
            ));
        }
    }
    let fty = ctx.function_type(args.iter().map(|a| a.ty).collect(), results.iter().map(|r| r.ty).collect());
    b.set_property(crate::static_ident!(ctx, "function_type"), ctx.type_attr(fty));
    set_entry_attrs(ctx, b, "arg_attrs", &args);
    set_entry_attrs(ctx, b, "res_attrs", &results);
    if p.is(TokenKind::LBrace) {
        let at = p.offset();
        // Unnamed arguments leave the entry block to be written out explicitly.
        let entry: Vec<EntryArg> = args.into_iter().filter_map(|a| a.arg).collect();
        if entry.is_empty() && p.region_is_empty_braces() {
            return Err(p.error_at(at, "expected non-empty function body"));
        }
        p.parse_region(b, &entry)?;
    } else {
        p.add_empty_region(b);
    }
    Ok(())
}

/// `(` (named-arg (`,` named-arg)* | type attrs? (`,` type attrs?)*)? `)`,
/// ending in `...` when `allow_variadic` (then the flag returned is set).
pub(crate) fn parse_arguments<'a>(p: &mut Parser<'a>, allow_variadic: bool) -> PResult<(Vec<SigEntry<'a>>, bool)> {
    p.expect(TokenKind::LParen, "'('")?;
    let mut out: Vec<SigEntry<'a>> = Vec::new();
    if p.consume_if(TokenKind::RParen) {
        return Ok((out, false));
    }
    let mut variadic = false;
    loop {
        if variadic {
            return Err(p.error_here("variadic arguments must be in the end of the argument list"));
        }
        if allow_variadic && p.consume_if(TokenKind::Ellipsis) {
            variadic = true;
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
            continue;
        }
        let at = p.offset();
        let named = p.is(TokenKind::PercentIdent);
        if !out.is_empty() && named != out[0].arg.is_some() {
            return Err(p.error_here(if named {
                "expected type instead of SSA identifier"
            } else {
                "expected SSA identifier"
            }));
        }
        let mut arg = None;
        if named {
            let u = p.parse_operand()?;
            p.expect(TokenKind::Colon, "':'")?;
            arg = Some(u);
        }
        let ty = p.parse_type()?;
        let attrs = if p.is(TokenKind::LBrace) { Some(p.parse_dictionary_attr()?) } else { None };
        let loc = p.parse_optional_trailing_location()?;
        let arg = arg.map(|u| EntryArg { name: u.name, at, ty, loc });
        out.push(SigEntry { arg, ty, attrs });
        if !p.consume_if(TokenKind::Comma) {
            break;
        }
    }
    p.expect(TokenKind::RParen, "')'")?;
    Ok((out, variadic))
}

/// `(` (type attrs?)* `)` | non-function-type
pub(crate) fn parse_results<'a>(p: &mut Parser<'a>) -> PResult<Vec<SigEntry<'a>>> {
    if !p.is(TokenKind::LParen) {
        let ty = p.parse_non_function_type()?;
        return Ok(vec![SigEntry { arg: None, ty, attrs: None }]);
    }
    p.bump();
    let mut out = Vec::new();
    if p.consume_if(TokenKind::RParen) {
        return Ok(out);
    }
    loop {
        let ty = p.parse_type()?;
        let attrs = if p.is(TokenKind::LBrace) { Some(p.parse_dictionary_attr()?) } else { None };
        out.push(SigEntry { arg: None, ty, attrs });
        if !p.consume_if(TokenKind::Comma) {
            break;
        }
    }
    p.expect(TokenKind::RParen, "')'")?;
    Ok(out)
}

/// `arg_attrs`/`res_attrs`: an array of dictionaries, present when any is non-empty.
pub(crate) fn set_entry_attrs(ctx: &Context, b: &mut OpBuilder, name: &str, entries: &[SigEntry<'_>]) {
    let non_empty = |a: &Option<Attribute>| a.is_some_and(|d| !ctx.dict_entries(d).is_empty());
    if !entries.iter().any(|e| non_empty(&e.attrs)) {
        return;
    }
    let dicts = entries.iter().map(|e| e.attrs.unwrap_or_else(|| ctx.empty_dictionary())).collect();
    b.set_property(ctx.ident(name), ctx.attr(AttrKind::Array(dicts)));
}

fn string_prop(ctx: &Context, body: &Body, op: OpId, name: impl AttrName) -> Option<String> {
    attr(ctx, body, op, name).and_then(|a| ctx.as_string(a)).map(|s| String::from_utf8_lossy(s).into_owned())
}

/// The function type of a `func.func`, if well formed.
pub fn function_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    match attr(ctx, body, op, crate::static_ident!(ctx, "function_type")).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) if ctx.function_parts(*t).is_some() => Some(*t),
        _ => None,
    }
}

/// Resolve a symbol reference from the nearest symbol table to a
/// `func.func`, returning its function type.
fn lookup_func(cx: &VerifyCx<'_>, symref: Attribute) -> Option<Type> {
    let (body, op) = cx.lookup_symbol(symref)?;
    if cx.ctx.str(body.op(op).name) != "func.func" {
        return None;
    }
    function_type(cx.ctx, body, op)
}

/// The i-th dictionary of an `arg_attrs`/`res_attrs` array.
pub fn entry_dict(ctx: &Context, arr: Option<Attribute>, i: usize) -> Option<Attribute> {
    match arr.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(v)) => v.get(i).copied().filter(|d| !ctx.dict_entries(*d).is_empty()),
        _ => None,
    }
}

fn print_func(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    if let Some(vis) = string_prop(ctx, body, op, crate::static_ident!(ctx, "sym_visibility")) {
        p.write(&vis);
        p.write(" ");
    }
    let name = attr(ctx, body, op, crate::static_ident!(ctx, "sym_name")).and_then(|a| ctx.as_string(a));
    p.print_symbol(name.unwrap_or_default());
    let fty = function_type(ctx, body, op).unwrap_or_else(|| ctx.function_type(vec![], vec![]));
    let (inputs, results) = ctx.function_parts(fty).map(|(i, r)| (i.to_vec(), r.to_vec())).unwrap_or_default();
    print_signature(p, body, op, &inputs, &results, false);
    let inner = body.regions_body(op);
    let region = body.op(op).regions.first().copied();
    let entry = region.and_then(|r| inner.region(r).blocks.first().copied());
    let elided: Vec<&str> = FUNC_INHERENT.iter().map(|(n, _)| *n).collect();
    p.print_optional_attr_dict_with_keyword(body.op(op).attributes, &elided);
    if let (Some(r), Some(_)) = (region, entry) {
        p.write(" ");
        p.print_custom_region(inner, r);
    }
}

/// `(` arguments (named when the function has a body) `)` (`->` results)?,
/// with argument and result attributes; `variadic` adds `...`.
pub(crate) fn print_signature(
    p: &mut Printer<'_>,
    body: &Body,
    op: OpId,
    inputs: &[Type],
    results: &[Type],
    variadic: bool,
) {
    let ctx = p.ctx;
    let inner = body.regions_body(op);
    let region = body.op(op).regions.first().copied();
    let entry = region.and_then(|r| inner.region(r).blocks.first().copied());
    let arg_attrs = attr(ctx, body, op, crate::static_ident!(ctx, "arg_attrs"));
    let res_attrs = attr(ctx, body, op, crate::static_ident!(ctx, "res_attrs"));
    p.write("(");
    for (i, ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let arg = entry.and_then(|b| inner.block(b).args.get(i).copied());
        if let Some(a) = arg {
            p.print_value(inner, a);
            p.write(": ");
        }
        p.print_type(*ty);
        if let Some(d) = entry_dict(ctx, arg_attrs, i) {
            p.write(" ");
            p.print_attr(d);
        }
        if let (Some(a), true) = (arg, p.opts.debug_info) {
            // Upstream's arguments always have one (unknown by default).
            let loc = inner.value(a).loc.unwrap_or_else(|| ctx.unknown_loc());
            p.write(" ");
            p.print_location(loc);
        }
    }
    if variadic {
        p.write(if inputs.is_empty() { "..." } else { ", ..." });
    }
    p.write(")");
    if !results.is_empty() {
        p.write(" -> ");
        let any_attrs = (0..results.len()).any(|i| entry_dict(ctx, res_attrs, i).is_some());
        if !any_attrs {
            p.print_result_types(results);
        } else {
            p.write("(");
            for (i, ty) in results.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_type(*ty);
                if let Some(d) = entry_dict(ctx, res_attrs, i) {
                    p.write(" ");
                    p.print_attr(d);
                }
            }
            p.write(")");
        }
    }
}

fn verify_func(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    if attr(ctx, body, op, crate::static_ident!(ctx, "sym_name")).and_then(|a| ctx.as_string(a)).is_none() {
        cx.op_error(body, op, "requires attribute 'sym_name'");
        return;
    }
    let Some(fty) = function_type(ctx, body, op) else {
        cx.op_error(
            body,
            op,
            "attribute 'function_type' failed to satisfy constraint: type attribute of function type",
        );
        return;
    };
    let vis = string_prop(ctx, body, op, crate::static_ident!(ctx, "sym_visibility"));
    if let Some(v) = &vis {
        if !["public", "private", "nested"].contains(&v.as_str()) {
            cx.op_error(
                body,
                op,
                format!("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{v}\""),
            );
            return;
        }
    }
    if !cx.parent_is_symbol_table() {
        cx.op_error(body, op, "symbol's parent must have the SymbolTable trait");
    }
    let inner = body.regions_body(op);
    let entry = body.op(op).regions.first().and_then(|&r| inner.region(r).blocks.first().copied());
    let Some(entry) = entry else {
        if vis.as_deref().unwrap_or("public") == "public" {
            cx.op_error(body, op, "symbol declaration cannot have public visibility");
        }
        return;
    };
    let (inputs, _) = ctx.function_parts(fty).expect("function type");
    let args = &inner.block(entry).args;
    if args.len() != inputs.len() {
        cx.op_error(body, op, format!("entry block must have {} arguments to match function signature", inputs.len()));
        return;
    }
    for (i, (&a, &t)) in args.iter().zip(inputs).enumerate() {
        let at = inner.value_type(a);
        if at != t {
            cx.op_error(
                body,
                op,
                format!(
                    "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                    cx.type_str(at),
                    cx.type_str(t)
                ),
            );
            return;
        }
    }
}

// ---- func.return -------------------------------------------------------------------

/// `return` attr-dict (operands `:` types)?
fn parse_return(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    p.parse_optional_attr_dict(b)?;
    let operands = p.parse_operand_list(false)?;
    if !operands.is_empty() {
        let at = p.offset();
        p.expect(TokenKind::Colon, "':'")?;
        let types = p.parse_type_list()?;
        b.operands = p.resolve_operands(&operands, &types, at)?;
    }
    Ok(())
}

fn print_operands_with_types(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ops = body.operands(op);
    if !ops.is_empty() {
        p.write(" ");
        p.print_values(body, ops);
        p.write(" : ");
        let tys: Vec<Type> = ops.iter().map(|&v| body.value_type(v)).collect();
        p.print_types(&tys);
    }
}

fn print_return(p: &mut Printer<'_>, body: &Body, op: OpId) {
    p.print_optional_attr_dict(body.op(op).attributes, &[]);
    print_operands_with_types(p, body, op);
}

fn verify_return(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let Some(parent) = cx.parent().filter(|pi| cx.ctx.str(pi.name) == "func.func") else {
        cx.op_error(body, op, "expects parent op 'func.func'");
        return;
    };
    let ctx = cx.ctx;
    let fname = parent.sym_name.clone().unwrap_or_default();
    let Some((_, results)) = parent.function_type.and_then(|t| ctx.function_parts(t)) else { return };
    let operands = body.operands(op);
    if operands.len() != results.len() {
        cx.op_error(
            body,
            op,
            format!("has {} operands, but enclosing function (@{fname}) returns {}", operands.len(), results.len()),
        );
        return;
    }
    for (i, (&v, &t)) in operands.iter().zip(results).enumerate() {
        let vt = body.value_type(v);
        if vt != t {
            // Upstream emits this one without the op-name prefix.
            let msg = format!(
                "type of return operand {i} ({}) doesn't match function result type ({}) in function @{fname}",
                cx.type_str(vt),
                cx.type_str(t)
            );
            cx.report(Diagnostic::error(cx.op_loc(body, op), msg));
            return;
        }
    }
}

// ---- func.call ----------------------------------------------------------------------

/// `call` symbol `(` operands `)` attr-dict `:` function-type
fn parse_call(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let callee = p.parse_symbol_ref_attr()?;
    b.set_property(crate::static_ident!(ctx, "callee"), callee);
    let operands = p.parse_operand_list(true)?;
    p.parse_optional_attr_dict(b)?;
    move_inherent(ctx, b, &["callee"]);
    p.expect(TokenKind::Colon, "':'")?;
    let at = p.offset();
    let fty = p.parse_function_type()?;
    let (ins, outs) = ctx.function_parts(fty).map(|(i, o)| (i.to_vec(), o.to_vec())).expect("function type");
    b.operands = p.resolve_operands(&operands, &ins, at)?;
    b.result_types = outs;
    Ok(())
}

/// Inherent attributes written in a custom form's attr-dict belong in properties.
fn move_inherent(ctx: &Context, b: &mut OpBuilder, names: &[&str]) {
    let attrs = std::mem::take(&mut b.attributes);
    for (k, v) in attrs {
        if names.contains(&ctx.str(k)) {
            b.set_property(k, v);
        } else {
            b.attributes.push((k, v));
        }
    }
}

fn print_call(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    if let Some(c) = attr(ctx, body, op, crate::static_ident!(ctx, "callee")) {
        p.print_attr(c);
    }
    p.write("(");
    p.print_values(body, body.operands(op));
    p.write(")");
    p.print_optional_attr_dict(body.op(op).attributes, &["callee"]);
    p.write(" : ");
    print_op_function_type(p, body, op, 0);
}

/// `(operand types[skip..]) -> result types`
fn print_op_function_type(p: &mut Printer<'_>, body: &Body, op: OpId, skip: usize) {
    let ins: Vec<Type> = body.operands(op).iter().skip(skip).map(|&v| body.value_type(v)).collect();
    let outs: Vec<Type> = body.results(op).iter().map(|&v| body.value_type(v)).collect();
    p.print_function_type(&ins, &outs);
}

fn verify_call(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let Some(callee) = attr(ctx, body, op, crate::static_ident!(ctx, "callee")) else {
        cx.op_error(body, op, "requires attribute 'callee'");
        return;
    };
    let shown = match ctx.attr_kind(callee) {
        AttrKind::SymbolRef { root, .. } => ctx.str(*root).to_string(),
        _ => {
            cx.op_error(body, op, "attribute 'callee' failed to satisfy constraint: flat symbol reference attribute");
            return;
        }
    };
    if !cx.symbols_known() {
        return;
    }
    let fty = lookup_func(cx, callee);
    let Some(fty) = fty else {
        cx.op_error(body, op, format!("'{shown}' does not reference a valid function"));
        return;
    };
    let (ins, outs) = ctx.function_parts(fty).expect("function type");
    let operands = body.operands(op);
    if operands.len() != ins.len() {
        cx.op_error(body, op, "incorrect number of operands for callee");
        return;
    }
    for (i, (&v, &t)) in operands.iter().zip(ins).enumerate() {
        let vt = body.value_type(v);
        if vt != t {
            cx.op_error(
                body,
                op,
                format!(
                    "operand type mismatch: expected operand type {}, but provided {} for operand number {i}",
                    cx.type_str(t),
                    cx.type_str(vt)
                ),
            );
            return;
        }
    }
    let results = body.results(op);
    if results.len() != outs.len() {
        cx.op_error(body, op, "incorrect number of results for callee");
        return;
    }
    for (i, (&v, &t)) in results.iter().zip(outs).enumerate() {
        let vt = body.value_type(v);
        if vt != t {
            let msg = format!("result type mismatch at index {i}");
            let d = cx
                .make_op_error(body, op, msg)
                .with_note(
                    cx.op_loc(body, op),
                    format!("      op result types: {}", cx.types_str(&result_types(body, op))),
                )
                .with_note(cx.op_loc(body, op), format!("function result types: {}", cx.types_str(outs)));
            cx.report(d);
            return;
        }
    }
}

fn result_types(body: &Body, op: OpId) -> Vec<Type> {
    body.results(op).iter().map(|&v| body.value_type(v)).collect()
}

// ---- func.call_indirect -------------------------------------------------------------------

/// `call_indirect` callee `(` operands `)` attr-dict `:` function-type
fn parse_call_indirect(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let callee = p.parse_operand()?;
    let operands = p.parse_operand_list(true)?;
    p.parse_optional_attr_dict(b)?;
    p.expect(TokenKind::Colon, "':'")?;
    let at = p.offset();
    let fty = p.parse_function_type()?;
    let (ins, outs) = p.ctx.function_parts(fty).map(|(i, o)| (i.to_vec(), o.to_vec())).expect("function type");
    let c = p.resolve_operand(&callee, fty)?;
    b.operands = vec![c];
    b.operands.extend(p.resolve_operands(&operands, &ins, at)?);
    b.result_types = outs;
    Ok(())
}

fn print_call_indirect(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ops = body.operands(op);
    p.write(" ");
    if let Some(&c) = ops.first() {
        p.print_value(body, c);
    }
    p.write("(");
    p.print_values(body, ops.get(1..).unwrap_or(&[]));
    p.write(")");
    p.print_optional_attr_dict(body.op(op).attributes, &[]);
    p.write(" : ");
    match ops.first().map(|&c| body.value_type(c)) {
        Some(t) => p.print_type(t),
        None => print_op_function_type(p, body, op, 1),
    }
}

fn verify_call_indirect(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let ops = body.operands(op);
    let Some(&callee) = ops.first() else {
        cx.op_error(body, op, "requires a callee operand");
        return;
    };
    let Some((ins, outs)) = ctx.function_parts(body.value_type(callee)) else {
        cx.op_error(body, op, "operand #0 must be function type");
        return;
    };
    let arg_types: Vec<Type> = ops[1..].iter().map(|&v| body.value_type(v)).collect();
    if arg_types != ins || result_types(body, op) != outs {
        cx.op_error(body, op, "callee type does not match the operand and result types");
    }
}

// ---- func.constant ---------------------------------------------------------------------------

/// `constant` attr-dict symbol `:` type
fn parse_constant(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    p.parse_optional_attr_dict(b)?;
    let ctx = p.ctx;
    let value = p.parse_symbol_ref_attr()?;
    b.set_property(crate::static_ident!(ctx, "value"), value);
    p.expect(TokenKind::Colon, "':'")?;
    b.result_types = vec![p.parse_type()?];
    Ok(())
}

fn print_constant(p: &mut Printer<'_>, body: &Body, op: OpId) {
    p.print_optional_attr_dict(body.op(op).attributes, &["value"]);
    p.write(" ");
    if let Some(v) = attr(p.ctx, body, op, crate::static_ident!(p.ctx, "value")) {
        p.print_attr(v);
    }
    p.write(" : ");
    if let Some(&r) = body.results(op).first() {
        p.print_type(body.value_type(r));
    }
}

/// A function constant folds to the symbol it names.
fn fold_constant(cx: &crate::rewrite::FoldCx<'_>, body: &mut Body, op: OpId) -> crate::rewrite::Folded {
    attr(cx.ctx, body, op, crate::static_ident!(cx.ctx, "value"))
        .map_or(crate::rewrite::Folded::Failure, crate::rewrite::Folded::attr)
}

/// Folded function symbols of function type become `func.constant`.
fn materialize_constant(
    rw: &mut crate::rewrite::Rewriter<'_>,
    value: Attribute,
    ty: Type,
    loc: crate::ir::Location,
) -> Option<crate::ir::ValueId> {
    let ctx = rw.ctx;
    let flat = matches!(ctx.attr_kind(value), AttrKind::SymbolRef { nested, .. } if nested.is_empty());
    if !flat || !matches!(ctx.type_kind(ty), TypeKind::Function { .. }) {
        return None;
    }
    let state = crate::ir::OperationState {
        name: crate::static_ident!(ctx, "func.constant"),
        loc,
        operands: Vec::new(),
        result_types: vec![ty],
        properties: Some(ctx.dictionary(vec![(crate::static_ident!(ctx, "value"), value)])),
        attributes: ctx.empty_dictionary(),
        successors: Vec::new(),
        regions: Vec::new(),
        inner: None,
    };
    let op = rw.create(state);
    rw.body.results(op).first().copied()
}

fn verify_constant(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let Some(value) = attr(ctx, body, op, crate::static_ident!(ctx, "value")) else {
        cx.op_error(body, op, "requires attribute 'value'");
        return;
    };
    let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(value) else {
        cx.op_error(body, op, "attribute 'value' failed to satisfy constraint: flat symbol reference attribute");
        return;
    };
    let name = ctx.str(*root).to_string();
    if !cx.symbols_known() {
        return;
    }
    match lookup_func(cx, value) {
        None => cx.op_error(body, op, format!("reference to undefined function '{name}'")),
        Some(t) => {
            let rt = body.results(op).first().map(|&r| body.value_type(r));
            if rt != Some(t) || !matches!(ctx.type_kind(t), TypeKind::Function { .. }) {
                cx.op_error(body, op, "reference to function with mismatched type");
            }
        }
    }
}

//! `llvm.mlir.global`: keywords before the name, the initial value in
//! parentheses or an initializer region, and the global's verifier.

use super::types::{LlvmType, LlvmTypes};
use super::{is_compatible, LINKAGE, UNNAMED_ADDR_ENUM, VISIBILITY_ENUM};
use crate::dialects::alignment;
use crate::ir::{AttrKind, Attribute, Body, Context, DenseValues, OpId, Type};
use crate::opdef::ods::attr;
use crate::syntax::diag::Diagnostic;
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{OpBuilder, PResult, Parser};
use crate::syntax::printer::Printer;
use crate::verify::VerifyCx;

/// Properties the custom form writes outside the attribute dictionary.
const KEYWORD_PROPS: &[&str] = &[
    "sym_name",
    "global_type",
    "constant",
    "value",
    "linkage",
    "unnamed_addr",
    "thread_local_",
    "visibility_",
    "comdat",
];

/// A keyword of `cases` (the empty case excluded), as its index.
fn parse_optional_case(p: &mut Parser<'_>, cases: &[&str]) -> Option<usize> {
    let i = cases.iter().position(|c| !c.is_empty() && p.is_keyword(c))?;
    p.bump();
    Some(i)
}

/// linkage? visibility? unnamed-addr? `thread_local`? `constant`? symbol
/// `(` attribute? `)` (`comdat` `(` symbol-ref `)`)? attr-dict (`:` type)? region?
pub(super) fn parse_global(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let linkage = parse_optional_case(p, LINKAGE.cases).unwrap_or(0);
    b.set_property(crate::static_ident!(ctx, "linkage"), LINKAGE.attr(ctx, linkage));
    let vis = parse_optional_case(p, &["", "hidden", "protected"]).unwrap_or(0);
    b.set_property(crate::static_ident!(ctx, "visibility_"), VISIBILITY_ENUM.attr(ctx, vis as i64));
    let unnamed = parse_optional_case(p, &["", "local_unnamed_addr", "unnamed_addr"]).unwrap_or(0);
    b.set_property(crate::static_ident!(ctx, "unnamed_addr"), UNNAMED_ADDR_ENUM.attr(ctx, unnamed as i64));
    for (kw, prop) in [("thread_local", "thread_local_"), ("constant", "constant")] {
        if p.consume_keyword(kw) {
            b.set_property(ctx.ident(prop), ctx.unit_attr());
        }
    }
    if !p.is(TokenKind::AtIdent) {
        return Err(p.error_here("expected valid '@'-identifier for symbol name"));
    }
    let name = p.parse_symbol_name()?;
    b.set_property(crate::static_ident!(ctx, "sym_name"), ctx.string_attr_bytes(&name));
    p.expect(TokenKind::LParen, "'('")?;
    let mut value = None;
    if !p.consume_if(TokenKind::RParen) {
        let v = p.parse_attribute()?;
        b.set_property(crate::static_ident!(ctx, "value"), v);
        value = Some(v);
        p.expect(TokenKind::RParen, "')'")?;
    }
    if p.consume_keyword("comdat") {
        p.expect(TokenKind::LParen, "'('")?;
        let comdat = p.parse_symbol_ref_attr()?;
        p.expect(TokenKind::RParen, "')'")?;
        b.set_property(crate::static_ident!(ctx, "comdat"), comdat);
    }
    p.parse_optional_attr_dict(b)?;
    let mut types = Vec::new();
    if p.consume_if(TokenKind::Colon) {
        types = p.parse_type_list()?;
    }
    if types.len() > 1 {
        return Err(p.error_at(b.at, "expected zero or one type"));
    }
    let ty = match types.first() {
        Some(&t) => {
            if p.is(TokenKind::LBrace) {
                p.parse_region(b, &[])?;
            } else {
                p.add_empty_region(b);
            }
            t
        }
        None => {
            let Some(len) = value.and_then(|v| ctx.as_string(v)).map(<[u8]>::len) else {
                return Err(p.error_at(b.at, "type can only be omitted for string globals"));
            };
            p.add_empty_region(b);
            ctx.llvm_array_type(len as u64, ctx.integer_type(8))
        }
    };
    b.set_property(crate::static_ident!(ctx, "global_type"), ctx.type_attr(ty));
    // The dictionary may not repeat what the keywords and parentheses set.
    if let Some((k, _)) = b.attributes.iter().find(|(k, _)| b.properties.iter().any(|(pk, _)| pk == k)) {
        let msg = format!("attribute '{}' occurs more than once in the attribute list", ctx.str(*k));
        return Err(p.error_at(b.at, msg));
    }
    Ok(())
}

fn global_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    match attr(ctx, body, op, crate::static_ident!(ctx, "global_type")).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => Some(*t),
        _ => None,
    }
}

pub(super) fn print_global(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let linkage = attr(ctx, body, op, crate::static_ident!(ctx, "linkage"))
        .and_then(|a| LINKAGE.keyword_of(ctx, a))
        .unwrap_or("external");
    p.write(&format!(" {linkage} "));
    let keyword = |name: &str, e: &super::IntEnum| {
        attr(ctx, body, op, name).and_then(|a| e.value_of(ctx, a)).and_then(|v| e.keyword(v)).filter(|k| !k.is_empty())
    };
    if let Some(v) = keyword("visibility_", &VISIBILITY_ENUM) {
        p.write(&format!("{v} "));
    }
    if attr(ctx, body, op, crate::static_ident!(ctx, "thread_local_")).is_some() {
        p.write("thread_local ");
    }
    if let Some(u) = keyword("unnamed_addr", &UNNAMED_ADDR_ENUM) {
        p.write(&format!("{u} "));
    }
    if attr(ctx, body, op, crate::static_ident!(ctx, "constant")).is_some() {
        p.write("constant ");
    }
    let name =
        attr(ctx, body, op, crate::static_ident!(ctx, "sym_name")).and_then(|a| ctx.as_string(a)).unwrap_or_default();
    p.print_symbol(name);
    p.write("(");
    let value = attr(ctx, body, op, crate::static_ident!(ctx, "value"));
    if let Some(v) = value {
        p.print_attr(v);
    }
    p.write(")");
    if let Some(c) = attr(ctx, body, op, crate::static_ident!(ctx, "comdat")) {
        p.write(" comdat(");
        p.print_attr(c);
        p.write(")");
    }
    super::syntax::print_attrs_with_props(p, body, op, KEYWORD_PROPS);
    if value.is_some_and(|v| matches!(ctx.attr_kind(v), AttrKind::String { .. })) {
        return;
    }
    p.write(" : ");
    if let Some(t) = global_type(ctx, body, op) {
        p.print_type(t);
    }
    let inner = body.regions_body(op);
    if let Some(&r) = body.op(op).regions.first() {
        if !inner.region(r).blocks.is_empty() {
            p.write(" ");
            p.print_custom_region(inner, r);
        }
    }
}

/// Whether `a` is a zero value (upstream's `isZeroAttribute`).
fn is_zero(ctx: &Context, a: Attribute) -> bool {
    use num_traits::Zero;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.is_zero(),
        AttrKind::Float { bits, .. } => *bits == 0,
        AttrKind::DenseElements { values: DenseValues::Int(v) | DenseValues::Float(v), .. } => {
            v.iter().all(|&x| x == 0)
        }
        AttrKind::Array(els) => els.iter().all(|&e| is_zero(ctx, e)),
        _ => false,
    }
}

pub(super) fn verify_global(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    if !cx.parent_is_symbol_table() {
        cx.op_error(body, op, "symbol's parent must have the SymbolTable trait");
        return;
    }
    if !super::verify::verify_comdat_use(cx, body, op) {
        return;
    }
    let Some(ty) = global_type(ctx, body, op) else { return };
    let bad_type =
        matches!(ctx.llvm_kind(ty), Some(LlvmType::Void | LlvmType::Token | LlvmType::Metadata | LlvmType::Label));
    if bad_type || !is_compatible(ctx, ty) {
        cx.op_error(body, op, "expects type to be a valid element type for an LLVM global");
        return;
    }
    if !cx.parent_is_symbol_table() {
        cx.op_error(body, op, "must appear at the module level");
        return;
    }
    let value = attr(ctx, body, op, crate::static_ident!(ctx, "value"));
    if let Some(s) = value.and_then(|v| ctx.as_string(v)) {
        let ok = matches!(ctx.llvm_kind(ty), Some(LlvmType::Array { len, element })
            if *len == s.len() as u64 && ctx.int_info(*element).is_some_and(|(w, _)| w == 8) && !ctx.is_index(*element));
        if !ok {
            let msg = "requires an i8 array type of the length equal to that of the string attribute";
            cx.op_error(body, op, msg);
            return;
        }
    }
    let linkage = attr(ctx, body, op, crate::static_ident!(ctx, "linkage"))
        .and_then(|a| LINKAGE.keyword_of(ctx, a))
        .unwrap_or("external");
    if linkage == "common" && value.is_some_and(|v| !is_zero(ctx, v)) {
        cx.op_error(body, op, "expected zero value for 'common' linkage");
        return;
    }
    if linkage == "appending" && !matches!(ctx.llvm_kind(ty), Some(LlvmType::Array { .. })) {
        cx.op_error(body, op, "expected array type for 'appending' linkage");
        return;
    }
    let align = attr(ctx, body, op, crate::static_ident!(ctx, "alignment")).and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(num_traits::ToPrimitive::to_u64(value).unwrap_or(0)),
        _ => None,
    });
    // Upstream reads the value as unsigned: a negative one is no power of 2.
    if align.is_some_and(|a| !a.is_power_of_two()) {
        cx.report(Diagnostic::error(cx.op_loc(body, op), "alignment attribute is not a power of 2"));
        return;
    }
    if let Some(a) = align.filter(|&a| a > alignment::MAX_ALIGNMENT) {
        let msg = format!("alignment {a} is larger than LLVM's limit of {} (2^32)", alignment::MAX_ALIGNMENT);
        cx.op_error(body, op, msg);
        return;
    }
    verify_initializer(cx, body, op, ty, value.is_some());
}

/// The initializer region returns a value of the global's type, without side effects.
fn verify_initializer(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, ty: Type, has_value: bool) {
    let ctx = cx.ctx;
    let inner = body.regions_body(op);
    let Some(&r) = body.op(op).regions.first() else { return };
    let Some(&block) = inner.region(r).blocks.first() else { return };
    let Some(ret) = inner.last_op(block).filter(|&t| ctx.str(inner.op(t).name) == "llvm.return") else { return };
    let Some(&v) = inner.operands(ret).first() else {
        cx.op_error(body, op, "initializer region cannot return void");
        return;
    };
    let rt = inner.value_type(v);
    if rt != ty {
        let msg = format!("initializer region type {} does not match global type {}", cx.type_str(rt), cx.type_str(ty));
        cx.op_error(body, op, msg);
        return;
    }
    for o in inner.block_ops(block) {
        if !crate::rewrite::is_memory_effect_free(ctx, cx.registry, inner, o) {
            cx.report(Diagnostic::error(inner.op(o).loc, "ops with side effects not allowed in global initializers"));
            return;
        }
    }
    if has_value {
        cx.op_error(body, op, "cannot have both initializer value and region");
    }
}

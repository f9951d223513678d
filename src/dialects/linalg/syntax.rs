//! Custom syntax of the structured ops: `ins(%a, %b : ta, tb) outs(%c : tc)`
//! shared by all of them, `linalg.generic`'s trait dictionary and region,
//! the named ops (whose payload is built, never written), and
//! `linalg.yield`/`linalg.index`.

use super::named::{named_op, NamedOp};
use super::region::{build_payload, PayloadCx};
use super::{keyword_attr, keyword_of, StructuredOp};
use crate::ir::{AttrKind, Attribute, Body, Context, Identifier, OpId, Type};
use crate::opdef::ods::{attr, set_operand_segments, value_types};
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{OpBuilder, PResult, Parser};
use crate::syntax::printer::Printer;

/// (`ins` `(` operands `:` types `)`)? (`outs` `(` operands `:` types `)`)?
/// preceded by an optional attr-dict; returns the input and output types.
/// `segments`: record them in `operandSegmentSizes`.
pub(super) fn parse_common_parts(
    p: &mut Parser<'_>,
    b: &mut OpBuilder,
    segments: bool,
) -> PResult<(Vec<Type>, Vec<Type>)> {
    p.parse_optional_attr_dict(b)?;
    let mut groups = [(Vec::new(), Vec::new(), 0usize), (Vec::new(), Vec::new(), 0usize)];
    for (kw, g) in ["ins", "outs"].into_iter().zip(groups.iter_mut()) {
        if !p.consume_keyword(kw) {
            continue;
        }
        p.expect(TokenKind::LParen, "'('")?;
        g.2 = p.offset();
        g.0 = p.parse_operand_list(false)?;
        p.expect(TokenKind::Colon, "':'")?;
        g.1 = p.parse_type_list()?;
        p.expect(TokenKind::RParen, "')'")?;
    }
    let mut types = Vec::new();
    for (uses, tys, at) in &groups {
        let values = p.resolve_operands(uses, tys, *at)?;
        b.operands.extend(values);
        types.push(tys.clone());
    }
    if segments {
        set_operand_segments(p.ctx, b, &[groups[0].0.len(), groups[1].0.len()]);
    }
    let outs = types.pop().unwrap_or_default();
    Ok((types.pop().unwrap_or_default(), outs))
}

pub(super) fn print_common_parts(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let Some(s) = StructuredOp::get(ctx, body, op) else { return };
    for (kw, vals) in [("ins", s.inputs(ctx, body)), ("outs", s.inits(ctx, body))] {
        if vals.is_empty() {
            continue;
        }
        p.write(&format!(" {kw}("));
        p.print_values(body, vals);
        p.write(" : ");
        p.print_types(&value_types(body, vals));
        p.write(")");
    }
}

/// Properties and discardable attributes of `op`, by name.
pub(super) fn all_attrs(ctx: &Context, body: &Body, op: OpId) -> Vec<(Identifier, Attribute)> {
    let data = body.op(op);
    let mut entries: Vec<_> = data.properties.map(|p| ctx.dict_entries(p).to_vec()).unwrap_or_default();
    entries.extend(ctx.dict_entries(data.attributes).iter().copied());
    entries.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
    entries
}

fn print_results(p: &mut Printer<'_>, body: &Body, op: OpId) {
    p.print_optional_arrow_type_list(&value_types(body, body.results(op)));
}

/// Upstream names payload arguments `in` and `out`.
pub(super) fn payload_arg_names(ctx: &Context, body: &Body, op: OpId) -> Vec<Option<String>> {
    let Some(s) = StructuredOp::get(ctx, body, op) else { return vec![] };
    let n = s.num_inputs(ctx, body);
    let init = if s.kind == super::structured::Kind::Reduce { "init" } else { "out" };
    (0..body.operands(op).len()).map(|i| Some(if i < n { "in" } else { init }.to_string())).collect()
}

// ---- named ops ----------------------------------------------------------------------

/// named-op attr-dict? (`ins` ...)? (`outs` ...)? (`->` types)?
pub(super) fn parse_named(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let def = named_op(ctx.str(b.name)).expect("registered from the table");
    let (ins, outs) = parse_common_parts(p, b, true)?;
    b.result_types = p.parse_optional_arrow_type_list()?;
    if ins.len() + outs.len() != def.operands.len() {
        let msg = format!(
            "[parseNamedStructuredOpRegion] ods-gen generated region expects {} args, got {}",
            def.operands.len(),
            ins.len() + outs.len()
        );
        return Err(p.error_here(msg));
    }
    let elem: Vec<Type> = ins.iter().chain(&outs).map(|&t| ctx.element_type(t).unwrap_or(t)).collect();
    let fns = def
        .fn_attrs
        .iter()
        .map(|f| {
            let given = b.attributes.iter().find(|(k, _)| ctx.str(*k) == f.name).map(|(_, v)| *v);
            let case = given.and_then(|a| keyword_of(ctx, a, &f.kind)).unwrap_or(&f.default).to_string();
            (f.name.as_str(), case)
        })
        .collect();
    let cx = PayloadCx { ctx, fns, out_ty: *elem.last().unwrap_or(&ctx.none_type()) };
    p.add_empty_region(b);
    let region = *b.regions.last().expect("region");
    let at = b.at;
    build_payload(&cx, p.body_mut(), region, def, &elem).map_err(|m| p.error_at(at, m))?;
    memoize_maps(p, b, def);
    Ok(())
}

/// Upstream's named ops with static maps record them in
/// `linalg.memoized_indexing_maps` when first asked (by the verifier).
fn memoize_maps(p: &mut Parser<'_>, b: &mut OpBuilder, def: &NamedOp) {
    if def.polymorphic {
        return;
    }
    let ctx = p.ctx;
    let values: Vec<Vec<i64>> = def
        .index_attrs
        .iter()
        .map(|a| {
            let given = b.attributes.iter().find(|(k, _)| ctx.str(*k) == a.name).map(|(_, v)| *v);
            given.and_then(|v| super::structured::i64_elements(ctx, v)).unwrap_or(a.default.clone())
        })
        .collect();
    let maps = def.indexing_maps(&[], &values);
    let attrs = maps.into_iter().map(|m| ctx.attr(AttrKind::AffineMap(m))).collect();
    b.attributes.push((ctx.ident("linalg.memoized_indexing_maps"), ctx.attr(AttrKind::Array(attrs))));
}

pub(super) fn print_named(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let attrs: Vec<_> = all_attrs(ctx, body, op)
        .into_iter()
        .filter(|(k, _)| !matches!(ctx.str(*k), "operandSegmentSizes" | "linalg.memoized_indexing_maps"))
        .collect();
    p.print_attr_dict_entries(&attrs, false);
    print_common_parts(p, body, op);
    print_results(p, body, op);
}

// ---- linalg.generic -----------------------------------------------------------------

const TRAIT_ATTRS: &[&str] = &["doc", "indexing_maps", "iterator_types", "library_call"];

/// `linalg.generic` dict ins-outs (`attrs` `=` dict)? region (`->` types)?
pub(super) fn parse_generic(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let at = p.offset();
    let dict = p.parse_attribute()?;
    let AttrKind::Dictionary(entries) = ctx.attr_kind(dict).clone() else {
        return Err(p.error_at(at, "expected attribute dictionary"));
    };
    for (k, v) in entries {
        let v = if ctx.str(k) == "iterator_types" { iterator_types_from_strings(ctx, v) } else { v };
        b.attributes.push((k, v));
    }
    parse_common_parts(p, b, true)?;
    if p.consume_keyword("attrs") {
        p.expect(TokenKind::Equal, "'='")?;
        p.parse_optional_attr_dict(b)?;
    }
    p.parse_region(b, &[])?;
    b.result_types = p.parse_optional_arrow_type_list()?;
    Ok(())
}

/// `["parallel", ...]` as `[#linalg.iterator_type<parallel>, ...]`.
fn iterator_types_from_strings(ctx: &Context, a: Attribute) -> Attribute {
    let AttrKind::Array(items) = ctx.attr_kind(a) else { return a };
    let mut out = Vec::with_capacity(items.len());
    for &i in items {
        match ctx.as_string(i).and_then(|s| std::str::from_utf8(s).ok()) {
            Some(s) if super::ITERATOR_TYPES.contains(&s) => out.push(keyword_attr(ctx, "iterator_type", s)),
            _ => return a,
        }
    }
    ctx.attr(AttrKind::Array(out))
}

pub(super) fn print_generic(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let attrs = all_attrs(ctx, body, op);
    let mut traits = Vec::new();
    for &(k, v) in &attrs {
        let name = ctx.str(k);
        if name == "iterator_types" {
            let strings = match ctx.attr_kind(v) {
                AttrKind::Array(items) => items
                    .iter()
                    .map(|&i| keyword_of(ctx, i, "iterator_type").map_or(i, |s| ctx.string_attr(s)))
                    .collect(),
                _ => vec![],
            };
            traits.push((k, ctx.attr(AttrKind::Array(strings))));
        } else if TRAIT_ATTRS.contains(&name) {
            traits.push((k, v));
        }
    }
    if !traits.is_empty() {
        p.write(" ");
        p.print_attr(ctx.dictionary(traits));
    }
    print_common_parts(p, body, op);
    let extra: Vec<_> = attrs
        .into_iter()
        .filter(|(k, _)| !TRAIT_ATTRS.contains(&ctx.str(*k)) && ctx.str(*k) != "operandSegmentSizes")
        .collect();
    if !extra.is_empty() {
        // Upstream's printer writes the dictionary after a space of its own.
        p.write(" attrs = ");
        p.print_attr_dict_entries(&extra, false);
    }
    if let Some(&r) = body.op(op).regions.first() {
        if !body.region(r).blocks.is_empty() {
            p.write(" ");
            p.print_region_with(body, r, true, true, true);
        }
    }
    print_results(p, body, op);
}

// ---- linalg.yield / linalg.index ----------------------------------------------------

/// `linalg.yield` attr-dict (operands `:` types)?
pub(super) fn parse_yield(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    p.parse_optional_attr_dict(b)?;
    if p.is(TokenKind::PercentIdent) {
        let at = p.offset();
        let uses = p.parse_operand_list(false)?;
        p.expect(TokenKind::Colon, "':'")?;
        let tys = p.parse_type_list()?;
        let values = p.resolve_operands(&uses, &tys, at)?;
        b.operands.extend(values);
    }
    Ok(())
}

pub(super) fn print_yield(p: &mut Printer<'_>, body: &Body, op: OpId) {
    p.print_optional_attr_dict(body.op(op).attributes, &[]);
    let vals = body.operands(op);
    if !vals.is_empty() {
        p.write(" ");
        p.print_values(body, vals);
        p.write(" : ");
        p.print_types(&value_types(body, vals));
    }
}

/// `linalg.index` integer attr-dict `:` `index`
pub(super) fn parse_index(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let at = p.offset();
    let t = p.expect(TokenKind::Integer, "integer value")?;
    let dim = p.token_text(t).parse::<i64>().map_err(|_| p.error_at(at, "expected integer value"))?;
    b.set_property(ctx.ident("dim"), ctx.int_attr(ctx.integer_type(64), dim));
    p.parse_optional_attr_dict(b)?;
    p.expect(TokenKind::Colon, "':'")?;
    b.result_types = vec![p.parse_type()?];
    Ok(())
}

pub(super) fn print_index(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    if let Some(AttrKind::Integer { value, .. }) = attr(ctx, body, op, "dim").map(|a| ctx.attr_kind(a)) {
        p.write(&format!(" {value}"));
    }
    p.print_optional_attr_dict(body.op(op).attributes, &[]);
    p.write(" : ");
    p.print_types(&value_types(body, body.results(op)));
}

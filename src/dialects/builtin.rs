//! The builtin dialect's ops: `builtin.module` and
//! `builtin.unrealized_conversion_cast`.

use crate::ir::{AttrKind, Body, OpId, Type, ValueId};
use crate::opdef::{AttrStorage, OpDefinition, Registry, Traits};
use crate::rewrite::{FoldCx, Folded, OpFoldResult};
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{OpBuilder, PResult, Parser};
use crate::syntax::printer::Printer;
use crate::verify::VerifyCx;

pub fn register(r: &mut Registry) {
    r.add_op(OpDefinition {
        inherent_attrs: &[("sym_name", AttrStorage::String), ("sym_visibility", AttrStorage::String)],
        required_attrs: Some(&[]),
        parse: Some(parse_module),
        print: Some(print_module),
        verify: Some(verify_module),
        default_dialect: Some("builtin"),
        ..OpDefinition::new(
            "builtin.module",
            Traits::ISOLATED_FROM_ABOVE
                | Traits::NO_TERMINATOR
                | Traits::SYMBOL_TABLE
                | Traits::SYMBOL
                | Traits::SINGLE_BLOCK
                | Traits::GRAPH_REGION,
        )
    });
    r.add_op(OpDefinition {
        parse: Some(parse_cast),
        print: Some(print_cast),
        verify: Some(verify_cast),
        fold: Some(fold_cast),
        ..OpDefinition::new("builtin.unrealized_conversion_cast", Traits::PURE)
    });
}

/// `module` symbol-name? (`attributes` attr-dict)? region
fn parse_module(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    if p.is(TokenKind::AtIdent) {
        let name = p.parse_symbol_name()?;
        let v = p.ctx.string_attr_bytes(&name);
        b.set_property(crate::static_ident!(p.ctx, "sym_name"), v);
    }
    p.parse_optional_attr_dict_with_keyword(b)?;
    p.parse_region(b, &[])?;
    p.ensure_single_block(b);
    Ok(())
}

fn print_module(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let data = body.op(op);
    let props = data.properties.unwrap_or_else(|| p.ctx.empty_dictionary());
    if let Some(name) =
        p.ctx.dict_get_id(props, crate::static_ident!(p.ctx, "sym_name")).and_then(|a| p.ctx.as_string(a))
    {
        p.write(" ");
        p.print_symbol(name);
    }
    // The visibility has no keyword of its own: it prints in the attribute dictionary.
    let mut attrs = p.ctx.dict_entries(data.attributes).to_vec();
    if let Some(vis) = p.ctx.dict_get_id(props, crate::static_ident!(p.ctx, "sym_visibility")) {
        attrs.push((crate::static_ident!(p.ctx, "sym_visibility"), vis));
    }
    let dict = p.ctx.dictionary(attrs);
    p.print_optional_attr_dict_with_keyword(dict, &[]);
    p.write(" ");
    let inner = body.regions_body(op);
    p.print_custom_region(inner, data.regions[0]);
}

fn verify_module(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let data = body.op(op);
    for (k, _) in ctx.dict_entries(data.attributes) {
        let name = ctx.str(*k);
        if !name.contains('.') {
            cx.op_error(body, op, format!("can only contain attributes with dialect-prefixed names, found: '{name}'"));
        }
    }
    if !body.results(op).is_empty() {
        cx.op_error(body, op, "requires zero results");
    }
    if data.regions.len() != 1 {
        cx.op_error(body, op, "requires one region");
        return;
    }
    let inner = body.regions_body(op);
    if inner.region(data.regions[0]).blocks.is_empty() {
        cx.op_error(body, op, "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks");
    }
    if let Some(&entry) = inner.region(data.regions[0]).blocks.first() {
        if !inner.block(entry).args.is_empty() {
            cx.op_error(body, op, "region should have no arguments");
        }
    }
}

/// (`%in` (`,` `%in`)* `:` types)? `to` types attr-dict
fn parse_cast(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let operands = p.parse_operand_list(false)?;
    if !operands.is_empty() {
        let at = p.offset();
        p.expect(TokenKind::Colon, "':'")?;
        let types = p.parse_type_list()?;
        b.operands = p.resolve_operands(&operands, &types, at)?;
    }
    p.expect_keyword("to")?;
    b.result_types = p.parse_type_list()?;
    p.parse_optional_attr_dict(b)
}

fn print_cast(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ins = body.operands(op);
    if !ins.is_empty() {
        p.write(" ");
        p.print_values(body, ins);
        p.write(" : ");
        let tys: Vec<Type> = ins.iter().map(|&v| body.value_type(v)).collect();
        p.print_types(&tys);
    }
    p.write(" to ");
    let tys: Vec<Type> = body.results(op).iter().map(|&v| body.value_type(v)).collect();
    p.print_types(&tys);
    p.print_optional_attr_dict(body.op(op).attributes, &[]);
}

fn verify_cast(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    if body.results(op).is_empty() {
        cx.op_error(body, op, "expected at least one result for cast operation");
    }
    let _ = AttrKind::Unit;
}

/// Upstream `UnrealizedConversionCastOp::fold`: a cast to the types of its
/// inputs is its inputs, and a cast of all the results of a cast back to
/// that cast's input types is those inputs.
fn fold_cast(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let types = |vs: &[ValueId]| vs.iter().map(|&v| body.value_type(v)).collect::<Vec<Type>>();
    let values = |vs: &[ValueId]| Folded::Results(vs.iter().map(|&v| OpFoldResult::Value(v)).collect());
    let (operands, results) = (body.operands(op), body.results(op));
    if operands.is_empty() {
        return Folded::Failure;
    }
    if types(operands) == types(results) {
        return values(operands);
    }
    let Some(input) = body.defining_op(operands[0]) else { return Folded::Failure };
    let is_cast = cx.ctx.str(body.op(input).name) == "builtin.unrealized_conversion_cast";
    if !is_cast || body.results(input) != operands || types(body.operands(input)) != types(results) {
        return Folded::Failure;
    }
    values(body.operands(input))
}

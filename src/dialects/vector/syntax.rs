//! Syntax of the vector ops that formats cannot say: the `[...]` position
//! lists of `extract`/`insert`, and the hand-written forms of `contract`,
//! `outerproduct` and `print`.

use super::*;
use crate::ir::{Body, Identifier, OpId, DYNAMIC};
use crate::opdef::ods::parse::{CustomArg, FormatState};
use crate::opdef::ods::{attr, OpSpec, Var};
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{OpBuilder, PResult, Parser};
use crate::syntax::printer::Printer;

use crate::opdef::ods::constraints::i64_array as i64_dense;

/// dynamic-index-list ::= `[` ((value-use | integer) (`,` (value-use | integer))*)? `]`
pub(super) fn parse_dynamic_index_list<'s>(
    p: &mut Parser<'s>,
    st: &mut FormatState<'_, 's>,
    args: &[CustomArg],
) -> PResult<()> {
    let (CustomArg::Var(Var::Operand(dynamic)), CustomArg::Var(Var::Attr(statics))) = (args[0], args[1]) else {
        return Err(p.error_here("bad position list directive"));
    };
    let mut values = Vec::new();
    p.expect(TokenKind::LSquare, "'['")?;
    if !p.consume_if(TokenKind::RSquare) {
        loop {
            if p.is(TokenKind::PercentIdent) {
                let u = p.parse_operand()?;
                st.push_operand(dynamic, u);
                values.push(DYNAMIC);
            } else {
                let negative = p.consume_if(TokenKind::Minus);
                let at = p.offset();
                let t = p.expect(TokenKind::Integer, "SSA value or integer")?;
                let v: i64 = p.token_text(t).parse().map_err(|_| p.error_at(at, "integer value too large"))?;
                values.push(if negative { v.wrapping_neg() } else { v });
            }
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RSquare, "']'")?;
    }
    st.attrs[statics as usize] = Some(i64_dense(p.ctx, &values));
    Ok(())
}

pub(super) fn print_dynamic_index_list(p: &mut Printer<'_>, body: &Body, op: OpId, spec: &OpSpec, args: &[CustomArg]) {
    let ctx = p.ctx;
    let (CustomArg::Var(Var::Operand(dynamic)), CustomArg::Var(Var::Attr(statics))) = (args[0], args[1]) else {
        return;
    };
    let values = attr(ctx, body, op, spec.attrs[statics as usize].name).and_then(|a| dense_i64(ctx, a));
    let mut dynamic = spec.operand_group(ctx, body, op, dynamic as usize).iter();
    p.write("[");
    for (i, v) in values.unwrap_or_default().into_iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if v == DYNAMIC {
            if let Some(&d) = dynamic.next() {
                p.print_value(body, d);
            }
        } else {
            p.write(&v.to_string());
        }
    }
    p.write("]");
}

/// All attributes of `op` (properties and discardable), sorted by name.
pub(super) fn all_attrs(ctx: &Context, body: &Body, op: OpId) -> Vec<(Identifier, Attribute)> {
    let data = body.op(op);
    let mut entries = ctx.dict_entries(data.attributes).to_vec();
    if let Some(props) = data.properties {
        entries.extend_from_slice(ctx.dict_entries(props));
    }
    entries.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
    entries
}

/// `attr-dict` over every attribute of `op` except `elided`.
pub(super) fn print_attrs(p: &mut Printer<'_>, body: &Body, op: OpId, elided: &[&str]) {
    let entries = all_attrs(p.ctx, body, op);
    let dict = p.ctx.dictionary(entries);
    p.print_optional_attr_dict(dict, elided);
}

// ---- contract ---------------------------------------------------------------------------

/// `vector.contract` dictionary-attr operand `,` operand `,` operand attr-dict
///     `:` type `,` type `into` type
///
/// The trait dictionary writes iterator types as strings (`"parallel"`).
pub(super) fn parse_contract(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let loc = p.offset();
    let dict = p.parse_attribute()?;
    let AttrKind::Dictionary(entries) = ctx.attr_kind(dict).clone() else {
        return Err(p.error_at(loc, "invalid kind of attribute specified"));
    };
    let lhs = p.parse_operand()?;
    p.expect(TokenKind::Comma, "','")?;
    let rhs = p.parse_operand()?;
    p.expect(TokenKind::Comma, "','")?;
    let acc = p.parse_operand()?;
    p.parse_optional_attr_dict(b)?;
    p.expect(TokenKind::Colon, "':'")?;
    let types = p.parse_type_list()?;
    p.expect_keyword("into")?;
    let result = p.parse_type()?;
    if types.len() < 2 {
        return Err(p.error_at(loc, "expected two operand types"));
    }
    let values = p.resolve_operands(&[lhs, rhs, acc], &[types[0], types[1], result], loc)?;
    b.operands.extend(values);
    b.result_types.push(result);
    b.attributes.extend(entries);
    let iter_name = crate::static_ident!(ctx, "iterator_types");
    let Some(iters) = b.attributes.iter().find(|(k, _)| *k == iter_name).map(|e| e.1) else {
        return Err(p.error_at(loc, "expected 'iterator_types' in the contraction attributes"));
    };
    let AttrKind::Array(items) = ctx.attr_kind(iters).clone() else {
        return Err(p.error_at(loc, "expected 'iterator_types' to be an array"));
    };
    let mut converted = Vec::new();
    for item in items {
        let word = match ctx.attr_kind(item) {
            AttrKind::String { value, ty: None } => String::from_utf8_lossy(value).into_owned(),
            _ => return Err(p.error_at(loc, "expected 'iterator_types' to hold strings")),
        };
        if !ITERATOR_TYPES.contains(&word.as_str()) {
            return Err(p.error_at(loc, format!("unexpected iterator_type ({word})")));
        }
        converted.push(keyword_attr(ctx, "iterator_type", &word));
    }
    let converted = ctx.attr(AttrKind::Array(converted));
    b.attributes.retain(|(k, _)| *k != iter_name);
    b.attributes.push((iter_name, converted));
    let kind = crate::static_ident!(ctx, "kind");
    if !b.attributes.iter().any(|(k, _)| *k == kind) {
        b.attributes.push((kind, COMBINING_KIND.attr(ctx, 1)));
    }
    Ok(())
}

pub(super) fn print_contract(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    const TRAITS: &[&str] = &["indexing_maps", "iterator_types", "kind"];
    let mut traits = Vec::new();
    for (k, v) in all_attrs(ctx, body, op) {
        let name = ctx.str(k);
        if name == "iterator_types" {
            let items = match ctx.attr_kind(v) {
                AttrKind::Array(items) => items.clone(),
                _ => Vec::new(),
            };
            let words = items.iter().map(|&i| ctx.string_attr(iterator_type_of(ctx, i).unwrap_or_default())).collect();
            traits.push((k, ctx.attr(AttrKind::Array(words))));
        } else if TRAITS.contains(&name) {
            traits.push((k, v));
        }
    }
    p.write(" ");
    p.print_attr(ctx.dictionary(traits));
    p.write(" ");
    p.print_values(body, body.operands(op));
    print_attrs(p, body, op, TRAITS);
    let types: Vec<Type> = body.operands(op).iter().map(|&v| body.value_type(v)).collect();
    p.write(" : ");
    p.print_types(&types[..2.min(types.len())]);
    p.write(" into ");
    if let Some(&r) = body.results(op).first() {
        p.print_type(body.value_type(r));
    }
}

// ---- outerproduct -----------------------------------------------------------------------

/// `vector.outerproduct` operand `,` operand (`,` operand)? attr-dict `:` type `,` type
pub(super) fn parse_outerproduct(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let operands = p.parse_operand_list(false)?;
    p.parse_optional_attr_dict(b)?;
    p.expect(TokenKind::Colon, "':'")?;
    let lhs = p.parse_type()?;
    p.expect(TokenKind::Comma, "','")?;
    let rhs = p.parse_type()?;
    if operands.len() < 2 {
        return Err(p.error_at(b.at, "expected at least 2 operands"));
    }
    let Some((ls, lsc, elem)) = vector_parts(ctx, lhs).filter(|(s, _, _)| !s.is_empty()) else {
        return Err(p.error_at(b.at, "expected vector type for operand #1"));
    };
    let (mut shape, mut scalable) = (vec![ls[0]], vec![lsc[0]]);
    if let Some((rs, rsc, _)) = vector_parts(ctx, rhs) {
        shape.push(rs.first().copied().unwrap_or(1));
        scalable.push(rsc.first().copied().unwrap_or(false));
    }
    let result = vector_type(ctx, shape, scalable, elem);
    let kind = crate::static_ident!(ctx, "kind");
    if !b.attributes.iter().any(|(k, _)| *k == kind) {
        b.attributes.push((kind, COMBINING_KIND.attr(ctx, 1)));
    }
    let mut types = vec![lhs, rhs, result];
    types.truncate(operands.len());
    let values = p.resolve_operands(&operands, &types, b.at)?;
    b.operands.extend(values);
    b.result_types.push(result);
    Ok(())
}

pub(super) fn print_outerproduct(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ops = body.operands(op);
    p.write(" ");
    p.print_values(body, &ops[..2.min(ops.len())]);
    if ops.len() > 2 {
        p.write(", ");
        p.print_values(body, &ops[2..]);
        print_attrs(p, body, op, &[]);
    }
    p.write(" : ");
    let types: Vec<Type> = ops.iter().take(2).map(|&v| body.value_type(v)).collect();
    p.print_types(&types);
}

// ---- print ------------------------------------------------------------------------------

pub(super) fn parse_punctuation(p: &mut Parser<'_>) -> PResult<Attribute> {
    if p.is(TokenKind::HashIdent) {
        return p.parse_attribute();
    }
    p.expect(TokenKind::Less, "'<'")?;
    let at = p.offset();
    let word = if p.is(TokenKind::BareIdent) { p.spelling() } else { "" };
    if !PUNCTUATIONS.contains(&word) {
        return Err(p.error_at(
            at,
            format!("expected ::mlir::vector::PrintPunctuation to be one of: {}", PUNCTUATIONS.join(", ")),
        ));
    }
    p.bump();
    p.expect(TokenKind::Greater, "'>'")?;
    Ok(keyword_attr(p.ctx, "punctuation", word))
}

pub(super) fn print_punctuation(p: &mut Printer<'_>, a: Attribute) {
    match keyword_of(p.ctx, a, "punctuation") {
        Some(k) => p.write(&format!("<{k}>")),
        None => p.print_attr(a),
    }
}

/// `vector.print` (operand `:` type)? (`str` string | `punctuation` `<` case `>`)* attr-dict
pub(super) fn parse_print(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    // `vector.print` alone is followed by the next op, which may define
    // results: `%x =` is not this op's operand.
    if p.is(TokenKind::PercentIdent) && !p.peek_is_result_def() {
        let u = p.parse_operand()?;
        p.expect(TokenKind::Colon, "':'")?;
        let t = p.parse_type()?;
        let v = p.resolve_operand(&u, t)?;
        b.operands.push(v);
    }
    let (mut seen_str, mut seen_punct) = (false, false);
    loop {
        if !seen_str && p.consume_keyword("str") {
            seen_str = true;
            let at = p.offset();
            let t = p.expect(TokenKind::String, "string")?;
            let _ = at;
            let value = p.string_value(t);
            let s = ctx.attr(AttrKind::String { value, ty: None });
            b.set_property(crate::static_ident!(ctx, "stringLiteral"), s);
        } else if !seen_punct && p.consume_keyword("punctuation") {
            seen_punct = true;
            let a = parse_punctuation(p)?;
            b.set_property(crate::static_ident!(ctx, "punctuation"), a);
        } else {
            break;
        }
    }
    p.parse_optional_attr_dict(b)
}

pub(super) fn print_print(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    if let Some(&v) = body.operands(op).first() {
        p.write(" ");
        p.print_value(body, v);
        p.write(" : ");
        p.print_type(body.value_type(v));
    }
    if let Some(s) = attr(ctx, body, op, crate::static_ident!(ctx, "stringLiteral")) {
        p.write(" str ");
        p.print_attr(s);
    }
    if let Some(a) = attr(ctx, body, op, crate::static_ident!(ctx, "punctuation")) {
        if keyword_of(ctx, a, "punctuation") != Some("newline") {
            p.write(" punctuation ");
            print_punctuation(p, a);
        }
    }
    print_attrs(p, body, op, &["punctuation", "stringLiteral"]);
}

pub(super) fn verify_print(cx: &mut crate::verify::VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let punctuated = attr(ctx, body, op, crate::static_ident!(ctx, "punctuation"))
        .is_some_and(|a| keyword_of(ctx, a, "punctuation") != Some("newline"));
    let string = attr(ctx, body, op, crate::static_ident!(ctx, "stringLiteral")).is_some();
    if string && (!body.operands(op).is_empty() || punctuated) {
        cx.op_error(body, op, "failed to verify that `source` or `punctuation` are not set when printing strings");
    }
}

/// `[` (integer (`,` integer)*)? `]` as an `array<i64: ...>`.
pub(super) fn parse_i64_list(p: &mut Parser<'_>) -> PResult<Attribute> {
    p.expect(TokenKind::LSquare, "'['")?;
    let mut values = Vec::new();
    if !p.consume_if(TokenKind::RSquare) {
        loop {
            let negative = p.consume_if(TokenKind::Minus);
            let at = p.offset();
            let t = p.expect(TokenKind::Integer, "integer value")?;
            let v: i64 = p.token_text(t).parse().map_err(|_| p.error_at(at, "integer value too large"))?;
            values.push(if negative { v.wrapping_neg() } else { v });
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RSquare, "']'")?;
    }
    Ok(i64_dense(p.ctx, &values))
}

pub(super) fn print_i64_list(p: &mut Printer<'_>, a: Attribute) {
    let values = dense_i64(p.ctx, a).unwrap_or_default();
    let text: Vec<String> = values.iter().map(i64::to_string).collect();
    p.write(&format!("[{}]", text.join(", ")));
}

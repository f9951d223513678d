//! Syntax of the llvm ops that formats cannot write: the format directives
//! (`custom<LlvmOpAttrs>`, `custom<GepIndices>`,
//! `custom<InsertExtractValueElementType>`, `custom<ShuffleType>`), the bare
//! `[1, 2]` form of dense arrays, and the hand-written forms of `icmp`,
//! `fcmp`, `alloca` and `switch`.

use super::types::{LlvmType, LlvmTypes};
use super::{i1_same_shape, i64_array_values, FASTMATH, FCMP_ENUM, ICMP_ENUM, OVERFLOW, SWITCH};
use crate::ir::{AttrKind, Attribute, Body, Context, DenseValues, OpId, Type, TypeKind};
use crate::opdef::ods::enums::IntEnum;
use crate::opdef::ods::parse::{CustomArg, FormatState};
use crate::opdef::ods::{attr, OpSpec, Var};
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{dense_attr, OpBuilder, PResult, Parser};
use crate::syntax::printer::Printer;

/// The marker of a dynamic index in `rawConstantIndices` (`INT32_MIN`).
pub(crate) const DYNAMIC_INDEX: i32 = i32::MIN;

// ---- dense arrays written `[1, 2]` ------------------------------------------------------

/// `[` (integer (`,` integer)*)? `]` as an `array<iN: ...>`.
pub(crate) fn parse_bare_array(p: &mut Parser<'_>, width: u32) -> PResult<Attribute> {
    p.expect(TokenKind::LSquare, "'['")?;
    let mut values = Vec::new();
    if !p.consume_if(TokenKind::RSquare) {
        loop {
            let v = parse_int(p)?;
            let fits = width == 64 || i32::try_from(v).is_ok();
            if !fits {
                return Err(p.error_here("integer value too large"));
            }
            values.push(v as u64 as u128 & if width == 64 { u64::MAX as u128 } else { u32::MAX as u128 });
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RSquare, "']'")?;
    }
    let ctx = p.ctx;
    Ok(ctx.attr(AttrKind::DenseArray { element: ctx.integer_type(width), values }))
}

/// A possibly negative integer that fits in 64 bits.
fn parse_int(p: &mut Parser<'_>) -> PResult<i64> {
    let negative = p.consume_if(TokenKind::Minus);
    let at = p.offset();
    if !p.is(TokenKind::Integer) {
        return Err(p.error_here("expected integer value"));
    }
    let t = p.bump();
    let text = p.token_text(t);
    let magnitude: Option<i128> = match text.strip_prefix("0x") {
        Some(hex) => i128::from_str_radix(hex, 16).ok(),
        None => text.parse().ok(),
    };
    let value = magnitude.map(|m| if negative { -m } else { m }).and_then(|v| i64::try_from(v).ok());
    value.ok_or_else(|| p.error_at(at, "integer value too large"))
}

/// The signed elements of an `array<i32: ...>` or `array<i64: ...>`.
fn array_values(ctx: &Context, a: Attribute) -> Vec<i64> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { element, values } => {
            let width = ctx.int_info(*element).map_or(64, |(w, _)| w);
            values.iter().map(|&v| if width == 32 { i64::from(v as u32 as i32) } else { v as u64 as i64 }).collect()
        }
        _ => Vec::new(),
    }
}

pub(crate) fn print_bare_array(p: &mut Printer<'_>, a: Attribute) {
    let values: Vec<String> = array_values(p.ctx, a).iter().map(i64::to_string).collect();
    p.write(&format!("[{}]", values.join(", ")));
}

// ---- custom<LlvmOpAttrs> ------------------------------------------------------------------

/// The attribute dictionary of ops with fastmath flags: upstream prints it
/// through a directive, so a space comes before it even when it is empty.
pub(super) fn parse_llvm_op_attrs<'s>(
    p: &mut Parser<'s>,
    st: &mut FormatState<'_, 's>,
    _: &[CustomArg],
) -> PResult<()> {
    p.parse_optional_attr_dict(st.b)
}

pub(super) fn print_llvm_op_attrs(p: &mut Printer<'_>, body: &Body, op: OpId, spec: &OpSpec, _: &[CustomArg]) {
    let entries = crate::opdef::ods::print::attr_dict_entries(p.ctx, spec, body, op);
    p.print_attr_dict_entries(&entries, false);
}

// ---- custom<OverflowFlags> ------------------------------------------------------------

/// (`overflow` `<` flag (`,` flag)* `>`)?
pub(super) fn parse_overflow_flags<'s>(
    p: &mut Parser<'s>,
    st: &mut FormatState<'_, 's>,
    args: &[CustomArg],
) -> PResult<()> {
    let CustomArg::Var(Var::Attr(a)) = args[0] else { return Err(p.error_here("bad overflow flags directive")) };
    if !p.consume_keyword("overflow") {
        return Ok(());
    }
    p.expect(TokenKind::Less, "'<'")?;
    let mut bits = 0;
    loop {
        let at = p.offset();
        let word = p.parse_keyword()?;
        let Some(&(_, flag)) = OVERFLOW.cases.iter().find(|c| c.0 == word) else {
            return Err(p.error_at(at, "invalid overflow flag: expected nsw, nuw, or none"));
        };
        bits |= flag;
        if !p.consume_if(TokenKind::Comma) {
            break;
        }
    }
    p.expect(TokenKind::Greater, "'>'")?;
    st.attrs[a as usize] = Some(OVERFLOW.attr(p.ctx, bits));
    Ok(())
}

pub(super) fn print_overflow_flags(p: &mut Printer<'_>, body: &Body, op: OpId, spec: &OpSpec, args: &[CustomArg]) {
    let ctx = p.ctx;
    let CustomArg::Var(Var::Attr(a)) = args[0] else { return };
    let bits = attr(ctx, body, op, spec.attrs[a as usize].name).and_then(|f| OVERFLOW.bits_of(ctx, f)).unwrap_or(0);
    if bits != 0 {
        p.write(&format!(" overflow<{}>", OVERFLOW.flags_to_string(bits)));
    }
}

// ---- custom<GepIndices> ----------------------------------------------------------------

/// gep-indices ::= gep-index (`,` gep-index)*, gep-index ::= ssa-use | integer
///
/// Values go to the dynamic indices, integers to `rawConstantIndices`, which
/// holds `INT32_MIN` where a value stands.
pub(super) fn parse_gep_indices<'s>(
    p: &mut Parser<'s>,
    st: &mut FormatState<'_, 's>,
    args: &[CustomArg],
) -> PResult<()> {
    let (CustomArg::Var(Var::Operand(g)), CustomArg::Var(Var::Attr(a))) = (args[0], args[1]) else {
        return Err(p.error_here("bad GEP index directive"));
    };
    let (mut values, mut raw) = (Vec::new(), Vec::new());
    loop {
        if !p.is(TokenKind::Integer) && !p.is(TokenKind::Minus) {
            values.push(p.parse_operand()?);
            raw.push(u128::from(DYNAMIC_INDEX as u32));
        } else {
            let at = p.offset();
            let v = parse_int(p)?;
            let v = i32::try_from(v).map_err(|_| p.error_at(at, "integer value too large"))?;
            raw.push(u128::from(v as u32));
        }
        if !p.consume_if(TokenKind::Comma) {
            break;
        }
    }
    st.set_operands(g, values);
    let ctx = p.ctx;
    st.attrs[a as usize] = Some(ctx.attr(AttrKind::DenseArray { element: ctx.integer_type(32), values: raw }));
    Ok(())
}

pub(super) fn print_gep_indices(p: &mut Printer<'_>, body: &Body, op: OpId, spec: &OpSpec, args: &[CustomArg]) {
    let ctx = p.ctx;
    let (CustomArg::Var(Var::Operand(g)), CustomArg::Var(Var::Attr(a))) = (args[0], args[1]) else { return };
    let values = spec.operand_group(ctx, body, op, g as usize);
    let raw = attr(ctx, body, op, spec.attrs[a as usize].name).map(|r| array_values(ctx, r)).unwrap_or_default();
    let mut next = values.iter();
    for (i, &r) in raw.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if r == i64::from(DYNAMIC_INDEX) {
            if let Some(&v) = next.next() {
                p.print_value(body, v);
            }
        } else {
            p.write(&r.to_string());
        }
    }
}

// ---- custom<InsertExtractValueElementType> ---------------------------------------------

/// The type at `position` inside the struct or array `container`, or
/// upstream's message.
pub(crate) fn element_at(ctx: &Context, container: Type, position: &[i64]) -> Result<Type, String> {
    let mut ty = container;
    for &i in position {
        let count = match ctx.llvm_kind(ty) {
            Some(LlvmType::Array { len, .. }) => i64::try_from(*len).unwrap_or(i64::MAX),
            Some(LlvmType::Struct { body: Some(els), .. }) => els.len() as i64,
            _ => {
                let shown = crate::syntax::printer::type_to_string(ctx, ty);
                return Err(format!("expected LLVM IR structure/array type, got: '{shown}'"));
            }
        };
        if i < 0 || i >= count {
            return Err(format!("position out of bounds: {i}"));
        }
        ty = match ctx.llvm_kind(ty) {
            Some(LlvmType::Array { element, .. }) => *element,
            Some(LlvmType::Struct { body: Some(els), .. }) => els[i as usize],
            _ => unreachable!("checked above"),
        };
    }
    Ok(ty)
}

/// Nothing is written: the type of the value (or result) is found in the
/// container type at the position.
pub(super) fn parse_insert_extract_value_element_type<'s>(
    p: &mut Parser<'s>,
    st: &mut FormatState<'_, 's>,
    args: &[CustomArg],
) -> PResult<()> {
    let (CustomArg::Type(target), CustomArg::RefType(Var::Operand(c)), CustomArg::Ref(Var::Attr(pos))) =
        (args[0], args[1], args[2])
    else {
        return Err(p.error_here("bad element type directive"));
    };
    let ctx = p.ctx;
    let container = st.first_type(Var::Operand(c));
    let position = st.attrs[pos as usize].and_then(|a| i64_array_values(ctx, a)).unwrap_or_default();
    let Some(container) = container else { return Err(p.error_here("expected the container type")) };
    let ty = element_at(ctx, container, &position).map_err(|m| p.error_here(m))?;
    st.set_types(target, vec![ty]);
    Ok(())
}

pub(super) fn print_insert_extract_value_element_type(
    _: &mut Printer<'_>,
    _: &Body,
    _: OpId,
    _: &OpSpec,
    _: &[CustomArg],
) {
}

// ---- custom<ShuffleType> ---------------------------------------------------------------

/// Nothing is written: the result is a vector of the mask's length.
pub(super) fn parse_shuffle_type<'s>(
    p: &mut Parser<'s>,
    st: &mut FormatState<'_, 's>,
    args: &[CustomArg],
) -> PResult<()> {
    let (CustomArg::RefType(Var::Operand(v1)), CustomArg::Type(res), CustomArg::Ref(Var::Attr(mask))) =
        (args[0], args[1], args[2])
    else {
        return Err(p.error_here("bad shuffle type directive"));
    };
    let ctx = p.ctx;
    let v1 = st.first_type(Var::Operand(v1));
    let len = st.attrs[mask as usize].map_or(0, |m| array_values(ctx, m).len());
    let Some(ty) = v1.and_then(|t| shuffle_result(ctx, t, len)) else {
        return Err(p.error_here("expected an LLVM compatible vector type"));
    };
    st.set_types(res, vec![ty]);
    Ok(())
}

/// A vector like `v1` with `len` elements.
pub(crate) fn shuffle_result(ctx: &Context, v1: Type, len: usize) -> Option<Type> {
    match ctx.type_kind(v1) {
        TypeKind::Vector { scalable, element, .. } => {
            Some(ctx.ty(TypeKind::Vector { shape: vec![len as i64], scalable: scalable.clone(), element: *element }))
        }
        _ => None,
    }
}

pub(super) fn print_shuffle_type(_: &mut Printer<'_>, _: &Body, _: OpId, _: &OpSpec, _: &[CustomArg]) {}

// ---- llvm.icmp / llvm.fcmp ---------------------------------------------------------------

/// string-literal ssa-use `,` ssa-use attr-dict `:` type
fn parse_cmp(p: &mut Parser<'_>, b: &mut OpBuilder, predicates: &IntEnum) -> PResult<()> {
    let ctx = p.ctx;
    let at = p.offset();
    let name = match p.kind() {
        TokenKind::String => p.parse_string("predicate")?,
        _ => {
            p.parse_attribute()?;
            return Err(p.error_at(at, "invalid kind of attribute specified"));
        }
    };
    let Some(pred) = predicates.attr_for(ctx, &name) else {
        return Err(p.error_at(at, format!("'{name}' is an incorrect value of the 'predicate' attribute")));
    };
    let lhs = p.parse_operand()?;
    p.expect(TokenKind::Comma, "','")?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict(b)?;
    p.expect(TokenKind::Colon, "':'")?;
    let ty_at = p.offset();
    let ty = p.parse_type()?;
    b.set_property(crate::static_ident!(ctx, "predicate"), pred);
    b.operands = vec![p.resolve_operand(&lhs, ty)?, p.resolve_operand(&rhs, ty)?];
    let Some(result) = i1_same_shape(ctx, ty) else {
        return Err(p.error_at(ty_at, "expected LLVM dialect-compatible type"));
    };
    b.result_types = vec![result];
    Ok(())
}

pub(super) fn parse_icmp(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    parse_cmp(p, b, &ICMP_ENUM)
}

pub(super) fn parse_fcmp(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    parse_cmp(p, b, &FCMP_ENUM)
}

fn print_cmp(p: &mut Printer<'_>, body: &Body, op: OpId, predicates: &IntEnum) {
    let ctx = p.ctx;
    let pred = attr(ctx, body, op, crate::static_ident!(ctx, "predicate")).and_then(|a| predicates.value_of(ctx, a));
    p.write(&format!(" \"{}\" ", pred.and_then(|v| predicates.keyword(v)).unwrap_or_default()));
    p.print_values(body, body.operands(op));
    let mut elided = vec!["predicate"];
    let fmf = attr(ctx, body, op, crate::static_ident!(ctx, "fastmathFlags"));
    if fmf.is_some_and(|f| FASTMATH.bits_of(ctx, f) == Some(0)) {
        elided.push("fastmathFlags");
    }
    print_attrs_with_props(p, body, op, &elided);
    p.write(" : ");
    if let Some(&v) = body.operands(op).first() {
        p.print_type(body.value_type(v));
    }
}

pub(super) fn print_icmp(p: &mut Printer<'_>, body: &Body, op: OpId) {
    print_cmp(p, body, op, &ICMP_ENUM)
}

pub(super) fn print_fcmp(p: &mut Printer<'_>, body: &Body, op: OpId) {
    print_cmp(p, body, op, &FCMP_ENUM)
}

/// ` {...}` with the op's properties and discardable attributes, less `elided`.
pub(super) fn print_attrs_with_props(p: &mut Printer<'_>, body: &Body, op: OpId, elided: &[&str]) {
    let ctx = p.ctx;
    let data = body.op(op);
    let mut entries = ctx.dict_entries(data.attributes).to_vec();
    if let Some(props) = data.properties {
        entries.extend_from_slice(ctx.dict_entries(props));
    }
    let dict = ctx.dictionary(entries);
    p.print_optional_attr_dict(dict, elided);
}

// ---- llvm.alloca ---------------------------------------------------------------------------

/// `inalloca`? ssa-use `x` type attr-dict `:` function-type
pub(super) fn parse_alloca(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    if p.consume_keyword("inalloca") {
        b.set_property(crate::static_ident!(ctx, "inalloca"), ctx.unit_attr());
    }
    let size = p.parse_operand()?;
    if !p.consume_keyword("x") {
        return Err(p.error_here("expected 'x'"));
    }
    let elem = p.parse_type()?;
    p.parse_optional_attr_dict(b)?;
    // Upstream checks the alignment while parsing, and drops a zero one.
    if let Some(i) = b.attributes.iter().position(|(k, _)| ctx.str(*k) == "alignment") {
        match ctx.attr_kind(b.attributes[i].1) {
            AttrKind::Integer { value, .. } if num_traits::Zero::is_zero(value) => {
                b.attributes.remove(i);
            }
            AttrKind::Integer { .. } => {}
            _ => return Err(p.error_at(b.at, "expected integer alignment")),
        }
    }
    p.expect(TokenKind::Colon, "':'")?;
    let at = p.offset();
    let fty = p.parse_type()?;
    let parts = ctx.function_parts(fty).map(|(i, o)| (i.to_vec(), o.to_vec()));
    let Some((ins, outs)) = parts.filter(|(i, o)| i.len() == 1 && o.len() == 1) else {
        return Err(p.error_at(at, "expected trailing function type with one argument and one result"));
    };
    b.operands = vec![p.resolve_operand(&size, ins[0])?];
    b.result_types = outs;
    b.set_property(crate::static_ident!(ctx, "elem_type"), ctx.type_attr(elem));
    Ok(())
}

pub(super) fn print_alloca(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    if attr(ctx, body, op, crate::static_ident!(ctx, "inalloca")).is_some() {
        p.write("inalloca ");
    }
    let size = body.operands(op)[0];
    p.print_value(body, size);
    p.write(" x ");
    if let Some(AttrKind::Type(t)) =
        attr(ctx, body, op, crate::static_ident!(ctx, "elem_type")).map(|a| ctx.attr_kind(a))
    {
        p.print_type(*t);
    }
    print_attrs_with_props(p, body, op, &["elem_type", "inalloca"]);
    p.write(" : ");
    let results: Vec<Type> = body.results(op).iter().map(|&v| body.value_type(v)).collect();
    p.print_function_type(&[body.value_type(size)], &results);
}

// ---- llvm.switch ---------------------------------------------------------------------------

/// ssa-use `:` type `,` successor-and-use-list
/// `[` (integer `:` successor-and-use-list (`,` integer `:` successor-and-use-list)*)? `]` attr-dict
pub(super) fn parse_switch(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let value = p.parse_operand()?;
    p.expect(TokenKind::Colon, "':'")?;
    let ty = p.parse_type()?;
    let value = p.resolve_operand(&value, ty)?;
    p.expect(TokenKind::Comma, "','")?;
    let (default_dest, default_operands) = p.parse_successor_and_use_list()?;
    p.expect(TokenKind::LSquare, "'['")?;
    let width = ctx.int_info(ty).map_or(64, |(w, _)| w);
    let (mut values, mut dests, mut case_operands, mut sizes) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    if !p.is(TokenKind::RSquare) {
        loop {
            let v = parse_int(p)?;
            let mask = if width >= 128 { u128::MAX } else { (1u128 << width) - 1 };
            values.push(v as i128 as u128 & mask);
            p.expect(TokenKind::Colon, "':'")?;
            let (dest, operands) = p.parse_successor_and_use_list()?;
            dests.push(dest);
            sizes.push(operands.len());
            case_operands.extend(operands);
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
    }
    p.expect(TokenKind::RSquare, "']'")?;
    p.parse_optional_attr_dict(b)?;
    let segments = [1, default_operands.len(), case_operands.len()];
    b.operands.push(value);
    b.operands.extend(default_operands);
    b.operands.extend(case_operands);
    b.successors.push(default_dest);
    b.successors.extend(dests);
    if !values.is_empty() {
        let vty = ctx.ty(TypeKind::Vector { shape: vec![values.len() as i64], scalable: vec![false], element: ty });
        b.set_property(crate::static_ident!(ctx, "case_values"), dense_attr(ctx, vty, DenseValues::Int(values)));
    }
    b.set_property(crate::static_ident!(ctx, "case_operand_segments"), crate::opdef::ods::segment_sizes(ctx, &sizes));
    crate::opdef::ods::set_operand_segments(ctx, b, &segments);
    Ok(())
}

/// The case values as unsigned bit patterns (upstream prints them
/// zero-extended), at most one per case destination.
fn case_values(ctx: &Context, body: &Body, op: OpId) -> Vec<u128> {
    let cases = body.op(op).successors.len().saturating_sub(1);
    attr(ctx, body, op, crate::static_ident!(ctx, "case_values"))
        .and_then(|a| ctx.dense_int_prefix(a, cases))
        .map_or(Vec::new(), |(_, values)| values)
}

pub(super) fn print_switch(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let value = body.operands(op)[0];
    p.write(" ");
    p.print_value(body, value);
    p.write(" : ");
    p.print_type(body.value_type(value));
    p.write(", ");
    let succ = SWITCH.successor_operands(ctx, body, op);
    if let Some(&(dest, operands)) = succ.first() {
        p.print_successor_and_use_list(body, dest, operands);
    }
    p.write(" [");
    p.increase_indent();
    for (i, (value, &(dest, operands))) in case_values(ctx, body, op).iter().zip(succ.iter().skip(1)).enumerate() {
        if i > 0 {
            p.write(",");
        }
        p.newline();
        p.write(&format!("{value}: "));
        p.print_successor_and_use_list(body, dest, operands);
    }
    p.decrease_indent();
    p.newline();
    p.write("]");
    let elided = ["case_values", "case_operand_segments", "operandSegmentSizes"];
    print_attrs_with_props(p, body, op, &elided);
}

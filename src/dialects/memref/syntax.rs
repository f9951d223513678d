//! Syntax of the memref ops that formats cannot write: the format directive
//! `custom<GlobalMemrefOpTypeAndInitialValue>` (`custom<DynamicIndexList>` is
//! shared with other dialects in `dialects::view_like`),
//! and the hand-written forms of alloca_scope, generic_atomic_rmw,
//! dma_start, prefetch and transpose.

use super::{attr, AllocaScopeReturnOp};
pub(super) use crate::dialects::view_like::{i64_values, parse_dynamic_index_list, print_dynamic_index_list};
use crate::ir::{AttrKind, Attribute, Body, Context, OpId, Type, TypeKind, ValueId, DYNAMIC};
use crate::opdef::ods::parse::{CustomArg, FormatState};
use crate::opdef::ods::{OpSpec, Var};
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{OpBuilder, PResult, Parser, UnresolvedOperand};
use crate::syntax::printer::Printer;

fn types(body: &Body, values: &[ValueId]) -> Vec<Type> {
    values.iter().map(|&v| body.value_type(v)).collect()
}

// ---- custom<GlobalMemrefOpTypeAndInitialValue> ----------------------------------

/// The tensor type with the shape and element type of a memref (upstream's
/// `getTensorTypeFromMemRefType`).
pub(crate) fn tensor_type_of(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, element, .. } => {
            ctx.ty(TypeKind::RankedTensor { shape: shape.clone(), element: *element, encoding: None })
        }
        TypeKind::UnrankedMemRef { element, .. } => ctx.ty(TypeKind::UnrankedTensor { element: *element }),
        _ => ctx.none_type(),
    }
}

pub(super) fn is_elements_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::DenseElements { .. } | AttrKind::DenseResource { .. } | AttrKind::Sparse { .. }
    )
}

/// memref-type (`=` (`uninitialized` | elements-attribute))?
pub(super) fn parse_global_memref_op_type_and_initial_value<'s>(
    p: &mut Parser<'s>,
    st: &mut FormatState<'_, 's>,
    args: &[CustomArg],
) -> PResult<()> {
    let (CustomArg::Var(Var::Attr(ty_attr)), CustomArg::Var(Var::Attr(init))) = (args[0], args[1]) else {
        return Err(p.error_here("bad global directive"));
    };
    let ctx = p.ctx;
    let ty = p.parse_type()?;
    let static_memref =
        matches!(ctx.type_kind(ty), TypeKind::MemRef { shape, .. } if shape.iter().all(|&d| d != DYNAMIC));
    if !static_memref {
        let shown = p.type_str(ty);
        return Err(p.error_at(st.b.at, format!("type should be static shaped memref, but got '{shown}'")));
    }
    st.attrs[ty_attr as usize] = Some(ctx.type_attr(ty));
    if !p.consume_if(TokenKind::Equal) {
        return Ok(());
    }
    let value = if p.consume_keyword("uninitialized") {
        ctx.unit_attr()
    } else {
        let value = p.parse_attribute_typed(Some(tensor_type_of(ctx, ty)))?;
        if !is_elements_attr(ctx, value) {
            return Err(p.error_at(st.b.at, "initial value should be a unit or elements attribute"));
        }
        value
    };
    st.attrs[init as usize] = Some(value);
    Ok(())
}

pub(super) fn print_global_memref_op_type_and_initial_value(
    p: &mut Printer<'_>,
    body: &Body,
    op: OpId,
    _spec: &OpSpec,
    _args: &[CustomArg],
) {
    let ctx = p.ctx;
    if let Some(AttrKind::Type(t)) = attr(ctx, body, op, crate::static_ident!(ctx, "type")).map(|a| ctx.attr_kind(a)) {
        p.print_type(*t);
    }
    let Some(init) = attr(ctx, body, op, crate::static_ident!(ctx, "initial_value")) else { return };
    p.write(" = ");
    if matches!(ctx.attr_kind(init), AttrKind::Unit) {
        p.write("uninitialized");
    } else {
        p.print_attr_no_type(init);
    }
}

// ---- memref.alloca_scope ------------------------------------------------------------

/// `memref.alloca_scope` (`->` `(` types `)`)? region attr-dict
pub(super) fn parse_alloca_scope(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    b.result_types = p.parse_optional_arrow_type_list()?;
    p.parse_region(b, &[])?;
    p.ensure_terminator(b, 0, AllocaScopeReturnOp::NAME);
    p.parse_optional_attr_dict(b)
}

pub(super) fn print_alloca_scope(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let results = types(body, body.results(op));
    p.write(" ");
    if !results.is_empty() {
        p.write(" -> (");
        p.print_types(&results);
        p.write(")");
    }
    p.write(" ");
    p.print_region_with(body, body.op(op).regions[0], false, !results.is_empty(), false);
    p.print_optional_attr_dict(body.op(op).attributes, &[]);
}

// ---- memref.generic_atomic_rmw ------------------------------------------------------

/// `[` ssa-use-list `]`
fn parse_index_list<'s>(p: &mut Parser<'s>) -> PResult<Vec<UnresolvedOperand<'s>>> {
    p.expect(TokenKind::LSquare, "'['")?;
    let list = if p.is(TokenKind::PercentIdent) { p.parse_operand_list(false)? } else { Vec::new() };
    p.expect(TokenKind::RSquare, "']'")?;
    Ok(list)
}

fn resolve_indices<'s>(p: &mut Parser<'s>, b: &mut OpBuilder, uses: &[UnresolvedOperand<'s>]) -> PResult<()> {
    let index = p.ctx.index_type();
    for u in uses {
        let v = p.resolve_operand(u, index)?;
        b.operands.push(v);
    }
    Ok(())
}

/// `memref.generic_atomic_rmw` ssa-use `[` indices `]` `:` memref-type region attr-dict
pub(super) fn parse_generic_atomic_rmw(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let memref = p.parse_operand()?;
    let indices = parse_index_list(p)?;
    p.expect(TokenKind::Colon, "':'")?;
    let at = p.offset();
    let ty = p.parse_type()?;
    let Some(element) = super::element_type(p.ctx, ty) else {
        return Err(p.error_at(at, "invalid kind of type specified"));
    };
    let v = p.resolve_operand(&memref, ty)?;
    b.operands.push(v);
    resolve_indices(p, b, &indices)?;
    p.parse_region(b, &[])?;
    p.parse_optional_attr_dict(b)?;
    b.result_types.push(element);
    Ok(())
}

pub(super) fn print_generic_atomic_rmw(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let operands = body.operands(op);
    p.write(" ");
    p.print_value(body, operands[0]);
    p.write("[");
    p.print_values(body, &operands[1..]);
    p.write("] : ");
    p.print_type(body.value_type(operands[0]));
    p.write(" ");
    p.print_region_with(body, body.op(op).regions[0], true, true, false);
    p.print_optional_attr_dict(body.op(op).attributes, &[]);
}

// ---- memref.dma_start ---------------------------------------------------------------

/// The rank of a ranked memref type (0 for anything else).
pub(super) fn rank_of(ctx: &Context, t: Type) -> usize {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        _ => 0,
    }
}

/// `memref.dma_start` src `[` indices `]` `,` dst `[` indices `]` `,` num-elements `,`
///     tag `[` indices `]` (`,` stride `,` elements-per-stride)? `:` type `,` type `,` type
pub(super) fn parse_dma_start(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let src = p.parse_operand()?;
    let src_indices = parse_index_list(p)?;
    p.expect(TokenKind::Comma, "','")?;
    let dst = p.parse_operand()?;
    let dst_indices = parse_index_list(p)?;
    p.expect(TokenKind::Comma, "','")?;
    let num = p.parse_operand()?;
    p.expect(TokenKind::Comma, "','")?;
    let tag = p.parse_operand()?;
    let tag_indices = parse_index_list(p)?;
    let mut stride = Vec::new();
    if p.consume_if(TokenKind::Comma) {
        stride = p.parse_operand_list(false)?;
    }
    if !stride.is_empty() && stride.len() != 2 {
        return Err(p.error_at(b.at, "expected two stride related operands"));
    }
    p.expect(TokenKind::Colon, "':'")?;
    let mut tys = vec![p.parse_type()?];
    while p.consume_if(TokenKind::Comma) {
        tys.push(p.parse_type()?);
    }
    if tys.len() != 3 {
        return Err(p.error_at(b.at, "fewer/more types expected"));
    }
    let index = p.ctx.index_type();
    let v = p.resolve_operand(&src, tys[0])?;
    b.operands.push(v);
    resolve_indices(p, b, &src_indices)?;
    let v = p.resolve_operand(&dst, tys[1])?;
    b.operands.push(v);
    resolve_indices(p, b, &dst_indices)?;
    let v = p.resolve_operand(&num, index)?;
    b.operands.push(v);
    let v = p.resolve_operand(&tag, tys[2])?;
    b.operands.push(v);
    resolve_indices(p, b, &tag_indices)?;
    resolve_indices(p, b, &stride)
}

/// The operand groups of a dma_start, by the ranks of its memrefs:
/// (src, src indices, dst, dst indices, num elements, tag, tag indices, stride operands).
pub(super) struct DmaStart<'b> {
    pub src: ValueId,
    pub src_indices: &'b [ValueId],
    pub dst: ValueId,
    pub dst_indices: &'b [ValueId],
    pub num: ValueId,
    pub tag: ValueId,
    pub tag_indices: &'b [ValueId],
    pub stride: &'b [ValueId],
}

pub(super) fn dma_start_parts<'b>(ctx: &Context, body: &'b Body, op: OpId) -> Option<DmaStart<'b>> {
    let ops = body.operands(op);
    let rank = |i: usize| ops.get(i).map(|&v| rank_of(ctx, body.value_type(v)));
    let src_rank = rank(0)?;
    let dst = 1 + src_rank;
    let dst_rank = rank(dst)?;
    let num = dst + 1 + dst_rank;
    let tag = num + 1;
    let tag_rank = rank(tag)?;
    let end = tag + 1 + tag_rank;
    if ops.len() < end {
        return None;
    }
    Some(DmaStart {
        src: ops[0],
        src_indices: &ops[1..dst],
        dst: ops[dst],
        dst_indices: &ops[dst + 1..num],
        num: ops[num],
        tag: ops[tag],
        tag_indices: &ops[tag + 1..end],
        stride: &ops[end..],
    })
}

pub(super) fn print_dma_start(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let Some(d) = dma_start_parts(ctx, body, op) else {
        // Not enough operands for the custom form to say; the verifier reports it.
        p.write(" ");
        p.print_values(body, body.operands(op));
        return;
    };
    p.write(" ");
    p.print_value(body, d.src);
    p.write("[");
    p.print_values(body, d.src_indices);
    p.write("], ");
    p.print_value(body, d.dst);
    p.write("[");
    p.print_values(body, d.dst_indices);
    p.write("], ");
    p.print_value(body, d.num);
    p.write(", ");
    p.print_value(body, d.tag);
    p.write("[");
    p.print_values(body, d.tag_indices);
    p.write("]");
    if d.stride.len() == 2 {
        p.write(", ");
        p.print_values(body, d.stride);
    }
    p.print_optional_attr_dict(body.op(op).attributes, &[]);
    p.write(" : ");
    p.print_types(&[body.value_type(d.src), body.value_type(d.dst), body.value_type(d.tag)]);
}

// ---- memref.prefetch ----------------------------------------------------------------

/// `memref.prefetch` ssa-use `[` indices `]` `,` (`read` | `write`) `,`
///     `locality` `<` integer `>` `,` (`data` | `instr`) `:` memref-type
pub(super) fn parse_prefetch(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let memref = p.parse_operand()?;
    let indices = parse_index_list(p)?;
    let (rw, hint, cache) = parse_prefetch_spec(p)?;
    p.expect(TokenKind::Colon, "':'")?;
    let at = p.offset();
    let ty = p.parse_type()?;
    if !matches!(ctx.type_kind(ty), TypeKind::MemRef { .. }) {
        return Err(p.error_at(at, "invalid kind of type specified"));
    }
    let v = p.resolve_operand(&memref, ty)?;
    b.operands.push(v);
    resolve_indices(p, b, &indices)?;
    set_prefetch_spec(p, b, rw, hint, cache)
}

/// `,` (`read` | `write`) `,` `locality` `<` integer `>` `,` (`data` |
/// `instr`), shared by `memref.prefetch` and `affine.prefetch`: the rw
/// keyword, the locality hint and the cache keyword.
pub(crate) fn parse_prefetch_spec<'a>(p: &mut Parser<'a>) -> PResult<(&'a str, Attribute, &'a str)> {
    p.expect(TokenKind::Comma, "','")?;
    let rw = p.parse_keyword()?;
    p.expect(TokenKind::Comma, "','")?;
    p.expect_keyword("locality")?;
    p.expect(TokenKind::Less, "'<'")?;
    let hint = p.parse_attribute_typed(Some(p.ctx.integer_type(32)))?;
    p.expect(TokenKind::Greater, "'>'")?;
    p.expect(TokenKind::Comma, "','")?;
    let cache = p.parse_keyword()?;
    Ok((rw, hint, cache))
}

/// Check the keywords of [`parse_prefetch_spec`] and set the prefetch
/// properties `isWrite`, `isDataCache` and `localityHint`.
pub(crate) fn set_prefetch_spec(
    p: &Parser<'_>,
    b: &mut OpBuilder,
    rw: &str,
    hint: Attribute,
    cache: &str,
) -> PResult<()> {
    let ctx = p.ctx;
    if rw != "read" && rw != "write" {
        return Err(p.error_at(b.at, "rw specifier has to be 'read' or 'write'"));
    }
    let i1 = ctx.integer_type(1);
    b.set_property(crate::static_ident!(ctx, "isWrite"), ctx.int_attr(i1, if rw == "write" { -1 } else { 0 }));
    if cache != "data" && cache != "instr" {
        return Err(p.error_at(b.at, "cache type has to be 'data' or 'instr'"));
    }
    b.set_property(crate::static_ident!(ctx, "isDataCache"), ctx.int_attr(i1, if cache == "data" { -1 } else { 0 }));
    b.set_property(crate::static_ident!(ctx, "localityHint"), hint);
    Ok(())
}

fn bool_value(ctx: &Context, a: Option<Attribute>) -> bool {
    matches!(a.map(|a| ctx.attr_kind(a)), Some(AttrKind::Integer { value, .. }) if value.sign() != num_bigint::Sign::NoSign)
}

pub(super) fn print_prefetch(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let operands = body.operands(op);
    p.write(" ");
    p.print_value(body, operands[0]);
    p.write("[");
    p.print_values(body, &operands[1..]);
    p.write("], ");
    p.write(if bool_value(ctx, attr(ctx, body, op, crate::static_ident!(ctx, "isWrite"))) { "write" } else { "read" });
    p.write(", locality<");
    if let Some(AttrKind::Integer { value, .. }) =
        attr(ctx, body, op, crate::static_ident!(ctx, "localityHint")).map(|a| ctx.attr_kind(a))
    {
        let v = num_traits::ToPrimitive::to_i64(value).unwrap_or(0) as u32;
        p.write(&v.to_string());
    }
    p.write(">, ");
    p.write(if bool_value(ctx, attr(ctx, body, op, crate::static_ident!(ctx, "isDataCache"))) {
        "data"
    } else {
        "instr"
    });
    print_attrs_with_properties(p, body, op, &["localityHint", "isWrite", "isDataCache"]);
    p.write(" : ");
    p.print_type(body.value_type(operands[0]));
}

/// The attribute dictionary, properties included, less `elided`.
fn print_attrs_with_properties(p: &mut Printer<'_>, body: &Body, op: OpId, elided: &[&str]) {
    let ctx = p.ctx;
    let data = body.op(op);
    let mut entries = ctx.dict_entries(data.attributes).to_vec();
    entries.extend(data.properties.map_or(&[][..], |d| ctx.dict_entries(d)).iter().copied());
    p.print_optional_attr_dict(ctx.dictionary(entries), elided);
}

// ---- memref.transpose ---------------------------------------------------------------

/// `memref.transpose` ssa-use affine-map attr-dict `:` memref-type `to` memref-type
pub(super) fn parse_transpose(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let input = p.parse_operand()?;
    let map = p.parse_bare_affine_map()?;
    p.parse_optional_attr_dict(b)?;
    p.expect(TokenKind::Colon, "':'")?;
    let ty = p.parse_type()?;
    let v = p.resolve_operand(&input, ty)?;
    b.operands.push(v);
    p.expect_keyword("to")?;
    let result = p.parse_type()?;
    b.result_types.push(result);
    b.set_property(crate::static_ident!(ctx, "permutation"), ctx.attr(AttrKind::AffineMap(map)));
    Ok(())
}

pub(super) fn print_transpose(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let input = body.operands(op)[0];
    p.write(" ");
    p.print_value(body, input);
    p.write(" ");
    if let Some(AttrKind::AffineMap(m)) =
        attr(ctx, body, op, crate::static_ident!(ctx, "permutation")).map(|a| ctx.attr_kind(a))
    {
        p.write(&m.to_string());
    }
    print_attrs_with_properties(p, body, op, &["permutation"]);
    p.write(" : ");
    p.print_type(body.value_type(input));
    p.write(" to ");
    p.print_type(body.value_type(body.results(op)[0]));
}

//! `vector.transfer_read`/`transfer_write` (syntax and verifiers) and
//! `vector.mask` with its region of one masked op.
//!
//! A transfer's permutation map says which source dimension each vector
//! dimension walks (or `0` for a broadcast). Parsing fills in the
//! minor-identity map and all-false `in_bounds` when they are not written;
//! printing leaves them out again.

use super::syntax::print_attrs;
use super::*;
use crate::ir::affine::AffineMap;
use crate::ir::{Body, OpId, OperationState, ValueId};
use crate::opdef::ods::attr;
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{OpBuilder, PResult, Parser, UnresolvedOperand};
use crate::syntax::printer::Printer;
use crate::verify::VerifyCx;

/// Rank and element type of a memref or ranked tensor.
fn source_parts(ctx: &Context, t: Type) -> Option<(usize, Type)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, element, .. } | TypeKind::RankedTensor { shape, element, .. } => {
            Some((shape.len(), *element))
        }
        _ => None,
    }
}

/// The map a transfer without `permutation_map` uses: the source's minor
/// dimensions, one per vector dimension (after any vector element dims).
fn minor_identity(ctx: &Context, source: Type, vector: Type) -> AffineMap {
    let (rank, elem) = source_parts(ctx, source).unwrap_or((0, source));
    let vrank = rank_of(ctx, vector).unwrap_or(0);
    let erank = rank_of(ctx, elem).unwrap_or(0);
    AffineMap::minor_identity(rank, vrank.saturating_sub(erank).min(rank))
}

/// The mask type of a transfer: the vector's shape and scalability put back
/// in source-dimension order; `None` when the map is not invertible.
pub(super) fn transfer_mask_type(ctx: &Context, vector: Type, map: &AffineMap) -> Option<Type> {
    let (shape, scalable, _) = vector_parts(ctx, vector)?;
    let mut used: Vec<usize> = Vec::new();
    for r in &map.results {
        for d in 0..map.num_dims {
            if r.is_function_of_dim(d) && !used.contains(&d) {
                used.push(d);
            }
        }
    }
    used.sort_unstable();
    let (mut mshape, mut mscalable) = (Vec::new(), Vec::new());
    for d in used {
        let pos = map.results.iter().position(|r| r.as_dim() == Some(d))?;
        mshape.push(*shape.get(pos)?);
        mscalable.push(*scalable.get(pos)?);
    }
    Some(vector_type(ctx, mshape, mscalable, ctx.integer_type(1)))
}

/// A `[true, false]` array attribute (`in_bounds`).
pub fn bool_array(ctx: &Context, values: &[bool]) -> Attribute {
    let i1 = ctx.integer_type(1);
    ctx.attr(AttrKind::Array(values.iter().map(|&b| ctx.int_attr(i1, if b { -1 } else { 0 })).collect()))
}

/// The values of a bool array attribute.
pub fn bools(ctx: &Context, a: Attribute) -> Option<Vec<bool>> {
    match ctx.attr_kind(a) {
        AttrKind::Array(v) => v
            .iter()
            .map(|&e| match ctx.attr_kind(e) {
                AttrKind::Integer { value, .. } => Some(value.sign() != num_bigint::Sign::NoSign),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// The `permutation_map` of a transfer.
pub fn map_attr(ctx: &Context, body: &Body, op: OpId) -> Option<AffineMap> {
    match attr(ctx, body, op, crate::static_ident!(ctx, "permutation_map")).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::AffineMap(m)) => Some(m.clone()),
        _ => None,
    }
}

/// Fill in the default `permutation_map` and `in_bounds`; the map in use.
fn transfer_defaults(p: &Parser<'_>, b: &mut OpBuilder, source: Type, vector: Type) -> PResult<AffineMap> {
    let ctx = p.ctx;
    let (map_name, bounds_name) =
        (crate::static_ident!(ctx, "permutation_map"), crate::static_ident!(ctx, "in_bounds"));
    let map = match b.attributes.iter().find(|(k, _)| *k == map_name).map(|e| ctx.attr_kind(e.1)) {
        Some(AttrKind::AffineMap(m)) => m.clone(),
        Some(_) => return Err(p.error_at(b.at, "expected 'permutation_map' to be an affine map")),
        None => {
            let m = minor_identity(ctx, source, vector);
            b.attributes.push((map_name, ctx.attr(AttrKind::AffineMap(m.clone()))));
            m
        }
    };
    if !b.attributes.iter().any(|(k, _)| *k == bounds_name) {
        b.attributes.push((bounds_name, bool_array(ctx, &vec![false; map.num_results()])));
    }
    Ok(map)
}

/// The mask operand's type, checked as upstream's parser does.
fn parse_mask_type(
    p: &Parser<'_>,
    at: usize,
    mask_at: usize,
    source: Type,
    vector: Type,
    map: &AffineMap,
) -> PResult<Type> {
    let ctx = p.ctx;
    if source_parts(ctx, source).is_some_and(|(_, e)| vector_parts(ctx, e).is_some()) {
        return Err(p.error_at(mask_at, "does not support masks with vector element type"));
    }
    if rank_of(ctx, vector) != Some(map.num_results()) {
        return Err(p.error_at(at, "expected the same rank for the vector and the results of the permutation map"));
    }
    transfer_mask_type(ctx, vector, map).ok_or_else(|| p.error_at(at, "expected an invertible permutation map"))
}

/// `[` operands? `]`: the indices of a transfer.
fn parse_indices<'a>(p: &mut Parser<'a>) -> PResult<Vec<UnresolvedOperand<'a>>> {
    p.expect(TokenKind::LSquare, "'['")?;
    let indices = if p.is(TokenKind::PercentIdent) { p.parse_operand_list(false)? } else { Vec::new() };
    p.expect(TokenKind::RSquare, "']'")?;
    Ok(indices)
}

/// `:` type `,` type: where the types start and the two types.
fn parse_two_types(p: &mut Parser<'_>) -> PResult<(usize, Type, Type)> {
    let types_at = p.offset();
    p.expect(TokenKind::Colon, "':'")?;
    let types = p.parse_type_list()?;
    match types[..] {
        [a, b] => Ok((types_at, a, b)),
        _ => Err(p.error_at(types_at, "requires two types")),
    }
}

/// The mask operand `m`, resolved to the type the transfer implies.
fn resolve_mask<'a>(
    p: &mut Parser<'a>,
    m: &UnresolvedOperand<'a>,
    types_at: usize,
    shaped: Type,
    vector: Type,
    map: &AffineMap,
) -> PResult<ValueId> {
    let mt = parse_mask_type(p, types_at, m.at, shaped, vector, map)?;
    p.resolve_operand(m, mt)
}

/// `vector.transfer_read` operand `[` operands `]` `,` operand (`,` operand)? attr-dict `:` type `,` type
pub(super) fn parse_transfer_read(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let source = p.parse_operand()?;
    let indices = parse_indices(p)?;
    p.expect(TokenKind::Comma, "','")?;
    let padding = p.parse_operand()?;
    let mask = if p.consume_if(TokenKind::Comma) { Some(p.parse_operand()?) } else { None };
    p.parse_optional_attr_dict(b)?;
    let (types_at, shaped, vector) = parse_two_types(p)?;
    let Some((_, elem)) = source_parts(ctx, shaped) else {
        return Err(p.error_at(types_at, "requires memref or ranked tensor type"));
    };
    if vector_parts(ctx, vector).is_none() {
        return Err(p.error_at(types_at, "requires vector type"));
    }
    let map = transfer_defaults(p, b, shaped, vector)?;
    let v = p.resolve_operand(&source, shaped)?;
    b.operands.push(v);
    let index = ctx.index_type();
    let vs = p.resolve_operands(&indices, &vec![index; indices.len()], types_at)?;
    b.operands.extend(vs);
    let v = p.resolve_operand(&padding, elem)?;
    b.operands.push(v);
    if let Some(m) = &mask {
        let v = resolve_mask(p, m, types_at, shaped, vector, &map)?;
        b.operands.push(v);
    }
    let seg = [1, indices.len(), 1, usize::from(mask.is_some())];
    crate::opdef::ods::set_operand_segments(ctx, b, &seg);
    b.result_types.push(vector);
    Ok(())
}

/// `vector.transfer_write` operand `,` operand `[` operands `]` (`,` operand)? attr-dict `:` type `,` type
pub(super) fn parse_transfer_write(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let value = p.parse_operand()?;
    p.expect(TokenKind::Comma, "','")?;
    let source = p.parse_operand()?;
    let indices = parse_indices(p)?;
    let mask = if p.consume_if(TokenKind::Comma) { Some(p.parse_operand()?) } else { None };
    p.parse_optional_attr_dict(b)?;
    let (types_at, vector, shaped) = parse_two_types(p)?;
    if vector_parts(ctx, vector).is_none() {
        return Err(p.error_at(types_at, "requires vector type"));
    }
    if source_parts(ctx, shaped).is_none() {
        return Err(p.error_at(types_at, "requires memref or ranked tensor type"));
    }
    let map = transfer_defaults(p, b, shaped, vector)?;
    let v = p.resolve_operand(&value, vector)?;
    b.operands.push(v);
    let v = p.resolve_operand(&source, shaped)?;
    b.operands.push(v);
    let index = ctx.index_type();
    let vs = p.resolve_operands(&indices, &vec![index; indices.len()], types_at)?;
    b.operands.extend(vs);
    if let Some(m) = &mask {
        let v = resolve_mask(p, m, types_at, shaped, vector, &map)?;
        b.operands.push(v);
    }
    let seg = [1, 1, indices.len(), usize::from(mask.is_some())];
    crate::opdef::ods::set_operand_segments(ctx, b, &seg);
    if matches!(ctx.type_kind(shaped), TypeKind::RankedTensor { .. }) {
        b.result_types.push(shaped);
    }
    Ok(())
}

/// The attributes a transfer prints: without the segment sizes, a
/// minor-identity map, or all-false `in_bounds`.
fn print_transfer_attrs(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let mut elided = vec!["operandSegmentSizes"];
    if map_attr(ctx, body, op).is_some_and(|m| m.is_minor_identity()) {
        elided.push("permutation_map");
    }
    let bounds = attr(ctx, body, op, crate::static_ident!(ctx, "in_bounds")).and_then(|a| bools(ctx, a));
    if bounds.is_some_and(|b| b.iter().all(|&x| !x)) {
        elided.push("in_bounds");
    }
    print_attrs(p, body, op, &elided);
}

pub(super) fn print_transfer_read(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let g = |i| TRANSFER_READ.operand_group(ctx, body, op, i);
    p.write(" ");
    p.print_values(body, g(0));
    p.write("[");
    p.print_values(body, g(1));
    p.write("], ");
    p.print_values(body, g(2));
    if !g(3).is_empty() {
        p.write(", ");
        p.print_values(body, g(3));
    }
    print_transfer_attrs(p, body, op);
    p.write(" : ");
    let shaped = g(0).first().map(|&v| body.value_type(v));
    let result = body.results(op).first().map(|&v| body.value_type(v));
    p.print_types(&shaped.into_iter().chain(result).collect::<Vec<_>>());
}

pub(super) fn print_transfer_write(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let g = |i| TRANSFER_WRITE.operand_group(ctx, body, op, i);
    p.write(" ");
    p.print_values(body, g(0));
    p.write(", ");
    p.print_values(body, g(1));
    p.write("[");
    p.print_values(body, g(2));
    p.write("]");
    if !g(3).is_empty() {
        p.write(", ");
        p.print_values(body, g(3));
    }
    print_transfer_attrs(p, body, op);
    p.write(" : ");
    let types: Vec<Type> = g(0).iter().chain(g(1)).map(|&v| body.value_type(v)).collect();
    p.print_types(&types);
}

// ---- transfer verifiers -----------------------------------------------------------------

fn bits(ctx: &Context, t: Type) -> u64 {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => u64::from(*width),
        TypeKind::Index => 64,
        TypeKind::Float(k) => u64::from(k.bit_width()),
        _ => 0,
    }
}

/// Upstream's `verifyTransferOp`: the checks shared by reads and writes.
fn verify_transfer(
    ctx: &Context,
    body: &Body,
    op: OpId,
    shaped: Type,
    vector: Type,
    mask: Option<Type>,
    map: &AffineMap,
) -> Result<(), String> {
    if attr(ctx, body, op, crate::static_ident!(ctx, "masked")).is_some() {
        return Err("masked attribute has been removed. Use in_bounds instead.".into());
    }
    let Some((rank, elem)) = source_parts(ctx, shaped) else {
        return Err("requires source to be a memref or ranked tensor type".into());
    };
    let (vshape, _, velem) = vector_parts(ctx, vector).unwrap_or((&[], &[], vector));
    let same_rank = "requires a permutation_map with result dims of the same rank as the vector type";
    if let Some((eshape, _, eelem)) = vector_parts(ctx, elem) {
        let source_bits = bits(ctx, eelem).wrapping_mul(eshape.last().copied().unwrap_or(1) as u64);
        let result_bits = bits(ctx, velem).wrapping_mul(vshape.last().copied().unwrap_or(1) as u64);
        if source_bits == 0 || result_bits % source_bits != 0 {
            return Err("requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source".into());
        }
        if eshape.len() > vshape.len() {
            return Err("requires source vector element and vector result ranks to match.".into());
        }
        if map.num_results() != vshape.len() - eshape.len() {
            return Err(same_rank.into());
        }
        if mask.is_some() {
            return Err("does not support masks with vector element type".into());
        }
    } else {
        let minor = vshape.last().copied().unwrap_or(1) as u64;
        let eb = bits(ctx, elem);
        if eb == 0 || bits(ctx, velem).wrapping_mul(minor) % eb != 0 {
            return Err("requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type".into());
        }
        if map.num_results() != vshape.len() {
            return Err(same_rank.into());
        }
    }
    if map.num_symbols != 0 {
        return Err("requires permutation_map without symbols".into());
    }
    if map.num_dims != rank {
        return Err("requires a permutation_map with input dims of the same rank as the source type".into());
    }
    if let Some(m) = mask {
        let inferred = transfer_mask_type(ctx, vector, map);
        if inferred != Some(m) {
            let shown = inferred.map(|t| crate::syntax::printer::type_to_string(ctx, t)).unwrap_or_default();
            return Err(format!(
                "inferred mask type ('{shown}') and mask operand type ('{}') don't match",
                crate::syntax::printer::type_to_string(ctx, m)
            ));
        }
    }
    let bounds =
        attr(ctx, body, op, crate::static_ident!(ctx, "in_bounds")).and_then(|a| bools(ctx, a)).unwrap_or_default();
    if map.num_results() != bounds.len() {
        let map_text = crate::syntax::printer::attr_to_string(ctx, ctx.attr(AttrKind::AffineMap(map.clone())));
        return Err(format!(
            "expects the in_bounds attr of same rank as permutation_map results: {map_text} vs inBounds of size: {}",
            bounds.len()
        ));
    }
    for (r, &b) in map.results.iter().zip(&bounds) {
        if r.as_constant().is_some() && !b {
            return Err("requires broadcast dimensions to be in-bounds".into());
        }
    }
    Ok(())
}

/// Upstream's `verifyPermutationMap`: each result is a distinct dim or `0`.
fn verify_permutation_map(map: &AffineMap) -> Result<(), String> {
    let mut seen = vec![false; map.num_dims];
    let projected =
        "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)";
    for r in &map.results {
        if let Some(c) = r.as_constant() {
            if c != 0 {
                return Err(projected.into());
            }
            continue;
        }
        let Some(d) = r.as_dim() else { return Err(projected.into()) };
        if seen[d] {
            return Err("requires a permutation_map that is a permutation (found one dim used more than once)".into());
        }
        seen[d] = true;
    }
    Ok(())
}

fn report(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, r: Result<(), String>) {
    if let Err(msg) = r {
        cx.op_error(body, op, msg);
    }
}

pub(super) fn verify_transfer_read(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let g = |i| TRANSFER_READ.operand_group(ctx, body, op, i);
    let r = (|| {
        let shaped = body.value_type(g(0)[0]);
        let vector = body.value_type(body.results(op)[0]);
        let mask = g(3).first().map(|&v| body.value_type(v));
        let padding = body.value_type(g(2)[0]);
        let map = map_attr(ctx, body, op).unwrap_or_else(|| AffineMap::new(0, 0, vec![]));
        let Some((rank, elem)) = source_parts(ctx, shaped) else {
            return Err("requires source to be a memref or ranked tensor type".to_string());
        };
        if g(1).len() != rank {
            return Err(format!("requires {rank} indices"));
        }
        verify_transfer(ctx, body, op, shaped, vector, mask, &map)?;
        if vector_parts(ctx, elem).is_some() {
            if elem != padding {
                return Err("requires source element type and padding type to match.".into());
            }
        } else {
            let valid =
                matches!(ctx.type_kind(padding), TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_));
            if !valid {
                return Err("requires valid padding vector elemental type".into());
            }
            if padding != elem {
                return Err("requires formal padding and source of the same elemental type".into());
            }
        }
        verify_permutation_map(&map)
    })();
    report(cx, body, op, r);
}

pub(super) fn verify_transfer_write(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let g = |i| TRANSFER_WRITE.operand_group(ctx, body, op, i);
    let r = (|| {
        let vector = body.value_type(g(0)[0]);
        let shaped = body.value_type(g(1)[0]);
        let mask = g(3).first().map(|&v| body.value_type(v));
        let map = map_attr(ctx, body, op).unwrap_or_else(|| AffineMap::new(0, 0, vec![]));
        let Some((rank, _)) = source_parts(ctx, shaped) else {
            return Err("requires source to be a memref or ranked tensor type".to_string());
        };
        if g(2).len() != rank {
            return Err(format!("requires {rank} indices"));
        }
        if map.results.iter().any(|r| r.as_constant() == Some(0)) {
            return Err("should not have broadcast dimensions".into());
        }
        verify_transfer(ctx, body, op, shaped, vector, mask, &map)?;
        verify_permutation_map(&map)
    })();
    report(cx, body, op, r);
}

// ---- mask -------------------------------------------------------------------------------

/// `vector.mask` operand (`,` operand)? region attr-dict `:` type (`->` types)?
///
/// The region holds one op; its terminator, when not written, yields that op's results.
pub(super) fn parse_mask(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let mask = p.parse_operand()?;
    let passthru = if p.consume_if(TokenKind::Comma) { Some(p.parse_operand()?) } else { None };
    p.parse_region(b, &[])?;
    let region = b.regions[0];
    let body = p.body_mut();
    let block = match body.region(region).blocks.first() {
        Some(&bl) => bl,
        None => body.create_block(region),
    };
    let ops: Vec<OpId> = body.block_ops(block).collect();
    if let [only] = ops[..] {
        let name = ctx.str(body.op(only).name);
        if name != YieldOp::NAME {
            let operands = body.results(only).to_vec();
            let loc = p.loc_at(b.at);
            let body = p.body_mut();
            let y = body.create_op(OperationState::new(ctx, YieldOp::NAME, loc, operands, vec![]));
            body.append_op(block, y);
        }
    }
    p.ensure_terminator(b, 0, YieldOp::NAME);
    p.parse_optional_attr_dict(b)?;
    p.expect(TokenKind::Colon, "':'")?;
    let mask_ty = p.parse_type()?;
    let results = p.parse_optional_arrow_type_list()?;
    let v = p.resolve_operand(&mask, mask_ty)?;
    b.operands.push(v);
    if let Some(pt) = &passthru {
        let Some(&t) = results.first() else {
            return Err(p.error_at(pt.at, "expected a result type for the passthru value"));
        };
        let v = p.resolve_operand(pt, t)?;
        b.operands.push(v);
    }
    b.result_types = results;
    Ok(())
}

pub(super) fn print_mask(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ops = body.operands(op);
    p.write(" ");
    p.print_values(body, &ops[..1.min(ops.len())]);
    if ops.len() > 1 {
        p.write(", ");
        p.print_values(body, &ops[1..]);
    }
    p.write(" { ");
    let inner = body.regions_body(op);
    if let Some(first) =
        body.op(op).regions.first().and_then(|&r| inner.region(r).blocks.first()).and_then(|&bl| inner.first_op(bl))
    {
        p.print_op_without_results(inner, first);
    }
    p.write(" }");
    print_attrs(p, body, op, &[]);
    p.write(" : ");
    if let Some(&m) = ops.first() {
        p.print_type(body.value_type(m));
    }
    let results: Vec<Type> = body.results(op).iter().map(|&v| body.value_type(v)).collect();
    if !results.is_empty() {
        p.write(" -> ");
        p.print_types(&results);
    }
}

/// The mask type the masked op expects, for the ops that take masks.
fn expected_mask(ctx: &Context, body: &Body, op: OpId) -> Option<Option<Type>> {
    let name = ctx.str(body.op(op).name);
    let i1 = ctx.integer_type(1);
    let operand = |i: usize| body.operands(op).get(i).map(|&v| body.value_type(v));
    Some(match name {
        "vector.transfer_read" | "vector.transfer_write" => {
            let vector =
                if name == "vector.transfer_read" { body.value_type(body.results(op)[0]) } else { operand(0)? };
            transfer_mask_type(ctx, vector, &map_attr(ctx, body, op)?)
        }
        "vector.reduction" | "vector.multi_reduction" => with_element(ctx, operand(0)?, i1),
        "vector.gather" => with_element(ctx, body.value_type(body.results(op)[0]), i1),
        "vector.contract" => {
            let maps = match attr(ctx, body, op, crate::static_ident!(ctx, "indexing_maps")).map(|a| ctx.attr_kind(a)) {
                Some(AttrKind::Array(v)) => v.clone(),
                _ => return Some(None),
            };
            let map = |i: usize| match maps.get(i).map(|&a| ctx.attr_kind(a)) {
                Some(AttrKind::AffineMap(m)) => Some(m.clone()),
                _ => None,
            };
            let (Some(lm), Some(rm)) = (map(0), map(1)) else { return Some(None) };
            let mut shape = vec![crate::ir::DYNAMIC; lm.num_dims];
            let mut scalable = vec![false; lm.num_dims];
            for (m, t) in [(lm, operand(0)?), (rm, operand(1)?)] {
                let (s, sc, _) = vector_parts(ctx, t)?;
                for (i, r) in m.results.iter().enumerate() {
                    if let (Some(d), Some(&n)) = (r.as_dim(), s.get(i)) {
                        if d < shape.len() {
                            shape[d] = n;
                            scalable[d] = sc[i];
                        }
                    }
                }
            }
            Some(vector_type(ctx, shape, scalable, i1))
        }
        _ => return None,
    })
}

pub(super) fn verify_mask(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let r = (|| {
        let inner = body.regions_body(op);
        let Some(&block) = body.op(op).regions.first().and_then(|&r| inner.region(r).blocks.first()) else {
            return Ok(());
        };
        let ops: Vec<OpId> = inner.block_ops(block).collect();
        let Some(&last) = ops.last() else {
            return Err("expects a terminator within the mask region".to_string());
        };
        if ops.len() > 2 {
            return Err("expects only one operation to mask".into());
        }
        if ctx.str(inner.op(last).name) != YieldOp::NAME {
            return Err("expects a terminator within the mask region".into());
        }
        let results: Vec<Type> = body.results(op).iter().map(|&v| body.value_type(v)).collect();
        if inner.operands(last).len() != results.len() {
            return Err("expects number of results to match mask region yielded values".into());
        }
        let masked = ops[0];
        let Some(expected) = expected_mask(ctx, inner, masked) else { return Ok(()) };
        let masked_results: Vec<Type> = inner.results(masked).iter().map(|&v| inner.value_type(v)).collect();
        if masked_results.len() != results.len() {
            return Err("expects number of results to match maskable operation number of results".into());
        }
        if masked_results != results {
            return Err("expects result type to match maskable operation result type".into());
        }
        let mask_ty = body.value_type(body.operands(op)[0]);
        if let Some(e) = expected {
            if e != mask_ty {
                return Err(format!(
                    "expects a '{}' mask for the maskable operation",
                    crate::syntax::printer::type_to_string(ctx, e)
                ));
            }
        }
        if let Some(&pt) = body.operands(op).get(1) {
            if ctx.str(inner.op(masked).name) != TransferReadOp::NAME {
                return Err("doesn't expect a passthru argument for this maskable operation".into());
            }
            if masked_results.len() != 1 {
                return Err("expects result when passthru argument is provided".into());
            }
            if body.value_type(pt) != masked_results[0] {
                return Err("expects passthru type to match result type".into());
            }
        }
        Ok(())
    })();
    report(cx, body, op, r);
}

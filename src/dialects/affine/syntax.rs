//! Custom syntax of the affine ops: maps whose operands are written inside
//! them (`%A[%i + 1, symbol(%n)]`), maps followed by their operands
//! (`#map(%i)[%n]`), and loop bounds that print as constants or a single
//! symbol when they can.

use super::{affine_map_ref, int_value, integer_set_ref, types, ForOp, IfOp, YieldOp, FOR};
use crate::ir::affine::{self, AffineMap, SsaMapDelimiter, SsaOperand};
use crate::ir::{AttrKind, Attribute, Body, Identifier, OpId, Type, TypeKind, ValueId};
use crate::opdef::ods::AttrName;
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{OpBuilder, PResult, Parser, UnresolvedOperand};
use crate::syntax::printer::Printer;

// ---- shared pieces ----------------------------------------------------------------

/// Resolve `uses` to `ty` each, appended to the op's operands.
pub(super) fn resolve_all<'a>(
    p: &mut Parser<'a>,
    b: &mut OpBuilder,
    uses: &[UnresolvedOperand<'a>],
    ty: Type,
) -> PResult<()> {
    b.operands.reserve(uses.len());
    for u in uses {
        let v = p.resolve_operand(u, ty)?;
        b.operands.push(v);
    }
    Ok(())
}

/// Converts the operands an affine sub-parser found at `start` into
/// operand uses of the op parser.
fn ssa_uses<'a>(text: &'a str, start: usize, operands: &[SsaOperand]) -> Vec<UnresolvedOperand<'a>> {
    operands
        .iter()
        .map(|o| UnresolvedOperand {
            name: &text[o.offset + 1..o.offset + o.name.len()],
            index: o.number,
            at: start + o.offset,
        })
        .collect()
}

/// A diagnostic for an error of the affine sub-parser that started at
/// `start`. Errors at its first token point where upstream's would: most are
/// "wrong token" errors, which back up over the whitespace before it.
fn affine_error(p: &Parser<'_>, start: usize, e: affine::AffineParseError) -> crate::syntax::diag::Diagnostic {
    if e.offset == 0 && e.message != "missing left operand of binary operator" {
        return p.wrong_token(&e.message);
    }
    p.error_at(start + e.offset, e.message)
}

/// map-of-ssa-ids ::= `[` (affine-expr (`,` affine-expr)*)? `]` (or in
/// parentheses), where `%x` is a new dimension and `symbol(%x)` a new
/// symbol. Returns the map and its operands, dimensions first.
pub(super) fn parse_ssa_map<'a>(
    p: &mut Parser<'a>,
    delimiter: SsaMapDelimiter,
) -> PResult<(AffineMap, Vec<UnresolvedOperand<'a>>)> {
    let start = p.offset();
    let text = p.text_from(start);
    let (parsed, used) = affine::parse_affine_map_of_ssa_ids(text, delimiter).map_err(|e| {
        p.nested_failure = true;
        affine_error(p, start, e)
    })?;
    p.reset_to(start + used);
    let mut uses = ssa_uses(text, start, &parsed.dim_operands);
    uses.extend(ssa_uses(text, start, &parsed.symbol_operands));
    Ok((parsed.map, uses))
}

/// One affine expression over SSA ids, as a one-result map with its operands.
pub(super) fn parse_ssa_expr<'a>(p: &mut Parser<'a>) -> PResult<(AffineMap, Vec<UnresolvedOperand<'a>>, usize)> {
    let start = p.offset();
    let text = p.text_from(start);
    let (parsed, used) = affine::parse_affine_expr_of_ssa_ids(text).map_err(|e| {
        p.nested_failure = true;
        affine_error(p, start, e)
    })?;
    p.reset_to(start + used);
    let mut uses = ssa_uses(text, start, &parsed.dim_operands);
    let num_dims = uses.len();
    uses.extend(ssa_uses(text, start, &parsed.symbol_operands));
    Ok((parsed.map, uses, num_dims))
}

/// The results of `map` with dimension `i` written as `operands[i]` and
/// symbol `j` as `symbol(operands[num_dims + j])`.
pub(super) fn print_ssa_map(p: &mut Printer<'_>, body: &Body, map: &AffineMap, operands: &[ValueId]) {
    // The operands' names, one after the other in one string.
    let mut names = String::new();
    let mut ends: smallvec::SmallVec<[usize; 8]> = smallvec::SmallVec::new();
    for &v in operands {
        let start = p.out.len();
        p.print_value(body, v);
        names.push_str(&p.out[start..]);
        p.out.truncate(start);
        ends.push(names.len());
    }
    let name = |i: usize| ends.get(i).map(|&end| &names[if i == 0 { 0 } else { ends[i - 1] }..end]);
    let num_dims = map.num_dims;
    for (i, e) in map.results.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        let _ = e.write_with(&mut p.out, &|symbol, pos, w| match (
            name(if symbol { num_dims + pos } else { pos }),
            symbol,
        ) {
            (Some(n), true) => write!(w, "symbol({n})"),
            (Some(n), false) => w.write_str(n),
            (None, _) => write!(w, "{}{pos}", if symbol { 's' } else { 'd' }),
        });
    }
}

/// dim-and-symbol-list ::= `(` ssa-uses? `)` (`[` ssa-uses? `]`)?, resolved
/// as `index`; returns the values and how many are dimensions.
fn parse_dim_and_symbol_list(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<(Vec<ValueId>, usize)> {
    let mut uses = p.parse_operand_list(true)?;
    let num_dims = uses.len();
    if p.consume_if(TokenKind::LSquare) && !p.consume_if(TokenKind::RSquare) {
        loop {
            uses.push(p.parse_operand()?);
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RSquare, "']'")?;
    }
    let index = p.ctx.index_type();
    let start = b.operands.len();
    resolve_all(p, b, &uses, index)?;
    Ok((b.operands[start..].to_vec(), num_dims))
}

/// `(dims)` then `[symbols]` when there are any.
fn print_dim_and_symbol_list(p: &mut Printer<'_>, body: &Body, operands: &[ValueId], num_dims: usize) {
    let num_dims = num_dims.min(operands.len());
    p.write("(");
    p.print_values(body, &operands[..num_dims]);
    p.write(")");
    if operands.len() > num_dims {
        p.write("[");
        p.print_values(body, &operands[num_dims..]);
        p.write("]");
    }
}

/// An attribute that must be an affine map (`#map` or `affine_map<...>`).
fn parse_map_attr(p: &mut Parser<'_>) -> PResult<(Attribute, AffineMap)> {
    let at = p.offset();
    let a = p.parse_attribute()?;
    match p.ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => Ok((a, m.clone())),
        _ => Err(p.error_at(at, "invalid kind of attribute specified")),
    }
}

/// `: memref-type`, which must be a ranked memref.
fn parse_colon_memref(p: &mut Parser<'_>) -> PResult<Type> {
    p.expect(TokenKind::Colon, "':'")?;
    let at = p.offset();
    let ty = p.parse_type()?;
    match p.ctx.type_kind(ty) {
        TypeKind::MemRef { .. } => Ok(ty),
        _ => Err(p.error_at(at, "invalid kind of type specified")),
    }
}

fn set_map(p: &Parser<'_>, b: &mut OpBuilder, name: Identifier, map: AffineMap) {
    let attr = p.ctx.attr(AttrKind::AffineMap(map));
    b.set_property(name, attr);
}

// ---- affine.apply, affine.min, affine.max -------------------------------------------

/// `affine.apply` map-attr dim-and-symbol-list attr-dict
pub(super) fn parse_apply(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let (attr, map) = parse_map_attr(p)?;
    b.set_property(crate::static_ident!(p.ctx, "map"), attr);
    let (operands, num_dims) = parse_dim_and_symbol_list(p, b)?;
    p.parse_optional_attr_dict(b)?;
    if map.num_dims != num_dims || num_dims + map.num_symbols != operands.len() {
        return Err(p.error_at(b.at, "dimension or symbol index mismatch"));
    }
    b.result_types = vec![p.ctx.index_type(); map.num_results()];
    Ok(())
}

/// `affine.min` / `affine.max` map-attr dim-and-symbol-list attr-dict
pub(super) fn parse_min_max(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let (attr, _) = parse_map_attr(p)?;
    b.set_property(crate::static_ident!(p.ctx, "map"), attr);
    parse_dim_and_symbol_list(p, b)?;
    p.parse_optional_attr_dict(b)?;
    b.result_types = vec![p.ctx.index_type()];
    Ok(())
}

pub(super) fn print_apply(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let Some(attr) = super::attr(ctx, body, op, crate::static_ident!(ctx, "map")) else { return };
    let num_dims = affine_map_ref(ctx, body, op, crate::static_ident!(ctx, "map")).map_or(0, |m| m.num_dims);
    p.write(" ");
    p.print_attr(attr);
    print_dim_and_symbol_list(p, body, body.operands(op), num_dims);
    p.print_optional_attr_dict(body.op(op).attributes, &["map"]);
}

pub(super) fn print_min_max(p: &mut Printer<'_>, body: &Body, op: OpId) {
    print_apply(p, body, op);
}

// ---- memory accesses ----------------------------------------------------------------

/// The part every affine memory access shares: `%memref [map-of-ssa-ids]
/// attr-dict : memref-type` (the map stored as `map`), and with `vector` a
/// trailing `, vector-type`. Resolves the memref and the indices; returns
/// the memref type and the vector type.
fn parse_access<'a>(
    p: &mut Parser<'a>,
    b: &mut OpBuilder,
    value: Option<UnresolvedOperand<'a>>,
    vector: bool,
) -> PResult<(Type, Option<Type>)> {
    let memref = p.parse_operand()?;
    let (map, indices) = parse_ssa_map(p, SsaMapDelimiter::Square)?;
    set_map(p, b, crate::static_ident!(p.ctx, "map"), map);
    p.parse_optional_attr_dict(b)?;
    let ty = parse_colon_memref(p)?;
    let vector = if vector { Some(parse_comma_vector(p)?) } else { None };
    if let Some(value) = value {
        // A stored value is the first operand: a vector, or an element.
        let value_ty = vector.unwrap_or_else(|| p.ctx.element_type(ty).unwrap_or(ty));
        resolve_all(p, b, &[value], value_ty)?;
    }
    resolve_all(p, b, &[memref], ty)?;
    let index = p.ctx.index_type();
    resolve_all(p, b, &indices, index)?;
    Ok((ty, vector))
}

/// `%value ,` before the access of a store.
fn parse_stored_value<'a>(p: &mut Parser<'a>) -> PResult<UnresolvedOperand<'a>> {
    let value = p.parse_operand()?;
    p.expect(TokenKind::Comma, "','")?;
    Ok(value)
}

/// `affine.load` %memref `[` map-of-ssa-ids `]` attr-dict `:` memref-type
pub(super) fn parse_load(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let (ty, _) = parse_access(p, b, None, false)?;
    b.result_types = vec![p.ctx.element_type(ty).unwrap_or(ty)];
    Ok(())
}

/// `affine.store` %value `,` %memref `[` map-of-ssa-ids `]` attr-dict `:` memref-type
pub(super) fn parse_store(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let value = parse_stored_value(p)?;
    parse_access(p, b, Some(value), false)?;
    Ok(())
}

/// `, vector-type`, which must be a vector.
fn parse_comma_vector(p: &mut Parser<'_>) -> PResult<Type> {
    p.expect(TokenKind::Comma, "','")?;
    let at = p.offset();
    let ty = p.parse_type()?;
    match p.ctx.type_kind(ty) {
        TypeKind::Vector { .. } => Ok(ty),
        _ => Err(p.error_at(at, "invalid kind of type specified")),
    }
}

/// `affine.vector_load` %memref `[` map-of-ssa-ids `]` attr-dict `:` memref-type `,` vector-type
pub(super) fn parse_vector_load(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let (_, vector) = parse_access(p, b, None, true)?;
    b.result_types = vector.into_iter().collect();
    Ok(())
}

/// `affine.vector_store` %value `,` %memref `[` map-of-ssa-ids `]` attr-dict
/// `:` memref-type `,` vector-type
pub(super) fn parse_vector_store(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let value = parse_stored_value(p)?;
    parse_access(p, b, Some(value), true)?;
    Ok(())
}

/// ` %memref[map operands]` from operand `first` on.
fn print_access(p: &mut Printer<'_>, body: &Body, op: OpId, map_name: impl AttrName, memref: usize) -> Option<()> {
    let map = affine_map_ref(p.ctx, body, op, map_name)?;
    let operands = body.operands(op);
    p.write(" ");
    p.print_value(body, *operands.get(memref)?);
    p.write("[");
    let end = (memref + 1 + map.num_inputs()).min(operands.len());
    print_ssa_map(p, body, map, &operands[memref + 1..end]);
    p.write("]");
    Some(())
}

pub(super) fn print_load(p: &mut Printer<'_>, body: &Body, op: OpId) {
    print_access(p, body, op, crate::static_ident!(p.ctx, "map"), 0);
    p.print_optional_attr_dict(body.op(op).attributes, &["map"]);
    p.write(" : ");
    p.print_type(body.value_type(body.operands(op)[0]));
}

pub(super) fn print_store(p: &mut Printer<'_>, body: &Body, op: OpId) {
    p.write(" ");
    p.print_value(body, body.operands(op)[0]);
    p.write(",");
    print_access(p, body, op, crate::static_ident!(p.ctx, "map"), 1);
    p.print_optional_attr_dict(body.op(op).attributes, &["map"]);
    p.write(" : ");
    p.print_type(body.value_type(body.operands(op)[1]));
}

pub(super) fn print_vector_load(p: &mut Printer<'_>, body: &Body, op: OpId) {
    print_load(p, body, op);
    p.write(", ");
    p.print_type(body.value_type(body.results(op)[0]));
}

pub(super) fn print_vector_store(p: &mut Printer<'_>, body: &Body, op: OpId) {
    print_store(p, body, op);
    p.write(", ");
    p.print_type(body.value_type(body.operands(op)[0]));
}

// ---- affine.prefetch ------------------------------------------------------------------

/// `affine.prefetch` %memref `[` map-of-ssa-ids `]` `,` (`read` | `write`) `,`
/// `locality` `<` integer `>` `,` (`data` | `instr`) attr-dict `:` memref-type
pub(super) fn parse_prefetch(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let memref = p.parse_operand()?;
    let (map, indices) = parse_ssa_map(p, SsaMapDelimiter::Square)?;
    set_map(p, b, crate::static_ident!(p.ctx, "map"), map);
    let (rw, hint, cache) = crate::dialects::memref::parse_prefetch_spec(p)?;
    p.parse_optional_attr_dict(b)?;
    let ty = parse_colon_memref(p)?;
    resolve_all(p, b, &[memref], ty)?;
    resolve_all(p, b, &indices, ctx.index_type())?;
    crate::dialects::memref::set_prefetch_spec(p, b, rw, hint, cache)
}

pub(super) fn print_prefetch(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    print_access(p, body, op, crate::static_ident!(p.ctx, "map"), 0);
    let flag = |name| int_value(ctx, super::attr(ctx, body, op, name)).is_some_and(|v| v != 0);
    let hint = int_value(ctx, super::attr(ctx, body, op, crate::static_ident!(ctx, "localityHint"))).unwrap_or(0);
    let rw = if flag("isWrite") { "write" } else { "read" };
    let cache = if flag("isDataCache") { "data" } else { "instr" };
    p.write(&format!(", {rw}, locality<{hint}>, {cache}"));
    p.print_optional_attr_dict(body.op(op).attributes, &["map", "localityHint", "isDataCache", "isWrite"]);
    p.write(" : ");
    p.print_type(body.value_type(body.operands(op)[0]));
}

// ---- affine.dma_start, affine.dma_wait ---------------------------------------------------

/// `affine.dma_start` %src `[` map `]` `,` %dst `[` map `]` `,` %tag `[` map `]`
/// `,` %num_elements (`,` %stride `,` %elements_per_stride)? `:` type `,` type `,` type
pub(super) fn parse_dma_start(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let mut accesses = Vec::new();
    for (i, name) in ["src_map", "dst_map", "tag_map"].into_iter().enumerate() {
        if i > 0 {
            p.expect(TokenKind::Comma, "','")?;
        }
        let memref = p.parse_operand()?;
        let (map, indices) = parse_ssa_map(p, SsaMapDelimiter::Square)?;
        b.attributes.push((ctx.ident(name), ctx.attr(AttrKind::AffineMap(map))));
        accesses.push((memref, indices));
    }
    p.expect(TokenKind::Comma, "','")?;
    let num_elements = p.parse_operand()?;
    let mut strides = Vec::new();
    while p.consume_if(TokenKind::Comma) {
        strides.push(p.parse_operand()?);
    }
    if !strides.is_empty() && strides.len() != 2 {
        return Err(p.error_at(b.at, "expected two stride related operands"));
    }
    p.expect(TokenKind::Colon, "':'")?;
    let tys = p.parse_type_list()?;
    if tys.len() != 3 {
        return Err(p.error_at(b.at, "expected three types"));
    }
    let index = ctx.index_type();
    for ((memref, indices), ty) in accesses.iter().zip(tys) {
        resolve_all(p, b, std::slice::from_ref(memref), ty)?;
        resolve_all(p, b, indices, index)?;
    }
    resolve_all(p, b, &[num_elements], index)?;
    resolve_all(p, b, &strides, index)?;
    Ok(())
}

pub(super) fn print_dma_start(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let operands = body.operands(op);
    let mut memrefs = Vec::new();
    let mut next = 0;
    for (i, name) in ["src_map", "dst_map", "tag_map"].into_iter().enumerate() {
        if i > 0 {
            p.write(",");
        }
        memrefs.push(next);
        print_access(p, body, op, name, next);
        next += 1 + affine_map_ref(p.ctx, body, op, name).map_or(0, |m| m.num_inputs());
    }
    if let Some(rest) = operands.get(next..) {
        for &v in rest {
            p.write(", ");
            p.print_value(body, v);
        }
    }
    p.write(" : ");
    let tys: Vec<Type> = memrefs.iter().filter_map(|&i| operands.get(i)).map(|&v| body.value_type(v)).collect();
    p.print_types(&tys);
}

/// `affine.dma_wait` %tag `[` map `]` `,` %num_elements `:` type
pub(super) fn parse_dma_wait(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let tag = p.parse_operand()?;
    let (map, indices) = parse_ssa_map(p, SsaMapDelimiter::Square)?;
    b.attributes.push((crate::static_ident!(ctx, "tag_map"), ctx.attr(AttrKind::AffineMap(map))));
    p.expect(TokenKind::Comma, "','")?;
    let num_elements = p.parse_operand()?;
    p.expect(TokenKind::Colon, "':'")?;
    let ty = p.parse_type()?;
    let index = ctx.index_type();
    resolve_all(p, b, &[tag], ty)?;
    resolve_all(p, b, &indices, index)?;
    resolve_all(p, b, &[num_elements], index)?;
    if !matches!(ctx.type_kind(ty), TypeKind::MemRef { .. }) {
        return Err(p.error_at(b.at, "expected tag to be of memref type"));
    }
    Ok(())
}

pub(super) fn print_dma_wait(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let operands = body.operands(op);
    print_access(p, body, op, crate::static_ident!(p.ctx, "tag_map"), 0);
    let next =
        1 + affine_map_ref(p.ctx, body, op, crate::static_ident!(p.ctx, "tag_map")).map_or(0, |m| m.num_inputs());
    p.write(", ");
    if let Some(&n) = operands.get(next) {
        p.print_value(body, n);
    }
    p.write(" : ");
    p.print_type(body.value_type(operands[0]));
}

// ---- affine.for ------------------------------------------------------------------------

/// bound ::= (`max` | `min`)? (ssa-use | integer | map-attr dim-and-symbol-list)
fn parse_bound(p: &mut Parser<'_>, b: &mut OpBuilder, lower: bool) -> PResult<usize> {
    let ctx = p.ctx;
    let index = ctx.index_type();
    let has_prefix = p.consume_keyword(if lower { "max" } else { "min" });
    let name =
        if lower { crate::static_ident!(ctx, "lowerBoundMap") } else { crate::static_ident!(ctx, "upperBoundMap") };
    let uses = p.parse_operand_list(false)?;
    if !uses.is_empty() {
        if uses.len() > 1 {
            return Err(p.error_at(b.at, "expected only one loop bound operand"));
        }
        resolve_all(p, b, &uses, index)?;
        set_map(p, b, name, AffineMap::new(0, 1, vec![affine::AffineExpr::Symbol(0)]));
        return Ok(1);
    }
    let at = p.offset();
    let attr = p.parse_attribute_typed(Some(index))?;
    match ctx.attr_kind(attr) {
        AttrKind::AffineMap(map) => {
            let map = map.clone();
            b.set_property(name, attr);
            let (operands, num_dims) = parse_dim_and_symbol_list(p, b)?;
            if map.num_dims != num_dims {
                return Err(p.error_at(b.at, "dim operand count and affine map dim count must match"));
            }
            if num_dims + map.num_symbols != operands.len() {
                return Err(p.error_at(b.at, "symbol operand count and affine map symbol count must match"));
            }
            if map.num_results() > 1 && !has_prefix {
                let msg = if lower {
                    "lower loop bound affine map with multiple results requires 'max' prefix"
                } else {
                    "upper loop bound affine map with multiple results requires 'min' prefix"
                };
                return Err(p.error_at(at, msg));
            }
            Ok(operands.len())
        }
        AttrKind::Integer { .. } => {
            let value = int_value(ctx, Some(attr)).unwrap_or(0);
            set_map(p, b, name, AffineMap::constant(value));
            Ok(0)
        }
        _ => Err(p.error_at(b.at, "expected valid affine map representation for loop bounds")),
    }
}

/// `affine.for` %iv `=` bound `to` bound (`step` integer)?
///     (`iter_args` `(` %arg `=` %init (`,` ...)* `)` `->` types)? region attr-dict
pub(super) fn parse_for(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let index = ctx.index_type();
    let iv = p.parse_operand()?;
    p.expect(TokenKind::Equal, "'='")?;
    let lower = parse_bound(p, b, true)?;
    if !p.consume_keyword("to") {
        return Err(p.error_here("expected 'to' between bounds"));
    }
    let upper = parse_bound(p, b, false)?;
    let step = if p.consume_keyword("step") {
        let at = p.offset();
        let attr = p.parse_attribute_typed(Some(index))?;
        match ctx.attr_kind(attr) {
            AttrKind::Integer { value, .. } if value.sign() == num_bigint::Sign::Minus => {
                return Err(p.error_at(at, "expected step to be representable as a positive signed integer"));
            }
            AttrKind::Integer { .. } => attr,
            _ => return Err(p.error_at(at, "invalid kind of attribute specified")),
        }
    } else {
        ctx.int_attr(index, 1)
    };
    b.set_property(crate::static_ident!(ctx, "step"), step);
    let (mut args, mut inits) = (Vec::new(), Vec::new());
    if p.consume_keyword("iter_args") {
        (args, inits) = p.parse_assignment_list()?;
        p.expect(TokenKind::Arrow, "'->'")?;
        b.result_types = p.parse_function_result_types()?;
        let results = b.result_types.clone();
        for (u, &t) in inits.iter().zip(&results) {
            resolve_all(p, b, std::slice::from_ref(u), t)?;
        }
    }
    let sizes = [lower, upper, inits.len().min(b.result_types.len())];
    crate::opdef::ods::set_operand_segments(ctx, b, &sizes);
    if args.len() != b.result_types.len() {
        return Err(p.error_at(b.at, "mismatch between the number of loop-carried values and results"));
    }
    let mut entry = vec![p.entry_arg(&iv, index)];
    let results = b.result_types.clone();
    entry.extend(args.iter().zip(&results).map(|(a, &t)| p.entry_arg(a, t)));
    p.parse_region(b, &entry)?;
    p.ensure_terminator(b, 0, YieldOp::NAME);
    p.parse_optional_attr_dict(b)
}

/// A loop bound: a constant, a lone symbol operand, or the map and its operands.
fn print_bound(p: &mut Printer<'_>, body: &Body, map_attr: Attribute, operands: &[ValueId], prefix: &str) {
    let AttrKind::AffineMap(map) = p.ctx.attr_kind(map_attr) else { return };
    if map.num_results() == 1 {
        if map.num_inputs() == 0 {
            if let Some(c) = map.results[0].as_constant() {
                p.write(&c.to_string());
                return;
            }
        }
        if map.num_dims == 0 && map.num_symbols == 1 && map.results[0].as_symbol().is_some() {
            if let Some(&v) = operands.first() {
                p.print_value(body, v);
                return;
            }
        }
    } else {
        p.write(prefix);
        p.write(" ");
    }
    let num_dims = map.num_dims;
    p.print_attr(map_attr);
    print_dim_and_symbol_list(p, body, operands, num_dims);
}

pub(super) fn print_for(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let for_op = ForOp(op);
    let region = for_op.region(body);
    let args = body.region(region).blocks.first().map_or(&[][..], |&b| &body.block(b).args[..]);
    p.write(" ");
    if let Some(&iv) = args.first() {
        p.print_value(body, iv);
    }
    p.write(" = ");
    let bounds = [
        (crate::static_ident!(ctx, "lowerBoundMap"), 0, "max"),
        (crate::static_ident!(ctx, "upperBoundMap"), 1, "min"),
    ];
    // Lower bound operands, upper bound operands, inits.
    let groups = FOR.operand_groups(ctx, body, op);
    for (i, (name, group, prefix)) in bounds.into_iter().enumerate() {
        if i > 0 {
            p.write(" to ");
        }
        if let Some(a) = super::attr(ctx, body, op, name) {
            print_bound(p, body, a, groups[group], prefix);
        }
    }
    let step = int_value(ctx, for_op.step(ctx, body)).unwrap_or(1);
    if step != 1 {
        p.write(&format!(" step {step}"));
    }
    let inits = groups[2];
    if !inits.is_empty() {
        p.write(" iter_args(");
        for (i, (&a, &v)) in args.iter().skip(1).zip(inits).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_value(body, a);
            p.write(" = ");
            p.print_value(body, v);
        }
        p.write(") -> (");
        p.print_types(&types(body, body.results(op)));
        p.write(")");
    }
    p.write(" ");
    p.print_region_with(body, region, false, !inits.is_empty(), false);
    let elided = ["lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"];
    p.print_optional_attr_dict(body.op(op).attributes, &elided);
}

// ---- affine.if ----------------------------------------------------------------------------

/// `affine.if` set-attr dim-and-symbol-list (`->` types)? region (`else` region)? attr-dict
pub(super) fn parse_if(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let at = p.offset();
    let attr = p.parse_attribute()?;
    let AttrKind::IntegerSet(set) = ctx.attr_kind(attr) else {
        return Err(p.error_at(at, "invalid kind of attribute specified"));
    };
    let set = set.clone();
    b.attributes.push((crate::static_ident!(ctx, "condition"), attr));
    let (operands, num_dims) = parse_dim_and_symbol_list(p, b)?;
    if set.num_dims != num_dims {
        return Err(p.error_at(b.at, "dim operand count and integer set dim count must match"));
    }
    if num_dims + set.num_symbols != operands.len() {
        return Err(p.error_at(b.at, "symbol operand count and integer set symbol count must match"));
    }
    crate::dialects::scf::parse_if_tail(p, b, YieldOp::NAME)
}

pub(super) fn print_if(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let if_op = IfOp(op);
    if let Some(a) = super::attr(ctx, body, op, crate::static_ident!(ctx, "condition")) {
        p.write(" ");
        p.print_attr(a);
    }
    let num_dims = integer_set_ref(ctx, body, op, crate::static_ident!(ctx, "condition")).map_or(0, |s| s.num_dims);
    print_dim_and_symbol_list(p, body, body.operands(op), num_dims);
    let results = types(body, body.results(op));
    p.print_optional_arrow_type_list(&results);
    p.write(" ");
    p.print_region_with(body, if_op.then_region(body), false, !results.is_empty(), false);
    let else_region = if_op.else_region(body);
    if !body.region(else_region).blocks.is_empty() {
        p.write(" else ");
        p.print_region_with(body, else_region, false, !results.is_empty(), false);
    }
    p.print_optional_attr_dict(body.op(op).attributes, &["condition"]);
}

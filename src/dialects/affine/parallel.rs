//! `affine.parallel`: its syntax (bounds written as groups of affine
//! expressions over SSA ids, `max(...)` / `min(...)` for groups of several)
//! and its verifier.

use super::syntax::{parse_ssa_expr, parse_ssa_map, print_ssa_map};
use super::{
    affine_map, check_dims_and_symbols, group_sizes, i64_array, reduction_kind, types, ParallelOp, YieldOp, REDUCTIONS,
};
use crate::ir::affine::{AffineExpr, AffineMap, SsaMapDelimiter};
use crate::ir::{AttrKind, Attribute, Body, DenseValues, OpId, TypeKind, ValueId};
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{OpBuilder, PResult, Parser, UnresolvedOperand};
use crate::syntax::printer::Printer;
use crate::verify::VerifyCx;

/// One parsed bound expression with its own operands.
struct Bound<'a> {
    expr: AffineExpr,
    dims: Vec<UnresolvedOperand<'a>>,
    syms: Vec<UnresolvedOperand<'a>>,
}

/// bounds ::= `(` (bound-group (`,` bound-group)*)? `)`
/// bound-group ::= affine-expr-of-ssa-ids | (`max` | `min`) `(` map-of-ssa-ids `)`
///
/// Appends the deduplicated operands (dimensions, then symbols) and
/// returns the flattened map and the size of each group.
fn parse_bounds(p: &mut Parser<'_>, b: &mut OpBuilder, keyword: &str) -> PResult<(AffineMap, Vec<usize>)> {
    p.expect(TokenKind::LParen, "'('")?;
    if p.consume_if(TokenKind::RParen) {
        return Ok((AffineMap::empty(0, 0), Vec::new()));
    }
    let mut bounds = Vec::new();
    let mut groups = Vec::new();
    loop {
        if p.consume_keyword(keyword) {
            let (map, mut operands) = parse_ssa_map(p, SsaMapDelimiter::Paren)?;
            let syms = operands.split_off(map.num_dims.min(operands.len()));
            groups.push(map.num_results());
            for expr in map.results {
                bounds.push(Bound { expr, dims: operands.clone(), syms: syms.clone() });
            }
        } else {
            let (map, mut operands, num_dims) = parse_ssa_expr(p)?;
            let syms = operands.split_off(num_dims);
            groups.push(1);
            let expr = map.results.into_iter().next().unwrap_or(AffineExpr::Constant(0));
            bounds.push(Bound { expr, dims: operands, syms });
        }
        if !p.consume_if(TokenKind::Comma) {
            break;
        }
    }
    p.expect(TokenKind::RParen, "')'")?;
    // Give each expression its own inputs, then merge equal operands.
    let (mut total_dims, mut total_syms) = (0, 0);
    let mut exprs = Vec::new();
    for bound in &bounds {
        let (nd, ns) = (bound.dims.len(), bound.syms.len());
        exprs.push(bound.expr.shift_dims(nd, total_dims, 0).shift_symbols(ns, total_syms, 0));
        total_dims += nd;
        total_syms += ns;
    }
    let index = p.ctx.index_type();
    let mut unique: [Vec<ValueId>; 2] = [Vec::new(), Vec::new()];
    let mut replacements: [Vec<AffineExpr>; 2] = [Vec::new(), Vec::new()];
    for (k, make) in [(0, AffineExpr::Dim as fn(usize) -> AffineExpr), (1, AffineExpr::Symbol)] {
        for bound in &bounds {
            let uses = if k == 0 { &bound.dims } else { &bound.syms };
            let values = p.resolve_operands(uses, &vec![index; uses.len()], p.offset())?;
            for v in values {
                let pos = unique[k].iter().position(|&u| u == v).unwrap_or_else(|| {
                    unique[k].push(v);
                    unique[k].len() - 1
                });
                replacements[k].push(make(pos));
            }
        }
    }
    let map = AffineMap::new(total_dims, total_syms, exprs).replace_dims_and_symbols(
        &replacements[0],
        &replacements[1],
        unique[0].len(),
        unique[1].len(),
    );
    b.operands.extend(unique[0].iter().chain(&unique[1]).copied());
    Ok((map, groups))
}

/// `dense<[..]> : tensor<Nxi32>`: the sizes of the bound groups of an
/// `affine.parallel` (`lowerBoundsGroups`, `upperBoundsGroups`).
pub(crate) fn groups_attr(ctx: &crate::ir::Context, groups: &[usize]) -> Attribute {
    let ty = ctx.ty(TypeKind::RankedTensor {
        shape: vec![groups.len() as i64],
        element: ctx.integer_type(32),
        encoding: None,
    });
    let values = groups.iter().map(|&g| g as u128).collect();
    crate::syntax::parser::dense_attr(ctx, ty, DenseValues::Int(values))
}

/// `affine.parallel` `(` ivs `)` `=` bounds `to` bounds (`step` `(` integers `)`)?
///     (`reduce` `(` strings `)`)? (`->` types)? region attr-dict
pub(super) fn parse_parallel(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let index = ctx.index_type();
    let i64_type = ctx.integer_type(64);
    let ivs = p.parse_operand_list(true)?;
    p.expect(TokenKind::Equal, "'='")?;
    for (i, (keyword, prefix)) in [("max", "lowerBounds"), ("min", "upperBounds")].into_iter().enumerate() {
        if i > 0 {
            p.expect_keyword("to")?;
        }
        let (map, groups) = parse_bounds(p, b, keyword)?;
        b.set_property(ctx.ident(&format!("{prefix}Map")), ctx.attr(AttrKind::AffineMap(map)));
        let groups = groups_attr(p.ctx, &groups);
        b.set_property(ctx.ident(&format!("{prefix}Groups")), groups);
    }
    let steps = if p.consume_keyword("step") {
        let (map, _) = parse_ssa_map(p, SsaMapDelimiter::Paren)?;
        let steps: Option<Vec<i64>> = map.results.iter().map(AffineExpr::as_constant).collect();
        steps.ok_or_else(|| p.error_at(b.at, "steps must be constant integers"))?
    } else {
        vec![1; ivs.len()]
    };
    let steps = steps.into_iter().map(|s| ctx.int_attr(i64_type, s)).collect();
    b.set_property(crate::static_ident!(ctx, "steps"), ctx.attr(AttrKind::Array(steps)));
    let mut reductions = Vec::new();
    if p.consume_keyword("reduce") {
        p.expect(TokenKind::LParen, "'('")?;
        loop {
            let at = p.offset();
            let a = p.parse_attribute()?;
            let Some(name) = ctx.as_string(a) else {
                return Err(p.error_at(at, "invalid kind of attribute specified"));
            };
            let Some(kind) = REDUCTIONS.iter().position(|r| r.as_bytes() == name) else {
                return Err(p.error_at(at, format!("invalid reduction value: {}", p.attr_str(a))));
            };
            reductions.push(ctx.int_attr(i64_type, kind as i64));
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RParen, "')'")?;
    }
    b.set_property(crate::static_ident!(ctx, "reductions"), ctx.attr(AttrKind::Array(reductions)));
    b.result_types = p.parse_optional_arrow_type_list()?;
    let entry: Vec<_> = ivs.iter().map(|u| p.entry_arg(u, index)).collect();
    p.parse_region(b, &entry)?;
    p.parse_optional_attr_dict(b)?;
    p.ensure_terminator(b, 0, YieldOp::NAME);
    Ok(())
}

/// The groups of a bound: single expressions, `max(...)` / `min(...)` for more.
fn print_bounds(p: &mut Printer<'_>, body: &Body, map: &AffineMap, groups: &[i64], operands: &[ValueId], kw: &str) {
    let mut start = 0;
    for (i, &size) in groups.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let size = size.max(0) as usize;
        let end = (start + size).min(map.num_results());
        let sub = AffineMap::new(map.num_dims, map.num_symbols, map.results[start.min(end)..end].to_vec());
        if size == 1 {
            print_ssa_map(p, body, &sub, operands);
        } else {
            p.write(kw);
            p.write("(");
            print_ssa_map(p, body, &sub, operands);
            p.write(")");
        }
        start = end;
    }
}

pub(super) fn print_parallel(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let region = ParallelOp(op).region(body);
    let ivs = body.region(region).blocks.first().map_or(&[][..], |&b| &body.block(b).args[..]);
    p.write(" (");
    p.print_values(body, ivs);
    p.write(") = (");
    let operands = body.operands(op);
    let mut start = 0;
    for (i, (prefix, kw)) in [("lowerBounds", "max"), ("upperBounds", "min")].into_iter().enumerate() {
        if i > 0 {
            p.write(") to (");
        }
        let map = affine_map(ctx, body, op, format!("{prefix}Map").as_str()).unwrap_or(AffineMap::empty(0, 0));
        let groups = super::attr(ctx, body, op, format!("{prefix}Groups").as_str()).and_then(|a| group_sizes(ctx, a));
        let end = (start + map.num_inputs()).min(operands.len());
        print_bounds(p, body, &map, &groups.unwrap_or_default(), &operands[start..end], kw);
        start = end;
    }
    p.write(")");
    let steps = super::attr(ctx, body, op, crate::static_ident!(ctx, "steps"))
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default();
    if steps.iter().any(|&s| s != 1) {
        let list: Vec<String> = steps.iter().map(i64::to_string).collect();
        p.write(&format!(" step ({})", list.join(", ")));
    }
    let results = types(body, body.results(op));
    if !results.is_empty() {
        let reductions =
            match super::attr(ctx, body, op, crate::static_ident!(ctx, "reductions")).map(|a| ctx.attr_kind(a)) {
                Some(AttrKind::Array(items)) => items.clone(),
                _ => Vec::new(),
            };
        let names: Vec<String> =
            reductions.iter().map(|&r| format!("\"{}\"", reduction_kind(ctx, r).unwrap_or_default())).collect();
        p.write(&format!(" reduce ({}) -> (", names.join(", ")));
        p.print_types(&results);
        p.write(")");
    }
    p.write(" ");
    p.print_region_with(body, region, false, !results.is_empty(), false);
    let elided = ["reductions", "lowerBoundsMap", "lowerBoundsGroups", "upperBoundsMap", "upperBoundsGroups", "steps"];
    p.print_optional_attr_dict(body.op(op).attributes, &elided);
}

/// Whether a reduction can produce a value of type `ty` (upstream
/// `isResultTypeMatchAtomicRMWKind`).
fn reduction_matches(cx: &VerifyCx<'_>, kind: &str, ty: crate::ir::Type) -> bool {
    let ctx = cx.ctx;
    let int = matches!(ctx.type_kind(ty), TypeKind::Integer { .. });
    let signedness = ctx.int_info(ty).filter(|_| int).map(|(_, s)| s);
    match kind {
        "addf" | "mulf" | "maximumf" | "minimumf" => ctx.is_float(ty),
        "addi" | "muli" | "ori" | "andi" => int,
        "assign" => true,
        "maxs" | "mins" => signedness == Some(crate::ir::Signedness::Signed),
        "maxu" | "minu" => signedness == Some(crate::ir::Signedness::Unsigned),
        _ => false,
    }
}

pub(super) fn verify_parallel(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let attr = |n: &str| super::attr(ctx, body, op, n);
    let lb_groups = attr("lowerBoundsGroups").and_then(|a| group_sizes(ctx, a)).unwrap_or_default();
    let ub_groups = attr("upperBoundsGroups").and_then(|a| group_sizes(ctx, a)).unwrap_or_default();
    let steps = attr("steps").and_then(|a| i64_array(ctx, a)).unwrap_or_default();
    let region = ParallelOp(op).region(body);
    let args = body.region(region).blocks.first().map_or(0, |&b| body.block(b).args.len());
    let n = steps.len();
    if lb_groups.len() != n || ub_groups.len() != n || args != n {
        let msg = format!(
            "the number of region arguments ({args}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({n}) must all match",
            lb_groups.len(),
            ub_groups.len()
        );
        return cx.op_error(body, op, msg);
    }
    let (Some(lb), Some(ub)) = (
        affine_map(ctx, body, op, crate::static_ident!(ctx, "lowerBoundsMap")),
        affine_map(ctx, body, op, crate::static_ident!(ctx, "upperBoundsMap")),
    ) else {
        return;
    };
    for (which, groups, map) in [("lower", &lb_groups, &lb), ("upper", &ub_groups, &ub)] {
        let expected: i64 = groups.iter().map(|&g| g as u32 as i64).sum();
        if expected != map.num_results() as i64 {
            return cx.op_error(body, op, format!("expected {which} bounds map to have {expected} results"));
        }
    }
    let results = body.results(op);
    let reductions = match attr("reductions").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items.clone(),
        _ => Vec::new(),
    };
    if reductions.len() != results.len() {
        return cx.op_error(body, op, "a reduction must be specified for each output");
    }
    for (&r, &v) in reductions.iter().zip(results) {
        let Some(kind) = reduction_kind(ctx, r) else {
            return cx.op_error(body, op, "invalid reduction attribute");
        };
        if !reduction_matches(cx, kind, body.value_type(v)) {
            return cx.op_error(body, op, "result type cannot match reduction attribute");
        }
    }
    let operands = body.operands(op);
    let lb_end = lb.num_inputs().min(operands.len());
    if !check_dims_and_symbols(cx, body, op, &operands[..lb_end], lb.num_dims) {
        return;
    }
    check_dims_and_symbols(cx, body, op, &operands[lb_end..], ub.num_dims);
}

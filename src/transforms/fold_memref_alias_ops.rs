//! `fold-memref-alias-ops`: loads and stores through `memref.subview`,
//! `memref.expand_shape` and `memref.collapse_shape` access the underlying
//! memref directly, with their indices rewritten by `affine.apply` ops, and
//! a unit-stride subview of a unit-stride subview becomes one subview. The
//! patterns run in the greedy driver with folding, as upstream's pass does.
//!
//! The new indices are built as upstream's `makeComposedFoldedAffineApply`
//! builds them: constants are folded into the map, producing `affine.apply`
//! ops are composed in, operands are deduplicated, dimensions that are valid
//! symbols become symbols, and a map that is a constant or a plain operand
//! makes no op.

use crate::dialects::affine::ApplyOp;
use crate::dialects::arith::ConstantOp;
use crate::dialects::memref::canonicalize::{dropped_dims, subview_parts};
use crate::dialects::memref::fold::{def_named, Ofr};
use crate::dialects::memref::layout::memref_parts;
use crate::dialects::memref::{CollapseShapeOp, ExpandShapeOp, SubViewOp};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::Location;
use crate::ir::{AttrKind, OpId, ValueId, DYNAMIC};
use crate::opdef::ods::attr;
use crate::opdef::Traits;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_patterns_and_fold_greedily, GreedyConfig};
use crate::rewrite::{value_int, Rewriter};
use crate::syntax::diag::Diagnostic;

struct FoldMemRefAliasOps;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(FoldMemRefAliasOps))
}

impl Pass for FoldMemRefAliasOps {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let config = GreedyConfig { patterns: Some(fold_alias_patterns), ..GreedyConfig::default() };
        apply_patterns_and_fold_greedily(cx.ctx, cx.registry, Some(target.name), &mut target.body, &config);
        Ok(())
    }
}

/// The pattern set of the pass.
fn fold_alias_patterns(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    // (memref operand, first index operand, index count) of an access.
    let access = match rw.ctx.str(rw.body.op(op).name) {
        "memref.load" | "vector.load" => Some(0),
        "memref.store" | "vector.store" => Some(1),
        SubViewOp::NAME => return subview_of_subview(rw, op),
        _ => None,
    };
    let Some(m) = access else { return false };
    let memref = rw.body.operands(op)[m];
    let indices = rw.body.operands(op)[m + 1..].to_vec();
    let Some(def) = rw.body.defining_op(memref) else { return false };
    rw.set_insertion_point_before(op);
    let loc = rw.body.op(op).loc;
    let resolved = match rw.ctx.str(rw.body.op(def).name) {
        SubViewOp::NAME => subview_indices(rw, loc, def, &indices),
        ExpandShapeOp::NAME => expand_indices(rw, loc, def, &indices),
        CollapseShapeOp::NAME => collapse_indices(rw, loc, def, &indices),
        _ => None,
    };
    let Some(resolved) = resolved else { return false };
    let source = rw.body.operands(def)[0];
    let mut operands = rw.body.operands(op)[..m].to_vec();
    operands.push(source);
    operands.extend(resolved);
    rw.modify(op, |b| b.set_operands(op, operands));
    true
}

// ---- index resolution ---------------------------------------------------------------

/// `offset + index * stride` per source dimension of a subview; dropped
/// dimensions are indexed at their offset.
fn resolve_offsets(rw: &mut Rewriter<'_>, loc: Location, sv: OpId, consumer: &[Ofr]) -> Option<Vec<ValueId>> {
    let p = subview_parts(rw.ctx, rw.body, sv);
    let dropped = dropped_dims(rw.ctx, rw.body, sv)?;
    let mut next = consumer.iter();
    let mut out = Vec::with_capacity(p.offsets.len());
    for (i, (&offset, &stride)) in p.offsets.iter().zip(&p.strides).enumerate() {
        let index = if dropped.get(i).copied().unwrap_or(false) { Ofr::Static(0) } else { *next.next()? };
        let expr = AffineExpr::symbol(0).add(AffineExpr::symbol(1).mul(AffineExpr::symbol(2)));
        out.push(composed_apply(rw, loc, AffineMap::new(0, 3, vec![expr]), vec![offset, index, stride]));
    }
    Some(out)
}

fn subview_indices(rw: &mut Rewriter<'_>, loc: Location, sv: OpId, indices: &[ValueId]) -> Option<Vec<ValueId>> {
    let consumer: Vec<Ofr> = indices.iter().map(|&v| Ofr::Value(v)).collect();
    resolve_offsets(rw, loc, sv, &consumer)
}

/// Each group of an expansion is linearized with the suffix products of its
/// sizes (all but the outermost of a group must be static).
fn expand_indices(rw: &mut Rewriter<'_>, loc: Location, op: OpId, indices: &[ValueId]) -> Option<Vec<ValueId>> {
    let ctx = rw.ctx;
    let result = memref_parts(ctx, rw.body.value_type(rw.body.results(op)[0]))?.shape.to_vec();
    let groups = crate::dialects::memref::reassociation(ctx, attr(ctx, rw.body, op, "reassociation")?)?;
    let mut out = Vec::with_capacity(groups.len());
    for g in groups {
        let sizes: Vec<i64> = g.iter().map(|&d| result.get(d as usize).copied()).collect::<Option<_>>()?;
        if sizes.iter().skip(1).any(|&s| s == DYNAMIC) {
            // Upstream would compute these sizes with new ops; not done here.
            return None;
        }
        let mut suffix = vec![1i64; sizes.len()];
        for i in (0..sizes.len().saturating_sub(1)).rev() {
            suffix[i] = suffix[i + 1].checked_mul(sizes[i + 1])?;
        }
        let n = g.len();
        let mut expr = AffineExpr::constant(0);
        for i in 0..n {
            expr = expr.add(AffineExpr::dim(i).mul(AffineExpr::symbol(i)));
        }
        let mut operands: Vec<Ofr> = suffix.iter().map(|&s| Ofr::Static(s)).collect();
        for &d in &g {
            operands.push(Ofr::Value(*indices.get(d as usize)?));
        }
        out.push(composed_apply(rw, loc, AffineMap::new(n, n, vec![expr]), operands));
    }
    Some(out)
}

/// Each index of a collapse is delinearized by the suffix products of its
/// group's sizes (all but the outermost must be static).
fn collapse_indices(rw: &mut Rewriter<'_>, loc: Location, op: OpId, indices: &[ValueId]) -> Option<Vec<ValueId>> {
    let ctx = rw.ctx;
    let source = memref_parts(ctx, rw.body.value_type(rw.body.operands(op)[0]))?.shape.to_vec();
    let groups = crate::dialects::memref::reassociation(ctx, attr(ctx, rw.body, op, "reassociation")?)?;
    let mut plans = Vec::with_capacity(groups.len());
    for g in &groups {
        let mut sizes = vec![1i64; g.len()];
        for i in 1..g.len() {
            sizes[i] = *source.get(g[i] as usize)?;
            if sizes[i] == DYNAMIC {
                return None;
            }
        }
        let mut suffix = vec![1i64; sizes.len()];
        for i in (0..sizes.len().saturating_sub(1)).rev() {
            suffix[i] = suffix[i + 1].checked_mul(sizes[i + 1])?;
        }
        plans.push(suffix);
    }
    let mut out = Vec::new();
    for (k, suffix) in plans.into_iter().enumerate() {
        let index = Ofr::Value(*indices.get(k)?);
        let mut linear = AffineExpr::dim(0);
        for s in suffix {
            let expr = linear.clone().floor_div(s);
            linear = linear.modulo(s);
            out.push(composed_apply(rw, loc, AffineMap::new(1, 0, vec![expr]), vec![index]));
        }
    }
    if groups.is_empty() {
        for _ in 0..source.len() {
            out.push(composed_apply(rw, loc, AffineMap::constants(&[0]), Vec::new()));
        }
    }
    Some(out)
}

// ---- subview of subview -------------------------------------------------------------

fn unit_strides(rw: &Rewriter<'_>, strides: &[Ofr]) -> bool {
    strides.iter().all(|&s| match s {
        Ofr::Static(c) => c == 1,
        Ofr::Value(v) => value_int(rw.ctx, rw.registry, rw.body, v).is_some_and(|c| c == 1.into()),
    })
}

/// A unit-stride subview of a unit-stride subview is one subview of the
/// inner source with summed offsets.
fn subview_of_subview(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let outer = subview_parts(ctx, rw.body, op);
    let Some(inner) = def_named(ctx, rw.body, outer.source, SubViewOp::NAME) else { return false };
    let inner_p = subview_parts(ctx, rw.body, inner);
    if !unit_strides(rw, &outer.strides) || !unit_strides(rw, &inner_p.strides) {
        return false;
    }
    let Some(dropped) = dropped_dims(ctx, rw.body, inner) else { return false };
    let mut next = outer.sizes.iter();
    let mut sizes = Vec::with_capacity(dropped.len());
    for &d in &dropped {
        sizes.push(if d { Ofr::Static(1) } else { *next.next().unwrap_or(&Ofr::Static(1)) });
    }
    rw.set_insertion_point_before(op);
    let loc = rw.body.op(op).loc;
    let Some(offsets) = resolve_offsets(rw, loc, inner, &outer.offsets) else { return false };
    let offsets: Vec<Ofr> = offsets
        .into_iter()
        .map(|v| match value_int(ctx, rw.registry, rw.body, v).and_then(|c| i64::try_from(c).ok()) {
            Some(c) => Ofr::Static(c),
            None => Ofr::Value(v),
        })
        .collect();
    let result_ty = rw.body.value_type(rw.body.results(op)[0]);
    crate::dialects::memref::canonicalize::replace_subview(
        rw,
        op,
        inner_p.source,
        [&offsets, &sizes, &inner_p.strides],
        result_ty,
    );
    true
}

// ---- composed, folded affine.apply --------------------------------------------------

/// Whether `v` may be an affine symbol: a constant, a value defined at the
/// top level of the function, or an `affine.apply` of such values.
fn is_valid_symbol(rw: &Rewriter<'_>, v: ValueId) -> bool {
    let body: &crate::ir::Body = rw.body;
    if let Some(def) = body.defining_op(v) {
        let name = rw.ctx.str(body.op(def).name);
        if rw.registry.traits(name).contains(Traits::CONSTANT_LIKE) {
            return true;
        }
        if name == ApplyOp::NAME && body.operands(def).iter().all(|&o| is_valid_symbol(rw, o)) {
            return true;
        }
    }
    body.value_block(v).and_then(|b| body.parent_region(b)).is_some_and(|r| body.parent_op(r).is_none())
}

/// The map of an `affine.apply`.
fn apply_map(rw: &Rewriter<'_>, op: OpId) -> Option<AffineMap> {
    match rw.ctx.attr_kind(attr(rw.ctx, rw.body, op, "map")?) {
        AttrKind::AffineMap(m) if m.results.len() == 1 => Some(m.clone()),
        _ => None,
    }
}

fn const_of(rw: &Rewriter<'_>, v: ValueId) -> Option<i64> {
    value_int(rw.ctx, rw.registry, rw.body, v).and_then(|c| i64::try_from(c).ok())
}

/// Upstream's `canonicalizeMapAndOperands` for a single-result map:
/// dimensions that are valid symbols become symbols, constant symbols are
/// folded, repeated operands merged and unused ones dropped.
fn canonicalize_map(rw: &Rewriter<'_>, map: &AffineMap, operands: &[ValueId]) -> (AffineMap, Vec<ValueId>) {
    let (nd, ns) = (map.num_dims, map.num_symbols);
    // Promote dims that are valid symbols.
    let (mut dims, mut syms, mut promoted) = (Vec::new(), operands[nd..].to_vec(), Vec::new());
    let mut dim_remap = Vec::with_capacity(nd);
    for &v in &operands[..nd] {
        if is_valid_symbol(rw, v) {
            dim_remap.push(AffineExpr::symbol(ns + promoted.len()));
            promoted.push(v);
        } else {
            dim_remap.push(AffineExpr::dim(dims.len()));
            dims.push(v);
        }
    }
    syms.extend(promoted);
    let sym_ids: Vec<AffineExpr> = (0..ns).map(AffineExpr::symbol).collect();
    let map = map.replace_dims_and_symbols(&dim_remap, &sym_ids, dims.len(), syms.len());
    // Merge, fold and drop.
    let used = |m: &AffineMap, dim: bool, i: usize| {
        if dim {
            m.is_function_of_dim(i)
        } else {
            m.is_function_of_symbol(i)
        }
    };
    let mut out = Vec::new();
    let mut dim_map = vec![AffineExpr::constant(0); dims.len()];
    let mut seen: Vec<(ValueId, AffineExpr)> = Vec::new();
    let mut next_dim = 0;
    for (i, &v) in dims.iter().enumerate() {
        if !used(&map, true, i) {
            continue;
        }
        if let Some((_, e)) = seen.iter().find(|(s, _)| *s == v) {
            dim_map[i] = e.clone();
        } else {
            dim_map[i] = AffineExpr::dim(next_dim);
            next_dim += 1;
            out.push(v);
            seen.push((v, dim_map[i].clone()));
        }
    }
    let mut sym_map = vec![AffineExpr::constant(0); syms.len()];
    let mut seen: Vec<(ValueId, AffineExpr)> = Vec::new();
    let mut next_sym = 0;
    for (i, &v) in syms.iter().enumerate() {
        if !used(&map, false, i) {
            continue;
        }
        if let Some(c) = const_of(rw, v) {
            sym_map[i] = AffineExpr::constant(c);
            continue;
        }
        if let Some((_, e)) = seen.iter().find(|(s, _)| *s == v) {
            sym_map[i] = e.clone();
        } else {
            sym_map[i] = AffineExpr::symbol(next_sym);
            next_sym += 1;
            out.push(v);
            seen.push((v, sym_map[i].clone()));
        }
    }
    (map.replace_dims_and_symbols(&dim_map, &sym_map, next_dim, next_sym).simplify(), out)
}

/// Build the single result of `map` applied to `operands` as upstream's
/// `makeComposedFoldedAffineApply` + `getValueOrCreateConstantIndexOp`.
fn composed_apply(rw: &mut Rewriter<'_>, loc: Location, map: AffineMap, operands: Vec<Ofr>) -> ValueId {
    let (nd, ns) = (map.num_dims, map.num_symbols);
    // Fold static operands into the map.
    let (mut dims, mut syms): (Vec<Option<ValueId>>, Vec<Option<ValueId>>) = (Vec::new(), Vec::new());
    let mut dim_repl = Vec::with_capacity(nd);
    let mut sym_repl = Vec::with_capacity(ns);
    for (i, &o) in operands.iter().enumerate() {
        let is_dim = i < nd;
        match o {
            Ofr::Static(c) => {
                let r = if is_dim { &mut dim_repl } else { &mut sym_repl };
                r.push(AffineExpr::constant(c));
            }
            Ofr::Value(v) if is_dim => {
                dim_repl.push(AffineExpr::dim(dims.len()));
                dims.push(Some(v));
            }
            Ofr::Value(v) => {
                sym_repl.push(AffineExpr::symbol(syms.len()));
                syms.push(Some(v));
            }
        }
    }
    let mut map = map.replace_dims_and_symbols(&dim_repl, &sym_repl, dims.len(), syms.len());
    // Compose producing affine.apply ops until none is left.
    'compose: loop {
        for pos in 0..dims.len() + syms.len() {
            let is_dim = pos < dims.len();
            let slot = if is_dim { dims[pos] } else { syms[pos - dims.len()] };
            let Some(v) = slot else { continue };
            let Some(apply) = def_named(rw.ctx, rw.body, v, ApplyOp::NAME) else { continue };
            let Some(inner) = apply_map(rw, apply) else { continue };
            let (inner, inner_ops) = canonicalize_map(rw, &inner, rw.body.operands(apply));
            let shifted = inner.shift_dims(dims.len(), 0).shift_symbols(syms.len(), 0);
            let replacement = shifted.results[0].clone();
            let target = if is_dim { AffineExpr::dim(pos) } else { AffineExpr::symbol(pos - dims.len()) };
            if is_dim {
                dims[pos] = None;
            } else {
                syms[pos - dims.len()] = None;
            }
            dims.extend(inner_ops[..inner.num_dims].iter().map(|&x| Some(x)));
            syms.extend(inner_ops[inner.num_dims..].iter().map(|&x| Some(x)));
            map = AffineMap::new(dims.len(), syms.len(), vec![map.results[0].replace(&target, &replacement)]);
            continue 'compose;
        }
        break;
    }
    // Drop the replaced operands.
    let (mut flat, mut dr, mut sr) = (Vec::new(), Vec::new(), Vec::new());
    let mut nd2 = 0;
    for d in &dims {
        match d {
            Some(v) => {
                dr.push(AffineExpr::dim(nd2));
                nd2 += 1;
                flat.push(*v);
            }
            None => dr.push(AffineExpr::constant(0)),
        }
    }
    let mut ns2 = 0;
    for s in &syms {
        match s {
            Some(v) => {
                sr.push(AffineExpr::symbol(ns2));
                ns2 += 1;
                flat.push(*v);
            }
            None => sr.push(AffineExpr::constant(0)),
        }
    }
    let map = map.replace_dims_and_symbols(&dr, &sr, nd2, ns2);
    let (map, operands) = canonicalize_map(rw, &map, &flat);
    materialize(rw, loc, map, operands)
}

/// The value of a canonical single-result map: a constant, an operand, or
/// a new `affine.apply`.
fn materialize(rw: &mut Rewriter<'_>, loc: Location, map: AffineMap, operands: Vec<ValueId>) -> ValueId {
    let ctx = rw.ctx;
    let index = ctx.index_type();
    let expr = &map.results[0];
    if let Some(c) = expr.as_constant() {
        let op = ConstantOp::create(ctx, rw.body, loc, index, ctx.int_attr(index, c));
        rw.insert(op.0);
        return rw.body.results(op.0)[0];
    }
    if let Some(d) = expr.as_dim() {
        return operands[d];
    }
    if let Some(s) = expr.as_symbol() {
        return operands[map.num_dims + s];
    }
    let op = ApplyOp::create(ctx, rw.body, loc, operands, index, ctx.attr(AttrKind::AffineMap(map)));
    rw.insert(op.0);
    rw.body.results(op.0)[0]
}

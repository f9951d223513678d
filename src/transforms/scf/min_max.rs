//! The simplification of `affine.min`/`affine.max` ops after loop peeling
//! (upstream's `rewritePeeledMinMaxOp`). In the main loop every iteration
//! is full (`ub - iv >= step`); in the partial iteration the last one is
//! not (`ub - iv < step`). When, with that and the constant bound and
//! step, one expression of the op is provably the smallest (the largest
//! for a max) for every point, the op becomes an `affine.apply` of that
//! expression, in flattened form over canonical operands, which the
//! greedy driver folds further when it is a constant or an operand.
//!
//! The proofs are Fourier-Motzkin emptiness checks of linear systems over
//! the induction variable, the bound, the step and the op's other
//! operands; expressions with floordiv, ceildiv or mod are left alone.

use crate::dialects::affine::{affine_map_ref, canonicalize_map_and_operands, ApplyOp, MapCx, MinOp};
use crate::ir::affine::{flatten_affine_expr, get_affine_expr_from_flat_form, is_integer_system_empty};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, OpId, ValueId};
use crate::rewrite::Rewriter;

/// Replace `op` (an `affine.min` or `affine.max` in a peeled loop with
/// induction variable `iv`, previous upper bound `ub` and `step`) by the
/// expression that is always its value. `inside`: `op` is in the main
/// loop, else in the partial iteration. False when nothing is proven.
pub(crate) fn simplify_peeled_min_max(rw: &mut Rewriter<'_>, op: OpId, [iv, ub, step]: [ValueId; 3], inside: bool) -> bool {
    let ctx = rw.ctx;
    let is_min = MinOp::cast(ctx, rw.body, op).is_some();
    let Some(map) = affine_map_ref(ctx, rw.body, op, "map") else { return false };
    let operands = rw.body.operands(op).to_vec();
    if operands.len() != map.num_inputs() || map.results.is_empty() {
        return false;
    }
    // Columns: iv, ub, step, then the op's other operands.
    let mut columns = vec![iv, ub, step];
    for &v in &operands {
        if !columns.contains(&v) {
            columns.push(v);
        }
    }
    let num_extra = columns.len() - 3;
    let column_expr = |v: ValueId| {
        let c = columns.iter().position(|&x| x == v).expect("listed");
        if c < 3 {
            AffineExpr::dim(c)
        } else {
            AffineExpr::symbol(c - 3)
        }
    };
    let (dims, syms) = operands.split_at(map.num_dims);
    let dims: Vec<AffineExpr> = dims.iter().map(|&v| column_expr(v)).collect();
    let syms: Vec<AffineExpr> = syms.iter().map(|&v| column_expr(v)).collect();
    let mut rows = Vec::with_capacity(map.results.len());
    for e in &map.results {
        let e = e.replace_dims_and_symbols(&dims, &syms);
        match flatten_affine_expr(&e, 3, num_extra) {
            Some(flat) if flat.local_exprs.is_empty() => rows.push(flat.coefficients),
            _ => return false,
        }
    }
    let n = columns.len();
    let cx = MapCx { ctx, registry: rw.registry, body: rw.body };
    let mut eqs = Vec::new();
    for (col, v) in [(1, ub), (2, step)] {
        if let Some(c) = cx.const_int(v) {
            let mut row = vec![0; n + 1];
            row[col] = 1;
            row[n] = -c;
            eqs.push(row);
        }
    }
    let mut invariant = vec![0; n + 1];
    let (i, u, s, k) = if inside { (-1, 1, -1, 0) } else { (1, -1, 1, -1) };
    invariant[..3].copy_from_slice(&[i, u, s]);
    invariant[n] = k;
    let ineqs = vec![invariant];
    if is_integer_system_empty(&eqs, &ineqs, n) {
        return false;
    }
    let Some(best) = (0..rows.len()).find(|&k| {
        rows.iter().enumerate().all(|(j, other)| {
            // The negation: `other` strictly beyond `rows[k]`.
            let (lo, hi) = if is_min { (other, &rows[k]) } else { (&rows[k], other) };
            let mut negation: Vec<i64> = hi.iter().zip(lo).map(|(a, b)| a - b).collect();
            negation[n] -= 1;
            let mut with = ineqs.clone();
            with.push(negation);
            j == k || is_integer_system_empty(&eqs, &with, n)
        })
    }) else {
        return false;
    };
    let expr = get_affine_expr_from_flat_form(&rows[best], 3, num_extra, &[]);
    let mut new_map = AffineMap::new(3, num_extra, vec![expr]);
    let mut new_operands = columns;
    canonicalize_map_and_operands(cx, &mut new_map, &mut new_operands);
    let loc = rw.body.op(op).loc;
    let map_attr = ctx.attr(AttrKind::AffineMap(new_map));
    let apply = ApplyOp::create(ctx, rw.body, loc, new_operands, ctx.index_type(), map_attr).0;
    rw.set_insertion_point_before(op);
    rw.insert(apply);
    let result = rw.body.results(apply)[0];
    rw.replace_op(op, &[result]);
    true
}

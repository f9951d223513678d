//! The simplification of `affine.min`/`affine.max` ops with what is known
//! about the loops around them (upstream's `canonicalizeMinMaxOpInLoop`
//! and `rewritePeeledMinMaxOp`, which share `simplifyConstrainedMinMaxOp`).
//!
//! The known facts are a linear system over columns: dimensions and
//! symbols bound to SSA values (or to constants without one), and local
//! columns standing for a floordiv. When one expression of the op is
//! provably the smallest (the largest for a max) everywhere in the system,
//! the op becomes an `affine.apply` of that expression, in flattened form
//! over the columns, with canonical operands; the greedy driver folds it
//! further when it is a constant or an operand. As upstream, a system with
//! local columns only proves constant expressions. The proofs are
//! Fourier-Motzkin emptiness checks; expressions of the op with floordiv,
//! ceildiv or mod are left alone.

use crate::dialects::affine::{affine_map_ref, canonicalize_map_and_operands, ApplyOp, MapCx, MinOp};
use crate::ir::affine::{flatten_affine_expr, get_affine_expr_from_flat_form, is_integer_system_empty};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, OpId, ValueId};
use crate::rewrite::Rewriter;

/// What is known where a min/max op is: rows over `[columns..., locals...,
/// constant]`, equalities `== 0` and inequalities `>= 0`.
pub(crate) struct System {
    /// The value of each dimension and symbol column (`None`: a constant).
    pub values: Vec<Option<ValueId>>,
    pub num_dims: usize,
    pub num_locals: usize,
    pub eqs: Vec<Vec<i64>>,
    pub ineqs: Vec<Vec<i64>>,
}

impl System {
    /// A system over `dims` then `syms` and `num_locals` local columns.
    pub fn new(dims: Vec<Option<ValueId>>, syms: Vec<Option<ValueId>>, num_locals: usize) -> System {
        let num_dims = dims.len();
        let mut values = dims;
        values.extend(syms);
        System { values, num_dims, num_locals, eqs: Vec::new(), ineqs: Vec::new() }
    }

    pub fn width(&self) -> usize {
        self.values.len() + self.num_locals + 1
    }

    /// A zero row.
    pub fn row(&self) -> Vec<i64> {
        vec![0; self.width()]
    }

    /// The column of local `i`.
    pub fn local(&self, i: usize) -> usize {
        self.values.len() + i
    }

    /// `column == value`.
    pub fn add_eq_constant(&mut self, column: usize, value: i64) {
        let mut row = self.row();
        row[column] = 1;
        *row.last_mut().expect("constant column") = -value;
        self.eqs.push(row);
    }

    /// The column bound to `v`, appending a symbol column (before the
    /// locals) when there is none.
    fn column_of(&mut self, v: ValueId) -> usize {
        if let Some(c) = self.values.iter().position(|&x| x == Some(v)) {
            return c;
        }
        let at = self.values.len();
        self.values.push(Some(v));
        for row in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            row.insert(at, 0);
        }
        at
    }

    fn is_empty(&self, extra: Option<Vec<i64>>) -> bool {
        let mut ineqs = self.ineqs.clone();
        ineqs.extend(extra);
        is_integer_system_empty(&self.eqs, &ineqs, self.width() - 1)
    }
}

/// Replace `op`, an `affine.min` or `affine.max`, by the expression that is
/// always its value under `system`. False (nothing changed) when none is
/// proven.
pub(crate) fn simplify_min_max(rw: &mut Rewriter<'_>, op: OpId, mut system: System) -> bool {
    let ctx = rw.ctx;
    let is_min = MinOp::cast(ctx, rw.body, op).is_some();
    let Some(map) = affine_map_ref(ctx, rw.body, op, "map") else { return false };
    let operands = rw.body.operands(op).to_vec();
    if operands.len() != map.num_inputs() || map.results.is_empty() {
        return false;
    }
    let columns: Vec<usize> = operands.iter().map(|&v| system.column_of(v)).collect();
    let num_syms = system.values.len() - system.num_dims;
    let column_expr = |c: usize| {
        if c < system.num_dims {
            AffineExpr::dim(c)
        } else {
            AffineExpr::symbol(c - system.num_dims)
        }
    };
    let (dims, syms) = columns.split_at(map.num_dims);
    let dims: Vec<AffineExpr> = dims.iter().map(|&c| column_expr(c)).collect();
    let syms: Vec<AffineExpr> = syms.iter().map(|&c| column_expr(c)).collect();
    let mut rows = Vec::with_capacity(map.results.len());
    for e in &map.results {
        let e = e.replace_dims_and_symbols(&dims, &syms);
        let Some(flat) = flatten_affine_expr(&e, system.num_dims, num_syms).filter(|f| f.local_exprs.is_empty()) else {
            return false;
        };
        // [columns..., constant] to [columns..., locals..., constant].
        let mut row = flat.coefficients;
        let constant = row.pop().expect("constant column");
        row.extend(std::iter::repeat(0).take(system.num_locals));
        row.push(constant);
        rows.push(row);
    }
    if system.is_empty(None) {
        return false;
    }
    let bounded_by = |k: usize| {
        rows.iter().enumerate().all(|(j, other)| {
            // The negation: `other` strictly beyond `rows[k]`.
            let (lo, hi) = if is_min { (other, &rows[k]) } else { (&rows[k], other) };
            let mut negation: Vec<i64> = hi.iter().zip(lo).map(|(a, b)| a - b).collect();
            *negation.last_mut().expect("constant column") -= 1;
            j == k || system.is_empty(Some(negation))
        })
    };
    let best = if system.num_locals == 0 {
        // Of tied expressions, the last (upstream drops redundant bounds in order).
        (0..rows.len()).rev().find(|&k| bounded_by(k))
    } else {
        // Only a constant bound of the op is known then.
        let constants = (0..rows.len()).filter(|&k| map.results[k].as_constant().is_some());
        let pick = |k: &usize| map.results[*k].as_constant().unwrap_or_default();
        let k = if is_min { constants.min_by_key(pick) } else { constants.max_by_key(pick) };
        k.filter(|&k| bounded_by(k))
    };
    let Some(best) = best else { return false };
    let values = system.values.clone();
    let flat: Vec<i64> =
        rows[best][..values.len()].iter().chain([rows[best].last().expect("constant")]).copied().collect();
    let expr = get_affine_expr_from_flat_form(&flat, system.num_dims, num_syms, &[]);
    // Columns without a value hold constants: they are unused here.
    if values.iter().zip(&flat).any(|(v, &c)| v.is_none() && c != 0) {
        return false;
    }
    let dummy = operands[0];
    let mut new_operands: Vec<ValueId> = values.iter().map(|v| v.unwrap_or(dummy)).collect();
    let mut new_map = AffineMap::new(system.num_dims, num_syms, vec![expr]);
    canonicalize_map_and_operands(MapCx { ctx, registry: rw.registry, body: rw.body }, &mut new_map, &mut new_operands);
    let loc = rw.body.op(op).loc;
    let map_attr = ctx.attr(AttrKind::AffineMap(new_map));
    let apply = ApplyOp::create(ctx, rw.body, loc, new_operands, ctx.index_type(), map_attr).0;
    rw.set_insertion_point_before(op);
    rw.insert(apply);
    let result = rw.body.results(apply)[0];
    rw.replace_op(op, &[result]);
    true
}

/// Upstream's `rewritePeeledMinMaxOp`: simplify `op` in a peeled loop with
/// induction variable `iv`, previous upper bound `ub` and `step`. `inside`:
/// `op` is in the main loop (`ub - iv >= step`), else in the partial
/// iteration (`ub - iv < step`).
pub(crate) fn simplify_peeled_min_max(
    rw: &mut Rewriter<'_>,
    op: OpId,
    [iv, ub, step]: [ValueId; 3],
    inside: bool,
) -> bool {
    let mut system = System::new(vec![Some(iv), Some(ub), Some(step)], Vec::new(), 0);
    let cx = MapCx { ctx: rw.ctx, registry: rw.registry, body: rw.body };
    for (col, v) in [(1, ub), (2, step)] {
        if let Some(c) = cx.const_int(v) {
            system.add_eq_constant(col, c);
        }
    }
    let mut invariant = system.row();
    let (i, u, s, k) = if inside { (-1, 1, -1, 0) } else { (1, -1, 1, -1) };
    invariant[..3].copy_from_slice(&[i, u, s]);
    *invariant.last_mut().expect("constant column") = k;
    system.ineqs.push(invariant);
    simplify_min_max(rw, op, system)
}

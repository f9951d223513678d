//! `scf-for-loop-canonicalization`: upstream's cross-dialect patterns on
//! the ops in scf loops, under the greedy driver (folding included):
//!
//! * an `affine.min`/`affine.max` of induction variables of `scf.for`,
//!   `scf.parallel` or `scf.forall` loops with constant steps is simplified
//!   with the ranges of those variables (`min_max.rs`): `lb <= iv` and
//!   `iv < lb + 1 + step * ((ub - lb - 1) floordiv step)`;
//! * a `tensor.dim`/`memref.dim` of an `scf.for` iteration argument, or of
//!   its result, reads the loop's init value instead when every iteration
//!   yields a value of the same shape (the argument itself, through
//!   `tensor.insert_slice` destinations and nested shape-preserving loops).

use super::min_max::{simplify_min_max, System};
use crate::dialects::affine::{MapCx, MaxOp, MinOp};
use crate::dialects::scf::{ForOp, ForallOp, ParallelOp, YieldOp};
use crate::dialects::tensor::InsertSliceOp;
use crate::dialects::{memref, tensor};
use crate::ir::{AttrKind, OpId, ValueDef, ValueId};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

/// Upstream's `ShapedType::kDynamic` in `scf.forall`'s static bounds.
const DYNAMIC: i64 = i64::MIN;

struct ForLoopCanonicalization;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ForLoopCanonicalization))
}

impl Pass for ForLoopCanonicalization {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let config = GreedyConfig::default();
        apply_pattern_set_greedily(cx.ctx, cx.registry, Some(target.name), &mut target.body, &config, &patterns);
        Ok(())
    }
}

fn patterns(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    if MinOp::cast(ctx, rw.body, op).is_some() || MaxOp::cast(ctx, rw.body, op).is_some() {
        return simplify_in_loops(rw, op);
    }
    let source = if let Some(d) = tensor::DimOp::cast(ctx, rw.body, op) {
        d.source(rw.body)
    } else if let Some(d) = memref::DimOp::cast(ctx, rw.body, op) {
        d.source(rw.body)
    } else {
        return false;
    };
    let Some(init) = loop_init_of(rw, source) else { return false };
    rw.modify(op, |b| b.set_operand(op, 0, init));
    true
}

/// A bound of a loop: an SSA value or a constant.
#[derive(Clone, Copy)]
enum Bound {
    Value(ValueId),
    Constant(i64),
}

/// Upstream's `matchForLikeLoop`: the lower bound, upper bound and step of
/// the loop whose induction variable `iv` is.
fn loop_range(rw: &Rewriter<'_>, iv: ValueId) -> Option<[Bound; 3]> {
    let (ctx, body) = (rw.ctx, &*rw.body);
    let ValueDef::BlockArg { block, index } = body.value(iv).def else { return None };
    let owner = body.parent_region(block).and_then(|r| body.parent_op(r))?;
    let index = index as usize;
    if let Some(f) = ForOp::cast(ctx, body, owner) {
        return (index == 0)
            .then(|| [f.lower_bound(ctx, body), f.upper_bound(ctx, body), f.step(ctx, body)].map(Bound::Value));
    }
    if let Some(p) = ParallelOp::cast(ctx, body, owner) {
        let pick = |vs: &[ValueId]| vs.get(index).copied().map(Bound::Value);
        return Some([pick(p.lower_bound(ctx, body))?, pick(p.upper_bound(ctx, body))?, pick(p.step(ctx, body))?]);
    }
    let f = ForallOp::cast(ctx, body, owner)?;
    let lists = [
        (f.static_lower_bound(ctx, body), f.dynamic_lower_bound(ctx, body)),
        (f.static_upper_bound(ctx, body), f.dynamic_upper_bound(ctx, body)),
        (f.static_step(ctx, body), f.dynamic_step(ctx, body)),
    ];
    let mut out = [Bound::Constant(0); 3];
    for (slot, (statics, dynamic)) in out.iter_mut().zip(lists) {
        let AttrKind::DenseArray { values, .. } = ctx.attr_kind(statics?) else { return None };
        let statics: Vec<i64> = values.iter().map(|&v| v as u64 as i64).collect();
        let s = *statics.get(index)?;
        *slot = if s == DYNAMIC {
            Bound::Value(*dynamic.get(statics[..index].iter().filter(|&&v| v == DYNAMIC).count())?)
        } else {
            Bound::Constant(s)
        };
    }
    Some(out)
}

/// An induction variable and what its loop says about it.
struct IvRange {
    iv: ValueId,
    lb: Bound,
    ub: Bound,
    step: i64,
    lb_int: Option<i64>,
    ub_int: Option<i64>,
    /// The loop has at most one iteration (constant bounds).
    one: bool,
    /// Its last value needs a floordiv (local) column.
    needs_local: bool,
}

/// Upstream's `canonicalizeMinMaxOpInLoop` on `op`.
fn simplify_in_loops(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let cx = MapCx { ctx: rw.ctx, registry: rw.registry, body: rw.body };
    let constant = |b: Bound| match b {
        Bound::Constant(c) => Some(c),
        Bound::Value(v) => cx.const_int(v),
    };
    let mut loops: Vec<IvRange> = Vec::new();
    for &v in rw.body.operands(op) {
        if loops.iter().any(|l| l.iv == v) {
            continue;
        }
        let Some([lb, ub, step]) = loop_range(rw, v) else { continue };
        let Some(step) = constant(step).filter(|&s| s > 0) else { return false };
        let (lb_int, ub_int) = (constant(lb), constant(ub));
        // At most one iteration, or constant bounds: no floordiv column.
        let one = matches!((lb_int, ub_int), (Some(l), Some(u)) if l + step >= u);
        let needs_local = !one && (lb_int.is_none() || ub_int.is_none()) && step != 1;
        loops.push(IvRange { iv: v, lb, ub, step, lb_int, ub_int, one, needs_local });
    }
    let value = |b: Bound| match b {
        Bound::Value(v) => Some(v),
        Bound::Constant(_) => None,
    };
    let dims = loops.iter().map(|l| Some(l.iv)).collect();
    let syms = loops.iter().flat_map(|l| [value(l.lb), value(l.ub)]).collect();
    let num_locals = loops.iter().filter(|l| l.needs_local).count();
    let mut system = System::new(dims, syms, num_locals);
    let n = loops.len();
    let mut next_local = 0;
    for (i, &IvRange { step, lb_int, ub_int, one, .. }) in loops.iter().enumerate() {
        let (lb_col, ub_col) = (n + 2 * i, n + 2 * i + 1);
        if let Some(l) = lb_int {
            system.add_eq_constant(lb_col, l);
        }
        if let Some(u) = ub_int {
            system.add_eq_constant(ub_col, u);
        }
        let mut lower = system.row();
        lower[i] = 1;
        lower[lb_col] = -1;
        system.ineqs.push(lower);
        // `iv <= last`, the last value the variable takes:
        // `lb + step * ((ub - lb - 1) floordiv step)`.
        let mut upper = system.row();
        upper[i] = -1;
        let last = upper.len() - 1;
        // `row += sign * (lb or ub)`, a constant where one is known.
        let add = |row: &mut Vec<i64>, col: usize, known: Option<i64>, sign: i64| match known {
            Some(c) => row[last] += sign * c,
            None => row[col] += sign,
        };
        if one {
            upper[lb_col] = 1;
        } else if let (Some(l), Some(u)) = (lb_int, ub_int) {
            upper[last] = l + step * (u - l - 1).div_euclid(step);
        } else if step == 1 {
            add(&mut upper, ub_col, ub_int, 1);
            upper[last] -= 1;
        } else {
            let q = system.local(next_local);
            next_local += 1;
            add(&mut upper, lb_col, lb_int, 1);
            upper[q] = step;
            // step * q <= ub - lb - 1 <= step * q + step - 1
            let mut below = system.row();
            add(&mut below, ub_col, ub_int, 1);
            add(&mut below, lb_col, lb_int, -1);
            below[q] = -step;
            below[last] -= 1;
            let mut above = system.row();
            add(&mut above, ub_col, ub_int, -1);
            add(&mut above, lb_col, lb_int, 1);
            above[q] = step;
            above[last] += step;
            system.ineqs.push(below);
            system.ineqs.push(above);
        }
        system.ineqs.push(upper);
    }
    simplify_min_max(rw, op, system)
}

/// The init value of the `scf.for` iteration argument or result `v`, when
/// the loop keeps its shape.
fn loop_init_of(rw: &Rewriter<'_>, v: ValueId) -> Option<ValueId> {
    let (ctx, body) = (rw.ctx, &*rw.body);
    let (for_op, index) = match body.value(v).def {
        ValueDef::BlockArg { block, index } => {
            let owner = body.parent_region(block).and_then(|r| body.parent_op(r))?;
            (ForOp::cast(ctx, body, owner)?, (index as usize).checked_sub(1)?)
        }
        ValueDef::Result { op, index } => (ForOp::cast(ctx, body, op)?, index as usize),
        ValueDef::Placeholder => return None,
    };
    is_shape_preserving(rw, for_op, index).then(|| for_op.init_args(ctx, body).get(index).copied()).flatten()
}

/// Upstream's `isShapePreserving`: whether the value `for_op` yields for
/// iteration argument `index` is that argument, up to `tensor.insert_slice`
/// destinations and results of nested shape-preserving loops.
fn is_shape_preserving(rw: &Rewriter<'_>, for_op: ForOp, index: usize) -> bool {
    let (ctx, body) = (rw.ctx, &*rw.body);
    let Some(&block) = body.region(for_op.region(body)).blocks.first() else { return false };
    let Some(term) = body.last_op(block).filter(|&t| YieldOp::cast(ctx, body, t).is_some()) else { return false };
    let (Some(&arg), Some(&yielded)) = (body.block(block).args.get(index + 1), body.operands(term).get(index)) else {
        return false;
    };
    let mut value = yielded;
    loop {
        if value == arg {
            return true;
        }
        let ValueDef::Result { op, index: r } = body.value(value).def else { return false };
        value = if InsertSliceOp::cast(ctx, body, op).is_some() {
            body.operands(op)[1]
        } else if let Some(inner) = ForOp::cast(ctx, body, op) {
            let r = r as usize;
            if !crate::stack::ensure_sufficient_stack(|| is_shape_preserving(rw, inner, r)) {
                return false;
            }
            inner.init_args(ctx, body)[r]
        } else {
            return false;
        };
    }
}

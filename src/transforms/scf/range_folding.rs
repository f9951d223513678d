//! `scf-for-loop-range-folding`: while the only use of an `scf.for`
//! induction variable is an `arith.addi` or `arith.muli` with a value
//! defined outside the loop, that op moves into the loop's range, as
//! upstream: copies of it applied to the bounds (and, for a product, the
//! step) are built before the loop and become its new range, and the
//! variable takes the op's place. Loops are visited innermost first.

use super::{for_each_arena, ops_post_order};
use crate::dialects::arith::{AddIOp, MulIOp};
use crate::dialects::scf::ForOp;
use crate::ir::{IrMapping, OpId, ValueId};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

struct ForLoopRangeFolding;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ForLoopRangeFolding))
}

impl Pass for ForLoopRangeFolding {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        for_each_arena(&mut target.body, &mut |body| {
            for op in ops_post_order(cx.ctx, body, ForOp::NAME) {
                let mut rw = Rewriter::new(cx.ctx, cx.registry, body);
                while fold_one(&mut rw, ForOp(op)) {}
            }
        });
        Ok(())
    }
}

/// Move the single user of `for_op`'s induction variable into its range.
fn fold_one(rw: &mut Rewriter<'_>, for_op: ForOp) -> bool {
    let ctx = rw.ctx;
    let Some(&block) = rw.body.region(for_op.region(rw.body)).blocks.first() else { return false };
    let iv = rw.body.block(block).args[0];
    let [only] = rw.body.uses(iv) else { return false };
    let user = only.op;
    let is_add = AddIOp::cast(ctx, rw.body, user).is_some();
    if !is_add && MulIOp::cast(ctx, rw.body, user).is_none() {
        return false;
    }
    let outside = |v: ValueId| v == iv || !defined_inside(rw, v, for_op.0);
    if !rw.body.operands(user).iter().all(|&v| outside(v)) {
        return false;
    }
    let bounds = [for_op.lower_bound(ctx, rw.body), for_op.upper_bound(ctx, rw.body), for_op.step(ctx, rw.body)];
    // Upstream's order of the copies: lb, ub for a sum; ub, lb, step for a product.
    let order: &[usize] = if is_add { &[0, 1] } else { &[1, 0, 2] };
    rw.set_insertion_point_before(for_op.0);
    for &i in order {
        let mut map = IrMapping::default();
        map.map_value(iv, bounds[i]);
        let copy = rw.body.clone_op(user, &mut map);
        rw.insert(copy);
        let value = rw.body.results(copy)[0];
        rw.modify(for_op.0, |b| b.set_operand(for_op.0, i, value));
    }
    let result = rw.body.results(user)[0];
    rw.replace_all_uses_with(result, iv);
    rw.erase_op(user);
    true
}

/// Whether `v` is defined in `op`'s regions.
fn defined_inside(rw: &Rewriter<'_>, v: ValueId, op: OpId) -> bool {
    let body = &*rw.body;
    let block = match body.defining_op(v) {
        Some(d) => body.parent_block(d),
        None => body.arg_owner(v),
    };
    let Some(owner) = block.and_then(|b| body.parent_region(b)).and_then(|r| body.parent_op(r)) else { return false };
    owner == op || body.is_ancestor(op, owner)
}

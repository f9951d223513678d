//! `linalg-detensorize`: `linalg.generic` ops on rank-0 tensors become
//! their payload on scalars, in place, and the rank-0 tensors that non-entry
//! blocks of the function take as arguments become scalars, with the branch
//! operands feeding them. Which ops and arguments is the cost model's
//! choice (`cost.rs`). Where a converted value meets an op that keeps
//! tensors, `tensor.extract` and `tensor.from_elements` bridge the two (as
//! upstream's conversion materializations); a final greedy run folds the
//! bridges that cancel and removes dead ops.

mod cost;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::dialects::tensor::{self, ExtractOp, FromElementsOp};
use crate::ir::{BlockId, OpId, ValueDef, ValueId};
use crate::pass::registry::{flag, PassOptions};
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

struct Detensorize {
    aggressive: bool,
}

pub fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(Detensorize { aggressive: flag(opts, "aggressive-mode") }))
}

impl Pass for Detensorize {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let (ctx, registry) = (cx.ctx, cx.registry);
        let body = &mut *target.body;
        let plan = if self.aggressive { cost::aggressive(ctx, body) } else { cost::control_flow(ctx, registry, body) };
        let mut rw = Rewriter::new(ctx, registry, body).with_scope(Some(target.name));
        let Some(&root) = rw.body.roots.first() else { return Ok(()) };
        let Some(&entry) = rw.body.region(root).blocks.first() else { return Ok(()) };
        rw.set_insertion_point_to_start(entry);
        let mut c = Converter { scalars: FxHashMap::default(), bridges: FxHashSet::default() };
        let branch_operands = c.convert_block_args(&mut rw, &plan);
        let mut ops = Vec::new();
        rw.body.walk_region(root, &mut |op| ops.push(op));
        for op in ops {
            if plan.ops.contains(&op) {
                c.inline_generic(&mut rw, op);
            } else if let Some(indices) = branch_operands.get(&op) {
                c.convert_branch(&mut rw, op, indices);
            }
        }
        let config = GreedyConfig::default();
        let patterns = |rw: &mut Rewriter<'_>, op: OpId| {
            rw.ctx.str(rw.body.op(op).name) == ExtractOp::NAME && tensor::extract_of_index_cast(rw, op)
        };
        apply_pattern_set_greedily(ctx, registry, Some(target.name), &mut target.body, &config, &patterns);
        Ok(())
    }
}

/// The state of the rewrite: the scalar standing for each converted tensor,
/// and the `from_elements` ops made as bridges.
struct Converter {
    scalars: FxHashMap<ValueId, ValueId>,
    bridges: FxHashSet<OpId>,
}

/// Put the insertion point right after the definition of `v`.
fn after_definition(rw: &mut Rewriter<'_>, v: ValueId) {
    if let ValueDef::BlockArg { block, .. } = rw.body.value(v).def {
        rw.set_insertion_point_to_start(block);
    } else if let Some(d) = rw.body.defining_op(v) {
        rw.set_insertion_point_after(d);
    }
}

impl Converter {
    /// The scalar of the rank-0 tensor `v`: the element of a bridge, or a
    /// `tensor.extract` right after `v` is defined (made once).
    fn scalar(&mut self, rw: &mut Rewriter<'_>, v: ValueId) -> ValueId {
        if let Some(&s) = self.scalars.get(&v) {
            return s;
        }
        if let Some(def) = rw.body.defining_op(v).filter(|d| self.bridges.contains(d)) {
            return rw.body.operands(def)[0];
        }
        let ctx = rw.ctx;
        let Some((_, element)) = tensor::ranked(ctx, rw.body.value_type(v)) else { return v };
        let loc = crate::transforms::linalg::fuse::value_loc(ctx, rw.body, v);
        after_definition(rw, v);
        let extract = ExtractOp::create(ctx, rw.body, loc, v, vec![], element);
        rw.insert(extract.0);
        let s = rw.body.results(extract.0)[0];
        self.scalars.insert(v, s);
        s
    }

    /// A `tensor.from_elements` of `scalar` into the rank-0 type `ty`, right
    /// after `scalar` is defined.
    fn bridge(&mut self, rw: &mut Rewriter<'_>, scalar: ValueId, ty: crate::ir::Type) -> ValueId {
        let loc = crate::transforms::linalg::fuse::value_loc(rw.ctx, rw.body, scalar);
        after_definition(rw, scalar);
        let op = FromElementsOp::create(rw.ctx, rw.body, loc, vec![scalar], ty);
        rw.insert(op.0);
        self.bridges.insert(op.0);
        rw.body.results(op.0)[0]
    }

    /// Give the chosen rank-0 block arguments their element type, bridged
    /// back for their other users. Returns, per branch, the operands that
    /// feed converted arguments.
    fn convert_block_args(&mut self, rw: &mut Rewriter<'_>, plan: &cost::Plan) -> FxHashMap<OpId, Vec<usize>> {
        let ctx = rw.ctx;
        let mut branch_operands: FxHashMap<OpId, Vec<usize>> = FxHashMap::default();
        let Some(&root) = rw.body.roots.first() else { return branch_operands };
        let blocks: Vec<BlockId> = rw.body.region(root).blocks.iter().skip(1).copied().collect();
        for block in blocks {
            for (index, arg) in rw.body.block(block).args.clone().into_iter().enumerate() {
                let ty = rw.body.value_type(arg);
                if !plan.block_args.contains(&arg) || !cost::detensorable(ctx, ty) {
                    continue;
                }
                let preds = rw.body.predecessors(block);
                let feeding: Option<Vec<(OpId, Option<usize>)>> = preds
                    .iter()
                    .map(|&(t, s)| cost::incoming(ctx, rw.registry, rw.body, t, s, index).map(|i| (t, i)))
                    .collect();
                // A predecessor that is no branch cannot pass a scalar.
                let Some(feeding) = feeding else { continue };
                for (t, i) in feeding {
                    if let Some(i) = i {
                        branch_operands.entry(t).or_default().push(i);
                    }
                }
                let Some((_, element)) = tensor::ranked(ctx, ty) else { continue };
                rw.body.set_value_type(arg, element);
                let bridged = self.bridge(rw, arg, ty);
                let bridge_op = rw.body.defining_op(bridged);
                rw.body.replace_uses_where(arg, bridged, &mut |u| Some(u.op) != bridge_op);
            }
        }
        branch_operands
    }

    /// Replace the generic `op` by its payload on the scalars of its
    /// operands; its results by bridges of the yielded values.
    fn inline_generic(&mut self, rw: &mut Rewriter<'_>, op: OpId) {
        let operands = rw.body.operands(op).to_vec();
        let scalars: Vec<ValueId> = operands.iter().map(|&v| self.scalar(rw, v)).collect();
        let Some(&region) = rw.body.op(op).regions.first() else { return };
        let Some(&block) = rw.body.region(region).blocks.first() else { return };
        let Some(term) = rw.body.last_op(block) else { return };
        let results = rw.body.results(op).to_vec();
        if rw.body.block(block).args.len() != scalars.len() || rw.body.operands(term).len() != results.len() {
            return;
        }
        rw.inline_block_before(block, op, &scalars);
        let yielded = rw.body.operands(term).to_vec();
        rw.erase_op(term);
        let mut replacements = Vec::with_capacity(results.len());
        for (&r, &y) in results.iter().zip(&yielded) {
            let ty = rw.body.value_type(r);
            replacements.push(self.bridge(rw, y, ty));
        }
        rw.replace_op(op, &replacements);
    }

    /// Pass the scalars of the operands at `indices` of the branch `op`.
    fn convert_branch(&mut self, rw: &mut Rewriter<'_>, op: OpId, indices: &[usize]) {
        for &i in indices {
            let v = rw.body.operands(op)[i];
            if !cost::detensorable(rw.ctx, rw.body.value_type(v)) {
                continue;
            }
            let s = self.scalar(rw, v);
            rw.body.set_operand(op, i, s);
        }
    }
}

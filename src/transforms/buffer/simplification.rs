//! `buffer-deallocation-simplification`: fewer and smaller
//! `bufferization.dealloc` ops, from what `origin.rs` knows about which
//! buffers are the same allocation, with the dealloc canonicalization
//! patterns and the folders, as upstream's greedy run does.
//!
//! - a memref that is the same allocation as a retained one (and unknown
//!   to none) is never freed here: it is dropped and its condition is
//!   or-ed into that retained memref's updated condition;
//! - a retained memref distinct from every memref is dropped, its updated
//!   condition is `false`;
//! - a memref distinct from every other memref of the list goes to a
//!   dealloc of its own, the updated conditions are or-ed;
//! - when every retained memref is the same allocation as a memref freed
//!   under constant `true`, its updated condition is `true` and those
//!   memrefs are dropped.

use super::origin::{view_base, BufferOrigins};
use crate::dialects::arith::{build_constant, OrIOp};
use crate::dialects::bufferization::{build_dealloc_before, dealloc_lists, DeallocOp};
use crate::ir::{Body, Context, OpId, ValueDef, ValueId};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig, RegionSimplify};
use crate::rewrite::{value_constant, Rewriter};
use crate::syntax::diag::Diagnostic;

struct BufferDeallocationSimplification;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(BufferDeallocationSimplification))
}

impl Pass for BufferDeallocationSimplification {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let (ctx, name) = (cx.ctx, target.name);
        if ctx.str(name) != "builtin.module" {
            simplify_arena(cx, Some(name), &mut target.body);
            return Ok(());
        }
        let module = &mut target.body;
        let top: Vec<OpId> = module
            .roots
            .clone()
            .into_iter()
            .flat_map(|r| module.region(r).blocks.clone())
            .flat_map(|b| module.block_ops(b).collect::<Vec<_>>())
            .collect();
        for op in top {
            let name = module.op(op).name;
            if let Some(inner) = module.inner_mut(op) {
                simplify_arena(cx, Some(name), inner);
            }
        }
        Ok(())
    }
}

/// Run the patterns and folders greedily on `body`, the arena of a
/// function; the isolated ops nested in it get the canonicalization only.
fn simplify_arena(cx: &PassCx<'_>, owner: Option<crate::ir::Identifier>, body: &mut Body) {
    let (ctx, registry) = (cx.ctx, cx.registry);
    let config = GreedyConfig { region_simplify: RegionSimplify::Normal, ..GreedyConfig::default() };
    let canonicalize = registry.op_named(ctx, ctx.ident(DeallocOp::NAME)).and_then(|d| d.canonicalize);
    let origins = BufferOrigins::new(ctx, registry, body);
    let scope: *const Body = body;
    let patterns = |rw: &mut Rewriter<'_>, op: OpId| {
        if ctx.str(rw.body.op(op).name) != DeallocOp::NAME {
            return false;
        }
        // The analysis speaks of this arena's values only.
        if std::ptr::eq(&*rw.body, scope) {
            let s = Simplifier { ctx, origins: &origins };
            if s.remove_memrefs_in_retained(rw, op)
                || s.remove_distinct_retained(rw, op)
                || s.split_distinct(rw, op)
                || s.retained_aliasing_freed(rw, op)
            {
                return true;
            }
        }
        canonicalize.is_some_and(|f| f(rw, op))
    };
    apply_pattern_set_greedily(ctx, registry, owner, body, &config, &patterns);
}

struct Simplifier<'a> {
    ctx: &'a Context,
    origins: &'a BufferOrigins,
}

fn build_or(rw: &mut Rewriter<'_>, op: OpId, a: ValueId, b: ValueId) -> ValueId {
    let (ctx, loc) = (rw.ctx, rw.body.op(op).loc);
    let o = OrIOp::create(ctx, rw.body, loc, a, b, ctx.integer_type(1));
    rw.insert(o.0);
    rw.body.results(o.0)[0]
}

/// Set the memrefs and conditions of dealloc `op`; false when unchanged.
fn update_if_changed(rw: &mut Rewriter<'_>, op: OpId, memrefs: Vec<ValueId>, conditions: Vec<ValueId>) -> bool {
    let (old_m, old_c, retained) = dealloc_lists(rw.ctx, rw.body, op);
    if old_m == memrefs && old_c == conditions {
        return false;
    }
    let results = rw.body.results(op).to_vec();
    rw.set_insertion_point_before(op);
    let new = build_dealloc_before(rw, op, memrefs, conditions, retained);
    for (r, n) in results.into_iter().zip(new) {
        rw.replace_all_uses_with(r, n);
    }
    rw.erase_op(op);
    true
}

impl Simplifier<'_> {
    fn same(&self, body: &Body, a: ValueId, b: ValueId) -> Option<bool> {
        self.origins.is_same_allocation(self.ctx, body, a, b)
    }

    /// An allocation and an argument of a block enclosing it are distinct.
    fn distinct_alloc_and_block_arg(&self, body: &Body, a: ValueId, b: ValueId) -> bool {
        let (a, b) = (view_base(self.ctx, body, a), view_base(self.ctx, body, b));
        let distinct = |x: ValueId, y: ValueId| {
            let ValueDef::Result { op, .. } = body.value(x).def else { return false };
            if !self.origins.is_allocation(x) || matches!(body.value(y).def, ValueDef::Result { .. }) {
                return false;
            }
            let Some(block) = body.value_block(y) else { return false };
            let mut cur = Some(op);
            while let Some(o) = cur {
                if body.parent_block(o) == Some(block) {
                    return true;
                }
                cur = body.parent_of_op(o);
            }
            false
        };
        distinct(a, b) || distinct(b, a)
    }

    fn may_alias_any(&self, body: &Body, others: &[ValueId], v: ValueId) -> bool {
        others.iter().any(|&o| !self.distinct_alloc_and_block_arg(body, o, v) && self.same(body, o, v) != Some(false))
    }

    /// Whether `memref` can be dropped because it is retained: the or-s
    /// are inserted after `op`, and `replaced` tracks the updated results.
    fn drop_retained_memref(
        &self,
        rw: &mut Rewriter<'_>,
        op: OpId,
        memref: ValueId,
        cond: ValueId,
        updated: &[ValueId],
    ) -> bool {
        let (_, _, retained) = dealloc_lists(self.ctx, rw.body, op);
        let answers: Vec<Option<bool>> = retained.iter().map(|&r| self.same(rw.body, r, memref)).collect();
        if answers.iter().any(Option::is_none) || !answers.contains(&Some(true)) {
            return false;
        }
        match rw.body.next_op(op) {
            Some(n) => rw.set_insertion_point_before(n),
            None => rw.set_insertion_point_to_end(rw.body.parent_block(op).expect("op in a block")),
        }
        for (i, a) in answers.into_iter().enumerate() {
            if a == Some(true) {
                let old = updated[i];
                let or = build_or(rw, op, old, cond);
                let or_op = rw.body.defining_op(or).expect("or op");
                let users: Vec<OpId> = rw.body.uses(old).iter().map(|u| u.op).filter(|&u| u != or_op).collect();
                for u in users {
                    let operands: Vec<ValueId> =
                        rw.body.operands(u).iter().map(|&v| if v == old { or } else { v }).collect();
                    rw.modify(u, |b| b.set_operands(u, operands));
                }
            }
        }
        true
    }

    fn remove_memrefs_in_retained(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (memrefs, conditions, retained) = dealloc_lists(self.ctx, rw.body, op);
        let unique: rustc_hash::FxHashSet<ValueId> = retained.iter().copied().collect();
        if unique.len() != retained.len() {
            return false;
        }
        let updated = rw.body.results(op).to_vec();
        let (mut new_m, mut new_c) = (Vec::new(), Vec::new());
        for (m, c) in memrefs.into_iter().zip(conditions) {
            if self.drop_retained_memref(rw, op, m, c, &updated) {
                continue;
            }
            let source = rw
                .body
                .defining_op(m)
                .filter(|&d| self.ctx.str(rw.body.op(d).name) == "memref.extract_strided_metadata");
            if let Some(d) = source {
                let src = rw.body.operands(d)[0];
                if self.drop_retained_memref(rw, op, src, c, &updated) {
                    continue;
                }
            }
            new_m.push(m);
            new_c.push(c);
        }
        update_if_changed(rw, op, new_m, new_c)
    }

    fn remove_distinct_retained(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (memrefs, conditions, retained) = dealloc_lists(self.ctx, rw.body, op);
        let keep: Vec<bool> = retained.iter().map(|&r| self.may_alias_any(rw.body, &memrefs, r)).collect();
        if keep.iter().all(|&k| k) {
            return false;
        }
        rw.set_insertion_point_before(op);
        let loc = rw.body.op(op).loc;
        let i1 = self.ctx.integer_type(1);
        let mut replacements: Vec<Option<ValueId>> = Vec::new();
        for &k in &keep {
            replacements.push(if k { None } else { Some(build_constant(rw, loc, i1, self.ctx.int_attr(i1, 0))) });
        }
        let kept: Vec<ValueId> = retained.iter().zip(&keep).filter(|(_, &k)| k).map(|(&r, _)| r).collect();
        let new = build_dealloc_before(rw, op, memrefs, conditions, kept);
        let mut it = new.into_iter();
        let values: Vec<ValueId> =
            replacements.into_iter().map(|r| r.unwrap_or_else(|| it.next().expect("kept result"))).collect();
        rw.replace_op(op, &values);
        true
    }

    fn split_distinct(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (memrefs, conditions, retained) = dealloc_lists(self.ctx, rw.body, op);
        if memrefs.len() <= 1 {
            return false;
        }
        rw.set_insertion_point_before(op);
        let (mut rest_m, mut rest_c, mut split) = (Vec::new(), Vec::new(), Vec::new());
        for i in 0..memrefs.len() {
            let mut others = memrefs.clone();
            others.remove(i);
            if self.may_alias_any(rw.body, &others, memrefs[i]) {
                rest_m.push(memrefs[i]);
                rest_c.push(conditions[i]);
                continue;
            }
            split.push(build_dealloc_before(rw, op, vec![memrefs[i]], vec![conditions[i]], retained.clone()));
        }
        if rest_m.len() == memrefs.len() {
            return false;
        }
        let mut values = build_dealloc_before(rw, op, rest_m, rest_c, retained);
        for extra in split {
            for (v, e) in values.iter_mut().zip(extra) {
                *v = build_or(rw, op, *v, e);
            }
        }
        rw.replace_op(op, &values);
        true
    }

    fn retained_aliasing_freed(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (memrefs, conditions, retained) = dealloc_lists(self.ctx, rw.body, op);
        let results = rw.body.results(op).to_vec();
        let mut covered = vec![false; retained.len()];
        let (mut new_m, mut new_c) = (Vec::new(), Vec::new());
        for (&m, &c) in memrefs.iter().zip(&conditions) {
            let mut drop = false;
            let is_true = value_constant(self.ctx, rw.registry, rw.body, c)
                .is_some_and(|a| matches!(self.ctx.attr_kind(a), crate::ir::AttrKind::Integer { value, .. } if value.sign() != num_bigint::Sign::NoSign));
            for (i, &r) in retained.iter().enumerate() {
                if !is_true {
                    continue;
                }
                let source = rw
                    .body
                    .defining_op(m)
                    .filter(|&d| self.ctx.str(rw.body.op(d).name) == "memref.extract_strided_metadata");
                let aliases = self.same(rw.body, r, m) == Some(true)
                    || source.is_some_and(|d| self.same(rw.body, r, rw.body.operands(d)[0]) == Some(true));
                if aliases {
                    rw.replace_all_uses_with(results[i], c);
                    covered[i] = true;
                    drop = true;
                }
            }
            if !drop {
                new_m.push(m);
                new_c.push(c);
            }
        }
        if !covered.iter().all(|&c| c) {
            return false;
        }
        update_if_changed(rw, op, new_m, new_c)
    }
}

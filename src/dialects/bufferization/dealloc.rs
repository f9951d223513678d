//! The canonicalization patterns of `bufferization.dealloc`, those of
//! upstream that need no alias analysis, tried in upstream's order:
//! - a memref listed twice is freed once, under the disjunction of its
//!   conditions;
//! - a memref retained twice is retained once;
//! - a dealloc with nothing to free yields `false` for every retained memref;
//! - memrefs whose condition is the constant `false` are dropped;
//! - the base buffer of an allocation (`memref.extract_strided_metadata`)
//!   is replaced by the allocation;
//! - an allocation whose only use is the dealloc is erased with its entry.

use rustc_hash::FxHashMap;

use super::DeallocOp;
use crate::dialects::arith::{self, OrIOp};
use crate::ir::{AttrKind, ValueDef, ValueId};
use crate::ir::{Body, Context, OpId};
use crate::opdef::Traits;
use crate::rewrite::{value_constant, Rewriter};

pub(super) fn canonicalize_dealloc(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    remove_duplicate_memrefs(rw, op)
        || remove_duplicate_retained(rw, op)
        || erase_empty(rw, op)
        || erase_always_false(rw, op)
        || skip_extract_metadata_of_alloc(rw, op)
        || remove_alloc_dealloc_pair(rw, op)
}

/// The memrefs, conditions and retained memrefs of dealloc `op`.
pub fn dealloc_lists(ctx: &Context, body: &Body, op: OpId) -> (Vec<ValueId>, Vec<ValueId>, Vec<ValueId>) {
    let d = DeallocOp(op);
    (d.memrefs(ctx, body).to_vec(), d.conditions(ctx, body).to_vec(), d.retained(ctx, body).to_vec())
}

fn lists(rw: &Rewriter<'_>, op: OpId) -> (Vec<ValueId>, Vec<ValueId>, Vec<ValueId>) {
    dealloc_lists(rw.ctx, rw.body, op)
}

/// A dealloc like `op` with these lists, before `op`; its results.
pub fn build_dealloc_before(
    rw: &mut Rewriter<'_>,
    op: OpId,
    memrefs: Vec<ValueId>,
    conditions: Vec<ValueId>,
    retained: Vec<ValueId>,
) -> Vec<ValueId> {
    let (ctx, loc) = (rw.ctx, rw.body.op(op).loc);
    let n = retained.len();
    rw.set_insertion_point_before(op);
    let new = DeallocOp::create(ctx, rw.body, loc, memrefs, conditions, retained, vec![ctx.integer_type(1); n]);
    rw.insert(new.0);
    rw.body.results(new.0).to_vec()
}

/// Replace `op` by a dealloc with these memrefs and conditions; false when
/// they are the ones `op` has.
fn update_if_changed(rw: &mut Rewriter<'_>, op: OpId, memrefs: Vec<ValueId>, conditions: Vec<ValueId>) -> bool {
    let (old_m, old_c, retained) = lists(rw, op);
    if old_m == memrefs && old_c == conditions {
        return false;
    }
    let results = build_dealloc_before(rw, op, memrefs, conditions, retained);
    rw.replace_op(op, &results);
    true
}

fn remove_duplicate_memrefs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (memrefs, conditions, _) = lists(rw, op);
    let mut index: FxHashMap<ValueId, usize> = FxHashMap::default();
    let (mut new_m, mut new_c) = (Vec::new(), Vec::new());
    for (m, c) in memrefs.into_iter().zip(conditions) {
        match index.get(&m) {
            Some(&i) => {
                if new_c[i] != c {
                    let (ctx, loc) = (rw.ctx, rw.body.op(op).loc);
                    rw.set_insertion_point_before(op);
                    let or = OrIOp::create(ctx, rw.body, loc, new_c[i], c, ctx.integer_type(1));
                    rw.insert(or.0);
                    new_c[i] = rw.body.results(or.0)[0];
                }
            }
            None => {
                index.insert(m, new_m.len());
                new_m.push(m);
                new_c.push(c);
            }
        }
    }
    update_if_changed(rw, op, new_m, new_c)
}

fn remove_duplicate_retained(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (memrefs, conditions, retained) = lists(rw, op);
    let mut seen: FxHashMap<ValueId, usize> = FxHashMap::default();
    let (mut unique, mut index) = (Vec::new(), Vec::new());
    for r in retained.iter().copied() {
        let i = *seen.entry(r).or_insert_with(|| {
            unique.push(r);
            unique.len() - 1
        });
        index.push(i);
    }
    if unique.len() == retained.len() {
        return false;
    }
    let results = build_dealloc_before(rw, op, memrefs, conditions, unique);
    let values: Vec<ValueId> = index.into_iter().map(|i| results[i]).collect();
    rw.replace_op(op, &values);
    true
}

fn erase_empty(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (memrefs, _, retained) = lists(rw, op);
    if !memrefs.is_empty() {
        return false;
    }
    let (ctx, loc) = (rw.ctx, rw.body.op(op).loc);
    rw.set_insertion_point_before(op);
    let i1 = ctx.integer_type(1);
    let f = arith::build_constant(rw, loc, i1, ctx.int_attr(i1, 0));
    rw.replace_op(op, &vec![f; retained.len()]);
    true
}

/// Whether `v` is a constant integer equal to `value`.
fn is_constant(rw: &Rewriter<'_>, v: ValueId, value: bool) -> bool {
    value_constant(rw.ctx, rw.registry, rw.body, v).is_some_and(|a| {
        matches!(rw.ctx.attr_kind(a), AttrKind::Integer { value: x, .. } if (x.sign() != num_bigint::Sign::NoSign) == value)
    })
}

fn erase_always_false(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (memrefs, conditions, _) = lists(rw, op);
    let keep: Vec<usize> = (0..memrefs.len()).filter(|&i| !is_constant(rw, conditions[i], false)).collect();
    let new_m = keep.iter().map(|&i| memrefs[i]).collect();
    let new_c = keep.iter().map(|&i| conditions[i]).collect();
    update_if_changed(rw, op, new_m, new_c)
}

/// The result `v` of an op that allocates it.
fn allocating_op(rw: &Rewriter<'_>, v: ValueId) -> Option<OpId> {
    let ValueDef::Result { op, .. } = rw.body.value(v).def else { return None };
    let traits = rw.registry.traits_named(rw.ctx, rw.body.op(op).name);
    traits.contains(Traits::MEM_ALLOC).then_some(op)
}

fn skip_extract_metadata_of_alloc(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (memrefs, conditions, _) = lists(rw, op);
    let new_m = memrefs
        .iter()
        .map(|&m| {
            let Some(e) = rw.body.defining_op(m) else { return m };
            if rw.ctx.str(rw.body.op(e).name) != "memref.extract_strided_metadata" {
                return m;
            }
            let source = rw.body.operands(e)[0];
            if allocating_op(rw, source).is_some() {
                source
            } else {
                m
            }
        })
        .collect();
    update_if_changed(rw, op, new_m, conditions)
}

fn remove_alloc_dealloc_pair(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (memrefs, conditions, _) = lists(rw, op);
    let (mut new_m, mut new_c, mut dead) = (Vec::new(), Vec::new(), Vec::new());
    for (m, c) in memrefs.into_iter().zip(conditions) {
        if let Some(alloc) = allocating_op(rw, m) {
            let traits = rw.registry.traits_named(rw.ctx, rw.body.op(alloc).name);
            let only_alloc =
                ![Traits::MEM_READ, Traits::MEM_WRITE, Traits::MEM_FREE].iter().any(|&t| traits.contains(t));
            if only_alloc && rw.body.uses(m).len() == 1 {
                dead.push(alloc);
                continue;
            }
        }
        new_m.push(m);
        new_c.push(c);
    }
    if !update_if_changed(rw, op, new_m, new_c) {
        return false;
    }
    for alloc in dead {
        rw.erase_op(alloc);
    }
    true
}

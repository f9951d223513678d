//! Changing a [`Body`] in place: inserting, moving and erasing ops, splitting
//! and merging blocks, rewiring operands, and cloning op trees within or
//! across bodies. Every mutation keeps use lists exact, so rewrites can rely
//! on `uses()` at all times.
//!
//! Erased ops stay in the arena, unlinked and marked ([`Body::is_erased`]):
//! ids are never reused, so a worklist holding a stale id can skip it.

use rustc_hash::FxHashMap;

use super::attributes::{Attribute, Location};
use super::body::{BlockId, Body, OpId, OperationState, RegionId, Use, ValueDef, ValueId};
use super::context::Identifier;
use super::types::Type;

/// An owned copy of an op and everything nested in it, independent of the
/// body it came from ([`Body::snapshot_op`], [`Body::materialize`]).
#[derive(Clone, Debug)]
pub struct OpTree {
    pub name: Identifier,
    pub loc: Location,
    pub operands: Vec<ValueId>,
    pub result_types: Vec<Type>,
    /// The original results, so that later uses can be remapped.
    pub results: Vec<ValueId>,
    pub properties: Option<Attribute>,
    pub attributes: Attribute,
    pub successors: Vec<BlockId>,
    pub regions: Vec<RegionTree>,
    /// The op's own arena when it is isolated from above (its regions are
    /// then the arena's roots and `regions` is empty).
    pub inner: Option<Box<Body>>,
}

/// An owned copy of a region: its blocks in order.
#[derive(Debug, Default)]
pub struct RegionTree {
    pub blocks: Vec<BlockTree>,
}

/// Copying, like the other walks of a tree, takes a level of the stack per
/// level of region nesting (see `crate::stack`).
impl Clone for RegionTree {
    fn clone(&self) -> Self {
        crate::stack::ensure_sufficient_stack(|| RegionTree { blocks: self.blocks.clone() })
    }
}

/// Dropping a deeply nested tree level by level would take a stack frame
/// per level: the nested ops are taken out first and dropped one by one.
impl Drop for OpTree {
    fn drop(&mut self) {
        fn take_nested(t: &mut OpTree, out: &mut Vec<OpTree>) {
            for r in &mut t.regions {
                for b in &mut r.blocks {
                    out.append(&mut b.ops);
                }
            }
        }
        let mut pending = Vec::new();
        take_nested(self, &mut pending);
        while let Some(mut t) = pending.pop() {
            take_nested(&mut t, &mut pending);
        }
    }
}

/// An owned copy of a block.
#[derive(Clone, Debug)]
pub struct BlockTree {
    pub id: BlockId,
    pub args: Vec<(ValueId, Type, Option<Location>)>,
    pub ops: Vec<OpTree>,
}

/// Old-to-new ids for cloning: values and blocks not in the map are kept.
#[derive(Default, Debug)]
pub struct IrMapping {
    pub values: FxHashMap<ValueId, ValueId>,
    pub blocks: FxHashMap<BlockId, BlockId>,
    /// Results of the tree being copied, with their types: a use met before
    /// the definition (graph regions, blocks out of dominance order) goes
    /// through a placeholder replaced once the definition is copied.
    later: FxHashMap<ValueId, Type>,
    placeholders: FxHashMap<ValueId, ValueId>,
}

impl IrMapping {
    pub fn map_value(&mut self, from: ValueId, to: ValueId) {
        self.values.insert(from, to);
    }
    pub fn value(&self, v: ValueId) -> ValueId {
        self.values.get(&v).copied().unwrap_or(v)
    }
    pub fn block(&self, b: BlockId) -> BlockId {
        self.blocks.get(&b).copied().unwrap_or(b)
    }

    fn note_results(&mut self, tree: &OpTree) {
        for (&v, &t) in tree.results.iter().zip(&tree.result_types) {
            self.later.insert(v, t);
        }
        for r in &tree.regions {
            crate::stack::ensure_sufficient_stack(|| self.note_region(r));
        }
    }

    fn note_region(&mut self, tree: &RegionTree) {
        for b in &tree.blocks {
            for o in &b.ops {
                self.note_results(o);
            }
        }
    }
}

impl Body {
    // ---- queries ---------------------------------------------------------

    /// Whether `op` was erased.
    pub fn is_erased(&self, op: OpId) -> bool {
        self.ops[op.index()].erased
    }

    /// Whether `op` is erased or no longer nested under a root region.
    pub fn is_detached(&self, op: OpId) -> bool {
        let mut cur = op;
        loop {
            if self.is_erased(cur) {
                return true;
            }
            let Some(b) = self.parent_block(cur) else { return true };
            let Some(r) = self.parent_region(b) else { return true };
            if !self.regions[r.index()].blocks.contains(&b) {
                return true;
            }
            match self.parent_op(r) {
                Some(p) => cur = p,
                None => return !self.roots.contains(&r),
            }
        }
    }

    pub fn has_uses(&self, v: ValueId) -> bool {
        !self.values[v.index()].uses.is_empty()
    }

    /// The op defining `v`, if it is an op result.
    pub fn defining_op(&self, v: ValueId) -> Option<OpId> {
        match self.values[v.index()].def {
            ValueDef::Result { op, .. } => Some(op),
            _ => None,
        }
    }

    /// The block owning block argument `v`.
    pub fn arg_owner(&self, v: ValueId) -> Option<BlockId> {
        match self.values[v.index()].def {
            ValueDef::BlockArg { block, .. } => Some(block),
            _ => None,
        }
    }

    /// The block holding `v`'s definition (the op's block or the arg's block).
    pub fn value_block(&self, v: ValueId) -> Option<BlockId> {
        match self.values[v.index()].def {
            ValueDef::Result { op, .. } => self.parent_block(op),
            ValueDef::BlockArg { block, .. } => Some(block),
            ValueDef::Placeholder => None,
        }
    }

    /// Whether `ancestor` is `op` or contains it (within this body).
    pub fn is_ancestor(&self, ancestor: OpId, op: OpId) -> bool {
        let mut cur = Some(op);
        while let Some(o) = cur {
            if o == ancestor {
                return true;
            }
            cur = self.parent_of_op(o);
        }
        false
    }

    /// Whether `region` is `inner` or one of its ancestors.
    pub fn region_contains(&self, region: RegionId, inner: RegionId) -> bool {
        let mut cur = Some(inner);
        while let Some(r) = cur {
            if r == region {
                return true;
            }
            cur = self.parent_op(r).and_then(|op| self.parent_block(op)).and_then(|b| self.parent_region(b));
        }
        false
    }

    /// Whether every op nested in `op`'s regions (within this body) is
    /// accepted by `f`.
    pub fn all_nested(&self, op: OpId, f: &mut dyn FnMut(OpId) -> bool) -> bool {
        if self.ops[op.index()].inner.is_some() {
            return true;
        }
        let mut ok = true;
        for &r in &self.ops[op.index()].regions {
            self.walk_region(r, &mut |o| ok = ok && f(o));
        }
        ok
    }

    /// Whether `f` accepts every op directly in `op`'s regions (not deeper).
    pub fn all_nested_direct(&self, op: OpId, f: &mut dyn FnMut(OpId) -> bool) -> bool {
        self.ops[op.index()]
            .regions
            .iter()
            .all(|&r| self.regions[r.index()].blocks.iter().all(|&b| self.block_ops(b).all(&mut *f)))
    }

    // ---- linking ops -----------------------------------------------------

    /// Insert the detached `op` right before `anchor`.
    pub fn insert_op_before(&mut self, anchor: OpId, op: OpId) {
        let (block, prev) = {
            let a = &self.ops[anchor.index()];
            (a.parent.expect("anchor is in a block"), a.prev)
        };
        {
            let o = &mut self.ops[op.index()];
            debug_assert!(o.parent.is_none(), "op already in a block");
            o.parent = Some(block);
            o.prev = prev;
            o.next = Some(anchor);
        }
        self.ops[anchor.index()].prev = Some(op);
        match prev {
            Some(p) => self.ops[p.index()].next = Some(op),
            None => self.blocks[block.index()].first = Some(op),
        }
    }

    /// Insert the detached `op` right after `anchor`.
    pub fn insert_op_after(&mut self, anchor: OpId, op: OpId) {
        match self.ops[anchor.index()].next {
            Some(n) => self.insert_op_before(n, op),
            None => {
                let block = self.ops[anchor.index()].parent.expect("anchor is in a block");
                self.append_op(block, op);
            }
        }
    }

    /// Insert the detached `op` at the start of `block`.
    pub fn prepend_op(&mut self, block: BlockId, op: OpId) {
        match self.blocks[block.index()].first {
            Some(f) => self.insert_op_before(f, op),
            None => self.append_op(block, op),
        }
    }

    /// Move `op` (with everything nested) right before `anchor`.
    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) {
        if op == anchor {
            return;
        }
        self.detach_op(op);
        self.insert_op_before(anchor, op);
    }

    /// Move `op` to the end of `block`.
    pub fn move_op_to_end(&mut self, op: OpId, block: BlockId) {
        self.detach_op(op);
        self.append_op(block, op);
    }

    // ---- erasing ---------------------------------------------------------

    /// Unlink and erase `op` and everything nested in it, dropping their
    /// operand uses. Uses of its results must already be gone.
    pub fn erase_op(&mut self, op: OpId) {
        self.detach_op(op);
        self.drop_op(op);
    }

    fn drop_op(&mut self, op: OpId) {
        if self.ops[op.index()].erased {
            return;
        }
        self.drop_operand_uses(op);
        if self.ops[op.index()].inner.is_none() {
            let regions = self.ops[op.index()].regions.clone();
            for r in regions {
                self.drop_region_contents(r);
            }
        }
        self.ops[op.index()].erased = true;
    }

    /// Erase every op of `region`'s blocks and empty its block list.
    pub fn drop_region_contents(&mut self, region: RegionId) {
        let blocks = std::mem::take(&mut self.regions[region.index()].blocks);
        for &b in &blocks {
            let ops: Vec<OpId> = self.block_ops(b).collect();
            for o in ops {
                self.drop_op(o);
            }
            self.blocks[b.index()].first = None;
            self.blocks[b.index()].last = None;
            self.blocks[b.index()].parent = None;
        }
    }

    fn drop_operand_uses(&mut self, op: OpId) {
        let operands = std::mem::take(&mut self.ops[op.index()].operands);
        for (i, v) in operands.iter().enumerate() {
            let u = Use { op, index: i as u32 };
            let uses = &mut self.values[v.index()].uses;
            if let Some(p) = uses.iter().position(|x| *x == u) {
                uses.swap_remove(p);
            }
        }
    }

    /// Replace the whole operand list of `op`.
    pub fn set_operands(&mut self, op: OpId, operands: Vec<ValueId>) {
        self.drop_operand_uses(op);
        for (i, &v) in operands.iter().enumerate() {
            self.values[v.index()].uses.push(Use { op, index: i as u32 });
        }
        self.ops[op.index()].operands = operands.into();
    }

    /// Point the uses of `from` accepted by `keep` at `to`.
    pub fn replace_uses_where(&mut self, from: ValueId, to: ValueId, keep: &mut dyn FnMut(Use) -> bool) {
        if from == to {
            return;
        }
        let uses = std::mem::take(&mut self.values[from.index()].uses);
        let mut stay = super::body::UseList::new();
        for u in uses {
            if keep(u) {
                self.ops[u.op.index()].operands[u.index as usize] = to;
                self.values[to.index()].uses.push(u);
            } else {
                stay.push(u);
            }
        }
        self.values[from.index()].uses = stay;
    }

    // ---- blocks ----------------------------------------------------------

    /// Move every op of `src` before `anchor` (in order); `src` ends empty.
    pub fn splice_block_before(&mut self, src: BlockId, anchor: OpId) {
        let ops: Vec<OpId> = self.block_ops(src).collect();
        for o in ops {
            self.detach_op(o);
            self.insert_op_before(anchor, o);
        }
    }

    /// Move every op of `src` to the end of `dst`; `src` ends empty.
    pub fn splice_block_end(&mut self, src: BlockId, dst: BlockId) {
        let ops: Vec<OpId> = self.block_ops(src).collect();
        for o in ops {
            self.detach_op(o);
            self.append_op(dst, o);
        }
    }

    /// Split `block` before `op`: `op` and the ops after it move to a new
    /// block placed right after `block` in its region.
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> BlockId {
        let region = self.blocks[block.index()].parent.expect("block is in a region");
        let new = BlockId(self.blocks.len() as u32);
        self.blocks.push(super::body::BlockData { parent: Some(region), ..Default::default() });
        let pos = self.regions[region.index()].blocks.iter().position(|&b| b == block).map_or(0, |p| p + 1);
        self.regions[region.index()].blocks.insert(pos, new);
        let mut cur = Some(op);
        while let Some(o) = cur {
            cur = self.ops[o.index()].next;
            self.detach_op(o);
            self.append_op(new, o);
        }
        new
    }

    /// Remove `block` from its region and erase its ops. Its arguments must
    /// be unused.
    pub fn erase_block(&mut self, block: BlockId) {
        let ops: Vec<OpId> = self.block_ops(block).collect();
        for o in ops.into_iter().rev() {
            self.detach_op(o);
            self.drop_op(o);
        }
        if let Some(r) = self.blocks[block.index()].parent.take() {
            self.regions[r.index()].blocks.retain(|&b| b != block);
        }
    }

    /// Remove `block` from its region without touching its ops.
    pub fn unlink_block(&mut self, block: BlockId) {
        if let Some(r) = self.blocks[block.index()].parent.take() {
            self.regions[r.index()].blocks.retain(|&b| b != block);
        }
    }

    /// Move `block` into `region` at `position` (unlinking it first).
    pub fn insert_block(&mut self, region: RegionId, position: usize, block: BlockId) {
        self.unlink_block(block);
        self.blocks[block.index()].parent = Some(region);
        let blocks = &mut self.regions[region.index()].blocks;
        blocks.insert(position.min(blocks.len()), block);
    }

    /// Remove argument `index` of `block`; it must be unused.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) {
        self.blocks[block.index()].args.remove(index);
        let args = self.blocks[block.index()].args.clone();
        for (i, a) in args.into_iter().enumerate().skip(index) {
            self.values[a.index()].def = ValueDef::BlockArg { block, index: i as u32 };
        }
    }

    /// Insert a new argument of type `ty` at `index` of `block`.
    pub fn insert_block_arg(&mut self, block: BlockId, index: usize, ty: Type, loc: Option<Location>) -> ValueId {
        let v = self.new_value(ty, ValueDef::BlockArg { block, index: index as u32 }, loc);
        self.blocks[block.index()].args.insert(index, v);
        let args = self.blocks[block.index()].args.clone();
        for (i, a) in args.into_iter().enumerate().skip(index + 1) {
            self.values[a.index()].def = ValueDef::BlockArg { block, index: i as u32 };
        }
        v
    }

    /// Set the isolated arena of `op` (after [`Body::take_inner`]).
    pub fn set_inner(&mut self, op: OpId, inner: Option<Box<Body>>) {
        self.ops[op.index()].inner = inner;
    }

    // ---- cloning ---------------------------------------------------------

    /// An owned copy of `op` and everything nested in it.
    pub fn snapshot_op(&self, op: OpId) -> OpTree {
        let o = &self.ops[op.index()];
        let regions = if o.inner.is_some() {
            Vec::new()
        } else {
            o.regions.iter().map(|&r| self.snapshot_region_guarded(r)).collect()
        };
        OpTree {
            name: o.name,
            loc: o.loc,
            operands: o.operands.to_vec(),
            result_types: o.results.iter().map(|&v| self.value_type(v)).collect(),
            results: o.results.to_vec(),
            properties: o.properties,
            attributes: o.attributes,
            successors: o.successors.clone(),
            regions,
            inner: o.inner.clone(),
        }
    }

    /// An owned copy of `region`.
    /// [`Body::snapshot_region`] of a nested region: see `crate::stack`.
    fn snapshot_region_guarded(&self, region: RegionId) -> RegionTree {
        crate::stack::ensure_sufficient_stack(|| self.snapshot_region(region))
    }

    pub fn snapshot_region(&self, region: RegionId) -> RegionTree {
        let blocks = self.regions[region.index()]
            .blocks
            .iter()
            .map(|&b| BlockTree {
                id: b,
                args: self.blocks[b.index()]
                    .args
                    .iter()
                    .map(|&a| (a, self.value_type(a), self.values[a.index()].loc))
                    .collect(),
                ops: self.block_ops(b).map(|o| self.snapshot_op(o)).collect(),
            })
            .collect();
        RegionTree { blocks }
    }

    /// Create a detached copy of `tree` in this body, remapping operands and
    /// successors through `map` and recording the new results and blocks in it.
    pub fn materialize(&mut self, tree: &OpTree, map: &mut IrMapping) -> OpId {
        map.note_results(tree);
        self.materialize_op(tree, map)
    }

    fn map_operand(&mut self, v: ValueId, map: &mut IrMapping) -> ValueId {
        if let Some(&n) = map.values.get(&v) {
            return n;
        }
        match map.later.get(&v) {
            Some(&ty) => {
                let ph = self.create_placeholder(ty);
                map.placeholders.insert(v, ph);
                map.values.insert(v, ph);
                ph
            }
            None => v,
        }
    }

    fn materialize_op(&mut self, tree: &OpTree, map: &mut IrMapping) -> OpId {
        let regions: Vec<RegionId> = if tree.inner.is_some() {
            tree.inner.as_ref().map(|b| b.roots.clone()).unwrap_or_default()
        } else {
            tree.regions
                .iter()
                .map(|rt| {
                    let r = self.create_region();
                    crate::stack::ensure_sufficient_stack(|| self.materialize_blocks(rt, r, map));
                    r
                })
                .collect()
        };
        let state = OperationState {
            name: tree.name,
            loc: tree.loc,
            operands: tree.operands.iter().map(|&v| self.map_operand(v, map)).collect(),
            result_types: tree.result_types.clone(),
            properties: tree.properties,
            attributes: tree.attributes,
            successors: tree.successors.iter().map(|&b| map.block(b)).collect(),
            regions,
            inner: tree.inner.clone(),
        };
        let op = self.create_op(state);
        for (i, &old) in tree.results.iter().enumerate() {
            let new = self.ops[op.index()].results[i];
            map.map_value(old, new);
            if let Some(ph) = map.placeholders.remove(&old) {
                self.replace_all_uses(ph, new);
            }
        }
        op
    }

    /// Append copies of `tree`'s blocks to `region`. Blocks are created
    /// first, so branches between them resolve; the new blocks are returned.
    pub fn materialize_region_into(
        &mut self,
        tree: &RegionTree,
        region: RegionId,
        map: &mut IrMapping,
    ) -> Vec<BlockId> {
        map.note_region(tree);
        self.materialize_blocks(tree, region, map)
    }

    fn materialize_blocks(&mut self, tree: &RegionTree, region: RegionId, map: &mut IrMapping) -> Vec<BlockId> {
        let mut new_blocks = Vec::with_capacity(tree.blocks.len());
        for bt in &tree.blocks {
            let b = self.create_block(region);
            map.blocks.insert(bt.id, b);
            for &(old, ty, loc) in &bt.args {
                let a = self.add_block_arg(b, ty, loc);
                map.map_value(old, a);
            }
            new_blocks.push(b);
        }
        for (bt, &b) in tree.blocks.iter().zip(&new_blocks) {
            for ot in &bt.ops {
                let op = self.materialize_op(ot, map);
                self.append_op(b, op);
            }
        }
        new_blocks
    }

    /// Clone `op` (detached) within this body, mapping through `map`.
    pub fn clone_op(&mut self, op: OpId, map: &mut IrMapping) -> OpId {
        let tree = self.snapshot_op(op);
        self.materialize(&tree, map)
    }
}

#[cfg(test)]
mod tests {
    use super::super::body::tests::state;
    use super::*;
    use crate::ir::Context;

    #[test]
    fn insert_erase_and_split_keep_links_and_uses_exact() {
        let ctx = Context::new();
        let mut body = Body::new();
        let r = body.create_region();
        body.roots.push(r);
        let b = body.create_block(r);
        let a = body.create_op(state(&ctx, "t.a", vec![], 1));
        body.append_op(b, a);
        let va = body.results(a)[0];
        let c = body.create_op(state(&ctx, "t.c", vec![va], 1));
        body.append_op(b, c);
        let n = body.create_op(state(&ctx, "t.n", vec![va, va], 0));
        body.insert_op_before(c, n);
        assert_eq!(body.block_ops(b).collect::<Vec<_>>(), vec![a, n, c]);
        assert_eq!(body.uses(va).len(), 3);
        body.erase_op(n);
        assert!(body.is_erased(n));
        assert_eq!(body.uses(va).len(), 1);
        let nb = body.split_block(b, c);
        assert_eq!(body.block_ops(b).collect::<Vec<_>>(), vec![a]);
        assert_eq!(body.block_ops(nb).collect::<Vec<_>>(), vec![c]);
        assert_eq!(body.region(r).blocks, vec![b, nb]);
        body.splice_block_end(nb, b);
        body.erase_block(nb);
        assert_eq!(body.region(r).blocks, vec![b]);
        assert_eq!(body.block_ops(b).collect::<Vec<_>>(), vec![a, c]);
        assert!(!body.is_detached(c));
        body.detach_op(c);
        assert!(body.is_detached(c));
    }

    #[test]
    fn cloning_a_region_op_remaps_nested_values() {
        let ctx = Context::new();
        let mut body = Body::new();
        let r = body.create_region();
        body.roots.push(r);
        let b = body.create_block(r);
        let x = body.create_op(state(&ctx, "t.x", vec![], 1));
        body.append_op(b, x);
        let vx = body.results(x)[0];
        let inner_r = body.create_region();
        let ib = body.create_block(inner_r);
        let arg = body.add_block_arg(ib, ctx.integer_type(32), None);
        let use_op = body.create_op(state(&ctx, "t.use", vec![arg, vx], 1));
        body.append_op(ib, use_op);
        let mut st = state(&ctx, "t.region", vec![], 0);
        st.regions = vec![inner_r];
        let outer = body.create_op(st);
        body.append_op(b, outer);
        let mut map = IrMapping::default();
        let copy = body.clone_op(outer, &mut map);
        body.append_op(b, copy);
        let cr = body.op(copy).regions[0];
        let cb = body.region(cr).blocks[0];
        let cu = body.first_op(cb).unwrap();
        assert_ne!(cu, use_op);
        let new_arg = body.block(cb).args[0];
        assert_eq!(body.operands(cu), &[new_arg, vx]);
        assert_eq!(body.uses(vx).len(), 2);
    }
}

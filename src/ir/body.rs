//! Operations, blocks, regions and values, stored in arenas.
//!
//! A [`Body`] is the arena of everything nested under one op that is
//! `IsolatedFromAbove` (a module, a function). Such an op keeps the body of its
//! regions in `inner`; SSA values never cross that boundary, so sibling
//! functions are disjoint data that passes may mutate in parallel.
//! Everything is addressed by small typed ids; readers take `&Body`, mutators
//! `&mut Body`.

use smallvec::SmallVec;

use super::attributes::{Attribute, Location};
use super::context::{Context, Identifier};
use super::types::Type;

/// Operand and result lists: most ops have at most four, kept inline in the
/// op without an allocation of their own.
pub(super) type ValueList = SmallVec<[ValueId; VALUE_LIST_INLINE]>;
/// How many values a [`ValueList`] holds inline.
const VALUE_LIST_INLINE: usize = 4;
/// A value's uses: most values have one or two.
pub(super) type UseList = SmallVec<[Use; 2]>;

macro_rules! id_type {
    ($($(#[$m:meta])* $name:ident;)*) => {$(
        $(#[$m])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);
        impl $name {
            pub fn index(self) -> usize { self.0 as usize }
        }
    )*};
}

id_type! {
    /// An operation of a [`Body`].
    OpId;
    /// A block of a [`Body`].
    BlockId;
    /// A region of a [`Body`].
    RegionId;
    /// An SSA value (op result or block argument) of a [`Body`].
    ValueId;
}

/// Where a value comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ValueDef {
    Result {
        op: OpId,
        index: u32,
    },
    BlockArg {
        block: BlockId,
        index: u32,
    },
    /// A forward reference not yet resolved by the parser.
    Placeholder,
}

/// One use of a value: operand `index` of `op`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Use {
    pub op: OpId,
    pub index: u32,
}

#[derive(Clone, Debug)]
pub struct ValueData {
    pub ty: Type,
    pub def: ValueDef,
    /// Location of a block argument (op results use the op's location).
    pub loc: Option<Location>,
    pub(super) uses: UseList,
}

#[derive(Clone, Debug)]
pub struct OperationData {
    pub name: Identifier,
    pub loc: Location,
    pub(super) operands: ValueList,
    pub(super) results: ValueList,
    /// Inherent attributes in the `<{...}>` form, as a dictionary attribute.
    pub properties: Option<Attribute>,
    /// The attribute dictionary (always a dictionary attribute).
    pub attributes: Attribute,
    pub successors: Vec<BlockId>,
    /// Regions; they live in `inner` when the op is isolated from above.
    pub regions: Vec<RegionId>,
    pub inner: Option<Box<Body>>,
    pub(super) parent: Option<BlockId>,
    pub(super) prev: Option<OpId>,
    pub(super) next: Option<OpId>,
    /// Set once the op is erased; its id is never reused.
    pub(super) erased: bool,
}

#[derive(Clone, Debug, Default)]
pub struct BlockData {
    pub args: Vec<ValueId>,
    pub(super) first: Option<OpId>,
    pub(super) last: Option<OpId>,
    pub(super) parent: Option<RegionId>,
}

#[derive(Clone, Debug, Default)]
pub struct RegionData {
    pub blocks: Vec<BlockId>,
    pub(super) parent: Option<OpId>,
}

/// Everything needed to create an operation.
#[derive(Debug)]
pub struct OperationState {
    pub name: Identifier,
    pub loc: Location,
    pub operands: Vec<ValueId>,
    pub result_types: Vec<Type>,
    pub properties: Option<Attribute>,
    pub attributes: Attribute,
    pub successors: Vec<BlockId>,
    pub regions: Vec<RegionId>,
    pub inner: Option<Box<Body>>,
}

impl OperationState {
    /// The state of an op `name` with `operands` and `result_types`, and no
    /// properties, attributes, successors or regions yet.
    pub fn new(ctx: &Context, name: &str, loc: Location, operands: Vec<ValueId>, result_types: Vec<Type>) -> Self {
        OperationState {
            name: ctx.ident(name),
            loc,
            operands,
            result_types,
            properties: None,
            attributes: ctx.empty_dictionary(),
            successors: vec![],
            regions: vec![],
            inner: None,
        }
    }
}

/// The arena of one isolated scope.
#[derive(Clone, Debug, Default)]
pub struct Body {
    pub(super) ops: Vec<OperationData>,
    pub(super) blocks: Vec<BlockData>,
    pub(super) regions: Vec<RegionData>,
    pub(super) values: Vec<ValueData>,
    /// Regions without a parent op in this body: the regions of the isolated
    /// op that owns the body, in order.
    pub roots: Vec<RegionId>,
}

/// The arenas of nested isolated ops (modules in modules) are dropped one
/// by one rather than one inside the other, which would take a stack frame
/// per level of nesting.
impl Drop for Body {
    fn drop(&mut self) {
        let mut pending: Vec<Box<Body>> = Vec::new();
        let take = |ops: &mut Vec<OperationData>, pending: &mut Vec<Box<Body>>| {
            pending.extend(ops.iter_mut().filter_map(|o| o.inner.take()));
        };
        take(&mut self.ops, &mut pending);
        while let Some(mut b) = pending.pop() {
            take(&mut b.ops, &mut pending);
        }
    }
}

impl Body {
    pub fn new() -> Self {
        Self::default()
    }

    /// An empty body with room for `sizes` ops, blocks, regions and values
    /// (see [`Body::sizes`]).
    pub fn with_capacity(sizes: [usize; 4]) -> Body {
        let [ops, blocks, regions, values] = sizes;
        Body {
            ops: Vec::with_capacity(ops),
            blocks: Vec::with_capacity(blocks),
            regions: Vec::with_capacity(regions),
            values: Vec::with_capacity(values),
            roots: Vec::new(),
        }
    }

    /// Make room for `sizes` more ops, blocks, regions and values.
    pub fn reserve(&mut self, sizes: [usize; 4]) {
        let [ops, blocks, regions, values] = sizes;
        self.ops.reserve(ops);
        self.blocks.reserve(blocks);
        self.regions.reserve(regions);
        self.values.reserve(values);
    }

    /// How many ops, blocks, regions and values the body holds.
    pub fn sizes(&self) -> [usize; 4] {
        [self.ops.len(), self.blocks.len(), self.regions.len(), self.values.len()]
    }

    /// Give back the arenas' unused capacity.
    pub fn shrink_to_fit(&mut self) {
        self.ops.shrink_to_fit();
        self.blocks.shrink_to_fit();
        self.regions.shrink_to_fit();
        self.values.shrink_to_fit();
    }

    // ---- accessors -------------------------------------------------------

    pub fn op(&self, op: OpId) -> &OperationData {
        &self.ops[op.index()]
    }
    pub fn op_mut(&mut self, op: OpId) -> &mut OperationData {
        &mut self.ops[op.index()]
    }
    pub fn block(&self, b: BlockId) -> &BlockData {
        &self.blocks[b.index()]
    }
    pub fn region(&self, r: RegionId) -> &RegionData {
        &self.regions[r.index()]
    }
    pub fn value(&self, v: ValueId) -> &ValueData {
        &self.values[v.index()]
    }
    pub fn value_type(&self, v: ValueId) -> Type {
        self.values[v.index()].ty
    }
    pub fn set_value_type(&mut self, v: ValueId, ty: Type) {
        self.values[v.index()].ty = ty;
    }
    pub fn operands(&self, op: OpId) -> &[ValueId] {
        &self.ops[op.index()].operands
    }
    pub fn results(&self, op: OpId) -> &[ValueId] {
        &self.ops[op.index()].results
    }
    pub fn uses(&self, v: ValueId) -> &[Use] {
        &self.values[v.index()].uses
    }
    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }
    pub fn parent_block(&self, op: OpId) -> Option<BlockId> {
        self.ops[op.index()].parent
    }
    pub fn parent_region(&self, b: BlockId) -> Option<RegionId> {
        self.blocks[b.index()].parent
    }
    pub fn parent_op(&self, r: RegionId) -> Option<OpId> {
        self.regions[r.index()].parent
    }
    /// The op that contains `op`, within this body.
    pub fn parent_of_op(&self, op: OpId) -> Option<OpId> {
        self.parent_block(op).and_then(|b| self.parent_region(b)).and_then(|r| self.parent_op(r))
    }
    /// The body holding the regions of `op`: its own inner body when it is
    /// isolated from above, otherwise this one.
    pub fn regions_body(&self, op: OpId) -> &Body {
        self.ops[op.index()].inner.as_deref().unwrap_or(self)
    }

    /// Ops of a block in order.
    pub fn block_ops(&self, b: BlockId) -> BlockOps<'_> {
        BlockOps { body: self, next: self.blocks[b.index()].first }
    }
    pub fn first_op(&self, b: BlockId) -> Option<OpId> {
        self.blocks[b.index()].first
    }
    pub fn last_op(&self, b: BlockId) -> Option<OpId> {
        self.blocks[b.index()].last
    }
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op.index()].next
    }
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op.index()].prev
    }
    /// Whether `b` is the first block of its region.
    pub fn is_entry_block(&self, b: BlockId) -> bool {
        self.parent_region(b).is_some_and(|r| self.regions[r.index()].blocks.first() == Some(&b))
    }

    // ---- creation --------------------------------------------------------

    pub(super) fn new_value(&mut self, ty: Type, def: ValueDef, loc: Option<Location>) -> ValueId {
        let id = ValueId(self.values.len() as u32);
        self.values.push(ValueData { ty, def, loc, uses: UseList::new() });
        id
    }

    /// A value standing for a forward reference; resolved with [`Body::replace_all_uses`].
    pub fn create_placeholder(&mut self, ty: Type) -> ValueId {
        self.new_value(ty, ValueDef::Placeholder, None)
    }

    pub fn create_region(&mut self) -> RegionId {
        let id = RegionId(self.regions.len() as u32);
        self.regions.push(RegionData::default());
        id
    }

    /// A new block appended to `region`.
    pub fn create_block(&mut self, region: RegionId) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        self.blocks.push(BlockData { parent: Some(region), ..Default::default() });
        self.regions[region.index()].blocks.push(id);
        id
    }

    /// Move `b` to the end of `region`'s block list.
    pub fn move_block_to_end(&mut self, region: RegionId, b: BlockId) {
        let blocks = &mut self.regions[region.index()].blocks;
        if let Some(p) = blocks.iter().position(|x| *x == b) {
            blocks.remove(p);
        }
        blocks.push(b);
    }

    pub fn set_value_loc(&mut self, v: ValueId, loc: Option<Location>) {
        self.values[v.index()].loc = loc;
    }

    /// Number of values in the arena (ids `0..num_values()`).
    pub fn num_values(&self) -> usize {
        self.values.len()
    }

    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Option<Location>) -> ValueId {
        let index = self.blocks[block.index()].args.len() as u32;
        let v = self.new_value(ty, ValueDef::BlockArg { block, index }, loc);
        self.blocks[block.index()].args.push(v);
        v
    }

    /// Create a detached operation.
    pub fn create_op(&mut self, state: OperationState) -> OpId {
        self.create_op_reusing(state).0
    }

    /// [`Body::create_op`], handing back the (emptied) operand and result
    /// type lists for the next op to fill: the parser creates an op per
    /// few source lines and would otherwise allocate both each time.
    pub fn create_op_reusing(&mut self, mut state: OperationState) -> (OpId, Vec<ValueId>, Vec<Type>) {
        let id = OpId(self.ops.len() as u32);
        let results = state
            .result_types
            .iter()
            .enumerate()
            .map(|(i, &ty)| self.new_value(ty, ValueDef::Result { op: id, index: i as u32 }, None))
            .collect();
        for (i, &v) in state.operands.iter().enumerate() {
            self.values[v.index()].uses.push(Use { op: id, index: i as u32 });
        }
        if state.inner.is_none() {
            for &r in &state.regions {
                self.regions[r.index()].parent = Some(id);
            }
        }
        self.ops.push(OperationData {
            name: state.name,
            loc: state.loc,
            // A short list is copied inline and its buffer handed back; a
            // long one keeps its buffer.
            operands: if state.operands.len() <= VALUE_LIST_INLINE {
                ValueList::from_slice(&state.operands)
            } else {
                ValueList::from_vec(std::mem::take(&mut state.operands))
            },
            results,
            properties: state.properties,
            attributes: state.attributes,
            successors: state.successors,
            regions: state.regions,
            inner: state.inner,
            parent: None,
            prev: None,
            next: None,
            erased: false,
        });
        state.operands.clear();
        state.result_types.clear();
        (id, state.operands, state.result_types)
    }

    /// Append a detached op at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        let last = self.blocks[block.index()].last;
        {
            let o = &mut self.ops[op.index()];
            debug_assert!(o.parent.is_none(), "op already in a block");
            o.parent = Some(block);
            o.prev = last;
            o.next = None;
        }
        match last {
            Some(l) => self.ops[l.index()].next = Some(op),
            None => self.blocks[block.index()].first = Some(op),
        }
        self.blocks[block.index()].last = Some(op);
    }

    /// Unlink `op` from its block (the op stays in the arena, detached).
    pub fn detach_op(&mut self, op: OpId) {
        let (parent, prev, next) = {
            let o = &self.ops[op.index()];
            (o.parent, o.prev, o.next)
        };
        let Some(block) = parent else { return };
        match prev {
            Some(p) => self.ops[p.index()].next = next,
            None => self.blocks[block.index()].first = next,
        }
        match next {
            Some(n) => self.ops[n.index()].prev = prev,
            None => self.blocks[block.index()].last = prev,
        }
        let o = &mut self.ops[op.index()];
        o.parent = None;
        o.prev = None;
        o.next = None;
    }

    /// Point every use of `from` at `to`.
    pub fn replace_all_uses(&mut self, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        let uses = std::mem::take(&mut self.values[from.index()].uses);
        for u in &uses {
            self.ops[u.op.index()].operands[u.index as usize] = to;
        }
        self.values[to.index()].uses.extend(uses);
    }

    /// Set operand `index` of `op` to `value`, keeping use lists right.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: ValueId) {
        let old = self.ops[op.index()].operands[index];
        let u = Use { op, index: index as u32 };
        self.values[old.index()].uses.retain(|x| *x != u);
        self.ops[op.index()].operands[index] = value;
        self.values[value.index()].uses.push(u);
    }

    pub fn take_inner(&mut self, op: OpId) -> Option<Box<Body>> {
        self.ops[op.index()].inner.take()
    }
    pub fn inner_mut(&mut self, op: OpId) -> Option<&mut Body> {
        self.ops[op.index()].inner.as_deref_mut()
    }

    /// Predecessors of `block`: (terminator op, successor index) pairs.
    pub fn predecessors(&self, block: BlockId) -> Vec<(OpId, usize)> {
        let Some(region) = self.parent_region(block) else { return Vec::new() };
        let mut preds = Vec::new();
        for &b in &self.regions[region.index()].blocks {
            if let Some(term) = self.last_op(b) {
                for (i, s) in self.ops[term.index()].successors.iter().enumerate() {
                    if *s == block {
                        preds.push((term, i));
                    }
                }
            }
        }
        preds
    }

    /// The blocks of `region` reachable from its entry, in post-order of a
    /// depth-first walk over successors (taken in order).
    pub fn post_order(&self, region: RegionId) -> Vec<BlockId> {
        let Some(&entry) = self.region(region).blocks.first() else { return Vec::new() };
        let mut seen = rustc_hash::FxHashSet::default();
        let mut out = Vec::new();
        // (block, next successor index to visit)
        let mut stack = vec![(entry, 0usize)];
        seen.insert(entry);
        while let Some(&mut (b, ref mut i)) = stack.last_mut() {
            let succs = self.last_op(b).map_or(&[][..], |t| &self.op(t).successors[..]);
            if *i < succs.len() {
                let s = succs[*i];
                *i += 1;
                if seen.insert(s) {
                    stack.push((s, 0));
                }
            } else {
                out.push(b);
                stack.pop();
            }
        }
        out
    }

    /// Visit every op of `region` and, recursively, of its nested regions within
    /// this body (pre-order). Isolated ops are visited but not entered.
    pub fn walk_region(&self, region: RegionId, f: &mut dyn FnMut(OpId)) {
        for &b in &self.regions[region.index()].blocks {
            for op in self.block_ops(b) {
                f(op);
                if self.ops[op.index()].inner.is_none() {
                    for &r in &self.ops[op.index()].regions {
                        crate::stack::ensure_sufficient_stack(|| self.walk_region(r, f));
                    }
                }
            }
        }
    }
}

/// Iterator over the ops of a block.
pub struct BlockOps<'a> {
    body: &'a Body,
    next: Option<OpId>,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let cur = self.next?;
        self.next = self.body.ops[cur.index()].next;
        Some(cur)
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::ir::Context;

    /// A test op `name` with i32 results.
    pub(crate) fn state(ctx: &Context, name: &str, operands: Vec<ValueId>, results: usize) -> OperationState {
        OperationState::new(ctx, name, ctx.unknown_loc(), operands, vec![ctx.integer_type(32); results])
    }

    #[test]
    fn ops_link_into_blocks_and_track_uses() {
        let ctx = Context::new();
        let mut body = Body::new();
        let r = body.create_region();
        let b = body.create_block(r);
        let a = body.create_op(state(&ctx, "t.a", vec![], 1));
        body.append_op(b, a);
        let va = body.results(a)[0];
        let c = body.create_op(state(&ctx, "t.c", vec![va, va], 0));
        body.append_op(b, c);
        assert_eq!(body.block_ops(b).collect::<Vec<_>>(), vec![a, c]);
        assert_eq!(body.uses(va).len(), 2);
        let d = body.create_op(state(&ctx, "t.d", vec![], 1));
        body.append_op(b, d);
        let vd = body.results(d)[0];
        body.replace_all_uses(va, vd);
        assert!(body.uses(va).is_empty());
        assert_eq!(body.operands(c), &[vd, vd]);
        body.detach_op(a);
        assert_eq!(body.block_ops(b).collect::<Vec<_>>(), vec![c, d]);
        assert_eq!(body.first_op(b), Some(c));
    }
}

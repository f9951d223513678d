//! Rewriting IR: the [`Rewriter`] through which patterns change a body (and
//! tell a listener, such as the greedy driver's worklist, what changed), op
//! folding ([`FoldFn`], [`OpFoldResult`]), constant materialization and the
//! side-effect queries rewrites need.
//!
//! Patterns and folders are plain functions registered with an op's
//! definition (`fold` and `canonicalize` hooks of the op definition files).

pub mod greedy;
mod merge;
mod region;

pub use region::{erase_unreachable_blocks, run_region_dce, simplify_regions};

use crate::ir::{
    AttrKind, Attribute, BlockId, Body, Context, Identifier, Location, OpId, OperationState, Type, ValueId,
};
use crate::opdef::{Registry, Traits};

/// What a fold produced for one result: a constant or an existing value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OpFoldResult {
    Attr(Attribute),
    Value(ValueId),
}

/// The outcome of folding an op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Folded {
    /// Nothing to fold.
    Failure,
    /// The op was changed in place (operands, attributes).
    InPlace,
    /// One entry per result: the op can be replaced by these.
    Results(Vec<OpFoldResult>),
}

impl Folded {
    /// A single-result fold to a constant.
    pub fn attr(a: Attribute) -> Folded {
        Folded::Results(vec![OpFoldResult::Attr(a)])
    }
    /// A single-result fold to an existing value.
    pub fn value(v: ValueId) -> Folded {
        Folded::Results(vec![OpFoldResult::Value(v)])
    }
    pub fn is_failure(&self) -> bool {
        matches!(self, Folded::Failure)
    }
}

/// What a folder sees besides the op: the context and, per operand, the
/// constant it is known to hold.
pub struct FoldCx<'a> {
    pub ctx: &'a Context,
    pub registry: &'a Registry,
    pub constants: &'a [Option<Attribute>],
}

impl FoldCx<'_> {
    /// The constant of operand `i`, if known.
    pub fn constant(&self, i: usize) -> Option<Attribute> {
        self.constants.get(i).copied().flatten()
    }
}

/// An op's folder. It may change the op in place (and report
/// [`Folded::InPlace`]) but must not create or erase ops.
pub type FoldFn = fn(&FoldCx<'_>, &mut Body, OpId) -> Folded;
/// An op's canonicalization patterns, tried in order: true once one applied.
pub type CanonicalizeFn = fn(&mut Rewriter<'_>, OpId) -> bool;
/// A dialect's constant materializer: builds an op at the rewriter's
/// insertion point holding `value` of type `ty`, or declines.
pub type MaterializeFn = fn(&mut Rewriter<'_>, Attribute, Type, Location) -> Option<ValueId>;

/// Observer of the changes a [`Rewriter`] makes.
pub trait Listener {
    /// `op` was inserted (created or moved) into a block.
    fn inserted(&mut self, _body: &Body, _op: OpId) {}
    /// `op` was changed in place.
    fn modified(&mut self, _body: &Body, _op: OpId) {}
    /// `op` is about to be erased (called for nested ops first).
    fn erasing(&mut self, _body: &Body, _op: OpId) {}
    /// The results of `op` are about to be replaced.
    fn replacing(&mut self, _body: &Body, _op: OpId) {}
}

/// Where new ops go.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    Before(OpId),
    End(BlockId),
}

/// The mutation API of patterns: every change goes through it, so the
/// listener hears about it.
pub struct Rewriter<'a> {
    pub ctx: &'a Context,
    pub registry: &'a Registry,
    pub body: &'a mut Body,
    /// The name of the isolated op whose arena `body` is, when known (an op
    /// directly in a root region of `body` has it as parent).
    pub scope: Option<Identifier>,
    ip: Option<InsertPoint>,
    listener: Option<&'a mut dyn Listener>,
}

impl<'a> Rewriter<'a> {
    pub fn new(ctx: &'a Context, registry: &'a Registry, body: &'a mut Body) -> Self {
        Rewriter { ctx, registry, body, scope: None, ip: None, listener: None }
    }

    pub fn with_scope(mut self, scope: Option<Identifier>) -> Self {
        self.scope = scope;
        self
    }

    /// The name of the op holding `op`: its parent op, or the scope's owner.
    pub fn parent_name(&self, op: OpId) -> Option<&'a str> {
        let name = match self.body.parent_of_op(op) {
            Some(p) => self.body.op(p).name,
            None => self.scope?,
        };
        Some(self.ctx.str(name))
    }

    pub fn with_listener(mut self, listener: &'a mut dyn Listener) -> Self {
        self.listener = Some(listener);
        self
    }

    pub fn set_insertion_point(&mut self, ip: InsertPoint) {
        self.ip = Some(ip);
    }
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.ip
    }
    pub fn set_insertion_point_before(&mut self, op: OpId) {
        self.ip = Some(InsertPoint::Before(op));
    }
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.ip = Some(match self.body.next_op(op) {
            Some(n) => InsertPoint::Before(n),
            None => InsertPoint::End(self.body.parent_block(op).expect("op in a block")),
        });
    }
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.ip = Some(match self.body.first_op(block) {
            Some(f) => InsertPoint::Before(f),
            None => InsertPoint::End(block),
        });
    }
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.ip = Some(InsertPoint::End(block));
    }

    fn notify(&mut self, f: impl FnOnce(&mut dyn Listener, &Body)) {
        if let Some(l) = self.listener.as_deref_mut() {
            f(l, self.body);
        }
    }

    /// Place the detached `op` at the insertion point.
    pub fn insert(&mut self, op: OpId) -> OpId {
        match self.ip.expect("rewriter insertion point is set") {
            InsertPoint::Before(anchor) => self.body.insert_op_before(anchor, op),
            InsertPoint::End(block) => self.body.append_op(block, op),
        }
        self.notify(|l, b| l.inserted(b, op));
        op
    }

    /// Upstream's `createOrFold`: the detached `op`, placed at the insertion
    /// point unless it folds; then it is erased and the fold's values
    /// (constants materialized by its dialect at the insertion point) stand
    /// for its results. The values of its results either way.
    pub fn create_or_fold(&mut self, op: OpId) -> Vec<ValueId> {
        if let Folded::Results(results) = fold_op(self.ctx, self.registry, self.body, op) {
            let loc = self.body.op(op).loc;
            let dialect = dialect_of(self.ctx.str(self.body.op(op).name)).to_string();
            let types: Vec<Type> = self.body.results(op).iter().map(|&r| self.body.value_type(r)).collect();
            let mut values = Vec::with_capacity(results.len());
            for (r, &ty) in results.iter().zip(&types) {
                match *r {
                    OpFoldResult::Value(v) => values.push(v),
                    OpFoldResult::Attr(a) => match self.materialize_constant(&dialect, a, ty, loc) {
                        Some(v) => values.push(v),
                        None => break,
                    },
                }
            }
            if values.len() == types.len() {
                self.body.erase_op(op);
                return values;
            }
            for v in values {
                if let Some(c) = self.body.defining_op(v).filter(|_| !self.body.has_uses(v)) {
                    self.erase_op(c);
                }
            }
        }
        self.insert(op);
        self.body.results(op).to_vec()
    }

    /// Create an op and place it at the insertion point.
    pub fn create(&mut self, state: OperationState) -> OpId {
        let op = self.body.create_op(state);
        self.insert(op)
    }

    /// A copy of `op` with `operands` and `result_types` placed at the
    /// insertion point; it takes over `op`'s regions, so `op` is to be
    /// replaced next.
    pub fn rebuild_with(&mut self, op: OpId, operands: Vec<ValueId>, result_types: Vec<Type>) -> OpId {
        let inner = self.body.take_inner(op);
        let data = self.body.op(op);
        let state = OperationState {
            name: data.name,
            loc: data.loc,
            operands,
            result_types,
            properties: data.properties,
            attributes: data.attributes,
            successors: data.successors.to_vec(),
            regions: data.regions.to_vec(),
            inner,
        };
        self.body.op_mut(op).regions.clear();
        self.create(state)
    }

    /// Move `op` right before `anchor`.
    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) {
        self.body.move_op_before(op, anchor);
        self.notify(|l, b| l.inserted(b, op));
    }

    /// Record that `op` was changed in place by `f`.
    pub fn modify(&mut self, op: OpId, f: impl FnOnce(&mut Body)) {
        f(self.body);
        self.notify(|l, b| l.modified(b, op));
    }

    /// Point every use of `from` at `to`, telling the listener about each user.
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        let users: Vec<OpId> = self.body.uses(from).iter().map(|u| u.op).collect();
        self.body.replace_all_uses(from, to);
        for u in users {
            self.notify(|l, b| l.modified(b, u));
        }
    }

    /// Replace the results of `op` by `values` and erase it.
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        debug_assert_eq!(self.body.results(op).len(), values.len(), "replacement count");
        self.notify(|l, b| l.replacing(b, op));
        let results = self.body.results(op).to_vec();
        for (r, &v) in results.into_iter().zip(values) {
            self.body.replace_all_uses(r, v);
        }
        self.erase_op(op);
    }

    /// Tell the listener that `op` and everything nested in it (children
    /// first) is about to be erased.
    fn notify_erasing(&mut self, op: OpId) {
        if self.listener.is_some() {
            let mut nested = Vec::new();
            collect_post_order(self.body, op, &mut nested);
            for o in nested {
                self.notify(|l, b| l.erasing(b, o));
            }
        }
    }

    /// Erase `op` and everything nested in it; its results must be unused.
    pub fn erase_op(&mut self, op: OpId) {
        self.notify_erasing(op);
        self.body.erase_op(op);
    }

    /// Erase `block` (and its ops); its arguments must be unused.
    pub fn erase_block(&mut self, block: BlockId) {
        let ops: Vec<OpId> = self.body.block_ops(block).collect();
        for op in ops.into_iter().rev() {
            self.notify_erasing(op);
        }
        self.body.erase_block(block);
    }

    /// Move the ops of `src` before `anchor`, replacing uses of `src`'s
    /// arguments by `args`. `src` is left empty.
    pub fn inline_block_before(&mut self, src: BlockId, anchor: OpId, args: &[ValueId]) {
        self.move_block_ops(src, args, |body| body.splice_block_before(src, anchor));
    }

    /// Move the ops of `src` to the end of `dst`, replacing uses of `src`'s
    /// arguments by `args`.
    pub fn merge_blocks(&mut self, src: BlockId, dst: BlockId, args: &[ValueId]) {
        self.move_block_ops(src, args, |body| body.splice_block_end(src, dst));
    }

    /// Replace `src`'s arguments by `args`, move its ops with `splice` and
    /// report each moved op as inserted.
    fn move_block_ops(&mut self, src: BlockId, args: &[ValueId], splice: impl FnOnce(&mut Body)) {
        let block_args = self.body.block(src).args.clone();
        for (a, &v) in block_args.into_iter().zip(args) {
            self.replace_all_uses_with(a, v);
        }
        let ops: Vec<OpId> = self.body.block_ops(src).collect();
        splice(self.body);
        for o in ops {
            self.notify(|l, b| l.inserted(b, o));
        }
    }

    /// Replace `op` by the ops of the single block of `region` (its
    /// arguments standing for `args`), its results by what that block's
    /// terminator yields. False, changing nothing, when the region has no
    /// block or yields a different number of values.
    pub fn replace_op_with_region(&mut self, op: OpId, region: crate::ir::RegionId, args: &[ValueId]) -> bool {
        let Some(&block) = self.body.region(region).blocks.first() else { return false };
        let Some(term) = self.body.last_op(block) else { return false };
        if self.body.operands(term).len() != self.body.results(op).len() {
            return false;
        }
        self.inline_block_before(block, op, args);
        // Read after inlining: a yielded block argument is now its `args` value.
        let results = self.body.operands(term).to_vec();
        self.erase_block(block);
        self.replace_op(op, &results);
        self.erase_op(term);
        true
    }

    /// Replace `op` by fold results: values as they are, attributes as
    /// constants of `op`'s dialect materialized before it. False, changing
    /// nothing, when a constant cannot be materialized.
    pub fn replace_op_with_fold_results(&mut self, op: OpId, results: &[OpFoldResult]) -> bool {
        let loc = self.body.op(op).loc;
        let dialect = dialect_of(self.ctx.str(self.body.op(op).name)).to_string();
        let types: Vec<Type> = self.body.results(op).iter().map(|&r| self.body.value_type(r)).collect();
        self.set_insertion_point_before(op);
        let mut values: Vec<ValueId> = Vec::with_capacity(results.len());
        let mut created = Vec::new();
        for (r, &ty) in results.iter().zip(&types) {
            match *r {
                OpFoldResult::Value(v) => values.push(v),
                OpFoldResult::Attr(a) => match self.materialize_constant(&dialect, a, ty, loc) {
                    Some(v) => {
                        values.push(v);
                        created.extend(self.body.defining_op(v));
                    }
                    None => {
                        for c in created {
                            self.erase_op(c);
                        }
                        return false;
                    }
                },
            }
        }
        self.replace_op(op, &values);
        true
    }

    /// Materialize `value` as a constant of `ty` through the dialect of `op_dialect`.
    pub fn materialize_constant(
        &mut self,
        dialect: &str,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<ValueId> {
        let f = self.registry.materializer(dialect)?;
        f(self, value, ty, loc)
    }
}

/// `op` and every op nested in it within the body, children before parents.
fn collect_post_order(body: &Body, op: OpId, out: &mut Vec<OpId>) {
    if body.op(op).inner.is_none() {
        for &r in &body.op(op).regions {
            for &b in &body.region(r).blocks {
                let ops: Vec<OpId> = body.block_ops(b).collect();
                for o in ops.into_iter().rev() {
                    crate::stack::ensure_sufficient_stack(|| collect_post_order(body, o, out));
                }
            }
        }
    }
    out.push(op);
}

// ---- side effects -----------------------------------------------------------

/// The memory effects an op declares, when it declares them.
fn declared_effects(traits: Traits) -> Option<Traits> {
    const EFFECTS: Traits = Traits::MEM_READ.union(Traits::MEM_WRITE).union(Traits::MEM_ALLOC).union(Traits::MEM_FREE);
    if traits.contains(Traits::PURE) || traits.contains(Traits::NO_MEMORY_EFFECT) {
        return Some(Traits::NONE);
    }
    let has = |t| traits.contains(t);
    if has(Traits::MEM_READ) || has(Traits::MEM_WRITE) || has(Traits::MEM_ALLOC) || has(Traits::MEM_FREE) {
        return Some(traits.intersect(EFFECTS));
    }
    None
}

fn traits_of(ctx: &Context, registry: &Registry, body: &Body, op: OpId) -> Traits {
    registry.op_traits(ctx, body, op)
}

/// Whether `op` and the ops nested in it only read or allocate, so that it
/// may be dropped when its results are unused.
pub fn would_be_trivially_dead(ctx: &Context, registry: &Registry, body: &Body, op: OpId) -> bool {
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        let traits = traits_of(ctx, registry, body, o);
        let recursive = traits.contains(Traits::RECURSIVE_EFFECTS);
        if recursive && body.op(o).inner.is_none() {
            for &r in &body.op(o).regions {
                for &b in &body.region(r).blocks {
                    stack.extend(body.block_ops(b));
                }
            }
        }
        match declared_effects(traits) {
            Some(e) => {
                if e.contains(Traits::MEM_WRITE) || e.contains(Traits::MEM_FREE) {
                    return false;
                }
            }
            None if recursive => {}
            None => return false,
        }
    }
    true
}

/// Whether `op` has unused results, is no terminator and has no effect
/// beyond reading or allocating.
pub fn is_trivially_dead(ctx: &Context, registry: &Registry, body: &Body, op: OpId) -> bool {
    body.results(op).iter().all(|&r| !body.has_uses(r))
        && !traits_of(ctx, registry, body, op).contains(Traits::TERMINATOR)
        && would_be_trivially_dead(ctx, registry, body, op)
}

/// Whether `op` (and everything nested in it) has no memory effect at all.
pub fn is_memory_effect_free(ctx: &Context, registry: &Registry, body: &Body, op: OpId) -> bool {
    let traits = traits_of(ctx, registry, body, op);
    let recursive = traits.contains(Traits::RECURSIVE_EFFECTS);
    match declared_effects(traits) {
        Some(e) if e != Traits::NONE => return false,
        Some(_) if !recursive => return true,
        None if !recursive => return false,
        _ => {}
    }
    body.op(op).inner.is_some()
        || body.all_nested_direct(op, &mut |o| {
            crate::stack::ensure_sufficient_stack(|| is_memory_effect_free(ctx, registry, body, o))
        })
}

/// Whether `op` declares that it only reads memory (and nothing else).
pub fn only_reads(ctx: &Context, registry: &Registry, body: &Body, op: OpId) -> bool {
    let traits = traits_of(ctx, registry, body, op);
    !traits.contains(Traits::RECURSIVE_EFFECTS) && declared_effects(traits) == Some(Traits::MEM_READ)
}

/// The constant held by a constant-like op: its `value` attribute; for an op
/// whose only property is a symbol reference, that symbol
/// (`llvm.mlir.addressof @g`); for one without operands or properties, the
/// dialect attribute named like it (`llvm.mlir.undef` holds `#llvm.undef`).
pub fn constant_value(ctx: &Context, registry: &Registry, body: &Body, op: OpId) -> Option<Attribute> {
    if !traits_of(ctx, registry, body, op).contains(Traits::CONSTANT_LIKE) {
        return None;
    }
    let data = body.op(op);
    let value =
        data.properties.and_then(|p| ctx.dict_get(p, "value")).or_else(|| ctx.dict_get(data.attributes, "value"));
    if value.is_some() || !body.operands(op).is_empty() {
        return value;
    }
    let props = data.properties.map_or(&[][..], |p| ctx.dict_entries(p));
    match props {
        [] => {
            let (dialect, rest) = ctx.str(data.name).split_once('.')?;
            let kind = rest.rsplit('.').next().unwrap_or(rest);
            Some(ctx.attr(AttrKind::Opaque { dialect: ctx.ident(dialect), data: kind.to_string(), ty: None }))
        }
        [(_, symbol)] if matches!(ctx.attr_kind(*symbol), AttrKind::SymbolRef { .. }) => Some(*symbol),
        _ => None,
    }
}

/// The constant `v` is known to hold: the value of its constant-like defining op.
pub fn value_constant(ctx: &Context, registry: &Registry, body: &Body, v: ValueId) -> Option<Attribute> {
    body.defining_op(v).and_then(|op| constant_value(ctx, registry, body, op))
}

/// The dialect prefix of an op name (`arith` of `arith.addi`).
pub fn dialect_of(name: &str) -> &str {
    name.split_once('.').map_or(name, |(d, _)| d)
}

/// Fold `op` with its registered folder and the folds its traits imply
/// (involution, idempotence, constants moved right for commutative ops).
pub fn fold_op(ctx: &Context, registry: &Registry, body: &mut Body, op: OpId) -> Folded {
    let Some(def) = registry.op_named(ctx, body.op(op).name) else { return Folded::Failure };
    let constants: Vec<Option<Attribute>> =
        body.operands(op).iter().map(|&v| value_constant(ctx, registry, body, v)).collect();
    fold_with_def(ctx, registry, def, body, op, &constants)
}

/// [`fold_op`] with the operand constants given by the caller (an analysis
/// that knows more than the constant ops in the IR), one per operand.
pub fn fold_op_with(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    op: OpId,
    constants: &[Option<Attribute>],
) -> Folded {
    let Some(def) = registry.op_named(ctx, body.op(op).name) else { return Folded::Failure };
    fold_with_def(ctx, registry, def, body, op, constants)
}

/// Fold `op`, defined by `def`, with these operand constants.
fn fold_with_def(
    ctx: &Context,
    registry: &Registry,
    def: &crate::opdef::OpDefinition,
    body: &mut Body,
    op: OpId,
    constants: &[Option<Attribute>],
) -> Folded {
    let cx = FoldCx { ctx, registry, constants };
    let mut folded = match def.fold {
        Some(f) => f(&cx, body, op),
        None => Folded::Failure,
    };
    // A fold to the op's own result is an in-place fold.
    if let Folded::Results(r) = &folded {
        if body.results(op).len() == 1 && r.len() == 1 && r[0] == OpFoldResult::Value(body.results(op)[0]) {
            folded = Folded::InPlace;
        }
    }
    if matches!(folded, Folded::Failure | Folded::InPlace) {
        let traits = def.traits;
        if let Some(t) = fold_traits(traits, body, op, constants) {
            return t;
        }
    }
    folded
}

fn fold_traits(traits: Traits, body: &mut Body, op: OpId, constants: &[Option<Attribute>]) -> Option<Folded> {
    let single = body.results(op).len() == 1;
    if single && traits.contains(Traits::INVOLUTION) && body.operands(op).len() == 1 {
        let x = body.operands(op)[0];
        if let Some(def) = body.defining_op(x) {
            if body.op(def).name == body.op(op).name && body.operands(def).len() == 1 {
                return Some(Folded::value(body.operands(def)[0]));
            }
        }
    }
    if single && traits.contains(Traits::IDEMPOTENT) {
        let ops = body.operands(op);
        if ops.len() == 1 {
            if let Some(def) = body.defining_op(ops[0]) {
                if body.op(def).name == body.op(op).name {
                    return Some(Folded::value(ops[0]));
                }
            }
        } else if ops.len() == 2 && ops[0] == ops[1] {
            return Some(Folded::value(ops[0]));
        }
    }
    if traits.contains(Traits::COMMUTATIVE) && constants.len() >= 2 {
        // Stable partition: non-constants first, constants last.
        let first_const = constants.iter().position(|c| c.is_some())?;
        if constants[first_const..].iter().all(|c| c.is_some()) {
            return None;
        }
        let operands = body.operands(op).to_vec();
        let (mut front, mut back) = (Vec::new(), Vec::new());
        for (i, v) in operands.into_iter().enumerate() {
            if i >= first_const && constants[i].is_some() {
                back.push(v);
            } else {
                front.push(v);
            }
        }
        front.extend(back);
        body.set_operands(op, front);
        return Some(Folded::InPlace);
    }
    None
}

/// The integer `v` is known to hold (through a constant-like defining op),
/// as upstream's `m_ConstantInt` sees it.
pub fn value_int(ctx: &Context, registry: &Registry, body: &Body, v: ValueId) -> Option<num_bigint::BigInt> {
    match ctx.attr_kind(value_constant(ctx, registry, body, v)?) {
        crate::ir::AttrKind::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

/// Whether `v` is a known integer (or `i1`) one: upstream's `m_One`.
pub fn value_is_one(ctx: &Context, registry: &Registry, body: &Body, v: ValueId) -> bool {
    let Some(value) = value_int(ctx, registry, body, v) else { return false };
    // `i1` true is stored as -1 (signed interpretation of the single bit).
    let width = ctx.int_info(body.value_type(v)).map_or(64, |(w, _)| w);
    if width == 1 {
        value != num_bigint::BigInt::from(0)
    } else {
        value == num_bigint::BigInt::from(1)
    }
}

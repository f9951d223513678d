//! `ownership-based-buffer-deallocation`: every buffer a function
//! allocates is freed on every path, by a `bufferization.dealloc` at the
//! end of the block that owns it.
//!
//! Each memref value has, per block, an *ownership*: unknown, or a unique
//! `i1` indicator telling at run time whether this block must free it.
//! Allocations own their result (`true`), `memref.alloca`s and function
//! arguments do not (`false`), calls hand ownership of their results to the
//! caller, and views inherit the ownership of their source. Structured
//! control flow (`scf.if`, `scf.for`, `scf.while`) passes an extra `i1`
//! along with every memref it forwards: appended operands, block arguments,
//! terminator operands and results. Before each terminator a
//! `bufferization.dealloc` frees the block's owned buffers, except those it
//! forwards (`retain`), whose updated ownership it returns. A function
//! returns only buffers it owns: an unowned one is cloned first.
//!
//! Blocks are processed nested ones first, like upstream, so the output
//! matches `mlir-opt`'s. Regions must have a single block.

use rustc_hash::FxHashMap;

use super::{
    append_results, bool_constant, forwarded_operand_start, is_memref, is_op, is_region_branch, is_region_terminator,
};
use crate::dialects::bufferization::{CloneOp, DeallocOp};
use crate::dialects::memref::layout::memref_type;
use crate::dialects::memref::ExtractStridedMetadataOp;
use crate::dialects::scf::{IfOp, YieldOp};
use crate::ir::{AttrKind, BlockId, Body, Context, Location, OpId, RegionId, TypeKind, ValueDef, ValueId};
use crate::opdef::symbols::{is_private, symbol_name};
use crate::opdef::{Registry, Traits};
use crate::pass::registry::{flag, PassOptions};
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

struct OwnershipBasedBufferDeallocation {
    private_function_dynamic_ownership: bool,
}

pub fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(OwnershipBasedBufferDeallocation {
        private_function_dynamic_ownership: flag(opts, "private-function-dynamic-ownership"),
    }))
}

/// Whether a block must free a buffer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Ownership {
    #[default]
    Uninitialized,
    Unique(ValueId),
    Unknown,
}

/// What a call site knows about its callee.
#[derive(Clone, Copy)]
struct Callee {
    private: bool,
    declaration: bool,
}

impl Pass for OwnershipBasedBufferDeallocation {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let ctx = cx.ctx;
        let module = &mut target.body;
        let Some(&region) = module.roots.first() else { return Ok(()) };
        let funcs: Vec<OpId> = module
            .region(region)
            .blocks
            .iter()
            .flat_map(|&b| module.block_ops(b))
            .filter(|&op| is_op(ctx, module, op, "func.func"))
            .collect();
        let mut callees = FxHashMap::default();
        for &f in &funcs {
            if let Some(name) = symbol_name(ctx, module, f).and_then(|a| ctx.as_string(a)) {
                let declaration = module
                    .op(f)
                    .inner
                    .as_ref()
                    .map_or(true, |b| b.roots.iter().all(|&r| b.region(r).blocks.is_empty()));
                callees.insert(name.to_vec(), Callee { private: is_private(ctx, module, f), declaration });
            }
        }
        for f in funcs {
            let private = is_private(ctx, module, f);
            let func_loc = module.op(f).loc;
            let Some(inner) = module.inner_mut(f) else { continue };
            let Some(&root) = inner.roots.first() else { continue };
            if inner.region(root).blocks.is_empty() {
                continue;
            }
            let mut state = State {
                ctx,
                registry: cx.registry,
                body: inner,
                root,
                ownership: FxHashMap::default(),
                to_dealloc: FxHashMap::default(),
                constants: FxHashMap::default(),
                callees: &callees,
                dynamic: self.private_function_dynamic_ownership,
                func_private: private,
            };
            state.check_single_blocks(root, func_loc)?;
            state.walk_region(root)?;
            if state.dynamic && private {
                update_function_type(ctx, module, f);
            }
        }
        Ok(())
    }
}

/// Set the `function_type` of function `f` to its entry block's argument
/// types and its returns' operand types.
fn update_function_type(ctx: &Context, module: &mut Body, f: OpId) {
    let Some(inner) = module.op(f).inner.as_ref() else { return };
    let root = inner.roots[0];
    let entry = inner.region(root).blocks[0];
    let inputs: Vec<_> = inner.block(entry).args.iter().map(|&a| inner.value_type(a)).collect();
    let mut outputs = None;
    for &b in &inner.region(root).blocks {
        if let Some(t) = inner.last_op(b).filter(|&t| is_op(ctx, inner, t, "func.return")) {
            outputs = Some(inner.operands(t).iter().map(|&v| inner.value_type(v)).collect::<Vec<_>>());
        }
    }
    let Some(outputs) = outputs else { return };
    let ty = ctx.function_type(inputs, outputs);
    crate::opdef::ods::set_attr(ctx, module, f, "function_type", ctx.type_attr(ty));
}

struct State<'a> {
    ctx: &'a Context,
    registry: &'a Registry,
    body: &'a mut Body,
    /// The function's body region.
    root: RegionId,
    ownership: FxHashMap<(ValueId, BlockId), Ownership>,
    /// Per block, the buffers it may have to free, in order.
    to_dealloc: FxHashMap<BlockId, Vec<ValueId>>,
    /// The `i1` constants this pass made, and their values.
    constants: FxHashMap<ValueId, bool>,
    callees: &'a FxHashMap<Vec<u8>, Callee>,
    dynamic: bool,
    func_private: bool,
}

impl State<'_> {
    fn error(&self, op: OpId, message: &str) -> Diagnostic {
        Diagnostic::error(self.body.op(op).loc, message)
    }

    /// Explicit control flow is rejected: loops as upstream does, acyclic
    /// branches because only structured control flow is modelled here.
    fn check_single_blocks(&self, region: RegionId, func_loc: Location) -> Result<(), Diagnostic> {
        let body = &*self.body;
        let mut branches = Vec::new();
        body.walk_region(region, &mut |op| {
            if !body.op(op).successors.is_empty() {
                branches.push(op);
            }
        });
        let cyclic = |&op: &OpId| {
            let block = body.parent_block(op).expect("terminator in a block");
            body.op(op).successors.iter().any(|&s| reaches(body, s, block))
        };
        if branches.iter().any(cyclic) {
            return Err(Diagnostic::error(func_loc, "Only structured control-flow loops are supported."));
        }
        match branches.first() {
            Some(&op) => Err(self.error(
                op,
                "ownership-based-buffer-deallocation: branches between blocks are not supported by Strata; use structured control flow (scf)",
            )),
            None => Ok(()),
        }
    }

    /// Process the blocks of `region`, the blocks nested in each block
    /// before the block itself.
    fn walk_region(&mut self, region: RegionId) -> Result<(), Diagnostic> {
        let blocks = self.body.region(region).blocks.clone();
        for b in blocks {
            let ops: Vec<OpId> = self.body.block_ops(b).collect();
            for op in ops {
                for r in self.body.op(op).regions.clone() {
                    crate::stack::ensure_sufficient_stack(|| self.walk_region(r))?;
                }
            }
            self.deallocate_block(b)?;
        }
        Ok(())
    }

    fn constant_at_start(&mut self, block: BlockId, loc: Location, value: bool) -> ValueId {
        let c = bool_constant(self.ctx, self.body, loc, value);
        let op = self.body.defining_op(c).expect("constant op");
        self.body.prepend_op(block, op);
        self.constants.insert(c, value);
        c
    }

    fn constant_before(&mut self, anchor: OpId, value: bool) -> ValueId {
        let c = bool_constant(self.ctx, self.body, self.body.op(anchor).loc, value);
        let op = self.body.defining_op(c).expect("constant op");
        self.body.insert_op_before(anchor, op);
        self.constants.insert(c, value);
        c
    }

    fn value_block(&self, v: ValueId) -> BlockId {
        self.body.value_block(v).expect("value in a block")
    }

    fn value_loc(&self, v: ValueId) -> Location {
        match self.body.value(v).def {
            ValueDef::Result { op, .. } => self.body.op(op).loc,
            _ => self.body.value(v).loc.unwrap_or_else(|| self.ctx.unknown_loc()),
        }
    }

    fn ownership(&self, v: ValueId, block: BlockId) -> Ownership {
        self.ownership.get(&(v, block)).copied().unwrap_or_default()
    }

    /// Join `o` into the ownership of `v` in `block`.
    fn update(&mut self, v: ValueId, o: Ownership, block: BlockId) {
        let old = self.ownership(v, block);
        let joined = match (old, o) {
            (_, Ownership::Uninitialized) => old,
            (Ownership::Uninitialized, _) => o,
            (Ownership::Unique(a), Ownership::Unique(b)) if self.same_indicator(a, b) => old,
            _ => Ownership::Unknown,
        };
        self.ownership.insert((v, block), joined);
    }

    fn same_indicator(&self, a: ValueId, b: ValueId) -> bool {
        a == b || matches!((self.constants.get(&a), self.constants.get(&b)), (Some(x), Some(y)) if x == y)
    }

    fn own(&mut self, v: ValueId, indicator: ValueId) {
        let block = self.value_block(v);
        self.update(v, Ownership::Unique(indicator), block);
    }

    fn add_to_dealloc(&mut self, v: ValueId, block: BlockId) {
        self.to_dealloc.entry(block).or_default().push(v);
    }

    fn deallocate_block(&mut self, block: BlockId) -> Result<(), Diagnostic> {
        for v in self.live_memrefs_in(block) {
            // Buffers from enclosing regions are never owned by a nested one.
            let loc = self.value_loc(v);
            let f = self.constant_at_start(block, loc, false);
            self.update(v, Ownership::Unique(f), block);
        }
        let region = self.body.parent_region(block).expect("block in a region");
        let function_entry = region == self.root && self.body.region(region).blocks[0] == block;
        for i in 0..self.body.block(block).args.len() {
            let arg = self.body.block(block).args[i];
            if !is_memref(self.ctx, self.body, arg) {
                continue;
            }
            let loc = self.body.value(arg).loc;
            let indicator = if function_entry {
                self.constant_at_start(block, loc.unwrap_or_else(|| self.ctx.unknown_loc()), false)
            } else {
                self.body.add_block_arg(block, self.ctx.integer_type(1), loc)
            };
            self.own(arg, indicator);
            self.add_to_dealloc(arg, block);
        }
        let ops: Vec<OpId> = self.body.block_ops(block).collect();
        for op in ops {
            let op = self.handle_op(op)?;
            self.populate_remaining_ownerships(op);
        }
        Ok(())
    }

    /// The memrefs used in `block` (or nested in it) but defined outside,
    /// in upstream's value order: block arguments first.
    fn live_memrefs_in(&self, block: BlockId) -> Vec<ValueId> {
        let body = &*self.body;
        let mut defined = rustc_hash::FxHashSet::default();
        let mut used = Vec::new();
        defined.extend(body.block(block).args.iter().copied());
        for op in body.block_ops(block) {
            visit_nested(body, op, &mut |o| {
                defined.extend(body.results(o).iter().copied());
                for &r in &body.op(o).regions {
                    for &b in &body.region(r).blocks {
                        defined.extend(body.block(b).args.iter().copied());
                    }
                }
                used.extend(body.operands(o).iter().copied());
            });
        }
        let mut live: Vec<ValueId> = Vec::new();
        for v in used {
            if !defined.contains(&v) && is_memref(self.ctx, body, v) && !live.contains(&v) {
                live.push(v);
            }
        }
        live.sort_by_cached_key(|&v| value_order(body, v));
        live
    }

    fn handle_op(&mut self, op: OpId) -> Result<OpId, Diagnostic> {
        self.check_preconditions(op)?;
        let traits = self.traits(op);
        let mut op = op;
        if has_effects(traits) {
            self.handle_memory_effects(op)?;
        }
        if is_region_branch(self.ctx.str(self.body.op(op).name)) {
            op = self.handle_region_branch(op);
        }
        if is_op(self.ctx, self.body, op, "func.call") {
            op = self.handle_call(op);
        }
        if is_region_terminator(self.ctx, self.body, op, traits) {
            self.handle_return_like(op)?;
        }
        Ok(op)
    }

    fn traits(&self, op: OpId) -> Traits {
        self.registry.traits_named(self.ctx, self.body.op(op).name)
    }

    fn check_preconditions(&self, op: OpId) -> Result<(), Diagnostic> {
        let name = self.ctx.str(self.body.op(op).name);
        if name == DeallocOp::NAME {
            return Err(self.error(op, "No deallocation operations must be present when running this pass!"));
        }
        let traits = self.traits(op);
        let known = has_effects(traits)
            || traits.contains(Traits::PURE)
            || traits.contains(Traits::NO_MEMORY_EFFECT)
            || traits.contains(Traits::RECURSIVE_EFFECTS)
            || name == "func.call";
        if !known {
            return Err(self.error(op, "ops with unknown memory side effects are not supported"));
        }
        // Ops without buffers that neither allocate nor free (by their own
        // effects; nested ops are checked on their own) need nothing.
        let buffers = self
            .body
            .operands(op)
            .iter()
            .chain(self.body.results(op))
            .any(|&v| super::is_memref(self.ctx, self.body, v));
        let neither =
            if has_effects(traits) || traits.contains(Traits::PURE) || traits.contains(Traits::NO_MEMORY_EFFECT) {
                !traits.contains(Traits::MEM_ALLOC) && !traits.contains(Traits::MEM_FREE)
            } else {
                traits.contains(Traits::RECURSIVE_EFFECTS)
            };
        if !buffers && neither {
            return Ok(());
        }
        let regions = self.body.op(op).regions.len();
        if ((regions == 1 && !self.body.results(op).is_empty()) || regions > 1) && !is_region_branch(name) {
            return Err(
                self.error(op, "All operations with attached regions need to implement the RegionBranchOpInterface.")
            );
        }
        if traits.contains(Traits::NO_TERMINATOR) && regions > 0 {
            return Err(self.error(op, "NoTerminator trait is not supported"));
        }
        if traits.contains(Traits::TERMINATOR)
            && !is_region_terminator(self.ctx, self.body, op, traits)
            && self.body.op(op).successors.is_empty()
        {
            return Err(self.error(
                op,
                "Terminators must implement either BranchOpInterface or RegionBranchTerminatorOpInterface (but not both)!",
            ));
        }
        Ok(())
    }

    /// Allocations own their results; frees are rejected unless the op is
    /// under manual deallocation.
    fn handle_memory_effects(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let (ctx, traits) = (self.ctx, self.traits(op));
        let manual =
            crate::opdef::ods::attr(ctx, self.body, op, ctx.ident("bufferization.manual_deallocation")).is_some();
        let block = self.body.parent_block(op).expect("op in a block");
        if traits.contains(Traits::MEM_FREE)
            && !manual
            && self.body.operands(op).iter().any(|&v| is_memref(ctx, self.body, v))
        {
            return Err(self.error(op, "memory free side-effect on MemRef value not supported!"));
        }
        if !traits.contains(Traits::MEM_ALLOC) {
            return Ok(());
        }
        let automatic = is_op(ctx, self.body, op, "memref.alloca");
        let loc = self.body.op(op).loc;
        for r in self.body.results(op).to_vec() {
            if !is_memref(ctx, self.body, r) {
                continue;
            }
            if automatic || manual {
                self.ownership.insert((r, block), Ownership::Uninitialized);
                let f = self.constant_at_start(block, loc, false);
                self.own(r, f);
                continue;
            }
            let t = self.constant_at_start(block, loc, true);
            self.own(r, t);
            self.add_to_dealloc(r, block);
        }
        Ok(())
    }

    /// Forward an ownership indicator with every memref: `false` for the
    /// memrefs entering the regions, a new `i1` result for each memref result.
    fn handle_region_branch(&mut self, op: OpId) -> OpId {
        let ctx = self.ctx;
        let block = self.body.parent_block(op).expect("op in a block");
        let loc = self.body.op(op).loc;
        let f = self.constant_at_start(block, loc, false);
        let entering = self.body.operands(op).iter().filter(|&&v| is_memref(ctx, self.body, v)).count();
        let mut operands = self.body.operands(op).to_vec();
        operands.extend(std::iter::repeat(f).take(entering));
        self.body.set_operands(op, operands);
        let results = self.body.results(op).to_vec();
        let memref_results: Vec<usize> =
            (0..results.len()).filter(|&i| is_memref(ctx, self.body, results[i])).collect();
        let new = append_results(self.body, op, &vec![ctx.integer_type(1); memref_results.len()]);
        for (k, i) in memref_results.into_iter().enumerate() {
            let (r, o) = (self.body.results(new)[i], self.body.results(new)[results.len() + k]);
            self.own(r, o);
            self.add_to_dealloc(r, block);
        }
        new
    }

    /// The caller owns what a call returns; with dynamic ownership, a
    /// private callee returns the indicators as extra results.
    fn handle_call(&mut self, op: OpId) -> OpId {
        let ctx = self.ctx;
        let callee = crate::opdef::ods::attr(ctx, self.body, op, ctx.ident("callee"))
            .and_then(|a| match ctx.attr_kind(a) {
                AttrKind::SymbolRef { root, .. } => Some(*root),
                _ => None,
            })
            .and_then(|name| self.callees.get(ctx.str(name).as_bytes()).copied());
        let private = callee.is_some_and(|c| c.private && !c.declaration);
        let results = self.body.results(op).to_vec();
        let memref_results: Vec<usize> =
            (0..results.len()).filter(|&i| is_memref(ctx, self.body, results[i])).collect();
        if self.dynamic && private {
            let new = append_results(self.body, op, &vec![ctx.integer_type(1); memref_results.len()]);
            for (k, i) in memref_results.into_iter().enumerate() {
                let (r, o) = (self.body.results(new)[i], self.body.results(new)[results.len() + k]);
                self.own(r, o);
                let block = self.value_block(r);
                self.add_to_dealloc(r, block);
            }
            return new;
        }
        let t = self.constant_before(op, true);
        for i in memref_results {
            let r = self.body.results(op)[i];
            self.own(r, t);
            let block = self.value_block(r);
            self.add_to_dealloc(r, block);
        }
        op
    }

    fn function_without_dynamic_ownership(&self, terminator: OpId) -> bool {
        let block = self.body.parent_block(terminator).expect("terminator in a block");
        let in_function = self.body.parent_region(block) == Some(self.root);
        in_function && (!self.dynamic || !self.func_private)
    }

    fn handle_return_like(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let block = self.body.parent_block(op).expect("terminator in a block");
        let abi = self.function_without_dynamic_ownership(op);
        if abi {
            for i in 0..self.body.operands(op).len() {
                let v = self.body.operands(op)[i];
                if is_memref(self.ctx, self.body, v) {
                    let owned = self.materialize_guaranteed_ownership(op, v, block);
                    self.body.set_operand(op, i, owned);
                }
            }
        }
        let start = forwarded_operand_start(self.ctx, self.body, op);
        let forwarded = self.body.operands(op)[start..].to_vec();
        let Some(updated) = self.insert_dealloc_for_return_like(op, &forwarded)? else { return Ok(()) };
        if !abi {
            let mut operands = self.body.operands(op).to_vec();
            operands.extend(updated);
            self.body.set_operands(op, operands);
        }
        Ok(())
    }

    /// `bufferization.dealloc` of the buffers `block` may own, retaining the
    /// memrefs among `forwarded`, before terminator `op`; the updated
    /// ownerships of the retained memrefs (`None`: nothing to do).
    fn insert_dealloc_for_return_like(
        &mut self,
        op: OpId,
        forwarded: &[ValueId],
    ) -> Result<Option<Vec<ValueId>>, Diagnostic> {
        let ctx = self.ctx;
        let block = self.body.parent_block(op).expect("terminator in a block");
        let mut memrefs = Vec::new();
        let mut conditions = Vec::new();
        for m in self.to_dealloc.get(&block).cloned().unwrap_or_default() {
            let Ownership::Unique(indicator) = self.ownership(m, block) else {
                return Err(Diagnostic::error(self.value_loc(m), "MemRef value does not have valid ownership"));
            };
            memrefs.push(self.base_buffer(op, m)?);
            conditions.push(indicator);
        }
        let retained: Vec<ValueId> = forwarded.iter().copied().filter(|&v| is_memref(ctx, self.body, v)).collect();
        if memrefs.is_empty() && retained.is_empty() {
            return Ok(Some(Vec::new()));
        }
        let n = retained.len();
        let loc = self.body.op(op).loc;
        let d =
            DeallocOp::create(ctx, self.body, loc, memrefs, conditions, retained.clone(), vec![ctx.integer_type(1); n]);
        self.body.insert_op_before(op, d.0);
        let updated = self.body.results(d.0).to_vec();
        for &r in &retained {
            self.ownership.insert((r, block), Ownership::Uninitialized);
        }
        for (&r, &u) in retained.iter().zip(&updated) {
            self.update(r, Ownership::Unique(u), block);
        }
        Ok(Some(updated))
    }

    /// The base buffer of `m` (`memref.extract_strided_metadata`), before `op`.
    fn base_buffer(&mut self, op: OpId, m: ValueId) -> Result<ValueId, Diagnostic> {
        let ctx = self.ctx;
        let TypeKind::MemRef { shape, element, memory_space, .. } = ctx.type_kind(self.body.value_type(m)).clone()
        else {
            return Err(Diagnostic::error(
                self.value_loc(m),
                "unranked memrefs are not supported by buffer deallocation in Strata",
            ));
        };
        let base = memref_type(ctx, Vec::new(), element, None, memory_space);
        let index = ctx.index_type();
        let loc = self.body.op(op).loc;
        let e = ExtractStridedMetadataOp::create(
            ctx,
            self.body,
            loc,
            m,
            base,
            index,
            vec![index; shape.len()],
            vec![index; shape.len()],
        );
        self.body.insert_op_before(op, e.0);
        Ok(self.body.results(e.0)[0])
    }

    /// `m` if `block` owns it for sure, else a value that is: `m` when its
    /// indicator holds at run time, else a clone.
    fn materialize_guaranteed_ownership(&mut self, op: OpId, m: ValueId, block: BlockId) -> ValueId {
        let ctx = self.ctx;
        let unique = match self.select_ownership(op, m, block) {
            Some(c) => Ownership::Unique(c),
            None => self.ownership(m, block),
        };
        let (m, condition) = match unique {
            Ownership::Unique(c) => (m, c),
            _ => {
                let c = CloneOp::create(ctx, self.body, self.value_loc(m), m, self.body.value_type(m));
                self.body.insert_op_before(op, c.0);
                let clone = self.body.results(c.0)[0];
                let t = self.constant_before(op, true);
                self.own(clone, t);
                self.add_to_dealloc(clone, block);
                (clone, t)
            }
        };
        if self.constants.get(&condition) == Some(&true) {
            return m;
        }
        let ty = self.body.value_type(m);
        let loc = self.value_loc(m);
        let if_op = IfOp::create(ctx, self.body, loc, condition, vec![ty]);
        let regions = self.body.op(if_op.0).regions.clone();
        let then_block = self.body.create_block(regions[0]);
        let y = YieldOp::create(ctx, self.body, loc, vec![m]);
        self.body.append_op(then_block, y.0);
        let else_block = self.body.create_block(regions[1]);
        let c = CloneOp::create(ctx, self.body, loc, m, ty);
        self.body.append_op(else_block, c.0);
        let clone = self.body.results(c.0)[0];
        let y = YieldOp::create(ctx, self.body, loc, vec![clone]);
        self.body.append_op(else_block, y.0);
        self.body.insert_op_before(op, if_op.0);
        let result = self.body.results(if_op.0)[0];
        let t = self.constant_before(op, true);
        self.own(result, t);
        self.add_to_dealloc(result, block);
        result
    }

    /// The ownership of `m` when an `arith.select` of two uniquely owned
    /// memrefs defines it: the same select of their indicators, before `op`.
    fn select_ownership(&mut self, op: OpId, m: ValueId, block: BlockId) -> Option<ValueId> {
        let select = self.body.defining_op(m).filter(|&s| is_op(self.ctx, self.body, s, "arith.select"))?;
        let (cond, t, f) = match *self.body.operands(select) {
            [c, t, f] => (c, t, f),
            _ => return None,
        };
        let (Ownership::Unique(a), Ownership::Unique(b)) = (self.ownership(t, block), self.ownership(f, block)) else {
            return None;
        };
        let loc = self.body.op(select).loc;
        let i1 = self.ctx.integer_type(1);
        let s = crate::dialects::arith::SelectOp::create(self.ctx, self.body, loc, cond, a, b, i1);
        self.body.insert_op_before(op, s.0);
        Some(self.body.results(s.0)[0])
    }

    /// Results not given an ownership by a handler may alias any memref
    /// operand: they take the join of their ownerships, or `false`.
    fn populate_remaining_ownerships(&mut self, op: OpId) {
        let ctx = self.ctx;
        let block = self.body.parent_block(op).expect("op in a block");
        for r in self.body.results(op).to_vec() {
            if !is_memref(ctx, self.body, r) || self.ownership(r, block) != Ownership::Uninitialized {
                continue;
            }
            for v in self.body.operands(op).to_vec() {
                if is_memref(ctx, self.body, v) {
                    let o = self.ownership(v, self.value_block(v));
                    self.update(r, o, block);
                }
            }
            if self.ownership(r, block) == Ownership::Uninitialized {
                let f = self.constant_before(op, false);
                self.update(r, Ownership::Unique(f), block);
            }
        }
    }
}

/// Call `f` on `op` and every op nested in it.
fn visit_nested(body: &Body, op: OpId, f: &mut dyn FnMut(OpId)) {
    f(op);
    for &r in &body.op(op).regions {
        body.walk_region(r, f);
    }
}

/// Whether `to` can be reached from `from` along successors.
fn reaches(body: &Body, from: BlockId, to: BlockId) -> bool {
    let mut seen = rustc_hash::FxHashSet::default();
    let mut work = vec![from];
    while let Some(b) = work.pop() {
        if b == to {
            return true;
        }
        if !seen.insert(b) {
            continue;
        }
        if let Some(t) = body.last_op(b) {
            work.extend(body.op(t).successors.iter().copied());
        }
    }
    false
}

/// The sort key of a value: block arguments before results, then by
/// argument number, then by position in the function.
fn value_order(body: &Body, v: ValueId) -> (u8, usize, Vec<usize>) {
    match body.value(v).def {
        ValueDef::Result { op, index } => {
            let mut path = op_path(body, op);
            path.push(index as usize);
            (1, 0, path)
        }
        _ => {
            let block = body.value_block(v).expect("argument of a block");
            let number = body.block(block).args.iter().position(|&a| a == v).unwrap_or(0);
            let region = body.parent_region(block);
            let path = region.and_then(|r| body.parent_op(r)).map(|o| op_path(body, o)).unwrap_or_default();
            (0, number, path)
        }
    }
}

/// The positions of `op` and its ancestors in their blocks, outermost first.
fn op_path(body: &Body, op: OpId) -> Vec<usize> {
    let mut path = Vec::new();
    let mut cur = Some(op);
    while let Some(o) = cur {
        let mut i = 0;
        let mut p = body.prev_op(o);
        while let Some(q) = p {
            i += 1;
            p = body.prev_op(q);
        }
        path.push(i);
        cur = body.parent_of_op(o);
    }
    path.reverse();
    path
}

/// Whether the op declares memory effects (upstream's `MemoryEffectOpInterface`).
fn has_effects(traits: Traits) -> bool {
    [Traits::MEM_READ, Traits::MEM_WRITE, Traits::MEM_ALLOC, Traits::MEM_FREE].iter().any(|&t| traits.contains(t))
}

//! Rebuilding one loop nest on vectors (upstream's `vectorizeLoopNest`
//! and the `vectorize*` functions of each op kind).

use rustc_hash::{FxHashMap, FxHashSet};

use super::super::unroll::loop_block;
use super::legality::{is_invariant, is_valid_element, iv_of, vectorizable_loop_body};
use crate::dialects::affine::{affine_map, fully_compose_affine_map_and_operands, int_value, ApplyOp, ForOp, MapCx};
use crate::dialects::arith::ConstantOp;
use crate::dialects::vector::{vector_type, BroadcastOp, TransferReadOp, TransferWriteOp};
use crate::ir::affine::simplify::flatten_affine_expr;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{
    AttrKind, Attribute, BlockId, Body, Context, DenseValues, OpId, OperationState, Type, TypeKind, ValueDef, ValueId,
};
use crate::opdef::ods::attr;
use crate::opdef::Registry;

/// What the vectorization of one nest follows (upstream
/// `VectorizationStrategy`).
pub(super) struct Strategy<'a> {
    pub(super) sizes: &'a [i64],
    /// The vector dimension of each loop vectorized.
    pub(super) loop_to_dim: FxHashMap<OpId, usize>,
    pub(super) reductions: &'a FxHashMap<OpId, Vec<(usize, &'static str)>>,
    pub(super) infer_in_bounds: bool,
}

/// Where new ops go.
#[derive(Copy, Clone)]
pub(super) enum InsertPoint {
    Before(OpId),
    End(BlockId),
}

/// Upstream `VectorizationState`: the new nest being built and the
/// replacements of the original values in it.
pub(super) struct Vectorizer<'a> {
    pub(super) ctx: &'a Context,
    pub(super) registry: &'a Registry,
    pub(super) body: &'a mut Body,
    pub(super) strategy: &'a Strategy<'a>,
    pub(super) root: OpId,
    pub(super) ip: InsertPoint,
    /// The new vectorized loops and their vector dimension.
    pub(super) vec_loop_to_dim: FxHashMap<OpId, usize>,
    pub(super) vector: FxHashMap<ValueId, ValueId>,
    pub(super) scalar: FxHashMap<ValueId, ValueId>,
    pub(super) masks: FxHashMap<OpId, ValueId>,
    pub(super) new_root: Option<OpId>,
    /// The `vector.reduction` ops and their combinations after the loop.
    pub(super) after_loop: Vec<OpId>,
    pub(super) result_replacements: Vec<(ValueId, ValueId)>,
}

/// Upstream `vectorizeLoopNest`: rebuilds the nest of `root` with vector
/// ops next to it and erases it; false (nothing changed but upstream's
/// leftover broadcasts and initial vectors) when an op cannot be
/// vectorized.
pub(super) fn vectorize_loop_nest(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    root: OpId,
    strategy: &Strategy<'_>,
) -> bool {
    if vectorizable_loop_body(MapCx { ctx, registry, body }, root).is_none() {
        return false;
    }
    let Some(block) = body.parent_block(root) else { return false };
    let ip = body.next_op(root).map_or(InsertPoint::End(block), InsertPoint::Before);
    let mut v = Vectorizer {
        ctx,
        registry,
        body,
        strategy,
        root,
        ip,
        vec_loop_to_dim: FxHashMap::default(),
        vector: FxHashMap::default(),
        scalar: FxHashMap::default(),
        masks: FxHashMap::default(),
        new_root: None,
        after_loop: Vec::new(),
        result_replacements: Vec::new(),
    };
    if v.op(root).is_none() {
        for op in v.after_loop.iter().rev() {
            v.body.erase_op(*op);
        }
        if let Some(new) = v.new_root {
            v.body.erase_op(new);
        }
        return false;
    }
    for &(old, new) in &v.result_replacements {
        v.body.replace_all_uses(old, new);
    }
    v.body.erase_op(root);
    true
}

impl Vectorizer<'_> {
    pub(super) fn cx(&self) -> MapCx<'_> {
        MapCx { ctx: self.ctx, registry: self.registry, body: self.body }
    }

    pub(super) fn name(&self, op: OpId) -> &str {
        self.ctx.str(self.body.op(op).name)
    }

    pub(super) fn insert(&mut self, op: OpId) {
        match self.ip {
            InsertPoint::Before(anchor) => self.body.insert_op_before(anchor, op),
            InsertPoint::End(block) => self.body.append_op(block, op),
        }
    }

    pub(super) fn after(&self, op: OpId) -> InsertPoint {
        match self.body.next_op(op) {
            Some(n) => InsertPoint::Before(n),
            None => InsertPoint::End(self.body.parent_block(op).expect("op in a block")),
        }
    }

    fn ip_block(&self) -> Option<BlockId> {
        match self.ip {
            InsertPoint::Before(op) => self.body.parent_block(op),
            InsertPoint::End(b) => Some(b),
        }
    }

    pub(super) fn vector_of(&self, t: Type) -> Type {
        vector_type(self.ctx, self.strategy.sizes.to_vec(), vec![false; self.strategy.sizes.len()], t)
    }

    /// Upstream `vectorizeOneOperation`.
    fn op(&mut self, op: OpId) -> Option<()> {
        match self.name(op) {
            "affine.load" => self.load(op),
            "affine.store" => self.store(op),
            "affine.for" => self.for_op(op),
            "affine.yield" => self.yield_op(op),
            "arith.constant" => self.constant(op).map(|_| ()),
            "affine.apply" => self.apply(op),
            _ => self.widen(op),
        }
    }

    /// The new loop nest's value for the scalar `v`: its replacement, or
    /// itself when defined above the original nest.
    fn scalar_of(&self, v: ValueId) -> Option<ValueId> {
        if let Some(&r) = self.scalar.get(&v) {
            return Some(r);
        }
        (!self.defined_in_root(v)).then_some(v)
    }

    fn defined_in_root(&self, v: ValueId) -> bool {
        let owner =
            self.body.value_block(v).and_then(|b| self.body.parent_region(b)).and_then(|r| self.body.parent_op(r));
        owner.is_some_and(|p| self.body.is_ancestor(self.root, p))
    }

    /// Whether `v` is visible at the insertion point: its block holds the
    /// insertion block.
    fn visible(&self, v: ValueId) -> bool {
        let Some(def_block) = self.body.value_block(v) else { return false };
        let mut block = self.ip_block();
        while let Some(b) = block {
            if b == def_block {
                return true;
            }
            block =
                self.body.parent_region(b).and_then(|r| self.body.parent_op(r)).and_then(|o| self.body.parent_block(o));
        }
        false
    }

    /// Upstream `vectorizeOperand`.
    pub(super) fn operand(&mut self, v: ValueId) -> Option<ValueId> {
        if let Some(&r) = self.vector.get(&v) {
            return self.visible(r).then_some(r);
        }
        let ty = self.body.value_type(v);
        if matches!(self.ctx.type_kind(ty), TypeKind::Vector { .. }) {
            return None;
        }
        if let Some(def) = self.body.defining_op(v).filter(|&d| self.name(d) == "arith.constant") {
            return self.constant(def);
        }
        if !self.is_uniform(v) {
            return None;
        }
        let loc = self.body.value(v).loc.unwrap_or_else(|| self.ctx.unknown_loc());
        let loc = self.body.defining_op(v).map_or(loc, |d| self.body.op(d).loc);
        let bcast = BroadcastOp::create(self.ctx, self.body, loc, v, self.vector_of(ty)).0;
        match self.body.defining_op(v) {
            Some(d) => self.body.insert_op_after(d, bcast),
            None => {
                let ValueDef::BlockArg { block, .. } = self.body.value(v).def else { return None };
                self.body.prepend_op(block, bcast);
            }
        }
        let r = self.body.results(bcast)[0];
        self.vector.insert(v, r);
        Some(r)
    }

    /// Upstream `isUniformDefinition`: a scalar defined above every
    /// vectorized loop.
    fn is_uniform(&self, v: ValueId) -> bool {
        let owner =
            self.body.value_block(v).and_then(|b| self.body.parent_region(b)).and_then(|r| self.body.parent_op(r));
        let inside = |l: OpId| owner.is_some_and(|p| self.body.is_ancestor(l, p));
        !self.strategy.loop_to_dim.keys().any(|&l| inside(l)) && is_valid_element(self.ctx, self.body.value_type(v))
    }

    /// Upstream `vectorizeConstant`: a splat constant at the top of the
    /// innermost vectorized loop around the insertion point.
    fn constant(&mut self, op: OpId) -> Option<ValueId> {
        let result = self.body.results(op)[0];
        let ty = self.body.value_type(result);
        if !is_valid_element(self.ctx, ty) {
            return None;
        }
        let value = attr(self.ctx, self.body, op, "value")?;
        let splat = splat(self.ctx, self.vector_of(ty), value)?;
        let mut block = self.ip_block();
        let target = loop {
            let parent = self.body.parent_region(block?).and_then(|r| self.body.parent_op(r))?;
            if self.vec_loop_to_dim.contains_key(&parent) {
                break parent;
            }
            block = self.body.parent_block(parent);
        };
        let loc = self.body.op(op).loc;
        let c = ConstantOp::create(self.ctx, self.body, loc, self.vector_of(ty), splat).0;
        self.body.prepend_op(loop_block(self.body, target), c);
        let r = self.body.results(c)[0];
        self.vector.insert(result, r);
        Some(r)
    }

    /// Upstream `vectorizeAffineApplyOp`: a scalar copy.
    fn apply(&mut self, op: OpId) -> Option<()> {
        let mut operands = Vec::new();
        for &v in self.body.operands(op) {
            if self.vector.contains_key(&v) {
                return None;
            }
            operands.push(self.scalar_of(v)?);
        }
        let map = attr(self.ctx, self.body, op, "map")?;
        let loc = self.body.op(op).loc;
        let new = ApplyOp::create(self.ctx, self.body, loc, operands, self.ctx.index_type(), map).0;
        self.insert(new);
        let (old, new) = (self.body.results(op)[0], self.body.results(new)[0]);
        self.scalar.insert(old, new);
        Some(())
    }

    /// Upstream `widenOp`, for arith and math ops: the same op on vectors.
    fn widen(&mut self, op: OpId) -> Option<()> {
        let name = self.name(op);
        if !(name.starts_with("arith.") || name.starts_with("math.")) || !self.body.op(op).regions.is_empty() {
            return None;
        }
        let mut operands = Vec::new();
        for v in self.body.operands(op).to_vec() {
            operands.push(self.operand(v)?);
        }
        let result_types = self.body.results(op).iter().map(|&r| self.vector_of(self.body.value_type(r))).collect();
        let data = self.body.op(op);
        let state = OperationState {
            name: data.name,
            loc: data.loc,
            operands,
            result_types,
            properties: data.properties,
            attributes: data.attributes,
            successors: Vec::new(),
            regions: Vec::new(),
            inner: None,
        };
        let new = self.body.create_op(state);
        self.insert(new);
        for (&old, &new) in self.body.results(op).to_vec().iter().zip(&self.body.results(new).to_vec()) {
            self.vector.insert(old, new);
        }
        Some(())
    }

    /// The indices of a transfer replacing the access `op` (upstream
    /// `computeMemoryOpIndices` for a non-identity map: one `affine.apply`
    /// per subscript).
    fn indices(&mut self, op: OpId, operands: &[ValueId], rank: usize, is_load: bool) -> Option<Vec<ValueId>> {
        let map = affine_map(self.ctx, self.body, op, crate::static_ident!(self.ctx, "map"))?;
        let mut mapped = Vec::with_capacity(operands.len());
        for &v in operands {
            mapped.push(self.scalar_of(v)?);
        }
        if map == AffineMap::identity(rank) {
            return Some(mapped);
        }
        if is_load && mapped.iter().any(|&v| self.body.defining_op(v).is_some_and(|d| self.name(d) == ApplyOp::NAME)) {
            return None;
        }
        let loc = self.body.op(op).loc;
        let mut out = Vec::with_capacity(map.num_results());
        for e in &map.results {
            let single = AffineMap::new(map.num_dims, map.num_symbols, vec![e.clone()]);
            let a = self.ctx.attr(AttrKind::AffineMap(single));
            let apply = ApplyOp::create(self.ctx, self.body, loc, mapped.clone(), self.ctx.index_type(), a).0;
            self.insert(apply);
            out.push(self.body.results(apply)[0]);
        }
        Some(out)
    }

    /// Upstream `makePermutationMap`: for each vectorized loop around the
    /// insertion point, the index moving with its IV, or `0` (a broadcast)
    /// when none does. Strata refuses (`None`) a map upstream would build
    /// invalid: one index moving with two loops, two moving with one, or
    /// fewer loops than vector dimensions.
    fn permutation_map(&self, indices: &[ValueId]) -> Option<AffineMap> {
        let mut enclosing = Vec::new();
        let mut block = self.ip_block();
        while let Some(b) = block {
            let Some(parent) = self.body.parent_region(b).and_then(|r| self.body.parent_op(r)) else { break };
            if let Some(&d) = self.vec_loop_to_dim.get(&parent) {
                enclosing.push((parent, d));
            }
            block = self.body.parent_block(parent);
        }
        if enclosing.len() != self.strategy.sizes.len() {
            return None;
        }
        let mut perm = vec![AffineExpr::constant(0); enclosing.len()];
        let mut used = FxHashSet::default();
        for &(l, d) in &enclosing {
            let iv = iv_of(self.body, l);
            for (k, &index) in indices.iter().enumerate() {
                if !is_invariant(self.cx(), iv, index) {
                    if perm.get(d)?.as_constant().is_none() || !used.insert(k) {
                        return None;
                    }
                    perm[d] = AffineExpr::Dim(k);
                }
            }
        }
        Some(AffineMap::new(indices.len(), 0, perm))
    }

    /// `in_bounds` of a transfer: broadcast dimensions are, as upstream;
    /// with `infer-in-bounds`, also those the bounds prove.
    fn in_bounds(&self, perm: &AffineMap, indices: &[ValueId], memref: ValueId) -> Attribute {
        let shape = match self.ctx.type_kind(self.body.value_type(memref)) {
            TypeKind::MemRef { shape, .. } => shape.clone(),
            _ => Vec::new(),
        };
        let i1 = self.ctx.integer_type(1);
        let values = perm
            .results
            .iter()
            .enumerate()
            .map(|(d, e)| {
                let known = match e.as_dim() {
                    None => true,
                    Some(k) => {
                        self.strategy.infer_in_bounds
                            && self.proven_in_bounds(indices[k], self.strategy.sizes[d], shape.get(k).copied())
                    }
                };
                self.ctx.int_attr(i1, if known { -1 } else { 0 })
            })
            .collect();
        self.ctx.attr(AttrKind::Array(values))
    }

    /// Whether `index .. index + size` stays in `0..extent` over every
    /// iteration: `index` composed is linear in constants and IVs of loops
    /// with constant bounds.
    fn proven_in_bounds(&self, index: ValueId, size: i64, extent: Option<i64>) -> bool {
        let Some(extent) = extent.filter(|&e| e >= 0) else { return false };
        let cx = self.cx();
        let mut map = AffineMap::identity(1);
        let mut operands = vec![index];
        fully_compose_affine_map_and_operands(cx, &mut map, &mut operands);
        let Some(flat) = flatten_affine_expr(&map.results[0], map.num_dims, map.num_symbols) else { return false };
        if !flat.local_exprs.is_empty() {
            return false;
        }
        let constant = *flat.coefficients.last().unwrap_or(&0);
        let (mut lo, mut hi) = (constant, constant);
        for (p, &v) in operands.iter().enumerate() {
            let c = flat.coefficients[p];
            if c == 0 {
                continue;
            }
            let Some((a, b)) = self.value_range(v) else { return false };
            let (x, y) = (c.saturating_mul(a), c.saturating_mul(b));
            lo = lo.saturating_add(x.min(y));
            hi = hi.saturating_add(x.max(y));
        }
        lo >= 0 && hi.saturating_add(size) <= extent
    }

    /// The smallest and largest value of a constant or of the IV of a loop
    /// with constant bounds that runs at least once.
    fn value_range(&self, v: ValueId) -> Option<(i64, i64)> {
        let cx = self.cx();
        if let Some(c) = cx.const_int(v) {
            return Some((c, c));
        }
        let l = cx.for_of_iv(v)?;
        let lb = affine_map(self.ctx, self.body, l, crate::static_ident!(self.ctx, "lowerBoundMap"))?
            .single_constant_result()?;
        let ub = affine_map(self.ctx, self.body, l, crate::static_ident!(self.ctx, "upperBoundMap"))?
            .single_constant_result()?;
        let step = int_value(self.ctx, ForOp(l).step(self.ctx, self.body))?;
        if ub <= lb || step <= 0 {
            return None;
        }
        let trips = (ub - lb + step - 1) / step;
        Some((lb, lb + step * (trips - 1)))
    }

    /// Upstream `vectorizeAffineLoad`.
    fn load(&mut self, op: OpId) -> Option<()> {
        let memref = self.body.operands(op)[0];
        let (rank, element) = memref_parts(self.ctx, self.body.value_type(memref))?;
        let operands = self.body.operands(op)[1..].to_vec();
        let indices = self.indices(op, &operands, rank, true)?;
        let perm = self.permutation_map(&indices)?;
        let loc = self.body.op(op).loc;
        let padding = ConstantOp::create(self.ctx, self.body, loc, element, zero(self.ctx, element)?).0;
        self.insert(padding);
        let padding = self.body.results(padding)[0];
        let in_bounds = self.in_bounds(&perm, &indices, memref);
        let perm = self.ctx.attr(AttrKind::AffineMap(perm));
        let ty = self.vector_of(element);
        let read =
            TransferReadOp::create(self.ctx, self.body, loc, memref, indices, padding, None, ty, perm, in_bounds);
        self.insert(read.0);
        let (old, new) = (self.body.results(op)[0], self.body.results(read.0)[0]);
        self.vector.insert(old, new);
        Some(())
    }

    /// Upstream `vectorizeAffineStore`.
    fn store(&mut self, op: OpId) -> Option<()> {
        let value = self.operand(self.body.operands(op)[0])?;
        let memref = self.body.operands(op)[1];
        let (rank, _) = memref_parts(self.ctx, self.body.value_type(memref))?;
        let operands = self.body.operands(op)[2..].to_vec();
        let indices = self.indices(op, &operands, rank, false)?;
        let perm = self.permutation_map(&indices)?;
        if perm.results.iter().any(|e| e.as_dim().is_none()) {
            return None;
        }
        let loc = self.body.op(op).loc;
        let in_bounds = self.in_bounds(&perm, &indices, memref);
        let perm = self.ctx.attr(AttrKind::AffineMap(perm));
        let write =
            TransferWriteOp::create(self.ctx, self.body, loc, value, memref, indices, None, None, perm, in_bounds);
        self.insert(write.0);
        Some(())
    }

    /// Upstream `vectorizeAffineForOp`: the new loop (step times the vector
    /// size for a vectorized loop), its accumulators, the reductions after
    /// it, then its body.
    fn for_op(&mut self, op: OpId) -> Option<()> {
        let (ctx, f) = (self.ctx, ForOp(op));
        let dim = self.strategy.loop_to_dim.get(&op).copied();
        let inits = f.inits(ctx, self.body).to_vec();
        let step = int_value(ctx, f.step(ctx, self.body))?;
        if dim.is_some() && !inits.is_empty() && step != 1 {
            return None;
        }
        let new_step = match dim {
            Some(d) => step.checked_mul(self.strategy.sizes[d])?,
            None => step,
        };
        let lbs = f.lower_bound_operands(ctx, self.body).to_vec();
        let ubs = f.upper_bound_operands(ctx, self.body).to_vec();
        if op != self.root && lbs.iter().chain(&ubs).any(|&v| self.defined_in_root(v)) {
            return None;
        }
        let reductions: &[(usize, &str)] = match dim {
            Some(_) if !inits.is_empty() => self.strategy.reductions.get(&op)?,
            _ => &[],
        };
        let mut vec_inits = Vec::with_capacity(inits.len());
        if dim.is_none() {
            for &v in &inits {
                vec_inits.push(self.operand(v)?);
            }
        } else {
            for (&(_, kind), &v) in reductions.iter().zip(&inits) {
                vec_inits.push(self.initial_vector(kind, v)?);
            }
        }
        let types: Vec<Type> = vec_inits.iter().map(|&v| self.body.value_type(v)).collect();
        let (lb, ub) = (f.lower_bound_map(ctx, self.body)?, f.upper_bound_map(ctx, self.body)?);
        let loc = self.body.op(op).loc;
        let step_attr = ctx.int_attr(ctx.index_type(), new_step);
        let new = ForOp::create(ctx, self.body, loc, lbs, ubs, vec_inits, types.clone(), lb, ub, step_attr).0;
        let region = ForOp(new).region(self.body);
        let block = self.body.create_block(region);
        let old_block = loop_block(self.body, op);
        let old_args = self.body.block(old_block).args.clone();
        let iv = self.body.add_block_arg(block, ctx.index_type(), self.body.value(old_args[0]).loc);
        self.scalar.insert(old_args[0], iv);
        for (&old, &t) in old_args[1..].iter().zip(&types) {
            let arg = self.body.add_block_arg(block, t, self.body.value(old).loc);
            self.vector.insert(old, arg);
        }
        self.insert(new);
        if op == self.root {
            self.new_root = Some(new);
        }
        let old_results = self.body.results(op).to_vec();
        let new_results = self.body.results(new).to_vec();
        for (&o, &n) in old_results.iter().zip(&new_results) {
            self.vector.insert(o, n);
        }
        if let Some(d) = dim {
            for (i, &(_, kind)) in reductions.iter().enumerate() {
                let reduced = self.reduction(kind, new_results[i], loc)?;
                let result =
                    if self.is_neutral(kind, inits[i]) { reduced } else { self.combine(kind, reduced, inits[i], loc) };
                self.result_replacements.push((old_results[i], result));
            }
            self.vec_loop_to_dim.insert(new, d);
        }
        self.ip = InsertPoint::End(block);
        if dim.is_some() && !inits.is_empty() {
            self.create_mask(new);
        }
        for o in self.body.block_ops(old_block).collect::<Vec<_>>() {
            self.op(o)?;
        }
        Some(())
    }
}

/// Rank and element type of a memref type.
fn memref_parts(ctx: &Context, t: Type) -> Option<(usize, Type)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, element, .. } => Some((shape.len(), *element)),
        _ => None,
    }
}

/// The zero of a scalar type (a transfer's padding).
fn zero(ctx: &Context, t: Type) -> Option<Attribute> {
    if ctx.is_float(t) {
        Some(ctx.attr(AttrKind::Float { ty: t, bits: 0 }))
    } else if ctx.is_int_or_index(t) {
        Some(ctx.int_attr(t, 0))
    } else {
        None
    }
}

/// A splat of the scalar attribute `value` to the vector type `vty`.
pub(super) fn splat(ctx: &Context, vty: Type, value: Attribute) -> Option<Attribute> {
    let values = match ctx.attr_kind(value) {
        AttrKind::Float { bits, .. } => DenseValues::Float(vec![*bits]),
        AttrKind::Integer { ty, value } => {
            let width = if ctx.is_index(*ty) { 64 } else { ctx.int_info(*ty)?.0 };
            let mask = if width >= 128 { u128::MAX } else { (1u128 << width) - 1 };
            let bits = i128::try_from(value).ok()? as u128;
            DenseValues::Int(vec![bits & mask])
        }
        _ => return None,
    };
    Some(ctx.attr(AttrKind::DenseElements { ty: vty, splat: true, values }))
}

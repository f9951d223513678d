//! `affine-super-vectorize`: upstream MLIR 19's `SuperVectorize` pass.
//! Parallel `affine.for` loops whose affine accesses move along at most one
//! memref dimension are rewritten to operate on virtual vectors of
//! `virtual-vector-size` elements: loads become `vector.transfer_read`
//! (loop-invariant ones broadcasting through a `permutation_map` with a
//! `0` result), stores `vector.transfer_write`, arith and math ops take
//! vector types, constants become splat constants at the top of the
//! innermost vector loop, values defined above the nest are broadcast
//! after their definition, and the step of each vectorized loop is
//! multiplied by its vector size.
//!
//! As upstream, the pass matches a 1-, 2- or 3-deep pattern of nested
//! loops (one per vector size; `test-fastest-varying` names the memref
//! dimension, counted from the last, each loop must move along), groups
//! matches that nest into each other, and vectorizes the first match of
//! each group that it can, innermost first. A nest is rebuilt next to the
//! original, op by op; when an op cannot be vectorized (an induction
//! variable used as a value, an op without a vector form), the new nest is
//! erased and the original kept. With `vectorize-reductions`, a loop whose
//! iteration arguments are reductions carries vector accumulators started
//! at the reduction's neutral element, reduced by `vector.reduction` after
//! the loop and combined with the original initial value; a trip count
//! that is not a multiple of the vector size masks the last iteration's
//! contribution with `vector.create_mask` and `arith.select`.
//!
//! Where Strata differs (each refuses a loop upstream would transform
//! into wrong or invalid IR): a subscript moving along a vectorized loop
//! must move by one element per iteration (upstream reads `A[2 * i]` as if
//! it were contiguous); only arith and math ops are widened; nested loops
//! must have bounds defined above the vectorized nest; and an op whose
//! vector rank would differ from the number of vector sizes is refused.
//! Strata's own option `infer-in-bounds` (default off, so the output is
//! upstream's) marks a transfer dimension `in_bounds` when the loop bounds
//! and a static memref shape prove every element it touches exists.

use rustc_hash::{FxHashMap, FxHashSet};

use super::analysis::{is_loop_parallel, loops_post_order, parallel_reductions, MemRefAccess};
use super::unroll::loop_block;
use crate::dialects::affine::{
    affine_map, compose_affine_map_and_operands, fully_compose_affine_map_and_operands, int_value, ApplyOp, ForOp,
    MapCx, MinOp, YieldOp,
};
use crate::dialects::arith::{ConstantOp, SelectOp};
use crate::dialects::ods::attr;
use crate::dialects::vector::{
    vector_type, BroadcastOp, CreateMaskOp, ReductionOp, TransferReadOp, TransferWriteOp, COMBINING_KIND,
};
use crate::dialects::Registry;
use crate::ir::affine::simplify::{flatten_affine_expr, simplify_affine_expr};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::float::{from_f64, FloatKind};
use crate::ir::{
    AttrKind, Attribute, BlockId, Body, Context, DenseValues, Location, OpId, OperationState, Type, TypeKind, ValueDef,
    ValueId,
};
use crate::pass::registry::{flag, PassOptions};
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::{Diagnostic, Severity};

struct SuperVectorize {
    sizes: Vec<i64>,
    fastest_varying: Vec<i64>,
    vectorize_reductions: bool,
    infer_in_bounds: bool,
}

fn list(options: &PassOptions, name: &str) -> Result<Vec<i64>, String> {
    match options.get(name).map(String::as_str) {
        None | Some("") => Ok(Vec::new()),
        Some(text) => text
            .split(',')
            .map(|s| s.trim().parse().map_err(|_| format!("invalid value '{s}' for option {name}")))
            .collect(),
    }
}

pub fn create(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(SuperVectorize {
        sizes: list(options, "virtual-vector-size")?,
        fastest_varying: list(options, "test-fastest-varying")?,
        vectorize_reductions: flag(options, "vectorize-reductions"),
        infer_in_bounds: flag(options, "infer-in-bounds"),
    }))
}

impl Pass for SuperVectorize {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        if !self.fastest_varying.is_empty() && self.fastest_varying.len() != self.sizes.len() {
            return Err(Diagnostic {
                severity: Severity::Remark,
                loc: target.loc,
                message: "Fastest varying pattern specified with different size than the vector size.".into(),
                notes: Vec::new(),
            });
        }
        if self.vectorize_reductions && self.sizes.len() != 1 {
            return Err(Diagnostic::error(target.loc, "Vectorizing reductions is supported only for 1-D vectors."));
        }
        if self.sizes.iter().any(|&s| s <= 0) {
            return Err(Diagnostic::error(target.loc, "Vectorization factor must be greater than zero."));
        }
        if self.sizes.is_empty() || self.sizes.len() > 3 {
            return Ok(());
        }
        let body = &mut target.body;
        if body.roots.is_empty() {
            return Ok(());
        }
        let (ctx, registry) = (cx.ctx, cx.registry);
        let analysis = Analysis::new(self, ctx, registry, body);
        let matches = analysis.matches(body, None, 0);
        for bucket in intersection_buckets(body, matches) {
            for m in bucket {
                let mut loops = Vec::new();
                m.by_level(0, &mut loops);
                if loops.iter().flatten().any(|&l| body.is_erased(l)) || !nesting_is_valid(body, &loops) {
                    continue;
                }
                let mut loop_to_dim = FxHashMap::default();
                for (level, ls) in loops.iter().enumerate() {
                    loop_to_dim.extend(ls.iter().map(|&l| (l, level)));
                }
                let strategy = Strategy {
                    sizes: &self.sizes,
                    loop_to_dim,
                    reductions: &analysis.reductions,
                    infer_in_bounds: self.infer_in_bounds,
                };
                if vectorize_loop_nest(ctx, registry, body, m.root, &strategy) {
                    break;
                }
            }
        }
        Ok(())
    }
}

/// A match of the loop pattern: a loop and the matches of the next level
/// nested in it.
struct Match {
    root: OpId,
    children: Vec<Match>,
}

impl Match {
    /// The matched loops, level by level (upstream `getMatchedAffineLoops`).
    fn by_level(&self, level: usize, out: &mut Vec<Vec<OpId>>) {
        if out.len() <= level {
            out.push(Vec::new());
        }
        out[level].push(self.root);
        for c in &self.children {
            c.by_level(level + 1, out);
        }
    }
}

/// What the pattern's filters need, computed before anything changes.
struct Analysis<'a> {
    ctx: &'a Context,
    registry: &'a Registry,
    rank: usize,
    fastest_varying: &'a [i64],
    parallel: FxHashSet<OpId>,
    reductions: FxHashMap<OpId, Vec<(usize, &'static str)>>,
    /// Every `affine.for`, inner loops first.
    loops: Vec<OpId>,
}

impl<'a> Analysis<'a> {
    fn new(pass: &'a SuperVectorize, ctx: &'a Context, registry: &'a Registry, body: &Body) -> Self {
        let cx = MapCx { ctx, registry, body };
        let loops = loops_post_order(cx);
        let mut parallel = FxHashSet::default();
        let mut reductions = FxHashMap::default();
        for &l in &loops {
            if pass.vectorize_reductions {
                if let Some(r) = parallel_reductions(cx, l) {
                    parallel.insert(l);
                    if !r.is_empty() {
                        reductions.insert(l, r);
                    }
                }
            } else if is_loop_parallel(cx, l) {
                parallel.insert(l);
            }
        }
        Analysis {
            ctx,
            registry,
            rank: pass.sizes.len(),
            fastest_varying: &pass.fastest_varying,
            parallel,
            reductions,
            loops,
        }
    }

    /// Upstream `isVectorizableLoopPtrFactory`: the filter of pattern level
    /// `level`.
    fn filter(&self, body: &Body, l: OpId, level: usize) -> bool {
        if !self.parallel.contains(&l) {
            return false;
        }
        let Some(dim) = vectorizable_loop_body(MapCx { ctx: self.ctx, registry: self.registry, body }, l) else {
            return false;
        };
        let wanted = self.fastest_varying.get(level).copied().unwrap_or(-1);
        dim.is_none() || wanted == -1 || dim == Some(wanted)
    }

    /// The matches of pattern levels `level..` among the loops nested in
    /// `scope` (all loops for `None`), in post-order.
    fn matches(&self, body: &Body, scope: Option<OpId>, level: usize) -> Vec<Match> {
        let mut out = Vec::new();
        for &l in &self.loops {
            if scope.is_some_and(|s| s == l || !body.is_ancestor(s, l)) || !self.filter(body, l, level) {
                continue;
            }
            let children = if level + 1 < self.rank { self.matches(body, Some(l), level + 1) } else { Vec::new() };
            if level + 1 < self.rank && children.is_empty() {
                continue;
            }
            out.push(Match { root: l, children });
        }
        out
    }
}

/// Upstream `computeIntersectionBuckets`: matches grouped with the first
/// group whose root contains them or is contained in them.
fn intersection_buckets(body: &Body, matches: Vec<Match>) -> Vec<Vec<Match>> {
    let mut roots: Vec<OpId> = Vec::new();
    let mut buckets: Vec<Vec<Match>> = Vec::new();
    for m in matches {
        let found = roots.iter().position(|&r| body.is_ancestor(r, m.root) || body.is_ancestor(m.root, r));
        match found {
            Some(i) => {
                if body.is_ancestor(m.root, roots[i]) {
                    roots[i] = m.root;
                }
                buckets[i].push(m);
            }
            None => {
                roots.push(m.root);
                buckets.push(vec![m]);
            }
        }
    }
    buckets
}

/// Upstream `verifyLoopNesting`: one root; every loop of a level inside a
/// loop of the level above and not inside another loop of its own level.
fn nesting_is_valid(body: &Body, loops: &[Vec<OpId>]) -> bool {
    let proper = |a: OpId, b: OpId| a != b && body.is_ancestor(a, b);
    loops.first().is_some_and(|r| r.len() == 1)
        && loops
            .windows(2)
            .all(|w| w[1].iter().all(|&l| w[0].iter().any(|&p| proper(p, l)) && !w[1].iter().any(|&s| proper(s, l))))
}

/// Upstream `VectorType::isValidElementType`.
fn is_valid_element(ctx: &Context, t: Type) -> bool {
    ctx.is_int_or_index(t) || ctx.is_float(t)
}

fn is_load_or_store(name: &str) -> bool {
    matches!(name, "affine.load" | "affine.store")
}

/// Upstream `isVectorizableLoopBody`: `None` when `l` cannot be
/// vectorized, else the memref dimension (counted from the last) its
/// accesses move along, `Some(None)` for none.
fn vectorizable_loop_body(cx: MapCx<'_>, l: OpId) -> Option<Option<i64>> {
    let (ctx, body) = (cx.ctx, cx.body);
    let valid_operand = |t: Type| match ctx.type_kind(t) {
        TypeKind::MemRef { element, .. } => is_valid_element(ctx, *element),
        _ => is_valid_element(ctx, t),
    };
    let mut dim: Option<i64> = None;
    let ok = body.all_nested(l, &mut |o| {
        let name = ctx.str(body.op(o).name);
        if name == "affine.if" || matches!(name, "vector.transfer_read" | "vector.transfer_write") {
            return false;
        }
        if !body.operands(o).iter().all(|&v| valid_operand(body.value_type(v)))
            || !body.results(o).iter().all(|&v| is_valid_element(ctx, body.value_type(v)))
        {
            return false;
        }
        if !body.op(o).regions.is_empty() && name != "affine.for" {
            return false;
        }
        if !is_load_or_store(name) {
            return true;
        }
        match contiguous_dim(cx, l, o) {
            Some(Some(d)) if dim.is_some_and(|x| x != d) => false,
            Some(Some(d)) => {
                dim = Some(d);
                true
            }
            Some(None) => true,
            None => false,
        }
    });
    ok.then_some(dim)
}

/// The induction variable of the `affine.for` `l`.
fn iv_of(body: &Body, l: OpId) -> ValueId {
    body.block(loop_block(body, l)).args[0]
}

/// Upstream `isAccessIndexInvariant`: whether `index`, with the
/// `affine.apply` ops computing it composed in, does not use `iv`.
fn is_invariant(cx: MapCx<'_>, iv: ValueId, index: ValueId) -> bool {
    let mut map = AffineMap::identity(1);
    let mut operands = vec![index];
    fully_compose_affine_map_and_operands(cx, &mut map, &mut operands);
    let e = &map.results[0];
    operands.iter().enumerate().all(|(p, &v)| {
        v != iv || !(if p < map.num_dims { e.is_function_of_dim(p) } else { e.is_function_of_symbol(p - map.num_dims) })
    })
}

/// Upstream `isContiguousAccess` for the load or store `op` along the IV
/// of `l`: `None` when two subscripts move with the IV (or, Strata's
/// addition, the moving one does not move by exactly one element per
/// iteration); else the moving dimension counted from the last.
fn contiguous_dim(cx: MapCx<'_>, l: OpId, op: OpId) -> Option<Option<i64>> {
    let (ctx, body) = (cx.ctx, cx.body);
    let is_store = ctx.str(body.op(op).name) == "affine.store";
    let start = usize::from(is_store);
    let memref = *body.operands(op).get(start)?;
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(body.value_type(memref)) else { return None };
    let identity_layout =
        layout.map_or(true, |a| matches!(ctx.attr_kind(a), AttrKind::AffineMap(m) if m.is_identity()));
    if !identity_layout {
        return None;
    }
    let map = affine_map(ctx, body, op, "map")?;
    let operands = &body.operands(op)[start + 1..];
    let iv = iv_of(body, l);
    let mut moving: Option<usize> = None;
    for (i, e) in map.results.iter().enumerate().take(shape.len()) {
        let mut used = Vec::new();
        e.walk(|x| match x {
            AffineExpr::Dim(p) => used.push(operands.get(*p).copied()),
            AffineExpr::Symbol(p) => used.push(operands.get(map.num_dims + p).copied()),
            _ => {}
        });
        for v in used {
            if !is_invariant(cx, iv, v?) {
                if moving.is_some() {
                    return None;
                }
                moving = Some(i);
            }
        }
    }
    let Some(i) = moving else { return Some(None) };
    if !moves_by_one(cx, op, i, iv) {
        return None;
    }
    Some(Some((shape.len() - (i + 1)) as i64))
}

/// Whether subscript `i` of the access `op`, composed, grows by exactly one
/// when `iv` does.
fn moves_by_one(cx: MapCx<'_>, op: OpId, i: usize, iv: ValueId) -> bool {
    let Some(access) = MemRefAccess::of(cx, op) else { return false };
    let map = &access.map;
    let Some(p) = access.operands.iter().position(|&v| v == iv) else { return false };
    let var = if p < map.num_dims { AffineExpr::Dim(p) } else { AffineExpr::Symbol(p - map.num_dims) };
    let e = &map.results[i];
    let bumped = e.replace(&var, &(var.clone() + 1));
    simplify_affine_expr(&(bumped - e.clone()), map.num_dims, map.num_symbols).as_constant() == Some(1)
}

/// What the vectorization of one nest follows (upstream
/// `VectorizationStrategy`).
struct Strategy<'a> {
    sizes: &'a [i64],
    /// The vector dimension of each loop vectorized.
    loop_to_dim: FxHashMap<OpId, usize>,
    reductions: &'a FxHashMap<OpId, Vec<(usize, &'static str)>>,
    infer_in_bounds: bool,
}

/// Where new ops go.
#[derive(Copy, Clone)]
enum InsertPoint {
    Before(OpId),
    End(BlockId),
}

/// Upstream `VectorizationState`: the new nest being built and the
/// replacements of the original values in it.
struct Vectorizer<'a> {
    ctx: &'a Context,
    registry: &'a Registry,
    body: &'a mut Body,
    strategy: &'a Strategy<'a>,
    root: OpId,
    ip: InsertPoint,
    /// The new vectorized loops and their vector dimension.
    vec_loop_to_dim: FxHashMap<OpId, usize>,
    vector: FxHashMap<ValueId, ValueId>,
    scalar: FxHashMap<ValueId, ValueId>,
    masks: FxHashMap<OpId, ValueId>,
    new_root: Option<OpId>,
    /// The `vector.reduction` ops and their combinations after the loop.
    after_loop: Vec<OpId>,
    result_replacements: Vec<(ValueId, ValueId)>,
}

/// Upstream `vectorizeLoopNest`: rebuilds the nest of `root` with vector
/// ops next to it and erases it; false (nothing changed but upstream's
/// leftover broadcasts and initial vectors) when an op cannot be
/// vectorized.
fn vectorize_loop_nest(
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
    fn cx(&self) -> MapCx<'_> {
        MapCx { ctx: self.ctx, registry: self.registry, body: self.body }
    }

    fn name(&self, op: OpId) -> &str {
        self.ctx.str(self.body.op(op).name)
    }

    fn insert(&mut self, op: OpId) {
        match self.ip {
            InsertPoint::Before(anchor) => self.body.insert_op_before(anchor, op),
            InsertPoint::End(block) => self.body.append_op(block, op),
        }
    }

    fn after(&self, op: OpId) -> InsertPoint {
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

    fn vector_of(&self, t: Type) -> Type {
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
    fn operand(&mut self, v: ValueId) -> Option<ValueId> {
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
        let map = affine_map(self.ctx, self.body, op, "map")?;
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
        let lb = affine_map(self.ctx, self.body, l, "lowerBoundMap")?.single_constant_result()?;
        let ub = affine_map(self.ctx, self.body, l, "upperBoundMap")?.single_constant_result()?;
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

    /// Upstream `createInitialVector`: the neutral element of `kind`,
    /// splat, at the insertion point.
    fn initial_vector(&mut self, kind: &str, init: ValueId) -> Option<ValueId> {
        let ty = self.body.value_type(init);
        let value = identity_value(self.ctx, kind, ty)?;
        let vty = self.vector_of(ty);
        let splat = splat(self.ctx, vty, value)?;
        let loc = self.body.defining_op(init).map_or_else(|| self.ctx.unknown_loc(), |d| self.body.op(d).loc);
        let c = ConstantOp::create(self.ctx, self.body, loc, vty, splat).0;
        self.insert(c);
        Some(self.body.results(c)[0])
    }

    /// Upstream `isNeutralElementConst`.
    fn is_neutral(&self, kind: &str, v: ValueId) -> bool {
        let ty = self.body.value_type(v);
        let Some(def) = self.body.defining_op(v).filter(|&d| self.name(d) == "arith.constant") else { return false };
        attr(self.ctx, self.body, def, "value").is_some_and(|a| Some(a) == identity_value(self.ctx, kind, ty))
    }

    /// Upstream `getVectorReductionOp`, at the insertion point.
    fn reduction(&mut self, kind: &str, vector: ValueId, loc: Location) -> Option<ValueId> {
        let bits = match kind {
            "arith.addf" | "arith.addi" => 1,
            "arith.mulf" | "arith.muli" => 2,
            "arith.minui" => 4,
            "arith.minsi" => 8,
            "arith.maxui" => 32,
            "arith.maxsi" => 64,
            "arith.andi" => 256,
            "arith.ori" => 512,
            "arith.minimumf" => 2048,
            "arith.maximumf" => 4096,
            _ => return None,
        };
        let ctx = self.ctx;
        let (_, element) = ctx.shaped_parts(self.body.value_type(vector))?;
        let op =
            ReductionOp::create(ctx, self.body, loc, vector, None, element, COMBINING_KIND.attr(ctx, bits), None).0;
        self.insert(op);
        self.after_loop.push(op);
        Some(self.body.results(op)[0])
    }

    /// Upstream `arith::getReductionOp`: `kind` of `lhs` and `rhs`.
    fn combine(&mut self, kind: &str, lhs: ValueId, rhs: ValueId, loc: Location) -> ValueId {
        let ty = self.body.value_type(lhs);
        let state = OperationState {
            name: self.ctx.ident(kind),
            loc,
            operands: vec![lhs, rhs],
            result_types: vec![ty],
            properties: None,
            attributes: self.ctx.empty_dictionary(),
            successors: Vec::new(),
            regions: Vec::new(),
            inner: None,
        };
        let op = self.body.create_op(state);
        self.insert(op);
        self.after_loop.push(op);
        self.body.results(op)[0]
    }

    /// Upstream `createMask`: for a reduction loop whose trip count may not
    /// be a multiple of its step, a mask of the iterations left, at the top
    /// of its body.
    fn create_mask(&mut self, new: OpId) {
        let ctx = self.ctx;
        let f = ForOp(new);
        let (Some(lb), Some(ub)) =
            (affine_map(ctx, self.body, new, "lowerBoundMap"), affine_map(ctx, self.body, new, "upperBoundMap"))
        else {
            return;
        };
        let step = int_value(ctx, f.step(ctx, self.body)).unwrap_or(1);
        if let (Some(l), Some(u)) = (lb.single_constant_result(), ub.single_constant_result()) {
            if (u - l) % step == 0 {
                return;
            }
        }
        let block = loop_block(self.body, new);
        let loc = self.body.op(new).loc;
        let ub_operands = f.upper_bound_operands(ctx, self.body).to_vec();
        let index = ctx.index_type();
        let single = ub.num_results() == 1;
        let ub_attr = ctx.attr(AttrKind::AffineMap(ub));
        let ub_op = if single {
            ApplyOp::create(ctx, self.body, loc, ub_operands, index, ub_attr).0
        } else {
            MinOp::create(ctx, self.body, loc, ub_operands, index, ub_attr).0
        };
        self.body.append_op(block, ub_op);
        let ub_value = self.body.results(ub_op)[0];
        let iv = self.body.block(block).args[0];
        let mut map = AffineMap::new(2, 0, vec![AffineExpr::Dim(0) - AffineExpr::Dim(1)]);
        let mut operands = vec![ub_value, iv];
        compose_affine_map_and_operands(self.cx(), &mut map, &mut operands);
        let left = ApplyOp::create(ctx, self.body, loc, operands, index, ctx.attr(AttrKind::AffineMap(map))).0;
        self.body.append_op(block, left);
        if !self.body.has_uses(ub_value) {
            self.body.erase_op(ub_op);
        }
        let left = self.body.results(left)[0];
        let mask_ty =
            vector_type(ctx, self.strategy.sizes.to_vec(), vec![false; self.strategy.sizes.len()], ctx.integer_type(1));
        let mask = CreateMaskOp::create(ctx, self.body, loc, vec![left], mask_ty).0;
        self.body.append_op(block, mask);
        self.masks.insert(new, self.body.results(mask)[0]);
    }

    /// Upstream `vectorizeAffineYieldOp`: the yield of vectors; in a masked
    /// loop, each reduction's new contribution is selected by the mask
    /// (the neutral element elsewhere).
    fn yield_op(&mut self, op: OpId) -> Option<()> {
        let mut operands = Vec::new();
        for v in self.body.operands(op).to_vec() {
            operands.push(self.operand(v)?);
        }
        let loc = self.body.op(op).loc;
        let new = YieldOp::create(self.ctx, self.body, loc, operands).0;
        self.insert(new);
        let parent = self.body.parent_of_op(new)?;
        if let Some(&mask) = self.masks.get(&parent) {
            let block = loop_block(self.body, parent);
            let args = self.body.block(block).args[1..].to_vec();
            let inits = ForOp(parent).inits(self.ctx, self.body).to_vec();
            for (&arg, &neutral) in args.iter().zip(&inits) {
                let [use_] = self.body.uses(arg) else { return None };
                let combiner = use_.op;
                let reduced = *self.body.operands(combiner).iter().find(|&&v| v != arg)?;
                let ty = self.body.value_type(reduced);
                let select = SelectOp::create(self.ctx, self.body, loc, mask, reduced, neutral, ty).0;
                self.body.insert_op_before(combiner, select);
                let masked = self.body.results(select)[0];
                let new_operands =
                    self.body.operands(combiner).iter().map(|&v| if v == reduced { masked } else { v }).collect();
                self.body.set_operands(combiner, new_operands);
            }
        }
        self.ip = self.after(parent);
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
fn splat(ctx: &Context, vty: Type, value: Attribute) -> Option<Attribute> {
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

/// Upstream `arith::getIdentityValueAttr` for the reduction whose combiner
/// is `kind`, of scalar type `t`.
fn identity_value(ctx: &Context, kind: &str, t: Type) -> Option<Attribute> {
    if let Some(fk) = ctx.float_kind(t) {
        let float = |bits: u128| Some(ctx.attr(AttrKind::Float { ty: t, bits }));
        let infinity = |negative: bool| fk.infinity_bits(negative).unwrap_or_else(|| largest(fk, negative));
        return match kind {
            "arith.addf" => float(0),
            "arith.mulf" => float(from_f64(fk, 1.0)),
            "arith.maximumf" => float(infinity(true)),
            "arith.minimumf" => float(infinity(false)),
            _ => None,
        };
    }
    let width = if ctx.is_index(t) { 64 } else { ctx.int_info(t)?.0 };
    if width > 64 {
        return None;
    }
    let signed_max = if width >= 64 { i64::MAX } else { (1i64 << (width - 1)) - 1 };
    let value = match kind {
        "arith.addi" | "arith.ori" | "arith.maxui" => 0,
        "arith.muli" => 1,
        "arith.andi" | "arith.minui" => -1,
        "arith.maxsi" => -signed_max - 1,
        "arith.minsi" => signed_max,
        _ => return None,
    };
    Some(ctx.int_attr(t, value))
}

/// The largest finite value of a float kind without infinities, negated
/// when `negative`.
fn largest(kind: FloatKind, negative: bool) -> u128 {
    from_f64(kind, if negative { f64::MIN } else { f64::MAX })
}

//! `linalg-block-pack-matmul`: a matmul on tensors becomes a contraction
//! of blocked operands. Each operand is packed (`tensor.pack`) into tiles
//! of the block factors `(mb, nb, kb)`, a six-loop (eight with a batch)
//! `linalg.generic` multiplies the blocks, and `tensor.unpack` writes the
//! result back into the original init, as upstream's pass does:
//!
//! * the ops rewritten are `linalg.matmul`, `batch_matmul` and their
//!   `_transpose_a`/`_transpose_b` forms, and `linalg.generic`s that are
//!   contractions with the maps of a plain, A-transposed or B-transposed
//!   matmul;
//! * the `m`, `n` and `k` loops (the innermost of each role) move last, in
//!   `mnk-order`, and are each split into an outer loop and a block loop;
//! * `allow-padding=false` leaves ops whose sizes (`mnk-order` read as
//!   upstream reads it) are not static multiples of the block factors;
//!   otherwise partial tiles are padded with zero (`padding_value`);
//!   `mnk-padded-multiples` makes each block the loop's size rounded up to
//!   that multiple instead;
//! * the LHS blocks and their elements are laid out `[MB][KB][mb][kb]` and
//!   the RHS ones `[NB][KB][nb][kb]` by default; the four
//!   `*-transpose-*-blocks` options choose the other orders.
//!
//! Ops whose payload reads `linalg.index` are left alone (the loops it
//! names change).

use crate::dialects::linalg::contraction::{infer_contraction_dims, is_contraction, ContractionDims};
use crate::dialects::linalg::named::IteratorType;
use crate::dialects::linalg::structured::Kind;
use crate::dialects::linalg::{keyword_attr, StructuredOp};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, OpId, Type, TypeKind, ValueId, DYNAMIC};
use crate::pass::registry::{flag, int_list, PassOptions};
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

mod emit;

/// The pass options, checked.
#[derive(Clone, Debug)]
struct BlockPackOptions {
    /// `(mb, nb, kb)`; any other count leaves every op alone.
    block_factors: Vec<i64>,
    allow_padding: bool,
    /// Empty, or one multiple per `m`, `n`, `k` (0: none).
    padded_multiples: Vec<i64>,
    /// Where `m`, `n` and `k` go among the last three loops.
    mnk_order: [usize; 3],
    lhs_transpose_outer: bool,
    lhs_transpose_inner: bool,
    rhs_transpose_outer: bool,
    rhs_transpose_inner: bool,
}

struct BlockPackMatmul(BlockPackOptions);

pub fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let pass = "linalg-block-pack-matmul";
    let block_factors = int_list(opts, "block-factors")?;
    if block_factors.iter().any(|&f| f <= 0) {
        return Err(format!("{pass}: block-factors must be positive"));
    }
    let padded_multiples = int_list(opts, "mnk-padded-multiples")?;
    if !(padded_multiples.is_empty() || padded_multiples.len() == 3) || padded_multiples.iter().any(|&m| m < 0) {
        return Err(format!("{pass}: mnk-padded-multiples must be empty or three sizes, none negative"));
    }
    let order = int_list(opts, "mnk-order")?;
    let mnk_order = match order.as_slice() {
        [] => [0, 1, 2],
        &[a, b, c] if [0, 1, 2].iter().all(|i| order.contains(i)) => [a as usize, b as usize, c as usize],
        _ => return Err(format!("{pass}: mnk-order must be a permutation of 0,1,2")),
    };
    Ok(Box::new(BlockPackMatmul(BlockPackOptions {
        block_factors,
        allow_padding: flag(opts, "allow-padding"),
        padded_multiples,
        mnk_order,
        lhs_transpose_outer: flag(opts, "lhs-transpose-outer-blocks"),
        lhs_transpose_inner: flag(opts, "lhs-transpose-inner-blocks"),
        rhs_transpose_outer: flag(opts, "rhs-transpose-outer-blocks"),
        rhs_transpose_inner: flag(opts, "rhs-transpose-inner-blocks"),
    })))
}

impl Pass for BlockPackMatmul {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        // Upstream's driver defaults: the worklist seeded bottom-up.
        let config = GreedyConfig { top_down: false, ..GreedyConfig::default() };
        let pattern = |rw: &mut Rewriter<'_>, op: OpId| block_pack(rw, op, &self.0);
        apply_pattern_set_greedily(cx.ctx, cx.registry, Some(target.name), &mut target.body, &config, &pattern);
        Ok(())
    }
}

/// The named ops packed as they are.
const NAMED_MATMULS: &[&str] = &[
    "linalg.matmul",
    "linalg.batch_matmul",
    "linalg.matmul_transpose_a",
    "linalg.batch_matmul_transpose_a",
    "linalg.matmul_transpose_b",
    "linalg.batch_matmul_transpose_b",
];

/// The maps a generic must have: `(i, j, k)` loops and the operands of a
/// plain, A-transposed or B-transposed matmul.
fn is_simple_matmul(maps: &[AffineMap]) -> bool {
    let (i, j, k) = (0, 1, 2);
    let forms = [[[i, k], [k, j], [i, j]], [[k, i], [k, j], [i, j]], [[i, k], [j, k], [i, j]]];
    forms.iter().any(|form| {
        maps.len() == 3
            && maps.iter().zip(form).all(|(m, dims)| {
                m.num_dims == 3
                    && m.num_symbols == 0
                    && m.results.len() == 2
                    && m.results.iter().zip(dims).all(|(e, &d)| e.as_dim() == Some(d))
            })
    })
}

/// The rewrite of one op; false when it does not apply.
fn block_pack(rw: &mut Rewriter<'_>, op: OpId, opts: &BlockPackOptions) -> bool {
    let ctx = rw.ctx;
    let Some(s) = StructuredOp::get(ctx, rw.body, op) else { return false };
    let candidate = match s.kind {
        Kind::Named => NAMED_MATMULS.contains(&ctx.str(rw.body.op(op).name)),
        Kind::Generic => {
            is_contraction(ctx, rw.registry, rw.body, &s) && is_simple_matmul(&s.indexing_maps(ctx, rw.body))
        }
        _ => false,
    };
    let ranked = |v: &ValueId| matches!(ctx.type_kind(rw.body.value_type(*v)), TypeKind::RankedTensor { .. });
    if !candidate || opts.block_factors.len() != 3 || !rw.body.operands(op).iter().all(ranked) {
        return false;
    }
    let scalar = |v: &ValueId| {
        let t = ctx.element_type(rw.body.value_type(*v));
        t.is_some_and(|t| ctx.is_float(t) || ctx.is_int_or_index(t))
    };
    if reads_index(rw, &s) || !rw.body.operands(op).iter().all(scalar) {
        return false;
    }
    let Some(plan) = Plan::new(rw, &s, opts) else { return false };
    emit::rewrite(rw, &s, &plan);
    true
}

/// Whether the payload has a `linalg.index`.
fn reads_index(rw: &Rewriter<'_>, s: &StructuredOp) -> bool {
    let mut found = false;
    for &r in &rw.body.op(s.op).regions {
        rw.body.walk_region(r, &mut |o| found |= rw.ctx.str(rw.body.op(o).name) == "linalg.index");
    }
    found
}

/// One operand's packing: the operand dimensions tiled, in order, by
/// the blocks of which loops, and the permutation of its outer dimensions.
#[derive(Clone, Debug)]
pub(super) struct OperandPacking {
    pub inner_dims_pos: Vec<usize>,
    /// The (interchanged) loop whose block size each tile is.
    pub tile_loops: Vec<usize>,
    pub outer_dims_perm: Option<Vec<usize>>,
}

/// Everything the rewrite builds, computed before building it.
#[derive(Debug)]
pub(super) struct Plan {
    /// The block size of each loop of the interchanged op: `Some(0)` not
    /// split, `None` its dynamic size rounded up to `multiples[loop]`.
    pub sizes: Vec<Option<i64>>,
    pub multiples: Vec<i64>,
    /// The interchanged maps (lone dimensions): loop `maps[o][r]` indexes
    /// dimension `r` of operand `o`.
    pub interchanged: Vec<Vec<usize>>,
    /// Per operand (LHS, RHS, init), as the split loops give them, and
    /// with the LHS and RHS laid out as the options ask.
    pub split: Vec<OperandPacking>,
    pub packings: Vec<OperandPacking>,
    /// The packed op's maps, as lone dimensions, and iterator types.
    pub packed_maps: Vec<Vec<usize>>,
    pub packed_iterators: Vec<IteratorType>,
}

impl Plan {
    fn new(rw: &Rewriter<'_>, s: &StructuredOp, opts: &BlockPackOptions) -> Option<Plan> {
        let (ctx, body) = (rw.ctx, &*rw.body);
        let maps = s.indexing_maps(ctx, body);
        let iterators = s.iterator_types(ctx, body);
        let loops = iterators.len();
        if loops <= 2 || maps.iter().any(|m| m.num_dims != loops || m.results.iter().any(|e| e.as_dim().is_none())) {
            return None;
        }
        let dims = infer_contraction_dims(&maps, &iterators)?;
        let (m, n, k) = (*dims.m.last()?, *dims.n.last()?, *dims.k.last()?);
        if !opts.allow_padding && !full_tiles(&dims, &s.static_loop_ranges(ctx, body), opts) {
            return None;
        }
        // New loop i is old loop perm[i]: m, n and k go last, in mnk-order.
        let mut perm = vec![usize::MAX; loops];
        for (j, &d) in [m, n, k].iter().enumerate() {
            perm[loops - 3 + opts.mnk_order[j]] = d;
        }
        let mut rest = (0..loops).filter(|d| ![m, n, k].contains(d));
        for p in perm.iter_mut().filter(|p| **p == usize::MAX) {
            *p = rest.next()?;
        }
        let mut new_of = vec![0; loops];
        for (i, &d) in perm.iter().enumerate() {
            new_of[d] = i;
        }
        let interchanged: Vec<Vec<usize>> =
            maps.iter().map(|m| m.results.iter().filter_map(|e| e.as_dim()).map(|d| new_of[d]).collect()).collect();
        let iterators: Vec<IteratorType> = perm.iter().map(|&d| iterators[d]).collect();
        let ranges = static_ranges(&interchanged, &s.shapes(ctx, body), loops);
        let mut plan = Plan {
            sizes: vec![Some(0); loops],
            multiples: vec![0; loops],
            interchanged,
            split: Vec::new(),
            packings: Vec::new(),
            packed_maps: Vec::new(),
            packed_iterators: iterators,
        };
        for j in 0..3 {
            let loop_ = loops - 3 + opts.mnk_order[j];
            let multiple = opts.padded_multiples.get(j).copied().unwrap_or(0);
            plan.multiples[loop_] = multiple;
            plan.sizes[loop_] = match (multiple, ranges[loop_]) {
                (0, _) => Some(opts.block_factors[j]),
                (_, DYNAMIC) => None,
                (mult, r) => Some((r + mult - 1).div_euclid(mult) * mult),
            };
        }
        // A static block of 0 (an empty loop rounded up) splits nothing:
        // upstream's layout needs all three split.
        if plan.sizes[loops - 3..].contains(&Some(0)) {
            return None;
        }
        plan.pack_metadata();
        plan.split = plan.packings.clone();
        plan.transpose(0, opts.lhs_transpose_outer, opts.lhs_transpose_inner, |d| d.m)?;
        plan.transpose(1, opts.rhs_transpose_outer, opts.rhs_transpose_inner, |d| d.k)?;
        Some(plan)
    }

    /// Split every loop with a block size: a new innermost loop of the same
    /// kind, appended to each operand that the split loop indexes.
    fn pack_metadata(&mut self) {
        self.packed_maps = self.interchanged.clone();
        self.packings = self
            .interchanged
            .iter()
            .map(|_| OperandPacking { inner_dims_pos: vec![], tile_loops: vec![], outer_dims_perm: None })
            .collect();
        for i in 0..self.sizes.len() {
            if self.sizes[i] == Some(0) {
                continue;
            }
            let new_loop = self.packed_iterators.len();
            self.packed_iterators.push(self.packed_iterators[i]);
            for (o, map) in self.packed_maps.iter_mut().enumerate() {
                if let Some(r) = map.iter().position(|&d| d == i) {
                    map.push(new_loop);
                    self.packings[o].inner_dims_pos.push(r);
                    self.packings[o].tile_loops.push(i);
                }
            }
        }
    }

    /// Lay operand `o`'s outer blocks and block elements out as the
    /// options ask, its leading dimensions left in place; `role` picks the
    /// loops whose order is the untransposed one (LHS: m, RHS: k).
    fn transpose(
        &mut self,
        o: usize,
        outer: bool,
        inner: bool,
        role: impl Fn(ContractionDims) -> Vec<usize>,
    ) -> Option<()> {
        let maps: Vec<AffineMap> =
            self.packed_maps.iter().map(|m| lone_dims_map(m, self.packed_iterators.len())).collect();
        let start = role(infer_contraction_dims(&maps, &self.packed_iterators)?);
        let map = &self.packed_maps[o];
        let packing = &self.packings[o];
        let rank = map.len().checked_sub(packing.tile_loops.len())?;
        if map.len() < 4 || packing.tile_loops.len() != 2 || start.len() < 2 {
            return None;
        }
        let (outer_pos, inner_pos) = (map.len() - 4, map.len() - 2);
        let outer_transposed = map[outer_pos] != start[start.len() - 2];
        let inner_transposed = map[inner_pos] != start[start.len() - 1];
        let inner_perm = if inner_transposed != inner { [1, 0] } else { [0, 1] };
        let swap = if outer_transposed != outer { [1, 0] } else { [0, 1] };
        let outer_perm: Vec<usize> = (0..outer_pos).chain(swap.iter().map(|&p| p + outer_pos)).collect();
        if outer_perm.len() != rank {
            return None;
        }
        let whole: Vec<usize> = outer_perm.iter().copied().chain(inner_perm.iter().map(|&p| p + rank)).collect();
        self.packed_maps[o] = whole.iter().map(|&p| map[p]).collect();
        let packing = &mut self.packings[o];
        packing.inner_dims_pos = inner_perm.iter().map(|&p| packing.inner_dims_pos[p]).collect();
        packing.tile_loops = inner_perm.iter().map(|&p| packing.tile_loops[p]).collect();
        packing.outer_dims_perm = Some(outer_perm);
        Some(())
    }
}

/// A map whose results are the lone dimensions `dims`.
pub(super) fn lone_dims_map(dims: &[usize], num_dims: usize) -> AffineMap {
    AffineMap::new(num_dims, 0, dims.iter().map(|&d| AffineExpr::dim(d)).collect())
}

/// The static size of each loop: that of the first operand dimension it
/// indexes (`DYNAMIC` when that one is dynamic).
fn static_ranges(maps: &[Vec<usize>], shapes: &[Vec<i64>], loops: usize) -> Vec<i64> {
    let mut ranges: Vec<Option<i64>> = vec![None; loops];
    for (map, shape) in maps.iter().zip(shapes) {
        for (&d, &size) in map.iter().zip(shape) {
            ranges[d].get_or_insert(size);
        }
    }
    ranges.into_iter().map(|r| r.unwrap_or(DYNAMIC)).collect()
}

/// Upstream's check that padding is not needed: block factor `j` must
/// divide the static size of loop `mnk_order[j]` past the batch loops.
fn full_tiles(dims: &ContractionDims, ranges: &[i64], opts: &BlockPackOptions) -> bool {
    (0..3).all(|j| {
        let d = opts.mnk_order[j] + dims.batch.len();
        ranges.get(d).is_some_and(|&r| r != DYNAMIC && r % opts.block_factors[j] == 0)
    })
}

/// The `iterator_types` attribute of `iterators`.
pub(super) fn iterator_types_attr(ctx: &crate::ir::Context, iterators: &[IteratorType]) -> crate::ir::Attribute {
    ctx.attr(AttrKind::Array(iterators.iter().map(|t| keyword_attr(ctx, "iterator_type", t.keyword())).collect()))
}

/// The element type of a ranked tensor.
pub(super) fn element_of(ctx: &crate::ir::Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, element, .. } => Some((shape.clone(), *element)),
        _ => None,
    }
}

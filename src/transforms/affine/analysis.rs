//! Affine analysis: memory accesses as affine functions of loop induction
//! variables and symbols, the loop nests around ops, a dependence test
//! between two accesses of one memref, and loop parallelism.
//!
//! An access (`affine.load`, `affine.store`, `affine.vector_load`,
//! `affine.vector_store`) is its memref and its map composed with the
//! `affine.apply` ops producing the map operands, as upstream's
//! `MemRefAccess::getAccessMap`. The dependence test follows upstream's
//! `checkMemrefAccessDependence` for the cases it decides exactly: a GCD
//! test on each subscript equation, a subscript that alone fixes the
//! distance along the tested loop to no positive integer, a bounds test of
//! each subscript over constant loop ranges, and for uniform accesses (the same
//! coefficients of the common loops' IVs on both sides, symbols cancelling,
//! as `A[i][j]` against `A[i - 1][j + 1]`) constant distances checked
//! against the loops' steps and constant trip counts. Other accesses in
//! loops with constant ranges are decided by visiting the iterations, when
//! there are few enough. Everything else is [`Dependence::Unknown`], which
//! callers treat as a dependence. Vector
//! accesses cover several elements: accesses whose first elements differ
//! are [`Dependence::Unknown`] when one of them is a vector access.

use crate::dialects::affine::{
    affine_map, constant_trip_count, fully_compose_affine_map_and_operands, int_value, loop_bound, ForOp, LoadOp,
    MapCx, StoreOp, VectorLoadOp, VectorStoreOp,
};
use crate::ir::affine::simplify::{flatten_affine_expr, simplify_affine_expr};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{Body, OpId, RegionId, TypeKind, ValueId};
use crate::rewrite::is_memory_effect_free;

pub use crate::dialects::affine::constant_trip_count as trip_count;

/// One affine memory access.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemRefAccess {
    /// The load or store.
    pub op: OpId,
    pub memref: ValueId,
    /// The access function, composed with the `affine.apply` ops producing
    /// its operands; its inputs are `operands` (dimensions first).
    pub map: AffineMap,
    pub operands: Vec<ValueId>,
    pub is_write: bool,
    /// Whether the access reads or writes a vector of elements from the
    /// indexed one on.
    pub is_vector: bool,
}

/// What an access map operand is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AccessOperand {
    /// The induction variable of this enclosing `affine.for`.
    Iv(OpId),
    /// Anything else: a value fixed for the whole loop nest or opaque.
    Symbol,
}

/// Whether `op` is an affine read (`affine.load`, `affine.vector_load`).
pub fn is_affine_read(cx: MapCx<'_>, op: OpId) -> bool {
    matches!(cx.ctx.str(cx.body.op(op).name), LoadOp::NAME | VectorLoadOp::NAME)
}

/// Whether `op` is an affine write (`affine.store`, `affine.vector_store`).
pub fn is_affine_write(cx: MapCx<'_>, op: OpId) -> bool {
    matches!(cx.ctx.str(cx.body.op(op).name), StoreOp::NAME | VectorStoreOp::NAME)
}

/// Whether `op` is an `affine.for`.
pub fn is_for(cx: MapCx<'_>, op: OpId) -> bool {
    cx.ctx.str(cx.body.op(op).name) == ForOp::NAME
}

impl MemRefAccess {
    /// The access of an affine load or store; `None` for other ops.
    pub fn of(cx: MapCx<'_>, op: OpId) -> Option<MemRefAccess> {
        let is_write = is_affine_write(cx, op);
        if !is_write && !is_affine_read(cx, op) {
            return None;
        }
        let start = if is_write { 1 } else { 0 };
        let operands = cx.body.operands(op);
        let memref = *operands.get(start)?;
        let mut map = affine_map(cx.ctx, cx.body, op, crate::static_ident!(cx.ctx, "map"))?;
        let mut map_operands = operands[start + 1..].to_vec();
        if map.num_inputs() != map_operands.len() {
            return None;
        }
        fully_compose_affine_map_and_operands(cx, &mut map, &mut map_operands);
        let is_vector = matches!(cx.ctx.str(cx.body.op(op).name), VectorLoadOp::NAME | VectorStoreOp::NAME);
        Some(MemRefAccess { op, memref, map, operands: map_operands, is_write, is_vector })
    }

    /// The value stored by a write.
    pub fn stored_value(&self, cx: MapCx<'_>) -> Option<ValueId> {
        self.is_write.then(|| cx.body.operands(self.op)[0])
    }

    /// Each operand as an enclosing loop's IV or a symbol.
    pub fn classify(&self, cx: MapCx<'_>) -> Vec<AccessOperand> {
        let loops = enclosing_loops(cx, self.op);
        self.operands
            .iter()
            .map(|&v| match cx.for_of_iv(v) {
                Some(l) if loops.contains(&l) => AccessOperand::Iv(l),
                _ => AccessOperand::Symbol,
            })
            .collect()
    }

    /// Upstream `MemRefAccess::operator==`: the same memref and access
    /// functions whose difference is zero.
    pub fn same_element(&self, other: &MemRefAccess) -> bool {
        if self.memref != other.memref || self.map.num_results() != other.map.num_results() {
            return false;
        }
        let (n, a, b) = unify(self, other);
        a.iter().zip(&b).all(|(x, y)| simplify_affine_expr(&(x.clone() - y.clone()), n, 0).as_constant() == Some(0))
    }
}

/// Both access maps over one input list (every operand a dimension, an
/// operand of both one dimension): the number of inputs and the results.
fn unify(a: &MemRefAccess, b: &MemRefAccess) -> (usize, Vec<AffineExpr>, Vec<AffineExpr>) {
    let mut inputs: Vec<ValueId> = Vec::new();
    let mut remap = |access: &MemRefAccess| -> Vec<AffineExpr> {
        let exprs: Vec<AffineExpr> = access
            .operands
            .iter()
            .map(|v| {
                let p = inputs.iter().position(|x| x == v).unwrap_or_else(|| {
                    inputs.push(*v);
                    inputs.len() - 1
                });
                AffineExpr::Dim(p)
            })
            .collect();
        let (dims, syms) = exprs.split_at(access.map.num_dims);
        access.map.results.iter().map(|r| r.replace_dims_and_symbols(dims, syms)).collect()
    };
    let ra = remap(a);
    let rb = remap(b);
    (inputs.len(), ra, rb)
}

/// The `affine.for` ops around `op`, outermost first, up to its affine
/// scope (upstream `getAffineForIVs` gives their IVs).
pub fn enclosing_loops(cx: MapCx<'_>, op: OpId) -> Vec<OpId> {
    let mut loops = Vec::new();
    let mut current = op;
    while let Some(parent) = cx.body.parent_of_op(current) {
        if is_for(cx, parent) {
            loops.push(parent);
        } else if !is_affine_structure(cx, parent) {
            break;
        }
        current = parent;
    }
    loops.reverse();
    loops
}

/// Ops that do not start a new affine scope for the analysis.
fn is_affine_structure(cx: MapCx<'_>, op: OpId) -> bool {
    cx.ctx.str(cx.body.op(op).name).starts_with("affine.")
}

/// How many loops of [`enclosing_loops`] `a` and `b` share.
pub fn num_common_loops(cx: MapCx<'_>, a: OpId, b: OpId) -> usize {
    let (la, lb) = (enclosing_loops(cx, a), enclosing_loops(cx, b));
    la.iter().zip(&lb).take_while(|(x, y)| x == y).count()
}

/// The region whose ops are the outermost ancestors `enclosing_loops`
/// looks through: the affine scope of the access.
fn scope(cx: MapCx<'_>, op: OpId) -> Option<RegionId> {
    let mut current = op;
    loop {
        let region = cx.body.parent_block(current).and_then(|b| cx.body.parent_region(b))?;
        match cx.body.parent_op(region) {
            Some(p) if is_affine_structure(cx, p) => current = p,
            _ => return Some(region),
        }
    }
}

/// The range of one dependence distance (dst IV minus src IV), in IV
/// units; `None` ends are unbounded.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DistanceRange {
    pub lb: Option<i64>,
    pub ub: Option<i64>,
}

impl DistanceRange {
    /// The exact distance, when the range holds one value.
    pub fn exact(&self) -> Option<i64> {
        (self.lb.is_some() && self.lb == self.ub).then_some(self.lb).flatten()
    }
}

/// The result of a dependence test.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dependence {
    /// The accesses never touch the same element in the tested order.
    None,
    /// A dependence exists; one distance range per common loop, outermost
    /// first.
    Distances(Vec<DistanceRange>),
    /// Not decided: treat as a dependence.
    Unknown,
}

impl Dependence {
    /// Whether this may be a dependence (upstream `!noDependence`).
    pub fn may_exist(&self) -> bool {
        *self != Dependence::None
    }
}

/// Constant lower bound, step and trip count of a loop, when known.
fn loop_shape(cx: MapCx<'_>, l: OpId) -> (i64, Option<u64>) {
    let step = int_value(cx.ctx, ForOp(l).step(cx.ctx, cx.body)).unwrap_or(1);
    (step, constant_trip_count(cx.ctx, cx.registry, cx.body, l))
}

/// Whether `src`'s ancestor comes strictly before `dst`'s in their
/// innermost common block (upstream `srcAppearsBeforeDstInAncestralBlock`).
fn appears_before(body: &Body, src: OpId, dst: OpId) -> bool {
    let chain = |mut op: OpId| {
        let mut v = vec![op];
        while let Some(p) = body.parent_of_op(op) {
            v.push(p);
            op = p;
        }
        v
    };
    let (cs, cd) = (chain(src), chain(dst));
    for &a in &cs {
        let block = body.parent_block(a);
        if let Some(&b) = cd.iter().find(|&&b| body.parent_block(b) == block) {
            if a == b {
                return false;
            }
            let mut next = body.next_op(a);
            while let Some(o) = next {
                if o == b {
                    return true;
                }
                next = body.next_op(o);
            }
            return false;
        }
    }
    false
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i64
}

/// Upstream `checkMemrefAccessDependence(src, dst, depth)`: whether an
/// instance of `dst` depends on an earlier instance of `src` carried by the
/// loop at `depth` (1 is the outermost common loop), or, with `depth` one
/// more than the number of common loops, within one iteration of all of
/// them. Two reads never depend.
pub fn check_dependence(cx: MapCx<'_>, src: &MemRefAccess, dst: &MemRefAccess, depth: usize) -> Dependence {
    if src.memref != dst.memref || (!src.is_write && !dst.is_write) {
        return Dependence::None;
    }
    if scope(cx, src.op) != scope(cx, dst.op) || src.map.num_results() != dst.map.num_results() {
        return Dependence::Unknown;
    }
    let common: Vec<OpId> = {
        let (la, lb) = (enclosing_loops(cx, src.op), enclosing_loops(cx, dst.op));
        la.iter().zip(&lb).take_while(|(x, y)| x == y).map(|(x, _)| *x).collect()
    };
    let n = common.len();
    if depth == 0 || depth > n + 1 {
        return Dependence::Unknown;
    }
    if depth > n && !appears_before(cx.body, src.op, dst.op) {
        return Dependence::None;
    }
    // A loop that never runs holds no instance of the access.
    let all_loops = enclosing_loops(cx, src.op).into_iter().chain(enclosing_loops(cx, dst.op));
    if all_loops.into_iter().any(|l| loop_shape(cx, l).1 == Some(0)) {
        return Dependence::None;
    }
    let (_, fs, fd) = unify(src, dst);
    let Some((inputs, kind)) = classify_inputs(cx, src, dst, &common) else { return Dependence::Unknown };
    if !src.is_vector && !dst.is_vector && no_dependence_at_depth(&fs, &fd, &kind, depth) {
        return Dependence::None;
    }
    if !src.is_vector && !dst.is_vector && equation_out_of_range(cx, &fs, &fd, &inputs, &kind, &common) {
        return Dependence::None;
    }
    let result = match subscript_equations(&fs, &fd, &kind, n) {
        Err(d) => d,
        Ok(eqs) if eqs.uniform => solve_uniform(cx, &common, depth, &eqs.distance),
        Ok(eqs) if eqs.has_locals => Dependence::Unknown,
        Ok(eqs) => System { common: &common, depth, inputs: &inputs, kind: &kind, equations: &eqs.raw }.enumerate(cx),
    };
    match result {
        // The equations compare first elements: vectors may overlap anyway.
        Dependence::None if src.is_vector || dst.is_vector => Dependence::Unknown,
        d => d,
    }
}

/// The inputs of [`unify`] (in its order) and, for each, the common loop
/// whose IV it is; `None` when one is defined inside the common loops
/// without being an IV (its value per iteration is unknown).
fn classify_inputs(
    cx: MapCx<'_>,
    src: &MemRefAccess,
    dst: &MemRefAccess,
    common: &[OpId],
) -> Option<(Vec<ValueId>, Vec<Option<usize>>)> {
    let mut inputs: Vec<ValueId> = Vec::new();
    for v in src.operands.iter().chain(&dst.operands) {
        if !inputs.contains(v) {
            inputs.push(*v);
        }
    }
    let outermost = common.first().copied();
    let mut kind = Vec::with_capacity(inputs.len());
    for &v in &inputs {
        if let Some(k) = cx.for_of_iv(v).and_then(|l| common.iter().position(|&c| c == l)) {
            kind.push(Some(k));
        } else if outermost.is_some_and(|o| defined_in(cx.body, v, o)) && cx.for_of_iv(v).is_none() {
            // The IV of a loop inside the common ones appears on one side
            // only: a free variable over its loop's range.
            return None;
        } else {
            kind.push(None);
        }
    }
    Some((inputs, kind))
}

/// The size in bytes of a value of an integer (`index` as 64 bits) or
/// float type.
pub fn scalar_bytes(ctx: &crate::ir::Context, t: crate::ir::Type) -> Option<u64> {
    let bits =
        ctx.float_kind(t).map(|f| u64::from(f.bit_width())).or_else(|| ctx.int_info(t).map(|(w, _)| u64::from(w)))?;
    Some(bits.div_ceil(8))
}

/// The flat coefficients (constant last) of a pair of subscripts over `ni`
/// inputs, when both are linear: `None` when one does not flatten or has
/// `mod`/`floordiv`/`ceildiv` terms.
fn linear_pair(es: &AffineExpr, ed: &AffineExpr, ni: usize) -> Option<(Vec<i64>, Vec<i64>)> {
    let (s, d) = (flatten_affine_expr(es, ni, 0)?, flatten_affine_expr(ed, ni, 0)?);
    (s.local_exprs.is_empty() && d.local_exprs.is_empty()).then_some((s.coefficients, d.coefficients))
}

/// Whether one subscript equation alone rules out a dependence at `depth`
/// (the common loops outside it at distance 0, the loop at `depth` at a
/// positive one; with `depth` past the common loops, all at 0): the
/// equation has only IVs of those loops, each with the same coefficient on
/// both sides, and symbols that cancel, so it fixes the distance at
/// `depth` to `constant / coefficient`, which is not a positive integer
/// (`A[i][p]` against `A[i][j]` for the loop of `i`, whatever the ranges
/// of `p` and `j`), or, without that loop, it says `0 = constant` with a
/// constant that is not 0.
fn no_dependence_at_depth(fs: &[AffineExpr], fd: &[AffineExpr], kind: &[Option<usize>], depth: usize) -> bool {
    let ni = kind.len();
    fs.iter().zip(fd).any(|(es, ed)| {
        let Some((cs, cd)) = linear_pair(es, ed, ni) else { return false };
        let mut a = 0;
        for i in 0..ni {
            match kind[i] {
                Some(k) if k + 1 == depth => {
                    if cs[i] != cd[i] {
                        return false;
                    }
                    a = cs[i];
                }
                Some(k) if k + 1 > depth && (cs[i] != 0 || cd[i] != 0) => return false,
                Some(k) if k + 1 > depth => {}
                _ if cs[i] != cd[i] => return false,
                _ => {}
            }
        }
        // src - dst = 0 with dst's IV at depth = src's + delta: a * delta = c.
        let c = cs[ni] - cd[ni];
        if a == 0 {
            c != 0
        } else {
            c % a != 0 || c / a < 1
        }
    })
}

/// A bounds test: whether some subscript equation `src - dst = 0` cannot
/// hold for any values of the loop IVs in it (each copy of a common IV and
/// each other IV over its loop's constant range; symbols must cancel).
fn equation_out_of_range(
    cx: MapCx<'_>,
    fs: &[AffineExpr],
    fd: &[AffineExpr],
    inputs: &[ValueId],
    kind: &[Option<usize>],
    common: &[OpId],
) -> bool {
    let ni = kind.len();
    let range_of = |i: usize| -> Option<(i64, i64)> {
        let l = match kind[i] {
            Some(k) => common[k],
            None => cx.for_of_iv(inputs[i])?,
        };
        loop_first_last(cx, l)
    };
    fs.iter().zip(fd).any(|(es, ed)| {
        let Some((cs, cd)) = linear_pair(es, ed, ni) else { return false };
        let constant = cs[ni] - cd[ni];
        let (mut lo, mut hi) = (constant, constant);
        for i in 0..ni {
            // Common IVs are two variables (src and dst copies); other
            // inputs one value on both sides.
            let terms = if kind[i].is_some() { vec![cs[i], -cd[i]] } else { vec![cs[i] - cd[i]] };
            for c in terms.into_iter().filter(|&c| c != 0) {
                let Some((first, last)) = range_of(i) else { return false };
                let (a, b) = (c.saturating_mul(first), c.saturating_mul(last));
                lo = lo.saturating_add(a.min(b));
                hi = hi.saturating_add(a.max(b));
            }
        }
        lo > 0 || hi < 0
    })
}

/// The subscript equations of a dependence problem.
struct Equations {
    /// `a . delta = c` per subscript (valid when `uniform`).
    distance: Vec<(Vec<i64>, i64)>,
    /// The flat (src, dst) coefficients per subscript, constants last.
    raw: Vec<(Vec<i64>, Vec<i64>)>,
    /// Both sides have the same coefficients for every input.
    uniform: bool,
    /// A subscript has `mod`/`floordiv`/`ceildiv` terms.
    has_locals: bool,
}

/// The equations of the subscripts `fs` = `fd` over inputs classified by
/// `kind` (`n` common loops), after the GCD test of each: `Err` when that
/// test separates the accesses ([`Dependence::None`]) or a subscript does
/// not flatten ([`Dependence::Unknown`]).
fn subscript_equations(
    fs: &[AffineExpr],
    fd: &[AffineExpr],
    kind: &[Option<usize>],
    n: usize,
) -> Result<Equations, Dependence> {
    let ni = kind.len();
    let mut eqs = Equations { distance: Vec::new(), raw: Vec::new(), uniform: true, has_locals: false };
    for (es, ed) in fs.iter().zip(fd) {
        let (Some(s), Some(d)) = (flatten_affine_expr(es, ni, 0), flatten_affine_expr(ed, ni, 0)) else {
            return Err(Dependence::Unknown);
        };
        if !s.local_exprs.is_empty() || !d.local_exprs.is_empty() {
            eqs.uniform = false;
            eqs.has_locals = true;
            continue;
        }
        let (cs, cd) = (s.coefficients, d.coefficients);
        let constant = cs[ni] - cd[ni];
        // GCD test over every unknown: src and dst copies of the common IVs,
        // the shared symbols once.
        let mut g = 0;
        let mut a = vec![0; n];
        for i in 0..ni {
            eqs.uniform &= cs[i] == cd[i];
            match kind[i] {
                Some(k) => {
                    g = gcd(gcd(g, cs[i]), cd[i]);
                    a[k] = cs[i];
                }
                None => g = gcd(g, cs[i] - cd[i]),
            }
        }
        let separate = if g == 0 { constant != 0 } else { constant % g != 0 };
        if separate {
            return Err(Dependence::None);
        }
        eqs.distance.push((a, constant));
        eqs.raw.push((cs, cd));
    }
    Ok(eqs)
}

/// The most iteration points [`System::enumerate`] visits.
const ENUMERATION_BUDGET: u64 = 1 << 15;

/// A non-uniform dependence problem: the subscript equations over the
/// unified inputs (`equations[r] = (src coefficients, dst coefficients)`,
/// constants last), for exhaustive search over constant loop ranges.
struct System<'s> {
    common: &'s [OpId],
    depth: usize,
    inputs: &'s [ValueId],
    kind: &'s [Option<usize>],
    equations: &'s [(Vec<i64>, Vec<i64>)],
}

/// One unknown of a [`System`]: its coefficient per equation, its values
/// (first, step, count), and the common loop and side it stands for.
struct Unknown {
    coefficients: Vec<i64>,
    range: (i64, i64, u64),
    common: Option<(usize, bool)>,
}

impl System<'_> {
    /// The dependence found by visiting every iteration of the loops whose
    /// IVs appear in the equations, when they have constant ranges and
    /// there are few enough; [`Dependence::Unknown`] otherwise.
    fn enumerate(&self, cx: MapCx<'_>) -> Dependence {
        let m = self.equations.len();
        let ni = self.inputs.len();
        let mut unknowns: Vec<Unknown> = Vec::new();
        for i in 0..ni {
            let column = |side: usize| -> Vec<i64> {
                self.equations.iter().map(|(s, d)| if side == 0 { s[i] } else { -d[i] }).collect()
            };
            let (src, dst) = (column(0), column(1));
            let range = |l: OpId| -> Option<(i64, i64, u64)> {
                let (first, _) = loop_first_last(cx, l)?;
                let (step, trip) = loop_shape(cx, l);
                Some((first, step, trip?))
            };
            match self.kind[i] {
                Some(k) => {
                    let Some(r) = range(self.common[k]) else { return Dependence::Unknown };
                    if src.iter().any(|&c| c != 0) {
                        unknowns.push(Unknown { coefficients: src, range: r, common: Some((k, false)) });
                    }
                    if dst.iter().any(|&c| c != 0) {
                        unknowns.push(Unknown { coefficients: dst, range: r, common: Some((k, true)) });
                    }
                }
                None => {
                    let combined: Vec<i64> = src.iter().zip(&dst).map(|(a, b)| a + b).collect();
                    if combined.iter().all(|&c| c == 0) {
                        continue;
                    }
                    let Some(l) = cx.for_of_iv(self.inputs[i]) else { return Dependence::Unknown };
                    let Some(r) = range(l) else { return Dependence::Unknown };
                    unknowns.push(Unknown { coefficients: combined, range: r, common: None });
                }
            }
        }
        // Every solution's distances are measured over every common loop's
        // range, also of loops whose IVs the subscripts do not use.
        if self.common.iter().any(|&l| loop_first_last(cx, l).is_none()) {
            return Dependence::Unknown;
        }
        let points = unknowns.iter().try_fold(1u64, |acc, u| acc.checked_mul(u.range.2.max(1)));
        if !matches!(points, Some(p) if p <= ENUMERATION_BUDGET) {
            return Dependence::Unknown;
        }
        let constants: Vec<i64> = self.equations.iter().map(|(s, d)| s[ni] - d[ni]).collect();
        let mut values = vec![0i64; unknowns.len()];
        let mut merged: Option<Vec<(i64, i64)>> = None;
        self.visit(cx, &unknowns, &constants, m, 0, &mut values, &mut merged);
        match merged {
            None => Dependence::None,
            Some(ranges) => Dependence::Distances(
                ranges.into_iter().map(|(lb, ub)| DistanceRange { lb: Some(lb), ub: Some(ub) }).collect(),
            ),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn visit(
        &self,
        cx: MapCx<'_>,
        unknowns: &[Unknown],
        constants: &[i64],
        m: usize,
        at: usize,
        values: &mut Vec<i64>,
        merged: &mut Option<Vec<(i64, i64)>>,
    ) {
        if at == unknowns.len() {
            let satisfied = (0..m).all(|r| {
                let sum: i64 = unknowns.iter().zip(values.iter()).map(|(u, v)| u.coefficients[r] * v).sum();
                sum + constants[r] == 0
            });
            if satisfied {
                self.record(cx, unknowns, values, merged);
            }
            return;
        }
        let (first, step, count) = unknowns[at].range;
        for j in 0..count {
            values[at] = first + j as i64 * step;
            self.visit(cx, unknowns, constants, m, at + 1, values, merged);
        }
    }

    /// Adds the distances of one solution, when it meets the depth's
    /// ordering, to `merged`.
    fn record(&self, cx: MapCx<'_>, unknowns: &[Unknown], values: &[i64], merged: &mut Option<Vec<(i64, i64)>>) {
        let n = self.common.len();
        let mut ranges = Vec::with_capacity(n);
        for k in 0..n {
            let find = |dst| unknowns.iter().zip(values).find(|(u, _)| u.common == Some((k, dst))).map(|(_, &v)| v);
            let Some((first, last)) = loop_first_last(cx, self.common[k]) else { return };
            let step = loop_shape(cx, self.common[k]).0.max(1);
            // The values of delta = y - x the solution allows.
            let (lo, hi) = match (find(false), find(true)) {
                (Some(x), Some(y)) => (y - x, y - x),
                (Some(x), None) => (first - x, last - x),
                (None, Some(y)) => (y - last, y - first),
                (None, None) => (first - last, last - first),
            };
            let (lo, hi) = if k + 1 < self.depth || self.depth > n {
                (lo.max(0), hi.min(0))
            } else if k + 1 == self.depth {
                (lo.max(step), hi)
            } else {
                (lo, hi)
            };
            if lo > hi {
                return;
            }
            ranges.push((lo, hi));
        }
        match merged {
            None => *merged = Some(ranges),
            Some(m) => {
                for (a, b) in m.iter_mut().zip(ranges) {
                    *a = (a.0.min(b.0), a.1.max(b.1));
                }
            }
        }
    }
}

/// The first and last value of the IV of a loop with a constant lower
/// bound and trip count.
fn loop_first_last(cx: MapCx<'_>, l: OpId) -> Option<(i64, i64)> {
    let first = loop_bound(cx.ctx, cx.body, l, true)?.0.single_constant_result()?;
    let (step, trip) = loop_shape(cx, l);
    let trip = i64::try_from(trip?).ok()?;
    if trip == 0 {
        return None;
    }
    Some((first, first.saturating_add((trip - 1).saturating_mul(step))))
}

/// Whether `v` is defined inside the op `op` (in one of its regions).
fn defined_in(body: &Body, v: ValueId, op: OpId) -> bool {
    let owner = body.value_block(v).and_then(|b| body.parent_region(b)).and_then(|r| body.parent_op(r));
    owner.is_some_and(|p| body.is_ancestor(op, p))
}

/// Distances `delta` (dst minus src IV per common loop) with `a . delta =
/// c` for each equation, zero above `depth` and positive at it.
fn solve_uniform(cx: MapCx<'_>, common: &[OpId], depth: usize, equations: &[(Vec<i64>, i64)]) -> Dependence {
    let n = common.len();
    let mut exact: Vec<Option<i64>> = vec![None; n];
    let mut coupled = vec![false; n];
    for (a, c) in equations {
        let nonzero: Vec<usize> = (0..n).filter(|&k| a[k] != 0).collect();
        match nonzero.as_slice() {
            [] => {
                if *c != 0 {
                    return Dependence::None;
                }
            }
            [k] => {
                if c % a[*k] != 0 {
                    return Dependence::None;
                }
                let d = c / a[*k];
                if exact[*k].is_some_and(|e| e != d) {
                    return Dependence::None;
                }
                exact[*k] = Some(d);
            }
            many => many.iter().for_each(|&k| coupled[k] = true),
        }
    }
    let mut ranges = Vec::with_capacity(n);
    for k in 0..n {
        let (step, trip) = loop_shape(cx, common[k]);
        let max = trip.and_then(|t| i64::try_from(t).ok()).map(|t| (t - 1).saturating_mul(step));
        if let Some(d) = exact[k] {
            if step > 0 && d % step != 0 || max.is_some_and(|m| d.abs() > m) {
                return Dependence::None;
            }
        }
        let range = if k + 1 < depth {
            if exact[k].is_some_and(|d| d != 0) {
                return Dependence::None;
            }
            DistanceRange { lb: Some(0), ub: Some(0) }
        } else if k + 1 == depth {
            if exact[k].is_some_and(|d| d <= 0) || max == Some(0) {
                return Dependence::None;
            }
            match exact[k] {
                Some(d) => DistanceRange { lb: Some(d), ub: Some(d) },
                None => DistanceRange { lb: Some(step.max(1)), ub: max },
            }
        } else {
            match exact[k] {
                Some(d) => DistanceRange { lb: Some(d), ub: Some(d) },
                None => DistanceRange { lb: max.map(|m| -m), ub: max },
            }
        };
        ranges.push(range);
    }
    if depth > n && exact.iter().any(|e| e.is_some_and(|d| d != 0)) {
        return Dependence::None;
    }
    if coupled.iter().any(|&c| c) {
        // Distances tied by one equation are not solved: only the GCD test
        // and the single-variable equations decided.
        return Dependence::Unknown;
    }
    Dependence::Distances(ranges)
}

/// The affine accesses nested in `op` (itself included), in order.
pub fn accesses_in(cx: MapCx<'_>, op: OpId) -> Vec<MemRefAccess> {
    let mut out = Vec::new();
    collect_accesses(cx, op, &mut out);
    out
}

fn collect_accesses(cx: MapCx<'_>, op: OpId, out: &mut Vec<MemRefAccess>) {
    if let Some(a) = MemRefAccess::of(cx, op) {
        out.push(a);
    }
    for &r in &cx.body.op(op).regions {
        for &b in &cx.body.region(r).blocks {
            for o in cx.body.block_ops(b) {
                crate::stack::ensure_sufficient_stack(|| collect_accesses(cx, o, out));
            }
        }
    }
}

/// Upstream `isLoopMemoryParallel`: no memref-typed result, no op with an
/// unknown memory effect, and no dependence carried by `for_op` between
/// any two accesses in it (memrefs defined inside the loop excepted).
pub fn is_loop_memory_parallel(cx: MapCx<'_>, for_op: OpId) -> bool {
    let body = cx.body;
    if body.results(for_op).iter().any(|&r| matches!(cx.ctx.type_kind(body.value_type(r)), TypeKind::MemRef { .. })) {
        return false;
    }
    let mut accesses = Vec::new();
    let mut ok = true;
    body.all_nested(for_op, &mut |o| {
        if let Some(a) = MemRefAccess::of(cx, o) {
            if !defined_in(body, a.memref, for_op) {
                accesses.push(a);
            }
        } else {
            let name = cx.ctx.str(body.op(o).name);
            let structural = matches!(name, "affine.for" | "affine.yield" | "affine.if");
            let alloc = matches!(name, "memref.alloc" | "memref.alloca");
            if !structural && !alloc && !is_memory_effect_free(cx.ctx, cx.registry, body, o) {
                ok = false;
            }
        }
        ok
    });
    if !ok {
        return false;
    }
    let depth = enclosing_loops(cx, for_op).len() + 1;
    accesses.iter().all(|s| accesses.iter().all(|d| !check_dependence(cx, s, d, depth).may_exist()))
}

/// Upstream `isLoopParallel` without reduction detection: no iteration
/// arguments and [`is_loop_memory_parallel`].
pub fn is_loop_parallel(cx: MapCx<'_>, for_op: OpId) -> bool {
    ForOp(for_op).inits(cx.ctx, cx.body).is_empty() && is_loop_memory_parallel(cx, for_op)
}

/// Upstream `isLoopParallel` with reduction detection: every iteration
/// argument of `for_op` is a supported reduction (their positions and
/// combiner ops are returned) and [`is_loop_memory_parallel`]; `None`
/// when the loop is not parallel.
pub fn parallel_reductions(cx: MapCx<'_>, for_op: OpId) -> Option<Vec<(usize, &'static str)>> {
    let lcx = super::unroll::LoopCx { ctx: cx.ctx, registry: cx.registry };
    let reductions = super::unroll_jam::supported_reductions(lcx, cx.body, for_op);
    (reductions.len() == ForOp(for_op).inits(cx.ctx, cx.body).len() && is_loop_memory_parallel(cx, for_op))
        .then_some(reductions)
}

/// One dependence carried by a loop: from `src` to `dst`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CarriedDependence {
    pub src: OpId,
    pub dst: OpId,
    /// Distances per common loop of the two accesses, outermost first;
    /// `None` when not decided.
    pub distances: Option<Vec<DistanceRange>>,
}

/// The dependences between accesses in `for_op` carried by it.
pub fn loop_carried_dependences(cx: MapCx<'_>, for_op: OpId) -> Vec<CarriedDependence> {
    let accesses = accesses_in(cx, for_op);
    let depth = enclosing_loops(cx, for_op).len() + 1;
    let mut out = Vec::new();
    for s in &accesses {
        for d in &accesses {
            let distances = match check_dependence(cx, s, d, depth) {
                Dependence::None => continue,
                Dependence::Distances(r) => Some(r),
                Dependence::Unknown => None,
            };
            out.push(CarriedDependence { src: s.op, dst: d.op, distances });
        }
    }
    out
}

/// Upstream `getTripCountMapAndOperands`: the trip count of `for_op` as a
/// map over operands (one result per upper bound); `None` for a lower
/// bound with several results.
pub fn trip_count_map(cx: MapCx<'_>, for_op: OpId) -> Option<(AffineMap, Vec<ValueId>)> {
    let (lb, lb_operands) = loop_bound(cx.ctx, cx.body, for_op, true)?;
    let (ub, ub_operands) = loop_bound(cx.ctx, cx.body, for_op, false)?;
    let step = int_value(cx.ctx, ForOp(for_op).step(cx.ctx, cx.body))?;
    if let (Some(l), Some(u)) = (lb.single_constant_result(), ub.single_constant_result()) {
        let span = u.saturating_sub(l).max(0);
        return Some((AffineMap::constant(crate::ir::affine::ceil_div_i64(span, step)), Vec::new()));
    }
    if lb.num_results() != 1 {
        return None;
    }
    let splat = AffineMap::new(lb.num_dims, lb.num_symbols, vec![lb.results[0].clone(); ub.num_results()]);
    let (diff, operands) =
        crate::dialects::affine::value_map_difference(cx, (&ub, &ub_operands), (&splat, &lb_operands));
    let results = diff.results.iter().map(|r| r.clone().ceil_div(step)).collect();
    Some((AffineMap::new(diff.num_dims, diff.num_symbols, results), operands))
}

/// Upstream `getLargestDivisorOfTripCount`.
pub fn largest_divisor_of_trip_count(cx: MapCx<'_>, for_op: OpId) -> u64 {
    let Some((map, _)) = trip_count_map(cx, for_op) else { return 1 };
    let mut g: Option<u64> = None;
    for r in &map.results {
        let this = match r.as_constant() {
            Some(0) => u64::MAX,
            Some(c) => c as u64,
            None => r.largest_known_divisor() as u64,
        };
        g = Some(g.map_or(this, |x| crate::ir::affine::gcd_u64(x, this)));
    }
    g.unwrap_or(1)
}

/// The `affine.for` ops of `body`, inner loops before the loops holding
/// them (upstream's post-order `walk`); isolated ops are not entered.
pub fn loops_post_order(cx: MapCx<'_>) -> Vec<OpId> {
    fn visit(cx: MapCx<'_>, region: RegionId, out: &mut Vec<OpId>) {
        for &b in &cx.body.region(region).blocks {
            for op in cx.body.block_ops(b) {
                if cx.body.op(op).inner.is_none() {
                    for &r in &cx.body.op(op).regions {
                        crate::stack::ensure_sufficient_stack(|| visit(cx, r, out));
                    }
                }
                if is_for(cx, op) {
                    out.push(op);
                }
            }
        }
    }
    let mut out = Vec::new();
    for &r in &cx.body.roots {
        visit(cx, r, &mut out);
    }
    out
}

#[cfg(test)]
mod tests;

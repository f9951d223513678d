//! Loop permutation: upstream's `permuteLoops` and its test pass
//! `test-loop-permutation{permutation-map=...}`, and Strata's
//! `affine-loop-interchange`, which picks the permutation itself.
//!
//! `affine-loop-interchange` looks at each maximal perfect nest ("band") of
//! at least two `affine.for` loops whose bounds do not depend on each other
//! and which yield nothing. It scores each loop as the innermost one by the
//! accesses of the band: an access whose last subscript moves with the
//! loop's IV by one element and whose other subscripts do not move with it
//! (unit stride) scores 2, an access that does not move with it
//! (invariant) 1, any other access 0. When another loop scores higher than
//! the current innermost one, it becomes the innermost loop, the others
//! keeping their order, provided the permutation keeps every dependence of
//! the band lexicographically positive. Each element then sees its reads
//! and writes in the original order, so results are unchanged, bit for bit.
//! LLVM's vectorizer needs unit-stride innermost loops; this gives them to
//! it. Dependences are only known between accesses of one memref, so a
//! band that also writes a memref which may overlap another one it accesses
//! is permuted under a run-time disjointness check (`interchange_in`).

use super::analysis::{accesses_in, check_dependence, enclosing_loops, is_for, Dependence, MemRefAccess};
use super::tile::{is_hyper_rectangular, perfectly_nested_loops};
use super::unroll::{loop_block, LoopCx};
use crate::dialects::affine::MapCx;
use crate::ir::affine::simplify::flatten_affine_expr;
use crate::ir::{Body, OpId, ValueId};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;
use crate::transforms::alias;

struct TestLoopPermutation {
    permutation: Vec<usize>,
}

pub fn create_test_permutation(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let permutation: Vec<usize> = match options.get("permutation-map").map(String::as_str) {
        None | Some("") => Vec::new(),
        Some(list) => list
            .split(',')
            .map(|s| s.trim().parse().map_err(|_| format!("invalid value '{s}' for option permutation-map")))
            .collect::<Result<_, _>>()?,
    };
    if !is_permutation(&permutation) {
        return Err(format!("test-loop-permutation: {permutation:?} is not a permutation of 0..{}", permutation.len()));
    }
    Ok(Box::new(TestLoopPermutation { permutation }))
}

fn is_permutation(p: &[usize]) -> bool {
    let mut seen = vec![false; p.len()];
    p.iter().all(|&i| i < p.len() && !std::mem::replace(&mut seen[i], true))
}

impl Pass for TestLoopPermutation {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let body = &mut target.body;
        let loops = all_loops_post_order(MapCx { ctx: cx.ctx, registry: cx.registry, body });
        for l in loops {
            if body.is_erased(l) {
                continue;
            }
            let band = perfectly_nested_loops(MapCx { ctx: cx.ctx, registry: cx.registry, body }, l);
            if band.len() >= 2 && band.len() == self.permutation.len() {
                permute_loops(body, &band, &self.permutation);
            }
        }
        Ok(())
    }
}

/// Every `affine.for` of the body, inner loops first (upstream's walk).
fn all_loops_post_order(cx: MapCx<'_>) -> Vec<OpId> {
    fn visit(cx: MapCx<'_>, region: crate::ir::RegionId, out: &mut Vec<OpId>) {
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

/// Upstream `permuteLoops`: reorder the perfect nest `band` (outermost
/// first) so that loop `i` ends up at depth `permutation[i]`; the body
/// stays in the innermost loop. Each loop keeps its bounds, step and IV.
/// The caller guarantees the nest is perfect and the permutation legal
/// (bounds of a loop may only use values from outside the band or IVs of
/// loops that stay outside it).
pub fn permute_loops(body: &mut Body, band: &[OpId], permutation: &[usize]) {
    let n = band.len();
    if n < 2 || permutation.len() != n || permutation.iter().enumerate().all(|(i, &p)| i == p) {
        return;
    }
    let mut order = vec![band[0]; n];
    for (i, &p) in permutation.iter().enumerate() {
        order[p] = band[i];
    }
    let root = band[0];
    // The body of the innermost loop, before the root for now.
    let inner_block = loop_block(body, band[n - 1]);
    let inner_ops: Vec<OpId> = body.block_ops(inner_block).collect();
    let payload = &inner_ops[..inner_ops.len() - 1];
    for &op in payload {
        body.move_op_before(op, root);
    }
    // Take the loops apart, innermost first, each before the root.
    for &l in band[1..].iter().rev() {
        body.move_op_before(l, root);
    }
    // The new outermost loop takes the root's place; each next loop goes
    // in front of its new parent's terminator.
    if order[0] != root {
        body.move_op_before(order[0], root);
    }
    for w in order.windows(2) {
        let block = loop_block(body, w[0]);
        let term = body.last_op(block).expect("affine.for has a terminator");
        body.move_op_before(w[1], term);
    }
    let block = loop_block(body, order[n - 1]);
    let term = body.last_op(block).expect("affine.for has a terminator");
    for &op in payload {
        body.move_op_before(op, term);
    }
}

struct AffineLoopInterchange {
    /// Take distinct memref values not to alias (no run-time check).
    assume_no_alias: bool,
}

pub fn create_interchange(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(AffineLoopInterchange { assume_no_alias: crate::pass::registry::flag(options, "assume-no-alias") }))
}

impl Pass for AffineLoopInterchange {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        interchange_in(LoopCx { ctx: cx.ctx, registry: cx.registry }, &mut target.body, self.assume_no_alias)?;
        Ok(())
    }
}

/// Run `affine-loop-interchange` on every band of `body`; returns how many
/// bands were permuted. The dependence analysis relates accesses of one
/// memref value; when a band writes a memref that may share memory with
/// another one it accesses, the band is versioned (`alias::version_nest`)
/// and only the copy that runs when they are disjoint is permuted, unless
/// `assume_no_alias`. Bands in an alias-safe fallback copy stay as they are.
pub fn interchange_in(lcx: LoopCx<'_>, body: &mut Body, assume_no_alias: bool) -> Result<usize, Diagnostic> {
    let roots = {
        let cx = MapCx { ctx: lcx.ctx, registry: lcx.registry, body };
        all_loops_post_order(cx).into_iter().filter(|&l| enclosing_loops(cx, l).is_empty()).collect::<Vec<_>>()
    };
    let mut changed = 0;
    for root in roots {
        if alias::in_fallback(lcx.ctx, body, root) {
            continue;
        }
        let mut work = vec![root];
        while let Some(l) = work.pop() {
            let cx = MapCx { ctx: lcx.ctx, registry: lcx.registry, body };
            let mut band = perfectly_nested_loops(cx, l);
            if let Some(p) = best_permutation(lcx, body, &band) {
                let pairs = if assume_no_alias { Vec::new() } else { alias_pairs(lcx, body, band[0]) };
                let versioned = if pairs.is_empty() {
                    Some(band[0])
                } else {
                    alias::version_nest(lcx.ctx, lcx.registry, body, band[0], &pairs)?
                };
                if let Some(root) = versioned {
                    band = perfectly_nested_loops(MapCx { ctx: lcx.ctx, registry: lcx.registry, body }, root);
                    permute_loops(body, &band, &p);
                    changed += 1;
                }
            }
            // Bands further in: loops in the innermost body.
            let inner = *band.last().expect("a band has a loop");
            let block = loop_block(body, inner);
            let cx = MapCx { ctx: lcx.ctx, registry: lcx.registry, body };
            for op in body.block_ops(block) {
                if is_for(cx, op) {
                    work.push(op);
                }
            }
        }
    }
    Ok(changed)
}

/// The pairs of distinct memrefs accessed in `nest`, one of them written,
/// that may share memory.
fn alias_pairs(lcx: LoopCx<'_>, body: &Body, nest: OpId) -> Vec<(ValueId, ValueId)> {
    let accesses = accesses_in(MapCx { ctx: lcx.ctx, registry: lcx.registry, body }, nest);
    let written: Vec<ValueId> = accesses.iter().filter(|a| a.is_write).map(|a| a.memref).collect();
    let all: Vec<ValueId> = accesses.iter().map(|a| a.memref).collect();
    alias::unproven_pairs(lcx.ctx, body, &written, &all)
}

/// The permutation that moves the best-scoring loop innermost, when it
/// beats the current innermost loop and is legal.
fn best_permutation(lcx: LoopCx<'_>, body: &Body, band: &[OpId]) -> Option<Vec<usize>> {
    let n = band.len();
    if n < 2 || band.iter().any(|&l| !body.results(l).is_empty()) || !is_hyper_rectangular(lcx, body, band) {
        return None;
    }
    let cx = MapCx { ctx: lcx.ctx, registry: lcx.registry, body };
    // Only bands whose memory effects are all affine accesses.
    let inner = loop_block(body, band[n - 1]);
    let mut only_affine = true;
    body.all_nested(band[n - 1], &mut |op| {
        let name = lcx.ctx.str(body.op(op).name);
        let ok = name.starts_with("affine.")
            || crate::rewrite::is_memory_effect_free(lcx.ctx, lcx.registry, body, op)
            || MemRefAccess::of(cx, op).is_some();
        only_affine &= ok;
        ok
    });
    if !only_affine || body.block_ops(inner).count() < 2 {
        return None;
    }
    let accesses = accesses_in(cx, band[0]);
    if accesses.is_empty() {
        return None;
    }
    let ivs: Vec<ValueId> = band.iter().map(|&l| body.block(loop_block(body, l)).args[0]).collect();
    let scores: Vec<u32> = ivs.iter().map(|&iv| accesses.iter().map(|a| stride_score(a, iv)).sum()).collect();
    let (best, &best_score) = scores.iter().enumerate().max_by_key(|&(i, s)| (*s, i))?;
    if best == n - 1 || best_score <= scores[n - 1] {
        return None;
    }
    // Loop `best` goes innermost; the loops after it move out by one.
    let permutation: Vec<usize> = (0..n)
        .map(|i| match i.cmp(&best) {
            std::cmp::Ordering::Less => i,
            std::cmp::Ordering::Equal => n - 1,
            std::cmp::Ordering::Greater => i - 1,
        })
        .collect();
    is_valid_permutation(cx, band, &accesses, &permutation).then_some(permutation)
}

/// 2 when the access moves by one element along its last dimension with
/// `iv` and not along the others, 1 when it does not move with `iv`, else 0.
fn stride_score(access: &MemRefAccess, iv: ValueId) -> u32 {
    let map = &access.map;
    let positions: Vec<usize> = access.operands.iter().enumerate().filter(|(_, &v)| v == iv).map(|(i, _)| i).collect();
    if positions.is_empty() {
        return 1;
    }
    let coefficient = |result: usize| -> Option<i64> {
        let flat = flatten_affine_expr(&map.results[result], map.num_dims, map.num_symbols)?;
        if !flat.local_exprs.is_empty() {
            return None;
        }
        Some(positions.iter().map(|&p| flat.coefficients[p]).sum())
    };
    let last = map.num_results().saturating_sub(1);
    let moves_only_last = (0..last).all(|r| coefficient(r) == Some(0));
    match (moves_only_last, coefficient(last)) {
        (true, Some(1 | -1)) if !access.is_vector => 2,
        (true, Some(0)) => 1,
        _ => 0,
    }
}

/// Upstream `isValidLoopInterchangePermutation`, sound for distance
/// ranges: every dependence between accesses of the band, at every depth,
/// read in the permuted loop order, must have a first component that is
/// certainly positive after components that are certainly or possibly
/// zero (and never negative). An undecided dependence forbids it.
pub fn is_valid_permutation(cx: MapCx<'_>, band: &[OpId], accesses: &[MemRefAccess], permutation: &[usize]) -> bool {
    let n = band.len();
    let Some(&root) = band.first() else { return true };
    // Loops around the band: dependences they carry do not change.
    let outer = enclosing_loops(cx, root).len();
    let mut inverse = vec![0; n];
    for (i, &p) in permutation.iter().enumerate() {
        inverse[p] = i;
    }
    for src in accesses {
        for dst in accesses {
            if !src.is_write && !dst.is_write {
                continue;
            }
            for depth in outer + 1..=outer + n + 1 {
                match check_dependence(cx, src, dst, depth) {
                    Dependence::None => {}
                    Dependence::Unknown => return false,
                    Dependence::Distances(ranges) => {
                        if ranges.len() < outer + n {
                            return false;
                        }
                        for &loop_index in &inverse {
                            let r = ranges[outer + loop_index];
                            match (r.lb, r.ub) {
                                (Some(0), Some(0)) => continue,
                                (Some(lb), _) if lb >= 1 => break,
                                (Some(0), _) => continue,
                                _ => return false,
                            }
                        }
                    }
                }
            }
        }
    }
    true
}

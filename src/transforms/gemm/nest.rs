//! Deeper nests that hold a GEMM once their loops are reordered: a
//! convolution's loops (`n, oh, ow, f, kh, kw, c` for
//! `O[n, oh, ow, f] += I[n, oh + kh, ow + kw, c] * W[kh, kw, c, f]`) are a
//! GEMM over `(ow, f, c)` for each `(n, oh, kh, kw)` once those three loops
//! are innermost.
//!
//! The reordering keeps every element's sum in its original order: C's
//! indices are distinct loops (so each element is written by the
//! iterations of the other loops, the reductions), the reductions keep
//! their relative order, and the loop that becomes the GEMM's reduction is
//! the innermost of them. Only loops indexing C move inward past
//! reductions, so each element still sees its products in the same order
//! and the result is bit-identical.

use crate::dialects::affine::ForOp;
use crate::ir::{Body, Context, OpId, ValueId};
use crate::opdef::Registry;
use crate::transforms::affine::interchange::permute_loops;
use crate::transforms::alias;

use super::{is_simple_loop, map_attr};

/// The most loops a nest may have to be reordered.
const MAX_DEPTH: usize = 8;

/// When the perfect nest rooted at `outer` (four loops or more) holds a
/// GEMM over three of its loops, reorder it so that they are innermost
/// and `is_gemm` accepts the band they form: the band's outermost loop.
/// Otherwise the nest is left as it was. Reordering moves reads of A and B
/// across writes of C, so C must be provably apart from every memref the
/// nest reads (or `assume_no_alias`).
pub(super) fn bring_band_inward(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    outer: OpId,
    assume_no_alias: bool,
    is_gemm: impl Fn(&Body, OpId) -> bool,
) -> Option<OpId> {
    let loops = perfect_nest(ctx, registry, body, outer)?;
    let ivs: Vec<ValueId> = loops.iter().map(|&l| induction_variable(body, l)).collect();
    let inner = body.region(body.op(*loops.last()?).regions[0]).blocks[0];
    let named = |n: &str| body.block_ops(inner).filter(|&o| ctx.str(body.op(o).name) == n).collect::<Vec<_>>();
    let (stores, loads) = (named("affine.store"), named("affine.load"));
    let &[store] = stores.as_slice() else { return None };
    let c = body.operands(store)[1];
    let read: Vec<ValueId> = loads.iter().map(|&l| body.operands(l)[0]).filter(|&m| m != c).collect();
    if !assume_no_alias && !alias::unproven_pairs(ctx, body, &[c], &read).is_empty() {
        return None;
    }
    let c_loops = store_loops(ctx, body, store, &ivs)?;
    let [.., i, j] = c_loops[..] else { return None };
    let k = (0..loops.len()).rev().find(|l| !c_loops.contains(l))?;
    let mut band = [i, j, k];
    band.sort_unstable();
    let mut order: Vec<usize> = (0..loops.len()).filter(|l| !band.contains(l)).collect();
    order.extend(band);
    if order.iter().enumerate().all(|(d, &l)| d == l) {
        return None;
    }
    // permutation[l]: the new depth of loop l.
    let mut permutation = vec![0; loops.len()];
    for (depth, &l) in order.iter().enumerate() {
        permutation[l] = depth;
    }
    permute_loops(body, &loops, &permutation);
    let root = loops[order[loops.len() - 3]];
    if is_gemm(body, root) {
        return Some(root);
    }
    // Put the loops back.
    let permuted: Vec<OpId> = order.iter().map(|&l| loops[l]).collect();
    permute_loops(body, &permuted, &order);
    None
}

fn induction_variable(body: &Body, l: OpId) -> ValueId {
    body.block(body.region(body.op(l).regions[0]).blocks[0]).args[0]
}

/// The loops of the perfect nest rooted at `outer` (each loop's body is the
/// next loop, the innermost holds no loop), when there are four to
/// `MAX_DEPTH` of them, each from 0 with step 1 to a bound of constants and
/// symbols, carrying no values.
fn perfect_nest(ctx: &Context, registry: &Registry, body: &Body, outer: OpId) -> Option<Vec<OpId>> {
    let mut loops = vec![outer];
    loop {
        let l = *loops.last()?;
        if !is_simple_loop(ctx, registry, body, l) {
            return None;
        }
        let &[block] = body.region(body.op(l).regions[0]).blocks.as_slice() else { return None };
        let ops: Vec<OpId> = body.block_ops(block).collect();
        match ops.as_slice() {
            [next, _yield] if ctx.str(body.op(*next).name) == ForOp::NAME => {
                if loops.len() == MAX_DEPTH {
                    return None;
                }
                loops.push(*next);
            }
            _ if ops.iter().any(|&o| ctx.str(body.op(o).name) == ForOp::NAME) => return None,
            _ => break,
        }
    }
    (loops.len() >= 4).then_some(loops)
}

/// The loops (positions in `ivs`) indexing each dimension of an
/// `affine.store`, when every index is a distinct one of them.
fn store_loops(ctx: &Context, body: &Body, store: OpId, ivs: &[ValueId]) -> Option<Vec<usize>> {
    let map = map_attr(ctx, body, store, "map")?;
    let indices = &body.operands(store)[2..];
    let mut loops = Vec::new();
    for e in &map.results {
        let v = *indices.get(e.as_dim()?)?;
        let l = ivs.iter().position(|&iv| iv == v)?;
        if loops.contains(&l) {
            return None;
        }
        loops.push(l);
    }
    Some(loops)
}

//! Contractions among structured ops (upstream's `ContractionOpInterface`
//! queries): whether an op with two inputs and one init computes
//! `c + a * b` over some field with projected-permutation maps, and which
//! of its loops are the batch, `m`, `n` and `k` dimensions of the matmul
//! it embeds. Transforms that pack or tile matmuls match on these.

use super::named::IteratorType;
use super::StructuredOp;
use crate::ir::affine::AffineMap;
use crate::ir::{Body, Context, OpId, ValueDef, ValueId};
use crate::opdef::{Registry, Traits};

/// The loops of a contraction by role, each list sorted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ContractionDims {
    /// Parallel loops indexing both inputs and the init.
    pub batch: Vec<usize>,
    /// Parallel loops of the LHS and the init, not the RHS.
    pub m: Vec<usize>,
    /// Parallel loops of the RHS and the init, not the LHS.
    pub n: Vec<usize>,
    /// Reduction loops of both inputs.
    pub k: Vec<usize>,
}

/// The loops of kind `kind` that index `map` as a lone dimension used by
/// no other result.
fn permuted_loops(map: &AffineMap, iterators: &[IteratorType], kind: IteratorType) -> Vec<usize> {
    let mut found: Vec<usize> = map
        .results
        .iter()
        .filter_map(|e| e.as_dim())
        .filter(|&d| iterators.get(d) == Some(&kind))
        .filter(|&d| map.results.iter().filter(|e| e.is_function_of_dim(d)).count() == 1)
        .collect();
    found.sort_unstable();
    found.dedup();
    found
}

/// Upstream's `inferContractionDims` over the maps of an op with two inputs
/// and one init (`maps` = LHS, RHS, init); `None` for other operand counts.
pub fn infer_contraction_dims(maps: &[AffineMap], iterators: &[IteratorType]) -> Option<ContractionDims> {
    let [a, b, c] = maps else { return None };
    let par = |m| permuted_loops(m, iterators, IteratorType::Parallel);
    let (pa, pb, pc) = (par(a), par(b), par(c));
    let m = pa.iter().copied().filter(|d| pc.contains(d) && !pb.contains(d)).collect();
    let n = pb.iter().copied().filter(|d| pc.contains(d) && !pa.contains(d)).collect();
    let batch = pa.iter().copied().filter(|d| pb.contains(d) && pc.contains(d)).collect();
    let rb = permuted_loops(b, iterators, IteratorType::Reduction);
    let k = permuted_loops(a, iterators, IteratorType::Reduction).into_iter().filter(|d| rb.contains(d)).collect();
    Some(ContractionDims { batch, m, n, k })
}

/// The (elementwise, reduction) op pairs of a contraction body.
const FIELDS: &[(&str, &str)] = &[
    ("arith.mulf", "arith.addf"),
    ("arith.muli", "arith.addi"),
    ("complex.mul", "complex.add"),
    ("arith.andi", "arith.ori"),
];

/// Upstream's `isaContractionOpInterface` for ops that are not named
/// contractions: two inputs and one init, a reduction loop, projected
/// permutation maps, and a payload yielding `u(u(c) + u(u(a) * u(b)))`
/// where each `u` is a chain of effect-free unary ops.
pub fn is_contraction(ctx: &Context, registry: &Registry, body: &Body, s: &StructuredOp) -> bool {
    let n_inputs = s.num_inputs(ctx, body);
    if n_inputs != 2 || body.operands(s.op).len() != 3 {
        return false;
    }
    if !s.iterator_types(ctx, body).contains(&IteratorType::Reduction)
        || !s.indexing_maps(ctx, body).iter().all(|m| m.is_projected_permutation(false))
    {
        return false;
    }
    is_contraction_body(ctx, registry, body, s)
}

/// `v` past any chain of one-operand ops without memory effects.
fn skip_unary(ctx: &Context, registry: &Registry, body: &Body, mut v: ValueId) -> ValueId {
    while let Some(op) = body.defining_op(v) {
        let t = registry.op_traits(ctx, body, op);
        if body.operands(op).len() != 1 || !(t.contains(Traits::PURE) || t.contains(Traits::NO_MEMORY_EFFECT)) {
            break;
        }
        v = body.operands(op)[0];
    }
    v
}

/// The binary op defining `v`, if any.
fn binary_def(body: &Body, v: ValueId) -> Option<OpId> {
    body.defining_op(v).filter(|&op| body.results(op).len() == 1 && body.operands(op).len() == 2)
}

fn is_contraction_body(ctx: &Context, registry: &Registry, body: &Body, s: &StructuredOp) -> bool {
    let Some(block) = s.payload(body) else { return false };
    let args = &body.block(block).args;
    let Some(term) = body.last_op(block) else { return false };
    if args.len() != 3 || body.operands(term).len() != 1 {
        return false;
    }
    let skip = |v| skip_unary(ctx, registry, body, v);
    let Some(reduction) = binary_def(body, skip(body.operands(term)[0])) else { return false };
    let (lhs, rhs) = (skip(body.operands(reduction)[0]), skip(body.operands(reduction)[1]));
    if lhs != args[2] && rhs != args[2] {
        return false;
    }
    let is_arg = |v: ValueId| matches!(body.value(v).def, ValueDef::BlockArg { .. });
    let contributed = skip(if is_arg(lhs) { rhs } else { lhs });
    let Some(elementwise) = binary_def(body, contributed) else { return false };
    let names = (ctx.str(body.op(elementwise).name), ctx.str(body.op(reduction).name));
    if !FIELDS.iter().any(|&(e, r)| names == (e, r)) {
        return false;
    }
    let (x, y) = (skip(body.operands(elementwise)[0]), skip(body.operands(elementwise)[1]));
    (x == args[0] && y == args[1]) || (x == args[1] && y == args[0])
}

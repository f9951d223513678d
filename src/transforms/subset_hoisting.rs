//! `loop-invariant-subset-hoisting`: in an `scf.for` whose iteration
//! argument flows only through subset ops to its yield, a loop-invariant
//! extraction (`tensor.extract_slice`, `vector.transfer_read`) and the
//! insertion into the same subset (`tensor.insert_slice`,
//! `vector.transfer_write`) move out of the loop, as upstream 19's
//! `hoistLoopInvariantSubsets`: the extraction before the loop, its value
//! carried as a new iteration argument, the insertion after the loop into
//! the loop's result. Loops are visited innermost first, and a loop's new
//! iteration arguments are tried too.
//!
//! A pair is hoisted only when every other subset op on the chain (those in
//! nested loops included) provably works on a disjoint subset: slices with
//! constant offsets, sizes and strides that do not overlap in some
//! dimension, transfers at constant indices at least a vector apart.
//! Upstream also runs on `affine.for` and `scf.while`; Strata only on
//! `scf.for`.

use crate::dialects::memref::Ofr;
use crate::dialects::scf::ForOp;
use crate::dialects::tensor::subset::{ofr_int, slice_parts, SliceParts};
use crate::dialects::vector::{TransferReadOp, TransferWriteOp};
use crate::ir::{Body, Context, OpId, ValueId};
use crate::opdef::Registry;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, PassInfo, Target};
use crate::syntax::diag::Diagnostic;
use crate::transforms::scf::{for_each_arena, ops_post_order};

/// The registry entry, registered by `transforms::passes::register_passes`.
pub static PASSES: &[PassInfo] = &[PassInfo {
    name: "loop-invariant-subset-hoisting",
    display: "LoopInvariantSubsetHoisting",
    help: "Hoist loop invariant subset ops outside of the loop",
    anchor: None,
    options: &[],
    create,
}];

struct LoopInvariantSubsetHoisting;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(LoopInvariantSubsetHoisting))
}

impl Pass for LoopInvariantSubsetHoisting {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        for_each_arena(&mut target.body, &mut |body| {
            for op in ops_post_order(cx.ctx, body, ForOp::NAME) {
                let mut loop_op = op;
                let mut i = 0;
                while i < body.results(loop_op).len() {
                    loop_op = hoist_at_iter_arg(cx.ctx, cx.registry, body, loop_op, i);
                    i += 1;
                }
            }
        });
        Ok(())
    }
}

fn entry(body: &Body, op: OpId) -> crate::ir::BlockId {
    body.region(body.op(op).regions[0]).blocks[0]
}

/// A subset op: the tensor it reads or writes into, and what it touches.
#[derive(Clone)]
enum Subset {
    Slice(SliceParts),
    /// Indices, vector shape, permutation map and mask of a transfer.
    Transfer {
        indices: Vec<ValueId>,
        shape: Vec<i64>,
        map: Option<crate::ir::Attribute>,
        masked: bool,
    },
}

/// The subset of an extraction (`insertion == false`) or insertion op, with
/// the operand positions that are the tensor (and for an insertion the
/// inserted value).
fn subset_of(ctx: &Context, body: &Body, op: OpId) -> Option<(Subset, bool)> {
    let name = ctx.str(body.op(op).name);
    if let Some(parts) = slice_parts(ctx, body, op) {
        return (name != "tensor.parallel_insert_slice").then(|| {
            let insertion = parts.dest.is_some();
            (Subset::Slice(parts), insertion)
        });
    }
    let vector_shape = |v: ValueId| ctx.shaped_parts(body.value_type(v)).map(|(s, _)| s.to_vec());
    if let Some(r) = TransferReadOp::cast(ctx, body, op) {
        let t = Subset::Transfer {
            indices: r.indices(ctx, body).to_vec(),
            shape: vector_shape(r.vector(body))?,
            map: r.permutation_map(ctx, body),
            masked: r.mask(ctx, body).is_some(),
        };
        return Some((t, false));
    }
    let w = TransferWriteOp::cast(ctx, body, op)?;
    w.result(ctx, body)?;
    let t = Subset::Transfer {
        indices: w.indices(ctx, body).to_vec(),
        shape: vector_shape(w.vector(ctx, body))?,
        map: w.permutation_map(ctx, body),
        masked: w.mask(ctx, body).is_some(),
    };
    Some((t, true))
}

/// The tensor operand position of a subset op (source of an extraction,
/// destination of an insertion) and, for an insertion, the inserted value's.
fn tensor_operands(ctx: &Context, body: &Body, op: OpId) -> (usize, Option<usize>) {
    match ctx.str(body.op(op).name) {
        "tensor.extract_slice" | "vector.transfer_read" => (0, None),
        _ => (1, Some(0)),
    }
}

fn same_ofr(ctx: &Context, registry: &Registry, body: &Body, a: Ofr, b: Ofr) -> bool {
    match (a, b) {
        (Ofr::Value(x), Ofr::Value(y)) if x == y => true,
        _ => matches!((ofr_int(ctx, registry, body, a), ofr_int(ctx, registry, body, b)), (Some(x), Some(y)) if x == y),
    }
}

/// Upstream's `operatesOnEquivalentSubset`.
fn equivalent(ctx: &Context, registry: &Registry, body: &Body, a: &Subset, b: &Subset) -> bool {
    let same = |x: &[Ofr], y: &[Ofr]| {
        x.len() == y.len() && x.iter().zip(y).all(|(&p, &q)| same_ofr(ctx, registry, body, p, q))
    };
    match (a, b) {
        (Subset::Slice(p), Subset::Slice(q)) => {
            same(&p.offsets, &q.offsets) && same(&p.sizes, &q.sizes) && same(&p.strides, &q.strides)
        }
        (
            Subset::Transfer { indices: i, shape: s, map: m, masked: false },
            Subset::Transfer { indices: j, shape: t, map: n, masked: false },
        ) => {
            let (i, j): (Vec<Ofr>, Vec<Ofr>) =
                (i.iter().map(|&v| Ofr::Value(v)).collect(), j.iter().map(|&v| Ofr::Value(v)).collect());
            s == t && m == n && same(&i, &j)
        }
        _ => false,
    }
}

/// Whether `a` and `b` provably touch no common element (constant
/// offsets, sizes and strides, or indices, apart in some dimension).
fn disjoint(ctx: &Context, registry: &Registry, body: &Body, a: &Subset, b: &Subset) -> bool {
    let int = |o: Ofr| ofr_int(ctx, registry, body, o);
    match (a, b) {
        (Subset::Slice(p), Subset::Slice(q)) => (0..p.offsets.len().min(q.offsets.len())).any(|d| {
            let range = |s: &SliceParts| -> Option<(i64, i64)> {
                let (o, n, st) = (int(s.offsets[d])?, int(s.sizes[d])?, int(s.strides[d])?);
                Some((o, o + (n - 1) * st))
            };
            matches!((range(p), range(q)), (Some((a0, a1)), Some((b0, b1))) if a1 < b0 || b1 < a0)
        }),
        (
            Subset::Transfer { indices: i, shape: s, map: m, .. },
            Subset::Transfer { indices: j, shape: t, map: n, .. },
        ) => {
            // Minor-identity transfers of the same rank: indices at least a
            // vector length apart in a dimension the vector spans.
            let k = s.len();
            m == n && s == t && i.len() == j.len() && (0..k.min(i.len())).any(|v| {
                let d = i.len() - k + v;
                matches!((int(Ofr::Value(i[d])), int(Ofr::Value(j[d]))), (Some(x), Some(y)) if (x - y).abs() >= s[v])
            }) && minor_identity(ctx, *m, i.len(), k)
        }
        _ => false,
    }
}

/// Whether a transfer's permutation map (none: the minor identity) is the
/// minor identity of a `rank`-d tensor onto a `vector_rank`-d vector.
fn minor_identity(ctx: &Context, map: Option<crate::ir::Attribute>, rank: usize, vector_rank: usize) -> bool {
    match map.map(|a| ctx.attr_kind(a)) {
        None => true,
        Some(crate::ir::AttrKind::AffineMap(m)) => {
            *m == crate::ir::affine::AffineMap::minor_identity(rank, vector_rank)
        }
        _ => false,
    }
}

/// The subset ops on the chain from a loop's iteration argument to its
/// yield, with upstream's pairing of equivalent extractions and insertions.
#[derive(Default)]
struct MatchingSubsets {
    all: Vec<(OpId, Subset)>,
    pairs: Vec<(Option<OpId>, Option<OpId>)>,
    /// How many insertions of the chain come before each collected op.
    step: Vec<(OpId, usize)>,
}

impl MatchingSubsets {
    fn insert(&mut self, cx: (&Context, &Registry, &Body), op: OpId, subset: Subset, insertion: bool, collect: bool) {
        let (ctx, registry, body) = cx;
        if collect {
            let find = self.pairs.iter().position(|&(e, i)| {
                let other = if insertion { e } else { i };
                let taken = if insertion { i } else { e };
                taken.is_none()
                    && other.is_some_and(|o| {
                        let s = &self.all.iter().find(|(x, _)| *x == o).expect("collected").1;
                        equivalent(ctx, registry, body, s, &subset)
                    })
            });
            match (find, insertion) {
                (Some(k), true) => self.pairs[k].1 = Some(op),
                (Some(k), false) => self.pairs[k].0 = Some(op),
                (None, true) => self.pairs.push((None, Some(op))),
                (None, false) => self.pairs.push((Some(op), None)),
            }
        }
        self.all.push((op, subset));
    }

    /// Upstream's `populateSubsetOpsAtIterArg`: false unless the uses from
    /// iteration argument `idx` of `loop_op` form one chain of subset ops
    /// (and nested loops) ending in the yield's operand `idx`.
    fn populate(&mut self, cx: (&Context, &Registry, &Body), loop_op: OpId, idx: usize, collect: bool) -> bool {
        let (ctx, _, body) = cx;
        let block = entry(body, loop_op);
        let terminator = body.last_op(block).expect("terminator");
        let mut value = body.block(block).args[1 + idx];
        let mut step = 0;
        loop {
            let mut next = None;
            let mut yielded = None;
            for u in body.uses(value).to_vec() {
                let owner = u.op;
                if owner == terminator {
                    yielded = Some(u.index as usize);
                    continue;
                }
                if ctx.str(body.op(owner).name) == ForOp::NAME {
                    let Some(k) = (u.index as usize).checked_sub(3) else { return false };
                    if next.is_some() || !self.populate(cx, owner, k, false) {
                        return false;
                    }
                    next = Some(body.results(owner)[k]);
                    continue;
                }
                let Some((subset, insertion)) = subset_of(ctx, body, owner) else { return false };
                let (tensor, _) = tensor_operands(ctx, body, owner);
                if u.index as usize != tensor {
                    return false;
                }
                self.insert(cx, owner, subset, insertion, collect);
                self.step.push((owner, step));
                if insertion {
                    if next.is_some() {
                        return false;
                    }
                    next = Some(body.results(owner)[0]);
                }
            }
            match (next, yielded) {
                (None, Some(k)) => return k == idx,
                (Some(v), None) => {
                    value = v;
                    step += 1;
                }
                _ => return false,
            }
        }
    }

    /// Upstream's `getHoistableSubsetOps`: pairs with both ops, every other
    /// subset op on a disjoint subset, the extraction reading the chain no
    /// later than the insertion writes it (one reading what the insertion
    /// wrote would get the previous iteration's value once hoisted).
    fn hoistable(&self, cx: (&Context, &Registry, &Body)) -> Vec<(OpId, OpId)> {
        let (ctx, registry, body) = cx;
        let step = |op: OpId| self.step.iter().find(|(o, _)| *o == op).map(|&(_, s)| s);
        self.pairs
            .iter()
            .filter_map(|&(e, i)| Some((e?, i?)))
            .filter(|&(e, i)| step(e) <= step(i))
            .filter(|&(e, i)| {
                let s = &self.all.iter().find(|(x, _)| *x == e).expect("collected").1;
                self.all.iter().all(|(o, other)| *o == e || *o == i || disjoint(ctx, registry, body, other, s))
            })
            .collect()
    }
}

/// Whether every operand of `op` but those at `except` is defined outside
/// `loop_op`, and `op` has no regions.
fn invariant(body: &Body, op: OpId, loop_op: OpId, except: &[usize]) -> bool {
    body.op(op).regions.is_empty()
        && body.operands(op).iter().enumerate().all(|(k, &v)| {
            except.contains(&k)
                || match body.value_block(v).and_then(|b| body.parent_region(b)).and_then(|r| body.parent_op(r)) {
                    Some(owner) => owner != loop_op && !body.is_ancestor(loop_op, owner),
                    None => true,
                }
        })
}

/// Upstream's `hoistSubsetAtIterArg` for iteration argument `idx`: the loop
/// after hoisting (a new op when a pair was hoisted).
fn hoist_at_iter_arg(ctx: &Context, registry: &Registry, body: &mut Body, mut loop_op: OpId, idx: usize) -> OpId {
    let mut subsets = MatchingSubsets::default();
    if !subsets.populate((ctx, registry, body), loop_op, idx, true) {
        return loop_op;
    }
    for (ext, ins) in subsets.hoistable((ctx, registry, body)) {
        let (ext_tensor, _) = tensor_operands(ctx, body, ext);
        let (ins_tensor, ins_value) = tensor_operands(ctx, body, ins);
        let ins_value = ins_value.expect("insertion");
        if !invariant(body, ext, loop_op, &[ext_tensor]) || !invariant(body, ins, loop_op, &[ins_tensor, ins_value]) {
            continue;
        }
        let extracted = body.results(ext)[0];
        let inserted_value = body.operands(ins)[ins_value];
        loop_op = with_additional_iter_arg(ctx, body, loop_op, extracted, inserted_value);
        let loop_result = body.results(loop_op)[idx];
        let new_result = *body.results(loop_op).last().expect("new result");
        body.move_op_before(ext, loop_op);
        let after = body.next_op(loop_op);
        match after {
            Some(a) => body.move_op_before(ins, a),
            None => body.move_op_to_end(ins, body.parent_block(loop_op).expect("in a block")),
        }
        let ins_result = body.results(ins)[0];
        let ins_dest = body.operands(ins)[ins_tensor];
        body.replace_all_uses(ins_result, ins_dest);
        let init = ForOp(loop_op).init_args(ctx, body)[idx];
        body.set_operand(ext, ext_tensor, init);
        body.replace_all_uses(loop_result, ins_result);
        body.set_operand(ins, ins_value, new_result);
        body.set_operand(ins, ins_tensor, loop_result);
    }
    loop_op
}

/// Upstream's `replaceWithAdditionalYields` for an `scf.for`, with the
/// uses of `init` in the loop taking the new iteration argument.
fn with_additional_iter_arg(ctx: &Context, body: &mut Body, op: OpId, init: ValueId, yielded: ValueId) -> OpId {
    let f = ForOp(op);
    let (lb, ub, step) = (f.lower_bound(ctx, body), f.upper_bound(ctx, body), f.step(ctx, body));
    let mut inits = f.init_args(ctx, body).to_vec();
    inits.push(init);
    let types: Vec<_> = inits.iter().map(|&v| body.value_type(v)).collect();
    let loc = body.op(op).loc;
    let new = ForOp::create(ctx, body, loc, lb, ub, step, inits, types).0;
    body.insert_op_before(op, new);
    let block = entry(body, op);
    body.unlink_block(block);
    body.insert_block(ForOp(new).region(body), 0, block);
    let arg_loc = body.defining_op(init).map(|d| body.op(d).loc);
    let arg = body.add_block_arg(block, body.value_type(init), arg_loc);
    let region = ForOp(new).region(body);
    let inside: Vec<OpId> = body
        .uses(init)
        .iter()
        .map(|u| u.op)
        .filter(|&o| {
            body.parent_block(o).and_then(|b| body.parent_region(b)).is_some_and(|r| body.region_contains(region, r))
        })
        .collect();
    body.replace_uses_where(init, arg, &mut |u| inside.contains(&u.op));
    if let Some(term) = body.last_op(block) {
        let mut yields = body.operands(term).to_vec();
        yields.push(yielded);
        body.set_operands(term, yields);
    }
    let old = body.results(op).to_vec();
    let newr = body.results(new).to_vec();
    for (&o, &n) in old.iter().zip(&newr) {
        body.replace_all_uses(o, n);
    }
    body.erase_op(op);
    new
}

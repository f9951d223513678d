//! `lower-vector-multi-reduction` (upstream `LowerVectorMultiReduction`,
//! MLIR 19): `vector.multi_reduction` rewritten, in one greedy run, by four
//! patterns that each take one step:
//!
//! 1. a transpose puts the reduced dimensions innermost (`inner-reduction`)
//!    or outermost (`inner-parallel`);
//! 2. shape casts flatten the reduced and the kept dimensions to one each;
//! 3. a 1-D reduction becomes a 2-D one with a leading kept unit dimension;
//! 4. a 2-D reduction is unrolled: per kept row a `vector.reduction`
//!    inserted with `vector.insertelement` (`inner-reduction`), or per
//!    reduced row an elementwise arith op on whole rows (`inner-parallel`).
//!
//! Under `vector.mask` the mask is transposed, cast and sliced along with
//! the source; as upstream 19, the elementwise unrolling leaves a masked
//! reduction alone.

use strata::dialects::vector::{int_array, vector_type};
use strata::ir::{AttrKind, Attribute, Context, DenseValues, Location, OpId, Type, TypeKind, ValueId};
use strata::opdef::ods::attr;
use strata::rewrite::Rewriter;

use super::{create_or_fold, mask_operation, masking_root};
use crate::to_llvm::vector::kind_of;
use crate::to_llvm::vector::lower::{combining_op, extract, i64_dense, loc_of, op1};
use crate::util::constant_index;

/// Which dimensions the lowering keeps innermost.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Strategy {
    /// Reductions outermost: unrolled into elementwise ops on rows.
    InnerParallel,
    /// Reductions innermost: unrolled into `vector.reduction` per row.
    InnerReduction,
}

/// What a pattern needs to know of a `vector.multi_reduction`.
struct MultiReduction {
    op: OpId,
    source: ValueId,
    acc: ValueId,
    kind: Attribute,
    shape: Vec<i64>,
    scalable: Vec<bool>,
    element: Type,
    /// The reduced dimensions, in the attribute's order.
    reduced: Vec<i64>,
    /// The masking `vector.mask` (replaced instead of the op) and its mask.
    root: OpId,
    mask: Option<ValueId>,
    loc: Location,
}

impl MultiReduction {
    fn read(rw: &Rewriter<'_>, op: OpId) -> Option<MultiReduction> {
        let ctx = rw.ctx;
        let body = &*rw.body;
        if ctx.str(body.op(op).name) != "vector.multi_reduction" {
            return None;
        }
        let (source, acc) = (body.operands(op)[0], body.operands(op)[1]);
        let TypeKind::Vector { shape, scalable, element } = ctx.type_kind(body.value_type(source)) else {
            return None;
        };
        let kind = attr(ctx, body, op, "kind")?;
        let reduced = int_array(ctx, attr(ctx, body, op, "reduction_dims")?)?;
        let (root, mask) = masking_root(rw, op);
        Some(MultiReduction {
            op,
            source,
            acc,
            kind,
            shape: shape.clone(),
            scalable: scalable.clone(),
            element: *element,
            reduced,
            root,
            mask,
            loc: loc_of(rw, op),
        })
    }

    fn rank(&self) -> usize {
        self.shape.len()
    }

    fn is_reduced(&self, d: usize) -> bool {
        self.reduced.contains(&(d as i64))
    }

    /// The reduction mask: whether each dimension is reduced.
    fn reduction_mask(&self) -> Vec<bool> {
        (0..self.rank()).map(|d| self.is_reduced(d)).collect()
    }

    /// A new `vector.multi_reduction` of this kind, masked by `mask`.
    fn rebuild(
        &self,
        rw: &mut Rewriter<'_>,
        source: ValueId,
        acc: ValueId,
        mask: &[bool],
        m: Option<ValueId>,
    ) -> ValueId {
        let ctx = rw.ctx;
        let dims: Vec<i64> = (0..mask.len()).filter(|&d| mask[d]).map(|d| d as i64).collect();
        let ty = rw.body.value_type(acc);
        let props = vec![("kind", self.kind), ("reduction_dims", i64_array(ctx, &dims))];
        let v = op1(rw, "vector.multi_reduction", self.loc, vec![source, acc], ty, props);
        mask_operation(rw, v, m)
    }
}

fn i64_array(ctx: &Context, values: &[i64]) -> Attribute {
    let i64t = ctx.integer_type(64);
    ctx.attr(AttrKind::Array(values.iter().map(|&v| ctx.int_attr(i64t, v)).collect()))
}

/// The patterns of the pass, tried in upstream's order on every op.
pub(crate) fn patterns(rw: &mut Rewriter<'_>, op: OpId, strategy: Strategy) -> bool {
    let Some(mr) = MultiReduction::read(rw, op) else { return false };
    let inner = strategy == Strategy::InnerReduction;
    inner_outer_transpose(rw, &mr, inner)
        || flatten(rw, &mr, inner)
        || one_dim_to_two_dim(rw, &mr)
        || if inner { two_dim_to_reductions(rw, &mr) } else { two_dim_to_elementwise(rw, &mr) }
}

/// `vector.transpose` of `v` by `perm`.
fn transpose(rw: &mut Rewriter<'_>, loc: Location, v: ValueId, perm: &[i64]) -> ValueId {
    let ctx = rw.ctx;
    let TypeKind::Vector { shape, scalable, element } = ctx.type_kind(rw.body.value_type(v)) else {
        unreachable!("transposes are built of vectors")
    };
    let shape = perm.iter().map(|&p| shape[p as usize]).collect();
    let scalable = perm.iter().map(|&p| scalable[p as usize]).collect();
    let ty = vector_type(ctx, shape, scalable, *element);
    op1(rw, "vector.transpose", loc, vec![v], ty, vec![("permutation", i64_dense(ctx, perm))])
}

fn shape_cast(rw: &mut Rewriter<'_>, loc: Location, v: ValueId, ty: Type) -> ValueId {
    op1(rw, "vector.shape_cast", loc, vec![v], ty, vec![])
}

/// Step 1: the kept dimensions first and the reduced ones last (or the
/// other way round), by a transpose of the source (and of the mask).
fn inner_outer_transpose(rw: &mut Rewriter<'_>, mr: &MultiReduction, inner: bool) -> bool {
    let parallel: Vec<i64> = (0..mr.rank()).filter(|&d| !mr.is_reduced(d)).map(|d| d as i64).collect();
    if parallel.is_empty() {
        return false;
    }
    let leading = if inner { 0 } else { mr.reduced.len() as i64 };
    if parallel.iter().enumerate().all(|(i, &p)| p == leading + i as i64) {
        return false;
    }
    let perm: Vec<i64> = if inner {
        parallel.iter().chain(&mr.reduced).copied().collect()
    } else {
        mr.reduced.iter().chain(&parallel).copied().collect()
    };
    rw.set_insertion_point_before(mr.root);
    let mask = mr.mask.map(|m| transpose(rw, mr.loc, m, &perm));
    let source = transpose(rw, mr.loc, mr.source, &perm);
    let n = mr.reduced.len();
    let reduction_mask: Vec<bool> = (0..mr.rank()).map(|d| if inner { d >= mr.rank() - n } else { d < n }).collect();
    let v = mr.rebuild(rw, source, mr.acc, &reduction_mask, mask);
    rw.replace_op(mr.root, &[v]);
    true
}

/// Step 2: contiguous kept and reduced dimensions each flattened into one,
/// by shape casts of the source, the mask and the accumulator, and of the
/// result back.
fn flatten(rw: &mut Rewriter<'_>, mr: &MultiReduction, inner: bool) -> bool {
    let ctx = rw.ctx;
    let mask = mr.reduction_mask();
    if mr.rank() < 2 || (mr.rank() == 2 && mask[0] != mask[1]) {
        return false;
    }
    let (mut parallel, mut parallel_shape, mut parallel_scalable) = (vec![], vec![], vec![]);
    let (mut reduction_size, mut reduction_scalable, mut any_reduced) = (1i64, false, false);
    for (d, &reduced) in mask.iter().enumerate() {
        if reduced {
            any_reduced = true;
            reduction_size *= mr.shape[d];
            reduction_scalable |= mr.scalable[d];
        } else {
            parallel.push(d);
            parallel_shape.push(mr.shape[d]);
            parallel_scalable.push(mr.scalable[d]);
        }
    }
    let first = if inner { 0 } else { mr.rank() - parallel.len() };
    if parallel.iter().enumerate().any(|(i, &p)| p != first + i) {
        return false;
    }
    let parallel_size: i64 = parallel_shape.iter().product();
    let parallel_is_scalable = parallel_scalable.contains(&true);
    let mut new_mask = Vec::new();
    let mut shape = Vec::new();
    let mut scalable = Vec::new();
    if !parallel.is_empty() {
        new_mask.push(false);
        shape.push(parallel_size);
        scalable.push(parallel_is_scalable);
    }
    if any_reduced {
        new_mask.push(true);
        shape.push(reduction_size);
        scalable.push(reduction_scalable);
    }
    if !inner && shape.len() == 2 {
        new_mask.reverse();
        shape.reverse();
        scalable.reverse();
    }
    rw.set_insertion_point_before(mr.root);
    let loc = mr.loc;
    let new_vector_mask = mr.mask.map(|m| {
        let i1 = ctx.integer_type(1);
        shape_cast(rw, loc, m, vector_type(ctx, shape.clone(), vec![false; shape.len()], i1))
    });
    let source = shape_cast(rw, loc, mr.source, vector_type(ctx, shape, scalable, mr.element));
    let mut acc = mr.acc;
    if !parallel.is_empty() {
        let ty = vector_type(ctx, vec![parallel_size], vec![parallel_is_scalable], mr.element);
        acc = shape_cast(rw, loc, acc, ty);
    }
    let v = mr.rebuild(rw, source, acc, &new_mask, new_vector_mask);
    let result = if parallel.is_empty() {
        v
    } else {
        shape_cast(rw, loc, v, vector_type(ctx, parallel_shape, parallel_scalable, mr.element))
    };
    rw.replace_op(mr.root, &[result]);
    true
}

/// Step 3: a 1-D reduction as a `1xN` one whose result row is extracted.
fn one_dim_to_two_dim(rw: &mut Rewriter<'_>, mr: &MultiReduction) -> bool {
    let ctx = rw.ctx;
    if mr.rank() != 1 || !mr.is_reduced(0) {
        return false;
    }
    rw.set_insertion_point_before(mr.root);
    let loc = mr.loc;
    let (n, scalable) = (mr.shape[0], mr.scalable[0]);
    let cast_ty = vector_type(ctx, vec![1, n], vec![false, scalable], mr.element);
    let source = shape_cast(rw, loc, mr.source, cast_ty);
    let acc_ty = vector_type(ctx, vec![1], vec![false], mr.element);
    let acc = op1(rw, "vector.broadcast", loc, vec![mr.acc], acc_ty, vec![]);
    let mask = mr.mask.map(|m| {
        let ty = vector_type(ctx, vec![1, n], vec![false, scalable], ctx.integer_type(1));
        op1(rw, "vector.broadcast", loc, vec![m], ty, vec![])
    });
    let v = mr.rebuild(rw, source, acc, &[false, true], mask);
    let e = extract(rw, loc, v, &[0]);
    rw.replace_op(mr.root, &[e]);
    true
}

/// Step 4 (`inner-reduction`): a `[parallel, reduction]` reduction as one
/// `vector.reduction` per row, each inserted into a zero vector.
fn two_dim_to_reductions(rw: &mut Rewriter<'_>, mr: &MultiReduction) -> bool {
    let ctx = rw.ctx;
    if mr.rank() != 2 || mr.is_reduced(0) || !mr.is_reduced(1) {
        return false;
    }
    rw.set_insertion_point_before(mr.root);
    let loc = mr.loc;
    let dest_ty = rw.body.value_type(mr.acc);
    let values = if ctx.is_float(mr.element) { DenseValues::Float(vec![0]) } else { DenseValues::Int(vec![0]) };
    let zero = ctx.attr(AttrKind::DenseElements { ty: dest_ty, splat: true, values });
    let mut result = op1(rw, "arith.constant", loc, vec![], dest_ty, vec![("value", zero)]);
    for i in 0..mr.shape[0] {
        let v = extract(rw, loc, mr.source, &[i]);
        let acc = extract(rw, loc, mr.acc, &[i]);
        let r = op1(rw, "vector.reduction", loc, vec![v, acc], mr.element, vec![("kind", mr.kind)]);
        let r = match mr.mask {
            Some(m) => {
                let row_mask = extract(rw, loc, m, &[i]);
                mask_operation(rw, r, Some(row_mask))
            }
            None => r,
        };
        let index = constant_index(rw, loc, i);
        result = op1(rw, "vector.insertelement", loc, vec![r, result, index], dest_ty, vec![]);
    }
    rw.replace_op(mr.root, &[result]);
    true
}

/// Step 4 (`inner-parallel`): a `[reduction, parallel]` reduction as a
/// chain of elementwise ops combining the rows with the accumulator.
fn two_dim_to_elementwise(rw: &mut Rewriter<'_>, mr: &MultiReduction) -> bool {
    let ctx = rw.ctx;
    if mr.rank() != 2 || mr.is_reduced(1) || !mr.is_reduced(0) || mr.mask.is_some() {
        return false;
    }
    let float = ctx.is_float(mr.element);
    if !float && ctx.int_info(mr.element).is_none() && !ctx.is_index(mr.element) {
        return false;
    }
    let Some(combine) = kind_of(ctx, mr.kind).and_then(|k| combining_op(&k, float)) else { return false };
    rw.set_insertion_point_before(mr.op);
    let loc = mr.loc;
    let mut result = mr.acc;
    for i in 0..mr.shape[0] {
        let row = extract(rw, loc, mr.source, &[i]);
        result = create_or_fold(rw, combine, loc, vec![row, result]);
    }
    rw.replace_op(mr.op, &[result]);
    true
}

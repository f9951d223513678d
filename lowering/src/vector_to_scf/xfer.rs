//! What the patterns of `convert-vector-to-scf` share: a transfer op read
//! through its parts ([`Xfer`]), new transfers, the index of an unpacked
//! dimension, the in-bounds and mask check around an access, and builders
//! of `scf.for`/`scf.if` whose bodies, as upstream's body builders, are not
//! announced to the greedy driver (it visits them in its next sweep).

use strata::dialects::affine::build::make_composed_apply;
use strata::dialects::arith::{build_constant, AndIOp, CmpIOp, CMP_I_ENUM};
use strata::dialects::memref::{DimOp, Ofr};
use strata::dialects::scf::{ForOp, IfOp, YieldOp};
use strata::dialects::vector::{bool_array, bools, permutation_map, vector_parts, vector_type};
use strata::dialects::vector::{ExtractElementOp, TransferReadOp, TransferWriteOp};
use strata::ir::affine::{AffineExpr, AffineMap};
use strata::ir::{AttrKind, Location, OpId, Type, TypeKind, ValueId};
use strata::opdef::ods::{attr, segment_sizes, set_attr};
use strata::rewrite::Rewriter;

/// The discardable attribute marking a transfer whose leading dimension is
/// being unpacked into a loop over a temporary buffer.
pub(super) const PASS_LABEL: &str = "__vector_to_scf_lowering__";

/// `arith.cmpi` predicates by value.
pub(super) const CMPI_SGT: i64 = 4;
pub(super) const CMPI_ULT: i64 = 6;

/// A `vector.transfer_read` or `vector.transfer_write` and its parts.
#[derive(Clone)]
pub(super) struct Xfer {
    pub op: OpId,
    pub read: bool,
    pub loc: Location,
    pub source: ValueId,
    pub indices: Vec<ValueId>,
    /// The padding of a read.
    pub padding: Option<ValueId>,
    pub mask: Option<ValueId>,
    /// The vector a write stores.
    pub vector: Option<ValueId>,
    pub vector_ty: Type,
    pub map: AffineMap,
    pub in_bounds: Vec<bool>,
}

impl Xfer {
    pub fn of(rw: &Rewriter<'_>, op: OpId) -> Option<Xfer> {
        let (ctx, body) = (rw.ctx, &*rw.body);
        let map = permutation_map(ctx, body, op)?;
        let in_bounds = attr(ctx, body, op, "in_bounds").and_then(|a| bools(ctx, a))?;
        let loc = body.op(op).loc;
        match ctx.str(body.op(op).name) {
            TransferReadOp::NAME => {
                let t = TransferReadOp(op);
                Some(Xfer {
                    op,
                    read: true,
                    loc,
                    source: t.source(ctx, body),
                    indices: t.indices(ctx, body).to_vec(),
                    padding: Some(t.padding(ctx, body)),
                    mask: t.mask(ctx, body),
                    vector: None,
                    vector_ty: body.value_type(t.vector(body)),
                    map,
                    in_bounds,
                })
            }
            TransferWriteOp::NAME => {
                let t = TransferWriteOp(op);
                let vector = t.vector(ctx, body);
                Some(Xfer {
                    op,
                    read: false,
                    loc,
                    source: t.source(ctx, body),
                    indices: t.indices(ctx, body).to_vec(),
                    padding: None,
                    mask: t.mask(ctx, body),
                    vector: Some(vector),
                    vector_ty: body.value_type(vector),
                    map,
                    in_bounds,
                })
            }
            _ => None,
        }
    }

    /// The shape of the transferred vector.
    pub fn shape(&self, rw: &Rewriter<'_>) -> Vec<i64> {
        vector_parts(rw.ctx, self.vector_ty).map(|(s, _, _)| s.to_vec()).unwrap_or_default()
    }

    pub fn vector_rank(&self, rw: &Rewriter<'_>) -> usize {
        self.shape(rw).len()
    }

    /// Whether dimension 0 of the vector is scalable.
    pub fn leading_scalable(&self, rw: &Rewriter<'_>) -> bool {
        vector_parts(rw.ctx, self.vector_ty).is_some_and(|(_, s, _)| s.first() == Some(&true))
    }

    pub fn element_ty(&self, rw: &Rewriter<'_>) -> Option<Type> {
        vector_parts(rw.ctx, self.vector_ty).map(|(_, _, e)| e)
    }

    pub fn source_ty(&self, rw: &Rewriter<'_>) -> Type {
        rw.body.value_type(self.source)
    }

    /// The element type of the memref or tensor transferred from or to.
    pub fn source_element_ty(&self, rw: &Rewriter<'_>) -> Option<Type> {
        rw.ctx.shaped_parts(self.source_ty(rw)).map(|(_, e)| e)
    }

    pub fn is_tensor(&self, rw: &Rewriter<'_>) -> bool {
        matches!(rw.ctx.type_kind(self.source_ty(rw)), TypeKind::RankedTensor { .. })
    }

    pub fn is_broadcast_dim(&self, i: usize) -> bool {
        self.map.results.get(i).is_some_and(|e| e.as_constant() == Some(0))
    }

    pub fn dim_in_bounds(&self, i: usize) -> bool {
        self.is_broadcast_dim(i) || self.in_bounds.get(i).copied().unwrap_or(false)
    }

    /// The rank of the mask.
    pub fn mask_rank(&self, rw: &Rewriter<'_>) -> usize {
        self.mask.and_then(|m| vector_parts(rw.ctx, rw.body.value_type(m))).map_or(0, |(s, _, _)| s.len())
    }

    pub fn labeled(&self, rw: &Rewriter<'_>) -> bool {
        rw.ctx.dict_get(rw.body.op(self.op).attributes, PASS_LABEL).is_some()
    }

    /// The source dimension the leading vector dimension walks (upstream
    /// `unpackedDim`); `None` for a broadcast.
    pub fn unpacked_dim(&self) -> Option<usize> {
        self.map.results.first().and_then(|e| e.as_dim())
    }

    /// The permutation map without its first result.
    pub fn unpacked_map(&self) -> AffineMap {
        AffineMap::new(self.map.num_dims, 0, self.map.results[1..].to_vec())
    }
}

/// What builds the body of a branch or the in-bounds and out-of-bounds
/// cases of a check: it returns the value to yield, if any.
pub(crate) type BodyBuilder<'f> = &'f mut dyn FnMut(&mut Rewriter<'_>) -> Option<ValueId>;

/// A rewriter on the same body that tells no listener: what upstream's
/// body builders create is not put on the driver's worklist.
pub(super) fn silent<'b>(rw: &'b mut Rewriter<'_>) -> Rewriter<'b> {
    let scope = rw.scope;
    Rewriter::new(rw.ctx, rw.registry, rw.body).with_scope(scope)
}

/// Insert `op` at the insertion point; its first result.
pub(super) fn insert_value(rw: &mut Rewriter<'_>, op: OpId) -> ValueId {
    rw.insert(op);
    rw.body.results(op)[0]
}

pub(super) fn constant_index(rw: &mut Rewriter<'_>, loc: Location, c: i64) -> ValueId {
    let index = rw.ctx.index_type();
    let value = rw.ctx.int_attr(index, c);
    build_constant(rw, loc, index, value)
}

/// `vector` with its leading dimension dropped.
pub(super) fn drop_leading_dim(rw: &Rewriter<'_>, vector: Type) -> Type {
    let (shape, scalable, element) = vector_parts(rw.ctx, vector).expect("a vector type");
    vector_type(rw.ctx, shape[1..].to_vec(), scalable[1..].to_vec(), element)
}

/// Mark `op` with the pass label.
pub(super) fn set_label(rw: &mut Rewriter<'_>, op: OpId) {
    let ctx = rw.ctx;
    let mut entries = ctx.dict_entries(rw.body.op(op).attributes).to_vec();
    entries.retain(|(k, _)| ctx.str(*k) != PASS_LABEL);
    entries.push((ctx.ident(PASS_LABEL), ctx.unit_attr()));
    rw.body.op_mut(op).attributes = ctx.dictionary(entries);
}

/// The parts of a new transfer op (upstream's builders: no mask, the given
/// map and in_bounds).
pub(super) struct NewXfer {
    pub loc: Location,
    pub source: ValueId,
    pub indices: Vec<ValueId>,
    pub map: AffineMap,
    pub mask: Option<ValueId>,
    pub in_bounds: Vec<bool>,
}

/// A `vector.transfer_read` of `vector_ty` at the insertion point.
pub(super) fn new_read(rw: &mut Rewriter<'_>, x: NewXfer, vector_ty: Type, padding: ValueId) -> OpId {
    let ctx = rw.ctx;
    let (map, in_bounds) = (ctx.attr(AttrKind::AffineMap(x.map)), bool_array(ctx, &x.in_bounds));
    let op =
        TransferReadOp::create(ctx, rw.body, x.loc, x.source, x.indices, padding, x.mask, vector_ty, map, in_bounds);
    rw.insert(op.0)
}

/// A `vector.transfer_write` of `vector` at the insertion point; it has a
/// result when writing a tensor.
pub(super) fn new_write(rw: &mut Rewriter<'_>, x: NewXfer, vector: ValueId) -> OpId {
    let ctx = rw.ctx;
    let source_ty = rw.body.value_type(x.source);
    let result_ty = matches!(ctx.type_kind(source_ty), TypeKind::RankedTensor { .. }).then_some(source_ty);
    let (map, in_bounds) = (ctx.attr(AttrKind::AffineMap(x.map)), bool_array(ctx, &x.in_bounds));
    let op =
        TransferWriteOp::create(ctx, rw.body, x.loc, vector, x.source, x.indices, x.mask, result_ty, map, in_bounds);
    rw.insert(op.0)
}

/// Give the transfer `op` the mask `mask` (upstream `getMaskMutable().assign`).
pub(super) fn set_mask(rw: &mut Rewriter<'_>, op: OpId, mask: Option<ValueId>) {
    let ctx = rw.ctx;
    let Some(x) = Xfer::of(rw, op) else { return };
    let mut operands = Vec::new();
    let mut sizes = Vec::new();
    if let Some(v) = x.vector {
        operands.push(v);
        sizes.push(1);
    }
    operands.push(x.source);
    operands.extend(x.indices.iter().copied());
    sizes.extend([1, x.indices.len()]);
    if let Some(p) = x.padding {
        operands.push(p);
        sizes.push(1);
    }
    operands.extend(mask);
    sizes.push(usize::from(mask.is_some()));
    rw.modify(op, |b| {
        b.set_operands(op, operands);
        set_attr(ctx, b, op, "operandSegmentSizes", segment_sizes(ctx, &sizes));
    });
}

/// Upstream `getXferIndices`: the indices of `x` with the unpacked
/// dimension's index advanced by `iv` (an `affine.apply`).
pub(super) fn xfer_indices(rw: &mut Rewriter<'_>, x: &Xfer, iv: ValueId) -> Vec<ValueId> {
    let mut indices = x.indices.clone();
    if let Some(dim) = x.unpacked_dim() {
        indices[dim] = add_index(rw, x.loc, indices[dim], iv);
    }
    indices
}

/// `base + iv` as `makeComposedAffineApply(d0 + d1, {base, iv})`.
pub(super) fn add_index(rw: &mut Rewriter<'_>, loc: Location, base: ValueId, iv: ValueId) -> ValueId {
    let map = AffineMap::new(2, 0, vec![AffineExpr::dim(0).add(AffineExpr::dim(1))]);
    make_composed_apply(rw, loc, &map, &[Ofr::Value(base), Ofr::Value(iv)])
}

/// Upstream `vector::createOrFoldDimOp` on a memref: a `memref.dim` of a
/// constant index, folded when it can be.
pub(super) fn create_or_fold_dim(rw: &mut Rewriter<'_>, loc: Location, source: ValueId, dim: usize) -> ValueId {
    let ctx = rw.ctx;
    let index = constant_index(rw, loc, dim as i64);
    let op = DimOp::create(ctx, rw.body, loc, source, index, ctx.index_type()).0;
    rw.create_or_fold(op)[0]
}

/// Build an `scf.if` on `cond` at the insertion point; its branches are
/// built silently and end with an `scf.yield` of what they return. Without
/// `else_`, there is no else block.
pub(crate) fn build_if(
    rw: &mut Rewriter<'_>,
    loc: Location,
    cond: ValueId,
    types: Vec<Type>,
    then: BodyBuilder<'_>,
    else_: Option<BodyBuilder<'_>>,
) -> OpId {
    let ctx = rw.ctx;
    let op = IfOp::create(ctx, rw.body, loc, cond, types).0;
    let regions = rw.body.op(op).regions.clone();
    let fill = |rw: &mut Rewriter<'_>, region, f: BodyBuilder<'_>| {
        let block = rw.body.create_block(region);
        let mut s = silent(rw);
        s.set_insertion_point_to_end(block);
        let value = f(&mut s);
        let y = YieldOp::create(ctx, s.body, loc, value.into_iter().collect());
        s.insert(y.0);
    };
    fill(rw, regions[0], then);
    if let Some(e) = else_ {
        fill(rw, regions[1], e);
    }
    rw.insert(op)
}

/// Build an `scf.for` from `lb` to `ub` by `step` carrying `inits` at the
/// insertion point; `body` fills its block (silently) and must end it with
/// an `scf.yield`.
pub(super) fn build_for(
    rw: &mut Rewriter<'_>,
    loc: Location,
    bounds: [ValueId; 3],
    inits: Vec<ValueId>,
    body: &mut dyn FnMut(&mut Rewriter<'_>, ValueId, &[ValueId]),
) -> OpId {
    let ctx = rw.ctx;
    let types: Vec<Type> = inits.iter().map(|&v| rw.body.value_type(v)).collect();
    let op = ForOp::create(ctx, rw.body, loc, bounds[0], bounds[1], bounds[2], inits, types.clone()).0;
    let region = rw.body.op(op).regions[0];
    let block = rw.body.create_block(region);
    let iv = rw.body.add_block_arg(block, ctx.index_type(), Some(loc));
    let args: Vec<ValueId> = types.into_iter().map(|t| rw.body.add_block_arg(block, t, Some(loc))).collect();
    {
        let mut s = silent(rw);
        s.set_insertion_point_to_end(block);
        body(&mut s, iv, &args);
    }
    rw.insert(op)
}

/// An `scf.yield` of `values` at the insertion point.
pub(super) fn yield_values(rw: &mut Rewriter<'_>, loc: Location, values: Vec<ValueId>) {
    let y = YieldOp::create(rw.ctx, rw.body, loc, values);
    rw.insert(y.0);
}

/// Upstream `generateInBoundsCheck`: when dimension 0 of `x` may be out of
/// bounds at `iv` (or is masked by a 1-D mask), `in_bounds` runs under an
/// `scf.if` whose else branch runs `out_of_bounds`; otherwise `in_bounds`
/// runs in place. The value they return (of type `result`) is returned.
pub(super) fn in_bounds_check(
    rw: &mut Rewriter<'_>,
    x: &Xfer,
    iv: ValueId,
    dim: Option<usize>,
    result: Option<Type>,
    in_bounds: BodyBuilder<'_>,
    out_of_bounds: BodyBuilder<'_>,
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let loc = x.loc;
    let mut cond = None;
    if let (false, Some(d)) = (x.dim_in_bounds(0), dim) {
        let size = create_or_fold_dim(rw, loc, x.source, d);
        let index = add_index(rw, loc, x.indices[d], iv);
        let sgt = CMP_I_ENUM.attr(ctx, CMPI_SGT);
        let cmp = CmpIOp::create(ctx, rw.body, loc, size, index, ctx.integer_type(1), sgt);
        cond = Some(insert_value(rw, cmp.0));
    }
    if let Some(mask) = x.mask.filter(|_| x.mask_rank(rw) == 1 && !x.is_broadcast_dim(0)) {
        let bit = ExtractElementOp::create(ctx, rw.body, loc, mask, Some(iv), ctx.integer_type(1));
        let bit = insert_value(rw, bit.0);
        cond = Some(match cond {
            Some(c) => {
                let and = AndIOp::create(ctx, rw.body, loc, c, bit, ctx.integer_type(1));
                insert_value(rw, and.0)
            }
            None => bit,
        });
    }
    let Some(cond) = cond else { return in_bounds(rw) };
    let types: Vec<Type> = result.into_iter().collect();
    let op = build_if(rw, loc, cond, types, in_bounds, Some(out_of_bounds));
    rw.body.results(op).first().copied()
}

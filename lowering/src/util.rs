//! What the lowering patterns share: moving blocks between regions (upstream's
//! `inlineRegionBefore`, `inlineBlockBefore` and `mergeBlocks`) and building
//! ops at the rewriter's insertion point.
//!
//! Blocks are moved on the [`Body`] directly, not through the rewriter: the
//! ops they hold are already in the conversion driver's worklist, and
//! reporting them as inserted would legalize them out of upstream's order.

use strata::dialects::arith::ConstantOp;
use strata::ir::affine::AffineMap;
use strata::ir::{
    AttrKind, Attribute, BlockId, Body, Context, Location, OpId, OperationState, RegionId, Type, ValueId,
};
use strata::opdef::ods::attr;
use strata::rewrite::Rewriter;

/// Move every block of `from` into `to`, before `before` (at the end when
/// `None`), in order.
pub(crate) fn inline_region_before(body: &mut Body, from: RegionId, to: RegionId, before: Option<BlockId>) {
    let blocks = body.region(from).blocks.clone();
    for b in blocks {
        let position = match before {
            Some(anchor) => body.region(to).blocks.iter().position(|&x| x == anchor).unwrap_or(usize::MAX),
            None => usize::MAX,
        };
        body.insert_block(to, position, b);
    }
}

/// Replace the arguments of `src` by `args`, move its ops before `anchor`
/// and drop the emptied block.
pub(crate) fn inline_block_before(body: &mut Body, src: BlockId, anchor: OpId, args: &[ValueId]) {
    replace_args(body, src, args);
    body.splice_block_before(src, anchor);
    body.unlink_block(src);
}

/// Replace the arguments of `src` by `args`, move its ops to the end of
/// `dst` and drop the emptied block.
pub(crate) fn merge_blocks(body: &mut Body, src: BlockId, dst: BlockId, args: &[ValueId]) {
    replace_args(body, src, args);
    body.splice_block_end(src, dst);
    body.unlink_block(src);
}

fn replace_args(body: &mut Body, block: BlockId, args: &[ValueId]) {
    let old = body.block(block).args.clone();
    for (a, &v) in old.into_iter().zip(args) {
        body.replace_all_uses(a, v);
    }
}

/// Place the detached `op` at the insertion point; its first result, if any.
pub(crate) fn insert(rw: &mut Rewriter<'_>, op: OpId) -> Option<ValueId> {
    rw.insert(op);
    rw.body.results(op).first().copied()
}

/// Place the detached single-result `op` at the insertion point; its result.
pub(crate) fn insert_value(rw: &mut Rewriter<'_>, op: OpId) -> ValueId {
    insert(rw, op).expect("op has a result")
}

/// `arith.constant value : index` at the insertion point.
pub(crate) fn constant_index(rw: &mut Rewriter<'_>, loc: Location, value: i64) -> ValueId {
    let index = rw.ctx.index_type();
    let op = ConstantOp::create(rw.ctx, rw.body, loc, index, rw.ctx.int_attr(index, value));
    insert_value(rw, op.0)
}

/// The affine map held by attribute `name` of `op`.
pub(crate) fn map_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<AffineMap> {
    match ctx.attr_kind(attr(ctx, body, op, name)?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// Visit every op the conversion driver visits in `body` and the bodies of
/// the isolated ops in it (blocks reachable from their region's entry, in
/// their order), ops before the ops nested in them; `f` returns whether to
/// visit the ops nested in the op.
pub(crate) fn walk_all(body: &Body, f: &mut dyn FnMut(&Body, OpId) -> bool) {
    for &r in &body.roots {
        strata::stack::ensure_sufficient_stack(|| walk_region(body, r, f));
    }
}

fn walk_region(body: &Body, region: RegionId, f: &mut dyn FnMut(&Body, OpId) -> bool) {
    let reachable: Vec<BlockId> = body.post_order(region);
    for &b in body.region(region).blocks.iter().filter(|b| reachable.contains(b)) {
        for op in body.block_ops(b) {
            if !f(body, op) {
                continue;
            }
            match body.op(op).inner.as_deref() {
                Some(inner) => walk_all(inner, f),
                None => {
                    for &r in &body.op(op).regions {
                        strata::stack::ensure_sufficient_stack(|| walk_region(body, r, f));
                    }
                }
            }
        }
    }
}

/// The state of a plain op: no successors or regions, `props` as its
/// properties (none when empty).
pub(crate) fn op_state(
    ctx: &Context,
    name: &str,
    loc: Location,
    operands: Vec<ValueId>,
    results: Vec<Type>,
    props: Vec<(&str, Attribute)>,
) -> OperationState {
    let properties =
        (!props.is_empty()).then(|| ctx.dictionary(props.into_iter().map(|(n, a)| (ctx.ident(n), a)).collect()));
    OperationState {
        name: ctx.ident(name),
        loc,
        operands,
        result_types: results,
        properties,
        attributes: ctx.empty_dictionary(),
        successors: Vec::new(),
        regions: Vec::new(),
        inner: None,
    }
}

//! `affine.parallel` to `scf.parallel` (upstream `AffineParallelLowering`):
//! per dimension, the max of its lower bound group and the min of its upper
//! bound group; constant steps. Reductions start from the identity of their
//! kind (`arith::getIdentityValue`) and combine in the regions of the
//! `scf.reduce` that replaces the `affine.yield` (`arith::getReductionOp`).

use strata::conversion::ConversionRewriter;
use strata::dialects::affine::YieldOp;
use strata::dialects::arith::{
    AddFOp, AddIOp, AndIOp, ConstantOp, MaxNumFOp, MaxSIOp, MaxUIOp, MaximumFOp, MinNumFOp, MinSIOp, MinUIOp,
    MinimumFOp, MulFOp, MulIOp, OrIOp,
};
use strata::dialects::scf;
use strata::ir::affine::AffineMap;
use strata::ir::float::{from_f64, FloatKind};
use strata::ir::{normalize_int, AttrKind, Attribute, Body, Context, DenseValues, Location, OpId, OperationState};
use strata::ir::{Type, TypeKind, ValueId};
use strata::opdef::ods::attr;
use strata::rewrite::Rewriter;

use super::expand::{expand_min_max, map_unsupported};
use super::start;
use crate::util::{constant_index, inline_region_before, insert, insert_value, map_attr};

/// `arith::AtomicRMWKind`, the reductions of `affine.parallel`, by value.
const KINDS: [&str; 15] = [
    "addf", "addi", "assign", "maximumf", "maxs", "maxu", "minimumf", "mins", "minu", "mulf", "muli", "ori", "andi",
    "maxnumf", "minnumf",
];

/// What an `affine.parallel` holds, read before anything changes.
struct Parallel {
    lower: AffineMap,
    upper: AffineMap,
    lower_groups: Vec<usize>,
    upper_groups: Vec<usize>,
    steps: Vec<i64>,
    reductions: Vec<&'static str>,
    identities: Vec<Attribute>,
    terminator: OpId,
}

fn read(ctx: &Context, body: &Body, op: OpId) -> Option<Parallel> {
    let lower = map_attr(ctx, body, op, "lowerBoundsMap").filter(|m| map_unsupported(m).is_none())?;
    let upper = map_attr(ctx, body, op, "upperBoundsMap").filter(|m| map_unsupported(m).is_none())?;
    let lower_groups = group_sizes(ctx, attr(ctx, body, op, "lowerBoundsGroups")?)?;
    let upper_groups = group_sizes(ctx, attr(ctx, body, op, "upperBoundsGroups")?)?;
    let steps = int_array(ctx, attr(ctx, body, op, "steps")?)?;
    let reductions = reduction_kinds(ctx, body, op)?;
    let types: Vec<Type> = body.results(op).iter().map(|&r| body.value_type(r)).collect();
    let identities = reductions.iter().zip(&types).map(|(k, &t)| identity(ctx, k, t)).collect::<Option<Vec<_>>>()?;
    let region = body.op(op).regions[0];
    let terminator = body.last_op(*body.region(region).blocks.first()?)?;
    let n = steps.len();
    let shapes_agree = lower_groups.len() == n && upper_groups.len() == n && reductions.len() == types.len();
    let is_yield = ctx.str(body.op(terminator).name) == YieldOp::NAME;
    (shapes_agree && is_yield && body.operands(terminator).len() == types.len()).then_some(Parallel {
        lower,
        upper,
        lower_groups,
        upper_groups,
        steps,
        reductions,
        identities,
        terminator,
    })
}

pub(super) fn lower_parallel(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let Some(p) = read(rw.ctx, rw.body, op) else { return false };
    let loc = start(rw, op);
    let (lb_operands, ub_operands) = operands.split_at(p.lower.num_inputs().min(operands.len()));
    let (mut lowers, mut uppers) = (Vec::new(), Vec::new());
    let (mut lb_start, mut ub_start) = (0, 0);
    for (&lb_size, &ub_size) in p.lower_groups.iter().zip(&p.upper_groups) {
        let lb = group(&p.lower, lb_start, lb_size);
        lowers.push(expand_min_max(rw, loc, &lb, lb_operands, true));
        let ub = group(&p.upper, ub_start, ub_size);
        uppers.push(expand_min_max(rw, loc, &ub, ub_operands, false));
        (lb_start, ub_start) = (lb_start + lb_size, ub_start + ub_size);
    }
    let steps: Vec<ValueId> = p.steps.iter().map(|&s| constant_index(rw, loc, s)).collect();
    let ctx = rw.ctx;
    let types: Vec<Type> = rw.body.results(op).iter().map(|&r| rw.body.value_type(r)).collect();
    let mut inits: Vec<ValueId> = Vec::with_capacity(types.len());
    for (&value, &ty) in p.identities.iter().zip(&types) {
        let c = ConstantOp::create(ctx, rw.body, loc, ty, value);
        inits.push(insert_value(rw, c.0));
    }
    let new = scf::ParallelOp::create(ctx, rw.body, loc, lowers, uppers, steps, inits, types);
    insert(rw, new.0);
    let region = rw.body.op(op).regions[0];
    inline_region_before(rw.body, region, new.region(rw.body), None);
    replace_terminator(rw, &p, loc);
    crw.erase_op(p.terminator);
    let results = crw.rw.body.results(new.0).to_vec();
    crw.replace_op(op, &results);
    true
}

/// The results `start..start + size` of `map`, over all its inputs.
fn group(map: &AffineMap, start: usize, size: usize) -> AffineMap {
    AffineMap::new(map.num_dims, map.num_symbols, map.results[start..start + size].to_vec())
}

/// An `scf.reduce` of the `affine.yield`'s operands before it, each
/// region combining two values with the op of its reduction kind.
fn replace_terminator(rw: &mut Rewriter<'_>, p: &Parallel, loc: Location) {
    let ctx = rw.ctx;
    let term = p.terminator;
    let term_loc = rw.body.op(term).loc;
    let values = rw.body.operands(term).to_vec();
    let mut regions = Vec::with_capacity(values.len());
    for &v in &values {
        let ty = rw.body.value_type(v);
        let region = rw.body.create_region();
        let block = rw.body.create_block(region);
        rw.body.add_block_arg(block, ty, Some(term_loc));
        rw.body.add_block_arg(block, ty, Some(term_loc));
        regions.push(region);
    }
    rw.set_insertion_point_before(term);
    rw.create(OperationState {
        name: ctx.ident(scf::ReduceOp::NAME),
        loc: term_loc,
        operands: values.clone(),
        result_types: Vec::new(),
        properties: None,
        attributes: ctx.empty_dictionary(),
        successors: Vec::new(),
        regions: regions.clone(),
        inner: None,
    });
    for ((&region, &kind), &v) in regions.iter().zip(&p.reductions).zip(&values) {
        let block = rw.body.region(region).blocks[0];
        let (lhs, rhs) = (rw.body.block(block).args[0], rw.body.block(block).args[1]);
        rw.set_insertion_point_to_end(block);
        let ty = rw.body.value_type(v);
        let combined = combine(rw, kind, loc, lhs, rhs, ty);
        let ret = scf::ReduceReturnOp::create(ctx, rw.body, loc, combined);
        insert(rw, ret.0);
    }
}

/// `lhs <kind> rhs` (upstream `arith::getReductionOp`).
fn combine(rw: &mut Rewriter<'_>, kind: &str, loc: Location, lhs: ValueId, rhs: ValueId, ty: Type) -> ValueId {
    let (ctx, body) = (rw.ctx, &mut *rw.body);
    let op = match kind {
        "addf" => AddFOp::create(ctx, body, loc, lhs, rhs, ty, None).0,
        "addi" => AddIOp::create(ctx, body, loc, lhs, rhs, ty, None).0,
        "mulf" => MulFOp::create(ctx, body, loc, lhs, rhs, ty, None).0,
        "muli" => MulIOp::create(ctx, body, loc, lhs, rhs, ty, None).0,
        "maximumf" => MaximumFOp::create(ctx, body, loc, lhs, rhs, ty, None).0,
        "minimumf" => MinimumFOp::create(ctx, body, loc, lhs, rhs, ty, None).0,
        "maxnumf" => MaxNumFOp::create(ctx, body, loc, lhs, rhs, ty, None).0,
        "minnumf" => MinNumFOp::create(ctx, body, loc, lhs, rhs, ty, None).0,
        "maxs" => MaxSIOp::create(ctx, body, loc, lhs, rhs, ty).0,
        "mins" => MinSIOp::create(ctx, body, loc, lhs, rhs, ty).0,
        "maxu" => MaxUIOp::create(ctx, body, loc, lhs, rhs, ty).0,
        "minu" => MinUIOp::create(ctx, body, loc, lhs, rhs, ty).0,
        "ori" => OrIOp::create(ctx, body, loc, lhs, rhs, ty).0,
        _ => AndIOp::create(ctx, body, loc, lhs, rhs, ty).0,
    };
    insert_value(rw, op)
}

/// The identity of reduction `kind` on `ty` (upstream
/// `arith::getIdentityValueAttr`), `None` for kinds without one.
fn identity(ctx: &Context, kind: &str, ty: Type) -> Option<Attribute> {
    if let Some(f) = ctx.float_kind(ty) {
        let bits = match kind {
            "addf" => 0,
            "mulf" => from_f64(f, 1.0),
            "maximumf" => f.infinity_bits(true)?,
            "minimumf" => f.infinity_bits(false)?,
            "maxnumf" => f.nan_bits() | sign_bit(f),
            "minnumf" => f.nan_bits(),
            _ => return None,
        };
        return Some(ctx.attr(AttrKind::Float { ty, bits }));
    }
    let TypeKind::Integer { width, signedness } = *ctx.type_kind(ty) else { return None };
    let one = num_bigint::BigInt::from(1);
    let value = match kind {
        "addi" | "maxu" | "ori" => num_bigint::BigInt::from(0),
        "muli" => one,
        "andi" | "minu" => (one << width) - 1,
        "maxs" => -(one << (width.max(1) - 1)),
        "mins" => (one << (width.max(1) - 1)) - 1,
        _ => return None,
    };
    let value = normalize_int(value, width, signedness);
    Some(ctx.attr(AttrKind::Integer { ty, value }))
}

/// The sign bit of a float format.
fn sign_bit(f: FloatKind) -> u128 {
    1u128 << (f.bit_width() - 1)
}

/// The reduction kinds of an `affine.parallel`, by name.
fn reduction_kinds(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<&'static str>> {
    let AttrKind::Array(items) = ctx.attr_kind(attr(ctx, body, op, "reductions")?) else { return None };
    items
        .iter()
        .map(|&i| match ctx.attr_kind(i) {
            AttrKind::Integer { value, .. } => usize::try_from(value).ok().and_then(|k| KINDS.get(k).copied()),
            _ => None,
        })
        .collect()
}

/// Why the reductions of `op`, an `affine.parallel`, cannot be lowered.
pub(super) fn unsupported_reduction(ctx: &Context, body: &Body, op: OpId) -> Option<String> {
    let kinds = reduction_kinds(ctx, body, op)?;
    let types: Vec<Type> = body.results(op).iter().map(|&r| body.value_type(r)).collect();
    kinds
        .iter()
        .zip(types)
        .find(|(k, t)| identity(ctx, k, *t).is_none())
        .map(|(k, _)| format!("unsupported reduction kind for identity value: '{k}'"))
}

/// The sizes of the bound groups (`dense<[1, 2]> : tensor<2xi32>`).
fn group_sizes(ctx: &Context, a: Attribute) -> Option<Vec<usize>> {
    let AttrKind::DenseElements { ty, splat, values: DenseValues::Int(values) } = ctx.attr_kind(a) else {
        return None;
    };
    let (shape, _) = ctx.shaped_parts(*ty)?;
    let count = shape.iter().product::<i64>().max(0) as usize;
    let sizes: Vec<usize> = values.iter().map(|&v| v as u32 as usize).collect();
    Some(if *splat { vec![sizes.first().copied().unwrap_or(0); count] } else { sizes })
}

/// The values of an array of integer attributes.
fn int_array(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    let AttrKind::Array(items) = ctx.attr_kind(a) else { return None };
    items
        .iter()
        .map(|&i| match ctx.attr_kind(i) {
            AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
            _ => None,
        })
        .collect()
}

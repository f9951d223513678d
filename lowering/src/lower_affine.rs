//! `lower-affine` (upstream's `ConvertAffineToStandard`): affine ops become
//! `arith`, `scf`, `memref` and `vector` ops, as `mlir-opt-19 --lower-affine`
//! writes them.
//!
//! * `affine.apply`, `affine.min`, `affine.max` and the indices of every
//!   memory access expand their maps into `arith` ops (`expand.rs`); min and
//!   max reduce the results with `arith.minsi` / `arith.maxsi`.
//! * `affine.for` becomes `scf.for` from the max of its lower bound map to
//!   the min of its upper bound map, `affine.parallel` an `scf.parallel`
//!   whose reductions start from their identity and combine in `scf.reduce`
//!   (`parallel.rs`), `affine.if` an `scf.if` on the conjunction (`arith.andi`)
//!   of its constraints compared with zero, `affine.yield` an `scf.yield`.
//! * `affine.load`/`store` become `memref.load`/`store`, the vector forms
//!   `vector.load`/`store`, `affine.prefetch` and the DMA ops their `memref`
//!   counterparts; `affine.delinearize_index` divides by the products of its
//!   basis (`delinearize.rs`).
//!
//! It runs as upstream's partial conversion: `arith`, `memref`, `scf` and
//! `vector` ops are legal, every other op is folded when it can be, and
//! affine ops are rewritten by the patterns below (ops in blocks not
//! reachable from their region's entry are left alone, as upstream leaves
//! them). Where upstream gives up on an op and leaves it (a division by a
//! non-positive constant, a reduction without identity), this pass fails
//! with an error naming the op, the pass and the reason.

mod delinearize;
mod expand;
mod parallel;

use strata::conversion::{apply_conversion, ConversionPattern, ConversionRewriter, ConversionTarget, Mode};
use strata::dialects::affine::{
    ApplyOp, DelinearizeIndexOp, DmaStartOp, DmaWaitOp, ForOp, IfOp, LoadOp, MaxOp, MinOp, ParallelOp, PrefetchOp,
    StoreOp, VectorLoadOp, VectorStoreOp, YieldOp,
};
use strata::dialects::arith::{AndIOp, CmpIOp, ConstantOp, CMP_I_ENUM};
use strata::dialects::{memref, scf, vector};
use strata::ir::affine::AffineMap;
use strata::ir::{AttrKind, Body, Context, Location, OpId, ValueId};
use strata::opdef::ods::attr;
use strata::pass::registry::PassOptions;
use strata::pass::{Pass, PassCx, Target};
use strata::rewrite::Rewriter;
use strata::syntax::diag::Diagnostic;

use crate::util::{constant_index, inline_region_before, insert, insert_value, map_attr, walk_all};
use expand::{expand_expr, expand_map, expand_min_max, map_unsupported, unsupported};

/// The pass's argument name, as diagnostics give it.
const PASS: &str = "lower-affine";

pub(crate) fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(LowerAffine))
}

struct LowerAffine;

impl Pass for LowerAffine {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let mut legal = ConversionTarget::new();
        for dialect in ["arith", "memref", "scf", "vector"] {
            legal.add_legal_dialect(dialect);
        }
        let body = &mut target.body;
        apply_conversion(cx.ctx, cx.registry, body, &legal, PATTERNS, None, Mode::Partial)
            .map_err(crate::combine_errors)?;
        let mut errors = Vec::new();
        report_unlowered(cx.ctx, body, &mut errors);
        match errors.is_empty() {
            true => Ok(()),
            false => Err(crate::combine_errors(errors)),
        }
    }
}

/// Upstream's `populateAffineToStdConversionPatterns`,
/// `populateAffineToVectorConversionPatterns` and
/// `populateAffineExpandIndexOpsPatterns`.
static PATTERNS: &[ConversionPattern] = &[
    ConversionPattern { root: Some(ApplyOp::NAME), apply: lower_apply },
    ConversionPattern { root: Some(DmaStartOp::NAME), apply: lower_dma_start },
    ConversionPattern { root: Some(DmaWaitOp::NAME), apply: lower_dma_wait },
    ConversionPattern { root: Some(LoadOp::NAME), apply: lower_load },
    ConversionPattern { root: Some(MinOp::NAME), apply: lower_min },
    ConversionPattern { root: Some(MaxOp::NAME), apply: lower_max },
    ConversionPattern { root: Some(ParallelOp::NAME), apply: parallel::lower_parallel },
    ConversionPattern { root: Some(PrefetchOp::NAME), apply: lower_prefetch },
    ConversionPattern { root: Some(StoreOp::NAME), apply: lower_store },
    ConversionPattern { root: Some(ForOp::NAME), apply: lower_for },
    ConversionPattern { root: Some(IfOp::NAME), apply: lower_if },
    ConversionPattern { root: Some(YieldOp::NAME), apply: lower_yield },
    ConversionPattern { root: Some(VectorLoadOp::NAME), apply: lower_vector_load },
    ConversionPattern { root: Some(VectorStoreOp::NAME), apply: lower_vector_store },
    ConversionPattern { root: Some(DelinearizeIndexOp::NAME), apply: delinearize::lower_delinearize_index },
];

/// The map `name` of `op` when every result can be expanded.
fn expandable_map(rw: &Rewriter<'_>, op: OpId, name: &str) -> Option<AffineMap> {
    map_attr(rw.ctx, rw.body, op, name).filter(|m| map_unsupported(m).is_none())
}

/// Set the insertion point before `op`; its location.
fn start(rw: &mut Rewriter<'_>, op: OpId) -> Location {
    rw.set_insertion_point_before(op);
    rw.body.op(op).loc
}

fn lower_apply(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let Some(map) = expandable_map(rw, op, "map").filter(|m| m.num_results() == 1) else { return false };
    let loc = start(rw, op);
    let values = expand_map(rw, loc, &map, operands);
    crw.replace_op(op, &values);
    true
}

fn lower_min(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    lower_min_max(crw, op, operands, false)
}

fn lower_max(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    lower_min_max(crw, op, operands, true)
}

fn lower_min_max(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId], max: bool) -> bool {
    let rw = &mut crw.rw;
    let Some(map) = expandable_map(rw, op, "map").filter(|m| m.num_results() > 0) else { return false };
    let loc = start(rw, op);
    let value = expand_min_max(rw, loc, &map, operands, max);
    crw.replace_op(op, &[value]);
    true
}

/// The indices of an access through `map` of `operands`, at the insertion point.
fn indices(rw: &mut Rewriter<'_>, op: OpId, map_name: &str, operands: &[ValueId]) -> Option<Vec<ValueId>> {
    let map = expandable_map(rw, op, map_name)?;
    let loc = start(rw, op);
    Some(expand_map(rw, loc, &map, operands))
}

fn lower_load(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let Some(idx) = indices(rw, op, "map", &operands[1..]) else { return false };
    let (loc, ty) = (rw.body.op(op).loc, rw.body.value_type(rw.body.results(op)[0]));
    let load = memref::LoadOp::create(rw.ctx, rw.body, loc, operands[0], idx, ty, None);
    let v = insert_value(rw, load.0);
    crw.replace_op(op, &[v]);
    true
}

fn lower_store(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let Some(idx) = indices(rw, op, "map", &operands[2..]) else { return false };
    let loc = rw.body.op(op).loc;
    let store = memref::StoreOp::create(rw.ctx, rw.body, loc, operands[0], operands[1], idx, None);
    insert(rw, store.0);
    crw.replace_op(op, &[]);
    true
}

fn lower_vector_load(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let Some(idx) = indices(rw, op, "map", &operands[1..]) else { return false };
    let (loc, ty) = (rw.body.op(op).loc, rw.body.value_type(rw.body.results(op)[0]));
    let load = vector::LoadOp::create(rw.ctx, rw.body, loc, operands[0], idx, ty, None);
    let v = insert_value(rw, load.0);
    crw.replace_op(op, &[v]);
    true
}

fn lower_vector_store(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let Some(idx) = indices(rw, op, "map", &operands[2..]) else { return false };
    let loc = rw.body.op(op).loc;
    let store = vector::StoreOp::create(rw.ctx, rw.body, loc, operands[0], operands[1], idx, None);
    insert(rw, store.0);
    crw.replace_op(op, &[]);
    true
}

fn lower_prefetch(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let (ctx, body) = (rw.ctx, &*rw.body);
    let spec = ["isWrite", "localityHint", "isDataCache"].map(|n| attr(ctx, body, op, n));
    let [Some(is_write), Some(locality), Some(data_cache)] = spec else { return false };
    let Some(idx) = indices(rw, op, "map", &operands[1..]) else { return false };
    let loc = rw.body.op(op).loc;
    let prefetch = memref::PrefetchOp::create(ctx, rw.body, loc, operands[0], idx, is_write, locality, data_cache);
    insert(rw, prefetch.0);
    crw.replace_op(op, &[]);
    true
}

/// One memref of a DMA op: the memref, its map and the map's operands.
type DmaAccess<'o> = (ValueId, AffineMap, &'o [ValueId]);

/// The accesses of each map of a DMA op, and the operands after the last.
fn dma_groups<'o>(
    rw: &Rewriter<'_>,
    op: OpId,
    names: &[&str],
    operands: &'o [ValueId],
) -> Option<(Vec<DmaAccess<'o>>, &'o [ValueId])> {
    let mut at = 0;
    let mut groups = Vec::new();
    for &name in names {
        let map = expandable_map(rw, op, name)?;
        let end = at + 1 + map.num_inputs();
        let memref = *operands.get(at)?;
        groups.push((memref, map, operands.get(at + 1..end)?));
        at = end;
    }
    Some((groups, &operands[at..]))
}

fn lower_dma_start(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let Some((groups, rest)) = dma_groups(rw, op, &["src_map", "dst_map", "tag_map"], operands) else {
        return false;
    };
    // `rest` is the element count, then the optional stride pair.
    let Some((&num_elements, stride)) = rest.split_first() else { return false };
    let loc = start(rw, op);
    let expanded: Vec<Vec<ValueId>> = groups.iter().map(|(_, m, o)| expand_map(rw, loc, m, o)).collect();
    let mut new_operands = vec![groups[0].0];
    new_operands.extend(&expanded[0]);
    new_operands.push(groups[1].0);
    new_operands.extend(&expanded[1]);
    new_operands.extend([num_elements, groups[2].0]);
    new_operands.extend(&expanded[2]);
    new_operands.extend(stride);
    let dma = memref::DmaStartOp::create(rw.ctx, rw.body, loc, new_operands);
    insert(rw, dma.0);
    crw.replace_op(op, &[]);
    true
}

fn lower_dma_wait(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let Some((groups, &[num_elements])) = dma_groups(rw, op, &["tag_map"], operands) else { return false };
    let loc = start(rw, op);
    let (tag, map, map_operands) = &groups[0];
    let idx = expand_map(rw, loc, map, map_operands);
    let wait = memref::DmaWaitOp::create(rw.ctx, rw.body, loc, *tag, idx, num_elements);
    insert(rw, wait.0);
    crw.replace_op(op, &[]);
    true
}

/// `affine.for` to `scf.for` over the same body block.
fn lower_for(crw: &mut ConversionRewriter<'_, '_>, op: OpId, _operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let (ctx, for_op) = (rw.ctx, ForOp(op));
    let (Some(lb), Some(ub)) = (expandable_map(rw, op, "lowerBoundMap"), expandable_map(rw, op, "upperBoundMap"))
    else {
        return false;
    };
    let Some(step) = for_op.step(ctx, rw.body).and_then(|a| int_value(ctx, a)) else { return false };
    if lb.num_results() == 0 || ub.num_results() == 0 {
        return false;
    }
    let lb_operands = for_op.lower_bound_operands(ctx, rw.body).to_vec();
    let ub_operands = for_op.upper_bound_operands(ctx, rw.body).to_vec();
    let inits = for_op.inits(ctx, rw.body).to_vec();
    let loc = start(rw, op);
    let lower = expand_min_max(rw, loc, &lb, &lb_operands, true);
    let upper = expand_min_max(rw, loc, &ub, &ub_operands, false);
    let step = constant_index(rw, loc, step);
    let types: Vec<_> = rw.body.results(op).iter().map(|&r| rw.body.value_type(r)).collect();
    let new = scf::ForOp::create(ctx, rw.body, loc, lower, upper, step, inits, types);
    insert(rw, new.0);
    inline_region_before(rw.body, for_op.region(rw.body), new.region(rw.body), None);
    let results = rw.body.results(new.0).to_vec();
    crw.replace_op(op, &results);
    true
}

fn int_value(ctx: &Context, a: strata::ir::Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
        _ => None,
    }
}

/// `affine.if` to `scf.if` on `c0 && c1 && ...`, each constraint compared
/// with zero (`==` for equalities, `>=` otherwise).
fn lower_if(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let ctx = rw.ctx;
    let Some(set) = attr(ctx, rw.body, op, "condition").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::IntegerSet(s) => Some(s.clone()),
        _ => None,
    }) else {
        return false;
    };
    if set.constraints.iter().any(|(e, _)| unsupported(e).is_some()) {
        return false;
    }
    let loc = start(rw, op);
    let zero = constant_index(rw, loc, 0);
    let (dims, syms) = operands.split_at(set.num_dims.min(operands.len()));
    let i1 = ctx.integer_type(1);
    let mut cond: Option<ValueId> = None;
    for (expr, is_eq) in &set.constraints {
        let value = expand_expr(rw, loc, expr, dims, syms);
        let predicate = CMP_I_ENUM.attr(ctx, if *is_eq { 0 } else { 5 });
        let cmp = CmpIOp::create(ctx, rw.body, loc, value, zero, i1, predicate);
        let cmp = insert_value(rw, cmp.0);
        cond = Some(match cond {
            Some(c) => {
                let and = AndIOp::create(ctx, rw.body, loc, c, cmp, i1);
                insert_value(rw, and.0)
            }
            None => cmp,
        });
    }
    let cond = match cond {
        Some(c) => c,
        None => {
            let t = ConstantOp::create(ctx, rw.body, loc, i1, ctx.int_attr(i1, 1));
            insert_value(rw, t.0)
        }
    };
    let types: Vec<_> = rw.body.results(op).iter().map(|&r| rw.body.value_type(r)).collect();
    let new = scf::IfOp::create(ctx, rw.body, loc, cond, types);
    insert(rw, new.0);
    let (then_region, else_region) = (IfOp(op).then_region(rw.body), IfOp(op).else_region(rw.body));
    inline_region_before(rw.body, then_region, new.then_region(rw.body), None);
    inline_region_before(rw.body, else_region, new.else_region(rw.body), None);
    let results = rw.body.results(new.0).to_vec();
    crw.replace_op(op, &results);
    true
}

/// `affine.yield` to `scf.yield`, once its parent is an `scf.for` or
/// `scf.if` (the terminator of a parallel loop is rewritten with the loop).
fn lower_yield(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let parent = rw.body.parent_of_op(op).map(|p| rw.ctx.str(rw.body.op(p).name));
    if !matches!(parent, Some(scf::ForOp::NAME | scf::IfOp::NAME)) {
        return false;
    }
    let loc = start(rw, op);
    let new = scf::YieldOp::create(rw.ctx, rw.body, loc, operands.to_vec());
    insert(rw, new.0);
    crw.replace_op(op, &[]);
    true
}

// ---- what could not be lowered ---------------------------------------------------

/// An error for each affine op left in `body` and the bodies nested in it
/// (not for the ops inside one reported already).
fn report_unlowered(ctx: &Context, body: &Body, errors: &mut Vec<Diagnostic>) {
    walk_all(body, &mut |body, op| {
        let name = ctx.str(body.op(op).name);
        if !name.starts_with("affine.") {
            return true;
        }
        let why = why_unlowered(ctx, body, op);
        let msg = format!("'{name}' op cannot be lowered by {PASS}: {why}");
        errors.push(Diagnostic::error(body.op(op).loc, msg));
        false
    });
}

/// Why the patterns left `op`.
fn why_unlowered(ctx: &Context, body: &Body, op: OpId) -> String {
    const MAPS: [&str; 8] =
        ["map", "lowerBoundMap", "upperBoundMap", "lowerBoundsMap", "upperBoundsMap", "src_map", "dst_map", "tag_map"];
    let maps: Vec<(&str, AffineMap)> = MAPS.iter().filter_map(|&n| Some((n, map_attr(ctx, body, op, n)?))).collect();
    if let Some(why) = maps.iter().find_map(|(_, m)| map_unsupported(m)) {
        return why.to_string();
    }
    // Only affine.apply may have a map without results (upstream crashes).
    if let Some((name, _)) = maps.iter().find(|(_, m)| m.num_results() == 0) {
        return format!("its {name} has no results to take the minimum or maximum of");
    }
    if let Some(AttrKind::IntegerSet(set)) = attr(ctx, body, op, "condition").map(|a| ctx.attr_kind(a)) {
        if let Some(why) = set.constraints.iter().find_map(|(e, _)| unsupported(e)) {
            return why.to_string();
        }
    }
    if let Some(why) = parallel::unsupported_reduction(ctx, body, op) {
        return why;
    }
    "no lowering applies to it".to_string()
}

#[cfg(test)]
mod tests {
    use strata::tool::{run_opt, OptOptions};

    /// The diagnostics of `lower-affine` on `text`, which must fail.
    fn errors(text: &str) -> String {
        crate::register();
        let opts = OptOptions { passes: vec!["lower-affine".into()], ..Default::default() };
        let r = run_opt("t.mlir", text.to_string(), &opts);
        assert!(!r.success, "lower-affine accepted:\n{}", r.output);
        r.diagnostics
    }

    #[test]
    fn a_non_positive_constant_divisor_fails_the_pass_naming_op_pass_and_reason() {
        let d = errors(
            "func.func @f(%n: index) -> index {\n  %0 = affine.apply affine_map<(d0) -> (d0 mod -2)>(%n)\n  return %0 : index\n}\n",
        );
        assert!(
            d.contains("t.mlir:2:8: error: 'affine.apply' op cannot be lowered by lower-affine: modulo by non-positive value is not supported"),
            "{d}"
        );
    }

    #[test]
    fn a_loop_with_a_bad_bound_is_reported_once_not_for_each_op_inside() {
        let d = errors(
            "func.func @f(%n: index) {\n  affine.for %i = 0 to affine_map<(d0) -> (d0 floordiv 0)>(%n) {\n    %0 = affine.apply affine_map<(d0) -> (d0 ceildiv -1)>(%i)\n  }\n  return\n}\n",
        );
        assert!(d.contains("'affine.for' op cannot be lowered by lower-affine: division by non-positive value"), "{d}");
        assert_eq!(d.matches("error:").count(), 1, "{d}");
    }

    #[test]
    fn every_failing_op_of_a_function_is_reported() {
        let d = errors(
            "func.func @f(%n: index) {\n  %0 = affine.apply affine_map<(d0) -> (d0 mod 0)>(%n)\n  affine.if affine_set<(d0) : (d0 ceildiv -3 >= 0)>(%n) {\n  }\n  return\n}\n",
        );
        assert!(d.contains("'affine.apply' op cannot be lowered"), "{d}");
        assert!(d.contains("t.mlir:3:3: error: 'affine.if' op cannot be lowered by lower-affine: division by non-positive value is not supported"), "{d}");
    }

    #[test]
    fn a_min_of_no_results_fails_where_upstream_crashes() {
        let d = errors(
            "func.func @f(%n: index) -> index {\n  %0 = affine.min affine_map<(d0) -> ()>(%n)\n  return %0 : index\n}\n",
        );
        assert!(d.contains("'affine.min' op cannot be lowered by lower-affine: its map has no results"), "{d}");
    }

    #[test]
    fn a_reduction_without_identity_fails_where_upstream_crashes() {
        let d = errors(
            "func.func @f(%n: index, %m: memref<?xf32>) -> f32 {\n  %r = affine.parallel (%i) = (0) to (%n) reduce (\"assign\") -> f32 {\n    %v = affine.load %m[%i] : memref<?xf32>\n    affine.yield %v : f32\n  }\n  return %r : f32\n}\n",
        );
        assert!(
            d.contains("'affine.parallel' op cannot be lowered by lower-affine: unsupported reduction kind for identity value: 'assign'"),
            "{d}"
        );
    }
}

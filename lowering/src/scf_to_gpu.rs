//! `convert-parallel-loops-to-gpu` (upstream's `ParallelLoopToGpu`): each
//! outermost `scf.parallel` that has a `mapping` (see
//! `gpu-map-parallel-loops`) becomes a `gpu.launch`, as upstream's
//! `ParallelToGpuLaunchLowering` does.
//!
//! * A dimension mapped to a processor reads its induction variable from the
//!   launch's block or thread id: `affine.apply (map ∘ (d0 * s0 + s1))(id)[step,
//!   lb]`; the launch size of that processor is `affine.apply (bound ∘ ((d0 -
//!   s0) ceildiv s1))(ub)[lb, step]`, computed before the launch (constants
//!   defined in the nest are copied there). Sizes no dimension sets stay 1.
//! * A `sequential` dimension becomes an `scf.for` in the launch.
//! * The ops of the body are copied into the launch in order; a mapped
//!   `scf.parallel` directly in a body is processed the same way, one
//!   nesting level further in, as long as no op with side effects (or
//!   regions) precedes it in its block, and an op with side effects may only
//!   follow the innermost nest.
//!
//! Upstream leaves a mapped loop it cannot convert in place and succeeds;
//! Strata reports it at the loop, with the reason: reductions, a nested
//! `scf.parallel` without mapping, side effects around a nested loop, a
//! processor mapped twice, bounds of a mapped dimension computed inside the
//! nest (upstream derives a constant bound from some `affine.min`/`arith.muli`
//! and guards the body; Strata does not yet), and mapped loops nested in an
//! `scf.parallel` that is not converted. What the conversion created is
//! removed on failure.

use strata::dialects::gpu::{LoopDimMapping, MAPPING_ATTR, PROCESSORS, WORKGROUP_ATTRIBUTIONS};
use strata::dialects::scf::{ForOp, YieldOp};
use strata::ir::affine::{AffineExpr, AffineMap};
use strata::ir::{
    AttrKind, Attribute, BlockId, Body, Context, IrMapping, Location, OpId, OperationState, Type, ValueId,
};
use strata::opdef::ods::segment_sizes;
use strata::pass::registry::PassOptions;
use strata::pass::{Pass, PassCx, Target};
use strata::rewrite::greedy::for_each_isolated;
use strata::rewrite::is_memory_effect_free;
use strata::syntax::diag::Diagnostic;
use strata::transforms::gpu_launch_sink_index_computations::walk_post_order;
use strata::transforms::gpu_map_parallel_loops::{has_parallel_ancestor, PARALLEL};

use crate::util::op_state;

/// The unit attribute upstream's conversion leaves on each launch it creates.
const VISITED_ATTR: &str = "SCFToGPU_visited";
const SEQUENTIAL: usize = 6;

pub(crate) fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ParallelLoopToGpu))
}

struct ParallelLoopToGpu;

impl Pass for ParallelLoopToGpu {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        convert_body(cx, &mut target.body)
    }
}

pub(crate) fn convert_body(cx: &PassCx<'_>, body: &mut Body) -> Result<(), Diagnostic> {
    let ctx = cx.ctx;
    let mut loops = Vec::new();
    for &r in &body.roots.clone() {
        walk_post_order(body, r, &mut |op| {
            if ctx.str(body.op(op).name) == PARALLEL && ctx.dict_get(body.op(op).attributes, MAPPING_ATTR).is_some() {
                loops.push(op);
            }
        });
    }
    // A mapped loop nested in a mapped one is converted with it.
    let outermost: Vec<OpId> = loops.iter().copied().filter(|&op| !has_parallel_ancestor(ctx, body, op)).collect();
    for &op in &loops {
        if has_parallel_ancestor(ctx, body, op) && !has_mapped_ancestor(ctx, body, op) {
            return Err(error(body, op, "is nested in an scf.parallel without mapping"));
        }
    }
    for op in outermost {
        convert(cx, body, op)?;
    }
    let mut result = Ok(());
    for_each_isolated(body, &mut |_, inner| {
        if result.is_ok() {
            result = strata::stack::ensure_sufficient_stack(|| convert_body(cx, inner));
        }
    });
    result
}

fn has_mapped_ancestor(ctx: &Context, body: &Body, op: OpId) -> bool {
    let mut cur = body.parent_of_op(op);
    while let Some(p) = cur {
        if ctx.str(body.op(p).name) == PARALLEL && ctx.dict_get(body.op(p).attributes, MAPPING_ATTR).is_some() {
            return true;
        }
        cur = body.parent_of_op(p);
    }
    false
}

fn error(body: &Body, op: OpId, why: &str) -> Diagnostic {
    Diagnostic::error(
        body.op(op).loc,
        format!("'scf.parallel' op cannot be converted to a gpu.launch (convert-parallel-loops-to-gpu): {why}"),
    )
}

enum Work {
    Op(OpId),
    /// The end of the body of the innermost `scf.for` being filled.
    LeaveLoop,
}

/// The state of one conversion: the launch, the ops created before it and
/// the block the next op goes to (before its terminator).
struct Conversion<'a> {
    ctx: &'a Context,
    root: OpId,
    launch: OpId,
    /// Ops created before the launch, removed if the conversion fails.
    before: Vec<OpId>,
    block: BlockId,
    map: IrMapping,
    worklist: Vec<Work>,
    /// The launch size per processor (0-5) set by a mapped dimension.
    bounds: [Option<ValueId>; 6],
}

fn convert(cx: &PassCx<'_>, body: &mut Body, par: OpId) -> Result<(), Diagnostic> {
    let ctx = cx.ctx;
    let loc = body.op(par).loc;
    let index = ctx.index_type();
    let one = make(ctx, body, "arith.constant", loc, vec![], vec![index], vec![("value", ctx.int_attr(index, 1))]);
    body.insert_op_before(par, one);
    let one_v = body.results(one)[0];
    let region = body.create_region();
    let entry = body.create_block(region);
    for _ in 0..12 {
        body.add_block_arg(entry, index, Some(loc));
    }
    let terminator = make(ctx, body, "gpu.terminator", loc, vec![], vec![], vec![]);
    body.append_op(entry, terminator);
    let attrs = ctx.dictionary(vec![
        (ctx.ident(VISITED_ATTR), ctx.unit_attr()),
        (ctx.ident(WORKGROUP_ATTRIBUTIONS), ctx.int_attr(ctx.integer_type(64), 0)),
    ]);
    let launch = body.create_op(OperationState {
        name: ctx.ident("gpu.launch"),
        loc,
        operands: vec![one_v; 6],
        result_types: vec![],
        properties: Some(ctx.dictionary(vec![(
            ctx.ident("operandSegmentSizes"),
            segment_sizes(ctx, &[0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0]),
        )])),
        attributes: attrs,
        successors: vec![],
        regions: vec![region],
        inner: None,
    });
    body.insert_op_before(par, launch);
    let mut conv = Conversion {
        ctx,
        root: par,
        launch,
        before: vec![one],
        block: entry,
        map: IrMapping::default(),
        worklist: Vec::new(),
        bounds: [None; 6],
    };
    match conv.run(cx, body, par) {
        Ok(()) => {
            for (p, b) in conv.bounds.iter().enumerate() {
                if let Some(b) = b {
                    body.set_operand(launch, p, *b);
                }
            }
            body.erase_op(par);
            Ok(())
        }
        Err(e) => {
            body.erase_op(launch);
            for op in conv.before.into_iter().rev() {
                body.erase_op(op);
            }
            Err(e)
        }
    }
}

impl Conversion<'_> {
    fn run(&mut self, cx: &PassCx<'_>, body: &mut Body, par: OpId) -> Result<(), Diagnostic> {
        self.process_loop(body, par)?;
        let mut seen_side_effects = false;
        let mut left_nesting_scope = false;
        while let Some(work) = self.worklist.pop() {
            match work {
                Work::LeaveLoop => {
                    let owner = body.parent_region(self.block).and_then(|r| body.parent_op(r)).expect("scf.for");
                    self.block = body.parent_block(owner).expect("attached scf.for");
                    left_nesting_scope = true;
                    seen_side_effects = false;
                }
                Work::Op(op) if self.ctx.str(body.op(op).name) == PARALLEL => {
                    if seen_side_effects {
                        return Err(error(
                            body,
                            op,
                            "an op with side effects or regions precedes it in the enclosing loop's body",
                        ));
                    }
                    self.process_loop(body, op)?;
                }
                Work::Op(op) => {
                    let clone = body.clone_op(op, &mut self.map);
                    self.insert(body, clone);
                    seen_side_effects |= !is_memory_effect_free(self.ctx, cx.registry, body, clone)
                        || !body.op(clone).regions.is_empty();
                    if seen_side_effects && left_nesting_scope {
                        return Err(error(body, self.root, "an op with side effects or regions follows a nested loop"));
                    }
                }
            }
        }
        Ok(())
    }

    /// Insert `op` at the end of the current block, before its terminator.
    fn insert(&self, body: &mut Body, op: OpId) {
        let term = body.last_op(self.block).expect("terminated block");
        body.insert_op_before(term, op);
    }

    /// Insert `op` before the launch.
    fn insert_before_launch(&mut self, body: &mut Body, op: OpId) {
        body.insert_op_before(self.launch, op);
        self.before.push(op);
    }

    /// Whether `v` is defined outside the nest (usable in the launch sizes).
    fn independent(&self, body: &Body, v: ValueId) -> bool {
        let root_region = body.op(self.root).regions[0];
        !body.value_block(v).and_then(|b| body.parent_region(b)).is_some_and(|r| body.region_contains(root_region, r))
            && !body.value_block(v).is_some_and(|b| {
                body.parent_region(b).is_some_and(|r| body.region_contains(body.op(self.launch).regions[0], r))
            })
    }

    fn is_constant(&self, body: &Body, v: ValueId) -> bool {
        body.defining_op(v).is_some_and(|d| self.ctx.str(body.op(d).name) == "arith.constant")
    }

    /// Upstream's `ensureLaunchIndependent` on an already mapped value.
    fn launch_independent(&mut self, body: &mut Body, v: ValueId) -> ValueId {
        if self.independent(body, v) {
            return v;
        }
        let def = body.defining_op(v).expect("a constant, checked before");
        let value = self.ctx.dict_get(body.op(def).properties.unwrap_or(self.ctx.empty_dictionary()), "value");
        let value = value.expect("arith.constant has a value");
        let c = make(
            self.ctx,
            body,
            "arith.constant",
            body.op(def).loc,
            vec![],
            vec![body.value_type(v)],
            vec![("value", value)],
        );
        self.insert_before_launch(body, c);
        body.results(c)[0]
    }

    /// Upstream's `processParallelLoop`: the induction variables of `par`
    /// from the launch ids or `scf.for`s, the launch sizes, then its body
    /// queued.
    fn process_loop(&mut self, body: &mut Body, par: OpId) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        if !body.results(par).is_empty() {
            return Err(error(body, par, "reductions are not supported"));
        }
        let Some(mapping) = ctx.dict_get(body.op(par).attributes, MAPPING_ATTR) else {
            return Err(error(body, par, "a nested scf.parallel has no mapping"));
        };
        let region = body.op(par).regions[0];
        let block = body.region(region).blocks[0];
        let ivs = body.block(block).args.clone();
        let n = ivs.len();
        let operands = body.operands(par).to_vec();
        if operands.len() != 3 * n {
            return Err(error(body, par, "unexpected operands"));
        }
        let annotations: Vec<LoopDimMapping> = match ctx.attr_kind(mapping) {
            AttrKind::Array(items) if items.len() == n => items
                .iter()
                .map(|&a| match ctx.attr_kind(a) {
                    AttrKind::Opaque { data, .. } => LoopDimMapping::parse(data).and_then(Result::ok),
                    _ => None,
                })
                .collect::<Option<Vec<_>>>()
                .ok_or_else(|| error(body, par, "expected mapping attribute for lowering to GPU"))?,
            _ => return Err(error(body, par, "expected mapping attribute for lowering to GPU")),
        };
        let loc = body.op(par).loc;
        let index = ctx.index_type();
        let d0 = AffineExpr::Dim(0);
        let (s0, s1) = (AffineExpr::Symbol(0), AffineExpr::Symbol(1));
        let lower_and_step = AffineMap::new(1, 2, vec![d0.clone() * s0.clone() + s1.clone()]);
        let step_map = AffineMap::new(1, 2, vec![(d0 - s0).ceil_div(s1)]);
        for (i, ann) in annotations.iter().enumerate() {
            let (lb, ub, step) = (operands[i], operands[n + i], operands[2 * n + i]);
            let new_index = if ann.processor != SEQUENTIAL {
                if ann.map.num_dims != 1 || ann.map.num_symbols != 0 || ann.map.num_results() != 1 {
                    return Err(error(body, par, "a dimension's map must take one dimension to one result"));
                }
                let launch_body = body.region(body.op(self.launch).regions[0]).blocks[0];
                let id = body.block(launch_body).args[ann.processor];
                let m = ann.map.compose(&lower_and_step);
                let apply = affine_apply(ctx, body, loc, m, vec![id, self.map.value(step), self.map.value(lb)]);
                self.insert(body, apply);
                let v = body.results(apply)[0];
                // The launch size of the processor.
                if ann.bound.num_dims != 1 || ann.bound.num_symbols != 0 || ann.bound.num_results() != 1 {
                    return Err(error(body, par, "a dimension's bound must take one dimension to one result"));
                }
                for (what, x) in [("lower bound", lb), ("step", step), ("upper bound", ub)] {
                    if !self.independent(body, x) && !self.is_constant(body, x) {
                        return Err(error(
                            body,
                            par,
                            &format!(
                                "the {what} of dimension {i}, mapped to {}, is computed in the loop nest",
                                PROCESSORS[ann.processor]
                            ),
                        ));
                    }
                }
                let ub_v = self.launch_independent(body, self.map.value(ub));
                let lb_v = self.launch_independent(body, self.map.value(lb));
                let step_v = self.launch_independent(body, self.map.value(step));
                let bm = ann.bound.compose(&step_map);
                let size = affine_apply(ctx, body, loc, bm, vec![ub_v, lb_v, step_v]);
                self.insert_before_launch(body, size);
                if self.bounds[ann.processor].is_some() {
                    return Err(error(
                        body,
                        par,
                        &format!("cannot redefine the bound for processor {}", PROCESSORS[ann.processor]),
                    ));
                }
                self.bounds[ann.processor] = Some(body.results(size)[0]);
                v
            } else {
                let for_op = ForOp::create(
                    ctx,
                    body,
                    loc,
                    self.map.value(lb),
                    self.map.value(ub),
                    self.map.value(step),
                    vec![],
                    vec![],
                )
                .0;
                let for_region = body.op(for_op).regions[0];
                let for_block = body.create_block(for_region);
                let iv = body.add_block_arg(for_block, index, Some(loc));
                let y = YieldOp::create(ctx, body, loc, vec![]).0;
                body.append_op(for_block, y);
                self.insert(body, for_op);
                self.block = for_block;
                self.worklist.push(Work::LeaveLoop);
                iv
            };
            self.map.map_value(ivs[i], new_index);
        }
        let ops: Vec<OpId> = body.block_ops(block).collect();
        let without_terminator = &ops[..ops.len().saturating_sub(1)];
        self.worklist.extend(without_terminator.iter().rev().map(|&op| Work::Op(op)));
        Ok(())
    }
}

fn affine_apply(ctx: &Context, body: &mut Body, loc: Location, map: AffineMap, operands: Vec<ValueId>) -> OpId {
    let index = ctx.index_type();
    make(ctx, body, "affine.apply", loc, operands, vec![index], vec![("map", ctx.attr(AttrKind::AffineMap(map)))])
}

/// A detached op with properties `props`.
fn make(
    ctx: &Context,
    body: &mut Body,
    name: &str,
    loc: Location,
    operands: Vec<ValueId>,
    results: Vec<Type>,
    props: Vec<(&str, Attribute)>,
) -> OpId {
    body.create_op(op_state(ctx, name, loc, operands, results, props))
}

//! `gpu-launch-sink-index-computations`: clone into each `gpu.launch` body
//! the index computations it uses from above (constants, `memref.dim`,
//! `arith.cmpi`, `arith.select`) whose operands the body has or can compute
//! too, so that outlining passes fewer values to the kernel. Only the body's
//! uses move to the clones; the originals stay for other users.

use rustc_hash::FxHashSet;

use crate::ir::{Body, Context, IrMapping, OpId, RegionId, ValueId};
use crate::opdef::{Registry, Traits};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

struct GpuLaunchSinkIndexComputations;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(GpuLaunchSinkIndexComputations))
}

impl Pass for GpuLaunchSinkIndexComputations {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        sink_in_body(cx.ctx, cx.registry, &mut target.body);
        Ok(())
    }
}

/// Sink into every launch of `body` and of the isolated ops nested in it.
fn sink_in_body(ctx: &Context, registry: &Registry, body: &mut Body) {
    for launch in launches_in(ctx, body) {
        sink_index_computations(ctx, registry, body, launch);
    }
    let mut isolated = Vec::new();
    for &r in &body.roots {
        walk_post_order(body, r, &mut |op| {
            if body.op(op).inner.is_some() {
                isolated.push(op);
            }
        });
    }
    for op in isolated {
        if let Some(inner) = body.inner_mut(op) {
            sink_in_body(ctx, registry, inner);
        }
    }
}

/// Visit the ops of `region` and of the regions nested in it (not those of
/// isolated ops), each after what it contains: upstream's post-order walk.
pub fn walk_post_order(body: &Body, region: RegionId, f: &mut dyn FnMut(OpId)) {
    for &b in &body.region(region).blocks {
        for op in body.block_ops(b) {
            if body.op(op).inner.is_none() {
                for &r in &body.op(op).regions {
                    crate::stack::ensure_sufficient_stack(|| walk_post_order(body, r, f));
                }
            }
            f(op);
        }
    }
}

/// The `gpu.launch` ops of a function's arena, in walk order.
pub(crate) fn launches_in(ctx: &Context, body: &Body) -> Vec<OpId> {
    let mut out = Vec::new();
    for &r in &body.roots {
        walk_post_order(body, r, &mut |op| {
            if ctx.str(body.op(op).name) == crate::dialects::gpu::LaunchOp::NAME {
                out.push(op);
            }
        });
    }
    out
}

/// Values used in `region` but defined outside it, in order of first use.
pub(crate) fn used_values_defined_above(body: &Body, region: RegionId) -> Vec<ValueId> {
    let mut seen = FxHashSet::default();
    let mut out = Vec::new();
    walk_post_order(body, region, &mut |op| {
        for &v in body.operands(op) {
            let def_region = body.value_block(v).and_then(|b| body.parent_region(b));
            let inside = def_region.is_some_and(|r| body.region_contains(region, r));
            if !inside && seen.insert(v) {
                out.push(v);
            }
        }
    });
    out
}

/// Ops worth recomputing in the kernel rather than passing their result:
/// upstream's `isLikelyAnIndexComputation`.
fn is_index_computation(ctx: &Context, registry: &Registry, body: &Body, op: OpId) -> bool {
    let name = ctx.str(body.op(op).name);
    registry.traits(name).contains(Traits::CONSTANT_LIKE)
        || ["memref.dim", "arith.select", "arith.cmpi"].contains(&name)
}

/// The index computations to clone into the launch body, in order.
struct Sinking<'a> {
    ctx: &'a Context,
    registry: &'a Registry,
    body: &'a Body,
    /// The values the body uses from above.
    dependencies: FxHashSet<ValueId>,
    order: Vec<OpId>,
    sunk: FxHashSet<OpId>,
    available: FxHashSet<ValueId>,
}

impl Sinking<'_> {
    /// Whether `op` can be sunk: it is an index computation whose operands
    /// are sunk too, or already used by the body (upstream's
    /// `extractBeneficiaryOps`).
    fn extract(&mut self, op: OpId) -> bool {
        if self.sunk.contains(&op) {
            return true;
        }
        if !is_index_computation(self.ctx, self.registry, self.body, op) {
            return false;
        }
        for &operand in self.body.operands(op) {
            if self.available.contains(&operand) {
                continue;
            }
            let sinkable = self.body.defining_op(operand).is_some_and(|d| self.extract(d));
            if !sinkable && !self.dependencies.contains(&operand) {
                return false;
            }
        }
        self.order.push(op);
        self.sunk.insert(op);
        self.available.extend(self.body.results(op).iter().copied());
        true
    }
}

/// Clone the index computations the launch body uses to the top of the
/// body; only the body's uses move to the clones.
pub(crate) fn sink_index_computations(ctx: &Context, registry: &Registry, body: &mut Body, launch: OpId) {
    let region = body.op(launch).regions[0];
    let Some(&entry) = body.region(region).blocks.first() else { return };
    let candidates = used_values_defined_above(body, region);
    let mut sinking = Sinking {
        ctx,
        registry,
        body,
        dependencies: candidates.iter().copied().collect(),
        order: Vec::new(),
        sunk: FxHashSet::default(),
        available: FxHashSet::default(),
    };
    for &v in &candidates {
        if let Some(def) = body.defining_op(v) {
            sinking.extract(def);
        }
    }
    let order = sinking.order;
    let mut inside = FxHashSet::default();
    body.walk_region(region, &mut |op| {
        inside.insert(op);
    });
    let mut map = IrMapping::default();
    let mut last: Option<OpId> = None;
    for op in order {
        let clone = body.clone_op(op, &mut map);
        match last {
            Some(prev) => body.insert_op_after(prev, clone),
            None => body.prepend_op(entry, clone),
        }
        last = Some(clone);
        let pairs: Vec<(ValueId, ValueId)> =
            body.results(op).iter().copied().zip(body.results(clone).iter().copied()).collect();
        for (old, new) in pairs {
            body.replace_uses_where(old, new, &mut |u| inside.contains(&u.op));
        }
    }
}

//! `promote-buffers-to-stack`: small heap allocations become
//! `memref.alloca`s, as upstream promotes them. A `memref.alloc` is
//! promoted when it has a static shape of at most `max-alloc-size-in-bytes`
//! (or a dynamic one of rank at most `max-rank-of-allocated-memref` whose
//! extents are all `memref.rank` results), nothing frees it, and an
//! enclosing automatic allocation scope (a function, a loop body) is
//! reached through structured branches only (no loop in between) without
//! any alias of the buffer leaving that scope's region.

use super::origin::BufferOrigins;
use super::{is_op, is_region_terminator};
use crate::dialects::memref::AUTOMATIC_ALLOCATION_SCOPES;
use crate::ir::{Body, Context, OpId, OperationState, TypeKind, ValueId, DYNAMIC};
use crate::opdef::{Registry, Traits};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

struct PromoteBuffersToStack {
    max_bytes: u64,
    max_rank: u64,
}

pub fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let number = |name: &str| opts.get(name).and_then(|v| v.parse::<u64>().ok()).ok_or(format!("bad option {name}"));
    Ok(Box::new(PromoteBuffersToStack {
        max_bytes: number("max-alloc-size-in-bytes")?,
        max_rank: number("max-rank-of-allocated-memref")?,
    }))
}

impl Pass for PromoteBuffersToStack {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let (ctx, registry) = (cx.ctx, cx.registry);
        let body = &mut target.body;
        let origins = BufferOrigins::new(ctx, registry, body);
        let mut allocs = Vec::new();
        for &r in &body.roots {
            body.walk_region(r, &mut |op| {
                if is_op(ctx, body, op, "memref.alloc") {
                    allocs.push(op);
                }
            });
        }
        for op in allocs {
            let v = body.results(op)[0];
            if self.is_small(ctx, body, op)
                && !is_freed(ctx, registry, body, v)
                && has_scope(ctx, registry, body, &origins, v)
            {
                promote(body, op, ctx);
            }
        }
        Ok(())
    }
}

impl PromoteBuffersToStack {
    fn is_small(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        let TypeKind::MemRef { shape, element, .. } = ctx.type_kind(body.value_type(body.results(op)[0])) else {
            return false;
        };
        if shape.contains(&DYNAMIC) {
            return shape.len() as u64 <= self.max_rank
                && body
                    .operands(op)
                    .iter()
                    .all(|&o| body.defining_op(o).is_some_and(|d| is_op(ctx, body, d, "memref.rank")));
        }
        let bits = match ctx.type_kind(*element) {
            TypeKind::Integer { width, .. } => u64::from(*width),
            TypeKind::Index => 64,
            TypeKind::Float(k) => u64::from(k.bit_width()),
            _ => return false,
        };
        let elements: u64 = shape.iter().map(|&d| d as u64).product();
        elements.saturating_mul(bits) <= self.max_bytes.saturating_mul(8)
    }
}

/// Whether an op frees `v`.
fn is_freed(ctx: &Context, registry: &Registry, body: &Body, v: ValueId) -> bool {
    body.uses(v).iter().any(|u| registry.traits_named(ctx, body.op(u.op).name).contains(Traits::MEM_FREE))
}

/// Whether an automatic allocation scope encloses `v` (through structured
/// branches that are not loops) that no alias of `v` leaves.
fn has_scope(ctx: &Context, registry: &Registry, body: &Body, origins: &BufferOrigins, v: ValueId) -> bool {
    let aliases = origins.aliases(v);
    let mut block = body.value_block(v);
    while let Some(b) = block {
        let Some(region) = body.parent_region(b) else { return false };
        // The function's body: its op lives in the parent arena.
        let Some(parent) = body.parent_op(region) else {
            return body.roots.contains(&region) && !leaves(ctx, registry, body, &aliases, region);
        };
        let name = ctx.str(body.op(parent).name);
        if AUTOMATIC_ALLOCATION_SCOPES.contains(&name) && !leaves(ctx, registry, body, &aliases, region) {
            return true;
        }
        if matches!(name, "scf.for" | "scf.while" | "scf.parallel" | "scf.forall") || !super::is_region_branch(name) {
            return false;
        }
        block = body.parent_block(parent);
    }
    false
}

/// Whether a region terminator of `region` forwards one of `aliases`.
fn leaves(
    ctx: &Context,
    registry: &Registry,
    body: &Body,
    aliases: &rustc_hash::FxHashSet<ValueId>,
    region: crate::ir::RegionId,
) -> bool {
    aliases.iter().any(|&a| {
        body.uses(a).iter().any(|u| {
            let traits = registry.traits_named(ctx, body.op(u.op).name);
            is_region_terminator(ctx, body, u.op, traits)
                && body.parent_block(u.op).and_then(|b| body.parent_region(b)) == Some(region)
        })
    })
}

/// Replace alloc `op` by a `memref.alloca` with its operands and attributes.
fn promote(body: &mut Body, op: OpId, ctx: &Context) {
    let data = body.op(op);
    let state = OperationState {
        name: ctx.ident("memref.alloca"),
        loc: data.loc,
        operands: body.operands(op).to_vec(),
        result_types: vec![body.value_type(body.results(op)[0])],
        properties: data.properties,
        attributes: data.attributes,
        successors: Vec::new(),
        regions: Vec::new(),
        inner: None,
    };
    let new = body.create_op(state);
    body.insert_op_before(op, new);
    let (old, result) = (body.results(op)[0], body.results(new)[0]);
    body.replace_all_uses(old, result);
    body.erase_op(op);
}

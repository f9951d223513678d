//! `gpu-async-region` (upstream `GpuAsyncRegionPass`, MLIR 19): the GPU ops
//! of a function that can run asynchronously (`gpu.launch_func`,
//! `gpu.alloc`, `gpu.dealloc`, `gpu.memcpy`, `gpu.memset`) are made async
//! and chained by `!gpu.async.token`s, block by block:
//! * the first one of a chain depends on a new `gpu.wait async`; each next
//!   one on the token of the previous one, added first to its dependencies
//!   (an op already async continues the chain with its own token, an
//!   existing `gpu.wait` joins it);
//! * before a terminator or an op with memory effects (or unknown ones),
//!   a `gpu.wait` on the current token synchronizes with the host, so no
//!   token leaves its block.
//!
//! A `gpu.launch` is an error: it must be outlined to `gpu.launch_func`
//! first. Upstream's further rewrites of `async.execute` regions do not
//! apply: Strata has no async dialect.

use strata::dialects::gpu::async_token_type;
use strata::ir::{BlockId, Body, Context, Location, OpId, OperationState, ValueId};
use strata::opdef::ods::{attr, segment_sizes, set_attr};
use strata::opdef::{Registry, Traits};
use strata::pass::registry::PassOptions;
use strata::pass::{Pass, PassCx, Target};
use strata::rewrite::is_memory_effect_free;
use strata::syntax::diag::Diagnostic;

/// The ops that take async dependencies and can return a token.
const ASYNC_OPS: &[&str] = &["gpu.launch_func", "gpu.alloc", "gpu.dealloc", "gpu.memcpy", "gpu.memset"];

struct GpuAsyncRegion;

pub(crate) fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(GpuAsyncRegion))
}

impl Pass for GpuAsyncRegion {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        thread_tokens(cx.ctx, cx.registry, &mut target.body)
    }
}

/// Thread tokens through every block of `body` and of the isolated ops in it.
fn thread_tokens(ctx: &Context, registry: &Registry, body: &mut Body) -> Result<(), Diagnostic> {
    let mut blocks = Vec::new();
    let mut isolated = Vec::new();
    for r in body.roots.clone() {
        collect_blocks(body, r, &mut blocks, &mut isolated);
    }
    for block in blocks {
        Chain { ctx, registry, current: None }.run(body, block)?;
    }
    for op in isolated {
        if let Some(inner) = body.inner_mut(op) {
            strata::stack::ensure_sufficient_stack(|| thread_tokens(ctx, registry, inner))?;
        }
    }
    Ok(())
}

fn collect_blocks(body: &Body, region: strata::ir::RegionId, blocks: &mut Vec<BlockId>, isolated: &mut Vec<OpId>) {
    for &b in &body.region(region).blocks {
        blocks.push(b);
        for op in body.block_ops(b) {
            if body.op(op).inner.is_some() {
                isolated.push(op);
                continue;
            }
            for &r in &body.op(op).regions {
                strata::stack::ensure_sufficient_stack(|| collect_blocks(body, r, blocks, isolated));
            }
        }
    }
}

/// The token chain of one block.
struct Chain<'a> {
    ctx: &'a Context,
    registry: &'a Registry,
    current: Option<ValueId>,
}

impl Chain<'_> {
    fn run(&mut self, body: &mut Body, block: BlockId) -> Result<(), Diagnostic> {
        let mut it = body.first_op(block);
        while let Some(op) = it {
            it = body.next_op(op);
            self.visit(body, op)?;
        }
        Ok(())
    }

    fn visit(&mut self, body: &mut Body, op: OpId) -> Result<(), Diagnostic> {
        let name = self.ctx.str(body.op(op).name);
        let loc = body.op(op).loc;
        if name == "gpu.launch" {
            return Err(Diagnostic::error(loc, "'gpu.launch' op replace with gpu.launch_func first"));
        }
        if name == "gpu.wait" {
            if let Some(token) = self.current {
                add_dependency(self.ctx, body, op, token);
            }
            self.current = self.token_result(body, op);
            return Ok(());
        }
        if ASYNC_OPS.contains(&name) {
            self.make_async(body, op);
            return Ok(());
        }
        let Some(token) = self.current else { return Ok(()) };
        if self.is_terminator(body, op) || !is_memory_effect_free(self.ctx, self.registry, body, op) {
            wait(self.ctx, body, op, loc, vec![token], false);
            self.current = None;
        }
        Ok(())
    }

    fn is_terminator(&self, body: &Body, op: OpId) -> bool {
        // An op of unknown kind might be one.
        let name = self.ctx.str(body.op(op).name);
        self.registry.op(name).is_none() || self.registry.traits(name).contains(Traits::TERMINATOR)
    }

    fn token_result(&self, body: &Body, op: OpId) -> Option<ValueId> {
        let token = async_token_type(self.ctx);
        body.results(op).iter().copied().find(|&r| body.value_type(r) == token)
    }

    /// `op` depending on the current token (a new `gpu.wait async` when
    /// there is none), returning a token that becomes the current one.
    fn make_async(&mut self, body: &mut Body, op: OpId) {
        let ctx = self.ctx;
        let loc = body.op(op).loc;
        let current = match self.current {
            Some(t) => t,
            None => wait(ctx, body, op, loc, Vec::new(), true).expect("an async wait has a token"),
        };
        add_dependency(ctx, body, op, current);
        if let Some(token) = self.token_result(body, op) {
            self.current = Some(token);
            return;
        }
        let data = body.op(op);
        let old_results = body.results(op).to_vec();
        let mut result_types: Vec<_> = old_results.iter().map(|&r| body.value_type(r)).collect();
        result_types.push(async_token_type(ctx));
        let state = OperationState {
            name: data.name,
            loc,
            operands: body.operands(op).to_vec(),
            result_types,
            properties: data.properties,
            attributes: data.attributes,
            successors: data.successors.to_vec(),
            regions: Vec::new(),
            inner: None,
        };
        let new = body.create_op(state);
        body.insert_op_before(op, new);
        let new_results = body.results(new).to_vec();
        for (&old, &r) in old_results.iter().zip(&new_results) {
            body.replace_all_uses(old, r);
        }
        body.erase_op(op);
        self.current = new_results.last().copied();
    }
}

/// A `gpu.wait` (async: returning a token) on `deps`, before `anchor`.
fn wait(
    ctx: &Context,
    body: &mut Body,
    anchor: OpId,
    loc: Location,
    deps: Vec<ValueId>,
    async_: bool,
) -> Option<ValueId> {
    let result_types = if async_ { vec![async_token_type(ctx)] } else { Vec::new() };
    let op = body.create_op(OperationState {
        name: ctx.ident("gpu.wait"),
        loc,
        operands: deps,
        result_types,
        properties: None,
        attributes: ctx.empty_dictionary(),
        successors: Vec::new(),
        regions: Vec::new(),
        inner: None,
    });
    body.insert_op_before(anchor, op);
    body.results(op).first().copied()
}

/// Make `op` depend on `token` first (unless it already does), with its
/// operand segments when it has them.
fn add_dependency(ctx: &Context, body: &mut Body, op: OpId, token: ValueId) {
    let token_ty = async_token_type(ctx);
    let mut operands = body.operands(op).to_vec();
    let count = operands.iter().take_while(|&&v| body.value_type(v) == token_ty).count();
    if operands[..count].contains(&token) {
        return;
    }
    operands.insert(0, token);
    body.set_operands(op, operands);
    let sizes = attr(ctx, body, op, "operandSegmentSizes").and_then(|a| strata::dialects::vector::dense_i64(ctx, a));
    if let Some(mut sizes) = sizes {
        sizes[0] += 1;
        let sizes: Vec<usize> = sizes.iter().map(|&s| s as usize).collect();
        set_attr(ctx, body, op, "operandSegmentSizes", segment_sizes(ctx, &sizes));
    }
}

//! `inline`: calls to `func.func` symbols of the same symbol table are
//! replaced by the callee's body, functions bottom-up over the call graph,
//! each simplified before and after its calls are inlined by its pipeline
//! (`op-pipelines` for its op name, else `default-pipeline`, canonicalize
//! unless given), callees above `inlining-threshold` left alone. A call into
//! the caller's own cycle of the call graph is left alone, so recursion is
//! never unrolled. Private callees left without uses are erased.
//!
//! A single-block callee lands before the call; a multi-block callee splits
//! the caller's block, its blocks go in between, and each `func.return`
//! becomes a `cf.br` to the continuation block, whose arguments replace the
//! call's results.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{AttrKind, Body, Context, IrMapping, OpId, OperationState, ValueId};
use crate::opdef::symbols::{collect_symbol_refs, is_private, symbol_name};
use crate::opdef::{Registry, Traits};
use crate::pass::registry::PassOptions;
use crate::pass::{parse_anchored_pipelines, parse_pass_list, run_pipeline_on_op, OpPassManager, Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

struct Inliner {
    /// The pipeline run on a function before and after inlining into it,
    /// unless `op_pipelines` has one for its op name.
    default: OpPassManager,
    /// Pipelines for particular callable op names.
    op_pipelines: Vec<OpPassManager>,
    /// How often a function is simplified and has its calls inlined at most.
    max_iterations: usize,
    /// The largest callee size, in percent of the caller's op count, that is
    /// inlined; `u32::MAX` inlines any size.
    threshold: u32,
}

pub fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let text = |name: &str| opts.get(name).map_or("", String::as_str);
    let default = parse_pass_list(text("default-pipeline"), "any")?;
    let op_pipelines = parse_anchored_pipelines(text("op-pipelines"))?;
    let max_iterations =
        opts.get("max-iterations").map_or(Ok(4), |v| v.parse()).map_err(|_| "max-iterations: expected an integer")?;
    let threshold = match text("inlining-threshold") {
        "" => u32::MAX,
        v => v.parse().map_err(|_| "inlining-threshold: expected an unsigned integer")?,
    };
    Ok(Box::new(Inliner { default, op_pipelines, max_iterations, threshold }))
}

impl Pass for Inliner {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        run_inliner(cx, &mut target.body, self)
    }
}

impl Inliner {
    /// Run the pipeline for `f`'s op name on `f`.
    fn simplify(&self, cx: &PassCx<'_>, module: &mut Body, f: OpId) -> Result<(), Diagnostic> {
        let name = cx.ctx.str(module.op(f).name);
        let pm = self.op_pipelines.iter().find(|p| p.anchor == name).unwrap_or(&self.default);
        if pm.elements.is_empty() {
            return Ok(());
        }
        run_pipeline_on_op(cx, module, f, pm)
    }

    /// Whether a callee of `callee_ops` ops is small enough to inline into a
    /// caller of `caller_ops` ops.
    fn profitable(&self, caller_ops: usize, callee_ops: usize) -> bool {
        match self.threshold {
            0 => false,
            u32::MAX => true,
            t => caller_ops == 0 || callee_ops * 100 / caller_ops <= t as usize,
        }
    }
}

/// The number of ops nested in the regions of `body`.
fn count_ops(body: &Body) -> usize {
    let mut n = 0;
    for &r in &body.roots {
        body.walk_region(r, &mut |_| n += 1);
    }
    n
}

/// The `func.func` ops of the symbol table `body`, by name.
fn functions(ctx: &Context, body: &Body) -> FxHashMap<Vec<u8>, OpId> {
    let mut out = FxHashMap::default();
    for &r in &body.roots {
        for &b in &body.region(r).blocks {
            for op in body.block_ops(b) {
                if ctx.str(body.op(op).name) != "func.func" {
                    continue;
                }
                if let Some(name) = symbol_name(ctx, body, op).and_then(|a| ctx.as_string(a)) {
                    out.entry(name.to_vec()).or_insert(op);
                }
            }
        }
    }
    out
}

/// The callee name of a `func.call`.
fn callee_of(ctx: &Context, body: &Body, call: OpId) -> Option<Vec<u8>> {
    let data = body.op(call);
    let a =
        data.properties.and_then(|p| ctx.dict_get(p, "callee")).or_else(|| ctx.dict_get(data.attributes, "callee"))?;
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.bytes(*root).to_vec()),
        _ => None,
    }
}

/// Every `func.call` in `body`, in order.
fn calls(ctx: &Context, body: &Body) -> Vec<OpId> {
    let mut out = Vec::new();
    for &r in &body.roots {
        body.walk_region(r, &mut |op| {
            if ctx.str(body.op(op).name) == "func.call" {
                out.push(op);
            }
        });
    }
    out
}

fn run_inliner(cx: &PassCx<'_>, module: &mut Body, opts: &Inliner) -> Result<(), Diagnostic> {
    let ctx = cx.ctx;
    let funcs = functions(ctx, module);
    let by_op: FxHashMap<OpId, Vec<u8>> = funcs.iter().map(|(n, &o)| (o, n.clone())).collect();
    // Call graph edges, then a bottom-up order with the cycles found.
    let mut edges: FxHashMap<OpId, Vec<OpId>> = FxHashMap::default();
    for &f in by_op.keys() {
        let inner = module.regions_body(f);
        let targets = calls(ctx, inner)
            .into_iter()
            .filter_map(|c| callee_of(ctx, inner, c))
            .filter_map(|n| funcs.get(&n).copied())
            .collect();
        edges.insert(f, targets);
    }
    let order = post_order(module, &funcs, &edges);
    let mut inlined = FxHashSet::default();
    for f in order {
        if module.regions_body(f).roots.iter().all(|&r| module.regions_body(f).region(r).blocks.is_empty()) {
            continue;
        }
        for _ in 0..opts.max_iterations {
            opts.simplify(cx, module, f)?;
            if !inline_calls_in(cx, module, f, &funcs, &edges, opts, &mut inlined) {
                break;
            }
        }
    }
    erase_dead_callees(ctx, module, &funcs, &inlined);
    Ok(())
}

/// The functions in an order where callees come before their callers
/// (outside of cycles), following the functions' order in the module.
fn post_order(module: &Body, funcs: &FxHashMap<Vec<u8>, OpId>, edges: &FxHashMap<OpId, Vec<OpId>>) -> Vec<OpId> {
    let mut in_order: Vec<OpId> = funcs.values().copied().collect();
    in_order.sort_by_key(|&o| position(module, o));
    let mut seen = FxHashSet::default();
    let mut out = Vec::new();
    for f in in_order {
        let mut stack = vec![(f, 0usize)];
        if !seen.insert(f) {
            continue;
        }
        while let Some((node, i)) = stack.pop() {
            let succ = edges.get(&node).map(Vec::as_slice).unwrap_or(&[]);
            if let Some(&next) = succ.get(i) {
                stack.push((node, i + 1));
                if seen.insert(next) {
                    stack.push((next, 0));
                }
            } else {
                out.push(node);
            }
        }
    }
    out
}

fn position(body: &Body, op: OpId) -> usize {
    body.parent_block(op).map_or(0, |b| body.block_ops(b).position(|o| o == op).unwrap_or(0))
}

/// Whether `to` can be reached from `from` over call edges.
fn reaches(edges: &FxHashMap<OpId, Vec<OpId>>, from: OpId, to: OpId) -> bool {
    let mut seen = FxHashSet::default();
    let mut stack = vec![from];
    while let Some(n) = stack.pop() {
        if n == to {
            return true;
        }
        if seen.insert(n) {
            stack.extend(edges.get(&n).into_iter().flatten().copied());
        }
    }
    false
}

/// Inline the calls of function `f` to functions outside its call-graph
/// cycle. Returns whether anything was inlined.
fn inline_calls_in(
    cx: &PassCx<'_>,
    module: &mut Body,
    f: OpId,
    funcs: &FxHashMap<Vec<u8>, OpId>,
    edges: &FxHashMap<OpId, Vec<OpId>>,
    opts: &Inliner,
    inlined: &mut FxHashSet<OpId>,
) -> bool {
    let (ctx, registry) = (cx.ctx, cx.registry);
    let Some(mut caller) = module.take_inner(f) else { return false };
    let mut changed = false;
    for call in calls(ctx, &caller) {
        let Some(&g) = callee_of(ctx, &caller, call).and_then(|n| funcs.get(&n)) else { continue };
        if g == f || reaches(edges, g, f) {
            continue;
        }
        let callee = module.regions_body(g);
        let Some(&region) = callee.roots.first() else { continue };
        if callee.region(region).blocks.is_empty() || !opts.profitable(count_ops(&caller), count_ops(callee)) {
            continue;
        }
        if inline_call(ctx, registry, &mut caller, call, callee, region) {
            inlined.insert(g);
            changed = true;
        }
    }
    module.set_inner(f, Some(caller));
    changed
}

/// Replace `call` in `caller` by a copy of `region` of `callee`.
fn inline_call(
    ctx: &Context,
    registry: &Registry,
    caller: &mut Body,
    call: OpId,
    callee: &Body,
    region: crate::ir::RegionId,
) -> bool {
    let tree = callee.snapshot_region(region);
    let Some(block) = caller.parent_block(call) else { return false };
    let operands = caller.operands(call).to_vec();
    let results = caller.results(call).to_vec();
    let entry = &tree.blocks[0];
    if entry.args.len() != operands.len() {
        return false;
    }
    // Multi-block callees need a region that allows several blocks.
    let parent_region = caller.parent_region(block);
    if tree.blocks.len() > 1 {
        let single = parent_region
            .and_then(|r| caller.parent_op(r))
            .is_some_and(|p| registry.traits_named(ctx, caller.op(p).name).contains(Traits::SINGLE_BLOCK));
        if single {
            return false;
        }
    }
    let call_loc = caller.op(call).loc;
    let mut map = IrMapping::default();
    for (&(old, _, _), &v) in entry.args.iter().zip(&operands) {
        map.map_value(old, v);
    }
    if tree.blocks.len() == 1 {
        let Some((ret, body_ops)) = entry.ops.split_last() else { return false };
        let mut created = Vec::new();
        for ot in body_ops {
            let op = caller.materialize(ot, &mut map);
            caller.insert_op_before(call, op);
            created.push(op);
        }
        let values: Vec<ValueId> = ret.operands.iter().map(|&v| map.value(v)).collect();
        if values.len() != results.len() {
            return false;
        }
        for (r, v) in results.into_iter().zip(values) {
            caller.replace_all_uses(r, v);
        }
        caller.erase_op(call);
        relocate(ctx, caller, &created, call_loc);
        return true;
    }
    let Some(parent_region) = parent_region else { return false };
    // Split: the call starts the continuation block, whose arguments carry
    // the results.
    let after = caller.split_block(block, call);
    let mut new_results = Vec::new();
    for &r in &results {
        let ty = caller.value_type(r);
        new_results.push(caller.add_block_arg(after, ty, Some(call_loc)));
    }
    for (&r, &n) in results.iter().zip(&new_results) {
        caller.replace_all_uses(r, n);
    }
    caller.erase_op(call);
    let pos = caller.region(parent_region).blocks.iter().position(|&b| b == after).unwrap_or(0);
    let scratch = caller.create_region();
    let new_blocks = caller.materialize_region_into(&tree, scratch, &mut map);
    for (i, &b) in new_blocks.iter().enumerate() {
        caller.insert_block(parent_region, pos + i, b);
    }
    let mut created = Vec::new();
    for &b in &new_blocks {
        created.extend(caller.block_ops(b));
    }
    // Returns become branches to the continuation.
    for &b in &new_blocks {
        let Some(last) = caller.last_op(b) else { continue };
        if ctx.str(caller.op(last).name) != "func.return" {
            continue;
        }
        let state = OperationState {
            name: crate::static_ident!(ctx, "cf.br"),
            loc: caller.op(last).loc,
            operands: caller.operands(last).to_vec(),
            result_types: Vec::new(),
            properties: None,
            attributes: ctx.empty_dictionary(),
            successors: vec![after],
            regions: Vec::new(),
            inner: None,
        };
        let br = caller.create_op(state);
        caller.insert_op_before(last, br);
        caller.erase_op(last);
        created.retain(|&o| o != last);
        created.push(br);
    }
    // The inlined entry block continues the caller's block, its arguments
    // being the call operands.
    let entry_block = new_blocks[0];
    let args = caller.block(entry_block).args.clone();
    for (a, &v) in args.into_iter().zip(&operands) {
        caller.replace_all_uses(a, v);
    }
    caller.splice_block_end(entry_block, block);
    caller.erase_block(entry_block);
    relocate(ctx, caller, &created, call_loc);
    true
}

/// Give inlined ops (and what they hold) a call-site location.
fn relocate(ctx: &Context, body: &mut Body, ops: &[OpId], call_loc: crate::ir::Location) {
    let mut all = Vec::new();
    for &op in ops {
        all.push(op);
        for &r in &body.op(op).regions.clone() {
            body.walk_region(r, &mut |o| all.push(o));
        }
    }
    for op in all {
        let loc = body.op(op).loc;
        body.op_mut(op).loc = ctx.attr(AttrKind::CallSiteLoc { callee: loc, caller: call_loc });
    }
}

/// Erase the private functions in `inlined` that nothing references any more.
fn erase_dead_callees(ctx: &Context, module: &mut Body, funcs: &FxHashMap<Vec<u8>, OpId>, inlined: &FxHashSet<OpId>) {
    let mut refs = Vec::new();
    for &r in &module.roots {
        module.walk_region(r, &mut |op| {
            let data = module.op(op);
            if let Some(p) = data.properties {
                collect_symbol_refs(ctx, p, &mut refs);
            }
            collect_symbol_refs(ctx, data.attributes, &mut refs);
            if let Some(inner) = data.inner.as_deref() {
                for &ir in &inner.roots {
                    inner.walk_region(ir, &mut |o| {
                        let d = inner.op(o);
                        if let Some(p) = d.properties {
                            collect_symbol_refs(ctx, p, &mut refs);
                        }
                        collect_symbol_refs(ctx, d.attributes, &mut refs);
                    });
                }
            }
        });
    }
    let referenced: FxHashSet<&[u8]> = refs.iter().map(|(root, _)| ctx.bytes(*root)).collect();
    for (name, &f) in funcs {
        if inlined.contains(&f) && is_private(ctx, module, f) && !referenced.contains(&name[..]) {
            module.erase_op(f);
        }
    }
}

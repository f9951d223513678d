//! `gpu-kernel-outlining`: each `gpu.launch` body becomes a kernel
//! (`gpu.func ... kernel`) in a `gpu.module` of its own, and the launch a
//! `gpu.launch_func` of it, as upstream does.
//!
//! Per launch, in the arena of the symbol op (function) holding it:
//! 1. The values the body uses from above become the kernel's arguments, in
//!    the order the body first uses them (post-order walk, as upstream).
//!    Computing index values in the kernel instead is the job of
//!    `gpu-launch-sink-index-computations`, run before.
//! 2. The body is copied into a new `gpu.func @<func>_kernel`: the launch's
//!    ids and sizes become `gpu.block_id`/`thread_id`/`grid_dim`/`block_dim`
//!    ops (and the cluster ones), its attributions the kernel's,
//!    `gpu.terminator`s `gpu.return`s. Constant launch sizes are recorded as
//!    `known_block_size`/`known_grid_size`.
//! 3. The kernel goes into a `gpu.module` named like it (made unique in the
//!    module's symbol table as upstream's `SymbolTable::insert` does), with
//!    copies of the symbols it references, inserted after the function;
//!    the launch becomes a `gpu.launch_func` of `@module::@kernel`.
//!
//! The module then gets the `gpu.container_module` attribute.

use rustc_hash::FxHashSet;

use crate::dialects::gpu::{
    attribution_counts, BlockDimOp, BlockIdOp, ClusterDimOp, ClusterIdOp, GridDimOp, LaunchFuncOp, ModuleEndOp,
    ReturnOp, TerminatorOp, ThreadIdOp, CONTAINER_MODULE_ATTR, DIMENSION, KERNEL_ATTR, LAUNCH, LAUNCH_CONFIG_ARGS,
    WORKGROUP_ATTRIBUTIONS,
};
use crate::ir::{
    AttrKind, Attribute, Body, Context, IrMapping, Location, OpId, OperationState, RegionId, Type, ValueId,
};
use crate::opdef::symbols::{collect_symbol_refs, lookup_symbol, symbol_name};
use crate::opdef::{Registry, Traits};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;
use crate::transforms::gpu_launch_sink_index_computations::{launches_in, used_values_defined_above};

struct GpuKernelOutlining {
    /// `data-layout-str`: a `#dlti.dl_spec` each kernel module gets as its
    /// `dlti.dl_spec` attribute.
    data_layout: Option<String>,
}

pub fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let data_layout = opts.get("data-layout-str").filter(|s| !s.is_empty()).map(|s| s.to_string());
    Ok(Box::new(GpuKernelOutlining { data_layout }))
}

/// The `#dlti.dl_spec` written in `text`, read as the parser reads it in
/// a module's attributes.
fn parse_data_layout(cx: &PassCx<'_>, text: &str, loc: Location) -> Result<Attribute, Diagnostic> {
    let ctx = cx.ctx;
    let holder = format!("module attributes {{{} = {text}}} {{}}", crate::dialects::dlti::DL_SPEC_ATTR);
    let error = |why: String| Diagnostic::error(loc, format!("gpu-kernel-outlining: invalid data-layout-str: {why}"));
    let module = crate::syntax::parser::parse_str(ctx, cx.registry, &holder, Default::default())
        .map_err(|d| error(d.message.clone()))?;
    let spec = ctx.dict_get(module.body.op(module.op).attributes, crate::dialects::dlti::DL_SPEC_ATTR);
    spec.filter(|&a| crate::dialects::dlti::spec_entries(ctx, a).is_some())
        .ok_or_else(|| error(format!("'{text}' is not a #dlti.dl_spec attribute")))
}

impl Pass for GpuKernelOutlining {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let ctx = cx.ctx;
        let data_layout = match &self.data_layout {
            Some(text) => Some(parse_data_layout(cx, text, target.loc)?),
            None => None,
        };
        let Some(&root) = target.body.roots.first() else { return Ok(()) };
        let Some(&block) = target.body.region(root).blocks.first() else { return Ok(()) };
        let mut names = SymbolNames::new(ctx, &target.body, block);
        let mut modified = false;
        let symbols: Vec<OpId> = target.body.block_ops(block).collect();
        for func in symbols {
            let Some(name) = symbol_name(ctx, &target.body, func).and_then(|a| ctx.as_string(a)) else { continue };
            let kernel_name = format!("{}_kernel", String::from_utf8_lossy(name));
            let Some(inner) = target.body.inner_mut(func) else { continue };
            let launches = launches_in(ctx, inner);
            let insert_before = target.body.next_op(func);
            for launch in launches {
                let inner = target.body.inner_mut(func).expect("function arena");
                let (kernel, operands) = outline(ctx, inner, launch, &kernel_name);
                let module_name = names.insert(&kernel_name);
                let mut module = kernel_module(ctx, cx.registry, &target.body, &[root], kernel, &module_name);
                if let Some(spec) = data_layout {
                    module.attributes = ctx.dictionary(vec![(ctx.ident(crate::dialects::dlti::DL_SPEC_ATTR), spec)]);
                }
                let module = target.body.create_op(module);
                match insert_before {
                    Some(next) => target.body.insert_op_before(next, module),
                    None => target.body.append_op(block, module),
                }
                let symbol = ctx
                    .attr(AttrKind::SymbolRef { root: ctx.ident(&module_name), nested: vec![ctx.ident(&kernel_name)] });
                let inner = target.body.inner_mut(func).expect("function arena");
                to_launch_func(ctx, inner, launch, symbol, operands);
                modified = true;
            }
        }
        if modified {
            let mut entries = ctx.dict_entries(target.attributes).to_vec();
            entries.retain(|(k, _)| ctx.str(*k) != CONTAINER_MODULE_ATTR);
            entries.push((ctx.ident(CONTAINER_MODULE_ATTR), ctx.unit_attr()));
            target.attributes = ctx.dictionary(entries);
        }
        Ok(())
    }
}

/// The symbol names of the module, and upstream's renaming of a clashing
/// insertion (`name_0`, `name_1`, ... with one counter per table).
struct SymbolNames {
    names: FxHashSet<String>,
    counter: u32,
}

impl SymbolNames {
    fn new(ctx: &Context, body: &Body, block: crate::ir::BlockId) -> Self {
        let names = body
            .block_ops(block)
            .filter_map(|op| symbol_name(ctx, body, op).and_then(|a| ctx.as_string(a)))
            .map(|n| String::from_utf8_lossy(n).into_owned())
            .collect();
        SymbolNames { names, counter: 0 }
    }

    /// `name`, or the first free `name_N`; taken from then on.
    fn insert(&mut self, name: &str) -> String {
        let mut candidate = name.to_string();
        while self.names.contains(&candidate) {
            candidate = format!("{name}_{}", self.counter);
            self.counter += 1;
        }
        self.names.insert(candidate.clone());
        candidate
    }
}

/// The launch sizes as `array<i32: ...>` when all three are constants that
/// fit in 32 unsigned bits.
fn constant_dims(ctx: &Context, body: &Body, values: &[ValueId]) -> Option<Attribute> {
    let mut dims = Vec::with_capacity(3);
    for &v in values {
        let def = body.defining_op(v)?;
        let value = crate::opdef::ods::attr(ctx, body, def, crate::static_ident!(ctx, "value"))?;
        let AttrKind::Integer { value, .. } = ctx.attr_kind(value) else { return None };
        let v: u32 = num_traits::ToPrimitive::to_u32(value)?;
        dims.push(u128::from(v));
    }
    Some(ctx.attr(AttrKind::DenseArray { element: ctx.integer_type(32), values: dims }))
}

/// The kernel `gpu.func @name` holding a copy of the launch body.
fn outline(ctx: &Context, body: &Body, launch: OpId, name: &str) -> (OperationState, Vec<ValueId>) {
    let loc = body.op(launch).loc;
    let region = body.op(launch).regions[0];
    let operands = used_values_defined_above(body, region);
    let launch_args: Vec<ValueId> =
        body.region(region).blocks.first().map_or(Vec::new(), |&b| body.block(b).args.clone());
    let group = |g: usize| LAUNCH.operand_group(ctx, body, launch, g);
    let clustered = !group(7).is_empty();
    let fixed = (LAUNCH_CONFIG_ARGS + if clustered { 6 } else { 0 }).min(launch_args.len());
    let (workgroup, _) = attribution_counts(ctx, body, launch, fixed);
    let attributions = &launch_args[fixed..];

    let mut kernel = Body::new();
    let kregion = kernel.create_region();
    kernel.roots.push(kregion);
    let entry = kernel.create_block(kregion);
    let mut map = IrMapping::default();
    let inputs: Vec<Type> = operands.iter().map(|&v| body.value_type(v)).collect();
    let args: Vec<ValueId> = inputs.iter().map(|&t| kernel.add_block_arg(entry, t, Some(loc))).collect();
    for &a in attributions {
        let arg = kernel.add_block_arg(entry, body.value_type(a), Some(loc));
        map.map_value(a, arg);
    }
    for (&v, &arg) in operands.iter().zip(&args) {
        map.map_value(v, arg);
    }
    // The launch's ids and sizes, in the order of its region arguments.
    let index = ctx.index_type();
    let mut builders: Vec<IndexOpBuilder> = vec![
        |c, b, l, t, d| BlockIdOp::create(c, b, l, t, d, None).0,
        |c, b, l, t, d| ThreadIdOp::create(c, b, l, t, d, None).0,
        |c, b, l, t, d| GridDimOp::create(c, b, l, t, d, None).0,
        |c, b, l, t, d| BlockDimOp::create(c, b, l, t, d, None).0,
    ];
    if clustered {
        builders.push(|c, b, l, t, d| ClusterIdOp::create(c, b, l, t, d, None).0);
        builders.push(|c, b, l, t, d| ClusterDimOp::create(c, b, l, t, d, None).0);
    }
    let mut i = 0;
    for create in builders {
        for dim in 0..3 {
            let op = create(ctx, &mut kernel, loc, index, DIMENSION.attr(ctx, dim));
            kernel.append_op(entry, op);
            if let Some(&a) = launch_args.get(i) {
                map.map_value(a, kernel.results(op)[0]);
            }
            i += 1;
        }
    }
    let mut tree = body.snapshot_region(region);
    if let Some(first) = tree.blocks.first_mut() {
        first.args.retain(|(v, _, _)| !map.values.contains_key(v));
    }
    let blocks = kernel.materialize_region_into(&tree, kregion, &mut map);
    for &b in &blocks {
        let Some(last) = kernel.last_op(b) else { continue };
        if ctx.str(kernel.op(last).name) != TerminatorOp::NAME {
            continue;
        }
        let at = kernel.op(last).loc;
        let ret = ReturnOp::create(ctx, &mut kernel, at, Vec::new()).0;
        kernel.insert_op_before(last, ret);
        kernel.erase_op(last);
    }
    if let Some(&cloned_entry) = blocks.first() {
        kernel.splice_block_end(cloned_entry, entry);
        kernel.erase_block(cloned_entry);
    }

    let mut properties =
        vec![(crate::static_ident!(ctx, "function_type"), ctx.type_attr(ctx.function_type(inputs, vec![])))];
    let sizes = |first: usize| (first..first + 3).filter_map(|g| group(g).first().copied()).collect::<Vec<_>>();
    if let Some(known) = constant_dims(ctx, body, &sizes(4)) {
        properties.push((crate::static_ident!(ctx, "known_block_size"), known));
    }
    if let Some(known) = constant_dims(ctx, body, &sizes(1)) {
        properties.push((crate::static_ident!(ctx, "known_grid_size"), known));
    }
    let attributes = vec![
        (ctx.ident(KERNEL_ATTR), ctx.unit_attr()),
        (crate::static_ident!(ctx, "sym_name"), ctx.string_attr(name)),
        (ctx.ident(WORKGROUP_ATTRIBUTIONS), ctx.int_attr(ctx.integer_type(64), workgroup as i64)),
    ];
    let state = OperationState {
        name: ctx.ident(crate::dialects::gpu::GPUFuncOp::NAME),
        loc,
        operands: Vec::new(),
        result_types: Vec::new(),
        properties: Some(ctx.dictionary(properties)),
        attributes: ctx.dictionary(attributes),
        successors: Vec::new(),
        regions: kernel.roots.clone(),
        inner: Some(Box::new(kernel)),
    };
    (state, operands)
}

/// Creates one of the grid id/size ops (result type, dimension).
type IndexOpBuilder = fn(&Context, &mut Body, Location, Type, Attribute) -> OpId;

/// Symbol references made by the ops nested in `op` (not inside nested
/// symbol tables), as upstream's `SymbolTable::getSymbolUses`.
fn symbol_uses(ctx: &Context, registry: &Registry, body: &Body, op: OpId, out: &mut Vec<String>) {
    let inner = body.regions_body(op);
    for &r in &body.op(op).regions {
        for &b in &inner.region(r).blocks {
            for nested in inner.block_ops(b) {
                let data = inner.op(nested);
                let mut refs = Vec::new();
                for a in data.properties.into_iter().chain([data.attributes]) {
                    collect_symbol_refs(ctx, a, &mut refs);
                }
                out.extend(refs.into_iter().filter(|(_, n)| n.is_empty()).map(|(r, _)| ctx.str(r).to_string()));
                if !registry.traits_named(ctx, data.name).contains(Traits::SYMBOL_TABLE) {
                    crate::stack::ensure_sufficient_stack(|| symbol_uses(ctx, registry, inner, nested, out));
                }
            }
        }
    }
}

/// `gpu.module @name` holding the kernel and copies of the symbols of the
/// parent module (`parent`, `block`) that it references, transitively.
fn kernel_module(
    ctx: &Context,
    registry: &Registry,
    parent: &Body,
    parent_regions: &[RegionId],
    kernel: OperationState,
    name: &str,
) -> OperationState {
    let loc = kernel.loc;
    let kernel_name = ctx.attr_kind(ctx.dict_get(kernel.attributes, "sym_name").expect("kernel name")).clone();
    let mut module = Body::new();
    let region = module.create_region();
    module.roots.push(region);
    let mblock = module.create_block(region);
    let func = module.create_op(kernel);
    module.append_op(mblock, func);
    let mut defined: FxHashSet<String> = FxHashSet::default();
    if let AttrKind::String { value, .. } = kernel_name {
        defined.insert(String::from_utf8_lossy(&value).into_owned());
    }
    let mut worklist = vec![func];
    while let Some(op) = worklist.pop() {
        let mut uses = Vec::new();
        symbol_uses(ctx, registry, &module, op, &mut uses);
        for used in uses {
            if defined.contains(&used) {
                continue;
            }
            let Some(def) = lookup_symbol(ctx, parent, parent_regions, ctx.ident(&used)) else { continue };
            let copy = module.materialize(&parent.snapshot_op(def), &mut IrMapping::default());
            module.append_op(mblock, copy);
            defined.insert(used);
            worklist.push(copy);
        }
    }
    let end = ModuleEndOp::create(ctx, &mut module, loc).0;
    module.append_op(mblock, end);
    OperationState {
        name: ctx.ident(crate::dialects::gpu::GPUModuleOp::NAME),
        loc,
        operands: Vec::new(),
        result_types: Vec::new(),
        properties: Some(ctx.dictionary(vec![(crate::static_ident!(ctx, "sym_name"), ctx.string_attr(name))])),
        attributes: ctx.empty_dictionary(),
        successors: Vec::new(),
        regions: module.roots.clone(),
        inner: Some(Box::new(module)),
    }
}

/// Replace the launch with a `gpu.launch_func` of `kernel` passing `operands`.
fn to_launch_func(ctx: &Context, body: &mut Body, launch: OpId, kernel: Attribute, operands: Vec<ValueId>) {
    let loc = body.op(launch).loc;
    let group = |g: usize| LAUNCH.operand_group(ctx, body, launch, g).to_vec();
    let one = |g: usize| group(g).first().copied();
    let (deps, shared) = (group(0), one(10));
    let [Some(gx), Some(gy), Some(gz), Some(bx), Some(by), Some(bz)] = [1, 2, 3, 4, 5, 6].map(one) else { return };
    let [cx, cy, cz] = [7, 8, 9].map(one);
    let token = body.results(launch).first().map(|&t| body.value_type(t));
    let call = LaunchFuncOp::create(
        ctx, body, loc, deps, gx, gy, gz, bx, by, bz, cx, cy, cz, shared, operands, None, token, kernel,
    )
    .0;
    body.insert_op_before(launch, call);
    let pairs: Vec<(ValueId, ValueId)> =
        body.results(launch).iter().copied().zip(body.results(call).iter().copied()).collect();
    for (old, new) in pairs {
        body.replace_all_uses(old, new);
    }
    body.erase_op(launch);
}

//! `one-shot-bufferize`: tensors become buffers (memrefs) in one pass over
//! the module, with upstream's name and options.
//!
//! Per function: `analysis.rs` decides which tensor writes can happen in
//! the operand's buffer; `rewrite.rs` then moves each op onto buffers in
//! program order through its model (`models.rs`, one file per dialect),
//! allocating (and copying) where a write is not in place. With
//! `bufferize-function-boundaries`, tensor arguments and results of
//! `func.func`s become memrefs too: callees are done before their callers,
//! and each leaves a summary (which arguments it writes, which results
//! are new buffers or alias an argument) that the callers' analysis reads.
//! Constant tensors become `memref.global`s at the top of the module.
//!
//! Buffers are not freed here: `ownership-based-buffer-deallocation` (or
//! Strata's compile pipeline) does that.

mod analysis;
mod annotate;
mod arith;
mod bufferization;
mod forall;
mod func;
mod linalg;
mod models;
mod rewrite;
mod scf;
mod tensor;

use rustc_hash::FxHashMap;

use crate::dialects::memref::GlobalOp;
use crate::ir::{AttrKind, Attribute, Body, Context, OpId, Type, TypeKind};
use crate::opdef::symbols::symbol_name;
use crate::pass::registry::{flag, PassOptions};
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;
use analysis::{analyze, ops_in_order, Analysis};
pub use rewrite::Layout;
use rewrite::{cleanup, Bufferizer, Globals};

/// The options of `one-shot-bufferize`.
#[derive(Clone, Debug)]
pub struct Options {
    pub function_boundaries: bool,
    pub function_boundary_layout: Layout,
    pub unknown_layout: Layout,
    pub allow_return_allocs_from_loops: bool,
    pub allow_unknown_ops: bool,
    pub copy_before_write: bool,
    pub analysis_only: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            function_boundaries: false,
            function_boundary_layout: Layout::Infer,
            unknown_layout: Layout::FullyDynamic,
            allow_return_allocs_from_loops: false,
            allow_unknown_ops: false,
            copy_before_write: false,
            analysis_only: false,
        }
    }
}

/// What a bufferized function tells its callers.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// Per argument: whether the function writes its buffer.
    pub args_written: Vec<bool>,
    /// Per result: the argument whose buffer it is (or is part of).
    pub result_alias: Vec<Option<usize>>,
    /// Per result: whether it is a buffer the function allocated.
    pub result_fresh: Vec<bool>,
    /// test-analysis-only: per argument, how the function uses its buffer
    /// (`read`, `write`, `read-write`, `none`; nothing for non-tensors).
    pub access: Vec<Option<&'static str>>,
}

pub type Summaries = FxHashMap<Vec<u8>, Summary>;

struct OneShotBufferize(Options);

fn layout(v: Option<&String>, default: Layout) -> Layout {
    match v.map(String::as_str) {
        Some("identity-layout-map") => Layout::Identity,
        Some("fully-dynamic-layout-map") => Layout::FullyDynamic,
        Some("infer-layout-map") => Layout::Infer,
        _ => default,
    }
}

pub fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    if opts.get("unknown-type-conversion").is_some_and(|v| v == "infer-layout-map") {
        return Err("Invalid option: 'infer-layout-map' is not a valid value for 'unknown-type-conversion'".into());
    }
    Ok(Box::new(OneShotBufferize(Options {
        function_boundaries: flag(opts, "bufferize-function-boundaries"),
        function_boundary_layout: layout(opts.get("function-boundary-type-conversion"), Layout::Infer),
        unknown_layout: layout(opts.get("unknown-type-conversion"), Layout::FullyDynamic),
        allow_return_allocs_from_loops: flag(opts, "allow-return-allocs-from-loops"),
        allow_unknown_ops: flag(opts, "allow-unknown-ops"),
        copy_before_write: flag(opts, "copy-before-write"),
        analysis_only: flag(opts, "test-analysis-only"),
    })))
}

impl Pass for OneShotBufferize {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        bufferize_module(cx.ctx, &mut target.body, &self.0)
    }
}

/// The `func.func`s of the module, in an order that puts callees before
/// their callers where the call graph allows.
fn functions_in_call_order(ctx: &Context, module: &Body, block: crate::ir::BlockId) -> Vec<OpId> {
    let funcs: Vec<OpId> = module.block_ops(block).filter(|&op| ctx.str(module.op(op).name) == "func.func").collect();
    let name_of = |op: OpId| symbol_name(ctx, module, op).and_then(|a| ctx.as_string(a)).map(<[u8]>::to_vec);
    let index: FxHashMap<Vec<u8>, usize> =
        funcs.iter().enumerate().filter_map(|(i, &f)| name_of(f).map(|n| (n, i))).collect();
    let callees: Vec<Vec<usize>> = funcs
        .iter()
        .map(|&f| {
            let inner = module.regions_body(f);
            let mut out = Vec::new();
            for op in ops_in_order(inner) {
                if ctx.str(inner.op(op).name) != "func.call" {
                    continue;
                }
                if let Some(AttrKind::SymbolRef { root, .. }) =
                    crate::opdef::ods::attr(ctx, inner, op, crate::static_ident!(ctx, "callee"))
                        .map(|a| ctx.attr_kind(a))
                {
                    if let Some(&i) = index.get(ctx.bytes(*root)) {
                        out.push(i);
                    }
                }
            }
            out
        })
        .collect();
    // Depth-first post-order: callees first; a cycle is cut where it closes.
    let mut state = vec![0u8; funcs.len()];
    let mut order = Vec::new();
    fn visit(i: usize, callees: &[Vec<usize>], state: &mut [u8], order: &mut Vec<usize>) {
        if state[i] != 0 {
            return;
        }
        state[i] = 1;
        for &c in &callees[i] {
            visit(c, callees, state, order);
        }
        state[i] = 2;
        order.push(i);
    }
    for i in 0..funcs.len() {
        visit(i, &callees, &mut state, &mut order);
    }
    order.into_iter().map(|i| funcs[i]).collect()
}

/// Bufferize every function of the module held by `module`.
pub fn bufferize_module(ctx: &Context, module: &mut Body, opts: &Options) -> Result<(), Diagnostic> {
    let Some(&root) = module.roots.first() else { return Ok(()) };
    let Some(&block) = module.region(root).blocks.first() else { return Ok(()) };
    let mut globals = Globals::default();
    for op in module.block_ops(block) {
        if let Some(n) = symbol_name(ctx, module, op).and_then(|a| ctx.as_string(a)) {
            globals.taken.insert(String::from_utf8_lossy(n).into_owned());
        }
    }
    let mut summaries = Summaries::default();
    let mut signatures: FxHashMap<Vec<u8>, Type> = FxHashMap::default();
    for func in functions_in_call_order(ctx, module, block) {
        let name = symbol_name(ctx, module, func).and_then(|a| ctx.as_string(a)).map(<[u8]>::to_vec);
        let Some(fty) = crate::dialects::func::function_type(ctx, module, func) else { continue };
        let arg_attrs = crate::opdef::ods::attr(ctx, module, func, crate::static_ident!(ctx, "arg_attrs"));
        let bodiless = module
            .inner_mut(func)
            .map_or(true, |inner| inner.roots.first().map_or(true, |&r| inner.region(r).blocks.is_empty()));
        if bodiless {
            if opts.function_boundaries {
                let (new_ty, summary) = external_function(ctx, module, func, fty, opts)?;
                if opts.analysis_only {
                    annotate::argument_access(ctx, module, func, &summary.access);
                } else {
                    crate::opdef::ods::set_attr(ctx, module, func, "function_type", ctx.type_attr(new_ty));
                }
                if let Some(name) = name {
                    signatures.insert(name.clone(), new_ty);
                    summaries.insert(name, summary);
                }
            }
            continue;
        }
        let Some(inner) = module.inner_mut(func) else { continue };
        let result = bufferize_function(ctx, inner, opts, &summaries, &signatures, &mut globals, fty, arg_attrs)?;
        if let Some((new_ty, summary)) = result {
            if opts.analysis_only {
                annotate::argument_access(ctx, module, func, &summary.access);
            }
            crate::opdef::ods::set_attr(ctx, module, func, "function_type", ctx.type_attr(new_ty));
            if let Some(name) = name {
                signatures.insert(name.clone(), new_ty);
                summaries.insert(name, summary);
            }
        }
    }
    insert_globals(ctx, module, block, globals);
    Ok(())
}

/// A function declared without a body (defined elsewhere): its tensor
/// arguments become memrefs of the boundary layout, which calls are taken
/// to read and write; it may not return tensors (whose buffers nobody
/// would own), as upstream.
fn external_function(
    ctx: &Context,
    module: &Body,
    func: OpId,
    fty: Type,
    opts: &Options,
) -> Result<(Type, Summary), Diagnostic> {
    let (inputs, outputs) = ctx.function_parts(fty).map(|(i, o)| (i.to_vec(), o.to_vec())).unwrap_or_default();
    let is_tensor =
        |t: Type| matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. });
    if outputs.iter().any(|&t| is_tensor(t)) && !opts.analysis_only {
        let msg = "cannot bufferize bodiless function that returns a tensor";
        return Err(Diagnostic::error(module.op(func).loc, msg));
    }
    let layout = match opts.function_boundary_layout {
        Layout::Identity => Layout::Identity,
        _ => Layout::FullyDynamic,
    };
    let new_inputs = inputs.iter().map(|&t| rewrite::memref_type_of(ctx, t, layout, None)).collect();
    let summary = Summary {
        args_written: inputs.iter().map(|&t| is_tensor(t)).collect(),
        result_alias: vec![None; outputs.len()],
        result_fresh: vec![false; outputs.len()],
        access: inputs.iter().map(|&t| is_tensor(t).then_some("read-write")).collect(),
    };
    Ok((ctx.function_type(new_inputs, outputs), summary))
}

/// `memref.global "private" constant @name : type = value {alignment = 64}`
/// for each constant, each new one at the top of the module (as upstream).
fn insert_globals(ctx: &Context, module: &mut Body, block: crate::ir::BlockId, globals: Globals) {
    for g in globals.requests {
        let first = module.first_op(block);
        let align = ctx.int_attr(ctx.integer_type(64), 64);
        let op = GlobalOp::create(
            ctx,
            module,
            ctx.unknown_loc(),
            ctx.string_attr(&g.name),
            Some(ctx.string_attr("private")),
            ctx.type_attr(g.ty),
            Some(g.value),
            Some(ctx.unit_attr()),
            Some(align),
        );
        match first {
            Some(f) => module.insert_op_before(f, op.0),
            None => module.append_op(block, op.0),
        }
    }
}

/// Bufferize one function arena; with function boundaries, return its new
/// type and summary.
#[allow(clippy::too_many_arguments)]
fn bufferize_function(
    ctx: &Context,
    body: &mut Body,
    opts: &Options,
    summaries: &Summaries,
    signatures: &FxHashMap<Vec<u8>, Type>,
    globals: &mut Globals,
    fty: Type,
    arg_attrs: Option<Attribute>,
) -> Result<Option<(Type, Summary)>, Diagnostic> {
    let entry = body.region(body.roots[0]).blocks[0];
    let args = body.block(entry).args.to_vec();
    let no_signatures = FxHashMap::default();
    // Function boundaries: arguments become memrefs first, seen by the
    // analysis as writable `to_tensor`s (unless `bufferization.writable`
    // says otherwise).
    let mut arg_tensors = Vec::new();
    if opts.function_boundaries {
        let empty = Analysis::empty();
        let mut bx = Bufferizer::new(ctx, body, &empty, opts, globals, &no_signatures);
        for (i, &a) in args.iter().enumerate() {
            if !bx.is_tensor(a) {
                arg_tensors.push(None);
                continue;
            }
            let layout = match opts.function_boundary_layout {
                Layout::Identity => Layout::Identity,
                _ => Layout::FullyDynamic,
            };
            let ty = bx.memref_of(bx.body.value_type(a), layout, None);
            let writable = arg_writable(ctx, arg_attrs, i);
            bx.retype_argument(a, ty, writable);
            arg_tensors.push(bx.body.uses(a).first().map(|u| bx.body.results(u.op)[0]));
        }
    }
    let analysis = analyze(ctx, body, opts, summaries)?;
    if opts.analysis_only {
        if !opts.allow_return_allocs_from_loops {
            scf::check_loop_yields(ctx, body, &analysis)
                .map_err(|(op, msg)| Diagnostic::error(body.op(op).loc, msg))?;
        }
        annotate::operands(ctx, body, &analysis);
        if !opts.function_boundaries {
            return Ok(None);
        }
        let summary = annotate::boundaries(ctx, body, &analysis, summaries, fty, &arg_tensors);
        return Ok(Some((fty, summary)));
    }
    let ops = ops_in_order(body);
    let mut bx = Bufferizer::new(ctx, body, &analysis, opts, globals, signatures);
    let mut deferred: Vec<OpId> = Vec::new();
    for op in ops {
        // Ops that wait for their regions run when the walk leaves them.
        while let Some(&d) = deferred.last() {
            if bx.body.is_ancestor(d, op) {
                break;
            }
            deferred.pop();
            run_model(&mut bx, d, true)?;
        }
        if bx.body.is_erased(op) {
            continue;
        }
        if scf::after_regions(ctx, bx.body, op) {
            run_model(&mut bx, op, false)?;
            deferred.push(op);
            continue;
        }
        run_model(&mut bx, op, false)?;
    }
    while let Some(d) = deferred.pop() {
        run_model(&mut bx, d, true)?;
    }
    let result = if opts.function_boundaries { Some(bufferize_returns(&mut bx, fty, &arg_tensors)?) } else { None };
    cleanup(ctx, body);
    Ok(result)
}

fn arg_writable(ctx: &Context, arg_attrs: Option<Attribute>, i: usize) -> bool {
    let dict = crate::dialects::func::entry_dict(ctx, arg_attrs, i);
    !dict.and_then(|d| ctx.dict_get(d, "bufferization.writable")).is_some_and(
        |a| matches!(ctx.attr_kind(a), AttrKind::Integer { value, .. } if value.sign() == num_bigint::Sign::NoSign),
    )
}

fn run_model(bx: &mut Bufferizer<'_>, op: OpId, after_regions: bool) -> Result<(), Diagnostic> {
    let ctx = bx.ctx;
    let result = match models::model(ctx, bx.body, op) {
        Some(_) if after_regions => scf::finish_after_regions(bx, op),
        Some(m) => {
            bx.prepare_dests(op);
            (m.bufferize)(bx, op)
        }
        None => {
            let touches_tensors = bx.body.operands(op).iter().chain(bx.body.results(op)).any(|&v| bx.is_tensor(v));
            if touches_tensors && !bx.opts.allow_unknown_ops && !is_func_op(ctx, bx.body, op) {
                let loc = bx.body.op(op).loc;
                let why = no_bufferization(ctx.str(bx.body.op(op).name));
                return Err(Diagnostic::error(loc, "op was not bufferized").with_note(loc, why));
            }
            Ok(())
        }
    };
    result.map_err(|msg| Diagnostic::error(bx.body.op(op).loc, msg))
}

/// Why an op on tensors stayed: which ops have a bufferization here.
fn no_bufferization(name: &str) -> String {
    const DIALECTS: &[&str] = &["arith", "bufferization", "func", "linalg", "scf", "tensor"];
    let dialect = name.split_once('.').map_or(name, |(d, _)| d);
    let mut why = if DIALECTS.contains(&dialect) {
        format!("'{name}' has no bufferization")
    } else {
        format!("'{name}' has no bufferization: no op of the '{dialect}' dialect has one")
    };
    why += "; one-shot-bufferize bufferizes ops of the arith, bufferization, func, linalg, scf and tensor dialects (docs/passes.md lists which)";
    if matches!(name, "tensor.pack" | "tensor.unpack") {
        why += "; lower-tensor-pack-unpack decomposes this op into ops that have one (strata compile runs it)";
    }
    why
}

fn is_func_op(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.str(body.op(op).name) == "func.return"
}

/// Function boundaries: returns pass buffers, and the function type takes
/// their types (or the layout the option asks for).
fn bufferize_returns(
    bx: &mut Bufferizer<'_>,
    fty: Type,
    arg_tensors: &[Option<crate::ir::ValueId>],
) -> Result<(Type, Summary), Diagnostic> {
    let ctx = bx.ctx;
    let (inputs, outputs) = ctx.function_parts(fty).expect("function type");
    let (inputs, outputs) = (inputs.to_vec(), outputs.to_vec());
    let returns: Vec<OpId> = ops_in_order(bx.body)
        .into_iter()
        .filter(|&op| ctx.str(bx.body.op(op).name) == "func.return" && bx.body.parent_of_op(op).is_none())
        .collect();
    let mut new_outputs = outputs.clone();
    let mut summary = Summary {
        args_written: vec![false; inputs.len()],
        result_alias: vec![None; outputs.len()],
        result_fresh: vec![false; outputs.len()],
        access: Vec::new(),
    };
    for (i, t) in arg_tensors.iter().enumerate() {
        if let Some(t) = t {
            summary.args_written[i] = bx.written_class(*t);
        }
    }
    for (j, &out) in outputs.iter().enumerate() {
        if !matches!(ctx.type_kind(out), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }) {
            continue;
        }
        let values: Vec<_> = returns.iter().map(|&r| bx.body.operands(r)[j]).collect();
        for &v in &values {
            let alias = arg_tensors.iter().position(|t| t.is_some_and(|t| bx.equivalent(v, t)));
            summary.result_alias[j] = summary.result_alias[j].or(alias);
        }
        summary.result_fresh[j] = summary.result_alias[j].is_none() && values.iter().all(|&v| bx.writable(v));
        let buffers: Vec<_> = values.iter().map(|&v| bx.buffer(v)).collect();
        if bx.opts.function_boundary_layout == Layout::Infer {
            // Upstream reads each returned tensor at the fully dynamic
            // layout first; the cast that leaves is dead (kept so that the
            // output is upstream's op for op; canonicalize removes it).
            let dynamic = bx.memref_of(out, Layout::FullyDynamic, None);
            for (&r, &b) in returns.iter().zip(&buffers) {
                if bx.body.value_type(b) != dynamic
                    && crate::dialects::memref::cast_compatible(ctx, bx.body.value_type(b), dynamic)
                {
                    bx.cast(r, b, dynamic);
                }
            }
        }
        let ty = match bx.opts.function_boundary_layout {
            Layout::Identity => bx.memref_of(out, Layout::Identity, None),
            Layout::FullyDynamic => bx.memref_of(out, Layout::FullyDynamic, None),
            Layout::Infer => {
                let first = buffers.first().map(|&b| bx.body.value_type(b));
                match first {
                    Some(t) if buffers.iter().all(|&b| bx.body.value_type(b) == t) => t,
                    _ => bx.memref_of(out, Layout::FullyDynamic, None),
                }
            }
        };
        for (&r, &b) in returns.iter().zip(&buffers) {
            let v = bx.cast_or_copy(r, b, ty);
            bx.body.set_operand(r, j, v);
        }
        new_outputs[j] = ty;
    }
    let entry = bx.body.region(bx.body.roots[0]).blocks[0];
    let new_inputs: Vec<Type> = bx.body.block(entry).args.iter().map(|&a| bx.body.value_type(a)).collect();
    Ok((ctx.function_type(new_inputs, new_outputs), summary))
}

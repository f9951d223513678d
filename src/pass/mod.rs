//! The pass manager: registered passes with upstream's names and options,
//! textual pipelines (`builtin.module(func.func(cse),canonicalize{top-down=false})`),
//! nested pass managers that run on the isolated ops of their anchor name
//! (in parallel, one arena per op), IR dumps after each pass and timing.

mod pipeline;
pub mod registry;

pub use pipeline::{parse_anchored_pipelines, parse_pass_list, parse_pipeline, Element, OpPassManager};
pub use registry::{is_pass_name, list_passes, lookup, register_passes, PassInfo, PassOption};

use std::time::{Duration, Instant};

use crate::ir::{Attribute, Body, Context, Identifier, Location, Module, OperationState};
use crate::opdef::Registry;
use crate::syntax::diag::Diagnostic;
use crate::verify::ParentInfo;

/// The op a pass runs on: its name, location and attributes, and the arena
/// of its regions.
pub struct Target {
    pub name: Identifier,
    pub loc: Location,
    pub attributes: Attribute,
    pub properties: Option<Attribute>,
    pub body: Box<Body>,
    /// Whether the op has operands or results (which stay in the parent's
    /// arena): its own verifier then cannot run on the detached target.
    pub has_values: bool,
}

/// What a pass can see besides its target.
pub struct PassCx<'a> {
    pub ctx: &'a Context,
    pub registry: &'a Registry,
}

/// A transformation of one op (and what is nested in it).
pub trait Pass: Send + Sync {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic>;
}

/// How a pipeline runs.
#[derive(Clone, Debug, Default)]
pub struct RunOptions {
    /// Print the op a pass runs on before each pass (to the report).
    pub print_ir_before_all: bool,
    /// Print the op a pass ran on after each pass (to the report).
    pub print_ir_after_all: bool,
    /// Collect per-pass wall time.
    pub timing: bool,
    /// Run nested pipelines on one thread.
    pub disable_threading: bool,
    /// Skip verification after each pass.
    pub no_verify_each: bool,
}

/// What running a pipeline left besides the IR.
#[derive(Default)]
pub struct RunReport {
    /// IR dumps, in order.
    pub dumps: String,
    /// (pass display name, wall time), in order of first run.
    pub timings: Vec<(String, Duration)>,
}

impl RunReport {
    /// Add `d` to the time of `name`.
    pub fn time(&mut self, name: &str, d: Duration) {
        match self.timings.iter_mut().find(|(n, _)| n == name) {
            Some((_, t)) => *t += d,
            None => self.timings.push((name.to_string(), d)),
        }
    }
}

/// Run `pm` (anchored on `builtin.module` or `any`) on the module.
pub fn run_pipeline(
    ctx: &Context,
    registry: &Registry,
    module: &mut Module,
    pm: &OpPassManager,
    opts: &RunOptions,
    report: &mut RunReport,
) -> Result<(), Vec<Diagnostic>> {
    let cx = PassCx { ctx, registry };
    for element in &pm.elements {
        if let (true, Element::Pass { info, .. }) = (opts.print_ir_before_all, element) {
            dump(ctx, registry, module, "Before", info, true, report);
        }
        let start = Instant::now();
        let mut target = take_target(&mut module.body, module.op);
        let result = match element {
            Element::Pass { pass, info, .. } => {
                let r = pass.run(&cx, &mut target);
                report.time(&format!("{} ({})", info.display, info.name), start.elapsed());
                r.map_err(|d| vec![d])
            }
            Element::Nested(nested) => run_nested(&cx, &mut target, nested, opts, report),
        };
        put_target(&mut module.body, module.op, target);
        result?;
        // As upstream, a nested pipeline is not a pass of its own: its passes
        // dump the ops they ran on.
        if let (true, Element::Pass { info, .. }) = (opts.print_ir_after_all, element) {
            dump(ctx, registry, module, "After", info, true, report);
        }
        if !opts.no_verify_each {
            let start = Instant::now();
            let errors = crate::verify::verify_module(ctx, registry, module);
            report.time("Verifier", start.elapsed());
            if !errors.is_empty() {
                return Err(errors);
            }
        }
    }
    Ok(())
}

/// Add the IR dump `when` ("Before"/"After") the pass `info` of `module` to
/// the report. As mlir-opt-19, a dump of the whole module ends with two
/// blank lines, a dump of a nested op with one.
fn dump(
    ctx: &Context,
    registry: &Registry,
    module: &Module,
    when: &str,
    info: &PassInfo,
    whole: bool,
    report: &mut RunReport,
) {
    let popts = crate::syntax::printer::PrintOptions::default();
    let text = crate::syntax::printer::print_module(ctx, registry, module, &popts);
    let end = if whole { "\n\n" } else { "\n" };
    let header = format!("// -----// IR Dump {when} {} ({}) //----- //", info.display, info.name);
    report.dumps.push_str(&format!("{header}\n{text}{end}"));
}

/// Run `f` on a module holding the op of `target` alone, its regions in the
/// op's arena, to verify or print a detached target.
fn with_shell<R>(target: &mut Target, f: impl FnOnce(&Module) -> R) -> R {
    let inner = std::mem::take(&mut target.body);
    let mut body = Body::new();
    let regions = inner.roots.clone();
    let op = body.create_op(OperationState {
        name: target.name,
        loc: target.loc,
        operands: Vec::new(),
        result_types: Vec::new(),
        properties: target.properties,
        attributes: target.attributes,
        successors: Vec::new(),
        regions,
        inner: Some(inner),
    });
    let mut module = Module { body, op, resources: Vec::new() };
    let r = f(&module);
    target.body = module.body.take_inner(op).unwrap_or_default();
    r
}

/// Run `pm` on `target` from inside a pass (a pass that is a pipeline of
/// its own); the IR is not verified between its passes.
pub fn run_pipeline_on_target(cx: &PassCx<'_>, target: &mut Target, pm: &OpPassManager) -> Result<(), Diagnostic> {
    let opts = RunOptions { no_verify_each: true, ..RunOptions::default() };
    let mut report = RunReport::default();
    let loc = target.loc;
    for element in &pm.elements {
        match element {
            Element::Pass { pass, .. } => pass.run(cx, target)?,
            Element::Nested(nested) => run_nested(cx, target, nested, &opts, &mut report).map_err(|errors| {
                errors.into_iter().next().unwrap_or_else(|| Diagnostic::error(loc, "a nested pass failed"))
            })?,
        }
    }
    Ok(())
}

/// Run `pm` on the op `op` of `body` from inside a pass (as the inliner runs
/// its pipelines on each callable).
pub fn run_pipeline_on_op(
    cx: &PassCx<'_>,
    body: &mut Body,
    op: crate::ir::OpId,
    pm: &OpPassManager,
) -> Result<(), Diagnostic> {
    let mut target = take_target(body, op);
    let r = run_pipeline_on_target(cx, &mut target, pm);
    put_target(body, op, target);
    r
}

/// Detach the op `op` of `body` as a pass target.
fn take_target(body: &mut Body, op: crate::ir::OpId) -> Target {
    let inner = body.take_inner(op).unwrap_or_default();
    let data = body.op(op);
    let has_values = !body.operands(op).is_empty() || !body.results(op).is_empty();
    Target {
        name: data.name,
        loc: data.loc,
        attributes: data.attributes,
        properties: data.properties,
        body: inner,
        has_values,
    }
}

/// Put a target back where [`take_target`] found it.
fn put_target(body: &mut Body, op: crate::ir::OpId, target: Target) {
    let data = body.op_mut(op);
    data.loc = target.loc;
    data.attributes = target.attributes;
    data.properties = target.properties;
    body.set_inner(op, Some(target.body));
}

/// Run `pm` on every isolated op directly inside `parent` whose name
/// matches its anchor, in parallel unless disabled.
fn run_nested(
    cx: &PassCx<'_>,
    parent: &mut Target,
    pm: &OpPassManager,
    opts: &RunOptions,
    report: &mut RunReport,
) -> Result<(), Vec<Diagnostic>> {
    let mut ops = Vec::new();
    let body = &parent.body;
    for &r in &body.roots {
        for &b in &body.region(r).blocks {
            for op in body.block_ops(b) {
                let matches = pm.anchor == "any" || cx.ctx.str(body.op(op).name) == pm.anchor;
                if matches && body.op(op).inner.is_some() {
                    ops.push(op);
                }
            }
        }
    }
    let parent_info =
        || ParentInfo::new(cx.ctx, cx.registry, parent.name, parent.loc, parent.attributes, parent.properties);
    let body = &mut parent.body;
    let mut targets: Vec<Target> = ops.iter().map(|&op| take_target(body, op)).collect();
    let threads = if opts.disable_threading {
        1
    } else {
        std::thread::available_parallelism().map_or(1, |n| n.get()).min(targets.len().max(1))
    };
    let results: Vec<(Result<(), Vec<Diagnostic>>, RunReport)> = if threads <= 1 {
        let mut r = RunReport::default();
        let res = targets.iter_mut().try_for_each(|t| run_on_target(cx, &parent_info, t, pm, opts, &mut r));
        vec![(res, r)]
    } else {
        let chunk = targets.len().div_ceil(threads);
        std::thread::scope(|s| {
            let handles: Vec<_> = targets
                .chunks_mut(chunk)
                .map(|c| {
                    s.spawn(move || {
                        let mut r = RunReport::default();
                        let res = c.iter_mut().try_for_each(|t| run_on_target(cx, &parent_info, t, pm, opts, &mut r));
                        (res, r)
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().expect("pass thread panicked")).collect()
        })
    };
    for (op, t) in ops.into_iter().zip(targets) {
        put_target(body, op, t);
    }
    let mut first_error = None;
    for (res, r) in results {
        for (n, d) in r.timings {
            report.time(&n, d);
        }
        report.dumps.push_str(&r.dumps);
        if let (Err(e), None) = (res, &first_error) {
            first_error = Some(e);
        }
    }
    first_error.map_or(Ok(()), Err)
}

fn run_on_target(
    cx: &PassCx<'_>,
    parent_info: &(dyn Fn() -> ParentInfo + Sync),
    target: &mut Target,
    pm: &OpPassManager,
    opts: &RunOptions,
    report: &mut RunReport,
) -> Result<(), Vec<Diagnostic>> {
    for element in &pm.elements {
        match element {
            Element::Pass { pass, info, .. } => {
                if opts.print_ir_before_all {
                    with_shell(target, |m| dump(cx.ctx, cx.registry, m, "Before", info, false, report));
                }
                let start = Instant::now();
                let r = pass.run(cx, target);
                report.time(&format!("{} ({})", info.display, info.name), start.elapsed());
                r.map_err(|d| vec![d])?;
                if opts.print_ir_after_all {
                    with_shell(target, |m| dump(cx.ctx, cx.registry, m, "After", info, false, report));
                }
            }
            Element::Nested(nested) => run_nested(cx, target, nested, opts, report)?,
        }
        if !opts.no_verify_each {
            let start = Instant::now();
            let regions_only = target.has_values;
            let errors = with_shell(target, |m| {
                crate::verify::verify_detached(cx.ctx, cx.registry, Some(parent_info()), &m.body, m.op, regions_only)
            });
            report.time("Verifier", start.elapsed());
            if !errors.is_empty() {
                return Err(errors);
            }
        }
    }
    Ok(())
}

/// Format a timing report like upstream's `--mlir-timing`.
pub fn format_timing(entries: &[(String, Duration)], total: Duration) -> String {
    let bar = "===-------------------------------------------------------------------------===";
    let mut out = format!("{bar}\n                         ... Execution time report ...\n{bar}\n");
    let secs = total.as_secs_f64();
    out.push_str(&format!("  Total Execution Time: {secs:.4} seconds\n\n  ----Wall Time----  ----Name----\n"));
    let mut accounted = 0.0;
    for (name, d) in entries {
        let s = d.as_secs_f64();
        accounted += s;
        let pct = if secs > 0.0 { 100.0 * s / secs } else { 0.0 };
        out.push_str(&format!("    {s:.4} ({pct:5.1}%)  {name}\n"));
    }
    let rest = (secs - accounted).max(0.0);
    let pct = if secs > 0.0 { 100.0 * rest / secs } else { 0.0 };
    out.push_str(&format!("    {rest:.4} ({pct:5.1}%)  Rest\n    {secs:.4} (100.0%)  Total\n"));
    out
}

//! `ensure-debug-info-scope-on-llvm-func`: every `llvm.func` of the module
//! (nested modules included) whose location names no
//! `#llvm.di_subprogram` gets one, fused into its location, so that its
//! ops' locations become line tables when translated. As upstream's pass:
//! definitions get a distinct subprogram in the module's compile unit (the
//! one the module's location is fused with, or a new C unit for the
//! module's file), flagged `Definition|Optimized`; declarations one without
//! a unit, flagged `Optimized`. A function's file, line and scope line
//! come from its file location (through a name), else the unit's file at
//! line 1; the scope line is the location's column, as upstream has it.

use crate::dialects::llvm::metadata::{MetadataAttr, ParamValue};
use crate::ir::{AttrKind, Attribute, Body, Context, Location};
use crate::pass::{Pass, PassCx, PassInfo, Target};
use crate::syntax::diag::Diagnostic;

pub static PASSES: &[PassInfo] = &[PassInfo {
    name: "ensure-debug-info-scope-on-llvm-func",
    display: "DIScopeForLLVMFuncOp",
    help: "Materialize LLVM debug info subprogram attribute on every LLVMFuncOp",
    anchor: Some("builtin.module"),
    options: &[],
    create: |_| Ok(Box::new(EnsureDebugInfoScope)),
}];

struct EnsureDebugInfoScope;

impl Pass for EnsureDebugInfoScope {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let ctx = cx.ctx;
        let unit = match fused_with(ctx, target.loc, "di_compile_unit") {
            Some(u) => u,
            None => {
                let file = match file_loc(ctx, target.loc) {
                    Some((path, _, _)) => file_attr(ctx, &path),
                    None => build(
                        ctx,
                        "di_file",
                        vec![("name", str_param(ctx, "<unknown>")), ("directory", str_param(ctx, ""))],
                    ),
                };
                build(
                    ctx,
                    "di_compile_unit",
                    vec![
                        ("id", ParamValue::Attr(distinct(ctx))),
                        ("sourceLanguage", str_param(ctx, "DW_LANG_C")),
                        ("file", ParamValue::Attr(file)),
                        ("producer", str_param(ctx, "MLIR")),
                        ("isOptimized", ParamValue::Attr(ctx.int_attr(ctx.integer_type(1), 1))),
                        ("emissionKind", str_param(ctx, "LineTablesOnly")),
                    ],
                )
            }
        };
        add_scopes(ctx, &mut target.body, unit);
        Ok(())
    }
}

/// Give every `llvm.func` of `body`, and of the modules nested in it, a subprogram.
fn add_scopes(ctx: &Context, body: &mut Body, unit: Attribute) {
    let mut funcs = Vec::new();
    for region in body.roots.clone() {
        body.walk_region(region, &mut |op| {
            if ctx.str(body.op(op).name) == "llvm.func" {
                funcs.push(op);
            }
        });
    }
    for op in funcs {
        let loc = body.op(op).loc;
        if fused_with(ctx, loc, "di_subprogram").is_some() {
            continue;
        }
        let name =
            crate::opdef::ods::attr(ctx, body, op, "sym_name").and_then(|a| ctx.as_string(a)).unwrap_or_default();
        let name = String::from_utf8_lossy(name).into_owned();
        let inner = body.regions_body(op);
        let external = body.op(op).regions.first().map_or(true, |&r| inner.region(r).blocks.is_empty());
        let sp = subprogram(ctx, unit, loc, &name, external);
        body.op_mut(op).loc = ctx.fused_loc(&[loc], Some(sp));
    }
    crate::rewrite::greedy::for_each_isolated(body, &mut |name, inner| {
        if ctx.str(name) == "builtin.module" {
            add_scopes(ctx, inner, unit);
        }
    });
}

/// The subprogram of function `name` at `loc`.
fn subprogram(ctx: &Context, unit: Attribute, loc: Location, name: &str, external: bool) -> Attribute {
    let (file, line, col) = match file_loc(ctx, loc) {
        Some((path, line, col)) => (file_attr(ctx, &path), line, col),
        None => {
            let file = ctx.dialect_attr::<MetadataAttr>(unit).and_then(|u| u.attr("file"));
            (file.unwrap_or_else(|| file_attr(ctx, "<unknown>")), 1, 1)
        }
    };
    let int = |v: u32| ParamValue::Attr(ctx.int_attr(ctx.integer_type(64), i64::from(v)));
    let mut flags = crate::dialects::llvm::debug_info::SUBPROGRAM_FLAGS.parse_flags("Optimized").unwrap_or(0);
    let mut params = Vec::new();
    if !external {
        flags |= crate::dialects::llvm::debug_info::SUBPROGRAM_FLAGS.parse_flags("Definition").unwrap_or(0);
        params.push(("id", ParamValue::Attr(distinct(ctx))));
        params.push(("compileUnit", ParamValue::Attr(unit)));
    }
    let callee_type = build(ctx, "di_subroutine_type", vec![("callingConvention", str_param(ctx, "DW_CC_normal"))]);
    params.extend([
        ("scope", ParamValue::Attr(file)),
        ("name", str_param(ctx, name)),
        ("linkageName", str_param(ctx, name)),
        ("file", ParamValue::Attr(file)),
        ("line", int(line)),
        ("scopeLine", int(col)),
        ("subprogramFlags", ParamValue::Attr(ctx.int_attr(ctx.integer_type(64), flags as i64))),
        ("type", ParamValue::Attr(callee_type)),
    ]);
    build(ctx, "di_subprogram", params)
}

/// `loc`'s file location, directly or through names (upstream's `extractFileLoc`).
fn file_loc(ctx: &Context, loc: Location) -> Option<(String, u32, u32)> {
    match ctx.attr_kind(loc) {
        AttrKind::FileLineColLoc { file, line, col } => Some((ctx.str(*file).to_string(), *line, *col)),
        AttrKind::NameLoc { child: Some(c), .. } => file_loc(ctx, *c),
        _ => None,
    }
}

/// The metadata of kind `mnemonic` a fused location in `loc` carries.
fn fused_with(ctx: &Context, loc: Location, mnemonic: &str) -> Option<Attribute> {
    match ctx.attr_kind(loc) {
        AttrKind::FusedLoc { locations, metadata } => metadata
            .filter(|&m| crate::dialects::llvm::metadata::metadata_of(ctx, m, mnemonic).is_some())
            .or_else(|| locations.iter().find_map(|&l| fused_with(ctx, l, mnemonic))),
        AttrKind::NameLoc { child: Some(c), .. } => fused_with(ctx, *c, mnemonic),
        AttrKind::CallSiteLoc { callee, caller } => {
            fused_with(ctx, *callee, mnemonic).or_else(|| fused_with(ctx, *caller, mnemonic))
        }
        _ => None,
    }
}

/// `#llvm.di_file` of `path`: its last component in its parent directory.
fn file_attr(ctx: &Context, path: &str) -> Attribute {
    let (dir, name) = match path.rfind('/') {
        Some(0) => ("/", &path[1..]),
        Some(i) => (&path[..i], &path[i + 1..]),
        None => ("", path),
    };
    build(ctx, "di_file", vec![("name", str_param(ctx, name)), ("directory", str_param(ctx, dir))])
}

fn str_param(ctx: &Context, s: &str) -> ParamValue {
    ParamValue::Attr(ctx.string_attr(s))
}

fn distinct(ctx: &Context) -> Attribute {
    ctx.attr(AttrKind::Distinct { id: ctx.next_distinct_id(), referenced: ctx.unit_attr() })
}

fn build(ctx: &Context, mnemonic: &str, params: Vec<(&str, ParamValue)>) -> Attribute {
    MetadataAttr::build(ctx, mnemonic, params).expect("a debug info kind with these parameters")
}

//! The public symbols the modules of one library define: two modules that
//! define the same one would give an archive, a header and Rust bindings
//! that do not link or compile, so `strata lib` and [`crate::Build`]
//! refuse them, naming both definitions.

use rustc_hash::FxHashMap;
use strata::ir::{Body, Context, Location, Module, OpId};
use strata::syntax::diag::{render, Diagnostic, Source};

use crate::compile::CompileError;

/// An error for each public symbol that several of `modules` define: at
/// its first definition, with a note at the next one.
pub(crate) fn check_unique(ctx: &Context, modules: &[(&Source, &Module)]) -> Result<(), CompileError> {
    let mut first: FxHashMap<String, (usize, Location)> = FxHashMap::default();
    let mut out = String::new();
    for (i, (_, module)) in modules.iter().enumerate() {
        for (name, loc) in public_definitions(ctx, module.inner()) {
            let Some(&(j, earlier)) = first.get(&name) else {
                first.insert(name, (i, loc));
                continue;
            };
            let (a, b) = (&modules[j].0.name, &modules[i].0.name);
            let where_ = if a == b { format!("twice in '{a}'") } else { format!("in both '{a}' and '{b}'") };
            let error = Diagnostic::error(
                earlier,
                format!("public symbol '@{name}' is defined {where_}: a library can define it only once"),
            );
            let mut note = Diagnostic::error(loc, format!("'@{name}' is defined again here"));
            note.severity = strata::syntax::diag::Severity::Note;
            render(ctx, Some(modules[j].0), &error, &mut out);
            render(ctx, Some(modules[i].0), &note, &mut out);
        }
    }
    if out.is_empty() {
        Ok(())
    } else {
        Err(CompileError::Input(out.trim_end().to_string()))
    }
}

/// The symbols `body` (a module's) defines for other objects to link
/// against: public function definitions and initialized public globals.
fn public_definitions(ctx: &Context, body: &Body) -> Vec<(String, Location)> {
    let ops = body.roots.iter().flat_map(|&r| body.region(r).blocks.iter()).flat_map(|&b| body.block_ops(b));
    ops.filter(|&op| is_public_definition(ctx, body, op))
        .filter_map(|op| {
            let name = attr(ctx, body, op, "sym_name").and_then(|a| ctx.as_string(a))?;
            Some((String::from_utf8_lossy(name).into_owned(), body.op(op).loc))
        })
        .collect()
}

fn is_public_definition(ctx: &Context, body: &Body, op: OpId) -> bool {
    let has_body = || body.op(op).regions.first().is_some_and(|&r| !body.regions_body(op).region(r).blocks.is_empty());
    let visible =
        || attr(ctx, body, op, "sym_visibility").and_then(|a| ctx.as_string(a)).map_or(true, |v| v == b"public");
    let external = || {
        attr(ctx, body, op, "linkage").map_or(
            true,
            |a| matches!(ctx.attr_kind(a), strata::ir::AttrKind::Opaque { data, .. } if data.contains("external")),
        )
    };
    match ctx.str(body.op(op).name) {
        "func.func" => has_body() && visible(),
        "llvm.func" => has_body() && external(),
        "memref.global" => visible() && attr(ctx, body, op, "initial_value").is_some(),
        "llvm.mlir.global" => external() && (has_body() || attr(ctx, body, op, "value").is_some()),
        _ => false,
    }
}

fn attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<strata::ir::Attribute> {
    strata::opdef::ods::attr(ctx, body, op, name)
}

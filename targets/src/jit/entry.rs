//! The entry function of `strata run`, checked in the MLIR before it is
//! lowered: the runner calls it with no arguments and reads the result
//! `--entry-point-result` names, so a function that takes arguments,
//! returns something else or has no body is refused with a located error
//! rather than called with garbage.

use strata::dialects::llvm::{LlvmType, LlvmTypes};
use strata::ir::{Body, Context, OpId, Type, TypeKind};
use strata::syntax::diag::{Diagnostic, Source};
use strata::syntax::printer::type_to_string;

use super::{EntryResult, RunError};
use crate::compile::input_error;

/// Check that `module` defines a function `entry` that can be called
/// without arguments for `result`.
pub(super) fn check(
    ctx: &Context,
    module: &strata::ir::Module,
    src: &Source,
    entry: &str,
    result: EntryResult,
) -> Result<(), RunError> {
    let body = module.inner();
    let Some(op) = top_level_symbol(ctx, body, entry) else {
        return Err(RunError::NoEntry { file: src.name.clone(), entry: entry.to_string() });
    };
    let error = |message: String| {
        let d = Diagnostic::error(body.op(op).loc, message);
        RunError::Entry(input_error(ctx, src, &[d]).to_string())
    };
    let name = ctx.str(body.op(op).name);
    let Some((inputs, results)) = signature(ctx, body, op) else {
        return Err(error(format!(
            "'@{entry}' is a '{name}', not a function: strata run calls a func.func or llvm.func"
        )));
    };
    let defined = body.op(op).regions.first().is_some_and(|&r| !body.regions_body(op).region(r).blocks.is_empty());
    if !defined {
        return Err(error(format!(
            "entry function '@{entry}' is a declaration: strata run calls a function the module defines"
        )));
    }
    if !inputs.is_empty() {
        return Err(error(format!(
            "entry function '@{entry}' takes arguments ({}), but strata run calls it without any",
            types_text(ctx, &inputs)
        )));
    }
    if !result_matches(ctx, &results, result) {
        let returns = if results.is_empty() { "nothing".to_string() } else { types_text(ctx, &results) };
        let flag = format!("--entry-point-result={}", result_name(result));
        let fix = match results[..] {
            [] => ": pass --entry-point-result=void".to_string(),
            [t] => {
                result_for(ctx, t).map_or(String::new(), |r| format!(": pass --entry-point-result={}", result_name(r)))
            }
            _ => String::new(),
        };
        return Err(error(format!(
            "entry function '@{entry}' returns {returns}, but {flag} expects {}{fix}",
            expected_text(result)
        )));
    }
    Ok(())
}

/// The op defining the symbol `name` directly in the module.
fn top_level_symbol(ctx: &Context, body: &Body, name: &str) -> Option<OpId> {
    body.roots.iter().flat_map(|&r| body.region(r).blocks.iter()).flat_map(|&b| body.block_ops(b)).find(|&op| {
        strata::opdef::ods::attr(ctx, body, op, "sym_name")
            .and_then(|a| ctx.as_string(a))
            .is_some_and(|s| s == name.as_bytes())
    })
}

/// The argument and result types of a `func.func` or `llvm.func`.
fn signature(ctx: &Context, body: &Body, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let fty = strata::opdef::ods::attr(ctx, body, op, "function_type")?;
    let strata::ir::AttrKind::Type(fty) = *ctx.attr_kind(fty) else { return None };
    match ctx.str(body.op(op).name) {
        "func.func" => ctx.function_parts(fty).map(|(i, r)| (i.to_vec(), r.to_vec())),
        "llvm.func" => match ctx.llvm_kind(fty)? {
            LlvmType::Func { result, params, .. } => {
                let results =
                    if matches!(ctx.llvm_kind(*result), Some(LlvmType::Void)) { vec![] } else { vec![*result] };
                Some((params.clone(), results))
            }
            _ => None,
        },
        _ => None,
    }
}

/// The `--entry-point-result` a single result of type `t` needs.
fn result_for(ctx: &Context, t: Type) -> Option<EntryResult> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width: 32, .. } => Some(EntryResult::I32),
        TypeKind::Integer { width: 64, .. } | TypeKind::Index => Some(EntryResult::I64),
        TypeKind::Float(strata::ir::float::FloatKind::F32) => Some(EntryResult::F32),
        _ => None,
    }
}

fn result_matches(ctx: &Context, results: &[Type], expected: EntryResult) -> bool {
    match results {
        [] => expected == EntryResult::Void,
        [t] => result_for(ctx, *t) == Some(expected),
        _ => false,
    }
}

fn result_name(r: EntryResult) -> &'static str {
    match r {
        EntryResult::Void => "void",
        EntryResult::I32 => "i32",
        EntryResult::I64 => "i64",
        EntryResult::F32 => "f32",
    }
}

fn expected_text(r: EntryResult) -> &'static str {
    match r {
        EntryResult::Void => "no result",
        EntryResult::I32 => "one i32 result",
        EntryResult::I64 => "one i64 (or index) result",
        EntryResult::F32 => "one f32 result",
    }
}

fn types_text(ctx: &Context, types: &[Type]) -> String {
    types.iter().map(|&t| type_to_string(ctx, t)).collect::<Vec<_>>().join(", ")
}

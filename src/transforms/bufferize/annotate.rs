//! `test-analysis-only`: the analysis' decisions written into the IR as
//! upstream writes them, the tensors left as they are.
//!
//! * Each op with tensor operands gets `__inplace_operands_attr__`, per
//!   operand `"true"` (its buffer is used in place), `"false"` (a copy is
//!   written) or `"none"` (not a tensor).
//! * With function boundaries, each tensor argument gets
//!   `bufferization.access` (`read`, `write`, `read-write`, `none`) and each
//!   `func.return` `__equivalent_func_args__`: per operand, the argument
//!   whose buffer it is, or -1.

use super::analysis::{is_tensor, ops_in_order, value_read, Analysis};
use super::{Summaries, Summary};
use crate::ir::{AttrKind, Attribute, Body, Context, OpId, Type, TypeKind, ValueId};

/// Mark every op with tensor operands with its in-place decisions.
pub fn operands(ctx: &Context, body: &mut Body, a: &Analysis) {
    for op in ops_in_order(body) {
        let operands = body.operands(op).to_vec();
        if !operands.iter().any(|&v| is_tensor(ctx, body, v)) {
            continue;
        }
        let marks: Vec<Attribute> = operands
            .iter()
            .enumerate()
            .map(|(i, &v)| {
                let s = if !is_tensor(ctx, body, v) {
                    "none"
                } else if a.writes.contains_key(&(op, i)) && !a.in_place.contains(&(op, i)) {
                    "false"
                } else {
                    "true"
                };
                ctx.string_attr(s)
            })
            .collect();
        add_attr(ctx, body, op, "__inplace_operands_attr__", ctx.attr(AttrKind::Array(marks)));
    }
}

fn add_attr(ctx: &Context, body: &mut Body, op: OpId, name: &str, value: Attribute) {
    let data = body.op_mut(op);
    let mut entries = ctx.dict_entries(data.attributes).to_vec();
    entries.push((ctx.ident(name), value));
    data.attributes = ctx.dictionary(entries);
}

/// With function boundaries: mark the returns, give the arguments back
/// their tensor types (the analysis saw them as `to_tensor`s of buffers,
/// `arg_tensors`) and summarize the function for its callers and for
/// [`argument_access`].
pub fn boundaries(
    ctx: &Context,
    body: &mut Body,
    a: &Analysis,
    summaries: &Summaries,
    fty: Type,
    arg_tensors: &[Option<ValueId>],
) -> Summary {
    let (inputs, outputs) = ctx.function_parts(fty).map(|(i, o)| (i.to_vec(), o.to_vec())).unwrap_or_default();
    let mut summary = Summary {
        args_written: vec![false; inputs.len()],
        result_alias: vec![None; outputs.len()],
        result_fresh: vec![false; outputs.len()],
        access: vec![None; inputs.len()],
    };
    let tensor_args: Vec<(usize, ValueId)> =
        arg_tensors.iter().enumerate().filter_map(|(i, t)| t.map(|t| (i, t))).collect();
    for &(i, t) in &tensor_args {
        let read = value_read(ctx, body, summaries, t);
        let written = a.class_written(t);
        summary.args_written[i] = written;
        summary.access[i] = Some(match (read, written) {
            (true, true) => "read-write",
            (true, false) => "read",
            (false, true) => "write",
            (false, false) => "none",
        });
    }
    // Arguments nobody uses had no `to_tensor` made for them.
    for (i, &t) in inputs.iter().enumerate() {
        let tensor = matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. });
        if summary.access[i].is_none() && tensor {
            summary.access[i] = Some("none");
        }
    }
    let returns: Vec<OpId> = ops_in_order(body)
        .into_iter()
        .filter(|&op| ctx.str(body.op(op).name) == "func.return" && body.parent_of_op(op).is_none())
        .collect();
    for &r in &returns {
        let values = body.operands(r).to_vec();
        let mut equivalent = Vec::new();
        for (j, &v) in values.iter().enumerate() {
            let arg = tensor_args
                .iter()
                .find(|&&(_, t)| is_tensor(ctx, body, v) && a.equivalent_through_branches(v, t))
                .map(|&(i, _)| i);
            if let Some(slot) = summary.result_alias.get_mut(j) {
                *slot = slot.or(arg);
            }
            if let Some(fresh) = summary.result_fresh.get_mut(j) {
                *fresh = arg.is_none() && is_tensor(ctx, body, v) && a.writable(v);
            }
            equivalent.push(ctx.int_attr(ctx.integer_type(64), arg.map_or(-1, |i| i as i64)));
        }
        // (upstream leaves the list out when no operand is an argument)
        if summary.result_alias.iter().any(Option::is_some) {
            add_attr(ctx, body, r, "__equivalent_func_args__", ctx.attr(AttrKind::Array(equivalent)));
        }
    }
    // The arguments are tensors again.
    let entry = body.region(body.roots[0]).blocks[0];
    let args = body.block(entry).args.to_vec();
    for &(i, t) in &tensor_args {
        let Some(to_tensor) = body.defining_op(t) else { continue };
        body.replace_all_uses(t, args[i]);
        body.erase_op(to_tensor);
    }
    for (i, &ty) in inputs.iter().enumerate() {
        body.set_value_type(args[i], ty);
    }
    summary
}

/// Set `bufferization.access` on the tensor arguments of function `func`.
pub fn argument_access(ctx: &Context, module: &mut Body, func: OpId, access: &[Option<&'static str>]) {
    let old = crate::opdef::ods::attr(ctx, module, func, "arg_attrs");
    let dicts: Vec<Attribute> = access
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let mut entries = crate::dialects::func::entry_dict(ctx, old, i)
                .map(|d| ctx.dict_entries(d).to_vec())
                .unwrap_or_default();
            if let Some(a) = a {
                entries.push((ctx.ident("bufferization.access"), ctx.string_attr(a)));
            }
            ctx.dictionary(entries)
        })
        .collect();
    if dicts.iter().any(|&d| !ctx.dict_entries(d).is_empty()) {
        crate::opdef::ods::set_attr(ctx, module, func, "arg_attrs", ctx.attr(AttrKind::Array(dicts)));
    }
}

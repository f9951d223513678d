//! Passes that change how functions hand buffers back:
//!
//! * `buffer-results-to-out-params`: every ranked memref result of a
//!   `func.func` becomes an argument appended after the others, which the
//!   function fills (`memref.copy` before each `return`; with
//!   `hoist-static-allocs` a statically shaped `memref.alloc` that is
//!   returned is replaced by the argument). Callers allocate the buffer
//!   before the call (`memref.alloc`; a dynamically shaped result is an
//!   error, as upstream). `add-result-attr` marks the new arguments
//!   `bufferize.result`.
//! * `drop-equivalent-buffer-results`: a memref result that every `return`
//!   gives as the same function argument is dropped; callers use the
//!   argument they passed instead.

use rustc_hash::FxHashMap;

use crate::dialects::func::{entry_dict, function_type};
use crate::dialects::memref::{AllocOp, CopyOp};
use crate::ir::{AttrKind, Attribute, Body, Context, OpId, OperationState, Type, TypeKind, ValueId};
use crate::opdef::ods::{attr, set_attr};
use crate::opdef::symbols::symbol_name;
use crate::pass::registry::{flag, PassOptions};
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;
use crate::transforms::{module_functions as functions, ops_named};

struct ResultsToOutParams {
    add_result_attr: bool,
    hoist_static_allocs: bool,
}
struct DropEquivalentResults;

pub fn create_results_to_out_params(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ResultsToOutParams {
        add_result_attr: flag(opts, "add-result-attr"),
        hoist_static_allocs: flag(opts, "hoist-static-allocs"),
    }))
}

pub fn create_drop_equivalent(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(DropEquivalentResults))
}

fn is_ranked_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
}

fn is_static(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { shape, .. } if shape.iter().all(|&d| d != crate::ir::DYNAMIC))
}

fn name_of(ctx: &Context, module: &Body, f: OpId) -> Option<Vec<u8>> {
    symbol_name(ctx, module, f).and_then(|a| ctx.as_string(a)).map(<[u8]>::to_vec)
}

/// The callee of `func.call` `op`.
fn callee(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<u8>> {
    match attr(ctx, body, op, crate::static_ident!(ctx, "callee")).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::SymbolRef { root, nested }) if nested.is_empty() => Some(ctx.bytes(*root).to_vec()),
        _ => None,
    }
}

/// Entries `keep` of a per-argument or per-result attribute array, then `extra`.
fn reindex_dicts(ctx: &Context, arr: Option<Attribute>, keep: &[usize], extra: Vec<Attribute>) -> Option<Attribute> {
    let mut dicts: Vec<Attribute> =
        keep.iter().map(|&i| entry_dict(ctx, arr, i).unwrap_or_else(|| ctx.empty_dictionary())).collect();
    dicts.extend(extra);
    dicts.iter().any(|&d| !ctx.dict_entries(d).is_empty()).then(|| ctx.attr(AttrKind::Array(dicts)))
}

fn set_or_clear(ctx: &Context, module: &mut Body, f: OpId, name: &str, value: Option<Attribute>) {
    match value {
        Some(v) => set_attr(ctx, module, f, name, v),
        None => {
            if let Some(p) = module.op(f).properties {
                let entries: Vec<_> =
                    ctx.dict_entries(p).iter().filter(|(k, _)| ctx.str(*k) != name).copied().collect();
                module.op_mut(f).properties = Some(ctx.dictionary(entries));
            }
        }
    }
}

/// Replace call `op` by one to the same callee with `operands` and the
/// results at `kept`; result `i` of the old call becomes `replacement[i]`
/// where given.
fn rebuild_call(
    body: &mut Body,
    op: OpId,
    operands: Vec<ValueId>,
    kept: &[usize],
    replacement: &FxHashMap<usize, ValueId>,
) {
    let data = body.op(op);
    let old = body.results(op).to_vec();
    let state = OperationState {
        name: data.name,
        loc: data.loc,
        operands,
        result_types: kept.iter().map(|&i| body.value_type(old[i])).collect(),
        properties: data.properties,
        attributes: data.attributes,
        successors: Vec::new(),
        regions: Vec::new(),
        inner: None,
    };
    let call = body.create_op(state);
    body.insert_op_before(op, call);
    let new = body.results(call).to_vec();
    for (n, &i) in kept.iter().enumerate() {
        body.replace_all_uses(old[i], new[n]);
    }
    for (&i, &v) in replacement {
        body.replace_all_uses(old[i], v);
    }
    body.erase_op(op);
}

impl Pass for ResultsToOutParams {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let ctx = cx.ctx;
        let module = &mut target.body;
        let funcs = functions(ctx, module);
        // Which results of each function become out-params.
        let mut changed: FxHashMap<Vec<u8>, Vec<bool>> = FxHashMap::default();
        for &f in &funcs {
            let (Some(name), Some(fty)) = (name_of(ctx, module, f), function_type(ctx, module, f)) else { continue };
            let (_, outputs) = ctx.function_parts(fty).expect("function type");
            let out: Vec<bool> = outputs.iter().map(|&t| is_ranked_memref(ctx, t)).collect();
            if out.iter().any(|&o| o) {
                changed.insert(name, out);
            }
        }
        // The functions take the out-params and fill them.
        for &f in &funcs {
            let Some(name) = name_of(ctx, module, f) else { continue };
            let Some(out) = changed.get(&name).cloned() else { continue };
            let fty = function_type(ctx, module, f).expect("function type");
            let (inputs, outputs) = ctx.function_parts(fty).expect("function type");
            let (inputs, outputs) = (inputs.to_vec(), outputs.to_vec());
            let new_args: Vec<Type> = outputs.iter().zip(&out).filter(|(_, &o)| o).map(|(&t, _)| t).collect();
            let kept: Vec<usize> = (0..outputs.len()).filter(|&i| !out[i]).collect();
            let new_inputs: Vec<Type> = inputs.iter().copied().chain(new_args.iter().copied()).collect();
            let new_outputs: Vec<Type> = kept.iter().map(|&i| outputs[i]).collect();
            set_attr(ctx, module, f, "function_type", ctx.type_attr(ctx.function_type(new_inputs, new_outputs)));
            let arg_attrs = attr(ctx, module, f, crate::static_ident!(ctx, "arg_attrs"));
            let res_attrs = attr(ctx, module, f, crate::static_ident!(ctx, "res_attrs"));
            let marker = |_: &Type| {
                if self.add_result_attr {
                    ctx.dictionary(vec![(ctx.ident("bufferize.result"), ctx.unit_attr())])
                } else {
                    ctx.empty_dictionary()
                }
            };
            let all_inputs: Vec<usize> = (0..inputs.len()).collect();
            let args = reindex_dicts(ctx, arg_attrs, &all_inputs, new_args.iter().map(marker).collect());
            set_or_clear(ctx, module, f, "arg_attrs", args);
            if res_attrs.is_some() {
                set_or_clear(ctx, module, f, "res_attrs", reindex_dicts(ctx, res_attrs, &kept, Vec::new()));
            }
            let Some(inner) = module.inner_mut(f) else { continue };
            let Some(&entry) = inner.roots.first().and_then(|&r| inner.region(r).blocks.first()) else { continue };
            let params: Vec<ValueId> = new_args.iter().map(|&t| inner.add_block_arg(entry, t, None)).collect();
            for ret in ops_named(ctx, inner, "func.return") {
                let operands = inner.operands(ret).to_vec();
                let mut p = 0;
                for (i, &v) in operands.iter().enumerate() {
                    if !out[i] {
                        continue;
                    }
                    let param = params[p];
                    p += 1;
                    let hoisted = self.hoist_static_allocs
                        && inner.defining_op(v).is_some_and(|d| {
                            ctx.str(inner.op(d).name) == AllocOp::NAME
                                && inner.operands(d).is_empty()
                                && inner.value_type(v) == inner.value_type(param)
                        });
                    if hoisted {
                        let d = inner.defining_op(v).expect("alloc");
                        inner.replace_all_uses(v, param);
                        inner.erase_op(d);
                    } else {
                        let c = CopyOp::create(ctx, inner, inner.op(ret).loc, v, param);
                        inner.insert_op_before(ret, c.0);
                    }
                }
                let kept_values: Vec<ValueId> = kept.iter().map(|&i| inner.operands(ret)[i]).collect();
                inner.set_operands(ret, kept_values);
            }
        }
        // Then callers allocate the out-params of their calls.
        for &f in &funcs {
            let Some(inner) = module.inner_mut(f) else { continue };
            for call in ops_named(ctx, inner, "func.call") {
                let Some(out) = callee(ctx, inner, call).and_then(|c| changed.get(&c)) else { continue };
                let results = inner.results(call).to_vec();
                let mut operands = inner.operands(call).to_vec();
                let mut replacement = FxHashMap::default();
                for (i, &r) in results.iter().enumerate() {
                    if !out[i] {
                        continue;
                    }
                    let ty = inner.value_type(r);
                    if !is_static(ctx, ty) {
                        return Err(Diagnostic::error(
                            inner.op(call).loc,
                            "cannot create out param for dynamically shaped result".to_string(),
                        ));
                    }
                    let a = AllocOp::create(ctx, inner, inner.op(call).loc, Vec::new(), Vec::new(), ty, None);
                    inner.insert_op_before(call, a.0);
                    let v = inner.results(a.0)[0];
                    operands.push(v);
                    replacement.insert(i, v);
                }
                let kept: Vec<usize> = (0..results.len()).filter(|&i| !out[i]).collect();
                rebuild_call(inner, call, operands, &kept, &replacement);
            }
        }
        Ok(())
    }
}

impl Pass for DropEquivalentResults {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let ctx = cx.ctx;
        let module = &mut target.body;
        let funcs = functions(ctx, module);
        // One function at a time, in module order, its callers updated
        // before the next is looked at (so a caller returning what it
        // passed on loses those results too), as upstream.
        for &f in &funcs {
            let Some(name) = name_of(ctx, module, f) else { continue };
            let Some(map) = equivalent_results(ctx, module.regions_body(f)) else { continue };
            for &g in &funcs {
                let Some(inner) = module.inner_mut(g) else { continue };
                for call in ops_named(ctx, inner, "func.call") {
                    if callee(ctx, inner, call).as_deref() != Some(&name[..]) {
                        continue;
                    }
                    let n = inner.results(call).len();
                    let kept: Vec<usize> = (0..n).filter(|i| !map.contains_key(i)).collect();
                    let replacement = map.iter().map(|(&r, &a)| (r, inner.operands(call)[a])).collect();
                    let operands = inner.operands(call).to_vec();
                    rebuild_call(inner, call, operands, &kept, &replacement);
                }
            }
            let fty = function_type(ctx, module, f).expect("function type");
            let (inputs, outputs) = ctx.function_parts(fty).expect("function type");
            let (inputs, outputs) = (inputs.to_vec(), outputs.to_vec());
            let kept: Vec<usize> = (0..outputs.len()).filter(|i| !map.contains_key(i)).collect();
            let new_outputs = kept.iter().map(|&i| outputs[i]).collect();
            set_attr(ctx, module, f, "function_type", ctx.type_attr(ctx.function_type(inputs, new_outputs)));
            let res_attrs = attr(ctx, module, f, crate::static_ident!(ctx, "res_attrs"));
            if res_attrs.is_some() {
                set_or_clear(ctx, module, f, "res_attrs", reindex_dicts(ctx, res_attrs, &kept, Vec::new()));
            }
            let inner = module.inner_mut(f).expect("function body");
            for ret in ops_named(ctx, inner, "func.return") {
                let values = kept.iter().map(|&i| inner.operands(ret)[i]).collect();
                inner.set_operands(ret, values);
            }
        }
        Ok(())
    }
}

/// For a function body with one `return`: its memref results that are
/// arguments, result index -> argument index.
fn equivalent_results(ctx: &Context, inner: &Body) -> Option<FxHashMap<usize, usize>> {
    let &entry = inner.roots.first().and_then(|&r| inner.region(r).blocks.first())?;
    let args = inner.block(entry).args.to_vec();
    let returns = ops_named(ctx, inner, "func.return");
    let [ret] = returns[..] else { return None };
    let map: FxHashMap<usize, usize> = inner
        .operands(ret)
        .iter()
        .enumerate()
        .filter(|&(_, &v)| is_ranked_memref(ctx, inner.value_type(v)))
        .filter_map(|(i, &v)| args.iter().position(|&a| a == v).map(|a| (i, a)))
        .collect();
    (!map.is_empty()).then_some(map)
}

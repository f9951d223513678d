//! `normalize-memrefs`: memrefs with a non-identity layout map become
//! identity-layout memrefs of the layout's range (`memref<10x5xf32,
//! (d0, d1) -> (d0 floordiv 4, d1, d0 mod 4)>` becomes
//! `memref<3x5x4xf32>`), across the module as upstream does: the
//! `memref.alloc`s, the function arguments and results, the call results,
//! and every access through them, whose subscripts go through the layout
//! map.
//!
//! A function is normalized only when every memref with a layout it
//! allocates, receives or gets from a call is used by `MemRefsNormalizable`
//! ops alone; a function that is not, and every function calling it or
//! called by it (transitively), stays as it is. External functions count
//! as normalizable and get the normalized signature.
//!
//! Unlike upstream, `memref.load` and `memref.store` get their subscripts
//! remapped (upstream 19 only swaps the memref, so they read the wrong
//! element or no longer verify), and `memref.dim`, `memref.cast` and
//! `memref.reinterpret_cast` are not normalizable (upstream 19 gives a
//! `memref.dim` the new shape's size and leaves casts that do not verify),
//! and a function passing a memref with a layout that is not rewritten (a
//! view's, an alloca's) to a call is not normalizable either (upstream 19
//! leaves the call with an operand of the old type); see
//! `tests/check/upstream_divergence_normalize_memrefs.mlir`.

use rustc_hash::FxHashMap;

use super::layout::{is_identity_layout, layout_map, normalize_alloc, normalize_memref_type};
use crate::dialects::func::function_type;
use crate::ir::{AttrKind, Body, Context, OpId, OperationState, Type, TypeKind, ValueId};
use crate::opdef::ods::{attr, set_attr};
use crate::opdef::symbols::{collect_symbol_refs, symbol_name};
use crate::opdef::{Registry, Traits};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;
use crate::transforms::affine::memref_uses::{can_replace_all_memref_uses, replace_all_memref_uses_with, MemRefRemap};
use crate::transforms::{module_functions, ops_named};

struct NormalizeMemRefs;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(NormalizeMemRefs))
}

/// The module's functions, their names and the reading context.
struct Module<'a> {
    ctx: &'a Context,
    registry: &'a Registry,
    funcs: Vec<OpId>,
    by_name: FxHashMap<Vec<u8>, usize>,
}

impl Pass for NormalizeMemRefs {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let (ctx, module) = (cx.ctx, &mut target.body);
        let funcs = module_functions(ctx, module);
        let by_name = funcs
            .iter()
            .enumerate()
            .filter_map(|(i, &f)| symbol_name(ctx, module, f).and_then(|a| ctx.as_string(a)).map(|n| (n.to_vec(), i)))
            .collect();
        let m = Module { ctx, registry: cx.registry, funcs, by_name };
        let mut normalizable = vec![true; m.funcs.len()];
        for i in 0..m.funcs.len() {
            if normalizable[i] && !m.are_memrefs_normalizable(module, i) {
                m.set_non_normalizable(module, i, &mut normalizable);
            }
        }
        let chosen: Vec<usize> = (0..m.funcs.len()).filter(|&i| normalizable[i]).collect();
        for i in chosen {
            m.normalize_function(module, i);
        }
        Ok(())
    }
}

/// Whether every user of memref `v` is `MemRefsNormalizable` (or `v` has an
/// identity layout, or is no memref).
fn uses_normalizable(ctx: &Context, registry: &Registry, body: &Body, v: ValueId) -> bool {
    let t = body.value_type(v);
    !matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
        || is_identity_layout(ctx, t)
        || body
            .uses(v)
            .iter()
            .all(|u| registry.traits_named(ctx, body.op(u.op).name).contains(Traits::MEMREFS_NORMALIZABLE))
}

/// The root of the callee symbol of `func.call` `op`.
fn callee(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<u8>> {
    match attr(ctx, body, op, crate::static_ident!(ctx, "callee")).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::SymbolRef { root, .. }) => Some(ctx.bytes(*root).to_vec()),
        _ => None,
    }
}

/// Whether `op` names symbol `name` in its properties or attributes.
fn references(ctx: &Context, body: &Body, op: OpId, name: &[u8]) -> bool {
    let mut refs = Vec::new();
    if let Some(p) = body.op(op).properties {
        collect_symbol_refs(ctx, p, &mut refs);
    }
    collect_symbol_refs(ctx, body.op(op).attributes, &mut refs);
    refs.iter().any(|(root, _)| ctx.bytes(*root) == name)
}

fn entry_block(body: &Body) -> Option<crate::ir::BlockId> {
    body.roots.first().and_then(|&r| body.region(r).blocks.first().copied())
}

impl Module<'_> {
    fn body<'b>(&self, module: &'b Body, i: usize) -> Option<&'b Body> {
        let f = self.funcs[i];
        module.op(f).inner.as_deref().filter(|b| entry_block(b).is_some())
    }

    fn name(&self, module: &Body, i: usize) -> Option<Vec<u8>> {
        symbol_name(self.ctx, module, self.funcs[i]).and_then(|a| self.ctx.as_string(a)).map(<[u8]>::to_vec)
    }

    /// Upstream's `areMemRefsNormalizable`.
    fn are_memrefs_normalizable(&self, module: &Body, i: usize) -> bool {
        let (ctx, registry) = (self.ctx, self.registry);
        let Some(body) = self.body(module, i) else { return true };
        let ok = |v: ValueId| uses_normalizable(ctx, registry, body, v);
        let entry = entry_block(body).expect("entry");
        // Unlike upstream, a memref with a layout that the pass does not
        // rewrite (from a cast, a view, an alloca) may not be passed to a
        // function whose argument would change type under it.
        let passed_as_is = |v: ValueId| {
            let t = body.value_type(v);
            let rewritten = body.arg_owner(v) == Some(entry)
                || body
                    .defining_op(v)
                    .is_some_and(|d| matches!(ctx.str(body.op(d).name), "memref.alloc" | "func.call"));
            rewritten || !matches!(ctx.type_kind(t), TypeKind::MemRef { .. }) || is_identity_layout(ctx, t)
        };
        let calls = ops_named(ctx, body, "func.call");
        ops_named(ctx, body, "memref.alloc").iter().all(|&a| ok(body.results(a)[0]))
            && calls.iter().all(|&c| body.results(c).iter().all(|&r| ok(r)))
            && body.block(entry).args.iter().all(|&a| ok(a))
            && calls.iter().all(|&c| body.operands(c).iter().all(|&v| passed_as_is(v)))
    }

    /// The functions whose bodies name function `i`.
    fn callers(&self, module: &Body, i: usize) -> Vec<usize> {
        let Some(name) = self.name(module, i) else { return Vec::new() };
        (0..self.funcs.len())
            .filter(|&j| {
                self.body(module, j).is_some_and(|b| {
                    let mut found = false;
                    for &r in &b.roots {
                        b.walk_region(r, &mut |op| found |= references(self.ctx, b, op, &name));
                    }
                    found
                })
            })
            .collect()
    }

    /// Upstream's `setCalleesAndCallersNonNormalizable`.
    fn set_non_normalizable(&self, module: &Body, i: usize, normalizable: &mut [bool]) {
        if !normalizable[i] {
            return;
        }
        normalizable[i] = false;
        for j in self.callers(module, i) {
            self.set_non_normalizable(module, j, normalizable);
        }
        let callees: Vec<usize> = self.body(module, i).map_or(Vec::new(), |b| {
            ops_named(self.ctx, b, "func.call")
                .iter()
                .filter_map(|&c| callee(self.ctx, b, c).and_then(|n| self.by_name.get(&n).copied()))
                .collect()
        });
        for j in callees {
            self.set_non_normalizable(module, j, normalizable);
        }
    }

    /// Upstream's `normalizeFuncOpMemRefs`.
    fn normalize_function(&self, module: &mut Body, i: usize) {
        let (ctx, registry) = (self.ctx, self.registry);
        let f = self.funcs[i];
        let Some(fty) = function_type(ctx, module, f) else { return };
        if self.body(module, i).is_none() {
            // An external function: its signature is normalized as it is.
            let (inputs, results) = ctx.function_parts(fty).expect("function type");
            let inputs = inputs.iter().map(|&t| normalize_memref_type(ctx, t)).collect();
            let results = results.iter().map(|&t| normalize_memref_type(ctx, t)).collect();
            set_attr(ctx, module, f, "function_type", ctx.type_attr(ctx.function_type(inputs, results)));
        } else {
            let body = module.inner_mut(f).expect("function body");
            for alloc in ops_named(ctx, body, "memref.alloc") {
                normalize_alloc(ctx, registry, body, alloc);
            }
            normalize_arguments(ctx, registry, body);
            normalize_op_results(ctx, registry, body);
        }
        self.update_function_signature(module, i);
    }

    /// Upstream's `updateFunctionSignature`: the function's type from its
    /// arguments and returned values, then every call of it rebuilt with
    /// those result types, and the signatures of the callers whose calls
    /// changed.
    fn update_function_signature(&self, module: &mut Body, i: usize) {
        let (ctx, registry) = (self.ctx, self.registry);
        let f = self.funcs[i];
        let Some(fty) = function_type(ctx, module, f) else { return };
        let (inputs, results) = ctx.function_parts(fty).expect("function type");
        let (mut inputs, mut results) = (inputs.to_vec(), results.to_vec());
        if let Some(body) = self.body(module, i) {
            inputs = body.block(entry_block(body).expect("entry")).args.iter().map(|&a| body.value_type(a)).collect();
            for ret in ops_named(ctx, body, "func.return") {
                for (k, &v) in body.operands(ret).iter().enumerate() {
                    let t = body.value_type(v);
                    if matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
                        && results.get(k) != Some(&t)
                        && is_identity_layout(ctx, t)
                        && k < results.len()
                    {
                        results[k] = t;
                    }
                }
            }
        }
        let Some(name) = self.name(module, i) else { return };
        let mut to_update = Vec::new();
        for j in self.callers(module, i) {
            let body = module.inner_mut(self.funcs[j]).expect("function body");
            let calls: Vec<OpId> = ops_named(ctx, body, "func.call")
                .into_iter()
                .filter(|&c| callee(ctx, body, c).as_deref() == Some(&name[..]))
                .collect();
            for call in calls {
                if rebuild_call(ctx, registry, body, call, &results) && !to_update.contains(&j) {
                    to_update.push(j);
                }
            }
        }
        if self.body(module, i).is_some() {
            set_attr(ctx, module, f, "function_type", ctx.type_attr(ctx.function_type(inputs, results)));
        }
        for j in to_update {
            self.update_function_signature(module, j);
        }
    }
}

/// The function's memref arguments with a layout take their normalized
/// type, their uses remapped; an argument whose uses cannot be stays.
fn normalize_arguments(ctx: &Context, registry: &Registry, body: &mut Body) {
    let entry = entry_block(body).expect("entry");
    for idx in 0..body.block(entry).args.len() {
        let old = body.block(entry).args[idx];
        let t = body.value_type(old);
        let new_ty = normalize_memref_type(ctx, t);
        if new_ty == t {
            continue;
        }
        let Some(map) = layout_map(ctx, t) else { continue };
        let loc = body.value(old).loc;
        let new = body.insert_block_arg(entry, idx, new_ty, loc);
        let remap = remap_of(&map);
        if replace_all_memref_uses_with(ctx, registry, body, old, new, &remap) {
            body.erase_block_arg(entry, idx + 1);
        } else {
            body.erase_block_arg(entry, idx);
        }
    }
}

fn remap_of(map: &crate::ir::affine::AffineMap) -> MemRefRemap<'_> {
    MemRefRemap {
        extra_indices: &[],
        index_remap: Some(map),
        extra_operands: &[],
        symbol_operands: &[],
        allow_non_dereferencing: true,
    }
}

/// Upstream's `createOpResultsNormalized` over the `MemRefsNormalizable`
/// ops other than calls: their memref results with a layout take the
/// normalized type, their uses remapped, when all of them can be.
fn normalize_op_results(ctx: &Context, registry: &Registry, body: &mut Body) {
    let mut ops = Vec::new();
    for &r in &body.roots {
        body.walk_region(r, &mut |op| {
            let name = body.op(op).name;
            if !body.results(op).is_empty()
                && ctx.str(name) != "func.call"
                && registry.traits_named(ctx, name).contains(Traits::MEMREFS_NORMALIZABLE)
            {
                ops.push(op);
            }
        });
    }
    for op in ops {
        let changed: Vec<(ValueId, Type)> = body
            .results(op)
            .iter()
            .map(|&r| (r, normalize_memref_type(ctx, body.value_type(r))))
            .filter(|&(r, t)| t != body.value_type(r))
            .collect();
        let maps: Option<Vec<_>> = changed.iter().map(|&(r, _)| layout_map(ctx, body.value_type(r))).collect();
        let Some(maps) = maps else { continue };
        if changed.is_empty()
            || !changed.iter().all(|&(r, _)| can_replace_all_memref_uses(ctx, registry, body, r, true))
        {
            continue;
        }
        for (&(r, t), map) in changed.iter().zip(&maps) {
            let placeholder = body.create_placeholder(t);
            replace_all_memref_uses_with(ctx, registry, body, r, placeholder, &remap_of(map));
            body.set_value_type(r, t);
            body.replace_all_uses(placeholder, r);
        }
    }
}

/// Replace `call` by a call of the same callee with `results` as result
/// types, the uses of each result whose type changed remapped through its
/// old layout; whether a result type changed. The call stays when the uses
/// of a result cannot be remapped.
fn rebuild_call(ctx: &Context, registry: &Registry, body: &mut Body, call: OpId, results: &[Type]) -> bool {
    let old_results = body.results(call).to_vec();
    if old_results.len() != results.len() {
        return false;
    }
    let data = body.op(call);
    let state = OperationState {
        name: data.name,
        loc: data.loc,
        operands: body.operands(call).to_vec(),
        result_types: results.to_vec(),
        properties: data.properties,
        attributes: data.attributes,
        successors: Vec::new(),
        regions: Vec::new(),
        inner: None,
    };
    let changed: Vec<usize> = (0..results.len()).filter(|&k| body.value_type(old_results[k]) != results[k]).collect();
    let maps: Option<Vec<_>> = changed.iter().map(|&k| layout_map(ctx, body.value_type(old_results[k]))).collect();
    let Some(maps) = maps else { return false };
    if !changed.iter().all(|&k| can_replace_all_memref_uses(ctx, registry, body, old_results[k], true)) {
        return false;
    }
    let new_call = body.create_op(state);
    body.insert_op_before(call, new_call);
    let new_results = body.results(new_call).to_vec();
    for (&k, map) in changed.iter().zip(&maps) {
        replace_all_memref_uses_with(ctx, registry, body, old_results[k], new_results[k], &remap_of(map));
    }
    for (&o, &n) in old_results.iter().zip(&new_results) {
        body.replace_all_uses(o, n);
    }
    body.erase_op(call);
    !changed.is_empty()
}

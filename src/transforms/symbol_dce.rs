//! `symbol-dce`: erase private symbols that nothing references.
//!
//! Liveness starts from every non-symbol op and every symbol that cannot be
//! discarded (public and nested visibility) in the target symbol table, and
//! spreads through the symbol references held in attributes: a reference is
//! resolved in the symbol table holding the op that uses it, nested
//! references (`@a::@b`) make every symbol on their path live. A live nested
//! symbol table has its own liveness computed the same way. Every symbol left
//! dead is erased, with what it contains.
//!
//! Symbol tables own an isolated arena, so an op is named by its path: the
//! symbol-table ops entered from the target, then the op itself.

use rustc_hash::FxHashSet;

use crate::ir::{Body, Context, Identifier, OpId, RegionId};
use crate::opdef::symbols::{collect_symbol_refs, is_private, is_symbol, is_symbol_table, lookup_symbol};
use crate::opdef::{Registry, Traits};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

struct SymbolDce;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(SymbolDce))
}

impl Pass for SymbolDce {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let name = cx.ctx.str(target.name);
        if !cx.registry.traits(name).contains(Traits::SYMBOL_TABLE) {
            return Err(Diagnostic::error(
                target.loc,
                format!("'{name}' op  was scheduled to run under SymbolDCE, but does not define a symbol table"),
            ));
        }
        let mut live = Liveness { ctx: cx.ctx, registry: cx.registry, live: FxHashSet::default() };
        // The target is taken as the outermost op: nothing outside can
        // reference its symbols.
        live.compute(&target.body, &[], true)?;
        let live = live.live;
        erase_dead(cx.ctx, cx.registry, &mut target.body, &mut Vec::new(), &live);
        Ok(())
    }
}

/// Whether an unused symbol `op` may be erased: private ones always,
/// `nested` ones when their symbol table is hidden.
fn discardable(ctx: &Context, body: &Body, op: OpId, hidden: bool) -> bool {
    let visibility = crate::opdef::ods::attr(ctx, body, op, crate::static_ident!(ctx, "sym_visibility"))
        .and_then(|a| ctx.as_string(a));
    match visibility {
        Some(b"private") => true,
        Some(b"nested") => hidden,
        _ => false,
    }
}

fn op_refs(ctx: &Context, body: &Body, op: OpId, out: &mut Vec<(Identifier, Vec<Identifier>)>) {
    let data = body.op(op);
    if let Some(p) = data.properties {
        collect_symbol_refs(ctx, p, out);
    }
    collect_symbol_refs(ctx, data.attributes, out);
}

struct Liveness<'a> {
    ctx: &'a Context,
    registry: &'a Registry,
    live: FxHashSet<Vec<OpId>>,
}

impl Liveness<'_> {
    /// Compute liveness inside the symbol table at `table` (a path from
    /// `root`, the target's arena).
    /// `hidden`: whether the table is invisible from outside, which lets
    /// its `nested` symbols go too.
    fn compute(&mut self, root: &Body, table: &[OpId], hidden: bool) -> Result<(), Diagnostic> {
        let (ctx, registry) = (self.ctx, self.registry);
        let (body, regions) = table_at(root, table);
        let key = |op: OpId| {
            let mut k = table.to_vec();
            k.push(op);
            k
        };
        let mut worklist = Vec::new();
        for &r in &regions {
            for &b in &body.region(r).blocks {
                for op in body.block_ops(b) {
                    let symbol = is_symbol(ctx, registry, body, op);
                    if !symbol || (!discardable(ctx, body, op, hidden) && self.live.insert(key(op))) {
                        worklist.push(key(op));
                    }
                }
            }
        }
        while let Some(path) = worklist.pop() {
            let Some((&op, parent)) = path.split_last() else { continue };
            let (body, regions) = table_at(root, parent);
            if is_symbol_table(ctx, registry, body, op) {
                let hidden = hidden || !is_symbol(ctx, registry, body, op) || is_private(ctx, body, op);
                crate::stack::ensure_sufficient_stack(|| self.compute(root, &path, hidden))?;
            }
            let mut refs = Vec::new();
            self.uses_of(body, op, &mut refs)?;
            for (name, nested) in refs {
                let Some(resolved) = resolve(ctx, registry, body, &regions, name, &nested) else { continue };
                let mut prefix = parent.to_vec();
                for sym in resolved {
                    prefix.push(sym);
                    if self.live.insert(prefix.clone()) {
                        worklist.push(prefix.clone());
                    }
                }
            }
        }
        Ok(())
    }

    /// The symbol references of `op` and of the ops nested in it, not
    /// looking inside nested symbol tables.
    fn uses_of(&self, body: &Body, op: OpId, out: &mut Vec<(Identifier, Vec<Identifier>)>) -> Result<(), Diagnostic> {
        op_refs(self.ctx, body, op, out);
        if is_symbol_table(self.ctx, self.registry, body, op) {
            return Ok(());
        }
        let inner = body.regions_body(op);
        for &r in &body.op(op).regions {
            for &b in &inner.region(r).blocks {
                for child in inner.block_ops(b) {
                    crate::stack::ensure_sufficient_stack(|| self.uses_of(inner, child, out))?;
                }
            }
        }
        Ok(())
    }
}

/// The arena and regions of the symbol table at `path` from `root`.
fn table_at<'b>(root: &'b Body, path: &[OpId]) -> (&'b Body, Vec<RegionId>) {
    let mut body = root;
    let mut regions = root.roots.clone();
    for &op in path {
        regions = body.op(op).regions.clone();
        body = body.regions_body(op);
    }
    (body, regions)
}

/// The symbols on the path of a reference: the root in `regions`, then each
/// nested name in the previous one. `None` when any step is missing.
/// Later steps live in nested arenas, so only the first id is of `body`;
/// the others are ids in the successive inner bodies.
fn resolve(
    ctx: &Context,
    registry: &Registry,
    body: &Body,
    regions: &[RegionId],
    root: Identifier,
    nested: &[Identifier],
) -> Option<Vec<OpId>> {
    let mut out = vec![lookup_symbol(ctx, body, regions, root)?];
    let (mut cur_body, mut cur) = (body, out[0]);
    for &name in nested {
        if !is_symbol_table(ctx, registry, cur_body, cur) {
            return None;
        }
        let inner = cur_body.regions_body(cur);
        let next = lookup_symbol(ctx, inner, &cur_body.op(cur).regions, name)?;
        out.push(next);
        (cur_body, cur) = (inner, next);
    }
    Some(out)
}

/// Erase the symbols not in `live`, in the symbol table whose arena is
/// `body`, then in the live nested symbol tables.
fn erase_dead(ctx: &Context, registry: &Registry, body: &mut Body, path: &mut Vec<OpId>, live: &FxHashSet<Vec<OpId>>) {
    let ops: Vec<OpId> = body
        .roots
        .clone()
        .iter()
        .flat_map(|&r| body.region(r).blocks.clone())
        .flat_map(|b| body.block_ops(b).collect::<Vec<_>>())
        .collect();
    for op in ops {
        path.push(op);
        if is_symbol(ctx, registry, body, op) && !live.contains(path.as_slice()) {
            body.erase_op(op);
        } else if is_symbol_table(ctx, registry, body, op) {
            if let Some(inner) = body.inner_mut(op) {
                crate::stack::ensure_sufficient_stack(|| erase_dead(ctx, registry, inner, path, live));
            }
        }
        path.pop();
    }
}

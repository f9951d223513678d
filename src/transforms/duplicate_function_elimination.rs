//! `duplicate-function-elimination`: keep one of each group of `func.func`s
//! of the module that differ only in their symbol name, and point every
//! reference to the others at it.
//!
//! Two functions are duplicates when their attributes (the symbol name
//! aside: visibility, type, argument and result attributes) are equal and
//! their bodies are structurally equivalent, locations ignored. The first
//! in module order is kept. Every symbol reference to a dropped function,
//! in any attribute of any op of the module, is renamed.
//!
//! Unlike upstream, declarations (functions without a body) are never
//! merged: two external functions with one signature are different
//! functions, and calling one for the other changes the program.

use rustc_hash::FxHashMap;

use crate::ir::{Attribute, Body, Context, Identifier, OpId, RegionId};
use crate::opdef::symbols::{is_symbol_table, rename_symbol_refs, symbol_name};
use crate::opdef::Registry;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

struct DuplicateFunctionElimination;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(DuplicateFunctionElimination))
}

impl Pass for DuplicateFunctionElimination {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let ctx = cx.ctx;
        let body = &mut target.body;
        let sym_name = crate::static_ident!(ctx, "sym_name");
        // Functions bucketed by what must match exactly; bodies compared
        // only within a bucket.
        let mut buckets: FxHashMap<(Attribute, Attribute, usize), Vec<OpId>> = FxHashMap::default();
        let mut renames: Vec<(Identifier, Identifier)> = Vec::new();
        let mut dropped = Vec::new();
        for f in super::module_functions(ctx, body) {
            let inner = body.regions_body(f);
            let regions = &body.op(f).regions;
            let op_count = regions.iter().map(|&r| count_ops(inner, r)).sum::<usize>();
            if op_count == 0 && regions.iter().all(|&r| inner.region(r).blocks.is_empty()) {
                continue;
            }
            let data = body.op(f);
            let without_name = |dict: Attribute| {
                ctx.dictionary(ctx.dict_entries(dict).iter().filter(|(k, _)| *k != sym_name).copied().collect())
            };
            let props = data.properties.map_or_else(|| ctx.empty_dictionary(), without_name);
            let key = (props, without_name(data.attributes), op_count);
            let bucket = buckets.entry(key).or_default();
            let leader = bucket
                .iter()
                .copied()
                .find(|&l| crate::ir::regions_equivalent(body.regions_body(l), &body.op(l).regions, inner, regions));
            match leader {
                Some(l) => {
                    let name =
                        |op| symbol_name(ctx, body, op).and_then(|a| ctx.as_string(a)).map(|s| ctx.ident_from_bytes(s));
                    if let (Some(from), Some(to)) = (name(f), name(l)) {
                        renames.push((from, to));
                        dropped.push(f);
                    }
                }
                None => bucket.push(f),
            }
        }
        if renames.is_empty() {
            return Ok(());
        }
        let renames: FxHashMap<Identifier, Identifier> = renames.into_iter().collect();
        for f in dropped {
            body.erase_op(f);
        }
        let roots = body.roots.clone();
        rename_symbols(ctx, cx.registry, body, &roots, &renames);
        Ok(())
    }
}

fn count_ops(body: &Body, region: RegionId) -> usize {
    let mut n = 0;
    body.walk_region(region, &mut |_| n += 1);
    n
}

/// Rename the symbol references of every op in `regions` of `body`, nested
/// arenas included. References inside nested symbol tables resolve there,
/// never to the module's functions: those are left alone.
fn rename_symbols(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    regions: &[RegionId],
    renames: &FxHashMap<Identifier, Identifier>,
) {
    let mut ops = Vec::new();
    for &r in regions {
        body.walk_region(r, &mut |op| ops.push(op));
    }
    let rename = |attr: Attribute| rename_symbol_refs(ctx, attr, &|root| renames.get(&root).copied());
    for op in ops {
        let data = body.op_mut(op);
        data.attributes = rename(data.attributes);
        data.properties = data.properties.map(rename);
        let inner_regions = data.regions.clone();
        if is_symbol_table(ctx, registry, body, op) {
            continue;
        }
        if let Some(inner) = body.inner_mut(op) {
            crate::stack::ensure_sufficient_stack(|| rename_symbols(ctx, registry, inner, &inner_regions, renames));
        }
    }
}

//! `sccp`: sparse conditional constant propagation. An optimistic analysis
//! ([`analysis`]) finds the values that are constant on every path that may
//! execute, following branches with known conditions only, through
//! region-branch ops and across calls to functions whose callers are all
//! known. Then every such value is replaced by a constant and ops left
//! without an effect are erased.
//!
//! The constants are built by the materializer of the dialect of the op
//! that produced them, at the start of the entry block of the nearest
//! region whose owner is isolated from above (or unregistered), one per
//! value, type and dialect. Each new one goes first, so they end up in
//! reverse order of creation, as upstream's. Branches are left alone and
//! unreachable blocks stay; `canonicalize` cleans up after the pass.

mod analysis;
mod branch;

use rustc_hash::FxHashMap;

use crate::ir::{Attribute, BlockId, Body, Context, Identifier, OpId, RegionId, Type, ValueId};
use crate::opdef::{Registry, Traits};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::{dialect_of, would_be_trivially_dead, Rewriter};
use crate::syntax::diag::Diagnostic;
use analysis::{Lattice, Scopes, Solver};

struct Sccp;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(Sccp))
}

impl Pass for Sccp {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let body = std::mem::take(&mut target.body);
        target.body = propagate_constants(cx.ctx, cx.registry, target.name, body);
        Ok(())
    }
}

/// Run SCCP on the arena of an isolated op named `top`.
pub fn propagate_constants(ctx: &Context, registry: &Registry, top: Identifier, body: Box<Body>) -> Box<Body> {
    let mut solver = Solver::new(ctx, registry, top, Scopes::detach(body));
    solver.run();
    let inner_of = solver.scopes.inner_of.clone();
    let values = std::mem::take(&mut solver.values);
    let mut body = solver.scopes.attach();
    let mut rewrite = Rewrite { ctx, registry, values: &values, inner_of: &inner_of, constants: FxHashMap::default() };
    rewrite.run(&mut body, 0);
    body
}

/// Constants created per insertion region: by (dialect, value, type).
type ConstantMap = FxHashMap<(Identifier, Attribute, Type), ValueId>;

struct Rewrite<'a> {
    ctx: &'a Context,
    registry: &'a Registry,
    /// The lattice, by scope and value.
    values: &'a FxHashMap<(usize, ValueId), Lattice>,
    /// The scope of each isolated op's arena.
    inner_of: &'a FxHashMap<(usize, OpId), usize>,
    constants: FxHashMap<(usize, RegionId), ConstantMap>,
}

impl Rewrite<'_> {
    /// Visit the blocks of `body` (scope `s`) depth first, ops in order,
    /// replacing constant results and then constant block arguments. The
    /// arenas of isolated ops are visited as they are met: constants never
    /// leave an arena, so the order between arenas does not matter.
    fn run(&mut self, body: &mut Body, s: usize) {
        let mut worklist: Vec<BlockId> = Vec::new();
        push_regions(body, &mut worklist, &body.roots.clone());
        while let Some(block) = worklist.pop() {
            let mut cur = body.first_op(block);
            while let Some(op) = cur {
                cur = body.next_op(op);
                let results = body.results(op).to_vec();
                let mut replaced_all = !results.is_empty();
                for r in results {
                    replaced_all &= self.replace_with_constant(body, s, block, r);
                }
                if replaced_all && would_be_trivially_dead(self.ctx, self.registry, body, op) {
                    body.erase_op(op);
                    continue;
                }
                match (self.inner_of.get(&(s, op)), body.inner_mut(op)) {
                    (Some(&inner), Some(inner_body)) => {
                        crate::stack::ensure_sufficient_stack(|| self.run(inner_body, inner))
                    }
                    _ => push_regions(body, &mut worklist, &body.op(op).regions.clone()),
                }
            }
            for a in body.block(block).args.clone() {
                self.replace_with_constant(body, s, block, a);
            }
        }
    }

    /// Replace the uses of `v` (used in `block`) by a constant when it is
    /// known to be one. False when it is not, or cannot be materialized.
    fn replace_with_constant(&mut self, body: &mut Body, s: usize, block: BlockId, v: ValueId) -> bool {
        let Some(&Lattice::Constant { value, dialect }) = self.values.get(&(s, v)) else { return false };
        let Some(region) = self.insertion_region(body, block) else { return false };
        let ty = body.value_type(v);
        let map = self.constants.entry((s, region)).or_default();
        if let Some(&c) = map.get(&(dialect, value, ty)) {
            body.replace_all_uses(v, c);
            return true;
        }
        let Some(&entry) = body.region(region).blocks.first() else { return false };
        let mut rw = Rewriter::new(self.ctx, self.registry, body);
        rw.set_insertion_point_to_start(entry);
        let Some(c) = rw.materialize_constant(self.ctx.str(dialect), value, ty, self.ctx.unknown_loc()) else {
            return false;
        };
        // A dialect may build its constants with another dialect's op: the
        // constant then also stands for that dialect's, and an existing one
        // of that dialect wins.
        let mut c = c;
        if let Some(def) = body.defining_op(c) {
            let built = self.ctx.ident(dialect_of(self.ctx.str(body.op(def).name)));
            if built != dialect {
                match map.get(&(built, value, ty)) {
                    Some(&existing) => {
                        body.erase_op(def);
                        c = existing;
                    }
                    None => {
                        map.insert((built, value, ty), c);
                    }
                }
            }
        }
        map.insert((dialect, value, ty), c);
        body.replace_all_uses(v, c);
        true
    }

    /// Where constants used in `block` go: the nearest enclosing region
    /// whose owner is isolated from above or unregistered.
    fn insertion_region(&self, body: &Body, block: BlockId) -> Option<RegionId> {
        let mut region = body.parent_region(block)?;
        while let Some(parent) = body.parent_op(region) {
            let name = self.ctx.str(body.op(parent).name);
            match self.registry.op(name) {
                Some(def) if !def.traits.contains(Traits::ISOLATED_FROM_ABOVE) => {}
                _ => return Some(region),
            }
            region = body.parent_region(body.parent_block(parent)?)?;
        }
        Some(region)
    }
}

/// Push the blocks of `regions` so that they pop in order.
fn push_regions(body: &Body, worklist: &mut Vec<BlockId>, regions: &[RegionId]) {
    for &r in regions {
        worklist.extend(body.region(r).blocks.iter().rev());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::parser::{parse_str, ParseOptions};
    use crate::syntax::printer::{print_module, PrintOptions};

    /// Run SCCP on the module parsed from `text`; returns the printed result.
    fn sccp(text: &str) -> String {
        let ctx = Context::new();
        let registry = Registry::with_all_dialects();
        let mut module = parse_str(&ctx, &registry, text, ParseOptions::default()).expect("valid input");
        let name = module.body.op(module.op).name;
        let inner = module.body.take_inner(module.op).expect("module body");
        let inner = propagate_constants(&ctx, &registry, name, inner);
        module.body.set_inner(module.op, Some(inner));
        print_module(&ctx, &registry, &module, &PrintOptions::default())
    }

    #[test]
    fn constant_arguments_of_private_callees_fold_inside_them() {
        let out = sccp(
            "func.func private @f(%a: i32) -> i32 {\n\
               %c1 = arith.constant 1 : i32\n\
               %s = arith.addi %a, %c1 : i32\n\
               return %s : i32\n\
             }\n\
             func.func @g() -> i32 {\n\
               %c1 = arith.constant 1 : i32\n\
               %r = call @f(%c1) : (i32) -> i32\n\
               return %r : i32\n\
             }",
        );
        assert_eq!(out.matches("return %c2_i32 : i32").count(), 2, "{out}");
        assert!(!out.contains("arith.addi"), "{out}");
    }

    #[test]
    fn scopes_detach_and_attach_without_change() {
        let text = "module @m {\n  func.func @f() {\n    return\n  }\n}\nfunc.func @g() {\n  return\n}\n";
        let ctx = Context::new();
        let registry = Registry::with_all_dialects();
        let mut module = parse_str(&ctx, &registry, text, ParseOptions::default()).expect("valid input");
        let before = print_module(&ctx, &registry, &module, &PrintOptions::default());
        let inner = module.body.take_inner(module.op).expect("module body");
        let scopes = Scopes::detach(inner);
        // The outer module's body, the nested module's and two functions'.
        assert_eq!(scopes.list.len(), 4);
        module.body.set_inner(module.op, Some(scopes.attach()));
        assert_eq!(print_module(&ctx, &registry, &module, &PrintOptions::default()), before);
    }
}

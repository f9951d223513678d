//! `fp-contract`: every arith and math op with fast-math flags gets
//! `contract`, which allows LLVM to fuse a multiplication and an addition
//! into one fused multiply-add (clang's `-ffp-contract=fast`). Results may
//! then differ in the last bits from the unfused program; `strata compile
//! --fp-contract fast` runs it on the whole module.

use crate::dialects::arith::{FASTMATH, FASTMATH_CONTRACT as CONTRACT};
use crate::ir::{Body, Context, OpId};
use crate::opdef::Registry;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

struct FpContract;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(FpContract))
}

/// Whether `op` carries `#arith.fastmath` flags (arith's and math's float ops).
fn has_fastmath(ctx: &Context, registry: &Registry, body: &Body, op: OpId) -> bool {
    let name = ctx.str(body.op(op).name);
    (name.starts_with("arith.") || name.starts_with("math."))
        && registry.op(name).and_then(|d| d.spec).is_some_and(|s| s.attr_index("fastmath").is_some())
}

fn contract(ctx: &Context, registry: &Registry, body: &mut Body) {
    for i in 0..body.num_ops() {
        let op = OpId(i as u32);
        if body.is_erased(op) {
            continue;
        }
        if has_fastmath(ctx, registry, body, op) {
            let old = crate::opdef::ods::attr(ctx, body, op, "fastmath");
            let bits = old.and_then(|a| FASTMATH.bits_of(ctx, a)).unwrap_or(0);
            if bits & CONTRACT == 0 {
                crate::opdef::ods::set_attr(ctx, body, op, "fastmath", FASTMATH.attr(ctx, bits | CONTRACT));
            }
        }
        if let Some(inner) = body.inner_mut(op) {
            crate::stack::ensure_sufficient_stack(|| contract(ctx, registry, inner));
        }
    }
}

impl Pass for FpContract {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        contract(cx.ctx, cx.registry, &mut target.body);
        Ok(())
    }
}

//! `strip-debuginfo`: every location becomes `loc(unknown)`.

use crate::ir::{Body, Location, OpId, ValueId};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

struct StripDebugInfo;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(StripDebugInfo))
}

fn strip(body: &mut Body, unknown: Location) {
    for i in 0..body.num_ops() {
        let op = OpId(i as u32);
        body.op_mut(op).loc = unknown;
        if let Some(inner) = body.inner_mut(op) {
            crate::stack::ensure_sufficient_stack(|| strip(inner, unknown));
        }
    }
    for i in 0..body.num_values() {
        let v = ValueId(i as u32);
        if body.value(v).loc.is_some() {
            body.set_value_loc(v, Some(unknown));
        }
    }
}

impl Pass for StripDebugInfo {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        target.loc = cx.ctx.unknown_loc();
        strip(&mut target.body, cx.ctx.unknown_loc());
        Ok(())
    }
}

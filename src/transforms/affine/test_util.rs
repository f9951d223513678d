//! Parsing a function for the unit tests of the affine passes.

use crate::ir::{Body, Context, OpId};
use crate::opdef::Registry;
use crate::syntax::parser::{parse_source, ParseOptions};

/// The arena of the first function of `text`.
pub(crate) fn function(ctx: &Context, registry: &Registry, text: &str) -> Body {
    let src = crate::syntax::diag::Source::new("t.mlir", text.to_string());
    let mut module = parse_source(ctx, registry, &src, 0..text.len(), ParseOptions::default()).unwrap();
    let mut outer = module.body.take_inner(module.op).unwrap();
    let root = outer.roots[0];
    let block = outer.region(root).blocks[0];
    let func = outer.first_op(block).unwrap();
    *outer.take_inner(func).unwrap()
}

/// The ops named `name`, in program order.
pub(crate) fn ops_named(ctx: &Context, body: &Body, name: &str) -> Vec<OpId> {
    let mut out = Vec::new();
    for &r in &body.roots {
        body.walk_region(r, &mut |o| {
            if ctx.str(body.op(o).name) == name {
                out.push(o);
            }
        });
    }
    out
}

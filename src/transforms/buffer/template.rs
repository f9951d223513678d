//! IR built from MLIR text: the buffer passes write what they generate as
//! a small function in MLIR syntax, parse it, and copy its body in front of
//! the op it replaces (or the whole function into the module), the
//! template's arguments mapped to the values they stand for.

use crate::ir::{Body, Context, IrMapping, Location, OpId, ValueId};
use crate::opdef::Registry;
use crate::syntax::diag::{Diagnostic, Source};
use crate::syntax::parser::{parse_source, ParseOptions};
use crate::transforms::alias::{copy_entry_before, set_loc};

/// Parse `text`, a module whose first `func.func` holds the template.
fn parse_first_func(
    ctx: &Context,
    registry: &Registry,
    text: &str,
    loc: Location,
) -> Result<(crate::ir::Module, OpId), Diagnostic> {
    let src = Source::new("<strata-template>", text.to_string());
    let parsed = parse_source(ctx, registry, &src, 0..src.text.len(), ParseOptions::default())
        .map_err(|d| Diagnostic::error(loc, format!("internal error in a buffer template: {}", d.message)))?;
    let module = parsed.inner();
    let func = (|| {
        let top = *module.region(*module.roots.first()?).blocks.first()?;
        module.block_ops(top).find(|&o| ctx.str(module.op(o).name) == "func.func")
    })()
    .ok_or_else(|| Diagnostic::error(loc, "internal error in a buffer template: no function"))?;
    Ok((parsed, func))
}

/// Copy the ops of the template function in `text` but its terminator in
/// front of `anchor`, its arguments standing for `args`, at `anchor`'s
/// location. Returns the values the template's terminator returns.
pub(crate) fn expand_before(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    anchor: OpId,
    text: &str,
    args: &[ValueId],
) -> Result<Vec<ValueId>, Diagnostic> {
    let loc = body.op(anchor).loc;
    let (module, func) = parse_first_func(ctx, registry, text, loc)?;
    let fbody = module.inner().regions_body(func);
    copy_entry_before(body, anchor, fbody, args, loc)
        .map(|(_, returned)| returned)
        .ok_or_else(|| Diagnostic::error(loc, "internal error in a buffer template: empty function"))
}

/// Append the template function in `text` to the end of `block`'s ops in
/// `module`, at location `loc`.
pub(crate) fn append_function(
    ctx: &Context,
    registry: &Registry,
    module: &mut Body,
    block: crate::ir::BlockId,
    text: &str,
    loc: Location,
) -> Result<OpId, Diagnostic> {
    let (parsed, func) = parse_first_func(ctx, registry, text, loc)?;
    let new = module.materialize(&parsed.inner().snapshot_op(func), &mut IrMapping::default());
    module.append_op(block, new);
    module.op_mut(new).loc = loc;
    if let Some(inner) = module.inner_mut(new) {
        for r in inner.roots.clone() {
            for b in inner.region(r).blocks.clone() {
                for op in inner.block_ops(b).collect::<Vec<_>>() {
                    set_loc(inner, op, loc);
                }
            }
        }
    }
    Ok(new)
}

//! The LLVM dialect's own passes:
//!
//! - `llvm-request-c-wrappers`: marks every `func.func` it runs on with
//!   `llvm.emit_c_interface`, so the lowering gives it a `_mlir_ciface_`
//!   wrapper taking memref descriptors by pointer.
//! - `llvm-legalize-for-export`: LLVM IR names a predecessor once per
//!   successor in a phi, so a terminator may not reach one block twice with
//!   arguments; every second and later such edge goes through a new block
//!   (appended to the region) that branches on with `llvm.br`.

use crate::ir::{Body, Context, OpId, OperationState, RegionId};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, PassInfo, Target};
use crate::syntax::diag::Diagnostic;

/// The passes of this module.
pub static PASSES: &[PassInfo] = &[
    PassInfo {
        name: "llvm-request-c-wrappers",
        display: "LLVMRequestCWrappersPass",
        help: "Request C wrapper emission for all functions",
        anchor: Some("func.func"),
        options: &[],
        create: |_| Ok(Box::new(RequestCWrappers)),
    },
    PassInfo {
        name: "llvm-legalize-for-export",
        display: "LLVMLegalizeForExportPass",
        help: "Legalize LLVM dialect to be convertible to LLVM IR",
        anchor: None,
        options: &[],
        create: |_: &PassOptions| Ok(Box::new(LegalizeForExport)),
    },
];

struct RequestCWrappers;

impl Pass for RequestCWrappers {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let ctx = cx.ctx;
        let name = ctx.ident("llvm.emit_c_interface");
        let unit = ctx.unit_attr();
        target.attributes = ctx.dictionary(
            ctx.dict_entries(target.attributes)
                .iter()
                .filter(|(k, _)| *k != name)
                .copied()
                .chain([(name, unit)])
                .collect(),
        );
        Ok(())
    }
}

struct LegalizeForExport;

impl Pass for LegalizeForExport {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        legalize_body(cx.ctx, &mut target.body);
        Ok(())
    }
}

fn legalize_body(ctx: &Context, body: &mut Body) {
    let mut terminators = Vec::new();
    for r in body.roots.clone() {
        body.walk_region(r, &mut |op| {
            if body.op(op).successors.len() > 1 {
                terminators.push(op);
            }
        });
    }
    for op in terminators {
        distinct_successors(ctx, body, op);
    }
    crate::rewrite::greedy::for_each_isolated(body, &mut |_, inner| legalize_body(ctx, inner));
}

/// Give each repeated successor of `op` that takes arguments a block of its
/// own that branches to it.
fn distinct_successors(ctx: &Context, body: &mut Body, op: OpId) {
    let Some(region) = body.parent_block(op).and_then(|b| body.parent_region(b)) else { return };
    let loc = body.op(op).loc;
    let successors = body.op(op).successors.clone();
    for (i, &dest) in successors.iter().enumerate() {
        if body.block(dest).args.is_empty() || !successors[..i].contains(&dest) {
            continue;
        }
        let bridge = new_bridge(ctx, body, region, dest, loc);
        body.op_mut(op).successors[i] = bridge;
    }
}

/// A block at the end of `region` with `dest`'s argument types whose only
/// op branches to `dest` with its arguments.
fn new_bridge(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    dest: crate::ir::BlockId,
    loc: crate::ir::Location,
) -> crate::ir::BlockId {
    let bridge = body.create_block(region);
    let types: Vec<_> = body.block(dest).args.iter().map(|&a| body.value_type(a)).collect();
    let args: Vec<_> = types.into_iter().map(|t| body.add_block_arg(bridge, t, Some(loc))).collect();
    let mut state = OperationState::new(ctx, "llvm.br", loc, args, Vec::new());
    state.successors = vec![dest];
    let br = body.create_op(state);
    body.append_op(bridge, br);
    bridge
}

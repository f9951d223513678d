//! The LLVM dialect's own passes:
//!
//! - `llvm-request-c-wrappers`: marks every `func.func` it runs on with
//!   `llvm.emit_c_interface`, so the lowering gives it a `_mlir_ciface_`
//!   wrapper taking memref descriptors by pointer.
//! - `llvm-legalize-for-export`: LLVM IR names a predecessor once per
//!   successor in a phi, so a terminator may not reach one block twice with
//!   arguments; every second and later such edge goes through a new block
//!   (appended to the region) that branches on with `llvm.br`.
//! - `llvm-add-comdats`: every `linkonce`/`linkonce_odr` `llvm.func` of the
//!   module gets a comdat of its own name (`any`), a selector in the
//!   module's `llvm.comdat @__llvm_comdat` (created first in the module when
//!   missing), so linkers keep one copy of it. A selector of that name
//!   already in the table is reused.

use crate::dialects::llvm::{ComdatOp, ComdatSelectorOp, LINKAGE};
use crate::ir::{AttrKind, Body, Context, OpId, OperationState, RegionId};
use crate::opdef::ods::{attr, set_attr};
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
    PassInfo {
        name: "llvm-add-comdats",
        display: "LLVMAddComdats",
        help: "Add comdats to linkonce and linkonce_odr functions",
        anchor: Some("builtin.module"),
        options: &[],
        create: |_: &PassOptions| Ok(Box::new(AddComdats)),
    },
];

/// The comdat table `llvm-add-comdats` fills.
const COMDAT_TABLE: &str = "__llvm_comdat";

struct AddComdats;

impl Pass for AddComdats {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let ctx = cx.ctx;
        let body = &mut target.body;
        let Some(top) = body.roots.first().and_then(|&r| body.region(r).blocks.first().copied()) else {
            return Ok(());
        };
        let sym_name = |body: &Body, op: OpId| attr(ctx, body, op, "sym_name").and_then(|a| ctx.as_string(a));
        let linkonce: Vec<OpId> = body
            .block_ops(top)
            .filter(|&op| ctx.str(body.op(op).name) == "llvm.func")
            .filter(|&op| {
                let linkage = attr(ctx, body, op, "linkage").and_then(|a| LINKAGE.keyword_of(ctx, a));
                matches!(linkage, Some("linkonce" | "linkonce_odr"))
            })
            .collect();
        if linkonce.is_empty() {
            return Ok(());
        }
        let existing = body.block_ops(top).find(|&op| sym_name(body, op) == Some(COMDAT_TABLE.as_bytes()));
        let table = match existing {
            Some(op) if ctx.str(body.op(op).name) == ComdatOp::NAME => op,
            Some(op) => {
                let msg = format!("symbol '{COMDAT_TABLE}' is taken by an op that is not an llvm.comdat");
                return Err(Diagnostic::error(body.op(op).loc, msg));
            }
            None => {
                let loc = target.loc;
                let table = ComdatOp::create(ctx, body, loc, ctx.string_attr(COMDAT_TABLE)).0;
                let region = body.op(table).regions[0];
                body.create_block(region);
                body.prepend_op(top, table);
                table
            }
        };
        let region = body.op(table).regions[0];
        let block = match body.region(region).blocks.first() {
            Some(&b) => b,
            None => body.create_block(region),
        };
        let any = crate::dialects::llvm::COMDAT_KIND_ENUM.attr(ctx, 0);
        for f in linkonce {
            let Some(name) = sym_name(body, f).map(<[u8]>::to_vec) else { continue };
            let taken = body.block_ops(block).any(|s| sym_name(body, s) == Some(name.as_slice()));
            if !taken {
                let loc = body.op(f).loc;
                let sel = ComdatSelectorOp::create(ctx, body, loc, ctx.string_attr_bytes(&name), any).0;
                body.prepend_op(block, sel);
            }
            let reference = ctx
                .attr(AttrKind::SymbolRef { root: ctx.ident(COMDAT_TABLE), nested: vec![ctx.ident_from_bytes(&name)] });
            set_attr(ctx, body, f, "comdat", reference);
        }
        Ok(())
    }
}

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

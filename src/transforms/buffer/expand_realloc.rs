//! `expand-realloc`: a `memref.realloc` becomes, when the new size is
//! larger, a new allocation holding a copy of the old contents (and, with
//! `emit-deallocs`, a `memref.dealloc` of the old buffer), else a
//! `memref.reinterpret_cast` of the old buffer to the new size.

use std::fmt::Write;

use super::template::expand_before;
use crate::ir::{Body, Context, OpId, TypeKind, DYNAMIC};
use crate::opdef::Registry;
use crate::pass::registry::{flag, PassOptions};
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;
use crate::syntax::printer::{attr_to_string, type_to_string};

struct ExpandRealloc {
    emit_deallocs: bool,
}

pub fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ExpandRealloc { emit_deallocs: flag(opts, "emit-deallocs") }))
}

impl Pass for ExpandRealloc {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        expand_in(cx.ctx, cx.registry, &mut target.body, self.emit_deallocs)
    }
}

fn expand_in(ctx: &Context, registry: &Registry, body: &mut Body, emit_deallocs: bool) -> Result<(), Diagnostic> {
    let mut reallocs = Vec::new();
    let mut isolated = Vec::new();
    for &r in &body.roots {
        body.walk_region(r, &mut |op| {
            if ctx.str(body.op(op).name) == "memref.realloc" {
                reallocs.push(op);
            } else if body.op(op).inner.is_some() {
                isolated.push(op);
            }
        });
    }
    for op in reallocs {
        expand(ctx, registry, body, op, emit_deallocs)?;
    }
    for op in isolated {
        if let Some(inner) = body.inner_mut(op) {
            crate::stack::ensure_sufficient_stack(|| expand_in(ctx, registry, inner, emit_deallocs))?;
        }
    }
    Ok(())
}

/// The one extent of a 1-d memref type and its element type and memory space text.
fn extent(ctx: &Context, t: crate::ir::Type) -> Option<(i64, String, String)> {
    let TypeKind::MemRef { shape, element, memory_space, .. } = ctx.type_kind(t) else { return None };
    let space = memory_space.map_or(String::new(), |s| format!(", {}", attr_to_string(ctx, s)));
    Some((*shape.first()?, type_to_string(ctx, *element), space))
}

fn expand(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    op: OpId,
    emit_deallocs: bool,
) -> Result<(), Diagnostic> {
    let operands = body.operands(op).to_vec();
    let result = body.results(op)[0];
    let (src_ty, res_ty) = (body.value_type(operands[0]), body.value_type(result));
    let (Some((old, elem, space)), Some((new, _, _))) = (extent(ctx, src_ty), extent(ctx, res_ty)) else {
        return Err(Diagnostic::error(body.op(op).loc, "expand-realloc: expected 1-d ranked memrefs"));
    };
    let (s, r) = (type_to_string(ctx, src_ty), type_to_string(ctx, res_ty));
    let alignment = crate::opdef::ods::attr(ctx, body, op, ctx.ident("alignment"))
        .map_or(String::new(), |a| format!(" {{alignment = {}}}", attr_to_string(ctx, a)));
    let mut t = String::new();
    let size_arg = if new == DYNAMIC { ", %n: index" } else { "" };
    let _ = writeln!(t, "func.func @lowering(%src: {s}{size_arg}) -> {r} {{");
    let old_size = if old == DYNAMIC {
        t.push_str("  %c0 = arith.constant 0 : index\n");
        let _ = writeln!(t, "  %old = memref.dim %src, %c0 : {s}");
        "%old".to_string()
    } else {
        let _ = writeln!(t, "  %old = arith.constant {old} : index");
        old.to_string()
    };
    let (new_size, alloc_args) = if new == DYNAMIC {
        ("%n".to_string(), "%n")
    } else {
        let _ = writeln!(t, "  %new = arith.constant {new} : index");
        (new.to_string(), "")
    };
    let new_value = if new == DYNAMIC { "%n" } else { "%new" };
    let sub = format!(
        "memref<{}x{elem}, strided<[1]>{space}>",
        if old == DYNAMIC { "?".to_string() } else { old.to_string() }
    );
    let _ = writeln!(t, "  %grow = arith.cmpi ult, %old, {new_value} : index");
    let _ = writeln!(t, "  %r = scf.if %grow -> ({r}) {{");
    let _ = writeln!(t, "    %alloc = memref.alloc({alloc_args}){alignment} : {r}");
    let _ = writeln!(t, "    %sub = memref.subview %alloc[0] [{old_size}] [1] : {r} to {sub}");
    let _ = writeln!(t, "    memref.copy %src, %sub : {s} to {sub}");
    if emit_deallocs {
        let _ = writeln!(t, "    memref.dealloc %src : {s}");
    }
    let _ = writeln!(t, "    scf.yield %alloc : {r}\n  }} else {{");
    let _ = writeln!(
        t,
        "    %cast = memref.reinterpret_cast %src to offset: [0], sizes: [{new_size}], strides: [1] : {s} to {r}"
    );
    let _ = writeln!(t, "    scf.yield %cast : {r}\n  }}\n  return %r : {r}\n}}");
    let values = expand_before(ctx, registry, body, op, &t, &operands)?;
    body.replace_all_uses(result, values[0]);
    body.erase_op(op);
    Ok(())
}

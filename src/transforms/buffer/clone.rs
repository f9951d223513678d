//! `bufferization.clone` as `memref.alloc` + `memref.copy`, as
//! `convert-bufferization-to-memref` converts it: a ranked clone allocates
//! the identity-layout buffer of its shape (cast to the result type when
//! the layouts differ), an unranked one allocates the product of its
//! extents and reshapes it to the source's shape.

use std::fmt::Write;

use super::template::expand_before;
use crate::dialects::arith::ConstantOp;
use crate::dialects::memref::cast_compatible;
use crate::dialects::memref::layout::memref_type;
use crate::ir::{Body, Context, OpId, TypeKind, ValueId, DYNAMIC};
use crate::opdef::Registry;
use crate::rewrite::{fold_op, Folded, OpFoldResult};
use crate::syntax::diag::Diagnostic;
use crate::syntax::printer::type_to_string;

/// Replace clone `op` by an allocation and a copy.
pub(crate) fn convert_clone(ctx: &Context, registry: &Registry, body: &mut Body, op: OpId) -> Result<(), Diagnostic> {
    let (src, result) = (body.operands(op)[0], body.results(op)[0]);
    let (src_ty, result_ty) = (body.value_type(src), body.value_type(result));
    let (t, r) = (type_to_string(ctx, src_ty), type_to_string(ctx, result_ty));
    let mut out = String::new();
    let text = match ctx.type_kind(result_ty).clone() {
        TypeKind::MemRef { shape, element, memory_space, .. } => {
            let alloc_ty = memref_type(ctx, shape.clone(), element, None, memory_space);
            if !cast_compatible(ctx, alloc_ty, result_ty) {
                return Err(Diagnostic::error(
                    body.op(op).loc,
                    "failed to legalize operation 'bufferization.clone' that was explicitly marked illegal",
                ));
            }
            let a = type_to_string(ctx, alloc_ty);
            let dynamic: Vec<usize> = (0..shape.len()).filter(|&i| shape[i] == DYNAMIC).collect();
            let dims: Vec<String> = dynamic.iter().map(|i| format!("%d{i}")).collect();
            let index_types = vec![", index"; dims.len()].concat();
            let _ = writeln!(out, "func.func @lowering(%src: {t}) -> ({r}{index_types}) {{");
            for i in &dynamic {
                let _ = writeln!(out, "  %c{i} = arith.constant {i} : index");
                let _ = writeln!(out, "  %d{i} = memref.dim %src, %c{i} : {t}");
            }
            let _ = writeln!(out, "  %alloc = memref.alloc({}) : {a}", dims.join(", "));
            let res = if alloc_ty == result_ty {
                "%alloc"
            } else {
                let _ = writeln!(out, "  %cast = memref.cast %alloc : {a} to {r}");
                "%cast"
            };
            let _ = writeln!(out, "  memref.copy %src, {res} : {t} to {r}");
            let dims_ret: String = dims.iter().map(|d| format!(", {d}")).collect();
            let _ = writeln!(out, "  return {res}{dims_ret} : {r}{index_types}\n}}");
            out
        }
        TypeKind::UnrankedMemRef { element, memory_space } => {
            let flat = type_to_string(ctx, memref_type(ctx, vec![DYNAMIC], element, None, memory_space));
            format!(
                "func.func @lowering(%src: {t}) -> {r} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rank = memref.rank %src : {t}
  %shape = memref.alloca(%rank) : memref<?xindex>
  %size = scf.for %i = %c0 to %rank step %c1 iter_args(%acc = %c1) -> (index) {{
    %dim = memref.dim %src, %i : {t}
    memref.store %dim, %shape[%i] : memref<?xindex>
    %next = arith.muli %acc, %dim : index
    scf.yield %next : index
  }}
  %alloc = memref.alloc(%size) : {flat}
  %reshape = memref.reshape %alloc(%shape) : ({flat}, memref<?xindex>) -> {r}
  memref.copy %src, %reshape : {t} to {r}
  return %reshape : {r}
}}
"
            )
        }
        _ => return Ok(()),
    };
    let values = expand_before(ctx, registry, body, op, &text, &[src])?;
    body.replace_all_uses(result, values[0]);
    body.erase_op(op);
    for &d in &values[1..] {
        fold_dim(ctx, registry, body, d);
    }
    Ok(())
}

/// Fold the `memref.dim` defining `d` (its extent known from the source's
/// allocation), as upstream's `createOrFold` does; its index constant stays.
fn fold_dim(ctx: &Context, registry: &Registry, body: &mut Body, d: ValueId) {
    let Some(dim) = body.defining_op(d) else { return };
    let folded = match fold_op(ctx, registry, body, dim) {
        Folded::Results(r) => r,
        _ => return,
    };
    let value = match folded.first() {
        Some(OpFoldResult::Value(v)) => *v,
        Some(OpFoldResult::Attr(a)) => {
            let c = ConstantOp::create(ctx, body, body.op(dim).loc, ctx.index_type(), *a);
            body.insert_op_before(dim, c.0);
            body.results(c.0)[0]
        }
        None => return,
    };
    body.replace_all_uses(d, value);
    body.erase_op(dim);
}

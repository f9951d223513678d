//! The verifiers of the llvm ops that a definition cannot state (upstream's
//! messages), and the folders of `extractvalue`, `getelementptr`, the casts
//! and `icmp`.

use super::syntax::{element_at, DYNAMIC_INDEX};
use super::types::{LlvmType, LlvmTypes};
use super::{i64_array_values, is_llvm_float, is_ptr, vector_element, ATOMIC_BIN_OP_ENUM, ORDERING_ENUM};
use crate::dialects::alignment;
use crate::ir::{AttrKind, Attribute, Body, Context, OpId, Type, TypeKind};
use crate::opdef::ods::{attr, i32_array};
use crate::rewrite::{FoldCx, Folded};
use crate::syntax::diag::Diagnostic;
use crate::verify::VerifyCx;

fn type_attr(ctx: &Context, a: Option<Attribute>) -> Option<Type> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => Some(*t),
        _ => None,
    }
}

fn int_value(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => num_traits::ToPrimitive::to_i64(value),
        _ => None,
    }
}

// ---- constants and globals -------------------------------------------------------------

pub(super) fn verify_addressof(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let Some(name) = attr(ctx, body, op, crate::static_ident!(ctx, "global_name")) else { return };
    if !cx.symbols_known() {
        return;
    }
    let target = cx.lookup_symbol(name).map(|(b, o)| (b, o, ctx.str(b.op(o).name)));
    let Some((gbody, gop, kind)) = target.filter(|t| t.2 == "llvm.mlir.global" || t.2 == "llvm.func") else {
        cx.op_error(body, op, "must reference a global defined by 'llvm.mlir.global' or 'llvm.func'");
        return;
    };
    let space = |t: Type| match ctx.llvm_kind(t) {
        Some(LlvmType::Ptr { address_space }) => i64::from(*address_space),
        _ => 0,
    };
    let result = body.value_type(body.results(op)[0]);
    if kind == "llvm.mlir.global" {
        let global_space = int_value(ctx, attr(ctx, gbody, gop, crate::static_ident!(ctx, "addr_space"))).unwrap_or(0);
        if global_space != space(result) {
            cx.op_error(body, op, "pointer address space must match address space of the referenced global");
        }
    }
}

pub(super) fn verify_constant(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let Some(value) = attr(ctx, body, op, crate::static_ident!(ctx, "value")) else { return };
    let ty = body.value_type(body.results(op)[0]);
    let op_err = |cx: &mut VerifyCx<'_>, m: &str| cx.op_error(body, op, m.to_string());
    if let Some(s) = ctx.as_string(value).filter(|_| matches!(ctx.attr_kind(value), AttrKind::String { .. })) {
        let ok = matches!(ctx.llvm_kind(ty), Some(LlvmType::Array { len, element })
            if *len == s.len() as u64 && ctx.int_info(*element).is_some_and(|(w, _)| w == 8) && !ctx.is_index(*element));
        if !ok {
            op_err(cx, &format!("expected array type of {} i8 elements for the string constant", s.len()));
        }
        return;
    }
    if let Some(LlvmType::Struct { body: fields, .. }) = ctx.llvm_kind(ty) {
        verify_complex_constant(cx, body, op, fields.as_deref().unwrap_or(&[]), value);
        return;
    }
    match ctx.attr_kind(value) {
        AttrKind::Integer { .. } if !ctx.is_integer(ty) || ctx.is_index(ty) => op_err(cx, "expected integer type"),
        AttrKind::Float { ty: vt, .. } => {
            let width = |t: Type| ctx.float_kind(t).map(|k| k.bit_width());
            if let (Some(w), Some(tw)) = (width(*vt), width(ty)) {
                if w != tw {
                    op_err(cx, &format!("expected float type of width {w}"));
                }
            }
        }
        AttrKind::DenseElements { splat: true, .. } => {
            let ok = matches!(ctx.type_kind(ty), TypeKind::Vector { .. })
                || matches!(ctx.llvm_kind(ty), Some(LlvmType::Array { .. }));
            if !ok {
                op_err(cx, "expected vector or array type");
            }
        }
        AttrKind::Integer { .. }
        | AttrKind::Array(_)
        | AttrKind::DenseElements { .. }
        | AttrKind::DenseResource { .. }
        | AttrKind::Sparse { .. } => {}
        _ => op_err(cx, "only supports integer, float, string or elements attributes"),
    }
}

/// A struct constant is a complex number: two equal fields, two values.
fn verify_complex_constant(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, fields: &[Type], value: Attribute) {
    let ctx = cx.ctx;
    let loc = cx.op_loc(body, op);
    if fields.len() != 2 || fields[0] != fields[1] {
        let msg = "expected struct type with two elements of the same type, the type of a complex constant";
        cx.report(Diagnostic::error(loc, msg));
        return;
    }
    let AttrKind::Array(els) = ctx.attr_kind(value) else {
        cx.op_error(body, op, "expected array attribute with two elements, representing a complex constant");
        return;
    };
    if els.len() != 2 {
        cx.op_error(body, op, "expected array attribute with two elements, representing a complex constant");
        return;
    }
    let (re, im) = (ctx.attr_type(els[0]), ctx.attr_type(els[1]));
    if re.is_none() || re != im {
        cx.op_error(body, op, "expected array attribute with two elements of the same type");
        return;
    }
    let ok = ctx.is_integer(fields[0]) && !ctx.is_index(fields[0])
        || matches!(ctx.float_kind(fields[0]).map(|k| k.bit_width()), Some(16 | 32 | 64));
    if !ok {
        let msg = "expected struct element types to be floating point type or integer type";
        cx.report(Diagnostic::error(loc, msg));
    }
}

/// `llvm.mlir.global_ctors`/`global_dtors`: one priority per function, each
/// a defined `llvm.func`.
pub(super) fn verify_global_ctors(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let kind = if ctx.str(body.op(op).name) == "llvm.mlir.global_ctors" { "ctors" } else { "dtors" };
    let list = |name: &str| match attr(ctx, body, op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(v)) => v.clone(),
        _ => Vec::new(),
    };
    let (funcs, priorities) = (list(kind), list("priorities"));
    if funcs.len() != priorities.len() {
        let msg = format!("mismatch between the number of {kind} and the number of priorities");
        cx.report(Diagnostic::error(cx.op_loc(body, op), msg));
        return;
    }
    if !cx.symbols_known() {
        return;
    }
    for f in funcs {
        let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(f) else { continue };
        let name = ctx.str(*root).to_string();
        let target = cx.lookup_symbol(f).filter(|(b, o)| ctx.str(b.op(*o).name) == "llvm.func");
        let Some((fbody, fop)) = target else {
            cx.op_error(body, op, format!("'{name}' does not reference a valid LLVM function"));
            return;
        };
        let defined =
            fbody.op(fop).regions.first().is_some_and(|&r| !fbody.regions_body(fop).region(r).blocks.is_empty());
        if !defined {
            cx.op_error(body, op, format!("'{name}' does not have a definition"));
            return;
        }
    }
}

/// `llvm.comdat`: a single block of `llvm.comdat_selector` ops.
pub(super) fn verify_comdat(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let inner = body.regions_body(op);
    for &r in &body.op(op).regions {
        for &b in &inner.region(r).blocks {
            if !inner.block(b).args.is_empty() {
                cx.op_error(body, op, "region #0 should have no arguments");
                return;
            }
            for o in inner.block_ops(b) {
                if ctx.str(inner.op(o).name) != "llvm.comdat_selector" {
                    let msg = "only comdat selector symbols can appear in a comdat region";
                    cx.report(Diagnostic::error(cx.op_loc(inner, o), msg));
                    return;
                }
            }
        }
    }
}

/// The `comdat` of a function or global names an `llvm.comdat_selector`.
/// Returns whether it does (or there is none).
pub(super) fn verify_comdat_use(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) -> bool {
    let ctx = cx.ctx;
    let Some(comdat) = attr(ctx, body, op, crate::static_ident!(ctx, "comdat")) else { return true };
    if !cx.symbols_known() {
        return true;
    }
    let found = cx.lookup_symbol(comdat).is_some_and(|(b, o)| ctx.str(b.op(o).name) == "llvm.comdat_selector");
    if !found {
        cx.report(Diagnostic::error(cx.op_loc(body, op), "expected comdat symbol"));
    }
    found
}

// ---- control flow -----------------------------------------------------------------------

pub(super) fn verify_switch(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let destinations = body.op(op).successors.len() - 1;
    let values = attr(ctx, body, op, crate::static_ident!(ctx, "case_values"));
    let count = values.map(|v| ctx.dense_int_prefix(v, 0).map_or(0, |(count, _)| count));
    if count.unwrap_or(0) != destinations as u64 || (count.is_none() && destinations > 0) {
        cx.op_error(body, op, "expects number of case values to match number of case destinations");
        return;
    }
    let loc = cx.op_loc(body, op);
    if let Some(w) = attr(ctx, body, op, crate::static_ident!(ctx, "branch_weights")).and_then(|w| i32_array(ctx, w)) {
        let n = body.op(op).successors.len();
        if w.len() != n {
            let msg = format!("expects number of branch weights to match number of successors: {} vs {n}", w.len());
            cx.report(Diagnostic::error(loc, msg));
            return;
        }
    }
    let flag = body.value_type(body.operands(op)[0]);
    let value_ty = values.and_then(|v| ctx.attr_type(v)).and_then(|t| ctx.element_type(t));
    if value_ty.is_some_and(|t| t != flag) {
        cx.report(Diagnostic::error(loc, "expects case value type to match condition value type"));
    }
}

// ---- memory -----------------------------------------------------------------------------

/// Types an atomic access supports: integers, pointers and floats of a
/// power-of-two size of at least 8 bits.
fn atomic_type_ok(ctx: &Context, t: Type) -> bool {
    let bits = match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Float(k) if is_llvm_float(ctx, t) => k.bit_width(),
        _ if is_ptr(ctx, t) => 64,
        _ => return false,
    };
    bits >= 8 && bits.is_power_of_two()
}

fn verify_atomic(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, value_ty: Type, unsupported: &[i64]) {
    let ctx = cx.ctx;
    let ordering = attr(ctx, body, op, crate::static_ident!(ctx, "ordering"))
        .and_then(|a| ORDERING_ENUM.value_of(ctx, a))
        .unwrap_or(0);
    if ordering == 0 {
        if attr(ctx, body, op, crate::static_ident!(ctx, "syncscope")).is_some() {
            cx.op_error(body, op, "expected syncscope to be null for non-atomic access");
        }
        return;
    }
    if !atomic_type_ok(ctx, value_ty) {
        cx.op_error(body, op, format!("unsupported type {} for atomic access", cx.type_str(value_ty)));
    } else if unsupported.contains(&ordering) {
        let name = ORDERING_ENUM.keyword(ordering).unwrap_or_default();
        cx.op_error(body, op, format!("unsupported ordering '{name}'"));
    } else if attr(ctx, body, op, crate::static_ident!(ctx, "alignment")).is_none() {
        cx.op_error(body, op, "expected alignment for atomic access");
    }
}

/// `alignment` of loads, stores, allocas and atomics: 0 (none) or a power
/// of 2 LLVM IR can hold (upstream accepts any integer and leaves it to
/// the translation).
fn verify_alignment(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    alignment::verify(cx, body, op, "alignment", alignment::Zero::Allowed);
}

pub(super) fn verify_alloca(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_alignment(cx, body, op);
}

/// `llvm.intr.masked.load`/`store`: LLVM requires a power of 2.
pub(super) fn verify_masked_access(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    alignment::verify(cx, body, op, "alignment", alignment::Zero::Rejected);
}

pub(super) fn verify_load(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_alignment(cx, body, op);
    let ty = body.value_type(body.results(op)[0]);
    // release and acq_rel
    verify_atomic(cx, body, op, ty, &[5, 6]);
}

pub(super) fn verify_store(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_alignment(cx, body, op);
    let ty = body.value_type(body.operands(op)[0]);
    // acquire and acq_rel
    verify_atomic(cx, body, op, ty, &[4, 6]);
}

pub(super) fn verify_gep(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let raw = attr(ctx, body, op, crate::static_ident!(ctx, "rawConstantIndices"))
        .and_then(|a| i32_array(ctx, a))
        .unwrap_or_default();
    let dynamic = raw.iter().filter(|&&r| r == i64::from(DYNAMIC_INDEX)).count();
    if dynamic != body.operands(op).len() - 1 {
        cx.op_error(body, op, "expected as many dynamic indices as specified in 'rawConstantIndices'");
        return;
    }
    let Some(mut ty) = type_attr(ctx, attr(ctx, body, op, crate::static_ident!(ctx, "elem_type"))) else { return };
    for (pos, &r) in raw.iter().enumerate().skip(1) {
        ty = match (ctx.llvm_kind(ty), ctx.type_kind(ty)) {
            (Some(LlvmType::Struct { body: fields, .. }), _) => {
                if r == i64::from(DYNAMIC_INDEX) {
                    cx.op_error(body, op, format!("expected index {pos} indexing a struct to be constant"));
                    return;
                }
                let fields = fields.as_deref().unwrap_or(&[]);
                if r < 0 || r as usize >= fields.len() {
                    cx.op_error(body, op, format!("index {pos} indexing a struct is out of bounds"));
                    return;
                }
                fields[r as usize]
            }
            (Some(LlvmType::Array { element, .. }), _) => *element,
            (_, TypeKind::Vector { element, .. }) => *element,
            _ => {
                cx.op_error(body, op, format!("type {} cannot be indexed (index #{pos})", cx.type_str(ty)));
                return;
            }
        };
    }
}

/// `getelementptr %p[0]` of the pointer's own type is `%p`; dynamic indices
/// known to be constants that fit in 32 bits become constant indices.
pub(super) fn fold_gep(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let raw = attr(ctx, body, op, crate::static_ident!(ctx, "rawConstantIndices"))
        .and_then(|a| i32_array(ctx, a))
        .unwrap_or_default();
    let operands = body.operands(op).to_vec();
    let constant = |i: usize| match cx.constant(i).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => num_traits::ToPrimitive::to_i32(value),
        _ => None,
    };
    // Each index: its constant, if known, and its operand, if dynamic.
    let mut next = 1;
    let mut indices = Vec::new();
    for &r in &raw {
        if r == i64::from(DYNAMIC_INDEX) {
            indices.push((constant(next), Some(operands.get(next).copied())));
            next += 1;
        } else {
            indices.push((Some(r as i32), None));
        }
    }
    let result = body.value_type(body.results(op)[0]);
    if indices.len() == 1 && indices[0].0 == Some(0) && body.value_type(operands[0]) == result {
        return Folded::value(operands[0]);
    }
    if !indices.iter().any(|(c, dynamic)| c.is_some() && dynamic.is_some()) {
        return Folded::Failure;
    }
    let mut new_operands = vec![operands[0]];
    let mut new_raw = Vec::new();
    for (c, dynamic) in indices {
        match c {
            Some(c) => new_raw.push(u128::from(c as u32)),
            None => {
                new_raw.push(u128::from(DYNAMIC_INDEX as u32));
                new_operands.extend(dynamic.flatten());
            }
        }
    }
    let a = ctx.attr(AttrKind::DenseArray { element: ctx.integer_type(32), values: new_raw });
    crate::opdef::ods::set_attr(ctx, body, op, "rawConstantIndices", a);
    body.set_operands(op, new_operands);
    Folded::InPlace
}

fn ordering(ctx: &Context, body: &Body, op: OpId, name: &str) -> i64 {
    attr(ctx, body, op, name).and_then(|a| ORDERING_ENUM.value_of(ctx, a)).unwrap_or(0)
}

pub(super) fn verify_atomicrmw(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_alignment(cx, body, op);
    let ctx = cx.ctx;
    let bin_op = attr(ctx, body, op, crate::static_ident!(ctx, "bin_op"))
        .and_then(|a| ATOMIC_BIN_OP_ENUM.value_of(ctx, a))
        .unwrap_or(0);
    let ty = body.value_type(body.operands(op)[1]);
    let keyword = ATOMIC_BIN_OP_ENUM.keyword(bin_op).unwrap_or_default();
    let msg = match keyword {
        "fadd" | "fsub" | "fmax" | "fmin" => match ctx.type_kind(ty) {
            TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s) => {
                Some("expected LLVM IR fixed vector type")
            }
            TypeKind::Vector { element, .. } if !is_llvm_float(ctx, *element) => {
                Some("expected LLVM IR floating point type for vector element")
            }
            TypeKind::Vector { .. } => None,
            _ if !is_llvm_float(ctx, ty) => Some("expected LLVM IR floating point type"),
            _ => None,
        },
        "xchg" if !atomic_type_ok(ctx, ty) => Some("unexpected LLVM IR type for 'xchg' bin_op"),
        "xchg" => None,
        _ => {
            let width = match ctx.type_kind(ty) {
                TypeKind::Integer { width, .. } => *width,
                _ => 0,
            };
            (!matches!(width, 8 | 16 | 32 | 64)).then_some("expected LLVM IR integer type")
        }
    };
    if let Some(m) = msg {
        cx.op_error(body, op, m);
    } else if ordering(ctx, body, op, "ordering") < 2 {
        cx.op_error(body, op, "expected at least 'monotonic' ordering");
    }
}

pub(super) fn verify_cmpxchg(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_alignment(cx, body, op);
    let ctx = cx.ctx;
    let ty = body.value_type(body.operands(op)[2]);
    let (success, failure) = (ordering(ctx, body, op, "success_ordering"), ordering(ctx, body, op, "failure_ordering"));
    if !atomic_type_ok(ctx, ty) {
        cx.op_error(body, op, "unexpected LLVM IR type");
    } else if success < 2 || failure < 2 {
        cx.op_error(body, op, "ordering must be at least 'monotonic'");
    } else if failure == 5 || failure == 6 {
        cx.op_error(body, op, "failure ordering cannot be 'release' or 'acq_rel'");
    }
}

pub(super) fn verify_fence(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    if ordering(cx.ctx, body, op, "ordering") < 4 {
        cx.op_error(body, op, "can be given only acquire, release, acq_rel, and seq_cst orderings");
    }
}

// ---- aggregates and vectors ----------------------------------------------------------

fn position(ctx: &Context, body: &Body, op: OpId) -> Vec<i64> {
    attr(ctx, body, op, crate::static_ident!(ctx, "position"))
        .and_then(|a| i64_array_values(ctx, a))
        .unwrap_or_default()
}

pub(super) fn verify_extractvalue(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let container = body.value_type(body.operands(op)[0]);
    match element_at(ctx, container, &position(ctx, body, op)) {
        Err(m) => cx.op_error(body, op, m),
        Ok(t) => {
            let res = body.value_type(body.results(op)[0]);
            if res != t {
                let msg = format!(
                    "Type mismatch: extracting from {} should produce {} but this op returns {}",
                    cx.type_str(container),
                    cx.type_str(t),
                    cx.type_str(res)
                );
                cx.op_error(body, op, msg);
            }
        }
    }
}

pub(super) fn verify_insertvalue(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let container = body.value_type(body.operands(op)[0]);
    match element_at(ctx, container, &position(ctx, body, op)) {
        Err(m) => cx.op_error(body, op, m),
        Ok(t) => {
            let value = body.value_type(body.operands(op)[1]);
            if value != t {
                let msg =
                    format!("Type mismatch: cannot insert {} into {}", cx.type_str(value), cx.type_str(container));
                cx.op_error(body, op, msg);
            }
        }
    }
}

/// `extractvalue` of an `insertvalue` chain: the inserted value at the same
/// position, or the container before inserts at disjoint positions.
pub(super) fn fold_extractvalue(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let pos = position(ctx, body, op);
    let mut container = body.operands(op)[0];
    let mut moved = false;
    while let Some(ins) = body.defining_op(container).filter(|&d| ctx.str(body.op(d).name) == "llvm.insertvalue") {
        let ipos = position(ctx, body, ins);
        if ipos == pos {
            return Folded::value(body.operands(ins)[1]);
        }
        let common = ipos.len().min(pos.len());
        if ipos[..common] == pos[..common] {
            break;
        }
        container = body.operands(ins)[0];
        moved = true;
    }
    if !moved {
        return Folded::Failure;
    }
    body.set_operands(op, vec![container]);
    Folded::InPlace
}

// ---- casts ----------------------------------------------------------------------------

pub(super) fn verify_bitcast(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let (arg, res) = (body.value_type(body.operands(op)[0]), body.value_type(body.results(op)[0]));
    let ptr_of = |t: Type| {
        let e = vector_element(ctx, t).unwrap_or(t);
        match ctx.llvm_kind(e) {
            Some(LlvmType::Ptr { address_space }) => Some(*address_space),
            _ => None,
        }
    };
    let (a, r) = (ptr_of(arg), ptr_of(res));
    if a.is_some() != r.is_some() {
        cx.op_error(body, op, "can only cast pointers from and to pointers");
    } else if a.is_some() && a != r {
        cx.op_error(body, op, "cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead");
    }
}

/// `zext`/`sext` widen.
pub(super) fn verify_extension(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let (arg, res) = (body.value_type(body.operands(op)[0]), body.value_type(body.results(op)[0]));
    let width = |t: Type| ctx.int_info(vector_element(ctx, t).unwrap_or(t)).map_or(0, |(w, _)| w);
    let loc = cx.op_loc(body, op);
    let shape = |t: Type| match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, .. } => Some((shape.clone(), scalable.clone())),
        _ => None,
    };
    if shape(arg) != shape(res) {
        cx.report(Diagnostic::error(loc, "input and output vectors are of incompatible shape"));
    } else if width(res) <= width(arg) {
        let msg = "integer width of the output type is smaller or equal to the integer width of the input type";
        cx.report(Diagnostic::error(loc, msg));
    }
}

pub(super) fn verify_shufflevector(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let v1 = body.value_type(body.operands(op)[0]);
    let scalable = matches!(ctx.type_kind(v1), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    let mask =
        attr(ctx, body, op, crate::static_ident!(ctx, "mask")).and_then(|m| i32_array(ctx, m)).unwrap_or_default();
    if scalable && mask.iter().any(|&m| m != 0) {
        cx.op_error(body, op, "expected a splat operation for scalable vectors");
    }
}

/// `icmp eq`/`ne` of a value with itself is true/false (a splat for
/// vectors), and of an `alloca`'s address with `llvm.mlir.zero` (either
/// way round) false/true, as upstream's folder; other predicates are left
/// alone.
pub(super) fn fold_icmp(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let (lhs, rhs) = (body.operands(op)[0], body.operands(op)[1]);
    let Some(pred @ (0 | 1)) = int_value(ctx, attr(ctx, body, op, crate::static_ident!(ctx, "predicate"))) else {
        return Folded::Failure;
    };
    let is = |v, name: &str| body.defining_op(v).is_some_and(|d| ctx.str(body.op(d).name) == name);
    let alloca_vs_null = |a, z| is(a, super::AllocaOp::NAME) && is(z, super::ZeroOp::NAME);
    let equal = if lhs == rhs {
        true
    } else if alloca_vs_null(lhs, rhs) || alloca_vs_null(rhs, lhs) {
        false
    } else {
        return Folded::Failure;
    };
    let result = body.value_type(body.results(op)[0]);
    crate::dialects::arith::constfold::splat_like(ctx, result, u128::from(equal == (pred == 0)))
        .map_or(Folded::Failure, Folded::attr)
}

/// A cast of a value to its own type is the value; a cast of a cast of the
/// same kind casts the first one's operand (and is it, when of its type).
pub(super) fn fold_chainable_cast(_cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let arg = body.operands(op)[0];
    let result = body.value_type(body.results(op)[0]);
    if body.value_type(arg) == result {
        return Folded::value(arg);
    }
    let Some(prev) = body.defining_op(arg).filter(|&p| body.op(p).name == body.op(op).name) else {
        return Folded::Failure;
    };
    let source = body.operands(prev)[0];
    if body.value_type(source) == result {
        return Folded::value(source);
    }
    body.set_operand(op, 0, source);
    Folded::InPlace
}

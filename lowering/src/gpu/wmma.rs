//! The warp-synchronous matrix ops to NVVM's WMMA ops, as upstream's
//! `WmmaOpsToNvvm` lowers them (part of `convert-gpu-to-nvvm`): an
//! `!gpu.mma_matrix` becomes the LLVM struct of its fragment
//! (`vector<2xf16>` ×8 for an f16 A or B, `f32` ×8 for an f32
//! accumulator), `gpu.subgroup_mma_load_matrix` and `_store_matrix`
//! `nvvm.wmma.load`/`store` at the element's address with the leading
//! dimension as the stride (`transpose`: the column-major layout),
//! `gpu.subgroup_mma_compute` `nvvm.wmma.mma` of the unpacked fragments,
//! `gpu.subgroup_mma_constant_matrix` a struct of splats and
//! `gpu.subgroup_mma_elementwise` the op applied field by field.

use strata::conversion::ConversionRewriter;
use strata::dialects::gpu::{mma_matrix, MmaMatrixType, MmaOperand};
use strata::dialects::llvm::{LlvmType, LlvmTypes};
use strata::dialects::nvvm::{fragment, fragment_type, MMA_FRAG, MMA_LAYOUT, MMA_TYPES};
use strata::ir::{Attribute, Body, Context, OpId, Type, TypeKind, ValueId};

use crate::to_llvm::descriptor::{extract_value, insert_value, strided_element_ptr, undef};
use crate::to_llvm::{build, build1, get_attr, int_constant};

/// The shapes of the WMMA intrinsics, (m, n, k), in the order upstream
/// infers a missing dimension from.
const SHAPES: &[(i64, i64, i64)] = &[(16, 16, 16), (32, 8, 16), (8, 32, 16), (16, 16, 8)];

/// The NVVM element type of a matrix: f32 in A and B is tf32.
fn nvvm_eltype(ctx: &Context, m: &MmaMatrixType) -> Option<&'static str> {
    use strata::ir::float::FloatKind;
    use strata::ir::Signedness;
    Some(match (ctx.float_kind(m.element), ctx.int_info(m.element)) {
        (Some(FloatKind::F16), _) => "f16",
        (Some(FloatKind::F32), _) if m.operand == MmaOperand::C => "f32",
        (Some(FloatKind::F32), _) => "tf32",
        (_, Some((8, Signedness::Signed))) => "s8",
        (_, Some((8, Signedness::Unsigned))) => "u8",
        (_, Some((32, Signedness::Signless))) => "s32",
        _ => return None,
    })
}

fn frag_name(operand: MmaOperand) -> &'static str {
    match operand {
        MmaOperand::A => "a",
        MmaOperand::B => "b",
        MmaOperand::C => "c",
    }
}

/// The (m, n, k) of the intrinsic for matrix `m`: two dimensions from its
/// shape, the third the first a WMMA intrinsic has.
fn intrinsic_shape(ctx: &Context, m: &MmaMatrixType) -> Option<(&'static str, (i64, i64, i64))> {
    let eltype = nvvm_eltype(ctx, m)?;
    let [r, c] = m.shape;
    let frag = frag_name(m.operand);
    let mnk = SHAPES.iter().copied().find(|&(sm, sn, sk)| {
        let fits = match m.operand {
            MmaOperand::A => (sm, sk) == (r, c),
            MmaOperand::B => (sk, sn) == (r, c),
            MmaOperand::C => (sm, sn) == (r, c),
        };
        fits && fragment(eltype, frag, (sm, sn, sk)).is_some()
    })?;
    Some((eltype, mnk))
}

/// The LLVM struct an `!gpu.mma_matrix` lowers to, if WMMA has it.
pub fn convert_mma_type(ctx: &Context, ty: Type) -> Option<Type> {
    let m = mma_matrix(ctx, ty)?;
    let (eltype, mnk) = intrinsic_shape(ctx, m)?;
    fragment_type(ctx, eltype, frag_name(m.operand), mnk)
}

/// Why an mma op cannot be lowered, checked before anything changes.
pub fn unsupported(ctx: &Context, body: &Body, op: OpId) -> Option<&'static str> {
    let name = ctx.str(body.op(op).name);
    if !name.starts_with("gpu.subgroup_mma_") {
        return None;
    }
    let types = body.operands(op).iter().chain(body.results(op)).map(|&v| body.value_type(v));
    for t in types {
        if mma_matrix(ctx, t).is_some() && convert_mma_type(ctx, t).is_none() {
            return Some("NVVM has no WMMA intrinsic for this matrix shape and element type");
        }
    }
    if name == "gpu.subgroup_mma_elementwise" {
        let kind = crate::gpu::to_nvvm::enum_case(ctx, strata::opdef::ods::attr(ctx, body, op, "opType"));
        if kind.as_deref().and_then(scalar_op).is_none() {
            return Some(
                "only addf, mulf, subf, divf, maxf, minf, negatef, addi, muli, subi, divs and divu are supported yet",
            );
        }
    }
    if name == "gpu.subgroup_mma_compute" {
        let el = |i: usize| mma_matrix(ctx, body.value_type(body.operands(op)[i])).and_then(|m| nvvm_eltype(ctx, m));
        if el(0) != el(1) {
            return Some("WMMA compute op input matrix element types must match.");
        }
    }
    None
}

/// The llvm op applying an elementwise kind to one field.
fn scalar_op(kind: &str) -> Option<&'static str> {
    Some(match kind {
        "addf" => "llvm.fadd",
        "mulf" => "llvm.fmul",
        "subf" => "llvm.fsub",
        "divf" => "llvm.fdiv",
        "negatef" => "llvm.fneg",
        "addi" => "llvm.add",
        "muli" => "llvm.mul",
        "subi" => "llvm.sub",
        "divs" => "llvm.sdiv",
        "divu" => "llvm.udiv",
        // Compare, select, and a NaN if either is one (`min_max`).
        "maxf" | "minf" => "llvm.select",
        _ => return None,
    })
}

fn i32_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.int_attr(ctx.integer_type(32), v)
}

fn nvvm_attr(ctx: &Context, e: &strata::opdef::ods::enums::PrettyEnum, case: &str) -> Attribute {
    e.attr(ctx, "nvvm", case)
}

fn layout(rw: &ConversionRewriter<'_, '_>, op: OpId, name: &str) -> &'static str {
    if get_attr(rw, op, name).is_some() {
        "col"
    } else {
        "row"
    }
}

/// The fields of a fragment struct.
fn unpack(rw: &mut ConversionRewriter<'_, '_>, loc: strata::ir::Location, v: ValueId) -> Vec<ValueId> {
    let ctx = rw.rw.ctx;
    let fields = match ctx.llvm_kind(rw.rw.body.value_type(v)) {
        Some(LlvmType::Struct { body: Some(b), .. }) => b.clone(),
        _ => return Vec::new(),
    };
    fields.iter().enumerate().map(|(i, &t)| extract_value(rw, loc, v, &[i as i64], t)).collect()
}

/// `llvm.mlir.constant(lead : index) : i32`, the stride as upstream spells it.
fn lead_dimension(rw: &mut ConversionRewriter<'_, '_>, loc: strata::ir::Location, op: OpId) -> Option<ValueId> {
    let ctx = rw.rw.ctx;
    let lead = get_attr(rw, op, "leadDimension")?;
    Some(build1(rw, "llvm.mlir.constant", loc, vec![], ctx.integer_type(32), vec![("value", lead)]))
}

fn shape_attrs(ctx: &Context, (m, n, k): (i64, i64, i64)) -> Vec<(&'static str, Attribute)> {
    vec![("m", i32_attr(ctx, m)), ("n", i32_attr(ctx, n)), ("k", i32_attr(ctx, k))]
}

pub fn load(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let (res, src) = (body.results(op)[0], body.operands(op)[0]);
    let (res_ty, memref) = (body.value_type(res), body.value_type(src));
    let Some(m) = mma_matrix(ctx, res_ty).cloned() else { return false };
    let (Some((eltype, mnk)), Some(struct_ty)) = (intrinsic_shape(ctx, &m), convert_mma_type(ctx, res_ty)) else {
        return false;
    };
    let loc = body.op(op).loc;
    let layout = layout(rw, op, "transpose");
    rw.rw.set_insertion_point_before(op);
    let Some(ptr) = strided_element_ptr(rw, loc, memref, operands[0], &operands[1..]) else { return false };
    let Some(stride) = lead_dimension(rw, loc, op) else { return false };
    let mut props = shape_attrs(ctx, mnk);
    props.push(("layout", nvvm_attr(ctx, &MMA_LAYOUT, layout)));
    props.push(("eltype", nvvm_attr(ctx, &MMA_TYPES, eltype)));
    props.push(("frag", nvvm_attr(ctx, &MMA_FRAG, frag_name(m.operand))));
    let v = build1(rw, "nvvm.wmma.load", loc, vec![ptr, stride], struct_ty, props);
    rw.replace_op(op, &[v]);
    true
}

pub fn store(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let (src, dst) = (body.value_type(body.operands(op)[0]), body.value_type(body.operands(op)[1]));
    let Some(m) = mma_matrix(ctx, src).cloned() else { return false };
    let Some((eltype, mnk)) = intrinsic_shape(ctx, &m) else { return false };
    let loc = body.op(op).loc;
    let layout = layout(rw, op, "transpose");
    rw.rw.set_insertion_point_before(op);
    let mut args = unpack(rw, loc, operands[0]);
    let Some(ptr) = strided_element_ptr(rw, loc, dst, operands[1], &operands[2..]) else { return false };
    let Some(stride) = lead_dimension(rw, loc, op) else { return false };
    let mut props = shape_attrs(ctx, mnk);
    props.push(("layout", nvvm_attr(ctx, &MMA_LAYOUT, layout)));
    props.push(("eltype", nvvm_attr(ctx, &MMA_TYPES, eltype)));
    args.insert(0, ptr);
    args.push(stride);
    build(rw, "nvvm.wmma.store", loc, args, vec![], props);
    rw.replace_op(op, &[]);
    true
}

pub fn compute(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let types: Vec<Option<MmaMatrixType>> =
        body.operands(op).iter().map(|&v| mma_matrix(ctx, body.value_type(v)).cloned()).collect();
    let [Some(a), Some(_), Some(c)] = &types[..] else { return false };
    let (Some(source), Some(dest)) = (nvvm_eltype(ctx, a), nvvm_eltype(ctx, c)) else { return false };
    let mnk = (a.shape[0], c.shape[1], a.shape[1]);
    let Some(res_ty) = convert_mma_type(ctx, body.value_type(body.results(op)[0])) else { return false };
    let loc = body.op(op).loc;
    let (layout_a, layout_b) = (layout(rw, op, "a_transpose"), layout(rw, op, "b_transpose"));
    rw.rw.set_insertion_point_before(op);
    let mut args = Vec::new();
    for &v in operands {
        args.extend(unpack(rw, loc, v));
    }
    let mut props = shape_attrs(ctx, mnk);
    props.push(("layoutA", nvvm_attr(ctx, &MMA_LAYOUT, layout_a)));
    props.push(("layoutB", nvvm_attr(ctx, &MMA_LAYOUT, layout_b)));
    props.push(("eltypeA", nvvm_attr(ctx, &MMA_TYPES, source)));
    props.push(("eltypeB", nvvm_attr(ctx, &MMA_TYPES, dest)));
    let v = build1(rw, "nvvm.wmma.mma", loc, args, res_ty, props);
    rw.replace_op(op, &[v]);
    true
}

pub fn constant(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let Some(struct_ty) = convert_mma_type(ctx, body.value_type(body.results(op)[0])) else { return false };
    let Some(LlvmType::Struct { body: Some(fields), .. }) = ctx.llvm_kind(struct_ty).cloned() else { return false };
    let loc = body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let mut cst = operands[0];
    if let TypeKind::Vector { shape, .. } = ctx.type_kind(fields[0]) {
        let i32t = ctx.integer_type(32);
        let mut vec = undef(rw, loc, fields[0]);
        for i in 0..shape[0] {
            let idx = int_constant(rw, loc, i32t, i);
            vec = build1(rw, "llvm.insertelement", loc, vec![vec, cst, idx], fields[0], vec![]);
        }
        cst = vec;
    }
    let mut matrix = undef(rw, loc, struct_ty);
    for i in 0..fields.len() {
        matrix = insert_value(rw, loc, matrix, cst, &[i as i64]);
    }
    rw.replace_op(op, &[matrix]);
    true
}

pub fn elementwise(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let kind = crate::gpu::to_nvvm::enum_case(ctx, get_attr(rw, op, "opType"));
    let Some(llvm_op) = kind.as_deref().and_then(scalar_op) else { return false };
    let Some(struct_ty) = convert_mma_type(ctx, body.value_type(body.results(op)[0])) else { return false };
    let Some(LlvmType::Struct { body: Some(fields), .. }) = ctx.llvm_kind(struct_ty).cloned() else { return false };
    let loc = body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let mut matrix = undef(rw, loc, struct_ty);
    for (i, &t) in fields.iter().enumerate() {
        let args: Vec<ValueId> = operands.iter().map(|&v| extract_value(rw, loc, v, &[i as i64], t)).collect();
        let v = match kind.as_deref() {
            Some(k @ ("maxf" | "minf")) if args.len() == 2 => min_max(rw, loc, args[0], args[1], t, k == "minf"),
            _ => build1(rw, llvm_op, loc, args, t, vec![]),
        };
        matrix = insert_value(rw, loc, matrix, v, &[i as i64]);
    }
    rw.replace_op(op, &[matrix]);
    true
}

/// Upstream's `maxf`/`minf` of two fields: the greater (`ogt`) or lesser
/// (`olt`) one, or a quiet NaN when they are unordered.
fn min_max(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: strata::ir::Location,
    lhs: ValueId,
    rhs: ValueId,
    ty: Type,
    is_min: bool,
) -> ValueId {
    let ctx = rw.rw.ctx;
    let (bool_ty, element) = match ctx.type_kind(ty) {
        TypeKind::Vector { shape, scalable, element } => (
            ctx.ty(TypeKind::Vector { shape: shape.clone(), scalable: scalable.clone(), element: ctx.integer_type(1) }),
            *element,
        ),
        _ => (ctx.integer_type(1), ty),
    };
    // LLVM's fcmp predicates: ogt 2, olt 4, uno 14.
    let predicate = |p: i64| ("predicate", ctx.int_attr(ctx.integer_type(64), p));
    let cmp = build1(rw, "llvm.fcmp", loc, vec![lhs, rhs], bool_ty, vec![predicate(if is_min { 4 } else { 2 })]);
    let sel = build1(rw, "llvm.select", loc, vec![cmp, lhs, rhs], ty, vec![]);
    let unordered = build1(rw, "llvm.fcmp", loc, vec![lhs, rhs], bool_ty, vec![predicate(14)]);
    let nan_bits = ctx.float_kind(element).map_or(0, |k| k.nan_bits());
    let nan = if element == ty {
        ctx.attr(strata::ir::AttrKind::Float { ty, bits: nan_bits })
    } else {
        ctx.attr(strata::ir::AttrKind::DenseElements {
            ty,
            splat: true,
            values: strata::ir::DenseValues::Float(vec![nan_bits]),
        })
    };
    let nan = build1(rw, "llvm.mlir.constant", loc, vec![], ty, vec![("value", nan)]);
    build1(rw, "llvm.select", loc, vec![unordered, nan, sel], ty, vec![])
}

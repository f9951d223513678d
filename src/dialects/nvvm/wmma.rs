//! The WMMA ops (`nvvm.wmma.load`, `nvvm.wmma.store`, `nvvm.wmma.mma`):
//! their attributes `#nvvm.mma_type<f16>`, `#nvvm.mma_frag<a>`,
//! `#nvvm.mma_layout<row>`, the fragments each shape and element type has
//! (upstream's table of `llvm.nvvm.wmma.*` intrinsics), and the verifiers.

use crate::dialects::llvm::{LlvmType, LlvmTypes};
use crate::ir::{Body, Context, OpId, Type, TypeKind};
use crate::opdef::ods::attr;
use crate::opdef::ods::constraints::{AttrClass, AttrConstraint};
use crate::opdef::ods::enums::PrettyEnum;
use crate::verify::VerifyCx;

pub static MMA_TYPES: PrettyEnum = PrettyEnum {
    mnemonic: "mma_type",
    enum_name: "::mlir::NVVM::MMATypes",
    attr_class: "MMATypesAttr",
    param: "value",
    cases: &["f16", "f32", "tf32", "bf16", "s8", "u8", "s32", "s4", "u4", "b1", "f64"],
};

pub static MMA_FRAG: PrettyEnum = PrettyEnum {
    mnemonic: "mma_frag",
    enum_name: "::mlir::NVVM::MMAFrag",
    attr_class: "MMAFragAttr",
    param: "value",
    cases: &["a", "b", "c"],
};

pub static MMA_LAYOUT: PrettyEnum = PrettyEnum {
    mnemonic: "mma_layout",
    enum_name: "::mlir::NVVM::MMALayout",
    attr_class: "MMALayoutAttr",
    param: "value",
    cases: &["row", "col"],
};

pub static MMA_TYPES_ATTR: AttrConstraint = AttrConstraint {
    desc: "NVVM MMA types",
    class: AttrClass::Plain { check: |c, a| MMA_TYPES.case_of(c, a).is_some(), ty: None },
    default: |_, _| None,
};
pub static MMA_FRAG_ATTR: AttrConstraint = AttrConstraint {
    desc: "NVVM MMA frag type",
    class: AttrClass::Plain { check: |c, a| MMA_FRAG.case_of(c, a).is_some(), ty: None },
    default: |_, _| None,
};
pub static MMA_LAYOUT_ATTR: AttrConstraint = AttrConstraint {
    desc: "NVVM MMA layout",
    class: AttrClass::Plain { check: |c, a| MMA_LAYOUT.case_of(c, a).is_some(), ty: None },
    default: |_, _| None,
};

/// The shapes WMMA has, (m, n, k).
const SHAPES: &[(i64, i64, i64)] = &[(16, 16, 16), (32, 8, 16), (8, 32, 16)];

/// The fragment of `frag` ("a", "b", "c" for c and d) for `eltype` at
/// shape `mnk`: its element count and whether the elements are 2-vectors
/// of f16 (else scalars of the type [`fragment_element`] names). `None`:
/// no such intrinsic (upstream's `inferMMAType` and intrinsic table).
pub fn fragment(eltype: &str, frag: &str, mnk: (i64, i64, i64)) -> Option<usize> {
    let (m, n, k) = mnk;
    if k == 8 && (m, n) == (16, 16) {
        return match (eltype, frag) {
            ("tf32", "a" | "b") => Some(4),
            ("f32", "c") => Some(8),
            _ => None,
        };
    }
    if !SHAPES.contains(&mnk) {
        return None;
    }
    Some(match (eltype, frag) {
        ("f16", "a" | "b") => 8,
        ("f16", "c") => 4,
        ("f32", "c") | ("s32", "c") => 8,
        ("s8" | "u8", "a") => (m / 8) as usize,
        ("s8" | "u8", "b") => (n / 8) as usize,
        _ => return None,
    })
}

/// The element type of a fragment of `eltype`: `vector<2xf16>` for f16,
/// `f32`, `i32` for the integer and tf32 types.
pub fn fragment_element(ctx: &Context, eltype: &str) -> Type {
    use crate::ir::float::FloatKind;
    match eltype {
        "f16" => {
            ctx.ty(TypeKind::Vector { shape: vec![2], scalable: vec![false], element: ctx.float_type(FloatKind::F16) })
        }
        "f32" => ctx.float_type(FloatKind::F32),
        _ => ctx.integer_type(32),
    }
}

/// The fragment as an LLVM struct.
pub fn fragment_type(ctx: &Context, eltype: &str, frag: &str, mnk: (i64, i64, i64)) -> Option<Type> {
    let n = fragment(eltype, frag, mnk)?;
    Some(ctx.llvm_struct_type(vec![fragment_element(ctx, eltype); n]))
}

fn int(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<i64> {
    match ctx.attr_kind(attr(ctx, body, op, name)?) {
        crate::ir::AttrKind::Integer { value, .. } => num_traits::ToPrimitive::to_i64(value),
        _ => None,
    }
}

fn case<'c>(ctx: &'c Context, body: &Body, op: OpId, name: &str, e: &PrettyEnum) -> Option<&'c str> {
    attr(ctx, body, op, name).and_then(|a| e.case_of(ctx, a))
}

fn shape(ctx: &Context, body: &Body, op: OpId) -> Option<(i64, i64, i64)> {
    Some((int(ctx, body, op, "m")?, int(ctx, body, op, "n")?, int(ctx, body, op, "k")?))
}

fn struct_body(ctx: &Context, t: Type) -> Option<&[Type]> {
    match ctx.llvm_kind(t) {
        Some(LlvmType::Struct { body: Some(b), .. }) => Some(b),
        _ => None,
    }
}

pub(super) fn verify_wmma_load(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let (Some(mnk), Some(eltype), Some(frag)) =
        (shape(ctx, body, op), case(ctx, body, op, "eltype", &MMA_TYPES), case(ctx, body, op, "frag", &MMA_FRAG))
    else {
        return;
    };
    let Some(count) = fragment(eltype, frag, mnk) else {
        return cx.op_error(body, op, "invalid attribute combination");
    };
    let el = fragment_element(ctx, eltype);
    let res = body.value_type(body.results(op)[0]);
    if !struct_body(ctx, res).is_some_and(|b| b.len() == count && b.iter().all(|&t| t == el)) {
        let msg = format!("expected destination type is a structure of {count} elements of type {}", cx.type_str(el));
        cx.op_error(body, op, msg);
    }
}

pub(super) fn verify_wmma_store(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let (Some(mnk), Some(eltype)) = (shape(ctx, body, op), case(ctx, body, op, "eltype", &MMA_TYPES)) else {
        return;
    };
    let Some(count) = fragment(eltype, "c", mnk) else {
        return cx.op_error(body, op, "invalid attribute combination");
    };
    let operands = body.operands(op);
    let args = &operands[1..operands.len().saturating_sub(1).max(1)];
    let el = fragment_element(ctx, eltype);
    if args.len() != count || args.iter().any(|&v| body.value_type(v) != el) {
        cx.op_error(body, op, format!("expected {count} data operands"));
    }
}

pub(super) fn verify_wmma_mma(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let (Some(mnk), Some(a), Some(c)) =
        (shape(ctx, body, op), case(ctx, body, op, "eltypeA", &MMA_TYPES), case(ctx, body, op, "eltypeB", &MMA_TYPES))
    else {
        return;
    };
    let c_el = if matches!(a, "s8" | "u8") { "s32" } else { c };
    let (Some(na), Some(nb), Some(nc)) = (fragment(a, "a", mnk), fragment(a, "b", mnk), fragment(c_el, "c", mnk))
    else {
        return cx.op_error(body, op, "invalid attribute combination");
    };
    let mut expected = vec![fragment_element(ctx, a); na + nb];
    expected.extend(vec![fragment_element(ctx, c_el); nc]);
    let got: Vec<Type> = body.operands(op).iter().map(|&v| body.value_type(v)).collect();
    if got.len() != expected.len() {
        return cx.op_error(body, op, format!("expected {} arguments", expected.len()));
    }
    if got != expected {
        cx.op_error(body, op, "the operand types do not match the fragments of the attributes");
        return;
    }
    let res = body.value_type(body.results(op)[0]);
    let el = fragment_element(ctx, c_el);
    if !struct_body(ctx, res).is_some_and(|b| b.len() == nc && b.iter().all(|&t| t == el)) {
        let msg = format!("expected destination type is a structure of {nc} elements of type {}", cx.type_str(el));
        cx.op_error(body, op, msg);
    }
}

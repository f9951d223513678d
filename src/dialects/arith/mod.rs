//! The arith dialect: integer and floating-point arithmetic, comparisons,
//! casts, `select` and `constant`, declared in `ops.ods`. This module holds
//! the enums and the parts a format cannot say (verifiers, `select`'s syntax,
//! constant names).

use crate::ir::{AttrKind, Body, Context, OpId, Signedness, Type, TypeKind, ValueId};
use crate::opdef::ods::attr;
use crate::opdef::ods::constraints::{AttrClass, AttrConstraint};
use crate::opdef::ods::enums::{BitEnum, IntEnum};
use crate::opdef::Registry;
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{OpBuilder, PResult, Parser};
use crate::syntax::printer::{type_to_string, Printer};
use crate::verify::VerifyCx;

pub mod build;
mod canonicalize;
pub(crate) mod constfold;
mod extended;
mod fold;
mod int_range;

pub(crate) use canonicalize::invert_cmpi;
use canonicalize::*;
use extended::*;
pub(crate) use fold::cmpi_eval;
use fold::*;

include!(concat!(env!("OUT_DIR"), "/ods/arith.rs"));

pub fn register(r: &mut Registry) {
    crate::opdef::ods::register_all(r, OPS);
    r.add_dialect_attrs("arith", |data| FASTMATH.canonicalize(data).or_else(|| OVERFLOW.canonicalize(data)));
    r.add_materializer("arith", materialize_constant);
    r.add_infer_int_ranges("arith", int_range::infer);
}

/// Whether `arith.constant` can hold `value` as a `ty`: a signless integer,
/// index or float attribute, or elements of those, of exactly that type.
pub fn constant_buildable(ctx: &crate::ir::Context, value: crate::ir::Attribute, ty: crate::ir::Type) -> bool {
    use crate::ir::{AttrKind, Signedness, TypeKind};
    let scalar = |t: crate::ir::Type| {
        matches!(
            ctx.type_kind(t),
            TypeKind::Integer { signedness: Signedness::Signless, .. } | TypeKind::Index | TypeKind::Float(_)
        )
    };
    match ctx.attr_kind(value) {
        AttrKind::Integer { ty: t, .. } | AttrKind::Float { ty: t, .. } => *t == ty && scalar(ty),
        AttrKind::DenseElements { ty: t, .. } => {
            *t == ty
                && match ctx.type_kind(ty) {
                    TypeKind::Vector { element, .. } | TypeKind::RankedTensor { element, .. } => scalar(*element),
                    _ => false,
                }
        }
        _ => false,
    }
}

/// Folded constants of arith (and the dialects that borrow it) become `arith.constant`.
pub fn materialize_constant(
    rw: &mut crate::rewrite::Rewriter<'_>,
    value: crate::ir::Attribute,
    ty: crate::ir::Type,
    loc: crate::ir::Location,
) -> Option<ValueId> {
    if !constant_buildable(rw.ctx, value, ty) {
        return super::ub::materialize_poison(rw, value, ty, loc);
    }
    Some(build_constant(rw, loc, ty, value))
}

/// An `arith.constant` of `ty` holding `value`, at the rewriter's insertion point.
pub fn build_constant(
    rw: &mut crate::rewrite::Rewriter<'_>,
    loc: crate::ir::Location,
    ty: crate::ir::Type,
    value: crate::ir::Attribute,
) -> ValueId {
    let op = ConstantOp::create(rw.ctx, rw.body, loc, ty, value);
    rw.insert(op.0);
    op.result(rw.body)
}

/// [`build_constant`] right before `before`.
pub fn constant_before(
    rw: &mut crate::rewrite::Rewriter<'_>,
    before: OpId,
    loc: crate::ir::Location,
    ty: crate::ir::Type,
    value: crate::ir::Attribute,
) -> ValueId {
    rw.set_insertion_point_before(before);
    build_constant(rw, loc, ty, value)
}

// ---- enums ------------------------------------------------------------------------

pub static CMP_I_ENUM: IntEnum = IntEnum {
    name: "::mlir::arith::CmpIPredicate",
    width: 64,
    cases: &[
        ("eq", 0),
        ("ne", 1),
        ("slt", 2),
        ("sle", 3),
        ("sgt", 4),
        ("sge", 5),
        ("ult", 6),
        ("ule", 7),
        ("ugt", 8),
        ("uge", 9),
    ],
    summary: None,
};
pub static CMP_F_ENUM: IntEnum = IntEnum {
    name: "::mlir::arith::CmpFPredicate",
    width: 64,
    cases: &[
        ("false", 0),
        ("oeq", 1),
        ("ogt", 2),
        ("oge", 3),
        ("olt", 4),
        ("ole", 5),
        ("one", 6),
        ("ord", 7),
        ("ueq", 8),
        ("ugt", 9),
        ("uge", 10),
        ("ult", 11),
        ("ule", 12),
        ("une", 13),
        ("uno", 14),
        ("true", 15),
    ],
    summary: None,
};
pub static ROUNDING_ENUM: IntEnum = IntEnum {
    name: "::mlir::arith::RoundingMode",
    width: 32,
    cases: &[("to_nearest_even", 0), ("downward", 1), ("upward", 2), ("toward_zero", 3), ("to_nearest_away", 4)],
    summary: Some("Floating point rounding mode"),
};
pub static FASTMATH: BitEnum = BitEnum {
    dialect: "arith",
    mnemonic: "fastmath",
    name: "::mlir::arith::FastMathFlags",
    attr_name: "Arith_FastMathAttr",
    cases: &[
        ("none", 0),
        ("reassoc", 1),
        ("nnan", 2),
        ("ninf", 4),
        ("nsz", 8),
        ("arcp", 16),
        ("contract", 32),
        ("afn", 64),
        ("fast", 127),
    ],
    separator: ",",
    native_property: false,
};
/// The `contract` bit of [`FASTMATH`]: a multiplication and an addition may
/// be fused.
pub const FASTMATH_CONTRACT: u64 = 32;

pub static OVERFLOW: BitEnum = BitEnum {
    dialect: "arith",
    mnemonic: "overflow",
    name: "::mlir::arith::IntegerOverflowFlags",
    attr_name: "Arith_IntegerOverflowAttr",
    cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
    separator: ", ",
    native_property: false,
};

pub static CMP_I_PREDICATE: AttrConstraint =
    AttrConstraint { desc: "", class: AttrClass::IntEnum(&CMP_I_ENUM), default: |c, t| CMP_I_ENUM.attr_for(c, t) };
pub static CMP_F_PREDICATE: AttrConstraint =
    AttrConstraint { desc: "", class: AttrClass::IntEnum(&CMP_F_ENUM), default: |c, t| CMP_F_ENUM.attr_for(c, t) };
pub static ROUNDING_MODE: AttrConstraint = AttrConstraint {
    desc: "",
    class: AttrClass::IntEnum(&ROUNDING_ENUM),
    default: |c, t| ROUNDING_ENUM.attr_for(c, t),
};
pub static FAST_MATH_FLAGS: AttrConstraint = AttrConstraint {
    desc: "Floating point fast math flags",
    class: AttrClass::BitEnum(&FASTMATH),
    default: |c, t| FASTMATH.default(c, t),
};
pub static INTEGER_OVERFLOW_FLAGS: AttrConstraint = AttrConstraint {
    desc: "Integer overflow arith flags",
    class: AttrClass::BitEnum(&OVERFLOW),
    default: |c, t| OVERFLOW.default(c, t),
};

// ---- types ------------------------------------------------------------------------

/// `i1`, or a vector/tensor of `i1` with the shape of `ty` (upstream's `getI1SameShape`).
pub fn i1_same_shape(ctx: &Context, ty: Type) -> Option<Type> {
    Some(same_shape(ctx, ty, ctx.integer_type(1)))
}

/// `element` in the shape of `ty` when `ty` is a vector or tensor (its
/// encoding dropped), else `element` (upstream's `ShapedType::clone`).
pub fn same_shape(ctx: &Context, ty: Type, element: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, scalable, .. } => {
            ctx.ty(TypeKind::Vector { shape: shape.clone(), scalable: scalable.clone(), element })
        }
        TypeKind::RankedTensor { shape, .. } => {
            ctx.ty(TypeKind::RankedTensor { shape: shape.clone(), element, encoding: None })
        }
        TypeKind::UnrankedTensor { .. } => ctx.ty(TypeKind::UnrankedTensor { element }),
        _ => element,
    }
}

fn element_or_self(ctx: &Context, ty: Type) -> Type {
    ctx.element_type(ty).unwrap_or(ty)
}

fn bit_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(k) => Some(k.bit_width()),
        _ => None,
    }
}

// ---- verifiers --------------------------------------------------------------------

fn cast_types(body: &Body, op: OpId) -> (Type, Type) {
    (body.value_type(body.operands(op)[0]), body.value_type(body.results(op)[0]))
}

/// Check a cast with `compatible(in element, out element)`; ranked tensors
/// must also have one encoding (upstream's `CastOpInterface` check and message).
pub(crate) fn verify_cast_with(
    cx: &mut VerifyCx<'_>,
    body: &Body,
    op: OpId,
    compatible: fn(&Context, Type, Type) -> bool,
) {
    let ctx = cx.ctx;
    let (from, to) = cast_types(body, op);
    let encoding = |t| match ctx.type_kind(t) {
        TypeKind::RankedTensor { encoding, .. } => Some(*encoding),
        _ => None,
    };
    let same_encoding = match (encoding(from), encoding(to)) {
        (Some(a), Some(b)) => a == b,
        _ => true,
    };
    if !same_encoding || !compatible(ctx, element_or_self(ctx, from), element_or_self(ctx, to)) {
        let msg = format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            type_to_string(ctx, from),
            type_to_string(ctx, to)
        );
        cx.op_error(body, op, msg);
    }
}

/// Conversions between integers and floats: their constraints say which
/// elements are allowed, the cast check adds the encodings.
fn verify_conversion(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_cast_with(cx, body, op, |_, _, _| true);
}

/// `SameInputOutputTensorDims` of the casts: a tensor on either side needs
/// a ranked tensor of the same shape on the other (unranked ones never
/// match, as in upstream's checker, which reads the shape of ranked tensors only).
fn same_tensor_dims(ctx: &Context, operands: &[Type], results: &[Type]) -> bool {
    let dims = |t: Option<&Type>| match t.map(|&t| ctx.type_kind(t)) {
        Some(TypeKind::RankedTensor { shape, .. }) => Some(Some(shape.as_slice())),
        Some(TypeKind::UnrankedTensor { .. }) => Some(None),
        _ => None,
    };
    match (dims(operands.first()), dims(results.first())) {
        (None, None) => true,
        (Some(Some(a)), Some(Some(b))) => a == b,
        _ => false,
    }
}

fn verify_widening(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_cast_with(cx, body, op, |c, a, b| bit_width(c, a) < bit_width(c, b));
}

fn verify_narrowing(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_cast_with(cx, body, op, |c, a, b| bit_width(c, a) > bit_width(c, b));
}

fn verify_bitcast(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_cast_with(cx, body, op, |c, a, b| {
        let width = |t| if c.is_index(t) { None } else { bit_width(c, t) };
        width(a).is_some() && width(a) == width(b)
    });
}

fn verify_index_cast(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_cast_with(cx, body, op, |c, a, b| (c.is_index(a) && c.is_integer(b)) || (c.is_integer(a) && c.is_index(b)));
}

/// `select`'s condition is `i1`, or an `i1` mask shaped like the result.
fn select_condition_matches(ctx: &Context, operands: &[Type], results: &[Type]) -> bool {
    let (Some(&cond), Some(&result)) = (operands.first(), results.first()) else { return true };
    let is_i1 = ctx.int_info(cond) == Some((1, Signedness::Signless)) && !ctx.is_index(cond);
    let shaped = matches!(
        ctx.type_kind(result),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    );
    is_i1 || (shaped && i1_same_shape(ctx, result) == Some(cond))
}

fn verify_constant(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let ty = body.value_type(body.results(op)[0]);
    if matches!(ctx.type_kind(ty), TypeKind::Integer { signedness, .. } if *signedness != Signedness::Signless) {
        cx.op_error(body, op, "integer return type must be signless");
        return;
    }
    let Some(value) = attr(ctx, body, op, crate::static_ident!(ctx, "value")) else { return };
    let kind = ctx.attr_kind(value);
    let elements =
        matches!(kind, AttrKind::DenseElements { .. } | AttrKind::DenseResource { .. } | AttrKind::Sparse { .. });
    if !matches!(kind, AttrKind::Integer { .. } | AttrKind::Float { .. }) && !elements {
        cx.op_error(body, op, "value must be an integer, float, or elements attribute");
        return;
    }
    let scalable = matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    if scalable && !matches!(kind, AttrKind::DenseElements { splat: true, .. }) {
        cx.op_error(
            body,
            op,
            "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
        );
    }
}

// ---- select's custom syntax ---------------------------------------------------------

/// `arith.select` operands attr-dict `:` (condition-type `,`)? result-type
fn parse_select(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let at = p.offset();
    let operands = p.parse_operand_list(false)?;
    if operands.len() != 3 {
        return Err(p.error_at(at, "expected 3 operands"));
    }
    p.parse_optional_attr_dict(b)?;
    p.expect(TokenKind::Colon, "':'")?;
    let mut result = p.parse_type()?;
    let cond = if p.consume_if(TokenKind::Comma) {
        let c = result;
        result = p.parse_type()?;
        c
    } else {
        p.ctx.integer_type(1)
    };
    b.result_types.push(result);
    let values = p.resolve_operands(&operands, &[cond, result, result], b.at)?;
    b.operands.extend(values);
    Ok(())
}

fn print_select(p: &mut Printer<'_>, body: &Body, op: OpId) {
    p.write(" ");
    p.print_values(body, body.operands(op));
    p.print_optional_attr_dict(body.op(op).attributes, &[]);
    p.write(" : ");
    let cond = body.value_type(body.operands(op)[0]);
    if p.ctx.shaped_parts(cond).is_some() || matches!(p.ctx.type_kind(cond), TypeKind::UnrankedTensor { .. }) {
        p.print_type(cond);
        p.write(", ");
    }
    p.print_type(body.value_type(body.results(op)[0]));
}

// ---- result names -----------------------------------------------------------------

/// `%c42_i32`, `%c0` (index), `%true`/`%false`, `%cst` (anything else).
fn names_constant(ctx: &Context, body: &Body, op: OpId) -> Vec<Option<String>> {
    let ty = body.value_type(body.results(op)[0]);
    let name = match attr(ctx, body, op, crate::static_ident!(ctx, "value")).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => match ctx.type_kind(ty) {
            TypeKind::Integer { width: 1, .. } => {
                if value.sign() == num_bigint::Sign::NoSign {
                    "false".into()
                } else {
                    "true".into()
                }
            }
            TypeKind::Integer { .. } => {
                let mut name = constant_prefix(value);
                name.push('_');
                name.push_str(&type_to_string(ctx, ty));
                name
            }
            _ => constant_prefix(value),
        },
        _ => "cst".into(),
    };
    vec![Some(name)]
}

/// `c` and the value, as `names_constant` spells it.
fn constant_prefix(value: &num_bigint::BigInt) -> String {
    let mut name = String::from("c");
    crate::syntax::printer::push_int(&mut name, value);
    name
}

/// `%sum, %overflow` / `%low, %high`.
fn names_extended(ctx: &Context, body: &Body, op: OpId) -> Vec<Option<String>> {
    let names: &[&str] =
        if ctx.str(body.op(op).name) == AddUIExtendedOp::NAME { &["sum", "overflow"] } else { &["low", "high"] };
    names.iter().map(|n| Some(n.to_string())).collect()
}

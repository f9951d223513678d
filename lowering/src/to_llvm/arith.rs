//! `convert-arith-to-llvm`: arith ops to llvm instructions and intrinsics.
//! Floor and ceiling divisions are expanded from `sdiv`/`srem` so that every
//! dividend, `INT_MIN` included, rounds correctly.

use strata::conversion::{ConversionPattern, ConversionRewriter};
use strata::dialects::llvm::LlvmTypes;
use strata::ir::{AttrKind, Attribute, Context, DenseValues, OpId, Type, TypeKind, ValueId};

use super::{
    build1, convert_type, descriptor, fastmath, get_attr, int_constant, llvm_attr, replace_one_to_one, unroll_array,
};

pub const PATTERNS: &[ConversionPattern] = &[
    ConversionPattern { root: None, apply: simple },
    ConversionPattern { root: Some("arith.constant"), apply: constant },
    ConversionPattern { root: Some("arith.cmpi"), apply: compare },
    ConversionPattern { root: Some("arith.cmpf"), apply: compare },
    ConversionPattern { root: Some("arith.index_cast"), apply: index_cast },
    ConversionPattern { root: Some("arith.index_castui"), apply: index_cast },
    ConversionPattern { root: Some("arith.floordivsi"), apply: rounded_division },
    ConversionPattern { root: Some("arith.ceildivsi"), apply: rounded_division },
    ConversionPattern { root: Some("arith.ceildivui"), apply: rounded_division },
    ConversionPattern { root: Some("arith.addui_extended"), apply: add_extended },
    ConversionPattern { root: Some("arith.mulsi_extended"), apply: mul_extended },
    ConversionPattern { root: Some("arith.mului_extended"), apply: mul_extended },
];

/// How an arith op's attributes carry over.
#[derive(Copy, Clone)]
enum Flags {
    None,
    Overflow,
    FastMath,
}

/// arith ops that are one llvm op.
const SIMPLE: &[(&str, &str, Flags)] = &[
    ("addi", "add", Flags::Overflow),
    ("subi", "sub", Flags::Overflow),
    ("muli", "mul", Flags::Overflow),
    ("shli", "shl", Flags::Overflow),
    ("divsi", "sdiv", Flags::None),
    ("divui", "udiv", Flags::None),
    ("remsi", "srem", Flags::None),
    ("remui", "urem", Flags::None),
    ("andi", "and", Flags::None),
    ("ori", "or", Flags::None),
    ("xori", "xor", Flags::None),
    ("shrsi", "ashr", Flags::None),
    ("shrui", "lshr", Flags::None),
    ("addf", "fadd", Flags::FastMath),
    ("subf", "fsub", Flags::FastMath),
    ("mulf", "fmul", Flags::FastMath),
    ("divf", "fdiv", Flags::FastMath),
    ("remf", "frem", Flags::FastMath),
    ("negf", "fneg", Flags::FastMath),
    ("extsi", "sext", Flags::None),
    ("extui", "zext", Flags::None),
    ("trunci", "trunc", Flags::None),
    ("sitofp", "sitofp", Flags::None),
    ("uitofp", "uitofp", Flags::None),
    ("fptosi", "fptosi", Flags::None),
    ("fptoui", "fptoui", Flags::None),
    ("extf", "fpext", Flags::None),
    ("truncf", "fptrunc", Flags::None),
    ("bitcast", "bitcast", Flags::None),
    ("select", "select", Flags::FastMath),
    ("maxsi", "intr.smax", Flags::None),
    ("maxui", "intr.umax", Flags::None),
    ("minsi", "intr.smin", Flags::None),
    ("minui", "intr.umin", Flags::None),
    ("maximumf", "intr.maximum", Flags::FastMath),
    ("minimumf", "intr.minimum", Flags::FastMath),
    ("maxnumf", "intr.maxnum", Flags::FastMath),
    ("minnumf", "intr.minnum", Flags::FastMath),
];

fn simple(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let name = ctx.str(rw.rw.body.op(op).name);
    let Some(short) = name.strip_prefix("arith.") else { return false };
    let Some(&(_, target, flags)) = SIMPLE.iter().find(|s| s.0 == short) else { return false };
    let props = match flags {
        Flags::None => Vec::new(),
        Flags::FastMath => fastmath(rw, op),
        Flags::Overflow => overflow(rw, op),
    };
    replace_one_to_one(rw, op, operands, &format!("llvm.{target}"), props)
}

fn overflow(rw: &ConversionRewriter<'_, '_>, op: OpId) -> Vec<(&'static str, Attribute)> {
    let ctx = rw.rw.ctx;
    match get_attr(rw, op, "overflowFlags").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Opaque { data, .. }) if !data.contains("none") => {
            let body = data.strip_prefix("overflow").unwrap_or(data);
            vec![("overflowFlags", llvm_attr(ctx, format!("overflow{body}")))]
        }
        _ => Vec::new(),
    }
}

fn constant(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let Some(value) = get_attr(rw, op, "value") else { return false };
    if let Some(rows) = nd_constant_rows(ctx, value) {
        // An n-D vector constant: an array of 1-D vector constants.
        let Some(ty) = rw.convert_type(rw.rw.body.value_type(rw.rw.body.results(op)[0])) else { return false };
        let loc = rw.rw.body.op(op).loc;
        rw.rw.set_insertion_point_before(op);
        let mut rows = rows.into_iter();
        let v = unroll_array(rw, loc, ty, &[], &mut |rw, _, _| {
            let row = rows.next().expect("one row per position");
            let row_ty = ctx.attr_type(row).expect("typed");
            build1(rw, "llvm.mlir.constant", loc, vec![], row_ty, vec![("value", row)])
        });
        rw.replace_op(op, &[v]);
        return true;
    }
    let Some(value) = convert_constant(ctx, value) else { return false };
    replace_one_to_one(rw, op, &[], "llvm.mlir.constant", vec![("value", value)])
}

/// The rows of a dense constant of an n-D vector type, each a 1-D dense
/// constant of the converted row type; `None` for other constants.
fn nd_constant_rows(ctx: &Context, value: Attribute) -> Option<Vec<Attribute>> {
    let AttrKind::DenseElements { ty, splat, values } = ctx.attr_kind(value) else { return None };
    let TypeKind::Vector { shape, element, .. } = ctx.type_kind(*ty) else { return None };
    if shape.len() < 2 {
        return None;
    }
    let row_len = *shape.last()? as usize;
    let rows: usize = shape[..shape.len() - 1].iter().product::<i64>() as usize;
    let row_ty = convert_type(
        ctx,
        ctx.ty(TypeKind::Vector { shape: vec![row_len as i64], scalable: vec![false], element: *element }),
    )?;
    let slice = |v: &Vec<u128>, r: usize| -> Vec<u128> {
        if *splat {
            v.clone()
        } else {
            v[r * row_len..(r + 1) * row_len].to_vec()
        }
    };
    (0..rows)
        .map(|r| {
            let values = match values {
                DenseValues::Int(v) => DenseValues::Int(slice(v, r)),
                DenseValues::Float(v) => DenseValues::Float(slice(v, r)),
                _ => return None,
            };
            Some(ctx.attr(AttrKind::DenseElements { ty: row_ty, splat: *splat, values }))
        })
        .collect()
}

/// An arith constant's value with index types made i64.
pub fn convert_constant(ctx: &Context, value: Attribute) -> Option<Attribute> {
    Some(match ctx.attr_kind(value) {
        AttrKind::Integer { ty, value: v } if ctx.is_index(*ty) => {
            ctx.attr(AttrKind::Integer { ty: ctx.integer_type(64), value: v.clone() })
        }
        AttrKind::DenseElements { ty, splat, values } => {
            let conv = convert_type(ctx, *ty)?;
            if !matches!(ctx.type_kind(conv), TypeKind::Vector { .. }) {
                return None;
            }
            let values = match values {
                DenseValues::Int(v) => DenseValues::Int(v.clone()),
                other => other.clone(),
            };
            ctx.attr(AttrKind::DenseElements { ty: conv, splat: *splat, values })
        }
        AttrKind::Integer { .. } | AttrKind::Float { .. } => value,
        _ => return None,
    })
}

fn compare(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let is_int = ctx.str(rw.rw.body.op(op).name) == "arith.cmpi";
    let Some(pred) = get_attr(rw, op, "predicate") else { return false };
    let pred = match ctx.attr_kind(pred) {
        AttrKind::Integer { value, .. } => i64::try_from(value).unwrap_or(0),
        _ => return false,
    };
    // arith's predicate numbering is LLVM's.
    let mut props = vec![("predicate", ctx.int_attr(ctx.integer_type(64), pred))];
    if !is_int {
        props.extend(fastmath(rw, op));
    }
    replace_one_to_one(rw, op, operands, if is_int { "llvm.icmp" } else { "llvm.fcmp" }, props)
}

fn index_cast(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let unsigned = ctx.str(rw.rw.body.op(op).name) == "arith.index_castui";
    let result = rw.rw.body.results(op)[0];
    let Some(to) = rw.convert_type(rw.rw.body.value_type(result)) else { return false };
    let from = rw.rw.body.value_type(operands[0]);
    let width = |t| ctx.int_info(ctx.element_type(t).unwrap_or(t)).map(|i| i.0);
    let (Some(wf), Some(wt)) = (width(from), width(to)) else { return false };
    if wf == wt {
        rw.replace_op(op, &[operands[0]]);
        return true;
    }
    let name = if wt < wf {
        "llvm.trunc"
    } else if unsigned {
        "llvm.zext"
    } else {
        "llvm.sext"
    };
    replace_one_to_one(rw, op, operands, name, Vec::new())
}

/// floordivsi: q - (r != 0 && sign(r) != sign(b)); ceildivsi:
/// q + (r != 0 && sign(r) == sign(b)); ceildivui: q + (r != 0), with q and
/// r the truncating quotient and remainder. No intermediate overflows.
/// Also lowers index's `floordivs`, `ceildivs` and `ceildivu`.
pub fn rounded_division(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let name = match ctx.str(rw.rw.body.op(op).name) {
        "index.floordivs" => "arith.floordivsi",
        "index.ceildivs" => "arith.ceildivsi",
        "index.ceildivu" => "arith.ceildivui",
        n => n,
    };
    let result = rw.rw.body.results(op)[0];
    let Some(ty) = rw.convert_type(rw.rw.body.value_type(result)) else { return false };
    let (_, row_ty) = super::array_rows(ctx, ty);
    if !matches!(ctx.type_kind(row_ty), TypeKind::Integer { .. } | TypeKind::Vector { .. }) {
        return false;
    }
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let v = if row_ty == ty {
        rounded_quotient(rw, loc, name, operands[0], operands[1], ty)
    } else {
        // An n-D vector: row by row.
        unroll_array(rw, loc, ty, operands, &mut |rw, rows, row_ty| {
            rounded_quotient(rw, loc, name, rows[0], rows[1], row_ty)
        })
    };
    rw.replace_op(op, &[v]);
    true
}

/// The rounded quotient `a / b` of the integers or 1-D vectors of type `ty`
/// (see [`rounded_division`]).
fn rounded_quotient(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: strata::ir::Location,
    name: &str,
    a: ValueId,
    b: ValueId,
    ty: strata::ir::Type,
) -> ValueId {
    let ctx = rw.rw.ctx;
    let bool_ty = with_element(ctx, ty, ctx.integer_type(1));
    let unsigned = name == "arith.ceildivui";
    let (div, rem) = if unsigned { ("llvm.udiv", "llvm.urem") } else { ("llvm.sdiv", "llvm.srem") };
    let q = build1(rw, div, loc, vec![a, b], ty, vec![]);
    let r = build1(rw, rem, loc, vec![a, b], ty, vec![]);
    let zero = int_constant(rw, loc, ty, 0);
    let pred = |ctx: &Context, p: i64| ctx.int_attr(ctx.integer_type(64), p);
    // icmp predicates: ne = 1, slt = 2, sge = 5.
    let nonzero = build1(rw, "llvm.icmp", loc, vec![r, zero], bool_ty, vec![("predicate", pred(ctx, 1))]);
    let adjust = if unsigned {
        nonzero
    } else {
        let signs = build1(rw, "llvm.xor", loc, vec![r, b], ty, vec![]);
        let p = if name == "arith.floordivsi" { 2 } else { 5 };
        let differ = build1(rw, "llvm.icmp", loc, vec![signs, zero], bool_ty, vec![("predicate", pred(ctx, p))]);
        build1(rw, "llvm.and", loc, vec![nonzero, differ], bool_ty, vec![])
    };
    let step = build1(rw, "llvm.zext", loc, vec![adjust], ty, vec![]);
    let combine = if name == "arith.floordivsi" { "llvm.sub" } else { "llvm.add" };
    build1(rw, combine, loc, vec![q, step], ty, vec![])
}

/// The type `ty` (a scalar or a vector of them) with `element` as its
/// element type.
fn with_element(ctx: &Context, ty: Type, element: Type) -> Type {
    strata::dialects::vector::with_element(ctx, ty, element).unwrap_or(element)
}

/// The converted types of `op`'s two results (integers, 1-D vectors, or
/// the arrays of 1-D vectors n-D vectors become) and the width of their
/// integer elements.
fn extended_types(rw: &ConversionRewriter<'_, '_>, op: OpId) -> Option<(Type, Type, u32)> {
    let ctx = rw.rw.ctx;
    let results = rw.rw.body.results(op);
    let first = rw.convert_type(rw.rw.body.value_type(results[0]))?;
    let second = rw.convert_type(rw.rw.body.value_type(*results.get(1)?))?;
    let (_, row) = super::array_rows(ctx, first);
    let width = ctx.int_info(ctx.element_type(row).unwrap_or(row))?.0;
    matches!(ctx.type_kind(row), TypeKind::Integer { .. } | TypeKind::Vector { .. }).then_some((first, second, width))
}

/// Builds both results of an extended op from operand rows of a type.
type RowPair<'f> = dyn Fn(&mut ConversionRewriter<'_, '_>, &[ValueId], Type) -> (ValueId, ValueId) + 'f;

/// Build the two results of an extended op with `f` on integers or 1-D
/// vectors; an n-D vector is unrolled row by row (upstream lowers only
/// integers and 1-D vectors), each result from its own unrolling.
fn two_results(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    operands: &[ValueId],
    (first, second): (Type, Type),
    f: &RowPair<'_>,
) {
    let ctx = rw.rw.ctx;
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let values = if super::is_nd_array(ctx, first) {
        let a = super::unroll_array(rw, loc, first, operands, &mut |rw, rows, row| f(rw, rows, row).0);
        let b = super::unroll_array(rw, loc, second, operands, &mut |rw, rows, _| {
            let row = rw.rw.body.value_type(rows[0]);
            f(rw, rows, row).1
        });
        (a, b)
    } else {
        f(rw, operands, first)
    };
    rw.replace_op(op, &[values.0, values.1]);
}

/// `addui_extended` is `llvm.intr.uadd.with.overflow`: the sum and the carry.
fn add_extended(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let Some((first, second, _)) = extended_types(rw, op) else { return false };
    let loc = rw.rw.body.op(op).loc;
    two_results(rw, op, operands, (first, second), &|rw, x, ty| {
        let ctx = rw.rw.ctx;
        let bit = with_element(ctx, ty, ctx.integer_type(1));
        let pair = ctx.llvm_struct_type(vec![ty, bit]);
        let both = build1(rw, "llvm.intr.uadd.with.overflow", loc, x.to_vec(), pair, vec![]);
        let sum = descriptor::extract_value(rw, loc, both, &[0], ty);
        let carry = descriptor::extract_value(rw, loc, both, &[1], bit);
        (sum, carry)
    });
    true
}

/// `mulsi_extended`/`mului_extended`: the product in twice the width, its
/// low half and its high half.
fn mul_extended(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let Some((first, second, width)) = extended_types(rw, op) else { return false };
    let Some(wide_width) = width.checked_mul(2) else { return false };
    let signed = rw.rw.ctx.str(rw.rw.body.op(op).name) == "arith.mulsi_extended";
    let ext = if signed { "llvm.sext" } else { "llvm.zext" };
    let loc = rw.rw.body.op(op).loc;
    two_results(rw, op, operands, (first, second), &|rw, x, ty| {
        let wide = with_element(rw.rw.ctx, ty, rw.rw.ctx.integer_type(wide_width));
        let a = build1(rw, ext, loc, vec![x[0]], wide, vec![]);
        let b = build1(rw, ext, loc, vec![x[1]], wide, vec![]);
        let product = build1(rw, "llvm.mul", loc, vec![a, b], wide, vec![]);
        let low = build1(rw, "llvm.trunc", loc, vec![product], ty, vec![]);
        let shift = int_constant(rw, loc, wide, i64::from(width));
        let shifted = build1(rw, "llvm.lshr", loc, vec![product, shift], wide, vec![]);
        let high = build1(rw, "llvm.trunc", loc, vec![shifted], ty, vec![]);
        (low, high)
    });
    true
}

//! Conversion patterns of the vector ops that compute on registers:
//! broadcasts, element and row access, shuffles, `fma`, reductions,
//! bitcasts, masks and `step`. An n-D vector is an llvm array of 1-D
//! vectors; ops on it are unrolled over the array positions.

use strata::conversion::{ConversionPattern, ConversionRewriter};
use strata::dialects::llvm::{LlvmType, LlvmTypes};
use strata::dialects::vector::{dense_i64, int_array};
use strata::ir::{AttrKind, DenseValues, Location, OpId, Type, TypeKind, ValueId};

use super::super::descriptor::{extract_value, insert_value, undef};
use super::super::{build1, convert_type, get_attr, int_constant, llvm_attr};
use super::{array_positions, kind_of, row_type, vector_shape, VShape, DYNAMIC_POSITION};

pub const PATTERNS: &[ConversionPattern] = &[
    ConversionPattern { root: Some("vector.broadcast"), apply: broadcast },
    ConversionPattern { root: Some("vector.splat"), apply: broadcast },
    ConversionPattern { root: Some("vector.extract"), apply: extract },
    ConversionPattern { root: Some("vector.insert"), apply: insert },
    ConversionPattern { root: Some("vector.extractelement"), apply: element },
    ConversionPattern { root: Some("vector.insertelement"), apply: element },
    ConversionPattern { root: Some("vector.shuffle"), apply: shuffle },
    ConversionPattern { root: Some("vector.fma"), apply: fma },
    ConversionPattern { root: Some("vector.bitcast"), apply: bitcast },
    ConversionPattern { root: Some("vector.step"), apply: step },
    ConversionPattern { root: Some("vector.constant_mask"), apply: constant_mask },
    ConversionPattern { root: Some("vector.from_elements"), apply: from_elements },
    ConversionPattern { root: Some("vector.interleave"), apply: interleave },
];

fn loc_of(rw: &ConversionRewriter<'_, '_>, op: OpId) -> Location {
    rw.rw.body.op(op).loc
}

fn result_type(rw: &ConversionRewriter<'_, '_>, op: OpId) -> Type {
    rw.rw.body.value_type(rw.rw.body.results(op)[0])
}

fn operand_type(rw: &ConversionRewriter<'_, '_>, op: OpId, i: usize) -> Type {
    rw.rw.body.value_type(rw.rw.body.operands(op)[i])
}

/// `i32` or `i64` constant.
pub(super) fn const_int(rw: &mut ConversionRewriter<'_, '_>, loc: Location, width: u32, v: i64) -> ValueId {
    let t = rw.rw.ctx.integer_type(width);
    int_constant(rw, loc, t, v)
}

/// `scalar` in every lane of the 1-D llvm vector type `vty`
/// (insertelement into undef, then a zero-mask shufflevector).
pub(super) fn splat_1d(rw: &mut ConversionRewriter<'_, '_>, loc: Location, scalar: ValueId, vty: Type) -> ValueId {
    let ctx = rw.rw.ctx;
    let n = match ctx.type_kind(vty) {
        TypeKind::Vector { shape, .. } => shape.first().copied().unwrap_or(1),
        _ => 1,
    };
    let u = undef(rw, loc, vty);
    let zero = const_int(rw, loc, 32, 0);
    let v = build1(rw, "llvm.insertelement", loc, vec![u, scalar, zero], vty, vec![]);
    let mask = i32_array(ctx, &vec![0; n as usize]);
    build1(rw, "llvm.shufflevector", loc, vec![v, u], vty, vec![("mask", mask)])
}

pub(super) fn i32_array(ctx: &strata::ir::Context, values: &[i64]) -> strata::ir::Attribute {
    ctx.attr(AttrKind::DenseArray {
        element: ctx.integer_type(32),
        values: values.iter().map(|&v| v as i32 as u32 as u128).collect(),
    })
}

/// An llvm value of the converted n-D type `ty` (array of 1-D vectors) whose
/// row at each array position is `row(position)`; a 1-D type is the row.
pub(super) fn build_rows(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    shape: &VShape,
    ty: Type,
    row: &mut dyn FnMut(&mut ConversionRewriter<'_, '_>, &[i64]) -> ValueId,
) -> ValueId {
    let lead = shape.leading();
    if lead.is_empty() {
        return row(rw, &[]);
    }
    let mut acc = undef(rw, loc, ty);
    for pos in array_positions(lead) {
        let r = row(rw, &pos);
        acc = insert_value(rw, loc, acc, r, &pos);
    }
    acc
}

/// The row at array position `pos` of `value` (of the converted type of an
/// n-D vector), or `value` itself for a 1-D vector.
pub(super) fn row_at(rw: &mut ConversionRewriter<'_, '_>, loc: Location, value: ValueId, pos: &[i64]) -> ValueId {
    if pos.is_empty() {
        return value;
    }
    let ty = row_type(rw.rw.ctx, rw.rw.body.value_type(value));
    extract_value(rw, loc, value, pos, ty)
}

/// Apply `f` to the rows of `operands` (vectors of the shape `shape`) at
/// every array position and assemble the results: upstream's
/// `handleMultidimensionalVectors`.
pub(super) fn unroll_rows(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    shape: &VShape,
    result_ty: Type,
    operands: &[ValueId],
    f: &mut dyn FnMut(&mut ConversionRewriter<'_, '_>, &[ValueId]) -> ValueId,
) -> ValueId {
    let operands = operands.to_vec();
    build_rows(rw, loc, shape, result_ty, &mut |rw, pos| {
        let rows: Vec<ValueId> = operands.iter().map(|&v| row_at(rw, loc, v, pos)).collect();
        f(rw, &rows)
    })
}

/// `vector.broadcast` of a scalar and `vector.splat`: the scalar in every
/// lane of every row. Vector sources are lowered to extracts and inserts
/// before the conversion (see `lower.rs`), except a same-shape broadcast.
fn broadcast(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let rty = result_type(rw, op);
    let Some(shape) = vector_shape(ctx, rty) else { return false };
    let Some(lty) = convert_type(ctx, rty) else { return false };
    let source_ty = operand_type(rw, op, 0);
    let loc = loc_of(rw, op);
    if source_ty == rty {
        rw.replace_op(op, &[operands[0]]);
        return true;
    }
    if vector_shape(ctx, source_ty).is_some() || shape.scalable() {
        return false;
    }
    rw.rw.set_insertion_point_before(op);
    let row_ty = row_type(ctx, lty);
    let scalar = operands[0];
    let splat = splat_1d(rw, loc, scalar, row_ty);
    let v = build_rows(rw, loc, &shape, lty, &mut |_, _| splat);
    rw.replace_op(op, &[v]);
    true
}

/// The static positions of an extract/insert, with `None` for a dynamic one
/// (taken from `dynamic` in order).
fn positions(rw: &ConversionRewriter<'_, '_>, op: OpId) -> Option<Vec<i64>> {
    dense_i64(rw.rw.ctx, get_attr(rw, op, "static_position")?)
}

/// Whether there is one dynamic operand per dynamic position.
fn dynamic_count(pos: &[i64], dynamic: &[ValueId]) -> bool {
    pos.iter().filter(|&&p| p == DYNAMIC_POSITION).count() == dynamic.len()
}

/// The innermost position of an element access: a constant or the
/// converted dynamic index.
fn element_position(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    p: i64,
    dynamic: &mut impl Iterator<Item = ValueId>,
) -> Option<ValueId> {
    if p == DYNAMIC_POSITION {
        dynamic.next()
    } else {
        Some(const_int(rw, loc, 64, p))
    }
}

/// `vector.extract`: rows and sub-arrays with `llvm.extractvalue`, an
/// element of a row with `llvm.extractelement` (the innermost position may
/// be dynamic).
fn extract(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let Some(pos) = positions(rw, op) else { return false };
    let Some(shape) = vector_shape(ctx, operand_type(rw, op, 0)) else { return false };
    let Some(rty) = convert_type(ctx, result_type(rw, op)) else { return false };
    let rank = shape.rank();
    let array_part = &pos[..pos.len().min(rank.saturating_sub(1))];
    if array_part.contains(&DYNAMIC_POSITION) || pos.len() > rank.max(1) || !dynamic_count(&pos, &operands[1..]) {
        return false;
    }
    let loc = loc_of(rw, op);
    rw.rw.set_insertion_point_before(op);
    let mut dynamic = operands[1..].iter().copied();
    let source = operands[0];
    let v = if pos.len() < rank {
        if pos.is_empty() {
            source
        } else {
            extract_value(rw, loc, source, &pos, rty)
        }
    } else {
        let row = row_at(rw, loc, source, array_part);
        let p = if rank == 0 { 0 } else { pos[rank - 1] };
        let Some(index) = element_position(rw, loc, p, &mut dynamic) else { return false };
        build1(rw, "llvm.extractelement", loc, vec![row, index], rty, vec![])
    };
    rw.replace_op(op, &[v]);
    true
}

/// `vector.insert`, the converse of [`extract`]: an element goes into its
/// row with `llvm.insertelement` and the row back into the array.
fn insert(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let Some(pos) = positions(rw, op) else { return false };
    let Some(shape) = vector_shape(ctx, operand_type(rw, op, 1)) else { return false };
    let rank = shape.rank();
    let array_part = &pos[..pos.len().min(rank.saturating_sub(1))];
    if array_part.contains(&DYNAMIC_POSITION) || pos.len() > rank.max(1) || !dynamic_count(&pos, &operands[2..]) {
        return false;
    }
    let loc = loc_of(rw, op);
    rw.rw.set_insertion_point_before(op);
    let mut dynamic = operands[2..].iter().copied();
    let (source, dest) = (operands[0], operands[1]);
    let v = if pos.len() < rank {
        if pos.is_empty() {
            source
        } else {
            insert_value(rw, loc, dest, source, &pos)
        }
    } else {
        let row = row_at(rw, loc, dest, array_part);
        let row_ty = rw.rw.body.value_type(row);
        let p = if rank == 0 { 0 } else { pos[rank - 1] };
        let Some(index) = element_position(rw, loc, p, &mut dynamic) else { return false };
        let new_row = build1(rw, "llvm.insertelement", loc, vec![row, source, index], row_ty, vec![]);
        if array_part.is_empty() {
            new_row
        } else {
            insert_value(rw, loc, dest, new_row, array_part)
        }
    };
    rw.replace_op(op, &[v]);
    true
}

/// `vector.extractelement`/`insertelement` of a 1-D or 0-D vector (a 0-D
/// one at lane 0).
fn element(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let Some(rty) = convert_type(ctx, result_type(rw, op)) else { return false };
    let extract = ctx.str(rw.rw.body.op(op).name) == "vector.extractelement";
    let loc = loc_of(rw, op);
    rw.rw.set_insertion_point_before(op);
    let (mut args, name) = if extract {
        (vec![operands[0]], "llvm.extractelement")
    } else {
        (vec![operands[1], operands[0]], "llvm.insertelement")
    };
    let index = match operands.get(args.len()) {
        Some(&i) => i,
        None => const_int(rw, loc, 32, 0),
    };
    args.push(index);
    let v = build1(rw, name, loc, args, rty, vec![]);
    rw.replace_op(op, &[v]);
    true
}

/// `vector.shuffle`: one `llvm.shufflevector` for two 1-D vectors of one
/// type, otherwise element by element (rows by rows for n-D).
fn shuffle(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let Some(mask) = get_attr(rw, op, "mask").and_then(|a| int_array(ctx, a).or_else(|| dense_i64(ctx, a))) else {
        return false;
    };
    let (t1, t2, rty) = (operand_type(rw, op, 0), operand_type(rw, op, 1), result_type(rw, op));
    let (Some(s1), Some(lty)) = (vector_shape(ctx, t1), convert_type(ctx, rty)) else { return false };
    let Some(element_ty) = convert_type(ctx, s1.element) else { return false };
    let loc = loc_of(rw, op);
    rw.rw.set_insertion_point_before(op);
    let (v1, v2) = (operands[0], operands[1]);
    let v = if t1 == t2 && s1.rank() == 1 {
        let m = i32_array(ctx, &mask);
        build1(rw, "llvm.shufflevector", loc, vec![v1, v2], lty, vec![("mask", m)])
    } else {
        // Element by element (rows by rows for n-D); a negative index is a
        // poison lane, left undefined.
        let n1 = s1.dims.first().copied().unwrap_or(1);
        let mut acc = undef(rw, loc, lty);
        for (i, &m) in mask.iter().enumerate().filter(|(_, &m)| m >= 0) {
            let (src, j) = if m < n1 { (v1, m) } else { (v2, m - n1) };
            if s1.rank() <= 1 {
                let pj = const_int(rw, loc, 64, j);
                let e = build1(rw, "llvm.extractelement", loc, vec![src, pj], element_ty, vec![]);
                let pi = const_int(rw, loc, 64, i as i64);
                acc = build1(rw, "llvm.insertelement", loc, vec![acc, e, pi], lty, vec![]);
            } else {
                let sub_ty = extract_type(ctx, lty);
                let e = extract_value(rw, loc, src, &[j], sub_ty);
                acc = insert_value(rw, loc, acc, e, &[i as i64]);
            }
        }
        acc
    };
    rw.replace_op(op, &[v]);
    true
}

/// The element type of an llvm array type.
fn extract_type(ctx: &strata::ir::Context, ty: Type) -> Type {
    match ctx.llvm_kind(ty) {
        Some(LlvmType::Array { element, .. }) => *element,
        _ => ty,
    }
}

/// `vector.fma`: `llvm.intr.fmuladd` per row.
fn fma(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let rty = result_type(rw, op);
    let (Some(shape), Some(lty)) = (vector_shape(ctx, rty), convert_type(ctx, rty)) else { return false };
    let loc = loc_of(rw, op);
    rw.rw.set_insertion_point_before(op);
    let row_ty = row_type(ctx, lty);
    let v = unroll_rows(rw, loc, &shape, lty, operands, &mut |rw, rows| {
        build1(rw, "llvm.intr.fmuladd", loc, rows.to_vec(), row_ty, vec![])
    });
    rw.replace_op(op, &[v]);
    true
}

/// `vector.bitcast`: `llvm.bitcast` per row.
fn bitcast(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let rty = result_type(rw, op);
    let (Some(shape), Some(lty)) = (vector_shape(ctx, rty), convert_type(ctx, rty)) else { return false };
    let loc = loc_of(rw, op);
    rw.rw.set_insertion_point_before(op);
    let row_ty = row_type(ctx, lty);
    let v = unroll_rows(rw, loc, &shape, lty, operands, &mut |rw, rows| {
        if rw.rw.body.value_type(rows[0]) == row_ty {
            rows[0]
        } else {
            build1(rw, "llvm.bitcast", loc, vec![rows[0]], row_ty, vec![])
        }
    });
    rw.replace_op(op, &[v]);
    true
}

/// The llvm reduction intrinsic of a combining kind, and the op that
/// combines its result with the accumulator.
fn reduction_ops(kind: &str, float: bool) -> Option<(&'static str, &'static str)> {
    Some(match (kind, float) {
        ("add", false) => ("add", "llvm.add"),
        ("mul", false) => ("mul", "llvm.mul"),
        ("and", false) => ("and", "llvm.and"),
        ("or", false) => ("or", "llvm.or"),
        ("xor", false) => ("xor", "llvm.xor"),
        ("minsi", false) => ("smin", "llvm.intr.smin"),
        ("maxsi", false) => ("smax", "llvm.intr.smax"),
        ("minui", false) => ("umin", "llvm.intr.umin"),
        ("maxui", false) => ("umax", "llvm.intr.umax"),
        ("add", true) => ("fadd", "llvm.fadd"),
        ("mul", true) => ("fmul", "llvm.fmul"),
        ("minnumf", true) => ("fmin", "llvm.intr.minnum"),
        ("maxnumf", true) => ("fmax", "llvm.intr.maxnum"),
        ("minimumf", true) => ("fminimum", "llvm.intr.minimum"),
        ("maximumf", true) => ("fmaximum", "llvm.intr.maximum"),
        _ => return None,
    })
}

/// `vector.reduction` of a 1-D vector: `llvm.intr.vector.reduce.*`, the
/// accumulator combined after (integers, min/max) or as the start value
/// (`fadd`/`fmul`, ordered unless `reassociate-fp-reductions`).
fn reduction_with(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId], reassociate: bool) -> bool {
    let ctx = rw.rw.ctx;
    let Some(kind) = get_attr(rw, op, "kind").and_then(|a| kind_of(ctx, a)) else { return false };
    let source_ty = operand_type(rw, op, 0);
    let Some(shape) = vector_shape(ctx, source_ty) else { return false };
    if shape.rank() > 1 || shape.scalable() {
        return false;
    }
    let Some(rty) = convert_type(ctx, result_type(rw, op)) else { return false };
    let float = ctx.is_float(rty);
    let Some((intrinsic, combine)) = reduction_ops(&kind, float) else { return false };
    let mut flags = super::super::fastmath(rw, op);
    let loc = loc_of(rw, op);
    rw.rw.set_insertion_point_before(op);
    let (v, acc) = (operands[0], operands.get(1).copied());
    let name = format!("llvm.intr.vector.reduce.{intrinsic}");
    let result = if intrinsic == "fadd" || intrinsic == "fmul" {
        if reassociate {
            flags = vec![("fastmathFlags", reassoc_flags(rw, op))];
        }
        let start = match acc {
            Some(a) => a,
            None => {
                let kind = ctx.float_kind(rty).expect("a float");
                let neutral = if intrinsic == "fadd" { 0.0 } else { 1.0 };
                let attr = ctx.attr(AttrKind::Float { ty: rty, bits: strata::ir::float::from_f64(kind, neutral) });
                build1(rw, "llvm.mlir.constant", loc, vec![], rty, vec![("value", attr)])
            }
        };
        build1(rw, &name, loc, vec![start, v], rty, flags)
    } else {
        let props = if float { flags.clone() } else { Vec::new() };
        let r = build1(rw, &name, loc, vec![v], rty, props);
        match acc {
            Some(a) => {
                let props = if float { flags } else { Vec::new() };
                build1(rw, combine, loc, vec![a, r], rty, props)
            }
            None => r,
        }
    };
    rw.replace_op(op, &[result]);
    true
}

/// The op's fast-math flags with `reassoc` added.
fn reassoc_flags(rw: &ConversionRewriter<'_, '_>, op: OpId) -> strata::ir::Attribute {
    let ctx = rw.rw.ctx;
    let mut names: Vec<String> = match get_attr(rw, op, "fastmath").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Opaque { data, .. }) => data
            .trim_start_matches("fastmath")
            .trim_matches(|c| c == '<' || c == '>')
            .split(',')
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty() && s != "none")
            .collect(),
        _ => Vec::new(),
    };
    if !names.iter().any(|n| n == "reassoc" || n == "fast") {
        names.insert(0, "reassoc".into());
    }
    llvm_attr(ctx, format!("fastmath<{}>", names.join(", ")))
}

/// `vector.reduction` with ordered `fadd`/`fmul`.
pub(super) fn reduction(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    reduction_with(rw, op, operands, false)
}

/// `vector.reduction` with `fadd`/`fmul` free to reassociate.
pub(super) fn reduction_reassoc(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    reduction_with(rw, op, operands, true)
}

/// `vector.step`: the constant `[0, 1, ..., n-1]`.
fn step(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let rty = result_type(rw, op);
    let (Some(shape), Some(lty)) = (vector_shape(ctx, rty), convert_type(ctx, rty)) else { return false };
    if shape.scalable() {
        return false;
    }
    let loc = loc_of(rw, op);
    rw.rw.set_insertion_point_before(op);
    let n = shape.dims.first().copied().unwrap_or(1);
    let v = dense_constant(rw, loc, lty, (0..n as u128).collect());
    rw.replace_op(op, &[v]);
    true
}

/// `llvm.mlir.constant(dense<values>)` of the 1-D llvm vector type `ty`.
pub(super) fn dense_constant(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    ty: Type,
    values: Vec<u128>,
) -> ValueId {
    let ctx = rw.rw.ctx;
    let splat = values.windows(2).all(|w| w[0] == w[1]) && !values.is_empty();
    let values = if splat { vec![values[0]] } else { values };
    let attr = ctx.attr(AttrKind::DenseElements { ty, splat, values: DenseValues::Int(values) });
    build1(rw, "llvm.mlir.constant", loc, vec![], ty, vec![("value", attr)])
}

/// `vector.constant_mask`: each row a constant of its leading `size` lanes
/// set, rows past a leading dimension's size all clear.
fn constant_mask(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let rty = result_type(rw, op);
    let (Some(shape), Some(lty)) = (vector_shape(ctx, rty), convert_type(ctx, rty)) else { return false };
    let Some(sizes) = get_attr(rw, op, "mask_dim_sizes").and_then(|a| int_array(ctx, a).or_else(|| dense_i64(ctx, a)))
    else {
        return false;
    };
    if shape.scalable() && sizes.last().is_some_and(|&s| s != 0 && s != shape.dims[shape.rank() - 1]) {
        return false;
    }
    let loc = loc_of(rw, op);
    rw.rw.set_insertion_point_before(op);
    let row_ty = row_type(ctx, lty);
    let n = shape.dims.last().copied().unwrap_or(1);
    let inner = sizes.last().copied().unwrap_or(n.min(1));
    let v = build_rows(rw, loc, &shape, lty, &mut |rw, pos| {
        let on = pos.iter().zip(&sizes).all(|(&p, &s)| p < s);
        let values = (0..n).map(|i| u128::from(on && i < inner)).collect();
        dense_constant(rw, loc, row_ty, values)
    });
    rw.replace_op(op, &[v]);
    true
}

/// 1-D `vector.create_mask %n`: `[0, 1, ...] < splat(n)` in `i32` lanes
/// (`force-32bit-vector-indices`, the default) or `i64` lanes. n-D masks are
/// lowered to 1-D ones first (see `lower.rs`).
pub(super) fn mask_1d(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    n: i64,
    bound: ValueId,
    width32: bool,
) -> ValueId {
    let ctx = rw.rw.ctx;
    let width = if width32 { 32 } else { 64 };
    let it = ctx.integer_type(width);
    let vty = ctx.ty(TypeKind::Vector { shape: vec![n], scalable: vec![false], element: it });
    let step = dense_constant(rw, loc, vty, (0..n as u128).collect());
    let b =
        if rw.rw.body.value_type(bound) == it { bound } else { build1(rw, "llvm.trunc", loc, vec![bound], it, vec![]) };
    let splat = splat_1d(rw, loc, b, vty);
    let bool_ty = ctx.ty(TypeKind::Vector { shape: vec![n], scalable: vec![false], element: ctx.integer_type(1) });
    let slt = ctx.int_attr(ctx.integer_type(64), 2);
    build1(rw, "llvm.icmp", loc, vec![step, splat], bool_ty, vec![("predicate", slt)])
}

/// `vector.create_mask` with `i32` lanes (`force-32bit-vector-indices`).
pub(super) fn create_mask_i32(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    create_mask(rw, op, operands, true)
}

/// `vector.create_mask` with `i64` lanes.
pub(super) fn create_mask_i64(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    create_mask(rw, op, operands, false)
}

fn create_mask(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId], width32: bool) -> bool {
    let ctx = rw.rw.ctx;
    let rty = result_type(rw, op);
    let Some(shape) = vector_shape(ctx, rty) else { return false };
    if shape.rank() > 1 || shape.scalable() {
        return false;
    }
    let loc = loc_of(rw, op);
    rw.rw.set_insertion_point_before(op);
    let n = shape.dims.first().copied().unwrap_or(1);
    let bound = match operands.first() {
        Some(&b) => b,
        None => const_int(rw, loc, 64, 1),
    };
    let v = mask_1d(rw, loc, n, bound, width32);
    rw.replace_op(op, &[v]);
    true
}

/// `vector.from_elements`: each row an `insertelement` chain into undef.
fn from_elements(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let rty = result_type(rw, op);
    let (Some(shape), Some(lty)) = (vector_shape(ctx, rty), convert_type(ctx, rty)) else { return false };
    let n = shape.dims.last().copied().unwrap_or(1);
    if shape.scalable() || operands.len() as i64 != shape.dims.iter().product::<i64>() {
        return false;
    }
    let loc = loc_of(rw, op);
    rw.rw.set_insertion_point_before(op);
    let row_ty = row_type(ctx, lty);
    let mut elements = operands.iter().copied();
    let v = build_rows(rw, loc, &shape, lty, &mut |rw, _| {
        let mut row = undef(rw, loc, row_ty);
        for i in 0..n {
            let at = const_int(rw, loc, 64, i);
            let e = elements.next().expect("one operand per element");
            row = build1(rw, "llvm.insertelement", loc, vec![row, e, at], row_ty, vec![]);
        }
        row
    });
    rw.replace_op(op, &[v]);
    true
}

/// `vector.interleave`: per row, a `shufflevector` taking lanes alternately
/// from both operands.
fn interleave(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let rty = result_type(rw, op);
    let (Some(shape), Some(lty)) = (vector_shape(ctx, rty), convert_type(ctx, rty)) else { return false };
    let Some(source) = vector_shape(ctx, operand_type(rw, op, 0)) else { return false };
    if shape.scalable() {
        return false;
    }
    let n = source.dims.last().copied().unwrap_or(1);
    let mask: Vec<i64> = (0..n).flat_map(|i| [i, n + i]).collect();
    let loc = loc_of(rw, op);
    rw.rw.set_insertion_point_before(op);
    let row_ty = row_type(ctx, lty);
    let m = i32_array(ctx, &mask);
    let v = unroll_rows(rw, loc, &shape, lty, operands, &mut |rw, rows| {
        build1(rw, "llvm.shufflevector", loc, rows.to_vec(), row_ty, vec![("mask", m)])
    });
    rw.replace_op(op, &[v]);
    true
}

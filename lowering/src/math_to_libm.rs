//! `convert-math-to-libm`: math ops become calls to the C math library
//! (`func.call @tanhf`), as upstream MLIR 19's pass of that name does.
//!
//! * Scalars of f32 and f64 call the float (`tanhf`) or double (`tanh`)
//!   function; f16 and bf16 are extended to f32 for the call and the result
//!   truncated back.
//! * Vectors of fixed length (any rank, 0-D included) are scalarized: from a
//!   zero vector, each element is extracted from every operand, computed by
//!   a call and inserted, in row-major order.
//! * The functions are declared (`func.func private @tanhf(f32) -> f32
//!   attributes {llvm.readnone}`) at the start of the nearest symbol table,
//!   unless a symbol of that name is already there, in upstream's order.
//!
//! As upstream, the pass fails on a math op it cannot convert: one without
//! a C function (`rsqrt`, `copysign`, `fpowi`, the integer ops; the error
//! says that `convert-math-to-llvm` lowers them) or on a float type the
//! library does not take (f80, f128, f8...). Where upstream miscompiles or
//! builds invalid IR, Strata reports an error at the op too: a scalable
//! vector (upstream calls its first lanes only) and a symbol of the
//! function's name that is not a function of the needed type.

use std::collections::HashMap;

use strata::conversion::{apply_conversion, ConversionPattern, ConversionRewriter, ConversionTarget, Mode};
use strata::dialects::arith::{ConstantOp, ExtFOp, TruncFOp};
use strata::dialects::vector::{ExtractOp, InsertOp};
use strata::ir::float::FloatKind;
use strata::ir::{AttrKind, Body, Context, DenseValues, Location, OpId, OperationState, Type, TypeKind, ValueId};
use strata::opdef::{ods::attr, Traits};
use strata::pass::registry::PassOptions;
use strata::pass::{Pass, PassCx, Target};
use strata::syntax::diag::Diagnostic;
use strata::syntax::printer::type_to_string;

/// The math ops with a C library function: (op, f32 function, f64 function).
pub(crate) const LIBM: &[(&str, &str, &str)] = &[
    ("math.absf", "fabsf", "fabs"),
    ("math.acos", "acosf", "acos"),
    ("math.acosh", "acoshf", "acosh"),
    ("math.asin", "asinf", "asin"),
    ("math.asinh", "asinhf", "asinh"),
    ("math.atan", "atanf", "atan"),
    ("math.atan2", "atan2f", "atan2"),
    ("math.atanh", "atanhf", "atanh"),
    ("math.cbrt", "cbrtf", "cbrt"),
    ("math.ceil", "ceilf", "ceil"),
    ("math.cos", "cosf", "cos"),
    ("math.cosh", "coshf", "cosh"),
    ("math.erf", "erff", "erf"),
    ("math.exp", "expf", "exp"),
    ("math.exp2", "exp2f", "exp2"),
    ("math.expm1", "expm1f", "expm1"),
    ("math.floor", "floorf", "floor"),
    ("math.fma", "fmaf", "fma"),
    ("math.log", "logf", "log"),
    ("math.log10", "log10f", "log10"),
    ("math.log1p", "log1pf", "log1p"),
    ("math.log2", "log2f", "log2"),
    ("math.powf", "powf", "pow"),
    ("math.round", "roundf", "round"),
    ("math.roundeven", "roundevenf", "roundeven"),
    ("math.sin", "sinf", "sin"),
    ("math.sinh", "sinhf", "sinh"),
    ("math.sqrt", "sqrtf", "sqrt"),
    ("math.tan", "tanf", "tan"),
    ("math.tanh", "tanhf", "tanh"),
    ("math.trunc", "truncf", "trunc"),
];

pub(crate) fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ConvertMathToLibm))
}

struct ConvertMathToLibm;

impl Pass for ConvertMathToLibm {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        declare_functions(cx, &mut target.body)?;
        let mut ct = ConversionTarget::new();
        // Upstream's legal dialects: the ops the patterns build are not folded.
        for dialect in ["arith", "builtin", "func", "vector"] {
            ct.add_legal_dialect(dialect);
        }
        ct.add_illegal_dialect("math");
        let patterns = [ConversionPattern { root: None, apply: to_call }];
        apply_conversion(cx.ctx, cx.registry, &mut target.body, &ct, &patterns, None, Mode::Partial)
            .map_err(crate::combine_errors)
    }
}

/// The C function math op `op_name` on `ty` computes with, and the float
/// type it takes (f16 and bf16 go through f32); `None` for ops of other
/// dialects. Err: why the op cannot become calls.
fn callee(ctx: &Context, op_name: &str, ty: Type) -> Option<Result<(&'static str, Type), String>> {
    if !op_name.starts_with("math.") {
        return None;
    }
    let illegal = format!("failed to legalize operation '{op_name}' that was explicitly marked illegal");
    let Some(&(_, f32_name, f64_name)) = LIBM.iter().find(|l| l.0 == op_name) else {
        return Some(Err(format!(
            "{illegal} (convert-math-to-libm: the C math library has no function for it; convert-math-to-llvm \
             lowers it)"
        )));
    };
    let el = match ctx.type_kind(ty) {
        TypeKind::Vector { scalable, element, .. } => {
            if scalable.contains(&true) {
                return Some(Err(format!(
                    "'{op_name}' op on {} cannot become C math library calls: the number of lanes of a scalable \
                     vector is not known at compile time",
                    type_to_string(ctx, ty)
                )));
            }
            *element
        }
        _ => ty,
    };
    let f32t = ctx.float_type(FloatKind::F32);
    Some(match ctx.float_kind(el) {
        Some(FloatKind::F32 | FloatKind::F16 | FloatKind::BF16) => Ok((f32_name, f32t)),
        Some(FloatKind::F64) => Ok((f64_name, el)),
        _ => Err(format!(
            "{illegal} (convert-math-to-libm: the C math library has no function for {}; it takes f16, bf16 \
             (through f32), f32 and f64)",
            type_to_string(ctx, el)
        )),
    })
}

/// Declare the functions the math ops of the symbol table whose arena is
/// `table` will call, then do the same in the symbol tables nested in it.
fn declare_functions(cx: &PassCx<'_>, table: &mut Body) -> Result<(), Diagnostic> {
    let ctx = cx.ctx;
    let Some(block) = table.roots.first().and_then(|&r| table.region(r).blocks.first().copied()) else {
        return Ok(());
    };
    let mut symbols: HashMap<Vec<u8>, OpId> = HashMap::new();
    let mut nested = Vec::new();
    for op in table.block_ops(block) {
        if let Some(name) = attr(ctx, table, op, "sym_name").and_then(|a| ctx.as_string(a)) {
            symbols.entry(name.to_vec()).or_insert(op);
        }
        if is_symbol_table(cx, table, op) {
            nested.push(op);
        }
    }
    let mut needed: Vec<(&'static str, Type, Location)> = Vec::new();
    let mut errors = Vec::new();
    walk_table(cx, table, &mut |body, op| {
        let name = ctx.str(body.op(op).name);
        let Some(&result) = body.results(op).first() else { return };
        match callee(ctx, name, body.value_type(result)) {
            None => {}
            Some(Err(e)) => errors.push(Diagnostic::error(body.op(op).loc, e)),
            Some(Ok((f, t))) => {
                let fty = ctx.function_type(vec![t; body.operands(op).len()], vec![t]);
                needed.push((f, fty, body.op(op).loc));
            }
        }
    });
    if !errors.is_empty() {
        return Err(crate::combine_errors(errors));
    }
    let mut new: Vec<(&'static str, Type)> = Vec::new();
    for (f, fty, loc) in needed {
        match symbols.get(f.as_bytes()) {
            Some(&existing) => check_existing(ctx, table, existing, f, fty, loc)?,
            None if new.iter().any(|n| n.0 == f) => {}
            None => new.push((f, fty)),
        }
    }
    // Each declaration goes to the start of the table as its first user is
    // converted, so the last one needed comes first.
    for (f, fty) in new {
        let decl = declaration(ctx, table, f, fty);
        match table.first_op(block) {
            Some(first) => table.insert_op_before(first, decl),
            None => table.append_op(block, decl),
        }
    }
    for op in nested {
        if let Some(mut inner) = table.take_inner(op) {
            let r = declare_functions(cx, &mut inner);
            table.set_inner(op, Some(inner));
            r?;
        }
    }
    Ok(())
}

/// A symbol named like the C function must be a function of its type.
fn check_existing(
    ctx: &Context,
    table: &Body,
    existing: OpId,
    f: &str,
    fty: Type,
    loc: Location,
) -> Result<(), Diagnostic> {
    let is_func = ctx.str(table.op(existing).name) == "func.func";
    let ty = attr(ctx, table, existing, "function_type").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    });
    if is_func && ty == Some(fty) {
        return Ok(());
    }
    let want = type_to_string(ctx, fty);
    Err(Diagnostic::error(
        loc,
        format!("cannot call the C math library function '{f}': the symbol '{f}' is not a function of type {want}"),
    )
    .with_note(table.op(existing).loc, format!("'{f}' is defined here")))
}

/// Visit the ops of the symbol table `table` in the order the conversion
/// converts them (before the ops nested in them), without entering nested
/// symbol tables.
fn walk_table(cx: &PassCx<'_>, table: &Body, f: &mut dyn FnMut(&Body, OpId)) {
    crate::util::walk_all(table, &mut |body, op| {
        if is_symbol_table(cx, body, op) {
            return false;
        }
        f(body, op);
        true
    });
}

fn is_symbol_table(cx: &PassCx<'_>, body: &Body, op: OpId) -> bool {
    cx.registry.traits_named(cx.ctx, body.op(op).name).contains(Traits::SYMBOL_TABLE)
}

/// `func.func private @name(...) -> ... attributes {llvm.readnone}`, detached.
fn declaration(ctx: &Context, table: &mut Body, name: &str, fty: Type) -> OpId {
    let inner = crate::to_llvm::declaration_body();
    let props = vec![
        (ctx.ident("function_type"), ctx.type_attr(fty)),
        (ctx.ident("sym_name"), ctx.string_attr(name)),
        (ctx.ident("sym_visibility"), ctx.string_attr("private")),
    ];
    table.create_op(OperationState {
        name: ctx.ident("func.func"),
        loc: ctx.unknown_loc(),
        operands: Vec::new(),
        result_types: Vec::new(),
        properties: Some(ctx.dictionary(props)),
        attributes: ctx.dictionary(vec![(ctx.ident("llvm.readnone"), ctx.unit_attr())]),
        successors: Vec::new(),
        regions: inner.roots.clone(),
        inner: Some(inner),
    })
}

/// The op as calls: one for a scalar, one per element of a vector.
fn to_call(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let Some(&result) = body.results(op).first() else { return false };
    let ty = body.value_type(result);
    let Some(Ok((f, call_ty))) = callee(ctx, ctx.str(body.op(op).name), ty) else { return false };
    let loc = body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let value = match ctx.type_kind(ty).clone() {
        TypeKind::Vector { shape, element, .. } => {
            let zero = strata::ir::float::from_f64(ctx.float_kind(element).expect("a float vector"), 0.0);
            let dense = ctx.attr(AttrKind::DenseElements { ty, splat: true, values: DenseValues::Float(vec![zero]) });
            let c = ConstantOp::create(ctx, rw.rw.body, loc, ty, dense);
            let mut acc = insert(rw, c.0);
            let count: i64 = shape.iter().product();
            for linear in 0..count {
                let position = delinearize(&shape, linear);
                let at = i64_array(ctx, &position);
                let lanes: Vec<ValueId> = operands
                    .iter()
                    .map(|&v| {
                        let e = ExtractOp::create(ctx, rw.rw.body, loc, v, Vec::new(), element, at);
                        insert(rw, e.0)
                    })
                    .collect();
                let r = call(rw, loc, f, &lanes, element, call_ty);
                let i = InsertOp::create(ctx, rw.rw.body, loc, r, acc, Vec::new(), ty, at);
                acc = insert(rw, i.0);
            }
            acc
        }
        _ => call(rw, loc, f, operands, ty, call_ty),
    };
    rw.replace_op(op, &[value]);
    true
}

/// `func.call @f(args)` computing in `call_ty`, for arguments and a result
/// of type `ty` (extended and truncated when they differ).
fn call(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    f: &str,
    args: &[ValueId],
    ty: Type,
    call_ty: Type,
) -> ValueId {
    let ctx = rw.rw.ctx;
    let args: Vec<ValueId> = if ty == call_ty {
        args.to_vec()
    } else {
        args.iter()
            .map(|&a| {
                let e = ExtFOp::create(ctx, rw.rw.body, loc, a, call_ty, None);
                insert(rw, e.0)
            })
            .collect()
    };
    let props = ctx.dictionary(vec![(ctx.ident("callee"), ctx.symbol_ref(f))]);
    let c = rw.rw.create(OperationState {
        name: ctx.ident("func.call"),
        loc,
        operands: args,
        result_types: vec![call_ty],
        properties: Some(props),
        attributes: ctx.empty_dictionary(),
        successors: Vec::new(),
        regions: Vec::new(),
        inner: None,
    });
    let r = rw.rw.body.results(c)[0];
    if ty == call_ty {
        return r;
    }
    let t = TruncFOp::create(ctx, rw.rw.body, loc, r, ty, None, None);
    insert(rw, t.0)
}

/// `array<i64: ...>` of `values`.
fn i64_array(ctx: &Context, values: &[i64]) -> strata::ir::Attribute {
    ctx.attr(AttrKind::DenseArray {
        element: ctx.integer_type(64),
        values: values.iter().map(|&x| x as u64 as u128).collect(),
    })
}

/// Place the detached one-result `op` at the insertion point; its result.
fn insert(rw: &mut ConversionRewriter<'_, '_>, op: OpId) -> ValueId {
    rw.rw.insert(op);
    rw.rw.body.results(op)[0]
}

/// The position of element `linear` of `shape` in row-major order.
fn delinearize(shape: &[i64], mut linear: i64) -> Vec<i64> {
    let mut position = vec![0; shape.len()];
    for (p, &d) in position.iter_mut().zip(shape).rev() {
        *p = linear % d;
        linear /= d;
    }
    position
}

#[cfg(test)]
mod tests {
    #[test]
    fn positions_are_row_major() {
        let all: Vec<Vec<i64>> = (0..6).map(|i| super::delinearize(&[2, 3], i)).collect();
        assert_eq!(all, [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2]]);
        assert_eq!(super::delinearize(&[], 0), Vec::<i64>::new());
    }
}

//! Upstream's `DecomposePrintOpConversion` (MLIR 19): `vector.print` of a
//! vector becomes nested loops printing `(`, the elements one by one with
//! `,` between them, and `)`, then the original punctuation. Integers of
//! odd widths are extended to a power of two of at least 8 bits first, and
//! n-D vectors are flattened so that elements can be read at a dynamic
//! position.

use strata::dialects::arith::{AddIOp, CmpIOp, ExtSIOp, ExtUIOp, MulIOp, SubIOp, CMP_I_ENUM};
use strata::dialects::vector::{
    punctuation_attr, vector_parts, vector_type, BitCastOp, ExtractElementOp, PrintOp, ShapeCastOp,
};
use strata::ir::{Location, OpId, Signedness, TypeKind, ValueId};
use strata::rewrite::Rewriter;

use super::xfer::{build_for, build_if, constant_index, insert_value, yield_values, CMPI_ULT};

/// Create `$op` with `create`'s arguments after the context and body, at
/// the insertion point; its first result.
macro_rules! build {
    ($rw:expr, $op:ident($($arg:expr),* $(,)?)) => {{
        let op = $op::create($rw.ctx, $rw.body, $($arg),*).0;
        insert_value($rw, op)
    }};
}

fn print_punctuation(rw: &mut Rewriter<'_>, loc: Location, case: &str) -> OpId {
    let attr = punctuation_attr(rw.ctx, case);
    let op = PrintOp::create(rw.ctx, rw.body, loc, None, Some(attr), None);
    rw.insert(op.0)
}

/// Extend odd-width integer elements to a legal width (upstream casts to
/// signless, extends, and casts back to the signedness of the source).
fn legalize_integers(rw: &mut Rewriter<'_>, loc: Location, value: ValueId) -> ValueId {
    let ctx = rw.ctx;
    let vty = rw.body.value_type(value);
    let Some((shape, scalable, element)) = vector_parts(ctx, vty) else { return value };
    let (shape, scalable) = (shape.to_vec(), scalable.to_vec());
    let TypeKind::Integer { width, signedness } = *ctx.type_kind(element) else { return value };
    let legal = width.max(8).next_power_of_two();
    let with = |w, s| {
        vector_type(ctx, shape.clone(), scalable.clone(), rw.ctx.ty(TypeKind::Integer { width: w, signedness: s }))
    };
    let (source_signless, target_signless) = (with(width, Signedness::Signless), with(legal, Signedness::Signless));
    let target = with(legal, signedness);
    let mut v = build!(rw, BitCastOp(loc, value, source_signless));
    if rw.body.value_type(v) != target_signless {
        v = if width == 1 || signedness == Signedness::Unsigned {
            build!(rw, ExtUIOp(loc, v, target_signless))
        } else {
            build!(rw, ExtSIOp(loc, v, target_signless))
        };
    }
    build!(rw, BitCastOp(loc, v, target))
}

/// Upstream `DecomposePrintOpConversion`.
pub(super) fn decompose(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let print = PrintOp(op);
    let Some(source) = print.source(ctx, rw.body) else { return false };
    let Some((_, scalable, _)) = vector_parts(ctx, rw.body.value_type(source)) else { return false };
    if scalable.iter().any(|&s| s) {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let punctuation = print.punctuation(ctx, rw.body);
    let mut value = legalize_integers(rw, loc, source);
    let (shape, _, element) = vector_parts(ctx, rw.body.value_type(value)).expect("a vector");
    let rank = shape.len();
    let shape = if rank == 0 { vec![1] } else { shape.to_vec() };
    if rank != 1 {
        let flat = vector_type(ctx, vec![shape.iter().product()], vec![false], element);
        value = build!(rw, ShapeCastOp(loc, value, flat));
    }
    let (first_close, ivs) = print_loops(rw, loc, &shape);
    let index = flat_index(rw, loc, &shape, &ivs);
    let element_value = build!(rw, ExtractElementOp(loc, value, Some(index), element));
    let no_punct = punctuation_attr(ctx, "no_punctuation");
    let print_element = PrintOp::create(ctx, rw.body, loc, Some(element_value), Some(no_punct), None).0;
    rw.insert(print_element);
    rw.set_insertion_point_after(first_close);
    let print_end = PrintOp::create(ctx, rw.body, loc, None, punctuation, None).0;
    rw.insert(print_end);
    rw.erase_op(op);
    true
}

/// The loop nest over `shape`, each loop printing `(` before, `)` after and
/// `,` after all but its last element; the insertion point is left at the
/// start of the innermost body. The first `)` and the induction variables.
fn print_loops(rw: &mut Rewriter<'_>, loc: Location, shape: &[i64]) -> (OpId, Vec<ValueId>) {
    let ctx = rw.ctx;
    let mut first_close = None;
    let mut ivs = Vec::new();
    for &size in shape {
        let lb = constant_index(rw, loc, 0);
        let ub = constant_index(rw, loc, size);
        let step = constant_index(rw, loc, 1);
        let last = build!(rw, SubIOp(loc, ub, step, ctx.index_type(), None));
        print_punctuation(rw, loc, "open");
        let for_op = build_for(rw, loc, [lb, ub, step], Vec::new(), &mut |b, _, _| yield_values(b, loc, Vec::new()));
        let close = print_punctuation(rw, loc, "close");
        first_close.get_or_insert(close);
        let block = rw.body.region(rw.body.op(for_op).regions[0]).blocks[0];
        let iv = rw.body.block(block).args[0];
        ivs.push(iv);
        rw.set_insertion_point_to_start(block);
        let ult = CMP_I_ENUM.attr(ctx, CMPI_ULT);
        let not_last = build!(rw, CmpIOp(loc, iv, last, ctx.integer_type(1), ult));
        let mut comma = |b: &mut Rewriter<'_>| {
            print_punctuation(b, loc, "comma");
            None
        };
        build_if(rw, loc, not_last, Vec::new(), &mut comma, None);
        rw.set_insertion_point_to_start(block);
    }
    (first_close.expect("a loop per dimension, at least one"), ivs)
}

/// The row-major position of the element at `ivs` in `shape`.
fn flat_index(rw: &mut Rewriter<'_>, loc: Location, shape: &[i64], ivs: &[ValueId]) -> ValueId {
    let index = rw.ctx.index_type();
    let mut flat: Option<ValueId> = None;
    let mut stride = 1i64;
    for d in (0..shape.len()).rev() {
        let s = constant_index(rw, loc, stride);
        let term = build!(rw, MulIOp(loc, s, ivs[d], index, None));
        flat = Some(match flat {
            Some(f) => build!(rw, AddIOp(loc, f, term, index, None)),
            None => term,
        });
        stride *= shape[d];
    }
    flat.expect("one dimension at least")
}

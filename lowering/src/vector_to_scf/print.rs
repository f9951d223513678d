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
use strata::ir::{Location, OpId, Signedness, Type, TypeKind, ValueId};
use strata::rewrite::Rewriter;

use super::xfer::{build_for, build_if, constant_index, yield_values, CMPI_ULT};

fn result(rw: &mut Rewriter<'_>, op: OpId) -> ValueId {
    rw.insert(op);
    rw.body.results(op)[0]
}

fn print_punctuation(rw: &mut Rewriter<'_>, loc: Location, case: &str) -> OpId {
    let attr = punctuation_attr(rw.ctx, case);
    let op = PrintOp::create(rw.ctx, rw.body, loc, None, Some(attr), None);
    rw.insert(op.0)
}

/// The integer type of `width` bits with `t`'s signedness (or signless).
fn int_like(rw: &Rewriter<'_>, width: u32, signedness: Signedness) -> Type {
    rw.ctx.ty(TypeKind::Integer { width, signedness })
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
    let with = |w, s| vector_type(ctx, shape.clone(), scalable.clone(), int_like(rw, w, s));
    let (source_signless, target_signless) = (with(width, Signedness::Signless), with(legal, Signedness::Signless));
    let target = with(legal, signedness);
    let mut v = {
        let o = BitCastOp::create(ctx, rw.body, loc, value, source_signless).0;
        result(rw, o)
    };
    if rw.body.value_type(v) != target_signless {
        v = if width == 1 || signedness == Signedness::Unsigned {
            {
                let o = ExtUIOp::create(ctx, rw.body, loc, v, target_signless).0;
                result(rw, o)
            }
        } else {
            {
                let o = ExtSIOp::create(ctx, rw.body, loc, v, target_signless).0;
                result(rw, o)
            }
        };
    }
    {
        let o = BitCastOp::create(ctx, rw.body, loc, v, target).0;
        result(rw, o)
    }
}

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
        value = {
            let o = ShapeCastOp::create(ctx, rw.body, loc, value, flat).0;
            result(rw, o)
        };
    }
    let mut first_close = None;
    let mut ivs = Vec::new();
    for &size in &shape {
        let lb = constant_index(rw, loc, 0);
        let ub = constant_index(rw, loc, size);
        let step = constant_index(rw, loc, 1);
        let last = {
            let o = SubIOp::create(ctx, rw.body, loc, ub, step, ctx.index_type(), None).0;
            result(rw, o)
        };
        print_punctuation(rw, loc, "open");
        let for_op = build_for(rw, loc, [lb, ub, step], Vec::new(), &mut |b, _, _| yield_values(b, loc, Vec::new()));
        let close = print_punctuation(rw, loc, "close");
        first_close.get_or_insert(close);
        let block = rw.body.region(rw.body.op(for_op).regions[0]).blocks[0];
        let iv = rw.body.block(block).args[0];
        ivs.push(iv);
        rw.set_insertion_point_to_start(block);
        let ult = CMP_I_ENUM.attr(ctx, CMPI_ULT);
        let not_last = {
            let o = CmpIOp::create(ctx, rw.body, loc, iv, last, ctx.integer_type(1), ult).0;
            result(rw, o)
        };
        build_if(
            rw,
            loc,
            not_last,
            Vec::new(),
            &mut |b| {
                print_punctuation(b, loc, "comma");
                None
            },
            None,
        );
        rw.set_insertion_point_to_start(block);
    }
    let mut flat: Option<ValueId> = None;
    let mut stride = 1i64;
    for d in (0..shape.len()).rev() {
        let s = constant_index(rw, loc, stride);
        let index = {
            let o = MulIOp::create(ctx, rw.body, loc, s, ivs[d], ctx.index_type(), None).0;
            result(rw, o)
        };
        flat = Some(match flat {
            Some(f) => {
                let o = AddIOp::create(ctx, rw.body, loc, f, index, ctx.index_type(), None).0;
                result(rw, o)
            }
            None => index,
        });
        stride *= shape[d];
    }
    let element_value = ExtractElementOp::create(ctx, rw.body, loc, value, flat, element);
    let element_value = result(rw, element_value.0);
    let no_punct = punctuation_attr(ctx, "no_punctuation");
    let print_element = PrintOp::create(ctx, rw.body, loc, Some(element_value), Some(no_punct), None).0;
    rw.insert(print_element);
    rw.set_insertion_point_after(first_close.expect("one loop at least"));
    let print_end = PrintOp::create(ctx, rw.body, loc, None, punctuation, None).0;
    rw.insert(print_end);
    rw.erase_op(op);
    true
}

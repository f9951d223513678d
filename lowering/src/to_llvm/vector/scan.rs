//! `vector.scan` as upstream's scan lowering (`test-vector-scan-lowering`)
//! expands it, before the conversion: one strided slice of the source per
//! position along the reduction dimension, combined with the previous
//! output (the input itself at position 0 when inclusive; the initial value
//! there when exclusive, and the previous input after), each output
//! inserted into the result; the accumulated value is the last output.

use strata::ir::{AttrKind, Attribute, Context, DenseValues, Location, OpId, ValueId};
use strata::opdef::ods::attr;

use super::lower::{combining_op, is_float_element, loc_of, op1, vty};
use super::{kind_of, vector_shape};

use strata::opdef::ods::constraints::i64_int_array as i64_array;

pub(super) fn scan(rw: &mut strata::rewrite::Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (source, init) = (rw.body.operands(op)[0], rw.body.operands(op)[1]);
    let (dest_ty, init_ty) = (rw.body.value_type(source), rw.body.value_type(init));
    let (Some(shape), Some(init_shape)) = (vector_shape(ctx, dest_ty), vector_shape(ctx, init_ty)) else {
        return false;
    };
    let int = |n: &str| attr(ctx, rw.body, op, n).and_then(|a| strata::dialects::affine::int_value(ctx, Some(a)));
    let (Some(dim), Some(inclusive)) = (int("reduction_dim"), int("inclusive")) else { return false };
    let kind = attr(ctx, rw.body, op, "kind").and_then(|a| kind_of(ctx, a));
    let Some(combine) = kind.and_then(|k| combining_op(&k, is_float_element(ctx, dest_ty))) else { return false };
    let dim = dim as usize;
    if shape.scalable() || dim >= shape.rank() {
        return false;
    }
    let loc = loc_of(rw, op);
    rw.set_insertion_point_before(op);
    let mut sizes = shape.dims.clone();
    sizes[dim] = 1;
    let slice_ty = vty(ctx, &sizes, shape.element);
    let zero = if ctx.is_float(shape.element) { DenseValues::Float(vec![0]) } else { DenseValues::Int(vec![0]) };
    let zero = ctx.attr(AttrKind::DenseElements { ty: dest_ty, splat: true, values: zero });
    let mut result = op1(rw, "arith.constant", loc, vec![], dest_ty, vec![("value", zero)]);
    let strides = i64_array(ctx, &vec![1; shape.rank()]);
    let (mut last_input, mut last_output) = (None::<ValueId>, None::<ValueId>);
    for i in 0..shape.dims[dim] {
        let mut offsets = vec![0; shape.rank()];
        offsets[dim] = i;
        let props =
            vec![("offsets", i64_array(ctx, &offsets)), ("sizes", i64_array(ctx, &sizes)), ("strides", strides)];
        let input = op1(rw, "vector.extract_strided_slice", loc, vec![source], slice_ty, props);
        let output = match (last_output, last_input) {
            (Some(prev), Some(prev_input)) => {
                let y = if inclusive != 0 { input } else { prev_input };
                op1(rw, combine, loc, vec![prev, y], slice_ty, vec![])
            }
            _ if inclusive != 0 => input,
            _ => initial_slice(rw, loc, init, init_shape.rank(), slice_ty),
        };
        let props = vec![("offsets", i64_array(ctx, &offsets)), ("strides", strides)];
        result = op1(rw, "vector.insert_strided_slice", loc, vec![output, result], dest_ty, props);
        (last_input, last_output) = (Some(input), Some(output));
    }
    let Some(last) = last_output else { return false };
    let accumulated = if init_shape.rank() == 0 {
        let e = op1(rw, "vector.extract", loc, vec![last], shape.element, vec![("static_position", zeros(ctx, 1))]);
        op1(rw, "vector.broadcast", loc, vec![e], init_ty, vec![])
    } else {
        op1(rw, "vector.shape_cast", loc, vec![last], init_ty, vec![])
    };
    rw.replace_op(op, &[result, accumulated]);
    true
}

/// The initial value in the shape of a slice: broadcast from a 0-D vector,
/// otherwise reshaped with the unit reduction dimension.
fn initial_slice(
    rw: &mut strata::rewrite::Rewriter<'_>,
    loc: Location,
    init: ValueId,
    init_rank: usize,
    slice_ty: strata::ir::Type,
) -> ValueId {
    let name = if init_rank == 0 { "vector.broadcast" } else { "vector.shape_cast" };
    op1(rw, name, loc, vec![init], slice_ty, vec![])
}

fn zeros(ctx: &Context, n: usize) -> Attribute {
    super::lower::i64_dense(ctx, &vec![0; n])
}

//! Conversion patterns of the vector ops that become one LLVM intrinsic or
//! a pair of shuffles: `vscale`, `deinterleave` (row by row for n-D
//! vectors; `llvm.intr.vector.deinterleave2` for scalable ones),
//! `scalable.insert`/`extract` and the flat-matrix ops.

use strata::conversion::{ConversionPattern, ConversionRewriter};
use strata::dialects::llvm::LlvmTypes;
use strata::ir::{OpId, ValueId};

use super::super::descriptor::{extract_value, insert_value, undef};
use super::super::{build1, convert_type, get_attr, replace_one_to_one};
use super::convert::{i32_array, row_at};
use super::{array_positions, row_type, vector_shape};

pub const PATTERNS: &[ConversionPattern] = &[
    ConversionPattern { root: Some("vector.vscale"), apply: vscale },
    ConversionPattern { root: Some("vector.deinterleave"), apply: deinterleave },
    ConversionPattern { root: Some("vector.scalable.insert"), apply: scalable_insert },
    ConversionPattern { root: Some("vector.scalable.extract"), apply: scalable_extract },
    ConversionPattern { root: Some("vector.flat_transpose"), apply: flat_transpose },
    ConversionPattern { root: Some("vector.matrix_multiply"), apply: matrix_multiply },
];

/// `vector.vscale`: `llvm.intr.vscale` of the index width.
fn vscale(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    replace_one_to_one(rw, op, &[], "llvm.intr.vscale", Vec::new())
}

/// The properties of `op` named in `names`, for an intrinsic that takes them as they are.
fn props<'a>(
    rw: &ConversionRewriter<'_, '_>,
    op: OpId,
    names: &[&'a str],
) -> Option<Vec<(&'a str, strata::ir::Attribute)>> {
    names.iter().map(|&n| get_attr(rw, op, n).map(|a| (n, a))).collect()
}

fn scalable_insert(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let Some(p) = props(rw, op, &["pos"]) else { return false };
    // The intrinsic takes the destination first.
    replace_one_to_one(rw, op, &[operands[1], operands[0]], "llvm.intr.vector.insert", p)
}

fn scalable_extract(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let Some(p) = props(rw, op, &["pos"]) else { return false };
    replace_one_to_one(rw, op, operands, "llvm.intr.vector.extract", p)
}

fn flat_transpose(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let Some(p) = props(rw, op, &["columns", "rows"]) else { return false };
    replace_one_to_one(rw, op, operands, "llvm.intr.matrix.transpose", p)
}

fn matrix_multiply(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let Some(p) = props(rw, op, &["lhs_columns", "lhs_rows", "rhs_columns"]) else { return false };
    replace_one_to_one(rw, op, operands, "llvm.intr.matrix.multiply", p)
}

/// `vector.deinterleave`: the even and the odd lanes of each row, by two
/// `shufflevector`s of the row and poison, or for a scalable row by
/// `llvm.intr.vector.deinterleave2` and the two fields of its struct.
fn deinterleave(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let (source, res_ty) = (body.value_type(body.operands(op)[0]), body.value_type(body.results(op)[0]));
    let (Some(shape), Some(lty), Some(src_lty)) =
        (vector_shape(ctx, res_ty), convert_type(ctx, res_ty), convert_type(ctx, source))
    else {
        return false;
    };
    let loc = body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let (half_ty, src_row_ty) = (row_type(ctx, lty), row_type(ctx, src_lty));
    let n = shape.dims.last().copied().unwrap_or(0);
    let scalable = shape.scalable_dims.last().copied().unwrap_or(false);
    let halves = |rw: &mut ConversionRewriter<'_, '_>, row: ValueId| -> [ValueId; 2] {
        if scalable {
            let pair = ctx.llvm_struct_type(vec![half_ty, half_ty]);
            let s = build1(rw, "llvm.intr.vector.deinterleave2", loc, vec![row], pair, Vec::new());
            return [0, 1].map(|i| extract_value(rw, loc, s, &[i], half_ty));
        }
        let poison = build1(rw, "llvm.mlir.poison", loc, Vec::new(), src_row_ty, Vec::new());
        [0, 1].map(|first| {
            let mask = i32_array(ctx, &(0..n).map(|i| 2 * i + first).collect::<Vec<_>>());
            build1(rw, "llvm.shufflevector", loc, vec![row, poison], half_ty, vec![("mask", mask)])
        })
    };
    let lead = shape.leading().to_vec();
    let results = if lead.is_empty() {
        halves(rw, operands[0])
    } else {
        let mut acc = [undef(rw, loc, lty), undef(rw, loc, lty)];
        for pos in array_positions(&lead) {
            let row = row_at(rw, loc, operands[0], &pos);
            let [even, odd] = halves(rw, row);
            acc = [insert_value(rw, loc, acc[0], even, &pos), insert_value(rw, loc, acc[1], odd, &pos)];
        }
        acc
    };
    rw.replace_op(op, &results);
    true
}

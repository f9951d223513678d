//! `affine.delinearize_index` (upstream's `LowerDelinearizeIndexOps`, which
//! `lower-affine` includes): the index computations of
//! [`strata::dialects::affine::build::delinearize_index`]; the conversion
//! then folds or expands those like any other.

use strata::conversion::ConversionRewriter;
use strata::dialects::affine::build::delinearize_index;
use strata::ir::{OpId, ValueId};

use super::start;

pub(super) fn lower_delinearize_index(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let Some((&linear, basis)) = operands.split_first() else { return false };
    if basis.is_empty() || rw.body.results(op).len() != basis.len() {
        return false;
    }
    let loc = start(rw, op);
    let results = delinearize_index(rw, loc, linear, basis);
    crw.replace_op(op, &results);
    true
}

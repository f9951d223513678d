//! Integer range inference of the scf ops: the induction variable of
//! `scf.for` lies between its bounds (upstream's loop bound rule: the
//! lower bound's smallest signed value up to the upper bound's largest,
//! less one; swapped for a negative step); iteration arguments and results
//! of `scf.for` join their initial value with what the body yields; the
//! results of `scf.if` join what its regions yield (only the region taken
//! when the condition is known).

use crate::ir::{OpId, RegionId, ValueId};
use crate::opdef::int_range::{IntRange, IntRangeCx};

pub(super) fn infer(cx: &mut dyn IntRangeCx, op: OpId) -> bool {
    match cx.ctx().str(cx.body().op(op).name) {
        "scf.for" => infer_for(cx, op),
        "scf.if" => infer_if(cx, op),
        _ => return false,
    }
    true
}

/// The operands of the terminator of the single block of `region`.
fn yielded(cx: &dyn IntRangeCx, region: RegionId) -> Vec<ValueId> {
    let body = cx.body();
    let Some(&block) = body.region(region).blocks.first() else { return Vec::new() };
    body.last_op(block).map_or_else(Vec::new, |t| body.operands(t).to_vec())
}

fn infer_for(cx: &mut dyn IntRangeCx, op: OpId) {
    let body = cx.body();
    let operands = body.operands(op).to_vec();
    let results = body.results(op).to_vec();
    let Some(&region) = body.op(op).regions.first() else { return };
    let Some(&block) = body.region(region).blocks.first() else { return };
    let args = body.block(block).args.clone();
    let yields = yielded(cx, region);
    if let (Some(&iv), [lb, ub, step, ..]) = (args.first(), operands.as_slice()) {
        if let (Some(lb), Some(ub), Some(step)) = (cx.range(*lb), cx.range(*ub), cx.range(*step)) {
            let w = lb.width;
            let (mut lo, mut hi) = (lb.smin, ub.smax);
            if step.smax == 0 {
                cx.join(iv, IntRange::max(w));
            } else {
                if step.smax < 0 {
                    std::mem::swap(&mut lo, &mut hi);
                } else {
                    hi = crate::opdef::int_range::sext(hi.wrapping_sub(1) as u64, w);
                }
                cx.join(iv, IntRange::from_signed(w, lo, hi));
            }
        }
    }
    for (k, &init) in operands.iter().skip(3).enumerate() {
        let mut flows = vec![init];
        flows.extend(yields.get(k));
        for v in flows {
            let Some(r) = cx.range(v) else { continue };
            if let Some(&a) = args.get(k + 1) {
                cx.join(a, r);
            }
            if let Some(&res) = results.get(k) {
                cx.join(res, r);
            }
        }
    }
}

fn infer_if(cx: &mut dyn IntRangeCx, op: OpId) {
    let body = cx.body();
    let results = body.results(op).to_vec();
    let regions = body.op(op).regions.clone();
    let cond = body.operands(op)[0];
    let taken: Vec<RegionId> = match cx.range(cond).and_then(IntRange::constant_value) {
        Some(1) => regions.into_iter().take(1).collect(),
        Some(_) => regions.into_iter().skip(1).collect(),
        None => regions,
    };
    for region in taken {
        for (&res, v) in results.iter().zip(yielded(cx, region)) {
            if let Some(r) = cx.range(v) {
                cx.join(res, r);
            }
        }
    }
}

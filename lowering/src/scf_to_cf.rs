//! `convert-scf-to-cf` (upstream's `SCFToControlFlow`): structured control
//! flow becomes blocks and `cf` branches, laid out as `mlir-opt-19
//! --convert-scf-to-cf` lays them out.
//!
//! Each lowering splits the block holding the op at the op, moves the op's
//! regions between the two halves and wires them with branches, so every
//! construct stays single-entry single-exit and its exit is the last of its
//! blocks:
//!
//! * `scf.for`: `br ^cond(lb, inits)`; `^cond(iv, args)`: `cmpi slt iv, ub`,
//!   `cond_br` to the body or the continuation; the body's last block adds
//!   the step and branches back with the yielded values. Loop attributes are
//!   dropped, as upstream 19 drops them.
//! * `scf.if`: `cond_br` to the then and else blocks (or the continuation),
//!   which branch to the continuation; with results through a block whose
//!   arguments are the results.
//! * `scf.while`: the `before` region, whose `scf.condition` branches to the
//!   `after` region or out; a `do-while` (the `after` region only forwards
//!   its arguments) loops on the `before` region alone.
//! * `scf.execute_region`: its blocks between the halves, `scf.yield`s
//!   branching to the continuation, whose arguments are the results.
//! * `scf.index_switch`: `cf.switch` on the `i32` cast of the index.
//! * `scf.parallel` first becomes nested `scf.for`s, `scf.forall` (without
//!   `shared_outs`) an `scf.parallel` (`parallel.rs`).
//!
//! Other ops are left alone; an scf op no pattern handles is an error
//! naming it, the pass and the reason.

mod parallel;

use strata::conversion::{apply_conversion, ConversionPattern, ConversionRewriter, ConversionTarget, Mode};
use strata::dialects::arith::{AddIOp, CmpIOp, IndexCastOp, CMP_I_ENUM};
use strata::dialects::cf::{case_values_attr, BranchOp, CondBranchOp, SwitchOp};
use strata::dialects::scf::{
    ConditionOp, ExecuteRegionOp, ForOp, ForallOp, IfOp, IndexSwitchOp, ParallelOp, WhileOp, YieldOp,
};
use strata::ir::{AttrKind, BlockId, Body, Context, Location, OpId, RegionId, ValueId};
use strata::opdef::ods::{attr, segment_sizes};
use strata::pass::registry::PassOptions;
use strata::pass::{Pass, PassCx, Target};
use strata::rewrite::Rewriter;
use strata::syntax::diag::Diagnostic;

use crate::util::{inline_region_before, insert, insert_value, walk_all};

/// The pass's argument name, as diagnostics give it.
const PASS: &str = "convert-scf-to-cf";

/// The ops the conversion must remove.
const ILLEGAL: [&str; 7] = [
    ForallOp::NAME,
    ForOp::NAME,
    IfOp::NAME,
    IndexSwitchOp::NAME,
    ParallelOp::NAME,
    WhileOp::NAME,
    ExecuteRegionOp::NAME,
];

pub(crate) fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ScfToCf))
}

struct ScfToCf;

impl Pass for ScfToCf {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let mut legal = ConversionTarget::new();
        for name in ILLEGAL {
            legal.add_illegal_op(name);
        }
        legal.mark_unknown_op_dynamically_legal(|_, _, _| true);
        let body = &mut target.body;
        let Err(failures) = apply_conversion(cx.ctx, cx.registry, body, &legal, PATTERNS, None, Mode::Partial) else {
            return Ok(());
        };
        // Say why for each op left, where the driver only says that it is.
        let mut errors = Vec::new();
        walk_all(body, &mut |body, op| {
            let name = cx.ctx.str(body.op(op).name);
            if ILLEGAL.contains(&name) {
                let why = why_unlowered(cx.ctx, body, op);
                let msg =
                    format!("failed to legalize operation '{name}' that was explicitly marked illegal ({PASS}: {why})");
                errors.push(Diagnostic::error(body.op(op).loc, msg));
            }
            true
        });
        Err(crate::combine_errors(if errors.is_empty() { failures } else { errors }))
    }
}

fn why_unlowered(ctx: &Context, body: &Body, op: OpId) -> &'static str {
    if ctx.str(body.op(op).name) == ForallOp::NAME && !ForallOp(op).outputs(ctx, body).is_empty() {
        return "only fully bufferized scf.forall ops, without shared_outs, can be lowered to scf.parallel";
    }
    "its regions are not in the form this lowering expects"
}

/// Upstream's `populateSCFToControlFlowConversionPatterns`; the do-while
/// form of `scf.while` is tried first (upstream gives it a higher benefit).
static PATTERNS: &[ConversionPattern] = &[
    ConversionPattern { root: Some(ForallOp::NAME), apply: parallel::lower_forall },
    ConversionPattern { root: Some(ForOp::NAME), apply: lower_for },
    ConversionPattern { root: Some(IfOp::NAME), apply: lower_if },
    ConversionPattern { root: Some(ParallelOp::NAME), apply: parallel::lower_parallel },
    ConversionPattern { root: Some(WhileOp::NAME), apply: lower_do_while },
    ConversionPattern { root: Some(WhileOp::NAME), apply: lower_while },
    ConversionPattern { root: Some(ExecuteRegionOp::NAME), apply: lower_execute_region },
    ConversionPattern { root: Some(IndexSwitchOp::NAME), apply: lower_index_switch },
];

// ---- building blocks ---------------------------------------------------------------

/// The first and last block of `region`.
fn ends(body: &Body, region: RegionId) -> Option<(BlockId, BlockId)> {
    let blocks = &body.region(region).blocks;
    Some((*blocks.first()?, *blocks.last()?))
}

/// The region holding `block`.
fn region_of(body: &Body, block: BlockId) -> RegionId {
    body.parent_region(block).expect("block in a region")
}

/// Split the block holding `op` before it (upstream `splitBlock`): the
/// block before and the new block, which starts with `op`.
fn split_at(body: &mut Body, op: OpId) -> (BlockId, BlockId) {
    let block = body.parent_block(op).expect("op in a block");
    (block, body.split_block(block, op))
}

/// `cf.br dest(operands)` at the end of `block`.
fn br_at_end(rw: &mut Rewriter<'_>, block: BlockId, loc: Location, dest: BlockId, operands: Vec<ValueId>) {
    rw.set_insertion_point_to_end(block);
    let br = BranchOp::create(rw.ctx, rw.body, loc, operands, dest);
    insert(rw, br.0);
}

/// `cf.cond_br` at the end of `block`.
fn cond_br_at_end(
    rw: &mut Rewriter<'_>,
    block: BlockId,
    loc: Location,
    cond: ValueId,
    (true_dest, true_operands): (BlockId, Vec<ValueId>),
    false_dest: BlockId,
) {
    rw.set_insertion_point_to_end(block);
    let br = CondBranchOp::create(rw.ctx, rw.body, loc, cond, true_operands, Vec::new(), true_dest, false_dest);
    insert(rw, br.0);
}

/// Replace the terminator `term` by a branch to `dest` passing its operands.
fn terminator_to_br(rw: &mut Rewriter<'_>, term: OpId, loc: Location, dest: BlockId) {
    let operands = rw.body.operands(term).to_vec();
    let block = rw.body.parent_block(term).expect("terminator in a block");
    br_at_end(rw, block, loc, dest, operands);
    rw.erase_op(term);
}

fn is_op(ctx: &Context, body: &Body, op: Option<OpId>, name: &str) -> Option<OpId> {
    op.filter(|&o| ctx.str(body.op(o).name) == name)
}

// ---- patterns ----------------------------------------------------------------------

/// `scf.for` to a condition block and the body blocks (upstream `ForLowering`).
fn lower_for(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let (ctx, loc) = (rw.ctx, rw.body.op(op).loc);
    let region = ForOp(op).region(rw.body);
    let Some((cond_block, _)) = ends(rw.body, region) else { return false };
    let Some(first_op) = rw.body.first_op(cond_block) else { return false };
    let Some(&iv) = rw.body.block(cond_block).args.first() else { return false };
    let (lb, ub, step, inits) = (operands[0], operands[1], operands[2], operands[3..].to_vec());
    let (init_block, end_block) = split_at(rw.body, op);
    let first_body = rw.body.split_block(cond_block, first_op);
    let Some((_, last_body)) = ends(rw.body, region) else { return false };
    let Some(term) = rw.body.last_op(last_body) else { return false };
    inline_region_before(rw.body, region, region_of(rw.body, init_block), Some(end_block));
    // Step the induction variable and branch back with the yielded values.
    rw.set_insertion_point_before(term);
    let iv_ty = rw.body.value_type(iv);
    let stepped = AddIOp::create(ctx, rw.body, loc, iv, step, iv_ty, None);
    let stepped = insert_value(rw, stepped.0);
    let mut carried = vec![stepped];
    carried.extend(rw.body.operands(term));
    br_at_end(rw, last_body, loc, cond_block, carried);
    rw.erase_op(term);
    let mut entry = vec![lb];
    entry.extend(inits);
    br_at_end(rw, init_block, loc, cond_block, entry);
    rw.set_insertion_point_to_end(cond_block);
    let slt = CMP_I_ENUM.attr(ctx, 2);
    let cmp = CmpIOp::create(ctx, rw.body, loc, iv, ub, ctx.integer_type(1), slt);
    let cmp = insert_value(rw, cmp.0);
    cond_br_at_end(rw, cond_block, loc, cmp, (first_body, Vec::new()), end_block);
    let results = rw.body.block(cond_block).args[1..].to_vec();
    crw.replace_op(op, &results);
    true
}

/// `scf.if` to a `cf.cond_br` between its regions (upstream `IfLowering`).
fn lower_if(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let loc = rw.body.op(op).loc;
    let (then_region, else_region) = (IfOp(op).then_region(rw.body), IfOp(op).else_region(rw.body));
    let Some((then_first, then_last)) = ends(rw.body, then_region) else { return false };
    let else_ends = ends(rw.body, else_region);
    let terms = [Some(then_last), else_ends.map(|e| e.1)].map(|b| b.and_then(|b| rw.body.last_op(b)));
    if terms[0].is_none() || (else_ends.is_some() && terms[1].is_none()) {
        return false;
    }
    let (cond_block, remaining) = split_at(rw.body, op);
    let types: Vec<_> = rw.body.results(op).iter().map(|&r| rw.body.value_type(r)).collect();
    let continue_block = if types.is_empty() {
        remaining
    } else {
        // A block whose arguments stand for the results, before the rest.
        let region = region_of(rw.body, remaining);
        let block = rw.body.create_block(region);
        let at = rw.body.region(region).blocks.iter().position(|&b| b == remaining).unwrap_or(0);
        rw.body.insert_block(region, at, block);
        for ty in types {
            rw.body.add_block_arg(block, ty, Some(loc));
        }
        br_at_end(rw, block, loc, remaining, Vec::new());
        block
    };
    let parent = region_of(rw.body, cond_block);
    terminator_to_br(rw, terms[0].expect("checked"), loc, continue_block);
    inline_region_before(rw.body, then_region, parent, Some(continue_block));
    let mut else_block = continue_block;
    if let (Some((else_first, _)), Some(term)) = (else_ends, terms[1]) {
        terminator_to_br(rw, term, loc, continue_block);
        inline_region_before(rw.body, else_region, parent, Some(continue_block));
        else_block = else_first;
    }
    rw.set_insertion_point_to_end(cond_block);
    let br = CondBranchOp::create(rw.ctx, rw.body, loc, operands[0], Vec::new(), Vec::new(), then_first, else_block);
    insert(rw, br.0);
    let results = rw.body.block(continue_block).args.clone();
    crw.replace_op(op, &results);
    true
}

/// `scf.execute_region` to its blocks, `scf.yield`s branching to the
/// continuation (upstream `ExecuteRegionLowering`).
fn lower_execute_region(crw: &mut ConversionRewriter<'_, '_>, op: OpId, _operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let (ctx, loc) = (rw.ctx, rw.body.op(op).loc);
    let region = rw.body.op(op).regions[0];
    let Some((entry, _)) = ends(rw.body, region) else { return false };
    let (cond_block, remaining) = split_at(rw.body, op);
    br_at_end(rw, cond_block, loc, entry, Vec::new());
    for block in rw.body.region(region).blocks.clone() {
        if let Some(term) = is_op(ctx, rw.body, rw.body.last_op(block), YieldOp::NAME) {
            terminator_to_br(rw, term, loc, remaining);
        }
    }
    inline_region_before(rw.body, region, region_of(rw.body, cond_block), Some(remaining));
    let types: Vec<_> = rw.body.results(op).iter().map(|&r| rw.body.value_type(r)).collect();
    let results: Vec<ValueId> = types.into_iter().map(|ty| rw.body.add_block_arg(remaining, ty, Some(loc))).collect();
    crw.replace_op(op, &results);
    true
}

/// The pieces of an `scf.while`: its regions' first and last blocks and
/// the terminators of the last ones.
struct While {
    before: (BlockId, BlockId),
    after: (BlockId, BlockId),
    condition: OpId,
    yield_op: OpId,
}

fn read_while(ctx: &Context, body: &Body, op: OpId) -> Option<While> {
    let before = ends(body, WhileOp(op).before(body))?;
    let after = ends(body, WhileOp(op).after(body))?;
    let condition = is_op(ctx, body, body.last_op(before.1), ConditionOp::NAME)?;
    let yield_op = is_op(ctx, body, body.last_op(after.1), YieldOp::NAME)?;
    Some(While { before, after, condition, yield_op })
}

/// The condition of an `scf.condition` and the values it forwards.
fn condition_parts(body: &Body, condition: OpId) -> (ValueId, Vec<ValueId>) {
    let operands = body.operands(condition);
    (operands[0], operands[1..].to_vec())
}

/// `scf.while` to its `before` blocks, which branch to the `after` blocks
/// or out, and the `after` blocks, which branch back (upstream `WhileLowering`).
fn lower_while(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let loc = rw.body.op(op).loc;
    let Some(w) = read_while(rw.ctx, rw.body, op) else { return false };
    let (before_region, after_region) = (WhileOp(op).before(rw.body), WhileOp(op).after(rw.body));
    let (current, continuation) = split_at(rw.body, op);
    let parent = region_of(rw.body, current);
    inline_region_before(rw.body, after_region, parent, Some(continuation));
    inline_region_before(rw.body, before_region, parent, Some(w.after.0));
    br_at_end(rw, current, loc, w.before.0, operands.to_vec());
    let (cond, args) = condition_parts(rw.body, w.condition);
    let cond_loc = rw.body.op(w.condition).loc;
    rw.set_insertion_point_before(w.condition);
    let br = CondBranchOp::create(rw.ctx, rw.body, cond_loc, cond, args.clone(), Vec::new(), w.after.0, continuation);
    insert(rw, br.0);
    rw.erase_op(w.condition);
    let yield_loc = rw.body.op(w.yield_op).loc;
    terminator_to_br(rw, w.yield_op, yield_loc, w.before.0);
    crw.replace_op(op, &args);
    true
}

/// An `scf.while` whose `after` region only forwards its arguments loops
/// on its `before` blocks alone (upstream `DoWhileLowering`).
fn lower_do_while(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let loc = rw.body.op(op).loc;
    let Some(w) = read_while(rw.ctx, rw.body, op) else { return false };
    let after_args = &rw.body.block(w.after.0).args;
    let forwards = w.after.0 == w.after.1
        && rw.body.first_op(w.after.0) == Some(w.yield_op)
        && rw.body.operands(w.yield_op) == &after_args[..];
    if !forwards {
        return false;
    }
    let before_region = WhileOp(op).before(rw.body);
    let (current, continuation) = split_at(rw.body, op);
    inline_region_before(rw.body, before_region, region_of(rw.body, current), Some(continuation));
    br_at_end(rw, current, loc, w.before.0, operands.to_vec());
    let (cond, args) = condition_parts(rw.body, w.condition);
    let cond_loc = rw.body.op(w.condition).loc;
    rw.set_insertion_point_to_end(w.before.1);
    let br = CondBranchOp::create(rw.ctx, rw.body, cond_loc, cond, args.clone(), Vec::new(), w.before.0, continuation);
    insert(rw, br.0);
    rw.erase_op(w.condition);
    crw.replace_op(op, &args);
    true
}

/// `scf.index_switch` to a `cf.switch` on the index cast to `i32`, each
/// region branching to the continuation (upstream `IndexSwitchLowering`).
fn lower_index_switch(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let (ctx, loc) = (rw.ctx, rw.body.op(op).loc);
    let Some(AttrKind::DenseArray { values: cases, .. }) = attr(ctx, rw.body, op, "cases").map(|a| ctx.attr_kind(a))
    else {
        return false;
    };
    let regions = rw.body.op(op).regions.clone();
    let single_yield = |r: &RegionId| {
        let blocks = &rw.body.region(*r).blocks;
        blocks.len() == 1 && is_op(ctx, rw.body, rw.body.last_op(blocks[0]), YieldOp::NAME).is_some()
    };
    if regions.len() != cases.len() + 1 || !regions.iter().all(single_yield) {
        return false;
    }
    let (cond_block, continue_block) = split_at(rw.body, op);
    let types: Vec<_> = rw.body.results(op).iter().map(|&r| rw.body.value_type(r)).collect();
    let results: Vec<ValueId> =
        types.into_iter().map(|ty| rw.body.add_block_arg(continue_block, ty, Some(loc))).collect();
    // Case regions first, then the default one.
    let mut dests = Vec::with_capacity(regions.len());
    for &region in regions[1..].iter().chain(&regions[..1]) {
        let block = rw.body.region(region).blocks[0];
        let term = rw.body.last_op(block).expect("checked");
        let term_loc = rw.body.op(term).loc;
        terminator_to_br(rw, term, term_loc, continue_block);
        inline_region_before(rw.body, region, region_of(rw.body, cond_block), Some(continue_block));
        dests.push(block);
    }
    let default = dests.pop().expect("default region");
    rw.set_insertion_point_to_end(cond_block);
    let i32_ty = ctx.integer_type(32);
    let flag = IndexCastOp::create(ctx, rw.body, loc, operands[0], i32_ty);
    let flag = insert_value(rw, flag.0);
    let values: Vec<u128> = cases.iter().map(|&c| c & 0xffff_ffff).collect();
    let segments = segment_sizes(ctx, &vec![0; dests.len()]);
    let values = case_values_attr(ctx, i32_ty, values);
    let switch = SwitchOp::create(ctx, rw.body, loc, flag, Vec::new(), Vec::new(), values, segments, default, dests);
    insert(rw, switch.0);
    crw.replace_op(op, &results);
    true
}

#[cfg(test)]
mod tests {
    use strata::tool::{run_opt, OptOptions};

    #[test]
    fn forall_with_shared_outs_is_reported_with_the_pass_and_the_reason() {
        crate::register();
        let text = "func.func @f(%n: index, %t: tensor<4xf32>) -> tensor<4xf32> {\n  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<4xf32> {\n  }\n  return %r : tensor<4xf32>\n}\n";
        let opts = OptOptions { passes: vec!["convert-scf-to-cf".into()], ..Default::default() };
        let r = run_opt("t.mlir", text.to_string(), &opts);
        assert!(!r.success);
        let expected = "t.mlir:2:8: error: failed to legalize operation 'scf.forall' that was explicitly marked illegal (convert-scf-to-cf: only fully bufferized scf.forall ops, without shared_outs, can be lowered to scf.parallel)";
        assert!(r.diagnostics.contains(expected), "{}", r.diagnostics);
    }
}

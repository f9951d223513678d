//! Upstream's vector-to-vector lowering passes, each a greedy pattern run on
//! a function that leaves the vector dialect in a simpler form for
//! `convert-vector-to-llvm` or a target:
//! * `lower-vector-multi-reduction` (`multi_reduction.rs`);
//!
//! The helpers here are upstream's `maskOperation` and the masking-op
//! lookup the patterns share.

pub(crate) mod mask;
mod multi_reduction;

use strata::ir::{Location, OpId, OperationState, ValueId};
use strata::pass::registry::PassOptions;
use strata::pass::{Pass, PassCx, PassInfo, PassOption, Target};
use strata::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use strata::rewrite::Rewriter;
use strata::syntax::diag::Diagnostic;

use multi_reduction::Strategy;

/// The passes of this module, as the registry lists them.
pub(crate) static PASSES: &[PassInfo] = &[
    PassInfo {
        name: "lower-vector-multi-reduction",
        display: "LowerVectorMultiReduction",
        help: "Lower 'vector.multi_reduction' operations",
        anchor: Some("func.func"),
        options: &[PassOption {
            name: "lowering-strategy",
            help: "Select the strategy to control how multi_reduction is lowered.",
            default: "inner-parallel",
            values: &["inner-parallel", "inner-reduction"],
            unsigned: false,
        }],
        create: create_multi_reduction,
    },
    PassInfo {
        name: "lower-vector-mask",
        display: "LowerVectorMaskPass",
        help: "Lower 'vector.mask' operations",
        anchor: Some("func.func"),
        options: &[],
        create: create_mask,
    },
];

struct LowerMultiReduction(Strategy);

fn create_multi_reduction(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let strategy = match opts.get("lowering-strategy").map(String::as_str) {
        None | Some("inner-parallel") => Strategy::InnerParallel,
        Some("inner-reduction") => Strategy::InnerReduction,
        Some(other) => return Err(format!("invalid lowering-strategy '{other}'")),
    };
    Ok(Box::new(LowerMultiReduction(strategy)))
}

impl Pass for LowerMultiReduction {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let strategy = self.0;
        let patterns = |rw: &mut Rewriter<'_>, op: OpId| multi_reduction::patterns(rw, op, strategy);
        greedy(cx, target, &patterns);
        Ok(())
    }
}

struct LowerMask;

fn create_mask(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(LowerMask))
}

impl Pass for LowerMask {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        greedy(cx, target, &mask::patterns);
        Ok(())
    }
}

/// Upstream's `applyPatternsAndFoldGreedily` with its default config.
fn greedy(cx: &PassCx<'_>, target: &mut Target, patterns: strata::rewrite::greedy::PatternSet<'_>) {
    let config = GreedyConfig { top_down: false, ..GreedyConfig::default() };
    apply_pattern_set_greedily(cx.ctx, cx.registry, Some(target.name), &mut target.body, &config, patterns);
}

/// `lower-vector-multi-reduction{lowering-strategy=inner-reduction}`'s
/// patterns on `op`, for lowerings that include it.
pub(crate) fn lower_multi_reduction(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    multi_reduction::patterns(rw, op, Strategy::InnerReduction)
}

/// The op a rewrite of `op` replaces: the `vector.mask` around it, if any
/// (with its mask), else `op` itself.
pub(crate) fn masking_root(rw: &Rewriter<'_>, op: OpId) -> (OpId, Option<ValueId>) {
    match rw.body.parent_of_op(op) {
        Some(p) if rw.ctx.str(rw.body.op(p).name) == "vector.mask" => (p, rw.body.operands(p).first().copied()),
        _ => (op, None),
    }
}

/// Upstream's `maskOperation`: the op defining `v` (just created at the
/// insertion point) moved into a new `vector.mask %mask` there; the mask's
/// result. `v` itself without a mask.
pub(crate) fn mask_operation(rw: &mut Rewriter<'_>, v: ValueId, mask: Option<ValueId>) -> ValueId {
    let Some(mask) = mask else { return v };
    let ctx = rw.ctx;
    let op = rw.body.defining_op(v).expect("a value built by the pattern");
    let loc = rw.body.op(op).loc;
    let results = rw.body.results(op).to_vec();
    let types = results.iter().map(|&r| rw.body.value_type(r)).collect();
    let region = rw.body.create_region();
    let block = rw.body.create_block(region);
    let mask_op = rw.create(OperationState {
        name: ctx.ident("vector.mask"),
        loc,
        operands: vec![mask],
        result_types: types,
        properties: None,
        attributes: ctx.empty_dictionary(),
        successors: Vec::new(),
        regions: vec![region],
        inner: None,
    });
    rw.body.detach_op(op);
    rw.body.append_op(block, op);
    let yield_op = rw.body.create_op(OperationState::new(ctx, "vector.yield", loc, results, Vec::new()));
    rw.body.append_op(block, yield_op);
    let index = rw.body.results(op).iter().position(|&r| r == v).expect("a result of its op");
    rw.body.results(mask_op)[index]
}

/// Upstream's `createOrFold` of the one-result op `name` on `operands` (of
/// the first operand's type) at the insertion point.
pub(crate) fn create_or_fold(rw: &mut Rewriter<'_>, name: &str, loc: Location, operands: Vec<ValueId>) -> ValueId {
    let ctx = rw.ctx;
    let ty = rw.body.value_type(operands[0]);
    let op = rw.body.create_op(OperationState::new(ctx, name, loc, operands, vec![ty]));
    rw.create_or_fold(op)[0]
}

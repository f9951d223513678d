//! `convert-vector-to-scf`: vector transfers of a rank above `target-rank`
//! become `scf.for` loops of lower-rank transfers, one vector dimension at
//! a time, through a stack buffer (`memref.alloca` of the vector, unpacked
//! with `vector.type_cast`), with `scf.if` guards for dimensions that may
//! be out of bounds or masked off; `full-unroll` unrolls those loops into
//! chains of `vector.insert`/`vector.extract` instead. 1-D transfers that
//! the LLVM lowering cannot turn into a vector load or store (not a minor
//! identity, or a strided last dimension) become loops of scalar accesses,
//! and n-D `vector.print` becomes loops printing one element at a time.
//!
//! As upstream's pass (MLIR 19), permutation maps are lowered first, to
//! minor identities with `vector.transpose` and `vector.broadcast`
//! (`permutation.rs`), in a greedy run of their own; then the conversion
//! patterns run greedily: buffered (`nd.rs`) or unrolled (`unrolled.rs`)
//! unpacking, 1-D loops (`one_d.rs`) and printing (`print.rs`).

mod nd;
mod one_d;
mod permutation;
mod print;
mod unrolled;
pub(crate) mod xfer;

use strata::dialects::vector::{PrintOp, TransferReadOp, TransferWriteOp};
use strata::ir::OpId;
use strata::pass::registry::PassOptions;
use strata::pass::{Pass, PassCx, Target};
use strata::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use strata::rewrite::Rewriter;
use strata::syntax::diag::Diagnostic;

/// The pass options (upstream `VectorTransferToSCFOptions`).
#[derive(Copy, Clone, Debug)]
pub(crate) struct Options {
    /// Unroll the loops over unpacked dimensions (`full-unroll`).
    pub full_unroll: bool,
    /// Also lower transfers of tensors (`lower-tensors`).
    pub lower_tensors: bool,
    /// The vector rank left to later lowering (`target-rank`).
    pub target_rank: usize,
}

struct ConvertVectorToScf(Options);

pub(crate) fn create(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let flag = |name: &str| matches!(options.get(name).map(String::as_str), Some("true" | "1"));
    let target_rank = match options.get("target-rank") {
        Some(v) => v.parse::<usize>().map_err(|_| format!("invalid target-rank '{v}'"))?,
        None => 1,
    };
    Ok(Box::new(ConvertVectorToScf(Options {
        full_unroll: flag("full-unroll"),
        lower_tensors: flag("lower-tensors"),
        target_rank,
    })))
}

impl Pass for ConvertVectorToScf {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let config = GreedyConfig { top_down: false, ..GreedyConfig::default() };
        let owner = Some(target.name);
        apply_pattern_set_greedily(cx.ctx, cx.registry, owner, &mut target.body, &config, &permutation::patterns);
        let options = self.0;
        let patterns = |rw: &mut Rewriter<'_>, op: OpId| conversion_patterns(rw, op, options);
        apply_pattern_set_greedily(cx.ctx, cx.registry, owner, &mut target.body, &config, &patterns);
        Ok(())
    }
}

/// Upstream `populateVectorToSCFConversionPatterns`, in its order.
fn conversion_patterns(rw: &mut Rewriter<'_>, op: OpId, o: Options) -> bool {
    match rw.ctx.str(rw.body.op(op).name) {
        TransferReadOp::NAME | TransferWriteOp::NAME => {
            let unpacked = if o.full_unroll {
                unrolled::unroll(rw, op, o)
            } else {
                nd::prepare(rw, op, o) || nd::unpack(rw, op, o)
            };
            unpacked || (o.target_rank == 1 && one_d::lower(rw, op))
        }
        PrintOp::NAME => print::decompose(rw, op),
        _ => false,
    }
}

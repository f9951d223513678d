//! Affine loop analyses and transformations, usable as library functions
//! and registered as upstream's passes: the dependence analysis
//! (`analysis`), `affine-loop-invariant-code-motion` (`licm`),
//! `affine-loop-unroll` (`unroll`), `affine-loop-unroll-jam`
//! (`unroll_jam`), `affine-scalrep` (`scalrep`), `affine-loop-tile`
//! (`tile`), loop permutation (`interchange`: upstream's
//! `test-loop-permutation` and Strata's `affine-loop-interchange`), and
//! `affine-super-vectorize` (`vectorize`: parallel loops rewritten on
//! virtual vectors with `vector.transfer_read`/`transfer_write`, reductions
//! included; its `infer-in-bounds` option is a Strata extension that marks
//! transfers the loop bounds prove in bounds).
//! `affine-loop-fusion` (`fusion`) fuses producer nests into their
//! consumers and sibling nests into each other.
//! `affine-data-copy-generate` (`data_copy`) copies the regions nests
//! access into fast-memory buffers.
//! `affine-expand-index-ops` (`expand_index_ops`) turns
//! `affine.delinearize_index` into `affine.apply` ops; `affine-parallelize`
//! (`parallelize`) turns parallel `affine.for` loops into `affine.parallel`.
//! `affine-loop-coalescing` (`coalesce`) makes bands of perfectly nested
//! loops one loop. `memref_uses` replaces a memref by another of a
//! different index space in every access.

pub mod analysis;
pub mod coalesce;
pub mod data_copy;
pub mod expand_index_ops;
pub mod fusion;
pub mod interchange;
pub mod licm;
pub mod memref_uses;
pub mod normalize;
pub mod parallelize;
pub mod passes;
pub mod scalrep;
pub mod simplify_structures;
pub mod tile;
pub mod unroll;
pub mod unroll_jam;
pub mod vectorize;

pub use unroll::LoopCx;

#[cfg(test)]
pub(crate) mod test_util;

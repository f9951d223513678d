//! Affine loop analyses and transformations, usable as library functions
//! and registered as upstream's passes: the dependence analysis
//! (`analysis`), `affine-loop-invariant-code-motion` (`licm`),
//! `affine-loop-unroll` (`unroll`), `affine-loop-unroll-jam`
//! (`unroll_jam`), `affine-scalrep` (`scalrep`), `affine-loop-tile`
//! (`tile`), and loop permutation (`interchange`: upstream's
//! `test-loop-permutation` and Strata's `affine-loop-interchange`).
//! `affine-loop-fusion` (`fusion`) fuses producer nests into their
//! consumers and sibling nests into each other.
//! `affine-data-copy-generate` (`data_copy`) copies the regions nests
//! access into fast-memory buffers.

pub mod analysis;
pub mod data_copy;
pub mod fusion;
pub mod interchange;
pub mod licm;
pub mod scalrep;
pub mod tile;
pub mod unroll;
pub mod unroll_jam;

pub use unroll::LoopCx;

#[cfg(test)]
pub(crate) mod test_util;

//! Affine loop analyses and transformations, usable as library functions
//! and registered as upstream's passes: the dependence analysis
//! (`analysis`), `affine-loop-invariant-code-motion` (`licm`),
//! `affine-loop-unroll` (`unroll`), `affine-loop-unroll-jam`
//! (`unroll_jam`) and `affine-scalrep` (`scalrep`).

pub mod analysis;
pub mod licm;
pub mod scalrep;
pub mod unroll;
pub mod unroll_jam;

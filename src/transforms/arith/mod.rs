//! The arith-to-arith passes of upstream MLIR 19: expanding the ops the
//! LLVM lowering lacks (`arith-expand`) and computing on floats a target
//! lacks through a wider one (`arith-emulate-unsupported-floats`), and
//! computing integers in the narrowest supported width
//! (`arith-int-narrowing`), and emulating integers twice as wide as the
//! target's widest with pairs of halves (`arith-emulate-wide-int`).
//! Registered by `transforms::passes::register_passes` from [`passes`].

pub mod emulate_floats;
pub mod expand;
pub mod narrowing;
pub mod passes;
pub mod wide_int;
pub(crate) mod widen;

//! The arith-to-arith passes of upstream MLIR 19: expanding the ops the
//! LLVM lowering lacks (`arith-expand`) and computing on floats a target
//! lacks through a wider one (`arith-emulate-unsupported-floats`), and
//! computing integers in the narrowest supported width
//! (`arith-int-narrowing`).
//! Registered by `transforms::passes::register_passes` from [`passes`].

pub mod emulate_floats;
pub mod expand;
pub mod narrowing;
pub mod passes;
pub(crate) mod widen;

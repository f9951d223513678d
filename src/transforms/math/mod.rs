//! The math passes of upstream MLIR 19 that rewrite arith and math ops in
//! place: fusing contractable multiply-adds into `math.fma`
//! (`math-uplift-to-fma`) and computing math functions of small floats in
//! f32 (`math-legalize-to-f32`). Registered by
//! `transforms::passes::register_passes` from [`passes`].

pub mod legalize_to_f32;
pub mod passes;
pub mod uplift_to_fma;

//! Strata's dialects, one folder each: op definition files (`ops.ods`),
//! types, attributes, verifiers, folders and canonicalization patterns,
//! registered into a [`Registry`] through the op-definition machinery of
//! `crate::opdef`.

pub mod affine;
pub mod alignment;
pub mod arith;
pub mod bufferization;
pub mod builtin;
pub mod cf;
pub mod dlti;
pub mod func;
pub mod gpu;
pub mod index;
pub mod linalg;
pub mod llvm;
pub mod math;
pub mod memref;
pub mod nvvm;
pub mod scf;
pub mod tensor;
pub mod ub;
pub mod vector;
pub mod view_like;

use crate::opdef::Registry;

impl Registry {
    /// A registry with every dialect Strata implements.
    pub fn with_all_dialects() -> Self {
        let mut r = Registry::empty();
        builtin::register(&mut r);
        func::register(&mut r);
        arith::register(&mut r);
        math::register(&mut r);
        index::register(&mut r);
        cf::register(&mut r);
        scf::register(&mut r);
        memref::register(&mut r);
        tensor::register(&mut r);
        bufferization::register(&mut r);
        linalg::register(&mut r);
        affine::register(&mut r);
        vector::register(&mut r);
        llvm::register(&mut r);
        gpu::register(&mut r);
        nvvm::register(&mut r);
        ub::register(&mut r);
        dlti::register(&mut r);
        r
    }
}

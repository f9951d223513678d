//! Transforms of the linalg dialect.

pub mod elementwise;
pub mod fuse;
pub mod generalize;
pub mod loops;

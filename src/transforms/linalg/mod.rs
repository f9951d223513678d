//! Transforms of the linalg dialect.

pub mod elementwise;
pub mod generalize;
pub mod loops;

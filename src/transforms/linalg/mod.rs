//! Transforms of the linalg dialect.

pub mod generalize;
pub mod loops;

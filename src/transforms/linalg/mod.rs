//! Transforms of the linalg dialect.

pub mod block_pack;
pub mod decompose;
pub mod detensorize;
pub mod elementwise;
pub mod fuse;
pub mod generalize;
pub mod inline_scalar_operands;
pub mod loops;
pub mod named_op_conversion;
pub mod passes;
pub mod specialize;
pub mod unit_dims;
pub mod winograd;

//! What the linalg fusion rewrites read of a `linalg.generic`: its maps,
//! iterator types and payload, with upstream's queries on them (which
//! operands the payload reads, whether operands can be dropped without
//! losing the loop bounds).

use crate::dialects::linalg::build::is_generic;
use crate::dialects::linalg::named::IteratorType;
use crate::dialects::linalg::StructuredOp;
use crate::ir::affine::AffineMap;
use crate::ir::{Body, Context, OpId, ValueId};

/// A `linalg.generic` as the rewrites see it.
pub(super) struct Generic {
    pub op: OpId,
    pub num_inputs: usize,
    /// One map per operand.
    pub maps: Vec<AffineMap>,
    pub iterators: Vec<IteratorType>,
    /// The payload block's arguments, one per operand.
    pub args: Vec<ValueId>,
    /// The payload's `linalg.yield`.
    pub terminator: OpId,
}

impl Generic {
    /// The view of `op`, if it is a well-formed `linalg.generic`.
    pub fn get(ctx: &Context, body: &Body, op: OpId) -> Option<Generic> {
        if !is_generic(ctx, body, op) {
            return None;
        }
        let s = StructuredOp::get(ctx, body, op)?;
        let maps = s.indexing_maps(ctx, body);
        let block = s.payload(body)?;
        let args = body.block(block).args.clone();
        let n = body.operands(op).len();
        if maps.len() != n || args.len() != n {
            return None;
        }
        let terminator = body.last_op(block)?;
        let iterators = s.iterator_types(ctx, body);
        Some(Generic { op, num_inputs: s.num_inputs(ctx, body), maps, iterators, args, terminator })
    }

    pub fn num_loops(&self) -> usize {
        self.iterators.len()
    }

    pub fn num_operands(&self) -> usize {
        self.maps.len()
    }

    pub fn num_inits(&self) -> usize {
        self.num_operands() - self.num_inputs
    }

    pub fn num_reduction_loops(&self) -> usize {
        self.iterators.iter().filter(|&&t| t == IteratorType::Reduction).count()
    }

    /// Whether the payload reads operand `i` (upstream
    /// `payloadUsesValueFromOperand`).
    pub fn uses_operand(&self, body: &Body, i: usize) -> bool {
        !body.uses(self.args[i]).is_empty()
    }

    /// The map of the init tied to result `r`.
    pub fn result_map(&self, r: usize) -> &AffineMap {
        &self.maps[self.num_inputs + r]
    }

    /// Whether the operands not in `dropped` still give every loop a bound
    /// (upstream `canOpOperandsBeDropped`).
    pub fn can_drop_operands(&self, dropped: &[usize]) -> bool {
        let kept: Vec<AffineMap> =
            self.maps.iter().enumerate().filter(|(i, _)| !dropped.contains(i)).map(|(_, m)| m.clone()).collect();
        if kept.is_empty() {
            return self.num_loops() == 0;
        }
        AffineMap::concat(&kept).inverse_permutation().is_some()
    }
}

//! The conflict test of `gpu-eliminate-barriers` and its naive alias
//! analysis (upstream's `haveConflictingEffects` and `mayAlias`): memory is
//! told apart only where the IR shows it.

use super::{Analysis, Effect, Kind};
use crate::ir::ValueId;
use crate::opdef::Traits;

impl Analysis<'_> {
    /// Whether an effect before the barrier conflicts with one after it.
    pub(super) fn conflict(&self, before: &[Effect], after: &[Effect]) -> bool {
        before.iter().any(|b| {
            after.iter().any(|a| {
                let read_read = b.kind == Kind::Read && a.kind == Kind::Read;
                // Allocations happen in the thread; a free before is followed
                // by an allocation in a well-formed program.
                let exempt = b.kind == Kind::Alloc || a.kind == Kind::Alloc || b.kind == Kind::Free;
                !read_read && !exempt && self.effects_may_alias(b, a)
            })
        })
    }

    fn effects_may_alias(&self, a: &Effect, b: &Effect) -> bool {
        match (a.value, b.value) {
            (Some(x), Some(y)) => self.may_alias(x, y),
            _ => true,
        }
    }

    /// The memref `v` views, through casts, subviews, views, transposes and
    /// reshapes.
    fn base(&self, mut v: ValueId) -> ValueId {
        while let Some(op) = self.body.defining_op(v) {
            match self.name(op) {
                "memref.cast"
                | "memref.subview"
                | "memref.view"
                | "memref.transpose"
                | "memref.collapse_shape"
                | "memref.expand_shape" => v = self.body.operands(op)[0],
                _ => break,
            }
        }
        v
    }

    fn global_name(&self, v: ValueId) -> Option<crate::ir::Attribute> {
        let op = self.body.defining_op(v).filter(|&op| self.name(op) == "memref.get_global")?;
        crate::opdef::ods::attr(self.ctx, self.body, op, "name")
    }

    fn is_distinct_allocation(&self, v: ValueId) -> bool {
        self.body.defining_op(v).is_some_and(|op| matches!(self.name(op), "memref.alloc" | "memref.alloca"))
    }

    /// The argument number of `v` if it is an argument of a function.
    fn function_argument(&self, v: ValueId) -> Option<usize> {
        let block = self.body.arg_owner(v)?;
        let region = self.body.parent_region(block)?;
        let owner = self.body.parent_op(region);
        if !self.owner_traits(owner).contains(Traits::FUNCTION_LIKE) {
            return None;
        }
        self.body.block(block).args.iter().position(|&a| a == v)
    }

    fn is_noalias_argument(&self, v: ValueId) -> bool {
        let block = self.body.arg_owner(v);
        let root = block.and_then(|b| self.body.parent_region(b)).is_some_and(|r| self.body.parent_op(r).is_none());
        root && self.function_argument(v).is_some_and(|i| self.owner.noalias.get(i).copied().unwrap_or(false))
    }

    /// Upstream's `mayAlias` of two memrefs.
    fn may_alias(&self, first: ValueId, second: ValueId) -> bool {
        let (first, second) = (self.base(first), self.base(second));
        if first == second {
            return true;
        }
        let globals = [self.global_name(first), self.global_name(second)];
        if let [Some(a), Some(b)] = globals {
            return a == b;
        }
        if self.is_noalias_argument(first) && self.is_noalias_argument(second) {
            return false;
        }
        let distinct = [self.is_distinct_allocation(first), self.is_distinct_allocation(second)];
        let known = |i: usize| distinct[i] || globals[i].is_some();
        if known(0) && known(1) {
            return false;
        }
        let argument = [self.function_argument(first).is_some(), self.function_argument(second).is_some()];
        if (distinct[0] && argument[1]) || (distinct[1] && argument[0]) {
            return false;
        }
        if (distinct[0] && !self.maybe_captured(first)) || (distinct[1] && !self.maybe_captured(second)) {
            return false;
        }
        true
    }

    /// Whether a user of `v` may store it where other code can find it:
    /// any user but one that only reads (or has no effect), a store of
    /// something else into it, or a dealloc.
    fn maybe_captured(&self, v: ValueId) -> bool {
        self.body.uses(v).iter().any(|u| {
            let user = u.op;
            let traits = self.registry.op_traits(self.ctx, self.body, user);
            let only_reads = !traits.contains(Traits::RECURSIVE_EFFECTS)
                && super::declared(traits).is_some_and(|k| Traits::MEM_READ.contains(k));
            if only_reads {
                return false;
            }
            let operands = self.body.operands(user);
            match self.name(user) {
                "memref.store" | "vector.transfer_write" | "vector.store" => operands[0] == v,
                "vector.maskedstore" => operands.last() == Some(&v),
                "memref.dealloc" => false,
                _ => true,
            }
        })
    }
}

//! The memory-slot interfaces (upstream's `MemorySlotInterfaces`): how a
//! dialect's allocations and memory accesses take part in `mem2reg`, which
//! turns a slot's loads and stores into SSA values.
//!
//! A dialect registers one [`MemorySlotInterfaces`] value
//! ([`Registry::add_memory_slot_interfaces`]); its methods answer for the
//! dialect's ops, grouped as upstream groups them:
//! - `PromotableAllocationOpInterface`: [`promotable_slots`], [`default_value`];
//! - `PromotableMemOpInterface` (loads and stores): [`is_promotable_mem_op`],
//!   [`loads_from`], [`stores_to`], [`mem_op_can_uses_be_removed`],
//!   [`get_stored`], [`mem_op_remove_blocking_uses`];
//! - `PromotableOpInterface` (ops that go away with the slot, such as
//!   lifetime markers and casts of the slot's address):
//!   [`op_can_uses_be_removed`];
//! - `DestructurableAllocationOpInterface` (for `sroa`, an allocation of an
//!   aggregate whose elements can be allocated one by one):
//!   [`destructurable_slots`], [`destructure`];
//! - `DestructurableAccessorOpInterface` (an op addressing one element):
//!   [`can_rewire`], [`rewire`];
//! - `SafeMemorySlotAccessOpInterface` (an op using an element's address
//!   within bounds): [`ensure_only_safe_accesses`].
//!
//! [`promotable_slots`]: MemorySlotInterfaces::promotable_slots
//! [`default_value`]: MemorySlotInterfaces::default_value
//! [`is_promotable_mem_op`]: MemorySlotInterfaces::is_promotable_mem_op
//! [`loads_from`]: MemorySlotInterfaces::loads_from
//! [`stores_to`]: MemorySlotInterfaces::stores_to
//! [`mem_op_can_uses_be_removed`]: MemorySlotInterfaces::mem_op_can_uses_be_removed
//! [`get_stored`]: MemorySlotInterfaces::get_stored
//! [`mem_op_remove_blocking_uses`]: MemorySlotInterfaces::mem_op_remove_blocking_uses
//! [`op_can_uses_be_removed`]: MemorySlotInterfaces::op_can_uses_be_removed
//! [`destructurable_slots`]: MemorySlotInterfaces::destructurable_slots
//! [`destructure`]: MemorySlotInterfaces::destructure
//! [`can_rewire`]: MemorySlotInterfaces::can_rewire
//! [`rewire`]: MemorySlotInterfaces::rewire
//! [`ensure_only_safe_accesses`]: MemorySlotInterfaces::ensure_only_safe_accesses

use crate::ir::{Attribute, Body, Context, OpId, Type, Use, ValueId};
use crate::rewrite::Rewriter;

use super::Registry;

/// A memory location holding one value of `elem_type`, addressed by `ptr`
/// (upstream's `MemorySlot`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MemorySlot {
    pub ptr: ValueId,
    pub elem_type: Type,
}

/// A slot of an aggregate (upstream's `DestructurableMemorySlot`): the
/// index of each element (an attribute the dialect chooses) and its type.
#[derive(Clone, Debug)]
pub struct DestructurableMemorySlot {
    pub slot: MemorySlot,
    pub elements: Vec<(Attribute, Type)>,
}

impl DestructurableMemorySlot {
    /// The type of the element at `index`.
    pub fn element_type(&self, index: Attribute) -> Option<Type> {
        self.elements.iter().find(|(i, _)| *i == index).map(|&(_, t)| t)
    }
}

/// What the accessors of an aggregate slot need: the elements they use, in
/// the order found, and the slots their results address, whose users must
/// stay within them.
#[derive(Default)]
pub struct RewireRequests {
    pub used: Vec<Attribute>,
    pub must_be_safe: Vec<MemorySlot>,
}

impl RewireRequests {
    /// Record that element `index` is used.
    pub fn use_element(&mut self, index: Attribute) {
        if !self.used.contains(&index) {
            self.used.push(index);
        }
    }
}

/// The slots `sroa` made of an aggregate's elements, by element index.
pub type Subslots = Vec<(Attribute, MemorySlot)>;

/// What a dialect tells `mem2reg` and `sroa` about its ops. Every method has a
/// default that says "not this interface", so a dialect implements only
/// what its ops are.
pub trait MemorySlotInterfaces: Sync {
    /// The slots `op` allocates that may be promoted (none when `op` is not
    /// an allocation, or cannot be promoted).
    fn promotable_slots(&self, _ctx: &Context, _body: &Body, _op: OpId) -> Vec<MemorySlot> {
        Vec::new()
    }

    /// Build, at the rewriter's insertion point, the value the slot of
    /// allocation `op` holds before any store.
    fn default_value(&self, _rw: &mut Rewriter<'_>, _op: OpId, _slot: &MemorySlot) -> Option<ValueId> {
        None
    }

    /// Whether `op` is a promotable memory access (a load or a store).
    fn is_promotable_mem_op(&self, _ctx: &Context, _body: &Body, _op: OpId) -> bool {
        false
    }

    /// Whether the access `op` reads the slot.
    fn loads_from(&self, _ctx: &Context, _body: &Body, _op: OpId, _slot: &MemorySlot) -> bool {
        false
    }

    /// Whether the access `op` writes the slot.
    fn stores_to(&self, _ctx: &Context, _body: &Body, _op: OpId, _slot: &MemorySlot) -> bool {
        false
    }

    /// Whether the access `op` can stop using the slot through `blocking`
    /// (its uses of the slot's address).
    fn mem_op_can_uses_be_removed(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        _slot: &MemorySlot,
        _blocking: &[Use],
    ) -> bool {
        false
    }

    /// The value the slot holds after the store `op`, built after it;
    /// `reaching` is the value it held before.
    fn get_stored(&self, _rw: &mut Rewriter<'_>, _op: OpId, _slot: &MemorySlot, _reaching: ValueId) -> ValueId {
        unreachable!("get_stored called on an op that does not store")
    }

    /// Make the access `op` stop using the slot, given the value the slot
    /// holds there (replacing a load's result); true when `op` is then to
    /// be erased.
    fn mem_op_remove_blocking_uses(
        &self,
        _rw: &mut Rewriter<'_>,
        _op: OpId,
        _slot: &MemorySlot,
        _reaching: ValueId,
    ) -> bool {
        true
    }

    /// For an op that is erased with the slot (upstream's
    /// `PromotableOpInterface`): `None` when `op` is not one; else whether
    /// it can be, pushing onto `new_blocking` the uses of its results that
    /// must go first.
    fn op_can_uses_be_removed(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        _new_blocking: &mut Vec<Use>,
    ) -> Option<bool> {
        None
    }

    /// The aggregate slots allocation `op` offers to split.
    fn destructurable_slots(
        &self,
        _ctx: &Context,
        _registry: &Registry,
        _body: &Body,
        _op: OpId,
    ) -> Vec<DestructurableMemorySlot> {
        Vec::new()
    }

    /// Allocate a slot per element in `used` (in that order), after `op`.
    fn destructure(
        &self,
        _rw: &mut Rewriter<'_>,
        _op: OpId,
        _slot: &DestructurableMemorySlot,
        _used: &[Attribute],
    ) -> Subslots {
        Vec::new()
    }

    /// Whether `op` addresses one element of the aggregate `slot` and can
    /// be rewired to that element's own slot: then it records the element
    /// and the slots its results address in `requests`.
    fn can_rewire(
        &self,
        _ctx: &Context,
        _registry: &Registry,
        _body: &Body,
        _op: OpId,
        _slot: &DestructurableMemorySlot,
        _requests: &mut RewireRequests,
    ) -> bool {
        false
    }

    /// Make `op` use the element slots instead of the aggregate; true when
    /// it is then to be erased.
    fn rewire(
        &self,
        _rw: &mut Rewriter<'_>,
        _op: OpId,
        _slot: &DestructurableMemorySlot,
        _subslots: &Subslots,
    ) -> bool {
        false
    }

    /// For an op using the address of `slot`: `None` when it does not say;
    /// else whether it only accesses memory within the slot, pushing onto
    /// `must_be_safe` the slots its results address.
    fn ensure_only_safe_accesses(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        _slot: &MemorySlot,
        _must_be_safe: &mut Vec<MemorySlot>,
    ) -> Option<bool> {
        None
    }
}

impl Registry {
    /// Register how the ops of `dialect` take part in `mem2reg`.
    pub fn add_memory_slot_interfaces(&mut self, dialect: &'static str, i: &'static dyn MemorySlotInterfaces) {
        self.memory_slots.insert(dialect, i);
    }

    /// The memory-slot interfaces of `op`'s dialect.
    pub fn memory_slot_interfaces(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
    ) -> Option<&'static dyn MemorySlotInterfaces> {
        self.memory_slots.get(crate::rewrite::dialect_of(ctx.str(body.op(op).name))).copied()
    }
}

/// Push every use of `op`'s results onto `out` (what an op that is erased
/// with the slot asks of its users: upstream's `forwardToUsers`).
pub fn forward_to_users(body: &Body, op: OpId, out: &mut Vec<Use>) {
    for &r in body.results(op) {
        out.extend(body.uses(r).iter().copied());
    }
}

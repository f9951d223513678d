//! The core IR: interned types, attributes, locations and identifiers in a
//! [`Context`]; operations, blocks, regions and values in per-scope arenas
//! ([`Body`]); the affine expression library and float formats.

pub mod affine;
mod attributes;
mod body;
mod context;
mod dialect_attr;
mod dialect_type;
mod equivalence;
pub mod float;
mod module;
mod mutate;
mod types;

pub use attributes::{normalize_int, AttrKind, Attribute, DenseValues, Location};
pub use body::{BlockId, Body, OpId, OperationData, OperationState, RegionId, Use, ValueDef, ValueId};
pub use context::{Context, Identifier, StaticSlot, BUILD_SLOTS, STATIC_SLOTS};
pub use dialect_attr::{DialectAttr, DialectAttrStorage};
pub use dialect_type::{DialectAsmPrinter, DialectType, DialectTypeStorage};
pub use equivalence::regions_equivalent;
pub use module::{Module, Resource};
pub use mutate::{BlockTree, IrMapping, OpTree, RegionTree};
pub use types::{Signedness, Type, TypeKind, DYNAMIC, MAX_INT_WIDTH};

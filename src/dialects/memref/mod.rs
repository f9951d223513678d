//! The memref dialect: allocation of buffers, loads and stores, views of
//! buffers (subview, casts, reshapes) and their strided layouts, globals,
//! atomics and DMA. Ops are declared in `ops.ods`; `syntax.rs` holds the
//! syntax a format cannot write, `layout.rs` the strided-layout arithmetic
//! behind the result types of views, `verify.rs` the op verifiers, and
//! `fold.rs` and `canonicalize.rs` what `--canonicalize` does to them.

pub(crate) mod canonicalize;
pub(crate) mod fold;
pub mod layout;
mod memory_slot;
mod syntax;
use crate::dialects::view_like::INDEX_LIST_ARRAY_ATTR;
pub use crate::dialects::view_like::{i64_array, reassociation};
pub(crate) use syntax::tensor_type_of;
pub(crate) use syntax::{parse_prefetch_spec, set_prefetch_spec};
pub(crate) use verify::cast_compatible;
mod verify;

pub use canonicalize::{dropped_dims, subview_parts, SubViewParts};
pub use fold::{def_named, mixed, split_mixed, statics_of, Ofr};

use crate::ir::{AttrKind, Body, Context, OpId, Signedness, Type, TypeKind};
use crate::opdef::ods::attr;
use crate::opdef::ods::constraints::{AttrClass, AttrConstraint, TypeConstraint};
use crate::opdef::ods::enums::IntEnum;
use crate::opdef::Registry;
use canonicalize::*;
use fold::*;
use layout::is_strided;
use syntax::*;
use verify::*;

include!(concat!(env!("OUT_DIR"), "/ods/memref.rs"));

pub fn register(r: &mut Registry) {
    crate::opdef::ods::register_all(r, OPS);
    r.add_materializer("memref", super::arith::materialize_constant);
    r.add_memory_slot_interfaces("memref", &memory_slot::MemRefMemorySlots);
}

/// Ops whose regions are automatic allocation scopes (upstream's
/// `AutomaticAllocationScope` trait): stack allocations in them are freed
/// when control leaves the region.
pub const AUTOMATIC_ALLOCATION_SCOPES: &[&str] =
    &["func.func", "memref.alloca_scope", "scf.for", "scf.forall", "scf.parallel", "affine.for", "affine.parallel"];

// ---- type constraints ---------------------------------------------------------------

fn ranked(ctx: &Context, t: Type) -> Option<(&[i64], Type)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, element, .. } => Some((shape, *element)),
        _ => None,
    }
}
fn is_unranked(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::UnrankedMemRef { .. })
}
fn is_int_or_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { signedness: Signedness::Signless, .. }) || ctx.is_float(t)
}

macro_rules! memref_constraints {
    ($($name:ident = $desc:literal, $check:expr;)*) => {
        $(pub static $name: TypeConstraint = TypeConstraint { desc: $desc, check: $check, build: None };)*
    };
}

memref_constraints! {
    MEM_REF_ANY = "memref of any type values", |c, t| ranked(c, t).is_some();
    MEM_REF_OR_UNRANKED = "ranked or unranked memref of any type values",
        |c, t| ranked(c, t).is_some() || is_unranked(c, t);
    NON_ZERO_RANK_MEM_REF = "unranked.memref of any type values or non-0-ranked.memref of any type values",
        |c, t| is_unranked(c, t) || ranked(c, t).is_some_and(|(s, _)| !s.is_empty());
    MEM_REF1D = "1D memref of any type values", |c, t| ranked(c, t).is_some_and(|(s, _)| s.len() == 1);
    MEM_REF1DI8 = "1D memref of 8-bit signless integer values",
        |c, t| ranked(c, t).is_some_and(|(s, e)| s.len() == 1 && c.int_info(e) == Some((8, Signedness::Signless)) && !c.is_index(e));
    MEM_REF1D_INT_OR_INDEX = "1D memref of signless integer or index values",
        |c, t| ranked(c, t).is_some_and(|(s, e)| s.len() == 1
            && (c.is_index(e) || matches!(c.type_kind(e), TypeKind::Integer { signedness: Signedness::Signless, .. })));
    INT_OR_FLOAT_MEM_REF = "memref of signless integer or floating-point values",
        |c, t| ranked(c, t).is_some_and(|(_, e)| is_int_or_float(c, e));
    INT_OR_FLOAT = "signless integer or floating-point", is_int_or_float;
    STATIC_MEM_REF = "statically shaped memref of any type values",
        |c, t| ranked(c, t).is_some_and(|(s, _)| s.iter().all(|&d| d != crate::ir::DYNAMIC));
    STRIDED_MEM_REF = "strided memref of any type values", |c, t| ranked(c, t).is_some() && is_strided(c, t);
    STRIDED_MEM_REF0D = "strided memref of any type values of rank 0",
        |c, t| ranked(c, t).is_some_and(|(s, _)| s.is_empty()) && is_strided(c, t);
}

// ---- attribute constraints ----------------------------------------------------------

fn int_attr(ctx: &Context, a: crate::ir::Attribute, width: u32) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, value }
            if ctx.int_info(*ty) == Some((width, Signedness::Signless)) && !ctx.is_index(*ty) =>
        {
            num_traits::ToPrimitive::to_i64(value)
        }
        _ => None,
    }
}
fn no_default(_: &Context, _: &str) -> Option<crate::ir::Attribute> {
    None
}

pub static ALLOC_ALIGNMENT: AttrConstraint = AttrConstraint {
    desc: "64-bit signless integer attribute whose minimum value is 0",
    class: AttrClass::Plain { check: |c, a| int_attr(c, a, 64).is_some_and(|v| v >= 0), ty: None },
    default: no_default,
};
pub static POSITIVE_I32_ATTR: AttrConstraint = AttrConstraint {
    desc: "32-bit signless integer attribute whose value is positive",
    class: AttrClass::Plain {
        check: |c, a| int_attr(c, a, 32).is_some_and(|v| v > 0),
        ty: Some(|c| c.integer_type(32)),
    },
    default: no_default,
};
pub static LOCALITY_HINT: AttrConstraint = AttrConstraint {
    desc: "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
    class: AttrClass::Plain { check: |c, a| int_attr(c, a, 32).is_some_and(|v| (0..=3).contains(&v)), ty: None },
    default: no_default,
};
pub static MEM_REF_TYPE_ATTR: AttrConstraint = AttrConstraint {
    desc: "memref type attribute",
    class: AttrClass::Plain {
        check: |c, a| matches!(c.attr_kind(a), AttrKind::Type(t) if ranked(c, *t).is_some()),
        ty: None,
    },
    default: no_default,
};
pub static SYMBOL_NAME_ATTR: AttrConstraint = AttrConstraint {
    desc: "string attribute",
    class: AttrClass::Custom {
        check: |c, a| matches!(c.attr_kind(a), AttrKind::String { ty: None, .. }),
        parse: |p| {
            let name = p.parse_symbol_name()?;
            Ok(p.ctx.string_attr_bytes(&name))
        },
        print: |p, a| {
            if let AttrKind::String { value, .. } = p.ctx.attr_kind(a) {
                p.print_symbol(value);
            }
        },
    },
    default: |c, t| Some(c.string_attr(t)),
};

pub static ATOMIC_RMW_KIND_ENUM: IntEnum = IntEnum {
    name: "::mlir::arith::AtomicRMWKind",
    width: 64,
    cases: &[
        ("addf", 0),
        ("addi", 1),
        ("assign", 2),
        ("maximumf", 3),
        ("maxs", 4),
        ("maxu", 5),
        ("minimumf", 6),
        ("mins", 7),
        ("minu", 8),
        ("mulf", 9),
        ("muli", 10),
        ("ori", 11),
        ("andi", 12),
        ("maxnumf", 13),
        ("minnumf", 14),
    ],
    summary: None,
};
pub static ATOMIC_RMW_KIND: AttrConstraint = AttrConstraint {
    desc: "",
    class: AttrClass::IntEnum(&ATOMIC_RMW_KIND_ENUM),
    default: |c, t| ATOMIC_RMW_KIND_ENUM.attr_for(c, t),
};

/// The element type of a memref (`TypesMatchWith` transforms).
fn element_type(ctx: &Context, t: Type) -> Option<Type> {
    ranked(ctx, t).map(|(_, e)| e)
}

// ---- result names -----------------------------------------------------------------

fn named(name: &str) -> Vec<Option<String>> {
    vec![Some(name.to_string())]
}
fn names_alloc(_: &Context, _: &Body, _: OpId) -> Vec<Option<String>> {
    named("alloc")
}
fn names_alloca(_: &Context, _: &Body, _: OpId) -> Vec<Option<String>> {
    named("alloca")
}
fn names_cast(_: &Context, _: &Body, _: OpId) -> Vec<Option<String>> {
    named("cast")
}
fn names_dim(_: &Context, _: &Body, _: OpId) -> Vec<Option<String>> {
    named("dim")
}
fn names_intptr(_: &Context, _: &Body, _: OpId) -> Vec<Option<String>> {
    named("intptr")
}
fn names_memspacecast(_: &Context, _: &Body, _: OpId) -> Vec<Option<String>> {
    named("memspacecast")
}
fn names_reinterpret_cast(_: &Context, _: &Body, _: OpId) -> Vec<Option<String>> {
    named("reinterpret_cast")
}
fn names_reshape(_: &Context, _: &Body, _: OpId) -> Vec<Option<String>> {
    named("reshape")
}
fn names_expand_shape(_: &Context, _: &Body, _: OpId) -> Vec<Option<String>> {
    named("expand_shape")
}
fn names_collapse_shape(_: &Context, _: &Body, _: OpId) -> Vec<Option<String>> {
    named("collapse_shape")
}
fn names_subview(_: &Context, _: &Body, _: OpId) -> Vec<Option<String>> {
    named("subview")
}
fn names_transpose(_: &Context, _: &Body, _: OpId) -> Vec<Option<String>> {
    named("transpose")
}
fn names_view(_: &Context, _: &Body, _: OpId) -> Vec<Option<String>> {
    named("view")
}
/// `%base_buffer, %offset, %sizes:N, %strides:N`: only the first value of a
/// pack gets a name.
fn names_metadata(_: &Context, body: &Body, op: OpId) -> Vec<Option<String>> {
    let n = body.results(op).len();
    let rank = n.saturating_sub(2) / 2;
    let mut names = vec![None; n];
    for (i, name) in [(0, "base_buffer"), (1, "offset"), (2, "sizes"), (2 + rank, "strides")] {
        if i < n && (i < 2 || rank > 0) {
            names[i] = Some(name.to_string());
        }
    }
    names
}

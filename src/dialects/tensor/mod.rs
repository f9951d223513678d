//! The tensor dialect: creating tensors (`empty`, `from_elements`,
//! `generate`, `splat`), reading and replacing elements and slices, casts,
//! reshapes, padding, concatenation, gather/scatter and packing into tiles.
//! Ops are declared in `ops.ods`; the offsets/sizes/strides and reshape
//! syntax and checks are shared with memref (`dialects::view_like`),
//! `verify.rs` and `pack.rs` hold the op verifiers; `fold.rs`,
//! `canonicalize.rs`, `slice.rs`, `reshape.rs` and `pad.rs` what
//! `--canonicalize` does to them.

mod canonicalize;
mod cast_fold;
mod fold;
mod pack;
mod pad;
mod reify;
mod reshape;
pub(crate) mod slice;
pub mod subset;
mod verify;

use crate::dialects::view_like::{parse_dynamic_index_list, print_dynamic_index_list, INDEX_LIST_ARRAY_ATTR};
use crate::ir::{Body, Context, OpId, Type, TypeKind, DYNAMIC};
use crate::opdef::ods::attr;
use crate::opdef::ods::constraints::TypeConstraint;
use crate::opdef::Registry;
use canonicalize::*;
pub use canonicalize::{dim_of_reshape_source, preserves_static_information};
pub use cast_fold::rebuild_casting_back;
use fold::*;
use pack::*;
pub use pad::build_pad;
use pad::*;
use reshape::*;
use slice::*;
use verify::*;

pub(crate) use canonicalize::{cast_of_empty, extract_of_index_cast};
pub use reify::{constant_index, create_dim, create_or_fold_dim, mixed_sizes, Shapes};
pub(crate) use slice::{build_extract_slice, build_insert_slice, rank_reduced_type, slice_of};
pub(crate) use verify::cast_compatible;

include!(concat!(env!("OUT_DIR"), "/ods/tensor.rs"));

pub fn register(r: &mut Registry) {
    crate::opdef::ods::register_all(r, OPS);
    r.add_materializer("tensor", super::arith::materialize_constant);
    r.add_dps_inits("tensor", dps_inits);
    r.add_canonicalizer(cast_fold::fold_cast_producers);
    r.add_reify_result_shapes("tensor", reify::reify_result_shapes);
}

/// The destination-style tensor ops write into their `dest` operand.
fn dps_inits(ctx: &Context, body: &Body, op: OpId) -> Option<std::ops::Range<usize>> {
    match ctx.str(body.op(op).name) {
        InsertOp::NAME | InsertSliceOp::NAME | PackOp::NAME | UnPackOp::NAME => Some(1..2),
        _ => None,
    }
}

// ---- type constraints ---------------------------------------------------------------

/// The shape and element type of a ranked tensor.
pub fn ranked(ctx: &Context, t: Type) -> Option<(&[i64], Type)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, element, .. } => Some((shape, *element)),
        _ => None,
    }
}

/// The ranked tensor type of `shape` and `element`, without encoding.
pub fn ranked_tensor(ctx: &Context, shape: Vec<i64>, element: Type) -> Type {
    ctx.ty(TypeKind::RankedTensor { shape, element, encoding: None })
}

fn is_int_or_index(ctx: &Context, t: Type) -> bool {
    ctx.is_index(t) || matches!(ctx.type_kind(t), TypeKind::Integer { signedness: crate::ir::Signedness::Signless, .. })
}

macro_rules! tensor_constraints {
    ($($name:ident = $desc:literal, $check:expr;)*) => {
        $(pub static $name: TypeConstraint = TypeConstraint { desc: $desc, check: $check, build: None };)*
    };
}

tensor_constraints! {
    ANY_RANKED_TENSOR = "ranked tensor of any type values", |c, t| ranked(c, t).is_some();
    ANY_STATIC_SHAPE_TENSOR = "statically shaped tensor of any type values",
        |c, t| ranked(c, t).is_some_and(|(s, _)| s.iter().all(|&d| d != DYNAMIC));
    NON_ZERO_RANK_OR_UNRANKED_TENSOR = "non-0-ranked or unranked tensor",
        |c, t| matches!(c.type_kind(t), TypeKind::UnrankedTensor { .. }) || ranked(c, t).is_some_and(|(s, _)| !s.is_empty());
    RANKED_TENSOR_OF_INT_OR_INDEX = "ranked tensor of signless integer or index values",
        |c, t| ranked(c, t).is_some_and(|(_, e)| is_int_or_index(c, e));
    TENSOR1D_OF_INT_OR_INDEX = "1D tensor of signless integer or index values",
        |c, t| ranked(c, t).is_some_and(|(s, e)| s.len() == 1 && is_int_or_index(c, e));
}

/// The element type of a tensor (`TypesMatchWith` transforms).
fn element_type(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { element, .. } | TypeKind::UnrankedTensor { element } => Some(*element),
        _ => None,
    }
}

// ---- result names -----------------------------------------------------------------

macro_rules! result_names {
    ($($f:ident = $name:literal;)*) => {
        $(fn $f(_: &Context, _: &Body, _: OpId) -> Vec<Option<String>> {
            vec![Some($name.to_string())]
        })*
    };
}

result_names! {
    names_cast = "cast";
    names_concat = "concat";
    names_dim = "dim";
    names_extract = "extracted";
    names_extract_slice = "extracted_slice";
    names_from_elements = "from_elements";
    names_gather = "gather";
    names_generate = "generated";
    names_insert = "inserted";
    names_insert_slice = "inserted_slice";
    names_rank = "rank";
    names_reshape = "reshape";
    names_expand_shape = "expanded";
    names_collapse_shape = "collapsed";
    names_pad = "padded";
    names_scatter = "scatter";
    names_splat = "splat";
    names_pack = "pack";
    names_unpack = "unpack";
}

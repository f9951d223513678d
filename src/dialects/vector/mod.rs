//! The vector dialect: n-D vectors as kernel writers use them (broadcasts,
//! element and slice access, memory transfers, reductions, contractions,
//! masks), declared in `ops.ods`. This module holds the dialect's
//! attributes (`#vector.kind<add>`, `#vector.iterator_type<parallel>`,
//! `#vector.punctuation<newline>`) and the type constraints; verifiers are
//! in `verify.rs`, and the syntax a format cannot say in `syntax.rs`
//! (contract, outerproduct, transfers, mask, print) and `transfer.rs`.

mod canonicalize;
mod compose;
mod fold;
mod more;
mod strided;
mod syntax;
mod transfer;
mod verify;
mod warp;

use super::arith::FAST_MATH_FLAGS;
use crate::ir::{AttrKind, Attribute, Context, Signedness, Type, TypeKind};
use crate::opdef::ods::constraints::{AttrClass, AttrConstraint, TypeConstraint};
use crate::opdef::ods::enums::BitEnum;
use crate::opdef::Registry;
use canonicalize::*;
use compose::*;
use fold::*;
use more::*;
use strided::*;
use syntax::*;
use transfer::*;
pub use transfer::{bool_array, bools, map_attr as permutation_map};
use verify::*;
use warp::*;

include!(concat!(env!("OUT_DIR"), "/ods/vector.rs"));

pub fn register(r: &mut Registry) {
    crate::opdef::ods::register_all(r, OPS);
    for name in [TransferReadOp::NAME, TransferWriteOp::NAME] {
        if let Some(def) = r.op(name).cloned() {
            r.add_op(crate::opdef::OpDefinition { effects: Some(transfer_effects), ..def });
        }
    }
    r.add_materializer("vector", super::arith::materialize_constant);
    r.add_dialect_attrs("vector", |data| {
        COMBINING_KIND
            .canonicalize(data)
            .or_else(|| canonicalize_keyword(data, "iterator_type", ITERATOR_TYPES))
            .or_else(|| canonicalize_keyword(data, "punctuation", PUNCTUATIONS))
    });
}

/// A transfer reads or writes memory only through a memref; on a tensor
/// it has no effects (upstream's `getEffects` of the transfer ops).
fn transfer_effects(ctx: &Context, body: &crate::ir::Body, op: crate::ir::OpId) -> crate::opdef::Traits {
    let name = ctx.str(body.op(op).name);
    let (source, effect) = if name == TransferReadOp::NAME {
        (TransferReadOp(op).source(ctx, body), crate::opdef::Traits::MEM_READ)
    } else {
        (TransferWriteOp(op).source(ctx, body), crate::opdef::Traits::MEM_WRITE)
    };
    match ctx.type_kind(body.value_type(source)) {
        TypeKind::MemRef { .. } => effect,
        _ => crate::opdef::Traits::NONE,
    }
}

// ---- attributes ---------------------------------------------------------------------

/// `#vector.kind<...>`: how `reduction`, `contract` and `outerproduct` combine values.
pub static COMBINING_KIND: BitEnum = BitEnum {
    dialect: "vector",
    mnemonic: "kind",
    name: "::mlir::vector::CombiningKind",
    attr_name: "Vector_CombiningKindAttr",
    cases: &[
        ("add", 1),
        ("mul", 2),
        ("minui", 4),
        ("minsi", 8),
        ("minnumf", 16),
        ("maxui", 32),
        ("maxsi", 64),
        ("maxnumf", 128),
        ("and", 256),
        ("or", 512),
        ("xor", 1024),
        ("maximumf", 4096),
        ("minimumf", 2048),
    ],
    separator: "|",
    native_property: false,
};

pub static COMBINING_KIND_ATTR: AttrConstraint = AttrConstraint {
    desc: "Kind of combining function for contractions and reductions",
    class: AttrClass::BitEnum(&COMBINING_KIND),
    default: |c, t| COMBINING_KIND.default(c, t),
};

const ITERATOR_TYPES: &[&str] = &["parallel", "reduction"];
const PUNCTUATIONS: &[&str] = &["no_punctuation", "newline", "comma", "open", "close"];

/// `#vector.punctuation<case>`: `open`, `close`, `comma`, `newline` or
/// `no_punctuation`.
pub fn punctuation_attr(ctx: &Context, case: &str) -> Attribute {
    keyword_attr(ctx, "punctuation", case)
}

/// `#vector.<mnemonic><case>` for a one-case enum attribute written `<case>`.
fn keyword_attr(ctx: &Context, mnemonic: &str, case: &str) -> Attribute {
    ctx.attr(AttrKind::Opaque {
        dialect: crate::static_ident!(ctx, "vector"),
        data: format!("{mnemonic}<{case}>"),
        ty: None,
    })
}

/// The case of a `#vector.<mnemonic><case>` attribute.
fn keyword_of<'c>(ctx: &'c Context, a: Attribute, mnemonic: &str) -> Option<&'c str> {
    match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, data, ty: None } if ctx.str(*dialect) == "vector" => {
            data.strip_prefix(mnemonic)?.strip_prefix('<')?.strip_suffix('>')
        }
        _ => None,
    }
}

/// Canonical body of `#vector.<mnemonic><case>` (blanks dropped); `None`
/// when the body names another attribute.
fn canonicalize_keyword(
    data: &str,
    mnemonic: &str,
    cases: &[&str],
) -> Option<Result<String, crate::opdef::AttrBodyErrors>> {
    let rest = data.strip_prefix(mnemonic)?;
    let open = data.len() - rest.trim_start().len();
    let inner = rest.trim_start().strip_prefix('<')?.strip_suffix('>')?;
    let word = inner.trim();
    if cases.contains(&word) {
        return Some(Ok(format!("{mnemonic}<{word}>")));
    }
    let at = open + 1 + (inner.len() - inner.trim_start().len());
    Some(Err(vec![(at, format!("expected one of [{}] for {mnemonic}", cases.join(", ")))]))
}

pub fn iterator_type_of(ctx: &Context, a: Attribute) -> Option<&'static str> {
    let k = keyword_of(ctx, a, "iterator_type")?;
    ITERATOR_TYPES.iter().copied().find(|c| *c == k)
}

pub static ITERATOR_TYPE_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "Iterator type should be an enum.",
    class: AttrClass::Plain {
        check: |c, a| matches!(c.attr_kind(a), AttrKind::Array(v) if v.iter().all(|&e| iterator_type_of(c, e).is_some())),
        ty: None,
    },
    default: |_, _| None,
};

fn punctuation_ok(ctx: &Context, a: Attribute) -> bool {
    keyword_of(ctx, a, "punctuation").is_some_and(|k| PUNCTUATIONS.contains(&k))
}

pub static PRINT_PUNCTUATION: AttrConstraint = AttrConstraint {
    desc: "Punctuation for separating vectors or vector elements",
    class: AttrClass::Custom { check: punctuation_ok, parse: parse_punctuation, print: print_punctuation },
    default: |c, t| PUNCTUATIONS.contains(&t).then(|| keyword_attr(c, "punctuation", t)),
};

/// The integers of an array attribute of integers.
pub fn int_array(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::Array(v) => v
            .iter()
            .map(|&e| match ctx.attr_kind(e) {
                AttrKind::Integer { value, .. } => num_traits::ToPrimitive::to_i64(value),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// The values of an `array<i64: ...>` attribute.
pub fn dense_i64(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { values, .. } => Some(values.iter().map(|&v| v as u64 as i64).collect()),
        _ => None,
    }
}

fn array_of(ctx: &Context, a: Attribute, elem: impl Fn(&AttrKind) -> bool) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Array(v) if v.iter().all(|&e| elem(ctx.attr_kind(e))))
}

pub static I64_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "64-bit integer array attribute",
    class: AttrClass::Plain {
        check: |c, a| {
            array_of(
                c,
                a,
                |k| matches!(k, AttrKind::Integer { ty, .. } if c.int_info(*ty).is_some_and(|(w, _)| w == 64) && !c.is_index(*ty)),
            )
        },
        ty: None,
    },
    default: |_, _| None,
};

pub static BOOL_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "1-bit boolean array attribute",
    class: AttrClass::Plain {
        check: |c, a| {
            array_of(
                c,
                a,
                |k| matches!(k, AttrKind::Integer { ty, .. } if c.int_info(*ty) == Some((1, Signedness::Signless)) && !c.is_index(*ty)),
            )
        },
        ty: None,
    },
    default: |_, _| None,
};

pub static AFFINE_MAP_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "AffineMap array attribute",
    class: AttrClass::Plain { check: |c, a| array_of(c, a, |k| matches!(k, AttrKind::AffineMap(_))), ty: None },
    default: |_, _| None,
};

// ---- types --------------------------------------------------------------------------

/// Shape, scalable flags and element type of a vector type.
pub fn vector_parts(ctx: &Context, t: Type) -> Option<(&[i64], &[bool], Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, element } => Some((shape, scalable, *element)),
        _ => None,
    }
}

pub fn vector_type(ctx: &Context, shape: Vec<i64>, scalable: Vec<bool>, element: Type) -> Type {
    ctx.ty(TypeKind::Vector { shape, scalable, element })
}

/// `element` in place of the element type of vector `t`.
pub fn with_element(ctx: &Context, t: Type, element: Type) -> Option<Type> {
    let (shape, scalable, _) = vector_parts(ctx, t)?;
    Some(vector_type(ctx, shape.to_vec(), scalable.to_vec(), element))
}

fn element_of(ctx: &Context, t: Type) -> Option<Type> {
    vector_parts(ctx, t).map(|(_, _, e)| e)
}

fn rank_of(ctx: &Context, t: Type) -> Option<usize> {
    vector_parts(ctx, t).map(|(s, _, _)| s.len())
}

fn is_i1(ctx: &Context, t: Type) -> bool {
    ctx.int_info(t) == Some((1, Signedness::Signless)) && !ctx.is_index(t)
}

fn vector_of(ctx: &Context, t: Type, rank: Option<usize>, elem: fn(&Context, Type) -> bool) -> bool {
    vector_parts(ctx, t).is_some_and(|(s, _, e)| rank.map_or(true, |r| r == s.len()) && elem(ctx, e))
}

fn vector_non_zero(ctx: &Context, t: Type, elem: fn(&Context, Type) -> bool) -> bool {
    vector_parts(ctx, t).is_some_and(|(s, _, e)| !s.is_empty() && elem(ctx, e))
}

fn any(_: &Context, _: Type) -> bool {
    true
}

fn int_or_index(ctx: &Context, t: Type) -> bool {
    ctx.is_int_or_index(t)
}

pub static ANY_VECTOR_OF_ANY_RANK: TypeConstraint =
    TypeConstraint { desc: "vector of any type values", check: |c, t| vector_of(c, t, None, any), build: None };
pub static ANY_VECTOR_OF_NON_ZERO_RANK: TypeConstraint =
    TypeConstraint { desc: "vector of any type values", check: |c, t| vector_non_zero(c, t, any), build: None };
pub static ANY_VECTOR_OF_RANK1: TypeConstraint = TypeConstraint {
    desc: "vector of any type values of ranks 1",
    check: |c, t| vector_of(c, t, Some(1), any),
    build: None,
};
pub static ANY_FIXED_VECTOR_OF_ANY_RANK: TypeConstraint = TypeConstraint {
    desc: "fixed-length vector of any type values",
    check: |c, t| vector_parts(c, t).is_some_and(|(_, s, _)| s.iter().all(|&x| !x)),
    build: None,
};
pub static VECTOR_OF_I1: TypeConstraint = TypeConstraint {
    desc: "vector of 1-bit signless integer values",
    check: |c, t| vector_of(c, t, None, is_i1),
    build: None,
};
pub static VECTOR_OF_ANY_RANK_OF_I1: TypeConstraint = TypeConstraint {
    desc: "vector of 1-bit signless integer values",
    check: |c, t| vector_of(c, t, None, is_i1),
    build: None,
};
pub static VECTOR_OF_NON_ZERO_RANK_OF_I1: TypeConstraint = TypeConstraint {
    desc: "vector of 1-bit signless integer values",
    check: |c, t| vector_non_zero(c, t, is_i1),
    build: None,
};
pub static VECTOR_OF_RANK1_OF_I1: TypeConstraint = TypeConstraint {
    desc: "vector of 1-bit signless integer values of ranks 1",
    check: |c, t| vector_of(c, t, Some(1), is_i1),
    build: None,
};
pub static VECTOR_OF_NON_ZERO_RANK_OF_INTEGER_OR_INDEX: TypeConstraint = TypeConstraint {
    desc: "vector of integer or index values",
    check: |c, t| vector_non_zero(c, t, int_or_index),
    build: None,
};
pub static VECTOR_OF_RANK1_OF_INTEGER_OR_INDEX: TypeConstraint = TypeConstraint {
    desc: "vector of integer or index values of ranks 1",
    check: |c, t| vector_of(c, t, Some(1), int_or_index),
    build: None,
};
pub static VECTOR_OF_RANK1_OF_INDEX: TypeConstraint = TypeConstraint {
    desc: "vector of index values of ranks 1",
    check: |c, t| vector_of(c, t, Some(1), |c, e| c.is_index(e)),
    build: None,
};
pub static VECTOR_OF_ANY_RANK_OF_FLOAT: TypeConstraint = TypeConstraint {
    desc: "vector of floating-point values",
    check: |c, t| vector_of(c, t, None, |c, e| c.is_float(e)),
    build: None,
};
pub static SHAPED_TYPE: TypeConstraint =
    TypeConstraint { desc: "shaped of any type values", check: |c, t| c.element_type(t).is_some(), build: None };
pub static ANY_SHAPED: TypeConstraint =
    TypeConstraint { desc: "shaped of any type values", check: |c, t| c.element_type(t).is_some(), build: None };
pub static ANY_RANKED_TENSOR: TypeConstraint = TypeConstraint {
    desc: "ranked tensor of any type values",
    check: |c, t| matches!(c.type_kind(t), TypeKind::RankedTensor { .. }),
    build: None,
};
pub static STATIC_SHAPE_MEM_REF_OF_ANY_TYPE: TypeConstraint = TypeConstraint {
    desc: "statically shaped memref of any type values",
    check: |c, t| matches!(c.type_kind(t), TypeKind::MemRef { shape, .. } if shape.iter().all(|&d| d >= 0)),
    build: None,
};
/// What `vector.print` prints: a vector, an integer, an index or a float.
pub static PRINTABLE: TypeConstraint = TypeConstraint {
    desc: "",
    check: |c, t| {
        matches!(
            c.type_kind(t),
            TypeKind::Vector { .. } | TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
        )
    },
    build: None,
};

/// `array<i64: ...>` written in formats as a bare list `[1, 0]`.
pub static DENSE_I64_LIST: AttrConstraint = AttrConstraint {
    desc: "i64 dense array attribute",
    class: AttrClass::Custom {
        check: |c, a| {
            matches!(c.attr_kind(a), AttrKind::DenseArray { element, .. }
                if c.int_info(*element) == Some((64, Signedness::Signless)) && !c.is_index(*element))
        },
        parse: parse_i64_list,
        print: print_i64_list,
    },
    default: |_, _| None,
};

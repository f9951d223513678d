//! The index dialect: arithmetic, comparisons and casts on `index` values,
//! declared in `ops.ods`. This module holds the comparison predicate
//! attribute (`#index<cmp_predicate slt>`), the cast verifier and the
//! constants' result names.

use crate::ir::{AttrKind, Body, Context, OpId, Type, TypeKind};
use crate::opdef::ods::attr;
use crate::opdef::ods::constraints::{AttrClass, AttrConstraint, TypeConstraint};
use crate::opdef::ods::enums::DialectEnum;
use crate::opdef::Registry;
use crate::verify::VerifyCx;

mod fold;

use fold::*;

include!(concat!(env!("OUT_DIR"), "/ods/index.rs"));

pub fn register(r: &mut Registry) {
    crate::opdef::ods::register_all(r, OPS);
    r.add_dialect_attrs("index", |data| CMP_PREDICATE.canonicalize(data));
    r.add_materializer("index", materialize_constant);
}

/// Folded constants of index ops: `index.constant` for an index value,
/// `index.bool.constant` for an `i1`.
pub fn materialize_constant(
    rw: &mut crate::rewrite::Rewriter<'_>,
    value: crate::ir::Attribute,
    ty: Type,
    loc: crate::ir::Location,
) -> Option<crate::ir::ValueId> {
    let AttrKind::Integer { ty: attr_ty, .. } = rw.ctx.attr_kind(value) else { return None };
    let op = if rw.ctx.is_index(ty) && rw.ctx.is_index(*attr_ty) {
        ConstantOp::create(rw.ctx, rw.body, loc, ty, value).0
    } else if *attr_ty == ty && rw.ctx.int_info(ty) == Some((1, crate::ir::Signedness::Signless)) {
        BoolConstantOp::create(rw.ctx, rw.body, loc, ty, value).0
    } else {
        return None;
    };
    rw.insert(op);
    Some(rw.body.results(op)[0])
}

pub static CMP_PREDICATE: DialectEnum = DialectEnum {
    dialect: "index",
    mnemonic: "cmp_predicate",
    name: "::mlir::index::IndexCmpPredicate",
    attr_name: "IndexCmpPredicateAttr",
    cases: &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"],
    spaced: false,
};

pub static INDEX_CMP_PREDICATE: AttrConstraint = AttrConstraint {
    desc: "index comparison predicate kind",
    class: AttrClass::DialectEnum(&CMP_PREDICATE),
    default: |c, t| CMP_PREDICATE.attr_for(c, t),
};

fn is_integer_or_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { .. }) || ctx.is_index(t)
}

/// Upstream's `AnyTypeOf<[AnyInteger, Index]>`: signed and unsigned integers too.
pub static INTEGER_OR_INDEX: TypeConstraint =
    TypeConstraint { desc: "integer or index", check: is_integer_or_index, build: None };

/// A cast goes between `index` and an integer type, one way or the other.
fn verify_cast(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    super::arith::verify_cast_with(cx, body, op, |c, from, to| c.is_index(from) != c.is_index(to));
}

/// `%idx42`, `%idx-3`.
fn names_constant(ctx: &Context, body: &Body, op: OpId) -> Vec<Option<String>> {
    let name = match attr(ctx, body, op, crate::static_ident!(ctx, "value")).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => Some(format!("idx{value}")),
        _ => None,
    };
    vec![name]
}

/// `%true`, `%false`.
fn names_bool_constant(ctx: &Context, body: &Body, op: OpId) -> Vec<Option<String>> {
    let name = match attr(ctx, body, op, crate::static_ident!(ctx, "value")).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => {
            Some(if value.sign() == num_bigint::Sign::NoSign { "false" } else { "true" })
        }
        _ => None,
    };
    vec![name.map(str::to_string)]
}

//! The ub dialect: `ub.poison`, a value whose use is deferred undefined
//! behaviour, and its attribute `#ub.poison`. Folders of other dialects
//! return `#ub.poison` ([`poison_attr`]) where upstream's do, and their
//! constant materializers build `ub.poison` from it ([`materialize_poison`]).

use crate::ir::{AttrKind, Attribute, Context, Type, ValueId};
use crate::opdef::ods::attr;
use crate::opdef::ods::constraints::{AttrClass, AttrConstraint};
use crate::opdef::Registry;
use crate::rewrite::{FoldCx, Folded};
use crate::syntax::parser::{PResult, Parser};

include!(concat!(env!("OUT_DIR"), "/ods/ub.rs"));

pub fn register(r: &mut Registry) {
    crate::opdef::ods::register_all(r, OPS);
    r.add_dialect_attrs("ub", |data| {
        let rest = data.strip_prefix("poison")?;
        if rest.trim().is_empty() {
            return Some(Ok("poison".to_string()));
        }
        Some(Err(vec![("poison".len(), "#ub.poison takes no parameters".to_string())]))
    });
    r.add_materializer("ub", materialize_poison);
}

/// `#ub.poison`: the value of a fully poisoned result.
pub fn poison_attr(ctx: &Context) -> Attribute {
    ctx.attr(AttrKind::Opaque { dialect: crate::static_ident!(ctx, "ub"), data: "poison".into(), ty: None })
}

/// Whether `a` is `#ub.poison`.
pub fn is_poison(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Opaque { dialect, data, ty: None } if ctx.str(*dialect) == "ub" && data == "poison")
}

/// `ub.poison : ty` for a `#ub.poison` value, at the rewriter's insertion
/// point; `None` for any other attribute.
pub fn materialize_poison(
    rw: &mut crate::rewrite::Rewriter<'_>,
    value: Attribute,
    ty: Type,
    loc: crate::ir::Location,
) -> Option<ValueId> {
    if !is_poison(rw.ctx, value) {
        return None;
    }
    let op = PoisonOp::create(rw.ctx, rw.body, loc, ty, Some(value));
    rw.insert(op.0);
    Some(rw.body.results(op.0)[0])
}

/// `PoisonAttrInterface`: the attributes that say how a value is poisoned
/// (in MLIR 19, only `#ub.poison`, fully poisoned).
pub static POISON_ATTR_INTERFACE: AttrConstraint = AttrConstraint {
    desc: "PoisonAttrInterface instance",
    class: AttrClass::Custom { check: is_poison, parse: parse_poison_attr, print: |p, a| p.print_attr(a) },
    default: |c, _| Some(poison_attr(c)),
};

/// A poison attribute in `ub.poison`'s format: any other attribute is
/// rejected while parsing, as upstream's typed attribute parser does.
fn parse_poison_attr(p: &mut Parser<'_>) -> PResult<Attribute> {
    let at = p.offset();
    let a = p.parse_attribute()?;
    if !is_poison(p.ctx, a) {
        return Err(p.error_at(at, "invalid kind of attribute specified"));
    }
    Ok(a)
}

fn fold_poison(cx: &FoldCx<'_>, body: &mut crate::ir::Body, op: crate::ir::OpId) -> Folded {
    attr(cx.ctx, body, op, "value").map_or(Folded::Failure, Folded::attr)
}

//! The `poly` dialect: polynomials in one variable with float
//! coefficients, lowest degree first.
//!
//! - `ops.ods` declares the ops (`poly.constant`, `poly.from_memref`,
//!   `poly.add`, `poly.eval`) with their assembly formats; `build.rs`
//!   compiles it into the op specs and typed handles included below.
//! - `types.rs`: the type `!poly.poly<N x T>`, its storage and parser.
//! - `attrs.rs`: the attribute `#poly.coeffs<[...]>`, its hook and its
//!   custom syntax in `poly.constant`'s format.
//! - `canonicalize.rs`: `poly.add`'s fold and `poly.eval`'s pattern.
//! - `version.rs`: poly's bytecode version (2) and the upgrade of IR
//!   written by version 1.
//! - This module: the constraints and verifiers `ops.ods` names, and
//!   [`register`].

mod attrs;
mod canonicalize;
mod types;
pub mod version;

pub use attrs::{coefficients, coeffs_attr};
pub use types::{is_coefficient_type, poly_of, poly_type, PolyType};

use canonicalize::{canonicalize_eval, fold_add};
use strata::ir::float::{self, FloatKind};
use strata::ir::{Body, Context, OpId, Type, TypeKind};
use strata::opdef::ods::constraints::{AttrClass, AttrConstraint, TypeConstraint};
use strata::opdef::Registry;
use strata::syntax::printer::type_to_string;
use strata::verify::VerifyCx;

// The op specs (`CONSTANT`, ...), the typed handles (`ConstantOp`, ...) and
// `OPS`, generated from ops.ods by build.rs.
include!(concat!(env!("OUT_DIR"), "/ods/poly.rs"));

/// Make the dialect known to `r`: its ops, its type parser and its
/// attribute hook.
pub fn register(r: &mut Registry) {
    strata::opdef::ods::register_all(r, OPS);
    r.add_dialect_type_parser("poly", types::parse);
    r.add_dialect_attrs("poly", attrs::canonicalize);
    r.add_dialect_versioning("poly", version::VERSIONING);
}

/// `Poly` in ops.ods: any polynomial type (with the parameters its parser
/// allows: a type built in Rust may have others).
pub static POLY: TypeConstraint = TypeConstraint {
    desc: "polynomial",
    check: |ctx, t| poly_of(ctx, t).is_some_and(|p| p.len > 0 && is_coefficient_type(ctx, p.element)),
    build: None,
};

/// `CoefficientMemRef` in ops.ods: a memref that can hold the coefficients
/// of a polynomial (the verifier of `poly.from_memref` checks which one).
pub static COEFFICIENT_MEM_REF: TypeConstraint = TypeConstraint {
    desc: "1-D memref of f16, bf16, f32 or f64 values",
    check: |ctx, t| matches!(ctx.type_kind(t), TypeKind::MemRef { shape, element, .. } if shape.len() == 1 && is_coefficient_type(ctx, *element)),
    build: None,
};

/// `PolyCoeffsAttr` in ops.ods: a `#poly.coeffs<[...]>` attribute, written
/// as its list alone in assembly formats.
pub static POLY_COEFFS_ATTR: AttrConstraint = AttrConstraint {
    desc: "polynomial coefficients (#poly.coeffs<[...]>)",
    class: AttrClass::Custom {
        check: |ctx, a| coefficients(ctx, a).is_some(),
        parse: attrs::parse_list,
        print: attrs::print_list,
    },
    default: |_, _| None,
};

/// The coefficient type of a polynomial type (`typesmatch` in ops.ods).
fn coefficient_type(ctx: &Context, t: Type) -> Option<Type> {
    poly_of(ctx, t).map(|p| p.element)
}

/// The memref that holds the coefficients of polynomials of type `ty`
/// (`memref<N x T>`), which the lowering turns them into.
pub fn coefficient_memref(ctx: &Context, ty: &PolyType) -> Type {
    let shape = vec![ty.len as i64];
    ctx.ty(TypeKind::MemRef { shape, element: ty.element, layout: None, memory_space: None })
}

/// `poly.constant`: as many coefficients as the type holds, each in the
/// range of the coefficient type.
fn verify_constant(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let op = ConstantOp(op);
    let (Some(values), Some(ty)) =
        (op.value(ctx, body).and_then(|a| coefficients(ctx, a)), poly_of(ctx, op.output_type(body)))
    else {
        return; // The constraints report these.
    };
    if values.len() as u64 != ty.len {
        let t = type_to_string(ctx, op.output_type(body));
        let msg = format!("has {} coefficients, but its type {t} holds {}", values.len(), ty.len);
        return cx.op_error(body, op.0, msg);
    }
    let kind = ctx.float_kind(ty.element).unwrap_or(FloatKind::F64);
    if let Some(v) = values.iter().find(|&&v| !float::to_f64(kind, float::from_f64(kind, v)).is_finite()) {
        cx.op_error(body, op.0, format!("coefficient {v:?} is out of the range of {}", kind.keyword()));
    }
}

/// `poly.from_memref`: the memref is `memref<N x T>` for `!poly.poly<N x T>`.
fn verify_from_memref(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let op = FromMemRefOp(op);
    let Some(ty) = poly_of(ctx, op.output_type(body)) else { return };
    let (source, want) = (body.value_type(op.source(body)), coefficient_memref(ctx, ty));
    if source != want {
        let (s, t, w) = (cx.type_str(source), cx.type_str(op.output_type(body)), cx.type_str(want));
        cx.op_error(body, op.0, format!("source {s} does not hold the coefficients of {t}: it must be {w}"));
    }
}

impl ConstantOp {
    /// The polynomial type of the result.
    pub fn output_type(self, body: &Body) -> Type {
        body.value_type(self.output(body))
    }
}

impl FromMemRefOp {
    /// The polynomial type of the result.
    pub fn output_type(self, body: &Body) -> Type {
        body.value_type(self.output(body))
    }
}

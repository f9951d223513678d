//! Type and attribute constraints that op definitions name (upstream's
//! `SignlessIntegerLike`, `I64Attr`, ...). A definition file refers to a
//! constraint by its CamelCase name; `strata-ods` turns that into the
//! UPPER_SNAKE static here or in the dialect's own module.

use super::enums::{BitEnum, DialectEnum, IntEnum};
use crate::ir::{AttrKind, Attribute, Context, Signedness, Type, TypeKind};
use crate::syntax::parser::{PResult, Parser};
use crate::syntax::printer::Printer;

/// A predicate on types, with upstream's description for diagnostics.
pub struct TypeConstraint {
    pub desc: &'static str,
    pub check: fn(&Context, Type) -> bool,
    /// The one type this constraint allows, when formats may leave it implicit.
    pub build: Option<fn(&Context) -> Type>,
}

/// How an attribute constraint checks, parses and prints its values.
pub enum AttrClass {
    /// Any attribute `check` accepts. In formats it is written as a plain
    /// attribute; with `ty`, its type is implied and not written.
    Plain { check: fn(&Context, Attribute) -> bool, ty: Option<fn(&Context) -> Type> },
    /// `UnitAttr`: present or absent, written as a keyword or not at all.
    Unit,
    /// An integer attribute whose values are named cases (`slt`).
    IntEnum(&'static IntEnum),
    /// A dialect attribute holding a set of flags (`#arith.fastmath<nnan,ninf>`).
    BitEnum(&'static BitEnum),
    /// A dialect attribute holding one enum case (`#index<cmp_predicate slt>`).
    DialectEnum(&'static DialectEnum),
    /// Hand-written syntax in formats.
    Custom {
        check: fn(&Context, Attribute) -> bool,
        parse: fn(&mut Parser<'_>) -> PResult<Attribute>,
        print: fn(&mut Printer<'_>, Attribute),
    },
}

/// A constraint on an inherent attribute.
pub struct AttrConstraint {
    /// Description used in "failed to satisfy constraint: ..." (int enums build theirs).
    pub desc: &'static str,
    pub class: AttrClass,
    /// The attribute a default-value text stands for.
    pub default: fn(&Context, &str) -> Option<Attribute>,
}

impl AttrConstraint {
    pub fn check(&self, ctx: &Context, a: Attribute) -> bool {
        match &self.class {
            AttrClass::Plain { check, .. } | AttrClass::Custom { check, .. } => check(ctx, a),
            AttrClass::Unit => matches!(ctx.attr_kind(a), AttrKind::Unit),
            AttrClass::IntEnum(e) => e.value_of(ctx, a).is_some(),
            AttrClass::BitEnum(e) => e.bits_of(ctx, a).is_some(),
            AttrClass::DialectEnum(e) => e.case_of(ctx, a).is_some(),
        }
    }
    /// Whether `a` converts to the property's storage (an `IntegerAttr` for
    /// integer enums, the attribute class itself for dialect attributes);
    /// `<{...}>` values that do not are rejected while parsing, as upstream.
    pub fn storable(&self, ctx: &Context, a: Attribute) -> bool {
        match &self.class {
            AttrClass::Unit => matches!(ctx.attr_kind(a), AttrKind::Unit),
            // Enum properties convert only from one of their cases, as upstream.
            AttrClass::IntEnum(_) | AttrClass::BitEnum(_) | AttrClass::DialectEnum(_) => self.check(ctx, a),
            AttrClass::Plain { .. } | AttrClass::Custom { .. } => true,
        }
    }
    pub fn description(&self) -> String {
        match &self.class {
            AttrClass::IntEnum(e) => e.description(),
            _ => self.desc.to_string(),
        }
    }
}

// ---- type predicates -------------------------------------------------------------

fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { signedness: Signedness::Signless, .. })
}
fn is_signless_int_or_index(ctx: &Context, t: Type) -> bool {
    is_signless_int(ctx, t) || ctx.is_index(t)
}
fn is_i1(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { width: 1, signedness: Signedness::Signless })
}
/// The element type of a vector (any rank) or ranked/unranked tensor.
fn vector_or_tensor_element(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element } => Some(*element),
        _ => None,
    }
}
fn memref_element(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { element, .. } | TypeKind::UnrankedMemRef { element, .. } => Some(*element),
        _ => None,
    }
}
/// `t` satisfies `scalar`, or is a vector/tensor whose elements do.
fn like(ctx: &Context, t: Type, scalar: fn(&Context, Type) -> bool) -> bool {
    scalar(ctx, t) || vector_or_tensor_element(ctx, t).is_some_and(|e| scalar(ctx, e))
}

pub fn signless_integer_like(ctx: &Context, t: Type) -> bool {
    like(ctx, t, is_signless_int_or_index)
}
pub fn signless_fixed_width_integer_like(ctx: &Context, t: Type) -> bool {
    like(ctx, t, is_signless_int)
}
pub fn float_like(ctx: &Context, t: Type) -> bool {
    like(ctx, t, Context::is_float)
}
pub fn bool_like(ctx: &Context, t: Type) -> bool {
    like(ctx, t, is_i1)
}

macro_rules! type_constraints {
    ($($name:ident = $desc:literal, $check:expr $(, build = $build:expr)?;)*) => {
        $(pub static $name: TypeConstraint = TypeConstraint {
            desc: $desc,
            check: $check,
            build: type_constraints!(@build $($build)?),
        };)*
    };
    (@build) => { None };
    (@build $b:expr) => { Some($b) };
}

type_constraints! {
    ANY_TYPE = "any type", |_, _| true;
    INDEX = "index", |c, t| c.is_index(t), build = |c| c.index_type();
    I1 = "1-bit signless integer", is_i1, build = |c| c.integer_type(1);
    I32 = "32-bit signless integer", |c, t| c.int_info(t) == Some((32, Signedness::Signless)) && !c.is_index(t),
        build = |c| c.integer_type(32);
    I64 = "64-bit signless integer", |c, t| c.int_info(t) == Some((64, Signedness::Signless)) && !c.is_index(t),
        build = |c| c.integer_type(64);
    ANY_INTEGER = "integer", |c, t| c.is_integer(t);
    ANY_FLOAT = "floating-point", |c, t| c.is_float(t);
    ANY_SIGNLESS_INTEGER = "signless integer", is_signless_int;
    SIGNLESS_INTEGER_OR_INDEX = "signless integer or index", is_signless_int_or_index;
    SIGNLESS_INTEGER_LIKE = "signless-integer-like", signless_integer_like;
    SIGNLESS_FIXED_WIDTH_INTEGER_LIKE = "signless-fixed-width-integer-like", signless_fixed_width_integer_like;
    FLOAT_LIKE = "floating-point-like", float_like;
    BOOL_LIKE = "bool-like", bool_like;
    SIGNLESS_INTEGER_OR_FLOAT_LIKE = "signless-integer-or-float-like",
        |c, t| signless_integer_like(c, t) || float_like(c, t);
    INDEX_CAST_TYPE = "signless-integer-like or memref of signless-integer",
        |c, t| signless_integer_like(c, t) || memref_element(c, t).is_some_and(|e| is_signless_int_or_index(c, e));
    BITCAST_TYPE = "signless-integer-or-float-like or memref of signless-integer or float",
        |c, t| signless_integer_like(c, t) || float_like(c, t)
            || memref_element(c, t).is_some_and(|e| is_signless_int_or_index(c, e) || c.is_float(e));
    ANY_MEMREF = "memref of any type values", |c, t| memref_element(c, t).is_some();
    ANY_RANKED_MEMREF = "ranked memref of any type values", |c, t| matches!(c.type_kind(t), TypeKind::MemRef { .. });
    ANY_VECTOR = "vector of any type values", |c, t| matches!(c.type_kind(t), TypeKind::Vector { .. });
    ANY_TENSOR = "tensor of any type values",
        |c, t| matches!(c.type_kind(t), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. });
    ANY_COMPLEX = "complex-type", |c, t| matches!(c.type_kind(t), TypeKind::Complex(_));
}

// ---- attribute constraints -----------------------------------------------------

fn int_attr_of_width(ctx: &Context, a: Attribute, width: u32) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. }
        if ctx.int_info(*ty) == Some((width, Signedness::Signless)) && !ctx.is_index(*ty))
}
fn default_int(ctx: &Context, ty: Type, text: &str) -> Option<Attribute> {
    text.parse::<i64>().ok().map(|v| ctx.int_attr(ty, v))
}
fn no_default(_: &Context, _: &str) -> Option<Attribute> {
    None
}

pub static I64_ATTR: AttrConstraint = AttrConstraint {
    desc: "64-bit signless integer attribute",
    class: AttrClass::Plain { check: |c, a| int_attr_of_width(c, a, 64), ty: Some(|c| c.integer_type(64)) },
    default: |c, t| default_int(c, c.integer_type(64), t),
};
pub static I32_ATTR: AttrConstraint = AttrConstraint {
    desc: "32-bit signless integer attribute",
    class: AttrClass::Plain { check: |c, a| int_attr_of_width(c, a, 32), ty: Some(|c| c.integer_type(32)) },
    default: |c, t| default_int(c, c.integer_type(32), t),
};
pub static I8_ATTR: AttrConstraint = AttrConstraint {
    desc: "8-bit signless integer attribute",
    class: AttrClass::Plain { check: |c, a| int_attr_of_width(c, a, 8), ty: Some(|c| c.integer_type(8)) },
    default: |c, t| default_int(c, c.integer_type(8), t),
};
pub static INDEX_ATTR: AttrConstraint = AttrConstraint {
    desc: "index attribute",
    class: AttrClass::Plain {
        check: |c, a| matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if c.is_index(*ty)),
        ty: Some(|c| c.index_type()),
    },
    default: |c, t| default_int(c, c.index_type(), t),
};
pub static BOOL_ATTR: AttrConstraint = AttrConstraint {
    desc: "bool attribute",
    class: AttrClass::Plain { check: |c, a| int_attr_of_width(c, a, 1), ty: Some(|c| c.integer_type(1)) },
    default: |c, t| match t {
        "true" => Some(c.int_attr(c.integer_type(1), -1)),
        "false" => Some(c.int_attr(c.integer_type(1), 0)),
        _ => None,
    },
};
pub static UNIT_ATTR: AttrConstraint =
    AttrConstraint { desc: "unit attribute", class: AttrClass::Unit, default: no_default };
pub static STR_ATTR: AttrConstraint = AttrConstraint {
    desc: "string attribute",
    class: AttrClass::Plain { check: |c, a| matches!(c.attr_kind(a), AttrKind::String { ty: None, .. }), ty: None },
    default: |c, t| Some(c.string_attr(t)),
};
pub static TYPED_ATTR: AttrConstraint = AttrConstraint {
    desc: "TypedAttr instance",
    class: AttrClass::Plain { check: |c, a| c.attr_type(a).is_some(), ty: None },
    default: no_default,
};
pub static ANY_ATTR: AttrConstraint = AttrConstraint {
    desc: "any attribute",
    class: AttrClass::Plain { check: |_, _| true, ty: None },
    default: no_default,
};
pub static TYPE_ATTR: AttrConstraint = AttrConstraint {
    desc: "any type attribute",
    class: AttrClass::Plain { check: |c, a| matches!(c.attr_kind(a), AttrKind::Type(_)), ty: None },
    default: no_default,
};
pub static FLAT_SYMBOL_REF_ATTR: AttrConstraint = AttrConstraint {
    desc: "flat symbol reference attribute",
    class: AttrClass::Plain {
        check: |c, a| matches!(c.attr_kind(a), AttrKind::SymbolRef { nested, .. } if nested.is_empty()),
        ty: None,
    },
    default: no_default,
};
pub static SYMBOL_REF_ATTR: AttrConstraint = AttrConstraint {
    desc: "symbol reference attribute",
    class: AttrClass::Plain { check: |c, a| matches!(c.attr_kind(a), AttrKind::SymbolRef { .. }), ty: None },
    default: no_default,
};
pub static ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "array attribute",
    class: AttrClass::Plain { check: |c, a| matches!(c.attr_kind(a), AttrKind::Array(_)), ty: None },
    default: no_default,
};
pub static AFFINE_MAP_ATTR: AttrConstraint = AttrConstraint {
    desc: "AffineMap attribute",
    class: AttrClass::Plain { check: |c, a| matches!(c.attr_kind(a), AttrKind::AffineMap(_)), ty: None },
    default: no_default,
};
/// An `array<i64: ...>` attribute holding `values`.
pub fn i64_array(ctx: &Context, values: &[i64]) -> Attribute {
    let values = values.iter().map(|&v| v as u64 as u128).collect();
    ctx.attr(AttrKind::DenseArray { element: ctx.integer_type(64), values })
}

/// An `[1, 2]` array attribute of 64-bit integer attributes holding `values`.
pub fn i64_int_array(ctx: &Context, values: &[i64]) -> Attribute {
    let i64t = ctx.integer_type(64);
    ctx.attr(AttrKind::Array(values.iter().map(|&v| ctx.int_attr(i64t, v)).collect()))
}

/// The values of an `array<i64: ...>` attribute.
pub fn i64_values(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { element, values } if ctx.int_info(*element).is_some_and(|(w, _)| w == 64) => {
            Some(values.iter().map(|&v| v as u64 as i64).collect())
        }
        _ => None,
    }
}

/// A possibly negative integer that fits in 64 bits.
pub fn parse_integer(p: &mut Parser<'_>) -> PResult<i64> {
    let negative = p.consume_if(crate::syntax::lexer::TokenKind::Minus);
    let at = p.offset();
    if !p.is(crate::syntax::lexer::TokenKind::Integer) {
        return Err(p.error_here("expected SSA value or integer"));
    }
    let t = p.bump();
    let text = p.token_text(t);
    let magnitude: Option<i128> = match text.strip_prefix("0x") {
        Some(hex) => i128::from_str_radix(hex, 16).ok(),
        None => text.parse().ok(),
    };
    let value = magnitude.map(|m| if negative { -m } else { m }).and_then(|v| i64::try_from(v).ok());
    value.ok_or_else(|| p.error_at(at, "integer value too large"))
}

/// Upstream's `DenseI64ArrayAttr`: `array<i64: ...>` in attribute
/// dictionaries, `[...]` where a format names it (`inner_dims_pos = [0, 1]`).
pub static DENSE_I64_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "i64 dense array attribute",
    class: AttrClass::Custom {
        check: |c, a| {
            matches!(c.attr_kind(a), AttrKind::DenseArray { element, .. }
            if c.int_info(*element) == Some((64, Signedness::Signless)) && !c.is_index(*element))
        },
        parse: parse_bare_i64_array,
        print: print_bare_i64_array,
    },
    default: no_default,
};

/// `[` (integer (`,` integer)*)? `]`
pub fn parse_bare_i64_array(p: &mut Parser<'_>) -> PResult<Attribute> {
    let mut values = Vec::new();
    p.expect(crate::syntax::lexer::TokenKind::LSquare, "'['")?;
    if !p.consume_if(crate::syntax::lexer::TokenKind::RSquare) {
        loop {
            values.push(parse_integer(p)?);
            if !p.consume_if(crate::syntax::lexer::TokenKind::Comma) {
                break;
            }
        }
        p.expect(crate::syntax::lexer::TokenKind::RSquare, "']'")?;
    }
    Ok(i64_array(p.ctx, &values))
}

fn print_bare_i64_array(p: &mut Printer<'_>, a: Attribute) {
    let values = i64_values(p.ctx, a).unwrap_or_default();
    let text: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    p.write(&format!("[{}]", text.join(", ")));
}
pub static DENSE_I32_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "i32 dense array attribute",
    class: AttrClass::Plain { check: |c, a| super::i32_array(c, a).is_some(), ty: None },
    default: no_default,
};

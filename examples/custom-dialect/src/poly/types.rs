//! `!poly.poly<N x T>`: the type of a polynomial with `N` coefficients of
//! float type `T`. Its storage ([`PolyType`]) is a plain Rust value that
//! Strata's context interns; it prints itself, and [`parse`], registered
//! as the dialect's type parser, reads it back with located errors.

use strata::ir::float::FloatKind;
use strata::ir::{Context, DialectAsmPrinter, DialectTypeStorage, Type};
use strata::syntax::lexer::TokenKind;
use strata::syntax::parser::{PResult, Parser};
use strata::syntax::printer::type_to_string;

/// The parameters of `!poly.poly<len x element>`.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct PolyType {
    /// The number of coefficients (the degree plus one), at least 1.
    pub len: u64,
    /// The float type of the coefficients.
    pub element: Type,
}

impl DialectTypeStorage for PolyType {
    const DIALECT: &'static str = "poly";

    fn print(&self, p: &mut dyn DialectAsmPrinter<'_>) {
        p.out().push_str(&format!("poly<{} x ", self.len));
        p.print_type(self.element);
        p.out().push('>');
    }

    fn walk_types(&self, f: &mut dyn FnMut(Type)) {
        f(self.element);
    }
}

/// `!poly.poly<len x element>`.
pub fn poly_type(ctx: &Context, len: u64, element: Type) -> Type {
    ctx.intern_dialect_type(PolyType { len, element })
}

/// The parameters of `ty`, if it is a polynomial type.
pub fn poly_of(ctx: &Context, ty: Type) -> Option<&PolyType> {
    ctx.dialect_type::<PolyType>(ty)
}

/// The parser of the dialect's types, from the mnemonic on:
///
/// ```text
/// poly-type ::= `poly` `<` integer-literal `x` float-type `>`
/// ```
pub fn parse(p: &mut Parser<'_>) -> PResult<Type> {
    let at = p.offset();
    let mnemonic = p.parse_keyword()?;
    if mnemonic != "poly" {
        return Err(
            p.error_at(at, format!("unknown poly type '{mnemonic}' (the dialect has one type, !poly.poly<N x T>)"))
        );
    }
    p.expect(TokenKind::Less, "'<'")?;
    let len_at = p.offset();
    let len = p.expect(TokenKind::Integer, "the number of coefficients")?;
    let len = match p.token_text(len).parse::<u64>() {
        Ok(0) => return Err(p.error_at(len_at, "a polynomial has at least one coefficient")),
        Ok(n) if n <= MAX_LEN => n,
        _ => return Err(p.error_at(len_at, format!("a polynomial has at most {MAX_LEN} coefficients"))),
    };
    p.expect_keyword("x")?;
    let element_at = p.offset();
    let element = p.parse_type()?;
    if !is_coefficient_type(p.ctx, element) {
        let found = type_to_string(p.ctx, element);
        return Err(p.error_at(element_at, format!("polynomial coefficients are f16, bf16, f32 or f64, not {found}")));
    }
    p.expect(TokenKind::Greater, "'>'")?;
    Ok(poly_type(p.ctx, len, element))
}

/// Whether `ty` may be the type of coefficients: a float type that
/// arithmetic lowers for on every target.
pub fn is_coefficient_type(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.float_kind(ty), Some(FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64))
}

/// The most coefficients a polynomial may have: its lowering keeps them in
/// a `memref.alloca`, on the stack.
pub const MAX_LEN: u64 = 1 << 16;

//! `#poly.coeffs<[1.0, -2.0, 0.5]>`: the coefficients of a constant
//! polynomial, lowest degree first.
//!
//! Strata keeps the attributes of dialects it does not define as their
//! text (an opaque attribute), passed through the dialect's hook
//! ([`canonicalize`], registered with `Registry::add_dialect_attrs`) when
//! parsed: the hook checks the text, reports errors at byte offsets in it
//! (the parser turns them into `file:line:col` diagnostics), and returns
//! the canonical text, so that equal coefficients are one attribute
//! whatever their spelling (`1`, `1.0`, `10e-1`). [`coefficients`] reads
//! the values back.
//!
//! In `poly.constant`'s assembly format the attribute is written as its
//! list alone (`[1.0, -2.0, 0.5]`): [`parse_list`] and [`print_list`] are
//! the attribute constraint's custom syntax there.

use strata::ir::{AttrKind, Attribute, Context};
use strata::opdef::AttrBodyErrors;
use strata::syntax::lexer::TokenKind;
use strata::syntax::parser::{PResult, Parser};
use strata::syntax::printer::Printer;

/// The attribute's mnemonic, after `#poly.`.
const MNEMONIC: &str = "coeffs";

/// The dialect's attribute hook: checks and canonicalizes the text after
/// `#poly.` (or inside `#poly<...>`). `None` for a mnemonic the dialect
/// does not define.
///
/// ```text
/// coeffs-attr ::= `coeffs` `<` `[` float-literal (`,` float-literal)* `]` `>`
/// ```
pub fn canonicalize(data: &str) -> Option<Result<String, AttrBodyErrors>> {
    let rest = data.strip_prefix(MNEMONIC)?;
    if rest.starts_with(|c: char| c.is_alphanumeric() || c == '_') {
        return None;
    }
    Some(read_body(data, MNEMONIC.len()).map(|values| coeffs_text(&values)))
}

/// The coefficients of `data[at..]`, `<[...]>` with nothing after it.
fn read_body(data: &str, mut at: usize) -> Result<Vec<f64>, AttrBodyErrors> {
    let err = |at: usize, msg: &str| vec![(at, msg.to_string())];
    let skip_blanks = |at: &mut usize| {
        while data[*at..].starts_with(char::is_whitespace) {
            *at += data[*at..].chars().next().map_or(1, char::len_utf8);
        }
    };
    let expect = |at: &mut usize, what: char| {
        skip_blanks(at);
        match data[*at..].starts_with(what) {
            true => {
                *at += 1;
                Ok(())
            }
            false => Err(err(*at, &format!("expected '{what}' in #poly.coeffs<[...]>"))),
        }
    };
    expect(&mut at, '<')?;
    expect(&mut at, '[')?;
    let mut values = Vec::new();
    loop {
        skip_blanks(&mut at);
        if values.is_empty() && data[at..].starts_with(']') {
            return Err(err(at, "a polynomial has at least one coefficient"));
        }
        let len = data[at..].find(|c: char| c == ',' || c == ']' || c == '>' || c.is_whitespace());
        let text = &data[at..at + len.unwrap_or(data.len() - at)];
        values.push(coefficient(text).map_err(|e| err(at, &e))?);
        at += text.len();
        skip_blanks(&mut at);
        if data[at..].starts_with(',') {
            at += 1;
            continue;
        }
        break;
    }
    expect(&mut at, ']')?;
    expect(&mut at, '>')?;
    skip_blanks(&mut at);
    if at < data.len() {
        return Err(err(at, "unexpected text after #poly.coeffs<[...]>"));
    }
    Ok(values)
}

/// The value of one coefficient's literal: a finite number.
fn coefficient(text: &str) -> Result<f64, String> {
    let is_number =
        text.contains(|c: char| c.is_ascii_digit()) && text.chars().all(|c| c.is_ascii_digit() || "+-.eE".contains(c));
    match text.parse::<f64>() {
        Ok(v) if is_number && v.is_finite() => Ok(v),
        Ok(_) if is_number => Err(format!("coefficient '{text}' is too large for f64")),
        _ if text.is_empty() => Err("expected a coefficient (a float literal)".to_string()),
        _ => Err(format!("expected a coefficient (a float literal), found '{text}'")),
    }
}

/// The canonical text of the attribute holding `values`: `coeffs<[...]>`,
/// each value in the shortest form that reads back to it.
fn coeffs_text(values: &[f64]) -> String {
    format!("{MNEMONIC}<[{}]>", list_text(values))
}

fn list_text(values: &[f64]) -> String {
    values.iter().map(|v| format!("{v:?}")).collect::<Vec<_>>().join(", ")
}

/// The attribute `#poly.coeffs<[values...]>`.
pub fn coeffs_attr(ctx: &Context, values: &[f64]) -> Attribute {
    ctx.attr(AttrKind::Opaque { dialect: ctx.ident("poly"), data: coeffs_text(values), ty: None })
}

/// The coefficients `a` holds, if it is a `#poly.coeffs` attribute.
pub fn coefficients(ctx: &Context, a: Attribute) -> Option<Vec<f64>> {
    match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, data, ty: None } if ctx.str(*dialect) == "poly" => {
            canonicalize(data)?.ok().and_then(|canonical| read_body(&canonical, MNEMONIC.len()).ok())
        }
        _ => None,
    }
}

/// `[1.0, -2.0, 0.5]`, the attribute as `poly.constant`'s format writes it.
///
/// ```text
/// coeffs-list ::= `[` `-`? number (`,` `-`? number)* `]`
/// ```
pub fn parse_list(p: &mut Parser<'_>) -> PResult<Attribute> {
    p.expect(TokenKind::LSquare, "'[' starting the coefficients")?;
    let mut values = Vec::new();
    loop {
        let at = p.offset();
        let negative = p.consume_if(TokenKind::Minus);
        if !matches!(p.kind(), TokenKind::Float | TokenKind::Integer) {
            return Err(p.error_here("expected a coefficient (a float literal)"));
        }
        let t = p.bump();
        let text = format!("{}{}", if negative { "-" } else { "" }, p.token_text(t));
        values.push(coefficient(&text).map_err(|e| p.error_at(at, e))?);
        if !p.consume_if(TokenKind::Comma) {
            break;
        }
    }
    p.expect(TokenKind::RSquare, "',' or ']'")?;
    Ok(coeffs_attr(p.ctx, &values))
}

/// Prints what [`parse_list`] reads.
pub fn print_list(p: &mut Printer<'_>, a: Attribute) {
    match coefficients(p.ctx, a) {
        Some(values) => p.write(&format!("[{}]", list_text(&values))),
        // Not a coefficient list (the verifier reports it): as it is.
        None => p.print_attr(a),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_coefficients_have_one_canonical_text() {
        assert_eq!(canonicalize("coeffs<[1, 2.50, -3e-1]>"), Some(Ok("coeffs<[1.0, 2.5, -0.3]>".to_string())));
        assert_eq!(canonicalize("coeffs< [ 1.0 ] >"), Some(Ok("coeffs<[1.0]>".to_string())));
        assert_eq!(canonicalize("coefficients<[1.0]>"), None);
        assert_eq!(canonicalize("other"), None);
    }

    #[test]
    fn errors_point_into_the_text() {
        let error = |data: &str| canonicalize(data).unwrap().unwrap_err().remove(0);
        assert_eq!(error("coeffs<[]>"), (8, "a polynomial has at least one coefficient".to_string()));
        assert_eq!(error("coeffs<[1.0, x]>"), (13, "expected a coefficient (a float literal), found 'x'".to_string()));
        assert_eq!(error("coeffs<[1.0, 1e999]>"), (13, "coefficient '1e999' is too large for f64".to_string()));
        assert_eq!(error("coeffs<[1.0 2.0]>"), (12, "expected ']' in #poly.coeffs<[...]>".to_string()));
        assert_eq!(error("coeffs[1.0]"), (6, "expected '<' in #poly.coeffs<[...]>".to_string()));
        assert_eq!(error("coeffs<[1.0]> x"), (14, "unexpected text after #poly.coeffs<[...]>".to_string()));
    }
}

//! The gpu dialect's attributes whose parameters are attributes:
//! `#gpu.object<target, properties = {...}, format = "...">`, a compiled
//! object in a `gpu.binary`, and `#gpu.select_object<target or index>`,
//! the offloading handler choosing one. They are read with the real parser
//! (nested attributes canonical, aliases resolved) and held as their
//! canonical text (`AttrKind::Opaque`), as upstream prints them.

use crate::ir::{AttrKind, Attribute, Context};
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{PResult, Parser};
use crate::syntax::printer::{attr_to_string, write_escaped};

/// The formats of an object, as upstream spells them; `fatbin`, the
/// default, is not printed.
pub const OBJECT_FORMATS: &[&str] = &["offload", "assembly", "bin", "fatbin"];

/// A compilation target attribute (`#nvvm.target<...>`), the one kind
/// Strata knows.
pub fn is_target(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Opaque { dialect, data, .. }
        if ctx.str(*dialect) == "nvvm" && (data == "target" || data.starts_with("target<")))
}

fn opaque(ctx: &Context, data: String) -> Attribute {
    ctx.attr(AttrKind::Opaque { dialect: crate::static_ident!(ctx, "gpu"), data, ty: None })
}

/// The parser hook for `object` and `select_object`, at the mnemonic.
pub(super) fn parse(p: &mut Parser<'_>) -> PResult<Attribute> {
    let mnemonic = p.parse_keyword()?;
    if mnemonic == "object" {
        parse_object(p)
    } else {
        parse_select_object(p)
    }
}

/// `<` target `,` (`properties` `=` dictionary `,`)? (format `=`)? string `>`
fn parse_object(p: &mut Parser<'_>) -> PResult<Attribute> {
    let ctx = p.ctx;
    let open = p.offset();
    p.expect(TokenKind::Less, "'<'")?;
    let target = p.parse_attribute()?;
    if !is_target(ctx, target) {
        // Upstream checks the parameters at the `<`.
        return Err(p.error_at(open, "the target attribute must implement or promise the `gpu::TargetAttrInterface`"));
    }
    p.expect(TokenKind::Comma, "','")?;
    let mut text = format!("object<{}, ", attr_to_string(ctx, target));
    if p.consume_keyword("properties") {
        p.expect(TokenKind::Equal, "'='")?;
        let at = p.offset();
        let props = p.parse_attribute()?;
        if !matches!(ctx.attr_kind(props), AttrKind::Dictionary(_)) {
            return Err(p.error_at(at, "invalid kind of attribute specified").followed_by(
                p.loc_at(at + 1),
                "failed to parse GPU_ObjectAttr parameter 'properties' which is to be a `DictionaryAttr`",
            ));
        }
        text.push_str(&format!("properties = {}, ", attr_to_string(ctx, props)));
        p.expect(TokenKind::Comma, "','")?;
    }
    if p.is(TokenKind::BareIdent) {
        let format = p.spelling();
        if !OBJECT_FORMATS.contains(&format) {
            return Err(p.error_here("expected keyword for GPU object format"));
        }
        p.bump();
        p.expect(TokenKind::Equal, "'='")?;
        if format != "fatbin" {
            text.push_str(format);
            text.push_str(" = ");
        }
    }
    let at = p.offset();
    if !p.is(TokenKind::String) {
        let _ = p.parse_attribute()?;
        return Err(p.error_at(at, "invalid kind of attribute specified").followed_by(
            p.loc_at(at + 1),
            "failed to parse GPU_ObjectAttr parameter 'object' which is to be a `StringAttr`",
        ));
    }
    let t = p.bump();
    write_escaped(&mut text, &p.string_value(t));
    text.push('>');
    p.expect(TokenKind::Greater, "'>'")?;
    Ok(opaque(ctx, text))
}

/// (`<` (integer | target) `>`)?
fn parse_select_object(p: &mut Parser<'_>) -> PResult<Attribute> {
    let ctx = p.ctx;
    let at = p.offset();
    if !p.consume_if(TokenKind::Less) {
        return Ok(select_object(ctx));
    }
    let target = p.parse_attribute()?;
    if !is_target(ctx, target) && !matches!(ctx.attr_kind(target), AttrKind::Integer { .. }) {
        return Err(p.error_at(at, "the target attribute must be a GPU Target attribute"));
    }
    p.expect(TokenKind::Greater, "'>'")?;
    Ok(opaque(ctx, format!("select_object<{}>", attr_to_string(ctx, target))))
}

/// `#gpu.select_object`, the default offloading handler.
pub fn select_object(ctx: &Context) -> Attribute {
    opaque(ctx, "select_object".into())
}

/// Whether `a` is a `#gpu.object<...>`.
pub fn is_object(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Opaque { dialect, data, .. }
        if ctx.str(*dialect) == "gpu" && data.starts_with("object<"))
}

/// Whether `a` is an offloading handler (`#gpu.select_object...`).
pub fn is_offloading_handler(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Opaque { dialect, data, .. }
        if ctx.str(*dialect) == "gpu" && (data == "select_object" || data.starts_with("select_object<")))
}

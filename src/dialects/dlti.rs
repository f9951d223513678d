//! The dlti dialect (data layout and target information): the attributes
//! `#dlti.dl_entry<key, value>` (the key a string or a type),
//! `#dlti.dl_spec<entries>`, `#dlti.target_device_spec<entries>` and
//! `#dlti.target_system_spec<"id" : device spec, ...>`, and the
//! `dlti.dl_spec` and `dlti.target_system_spec` attributes that attach them
//! to an op (a `builtin.module`, a function), verified as upstream
//! verifies them. The attributes are read with the real parser and
//! held as their canonical text (`AttrKind::Opaque`).

use crate::ir::{AttrKind, Attribute, Body, Context, OpId};
use crate::opdef::Registry;
use crate::syntax::diag::Diagnostic;
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{PResult, Parser};
use crate::syntax::printer::{attr_to_string, type_to_string, write_escaped};
use crate::verify::VerifyCx;

/// The name of the data layout attribute on ops.
pub const DL_SPEC_ATTR: &str = "dlti.dl_spec";
/// The name of the target description attribute on ops.
pub const TARGET_SYSTEM_SPEC_ATTR: &str = "dlti.target_system_spec";

pub fn register(r: &mut Registry) {
    r.add_dialect_attr_parser("dlti", &["dl_entry", "dl_spec", "target_device_spec", "target_system_spec"], parse);
    // Every other `#dlti.x` is unknown.
    r.add_dialect_attrs("dlti", |_| None);
    r.add_op_attr_verifier("dlti", verify_op_attr);
}

fn opaque(ctx: &Context, data: String) -> Attribute {
    ctx.attr(AttrKind::Opaque { dialect: crate::static_ident!(ctx, "dlti"), data, ty: None })
}

fn parse(p: &mut Parser<'_>) -> PResult<Attribute> {
    let at = p.offset();
    match p.parse_keyword()? {
        "dl_entry" => parse_entry(p),
        "dl_spec" => parse_spec(p, "dl_spec", at, true),
        "target_device_spec" => {
            let open = p.offset();
            parse_spec(p, "target_device_spec", open, false)
        }
        _ => parse_system_spec(p),
    }
}

/// `<` string `:` target-device-spec (`,` ...)* `>`, each id once.
fn parse_system_spec(p: &mut Parser<'_>) -> PResult<Attribute> {
    let ctx = p.ctx;
    let open = p.offset();
    p.expect(TokenKind::Less, "'<'")?;
    let (mut ids, mut pairs): (Vec<Vec<u8>>, Vec<String>) = (Vec::new(), Vec::new());
    loop {
        let at = p.offset();
        if !p.is(TokenKind::String) {
            let entries = "failed to parse DLTI_TargetSystemSpecAttr parameter 'entries' which is to be a `::llvm::ArrayRef<DeviceIDTargetDeviceSpecPair>`";
            return Err(p
                .error_here("expected string")
                .followed_by(p.loc_at(at), "DeviceID is missing, or is not of string type")
                .followed_by(p.loc_at(at), entries));
        }
        let t = p.bump();
        let id = p.string_value(t);
        p.expect(TokenKind::Colon, "':'")?;
        let spec_at = p.offset();
        let spec = p.parse_attribute()?;
        let spec_text = attr_to_string(ctx, spec);
        if !spec_text.starts_with("#dlti.target_device_spec<") {
            return Err(p.error_at(spec_at, "invalid kind of attribute specified"));
        }
        if ids.contains(&id) {
            let mut shown = String::new();
            write_escaped(&mut shown, &id);
            return Err(p.error_at(open, format!("repeated Device ID in dlti.target_system_spec: {shown}")));
        }
        let mut pair = String::new();
        write_escaped(&mut pair, &id);
        pairs.push(format!("{pair} : {spec_text}"));
        ids.push(id);
        if p.consume_if(TokenKind::Greater) {
            break;
        }
        p.expect(TokenKind::Comma, "','")?;
    }
    Ok(opaque(ctx, format!("target_system_spec<{}>", pairs.join(", "))))
}

/// `<` (string | type) `,` attribute `>`
fn parse_entry(p: &mut Parser<'_>) -> PResult<Attribute> {
    let ctx = p.ctx;
    p.expect(TokenKind::Less, "'<'")?;
    let mut text = String::from("dl_entry<");
    if p.is(TokenKind::String) {
        let t = p.bump();
        write_escaped(&mut text, &p.string_value(t));
    } else if matches!(p.kind(), TokenKind::BareIdent | TokenKind::BangIdent | TokenKind::LParen) {
        let ty = p.parse_type()?;
        text.push_str(&type_to_string(ctx, ty));
    } else {
        return Err(p.error_here("expected a type or a quoted string"));
    }
    p.expect(TokenKind::Comma, "','")?;
    let value = p.parse_attribute()?;
    p.expect(TokenKind::Greater, "'>'")?;
    text.push_str(", ");
    text.push_str(&attr_to_string(ctx, value));
    text.push('>');
    Ok(opaque(ctx, text))
}

/// `<` (entry (`,` entry)*)? `>` (a device spec has at least one entry),
/// each key once; duplicates are reported at `at`, as upstream.
fn parse_spec(p: &mut Parser<'_>, mnemonic: &str, at: usize, may_be_empty: bool) -> PResult<Attribute> {
    let ctx = p.ctx;
    p.expect(TokenKind::Less, "'<'")?;
    let mut entries: Vec<String> = Vec::new();
    let mut keys: Vec<String> = Vec::new();
    if !may_be_empty && p.is(TokenKind::Greater) {
        return Err(p.error_here("expected attribute value").followed_by(
            p.loc_at(p.offset()),
            "failed to parse DLTI_TargetDeviceSpecAttr parameter 'entries' which is to be a `::llvm::ArrayRef<DataLayoutEntryInterface>`",
        ));
    }
    if !p.consume_if(TokenKind::Greater) {
        loop {
            let entry_at = p.offset();
            let entry = p.parse_attribute()?;
            let Some((key, _)) = entry_parts(ctx, entry) else {
                return Err(p.error_at(entry_at, "invalid kind of attribute specified"));
            };
            if keys.contains(&key) {
                let shown =
                    key.strip_prefix('"').and_then(|k| k.strip_suffix('"')).map_or(format!("'{key}'"), str::to_string);
                return Err(p.error_at(at, format!("repeated layout entry key: {shown}")));
            }
            keys.push(key);
            entries.push(attr_to_string(ctx, entry));
            if p.consume_if(TokenKind::Greater) {
                break;
            }
            p.expect(TokenKind::Comma, "','")?;
        }
    }
    Ok(opaque(ctx, format!("{mnemonic}<{}>", entries.join(", "))))
}

/// The key (a quoted string or a type) and the value of a
/// `#dlti.dl_entry`, as text.
pub fn entry_parts(ctx: &Context, a: Attribute) -> Option<(String, String)> {
    let AttrKind::Opaque { dialect, data, .. } = ctx.attr_kind(a) else { return None };
    if ctx.str(*dialect) != "dlti" {
        return None;
    }
    let body = data.strip_prefix("dl_entry<")?.strip_suffix('>')?;
    let parts = split_top_level(body);
    let [key, value] = &parts[..] else { return None };
    Some((key.to_string(), value.to_string()))
}

/// The entries of a `#dlti.dl_spec`, as (key, value) text.
pub fn spec_entries(ctx: &Context, a: Attribute) -> Option<Vec<(String, String)>> {
    let AttrKind::Opaque { dialect, data, .. } = ctx.attr_kind(a) else { return None };
    if ctx.str(*dialect) != "dlti" {
        return None;
    }
    let body = data.strip_prefix("dl_spec<")?.strip_suffix('>')?;
    split_top_level(body)
        .into_iter()
        .filter(|e| !e.is_empty())
        .map(|e| {
            let inner = e.strip_prefix("#dlti.dl_entry<")?.strip_suffix('>')?;
            let parts = split_top_level(inner);
            let [key, value] = &parts[..] else { return None };
            Some((key.to_string(), value.to_string()))
        })
        .collect()
}

/// `s` cut at the commas outside brackets and string literals, trimmed.
fn split_top_level(s: &str) -> Vec<&str> {
    let (mut parts, mut depth, mut start, mut in_string, mut escaped) = (Vec::new(), 0i32, 0, false, false);
    for (i, c) in s.char_indices() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '<' | '(' | '[' | '{' => depth += 1,
            '>' | ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(s[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(s[start..].trim());
    parts
}

/// Upstream's `DLTIDialect::verifyOperationAttribute`: only `dlti.dl_spec`,
/// a `#dlti.dl_spec` whose entries are valid.
fn verify_op_attr(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, name: &str, value: Attribute) -> bool {
    let ctx = cx.ctx;
    let loc = body.op(op).loc;
    if name == TARGET_SYSTEM_SPEC_ATTR {
        if matches!(ctx.attr_kind(value), AttrKind::Opaque { dialect, data, .. }
            if ctx.str(*dialect) == "dlti" && data.starts_with("target_system_spec<"))
        {
            return true;
        }
        let msg = format!("'{TARGET_SYSTEM_SPEC_ATTR}' is expected to be a #dlti.target_system_spec attribute");
        cx.report(Diagnostic::error(loc, msg));
        return false;
    }
    if name != DL_SPEC_ATTR {
        cx.report(Diagnostic::error(loc, format!("attribute '{name}' not supported by dialect")));
        return false;
    }
    let Some(entries) = spec_entries(ctx, value) else {
        cx.report(Diagnostic::error(loc, format!("'{DL_SPEC_ATTR}' is expected to be a #dlti.dl_spec attribute")));
        return false;
    };
    for (key, value) in entries {
        if let Some(msg) = entry_error(&key, &value) {
            cx.report(Diagnostic::error(loc, msg));
            return false;
        }
    }
    true
}

/// What is wrong with one entry: the endianness is `"big"` or `"little"`,
/// an integer type's alignments are a dense vector of i64.
fn entry_error(key: &str, value: &str) -> Option<String> {
    if key == "\"dlti.endianness\"" {
        return (!matches!(value, "\"big\"" | "\"little\""))
            .then(|| "'dlti.endianness' data layout entry is expected to be either 'big' or 'little'".into());
    }
    let is_integer_type = key.strip_prefix('i').is_some_and(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit()));
    if is_integer_type && !(value.starts_with("dense<") && value.ends_with("xi64>")) {
        return Some(format!(
            "expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<{key}, {value}>"
        ));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn top_level_split_ignores_nested_commas_and_strings() {
        assert_eq!(
            split_top_level(r#""a,\"b", dense<[1, 2]> : vector<2xi64>"#),
            vec![r#""a,\"b""#, "dense<[1, 2]> : vector<2xi64>"]
        );
    }

    #[test]
    fn endianness_is_big_or_little() {
        assert!(entry_error("\"dlti.endianness\"", "\"little\"").is_none());
        assert!(entry_error("\"dlti.endianness\"", "\"middle\"").is_some());
        assert!(entry_error("i32", "\"x\"").is_some());
        assert!(entry_error("i64", "dense<[32, 64]> : vector<2xi64>").is_none());
    }
}

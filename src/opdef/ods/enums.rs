//! Enum attributes: integer enums (`arith.cmpi`'s predicate, stored as an
//! `i64` and written as `slt`), bit enums (`#arith.fastmath<nnan,ninf>`,
//! a dialect attribute holding a set of flags) and dialect enums
//! (`#index<cmp_predicate slt>`, a dialect attribute holding one case).

use num_traits::ToPrimitive;

use crate::ir::{AttrKind, Attribute, Context, Signedness};
use crate::opdef::AttrBodyErrors;
use crate::syntax::diag::Diagnostic;
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{PResult, Parser};

/// Upstream's follow-up to a bad enum keyword in an attribute parameter.
fn param_error(attr_name: &str, enum_name: &str) -> String {
    format!("failed to parse {attr_name} parameter 'value' which is to be a `{enum_name}`")
}

/// `d`, followed by the parameter error at the parser's current position.
fn with_param_error(p: &Parser<'_>, d: Diagnostic, attr_name: &str, enum_name: &str) -> Diagnostic {
    let loc = p.loc_at(p.offset());
    d.followed_by(loc, param_error(attr_name, enum_name))
}

/// Length of the bare identifier at the start of `s`.
fn ident_len(s: &str) -> usize {
    let b = s.as_bytes();
    if b.first().map_or(true, |c| !(c.is_ascii_alphabetic() || *c == b'_')) {
        return 0;
    }
    b.iter().take_while(|c| c.is_ascii_alphanumeric() || b"_$.".contains(c)).count()
}

/// Offset of the first non-blank character of `s` at or after `from`.
fn skip_blank(s: &str, from: usize) -> usize {
    from + (s[from..].len() - s[from..].trim_start().len())
}

/// An enum stored as a signless integer attribute of `width` bits.
pub struct IntEnum {
    /// Upstream's C++ name, used in parse errors.
    pub name: &'static str,
    pub width: u32,
    pub cases: &'static [(&'static str, i64)],
    /// Constraint text when upstream gives one; else the list of allowed values.
    pub summary: Option<&'static str>,
}

impl IntEnum {
    pub fn value_of(&self, ctx: &Context, a: Attribute) -> Option<i64> {
        match ctx.attr_kind(a) {
            AttrKind::Integer { ty, value }
                if ctx.int_info(*ty) == Some((self.width, Signedness::Signless)) && !ctx.is_index(*ty) =>
            {
                value.to_i64().filter(|v| self.cases.iter().any(|c| c.1 == *v))
            }
            _ => None,
        }
    }
    pub fn keyword(&self, value: i64) -> Option<&'static str> {
        self.cases.iter().find(|c| c.1 == value).map(|c| c.0)
    }
    pub fn attr(&self, ctx: &Context, value: i64) -> Attribute {
        ctx.int_attr(ctx.integer_type(self.width), value)
    }
    pub fn attr_for(&self, ctx: &Context, keyword: &str) -> Option<Attribute> {
        self.cases.iter().find(|c| c.0 == keyword).map(|c| self.attr(ctx, c.1))
    }
    /// Upstream's constraint text: "allowed 64-bit signless integer cases: 0, 1, ...".
    pub fn description(&self) -> String {
        if let Some(s) = self.summary {
            return s.to_string();
        }
        let cases: Vec<String> = self.cases.iter().map(|c| c.1.to_string()).collect();
        format!("allowed {}-bit signless integer cases: {}", self.width, cases.join(", "))
    }
    fn case_list(&self) -> String {
        self.cases.iter().map(|c| c.0).collect::<Vec<_>>().join(", ")
    }
    /// A case keyword, or a string holding one.
    pub fn parse(&self, p: &mut Parser<'_>, attr_name: &str) -> PResult<Attribute> {
        let word = match p.kind() {
            TokenKind::BareIdent => Some(p.spelling().to_string()),
            TokenKind::String => {
                let t = p.token();
                Some(String::from_utf8_lossy(&p.string_value(t)).into_owned())
            }
            _ => None,
        };
        if let Some(a) = word.and_then(|w| self.attr_for(p.ctx, &w)) {
            p.bump();
            return Ok(a);
        }
        Err(p.error_here(format!(
            "expected string or keyword containing one of the following enum values for attribute '{attr_name}' [{}]",
            self.case_list()
        )))
    }
    /// Whether the current token is one of the case keywords.
    pub fn at_case(&self, p: &Parser<'_>) -> bool {
        p.is(TokenKind::BareIdent) && self.cases.iter().any(|c| c.0 == p.spelling())
    }
}

/// A dialect attribute `#dialect.mnemonic<flag, flag>` holding a bit set.
pub struct BitEnum {
    pub dialect: &'static str,
    pub mnemonic: &'static str,
    /// Upstream's C++ name, used in parse errors.
    pub name: &'static str,
    /// Upstream's attribute class (`Arith_FastMathAttr`), used in parse errors.
    pub attr_name: &'static str,
    /// Cases in upstream's order, `none` (0) and combined cases included.
    pub cases: &'static [(&'static str, u64)],
    /// Between printed flags: `","` or `", "`.
    pub separator: &'static str,
    /// Upstream keeps it as a native property (an integer), not as an
    /// attribute: bytecode holds its bits as a varint.
    pub native_property: bool,
}

impl BitEnum {
    /// The attribute of `bits` (`#llvm.overflow<nsw, nuw>`), if they are
    /// flags of this enum.
    pub fn attr_of_bits(&self, ctx: &Context, bits: u64) -> Option<Attribute> {
        let names: Vec<&str> =
            self.cases.iter().filter(|(_, b)| b.count_ones() == 1 && bits & b != 0).map(|(n, _)| *n).collect();
        if names.iter().map(|n| self.cases.iter().find(|c| c.0 == *n).map_or(0, |c| c.1)).fold(0, |a, b| a | b) != bits
        {
            return None;
        }
        let none = self.cases.iter().find(|c| c.1 == 0).map_or("none", |c| c.0);
        let body = if names.is_empty() { none.to_string() } else { names.join(", ") };
        let data = self.canonicalize(&format!("{}<{body}>", self.mnemonic))?.ok()?;
        Some(ctx.attr(AttrKind::Opaque { dialect: ctx.ident(self.dialect), data, ty: None }))
    }

    fn case_list(&self) -> String {
        self.cases.iter().map(|c| c.0).collect::<Vec<_>>().join(", ")
    }
    fn all_bits(&self) -> u64 {
        self.cases.iter().fold(0, |acc, c| acc | c.1)
    }
    /// The flags of the attribute, if it is one of this enum.
    pub fn bits_of(&'static self, ctx: &Context, a: Attribute) -> Option<u64> {
        const NOT_ONE: u64 = u64::MAX;
        let bits = ctx.memo(self, 1, a.0 as u64, || self.read_bits(ctx, a).unwrap_or(NOT_ONE));
        (bits != NOT_ONE).then_some(bits)
    }
    fn read_bits(&self, ctx: &Context, a: Attribute) -> Option<u64> {
        match ctx.attr_kind(a) {
            AttrKind::Opaque { dialect, data, ty: None } if ctx.str(*dialect) == self.dialect => {
                let body = data.strip_prefix(self.mnemonic)?.strip_prefix('<')?.strip_suffix('>')?;
                self.parse_flags(body).ok()
            }
            _ => None,
        }
    }
    /// `a, b` (keywords separated by commas) into bits.
    pub fn parse_flags(&self, text: &str) -> Result<u64, String> {
        let mut bits = 0;
        for word in text.split(',') {
            let word = word.trim();
            match self.cases.iter().find(|c| c.0 == word) {
                Some(c) => bits |= c.1,
                None => return Err(self.one_of()),
            }
        }
        Ok(bits)
    }
    fn one_of(&self) -> String {
        format!("expected {} to be one of: {}", self.name, self.case_list())
    }
    /// [`BitEnum::parse_flags`] with upstream's errors: the list is read as a
    /// whole, so a bad flag is reported at the list's start, and the follow-up
    /// after the list (offsets into `text`).
    fn parse_list(&self, text: &str) -> Result<u64, AttrBodyErrors> {
        let start = skip_blank(text, 0);
        if ident_len(&text[start..]) == 0 {
            let msg = "expected valid keyword".to_string();
            return Err(vec![(start, msg), (start, param_error(self.attr_name, self.name))]);
        }
        self.parse_flags(text).map_err(|m| vec![(start, m), (text.len(), param_error(self.attr_name, self.name))])
    }
    /// Upstream's spelling of a flag set: combined cases first when fully
    /// present, then single flags in declaration order.
    pub fn flags_to_string(&self, bits: u64) -> String {
        let mut out = String::new();
        self.write_flags(&mut out, bits);
        out
    }
    fn write_flags(&self, out: &mut String, bits: u64) {
        if bits == 0 {
            out.push_str(self.cases.iter().find(|c| c.1 == 0).map_or("none", |c| c.0));
            return;
        }
        let start = out.len();
        let push = |out: &mut String, word: &str| {
            if out.len() > start {
                out.push_str(self.separator);
            }
            out.push_str(word);
        };
        let mut rest = bits;
        for c in self.cases.iter().filter(|c| c.1.count_ones() > 1) {
            if rest & c.1 == c.1 && c.1 & !bits == 0 {
                push(out, c.0);
                rest &= !c.1;
            }
        }
        for c in self.cases.iter().filter(|c| c.1.count_ones() == 1) {
            if rest & c.1 != 0 {
                push(out, c.0);
            }
        }
    }
    pub fn attr(&'static self, ctx: &Context, bits: u64) -> Attribute {
        let make = || {
            let data = format!("{}<{}>", self.mnemonic, self.flags_to_string(bits & self.all_bits()));
            ctx.attr(AttrKind::Opaque { dialect: ctx.ident(self.dialect), data, ty: None }).0 as u64
        };
        Attribute(ctx.memo(self, 0, bits, make) as u32)
    }
    /// Canonical text of `mnemonic<...>` as written in a `#dialect.` attribute.
    pub fn canonicalize(&self, data: &str) -> Option<Result<String, AttrBodyErrors>> {
        let after = data.strip_prefix(self.mnemonic)?;
        let open = skip_blank(data, self.mnemonic.len());
        let body = after.trim_start().strip_prefix('<')?.strip_suffix('>')?;
        let shift = |errs: AttrBodyErrors| errs.into_iter().map(|(at, m)| (open + 1 + at, m)).collect();
        Some(self.parse_list(body).map(|b| format!("{}<{}>", self.mnemonic, self.flags_to_string(b))).map_err(shift))
    }
    /// The short form used in op formats: `<flag, flag>`.
    pub fn parse_short(&'static self, p: &mut Parser<'_>) -> PResult<Attribute> {
        p.expect(TokenKind::Less, "'<'")?;
        let start = p.offset();
        let follow_up = |p: &Parser<'_>, d| with_param_error(p, d, self.attr_name, self.name);
        if !p.is(TokenKind::BareIdent) {
            let d = p.error_here("expected valid keyword");
            return Err(follow_up(p, d));
        }
        let mut bits = Some(0);
        loop {
            let word = if p.is(TokenKind::BareIdent) { p.spelling() } else { "" };
            bits = match self.cases.iter().find(|c| c.0 == word) {
                Some(c) => bits.map(|b| b | c.1),
                None => None,
            };
            if p.is(TokenKind::BareIdent) {
                p.bump();
            }
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        let Some(bits) = bits else {
            let d = p.error_at(start, self.one_of());
            return Err(follow_up(p, d));
        };
        p.expect(TokenKind::Greater, "'>'")?;
        Ok(self.attr(p.ctx, bits))
    }
    /// Append the format's short form of `a` (`<nsw, nuw>`) to `out`.
    pub fn write_short(&'static self, ctx: &Context, a: Attribute, out: &mut String) {
        out.push('<');
        self.write_flags(out, self.bits_of(ctx, a).unwrap_or(0));
        out.push('>');
    }
    pub fn default(&'static self, ctx: &Context, text: &str) -> Option<Attribute> {
        self.parse_flags(text).ok().map(|b| self.attr(ctx, b))
    }
}

/// A dialect attribute holding one case of an enum, written
/// `#dialect<mnemonic case>` and, in op formats, `case` alone (upstream's
/// `EnumAttr` with assembly format `$value`).
pub struct DialectEnum {
    pub dialect: &'static str,
    pub mnemonic: &'static str,
    /// Upstream's C++ enum name, used in parse errors.
    pub name: &'static str,
    /// Upstream's attribute class (`IndexCmpPredicateAttr`), used in parse errors.
    pub attr_name: &'static str,
    /// Case keywords in upstream's order.
    pub cases: &'static [&'static str],
    /// Whether the short form carries a space of its own before the case,
    /// as upstream's printers of the gpu and nvvm enums write it
    /// (`gpu.thread_id  x`).
    pub spaced: bool,
}

impl DialectEnum {
    /// The case of the attribute, if it is one of this enum.
    pub fn case_of(&self, ctx: &Context, a: Attribute) -> Option<usize> {
        match ctx.attr_kind(a) {
            AttrKind::Opaque { dialect, data, ty: None } if ctx.str(*dialect) == self.dialect => {
                let word = data.strip_prefix(self.mnemonic)?.strip_prefix(' ')?;
                self.cases.iter().position(|c| *c == word)
            }
            _ => None,
        }
    }
    pub fn keyword_of(&self, ctx: &Context, a: Attribute) -> Option<&'static str> {
        self.case_of(ctx, a).map(|i| self.cases[i])
    }
    pub fn attr(&self, ctx: &Context, case: usize) -> Attribute {
        let data = format!("{} {}", self.mnemonic, self.cases[case]);
        ctx.attr(AttrKind::Opaque { dialect: ctx.ident(self.dialect), data, ty: None })
    }
    pub fn attr_for(&self, ctx: &Context, keyword: &str) -> Option<Attribute> {
        self.cases.iter().position(|c| *c == keyword).map(|i| self.attr(ctx, i))
    }
    fn one_of(&self) -> String {
        format!("expected {} to be one of: {}", self.name, self.cases.join(", "))
    }
    /// Canonical text of the body of `#dialect<mnemonic case>`; `None` when
    /// the body names another attribute.
    pub fn canonicalize(&self, data: &str) -> Option<Result<String, AttrBodyErrors>> {
        let start = skip_blank(data, 0);
        let rest = data[start..].strip_prefix(self.mnemonic)?;
        if ident_len(rest) != 0 || rest.starts_with(|c: char| c.is_ascii_digit()) {
            return None;
        }
        let at = skip_blank(data, start + self.mnemonic.len());
        let len = ident_len(&data[at..]);
        let word = &data[at..at + len];
        let follow_up = |to: usize| (to, param_error(self.attr_name, self.name));
        if len == 0 {
            return Some(Err(vec![(at, "expected valid keyword".into()), follow_up(at)]));
        }
        if !self.cases.contains(&word) {
            return Some(Err(vec![(at, self.one_of()), follow_up(skip_blank(data, at + len))]));
        }
        Some(Ok(format!("{} {word}", self.mnemonic)))
    }
    /// The short form used in op formats: the case keyword.
    pub fn parse_short(&self, p: &mut Parser<'_>) -> PResult<Attribute> {
        let follow_up = |p: &Parser<'_>, d| with_param_error(p, d, self.attr_name, self.name);
        if !p.is(TokenKind::BareIdent) {
            let d = p.error_here("expected valid keyword");
            return Err(follow_up(p, d));
        }
        let at = p.offset();
        let found = self.attr_for(p.ctx, p.spelling());
        p.bump();
        match found {
            Some(a) => Ok(a),
            None => {
                let d = p.error_at(at, self.one_of());
                Err(follow_up(p, d))
            }
        }
    }
}

/// An enum attribute in upstream's `<$param>` format, `#dialect.mnemonic<case>`
/// (`#gpu.address_space<workgroup>`, `#nvvm.mma_layout<row>`): the
/// mnemonic, the C++ enum and attribute class and the parameter named in
/// errors, and the cases.
pub struct PrettyEnum {
    pub mnemonic: &'static str,
    pub enum_name: &'static str,
    pub attr_class: &'static str,
    pub param: &'static str,
    pub cases: &'static [&'static str],
}

impl PrettyEnum {
    /// The canonical body `mnemonic<case>` of an attribute body, its errors
    /// as upstream reports them, or `None` when `data` names another
    /// attribute.
    pub fn canonicalize(&self, data: &str) -> Option<Result<String, AttrBodyErrors>> {
        let rest = data.strip_prefix(self.mnemonic)?;
        if rest.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_') {
            return None;
        }
        let open = data.len() - rest.trim_start().len();
        let Some(inner) = rest.trim_start().strip_prefix('<') else {
            return Some(Err(vec![(open, "expected '<'".into())]));
        };
        let body = inner.strip_suffix('>').unwrap_or(inner);
        let at = open + 1 + (body.len() - body.trim_start().len());
        let word = body.trim();
        if self.cases.contains(&word) {
            return Some(Ok(format!("{}<{word}>", self.mnemonic)));
        }
        let msg = format!("expected {} to be one of: {}", self.enum_name, self.cases.join(", "));
        let follow_up = format!(
            "failed to parse {} parameter '{}' which is to be a `{}`",
            self.attr_class, self.param, self.enum_name
        );
        Some(Err(vec![(at, msg), (at + word.len(), follow_up)]))
    }

    /// The case of `a` if it is this attribute (`row` of `#nvvm.mma_layout<row>`).
    pub fn case_of<'c>(&self, ctx: &'c Context, a: Attribute) -> Option<&'c str> {
        match ctx.attr_kind(a) {
            AttrKind::Opaque { data, ty: None, .. } => {
                let word = data.strip_prefix(self.mnemonic)?.strip_prefix('<')?.strip_suffix('>')?;
                self.cases.contains(&word).then_some(word)
            }
            _ => None,
        }
    }

    /// `#dialect.mnemonic<case>`.
    pub fn attr(&self, ctx: &Context, dialect: &str, case: &str) -> Attribute {
        ctx.attr(AttrKind::Opaque { dialect: ctx.ident(dialect), data: format!("{}<{case}>", self.mnemonic), ty: None })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static PRED: DialectEnum = DialectEnum {
        dialect: "test",
        mnemonic: "pred",
        name: "::test::Pred",
        attr_name: "PredAttr",
        cases: &["lt", "ge"],
        spaced: false,
    };

    #[test]
    fn dialect_enum_body_is_canonicalized() {
        assert_eq!(PRED.canonicalize(" pred   ge ").map(Result::ok), Some(Some("pred ge".to_string())));
    }

    #[test]
    fn dialect_enum_names_other_attributes_unknown() {
        assert!(PRED.canonicalize("predicate lt").is_none());
        assert!(PRED.canonicalize("other lt").is_none());
    }

    #[test]
    fn dialect_enum_bad_case_is_reported_at_the_keyword_then_after_it() {
        let errors = PRED.canonicalize("pred  gt >").and_then(Result::err).expect("an error");
        assert_eq!(errors[0], (6, "expected ::test::Pred to be one of: lt, ge".to_string()));
        assert_eq!(errors[1].0, 9);
        assert!(errors[1].1.starts_with("failed to parse PredAttr parameter 'value'"));
    }

    #[test]
    fn dialect_enum_missing_case_expects_a_keyword() {
        let errors = PRED.canonicalize("pred <lt>").and_then(Result::err).expect("an error");
        assert_eq!(errors[0], (5, "expected valid keyword".to_string()));
        assert_eq!(errors[1].0, 5);
    }
}

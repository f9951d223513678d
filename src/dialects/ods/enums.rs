//! Enum attributes: integer enums (`arith.cmpi`'s predicate, stored as an
//! `i64` and written as `slt`) and bit enums (`#arith.fastmath<nnan,ninf>`,
//! a dialect attribute holding a set of flags).

use num_traits::ToPrimitive;

use crate::ir::{AttrKind, Attribute, Context, Signedness};
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{PResult, Parser};

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
    /// Cases in upstream's order, `none` (0) and combined cases included.
    pub cases: &'static [(&'static str, u64)],
    /// Between printed flags: `","` or `", "`.
    pub separator: &'static str,
}

impl BitEnum {
    fn case_list(&self) -> String {
        self.cases.iter().map(|c| c.0).collect::<Vec<_>>().join(", ")
    }
    fn all_bits(&self) -> u64 {
        self.cases.iter().fold(0, |acc, c| acc | c.1)
    }
    /// The flags of the attribute, if it is one of this enum.
    pub fn bits_of(&self, ctx: &Context, a: Attribute) -> Option<u64> {
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
                None => return Err(format!("expected {} to be one of: {}", self.name, self.case_list())),
            }
        }
        Ok(bits)
    }
    /// Upstream's spelling of a flag set: combined cases first when fully
    /// present, then single flags in declaration order.
    pub fn flags_to_string(&self, bits: u64) -> String {
        if bits == 0 {
            return self.cases.iter().find(|c| c.1 == 0).map_or("none", |c| c.0).to_string();
        }
        let mut rest = bits;
        let mut words = Vec::new();
        for c in self.cases.iter().filter(|c| c.1.count_ones() > 1) {
            if rest & c.1 == c.1 && c.1 & !bits == 0 {
                words.push(c.0);
                rest &= !c.1;
            }
        }
        for c in self.cases.iter().filter(|c| c.1.count_ones() == 1) {
            if rest & c.1 != 0 {
                words.push(c.0);
            }
        }
        words.join(self.separator)
    }
    pub fn attr(&self, ctx: &Context, bits: u64) -> Attribute {
        let data = format!("{}<{}>", self.mnemonic, self.flags_to_string(bits & self.all_bits()));
        ctx.attr(AttrKind::Opaque { dialect: ctx.ident(self.dialect), data, ty: None })
    }
    /// Canonical text of `mnemonic<...>` as written in a `#dialect.` attribute.
    pub fn canonicalize(&self, data: &str) -> Option<Result<String, String>> {
        let body = data.strip_prefix(self.mnemonic)?.trim_start().strip_prefix('<')?.strip_suffix('>')?;
        Some(self.parse_flags(body).map(|b| format!("{}<{}>", self.mnemonic, self.flags_to_string(b))))
    }
    /// The short form used in op formats: `<flag, flag>`.
    pub fn parse_short(&self, p: &mut Parser<'_>) -> PResult<Attribute> {
        p.expect(TokenKind::Less, "'<'")?;
        let mut bits = 0;
        loop {
            let at = p.offset();
            let word = if p.is(TokenKind::BareIdent) { p.spelling() } else { "" };
            match self.cases.iter().find(|c| c.0 == word) {
                Some(c) => bits |= c.1,
                None => {
                    return Err(p.error_at(at, format!("expected {} to be one of: {}", self.name, self.case_list())))
                }
            }
            p.bump();
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::Greater, "'>'")?;
        Ok(self.attr(p.ctx, bits))
    }
    pub fn short_text(&self, ctx: &Context, a: Attribute) -> String {
        format!("<{}>", self.flags_to_string(self.bits_of(ctx, a).unwrap_or(0)))
    }
    pub fn default(&self, ctx: &Context, text: &str) -> Option<Attribute> {
        self.parse_flags(text).ok().map(|b| self.attr(ctx, b))
    }
}

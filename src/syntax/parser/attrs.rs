//! Attribute and location parsing, aliases and file metadata.

use num_bigint::{BigInt, BigUint, Sign};

use crate::ir::normalize_int;
use num_traits::{One, Zero};

use super::{Nesting, PResult, Parser};
use crate::ir::affine;
use crate::ir::float::{self, FloatKind};
use crate::ir::{AttrKind, Attribute, Identifier, Location, Signedness, Type};
use crate::syntax::lexer::{Token, TokenKind};

impl<'a> Parser<'a> {
    /// attribute-value (`:` type)? — see the builtin dialect reference.
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.parse_attribute_typed(None)
    }

    /// Parse an attribute whose type may be given by the context (`ty`), in
    /// which case a literal takes no `: type` suffix.
    pub fn parse_attribute_typed(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let r = self.nested(Nesting::Attribute, |p| p.parse_attribute_inner(ty));
        // Upstream's attribute parser reports its own errors: a custom op's
        // `custom op` prefix does not apply to them.
        if r.is_err() {
            self.nested_failure = true;
        }
        r
    }

    fn parse_attribute_inner(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx;
        match self.kind() {
            TokenKind::LSquare => {
                self.bump();
                let mut els = Vec::new();
                if !self.consume_if(TokenKind::RSquare) {
                    loop {
                        els.push(self.parse_attribute()?);
                        if !self.consume_if(TokenKind::Comma) {
                            break;
                        }
                    }
                    self.expect(TokenKind::RSquare, "',' or ']'")?;
                }
                Ok(ctx.attr(AttrKind::Array(els)))
            }
            TokenKind::LBrace => self.parse_dictionary_attr(),
            TokenKind::AtIdent => self.parse_symbol_ref(),
            TokenKind::HashIdent => self.parse_extended_attr(),
            TokenKind::String => {
                let t = self.bump();
                let value = self.string_value(t);
                let ty = match ty {
                    Some(t) => Some(t),
                    None if self.consume_if(TokenKind::Colon) => Some(self.parse_type()?),
                    None => None,
                };
                Ok(ctx.attr(AttrKind::String { value, ty }))
            }
            TokenKind::Minus | TokenKind::Integer | TokenKind::Float => self.parse_number_attr(ty),
            TokenKind::BareIdent => {
                let word = self.spelling();
                match word {
                    "true" | "false" => {
                        self.bump();
                        let i1 = ctx.integer_type(1);
                        let value = BigInt::from((word == "true") as u8);
                        Ok(ctx.attr(AttrKind::Integer { ty: i1, value }))
                    }
                    "unit" => {
                        self.bump();
                        Ok(ctx.unit_attr())
                    }
                    "loc" => self.parse_location_attr(),
                    "affine_map" | "affine_set" => self.parse_affine_attr(word == "affine_map"),
                    "array" => self.parse_dense_array(),
                    "dense" => self.parse_dense_elements(ty),
                    "dense_resource" => self.parse_dense_resource(ty),
                    "sparse" => self.parse_sparse_elements(ty),
                    "strided" => self.parse_strided_layout(),
                    "distinct" => self.parse_distinct(),
                    _ if super::types::is_type_keyword(word) => Ok(ctx.type_attr(self.parse_type()?)),
                    _ => Err(self.wrong_token("expected attribute value")),
                }
            }
            TokenKind::LParen | TokenKind::BangIdent => Ok(ctx.type_attr(self.parse_type()?)),
            _ => Err(self.wrong_token("expected attribute value")),
        }
    }

    /// dictionary-attribute ::= `{` (attribute-entry (`,` attribute-entry)*)? `}`
    pub fn parse_dictionary_attr(&mut self) -> PResult<Attribute> {
        let entries = self.parse_attr_entries()?;
        Ok(self.ctx.dictionary(entries))
    }

    /// The entries of a dictionary, checked for duplicates, in source order.
    pub fn parse_attr_entries(&mut self) -> PResult<Vec<(Identifier, Attribute)>> {
        self.expect(TokenKind::LBrace, "'{'")?;
        let mut entries: Vec<(Identifier, Attribute)> = Vec::new();
        if self.consume_if(TokenKind::RBrace) {
            return Ok(entries);
        }
        loop {
            let at = self.offset();
            let id = match self.kind() {
                TokenKind::BareIdent => self.ctx.ident(self.bump_text()),
                TokenKind::String => {
                    let t = self.bump();
                    let v = self.string_value(t);
                    if v.is_empty() {
                        self.nested_failure = true;
                        return Err(self.error_at(at, "expected valid attribute name"));
                    }
                    self.ctx.ident_from_bytes(&v)
                }
                _ => {
                    self.nested_failure = true;
                    return Err(self.wrong_token("expected attribute name"));
                }
            };
            if entries.iter().any(|(k, _)| *k == id) {
                self.nested_failure = true;
                let name = self.ctx.str(id);
                return Err(self.error_at(at, format!("duplicate key '{name}' in dictionary attribute")));
            }
            let value = if self.consume_if(TokenKind::Equal) { self.parse_attribute()? } else { self.ctx.unit_attr() };
            entries.push((id, value));
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RBrace, "'}' in attribute dictionary")?;
        Ok(entries)
    }

    pub(crate) fn bump_text(&mut self) -> &'a str {
        let t = self.bump();
        self.token_text(t)
    }

    /// The name of an `@symbol` token (quoted names unescaped): any bytes.
    pub fn symbol_name_of(&self, t: crate::syntax::lexer::Token) -> Vec<u8> {
        let s = self.token_bytes(t);
        if s.get(1) == Some(&b'"') {
            self.string_value(t)
        } else {
            s[1..].to_vec()
        }
    }

    /// The identifier an `@symbol` token names.
    fn symbol_ident_of(&self, t: crate::syntax::lexer::Token) -> Identifier {
        let s = self.token_bytes(t);
        if s.get(1) == Some(&b'"') {
            self.ctx.ident_from_bytes(&self.string_value(t))
        } else {
            self.ctx.ident(&self.token_text(t)[1..])
        }
    }

    /// symbol-ref-attribute ::= symbol-ref-id (`::` symbol-ref-id)*
    fn parse_symbol_ref(&mut self) -> PResult<Attribute> {
        let t = self.bump();
        let root = self.symbol_ident_of(t);
        let mut nested = Vec::new();
        while self.is(TokenKind::Colon) && self.src.text.as_bytes().get(self.tok.end) == Some(&b':') {
            let colon2 = self.tok.end;
            self.reset_to(colon2 + 1);
            let t = self.expect(TokenKind::AtIdent, "nested symbol reference identifier")?;
            nested.push(self.symbol_ident_of(t));
        }
        Ok(self.ctx.attr(AttrKind::SymbolRef { root, nested }))
    }

    /// Run a dialect's attribute or type hook on `data`, the source text
    /// after `#dialect.`/`!dialect.` (or `<`) that starts at `mnemonic_at`:
    /// the canonical body, or the hook's errors located in the source.
    pub(crate) fn apply_dialect_hook(
        &self,
        hook: crate::opdef::DialectAttrFn,
        dialect: &str,
        mnemonic_at: usize,
        data: &str,
    ) -> PResult<String> {
        match hook(data) {
            Some(Ok(canonical)) => Ok(canonical),
            Some(Err(errors)) => {
                let mut errors = errors.into_iter();
                let (at, msg) = errors.next().unwrap_or((0, "invalid attribute".into()));
                let mut d = self.error_at(mnemonic_at + at, msg);
                for (at, msg) in errors {
                    d = d.followed_by(self.loc_at(mnemonic_at + at), msg);
                }
                Err(d)
            }
            None => {
                let mnemonic: String = data.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                Err(self.error_at(mnemonic_at, format!("unknown attribute `{mnemonic}` in dialect `{dialect}`")))
            }
        }
    }

    /// `#alias`, `#dialect.attr<...>`, `#dialect<...>` (`:` type)?
    fn parse_extended_attr(&mut self) -> PResult<Attribute> {
        let start = self.offset();
        let name = &self.spelling()[1..];
        let next_is_less = self.src.text.as_bytes().get(self.tok.end) == Some(&b'<');
        if !name.contains('.') && !next_is_less {
            if let Some(&a) = self.attr_aliases.get(name) {
                self.bump();
                return Ok(a);
            }
            // Upstream reports this after the alias token.
            self.bump();
            return Err(self.wrong_token(&format!("undefined symbol alias id '{name}'")));
        }
        if let Some((dialect, mnemonic)) = name.split_once('.') {
            let len = mnemonic.bytes().take_while(|c| c.is_ascii_alphanumeric() || *c == b'_').count();
            if let Some(parse) = self.registry.dialect_attr_parser(dialect, &mnemonic[..len]) {
                // The mnemonic, a token of its own from here.
                let (at, end) = (start + 1 + dialect.len() + 1, self.tok.end);
                self.tok = Token { kind: TokenKind::BareIdent, start: at, end };
                if !crate::syntax::lexer::is_bare_identifier(&self.src.text.as_bytes()[at..end]) {
                    self.reset_to(at);
                }
                return self.nested(Nesting::Attribute, parse);
            }
        } else if next_is_less {
            // `#dialect<mnemonic...>`, the opaque spelling.
            let body = &self.src.text.as_bytes()[self.tok.end + 1..];
            let len = body.iter().take_while(|b| b.is_ascii_alphanumeric() || **b == b'_').count();
            let mnemonic = std::str::from_utf8(&body[..len]).unwrap_or("");
            if let Some(parse) = self.registry.dialect_attr_parser(name, mnemonic) {
                self.balanced_body_end(self.tok.end)?;
                self.bump();
                self.expect(TokenKind::Less, "'<'")?;
                let attr = self.nested(Nesting::Attribute, parse)?;
                self.expect(TokenKind::Greater, "'>'")?;
                return Ok(attr);
            }
        }
        let (dialect, mut data) = self.parse_dialect_symbol_body()?;
        self.check_dialect_allowed(start, &dialect, "attribute")?;
        if self.registry.has_dialect(&dialect) {
            data = self.expand_aliases_in(&data);
        }
        if let Some(hook) = self.registry.dialect_attr_hook(&dialect) {
            data = self.apply_dialect_hook(hook, &dialect, start + 1 + dialect.len() + 1, &data)?;
        }
        let ty = if self.consume_if(TokenKind::Colon) { Some(self.parse_type()?) } else { None };
        let dialect = self.ctx.ident(&dialect);
        Ok(self.ctx.attr(AttrKind::Opaque { dialect, data, ty }))
    }

    /// Integer and float literals: `-`? (integer | float) (`:` type)?
    fn parse_number_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let start = self.offset();
        let negative = self.consume_if(TokenKind::Minus);
        let lit = self.token();
        if !matches!(lit.kind, TokenKind::Integer | TokenKind::Float) {
            return Err(self.wrong_token("expected integer or float literal"));
        }
        self.bump();
        let ty = match ty {
            Some(t) => t,
            None if self.consume_if(TokenKind::Colon) => self.parse_type()?,
            None if lit.kind == TokenKind::Float => self.ctx.float_type(FloatKind::F64),
            None => self.ctx.integer_type(64),
        };
        let text = self.token_text(lit);
        if let Some(kind) = self.ctx.float_kind(ty) {
            return self.make_float_attr(start, ty, kind, negative, text, lit.kind == TokenKind::Float);
        }
        if lit.kind == TokenKind::Float {
            return Err(self.error_here("floating point value not valid for specified type"));
        }
        if !self.ctx.is_int_or_index(ty) {
            return Err(self.error_at(lit.start, "integer literal not valid for specified type"));
        }
        self.make_int_attr(lit.start, ty, negative, text)
    }

    /// Build an integer attribute, checking the literal fits the type as upstream does.
    pub(crate) fn make_int_attr(&self, at: usize, ty: Type, negative: bool, text: &str) -> PResult<Attribute> {
        let value =
            self.int_value_for_type(ty, negative, text).map_err(|e| self.error_at(at, e.message(" for attribute")))?;
        Ok(self.ctx.attr(AttrKind::Integer { ty, value }))
    }

    /// The value of an integer literal as `ty` holds it.
    pub(crate) fn int_value_for_type(&self, ty: Type, negative: bool, text: &str) -> Result<BigInt, IntLiteralError> {
        let (width, signedness) = self.ctx.int_info(ty).expect("integer type");
        if width <= 64 {
            // Decimal literals of at most 64 bits, the usual case, in machine integers.
            if let Some(m) = text.bytes().all(|c| c.is_ascii_digit()).then(|| text.parse::<u64>().ok()).flatten() {
                return self.small_int_value(ty, width, signedness, negative, m);
            }
        }
        let magnitude = parse_uint(text).ok_or(IntLiteralError::Invalid)?;
        let out_of_range = || IntLiteralError::OutOfRange;
        if negative && signedness == Signedness::Unsigned {
            return Err(IntLiteralError::NegativeUnsigned);
        }
        if magnitude.bits() > width as u64 {
            return Err(out_of_range());
        }
        let half = if width == 0 { BigUint::zero() } else { BigUint::one() << (width - 1) };
        if negative {
            if magnitude.is_zero() {
                return Ok(BigInt::zero());
            }
            if width == 0 || magnitude > half {
                return Err(out_of_range());
            }
            return Ok(normalize_int(-BigInt::from(magnitude), width, signedness));
        }
        let is_index = self.ctx.is_index(ty);
        if (signedness == Signedness::Signed || is_index) && width > 0 && magnitude >= half {
            return Err(out_of_range());
        }
        Ok(normalize_int(BigInt::from_biguint(Sign::Plus, magnitude), width, signedness))
    }

    /// [`Parser::int_value_for_type`] for a magnitude that fits 64 bits.
    fn small_int_value(
        &self,
        ty: Type,
        width: u32,
        signedness: Signedness,
        negative: bool,
        magnitude: u64,
    ) -> Result<BigInt, IntLiteralError> {
        if negative && signedness == Signedness::Unsigned {
            return Err(IntLiteralError::NegativeUnsigned);
        }
        if 64 - magnitude.leading_zeros() > width {
            return Err(IntLiteralError::OutOfRange);
        }
        let (magnitude, half) = (i128::from(magnitude), if width == 0 { 0 } else { 1i128 << (width - 1) });
        if negative {
            if magnitude == 0 {
                return Ok(BigInt::zero());
            }
            if width == 0 || magnitude > half {
                return Err(IntLiteralError::OutOfRange);
            }
            return Ok(normalize_int(BigInt::from(-magnitude), width, signedness));
        }
        let is_index = self.ctx.is_index(ty);
        if (signedness == Signedness::Signed || is_index) && width > 0 && magnitude >= half {
            return Err(IntLiteralError::OutOfRange);
        }
        Ok(normalize_int(BigInt::from(magnitude), width, signedness))
    }

    pub(crate) fn make_float_attr(
        &self,
        at: usize,
        ty: Type,
        kind: FloatKind,
        negative: bool,
        text: &str,
        is_float_literal: bool,
    ) -> PResult<Attribute> {
        let bits = self.float_bits(at, kind, negative, text, is_float_literal)?;
        Ok(self.ctx.attr(AttrKind::Float { ty, bits }))
    }

    pub(crate) fn float_bits(
        &self,
        at: usize,
        kind: FloatKind,
        negative: bool,
        text: &str,
        is_float_literal: bool,
    ) -> PResult<u128> {
        if !is_float_literal {
            if text.starts_with("0x") {
                if negative {
                    return Err(self.error_at(at, "hexadecimal float literal should not have a leading minus"));
                }
                return float::from_hex_literal(kind, text).map_err(|e| self.error_at(at, e.to_string()));
            }
            return Err(self
                .error_at(at, "unexpected decimal integer literal for a floating point value")
                .with_note(self.loc_at(at), "add a trailing dot to make the literal a float"));
        }
        let full = if negative { format!("-{text}") } else { text.to_string() };
        match float::parse_decimal(kind, &full) {
            // Like upstream, a decimal out of range becomes infinity (NaN without infinities).
            Err(float::FloatError::OutOfRange(_)) => {
                Ok(float::from_f64(kind, if negative { f64::NEG_INFINITY } else { f64::INFINITY }))
            }
            r => r.map_err(|e| self.error_at(at, e.to_string())),
        }
    }

    /// An affine map written without `affine_map<...>` around it (`(d0) -> (d0)`).
    pub fn parse_bare_affine_map(&mut self) -> PResult<crate::ir::affine::AffineMap> {
        let start = self.offset();
        let text = &self.src.text[start..];
        let (map, used) =
            affine::parse_affine_map(text).map_err(|e| self.error_at(start + e.offset, e.message.clone()))?;
        self.reset_to(start + used);
        Ok(map)
    }

    /// `affine_map<...>` and `affine_set<...>`
    fn parse_affine_attr(&mut self, is_map: bool) -> PResult<Attribute> {
        self.bump();
        let open = self.expect(TokenKind::Less, "'<'")?;
        let body_start = open.end;
        let text = &self.src.text[body_start..];
        let kind = if is_map {
            affine::parse_affine_map(text).map(|(m, n)| (AttrKind::AffineMap(m), n))
        } else {
            affine::parse_integer_set(text).map(|(s, n)| (AttrKind::IntegerSet(s), n))
        };
        let (kind, used) = kind.map_err(|e| self.error_at(body_start + e.offset, e.message.clone()))?;
        self.reset_to(body_start + used);
        self.expect(TokenKind::Greater, "'>'")?;
        Ok(self.ctx.attr(kind))
    }

    /// strided-layout ::= `strided` `<` `[` (dim (`,` dim)*)? `]` (`,` `offset` `:` dim)? `>`
    fn parse_strided_layout(&mut self) -> PResult<Attribute> {
        let at = self.offset();
        self.bump();
        self.expect(TokenKind::Less, "'<' after 'strided'")?;
        self.expect(TokenKind::LSquare, "'['")?;
        let mut strides = Vec::new();
        if !self.is(TokenKind::RSquare) {
            loop {
                strides.push(self.parse_stride_value()?);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokenKind::RSquare, "']'")?;
        let mut offset = 0;
        if !self.consume_if(TokenKind::Greater) {
            self.expect(TokenKind::Comma, "',' or '>'")?;
            if !self.consume_keyword("offset") {
                return Err(self.wrong_token("expected 'offset' after comma"));
            }
            self.expect(TokenKind::Colon, "':' after 'offset'")?;
            offset = self.parse_stride_value()?;
            self.expect(TokenKind::Greater, "'>'")?;
        }
        if strides.contains(&0) {
            return Err(self.error_at(at, "strides must not be zero"));
        }
        Ok(self.ctx.attr(AttrKind::StridedLayout { offset, strides }))
    }

    /// `?` or a (possibly negative) 64-bit integer.
    fn parse_stride_value(&mut self) -> PResult<i64> {
        if self.consume_if(TokenKind::Question) {
            return Ok(crate::ir::DYNAMIC);
        }
        let at = self.offset();
        let neg = self.consume_if(TokenKind::Minus);
        let value = self
            .is(TokenKind::Integer)
            .then(|| parse_uint(self.spelling()).and_then(|m| i64::try_from(m).ok()))
            .flatten()
            .ok_or_else(|| self.error_at(at, "expected a 64-bit signed integer or '?'"))?;
        self.bump();
        Ok(if neg { -value } else { value })
    }

    /// distinct-attribute ::= `distinct` `[` integer `]` `<` attribute? `>`
    fn parse_distinct(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::LSquare, "'[' after 'distinct'")?;
        let at = self.offset();
        let t = self.expect(TokenKind::Integer, "distinct ID")?;
        let n: u64 =
            self.token_text(t).parse().map_err(|_| self.error_at(at, "expected an unsigned 64-bit integer"))?;
        self.expect(TokenKind::RSquare, "']' to close distinct ID")?;
        self.expect(TokenKind::Less, "'<' after distinct ID")?;
        let referenced = if self.is(TokenKind::Greater) { self.ctx.unit_attr() } else { self.parse_attribute()? };
        self.expect(TokenKind::Greater, "'>'")?;
        if let Some(&prev) = self.distinct.get(&n) {
            match self.ctx.attr_kind(prev) {
                AttrKind::Distinct { referenced: r, .. } if *r == referenced => return Ok(prev),
                _ => return Err(self.error_at(at, "referenced attribute does not match previous definition")),
            }
        }
        let id = self.ctx.next_distinct_id();
        let a = self.ctx.attr(AttrKind::Distinct { id, referenced });
        self.distinct.insert(n, a);
        Ok(a)
    }

    // ---- locations ----------------------------------------------------------

    /// trailing-location ::= `loc` `(` location `)`
    pub fn parse_optional_trailing_location(&mut self) -> PResult<Option<Location>> {
        if !self.is_keyword("loc") {
            return Ok(None);
        }
        self.parse_location_attr().map(Some)
    }

    /// `loc` `(` location `)`
    pub fn parse_location_attr(&mut self) -> PResult<Location> {
        if !self.consume_keyword("loc") {
            return Err(self.wrong_token("expected 'loc' keyword"));
        }
        self.expect(TokenKind::LParen, "'(' in location")?;
        let loc = if self.is(TokenKind::HashIdent) {
            self.parse_location_alias_use()?
        } else {
            self.parse_location_instance()?
        };
        self.expect(TokenKind::RParen, "')' in location")?;
        Ok(loc)
    }

    fn parse_location_alias_use(&mut self) -> PResult<Location> {
        let at = self.offset();
        let name = self.spelling()[1..].to_string();
        self.bump();
        if let Some(&a) = self.attr_aliases.get(&name) {
            if !self.ctx.is_location(a) {
                return Err(self.error_at(at, format!("expected location, but found '{}'", self.attr_str(a))));
            }
            return Ok(a);
        }
        // Used before defined: a placeholder resolved at the end of the file.
        let placeholder = self.ctx.attr(AttrKind::Opaque {
            dialect: crate::static_ident!(self.ctx, "<deferred-loc>"),
            data: name.clone(),
            ty: None,
        });
        self.deferred_locs.insert(placeholder, (name, at));
        Ok(placeholder)
    }

    /// location ::= `unknown` | file-line-col | name-loc | callsite | fused
    fn parse_location_instance(&mut self) -> PResult<Location> {
        self.nested(Nesting::Attribute, Self::parse_location_instance_inner)
    }

    fn parse_location_instance_inner(&mut self) -> PResult<Location> {
        let ctx = self.ctx;
        if self.is(TokenKind::HashIdent) {
            return self.parse_location_alias_use();
        }
        if self.consume_keyword("unknown") {
            return Ok(ctx.unknown_loc());
        }
        if self.consume_keyword("callsite") {
            self.expect(TokenKind::LParen, "'(' in callsite location")?;
            let callee = self.parse_location_instance()?;
            if !self.consume_keyword("at") {
                return Err(self.wrong_token("expected 'at' in callsite location"));
            }
            let caller = self.parse_location_instance()?;
            self.expect(TokenKind::RParen, "')' in callsite location")?;
            return Ok(ctx.attr(AttrKind::CallSiteLoc { callee, caller }));
        }
        if self.consume_keyword("fused") {
            let mut metadata = None;
            if self.consume_if(TokenKind::Less) {
                metadata = Some(self.parse_attribute()?);
                self.expect(TokenKind::Greater, "'>' after fused location metadata")?;
            }
            self.expect(TokenKind::LSquare, "'[' in fused location")?;
            let mut locations = Vec::new();
            if !self.consume_if(TokenKind::RSquare) {
                loop {
                    locations.push(self.parse_location_instance()?);
                    if !self.consume_if(TokenKind::Comma) {
                        break;
                    }
                }
                self.expect(TokenKind::RSquare, "']' in fused location")?;
            }
            return Ok(ctx.fused_loc(&locations, metadata));
        }
        if self.is(TokenKind::String) {
            let t = self.bump();
            let s = self.string_value(t);
            if self.consume_if(TokenKind::Colon) {
                let line = self.parse_loc_number("line")?;
                self.expect(TokenKind::Colon, "':' in FileLineColLoc")?;
                let col = self.parse_loc_number("column")?;
                // mlir-opt-19 reads an empty file name as "-" (standard input).
                let file = if s.is_empty() { b"-".as_slice() } else { &s };
                return Ok(ctx.attr(AttrKind::FileLineColLoc { file: ctx.ident_from_bytes(file), line, col }));
            }
            let mut child = None;
            if self.consume_if(TokenKind::LParen) {
                let c = self.parse_location_instance()?;
                if matches!(ctx.attr_kind(c), AttrKind::NameLoc { .. }) {
                    return Err(self.error_here("child of NameLoc cannot be another NameLoc"));
                }
                child = Some(c);
                self.expect(TokenKind::RParen, "')' after child location of NameLoc")?;
            }
            return Ok(ctx.attr(AttrKind::NameLoc { name: ctx.ident_from_bytes(&s), child }));
        }
        Err(self.wrong_token("expected location instance"))
    }

    fn parse_loc_number(&mut self, what: &str) -> PResult<u32> {
        let at = self.offset();
        let t = self.expect(TokenKind::Integer, &format!("integer {what} number in FileLineColLoc"))?;
        self.token_text(t)
            .parse()
            .map_err(|_| self.error_at(at, format!("expected integer {what} number in FileLineColLoc")))
    }

    /// The resolution of every deferred location placeholder.
    pub(crate) fn deferred_location_map(&self) -> PResult<Vec<(Attribute, Attribute)>> {
        let mut out = Vec::new();
        let mut pending: Vec<_> = self.deferred_locs.iter().collect();
        pending.sort_by_key(|(a, _)| **a);
        for (placeholder, (name, at)) in pending {
            let at = *at;
            match self.attr_aliases.get(name) {
                Some(&a) if self.ctx.is_location(a) => out.push((*placeholder, a)),
                Some(&a) => {
                    return Err(self.error_at(at, format!("expected location, but found '{}'", self.attr_str(a))))
                }
                None => return Err(self.error_at(at, "operation location alias was never defined")),
            }
        }
        Ok(out)
    }

    // ---- aliases and file metadata -------------------------------------------

    /// attribute-alias-def ::= `#` alias-name `=` attribute-value
    /// type-alias-def ::= `!` alias-name `=` type
    pub(crate) fn parse_alias_def(&mut self) -> PResult<()> {
        let t = self.bump();
        let is_type = t.kind == TokenKind::BangIdent;
        let name = self.token_text(t)[1..].to_string();
        if name.contains('.') {
            let what = if is_type { "type" } else { "attribute" };
            return Err(
                self.error_at(t.start, format!("{what} names with a '.' are reserved for dialect-defined names"))
            );
        }
        self.expect(TokenKind::Equal, "'=' in alias definition")?;
        if is_type {
            if self.type_aliases.contains_key(&name) {
                return Err(self.error_at(t.start, format!("redefinition of type alias id '{name}'")));
            }
            let ty = self.parse_type()?;
            self.type_aliases.insert(name, ty);
        } else {
            if self.attr_aliases.contains_key(&name) {
                return Err(self.error_at(t.start, format!("redefinition of attribute alias id '{name}'")));
            }
            let a = self.parse_attribute()?;
            self.attr_aliases.insert(name, a);
        }
        Ok(())
    }

    /// `data` of a registered dialect's attribute kept as text, with each use
    /// of a defined alias (`#name`, `!name`; not in string literals) replaced
    /// by what it stands for, so the text means the same without the
    /// file's alias definitions (which the printer does not reproduce).
    fn expand_aliases_in(&self, data: &str) -> String {
        let bytes = data.as_bytes();
        let ident = |c: u8| c.is_ascii_alphanumeric() || b"_$.-".contains(&c);
        let mut out = String::with_capacity(data.len());
        let (mut i, mut copied, mut in_string) = (0, 0, false);
        while i < bytes.len() {
            let c = bytes[i];
            if in_string {
                match c {
                    b'\\' => i += 1,
                    b'"' => in_string = false,
                    _ => {}
                }
                i += 1;
                continue;
            }
            if c == b'"' {
                in_string = true;
                i += 1;
                continue;
            }
            let starts_name = (c == b'#' || c == b'!') && (i == 0 || !ident(bytes[i - 1]));
            if !starts_name {
                i += 1;
                continue;
            }
            let mut end = i + 1;
            while end < bytes.len() && ident(bytes[end]) {
                end += 1;
            }
            let name = &data[i + 1..end];
            let replacement = if name.is_empty() || name.contains('.') || bytes.get(end) == Some(&b'<') {
                None
            } else if c == b'#' {
                self.attr_aliases.get(name).map(|&a| self.attr_str(a))
            } else {
                self.type_aliases.get(name).map(|&t| self.type_str(t))
            };
            if let Some(r) = replacement {
                out.push_str(&data[copied..i]);
                out.push_str(&r);
                copied = end;
            }
            i = end;
        }
        out.push_str(&data[copied..]);
        out
    }

    /// An attribute rendered for messages.
    pub fn attr_str(&self, a: Attribute) -> String {
        crate::syntax::printer::attr_to_string(self.ctx, a)
    }
}

/// Why an integer literal does not fit its type; the caller words the
/// out-of-range case as upstream does in its context.
#[derive(Debug)]
pub(crate) enum IntLiteralError {
    Invalid,
    OutOfRange,
    NegativeUnsigned,
}

impl IntLiteralError {
    pub(crate) fn message(&self, out_of_range_suffix: &str) -> String {
        match self {
            IntLiteralError::Invalid => "invalid integer literal".to_string(),
            IntLiteralError::OutOfRange => format!("integer constant out of range{out_of_range_suffix}"),
            IntLiteralError::NegativeUnsigned => {
                "negative integer literal not valid for unsigned integer type".to_string()
            }
        }
    }
}

/// Parse a decimal or `0x` hexadecimal unsigned literal.
pub(crate) fn parse_uint(text: &str) -> Option<BigUint> {
    if let Some(hex) = text.strip_prefix("0x") {
        BigUint::parse_bytes(hex.as_bytes(), 16)
    } else {
        BigUint::parse_bytes(text.as_bytes(), 10)
    }
}

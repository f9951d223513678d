//! Type parsing: builtin types, aliases and dialect types.

use super::{Nesting, PResult, Parser};
use crate::ir::float::FloatKind;
use crate::ir::{AttrKind, Attribute, Signedness, Type, TypeKind, DYNAMIC, MAX_INT_WIDTH};
use crate::syntax::lexer::{Token, TokenKind};

impl<'a> Parser<'a> {
    /// type ::= type-alias | dialect-type | builtin-type | function-type
    /// Like upstream, errors in a type never take a custom op's prefix.
    pub fn parse_type(&mut self) -> PResult<Type> {
        let r = if self.is(TokenKind::LParen) { self.parse_function_type() } else { self.parse_non_function_type() };
        if r.is_err() {
            self.nested_failure = true;
        }
        r
    }

    /// Like [`Parser::parse_type`], `None` when no type starts here.
    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        let starts = match self.kind() {
            TokenKind::LParen | TokenKind::BangIdent => true,
            TokenKind::BareIdent => is_type_keyword(self.spelling()),
            _ => false,
        };
        if starts {
            self.parse_type().map(Some)
        } else {
            Ok(None)
        }
    }

    /// function-type ::= `(` type-list? `)` `->` function-result-type
    pub fn parse_function_type(&mut self) -> PResult<Type> {
        let start = self.offset();
        match function_type_end(self.text_from(start)) {
            Some(end) => self.cached_type(start, start + end, Self::parse_function_type_uncached),
            None => self.parse_function_type_uncached(),
        }
    }

    fn parse_function_type_uncached(&mut self) -> PResult<Type> {
        // The inputs then the results in one buffer, reused from type to type
        // (a nested function type finds it taken and uses its own).
        let mut types = std::mem::take(&mut self.type_scratch);
        types.clear();
        let r = self.nested(Nesting::Attribute, |p| p.parse_function_type_into(&mut types));
        let ty = r.map(|n| self.ctx.function_type_from(&types[..n], &types[n..]));
        self.type_scratch = types;
        ty
    }

    /// Push the inputs, then the results, of a function type to `types`;
    /// returns the number of inputs.
    fn parse_function_type_into(&mut self, types: &mut Vec<Type>) -> PResult<usize> {
        self.parse_paren_type_list_into(types)?;
        let inputs = types.len();
        self.expect(TokenKind::Arrow, "'->' in function type")?;
        if self.is(TokenKind::LParen) {
            self.parse_paren_type_list_into(types)?;
        } else {
            types.push(self.parse_non_function_type()?);
        }
        Ok(inputs)
    }

    /// `(` (type (`,` type)*)? `)`
    pub fn parse_paren_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut out = Vec::new();
        self.parse_paren_type_list_into(&mut out)?;
        Ok(out)
    }

    fn parse_paren_type_list_into(&mut self, out: &mut Vec<Type>) -> PResult<()> {
        self.expect(TokenKind::LParen, "'('")?;
        if self.consume_if(TokenKind::RParen) {
            return Ok(());
        }
        loop {
            out.push(self.parse_type()?);
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RParen, "')'")?;
        Ok(())
    }

    /// function-result-type ::= `(` type-list? `)` | non-function-type
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.is(TokenKind::LParen) {
            return self.parse_paren_type_list();
        }
        Ok(vec![self.parse_non_function_type()?])
    }

    /// A comma-separated list of types without parentheses.
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut out = vec![self.parse_type()?];
        while self.consume_if(TokenKind::Comma) {
            out.push(self.parse_type()?);
        }
        Ok(out)
    }

    pub fn parse_non_function_type(&mut self) -> PResult<Type> {
        self.nested(Nesting::Attribute, Self::parse_non_function_type_inner)
    }

    fn parse_non_function_type_inner(&mut self) -> PResult<Type> {
        match self.kind() {
            TokenKind::BangIdent => self.parse_dialect_type(),
            TokenKind::BareIdent => {
                let start = self.offset();
                let word = self.spelling();
                if let Some(ty) = self.parse_simple_builtin_type(word)? {
                    return Ok(ty);
                }
                if !matches!(word, "complex" | "tuple" | "vector" | "tensor" | "memref") {
                    return Err(self.wrong_token("expected non-function type"));
                }
                if word != "complex" && word != "tuple" {
                    if let Some(end) = shaped_type_end(self.text_from(start), word.len()) {
                        return self.cached_type(start, start + end, |p| {
                            p.bump();
                            match word {
                                "vector" => p.parse_vector_type(start),
                                "tensor" => p.parse_tensor_type(start),
                                _ => p.parse_memref_type(start),
                            }
                        });
                    }
                }
                self.bump();
                let ctx = self.ctx;
                match word {
                    "complex" => {
                        self.expect(TokenKind::Less, "'<' in complex type")?;
                        let el_at = self.offset();
                        let el = self.parse_type()?;
                        self.expect(TokenKind::Greater, "'>' in complex type")?;
                        if !(ctx.is_int_or_index(el) || ctx.is_float(el)) || ctx.is_index(el) {
                            return Err(self.error_at(el_at, "invalid element type for complex"));
                        }
                        Ok(ctx.ty(TypeKind::Complex(el)))
                    }
                    "tuple" => {
                        self.expect(TokenKind::Less, "'<' in tuple type")?;
                        let mut els = Vec::new();
                        if !self.consume_if(TokenKind::Greater) {
                            els = self.parse_type_list()?;
                            self.expect(TokenKind::Greater, "'>' in tuple type")?;
                        }
                        Ok(ctx.ty(TypeKind::Tuple(els)))
                    }
                    "vector" => self.parse_vector_type(start),
                    "tensor" => self.parse_tensor_type(start),
                    _ => self.parse_memref_type(start),
                }
            }
            _ => Err(self.wrong_token("expected non-function type")),
        }
    }

    /// The type spanning `start..end` whose text alone decides it, parsed
    /// by `parse` once per text: a hit leaves the parser where parsing it
    /// would.
    fn cached_type(
        &mut self,
        start: usize,
        end: usize,
        parse: impl FnOnce(&mut Self) -> PResult<Type>,
    ) -> PResult<Type> {
        let text: &'a str = &self.src.text[start..end];
        if let Some(&ty) = self.type_texts.get(text) {
            self.prev_end = end;
            self.reset_to(end);
            return Ok(ty);
        }
        let ty = parse(self)?;
        if self.prev_end == end {
            self.type_texts.insert(text, ty);
        }
        Ok(ty)
    }

    /// Integer, index, float and none types, which are single keywords.
    fn parse_simple_builtin_type(&mut self, word: &str) -> PResult<Option<Type>> {
        let ctx = self.ctx;
        let ty = if word == "index" {
            ctx.index_type()
        } else if word == "none" {
            ctx.none_type()
        } else if let Some(k) = float_keyword(word) {
            ctx.float_type(k)
        } else if let Some((signedness, digits)) = split_int_keyword(word) {
            let width: u64 = match digits.parse() {
                Ok(w) => w,
                Err(_) => return Err(self.error_here("invalid integer width")),
            };
            if width > MAX_INT_WIDTH as u64 {
                return Err(self.error_here(format!("integer bitwidth is limited to {MAX_INT_WIDTH} bits")));
            }
            ctx.ty(TypeKind::Integer { width: width as u32, signedness })
        } else {
            return Ok(None);
        };
        self.bump();
        Ok(Some(ty))
    }

    /// `!alias`, `!dialect.name<...>`, `!dialect<...>`
    fn parse_dialect_type(&mut self) -> PResult<Type> {
        let start = self.offset();
        let name = &self.spelling()[1..];
        let dot = name.bytes().position(|b| b == b'.');
        if dot.is_none() {
            let after = self.tok.end;
            let next_is_less = self.src.text.as_bytes().get(after) == Some(&b'<');
            if !next_is_less {
                if let Some(&ty) = self.type_aliases.get(name) {
                    self.bump();
                    return Ok(ty);
                }
                // Upstream reports this after the alias token.
                self.bump();
                return Err(self.wrong_token(&format!("undefined symbol alias id '{name}'")));
            }
        }
        let dialect = dot.map_or(name, |d| &name[..d]);
        if let Some(parse) = self.registry.dialect_type_parser(dialect) {
            let pretty = dot.is_some();
            return self.parse_dialect_type_with(parse, start + 1 + dialect.len(), pretty);
        }
        let (dialect, mut data) = self.parse_dialect_symbol_body()?;
        self.check_dialect_allowed(start, &dialect, "type")?;
        if let Some(hook) = self.registry.dialect_type_hook(&dialect) {
            data = self.apply_dialect_hook(hook, &dialect, start + 1 + dialect.len() + 1, &data)?;
        }
        let dialect = self.ctx.ident(&dialect);
        Ok(self.ctx.ty(TypeKind::Opaque { dialect, data }))
    }

    /// A type of a dialect with a type parser hook, read by the hook from
    /// its mnemonic on: `!dialect.mnemonic...` (`pretty`) or
    /// `!dialect<mnemonic...>`; `after_dialect` is the offset after the
    /// dialect's name.
    fn parse_dialect_type_with(
        &mut self,
        parse: crate::opdef::DialectTypeParseFn,
        after_dialect: usize,
        pretty: bool,
    ) -> PResult<Type> {
        if pretty {
            // The mnemonic, a token of its own from here; the lexer is
            // past it already when it is all a bare identifier.
            let (at, end) = (after_dialect + 1, self.tok.end);
            if crate::syntax::lexer::is_bare_identifier(&self.src.text.as_bytes()[at..end]) {
                self.tok = Token { kind: TokenKind::BareIdent, start: at, end };
            } else {
                self.reset_to(at);
            }
            return parse(self);
        }
        // An unbalanced body is reported at its `<`, as for any dialect.
        self.balanced_body_end(self.tok.end)?;
        self.bump();
        self.expect(TokenKind::Less, "'<'")?;
        let ty = parse(self)?;
        self.expect(TokenKind::Greater, "'>'")?;
        Ok(ty)
    }

    /// After a `!name` or `#name` token: splits the dialect namespace and
    /// collects the pretty body `name<...>` or the opaque body `<...>` as text.
    pub(crate) fn parse_dialect_symbol_body(&mut self) -> PResult<(String, String)> {
        let tok = self.tok;
        let name = &self.token_text(tok)[1..];
        let (dialect, mut data) = match name.split_once('.') {
            Some((d, rest)) => (d.to_string(), rest.to_string()),
            None => (name.to_string(), String::new()),
        };
        if !is_valid_dialect_namespace(&dialect) {
            // Upstream points at the symbol after `dialect.` in the pretty form.
            let at = if name.contains('.') { tok.start + 1 + dialect.len() + 1 } else { tok.start };
            return Err(self.error_at(at, format!("invalid dialect namespace '\"{dialect}\"'")));
        }
        let bytes = self.src.text.as_bytes();
        if bytes.get(tok.end) == Some(&b'<') {
            let end = self.balanced_body_end(tok.end)?;
            let inner = self.body_text(tok.end + 1, end)?;
            if data.is_empty() {
                data = inner;
            } else {
                data.push('<');
                data.push_str(&inner);
                data.push('>');
            }
            self.prev_end = end + 1;
            self.reset_to(end + 1);
        } else {
            // `!dialect.` alone is a pretty name with an empty body, as upstream reads it.
            self.bump();
            if !name.contains('.') {
                return Err(self.error_at(tok.start, "expected '<' after dialect namespace"));
            }
        }
        Ok((dialect, data))
    }

    /// The text of a dialect symbol's body, `start..end` of the source. The
    /// body is kept as text, so bytes that are not UTF-8 inside its string
    /// literals are kept as `\XX` escapes (the same string); elsewhere in
    /// the body they are an error.
    fn body_text(&self, start: usize, end: usize) -> PResult<String> {
        let raw = &self.src.text.bytes()[start..end];
        if raw == &self.src.text.as_bytes()[start..end] {
            return Ok(self.src.text[start..end].to_string());
        }
        let (mut out, mut at, mut in_string, mut escaped) = (String::new(), start, false, false);
        for chunk in raw.utf8_chunks() {
            for c in chunk.valid().chars() {
                match c {
                    _ if escaped => escaped = false,
                    '\\' if in_string => escaped = true,
                    '"' => in_string = !in_string,
                    _ => {}
                }
                out.push(c);
            }
            at += chunk.valid().len();
            if !chunk.invalid().is_empty() && !in_string {
                return Err(self.error_at(at, "bytes that are not UTF-8 must be in a string literal here"));
            }
            for &b in chunk.invalid() {
                out.push_str(&format!("\\{b:02X}"));
            }
            at += chunk.invalid().len();
        }
        Ok(out)
    }

    /// Offset of the `>` matching the `<` at `open`, skipping nested brackets and strings.
    pub(crate) fn balanced_body_end(&self, open: usize) -> PResult<usize> {
        let b = self.src.text.as_bytes();
        let mut stack = vec![b'>'];
        let mut i = open + 1;
        let end = self.src.text.len();
        while i < end {
            let c = b[i];
            match c {
                b'"' => {
                    i += 1;
                    while i < end && b[i] != b'"' {
                        if b[i] == b'\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                }
                b'-' if b.get(i + 1) == Some(&b'>') => i += 1,
                b'<' => stack.push(b'>'),
                b'(' => stack.push(b')'),
                b'[' => stack.push(b']'),
                b'{' => stack.push(b'}'),
                b'>' | b')' | b']' | b'}' => {
                    if stack.last() != Some(&c) {
                        return Err(self.unbalanced_at(open, &stack));
                    }
                    stack.pop();
                    if stack.is_empty() {
                        return Ok(i);
                    }
                }
                _ => {}
            }
            i += 1;
        }
        Err(self.unbalanced_at(open, &stack))
    }

    /// Upstream names the innermost bracket still open, at the body's start.
    fn unbalanced_at(&self, open: usize, closers: &[u8]) -> super::Diagnostic {
        let opener = match closers.last() {
            Some(b')') => '(',
            Some(b']') => '[',
            Some(b'}') => '{',
            _ => '<',
        };
        self.error_at(open, format!("unbalanced '{opener}' character in pretty dialect name"))
    }

    pub(crate) fn check_dialect_allowed(&self, at: usize, dialect: &str, what: &str) -> PResult<()> {
        let hooked = match what {
            "attribute" => self.registry.dialect_attr_hook(dialect).is_some(),
            _ => self.registry.dialect_type_hook(dialect).is_some(),
        };
        if self.opts.allow_unregistered || hooked {
            return Ok(());
        }
        Err(self.error_at(
            at,
            format!("dialect '{dialect}' provides no {what} parsing hook (use --allow-unregistered-dialect to accept unregistered dialects)"),
        ))
    }

    /// dimension-list ::= (dimension `x`)*, dimension ::= `?` | integer | `[` integer `]`
    /// Returns (dims, scalable flags); stops before the element type.
    pub fn parse_dimension_list(
        &mut self,
        allow_dynamic: bool,
        allow_scalable: bool,
    ) -> PResult<(Vec<i64>, Vec<bool>)> {
        let mut dims = Vec::new();
        let mut scalable = Vec::new();
        loop {
            let at = self.offset();
            let (dim, is_scalable) = match self.kind() {
                // A vector's list ends at `?`, which then is no type.
                TokenKind::Question if allow_dynamic => {
                    self.bump();
                    (DYNAMIC, false)
                }
                TokenKind::LSquare if allow_scalable => {
                    self.bump();
                    let d = self.parse_dimension_integer()?;
                    if !self.consume_if(TokenKind::RSquare) {
                        return Err(self.wrong_token("missing ']' closing scalable dimension"));
                    }
                    (d, true)
                }
                TokenKind::Integer => (self.parse_dimension_integer()?, false),
                _ => return Ok((dims, scalable)),
            };
            let _ = at;
            dims.push(dim);
            scalable.push(is_scalable);
            self.parse_x_separator()?;
        }
    }

    /// An integer dimension; `0x...` lexed as hex is really `0` then `x`.
    fn parse_dimension_integer(&mut self) -> PResult<i64> {
        let t = self.expect(TokenKind::Integer, "dimension")?;
        let text = self.token_text(t);
        if text.len() > 1 && text.as_bytes()[1] == b'x' {
            self.reset_to(t.start + 1);
            return Ok(0);
        }
        text.parse::<i64>().map_err(|_| self.error_at(t.start, "invalid dimension"))
    }

    /// Consume the `x` after a dimension, splitting `x4xf32`-style identifiers.
    fn parse_x_separator(&mut self) -> PResult<()> {
        if self.kind() == TokenKind::BareIdent && self.spelling().starts_with('x') {
            let start = self.offset();
            self.prev_end = start + 1;
            self.reset_to(start + 1);
            return Ok(());
        }
        Err(self.wrong_token("expected 'x' in dimension list"))
    }

    /// vector-type ::= `vector` `<` vector-dim-list vector-element-type `>`
    fn parse_vector_type(&mut self, start: usize) -> PResult<Type> {
        self.expect(TokenKind::Less, "'<' in vector type")?;
        let (shape, scalable) = self.parse_dimension_list(false, true)?;
        let el_at = self.offset();
        let element = self.parse_type()?;
        self.expect(TokenKind::Greater, "'>' in vector type")?;
        let ctx = self.ctx;
        // Upstream checks the sizes first and reports both at the element type.
        if shape.iter().any(|&d| d <= 0) {
            return Err(self.error_at(el_at, "vector types must have positive constant sizes"));
        }
        if !(ctx.is_int_or_index(element) || ctx.is_float(element)) {
            return Err(self.error_at(el_at, "vector elements must be int/index/float type"));
        }
        let _ = start;
        Ok(ctx.ty(TypeKind::Vector { shape, scalable, element }))
    }

    /// tensor-type ::= `tensor` `<` (`*` `x` | dimension-list) type (`,` encoding)? `>`
    fn parse_tensor_type(&mut self, start: usize) -> PResult<Type> {
        self.expect(TokenKind::Less, "'<' in tensor type")?;
        let unranked = self.consume_if(TokenKind::Star);
        let shape = if unranked {
            self.parse_x_separator()?;
            Vec::new()
        } else {
            self.parse_dimension_list(true, false)?.0
        };
        let el_at = self.offset();
        let element = self.parse_type()?;
        let mut encoding = None;
        if self.consume_if(TokenKind::Comma) {
            encoding = Some(self.parse_attribute()?);
        }
        self.expect(TokenKind::Greater, "'>' in tensor type")?;
        if !self.is_valid_tensor_element(element) {
            return Err(self.error_at(el_at, "invalid tensor element type"));
        }
        if unranked && encoding.is_some() {
            return Err(self.error_here("cannot apply encoding to unranked tensor"));
        }
        if let Some(&d) = shape.iter().find(|&&d| d < 0 && d != DYNAMIC) {
            return Err(self.error_at(start, format!("invalid tensor dimension size {d}")));
        }
        let ctx = self.ctx;
        Ok(if unranked {
            ctx.ty(TypeKind::UnrankedTensor { element })
        } else {
            ctx.ty(TypeKind::RankedTensor { shape, element, encoding })
        })
    }

    fn is_valid_tensor_element(&self, ty: Type) -> bool {
        !matches!(
            self.ctx.type_kind(ty),
            TypeKind::Function { .. }
                | TypeKind::None
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        )
    }

    fn is_valid_memref_element(&self, ty: Type) -> bool {
        matches!(
            self.ctx.type_kind(ty),
            TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::Complex(_)
                | TypeKind::Vector { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        )
    }

    /// Memory spaces are integer, string or dictionary attributes: every
    /// other attribute Strata knows is builtin, and upstream rejects those.
    /// Integers, strings, dictionaries and attributes of registered
    /// dialects (`#gpu.address_space<workgroup>`), as upstream; the opaque
    /// attributes of unregistered dialects are builtin ones there.
    fn is_supported_memory_space(&self, attr: Attribute) -> bool {
        match self.ctx.attr_kind(attr) {
            AttrKind::Integer { .. } | AttrKind::String { .. } | AttrKind::Dictionary(_) => true,
            AttrKind::Opaque { dialect, .. } => self.registry.has_dialect(self.ctx.str(*dialect)),
            _ => false,
        }
    }

    /// memref-type ::= `memref` `<` (`*` `x` | dimension-list) type (`,` layout)? (`,` memory-space)? `>`
    fn parse_memref_type(&mut self, start: usize) -> PResult<Type> {
        self.expect(TokenKind::Less, "'<' in memref type")?;
        let unranked = self.consume_if(TokenKind::Star);
        let shape = if unranked {
            self.parse_x_separator()?;
            Vec::new()
        } else {
            self.parse_dimension_list(true, false)?.0
        };
        let el_at = self.offset();
        let element = self.parse_type()?;
        if !self.is_valid_memref_element(element) {
            return Err(self.error_at(el_at, "invalid memref element type"));
        }
        let mut layout = None;
        let mut memory_space = None;
        if !self.consume_if(TokenKind::Greater) {
            self.expect(TokenKind::Comma, "',' or '>' in memref type")?;
            loop {
                let attr = self.parse_attribute()?;
                let is_layout =
                    matches!(self.ctx.attr_kind(attr), AttrKind::AffineMap(_) | AttrKind::StridedLayout { .. });
                // Upstream reports these at the token after the attribute.
                if !is_layout && memory_space.is_some() {
                    return Err(self.error_here("multiple memory spaces specified in memref type"));
                } else if !is_layout {
                    memory_space = Some(attr);
                } else if unranked {
                    return Err(self.error_here("cannot have affine map for unranked memref type"));
                } else if memory_space.is_some() {
                    return Err(self.error_here("expected memory space to be last in memref type"));
                } else {
                    layout = Some(attr);
                }
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::Greater, "'>' in memref type")?;
        }
        if shape.iter().any(|&d| d < 0 && d != DYNAMIC) {
            return Err(self.error_at(start, "invalid memref size"));
        }
        if let Some(l) = layout {
            self.check_layout(start, l, shape.len())?;
        }
        if memory_space.is_some_and(|m| !self.is_supported_memory_space(m)) {
            return Err(self.error_at(start, "unsupported memory space Attribute"));
        }
        let memory_space = memory_space.filter(|&m| !self.is_default_memory_space(m));
        let ctx = self.ctx;
        Ok(if unranked {
            ctx.ty(TypeKind::UnrankedMemRef { element, memory_space })
        } else {
            let layout = layout.filter(|&l| !self.is_identity_layout(l));
            ctx.ty(TypeKind::MemRef { shape, element, layout, memory_space })
        })
    }

    fn check_layout(&self, at: usize, layout: Attribute, rank: usize) -> PResult<()> {
        match self.ctx.attr_kind(layout) {
            AttrKind::AffineMap(m) if m.num_dims != rank => Err(self.error_at(
                at,
                format!("memref layout mismatch between rank and affine map: {} != {}", rank, m.num_dims),
            )),
            AttrKind::StridedLayout { strides, .. } if strides.len() != rank => {
                Err(self.error_at(at, "expected the number of strides to match the rank"))
            }
            _ => Ok(()),
        }
    }

    /// An integer memory space 0 is the default and is dropped, as upstream.
    fn is_default_memory_space(&self, attr: Attribute) -> bool {
        matches!(self.ctx.attr_kind(attr), AttrKind::Integer { value, .. } if value.sign() == num_bigint::Sign::NoSign)
    }

    /// The identity affine map layout is the default and is dropped, as upstream.
    fn is_identity_layout(&self, attr: Attribute) -> bool {
        matches!(self.ctx.attr_kind(attr), AttrKind::AffineMap(m) if m.num_symbols == 0 && m.is_identity())
    }

    /// A type rendered for messages.
    pub fn type_str(&self, ty: Type) -> String {
        crate::syntax::printer::type_to_string(self.ctx, ty)
    }
}

/// `i32`, `si8`, `ui64` -> (signedness, digits)
fn split_int_keyword(word: &str) -> Option<(Signedness, &str)> {
    let (s, rest) = if let Some(r) = word.strip_prefix("si") {
        (Signedness::Signed, r)
    } else if let Some(r) = word.strip_prefix("ui") {
        (Signedness::Unsigned, r)
    } else if let Some(r) = word.strip_prefix('i') {
        (Signedness::Signless, r)
    } else {
        return None;
    };
    (!rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit())).then_some((s, rest))
}

/// The float type a keyword names; `f8E3M4` is left out because MLIR 19
/// (the referee) does not know it yet.
fn float_keyword(word: &str) -> Option<FloatKind> {
    FloatKind::from_keyword(word).filter(|&k| k != FloatKind::F8E3M4)
}

/// Whether a bare identifier starts a builtin type.
pub(crate) fn is_type_keyword(word: &str) -> bool {
    matches!(word, "index" | "none" | "complex" | "tuple" | "vector" | "tensor" | "memref")
        || float_keyword(word).is_some()
        || split_int_keyword(word).is_some()
}

/// A dialect namespace as upstream accepts it: `[a-zA-Z_][a-zA-Z_0-9$]*`.
fn is_valid_dialect_namespace(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
}

/// The bytes a type's text may hold for the text alone to decide it.
fn plain_type_byte(c: u8) -> bool {
    matches!(c, b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'_' | b'?' | b',' | b' ' | b'[' | b']' | b':' | b'.' | b'#' | b'!' | b'$')
}

/// The end of the `open ... close` group at the start of `text` (after
/// `close`), holding nothing but [`plain_type_byte`]s and `<...>` groups.
fn group_end(text: &[u8], open: u8, close: u8) -> Option<usize> {
    if text.first() != Some(&open) {
        return None;
    }
    let mut depth = 0usize;
    for (i, &c) in text.iter().enumerate() {
        if c == open {
            depth += 1;
        } else if c == close {
            depth -= 1;
            if depth == 0 {
                return Some(i + 1);
            }
        } else if !(plain_type_byte(c) || (open == b'(' && (c == b'<' || c == b'>'))) {
            return None;
        }
    }
    None
}

/// Where a function type written as `(...) -> (...)` or `(...) -> type` at
/// the start of `text` ends, when its text alone decides it (see
/// [`shaped_type_end`]; a single result is a keyword or a dialect type,
/// perhaps with a `<...>` group).
fn function_type_end(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut at = group_end(bytes, b'(', b')')?;
    let spaces = |at: usize| at + bytes[at..].iter().take_while(|&&c| c == b' ').count();
    at = spaces(at);
    if !bytes[at..].starts_with(b"->") {
        return None;
    }
    at = spaces(at + 2);
    if bytes.get(at) == Some(&b'(') {
        return Some(at + group_end(&bytes[at..], b'(', b')')?);
    }
    let word = bytes[at..]
        .iter()
        .take_while(|&&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'!' | b'$'))
        .count();
    if word == 0 {
        return None;
    }
    at += word;
    match bytes.get(at) {
        Some(b'<') => Some(at + group_end(&bytes[at..], b'<', b'>')?),
        _ => Some(at),
    }
}

/// Where a shaped type written as `keyword<...>` at the start of `text`
/// ends (after its `>`), when its text alone decides what it means: no
/// parentheses (affine maps, locations), strings, comments or arrows
/// inside; `None` otherwise, and it is parsed as usual.
fn shaped_type_end(text: &str, keyword_len: usize) -> Option<usize> {
    Some(keyword_len + group_end(text.as_bytes().get(keyword_len..)?, b'<', b'>')?)
}

#[cfg(test)]
mod tests {
    use super::shaped_type_end;
    use crate::ir::Context;
    use crate::opdef::Registry;
    use crate::syntax::parser::{parse_str, ParseOptions};
    use crate::syntax::printer::{print_module, PrintOptions};

    #[test]
    fn shaped_types_whose_text_decides_them_are_found_by_it() {
        assert_eq!(shaped_type_end("memref<?x?xf32> ...", 6), Some(15));
        assert_eq!(shaped_type_end("vector<[4]x4xf32>)", 6), Some(17));
        assert_eq!(shaped_type_end("tensor<4xf32, #enc>", 6), Some(19));
        assert_eq!(shaped_type_end("memref<4xvector<2xf32>>>", 6), Some(23));
        // Parsed as usual: layouts with maps, strings, comments, no `<`, unclosed.
        assert_eq!(shaped_type_end("memref<4xf32, affine_map<(d0) -> (d0)>>", 6), None);
        assert_eq!(shaped_type_end("tensor<4x!foo<\"a>\">>", 6), None);
        assert_eq!(shaped_type_end("memref<4x // >\nf32>", 6), None);
        assert_eq!(shaped_type_end("memref <4xf32>", 6), None);
        assert_eq!(shaped_type_end("memref<4xf32", 6), None);
    }

    #[test]
    fn function_types_whose_text_decides_them_are_found_by_it() {
        use super::function_type_end;
        assert_eq!(function_type_end("(i32, i32) -> i32 loc(#l)"), Some(17));
        assert_eq!(function_type_end("() -> ()\n"), Some(8));
        assert_eq!(function_type_end("(memref<4xf32>) -> (i1, index) {"), Some(30));
        assert_eq!(function_type_end("(i32)->!llvm.ptr<1>}"), Some(19));
        assert_eq!(function_type_end("(i32) -> vector<4xi8>, i1"), Some(21));
        // Parsed as usual: nested function types, maps, strings, no arrow.
        assert_eq!(function_type_end("((i32) -> i32) -> i32"), None);
        assert_eq!(function_type_end("(memref<4xf32, affine_map<(d0) -> (d0)>>) -> ()"), None);
        assert_eq!(function_type_end("(!foo<\"x\">) -> i32"), None);
        assert_eq!(function_type_end("(i32) i32"), None);
        assert_eq!(function_type_end("(i32) -> {"), None);
    }

    #[test]
    fn repeated_function_types_parse_alike() {
        let (ctx, reg) = (Context::new(), Registry::with_all_dialects());
        let text = "%0 = \"t.a\"() : () -> i32\n%1 = \"t.b\"(%0, %0) : (i32, i32) -> i32\n\
                    %2 = \"t.b\"(%1, %0) : (i32, i32) -> i32\n\"t.c\"(%2) : (i32) -> ()\n\"t.c\"(%2) : (i32) -> ()\n";
        let m = parse_str(&ctx, &reg, text, ParseOptions { allow_unregistered: true }).expect("parses");
        let generic = PrintOptions { generic: true, ..PrintOptions::default() };
        let printed = print_module(&ctx, &reg, &m, &generic);
        assert_eq!(printed.matches(": (i32, i32) -> i32").count(), 2, "{printed}");
        assert_eq!(printed.matches(": (i32) -> ()").count(), 2, "{printed}");
        // A type that does not resolve fails at the same place each time.
        for _ in 0..2 {
            let bad = "\"t.a\"() : () -> i33x\n";
            let e = parse_str(&ctx, &reg, bad, ParseOptions { allow_unregistered: true }).expect_err("bad type");
            assert_eq!(ctx.file_line_col(e.loc).map(|(_, l, _)| l), Some(1), "{}", e.message);
        }
    }

    #[test]
    fn repeated_shaped_types_parse_and_fail_alike() {
        let (ctx, reg) = (Context::new(), Registry::with_all_dialects());
        let text = "func.func @f(%a: memref<?x4xf32>, %b: memref<?x4xf32>, %c: vector<[4]xi8>) \
                    -> (memref<?x4xf32>, vector<[4]xi8>, memref<?x4xf32, strided<[4, 1], offset: ?>>) {\n\
                    %0 = \"t.x\"() : () -> memref<?x4xf32, strided<[4, 1], offset: ?>>\n\
                    return %b, %c, %0 : memref<?x4xf32>, vector<[4]xi8>, memref<?x4xf32, strided<[4, 1], offset: ?>>\n}\n";
        let opts = ParseOptions { allow_unregistered: true };
        let m = parse_str(&ctx, &reg, text, opts).expect("parses");
        let printed = print_module(&ctx, &reg, &m, &PrintOptions::default());
        assert_eq!(printed.matches("memref<?x4xf32>").count(), 4, "{printed}");
        assert_eq!(printed.matches("vector<[4]xi8>").count(), 3, "{printed}");
        assert_eq!(printed.matches("strided<[4, 1], offset: ?>").count(), 3, "{printed}");
        // An invalid type is reported where it first appears, each time.
        for _ in 0..2 {
            let bad = "func.func @g(%a: memref<?x4xf33>, %b: memref<?x4xf33>)";
            let e = parse_str(&ctx, &reg, bad, ParseOptions::default()).expect_err("bad element type");
            assert_eq!(ctx.file_line_col(e.loc), Some(("<string>", 1, 29)), "{}", e.message);
        }
    }
}

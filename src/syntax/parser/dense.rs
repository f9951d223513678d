//! Elements attributes: `dense<...>`, `dense_resource<...>`, `sparse<...>` and
//! dense arrays `array<T: ...>`.

use num_bigint::BigInt;
use num_traits::ToPrimitive;

use super::{Nesting, PResult, Parser};
use crate::ir::{AttrKind, Attribute, DenseValues, Type, TypeKind};
use crate::syntax::lexer::{Token, TokenKind};

/// A literal inside `dense<...>` before its type is known.
enum Lit {
    List(usize, Vec<Lit>),
    Number { at: usize, negative: bool, tok: Token },
    Bool(usize, bool),
    Complex(usize, Box<Lit>, Box<Lit>),
    Str(usize, Vec<u8>),
}

impl Lit {
    fn offset(&self) -> usize {
        match self {
            Lit::List(a, _) | Lit::Bool(a, _) | Lit::Complex(a, _, _) | Lit::Str(a, _) => *a,
            Lit::Number { at, .. } => *at,
        }
    }
}

fn shape_str(shape: &[i64]) -> String {
    format!("[{}]", shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", "))
}

impl<'a> Parser<'a> {
    /// dense-elements ::= `dense` `<` literal? `>` `:` type
    pub(crate) fn parse_dense_elements(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let start = self.offset();
        self.bump();
        self.expect(TokenKind::Less, "'<' after 'dense'")?;
        let lit = if self.is(TokenKind::Greater) { None } else { Some(self.parse_dense_literal()?) };
        self.expect(TokenKind::Greater, "'>'")?;
        // Upstream reports literal/type mismatches at the `:` (or at `dense`
        // when the type comes from the context).
        let ty_at = if ty.is_some() { start } else { self.offset() };
        let ty = self.parse_elements_type(ty)?;
        let ctx = self.ctx;
        let (shape, element) = match ctx.type_kind(ty) {
            TypeKind::Vector { shape, element, .. } => (shape.clone(), *element),
            TypeKind::RankedTensor { shape, element, .. } | TypeKind::MemRef { shape, element, .. }
                if shape.iter().all(|&d| d >= 0) =>
            {
                (shape.clone(), *element)
            }
            _ => return Err(self.error_here("elements literal type must have static shape")),
        };
        let count = crate::ir::Context::num_elements(&shape)
            .ok_or_else(|| self.error_at(ty_at, "elements literal type is too large"))?;
        let Some(lit) = lit else {
            if count != 0 {
                return Err(self.error_at(
                    ty_at,
                    format!("parsed zero elements, but type ({}) expected at least 1", self.type_str(ty)),
                ));
            }
            let values = self.empty_values(element);
            return Ok(ctx.attr(AttrKind::DenseElements { ty, splat: false, values }));
        };
        if let Lit::Str(at, bytes) = &lit {
            if bytes.starts_with(b"0x") && self.is_numeric_element(element) {
                return self.dense_from_hex(*at, ty_at, ty, element, count, &bytes[2..]);
            }
        }
        let lit = if matches!(ctx.type_kind(element), TypeKind::Complex(_)) { lit } else { decomplex(lit) };
        let flat = match lit {
            Lit::List(..) => {
                let mut lit_shape = Vec::new();
                let mut flat = Vec::new();
                self.flatten(lit, 0, &mut lit_shape, &mut flat)?;
                if lit_shape != shape {
                    return Err(self.error_at(
                        ty_at,
                        format!(
                            "inferred shape of elements literal ({}) does not match type ({})",
                            shape_str(&lit_shape),
                            shape_str(&shape)
                        ),
                    ));
                }
                flat
            }
            scalar => vec![scalar],
        };
        let values = self.convert_elements(element, &flat)?;
        Ok(dense_attr(ctx, ty, values))
    }

    fn parse_elements_type(&mut self, ty: Option<Type>) -> PResult<Type> {
        match ty {
            Some(t) => Ok(t),
            None => {
                self.expect(TokenKind::Colon, "':'")?;
                self.parse_type()
            }
        }
    }

    fn is_numeric_element(&self, el: Type) -> bool {
        let ctx = self.ctx;
        ctx.is_int_or_index(el) || ctx.is_float(el) || matches!(ctx.type_kind(el), TypeKind::Complex(_))
    }

    fn empty_values(&self, element: Type) -> DenseValues {
        let ctx = self.ctx;
        if ctx.is_float(element) {
            DenseValues::Float(Vec::new())
        } else if ctx.is_int_or_index(element) {
            DenseValues::Int(Vec::new())
        } else if matches!(ctx.type_kind(element), TypeKind::Complex(_)) {
            DenseValues::Complex(Vec::new())
        } else {
            DenseValues::String(Vec::new())
        }
    }

    /// literal ::= `[` (literal (`,` literal)*)? `]` | scalar | `(` scalar `,` scalar `)` | string
    fn parse_dense_literal(&mut self) -> PResult<Lit> {
        self.nested(Nesting::Attribute, Self::parse_dense_literal_inner)
    }

    fn parse_dense_literal_inner(&mut self) -> PResult<Lit> {
        let at = self.offset();
        match self.kind() {
            TokenKind::LSquare => {
                self.bump();
                let mut els = Vec::new();
                if !self.consume_if(TokenKind::RSquare) {
                    loop {
                        els.push(self.parse_dense_literal()?);
                        if !self.consume_if(TokenKind::Comma) {
                            break;
                        }
                    }
                    self.expect(TokenKind::RSquare, "',' or ']'")?;
                }
                Ok(Lit::List(at, els))
            }
            TokenKind::LParen => {
                self.bump();
                let re = self.parse_dense_literal()?;
                self.expect(TokenKind::Comma, "','")?;
                let im = self.parse_dense_literal()?;
                self.expect(TokenKind::RParen, "')'")?;
                Ok(Lit::Complex(at, Box::new(re), Box::new(im)))
            }
            TokenKind::String => {
                let t = self.bump();
                Ok(Lit::Str(at, self.string_value(t)))
            }
            TokenKind::BareIdent if matches!(self.spelling(), "true" | "false") => {
                let v = self.spelling() == "true";
                self.bump();
                Ok(Lit::Bool(at, v))
            }
            TokenKind::Minus | TokenKind::Integer | TokenKind::Float => {
                let negative = self.consume_if(TokenKind::Minus);
                if !matches!(self.kind(), TokenKind::Integer | TokenKind::Float) {
                    return Err(self.wrong_token("expected integer or floating point literal"));
                }
                let tok = self.bump();
                Ok(Lit::Number { at, negative, tok })
            }
            _ => Err(self.wrong_token("expected element literal of primitive type")),
        }
    }

    /// Flatten a nested list, computing its shape and checking it is rectangular.
    fn flatten(&self, lit: Lit, depth: usize, shape: &mut Vec<i64>, out: &mut Vec<Lit>) -> PResult<()> {
        match lit {
            Lit::List(at, els) => {
                if depth == shape.len() {
                    if depth > 0 && !out.is_empty() {
                        return Err(
                            self.error_at(at, "tensor literal is invalid; ranks are not consistent between elements")
                        );
                    }
                    shape.push(els.len() as i64);
                } else if depth > shape.len() || shape[depth] != els.len() as i64 {
                    return Err(
                        self.error_at(at, "tensor literal is invalid; ranks are not consistent between elements")
                    );
                }
                for e in els {
                    self.flatten(e, depth + 1, shape, out)?;
                }
                Ok(())
            }
            scalar => {
                if depth != shape.len() {
                    return Err(self.error_at(
                        scalar.offset(),
                        "tensor literal is invalid; ranks are not consistent between elements",
                    ));
                }
                out.push(scalar);
                Ok(())
            }
        }
    }

    fn convert_elements(&self, element: Type, flat: &[Lit]) -> PResult<DenseValues> {
        let ctx = self.ctx;
        if let TypeKind::Complex(inner) = *ctx.type_kind(element) {
            let mut out = Vec::with_capacity(flat.len());
            for l in flat {
                let Lit::Complex(_, re, im) = l else {
                    return Err(self.error_at(l.offset(), "expected complex element: (real, imaginary)"));
                };
                out.push((self.scalar_bits(inner, re)?, self.scalar_bits(inner, im)?));
            }
            return Ok(DenseValues::Complex(out));
        }
        if ctx.is_int_or_index(element) || ctx.is_float(element) {
            let bits = flat.iter().map(|l| self.scalar_bits(element, l)).collect::<PResult<Vec<_>>>()?;
            return Ok(if ctx.is_float(element) { DenseValues::Float(bits) } else { DenseValues::Int(bits) });
        }
        let mut out = Vec::with_capacity(flat.len());
        for l in flat {
            let Lit::Str(_, s) = l else {
                return Err(self.error_at(l.offset(), "expected string token, got an element of a non-string type"));
            };
            out.push(s.clone());
        }
        Ok(DenseValues::String(out))
    }

    /// The bit pattern of one scalar literal for an int or float element type.
    fn scalar_bits(&self, el: Type, lit: &Lit) -> PResult<u128> {
        let ctx = self.ctx;
        match lit {
            Lit::Bool(at, v) => {
                if ctx.int_info(el).map(|i| i.0) != Some(1) {
                    return Err(self.error_at(*at, "expected i1 type for 'true' or 'false' values"));
                }
                Ok(*v as u128)
            }
            Lit::Number { at, negative, tok } => {
                let text = self.token_text(*tok);
                if let Some(kind) = ctx.float_kind(el) {
                    if tok.kind == TokenKind::Integer && !text.starts_with("0x") {
                        // Integer literals are accepted as float values inside dense<>.
                        let full = format!("{}{}.0", if *negative { "-" } else { "" }, text);
                        return crate::ir::float::parse_decimal(kind, &full)
                            .map_err(|e| self.error_at(*at, e.to_string()));
                    }
                    return self.float_bits(*at, kind, *negative, text, tok.kind == TokenKind::Float);
                }
                if !ctx.is_int_or_index(el) {
                    return Err(self.error_at(*at, "expected string element"));
                }
                if tok.kind == TokenKind::Float {
                    return Err(self.error_at(*at, "expected integer elements, but parsed floating-point"));
                }
                let v = self
                    .int_value_for_type(el, *negative, text)
                    .map_err(|e| self.error_at(*at, e.message(" for type")))?;
                Ok(int_bits(&v, ctx.int_info(el).map_or(64, |i| i.0)))
            }
            other => Err(self.error_at(other.offset(), "expected numeric element literal")),
        }
    }

    /// `dense<"0x...">`: little-endian raw element data.
    fn dense_from_hex(
        &self,
        at: usize,
        ty_at: usize,
        ty: Type,
        element: Type,
        count: i64,
        hex: &[u8],
    ) -> PResult<Attribute> {
        let ctx = self.ctx;
        let bytes = decode_hex(hex)
            .ok_or_else(|| self.error_at(at, "expected string containing hex digits starting with `0x`"))?;
        let (scalar, is_complex) = match ctx.type_kind(element) {
            TypeKind::Complex(inner) => (*inner, true),
            _ => (element, false),
        };
        let width =
            ctx.int_info(scalar).map(|i| i.0).or_else(|| ctx.float_kind(scalar).map(|k| k.bit_width())).unwrap_or(8);
        let scalar_bytes = (width as usize).div_ceil(8);
        let el_bytes = scalar_bytes * if is_complex { 2 } else { 1 };
        let splat = bytes.len() == el_bytes;
        if !(splat || bytes.len() as i64 == count * el_bytes as i64) {
            let msg = format!("elements hex data size is invalid for provided type: '{}'", self.type_str(ty));
            return Err(self.error_at(ty_at, msg));
        }
        let read = |chunk: &[u8]| chunk.iter().rev().fold(0u128, |acc, &b| (acc << 8) | b as u128) & mask(width);
        let scalars: Vec<u128> = bytes.chunks(scalar_bytes).map(read).collect();
        let values = if is_complex {
            DenseValues::Complex(scalars.chunks(2).map(|c| (c[0], c[1])).collect())
        } else if ctx.is_float(element) {
            DenseValues::Float(scalars)
        } else {
            DenseValues::Int(scalars)
        };
        Ok(dense_attr(ctx, ty, values))
    }

    /// dense-resource ::= `dense_resource` `<` resource-handle `>` `:` type
    pub(crate) fn parse_dense_resource(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "'<'")?;
        // Upstream resource handles are bare identifiers only.
        if !self.is(TokenKind::BareIdent) {
            return Err(self.error_here("expected identifier key for 'resource' entry"));
        }
        let t = self.bump();
        let handle = self.token_text(t).to_string();
        self.expect(TokenKind::Greater, "'>'")?;
        let ty_at = self.offset();
        let ty = self.parse_elements_type(ty)?;
        if !matches!(self.ctx.type_kind(ty), TypeKind::RankedTensor { .. } | TypeKind::Vector { .. }) {
            return Err(self.error_at(ty_at, "expected a shaped type for dense_resource"));
        }
        let handle = self.ctx.ident(&handle);
        Ok(self.ctx.attr(AttrKind::DenseResource { ty, handle }))
    }

    /// sparse-elements ::= `sparse` `<` (literal `,` literal)? `>` `:` type
    pub(crate) fn parse_sparse_elements(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let at = self.offset();
        self.bump();
        self.expect(TokenKind::Less, "'<'")?;
        let lits = if self.is(TokenKind::Greater) {
            None
        } else {
            let i = self.parse_dense_literal()?;
            self.expect(TokenKind::Comma, "','")?;
            let v = self.parse_dense_literal()?;
            Some((i, v))
        };
        self.expect(TokenKind::Greater, "'>'")?;
        let ty_at = self.offset();
        let ty = self.parse_elements_type(ty)?;
        let ctx = self.ctx;
        let Some((shape, element)) = ctx.shaped_parts(ty).map(|(s, e)| (s.to_vec(), e)) else {
            return Err(self.error_at(ty_at, "elements literal must be a shaped type"));
        };
        let i64t = ctx.integer_type(64);
        let Some((i, v)) = lits else {
            let idx_ty =
                ctx.ty(TypeKind::RankedTensor { shape: vec![0, shape.len() as i64], element: i64t, encoding: None });
            let indices =
                ctx.attr(AttrKind::DenseElements { ty: idx_ty, splat: false, values: DenseValues::Int(vec![]) });
            let val_ty = ctx.ty(TypeKind::RankedTensor { shape: vec![0], element, encoding: None });
            let values =
                ctx.attr(AttrKind::DenseElements { ty: val_ty, splat: false, values: self.empty_values(element) });
            return Ok(ctx.attr(AttrKind::Sparse { ty, indices, values }));
        };
        // A scalar index is one index naming the same position in every dimension.
        let (idx_shape, idx_flat) = match i {
            Lit::List(..) => self.flatten_list(i)?,
            scalar => (vec![1, shape.len() as i64], vec![scalar]),
        };
        let mut idx_bits = match self.convert_elements(i64t, &idx_flat)? {
            DenseValues::Int(v) => v,
            _ => Vec::new(),
        };
        if idx_bits.len() == 1 {
            idx_bits = vec![idx_bits[0]; shape.len()];
        }
        // A scalar value is splat over every index.
        let (val_shape, val_flat) = match v {
            Lit::List(..) => self.flatten_list(v)?,
            scalar => (vec![idx_shape[0]], vec![scalar]),
        };
        let values = self.convert_elements(element, &val_flat)?;
        let idx: Vec<u64> = idx_bits.iter().map(|&b| b as u64).collect();
        self.verify_sparse(at, ty, &shape, &idx_shape, &val_shape, &idx)?;
        let idx_ty = ctx.ty(TypeKind::RankedTensor { shape: idx_shape, element: i64t, encoding: None });
        // Indices and values are dense attributes: equal elements become splats, as upstream.
        let indices = dense_attr(ctx, idx_ty, DenseValues::Int(idx_bits));
        let val_ty = ctx.ty(TypeKind::RankedTensor { shape: val_shape, element, encoding: None });
        let values = dense_attr(ctx, val_ty, values);
        Ok(ctx.attr(AttrKind::Sparse { ty, indices, values }))
    }

    fn flatten_list(&self, lit: Lit) -> PResult<(Vec<i64>, Vec<Lit>)> {
        let (mut shape, mut flat) = (Vec::new(), Vec::new());
        self.flatten(lit, 0, &mut shape, &mut flat)?;
        Ok((shape, flat))
    }

    /// Upstream's `SparseElementsAttr::verify`: indices of shape [N, rank] (or
    /// [N] for rank 1), N values in a 1-D list, every index inside the shape.
    fn verify_sparse(
        &self,
        at: usize,
        ty: Type,
        shape: &[i64],
        ishape: &[i64],
        vshape: &[i64],
        idx: &[u64],
    ) -> PResult<()> {
        if vshape.len() != 1 {
            return Err(self.error_at(at, "expected 1-d tensor for sparse element values"));
        }
        let rank = shape.len();
        let fits = match ishape.len() {
            2 => ishape[1] == rank as i64,
            1 => rank == 1,
            _ => false,
        };
        if !fits || ishape[0] != vshape[0] {
            let list = |s: &[i64]| s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
            return Err(self.error_at(
                at,
                format!(
                    "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                    list(shape),
                    list(ishape),
                    list(vshape)
                ),
            ));
        }
        for (n, index) in idx.chunks(rank.max(1)).enumerate().take_while(|_| rank > 0) {
            if index.iter().zip(shape).any(|(&i, &d)| d < 0 || i >= d as u64) {
                let shown = index.iter().map(|i| i.to_string()).collect::<Vec<_>>().join(", ");
                return Err(self.error_at(
                    at,
                    format!(
                        "sparse index #{n} is not contained within the value shape, with index=[{shown}], and type='{}'",
                        self.type_str(ty)
                    ),
                ));
            }
        }
        Ok(())
    }

    /// dense-array ::= `array` `<` type (`:` element (`,` element)*)? `>`
    pub(crate) fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "'<' after 'array'")?;
        let ty_at = self.offset();
        let element = self.parse_type()?;
        let ctx = self.ctx;
        let ok = match ctx.type_kind(element) {
            TypeKind::Integer { width, .. } => matches!(width, 1 | 8 | 16 | 32 | 64),
            TypeKind::Float(k) => matches!(k, crate::ir::float::FloatKind::F32 | crate::ir::float::FloatKind::F64),
            _ => false,
        };
        if !ok {
            return Err(
                self.error_at(ty_at, format!("expected integer or float type, got: '{}'", self.type_str(element)))
            );
        }
        let mut values = Vec::new();
        if self.consume_if(TokenKind::Colon) {
            loop {
                let lit = self.parse_dense_literal()?;
                values.push(self.dense_array_element(element, &lit)?);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokenKind::Greater, "'>' to close an array attribute")?;
        Ok(ctx.attr(AttrKind::DenseArray { element, values }))
    }
}

impl Parser<'_> {
    /// One element of `array<T: ...>`, checked with upstream's messages; an
    /// out-of-range integer is reported at the token after it.
    fn dense_array_element(&self, element: Type, lit: &Lit) -> PResult<u128> {
        let ctx = self.ctx;
        let is_int = ctx.is_int_or_index(element);
        match lit {
            Lit::Number { negative, tok, .. } if is_int && tok.kind == TokenKind::Integer => {
                let v = self
                    .int_value_for_type(element, *negative, self.token_text(*tok))
                    .map_err(|e| self.error_here(e.message("")))?;
                Ok(int_bits(&v, ctx.int_info(element).map_or(64, |i| i.0)))
            }
            Lit::Bool(..) if is_int => self.scalar_bits(element, lit),
            _ if is_int => Err(self.error_at(lit.offset(), "expected integer literal")),
            Lit::Number { .. } => self.scalar_bits(element, lit),
            _ => Err(self.error_at(lit.offset(), "expected integer or floating point literal")),
        }
    }
}

/// A dense elements attribute in canonical form: equal elements become a splat.
pub(crate) fn dense_attr(ctx: &crate::ir::Context, ty: Type, values: DenseValues) -> Attribute {
    fn squash<T: PartialEq>(v: &mut Vec<T>) -> bool {
        if v.len() > 1 && v.iter().all(|x| *x == v[0]) {
            v.truncate(1);
        }
        v.len() == 1
    }
    let mut values = values;
    let splat = match &mut values {
        DenseValues::Int(v) | DenseValues::Float(v) => squash(v),
        DenseValues::Complex(v) => squash(v),
        DenseValues::String(v) => squash(v),
    };
    ctx.attr(AttrKind::DenseElements { ty, splat, values })
}

/// For non-complex elements, upstream reads `(a, b)` as the list `[a, b]`.
fn decomplex(lit: Lit) -> Lit {
    match lit {
        Lit::Complex(at, re, im) => Lit::List(at, vec![decomplex(*re), decomplex(*im)]),
        Lit::List(at, els) => Lit::List(at, els.into_iter().map(decomplex).collect()),
        other => other,
    }
}

fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// The low `width` bits of a (possibly negative) integer, two's complement.
pub(crate) fn int_bits(v: &BigInt, width: u32) -> u128 {
    let w = width.min(128);
    let m = BigInt::from(1u8) << w;
    let mut r = v % &m;
    if r.sign() == num_bigint::Sign::Minus {
        r += &m;
    }
    r.to_u128().unwrap_or(0)
}

fn decode_hex(hex: &[u8]) -> Option<Vec<u8>> {
    if hex.len() % 2 != 0 {
        return None;
    }
    hex.chunks(2).map(|c| std::str::from_utf8(c).ok().and_then(|s| u8::from_str_radix(s, 16).ok())).collect()
}

//! The types of the llvm dialect in upstream's syntax: `!llvm.ptr<1>`,
//! `!llvm.array<4 x i32>`, `!llvm.struct<"name", packed (i8, ptr)>`,
//! `!llvm.func<void (i32, ...)>`, `!llvm.void`, `!llvm.ppc_fp128`,
//! `!llvm.vec<4 x ptr>` (vectors of what builtin vectors cannot hold;
//! scalable: `<? x 4 x ptr>`), `!llvm.target<"name", types..., ints...>`.
//! Inside an llvm type,
//! nested llvm types drop the `!llvm.` prefix (`!llvm.array<2 x ptr>`).
//!
//! [`LlvmType`] is the dialect's type storage (`ir::DialectTypeStorage`):
//! the context interns it, it prints itself, and [`parse`] is the dialect's
//! type parser hook. [`LlvmTypes`] builds and inspects llvm types
//! on a [`Context`].

use crate::ir::{Context, DialectAsmPrinter, DialectTypeStorage, Type, TypeKind};
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{Nesting, PResult, Parser};

/// The types of the llvm dialect. Pointers are opaque, so no type can
/// contain itself and identified structs are interned by name and body.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LlvmType {
    Void,
    Token,
    Label,
    Metadata,
    /// `!llvm.ppc_fp128`: PowerPC's pair of doubles.
    PpcFp128,
    /// `!llvm.vec<N x T>` or, scalable, `!llvm.vec<? x N x T>`: vectors of
    /// pointers (and `ppc_fp128`), which builtin vectors cannot hold.
    Vec {
        len: u32,
        scalable: bool,
        element: Type,
    },
    /// `!llvm.target<"name", types..., ints...>`: LLVM's target extension
    /// types.
    Target {
        name: String,
        types: Vec<Type>,
        ints: Vec<u32>,
    },
    /// `!llvm.ptr` (`address_space` 0) or `!llvm.ptr<N>`.
    Ptr {
        address_space: u32,
    },
    /// `!llvm.array<N x T>`.
    Array {
        len: u64,
        element: Type,
    },
    /// `!llvm.func<R (A, B, ...)>`.
    Func {
        result: Type,
        params: Vec<Type>,
        vararg: bool,
    },
    /// `!llvm.struct<(...)>`, `!llvm.struct<packed (...)>`,
    /// `!llvm.struct<"name", (...)>`; `body: None` is an opaque identified
    /// struct (`!llvm.struct<"name", opaque>`).
    Struct {
        name: Option<String>,
        body: Option<Vec<Type>>,
        packed: bool,
    },
}

impl DialectTypeStorage for LlvmType {
    const DIALECT: &'static str = "llvm";

    fn print(&self, p: &mut dyn DialectAsmPrinter<'_>) {
        write(p, self)
    }

    fn walk_types(&self, f: &mut dyn FnMut(Type)) {
        match self {
            LlvmType::Array { element, .. } | LlvmType::Vec { element, .. } => f(*element),
            LlvmType::Target { types, .. } => types.iter().for_each(|&t| f(t)),
            LlvmType::Func { result, params, .. } => {
                f(*result);
                params.iter().for_each(|&t| f(t));
            }
            LlvmType::Struct { body: Some(els), .. } => els.iter().for_each(|&t| f(t)),
            _ => {}
        }
    }
}

/// Building and inspecting llvm types on a [`Context`].
pub trait LlvmTypes {
    fn llvm_type(&self, t: LlvmType) -> Type;
    /// `!llvm.ptr` in address space 0.
    fn llvm_ptr_type(&self) -> Type;
    fn llvm_void_type(&self) -> Type;
    fn llvm_array_type(&self, len: u64, element: Type) -> Type;
    /// A literal, unpacked struct.
    fn llvm_struct_type(&self, body: Vec<Type>) -> Type;
    fn llvm_func_type(&self, result: Type, params: Vec<Type>, vararg: bool) -> Type;
    /// The llvm dialect type of `ty`, if it is one.
    fn llvm_kind(&self, ty: Type) -> Option<&LlvmType>;
}

impl LlvmTypes for Context {
    fn llvm_type(&self, t: LlvmType) -> Type {
        self.intern_dialect_type(t)
    }
    #[inline]
    fn llvm_ptr_type(&self) -> Type {
        crate::static_type!(self, self.llvm_type(LlvmType::Ptr { address_space: 0 }))
    }
    #[inline]
    fn llvm_void_type(&self) -> Type {
        crate::static_type!(self, self.llvm_type(LlvmType::Void))
    }
    fn llvm_array_type(&self, len: u64, element: Type) -> Type {
        self.llvm_type(LlvmType::Array { len, element })
    }
    fn llvm_struct_type(&self, body: Vec<Type>) -> Type {
        self.llvm_type(LlvmType::Struct { name: None, body: Some(body), packed: false })
    }
    fn llvm_func_type(&self, result: Type, params: Vec<Type>, vararg: bool) -> Type {
        self.llvm_type(LlvmType::Func { result, params, vararg })
    }
    #[inline]
    fn llvm_kind(&self, ty: Type) -> Option<&LlvmType> {
        self.dialect_type::<LlvmType>(ty)
    }
}

/// The dialect's type parser hook: at the keyword after `!llvm.` (the
/// current token), the type.
pub(crate) fn parse(p: &mut Parser<'_>) -> PResult<Type> {
    if !p.is(TokenKind::BareIdent) {
        return Err(p.error_here("expected valid keyword"));
    }
    let (tok, keyword, keyword_at) = (p.token(), p.spelling(), p.offset());
    let has_body = p.src_byte(tok.end) == Some(b'<');
    if !has_body && matches!(keyword, "array" | "struct" | "func" | "vec" | "target") {
        p.bump();
        return Err(p.wrong_token("expected '<'"));
    }
    p.bump();
    parse_body(p, keyword, keyword_at)
}

/// A type nested in an llvm type: an llvm keyword type (`ptr`, `array<...>`)
/// or any other type.
fn parse_nested(p: &mut Parser<'_>) -> PResult<Type> {
    if p.is(TokenKind::BareIdent) {
        let word = p.spelling();
        if matches!(
            word,
            "ptr"
                | "void"
                | "array"
                | "struct"
                | "func"
                | "token"
                | "label"
                | "metadata"
                | "ppc_fp128"
                | "vec"
                | "target"
        ) {
            let at = p.offset();
            p.bump();
            // Nested llvm types count towards the parser's type nesting.
            return p.nested(Nesting::Attribute, |p| parse_body(p, word, at));
        }
    }
    p.parse_type()
}

/// The part after the keyword; the current token is `<` when there is a body.
fn parse_body(p: &mut Parser<'_>, keyword: &str, keyword_at: usize) -> PResult<Type> {
    let ctx = p.ctx;
    let simple = match keyword {
        "void" => Some(LlvmType::Void),
        "token" => Some(LlvmType::Token),
        "label" => Some(LlvmType::Label),
        "metadata" => Some(LlvmType::Metadata),
        "ppc_fp128" => Some(LlvmType::PpcFp128),
        _ => None,
    };
    if let Some(t) = simple {
        return Ok(ctx.llvm_type(t));
    }
    let body_at = p.offset();
    let t = match keyword {
        "ptr" => {
            let mut address_space = 0;
            if p.consume_if(TokenKind::Less) {
                address_space = parse_u32(p)?;
                p.expect(TokenKind::Greater, "'>'")?;
            }
            LlvmType::Ptr { address_space }
        }
        "array" => {
            p.expect(TokenKind::Less, "'<'")?;
            let len = parse_u64(p)?;
            if !p.consume_keyword("x") {
                return Err(p.error_here("expected 'x'"));
            }
            let element = parse_nested(p)?;
            p.expect(TokenKind::Greater, "'>'")?;
            if !valid_element(p, element) {
                return Err(invalid(p, body_at, "invalid array element type", element));
            }
            LlvmType::Array { len, element }
        }
        "func" => parse_func(p, body_at)?,
        "vec" => parse_vec(p, body_at)?,
        "target" => parse_target(p)?,
        "struct" => return parse_struct(p, body_at),
        _ => return Err(p.error_at(keyword_at, format!("unknown LLVM type: {keyword}"))),
    };
    Ok(ctx.llvm_type(t))
}

/// `<` result `(` params (`,` `...`)? `)` `>`
fn parse_func(p: &mut Parser<'_>, body_at: usize) -> PResult<LlvmType> {
    p.expect(TokenKind::Less, "'<'")?;
    let result = parse_nested(p)?;
    p.expect(TokenKind::LParen, "'('")?;
    let mut params = Vec::new();
    let mut vararg = false;
    if !p.consume_if(TokenKind::RParen) {
        loop {
            if p.consume_if(TokenKind::Ellipsis) {
                vararg = true;
                break;
            }
            params.push(parse_nested(p)?);
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RParen, "')'")?;
    }
    p.expect(TokenKind::Greater, "'>'")?;
    let ctx = p.ctx;
    if matches!(ctx.llvm_kind(result), Some(LlvmType::Func { .. } | LlvmType::Label | LlvmType::Metadata)) {
        return Err(invalid(p, body_at, "invalid function result type", result));
    }
    for &a in &params {
        if matches!(ctx.llvm_kind(a), Some(LlvmType::Func { .. } | LlvmType::Void)) {
            return Err(invalid(p, body_at, "invalid function argument type", a));
        }
    }
    Ok(LlvmType::Func { result, params, vararg })
}

/// `<` (`?` `x`)? integer `x` type `>`
fn parse_vec(p: &mut Parser<'_>, body_at: usize) -> PResult<LlvmType> {
    p.expect(TokenKind::Less, "'<'")?;
    let first = p.offset();
    // Upstream reports a missing `x` just after the token before it.
    let expect_x = |p: &mut Parser<'_>, after: usize| {
        if p.consume_keyword("x") {
            Ok(())
        } else {
            Err(p.error_at(after, "expected 'x' in dimension list"))
        }
    };
    let question_end = p.token().end;
    let scalable = p.consume_if(TokenKind::Question);
    if scalable {
        expect_x(p, question_end)?;
    }
    if !p.is(TokenKind::Integer) {
        return Err(p.error_at(first, "expected '? x <integer> x <type>' or '<integer> x <type>'"));
    }
    let len_end = p.token().end;
    let len = parse_u32(p)?;
    expect_x(p, len_end)?;
    let element_at = p.offset();
    let element = parse_nested(p)?;
    p.expect(TokenKind::Greater, "'>'")?;
    if len == 0 {
        return Err(p.error_at(body_at, "the number of vector elements must be positive"));
    }
    let ctx = p.ctx;
    if matches!(ctx.type_kind(element), TypeKind::Integer { .. } | TypeKind::Float(_)) {
        return Err(p.error_at(element_at, "cannot use !llvm.vec for built-in primitives, use 'vector' instead"));
    }
    if !matches!(ctx.llvm_kind(element), Some(LlvmType::Ptr { .. } | LlvmType::PpcFp128)) {
        return Err(p.error_at(body_at, "invalid vector element type"));
    }
    Ok(LlvmType::Vec { len, scalable, element })
}

/// `<` string (`,` type)* (`,` integer)* `>`
fn parse_target(p: &mut Parser<'_>) -> PResult<LlvmType> {
    p.expect(TokenKind::Less, "'<'")?;
    if !p.is(TokenKind::String) {
        return Err(p.error_here("expected string"));
    }
    let name = p.parse_string("target extension type name")?;
    let (mut types, mut ints) = (Vec::new(), Vec::new());
    while p.consume_if(TokenKind::Comma) {
        if p.is(TokenKind::Integer) {
            ints.push(parse_u32(p)?);
        } else if ints.is_empty() {
            types.push(parse_nested(p)?);
        } else {
            return Err(p.error_here("failed to parse parameter list for target extension type"));
        }
    }
    p.expect(TokenKind::Greater, "'>'")?;
    Ok(LlvmType::Target { name, types, ints })
}

/// `<` (string `,`)? (`opaque` | `packed`? `(` types `)`) `>`
fn parse_struct(p: &mut Parser<'_>, body_at: usize) -> PResult<Type> {
    p.expect(TokenKind::Less, "'<'")?;
    let mut name = None;
    if p.is(TokenKind::String) {
        name = Some(p.parse_string("struct name")?);
        if p.is(TokenKind::Greater) {
            return Err(p.error_here("struct without a body only allowed in a recursive struct"));
        }
        p.expect(TokenKind::Comma, "','")?;
    }
    // Upstream reports a conflicting body just inside its parenthesis.
    let mut body_start = p.offset();
    let (body, packed) = if name.is_some() && p.consume_keyword("opaque") {
        (None, false)
    } else {
        let packed = p.consume_keyword("packed");
        p.expect(TokenKind::LParen, "'('")?;
        body_start = p.offset();
        let mut els = Vec::new();
        if !p.consume_if(TokenKind::RParen) {
            loop {
                let el = parse_nested(p)?;
                if !valid_element(p, el) {
                    return Err(invalid(p, body_at, "invalid LLVM structure element type", el));
                }
                els.push(el);
                if !p.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            p.expect(TokenKind::RParen, "')'")?;
        }
        (Some(els), packed)
    };
    p.expect(TokenKind::Greater, "'>'")?;
    let ty = p.ctx.llvm_type(LlvmType::Struct { name: name.clone(), body, packed });
    if let Some(n) = name {
        if !p.define_identified_type(LlvmType::DIALECT, n, ty) {
            return Err(p.error_at(body_start, "identified type already used with a different body"));
        }
    }
    Ok(ty)
}

/// Struct and array elements: anything but void, functions, labels,
/// metadata and tokens.
fn valid_element(p: &Parser<'_>, ty: Type) -> bool {
    !matches!(
        p.ctx.llvm_kind(ty),
        Some(LlvmType::Void | LlvmType::Func { .. } | LlvmType::Label | LlvmType::Metadata | LlvmType::Token)
    )
}

fn invalid(p: &Parser<'_>, at: usize, what: &str, ty: Type) -> crate::syntax::diag::Diagnostic {
    let text = crate::syntax::printer::type_to_string(p.ctx, ty);
    p.error_at(at, format!("{what}: '{text}'"))
}

fn parse_u64(p: &mut Parser<'_>) -> PResult<u64> {
    if !p.is(TokenKind::Integer) {
        return Err(p.error_here("expected integer value"));
    }
    let at = p.offset();
    let t = p.bump();
    let text = p.token_text(t);
    let v = match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => text.parse().ok(),
    };
    v.ok_or_else(|| p.error_at(at, "integer value too large"))
}

fn parse_u32(p: &mut Parser<'_>) -> PResult<u32> {
    let at = p.offset();
    let v = parse_u64(p)?;
    u32::try_from(v).map_err(|_| p.error_at(at, "integer value too large"))
}

/// Writes an llvm type after its `!llvm.` prefix.
fn write(p: &mut dyn DialectAsmPrinter<'_>, t: &LlvmType) {
    match t {
        LlvmType::Void => p.out().push_str("void"),
        LlvmType::Token => p.out().push_str("token"),
        LlvmType::Label => p.out().push_str("label"),
        LlvmType::Metadata => p.out().push_str("metadata"),
        LlvmType::PpcFp128 => p.out().push_str("ppc_fp128"),
        LlvmType::Vec { len, scalable, element } => {
            // Upstream separates a scalable vector's element type by two spaces.
            p.out().push_str(&if *scalable { format!("vec<? x {len} x  ") } else { format!("vec<{len} x ") });
            write_nested(p, *element);
            p.out().push('>');
        }
        LlvmType::Target { name, types, ints } => {
            p.out().push_str("target<");
            p.print_string(name.as_bytes());
            for &t in types {
                p.out().push_str(", ");
                p.print_type(t);
            }
            for i in ints {
                p.out().push_str(&format!(", {i}"));
            }
            p.out().push('>');
        }
        LlvmType::Ptr { address_space: 0 } => p.out().push_str("ptr"),
        LlvmType::Ptr { address_space } => p.out().push_str(&format!("ptr<{address_space}>")),
        LlvmType::Array { len, element } => {
            p.out().push_str(&format!("array<{len} x "));
            write_nested(p, *element);
            p.out().push('>');
        }
        LlvmType::Func { result, params, vararg } => {
            p.out().push_str("func<");
            write_nested(p, *result);
            p.out().push_str(" (");
            for (i, &a) in params.iter().enumerate() {
                if i > 0 {
                    p.out().push_str(", ");
                }
                write_nested(p, a);
            }
            if *vararg {
                p.out().push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            p.out().push_str(")>");
        }
        LlvmType::Struct { name, body, packed } => {
            p.out().push_str("struct<");
            if let Some(n) = name {
                p.print_string(n.as_bytes());
                p.out().push_str(", ");
            }
            match body {
                None => p.out().push_str("opaque"),
                Some(els) => {
                    if *packed {
                        p.out().push_str("packed ");
                    }
                    p.out().push('(');
                    for (i, &e) in els.iter().enumerate() {
                        if i > 0 {
                            p.out().push_str(", ");
                        }
                        write_nested(p, e);
                    }
                    p.out().push(')');
                }
            }
            p.out().push('>');
        }
    }
}

/// A type inside an llvm type: llvm types without their prefix.
fn write_nested(p: &mut dyn DialectAsmPrinter<'_>, ty: Type) {
    match p.context().llvm_kind(ty) {
        Some(l) => crate::stack::ensure_sufficient_stack(|| write(p, l)),
        None => p.print_type(ty),
    }
}

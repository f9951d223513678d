//! The recursive-descent parser of the MLIR text format.
//!
//! Layers build on each other: the token cursor and error helpers here, then
//! types (`types.rs`), attributes and locations (`attrs.rs`, `dense.rs`), and
//! operations, blocks and regions (`ops.rs`, `ssa.rs`), and file metadata
//! (`resources.rs`). Custom op syntax is parsed by the registry's hooks
//! through the public helpers of [`Parser`].

mod attrs;
mod dense;
mod ops;
mod resources;
mod ssa;
mod types;

use rustc_hash::FxHashMap;

use crate::ir::{AttrKind, Attribute, Body, Context, Identifier, Location, Module, Resource, Type};
use crate::opdef::Registry;
use crate::syntax::diag::{Diagnostic, Source};
use crate::syntax::lexer::{Lexer, Token, TokenKind};

pub(crate) use dense::dense_attr;
pub use ops::{EntryArg, OpBuilder};
use ssa::ScopeStack;
pub use ssa::UnresolvedOperand;

/// Result of a parse function: the value, or a located error.
pub type PResult<T> = Result<T, Diagnostic>;

/// Options of a parse.
#[derive(Clone, Debug, Default)]
pub struct ParseOptions {
    /// Accept ops, types and attributes of dialects that are not registered.
    pub allow_unregistered: bool,
}

pub use crate::stack::{MAX_ATTRIBUTE_NESTING, MAX_NESTING};

/// What a level of nesting is of, each with its limit.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Nesting {
    /// Regions: [`MAX_NESTING`].
    Region,
    /// Types, attributes, locations and dense literals: [`MAX_ATTRIBUTE_NESTING`].
    Attribute,
    /// An op: no limit of its own (its regions count), but the stack is
    /// checked, since custom parsers recurse between an op and its regions.
    Op,
}

/// Parser state for one buffer (or one `--split-input-file` chunk).
pub struct Parser<'a> {
    pub ctx: &'a Context,
    pub registry: &'a Registry,
    pub(crate) src: &'a Source,
    file: Identifier,
    lex: Lexer<'a>,
    tok: Token,
    /// End of the previous token, for "expected ..." errors at line ends.
    prev_end: usize,
    chunk_start: usize,
    pub(crate) opts: ParseOptions,
    type_aliases: FxHashMap<String, Type>,
    /// Identified dialect types (named, as a dialect's identified structs)
    /// by dialect and name: in one file a name stands for one type.
    identified_types: FxHashMap<(&'static str, String), Type>,
    attr_aliases: FxHashMap<String, Attribute>,
    /// `distinct[N]` ids of this file to their attributes.
    distinct: FxHashMap<u64, Attribute>,
    /// Location aliases used before their definition: placeholder -> alias name.
    deferred_locs: FxHashMap<Attribute, (String, usize)>,
    pub(crate) resources: Vec<Resource>,
    pub(crate) scopes: ScopeStack<'a>,
    /// Bodies under construction, innermost last.
    pub(crate) bodies: Vec<Body>,
    /// Default dialects of the enclosing ops, innermost last.
    pub(crate) default_dialects: Vec<&'static str>,
    /// Regions being parsed.
    depth: usize,
    /// Types, attributes, locations and dense literals being parsed.
    attribute_depth: usize,
    /// Line of the last location made, where the next one likely is.
    line_hint: std::cell::Cell<usize>,
    /// Ops being parsed (name, offset), innermost last.
    pub(crate) op_stack: Vec<(&'a str, usize)>,
    /// Offsets of the isolated-from-above ops whose regions are being parsed.
    pub(crate) isolated_at: Vec<usize>,
    /// Set when an error comes from a nested op or region rather than from
    /// the custom parser of the current op.
    pub(crate) nested_failure: bool,
    /// How many results the op being parsed binds (`%a, %b = ...`), for
    /// custom parsers whose syntax depends on it.
    bound_results: usize,
    /// Reused buffer of `parse_function_type`.
    type_scratch: Vec<Type>,
    /// Shaped and function types (`memref<?x?xf32>`, `(i32) -> i32`) by
    /// their text, which files repeat for every op that touches a value:
    /// see `cached_type`.
    pub(crate) type_texts: FxHashMap<&'a str, Type>,
    /// The sizes of the last isolated body parsed ([`Body::sizes`]), the
    /// room the next one starts with.
    pub(crate) last_body_size: [usize; 4],
    /// Emptied operand, result type, property and attribute lists of
    /// created ops, for the next ops' builders (see `Body::create_op_reusing`).
    #[allow(clippy::type_complexity)]
    pub(crate) spare_lists:
        Vec<(Vec<crate::ir::ValueId>, Vec<Type>, Vec<(Identifier, Attribute)>, Vec<(Identifier, Attribute)>)>,
}

impl<'a> Parser<'a> {
    /// A parser over `src.text[start..end]`.
    pub fn new(
        ctx: &'a Context,
        registry: &'a Registry,
        src: &'a Source,
        start: usize,
        end: usize,
        opts: ParseOptions,
    ) -> Self {
        let mut lex = Lexer::new(src.text.bytes(), start, end);
        let tok = lex.next_token();
        Parser {
            ctx,
            registry,
            src,
            file: ctx.ident(&src.name),
            lex,
            tok,
            prev_end: start,
            chunk_start: start,
            opts,
            type_aliases: FxHashMap::default(),
            type_texts: FxHashMap::default(),
            last_body_size: [0; 4],
            spare_lists: Vec::new(),
            identified_types: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            distinct: FxHashMap::default(),
            deferred_locs: FxHashMap::default(),
            resources: Vec::new(),
            scopes: ScopeStack::default(),
            bodies: Vec::new(),
            default_dialects: Vec::new(),
            depth: 0,
            attribute_depth: 0,
            line_hint: std::cell::Cell::new(0),
            type_scratch: Vec::new(),
            op_stack: Vec::new(),
            isolated_at: Vec::new(),
            nested_failure: false,
            bound_results: 0,
        }
    }

    /// How many results the op being parsed binds (`%a, %b = op` binds
    /// two); valid until the op's custom parser parses a nested op.
    pub fn bound_results(&self) -> usize {
        self.bound_results
    }

    // ---- token cursor ------------------------------------------------------

    pub fn token(&self) -> Token {
        self.tok
    }
    pub fn kind(&self) -> TokenKind {
        self.tok.kind
    }
    pub fn spelling(&self) -> &'a str {
        let text: &'a str = &self.src.text;
        &text[self.tok.start..self.tok.end]
    }
    /// The text of a token. Only string literals may hold bytes that are
    /// not UTF-8; in their text each such byte reads as SUB (0x1A): their
    /// value is [`Parser::string_value`].
    pub fn token_text(&self, t: Token) -> &'a str {
        let text: &'a str = &self.src.text;
        &text[t.start..t.end]
    }
    /// The source byte at `offset`, if any.
    pub fn src_byte(&self, offset: usize) -> Option<u8> {
        self.src.text.as_bytes().get(offset).copied()
    }

    /// Record that the identified type `name` of `dialect` (a named type,
    /// whose name decides it within a file) is `ty`; false when the name
    /// already stands for a different type.
    pub fn define_identified_type(&mut self, dialect: &'static str, name: String, ty: Type) -> bool {
        *self.identified_types.entry((dialect, name)).or_insert(ty) == ty
    }

    /// Byte offset of the current token.
    pub fn offset(&self) -> usize {
        self.tok.start
    }

    pub fn bump(&mut self) -> Token {
        let t = self.tok;
        self.prev_end = t.end;
        self.tok = self.lex.next_token();
        t
    }

    /// The source text from `offset` to the end of this buffer or chunk, for
    /// sub-parsers (affine maps) that return how many bytes they used.
    pub fn text_from(&self, offset: usize) -> &'a str {
        let text: &'a str = &self.src.text;
        &text[offset.min(self.lex.end())..self.lex.end()]
    }

    /// Re-lex from `pos` (splitting a token, or after a sub-parser).
    pub(crate) fn reset_to(&mut self, pos: usize) {
        self.lex.reset(pos);
        self.tok = self.lex.next_token();
    }

    /// Whether the current token starts the result list of the next op
    /// (`%x =`, `%x,`, `%x:2 =`) rather than an operand. Ops whose custom
    /// form may end after their name (`vector.print`) check this before
    /// taking an optional operand, so that their printed form re-parses
    /// when the next op has results.
    pub fn peek_is_result_def(&mut self) -> bool {
        if !self.is(TokenKind::PercentIdent) {
            return false;
        }
        let (start, prev_end) = (self.tok.start, self.prev_end);
        self.bump();
        let r = self.is(TokenKind::Equal)
            || self.is(TokenKind::Comma)
            || (self.consume_if(TokenKind::Colon) && self.is(TokenKind::Integer));
        self.reset_to(start);
        self.prev_end = prev_end;
        r
    }

    pub fn is(&self, kind: TokenKind) -> bool {
        self.tok.kind == kind
    }
    pub fn consume_if(&mut self, kind: TokenKind) -> bool {
        if self.is(kind) {
            self.bump();
            true
        } else {
            false
        }
    }
    pub fn is_keyword(&self, kw: &str) -> bool {
        self.tok.kind == TokenKind::BareIdent && self.spelling() == kw
    }
    pub fn consume_keyword(&mut self, kw: &str) -> bool {
        if self.is_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consume a token of `kind` or report `expected <what>`. Like upstream's
    /// `parseToken`, the error never takes a custom op's `custom op` prefix.
    pub fn expect(&mut self, kind: TokenKind, what: &str) -> PResult<Token> {
        if self.is(kind) {
            Ok(self.bump())
        } else {
            self.nested_failure = true;
            Err(self.wrong_token(&format!("expected {what}")))
        }
    }

    /// A custom op's keyword, reported at the current token as upstream's
    /// `parseKeyword` does.
    pub fn expect_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.consume_keyword(kw) {
            Ok(())
        } else {
            Err(self.error_here(format!("expected '{kw}'")))
        }
    }

    // ---- locations and errors ----------------------------------------------

    /// The file location of a byte offset.
    pub fn loc_at(&self, offset: usize) -> Location {
        let (line, col) = self.src.line_col_near(offset, &self.line_hint);
        self.ctx.attr(AttrKind::FileLineColLoc { file: self.file, line, col })
    }
    pub fn error_at(&self, offset: usize, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.loc_at(offset), msg)
    }
    /// An error at the current token (or the lexer's error if it failed).
    pub fn error_here(&self, msg: impl Into<String>) -> Diagnostic {
        if let Some(d) = self.lexer_error() {
            return d;
        }
        self.error_at(self.tok.start, msg)
    }

    fn lexer_error(&self) -> Option<Diagnostic> {
        if self.tok.kind != TokenKind::Error {
            return None;
        }
        let (at, msg) = self.lex.error.clone()?;
        Some(self.error_at(at, msg))
    }

    /// A bare keyword (upstream `parseKeyword(StringRef*)`).
    pub fn parse_keyword(&mut self) -> PResult<&'a str> {
        if !self.is(TokenKind::BareIdent) {
            return Err(self.error_here("expected valid keyword"));
        }
        let t = self.bump();
        Ok(self.token_text(t))
    }

    /// An "expected ..." error. When the current token starts a line, the
    /// error points at the end of the previous line's code instead, as upstream.
    pub fn wrong_token(&self, msg: &str) -> Diagnostic {
        if let Some(d) = self.lexer_error() {
            return d;
        }
        let text = self.src.text.as_bytes();
        let mut at = self.tok.start;
        if self.tok.kind == TokenKind::Eof {
            at = at.saturating_sub(1).max(self.chunk_start);
        }
        let original = at;
        let mut end = at;
        loop {
            while end > self.chunk_start && matches!(text[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end <= self.chunk_start {
                return self.error_at(original, msg);
            }
            if !matches!(text[end - 1], b'\n' | b'\r') {
                return self.error_at(end, msg);
            }
            end -= 1;
            let line_start = text[self.chunk_start..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .map_or(self.chunk_start, |p| self.chunk_start + p);
            if let Some(c) = find_bytes(&text[line_start..end], b"//") {
                end = line_start + c;
            }
        }
    }

    /// Run `f` one level of `kind` deeper: a located error past the
    /// level's limit, and room on the stack for `f` (see [`crate::stack`]).
    pub fn nested<T>(&mut self, kind: Nesting, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        let (depth, max) = match kind {
            Nesting::Region => (self.depth, MAX_NESTING),
            Nesting::Attribute => (self.attribute_depth, MAX_ATTRIBUTE_NESTING),
            Nesting::Op => (0, 1),
        };
        if depth >= max {
            return Err(self.error_here(format!("nesting deeper than {max} levels is not supported")));
        }
        self.step_depth(kind, true);
        let r = crate::stack::ensure_sufficient_stack(|| f(self));
        self.step_depth(kind, false);
        r
    }

    fn step_depth(&mut self, kind: Nesting, enter: bool) {
        let depth = match kind {
            Nesting::Region => &mut self.depth,
            Nesting::Attribute => &mut self.attribute_depth,
            Nesting::Op => return,
        };
        if enter {
            *depth += 1;
        } else {
            *depth -= 1;
        }
    }

    /// The bytes of a token as they are in the source (a string literal's
    /// may be any bytes; see [`Parser::token_text`]).
    pub fn token_bytes(&self, t: Token) -> &'a [u8] {
        let bytes: &'a [u8] = self.src.text.bytes();
        &bytes[t.start..t.end]
    }

    /// The value of a string token (`"..."` or `@"..."`): its body's bytes,
    /// unescaped.
    pub fn string_value(&self, t: Token) -> Vec<u8> {
        let s = self.token_bytes(t);
        let s = s.strip_prefix(b"@").unwrap_or(s);
        crate::syntax::lexer::unescape(&s[1..s.len() - 1])
    }

    /// A string literal read as text (a keyword spelled as a string, a
    /// struct name), bytes that are not UTF-8 as U+FFFD; a string that is
    /// data is read with [`Parser::string_value`].
    pub fn parse_string(&mut self, what: &str) -> PResult<String> {
        let t = self.expect(TokenKind::String, what)?;
        Ok(String::from_utf8_lossy(&self.string_value(t)).into_owned())
    }

    // ---- top level -----------------------------------------------------------

    /// toplevel ::= (operation | attribute-alias-def | type-alias-def | file-metadata)*
    pub fn parse_module(mut self) -> PResult<Module> {
        self.parse_top_level()
    }
}

fn find_bytes(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// Parse a whole buffer (`src.text[start..end]`) into a module.
pub fn parse_source(
    ctx: &Context,
    registry: &Registry,
    src: &Source,
    range: std::ops::Range<usize>,
    opts: ParseOptions,
) -> PResult<Module> {
    // Every op gets a location of its own, ops mostly sit one to a line,
    // and some carry attributes of their own: making room for a quarter
    // more attributes than lines up front spares the interner growing (and
    // rehashing) its index step by step.
    let (first, _) = src.line_col(range.start);
    let (last, _) = src.line_col(range.end);
    let lines = (last - first) as usize + 1;
    ctx.reserve_attributes(lines + lines / 4);
    Parser::new(ctx, registry, src, range.start, range.end, opts).parse_module()
}

/// Parse a standalone string (file name `<string>`); convenient for tests and tools.
pub fn parse_str(ctx: &Context, registry: &Registry, text: &str, opts: ParseOptions) -> PResult<Module> {
    let src = Source::new("<string>", text.to_string());
    parse_source(ctx, registry, &src, 0..src.text.len(), opts)
}

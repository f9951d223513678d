//! Parser for affine maps, integer sets and affine expressions in MLIR's
//! textual syntax: a port of upstream MLIR 19's `AffineParser` (and the parts
//! of its lexer it relies on), with the same precedence, the same semantic
//! checks and the same error messages and error locations.
//!
//! Every entry point parses a *prefix* of its input (e.g. the text following
//! `affine_map<`) and returns how many bytes it consumed: up to and including
//! the last token of the map / set / expression, not any trailing whitespace.
//! Error offsets are byte offsets into the input. A lexer error in the text
//! *after* the consumed prefix is left to the caller (upstream reports it
//! when lexing its lookahead token, i.e. as part of the enclosing syntax).

use std::fmt;
use std::str::FromStr;

use super::expr::AffineExpr;
use super::lexer::{lex, wrong_token_offset, Tok, Token};
use super::map::AffineMap;
use super::set::IntegerSet;
use crate::stack::MAX_ATTRIBUTE_NESTING;

/// A parse error: the message upstream `mlir-opt` would print and the byte
/// offset (into the parsed text) it would point at.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AffineParseError {
    /// Byte offset in the parsed text where the error is reported.
    pub offset: usize,
    /// Upstream's diagnostic text, e.g. `use of undeclared identifier`.
    pub message: String,
}

impl fmt::Display for AffineParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "byte {}: {}", self.offset, self.message)
    }
}

impl std::error::Error for AffineParseError {}

/// The result of [`parse_affine_map_or_set`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AffineMapOrSet {
    /// `(dims)[syms] -> (results)`.
    Map(AffineMap),
    /// `(dims)[syms] : (constraints)`.
    Set(IntegerSet),
}

/// An SSA value use inside an affine map of SSA ids, e.g. `%i` or `%r#1`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SsaOperand {
    /// The name including the `%`, e.g. `%i`.
    pub name: String,
    /// The result number (`#N`), 0 if absent.
    pub number: u32,
    /// Byte offset of the `%` in the parsed text.
    pub offset: usize,
}

/// An affine map whose dimensions and symbols were written as SSA uses
/// (e.g. the `[%i + 1, symbol(%n)]` of `affine.load`), in order of first
/// appearance.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SsaAffineMap {
    /// The map; `d<i>` is `dim_operands[i]`, `s<i>` is `symbol_operands[i]`.
    pub map: AffineMap,
    /// Operands bound to the dimensions.
    pub dim_operands: Vec<SsaOperand>,
    /// Operands bound to the symbols (written `symbol(%x)`).
    pub symbol_operands: Vec<SsaOperand>,
}

/// The delimiter around the result list of [`parse_affine_map_of_ssa_ids`]
/// (upstream `OpAsmParser::Delimiter`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SsaMapDelimiter {
    /// No delimiter: one or more comma-separated expressions.
    None,
    /// `( ... )`, possibly empty.
    Paren,
    /// `[ ... ]`, possibly empty.
    Square,
}

// ---------------------------------------------------------------------------
// Parser.
// ---------------------------------------------------------------------------

type PResult<T> = Result<T, AffineParseError>;

#[derive(Clone, Copy, PartialEq, Eq)]
enum LowOp {
    Add,
    Sub,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Delim {
    None,
    Paren,
    Square,
}

/// Operands collected while parsing SSA ids (upstream's `parseElement` /
/// `addOperand` callbacks).
#[derive(Default)]
struct SsaState {
    dims: Vec<SsaOperand>,
    syms: Vec<SsaOperand>,
}

struct Parser<'a> {
    src: &'a str,
    tok: Token,
    last_end: usize,
    /// Names in scope: (name, result number, expression).
    names: Vec<(&'a str, u32, AffineExpr)>,
    ssa: Option<SsaState>,
    /// Operands being parsed, nested in parentheses and negations.
    depth: usize,
}

impl<'a> Parser<'a> {
    fn new(src: &'a str, ssa: bool) -> Self {
        let tok = lex(src, 0);
        Parser { src, tok, last_end: 0, names: Vec::new(), ssa: ssa.then(SsaState::default), depth: 0 }
    }

    fn text(&self) -> &'a str {
        &self.src[self.tok.start..self.tok.end]
    }

    fn bump(&mut self) {
        self.last_end = self.tok.end;
        self.tok = lex(self.src, self.tok.end);
    }

    fn consume_if(&mut self, kind: Tok) -> bool {
        if self.tok.kind == kind {
            self.bump();
            true
        } else {
            false
        }
    }

    /// An error at `offset`. If the current token is one MLIR's lexer
    /// rejects, the lexer's diagnostic is returned instead: upstream emits it
    /// as soon as the token is lexed, before any parser error.
    fn error_at(&self, offset: usize, message: impl Into<String>) -> AffineParseError {
        if let Some((offset, message)) = self.tok.error {
            return AffineParseError { offset, message: message.into() };
        }
        AffineParseError { offset, message: message.into() }
    }

    /// Upstream `emitError(message)`: at the current token (one byte back at
    /// the end of input).
    fn error_here(&self, message: impl Into<String>) -> AffineParseError {
        let at = if self.tok.kind == Tok::Eof { self.tok.start.saturating_sub(1) } else { self.tok.start };
        self.error_at(at, message)
    }

    /// Upstream `emitWrongTokenError(message)`.
    fn wrong_token(&self, message: impl Into<String>) -> AffineParseError {
        self.error_at(wrong_token_offset(self.src, &self.tok), message)
    }

    /// Upstream `parseToken`.
    fn expect(&mut self, kind: Tok, message: &str) -> PResult<()> {
        if self.consume_if(kind) {
            Ok(())
        } else {
            Err(self.wrong_token(message))
        }
    }

    /// Upstream `parseCommaSeparatedList`.
    fn comma_list(
        &mut self,
        delim: Delim,
        context: &str,
        mut elt: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        let close = match delim {
            Delim::None => None,
            Delim::Paren => Some((Tok::LParen, Tok::RParen, "'('", "')'")),
            Delim::Square => Some((Tok::LSquare, Tok::RSquare, "'['", "']'")),
        };
        if let Some((open, close, open_s, _)) = close {
            if !self.consume_if(open) {
                return Err(self.wrong_token(format!("expected {open_s}{context}")));
            }
            if self.consume_if(close) {
                return Ok(());
            }
        }
        elt(self)?;
        while self.consume_if(Tok::Comma) {
            elt(self)?;
        }
        match close {
            Some((_, close, _, close_s)) => {
                if self.consume_if(close) {
                    Ok(())
                } else {
                    Err(self.wrong_token(format!("expected {close_s}{context}")))
                }
            }
            None => Ok(()),
        }
    }

    fn consume_low_op(&mut self) -> Option<LowOp> {
        let op = match self.tok.kind {
            Tok::Plus => LowOp::Add,
            Tok::Minus => LowOp::Sub,
            _ => return None,
        };
        self.bump();
        Some(op)
    }

    fn consume_high_op(&mut self) -> Option<HighOp> {
        let op = match self.tok.kind {
            Tok::Star => HighOp::Mul,
            Tok::Ident => match self.text() {
                "floordiv" => HighOp::FloorDiv,
                "ceildiv" => HighOp::CeilDiv,
                "mod" => HighOp::Mod,
                _ => return None,
            },
            _ => return None,
        };
        self.bump();
        Some(op)
    }

    /// Builds a high-precedence op after upstream's affinity checks; errors
    /// are reported at `loc` (an operator token).
    fn make_high(&self, op: HighOp, lhs: AffineExpr, rhs: AffineExpr, loc: usize) -> PResult<AffineExpr> {
        let e = self.make_high_unchecked(op, lhs, rhs, loc)?;
        self.check_depth(e, loc)
    }

    /// `e` if its tree is at most [`MAX_ATTRIBUTE_NESTING`] levels deep: the passes
    /// and the printer recurse over affine expressions, and a long chain
    /// (`d0 floordiv 2 floordiv 2 ...`) builds a deep tree without any
    /// parentheses.
    fn check_depth(&self, e: AffineExpr, loc: usize) -> PResult<AffineExpr> {
        if e.depth() > MAX_ATTRIBUTE_NESTING {
            // Dropping the tree recurses too: it is at most one level deeper
            // than the limit here.
            return Err(self.error_at(
                loc,
                format!("affine expression deeper than {MAX_ATTRIBUTE_NESTING} levels is not supported"),
            ));
        }
        Ok(e)
    }

    fn make_high_unchecked(&self, op: HighOp, lhs: AffineExpr, rhs: AffineExpr, loc: usize) -> PResult<AffineExpr> {
        let div_error = |name: &str| {
            self.error_at(
                loc,
                format!("non-affine expression: right operand of {name} has to be either a constant or symbolic"),
            )
        };
        match op {
            HighOp::Mul => {
                if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                    return Err(self.error_at(
                        loc,
                        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                    ));
                }
                Ok(lhs.mul(rhs))
            }
            HighOp::FloorDiv if !rhs.is_symbolic_or_constant() => Err(div_error("floordiv")),
            HighOp::CeilDiv if !rhs.is_symbolic_or_constant() => Err(div_error("ceildiv")),
            HighOp::Mod if !rhs.is_symbolic_or_constant() => Err(div_error("mod")),
            HighOp::FloorDiv => Ok(lhs.floor_div(rhs)),
            HighOp::CeilDiv => Ok(lhs.ceil_div(rhs)),
            HighOp::Mod => Ok(lhs.modulo(rhs)),
        }
    }

    fn make_low(op: LowOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match op {
            LowOp::Add => lhs.add(rhs),
            LowOp::Sub => lhs.sub(rhs),
        }
    }

    /// `affine-expr`: a left-associative chain of `+`/`-` over chains of
    /// `*`/`floordiv`/`ceildiv`/`mod` (upstream `parseAffineLowPrecOpExpr`).
    fn parse_expr(&mut self) -> PResult<AffineExpr> {
        let mut acc: Option<(AffineExpr, LowOp)> = None;
        let combine = |acc: Option<(AffineExpr, LowOp)>, rhs: AffineExpr| match acc {
            Some((l, op)) => Self::make_low(op, l, rhs),
            None => rhs,
        };
        loop {
            let lhs = self.parse_operand(acc.is_some())?;
            let op_loc = self.tok.start;
            if let Some(op) = self.consume_low_op() {
                acc = Some((self.check_depth(combine(acc, lhs), op_loc)?, op));
                continue;
            }
            if let Some(hop) = self.consume_high_op() {
                let high = self.parse_high_prec(lhs, hop, op_loc)?;
                let expr = self.check_depth(combine(acc, high), op_loc)?;
                match self.consume_low_op() {
                    Some(next) => {
                        acc = Some((expr, next));
                        continue;
                    }
                    None => return Ok(expr),
                }
            }
            return self.check_depth(combine(acc, lhs), op_loc);
        }
    }

    /// The rest of a high-precedence chain `llhs op operand op ...`
    /// (upstream `parseAffineHighPrecOpExpr`).
    fn parse_high_prec(&mut self, mut llhs: AffineExpr, mut op: HighOp, mut op_loc: usize) -> PResult<AffineExpr> {
        loop {
            let lhs = self.parse_operand(true)?;
            let next_loc = self.tok.start;
            match self.consume_high_op() {
                Some(next) => {
                    llhs = self.make_high(op, llhs, lhs, next_loc)?;
                    op = next;
                    op_loc = next_loc;
                }
                None => return self.make_high(op, llhs, lhs, op_loc),
            }
        }
    }

    /// An operand: identifier, integer, parenthesized expression or
    /// negation (upstream `parseAffineOperandExpr`).
    fn parse_operand(&mut self, has_lhs: bool) -> PResult<AffineExpr> {
        // Parentheses and negations recurse: bound the depth, as the IR
        // parser does, instead of exhausting the stack.
        if self.depth >= MAX_ATTRIBUTE_NESTING {
            return Err(self.error_here(format!("nesting deeper than {MAX_ATTRIBUTE_NESTING} levels is not supported")));
        }
        self.depth += 1;
        let r = crate::stack::ensure_sufficient_stack(|| self.parse_operand_inner(has_lhs));
        self.depth -= 1;
        r
    }

    fn parse_operand_inner(&mut self, has_lhs: bool) -> PResult<AffineExpr> {
        match self.tok.kind {
            Tok::Ident if self.text() == "symbol" => self.parse_symbol_ssa_id(),
            Tok::Percent => self.parse_ssa_id(false),
            Tok::Integer => self.parse_integer(),
            Tok::LParen => self.parse_parenthetical(),
            Tok::Minus => {
                self.bump();
                // Negation binds tighter than every binary operator.
                let operand = self.parse_operand(has_lhs)?;
                Ok(operand.mul(-1))
            }
            Tok::Ident => self.parse_bare_id(),
            Tok::Plus | Tok::Star if !has_lhs => Err(self.error_here("missing left operand of binary operator")),
            _ if has_lhs => Err(self.error_here("missing right operand of binary operator")),
            _ => Err(self.error_here("expected affine expression")),
        }
    }

    fn parse_parenthetical(&mut self) -> PResult<AffineExpr> {
        self.bump();
        if self.tok.kind == Tok::RParen {
            return Err(self.error_here("no expression inside parentheses"));
        }
        let e = self.parse_expr()?;
        self.expect(Tok::RParen, "expected ')'")?;
        Ok(e)
    }

    fn parse_integer(&mut self) -> PResult<AffineExpr> {
        let text = self.text();
        let value = match text.strip_prefix("0x") {
            Some(hex) if text.len() > 2 => u64::from_str_radix(hex, 16).ok(),
            _ => text.parse::<u64>().ok(),
        };
        match value.and_then(|v| i64::try_from(v).ok()) {
            Some(v) => {
                self.bump();
                Ok(AffineExpr::Constant(v))
            }
            None => Err(self.error_here("constant too large for index")),
        }
    }

    fn parse_bare_id(&mut self) -> PResult<AffineExpr> {
        let name = self.text();
        let found = self.names.iter().find(|(n, _, _)| *n == name).map(|(_, _, e)| e.clone());
        match found {
            Some(e) => {
                self.bump();
                Ok(e)
            }
            None => Err(self.wrong_token("use of undeclared identifier")),
        }
    }

    /// `symbol(%x)` (upstream `parseSymbolSSAIdExpr`).
    fn parse_symbol_ssa_id(&mut self) -> PResult<AffineExpr> {
        self.bump();
        self.expect(Tok::LParen, "expected '(' at start of SSA symbol")?;
        let e = self.parse_ssa_id(true)?;
        self.expect(Tok::RParen, "expected ')' at end of SSA symbol")?;
        Ok(e)
    }

    /// An SSA use `%x` or `%x#N`, bound to a new dim / symbol on first use.
    fn parse_ssa_id(&mut self, is_symbol: bool) -> PResult<AffineExpr> {
        if self.ssa.is_none() {
            return Err(self.wrong_token("unexpected ssa identifier"));
        }
        if self.tok.kind != Tok::Percent {
            return Err(self.wrong_token("expected ssa identifier"));
        }
        let (name, offset) = (self.text(), self.tok.start);
        self.bump();
        let mut number = 0;
        if self.tok.kind == Tok::Hash {
            number = match self.text()[1..].parse::<u32>() {
                Ok(n) => n,
                Err(_) => return Err(self.error_here("invalid SSA value result number")),
            };
            self.bump();
        }
        if let Some((_, _, e)) = self.names.iter().find(|(n, k, _)| *n == name && *k == number) {
            return Ok(e.clone());
        }
        let state = self.ssa.as_mut().expect("SSA mode");
        let operand = SsaOperand { name: name.to_string(), number, offset };
        let e = if is_symbol {
            state.syms.push(operand);
            AffineExpr::Symbol(state.syms.len() - 1)
        } else {
            state.dims.push(operand);
            AffineExpr::Dim(state.dims.len() - 1)
        };
        self.names.push((name, number, e.clone()));
        Ok(e)
    }

    /// Binds the identifier at the current token to `e` (upstream
    /// `parseIdentifierDefinition`).
    fn parse_identifier_definition(&mut self, e: AffineExpr) -> PResult<()> {
        if self.tok.kind != Tok::Ident {
            return Err(self.wrong_token("expected bare identifier"));
        }
        let name = self.text();
        if self.names.iter().any(|(n, _, _)| *n == name) {
            return Err(self.error_here(format!("redefinition of identifier '{name}'")));
        }
        self.bump();
        self.names.push((name, 0, e));
        Ok(())
    }

    /// `(d0, d1)` and the optional `[s0, s1]`.
    fn parse_dim_and_symbol_lists(&mut self) -> PResult<(usize, usize)> {
        let mut num_dims = 0;
        self.comma_list(Delim::Paren, " in dimensional identifier list", |p| {
            num_dims += 1;
            p.parse_identifier_definition(AffineExpr::Dim(num_dims - 1))
        })?;
        let mut num_symbols = 0;
        if self.tok.kind == Tok::LSquare {
            self.comma_list(Delim::Square, " in symbol list", |p| {
                num_symbols += 1;
                p.parse_identifier_definition(AffineExpr::Symbol(num_symbols - 1))
            })?;
        }
        Ok((num_dims, num_symbols))
    }

    fn parse_map_or_set(&mut self) -> PResult<AffineMapOrSet> {
        let (nd, ns) = self.parse_dim_and_symbol_lists()?;
        if self.consume_if(Tok::Arrow) {
            let mut results = Vec::new();
            self.comma_list(Delim::Paren, " in affine map range", |p| {
                results.push(p.parse_expr()?);
                Ok(())
            })?;
            return Ok(AffineMapOrSet::Map(AffineMap::new(nd, ns, results)));
        }
        self.expect(Tok::Colon, "expected '->' or ':'")?;
        let mut constraints = Vec::new();
        self.comma_list(Delim::Paren, " in integer set constraint list", |p| {
            constraints.push(p.parse_constraint()?);
            Ok(())
        })?;
        if constraints.is_empty() {
            return Ok(AffineMapOrSet::Set(IntegerSet::universe(nd, ns)));
        }
        Ok(AffineMapOrSet::Set(IntegerSet::new(nd, ns, constraints)))
    }

    /// `e >= e`, `e <= e` or `e == e`, normalized to `e' >= 0` / `e' == 0`.
    fn parse_constraint(&mut self) -> PResult<(AffineExpr, bool)> {
        let lhs = self.parse_expr()?;
        // Tokens are consumed one at a time, exactly like upstream's chain of
        // `consumeIf(a) && consumeIf(b)`.
        if self.consume_if(Tok::Greater) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_expr()?;
            return Ok((lhs.sub(rhs), false));
        }
        if self.consume_if(Tok::Less) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_expr()?;
            return Ok((rhs.sub(lhs), false));
        }
        if self.consume_if(Tok::Equal) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_expr()?;
            return Ok((lhs.sub(rhs), true));
        }
        Err(self.error_here("expected '== affine-expr' or '>= affine-expr' at end of affine constraint"))
    }
}

// ---------------------------------------------------------------------------
// Entry points.
// ---------------------------------------------------------------------------

/// Parses an affine map or an integer set at the start of `src` (the text
/// after `affine_map<` / `affine_set<`, or an inline map). Returns the value
/// and the number of bytes consumed (through the closing `)`).
pub fn parse_affine_map_or_set(src: &str) -> Result<(AffineMapOrSet, usize), AffineParseError> {
    let mut p = Parser::new(src, false);
    let v = p.parse_map_or_set()?;
    Ok((v, p.last_end))
}

/// Parses an affine map at the start of `src`, e.g. `(d0)[s0] -> (d0 + s0)`;
/// returns the map and the number of bytes consumed.
pub fn parse_affine_map(src: &str) -> Result<(AffineMap, usize), AffineParseError> {
    let start = lex(src, 0).start;
    match parse_affine_map_or_set(src)? {
        (AffineMapOrSet::Map(m), n) => Ok((m, n)),
        (AffineMapOrSet::Set(_), _) => {
            Err(AffineParseError { offset: start, message: "expected AffineMap, but got IntegerSet".into() })
        }
    }
}

/// Parses an integer set at the start of `src`, e.g. `(d0) : (d0 >= 0)`;
/// returns the set and the number of bytes consumed.
pub fn parse_integer_set(src: &str) -> Result<(IntegerSet, usize), AffineParseError> {
    let start = lex(src, 0).start;
    match parse_affine_map_or_set(src)? {
        (AffineMapOrSet::Set(s), n) => Ok((s, n)),
        (AffineMapOrSet::Map(_), _) => {
            Err(AffineParseError { offset: start, message: "expected IntegerSet, but got AffineMap".into() })
        }
    }
}

/// Parses one affine expression at the start of `src` in which the bare
/// identifiers `dims[i]` stand for `d<i>` and `syms[i]` for `s<i>` (upstream
/// `parseAffineExprInline`); returns it and the number of bytes consumed.
pub fn parse_affine_expr_with<'a>(
    src: &'a str,
    dims: &[&'a str],
    syms: &[&'a str],
) -> Result<(AffineExpr, usize), AffineParseError> {
    let mut p = Parser::new(src, false);
    for (i, name) in dims.iter().enumerate() {
        p.names.push((name, 0, AffineExpr::Dim(i)));
    }
    for (i, name) in syms.iter().enumerate() {
        p.names.push((name, 0, AffineExpr::Symbol(i)));
    }
    let e = p.parse_expr()?;
    Ok((e, p.last_end))
}

/// Parses a list of affine expressions over SSA uses, as in
/// `affine.load %A[%i + 1, symbol(%n)]` (upstream `parseAffineMapOfSSAIds`):
/// `%x` becomes a new dimension and `symbol(%x)` a new symbol on first use.
/// Returns the map with its operands and the number of bytes consumed.
pub fn parse_affine_map_of_ssa_ids(
    src: &str,
    delimiter: SsaMapDelimiter,
) -> Result<(SsaAffineMap, usize), AffineParseError> {
    let mut p = Parser::new(src, true);
    let delim = match delimiter {
        SsaMapDelimiter::None => Delim::None,
        SsaMapDelimiter::Paren => Delim::Paren,
        SsaMapDelimiter::Square => Delim::Square,
    };
    let mut results = Vec::new();
    p.comma_list(delim, " in affine map", |p| {
        results.push(p.parse_expr()?);
        Ok(())
    })?;
    let state = p.ssa.take().expect("SSA mode");
    let map = AffineMap::new(state.dims.len(), state.syms.len(), results);
    let parsed = SsaAffineMap { map, dim_operands: state.dims, symbol_operands: state.syms };
    Ok((parsed, p.last_end))
}

/// Parses one affine expression over SSA uses (upstream
/// `parseAffineExprOfSSAIds`, as in the bounds of `affine.parallel`):
/// returned as a one-result map with its operands, and the bytes consumed.
pub fn parse_affine_expr_of_ssa_ids(src: &str) -> Result<(SsaAffineMap, usize), AffineParseError> {
    let mut p = Parser::new(src, true);
    let expr = p.parse_expr()?;
    let state = p.ssa.take().expect("SSA mode");
    let map = AffineMap::new(state.dims.len(), state.syms.len(), vec![expr]);
    Ok((SsaAffineMap { map, dim_operands: state.dims, symbol_operands: state.syms }, p.last_end))
}

/// Parses the whole string (surrounding whitespace allowed), like upstream's
/// `parseAffineMap(StringRef)`; trailing text is an error.
fn parse_whole<T>(s: &str, parse: fn(&str) -> Result<(T, usize), AffineParseError>) -> Result<T, AffineParseError> {
    let (v, n) = parse(s)?;
    let rest = lex(s, n);
    if let Some((offset, message)) = rest.error {
        return Err(AffineParseError { offset, message: message.into() });
    }
    if rest.kind != Tok::Eof {
        return Err(AffineParseError { offset: rest.start, message: "encountered unexpected token".into() });
    }
    Ok(v)
}

impl FromStr for AffineMap {
    type Err = AffineParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_whole(s, parse_affine_map)
    }
}

impl FromStr for IntegerSet {
    type Err = AffineParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_whole(s, parse_integer_set)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(s: &str) -> String {
        parse_affine_map(s).map(|(m, _)| m.to_string()).unwrap_or_else(|e| format!("ERR {e}"))
    }

    fn err(s: &str) -> (usize, String) {
        let e = parse_affine_map_or_set(s).expect_err("expected a parse error");
        (e.offset, e.message)
    }

    #[test]
    fn prefix_and_consumed_bytes() {
        let src = "(d0) -> (d0 + 1)> more";
        let (m, n) = parse_affine_map(src).unwrap();
        assert_eq!(m.to_string(), "(d0) -> (d0 + 1)");
        assert_eq!(&src[n..], "> more");
        let src = "  (d0) : (d0 >= 0) >";
        let (s, n) = parse_integer_set(src).unwrap();
        assert_eq!(s.to_string(), "(d0) : (d0 >= 0)");
        assert_eq!(&src[n..], " >");
        assert!(matches!(parse_affine_map_or_set("() -> ()").unwrap(), (AffineMapOrSet::Map(_), 8)));
    }

    #[test]
    fn identifiers_comments_and_literals() {
        assert_eq!(map("(i, j)[N] -> (i + N, j)"), "(d0, d1)[s0] -> (d0 + s0, d1)");
        assert_eq!(map("(mod, x.y$)[i32] -> (mod mod 2, x.y$ * i32)"), "(d0, d1)[s0] -> (d0 mod 2, d1 * s0)");
        assert_eq!(map("(d0) // comment\n -> (d0 + 0x10)"), "(d0) -> (d0 + 16)");
        assert_eq!(map("(d0)[] -> (2d0)"), "ERR byte 12: expected ')' in affine map range");
        assert_eq!(map("(d0) -> (d0 * 9223372036854775808)"), "ERR byte 14: constant too large for index");
    }

    #[test]
    fn errors_match_upstream() {
        assert_eq!(err("(d0) -> (d0 - d1)"), (13, "use of undeclared identifier".into()));
        let mul =
            "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic";
        assert_eq!(err("(d0, d1) -> (d0 * d1)"), (16, mul.into()));
        assert_eq!(err("(d0, d0) -> (d0)"), (5, "redefinition of identifier 'd0'".into()));
        assert_eq!(err("(d0) -> (d0 +)"), (13, "missing right operand of binary operator".into()));
        assert_eq!(err("(d0) -> (* d0)"), (9, "missing left operand of binary operator".into()));
        assert_eq!(err("(d0) -> (())"), (10, "no expression inside parentheses".into()));
        assert_eq!(err("(d0) (d0)"), (4, "expected '->' or ':'".into()));
        assert_eq!(err("(d0) -> (%x)"), (9, "unexpected ssa identifier".into()));
        assert_eq!(
            err("(d0) : (d0 > 0)"),
            (13, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint".into())
        );
        let e = parse_affine_map("(d0) : (d0 >= 0)").unwrap_err();
        assert_eq!(e.message, "expected AffineMap, but got IntegerSet");
        let e = parse_integer_set("(d0) -> (d0)").unwrap_err();
        assert_eq!(e.message, "expected IntegerSet, but got AffineMap");
        assert_eq!(e.to_string(), "byte 0: expected IntegerSet, but got AffineMap");
    }

    #[test]
    fn from_str_and_inline_expr() {
        let m: AffineMap = " (d0) -> (d0) ".parse().unwrap();
        assert_eq!(m, AffineMap::identity(1));
        let e = "(d0) -> (d0) x".parse::<AffineMap>().unwrap_err();
        assert_eq!((e.offset, e.message.as_str()), (13, "encountered unexpected token"));
        let (e, n) = parse_affine_expr_with("i * 2 + N, rest", &["i"], &["N"]).unwrap();
        assert_eq!((e.to_string(), n), ("d0 * 2 + s0".to_string(), 9));
    }

    #[test]
    fn ssa_ids() {
        let src = "[%i + 1, symbol(%n) * 2, %i + %r#1 floordiv symbol(%n)] rest";
        let (m, n) = parse_affine_map_of_ssa_ids(src, SsaMapDelimiter::Square).unwrap();
        assert_eq!(m.map.to_string(), "(d0, d1)[s0] -> (d0 + 1, s0 * 2, d0 + d1 floordiv s0)");
        let names: Vec<_> = m.dim_operands.iter().map(|o| (o.name.as_str(), o.number)).collect();
        assert_eq!(names, vec![("%i", 0), ("%r", 1)]);
        assert_eq!(m.symbol_operands[0].name, "%n");
        assert_eq!(&src[n..], " rest");
        let (m, _) = parse_affine_map_of_ssa_ids("%a, %b", SsaMapDelimiter::None).unwrap();
        assert_eq!(m.map.to_string(), "(d0, d1) -> (d0, d1)");
    }

    /// Checked against `mlir-opt-19` on `affine.load %A[...]` (generic form
    /// shows the map; operands are dims then symbols in order of appearance).
    #[test]
    fn ssa_ids_match_referee() {
        let src = "[%i + 1, symbol(%n) * 2, %j + %i floordiv symbol(%n) + %i]";
        let (m, _) = parse_affine_map_of_ssa_ids(src, SsaMapDelimiter::Square).unwrap();
        assert_eq!(m.map.to_string(), "(d0, d1)[s0] -> (d0 + 1, s0 * 2, d1 + d0 floordiv s0 + d0)");
        let err = |src: &str| {
            let e = parse_affine_map_of_ssa_ids(src, SsaMapDelimiter::Square).unwrap_err();
            (e.offset, e.message)
        };
        let mul =
            "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic";
        assert_eq!(err("[%i * %j]"), (4, mul.to_string()));
        assert_eq!(err("[symbol(%i + 1)]"), (10, "expected ')' at end of SSA symbol".to_string()));
        assert_eq!(err("[symbol(2)]"), (8, "expected ssa identifier".to_string()));
    }
}

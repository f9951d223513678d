//! `--verify-diagnostics`: the `expected-*` annotations of a test file and
//! their checking against the diagnostics a tool produced.
//!
//! This follows upstream MLIR 19 (`SourceMgrDiagnosticVerifierHandler` in
//! `mlir/lib/IR/Diagnostics.cpp`):
//!
//! * An annotation is any line whose right-trimmed text matches the POSIX
//!   extended regex
//!   `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below))? *{{(.*)}}$`
//!   (leftmost match; no `//` is required). The message is everything between
//!   the `{{` after the designator and the `}}` that ends the line, so only one
//!   annotation fits on a line, and a line with an unterminated `{{` is simply
//!   not an annotation. `@unknown` only appeared after MLIR 19 and is not
//!   supported here.
//! * Without a designator the annotation targets its own line; `@+N`/`@-N` are
//!   relative to it (`N` is read like LLVM's `getAsInteger(0, ..)`, so a leading
//!   `0` means octal); `@above` targets the closest preceding line that is not
//!   an annotation line (blank and comment lines count), or the first line of
//!   the chunk; `@below` the closest following non-annotation line, or the last
//!   line of the chunk when there is none.
//! * With `-re`, each `{{...}}` inside the message is a POSIX extended regex
//!   (as `llvm::Regex` takes it) and the rest is literal; the whole message is
//!   searched for anywhere in the diagnostic. An unterminated inner `{{` or an
//!   invalid inner regex is reported at the annotation. `\d`, `\w`, `\s` are not
//!   classes in POSIX regexes: like upstream they mean the letters `d`, `w`, `s`
//!   (use `[0-9]`, `[[:alnum:]_]`, `[[:space:]]`).
//! * Checking: each produced diagnostic (notes included, in emission order) is
//!   compared with the annotations targeting its line, in file order; the first
//!   one with a matching message and the same severity is marked matched (an
//!   annotation can absorb several identical diagnostics). A matching message
//!   with another severity is a "near miss", reported at the last such
//!   annotation; otherwise the diagnostic is "unexpected". Finally, every
//!   annotation never matched is reported as "was not produced".
//!
//! The regex engine is a small Thompson-NFA simulation over bytes, so matching
//! is linear in the message length. Backreferences (`\1`..`\9`) and named
//! collating elements (`[[.space.]]`) are not supported and are reported as
//! invalid regexes.

/// Severity of a produced or expected diagnostic.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ExpectKind {
    Error,
    Warning,
    Remark,
    Note,
}

impl ExpectKind {
    fn name(self) -> &'static str {
        match self {
            ExpectKind::Error => "error",
            ExpectKind::Warning => "warning",
            ExpectKind::Remark => "remark",
            ExpectKind::Note => "note",
        }
    }
}

/// One diagnostic the tool produced, already resolved to a line of the buffer
/// being checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Produced {
    pub kind: ExpectKind,
    /// 1-based line in the whole file.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
    pub message: String,
}

/// One `// expected-error @+1 {{...}}` annotation.
#[derive(Clone, Debug)]
pub struct Expected {
    pub kind: ExpectKind,
    /// The line (of the whole file) the diagnostic is expected on.
    pub line: u32,
    /// Where the annotation's `expected-` starts (1-based line and byte column).
    pub annotation_line: u32,
    pub annotation_col: u32,
    pub pattern: Pattern,
    /// Set by [`check`] once a diagnostic matched this annotation.
    pub matched: bool,
}

/// What an annotation requires of a diagnostic's message.
#[derive(Clone, Debug)]
pub enum Pattern {
    /// `expected-*`: the message contains this text.
    Substring(String),
    /// `expected-*-re`: the message contains a match of this pattern.
    Regex(RegexPattern),
}

impl Pattern {
    /// The annotation's text between its outer `{{` and `}}`.
    pub fn text(&self) -> &str {
        match self {
            Pattern::Substring(s) => s,
            Pattern::Regex(r) => &r.source,
        }
    }

    /// Whether `message` satisfies the pattern.
    pub fn is_match(&self, message: &str) -> bool {
        match self {
            Pattern::Substring(s) => message.contains(s.as_str()),
            Pattern::Regex(r) => r.is_match(message),
        }
    }
}

/// A compiled `-re` pattern: literal text with embedded `{{regex}}` blocks.
#[derive(Clone, Debug)]
pub struct RegexPattern {
    source: String,
    /// `None` for an empty pattern, which (like an empty `llvm::Regex`, which
    /// is invalid) never matches.
    program: Option<Vec<Inst>>,
}

impl RegexPattern {
    /// Whether some substring of `message` matches.
    pub fn is_match(&self, message: &str) -> bool {
        self.program.as_deref().is_some_and(|p| run(p, message.as_bytes()))
    }
}

/// Parse every annotation in `text`, which is the part of a file starting at
/// 1-based line `first_line` (a `--split-input-file` chunk), ending before
/// `// -----`. Lines in results are lines of the whole file. Errors are
/// `(line, col, message)` located at the faulty annotation.
pub fn parse_expectations(text: &str, first_line: u32) -> Result<Vec<Expected>, Vec<(u32, u32, String)>> {
    let lines: Vec<&str> = text.split('\n').collect();
    let last_line = first_line.wrapping_add(lines.len() as u32 - 1);
    let mut found: Vec<Expected> = Vec::new();
    let mut errors = Vec::new();
    let mut last_plain = first_line;
    let mut pending_below: Vec<usize> = Vec::new();
    for (idx, raw) in lines.iter().enumerate() {
        let line_no = first_line.wrapping_add(idx as u32);
        let Some(ann) = find_annotation(rtrim(raw)) else {
            for i in pending_below.drain(..) {
                found[i].line = line_no;
            }
            last_plain = line_no;
            continue;
        };
        let col = ann.start as u32 + 1;
        let pattern = if ann.is_regex {
            match compile_annotation_regex(ann.body) {
                Ok(r) => Pattern::Regex(r),
                Err(msg) => {
                    errors.push((line_no, col, msg));
                    continue;
                }
            }
        } else {
            Pattern::Substring(ann.body.to_string())
        };
        let target = match ann.designator {
            None => line_no,
            Some(Designator::Plus(n)) => line_no.wrapping_add(n),
            Some(Designator::Minus(n)) => line_no.wrapping_sub(n),
            Some(Designator::Above) => last_plain,
            Some(Designator::Below) => {
                pending_below.push(found.len());
                last_line
            }
        };
        found.push(Expected {
            kind: ann.kind,
            line: target,
            annotation_line: line_no,
            annotation_col: col,
            pattern,
            matched: false,
        });
    }
    if errors.is_empty() {
        Ok(found)
    } else {
        Err(errors)
    }
}

/// Match produced diagnostics against expectations, marking the matched ones.
/// Returns the problems as `(line, col, message)` errors to report, in the
/// order upstream emits them: per produced diagnostic `unexpected <kind>:
/// <msg>` (at the diagnostic) or `'<kind>' diagnostic emitted when expecting a
/// '<kind>'` (at the annotation), then `expected <kind> "<pattern>" was not
/// produced` (at the annotation) for each unmatched expectation. Empty vec =
/// success.
pub fn check(expected: &mut [Expected], produced: &[Produced]) -> Vec<(u32, u32, String)> {
    let mut problems = Vec::new();
    'diags: for diag in produced {
        let mut near_miss: Option<usize> = None;
        for (i, e) in expected.iter_mut().enumerate() {
            if e.line != diag.line || !e.pattern.is_match(&diag.message) {
                continue;
            }
            if e.kind == diag.kind {
                e.matched = true;
                continue 'diags;
            }
            near_miss = Some(i);
        }
        problems.push(match near_miss {
            Some(i) => {
                let e = &expected[i];
                let msg = format!("'{}' diagnostic emitted when expecting a '{}'", diag.kind.name(), e.kind.name());
                (e.annotation_line, e.annotation_col, msg)
            }
            None => (diag.line, diag.col, format!("unexpected {}: {}", diag.kind.name(), diag.message)),
        });
    }
    for e in expected.iter().filter(|e| !e.matched) {
        let msg = format!("expected {} \"{}\" was not produced", e.kind.name(), e.pattern.text());
        problems.push((e.annotation_line, e.annotation_col, msg));
    }
    problems
}

// ---------------------------------------------------------------------------
// Annotation syntax
// ---------------------------------------------------------------------------

/// A line's `@...` location designator.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Designator {
    Plus(u32),
    Minus(u32),
    Above,
    Below,
}

/// The parts of one matched annotation; `start` is the byte offset of
/// `expected-` in the line.
#[derive(Debug)]
struct Annotation<'a> {
    start: usize,
    kind: ExpectKind,
    is_regex: bool,
    designator: Option<Designator>,
    body: &'a str,
}

/// `StringRef::rtrim()`: drop trailing ` \t\n\v\f\r`.
fn rtrim(line: &str) -> &str {
    line.trim_end_matches([' ', '\t', '\n', '\u{b}', '\u{c}', '\r'])
}

/// The leftmost annotation of a (right-trimmed) line, if any.
fn find_annotation(line: &str) -> Option<Annotation<'_>> {
    line.match_indices("expected-").find_map(|(start, _)| annotation_at(line, start))
}

/// Match the annotation grammar at `start`, where `expected-` begins; the
/// match must run to the end of the line.
fn annotation_at(line: &str, start: usize) -> Option<Annotation<'_>> {
    let rest = &line[start + "expected-".len()..];
    let (kind, mut rest) = [
        ("error", ExpectKind::Error),
        ("note", ExpectKind::Note),
        ("remark", ExpectKind::Remark),
        ("warning", ExpectKind::Warning),
    ]
    .iter()
    .find_map(|&(name, kind)| rest.strip_prefix(name).map(|r| (kind, r)))?;
    let is_regex = match rest.strip_prefix("-re") {
        Some(r) => {
            rest = r;
            true
        }
        None => false,
    };
    rest = rest.trim_start_matches(' ');
    let mut designator = None;
    if let Some(r) = rest.strip_prefix('@') {
        let (d, r) = parse_designator(r)?;
        designator = Some(d);
        rest = r.trim_start_matches(' ');
    }
    let body = rest.strip_prefix("{{")?.strip_suffix("}}")?;
    Some(Annotation { start, kind, is_regex, designator, body })
}

/// Parse `[+-][0-9]+`, `above` or `below` (after the `@`).
fn parse_designator(text: &str) -> Option<(Designator, &str)> {
    if let Some(r) = text.strip_prefix("above") {
        return Some((Designator::Above, r));
    }
    if let Some(r) = text.strip_prefix("below") {
        return Some((Designator::Below, r));
    }
    let plus = match text.as_bytes().first()? {
        b'+' => true,
        b'-' => false,
        _ => return None,
    };
    let digits_end = text[1..].find(|c: char| !c.is_ascii_digit()).map_or(text.len(), |i| i + 1);
    if digits_end == 1 {
        return None;
    }
    let n = parse_offset(&text[1..digits_end]);
    let d = if plus { Designator::Plus(n) } else { Designator::Minus(n) };
    Some((d, &text[digits_end..]))
}

/// LLVM's `StringRef::getAsInteger(0, int&)` on a digit string: a leading `0`
/// followed by more digits selects octal. Upstream leaves the offset
/// uninitialized when that fails (e.g. `08`, or more than `INT_MAX`); here it
/// is 0.
fn parse_offset(digits: &str) -> u32 {
    let (radix, body) = match digits.strip_prefix('0') {
        Some(rest) if !rest.is_empty() => (8, rest),
        _ => (10, digits),
    };
    match u32::from_str_radix(body, radix) {
        Ok(n) if n <= i32::MAX as u32 => n,
        _ => 0,
    }
}

/// Build the regex of an `expected-*-re` message: text outside `{{...}}`
/// blocks is literal, each block is a regex validated on its own.
fn compile_annotation_regex(body: &str) -> Result<RegexPattern, String> {
    let mut parts = Vec::new();
    let mut rest = body;
    while !rest.is_empty() {
        let Some(open) = rest.find("{{") else {
            parts.extend(rest.bytes().map(Node::Byte));
            break;
        };
        parts.extend(rest[..open].bytes().map(Node::Byte));
        rest = &rest[open + 2..];
        let Some(close) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".to_string());
        };
        parts.push(parse_regex(&rest[..close]).map_err(|e| format!("invalid regex: {e}"))?);
        rest = &rest[close + 2..];
    }
    let program = if body.is_empty() {
        None
    } else {
        let node = Node::Concat(parts);
        if program_size(&node) > MAX_PROGRAM {
            return Err("invalid regex: regular expression too large".to_string());
        }
        Some(compile(&node))
    };
    Ok(RegexPattern { source: body.to_string(), program })
}

// ---------------------------------------------------------------------------
// POSIX extended regexes (the dialect of LLVM's regcomp)
// ---------------------------------------------------------------------------

// Messages of LLVM's `regerror`.
const E_EMPTY: &str = "empty (sub)expression";
const E_BADRPT: &str = "repetition-operator operand invalid";
const E_EPAREN: &str = "parentheses not balanced";
const E_EBRACK: &str = "brackets ([ ]) not balanced";
const E_EBRACE: &str = "braces not balanced";
const E_BADBR: &str = "invalid repetition count(s)";
const E_ERANGE: &str = "invalid character range";
const E_ECTYPE: &str = "invalid character class";
const E_ECOLLATE: &str = "invalid collating element";
const E_EESCAPE: &str = "trailing backslash (\\)";
const E_ESUBREG: &str = "invalid backreference number";
const E_BACKREF: &str = "backreferences are not supported";

/// Largest repetition count (`RE_DUP_MAX`).
const DUP_MAX: u32 = 255;
/// Cap on compiled program size, against `((x{255}){255}){255}`.
const MAX_PROGRAM: usize = 1 << 20;

/// A set of bytes.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
struct ByteSet([u64; 4]);

impl ByteSet {
    fn insert(&mut self, b: u8) {
        self.0[usize::from(b >> 6)] |= 1 << (b & 63);
    }
    fn contains(&self, b: u8) -> bool {
        self.0[usize::from(b >> 6)] & (1 << (b & 63)) != 0
    }
    fn invert(&mut self) {
        for w in &mut self.0 {
            *w = !*w;
        }
    }
}

/// Zero-width assertions.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Look {
    /// `^`: start of the message.
    Start,
    /// `$`: end of the message.
    End,
    /// `[[:<:]]`: start of a word.
    WordStart,
    /// `[[:>:]]`: end of a word.
    WordEnd,
}

/// Parsed regex.
#[derive(Clone, Debug)]
enum Node {
    /// `()`.
    Empty,
    Byte(u8),
    /// `.` (matches newlines too: no `REG_NEWLINE`).
    Any,
    Set(ByteSet),
    Look(Look),
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    /// Operand, minimum, maximum (`None`: unbounded).
    Repeat(Box<Node>, u32, Option<u32>),
}

/// Parse a POSIX extended regex with LLVM regcomp's rules and error messages.
fn parse_regex(src: &str) -> Result<Node, &'static str> {
    let mut p = RegexParser { s: src.as_bytes(), pos: 0, groups: 0, closed: Vec::new() };
    p.parse_alternation(None)
}

struct RegexParser<'a> {
    s: &'a [u8],
    pos: usize,
    /// Groups opened so far.
    groups: usize,
    /// Numbers of the groups already closed (valid backreference targets).
    closed: Vec<usize>,
}

impl RegexParser<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.pos).copied()
    }
    fn peek2(&self) -> Option<u8> {
        self.s.get(self.pos + 1).copied()
    }
    fn bump(&mut self) -> Option<u8> {
        let c = self.peek()?;
        self.pos += 1;
        Some(c)
    }
    fn eat(&mut self, c: u8) -> bool {
        let hit = self.peek() == Some(c);
        if hit {
            self.pos += 1;
        }
        hit
    }
    fn see2(&self, a: u8, b: u8) -> bool {
        self.peek() == Some(a) && self.peek2() == Some(b)
    }
    fn eat2(&mut self, a: u8, b: u8) -> bool {
        let hit = self.see2(a, b);
        if hit {
            self.pos += 2;
        }
        hit
    }

    /// `p_ere`: branches separated by `|`, up to `stop` or the end. Every
    /// branch must produce something (`a|`, `|a`, `a{0}` are errors).
    fn parse_alternation(&mut self, stop: Option<u8>) -> Result<Node, &'static str> {
        let mut branches = Vec::new();
        loop {
            let mut items = Vec::new();
            while let Some(c) = self.peek() {
                if c == b'|' || Some(c) == stop {
                    break;
                }
                items.extend(self.parse_piece()?);
            }
            if items.is_empty() {
                return Err(E_EMPTY);
            }
            branches.push(Node::Concat(items));
            if !self.eat(b'|') {
                break;
            }
        }
        Ok(if branches.len() == 1 { branches.swap_remove(0) } else { Node::Alt(branches) })
    }

    /// The repetition operator at the cursor, if any (`{` only before a digit).
    fn peek_repetition(&self) -> Option<u8> {
        match self.peek()? {
            c @ (b'*' | b'+' | b'?') => Some(c),
            b'{' if self.peek2().is_some_and(|d| d.is_ascii_digit()) => Some(b'{'),
            _ => None,
        }
    }

    /// `p_ere_exp`: an atom and at most one repetition. `None` when the piece
    /// compiles to nothing (`x{0}`).
    fn parse_piece(&mut self) -> Result<Option<Node>, &'static str> {
        let c = self.bump().ok_or(E_EMPTY)?;
        let atom = self.parse_atom(c)?;
        let Some(op) = self.peek_repetition() else {
            return Ok(Some(atom));
        };
        self.pos += 1;
        if c == b'^' {
            return Err(E_BADRPT);
        }
        let (min, max) = match op {
            b'*' => (0, None),
            b'+' => (1, None),
            b'?' => (0, Some(1)),
            _ => self.parse_bound()?,
        };
        if self.peek_repetition().is_some() {
            return Err(E_BADRPT);
        }
        Ok((max != Some(0)).then(|| Node::Repeat(Box::new(atom), min, max)))
    }

    /// The atom starting with `c` (already consumed).
    fn parse_atom(&mut self, c: u8) -> Result<Node, &'static str> {
        Ok(match c {
            b'(' => {
                if self.peek().is_none() {
                    return Err(E_EPAREN);
                }
                self.groups += 1;
                let number = self.groups;
                let inner = if self.peek() == Some(b')') { Node::Empty } else { self.parse_alternation(Some(b')'))? };
                if !self.eat(b')') {
                    return Err(E_EPAREN);
                }
                self.closed.push(number);
                inner
            }
            b')' => return Err(E_EPAREN),
            b'^' => Node::Look(Look::Start),
            b'$' => Node::Look(Look::End),
            b'|' => return Err(E_EMPTY),
            b'*' | b'+' | b'?' => return Err(E_BADRPT),
            b'.' => Node::Any,
            b'[' => self.parse_bracket()?,
            b'\\' => match self.bump() {
                None => return Err(E_EESCAPE),
                Some(d @ b'1'..=b'9') => {
                    let known = self.closed.contains(&usize::from(d - b'0'));
                    return Err(if known { E_BACKREF } else { E_ESUBREG });
                }
                Some(e) => Node::Byte(e),
            },
            b'{' if self.peek().is_some_and(|d| d.is_ascii_digit()) => return Err(E_BADRPT),
            _ => Node::Byte(c),
        })
    }

    /// The rest of `{m}`, `{m,}` or `{m,n}` after the `{`.
    fn parse_bound(&mut self) -> Result<(u32, Option<u32>), &'static str> {
        let min = self.parse_count()?;
        let max = if self.eat(b',') {
            if self.peek().is_some_and(|d| d.is_ascii_digit()) {
                let max = self.parse_count()?;
                if min > max {
                    return Err(E_BADBR);
                }
                Some(max)
            } else {
                None
            }
        } else {
            Some(min)
        };
        if !self.eat(b'}') {
            while self.peek().is_some_and(|c| c != b'}') {
                self.pos += 1;
            }
            return Err(if self.peek().is_none() { E_EBRACE } else { E_BADBR });
        }
        Ok((min, max))
    }

    /// `p_count`: a repetition count, at most `DUP_MAX`.
    fn parse_count(&mut self) -> Result<u32, &'static str> {
        let mut count = 0u32;
        let mut digits = 0;
        while let Some(d) = self.peek().filter(u8::is_ascii_digit) {
            if count > DUP_MAX {
                break;
            }
            count = count * 10 + u32::from(d - b'0');
            digits += 1;
            self.pos += 1;
        }
        if digits == 0 || count > DUP_MAX {
            return Err(E_BADBR);
        }
        Ok(count)
    }

    /// `p_bracket`: the rest of a bracket expression after `[`.
    fn parse_bracket(&mut self) -> Result<Node, &'static str> {
        for (text, look) in [(b"[:<:]]", Look::WordStart), (b"[:>:]]", Look::WordEnd)] {
            if self.s[self.pos..].starts_with(text) {
                self.pos += text.len();
                return Ok(Node::Look(look));
            }
        }
        let mut set = ByteSet::default();
        let invert = self.eat(b'^');
        if self.eat(b']') {
            set.insert(b']');
        } else if self.eat(b'-') {
            set.insert(b'-');
        }
        while let Some(c) = self.peek() {
            if c == b']' || self.see2(b'-', b']') {
                break;
            }
            self.parse_bracket_term(&mut set)?;
        }
        if self.eat(b'-') {
            set.insert(b'-');
        }
        if !self.eat(b']') {
            return Err(E_EBRACK);
        }
        if invert {
            set.invert();
        }
        Ok(Node::Set(set))
    }

    /// `p_b_term`: a class `[:name:]`, an equivalence `[=c=]`, a character
    /// or a range.
    fn parse_bracket_term(&mut self, set: &mut ByteSet) -> Result<(), &'static str> {
        let kind = match self.peek() {
            Some(b'[') => self.peek2(),
            Some(b'-') => return Err(E_ERANGE),
            _ => None,
        };
        match kind {
            Some(b':') => {
                self.pos += 2;
                self.parse_class(set)
            }
            Some(b'=') => {
                self.pos += 2;
                match self.peek() {
                    None => return Err(E_EBRACK),
                    Some(b'-' | b']') => return Err(E_ECOLLATE),
                    _ => {}
                }
                set.insert(self.parse_collating(b'=')?);
                if self.peek().is_none() {
                    return Err(E_EBRACK);
                }
                if !self.eat2(b'=', b']') {
                    return Err(E_ECOLLATE);
                }
                Ok(())
            }
            _ => self.parse_range(set),
        }
    }

    /// `p_b_cclass` and the checks around it: the rest of `[:name:]`.
    fn parse_class(&mut self, set: &mut ByteSet) -> Result<(), &'static str> {
        match self.peek() {
            None => return Err(E_EBRACK),
            Some(b'-' | b']') => return Err(E_ECTYPE),
            _ => {}
        }
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
            self.pos += 1;
        }
        let name = &self.s[start..self.pos];
        let &(_, member) = CLASSES.iter().find(|(n, _)| n.as_bytes() == name).ok_or(E_ECTYPE)?;
        for b in 0..=u8::MAX {
            if member(b) {
                set.insert(b);
            }
        }
        if self.peek().is_none() {
            return Err(E_EBRACK);
        }
        if !self.eat2(b':', b']') {
            return Err(E_ECTYPE);
        }
        Ok(())
    }

    /// `p_b_coll_elem`: a collating element up to `end]`; only single
    /// characters are supported.
    fn parse_collating(&mut self, end: u8) -> Result<u8, &'static str> {
        let start = self.pos;
        while self.peek().is_some() && !self.see2(end, b']') {
            self.pos += 1;
        }
        if self.peek().is_none() {
            return Err(E_EBRACK);
        }
        match self.s[start..self.pos] {
            [c] => Ok(c),
            _ => Err(E_ECOLLATE),
        }
    }

    /// `p_b_symbol`: one character, or `[.c.]`.
    fn parse_symbol(&mut self) -> Result<u8, &'static str> {
        if !self.eat2(b'[', b'.') {
            return self.bump().ok_or(E_EBRACK);
        }
        let c = self.parse_collating(b'.')?;
        if !self.eat2(b'.', b']') {
            return Err(E_ECOLLATE);
        }
        Ok(c)
    }

    /// A character or a range `a-z` inside brackets.
    fn parse_range(&mut self, set: &mut ByteSet) -> Result<(), &'static str> {
        let start = self.parse_symbol()?;
        let finish = if self.peek() == Some(b'-') && self.peek2().is_some_and(|c| c != b']') {
            self.pos += 1;
            if self.eat(b'-') {
                b'-'
            } else {
                self.parse_symbol()?
            }
        } else {
            start
        };
        if start > finish {
            return Err(E_ERANGE);
        }
        for b in start..=finish {
            set.insert(b);
        }
        Ok(())
    }
}

/// Membership test of a character class.
type ClassMember = fn(u8) -> bool;

/// The POSIX character classes of the C locale.
const CLASSES: [(&str, ClassMember); 12] = [
    ("alnum", |b| b.is_ascii_alphanumeric()),
    ("alpha", |b| b.is_ascii_alphabetic()),
    ("blank", |b| b == b' ' || b == b'\t'),
    ("cntrl", |b| b.is_ascii_control()),
    ("digit", |b| b.is_ascii_digit()),
    ("graph", |b| b.is_ascii_graphic()),
    ("lower", |b| b.is_ascii_lowercase()),
    ("print", |b| b.is_ascii_graphic() || b == b' '),
    ("punct", |b| b.is_ascii_punctuation()),
    ("space", |b| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)),
    ("upper", |b| b.is_ascii_uppercase()),
    ("xdigit", |b| b.is_ascii_hexdigit()),
];

/// NFA instruction.
#[derive(Clone, Debug)]
enum Inst {
    Byte(u8),
    Any,
    Set(ByteSet),
    Look(Look),
    /// Continue at both targets.
    Split(usize, usize),
    Jmp(usize),
    Match,
}

/// Number of instructions `node` compiles to (saturating).
fn program_size(node: &Node) -> usize {
    match node {
        Node::Empty => 0,
        Node::Byte(_) | Node::Any | Node::Set(_) | Node::Look(_) => 1,
        Node::Concat(items) => items.iter().fold(0, |n, i| n.saturating_add(program_size(i))),
        Node::Alt(items) => items.iter().fold(0, |n, i| n.saturating_add(program_size(i)).saturating_add(2)),
        Node::Repeat(inner, min, max) => {
            let copies = max.unwrap_or(min.saturating_add(1)) as usize;
            program_size(inner).saturating_add(2).saturating_mul(copies)
        }
    }
}

fn compile(node: &Node) -> Vec<Inst> {
    let mut prog = Vec::new();
    emit(node, &mut prog);
    prog.push(Inst::Match);
    prog
}

fn emit(node: &Node, prog: &mut Vec<Inst>) {
    match node {
        Node::Empty => {}
        Node::Byte(b) => prog.push(Inst::Byte(*b)),
        Node::Any => prog.push(Inst::Any),
        Node::Set(s) => prog.push(Inst::Set(*s)),
        Node::Look(l) => prog.push(Inst::Look(*l)),
        Node::Concat(items) => items.iter().for_each(|i| emit(i, prog)),
        Node::Alt(branches) => {
            let mut exits = Vec::new();
            for (i, branch) in branches.iter().enumerate() {
                if i + 1 == branches.len() {
                    emit(branch, prog);
                    break;
                }
                let split = prog.len();
                prog.push(Inst::Split(split + 1, 0));
                emit(branch, prog);
                exits.push(prog.len());
                prog.push(Inst::Jmp(0));
                prog[split] = Inst::Split(split + 1, prog.len());
            }
            let end = prog.len();
            exits.into_iter().for_each(|j| prog[j] = Inst::Jmp(end));
        }
        Node::Repeat(inner, min, max) => emit_repeat(inner, *min, *max, prog),
    }
}

/// `x{min,max}` as `min` copies of `x` followed by `x*` or `max - min`
/// optional copies.
fn emit_repeat(inner: &Node, min: u32, max: Option<u32>, prog: &mut Vec<Inst>) {
    for _ in 0..min {
        emit(inner, prog);
    }
    let mut splits = Vec::new();
    match max {
        None => {
            let split = prog.len();
            prog.push(Inst::Split(split + 1, 0));
            emit(inner, prog);
            prog.push(Inst::Jmp(split));
            splits.push(split);
        }
        Some(max) => {
            for _ in min..max {
                splits.push(prog.len());
                prog.push(Inst::Split(0, 0));
                emit(inner, prog);
            }
        }
    }
    let end = prog.len();
    splits.into_iter().for_each(|s| prog[s] = Inst::Split(s + 1, end));
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

fn look_holds(look: Look, hay: &[u8], pos: usize) -> bool {
    let before = pos.checked_sub(1).map(|i| hay[i]).is_some_and(is_word);
    let after = hay.get(pos).copied().is_some_and(is_word);
    match look {
        Look::Start => pos == 0,
        Look::End => pos == hay.len(),
        Look::WordStart => !before && after,
        Look::WordEnd => before && !after,
    }
}

/// Add the threads reachable from `pc` without consuming input at `pos` to
/// `list` (deduplicated by `marks`); true if `Match` is reachable.
fn add_thread(prog: &[Inst], pc: usize, hay: &[u8], pos: usize, marks: &mut [usize], list: &mut Vec<usize>) -> bool {
    let mut stack = vec![pc];
    while let Some(pc) = stack.pop() {
        if marks[pc] == pos {
            continue;
        }
        marks[pc] = pos;
        match prog[pc] {
            Inst::Match => return true,
            Inst::Jmp(t) => stack.push(t),
            Inst::Split(a, b) => {
                stack.push(b);
                stack.push(a);
            }
            Inst::Look(l) => {
                if look_holds(l, hay, pos) {
                    stack.push(pc + 1);
                }
            }
            Inst::Byte(_) | Inst::Any | Inst::Set(_) => list.push(pc),
        }
    }
    false
}

/// Whether the program matches some substring of `hay`.
fn run(prog: &[Inst], hay: &[u8]) -> bool {
    let mut marks = vec![usize::MAX; prog.len()];
    let mut current = Vec::new();
    let mut next = Vec::new();
    for pos in 0..=hay.len() {
        if add_thread(prog, 0, hay, pos, &mut marks, &mut current) {
            return true;
        }
        let Some(&b) = hay.get(pos) else { break };
        next.clear();
        for &pc in &current {
            let step = match &prog[pc] {
                Inst::Byte(c) => *c == b,
                Inst::Any => true,
                Inst::Set(s) => s.contains(b),
                _ => false,
            };
            if step && add_thread(prog, pc + 1, hay, pos + 1, &mut marks, &mut next) {
                return true;
            }
        }
        std::mem::swap(&mut current, &mut next);
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Vec<Expected> {
        parse_expectations(text, 1).unwrap_or_else(|e| panic!("unexpected errors: {e:?}"))
    }

    /// (kind, target line, annotation line, annotation col, pattern text)
    fn summary(v: &[Expected]) -> Vec<(ExpectKind, u32, u32, u32, String)> {
        v.iter().map(|e| (e.kind, e.line, e.annotation_line, e.annotation_col, e.pattern.text().to_string())).collect()
    }

    fn diag(kind: ExpectKind, line: u32, col: u32, message: &str) -> Produced {
        Produced { kind, line, col, message: message.to_string() }
    }

    fn re(src: &str) -> Vec<Inst> {
        compile(&parse_regex(src).unwrap_or_else(|e| panic!("{src}: {e}")))
    }

    fn re_match(src: &str, hay: &str) -> bool {
        run(&re(src), hay.as_bytes())
    }

    use ExpectKind::*;

    #[test]
    fn same_line_annotation() {
        let v = parse("func.func @f() // expected-error {{bad thing}}\n");
        assert_eq!(summary(&v), vec![(Error, 1, 1, 19, "bad thing".to_string())]);
        assert!(matches!(v[0].pattern, Pattern::Substring(_)));
        assert!(!v[0].matched);
    }

    #[test]
    fn all_kinds() {
        let v = parse(
            "// expected-error {{a}}\n// expected-warning {{b}}\n// expected-remark {{c}}\n// expected-note {{d}}",
        );
        let kinds: Vec<_> = v.iter().map(|e| (e.kind, e.line)).collect();
        assert_eq!(kinds, vec![(Error, 1), (Warning, 2), (Remark, 3), (Note, 4)]);
    }

    #[test]
    fn relative_offsets() {
        let text = "// expected-error@+2 {{a}}\n\nop\n// expected-warning @-1 {{b}}\n  // expected-note @+0{{c}}";
        let v = parse(text);
        assert_eq!(
            summary(&v),
            vec![
                (Error, 3, 1, 4, "a".to_string()),
                (Warning, 3, 4, 4, "b".to_string()),
                (Note, 5, 5, 6, "c".to_string()),
            ]
        );
    }

    #[test]
    fn lines_are_file_lines_of_the_chunk() {
        let v = parse_expectations("op\n// expected-error@-1 {{x}}\n", 10).unwrap();
        assert_eq!(summary(&v), vec![(Error, 10, 11, 4, "x".to_string())]);
    }

    #[test]
    fn octal_offset_like_get_as_integer() {
        let v = parse("// expected-error@+010 {{x}}\n// expected-error@+08 {{y}}\n// expected-error@+00 {{z}}");
        assert_eq!(v.iter().map(|e| e.line).collect::<Vec<_>>(), vec![9, 2, 3]);
    }

    #[test]
    fn above_skips_annotation_lines() {
        let text = "op1\n// expected-error@above {{a}}\n// expected-note @above {{b}}\n\n// expected-error@above {{c}}";
        let v = parse(text);
        assert_eq!(v.iter().map(|e| e.line).collect::<Vec<_>>(), vec![1, 1, 4]);
    }

    #[test]
    fn above_on_first_line_targets_chunk_start() {
        let v = parse_expectations("// expected-error@above {{a}}\nop", 7).unwrap();
        assert_eq!(v[0].line, 7);
    }

    #[test]
    fn below_skips_annotation_lines() {
        let text = "// expected-error@below {{a}}\n// expected-error@below {{b}}\n// expected-note {{c}}\nop\nop2";
        let v = parse(text);
        assert_eq!(v.iter().map(|e| e.line).collect::<Vec<_>>(), vec![4, 4, 3]);
    }

    #[test]
    fn dangling_below_targets_last_line() {
        // "a\n<ann>\n" splits into 3 lines; the last (empty) one is line 12.
        let v = parse_expectations("a\n// expected-error@below {{x}}\n", 10).unwrap();
        assert_eq!(v[0].line, 12);
        let v = parse_expectations("// expected-error@below {{x}}", 5).unwrap();
        assert_eq!(v[0].line, 5);
    }

    #[test]
    fn optional_whitespace_and_trailing_space() {
        let v = parse("// expected-error@+1{{x}}\n//expected-remark    @below    {{y}}   \r\nop");
        assert_eq!(summary(&v), vec![(Error, 2, 1, 4, "x".to_string()), (Remark, 3, 2, 3, "y".to_string())]);
        let v = parse("// expected-error-re{{x}}");
        assert!(matches!(v[0].pattern, Pattern::Regex(_)));
    }

    #[test]
    fn non_annotations_are_ignored() {
        let text = "// expected-error {{unterminated\n// expected-fatal {{x}}\n// expected-error @bogus {{x}}\n\
                    // expected-error@+ {{x}}\n// expected-error {{x}} trailing\n// expected-error -re {{x}}\n\
                    // expected-error @unknown {{x}}\n// expected-error";
        assert!(parse(text).is_empty());
    }

    #[test]
    fn failed_candidate_falls_back_to_later_one() {
        let v = parse("// see expected-foo; expected-error {{y}}");
        assert_eq!(summary(&v), vec![(Error, 1, 1, 22, "y".to_string())]);
    }

    #[test]
    fn message_runs_to_last_braces() {
        let v = parse(
            "// expected-error {{a {{b}} c}}\n// expected-error {{x}} expected-error {{y}}\n// expected-error {{}}",
        );
        assert_eq!(v[0].pattern.text(), "a {{b}} c");
        // Only one annotation fits on a line, as upstream.
        assert_eq!(v.len(), 3);
        assert_eq!(v[1].pattern.text(), "x}} expected-error {{y");
        assert_eq!(v[2].pattern.text(), "");
        assert!(v[2].pattern.is_match("anything"));
    }

    #[test]
    fn regex_annotations() {
        let v =
            parse("// expected-error-re {{value {{[0-9]+}} is a.b}}\n// expected-note-re@-1 {{^op{{(foo|bar)?}}$}}");
        assert_eq!(v[0].pattern.text(), "value {{[0-9]+}} is a.b");
        assert!(v[0].pattern.is_match("the value 42 is a.b here"));
        assert!(!v[0].pattern.is_match("value x is a.b"));
        assert!(!v[0].pattern.is_match("value 4 is axb"), "literal parts are escaped");
        assert_eq!(v[1].line, 1);
        assert!(v[1].pattern.is_match("^opfoo$"));
        assert!(v[1].pattern.is_match("^op$"));
        assert!(!v[1].pattern.is_match("opfoo"));
    }

    #[test]
    fn regex_only_pattern_and_posix_escapes() {
        let v = parse("// expected-error-re {{{{^expected '[[:alpha:]_]+', got '.*'$}}}}");
        assert!(v[0].pattern.is_match("expected 'foo_bar', got '1'"));
        assert!(!v[0].pattern.is_match("xexpected 'a', got ''"));
        let v = parse("// expected-error-re {{{{\\d+}}}}");
        assert!(v[0].pattern.is_match("ddd"), "\\d is the letter d in POSIX regexes");
        assert!(!v[0].pattern.is_match("123"));
    }

    #[test]
    fn empty_regex_pattern_never_matches() {
        let v = parse("// expected-error-re {{}}");
        assert!(!v[0].pattern.is_match(""));
        assert!(!v[0].pattern.is_match("x"));
    }

    #[test]
    fn regex_annotation_errors() {
        let text = "op\n  // expected-error-re {{foo {{bar}}\n// expected-error-re {{x {{a(}} y}}\n\
                    // expected-error-re {{x {{}}}}\n// expected-error {{fine}}\n// expected-error-re {{{{(a)\\1}}}}";
        let errs = parse_expectations(text, 3).unwrap_err();
        assert_eq!(
            errs,
            vec![
                (4, 6, "found start of regex with no end '}}'".to_string()),
                (5, 4, "invalid regex: parentheses not balanced".to_string()),
                (6, 4, "invalid regex: empty (sub)expression".to_string()),
                (8, 4, "invalid regex: backreferences are not supported".to_string()),
            ]
        );
    }

    #[test]
    fn check_success() {
        let mut v = parse(
            "op // expected-error {{bad}}\n// expected-note@-1 {{here}}\nop2 // expected-warning-re {{w{{[0-9]}}}}",
        );
        let d = [diag(Error, 1, 1, "very bad"), diag(Note, 1, 4, "see here"), diag(Warning, 3, 1, "w7")];
        assert!(check(&mut v, &d).is_empty());
        assert!(v.iter().all(|e| e.matched));
    }

    #[test]
    fn check_unexpected_and_missing() {
        let mut v = parse("op\nop // expected-error {{bad}}\n// expected-remark@-2 {{r}}");
        let d = [diag(Error, 2, 7, "something else"), diag(Error, 1, 3, "bad"), diag(Remark, 1, 1, "r!")];
        assert_eq!(
            check(&mut v, &d),
            vec![
                (2, 7, "unexpected error: something else".to_string()),
                (1, 3, "unexpected error: bad".to_string()),
                (2, 7, "expected error \"bad\" was not produced".to_string()),
            ]
        );
        assert_eq!(v.iter().map(|e| e.matched).collect::<Vec<_>>(), vec![false, true]);
    }

    #[test]
    fn check_regex_missing_reports_raw_text() {
        let mut v = parse("// expected-error-re {{a {{[0-9]+}}}}");
        let out = check(&mut v, &[diag(Error, 1, 1, "a b")]);
        assert_eq!(out[1], (1, 4, "expected error \"a {{[0-9]+}}\" was not produced".to_string()));
    }

    #[test]
    fn check_near_miss() {
        let mut v = parse("op // expected-warning {{oops}}\n// expected-remark@-1 {{oops}}");
        let out = check(&mut v, &[diag(Error, 1, 1, "oops")]);
        assert_eq!(
            out,
            vec![
                (2, 4, "'error' diagnostic emitted when expecting a 'remark'".to_string()),
                (1, 7, "expected warning \"oops\" was not produced".to_string()),
                (2, 4, "expected remark \"oops\" was not produced".to_string()),
            ]
        );
    }

    #[test]
    fn check_prefers_same_kind_over_near_miss() {
        let mut v = parse("op // expected-warning {{oops}}\n// expected-error@-1 {{oops}}");
        let out = check(&mut v, &[diag(Error, 1, 1, "oops")]);
        assert_eq!(out, vec![(1, 7, "expected warning \"oops\" was not produced".to_string())]);
    }

    #[test]
    fn one_expectation_absorbs_repeated_diagnostics() {
        let mut v = parse("op // expected-error {{dup}}");
        assert!(check(&mut v, &[diag(Error, 1, 1, "dup"), diag(Error, 1, 1, "dup")]).is_empty());
    }

    #[test]
    fn duplicate_expectations_need_only_first_match() {
        let mut v = parse("op // expected-error {{dup}}\n// expected-error@-1 {{dup}}");
        let out = check(&mut v, &[diag(Error, 1, 1, "dup"), diag(Error, 1, 1, "dup")]);
        assert_eq!(out, vec![(2, 4, "expected error \"dup\" was not produced".to_string())]);
    }

    #[test]
    fn multiple_annotations_for_one_line() {
        let text =
            "// expected-error@+3 {{first}}\n// expected-error@+2 {{second}}\n// expected-note@below {{note}}\nop";
        let mut v = parse(text);
        assert!(v.iter().all(|e| e.line == 4));
        let d = [diag(Error, 4, 1, "second"), diag(Note, 4, 1, "a note"), diag(Error, 4, 1, "the first")];
        assert!(check(&mut v, &d).is_empty());
    }

    #[test]
    fn wrong_line_is_unexpected() {
        let mut v = parse("op // expected-error {{bad}}\nop2");
        let out = check(&mut v, &[diag(Error, 2, 5, "bad")]);
        assert_eq!(
            out,
            vec![
                (2, 5, "unexpected error: bad".to_string()),
                (1, 7, "expected error \"bad\" was not produced".to_string()),
            ]
        );
    }

    #[test]
    fn regex_basics() {
        assert!(re_match("b+", "aabbb"));
        assert!(!re_match("^b", "ab"));
        assert!(re_match("a$", "ba"));
        assert!(!re_match("a$", "ab"));
        assert!(re_match("^(ab|cd)+e?$", "abcdab"));
        assert!(!re_match("^(ab|cd)+$", "abc"));
        assert!(re_match("x.z", "x\nz"));
        assert!(re_match("colou?r", "color"));
        assert!(re_match("^a{2,3}$", "aaa"));
        assert!(!re_match("^a{2,3}$", "aaaa"));
        assert!(!re_match("^a{2}$", "a"));
        assert!(re_match("^a{2,}$", "aaaaa"));
        assert!(re_match("^(a|b){0,2}c$", "c"));
        assert!(re_match("^xa{0}y$", "xy"));
        assert!(re_match("a()b", "ab"));
        assert!(re_match("\\.\\*", "a.*b"));
        assert!(!re_match("\\.", "a"));
        assert!(re_match("a{", "a{"));
        assert!(re_match("a{,2}", "a{,2}"));
        assert!(re_match("}", "}"));
    }

    #[test]
    fn regex_empty_loops_terminate() {
        assert!(!re_match("^(a*)*b$", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaac"));
        assert!(re_match("(a*)*", ""));
        assert!(re_match("(^|x)*y", "y"));
        assert!(re_match("a$*", "a"));
    }

    #[test]
    fn regex_brackets() {
        assert!(re_match("^[a-c]+$", "abcab"));
        assert!(!re_match("^[a-c]+$", "abd"));
        assert!(re_match("^[^a-c]$", "\n"));
        assert!(re_match("^[]a]+$", "]a]"));
        assert!(re_match("^[^]a]$", "b"));
        assert!(!re_match("^[^]a]$", "]"));
        assert!(re_match("^[a-]+$", "-a"));
        assert!(re_match("^[-a]+$", "-a"));
        assert!(re_match("^[%--]+$", "%+-"));
        assert!(re_match("^[\\d]+$", "\\d"), "no escapes inside brackets");
        assert!(re_match("^[[:digit:][:upper:]]+$", "A1Z9"));
        assert!(!re_match("[[:space:]]", "ab"));
        assert!(re_match("[[:space:]]", "a\u{b}b"));
        assert!(re_match("^[[:alnum:]_]+$", "foo_1"));
        assert!(re_match("^[[=a=][.b.]]+$", "abba"));
        assert!(re_match("^[[.-.]]$", "-"));
    }

    #[test]
    fn regex_word_boundaries() {
        assert!(re_match("[[:<:]]foo[[:>:]]", "a foo b"));
        assert!(!re_match("[[:<:]]foo[[:>:]]", "afoo"));
        assert!(!re_match("[[:<:]]foo[[:>:]]", "foo_"));
        assert!(re_match("[[:<:]]foo[[:>:]]", "foo"));
    }

    #[test]
    fn regex_errors() {
        let cases = [
            ("", E_EMPTY),
            ("a|", E_EMPTY),
            ("|a", E_EMPTY),
            ("(|a)", E_EMPTY),
            ("a{0}", E_EMPTY),
            ("x(a{0})", E_EMPTY),
            ("*a", E_BADRPT),
            ("a**", E_BADRPT),
            ("a+?", E_BADRPT),
            ("^*", E_BADRPT),
            ("{1}", E_BADRPT),
            ("(a", E_EPAREN),
            ("a)", E_EPAREN),
            ("(", E_EPAREN),
            ("[a", E_EBRACK),
            ("[", E_EBRACK),
            ("a{1", E_EBRACE),
            ("a{1x}", E_BADBR),
            ("a{2,1}", E_BADBR),
            ("a{256}", E_BADBR),
            ("[z-a]", E_ERANGE),
            ("[a-c-e]", E_ERANGE),
            ("[[:foo:]]", E_ECTYPE),
            ("[[:alpha]", E_ECTYPE),
            ("[[.ab.]]", E_ECOLLATE),
            ("a\\", E_EESCAPE),
            ("\\1", E_ESUBREG),
            ("(a\\1)", E_ESUBREG),
            ("(a)\\1", E_BACKREF),
        ];
        for (src, err) in cases {
            assert_eq!(parse_regex(src).err(), Some(err), "{src:?}");
        }
        assert!(parse_regex("a{255}").is_ok());
        assert!(parse_regex("()").is_ok());
    }

    #[test]
    fn huge_regex_is_rejected() {
        let v = parse_expectations("// expected-error-re {{{{((a{255}){255}){255} }}}}", 1).unwrap_err();
        assert_eq!(v, vec![(1, 4, "invalid regex: regular expression too large".to_string())]);
    }

    #[test]
    fn regex_matches_utf8_messages_bytewise() {
        assert!(re_match("^caf..$", "café"));
        assert!(!re_match("^caf.$", "café"));
        let v = parse("// expected-error-re {{é {{[0-9]}}}}");
        assert!(v[0].pattern.is_match("x é 5"));
    }
}

//! The lexer: MLIR source bytes to tokens.
//!
//! Byte-level and hand-written: tokens are spans into the source, nothing is
//! copied. Positions are absolute byte offsets into the source buffer, so a
//! `--split-input-file` chunk reports the lines of the whole file. The
//! source is bytes, not necessarily UTF-8: string literals and comments may
//! hold any byte, and anything else that is not ASCII is an unexpected
//! character.

/// Token kinds of the MLIR lexical grammar.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TokenKind {
    Eof,
    Error,
    BareIdent,
    /// `@name` or `@"string"`
    AtIdent,
    /// `#name`, `#0`
    HashIdent,
    /// `%name`, `%0`
    PercentIdent,
    /// `^bb0`
    CaretIdent,
    /// `!name`
    BangIdent,
    Integer,
    Float,
    String,
    Arrow,
    Colon,
    Comma,
    Ellipsis,
    Equal,
    Greater,
    LBrace,
    LParen,
    LSquare,
    Less,
    Minus,
    Plus,
    Question,
    RBrace,
    RParen,
    RSquare,
    Star,
    VerticalBar,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokenKind,
    pub start: usize,
    pub end: usize,
}

/// Lexer over `src[..end]`, starting at a given offset.
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    end: usize,
    /// Message of the last `Error` token.
    pub error: Option<(usize, String)>,
}

/// Character classes, one bit each in [`CLASSES`]: the lexer's inner loops
/// test a byte with one table load instead of a chain of range checks.
const ID_START: u8 = 1;
const ID_CHAR: u8 = 2;
/// Characters of a suffix identifier after the first one (`%x-y.z$`).
const SUFFIX_CHAR: u8 = 4;
const DIGIT: u8 = 8;
const SPACE: u8 = 16;

static CLASSES: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let alpha = b.is_ascii_alphabetic();
        let digit = b.is_ascii_digit();
        let mut class = 0;
        if alpha || b == b'_' {
            class |= ID_START;
        }
        if alpha || digit || matches!(b, b'_' | b'$' | b'.') {
            class |= ID_CHAR | SUFFIX_CHAR;
        }
        if b == b'-' {
            class |= SUFFIX_CHAR;
        }
        if digit {
            class |= DIGIT;
        }
        if matches!(b, b' ' | b'\t' | b'\n' | b'\r') {
            class |= SPACE;
        }
        t[c] = class;
        c += 1;
    }
    t
};

fn has(c: u8, class: u8) -> bool {
    CLASSES[c as usize] & class != 0
}
fn is_id_start(c: u8) -> bool {
    has(c, ID_START)
}

/// Whether `s` lexes as one bare identifier.
pub(crate) fn is_bare_identifier(s: &[u8]) -> bool {
    s.first().is_some_and(|&c| is_id_start(c)) && s.iter().all(|&c| has(c, ID_CHAR))
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a [u8], start: usize, end: usize) -> Self {
        // Cut at `end`, so that one bounds check tells the end of the text.
        let src = &src[..end.min(src.len())];
        Lexer { src, pos: start, end: src.len(), error: None }
    }

    pub fn position(&self) -> usize {
        self.pos
    }

    /// Continue lexing at `pos` (used to split `4x4xf32` and after sub-parsers).
    pub fn reset(&mut self, pos: usize) {
        self.pos = pos;
    }

    /// Where the lexed text ends (the end of a `--split-input-file` chunk).
    pub fn end(&self) -> usize {
        self.end
    }

    /// The byte `off` ahead, 0 past the end.
    fn peek(&self, off: usize) -> u8 {
        self.src.get(self.pos + off).copied().unwrap_or(0)
    }

    /// Step over the bytes of `class`.
    fn skip_class(&mut self, class: u8) {
        while has(self.peek(0), class) {
            self.pos += 1;
        }
    }

    fn tok(&self, kind: TokenKind, start: usize) -> Token {
        Token { kind, start, end: self.pos }
    }

    fn err(&mut self, start: usize, msg: impl Into<String>) -> Token {
        self.error = Some((start, msg.into()));
        Token { kind: TokenKind::Error, start, end: self.pos.max(start + 1).min(self.end.max(start)) }
    }

    fn skip_trivia(&mut self) {
        loop {
            match self.peek(0) {
                c if has(c, SPACE) => self.skip_class(SPACE),
                b'/' if self.peek(1) == b'/' => {
                    while self.pos < self.end && self.src[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                }
                _ => return,
            }
        }
    }

    /// The next token.
    pub fn next_token(&mut self) -> Token {
        self.skip_trivia();
        let start = self.pos;
        if self.pos >= self.end {
            return Token { kind: TokenKind::Eof, start: self.end, end: self.end };
        }
        let c = self.src[self.pos];
        self.pos += 1;
        use TokenKind::*;
        match c {
            b':' => self.tok(Colon, start),
            b',' => self.tok(Comma, start),
            b'(' => self.tok(LParen, start),
            b')' => self.tok(RParen, start),
            b'}' => self.tok(RBrace, start),
            b'[' => self.tok(LSquare, start),
            b']' => self.tok(RSquare, start),
            b'<' => self.tok(Less, start),
            b'>' => self.tok(Greater, start),
            b'=' => self.tok(Equal, start),
            b'+' => self.tok(Plus, start),
            b'*' => self.tok(Star, start),
            b'?' => self.tok(Question, start),
            b'|' => self.tok(VerticalBar, start),
            b'{' => {
                if self.peek(0) == b'-' && self.peek(1) == b'#' {
                    self.pos += 2;
                    self.tok(FileMetadataBegin, start)
                } else {
                    self.tok(LBrace, start)
                }
            }
            b'-' => {
                if self.peek(0) == b'>' {
                    self.pos += 1;
                    self.tok(Arrow, start)
                } else {
                    self.tok(Minus, start)
                }
            }
            b'.' => {
                if self.peek(0) == b'.' && self.peek(1) == b'.' {
                    self.pos += 2;
                    self.tok(Ellipsis, start)
                } else {
                    self.err(start, "unexpected character")
                }
            }
            b'"' => self.lex_string(start),
            b'@' => self.lex_at(start),
            b'#' => {
                if self.peek(0) == b'-' && self.peek(1) == b'}' {
                    self.pos += 2;
                    self.tok(FileMetadataEnd, start)
                } else {
                    self.lex_prefixed(start, HashIdent)
                }
            }
            b'%' => self.lex_prefixed(start, PercentIdent),
            b'^' => self.lex_prefixed(start, CaretIdent),
            b'!' => self.lex_prefixed(start, BangIdent),
            b'0'..=b'9' => self.lex_number(start),
            c if is_id_start(c) => {
                self.skip_class(ID_CHAR);
                self.tok(BareIdent, start)
            }
            _ => {
                // Step over a whole UTF-8 sequence so the caret lands on it.
                while self.pos < self.end && (self.src[self.pos] & 0xC0) == 0x80 {
                    self.pos += 1;
                }
                self.err(start, "unexpected character")
            }
        }
    }

    /// `@` (bare-id | string-literal)
    fn lex_at(&mut self, start: usize) -> Token {
        let c = self.peek(0);
        if is_id_start(c) {
            self.skip_class(ID_CHAR);
            return self.tok(TokenKind::AtIdent, start);
        }
        if c == b'"' {
            self.pos += 1;
            let t = self.lex_string(start);
            return if t.kind == TokenKind::String { self.tok(TokenKind::AtIdent, start) } else { t };
        }
        self.err(start, "@ identifier expected to start with letter or '_'")
    }

    /// `%`, `#`, `^`, `!` followed by digits or a suffix identifier.
    fn lex_prefixed(&mut self, start: usize, kind: TokenKind) -> Token {
        let c = self.peek(0);
        if has(c, DIGIT) {
            self.skip_class(DIGIT);
        } else if is_id_start(c) || matches!(c, b'$' | b'.' | b'-') {
            self.pos += 1;
            self.skip_class(SUFFIX_CHAR);
        } else {
            let what = match kind {
                TokenKind::PercentIdent => "invalid SSA name",
                TokenKind::CaretIdent => "invalid block name",
                TokenKind::HashIdent => "invalid attribute name",
                _ => "invalid type identifier",
            };
            return self.err(start, what);
        }
        self.tok(kind, start)
    }

    /// integer-literal ::= [0-9]+ | `0x` [0-9a-fA-F]+
    /// float-literal ::= [-+]?[0-9]+[.][0-9]*([eE][-+]?[0-9]+)?
    fn lex_number(&mut self, start: usize) -> Token {
        if self.src[start] == b'0' && self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() {
            self.pos += 1;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(TokenKind::Integer, start);
        }
        self.skip_class(DIGIT);
        if self.peek(0) != b'.' {
            return self.tok(TokenKind::Integer, start);
        }
        self.pos += 1;
        self.skip_class(DIGIT);
        if matches!(self.peek(0), b'e' | b'E') {
            let sign = matches!(self.peek(1), b'+' | b'-') as usize;
            if self.peek(1 + sign).is_ascii_digit() {
                self.pos += 1 + sign;
                self.skip_class(DIGIT);
            }
        }
        self.tok(TokenKind::Float, start)
    }

    /// string-literal ::= `"` [^"\n\f\v]* `"` with `\"`, `\\`, `\n`, `\t`, `\XX` escapes;
    /// any other byte (`\r`, NUL, bytes that are not UTF-8) stands for itself.
    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            if self.pos >= self.end {
                // Upstream points past the last character of the text.
                return self.err(self.pos, "expected '\"' in string literal");
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'"' => return self.tok(TokenKind::String, start),
                b'\n' | 0x0b | 0x0c => {
                    self.pos -= 1;
                    return self.err(self.pos, "expected '\"' in string literal");
                }
                b'\\' => {
                    let e = self.peek(0);
                    if matches!(e, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if e.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        let at = self.pos - 1;
                        return self.err(at, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }
}

/// Decode the body of a string token (without quotes) into bytes.
pub fn unescape(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        let e = body.get(i + 1).copied().unwrap_or(b'\\');
        match e {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'"' | b'\\' => out.push(e),
            _ => {
                let hex = std::str::from_utf8(&body[i + 1..(i + 3).min(body.len())]).unwrap_or("0");
                out.push(u8::from_str_radix(hex, 16).unwrap_or(0));
                i += 3;
                continue;
            }
        }
        i += 2;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<TokenKind> {
        let mut lx = Lexer::new(src.as_bytes(), 0, src.len());
        let mut out = Vec::new();
        loop {
            let t = lx.next_token();
            out.push(t.kind);
            if matches!(t.kind, TokenKind::Eof | TokenKind::Error) {
                return out;
            }
        }
    }

    #[test]
    fn lexes_identifiers_numbers_and_punctuation() {
        use TokenKind::*;
        assert_eq!(
            kinds("%x#1 = \"a.b\"() : () -> i32 // c\n^bb0 @f @\"q\" !t #m 0x1F 1.5e-3 {-# #-} ..."),
            vec![
                PercentIdent,
                HashIdent,
                Equal,
                String,
                LParen,
                RParen,
                Colon,
                LParen,
                RParen,
                Arrow,
                BareIdent,
                CaretIdent,
                AtIdent,
                AtIdent,
                BangIdent,
                HashIdent,
                Integer,
                Float,
                FileMetadataBegin,
                FileMetadataEnd,
                Ellipsis,
                Eof
            ]
        );
    }

    #[test]
    fn character_classes_are_the_grammar_s() {
        for c in 0..=255u8 {
            let alpha = c.is_ascii_alphabetic();
            let id_char = c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.');
            assert_eq!(has(c, ID_START), alpha || c == b'_', "{c}");
            assert_eq!(has(c, ID_CHAR), id_char, "{c}");
            assert_eq!(has(c, SUFFIX_CHAR), id_char || c == b'-', "{c}");
            assert_eq!(has(c, DIGIT), c.is_ascii_digit(), "{c}");
            assert_eq!(has(c, SPACE), matches!(c, b' ' | b'\t' | b'\n' | b'\r'), "{c}");
        }
    }

    #[test]
    fn a_chunk_ends_where_it_is_cut() {
        let src = b"%a %b";
        let mut lx = Lexer::new(src, 0, 2);
        assert_eq!(lx.next_token(), Token { kind: TokenKind::PercentIdent, start: 0, end: 2 });
        assert_eq!(lx.next_token().kind, TokenKind::Eof);
    }

    #[test]
    fn unterminated_string_is_an_error() {
        let src = b"\"abc\n";
        let mut lx = Lexer::new(src, 0, src.len());
        assert_eq!(lx.next_token().kind, TokenKind::Error);
        assert_eq!(lx.error.as_ref().unwrap().1, "expected '\"' in string literal");
    }

    #[test]
    fn unescape_handles_all_escapes() {
        assert_eq!(unescape(br#"a\"b\n\t\\\00\FF"#), b"a\"b\n\t\\\x00\xFF".to_vec());
    }
}

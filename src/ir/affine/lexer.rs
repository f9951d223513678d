//! The subset of MLIR's lexer that affine syntax needs: bare identifiers
//! (keywords included), integer and float literals, punctuation, `%`/`#`
//! prefixed identifiers, `//` comments, and the lexer's own error tokens with
//! upstream's messages. Also upstream's "wrong token" error location
//! heuristic.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tok {
    Ident,
    Integer,
    Float,
    LParen,
    RParen,
    LSquare,
    RSquare,
    Comma,
    Plus,
    Minus,
    Star,
    Arrow,
    Colon,
    Greater,
    Less,
    Equal,
    Percent,
    Hash,
    Eof,
    /// A valid MLIR token affine syntax has no use for (`{`, `@foo`, ...).
    Other,
    /// A token MLIR's lexer rejects; see `Token::error`.
    Error,
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Token {
    pub(super) kind: Tok,
    pub(super) start: usize,
    pub(super) end: usize,
    /// For `Tok::Error`: where the lexer reports the error and its message.
    pub(super) error: Option<(usize, &'static str)>,
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_'
}

fn is_ident_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.')
}

/// Skips whitespace and `//` comments.
fn skip_trivia(b: &[u8], mut pos: usize) -> usize {
    while pos < b.len() {
        match b[pos] {
            b' ' | b'\t' | b'\n' | b'\r' => pos += 1,
            b'/' if b.get(pos + 1) == Some(&b'/') => {
                while pos < b.len() && b[pos] != b'\n' && b[pos] != b'\r' {
                    pos += 1;
                }
            }
            _ => break,
        }
    }
    pos
}

/// End of a number starting at `start` and its kind (integer, hex integer
/// or float literal), as MLIR's `lexNumber`.
fn lex_number(b: &[u8], start: usize) -> (Tok, usize) {
    let mut p = start + 1;
    if b[start] == b'0' && b.get(p) == Some(&b'x') {
        if !b.get(p + 1).is_some_and(u8::is_ascii_hexdigit) {
            return (Tok::Integer, p);
        }
        p += 2;
        while b.get(p).is_some_and(u8::is_ascii_hexdigit) {
            p += 1;
        }
        return (Tok::Integer, p);
    }
    while b.get(p).is_some_and(u8::is_ascii_digit) {
        p += 1;
    }
    if b.get(p) != Some(&b'.') {
        return (Tok::Integer, p);
    }
    p += 1;
    while b.get(p).is_some_and(u8::is_ascii_digit) {
        p += 1;
    }
    if matches!(b.get(p), Some(b'e' | b'E')) {
        let digit_at = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
        if digit_at(p + 1) || (matches!(b.get(p + 1), Some(b'-' | b'+')) && digit_at(p + 2)) {
            p += 2;
            while digit_at(p) {
                p += 1;
            }
        }
    }
    (Tok::Float, p)
}

/// End of the suffix-id of a `%` / `#` / `^` / `!` prefixed identifier, if
/// valid.
fn lex_suffix_id(b: &[u8], start: usize) -> Option<usize> {
    let punct = |c: u8| matches!(c, b'$' | b'.' | b'_' | b'-');
    let first = *b.get(start)?;
    let mut p = start;
    if first.is_ascii_digit() {
        while b.get(p).is_some_and(u8::is_ascii_digit) {
            p += 1;
        }
    } else if first.is_ascii_alphabetic() || punct(first) {
        while b.get(p).is_some_and(|&c| c.is_ascii_alphanumeric() || punct(c)) {
            p += 1;
        }
    } else {
        return None;
    }
    Some(p)
}

/// Result of lexing a compound token: its end, or an error location and
/// message.
type LexEnd = Result<usize, (usize, &'static str)>;

/// A string literal whose opening quote is at `start` (MLIR `lexString`).
fn lex_string(b: &[u8], start: usize) -> LexEnd {
    let mut p = start + 1;
    loop {
        match b.get(p) {
            None | Some(b'\n' | b'\x0b' | b'\x0c') => return Err((p, "expected '\"' in string literal")),
            Some(b'"') => return Ok(p + 1),
            Some(b'\\') => {
                let next = b.get(p + 1).copied().unwrap_or(0);
                if matches!(next, b'"' | b'\\' | b'n' | b't') {
                    p += 2;
                } else if next.is_ascii_hexdigit() && b.get(p + 2).is_some_and(u8::is_ascii_hexdigit) {
                    p += 3;
                } else {
                    return Err((p, "unknown escape in string literal"));
                }
            }
            Some(_) => p += 1,
        }
    }
}

/// The punctuation-led tokens of MLIR's lexer that carry no meaning here,
/// or the lexer error they produce.
fn lex_punct(b: &[u8], start: usize, c: u8) -> LexEnd {
    let next = b.get(start + 1).copied();
    match c {
        b'%' | b'#' | b'^' | b'!' => {
            if c == b'#' && next == Some(b'-') && b.get(start + 2) == Some(&b'}') {
                return Ok(start + 3);
            }
            let what = match c {
                b'%' => "invalid SSA name",
                b'#' => "invalid attribute name",
                b'^' => "invalid block name",
                _ => "invalid type identifier",
            };
            lex_suffix_id(b, start + 1).ok_or((start, what))
        }
        b'@' => match next {
            Some(b'"') => lex_string(b, start + 1),
            Some(x) if is_ident_start(x) => {
                let mut end = start + 2;
                while b.get(end).is_some_and(|&x| is_ident_char(x)) {
                    end += 1;
                }
                Ok(end)
            }
            _ => Err((start + 1, "@ identifier expected to start with letter or '_'")),
        },
        b'"' => lex_string(b, start),
        b'.' if next == Some(b'.') && b.get(start + 2) == Some(&b'.') => Ok(start + 3),
        b'.' => Err((start + 1, "expected three consecutive dots for an ellipsis")),
        b'{' if next == Some(b'-') && b.get(start + 2) == Some(&b'#') => Ok(start + 3),
        b'{' | b'}' | b'?' | b'|' => Ok(start + 1),
        _ => Err((start, "unexpected character")),
    }
}

/// Lexes the token starting at or after `pos` (after whitespace and
/// comments).
pub(super) fn lex(src: &str, pos: usize) -> Token {
    let b = src.as_bytes();
    let start = skip_trivia(b, pos);
    let tok = |kind, end| Token { kind, start, end, error: None };
    let Some(&c) = b.get(start) else {
        return tok(Tok::Eof, start);
    };
    let single = match c {
        b'(' => Some(Tok::LParen),
        b')' => Some(Tok::RParen),
        b'[' => Some(Tok::LSquare),
        b']' => Some(Tok::RSquare),
        b',' => Some(Tok::Comma),
        b'+' => Some(Tok::Plus),
        b'*' => Some(Tok::Star),
        b':' => Some(Tok::Colon),
        b'>' => Some(Tok::Greater),
        b'<' => Some(Tok::Less),
        b'=' => Some(Tok::Equal),
        _ => None,
    };
    if let Some(kind) = single {
        return tok(kind, start + 1);
    }
    let kind_of_prefixed = |c: u8| match c {
        b'%' => Tok::Percent,
        b'#' => Tok::Hash,
        _ => Tok::Other,
    };
    match c {
        b'-' if b.get(start + 1) == Some(&b'>') => tok(Tok::Arrow, start + 2),
        b'-' => tok(Tok::Minus, start + 1),
        _ if is_ident_start(c) => {
            let mut end = start + 1;
            while b.get(end).is_some_and(|&x| is_ident_char(x)) {
                end += 1;
            }
            tok(Tok::Ident, end)
        }
        _ if c.is_ascii_digit() => {
            let (kind, end) = lex_number(b, start);
            tok(kind, end)
        }
        _ => match lex_punct(b, start, c) {
            Ok(end) if &b[start..end] == b"#-}" => tok(Tok::Other, end),
            Ok(end) => tok(kind_of_prefixed(c), end),
            Err(error) => {
                let len = src[start..].chars().next().map_or(1, char::len_utf8);
                Token { kind: Tok::Error, start, end: start + len, error: Some(error) }
            }
        },
    }
}

/// Upstream `emitWrongTokenError`'s location heuristic: report the error
/// right after the previous non-blank text (skipping blank lines and
/// trailing `//` comments) rather than at the unexpected token. Backing up
/// to the start of `src` gives offset 0, as if `src` followed non-blank text
/// such as `affine_map<`.
pub(super) fn wrong_token_offset(src: &str, tok: &Token) -> usize {
    let b = src.as_bytes();
    let original = if tok.kind == Tok::Eof { tok.start.saturating_sub(1) } else { tok.start };
    let mut end = original;
    loop {
        while end > 0 && matches!(b[end - 1], b' ' | b'\t') {
            end -= 1;
        }
        if end == 0 {
            // Upstream would keep backing up into the text before `src`
            // (e.g. `affine_map<`), which ends right where `src` starts.
            return 0;
        }
        if !matches!(b[end - 1], b'\n' | b'\r') {
            return end;
        }
        end -= 1;
        let line_start = b[..end].iter().rposition(|&x| x == b'\n' || x == b'\r').unwrap_or(0);
        if let Some(cs) = b[line_start..end].windows(2).position(|w| w == b"//") {
            end = line_start + cs;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(Tok, &str)> {
        let mut out = Vec::new();
        let mut pos = 0;
        loop {
            let t = lex(src, pos);
            if t.kind == Tok::Eof {
                return out;
            }
            out.push((t.kind, &src[t.start..t.end]));
            pos = t.end;
        }
    }

    #[test]
    fn tokens() {
        use Tok::*;
        assert_eq!(
            kinds("d0->(x.y$ - 0x1F) // c\n 1.5e3 0xg %a#2 >="),
            vec![
                (Ident, "d0"),
                (Arrow, "->"),
                (LParen, "("),
                (Ident, "x.y$"),
                (Minus, "-"),
                (Integer, "0x1F"),
                (RParen, ")"),
                (Float, "1.5e3"),
                (Integer, "0"),
                (Ident, "xg"),
                (Percent, "%a"),
                (Hash, "#2"),
                (Greater, ">"),
                (Equal, "="),
            ]
        );
    }

    #[test]
    fn lexer_errors() {
        assert_eq!(lex("# x", 0).error, Some((0, "invalid attribute name")));
        assert_eq!(lex(" %", 0).error, Some((1, "invalid SSA name")));
        assert_eq!(lex("@ ", 0).error, Some((1, "@ identifier expected to start with letter or '_'")));
        assert_eq!(lex(".", 0).error, Some((1, "expected three consecutive dots for an ellipsis")));
        assert_eq!(lex("\"ab", 0).error, Some((3, "expected '\"' in string literal")));
        assert_eq!(lex("é", 0).error, Some((0, "unexpected character")));
        assert_eq!(lex("@foo", 0).kind, Tok::Other);
    }

    #[test]
    fn wrong_token_location() {
        let src = "(d0 +   x";
        assert_eq!(wrong_token_offset(src, &lex(src, 5)), 5);
        let src = "(d0 // c\n\n  x";
        assert_eq!(wrong_token_offset(src, &lex(src, 3)), 3);
        let src = "  x";
        assert_eq!(wrong_token_offset(src, &lex(src, 0)), 0);
    }
}

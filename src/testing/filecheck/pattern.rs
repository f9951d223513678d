//! One check pattern: literal text, `{{regex}}`, `[[VAR:regex]]` definitions,
//! `[[VAR]]` uses and `[[@LINE]]`, compiled to a Rust regex with FileCheck's
//! regex dialect (POSIX ERE as `llvm::Regex` reads it) translated.

use regex::{Regex, RegexBuilder};
use rustc_hash::FxHashMap;

/// The values of string variables while checking.
pub(super) type Vars = FxHashMap<String, String>;

#[derive(Clone, Debug)]
enum Piece {
    Literal(String),
    /// A translated regex, wrapped in a non-capturing group.
    Regex(String),
    /// A definition: the variable and its translated regex.
    Def(String, String),
    Use(String),
}

/// A compiled pattern of one directive.
#[derive(Debug)]
pub(super) struct Pattern {
    pieces: Vec<Piece>,
    /// Compiled once when the pattern uses no variable.
    fixed: Option<Regex>,
}

/// A match: byte range in the searched text and the definitions it made.
#[derive(Debug)]
pub(super) struct Found {
    pub start: usize,
    pub end: usize,
    pub defs: Vec<(String, String)>,
}

impl Pattern {
    /// Parse canonicalized pattern text; `line` is its check-file line (for
    /// `[[@LINE]]`). Errors are messages with the byte offset they concern.
    pub fn parse(text: &str, line: usize) -> Result<Pattern, (usize, String)> {
        let mut pieces = Vec::new();
        let mut lit = String::new();
        let mut defined: Vec<String> = Vec::new();
        let mut i = 0;
        while i < text.len() {
            let rest = &text[i..];
            if let Some(body) = rest.strip_prefix("{{") {
                let mut end = body.find("}}").ok_or((i, "found start of regex string with no end '}}'".to_string()))?;
                // In `{{x{2}}}` the regex ends at the last `}}` of the run.
                while body[end + 2..].starts_with('}') {
                    end += 1;
                }
                let re = translate_regex(&body[..end]).map_err(|m| (i, m))?;
                if re.is_empty() {
                    return Err((i, "found empty regex string '{{}}'".into()));
                }
                flush(&mut lit, &mut pieces);
                pieces.push(Piece::Regex(re));
                i += 2 + end + 2;
            } else if let Some(body) = rest.strip_prefix("[[") {
                let end = block_end(body).ok_or_else(|| {
                    (
                        i,
                        "'[[' starts a variable but has no matching ']]'; to match a literal '[[' write '{{\\[\\[}}'"
                            .into(),
                    )
                })?;
                flush(&mut lit, &mut pieces);
                pieces.push(parse_block(&body[..end], line, &mut defined).map_err(|m| (i, m))?);
                i += 2 + end + 2;
            } else {
                let c = rest.chars().next().unwrap_or(' ');
                lit.push(c);
                i += c.len_utf8();
            }
        }
        flush(&mut lit, &mut pieces);
        let mut p = Pattern { pieces, fixed: None };
        // Compile now to report regex errors at the check line, with
        // placeholder values for variables.
        let placeholder: Vars = p.uses().map(|n| (n.to_string(), String::new())).collect();
        let re = p.compile(&placeholder).map_err(|(_, m)| (0, m))?;
        if p.uses().next().is_none() {
            p.fixed = Some(re);
        }
        Ok(p)
    }

    /// The names of the variables the pattern uses.
    pub fn uses(&self) -> impl Iterator<Item = &str> {
        self.pieces.iter().filter_map(|p| match p {
            Piece::Use(n) => Some(n.as_str()),
            _ => None,
        })
    }

    /// The first match in `text[range]`. Err: names of undefined variables.
    pub fn find(&self, text: &str, range: std::ops::Range<usize>, vars: &Vars) -> Result<Option<Found>, Vec<String>> {
        let compiled;
        let re = match &self.fixed {
            Some(re) => re,
            None => {
                compiled = self.compile(vars).map_err(|(undefined, _)| undefined)?;
                &compiled
            }
        };
        // The searched text is sliced, so `^` also matches at its start, as
        // FileCheck's matching of a buffer suffix does.
        let hay = &text[range.clone()];
        let Some(caps) = re.captures(hay) else { return Ok(None) };
        let whole = caps.get(0).expect("group 0 always participates");
        // Definitions are named groups: groups of the user's regexes do not
        // shift them.
        let defs = self
            .pieces
            .iter()
            .filter_map(|p| match p {
                Piece::Def(n, _) => Some(n.clone()),
                _ => None,
            })
            .enumerate()
            .map(|(k, n)| (n, caps.name(&format!("fcdef{k}")).map_or("", |m| m.as_str()).to_string()))
            .collect();
        Ok(Some(Found { start: range.start + whole.start(), end: range.start + whole.end(), defs }))
    }

    /// Text close to what the pattern matches, for the closest-candidate
    /// search: literals and known variable values, regexes left out.
    pub fn example(&self, vars: &Vars) -> String {
        let mut s = String::new();
        for p in &self.pieces {
            match p {
                Piece::Literal(l) => s.push_str(l),
                Piece::Use(n) => s.push_str(vars.get(n).map_or("", String::as_str)),
                Piece::Regex(_) | Piece::Def(..) => {}
            }
        }
        s
    }

    /// Build the regex with variable values substituted. Err: (undefined
    /// variables, or a regex syntax error message).
    fn compile(&self, vars: &Vars) -> Result<Regex, (Vec<String>, String)> {
        let mut src = String::new();
        let mut undefined = Vec::new();
        let mut defs = 0;
        for p in &self.pieces {
            match p {
                Piece::Literal(l) => src.push_str(&regex::escape(l)),
                Piece::Regex(r) => src.push_str(&format!("(?:{r})")),
                Piece::Def(_, r) => {
                    src.push_str(&format!("(?P<fcdef{defs}>{r})"));
                    defs += 1;
                }
                Piece::Use(n) => match vars.get(n) {
                    Some(v) => src.push_str(&regex::escape(v)),
                    None => undefined.push(n.clone()),
                },
            }
        }
        if !undefined.is_empty() {
            return Err((undefined, String::new()));
        }
        RegexBuilder::new(&src)
            .multi_line(true)
            .build()
            .map_err(|e| (Vec::new(), format!("invalid regex: {}", last_line(&e.to_string()))))
    }
}

fn flush(lit: &mut String, pieces: &mut Vec<Piece>) {
    if !lit.is_empty() {
        pieces.push(Piece::Literal(std::mem::take(lit)));
    }
}

fn last_line(s: &str) -> &str {
    s.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or(s).trim()
}

/// The offset of the `]]` closing a `[[` block whose body starts `s`,
/// skipping bracket expressions and escapes as FileCheck does.
fn block_end(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    while i < b.len() {
        if depth == 0 && b[i..].starts_with(b"]]") {
            return Some(i);
        }
        match b[i] {
            b'\\' => i += 1,
            b'[' => depth += 1,
            b']' => depth = depth.checked_sub(1)?,
            _ => {}
        }
        i += 1;
    }
    None
}

/// `[[NAME]]`, `[[NAME:regex]]`, `[[@LINE]]`, `[[@LINE+N]]`, `[[@LINE-N]]`.
fn parse_block(body: &str, line: usize, defined: &mut Vec<String>) -> Result<Piece, String> {
    if body.starts_with('#') {
        return Err("numeric substitution blocks '[[#...]]' are not supported".into());
    }
    if let Some(off) = body.strip_prefix("@LINE") {
        let off = off.replace(' ', "");
        let n: i64 = if off.is_empty() {
            0
        } else {
            off.strip_prefix('+').unwrap_or(&off).parse().map_err(|_| format!("invalid @LINE offset '{off}'"))?
        };
        let value = i64::try_from(line).unwrap_or(i64::MAX).saturating_add(n);
        return Ok(Piece::Literal(value.to_string()));
    }
    let name_len = body
        .char_indices()
        .find(|&(k, c)| !(c.is_ascii_alphabetic() || c == '_' || (k == 0 && c == '$') || (k > 0 && c.is_ascii_digit())))
        .map_or(body.len(), |(k, _)| k);
    let (name, rest) = body.split_at(name_len);
    let hint = "; to match a literal '[[' write '{{\\[\\[}}'";
    if name.is_empty() || name == "$" {
        return Err(format!("invalid variable name in '[[{body}]]'{hint}"));
    }
    if rest.is_empty() {
        if defined.iter().any(|d| d == name) {
            return Err(format!(
                "variable '{name}' is defined earlier on the same line; using it on that line is not supported"
            ));
        }
        return Ok(Piece::Use(name.to_string()));
    }
    let Some(re) = rest.strip_prefix(':') else {
        return Err(format!("invalid variable block '[[{body}]]': expected ':' or ']]' after '{name}'{hint}"));
    };
    if defined.iter().any(|d| d == name) {
        return Err(format!("variable '{name}' is defined twice on the same line"));
    }
    defined.push(name.to_string());
    Ok(Piece::Def(name.to_string(), translate_regex(re)?))
}

/// Translate FileCheck's regex dialect (POSIX ERE, as `llvm::Regex` with
/// `REG_NEWLINE` reads it) to the `regex` crate's: in brackets a backslash is
/// literal and `[^...]` does not match a newline; `{` that does not start an
/// interval is literal; `\X` is a literal X except for the Perl classes
/// `\d \w \s \b` (and their negations), `\n` and `\t`, which keep their
/// usual meaning (an extension). Back-references are not supported.
pub(super) fn translate_regex(src: &str) -> Result<String, String> {
    let chars: Vec<char> = src.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\\' => {
                let n = *chars.get(i + 1).ok_or("regex ends with a lone '\\'")?;
                match n {
                    '1'..='9' => return Err(format!("back-reference '\\{n}' is not supported")),
                    'd' | 'D' | 'w' | 'W' | 's' | 'S' | 'b' | 'B' | 'n' | 't' => {
                        out.push('\\');
                        out.push(n);
                    }
                    _ => out.push_str(&regex::escape(&n.to_string())),
                }
                i += 2;
            }
            '[' => i = translate_bracket(&chars, i, &mut out)?,
            '{' => match interval_len(&chars[i..]) {
                Some(len) => {
                    out.extend(&chars[i..i + len]);
                    i += len;
                }
                None => {
                    out.push_str("\\{");
                    i += 1;
                }
            },
            '}' => {
                out.push_str("\\}");
                i += 1;
            }
            _ => {
                out.push(c);
                i += 1;
            }
        }
    }
    Ok(out)
}

/// The length of `{m}`, `{m,}` or `{m,n}` at the start of `s`.
fn interval_len(s: &[char]) -> Option<usize> {
    let close = s.iter().position(|&c| c == '}')?;
    let inner: String = s[1..close].iter().collect();
    let (lo, hi) = inner.split_once(',').unwrap_or((&inner, "0"));
    let ok = |t: &str| t.chars().all(|c| c.is_ascii_digit());
    (!lo.is_empty() && ok(lo) && ok(hi)).then_some(close + 1)
}

/// Translate the bracket expression starting at `chars[start]`; returns the
/// index after its `]`.
fn translate_bracket(chars: &[char], start: usize, out: &mut String) -> Result<usize, String> {
    let mut i = start + 1;
    out.push('[');
    let negated = chars.get(i) == Some(&'^');
    if negated {
        out.push('^');
        i += 1;
    }
    let first = i;
    loop {
        let c = *chars.get(i).ok_or("unterminated bracket expression '['")?;
        if c == ']' && i > first {
            break;
        }
        if c == '[' && matches!(chars.get(i + 1), Some(':' | '=' | '.')) {
            let kind = chars[i + 1];
            let close = (i + 2..chars.len().saturating_sub(1))
                .find(|&k| chars[k] == kind && chars[k + 1] == ']')
                .ok_or("unterminated character class in bracket expression")?;
            if kind != ':' {
                return Err(format!("'[{kind}...{kind}]' in bracket expressions is not supported"));
            }
            out.extend(&chars[i..close + 2]);
            i = close + 2;
            continue;
        }
        let is_range = c == '-' && i > first && chars.get(i + 1).is_some_and(|&n| n != ']');
        if is_range {
            out.push('-');
        } else {
            out.push_str(&regex::escape(&c.to_string()));
        }
        i += 1;
    }
    if negated {
        out.push_str("\\n");
    }
    out.push(']');
    Ok(i + 1)
}

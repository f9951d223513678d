//! Upstream's declarative assembly format, read into elements ([`FElem`]),
//! and upstream's printer spacing ([`Spacing`]), decided here at build time
//! so the generated tables say where a space goes.

/// One element of a format.
#[derive(Debug, Clone)]
pub(crate) enum FElem {
    Literal(String),
    /// `` ` ` `` (true) or ``` `` ``` (false).
    Whitespace(bool),
    /// `$name`, the name without its `$`.
    Var(String),
    /// `qualified($name)`, `type($name)`: the argument as [`var_arg`] reads it.
    Qualified(String),
    Type(String),
    FunctionalType(String, String),
    /// `attr-dict` (false) or `attr-dict-with-keyword` (true).
    AttrDict(bool),
    PropDict,
    Operands,
    Regions,
    Successors,
    Optional {
        anchor: String,
        then: Vec<FElem>,
        els: Vec<FElem>,
    },
    Custom {
        name: String,
        args: Vec<CustomArg>,
    },
}

/// An argument of a `custom<Name>(...)` directive.
#[derive(Debug, Clone)]
pub(crate) enum CustomArg {
    Var(String),
    Type(String),
    Ref(String),
    RefType(String),
    AttrDict,
}

/// A format error, at a byte offset of the format text.
#[derive(Debug)]
pub(crate) struct FormatError {
    pub offset: usize,
    pub message: String,
}

type Result<T> = std::result::Result<T, FormatError>;

/// Read a whole format.
pub(crate) fn parse(text: &str) -> Result<Vec<FElem>> {
    let mut lx = Lexer { s: text.as_bytes(), pos: 0 };
    let elems = elements(&mut lx, &mut None)?;
    if let Some(c) = lx.peek() {
        return Err(lx.error(format!("unexpected '{}' in the format", c as char)));
    }
    Ok(elems)
}

struct Lexer<'a> {
    s: &'a [u8],
    pos: usize,
}

impl Lexer<'_> {
    fn skip_ws(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.get(self.pos).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn ident(&mut self) -> String {
        self.skip_ws();
        let start = self.pos;
        while self.s.get(self.pos).is_some_and(|c| c.is_ascii_alphanumeric() || b"_-".contains(c)) {
            self.pos += 1;
        }
        String::from_utf8_lossy(&self.s[start..self.pos]).into_owned()
    }

    fn expect(&mut self, c: u8) -> Result<()> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.error(format!("expected '{}' in the format", c as char)))
        }
    }

    fn error(&self, message: impl Into<String>) -> FormatError {
        FormatError { offset: self.pos, message: message.into() }
    }

    /// A `` `literal` `` whose opening backtick is next.
    fn literal(&mut self) -> Result<FElem> {
        let open = self.pos;
        self.pos += 1;
        let start = self.pos;
        let Some(len) = self.s[start..].iter().position(|&c| c == b'`') else {
            return Err(FormatError { offset: open, message: "unterminated literal in the format".into() });
        };
        self.pos = start + len + 1;
        let lit = String::from_utf8_lossy(&self.s[start..start + len]).into_owned();
        Ok(match lit.as_str() {
            " " => FElem::Whitespace(true),
            "" => FElem::Whitespace(false),
            _ => FElem::Literal(lit),
        })
    }
}

/// Elements until `)`, `:` or the end; `anchor` collects the `^` element of a group.
fn elements(lx: &mut Lexer<'_>, anchor: &mut Option<String>) -> Result<Vec<FElem>> {
    let mut out = Vec::new();
    loop {
        let Some(c) = lx.peek() else { return Ok(out) };
        let elem = match c {
            b')' | b':' => return Ok(out),
            b'`' => lx.literal()?,
            b'$' => {
                lx.pos += 1;
                FElem::Var(lx.ident())
            }
            b'(' => optional_group(lx)?,
            _ => directive(lx)?,
        };
        let at = lx.pos;
        if lx.eat(b'^') {
            *anchor = Some(match &elem {
                FElem::Var(v) | FElem::Type(v) | FElem::Qualified(v) => v.clone(),
                FElem::Custom { args, .. } => match args.first() {
                    Some(CustomArg::Var(v) | CustomArg::Type(v)) => v.clone(),
                    _ => {
                        return Err(FormatError {
                            offset: at,
                            message: "a custom directive anchor needs a variable as its first argument".into(),
                        })
                    }
                },
                _ => {
                    return Err(FormatError {
                        offset: at,
                        message: "invalid anchor: only a variable, type or custom directive may be one".into(),
                    })
                }
            });
        }
        out.push(elem);
    }
}

/// `( elements ) [: ( elements )] ?`, whose opening parenthesis is next.
fn optional_group(lx: &mut Lexer<'_>) -> Result<FElem> {
    let open = lx.pos;
    lx.pos += 1;
    let mut a = None;
    let then = elements(lx, &mut a)?;
    lx.expect(b')')?;
    let mut els = Vec::new();
    if lx.eat(b':') {
        lx.expect(b'(')?;
        els = elements(lx, &mut None)?;
        lx.expect(b')')?;
    }
    lx.expect(b'?')?;
    let anchor = a.ok_or(FormatError { offset: open, message: "optional group without an anchor `^`".into() })?;
    Ok(FElem::Optional { anchor, then, els })
}

/// `$name` (kept with its `$`) or the `operands`/`results` keywords.
fn var_arg(lx: &mut Lexer<'_>) -> Result<String> {
    if lx.eat(b'$') {
        return Ok(format!("${}", lx.ident()));
    }
    let at = lx.pos;
    let w = lx.ident();
    match w.as_str() {
        "operands" | "results" => Ok(w),
        _ => Err(FormatError { offset: at, message: format!("expected a variable, found '{w}'") }),
    }
}

/// `( var )`.
fn paren_var(lx: &mut Lexer<'_>) -> Result<String> {
    lx.expect(b'(')?;
    let v = var_arg(lx)?;
    lx.expect(b')')?;
    Ok(v)
}

fn directive(lx: &mut Lexer<'_>) -> Result<FElem> {
    lx.skip_ws();
    let at = lx.pos;
    let w = lx.ident();
    Ok(match w.as_str() {
        "attr-dict" => FElem::AttrDict(false),
        "attr-dict-with-keyword" => FElem::AttrDict(true),
        "prop-dict" => FElem::PropDict,
        "operands" => FElem::Operands,
        "regions" => FElem::Regions,
        "successors" => FElem::Successors,
        "type" => FElem::Type(paren_var(lx)?),
        "qualified" => {
            lx.expect(b'(')?;
            let inner = if lx.peek() == Some(b'$') { FElem::Qualified(var_arg(lx)?) } else { directive(lx)? };
            lx.expect(b')')?;
            inner
        }
        "functional-type" => {
            lx.expect(b'(')?;
            let a = var_arg(lx)?;
            lx.expect(b',')?;
            let b = var_arg(lx)?;
            lx.expect(b')')?;
            FElem::FunctionalType(a, b)
        }
        "custom" => custom(lx)?,
        "" => {
            let c = lx.s.get(at).map_or(' ', |&c| c as char);
            return Err(FormatError { offset: at, message: format!("unexpected '{c}' in the format") });
        }
        _ => return Err(FormatError { offset: at, message: format!("unknown format directive '{w}'") }),
    })
}

/// `custom<Name>(args)`, after the `custom` keyword.
fn custom(lx: &mut Lexer<'_>) -> Result<FElem> {
    lx.expect(b'<')?;
    let name = lx.ident();
    lx.expect(b'>')?;
    lx.expect(b'(')?;
    let mut args = Vec::new();
    if !lx.eat(b')') {
        loop {
            args.push(custom_arg(lx)?);
            if !lx.eat(b',') {
                break;
            }
        }
        lx.expect(b')')?;
    }
    Ok(FElem::Custom { name, args })
}

/// `$x`, `type($x)`, `ref($x)`, `ref(type($x))` or `attr-dict`.
fn custom_arg(lx: &mut Lexer<'_>) -> Result<CustomArg> {
    if lx.peek() == Some(b'$') {
        return Ok(CustomArg::Var(var_arg(lx)?));
    }
    let at = lx.pos;
    let w = lx.ident();
    match w.as_str() {
        "attr-dict" => Ok(CustomArg::AttrDict),
        "type" => Ok(CustomArg::Type(paren_var(lx)?)),
        "ref" => {
            lx.expect(b'(')?;
            let inner = match custom_arg(lx)? {
                CustomArg::Var(v) => CustomArg::Ref(v),
                CustomArg::Type(v) => CustomArg::RefType(v),
                CustomArg::AttrDict => CustomArg::AttrDict,
                CustomArg::Ref(_) | CustomArg::RefType(_) => {
                    return Err(FormatError { offset: at, message: "`ref` of a `ref`".into() })
                }
            };
            lx.expect(b')')?;
            Ok(inner)
        }
        _ => Err(FormatError { offset: at, message: format!("unsupported custom directive argument '{w}'") }),
    }
}

/// Upstream's printer spacing: which elements get a space before them.
pub(crate) struct Spacing {
    pub should_emit_space: bool,
    pub last_was_punct: bool,
}

impl Default for Spacing {
    fn default() -> Self {
        Spacing { should_emit_space: true, last_was_punct: false }
    }
}

fn space_before_literal(value: &str, last_was_punct: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let first = value.as_bytes()[0];
    if last_was_punct {
        !b">)}],".contains(&first)
    } else {
        !b"<>(){}[],".contains(&first)
    }
}

impl Spacing {
    /// A literal (never empty: the empty one is a `Whitespace`).
    pub fn literal(&mut self, value: &str) -> bool {
        let space = self.should_emit_space && space_before_literal(value, self.last_was_punct);
        let first = value.as_bytes()[0];
        self.should_emit_space = value.len() != 1 || !b"<({[".contains(&first);
        self.last_was_punct = first != b'_' && !first.is_ascii_alphabetic();
        space
    }

    pub fn whitespace(&mut self, space: bool) -> bool {
        self.last_was_punct = !space;
        self.should_emit_space = false;
        space
    }

    /// Any element that prints something but a literal.
    pub fn other(&mut self) -> bool {
        let space = self.should_emit_space || !self.last_was_punct;
        self.last_was_punct = false;
        self.should_emit_space = true;
        space
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn optional_groups_take_their_anchor() {
        let e = parse("$a (`,` $b^)? attr-dict `:` type($a)").unwrap();
        assert!(matches!(&e[1], FElem::Optional { anchor, .. } if anchor == "b"));
        assert_eq!(e.len(), 5);
    }

    #[test]
    fn errors_carry_the_offset_of_the_bad_part() {
        let e = parse("$a `,` bogus").unwrap_err();
        assert_eq!((e.offset, e.message.as_str()), (7, "unknown format directive 'bogus'"));
        assert_eq!(parse("$a `,").unwrap_err().offset, 3);
        assert_eq!(parse("(`x`)?").unwrap_err().message, "optional group without an anchor `^`");
    }

    #[test]
    fn no_space_after_an_opening_bracket_or_before_a_closing_one() {
        let mut sp = Spacing::default();
        assert!(sp.other());
        assert!(!sp.literal("("));
        assert!(!sp.other());
        assert!(!sp.literal(")"));
        assert!(sp.literal("->"));
    }
}

//! Reading a definition file into op definitions ([`Def`]): one line at a
//! time, a definition header (`dialect`, `class`, `op`) at the start of a
//! line and its body lines (`operand`, `attr`, `format`, ...) indented below
//! it. Classes are expanded here: an op that names a class starts as a copy
//! of it. Formats and trait names are checked later, by the generator.

use std::collections::BTreeMap;

use crate::error::{At, Pos, Result};

/// A definition file, read.
pub(crate) struct File {
    pub dialect: String,
    /// The line of the `dialect` declaration.
    pub dialect_line: usize,
    /// The ops, in definition order.
    pub ops: Vec<Def>,
}

/// One op (or class) definition.
#[derive(Clone, Default)]
pub(crate) struct Def {
    pub name: String,
    pub rust_name: Option<String>,
    /// Where the op's name is written.
    pub pos: Pos,
    /// Trait names with arguments (`HasParent(func.func)`), where written.
    pub traits: Vec<(String, Pos)>,
    pub operands: Vec<Value>,
    pub results: Vec<Value>,
    pub attrs: Vec<Attr>,
    pub regions: Vec<Region>,
    pub successors: Vec<Successor>,
    /// The format text and where it starts.
    pub format: Option<(Pos, String)>,
    pub typesmatch: Vec<TypesMatch>,
    /// `pred`: the check function and the failure message.
    pub preds: Vec<(String, String)>,
    /// Hook kind → function name (empty: the default name).
    pub hooks: BTreeMap<String, String>,
    pub default_dialect: Option<String>,
}

impl Def {
    pub fn has_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|(t, _)| t == name)
    }
}

/// An operand or result group.
#[derive(Clone)]
pub(crate) struct Value {
    pub name: String,
    pub constraint: String,
    /// `'1'`, `'?'` or `'*'`.
    pub arity: char,
    /// `VariadicOfVariadic`: the attribute holding the size of each sub-group.
    pub segments: Option<String>,
}

#[derive(Clone)]
pub(crate) struct Attr {
    pub name: String,
    pub constraint: String,
    pub optional: bool,
    pub default: Option<String>,
}

#[derive(Clone)]
pub(crate) struct Region {
    pub name: String,
    pub variadic: bool,
    pub blocks: Option<usize>,
}

#[derive(Clone)]
pub(crate) struct Successor {
    pub name: String,
    pub variadic: bool,
    /// The operand group passed to the successor's block arguments, and where it is named.
    pub operands: Option<(String, Pos)>,
}

/// `typesmatch FROM TO FN DESCRIPTION`.
#[derive(Clone)]
pub(crate) struct TypesMatch {
    pub from: (String, Pos),
    pub to: (String, Pos),
    pub transform: String,
    pub desc: String,
}

/// The hook kinds an op may name.
pub(crate) const HOOKS: &[&str] = &["parse", "print", "verify", "infer", "names", "fold", "canonicalize"];

/// One line of the file, for positions of its parts.
#[derive(Clone, Copy)]
struct Line<'a> {
    no: usize,
    raw: &'a str,
}

impl Line<'_> {
    /// Where `part` (a slice of this line) starts.
    fn pos(&self, part: &str) -> Pos {
        let offset = (part.as_ptr() as usize).checked_sub(self.raw.as_ptr() as usize);
        match offset {
            Some(o) if o <= self.raw.len() => Pos::at(self.no, o + 1),
            _ => Pos::line(self.no),
        }
    }

    fn err(&self, part: &str, message: impl Into<String>) -> At {
        At::new(self.pos(part), message)
    }
}

/// Read a definition file.
pub(crate) fn read(text: &str) -> Result<File> {
    let mut dialect: Option<(String, usize)> = None;
    let mut classes: BTreeMap<String, Def> = BTreeMap::new();
    let mut ops: Vec<Def> = Vec::new();
    let mut current: Option<(bool, Def)> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = Line { no: i + 1, raw };
        let stripped = strip_comment(raw);
        if stripped.trim().is_empty() {
            continue;
        }
        let indented = stripped.starts_with(' ') || stripped.starts_with('\t');
        let stripped = stripped.trim();
        let (kw, rest) = stripped.split_once(char::is_whitespace).unwrap_or((stripped, ""));
        let rest = rest.trim();
        if indented {
            let Some((_, def)) = current.as_mut() else {
                return Err(line.err(kw, "indented line outside a definition"));
            };
            body_line(def, kw, rest, line)?;
            continue;
        }
        finish(current.take(), &mut classes, &mut ops)?;
        match kw {
            "dialect" if dialect.is_some() => return Err(line.err(kw, "a second `dialect` line")),
            "dialect" if rest.is_empty() || rest.contains(char::is_whitespace) => {
                return Err(line.err(kw, "expected `dialect NAME`"))
            }
            "dialect" => dialect = Some((rest.to_string(), line.no)),
            "class" | "op" => current = Some((kw == "class", header(rest, line, &classes)?)),
            _ => return Err(line.err(kw, format!("unknown definition keyword '{kw}'"))),
        }
    }
    finish(current.take(), &mut classes, &mut ops)?;
    let (dialect, dialect_line) = dialect.ok_or_else(|| At::new(Pos::line(1), "missing `dialect NAME`"))?;
    Ok(File { dialect, dialect_line, ops })
}

/// File a finished definition as a class or an op.
fn finish(cur: Option<(bool, Def)>, classes: &mut BTreeMap<String, Def>, ops: &mut Vec<Def>) -> Result<()> {
    let Some((is_class, d)) = cur else { return Ok(()) };
    let earlier = if is_class { classes.get(&d.name) } else { ops.iter().find(|o| o.name == d.name) };
    if let Some(e) = earlier {
        let what = if is_class { "class" } else { "op" };
        return Err(At::new(d.pos, format!("{what} '{}' is defined twice (first on line {})", d.name, e.pos.line)));
    }
    if is_class {
        classes.insert(d.name.clone(), d);
    } else {
        ops.push(d);
    }
    Ok(())
}

/// The line without its comment: `#` followed by a blank (or ending the
/// line) starts one unless inside a format literal; `#0` in a description
/// is text.
fn strip_comment(line: &str) -> &str {
    let mut in_lit = false;
    for (i, c) in line.char_indices() {
        match c {
            '`' => in_lit = !in_lit,
            '#' if !in_lit && line[i + 1..].chars().next().map_or(true, char::is_whitespace) => return &line[..i],
            _ => {}
        }
    }
    line
}

/// `NAME [RustName] [: class-or-trait...]`
fn header(rest: &str, line: Line<'_>, classes: &BTreeMap<String, Def>) -> Result<Def> {
    let (head, tail) = rest.split_once(':').unwrap_or((rest, ""));
    let mut words = head.split_whitespace();
    let name = words.next().ok_or_else(|| line.err(rest, "missing name"))?;
    let rust_name = words.next().map(str::to_string);
    if let Some(extra) = words.next() {
        return Err(line.err(extra, format!("unexpected '{extra}' (traits and classes follow a `:`)")));
    }
    let mut def = Def::default();
    let mut traits = Vec::new();
    for item in tail.split_whitespace() {
        if let Some(c) = classes.get(item) {
            def = c.clone();
        } else {
            traits.push((item.to_string(), line.pos(item)));
        }
    }
    def.traits.extend(traits);
    def.name = name.to_string();
    def.rust_name = rust_name;
    def.pos = line.pos(name);
    Ok(def)
}

fn body_line(def: &mut Def, kw: &str, rest: &str, line: Line<'_>) -> Result<()> {
    match kw {
        "operand" | "result" => {
            let value = value(kw, rest, line)?;
            let list = if kw == "operand" { &mut def.operands } else { &mut def.results };
            list.retain(|v| v.name != value.name);
            list.push(value);
        }
        "attr" => {
            let (name, c) = name_and_constraint(kw, rest, line)?;
            let (c, default) = match c.split_once('=') {
                Some((c, d)) => (c.trim(), Some(d.trim().trim_matches('"').to_string())),
                None => (c, None),
            };
            let optional = c.ends_with('?');
            let constraint = c.trim_end_matches('?').to_string();
            def.attrs.retain(|a| a.name != name);
            def.attrs.push(Attr { name: name.to_string(), constraint, optional, default });
        }
        "region" => {
            let (n, blocks) = match rest.split_once(':') {
                Some((n, b)) => {
                    let b = b.trim();
                    (n.trim(), Some(b.parse().map_err(|_| line.err(b, format!("bad block count '{b}'")))?))
                }
                None => (rest, None),
            };
            let name = n.trim_end_matches('*');
            check_name(name, kw, rest, line)?;
            def.regions.push(Region { name: name.to_string(), variadic: n.ends_with('*'), blocks });
        }
        "successor" => {
            let (n, operands) = match rest.split_once(':') {
                Some((n, o)) => (n.trim(), Some((o.trim().to_string(), line.pos(o.trim())))),
                None => (rest, None),
            };
            let name = n.trim_end_matches('*');
            check_name(name, kw, rest, line)?;
            def.successors.push(Successor { name: name.to_string(), variadic: n.ends_with('*'), operands });
        }
        "format" => def.format = Some((line.pos(rest), rest.to_string())),
        "typesmatch" => {
            let mut w = rest.splitn(4, ' ');
            let mut next = || w.next().ok_or_else(|| line.err(kw, "expected `typesmatch FROM TO FN DESCRIPTION`"));
            let (from, to, transform, desc) = (next()?, next()?, next()?, next()?);
            def.typesmatch.push(TypesMatch {
                from: (from.to_string(), line.pos(from)),
                to: (to.to_string(), line.pos(to)),
                transform: transform.to_string(),
                desc: desc.to_string(),
            });
        }
        "pred" => {
            let (f, desc) = rest.split_once(' ').ok_or_else(|| line.err(kw, "expected `pred FN DESCRIPTION`"))?;
            def.preds.push((f.to_string(), desc.to_string()));
        }
        "hooks" => {
            for h in rest.split_whitespace() {
                let (k, f) = h.split_once('=').unwrap_or((h, ""));
                if !HOOKS.contains(&k) {
                    return Err(line.err(h, format!("unknown hook '{k}' (hooks are {})", HOOKS.join(", "))));
                }
                def.hooks.insert(k.to_string(), f.to_string());
            }
        }
        "default_dialect" => def.default_dialect = Some(rest.to_string()),
        _ => return Err(line.err(kw, format!("unknown definition line '{kw}'"))),
    }
    Ok(())
}

/// `name : C`, `name : C?`, `name : C*` or `name : VariadicOfVariadic(C, attr)`.
fn value(kw: &str, rest: &str, line: Line<'_>) -> Result<Value> {
    let (name, c) = name_and_constraint(kw, rest, line)?;
    let (constraint, arity, segments) = if let Some(args) = c.strip_prefix("VariadicOfVariadic(") {
        let (c, attr) = args
            .trim_end_matches(')')
            .split_once(',')
            .ok_or_else(|| line.err(c, "expected `VariadicOfVariadic(CONSTRAINT, ATTR)`"))?;
        (c.trim(), '*', Some(attr.trim().to_string()))
    } else {
        match c.chars().last() {
            Some(a @ ('?' | '*')) => (&c[..c.len() - 1], a, None),
            _ => (c, '1', None),
        }
    };
    Ok(Value { name: name.to_string(), constraint: constraint.to_string(), arity, segments })
}

/// `name : constraint...`, both parts present.
fn name_and_constraint<'a>(kw: &str, rest: &'a str, line: Line<'_>) -> Result<(&'a str, &'a str)> {
    let (n, c) =
        rest.split_once(':').ok_or_else(|| line.err(kw, format!("expected `NAME : CONSTRAINT` after {kw}")))?;
    let (n, c) = (n.trim(), c.trim());
    check_name(n, kw, rest, line)?;
    if c.is_empty() {
        return Err(line.err(rest, format!("missing the constraint of {kw} '{n}'")));
    }
    Ok((n, c))
}

/// A value, attribute, region or successor name: an identifier.
fn check_name(name: &str, kw: &str, rest: &str, line: Line<'_>) -> Result<()> {
    if name.is_empty() {
        return Err(line.err(rest, format!("missing the name of the {kw}")));
    }
    if !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') || name.starts_with(|c: char| c.is_ascii_digit()) {
        return Err(line.err(name, format!("bad {kw} name '{name}'")));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_end_at_a_hash_and_blank_outside_literals() {
        assert_eq!(strip_comment("op a # note"), "op a ");
        assert_eq!(strip_comment("format `#` $x #"), "format `#` $x ");
        assert_eq!(strip_comment("pred f needs #0 here"), "pred f needs #0 here");
    }

    #[test]
    fn ops_start_from_their_class_and_keep_their_own_position() {
        let f = read("dialect t\nclass C : Pure\n  operand x : AnyType\nop a : C Commutative\n").unwrap();
        assert_eq!(f.dialect, "t");
        let a = &f.ops[0];
        assert_eq!((a.name.as_str(), a.pos), ("a", Pos::at(4, 4)));
        let traits: Vec<_> = a.traits.iter().map(|(t, _)| t.as_str()).collect();
        assert_eq!(traits, ["Pure", "Commutative"]);
        assert_eq!(a.operands[0].constraint, "AnyType");
    }
}

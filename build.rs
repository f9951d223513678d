//! The ODS of Strata: compiles the op definition files
//! `src/dialects/<dialect>/ops.ods` into Rust (`$OUT_DIR/ods/<dialect>.rs`,
//! included by the dialect's module): one static `OpSpec` per op (read by the
//! generic format parser/printer and verifier in `src/dialects/ods`), a typed
//! handle per op with accessors and a builder, and the dialect's `register`.
//!
//! # The definition language
//! ```text
//! dialect arith                      # once, first
//! class IntBinary : Pure SameOperandsAndResultType
//!   operand lhs : SignlessIntegerLike      # `C?` optional, `C*` variadic
//!   operand cases : VariadicOfVariadic(AnyType, case_operand_segments)  # groups sized by an attr
//!   operand rhs : SignlessIntegerLike
//!   result result : SignlessIntegerLike
//!   attr overflowFlags : IntegerOverflowFlags = none   # `C?` optional, `= text` default
//!   attr nontemporal : BoolAttr? = false   # optional with a default: absent stays absent
//!   format $lhs `,` $rhs attr-dict `:` type($result)
//! op addi AddIOp : IntBinary Commutative   # a class, then traits; optional Rust name
//!   region body : 1                        # `name*` variadic, `: N` block count
//!   successor dest : destOperands          # `name*` variadic; `: group` its operands
//!   typesmatch from to transform_fn description text
//!   pred check_fn description text       # check_fn(ctx, operand types, result types)
//!   hooks parse print verify infer names fold canonicalize   # `parse_<op>` ..., or `hook=fn_name`
//!   default_dialect func
//! ```
//! Constraints are named in CamelCase and resolve to UPPER_SNAKE statics in
//! scope of the dialect module (`SignlessIntegerLike` → `SIGNLESS_INTEGER_LIKE`).
//! Formats are upstream's declarative assembly format.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    // A new dialect directory changes this one.
    println!("cargo:rerun-if-changed=src/dialects");
    let out_dir = std::env::var("OUT_DIR").expect("OUT_DIR");
    let out = Path::new(&out_dir).join("ods");
    std::fs::create_dir_all(&out).expect("create ods output dir");
    let mut dirs: Vec<_> = std::fs::read_dir("src/dialects")
        .expect("src/dialects")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.join("ops.ods").exists())
        .collect();
    dirs.sort();
    for dir in dirs {
        let file = dir.join("ops.ods");
        println!("cargo:rerun-if-changed={}", file.display());
        let text = std::fs::read_to_string(&file).expect("read definition file");
        let rust = match compile(&text) {
            Ok(r) => r,
            Err((line, msg)) => panic!("{}:{}: {}", file.display(), line, msg),
        };
        let name = dir.file_name().expect("dialect dir").to_string_lossy().into_owned();
        std::fs::write(out.join(format!("{name}.rs")), rust).expect("write generated code");
    }
}

type Error = (usize, String);

#[derive(Clone, Default)]
struct Def {
    name: String,
    rust_name: Option<String>,
    line: usize,
    traits: Vec<String>,
    operands: Vec<Value>,
    results: Vec<Value>,
    attrs: Vec<Attr>,
    regions: Vec<Region>,
    successors: Vec<Successor>,
    format: Option<(usize, String)>,
    typesmatch: Vec<(String, String, String, String)>,
    preds: Vec<(String, String)>,
    hooks: BTreeMap<String, String>,
    default_dialect: Option<String>,
}

#[derive(Clone)]
struct Value {
    name: String,
    constraint: String,
    arity: char,
    /// `VariadicOfVariadic`: the attribute holding the size of each sub-group.
    segments: Option<String>,
}

#[derive(Clone)]
struct Attr {
    name: String,
    constraint: String,
    optional: bool,
    default: Option<String>,
}

#[derive(Clone)]
struct Region {
    name: String,
    variadic: bool,
    blocks: Option<usize>,
}

#[derive(Clone)]
struct Successor {
    name: String,
    variadic: bool,
    /// The operand group passed to the successor's block arguments.
    operands: Option<String>,
}

fn compile(text: &str) -> Result<String, Error> {
    let mut dialect = None;
    let mut classes: BTreeMap<String, Def> = BTreeMap::new();
    let mut ops: Vec<Def> = Vec::new();
    let mut current: Option<(bool, Def)> = None;
    let finish = |cur: Option<(bool, Def)>, classes: &mut BTreeMap<String, Def>, ops: &mut Vec<Def>| {
        if let Some((is_class, d)) = cur {
            if is_class {
                classes.insert(d.name.clone(), d);
            } else {
                ops.push(d);
            }
        }
    };
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = strip_comment(raw);
        if line.trim().is_empty() {
            continue;
        }
        let indented = line.starts_with(' ') || line.starts_with('\t');
        let line = line.trim();
        let (kw, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        if !indented {
            finish(current.take(), &mut classes, &mut ops);
            match kw {
                "dialect" => dialect = Some(rest.to_string()),
                "class" | "op" => current = Some((kw == "class", header(rest, line_no, &classes)?)),
                _ => return Err((line_no, format!("unknown definition keyword '{kw}'"))),
            }
            continue;
        }
        let Some((_, def)) = current.as_mut() else {
            return Err((line_no, "indented line outside a definition".into()));
        };
        body_line(def, kw, rest, line_no)?;
    }
    finish(current.take(), &mut classes, &mut ops);
    let dialect = dialect.ok_or((1, "missing `dialect NAME`".to_string()))?;
    generate(&dialect, &ops)
}

fn strip_comment(line: &str) -> &str {
    // `#` followed by a blank (or ending the line) starts a comment unless
    // inside a format literal; `#0` in a description is text.
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
fn header(rest: &str, line: usize, classes: &BTreeMap<String, Def>) -> Result<Def, Error> {
    let (head, tail) = rest.split_once(':').unwrap_or((rest, ""));
    let mut words = head.split_whitespace();
    let name = words.next().ok_or((line, "missing name".to_string()))?.to_string();
    let rust_name = words.next().map(str::to_string);
    let mut def = Def::default();
    let mut traits = Vec::new();
    for item in tail.split_whitespace() {
        if let Some(c) = classes.get(item) {
            def = c.clone();
        } else {
            traits.push(item.to_string());
        }
    }
    def.traits.extend(traits);
    def.name = name;
    def.rust_name = rust_name;
    def.line = line;
    Ok(def)
}

fn body_line(def: &mut Def, kw: &str, rest: &str, line: usize) -> Result<(), Error> {
    let name_and = |rest: &str| -> Result<(String, String), Error> {
        let (n, c) = rest.split_once(':').ok_or((line, format!("expected `name : constraint` after {kw}")))?;
        Ok((n.trim().to_string(), c.trim().to_string()))
    };
    match kw {
        "operand" | "result" => {
            let (name, c) = name_and(rest)?;
            let mut segments = None;
            let (constraint, arity) = if let Some(args) = c.strip_prefix("VariadicOfVariadic(") {
                let (c, attr) = args
                    .trim_end_matches(')')
                    .split_once(',')
                    .ok_or((line, "VariadicOfVariadic(C, attr)".to_string()))?;
                segments = Some(attr.trim().to_string());
                (c.trim().to_string(), '*')
            } else {
                match c.chars().last() {
                    Some(a @ ('?' | '*')) => (c[..c.len() - 1].to_string(), a),
                    _ => (c, '1'),
                }
            };
            let list = if kw == "operand" { &mut def.operands } else { &mut def.results };
            list.retain(|v| v.name != name);
            list.push(Value { name, constraint, arity, segments });
        }
        "attr" => {
            let (name, c) = name_and(rest)?;
            let (c, default) = match c.split_once('=') {
                Some((c, d)) => (c.trim().to_string(), Some(d.trim().trim_matches('"').to_string())),
                None => (c, None),
            };
            let optional = c.ends_with('?');
            let constraint = c.trim_end_matches('?').to_string();
            def.attrs.retain(|a| a.name != name);
            def.attrs.push(Attr { name, constraint, optional, default });
        }
        "region" => {
            let (n, blocks) = match rest.split_once(':') {
                Some((n, b)) => (n.trim(), Some(b.trim().parse().map_err(|_| (line, "bad block count".to_string()))?)),
                None => (rest, None),
            };
            let variadic = n.ends_with('*');
            def.regions.push(Region { name: n.trim_end_matches('*').to_string(), variadic, blocks });
        }
        "successor" => {
            let (n, operands) = match rest.split_once(':') {
                Some((n, o)) => (n.trim(), Some(o.trim().to_string())),
                None => (rest, None),
            };
            let variadic = n.ends_with('*');
            def.successors.push(Successor { name: n.trim_end_matches('*').to_string(), variadic, operands });
        }
        "format" => def.format = Some((line, rest.to_string())),
        "typesmatch" => {
            let mut w = rest.splitn(4, ' ');
            let mut next = || w.next().map(str::to_string).ok_or((line, "typesmatch FROM TO FN DESC".to_string()));
            def.typesmatch.push((next()?, next()?, next()?, next()?));
        }
        "pred" => {
            let (f, desc) = rest.split_once(' ').ok_or((line, "pred FN DESCRIPTION".to_string()))?;
            def.preds.push((f.to_string(), desc.to_string()));
        }
        "hooks" => {
            for h in rest.split_whitespace() {
                let (k, f) = match h.split_once('=') {
                    Some((k, f)) => (k.to_string(), f.to_string()),
                    None => (h.to_string(), String::new()),
                };
                if !["parse", "print", "verify", "infer", "names", "fold", "canonicalize"].contains(&k.as_str()) {
                    return Err((line, format!("unknown hook '{k}'")));
                }
                def.hooks.insert(k, f);
            }
        }
        "default_dialect" => def.default_dialect = Some(rest.to_string()),
        _ => return Err((line, format!("unknown definition line '{kw}'"))),
    }
    Ok(())
}

// ---- formats --------------------------------------------------------------------

#[derive(Debug, Clone)]
enum FElem {
    Literal(String),
    Whitespace(bool),
    Var(String),
    Qualified(String),
    Type(String),
    FunctionalType(String, String),
    AttrDict(bool),
    PropDict,
    Operands,
    Regions,
    Successors,
    Optional { anchor: String, then: Vec<FElem>, els: Vec<FElem> },
    Custom { name: String, args: Vec<String> },
}

struct FormatLexer<'a> {
    s: &'a [u8],
    pos: usize,
}

impl FormatLexer<'_> {
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
        while self.pos < self.s.len() && (self.s[self.pos].is_ascii_alphanumeric() || b"_-".contains(&self.s[self.pos]))
        {
            self.pos += 1;
        }
        String::from_utf8_lossy(&self.s[start..self.pos]).into_owned()
    }
    fn expect(&mut self, c: u8) -> Result<(), String> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(format!("expected '{}' at offset {} of the format", c as char, self.pos))
        }
    }
}

/// Parse elements until `)` or the end; `anchor` collects the `^` element of a group.
fn parse_format(lx: &mut FormatLexer<'_>, anchor: &mut Option<String>) -> Result<Vec<FElem>, String> {
    let mut out = Vec::new();
    loop {
        let Some(c) = lx.peek() else { return Ok(out) };
        let elem = match c {
            b')' | b':' => return Ok(out),
            b'`' => {
                lx.pos += 1;
                let start = lx.pos;
                while lx.pos < lx.s.len() && lx.s[lx.pos] != b'`' {
                    lx.pos += 1;
                }
                let lit = String::from_utf8_lossy(&lx.s[start..lx.pos]).into_owned();
                lx.pos += 1;
                match lit.as_str() {
                    " " => FElem::Whitespace(true),
                    "" => FElem::Whitespace(false),
                    _ => FElem::Literal(lit),
                }
            }
            b'$' => {
                lx.pos += 1;
                FElem::Var(lx.ident())
            }
            b'(' => {
                lx.pos += 1;
                let mut a = None;
                let then = parse_format(lx, &mut a)?;
                lx.expect(b')')?;
                let mut els = Vec::new();
                if lx.eat(b':') {
                    lx.expect(b'(')?;
                    els = parse_format(lx, &mut None)?;
                    lx.expect(b')')?;
                }
                lx.expect(b'?')?;
                let anchor = a.ok_or("optional group without an anchor `^`")?;
                FElem::Optional { anchor, then, els }
            }
            _ => directive(lx)?,
        };
        if lx.eat(b'^') {
            *anchor = Some(match &elem {
                FElem::Var(v) | FElem::Type(v) | FElem::Qualified(v) => v.clone(),
                FElem::Custom { args, .. } => args.first().cloned().unwrap_or_default(),
                _ => return Err("invalid anchor".into()),
            });
        }
        out.push(elem);
    }
}

/// `$name` (kept with its `$`: an op may name a group `results`) or the
/// `operands`/`results` keywords.
fn var_arg(lx: &mut FormatLexer<'_>) -> Result<String, String> {
    if lx.eat(b'$') {
        return Ok(format!("${}", lx.ident()));
    }
    let w = lx.ident();
    match w.as_str() {
        "operands" | "results" => Ok(w),
        _ => Err(format!("expected a variable, found '{w}'")),
    }
}

fn directive(lx: &mut FormatLexer<'_>) -> Result<FElem, String> {
    let w = lx.ident();
    Ok(match w.as_str() {
        "attr-dict" => FElem::AttrDict(false),
        "attr-dict-with-keyword" => FElem::AttrDict(true),
        "prop-dict" => FElem::PropDict,
        "operands" => FElem::Operands,
        "regions" => FElem::Regions,
        "successors" => FElem::Successors,
        "type" => {
            lx.expect(b'(')?;
            let v = var_arg(lx)?;
            lx.expect(b')')?;
            FElem::Type(v)
        }
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
        "custom" => {
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
            FElem::Custom { name, args }
        }
        _ => return Err(format!("unknown format directive '{w}'")),
    })
}

/// `$x`, `type($x)`, `ref($x)`, `ref(type($x))`, `attr-dict`, encoded as `kind:name`.
fn custom_arg(lx: &mut FormatLexer<'_>) -> Result<String, String> {
    if lx.peek() == Some(b'$') {
        return Ok(format!("var:{}", var_arg(lx)?));
    }
    let w = lx.ident();
    match w.as_str() {
        "attr-dict" => Ok("attrdict:".into()),
        "type" => {
            lx.expect(b'(')?;
            let v = var_arg(lx)?;
            lx.expect(b')')?;
            Ok(format!("type:{v}"))
        }
        "ref" => {
            lx.expect(b'(')?;
            let inner = custom_arg(lx)?;
            lx.expect(b')')?;
            Ok(format!("ref{inner}"))
        }
        _ => Err(format!("unsupported custom directive argument '{w}'")),
    }
}

/// Upstream's printer spacing: which elements get a space before them.
struct Spacing {
    should_emit_space: bool,
    last_was_punct: bool,
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
    fn literal(&mut self, value: &str) -> bool {
        let space = self.should_emit_space && space_before_literal(value, self.last_was_punct);
        let first = value.as_bytes()[0];
        self.should_emit_space = value.len() != 1 || !b"<({[".contains(&first);
        self.last_was_punct = first != b'_' && !first.is_ascii_alphabetic();
        space
    }
    fn whitespace(&mut self, space: bool) -> bool {
        self.last_was_punct = !space;
        self.should_emit_space = false;
        space
    }
    fn other(&mut self) -> bool {
        let space = self.should_emit_space || !self.last_was_punct;
        self.last_was_punct = false;
        self.should_emit_space = true;
        space
    }
}

// ---- code generation --------------------------------------------------------------

struct Gen<'a> {
    def: &'a Def,
}

impl Gen<'_> {
    fn var(&self, name: &str) -> Result<String, String> {
        let name = name.strip_prefix('$').unwrap_or(name);
        let d = self.def;
        if let Some(i) = d.operands.iter().position(|v| v.name == name) {
            return Ok(format!("Var::Operand({i})"));
        }
        if let Some(i) = d.results.iter().position(|v| v.name == name) {
            return Ok(format!("Var::Result({i})"));
        }
        if let Some(i) = d.attrs.iter().position(|v| v.name == name) {
            return Ok(format!("Var::Attr({i})"));
        }
        if let Some(i) = d.regions.iter().position(|v| v.name == name) {
            return Ok(format!("Var::Region({i})"));
        }
        if let Some(i) = d.successors.iter().position(|v| v.name == name) {
            return Ok(format!("Var::Successor({i})"));
        }
        Err(format!("unknown variable '${name}' in op '{}'", d.name))
    }

    fn type_of(&self, name: &str) -> Result<String, String> {
        Ok(match name {
            "operands" => "TypeOf::Operands".into(),
            "results" => "TypeOf::Results".into(),
            _ => format!("TypeOf::Var({})", self.var(name)?),
        })
    }

    fn is_unit_attr(&self, name: &str) -> bool {
        self.def.attrs.iter().any(|a| a.name == name && a.constraint == "UnitAttr")
    }

    fn items(&self, elems: &[FElem], sp: &mut Spacing, elided_anchor: Option<&str>) -> Result<String, String> {
        let mut out = String::from("&[");
        for e in elems {
            if let (FElem::Var(v), Some(a)) = (e, elided_anchor) {
                if v == a {
                    // A unit-attribute anchor prints nothing and does not affect spacing.
                    let _ = write!(out, "Item {{ space: false, elem: Elem::Var({}) }}, ", self.var(v)?);
                    continue;
                }
            }
            let (space, elem) = self.elem(e, sp)?;
            let _ = write!(out, "Item {{ space: {space}, elem: {elem} }}, ");
        }
        out.push(']');
        Ok(out)
    }

    fn elem(&self, e: &FElem, sp: &mut Spacing) -> Result<(bool, String), String> {
        Ok(match e {
            FElem::Literal(l) => (sp.literal(l), format!("Elem::Literal({l:?})")),
            FElem::Whitespace(s) => (sp.whitespace(*s), "Elem::Whitespace".into()),
            FElem::AttrDict(k) => {
                sp.last_was_punct = false;
                (false, format!("Elem::AttrDict {{ keyword: {k} }}"))
            }
            FElem::PropDict => {
                sp.last_was_punct = false;
                (false, "Elem::PropDict".into())
            }
            FElem::Optional { anchor, then, els } => {
                let anchor_var = self.var(anchor)?;
                let first_is_anchor = matches!(then.first(), Some(FElem::Var(v)) if v == anchor);
                let elided = (self.is_unit_attr(anchor) && !first_is_anchor).then_some(anchor.as_str());
                let then = self.items(then, sp, elided)?;
                let els = self.items(els, sp, None)?;
                (false, format!("Elem::Optional {{ anchor: {anchor_var}, then: {then}, els: {els} }}"))
            }
            other => {
                let space = sp.other();
                let code = match other {
                    FElem::Var(v) => format!("Elem::Var({})", self.var(v)?),
                    FElem::Qualified(v) => format!("Elem::Qualified({})", self.var(v)?),
                    FElem::Type(v) => format!("Elem::Type({})", self.type_of(v)?),
                    FElem::FunctionalType(a, b) => {
                        format!("Elem::FunctionalType({}, {})", self.type_of(a)?, self.type_of(b)?)
                    }
                    FElem::Operands => "Elem::Operands".into(),
                    FElem::Regions => "Elem::Regions".into(),
                    FElem::Successors => "Elem::Successors".into(),
                    FElem::Custom { name, args } => {
                        let snake = snake_case(name);
                        let mut a = String::from("&[");
                        for arg in args {
                            let (kind, v) = arg.split_once(':').unwrap_or((arg, ""));
                            let code = match kind {
                                "var" => format!("CustomArg::Var({})", self.var(v)?),
                                "type" => format!("CustomArg::Type({})", self.var(v)?),
                                "refvar" => format!("CustomArg::Ref({})", self.var(v)?),
                                "reftype" => format!("CustomArg::RefType({})", self.var(v)?),
                                _ => "CustomArg::AttrDict".into(),
                            };
                            let _ = write!(a, "{code}, ");
                        }
                        a.push(']');
                        format!("Elem::Custom {{ parse: parse_{snake}, print: print_{snake}, args: {a} }}")
                    }
                    _ => unreachable!("handled above"),
                };
                (space, code)
            }
        })
    }

    fn format(&self) -> Result<String, Error> {
        let Some((line, text)) = &self.def.format else { return Ok("None".into()) };
        let mut lx = FormatLexer { s: text.as_bytes(), pos: 0 };
        let elems = parse_format(&mut lx, &mut None).map_err(|m| (*line, m))?;
        if lx.peek().is_some() {
            return Err((*line, format!("unexpected text at offset {} of the format", lx.pos)));
        }
        let mut sp = Spacing { should_emit_space: true, last_was_punct: false };
        let items = self.items(&elems, &mut sp, None).map_err(|m| (*line, m))?;
        Ok(format!("Some({items})"))
    }
}

fn snake_case(s: &str) -> String {
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

fn upper_snake(s: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = s.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let boundary = i > 0
            && c.is_ascii_uppercase()
            && (chars[i - 1].is_ascii_lowercase() || chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase()));
        if boundary {
            out.push('_');
        }
        out.push(c.to_ascii_uppercase());
    }
    out
}

fn camel_case(s: &str) -> String {
    s.split(['_', '.'])
        .map(|w| {
            let mut c = w.chars();
            c.next().map(|f| f.to_ascii_uppercase().to_string() + c.as_str()).unwrap_or_default()
        })
        .collect()
}

/// Op names to Rust identifiers: `addui_extended` → `ADDUI_EXTENDED`.
fn static_name(op: &str) -> String {
    op.replace('.', "_").to_ascii_uppercase()
}

fn rust_ident(name: &str) -> String {
    let s = snake_case(name);
    const KW: &[&str] = &["type", "in", "ref", "fn", "match", "move", "loop", "where", "static", "self", "mod", "use"];
    if KW.contains(&s.as_str()) {
        format!("r#{s}")
    } else {
        s
    }
}

const TRAIT_BITS: &[(&str, &str)] = &[
    ("Pure", "PURE"),
    ("Terminator", "TERMINATOR"),
    ("IsolatedFromAbove", "ISOLATED_FROM_ABOVE"),
    ("NoTerminator", "NO_TERMINATOR"),
    ("SymbolTable", "SYMBOL_TABLE"),
    ("Symbol", "SYMBOL"),
    ("SingleBlock", "SINGLE_BLOCK"),
    ("GraphRegion", "GRAPH_REGION"),
    ("ReturnLike", "RETURN_LIKE"),
    ("Commutative", "COMMUTATIVE"),
    ("ConstantLike", "CONSTANT_LIKE"),
    ("RecursiveMemoryEffects", "RECURSIVE_EFFECTS"),
    ("MemRead", "MEM_READ"),
    ("MemWrite", "MEM_WRITE"),
    ("MemAlloc", "MEM_ALLOC"),
    ("MemFree", "MEM_FREE"),
    ("Idempotent", "IDEMPOTENT"),
    ("Involution", "INVOLUTION"),
    ("NoMemoryEffect", "NO_MEMORY_EFFECT"),
    ("FunctionLike", "FUNCTION_LIKE"),
];

fn generate(dialect: &str, ops: &[Def]) -> Result<String, Error> {
    let mut out = String::new();
    let _ = writeln!(out, "// Generated by build.rs from src/dialects/{dialect}/ops.ods. Do not edit.\n");
    let _ = writeln!(out, "pub use ods_generated::*;\n");
    let _ = writeln!(out, "#[allow(unused_imports)]\nmod ods_generated {{");
    let _ = writeln!(out, "use super::*;");
    let _ = writeln!(out, "use crate::dialects::ods::constraints::*;");
    let _ = writeln!(
        out,
        "use crate::dialects::ods::{{parse::{{CustomArg, Elem, Item, TypeOf}}, Arity, AttrSpec, Check, OpSpec, Presence, RegionSpec, SuccessorSpec, ValueSpec, Var}};"
    );
    let _ = writeln!(
        out,
        "use crate::dialects::{{OpDefinition, Registry, Traits}};\nuse crate::ir::{{Attribute, BlockId, Body, Context, Location, OpId, RegionId, Type, ValueId}};\n"
    );
    for def in ops {
        spec(&mut out, dialect, def)?;
        handle(&mut out, dialect, def);
    }
    let _ = writeln!(out, "/// Every op of the dialect, in definition order.");
    let _ = write!(out, "pub static OPS: &[&OpSpec] = &[");
    for def in ops {
        let _ = write!(out, "&{}, ", static_name(&def.name));
    }
    let _ = writeln!(out, "];\n}}");
    Ok(out)
}

fn spec(out: &mut String, dialect: &str, def: &Def) -> Result<(), Error> {
    let g = Gen { def };
    let full = format!("{dialect}.{}", def.name);
    let line = def.line;
    let mut bits = vec![];
    let mut checks = vec![];
    let (mut operand_segments, mut result_segments) = (false, false);
    let mut implicit_terminator = None;
    let vars = |args: &str| -> Result<String, Error> {
        let v: Result<Vec<_>, _> = args.split(',').map(|a| g.var(a.trim())).collect();
        Ok(format!("&[{}]", v.map_err(|m| (line, m))?.join(", ")))
    };
    for t in &def.traits {
        let (name, args) = match t.split_once('(') {
            Some((n, a)) => (n, a.trim_end_matches(')')),
            None => (t.as_str(), ""),
        };
        if let Some((_, bit)) = TRAIT_BITS.iter().find(|(n, _)| *n == name) {
            bits.push(format!("Traits::{bit}"));
            continue;
        }
        match name {
            "SingleBlockImplicitTerminator" => {
                bits.push("Traits::SINGLE_BLOCK".into());
                implicit_terminator = Some(args.trim().to_string());
            }
            "SameOperandsAndResultType"
            | "SameTypeOperands"
            | "SameOperandsAndResultShape"
            | "SameOperandsAndResultElementType"
            | "SameOperandsElementType"
            | "SameOperandsShape"
            | "Elementwise" => checks.push(format!("Check::{name}")),
            "AllTypesMatch" | "AllElementTypesMatch" | "AllShapesMatch" => {
                checks.push(format!("Check::{name}({})", vars(args)?))
            }
            "HasParent" => {
                let names: Vec<String> = args.split(',').map(|a| format!("{:?}", a.trim())).collect();
                checks.push(format!("Check::HasParent(&[{}])", names.join(", ")))
            }
            "AttrSizedOperandSegments" => operand_segments = true,
            "AttrSizedResultSegments" => result_segments = true,
            _ => return Err((line, format!("unknown trait '{name}' on op '{full}'"))),
        }
    }
    // Checks declared in the body run before those of the traits.
    let mut body_checks = Vec::new();
    for (from, to, f, desc) in &def.typesmatch {
        let (from, to) = (g.var(from).map_err(|m| (line, m))?, g.var(to).map_err(|m| (line, m))?);
        body_checks.push(format!("Check::TypesMatchWith {{ from: {from}, to: {to}, transform: {f}, desc: {desc:?} }}"));
    }
    for (f, desc) in &def.preds {
        body_checks.push(format!("Check::Pred {{ check: {f}, desc: {desc:?} }}"));
    }
    body_checks.append(&mut checks);
    let checks = body_checks;
    let values = |vs: &[Value]| -> String {
        let mut s = String::from("&[");
        for v in vs {
            let arity = match v.arity {
                '?' => "Optional",
                '*' => "Variadic",
                _ => "Single",
            };
            let _ = write!(
                s,
                "ValueSpec {{ name: {:?}, arity: Arity::{arity}, constraint: &{}, segments: {:?} }}, ",
                v.name,
                upper_snake(&v.constraint),
                v.segments
            );
        }
        s + "]"
    };
    let mut attrs = String::from("&[");
    let mut inherent: Vec<String> = Vec::new();
    for a in &def.attrs {
        let presence = match (&a.default, a.optional || a.constraint == "UnitAttr") {
            (Some(d), true) if a.constraint != "UnitAttr" => format!("Presence::OptionalDefault({d:?})"),
            (Some(d), _) => format!("Presence::Default({d:?})"),
            (None, true) => "Presence::Optional".into(),
            (None, false) => "Presence::Required".into(),
        };
        let _ = write!(
            attrs,
            "AttrSpec {{ name: {:?}, constraint: &{}, presence: {presence} }}, ",
            a.name,
            upper_snake(&a.constraint)
        );
        inherent.push(format!(
            "({:?}, crate::dialects::AttrStorage::Constraint(&{}))",
            a.name,
            upper_snake(&a.constraint)
        ));
    }
    attrs.push(']');
    if operand_segments {
        inherent.push("(\"operandSegmentSizes\", crate::dialects::AttrStorage::Any)".into());
    }
    if result_segments {
        inherent.push("(\"resultSegmentSizes\", crate::dialects::AttrStorage::Any)".into());
    }
    let regions: String = def
        .regions
        .iter()
        .map(|r| format!("RegionSpec {{ name: {:?}, variadic: {}, blocks: {:?} }}, ", r.name, r.variadic, r.blocks))
        .collect();
    let mut successors = String::new();
    for s in &def.successors {
        let operands = match &s.operands {
            Some(o) => match g.var(o).map_err(|m| (line, m))? {
                v if v.starts_with("Var::Operand(") => format!("Some({})", &v["Var::Operand(".len()..v.len() - 1]),
                _ => return Err((line, format!("successor operands '{o}' must be an operand group"))),
            },
            None => "None".into(),
        };
        let _ = write!(
            successors,
            "SuccessorSpec {{ name: {:?}, variadic: {}, operands: {operands} }}, ",
            s.name, s.variadic
        );
    }
    let hook = |k: &str, prefix: &str| -> String {
        match def.hooks.get(k) {
            Some(f) if !f.is_empty() => format!("Some({f})"),
            Some(_) => format!("Some({prefix}_{})", def.name.replace('.', "_")),
            None => "None".into(),
        }
    };
    let traits = if bits.is_empty() {
        "Traits::NONE".to_string()
    } else {
        bits.iter().skip(1).fold(bits[0].clone(), |acc, b| format!("{acc}.union({b})"))
    };
    let default_dialect = match &def.default_dialect {
        Some(d) => format!("Some({d:?})"),
        None => "None".into(),
    };
    let format = g.format()?;
    let _ = writeln!(
        out,
        "pub static {}: OpSpec = OpSpec {{\n    name: {full:?},\n    traits: {traits},\n    checks: &[{}],\n    operands: {},\n    results: {},\n    attrs: {attrs},\n    regions: &[{regions}],\n    successors: &[{successors}],\n    operand_segments: {operand_segments},\n    result_segments: {result_segments},\n    implicit_terminator: {implicit_terminator:?},\n    format: {format},\n    infer: {},\n    def: OpDefinition {{\n        name: {full:?},\n        traits: {traits},\n        inherent_attrs: &[{}],\n        parse: {},\n        print: {},\n        verify: {},\n        names: {},\n        fold: {},\n        canonicalize: {},\n        default_dialect: {default_dialect},\n        ..OpDefinition::new({full:?}, Traits::NONE)\n    }},\n}};\n",
        static_name(&def.name),
        checks.join(", "),
        values(&def.operands),
        values(&def.results),
        hook("infer", "infer"),
        inherent.join(", "),
        hook("parse", "parse"),
        hook("print", "print"),
        hook("verify", "verify"),
        hook("names", "names"),
        hook("fold", "fold"),
        hook("canonicalize", "canonicalize"),
    );
    Ok(())
}

/// The typed handle of an op: accessors by name and a builder.
fn handle(out: &mut String, dialect: &str, def: &Def) {
    let rust = def.rust_name.clone().unwrap_or_else(|| format!("{}Op", camel_case(&def.name)));
    let st = static_name(&def.name);
    let _ = writeln!(
        out,
        "/// Typed handle of `{dialect}.{}`.\n#[derive(Copy, Clone, Debug, PartialEq, Eq)]\npub struct {rust}(pub OpId);\n\n#[allow(dead_code, clippy::too_many_arguments, clippy::should_implement_trait)]\nimpl {rust} {{\n    pub const NAME: &'static str = \"{dialect}.{}\";\n    pub fn spec() -> &'static OpSpec {{\n        &{st}\n    }}\n    /// `op` as this op, if it is one.\n    pub fn cast(ctx: &Context, body: &Body, op: OpId) -> Option<Self> {{\n        (ctx.str(body.op(op).name) == Self::NAME).then_some(Self(op))\n    }}",
        def.name, def.name
    );
    let simple = |vs: &[Value]| vs.iter().all(|v| v.arity == '1');
    for (kind, vs) in [("operand", &def.operands), ("result", &def.results)] {
        let list = if kind == "operand" { "operands" } else { "results" };
        let group = if kind == "operand" { "operand_group" } else { "result_group" };
        for (i, v) in vs.iter().enumerate() {
            let name = rust_ident(&v.name);
            if simple(vs) {
                let _ = writeln!(
                    out,
                    "    pub fn {name}(self, body: &Body) -> ValueId {{\n        body.{list}(self.0)[{i}]\n    }}"
                );
            } else if v.arity == '*' {
                let _ = writeln!(out, "    pub fn {name}<'b>(self, ctx: &Context, body: &'b Body) -> &'b [ValueId] {{\n        {st}.{group}(ctx, body, self.0, {i})\n    }}");
            } else if v.arity == '?' {
                let _ = writeln!(out, "    pub fn {name}(self, ctx: &Context, body: &Body) -> Option<ValueId> {{\n        {st}.{group}(ctx, body, self.0, {i}).first().copied()\n    }}");
            } else {
                let _ = writeln!(out, "    pub fn {name}(self, ctx: &Context, body: &Body) -> ValueId {{\n        {st}.{group}(ctx, body, self.0, {i})[0]\n    }}");
            }
        }
    }
    for a in &def.attrs {
        let name = rust_ident(&a.name);
        let _ = writeln!(out, "    pub fn {name}(self, ctx: &Context, body: &Body) -> Option<Attribute> {{\n        crate::dialects::ods::attr(ctx, body, self.0, {:?})\n    }}", a.name);
    }
    for (i, r) in def.regions.iter().enumerate() {
        if !r.variadic && def.regions[..i].iter().all(|r| !r.variadic) {
            let name = rust_ident(&r.name);
            let _ = writeln!(
                out,
                "    pub fn {name}(self, body: &Body) -> RegionId {{\n        body.op(self.0).regions[{i}]\n    }}"
            );
        }
    }
    builder(out, def, &st);
    let _ = writeln!(out, "}}\n");
}

/// `create`: every operand, result type, attribute and successor in
/// definition order; regions are created empty.
fn builder(out: &mut String, def: &Def, st: &str) {
    let mut params = String::new();
    let mut body_code = String::new();
    for v in &def.operands {
        let n = param_ident(&v.name);
        let (ty, push) = match v.arity {
            '*' => ("Vec<ValueId>", format!("operands.extend({n});")),
            '?' => ("Option<ValueId>", format!("operands.extend({n});")),
            _ => ("ValueId", format!("operands.push({n});")),
        };
        let _ = write!(params, ", {n}: {ty}");
        let _ = writeln!(body_code, "        operand_sizes.push(operands.len());\n        {push}");
    }
    for v in &def.results {
        let n = format!("{}_ty", snake_case(&v.name));
        let (ty, push) = match v.arity {
            '*' => ("Vec<Type>", format!("result_types.extend({n});")),
            '?' => ("Option<Type>", format!("result_types.extend({n});")),
            _ => ("Type", format!("result_types.push({n});")),
        };
        let _ = write!(params, ", {n}: {ty}");
        let _ = writeln!(body_code, "        result_sizes.push(result_types.len());\n        {push}");
    }
    for (i, a) in def.attrs.iter().enumerate() {
        let n = param_ident(&a.name);
        let required = !a.optional && a.default.is_none() && a.constraint != "UnitAttr";
        if required {
            let _ = write!(params, ", {n}: Attribute");
            let _ = writeln!(body_code, "        props.push((ctx.ident({:?}), {n}));", a.name);
        } else {
            let _ = write!(params, ", {n}: Option<Attribute>");
            let _ = writeln!(
                body_code,
                "        if let Some(v) = {n}.or_else(|| {st}.default_attr(ctx, {i})) {{\n            props.push((ctx.ident({:?}), v));\n        }}",
                a.name
            );
        }
    }
    for s in &def.successors {
        let n = param_ident(&s.name);
        if s.variadic {
            let _ = write!(params, ", {n}: Vec<BlockId>");
            let _ = writeln!(body_code, "        successors.extend({n});");
        } else {
            let _ = write!(params, ", {n}: BlockId");
            let _ = writeln!(body_code, "        successors.push({n});");
        }
    }
    let fixed_regions = def.regions.iter().filter(|r| !r.variadic).count();
    let isolated = def.traits.iter().any(|t| t == "IsolatedFromAbove");
    let segments = |flag: &str, name: &str, sizes: &str| {
        if def.traits.iter().any(|t| t == flag) {
            format!("        props.push((ctx.ident({name:?}), crate::dialects::ods::segment_sizes(ctx, &{sizes})));\n")
        } else {
            String::new()
        }
    };
    let seg = segments("AttrSizedOperandSegments", "operandSegmentSizes", "operand_sizes")
        + &segments("AttrSizedResultSegments", "resultSegmentSizes", "result_sizes");
    let _ = writeln!(
        out,
        "    /// Create the op (not yet inserted in a block).\n    #[allow(unused_mut, unused_variables)]\n    pub fn create(ctx: &Context, body: &mut Body, loc: Location{params}) -> Self {{\n        let (mut operands, mut result_types, mut successors, mut props) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());\n        let (mut operand_sizes, mut result_sizes): (Vec<usize>, Vec<usize>) = (Vec::new(), Vec::new());\n{body_code}        crate::dialects::ods::finish_sizes(&mut operand_sizes, operands.len());\n        crate::dialects::ods::finish_sizes(&mut result_sizes, result_types.len());\n{seg}        let mut inner = if {isolated} {{ Some(Box::<Body>::default()) }} else {{ None }};\n        let regions = (0..{fixed_regions}).map(|_| match inner.as_mut() {{ Some(b) => b.create_region(), None => body.create_region() }}).collect();\n        let state = crate::ir::OperationState {{\n            name: ctx.ident(Self::NAME),\n            loc,\n            operands,\n            result_types,\n            properties: if props.is_empty() {{ None }} else {{ Some(ctx.dictionary(props)) }},\n            attributes: ctx.empty_dictionary(),\n            successors,\n            regions,\n            inner,\n        }};\n        Self(body.create_op(state))\n    }}"
    );
}

/// A builder parameter: the Rust name, renamed where it would shadow the
/// builder's own locals (`scf.reduce` has an operand group `operands`).
fn param_ident(name: &str) -> String {
    const LOCALS: &[&str] = &[
        "operands",
        "result_types",
        "successors",
        "props",
        "operand_sizes",
        "result_sizes",
        "inner",
        "regions",
        "state",
    ];
    let s = rust_ident(name);
    if LOCALS.contains(&s.as_str()) {
        format!("{s}_")
    } else {
        s
    }
}

//! Pass pipelines: nested pass managers and their textual form
//! `anchor(pass{opt=value},nested.anchor(...))`.

use super::registry::{lookup, PassInfo};
use super::Pass;

/// One step of a pipeline.
pub enum Element {
    Pass {
        pass: Box<dyn Pass>,
        info: &'static PassInfo,
        options: String,
    },
    /// A pipeline run on each isolated op nested in the target whose name
    /// is the anchor.
    Nested(OpPassManager),
}

/// A pipeline anchored on an op name (`builtin.module`, `func.func`, `any`).
pub struct OpPassManager {
    pub anchor: String,
    pub elements: Vec<Element>,
}

impl OpPassManager {
    pub fn new(anchor: &str) -> Self {
        OpPassManager { anchor: anchor.to_string(), elements: Vec::new() }
    }

    /// Add pass `name` with its option text. A pass anchored on another op
    /// is nested implicitly (reusing a trailing nested pipeline of that anchor).
    pub fn add_pass(&mut self, name: &str, options: &str) -> Result<(), String> {
        let info =
            lookup(name).ok_or_else(|| format!("'{name}' does not refer to a registered pass or pass pipeline"))?;
        let pass = (info.create)(&info.parse_options(options)?)?;
        let element = Element::Pass { pass, info, options: options.to_string() };
        match info.anchor {
            Some(anchor) if anchor != self.anchor && self.anchor != "any" => {
                if let Some(Element::Nested(last)) = self.elements.last_mut() {
                    if last.anchor == anchor {
                        last.elements.push(element);
                        return Ok(());
                    }
                }
                let mut nested = OpPassManager::new(anchor);
                nested.elements.push(element);
                self.elements.push(Element::Nested(nested));
            }
            _ => self.elements.push(element),
        }
        Ok(())
    }

    /// Add a pass written as on the command line: `name` or `name=options`.
    pub fn add_pass_flag(&mut self, flag: &str) -> Result<(), String> {
        match flag.split_once('=') {
            Some((name, opts)) => self.add_pass(name, opts.trim_matches('"')),
            None => self.add_pass(flag, ""),
        }
    }

    /// Append a parsed pipeline: its elements when it has this anchor,
    /// else the pipeline nested.
    pub fn append(&mut self, other: OpPassManager) {
        if other.anchor == self.anchor {
            self.elements.extend(other.elements);
        } else {
            self.elements.push(Element::Nested(other));
        }
    }

    /// The textual form of the pipeline.
    pub fn text(&self) -> String {
        let inner: Vec<String> = self
            .elements
            .iter()
            .map(|e| match e {
                Element::Pass { info, options, .. } if options.is_empty() => info.name.to_string(),
                Element::Pass { info, options, .. } => format!("{}{{{options}}}", info.name),
                Element::Nested(n) => n.text(),
            })
            .collect();
        format!("{}({})", self.anchor, inner.join(","))
    }
}

/// Parse a textual pipeline. `builtin.module(...)`, `any(...)` and a bare
/// list of passes (run on the module) are accepted at the top.
pub fn parse_pipeline(text: &str) -> Result<OpPassManager, String> {
    let mut p = Cursor { s: text.as_bytes(), pos: 0 };
    let mut top = OpPassManager::new("builtin.module");
    p.skip_ws();
    let elements = p.elements("builtin.module")?;
    p.skip_ws();
    if p.pos != p.s.len() {
        return Err(format!("unexpected '{}' in pass pipeline", &text[p.pos..]));
    }
    // A single `builtin.module(...)` or `any(...)` is the pipeline itself.
    if let [Parsed::Nested(anchor, _)] = elements.as_slice() {
        if anchor == "builtin.module" || anchor == "any" {
            let Some(Parsed::Nested(anchor, inner)) = elements.into_iter().next() else { unreachable!() };
            let mut pm = OpPassManager::new(&anchor);
            build(&mut pm, inner)?;
            return Ok(pm);
        }
        return Err(format!(
            "can't run '{anchor}' pass manager on 'builtin.module' op; wrap it as builtin.module({anchor}(...))"
        ));
    }
    build(&mut top, elements)?;
    Ok(top)
}

/// Parse a bare pass list (`canonicalize,cse`) into a pipeline run on the
/// ops named `anchor`; the empty text is the empty pipeline.
pub fn parse_pass_list(text: &str, anchor: &str) -> Result<OpPassManager, String> {
    let mut p = Cursor { s: text.as_bytes(), pos: 0 };
    let elements = p.elements(anchor)?;
    p.skip_ws();
    if p.pos != p.s.len() {
        return Err(format!("unexpected '{}' in pass pipeline", &text[p.pos..]));
    }
    let mut pm = OpPassManager::new(anchor);
    build(&mut pm, elements)?;
    Ok(pm)
}

/// Parse a list of anchored pipelines (`func.func(cse),llvm.func(canonicalize)`),
/// one per op name.
pub fn parse_anchored_pipelines(text: &str) -> Result<Vec<OpPassManager>, String> {
    let mut p = Cursor { s: text.as_bytes(), pos: 0 };
    let elements = p.elements("")?;
    p.skip_ws();
    if p.pos != p.s.len() {
        return Err(format!("unexpected '{}' in pass pipeline", &text[p.pos..]));
    }
    let mut out: Vec<OpPassManager> = Vec::new();
    for e in elements {
        let Parsed::Nested(anchor, inner) = e else {
            return Err("expected pass pipeline to be wrapped with the anchor operation type, e.g. \
                        'builtin.module(...)'"
                .to_string());
        };
        let mut pm = OpPassManager::new(&anchor);
        build(&mut pm, inner)?;
        // As upstream, the first pipeline given for an op name is used.
        if !out.iter().any(|o| o.anchor == anchor) {
            out.push(pm);
        }
    }
    Ok(out)
}

enum Parsed {
    Pass(String, String),
    Nested(String, Vec<Parsed>),
}

fn build(pm: &mut OpPassManager, elements: Vec<Parsed>) -> Result<(), String> {
    for e in elements {
        match e {
            Parsed::Pass(name, opts) => pm.add_pass(&name, &opts)?,
            Parsed::Nested(anchor, inner) => {
                let mut nested = OpPassManager::new(&anchor);
                build(&mut nested, inner)?;
                pm.elements.push(Element::Nested(nested));
            }
        }
    }
    Ok(())
}

struct Cursor<'a> {
    s: &'a [u8],
    pos: usize,
}

impl Cursor<'_> {
    fn skip_ws(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn name(&mut self) -> String {
        let start = self.pos;
        while self.pos < self.s.len()
            && (self.s[self.pos].is_ascii_alphanumeric() || b"._-$".contains(&self.s[self.pos]))
        {
            self.pos += 1;
        }
        String::from_utf8_lossy(&self.s[start..self.pos]).into_owned()
    }

    /// `element (',' element)*`, up to a `)` or the end.
    fn elements(&mut self, anchor: &str) -> Result<Vec<Parsed>, String> {
        let mut out = Vec::new();
        loop {
            self.skip_ws();
            if self.pos >= self.s.len() || self.s[self.pos] == b')' {
                return Ok(out);
            }
            let name = self.name();
            if name.is_empty() {
                return Err(format!("expected a pass name in the '{anchor}' pipeline"));
            }
            self.skip_ws();
            match self.s.get(self.pos) {
                Some(b'(') => {
                    self.pos += 1;
                    let inner = self.elements(&name)?;
                    if self.s.get(self.pos) != Some(&b')') {
                        return Err("unbalanced '(' in pass pipeline".to_string());
                    }
                    self.pos += 1;
                    out.push(Parsed::Nested(name, inner));
                }
                Some(b'{') => {
                    let opts = self.braced()?;
                    out.push(Parsed::Pass(name, opts));
                }
                _ => out.push(Parsed::Pass(name, String::new())),
            }
            self.skip_ws();
            match self.s.get(self.pos) {
                Some(b',') => self.pos += 1,
                Some(b')') | None => return Ok(out),
                Some(_) => {
                    return Err(format!("expected ',' or ')' after '{}'", String::from_utf8_lossy(&self.s[..self.pos])))
                }
            }
        }
    }

    /// The text of a balanced `{...}`, without the braces.
    fn braced(&mut self) -> Result<String, String> {
        let start = self.pos + 1;
        let mut depth = 0;
        let mut quote = false;
        while self.pos < self.s.len() {
            match self.s[self.pos] {
                b'"' => quote = !quote,
                b'{' if !quote => depth += 1,
                b'}' if !quote => {
                    depth -= 1;
                    if depth == 0 {
                        self.pos += 1;
                        return Ok(String::from_utf8_lossy(&self.s[start..self.pos - 1]).into_owned());
                    }
                }
                _ => {}
            }
            self.pos += 1;
        }
        Err("unbalanced '{' in pass options".to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn register() {
        crate::transforms::passes::register_passes();
    }

    #[test]
    fn pipelines_nest_and_carry_options() {
        register();
        let pm =
            parse_pipeline("builtin.module(func.func(cse, canonicalize{max-iterations=2}), canonicalize)").unwrap();
        assert_eq!(pm.text(), "builtin.module(func.func(cse,canonicalize{max-iterations=2}),canonicalize)");
        assert_eq!(parse_pipeline("cse,cse").unwrap().text(), "builtin.module(cse,cse)");
    }

    #[test]
    fn bad_pipelines_are_reported() {
        register();
        assert!(parse_pipeline("builtin.module(bogus)").err().unwrap().contains("'bogus' does not refer"));
        assert!(parse_pipeline("builtin.module(cse").is_err());
        assert!(parse_pipeline("canonicalize{max-iterations=2").is_err());
        assert!(parse_pipeline("canonicalize{no-such=1}").err().unwrap().contains("no-such"));
        assert!(parse_pipeline("func.func(cse)").is_err());
    }

    #[test]
    fn anchored_passes_nest_implicitly() {
        register();
        let mut pm = OpPassManager::new("builtin.module");
        pm.add_pass_flag("cse").unwrap();
        pm.add_pass_flag("canonicalize=max-iterations=3").unwrap();
        assert_eq!(pm.text(), "builtin.module(cse,canonicalize{max-iterations=3})");
    }
}

//! The pass registry: each pass's name, description, options and
//! constructor, registered by the crate that defines it, so pipelines
//! (`--pass-pipeline`) and `--list-passes` can name it.

use std::sync::RwLock;

use rustc_hash::FxHashMap;

use super::Pass;

/// One option of a pass: `name=value` in its `{...}` option text.
pub struct PassOption {
    pub name: &'static str,
    pub help: &'static str,
    /// The value used when the option is not given.
    pub default: &'static str,
    /// The accepted values, when it is an enumeration or a flag.
    pub values: &'static [&'static str],
    /// Whether the value must be an unsigned integer.
    pub unsigned: bool,
}

/// Parsed option values by name, defaults filled in.
pub type PassOptions = FxHashMap<&'static str, String>;

/// A registered pass.
pub struct PassInfo {
    /// The argument name (`canonicalize`).
    pub name: &'static str,
    /// The name in IR dumps and timing reports (`Canonicalizer`).
    pub display: &'static str,
    pub help: &'static str,
    /// The op the pass must run on (`func.func`); `None` when any op will do.
    pub anchor: Option<&'static str>,
    pub options: &'static [PassOption],
    pub create: fn(&PassOptions) -> Result<Box<dyn Pass>, String>,
}

/// The registered pass lists: Strata's transforms (`transforms::register_passes`),
/// the lowering passes of `strata-lowering`, and any crate's own.
static EXTERNAL: RwLock<Vec<&'static [PassInfo]>> = RwLock::new(Vec::new());

/// Make `passes` available to pipelines and `--list-passes`. Registering the
/// same list twice is harmless.
pub fn register_passes(passes: &'static [PassInfo]) {
    let mut lists = EXTERNAL.write().unwrap_or_else(|e| e.into_inner());
    if !lists.iter().any(|l| std::ptr::eq(*l, passes)) {
        lists.push(passes);
    }
}

fn all_passes() -> Vec<&'static PassInfo> {
    let lists = EXTERNAL.read().unwrap_or_else(|e| e.into_inner());
    lists.iter().flat_map(|l| l.iter()).collect()
}

/// The pass registered as `name`.
pub fn lookup(name: &str) -> Option<&'static PassInfo> {
    all_passes().into_iter().find(|p| p.name == name)
}

/// Whether `name` is a registered pass.
pub fn is_pass_name(name: &str) -> bool {
    lookup(name).is_some()
}

/// (name, description) of every pass.
pub fn list_passes() -> Vec<(&'static str, &'static str)> {
    let mut all: Vec<_> = all_passes().into_iter().map(|p| (p.name, p.help)).collect();
    all.sort_by_key(|p| p.0);
    all
}

impl PassInfo {
    /// Parse option text `a=1 b=x` (space separated), checking names and values.
    /// A value may hold spaces inside quotes, braces or parentheses
    /// (`default-pipeline="canonicalize{max-iterations=2 top-down=false}"`).
    pub fn parse_options(&self, text: &str) -> Result<PassOptions, String> {
        let mut out: PassOptions = self.options.iter().map(|o| (o.name, o.default.to_string())).collect();
        for item in split_options(text)? {
            let (name, value) = item.split_once('=').unwrap_or((item, "true"));
            let Some(opt) = self.options.iter().find(|o| o.name == name) else {
                return Err(format!("<Pass-Options-Parser>: no such option {name} (pass '{}')", self.name));
            };
            let value = value.trim_matches('"');
            if !opt.values.is_empty() && !opt.values.contains(&value) {
                return Err(format!(
                    "<Pass-Options-Parser>: invalid value '{value}' for option {name} (expected one of {})",
                    opt.values.join(", ")
                ));
            }
            if opt.unsigned && value.parse::<u64>().is_err() {
                return Err(format!("<Pass-Options-Parser>: '{value}' value invalid for uint argument '{name}'"));
            }
            out.insert(opt.name, value.to_string());
        }
        Ok(out)
    }
}

/// Split option text at the spaces that are not inside quotes, braces,
/// brackets or parentheses.
fn split_options(text: &str) -> Result<Vec<&str>, String> {
    let mut items = Vec::new();
    let (mut depth, mut quote, mut start) = (0i32, false, None);
    for (i, c) in text.char_indices() {
        match c {
            '"' => quote = !quote,
            '{' | '(' | '[' if !quote => depth += 1,
            '}' | ')' | ']' if !quote => depth -= 1,
            c if c.is_whitespace() && !quote && depth == 0 => {
                if let Some(s) = start.take() {
                    items.push(&text[s..i]);
                }
                continue;
            }
            _ => {}
        }
        if depth < 0 {
            return Err(format!("<Pass-Options-Parser>: unbalanced '{c}' in '{text}'"));
        }
        start.get_or_insert(i);
    }
    if quote || depth != 0 {
        return Err(format!("<Pass-Options-Parser>: unterminated quote or bracket in '{text}'"));
    }
    items.extend(start.map(|s| &text[s..]));
    Ok(items)
}

/// Read a comma-separated list of integers (empty when the option is
/// absent or empty).
pub fn int_list(opts: &PassOptions, name: &str) -> Result<Vec<i64>, String> {
    match opts.get(name).map(|s| s.trim()) {
        None | Some("") => Ok(Vec::new()),
        Some(list) => list
            .split(',')
            .map(|s| s.trim().parse().map_err(|_| format!("invalid value '{s}' for option {name}")))
            .collect(),
    }
}

/// Read a flag option.
pub fn flag(opts: &PassOptions, name: &str) -> bool {
    opts.get(name).is_some_and(|v| v == "true" || v == "1")
}

//! The pass manager: named passes over a module and textual pipelines
//! (`builtin.module(strip-debuginfo)`), with upstream's pass names.

use crate::ir::{Body, Context, Module, OpId, ValueId};

/// A module pass: a name, a one-line description and the transformation.
struct PassInfo {
    name: &'static str,
    help: &'static str,
    run: fn(&Context, &mut Module),
}

const PASSES: &[PassInfo] = &[PassInfo {
    name: "strip-debuginfo",
    help: "Strip debug info (locations) from all operations and block arguments",
    run: strip_debuginfo,
}];

/// Whether `name` is a registered pass.
pub fn is_pass_name(name: &str) -> bool {
    PASSES.iter().any(|p| p.name == name)
}

/// (name, description) of every pass.
pub fn list_passes() -> Vec<(&'static str, &'static str)> {
    PASSES.iter().map(|p| (p.name, p.help)).collect()
}

/// Expand a textual pipeline into pass names. Accepts `a,b`,
/// `builtin.module(a,b)` and nesting of `builtin.module(...)`.
pub fn parse_pipeline(text: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut cur = String::new();
    let flush = |cur: &mut String, out: &mut Vec<String>| -> Result<(), String> {
        let name = cur.trim().to_string();
        cur.clear();
        if name.is_empty() {
            return Ok(());
        }
        if !is_pass_name(&name) {
            return Err(format!("'{name}' does not refer to a registered pass or pass pipeline"));
        }
        out.push(name);
        Ok(())
    };
    for c in text.chars() {
        match c {
            '(' => {
                let anchor = cur.trim().to_string();
                if anchor != "builtin.module" && anchor != "any" {
                    return Err(format!(
                        "unsupported pipeline anchor '{anchor}': only builtin.module(...) is available"
                    ));
                }
                cur.clear();
                depth += 1;
            }
            ')' => {
                if depth == 0 {
                    return Err("unbalanced ')' in pass pipeline".to_string());
                }
                flush(&mut cur, &mut out)?;
                depth -= 1;
            }
            ',' => flush(&mut cur, &mut out)?,
            _ => cur.push(c),
        }
    }
    if depth != 0 {
        return Err("unbalanced '(' in pass pipeline".to_string());
    }
    flush(&mut cur, &mut out)?;
    Ok(out)
}

/// Run passes by name, in order.
pub fn run_passes(ctx: &Context, module: &mut Module, names: &[String]) -> Result<(), String> {
    for n in names {
        let pass = PASSES.iter().find(|p| p.name == n).ok_or_else(|| format!("unknown pass '{n}'"))?;
        (pass.run)(ctx, module);
    }
    Ok(())
}

fn strip_debuginfo(ctx: &Context, module: &mut Module) {
    fn strip(body: &mut Body, unknown: crate::ir::Location) {
        for i in 0..body.num_ops() {
            let op = OpId(i as u32);
            body.op_mut(op).loc = unknown;
            if let Some(inner) = body.inner_mut(op) {
                strip(inner, unknown);
            }
        }
        for i in 0..body.num_values() {
            let v = ValueId(i as u32);
            if body.value(v).loc.is_some() {
                body.set_value_loc(v, Some(unknown));
            }
        }
    }
    strip(&mut module.body, ctx.unknown_loc());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pipelines_expand_to_pass_names() {
        assert_eq!(parse_pipeline("builtin.module(strip-debuginfo)").unwrap(), vec!["strip-debuginfo"]);
        assert_eq!(parse_pipeline("strip-debuginfo,strip-debuginfo").unwrap().len(), 2);
        assert!(parse_pipeline("builtin.module(bogus)").unwrap_err().contains("'bogus' does not refer"));
        assert!(parse_pipeline("builtin.module(strip-debuginfo").is_err());
    }
}

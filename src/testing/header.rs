//! The header of a check test (`tests/check/**/*.mlir`): the leading comment
//! lines say how to run `strata opt` on the file.
//!
//! ```text
//! // PIPELINE: --pass-pipeline='builtin.module(strip-debuginfo)'
//! // PIPELINE: --mlir-print-debuginfo --split-input-file
//! // VERIFY-DIAGNOSTICS
//! ```
//!
//! `PIPELINE:` lines hold `strata opt` flags (one dash or two, quoted as in
//! a shell); several lines are joined. `VERIFY-DIAGNOSTICS` is
//! `--verify-diagnostics`. The header ends at the first line that is neither
//! a `//` comment nor blank; a `PIPELINE:` line after it is an error.

use crate::tool::OptOptions;

/// What the header of a check test asks for.
#[derive(Clone, Debug, Default)]
pub struct TestHeader {
    pub options: OptOptions,
    /// The flags as written, for messages.
    pub flags: Vec<String>,
}

/// Read the header of `text`. A test must have a `// PIPELINE:` line (it may
/// hold no flags, for a plain round trip).
pub fn parse_header(text: &str) -> Result<TestHeader, String> {
    let mut flags = Vec::new();
    let mut verify = false;
    let mut seen_pipeline = false;
    let mut in_header = true;
    for (k, line) in text.lines().enumerate() {
        let t = line.trim();
        let comment = t.strip_prefix("//").map(str::trim);
        in_header &= t.is_empty() || comment.is_some();
        let Some(c) = comment else { continue };
        let (pipeline, verify_line) = (c.strip_prefix("PIPELINE:"), c == "VERIFY-DIAGNOSTICS");
        if !in_header && (pipeline.is_some() || verify_line) {
            return Err(format!("line {}: '{c}' must be in the leading comment lines of the file", k + 1));
        }
        if let Some(p) = pipeline {
            seen_pipeline = true;
            flags.extend(split_words(p).map_err(|e| format!("line {}: {e}", k + 1))?);
        }
        verify |= verify_line;
    }
    if !seen_pipeline {
        return Err("missing '// PIPELINE: <strata opt flags>' header line".into());
    }
    let mut options = parse_opt_flags(&flags)?;
    options.verify_diagnostics |= verify;
    Ok(TestHeader { options, flags })
}

/// Map `strata opt` flags to options: the printing and input flags,
/// `--pass-pipeline=TEXT` and pass flags (`--strip-debuginfo`,
/// `--pass=opts` as `pass{opts}`).
pub fn parse_opt_flags(flags: &[String]) -> Result<OptOptions, String> {
    crate::transforms::passes::register_passes();
    let mut o = OptOptions::default();
    let mut it = flags.iter();
    while let Some(flag) = it.next() {
        let Some(body) = flag.strip_prefix("--").or_else(|| flag.strip_prefix('-')).filter(|b| !b.is_empty()) else {
            return Err(format!("unexpected argument '{flag}': the input is the test file itself"));
        };
        let (name, value) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (body, None),
        };
        let no_value = |set: &mut bool| match &value {
            None => {
                *set = true;
                Ok(())
            }
            Some(_) => Err(format!("flag '--{name}' takes no value")),
        };
        match name {
            "mlir-print-op-generic" => no_value(&mut o.generic)?,
            "mlir-print-debuginfo" => no_value(&mut o.debug_info)?,
            "allow-unregistered-dialect" => no_value(&mut o.allow_unregistered)?,
            "split-input-file" => no_value(&mut o.split_input_file)?,
            "verify-diagnostics" => no_value(&mut o.verify_diagnostics)?,
            "pass-pipeline" => {
                let text = match value {
                    Some(v) => v,
                    None => it.next().cloned().ok_or("'--pass-pipeline' needs a pipeline")?,
                };
                o.passes.push(format!("pipeline:{text}"));
            }
            _ if crate::pass::is_pass_name(name) => match value {
                None => o.passes.push(name.to_string()),
                Some(v) => o.passes.push(format!("pipeline:{name}{{{v}}}")),
            },
            _ => return Err(format!("unknown flag '{flag}': neither a `strata opt` flag nor a registered pass")),
        }
    }
    Ok(o)
}

/// Split `s` into words as a shell does: blanks separate, `'...'` is
/// literal, `"..."` allows `\"` and `\\`, and `\` escapes outside quotes.
pub fn split_words(s: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut cur: Option<String> = None;
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' => words.extend(cur.take()),
            '\'' => {
                let w = cur.get_or_insert_with(String::new);
                loop {
                    match chars.next().ok_or("unterminated ' quote")? {
                        '\'' => break,
                        c => w.push(c),
                    }
                }
            }
            '"' => {
                let w = cur.get_or_insert_with(String::new);
                loop {
                    match chars.next().ok_or("unterminated \" quote")? {
                        '"' => break,
                        '\\' => match chars.next().ok_or("unterminated \" quote")? {
                            c @ ('"' | '\\' | '$' | '`') => w.push(c),
                            c => {
                                w.push('\\');
                                w.push(c);
                            }
                        },
                        c => w.push(c),
                    }
                }
            }
            '\\' => cur.get_or_insert_with(String::new).push(chars.next().ok_or("trailing '\\'")?),
            c => cur.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(cur);
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_flags_map_to_opt_options() {
        let h = parse_header(
            "// PIPELINE: --pass-pipeline='builtin.module(strip-debuginfo)' -mlir-print-debuginfo\n\
             // PIPELINE: --split-input-file --strip-debuginfo\n// VERIFY-DIAGNOSTICS\nmodule {}\n",
        )
        .unwrap();
        let o = h.options;
        assert!(o.debug_info && o.split_input_file && o.verify_diagnostics && !o.generic);
        assert_eq!(o.passes, ["pipeline:builtin.module(strip-debuginfo)", "strip-debuginfo"]);
    }

    #[test]
    fn header_problems_are_reported() {
        assert!(parse_header("module {}\n").unwrap_err().contains("missing '// PIPELINE:"));
        let late = parse_header("// PIPELINE:\nmodule {}\n// PIPELINE: --mlir-print-op-generic\n").unwrap_err();
        assert!(late.contains("line 3") && late.contains("leading comment lines"), "{late}");
        let bad = parse_header("// PIPELINE: --no-such-pass\n").unwrap_err();
        assert!(bad.contains("unknown flag '--no-such-pass'"), "{bad}");
        assert!(parse_header("// PIPELINE: --pass-pipeline='builtin.module(\n").unwrap_err().contains("quote"));
        assert!(parse_opt_flags(&["--split-input-file=1".into()]).unwrap_err().contains("takes no value"));
    }

    #[test]
    fn words_split_like_a_shell() {
        assert_eq!(split_words(r#" a 'b c'  "d \"e\"" f\ g "#).unwrap(), ["a", "b c", "d \"e\"", "f g"]);
        assert_eq!(split_words("--x='a b'").unwrap(), ["--x=a b"]);
    }
}

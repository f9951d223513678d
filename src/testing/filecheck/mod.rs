//! A FileCheck work-alike: reads the check directives of a file and matches
//! them against some output, with LLVM FileCheck's semantics.
//!
//! Directives (for each prefix, `CHECK` by default): `CHECK:`,
//! `CHECK-NEXT:`, `CHECK-SAME:`, `CHECK-NOT:`, `CHECK-LABEL:`, `CHECK-DAG:`,
//! `CHECK-EMPTY:`; `COM:` and `RUN:` lines are comments. Patterns are literal
//! text in which any run of spaces and tabs matches any run (as FileCheck
//! without `--strict-whitespace`), with `{{regex}}`, `[[VAR:regex]]`,
//! `[[VAR]]` and `[[@LINE]]`/`[[@LINE+N]]`. Regexes are FileCheck's POSIX
//! ERE, translated (see `pattern::translate_regex`); the `regex` crate picks
//! the leftmost-first alternative where POSIX picks the longest.
//!
//! Departures: a `PREFIX-WORD:` that is no known directive is an error
//! (FileCheck ignores it, hiding typos such as `CHECK-NXT:`); a variable used
//! on the line that defines it, `[[#...]]` numeric blocks and
//! `CHECK-COUNT-n` are not supported and reported as such; in `{{x{2}}}` the
//! regex ends at the last `}}` of the run of braces (FileCheck: the first).
//!
//! ```
//! use strata::testing::filecheck::{CheckFile, CheckOptions};
//! let checks = "// CHECK-LABEL: func @f\n// CHECK: %[[X:.*]] = arith.addi\n// CHECK-NEXT: return %[[X]]\n";
//! let file = CheckFile::parse("f.mlir", checks, &CheckOptions::default()).unwrap();
//! let output = "func.func @f() {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n";
//! assert!(file.check("<output>", output).is_ok());
//! assert!(file.check("<output>", &output.replace("return %0", "return %1")).is_err());
//! ```

mod matcher;
mod pattern;
mod report;
#[cfg(test)]
mod tests;

use pattern::Pattern;
pub use report::{render_all, CheckError, ErrorKind};

/// What a directive asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Directive {
    Check,
    Next,
    Same,
    Not,
    Label,
    Dag,
    Empty,
    /// The implicit check at the end of the input that the trailing
    /// `CHECK-NOT`/`CHECK-DAG` directives are matched before.
    Eof,
}

impl Directive {
    /// The suffix after the prefix, e.g. `-NEXT`.
    pub fn suffix(self) -> &'static str {
        match self {
            Directive::Check => "",
            Directive::Next => "-NEXT",
            Directive::Same => "-SAME",
            Directive::Not => "-NOT",
            Directive::Label => "-LABEL",
            Directive::Dag => "-DAG",
            Directive::Empty => "-EMPTY",
            Directive::Eof => "-EOF",
        }
    }

    fn from_suffix(s: &str) -> Option<Directive> {
        [
            Directive::Check,
            Directive::Next,
            Directive::Same,
            Directive::Not,
            Directive::Label,
            Directive::Dag,
            Directive::Empty,
        ]
        .into_iter()
        .find(|d| d.suffix() == s)
    }
}

/// Options of a check run, named after FileCheck's flags.
#[derive(Clone, Debug)]
pub struct CheckOptions {
    /// `--check-prefix`/`--check-prefixes`; `["CHECK"]` by default.
    pub prefixes: Vec<String>,
    /// `--comment-prefixes`; `["COM", "RUN"]` by default.
    pub comment_prefixes: Vec<String>,
    /// `--enable-var-scope`: variables not starting with `$` are forgotten
    /// at each `CHECK-LABEL` block.
    pub enable_var_scope: bool,
    /// `--allow-empty`: accept an empty input.
    pub allow_empty: bool,
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions {
            prefixes: vec!["CHECK".into()],
            comment_prefixes: vec!["COM".into(), "RUN".into()],
            enable_var_scope: false,
            allow_empty: false,
        }
    }
}

impl CheckOptions {
    /// The default options with other check prefixes.
    pub fn with_prefixes<S: Into<String>>(prefixes: impl IntoIterator<Item = S>) -> Self {
        CheckOptions { prefixes: prefixes.into_iter().map(Into::into).collect(), ..Default::default() }
    }
}

/// One directive of the check file.
#[derive(Debug)]
pub(crate) struct Check {
    pub directive: Directive,
    pub prefix: String,
    /// 1-based line and column of the pattern in the check file.
    pub line: usize,
    pub col: usize,
    pattern: Pattern,
}

/// A positive directive with the `CHECK-DAG`/`CHECK-NOT` directives that
/// precede it (FileCheck's `FileCheckString`).
#[derive(Debug)]
pub(crate) struct CheckString {
    pub check: Check,
    pub dag_nots: Vec<Check>,
}

/// The parsed directives of a check file.
#[derive(Debug)]
pub struct CheckFile {
    name: String,
    /// The check file's lines, for error messages.
    lines: Vec<String>,
    strings: Vec<CheckString>,
    options: CheckOptions,
}

impl CheckFile {
    /// Read the directives of `text` (named `name` in errors). Every problem
    /// found is reported.
    pub fn parse(name: &str, text: &str, options: &CheckOptions) -> Result<CheckFile, Vec<CheckError>> {
        let mut file = CheckFile {
            name: name.to_string(),
            lines: text.lines().map(str::to_string).collect(),
            strings: Vec::new(),
            options: options.clone(),
        };
        let mut errors = Vec::new();
        for p in options.prefixes.iter().chain(&options.comment_prefixes) {
            if p.is_empty() || !p.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
                errors.push(file.syntax_error(0, 0, format!("invalid prefix '{p}': use letters, digits, '-' and '_'")));
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let mut dag_nots = Vec::new();
        for (k, line) in text.lines().enumerate() {
            let line_no = k + 1;
            let (directive, prefix, col) = match find_directive(line, options) {
                Ok(Some(d)) => d,
                Ok(None) => continue,
                Err((col, msg)) => {
                    errors.push(file.syntax_error(line_no, col, msg));
                    continue;
                }
            };
            let raw = &line[col - 1..];
            let text = canonicalize(raw.trim_end_matches([' ', '\t']));
            let name = format!("{prefix}{}", directive.suffix());
            if directive == Directive::Empty && !text.is_empty() {
                errors.push(file.syntax_error(line_no, col, format!("found non-empty check string for {name}")));
                continue;
            }
            if directive != Directive::Empty && text.is_empty() {
                errors.push(file.syntax_error(line_no, col, format!("found empty check string with prefix '{name}:'")));
                continue;
            }
            if matches!(directive, Directive::Next | Directive::Same | Directive::Empty) && file.strings.is_empty() {
                errors.push(file.syntax_error(
                    line_no,
                    col,
                    format!("found '{name}' without previous '{prefix}:' line"),
                ));
                continue;
            }
            let pattern = match Pattern::parse(&text, line_no) {
                Ok(p) => p,
                Err((at, msg)) => {
                    errors.push(file.syntax_error(line_no, col + at, msg));
                    continue;
                }
            };
            let check = Check { directive, prefix: prefix.clone(), line: line_no, col, pattern };
            if matches!(directive, Directive::Dag | Directive::Not) {
                dag_nots.push(check);
            } else {
                file.strings.push(CheckString { check, dag_nots: std::mem::take(&mut dag_nots) });
            }
        }
        if file.strings.is_empty() && dag_nots.is_empty() && errors.is_empty() {
            let p = options.prefixes.join("', '");
            errors.push(file.syntax_error(0, 0, format!("no check strings found with prefix '{p}:'")));
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let eof = Pattern::parse("", 0).map_err(|(_, m)| vec![file.syntax_error(0, 0, m)])?;
        let prefix = options.prefixes.first().cloned().unwrap_or_default();
        let line = file.lines.len() + 1;
        file.strings.push(CheckString {
            check: Check { directive: Directive::Eof, prefix, line, col: 1, pattern: eof },
            dag_nots,
        });
        Ok(file)
    }

    /// Match the directives against `input` (named `input_name` in errors).
    /// Like FileCheck, a failed check skips to the next `CHECK-LABEL` block
    /// and a label that is not found ends the run.
    pub fn check(&self, input_name: &str, input: &str) -> Result<(), Vec<CheckError>> {
        let errors = matcher::run(self, input_name, input);
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors)
        }
    }

    fn syntax_error(&self, line: usize, col: usize, message: String) -> CheckError {
        CheckError {
            kind: ErrorKind::Syntax,
            check_file: self.name.clone(),
            line,
            col,
            directive: String::new(),
            message,
            check_line: line.checked_sub(1).and_then(|k| self.lines.get(k)).cloned().unwrap_or_default(),
            details: Vec::new(),
        }
    }
}

/// Parse `checks` and match them against `input` in one go.
pub fn check(
    check_name: &str,
    checks: &str,
    input_name: &str,
    input: &str,
    options: &CheckOptions,
) -> Result<(), Vec<CheckError>> {
    CheckFile::parse(check_name, checks, options)?.check(input_name, input)
}

/// Collapse each run of spaces and tabs into one space.
pub(crate) fn canonicalize(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut in_space = false;
    for c in s.chars() {
        if c == ' ' || c == '\t' {
            if !in_space {
                out.push(' ');
            }
            in_space = true;
        } else {
            out.push(c);
            in_space = false;
        }
    }
    out
}

fn is_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'-'
}

/// A directive found on a line: what it is, its prefix, and the 1-based
/// column of its pattern (after the colon and leading blanks).
type DirectiveAt = (Directive, String, usize);

/// The first directive of `line`; `None` for a line without one or a
/// comment line. Err: (column, message).
fn find_directive(line: &str, options: &CheckOptions) -> Result<Option<DirectiveAt>, (usize, String)> {
    let b = line.as_bytes();
    for at in 0..b.len() {
        if at > 0 && is_word(b[at - 1]) {
            continue;
        }
        let rest = &line[at..];
        if options.comment_prefixes.iter().any(|p| rest.strip_prefix(p.as_str()).is_some_and(|r| r.starts_with(':'))) {
            return Ok(None);
        }
        // Longest prefix first, so `CHECK-GEN:` is prefix `CHECK-GEN`, not
        // an unknown `-GEN` directive of `CHECK`.
        let mut prefixes: Vec<&String> = options.prefixes.iter().filter(|p| rest.starts_with(p.as_str())).collect();
        prefixes.sort_by_key(|p| std::cmp::Reverse(p.len()));
        for p in &prefixes {
            let after = &rest[p.len()..];
            let suffix_len = after.bytes().take_while(|&c| is_word(c)).count();
            let (suffix, tail) = after.split_at(suffix_len);
            let Some(tail) = tail.strip_prefix(':') else { continue };
            let Some(directive) = Directive::from_suffix(suffix) else {
                if suffix.starts_with('-') && !prefixes.iter().any(|q| q.len() > p.len()) {
                    return Err((
                        at + 1,
                        format!(
                            "unknown directive '{p}{suffix}:' (expected one of {p}:, {p}-NEXT:, {p}-SAME:, \
                             {p}-NOT:, {p}-LABEL:, {p}-DAG:, {p}-EMPTY:)"
                        ),
                    ));
                }
                continue;
            };
            let blanks = tail.len() - tail.trim_start_matches([' ', '\t']).len();
            let col = line.len() - tail.len() + blanks + 1;
            return Ok(Some((directive, (*p).clone(), col)));
        }
    }
    Ok(None)
}

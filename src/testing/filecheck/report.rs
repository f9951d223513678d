//! Check failures, rendered for people: the directive (check file:line:col,
//! its line and a caret), what went wrong, the input region scanned and the
//! closest candidate line.

use std::fmt;

/// What kind of failure a [`CheckError`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The check file itself is malformed.
    Syntax,
    /// The pattern was not found in the scanned region.
    NotFound,
    /// A `CHECK-NOT` pattern was found.
    Excluded,
    /// A `CHECK-NEXT`/`CHECK-EMPTY` match is not on the line after the
    /// previous match.
    NotNextLine,
    /// A `CHECK-SAME` match is not on the line of the previous match.
    NotSameLine,
    /// The pattern uses a variable no earlier match defined.
    UndefinedVariable,
    /// The input is empty (and `allow_empty` is off).
    EmptyInput,
}

/// One failed directive, or one problem of the check file.
#[derive(Clone, Debug)]
pub struct CheckError {
    pub kind: ErrorKind,
    /// Check file name, and 1-based line and column of the pattern (0 when
    /// the error concerns the whole file).
    pub check_file: String,
    pub line: usize,
    pub col: usize,
    /// The directive as written, e.g. `CHECK-NEXT` (empty for syntax errors).
    pub directive: String,
    pub message: String,
    /// The line of the check file holding the directive.
    pub check_line: String,
    /// Notes: variable values, the region scanned, the closest candidate.
    pub details: Vec<String>,
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = if self.directive.is_empty() { String::new() } else { format!("{}: ", self.directive) };
        if self.line == 0 {
            writeln!(f, "{}: error: {what}{}", self.check_file, self.message)?;
        } else {
            writeln!(f, "{}:{}:{}: error: {what}{}", self.check_file, self.line, self.col, self.message)?;
            writeln!(f, "{}", self.check_line)?;
            let pad: String = self
                .check_line
                .chars()
                .take(self.col.saturating_sub(1))
                .map(|c| if c == '\t' { '\t' } else { ' ' })
                .collect();
            writeln!(f, "{pad}^")?;
        }
        for d in &self.details {
            writeln!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for CheckError {}

/// Render several errors, one after the other.
pub fn render_all(errors: &[CheckError]) -> String {
    errors.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n")
}

/// The input being checked: the canonicalized text that is matched, and the
/// original lines that are shown.
pub(super) struct Input<'a> {
    pub name: &'a str,
    pub text: String,
    original: Vec<&'a str>,
    line_starts: Vec<usize>,
}

/// Lines of a scanned region shown before eliding the rest.
const SHOWN_LINES: usize = 8;
/// Lines searched for a closest candidate, and characters compared per line.
const FUZZY_LINES: usize = 4000;
const FUZZY_CHARS: usize = 300;

impl<'a> Input<'a> {
    pub fn new(name: &'a str, original: &'a str) -> Input<'a> {
        let text = super::canonicalize(original);
        let line_starts = std::iter::once(0).chain(text.match_indices('\n').map(|(k, _)| k + 1)).collect();
        Input { name, text, original: original.split('\n').collect(), line_starts }
    }

    /// The 1-based line holding byte `pos` of the canonical text.
    pub fn line_of(&self, pos: usize) -> usize {
        self.line_starts.partition_point(|&s| s <= pos)
    }

    /// The original text of 1-based line `n`.
    pub fn line_text(&self, n: usize) -> &str {
        self.original.get(n.wrapping_sub(1)).map_or("", |l| l.trim_end_matches('\r'))
    }

    /// The lines `range` covers: first and last (inclusive).
    pub fn lines_of(&self, range: &std::ops::Range<usize>) -> (usize, usize) {
        let first = self.line_of(range.start);
        let last = if range.end > range.start && self.text.as_bytes()[range.end - 1] == b'\n' {
            self.line_of(range.end - 1)
        } else {
            self.line_of(range.end)
        };
        (first, last.max(first))
    }

    /// `name:line: text`, one input line.
    pub fn show_line(&self, what: &str, n: usize) -> String {
        format!("note: {what} {}:{n}:\n{n:>6} | {}", self.name, self.line_text(n))
    }

    /// A note listing the lines of a scanned region.
    pub fn show_region(&self, range: &std::ops::Range<usize>) -> String {
        let (first, last) = self.lines_of(range);
        let mut s = if range.start == range.end {
            format!("note: scanned an empty region of {} at line {first}", self.name)
        } else {
            format!("note: scanned {} lines {first}-{last}:", self.name)
        };
        for n in first..=last.min(first + SHOWN_LINES - 1) {
            s.push_str(&format!("\n{n:>6} | {}", self.line_text(n)));
        }
        if last >= first + SHOWN_LINES {
            s.push_str(&format!("\n       | ... {} more lines", last + 1 - first - SHOWN_LINES));
        }
        s
    }

    /// The line of `range` closest to `example` (edit distance of `example`
    /// to the best-matching part of the line), if any is close enough.
    pub fn closest(&self, range: &std::ops::Range<usize>, example: &str) -> Option<usize> {
        let ex: Vec<char> = super::canonicalize(example.trim()).chars().take(FUZZY_CHARS).collect();
        if ex.is_empty() {
            return None;
        }
        let (first, last) = self.lines_of(range);
        let mut best: Option<(usize, usize)> = None;
        for n in first..=last.min(first + FUZZY_LINES) {
            let start = self.line_starts[n - 1];
            let end = self.line_starts.get(n).map_or(self.text.len(), |&e| e - 1);
            let line: Vec<char> = self.text[start..end].chars().take(FUZZY_CHARS).collect();
            let d = infix_distance(&ex, &line);
            if best.map_or(true, |(bd, _)| d < bd) {
                best = Some((d, n));
            }
        }
        best.filter(|&(d, _)| d * 2 < ex.len()).map(|(_, n)| n)
    }
}

/// Edit distance from `pat` to the closest substring of `text`.
fn infix_distance(pat: &[char], text: &[char]) -> usize {
    // prev[j]: distance of pat[..i] to the best substring ending at text[j].
    let mut prev = vec![0usize; text.len() + 1];
    let mut cur = vec![0usize; text.len() + 1];
    for (i, &p) in pat.iter().enumerate() {
        cur[0] = i + 1;
        for (j, &t) in text.iter().enumerate() {
            let sub = prev[j] + usize::from(p != t);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev.into_iter().min().unwrap_or(pat.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn infix_distance_is_free_at_both_ends_of_the_text() {
        let c = |s: &str| s.chars().collect::<Vec<_>>();
        assert_eq!(infix_distance(&c("addi"), &c("  %0 = arith.addi %a")), 0);
        assert_eq!(infix_distance(&c("addf"), &c("  %0 = arith.addi %a")), 1);
        assert_eq!(infix_distance(&c("xyz"), &c("")), 3);
    }
}

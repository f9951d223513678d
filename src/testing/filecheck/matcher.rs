//! FileCheck's matching algorithm: the input is first cut into blocks at the
//! `CHECK-LABEL` matches, then each block's directives are matched in order,
//! every positive directive first matching the `CHECK-DAG`s before it and
//! checking the `CHECK-NOT`s in the region it skipped.

use std::ops::Range;

use super::pattern::{Found, Vars};
use super::report::{CheckError, ErrorKind, Input};
use super::{Check, CheckFile, CheckString, Directive};

struct Matcher<'a> {
    file: &'a CheckFile,
    input: Input<'a>,
    vars: Vars,
}

/// Match all directives of `file` against `input`; every failure found.
pub(super) fn run(file: &CheckFile, input_name: &str, input: &str) -> Vec<CheckError> {
    let mut m = Matcher { file, input: Input::new(input_name, input), vars: Vars::default() };
    if input.is_empty() && !file.options.allow_empty {
        let first = &file.strings[0].check;
        let mut e = m.error(first, ErrorKind::EmptyInput, format!("{input_name} is empty"));
        (e.line, e.directive) = (0, String::new());
        return vec![*e];
    }
    let strings = &file.strings;
    let mut errors = Vec::new();
    let len = m.input.text.len();
    let mut buffer_start = 0;
    let (mut i, mut j) = (0, 0);
    loop {
        let region = if j == strings.len() {
            buffer_start..len
        } else {
            if strings[j].check.directive != Directive::Label {
                j += 1;
                continue;
            }
            // Find the label first, ignoring CHECK-DAG/NOT: its match ends the
            // block of the directives before it.
            match m.check_string(&strings[j], buffer_start..len, true) {
                Ok(found) => {
                    let r = buffer_start..found.end;
                    buffer_start = found.end;
                    j += 1;
                    r
                }
                Err(e) => {
                    errors.push(*e);
                    return errors;
                }
            }
        };
        if i != 0 && file.options.enable_var_scope {
            m.vars.retain(|name, _| name.starts_with('$'));
        }
        let mut start = region.start;
        while i != j {
            match m.check_string(&strings[i], start..region.end, false) {
                Ok(found) => start = found.end,
                Err(e) => {
                    errors.push(*e);
                    i = j;
                    break;
                }
            }
            i += 1;
        }
        if j == strings.len() {
            break;
        }
    }
    errors
}

impl Matcher<'_> {
    /// Match one positive directive (after its DAG/NOT group unless only
    /// scanning for a label) in `region`.
    fn check_string(
        &mut self,
        s: &CheckString,
        region: Range<usize>,
        label_scan: bool,
    ) -> Result<Found, Box<CheckError>> {
        let mut nots = Vec::new();
        let last = if label_scan { region.start } else { self.check_dag(s, region.clone(), &mut nots)? };
        let found = self.find(&s.check, last..region.end)?;
        if !label_scan {
            let skipped = last..found.start;
            self.check_line_distance(&s.check, &skipped, &found)?;
            self.check_nots(&nots, skipped)?;
        }
        Ok(found)
    }

    /// Match the CHECK-DAG groups of `s` (checking the CHECK-NOTs between
    /// groups); returns where the next match starts. The CHECK-NOTs after
    /// the last group are left in `nots`.
    fn check_dag<'c>(
        &mut self,
        s: &'c CheckString,
        region: Range<usize>,
        nots: &mut Vec<&'c Check>,
    ) -> Result<usize, Box<CheckError>> {
        let mut start = region.start;
        // Sorted, disjoint matches of the current group.
        let mut matches: Vec<Range<usize>> = Vec::new();
        for (k, c) in s.dag_nots.iter().enumerate() {
            if c.directive == Directive::Not {
                nots.push(c);
                continue;
            }
            let mut from = start;
            loop {
                let f = self.find(c, from..region.end)?;
                // Retry after any earlier match of the group it overlaps.
                let at = matches.partition_point(|r| r.end <= f.start);
                match matches.get(at) {
                    Some(r) if r.start < f.end => from = r.end,
                    _ => {
                        matches.insert(at, f.start..f.end);
                        break;
                    }
                }
            }
            let group_ends = s.dag_nots.get(k + 1).map_or(true, |n| n.directive == Directive::Not);
            if group_ends {
                if !nots.is_empty() {
                    self.check_nots(nots, start..matches[0].start)?;
                    nots.clear();
                }
                start = matches.iter().map(|r| r.end).max().unwrap_or(start);
                matches.clear();
            }
        }
        Ok(start)
    }

    /// Find `c` in `range` (defining its variables) or explain why not.
    fn find(&mut self, c: &Check, range: Range<usize>) -> Result<Found, Box<CheckError>> {
        let found = match c.directive {
            Directive::Eof => Some(Found { start: range.end, end: range.end, defs: Vec::new() }),
            // An empty line: the newline ending the previous line, followed by
            // the end of a line; the match starts after that newline.
            Directive::Empty => {
                let t = &self.input.text.as_bytes()[..range.end];
                (range.start..range.end)
                    .find(|&k| t[k] == b'\n' && (k + 1 == range.end || t[k + 1] == b'\n'))
                    .map(|k| Found { start: k + 1, end: k + 1, defs: Vec::new() })
            }
            _ => match c.pattern.find(&self.input.text, range.clone(), &self.vars) {
                Ok(f) => f,
                Err(undefined) => {
                    let msg = format!("uses undefined variable(s): {}", quoted(&undefined));
                    return Err(self.error(c, ErrorKind::UndefinedVariable, msg));
                }
            },
        };
        match found {
            Some(f) => {
                self.define(&f);
                Ok(f)
            }
            None => {
                let mut e = self.error(c, ErrorKind::NotFound, "expected string not found in input".into());
                e.details.push(self.input.show_region(&range));
                if c.directive != Directive::Empty {
                    if let Some(n) = self.input.closest(&range, &c.pattern.example(&self.vars)) {
                        e.details.push(self.input.show_line("closest candidate is", n));
                    }
                }
                Err(e)
            }
        }
    }

    fn define(&mut self, f: &Found) {
        for (name, value) in &f.defs {
            self.vars.insert(name.clone(), value.clone());
        }
    }

    /// CHECK-NEXT/CHECK-EMPTY: exactly one newline skipped; CHECK-SAME: none.
    fn check_line_distance(&self, c: &Check, skipped: &Range<usize>, found: &Found) -> Result<(), Box<CheckError>> {
        let newlines = self.input.text[skipped.clone()].bytes().filter(|&b| b == b'\n').count();
        let problem = match c.directive {
            Directive::Next | Directive::Empty if newlines == 0 => {
                Some((ErrorKind::NotNextLine, "is on the same line as the previous match"))
            }
            Directive::Next | Directive::Empty if newlines > 1 => {
                Some((ErrorKind::NotNextLine, "is not on the line after the previous match"))
            }
            Directive::Same if newlines > 0 => {
                Some((ErrorKind::NotSameLine, "is not on the same line as the previous match"))
            }
            _ => None,
        };
        let Some((kind, msg)) = problem else { return Ok(()) };
        let mut e = self.error(c, kind, msg.into());
        let prev = self.input.line_of(skipped.start);
        e.details.push(self.input.show_line("previous match ended on", prev));
        e.details.push(self.input.show_line("this match is on", self.input.line_of(found.start)));
        Err(e)
    }

    /// Each CHECK-NOT of `nots` must not match in `region`.
    fn check_nots(&self, nots: &[&Check], region: Range<usize>) -> Result<(), Box<CheckError>> {
        for c in nots {
            match c.pattern.find(&self.input.text, region.clone(), &self.vars) {
                Ok(None) => {}
                Ok(Some(f)) => {
                    let mut e = self.error(c, ErrorKind::Excluded, "excluded string found in input".into());
                    e.details.push(self.input.show_line("found here,", self.input.line_of(f.start)));
                    e.details.push(self.input.show_region(&region));
                    return Err(e);
                }
                Err(undefined) => {
                    let msg = format!("uses undefined variable(s): {}", quoted(&undefined));
                    return Err(self.error(c, ErrorKind::UndefinedVariable, msg));
                }
            }
        }
        Ok(())
    }

    /// An error at directive `c`, with the values of the variables it uses.
    fn error(&self, c: &Check, kind: ErrorKind, message: String) -> Box<CheckError> {
        let file = self.file;
        let mut details = Vec::new();
        let mut seen = Vec::new();
        for name in c.pattern.uses() {
            if let (Some(v), false) = (self.vars.get(name), seen.contains(&name)) {
                details.push(format!("note: with \"{name}\" equal to \"{v}\""));
                seen.push(name);
            }
        }
        let (line, col, directive, message) = if c.directive == Directive::Eof {
            (0, 0, String::new(), format!("at the end of {}: {message}", self.input.name))
        } else {
            (c.line, c.col, format!("{}{}", c.prefix, c.directive.suffix()), message)
        };
        Box::new(CheckError {
            kind,
            check_file: file.name.clone(),
            line,
            col,
            directive,
            message,
            check_line: line.checked_sub(1).and_then(|k| file.lines.get(k)).cloned().unwrap_or_default(),
            details,
        })
    }
}

fn quoted(names: &[String]) -> String {
    names.iter().map(|n| format!("\"{n}\"")).collect::<Vec<_>>().join(", ")
}

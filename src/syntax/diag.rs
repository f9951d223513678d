//! Diagnostics: located messages, and their rendering with the source line and
//! a caret (`file:line:col: error: message`).

use std::fmt::Write;

use crate::ir::{AttrKind, Context, Location};

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Error,
    Warning,
    Remark,
    Note,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
            Severity::Note => "note",
        }
    }
}

/// One diagnostic with its attached notes.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub loc: Location,
    pub message: String,
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    pub fn error(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Error, loc, message: message.into(), notes: Vec::new() }
    }
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic { severity: Severity::Note, loc, message: message.into(), notes: Vec::new() });
        self
    }
    /// Attach a second error that upstream reports right after this one
    /// (reported, and expected by `--verify-diagnostics`, as an error).
    pub fn followed_by(mut self, loc: Location, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic { severity: Severity::Error, loc, message: message.into(), notes: Vec::new() });
        self
    }
}

/// The text of a [`Source`]: a string, or a file mapped into memory.
pub enum SourceText {
    Owned(String),
    /// A UTF-8 file read through a private read-only mapping, as LLVM's
    /// `MemoryBuffer` reads large files: its pages come straight from the
    /// page cache, with no copy and no fresh memory to zero. Like any
    /// mapping, it assumes nobody truncates the file while it is read.
    Mapped(memmap2::Mmap),
}

impl SourceText {
    /// The file at `path`: mapped when it is a regular file of at least
    /// `MAP_MIN` bytes that holds valid UTF-8, else read (invalid UTF-8
    /// replaced, so the lexer reports it as an unexpected character).
    pub fn read_file(path: &std::path::Path) -> std::io::Result<SourceText> {
        /// Smaller files are read: mapping costs more than copying them.
        const MAP_MIN: u64 = 1 << 20;
        let file = std::fs::File::open(path)?;
        let meta = file.metadata()?;
        if meta.is_file() && meta.len() >= MAP_MIN {
            // SAFETY: the mapping is private and read-only; the file must
            // not be truncated while it is parsed (see the variant's docs).
            if let Ok(map) = unsafe { memmap2::Mmap::map(&file) } {
                if std::str::from_utf8(&map).is_ok() {
                    return Ok(SourceText::Mapped(map));
                }
            }
        }
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut &file, &mut bytes)?;
        Ok(SourceText::from_bytes(bytes))
    }

    /// Text from bytes, invalid UTF-8 replaced.
    pub fn from_bytes(bytes: Vec<u8>) -> SourceText {
        SourceText::Owned(decode_source(bytes))
    }
}

/// Source text from bytes: invalid UTF-8 is replaced, so the lexer reports
/// it as an unexpected character.
pub fn decode_source(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    }
}

impl std::ops::Deref for SourceText {
    type Target = str;
    fn deref(&self) -> &str {
        match self {
            SourceText::Owned(s) => s,
            // SAFETY: checked to be UTF-8 when mapped, and the mapping is
            // read-only.
            SourceText::Mapped(m) => unsafe { std::str::from_utf8_unchecked(m) },
        }
    }
}

impl From<String> for SourceText {
    fn from(s: String) -> Self {
        SourceText::Owned(s)
    }
}

/// A named source buffer with a line index.
pub struct Source {
    pub name: String,
    pub text: SourceText,
    line_starts: Vec<usize>,
}

impl Source {
    pub fn new(name: impl Into<String>, text: impl Into<SourceText>) -> Self {
        let text = text.into();
        let mut line_starts = vec![0];
        line_starts.extend(memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i + 1));
        Source { name: name.into(), text, line_starts }
    }

    /// 1-based (line, column) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (u32, u32) {
        self.line_col_near(offset, &std::cell::Cell::new(0))
    }

    /// [`Source::line_col`] starting from the 0-based line index in `hint`,
    /// which is updated: a parser asks for nearby offsets in order, so this
    /// is usually the same line or the next one.
    pub fn line_col_near(&self, offset: usize, hint: &std::cell::Cell<usize>) -> (u32, u32) {
        let starts = &self.line_starts;
        let within =
            |i: usize| starts.get(i).is_some_and(|&s| s <= offset) && starts.get(i + 1).map_or(true, |&e| offset < e);
        let h = hint.get();
        let line = if within(h) {
            h
        } else if within(h + 1) {
            h + 1
        } else {
            starts.partition_point(|&s| s <= offset) - 1
        };
        hint.set(line);
        ((line + 1) as u32, (offset - starts[line] + 1) as u32)
    }

    /// Text of 1-based line `line`, without its newline.
    pub fn line_text(&self, line: u32) -> Option<&str> {
        let i = (line as usize).checked_sub(1)?;
        let start = *self.line_starts.get(i)?;
        let end = self.line_starts.get(i + 1).map_or(self.text.len(), |e| e - 1);
        let s = &self.text[start..end.max(start)];
        Some(s.strip_suffix('\r').unwrap_or(s))
    }

    /// Byte offset of the start of 1-based `line`.
    pub fn line_start(&self, line: u32) -> Option<usize> {
        self.line_starts.get((line as usize).checked_sub(1)?).copied()
    }

    pub fn num_lines(&self) -> u32 {
        self.line_starts.len() as u32
    }
}

/// Render diagnostics for humans: location, severity, message, then the
/// source line with a caret when the location points into `source`.
pub fn render(ctx: &Context, source: Option<&Source>, diag: &Diagnostic, out: &mut String) {
    let place = describe_loc(ctx, diag.loc);
    let _ = writeln!(out, "{}: {}: {}", place, diag.severity.as_str(), diag.message);
    if let (Some(src), Some((file, line, col))) = (source, ctx.file_line_col(diag.loc)) {
        if file == src.name {
            if let Some(text) = src.line_text(line) {
                let _ = writeln!(out, "{text}");
                let pad: String = text
                    .chars()
                    .take(col.saturating_sub(1) as usize)
                    .map(|c| if c == '\t' { '\t' } else { ' ' })
                    .collect();
                let _ = writeln!(out, "{pad}^");
            }
        }
    }
    for note in &diag.notes {
        render(ctx, source, note, out);
    }
}

/// `file:line:col` for file locations, a best effort otherwise.
pub fn describe_loc(ctx: &Context, loc: Location) -> String {
    match ctx.file_line_col(loc) {
        Some((f, l, c)) => format!("{f}:{l}:{c}"),
        None => match ctx.attr_kind(loc) {
            AttrKind::NameLoc { name, .. } => format!("\"{}\"", ctx.str(*name)),
            _ => "loc(unknown)".to_string(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_and_caret_rendering() {
        let ctx = Context::new();
        let src = Source::new("a.mlir", "first\n  second line\n".to_string());
        assert_eq!(src.line_col(0), (1, 1));
        assert_eq!(src.line_col(8), (2, 3));
        let d = Diagnostic::error(ctx.file_loc("a.mlir", 2, 3), "bad thing");
        let mut out = String::new();
        render(&ctx, Some(&src), &d, &mut out);
        assert_eq!(out, "a.mlir:2:3: error: bad thing\n  second line\n  ^\n");
    }
}

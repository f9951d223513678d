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

/// The text of a [`Source`]: a string, a file mapped into memory, or bytes
/// that are not UTF-8 as a whole.
///
/// MLIR text is ASCII outside string literals and comments, where any byte
/// may appear (strings are byte strings). Text that is not UTF-8 keeps its
/// raw bytes, which the lexer scans and string literals are read from
/// ([`SourceText::bytes`]), next to a view of the same length ([`Deref`]
/// to `str`) in which each byte of an invalid sequence is SUB (0x1A), so
/// that offsets, lines and columns are those of the raw bytes and the
/// parser's text helpers can hand out `&str`.
///
/// [`Deref`]: std::ops::Deref
pub enum SourceText {
    Owned(String),
    /// A UTF-8 file read through a private read-only mapping, as LLVM's
    /// `MemoryBuffer` reads large files: its pages come straight from the
    /// page cache, with no copy and no fresh memory to zero. Like any
    /// mapping, it assumes nobody truncates the file while it is read.
    Mapped(memmap2::Mmap),
    /// Bytes that are not valid UTF-8, and their masked view.
    Bytes {
        raw: Vec<u8>,
        view: String,
    },
}

/// What stands for each byte of an invalid UTF-8 sequence in the view of
/// [`SourceText::Bytes`]: ASCII SUB, a character that is invalid outside a
/// string literal, so the lexers report it there as they would the byte.
pub const MASKED_BYTE: u8 = 0x1A;

impl SourceText {
    /// The file at `path`: mapped when it is a regular file of at least
    /// `MAP_MIN` bytes that holds valid UTF-8, else read.
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

    /// Text from bytes of any kind.
    pub fn from_bytes(bytes: Vec<u8>) -> SourceText {
        match String::from_utf8(bytes) {
            Ok(s) => SourceText::Owned(s),
            Err(e) => {
                let raw = e.into_bytes();
                let view = masked_view(&raw);
                SourceText::Bytes { raw, view }
            }
        }
    }

    /// The source's bytes as they were read.
    pub fn bytes(&self) -> &[u8] {
        match self {
            SourceText::Bytes { raw, .. } => raw,
            _ => self.as_bytes(),
        }
    }
}

/// `raw` with each byte of its invalid UTF-8 sequences replaced by
/// [`MASKED_BYTE`]: valid UTF-8 of the same length.
fn masked_view(raw: &[u8]) -> String {
    let mut view = String::with_capacity(raw.len());
    for chunk in raw.utf8_chunks() {
        view.push_str(chunk.valid());
        view.extend(std::iter::repeat(MASKED_BYTE as char).take(chunk.invalid().len()));
    }
    view
}

impl std::ops::Deref for SourceText {
    type Target = str;
    fn deref(&self) -> &str {
        match self {
            SourceText::Owned(s) => s,
            // SAFETY: checked to be UTF-8 when mapped, and the mapping is
            // read-only.
            SourceText::Mapped(m) => unsafe { std::str::from_utf8_unchecked(m) },
            SourceText::Bytes { view, .. } => view,
        }
    }
}

impl From<String> for SourceText {
    fn from(s: String) -> Self {
        SourceText::Owned(s)
    }
}

impl From<Vec<u8>> for SourceText {
    fn from(bytes: Vec<u8>) -> Self {
        SourceText::from_bytes(bytes)
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

    /// Text of 1-based line `line`, without its newline; bytes that are not
    /// UTF-8 are shown as U+FFFD.
    pub fn line_text(&self, line: u32) -> Option<std::borrow::Cow<'_, str>> {
        let bytes = self.line_bytes(line)?;
        Some(String::from_utf8_lossy(bytes))
    }

    /// The bytes of 1-based line `line`, without its line break.
    fn line_bytes(&self, line: u32) -> Option<&[u8]> {
        let i = (line as usize).checked_sub(1)?;
        let start = *self.line_starts.get(i)?;
        let bytes = self.text.bytes();
        let end = self.line_starts.get(i + 1).map_or(bytes.len(), |e| e - 1);
        let s = &bytes[start..end.max(start)];
        Some(s.strip_suffix(b"\r").unwrap_or(s))
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
            if let Some(bytes) = src.line_bytes(line) {
                let _ = writeln!(out, "{}", String::from_utf8_lossy(bytes));
                // The caret goes under the column's byte: pad with what the
                // bytes before it display as (tabs kept).
                let before = &bytes[..(col.saturating_sub(1) as usize).min(bytes.len())];
                let pad: String =
                    String::from_utf8_lossy(before).chars().map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
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

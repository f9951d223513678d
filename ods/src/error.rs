//! The errors of compiling definition files.

use std::fmt;
use std::path::PathBuf;

/// Why a [`crate::Build`] failed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A definition file is malformed. Displays as
    /// `path:line:col: error: message`, then the source line and a caret
    /// (`path:line: error: message` when the column is not known).
    #[error("{}", located(.path, .line, .column, .source_line, .message))]
    Definition {
        path: PathBuf,
        /// 1-based.
        line: usize,
        /// 1-based, in bytes, where the error is known to start.
        column: Option<usize>,
        /// The text of line `line`, empty where the file has no such line.
        source_line: String,
        message: String,
    },
    /// A definition file or the directory holding them could not be read.
    #[error("error: cannot read '{}': {source}", .path.display())]
    Read {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// Generated code could not be written.
    #[error("error: cannot write '{}': {source}", .path.display())]
    Write {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// No output directory was given and `OUT_DIR` is not set (the build
    /// runs outside a build script).
    #[error("error: no output directory: `OUT_DIR` is not set and `Build::out_dir` was not called")]
    NoOutDir,
}

/// `path:line:col: error: message`, the source line and a caret under the column.
fn located(path: &std::path::Path, line: &usize, column: &Option<usize>, source: &str, message: &str) -> Located {
    Located {
        place: format!("{}:{line}", path.display()),
        column: *column,
        source: source.to_string(),
        message: message.to_string(),
    }
}

struct Located {
    place: String,
    column: Option<usize>,
    source: String,
    message: String,
}

impl fmt::Display for Located {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.column {
            Some(c) => write!(f, "{}:{c}: error: {}", self.place, self.message)?,
            None => write!(f, "{}: error: {}", self.place, self.message)?,
        }
        if self.source.is_empty() {
            return Ok(());
        }
        write!(f, "\n{}", self.source)?;
        if let Some(c) = self.column {
            // Pad with what the bytes before the column display as (tabs kept).
            let before = self.source.get(..c.saturating_sub(1)).unwrap_or(&self.source);
            let pad: String = before.chars().map(|ch| if ch == '\t' { '\t' } else { ' ' }).collect();
            write!(f, "\n{pad}^")?;
        }
        Ok(())
    }
}

/// An error inside one file, before the file's path is known to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct At {
    pub line: usize,
    pub column: Option<usize>,
    pub message: String,
}

impl At {
    pub fn new(pos: Pos, message: impl Into<String>) -> At {
        At { line: pos.line, column: pos.column, message: message.into() }
    }

    /// The public error, for the file `path` whose text is `text`.
    pub fn in_file(self, path: PathBuf, text: &str) -> Error {
        let source_line = text.lines().nth(self.line.wrapping_sub(1)).unwrap_or("").to_string();
        Error::Definition { path, line: self.line, column: self.column, source_line, message: self.message }
    }
}

/// A place in a definition file.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Pos {
    pub line: usize,
    pub column: Option<usize>,
}

impl Pos {
    pub fn line(line: usize) -> Pos {
        Pos { line, column: None }
    }

    pub fn at(line: usize, column: usize) -> Pos {
        Pos { line, column: Some(column) }
    }

    /// `n` bytes further along the line.
    pub fn offset(self, n: usize) -> Pos {
        Pos { line: self.line, column: self.column.map(|c| c + n) }
    }
}

pub(crate) type Result<T, E = At> = std::result::Result<T, E>;

//! How the `strata` commands report failure, in one format for the whole
//! tool: a problem at a place in the input is a located diagnostic
//! (`file:line:col: error: ...`, then the source line and a caret), which
//! the parser, verifier or pass that found it renders; anything else is one
//! line, `strata: error: ...`. Paths in messages are quoted with single
//! quotes ([`quoted`]).

use std::fmt::Display;
use std::path::Path;
use std::process::ExitCode;

/// Print `message`: as it is when it is rendered located diagnostics,
/// else after `strata: error: `. Returns the failure exit status.
pub fn failure(message: impl Display, located: bool) -> ExitCode {
    if located {
        eprintln!("{message}");
    } else {
        eprintln!("strata: error: {message}");
    }
    ExitCode::FAILURE
}

/// Print an error that has no place in the input (`strata: error: ...`).
pub fn error(message: impl Display) -> ExitCode {
    failure(message, false)
}

/// Print what the command did (`strata: wrote ...`) on standard error.
pub fn info(message: impl Display) {
    eprintln!("strata: {message}");
}

/// A path as messages quote it: `'dir/file.mlir'`.
pub fn quoted(path: impl AsRef<Path>) -> String {
    format!("'{}'", path.as_ref().display())
}

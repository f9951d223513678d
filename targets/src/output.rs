//! Output files are written whole or not at all: each goes to a temporary
//! file beside its target, which replaces the target only when the command
//! succeeds ([`commit`]). A failed command leaves an existing file as it
//! was and creates none. `-` (standard output) is written at once; so is a
//! target that is not a regular file (`/dev/null`, a pipe), which a rename
//! would replace.

use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

/// An output being written.
pub struct Output {
    target: PathBuf,
    kind: Kind,
}

enum Kind {
    /// A temporary file beside the target, renamed over it by [`commit`].
    Staged(tempfile::NamedTempFile),
    /// A target that cannot be replaced by a rename, written in place.
    InPlace(File),
    /// Standard output.
    Stdout(std::io::Stdout),
}

/// Why an output could not be written: `cannot write 'path': reason`.
#[derive(Debug, thiserror::Error)]
#[error("cannot write '{}': {source}", path.display())]
pub struct OutputError {
    pub path: PathBuf,
    pub source: std::io::Error,
}

impl Output {
    /// Start writing `path` (`-` is standard output).
    pub fn create(path: &Path) -> Result<Output, OutputError> {
        let fail = |source| OutputError { path: path.to_path_buf(), source };
        if path == Path::new("-") {
            return Ok(Output { target: path.to_path_buf(), kind: Kind::Stdout(std::io::stdout()) });
        }
        // A link is followed: the file it names is replaced, not the link.
        let target = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        let existing = std::fs::metadata(&target).ok();
        if existing.as_ref().is_some_and(|m| !m.is_file()) {
            let file = std::fs::OpenOptions::new().write(true).truncate(true).open(&target).map_err(fail)?;
            return Ok(Output { target: path.to_path_buf(), kind: Kind::InPlace(file) });
        }
        let dir = match target.parent() {
            Some(d) if !d.as_os_str().is_empty() => d,
            _ => Path::new("."),
        };
        let name = target.file_name().map_or("out".into(), |n| n.to_string_lossy().into_owned());
        let prefix = format!(".{name}.");
        let mut builder = tempfile::Builder::new();
        builder.prefix(&prefix).suffix(".tmp");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            // A new file gets the usual mode (less the umask); a replaced one keeps its own.
            let mode = existing.as_ref().map_or(0o666, |m| m.permissions().mode() & 0o7777);
            builder.permissions(std::fs::Permissions::from_mode(mode));
        }
        let file = builder.tempfile_in(dir).map_err(fail)?;
        Ok(Output { target, kind: Kind::Staged(file) })
    }

    /// The file or stream to write to.
    pub fn writer(&mut self) -> &mut dyn Write {
        match &mut self.kind {
            Kind::Staged(f) => f.as_file_mut(),
            Kind::InPlace(f) => f,
            Kind::Stdout(s) => s,
        }
    }

    /// Write all of `bytes`.
    pub fn write_all(&mut self, bytes: &[u8]) -> Result<(), OutputError> {
        let target = self.target.clone();
        self.writer().write_all(bytes).map_err(|source| OutputError { path: target, source })
    }

    fn finish(self) -> Result<(), OutputError> {
        let fail = |path: &Path, source| OutputError { path: path.to_path_buf(), source };
        match self.kind {
            Kind::Staged(f) => f.persist(&self.target).map(drop).map_err(|e| fail(&self.target, e.error)),
            Kind::InPlace(mut f) => f.flush().map_err(|e| fail(&self.target, e)),
            Kind::Stdout(mut s) => s.flush().map_err(|e| fail(&self.target, e)),
        }
    }
}

/// `bytes` staged for `path`, to be [`commit`]ted.
pub fn stage(path: &Path, bytes: &[u8]) -> Result<Output, OutputError> {
    let mut out = Output::create(path)?;
    out.write_all(bytes)?;
    Ok(out)
}

/// Put every output in place. Called once the command has succeeded; an
/// output that is dropped instead is removed.
pub fn commit(outputs: impl IntoIterator<Item = Output>) -> Result<(), OutputError> {
    outputs.into_iter().try_for_each(Output::finish)
}

/// A directory to write outputs into: created (with its missing parents)
/// now, and removed again on drop unless [`NewDir::keep`] is called, so a
/// failed command leaves no directory behind.
pub struct NewDir {
    created: Option<PathBuf>,
}

impl NewDir {
    pub fn create(dir: &Path) -> Result<NewDir, OutputError> {
        let fail = |source| OutputError { path: dir.to_path_buf(), source };
        // The outermost missing ancestor is what gets removed.
        let mut first_missing = None;
        let mut d = Some(dir);
        while let Some(p) = d.filter(|p| !p.as_os_str().is_empty() && !p.exists()) {
            first_missing = Some(p.to_path_buf());
            d = p.parent();
        }
        std::fs::create_dir_all(dir).map_err(fail)?;
        Ok(NewDir { created: first_missing })
    }

    /// The command succeeded: the directory stays.
    pub fn keep(mut self) {
        self.created = None;
    }
}

impl Drop for NewDir {
    fn drop(&mut self) {
        if let Some(d) = self.created.take() {
            let _ = std::fs::remove_dir_all(d);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(path: &Path, bytes: &[u8]) -> Result<(), OutputError> {
        commit([stage(path, bytes)?])
    }

    #[test]
    fn an_uncommitted_output_leaves_the_old_file_and_no_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out.txt");
        std::fs::write(&path, "old").unwrap();
        let staged = stage(&path, b"new").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "old");
        drop(staged);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "old");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
        write(&path, b"new").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "new");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[cfg(unix)]
    #[test]
    fn links_are_followed_and_devices_written_in_place() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real.txt");
        std::fs::write(&real, "old").unwrap();
        let link = dir.path().join("link.txt");
        std::os::unix::fs::symlink(&real, &link).unwrap();
        write(&link, b"new").unwrap();
        assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
        assert_eq!(std::fs::read_to_string(&real).unwrap(), "new");
        write(Path::new("/dev/null"), b"x").unwrap();
        assert!(!std::fs::metadata("/dev/null").unwrap().is_file());
    }

    #[test]
    fn a_new_directory_is_removed_unless_kept() {
        let dir = tempfile::tempdir().unwrap();
        let nested = dir.path().join("a/b");
        drop(NewDir::create(&nested).unwrap());
        assert!(!dir.path().join("a").exists());
        NewDir::create(&nested).unwrap().keep();
        assert!(nested.is_dir());
        drop(NewDir::create(&nested).unwrap());
        assert!(nested.is_dir(), "an existing directory is not removed");
    }
}

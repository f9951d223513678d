//! Helpers shared by the integration tests.

use std::path::{Path, PathBuf};

/// The `.mlir` files of `tests/<dir>` (and, when `recursive`, of its
/// subfolders), sorted; there must be at least one.
pub fn mlir_files(dir: &str, recursive: bool) -> Vec<PathBuf> {
    fn collect(dir: &Path, recursive: bool, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.unwrap().path();
            if path.is_dir() {
                if recursive {
                    collect(&path, recursive, out);
                }
            } else if path.extension().is_some_and(|x| x == "mlir") {
                out.push(path);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join(dir);
    let mut v = Vec::new();
    collect(&root, recursive, &mut v);
    v.sort();
    assert!(!v.is_empty(), "no .mlir files in {}", root.display());
    v
}

//! Helpers shared by the integration tests.

use std::path::{Path, PathBuf};

/// The `.mlir` files of `tests/<dir>`, sorted.
pub fn mlir_files(dir: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join(dir);
    let mut v: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    v.sort();
    assert!(!v.is_empty(), "no .mlir files in {}", root.display());
    v
}

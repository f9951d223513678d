//! Builds the C runtime (`runtime/`) for the target Strata is built for, as
//! `$OUT_DIR/libstrata_runtime.a`, which `strata runtime` embeds and writes
//! out, and which is linked into the library so that `strata run` can
//! resolve the runtime's symbols in JIT-compiled code. Also writes
//! `$OUT_DIR/runtime_sources.rs`: every runtime source and header as
//! `(path, include_str!(...))`, which `strata runtime` compiles for other
//! targets. The files in `runtime/` are the one list of sources.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    let root = manifest.join("runtime");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=runtime");

    let files = runtime_files(&root);
    let mut build = cc::Build::new();
    build
        .cargo_metadata(true)
        .include(root.join("include"))
        .flag_if_supported("-std=c99")
        .warnings(true)
        .extra_warnings(true)
        .opt_level(2)
        .debug(false);
    for file in files.iter().filter(|f| f.extension().is_some_and(|e| e == "c")) {
        build.file(file);
    }
    build.compile("strata_runtime");
    // The GPU entry points dlopen libcuda.so.1 and take a mutex: glibc before
    // 2.34 has dlopen and pthreads in libraries of their own.
    if std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "linux") {
        println!("cargo:rustc-link-lib=dl");
        println!("cargo:rustc-link-lib=pthread");
    }

    let mut table = String::from("pub(crate) const RUNTIME_SOURCES: &[(&str, &str)] = &[\n");
    for file in &files {
        let relative = file.strip_prefix(&root).expect("under runtime/").to_str().expect("UTF-8 path");
        let relative = relative.replace('\\', "/");
        writeln!(table, "    ({relative:?}, include_str!({:?})),", file.to_str().expect("UTF-8 path")).unwrap();
    }
    table.push_str("];\n");
    std::fs::write(out_dir.join("runtime_sources.rs"), table).expect("write runtime_sources.rs");

    // The triple the embedded archive is built for.
    println!("cargo:rustc-env=STRATA_RUNTIME_HOST_TARGET={}", std::env::var("TARGET").expect("TARGET"));
}

/// The `.c` and `.h` files under `runtime/src` and `runtime/include`, sorted.
fn runtime_files(root: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for dir in ["include", "src"] {
        let entries = std::fs::read_dir(root.join(dir)).unwrap_or_else(|e| panic!("read runtime/{dir}: {e}"));
        for entry in entries {
            let path = entry.expect("runtime directory entry").path();
            if path.extension().is_some_and(|e| e == "c" || e == "h") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

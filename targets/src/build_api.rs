//! [`Build`]: compile `.mlir` kernels from a cargo build script, in the
//! style of the `cc` crate.
//!
//! ```no_run
//! // build.rs
//! strata_targets::Build::new().file("kernels/matmul.mlir").opt_level(3).compile("kernels");
//! ```
//! ```text
//! // src/main.rs
//! mod kernels {
//!     include!(concat!(env!("OUT_DIR"), "/kernels.rs"));
//! }
//! ```
//!
//! `compile(name)` compiles each file for cargo's `TARGET` with a C
//! interface for every function, compiles the Strata runtime with the `cc`
//! crate, archives both into `lib<name>.a`, prints the `cargo:` link and
//! `rerun-if-changed` lines, and writes `<name>.rs` into `OUT_DIR`: the
//! safe bindings described in [`crate::bindings`].

use std::path::{Path, PathBuf};

use strata::ir::{Context, Module};
use strata::opdef::Registry;
use strata::syntax::diag::{Source, SourceText};

use crate::compile::{compile_source, parse_and_verify, CompileError, CompileOptions, Emit};

// The runtime's C sources, embedded by build.rs.
include!(concat!(env!("OUT_DIR"), "/runtime_sources.rs"));
/// The target this crate is built for.
const HOST_TARGET: &str = env!("STRATA_RUNTIME_HOST_TARGET");

/// Why a [`Build`] failed. `Display` is the message: rendered located
/// diagnostics when [`BuildError::is_located`], else one sentence.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    #[error("cannot read '{}': {source}", path.display())]
    Read { path: PathBuf, source: std::io::Error },
    #[error("cannot write '{}': {source}", path.display())]
    Write { path: PathBuf, source: std::io::Error },
    #[error("{0}")]
    Compile(#[from] CompileError),
    #[error(
        "invalid library name '{0}': a name is ASCII letters, digits, '_' and '-', starting with a letter or \
         '_' (it names lib<NAME>.a, <NAME>.h and <NAME>.rs)"
    )]
    Name(String),
    #[error("{0}")]
    Target(#[from] crate::triple::TargetError),
    #[error("{0} is not set: run from a cargo build script or set Build::out_dir")]
    Env(&'static str),
    #[error("compiling the Strata runtime failed: {0}")]
    Runtime(String),
    #[error("no .mlir files were given to Build")]
    NoFiles,
}

impl BuildError {
    /// Whether the message is rendered diagnostics at places in the input.
    pub fn is_located(&self) -> bool {
        matches!(self, BuildError::Compile(e) if e.is_located())
    }
}

/// `name` if it can name a library's files and Rust module.
fn check_library_name(name: &str) -> Result<(), BuildError> {
    let mut chars = name.chars();
    let first_ok = chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
    if first_ok && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-') {
        Ok(())
    } else {
        Err(BuildError::Name(name.to_string()))
    }
}

/// Compiles `.mlir` files into a static library with Rust bindings.
#[derive(Clone, Debug, Default)]
pub struct Build {
    files: Vec<PathBuf>,
    opt_level: Option<u8>,
    target: Option<String>,
    cpu: Option<String>,
    features: Option<String>,
    out_dir: Option<PathBuf>,
    cargo_metadata: Option<bool>,
    no_bindings: bool,
    header: bool,
    allow_unregistered: bool,
    fp_contract: bool,
}

impl Build {
    pub fn new() -> Build {
        Build::default()
    }

    /// Add an `.mlir` file.
    pub fn file(&mut self, path: impl AsRef<Path>) -> &mut Build {
        self.files.push(path.as_ref().to_path_buf());
        self
    }

    /// Add several `.mlir` files.
    pub fn files<P: AsRef<Path>>(&mut self, paths: impl IntoIterator<Item = P>) -> &mut Build {
        self.files.extend(paths.into_iter().map(|p| p.as_ref().to_path_buf()));
        self
    }

    /// Let multiplications and additions fuse into fused multiply-adds
    /// (`strata compile --fp-contract fast`).
    pub fn fp_contract(&mut self, on: bool) -> &mut Build {
        self.fp_contract = on;
        self
    }

    /// LLVM optimization level 0 to 3 (default: cargo's `OPT_LEVEL`, else 2).
    pub fn opt_level(&mut self, level: u8) -> &mut Build {
        self.opt_level = Some(level.min(3));
        self
    }

    /// Target triple (default: cargo's `TARGET`).
    pub fn target(&mut self, triple: &str) -> &mut Build {
        self.target = Some(triple.to_string());
        self
    }

    /// Target CPU (`native`, `neoverse-v1`, ...).
    pub fn cpu(&mut self, cpu: &str) -> &mut Build {
        self.cpu = Some(cpu.to_string());
        self
    }

    /// Target features (`+avx2,+fma`).
    pub fn features(&mut self, features: &str) -> &mut Build {
        self.features = Some(features.to_string());
        self
    }

    /// Where the library and bindings go (default: cargo's `OUT_DIR`).
    pub fn out_dir(&mut self, dir: impl AsRef<Path>) -> &mut Build {
        self.out_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Whether to print `cargo:` lines (default: true).
    pub fn cargo_metadata(&mut self, on: bool) -> &mut Build {
        self.cargo_metadata = Some(on);
        self
    }

    /// Whether to write the Rust bindings `<name>.rs` (default: true).
    pub fn bindings(&mut self, on: bool) -> &mut Build {
        self.no_bindings = !on;
        self
    }

    /// Whether to write a C header `<name>.h` for all the files (default: false).
    pub fn header(&mut self, on: bool) -> &mut Build {
        self.header = on;
        self
    }

    /// Whether to accept ops, types and attributes of dialects Strata does
    /// not register (default: false).
    pub fn allow_unregistered_dialect(&mut self, on: bool) -> &mut Build {
        self.allow_unregistered = on;
        self
    }

    /// Build `lib<name>.a` and `<name>.rs`; panics with the error, as a
    /// build script should.
    pub fn compile(&self, name: &str) {
        match self.try_compile(name) {
            Err(e) if e.is_located() => panic!("\n\n{e}\n\n"),
            Err(e) => panic!("\n\nstrata: error: {e}\n\n"),
            Ok(_) => {}
        }
    }

    /// Build `lib<name>.a` and `<name>.rs`; returns the path of the bindings.
    pub fn try_compile(&self, name: &str) -> Result<PathBuf, BuildError> {
        check_library_name(name)?;
        if self.files.is_empty() {
            return Err(BuildError::NoFiles);
        }
        let out_dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => PathBuf::from(std::env::var_os("OUT_DIR").ok_or(BuildError::Env("OUT_DIR"))?),
        };
        let metadata = self.cargo_metadata.unwrap_or(true);
        let target = self.target.clone().or_else(|| std::env::var("TARGET").ok());
        if let Some(t) = &target {
            crate::triple::check_target(t, false)?;
        }
        let opt_level = self.opt_level.unwrap_or_else(|| {
            std::env::var("OPT_LEVEL").ok().and_then(|l| l.parse::<u8>().ok()).map_or(2, |l| l.min(3))
        });
        let opts = CompileOptions {
            emit: Emit::Obj,
            target: target.clone(),
            cpu: self.cpu.clone(),
            features: self.features.clone(),
            opt_level,
            debug_info: false,
            lower: true,
            c_interface: true,
            gpu_chip: None,
            allow_unregistered: self.allow_unregistered,
            fp_contract: self.fp_contract,
        };
        let registry = Registry::with_all_dialects();
        let ctx = Context::new();
        // Every file is parsed and checked before anything is written.
        let mut texts = Vec::new();
        let mut modules: Vec<(Source, Module)> = Vec::new();
        for file in &self.files {
            if metadata {
                println!("cargo:rerun-if-changed={}", file.display());
            }
            // Bytes, not a string: the file may be bytecode.
            let text = std::fs::read(file).map_err(|source| BuildError::Read { path: file.clone(), source })?;
            let src = Source::new(file.display().to_string(), SourceText::from_bytes(text.clone()));
            let mut module = parse_and_verify(&ctx, &registry, &src, self.allow_unregistered)?;
            crate::compile::bufferize_tensors(&ctx, &registry, &src, &mut module)?;
            texts.push(text);
            modules.push((src, module));
        }
        let pairs: Vec<(&Source, &Module)> = modules.iter().map(|(s, m)| (s, m)).collect();
        crate::symbols::check_unique(&ctx, &pairs)?;
        let mut objects = Vec::new();
        for (i, (file, text)) in self.files.iter().zip(texts).enumerate() {
            let object = compile_source(&file.display().to_string(), text, &opts)?;
            let stem = file.file_stem().map_or("kernel".into(), |s| s.to_string_lossy().into_owned());
            let path = out_dir.join(format!("{name}-{i}-{stem}.o"));
            std::fs::write(&path, object).map_err(|source| BuildError::Write { path: path.clone(), source })?;
            objects.push(path);
        }
        archive(name, &out_dir, &objects, target.as_deref(), metadata)?;
        if metadata {
            // Kernels call the C math library.
            println!("cargo:rustc-link-lib=m");
        }
        if self.header {
            let machine = crate::compile::target_machine(&opts)?;
            let files: Vec<String> = self.files.iter().map(|f| f.display().to_string()).collect();
            let guard_key = format!("{name}\n{}", files.join("\n"));
            let hopts =
                crate::header::HeaderOptions { source_name: name, guard_key: &guard_key, c_interface_all: true };
            let all: Vec<&Module> = modules.iter().map(|(_, m)| m).collect();
            let text = crate::header::generate(&ctx, &all, &machine.get_target_data(), &hopts);
            let h = out_dir.join(format!("{name}.h"));
            std::fs::write(&h, text).map_err(|source| BuildError::Write { path: h.clone(), source })?;
        }
        let rs = out_dir.join(format!("{name}.rs"));
        if !self.no_bindings {
            let refs: Vec<(&str, &Module)> = modules.iter().map(|(s, m)| (s.name.as_str(), m)).collect();
            let bindings = crate::bindings::generate(&ctx, &refs);
            std::fs::write(&rs, bindings).map_err(|source| BuildError::Write { path: rs.clone(), source })?;
        }
        Ok(rs)
    }
}

/// The `cc` crate's spelling of a target triple (`aarch64-linux-gnu` is
/// `aarch64-unknown-linux-gnu` there).
fn cc_triple(triple: &str) -> String {
    let parts: Vec<&str> = triple.split('-').collect();
    match parts[..] {
        [arch, "linux", env] => format!("{arch}-unknown-linux-{env}"),
        _ => triple.to_string(),
    }
}

/// Compile the runtime for `target` and archive it with `objects` into
/// `out_dir/lib<name>.a`.
fn archive(
    name: &str,
    out_dir: &Path,
    objects: &[PathBuf],
    target: Option<&str>,
    metadata: bool,
) -> Result<PathBuf, BuildError> {
    let runtime_dir = out_dir.join(format!("{name}-strata-runtime"));
    let mut cc = cc::Build::new();
    cc.cargo_metadata(metadata)
        .out_dir(out_dir)
        .include(runtime_dir.join("include"))
        .flag_if_supported("-std=c99")
        .warnings(false)
        .opt_level(2)
        .debug(false)
        .target(&cc_triple(target.unwrap_or(HOST_TARGET)));
    if std::env::var_os("HOST").is_none() {
        cc.host(HOST_TARGET);
    }
    for (path, text) in RUNTIME_SOURCES {
        let dest = runtime_dir.join(path);
        if let Some(parent) = dest.parent() {
            std::fs::create_dir_all(parent).map_err(|source| BuildError::Write { path: parent.into(), source })?;
        }
        std::fs::write(&dest, text).map_err(|source| BuildError::Write { path: dest.clone(), source })?;
        if path.ends_with(".c") {
            cc.file(&dest);
        }
    }
    for o in objects {
        cc.object(o);
    }
    cc.try_compile(name).map_err(|e| BuildError::Runtime(e.to_string()))?;
    Ok(out_dir.join(format!("lib{name}.a")))
}

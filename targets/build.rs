//! Builds the C runtime (`runtime/`) for the target Strata is built for, as
//! `$OUT_DIR/libstrata_runtime.a`, which `strata runtime` embeds and writes
//! out, and which is linked into the library so that `strata run` can
//! resolve the runtime's symbols in JIT-compiled code. Also writes
//! `$OUT_DIR/runtime_sources.rs`: every runtime source and header as
//! `(path, include_str!(...))`, which `strata runtime` compiles for other
//! targets. The files in `runtime/` are the one list of sources.
//!
//! Also writes `$OUT_DIR/llvm_targets.rs`: the CPUs and features LLVM 19
//! knows for each target Strata generates code for, as LLVM's `llc` lists
//! them (`-mcpu=help`), and the x86 CPUs that cannot run 64-bit code (`llc`
//! aborts on them for an x86-64 triple). LLVM's C API lists neither, and
//! an unknown CPU or feature only gets a warning from LLVM, so
//! `--mcpu`/`--mattr` are checked against these lists.

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

    write_llvm_targets(&out_dir.join("llvm_targets.rs"));

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

/// The targets whose CPUs and features are listed: the name the generated
/// table uses, and a triple `llc` knows the target by.
const LLVM_TARGETS: &[(&str, &str)] =
    &[("x86", "x86_64-unknown-linux-gnu"), ("aarch64", "aarch64-unknown-linux-gnu"), ("nvptx", "nvptx64-nvidia-cuda")];

/// Write the table of CPUs and features per target (see the module docs).
fn write_llvm_targets(path: &Path) {
    let llc = find_llc();
    let mut out = String::from("// CPUs and features of LLVM's targets, listed by build.rs from `llc -mcpu=help`.\n");
    out.push_str("pub(crate) const LLVM_TARGETS: &[LlvmTargetInfo] = &[\n");
    for &(name, triple) in LLVM_TARGETS {
        let (cpus, features) = cpus_and_features(&llc, triple);
        let only_32 = if name == "x86" { cpus_without_64_bit(&llc, &cpus, path) } else { Vec::new() };
        writeln!(out, "    LlvmTargetInfo {{\n        name: {name:?},").unwrap();
        writeln!(out, "        cpus: &{cpus:?},\n        features: &{features:?},").unwrap();
        writeln!(out, "        cpus_without_64_bit: &{only_32:?},\n    }},").unwrap();
    }
    out.push_str("];\n");
    std::fs::write(path, out).expect("write llvm_targets.rs");
}

/// LLVM 19's `llc`: next to the `llvm-config` that llvm-sys uses, or on the path.
fn find_llc() -> PathBuf {
    println!("cargo:rerun-if-env-changed=LLVM_SYS_191_PREFIX");
    let is_19 = |program: &Path| {
        std::process::Command::new(program)
            .arg("--version")
            .output()
            .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains("LLVM version 19."))
    };
    let mut candidates = Vec::new();
    if let Some(prefix) = std::env::var_os("LLVM_SYS_191_PREFIX") {
        candidates.push(PathBuf::from(prefix).join("bin").join("llc"));
    }
    for config in ["llvm-config-19", "llvm-config"] {
        if let Ok(o) = std::process::Command::new(config).arg("--bindir").output() {
            candidates.push(PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()).join("llc"));
        }
    }
    candidates.extend(["llc-19", "llc"].map(PathBuf::from));
    candidates.into_iter().find(|c| is_19(c)).unwrap_or_else(|| {
        panic!("LLVM 19's `llc` was not found (next to llvm-config or as llc-19 on the path): it lists the CPUs and features of each target")
    })
}

/// The CPU and feature names `llc -mcpu=help` lists for `triple`.
fn cpus_and_features(llc: &Path, triple: &str) -> (Vec<String>, Vec<String>) {
    let out = std::process::Command::new(llc)
        .args([&format!("-mtriple={triple}"), "-mcpu=help"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("run {}: {e}", llc.display()));
    // The lists go to standard error.
    let text = String::from_utf8_lossy(&out.stderr);
    let (mut cpus, mut features) = (Vec::new(), Vec::new());
    let mut list = None;
    for line in text.lines() {
        if line.starts_with("Available CPUs") {
            list = Some(&mut cpus);
        } else if line.starts_with("Available features") {
            list = Some(&mut features);
        } else if let (Some(l), Some(entry)) = (list.as_deref_mut(), line.strip_prefix("  ")) {
            if let Some(name) = entry.split_whitespace().next() {
                l.push(name.to_string());
            }
        } else if !line.is_empty() {
            list = None;
        }
    }
    assert!(!cpus.is_empty() && !features.is_empty(), "`llc -mtriple={triple} -mcpu=help` listed nothing:\n{text}");
    (cpus, features)
}

/// The x86 CPUs on which `llc` refuses to compile a function for x86-64
/// ("64-bit code requested on a subtarget that doesn't support it"),
/// probed in parallel. `llc` aborts on them: it runs in a scratch
/// directory next to `table` in case the system writes core files.
fn cpus_without_64_bit(llc: &Path, cpus: &[String], table: &Path) -> Vec<String> {
    let scratch = table.with_extension("probe");
    std::fs::create_dir_all(&scratch).expect("create the probe directory");
    let threads = std::thread::available_parallelism().map_or(4, |n| n.get()).clamp(2, 16);
    let next = std::sync::atomic::AtomicUsize::new(0);
    let found = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(cpu) = cpus.get(i) else { break };
                if !compiles_64_bit_code(llc, cpu, &scratch) {
                    found.lock().unwrap().push(cpu.clone());
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&scratch);
    let mut found = found.into_inner().unwrap();
    found.sort();
    found
}

fn compiles_64_bit_code(llc: &Path, cpu: &str, dir: &Path) -> bool {
    use std::io::Write as _;
    let mut child = std::process::Command::new(llc)
        .args(["-mtriple=x86_64-unknown-linux-gnu", &format!("-mcpu={cpu}"), "-O0", "-filetype=null"])
        .env("LLVM_DISABLE_CRASH_REPORT", "1")
        .env("LLVM_DISABLE_SYMBOLIZATION", "1")
        .current_dir(dir)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("run {}: {e}", llc.display()));
    let mut stdin = child.stdin.take().expect("piped stdin");
    stdin.write_all(b"define i64 @f(i64 %x) {\n  ret i64 %x\n}\n").expect("write to llc");
    drop(stdin);
    child.wait().is_ok_and(|status| status.success())
}

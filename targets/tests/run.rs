//! Differential execution: every program under `tests/run/` is run with
//! `strata run` (at -O0 and -O3) and with upstream MLIR 19's own lowering
//! (`mlir-opt-19 <pipeline> | mlir-cpu-runner-19` with upstream's runner
//! libraries). Each program prints its results; the outputs must be equal.
//!
//! The heap address `printMemref*` prints (`base@ = 0x...`) differs
//! between runs and is replaced by `base@ = ADDR` on both sides.
//!
//! A file may replace the upstream pipeline with a header line
//! `// UPSTREAM-PIPELINE: <mlir-opt-19 flags>` (for instance to add
//! `--arith-expand`, which upstream needs for `arith.ceildivsi` and friends
//! but Strata's `convert-arith-to-llvm` does not); the flags are split as
//! in a shell. A header line `// STRATA-OPT: <strata opt flags>` also runs
//! the program after `strata opt <flags>` (at -O0), which must print the
//! same: a transformation (`affine-super-vectorize`) checked against the
//! original program and against upstream's transformation. A program that
//! can only be lowered once transformed (memrefs with layouts that are not
//! strided, before `normalize-memrefs`) says `// STRATA-OPT-ONLY: <flags>`
//! instead: only the transformed program is run, at -O0 and -O3. A header
//! line `// UPSTREAM-FROM: <file>` takes upstream's output from another
//! program of the folder computing the same (where upstream's
//! transformation of this one is wrong: `normalize_memrefs_loads.mlir`).
//!
//! Random programs from `strata::testing::random_program` are compared the
//! same way (`random_programs_print_what_upstream_mlir_19_prints`).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use strata::testing::random_program::{self, ProgramOptions};

/// Upstream's CPU lowering, in the order that works in MLIR 19.
const UPSTREAM_PIPELINE: &str = "--convert-vector-to-scf --lower-affine --convert-scf-to-cf \
     --convert-vector-to-llvm --convert-math-to-llvm --expand-strided-metadata \
     --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-ub-to-llvm \
     --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts";

const RUNNER_LIBS: &str = "/usr/lib/llvm-19/lib/libmlir_c_runner_utils.so,/usr/lib/llvm-19/lib/libmlir_runner_utils.so";

fn programs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/run");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .filter(|p| std::env::var("STRATA_RUN_FILTER").map_or(true, |f| p.to_string_lossy().contains(f.as_str())))
        .collect();
    v.sort();
    assert!(!v.is_empty(), "no programs in {} (or none matching STRATA_RUN_FILTER)", dir.display());
    v
}

/// `text` with the addresses `printMemref*` prints replaced by `ADDR`.
fn normalize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("base@ = 0x") {
        let start = at + "base@ = ".len();
        out.push_str(&rest[..start]);
        out.push_str("ADDR");
        rest = rest[start + 2..].trim_start_matches(|c: char| c.is_ascii_hexdigit());
    }
    out.push_str(rest);
    out
}

/// The text of header line `// <key>:` of `source`.
fn header_line<'a>(source: &'a str, key: &str) -> Option<&'a str> {
    let prefix = format!("// {key}:");
    source
        .lines()
        .take_while(|l| l.starts_with("//") || l.trim().is_empty())
        .find_map(|l| l.strip_prefix(prefix.as_str()))
        .map(str::trim)
}

fn upstream_pipeline(source: &str) -> String {
    header_line(source, "UPSTREAM-PIPELINE").map_or_else(|| UPSTREAM_PIPELINE.to_string(), str::to_string)
}

/// Flags of a header line, split as in a shell.
fn words(flags: &str) -> Result<Vec<String>, String> {
    strata::testing::header::split_words(flags)
}

/// stdout of `cmd` fed `input`, or an error with its stderr.
fn run(cmd: &mut Command, input: &[u8]) -> Result<String, String> {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {cmd:?}: {e}"))?;
    child.stdin.take().unwrap().write_all(input).map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("{cmd:?} failed ({}):\n{}", out.status, String::from_utf8_lossy(&out.stderr)));
    }
    String::from_utf8(out.stdout).map_err(|e| e.to_string())
}

fn upstream_output(source: &str) -> Result<String, String> {
    let pipeline = upstream_pipeline(source);
    let lowered = run(Command::new("mlir-opt-19").args(words(&pipeline)?), source.as_bytes())?;
    run(
        Command::new("mlir-cpu-runner-19").args([
            "-e",
            "main",
            "-entry-point-result=void",
            &format!("-shared-libs={RUNNER_LIBS}"),
        ]),
        lowered.as_bytes(),
    )
}

fn strata_output(file: &Path, opt: &str) -> Result<String, String> {
    run(
        Command::new(env!("CARGO_BIN_EXE_strata"))
            .args(["run", "-e", "main", "--entry-point-result=void", opt])
            .arg(file),
        b"",
    )
}

#[test]
fn programs_print_what_upstream_mlir_19_prints() {
    let mut failures = Vec::new();
    for file in programs() {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let source = std::fs::read_to_string(&file).unwrap();
        let upstream_source = match header_line(&source, "UPSTREAM-FROM") {
            Some(other) => std::fs::read_to_string(file.with_file_name(other)).unwrap(),
            None => source.clone(),
        };
        let expected = match upstream_output(&upstream_source) {
            Ok(o) if o.trim().is_empty() => {
                failures.push(format!("{name}: upstream printed nothing; a program must print its results"));
                continue;
            }
            Ok(o) => normalize(&o),
            Err(e) => {
                failures.push(format!("{name}: upstream: {e}"));
                continue;
            }
        };
        let runs: Vec<(String, Result<String, String>)> = match header_line(&source, "STRATA-OPT-ONLY") {
            Some(flags) => ["-O0", "-O3"]
                .into_iter()
                .map(|opt| (format!("strata opt {flags}, {opt}"), strata_opt_output_at(flags, &source, opt)))
                .collect(),
            None => {
                let mut runs: Vec<_> =
                    ["-O0", "-O3"].into_iter().map(|opt| (opt.to_string(), strata_output(&file, opt))).collect();
                if let Some(flags) = header_line(&source, "STRATA-OPT") {
                    runs.push((format!("strata opt {flags}, -O0"), strata_opt_output(flags, &source)));
                }
                runs
            }
        };
        for (how, output) in runs {
            match output.map(|o| normalize(&o)) {
                Ok(got) if got == expected => {}
                Ok(got) => failures.push(format!(
                    "{name} ({how}): output differs from upstream's\n--- upstream\n{expected}--- strata\n{got}"
                )),
                Err(e) => failures.push(format!("{name} ({how}): {e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn calling_an_undefined_function_is_an_error_not_a_crash() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("undefined.mlir");
    std::fs::write(
        &file,
        "func.func private @nowhere_defined(i64) -> i64\nfunc.func @main() {\n  %c = arith.constant 1 : i64\n  \
         %r = func.call @nowhere_defined(%c) : (i64) -> i64\n  return\n}\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_strata")).args(["run", "-e", "main"]).arg(&file).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("nowhere_defined") && err.contains("--shared-libs"), "{err}");
}

/// `strata opt <flags>` on `source`, then `strata run -O0` on the result.
fn strata_opt_output(flags: &str, source: &str) -> Result<String, String> {
    strata_opt_output_at(flags, source, "-O0")
}

/// `strata opt <flags>` on `source`, then `strata run OPT` on the result.
fn strata_opt_output_at(flags: &str, source: &str, opt: &str) -> Result<String, String> {
    let transformed =
        run(Command::new(env!("CARGO_BIN_EXE_strata")).arg("opt").args(words(flags)?).arg("-"), source.as_bytes())?;
    strata_output_of(&transformed, opt)
}

/// `strata run OPT -` on `text`.
fn strata_output_of(text: &str, opt: &str) -> Result<String, String> {
    run(
        Command::new(env!("CARGO_BIN_EXE_strata")).args(["run", "-e", "main", "--entry-point-result=void", opt, "-"]),
        text.as_bytes(),
    )
}

/// `strata opt --inline --canonicalize --cse` on `text`, then `strata run
/// -O0`: `main` gets every function inlined with constant arguments, so
/// Strata's folders compute what the other runs compute in machine code.
fn strata_folded_output_of(text: &str) -> Result<String, String> {
    let folded = run(
        Command::new(env!("CARGO_BIN_EXE_strata")).args(["opt", "--inline", "--canonicalize", "--cse", "-"]),
        text.as_bytes(),
    )?;
    strata_output_of(&folded, "-O0")
}

/// Upstream needs `--arith-expand` for ceildivsi, floordivsi and ceildivui.
fn upstream_output_of(text: &str, opts: &ProgramOptions) -> Result<String, String> {
    if opts.rounded_divisions {
        upstream_output(&format!("// UPSTREAM-PIPELINE: --arith-expand {UPSTREAM_PIPELINE}\n{text}"))
    } else {
        upstream_output(text)
    }
}

/// The lines a generated module printed for function `@name` (from its
/// `@name` line to the next function's).
fn function_lines<'a>(output: &'a str, name: &str) -> Vec<&'a str> {
    let mut lines = output.lines().skip_while(|l| *l != name);
    let first = lines.next().into_iter();
    first.chain(lines.take_while(|l| !l.starts_with('@'))).collect()
}

/// The first function of a generated module whose output differs, as a
/// report with a single-function reproducer (written to a temporary file
/// that is kept).
fn explain_difference(seed: u64, opts: &ProgramOptions, expected: &str, got: &str, what: &str) -> String {
    for k in 0..opts.functions {
        let name = format!("@f{k}");
        let (want, have) = (function_lines(expected, &name), function_lines(got, &name));
        if want == have {
            continue;
        }
        let fseed = random_program::function_seed(seed, k);
        let single = random_program::single_function_module(fseed, opts);
        let path = std::env::temp_dir().join(format!("strata-diff-{fseed}.mlir"));
        let _ = std::fs::write(&path, &single);
        return format!(
            "module seed {seed}, {what}: function @f{k} (function seed {fseed}, alone in {}) prints\n\
             --- upstream\n{}\n--- strata\n{}",
            path.display(),
            want.join("\n"),
            have.join("\n")
        );
    }
    format!(
        "module seed {seed}, {what}: outputs differ outside the functions\n--- upstream\n{expected}--- strata\n{got}"
    )
}

/// Random programs (`strata::testing::random_program`), 50 functions a
/// module (odd seeds with rounded divisions), run by upstream and by
/// Strata three ways: `strata run` at -O0 and -O3, and after Strata's
/// inliner and folders. Every disagreement is a bug of one of the two.
/// `STRATA_DIFF_PROGRAMS` sets how many functions (200 by default),
/// `STRATA_DIFF_SEED` the first module's seed (0 by default; module `i` has
/// seed `STRATA_DIFF_SEED + i`).
#[test]
fn random_programs_print_what_upstream_mlir_19_prints() {
    let env = |name: &str, default: u64| std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default);
    let programs = env("STRATA_DIFF_PROGRAMS", 200);
    let first_seed = env("STRATA_DIFF_SEED", 0);
    let functions = ProgramOptions::default().functions as u64;
    let modules = programs.div_ceil(functions);
    let start = std::time::Instant::now();
    let mut failures = Vec::new();
    for seed in first_seed..first_seed + modules {
        let opts = ProgramOptions { rounded_divisions: seed % 2 == 1, ..Default::default() };
        let text = random_program::module(seed, &opts);
        let expected = match upstream_output_of(&text, &opts) {
            Ok(o) => o,
            Err(e) => {
                failures.push(format!("module seed {seed}: upstream: {e}"));
                continue;
            }
        };
        for how in ["-O0", "-O3", "folded"] {
            let got = if how == "folded" { strata_folded_output_of(&text) } else { strata_output_of(&text, how) };
            match got {
                Ok(got) if got == expected => {}
                Ok(got) => failures.push(explain_difference(seed, &opts, &expected, &got, how)),
                Err(e) => {
                    let path = std::env::temp_dir().join(format!("strata-diff-module-{seed}.mlir"));
                    let _ = std::fs::write(&path, &text);
                    failures.push(format!("module seed {seed} ({how}, module in {}): {e}", path.display()))
                }
            }
        }
    }
    eprintln!(
        "{} programs in {modules} modules, {} disagreements, {:.1} s",
        modules * functions,
        failures.len(),
        start.elapsed().as_secs_f64()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// mlir-opt-19's `--arith-expand` gets these wrong (fuzz/KNOWN_ISSUES.md),
/// so they are checked against numbers computed here, in machine code and
/// folded.
#[test]
fn ceildivsi_of_int_min_is_exact() {
    let divisors = [-128i8, -127, -3, -2, 2, 3, 7, 127];
    let mut text = String::from(
        "func.func @f(%a: i8, %b: i8) {\n  %q = arith.ceildivsi %a, %b : i8\n  vector.print %q : i8\n  return\n}\n\
         func.func @main() {\n  %a = arith.constant -128 : i8\n",
    );
    let mut expected = String::new();
    for (k, d) in divisors.iter().enumerate() {
        text.push_str(&format!("  %b{k} = arith.constant {d} : i8\n  func.call @f(%a, %b{k}) : (i8, i8) -> ()\n"));
        let q = (-128f64 / f64::from(*d)).ceil() as i64 as i8;
        expected.push_str(&format!("{q}\n"));
    }
    text.push_str("  return\n}\n");
    for opt in ["-O0", "-O3"] {
        assert_eq!(strata_output_of(&text, opt).unwrap(), expected, "{opt}");
    }
    assert_eq!(strata_folded_output_of(&text).unwrap(), expected, "folded");
}

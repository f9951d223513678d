//! The `strata` command as a user runs it: one failed `--split-input-file`
//! chunk does not stop the others, and the same input gives byte-identical
//! output on every run and at every thread count.

use std::path::Path;
use std::process::{Command, Output};

fn strata(args: &[&str], input: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_strata")).args(args).arg(input).output().expect("run strata")
}

const GOOD_BEFORE: &str = "func.func @before(%x: i32) -> i32 {\n  return %x : i32\n}\n";
const GOOD_AFTER: &str = "func.func @after(%x: i32) -> i32 {\n  return %x : i32\n}\n";

/// Three chunks, the middle one failing: its diagnostic is printed, both
/// others are processed and printed, and the exit status is 1.
fn check_middle_chunk_fails(middle: &str, args: &[&str], expected: &str) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("split.mlir");
    std::fs::write(&file, format!("{GOOD_BEFORE}// -----\n{middle}// -----\n{GOOD_AFTER}")).unwrap();
    let mut all = vec!["opt", "--split-input-file"];
    all.extend_from_slice(args);
    let out = strata(&all, &file);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{middle}\n{stderr}");
    // The middle chunk starts on line 5: its diagnostic is located there.
    assert!(stderr.contains("split.mlir:6:") && stderr.contains(expected), "{middle}\n{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    let before = stdout.find("@before").unwrap_or_else(|| panic!("{middle}: first chunk missing:\n{stdout}"));
    let after = stdout.find("@after").unwrap_or_else(|| panic!("{middle}: last chunk missing:\n{stdout}"));
    assert!(before < after && stdout[before..after].contains("// -----"), "{stdout}");
}

#[test]
fn split_input_file_goes_on_after_a_parse_error() {
    check_middle_chunk_fails("func.func @bad() {\n  %y = arith.addi %x, : i32\n  return\n}\n", &[], "error: ");
}

#[test]
fn split_input_file_goes_on_after_a_verifier_error() {
    check_middle_chunk_fails(
        "func.func @bad() -> i32 {\n  return\n}\n",
        &[],
        "'func.return' op has 0 operands, but enclosing function (@bad) returns 1",
    );
}

#[test]
fn split_input_file_goes_on_after_a_pass_failure() {
    check_middle_chunk_fails(
        "func.func @bad() {\n  \"t.unknown\"() : () -> ()\n  return\n}\n",
        &["--allow-unregistered-dialect", "--lower-to-llvm"],
        "'t.unknown' op cannot be lowered to the llvm dialect",
    );
}

/// `n` functions with affine and scf loops, memrefs, redundant arithmetic
/// for cse and constants for canonicalize, and a call.
fn many_functions(n: usize) -> String {
    let mut text = String::from("func.func private @g(i32) -> i32\n");
    for i in 0..n {
        text.push_str(&format!(
            "func.func @f{i}(%A: memref<16xf32>, %n: index, %x: i32) -> (i32, f32) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant {k} : i32
  %a = arith.addi %x, %k : i32
  %b = arith.addi %x, %k : i32
  %m = arith.muli %a, %b : i32
  %z = arith.constant {i}.5 : f32
  affine.for %i = 0 to 16 {{
    %v = affine.load %A[%i] : memref<16xf32>
    %w = arith.addf %v, %z : f32
    affine.store %w, %A[%i] : memref<16xf32>
  }}
  %s = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {{
    %v = memref.load %A[%j] : memref<16xf32>
    %t = arith.mulf %v, %v : f32
    %u = arith.addf %acc, %t : f32
    scf.yield %u : f32
  }}
  %c = arith.cmpi slt, %m, %x : i32
  %r = scf.if %c -> (i32) {{
    %q = arith.subi %m, %k : i32
    scf.yield %q : i32
  }} else {{
    scf.yield %a : i32
  }}
  %call = func.call @g(%r) : (i32) -> i32
  return %call, %s : i32, f32
}}
",
            k = i + 3
        ));
    }
    text
}

fn stdout_of(args: &[&str], input: &Path) -> Vec<u8> {
    let out = strata(args, input);
    assert!(out.status.success(), "strata {args:?} failed:\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(!out.stdout.is_empty(), "strata {args:?} printed nothing");
    out.stdout
}

#[test]
fn opt_output_is_the_same_at_one_and_many_threads_and_across_runs() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("many.mlir");
    std::fs::write(&file, many_functions(24)).unwrap();
    let nested = "--pass-pipeline=builtin.module(func.func(canonicalize,cse,lower-affine,canonicalize,cse,\
                  loop-invariant-code-motion,convert-scf-to-cf),sccp,symbol-dce,canonicalize)";
    let pipelines: [&[&str]; 4] = [
        &[nested],
        &[nested, "--mlir-print-debuginfo"],
        &[
            "--pass-pipeline=builtin.module(func.func(canonicalize,cse,affine-loop-normalize))",
            "--mlir-print-op-generic",
        ],
        &["--lower-to-llvm"],
    ];
    for pipeline in pipelines {
        let mut args = vec!["opt"];
        args.extend_from_slice(pipeline);
        let first = stdout_of(&args, &file);
        for threading in [&[][..], &["--mlir-disable-threading"], &[]] {
            let mut more = args.clone();
            more.extend_from_slice(threading);
            assert!(stdout_of(&more, &file) == first, "strata {more:?} printed another output than strata {args:?}");
        }
    }
}

/// `strata compile` has no nested pass pipeline to run in parallel
/// (`lower-to-llvm` is one module pass): two runs, in two processes with
/// their own hash seeds, must agree byte for byte.
#[test]
fn compile_output_is_the_same_across_runs() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("many.mlir");
    std::fs::write(&file, many_functions(24)).unwrap();
    for emit in ["obj", "llvm", "asm", "mlir"] {
        for opt in ["-O0", "-O2"] {
            let args = ["compile", "--emit", emit, opt, "-o", "-"];
            assert!(stdout_of(&args, &file) == stdout_of(&args, &file), "strata {args:?} differs between two runs");
        }
    }
}

/// A large input is mapped rather than read; written over in place
/// (`-o` the input itself, also through a link) it still gives the output
/// of a run that writes elsewhere. Invalid UTF-8 in a large file is still
/// reported as a character, not a failure to read.
#[test]
fn large_inputs_may_be_their_own_output() {
    let dir = tempfile::tempdir().unwrap();
    let mut text = String::from("func.func @f(%a: i32) -> i32 {\n");
    for i in 0..40_000 {
        text.push_str(&format!("  %v{i} = arith.addi %a, %a : i32\n"));
    }
    text.push_str("  return %a : i32\n}\n");
    assert!(text.len() > 1 << 20);
    let input = dir.path().join("big.mlir");
    std::fs::write(&input, &text).unwrap();
    let expected = dir.path().join("expected.mlir");
    let out = strata(&["opt", "-o", expected.to_str().unwrap()], &input);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let expected = std::fs::read_to_string(expected).unwrap();
    assert!(expected.contains("%39999 = arith.addi %arg0, %arg0 : i32"), "{}", &expected[..200]);
    let out = strata(&["opt", "-o", input.to_str().unwrap()], &input);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(std::fs::read_to_string(&input).unwrap(), expected);
    #[cfg(unix)]
    {
        std::fs::write(&input, &text).unwrap();
        let link = dir.path().join("link.mlir");
        std::os::unix::fs::symlink(&input, &link).unwrap();
        let out = strata(&["opt", "-o", input.to_str().unwrap()], &link);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(std::fs::read_to_string(&input).unwrap(), expected);
    }
    let mut bad = text.into_bytes();
    let at = bad.len() - 3;
    bad[at] = 0xff;
    std::fs::write(&input, &bad).unwrap();
    let out = strata(&["opt"], &input);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("big.mlir:40002:") && stderr.contains("unexpected character"), "{stderr}");
}

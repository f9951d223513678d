//! Strings are byte strings: string attributes, quoted symbol and attribute
//! names and location names keep any bytes, written escaped (`"\FF"`) or
//! raw in a file that is not UTF-8, and print as mlir-opt-19 prints them.
//! The inputs with raw bytes are made here, so no binary file is checked in.

use std::process::Command;

use strata::syntax::diag::SourceText;
use strata::tool::{run_opt_to, OptOptions, OptResult};

const MLIR_OPT: &str = "mlir-opt-19";

/// `strata opt` on `input` (bytes of any kind): the result and its output.
fn strata_opt(input: &[u8], flags: &[&str]) -> (OptResult, Vec<u8>) {
    let mut passes = Vec::new();
    for f in flags {
        passes.push(f.trim_start_matches('-').to_string());
    }
    let opts = OptOptions { allow_unregistered: true, debug_info: true, passes, ..Default::default() };
    let mut out = Vec::new();
    let r = run_opt_to("in.mlir", SourceText::from_bytes(input.to_vec()), &opts, &mut out);
    (r, out)
}

/// `mlir-opt-19` on `input`, as a file of the same name as Strata's: its
/// output, or its diagnostics.
fn upstream_opt(input: &[u8], flags: &[&str]) -> Result<Vec<u8>, String> {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("in.mlir"), input).unwrap();
    let out = Command::new(MLIR_OPT)
        .current_dir(dir.path())
        .args(["--allow-unregistered-dialect", "--mlir-print-debuginfo", "in.mlir"])
        .args(flags)
        .output()
        .unwrap_or_else(|e| panic!("{MLIR_OPT} is required (scripts/setup installs it): {e}"));
    if out.status.success() {
        Ok(out.stdout)
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// Strata and mlir-opt-19 print the same bytes for `input`.
fn assert_same_as_upstream(input: &[u8], flags: &[&str]) {
    let (ours, out) = strata_opt(input, flags);
    assert!(ours.success, "strata failed:\n{}", ours.diagnostics);
    let theirs = upstream_opt(input, flags).expect("mlir-opt-19 accepts the input");
    let text = |t: &[u8]| String::from_utf8(t.to_vec()).expect("printed text is ASCII here");
    assert_eq!(text(&out), text(&theirs), "input:\n{}", String::from_utf8_lossy(input));
}

/// Every byte value, escaped and (where a string may hold it) raw, in one
/// string attribute: which bytes print as themselves and which as `\XX` is
/// upstream's choice for all 256.
#[test]
fn every_byte_value_prints_as_upstream() {
    let escaped: String = (0..=255u8).map(|b| format!("\\{b:02X}")).collect();
    let raw: Vec<u8> = (0..=255u8).filter(|b| !matches!(b, b'"' | b'\\' | b'\n' | 0x0b | 0x0c)).collect();
    let mut input = format!("\"t.op\"() {{a = \"{escaped}\", b = \"").into_bytes();
    input.extend_from_slice(&raw);
    input.extend_from_slice(b"\"} : () -> ()\n");
    assert!(std::str::from_utf8(&input).is_err(), "the input is not UTF-8 as a whole");
    assert_same_as_upstream(&input, &[]);
}

/// Raw bytes that are not UTF-8 in string attributes, quoted symbol names
/// (definitions and uses), attribute names, locations and an
/// `llvm.mlir.global`'s string, in a file that is not UTF-8.
fn raw_byte_module() -> Vec<u8> {
    let mut m = Vec::new();
    m.extend_from_slice(b"module {\n");
    m.extend_from_slice(b"  func.func private @\"f\xff\"(%a: i32) -> i32 {\n    return %a : i32\n  }\n");
    m.extend_from_slice(b"  func.func private @\"f\xfe\"(%a: i32) -> i32 {\n");
    m.extend_from_slice(
        b"    %c = arith.constant 2 : i32\n    %r = arith.muli %a, %c : i32\n    return %r : i32\n  }\n",
    );
    m.extend_from_slice(b"  func.func @main() -> i32 {\n    %c = arith.constant 20 : i32\n");
    m.extend_from_slice(
        b"    %x = func.call @\"f\xff\"(%c) : (i32) -> i32 loc(\"n\xc0\"(\"file\xe2\x82.mlir\":3:4))\n",
    );
    m.extend_from_slice(
        b"    %y = func.call @\"f\xfe\"(%x) {\"k\xff\" = \"v\xfe\\FF\", k = \"\\FE\"} : (i32) -> i32\n",
    );
    m.extend_from_slice(b"    return %y : i32\n  }\n");
    m.extend_from_slice(
        b"  llvm.mlir.global internal constant @g(\"\xff\xfeab\\00\") {addr_space = 0 : i32} : !llvm.array<5 x i8>\n",
    );
    m.extend_from_slice(b"  \"t.op\"() {r = @\"a\xffb\"::@\"\\01\xfe\"} : () -> ()\n");
    m.extend_from_slice(b"}\n");
    m
}

#[test]
fn raw_bytes_in_a_file_that_is_not_utf8_print_as_upstream() {
    let input = raw_byte_module();
    assert!(std::str::from_utf8(&input).is_err());
    assert_same_as_upstream(&input, &[]);
    // The printed form, all escapes, reads back to the same module.
    let (_, printed) = strata_opt(&input, &[]);
    let (again, reprinted) = strata_opt(&printed, &[]);
    assert!(again.success, "{}", again.diagnostics);
    assert_eq!(printed, reprinted);
}

/// Symbols whose names differ only in bytes that are not UTF-8 are two
/// symbols to the verifier and the symbol passes (their lossy text is the
/// same).
#[test]
fn symbols_differing_in_non_utf8_bytes_are_distinct() {
    let input = raw_byte_module();
    for flags in [&["--inline"][..], &["--symbol-dce"], &["--sccp"], &["--canonicalize", "--cse"]] {
        assert_same_as_upstream(&input, flags);
    }
}

/// A raw carriage return, NUL or tab inside a string is part of the string,
/// as upstream reads it.
#[test]
fn raw_control_bytes_inside_strings_are_kept() {
    assert_same_as_upstream(b"\"t.op\"() {a = \"x\ry\0z\tw\"} : () -> ()\n", &[]);
}

/// Errors in lines holding bytes that are not UTF-8 are rendered (lossily)
/// without a panic, with the caret under the column's byte, and strings
/// end where upstream says they end.
#[test]
fn diagnostics_on_lines_that_are_not_utf8() {
    let cases: [(&[u8], &str); 4] = [
        (b"\"t.op\"() {a = \"\xff\xfe\"} : () -> i32 \xff\n", "in.mlir:1:33: error: unexpected character"),
        (b"\"t.op\"() {a = \"\xffy\n\"} : () -> ()\n", "in.mlir:1:18: error: expected '\"' in string literal"),
        (b"\"t.op\"() {a = \"\xff\x0by\"} : () -> ()\n", "in.mlir:1:17: error: expected '\"' in string literal"),
        (b"\"t.op\"() {a = #foo<a\xffb>} : () -> ()\n", "in.mlir:1:21: error: bytes that are not UTF-8"),
    ];
    for (input, want) in cases {
        let (r, _) = strata_opt(input, &[]);
        assert!(!r.success);
        assert!(r.diagnostics.starts_with(want), "{}", r.diagnostics);
        let lines: Vec<&str> = r.diagnostics.lines().collect();
        let col: usize = want.split(':').nth(2).unwrap().parse().unwrap();
        let shown: Vec<char> = lines[1].chars().collect();
        let caret = lines[2].find('^').expect("a caret");
        // Each invalid byte before the column shows as one U+FFFD.
        let before = String::from_utf8_lossy(&input[..col - 1]).chars().count();
        assert_eq!(caret, before, "{}", r.diagnostics);
        assert!(shown.contains(&'\u{FFFD}'), "{}", r.diagnostics);
    }
    // Upstream agrees on where the strings end.
    for (input, want) in &cases[1..3] {
        let e = upstream_opt(input, &[]).unwrap_err();
        assert!(e.contains(&want.replacen("in.mlir", "", 1)), "{e}");
    }
}

/// A dialect attribute or type body is kept as text: raw bytes inside its
/// string literals become `\XX` escapes, which the string reads the same.
#[test]
fn raw_bytes_in_opaque_dialect_strings_are_escaped() {
    let (r, out) = strata_opt(b"\"t.op\"() {a = #foo<\"\xff\\FF\">, b = !foo<\"\\\\\xfe\">} : () -> ()\n", &[]);
    assert!(r.success, "{}", r.diagnostics);
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains(r#"{a = #foo<"\FF\FF">, b = !foo<"\\\FE">}"#), "{out}");
}

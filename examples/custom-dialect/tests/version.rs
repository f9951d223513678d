//! poly's bytecode versions (src/poly/version.rs): a file written by
//! version 1, which stored `poly.constant`'s coefficients highest degree
//! first, is upgraded when the current poly (version 2) reads it; a file of
//! the current version reads back unchanged; versions poly does not know
//! are refused with an error naming the dialect section.

use std::path::Path;

use poly_dialect::poly::version;
use strata::bytecode::{self, write_with_dialect_versions, CURRENT_VERSION};
use strata::ir::{Context, Module};
use strata::opdef::Registry;
use strata::syntax::diag::Source;
use strata::syntax::printer::{print_module, PrintOptions};

/// x^2 - 2 and 3x + 1 as version 2 writes them (lowest degree first),
/// inside a function and at the top level.
const V2_TEXT: &str = "\
func.func @f(%x: f32) -> f32 {
  %p = poly.constant [-2.0, 0.0, 1.0] : !poly.poly<3 x f32>
  %y = poly.eval %p at %x : !poly.poly<3 x f32>
  return %y : f32
}
%q = poly.constant [1.0, 3.0] : !poly.poly<2 x f64>
";

/// The same polynomials as version 1 wrote them (highest degree first).
const V1_TEXT: &str = "\
func.func @f(%x: f32) -> f32 {
  %p = poly.constant [1.0, 0.0, -2.0] : !poly.poly<3 x f32>
  %y = poly.eval %p at %x : !poly.poly<3 x f32>
  return %y : f32
}
%q = poly.constant [3.0, 1.0] : !poly.poly<2 x f64>
";

fn parse(ctx: &Context, registry: &Registry, text: &str) -> Module {
    let src = Source::new("t.mlir", text.to_string());
    poly_dialect::driver::parse(ctx, registry, &src).unwrap()
}

fn print(ctx: &Context, registry: &Registry, module: &Module) -> String {
    print_module(ctx, registry, module, &PrintOptions::default())
}

/// `text` written as bytecode with poly's version recorded as `poly_version`.
fn write(ctx: &Context, registry: &Registry, text: &str, poly_version: &[u8]) -> Vec<u8> {
    let module = parse(ctx, registry, text);
    write_with_dialect_versions(ctx, registry, &module, CURRENT_VERSION, &[("poly", poly_version)]).unwrap()
}

#[test]
fn a_version_1_file_is_upgraded_on_reading() {
    let (ctx, registry) = (Context::new(), poly_dialect::registry());
    let v1 = write(&ctx, &registry, V1_TEXT, version::V1_BYTES);
    let read = bytecode::read(&ctx, &registry, "v1.mlirbc", &v1, false).unwrap();
    assert_eq!(print(&ctx, &registry, &read), print(&ctx, &registry, &parse(&ctx, &registry, V2_TEXT)));
    assert!(strata::verify::verify_module(&ctx, &registry, &read).is_empty());
    // Written again, it is a version 2 file of the version 2 IR.
    let again = bytecode::write(&ctx, &registry, &read, CURRENT_VERSION).unwrap();
    assert_eq!(again, bytecode::write(&ctx, &registry, &parse(&ctx, &registry, V2_TEXT), CURRENT_VERSION).unwrap());
}

#[test]
fn a_version_2_file_round_trips() {
    let (ctx, registry) = (Context::new(), poly_dialect::registry());
    let module = parse(&ctx, &registry, V2_TEXT);
    let bytes = bytecode::write(&ctx, &registry, &module, CURRENT_VERSION).unwrap();
    let read = bytecode::read(&ctx, &registry, "v2.mlirbc", &bytes, false).unwrap();
    assert_eq!(print(&ctx, &registry, &read), print(&ctx, &registry, &module));
    assert_eq!(bytecode::write(&ctx, &registry, &read, CURRENT_VERSION).unwrap(), bytes);
    // The dialect section records version 2 where the version 1 file of
    // the same IR records 1: the files differ in that byte alone.
    let v1 = write(&ctx, &registry, V2_TEXT, version::V1_BYTES);
    let diff: Vec<usize> = (0..bytes.len()).filter(|&i| bytes[i] != v1[i]).collect();
    assert_eq!(v1.len(), bytes.len());
    assert_eq!(diff.len(), 1, "{diff:?}");
    assert_eq!((v1[diff[0]], bytes[diff[0]]), (version::V1_BYTES[0], version::VERSIONING.current[0]));
}

#[test]
fn files_without_a_poly_version_are_read_as_they_are() {
    let (ctx, registry) = (Context::new(), poly_dialect::registry());
    let module = parse(&ctx, &registry, V2_TEXT);
    // Bytecode version 0 has no dialect versions; an empty version records none.
    let v0 = bytecode::write(&ctx, &registry, &module, 0).unwrap();
    let none = write_with_dialect_versions(&ctx, &registry, &module, CURRENT_VERSION, &[("poly", &[])]).unwrap();
    assert!(none.len() < bytecode::write(&ctx, &registry, &module, CURRENT_VERSION).unwrap().len());
    for bytes in [v0, none] {
        let read = bytecode::read(&ctx, &registry, "t.mlirbc", &bytes, false).unwrap();
        assert_eq!(print(&ctx, &registry, &read), print(&ctx, &registry, &module));
    }
}

#[test]
fn versions_poly_does_not_know_are_refused() {
    let (ctx, registry) = (Context::new(), poly_dialect::registry());
    // The varint 3, and a version of two varints.
    for (bytes, message) in [(&[0x07][..], "unknown poly version 3"), (&[0x05, 0x05][..], "one varint")] {
        let file = write(&ctx, &registry, V2_TEXT, bytes);
        let e = bytecode::read(&ctx, &registry, "bad.mlirbc", &file, false).unwrap_err();
        assert_eq!(e.section, "dialect");
        assert_eq!(&file[e.offset..e.offset + bytes.len()], bytes, "the offset is the version's");
        assert!(e.message.contains("dialect 'poly'") && e.message.contains(message), "{e}");
    }
}
/// mlir-opt-19 does not know poly, and refuses a file that records a
/// version for it (it has no bytecode interface to give it to); written
/// without poly's version, the file reads there.
#[test]
fn mlir_opt_19_reads_poly_bytecode_written_without_its_version() {
    let (ctx, registry) = (Context::new(), poly_dialect::registry());
    let dir = tempfile::tempdir().unwrap();
    let mlir_opt = |bytes: &[u8]| {
        let file = dir.path().join("p.mlirbc");
        std::fs::write(&file, bytes).unwrap();
        let out = std::process::Command::new("mlir-opt-19")
            .args(["--allow-unregistered-dialect", "--mlir-print-op-generic"])
            .arg(&file)
            .output()
            .expect("mlir-opt-19 runs");
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (ok, _, err) = mlir_opt(&write(&ctx, &registry, V2_TEXT, version::VERSIONING.current));
    assert!(
        !ok && err.contains("dialect 'poly' does not implement the bytecode interface, but found a version entry"),
        "{err}"
    );
    let (ok, out, err) = mlir_opt(&write(&ctx, &registry, V2_TEXT, &[]));
    assert!(ok, "{err}");
    // (It reads the properties of ops it does not know as one attribute,
    // `<#poly.coeffs<...>>`, which is why the text is not compared.)
    for coefficients in ["[-2.0, 0.0, 1.0]>", "[1.0, 3.0]>"] {
        assert!(out.contains(coefficients), "{out}");
    }
}
/// `tests/data/poly_v1.mlirbc`: [`V1_TEXT`] as written with poly at
/// version 1 (by `write(.., V1_TEXT, V1_BYTES)` of this file when the
/// version was introduced), kept so that files written then stay readable.
#[test]
fn the_checked_in_version_1_file_is_upgraded() {
    let (ctx, registry) = (Context::new(), poly_dialect::registry());
    let bytes = std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/poly_v1.mlirbc")).unwrap();
    let read = bytecode::read(&ctx, &registry, "poly_v1.mlirbc", &bytes, false).unwrap();
    assert_eq!(print(&ctx, &registry, &read), print(&ctx, &registry, &parse(&ctx, &registry, V2_TEXT)));
}

//! The poly dialect through the driver's steps: errors in its type and
//! attribute parameters at their exact place, the round trip of its
//! generic form through mlir-opt-19, the kernels compiled with the
//! unrolling lowering and called from C, the driver's diagnostics, and IR
//! built in Rust with the generated builders.

use std::path::Path;
use std::process::Command;

use poly_dialect::driver;
use strata::ir::Context;
use strata::syntax::diag::Source;
use strata::syntax::parser::{parse_source, ParseOptions};

fn crate_file(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(name)
}

/// The (line, column, message) of the error parsing `text` gives.
fn parse_error(text: &str) -> (u32, u32, String) {
    let (ctx, registry) = (Context::new(), poly_dialect::registry());
    let src = Source::new("t.mlir", text.to_string());
    let opts = ParseOptions { allow_unregistered: true };
    let d = parse_source(&ctx, &registry, &src, 0..text.len(), opts).map(|_| ()).expect_err(text);
    let (_, line, col) = ctx.file_line_col(d.loc).expect("a file location");
    (line, col, d.message)
}

/// The 1-based column of the first `needle` in the last line of `text`.
fn col_of(text: &str, needle: &str) -> u32 {
    let last = text.trim_end().lines().last().unwrap();
    last.find(needle).unwrap() as u32 + 1
}

#[test]
fn type_parameter_errors_point_at_the_parameter() {
    for (ty, at, message) in [
        ("!poly.poly<0 x f32>", "0 x", "a polynomial has at least one coefficient"),
        ("!poly.poly<99999999 x f32>", "99999999", "a polynomial has at most 65536 coefficients"),
        ("!poly.poly<4 x i32>", "i32", "polynomial coefficients are f16, bf16, f32 or f64, not i32"),
        ("!poly.poly<4 x f8E4M3FN>", "f8E4M3FN", "polynomial coefficients are f16, bf16, f32 or f64, not f8E4M3FN"),
        ("!poly<poly<4 x index>>", "index", "polynomial coefficients are f16, bf16, f32 or f64, not index"),
        ("!poly.matrix<2>", "matrix", "unknown poly type 'matrix' (the dialect has one type, !poly.poly<N x T>)"),
        ("!poly.poly<4 f32>", "f32", "expected 'x'"),
    ] {
        let text = format!("// a type\n\"test.op\"() : () -> {ty}\n");
        assert_eq!(parse_error(&text), (2, col_of(&text, at), message.to_string()), "{ty}");
    }
}

#[test]
fn attribute_errors_point_into_the_attribute() {
    for (attr, at, message) in [
        ("#poly.coeffs<[]>", "]", "a polynomial has at least one coefficient"),
        ("#poly.coeffs<[1.0, two]>", "two", "expected a coefficient (a float literal), found 'two'"),
        ("#poly.coeffs<[1.0, 1e999]>", "1e999", "coefficient '1e999' is too large for f64"),
        ("#poly<coeffs<[1.0 2.0]>>", "2.0", "expected ']' in #poly.coeffs<[...]>"),
        ("#poly.coefs<[1.0]>", "coefs", "unknown attribute `coefs` in dialect `poly`"),
    ] {
        let text = format!("\"test.op\"() {{c = {attr}}} : () -> ()\n");
        assert_eq!(parse_error(&text), (1, col_of(&text, at), message.to_string()), "{attr}");
    }
    // In poly.constant's format, the list alone.
    let text = "func.func @f() {\n  %0 = poly.constant [1.0, -x] : !poly.poly<2 x f32>\n}\n";
    let expected = "custom op 'poly.constant' expected a coefficient (a float literal)";
    assert_eq!(parse_error(text), (2, col_of("  %0 = poly.constant [1.0, -x]", "x"), expected.to_string()));
}

#[test]
fn the_generic_form_goes_through_mlir_opt_unchanged() {
    let (ctx, registry) = (Context::new(), poly_dialect::registry());
    for file in ["kernels.mlir", "tests/check/generic.mlir"] {
        let src = driver::read_source(&crate_file(file)).unwrap();
        let module = driver::parse(&ctx, &registry, &src).unwrap();
        let generic = driver::round_trip(&ctx, &registry, &module).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert!(generic.contains("\"poly.eval\""), "{generic}");
    }
}

/// The whole driver as a library: the kernels lowered with unrolled
/// loops give the C program the answers it computes itself (`cargo run`
/// checks the loops).
#[test]
fn unrolled_kernels_give_the_c_program_its_answers() {
    let (ctx, registry) = (Context::new(), poly_dialect::registry());
    let src = driver::read_source(&crate_file("kernels.mlir")).unwrap();
    let mut module = driver::parse(&ctx, &registry, &src).unwrap();
    let pipeline = "builtin.module(func.func(canonicalize),convert-poly-to-standard{unroll=true})";
    driver::run_passes(&ctx, &registry, &src, &mut module, pipeline).unwrap();
    let lowered = strata::syntax::printer::print_module(&ctx, &registry, &module, &Default::default());
    assert!(lowered.contains("memref.alloca") && !lowered.contains("poly."), "{lowered}");
    let compiled = driver::compile(&ctx, &registry, &src, module).unwrap();
    assert!(compiled.header.contains("float _mlir_ciface_eval4(StrataMemRef1DF32 *arg0, float arg1);"));
    let dir = tempfile::tempdir().unwrap();
    let out = driver::link_and_run(&compiled, "kernels", &crate_file("main.c"), dir.path()).unwrap();
    assert!(out.ends_with("all answers correct\n"), "{out}");
}

/// Run the driver binary; (exit code, stdout, stderr).
fn poly_driver(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_poly-driver")).args(args).output().unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code(), text(&out.stdout), text(&out.stderr))
}

#[test]
fn the_driver_reports_bad_input_at_its_place() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.mlir");
    let text = "func.func @f(%m: memref<3xf32>) {\n  %p = poly.from_memref %m : memref<3xf32> to !poly.poly<4 x f32>\n  return\n}\n";
    std::fs::write(&file, text).unwrap();
    let (code, _, stderr) = poly_driver(&[file.to_str().unwrap()]);
    let expected = format!(
        "{}:2:8: error: 'poly.from_memref' op source 'memref<3xf32>' does not hold the coefficients of \
         '!poly.poly<4 x f32>': it must be 'memref<4xf32>'\n  %p = poly.from_memref %m : memref<3xf32> to \
         !poly.poly<4 x f32>\n       ^\n",
        file.display()
    );
    assert_eq!((code, stderr), (Some(1), expected));
    std::fs::write(&file, "func.func @f(%p: !poly.poly<4 x i1>)\n").unwrap();
    let (code, _, stderr) = poly_driver(&[file.to_str().unwrap()]);
    assert_eq!(code, Some(1));
    assert!(stderr.starts_with(&format!("{}:1:33: error: polynomial coefficients are", file.display())), "{stderr}");
    assert!(stderr.ends_with("\n                                ^\n"), "{stderr}");
    // A lowering error, at the argument the pass cannot lower.
    let text = "func.func @f(%p: !poly.poly<2 x f32>, %x: f32) -> f32 {\n  %y = poly.eval %p at %x : \
                !poly.poly<2 x f32>\n  return %y : f32\n}\n";
    std::fs::write(&file, text).unwrap();
    let (code, _, stderr) = poly_driver(&[file.to_str().unwrap()]);
    assert_eq!(code, Some(1));
    let expected = format!("{}:1:14: error: 'func.func' op holds a value of type !poly.poly<2 x f32>", file.display());
    assert!(stderr.starts_with(&expected), "{stderr}");
}

#[test]
fn the_driver_reports_other_errors_without_a_place() {
    let (code, _, stderr) = poly_driver(&["--pass-pipeline=builtin.module(convert-poly-to-standard{unroll=maybe})"]);
    assert_eq!(code, Some(1));
    assert_eq!(
        stderr,
        "poly-driver: error: invalid pass pipeline: <Pass-Options-Parser>: invalid value 'maybe' for option unroll \
         (expected one of true, false, 1, 0)\n"
    );
    let (code, _, stderr) = poly_driver(&["no-such-file.mlir"]);
    assert_eq!(code, Some(1));
    assert!(stderr.starts_with("poly-driver: error: cannot read 'no-such-file.mlir': "), "{stderr}");
}

/// Ops built in Rust with the generated builders are verified like
/// parsed ones: a type whose parameters the parser refuses is rejected,
/// and the lowering reports such IR instead of lowering it.
#[test]
fn ops_built_in_rust_are_verified_and_bad_ones_not_lowered() {
    use poly_dialect::poly::{coeffs_attr, poly_type, ConstantOp, EvalOp};
    let (ctx, registry) = (Context::new(), poly_dialect::registry());
    let src = Source::new("built.mlir", "func.func @f(%x: f32) -> f32 {\n  return %x : f32\n}\n".to_string());
    let build = |len: u64, element: strata::ir::Type, coeffs: &[f64]| {
        let mut module = driver::parse(&ctx, &registry, &src).unwrap();
        let top = module.body.inner_mut(module.op).unwrap();
        let func = top.first_op(top.region(top.roots[0]).blocks[0]).unwrap();
        let body = top.inner_mut(func).unwrap();
        let ret = body.first_op(body.region(body.roots[0]).blocks[0]).unwrap();
        let (x, loc) = (body.operands(ret)[0], body.op(ret).loc);
        let ty = poly_type(&ctx, len, element);
        let c = ConstantOp::create(&ctx, body, loc, ty, coeffs_attr(&ctx, coeffs));
        body.insert_op_before(ret, c.0);
        let e = EvalOp::create(&ctx, body, loc, c.output(body), x, element);
        body.insert_op_before(ret, e.0);
        body.set_operand(ret, 0, e.output(body));
        module
    };
    let f32 = ctx.float_type(strata::ir::float::FloatKind::F32);
    let mut good = build(2, f32, &[1.0, 2.0]);
    assert!(strata::verify::verify_module(&ctx, &registry, &good).is_empty());
    driver::run_passes(&ctx, &registry, &src, &mut good, "builtin.module(convert-poly-to-standard)").unwrap();
    let i32 = ctx.integer_type(32);
    for (mut bad, ty) in [(build(0, f32, &[]), "!poly.poly<0 x f32>"), (build(1, i32, &[1.0]), "!poly.poly<1 x i32>")] {
        let errors = strata::verify::verify_module(&ctx, &registry, &bad);
        let expected = format!("'poly.eval' op operand #0 must be polynomial, but got '{ty}'");
        assert!(errors.iter().any(|d| d.message == expected), "{errors:?}");
        let lowered = driver::run_passes(&ctx, &registry, &src, &mut bad, "builtin.module(convert-poly-to-standard)");
        let message = lowered.expect_err(ty).to_string();
        assert!(message.starts_with("built.mlir:2:3: error: failed to legalize operation 'poly."), "{message}");
    }
}

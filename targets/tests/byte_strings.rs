//! Strings are byte strings down to LLVM: an `llvm.mlir.global`'s string
//! counts bytes, and its bytes and quoted symbol names reach LLVM IR
//! unchanged, as `mlir-translate-19 --mlir-to-llvmir` writes them. The
//! inputs hold raw bytes that are not UTF-8; they are made here.

mod common;

use strata::syntax::diag::SourceText;
use strata_targets::compile::{compile_source, CompileError, CompileOptions, Emit};

/// A module in the llvm dialect with raw and escaped bytes in a global's
/// string and in symbol names.
fn module() -> Vec<u8> {
    let mut m = Vec::new();
    m.extend_from_slice(b"llvm.mlir.global internal constant @\"g\xff\"(\"\xff\xfeab\\00\") : !llvm.array<5 x i8>\n");
    m.extend_from_slice(b"llvm.mlir.global internal constant @t(\"h\xc3\xa9\\FF\") : !llvm.array<4 x i8>\n");
    m.extend_from_slice(b"llvm.func @\"f\\FE\xfd\"() -> !llvm.ptr {\n");
    m.extend_from_slice(b"  %0 = llvm.mlir.addressof @\"g\\FF\" : !llvm.ptr\n  llvm.return %0 : !llvm.ptr\n}\n");
    m.extend_from_slice(b"llvm.func @main() -> !llvm.ptr {\n");
    m.extend_from_slice(b"  %0 = llvm.call @\"f\xfe\\FD\"() : () -> !llvm.ptr\n  llvm.return %0 : !llvm.ptr\n}\n");
    m
}

/// The lines of LLVM IR that define globals and functions.
fn definitions(ir: &str) -> Vec<String> {
    ir.lines().filter(|l| l.starts_with('@') || l.starts_with("define")).map(|l| l.replace("%a0", "%0")).collect()
}

#[test]
fn llvm_global_strings_and_symbol_names_keep_their_bytes() {
    let input = module();
    assert!(std::str::from_utf8(&input).is_err());
    let opts = CompileOptions { emit: Emit::Llvm, opt_level: 0, ..Default::default() };
    let ours = compile_source("in.mlir", SourceText::from_bytes(input.clone()), &opts).expect("compiles");
    let ours = String::from_utf8(ours).unwrap();
    let theirs = common::upstream_llvm_ir(&input);
    assert_eq!(definitions(&ours), definitions(&theirs), "ours:\n{ours}\ntheirs:\n{theirs}");
    assert!(ours.contains(r#"@"g\FF" = internal constant [5 x i8] c"\FF\FEab\00""#), "{ours}");
}

/// The array's length is the string's length in bytes: a UTF-8 `é` is two.
#[test]
fn llvm_global_array_length_counts_bytes() {
    let text = |n: usize| format!("llvm.mlir.global internal constant @t(\"h\u{e9}llo\") : !llvm.array<{n} x i8>\n");
    let opts = CompileOptions { emit: Emit::Llvm, opt_level: 0, ..Default::default() };
    let ir = compile_source("in.mlir", text(6), &opts).expect("six bytes");
    assert!(String::from_utf8(ir).unwrap().contains(r#"@t = internal constant [6 x i8] c"h\C3\A9llo""#));
    match compile_source("in.mlir", text(5), &opts) {
        Err(CompileError::Input(msg)) => assert!(
            msg.starts_with("in.mlir:1:1: error: 'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute"),
            "{msg}"
        ),
        other => panic!("expected an input error, got {other:?}"),
    }
}

//! Hostile inputs that reached LLVM (see docs/testing.md, "Fuzzing"): each
//! must give a located diagnostic of the input, never an internal compiler
//! error or an abort inside LLVM.

use strata_targets::compile::{compile_source, CompileError, CompileOptions, Emit};

fn compile_llvm(text: &str) -> Result<Vec<u8>, CompileError> {
    let opts = CompileOptions { emit: Emit::Llvm, opt_level: 0, ..Default::default() };
    compile_source("in.mlir", text.to_string(), &opts)
}

fn identity(width: u32) -> String {
    format!("func.func @f(%a: i{width}) -> i{width} {{\n  return %a : i{width}\n}}\n")
}

/// MLIR allows integers up to 16777215 bits, LLVM up to 8388607: wider ones
/// are an error of the input, located, not LLVM IR that LLVM rejects.
#[test]
fn integer_types_wider_than_llvm_allows_are_located_input_errors() {
    for width in [8_388_608, 8_388_609, 16_777_215] {
        match compile_llvm(&identity(width)) {
            Err(CompileError::Input(msg)) => assert!(
                msg.starts_with("in.mlir:1:1: error: ")
                    && msg.contains(&format!("integer type 'i{width}' is wider than LLVM's limit of 8388607 bits")),
                "{msg}"
            ),
            other => panic!("i{width}: expected an input error, got {other:?}"),
        }
    }
    let ir = compile_llvm(&identity(8_388_607)).expect("LLVM's widest integer compiles");
    assert!(String::from_utf8(ir).unwrap().contains("define i8388607 @f(i8388607"));
}

/// What the `codegen` fuzz target runs, on a few inputs: programs made from
/// any bytes are valid, so they compile at -O0 and -O2.
#[test]
fn programs_from_fuzzer_bytes_compile() {
    use strata::testing::random_program::module_from_bytes;
    let inputs: [&[u8]; 4] = [&[], &[1], &[0, 200, 17, 3, 99, 255, 0, 42, 7, 7, 7], &[1; 512]];
    for data in inputs {
        let text = module_from_bytes(data);
        for (emit, opt_level) in [(Emit::Llvm, 0), (Emit::Obj, 2)] {
            let opts = CompileOptions { emit, opt_level, ..Default::default() };
            if let Err(e) = compile_source("fuzz.mlir", text.clone(), &opts) {
                panic!("{data:?} ({emit:?}, -O{opt_level}): {e}\n{text}");
            }
        }
    }
}

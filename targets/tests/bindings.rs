//! The Rust bindings `strata_targets::Build` writes, used from safe Rust:
//! `tests/bindings/driver.rs` calls the kernels of
//! `tests/bindings/kernels.mlir` with negative and huge sizes and builds
//! views that would overflow the kernels' index arithmetic. Every such case
//! must be an `Err` (the program must neither crash nor see a memref that
//! does not fit its buffer), and the right answers must come back for the
//! others.

use std::path::Path;
use std::process::Command;

/// Build the kernels with bindings, compile the driver against them with
/// rustc, run it and return what it printed.
fn run_driver() -> String {
    let dir = tempfile::tempdir().unwrap();
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bindings");
    strata_targets::Build::new()
        .file(here.join("kernels.mlir"))
        .opt_level(2)
        .out_dir(dir.path())
        .cargo_metadata(false)
        .try_compile("kernels")
        .unwrap_or_else(|e| panic!("{e}"));
    std::fs::copy(here.join("driver.rs"), dir.path().join("driver.rs")).unwrap();
    let exe = dir.path().join("driver");
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let out = Command::new(rustc)
        .args(["--edition", "2021", "-D", "warnings", "-C", "opt-level=1", "driver.rs", "-L", "."])
        .args(["-l", "static=kernels", "-l", "m", "-o"])
        .arg(&exe)
        .current_dir(dir.path())
        .output()
        .expect("run rustc");
    assert!(out.status.success(), "rustc failed:\n{}", String::from_utf8_lossy(&out.stderr));
    let bindings = std::fs::read_to_string(dir.path().join("kernels.rs")).unwrap();
    assert!(
        bindings
            .contains("// func.func @freed(index) -> memref<?xf32>: no binding, it takes or returns a memref result"),
        "a memref freed before it is returned must not be owned by the caller:\n{bindings}"
    );
    let run = Command::new(&exe).output().expect("run the driver");
    let stdout = String::from_utf8_lossy(&run.stdout).into_owned();
    assert!(
        run.status.success(),
        "the driver failed: {:?}\n{stdout}\n{}",
        run.status,
        String::from_utf8_lossy(&run.stderr)
    );
    stdout
}

#[test]
fn sizes_from_safe_rust_give_err_never_a_broken_memref() {
    let out = run_driver();
    let expected = [
        "fill 4: Ok([2.5, 2.5, 2.5, 2.5])",
        r#"fill -3: Err(NegativeSize { function: "fill", result: 0, dim: 0, size: -3 })"#,
        r#"fill 2^60: Err(AllocationFailed { function: "fill", result: 0 })"#,
        // 4 * (2^62 + 1) bytes wrap to 4: the allocation is refused, not 4 bytes long.
        r#"fill 2^62+1: Err(ResultTooLarge { function: "fill", result: 0 })"#,
        r#"fill -2^63: Err(NegativeSize { function: "fill", result: 0, dim: 0, size: -9223372036854775808 })"#,
        "zeros 2x3: Ok(([2, 3], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]))",
        r#"zeros 3x-2: Err(NegativeSize { function: "zeros", result: 0, dim: 1, size: -2 })"#,
        "zeros 0x5: Ok(([0, 5], [], None))",
        r#"zeros 2^31x2^31: Err(ResultTooLarge { function: "zeros", result: 0 })"#,
        "pair 2: Ok(([2], Some(7), 1.0))",
        r#"pair -1: Err(NegativeSize { function: "pair", result: 0, dim: 0, size: -1 })"#,
        "sum: Ok(Ok(7.5))",
        "broadcast: Ok(Ok(20.0))",
        "empty huge: Err(TooLarge)",
        "huge stride: Err(TooLarge)",
        "huge broadcast: Err(TooLarge)",
        "huge offset: Err(TooLarge)",
    ];
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines, expected, "{out}");
}

//! PTX output: `strata compile --emit ptx --gpu-chip CHIP` targets the chip
//! with the PTX version it needs, declares kernels as `.entry`, and
//! assembles with NVIDIA's `ptxas` for that chip.

mod common;

use std::path::Path;
use std::process::{Command, Output};

fn compile(args: &[&str]) -> Output {
    let kernel = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ptx/copy_kernel.mlir");
    Command::new(env!("CARGO_BIN_EXE_strata")).arg("compile").arg(kernel).args(args).output().unwrap()
}

#[test]
fn every_chip_gets_its_target_and_ptx_version_and_kernels_are_entries() {
    for (chip, version) in [
        ("sm_70", "6.0"),
        ("sm_75", "6.3"),
        ("sm_80", "7.0"),
        ("sm_86", "7.1"),
        ("sm_89", "7.8"),
        ("sm_90", "7.8"),
        ("sm_90a", "8.0"),
    ] {
        let out = compile(&["--emit", "ptx", "--gpu-chip", chip, "-o", "-"]);
        assert!(out.status.success(), "{chip}: {}", String::from_utf8_lossy(&out.stderr));
        let ptx = String::from_utf8_lossy(&out.stdout);
        assert!(ptx.contains(&format!(".version {version}\n")), "{chip}:\n{ptx}");
        assert!(ptx.contains(&format!(".target {chip}\n")), "{chip}:\n{ptx}");
        assert!(ptx.contains(".entry copy_scaled("), "{chip}: the kernel is not an entry:\n{ptx}");
        assert!(!ptx.contains(".entry scale("), "{chip}: a device function became an entry:\n{ptx}");
        assert!(ptx.contains("ld.global.f32") && ptx.contains("st.global.f32"), "{chip}:\n{ptx}");
        // NVIDIA's assembler accepts it for that chip.
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("k.ptx");
        std::fs::write(&file, ptx.as_bytes()).unwrap();
        common::assemble_ptx(&file, chip);
    }
}

#[test]
fn default_chip_is_sm_80() {
    let out = compile(&["--emit", "ptx", "-o", "-"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains(".target sm_80\n"));
}

#[test]
fn unknown_chips_and_nvptx_objects_are_refused_with_a_reason() {
    let out = compile(&["--emit", "ptx", "--gpu-chip", "sm_52", "-o", "-"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && err.contains("unknown GPU chip 'sm_52'") && err.contains("sm_90a"), "{err}");
    let out = compile(&["--target", "nvptx64-nvidia-cuda", "-o", "-"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && err.contains("--emit ptx"), "{err}");
}

#[test]
fn nvvm_ops_become_ptx_special_registers_barriers_and_shuffles() {
    let kernel = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ptx/nvvm_ops.mlir");
    for chip in ["sm_80", "sm_90"] {
        let out = Command::new(env!("CARGO_BIN_EXE_strata"))
            .arg("compile")
            .arg(&kernel)
            .args(["--emit", "ptx", "--gpu-chip", chip, "-o", "-"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{chip}: {}", String::from_utf8_lossy(&out.stderr));
        let ptx = String::from_utf8_lossy(&out.stdout);
        for reg in ["%tid.x", "%tid.y", "%tid.z", "%ntid.x", "%ntid.z", "%ctaid.y", "%nctaid.z", "%laneid"] {
            assert!(ptx.contains(reg), "{chip}: {reg} is not read:\n{ptx}");
        }
        assert!(ptx.contains("bar.sync \t0;"), "{chip}: no barrier:\n{ptx}");
        assert!(ptx.contains("shfl.sync.bfly.b32\t%f2|%p1"), "{chip}: the validity bit is not used:\n{ptx}");
        assert!(ptx.contains("shfl.sync.down.b32"), "{chip}:\n{ptx}");
        assert!(ptx.contains("vote.sync.ballot.b32"), "{chip}:\n{ptx}");
        assert!(ptx.contains(".entry registers("), "{chip}:\n{ptx}");
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("k.ptx");
        std::fs::write(&file, ptx.as_bytes()).unwrap();
        common::assemble_ptx(&file, chip);
    }
}

#[test]
fn nvvm_ops_in_a_host_object_are_a_located_error() {
    let kernel = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ptx/nvvm_ops.mlir");
    let out =
        Command::new(env!("CARGO_BIN_EXE_strata")).arg("compile").arg(&kernel).args(["-o", "-"]).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("nvvm_ops.mlir:6:11: error: 'nvvm.read.ptx.sreg.tid.x' op is NVPTX device code: put it in a gpu.module, or compile it with `strata compile --emit ptx`"),
        "{err}"
    );
}

fn compile_math(chip: &str, libdevice: Option<&str>) -> Output {
    let kernel = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ptx/libdevice_math.mlir");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_strata"));
    cmd.arg("compile").arg(&kernel).args(["--emit", "ptx", "--gpu-chip", chip, "-o", "-"]);
    match libdevice {
        Some(path) => cmd.env("STRATA_LIBDEVICE", path),
        None => cmd.env_remove("STRATA_LIBDEVICE"),
    };
    cmd.output().unwrap()
}

#[test]
fn math_functions_link_libdevice_and_leave_no_unresolved_calls() {
    for chip in ["sm_80", "sm_90"] {
        let out = compile_math(chip, None);
        assert!(out.status.success(), "{chip}: {}", String::from_utf8_lossy(&out.stderr));
        let ptx = String::from_utf8_lossy(&out.stdout);
        assert!(ptx.contains(".entry math("), "{chip}:\n{ptx}");
        // libdevice's functions are linked, internal and inlined: nothing
        // is left for a linker, and __nvvm_reflect is resolved.
        assert!(!ptx.contains(".extern"), "{chip}: unresolved functions:\n{ptx}");
        assert!(!ptx.contains("__nv_") && !ptx.contains("__nvvm_reflect"), "{chip}:\n{ptx}");
        // exp's core is PTX's ex2; denormals are kept (nvvm-reflect-ftz = 0).
        assert!(ptx.contains("ex2.approx"), "{chip}:\n{ptx}");
        assert!(ptx.contains("fma.rn.f32") && !ptx.contains("fma.rn.ftz.f32"), "{chip}:\n{ptx}");
        assert!(ptx.contains("st.global.f64"), "{chip}: no f64 exp result:\n{ptx}");
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("math.ptx");
        std::fs::write(&file, ptx.as_bytes()).unwrap();
        common::assemble_ptx(&file, chip);
    }
}

#[test]
fn math_functions_without_libdevice_say_how_to_install_it() {
    let out = compile_math("sm_80", Some("/nonexistent/libdevice.10.bc"));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("libdevice_math.mlir:4:3: error: cannot compile gpu.module @math to PTX"), "{err}");
    assert!(err.contains("looked at '/nonexistent/libdevice.10.bc'"), "{err}");
    assert!(err.contains("scripts/setup") && err.contains("nvidia-cuda-nvcc-cu12"), "{err}");
    assert!(err.contains("STRATA_LIBDEVICE"), "{err}");
}

fn compile_two_modules(args: &[&str]) -> Output {
    let input = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ptx/two_modules.mlir");
    Command::new(env!("CARGO_BIN_EXE_strata")).arg("compile").arg(input).args(args).output().unwrap()
}

#[test]
fn several_gpu_modules_are_written_to_one_ptx_file_each_named_after_the_module() {
    let dir = tempfile::tempdir().unwrap();
    let out_path = dir.path().join("kernels.ptx");
    let out = compile_two_modules(&["--emit", "ptx", "--gpu-chip", "sm_90", "-o", out_path.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(!out_path.exists(), "one file for both modules was written");
    for (module, kernel, other) in [("first", "fill", "double"), ("second", "double", "fill")] {
        let file = dir.path().join(format!("kernels.{module}.ptx"));
        assert!(err.contains(&format!("wrote {} (gpu.module @{module})", file.display())), "{err}");
        let ptx = std::fs::read_to_string(&file).unwrap();
        assert!(ptx.contains(&format!(".entry {kernel}(")), "{module}:\n{ptx}");
        assert!(!ptx.contains(&format!(".entry {other}(")), "{module} holds the other module's kernel:\n{ptx}");
        assert_eq!(ptx.matches(".version").count(), 1, "{module}:\n{ptx}");
        common::assemble_ptx(&file, "sm_90");
    }
}

#[test]
fn several_gpu_modules_to_standard_output_are_refused_with_the_modules_and_what_to_do() {
    let out = compile_two_modules(&["--emit", "ptx", "-o", "-"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(out.stdout.is_empty());
    assert!(err.contains("the module has 2 gpu.modules (@first, @second)"), "{err}");
    assert!(err.contains("give `-o FILE.ptx` to write FILE.<module>.ptx for each"), "{err}");
}

#[test]
fn per_module_paths_put_the_module_name_before_the_extension() {
    use strata_targets::compile::per_module_path;
    assert_eq!(per_module_path(Path::new("out/k.ptx"), "first"), Path::new("out/k.first.ptx"));
    assert_eq!(per_module_path(Path::new("k"), "m"), Path::new("k.m.ptx"));
    assert_eq!(per_module_path(Path::new("k.s"), "a/b c"), Path::new("k.a_b_c.s"));
}

#[test]
fn ptx_of_a_module_without_gpu_code_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let host = dir.path().join("host.mlir");
    std::fs::write(&host, "func.func @f(%x: f32) -> f32 {\n  return %x : f32\n}\n").unwrap();
    let ptx = dir.path().join("host.ptx");
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .arg("compile")
        .arg(&host)
        .args(["--emit", "ptx", "-o"])
        .arg(&ptx)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.starts_with(&format!("strata: error: '{}' has no GPU code to write PTX for", host.display())), "{err}");
    assert!(!ptx.exists());
    // An llvm-dialect module with nvvm.kernel functions is GPU code.
    assert!(compile(&["--emit", "ptx", "-o", "-"]).status.success());
}

#[test]
fn a_libdevice_without_the_called_functions_is_an_error_naming_them() {
    let dir = tempfile::tempdir().unwrap();
    // A bitcode file for NVPTX that defines no __nv_* function.
    let fake = dir.path().join("libdevice.10.bc");
    let empty = dir.path().join("empty.mlir");
    std::fs::write(&empty, "llvm.func @nothing() {\n  llvm.return\n}\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .arg("compile")
        .arg(&empty)
        .args(["--target", "nvptx64-nvidia-cuda", "--emit", "bc", "-o"])
        .arg(&fake)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let out = compile_math("sm_80", Some(fake.to_str().unwrap()));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(out.stdout.is_empty(), "PTX was written");
    assert!(err.contains(&format!("libdevice '{}' does not define functions", fake.display())), "{err}");
    assert!(err.contains("__nv_expf") && err.contains("STRATA_LIBDEVICE"), "{err}");
}

#[test]
fn tensor_core_kernels_become_wmma_instructions_that_assemble() {
    let kernel = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/gpu/wmma_matmul.mlir");
    for chip in ["sm_80", "sm_90"] {
        let out = Command::new(env!("CARGO_BIN_EXE_strata"))
            .arg("compile")
            .arg(&kernel)
            .args(["--emit", "ptx", "--gpu-chip", chip, "-o", "-"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{chip}: {}", String::from_utf8_lossy(&out.stderr));
        let ptx = String::from_utf8_lossy(&out.stdout);
        let count = |insn: &str| ptx.lines().filter(|l| l.trim_start().starts_with(insn)).count();
        // f16 x f16 + f32: A from global memory, B transposed from shared
        // memory, the K loop of four tiles unrolled by LLVM.
        assert_eq!(count("wmma.load.a.sync.aligned.row.m16n16k16.f16"), 5, "{chip}:\n{ptx}");
        assert_eq!(count("wmma.load.b.sync.aligned.col.m16n16k16.shared.f16"), 4, "{chip}:\n{ptx}");
        assert_eq!(count("wmma.load.c.sync.aligned.row.m16n16k16.f32"), 1, "{chip}:\n{ptx}");
        assert_eq!(count("wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32"), 4, "{chip}:\n{ptx}");
        assert_eq!(count("wmma.store.d.sync.aligned.row.m16n16k16.f32"), 1, "{chip}:\n{ptx}");
        // The elementwise `+ 1.0` and square of the eight f32 fields.
        assert!(count("add.rn.f32") == 8 && count("mul.rn.f32") == 8, "{chip}:\n{ptx}");
        // f16 accumulate.
        assert_eq!(count("wmma.load.c.sync.aligned.row.m16n16k16.f16"), 1, "{chip}:\n{ptx}");
        assert_eq!(count("wmma.mma.sync.aligned.row.row.m16n16k16.f16.f16"), 1, "{chip}:\n{ptx}");
        assert_eq!(count("wmma.store.d.sync.aligned.row.m16n16k16.f16"), 1, "{chip}:\n{ptx}");
        // 8-bit integers, i32 accumulate.
        assert_eq!(count("wmma.load.a.sync.aligned.row.m16n16k16.s8"), 1, "{chip}:\n{ptx}");
        assert_eq!(count("wmma.load.b.sync.aligned.row.m16n16k16.s8"), 1, "{chip}:\n{ptx}");
        assert_eq!(count("wmma.load.c.sync.aligned.row.m16n16k16.s32"), 1, "{chip}:\n{ptx}");
        assert_eq!(count("wmma.mma.sync.aligned.row.row.m16n16k16.s32.s8.s8.s32"), 1, "{chip}:\n{ptx}");
        assert_eq!(count("wmma.store.d.sync.aligned.row.m16n16k16.s32"), 1, "{chip}:\n{ptx}");
        for kernel in ["wmma_matmul", "wmma_f16_acc", "wmma_i8"] {
            assert!(ptx.contains(&format!(".entry {kernel}(")), "{chip}: {kernel}:\n{ptx}");
        }
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("wmma.ptx");
        std::fs::write(&file, ptx.as_bytes()).unwrap();
        common::assemble_ptx(&file, chip);
    }
}

//! GPU programs end to end: `.mlir` files with kernels in `gpu.module`s and
//! a host function that moves memory and launches them
//! (`tests/gpu/{vector_add,block_sum,tiled_matmul,block_reduce,scale_inline,async_chains,math_kernel}.mlir`, and
//! `add2d_parallel.mlir`, `scf.parallel` loops made a launch by `strata opt
//! --gpu-map-parallel-loops --convert-parallel-loops-to-gpu`) compile with
//! `strata compile` to one object holding the PTX, link with their C
//! drivers and the runtime, and run against the mock `libcuda.so.1`, whose
//! log shows the driver calls: the module loaded once, the grid, block and
//! kernel arguments (memrefs as descriptor fields) of each launch, copies
//! and memsets of the right sizes, the streams of async chains and the
//! events joining them. The PTX the mock received is what
//! `strata compile --emit ptx` writes, declares each kernel `.entry` and
//! assembles with `ptxas` for sm_80 and sm_90. Where an NVIDIA GPU is
//! present, the drivers check the results against the CPU's.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common::{assemble_ptx, build_mock_cuda, calls, compile, run, Runtime};

const CHIPS: [&str; 2] = ["sm_80", "sm_90"];

fn gpu_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/gpu")
}

fn strata(args: &[&str], input: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_strata")).arg("compile").arg(input).args(args).output().expect("run strata")
}

/// The runtime and the mock driver in one temporary directory.
struct Setup {
    rt: Runtime,
}

impl Setup {
    fn build() -> Setup {
        let rt = Runtime::write(None);
        build_mock_cuda("cc", &rt.path("mock"));
        std::fs::create_dir_all(rt.path("empty")).unwrap();
        Setup { rt }
    }

    /// `tests/gpu/<program>.mlir` compiled for `chip` to one object and
    /// linked with `tests/gpu/<program>.c` and the runtime.
    fn program(&self, program: &str, chip: &str) -> PathBuf {
        self.program_from(program, &gpu_dir().join(format!("{program}.mlir")), chip)
    }

    /// `source` compiled for `chip` and linked with `tests/gpu/<program>.c`.
    fn program_from(&self, program: &str, source: &Path, chip: &str) -> PathBuf {
        let object = self.rt.path(&format!("{program}.{chip}.o"));
        let out = strata(&["--gpu-chip", chip, "-o", object.to_str().unwrap()], source);
        assert!(out.status.success(), "{program} {chip}: {}", String::from_utf8_lossy(&out.stderr));
        let exe = self.rt.path(&format!("{program}.{chip}"));
        let link = [
            object.display().to_string(),
            self.rt.archive().display().to_string(),
            "-ldl".into(),
            "-lpthread".into(),
            "-lm".into(),
        ];
        compile("cc", &gpu_dir().join(format!("{program}.c")), &self.rt.dir(), &link, &exe);
        exe
    }

    fn log(&self, exe: &Path) -> PathBuf {
        PathBuf::from(format!("{}.log", exe.display()))
    }

    /// Runs `exe` on the mock without checking results (kernels do not
    /// run there); returns its stdout and the driver calls logged.
    fn run_on_mock(&self, exe: &Path) -> (String, Vec<String>) {
        let mut cmd = Command::new(exe);
        cmd.arg("--no-check")
            .env("LD_LIBRARY_PATH", self.rt.path("mock"))
            .env("STRATA_MOCK_CUDA_LOG", self.log(exe))
            .env_remove("STRATA_MOCK_CUDA_FAIL");
        let (stdout, _) = run(cmd);
        assert!(stdout.contains("unchecked"), "{stdout}");
        let log = std::fs::read_to_string(self.log(exe)).expect("the mock wrote no log");
        (stdout, log.lines().map(str::to_string).collect())
    }

    /// The module images the mock saved, which must be the PTX that
    /// `--emit ptx` writes for `chip` (plus the terminating NUL), with an
    /// entry for `kernel`, and assemble with ptxas for `chip`.
    fn check_image(&self, exe: &Path, program: &str, chip: &str, kernel: &str) {
        self.check_image_of(exe, program, &gpu_dir().join(format!("{program}.mlir")), chip, kernel)
    }

    /// [`Setup::check_image`] for a program compiled from `source`.
    fn check_image_of(&self, exe: &Path, program: &str, source: &Path, chip: &str, kernel: &str) {
        let image = PathBuf::from(format!("{}.module1", self.log(exe).display()));
        let loaded = std::fs::read(&image).expect("the mock saved the module image");
        let out = strata(&["--emit", "ptx", "--gpu-chip", chip, "-o", "-"], source);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(
            loaded.strip_suffix(b"\0").unwrap_or(&loaded),
            &out.stdout[..],
            "{program}: loaded image != --emit ptx"
        );
        let ptx = String::from_utf8_lossy(&out.stdout);
        assert!(ptx.contains(&format!(".target {chip}\n")), "{ptx}");
        assert!(ptx.contains(&format!(".entry {kernel}(")), "{program}: no entry {kernel}:\n{ptx}");
        assemble_ptx(&image, chip);
    }
}

/// `tests/gpu/<program>.mlir`, whose GPU work is `scf.parallel` loops,
/// through `strata opt --gpu-map-parallel-loops
/// --convert-parallel-loops-to-gpu`, written to the setup's directory.
fn parallel_loops_to_launch(setup: &Setup, program: &str) -> PathBuf {
    let out_path = setup.rt.path(&format!("{program}.launch.mlir"));
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .args(["opt", "--gpu-map-parallel-loops", "--convert-parallel-loops-to-gpu"])
        .arg(gpu_dir().join(format!("{program}.mlir")))
        .arg("-o")
        .arg(&out_path)
        .output()
        .expect("run strata opt");
    assert!(out.status.success(), "{program}: {}", String::from_utf8_lossy(&out.stderr));
    let text = std::fs::read_to_string(&out_path).unwrap();
    assert!(text.contains("gpu.launch") && !text.contains("scf.parallel"), "{text}");
    out_path
}

/// The value of `key=` in a line of `key=value` fields.
fn field<'a>(line: &'a str, key: &str) -> &'a str {
    line.split(' ')
        .find_map(|f| f.strip_prefix(key).and_then(|r| r.strip_prefix('=')))
        .unwrap_or_else(|| panic!("no {key}= in {line:?}"))
}

/// The host pointers the driver printed (`a=0x... b=0x...`), as the mock
/// writes addresses.
fn host_pointer(stdout: &str, key: &str) -> String {
    field(stdout.lines().next().unwrap_or_default(), key).to_string()
}

/// The device allocations, in order: (bytes, pointer).
fn allocations(log: &[String]) -> Vec<(String, String)> {
    calls(log, "cuMemAlloc_v2").iter().map(|l| (field(l, "bytes").to_string(), field(l, "ptr").to_string())).collect()
}

/// The copies: (direction, bytes, dst, src).
fn copies(log: &[String]) -> Vec<[String; 4]> {
    calls(log, "cuMemcpyAsync")
        .iter()
        .map(|l| {
            let dir = l.split(' ').nth(1).unwrap_or_default().to_string();
            [dir, field(l, "bytes").into(), field(l, "dst").into(), field(l, "src").into()]
        })
        .collect()
}

/// The launches: (function, grid, block, params).
fn launches(log: &[String]) -> Vec<[String; 4]> {
    calls(log, "cuLaunchKernel")
        .iter()
        .map(|l| {
            [field(l, "function").into(), field(l, "grid").into(), field(l, "block").into(), field(l, "params").into()]
        })
        .collect()
}

/// A memref's descriptor fields as the mock prints kernel parameters.
fn descriptor(pointer: &str, sizes: &[u64], strides: &[u64]) -> String {
    let mut f = vec![pointer.to_string(), pointer.to_string(), "0x0".to_string()];
    f.extend(sizes.iter().chain(strides).map(|v| format!("{v:#x}")));
    f.join(",")
}

/// The module is loaded and its kernel looked up once, whatever the number
/// of launches; every module call and launch is well formed.
fn assert_loaded_once(log: &[String], kernel: &str, params: usize) {
    assert_eq!(calls(log, "cuModuleLoadData").len(), 1, "{log:#?}");
    assert!(calls(log, "cuModuleLoadDataEx").is_empty(), "{log:#?}");
    assert_eq!(
        calls(log, "cuModuleGetFunction"),
        [format!("cuModuleGetFunction module=1 name={kernel} params={params}")]
    );
    for l in launches(log) {
        assert_eq!(l[3].split(',').count(), params, "{l:?}");
    }
    // Each launch runs on its own stream, waited for and destroyed; each
    // copy and memset on the null stream, waited for.
    let streams = calls(log, "cuStreamCreate").len();
    assert_eq!(streams, launches(log).len());
    let (null, own): (Vec<&str>, Vec<&str>) =
        calls(log, "cuStreamSynchronize").into_iter().partition(|l| l.ends_with(" stream=0"));
    assert_eq!(own.len(), streams);
    assert_eq!(null.len(), calls(log, "cuMemcpyAsync").len() + calls(log, "cuMemsetD32Async").len());
    for (i, l) in log.iter().enumerate() {
        if l.starts_with("cuMemcpyAsync") || l.starts_with("cuMemsetD32Async") {
            assert!(
                log[i + 1..]
                    .iter()
                    .find(|l| !l.starts_with("cuCtxSetCurrent"))
                    .is_some_and(|n| n == "cuStreamSynchronize stream=0"),
                "{l} is not waited for: {log:#?}"
            );
        }
    }
    assert_eq!(calls(log, "cuStreamDestroy_v2").len(), streams);
}

#[test]
fn vector_add_loads_its_module_once_for_two_launches_with_descriptor_arguments() {
    let setup = Setup::build();
    for chip in CHIPS {
        let exe = setup.program("vector_add", chip);
        let (stdout, log) = setup.run_on_mock(&exe);
        assert_loaded_once(&log, "vadd", 16);
        let allocs = allocations(&log);
        assert_eq!(allocs.iter().map(|a| a.0.as_str()).collect::<Vec<_>>(), ["4000"; 4]);
        let [da, db, dc, scratch] = [0, 1, 2, 3].map(|i| allocs[i].1.clone());
        let (a, b, c) = (host_pointer(&stdout, "a"), host_pointer(&stdout, "b"), host_pointer(&stdout, "c"));
        assert_eq!(
            copies(&log),
            [
                ["HtoD".into(), "4000".into(), da.clone(), a],
                ["HtoD".into(), "4000".into(), db.clone(), b],
                ["DtoH".into(), "4000".into(), c, dc.clone()],
            ]
        );
        let args = |out: &str| {
            [
                descriptor(&da, &[1000], &[1]),
                descriptor(&db, &[1000], &[1]),
                descriptor(out, &[1000], &[1]),
                "0x3e8".into(),
            ]
            .join(",")
        };
        let vadd = |out: &str| ["vadd".to_string(), "4,1,1".into(), "256,1,1".into(), args(out)];
        assert_eq!(launches(&log), [vadd(&scratch), vadd(&dc)]);
        assert_eq!(calls(&log, "cuMemFree_v2").len(), 4);
        setup.check_image(&exe, "vector_add", chip, "vadd");
    }
}

#[test]
fn block_sum_zeroes_its_partials_and_launches_one_block_per_256_elements() {
    let setup = Setup::build();
    for chip in CHIPS {
        let exe = setup.program("block_sum", chip);
        let (stdout, log) = setup.run_on_mock(&exe);
        assert_loaded_once(&log, "block_sum", 11);
        let allocs = allocations(&log);
        assert_eq!(allocs.iter().map(|a| a.0.as_str()).collect::<Vec<_>>(), ["4000", "16"]);
        let (dx, dp) = (allocs[0].1.clone(), allocs[1].1.clone());
        assert_eq!(calls(&log, "cuMemsetD32Async"), [format!("cuMemsetD32Async dst={dp} value=0x0 count=4 stream=0")]);
        let (x, partial) = (host_pointer(&stdout, "x"), host_pointer(&stdout, "partial"));
        assert_eq!(
            copies(&log),
            [["HtoD".into(), "4000".into(), dx.clone(), x], ["DtoH".into(), "16".into(), partial, dp.clone()]]
        );
        let params = [descriptor(&dx, &[1000], &[1]), descriptor(&dp, &[4], &[1]), "0x3e8".into()].join(",");
        assert_eq!(launches(&log), [["block_sum".to_string(), "4,1,1".into(), "256,1,1".into(), params]]);
        setup.check_image(&exe, "block_sum", chip, "block_sum");
        // The reduction's tile is shared memory, synchronized between steps.
        let ptx = std::fs::read_to_string(format!("{}.module1", setup.log(&exe).display())).unwrap();
        assert!(ptx.contains(".shared .align 16 .b8 __wg_block_sum_0[1024]"), "{ptx}");
        assert_eq!(ptx.matches("bar.sync").count(), 9, "{ptx}");
    }
}

#[test]
fn tiled_matmul_launches_a_2d_grid_of_16x16_blocks_with_2d_descriptors() {
    let setup = Setup::build();
    for chip in CHIPS {
        let exe = setup.program("tiled_matmul", chip);
        let (stdout, log) = setup.run_on_mock(&exe);
        assert_loaded_once(&log, "tiled_matmul", 21);
        let allocs = allocations(&log);
        assert_eq!(allocs.iter().map(|a| a.0.as_str()).collect::<Vec<_>>(), ["8192", "6144", "12288"]);
        let [da, db, dc] = [0, 1, 2].map(|i| allocs[i].1.clone());
        let (a, b, c) = (host_pointer(&stdout, "a"), host_pointer(&stdout, "b"), host_pointer(&stdout, "c"));
        assert_eq!(
            copies(&log),
            [
                ["HtoD".into(), "8192".into(), da.clone(), a],
                ["HtoD".into(), "6144".into(), db.clone(), b],
                ["DtoH".into(), "12288".into(), c, dc.clone()],
            ]
        );
        let params = [
            descriptor(&da, &[64, 32], &[32, 1]),
            descriptor(&db, &[32, 48], &[48, 1]),
            descriptor(&dc, &[64, 48], &[48, 1]),
        ]
        .join(",");
        assert_eq!(launches(&log), [["tiled_matmul".to_string(), "3,4,1".into(), "16,16,1".into(), params]]);
        setup.check_image(&exe, "tiled_matmul", chip, "tiled_matmul");
        let ptx = std::fs::read_to_string(format!("{}.module1", setup.log(&exe).display())).unwrap();
        assert_eq!(ptx.matches(".shared .align 16 .b8 __wg_tiled_matmul_").count(), 2, "{ptx}");
    }
}

#[test]
fn block_reduce_all_reduces_over_2d_blocks_through_shared_memory() {
    let setup = Setup::build();
    for chip in CHIPS {
        let exe = setup.program("block_reduce", chip);
        let (stdout, log) = setup.run_on_mock(&exe);
        assert_loaded_once(&log, "block_reduce", 20);
        let allocs = allocations(&log);
        assert_eq!(allocs.iter().map(|a| a.0.as_str()).collect::<Vec<_>>(), ["3072", "3072", "12", "12"]);
        let [dx, dy, ds, dm] = [0, 1, 2, 3].map(|i| allocs[i].1.clone());
        let [x, y, sums, maxes] = ["x", "y", "sums", "maxes"].map(|k| host_pointer(&stdout, k));
        assert_eq!(
            copies(&log),
            [
                ["HtoD".into(), "3072".into(), dx.clone(), x],
                ["HtoD".into(), "3072".into(), dy.clone(), y],
                ["DtoH".into(), "12".into(), sums, ds.clone()],
                ["DtoH".into(), "12".into(), maxes, dm.clone()],
            ]
        );
        let params = [
            descriptor(&dx, &[768], &[1]),
            descriptor(&dy, &[768], &[1]),
            descriptor(&ds, &[3], &[1]),
            descriptor(&dm, &[3], &[1]),
        ]
        .join(",");
        assert_eq!(launches(&log), [["block_reduce".to_string(), "3,1,1".into(), "16,16,1".into(), params]]);
        setup.check_image(&exe, "block_reduce", chip, "block_reduce");
        // One 1024-element buffer per reduction; a barrier after the
        // stores, after each of the ten halving steps and after the read.
        let ptx = std::fs::read_to_string(format!("{}.module1", setup.log(&exe).display())).unwrap();
        assert_eq!(ptx.matches(".shared .align 16 .b8 __wg_block_reduce_").count(), 2, "{ptx}");
        assert!(ptx.contains("__wg_block_reduce_0[4096]") && ptx.contains("__wg_block_reduce_1[4096]"), "{ptx}");
        assert_eq!(ptx.matches("bar.sync").count(), 24, "{ptx}");
    }
}

#[test]
fn a_kernel_op_that_cannot_be_lowered_is_a_located_error() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("bad.mlir");
    std::fs::write(
        &input,
        "module attributes {gpu.container_module} {\n  gpu.module @k {\n    gpu.func @exp(%v: vector<4xf32>) kernel {\n      %s = math.exp %v : vector<4xf32>\n      gpu.return\n    }\n  }\n}\n",
    )
    .unwrap();
    for emit in ["obj", "ptx"] {
        let out = strata(&["--emit", emit, "-o", dir.path().join("out").to_str().unwrap()], &input);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{emit}: {err}");
        assert!(
            err.contains("bad.mlir:4:12: error: 'math.exp' op cannot be lowered by convert-gpu-to-nvvm"),
            "{emit}: {err}"
        );
        assert!(!err.contains("panicked"), "{err}");
    }
}

/// The stream of each call of `name` (its `stream=` field), in order.
fn streams_of(log: &[String], name: &str) -> Vec<String> {
    calls(log, name).iter().map(|l| field(l, "stream").to_string()).collect()
}

#[test]
fn two_independent_async_chains_run_on_two_streams_joined_by_events() {
    let setup = Setup::build();
    let exe = setup.program("async_chains", "sm_80");
    let (stdout, log) = setup.run_on_mock(&exe);
    let (x, y) = (host_pointer(&stdout, "x"), host_pointer(&stdout, "y"));
    let allocs = allocations(&log);
    let (dx, dy) = (allocs[0].1.clone(), allocs[1].1.clone());
    // Each chain on its own stream: 1 for x, 2 for y, 3 for the join.
    assert_eq!(
        calls(&log, "cuStreamCreate"),
        ["cuStreamCreate stream=1 flags=1", "cuStreamCreate stream=2 flags=1", "cuStreamCreate stream=3 flags=1"]
    );
    assert_eq!(streams_of(&log, "cuLaunchKernel"), ["1", "2"]);
    let mut copies: Vec<(String, String, String)> = calls(&log, "cuMemcpyAsync")
        .iter()
        .map(|l| (field(l, "dst").to_string(), field(l, "src").to_string(), field(l, "stream").to_string()))
        .collect();
    copies.sort();
    let mut want = vec![(dx.clone(), x.clone(), "1".into()), (x, dx.clone(), "1".into()), (y, dy.clone(), "2".into())];
    want.sort();
    assert_eq!(copies, want);
    assert_eq!(
        calls(&log, "cuMemsetD32Async"),
        [format!("cuMemsetD32Async dst={dy} value=0x3f800000 count=1000 stream=2")]
    );
    // Nothing waits on the host before the join: the two launches and all
    // the copies are queued first.
    let position = |prefix: &str| log.iter().position(|l| l.starts_with(prefix)).unwrap_or_else(|| panic!("{prefix}"));
    let first_sync = position("cuStreamSynchronize");
    assert!(log.iter().rposition(|l| l.starts_with("cuMemcpyAsync")).unwrap() < first_sync, "{log:#?}");
    // The join: an event recorded on each chain's stream, waited for by
    // stream 3, which frees the buffers (after synchronizing) and is
    // synchronized and destroyed at the end.
    let join: Vec<&str> = log[position("cuEventCreate")..]
        .iter()
        .map(String::as_str)
        .filter(|l| !l.starts_with("cuCtxSetCurrent"))
        .collect();
    assert_eq!(
        join,
        [
            "cuEventCreate event=1 flags=2",
            "cuEventRecord event=1 stream=1",
            "cuEventCreate event=2 flags=2",
            "cuEventRecord event=2 stream=2",
            "cuStreamCreate stream=3 flags=1",
            "cuStreamWaitEvent stream=3 event=1 flags=0",
            "cuStreamWaitEvent stream=3 event=2 flags=0",
            "cuEventDestroy_v2 event=1",
            "cuEventDestroy_v2 event=2",
            "cuStreamSynchronize stream=3",
            &format!("cuMemFree_v2 ptr={dx} bytes=4000"),
            "cuStreamSynchronize stream=3",
            &format!("cuMemFree_v2 ptr={dy} bytes=4000"),
            "cuStreamSynchronize stream=3",
            "cuStreamDestroy_v2 stream=3",
        ],
        "{log:#?}"
    );
    setup.check_image(&exe, "async_chains", "sm_80", "double");
}

#[test]
fn math_functions_run_with_libdevice_linked_into_the_loaded_ptx() {
    let setup = Setup::build();
    for chip in CHIPS {
        let exe = setup.program("math_kernel", chip);
        let (_, log) = setup.run_on_mock(&exe);
        assert_loaded_once(&log, "math", 11);
        setup.check_image(&exe, "math_kernel", chip, "math");
        let ptx = std::fs::read_to_string(format!("{}.module1", setup.log(&exe).display())).unwrap();
        assert!(!ptx.contains(".extern") && !ptx.contains("__nv_"), "{chip}: libdevice is not linked:\n{ptx}");
    }
}

/// With an NVIDIA driver and GPU (libcuda.so.1 found outside
/// LD_LIBRARY_PATH), the three programs compute what the CPU does.
/// Elsewhere the test says why it skips.
#[test]
fn programs_compute_on_a_real_gpu() {
    let setup = Setup::build();
    let add2d = parallel_loops_to_launch(&setup, "add2d_parallel");
    for program in [
        "vector_add",
        "block_sum",
        "tiled_matmul",
        "block_reduce",
        "scale_inline",
        "add2d_parallel",
        "async_chains",
        "math_kernel",
    ] {
        let exe = match program {
            "add2d_parallel" => setup.program_from(program, &add2d, "sm_80"),
            _ => setup.program(program, "sm_80"),
        };
        let out = Command::new(&exe).env("LD_LIBRARY_PATH", setup.rt.path("empty")).output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        if stderr.contains("cannot load libcuda.so.1") || stderr.contains("strata: cuInit failed") {
            eprintln!("skipped: no NVIDIA driver or GPU here ({})", stderr.trim_end());
            return;
        }
        assert!(
            out.status.success() && stdout.ends_with("ok\n"),
            "{program} on the GPU ({}):\n{stdout}\n{stderr}",
            out.status
        );
    }
}

#[test]
fn strata_opt_runs_the_gpu_pipeline_with_its_chip_option() {
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .arg("opt")
        .arg("--lower-gpu-to-nvvm=chip=sm_90")
        .arg(gpu_dir().join("vector_add.mlir"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(text.contains("llvm.mlir.global internal constant @kernels(\"//"), "{text}");
    assert!(text.contains(".target sm_90\\0A"), "{text}");
    assert!(text.contains("llvm.call @mgpuLaunchKernel"), "{text}");
    assert!(!text.contains("gpu.launch_func") && !text.contains("gpu.module"), "{text}");
}

#[test]
fn an_inline_gpu_launch_is_outlined_and_its_module_loaded_once() {
    let setup = Setup::build();
    for chip in CHIPS {
        let exe = setup.program("scale_inline", chip);
        let (stdout, log) = setup.run_on_mock(&exe);
        let ls = launches(&log);
        assert_eq!(ls.len(), 2, "{log:#?}");
        let params = ls[0][3].split(',').count();
        assert_loaded_once(&log, "scale_kernel", params);
        // One device buffer per call, copied in and out whole.
        let allocs = allocations(&log);
        assert_eq!(allocs.iter().map(|a| a.0.as_str()).collect::<Vec<_>>(), ["1200"; 2]);
        let a = host_pointer(&stdout, "a");
        for (call, alloc) in allocs.iter().enumerate() {
            let d = &alloc.1;
            assert_eq!(
                copies(&log)[2 * call..2 * call + 2],
                [
                    ["HtoD".to_string(), "1200".into(), d.clone(), a.clone()],
                    ["DtoH".to_string(), "1200".into(), a.clone(), d.clone()],
                ]
            );
            // ceil(300 / 64) blocks of 64 threads; the values the body
            // captures become arguments in the order of their first use:
            // 64, n = 300, the device buffer's descriptor, s = 2.5f.
            let args = ["0x40".to_string(), "0x12c".into(), descriptor(d, &[300], &[1]), "0x40200000".into()];
            assert_eq!(ls[call], ["scale_kernel".to_string(), "5,1,1".into(), "64,1,1".into(), args.join(",")]);
        }
        setup.check_image(&exe, "scale_inline", chip, "scale_kernel");
    }
}

#[test]
fn scf_parallel_loops_become_a_launch_on_a_2d_grid_whose_module_loads_once() {
    let setup = Setup::build();
    let source = parallel_loops_to_launch(&setup, "add2d_parallel");
    for chip in CHIPS {
        let exe = setup.program_from("add2d_parallel", &source, chip);
        let (stdout, log) = setup.run_on_mock(&exe);
        let ls = launches(&log);
        assert_eq!(ls.len(), 2, "{log:#?}");
        let params = ls[0][3].split(',').count();
        assert_loaded_once(&log, "add2d_kernel", params);
        // Two 10x100 f32 device buffers per call; a and b copied in, a out.
        let allocs = allocations(&log);
        assert_eq!(allocs.iter().map(|a| a.0.as_str()).collect::<Vec<_>>(), ["4000"; 4]);
        let (a, b) = (host_pointer(&stdout, "a"), host_pointer(&stdout, "b"));
        for call in 0..2 {
            let (da, db) = (&allocs[2 * call].1, &allocs[2 * call + 1].1);
            assert_eq!(
                copies(&log)[3 * call..3 * call + 3],
                [
                    ["HtoD".to_string(), "4000".into(), da.clone(), a.clone()],
                    ["HtoD".to_string(), "4000".into(), db.clone(), b.clone()],
                    ["DtoH".to_string(), "4000".into(), a.clone(), da.clone()],
                ]
            );
            // The tile loop on the grid: ceil(10 / 4) x ceil(100 / 32)
            // blocks; the loop in a tile on 4 x 32 threads.
            assert_eq!(ls[call][..3], ["add2d_kernel".to_string(), "3,4,1".into(), "4,32,1".into()]);
            let args = ls[call][3].clone();
            assert!(args.contains(&descriptor(da, &[10, 100], &[100, 1])), "{args}");
            assert!(args.contains(&descriptor(db, &[10, 100], &[100, 1])), "{args}");
        }
        setup.check_image_of(&exe, "add2d_parallel", &source, chip, "add2d_kernel");
    }
}

#[test]
fn device_printf_calls_vprintf_and_its_ptx_assembles() {
    let dir = tempfile::tempdir().unwrap();
    let source = gpu_dir().join("printf_kernel.mlir");
    for chip in CHIPS {
        let ptx_path = dir.path().join(format!("printf.{chip}.ptx"));
        let out = strata(&["--emit", "ptx", "--gpu-chip", chip, "-o", ptx_path.to_str().unwrap()], &source);
        assert!(out.status.success(), "{chip}: {}", String::from_utf8_lossy(&out.stderr));
        let ptx = std::fs::read_to_string(&ptx_path).unwrap();
        assert!(ptx.contains(".extern .func  (.param .b32 func_retval0) vprintf"), "{ptx}");
        assert_eq!(ptx.matches("call.uni (retval0),").count(), 2, "{ptx}");
        // The format strings, NUL-terminated, in the global state space.
        assert!(ptx.contains(".global .align 1 .b8 printfFormat_0[23]"), "{ptx}");
        assert!(ptx.contains(".global .align 1 .b8 printfFormat_1[6]"), "{ptx}");
        // The f32 argument is widened to f64 before it is stored.
        assert!(ptx.contains("cvt.f64.f32"), "{ptx}");
        assemble_ptx(&ptx_path, chip);
        let object = dir.path().join(format!("printf.{chip}.o"));
        let out = strata(&["--gpu-chip", chip, "-o", object.to_str().unwrap()], &source);
        assert!(out.status.success(), "{chip}: {}", String::from_utf8_lossy(&out.stderr));
    }
}

#[test]
fn lower_gpu_to_nvvm_maps_parallel_loops_only_when_asked() {
    let opt = |option: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_strata"))
            .arg("opt")
            .arg(option)
            .arg(gpu_dir().join("add2d_parallel.mlir"))
            .output()
            .unwrap();
        assert!(out.status.success(), "{option}: {}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    // Asked: the nest is one launch of an outlined kernel compiled to PTX.
    let text = opt("--lower-gpu-to-nvvm=parallel-loops-to-gpu=true");
    assert_eq!(text.matches("llvm.call @mgpuLaunchKernel").count(), 1, "{text}");
    assert!(text.contains("llvm.mlir.global internal constant @add2d_kernel(\"//"), "{text}");
    assert!(text.contains(".entry add2d_kernel("), "{text}");
    // By default, as upstream's pipeline: the loops stay host loops.
    let text = opt("--lower-gpu-to-nvvm");
    assert!(!text.contains("llvm.call @mgpuLaunchKernel"), "{text}");
    assert!(!text.contains("add2d_kernel"), "{text}");
    assert!(text.contains("llvm.call @mgpuMemAlloc"), "{text}");
}

//! The runtime's GPU entry points (`mgpu*`, `runtime/src/gpu_cuda.c`)
//! without a GPU: a C driver (`tests/gpu/vadd.c`) calls them with a
//! hand-written PTX kernel against a mock `libcuda.so.1`
//! (`tests/gpu/mock_cuda.c`) that logs every driver call, and the tests read
//! the log: the module is loaded once for several launches, launches carry
//! the right grid, block and arguments, copies the right sizes and
//! directions. The PTX the driver received must assemble with `ptxas` for
//! real chips. A program lowered by upstream's `gpu-lower-to-nvvm-pipeline`
//! links against the runtime unchanged and runs on the mock the same way. A
//! missing driver and a failing driver call are clear errors.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common::{
    assemble_ptx, build_mock_cuda, calls, compile, have, have_upstream_lowering_tools, lower_with_upstream, run,
    Runtime,
};

fn gpu_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/gpu")
}

/// AArch64 cross-building: the C compiler and how to run its programs.
const AARCH64_GCC: &str = "aarch64-linux-gnu-gcc";
const QEMU_AARCH64: [&str; 3] = ["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu"];

/// The runtime, the mock driver (alone in `mock/`) and the vadd driver,
/// built in one temporary directory, for the host or (`cross`) for AArch64.
struct Setup {
    rt: Runtime,
    cross: bool,
}

impl Setup {
    fn build() -> Setup {
        Setup::build_for(false)
    }

    fn build_for(cross: bool) -> Setup {
        let (target, cc) = if cross { (Some("aarch64-linux-gnu"), AARCH64_GCC) } else { (None, "cc") };
        let rt = Runtime::write(target);
        build_mock_cuda(cc, &rt.path("mock"));
        std::fs::create_dir_all(rt.path("empty")).unwrap();
        let link = [rt.archive().display().to_string(), "-ldl".into(), "-lpthread".into()];
        compile(cc, &gpu_dir().join("vadd.c"), &rt.dir(), &link, &rt.path("vadd"));
        Setup { rt, cross }
    }

    fn log(&self) -> PathBuf {
        self.rt.path("cuda.log")
    }

    /// `program`, to be run with libcuda.so.1 looked up in `library_dir`
    /// (under the temporary directory) only, and the mock's log in place.
    fn command(&self, program: &Path, library_dir: &str) -> Command {
        let mut cmd = if self.cross {
            let mut c = Command::new(QEMU_AARCH64[0]);
            c.args(&QEMU_AARCH64[1..]).arg(program);
            c
        } else {
            Command::new(program)
        };
        cmd.env("LD_LIBRARY_PATH", self.rt.path(library_dir))
            .env("STRATA_MOCK_CUDA_LOG", self.log())
            .env_remove("STRATA_MOCK_CUDA_FAIL");
        cmd
    }

    /// Runs the vadd driver on vadd.ptx with `extra` arguments and `env`.
    fn driver(&self, library_dir: &str, extra: &[&str], env: &[(&str, &str)]) -> Output {
        let mut cmd = self.command(&self.rt.path("vadd"), library_dir);
        cmd.arg(gpu_dir().join("vadd.ptx")).args(extra).envs(env.iter().copied());
        cmd.output().expect("run the vadd driver")
    }

    /// Runs the vadd driver against the mock, which must succeed; returns
    /// its stdout and the driver calls logged.
    fn run_on_mock(&self, extra: &[&str]) -> (String, Vec<String>) {
        self.logged(self.driver("mock", extra, &[]))
    }

    /// The stdout of a run against the mock that must have succeeded, and
    /// the driver calls logged.
    fn logged(&self, out: Output) -> (String, Vec<String>) {
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(
            out.status.success(),
            "the program failed on the mock driver ({}):\n{stdout}\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
        let log = std::fs::read_to_string(self.log()).expect("the mock wrote no log");
        (stdout, log.lines().map(str::to_string).collect())
    }

    /// The module image the mock wrote for its `n`-th load.
    fn image(&self, n: usize) -> PathBuf {
        PathBuf::from(format!("{}.module{n}", self.log().display()))
    }
}

/// The value of `key=` in the driver's first output line (`a=0x... b=...`).
fn pointer(stdout: &str, key: &str) -> String {
    let line = stdout.lines().next().unwrap_or_default();
    line.split(' ')
        .find_map(|f| f.strip_prefix(&format!("{key}=")))
        .unwrap_or_else(|| panic!("no {key}= in {line:?}"))
        .to_string()
}

#[test]
fn module_is_loaded_once_for_repeated_launches() {
    let (stdout, log) = Setup::build().run_on_mock(&[]);
    assert_loaded_once(&stdout, &log);
}

/// What the vadd driver's run logs about modules, functions and launches.
fn assert_loaded_once(stdout: &str, log: &[String]) {
    assert!(stdout.contains("done"), "{stdout}");

    // Three launches loading the module each time (as upstream's lowering
    // does), then the same buffer with new contents (kernel renamed vsub)
    // once through the JIT and twice through mgpuModuleLoad.
    let jit = calls(log, "cuModuleLoadDataEx");
    assert_eq!(jit.len(), 2, "{jit:#?}");
    assert!(jit[0].contains(" opt=2"), "{}", jit[0]);
    let ptx_len = std::fs::read(gpu_dir().join("vadd.ptx")).unwrap().len();
    assert!(jit[0].contains(&format!(" bytes={ptx_len} ")), "{}", jit[0]);
    assert_eq!(calls(log, "cuModuleLoadData").len(), 1, "{log:#?}");
    assert!(calls(log, "cuModuleUnload").is_empty(), "cached modules stay loaded");

    let lookups = calls(log, "cuModuleGetFunction");
    assert_eq!(
        lookups,
        [
            "cuModuleGetFunction module=1 name=vadd params=4",
            "cuModuleGetFunction module=2 name=vsub params=4",
            "cuModuleGetFunction module=3 name=vsub params=4",
        ]
    );

    let (a, b, c) = (pointer(stdout, "a"), pointer(stdout, "b"), pointer(stdout, "c"));
    let params = format!("params={a},{b},{c},0x3e8");
    let launches = calls(log, "cuLaunchKernel");
    assert_eq!(launches.len(), 6, "{launches:#?}");
    let vadd = format!("cuLaunchKernel function=vadd grid=4,1,1 block=256,1,1 smem=0 stream=1 {params}");
    assert_eq!(launches[..3], [vadd.as_str(); 3]);
    assert_eq!(
        launches[3],
        format!("cuLaunchKernel function=vsub grid=4,1,1 block=128,2,1 smem=1024 stream=1 {params}")
    );
    // Dynamic shared memory is opted into first.
    assert_eq!(calls(log, "cuFuncSetAttribute"), ["cuFuncSetAttribute function=vsub attribute=8 value=1024"]);
}

#[test]
fn copies_have_the_right_sizes_and_directions() {
    let (stdout, log) = Setup::build().run_on_mock(&[]);
    assert_copies(&stdout, &log);
}

/// What the vadd driver's run prints and logs about memory, streams and
/// events.
fn assert_copies(stdout: &str, log: &[String]) {
    // Device memory is host memory on the mock: copies round-trip, memsets
    // land, and kernels leave c as set.
    assert!(stdout.contains("c = 1.5 1.5 1.5\n"), "{stdout}");
    assert!(stdout.contains("a round trip ok\n"), "{stdout}");
    assert!(stdout.contains("memset16 ok\n"), "{stdout}");

    let (a, b, c) = (pointer(stdout, "a"), pointer(stdout, "b"), pointer(stdout, "c"));
    let allocs: Vec<&str> = log.iter().filter(|l| l.starts_with("cuMemAlloc")).map(String::as_str).collect();
    assert_eq!(
        allocs,
        [
            format!("cuMemAlloc_v2 bytes=4000 ptr={a}"),
            format!("cuMemAlloc_v2 bytes=4000 ptr={b}"),
            format!("cuMemAllocManaged bytes=4000 ptr={c}"),
            allocs[3].to_string(),
        ]
    );
    let copies: Vec<String> = calls(log, "cuMemcpyAsync")
        .iter()
        .map(|l| {
            let f: Vec<&str> = l.split(' ').collect();
            format!("{} {}", f[1], f[2])
        })
        .collect();
    assert_eq!(copies, ["HtoD bytes=4000", "HtoD bytes=4000", "DtoH bytes=4000", "DtoH bytes=4000", "DtoH bytes=8"]);
    let to_a = calls(log, "cuMemcpyAsync")[0];
    assert!(to_a.contains(&format!(" dst={a} ")) && to_a.ends_with(" stream=1"), "{to_a}");
    assert_eq!(
        calls(log, "cuMemsetD32Async"),
        [format!("cuMemsetD32Async dst={c} value=0x3fc00000 count=1000 stream=1")]
    );
    assert_eq!(calls(log, "cuMemsetD16Async").len(), 1);
    // Registered host memory, directly and as a memref: 1000 floats each.
    let registered = calls(log, "cuMemHostRegister_v2");
    assert_eq!(registered.len(), 2);
    assert!(registered.iter().all(|l| l.ends_with(" bytes=4000 flags=0")), "{registered:#?}");
    assert_eq!(calls(log, "cuMemHostUnregister").len(), 2);
    assert_eq!(calls(log, "cuMemFree_v2").len(), 4);
    assert_eq!(calls(log, "cuStreamCreate"), ["cuStreamCreate stream=1 flags=1"]);
    assert_eq!(calls(log, "cuStreamDestroy_v2"), ["cuStreamDestroy_v2 stream=1"]);
    for event_call in ["cuEventCreate", "cuEventRecord", "cuStreamWaitEvent", "cuEventSynchronize", "cuEventDestroy_v2"]
    {
        assert_eq!(calls(log, event_call).len(), 1, "{event_call}");
    }
    // One driver initialization, then the primary context on every call.
    assert_eq!(calls(log, "cuInit"), ["cuInit flags=0"]);
    assert_eq!(calls(log, "cuDevicePrimaryCtxRetain"), ["cuDevicePrimaryCtxRetain device=0"]);
}

#[test]
fn loaded_ptx_assembles_for_sm_80_and_sm_90() {
    let setup = Setup::build();
    setup.run_on_mock(&[]);
    let ptx = std::fs::read_to_string(setup.image(1)).expect("the mock wrote the module image");
    assert_eq!(ptx, std::fs::read_to_string(gpu_dir().join("vadd.ptx")).unwrap(), "image loaded as given");
    assert!(ptx.contains(".entry vadd("), "no kernel entry in:\n{ptx}");
    for chip in ["sm_80", "sm_90"] {
        assemble_ptx(&setup.image(1), chip);
    }
    // The changed image (module 2) is the kernel renamed, and valid too.
    assert!(std::fs::read_to_string(setup.image(2)).unwrap().contains(".entry vsub("));
    assemble_ptx(&setup.image(2), "sm_90");
}

/// upstream_scale.mlir lowered by upstream's gpu-lower-to-nvvm-pipeline
/// (PTX for sm_80) and linked with its C driver and the runtime.
fn build_upstream_scale(setup: &Setup) -> PathBuf {
    let pipeline = "--gpu-lower-to-nvvm-pipeline=cubin-chip=sm_80 cubin-features=+ptx78 cubin-format=isa";
    let (_, object) = lower_with_upstream(&setup.rt, &gpu_dir().join("upstream_scale.mlir"), &[pipeline]);
    let exe = setup.rt.path("upstream_scale");
    let link = [object.display().to_string(), setup.rt.archive().display().to_string(), "-ldl".into()];
    compile("cc", &gpu_dir().join("upstream_scale.c"), &setup.rt.dir(), &link, &exe);
    exe
}

/// What upstream's gpu-lower-to-nvvm-pipeline makes of a host function and
/// its kernel links against the runtime unchanged and, called three times,
/// loads the embedded PTX once.
#[test]
fn program_lowered_by_upstream_gpu_pipeline_loads_its_module_once() {
    if !have_upstream_lowering_tools() {
        return;
    }
    let setup = Setup::build();
    let exe = build_upstream_scale(&setup);
    let (stdout, log) = setup.logged(setup.command(&exe, "mock").output().unwrap());
    assert_eq!(stdout, "data[1] = 1, data[15] = 15\n", "the data round-trips on the mock");

    let loads = calls(&log, "cuModuleLoadDataEx");
    assert_eq!(loads.len(), 1, "{log:#?}");
    assert!(loads[0].ends_with(" opt=2"), "{}", loads[0]);
    assert_eq!(calls(&log, "cuModuleGetFunction"), ["cuModuleGetFunction module=1 name=scale params=6"]);
    // Each call: a stream, an allocation, the launch on both with the
    // memref's fields (pointers, offset 0, size 16, stride 1) and 2.0f.
    let streams = calls(&log, "cuStreamCreate");
    let allocs = calls(&log, "cuMemAlloc_v2");
    let launches = calls(&log, "cuLaunchKernel");
    assert_eq!((streams.len(), allocs.len(), launches.len()), (3, 3, 3), "{log:#?}");
    for (i, (alloc, launch)) in allocs.iter().zip(&launches).enumerate() {
        assert!(alloc.starts_with("cuMemAlloc_v2 bytes=64 "), "{alloc}");
        let ptr = alloc.rsplit("ptr=").next().unwrap();
        let stream = i + 1;
        assert_eq!(
            *launch,
            format!(
                "cuLaunchKernel function=scale grid=1,1,1 block=16,1,1 smem=0 stream={stream} \
                 params={ptr},{ptr},0x0,0x10,0x1,0x40000000"
            )
        );
    }
    let copies: Vec<&str> = calls(&log, "cuMemcpyAsync").iter().map(|l| l.split(' ').nth(1).unwrap()).collect();
    assert_eq!(copies, ["HtoD", "DtoH"].repeat(3));
    assert_eq!(calls(&log, "cuMemFree_v2").len(), 3);
    assert_eq!(calls(&log, "cuStreamDestroy_v2").len(), 3);

    let ptx = std::fs::read_to_string(setup.image(1)).unwrap();
    assert!(ptx.contains(".entry scale("), "{ptx}");
    for chip in ["sm_80", "sm_90"] {
        assemble_ptx(&setup.image(1), chip);
    }
}

#[test]
fn launches_from_several_threads_share_one_module() {
    let setup = Setup::build();
    let (stdout, log) = setup.run_on_mock(&["threads"]);
    assert!(stdout.contains("threads done"), "{stdout}");
    assert_eq!(calls(&log, "cuModuleLoadDataEx").len(), 1, "{log:#?}");
    assert_eq!(calls(&log, "cuModuleGetFunction").len(), 1, "{log:#?}");
    assert_eq!(calls(&log, "cuLaunchKernel").len(), 4, "{log:#?}");
    assert_eq!(calls(&log, "cuInit").len(), 1, "{log:#?}");
}

#[test]
fn missing_driver_is_a_clear_error() {
    let setup = Setup::build();
    let out = setup.driver("empty", &[], &[]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    if stderr.is_empty() && out.status.success() {
        // dlopen also searches the system's directories, where a GPU
        // machine has the real driver.
        eprintln!("skipped: a libcuda.so.1 outside LD_LIBRARY_PATH was found (NVIDIA driver installed)");
        return;
    }
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.starts_with("strata: cannot load libcuda.so.1 ("), "{stderr}");
    assert!(stderr.trim_end().ends_with("): no NVIDIA driver?"), "{stderr}");
    assert!(!setup.log().exists(), "the mock was not loaded");
}

#[test]
fn failing_driver_call_is_named_in_the_error() {
    let setup = Setup::build();
    let out = setup.driver("mock", &[], &[("STRATA_MOCK_CUDA_FAIL", "cuLaunchKernel")]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert_eq!(stderr, "strata: cuLaunchKernel failed: CUDA_ERROR_INVALID_VALUE (invalid argument)\n");
    // The process stops at the first failure.
    let log = std::fs::read_to_string(setup.log()).unwrap();
    assert!(log.trim_end().ends_with("cuLaunchKernel failed (injected)"), "{log}");
    assert!(!String::from_utf8_lossy(&out.stdout).contains("done"));
}

/// The runtime cross-built for AArch64 (`strata runtime --target`) drives
/// the mock, built for AArch64 too, as on the host.
#[test]
fn cross_built_aarch64_runtime_drives_the_mock_under_qemu() {
    if cfg!(target_arch = "aarch64") {
        eprintln!("skipped: the host is AArch64");
        return;
    }
    if !have(AARCH64_GCC) || !have(QEMU_AARCH64[0]) {
        eprintln!(
            "skipped: {AARCH64_GCC} or {} not found \
             (install gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user; scripts/setup does)",
            QEMU_AARCH64[0]
        );
        return;
    }
    let (stdout, log) = Setup::build_for(true).run_on_mock(&[]);
    assert_loaded_once(&stdout, &log);
    assert_copies(&stdout, &log);
}

/// `strata run` resolves the GPU entry points in JIT-compiled code to the
/// runtime linked into it.
#[test]
fn strata_run_resolves_the_gpu_entry_points() {
    let setup = Setup::build();
    let mut cmd = setup.command(Path::new(env!("CARGO_BIN_EXE_strata")), "mock");
    cmd.arg("run").arg(gpu_dir().join("strata_run_memset.mlir")).args(["-e", "main", "--entry-point-result=void"]);
    let (stdout, log) = setup.logged(cmd.output().unwrap());
    assert_eq!(stdout, "7\n");
    assert_eq!(calls(&log, "cuMemsetD32Async").len(), 1, "{log:#?}");
    let copy = calls(&log, "cuMemcpyAsync");
    assert_eq!(copy.len(), 1, "{log:#?}");
    assert!(copy[0].starts_with("cuMemcpyAsync DtoH bytes=16 "), "{}", copy[0]);
    assert_eq!(calls(&log, "cuStreamDestroy_v2"), ["cuStreamDestroy_v2 stream=1"]);
}

/// With an NVIDIA driver and GPU (libcuda.so.1 found outside
/// LD_LIBRARY_PATH), the kernels run: vadd's c = a + b, and upstream_scale
/// multiplies by 2 three times. Elsewhere the test says why it skips.
#[test]
fn kernels_compute_on_a_real_gpu() {
    let setup = Setup::build();
    let out = setup.driver("empty", &[], &[]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    if stderr.contains("cannot load libcuda.so.1") || stderr.contains("strata: cuInit failed") {
        eprintln!("skipped: no NVIDIA driver or GPU here ({})", stderr.trim_end());
        return;
    }
    assert!(out.status.success(), "vadd on the GPU failed ({}):\n{stdout}\n{stderr}", out.status);
    assert!(stdout.contains("c = 0 3 2997\n"), "{stdout}");
    assert!(stdout.contains("a round trip ok\n") && stdout.contains("memset16 ok\n"), "{stdout}");
    if have_upstream_lowering_tools() {
        let (stdout, _) = run(setup.command(&build_upstream_scale(&setup), "empty"));
        assert_eq!(stdout, "data[1] = 8, data[15] = 120\n");
    }
}

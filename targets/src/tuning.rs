//! What `-O3` knows about the target for its loop-nest optimizations: the
//! vector register width and count (from the target machine's triple, CPU
//! and features) and the cache sizes (read from the host for `--mcpu
//! native`, typical values otherwise), and the MLIR pipeline they
//! parameterize.

use inkwell::targets::TargetMachine;
use strata::transforms::gemm::TargetShape;

/// Typical cache sizes when the target is not this machine.
const DEFAULT_L1: u64 = 32 << 10;
const DEFAULT_L2: u64 = 512 << 10;

/// x86 CPUs with AVX-512 and with AVX(2), for `--mcpu` without `--mattr`.
const AVX512_CPUS: &[&str] = &[
    "skylake-avx512",
    "cascadelake",
    "cooperlake",
    "cannonlake",
    "icelake-client",
    "icelake-server",
    "tigerlake",
    "rocketlake",
    "sapphirerapids",
    "emeraldrapids",
    "graniterapids",
    "graniterapids-d",
    "znver4",
    "znver5",
    "x86-64-v4",
    "knl",
    "knm",
];
const AVX_CPUS: &[&str] = &[
    "sandybridge",
    "ivybridge",
    "haswell",
    "broadwell",
    "skylake",
    "alderlake",
    "raptorlake",
    "meteorlake",
    "arrowlake",
    "arrowlake-s",
    "lunarlake",
    "gracemont",
    "sierraforest",
    "grandridge",
    "clearwaterforest",
    "pantherlake",
    "znver1",
    "znver2",
    "znver3",
    "bdver1",
    "bdver2",
    "bdver3",
    "bdver4",
    "btver2",
    "x86-64-v3",
];

/// The vector registers and caches of `machine`; `native` says whether it
/// is this machine (whose caches are then read from sysfs).
pub fn target_shape(machine: &TargetMachine, native: bool) -> TargetShape {
    let triple = machine.get_triple();
    let triple = triple.as_str().to_string_lossy();
    let cpu = machine.get_cpu().to_string();
    let features = machine.get_feature_string().to_string_lossy().into_owned();
    let (vector_bits, vector_registers) = if triple.starts_with("x86_64") || triple.starts_with("i686") {
        x86_vectors(&cpu, &features)
    } else {
        // AArch64 NEON (and the fallback for other targets): 32 x 128 bits.
        (128, 32)
    };
    let (l1_bytes, l2_bytes) =
        if native { host_caches().unwrap_or((DEFAULT_L1, DEFAULT_L2)) } else { (DEFAULT_L1, DEFAULT_L2) };
    TargetShape { vector_bits, vector_registers, l1_bytes, l2_bytes }
}

/// Vector width and register count from explicit features (the last
/// `+`/`-` of a feature wins), else from the CPU name.
fn x86_vectors(cpu: &str, features: &str) -> (u64, u64) {
    let feature = |name: &str| {
        features.rsplit(',').find_map(|f| f.strip_prefix(['+', '-']).filter(|n| *n == name).map(|_| f.starts_with('+')))
    };
    let avx512 = feature("avx512f").unwrap_or_else(|| AVX512_CPUS.contains(&cpu));
    let avx = feature("avx")
        .or_else(|| feature("avx2"))
        .unwrap_or_else(|| avx512 || AVX_CPUS.contains(&cpu) || AVX512_CPUS.contains(&cpu));
    if avx512 {
        (512, 32)
    } else if avx {
        (256, 16)
    } else {
        (128, 16)
    }
}

/// The L1 data and L2 cache sizes of this machine's first CPU.
fn host_caches() -> Option<(u64, u64)> {
    let dir = std::path::Path::new("/sys/devices/system/cpu/cpu0/cache");
    let (mut l1, mut l2) = (None, None);
    for entry in std::fs::read_dir(dir).ok()?.flatten() {
        let read = |f: &str| std::fs::read_to_string(entry.path().join(f)).ok().map(|s| s.trim().to_string());
        let (Some(level), Some(kind), Some(size)) = (read("level"), read("type"), read("size")) else { continue };
        let bytes = parse_size(&size)?;
        match (level.as_str(), kind.as_str()) {
            ("1", "Data") => l1 = Some(bytes),
            ("2", "Unified") | ("2", "Data") => l2 = Some(bytes),
            _ => {}
        }
    }
    Some((l1?, l2?))
}

/// `32K`, `1024K`, `2M`, `65536` as bytes.
fn parse_size(s: &str) -> Option<u64> {
    let (digits, scale) = match s.as_bytes().last()? {
        b'K' => (&s[..s.len() - 1], 1 << 10),
        b'M' => (&s[..s.len() - 1], 1 << 20),
        _ => (s, 1),
    };
    digits.parse::<u64>().ok().map(|n| n * scale)
}

/// The loop-nest optimization pipeline `-O3` runs before lowering: GEMM
/// nests rewritten (in any loop order), then unit-stride innermost loops
/// where dependences allow, then the math functions on vectors that have an
/// accurate approximation computed without library calls. The loop passes
/// keep the program's meaning when memrefs alias: nests they cannot prove
/// alias-free are versioned with a run-time overlap check.
///
/// `scratch`: the GEMM kernels' packing buffers are kept per thread
/// (compiled objects); `false` for code the JIT runs, which is unloaded
/// before the process's threads exit.
pub fn optimization_pipeline(shape: &TargetShape, scratch: bool) -> String {
    format!(
        "builtin.module(func.func(affine-gemm{{vector-bits={} vector-registers={} l1-cache-bytes={} l2-cache-bytes={} scratch-buffers={scratch}}},affine-loop-interchange,{}))",
        shape.vector_bits,
        shape.vector_registers,
        shape.l1_bytes,
        shape.l2_bytes,
        strata_lowering::math_approx::o3_pass()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vectors_follow_features_then_cpu() {
        assert_eq!(x86_vectors("generic", ""), (128, 16));
        assert_eq!(x86_vectors("znver4", ""), (512, 32));
        assert_eq!(x86_vectors("haswell", ""), (256, 16));
        assert_eq!(x86_vectors("znver4", "-avx512f"), (256, 16));
        assert_eq!(x86_vectors("generic", "+sse4.2,+avx2,+avx512f"), (512, 32));
        assert_eq!(x86_vectors("generic", "+avx512f,-avx512f"), (128, 16));
    }

    #[test]
    fn cache_sizes_parse() {
        assert_eq!(parse_size("32K"), Some(32 << 10));
        assert_eq!(parse_size("2M"), Some(2 << 20));
        assert_eq!(parse_size("65536"), Some(65536));
        assert_eq!(parse_size("x"), None);
    }
}

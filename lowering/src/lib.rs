//! The lowering passes of Strata: conversions from the structured dialects
//! (affine, scf, vector, memref, arith, math, index, func, cf) down to the
//! llvm dialect, under upstream MLIR's pass names, and the named pipeline
//! `lower-to-llvm` that runs what a module needs in a working order.
//!
//! The core crate knows nothing of these passes until [`register`] adds them
//! to its pass registry; the `strata` CLI does that at start-up.
//!
//! Each pass is a dialect conversion (`strata::conversion`) with upstream's
//! legality and patterns, so its output matches `mlir-opt-19`'s:
//! * `lower-affine` (`lower_affine.rs`): affine to arith, scf, memref and vector;
//! * `convert-scf-to-cf` (`scf_to_cf.rs`): scf to cf branches between blocks;
//! * `convert-vector-to-gpu` (`vector_to_gpu.rs`): matmul contractions to
//!   the gpu dialect's warp-synchronous matrix ops;
//! * `convert-parallel-loops-to-gpu` (`scf_to_gpu.rs`): mapped `scf.parallel`
//!   nests to `gpu.launch`;
//! * `convert-math-to-libm` (`math_to_libm.rs`): math ops to calls of the C
//!   math library, vectors element by element;
//! * `math-polynomial-approximation` (`math_approx/`): math ops on f32 to
//!   polynomial approximations.

mod gather_scatter;
mod lower_affine;
mod math_to_libm;
mod memref_expand;
mod pack_unpack;

pub mod math_approx;
mod scf_to_cf;
mod scf_to_gpu;
pub mod tensors;
mod util;
mod vector_to_gpu;

pub mod gpu;
pub mod to_llvm;

mod expand_strided_metadata;
mod vector_to_scf;
mod vector_transforms;

use strata::pass::{PassInfo, PassOption};

const BOOL: &[&str] = &["true", "false", "1", "0"];

/// Upstream's option of its polynomial approximations (refused when set).
const ENABLE_AVX2: PassOption = PassOption {
    name: "enable-avx2",
    help: "Enable approximations that emit AVX2 intrinsics via the X86Vector dialect (not supported: no x86vector dialect)",
    default: "false",
    values: BOOL,
    unsigned: false,
};

/// The passes of this crate, as the core registry lists them.
static PASSES: &[PassInfo] = &[
    PassInfo {
        name: "tensors-to-buffers",
        display: "TensorsToBuffers",
        help: "Bufferize a module on tensors for compilation: function boundaries with identity layouts, read-only arguments, owned results",
        anchor: None,
        options: &[],
        create: tensors::create_tensors_to_buffers,
    },
    PassInfo {
        name: "lower-tensor-pack-unpack",
        display: "LowerTensorPackUnpack",
        help: "Decompose tensor.pack into pad, expand_shape and linalg.transpose, and tensor.unpack into linalg.transpose, collapse_shape, extract_slice and linalg.copy (Strata's own; tensors-to-buffers runs it first)",
        anchor: None,
        options: &[],
        create: pack_unpack::create,
    },
    PassInfo {
        name: "lower-tensor-gather-scatter",
        display: "LowerTensorGatherScatter",
        help: "Rewrite tensor.gather as tensor.generate of tensor.extract and tensor.scatter as scf.for loops of tensor.insert_slice; out-of-range indices gather zero and scatter nothing (Strata's own; tensors-to-buffers runs it first)",
        anchor: None,
        options: &[],
        create: gather_scatter::create,
    },
    PassInfo {
        name: "buffers-to-loops",
        display: "BuffersToLoops",
        help: "Free the buffers tensors-to-buffers made and lower linalg ops to affine loops",
        anchor: None,
        options: &[],
        create: tensors::create_buffers_to_loops,
    },
    PassInfo {
        name: "convert-scf-to-cf",
        display: "SCFToControlFlow",
        help: "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
        anchor: None,
        options: &[],
        create: scf_to_cf::create,
    },
    PassInfo {
        name: "convert-parallel-loops-to-gpu",
        display: "ConvertParallelLoopToGpu",
        help: "Convert mapped scf.parallel ops to gpu launch operations",
        anchor: None,
        options: &[],
        create: scf_to_gpu::create,
    },
    PassInfo {
        name: "convert-vector-to-gpu",
        display: "ConvertVectorToGPU",
        help: "Lower the operations from the vector dialect into the GPU dialect",
        anchor: None,
        options: &[PassOption {
            name: "use-nvgpu",
            help: "convert to NvGPU ops instead of GPU dialect ops (not supported: no nvgpu dialect)",
            default: "false",
            values: BOOL,
            unsigned: false,
        }],
        create: vector_to_gpu::create,
    },
    PassInfo {
        name: "convert-math-to-libm",
        display: "ConvertMathToLibm",
        help: "Convert Math dialect to libm calls",
        anchor: Some("builtin.module"),
        options: &[],
        create: math_to_libm::create,
    },
    PassInfo {
        name: "math-polynomial-approximation",
        display: "MathPolynomialApproximation",
        help: "Approximate math ops on f32 (f16, bf16 through f32) with polynomials, without library calls",
        anchor: None,
        options: &[
            PassOption {
                name: "ops",
                help: "The math ops to approximate (default: all with an approximation)",
                default: "",
                values: &[],
                unsigned: false,
            },
            PassOption {
                name: "vectors-only",
                help: "Approximate ops on vectors only",
                default: "false",
                values: BOOL,
                unsigned: false,
            },
        ],
        create: math_approx::create,
    },
    PassInfo {
        name: "test-math-polynomial-approximation",
        display: "TestMathPolynomialApproximationPass",
        help: "Test math polynomial approximations",
        anchor: None,
        options: &[ENABLE_AVX2],
        create: math_approx::create,
    },
    PassInfo {
        name: "lower-affine",
        display: "ConvertAffineToStandard",
        help: "Lower Affine operations to a combination of Standard and SCF operations",
        anchor: None,
        options: &[],
        create: lower_affine::create,
    },
    PassInfo {
        name: "convert-vector-to-scf",
        display: "ConvertVectorToSCF",
        help: "Lower the operations from the vector dialect into the SCF dialect",
        anchor: None,
        options: &[
            PassOption {
                name: "full-unroll",
                help: "Perform full unrolling when converting vector transfers to SCF",
                default: "false",
                values: BOOL,
                unsigned: false,
            },
            PassOption {
                name: "target-rank",
                help: "Target vector rank to which transfer ops should be lowered",
                default: "1",
                values: &[],
                unsigned: true,
            },
            PassOption {
                name: "lower-tensors",
                help: "Lower transfer ops that operate on tensors",
                default: "false",
                values: BOOL,
                unsigned: false,
            },
        ],
        create: vector_to_scf::create,
    },
    PassInfo {
        name: "expand-strided-metadata",
        display: "ExpandStridedMetadata",
        help: "Expand memref operations into easier to analyze constructs",
        anchor: None,
        options: &[],
        create: expand_strided_metadata::create,
    },
    PassInfo {
        name: "memref-expand",
        display: "ExpandOps",
        help: "Legalize memref operations to be convertible to LLVM.",
        anchor: None,
        options: &[],
        create: memref_expand::create,
    },
];

/// The GPU passes, as the core registry lists them.
static GPU_PASSES: &[PassInfo] = &[
    PassInfo {
        name: "gpu-async-region",
        display: "GpuAsyncRegionPass",
        help: "Make GPU ops async",
        anchor: Some("func.func"),
        options: &[],
        create: gpu::async_region::create,
    },
    PassInfo {
        name: "gpu-decompose-memrefs",
        display: "GpuDecomposeMemrefsPass",
        help: "Decomposes memref index computation into explicit ops.",
        anchor: None,
        options: &[],
        create: gpu::decompose_memrefs::create,
    },
    PassInfo {
        name: "convert-gpu-to-nvvm",
        display: "ConvertGpuOpsToNVVMOps",
        help: "Generate NVVM operations for gpu operations",
        anchor: Some("gpu.module"),
        options: &[],
        create: gpu::to_nvvm::create,
    },
    PassInfo {
        name: "gpu-to-llvm",
        display: "GpuToLLVMConversionPass",
        help: "Convert GPU dialect to LLVM dialect with GPU runtime calls",
        anchor: None,
        options: &[],
        create: gpu::host::create,
    },
    PassInfo {
        name: gpu::LOWER_GPU_TO_NVVM,
        display: "LowerGpuToNVVM",
        help: "Lower a module with GPU code to the llvm dialect, its kernels compiled to PTX for `chip`",
        anchor: None,
        options: &[
            PassOption {
                name: "chip",
                help: "The NVIDIA GPU chip of the device code",
                default: gpu::pipeline::DEFAULT_CHIP,
                values: &[],
                unsigned: false,
            },
            PassOption {
                name: "emit-c-interface",
                help: "Give every host function a C interface wrapper (_mlir_ciface_<name>)",
                default: "false",
                values: BOOL,
                unsigned: false,
            },
            PassOption {
                name: "parallel-loops-to-gpu",
                help: "Map scf.parallel nests to the GPU and make them gpu.launch ops first",
                default: "false",
                values: BOOL,
                unsigned: false,
            },
        ],
        create: gpu::pipeline::create,
    },
];

/// Add the lowering passes to the core pass registry (idempotent).
pub fn register() {
    strata::transforms::passes::register_passes();
    strata::pass::register_passes(PASSES);
    strata::pass::register_passes(to_llvm::passes::PASSES);
    strata::pass::register_passes(GPU_PASSES);
    strata::pass::register_passes(vector_transforms::PASSES);
}

pub(crate) use strata::conversion::combine_errors;

#[cfg(test)]
mod tests {
    use strata::tool::{run_opt, OptOptions};

    fn opt(pass: &str, text: &str) -> String {
        super::register();
        let opts = OptOptions { passes: vec![pass.to_string()], ..Default::default() };
        let result = run_opt("test.mlir", text.to_string(), &opts);
        assert!(result.success, "{}", result.diagnostics);
        result.output
    }

    #[test]
    fn passes_are_registered_under_upstream_names_with_their_options() {
        super::register();
        let info = strata::pass::lookup("convert-vector-to-scf").expect("registered");
        assert_eq!(info.display, "ConvertVectorToSCF");
        let names: Vec<&str> = info.options.iter().map(|o| o.name).collect();
        assert_eq!(names, ["full-unroll", "target-rank", "lower-tensors"]);
        let info = strata::pass::lookup("expand-strided-metadata").expect("registered");
        assert_eq!(info.display, "ExpandStridedMetadata");
    }

    #[test]
    fn vector_and_gpu_passes_have_upstream_names_anchors_and_options() {
        super::register();
        let info = strata::pass::lookup("lower-vector-multi-reduction").expect("registered");
        assert_eq!((info.display, info.anchor), ("LowerVectorMultiReduction", Some("func.func")));
        assert_eq!(info.options[0].values, ["inner-parallel", "inner-reduction"]);
        let bad: strata::pass::registry::PassOptions =
            [("lowering-strategy", "outer".to_string())].into_iter().collect();
        assert!((info.create)(&bad).is_err());
        for (name, anchor) in [
            ("lower-vector-mask", Some("func.func")),
            ("gpu-async-region", Some("func.func")),
            ("gpu-decompose-memrefs", None),
            ("gpu-eliminate-barriers", Some("func.func")),
        ] {
            let info = strata::pass::lookup(name).expect("registered");
            assert_eq!(info.anchor, anchor, "{name}");
        }
    }

    #[test]
    fn a_subview_becomes_a_reinterpret_cast_of_its_base_buffer() {
        let out = opt(
            "expand-strided-metadata",
            "func.func @f(%m: memref<8x8xf32>, %i: index) -> memref<2x2xf32, strided<[8, 1], offset: ?>> {
               %0 = memref.subview %m[%i, 2][2, 2][1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
               return %0 : memref<2x2xf32, strided<[8, 1], offset: ?>>
             }",
        );
        assert!(!out.contains("memref.subview"), "{out}");
        assert!(out.contains("affine_map<()[s0] -> (s0 * 8 + 2)>"), "{out}");
        assert!(out.contains("memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [2, 2], strides: [8, 1]"));
    }

    #[test]
    fn target_rank_decides_which_transfers_are_unpacked() {
        let input = "func.func @f(%m: memref<?x?x?xf32>, %i: index) -> vector<2x3x4xf32> {
               %p = arith.constant 0.0 : f32
               %v = vector.transfer_read %m[%i, %i, %i], %p {in_bounds = [true, true, true]} : memref<?x?x?xf32>, vector<2x3x4xf32>
               return %v : vector<2x3x4xf32>
             }";
        let rank1 = opt("convert-vector-to-scf", input);
        assert_eq!(rank1.matches("scf.for").count(), 2, "{rank1}");
        assert!(rank1.contains("vector<4xf32>"));
        let rank2 = opt("convert-vector-to-scf=target-rank=2", input);
        assert_eq!(rank2.matches("scf.for").count(), 1, "{rank2}");
        let unrolled = opt("convert-vector-to-scf=full-unroll=true", input);
        assert!(!unrolled.contains("scf.for") && unrolled.matches("vector.insert ").count() == 6, "{unrolled}");
    }
}

//! The registered passes: upstream's names, descriptions and options.

use std::sync::RwLock;

use rustc_hash::FxHashMap;

use super::Pass;

/// One option of a pass: `name=value` in its `{...}` option text.
pub struct PassOption {
    pub name: &'static str,
    pub help: &'static str,
    /// The value used when the option is not given.
    pub default: &'static str,
    /// The accepted values, when it is an enumeration or a flag.
    pub values: &'static [&'static str],
    /// Whether the value must be an unsigned integer.
    pub unsigned: bool,
}

/// Parsed option values by name, defaults filled in.
pub type PassOptions = FxHashMap<&'static str, String>;

/// A registered pass.
pub struct PassInfo {
    /// The argument name (`canonicalize`).
    pub name: &'static str,
    /// The name in IR dumps and timing reports (`Canonicalizer`).
    pub display: &'static str,
    pub help: &'static str,
    /// The op the pass must run on (`func.func`); `None` when any op will do.
    pub anchor: Option<&'static str>,
    pub options: &'static [PassOption],
    pub create: fn(&PassOptions) -> Result<Box<dyn Pass>, String>,
}

const BOOL: &[&str] = &["true", "false", "1", "0"];

static PASSES: &[PassInfo] = &[
    PassInfo {
        name: "canonicalize",
        display: "Canonicalizer",
        help: "Canonicalize operations",
        anchor: None,
        options: &[
            PassOption {
                name: "top-down",
                help: "Seed the worklist in general top-down order",
                default: "true",
                values: BOOL,
                unsigned: false,
            },
            PassOption {
                name: "region-simplify",
                help: "Perform control flow optimizations to the region tree",
                default: "normal",
                values: &["disabled", "normal", "aggressive"],
                unsigned: false,
            },
            PassOption {
                name: "max-iterations",
                help: "Max. iterations between applying patterns / simplifying regions",
                default: "10",
                values: &[],
                unsigned: true,
            },
            PassOption {
                name: "max-num-rewrites",
                help: "Max. number of pattern rewrites within an iteration (-1: no limit)",
                default: "-1",
                values: &[],
                unsigned: false,
            },
            PassOption {
                name: "test-convergence",
                help: "Test only: Fail pass on non-convergence to detect cyclic pattern",
                default: "false",
                values: BOOL,
                unsigned: false,
            },
        ],
        create: crate::transforms::canonicalize::create,
    },
    PassInfo {
        name: "cse",
        display: "CSE",
        help: "Eliminate common sub-expressions",
        anchor: None,
        options: &[],
        create: crate::transforms::cse::create,
    },
    PassInfo {
        name: "fold-memref-alias-ops",
        display: "FoldMemRefAliasOps",
        help: "Fold memref alias ops into consumer load/store ops",
        anchor: None,
        options: &[],
        create: crate::transforms::fold_memref_alias_ops::create,
    },
    PassInfo {
        name: "reconcile-unrealized-casts",
        display: "ReconcileUnrealizedCasts",
        help: "Simplify and eliminate unrealized conversion casts",
        anchor: None,
        options: &[],
        create: crate::transforms::reconcile_casts::create,
    },
    PassInfo {
        name: "strip-debuginfo",
        display: "StripDebugInfo",
        help: "Strip debug info from all operations",
        anchor: None,
        options: &[],
        create: crate::transforms::strip_debuginfo::create,
    },
    PassInfo {
        name: "symbol-dce",
        display: "SymbolDCE",
        help: "Eliminate dead symbols",
        anchor: None,
        options: &[],
        create: crate::transforms::symbol_dce::create,
    },
    PassInfo {
        name: "loop-invariant-code-motion",
        display: "LoopInvariantCodeMotion",
        help: "Hoist loop invariant instructions outside of the loop",
        anchor: None,
        options: &[],
        create: crate::transforms::licm::create,
    },
    PassInfo {
        name: "sccp",
        display: "SCCP",
        help: "Sparse Conditional Constant Propagation",
        anchor: None,
        options: &[],
        create: crate::transforms::sccp::create,
    },
    PassInfo {
        name: "inline",
        display: "Inliner",
        help: "Inline function calls",
        anchor: None,
        options: &[
            PassOption {
                name: "default-pipeline",
                help: "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
                default: "canonicalize",
                values: &["canonicalize", ""],
                unsigned: false,
            },
            PassOption {
                name: "max-iterations",
                help: "Maximum number of iterations when inlining within an SCC",
                default: "4",
                values: &[],
                unsigned: true,
            },
        ],
        create: crate::transforms::inline::create,
    },
    PassInfo {
        name: "gpu-kernel-outlining",
        display: "GpuKernelOutliningPass",
        help: "Outline gpu.launch bodies to kernel functions",
        anchor: Some("builtin.module"),
        options: &[PassOption {
            name: "data-layout-str",
            help: "String description of the data layout",
            default: "",
            values: &[],
            unsigned: false,
        }],
        create: crate::transforms::gpu_kernel_outlining::create,
    },
    PassInfo {
        name: "gpu-launch-sink-index-computations",
        display: "GpuLaunchSinkIndexComputationsPass",
        help: "Sink index computations into gpu.launch body",
        anchor: None,
        options: &[],
        create: crate::transforms::gpu_launch_sink_index_computations::create,
    },
    PassInfo {
        name: "gpu-map-parallel-loops",
        display: "GpuMapParallelLoopsPass",
        help: "Greedily maps loops to GPU hardware dimensions.",
        anchor: Some("func.func"),
        options: &[],
        create: crate::transforms::gpu_map_parallel_loops::create,
    },
    PassInfo {
        name: "affine-loop-normalize",
        display: "AffineLoopNormalize",
        help: "Apply normalization transformations to affine loop-like ops",
        anchor: Some("func.func"),
        options: &[PassOption {
            name: "promote-single-iter",
            help: "Promote single iteration loops",
            default: "false",
            values: BOOL,
            unsigned: false,
        }],
        create: crate::dialects::affine::create_loop_normalize,
    },
    PassInfo {
        name: "affine-loop-invariant-code-motion",
        display: "AffineLoopInvariantCodeMotion",
        help: "Hoist loop invariant instructions outside of affine loops",
        anchor: Some("func.func"),
        options: &[],
        create: crate::transforms::affine::licm::create,
    },
    PassInfo {
        name: "affine-loop-unroll",
        display: "LoopUnroll",
        help: "Unroll affine loops",
        anchor: Some("func.func"),
        options: &[
            PassOption {
                name: "unroll-factor",
                help: "Use this unroll factor for all loops being unrolled",
                default: "4",
                values: &[],
                unsigned: true,
            },
            PassOption {
                name: "unroll-up-to-factor",
                help: "Allow unrolling up to the factor specified",
                default: "false",
                values: BOOL,
                unsigned: false,
            },
            PassOption {
                name: "unroll-full",
                help: "Fully unroll loops",
                default: "false",
                values: BOOL,
                unsigned: false,
            },
            PassOption {
                name: "unroll-num-reps",
                help: "Unroll innermost loops repeatedly this many times",
                default: "1",
                values: &[],
                unsigned: true,
            },
            PassOption {
                name: "unroll-full-threshold",
                help: "Unroll all loops with trip count less than or equal to this (with unroll-full; unset: every loop)",
                default: "",
                values: &[],
                unsigned: true,
            },
            PassOption {
                name: "cleanup-unroll",
                help: "Fully unroll the cleanup loop when possible.",
                default: "false",
                values: BOOL,
                unsigned: false,
            },
        ],
        create: crate::transforms::affine::unroll::create,
    },
    PassInfo {
        name: "affine-loop-unroll-jam",
        display: "LoopUnrollAndJam",
        help: "Unroll and jam affine loops",
        anchor: Some("func.func"),
        options: &[PassOption {
            name: "unroll-jam-factor",
            help: "Use this unroll jam factor for all loops (default 4)",
            default: "4",
            values: &[],
            unsigned: true,
        }],
        create: crate::transforms::affine::unroll_jam::create,
    },
    PassInfo {
        name: "affine-scalrep",
        display: "AffineScalarReplacement",
        help: "Replace affine memref accesses by scalars by forwarding stores to loads and eliminating redundant loads",
        anchor: Some("func.func"),
        options: &[],
        create: crate::transforms::affine::scalrep::create,
    },
    PassInfo {
        name: "affine-super-vectorize",
        display: "AffineVectorize",
        help: "Vectorize to a target independent n-D vector abstraction",
        anchor: Some("func.func"),
        options: &[
            PassOption {
                name: "virtual-vector-size",
                help: "Specify an n-D virtual vector size for vectorization. This must be greater than zero.",
                default: "",
                values: &[],
                unsigned: false,
            },
            PassOption {
                name: "test-fastest-varying",
                help: "Specify a 1-D, 2-D or 3-D pattern of fastest varying memory dimensions to match. See defaultPatterns in Vectorize.cpp for a description and examples. This is used for testing purposes",
                default: "",
                values: &[],
                unsigned: false,
            },
            PassOption {
                name: "vectorize-reductions",
                help: "Vectorize known reductions expressed via iter_args. Switched off by default.",
                default: "false",
                values: BOOL,
                unsigned: false,
            },
            PassOption {
                name: "infer-in-bounds",
                help: "Strata only: mark transfer dimensions in_bounds when the loop bounds and a static memref shape prove it",
                default: "false",
                values: BOOL,
                unsigned: false,
            },
        ],
        create: crate::transforms::affine::vectorize::create,
    },
    PassInfo {
        name: "affine-loop-fusion",
        display: "LoopFusion",
        help: "Fuse affine loop nests",
        anchor: Some("func.func"),
        options: &[
            PassOption {
                name: "fusion-compute-tolerance",
                help: "Fractional increase in additional computation tolerated while fusing",
                default: "0.3",
                values: &[],
                unsigned: false,
            },
            PassOption {
                name: "fusion-fast-mem-space",
                help: "Faster memory space number to promote fusion buffers to",
                default: "",
                values: &[],
                unsigned: true,
            },
            PassOption {
                name: "fusion-local-buf-threshold",
                help: "Threshold size (KiB) for promoting local buffers to fast memory space",
                default: "0",
                values: &[],
                unsigned: true,
            },
            PassOption {
                name: "fusion-maximal",
                help: "Enables maximal loop fusion",
                default: "false",
                values: BOOL,
                unsigned: false,
            },
            PassOption {
                name: "mode",
                help: "fusion mode to attempt",
                default: "greedy",
                values: &["greedy", "producer", "sibling"],
                unsigned: false,
            },
        ],
        create: crate::transforms::affine::fusion::create,
    },
    PassInfo {
        name: "affine-data-copy-generate",
        display: "AffineDataCopyGeneration",
        help: "Generate explicit copying for affine memory operations",
        anchor: Some("func.func"),
        options: &[
            PassOption {
                name: "fast-mem-capacity",
                help: "Set fast memory space capacity in KiB (default: unlimited)",
                default: "",
                values: &[],
                unsigned: true,
            },
            PassOption {
                name: "fast-mem-space",
                help: "Fast memory space identifier for copy generation (default: 1)",
                default: "1",
                values: &[],
                unsigned: true,
            },
            PassOption {
                name: "generate-dma",
                help: "Generate DMA instead of point-wise copy",
                default: "true",
                values: BOOL,
                unsigned: false,
            },
            PassOption {
                name: "min-dma-transfer",
                help: "Minimum DMA transfer size supported by the target in bytes",
                default: "1024",
                values: &[],
                unsigned: false,
            },
            PassOption {
                name: "slow-mem-space",
                help: "Slow memory space identifier for copy generation (default: 0)",
                default: "0",
                values: &[],
                unsigned: true,
            },
            PassOption {
                name: "skip-non-unit-stride-loops",
                help: "Testing purposes: avoid non-unit stride loop choice depths for copy placement",
                default: "false",
                values: BOOL,
                unsigned: false,
            },
            PassOption {
                name: "tag-mem-space",
                help: "Tag memory space identifier for copy generation (default: 0)",
                default: "0",
                values: &[],
                unsigned: true,
            },
        ],
        create: crate::transforms::affine::data_copy::create,
    },
    PassInfo {
        name: "affine-loop-tile",
        display: "LoopTiling",
        help: "Tile affine loop nests",
        anchor: Some("func.func"),
        options: &[
            PassOption {
                name: "cache-size",
                help: "Set size of cache to tile for in KiB (default: 512)",
                default: "512",
                values: &[],
                unsigned: true,
            },
            PassOption {
                name: "separate",
                help: "Separate full and partial tiles (default: false; not supported yet)",
                default: "false",
                values: BOOL,
                unsigned: false,
            },
            PassOption {
                name: "tile-size",
                help: "Use this tile size for all loops",
                default: "0",
                values: &[],
                unsigned: true,
            },
            PassOption {
                name: "tile-sizes",
                help: "List of tile sizes for each perfect nest (overridden by tile-size)",
                default: "",
                values: &[],
                unsigned: false,
            },
        ],
        create: crate::transforms::affine::tile::create,
    },
    PassInfo {
        name: "affine-simplify-structures",
        display: "SimplifyAffineStructures",
        help: "Simplify affine expressions in maps/sets and normalize memrefs",
        anchor: Some("func.func"),
        options: &[],
        create: crate::dialects::affine::create_simplify_structures,
    },
    PassInfo {
        name: "affine-gemm",
        display: "AffineGemm",
        help: "Rewrite GEMM-like affine loop nests into cache-tiled, packed, register-tiled, vectorized code",
        anchor: Some("func.func"),
        options: &[
            PassOption {
                name: "vector-bits",
                help: "Width of the target's vector registers in bits",
                default: "128",
                values: &[],
                unsigned: true,
            },
            PassOption {
                name: "vector-registers",
                help: "Number of the target's vector registers",
                default: "16",
                values: &[],
                unsigned: true,
            },
            PassOption {
                name: "l1-cache-bytes",
                help: "Size of the level-1 data cache",
                default: "32768",
                values: &[],
                unsigned: true,
            },
            PassOption {
                name: "l2-cache-bytes",
                help: "Size of the level-2 cache",
                default: "524288",
                values: &[],
                unsigned: true,
            },
            PassOption { name: "mr", help: "Rows of the register tile (0: cost model)", default: "0", values: &[], unsigned: true },
            PassOption {
                name: "nr",
                help: "Columns of the register tile, a multiple of the vector lanes (0: cost model)",
                default: "0",
                values: &[],
                unsigned: true,
            },
            PassOption { name: "kc", help: "Reduction block (0: cost model)", default: "0", values: &[], unsigned: true },
            PassOption { name: "mc", help: "Row block (0: cost model)", default: "0", values: &[], unsigned: true },
            PassOption { name: "nc", help: "Column block (0: cost model)", default: "0", values: &[], unsigned: true },
            PassOption {
                name: "assume-no-alias",
                help: "Take distinct memrefs not to overlap, as C's restrict (no run-time check)",
                default: "false",
                values: BOOL,
                unsigned: false,
            },
        ],
        create: crate::transforms::gemm::create,
    },
    PassInfo {
        name: "affine-loop-interchange",
        display: "AffineLoopInterchange",
        help: "Make the loop with the most unit-stride accesses innermost in each perfect affine loop nest, where dependences allow",
        anchor: Some("func.func"),
        options: &[PassOption {
            name: "assume-no-alias",
            help: "Take distinct memrefs not to overlap, as C's restrict (no run-time check)",
            default: "false",
            values: BOOL,
            unsigned: false,
        }],
        create: crate::transforms::affine::interchange::create_interchange,
    },
    PassInfo {
        name: "test-loop-permutation",
        display: "TestLoopPermutation",
        help: "Tests affine loop permutation utility",
        anchor: Some("func.func"),
        options: &[PassOption {
            name: "permutation-map",
            help: "Specify the loop permutation",
            default: "",
            values: &[],
            unsigned: false,
        }],
        create: crate::transforms::affine::interchange::create_test_permutation,
    },
];

/// Pass lists registered by other crates (the lowering passes of
/// `strata-lowering`), searched after the core passes.
static EXTERNAL: RwLock<Vec<&'static [PassInfo]>> = RwLock::new(Vec::new());

/// Make `passes` available to pipelines and `--list-passes`. Registering the
/// same list twice is harmless.
pub fn register_passes(passes: &'static [PassInfo]) {
    let mut lists = EXTERNAL.write().unwrap_or_else(|e| e.into_inner());
    if !lists.iter().any(|l| std::ptr::eq(*l, passes)) {
        lists.push(passes);
    }
}

fn all_passes() -> Vec<&'static PassInfo> {
    let lists = EXTERNAL.read().unwrap_or_else(|e| e.into_inner());
    PASSES.iter().chain(lists.iter().flat_map(|l| l.iter())).collect()
}

/// The pass registered as `name`.
pub fn lookup(name: &str) -> Option<&'static PassInfo> {
    all_passes().into_iter().find(|p| p.name == name)
}

/// Whether `name` is a registered pass.
pub fn is_pass_name(name: &str) -> bool {
    lookup(name).is_some()
}

/// (name, description) of every pass.
pub fn list_passes() -> Vec<(&'static str, &'static str)> {
    let mut all: Vec<_> = all_passes().into_iter().map(|p| (p.name, p.help)).collect();
    all.sort_by_key(|p| p.0);
    all
}

impl PassInfo {
    /// Parse option text `a=1 b=x` (space separated), checking names and values.
    pub fn parse_options(&self, text: &str) -> Result<PassOptions, String> {
        let mut out: PassOptions = self.options.iter().map(|o| (o.name, o.default.to_string())).collect();
        for item in text.split_whitespace() {
            let (name, value) = item.split_once('=').unwrap_or((item, "true"));
            let Some(opt) = self.options.iter().find(|o| o.name == name) else {
                return Err(format!("<Pass-Options-Parser>: no such option {name} (pass '{}')", self.name));
            };
            let value = value.trim_matches('"');
            if !opt.values.is_empty() && !opt.values.contains(&value) {
                return Err(format!(
                    "<Pass-Options-Parser>: invalid value '{value}' for option {name} (expected one of {})",
                    opt.values.join(", ")
                ));
            }
            if opt.unsigned && value.parse::<u64>().is_err() {
                return Err(format!("<Pass-Options-Parser>: '{value}' value invalid for uint argument '{name}'"));
            }
            out.insert(opt.name, value.to_string());
        }
        Ok(out)
    }
}

/// Read a flag option.
pub fn flag(opts: &PassOptions, name: &str) -> bool {
    opts.get(name).is_some_and(|v| v == "true" || v == "1")
}

//! `convert-vector-to-llvm` (upstream `ConvertVectorToLLVMPass`, MLIR 19):
//! first the vector-to-vector lowerings upstream applies (`lower.rs` and
//! `contract.rs`: contractions, outer products, transposes, shape casts, n-D
//! broadcasts, multi-reductions, n-D masks, strided slices, `vector.mask`;
//! `scan.rs`: scans),
//! in the greedy driver, then the conversion of what is left to the llvm dialect:
//! register ops (`convert.rs`), memory ops (`memory.rs`) and prints
//! (`print.rs`). An n-D vector is an llvm array of 1-D vectors.
//!
//! What cannot be lowered (scalable vectors, transfers of rank above 1,
//! which `convert-vector-to-scf` unpacks) is reported with the op, the pass
//! and the reason.

mod contract;
mod convert;
mod intrinsics;
pub(crate) mod lower;
mod memory;
mod print;
mod scan;

use strata::conversion::{apply_conversion, ConversionPattern, ConversionTarget, Mode};
use strata::dialects::llvm::{LlvmType, LlvmTypes};
use strata::ir::{AttrKind, Attribute, Body, Context, OpId, Type, TypeKind};
use strata::pass::registry::PassOptions;
use strata::pass::{Pass, PassCx, PassInfo, PassOption, Target};
use strata::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use strata::syntax::diag::Diagnostic;

const PASS_NAME: &str = "convert-vector-to-llvm";
const BOOL: &[&str] = &["true", "false", "1", "0"];

/// Upstream's `ShapedType::kDynamic`: a dynamic position of
/// `vector.extract`/`insert`.
const DYNAMIC_POSITION: i64 = i64::MIN;

/// Whether mask lanes compare in `i32` unless told otherwise.
const FORCE_32BIT_DEFAULT: bool = true;

/// The shape of a vector type.
#[derive(Clone, Debug)]
pub(crate) struct VShape {
    pub dims: Vec<i64>,
    pub scalable_dims: Vec<bool>,
    pub element: Type,
}

impl VShape {
    pub fn rank(&self) -> usize {
        self.dims.len()
    }
    /// The dimensions of the llvm array around the rows.
    pub fn leading(&self) -> &[i64] {
        &self.dims[..self.dims.len().saturating_sub(1)]
    }
    pub fn scalable(&self) -> bool {
        self.scalable_dims.iter().any(|&s| s)
    }
}

pub(crate) fn vector_shape(ctx: &Context, ty: Type) -> Option<VShape> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, scalable, element } => {
            Some(VShape { dims: shape.clone(), scalable_dims: scalable.clone(), element: *element })
        }
        _ => None,
    }
}

/// The 1-D vector type inside a converted (array) type.
pub(super) fn row_type(ctx: &Context, mut ty: Type) -> Type {
    while let Some(LlvmType::Array { element, .. }) = ctx.llvm_kind(ty) {
        ty = *element;
    }
    ty
}

/// Every position of an array of shape `dims`, in row-major order.
pub(super) fn array_positions(dims: &[i64]) -> Vec<Vec<i64>> {
    let mut out = vec![vec![]];
    for &d in dims {
        out = out.into_iter().flat_map(|p| (0..d).map(move |i| [p.clone(), vec![i]].concat())).collect();
    }
    out
}

/// The case of a `#vector.kind<...>` attribute.
pub(crate) fn kind_of(ctx: &Context, a: Attribute) -> Option<String> {
    match ctx.attr_kind(a) {
        AttrKind::Opaque { data, .. } => {
            Some(data.strip_prefix("kind")?.trim().strip_prefix('<')?.strip_suffix('>')?.trim().to_string())
        }
        _ => None,
    }
}

struct ConvertVectorToLlvm {
    reassociate: bool,
    force_32bit: bool,
}

fn option(opts: &PassOptions, name: &str, default: bool) -> bool {
    opts.get(name).map_or(default, |v| v == "true" || v == "1")
}

fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    for name in ["enable-amx", "enable-arm-neon", "enable-arm-sve", "enable-x86vector"] {
        if option(opts, name, false) {
            return Err(format!("{PASS_NAME}: option '{name}' is not supported: Strata has no such target dialect"));
        }
    }
    if option(opts, "enable-arm-sme", false) {
        return Err(format!("{PASS_NAME}: option 'enable-arm-sme' is not supported: Strata has no ArmSME dialect"));
    }
    Ok(Box::new(ConvertVectorToLlvm {
        reassociate: option(opts, "reassociate-fp-reductions", false),
        force_32bit: option(opts, "force-32bit-vector-indices", FORCE_32BIT_DEFAULT),
    }))
}

impl Pass for ConvertVectorToLlvm {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let config = GreedyConfig { top_down: false, ..GreedyConfig::default() };
        let owner = Some(target.name);
        apply_pattern_set_greedily(cx.ctx, cx.registry, owner, &mut target.body, &config, &lower::patterns);
        if let Some(d) = first_unsupported(cx.ctx, &target.body) {
            return Err(d);
        }
        print::declare_printers(cx.ctx, &mut target.body);
        let mut ct = ConversionTarget::new();
        ct.add_illegal_dialect("vector");
        let mut patterns: Vec<ConversionPattern> = Vec::new();
        patterns.extend_from_slice(convert::PATTERNS);
        patterns.extend_from_slice(memory::PATTERNS);
        patterns.extend_from_slice(intrinsics::PATTERNS);
        patterns.extend_from_slice(print::PATTERNS);
        patterns.push(ConversionPattern {
            root: Some("vector.reduction"),
            apply: if self.reassociate { convert::reduction_reassoc } else { convert::reduction },
        });
        patterns.push(ConversionPattern {
            root: Some("vector.create_mask"),
            apply: if self.force_32bit { convert::create_mask_i32 } else { convert::create_mask_i64 },
        });
        let transfer = if self.force_32bit { memory::transfer_i32 } else { memory::transfer_i64 };
        patterns.push(ConversionPattern { root: Some("vector.transfer_read"), apply: transfer });
        patterns.push(ConversionPattern { root: Some("vector.transfer_write"), apply: transfer });
        let converter = super::type_converter();
        let r =
            apply_conversion(cx.ctx, cx.registry, &mut target.body, &ct, &patterns, Some(&converter), Mode::Partial);
        r.map_err(|mut errors| {
            let mut first = errors.remove(0);
            first.message = format!("{} (pass {PASS_NAME}: no pattern converts it to the llvm dialect)", first.message);
            first
        })
    }
}

/// The first op the conversion cannot lower, reported with the reason.
fn first_unsupported(ctx: &Context, body: &Body) -> Option<Diagnostic> {
    let mut found = None;
    for &r in &body.roots {
        body.walk_region(r, &mut |op| {
            if found.is_some() {
                return;
            }
            if let Some(inner) = body.op(op).inner.as_deref() {
                found = strata::stack::ensure_sufficient_stack(|| first_unsupported(ctx, inner));
                return;
            }
            if let Some(why) = unsupported(ctx, body, op) {
                let name = ctx.str(body.op(op).name);
                found = Some(Diagnostic::error(
                    body.op(op).loc,
                    format!("'{name}' op cannot be lowered by {PASS_NAME}: {why}"),
                ));
            }
        });
    }
    found
}

/// Why the vector op `op` cannot be converted, for the cases known up front.
fn unsupported(ctx: &Context, body: &Body, op: OpId) -> Option<String> {
    let name = ctx.str(body.op(op).name);
    let short = name.strip_prefix("vector.")?;
    let types = body.operands(op).iter().chain(body.results(op)).map(|&v| body.value_type(v));
    let scalable = types.clone().any(|t| vector_shape(ctx, t).is_some_and(|s| s.scalable()));
    // These ops take scalable vectors to LLVM's scalable vectors.
    const SCALABLE_OK: &[&str] = &["print", "vscale", "deinterleave", "scalable.insert", "scalable.extract"];
    if scalable && !SCALABLE_OK.contains(&short) {
        return Some("scalable vectors are not supported".into());
    }
    match short {
        "print" => print::unsupported(ctx, body, op),
        "transfer_read" | "transfer_write" => {
            let vector_ty = if short == "transfer_read" {
                body.value_type(body.results(op)[0])
            } else {
                body.value_type(body.operands(op)[0])
            };
            let source = body.operands(op)[usize::from(short == "transfer_write")];
            let source_ty = body.value_type(source);
            let rank = vector_shape(ctx, vector_ty).map_or(0, |s| s.rank());
            if !matches!(ctx.type_kind(source_ty), TypeKind::MemRef { .. }) {
                Some("only transfers of memrefs can be lowered to the llvm dialect".into())
            } else if rank != 1 {
                Some("transfers of rank other than 1 must be unpacked by convert-vector-to-scf first".into())
            } else {
                let minor =
                    strata::dialects::vector::permutation_map(ctx, body, op).is_some_and(|m| m.is_minor_identity());
                let unit = strata::dialects::memref::layout::strides_and_offset(ctx, source_ty)
                    .is_some_and(|(s, _)| s.last() == Some(&1));
                (!minor || !unit).then(|| {
                    "a transfer that is not a minor identity of a contiguous memref must be lowered by convert-vector-to-scf first".into()
                })
            }
        }
        "mask" => {
            let inner = body.op(op).regions.first().and_then(|&r| body.region(r).blocks.first().copied());
            let masked = inner.and_then(|b| body.first_op(b)).map_or("", |o| ctx.str(body.op(o).name));
            Some(format!(
                "'{masked}' under a mask is not supported (masked transfers, gathers, reductions and outer products are)"
            ))
        }
        "gather" | "scatter" => {
            let rank =
                body.operands(op).last().and_then(|&v| vector_shape(ctx, body.value_type(v))).map_or(0, |s| s.rank());
            let memref_ty = body.value_type(body.operands(op)[0]);
            let memref = matches!(ctx.type_kind(memref_ty), TypeKind::MemRef { .. });
            let contiguous = strata::dialects::memref::layout::strides_and_offset(ctx, memref_ty)
                .is_some_and(|(s, _)| s.last().map_or(true, |&l| l == 1));
            if !memref {
                Some("only gathers and scatters of memrefs can be lowered to the llvm dialect".into())
            } else if !contiguous {
                Some("the innermost dimension of the memref must have unit stride".into())
            } else {
                (short == "scatter" && rank != 1).then(|| "only 1-D scatters are supported".into())
            }
        }
        _ => None,
    }
}

const fn flag(name: &'static str, help: &'static str, default: &'static str) -> PassOption {
    PassOption { name, help, default, values: BOOL, unsigned: false }
}

/// The pass as the registry lists it, with upstream's options.
pub const PASS: PassInfo = PassInfo {
    name: PASS_NAME,
    display: "ConvertVectorToLLVMPass",
    help: "Lower the operations from the vector dialect into the LLVM dialect",
    anchor: None,
    options: &[
        flag("reassociate-fp-reductions", "Allows llvm to reassociate floating-point reductions for speed", "false"),
        flag(
            "force-32bit-vector-indices",
            "Allows compiler to assume vector indices fit in 32-bit if that yields faster code",
            "true",
        ),
        flag("enable-amx", "Enables the use of AMX dialect while lowering the vector dialect.", "false"),
        flag("enable-arm-neon", "Enables the use of ArmNeon dialect while lowering the vector dialect.", "false"),
        flag("enable-arm-sve", "Enables the use of ArmSVE dialect while lowering the vector dialect.", "false"),
        flag("enable-arm-sme", "Enables the use of ArmSME dialect while lowering the vector dialect.", "false"),
        flag("enable-x86vector", "Enables the use of X86Vector dialect while lowering the vector dialect.", "false"),
    ],
    create,
};

#[cfg(test)]
mod tests {
    use strata::tool::{run_opt, OptOptions};

    /// The diagnostics of running `pass` on `text`, or its output.
    fn run(passes: &str, text: &str) -> Result<String, String> {
        crate::register();
        let opts = OptOptions { passes: passes.split(' ').map(String::from).collect(), ..Default::default() };
        let result = run_opt("test.mlir", text.to_string(), &opts);
        if result.success {
            Ok(result.output)
        } else {
            Err(result.diagnostics)
        }
    }

    #[test]
    fn scalable_vectors_are_reported_with_op_and_pass() {
        let err = run(
            "convert-vector-to-llvm",
            "func.func @f(%v: vector<[4]xf32>) -> f32 {
               %0 = vector.reduction <add>, %v : vector<[4]xf32> into f32
               return %0 : f32
             }",
        )
        .unwrap_err();
        assert!(err.contains("test.mlir:2:"), "{err}");
        assert!(
            err.contains("'vector.reduction' op cannot be lowered by convert-vector-to-llvm: scalable vectors"),
            "{err}"
        );
    }

    #[test]
    fn a_dynamic_outer_position_selects_among_the_static_accesses() {
        let out = run(
            "convert-vector-to-llvm",
            "func.func @f(%v: vector<3x4xf32>, %i: index, %j: index) -> f32 {
               %0 = vector.extract %v[%i, %j] : f32 from vector<3x4xf32>
               return %0 : f32
             }",
        )
        .unwrap();
        assert_eq!(out.matches("llvm.extractelement").count(), 3, "{out}");
        assert_eq!(out.matches("arith.select").count(), 2, "{out}");
        assert!(!out.contains("vector.extract"), "{out}");
    }

    #[test]
    fn a_2d_transfer_asks_for_convert_vector_to_scf() {
        let text = "func.func @f(%m: memref<4x4xf32>, %i: index) -> vector<2x4xf32> {
               %p = arith.constant 0.0 : f32
               %0 = vector.transfer_read %m[%i, %i], %p : memref<4x4xf32>, vector<2x4xf32>
               return %0 : vector<2x4xf32>
             }";
        let err = run("convert-vector-to-llvm", text).unwrap_err();
        assert!(err.contains("must be unpacked by convert-vector-to-scf first"), "{err}");
        let out = run("convert-vector-to-scf=full-unroll=true convert-vector-to-llvm", text).unwrap();
        assert!(out.contains("llvm.intr.masked.load") && !out.contains("vector."), "{out}");
    }

    #[test]
    fn an_unsupported_masked_op_is_named() {
        let err = run(
            "convert-vector-to-llvm",
            "#map = affine_map<(d0) -> (d0)>
             #red = affine_map<(d0) -> ()>
             func.func @f(%a: vector<4xf32>, %b: f32, %m: vector<4xi1>) -> f32 {
               %0 = vector.mask %m { vector.contract {indexing_maps = [#map, #map, #red], iterator_types = [\"reduction\"]} %a, %a, %b : vector<4xf32>, vector<4xf32> into f32 } : vector<4xi1> -> f32
               return %0 : f32
             }",
        )
        .unwrap_err();
        assert!(
            err.contains(
                "'vector.mask' op cannot be lowered by convert-vector-to-llvm: 'vector.contract' under a mask"
            ),
            "{err}"
        );
    }

    #[test]
    fn target_dialect_options_are_rejected() {
        crate::register();
        let info = strata::pass::lookup("convert-vector-to-llvm").expect("registered");
        let opts = info.parse_options("enable-x86vector=true").unwrap();
        let err = (info.create)(&opts).err().expect("rejected");
        assert!(err.contains("enable-x86vector"), "{err}");
        let opts = info.parse_options("enable-x86vector=false reassociate-fp-reductions=true").unwrap();
        assert!((info.create)(&opts).is_ok());
    }

    #[test]
    fn reassociation_is_an_option() {
        let text = "func.func @f(%v: vector<4xf32>) -> f32 {
               %0 = vector.reduction <add>, %v : vector<4xf32> into f32
               return %0 : f32
             }";
        let ordered = run("convert-vector-to-llvm", text).unwrap();
        assert!(ordered.contains("llvm.intr.vector.reduce.fadd") && !ordered.contains("reassoc"), "{ordered}");
        let fast = run("convert-vector-to-llvm=reassociate-fp-reductions=true", text).unwrap();
        assert!(fast.contains("fastmathFlags = #llvm.fastmath<reassoc>"), "{fast}");
        let wide = run(
            "convert-vector-to-llvm=force-32bit-vector-indices=false",
            "func.func @f(%n: index) -> vector<4xi1> {
               %0 = vector.create_mask %n : vector<4xi1>
               return %0 : vector<4xi1>
             }",
        )
        .unwrap();
        assert!(
            wide.contains("llvm.icmp \"slt\"") && wide.contains("vector<4xi64>") && !wide.contains("vector<4xi32>"),
            "{wide}"
        );
    }
}

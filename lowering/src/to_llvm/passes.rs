//! The to-llvm conversion passes under upstream's names, and the
//! `lower-to-llvm` pipeline that runs every lowering a module needs.

use strata::conversion::{apply_conversion, ConversionPattern, ConversionTarget, Mode};
use strata::dialects::llvm::LlvmTypes;
use strata::ir::{Body, Context, Type};
use strata::pass::registry::{flag, PassOptions};
use strata::pass::{Pass, PassCx, PassInfo, PassOption, Target};
use strata::syntax::diag::Diagnostic;

use super::type_converter;

const BOOL: &[&str] = &["true", "false", "1", "0"];

/// A dialect conversion to the llvm dialect: `illegal` ops (a dialect
/// prefix `arith.` or one op name) must be converted by `patterns`.
struct ConvertToLlvm {
    pass: &'static str,
    illegal: &'static [&'static str],
    patterns: &'static [ConversionPattern],
    declare_libm: bool,
}

impl Pass for ConvertToLlvm {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        if self.declare_libm {
            declare_libm(cx.ctx, &mut target.body);
        }
        let mut ct = ConversionTarget::new();
        for &i in self.illegal {
            match i.strip_suffix('.') {
                Some(d) => ct.add_illegal_dialect(d),
                None => ct.add_illegal_op(i),
            };
        }
        let converter = type_converter();
        let r = apply_conversion(
            cx.ctx,
            cx.registry,
            &mut target.body,
            &ct,
            self.patterns,
            Some(&converter),
            Mode::Partial,
        );
        r.map_err(|mut errors| {
            let mut first = errors.remove(0);
            first.message =
                format!("{} (pass {}: no pattern converts it to the llvm dialect)", first.message, self.pass);
            first
        })
    }
}

/// Declare the C math functions that `convert-math-to-llvm` calls.
fn declare_libm(ctx: &Context, module: &mut Body) {
    let Some(&region) = module.roots.first() else { return };
    let Some(&block) = module.region(region).blocks.first() else { return };
    let mut needed: std::collections::BTreeMap<String, (Type, usize)> = Default::default();
    for op in module.block_ops(block).collect::<Vec<_>>() {
        let inner = module.regions_body(op);
        for &r in &inner.roots {
            inner.walk_region(r, &mut |o| {
                let name = ctx.str(inner.op(o).name);
                let Some(short) = name.strip_prefix("math.") else { return };
                let Some(&res) = inner.results(o).first() else { return };
                let ty = inner.value_type(res);
                if let Some((f, call_ty)) = super::math::libm_name(ctx, short, ty) {
                    needed.insert(f, (call_ty, inner.operands(o).len()));
                }
            });
        }
    }
    for (name, (ty, arity)) in needed.into_iter().rev() {
        super::declare_function(ctx, module, &name, ctx.llvm_func_type(ty, vec![ty; arity], false));
    }
}

fn create_arith(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ConvertToLlvm {
        pass: "convert-arith-to-llvm",
        illegal: &["arith."],
        patterns: super::arith::PATTERNS,
        declare_libm: false,
    }))
}

fn create_index(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ConvertToLlvm {
        pass: "convert-index-to-llvm",
        illegal: &["index."],
        patterns: super::index::PATTERNS,
        declare_libm: false,
    }))
}

fn create_math(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ConvertToLlvm {
        pass: "convert-math-to-llvm",
        illegal: &["math."],
        patterns: super::math::PATTERNS,
        declare_libm: true,
    }))
}

fn create_ub(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ConvertToLlvm {
        pass: "convert-ub-to-llvm",
        illegal: &["ub."],
        patterns: super::ub::PATTERNS,
        declare_libm: false,
    }))
}

fn create_cf(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ConvertToLlvm {
        pass: "convert-cf-to-llvm",
        illegal: &["cf.br", "cf.cond_br", "cf.switch"],
        patterns: super::cf::PATTERNS,
        declare_libm: false,
    }))
}

fn create_func(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let all = flag(opts, "emit-c-interface");
    Ok(Box::new(ConvertToLlvm {
        pass: "convert-func-to-llvm",
        illegal: &["func."],
        patterns: if all { super::func::PATTERNS_C_INTERFACE } else { super::func::PATTERNS },
        declare_libm: false,
    }))
}

/// The passes of `lower-to-llvm`, in order; each leaves what it does not
/// handle to the next.
const PIPELINE: &[&str] = &[
    "convert-vector-to-scf",
    "expand-strided-metadata",
    "lower-affine",
    "convert-scf-to-cf",
    "convert-vector-to-llvm",
    "convert-math-to-llvm",
    "finalize-memref-to-llvm",
    "convert-arith-to-llvm",
    "convert-index-to-llvm",
    "convert-ub-to-llvm",
    "convert-func-to-llvm",
    "convert-cf-to-llvm",
    "reconcile-unrealized-casts",
];

struct LowerToLlvm {
    emit_c_interface: bool,
}

impl Pass for LowerToLlvm {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        // Tensors and linalg first (nothing to do without them).
        crate::tensors::create_tensors_to_buffers(&Default::default())
            .and_then(|p| Ok((p, crate::tensors::create_buffers_to_loops(&Default::default())?)))
            .map_err(|e| Diagnostic::error(target.loc, e))
            .and_then(|(a, b)| {
                a.run(cx, target)?;
                b.run(cx, target)
            })?;
        if crate::gpu::has_gpu_code(cx.ctx, &target.body) {
            // GPU code needs its device side compiled and its host side
            // lowered first; that pipeline ends with these conversions.
            let gpu = crate::gpu::pipeline::LowerGpuToNvvm {
                chip: crate::gpu::pipeline::DEFAULT_CHIP.into(),
                emit_c_interface: self.emit_c_interface,
                parallel_loops_to_gpu: false,
            };
            return gpu.run(cx, target);
        }
        lower_host(cx, target, self.emit_c_interface)
    }
}

/// The conversions of [`PIPELINE`] then the check that only llvm ops remain.
pub(crate) fn lower_host(cx: &PassCx<'_>, target: &mut Target, emit_c_interface: bool) -> Result<(), Diagnostic> {
    run_conversions(cx, target, emit_c_interface)?;
    check_lowered(cx.ctx, &target.body)
}

/// Run the passes of [`PIPELINE`] on `target`, in order; structured linalg
/// ops (on buffers) first become affine loops.
pub(crate) fn run_conversions(cx: &PassCx<'_>, target: &mut Target, emit_c_interface: bool) -> Result<(), Diagnostic> {
    let mut has_linalg = false;
    crate::gpu::to_nvvm::walk_all(&target.body, &mut |b, op| {
        has_linalg |= cx.ctx.str(b.op(op).name).starts_with("linalg.")
    });
    let linalg: &[&str] = if has_linalg { &["convert-linalg-to-affine-loops"] } else { &[] };
    for &name in linalg.iter().chain(PIPELINE) {
        let info = strata::pass::lookup(name)
            .ok_or_else(|| Diagnostic::error(target.loc, format!("lower-to-llvm needs the pass '{name}'")))?;
        let mut opts = info.parse_options("").map_err(|e| Diagnostic::error(target.loc, e))?;
        if name == "convert-func-to-llvm" && emit_c_interface {
            opts.insert("emit-c-interface", "true".into());
        }
        let create = if name == super::memref::PASS { super::memref::create_checked } else { info.create };
        let pass = create(&opts).map_err(|e| Diagnostic::error(target.loc, e))?;
        pass.run(cx, target)?;
    }
    Ok(())
}

/// Every op left must be in the llvm dialect.
fn check_lowered(ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
    let mut bad = None;
    for &r in &body.roots {
        body.walk_region(r, &mut |op| {
            let name = ctx.str(body.op(op).name);
            if bad.is_none() && !name.starts_with("llvm.") {
                bad = Some(Diagnostic::error(
                    body.op(op).loc,
                    format!("'{name}' op cannot be lowered to the llvm dialect: no pass of lower-to-llvm converts it"),
                ));
            }
        });
    }
    if let Some(d) = bad {
        return Err(d);
    }
    for &r in &body.roots {
        let mut inner_err = None;
        body.walk_region(r, &mut |op| {
            if let (None, Some(inner)) = (&inner_err, body.op(op).inner.as_deref()) {
                inner_err = strata::stack::ensure_sufficient_stack(|| check_lowered(ctx, inner)).err();
            }
        });
        if let Some(e) = inner_err {
            return Err(e);
        }
    }
    Ok(())
}

fn create_lower_to_llvm(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(LowerToLlvm { emit_c_interface: flag(opts, "emit-c-interface") }))
}

const EMIT_C_INTERFACE: PassOption = PassOption {
    name: "emit-c-interface",
    help: "Give every function a C interface wrapper (_mlir_ciface_<name>)",
    default: "false",
    values: BOOL,
    unsigned: false,
};

/// The to-llvm passes, as the core registry lists them.
pub static PASSES: &[PassInfo] = &[
    PassInfo {
        name: "convert-arith-to-llvm",
        display: "ArithToLLVMConversionPass",
        help: "Convert Arith dialect to LLVM dialect",
        anchor: None,
        options: &[],
        create: create_arith,
    },
    PassInfo {
        name: "convert-cf-to-llvm",
        display: "ConvertControlFlowToLLVMPass",
        help: "Convert ControlFlow operations to the LLVM dialect",
        anchor: None,
        options: &[],
        create: create_cf,
    },
    super::vector::PASS,
    PassInfo {
        name: "convert-func-to-llvm",
        display: "ConvertFuncToLLVMPass",
        help: "Convert from the Func dialect to the LLVM dialect",
        anchor: None,
        options: &[EMIT_C_INTERFACE],
        create: create_func,
    },
    PassInfo {
        name: "convert-index-to-llvm",
        display: "ConvertIndexToLLVMPass",
        help: "Lower the `index` dialect to the `llvm` dialect.",
        anchor: None,
        options: &[],
        create: create_index,
    },
    PassInfo {
        name: "convert-math-to-llvm",
        display: "ConvertMathToLLVMPass",
        help: "Convert Math dialect to LLVM dialect",
        anchor: None,
        options: &[],
        create: create_math,
    },
    PassInfo {
        name: "finalize-memref-to-llvm",
        display: "FinalizeMemRefToLLVMConversionPass",
        help: "Finalize MemRef dialect to LLVM dialect conversion",
        anchor: None,
        options: super::memref::OPTIONS,
        create: super::memref::create,
    },
    PassInfo {
        name: "convert-ub-to-llvm",
        display: "UBToLLVMConversionPass",
        help: "Convert UB dialect to LLVM dialect",
        anchor: None,
        options: &[],
        create: create_ub,
    },
    PassInfo {
        name: "lower-to-llvm",
        display: "LowerToLLVM",
        help: "Lower a module to the llvm dialect, running every conversion it needs in a working order",
        anchor: None,
        options: &[EMIT_C_INTERFACE],
        create: create_lower_to_llvm,
    },
];

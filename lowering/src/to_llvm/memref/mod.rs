//! `finalize-memref-to-llvm` (upstream's `FinalizeMemRefToLLVMConversionPass`):
//! memref ops become llvm ops on memref descriptors (`descriptor.rs`).
//!
//! Before converting, the pass declares the C functions the patterns call
//! (`malloc`/`aligned_alloc`/`free`, or upstream's
//! `_mlir_memref_to_llvm_*` with `use-generic-functions`, and the runtime's
//! `memrefCopy`) once in the module. The memref dialect is illegal: an op no
//! pattern lowers (a view op `expand-strided-metadata` removes, a layout
//! that is not strided, a memory space that is not an address space) is an
//! error naming the op, the pass and the reason, where upstream would leave
//! it in place.
//!
//! * `alloc.rs`: allocations, deallocation, globals;
//! * `access.rs`: loads, stores, atomics, prefetch, alignment assumptions;
//! * `views.rs`: casts, dims, ranks and the ops that rebuild descriptors;
//! * `unranked.rs`: new unranked descriptors (`memory_space_cast`, `reshape`);
//! * `region.rs`: `copy` and `alloca_scope`.

mod access;
mod alloc;
mod region;
pub(crate) mod scratch;
mod unranked;
mod views;

use strata::conversion::{apply_conversion, ConversionPattern, ConversionRewriter, ConversionTarget, Mode};
use strata::dialects::llvm::{LlvmType, LlvmTypes};
use strata::ir::{AttrKind, BlockId, Body, Context, Location, OpId, OperationState, Type, TypeKind, ValueId};
use strata::pass::registry::{flag, PassOptions};
use strata::pass::{Pass, PassCx, PassOption, Target};
use strata::syntax::diag::Diagnostic;
use strata::syntax::printer::type_to_string;

use super::{convert_type, type_converter};

/// The pass's argument name, as diagnostics give it.
pub const PASS: &str = "finalize-memref-to-llvm";

const BOOL: &[&str] = &["true", "false", "1", "0"];

/// Upstream's options.
pub const OPTIONS: &[PassOption] = &[
    PassOption {
        name: "use-aligned-alloc",
        help: "Use aligned_alloc in place of malloc for heap allocations",
        default: "false",
        values: BOOL,
        unsigned: false,
    },
    PassOption {
        name: "index-bitwidth",
        help: "Bitwidth of the index type, 0 to use size of machine word",
        default: "0",
        values: &[],
        unsigned: true,
    },
    PassOption {
        name: "use-generic-functions",
        help: "Use generic allocation and deallocation functions instead of the classic 'malloc', 'aligned_alloc' and 'free' functions",
        default: "false",
        values: BOOL,
        unsigned: false,
    },
];

/// How heap memory is allocated and freed.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct AllocFns {
    /// `aligned_alloc(alignment, size)` instead of `malloc(size + alignment)`.
    pub aligned: bool,
    /// `_mlir_memref_to_llvm_*` instead of the C library's names.
    pub generic: bool,
    /// Ask for `isize::MAX` bytes, which no allocator gives, when a dynamic
    /// size is negative or the buffer's size overflows, where upstream's
    /// wrapping arithmetic allocates a small buffer for a huge memref
    /// (Strata's `lower-to-llvm`; not an option of the upstream pass).
    pub checked_sizes: bool,
}

impl AllocFns {
    /// The allocation function's name.
    pub fn alloc(self) -> &'static str {
        match (self.aligned, self.generic) {
            (false, false) => "malloc",
            (true, false) => "aligned_alloc",
            (false, true) => "_mlir_memref_to_llvm_alloc",
            (true, true) => "_mlir_memref_to_llvm_aligned_alloc",
        }
    }

    /// The allocation function taking only a size (what scratch buffers
    /// and over-allocated aligned buffers use).
    pub fn unaligned_alloc(self) -> &'static str {
        if self.generic {
            "_mlir_memref_to_llvm_alloc"
        } else {
            "malloc"
        }
    }

    /// The deallocation function's name.
    pub fn free(self) -> &'static str {
        if self.generic {
            "_mlir_memref_to_llvm_free"
        } else {
            "free"
        }
    }
}

pub(crate) fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(FinalizeMemRefToLlvm { fns: alloc_fns(opts, false)? }))
}

/// The pass as `lower-to-llvm` runs it: allocation sizes that overflow
/// make the allocation fail ([`AllocFns::checked_sizes`]).
pub(crate) fn create_checked(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(FinalizeMemRefToLlvm { fns: alloc_fns(opts, true)? }))
}

fn alloc_fns(opts: &PassOptions, checked_sizes: bool) -> Result<AllocFns, String> {
    match opts.get("index-bitwidth").map(String::as_str) {
        None | Some("0") | Some("64") => {}
        Some(w) => {
            return Err(format!("{PASS}: index-bitwidth={w} is not supported (Strata's index type is 64 bits wide)"))
        }
    }
    Ok(AllocFns {
        aligned: flag(opts, "use-aligned-alloc"),
        generic: flag(opts, "use-generic-functions"),
        checked_sizes,
    })
}

struct FinalizeMemRefToLlvm {
    fns: AllocFns,
}

impl Pass for FinalizeMemRefToLlvm {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        declare_runtime_functions(cx.ctx, &mut target.body, self.fns);
        if scratch::used(cx.ctx, &mut target.body) {
            scratch::define(cx.ctx, cx.registry, &mut target.body, self.fns)?;
            let ptr = cx.ctx.llvm_ptr_type();
            let i64t = cx.ctx.integer_type(64);
            let alloc_ty = cx.ctx.llvm_func_type(ptr, vec![i64t], false);
            let free_ty = cx.ctx.llvm_func_type(cx.ctx.llvm_void_type(), vec![ptr], false);
            super::declare_function(cx.ctx, &mut target.body, self.fns.unaligned_alloc(), alloc_ty);
            super::declare_function(cx.ctx, &mut target.body, self.fns.free(), free_ty);
        }
        let mut ct = ConversionTarget::new();
        ct.add_illegal_dialect("memref");
        let converter = type_converter();
        let patterns = patterns(self.fns);
        let body = &mut target.body;
        let Err(failures) =
            apply_conversion(cx.ctx, cx.registry, body, &ct, &patterns, Some(&converter), Mode::Partial)
        else {
            return Ok(());
        };
        let mut errors = Vec::new();
        crate::util::walk_all(body, &mut |body, op| {
            let name = cx.ctx.str(body.op(op).name);
            if name.starts_with("memref.") && !is_terminator_of_unlowered(cx.ctx, body, op) {
                let why = why_unlowered(cx.ctx, body, op);
                errors
                    .push(Diagnostic::error(body.op(op).loc, format!("'{name}' op cannot be lowered ({PASS}: {why})")));
            }
            true
        });
        Err(crate::combine_errors(if errors.is_empty() { failures } else { errors }))
    }
}

/// The terminator of a region op that is itself reported.
fn is_terminator_of_unlowered(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = ctx.str(body.op(op).name);
    matches!(name, "memref.alloca_scope.return" | "memref.atomic_yield")
}

/// Why no pattern lowered `op`.
fn why_unlowered(ctx: &Context, body: &Body, op: OpId) -> String {
    let name = ctx.str(body.op(op).name);
    if matches!(name, "memref.subview" | "memref.expand_shape" | "memref.collapse_shape") {
        return "run expand-strided-metadata first, which rewrites it into a reinterpret_cast (lower-to-llvm does)"
            .into();
    }
    if matches!(name, "memref.dma_start" | "memref.dma_wait") {
        return "DMA operations have no llvm lowering".into();
    }
    let global_type = strata::opdef::ods::attr(ctx, body, op, "type").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    });
    let types = body.operands(op).iter().chain(body.results(op)).map(|&v| body.value_type(v)).chain(global_type);
    for ty in types {
        let (space, element) = match ctx.type_kind(ty) {
            TypeKind::MemRef { memory_space, element, .. } => (*memory_space, *element),
            TypeKind::UnrankedMemRef { memory_space, element } => (*memory_space, *element),
            _ => continue,
        };
        if super::address_space(ctx, space).is_none() {
            return format!("the memory space of {} is not an integer address space", type_to_string(ctx, ty));
        }
        if convert_type(ctx, element).is_none() {
            return format!("the element type of {} has no llvm equivalent", type_to_string(ctx, ty));
        }
        if matches!(ctx.type_kind(ty), TypeKind::MemRef { .. })
            && !strata::dialects::memref::layout::is_strided(ctx, ty)
        {
            return format!("the layout of {} is not strided", type_to_string(ctx, ty));
        }
    }
    match name {
        "memref.alloc" | "memref.alloca" => "only memrefs with the identity layout can be allocated".into(),
        "memref.get_global" => "only globals with the identity layout can be read".into(),
        "memref.global" => "its initial value is not a dense elements attribute".into(),
        "memref.atomic_rmw" => {
            "its kind has no llvm atomicrmw operation, and a compare-exchange loop needs an integer or float element of 8, 16, 32 or 64 bits".into()
        }
        "memref.generic_atomic_rmw" => {
            "a compare-exchange loop needs an integer or float element of 8, 16, 32 or 64 bits".into()
        }
        "memref.copy" => "its operands are not strided memrefs".into(),
        "memref.reshape" => "its shape operand is not a memref of integers or indices".into(),
        _ => "no pattern of the pass applies to it".into(),
    }
}

/// `f::<ALIGNED, GENERIC, CHECKED>` for `fns` (patterns are plain functions).
macro_rules! pattern_for {
    ($f:ident, $fns:expr) => {
        match ($fns.aligned, $fns.generic, $fns.checked_sizes) {
            (false, false, false) => $f::<false, false, false>,
            (false, false, true) => $f::<false, false, true>,
            (false, true, false) => $f::<false, true, false>,
            (false, true, true) => $f::<false, true, true>,
            (true, false, false) => $f::<true, false, false>,
            (true, false, true) => $f::<true, false, true>,
            (true, true, false) => $f::<true, true, false>,
            (true, true, true) => $f::<true, true, true>,
        }
    };
}

fn alloc_pattern(fns: AllocFns) -> strata::conversion::ConversionPatternFn {
    fn f<const A: bool, const G: bool, const C: bool>(
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpId,
        v: &[ValueId],
    ) -> bool {
        alloc::alloc(rw, op, v, AllocFns { aligned: A, generic: G, checked_sizes: C })
    }
    pattern_for!(f, fns)
}

fn realloc_pattern(fns: AllocFns) -> strata::conversion::ConversionPatternFn {
    fn f<const A: bool, const G: bool, const C: bool>(
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpId,
        v: &[ValueId],
    ) -> bool {
        alloc::realloc(rw, op, v, AllocFns { aligned: A, generic: G, checked_sizes: C })
    }
    pattern_for!(f, fns)
}

/// Upstream's `populateFinalizeMemRefToLLVMConversionPatterns`; allocation
/// and deallocation call the functions `fns` names.
fn patterns(fns: AllocFns) -> Vec<ConversionPattern> {
    let p = |root, apply| ConversionPattern { root: Some(root), apply };
    let alloc = alloc_pattern(fns);
    let realloc = realloc_pattern(fns);
    let dealloc: strata::conversion::ConversionPatternFn = match fns.generic {
        false => |rw, op, v| alloc::dealloc(rw, op, v, "free"),
        true => |rw, op, v| alloc::dealloc(rw, op, v, "_mlir_memref_to_llvm_free"),
    };
    vec![
        p("memref.alloc", alloc),
        p("memref.alloca", alloc::alloca),
        p("memref.dealloc", dealloc),
        p("memref.realloc", realloc),
        p("memref.global", alloc::global),
        p("memref.get_global", alloc::get_global),
        p("memref.load", access::load),
        p("memref.store", access::store),
        p("memref.atomic_rmw", access::atomic_rmw),
        p("memref.generic_atomic_rmw", access::generic_atomic_rmw),
        p("memref.prefetch", access::prefetch),
        p("memref.assume_alignment", access::assume_alignment),
        p("memref.dim", views::dim),
        p("memref.rank", views::rank),
        p("memref.cast", views::cast),
        p("memref.memory_space_cast", views::memory_space_cast),
        p("memref.reinterpret_cast", views::reinterpret_cast),
        p("memref.extract_strided_metadata", views::extract_strided_metadata),
        p("memref.extract_aligned_pointer_as_index", views::extract_aligned_pointer),
        p("memref.view", views::view),
        p("memref.transpose", views::transpose),
        p("memref.reshape", views::reshape),
        p("memref.copy", region::copy),
        p("memref.alloca_scope", region::alloca_scope),
    ]
}

/// Declare, at the start of the module, the external functions the
/// patterns will call for the memref ops of `module` (those not declared yet).
fn declare_runtime_functions(ctx: &Context, module: &mut Body, fns: AllocFns) {
    let mut needed: Vec<&'static str> = Vec::new();
    crate::util::walk_all(module, &mut |body, op| {
        let name = ctx.str(body.op(op).name);
        let fs: &[&'static str] = match name {
            "memref.alloc" => &[fns.alloc()],
            "memref.dealloc" => &[fns.free()],
            "memref.realloc" => &[fns.alloc(), fns.free()],
            "memref.copy" => {
                let ty = |i: usize| body.value_type(body.operands(op)[i]);
                if region::copy_is_contiguous(ctx, ty(0), ty(1)) {
                    &[]
                } else {
                    &["memrefCopy"]
                }
            }
            _ => &[],
        };
        for f in fs {
            if !needed.contains(f) {
                needed.push(f);
            }
        }
        true
    });
    let ptr = ctx.llvm_ptr_type();
    let i64t = ctx.integer_type(64);
    for name in needed {
        let (ret, params) = match name {
            "malloc" | "_mlir_memref_to_llvm_alloc" => (ptr, vec![i64t]),
            "aligned_alloc" | "_mlir_memref_to_llvm_aligned_alloc" => (ptr, vec![i64t, i64t]),
            "memrefCopy" => (ctx.llvm_void_type(), vec![i64t, ptr, ptr]),
            _ => (ctx.llvm_void_type(), vec![ptr]),
        };
        super::declare_function(ctx, module, name, ctx.llvm_func_type(ret, params, false));
    }
}

// ---- helpers shared by the patterns -------------------------------------------------

/// `llvm.mlir.constant(value : index) : i64`, as upstream's
/// `createIndexAttrConstant`.
pub fn index_constant(rw: &mut ConversionRewriter<'_, '_>, loc: Location, value: i64) -> ValueId {
    let ctx = rw.rw.ctx;
    let attr = ctx.int_attr(ctx.index_type(), value);
    super::build1(rw, "llvm.mlir.constant", loc, vec![], ctx.integer_type(64), vec![("value", attr)])
}

/// `llvm.br dest(operands)` at the insertion point.
pub fn br(rw: &mut ConversionRewriter<'_, '_>, loc: Location, dest: BlockId, operands: Vec<ValueId>) {
    let ctx = rw.rw.ctx;
    rw.rw.create(OperationState {
        name: ctx.ident("llvm.br"),
        loc,
        operands,
        result_types: Vec::new(),
        properties: None,
        attributes: ctx.empty_dictionary(),
        successors: vec![dest],
        regions: Vec::new(),
        inner: None,
    });
}

/// `llvm.cond_br cond, t(t_operands), f(f_operands)` at the insertion point.
pub fn cond_br(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    cond: ValueId,
    (t, t_operands): (BlockId, Vec<ValueId>),
    (f, f_operands): (BlockId, Vec<ValueId>),
) {
    let ctx = rw.rw.ctx;
    let segments = ctx.attr(AttrKind::DenseArray {
        element: ctx.integer_type(32),
        values: vec![1, t_operands.len() as u128, f_operands.len() as u128],
    });
    let mut operands = vec![cond];
    operands.extend(t_operands);
    operands.extend(f_operands);
    rw.rw.create(OperationState {
        name: ctx.ident("llvm.cond_br"),
        loc,
        operands,
        result_types: Vec::new(),
        properties: Some(ctx.dictionary(vec![(ctx.ident("operandSegmentSizes"), segments)])),
        attributes: ctx.empty_dictionary(),
        successors: vec![t, f],
        regions: Vec::new(),
        inner: None,
    });
}

/// The converted element type and address space of a memref type whose
/// layout is strided, or `None`.
pub fn strided_parts(ctx: &Context, ty: Type) -> Option<(Type, u32)> {
    let TypeKind::MemRef { element, memory_space, .. } = ctx.type_kind(ty) else { return None };
    strata::dialects::memref::layout::strides_and_offset(ctx, ty)?;
    Some((convert_type(ctx, *element)?, super::address_space(ctx, *memory_space)?))
}

/// The pointer type of address space `space`.
pub fn ptr_type(ctx: &Context, space: u32) -> Type {
    ctx.llvm_type(LlvmType::Ptr { address_space: space })
}

/// The address space of a ranked or unranked memref type.
pub fn space_of(ctx: &Context, ty: Type) -> Option<u32> {
    super::address_space(ctx, strata::dialects::memref::layout::memory_space(ctx, ty))
}

/// An integer of `width` bits as an i64 (sign-extended or truncated).
pub fn to_i64(rw: &mut ConversionRewriter<'_, '_>, loc: Location, v: ValueId, width: u32) -> ValueId {
    let i64t = rw.rw.ctx.integer_type(64);
    match width {
        64 => v,
        w if w < 64 => super::build1(rw, "llvm.sext", loc, vec![v], i64t, vec![]),
        _ => super::build1(rw, "llvm.trunc", loc, vec![v], i64t, vec![]),
    }
}

/// The shape of a ranked memref type.
pub fn shape(ctx: &Context, ty: Type) -> Option<&[i64]> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => Some(shape),
        _ => None,
    }
}

/// The size in bytes of a value of the llvm type `ty`, as LLVM's data
/// layout on 64-bit targets gives it (`None` for types without a size).
pub fn type_size(ctx: &Context, ty: Type) -> Option<u64> {
    Some(match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => u64::from(*width).div_ceil(8).next_power_of_two(),
        TypeKind::Index => 8,
        TypeKind::Float(_) => u64::from(ctx.float_kind(ty)?.bit_width()).div_ceil(8),
        TypeKind::Vector { shape, element, .. } => {
            let n: i64 = shape.iter().product();
            (u64::try_from(n).ok()? * type_size(ctx, *element)?).next_power_of_two()
        }
        _ => match ctx.llvm_kind(ty)? {
            LlvmType::Ptr { .. } => 8,
            LlvmType::Array { len, element } => len * type_size(ctx, *element)?,
            _ => return None,
        },
    })
}

#[cfg(test)]
mod tests {
    use strata::tool::{run_opt, OptOptions};

    fn run(pipeline: &str, text: &str) -> strata::tool::OptResult {
        crate::register();
        let opts = OptOptions { passes: vec![pipeline.to_string()], ..Default::default() };
        run_opt("test.mlir", text.to_string(), &opts)
    }

    const ALLOC: &str =
        "func.func @f() -> memref<4xf32> {\n  %0 = memref.alloc() : memref<4xf32>\n  return %0 : memref<4xf32>\n}\n";

    #[test]
    fn the_pass_is_registered_under_its_upstream_name_with_its_options() {
        crate::register();
        let info = strata::pass::lookup(super::PASS).expect("registered");
        assert_eq!(info.display, "FinalizeMemRefToLLVMConversionPass");
        let names: Vec<&str> = info.options.iter().map(|o| o.name).collect();
        assert_eq!(names, ["use-aligned-alloc", "index-bitwidth", "use-generic-functions"]);
    }

    #[test]
    fn an_index_bitwidth_other_than_64_is_refused_with_the_reason() {
        let result = run("finalize-memref-to-llvm=index-bitwidth=32", ALLOC);
        assert!(!result.success);
        assert!(result.diagnostics.contains("index-bitwidth=32 is not supported"), "{}", result.diagnostics);
        for width in ["0", "64"] {
            let result = run(&format!("finalize-memref-to-llvm=index-bitwidth={width}"), ALLOC);
            assert!(result.success, "{}", result.diagnostics);
            assert!(result.output.contains("llvm.call @malloc"), "{}", result.output);
        }
    }

    #[test]
    fn a_generic_atomic_rmw_body_with_control_flow_runs_between_the_load_and_the_exchange() {
        crate::register();
        // lower-to-llvm lowers the scf.if inside the body first.
        let text = "func.func @g(%m: memref<10xi32>, %k: index, %v: i32, %b: i1) -> i32 {
  %0 = memref.generic_atomic_rmw %m[%k] : memref<10xi32> {
  ^bb0(%x: i32):
    %y = scf.if %b -> i32 {
      %z = arith.muli %x, %v : i32
      scf.yield %z : i32
    } else {
      scf.yield %x : i32
    }
    memref.atomic_yield %y : i32
  }
  return %0 : i32
}
";
        let passes = vec!["convert-scf-to-cf".to_string(), super::PASS.to_string()];
        let opts = OptOptions { passes, no_verify_each: true, ..Default::default() };
        let result = run_opt("test.mlir", text.to_string(), &opts);
        assert!(result.success, "{}", result.diagnostics);
        let out = &result.output;
        assert!(!out.contains("memref."), "{out}");
        // loop ^bb1(current) -> body entry ^bb2(current) -> ... -> the
        // yield's branch to ^bb7(new) -> cmpxchg, back to ^bb1 on failure.
        assert!(out.contains("^bb1(%5: i32):  // 2 preds: ^bb0, ^bb7\n    llvm.br ^bb2(%5 : i32)"), "{out}");
        assert!(out.contains("cf.cond_br %arg3, ^bb3, ^bb4"), "{out}");
        assert!(out.contains("llvm.br ^bb7(%8 : i32)\n  ^bb7(%9: i32):"), "{out}");
        assert!(out.contains("llvm.cmpxchg %3, %5, %9 acq_rel monotonic"), "{out}");
        assert!(out.contains("llvm.cond_br %12, ^bb8, ^bb1(%11 : i32)"), "{out}");
    }

    #[test]
    fn a_zero_alignment_is_no_alignment() {
        // Upstream rounds the pointer up to a multiple of 0 (`llvm.urem` by 0).
        let text = ALLOC.replace("memref.alloc()", "memref.alloc() {alignment = 0}");
        for pass in ["finalize-memref-to-llvm", "finalize-memref-to-llvm=use-aligned-alloc=true"] {
            let result = run(pass, &text);
            assert!(result.success, "{}", result.diagnostics);
            assert!(!result.output.contains("llvm.urem"), "{pass}: {}", result.output);
            assert_eq!(result.output, run(pass, ALLOC).output, "{pass}");
        }
    }

    #[test]
    fn lower_to_llvm_refuses_allocations_whose_size_overflows_and_the_upstream_pass_does_not() {
        let dynamic = "func.func @f(%n: index) -> memref<?x8xf32> {\n  %0 = memref.alloc(%n) : memref<?x8xf32>\n  return %0 : memref<?x8xf32>\n}\n";
        let ours = run("lower-to-llvm", dynamic);
        assert!(ours.success, "{}", ours.diagnostics);
        let out = &ours.output;
        // n < 0, or 32 * n wraps, or exceeds isize::MAX: malloc(isize::MAX).
        assert!(out.contains("llvm.icmp \"slt\" %arg0"), "{out}");
        assert!(out.contains("\"llvm.intr.umul.with.overflow\"(%"), "{out}");
        assert!(out.contains("llvm.icmp \"ugt\""), "{out}");
        assert!(out.contains("llvm.mlir.constant(9223372036854775807 : index)"), "{out}");
        assert!(out.contains("llvm.select"), "{out}");
        let upstream = run(super::PASS, dynamic).output;
        assert!(!upstream.contains("umul.with.overflow") && !upstream.contains("llvm.select"), "{upstream}");
        // Static sizes that fit need no check; those that do not always fail.
        let fits = run("lower-to-llvm", ALLOC).output;
        assert!(!fits.contains("llvm.select"), "{fits}");
        let huge = ALLOC.replace("memref<4xf32>", "memref<4611686018427387905xf32>");
        let out = run("lower-to-llvm", &huge).output;
        assert!(out.contains("llvm.mlir.constant(true) : i1") && out.contains("llvm.select"), "{out}");
    }

    #[test]
    fn runtime_functions_are_declared_once_and_not_over_existing_symbols() {
        let text = format!("llvm.func @malloc(i64) -> !llvm.ptr\n{ALLOC}func.func @g() -> memref<4xf32> {{\n  %0 = memref.alloc() : memref<4xf32>\n  return %0 : memref<4xf32>\n}}\n");
        let result = run("finalize-memref-to-llvm", &text);
        assert!(result.success, "{}", result.diagnostics);
        assert_eq!(result.output.matches("llvm.func @malloc").count(), 1, "{}", result.output);
        assert_eq!(result.output.matches("llvm.call @malloc").count(), 2, "{}", result.output);
    }
}

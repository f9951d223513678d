//! `convert-gpu-to-nvvm`: the device side of a `gpu.module` to the llvm
//! and nvvm dialects. `gpu.func`s become `llvm.func`s (kernels marked
//! `nvvm.kernel`, memref arguments passed as their descriptor fields as
//! `convert-func-to-llvm` does), workgroup attributions become globals in
//! address space 3 and private ones allocas; grid ids and sizes read the
//! PTX special registers, `gpu.barrier` is `nvvm.barrier0`,
//! `gpu.shuffle` `nvvm.shfl.sync`, `gpu.printf` a call of `vprintf`
//! (`printf.rs`), the `gpu.subgroup_mma_*` ops NVVM's WMMA ops
//! (`wmma.rs`), and math functions become calls of libdevice's `__nv_*`
//! functions (`libdevice.rs`). The rest of the kernels' code (arith,
//! math, index, scf, cf, memref, vector) goes through the passes of
//! `lower-to-llvm`, run on the module's body.

use strata::conversion::{apply_conversion, ConversionPattern, ConversionRewriter, ConversionTarget, Mode};
use strata::dialects::llvm::{LlvmType, LlvmTypes};
use strata::dialects::memref::layout::strides_and_offset;
use strata::ir::{AttrKind, Attribute, Body, Context, Identifier, Location, OpId, Type, TypeKind, ValueId};
use strata::pass::registry::PassOptions;
use strata::pass::{Pass, PassCx, Target};
use strata::rewrite::Rewriter;
use strata::syntax::diag::Diagnostic;

use crate::to_llvm::func::{cast_op, pack, raw_op};
use crate::to_llvm::{build, build1, convert_type, int_constant, llvm_attr, type_converter};

pub struct ConvertGpuToNvvm;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ConvertGpuToNvvm))
}

impl Pass for ConvertGpuToNvvm {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        if cx.ctx.str(target.name) != "gpu.module" {
            return Err(Diagnostic::error(target.loc, "convert-gpu-to-nvvm runs on 'gpu.module' ops"));
        }
        convert_module_body(cx, target)
    }
}

/// Lower the body of one `gpu.module` (the target) to llvm and nvvm ops.
pub fn convert_module_body(cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
    let ctx = cx.ctx;
    reject_unsupported(ctx, &target.body)?;
    super::printf::declare_formats(ctx, &mut target.body);
    let funcs: Vec<OpId> =
        top_ops(&target.body).into_iter().filter(|&op| is(ctx, &target.body, op, "gpu.func")).collect();
    for f in funcs {
        expand_subgroup_reductions(cx, &mut target.body, f);
        super::all_reduce::expand_all_reductions(cx, &mut target.body, f);
        prepare_function(cx, &mut target.body, f)?;
    }
    super::libdevice::declare_functions(ctx, &mut target.body);
    let mut ct = ConversionTarget::new();
    for p in PATTERNS.iter().filter_map(|p| p.root) {
        ct.add_illegal_op(p);
    }
    let converter = type_converter();
    apply_conversion(ctx, cx.registry, &mut target.body, &ct, PATTERNS, Some(&converter), Mode::Partial)
        .map_err(|mut e| e.remove(0))?;
    crate::to_llvm::passes::run_conversions(cx, target, false)?;
    check_lowered(ctx, &target.body)
}

fn is(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.str(body.op(op).name) == name
}

/// The ops of the first block of `body`'s first region.
pub(crate) fn top_ops(body: &Body) -> Vec<OpId> {
    let Some(&r) = body.roots.first() else { return Vec::new() };
    let Some(&b) = body.region(r).blocks.first() else { return Vec::new() };
    body.block_ops(b).collect()
}

/// Every op in `body` and the arenas nested in it.
pub(crate) fn walk_all(body: &Body, f: &mut dyn FnMut(&Body, OpId)) {
    for &r in &body.roots {
        body.walk_region(r, &mut |op| {
            f(body, op);
            if let Some(inner) = body.op(op).inner.as_deref() {
                strata::stack::ensure_sufficient_stack(|| walk_all(inner, f));
            }
        });
    }
}

/// Ops the lowering has no pattern for, reported before anything changes.
fn reject_unsupported(ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
    let mut err = None;
    walk_all(body, &mut |b, op| {
        let name = ctx.str(b.op(op).name);
        let why = match name {
            "gpu.all_reduce" => match reduce_combiner(ctx, b, op) {
                Ok(_) => return,
                Err(why) => why,
            },
            "gpu.subgroup_reduce" => match subgroup_reduce_combiner(ctx, b, op) {
                Ok(_) => return,
                Err(why) => why,
            },
            "gpu.launch" | "gpu.launch_func" => "kernels cannot launch kernels",
            "gpu.global_id"
            | "gpu.cluster_id"
            | "gpu.cluster_dim"
            | "gpu.cluster_block_id"
            | "gpu.subgroup_id"
            | "gpu.num_subgroups"
            | "gpu.subgroup_size" => "this id is not supported yet",
            "gpu.alloc" | "gpu.dealloc" | "gpu.memcpy" | "gpu.memset" | "gpu.wait" => "host-side op in device code",
            m if m.starts_with("gpu.subgroup_mma_") => match super::wmma::unsupported(ctx, b, op) {
                Some(why) => why,
                None => return,
            },
            m if super::libdevice::has_function(m) => match super::libdevice::callee(ctx, b, op) {
                // LLVM lowers these itself when libdevice does not take them.
                Err(_) if m == "arith.remf" || NVPTX_MATH.contains(&&m[5..]) => return,
                Err(why) => why,
                Ok(_) => return,
            },
            m if m.starts_with("math.") && !NVPTX_MATH.contains(&&m[5..]) => {
                "NVPTX has no instruction for this math function and libdevice no function"
            }
            _ => return,
        };
        if err.is_none() {
            err = Some(Diagnostic::error(
                b.op(op).loc,
                format!("'{name}' op cannot be lowered by convert-gpu-to-nvvm: {why}"),
            ));
        }
    });
    err.map_or(Ok(()), Err)
}

/// The math ops NVPTX has instructions for, lowered to LLVM intrinsics
/// where libdevice does not take them (vectors, integers); the others need
/// libdevice's `__nv_*` functions (LLVM's NVPTX backend cannot select them).
const NVPTX_MATH: &[&str] = &[
    "absf",
    "absi",
    "sqrt",
    "rsqrt",
    "floor",
    "ceil",
    "trunc",
    "round",
    "roundeven",
    "copysign",
    "fma",
    "ctlz",
    "cttz",
    "ctpop",
];

/// Every op left must be in the llvm or nvvm dialect.
fn check_lowered(ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
    let mut err = None;
    walk_all(body, &mut |b, op| {
        let name = ctx.str(b.op(op).name);
        let ok = name.starts_with("llvm.") || name.starts_with("nvvm.") || name == "gpu.module_end";
        if !ok && err.is_none() {
            err = Some(Diagnostic::error(
                b.op(op).loc,
                format!("'{name}' op cannot be lowered to the llvm dialect in device code (pass convert-gpu-to-nvvm)"),
            ));
        }
    });
    err.map_or(Ok(()), Err)
}

/// Materialize the attributions of `gpu.func` `f` and turn it into the
/// `func.func` form `convert-func-to-llvm` lowers (its `gpu.return`s into
/// `func.return`s), marking kernels `nvvm.kernel`.
fn prepare_function(cx: &PassCx<'_>, module: &mut Body, f: OpId) -> Result<(), Diagnostic> {
    let ctx = cx.ctx;
    let loc = module.op(f).loc;
    let name = strata::opdef::ods::attr(ctx, module, f, "sym_name")
        .and_then(|a| ctx.as_string(a))
        .map(|s| String::from_utf8_lossy(s).into_owned())
        .ok_or_else(|| Diagnostic::error(loc, "gpu.func without a name"))?;
    let input_types = function_inputs(ctx, module, f);
    if let Some(&bad) = input_types.iter().find(|&&t| crate::to_llvm::func::expanded_types(ctx, t).is_none()) {
        let ty = strata::syntax::printer::type_to_string(ctx, bad);
        return Err(Diagnostic::error(
            loc,
            format!("'gpu.func' op: an argument of type {ty} cannot be passed to a kernel"),
        ));
    }
    let inputs = input_types.len();
    let (workgroup, _private) = strata::dialects::gpu::attribution_counts(ctx, module, f, inputs);
    let attributions: Vec<(Type, Option<Location>)> = {
        let inner = module.regions_body(f);
        let entry = module.op(f).regions.first().and_then(|&r| inner.region(r).blocks.first().copied());
        entry
            .map(|b| inner.block(b).args[inputs..].iter().map(|&a| (inner.value_type(a), inner.value(a).loc)).collect())
            .unwrap_or_default()
    };
    // Check every attribution before changing anything.
    for (i, &(ty, aloc)) in attributions.iter().enumerate() {
        if static_identity_shape(ctx, ty).is_none() || convert_type(ctx, ty).is_none() {
            let kind = if i < workgroup { "workgroup" } else { "private" };
            return Err(Diagnostic::error(
                aloc.unwrap_or(loc),
                format!("a {kind} attribution must be a memref of static shape with the identity layout"),
            ));
        }
    }
    let mut globals = Vec::new();
    for (i, &(ty, _)) in attributions[..workgroup].iter().enumerate() {
        let gname = format!("__wg_{name}_{i}");
        let Some((shape, el)) = static_identity_shape(ctx, ty) else { continue };
        let el = convert_type(ctx, el).unwrap_or(el);
        let arr = ctx.llvm_array_type(shape.iter().product::<i64>().max(0) as u64, el);
        let props = vec![
            ("sym_name", ctx.string_attr(&gname)),
            ("global_type", ctx.type_attr(arr)),
            ("linkage", llvm_attr(ctx, "linkage<internal>".into())),
            ("addr_space", ctx.int_attr(ctx.integer_type(32), 3)),
            // Aligned for vector accesses, which LLVM forms from neighbouring loads.
            ("alignment", ctx.int_attr(ctx.integer_type(64), 16)),
        ];
        crate::to_llvm::prepend_module_op(ctx, module, "llvm.mlir.global", props);
        globals.push(gname);
    }
    let is_kernel = strata::opdef::ods::attr(ctx, module, f, strata::dialects::gpu::KERNEL_ATTR).is_some();
    let mut inner = module.take_inner(f).unwrap_or_default();
    if let Some(&region) = inner.roots.first() {
        materialize_attributions(cx, &mut inner, region, inputs, &globals, loc);
        let mut rets = Vec::new();
        inner.walk_region(region, &mut |op| {
            if ctx.str(inner.op(op).name) == "gpu.return" {
                rets.push(op);
            }
        });
        for r in rets {
            inner.op_mut(r).name = ctx.ident("func.return");
        }
    }
    module.set_inner(f, Some(inner));
    // `gpu.kernel` stays, as upstream keeps it: launches are verified against it.
    let drop: [&str; 4] = ["workgroup_attributions", "workgroup_attrib_attrs", "private_attrib_attrs", "sym_name"];
    let keep = |entries: &[(Identifier, Attribute)]| -> Vec<(Identifier, Attribute)> {
        entries.iter().filter(|(n, _)| !drop.contains(&ctx.str(*n))).copied().collect()
    };
    let data = module.op(f);
    let mut attrs = keep(ctx.dict_entries(data.attributes));
    let mut props = data.properties.map(|p| keep(ctx.dict_entries(p))).unwrap_or_default();
    props.push((ctx.ident("sym_name"), ctx.string_attr(&name)));
    if is_kernel {
        attrs.push((ctx.ident("nvvm.kernel"), ctx.unit_attr()));
    }
    let op = module.op_mut(f);
    op.name = ctx.ident("func.func");
    op.attributes = ctx.dictionary(attrs);
    op.properties = Some(ctx.dictionary(props));
    Ok(())
}

fn function_inputs(ctx: &Context, body: &Body, f: OpId) -> Vec<Type> {
    match strata::opdef::ods::attr(ctx, body, f, "function_type").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => ctx.function_parts(*t).map(|(i, _)| i.to_vec()).unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// The shape and element type of a memref of static shape and identity layout.
pub(crate) fn static_identity_shape(ctx: &Context, ty: Type) -> Option<(Vec<i64>, Type)> {
    let TypeKind::MemRef { shape, element, .. } = ctx.type_kind(ty) else { return None };
    if shape.iter().any(|&d| d < 0) {
        return None;
    }
    let (strides, offset) = strides_and_offset(ctx, ty)?;
    let mut expect = 1;
    for (i, &s) in strides.iter().enumerate().rev() {
        if s != expect {
            return None;
        }
        expect *= shape[i];
    }
    (offset == 0).then(|| (shape.clone(), *element))
}

/// Replace the attribution arguments of the entry block by descriptors of
/// the workgroup globals and of private allocas.
fn materialize_attributions(
    cx: &PassCx<'_>,
    body: &mut Body,
    region: strata::ir::RegionId,
    inputs: usize,
    globals: &[String],
    loc: Location,
) {
    let ctx = cx.ctx;
    let Some(&entry) = body.region(region).blocks.first() else { return };
    let args = body.block(entry).args[inputs..].to_vec();
    let mut rw = Rewriter::new(ctx, cx.registry, body);
    rw.set_insertion_point_to_start(entry);
    let i64t = ctx.integer_type(64);
    for (i, &arg) in args.iter().enumerate() {
        let ty = rw.body.value_type(arg);
        let Some((shape, el)) = static_identity_shape(ctx, ty) else { continue };
        let space = match ctx.type_kind(ty) {
            TypeKind::MemRef { memory_space, .. } => crate::to_llvm::address_space(ctx, *memory_space).unwrap_or(0),
            _ => 0,
        };
        let ptr_ty = ctx.llvm_type(LlvmType::Ptr { address_space: space });
        let el = convert_type(ctx, el).unwrap_or(el);
        let count: i64 = shape.iter().product();
        let ptr = if let Some(g) = globals.get(i) {
            let a = raw_op(
                &mut rw,
                "llvm.mlir.addressof",
                loc,
                vec![],
                vec![ptr_ty],
                vec![("global_name", ctx.symbol_ref(g))],
            );
            rw.body.results(a)[0]
        } else {
            let n = const_int(&mut rw, loc, i64t, count);
            let generic = ctx.llvm_ptr_type();
            let a = raw_op(&mut rw, "llvm.alloca", loc, vec![n], vec![generic], vec![("elem_type", ctx.type_attr(el))]);
            let p = rw.body.results(a)[0];
            if space == 0 {
                p
            } else {
                let c = raw_op(&mut rw, "llvm.addrspacecast", loc, vec![p], vec![ptr_ty], vec![]);
                rw.body.results(c)[0]
            }
        };
        let mut fields = vec![ptr, ptr, const_int(&mut rw, loc, i64t, 0)];
        for &d in &shape {
            fields.push(const_int(&mut rw, loc, i64t, d));
        }
        let mut stride = 1;
        let mut strides = Vec::new();
        for &d in shape.iter().rev() {
            strides.push(stride);
            stride *= d;
        }
        for &s in strides.iter().rev() {
            fields.push(const_int(&mut rw, loc, i64t, s));
        }
        let desc = pack(&mut rw, loc, ty, &fields);
        let m = cast_op(&mut rw, desc, ty, loc);
        rw.replace_all_uses_with(arg, m);
    }
    for k in (inputs..inputs + args.len()).rev() {
        rw.body.erase_block_arg(entry, k);
    }
}

fn const_int(rw: &mut Rewriter<'_>, loc: Location, ty: Type, v: i64) -> ValueId {
    let ctx = rw.ctx;
    let op = raw_op(rw, "llvm.mlir.constant", loc, vec![], vec![ty], vec![("value", ctx.int_attr(ty, v))]);
    rw.body.results(op)[0]
}

const PATTERNS: &[ConversionPattern] = &[
    ConversionPattern { root: Some("gpu.thread_id"), apply: |rw, op, _| special_register(rw, op, "tid") },
    ConversionPattern { root: Some("gpu.block_id"), apply: |rw, op, _| special_register(rw, op, "ctaid") },
    ConversionPattern { root: Some("gpu.block_dim"), apply: |rw, op, _| special_register(rw, op, "ntid") },
    ConversionPattern { root: Some("gpu.grid_dim"), apply: |rw, op, _| special_register(rw, op, "nctaid") },
    ConversionPattern { root: Some("gpu.lane_id"), apply: |rw, op, _| special_register(rw, op, "laneid") },
    ConversionPattern { root: Some("gpu.barrier"), apply: barrier },
    ConversionPattern { root: Some("gpu.shuffle"), apply: shuffle },
    ConversionPattern { root: Some("gpu.printf"), apply: super::printf::lower },
    ConversionPattern { root: Some("gpu.subgroup_mma_load_matrix"), apply: super::wmma::load },
    ConversionPattern { root: Some("gpu.subgroup_mma_store_matrix"), apply: super::wmma::store },
    ConversionPattern { root: Some("gpu.subgroup_mma_compute"), apply: super::wmma::compute },
    ConversionPattern { root: Some("gpu.subgroup_mma_constant_matrix"), apply: super::wmma::constant },
    ConversionPattern { root: Some("gpu.subgroup_mma_elementwise"), apply: super::wmma::elementwise },
    // Not marked illegal: what libdevice does not take goes on to `lower-to-llvm`.
    ConversionPattern { root: None, apply: super::libdevice::lower },
];

/// The case word of a spaced dialect enum attribute (`dim x` → `x`).
pub(crate) fn enum_case(ctx: &Context, a: Option<Attribute>) -> Option<String> {
    match ctx.attr_kind(a?) {
        AttrKind::Opaque { data, .. } => data.split_whitespace().last().map(str::to_string),
        _ => None,
    }
}

/// `nvvm.read.ptx.sreg.<reg>.<dim> : i32`, sign-extended to `i64`.
fn special_register(rw: &mut ConversionRewriter<'_, '_>, op: OpId, reg: &str) -> bool {
    let ctx = rw.rw.ctx;
    let name = if reg == "laneid" {
        "nvvm.read.ptx.sreg.laneid".to_string()
    } else {
        let Some(dim) = enum_case(ctx, crate::to_llvm::get_attr(rw, op, "dimension")) else { return false };
        format!("nvvm.read.ptx.sreg.{reg}.{dim}")
    };
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let v = build1(rw, &name, loc, vec![], ctx.integer_type(32), vec![]);
    let ext = build1(rw, "llvm.sext", loc, vec![v], ctx.integer_type(64), vec![]);
    rw.replace_op(op, &[ext]);
    true
}

fn barrier(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    build(rw, "nvvm.barrier0", loc, vec![], vec![], vec![]);
    rw.replace_op(op, &[]);
    true
}

/// `gpu.shuffle` as upstream lowers it: the active mask covers the first
/// `width` lanes, and `nvvm.shfl.sync` returns the value and validity bit.
fn shuffle(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let [value, offset, width] = operands[..] else { return false };
    let kind = match enum_case(ctx, crate::to_llvm::get_attr(rw, op, "mode")).as_deref() {
        Some("xor") => "bfly",
        Some("up") => "up",
        Some("down") => "down",
        Some("idx") => "idx",
        _ => return false,
    };
    let loc = rw.rw.body.op(op).loc;
    let i32t = ctx.integer_type(32);
    let vty = rw.rw.body.value_type(value);
    rw.rw.set_insertion_point_before(op);
    let one = int_constant(rw, loc, i32t, 1);
    let minus_one = int_constant(rw, loc, i32t, -1);
    let thirty_two = int_constant(rw, loc, i32t, 32);
    let inactive = build1(rw, "llvm.sub", loc, vec![thirty_two, width], i32t, vec![]);
    let active_mask = build1(rw, "llvm.lshr", loc, vec![minus_one, inactive], i32t, vec![]);
    let clamp = if kind == "up" {
        build1(rw, "llvm.sub", loc, vec![thirty_two, width], i32t, vec![])
    } else {
        build1(rw, "llvm.sub", loc, vec![width, one], i32t, vec![])
    };
    let pair = ctx.llvm_struct_type(vec![vty, ctx.integer_type(1)]);
    let kind_attr =
        ctx.attr(AttrKind::Opaque { dialect: ctx.ident("nvvm"), data: format!("shfl_kind {kind}"), ty: None });
    let props = vec![("kind", kind_attr), ("return_value_and_is_valid", ctx.unit_attr())];
    let shfl = build1(rw, "nvvm.shfl.sync", loc, vec![active_mask, value, offset, clamp], pair, props);
    let pos = |p: i64| crate::to_llvm::descriptor::positions(ctx, &[p]);
    let res = build1(rw, "llvm.extractvalue", loc, vec![shfl], vty, vec![("position", pos(0))]);
    let valid = build1(rw, "llvm.extractvalue", loc, vec![shfl], ctx.integer_type(1), vec![("position", pos(1))]);
    rw.replace_op(op, &[res, valid]);
    true
}

/// The arith op combining two values of a `gpu.subgroup_reduce`, or why
/// it cannot be lowered.
fn subgroup_reduce_combiner(ctx: &Context, body: &Body, op: OpId) -> Result<&'static str, &'static str> {
    let ty = body.value_type(body.operands(op)[0]);
    let is_32_bit = match ctx.type_kind(ty) {
        TypeKind::Float(f) => f.bit_width() == 32,
        TypeKind::Integer { width, .. } => *width == 32,
        _ => false,
    };
    if !is_32_bit {
        return Err("only i32 and f32 subgroup reductions are supported yet");
    }
    reduce_combiner(ctx, body, op)
}

/// The arith op a gpu reduction (`op` attribute) combines two values with.
pub(crate) fn reduce_combiner(ctx: &Context, body: &Body, op: OpId) -> Result<&'static str, &'static str> {
    let ty = body.value_type(body.operands(op)[0]);
    let float = match ctx.type_kind(ty) {
        TypeKind::Float(_) => true,
        TypeKind::Integer { .. } => false,
        _ => return Err("only scalar integer and float reductions are supported yet"),
    };
    let kind = enum_case(ctx, strata::opdef::ods::attr(ctx, body, op, "op")).unwrap_or_default();
    Ok(match (kind.as_str(), float) {
        ("add", true) => "arith.addf",
        ("add", false) => "arith.addi",
        ("mul", true) => "arith.mulf",
        ("mul", false) => "arith.muli",
        ("minsi", false) => "arith.minsi",
        ("minui", false) => "arith.minui",
        ("maxsi", false) => "arith.maxsi",
        ("maxui", false) => "arith.maxui",
        ("minnumf", true) => "arith.minnumf",
        ("maxnumf", true) => "arith.maxnumf",
        ("minimumf", true) => "arith.minimumf",
        ("maximumf", true) => "arith.maximumf",
        ("and", false) => "arith.andi",
        ("or", false) => "arith.ori",
        ("xor", false) => "arith.xori",
        ("", _) => return Err("reductions with a body are not supported yet: name the operation (add, maxnumf...)"),
        _ => return Err("the reduction does not apply to the value's type"),
    })
}

/// Expand each `gpu.subgroup_reduce` in function `f` into a butterfly of
/// `gpu.shuffle xor`s over the 32 lanes of a warp (offsets 16 down to 1),
/// after which every lane holds the result, as upstream's shuffle
/// lowering does for a full subgroup.
fn expand_subgroup_reductions(cx: &PassCx<'_>, module: &mut Body, f: OpId) {
    let ctx = cx.ctx;
    let Some(mut inner) = module.take_inner(f) else { return };
    let mut reductions = Vec::new();
    for &r in &inner.roots {
        inner.walk_region(r, &mut |op| {
            if ctx.str(inner.op(op).name) == "gpu.subgroup_reduce" {
                reductions.push(op);
            }
        });
    }
    let i32t = ctx.integer_type(32);
    let mode = ctx.attr(AttrKind::Opaque { dialect: ctx.ident("gpu"), data: "shuffle_mode xor".into(), ty: None });
    for op in reductions {
        let Ok(combiner) = subgroup_reduce_combiner(ctx, &inner, op) else { continue };
        let loc = inner.op(op).loc;
        let mut value = inner.operands(op)[0];
        let result = inner.results(op)[0];
        let ty = inner.value_type(value);
        let mut rw = Rewriter::new(ctx, cx.registry, &mut inner);
        rw.set_insertion_point_before(op);
        let constant = |rw: &mut Rewriter<'_>, v: i64| {
            let c = raw_op(rw, "arith.constant", loc, vec![], vec![i32t], vec![("value", ctx.int_attr(i32t, v))]);
            rw.body.results(c)[0]
        };
        let width = constant(&mut rw, 32);
        for offset in [16, 8, 4, 2, 1] {
            let off = constant(&mut rw, offset);
            let shuffle = raw_op(
                &mut rw,
                "gpu.shuffle",
                loc,
                vec![value, off, width],
                vec![ty, ctx.integer_type(1)],
                vec![("mode", mode)],
            );
            let other = rw.body.results(shuffle)[0];
            let combined = raw_op(&mut rw, combiner, loc, vec![value, other], vec![ty], vec![]);
            value = rw.body.results(combined)[0];
        }
        rw.replace_all_uses_with(result, value);
        rw.erase_op(op);
    }
    module.set_inner(f, Some(inner));
}

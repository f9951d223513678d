//! Conversions to the llvm dialect: the type converter shared by all of
//! them (index → i64, memref → descriptor struct, n-D vector → arrays of
//! 1-D vectors) and helpers that build llvm ops.

pub mod arith;
pub mod cf;
pub mod descriptor;
pub mod func;
pub mod index;
pub mod math;
pub mod memref;
pub mod passes;
pub mod ub;
pub mod vector;

use strata::conversion::{ConversionRewriter, TypeConverter};
use strata::dialects::llvm::{LlvmType, LlvmTypes};
use strata::ir::{AttrKind, Attribute, Body, Context, Location, OpId, OperationState, Type, TypeKind, ValueId};

/// The llvm dialect type of a builtin type, or `None` when it has none.
pub fn convert_type(ctx: &Context, ty: Type) -> Option<Type> {
    Some(match ctx.type_kind(ty) {
        TypeKind::Index => ctx.integer_type(64),
        TypeKind::Integer { width, .. } => ctx.integer_type(*width),
        TypeKind::Float(_) => ty,
        TypeKind::Dialect(d) if d.downcast_ref::<LlvmType>().is_some() => ty,
        TypeKind::Vector { shape, scalable, element } => {
            let el = convert_type(ctx, *element)?;
            if shape.is_empty() {
                // A 0-D vector is a one-element vector.
                return Some(ctx.ty(TypeKind::Vector { shape: vec![1], scalable: vec![false], element: el }));
            }
            let last = shape.len() - 1;
            let mut t =
                ctx.ty(TypeKind::Vector { shape: vec![shape[last]], scalable: vec![scalable[last]], element: el });
            for &d in shape[..last].iter().rev() {
                t = ctx.llvm_array_type(u64::try_from(d).ok()?, t);
            }
            t
        }
        TypeKind::MemRef { shape, memory_space, .. } => {
            descriptor_type(ctx, shape.len(), address_space(ctx, *memory_space)?)
        }
        TypeKind::UnrankedMemRef { memory_space, .. } => {
            address_space(ctx, *memory_space)?;
            ctx.llvm_struct_type(vec![ctx.integer_type(64), ctx.llvm_ptr_type()])
        }
        TypeKind::Function { inputs, results } => {
            let params = inputs.iter().map(|&t| convert_type(ctx, t)).collect::<Option<Vec<_>>>()?;
            ctx.llvm_func_type(packed_result(ctx, results)?, params, false)
        }
        // `!gpu.mma_matrix`: the struct of its WMMA fragment.
        TypeKind::Dialect(_) => return crate::gpu::wmma::convert_mma_type(ctx, ty),
        _ => return None,
    })
}

/// The type converter of the to-llvm conversions.
pub fn type_converter() -> TypeConverter {
    let mut c = TypeConverter::new();
    c.add_conversion(|ctx, t| convert_type(ctx, t).map(|t| vec![t]));
    c
}

/// `!llvm.struct<(ptr, ptr, i64, array<r x i64>, array<r x i64>)>`, the
/// descriptor of a ranked memref (without the arrays for rank 0).
pub fn descriptor_type(ctx: &Context, rank: usize, addr_space: u32) -> Type {
    let ptr = ctx.llvm_type(LlvmType::Ptr { address_space: addr_space });
    let i64t = ctx.integer_type(64);
    let mut fields = vec![ptr, ptr, i64t];
    if rank > 0 {
        let arr = ctx.llvm_array_type(rank as u64, i64t);
        fields.push(arr);
        fields.push(arr);
    }
    ctx.llvm_struct_type(fields)
}

/// The LLVM address space of a memref memory space: an integer, none, or
/// a `#gpu.address_space` (NVPTX's numbering: global 1, workgroup 3,
/// private 5).
pub fn address_space(ctx: &Context, space: Option<Attribute>) -> Option<u32> {
    match space.map(|a| ctx.attr_kind(a)) {
        None => Some(0),
        Some(AttrKind::Integer { value, .. }) => u32::try_from(value).ok(),
        Some(AttrKind::Opaque { dialect, data, .. }) if ctx.str(*dialect) == "gpu" => {
            match data.strip_prefix("address_space<")?.strip_suffix('>')?.trim() {
                "global" => Some(1),
                "workgroup" => Some(3),
                "private" => Some(5),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The llvm result of a function with `results`: void, the one result, or
/// a struct of all of them.
pub fn packed_result(ctx: &Context, results: &[Type]) -> Option<Type> {
    let conv = results.iter().map(|&t| convert_type(ctx, t)).collect::<Option<Vec<_>>>()?;
    Some(match conv.len() {
        0 => ctx.llvm_void_type(),
        1 => conv[0],
        _ => ctx.llvm_struct_type(conv),
    })
}

/// Build an op at the rewriter's insertion point.
pub fn build(
    rw: &mut ConversionRewriter<'_, '_>,
    name: &str,
    loc: Location,
    operands: Vec<ValueId>,
    results: Vec<Type>,
    props: Vec<(&str, Attribute)>,
) -> OpId {
    let state = crate::util::op_state(rw.rw.ctx, name, loc, operands, results, props);
    rw.rw.create(state)
}

/// Build a one-result op and return the result.
pub fn build1(
    rw: &mut ConversionRewriter<'_, '_>,
    name: &str,
    loc: Location,
    operands: Vec<ValueId>,
    result: Type,
    props: Vec<(&str, Attribute)>,
) -> ValueId {
    let op = build(rw, name, loc, operands, vec![result], props);
    rw.rw.body.results(op)[0]
}

/// `llvm.call @callee(args)` returning `result` (none for void).
pub fn call(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    callee: &str,
    args: Vec<ValueId>,
    result: Option<Type>,
) -> Option<ValueId> {
    let ctx = rw.rw.ctx;
    let op = build(rw, "llvm.call", loc, args, result.into_iter().collect(), vec![("callee", ctx.symbol_ref(callee))]);
    rw.rw.body.results(op).first().copied()
}

/// `llvm.mlir.constant(value : ty) : ty` for an integer or a splat vector.
pub fn int_constant(rw: &mut ConversionRewriter<'_, '_>, loc: Location, ty: Type, value: i64) -> ValueId {
    let ctx = rw.rw.ctx;
    let attr = match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. } => ctx.attr(AttrKind::DenseElements {
            ty,
            splat: true,
            values: strata::ir::DenseValues::Int(vec![truncate(value, ctx.int_info(*element).map_or(64, |i| i.0))]),
        }),
        _ => ctx.int_attr(ty, value),
    };
    build1(rw, "llvm.mlir.constant", loc, vec![], ty, vec![("value", attr)])
}

fn truncate(v: i64, width: u32) -> u128 {
    let bits = v as i128 as u128;
    if width >= 128 {
        bits
    } else {
        bits & ((1u128 << width) - 1)
    }
}

/// Replace `op` by one new llvm op over `operands` with the converted result
/// type, copying the properties named in `keep` (renamed as given).
pub fn replace_one_to_one(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    operands: &[ValueId],
    name: &str,
    props: Vec<(&str, Attribute)>,
) -> bool {
    let body = &*rw.rw.body;
    let results: Option<Vec<Type>> = body.results(op).iter().map(|&r| rw.convert_type(body.value_type(r))).collect();
    let Some(results) = results else { return false };
    let loc = rw.rw.body.op(op).loc;
    let ctx = rw.rw.ctx;
    if results.iter().chain(operands.iter().map(|&v| &rw.rw.body.value(v).ty)).any(|&t| is_nd_array(ctx, t)) {
        // An n-D vector op is the op on each row (upstream's
        // `handleMultidimensionalVectors`); its one result is an array.
        let [result] = results[..] else { return false };
        if !is_nd_array(ctx, result) {
            return false;
        }
        rw.rw.set_insertion_point_before(op);
        let v = unroll_array(rw, loc, result, operands, &mut |rw, rows, row_ty| {
            build1(rw, name, loc, rows.to_vec(), row_ty, props.clone())
        });
        rw.replace_op(op, &[v]);
        return true;
    }
    rw.rw.set_insertion_point_before(op);
    let new = build(rw, name, loc, operands.to_vec(), results, props);
    let values = rw.rw.body.results(new).to_vec();
    rw.replace_op(op, &values);
    true
}

/// The positions of the rows of the array form `ty` of an n-D vector, in
/// row-major order, and the row type.
pub fn array_rows(ctx: &Context, mut ty: Type) -> (Vec<Vec<i64>>, Type) {
    let mut positions = vec![vec![]];
    while let Some(LlvmType::Array { len, element }) = ctx.llvm_kind(ty) {
        let n = *len as i64;
        positions = positions.into_iter().flat_map(|p| (0..n).map(move |i| [p.clone(), vec![i]].concat())).collect();
        ty = *element;
    }
    (positions, ty)
}

/// A value of the array type `result` whose row at each position is `f` of
/// the rows of `operands` there (operands that are not arrays are passed
/// whole).
pub fn unroll_array(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    result: Type,
    operands: &[ValueId],
    f: &mut dyn FnMut(&mut ConversionRewriter<'_, '_>, &[ValueId], Type) -> ValueId,
) -> ValueId {
    let ctx = rw.rw.ctx;
    let (positions, row_ty) = array_rows(ctx, result);
    let mut acc = descriptor::undef(rw, loc, result);
    for pos in positions {
        let mut rows = Vec::with_capacity(operands.len());
        for &v in operands {
            let ty = rw.rw.body.value_type(v);
            rows.push(if is_nd_array(ctx, ty) {
                let (_, t) = array_rows(ctx, ty);
                descriptor::extract_value(rw, loc, v, &pos, t)
            } else {
                v
            });
        }
        let r = f(rw, &rows, row_ty);
        acc = descriptor::insert_value(rw, loc, acc, r, &pos);
    }
    acc
}

/// Whether `ty` is the array form of an n-D vector (which elementwise ops
/// cannot take directly).
pub fn is_nd_array(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.llvm_kind(ty), Some(LlvmType::Array { element, .. }) if matches!(ctx.type_kind(*element), TypeKind::Vector { .. }) || ctx.llvm_kind(*element).is_some())
}

/// An attribute of `op` (property or discardable).
pub fn get_attr(rw: &ConversionRewriter<'_, '_>, op: OpId, name: &str) -> Option<Attribute> {
    strata::opdef::ods::attr(rw.rw.ctx, rw.rw.body, op, name)
}

/// `#llvm.<mnemonic><body>` as the llvm dialect spells its attributes.
pub fn llvm_attr(ctx: &Context, data: String) -> Attribute {
    ctx.attr(AttrKind::Opaque { dialect: ctx.ident("llvm"), data, ty: None })
}

/// The llvm `fastmathFlags` of an arith/math op's `fastmath` attribute.
pub fn fastmath(rw: &ConversionRewriter<'_, '_>, op: OpId) -> Vec<(&'static str, Attribute)> {
    let ctx = rw.rw.ctx;
    let Some(a) = get_attr(rw, op, "fastmath") else { return Vec::new() };
    match ctx.attr_kind(a) {
        AttrKind::Opaque { data, .. } => {
            let body = data.strip_prefix("fastmath").unwrap_or(data);
            if body.trim() == "<none>" {
                return Vec::new();
            }
            vec![("fastmathFlags", llvm_attr(ctx, format!("fastmath{body}")))]
        }
        _ => Vec::new(),
    }
}

/// The arena of a function declaration: one empty region.
pub fn declaration_body() -> Box<strata::ir::Body> {
    let mut body = Box::<strata::ir::Body>::default();
    let region = body.create_region();
    body.roots.push(region);
    body
}

/// Declare the external `llvm.func @name` of type `fty` at the start of
/// `module`, unless a symbol of that name exists.
pub fn declare_function(ctx: &Context, module: &mut Body, name: &str, fty: Type) {
    let Some(&region) = module.roots.first() else { return };
    let Some(&block) = module.region(region).blocks.first() else { return };
    let exists = module.block_ops(block).any(|op| {
        strata::opdef::ods::attr(ctx, module, op, "sym_name").and_then(|a| ctx.as_string(a)) == Some(name.as_bytes())
    });
    if exists {
        return;
    }
    let props = vec![
        ("function_type", ctx.type_attr(fty)),
        ("linkage", llvm_attr(ctx, "linkage<external>".into())),
        ("sym_name", ctx.string_attr(name)),
    ];
    prepend_module_op(ctx, module, "llvm.func", props);
}

/// Declare the external `llvm.func @name` of type `fty` right before the
/// module's op `anchor` (no check for an existing symbol).
pub fn declare_function_before(ctx: &Context, module: &mut Body, anchor: OpId, name: &str, fty: Type) {
    let props = vec![
        ("function_type", ctx.type_attr(fty)),
        ("linkage", llvm_attr(ctx, "linkage<external>".into())),
        ("sym_name", ctx.string_attr(name)),
    ];
    let op = module_op(ctx, module, "llvm.func", props);
    module.insert_op_before(anchor, op);
}

/// Create a symbol op `name` with `props` and one empty region (a function
/// declaration, a global) at the start of the module.
pub fn prepend_module_op(ctx: &Context, module: &mut Body, name: &str, props: Vec<(&str, Attribute)>) {
    let Some(&region) = module.roots.first() else { return };
    let Some(&block) = module.region(region).blocks.first() else { return };
    let op = module_op(ctx, module, name, props);
    match module.first_op(block) {
        Some(first) => module.insert_op_before(first, op),
        None => module.append_op(block, op),
    }
}

/// A detached symbol op `name` with `props` and one empty region.
fn module_op(ctx: &Context, module: &mut Body, name: &str, props: Vec<(&str, Attribute)>) -> OpId {
    let inner = declaration_body();
    let regions = inner.roots.clone();
    module.create_op(OperationState {
        name: ctx.ident(name),
        loc: ctx.unknown_loc(),
        operands: Vec::new(),
        result_types: Vec::new(),
        properties: Some(ctx.dictionary(props.into_iter().map(|(n, a)| (ctx.ident(n), a)).collect())),
        attributes: ctx.empty_dictionary(),
        successors: Vec::new(),
        regions,
        inner: Some(inner),
    })
}

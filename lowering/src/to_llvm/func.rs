//! `convert-func-to-llvm`: functions, calls and returns, with upstream's
//! calling convention for memrefs (a ranked memref argument is passed as its
//! descriptor's fields: allocated pointer, aligned pointer, offset, sizes,
//! strides; an unranked one as rank and pointer) and the C interface
//! (`_mlir_ciface_<name>`: memrefs passed by pointer to their descriptor, a
//! memref or multiple results returned through a first pointer argument).

use strata::conversion::{ConversionPattern, ConversionRewriter};
use strata::dialects::llvm::{LlvmType, LlvmTypes};
use strata::ir::{AttrKind, Attribute, Body, Context, Location, OpId, OperationState, Type, TypeKind, ValueId};
use strata::rewrite::Rewriter;

use super::{build, build1, convert_type, llvm_attr, packed_result};

pub const PATTERNS: &[ConversionPattern] = &[
    ConversionPattern { root: Some("func.func"), apply: |rw, op, _| function(rw, op, false) },
    ConversionPattern { root: Some("func.return"), apply: ret },
    ConversionPattern { root: Some("func.call"), apply: call },
];

/// [`PATTERNS`] with a C interface for every function (`emit-c-interface`).
pub const PATTERNS_C_INTERFACE: &[ConversionPattern] = &[
    ConversionPattern { root: Some("func.func"), apply: |rw, op, _| function(rw, op, true) },
    ConversionPattern { root: Some("func.return"), apply: ret },
    ConversionPattern { root: Some("func.call"), apply: call },
];

/// The attribute marking functions that get a C interface wrapper.
pub const C_INTERFACE: &str = "llvm.emit_c_interface";

/// The llvm types a value of `ty` is passed as.
pub fn expanded_types(ctx: &Context, ty: Type) -> Option<Vec<Type>> {
    let i64t = ctx.integer_type(64);
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, memory_space, .. } => {
            let ptr = ctx.llvm_type(LlvmType::Ptr { address_space: super::address_space(ctx, *memory_space)? });
            let mut v = vec![ptr, ptr, i64t];
            v.extend(std::iter::repeat(i64t).take(2 * shape.len()));
            Some(v)
        }
        TypeKind::UnrankedMemRef { .. } => Some(vec![i64t, ctx.llvm_ptr_type()]),
        _ => convert_type(ctx, ty).map(|t| vec![t]),
    }
}

/// The positions of a descriptor's fields in the order they are passed.
fn field_positions(ctx: &Context, ty: Type) -> Vec<Vec<i64>> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => {
            let r = shape.len() as i64;
            let mut v = vec![vec![0], vec![1], vec![2]];
            v.extend((0..r).map(|i| vec![3, i]));
            v.extend((0..r).map(|i| vec![4, i]));
            v
        }
        TypeKind::UnrankedMemRef { .. } => vec![vec![0], vec![1]],
        _ => vec![vec![]],
    }
}

fn is_memref(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
}

fn positions(ctx: &Context, pos: &[i64]) -> Attribute {
    ctx.attr(AttrKind::DenseArray {
        element: ctx.integer_type(64),
        values: pos.iter().map(|&p| p as u64 as u128).collect(),
    })
}

pub(crate) fn extract(rw: &mut Rewriter<'_>, loc: Location, agg: ValueId, pos: &[i64], ty: Type) -> ValueId {
    let ctx = rw.ctx;
    let op = raw_op(rw, "llvm.extractvalue", loc, vec![agg], vec![ty], vec![("position", positions(ctx, pos))]);
    rw.body.results(op)[0]
}

pub(crate) fn insert(rw: &mut Rewriter<'_>, loc: Location, agg: ValueId, v: ValueId, pos: &[i64]) -> ValueId {
    let ctx = rw.ctx;
    let ty = rw.body.value_type(agg);
    let op = raw_op(rw, "llvm.insertvalue", loc, vec![agg, v], vec![ty], vec![("position", positions(ctx, pos))]);
    rw.body.results(op)[0]
}

/// Build an op with a plain [`Rewriter`] (for new function bodies).
pub(crate) fn raw_op(
    rw: &mut Rewriter<'_>,
    name: &str,
    loc: Location,
    operands: Vec<ValueId>,
    results: Vec<Type>,
    props: Vec<(&str, Attribute)>,
) -> OpId {
    let state = crate::util::op_state(rw.ctx, name, loc, operands, results, props);
    rw.create(state)
}

/// Pack passed fields back into the value of `ty` (a descriptor struct).
pub(crate) fn pack(rw: &mut Rewriter<'_>, loc: Location, ty: Type, fields: &[ValueId]) -> ValueId {
    let ctx = rw.ctx;
    let Some(st) = convert_type(ctx, ty) else { return fields[0] };
    if !is_memref(ctx, ty) {
        return fields[0];
    }
    let undef = raw_op(rw, "llvm.mlir.undef", loc, vec![], vec![st], vec![]);
    let mut agg = rw.body.results(undef)[0];
    for (pos, &f) in field_positions(ctx, ty).iter().zip(fields) {
        agg = insert(rw, loc, agg, f, pos);
    }
    agg
}

/// The fields of a converted value `v` of original type `ty`.
pub(crate) fn explode(rw: &mut Rewriter<'_>, loc: Location, ty: Type, v: ValueId) -> Vec<ValueId> {
    let ctx = rw.ctx;
    if !is_memref(ctx, ty) {
        return vec![v];
    }
    let types = expanded_types(ctx, ty).unwrap_or_default();
    field_positions(ctx, ty).iter().zip(types).map(|(pos, t)| extract(rw, loc, v, pos, t)).collect()
}

fn function_type_of(ctx: &Context, body: &Body, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let a = strata::opdef::ods::attr(ctx, body, op, "function_type")?;
    let AttrKind::Type(t) = ctx.attr_kind(a) else { return None };
    let (i, r) = ctx.function_parts(*t)?;
    Some((i.to_vec(), r.to_vec()))
}

/// A function's name: a byte string.
fn sym_name(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<u8>> {
    let a = strata::opdef::ods::attr(ctx, body, op, "sym_name")?;
    ctx.as_string(a).map(<[u8]>::to_vec)
}

/// `_mlir_ciface_<name>`.
fn c_interface_name(name: &[u8]) -> Vec<u8> {
    [b"_mlir_ciface_".as_slice(), name].concat()
}

fn function(rw: &mut ConversionRewriter<'_, '_>, op: OpId, all_c_interface: bool) -> bool {
    let ctx = rw.rw.ctx;
    let Some((inputs, results)) = function_type_of(ctx, rw.rw.body, op) else { return false };
    let Some(name) = sym_name(ctx, rw.rw.body, op) else { return false };
    let Some(params) = inputs.iter().map(|&t| expanded_types(ctx, t)).collect::<Option<Vec<_>>>() else {
        return false;
    };
    let Some(result) = packed_result(ctx, &results) else { return false };
    let loc = rw.rw.body.op(op).loc;
    let fty = ctx.llvm_func_type(result, params.concat(), false);
    let mut inner = rw.rw.body.take_inner(op).unwrap_or_default();
    // The regions moved with the arena; the old op must not claim them.
    rw.rw.body.op_mut(op).regions.clear();
    if let Some(&region) = inner.roots.first() {
        convert_body(ctx, rw.rw.registry, &mut inner, region, &inputs);
    }
    // Discardable attributes carry over; func.func's own do not.
    let own = ["sym_name", "function_type", "arg_attrs", "res_attrs"];
    let data = rw.rw.body.op(op);
    let mut attrs: Vec<(strata::ir::Identifier, Attribute)> = ctx
        .dict_entries(data.attributes)
        .iter()
        .chain(data.properties.map_or(&[][..], |p| ctx.dict_entries(p)))
        .filter(|(n, _)| !own.contains(&ctx.str(*n)))
        .copied()
        .collect();
    attrs.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
    let is_decl = inner.roots.first().map_or(true, |&r| inner.region(r).blocks.is_empty());
    // `emit-c-interface` wraps the functions the module defines. A
    // declaration is called through `_mlir_ciface_` only when it says its
    // definition has that interface (`llvm.emit_c_interface`): otherwise
    // nothing would define the wrapper it calls.
    let marked = attrs.iter().any(|(n, _)| ctx.str(*n) == C_INTERFACE);
    let wants_c = marked || (all_c_interface && !is_decl);
    let props = vec![
        ("sym_name", ctx.string_attr_bytes(&name)),
        ("function_type", ctx.type_attr(fty)),
        ("linkage", llvm_attr(ctx, "linkage<external>".into())),
    ];
    rw.rw.set_insertion_point_before(op);
    let new = new_function(rw, loc, props, ctx.dictionary(attrs.clone()), inner);
    if wants_c {
        if is_decl {
            c_interface_caller(rw, new, &name, &inputs, &results, loc);
        } else {
            rw.rw.set_insertion_point_after(new);
            c_interface_wrapper(rw, &name, &inputs, &results, loc, ctx.dictionary(attrs));
        }
    }
    rw.replace_op(op, &[]);
    true
}

fn new_function(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    props: Vec<(&str, Attribute)>,
    attributes: Attribute,
    inner: Box<Body>,
) -> OpId {
    let ctx = rw.rw.ctx;
    let properties = ctx.dictionary(props.into_iter().map(|(n, a)| (ctx.ident(n), a)).collect());
    let regions = inner.roots.clone();
    rw.rw.create(OperationState {
        name: ctx.ident("llvm.func"),
        loc,
        operands: Vec::new(),
        result_types: Vec::new(),
        properties: Some(properties),
        attributes,
        successors: Vec::new(),
        regions,
        inner: Some(inner),
    })
}

/// Give the body's entry block the expanded arguments (packing memref
/// fields into descriptors) and every other block converted argument types.
fn convert_body(
    ctx: &Context,
    registry: &strata::opdef::Registry,
    body: &mut Body,
    region: strata::ir::RegionId,
    inputs: &[Type],
) {
    let blocks = body.region(region).blocks.clone();
    let mut rw = Rewriter::new(ctx, registry, body);
    let Some(&entry) = blocks.first() else { return };
    let old_args = rw.body.block(entry).args.clone();
    for (&old, &ty) in old_args.iter().zip(inputs) {
        let loc = rw.body.value(old).loc.unwrap_or_else(|| ctx.unknown_loc());
        let types = expanded_types(ctx, ty).unwrap_or_else(|| vec![ty]);
        let at = rw.body.block(entry).args.len();
        let fields: Vec<ValueId> =
            types.iter().enumerate().map(|(i, &t)| rw.body.insert_block_arg(entry, at + i, t, None)).collect();
        rw.set_insertion_point_to_start(entry);
        let packed = pack(&mut rw, loc, ty, &fields);
        bridge(&mut rw, old, packed, loc);
    }
    for k in (0..old_args.len()).rev() {
        rw.body.erase_block_arg(entry, k);
    }
    for &b in &blocks[1..] {
        for a in rw.body.block(b).args.clone() {
            let old_ty = rw.body.value_type(a);
            let Some(new_ty) = convert_type(ctx, old_ty) else { continue };
            if new_ty == old_ty {
                continue;
            }
            rw.body.set_value_type(a, new_ty);
            let users: Vec<_> = rw.body.uses(a).to_vec();
            if users.is_empty() {
                continue;
            }
            rw.set_insertion_point_to_start(b);
            let loc = rw.body.value(a).loc.unwrap_or_else(|| ctx.unknown_loc());
            let cast = cast_op(&mut rw, a, old_ty, loc);
            for u in users {
                rw.body.set_operand(u.op, u.index as usize, cast);
            }
        }
    }
}

/// Replace the uses of `old` by `new`, through a cast when types differ.
fn bridge(rw: &mut Rewriter<'_>, old: ValueId, new: ValueId, loc: Location) {
    let old_ty = rw.body.value_type(old);
    let v = if rw.body.value_type(new) == old_ty { new } else { cast_op(rw, new, old_ty, loc) };
    rw.replace_all_uses_with(old, v);
}

pub(crate) fn cast_op(rw: &mut Rewriter<'_>, v: ValueId, ty: Type, loc: Location) -> ValueId {
    let op = raw_op(rw, strata::conversion::CAST, loc, vec![v], vec![ty], vec![]);
    rw.body.results(op)[0]
}

fn ret(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let value = match operands.len() {
        0 => None,
        1 => Some(operands[0]),
        _ => {
            let types: Vec<Type> = operands.iter().map(|&v| rw.rw.body.value_type(v)).collect();
            let st = ctx.llvm_struct_type(types);
            let mut agg = build1(rw, "llvm.mlir.undef", loc, vec![], st, vec![]);
            for (i, &v) in operands.iter().enumerate() {
                agg = insert(&mut rw.rw, loc, agg, v, &[i as i64]);
            }
            Some(agg)
        }
    };
    build(rw, "llvm.return", loc, value.into_iter().collect(), vec![], vec![]);
    rw.replace_op(op, &[]);
    true
}

fn call(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let Some(callee) = strata::opdef::ods::attr(ctx, rw.rw.body, op, "callee") else { return false };
    let loc = rw.rw.body.op(op).loc;
    let orig: Vec<Type> = rw.rw.body.operands(op).iter().map(|&v| rw.rw.body.value_type(v)).collect();
    let results: Vec<Type> = rw.rw.body.results(op).iter().map(|&v| rw.rw.body.value_type(v)).collect();
    let Some(result) = packed_result(ctx, &results) else { return false };
    rw.rw.set_insertion_point_before(op);
    let mut args = Vec::new();
    for (&ty, &v) in orig.iter().zip(operands) {
        args.extend(explode(&mut rw.rw, loc, ty, v));
    }
    let void = matches!(ctx.llvm_kind(result), Some(LlvmType::Void));
    let call = build(rw, "llvm.call", loc, args, if void { vec![] } else { vec![result] }, vec![("callee", callee)]);
    let values: Vec<ValueId> = match results.len() {
        0 => Vec::new(),
        1 => rw.rw.body.results(call).to_vec(),
        _ => {
            let agg = rw.rw.body.results(call)[0];
            let conv: Vec<Type> = results.iter().filter_map(|&t| convert_type(ctx, t)).collect();
            conv.iter().enumerate().map(|(i, &t)| extract(&mut rw.rw, loc, agg, &[i as i64], t)).collect()
        }
    };
    rw.replace_op(op, &values);
    true
}

/// Whether results travel through a first pointer argument in the C interface.
fn result_by_pointer(ctx: &Context, results: &[Type]) -> bool {
    results.len() > 1 || results.first().is_some_and(|&t| is_memref(ctx, t))
}

/// `_mlir_ciface_<name>` calling the defined function `name`.
fn c_interface_wrapper(
    rw: &mut ConversionRewriter<'_, '_>,
    name: &[u8],
    inputs: &[Type],
    results: &[Type],
    loc: Location,
    attributes: Attribute,
) {
    let ctx = rw.rw.ctx;
    let ptr = ctx.llvm_ptr_type();
    let by_ptr = result_by_pointer(ctx, results);
    let mut params: Vec<Type> = Vec::new();
    if by_ptr {
        params.push(ptr);
    }
    params.extend(inputs.iter().map(|&t| if is_memref(ctx, t) { ptr } else { convert_type(ctx, t).unwrap_or(t) }));
    let Some(result) = packed_result(ctx, results) else { return };
    let wrapper_result = if by_ptr { ctx.llvm_void_type() } else { result };
    let mut body = Box::<Body>::default();
    let region = body.create_region();
    body.roots.push(region);
    let entry = body.create_block(region);
    let args: Vec<ValueId> = params.iter().map(|&t| body.add_block_arg(entry, t, None)).collect();
    {
        let mut w = Rewriter::new(ctx, rw.rw.registry, &mut body);
        w.set_insertion_point_to_end(entry);
        let mut call_args = Vec::new();
        let skip = usize::from(by_ptr);
        for (&ty, &a) in inputs.iter().zip(&args[skip..]) {
            if is_memref(ctx, ty) {
                let st = convert_type(ctx, ty).unwrap_or(ty);
                let l = raw_op(&mut w, "llvm.load", loc, vec![a], vec![st], vec![]);
                let d = w.body.results(l)[0];
                call_args.extend(explode(&mut w, loc, ty, d));
            } else {
                call_args.push(a);
            }
        }
        let void = results.is_empty();
        let callee = ctx.symbol_ref_bytes(name);
        let c = raw_op(
            &mut w,
            "llvm.call",
            loc,
            call_args,
            if void { vec![] } else { vec![result] },
            vec![("callee", callee)],
        );
        let ret_vals = if by_ptr {
            let r = w.body.results(c)[0];
            raw_op(&mut w, "llvm.store", loc, vec![r, args[0]], vec![], vec![]);
            vec![]
        } else {
            w.body.results(c).to_vec()
        };
        raw_op(&mut w, "llvm.return", loc, ret_vals, vec![], vec![]);
    }
    let fty = ctx.llvm_func_type(wrapper_result, params, false);
    let props = vec![
        ("sym_name", ctx.string_attr_bytes(&c_interface_name(name))),
        ("function_type", ctx.type_attr(fty)),
        ("linkage", llvm_attr(ctx, "linkage<external>".into())),
    ];
    new_function(rw, loc, props, attributes, body);
}

/// For an external declaration with a C interface: give `func` a body that
/// passes its memrefs by pointer to `_mlir_ciface_<name>`, declared next to it.
fn c_interface_caller(
    rw: &mut ConversionRewriter<'_, '_>,
    func: OpId,
    name: &[u8],
    inputs: &[Type],
    results: &[Type],
    loc: Location,
) {
    let ctx = rw.rw.ctx;
    let ptr = ctx.llvm_ptr_type();
    let by_ptr = result_by_pointer(ctx, results);
    let Some(result) = packed_result(ctx, results) else { return };
    let Some(expanded) = inputs.iter().map(|&t| expanded_types(ctx, t)).collect::<Option<Vec<_>>>() else { return };
    let mut c_params = Vec::new();
    if by_ptr {
        c_params.push(ptr);
    }
    c_params.extend(inputs.iter().map(|&t| if is_memref(ctx, t) { ptr } else { convert_type(ctx, t).unwrap_or(t) }));
    let mut body = Box::<Body>::default();
    let region = body.create_region();
    body.roots.push(region);
    let entry = body.create_block(region);
    let mut fields_of = Vec::new();
    for types in &expanded {
        fields_of.push(types.iter().map(|&t| body.add_block_arg(entry, t, None)).collect::<Vec<_>>());
    }
    {
        let mut w = Rewriter::new(ctx, rw.rw.registry, &mut body);
        w.set_insertion_point_to_end(entry);
        let mut call_args = Vec::new();
        let result_slot = by_ptr.then(|| {
            let one = const_i64(&mut w, loc, 1);
            let a =
                raw_op(&mut w, "llvm.alloca", loc, vec![one], vec![ptr], vec![("elem_type", ctx.type_attr(result))]);
            w.body.results(a)[0]
        });
        call_args.extend(result_slot);
        for (&ty, fields) in inputs.iter().zip(&fields_of) {
            if is_memref(ctx, ty) {
                let d = pack(&mut w, loc, ty, fields);
                let st = w.body.value_type(d);
                let one = const_i64(&mut w, loc, 1);
                let a =
                    raw_op(&mut w, "llvm.alloca", loc, vec![one], vec![ptr], vec![("elem_type", ctx.type_attr(st))]);
                let slot = w.body.results(a)[0];
                raw_op(&mut w, "llvm.store", loc, vec![d, slot], vec![], vec![]);
                call_args.push(slot);
            } else {
                call_args.push(fields[0]);
            }
        }
        let direct_result = !by_ptr && !results.is_empty();
        let callee = ctx.symbol_ref_bytes(&c_interface_name(name));
        let c = raw_op(
            &mut w,
            "llvm.call",
            loc,
            call_args,
            if direct_result { vec![result] } else { vec![] },
            vec![("callee", callee)],
        );
        let ret_vals = match result_slot {
            Some(slot) => {
                let l = raw_op(&mut w, "llvm.load", loc, vec![slot], vec![result], vec![]);
                w.body.results(l).to_vec()
            }
            None => w.body.results(c).to_vec(),
        };
        raw_op(&mut w, "llvm.return", loc, ret_vals, vec![], vec![]);
    }
    let c_result = if direct_result(by_ptr, results) { result } else { ctx.llvm_void_type() };
    rw.rw.body.set_inner(func, Some(body));
    let roots = rw.rw.body.regions_body(func).roots.clone();
    rw.rw.body.op_mut(func).regions = roots;
    let fty = ctx.llvm_func_type(c_result, c_params, false);
    let props = vec![
        ("sym_name", ctx.string_attr_bytes(&c_interface_name(name))),
        ("function_type", ctx.type_attr(fty)),
        ("linkage", llvm_attr(ctx, "linkage<external>".into())),
    ];
    rw.rw.set_insertion_point_after(func);
    let decl = super::declaration_body();
    new_function(rw, loc, props, ctx.empty_dictionary(), decl);
}

fn direct_result(by_ptr: bool, results: &[Type]) -> bool {
    !by_ptr && !results.is_empty()
}

fn const_i64(w: &mut Rewriter<'_>, loc: Location, v: i64) -> ValueId {
    let ctx = w.ctx;
    let i64t = ctx.integer_type(64);
    let op = raw_op(w, "llvm.mlir.constant", loc, vec![], vec![i64t], vec![("value", ctx.int_attr(i64t, v))]);
    w.body.results(op)[0]
}

//! The affine dialect: `affine.for`, `affine.parallel` and `affine.if` over
//! affine maps and integer sets, the index computations `affine.apply`,
//! `affine.min`, `affine.max` and `affine.delinearize_index`, and the memory
//! accesses (`affine.load`, `affine.store`, their vector forms,
//! `affine.prefetch`, `affine.dma_start`, `affine.dma_wait`), declared in
//! `ops.ods`. Their syntax writes map operands inside the map
//! (`affine.load %A[%i + 1, symbol(%n)]`) and is hand-written in `syntax.rs`
//! and `parallel.rs`; this module holds the verifiers and upstream's rules
//! for which values may be dimensions and symbols (`valid.rs`).

pub mod build;
mod canonicalize;
mod normalize;
mod operands;
mod parallel;
pub(crate) use parallel::groups_attr;
mod syntax;
mod valid;

use crate::ir::affine::{AffineMap, IntegerSet};
use crate::ir::{AttrKind, Attribute, Body, Context, OpId, Type, TypeKind, ValueId};
use crate::opdef::ods::constraints::{AttrClass, AttrConstraint, TypeConstraint};
use crate::opdef::ods::value_types as types;
use crate::opdef::ods::{attr, AttrName};
use crate::opdef::Registry;
use crate::verify::VerifyCx;
use canonicalize::*;
pub use canonicalize::{canonicalize_for, canonicalize_if, simplify_affine_op};
pub use canonicalize::{loop_bound, set_loop_bounds};
pub use normalize::{constant_trip_count, normalize_for, normalize_parallel, post_order, promote_if_single_iteration};
pub use operands::{
    canonicalize_map_and_operands, compose_affine_map_and_operands, fully_compose_affine_map_and_operands,
    value_map_difference, MapCx,
};
use parallel::*;
use syntax::*;
pub(crate) use valid::is_valid_symbol_value;
use valid::{affine_scope, is_valid_dim, is_valid_symbol};

include!(concat!(env!("OUT_DIR"), "/ods/affine.rs"));

pub fn register(r: &mut Registry) {
    crate::opdef::ods::register_all(r, OPS);
    r.add_materializer("affine", super::arith::materialize_constant);
}

// ---- constraints ----------------------------------------------------------------

pub static ANY_VECTOR_OF_NON_ZERO_RANK: TypeConstraint = TypeConstraint {
    desc: "vector of any type values",
    check: |c, t| matches!(c.type_kind(t), TypeKind::Vector { shape, .. } if !shape.is_empty()),
    build: None,
};

fn no_default(_: &Context, _: &str) -> Option<Attribute> {
    None
}

pub static I32_ELEMENTS_ATTR: AttrConstraint = AttrConstraint {
    desc: "32-bit signless integer elements attribute",
    class: AttrClass::Plain { check: |c, a| group_sizes(c, a).is_some(), ty: None },
    default: no_default,
};

pub static I64_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "64-bit integer array attribute",
    class: AttrClass::Plain { check: |c, a| i64_array(c, a).is_some(), ty: None },
    default: no_default,
};

pub static REDUCTION_ARRAY: AttrConstraint = AttrConstraint {
    desc: "Reduction ops",
    class: AttrClass::Plain {
        check: |c, a| match c.attr_kind(a) {
            AttrKind::Array(items) => items.iter().all(|&k| reduction_kind(c, k).is_some()),
            _ => false,
        },
        ty: None,
    },
    default: no_default,
};

pub static LOCALITY_HINT: AttrConstraint = AttrConstraint {
    desc: "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
    class: AttrClass::Plain {
        check: |c, a| {
            crate::opdef::ods::constraints::I32_ATTR.check(c, a)
                && matches!(c.attr_kind(a), AttrKind::Integer { value, .. } if (0..=3).contains(&i64::try_from(value).unwrap_or(-1)))
        },
        ty: Some(|c| c.integer_type(32)),
    },
    default: no_default,
};

/// `arith::AtomicRMWKind`, the reductions of `affine.parallel`, by value.
pub(crate) const REDUCTIONS: [&str; 15] = [
    "addf", "addi", "assign", "maximumf", "maxs", "maxu", "minimumf", "mins", "minu", "mulf", "muli", "ori", "andi",
    "maxnumf", "minnumf",
];

/// The reduction an `i64` attribute names.
fn reduction_kind(ctx: &Context, a: Attribute) -> Option<&'static str> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, value } if ctx.int_info(*ty).is_some_and(|(w, _)| w == 64) && !ctx.is_index(*ty) => {
            usize::try_from(value).ok().and_then(|i| REDUCTIONS.get(i).copied())
        }
        _ => None,
    }
}

/// The elements of an `i32` elements attribute (`dense<[1, 2]> : tensor<2xi32>`).
fn group_sizes(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    let AttrKind::DenseElements { ty, splat, values: crate::ir::DenseValues::Int(values) } = ctx.attr_kind(a) else {
        return None;
    };
    let (shape, element) = ctx.shaped_parts(*ty)?;
    if ctx.int_info(element) != Some((32, crate::ir::Signedness::Signless)) || ctx.is_index(element) {
        return None;
    }
    let count = shape.iter().product::<i64>().max(0) as usize;
    let values: Vec<i64> = values.iter().map(|&v| i64::from(v as u32 as i32)).collect();
    Some(if *splat { vec![values.first().copied().unwrap_or(0); count] } else { values })
}

/// The values of an array of `i64` integer attributes.
fn i64_array(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    let AttrKind::Array(items) = ctx.attr_kind(a) else { return None };
    items
        .iter()
        .map(|&i| match ctx.attr_kind(i) {
            AttrKind::Integer { ty, value }
                if ctx.int_info(*ty).is_some_and(|(w, _)| w == 64) && !ctx.is_index(*ty) =>
            {
                i64::try_from(value).ok()
            }
            _ => None,
        })
        .collect()
}

// ---- attribute access -------------------------------------------------------------

/// The affine map held by `op`'s attribute `name`.
pub fn affine_map(ctx: &Context, body: &Body, op: OpId, name: impl AttrName) -> Option<AffineMap> {
    affine_map_ref(ctx, body, op, name).cloned()
}

/// The affine map attribute `name` of `op`, as interned: for readers that
/// need no copy to change (the verifier and printer read one per op).
pub fn affine_map_ref<'c>(ctx: &'c Context, body: &Body, op: OpId, name: impl AttrName) -> Option<&'c AffineMap> {
    match ctx.attr_kind(attr(ctx, body, op, name)?) {
        AttrKind::AffineMap(m) => Some(m),
        _ => None,
    }
}

/// The integer set attribute `name` of `op`, as interned.
pub(super) fn integer_set_ref<'c>(
    ctx: &'c Context,
    body: &Body,
    op: OpId,
    name: impl AttrName,
) -> Option<&'c IntegerSet> {
    match ctx.attr_kind(attr(ctx, body, op, name)?) {
        AttrKind::IntegerSet(s) => Some(s),
        _ => None,
    }
}

fn integer_set(ctx: &Context, body: &Body, op: OpId, name: impl AttrName) -> Option<IntegerSet> {
    integer_set_ref(ctx, body, op, name).cloned()
}

/// The value of an integer attribute.
pub fn int_value(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
        _ => None,
    }
}

fn memref_element(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { element, .. } => Some(*element),
        _ => None,
    }
}

fn memref_rank(ctx: &Context, t: Type) -> Option<usize> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

// ---- verifiers --------------------------------------------------------------------

/// Upstream `verifyDimAndSymbolIdentifiers`: the first `num_dims` operands
/// are valid dimensions, the rest valid symbols. False after an error.
fn check_dims_and_symbols(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, operands: &[ValueId], num_dims: usize) -> bool {
    let scope = affine_scope(cx, body, op);
    for (i, &v) in operands.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim(cx.ctx, cx.registry, body, v, scope) {
                cx.op_error(body, op, "operand cannot be used as a dimension id");
                return false;
            }
        } else if !is_valid_symbol(cx.ctx, cx.registry, body, v, scope) {
            cx.op_error(body, op, "operand cannot be used as a symbol");
            return false;
        }
    }
    true
}

/// Every index is a valid dimension or symbol. False after an error.
fn check_indices(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, indices: &[ValueId], prefix: &str) -> bool {
    let scope = affine_scope(cx, body, op);
    for &v in indices {
        if !is_valid_dim(cx.ctx, cx.registry, body, v, scope) && !is_valid_symbol(cx.ctx, cx.registry, body, v, scope) {
            cx.op_error(body, op, format!("{prefix}index must be a valid dimension or symbol identifier"));
            return false;
        }
    }
    true
}

fn verify_apply(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let Some(map) = affine_map_ref(cx.ctx, body, op, crate::static_ident!(cx.ctx, "map")) else { return };
    if body.operands(op).len() != map.num_inputs() {
        cx.op_error(body, op, "operand count and affine map dimension and symbol count must match");
    } else if map.num_results() != 1 {
        cx.op_error(body, op, "mapping must produce one value");
    }
}

fn verify_min_max(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let Some(map) = affine_map_ref(cx.ctx, body, op, crate::static_ident!(cx.ctx, "map")) else { return };
    if body.operands(op).len() != map.num_inputs() {
        cx.op_error(body, op, "operand count and affine map dimension and symbol count must match");
    }
}

fn verify_delinearize_index(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let basis = body.operands(op).len() - 1;
    if basis == 0 {
        cx.op_error(body, op, "basis should not be empty");
    } else if body.results(op).len() != basis {
        cx.op_error(body, op, "should return an index for each basis element");
    }
}

/// Upstream `verifyMemoryOpIndexing`: the map matches the memref's rank
/// and the indices, which are valid dimensions or symbols.
fn check_memory_indexing(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, memref: ValueId, indices: &[ValueId]) -> bool {
    let ctx = cx.ctx;
    let Some(map) = affine_map_ref(ctx, body, op, crate::static_ident!(ctx, "map")) else { return false };
    if memref_rank(ctx, body.value_type(memref)) != Some(map.num_results()) {
        cx.op_error(body, op, "affine map num results must equal memref rank");
        return false;
    }
    if map.num_inputs() != indices.len() {
        cx.op_error(body, op, "expects as many subscripts as affine map inputs");
        return false;
    }
    check_indices(cx, body, op, indices, "")
}

fn verify_load(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let operands = body.operands(op);
    let element = memref_element(cx.ctx, body.value_type(operands[0]));
    if element != Some(body.value_type(body.results(op)[0])) {
        cx.op_error(body, op, "result type must match element type of memref");
        return;
    }
    check_memory_indexing(cx, body, op, operands[0], &operands[1..]);
}

fn verify_store(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let operands = body.operands(op);
    if memref_element(cx.ctx, body.value_type(operands[1])) != Some(body.value_type(operands[0])) {
        cx.op_error(body, op, "value to store must have the same type as memref element type");
        return;
    }
    check_memory_indexing(cx, body, op, operands[1], &operands[2..]);
}

/// The memref and the vector hold the same element type.
fn check_vector_elements(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, memref: ValueId, vector: Type) {
    let ctx = cx.ctx;
    if memref_element(ctx, body.value_type(memref)) != ctx.element_type(vector) {
        cx.op_error(body, op, "requires memref and vector types of the same elemental type");
    }
}

fn verify_vector_load(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let operands = body.operands(op);
    if check_memory_indexing(cx, body, op, operands[0], &operands[1..]) {
        check_vector_elements(cx, body, op, operands[0], body.value_type(body.results(op)[0]));
    }
}

fn verify_vector_store(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let operands = body.operands(op);
    if check_memory_indexing(cx, body, op, operands[1], &operands[2..]) {
        check_vector_elements(cx, body, op, operands[1], body.value_type(operands[0]));
    }
}

fn verify_prefetch(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let operands = body.operands(op);
    let Some(map) = affine_map_ref(ctx, body, op, crate::static_ident!(ctx, "map")) else { return };
    if memref_rank(ctx, body.value_type(operands[0])) != Some(map.num_results()) {
        cx.op_error(body, op, "affine.prefetch affine map num results must equal memref rank");
        return;
    }
    if map.num_inputs() + 1 != operands.len() {
        cx.op_error(body, op, "too few operands");
        return;
    }
    check_indices(cx, body, op, &operands[1..], "");
}

/// One memref of a DMA op: the memref, its map and the map's operands.
type DmaAccess<'b> = (ValueId, AffineMap, &'b [ValueId]);

/// The `(memref, map, indices)` groups of a DMA op's operands, in order;
/// `None` when a map is missing or the operands run out.
fn dma_groups<'b>(ctx: &Context, body: &'b Body, op: OpId, maps: &[&str]) -> Result<Vec<DmaAccess<'b>>, String> {
    let operands = body.operands(op);
    let mut at = 0;
    let mut out = Vec::new();
    for &name in maps {
        let map = affine_map(ctx, body, op, name).ok_or_else(|| format!("requires attribute '{name}'"))?;
        let end = at + 1 + map.num_inputs();
        if end > operands.len() {
            return Err("incorrect number of operands".into());
        }
        out.push((operands[at], map, &operands[at + 1..end]));
        at = end;
    }
    Ok(out)
}

fn verify_dma_start(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let groups = match dma_groups(cx.ctx, body, op, &["src_map", "dst_map", "tag_map"]) {
        Ok(g) => g,
        Err(msg) => return cx.op_error(body, op, msg),
    };
    let roles = ["source", "destination", "tag"];
    for ((memref, _, _), role) in groups.iter().zip(roles) {
        if memref_rank(cx.ctx, body.value_type(*memref)).is_none() {
            return cx.op_error(body, op, format!("expected DMA {role} to be of memref type"));
        }
    }
    let inputs: usize = groups.iter().map(|(_, m, _)| m.num_inputs()).sum();
    let n = body.operands(op).len();
    if n != inputs + 4 && n != inputs + 6 {
        return cx.op_error(body, op, "incorrect number of operands");
    }
    for ((_, _, indices), prefix) in groups.iter().zip(["src", "dst", "tag"]) {
        if indices.iter().any(|&v| !cx.ctx.is_index(body.value_type(v))) {
            return cx.op_error(body, op, format!("{prefix} index to dma_start must have 'index' type"));
        }
        if !check_indices(cx, body, op, indices, &format!("{prefix} ")) {
            return;
        }
    }
}

fn verify_dma_wait(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let groups = match dma_groups(cx.ctx, body, op, &["tag_map"]) {
        Ok(g) => g,
        Err(msg) => return cx.op_error(body, op, msg),
    };
    let (memref, _, indices) = &groups[0];
    if memref_rank(cx.ctx, body.value_type(*memref)).is_none() {
        return cx.op_error(body, op, "expected DMA tag to be of memref type");
    }
    if indices.iter().any(|&v| !cx.ctx.is_index(body.value_type(v))) {
        return cx.op_error(body, op, "index to dma_wait must have 'index' type");
    }
    check_indices(cx, body, op, indices, "");
}

fn verify_for(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let for_op = ForOp(op);
    let region = for_op.region(body);
    let Some(&entry) = body.region(region).blocks.first() else { return };
    let args = &body.block(entry).args;
    // Lower bound operands, upper bound operands, inits.
    let groups = ForOp::spec().operand_groups(ctx, body, op);
    let inits = groups[2];
    let results = body.results(op);
    if let Some(&iv) = args.first() {
        let yields = body
            .last_op(entry)
            .filter(|&t| ctx.str(body.op(t).name) == YieldOp::NAME)
            .map(|t| types(body, body.operands(t)))
            .unwrap_or_default();
        let loop_like =
            super::scf::loop_like(&types(body, inits), &types(body, &args[1..]), &yields, &types(body, results), |t| {
                cx.type_str(t)
            });
        if let Some(msg) = loop_like {
            return cx.op_error(body, op, msg);
        }
        if !ctx.is_index(body.value_type(iv)) {
            return cx.op_error(body, op, "expected body to have a single index argument for the induction variable");
        }
    } else {
        return cx.op_error(body, op, "expected body to have a single index argument for the induction variable");
    }
    let bounds = [
        (crate::static_ident!(ctx, "lowerBoundMap"), groups[0]),
        (crate::static_ident!(ctx, "upperBoundMap"), groups[1]),
    ];
    for (name, operands) in bounds {
        let Some(map) = affine_map_ref(ctx, body, op, name) else { return };
        if map.num_inputs() > 0 && !check_dims_and_symbols(cx, body, op, operands, map.num_dims) {
            return;
        }
    }
    if results.is_empty() {
        return;
    }
    if inits.len() != results.len() {
        cx.op_error(body, op, "mismatch between the number of loop-carried values and results");
    } else if args.len() - 1 != results.len() {
        cx.op_error(body, op, "mismatch between the number of basic block args and results");
    }
}

fn verify_if(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let Some(set) = integer_set_ref(cx.ctx, body, op, crate::static_ident!(cx.ctx, "condition")) else {
        return cx.op_error(body, op, "requires an integer set attribute named 'condition'");
    };
    let operands = body.operands(op);
    if operands.len() != set.num_inputs() {
        return cx.op_error(body, op, "operand count and condition integer set dimension and symbol count must match");
    }
    if !check_dims_and_symbols(cx, body, op, operands, set.num_dims) {
        return;
    }
    let results = body.results(op).len();
    let else_region = body.op(op).regions[1];
    if results > 0 && body.region(else_region).blocks.is_empty() {
        let msg = format!(
            " region control flow edge from parent operands to parent results: source has 0 operands, but target successor needs {results}"
        );
        cx.op_error(body, op, msg);
    }
}

fn verify_yield(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let parent = body.parent_of_op(op).filter(|&p| {
        let name = ctx.str(body.op(p).name);
        [ForOp::NAME, IfOp::NAME, ParallelOp::NAME].contains(&name)
    });
    let Some(parent) = parent else {
        return cx.op_error(body, op, "only terminates affine.if/for/parallel regions");
    };
    let results = types(body, body.results(parent));
    let operands = types(body, body.operands(op));
    if results.len() != operands.len() {
        cx.op_error(body, op, "parent of yield must have same number of results as the yield operands");
    } else if results != operands {
        cx.op_error(body, op, "types mismatch between yield op and its parent");
    }
}

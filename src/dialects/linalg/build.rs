//! Building `linalg.generic` ops: the state of a generic from its operands,
//! maps and iterator types (what the rewrites of the linalg transforms
//! create), and the tensor-semantics query they match on.

use crate::ir::affine::AffineMap;
use crate::ir::{
    AttrKind, Attribute, Body, Context, Identifier, Location, OpId, OperationState, RegionId, Type, TypeKind, ValueId,
};

/// What a new `linalg.generic` is made of (its payload region aside).
pub struct GenericParts {
    pub inputs: Vec<ValueId>,
    pub inits: Vec<ValueId>,
    pub result_types: Vec<Type>,
    /// One map per input, then per init.
    pub maps: Vec<AffineMap>,
    /// The `iterator_types` array attribute.
    pub iterator_types: Attribute,
    /// Inherent attributes besides the maps, iterators and segment sizes
    /// (`doc`, `library_call`).
    pub inherent: Vec<(Identifier, Attribute)>,
    /// The discardable attributes (a dictionary).
    pub attributes: Attribute,
}

/// The state of a `linalg.generic` made of `parts`, with `region` as its
/// payload.
pub fn generic_state(ctx: &Context, loc: Location, parts: GenericParts, region: RegionId) -> OperationState {
    let maps = parts.maps.into_iter().map(|m| ctx.attr(AttrKind::AffineMap(m))).collect();
    let segments = crate::opdef::ods::segment_sizes(ctx, &[parts.inputs.len(), parts.inits.len()]);
    let mut props = vec![
        (ctx.ident("indexing_maps"), ctx.attr(AttrKind::Array(maps))),
        (ctx.ident("iterator_types"), parts.iterator_types),
        (ctx.ident("operandSegmentSizes"), segments),
    ];
    props.extend(parts.inherent);
    let props = ctx.dictionary(props);
    OperationState {
        name: ctx.ident("linalg.generic"),
        loc,
        operands: parts.inputs.into_iter().chain(parts.inits).collect(),
        result_types: parts.result_types,
        properties: Some(props),
        attributes: parts.attributes,
        successors: vec![],
        regions: vec![region],
        inner: None,
    }
}

/// The state of a `linalg.fill` of `value` into `init`: with the init's
/// type as its result when that is a tensor.
pub fn fill_state(ctx: &Context, body: &mut Body, loc: Location, value: ValueId, init: ValueId) -> OperationState {
    let def = super::named::named_op("linalg.fill").expect("linalg.fill is in the named-op table");
    let init_ty = body.value_type(init);
    let elem = ctx.shaped_parts(init_ty).map_or(body.value_type(value), |(_, e)| e);
    let region = body.create_region();
    let cx = super::region::PayloadCx { ctx, fns: Vec::new(), out_ty: elem };
    super::region::build_payload(&cx, body, region, def, &[body.value_type(value), elem])
        .expect("the fill payload builds for any element type");
    let results = if matches!(ctx.type_kind(init_ty), TypeKind::RankedTensor { .. }) { vec![init_ty] } else { vec![] };
    let mut state = OperationState::new(ctx, "linalg.fill", loc, vec![value, init], results);
    let segments = crate::opdef::ods::segment_sizes(ctx, &[1, 1]);
    state.properties = Some(ctx.dictionary(vec![(ctx.ident("operandSegmentSizes"), segments)]));
    state.regions = vec![region];
    state
}

/// The state of the named op `name` (`linalg.matmul`) with its default
/// function attributes (no index attributes given: their defaults), from
/// `inputs` into `inits`: its result types are the tensor inits' types,
/// its maps memoized as the parser records them. None for a name that is
/// not a named op or types its payload cannot be built for.
pub fn named_state(
    ctx: &Context,
    body: &mut Body,
    loc: Location,
    name: &str,
    inputs: &[ValueId],
    inits: &[ValueId],
) -> Option<OperationState> {
    let def = super::named::named_op(name)?;
    let operands: Vec<ValueId> = inputs.iter().chain(inits).copied().collect();
    let elem: Vec<Type> =
        operands.iter().map(|&v| ctx.element_type(body.value_type(v)).unwrap_or(body.value_type(v))).collect();
    let fns = def.fn_attrs.iter().map(|f| (f.name.as_str(), f.default.clone())).collect();
    let cx = super::region::PayloadCx { ctx, fns, out_ty: *elem.last()? };
    let region = body.create_region();
    if super::region::build_payload(&cx, body, region, def, &elem).is_err() {
        body.drop_region_contents(region);
        return None;
    }
    let results = inits
        .iter()
        .map(|&v| body.value_type(v))
        .filter(|&t| matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. }))
        .collect();
    let mut state = OperationState::new(ctx, name, loc, operands, results);
    let segments = crate::opdef::ods::segment_sizes(ctx, &[inputs.len(), inits.len()]);
    state.properties = Some(ctx.dictionary(vec![(ctx.ident("operandSegmentSizes"), segments)]));
    if !def.polymorphic {
        let defaults: Vec<Vec<i64>> = def.index_attrs.iter().map(|a| a.default.clone()).collect();
        let maps = def.indexing_maps(&[], &defaults).into_iter().map(|m| ctx.attr(AttrKind::AffineMap(m))).collect();
        state.attributes =
            ctx.dictionary(vec![(ctx.ident("linalg.memoized_indexing_maps"), ctx.attr(AttrKind::Array(maps)))]);
    }
    state.regions = vec![region];
    Some(state)
}

/// The state of a `linalg.index` of loop `dim`.
pub fn index_state(ctx: &Context, loc: Location, dim: i64) -> OperationState {
    let mut st = OperationState::new(ctx, "linalg.index", loc, vec![], vec![ctx.index_type()]);
    st.properties = Some(ctx.dictionary(vec![(ctx.ident("dim"), ctx.int_attr(ctx.integer_type(64), dim))]));
    st
}

/// Whether every operand of `op` is a ranked tensor or not a tensor or
/// memref at all (upstream `hasPureTensorSemantics`).
pub fn has_pure_tensor_semantics(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.operands(op).iter().all(|&v| {
        !matches!(
            ctx.type_kind(body.value_type(v)),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } | TypeKind::UnrankedTensor { .. }
        )
    })
}

/// Whether `op` is a `linalg.generic`.
pub fn is_generic(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.str(body.op(op).name) == "linalg.generic"
}

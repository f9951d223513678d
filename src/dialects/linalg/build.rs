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

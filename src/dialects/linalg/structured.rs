//! The structured-op model (upstream's `LinalgOp` interface) for every
//! structured op, `linalg.generic` or named: its DPS inputs and inits, its
//! indexing maps and iterator types, its payload block and the loop ranges
//! the maps give the operand shapes. Passes (generalization, lowering to
//! loops, bufferization) read ops through this view only.

use super::named::{named_op, IteratorType, NamedOp};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, Attribute, BlockId, Body, Context, OpId, TypeKind, ValueId, DYNAMIC};
use crate::opdef::ods::constraints::i64_values;
use crate::opdef::ods::{attr, i32_array};
use crate::opdef::Traits;

/// Which structured op: the ones with maps of their own making.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    Generic,
    /// A named op of the table.
    Named,
    Map,
    Reduce,
    Transpose,
    Broadcast,
}

/// A structured op: `linalg.generic`, a named op of the table, or
/// `linalg.map`/`reduce`/`transpose`/`broadcast`.
#[derive(Copy, Clone, Debug)]
pub struct StructuredOp {
    pub op: OpId,
    pub kind: Kind,
    /// The op's table entry; `None` unless `kind` is `Named`.
    pub named: Option<&'static NamedOp>,
}

impl StructuredOp {
    /// The view of `op`, if it is a structured op.
    pub fn get(ctx: &Context, body: &Body, op: OpId) -> Option<Self> {
        let name = ctx.str(body.op(op).name);
        let kind = match name {
            "linalg.generic" => Kind::Generic,
            "linalg.map" => Kind::Map,
            "linalg.reduce" => Kind::Reduce,
            "linalg.transpose" => Kind::Transpose,
            "linalg.broadcast" => Kind::Broadcast,
            _ => return named_op(name).map(|n| StructuredOp { op, kind: Kind::Named, named: Some(n) }),
        };
        Some(StructuredOp { op, kind, named: None })
    }

    /// How many of the operands are DPS inputs (the rest are inits).
    pub fn num_inputs(&self, ctx: &Context, body: &Body) -> usize {
        let n = body.operands(self.op).len();
        let sizes = attr(ctx, body, self.op, "operandSegmentSizes").and_then(|a| i32_array(ctx, a));
        match (sizes.as_deref(), self.kind) {
            (Some([ins, _]), _) => (*ins as usize).min(n),
            (_, Kind::Map) => n.saturating_sub(1),
            // Inputs and inits come in equal numbers.
            (_, Kind::Reduce) => n / 2,
            (_, Kind::Transpose | Kind::Broadcast) => n.min(1),
            _ => self.named.map_or(n, |d| d.num_inputs().min(n)),
        }
    }

    /// How many operands have a payload argument: `linalg.map`'s payload
    /// takes its inputs only.
    pub fn num_payload_args(&self, ctx: &Context, body: &Body) -> usize {
        match self.kind {
            Kind::Map => self.num_inputs(ctx, body),
            _ => body.operands(self.op).len(),
        }
    }

    /// The values of the `dimensions` or `permutation` property.
    fn dims_attr(&self, ctx: &Context, body: &Body) -> Vec<usize> {
        let name = if self.kind == Kind::Transpose { "permutation" } else { "dimensions" };
        let values = attr(ctx, body, self.op, name).and_then(|a| i64_values(ctx, a)).unwrap_or_default();
        values.into_iter().map(|v| usize::try_from(v).unwrap_or(usize::MAX)).collect()
    }

    /// Upstream's `getIndexingMaps` of map, reduce, transpose and broadcast.
    fn own_indexing_maps(&self, ctx: &Context, body: &Body) -> Vec<AffineMap> {
        let ranks = self.ranks(ctx, body);
        let init_rank = ranks.last().copied().unwrap_or(0);
        let dims = self.dims_attr(ctx, body);
        let dropping = |rank: usize| {
            AffineMap::new(rank, 0, (0..rank).filter(|d| !dims.contains(d)).map(AffineExpr::dim).collect())
        };
        match self.kind {
            Kind::Map => vec![AffineMap::identity(init_rank); ranks.len()],
            Kind::Reduce => {
                let rank = ranks.first().copied().unwrap_or(0);
                let n = self.num_inputs(ctx, body);
                (0..ranks.len()).map(|i| if i < n { AffineMap::identity(rank) } else { dropping(rank) }).collect()
            }
            Kind::Transpose => {
                // The loops run over the init's dimensions: input dimension
                // `permutation[i]` is loop `i`.
                let mut results: Vec<AffineExpr> = (0..dims.len()).map(AffineExpr::dim).collect();
                for (i, &d) in dims.iter().enumerate() {
                    if let Some(r) = results.get_mut(d) {
                        *r = AffineExpr::dim(i);
                    }
                }
                vec![AffineMap::new(dims.len(), 0, results), AffineMap::identity(init_rank)]
            }
            _ => vec![dropping(init_rank), AffineMap::identity(init_rank)],
        }
    }

    pub fn inputs<'b>(&self, ctx: &Context, body: &'b Body) -> &'b [ValueId] {
        &body.operands(self.op)[..self.num_inputs(ctx, body)]
    }

    pub fn inits<'b>(&self, ctx: &Context, body: &'b Body) -> &'b [ValueId] {
        &body.operands(self.op)[self.num_inputs(ctx, body)..]
    }

    /// Operand ranks (0 for scalars).
    pub fn ranks(&self, ctx: &Context, body: &Body) -> Vec<usize> {
        body.operands(self.op)
            .iter()
            .map(|&v| ctx.shaped_parts(body.value_type(v)).map_or(0, |(s, _)| s.len()))
            .collect()
    }

    /// Static shapes of the operands (scalars have none).
    pub fn shapes(&self, ctx: &Context, body: &Body) -> Vec<Vec<i64>> {
        let shape = |v| ctx.shaped_parts(body.value_type(v)).map_or(vec![], |(s, _)| s.to_vec());
        body.operands(self.op).iter().map(|&v| shape(v)).collect()
    }

    /// One indexing map per operand.
    pub fn indexing_maps(&self, ctx: &Context, body: &Body) -> Vec<AffineMap> {
        if !matches!(self.kind, Kind::Generic | Kind::Named) {
            return self.own_indexing_maps(ctx, body);
        }
        let Some(named) = self.named else {
            let maps = attr(ctx, body, self.op, "indexing_maps");
            return match maps.map(|a| ctx.attr_kind(a)) {
                Some(AttrKind::Array(items)) => items
                    .iter()
                    .filter_map(|&m| match ctx.attr_kind(m) {
                        AttrKind::AffineMap(m) => Some(m.clone()),
                        _ => None,
                    })
                    .collect(),
                _ => vec![],
            };
        };
        let values: Vec<Vec<i64>> = named
            .index_attrs
            .iter()
            .map(|a| {
                attr(ctx, body, self.op, a.name.as_str())
                    .and_then(|v| i64_elements(ctx, v))
                    .unwrap_or(a.default.clone())
            })
            .collect();
        named.indexing_maps(&self.ranks(ctx, body), &values)
    }

    pub fn iterator_types(&self, ctx: &Context, body: &Body) -> Vec<IteratorType> {
        if let Some(named) = self.named {
            return named.iterator_types(self.ranks(ctx, body).last().copied().unwrap_or(0));
        }
        match self.kind {
            Kind::Map | Kind::Transpose | Kind::Broadcast => {
                return vec![IteratorType::Parallel; self.ranks(ctx, body).last().copied().unwrap_or(0)];
            }
            Kind::Reduce => {
                let dims = self.dims_attr(ctx, body);
                let rank = self.ranks(ctx, body).first().copied().unwrap_or(0);
                let kind = |d| if dims.contains(&d) { IteratorType::Reduction } else { IteratorType::Parallel };
                return (0..rank).map(kind).collect();
            }
            _ => {}
        }
        match attr(ctx, body, self.op, "iterator_types").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items.iter().filter_map(|&a| iterator_type_of(ctx, a)).collect(),
            _ => vec![],
        }
    }

    /// The payload block (entry block of the op's region).
    pub fn payload(&self, body: &Body) -> Option<BlockId> {
        let r = *body.op(self.op).regions.first()?;
        body.region(r).blocks.first().copied()
    }

    /// Whether the payload reads operand `i`'s value (its block argument has uses).
    pub fn payload_uses_operand(&self, body: &Body, i: usize) -> bool {
        self.payload(body).and_then(|b| body.block(b).args.get(i).copied()).is_some_and(|a| !body.uses(a).is_empty())
    }

    /// Static loop ranges: for each loop, the size of the first operand
    /// dimension its map indexes with that loop alone (`DYNAMIC` when none
    /// is static).
    pub fn static_loop_ranges(&self, ctx: &Context, body: &Body) -> Vec<i64> {
        let maps = self.indexing_maps(ctx, body);
        let loops = maps.first().map_or(0, AffineMap::num_inputs);
        let mut ranges = vec![DYNAMIC; loops];
        for (map, shape) in maps.iter().zip(self.shapes(ctx, body)) {
            for (e, &size) in map.results.iter().zip(&shape) {
                if let Some(d) = e.as_dim() {
                    if d < loops && ranges[d] == DYNAMIC {
                        ranges[d] = size;
                    }
                }
            }
        }
        ranges
    }
}

/// Memory effects of a structured op (upstream's `getGenericEffectsImpl`):
/// it reads its memref inputs and the memref inits its payload uses, and
/// writes its memref inits; on tensors it has none (its payload's effects
/// are not its own).
pub fn effects(ctx: &Context, body: &Body, op: OpId) -> Traits {
    let Some(s) = StructuredOp::get(ctx, body, op) else { return Traits::NONE };
    let is_memref = |v: ValueId| matches!(ctx.type_kind(body.value_type(v)), TypeKind::MemRef { .. });
    let num_inputs = s.num_inputs(ctx, body);
    let mut traits = Traits::NONE;
    for (i, _) in body.operands(op).iter().enumerate().filter(|&(_, &v)| is_memref(v)) {
        if i < num_inputs || s.payload_uses_operand(body, i) {
            traits = traits | Traits::MEM_READ;
        }
        if i >= num_inputs {
            traits = traits | Traits::MEM_WRITE;
        }
    }
    traits
}

/// The values of a `dense<...>` integer attribute (the index attributes
/// `strides` and `dilations`); `None` for other attributes and for more
/// values than any op takes (a splat of a huge declared shape is not
/// expanded: the verifier rejects its shape).
pub fn i64_elements(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    const MAX: usize = 1 << 16;
    let (count, values) = ctx.dense_int_prefix(a, MAX)?;
    (count <= MAX as u64).then(|| values.into_iter().map(|x| x as u64 as i64).collect())
}

/// The iterator type of a `#linalg.iterator_type<...>` attribute.
pub fn iterator_type_of(ctx: &Context, a: Attribute) -> Option<IteratorType> {
    IteratorType::from_keyword(super::keyword_of(ctx, a, "iterator_type")?)
}

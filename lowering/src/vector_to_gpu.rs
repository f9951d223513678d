//! `convert-vector-to-gpu` (upstream's `ConvertVectorToGPU`, without
//! `use-nvgpu`): the contractions that map onto warp-synchronous matrix
//! ops become `gpu.subgroup_mma_*` ops, as upstream's
//! `convertVectorToMMAOps` does. The pass first folds and removes dead ops
//! (upstream's greedy run of its preparation patterns), then, for each
//! `vector.contract` of the canonical matmul form (`(m, k)`, `(k, n)`,
//! `(m, n)` maps, `add`) whose operands are in-bounds 2-D
//! `vector.transfer_read`s of memrefs with a unit innermost stride (the
//! accumulator possibly a splat `arith.constant`) and whose uses are such
//! `vector.transfer_write`s, it creates in program order:
//! `gpu.subgroup_mma_load_matrix` before each read (`transpose` for a
//! `(d1, d0)` map, the memref's row stride as the leading dimension),
//! `gpu.subgroup_mma_constant_matrix` for the constant,
//! `gpu.subgroup_mma_compute` before the contraction and
//! `gpu.subgroup_mma_store_matrix` in place of each write. Like upstream, it
//! leaves the reads and the contraction in place (dead code for a later
//! canonicalization) and erases the writes.
//!
//! A contraction with B as `(n, k)` is first put in the canonical form with
//! B's read transposed (upstream's preparation patterns, where B is a read
//! only the contraction uses). Not yet: the other layouts upstream
//! transposes into the canonical form, elementwise ops, broadcasts and
//! `scf.for` loops carrying the matrices; such contractions stay as they
//! are.

use strata::dialects::gpu::{MmaMatrixType, MmaOperand};
use strata::ir::affine::{AffineExpr, AffineMap};
use strata::ir::{AttrKind, Attribute, BlockId, Body, Context, OpId, Type, TypeKind, ValueId};
use strata::pass::registry::PassOptions;
use strata::pass::{Pass, PassCx, Target};
use strata::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use strata::syntax::diag::Diagnostic;

use crate::util::op_state;

pub(crate) fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    if opts.get("use-nvgpu").is_some_and(|v| v == "true" || v == "1") {
        return Err("convert-vector-to-gpu: 'use-nvgpu' is not supported yet (no nvgpu dialect)".into());
    }
    Ok(Box::new(ConvertVectorToGpu))
}

struct ConvertVectorToGpu;

impl Pass for ConvertVectorToGpu {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let ctx = cx.ctx;
        apply_pattern_set_greedily(
            ctx,
            cx.registry,
            Some(target.name),
            &mut target.body,
            &GreedyConfig::default(),
            &|_, _| false,
        );
        prepare_all(ctx, &mut target.body);
        convert_all(ctx, &mut target.body);
        Ok(())
    }
}

/// Upstream's preparation of contractions whose B operand is `(n, k)`:
/// the contraction takes B transposed, in the canonical `(k, n)` form, and
/// the transpose folds into B's transfer read, read anew right before the
/// contraction with its map's results swapped (the old read, now dead,
/// goes). Only where B is a read the contraction alone uses.
fn prepare_all(ctx: &Context, body: &mut Body) {
    let mut contracts = Vec::new();
    for &r in &body.roots.clone() {
        body.walk_region(r, &mut |op| contracts.push(op));
    }
    contracts.retain(|&op| name_is(ctx, body, op, "vector.contract"));
    for op in contracts {
        prepare_transposed_b(ctx, body, op);
    }
    let isolated: Vec<OpId> = body.roots.clone().iter().flat_map(|&r| ops_with_inner(body, r)).collect();
    for op in isolated {
        if let Some(mut inner) = body.take_inner(op) {
            strata::stack::ensure_sufficient_stack(|| prepare_all(ctx, &mut inner));
            body.set_inner(op, Some(inner));
        }
    }
}

fn map_of(ctx: &Context, a: Attribute) -> Option<&AffineMap> {
    match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => Some(m),
        _ => None,
    }
}

fn prepare_transposed_b(ctx: &Context, body: &mut Body, contract: OpId) {
    let Some(AttrKind::Array(maps)) = attr(ctx, body, contract, "indexing_maps").map(|a| ctx.attr_kind(a).clone())
    else {
        return;
    };
    let dims = |m: &AffineMap| -> Option<Vec<usize>> {
        (m.num_dims == 3 && m.num_symbols == 0).then_some(())?;
        m.results.iter().map(|r| r.as_dim()).collect()
    };
    let found: Option<Vec<Vec<usize>>> = maps.iter().map(|&m| map_of(ctx, m).and_then(&dims)).collect();
    if found != Some(vec![vec![0, 2], vec![1, 2], vec![0, 1]]) {
        return;
    }
    let b = body.operands(contract)[1];
    let Some(read) = body.defining_op(b) else { return };
    if read_parts(ctx, body, read).is_none()
        || body.uses(b).len() != 1
        || body.parent_block(read) != body.parent_block(contract)
    {
        return;
    }
    let (Some(map), Some(in_bounds)) = (
        strata::dialects::vector::permutation_map(ctx, body, read),
        attr(ctx, body, read, "in_bounds").and_then(|a| strata::dialects::vector::bools(ctx, a)),
    ) else {
        return;
    };
    let Some(([r, c], element)) = vector_2d(ctx, body.value_type(b)) else { return };
    if map.results.len() != 2 || in_bounds.len() != 2 {
        return;
    }
    let swapped = AffineMap {
        num_dims: map.num_dims,
        num_symbols: 0,
        results: vec![map.results[1].clone(), map.results[0].clone()],
    };
    let vector = ctx.ty(TypeKind::Vector { shape: vec![c, r], scalable: vec![false, false], element });
    let data = body.op(read);
    let props: Vec<(strata::ir::Identifier, Attribute)> = data
        .properties
        .map(|p| ctx.dict_entries(p).to_vec())
        .unwrap_or_default()
        .into_iter()
        .map(|(k, v)| match ctx.str(k) {
            "permutation_map" => (k, ctx.attr(AttrKind::AffineMap(swapped.clone()))),
            "in_bounds" => (k, strata::dialects::vector::bool_array(ctx, &[in_bounds[1], in_bounds[0]])),
            _ => (k, v),
        })
        .collect();
    let state = strata::ir::OperationState {
        name: data.name,
        loc: data.loc,
        operands: body.operands(read).to_vec(),
        result_types: vec![vector],
        properties: Some(ctx.dictionary(props)),
        attributes: data.attributes,
        successors: Vec::new(),
        regions: Vec::new(),
        inner: None,
    };
    let new_read = body.create_op(state);
    body.insert_op_before(contract, new_read);
    let new_b = body.results(new_read)[0];
    body.replace_all_uses(b, new_b);
    body.erase_op(read);
    let canonical = [[0, 2], [2, 1], [0, 1]]
        .iter()
        .map(|d| {
            ctx.attr(AttrKind::AffineMap(AffineMap {
                num_dims: 3,
                num_symbols: 0,
                results: d.iter().map(|&i| AffineExpr::dim(i)).collect(),
            }))
        })
        .collect();
    let maps_attr = ctx.attr(AttrKind::Array(canonical));
    let op = body.op_mut(contract);
    let entries: Vec<(strata::ir::Identifier, Attribute)> = op
        .properties
        .map(|p| ctx.dict_entries(p).to_vec())
        .unwrap_or_default()
        .into_iter()
        .map(|(k, v)| if ctx.str(k) == "indexing_maps" { (k, maps_attr) } else { (k, v) })
        .collect();
    op.properties = Some(ctx.dictionary(entries));
}

/// Convert the chains of every block of `body` and the arenas nested in it.
fn convert_all(ctx: &Context, body: &mut Body) {
    let mut blocks = Vec::new();
    for &r in &body.roots.clone() {
        collect_blocks(body, r, &mut blocks);
    }
    for b in blocks {
        convert_block(ctx, body, b);
    }
    let isolated: Vec<OpId> = body.roots.clone().iter().flat_map(|&r| ops_with_inner(body, r)).collect();
    for op in isolated {
        if let Some(mut inner) = body.take_inner(op) {
            strata::stack::ensure_sufficient_stack(|| convert_all(ctx, &mut inner));
            body.set_inner(op, Some(inner));
        }
    }
}

fn collect_blocks(body: &Body, region: strata::ir::RegionId, out: &mut Vec<BlockId>) {
    for &b in &body.region(region).blocks {
        out.push(b);
        for op in body.block_ops(b) {
            if body.op(op).inner.is_none() {
                for &r in &body.op(op).regions {
                    collect_blocks(body, r, out);
                }
            }
        }
    }
}

fn ops_with_inner(body: &Body, region: strata::ir::RegionId) -> Vec<OpId> {
    let mut ops = Vec::new();
    body.walk_region(region, &mut |op| {
        if body.op(op).inner.is_some() {
            ops.push(op);
        }
    });
    ops
}

fn name_is(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.str(body.op(op).name) == name
}

fn attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Attribute> {
    strata::opdef::ods::attr(ctx, body, op, name)
}

/// The shape and element type of a 2-D vector.
fn vector_2d(ctx: &Context, t: Type) -> Option<([i64; 2], Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, element } if shape.len() == 2 && !scalable.iter().any(|&s| s) => {
            Some(([shape[0], shape[1]], *element))
        }
        _ => None,
    }
}

/// The row stride of a memref whose innermost stride is 1, if static
/// (upstream's `getStaticallyKnownRowStride`).
fn row_stride(ctx: &Context, memref: Type) -> Option<i64> {
    let (strides, _) = strata::dialects::memref::layout::strides_and_offset(ctx, memref)?;
    let n = strides.len();
    if n < 2 || strides[n - 1] != 1 || strides[n - 2] == strata::ir::DYNAMIC {
        return None;
    }
    Some(strides[n - 2])
}

/// A transfer of a memref that WMMA can load or store: 2-D vector, no
/// mask, every dimension in bounds, the two innermost dimensions as the map
/// (`Some(true)`: transposed).
fn transfer_layout(ctx: &Context, body: &Body, op: OpId, vector: Type, source: Type) -> Option<bool> {
    vector_2d(ctx, vector)?;
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(source) else { return None };
    row_stride(ctx, source)?;
    let in_bounds = attr(ctx, body, op, "in_bounds").and_then(|a| strata::dialects::vector::bools(ctx, a))?;
    if in_bounds.len() != 2 || in_bounds.iter().any(|&b| !b) {
        return None;
    }
    let map: AffineMap = strata::dialects::vector::permutation_map(ctx, body, op)?;
    let rank = shape.len();
    if map.num_symbols != 0 || map.results.len() != 2 || rank < 2 {
        return None;
    }
    let (a, b) = (map.results[0].as_dim()?, map.results[1].as_dim()?);
    match (a, b) {
        _ if (a, b) == (rank - 2, rank - 1) => Some(false),
        _ if (a, b) == (rank - 1, rank - 2) && rank == 2 => Some(true),
        _ => None,
    }
}

/// The operands of a transfer read: source, indices, padding (no mask).
fn read_parts(ctx: &Context, body: &Body, op: OpId) -> Option<(ValueId, Vec<ValueId>)> {
    if !name_is(ctx, body, op, "vector.transfer_read") {
        return None;
    }
    let operands = body.operands(op);
    let source = *operands.first()?;
    let rank = match ctx.type_kind(body.value_type(source)) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        _ => return None,
    };
    // source, indices, padding: anything more is a mask.
    if operands.len() != rank + 2 {
        return None;
    }
    Some((source, operands[1..=rank].to_vec()))
}

/// A splat `arith.constant` of a vector: its scalar value.
fn splat_value(ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
    if !name_is(ctx, body, op, "arith.constant") {
        return None;
    }
    let AttrKind::DenseElements { ty, splat: true, values } = ctx.attr_kind(attr(ctx, body, op, "value")?) else {
        return None;
    };
    let (_, element) = vector_2d(ctx, *ty)?;
    Some(match values {
        strata::ir::DenseValues::Float(v) => ctx.attr(AttrKind::Float { ty: element, bits: *v.first()? }),
        strata::ir::DenseValues::Int(v) => ctx.int_attr(element, *v.first()? as i64),
        _ => return None,
    })
}

/// `(d0, d1, d2) -> (d0, d2)`, `(d2, d1)`, `(d0, d1)` with `add`.
fn is_canonical_matmul(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(AttrKind::Array(maps)) = attr(ctx, body, op, "indexing_maps").map(|a| ctx.attr_kind(a)) else {
        return false;
    };
    let expected = [[0, 2], [2, 1], [0, 1]];
    let maps_ok = maps.len() == 3
        && maps.iter().zip(expected).all(|(&m, e)| match ctx.attr_kind(m) {
            AttrKind::AffineMap(m) => {
                m.num_dims == 3
                    && m.num_symbols == 0
                    && m.results.len() == 2
                    && m.results.iter().zip(e).all(|(r, d)| *r == AffineExpr::dim(d))
            }
            _ => false,
        });
    let kind = attr(ctx, body, op, "kind").map(|a| strata::syntax::printer::attr_to_string(ctx, a));
    maps_ok && kind.as_deref().map_or(true, |k| k == "#vector.kind<add>")
}

/// What becomes of one op of a chain.
enum Step {
    Load { operand: MmaOperand, transpose: bool },
    Constant { value: Attribute },
    Compute,
    Store { transpose: bool },
}

/// The chains of the contractions in `block` that can be converted.
fn plan(ctx: &Context, body: &Body, block: BlockId) -> Vec<(OpId, Step)> {
    let mut steps: Vec<(OpId, Step)> = Vec::new();
    for contract in body.block_ops(block).filter(|&op| name_is(ctx, body, op, "vector.contract")) {
        if !is_canonical_matmul(ctx, body, contract) {
            continue;
        }
        let operands = body.operands(contract).to_vec();
        let mut chain = Vec::new();
        let mut ok = operands.len() == 3;
        for (i, &v) in operands.iter().enumerate().take(3) {
            let operand = [MmaOperand::A, MmaOperand::B, MmaOperand::C][i];
            let Some(def) = body.defining_op(v) else {
                ok = false;
                break;
            };
            if body.parent_block(def) != Some(block) {
                ok = false;
                break;
            }
            if let Some((source, _)) = read_parts(ctx, body, def) {
                match transfer_layout(ctx, body, def, body.value_type(v), body.value_type(source)) {
                    Some(transpose) => chain.push((def, Step::Load { operand, transpose })),
                    None => ok = false,
                }
            } else if let (MmaOperand::C, Some(value)) = (operand, splat_value(ctx, body, def)) {
                chain.push((def, Step::Constant { value }));
            } else {
                ok = false;
            }
        }
        let result = body.results(contract)[0];
        let users: Vec<OpId> = body.uses(result).iter().map(|u| u.op).collect();
        for &u in &users {
            let is_write = name_is(ctx, body, u, "vector.transfer_write")
                && body.operands(u).first() == Some(&result)
                && body.parent_block(u) == Some(block);
            let layout = is_write
                .then(|| {
                    let dest = body.value_type(*body.operands(u).get(1)?);
                    let rank = match ctx.type_kind(dest) {
                        TypeKind::MemRef { shape, .. } => shape.len(),
                        _ => return None,
                    };
                    (body.operands(u).len() == rank + 2).then_some(())?;
                    transfer_layout(ctx, body, u, body.value_type(result), dest)
                })
                .flatten();
            match layout {
                Some(transpose) => chain.push((u, Step::Store { transpose })),
                None => ok = false,
            }
        }
        let types_ok = operands.iter().all(|&v| vector_2d(ctx, body.value_type(v)).is_some());
        if ok && types_ok && !users.is_empty() {
            chain.push((contract, Step::Compute));
            for (op, step) in chain {
                if !steps.iter().any(|(o, _)| *o == op) {
                    steps.push((op, step));
                }
            }
        }
    }
    // Program order, as upstream's topological order of one block.
    let order: Vec<OpId> = body.block_ops(block).collect();
    steps.sort_by_key(|(op, _)| order.iter().position(|o| o == op));
    steps
}

fn mma_type(ctx: &Context, vector: Type, operand: MmaOperand) -> Option<Type> {
    let (shape, element) = vector_2d(ctx, vector)?;
    Some(ctx.intern_dialect_type(MmaMatrixType { shape, element, operand }))
}

fn convert_block(ctx: &Context, body: &mut Body, block: BlockId) {
    let steps = plan(ctx, body, block);
    let mut mapping: Vec<(ValueId, ValueId)> = Vec::new();
    let mapped = |m: &[(ValueId, ValueId)], v: ValueId| m.iter().find(|(k, _)| *k == v).map(|&(_, x)| x);
    let index = ctx.index_type();
    for (op, step) in steps {
        let loc = body.op(op).loc;
        match step {
            Step::Load { operand, transpose } => {
                let result = body.results(op)[0];
                let Some((source, indices)) = read_parts(ctx, body, op) else { continue };
                let (Some(stride), Some(ty)) =
                    (row_stride(ctx, body.value_type(source)), mma_type(ctx, body.value_type(result), operand))
                else {
                    continue;
                };
                let mut props = vec![("leadDimension", ctx.int_attr(index, stride))];
                if transpose {
                    props.push(("transpose", ctx.unit_attr()));
                }
                let mut operands = vec![source];
                operands.extend(indices);
                let load =
                    body.create_op(op_state(ctx, "gpu.subgroup_mma_load_matrix", loc, operands, vec![ty], props));
                body.insert_op_before(op, load);
                mapping.push((result, body.results(load)[0]));
            }
            Step::Constant { value } => {
                let result = body.results(op)[0];
                let Some(ty) = mma_type(ctx, body.value_type(result), MmaOperand::C) else { continue };
                let scalar_ty = match ctx.attr_kind(value) {
                    AttrKind::Float { ty, .. } | AttrKind::Integer { ty, .. } => *ty,
                    _ => continue,
                };
                let scalar = body.create_op(op_state(
                    ctx,
                    "arith.constant",
                    loc,
                    vec![],
                    vec![scalar_ty],
                    vec![("value", value)],
                ));
                body.insert_op_before(op, scalar);
                let s = body.results(scalar)[0];
                let matrix =
                    body.create_op(op_state(ctx, "gpu.subgroup_mma_constant_matrix", loc, vec![s], vec![ty], vec![]));
                body.insert_op_before(op, matrix);
                mapping.push((result, body.results(matrix)[0]));
            }
            Step::Compute => {
                let ops: Option<Vec<ValueId>> = body.operands(op).iter().map(|&v| mapped(&mapping, v)).collect();
                let (Some(ops), Some(ty)) = (ops, mma_type(ctx, body.value_type(body.results(op)[0]), MmaOperand::C))
                else {
                    continue;
                };
                let compute = body.create_op(op_state(ctx, "gpu.subgroup_mma_compute", loc, ops, vec![ty], vec![]));
                body.insert_op_before(op, compute);
                mapping.push((body.results(op)[0], body.results(compute)[0]));
            }
            Step::Store { transpose } => {
                let operands = body.operands(op).to_vec();
                let (Some(matrix), Some(stride)) =
                    (mapped(&mapping, operands[0]), row_stride(ctx, body.value_type(operands[1])))
                else {
                    continue;
                };
                let mut props = vec![("leadDimension", ctx.int_attr(index, stride))];
                if transpose {
                    props.push(("transpose", ctx.unit_attr()));
                }
                let mut args = vec![matrix, operands[1]];
                args.extend_from_slice(&operands[2..]);
                let store = body.create_op(op_state(ctx, "gpu.subgroup_mma_store_matrix", loc, args, vec![], props));
                body.insert_op_before(op, store);
                body.erase_op(op);
            }
        }
    }
}

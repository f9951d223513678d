//! Upstream's `populateVectorTransferPermutationMapLoweringPatterns` (MLIR
//! 19): transfers whose permutation map is not a minor identity become
//! transfers with a minor identity map (leading broadcasts allowed) and a
//! `vector.transpose` or `vector.broadcast` of the vector.

use strata::dialects::memref::{i64_array, LoadOp};
use strata::dialects::vector::{vector_parts, vector_type, BroadcastOp, TransposeOp};
use strata::ir::affine::{AffineExpr, AffineMap};
use strata::ir::{Location, OpId, Type, ValueId};
use strata::rewrite::Rewriter;

use super::xfer::{insert_value, new_read, new_write, NewXfer, Xfer};

/// The pattern set, in upstream's order.
pub(super) fn patterns(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(x) = Xfer::of(rw, op) else { return false };
    if x.map.num_results() == 0 {
        return false;
    }
    if x.read {
        read_permutation(rw, &x) || reduce_rank(rw, &x)
    } else {
        write_permutation(rw, &x) || write_non_permutation(rw, &x)
    }
}

/// Upstream `AffineMap::isPermutationOfMinorIdentityWithBroadcasting`: the
/// position among the minor dimensions each result takes.
fn minor_identity_permutation(map: &AffineMap) -> Option<Vec<usize>> {
    if map.num_symbols > 0 || map.num_results() > map.num_inputs() {
        return None;
    }
    let leading = map.num_inputs() - map.num_results();
    let mut permutation = vec![0; map.num_results()];
    let mut found = vec![false; map.num_inputs().max(map.num_results())];
    let mut broadcasts = Vec::new();
    for (i, e) in map.results.iter().enumerate() {
        if let Some(c) = e.as_constant() {
            if c != 0 {
                return None;
            }
            broadcasts.push(i);
        } else if let Some(d) = e.as_dim() {
            if d < leading {
                return None;
            }
            permutation[i] = d - leading;
            found[d - leading] = true;
        } else {
            return None;
        }
    }
    let mut pos = 0;
    for i in broadcasts {
        while pos < found.len() && found[pos] {
            pos += 1;
        }
        permutation[i] = pos;
        pos += 1;
    }
    Some(permutation)
}

/// Upstream `isMinorIdentityWithBroadcasting`.
fn is_minor_identity_with_broadcasting(map: &AffineMap) -> bool {
    let Some(start) = map.num_dims.checked_sub(map.num_results()) else { return false };
    map.results.iter().enumerate().all(|(i, e)| e.as_constant() == Some(0) || e.as_dim() == Some(start + i))
}

/// Upstream `inversePermutation`: `None` when `map` is no permutation.
fn inverse_permutation(map: &AffineMap) -> Option<AffineMap> {
    let mut exprs: Vec<Option<AffineExpr>> = vec![None; map.num_dims];
    for (i, e) in map.results.iter().enumerate() {
        if let Some(d) = e.as_dim() {
            if exprs[d].is_none() {
                exprs[d] = Some(AffineExpr::dim(i));
            }
        }
    }
    let seen: Vec<AffineExpr> = exprs.into_iter().flatten().collect();
    (seen.len() == map.num_inputs()).then(|| AffineMap::new(map.num_results(), 0, seen))
}

/// Upstream `compressUnusedDims`: the dimensions no result uses dropped.
fn compress_unused_dims(map: &AffineMap) -> AffineMap {
    let used: Vec<usize> = (0..map.num_dims).filter(|&d| map.is_function_of_dim(d)).collect();
    let mut replacements = vec![AffineExpr::constant(0); map.num_dims];
    for (i, &d) in used.iter().enumerate() {
        replacements[d] = AffineExpr::dim(i);
    }
    let syms: Vec<AffineExpr> = (0..map.num_symbols).map(AffineExpr::symbol).collect();
    map.replace_dims_and_symbols(&replacements, &syms, used.len(), map.num_symbols)
}

/// `in_bounds` moved to where `permutation` sends each dimension.
fn inverse_transpose_in_bounds(in_bounds: &[bool], permutation: &[usize]) -> Vec<bool> {
    let mut out = vec![false; permutation.len()];
    for (i, &p) in permutation.iter().enumerate() {
        out[p] = in_bounds.get(i).copied().unwrap_or(false);
    }
    out
}

fn transpose(rw: &mut Rewriter<'_>, loc: Location, v: ValueId, permutation: &[i64]) -> ValueId {
    let ctx = rw.ctx;
    let (shape, scalable, element) = vector_parts(ctx, rw.body.value_type(v)).expect("a vector");
    let pick = |i: &i64| *i as usize;
    let new_shape = permutation.iter().map(|i| shape[pick(i)]).collect();
    let new_scalable = permutation.iter().map(|i| scalable[pick(i)]).collect();
    let ty = vector_type(ctx, new_shape, new_scalable, element);
    let op = TransposeOp::create(ctx, rw.body, loc, v, ty, i64_array(ctx, permutation));
    insert_value(rw, op.0)
}

fn broadcast(rw: &mut Rewriter<'_>, loc: Location, v: ValueId, ty: Type) -> ValueId {
    let op = BroadcastOp::create(rw.ctx, rw.body, loc, v, ty);
    insert_value(rw, op.0)
}

fn parts(x: &Xfer, map: AffineMap, in_bounds: Vec<bool>, mask: Option<ValueId>) -> NewXfer {
    NewXfer { loc: x.loc, source: x.source, indices: x.indices.clone(), map, mask, in_bounds }
}

/// Replace the write `x` by `new` (its result, when it writes a tensor).
fn replace_write(rw: &mut Rewriter<'_>, x: &Xfer, new: OpId) {
    if rw.body.results(x.op).is_empty() {
        rw.erase_op(x.op);
    } else {
        let results = rw.body.results(new).to_vec();
        rw.replace_op(x.op, &results);
    }
}

/// Upstream `TransferReadPermutationLowering`: a read through a permuted
/// map reads the unpermuted vector and transposes it.
fn read_permutation(rw: &mut Rewriter<'_>, x: &Xfer) -> bool {
    let ctx = rw.ctx;
    let Some(permutation) = minor_identity_permutation(&x.map) else { return false };
    let permutation_map = AffineMap::permutation(&permutation);
    if permutation_map.is_identity() {
        return false;
    }
    let Some(inverse) = inverse_permutation(&permutation_map) else { return false };
    let new_map = inverse.compose(&x.map);
    let Some((shape, scalable, element)) = vector_parts(ctx, x.vector_ty) else { return false };
    let (mut new_shape, mut new_scalable) = (shape.to_vec(), scalable.to_vec());
    for (i, &p) in permutation.iter().enumerate() {
        new_shape[p] = shape[i];
        new_scalable[p] = scalable[i];
    }
    let new_ty = vector_type(ctx, new_shape, new_scalable, element);
    let in_bounds = inverse_transpose_in_bounds(&x.in_bounds, &permutation);
    let Some(padding) = x.padding else { return false };
    let read = new_read(rw, parts(x, new_map, in_bounds, x.mask), new_ty, padding);
    let read = rw.body.results(read)[0];
    let perm: Vec<i64> = permutation.iter().map(|&p| p as i64).collect();
    let t = transpose(rw, x.loc, read, &perm);
    rw.replace_op(x.op, &[t]);
    true
}

/// Upstream `TransferWritePermutationLowering`: a write through a permuted
/// map transposes the vector and writes it with a minor identity.
fn write_permutation(rw: &mut Rewriter<'_>, x: &Xfer) -> bool {
    if x.map.is_minor_identity() {
        return false;
    }
    let Some(permutation) = minor_identity_permutation(&x.map) else { return false };
    let Some(inverse) = inverse_permutation(&compress_unused_dims(&x.map)) else { return false };
    let indices: Vec<i64> = inverse.results.iter().filter_map(|e| e.as_dim()).map(|d| d as i64).collect();
    let in_bounds = inverse_transpose_in_bounds(&x.in_bounds, &permutation);
    let Some(vector) = x.vector else { return false };
    let t = transpose(rw, x.loc, vector, &indices);
    let map = AffineMap::minor_identity(x.map.num_dims, x.map.num_results());
    let write = new_write(rw, parts(x, map, in_bounds, x.mask), t);
    replace_write(rw, x, write);
    true
}

/// Upstream `TransferWriteNonPermutationLowering`: a write whose map skips
/// inner dimensions writes a vector broadcast to unit sizes there.
fn write_non_permutation(rw: &mut Rewriter<'_>, x: &Xfer) -> bool {
    let ctx = rw.ctx;
    if minor_identity_permutation(&x.map).is_some() {
        return false;
    }
    let mut found = vec![false; x.map.num_dims];
    for e in &x.map.results {
        match e.as_dim() {
            Some(d) => found[d] = true,
            None => return false,
        }
    }
    let first = found.iter().position(|&f| f).unwrap_or(found.len());
    let missing: Vec<usize> = (first..found.len()).filter(|&d| !found[d]).collect();
    let Some(vector) = x.vector else { return false };
    let new_vector = extend_rank(rw, x.loc, vector, missing.len());
    let new_mask = x.mask.map(|m| {
        let b = extend_rank(rw, x.loc, m, missing.len());
        let rank = vector_parts(ctx, rw.body.value_type(b)).map_or(0, |(s, _, _)| s.len());
        let perm: Vec<i64> = (missing.len()..rank).chain(0..missing.len()).map(|d| d as i64).collect();
        transpose(rw, x.loc, b, &perm)
    });
    let mut results: Vec<AffineExpr> = missing.iter().map(|&d| AffineExpr::dim(d)).collect();
    results.extend(x.map.results.iter().cloned());
    let map = AffineMap::new(x.map.num_dims, 0, results);
    let mut in_bounds = vec![true; missing.len()];
    in_bounds.extend((0..x.map.num_results()).map(|i| x.dim_in_bounds(i)));
    let write = new_write(rw, parts(x, map, in_bounds, new_mask), new_vector);
    replace_write(rw, x, write);
    true
}

/// Upstream `extendVectorRank`: `added` leading unit dimensions.
fn extend_rank(rw: &mut Rewriter<'_>, loc: Location, v: ValueId, added: usize) -> ValueId {
    let ctx = rw.ctx;
    let (shape, _, element) = vector_parts(ctx, rw.body.value_type(v)).expect("a vector");
    let mut new_shape = vec![1; added];
    new_shape.extend_from_slice(shape);
    let ty = vector_type(ctx, new_shape.clone(), vec![false; new_shape.len()], element);
    broadcast(rw, loc, v, ty)
}

/// Upstream `TransferOpReduceRank`: leading broadcast dimensions of a read
/// become a `vector.broadcast` of a lower-rank read (of a scalar load when
/// nothing else is left).
fn reduce_rank(rw: &mut Rewriter<'_>, x: &Xfer) -> bool {
    let ctx = rw.ctx;
    let leading = x.map.results.iter().take_while(|e| e.as_constant() == Some(0)).count();
    if leading == 0 {
        return false;
    }
    let Some((shape, scalable, element)) = vector_parts(ctx, x.vector_ty) else { return false };
    let reduced = shape.len() - leading;
    let new_map = AffineMap::new(x.map.num_dims, 0, x.map.results[x.map.num_results() - reduced..].to_vec());
    if !is_minor_identity_with_broadcasting(&new_map) {
        return false;
    }
    let Some(padding) = x.padding else { return false };
    if reduced == 0 {
        if x.is_tensor(rw) {
            return false;
        }
        let load = LoadOp::create(ctx, rw.body, x.loc, x.source, x.indices.clone(), element, None);
        let value = insert_value(rw, load.0);
        let b = broadcast(rw, x.loc, value, x.vector_ty);
        rw.replace_op(x.op, &[b]);
        return true;
    }
    let new_ty = vector_type(ctx, shape[leading..].to_vec(), scalable[leading..].to_vec(), element);
    let in_bounds = x.in_bounds[x.in_bounds.len() - reduced..].to_vec();
    let read = new_read(rw, parts(x, new_map, in_bounds, x.mask), new_ty, padding);
    let read = rw.body.results(read)[0];
    let b = broadcast(rw, x.loc, read, x.vector_ty);
    rw.replace_op(x.op, &[b]);
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(num_dims: usize, results: Vec<AffineExpr>) -> AffineMap {
        AffineMap::new(num_dims, 0, results)
    }
    fn d(i: usize) -> AffineExpr {
        AffineExpr::dim(i)
    }

    #[test]
    fn transposes_and_broadcasts_are_permutations_of_the_minor_identity() {
        assert_eq!(minor_identity_permutation(&map(2, vec![d(1), d(0)])), Some(vec![1, 0]));
        // A leading dimension of the source is dropped; broadcasts take the free slots.
        assert_eq!(minor_identity_permutation(&map(3, vec![d(2), d(1)])), Some(vec![1, 0]));
        assert_eq!(minor_identity_permutation(&map(2, vec![d(1), AffineExpr::constant(0)])), Some(vec![1, 0]));
        // A dimension outside the minor ones, or a non-zero constant, is none.
        assert_eq!(minor_identity_permutation(&map(3, vec![d(0), d(2)])), None);
        assert_eq!(minor_identity_permutation(&map(2, vec![AffineExpr::constant(1), d(1)])), None);
    }

    #[test]
    fn inverse_permutation_undoes_the_permutation_and_rejects_projections() {
        let m = map(3, vec![d(2), d(0), d(1)]);
        let inv = inverse_permutation(&m).expect("a permutation");
        assert_eq!(inv, map(3, vec![d(1), d(2), d(0)]));
        assert!(inverse_permutation(&map(3, vec![d(2), d(0)])).is_none());
    }

    #[test]
    fn unused_dimensions_are_compressed_away() {
        let m = map(4, vec![d(3), d(1)]);
        assert_eq!(compress_unused_dims(&m), map(2, vec![d(1), d(0)]));
    }

    #[test]
    fn leading_broadcasts_may_precede_a_minor_identity() {
        assert!(is_minor_identity_with_broadcasting(&map(3, vec![AffineExpr::constant(0), d(2)])));
        assert!(!is_minor_identity_with_broadcasting(&map(3, vec![d(2), d(1)])));
    }
}

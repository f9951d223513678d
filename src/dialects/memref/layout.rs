//! Strided layouts of memref types: the strides and offset a layout stands
//! for, and the result types subview, collapse_shape and expand_shape infer
//! from them. `DYNAMIC` marks a stride, offset or size known only at run time.

use crate::ir::affine::{simplify_affine_expr, AffineBinaryOp, AffineExpr, AffineMap};
use crate::ir::{AttrKind, Attribute, Context, Type, TypeKind, DYNAMIC};

/// The parts of a ranked memref type.
pub struct MemRefParts<'a> {
    pub shape: &'a [i64],
    pub element: Type,
    pub layout: Option<Attribute>,
    pub memory_space: Option<Attribute>,
}

pub fn memref_parts(ctx: &Context, t: Type) -> Option<MemRefParts<'_>> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, element, layout, memory_space } => {
            Some(MemRefParts { shape, element: *element, layout: *layout, memory_space: *memory_space })
        }
        _ => None,
    }
}

/// The memory space of a ranked or unranked memref.
pub fn memory_space(ctx: &Context, t: Type) -> Option<Attribute> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => *memory_space,
        _ => None,
    }
}

pub fn memref_type(
    ctx: &Context,
    shape: Vec<i64>,
    element: Type,
    layout: Option<Attribute>,
    memory_space: Option<Attribute>,
) -> Type {
    ctx.ty(TypeKind::MemRef { shape, element, layout, memory_space })
}

pub fn strided_layout(ctx: &Context, offset: i64, strides: Vec<i64>) -> Attribute {
    ctx.attr(AttrKind::StridedLayout { offset, strides })
}

/// `a * b`: zero when either is zero, else dynamic when either is.
pub fn mul_sat(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_mul(b)
    }
}

/// `a + b`, dynamic when either is.
pub fn add_sat(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

/// Row-major strides of `shape`; every stride left of a dynamic or zero
/// size is dynamic, as upstream's canonical layout.
pub fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut running = 1i64;
    let mut poisoned = false;
    for i in (0..shape.len()).rev() {
        strides[i] = if poisoned { DYNAMIC } else { running };
        if shape[i] > 0 {
            running = running.wrapping_mul(shape[i]);
        } else {
            poisoned = true;
        }
    }
    strides
}

/// Strides and offset of a ranked memref type, `None` when its layout is
/// not strided (upstream's `getStridesAndOffset`).
pub fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let parts = memref_parts(ctx, t)?;
    match parts.layout.map(|l| ctx.attr_kind(l)) {
        None => Some((canonical_strides(parts.shape), 0)),
        Some(AttrKind::StridedLayout { offset, strides }) => Some((strides.clone(), *offset)),
        Some(AttrKind::AffineMap(m)) => map_strides(m, parts.shape),
        Some(_) => None,
    }
}

pub fn is_strided(ctx: &Context, t: Type) -> bool {
    strides_and_offset(ctx, t).is_some()
}

fn map_strides(m: &AffineMap, shape: &[i64]) -> Option<(Vec<i64>, i64)> {
    if m.is_identity() {
        return Some((canonical_strides(shape), 0));
    }
    if m.results.len() != 1 {
        return None;
    }
    let (nd, ns) = (m.num_dims, m.num_symbols);
    let expr = simplify_affine_expr(&m.results[0], nd, ns);
    let mut strides = vec![AffineExpr::constant(0); shape.len()];
    let mut offset = AffineExpr::constant(0);
    extract_strides(&expr, AffineExpr::constant(1), &mut strides, &mut offset)?;
    let value = |e: &AffineExpr| simplify_affine_expr(e, nd, ns).as_constant().unwrap_or(DYNAMIC);
    Some((strides.iter().map(value).collect(), value(&offset)))
}

/// Split `e * factor` into per-dimension strides and an offset.
fn extract_strides(
    e: &AffineExpr,
    factor: AffineExpr,
    strides: &mut [AffineExpr],
    offset: &mut AffineExpr,
) -> Option<()> {
    match e {
        AffineExpr::Dim(d) => {
            let s = strides.get_mut(*d)?;
            *s = s.clone().add(factor);
            Some(())
        }
        AffineExpr::Constant(_) | AffineExpr::Symbol(_) => {
            *offset = offset.clone().add(e.clone().mul(factor));
            Some(())
        }
        AffineExpr::Binary(AffineBinaryOp::Add, l, r) => {
            let a = extract_strides(l, factor.clone(), strides, offset);
            let b = extract_strides(r, factor, strides, offset);
            a.and(b)
        }
        AffineExpr::Binary(AffineBinaryOp::Mul, l, r) => {
            if let AffineExpr::Dim(d) = **l {
                let s = strides.get_mut(d)?;
                *s = s.clone().add((**r).clone().mul(factor));
                return Some(());
            }
            if l.is_symbolic_or_constant() {
                extract_strides(r, factor.mul((**l).clone()), strides, offset)
            } else {
                extract_strides(l, factor.mul((**r).clone()), strides, offset)
            }
        }
        AffineExpr::Binary(_, l, r) => {
            if l.is_symbolic_or_constant() && r.is_symbolic_or_constant() {
                *offset = offset.clone().add(e.clone().mul(factor));
                Some(())
            } else {
                None
            }
        }
    }
}

/// The type of a subview without rank reduction (upstream's
/// `SubViewOp::inferResultType`); the layout is always written out.
pub fn subview_type(ctx: &Context, source: Type, offsets: &[i64], sizes: &[i64], strides: &[i64]) -> Option<Type> {
    let parts = memref_parts(ctx, source)?;
    let (src_strides, src_offset) = strides_and_offset(ctx, source)?;
    let mut offset = src_offset;
    for (&o, &s) in offsets.iter().zip(&src_strides) {
        offset = add_sat(offset, mul_sat(o, s));
    }
    let target: Vec<i64> = src_strides.iter().zip(strides).map(|(&a, &b)| mul_sat(a, b)).collect();
    let layout = strided_layout(ctx, offset, target);
    Some(memref_type(ctx, sizes.to_vec(), parts.element, Some(layout), parts.memory_space))
}

/// Which dimensions of `original` are left out of `reduced` when only
/// unit dimensions may be dropped (upstream's `computeRankReductionMask`).
pub fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut unused = vec![false; original.len()];
    let mut r = 0;
    for (i, &size) in original.iter().enumerate() {
        if r < reduced.len() && size == reduced[r] {
            r += 1;
            continue;
        }
        unused[i] = true;
        if size != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(unused)
}

/// The dimensions a rank-reducing subview drops, told apart by their strides
/// (upstream's `computeMemRefRankReductionMask`).
pub fn memref_rank_reduction_mask(ctx: &Context, original: Type, reduced: Type, sizes: &[i64]) -> Option<Vec<bool>> {
    let orig = memref_parts(ctx, original)?;
    let red = memref_parts(ctx, reduced)?;
    let mut unused = vec![false; orig.shape.len()];
    if orig.shape.len() == red.shape.len() {
        return Some(unused);
    }
    for (i, &s) in sizes.iter().enumerate() {
        if s == 1 && i < unused.len() {
            unused[i] = true;
        }
    }
    let count = |u: &[bool]| u.iter().filter(|&&b| b).count();
    if count(&unused) + red.shape.len() == orig.shape.len() {
        return Some(unused);
    }
    let (orig_strides, _) = strides_and_offset(ctx, original)?;
    let (cand_strides, _) = strides_and_offset(ctx, reduced)?;
    let occurrences = |v: &[i64], x: i64| v.iter().filter(|&&y| y == x).count();
    let mut unaccounted: std::collections::BTreeMap<i64, usize> = std::collections::BTreeMap::new();
    for &s in &orig_strides {
        *unaccounted.entry(s).or_default() += 1;
    }
    for dim in 0..unused.len() {
        if !unused[dim] {
            continue;
        }
        let stride = orig_strides[dim];
        let left = unaccounted.entry(stride).or_default();
        let in_candidate = occurrences(&cand_strides, stride);
        if *left > in_candidate {
            *left -= 1;
        } else if *left == in_candidate {
            unused[dim] = false;
        } else {
            return None;
        }
    }
    (count(&unused) + red.shape.len() == orig.shape.len()).then_some(unused)
}

/// Whether the layout of a memref is the identity (none, or a strided
/// layout whose map is the identity: rank 1, unit stride, no offset).
pub fn has_identity_layout(ctx: &Context, t: Type) -> bool {
    match memref_parts(ctx, t).and_then(|p| p.layout).map(|l| ctx.attr_kind(l)) {
        None => true,
        Some(AttrKind::StridedLayout { offset, strides }) => *offset == 0 && strides.as_slice() == [1],
        Some(AttrKind::AffineMap(m)) => m.num_symbols == 0 && m.is_identity(),
        Some(_) => false,
    }
}

/// The layout collapse_shape gives its result (upstream's
/// `computeCollapsedLayoutMap`, lenient about dynamic strides); `None` when
/// the source is not strided or a group is not contiguous.
pub fn collapsed_layout(ctx: &Context, source: Type, groups: &[Vec<usize>]) -> Option<Attribute> {
    let parts = memref_parts(ctx, source)?;
    let shape = parts.shape;
    let (src_strides, src_offset) = strides_and_offset(ctx, source)?;
    // Indices past the source's rank (which the verifier reports) give none.
    if groups.iter().flatten().any(|&i| i >= shape.len() || i >= src_strides.len()) {
        return None;
    }
    let mut result_strides = Vec::with_capacity(groups.len());
    for g in groups {
        let mut r = &g[..];
        while r.len() > 1 && shape[*r.last()?] == 1 {
            r = &r[..r.len() - 1];
        }
        let last = *r.last()?;
        result_strides.push(if shape[last] != DYNAMIC || r.len() == 1 { src_strides[last] } else { DYNAMIC });
    }
    for (g, &rs) in groups.iter().zip(&result_strides).rev() {
        let mut stride = rs;
        for &idx in g.iter().skip(1).rev() {
            stride = mul_sat(stride, shape[idx]);
            let prev = idx.checked_sub(1)?;
            let src = src_strides[prev];
            if shape[prev] == 1 {
                continue;
            }
            if stride != DYNAMIC && src != DYNAMIC && stride != src {
                return None;
            }
        }
    }
    Some(strided_layout(ctx, src_offset, result_strides))
}

/// The layout expand_shape gives a result of `shape` (upstream's
/// `computeExpandedLayoutMap`); `None` when the source is not strided.
pub fn expanded_layout(ctx: &Context, source: Type, shape: &[i64], groups: &[Vec<usize>]) -> Option<Attribute> {
    let (src_strides, src_offset) = strides_and_offset(ctx, source)?;
    let mut reversed = Vec::with_capacity(shape.len());
    let mut index = shape.len();
    for (g, &stride) in groups.iter().zip(&src_strides).rev() {
        let mut current = stride;
        for _ in 0..g.len() {
            reversed.push(current);
            index = index.checked_sub(1)?;
            current = mul_sat(current, shape[index]);
        }
    }
    let mut strides: Vec<i64> = reversed.into_iter().rev().collect();
    strides.resize(shape.len(), 1);
    Some(strided_layout(ctx, src_offset, strides))
}

/// The affine map of a strided layout: `offset + sum(d_i * stride_i)`, with
/// a new symbol for the offset and each stride that is dynamic.
fn strided_map(offset: i64, strides: &[i64]) -> AffineMap {
    let mut symbols = 0;
    let mut next = |v: i64| {
        if v == DYNAMIC {
            symbols += 1;
            AffineExpr::symbol(symbols - 1)
        } else {
            AffineExpr::constant(v)
        }
    };
    let mut expr = next(offset);
    for (i, &s) in strides.iter().enumerate() {
        let term = AffineExpr::dim(i).mul(next(s));
        expr = expr.add(term);
    }
    AffineMap::new(strides.len(), symbols, vec![expr])
}

/// Row-major layout expression of `shape`; strides after a dynamic or zero
/// size become symbols (upstream's `makeCanonicalStridedLayoutExpr`).
fn canonical_expr(shape: &[i64]) -> AffineExpr {
    let (mut expr, mut symbols, mut running, mut poisoned) = (None::<AffineExpr>, 0, 1i64, false);
    for i in (0..shape.len()).rev() {
        let stride = if poisoned {
            symbols += 1;
            AffineExpr::symbol(symbols - 1)
        } else {
            AffineExpr::constant(running)
        };
        let term = AffineExpr::dim(i).mul(stride);
        expr = Some(match expr {
            Some(e) => e.add(term),
            None => term,
        });
        if shape[i] > 0 {
            running = running.wrapping_mul(shape[i]);
        } else {
            poisoned = true;
        }
    }
    simplify_affine_expr(&expr.unwrap_or(AffineExpr::constant(0)), shape.len(), symbols)
}

/// The memref type with its layout written as a simplified affine map, or
/// none when that is the row-major layout (upstream's `canonicalizeStridedLayout`).
pub fn canonicalize_strided_layout(ctx: &Context, t: Type) -> Type {
    let Some(parts) = memref_parts(ctx, t) else { return t };
    let map = match parts.layout.map(|l| ctx.attr_kind(l)) {
        None => return t,
        Some(AttrKind::StridedLayout { offset, strides }) => strided_map(*offset, strides),
        Some(AttrKind::AffineMap(m)) => m.clone(),
        Some(_) => return t,
    };
    let with = |layout| memref_type(ctx, parts.shape.to_vec(), parts.element, layout, parts.memory_space);
    if map.is_identity() {
        return with(None);
    }
    if map.results.len() > 1 {
        return t;
    }
    if map.num_dims == 0 && map.num_symbols == 0 {
        return if map.results[0].as_constant() == Some(0) { with(None) } else { t };
    }
    if parts.shape.is_empty() {
        return t;
    }
    let simplified = simplify_affine_expr(&map.results[0], map.num_dims, map.num_symbols);
    if canonical_expr(parts.shape) == simplified {
        with(None)
    } else {
        let m = AffineMap::new(map.num_dims, map.num_symbols, vec![simplified]);
        with(Some(ctx.attr(AttrKind::AffineMap(m))))
    }
}

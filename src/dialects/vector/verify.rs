//! Verifiers of the vector ops, with upstream's checks in upstream's order
//! and wording.

use super::*;
use crate::ir::{Body, OpId, ValueId};
use crate::opdef::ods::{attr, InferInput};
use crate::verify::VerifyCx;

type VResult = Result<(), String>;

/// Run a verifier that stops at its first failure.
/// A message may hold several errors separated by NUL, reported in order.
fn run(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, f: impl FnOnce(&Context) -> VResult) {
    if let Err(msg) = f(cx.ctx) {
        for m in msg.split('\u{0}') {
            cx.op_error(body, op, m.to_string());
        }
    }
}

fn ty(body: &Body, v: ValueId) -> Type {
    body.value_type(v)
}

fn tstr(ctx: &Context, t: Type) -> String {
    crate::syntax::printer::type_to_string(ctx, t)
}

fn operand_ty(body: &Body, op: OpId, i: usize) -> Type {
    ty(body, body.operands(op)[i])
}

fn result_ty(body: &Body, op: OpId) -> Type {
    ty(body, body.results(op)[0])
}

/// Vector parts of a type the op's constraints already made a vector.
fn vparts(ctx: &Context, t: Type) -> (&[i64], &[bool], Type) {
    vector_parts(ctx, t).unwrap_or((&[], &[], t))
}

fn i64s(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<i64> {
    attr(ctx, body, op, name).and_then(|a| int_array(ctx, a).or_else(|| dense_i64(ctx, a))).unwrap_or_default()
}

fn bit_width(ctx: &Context, t: Type) -> Option<u64> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(u64::from(*width)),
        TypeKind::Index => Some(64),
        TypeKind::Float(k) => Some(u64::from(k.bit_width())),
        TypeKind::Vector { shape, element, .. } => {
            let n = Context::num_elements(shape)?;
            Some(bit_width(ctx, *element)?.wrapping_mul(n as u64))
        }
        _ => None,
    }
}

// ---- broadcast, extract, insert ------------------------------------------------------

pub(super) fn verify_broadcast(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    run(cx, body, op, |ctx| {
        let (src, dst) = (operand_ty(body, op, 0), result_ty(body, op));
        let (dshape, _, delem) = vparts(ctx, dst);
        if (ctx.is_int_or_index(src) || ctx.is_float(src)) && src == delem {
            return Ok(());
        }
        let Some((sshape, _, _)) = vector_parts(ctx, src) else {
            return Err("source type is not a vector".into());
        };
        if sshape.len() > dshape.len() {
            return Err("source rank higher than destination rank".into());
        }
        let lead = dshape.len() - sshape.len();
        for i in 0..sshape.len() {
            let (s, d) = (sshape[i], dshape[lead + i]);
            if s != 1 && s != d {
                return Err(format!("dimension mismatch ({s} vs. {d})"));
            }
        }
        Ok(())
    });
}

/// The static positions and the dynamic operand count agree; the positions
/// index into `shape` (`what` names the vector in messages).
fn check_positions(positions: &[i64], dynamic: usize, shape: &[i64], dest: bool) -> VResult {
    let markers = positions.iter().filter(|&&p| p == crate::ir::DYNAMIC).count();
    if markers != dynamic {
        return Err("mismatch between dynamic and static positions".into());
    }
    let what = if dest { "dest vector" } else { "vector" };
    if positions.len() > shape.len() {
        return Err(format!("expected position attribute of rank no greater than {what} rank"));
    }
    Ok(())
}

fn check_position_bounds(positions: &[i64], shape: &[i64], dest: bool) -> VResult {
    let what = if dest { "dest vector" } else { "vector" };
    for (i, &p) in positions.iter().enumerate() {
        if p != crate::ir::DYNAMIC && (p < 0 || p >= shape[i]) {
            return Err(format!(
                "expected position attribute #{} to be a non-negative integer smaller than the corresponding {what} dimension",
                i + 1
            ));
        }
    }
    Ok(())
}

pub(super) fn verify_extract(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    run(cx, body, op, |ctx| {
        let src = operand_ty(body, op, 0);
        let (shape, scalable, elem) = vparts(ctx, src);
        let positions = i64s(ctx, body, op, "static_position");
        let inferred = if positions.len() == shape.len() {
            elem
        } else {
            let n = positions.len().min(shape.len());
            vector_type(ctx, shape[n..].to_vec(), scalable[n..].to_vec(), elem)
        };
        let res = result_ty(body, op);
        let one_element = vector_parts(ctx, inferred).is_some_and(|(s, _, e)| s == [1] && e == res);
        if res != inferred && !one_element {
            return Err(format!(
                "inferred type(s) '{}' are incompatible with return type(s) of operation '{}'\u{0}failed to infer returned types",
                tstr(ctx, inferred),
                tstr(ctx, res)
            ));
        }
        check_positions(&positions, body.operands(op).len() - 1, shape, false)?;
        check_position_bounds(&positions, shape, false)
    });
}

pub(super) fn verify_insert(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    run(cx, body, op, |ctx| {
        let (src, dst) = (operand_ty(body, op, 0), operand_ty(body, op, 1));
        let (shape, _, _) = vparts(ctx, dst);
        let positions = i64s(ctx, body, op, "static_position");
        check_positions(&positions, body.operands(op).len() - 2, shape, true)?;
        match rank_of(ctx, src) {
            Some(r) if r + positions.len() != shape.len() => {
                return Err("expected position attribute rank + source rank to match dest vector rank".into())
            }
            None if positions.len() != shape.len() => {
                return Err("expected position attribute rank to match the dest vector rank".into())
            }
            _ => {}
        }
        check_position_bounds(&positions, shape, true)
    });
}

fn verify_element_access(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, vector: Type, has_position: bool) {
    run(cx, body, op, |ctx| match rank_of(ctx, vector) {
        Some(0) if has_position => Err("expected position to be empty with 0-D vector".into()),
        Some(0) => Ok(()),
        Some(1) if !has_position => Err("expected position for 1-D vector".into()),
        Some(1) => Ok(()),
        _ => Err("unexpected >1 vector rank".into()),
    });
}

pub(super) fn verify_extractelement(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_element_access(cx, body, op, operand_ty(body, op, 0), body.operands(op).len() > 1);
}

pub(super) fn verify_insertelement(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_element_access(cx, body, op, operand_ty(body, op, 1), body.operands(op).len() > 2);
}

// ---- memory -------------------------------------------------------------------------

fn memref_parts(ctx: &Context, t: Type) -> (usize, Type) {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, element, .. } | TypeKind::RankedTensor { shape, element, .. } => {
            (shape.len(), *element)
        }
        _ => (0, ctx.element_type(t).unwrap_or(t)),
    }
}

/// `vector.load` and `vector.store`: `base` and `value` agree in (vector) element type.
fn verify_load_store(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, base: usize, value: Type, what: &str) {
    run(cx, body, op, |ctx| {
        let mem = operand_ty(body, op, base);
        let (rank, mut elem) = memref_parts(ctx, mem);
        if vector_parts(ctx, elem).is_some() {
            if elem != value {
                return Err(format!("base memref and {what} vector types should match"));
            }
            elem = element_of(ctx, elem).unwrap_or(elem);
        }
        if element_of(ctx, value) != Some(elem) {
            let types = if what == "result" { "types" } else { "type" };
            return Err(format!("base and {what} element {types} should match"));
        }
        let indices = body.operands(op).len() - base - 1;
        if indices != rank {
            return Err(format!("requires {rank} indices"));
        }
        Ok(())
    });
}

pub(super) fn verify_load(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_load_store(cx, body, op, 0, result_ty(body, op), "result");
}

pub(super) fn verify_store(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_load_store(cx, body, op, 1, operand_ty(body, op, 0), "valueToStore");
}

fn first_dim(ctx: &Context, t: Type) -> i64 {
    vparts(ctx, t).0.first().copied().unwrap_or(0)
}

pub(super) fn verify_maskedload(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    run(cx, body, op, |ctx| {
        let n = body.operands(op).len();
        let (mem, mask, pass, res) =
            (operand_ty(body, op, 0), operand_ty(body, op, n - 2), operand_ty(body, op, n - 1), result_ty(body, op));
        let (rank, elem) = memref_parts(ctx, mem);
        if element_of(ctx, res) != Some(elem) {
            return Err("base and result element type should match".into());
        }
        if n - 3 != rank {
            return Err(format!("requires {rank} indices"));
        }
        if first_dim(ctx, res) != first_dim(ctx, mask) {
            return Err("expected result dim to match mask dim".into());
        }
        if res != pass {
            return Err("expected pass_thru of same type as result type".into());
        }
        Ok(())
    });
}

pub(super) fn verify_maskedstore(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    run(cx, body, op, |ctx| {
        let n = body.operands(op).len();
        let (mem, mask, value) = (operand_ty(body, op, 0), operand_ty(body, op, n - 2), operand_ty(body, op, n - 1));
        let (rank, elem) = memref_parts(ctx, mem);
        if element_of(ctx, value) != Some(elem) {
            return Err("base and valueToStore element type should match".into());
        }
        if n - 3 != rank {
            return Err(format!("requires {rank} indices"));
        }
        if first_dim(ctx, value) != first_dim(ctx, mask) {
            return Err("expected valueToStore dim to match mask dim".into());
        }
        Ok(())
    });
}

pub(super) fn verify_gather(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    run(cx, body, op, |ctx| {
        let n = body.operands(op).len();
        let base = operand_ty(body, op, 0);
        let (ind, mask, pass, res) = (
            operand_ty(body, op, n - 3),
            operand_ty(body, op, n - 2),
            operand_ty(body, op, n - 1),
            result_ty(body, op),
        );
        if !matches!(ctx.type_kind(base), TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. }) {
            return Err("requires base to be a memref or ranked tensor type".into());
        }
        let (rank, elem) = memref_parts(ctx, base);
        if element_of(ctx, res) != Some(elem) {
            return Err("base and result element type should match".into());
        }
        if n - 4 != rank {
            return Err(format!("requires {rank} indices"));
        }
        if vparts(ctx, res).0 != vparts(ctx, ind).0 {
            return Err("expected result dim to match indices dim".into());
        }
        if vparts(ctx, res).0 != vparts(ctx, mask).0 {
            return Err("expected result dim to match mask dim".into());
        }
        if res != pass {
            return Err("expected pass_thru of same type as result type".into());
        }
        Ok(())
    });
}

pub(super) fn verify_scatter(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    run(cx, body, op, |ctx| {
        let n = body.operands(op).len();
        let (mem, ind, mask, value) = (
            operand_ty(body, op, 0),
            operand_ty(body, op, n - 3),
            operand_ty(body, op, n - 2),
            operand_ty(body, op, n - 1),
        );
        let (rank, elem) = memref_parts(ctx, mem);
        if element_of(ctx, value) != Some(elem) {
            return Err("base and valueToStore element type should match".into());
        }
        if n - 4 != rank {
            return Err(format!("requires {rank} indices"));
        }
        if first_dim(ctx, value) != first_dim(ctx, ind) {
            return Err("expected valueToStore dim to match indices dim".into());
        }
        if first_dim(ctx, value) != first_dim(ctx, mask) {
            return Err("expected valueToStore dim to match mask dim".into());
        }
        Ok(())
    });
}

// ---- reductions and contractions -------------------------------------------------------

/// The combining kind of `op` (its flag bits).
pub(super) fn kind_bits(ctx: &Context, body: &Body, op: OpId) -> u64 {
    attr(ctx, body, op, crate::static_ident!(ctx, "kind")).and_then(|a| COMBINING_KIND.bits_of(ctx, a)).unwrap_or(0)
}

/// Upstream's `isSupportedCombiningKind`.
pub(super) fn supported_kind(ctx: &Context, bits: u64, elem: Type) -> bool {
    let int_or_index = ctx.is_int_or_index(elem);
    match bits {
        1 | 2 => int_or_index || ctx.is_float(elem),
        4 | 8 | 32 | 64 | 256 | 512 | 1024 => int_or_index,
        16 | 128 | 2048 | 4096 => ctx.is_float(elem),
        _ => false,
    }
}

pub(super) fn verify_reduction(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    run(cx, body, op, |ctx| {
        let rank = rank_of(ctx, operand_ty(body, op, 0)).unwrap_or(0);
        if rank > 1 {
            return Err(format!("unsupported reduction rank: {rank}"));
        }
        let elem = result_ty(body, op);
        let bits = kind_bits(ctx, body, op);
        if !supported_kind(ctx, bits, elem) {
            return Err(format!(
                "unsupported reduction type ''{}'' for kind '{}'",
                tstr(ctx, elem),
                COMBINING_KIND.flags_to_string(bits)
            ));
        }
        Ok(())
    });
}

pub(super) fn verify_multi_reduction(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    run(cx, body, op, |ctx| {
        let src = operand_ty(body, op, 0);
        let (shape, scalable, elem) = vparts(ctx, src);
        let dims = i64s(ctx, body, op, "reduction_dims");
        let (mut target, mut target_scalable) = (Vec::new(), Vec::new());
        for (i, &d) in shape.iter().enumerate() {
            if !dims.contains(&(i as i64)) {
                target.push(d);
                target_scalable.push(scalable[i]);
            }
        }
        let inferred = if target.is_empty() { elem } else { vector_type(ctx, target, target_scalable, elem) };
        let res = result_ty(body, op);
        if res != inferred {
            return Err(format!(
                "destination type '{}' is incompatible with source type '{}'",
                tstr(ctx, res),
                tstr(ctx, src)
            ));
        }
        Ok(())
    });
}

pub(super) fn verify_outerproduct(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    run(cx, body, op, |ctx| {
        let (lhs, rhs, res) = (operand_ty(body, op, 0), operand_ty(body, op, 1), result_ty(body, op));
        let (l, lsc, _) = vparts(ctx, lhs);
        let (r, rsc, relem) = vparts(ctx, res);
        if l.len() != 1 {
            return Err("expected 1-d vector for operand #1".into());
        }
        if let Some((rv, rvsc, _)) = vector_parts(ctx, rhs) {
            if rv.len() != 1 {
                return Err("expected 1-d vector for operand #2".into());
            }
            if r.len() != 2 {
                return Err("expected 2-d vector result".into());
            }
            if l[0] != r[0] {
                return Err("expected #1 operand dim to match result dim #1".into());
            }
            if rv[0] != r[1] {
                return Err("expected #2 operand dim to match result dim #2".into());
            }
            if lsc[0] && !rvsc[0] {
                return Err("expected either both or only #2 operand dim to be scalable".into());
            }
        } else {
            if r.len() != 1 {
                return Err("expected 1-d vector result".into());
            }
            if l[0] != r[0] {
                return Err("expected #1 operand dim to match result dim #1".into());
            }
        }
        let _ = rsc;
        if body.operands(op).len() > 2 && operand_ty(body, op, 2) != res {
            return Err("expected operand #3 of same type as result type".into());
        }
        if !supported_kind(ctx, kind_bits(ctx, body, op), relem) {
            return Err("unsupported outerproduct type".into());
        }
        Ok(())
    });
}

// ---- shuffles, casts, transposes ------------------------------------------------------

pub(super) fn infer_shuffle(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, String> {
    let v1 = input.operand_types.first().copied().ok_or("expected operands")?;
    let (shape, _, elem) = vector_parts(ctx, v1).ok_or("expected vector operands")?;
    let mask_len = input.attr("mask").and_then(|a| int_array(ctx, a)).map_or(0, |m| m.len());
    let mut out = vec![mask_len.max(1) as i64];
    out.extend(shape.iter().skip(1));
    Ok(vec![vector_type(ctx, out.clone(), vec![false; out.len()], elem)])
}

pub(super) fn verify_shuffle(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    run(cx, body, op, |ctx| {
        let (v1, v2, res) = (operand_ty(body, op, 0), operand_ty(body, op, 1), result_ty(body, op));
        let mask = attr(ctx, body, op, crate::static_ident!(ctx, "mask"));
        let input =
            InferInput { operand_types: &[v1, v2], attrs: &[("mask", mask.unwrap_or_else(|| ctx.unit_attr()))] };
        if let Ok(t) = infer_shuffle(ctx, &input) {
            if t[0] != res {
                return Err(format!(
                    "inferred type(s) '{}' are incompatible with return type(s) of operation '{}'",
                    tstr(ctx, t[0]),
                    tstr(ctx, res)
                ));
            }
        }
        let ((s1, _, _), (s2, _, _), (sr, _, _)) = (vparts(ctx, v1), vparts(ctx, v2), vparts(ctx, res));
        let zero_d = s1.is_empty() && s2.is_empty() && sr.len() == 1;
        let nd = s1.len() == sr.len() && s2.len() == sr.len();
        if !zero_d && !nd {
            return Err("rank mismatch".into());
        }
        for r in 1..s1.len() {
            if sr[r] != s1[r] || s1[r] != s2[r] {
                return Err("dimension mismatch".into());
            }
        }
        let mask = mask.and_then(|a| int_array(ctx, a)).unwrap_or_default();
        if mask.is_empty() {
            return Err("invalid mask length".into());
        }
        if Some(&(mask.len() as i64)) != sr.first() {
            return Err("mask length mismatch".into());
        }
        let size = s1.first().copied().unwrap_or(1) + s2.first().copied().unwrap_or(1);
        if let Some(i) = mask.iter().position(|&m| m < 0 || m >= size) {
            return Err(format!("mask index #{} out of range", i + 1));
        }
        Ok(())
    });
}

/// Upstream's `isValidShapeCast`: `a` (the lower rank) regroups contiguous dims of `b`.
pub(super) fn valid_shape_cast(a: &[i64], b: &[i64]) -> bool {
    if a.is_empty() && b.iter().all(|&d| d == 1) {
        return true;
    }
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        let dim_a = a[i];
        let mut dim_b = 1i64;
        while dim_b < dim_a && j < b.len() {
            dim_b = dim_b.saturating_mul(b[j]);
            j += 1;
        }
        if dim_a != dim_b {
            break;
        }
        i += 1;
        if i < a.len() && a[i..].iter().all(|&d| d == 1) {
            i = a.len();
        }
        if j < b.len() && b[j..].iter().all(|&d| d == 1) {
            j = b.len();
        }
    }
    i == a.len() && j == b.len()
}

pub(super) fn verify_shape_cast(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    run(cx, body, op, |ctx| {
        let (src, res) = (operand_ty(body, op, 0), result_ty(body, op));
        let ((ss, ssc, se), (rs, rsc, re)) = (vparts(ctx, src), vparts(ctx, res));
        if se != re {
            return Err("source/result vectors must have same element type".into());
        }
        let product = |s: &[i64]| s.iter().fold(1i64, |a, &d| a.wrapping_mul(d));
        if product(ss) != product(rs) {
            return Err("source/result number of elements must match".into());
        }
        let ok = match ss.len().cmp(&rs.len()) {
            std::cmp::Ordering::Less => valid_shape_cast(ss, rs),
            std::cmp::Ordering::Greater => valid_shape_cast(rs, ss),
            std::cmp::Ordering::Equal => true,
        };
        if !ok {
            return Err("invalid shape cast".into());
        }
        let (ns, nr) = (ssc.iter().filter(|&&s| s).count(), rsc.iter().filter(|&&s| s).count());
        if ns != nr {
            return Err(format!("different number of scalable dims at source ({ns}) and result ({nr})"));
        }
        Ok(())
    });
}

pub(super) fn verify_transpose(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    run(cx, body, op, |ctx| {
        let ((src, _, _), (res, _, _)) = (vparts(ctx, operand_ty(body, op, 0)), vparts(ctx, result_ty(body, op)));
        let rank = res.len();
        if src.len() != rank {
            return Err(format!("vector result rank mismatch: {rank}"));
        }
        let perm = i64s(ctx, body, op, "permutation");
        if perm.len() != rank {
            return Err(format!("transposition length mismatch: {}", perm.len()));
        }
        let mut seen = vec![false; rank];
        for (i, &p) in perm.iter().enumerate() {
            if p < 0 || p >= rank as i64 {
                return Err(format!("transposition index out of range: {p}"));
            }
            if seen[p as usize] {
                return Err(format!("duplicate position index: {p}"));
            }
            seen[p as usize] = true;
            if res[i] != src[p as usize] {
                return Err(format!("dimension size mismatch at: {p}"));
            }
        }
        Ok(())
    });
}

pub(super) fn same_rank(ctx: &Context, operands: &[Type], results: &[Type]) -> bool {
    match (operands.first(), results.first()) {
        (Some(&a), Some(&b)) => rank_of(ctx, a) == rank_of(ctx, b),
        _ => true,
    }
}

pub(super) fn verify_bitcast(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    run(cx, body, op, |ctx| {
        let ((ss, _, se), (rs, _, re)) = (vparts(ctx, operand_ty(body, op, 0)), vparts(ctx, result_ty(body, op)));
        for i in 0..ss.len().saturating_sub(1) {
            if ss[i] != rs[i] {
                return Err(format!("dimension size mismatch at: {i}"));
            }
        }
        let (sb, rb) = (bit_width(ctx, se).unwrap_or(0), bit_width(ctx, re).unwrap_or(0));
        if ss.is_empty() {
            if sb != rb {
                return Err("source/result bitwidth of the 0-D vector element types must be equal".into());
            }
        } else if sb.wrapping_mul(ss[ss.len() - 1] as u64) != rb.wrapping_mul(rs[rs.len() - 1] as u64) {
            return Err("source/result bitwidth of the minor 1-D vectors must be equal".into());
        }
        Ok(())
    });
}

// ---- masks ----------------------------------------------------------------------------

pub(super) fn verify_create_mask(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    run(cx, body, op, |ctx| {
        let rank = rank_of(ctx, result_ty(body, op)).unwrap_or(0);
        let n = body.operands(op).len();
        if rank == 0 && n != 1 {
            return Err("must specify exactly one operand for 0-D create_mask".into());
        }
        if rank != 0 && n != rank {
            return Err("must specify an operand for each result vector dimension".into());
        }
        Ok(())
    });
}

pub(super) fn verify_constant_mask(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let (shape, scalable, _) = vparts(ctx, result_ty(body, op));
    let sizes = i64s(ctx, body, op, "mask_dim_sizes");
    if shape.is_empty() {
        // Upstream reports these without the op-name prefix.
        let msg = if sizes.len() != 1 {
            Some("array attr must have length 1 for 0-D vectors")
        } else if sizes[0] != 0 && sizes[0] != 1 {
            Some("mask dim size must be either 0 or 1 for 0-D vectors")
        } else {
            None
        };
        if let Some(msg) = msg {
            cx.report(crate::syntax::diag::Diagnostic::error(body.op(op).loc, msg));
        }
        return;
    }
    run(cx, body, op, |_| {
        if sizes.len() != shape.len() {
            return Err("must specify array attr of size equal vector result rank".into());
        }
        for (i, &s) in sizes.iter().enumerate() {
            if s < 0 || s > shape[i] {
                return Err("array attr of size out of bounds of vector result dimension size".into());
            }
            if scalable[i] && s != 0 && s != shape[i] {
                return Err("only supports 'none set' or 'all set' scalable dimensions".into());
            }
        }
        if sizes.contains(&0) && !sizes.iter().all(|&s| s == 0) {
            return Err("expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim".into());
        }
        Ok(())
    });
}

// ---- strided slices -------------------------------------------------------------------

fn confined_to_shape(values: &[i64], shape: &[i64], name: &str, half_open: bool, min: i64) -> VResult {
    for (i, (&v, &d)) in values.iter().zip(shape).enumerate() {
        let max = if half_open { d } else { d.saturating_add(1) };
        if v < min || v >= max {
            return Err(format!("expected {name} dimension {i} to be confined to [{min}, {max})"));
        }
    }
    Ok(())
}

fn unit_strides(strides: &[i64], name: &str) -> VResult {
    if strides.iter().any(|&s| s != 1) {
        return Err(format!("expected {name} to be confined to [1, 2)"));
    }
    Ok(())
}

fn sum_confined(a: &[i64], b: &[i64], shape: &[i64], names: (&str, &str), min: i64) -> VResult {
    for (i, ((&x, &y), &d)) in a.iter().zip(b).zip(shape).enumerate() {
        let max = d.saturating_add(1);
        let sum = x.wrapping_add(y);
        if sum < 0 || sum >= max {
            return Err(format!(
                "expected sum({}, {}) dimension {i} to be confined to [{min}, {max})",
                names.0, names.1
            ));
        }
    }
    Ok(())
}

fn scalable_size(idx: usize, a: i64, b: i64) -> VResult {
    if a != b {
        return Err(format!(
            "expected size at idx={idx} to match the corresponding base size from the input vector ({a} vs {b})"
        ));
    }
    Ok(())
}

pub(super) fn verify_extract_strided_slice(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    run(cx, body, op, |ctx| {
        let src = operand_ty(body, op, 0);
        let (shape, scalable, elem) = vparts(ctx, src);
        let offsets = i64s(ctx, body, op, "offsets");
        let sizes = i64s(ctx, body, op, "sizes");
        let strides = i64s(ctx, body, op, "strides");
        if offsets.len() != sizes.len() || offsets.len() != strides.len() {
            return Err("expected offsets, sizes and strides attributes of same size".into());
        }
        for (v, name) in [(&offsets, "offsets"), (&sizes, "sizes"), (&strides, "strides")] {
            if v.len() > shape.len() {
                return Err(format!("expected {name} attribute of rank no greater than vector rank"));
            }
        }
        confined_to_shape(&offsets, shape, "offsets", true, 0)?;
        confined_to_shape(&sizes, shape, "sizes", false, 1)?;
        unit_strides(&strides, "strides")?;
        sum_confined(&offsets, &sizes, shape, ("offsets", "sizes"), 1)?;
        let mut expected = sizes.clone();
        expected.extend(&shape[sizes.len()..]);
        let expected = vector_type(ctx, expected, scalable.to_vec(), elem);
        if result_ty(body, op) != expected {
            return Err(format!("expected result type to be '{}'", tstr(ctx, expected)));
        }
        for (i, &s) in sizes.iter().enumerate() {
            if scalable[i] {
                scalable_size(i, s, shape[i])?;
            }
        }
        Ok(())
    });
}

pub(super) fn verify_insert_strided_slice(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    run(cx, body, op, |ctx| {
        let ((ss, ssc, _), (ds, dsc, _)) = (vparts(ctx, operand_ty(body, op, 0)), vparts(ctx, operand_ty(body, op, 1)));
        let offsets = i64s(ctx, body, op, "offsets");
        let strides = i64s(ctx, body, op, "strides");
        if offsets.len() != ds.len() {
            return Err("expected offsets of same size as destination vector rank".into());
        }
        if strides.len() != ss.len() {
            return Err("expected strides of same size as source vector rank".into());
        }
        if ss.len() > ds.len() {
            return Err("expected source rank to be no greater than destination rank".into());
        }
        let diff = ds.len() - ss.len();
        let mut as_dest = vec![1; diff];
        as_dest.extend(ss);
        confined_to_shape(&offsets, ds, "offsets", true, 0)?;
        unit_strides(&strides, "strides")?;
        sum_confined(&offsets, &as_dest, ds, ("offsets", "source vector shape"), 1)?;
        for i in 0..ss.len() {
            if ssc[i] != dsc[i + diff] {
                return Err(format!("mismatching scalable flags (at source vector idx={i})"));
            }
            if ssc[i] {
                scalable_size(i, ss[i], ds[i + diff])?;
            }
        }
        Ok(())
    });
}

pub(super) fn same_element_as_result(ctx: &Context, operands: &[Type], results: &[Type]) -> bool {
    match (operands.first(), results.first()) {
        (Some(&a), Some(&b)) => element_of(ctx, a) == element_of(ctx, b),
        _ => true,
    }
}

// ---- type_cast ------------------------------------------------------------------------

pub(super) fn verify_type_cast(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    run(cx, body, op, |ctx| {
        let (src, res) = (operand_ty(body, op, 0), result_ty(body, op));
        let parts = |t: Type| match ctx.type_kind(t) {
            TypeKind::MemRef { shape, element, layout, memory_space } => {
                Some((shape.clone(), *element, *layout, *memory_space))
            }
            _ => None,
        };
        let (Some((sshape, selem, slayout, sspace)), Some((rshape, relem, rlayout, rspace))) = (parts(src), parts(res))
        else {
            return Ok(());
        };
        let identity = |l: Option<Attribute>| match l.map(|l| ctx.attr_kind(l)) {
            None => true,
            Some(AttrKind::AffineMap(m)) => m.is_identity(),
            Some(AttrKind::StridedLayout { offset, strides }) => {
                let mut expect = 1i64;
                let mut ok = *offset == 0;
                for (&s, &d) in strides.iter().zip(&sshape).rev() {
                    ok &= s == expect || d == 1;
                    expect = expect.wrapping_mul(d);
                }
                ok
            }
            _ => false,
        };
        if !identity(slayout) {
            return Err("expects operand to be a memref with identity layout".into());
        }
        if !matches!(rlayout.map(|l| ctx.attr_kind(l)), None | Some(AttrKind::AffineMap(_)))
            || !rlayout.map_or(true, |l| matches!(ctx.attr_kind(l), AttrKind::AffineMap(m) if m.is_identity()))
        {
            return Err("expects result to be a memref with identity layout".into());
        }
        if sspace != rspace {
            return Err("expects result in same memory space".into());
        }
        let scalar = |e: Type| element_of(ctx, e).unwrap_or(e);
        if scalar(selem) != scalar(relem) {
            return Err(format!("expects result and operand with same underlying scalar type: '{}'", tstr(ctx, res)));
        }
        let full = |mut shape: Vec<i64>, e: Type| {
            if let Some((s, _, _)) = vector_parts(ctx, e) {
                shape.extend(s);
            }
            shape
        };
        if full(sshape, selem) != full(rshape, relem) {
            return Err(format!("expects concatenated result and operand shapes to be equal: '{}'", tstr(ctx, res)));
        }
        Ok(())
    });
}

// ---- contract ---------------------------------------------------------------------------

fn maps_of(ctx: &Context, body: &Body, op: OpId) -> Vec<crate::ir::affine::AffineMap> {
    match attr(ctx, body, op, crate::static_ident!(ctx, "indexing_maps")).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(v)) => v
            .iter()
            .filter_map(|&a| match ctx.attr_kind(a) {
                AttrKind::AffineMap(m) => Some(m.clone()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// Pairs of (lhs, rhs) result positions of the iterators of kind `kind`
/// that both operands use.
fn dim_map(maps: &[crate::ir::affine::AffineMap], iters: &[&str], kind: &str) -> Vec<(usize, usize)> {
    let pos = |m: &crate::ir::affine::AffineMap, d: usize| m.results.iter().position(|r| r.as_dim() == Some(d));
    iters
        .iter()
        .enumerate()
        .filter(|(_, k)| **k == kind)
        .filter_map(|(d, _)| Some((pos(&maps[0], d)?, pos(&maps[1], d)?)))
        .collect()
}

pub(super) fn verify_contract(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    run(cx, body, op, |ctx| {
        let (lhs, rhs, acc, res) =
            (operand_ty(body, op, 0), operand_ty(body, op, 1), operand_ty(body, op, 2), result_ty(body, op));
        let ((ls, _, le), (rs, _, _)) = (vparts(ctx, lhs), vparts(ctx, rhs));
        if matches!(ctx.type_kind(le), TypeKind::Integer { signedness, .. } if *signedness != Signedness::Signless) {
            return Err("only supports signless integer types".into());
        }
        let maps = maps_of(ctx, body, op);
        if maps.len() != 3 {
            return Err("expected an indexing map for each vector operand".into());
        }
        let iters: Vec<&str> =
            match attr(ctx, body, op, crate::static_ident!(ctx, "iterator_types")).map(|a| ctx.attr_kind(a)) {
                Some(AttrKind::Array(v)) => v.iter().map(|&a| iterator_type_of(ctx, a).unwrap_or("")).collect(),
                _ => Vec::new(),
            };
        for (i, m) in maps.iter().enumerate() {
            if m.num_symbols != 0 {
                return Err(format!("expected indexing map {i} to have no symbols"));
            }
            let rank = rank_of(ctx, operand_ty(body, op, i)).unwrap_or(0);
            if m.num_dims != iters.len() {
                return Err(format!("expected indexing map {i} to have {} number of inputs", iters.len()));
            }
            if m.num_results() != rank {
                return Err(format!("expected indexing map {i} to have {rank} number of outputs"));
            }
            if !m.is_projected_permutation(false) {
                return Err(format!("expected indexing map {i} to be a projected permutation of its inputs"));
            }
        }
        let contracting = dim_map(&maps, &iters, "reduction");
        let batch = dim_map(&maps, &iters, "parallel");
        if contracting.is_empty() {
            return Err("expected at least one contracting dimension pair".into());
        }
        let dims_ok = |m: &[(usize, usize)]| m.iter().all(|&(l, r)| l < ls.len() && r < rs.len() && ls[l] == rs[r]);
        if !dims_ok(&contracting) {
            return Err("invalid contracting dimension map".into());
        }
        if !dims_ok(&batch) {
            return Err("invalid batch dimension map".into());
        }
        let mut expected_dims = Vec::new();
        for (i, &d) in ls.iter().enumerate() {
            if !contracting.iter().any(|c| c.0 == i) {
                expected_dims.push(d);
            }
        }
        for (i, &d) in rs.iter().enumerate() {
            if !contracting.iter().any(|c| c.1 == i) && !batch.iter().any(|b| b.1 == i) {
                expected_dims.push(d);
            }
        }
        let bad_shape = "invalid accumulator/result vector shape";
        if expected_dims.is_empty() {
            if vector_parts(ctx, res).is_some() || vector_parts(ctx, acc).is_some() {
                return Err(bad_shape.into());
            }
        } else {
            let (Some((_, rsc, relem)), Some(_)) = (vector_parts(ctx, res), vector_parts(ctx, acc)) else {
                return Err(bad_shape.into());
            };
            let n = maps[0].num_dims;
            let used = |d: usize| maps[0].is_function_of_dim(d) || maps[1].is_function_of_dim(d);
            if (0..n).any(|d| !used(d)) {
                return Err("expected all dimensions to be either a LHS or a RHS dimension".into());
            }
            let mut extents = vec![None; n];
            for (shape, m) in [(ls, &maps[0]), (rs, &maps[1])] {
                for (i, &size) in shape.iter().enumerate() {
                    if let Some(d) = m.results[i].as_dim() {
                        extents[d].get_or_insert(size);
                    }
                }
            }
            if extents.iter().any(Option::is_none) {
                return Err("expected all dimensions to get an extent as either a LHS or a RHS dimension".into());
            }
            let shape: Vec<i64> =
                maps[2].results.iter().map(|r| r.as_dim().and_then(|d| extents[d]).unwrap_or(0)).collect();
            let scalable = if rsc.len() == shape.len() { rsc.to_vec() } else { vec![false; shape.len()] };
            let expected = vector_type(ctx, shape, scalable, relem);
            if res != expected || acc != expected {
                return Err(format!("{bad_shape}, expected: '{}'", tstr(ctx, expected)));
            }
        }
        let elem = element_of(ctx, res).unwrap_or(res);
        if !supported_kind(ctx, kind_bits(ctx, body, op), elem) {
            return Err("unsupported contraction type".into());
        }
        Ok(())
    });
}

pub(super) fn element_is_result(ctx: &Context, operands: &[Type], results: &[Type]) -> bool {
    match (operands.first(), results.first()) {
        (Some(&a), Some(&b)) => element_of(ctx, a) == Some(b),
        _ => true,
    }
}

pub(super) fn same_type(_: &Context, t: Type) -> Option<Type> {
    Some(t)
}

/// Operand #0's element type (or the operand itself, if scalar) is the result's element type.
pub(super) fn same_element_or_self(ctx: &Context, operands: &[Type], results: &[Type]) -> bool {
    match (operands.first(), results.first()) {
        (Some(&a), Some(&b)) => element_of(ctx, a).unwrap_or(a) == element_of(ctx, b).unwrap_or(b),
        _ => true,
    }
}

/// The type of `vector.interleave`'s result: the innermost dimension doubled
/// (a 0-D input gives two elements).
pub(super) fn doubled_last(ctx: &Context, t: Type) -> Option<Type> {
    let (shape, scalable, element) = super::vector_parts(ctx, t)?;
    let mut shape = shape.to_vec();
    match shape.last_mut() {
        Some(d) => *d *= 2,
        None => shape.push(2),
    }
    let scalable = if scalable.is_empty() { vec![false] } else { scalable.to_vec() };
    Some(super::vector_type(ctx, shape, scalable, element))
}

pub(super) fn verify_from_elements(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    run(cx, body, op, |ctx| {
        let (shape, _, element) = vparts(ctx, result_ty(body, op));
        let n = shape.iter().fold(1i64, |n, &d| n.wrapping_mul(d));
        let operands = body.operands(op);
        if operands.len() as i64 != n || operands.iter().any(|&v| ty(body, v) != element) {
            return Err("failed to verify that operand types match result element type".into());
        }
        Ok(())
    });
}

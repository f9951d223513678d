//! `linalg-decompose-winograd-ops` (Strata's; mlir-opt-19 has the same
//! rewrite behind `test-linalg-transform-patterns=test-decompose-winograd-ops`):
//! the three Winograd transform ops on tensors become loops of small
//! matrix products with the constant matrices of F(m, r) (`matrices.rs`).
//! `tensors-to-buffers` runs it before bufferization.
//!
//! Each op becomes an `scf.for` nest carrying its `outs` tensor, whose body
//! takes one 2-D tile of the source (`tensor.extract_slice`), multiplies it
//! on the left and/or right by the transform matrices (`linalg.matmul`
//! into zero-filled `tensor.empty`s), and writes it into the carried
//! tensor (`tensor.insert_slice`):
//!
//! * filter (F, H, W, C) to (alphaH, alphaW, C, F): loops F, C;
//!   `G x g x GT`;
//! * input (N, H, W, C) to (alphaH, alphaW, tileH, tileW, N, C): loops
//!   tileH, tileW, N, C; the alpha x alpha tile at (tileH * m, tileW * m);
//!   `BT x d x B`;
//! * output (alphaH, alphaW, tileH, tileW, N, F) to (N, H, W, F): loops
//!   tileH, tileW, N, F; `AT x y x A` times the algorithm's scale factor
//!   (a `linalg.generic`), written over the m x m tile at (tileH * m,
//!   tileW * m): as in mlir-opt-19, the output's previous values there are
//!   replaced, not accumulated.
//!
//! A side of extent 1 (filter H or W of 1, alpha of 1) is not transformed.
//! Unlike mlir-opt-19, whose products accumulate into uninitialized
//! `tensor.empty`s, every product starts from zero. Ops with dynamic
//! sizes, non-float element types, a result type other than the outs
//! type, or an F(m, r) other than F(2, 3), F(4, 3) and F(2, 5) are
//! reported with their location (mlir-opt-19 crashes or builds invalid IR
//! for them).

pub mod conv2d;
mod matrices;

use self::matrices::{algorithm, matrix, Matrix};
use crate::dialects::affine::build::make_composed_folded_apply;
use crate::dialects::arith::build_constant;
use crate::dialects::linalg::build::{fill_state, generic_state, named_state, GenericParts};
use crate::dialects::linalg::keyword_attr;
use crate::dialects::memref::Ofr;
use crate::dialects::scf::YieldOp;
use crate::dialects::tensor::slice::{build_extract_slice, build_insert_slice};
use crate::dialects::tensor::EmptyOp;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{
    AttrKind, Body, Context, DenseValues, Location, OpId, OperationState, Type, TypeKind, ValueId, DYNAMIC,
};
use crate::opdef::ods::attr;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;
use crate::transforms::scf::build_for;

const FILTER: &str = "linalg.winograd_filter_transform";
const INPUT: &str = "linalg.winograd_input_transform";
const OUTPUT: &str = "linalg.winograd_output_transform";

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(DecomposeWinogradOps))
}

struct DecomposeWinogradOps;

impl Pass for DecomposeWinogradOps {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let ctx = cx.ctx;
        check_supported(ctx, &target.body)?;
        let config = GreedyConfig::rewrite_only();
        let pattern = |rw: &mut Rewriter<'_>, op: OpId| match ctx.str(rw.body.op(op).name) {
            FILTER | INPUT | OUTPUT => decompose(rw, op),
            _ => false,
        };
        apply_pattern_set_greedily(ctx, cx.registry, Some(target.name), &mut target.body, &config, &pattern);
        Ok(())
    }
}

/// Whether `name` is one of the three transform ops.
fn is_winograd(name: &str) -> bool {
    matches!(name, FILTER | INPUT | OUTPUT)
}

/// A located error for the first transform op (in `body` and the bodies
/// nested in it) this rewrite cannot decompose.
fn check_supported(ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
    let mut ops = Vec::new();
    for &r in &body.roots {
        body.walk_region(r, &mut |op| ops.push(op));
    }
    for op in ops {
        if let Some(inner) = body.op(op).inner.as_deref() {
            check_supported(ctx, inner)?;
        } else if is_winograd(ctx.str(body.op(op).name)) {
            if let Err(msg) = unsupported(ctx, body, op) {
                return Err(Diagnostic::error(body.op(op).loc, msg));
            }
        }
    }
    Ok(())
}

fn unsupported(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = ctx.str(body.op(op).name);
    let (m, r) = m_r(ctx, body, op);
    if algorithm(m, r).is_none() {
        return Err(format!(
            "'{name}' with m({m}) r({r}) is not supported: linalg-decompose-winograd-ops implements F(2, 3), F(4, 3) and F(2, 5)"
        ));
    }
    if body.results(op).first().map(|&v| body.value_type(v)) != body.operands(op).get(1).map(|&v| body.value_type(v)) {
        return Err(format!("'{name}' whose result type is not its outs type is not supported"));
    }
    for &v in body.operands(op) {
        let TypeKind::RankedTensor { shape, element: e, .. } = ctx.type_kind(body.value_type(v)) else {
            return Err(format!("'{name}' on a value that is not a ranked tensor is not supported"));
        };
        if shape.contains(&DYNAMIC) {
            return Err(format!(
                "'{name}' with dynamic sizes is not supported (its loops and tiles need static sizes)"
            ));
        }
        // (The verifier has made the element types one.)
        if !ctx.is_float(*e) {
            return Err(format!("'{name}' is supported on tensors of floating-point elements only"));
        }
    }
    Ok(())
}

fn m_r(ctx: &Context, body: &Body, op: OpId) -> (i64, i64) {
    let int = |name: &str| match attr(ctx, body, op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => i64::try_from(value).unwrap_or(-1),
        _ => -1,
    };
    (int("m"), int("r"))
}

fn shape(ctx: &Context, body: &Body, v: ValueId) -> Vec<i64> {
    ctx.shaped_parts(body.value_type(v)).map(|(s, _)| s.to_vec()).unwrap_or_default()
}

/// An offset of a tile in a tensor: zero, a loop's induction variable, or
/// that times a factor.
#[derive(Clone, Copy)]
enum Place {
    Zero,
    Loop(usize),
    Scaled(usize, i64),
}

/// A loop's induction variable, scaled by `m` on a transformed side.
fn tile_place(dim: usize, transformed: bool, m: i64) -> Place {
    if transformed {
        Place::Scaled(dim, m)
    } else {
        Place::Loop(dim)
    }
}

/// One decomposition: the loops over `extents`, each reading a 2-D tile of
/// `source` at `read` (its `read_size` extents along dimensions `read_hw`), multiplying it by
/// `left` and `right`, scaling it, and writing it into the carried `init`
/// at `write` (dimensions `write_hw`).
struct Spec {
    source: ValueId,
    init: ValueId,
    extents: Vec<i64>,
    read: Vec<Place>,
    read_hw: [usize; 2],
    /// The extents of the tile read.
    read_size: [i64; 2],
    write: Vec<Place>,
    write_hw: [usize; 2],
    left: Option<Matrix>,
    right: Option<Matrix>,
    scale: f64,
}

fn decompose(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (m, r) = m_r(ctx, rw.body, op);
    let Some(alg) = algorithm(m, r) else { return false };
    let (source, init) = (rw.body.operands(op)[0], rw.body.operands(op)[1]);
    let (s, o) = (shape(ctx, rw.body, source), shape(ctx, rw.body, init));
    let spec = match ctx.str(rw.body.op(op).name) {
        FILTER if s.len() == 4 && o.len() == 4 => {
            let (left, right) = (s[1] != 1, s[2] != 1);
            Spec {
                source,
                init,
                extents: vec![s[0], s[3]],
                read: vec![Place::Loop(0), Place::Zero, Place::Zero, Place::Loop(1)],
                read_hw: [1, 2],
                read_size: [s[1], s[2]],
                write: vec![Place::Zero, Place::Zero, Place::Loop(1), Place::Loop(0)],
                write_hw: [0, 1],
                left: left.then(|| matrix(alg.g, false)),
                right: right.then(|| matrix(alg.g, true)),
                scale: 1.0,
            }
        }
        INPUT if s.len() == 4 && o.len() == 6 => {
            let (left, right) = (o[0] != 1, o[1] != 1);
            Spec {
                source,
                init,
                extents: vec![o[2], o[3], o[4], o[5]],
                read: vec![Place::Loop(2), tile_place(0, left, m), tile_place(1, right, m), Place::Loop(3)],
                read_hw: [1, 2],
                read_size: [o[0], o[1]],
                write: vec![Place::Zero, Place::Zero, Place::Loop(0), Place::Loop(1), Place::Loop(2), Place::Loop(3)],
                write_hw: [0, 1],
                left: left.then(|| matrix(alg.bt, false)),
                right: right.then(|| matrix(alg.bt, true)),
                scale: 1.0,
            }
        }
        OUTPUT if s.len() == 6 && o.len() == 4 => {
            let (left, right) = (s[0] != 1, s[1] != 1);
            let side = |t: bool| if t { alg.scale } else { 1.0 };
            Spec {
                source,
                init,
                extents: vec![s[2], s[3], s[4], s[5]],
                read: vec![Place::Zero, Place::Zero, Place::Loop(0), Place::Loop(1), Place::Loop(2), Place::Loop(3)],
                read_hw: [0, 1],
                read_size: [s[0], s[1]],
                write: vec![Place::Loop(2), tile_place(0, left, m), tile_place(1, right, m), Place::Loop(3)],
                write_hw: [1, 2],
                left: left.then(|| matrix(alg.at, false)),
                right: right.then(|| matrix(alg.at, true)),
                scale: side(left) * side(right),
            }
        }
        _ => return false,
    };
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let result = build(rw, loc, &spec);
    rw.replace_op(op, &[result]);
    true
}

/// What the loop body uses, built before the loops.
struct Invariants {
    element: Type,
    zero: ValueId,
    left: Option<ValueId>,
    right: Option<ValueId>,
    scale: Option<ValueId>,
}

/// The loop nest of `spec` at the insertion point; its result.
fn build(rw: &mut Rewriter<'_>, loc: Location, spec: &Spec) -> ValueId {
    let ctx = rw.ctx;
    let element = ctx.shaped_parts(rw.body.value_type(spec.source)).map_or(ctx.none_type(), |(_, e)| e);
    let float = |rw: &mut Rewriter<'_>, x: f64| {
        let bits = ctx.float_kind(element).map_or(0, |k| crate::ir::float::from_f64(k, x));
        build_constant(rw, loc, element, ctx.attr(AttrKind::Float { ty: element, bits }))
    };
    let inv = Invariants {
        element,
        zero: float(rw, 0.0),
        left: spec.left.as_ref().map(|a| matrix_constant(rw, loc, element, a)),
        right: spec.right.as_ref().map(|a| matrix_constant(rw, loc, element, a)),
        scale: (spec.scale != 1.0).then(|| float(rw, spec.scale)),
    };
    // One constant per index value.
    let mut indices: Vec<(i64, ValueId)> = Vec::new();
    let mut index = |rw: &mut Rewriter<'_>, n: i64| {
        if let Some(&(_, v)) = indices.iter().find(|(k, _)| *k == n) {
            return v;
        }
        let v = build_constant(rw, loc, ctx.index_type(), ctx.int_attr(ctx.index_type(), n));
        indices.push((n, v));
        v
    };
    let (c0, c1) = (index(rw, 0), index(rw, 1));
    let uppers: Vec<ValueId> = spec.extents.iter().map(|&n| index(rw, n)).collect();
    let mut carried = spec.init;
    let mut loops = Vec::new();
    let mut ivs = Vec::new();
    for &ub in &uppers {
        let (for_op, block) = build_for(rw, loc, [c0, ub, c1], &[carried]);
        let args = rw.body.block(block).args.clone();
        ivs.push(args[0]);
        carried = args[1];
        loops.push((for_op, block));
        rw.set_insertion_point_to_end(block);
    }
    let mut value = tile_body(rw, loc, spec, &inv, &ivs, carried);
    for &(for_op, block) in loops.iter().rev() {
        let y = YieldOp::create(ctx, rw.body, loc, vec![value]);
        rw.body.append_op(block, y.0);
        value = rw.body.results(for_op)[0];
    }
    if let Some(&(outer, _)) = loops.first() {
        rw.set_insertion_point_after(outer);
    }
    value
}

/// The offsets of `places` for the induction variables `ivs`.
fn offsets(rw: &mut Rewriter<'_>, loc: Location, places: &[Place], ivs: &[ValueId]) -> Vec<Ofr> {
    places
        .iter()
        .map(|&p| match p {
            Place::Zero => Ofr::Static(0),
            Place::Loop(k) => Ofr::Value(ivs[k]),
            Place::Scaled(k, m) => {
                let map = AffineMap::new(1, 0, vec![AffineExpr::dim(0).mul(AffineExpr::constant(m))]);
                make_composed_folded_apply(rw, loc, &map, &[Ofr::Value(ivs[k])])
            }
        })
        .collect()
}

/// Sizes of one tile of `hw` extents at dimensions `dims` of a tensor of `rank`.
fn sizes(rank: usize, dims: [usize; 2], hw: [i64; 2]) -> Vec<Ofr> {
    let mut s = vec![Ofr::Static(1); rank];
    s[dims[0]] = Ofr::Static(hw[0]);
    s[dims[1]] = Ofr::Static(hw[1]);
    s
}

/// One tile: read, transformed, scaled and written into `carried`.
fn tile_body(
    rw: &mut Rewriter<'_>,
    loc: Location,
    spec: &Spec,
    inv: &Invariants,
    ivs: &[ValueId],
    carried: ValueId,
) -> ValueId {
    let ctx = rw.ctx;
    let src_shape = shape(ctx, rw.body, spec.source);
    let hw = spec.read_size;
    let offs = offsets(rw, loc, &spec.read, ivs);
    let size = sizes(src_shape.len(), spec.read_hw, hw);
    let ones = vec![Ofr::Static(1); src_shape.len()];
    let tile_ty = tensor(ctx, hw.to_vec(), inv.element);
    let mut tile = build_extract_slice(rw, loc, spec.source, [&offs, &size, &ones], tile_ty);
    if let Some(left) = inv.left {
        tile = matmul(rw, loc, inv, left, tile);
    }
    if let Some(right) = inv.right {
        tile = matmul(rw, loc, inv, tile, right);
    }
    if let Some(scale) = inv.scale {
        tile = scaled(rw, loc, inv, scale, tile);
    }
    let out_hw = shape(ctx, rw.body, tile);
    let dest_rank = shape(ctx, rw.body, spec.init).len();
    let offs = offsets(rw, loc, &spec.write, ivs);
    let size = sizes(dest_rank, spec.write_hw, [out_hw[0], out_hw[1]]);
    let ones = vec![Ofr::Static(1); dest_rank];
    build_insert_slice(rw, loc, tile, carried, [&offs, &size, &ones])
}

fn tensor(ctx: &Context, shape: Vec<i64>, element: Type) -> Type {
    ctx.ty(TypeKind::RankedTensor { shape, element, encoding: None })
}

/// `arith.constant dense<a>` of `element`.
fn matrix_constant(rw: &mut Rewriter<'_>, loc: Location, element: Type, a: &Matrix) -> ValueId {
    let ctx = rw.ctx;
    let kind = ctx.float_kind(element);
    let bits: Vec<u128> = a.iter().flatten().map(|&x| kind.map_or(0, |k| crate::ir::float::from_f64(k, x))).collect();
    let ty = tensor(ctx, vec![a.len() as i64, a.first().map_or(0, |r| r.len()) as i64], element);
    let splat = bits.windows(2).all(|w| w[0] == w[1]);
    let values = DenseValues::Float(if splat { bits[..1].to_vec() } else { bits });
    build_constant(rw, loc, ty, ctx.attr(AttrKind::DenseElements { ty, splat, values }))
}

/// A zero-filled `tensor.empty` of `shape`.
fn zeros(rw: &mut Rewriter<'_>, loc: Location, inv: &Invariants, shape: Vec<i64>) -> ValueId {
    let ctx = rw.ctx;
    let empty = EmptyOp::create(ctx, rw.body, loc, vec![], tensor(ctx, shape, inv.element));
    rw.insert(empty.0);
    let empty = rw.body.results(empty.0)[0];
    let fill = fill_state(ctx, rw.body, loc, inv.zero, empty);
    let fill = rw.create(fill);
    rw.body.results(fill)[0]
}

/// `a x b` (`linalg.matmul` into zeros).
fn matmul(rw: &mut Rewriter<'_>, loc: Location, inv: &Invariants, a: ValueId, b: ValueId) -> ValueId {
    let ctx = rw.ctx;
    let (sa, sb) = (shape(ctx, rw.body, a), shape(ctx, rw.body, b));
    let init = zeros(rw, loc, inv, vec![sa[0], sb[1]]);
    let state = named_state(ctx, rw.body, loc, "linalg.matmul", &[a, b], &[init])
        .expect("linalg.matmul builds for one float element type");
    let op = rw.create(state);
    rw.body.results(op)[0]
}

/// `scale * x`, elementwise (`linalg.generic`).
fn scaled(rw: &mut Rewriter<'_>, loc: Location, inv: &Invariants, scale: ValueId, x: ValueId) -> ValueId {
    let ctx = rw.ctx;
    let s = shape(ctx, rw.body, x);
    let empty = EmptyOp::create(ctx, rw.body, loc, vec![], tensor(ctx, s, inv.element));
    rw.insert(empty.0);
    let init = rw.body.results(empty.0)[0];
    let region = rw.body.create_region();
    let block = rw.body.create_block(region);
    let args: Vec<ValueId> = (0..3).map(|_| rw.body.add_block_arg(block, inv.element, None)).collect();
    let mul = rw.body.create_op(OperationState::new(ctx, "arith.mulf", loc, vec![args[0], args[1]], vec![inv.element]));
    rw.body.append_op(block, mul);
    let product = rw.body.results(mul)[0];
    let y = rw.body.create_op(OperationState::new(ctx, "linalg.yield", loc, vec![product], vec![]));
    rw.body.append_op(block, y);
    let identity = AffineMap::identity(2);
    let parallel = keyword_attr(ctx, "iterator_type", "parallel");
    let parts = GenericParts {
        inputs: vec![scale, x],
        inits: vec![init],
        result_types: vec![rw.body.value_type(init)],
        maps: vec![AffineMap::new(2, 0, vec![]), identity.clone(), identity],
        iterator_types: ctx.attr(AttrKind::Array(vec![parallel, parallel])),
        inherent: Vec::new(),
        attributes: ctx.empty_dictionary(),
    };
    let op = rw.create(generic_state(ctx, loc, parts, region));
    rw.body.results(op)[0]
}

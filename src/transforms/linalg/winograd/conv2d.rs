//! `linalg-winograd-conv2d{m=4 r=3}` (Strata's; mlir-opt-19 has the
//! rewrite, for F(4, 3) only, behind
//! `test-linalg-transform-patterns=test-winograd-conv2d`): a
//! `linalg.conv_2d_nhwc_fhwc` on tensors with unit strides and dilations,
//! static shapes, a float element type and an r x r filter (or r x 1 on a
//! one-column input, 1 x r on a one-row input) becomes the Winograd
//! algorithm F(m, r):
//!
//! 1. `linalg.winograd_filter_transform` of the filter;
//! 2. the input padded with zeros up to whole tiles (`tensor.pad`, only
//!    when needed), then `linalg.winograd_input_transform`;
//! 3. both collapsed to 3-D (`tensor.collapse_shape`) and multiplied by a
//!    `linalg.batch_matmul` (into zeros), reducing over the channels, the
//!    product expanded back (`tensor.expand_shape`);
//! 4. `linalg.winograd_output_transform` into a `tensor.empty` of whole
//!    tiles, cut to the convolution's size (`tensor.extract_slice`);
//! 5. added to the convolution's init (`linalg.add`), since a convolution
//!    accumulates into its init.
//!
//! Unlike mlir-opt-19, whose batch_matmul accumulates into an
//! uninitialized `tensor.empty` and whose output transform replaces the
//! init's values, the result is the convolution's. Convolutions the
//! rewrite does not apply to are left as they are. `linalg-decompose-
//! winograd-ops` (which `strata compile` runs) lowers the transforms.

use super::matrices::algorithm;
use crate::dialects::arith::build_constant;
use crate::dialects::linalg::build::{fill_state, has_pure_tensor_semantics, named_state};
use crate::dialects::linalg::ops::{WinogradFilterTransformOp, WinogradInputTransformOp, WinogradOutputTransformOp};
use crate::dialects::linalg::structured::i64_elements;
use crate::dialects::memref::Ofr;
use crate::dialects::tensor::slice::build_extract_slice;
use crate::dialects::tensor::{build_pad, CollapseShapeOp, EmptyOp, ExpandShapeOp};
use crate::dialects::view_like::reassociation_attr;
use crate::ir::{AttrKind, Context, Location, OpId, Type, TypeKind, ValueId, DYNAMIC};
use crate::opdef::ods::attr;
use crate::opdef::ods::constraints::i64_array;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

const CONV: &str = "linalg.conv_2d_nhwc_fhwc";

pub fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let int = |name: &str, default: i64| -> Result<i64, String> {
        match opts.get(name).map(|v| v.trim()) {
            None | Some("") => Ok(default),
            Some(v) => v.parse().map_err(|_| format!("invalid value '{v}' for option {name}")),
        }
    };
    let (m, r) = (int("m", 4)?, int("r", 3)?);
    if algorithm(m, r).is_none() {
        return Err(format!(
            "linalg-winograd-conv2d: F({m}, {r}) is not implemented; m and r may be 2 and 3, 4 and 3, or 2 and 5"
        ));
    }
    Ok(Box::new(WinogradConv2d { m, r }))
}

struct WinogradConv2d {
    m: i64,
    r: i64,
}

impl Pass for WinogradConv2d {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let ctx = cx.ctx;
        let pattern = |rw: &mut Rewriter<'_>, op: OpId| ctx.str(rw.body.op(op).name) == CONV && self.rewrite(rw, op);
        let config = GreedyConfig::default();
        apply_pattern_set_greedily(ctx, cx.registry, Some(target.name), &mut target.body, &config, &pattern);
        Ok(())
    }
}

fn static_shape(ctx: &Context, ty: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, element, .. } if !shape.contains(&DYNAMIC) => Some((shape.clone(), *element)),
        _ => None,
    }
}

fn tensor(ctx: &Context, shape: Vec<i64>, element: Type) -> Type {
    ctx.ty(TypeKind::RankedTensor { shape, element, encoding: None })
}

/// The shapes of a convolution the rewrite applies to.
struct Conv {
    input: Vec<i64>,
    filter: Vec<i64>,
    output: Vec<i64>,
    element: Type,
}

impl WinogradConv2d {
    fn matches(&self, rw: &Rewriter<'_>, op: OpId) -> Option<Conv> {
        let (ctx, body) = (rw.ctx, &*rw.body);
        let [input, filter, init] = body.operands(op)[..] else { return None };
        let unit = |name: &str| {
            attr(ctx, body, op, name).and_then(|a| i64_elements(ctx, a)).map_or(true, |v| v.iter().all(|&x| x == 1))
        };
        if !has_pure_tensor_semantics(ctx, body, op) || !unit("strides") || !unit("dilations") {
            return None;
        }
        let (i, element) = static_shape(ctx, body.value_type(input))?;
        let (f, fe) = static_shape(ctx, body.value_type(filter))?;
        let (o, oe) = static_shape(ctx, body.value_type(init))?;
        if !ctx.is_float(element) || fe != element || oe != element || body.results(op).len() != 1 {
            return None;
        }
        // r x r; r x 1 on one column; 1 x r on one row (mlir-opt-19 also
        // rewrites wider inputs, into transforms that do not verify).
        let r = self.r;
        let shape_ok =
            (f[1] == r && f[2] == r) || (f[1] == r && f[2] == 1 && i[2] == 1) || (f[1] == 1 && f[2] == r && i[1] == 1);
        // The output as the input gives it (the aligned input is padded,
        // never cut).
        let fits = o[1] == i[1] - f[1] + 1 && o[2] == i[2] - f[2] + 1 && o[0] == i[0] && o[3] == f[0] && f[3] == i[3];
        (shape_ok && fits).then_some(Conv { input: i, filter: f, output: o, element })
    }

    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(c) = self.matches(rw, op) else { return false };
        let ctx = rw.ctx;
        let [input, filter, init] = rw.body.operands(op)[..] else { return false };
        let loc = rw.body.op(op).loc;
        rw.set_insertion_point_before(op);
        let t = Tiling::new(self, &c);
        let e = c.element;
        let zero = build_constant(rw, loc, e, ctx.attr(AttrKind::Float { ty: e, bits: 0 }));
        let (n, ch, f) = (c.input[0], c.input[3], c.filter[0]);
        let tf = t.transform(rw, loc, Kind::Filter, filter, vec![t.ah, t.aw, ch, f], e);
        let aligned = [n, t.th * t.mh + t.ah - t.mh, t.tw * t.mw + t.aw - t.mw, ch];
        let padded = pad_high(rw, loc, input, &c.input, &aligned, zero);
        let ti = t.transform(rw, loc, Kind::Input, padded, vec![t.ah, t.aw, t.th, t.tw, n, ch], e);
        let Some(product) = t.product(rw, loc, tf, ti, zero, [n, ch, f], e) else { return false };
        let out_shape = vec![n, t.th * t.mh, t.tw * t.mw, f];
        let mut result = t.transform(rw, loc, Kind::Output, product, out_shape.clone(), e);
        if out_shape != c.output {
            let zeros = vec![Ofr::Static(0); 4];
            let sizes: Vec<Ofr> = c.output.iter().map(|&s| Ofr::Static(s)).collect();
            let ones = vec![Ofr::Static(1); 4];
            result = build_extract_slice(rw, loc, result, [&zeros, &sizes, &ones], tensor(ctx, c.output.clone(), e));
        }
        let Some(add) = named_state(ctx, rw.body, loc, "linalg.add", &[result, init], &[init]) else { return false };
        let add = rw.create(add);
        let sum = rw.body.results(add)[0];
        rw.replace_op(op, &[sum]);
        true
    }
}

/// Which Winograd transform.
#[derive(Clone, Copy)]
enum Kind {
    Filter,
    Input,
    Output,
}

/// How F(m, r) tiles one convolution: per side (height, width) the tile
/// extent alpha, the output tile size and the number of tiles (alpha and m
/// are 1 on a side of a 1-wide filter).
struct Tiling {
    m: i64,
    r: i64,
    ah: i64,
    aw: i64,
    mh: i64,
    mw: i64,
    th: i64,
    tw: i64,
}

impl Tiling {
    fn new(pass: &WinogradConv2d, c: &Conv) -> Tiling {
        let (left, right) = (c.filter[1] != 1, c.filter[2] != 1);
        let side_m = |t: bool| if t { pass.m } else { 1 };
        let side_alpha = |t: bool| if t { pass.m + pass.r - 1 } else { 1 };
        let (mh, mw) = (side_m(left), side_m(right));
        Tiling {
            m: pass.m,
            r: pass.r,
            ah: side_alpha(left),
            aw: side_alpha(right),
            mh,
            mw,
            th: ceil_div(c.output[1], mh),
            tw: ceil_div(c.output[2], mw),
        }
    }

    /// The transform `kind` of `source` into a `tensor.empty` of `shape`.
    fn transform(
        &self,
        rw: &mut Rewriter<'_>,
        loc: Location,
        kind: Kind,
        source: ValueId,
        shape: Vec<i64>,
        e: Type,
    ) -> ValueId {
        let ctx = rw.ctx;
        let dest = empty_tensor(rw, loc, shape.clone(), e);
        let ty = tensor(ctx, shape, e);
        let (m, r) = (ctx.int_attr(ctx.integer_type(64), self.m), ctx.int_attr(ctx.integer_type(64), self.r));
        let op = match kind {
            Kind::Filter => WinogradFilterTransformOp::create(ctx, rw.body, loc, source, dest, ty, m, r).0,
            Kind::Input => WinogradInputTransformOp::create(ctx, rw.body, loc, source, dest, ty, m, r).0,
            Kind::Output => WinogradOutputTransformOp::create(ctx, rw.body, loc, source, dest, ty, m, r).0,
        };
        rw.insert(op);
        rw.body.results(op)[0]
    }

    /// The transformed filter `tf` and input `ti` multiplied over the
    /// channels: a `linalg.batch_matmul` (into zeros) of the two collapsed
    /// to 3-D, expanded to (alphaH, alphaW, tileH, tileW, N, F).
    #[allow(clippy::too_many_arguments)]
    fn product(
        &self,
        rw: &mut Rewriter<'_>,
        loc: Location,
        tf: ValueId,
        ti: ValueId,
        zero: ValueId,
        [n, ch, f]: [i64; 3],
        e: Type,
    ) -> Option<ValueId> {
        let ctx = rw.ctx;
        let (batch, rows) = (self.ah * self.aw, self.th * self.tw * n);
        let cf = collapse(rw, loc, tf, vec![batch, ch, f], e, &[vec![0, 1], vec![2], vec![3]]);
        let ci = collapse(rw, loc, ti, vec![batch, rows, ch], e, &[vec![0, 1], vec![2, 3, 4], vec![5]]);
        let dest = empty_tensor(rw, loc, vec![batch, rows, f], e);
        let fill = fill_state(ctx, rw.body, loc, zero, dest);
        let zeros = rw.create(fill);
        let zeros = rw.body.results(zeros)[0];
        let bm = named_state(ctx, rw.body, loc, "linalg.batch_matmul", &[ci, cf], &[zeros])?;
        let bm = rw.create(bm);
        let bm = rw.body.results(bm)[0];
        let shape = vec![self.ah, self.aw, self.th, self.tw, n, f];
        let groups = reassociation_attr(ctx, &[vec![0, 1], vec![2, 3, 4], vec![5]]);
        let statics = i64_array(ctx, &shape);
        let ex = ExpandShapeOp::create(ctx, rw.body, loc, bm, vec![], tensor(ctx, shape, e), groups, statics);
        rw.insert(ex.0);
        Some(rw.body.results(ex.0)[0])
    }
}

fn ceil_div(a: i64, b: i64) -> i64 {
    (a + b - 1) / b
}

fn empty_tensor(rw: &mut Rewriter<'_>, loc: Location, shape: Vec<i64>, element: Type) -> ValueId {
    let ctx = rw.ctx;
    let op = EmptyOp::create(ctx, rw.body, loc, vec![], tensor(ctx, shape, element));
    rw.insert(op.0);
    rw.body.results(op.0)[0]
}

fn collapse(
    rw: &mut Rewriter<'_>,
    loc: Location,
    v: ValueId,
    shape: Vec<i64>,
    element: Type,
    groups: &[Vec<i64>],
) -> ValueId {
    let ctx = rw.ctx;
    let op =
        CollapseShapeOp::create(ctx, rw.body, loc, v, tensor(ctx, shape, element), reassociation_attr(ctx, groups));
    rw.insert(op.0);
    rw.body.results(op.0)[0]
}

/// `v` (of `shape`) padded at the high end with `value` up to `aligned`;
/// `v` itself when it has that shape.
fn pad_high(
    rw: &mut Rewriter<'_>,
    loc: Location,
    v: ValueId,
    shape: &[i64],
    aligned: &[i64],
    value: ValueId,
) -> ValueId {
    if shape == aligned {
        return v;
    }
    let ctx = rw.ctx;
    let element = rw.body.value_type(value);
    let high: Vec<Ofr> = aligned.iter().zip(shape).map(|(a, s)| Ofr::Static(a - s)).collect();
    let ty = tensor(ctx, aligned.to_vec(), element);
    build_pad(rw, loc, v, &vec![Ofr::Static(0); shape.len()], &high, ty, value, None)
}

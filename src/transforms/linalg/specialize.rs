//! `linalg-specialize-generic-ops`: the inverse of generalization. A
//! `linalg.generic` becomes the named op it spells out when the named-op
//! table (`named_ops.def`) agrees with it: the same number of inputs and
//! inits, the table's indexing maps and iterator types up to a renumbering
//! of the loops, and the payload the table builds for the generic's element
//! types, op for op (flags such as `fastmath` aside).
//!
//! The candidates are the ops mlir-opt-19 specializes, tried in its order:
//! `copy`, `fill`, `exp`, the float `add`/`sub`/`mul`/`div` (whose inputs
//! may be swapped: `subf %b, %a` gives `linalg.sub ins(%b, %a)`), and the
//! matmul and batch matmul contractions, plain or with A or B transposed
//! (their multiply and add may take their operands in either order). As
//! upstream, the rewrite runs under the greedy driver and the named op gets
//! no discardable attribute of the generic.
//!
//! Upstream only looks at the kind of the ops in a payload, so it also
//! rewrites generics whose payload is not the named op's (a contraction
//! with unsigned extensions, or with another unary op in it); those stay
//! generic here.

use crate::dialects::linalg::named::{named_op, NamedOp, OperandShape};
use crate::dialects::linalg::region::{build_payload, PayloadCx};
use crate::dialects::linalg::structured::Kind;
use crate::dialects::linalg::StructuredOp;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, Attribute, BlockId, Body, Context, OpId, OperationState, Type, ValueDef, ValueId};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

struct SpecializeGenericOps;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(SpecializeGenericOps))
}

impl Pass for SpecializeGenericOps {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let config = GreedyConfig::default();
        apply_pattern_set_greedily(cx.ctx, cx.registry, Some(target.name), &mut target.body, &config, &specialize);
        Ok(())
    }
}

/// How a candidate is matched, as upstream's matchers allow.
struct Candidate {
    name: &'static str,
    /// The two inputs may come in the other order (binary elementwise ops).
    swap_inputs: bool,
    /// Commutative payload ops may take their operands in either order.
    commutative: bool,
    /// Only float element types (upstream matches the float arith ops).
    float_only: bool,
}

const fn candidate(name: &'static str, swap_inputs: bool, commutative: bool, float_only: bool) -> Candidate {
    Candidate { name, swap_inputs, commutative, float_only }
}

const CANDIDATES: &[Candidate] = &[
    candidate("linalg.copy", false, false, false),
    candidate("linalg.fill", false, false, false),
    candidate("linalg.exp", false, false, true),
    candidate("linalg.add", true, false, true),
    candidate("linalg.sub", true, false, true),
    candidate("linalg.mul", true, false, true),
    candidate("linalg.div", true, false, true),
    candidate("linalg.matmul", false, true, false),
    candidate("linalg.matmul_transpose_a", false, true, false),
    candidate("linalg.matmul_transpose_b", false, true, false),
    candidate("linalg.batch_matmul", false, true, false),
    candidate("linalg.batch_matmul_transpose_a", false, true, false),
    candidate("linalg.batch_matmul_transpose_b", false, true, false),
];

/// The pattern: replace generic `op` by the first candidate it matches.
fn specialize(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(s) = StructuredOp::get(ctx, rw.body, op).filter(|s| s.kind == Kind::Generic) else { return false };
    let Some(payload) = s.payload(rw.body) else { return false };
    let operands = rw.body.operands(op).to_vec();
    let num_inputs = s.num_inputs(ctx, rw.body);
    let elem: Vec<Type> =
        operands.iter().map(|&v| ctx.element_type(rw.body.value_type(v)).unwrap_or(rw.body.value_type(v))).collect();
    for c in CANDIDATES {
        let Some(def) = named_op(c.name) else { continue };
        if def.num_inputs() != num_inputs || def.operands.len() != operands.len() {
            continue;
        }
        if c.float_only && !elem.iter().all(|&t| ctx.is_float(t)) {
            continue;
        }
        let orders: &[&[usize]] = if c.swap_inputs && num_inputs == 2 { &[&[0, 1], &[1, 0]] } else { &[&[]] };
        for order in orders {
            // Operand i of the named op is operand `perm[i]` of the generic.
            let perm: Vec<usize> = (0..operands.len()).map(|i| order.get(i).copied().unwrap_or(i)).collect();
            if !structure_matches(ctx, rw.body, &s, def, &perm) {
                continue;
            }
            let elems: Vec<Type> = perm.iter().map(|&i| elem[i]).collect();
            let Some(region) = matching_payload(rw, def, &elems, payload, &perm, c.commutative) else { continue };
            let named_operands: Vec<ValueId> = perm.iter().map(|&i| operands[i]).collect();
            let state = named_state(rw, op, def, named_operands, num_inputs, region);
            rw.set_insertion_point_before(op);
            let named = rw.create(state);
            let results = rw.body.results(named).to_vec();
            rw.replace_op(op, &results);
            return true;
        }
    }
    false
}

/// Whether the generic's maps and iterator types are the table's for
/// `def` under some renumbering of the loops (operands taken in `perm`).
fn structure_matches(ctx: &Context, body: &Body, s: &StructuredOp, def: &NamedOp, perm: &[usize]) -> bool {
    let maps = s.indexing_maps(ctx, body);
    let iterators = s.iterator_types(ctx, body);
    // A rank-polymorphic operand is a shaped one (a scalar is not rank 0).
    let operands = body.operands(s.op);
    let shapes_fit = def.operands.iter().zip(perm).all(|(o, &i)| {
        !matches!(o.shape, OperandShape::Any) || ctx.shaped_parts(body.value_type(operands[i])).is_some()
    });
    if !shapes_fit {
        return false;
    }
    let ranks = s.ranks(ctx, body);
    let ranks: Vec<usize> = perm.iter().map(|&i| ranks.get(i).copied().unwrap_or(0)).collect();
    let defaults: Vec<Vec<i64>> = def.index_attrs.iter().map(|a| a.default.clone()).collect();
    let want = def.indexing_maps(&ranks, &defaults);
    let loops = iterators.len();
    let want_iterators = def.iterator_types(loops);
    if want_iterators.len() != loops || want.len() != perm.len() || loops > 6 {
        return false;
    }
    permutations(loops).into_iter().any(|p| {
        // Loop `l` of the named op is loop `p[l]` of the generic.
        let dims: Vec<AffineExpr> = p.iter().map(|&d| AffineExpr::dim(d)).collect();
        (0..loops).all(|l| want_iterators[l] == iterators[p[l]])
            && want.iter().zip(perm).all(|(w, &i)| {
                let renamed = AffineMap::new(loops, 0, w.results.iter().map(|e| e.replace_dims(&dims)).collect());
                maps.get(i) == Some(&renamed)
            })
    })
}

/// Every ordering of `0..n`.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    let mut out = vec![vec![]];
    for k in 0..n {
        out = out
            .into_iter()
            .flat_map(|p| {
                (0..=k).map(move |at| {
                    let mut q = p.clone();
                    q.insert(at, k);
                    q
                })
            })
            .collect();
    }
    out
}

/// Build `def`'s payload for `elem` in a new region; keep it when the
/// generic's `payload` computes the same, else drop it.
fn matching_payload(
    rw: &mut Rewriter<'_>,
    def: &NamedOp,
    elem: &[Type],
    payload: BlockId,
    perm: &[usize],
    commutative: bool,
) -> Option<crate::ir::RegionId> {
    let ctx = rw.ctx;
    let fns = def.fn_attrs.iter().map(|f| (f.name.as_str(), f.default.clone())).collect();
    let out_ty = *elem.last()?;
    let cx = PayloadCx { ctx, fns, out_ty };
    let region = rw.body.create_region();
    let built = build_payload(&cx, rw.body, region, def, elem).is_ok()
        && rw.body.region(region).blocks.first().is_some_and(|&b| {
            let cmp = PayloadCompare { ctx, body: rw.body, want: b, have: payload, perm, commutative };
            cmp.same()
        });
    if built {
        return Some(region);
    }
    rw.body.drop_region_contents(region);
    None
}

/// Structural comparison of the table's payload (`want`) with the
/// generic's (`have`), whose block arguments come in `perm` order.
struct PayloadCompare<'a> {
    ctx: &'a Context,
    body: &'a Body,
    want: BlockId,
    have: BlockId,
    perm: &'a [usize],
    commutative: bool,
}

impl PayloadCompare<'_> {
    fn same(&self) -> bool {
        let (Some(w), Some(h)) = (self.body.last_op(self.want), self.body.last_op(self.have)) else { return false };
        let want_ops = self.body.block_ops(self.want).count();
        let have_ops = self.body.block_ops(self.have).count();
        let args = self.body.block(self.have).args.len();
        want_ops == have_ops && args == self.perm.len() && self.same_op(w, h)
    }

    fn same_op(&self, w: OpId, h: OpId) -> bool {
        let (wd, hd) = (self.body.op(w), self.body.op(h));
        let types =
            |op: OpId| -> Vec<Type> { self.body.results(op).iter().map(|&r| self.body.value_type(r)).collect() };
        if wd.name != hd.name
            || types(w) != types(h)
            || !regions_empty(self.body, h)
            || semantic_props(self.ctx, wd.properties) != semantic_props(self.ctx, hd.properties)
        {
            return false;
        }
        let (wo, ho) = (self.body.operands(w), self.body.operands(h));
        if wo.len() != ho.len() {
            return false;
        }
        let in_order = wo.iter().zip(ho).all(|(&a, &b)| self.same_value(a, b));
        in_order
            || (self.commutative && wo.len() == 2 && self.same_value(wo[0], ho[1]) && self.same_value(wo[1], ho[0]))
    }

    fn same_value(&self, w: ValueId, h: ValueId) -> bool {
        match (self.body.value(w).def, self.body.value(h).def) {
            (ValueDef::BlockArg { block: wb, index: wi }, ValueDef::BlockArg { block: hb, index: hi }) => {
                wb == self.want && hb == self.have && self.perm.get(wi as usize) == Some(&(hi as usize))
            }
            (ValueDef::Result { op: wo, index: wi }, ValueDef::Result { op: ho, index: hi }) => {
                wi == hi
                    && self.body.parent_block(ho) == Some(self.have)
                    && self.body.parent_block(wo) == Some(self.want)
                    && self.same_op(wo, ho)
            }
            _ => false,
        }
    }
}

fn regions_empty(body: &Body, op: OpId) -> bool {
    body.op(op).regions.is_empty()
}

/// The properties that change what an op computes: all but the flags that
/// only allow more (`fastmath`, `overflowFlags`).
fn semantic_props(ctx: &Context, props: Option<Attribute>) -> Vec<(String, Attribute)> {
    let Some(p) = props else { return vec![] };
    let AttrKind::Dictionary(entries) = ctx.attr_kind(p) else { return vec![] };
    entries
        .iter()
        .filter(|(k, _)| !matches!(ctx.str(*k), "fastmath" | "overflowFlags"))
        .map(|(k, v)| (ctx.str(*k).to_string(), *v))
        .collect()
}

/// The named op `def` on `operands`, with `region` as its payload and the
/// results of generic `op`.
fn named_state(
    rw: &mut Rewriter<'_>,
    op: OpId,
    def: &NamedOp,
    operands: Vec<ValueId>,
    num_inputs: usize,
    region: crate::ir::RegionId,
) -> OperationState {
    let ctx = rw.ctx;
    let body = &*rw.body;
    let segments = crate::opdef::ods::segment_sizes(ctx, &[num_inputs, operands.len() - num_inputs]);
    let mut attrs = vec![];
    if !def.polymorphic {
        let defaults: Vec<Vec<i64>> = def.index_attrs.iter().map(|a| a.default.clone()).collect();
        let maps = def.indexing_maps(&[], &defaults).into_iter().map(|m| ctx.attr(AttrKind::AffineMap(m))).collect();
        attrs.push((ctx.ident("linalg.memoized_indexing_maps"), ctx.attr(AttrKind::Array(maps))));
    }
    OperationState {
        name: ctx.ident(&def.name),
        loc: body.op(op).loc,
        operands,
        result_types: body.results(op).iter().map(|&r| body.value_type(r)).collect(),
        properties: Some(ctx.dictionary(vec![(ctx.ident("operandSegmentSizes"), segments)])),
        attributes: ctx.dictionary(attrs),
        successors: vec![],
        regions: vec![region],
        inner: None,
    }
}

//! `convert-poly-to-standard`: the poly dialect lowered to `arith`,
//! `memref` and `scf`, as a dialect conversion (`strata::conversion`).
//!
//! A polynomial `!poly.poly<N x T>` becomes the `memref<N x T>` of its
//! coefficients (the type converter); each op becomes code on memrefs:
//!
//! - `poly.constant`: a `memref.alloca` and a `memref.store` per coefficient;
//! - `poly.from_memref`: the memref itself;
//! - `poly.add`: a new `memref.alloca` filled by an `scf.for` loop that
//!   adds the coefficients;
//! - `poly.eval`: Horner's rule, an `scf.for` loop from the highest
//!   coefficient down carrying the value in its `iter_args`.
//!
//! With the option `unroll=true` the loops of `poly.add` and `poly.eval`
//! are unrolled into straight-line code (the lengths are static).
//!
//! The pass registers under its name with [`register_passes`], so that
//! pipelines (`--pass-pipeline`, `strata::pass::parse_pipeline`) can name
//! it: `convert-poly-to-standard{unroll=true}`.

use strata::conversion::{
    apply_conversion, reconcile_unrealized_casts, ConversionPattern, ConversionRewriter, ConversionTarget, Mode,
    TypeConverter, CAST,
};
use strata::dialects::{arith, memref, scf};
use strata::ir::{AttrKind, BlockId, Body, Context, Location, OpId, RegionId, Type, ValueId};
use strata::pass::registry::{flag, PassOptions};
use strata::pass::{Pass, PassCx, PassInfo, PassOption, Target};
use strata::rewrite::Rewriter;
use strata::syntax::diag::Diagnostic;
use strata::syntax::printer::type_to_string;

use crate::poly::{coefficient_memref, coefficients, is_coefficient_type, poly_of, AddOp, ConstantOp, EvalOp};

/// The passes of this crate, as the pass registry lists them.
pub static PASSES: &[PassInfo] = &[PassInfo {
    name: "convert-poly-to-standard",
    display: "ConvertPolyToStandard",
    help: "Lower the poly dialect to the arith, memref and scf dialects",
    anchor: None,
    options: &[PassOption {
        name: "unroll",
        help: "Add and evaluate polynomials with straight-line code instead of scf.for loops",
        default: "false",
        values: &["true", "false", "1", "0"],
        unsigned: false,
    }],
    create,
}];

/// Make this crate's passes known to pipelines. Registering twice is harmless.
pub fn register_passes() {
    strata::pass::register_passes(PASSES);
}

fn create(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ConvertPolyToStandard { unroll: flag(options, "unroll") }))
}

struct ConvertPolyToStandard {
    unroll: bool,
}

impl Pass for ConvertPolyToStandard {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let mut ct = ConversionTarget::new();
        ct.add_illegal_dialect("poly");
        let mut converter = TypeConverter::new();
        // Rules are tried last added first: polynomials, then every other type as it is.
        converter.add_conversion(|_, t| Some(vec![t]));
        converter.add_conversion(|ctx, t| poly_of(ctx, t).map(|p| vec![coefficient_memref(ctx, p)]));
        let pattern = |root, apply| ConversionPattern { root: Some(root), apply };
        // Pattern functions are plain `fn`s: an option picks among them.
        let patterns = [
            pattern(ConstantOp::NAME, lower_constant),
            pattern("poly.from_memref", |rw, op, operands| match *operands {
                [memref] => {
                    rw.replace_op(op, &[memref]);
                    true
                }
                _ => false,
            }),
            pattern(AddOp::NAME, if self.unroll { add_unrolled } else { add_loop }),
            pattern(EvalOp::NAME, if self.unroll { eval_unrolled } else { eval_loop }),
        ];
        let body = &mut target.body;
        let mut errors =
            apply_conversion(cx.ctx, cx.registry, body, &ct, &patterns, Some(&converter), Mode::Partial).err();
        if errors.is_none() {
            // The memref -> poly -> memref casts that bridged converted
            // ops cancel out; a polynomial left is one the pass cannot lower.
            reconcile_unrealized_casts(cx.ctx, body);
            let mut found = Vec::new();
            for &region in &body.roots {
                find_polynomials(cx.ctx, body, region, &mut found);
            }
            errors = Some(found);
        }
        match errors.and_then(combine) {
            Some(d) => Err(d),
            None => Ok(()),
        }
    }
}

/// One diagnostic of several, if any: the first, followed by the others.
fn combine(errors: Vec<Diagnostic>) -> Option<Diagnostic> {
    let mut it = errors.into_iter();
    let first = it.next()?;
    Some(it.fold(first, |d, e| d.followed_by(e.loc, e.message)))
}

/// Report each op of `region` (and below) that still holds a polynomial:
/// one that is not a poly op and takes, returns or defines one, such as a
/// function with a polynomial argument, which the pass does not convert.
fn find_polynomials(ctx: &Context, body: &Body, region: RegionId, errors: &mut Vec<Diagnostic>) {
    for &block in &body.region(region).blocks {
        for op in body.block_ops(block) {
            let name = ctx.str(body.op(op).name);
            // A bridging cast is reported through its users.
            if let (false, Some((ty, loc))) = (name == CAST, polynomial_held(ctx, body, op)) {
                let message = format!(
                    "'{name}' op holds a value of type {}, which convert-poly-to-standard lowers only between poly \
                     ops: pass the coefficients as a memref and use poly.from_memref",
                    type_to_string(ctx, ty)
                );
                errors.push(Diagnostic::error(loc, message));
                continue;
            }
            for &r in &body.op(op).regions {
                find_polynomials(ctx, body.regions_body(op), r, errors);
            }
        }
    }
}

/// The first polynomial type among `op`'s operands, results and the
/// arguments of the blocks of its regions, and where to report it: at the
/// argument when it has a location of its own, else at the op.
fn polynomial_held(ctx: &Context, body: &Body, op: OpId) -> Option<(Type, Location)> {
    let at_op = body.op(op).loc;
    let values = body.operands(op).iter().chain(body.results(op)).map(|&v| (body.value_type(v), at_op));
    let arena = body.regions_body(op);
    let blocks = body.op(op).regions.iter().flat_map(|&r| arena.region(r).blocks.iter());
    let args = blocks.flat_map(|&b| arena.block(b).args.iter());
    let args = args.map(|&a| (arena.value_type(a), arena.value(a).loc.unwrap_or(at_op)));
    values.chain(args).find(|&(t, _)| poly_of(ctx, t).is_some())
}

/// Builds ops at the rewriter's insertion point, or at the end of a block
/// (the body of a loop being built).
struct Builder<'b, 'a> {
    rw: &'b mut Rewriter<'a>,
    /// The op being lowered.
    op: OpId,
    loc: Location,
    block: Option<BlockId>,
}

impl<'a> Builder<'_, 'a> {
    /// A builder at the insertion point of `rw`, set before `op`.
    fn before<'b>(rw: &'b mut Rewriter<'a>, op: OpId) -> Builder<'b, 'a> {
        rw.set_insertion_point_before(op);
        let loc = rw.body.op(op).loc;
        Builder { rw, op, loc, block: None }
    }

    /// Place the detached `op`; its first result.
    fn put(&mut self, op: OpId) -> Option<ValueId> {
        match self.block {
            Some(b) => self.rw.body.append_op(b, op),
            None => {
                self.rw.insert(op);
            }
        }
        self.rw.body.results(op).first().copied()
    }

    fn ctx(&self) -> &'a Context {
        self.rw.ctx
    }

    fn index(&mut self, i: u64) -> ValueId {
        let (ctx, index) = (self.ctx(), self.ctx().index_type());
        let c = arith::ConstantOp::create(ctx, self.rw.body, self.loc, index, ctx.int_attr(index, i as i64));
        self.put(c.0).expect("a constant has a result")
    }

    fn float(&mut self, ty: Type, value: f64) -> ValueId {
        let ctx = self.ctx();
        let kind = ctx.float_kind(ty).expect("a coefficient type is a float type");
        let bits = strata::ir::float::from_f64(kind, value);
        let c = arith::ConstantOp::create(ctx, self.rw.body, self.loc, ty, ctx.attr(AttrKind::Float { ty, bits }));
        self.put(c.0).expect("a constant has a result")
    }

    /// A `memref.alloca` of `ty` at the start of the function's entry
    /// block (the entry of the region at the top of the arena), so that a
    /// polynomial made in a loop takes stack space once per call, not once
    /// per iteration.
    fn alloca(&mut self, ty: Type) -> ValueId {
        let a = memref::AllocaOp::create(self.ctx(), self.rw.body, self.loc, Vec::new(), Vec::new(), ty, None);
        match entry_block(self.rw.body, self.op) {
            Some(entry) => {
                let saved = self.rw.insertion_point();
                self.rw.set_insertion_point_to_start(entry);
                self.rw.insert(a.0);
                if let Some(ip) = saved {
                    self.rw.set_insertion_point(ip);
                }
            }
            None => {
                self.put(a.0);
            }
        }
        a.memref(self.rw.body)
    }

    fn load(&mut self, memref: ValueId, index: ValueId) -> ValueId {
        let ctx = self.ctx();
        let ty = element_type(ctx, self.rw.body.value_type(memref));
        let l = memref::LoadOp::create(ctx, self.rw.body, self.loc, memref, vec![index], ty, None);
        self.put(l.0).expect("a load has a result")
    }

    fn store(&mut self, value: ValueId, memref: ValueId, index: ValueId) {
        let s = memref::StoreOp::create(self.ctx(), self.rw.body, self.loc, value, memref, vec![index], None);
        self.put(s.0);
    }

    fn addf(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.rw.body.value_type(a);
        let op = arith::AddFOp::create(self.ctx(), self.rw.body, self.loc, a, b, ty, None);
        self.put(op.0).expect("addf has a result")
    }

    fn mulf(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.rw.body.value_type(a);
        let op = arith::MulFOp::create(self.ctx(), self.rw.body, self.loc, a, b, ty, None);
        self.put(op.0).expect("mulf has a result")
    }

    fn subi(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.rw.body.value_type(a);
        let op = arith::SubIOp::create(self.ctx(), self.rw.body, self.loc, a, b, ty, None);
        self.put(op.0).expect("subi has a result")
    }

    /// `scf.for %i = 0 to n step 1 iter_args(inits)`, its body built by
    /// `body` from the induction variable and the carried values, which
    /// returns the values to yield; the loop's results.
    fn for_loop(
        &mut self,
        n: u64,
        inits: Vec<ValueId>,
        body: impl FnOnce(&mut Builder<'_, 'a>, ValueId, &[ValueId]) -> Vec<ValueId>,
    ) -> Vec<ValueId> {
        let (ctx, loc) = (self.ctx(), self.loc);
        let (lb, ub, step) = (self.index(0), self.index(n), self.index(1));
        let types: Vec<Type> = inits.iter().map(|&v| self.rw.body.value_type(v)).collect();
        let op = scf::ForOp::create(ctx, self.rw.body, loc, lb, ub, step, inits, types.clone());
        let block = self.rw.body.create_block(op.region(self.rw.body));
        let iv = self.rw.body.add_block_arg(block, ctx.index_type(), Some(loc));
        let args: Vec<ValueId> = types.into_iter().map(|t| self.rw.body.add_block_arg(block, t, Some(loc))).collect();
        let mut inside = Builder { rw: &mut *self.rw, op: self.op, loc, block: Some(block) };
        let yielded = body(&mut inside, iv, &args);
        let y = scf::YieldOp::create(ctx, inside.rw.body, loc, yielded);
        inside.put(y.0);
        self.put(op.0);
        self.rw.body.results(op.0).to_vec()
    }
}

/// The entry block of the region at the top of `body` that holds `op`.
fn entry_block(body: &Body, op: OpId) -> Option<BlockId> {
    let mut top = op;
    while let Some(parent) = body.parent_of_op(top) {
        top = parent;
    }
    let region = body.parent_region(body.parent_block(top)?)?;
    body.region(region).blocks.first().copied()
}

/// The element type of a memref type.
fn element_type(ctx: &Context, memref: Type) -> Type {
    ctx.element_type(memref).expect("a memref type")
}

/// `poly.constant`: a stack buffer holding the coefficients.
fn lower_constant(crw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    let ctx = crw.rw.ctx;
    let c = ConstantOp(op);
    let values = c.value(ctx, crw.rw.body).and_then(|a| coefficients(ctx, a));
    let (Some(values), Some(ty)) = (values, poly_of(ctx, c.output_type(crw.rw.body))) else { return false };
    if !is_coefficient_type(ctx, ty.element) {
        return false;
    }
    let mut b = Builder::before(&mut crw.rw, op);
    let buffer = b.alloca(coefficient_memref(ctx, ty));
    for (i, &v) in values.iter().enumerate() {
        let (value, index) = (b.float(ty.element, v), b.index(i as u64));
        b.store(value, buffer, index);
    }
    crw.replace_op(op, &[buffer]);
    true
}

/// The number and type of the coefficients in `memref` (a converted
/// operand), when it is a buffer of coefficients (verified IR has nothing
/// else here).
fn coefficients_in(ctx: &Context, body: &Body, memref: ValueId) -> Option<(u64, Type)> {
    match ctx.shaped_parts(body.value_type(memref)) {
        Some((&[n], element)) if n > 0 && is_coefficient_type(ctx, element) => Some((n as u64, element)),
        _ => None,
    }
}

/// `poly.add`: a new buffer, filled by a loop adding the coefficients.
fn add_loop(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let &[lhs, rhs] = operands else { return false };
    let ty = crw.rw.body.value_type(lhs);
    let Some((n, _)) = coefficients_in(crw.rw.ctx, crw.rw.body, lhs) else { return false };
    let mut b = Builder::before(&mut crw.rw, op);
    let sum = b.alloca(ty);
    b.for_loop(n, Vec::new(), |b, i, _| {
        let (x, y) = (b.load(lhs, i), b.load(rhs, i));
        let s = b.addf(x, y);
        b.store(s, sum, i);
        Vec::new()
    });
    crw.replace_op(op, &[sum]);
    true
}

/// `poly.add` with `unroll`: one addition per coefficient.
fn add_unrolled(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let &[lhs, rhs] = operands else { return false };
    let ty = crw.rw.body.value_type(lhs);
    let Some((n, _)) = coefficients_in(crw.rw.ctx, crw.rw.body, lhs) else { return false };
    let mut b = Builder::before(&mut crw.rw, op);
    let sum = b.alloca(ty);
    for i in 0..n {
        let i = b.index(i);
        let (x, y) = (b.load(lhs, i), b.load(rhs, i));
        let s = b.addf(x, y);
        b.store(s, sum, i);
    }
    crw.replace_op(op, &[sum]);
    true
}

/// `poly.eval`: Horner's rule, `acc = acc * x + c[j]` for `j` from the
/// highest coefficient down, `acc` carried by the loop from 0.
fn eval_loop(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let &[coeffs, x] = operands else { return false };
    let Some((n, ty)) = coefficients_in(crw.rw.ctx, crw.rw.body, coeffs) else { return false };
    let mut b = Builder::before(&mut crw.rw, op);
    let (zero, last) = (b.float(ty, 0.0), b.index(n - 1));
    let results = b.for_loop(n, vec![zero], |b, i, acc| {
        let j = b.subi(last, i);
        let c = b.load(coeffs, j);
        let scaled = b.mulf(acc[0], x);
        vec![b.addf(scaled, c)]
    });
    crw.replace_op(op, &results);
    true
}

/// `poly.eval` with `unroll`: Horner's rule as straight-line code.
fn eval_unrolled(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let &[coeffs, x] = operands else { return false };
    let Some((n, _)) = coefficients_in(crw.rw.ctx, crw.rw.body, coeffs) else { return false };
    let mut b = Builder::before(&mut crw.rw, op);
    let top = b.index(n - 1);
    let mut acc = b.load(coeffs, top);
    for j in (0..n - 1).rev() {
        let j = b.index(j);
        let c = b.load(coeffs, j);
        let scaled = b.mulf(acc, x);
        acc = b.addf(scaled, c);
    }
    crw.replace_op(op, &[acc]);
    true
}

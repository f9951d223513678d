//! `math-polynomial-approximation` (and upstream MLIR 19's test pass of the
//! same work, `test-math-polynomial-approximation`): math ops on f32 become
//! arith and math ops computing a polynomial or rational approximation, with
//! no library call, so that vectors stay vectors down to the machine code.
//!
//! It approximates the ops upstream 19 does ([`OPS`]): the results agree
//! with mlir-cpu-runner-19 running upstream's pass within the error of each
//! approximation (`functions.rs` says which). f16 and bf16 values are
//! extended to f32, approximated and truncated back; f64 and other types are
//! left alone. The options, Strata's own, choose the ops (`ops`) and leave
//! scalars alone (`vectors-only`); `-O3` runs it that way on the ops whose
//! approximation is accurate over the whole domain (see [`O3_OPS`]).
//!
//! Where Strata's results differ from upstream 19's beyond rounding, Strata's
//! are the more accurate: upstream's asin is only right for |x| up to
//! 0.5625 (later upstream versions fixed it), Strata's over [-1, 1]; its
//! atan drops the leading term of the Cephes denominator (up to 39 ulp off
//! near |x| = 0.66; Strata's stays within 1 ulp); its logarithms take
//! subnormal inputs as the smallest normal number, Strata's scale them; and
//! its asin and acos compute f16 in f16 and leave bf16, where Strata
//! computes both in f32.

mod emit;
mod functions;

use emit::Emitter;
use strata::ir::float::FloatKind;
use strata::ir::{Body, Context, Location, OpId, Type, TypeKind, ValueId};
use strata::opdef::Registry;
use strata::pass::registry::{flag, PassOptions};
use strata::pass::{Pass, PassCx, Target};
use strata::rewrite::Rewriter;
use strata::syntax::diag::Diagnostic;

/// The ops that have an approximation (without their `math.` prefix).
pub const OPS: &[&str] =
    &["acos", "asin", "atan", "atan2", "cbrt", "cos", "erf", "exp", "expm1", "log", "log1p", "log2", "sin", "tanh"];

/// The ops `-O3` approximates on vectors: those within 4 ulp of the exact
/// result over their whole domain, special values included (except that
/// `exp` flushes subnormal results to zero). Not `sin` and `cos` (their
/// error grows with |x|), `atan2` (NaN at the origin, no signed zeros) and
/// `cbrt` (11 ulp, NaN for infinity).
pub const O3_OPS: &[&str] = &["acos", "asin", "atan", "erf", "exp", "expm1", "log", "log1p", "log2", "tanh"];

/// The `-O3` pipeline element: [`O3_OPS`] on vectors.
pub fn o3_pass() -> String {
    format!("math-polynomial-approximation{{ops={} vectors-only=true}}", O3_OPS.join(","))
}

pub(crate) fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    if flag(opts, "enable-avx2") {
        return Err("enable-avx2: the approximation of rsqrt it enables needs the x86vector dialect, which Strata \
                    does not have"
            .into());
    }
    let ops = match opts.get("ops").map(String::as_str) {
        None | Some("") => OPS.to_vec(),
        Some(list) => list
            .split(',')
            .map(|name| {
                let name = name.trim().trim_start_matches("math.");
                OPS.iter().copied().find(|&o| o == name).ok_or_else(|| {
                    format!(
                        "invalid value '{name}' for option ops: not an op with an approximation ({})",
                        OPS.join(", ")
                    )
                })
            })
            .collect::<Result<_, _>>()?,
    };
    Ok(Box::new(Approximate { ops, vectors_only: flag(opts, "vectors-only") }))
}

struct Approximate {
    ops: Vec<&'static str>,
    vectors_only: bool,
}

impl Pass for Approximate {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        self.approximate(cx.ctx, cx.registry, &mut target.body);
        Ok(())
    }
}

impl Approximate {
    /// Approximate the ops of `body` and of the isolated ops nested in it.
    fn approximate(&self, ctx: &Context, registry: &Registry, body: &mut Body) {
        let mut found = Vec::new();
        for region in body.roots.clone() {
            body.walk_region(region, &mut |op| {
                if let Some(short) = self.approximated(ctx, body, op) {
                    found.push((op, short));
                }
            });
        }
        let mut rw = Rewriter::new(ctx, registry, body);
        for (op, short) in found {
            rewrite(&mut rw, op, short);
        }
        strata::rewrite::greedy::for_each_isolated(body, &mut |_, inner| self.approximate(ctx, registry, inner));
    }

    /// The short name of `op` when the pass approximates it.
    fn approximated(&self, ctx: &Context, body: &Body, op: OpId) -> Option<&'static str> {
        let short = ctx.str(body.op(op).name).strip_prefix("math.")?;
        let short = self.ops.iter().copied().find(|&o| o == short)?;
        let ty = body.value_type(*body.results(op).first()?);
        let element = match ctx.type_kind(ty) {
            TypeKind::Vector { element, .. } => *element,
            _ if self.vectors_only => return None,
            _ => ty,
        };
        matches!(ctx.float_kind(element)?, FloatKind::F32 | FloatKind::F16 | FloatKind::BF16).then_some(short)
    }
}

/// Replace `op` (math op `short` on f32, f16 or bf16 values) by its
/// approximation, computed in f32.
fn rewrite(rw: &mut Rewriter<'_>, op: OpId, short: &str) {
    let ctx = rw.ctx;
    let loc = rw.body.op(op).loc;
    let ty = rw.body.value_type(rw.body.results(op)[0]);
    let f32t = ctx.float_type(FloatKind::F32);
    let wide = match ctx.type_kind(ty) {
        TypeKind::Vector { shape, scalable, .. } => {
            ctx.ty(TypeKind::Vector { shape: shape.clone(), scalable: scalable.clone(), element: f32t })
        }
        _ => f32t,
    };
    rw.set_insertion_point_before(op);
    let operands: Vec<ValueId> =
        rw.body.operands(op).to_vec().into_iter().map(|v| convert(rw, "arith.extf", v, wide, loc)).collect();
    let mut e = Emitter::new(rw, loc, wide);
    let r = match (short, operands.as_slice()) {
        ("tanh", &[x]) => functions::tanh(&mut e, x),
        ("erf", &[x]) => functions::erf(&mut e, x),
        ("exp", &[x]) => functions::exp(&mut e, x),
        ("expm1", &[x]) => functions::expm1(&mut e, x),
        ("log", &[x]) => functions::log(&mut e, x, false),
        ("log2", &[x]) => functions::log(&mut e, x, true),
        ("log1p", &[x]) => functions::log1p(&mut e, x),
        ("atan", &[x]) => functions::atan(&mut e, x),
        ("atan2", &[y, x]) => functions::atan2(&mut e, y, x),
        ("sin", &[x]) => functions::sin_cos(&mut e, x, true),
        ("cos", &[x]) => functions::sin_cos(&mut e, x, false),
        ("cbrt", &[x]) => functions::cbrt(&mut e, x),
        ("asin", &[x]) => functions::asin(&mut e, x),
        ("acos", &[x]) => functions::acos(&mut e, x),
        _ => unreachable!("math.{short} is verified to have its operands and is one of OPS"),
    };
    let r = convert(rw, "arith.truncf", r, ty, loc);
    rw.replace_op(op, &[r]);
}

/// `v` converted by `name` (`arith.extf`, `arith.truncf`) to `ty`, or `v`
/// when it is of that type.
fn convert(rw: &mut Rewriter<'_>, name: &str, v: ValueId, ty: Type, loc: Location) -> ValueId {
    if rw.body.value_type(v) == ty {
        return v;
    }
    let state = crate::util::op_state(rw.ctx, name, loc, vec![v], vec![ty], vec![]);
    let op = rw.create(state);
    rw.body.results(op)[0]
}

#[cfg(test)]
mod tests {
    fn options(pass: &str, text: &str) -> Result<(), String> {
        crate::register();
        let info = strata::pass::lookup(pass).expect("registered");
        let opts = info.parse_options(text)?;
        (info.create)(&opts).map(|_| ())
    }

    #[test]
    fn options_name_ops_with_an_approximation() {
        assert!(options("math-polynomial-approximation", "ops=tanh,math.erf vectors-only=true").is_ok());
        let e = options("math-polynomial-approximation", "ops=tanh,sinh").unwrap_err();
        assert!(e.contains("invalid value 'sinh' for option ops"), "{e}");
    }

    #[test]
    fn the_o3_element_is_a_valid_pass() {
        let text = super::o3_pass();
        let (name, rest) = text.split_once('{').unwrap();
        assert!(options(name, rest.trim_end_matches('}')).is_ok(), "{text}");
    }

    #[test]
    fn enable_avx2_is_refused_with_the_reason() {
        assert!(options("test-math-polynomial-approximation", "").is_ok());
        let e = options("test-math-polynomial-approximation", "enable-avx2=true").unwrap_err();
        assert!(e.contains("x86vector"), "{e}");
    }
}

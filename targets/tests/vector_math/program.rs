//! The programs of the vector math tests: for one element type, each math op
//! on vectors of every width (and n-D, 0-D and scalar operands), inputs in
//! the op's domain made opaque to constant folding, results printed as the
//! bits of their elements, one `vector.print` line per op and shape.

use std::fmt::Write as _;

/// A float element type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Elem {
    F16,
    BF16,
    F32,
    F64,
}

impl Elem {
    pub fn name(self) -> &'static str {
        match self {
            Elem::F16 => "f16",
            Elem::BF16 => "bf16",
            Elem::F32 => "f32",
            Elem::F64 => "f64",
        }
    }
    /// Bits of an element.
    pub fn width(self) -> u32 {
        match self {
            Elem::F16 | Elem::BF16 => 16,
            Elem::F32 => 32,
            Elem::F64 => 64,
        }
    }
    /// Significand bits, the implicit one included.
    fn precision(self) -> i32 {
        match self {
            Elem::F16 => 11,
            Elem::BF16 => 8,
            Elem::F32 => 24,
            Elem::F64 => 53,
        }
    }
    /// The element of bits `bits` as an f64.
    pub fn value(self, bits: u64) -> f64 {
        match self {
            Elem::F64 => f64::from_bits(bits),
            Elem::F32 => f64::from(f32::from_bits(bits as u32)),
            Elem::BF16 => f64::from(f32::from_bits((bits as u32 & 0xffff) << 16)),
            Elem::F16 => {
                let (sign, exp, mant) = ((bits >> 15) & 1, (bits >> 10) & 0x1f, (bits & 0x3ff) as f64);
                let v = match exp {
                    0 => mant * 2f64.powi(-24),
                    0x1f if mant == 0.0 => f64::INFINITY,
                    0x1f => f64::NAN,
                    e => (1.0 + mant / 1024.0) * 2f64.powi(e as i32 - 15),
                };
                if sign == 1 {
                    -v
                } else {
                    v
                }
            }
        }
    }
    /// The bits of NaN, +inf and -inf.
    fn specials(self) -> [&'static str; 3] {
        match self {
            Elem::F16 => ["0x7E00", "0x7C00", "0xFC00"],
            Elem::BF16 => ["0x7FC0", "0x7F80", "0xFF80"],
            Elem::F32 => ["0x7FC00000", "0x7F800000", "0xFF800000"],
            Elem::F64 => ["0x7FF8000000000000", "0x7FF0000000000000", "0xFFF0000000000000"],
        }
    }
}

/// How upstream's default lowering (convert-math-to-llvm) treats an op.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Group {
    /// An LLVM intrinsic or an expansion into them.
    Llvm,
    /// No intrinsic: upstream needs convert-math-to-libm.
    Libm,
}

/// A float math op and where its inputs are drawn from.
pub struct Op {
    pub name: &'static str,
    pub arity: usize,
    pub group: Group,
    /// The range of each operand.
    pub domain: &'static [(f64, f64)],
}

const fn op(name: &'static str, arity: usize, group: Group, domain: &'static [(f64, f64)]) -> Op {
    Op { name, arity, group, domain }
}

const SYM10: &[(f64, f64)] = &[(-10.0, 10.0)];

/// Every float math op (`fpowi` takes an i32 exponent in [-4, 4]).
pub const OPS: &[Op] = &[
    op("absf", 1, Group::Llvm, SYM10),
    op("ceil", 1, Group::Llvm, SYM10),
    op("copysign", 2, Group::Llvm, &[(-10.0, 10.0), (-10.0, 10.0)]),
    op("cos", 1, Group::Llvm, SYM10),
    op("exp", 1, Group::Llvm, &[(-20.0, 20.0)]),
    op("exp2", 1, Group::Llvm, &[(-20.0, 20.0)]),
    op("expm1", 1, Group::Llvm, &[(-5.0, 5.0)]),
    op("floor", 1, Group::Llvm, SYM10),
    op("fma", 3, Group::Llvm, &[(-10.0, 10.0), (-10.0, 10.0), (-10.0, 10.0)]),
    op("fpowi", 2, Group::Llvm, &[(-3.0, 3.0), (-4.0, 4.0)]),
    op("log", 1, Group::Llvm, &[(0.0, 100.0)]),
    op("log10", 1, Group::Llvm, &[(0.0, 100.0)]),
    op("log1p", 1, Group::Llvm, &[(-0.9, 10.0)]),
    op("log2", 1, Group::Llvm, &[(0.0, 100.0)]),
    op("powf", 2, Group::Llvm, &[(0.1, 10.0), (-3.0, 3.0)]),
    op("round", 1, Group::Llvm, SYM10),
    op("roundeven", 1, Group::Llvm, SYM10),
    op("rsqrt", 1, Group::Llvm, &[(0.0, 100.0)]),
    op("sin", 1, Group::Llvm, SYM10),
    op("sqrt", 1, Group::Llvm, &[(0.0, 100.0)]),
    op("trunc", 1, Group::Llvm, SYM10),
    op("acos", 1, Group::Libm, &[(-1.0, 1.0)]),
    op("acosh", 1, Group::Libm, &[(1.0, 50.0)]),
    op("asin", 1, Group::Libm, &[(-1.0, 1.0)]),
    op("asinh", 1, Group::Libm, SYM10),
    op("atan", 1, Group::Libm, &[(-20.0, 20.0)]),
    op("atan2", 2, Group::Libm, &[(-10.0, 10.0), (-10.0, 10.0)]),
    op("atanh", 1, Group::Libm, &[(-1.0, 1.0)]),
    op("cbrt", 1, Group::Libm, &[(-100.0, 100.0)]),
    op("cosh", 1, Group::Libm, SYM10),
    op("erf", 1, Group::Libm, &[(-4.0, 4.0)]),
    op("sinh", 1, Group::Libm, SYM10),
    op("tan", 1, Group::Libm, SYM10),
    op("tanh", 1, Group::Libm, SYM10),
];

pub fn find(name: &str) -> &'static Op {
    OPS.iter().find(|o| o.name == name).expect("a known op")
}

/// The operands of a printed line: a scalar or a vector of this shape
/// (empty: 0-D).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    Scalar,
    Vector(Vec<i64>),
}

impl Shape {
    pub fn lanes(&self) -> usize {
        match self {
            Shape::Scalar => 1,
            Shape::Vector(d) => d.iter().product::<i64>() as usize,
        }
    }
    fn ty(&self, element: &str) -> String {
        match self {
            Shape::Scalar => element.to_string(),
            Shape::Vector(d) => {
                let dims: String = d.iter().map(|n| format!("{n}x")).collect();
                format!("vector<{dims}{element}>")
            }
        }
    }
    /// The positions of the elements, row-major.
    fn positions(&self) -> Vec<Vec<i64>> {
        let dims = match self {
            Shape::Scalar => return vec![vec![]],
            Shape::Vector(d) => d,
        };
        let mut all = vec![vec![]];
        for &n in dims {
            all = all.into_iter().flat_map(|p: Vec<i64>| (0..n).map(move |i| [p.clone(), vec![i]].concat())).collect();
        }
        all
    }
}

/// Vectors of every width from 1 to 16, two n-D shapes, 0-D and scalars.
pub fn all_shapes() -> Vec<Shape> {
    let mut v: Vec<Shape> = (1..=16).map(|w| Shape::Vector(vec![w])).collect();
    v.extend([Shape::Vector(vec![2, 3]), Shape::Vector(vec![3, 1, 2]), Shape::Vector(vec![]), Shape::Scalar]);
    v
}

/// A few shapes, for the half-precision types.
pub fn some_shapes() -> Vec<Shape> {
    [vec![1], vec![5], vec![8], vec![2, 3], vec![]].into_iter().map(Shape::Vector).chain([Shape::Scalar]).collect()
}

/// One printed line: which op, on what, with which inputs (per operand,
/// per lane; NaN for a NaN input).
pub struct Line {
    pub op: &'static str,
    pub elem: Elem,
    pub shape: Shape,
    pub inputs: Vec<Vec<f64>>,
}

/// A program and what each of its printed lines is.
pub struct Program {
    /// For Strata.
    pub text: String,
    /// For upstream: `fpowi` on vectors, which upstream cannot lower, and
    /// every op on 0-D vectors, which upstream lowers wrongly, computed
    /// lane by lane with scalar ops.
    pub upstream_text: String,
    pub lines: Vec<Line>,
}

/// A deterministic stream of numbers in [0, 1).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> f64 {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
}

fn seed(op: &str, shape: &Shape, operand: usize) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in format!("{op}{shape:?}{operand}").bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
    }
    h
}

/// `x` rounded to `p` significant bits.
fn round_to(x: f64, p: i32) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    let scale = 2f64.powi(p - 1 - x.abs().log2().floor() as i32);
    (x * scale).round() / scale
}

/// The inputs of operand `k` of `op` on `shape`: values in the domain
/// (a quarter of them small, to reach the region near 0), exactly
/// representable in `elem`; the last lanes of 16-wide vectors, the 0-D
/// vectors and the scalars of unary ops also take -0, ±inf and NaN.
fn inputs(op: &Op, elem: Elem, shape: &Shape, k: usize) -> Vec<f64> {
    let (lo, hi) = op.domain[k];
    let mut r = Lcg(seed(op.name, shape, k));
    let n = shape.lanes();
    let mut v: Vec<f64> = (0..n)
        .map(|i| {
            let u = r.next();
            let x = if i % 4 == 3 { (lo + (hi - lo) * u) * 1e-3 } else { lo + (hi - lo) * u };
            if op.name == "fpowi" && k == 1 {
                x.round()
            } else if ["round", "roundeven"].contains(&op.name) && i % 2 == 0 {
                (x * 2.0).round() / 2.0 // halfway cases
            } else {
                round_to(x, elem.precision().min(20))
            }
        })
        .collect();
    if op.arity == 1 {
        let specials = [-0.0, f64::INFINITY, f64::NEG_INFINITY, f64::NAN];
        match shape {
            Shape::Vector(d) if d.as_slice() == [16] => v[12..].copy_from_slice(&specials),
            Shape::Vector(d) if d.is_empty() => v[0] = specials[(seed(op.name, shape, 9) % 4) as usize],
            Shape::Scalar => v[0] = specials[(seed(op.name, shape, 7) % 4) as usize],
            _ => {}
        }
    }
    v
}

/// An element literal.
fn literal(elem: Elem, x: f64) -> String {
    let [nan, inf, neg_inf] = elem.specials();
    if x.is_nan() {
        nan.to_string()
    } else if x == f64::INFINITY {
        inf.to_string()
    } else if x == f64::NEG_INFINITY {
        neg_inf.to_string()
    } else {
        format!("{x:.17e}")
    }
}

/// The program computing `ops` on `elem` for each of `shapes`.
pub fn program(ops: &[&'static Op], elem: Elem, shapes: &[Shape]) -> Program {
    let (t, int) = (elem.name(), format!("i{}", elem.width()));
    let mut funcs = String::new();
    let mut up_funcs = String::new();
    let mut lines = Vec::new();
    let mut main = String::new();
    for op in ops {
        let mut body = String::new();
        let mut up_body = String::new();
        for (s, shape) in shapes.iter().enumerate() {
            let inputs: Vec<Vec<f64>> = (0..op.arity).map(|k| inputs(op, elem, shape, k)).collect();
            let mut code = String::new();
            let mut args = Vec::new();
            for (k, values) in inputs.iter().enumerate() {
                let name = format!("%x{s}_{k}");
                if op.name == "fpowi" && k == 1 {
                    let ity = shape.ty("i32");
                    let c = constant(shape, &ity, values.iter().map(|v| format!("{}", *v as i64)).collect());
                    writeln!(code, "  {name} = arith.constant {c} : {ity}").unwrap();
                } else {
                    let ty = shape.ty(t);
                    let c = constant(shape, &ty, values.iter().map(|&v| literal(elem, v)).collect());
                    writeln!(code, "  %c{s}_{k} = arith.constant {c} : {ty}").unwrap();
                    let z = match shape {
                        Shape::Scalar => "%z".to_string(),
                        Shape::Vector(_) => {
                            writeln!(code, "  %z{s}_{k} = vector.broadcast %z : {t} to {ty}").unwrap();
                            format!("%z{s}_{k}")
                        }
                    };
                    // x - 0 is x for every x, -0 included; the 0 is not a constant.
                    writeln!(code, "  {name} = arith.subf %c{s}_{k}, {z} : {ty}").unwrap();
                }
                args.push(name);
            }
            let ty = shape.ty(t);
            let print = format!(
                "  %b{s} = arith.bitcast %r{s} : {ty} to {ity}\n  vector.print %b{s} : {ity}\n",
                ity = shape.ty(&int)
            );
            let types = if op.name == "fpowi" { format!("{ty}, {}", shape.ty("i32")) } else { ty.clone() };
            let vector_op = format!("  %r{s} = math.{} {} : {types}\n", op.name, args.join(", "));
            body += &code;
            body += &vector_op;
            body += &print;
            up_body += &code;
            let zero_d = *shape == Shape::Vector(vec![]);
            up_body += &if (op.name == "fpowi" && *shape != Shape::Scalar) || zero_d {
                scalarized(op.name, s, shape, t, &args)
            } else {
                vector_op
            };
            up_body += &print;
            lines.push(Line { op: op.name, elem, shape: shape.clone(), inputs });
        }
        let f = format!("func.func @run_{}(%z: {t}) {{\n", op.name);
        funcs += &format!("{f}{body}  return\n}}\n");
        up_funcs += &format!("{f}{up_body}  return\n}}\n");
        writeln!(main, "  call @run_{}(%z) : ({t}) -> ()", op.name).unwrap();
    }
    let zero = if elem == Elem::F64 {
        "  %z = arith.mulf %t, %c0 : f64\n".to_string()
    } else {
        format!("  %z64 = arith.mulf %t, %c0 : f64\n  %z = arith.truncf %z64 : f64 to {t}\n")
    };
    let head = format!(
        "func.func private @rtclock() -> f64\nfunc.func @main() {{\n  %t = call @rtclock() : () -> f64\n  \
         %c0 = arith.constant 0.0 : f64\n{zero}{main}  return\n}}\n"
    );
    Program { text: format!("{head}{funcs}"), upstream_text: format!("{head}{up_funcs}"), lines }
}

/// A constant of `ty` holding `values` (one for a scalar).
fn constant(shape: &Shape, _ty: &str, values: Vec<String>) -> String {
    match shape {
        Shape::Scalar => values[0].clone(),
        Shape::Vector(d) if d.is_empty() => format!("dense<{}>", values[0]),
        Shape::Vector(d) => {
            // Nested brackets, row-major.
            fn nest(values: &[String], dims: &[i64]) -> String {
                if dims.len() == 1 {
                    return format!("[{}]", values.join(", "));
                }
                let step = values.len() / dims[0] as usize;
                let rows: Vec<String> = values.chunks(step).map(|c| nest(c, &dims[1..])).collect();
                format!("[{}]", rows.join(", "))
            }
            format!("dense<{}>", nest(&values, d))
        }
    }
}

/// `%r{s}`: `op` of `args` on `shape` computed lane by lane with scalar
/// ops (0-D vectors through `extractelement` and `broadcast`, which
/// upstream lowers right).
fn scalarized(op: &str, s: usize, shape: &Shape, t: &str, args: &[String]) -> String {
    let ty = shape.ty(t);
    let mut code = format!("  %acc{s}_0 = arith.constant dense<0.0> : {ty}\n");
    let positions = shape.positions();
    for (i, p) in positions.iter().enumerate() {
        let at = p.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ");
        let mut lanes = Vec::new();
        for (k, a) in args.iter().enumerate() {
            let el = if op == "fpowi" && k == 1 { "i32" } else { t };
            let aty = shape.ty(el);
            let lane = format!("%e{s}_{i}_{k}");
            if p.is_empty() {
                writeln!(code, "  {lane} = vector.extractelement {a}[] : {aty}").unwrap();
            } else {
                writeln!(code, "  {lane} = vector.extract {a}[{at}] : {el} from {aty}").unwrap();
            }
            lanes.push(lane);
        }
        let types = if op == "fpowi" { format!("{t}, i32") } else { t.to_string() };
        writeln!(code, "  %p{s}_{i} = math.{op} {} : {types}", lanes.join(", ")).unwrap();
        let next = if i + 1 == positions.len() { format!("%r{s}") } else { format!("%acc{s}_{}", i + 1) };
        if p.is_empty() {
            writeln!(code, "  {next} = vector.broadcast %p{s}_{i} : {t} to {ty}").unwrap();
        } else {
            writeln!(code, "  {next} = vector.insert %p{s}_{i}, %acc{s}_{i} [{at}] : {t} into {ty}").unwrap();
        }
    }
    code
}

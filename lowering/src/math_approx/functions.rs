//! The approximations, on f32 values of any shape: each takes the operands
//! and returns the result, built with an [`Emitter`]. The coefficients are
//! those of the published approximations upstream MLIR uses (Cephes,
//! Eigen, Remez fits), so results agree with upstream's within their error;
//! each function says where its error and special values come from.
//!
//! The coefficients are written as published (mostly to double precision)
//! and rounded to f32 by the compiler, hence the lint allowance.
#![allow(clippy::excessive_precision)]

use super::emit::Emitter;
use strata::ir::ValueId;

const PI: f32 = std::f32::consts::PI;
const FRAC_PI_2: f32 = std::f32::consts::FRAC_PI_2;
const FRAC_PI_4: f32 = std::f32::consts::FRAC_PI_4;
const F32_NAN: u32 = 0x7fc0_0000;
const F32_INF: u32 = 0x7f80_0000;
const F32_NEG_INF: u32 = 0xff80_0000;
/// The smallest positive normal f32.
const F32_MIN_NORMAL: f32 = f32::MIN_POSITIVE;

/// tanh: a rational function of degree 13/6, odd, on x clamped to
/// ±7.9988 (beyond, tanh rounds to ±1 within 4 ulp); below 0.0004, x
/// itself. Error a few ulp; NaN stays NaN.
pub(super) fn tanh(e: &mut Emitter, x: ValueId) -> ValueId {
    const NUM: [f32; 7] = [
        4.89352455891786e-03,
        6.37261928875436e-04,
        1.48572235717979e-05,
        5.12229709037114e-08,
        -8.60467152213735e-11,
        2.00018790482477e-13,
        -2.76076847742355e-16,
    ];
    const DEN: [f32; 4] = [4.89352518554385e-03, 2.26843463243900e-03, 1.18534705686654e-04, 1.19825839466702e-06];
    let c = e.bound("ult", x, 7.99881172180175781);
    let c = e.bound("ugt", c, -7.99881172180175781);
    let ax = e.abs(x);
    let tiny_bound = e.f(0.0004);
    let tiny = e.cmpf("olt", ax, tiny_bound);
    let c2 = e.mul(c, c);
    let p = e.poly(c2, &NUM);
    let p = e.mul(c, p);
    let q = e.poly(c2, &DEN);
    let r = e.div(p, q);
    e.select(tiny, c, r)
}

/// erf: 1 (or the offset) plus a rational function of degree 4/4 of |x|,
/// with one set of coefficients on [0, 0.8), [0.8, 2) and [2, 3.75); 1
/// beyond; odd. Absolute error about 2.5e-7.
pub(super) fn erf(e: &mut Emitter, x: ValueId) -> ValueId {
    const NUM: [[f32; 5]; 3] = [
        [0.0, 1.12837916222975858, -5.23018562988006470e-01, 2.09741709609267072e-01, 2.58146801602987875e-02],
        [0.0, 1.12750687816789140, -3.64721408487825775e-01, 1.18407396425136952e-01, 3.70645533056476558e-02],
        [
            -3.30093071049483172e-03,
            3.51961938357697011e-03,
            -1.41373622814988039e-03,
            2.53447094961941348e-04,
            -1.71048029455037401e-05,
        ],
    ];
    const DEN: [[f32; 5]; 3] = [
        [1.0, -4.635138185962547255e-01, 5.192301327279782447e-01, -1.318089722204810087e-01, 7.397964654672315005e-02],
        [1.0, -3.27607011824493086e-01, 4.48369090658821977e-01, -8.83462621207857930e-02, 5.72442770283176093e-02],
        [1.0, -2.06069165953913769, 1.62705939945477759, -5.83389859211130017e-01, 8.21908939856640930e-02],
    ];
    const OFFSET: [f32; 3] = [0.0, 0.0, 1.0];
    let a = e.abs(x);
    let b1 = e.f(0.8);
    let below_first = e.cmpf("olt", a, b1);
    let b2 = e.f(2.0);
    let below_second = e.cmpf("olt", a, b2);
    // The coefficients of a's interval, chosen lane by lane.
    let pick = |e: &mut Emitter, k: [f32; 3]| {
        let (k0, k1, k2) = (e.f(k[0]), e.f(k[1]), e.f(k[2]));
        let first_two = e.select(below_first, k0, k1);
        e.select(below_second, first_two, k2)
    };
    let num: Vec<ValueId> = (0..5).map(|i| pick(e, [NUM[0][i], NUM[1][i], NUM[2][i]])).collect();
    let den: Vec<ValueId> = (0..5).map(|i| pick(e, [DEN[0][i], DEN[1][i], DEN[2][i]])).collect();
    let offset = pick(e, OFFSET);
    let p = horner(e, a, &num);
    let q = horner(e, a, &den);
    let ratio = e.div(p, q);
    let r = e.add(offset, ratio);
    let one = e.f(1.0);
    let r = {
        let end = e.f(3.75);
        let inside = e.cmpf("ult", a, end);
        e.select(inside, r, one)
    };
    e.copysign(r, x)
}

/// Horner's rule over coefficients that are values.
fn horner(e: &mut Emitter, x: ValueId, coefficients: &[ValueId]) -> ValueId {
    let (&last, rest) = coefficients.split_last().expect("a coefficient");
    rest.iter().rev().fold(last, |acc, &c| e.fma(x, acc, c))
}

/// exp (Cephes): e^x = 2^n · e^r with n = round(x / ln 2) and r = x - n ln 2
/// (ln 2 in two parts), e^r a polynomial of degree 7 (relative error below
/// 2^-22.5). x is clamped to [-87.8, 88.8] and n to [-127, 127]: results
/// below 2^-126 flush to zero (no subnormals), +inf for large x; NaN stays.
pub(super) fn exp(e: &mut Emitter, x: ValueId) -> ValueId {
    const P: [f32; 6] =
        [5.0000001201e-1, 1.6666665459e-1, 4.1665795894e-2, 8.3334519073e-3, 1.3981999507e-3, 1.9875691500e-4];
    let x = e.bound("uge", x, -87.8);
    let x = e.bound("ule", x, 88.8);
    let log2e = e.f(std::f32::consts::LOG2_E);
    let half = e.f(0.5);
    let scaled = e.fma(x, log2e, half);
    let n = e.floor(scaled);
    // NaN becomes -127 here (0 as the power of two; the result stays NaN):
    // converting NaN to an integer would be poison.
    let n = e.bound("oge", n, -127.0);
    let n = e.bound("ule", n, 127.0);
    let ln2_hi = e.f(-0.693359375);
    let ln2_lo = e.f(2.12194440e-4);
    let r = e.fma(ln2_hi, n, x);
    let r = e.fma(ln2_lo, n, r);
    let q = e.poly(r, &P);
    let r2 = e.mul(r, r);
    let z = e.fma(q, r2, r);
    let one = e.f(1.0);
    let z = e.add(z, one);
    let scale = pow2(e, n);
    e.mul(z, scale)
}

/// 2^n for integral f32 n in [-127, 127], by building the exponent field
/// (0 for -127).
fn pow2(e: &mut Emitter, n: ValueId) -> ValueId {
    let n = e.fptosi(n);
    let bias = e.i(127);
    let biased = e.addi(n, bias);
    let shift = e.i(23);
    let bits = e.shli(biased, shift);
    e.float_of_bits(bits)
}

/// ln x or log2 x (Cephes logf): x = m · 2^e with m in [sqrt(1/2),
/// sqrt(2)), log(m) = t - t²/2 + t³·P(t) for t = m - 1 (P of degree 8).
/// Subnormal x are scaled by 2^23 first; 0 gives -inf, +inf itself,
/// negative numbers and NaN give NaN. Error about 1 ulp.
pub(super) fn log(e: &mut Emitter, x: ValueId, base2: bool) -> ValueId {
    const P: [f32; 9] = [
        3.3333331174e-1,
        -2.4999993993e-1,
        2.0000714765e-1,
        -1.6668057665e-1,
        1.4249322787e-1,
        -1.2420140846e-1,
        1.1676998740e-1,
        -1.1514610310e-1,
        7.0376836292e-2,
    ];
    let min_normal = e.f(F32_MIN_NORMAL);
    let subnormal = e.cmpf("olt", x, min_normal);
    let two_23 = e.f(8_388_608.0);
    let scaled = e.mul(x, two_23);
    let xn = e.select(subnormal, scaled, x);
    // Mantissa in [0.5, 1) (the exponent field of 0.5) and exponent.
    let bits = e.bits_of(xn);
    let mantissa_mask = e.i(!0x7f80_0000u32 as i32);
    let half_exponent = e.i(0x3f00_0000);
    let m_bits = e.and(bits, mantissa_mask);
    let m_bits = e.or(m_bits, half_exponent);
    let m = e.float_of_bits(m_bits);
    let shift = e.i(23);
    let biased = e.shrui(bits, shift);
    let biased = e.sitofp(biased);
    let normal_bias = e.f(126.0);
    let subnormal_bias = e.f(149.0);
    let bias = e.select(subnormal, subnormal_bias, normal_bias);
    let exponent = e.sub(biased, bias);
    // Below sqrt(1/2), use 2m and one less in the exponent.
    let sqrt_half = e.f(std::f32::consts::FRAC_1_SQRT_2);
    let low = e.cmpf("olt", m, sqrt_half);
    let zero = e.f(0.0);
    let one = e.f(1.0);
    let extra = e.select(low, m, zero);
    let t = e.sub(m, one);
    let t = e.add(t, extra);
    let dec = e.select(low, one, zero);
    let exponent = e.sub(exponent, dec);
    let t2 = e.mul(t, t);
    let t3 = e.mul(t2, t);
    let p = e.poly(t, &P);
    let y = e.mul(p, t3);
    let minus_half = e.f(-0.5);
    let y = e.fma(minus_half, t2, y);
    let log_m = e.add(t, y);
    let r = if base2 {
        let log2e = e.f(std::f32::consts::LOG2_E);
        e.fma(log_m, log2e, exponent)
    } else {
        let ln2 = e.f(std::f32::consts::LN_2);
        e.fma(exponent, ln2, log_m)
    };
    let inf = e.f_bits(F32_INF);
    let is_inf = e.cmpf("oeq", x, inf);
    let r = e.select(is_inf, inf, r);
    let nan = e.f_bits(F32_NAN);
    let invalid = e.cmpf("ult", x, zero);
    let r = e.select(invalid, nan, r);
    let neg_inf = e.f_bits(F32_NEG_INF);
    let is_zero = e.cmpf("oeq", x, zero);
    e.select(is_zero, neg_inf, r)
}

/// log1p (Kahan): with u = 1 + x, x · log(u) / (u - 1), which cancels the
/// rounding of u; x itself where u rounds to 1 or is infinite.
pub(super) fn log1p(e: &mut Emitter, x: ValueId) -> ValueId {
    let one = e.f(1.0);
    let u = e.add(x, one);
    let log_u = log(e, u, false);
    let u_is_one = e.cmpf("oeq", u, one);
    let u_is_inf = e.cmpf("oeq", u, log_u);
    let keep_x = e.or(u_is_one, u_is_inf);
    let u1 = e.sub(u, one);
    let ratio = e.div(log_u, u1);
    let r = e.mul(x, ratio);
    e.select(keep_x, x, r)
}

/// expm1: with u = e^x, (u - 1) · x / log(u), which cancels the rounding of
/// u; x itself where u rounds to 1 (or x is NaN), -1 where u - 1 is, u
/// where it is infinite.
pub(super) fn expm1(e: &mut Emitter, x: ValueId) -> ValueId {
    let one = e.f(1.0);
    let minus_one = e.f(-1.0);
    let u = exp(e, x);
    let u_is_one = e.cmpf("ueq", u, one);
    let u1 = e.sub(u, one);
    let u1_is_minus_one = e.cmpf("oeq", u1, minus_one);
    let log_u = log(e, u, false);
    let u_is_inf = e.cmpf("oeq", log_u, u);
    let ratio = e.div(x, log_u);
    let r = e.mul(u1, ratio);
    let r = e.select(u_is_inf, u, r);
    let r = e.select(u1_is_minus_one, minus_one, r);
    e.select(u_is_one, x, r)
}

/// atan (Cephes): |x| above tan(3π/8) uses π/2 - atan(1/|x|), above 0.66
/// π/4 + atan((|x| - 1)/(|x| + 1)); on the reduced t, t + t·z·P(z)/Q(z)
/// with z = t² (degrees 4/5); the sign is x's. Error about 2 ulp.
pub(super) fn atan(e: &mut Emitter, x: ValueId) -> ValueId {
    const P: [f32; 5] = [
        -6.485021904942025371773e1,
        -1.228866684490136173410e2,
        -7.500855792314704667340e1,
        -1.615753718733365076637e1,
        -8.750608600031904122785e-1,
    ];
    const Q: [f32; 6] = [
        1.945506571482613964425e2,
        4.853903996359136964868e2,
        4.328810604912902668951e2,
        1.650270098316988542046e2,
        2.485846490142306297962e1,
        1.0,
    ];
    let a = e.abs(x);
    let one = e.f(1.0);
    let t3p8 = e.f(2.41421356237309504880);
    let big = e.cmpf("ogt", a, t3p8);
    let mid_bound = e.f(0.66);
    let mid = e.cmpf("ogt", a, mid_bound);
    let a_minus = e.sub(a, one);
    let a_plus = e.add(a, one);
    let num = e.select(mid, a_minus, a);
    let num = e.select(big, one, num);
    let den = e.select(mid, a_plus, one);
    let den = e.select(big, a, den);
    let t = e.div(num, den);
    let z = e.mul(t, t);
    let p = e.poly(z, &P);
    let p = e.mul(p, z);
    let q = e.poly(z, &Q);
    let ratio = e.div(p, q);
    let r = e.fma(ratio, t, t);
    let quarter = e.f(FRAC_PI_4);
    let r_mid = e.add(quarter, r);
    let half_pi = e.f(FRAC_PI_2);
    let r_big = e.sub(half_pi, r);
    let r = e.select(mid, r_mid, r);
    let r = e.select(big, r_big, r);
    e.copysign(r, x)
}

/// atan2(y, x): atan(y / x), moved by ±π for x not above 0; ±π/2 for
/// x = 0 and y of that sign, and NaN for x = y = 0 (as upstream; the C
/// library gives ±0 or ±π there).
pub(super) fn atan2(e: &mut Emitter, y: ValueId, x: ValueId) -> ValueId {
    let q = e.div(y, x);
    let r = atan(e, q);
    let zero = e.f(0.0);
    let pi = e.f(PI);
    let down = e.sub(r, pi);
    let up = e.add(r, pi);
    let r_pos = e.cmpf("ogt", r, zero);
    let flipped = e.select(r_pos, down, up);
    let x_pos = e.cmpf("ogt", x, zero);
    let r = e.select(x_pos, r, flipped);
    let x_zero = e.cmpf("oeq", x, zero);
    let y_pos = e.cmpf("ogt", y, zero);
    let y_neg = e.cmpf("olt", y, zero);
    let y_zero = e.cmpf("oeq", y, zero);
    let up_axis = e.and(x_zero, y_pos);
    let half_pi = e.f(FRAC_PI_2);
    let r = e.select(up_axis, half_pi, r);
    let down_axis = e.and(x_zero, y_neg);
    let minus_half_pi = e.f(-FRAC_PI_2);
    let r = e.select(down_axis, minus_half_pi, r);
    let origin = e.and(x_zero, y_zero);
    let nan = e.f_bits(F32_NAN);
    e.select(origin, nan, r)
}

/// sin or cos: x = k·π/2 + y with k = floor(2x/π) (π/2 in one f32, so the
/// error grows with |x|: about 1e-7 below 10, 3e-5 near 1000), then ±sin y
/// or ±cos y by k mod 4, each a polynomial of degree 10 in y.
pub(super) fn sin_cos(e: &mut Emitter, x: ValueId, sine: bool) -> ValueId {
    const SIN: [f32; 6] = [
        1.0,
        -0.16666667163372039794921875,
        8.333347737789154052734375e-3,
        -1.9842604524455964565277099609375e-4,
        2.760012648650445044040679931640625e-6,
        -2.50293279435709337121807038784027099609375e-8,
    ];
    const COS: [f32; 6] = [
        1.0,
        -0.5,
        4.166664183139801025390625e-2,
        -1.388833043165504932403564453125e-3,
        2.47562347794882953166961669921875e-5,
        -2.59630184018533327616751194000244140625e-7,
    ];
    let two_over_pi = e.f(std::f32::consts::FRAC_2_PI);
    let scaled = e.mul(x, two_over_pi);
    let k = e.floor(scaled);
    let half_pi = e.f(FRAC_PI_2);
    let whole = e.mul(k, half_pi);
    let y = e.sub(x, whole);
    // k mod 4 from an integer; infinities, NaN and k beyond 2^30 (where the
    // result means nothing anyway) count as 0, as converting them would be
    // poison.
    let ak = e.abs(k);
    let limit = e.f(1_073_741_824.0);
    let small = e.cmpf("olt", ak, limit);
    let zero = e.f(0.0);
    let k = e.select(small, k, zero);
    let k = e.fptosi(k);
    let three = e.i(3);
    let quadrant = e.and(k, three);
    let one_i = e.i(1);
    let odd_bit = e.and(quadrant, one_i);
    let odd = e.cmpi("eq", odd_bit, one_i);
    let y2 = e.mul(y, y);
    let s = e.poly(y2, &SIN);
    let s = e.mul(y, s);
    let c = e.poly(y2, &COS);
    // sin x is sin y, cos y, -sin y, -cos y by quadrant; cos x is cos y,
    // -sin y, -cos y, sin y.
    let (v, negate) = if sine {
        let v = e.select(odd, c, s);
        (v, e.cmpi("sgt", quadrant, one_i))
    } else {
        let v = e.select(odd, s, c);
        let two = e.i(2);
        let q1 = e.cmpi("eq", quadrant, one_i);
        let q2 = e.cmpi("eq", quadrant, two);
        (v, e.or(q1, q2))
    };
    let minus = e.neg(v);
    e.select(negate, minus, v)
}

/// cbrt (Hacker's Delight): a first guess from the bits of |x| divided by
/// three, two Newton steps g = (2g + |x|/g²)/3, the sign of x; 0 for 0.
/// Relative error about 1e-7 for normal x; +inf gives NaN.
pub(super) fn cbrt(e: &mut Emitter, x: ValueId) -> ValueId {
    let a = e.abs(x);
    let bits = e.bits_of(a);
    let (two, four, eight) = (e.i(2), e.i(4), e.i(8));
    // bits/4 + bits/16 + ... ≈ bits/3, plus the exponent bias's share.
    let q = e.shrsi(bits, two);
    let s = e.shrsi(bits, four);
    let g = e.addi(q, s);
    let s = e.shrsi(g, four);
    let g = e.addi(g, s);
    let s = e.shrsi(g, eight);
    let g = e.addi(g, s);
    let magic = e.i(0x2a51_37a0);
    let g = e.addi(g, magic);
    let mut g = e.float_of_bits(g);
    let third = e.f(0.33333333);
    let two_f = e.f(2.0);
    for _ in 0..2 {
        let g2 = e.mul(g, g);
        let twice = e.mul(g, two_f);
        let ratio = e.div(a, g2);
        let sum = e.add(twice, ratio);
        g = e.mul(sum, third);
    }
    let zero = e.f(0.0);
    let is_zero = e.cmpf("oeq", a, zero);
    let g = e.select(is_zero, zero, g);
    e.copysign(g, x)
}

/// asin of z in [0, 0.5625]: z + z·s·R(s), s = z², R of degree 12 (a
/// minimax fit accurate to double precision there).
fn asin_core(e: &mut Emitter, z: ValueId) -> ValueId {
    const R: [f32; 13] = [
        1.6666666666670193e-1,
        7.4999999991367292e-2,
        4.4642857881094775e-2,
        3.0381912707941005e-2,
        2.2372961589651054e-2,
        1.7339776384962050e-2,
        1.4106045900607047e-2,
        1.0493798473372081e-2,
        1.5268872539397656e-2,
        -1.1326992890324464e-2,
        5.4224464349245036e-2,
        -6.2027913464120114e-2,
        5.5579749017470502e-2,
    ];
    let s = e.mul(z, z);
    let r = e.poly(s, &R);
    let zs = e.mul(z, s);
    e.fma(r, zs, z)
}

/// The reduction of asin and acos: for |x| above 0.5625, z = sqrt((1 -
/// |x|)/2), exact to one rounding, with asin |x| = π/2 - 2 asin z; else z =
/// |x|. Returns (|x| above 0.5625, asin z).
fn asin_reduced(e: &mut Emitter, x: ValueId) -> (ValueId, ValueId) {
    let a = e.abs(x);
    let bound = e.f(0.5625);
    let big = e.cmpf("ogt", a, bound);
    let minus_half = e.f(-0.5);
    let half = e.f(0.5);
    let w = e.fma(minus_half, a, half);
    let w = e.sqrt(w);
    let z = e.select(big, w, a);
    (big, asin_core(e, z))
}

/// asin, for every x in [-1, 1] (NaN outside). Error about 1 ulp.
pub(super) fn asin(e: &mut Emitter, x: ValueId) -> ValueId {
    let (big, p) = asin_reduced(e, x);
    let minus_two = e.f(-2.0);
    let half_pi = e.f(FRAC_PI_2);
    let far = e.fma(minus_two, p, half_pi);
    let r = e.select(big, far, p);
    e.copysign(r, x)
}

/// acos: acos |x| is π/2 - asin |x| or 2 asin z (see [`asin_reduced`]);
/// π minus it for negative x. NaN outside [-1, 1]. Error about 1 ulp.
pub(super) fn acos(e: &mut Emitter, x: ValueId) -> ValueId {
    let (big, p) = asin_reduced(e, x);
    let two = e.f(2.0);
    let far = e.mul(two, p);
    let half_pi = e.f(FRAC_PI_2);
    let near = e.sub(half_pi, p);
    let r = e.select(big, far, near);
    let zero = e.f(0.0);
    let negative = e.cmpf("olt", x, zero);
    let pi = e.f(PI);
    let mirrored = e.sub(pi, r);
    e.select(negative, mirrored, r)
}

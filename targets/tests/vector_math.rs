//! Every float math op on vectors of every width from 1 to 16 (and n-D, 0-D
//! and scalar operands), in f32, f64, f16 and bf16, run with `strata run`
//! and with upstream MLIR 19 (`mlir-opt-19 | mlir-cpu-runner-19`). The
//! programs (`vector_math/program.rs`) print the bits of each result.
//!
//! * At -O0 and -O2, and at -O3 for what -O3 does not approximate, Strata
//!   prints the same bits as upstream: upstream's default lowering for the
//!   ops convert-math-to-llvm takes, convert-math-to-libm first for the
//!   others (both call the same C library; vector `fpowi`, which upstream
//!   cannot lower, against upstream's lane-by-lane scalar `fpowi`; 0-D
//!   vectors, which upstream lowers wrongly, against scalar ops too).
//! * At -O3, the ops with an approximation on vectors
//!   (`strata_lowering::math_approx::O3_OPS`) are within the error the
//!   approximation documents of the C library's result.
//! * `math-polynomial-approximation` agrees with upstream's
//!   `test-math-polynomial-approximation` within the error of the two
//!   approximations, on every op it approximates.

#[path = "vector_math/program.rs"]
mod program;

use std::collections::HashMap;
use std::io::Write;
use std::process::{Command, Stdio};

use program::{all_shapes, some_shapes, Elem, Group, Line, Program, Shape, OPS};

/// Upstream's CPU lowering, in the order that works in MLIR 19.
const UPSTREAM_PIPELINE: &[&str] = &[
    "--convert-vector-to-scf",
    "--lower-affine",
    "--convert-scf-to-cf",
    "--convert-vector-to-llvm",
    "--convert-math-to-llvm",
    "--expand-strided-metadata",
    "--finalize-memref-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-index-to-llvm",
    "--convert-func-to-llvm",
    "--convert-cf-to-llvm",
    "--reconcile-unrealized-casts",
];

const RUNNER_LIBS: &str = "/usr/lib/llvm-19/lib/libmlir_c_runner_utils.so,/usr/lib/llvm-19/lib/libmlir_runner_utils.so";

/// stdout of `cmd` fed `input`, or an error with its stderr.
fn run(cmd: &mut Command, input: &str) -> Result<String, String> {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {cmd:?}: {e}"))?;
    child.stdin.take().unwrap().write_all(input.as_bytes()).map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("{cmd:?} failed ({}):\n{}", out.status, String::from_utf8_lossy(&out.stderr)));
    }
    String::from_utf8(out.stdout).map_err(|e| e.to_string())
}

/// What upstream prints for `text` lowered by `passes` then its pipeline.
fn upstream(text: &str, passes: &[&str]) -> String {
    let lowered = run(Command::new("mlir-opt-19").args(passes).args(UPSTREAM_PIPELINE), text)
        .unwrap_or_else(|e| panic!("upstream lowering: {e}"));
    run(
        Command::new("mlir-cpu-runner-19").args([
            "-e",
            "main",
            "-entry-point-result=void",
            &format!("-shared-libs={RUNNER_LIBS}"),
        ]),
        &lowered,
    )
    .unwrap_or_else(|e| panic!("upstream run: {e}"))
}

/// What `strata run OPT` prints for `text`.
fn strata(text: &str, opt: &str) -> String {
    run(
        Command::new(env!("CARGO_BIN_EXE_strata")).args(["run", "-e", "main", "--entry-point-result=void", opt, "-"]),
        text,
    )
    .unwrap_or_else(|e| panic!("strata run {opt}: {e}"))
}

/// What `strata run -O0` prints for `text` after `strata opt FLAGS`.
fn strata_after(text: &str, flags: &[&str]) -> String {
    let transformed = run(Command::new(env!("CARGO_BIN_EXE_strata")).arg("opt").args(flags).arg("-"), text)
        .unwrap_or_else(|e| panic!("strata opt {flags:?}: {e}"));
    strata(&transformed, "-O0")
}

/// The printed bits of each line of `program`, keyed by op and shape.
type Printed = HashMap<(&'static str, Shape), Vec<u64>>;

fn parse(out: &str, program: &Program) -> Printed {
    let printed: Vec<&str> = out.lines().collect();
    assert_eq!(printed.len(), program.lines.len(), "one printed line per op and shape:\n{out}");
    program
        .lines
        .iter()
        .zip(printed)
        .map(|(line, text)| {
            let mask = if line.elem.width() == 64 { u64::MAX } else { (1u64 << line.elem.width()) - 1 };
            let bits: Vec<u64> = text
                .split(|c: char| !(c.is_ascii_digit() || c == '-'))
                .filter(|t| !t.is_empty())
                .map(|t| t.parse::<i64>().unwrap_or_else(|_| panic!("not a number: {t} in {text}")) as u64 & mask)
                .collect();
            assert_eq!(bits.len(), line.shape.lanes(), "lanes of {} on {:?}: {text}", line.op, line.shape);
            ((line.op, line.shape.clone()), bits)
        })
        .collect()
}

/// The distance in units in the last place between two elements of `elem`
/// (0 for two NaNs, `u64::MAX` for a NaN and a number).
fn ulps(elem: Elem, a: u64, b: u64) -> u64 {
    let (x, y) = (elem.value(a), elem.value(b));
    if x.is_nan() || y.is_nan() {
        return if x.is_nan() && y.is_nan() { 0 } else { u64::MAX };
    }
    // Bits made monotonic in the value: negatives count down from zero.
    let sign = 1u64 << (elem.width() - 1);
    let ordered = |v: u64| if v & sign != 0 { -((v & !sign) as i128) } else { v as i128 };
    ordered(a).abs_diff(ordered(b)) as u64
}

/// One lane that failed a comparison, readable.
fn describe(line: &Line, lane: usize, got: u64, want: u64, what: &str) -> String {
    let inputs: Vec<f64> = line.inputs.iter().map(|v| v[lane]).collect();
    format!(
        "math.{} on {} {:?}, lane {lane}, inputs {inputs:?}: {what}: {} (bits {got:#x}) where the reference has {} \
         (bits {want:#x})",
        line.op,
        line.elem.name(),
        line.shape,
        line.elem.value(got),
        line.elem.value(want)
    )
}

/// The ops of `group` (all ops for `None`), those `keep` accepts.
fn ops(group: Option<Group>, keep: impl Fn(&str) -> bool) -> Vec<&'static program::Op> {
    OPS.iter().filter(|o| group.map_or(true, |g| o.group == g) && keep(o.name)).collect()
}

/// The ops convert-math-to-libm takes (all but three).
fn libm_op(name: &str) -> bool {
    !["rsqrt", "copysign", "fpowi"].contains(&name)
}

/// Whether `strata run -O3` approximates `line`.
fn approximated_at_o3(line: &Line) -> bool {
    line.elem != Elem::F64
        && matches!(line.shape, Shape::Vector(_))
        && strata_lowering::math_approx::O3_OPS.contains(&line.op)
}

/// Whether `got` is within the documented error of an approximation of
/// `line`'s op of the correctly computed `want`.
fn within_error(line: &Line, got: u64, want: u64) -> bool {
    let elem = line.elem;
    let (g, w) = (elem.value(got), elem.value(want));
    if w.is_nan() || w.is_infinite() || g.is_nan() || g.is_infinite() {
        return ulps(elem, got, want) == 0;
    }
    // f16 and bf16 are computed in f32 and rounded once more.
    let bound = if elem != Elem::F32 {
        1
    } else {
        match line.op {
            "tanh" => 4,
            "expm1" | "log1p" => 3,
            "cbrt" => 12,
            _ => 2,
        }
    };
    ulps(elem, got, want) <= bound
        // exp flushes subnormal results to zero.
        || (line.op == "exp" && g == 0.0 && w.abs() < f64::from(f32::MIN_POSITIVE))
        // erf: an absolute error of 2.5e-7.
        || (line.op == "erf" && (g - w).abs() <= 2.5e-7)
        // sin and cos: an absolute error, growing with |x| (at most 10 here).
        || (["sin", "cos"].contains(&line.op) && (g - w).abs() <= 2e-6)
}

/// Compare each lane of `got` with `want` where `select` picks the line:
/// `check` says whether they agree.
fn compare(
    program: &Program,
    got: &Printed,
    want: &Printed,
    what: &str,
    select: impl Fn(&Line) -> bool,
    check: impl Fn(&Line, usize, u64, u64) -> bool,
    failures: &mut Vec<String>,
) {
    for line in program.lines.iter().filter(|l| select(l)) {
        let key = (line.op, line.shape.clone());
        let (g, w) = (&got[&key], &want[&key]);
        for lane in 0..g.len() {
            if !check(line, lane, g[lane], w[lane]) {
                failures.push(describe(line, lane, g[lane], w[lane], what));
            }
        }
    }
}

/// Every math op on `elem` vectors of `shapes`, at every -O level.
fn check_every_op(elem: Elem, shapes: &[Shape]) {
    let all = program::program(&ops(None, |_| true), elem, shapes);
    let llvm_group = program::program(&ops(Some(Group::Llvm), |_| true), elem, shapes);
    let libm = program::program(&ops(None, libm_op), elem, shapes);
    let mut reference = parse(&upstream(&llvm_group.upstream_text, &[]), &llvm_group);
    let libm_reference = parse(&upstream(&libm.upstream_text, &["--convert-math-to-libm"]), &libm);
    for (key, bits) in &libm_reference {
        if program::find(key.0).group == Group::Libm {
            reference.insert(key.clone(), bits.clone());
        }
    }
    let mut failures = Vec::new();
    for opt in ["-O0", "-O2", "-O3"] {
        let got = parse(&strata(&all.text, opt), &all);
        let approximated = |l: &Line| opt == "-O3" && approximated_at_o3(l);
        let exact = |_: &Line, _: usize, g: u64, w: u64| g == w;
        let what = format!("strata run {opt} prints");
        compare(&all, &got, &reference, &what, |l| !approximated(l), exact, &mut failures);
        let accurate = |l: &Line, _: usize, g: u64, w: u64| within_error(l, g, w);
        compare(&all, &got, &libm_reference, &what, approximated, accurate, &mut failures);
    }
    assert!(failures.is_empty(), "{} lanes differ:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn every_math_op_on_f32_vectors_of_every_width_prints_what_upstream_prints() {
    check_every_op(Elem::F32, &all_shapes());
}

#[test]
fn every_math_op_on_f64_vectors_of_every_width_prints_what_upstream_prints() {
    check_every_op(Elem::F64, &all_shapes());
}

#[test]
fn every_math_op_on_f16_and_bf16_vectors_prints_what_upstream_prints() {
    check_every_op(Elem::F16, &some_shapes());
    check_every_op(Elem::BF16, &some_shapes());
}

/// Whether the approximations of Strata and upstream 19 are both meant to
/// hold on `line`'s lane: upstream's asin is only accurate for |x| up to
/// 0.5625; non-finite inputs are the C library comparison's business.
fn both_accurate(line: &Line, lane: usize) -> bool {
    let inputs: Vec<f64> = line.inputs.iter().map(|v| v[lane]).collect();
    inputs.iter().all(|x| x.is_finite()) && !(line.op == "asin" && inputs[0].abs() > 0.5625)
}

/// How far Strata's approximation of `line` may be from upstream's: the
/// sum of their errors. Upstream's atan is up to about 2.4e-6 off (it drops
/// the leading term of the denominator); its f16 asin and acos compute in
/// f16.
fn agrees_with_upstream(line: &Line, lane: usize, got: u64, want: u64) -> bool {
    if !both_accurate(line, lane) {
        return true;
    }
    let elem = line.elem;
    let bound = match (elem, line.op) {
        (Elem::F32, _) => 4,
        (Elem::F16, "asin" | "acos") => 3,
        _ => 1,
    };
    let atan_like = ["atan", "atan2"].contains(&line.op);
    ulps(elem, got, want) <= bound || (atan_like && (elem.value(got) - elem.value(want)).abs() <= 3e-6)
}

/// Upstream's approximations of sin and cos build invalid IR on 0-D
/// vectors, which are left out; upstream 19 does not approximate asin and
/// acos on bf16, which are left out of bf16.
fn check_approximations(elem: Elem, shapes: &[Shape]) {
    let shapes: Vec<Shape> = shapes.iter().filter(|s| **s != Shape::Vector(vec![])).cloned().collect();
    let shapes = &shapes[..];
    let names = strata_lowering::math_approx::OPS;
    let upstream_approximates = |n: &str| !(elem == Elem::BF16 && ["asin", "acos"].contains(&n));
    let approx = program::program(&ops(None, |n| names.contains(&n) && upstream_approximates(n)), elem, shapes);
    let theirs = parse(&upstream(&approx.upstream_text, &["--test-math-polynomial-approximation"]), &approx);
    let libm = parse(&upstream(&approx.upstream_text, &["--convert-math-to-libm"]), &approx);
    let ours = parse(&strata_after(&approx.text, &["--math-polynomial-approximation"]), &approx);
    let mut failures = Vec::new();
    let what = "math-polynomial-approximation gives";
    compare(&approx, &ours, &theirs, what, |_| true, agrees_with_upstream, &mut failures);
    // cbrt of an infinity is NaN, as upstream's.
    let accurate = |l: &Line, lane: usize, g: u64, w: u64| {
        (l.op == "cbrt" && l.inputs[0][lane].is_infinite()) || within_error(l, g, w)
    };
    compare(&approx, &ours, &libm, what, |_| true, accurate, &mut failures);
    assert!(failures.is_empty(), "{} lanes differ:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn polynomial_approximations_agree_with_upstream_and_the_c_library() {
    check_approximations(Elem::F32, &all_shapes());
    check_approximations(Elem::F16, &some_shapes());
    check_approximations(Elem::BF16, &some_shapes());
}

/// The llvm dialect `strata compile OPT` makes of `text`.
fn lowered(text: &str, opt: &str) -> String {
    run(Command::new(env!("CARGO_BIN_EXE_strata")).args(["compile", opt, "--emit", "mlir", "-", "-o", "-"]), text)
        .unwrap_or_else(|e| panic!("strata compile {opt}: {e}"))
}

#[test]
fn o3_computes_the_approximated_ops_on_vectors_without_library_calls() {
    let text = "func.func @f(%v: vector<8xf32>, %h: vector<2x4xbf16>, %s: f32, %d: vector<2xf64>) \
                -> (vector<8xf32>, vector<2x4xbf16>, f32, vector<8xf32>, vector<2xf64>) {
                  %0 = math.tanh %v : vector<8xf32>
                  %1 = math.erf %h : vector<2x4xbf16>
                  %2 = math.tanh %s : f32
                  %3 = math.atan2 %v, %v : vector<8xf32>
                  %4 = math.erf %d : vector<2xf64>
                  return %0, %1, %2, %3, %4 : vector<8xf32>, vector<2x4xbf16>, f32, vector<8xf32>, vector<2xf64>
                }";
    let calls = |ir: &str, f: &str| ir.matches(&format!("llvm.call @{f}(")).count();
    let o0 = lowered(text, "-O0");
    assert_eq!(
        (calls(&o0, "tanhf"), calls(&o0, "erff"), calls(&o0, "atan2f"), calls(&o0, "erf")),
        (9, 8, 8, 2),
        "{o0}"
    );
    // Scalars, atan2 and f64 keep their C functions.
    let o3 = lowered(text, "-O3");
    assert_eq!(
        (calls(&o3, "tanhf"), calls(&o3, "erff"), calls(&o3, "atan2f"), calls(&o3, "erf")),
        (1, 0, 8, 2),
        "{o3}"
    );
}

/// The bf16 nearest to `x`, ties to even (what one correct rounding of
/// f64 or f32 gives); NaN as NaN's usual quiet pattern.
fn bf16_nearest(x: f64) -> u16 {
    if x.is_nan() {
        return 0x7fc0;
    }
    let sign = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    let value = |b: u16| if b >= 0x7f80 { 2f64.powi(128) } else { f64::from(f32::from_bits(u32::from(b) << 16)) };
    // The largest bf16 at most |x| (0x7f80 standing for 2^128 above the
    // largest finite one), then the rounding between it and the next.
    let mut lo = ((a as f32).to_bits() >> 16).min(0x7f80) as u16;
    while lo > 0 && value(lo) > a {
        lo -= 1;
    }
    while lo < 0x7f80 && value(lo + 1) <= a {
        lo += 1;
    }
    if lo == 0x7f80 {
        return sign | lo;
    }
    let (below, above) = (a - value(lo), value(lo + 1) - a);
    sign | if below < above || (below == above && lo % 2 == 0) { lo } else { lo + 1 }
}

#[test]
fn truncations_to_bf16_round_once_to_nearest_even() {
    // Random bf16 values plus or minus up to one ulp, halfway points nudged
    // by one f64 ulp (which a rounding through f32 gets wrong), extremes.
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut values = vec![3.4e38, -3.3961776e38, 1.0e-40, -0.0, f64::NAN, f64::INFINITY];
    let bf16 = |b: u16| f64::from(f32::from_bits(u32::from(b) << 16));
    while values.len() < 256 {
        let r = next();
        // A finite bf16 below the largest, its neighbour away from zero.
        let b = ((r as u16) % 0x7f7f) | if r & (1 << 20) != 0 { 0x8000 } else { 0 };
        let (x0, x1) = (bf16(b), bf16(b + 1));
        let halfway = (x0 + x1) / 2.0;
        values.push(match (r >> 21) % 3 {
            0 => f64::from_bits(halfway.to_bits() + 1),
            1 => f64::from_bits(halfway.to_bits() - 1),
            _ => x0 + (x1 - x0) * ((r >> 32) % 1000) as f64 / 1000.0,
        });
    }
    let lanes = values.len();
    let literal = |x: f64| {
        if x.is_nan() {
            "0x7FF8000000000000".to_string()
        } else if x.is_infinite() {
            "0x7FF0000000000000".to_string()
        } else {
            format!("{x:.17e}")
        }
    };
    let dense: Vec<String> = values.iter().map(|&x| literal(x)).collect();
    let text = format!(
        "func.func private @rtclock() -> f64\nfunc.func @main() {{\n  %t = call @rtclock() : () -> f64\n  \
         %c0 = arith.constant 0.0 : f64\n  %z = arith.mulf %t, %c0 : f64\n  \
         %zv = vector.broadcast %z : f64 to vector<{lanes}xf64>\n  \
         %c = arith.constant dense<[{}]> : vector<{lanes}xf64>\n  %d = arith.subf %c, %zv : vector<{lanes}xf64>\n  \
         %b = arith.truncf %d : vector<{lanes}xf64> to vector<{lanes}xbf16>\n  \
         %bb = arith.bitcast %b : vector<{lanes}xbf16> to vector<{lanes}xi16>\n  vector.print %bb : vector<{lanes}xi16>\n  \
         %f = arith.truncf %d : vector<{lanes}xf64> to vector<{lanes}xf32>\n  \
         %fb = arith.truncf %f : vector<{lanes}xf32> to vector<{lanes}xbf16>\n  \
         %fbb = arith.bitcast %fb : vector<{lanes}xbf16> to vector<{lanes}xi16>\n  vector.print %fbb : vector<{lanes}xi16>\n  \
         return\n}}\n",
        dense.join(", ")
    );
    for opt in ["-O0", "-O2"] {
        let out = strata(&text, opt);
        let printed: Vec<Vec<u16>> = out
            .lines()
            .map(|l| {
                l.split(|c: char| !(c.is_ascii_digit() || c == '-'))
                    .filter(|t| !t.is_empty())
                    .map(|t| t.parse::<i64>().unwrap() as u16)
                    .collect()
            })
            .collect();
        assert_eq!(printed.len(), 2, "{out}");
        for (i, &x) in values.iter().enumerate() {
            let via_f32 = f64::from(x as f32);
            let want = [bf16_nearest(x), bf16_nearest(via_f32)];
            for (k, line) in printed.iter().enumerate() {
                let got = line[i];
                let both_nan = got & 0x7fff > 0x7f80 && want[k] & 0x7fff > 0x7f80;
                assert!(
                    both_nan || got == want[k],
                    "{opt}: {x:e} ({}) to bf16 gave {got:#06x}, not {:#06x}",
                    ["from f64", "through f32"][k],
                    want[k]
                );
            }
        }
    }
}

//! Random programs for differential testing of code generation: functions
//! over arith (integers of 8 to 64 bits, f32, f64), scf (`for` with
//! iter_args, `if` with results, `while`), memref (alloca, alloc, load,
//! store) and affine (`for` with map bounds, `apply`, `load`, `store`, the
//! maps over the enclosing induction variables), which print every value
//! they compute with `vector.print`.
//!
//! The programs have one meaning: nothing in them is undefined behaviour or
//! poison under upstream's semantics. Divisors are made non-zero and never
//! -1 (so no `INT_MIN / -1`), shift amounts are masked below the width,
//! floats are clamped into range before `fptosi`/`fptoui`, memref indices
//! are in bounds and memrefs are initialized before they are read, no
//! `nsw`/`nuw` flags are set, and NaNs (whose sign and payload LLVM does not
//! define) are replaced by a fixed number before a float's bits are printed
//! or a float is made from integer bits. Any two correct compilers print
//! the same text.
//!
//! Everything is a function of a `u64` seed (a xorshift generator), so a
//! seed names a program.

use std::fmt::Write;

mod gen;
mod rng;

use gen::Gen;
pub use rng::Rng;

/// The scalar types of generated programs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Ty {
    I1,
    I8,
    I16,
    I32,
    I64,
    F32,
    F64,
}

use Ty::*;

const INTS: [Ty; 4] = [I8, I16, I32, I64];
const FLOATS: [Ty; 2] = [F32, F64];
const SCALARS: [Ty; 6] = [I8, I16, I32, I64, F32, F64];

impl Ty {
    fn name(self) -> &'static str {
        match self {
            I1 => "i1",
            I8 => "i8",
            I16 => "i16",
            I32 => "i32",
            I64 => "i64",
            F32 => "f32",
            F64 => "f64",
        }
    }

    fn is_float(self) -> bool {
        matches!(self, F32 | F64)
    }

    fn width(self) -> u32 {
        match self {
            I1 => 1,
            I8 => 8,
            I16 => 16,
            I32 | F32 => 32,
            I64 | F64 => 64,
        }
    }

    /// The integer type of the same width (for bitcasts).
    fn bits(self) -> Ty {
        match self {
            F32 => I32,
            F64 => I64,
            t => t,
        }
    }
}

/// Options of [`module`].
#[derive(Clone, Debug)]
pub struct ProgramOptions {
    /// Generated functions in the module; `main` calls each once.
    pub functions: usize,
    /// Ops at the top level of a function (about).
    pub ops: usize,
    /// Use `ceildivsi`, `ceildivui` and `floordivsi`, and no float
    /// min/max. mlir-opt-19 lowers the former only after `--arith-expand`,
    /// which expands `minimumf` and friends wrongly for signed zeros
    /// (fuzz/KNOWN_ISSUES.md), so a module has one or the other.
    pub rounded_divisions: bool,
}

impl Default for ProgramOptions {
    fn default() -> Self {
        ProgramOptions { functions: 50, ops: 16, rounded_divisions: false }
    }
}

/// The module of `opts.functions` random functions `@f0`, `@f1`, ... and a
/// `@main` that calls each with random arguments. Function `k` is
/// [`function`] of seed `seed * 1_000_003 + k`, so a function found wrong can
/// be generated again on its own.
pub fn module(seed: u64, opts: &ProgramOptions) -> String {
    let mut out = String::from("module {\n");
    let mut main = String::from("  func.func @main() {\n");
    for k in 0..opts.functions {
        let fseed = function_seed(seed, k);
        out.push_str(&function(fseed, &format!("f{k}"), opts));
        main.push_str(&call(fseed, &format!("f{k}")));
    }
    main.push_str("    return\n  }\n");
    out.push_str(&main);
    out.push_str("}\n");
    out
}

/// The seed of function `k` of the module of `seed`.
pub fn function_seed(seed: u64, k: usize) -> u64 {
    seed.wrapping_mul(1_000_003).wrapping_add(k as u64)
}

/// A module holding only function `fseed` and a `main` calling it.
pub fn single_function_module(fseed: u64, opts: &ProgramOptions) -> String {
    format!(
        "module {{\n{}  func.func @main() {{\n{}    return\n  }}\n}}\n",
        function(fseed, "f", opts),
        call(fseed, "f")
    )
}

/// A module of one function and its call, every choice drawn from `data`
/// (a fuzzer's input; see [`Rng::from_bytes`]). The first byte's low bit
/// is [`ProgramOptions::rounded_divisions`].
pub fn module_from_bytes(data: &[u8]) -> String {
    let (flags, rest) = data.split_first().map_or((0, data), |(f, r)| (*f, r));
    let mut rng = Rng::from_bytes(rest);
    let mut args = Rng::new(rng.next_u64());
    let function = Gen::new(rng, flags & 1 == 1).function("f", ProgramOptions::default().ops);
    format!("module {{\n{function}  func.func @main() {{\n{}    return\n  }}\n}}\n", call_with(&mut args, "f"))
}

/// The arguments a function takes: one of each scalar type.
const PARAMS: [Ty; 6] = SCALARS;

/// `main`'s call of function `name` of seed `fseed` (the arguments are
/// random constants, drawn from their own stream).
fn call(fseed: u64, name: &str) -> String {
    call_with(&mut Rng::new(fseed ^ 0x5EED_CA11), name)
}

fn call_with(rng: &mut Rng, name: &str) -> String {
    let mut s = String::new();
    let mut args = Vec::new();
    for (i, &t) in PARAMS.iter().enumerate() {
        let _ = writeln!(s, "    %{name}_a{i} = arith.constant {} : {}", constant(rng, t), t.name());
        args.push(format!("%{name}_a{i}"));
    }
    let types: Vec<&str> = PARAMS.iter().map(|t| t.name()).collect();
    let _ = writeln!(s, "    func.call @{name}({}) : ({}) -> ()", args.join(", "), types.join(", "));
    s
}

/// The text of a random constant of `t`: small numbers, the edges of the
/// type and anything in between for integers; signed zeros, infinities, a
/// NaN and ordinary numbers for floats (as bit patterns, so exact).
fn constant(rng: &mut Rng, t: Ty) -> String {
    let w = t.width();
    if !t.is_float() {
        let min = if w == 64 { i64::MIN } else { -(1i64 << (w - 1)) };
        let max = if w == 64 { i64::MAX } else { (1i64 << (w - 1)) - 1 };
        let v = match rng.below(6) {
            0 => *rng.pick(&[0, 1, -1, 2, 7, -8]),
            1 => *rng.pick(&[min, max, min + 1, max - 1]),
            2 => rng.below(33) as i64 - 16,
            _ => {
                let raw = rng.next_u64() as i64;
                if w == 64 {
                    raw
                } else {
                    (raw << (64 - w)) >> (64 - w)
                }
            }
        };
        return v.to_string();
    }
    let x: f64 = match rng.below(8) {
        0 => *rng.pick(&[0.0, -0.0, 1.0, -1.0, 0.5, 0.1, 3.0]),
        1 => *rng.pick(&[f64::INFINITY, f64::NEG_INFINITY, f64::NAN, 1e30, -1e-30, 65504.0, 1e300, 5e-324]),
        2 => (rng.below(2001) as f64 - 1000.0) / (1u64 << rng.below(12)) as f64,
        _ => (rng.below(200_001) as f64 - 100_000.0) / 1000.0,
    };
    if t == F32 {
        format!("0x{:08X}", (x as f32).to_bits())
    } else {
        format!("0x{:016X}", x.to_bits())
    }
}

/// One random function `@name(i8, i16, i32, i64, f32, f64)` of about
/// `opts.ops` top-level ops, printing its name and then every value it
/// computes at its top level and the contents of its memrefs.
pub fn function(fseed: u64, name: &str, opts: &ProgramOptions) -> String {
    Gen::new(Rng::new(fseed), opts.rounded_divisions).function(name, opts.ops)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tool::{run_opt, OptOptions};

    #[test]
    fn generated_modules_parse_and_verify() {
        for seed in 0..20 {
            let text = module(seed, &ProgramOptions { functions: 5, ..Default::default() });
            let r = run_opt("gen.mlir", text.clone(), &OptOptions::default());
            assert!(r.success, "seed {seed}:\n{}\n{text}", r.diagnostics);
        }
    }

    #[test]
    fn modules_from_any_bytes_parse_and_verify() {
        for data in [&[][..], &[1], &[0, 255, 255, 255, 255, 0, 0, 7], &[1; 300]] {
            let text = module_from_bytes(data);
            let r = run_opt("gen.mlir", text.clone(), &OptOptions::default());
            assert!(r.success, "{data:?}:\n{}\n{text}", r.diagnostics);
        }
    }

    #[test]
    fn generated_modules_reach_every_affine_construct() {
        let text: String = (0..4).map(|seed| module(seed, &ProgramOptions::default())).collect();
        for construct in [
            "= affine.for",
            "to min affine_map<",
            "= max affine_map<",
            "affine.yield",
            "= affine.apply affine_map<(d0, d1)",
            "= affine.load",
            "affine.store",
            " floordiv ",
            " ceildiv ",
        ] {
            assert!(text.contains(construct), "no {construct:?} in 200 generated functions");
        }
    }

    #[test]
    fn a_seed_names_one_program() {
        let opts = ProgramOptions::default();
        assert_eq!(module(7, &opts), module(7, &opts));
        assert_ne!(module(7, &opts), module(8, &opts));
        let f3 = function(function_seed(7, 3), "f3", &opts);
        assert!(module(7, &opts).contains(&f3));
    }
}

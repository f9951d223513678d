//! The generator of one function's body: ops of every kind, nested
//! regions, memrefs, and the prints of the results.

use std::fmt::Write;

use super::{constant, Rng, Ty, Ty::*, FLOATS, INTS, PARAMS, SCALARS};

/// A value in scope.
#[derive(Clone)]
struct Val {
    name: String,
    ty: Ty,
}

/// A memref in scope: `memref<8xT>`.
#[derive(Clone)]
struct Buf {
    name: String,
    ty: Ty,
}

/// The length of every generated memref.
const BUF_LEN: usize = 8;

pub(super) struct Gen {
    rng: Rng,
    out: String,
    next: usize,
    /// Values visible, innermost region last.
    scopes: Vec<Vec<Val>>,
    bufs: Vec<Buf>,
    /// Memrefs from `memref.alloc`, freed at the end.
    heap: Vec<Buf>,
    /// See [`super::ProgramOptions::rounded_divisions`].
    rounded_divisions: bool,
    indent: usize,
    /// Induction variables of the enclosing `affine.for` loops, outermost
    /// first: the dimensions affine maps may use here.
    ivs: Vec<String>,
}

impl Gen {
    pub(super) fn new(rng: Rng, rounded_divisions: bool) -> Gen {
        Gen {
            rng,
            rounded_divisions,
            out: String::new(),
            next: 0,
            scopes: vec![Vec::new()],
            bufs: Vec::new(),
            heap: Vec::new(),
            indent: 2,
            ivs: Vec::new(),
        }
    }

    /// The text of the function `@name`, of about `ops` top-level ops.
    pub(super) fn function(mut self, name: &str, ops: usize) -> String {
        let params: Vec<String> = PARAMS.iter().enumerate().map(|(i, t)| format!("%a{i}: {}", t.name())).collect();
        let _ = writeln!(self.out, "  func.func @{name}({}) {{", params.join(", "));
        for (i, &t) in PARAMS.iter().enumerate() {
            self.scopes[0].push(Val { name: format!("%a{i}"), ty: t });
        }
        self.line(&format!("vector.print str \"@{name}\\n\""));
        let n = ops / 2 + self.rng.below(ops + 1);
        for _ in 0..n {
            self.op(0);
        }
        let values: Vec<Val> = self.scopes[0][PARAMS.len()..].to_vec();
        for v in values {
            self.print(&v);
        }
        for b in self.bufs.clone() {
            self.print_buf(&b);
        }
        for b in std::mem::take(&mut self.heap) {
            self.line(&format!("memref.dealloc {} : memref<{BUF_LEN}x{}>", b.name, b.ty.name()));
        }
        self.line("return");
        self.out.push_str("  }\n");
        self.out
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    /// `%x = text`, a value of `ty` in the current scope.
    fn def(&mut self, ty: Ty, text: &str) -> Val {
        let name = self.fresh();
        self.line(&format!("{name} = {text}"));
        self.defined(name, ty)
    }

    fn defined(&mut self, name: String, ty: Ty) -> Val {
        let v = Val { name, ty };
        self.scopes.last_mut().unwrap().push(v.clone());
        v
    }

    fn constant(&mut self, ty: Ty) -> Val {
        if ty == I1 {
            let b = if self.rng.chance(50) { "true" } else { "false" };
            return self.def(I1, &format!("arith.constant {b}"));
        }
        let c = constant(&mut self.rng, ty);
        self.def(ty, &format!("arith.constant {c} : {}", ty.name()))
    }

    /// An integer constant of `ty` that is not recorded as a value to use.
    fn literal(&mut self, value: i64, ty: Ty) -> String {
        let name = self.fresh();
        self.line(&format!("{name} = arith.constant {value} : {}", ty.name()));
        name
    }

    /// An `index` constant (loop bounds, memref indices), not a value to use.
    fn index_literal(&mut self, value: i64) -> String {
        let name = self.fresh();
        self.line(&format!("{name} = arith.constant {value} : index"));
        name
    }

    /// A value of `ty` in scope, or a new constant.
    fn pick(&mut self, ty: Ty) -> Val {
        let candidates: Vec<Val> = self.scopes.iter().flatten().filter(|v| v.ty == ty).cloned().collect();
        if candidates.is_empty() || self.rng.chance(15) {
            return if ty == I1 { self.compare() } else { self.constant(ty) };
        }
        // Favour recent values, so computations chain.
        let n = candidates.len();
        let i = if self.rng.chance(60) { n - 1 - self.rng.below(n.min(4)) } else { self.rng.below(n) };
        candidates[i].clone()
    }

    fn op(&mut self, depth: usize) {
        let nested = depth < 2;
        match self.rng.below(100) {
            0..=29 => {
                let t = *self.rng.pick(&INTS);
                self.int_binary(t);
            }
            30..=44 => {
                let t = *self.rng.pick(&FLOATS);
                self.float_op(t);
            }
            45..=51 => {
                self.compare();
            }
            52..=57 => {
                self.select();
            }
            58..=67 => self.cast(),
            68..=72 if nested => self.scf_if(depth),
            73..=77 if nested => self.scf_for(depth),
            78..=80 if nested => self.scf_while(depth),
            81..=84 if depth == 0 => self.new_buf(),
            // In an affine loop, memory is accessed the affine way half the time.
            85..=88 if !self.bufs.is_empty() && !self.ivs.is_empty() && self.rng.chance(50) => self.affine_load(),
            85..=88 if !self.bufs.is_empty() => self.load(),
            89..=92 if !self.bufs.is_empty() && !self.ivs.is_empty() && self.rng.chance(50) => self.affine_store(),
            89..=92 if !self.bufs.is_empty() => self.store(),
            93..=95 if nested => self.affine_for(depth),
            96..=99 if !self.ivs.is_empty() => self.affine_apply(),
            _ => {
                let t = *self.rng.pick(&INTS);
                self.int_binary(t);
            }
        }
    }

    fn int_binary(&mut self, t: Ty) -> Val {
        const PLAIN: [&str; 10] = ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui"];
        const SHIFTS: [&str; 3] = ["shli", "shrsi", "shrui"];
        const DIVS: [&str; 7] = ["divsi", "divui", "remsi", "remui", "ceildivsi", "ceildivui", "floordivsi"];
        let divs = if self.rounded_divisions { &DIVS[..] } else { &DIVS[..4] };
        let mut a = self.pick(t).name;
        let b = self.pick(t);
        let (op, b) = match self.rng.below(10) {
            0..=5 => (*self.rng.pick(&PLAIN), b.name),
            6..=7 => {
                // An amount of width or more is poison: mask it.
                let mask = self.literal(i64::from(t.width()) - 1, t);
                let m = self.fresh();
                self.line(&format!("{m} = arith.andi {}, {mask} : {}", b.name, t.name()));
                (*self.rng.pick(&SHIFTS), m)
            }
            _ => {
                let op = *self.rng.pick(divs);
                if op == "ceildivsi" {
                    a = self.not_min(&a, t);
                }
                (op, self.divisor(&b))
            }
        };
        self.def(t, &format!("arith.{op} {a}, {b} : {}", t.name()))
    }

    /// `a`, with `INT_MIN` replaced by `INT_MIN + 1`: mlir-opt-19's
    /// `--arith-expand` of `ceildivsi` negates the numerator and gets
    /// `INT_MIN` wrong (fuzz/KNOWN_ISSUES.md).
    fn not_min(&mut self, a: &str, t: Ty) -> String {
        let min = -(1i128 << (t.width() - 1));
        let (min, next) = (self.literal(min as i64, t), self.literal(min as i64 + 1, t));
        let (is_min, x) = (self.fresh(), self.fresh());
        self.line(&format!("{is_min} = arith.cmpi eq, {a}, {min} : {}", t.name()));
        self.line(&format!("{x} = arith.select {is_min}, {next}, {a} : {}", t.name()));
        x
    }

    /// `b`, with 0 replaced by 7 and -1 by -3: division by zero and
    /// `INT_MIN / -1` are undefined behaviour.
    fn divisor(&mut self, b: &Val) -> String {
        let t = b.ty.name();
        let (zero, seven, minus_one, minus_three) =
            (self.literal(0, b.ty), self.literal(7, b.ty), self.literal(-1, b.ty), self.literal(-3, b.ty));
        let (is_zero, nz, is_m1, d) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
        self.line(&format!("{is_zero} = arith.cmpi eq, {}, {zero} : {t}", b.name));
        self.line(&format!("{nz} = arith.select {is_zero}, {seven}, {} : {t}", b.name));
        self.line(&format!("{is_m1} = arith.cmpi eq, {nz}, {minus_one} : {t}"));
        self.line(&format!("{d} = arith.select {is_m1}, {minus_three}, {nz} : {t}"));
        d
    }

    fn float_op(&mut self, t: Ty) -> Val {
        const BINARY: [&str; 9] =
            ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"];
        let ops = if self.rounded_divisions { &BINARY[..5] } else { &BINARY[..] };
        let a = self.pick(t);
        if self.rng.chance(10) {
            return self.def(t, &format!("arith.negf {} : {}", a.name, t.name()));
        }
        let b = self.pick(t);
        let op = *self.rng.pick(ops);
        if op.ends_with("numf") {
            // mlir-opt-19 folds maxnumf/minnumf of a NaN constant to NaN
            // (fuzz/KNOWN_ISSUES.md): no NaN operands.
            let (x, y) = (self.without_nan(&a, 0.75), self.without_nan(&b, -0.75));
            // Which zero maxnumf(-0.0, +0.0) gives is not defined (LLVM's
            // maxnum): adding +0.0 makes both +0.0.
            let name = self.fresh();
            self.line(&format!("{name} = arith.{op} {x}, {y} : {}", t.name()));
            let zero = self.float_literal(0.0, t);
            return self.def(t, &format!("arith.addf {name}, {zero} : {}", t.name()));
        }
        self.def(t, &format!("arith.{op} {}, {} : {}", a.name, b.name, t.name()))
    }

    fn compare(&mut self) -> Val {
        const IPRED: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
        const FPRED: [&str; 16] = [
            "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno",
            "true",
        ];
        let t = *self.rng.pick(&SCALARS);
        let a = self.pick(t);
        let b = self.pick(t);
        let (op, pred) = if t.is_float() { ("cmpf", *self.rng.pick(&FPRED)) } else { ("cmpi", *self.rng.pick(&IPRED)) };
        self.def(I1, &format!("arith.{op} {pred}, {}, {} : {}", a.name, b.name, t.name()))
    }

    fn select(&mut self) -> Val {
        let t = *self.rng.pick(&SCALARS);
        let c = self.pick(I1);
        let a = self.pick(t);
        let b = self.pick(t);
        self.def(t, &format!("arith.select {}, {}, {} : {}", c.name, a.name, b.name, t.name()))
    }

    fn cast(&mut self) {
        match self.rng.below(7) {
            0 | 1 => {
                // Between integer widths (i1 included as a source).
                let from = *self.rng.pick(&[I1, I8, I16, I32, I64]);
                let to = *self.rng.pick(&INTS);
                if from == to {
                    return;
                }
                let v = self.pick(from);
                let op = if to.width() < from.width() {
                    "trunci"
                } else if self.rng.chance(50) {
                    "extsi"
                } else {
                    "extui"
                };
                self.def(to, &format!("arith.{op} {} : {} to {}", v.name, from.name(), to.name()));
            }
            2 => {
                let from = *self.rng.pick(&INTS);
                let to = *self.rng.pick(&FLOATS);
                let v = self.pick(from);
                let op = if self.rng.chance(50) { "sitofp" } else { "uitofp" };
                self.def(to, &format!("arith.{op} {} : {} to {}", v.name, from.name(), to.name()));
            }
            3 => {
                let from = *self.rng.pick(&FLOATS);
                let to = *self.rng.pick(&INTS);
                let v = self.pick(from);
                let unsigned = self.rng.chance(50);
                // Out of range (NaN included) is poison: clamp into [-100, 100] or [0, 100].
                let x = self.without_nan(&v, 0.0);
                let (lo, hi) =
                    (self.float_literal(if unsigned { 0.0 } else { -100.0 }, from), self.float_literal(100.0, from));
                let t = from.name();
                let (is_lo, c1, is_hi, c2) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
                self.line(&format!("{is_lo} = arith.cmpf olt, {x}, {lo} : {t}"));
                self.line(&format!("{c1} = arith.select {is_lo}, {lo}, {x} : {t}"));
                self.line(&format!("{is_hi} = arith.cmpf ogt, {c1}, {hi} : {t}"));
                self.line(&format!("{c2} = arith.select {is_hi}, {hi}, {c1} : {t}"));
                let op = if unsigned { "fptoui" } else { "fptosi" };
                self.def(to, &format!("arith.{op} {c2} : {t} to {}", to.name()));
            }
            4 => {
                let (from, to, op) = if self.rng.chance(50) { (F32, F64, "extf") } else { (F64, F32, "truncf") };
                let v = self.pick(from);
                self.def(to, &format!("arith.{op} {} : {} to {}", v.name, from.name(), to.name()));
            }
            5 => {
                // Float bits to an integer: NaN bits are not defined.
                let from = *self.rng.pick(&FLOATS);
                let v = self.pick(from);
                let x = self.without_nan(&v, 1.5);
                self.def(from.bits(), &format!("arith.bitcast {x} : {} to {}", from.name(), from.bits().name()));
            }
            _ => {
                // Integer bits to a float, which may be a NaN (or a
                // signalling one, which maxnumf and friends treat apart).
                let to = *self.rng.pick(&FLOATS);
                let v = self.pick(to.bits());
                let name = self.fresh();
                self.line(&format!("{name} = arith.bitcast {} : {} to {}", v.name, to.bits().name(), to.name()));
                let x = self.without_nan(&Val { name, ty: to }, -2.25);
                self.defined(x, to);
            }
        }
    }

    fn float_literal(&mut self, x: f64, t: Ty) -> String {
        let name = self.fresh();
        let bits = if t == F32 { format!("0x{:08X}", (x as f32).to_bits()) } else { format!("0x{:016X}", x.to_bits()) };
        self.line(&format!("{name} = arith.constant {bits} : {}", t.name()));
        name
    }

    /// `v`, or `instead` where `v` is a NaN.
    fn without_nan(&mut self, v: &Val, instead: f64) -> String {
        let t = v.ty.name();
        let c = self.float_literal(instead, v.ty);
        let (is_nan, x) = (self.fresh(), self.fresh());
        self.line(&format!("{is_nan} = arith.cmpf uno, {}, {} : {t}", v.name, v.name));
        self.line(&format!("{x} = arith.select {is_nan}, {c}, {} : {t}", v.name));
        x
    }

    /// Types of 1 or 2 results.
    fn result_types(&mut self) -> Vec<Ty> {
        (0..1 + self.rng.below(2)).map(|_| *self.rng.pick(&SCALARS)).collect()
    }

    /// A few ops in a new scope, then `scf.yield` of values of `types`.
    fn region_body(&mut self, depth: usize, types: &[Ty], yield_op: &str) {
        self.scopes.push(Vec::new());
        for _ in 0..1 + self.rng.below(5) {
            self.op(depth + 1);
        }
        let vals: Vec<Val> = types.iter().map(|&t| self.pick(t)).collect();
        self.yield_values(yield_op, &vals);
        self.scopes.pop();
    }

    fn yield_values(&mut self, op: &str, vals: &[Val]) {
        let names: Vec<&str> = vals.iter().map(|v| v.name.as_str()).collect();
        let types: Vec<&str> = vals.iter().map(|v| v.ty.name()).collect();
        if vals.is_empty() {
            self.line(op);
        } else {
            self.line(&format!("{op} {} : {}", names.join(", "), types.join(", ")));
        }
    }

    /// Names for the results of an op of `types`, and the text binding them.
    fn results(&mut self, types: &[Ty]) -> (Vec<String>, String) {
        let names: Vec<String> = types.iter().map(|_| self.fresh()).collect();
        let binding = names.join(", ");
        (names, binding)
    }

    fn bind_results(&mut self, names: Vec<String>, types: &[Ty]) {
        for (n, &t) in names.into_iter().zip(types) {
            self.defined(n, t);
        }
    }

    fn type_list(types: &[Ty]) -> String {
        types.iter().map(|t| t.name()).collect::<Vec<_>>().join(", ")
    }

    fn scf_if(&mut self, depth: usize) {
        let c = self.pick(I1);
        let types = if self.rng.chance(15) { Vec::new() } else { self.result_types() };
        let (names, binding) = self.results(&types);
        let head = if types.is_empty() {
            format!("scf.if {} {{", c.name)
        } else {
            format!("{binding} = scf.if {} -> ({}) {{", c.name, Self::type_list(&types))
        };
        self.line(&head);
        self.indent += 1;
        self.region_body(depth, &types, "scf.yield");
        self.indent -= 1;
        self.line("} else {");
        self.indent += 1;
        self.region_body(depth, &types, "scf.yield");
        self.indent -= 1;
        self.line("}");
        self.bind_results(names, &types);
    }

    fn scf_for(&mut self, depth: usize) {
        let lb = self.rng.below(4) as i64 - 1;
        let ub = lb + self.rng.below(7) as i64 - 1;
        let step = 1 + self.rng.below(3) as i64;
        let (lb, ub, step) = (self.index_literal(lb), self.index_literal(ub), self.index_literal(step));
        self.counted_loop(depth, "scf", &format!("{lb} to {ub} step {step}"));
    }

    /// `scf.for` or `affine.for` over `bounds` (`lb to ub step s`) with
    /// iter_args of 1 or 2 random types; the body uses the induction
    /// variable as an integer.
    fn counted_loop(&mut self, depth: usize, dialect: &str, bounds: &str) {
        let types = self.result_types();
        let inits: Vec<Val> = types.iter().map(|&t| self.pick(t)).collect();
        let (names, binding) = self.results(&types);
        let iv = self.fresh();
        let iters: Vec<(String, Ty)> = types.iter().map(|&t| (self.fresh(), t)).collect();
        let args: Vec<String> = iters.iter().zip(&inits).map(|((n, _), i)| format!("{n} = {}", i.name)).collect();
        self.line(&format!(
            "{binding} = {dialect}.for {iv} = {bounds} iter_args({}) -> ({}) {{",
            args.join(", "),
            Self::type_list(&types)
        ));
        self.indent += 1;
        let affine = dialect == "affine";
        if affine {
            self.ivs.push(iv.clone());
        }
        self.scopes.push(iters.into_iter().map(|(name, ty)| Val { name, ty }).collect());
        let t = *self.rng.pick(&[I32, I64]);
        self.def(t, &format!("arith.index_cast {iv} : index to {}", t.name()));
        self.region_body(depth, &types, &format!("{dialect}.yield"));
        self.scopes.pop();
        if affine {
            self.ivs.pop();
        }
        self.indent -= 1;
        self.line("}");
        self.bind_results(names, &types);
    }

    /// A `scf.while` that runs a counter from 0 to at most 4, carrying a
    /// value of a random type changed by both regions.
    fn scf_while(&mut self, depth: usize) {
        let t = *self.rng.pick(&SCALARS);
        let init = self.pick(t);
        let zero = self.literal(0, I32);
        let trips = self.rng.below(5) as i64;
        let (names, binding) = self.results(&[t, I32]);
        let (w, k) = (self.fresh(), self.fresh());
        self.line(&format!(
            "{binding} = scf.while ({w} = {}, {k} = {zero}) : ({}, i32) -> ({}, i32) {{",
            init.name,
            t.name(),
            t.name()
        ));
        self.indent += 1;
        self.scopes.push(vec![Val { name: w.clone(), ty: t }, Val { name: k.clone(), ty: I32 }]);
        let limit = self.literal(trips, I32);
        let cond = self.fresh();
        self.line(&format!("{cond} = arith.cmpi slt, {k}, {limit} : i32"));
        for _ in 0..self.rng.below(3) {
            self.op(depth + 1);
        }
        let carried = self.pick(t);
        self.line(&format!("scf.condition({cond}) {}, {k} : {}, i32", carried.name, t.name()));
        self.scopes.pop();
        self.indent -= 1;
        self.line("} do {");
        let (bw, bk) = (self.fresh(), self.fresh());
        self.line(&format!("^bb0({bw}: {}, {bk}: i32):", t.name()));
        self.indent += 1;
        self.scopes.push(vec![Val { name: bw, ty: t }]);
        for _ in 0..1 + self.rng.below(4) {
            self.op(depth + 1);
        }
        let next = self.pick(t);
        let one = self.literal(1, I32);
        let bk1 = self.fresh();
        self.line(&format!("{bk1} = arith.addi {bk}, {one} : i32"));
        self.line(&format!("scf.yield {}, {bk1} : {}, i32", next.name, t.name()));
        self.scopes.pop();
        self.indent -= 1;
        self.line("}");
        self.bind_results(names, &[t, I32]);
    }

    /// A `memref<8xT>` from alloca or alloc, every element stored.
    fn new_buf(&mut self) {
        let t = *self.rng.pick(&SCALARS);
        let name = self.fresh();
        let ty = format!("memref<{BUF_LEN}x{}>", t.name());
        if self.rng.chance(50) {
            self.line(&format!("{name} = memref.alloca() : {ty}"));
        } else {
            self.line(&format!("{name} = memref.alloc() : {ty}"));
            self.heap.push(Buf { name: name.clone(), ty: t });
        }
        let fill = self.pick(t);
        let (lb, ub, step) = (self.index_literal(0), self.index_literal(BUF_LEN as i64), self.index_literal(1));
        let i = self.fresh();
        self.line(&format!("scf.for {i} = {lb} to {ub} step {step} {{"));
        self.line(&format!("  memref.store {}, {name}[{i}] : {ty}", fill.name));
        self.line("}");
        self.bufs.push(Buf { name, ty: t });
    }

    /// An index in bounds: a constant, or a value of scope made one.
    fn index(&mut self) -> String {
        if self.rng.chance(40) {
            let i = self.rng.below(BUF_LEN) as i64;
            return self.index_literal(i);
        }
        let t = *self.rng.pick(&INTS);
        let v = self.pick(t);
        let len = self.index_literal(BUF_LEN as i64);
        let (i, r) = (self.fresh(), self.fresh());
        self.line(&format!("{i} = arith.index_cast {} : {} to index", v.name, t.name()));
        self.line(&format!("{r} = arith.remui {i}, {len} : index"));
        r
    }

    fn load(&mut self) {
        let b = self.rng.pick(&self.bufs).clone();
        let i = self.index();
        self.def(b.ty, &format!("memref.load {}[{i}] : memref<{BUF_LEN}x{}>", b.name, b.ty.name()));
    }

    fn store(&mut self) {
        let b = self.rng.pick(&self.bufs).clone();
        let v = self.pick(b.ty);
        let i = self.index();
        self.line(&format!("memref.store {}, {}[{i}] : memref<{BUF_LEN}x{}>", v.name, b.name, b.ty.name()));
    }

    /// An affine expression of the dimensions `d0`..`d{dims-1}`: a sum of
    /// multiples, floor and ceiling quotients and remainders of them and a
    /// constant (divisors positive, as affine maps require).
    fn affine_expr(&mut self, dims: usize) -> String {
        let mut terms = Vec::new();
        for _ in 0..1 + self.rng.below(3) {
            let d = format!("d{}", self.rng.below(dims));
            let c = 1 + self.rng.below(4);
            terms.push(match self.rng.below(5) {
                0 => d,
                1 => format!("{d} * {}", self.rng.below(7) as i64 - 3),
                2 => format!("{d} floordiv {c}"),
                3 => format!("{d} ceildiv {c}"),
                _ => format!("{d} mod {c}"),
            });
        }
        let k = self.rng.below(9) as i64 - 4;
        if k != 0 {
            terms.push(k.to_string());
        }
        terms.join(" + ")
    }

    /// `(d0, d1, ...)` over the enclosing induction variables, and the
    /// operand list `(%i, %j, ...)`.
    fn affine_dims(&self) -> (String, String) {
        let dims: Vec<String> = (0..self.ivs.len()).map(|k| format!("d{k}")).collect();
        (format!("({})", dims.join(", ")), format!("({})", self.ivs.join(", ")))
    }

    /// An `affine.for` of a few iterations with iter_args: constant bounds,
    /// or bounds that are maps (with `max`/`min`) of the enclosing
    /// induction variables; a negative lower bound exercises the floor
    /// semantics of `floordiv` and `mod`.
    fn affine_for(&mut self, depth: usize) {
        let step = 1 + self.rng.below(3);
        let (lb, ub) = if self.ivs.is_empty() || self.rng.chance(40) {
            let lb = self.rng.below(4) as i64 - 1;
            (lb.to_string(), (lb + self.rng.below(6) as i64).to_string())
        } else {
            // Bounds follow an outer variable: at most 5 iterations.
            let (dims, operands) = self.affine_dims();
            let d = format!("d{}", self.rng.below(self.ivs.len()));
            let lo = self.rng.below(3) as i64 - 1;
            let hi = lo + self.rng.below(5) as i64;
            let lb = if self.rng.chance(50) {
                format!("max affine_map<{dims} -> ({d} + {lo}, {lo})>{operands}")
            } else {
                format!("affine_map<{dims} -> ({d} + {lo})>{operands}")
            };
            let ub = if self.rng.chance(50) {
                format!("min affine_map<{dims} -> ({d} + {hi}, {})>{operands}", hi + 2)
            } else {
                format!("affine_map<{dims} -> ({d} + {hi})>{operands}")
            };
            (lb, ub)
        };
        self.counted_loop(depth, "affine", &format!("{lb} to {ub} step {step}"));
    }

    /// `affine.apply` of an expression of the induction variables, made an
    /// integer value (small: the variables are).
    fn affine_apply(&mut self) {
        let (dims, operands) = self.affine_dims();
        let e = self.affine_expr(self.ivs.len());
        let x = self.fresh();
        self.line(&format!("{x} = affine.apply affine_map<{dims} -> ({e})>{operands}"));
        let t = *self.rng.pick(&[I8, I16, I32, I64]);
        self.def(t, &format!("arith.index_cast {x} : index to {}", t.name()));
    }

    /// `%buf[(expr) mod 8]`: in bounds whatever the variables are.
    fn affine_access(&mut self, buf: &str) -> String {
        let e = self.affine_expr(self.ivs.len());
        let operands: Vec<String> = (0..self.ivs.len()).map(|k| format!("d{k}")).collect();
        // The access is written with the variables themselves in the map.
        let mut index = format!("({e}) mod {BUF_LEN}");
        for (k, d) in operands.iter().enumerate().rev() {
            index = index.replace(d.as_str(), &self.ivs[k]);
        }
        format!("{buf}[{index}]")
    }

    fn affine_load(&mut self) {
        let b = self.rng.pick(&self.bufs).clone();
        let access = self.affine_access(&b.name);
        self.def(b.ty, &format!("affine.load {access} : memref<{BUF_LEN}x{}>", b.ty.name()));
    }

    fn affine_store(&mut self) {
        let b = self.rng.pick(&self.bufs).clone();
        let v = self.pick(b.ty);
        let access = self.affine_access(&b.name);
        self.line(&format!("affine.store {}, {access} : memref<{BUF_LEN}x{}>", v.name, b.ty.name()));
    }

    /// Print `v`; floats as their bits, NaN as a fixed number.
    fn print(&mut self, v: &Val) {
        if v.ty.is_float() {
            let x = self.without_nan(v, 12345.0);
            let bits = self.fresh();
            self.line(&format!("{bits} = arith.bitcast {x} : {} to {}", v.ty.name(), v.ty.bits().name()));
            self.line(&format!("vector.print {bits} : {}", v.ty.bits().name()));
        } else {
            self.line(&format!("vector.print {} : {}", v.name, v.ty.name()));
        }
    }

    fn print_buf(&mut self, b: &Buf) {
        let (lb, ub, step) = (self.index_literal(0), self.index_literal(BUF_LEN as i64), self.index_literal(1));
        let i = self.fresh();
        self.line(&format!("scf.for {i} = {lb} to {ub} step {step} {{"));
        self.indent += 1;
        self.scopes.push(Vec::new());
        let x = self.def(b.ty, &format!("memref.load {}[{i}] : memref<{BUF_LEN}x{}>", b.name, b.ty.name()));
        self.print(&x);
        self.scopes.pop();
        self.indent -= 1;
        self.line("}");
    }
}

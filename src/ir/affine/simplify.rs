//! Flattening-based simplification of affine expressions: a port of
//! upstream MLIR 19's `SimpleAffineExprFlattener`, `simplifyAffineExpr`,
//! `getAffineExprFromFlatForm` and the semi-affine helpers
//! (`simplifySemiAffine`, `getSemiAffineExprFromFlatForm`).
//!
//! An expression is flattened into a linear form over
//! `[dims, symbols, locals, constant]`, where each local stands for a
//! `floordiv`/`ceildiv`/`mod` by a constant (pure affine case) or for a
//! semi-affine product/division/modulo that cannot be linearized, and then
//! rebuilt. The reconstruction reproduces upstream's term order, including its
//! release-build behaviour when two semi-affine terms share a sort key.
// Flat forms are indexed by column (dims, symbols, locals, constant) on purpose.
#![allow(clippy::needless_range_loop)]

use std::collections::HashMap;

use super::expr::{AffineBinaryOp as Op, AffineExpr as E, AffineExpr};
use super::fold::gcd_u64;

/// Result of flattening: the linear coefficients laid out as
/// `[dims, symbols, locals, constant]` and the expression of each local.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FlatAffineExpr {
    /// Coefficients `[dims..., symbols..., locals..., constant]`.
    pub coefficients: Vec<i64>,
    /// The (simplified) expression each local column stands for.
    pub local_exprs: Vec<AffineExpr>,
}

/// Upstream's `SimpleAffineExprFlattener` state. `Err(())` means "poison"
/// (division or modulo by a non-positive constant, or an out-of-range
/// position), upon which simplification gives up.
struct Flattener {
    num_dims: usize,
    num_symbols: usize,
    num_locals: usize,
    stack: Vec<Vec<i64>>,
    local_exprs: Vec<AffineExpr>,
}

type Flat = Result<(), ()>;

impl Flattener {
    fn new(num_dims: usize, num_symbols: usize) -> Self {
        Flattener { num_dims, num_symbols, num_locals: 0, stack: Vec::new(), local_exprs: Vec::new() }
    }

    fn num_cols(&self) -> usize {
        self.num_dims + self.num_symbols + self.num_locals + 1
    }

    fn local_start(&self) -> usize {
        self.num_dims + self.num_symbols
    }

    fn push_unit(&mut self, index: Option<usize>, constant: i64) {
        let mut row = vec![0; self.num_cols()];
        if let Some(i) = index {
            row[i] = 1;
        }
        *row.last_mut().expect("row has a constant column") += constant;
        self.stack.push(row);
    }

    fn walk(&mut self, e: &AffineExpr) -> Flat {
        match e {
            E::Dim(p) if *p < self.num_dims => self.push_unit(Some(*p), 0),
            E::Symbol(p) if *p < self.num_symbols => self.push_unit(Some(self.num_dims + p), 0),
            E::Dim(_) | E::Symbol(_) => return Err(()),
            E::Constant(c) => self.push_unit(None, *c),
            E::Binary(op, l, r) => {
                self.walk(l)?;
                self.walk(r)?;
                let rhs = self.stack.pop().expect("rhs operand on stack");
                let rhs_is_const = r.as_constant().is_some();
                return match op {
                    Op::Add => {
                        let lhs = self.stack.last_mut().expect("lhs operand on stack");
                        for (a, b) in lhs.iter_mut().zip(&rhs) {
                            *a = a.wrapping_add(*b);
                        }
                        Ok(())
                    }
                    Op::Mul => self.visit_mul(rhs, rhs_is_const),
                    Op::Mod => self.visit_mod(rhs, rhs_is_const),
                    Op::FloorDiv => self.visit_div(rhs, rhs_is_const, false),
                    Op::CeilDiv => self.visit_div(rhs, rhs_is_const, true),
                };
            }
        }
        Ok(())
    }

    fn expr_of(&self, row: &[i64]) -> AffineExpr {
        get_affine_expr_from_flat_form(row, self.num_dims, self.num_symbols, &self.local_exprs)
    }

    fn top(&mut self) -> &mut Vec<i64> {
        self.stack.last_mut().expect("operand on stack")
    }

    fn find_local(&self, e: &AffineExpr) -> Option<usize> {
        self.local_exprs.iter().position(|x| x == e)
    }

    /// Adds a local column (to every row on the stack) standing for `e`.
    fn add_local(&mut self, e: AffineExpr) {
        let at = self.local_start() + self.num_locals;
        for row in &mut self.stack {
            row.insert(at, 0);
        }
        self.local_exprs.push(e);
        self.num_locals += 1;
    }

    /// Replaces the top of the stack by `1 * local(e)`, adding the local if
    /// it is new.
    fn set_top_to_local(&mut self, e: AffineExpr) {
        let loc = match self.find_local(&e) {
            Some(loc) => loc,
            None => {
                self.add_local(e);
                self.num_locals - 1
            }
        };
        let at = self.local_start() + loc;
        let top = self.top();
        top.iter_mut().for_each(|x| *x = 0);
        top[at] = 1;
    }

    fn visit_mul(&mut self, rhs: Vec<i64>, rhs_is_const: bool) -> Flat {
        if !rhs_is_const {
            let a = self.expr_of(self.stack.last().expect("lhs"));
            let b = self.expr_of(&rhs);
            self.set_top_to_local(a.mul(b));
            return Ok(());
        }
        let c = *rhs.last().expect("constant column");
        for x in self.top().iter_mut() {
            *x = x.wrapping_mul(c);
        }
        Ok(())
    }

    fn visit_mod(&mut self, rhs: Vec<i64>, rhs_is_const: bool) -> Flat {
        if !rhs_is_const {
            let a = self.expr_of(self.stack.last().expect("lhs"));
            let b = self.expr_of(&rhs);
            self.set_top_to_local(a.modulo(b));
            return Ok(());
        }
        let m = *rhs.last().expect("constant column");
        if m <= 0 {
            return Err(());
        }
        let lhs = self.stack.last().expect("lhs").clone();
        if lhs.iter().all(|x| x % m == 0) {
            self.top().iter_mut().for_each(|x| *x = 0);
            return Ok(());
        }
        // expr mod m == expr - m * q with q = (expr / g) floordiv (m / g).
        let g = lhs.iter().fold(m as u64, |g, x| gcd_u64(g, x.unsigned_abs())) as i64;
        let dividend: Vec<i64> = lhs.iter().map(|x| x / g).collect();
        let divisor = m / g;
        let q = self.expr_of(&dividend).floor_div(divisor);
        let loc = match self.find_local(&q) {
            Some(loc) => loc,
            None => {
                self.add_local(q);
                self.num_locals - 1
            }
        };
        let at = self.local_start() + loc;
        self.top()[at] = -m;
        Ok(())
    }

    fn visit_div(&mut self, rhs: Vec<i64>, rhs_is_const: bool, ceil: bool) -> Flat {
        if !rhs_is_const {
            let a = self.expr_of(self.stack.last().expect("lhs"));
            let b = self.expr_of(&rhs);
            self.set_top_to_local(if ceil { a.ceil_div(b) } else { a.floor_div(b) });
            return Ok(());
        }
        let c = *rhs.last().expect("constant column");
        if c <= 0 {
            return Err(());
        }
        // Cancel the gcd of the numerator and the denominator.
        let g = self.top().iter().fold(c as u64, |g, x| gcd_u64(g, x.unsigned_abs())) as i64;
        if g != 1 {
            self.top().iter_mut().for_each(|x| *x /= g);
        }
        let divisor = c / g;
        if divisor == 1 {
            return Ok(());
        }
        let a = self.expr_of(self.stack.last().expect("lhs"));
        let e = if ceil { a.ceil_div(divisor) } else { a.floor_div(divisor) };
        self.set_top_to_local(e);
        Ok(())
    }
}

/// Flattens `expr` (over `num_dims` dims and `num_symbols` symbols) like
/// upstream's `SimpleAffineExprFlattener`. Returns `None` if the expression
/// divides or takes a modulo by a non-positive constant, or uses a position
/// out of range.
pub fn flatten_affine_expr(expr: &AffineExpr, num_dims: usize, num_symbols: usize) -> Option<FlatAffineExpr> {
    let mut f = Flattener::new(num_dims, num_symbols);
    f.walk(expr).ok()?;
    let coefficients = f.stack.pop()?;
    Some(FlatAffineExpr { coefficients, local_exprs: f.local_exprs })
}

/// Rebuilds an expression from a flat form `[dims, symbols, locals,
/// constant]` (upstream `getAffineExprFromFlatForm`): dims and symbols first
/// in position order, then locals, then the constant.
pub fn get_affine_expr_from_flat_form(
    flat: &[i64],
    num_dims: usize,
    num_symbols: usize,
    local_exprs: &[AffineExpr],
) -> AffineExpr {
    let mut expr = E::Constant(0);
    let ids = num_dims + num_symbols;
    for (j, &coef) in flat.iter().enumerate().take(ids) {
        if coef == 0 {
            continue;
        }
        let id = if j < num_dims { E::Dim(j) } else { E::Symbol(j - num_dims) };
        expr = expr.add(id.mul(coef));
    }
    let end = flat.len().saturating_sub(1);
    for j in ids..end {
        if flat[j] == 0 {
            continue;
        }
        if let Some(local) = local_exprs.get(j - ids) {
            expr = expr.add(local.clone().mul(flat[j]));
        }
    }
    match flat.last() {
        Some(&c) if c != 0 && end >= ids => expr.add(c),
        _ => expr,
    }
}

/// Sort key of a term in the semi-affine reconstruction (upstream's
/// `std::pair<unsigned, signed>`).
type TermKey = (usize, i64);

/// Computes the sort key of a local term, or `None` if the local is not a
/// simple `id op id` / `id op constant` expression.
fn semi_affine_local_key(
    local: &AffineExpr,
    max_ds: i64,
    offset_sym: &mut i64,
    offset_dim: &mut i64,
) -> Option<TermKey> {
    let (_, lhs, rhs) = local.as_binary()?;
    let lhs_pos = match lhs {
        E::Dim(p) | E::Symbol(p) => *p,
        _ => return None,
    };
    let is_dim = matches!(lhs, E::Dim(_));
    let next_sym = |o: &mut i64| {
        let k = max_ds + *o;
        *o += 1;
        k
    };
    match rhs {
        E::Constant(_) if is_dim => {
            let k = *offset_dim;
            *offset_dim -= 1;
            Some((lhs_pos, k))
        }
        E::Constant(_) => Some((lhs_pos, next_sym(offset_sym))),
        E::Dim(q) | E::Symbol(q) if is_dim => Some((lhs_pos, *q as i64)),
        E::Dim(_) | E::Symbol(_) => Some((lhs_pos, next_sym(offset_sym))),
        _ => None,
    }
}

/// Rebuilds a semi-affine expression from its flat form, ordering terms by
/// dimension / symbol position as upstream `getSemiAffineExprFromFlatForm`
/// does (e.g. `d0 + d0 * s0 + s0 + d1 * s1 + s1`).
fn get_semi_affine_expr_from_flat_form(
    flat: &[i64],
    num_dims: usize,
    num_symbols: usize,
    local_exprs: &[AffineExpr],
) -> AffineExpr {
    let ids = num_dims + num_symbols;
    let max_ds = num_dims.max(num_symbols) as i64;
    let mut indices: Vec<TermKey> = Vec::new();
    // First insertion wins, as with upstream's DenseMap::insert.
    let mut terms: HashMap<TermKey, (i64, AffineExpr)> = HashMap::new();
    let mut add_entry = |key: TermKey, coef: i64, e: AffineExpr| {
        indices.push(key);
        terms.entry(key).or_insert((coef, e));
    };
    let (mut offset_sym, mut offset_dim) = (0i64, -1i64);
    for j in num_dims..ids {
        if flat[j] != 0 {
            add_entry((j - num_dims, max_ds + offset_sym), flat[j], E::Symbol(j - num_dims));
            offset_sym += 1;
        }
    }
    let mut added = vec![false; local_exprs.len()];
    for (i, local) in local_exprs.iter().enumerate() {
        let coef = flat[ids + i];
        if coef == 0 {
            continue;
        }
        if let Some(key) = semi_affine_local_key(local, max_ds, &mut offset_sym, &mut offset_dim) {
            add_entry(key, coef, local.clone());
            added[i] = true;
        }
    }
    for (j, &coef) in flat.iter().enumerate().take(num_dims) {
        if coef != 0 {
            add_entry((j, offset_dim), coef, E::Dim(j));
            offset_dim -= 1;
        }
    }
    indices.sort();
    let mut expr = E::Constant(0);
    for key in &indices {
        let (coef, e) = &terms[key];
        expr = expr.add(e.clone().mul(*coef));
    }
    for (i, local) in local_exprs.iter().enumerate() {
        let coef = flat[ids + i];
        if coef != 0 && !added[i] {
            expr = expr.add(local.clone().mul(coef));
        }
    }
    match flat.last() {
        Some(&c) if c != 0 => expr.add(c),
        _ => expr,
    }
}

/// True if `lhs mod rhs` is provably zero because `lhs` is `x - x mod rhs`
/// spread over a sum (upstream `isModOfModSubtraction`).
fn is_mod_of_mod_subtraction(lhs: &AffineExpr, rhs: &AffineExpr, num_dims: usize, num_symbols: usize) -> bool {
    let mut summands = Vec::new();
    collect_summands(lhs, &mut summands);
    for (i, current) in summands.iter().enumerate() {
        let Some(negated) = negated_operand(current) else { continue };
        let Some((inner_lhs, inner_rhs)) = negated.as_binary().and_then(|(op, l, r)| (op == Op::Mod).then_some((l, r)))
        else {
            continue;
        };
        if inner_rhs != rhs {
            continue;
        }
        let mut diff = E::Constant(0);
        for (j, s) in summands.iter().enumerate() {
            if i != j {
                diff = diff.add((*s).clone());
            }
        }
        diff = diff.sub(inner_lhs.clone());
        if simplify_affine_expr(&diff, num_dims, num_symbols) == E::Constant(0) {
            return true;
        }
    }
    false
}

fn collect_summands<'a>(e: &'a AffineExpr, out: &mut Vec<&'a AffineExpr>) {
    match e {
        E::Binary(Op::Add, l, r) => {
            collect_summands(l, out);
            collect_summands(r, out);
        }
        _ => out.push(e),
    }
}

/// `x` if `e` is `x * -1` or `-1 * x`.
fn negated_operand(e: &AffineExpr) -> Option<&AffineExpr> {
    match e {
        E::Binary(Op::Mul, l, r) if l.as_constant() == Some(-1) => Some(r),
        E::Binary(Op::Mul, l, r) if r.as_constant() == Some(-1) => Some(l),
        _ => None,
    }
}

/// Upstream `isDivisibleBySymbol`: whether `e` is divisible by `s<pos>` for a
/// division / modulo of kind `op`.
fn is_divisible_by_symbol(e: &AffineExpr, pos: usize, op: Op) -> bool {
    match e {
        E::Constant(c) => *c == 0,
        E::Dim(_) => false,
        E::Symbol(p) => *p == pos,
        E::Binary(Op::Add, l, r) => is_divisible_by_symbol(l, pos, op) && is_divisible_by_symbol(r, pos, op),
        E::Binary(Op::Mod, l, r) => is_divisible_by_symbol(l, pos, Op::Mod) && is_divisible_by_symbol(r, pos, Op::Mod),
        E::Binary(Op::Mul, l, r) => is_divisible_by_symbol(l, pos, op) || is_divisible_by_symbol(r, pos, op),
        E::Binary(kind, l, _) => *kind == op && is_divisible_by_symbol(l, pos, *kind),
    }
}

/// Upstream `symbolicDivide`: divides `e` by `s<pos>`; `None` where upstream
/// would produce a null expression.
fn symbolic_divide(e: &AffineExpr, pos: usize, op: Op) -> Option<AffineExpr> {
    match e {
        E::Constant(0) => Some(E::Constant(0)),
        E::Constant(_) | E::Dim(_) => None,
        E::Symbol(_) => Some(E::Constant(1)),
        E::Binary(Op::Add, l, r) => Some(symbolic_divide(l, pos, op)?.add(symbolic_divide(r, pos, op)?)),
        E::Binary(Op::Mod, l, r) => Some(symbolic_divide(l, pos, Op::Mod)?.modulo(symbolic_divide(r, pos, Op::Mod)?)),
        E::Binary(Op::Mul, l, r) => {
            if !is_divisible_by_symbol(l, pos, op) {
                Some((**l).clone().mul(symbolic_divide(r, pos, op)?))
            } else {
                Some(symbolic_divide(l, pos, op)?.mul((**r).clone()))
            }
        }
        E::Binary(kind, l, r) => Some(E::binary(*kind, symbolic_divide(l, pos, *kind)?, (**r).clone())),
    }
}

/// Upstream `simplifySemiAffine`: simplifies divisions and modulos whose
/// divisor simplifies to a symbol dividing the dividend.
fn simplify_semi_affine(e: &AffineExpr, num_dims: usize, num_symbols: usize) -> AffineExpr {
    let (op, l, r) = match e {
        E::Binary(op, l, r) => (*op, &**l, &**r),
        _ => return e.clone(),
    };
    let sl = simplify_semi_affine(l, num_dims, num_symbols);
    let sr = simplify_semi_affine(r, num_dims, num_symbols);
    if matches!(op, Op::Add | Op::Mul) {
        return E::binary(op, sl, sr);
    }
    if is_mod_of_mod_subtraction(&sl, &sr, num_dims, num_symbols) {
        return E::Constant(0);
    }
    let Some(pos) = sr.as_symbol() else {
        return E::binary(op, sl, sr);
    };
    if !is_divisible_by_symbol(l, pos, op) {
        return E::binary(op, sl, sr);
    }
    if op == Op::Mod {
        return E::Constant(0);
    }
    match symbolic_divide(&sl, pos, op) {
        Some(q) => q,
        None => E::binary(op, sl, sr),
    }
}

/// Simplifies `expr` by flattening it into a linear form (with local
/// variables for `mod`/`floordiv`/`ceildiv` and semi-affine terms) and
/// rebuilding it, exactly as upstream `simplifyAffineExpr`.
pub fn simplify_affine_expr(expr: &AffineExpr, num_dims: usize, num_symbols: usize) -> AffineExpr {
    let expr = if expr.is_pure_affine() { expr.clone() } else { simplify_semi_affine(expr, num_dims, num_symbols) };
    let Some(flat) = flatten_affine_expr(&expr, num_dims, num_symbols) else {
        return expr;
    };
    let (coefs, locals) = (&flat.coefficients, &flat.local_exprs);
    if expr.is_pure_affine() {
        return get_affine_expr_from_flat_form(coefs, num_dims, num_symbols, locals);
    }
    if expr == get_affine_expr_from_flat_form(coefs, num_dims, num_symbols, locals) {
        return expr;
    }
    get_semi_affine_expr_from_flat_form(coefs, num_dims, num_symbols, locals)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::affine::testing::*;

    fn simp(e: AffineExpr, nd: usize, ns: usize) -> String {
        simplify_affine_expr(&e, nd, ns).to_string()
    }

    #[test]
    fn pure_affine() {
        // (d0 + 3 * d1 + d0) floordiv 2 -> d0 + (d1 * 3) floordiv 2
        let e = (d(0) + d(1) * 3 + d(0)).floor_div(2);
        assert_eq!(e.to_string(), "(d0 + d1 * 3 + d0) floordiv 2");
        assert_eq!(simp(e, 2, 0), "d0 + (d1 * 3) floordiv 2");
        let e = d(0) * 4 + d(1);
        assert_eq!(simp(e % 2 + d(1) % 2, 2, 0), "d1 * 2 - (d1 floordiv 2) * 4");
        assert_eq!(simp((d(0) * 3 + 3).ceil_div(6), 1, 0), "(d0 + 1) ceildiv 2");
        assert_eq!(simp(d(0) * 2 + d(0) + d(1) - d(1), 2, 0), "d0 * 3");
    }

    #[test]
    fn flat_form() {
        let f = flatten_affine_expr(&(d(0) * 2 + s(0) + d(1).floor_div(4) + 7), 2, 1).unwrap();
        assert_eq!(f.coefficients, vec![2, 0, 1, 1, 7]);
        assert_eq!(f.local_exprs, vec![d(1).floor_div(4)]);
        assert!(flatten_affine_expr(&d(0).floor_div(0), 1, 0).is_none());
        assert!(flatten_affine_expr(&d(3), 1, 0).is_none());
        let e = get_affine_expr_from_flat_form(&[1, -1, 2, 3], 1, 1, &[d(0) % 4]);
        assert_eq!(e.to_string(), "d0 - s0 + (d0 mod 4) * 2 + 3");
    }

    #[test]
    fn semi_affine() {
        let e = d(0) * s(0) + d(0).floor_div(s(0)) + d(0) - d(0);
        // Upstream (release build) merges the two terms sharing key (0, 0).
        assert_eq!(simp(e, 1, 1), "(d0 * s0) * 2");
        assert_eq!(simp((d(0) * s(0)).floor_div(s(0)), 1, 1), "d0");
        assert_eq!(simp((d(0) * s(0)) % s(0), 1, 1), "0");
        assert_eq!(simp((d(0) - d(0) % s(0)) % s(0), 1, 1), "0");
        let e = s(1) * d(0) + d(0) + s(0) * d(0) + s(0) + d(0) % 3;
        assert_eq!(simp(e, 1, 2), "d0 * 2 - (d0 floordiv 3) * 3 + d0 * s0 + d0 * s1 + s0");
    }
}

//! The canonical printer of affine expressions: a port of upstream MLIR 19's
//! `AsmPrinter::printAffineExprInternal` (binding strengths, subtraction and
//! negation forms).

use std::fmt;

use super::expr::{AffineBinaryOp as Op, AffineExpr as E, AffineExpr};

/// Writes a dimension (`false`) or symbol (`true`) by position.
type Names<'n> = &'n dyn Fn(bool, usize, &mut dyn fmt::Write) -> fmt::Result;

fn print_expr(e: &AffineExpr, strong: bool, out: &mut dyn fmt::Write, names: Names<'_>) -> fmt::Result {
    let (op, lhs, rhs) = match e {
        E::Symbol(p) => return names(true, *p, out),
        E::Dim(p) => return names(false, *p, out),
        E::Constant(c) => return write!(out, "{c}"),
        E::Binary(op, l, r) => (*op, &**l, &**r),
    };
    if strong {
        out.write_str("(")?;
    }
    if op != Op::Add {
        if op == Op::Mul && rhs.as_constant() == Some(-1) {
            // Multiplication by -1 prints as negation.
            out.write_str("-")?;
            print_expr(lhs, true, out, names)?;
        } else {
            print_expr(lhs, true, out, names)?;
            write!(out, " {} ", op.spelling())?;
            print_expr(rhs, true, out, names)?;
        }
    } else {
        print_add(lhs, rhs, out, names)?;
    }
    if strong {
        out.write_str(")")?;
    }
    Ok(())
}

/// Prints `lhs + rhs`, turning additions of negated products and negative
/// constants into subtractions.
fn print_add(lhs: &AffineExpr, rhs: &AffineExpr, out: &mut dyn fmt::Write, names: Names<'_>) -> fmt::Result {
    if let Some((rl, rr)) = rhs.as_op(Op::Mul) {
        if let Some(c) = rr.as_constant() {
            if c == -1 {
                print_expr(lhs, false, out, names)?;
                out.write_str(" - ")?;
                return print_expr(rl, rl.is_op(Op::Add), out, names);
            }
            if c < -1 {
                print_expr(lhs, false, out, names)?;
                out.write_str(" - ")?;
                print_expr(rl, true, out, names)?;
                return write!(out, " * {}", c.wrapping_neg());
            }
        }
    }
    if let Some(c) = rhs.as_constant() {
        if c < 0 {
            print_expr(lhs, false, out, names)?;
            return write!(out, " - {}", c.wrapping_neg());
        }
    }
    print_expr(lhs, false, out, names)?;
    out.write_str(" + ")?;
    print_expr(rhs, false, out, names)
}

/// Prints in upstream MLIR's canonical form, e.g. `d0 * 2 - s0 + 1`.
impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names =
            |symbol: bool, p: usize, out: &mut dyn fmt::Write| write!(out, "{}{p}", if symbol { 's' } else { 'd' });
        print_expr(self, false, f, &names)
    }
}

impl AffineExpr {
    /// The canonical form with each dimension and symbol written by
    /// `names(is_symbol, position, out)` instead of `d<i>` / `s<i>` (as
    /// `affine.load %A[%i + 1]` prints its map over its operands).
    pub fn write_with(
        &self,
        out: &mut dyn fmt::Write,
        names: &dyn Fn(bool, usize, &mut dyn fmt::Write) -> fmt::Result,
    ) -> fmt::Result {
        print_expr(self, false, out, names)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::affine::testing::*;

    #[test]
    fn printer_forms() {
        assert_eq!((-d(0)).to_string(), "-d0");
        assert_eq!((d(0) - 1).to_string(), "d0 - 1");
        assert_eq!((-d(0) + 1).to_string(), "-d0 + 1");
        assert_eq!((d(0) - (d(1) + 1)).to_string(), "d0 - (d1 + 1)");
        assert_eq!((d(0) - d(1).floor_div(2)).to_string(), "d0 - d1 floordiv 2");
        assert_eq!((d(0) - d(1) * 3).to_string(), "d0 - d1 * 3");
        assert_eq!(((d(0) + 1).floor_div(2)).to_string(), "(d0 + 1) floordiv 2");
        assert_eq!((d(0) * (s(0) + 1)).to_string(), "d0 * (s0 + 1)");
        assert_eq!((-(d(0) + 1)).floor_div(2).to_string(), "(-(d0 + 1)) floordiv 2");
        assert_eq!((d(0) % 4 + d(1).ceil_div(3)).to_string(), "d0 mod 4 + d1 ceildiv 3");
        assert_eq!((d(0) + AffineExpr::constant(i64::MIN)).to_string(), "d0 - -9223372036854775808");
        let raw = AffineExpr::binary_unsimplified(Op::Add, AffineExpr::constant(1), d(0));
        assert_eq!(raw.to_string(), "1 + d0");
    }
}

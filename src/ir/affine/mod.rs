//! Affine expressions, affine maps and integer sets, compatible with upstream
//! MLIR 19 (`mlir-opt-19` is the referee).
//!
//! * [`expr`]: [`AffineExpr`] and its simplifying constructors (upstream's
//!   `AffineExpr` operator overloads), structural queries and evaluation;
//!   the rules themselves live in `fold`, the canonical printer in `print`.
//! * [`simplify`]: flattening-based [`simplify_affine_expr`] (upstream
//!   `simplifyAffineExpr`, including semi-affine expressions).
//! * [`map`]: [`AffineMap`] (identity, constant, compose, permutation
//!   queries, replacement, simplification, evaluation, printing).
//! * [`set`]: [`IntegerSet`] (constraints `e >= 0` / `e == 0`, printing).
//! * [`bounds`]: constant bounds of expressions from bounds of their
//!   inputs, and the result order of `affine.min` / `affine.max` maps.
//! * [`parse`]: prefix parsers for maps, sets and expressions with upstream's
//!   error messages and locations (its tokenizer lives in `lexer`).
//!
//! `referee_tests` holds golden input/output pairs produced by `mlir-opt-19`.
//!
//! All types are plain values (no interning): they derive `Clone, Debug,
//! PartialEq, Eq, Hash, PartialOrd, Ord` so they can be stored in hashed,
//! interned attributes. `Display` prints exactly what `mlir-opt-19` prints
//! inside `affine_map<...>` / `affine_set<...>`, and parsing followed by
//! printing reproduces its canonical form.
//!
//! ```text
//! let (map, used) = parse_affine_map("(d0, d1)[s0] -> (d0 + s0 - 1 + 2*d1)>")?;
//! assert_eq!(map.to_string(), "(d0, d1)[s0] -> (d0 + s0 + d1 * 2 - 1)");
//! ```

pub mod bounds;
pub mod expr;
mod fold;
mod lexer;
pub mod map;
pub mod parse;
mod presburger;
mod print;
pub mod set;
pub mod simplify;

#[cfg(test)]
mod referee_tests;

pub use bounds::{expr_bound, sort_results_by_flat_form};
pub use expr::{AffineBinaryOp, AffineExpr};
pub(crate) use fold::{ceil_div_i64, floor_div_i64, gcd_u64};
pub use map::AffineMap;
pub use parse::{
    parse_affine_expr_of_ssa_ids, parse_affine_expr_with, parse_affine_map, parse_affine_map_of_ssa_ids,
    parse_affine_map_or_set, parse_integer_set, AffineMapOrSet, AffineParseError, SsaAffineMap, SsaMapDelimiter,
    SsaOperand,
};
pub(crate) use presburger::is_empty as is_integer_system_empty;
pub use set::IntegerSet;
pub use simplify::{flatten_affine_expr, get_affine_expr_from_flat_form, simplify_affine_expr, FlatAffineExpr};

/// Short constructors for tests: `d(0) + s(1) * c(2)`.
#[cfg(test)]
pub(crate) mod testing {
    use super::expr::AffineExpr;

    pub fn d(i: usize) -> AffineExpr {
        AffineExpr::dim(i)
    }
    pub fn s(i: usize) -> AffineExpr {
        AffineExpr::symbol(i)
    }
    pub fn c(v: i64) -> AffineExpr {
        AffineExpr::constant(v)
    }
}

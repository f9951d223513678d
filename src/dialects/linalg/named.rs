//! The named structured ops as data: `named_ops.def` lists each op's loops,
//! operands (with the shape expressions their indexing maps come from),
//! index and function attributes and its payload as an expression. The
//! table is read once ([`named_ops`]); registration, parsing, printing,
//! verification and the payload builder (`region.rs`) all read it.
//!
//! The format, one op per `op` line followed by indented lines:
//! ```text
//! op conv_1d_nwc_wcf
//!   loops n:p ow:p f:p kw:r c:r         # loop name : parallel / reduction / window
//!   index strides 1 = 1                 # index attribute: length, default
//!   in I : n, ow * strides.0 + kw * dilations.0, c
//!   in K : kw, c, f
//!   out O : n, ow, f
//!   body add(O, mul(cast_signed(I), cast_signed(K)))
//! ```
//! `scalar f64` fixes a scalar operand's type; in a body, `index(d)` is loop
//! `d`'s index, `const_i64(v)`/`const_f64(v)` constants and
//! `cast_signed_i32`/`cast_signed_f64` casts to those types (`fill_rng_2d`).
//! `loops *` makes an op rank-polymorphic (all loops parallel, as many as
//! the output's rank; its operands are `*`, identity maps, or `scalar`).
//! `fn cast type_fn = cast_signed` declares a function attribute; the body
//! calls it by its attribute name.

use std::sync::OnceLock;

use crate::ir::affine::{AffineExpr, AffineMap};
use crate::opdef::AttrStorage;

/// Iterator type of a loop (upstream's `utils::IteratorType`, and `window`
/// for the pooling windows, which upstream also iterates as reductions).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IteratorType {
    Parallel,
    Reduction,
}

impl IteratorType {
    pub fn keyword(self) -> &'static str {
        match self {
            IteratorType::Parallel => "parallel",
            IteratorType::Reduction => "reduction",
        }
    }
    pub fn from_keyword(k: &str) -> Option<Self> {
        match k {
            "parallel" => Some(IteratorType::Parallel),
            "reduction" => Some(IteratorType::Reduction),
            _ => None,
        }
    }
}

/// How an operand is indexed.
#[derive(Clone, Debug)]
pub enum OperandShape {
    /// Shape expressions over the loops (`d<i>`) and index attribute
    /// elements (symbols, numbered as [`NamedOp::index_attrs`] lists them).
    Indexed(Vec<AffineExpr>),
    /// A scalar: the map has no results.
    Scalar,
    /// Rank-polymorphic: the identity over all loops (no results at rank 0).
    Any,
}

#[derive(Clone, Debug)]
pub struct OperandDef {
    pub name: String,
    pub shape: OperandShape,
    pub output: bool,
    /// A fixed element type (`scalar f64`), else any.
    pub ty: Option<String>,
}

/// An index attribute (`strides`, `dilations`): `len` i64 values.
#[derive(Clone, Debug)]
pub struct IndexAttrDef {
    pub name: String,
    pub len: usize,
    pub default: Vec<i64>,
}

/// A function attribute (`cast`, `fun`): an enum attribute selecting the
/// function the body calls by the attribute's name.
#[derive(Clone, Debug)]
pub struct FnAttrDef {
    pub name: String,
    /// `type_fn`, `unary_fn` or `binary_fn`.
    pub kind: String,
    pub default: String,
}

/// A payload expression.
#[derive(Clone, Debug)]
pub enum Expr {
    /// The block argument of operand `i`.
    Operand(usize),
    /// A function applied to arguments: a function name, or the name of a
    /// function attribute.
    Call(String, Vec<Expr>),
    /// A number, the argument of `const_i64`, `const_f64` and `index`.
    Literal(String),
}

#[derive(Clone, Debug)]
pub struct NamedOp {
    /// Full op name, `linalg.matmul`.
    pub name: String,
    /// Iterator types, empty for rank-polymorphic ops.
    pub loops: Vec<IteratorType>,
    pub polymorphic: bool,
    pub operands: Vec<OperandDef>,
    pub index_attrs: Vec<IndexAttrDef>,
    pub fn_attrs: Vec<FnAttrDef>,
    /// The value the payload yields.
    pub body: Expr,
}

impl NamedOp {
    pub fn num_inputs(&self) -> usize {
        self.operands.iter().filter(|o| !o.output).count()
    }

    /// The indexing maps for `ranks` (operand ranks, used by polymorphic
    /// ops) and `index_values` (each index attribute's values).
    pub fn indexing_maps(&self, ranks: &[usize], index_values: &[Vec<i64>]) -> Vec<AffineMap> {
        let loops = if self.polymorphic { ranks.last().copied().unwrap_or(0) } else { self.loops.len() };
        let syms: Vec<AffineExpr> = index_values.iter().flatten().map(|&v| AffineExpr::constant(v)).collect();
        self.operands
            .iter()
            .zip(ranks.iter().copied().chain(std::iter::repeat(0)))
            .map(|(o, rank)| match &o.shape {
                OperandShape::Indexed(es) => {
                    AffineMap::new(loops, 0, es.iter().map(|e| e.replace_symbols(&syms)).collect())
                }
                OperandShape::Scalar => AffineMap::new(loops, 0, vec![]),
                OperandShape::Any if rank == 0 => AffineMap::new(loops, 0, vec![]),
                OperandShape::Any => AffineMap::identity(loops),
            })
            .collect()
    }

    /// Iterator types for `loops` loops.
    pub fn iterator_types(&self, loops: usize) -> Vec<IteratorType> {
        if self.polymorphic {
            vec![IteratorType::Parallel; loops]
        } else {
            self.loops.clone()
        }
    }
}

static TABLE: &str = include_str!("named_ops.def");

/// Every named structured op, read from `named_ops.def` once.
pub fn named_ops() -> &'static [NamedOp] {
    static OPS: OnceLock<Vec<NamedOp>> = OnceLock::new();
    OPS.get_or_init(|| parse_table(TABLE).unwrap_or_else(|e| panic!("named_ops.def: {e}")))
}

/// The inherent attributes of each named op, in [`named_ops`]'s order:
/// its operand segment sizes, function attributes and index attributes
/// (upstream's properties of the op).
pub fn property_attrs() -> &'static [Vec<(&'static str, AttrStorage)>] {
    static ATTRS: OnceLock<Vec<Vec<(&'static str, AttrStorage)>>> = OnceLock::new();
    ATTRS.get_or_init(|| {
        named_ops()
            .iter()
            .map(|op| {
                let fns = op.fn_attrs.iter().map(|a| a.name.as_str());
                let indices = op.index_attrs.iter().map(|a| a.name.as_str());
                std::iter::once("operandSegmentSizes")
                    .chain(fns)
                    .chain(indices)
                    .map(|n| (n, AttrStorage::Any))
                    .collect()
            })
            .collect()
    })
}

/// The named op called `name` (`linalg.matmul`).
pub fn named_op(name: &str) -> Option<&'static NamedOp> {
    named_ops().iter().find(|o| o.name == name)
}

fn parse_table(text: &str) -> Result<Vec<NamedOp>, String> {
    let mut ops = Vec::new();
    let mut cur: Option<(NamedOp, Vec<String>)> = None;
    for (n, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let err = |m: String| format!("line {}: {m}", n + 1);
        let (key, rest) = line.split_once(' ').map_or((line, ""), |(k, r)| (k, r.trim()));
        if key == "op" {
            if let Some((op, _)) = cur.take() {
                ops.push(op);
            }
            let op = NamedOp {
                name: format!("linalg.{rest}"),
                loops: vec![],
                polymorphic: false,
                operands: vec![],
                index_attrs: vec![],
                fn_attrs: vec![],
                body: Expr::Call(String::new(), vec![]),
            };
            cur = Some((op, vec![]));
            continue;
        }
        let Some((op, loop_names)) = cur.as_mut() else { return Err(err("expected `op`".into())) };
        parse_line(op, loop_names, key, rest).map_err(err)?;
    }
    ops.extend(cur.map(|(op, _)| op));
    Ok(ops)
}

fn parse_line(op: &mut NamedOp, loop_names: &mut Vec<String>, key: &str, rest: &str) -> Result<(), String> {
    match key {
        "loops" if rest == "*" => op.polymorphic = true,
        "loops" => {
            for l in rest.split_whitespace() {
                let (name, kind) = l.split_once(':').ok_or(format!("loop `{l}` needs a kind"))?;
                loop_names.push(name.to_string());
                op.loops.push(if kind == "p" { IteratorType::Parallel } else { IteratorType::Reduction });
            }
        }
        "index" => {
            let (decl, default) = rest.split_once('=').ok_or("index needs a default")?;
            let mut words = decl.split_whitespace();
            let name = words.next().ok_or("index needs a name")?.to_string();
            let len = words.next().and_then(|w| w.parse().ok()).ok_or("index needs a length")?;
            let default = default.split_whitespace().map(|w| w.parse().map_err(|_| format!("bad default `{w}`")));
            op.index_attrs.push(IndexAttrDef { name, len, default: default.collect::<Result<_, _>>()? });
        }
        "fn" => {
            let (decl, default) = rest.split_once('=').ok_or("fn needs a default")?;
            let mut words = decl.split_whitespace();
            let name = words.next().ok_or("fn needs a name")?.to_string();
            let kind = words.next().ok_or("fn needs a kind")?.to_string();
            op.fn_attrs.push(FnAttrDef { name, kind, default: default.trim().to_string() });
        }
        "in" | "out" => {
            let (name, shape) = rest.split_once(':').ok_or("operand needs a shape")?;
            let (shape, ty) = match shape.trim() {
                "*" => (OperandShape::Any, None),
                "scalar" => (OperandShape::Scalar, None),
                s if s.starts_with("scalar ") => (OperandShape::Scalar, Some(s["scalar ".len()..].trim().to_string())),
                s => (OperandShape::Indexed(parse_shape(op, loop_names, s)?), None),
            };
            op.operands.push(OperandDef { name: name.trim().to_string(), shape, output: key == "out", ty });
        }
        "body" => {
            let names: Vec<&str> = op.operands.iter().map(|o| o.name.as_str()).collect();
            let (e, tail) = parse_expr(&names, rest)?;
            if !tail.trim().is_empty() {
                return Err(format!("trailing `{tail}`"));
            }
            op.body = e;
        }
        _ => return Err(format!("unknown key `{key}`")),
    }
    Ok(())
}

/// `e (, e)*` with `e ::= t (+ t)*`, `t ::= f (* f)*`, `f ::= loop | attr.i | int`.
fn parse_shape(op: &NamedOp, loops: &[String], text: &str) -> Result<Vec<AffineExpr>, String> {
    let factor = |w: &str| -> Result<AffineExpr, String> {
        let w = w.trim();
        if let Some(i) = loops.iter().position(|l| l == w) {
            return Ok(AffineExpr::dim(i));
        }
        if let Ok(v) = w.parse::<i64>() {
            return Ok(AffineExpr::constant(v));
        }
        let (attr, idx) = w.split_once('.').ok_or(format!("unknown name `{w}`"))?;
        let idx: usize = idx.parse().map_err(|_| format!("bad index `{w}`"))?;
        let mut sym = 0;
        for a in &op.index_attrs {
            if a.name == attr {
                return Ok(AffineExpr::symbol(sym + idx));
            }
            sym += a.len;
        }
        Err(format!("unknown attribute `{attr}`"))
    };
    text.split(',')
        .map(|e| {
            let terms = e.split('+').map(|t| {
                let mut fs = t.split('*').map(factor);
                let first = fs.next().ok_or("empty term")??;
                fs.try_fold(first, |acc, f| Ok::<_, String>(acc.mul(f?)))
            });
            let mut terms = terms.collect::<Result<Vec<_>, _>>()?.into_iter();
            let first = terms.next().ok_or("empty expression")?;
            Ok(terms.fold(first, |acc, t| acc.add(t)))
        })
        .collect()
}

/// `name`, `name(expr, ...)` or a number; returns the expression and the rest.
fn parse_expr<'t>(operands: &[&str], text: &'t str) -> Result<(Expr, &'t str), String> {
    let text = text.trim_start();
    if text.starts_with(|c: char| c.is_ascii_digit() || c == '-') {
        let end = text.find([',', ')']).unwrap_or(text.len());
        return Ok((Expr::Literal(text[..end].trim().to_string()), &text[end..]));
    }
    let end = text.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(text.len());
    let (word, mut rest) = text.split_at(end);
    if word.is_empty() {
        return Err(format!("expected a name at `{text}`"));
    }
    if !rest.trim_start().starts_with('(') {
        let i = operands.iter().position(|o| *o == word).ok_or(format!("unknown operand `{word}`"))?;
        return Ok((Expr::Operand(i), rest));
    }
    rest = &rest.trim_start()[1..];
    let mut args = Vec::new();
    loop {
        let (e, r) = parse_expr(operands, rest)?;
        args.push(e);
        let r = r.trim_start();
        if let Some(r) = r.strip_prefix(',') {
            rest = r;
        } else if let Some(r) = r.strip_prefix(')') {
            return Ok((Expr::Call(word.to_string(), args), r));
        } else {
            return Err(format!("expected `,` or `)` at `{r}`"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_reads_and_every_op_is_consistent() {
        let ops = named_ops();
        assert!(ops.iter().any(|o| o.name == "linalg.matmul"));
        for op in ops {
            assert!(op.operands.iter().any(|o| o.output), "{} has no output", op.name);
            for a in &op.index_attrs {
                assert_eq!(a.default.len(), a.len, "{}: default of {}", op.name, a.name);
            }
            assert!(matches!(&op.body, Expr::Call(f, _) if !f.is_empty()) || matches!(op.body, Expr::Operand(_)));
            let fixed = op.operands.iter().filter_map(|o| o.ty.as_deref());
            assert!(fixed.clone().all(|t| ["i32", "f64"].contains(&t)), "{}: fixed types", op.name);
        }
    }

    #[test]
    fn conv_maps_substitute_strides_and_dilations() {
        let op = named_op("linalg.conv_1d_nwc_wcf").unwrap();
        let maps = op.indexing_maps(&[3, 3, 3], &[vec![2], vec![3]]);
        assert_eq!(maps[0].results[1], AffineExpr::dim(1).mul(2).add(AffineExpr::dim(3).mul(3)));
    }
}

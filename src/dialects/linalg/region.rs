//! The payload builder of the named ops: from a [`NamedOp`]'s body
//! expression and the element types of the operands, the block upstream's
//! region builders make (one argument per operand, the arith and math ops
//! of the expression with its casts to the output's element type, and a
//! `linalg.yield`). The parser calls it for every named op it reads, so the
//! generic form and every later pass see the region. Its ops and block
//! arguments have no location (`loc(unknown)`), as upstream's.

use super::named::{Expr, NamedOp};
use crate::dialects::{arith, math};
use crate::ir::float::FloatKind;
use crate::ir::{Body, Context, OperationState, RegionId, Type, ValueId};

/// What the builder needs to know about the op being built.
pub struct PayloadCx<'a> {
    pub ctx: &'a Context,
    /// The case each function attribute selects (`cast_signed`, `exp`...).
    pub fns: Vec<(&'a str, String)>,
    /// Element type of the output, the type of every cast.
    pub out_ty: Type,
}

/// Fill `region` with the payload of `op` for operands of element types `elem`.
pub fn build_payload(
    cx: &PayloadCx<'_>,
    body: &mut Body,
    region: RegionId,
    op: &NamedOp,
    elem: &[Type],
) -> Result<(), String> {
    let block = body.create_block(region);
    let args: Vec<ValueId> = elem.iter().map(|&t| body.add_block_arg(block, t, None)).collect();
    let mut b = Emitter { cx, body, block, args };
    let v = b.eval(&op.body)?;
    let ctx = cx.ctx;
    let y = b.body.create_op(OperationState {
        name: ctx.ident("linalg.yield"),
        loc: ctx.unknown_loc(),
        operands: vec![v],
        result_types: vec![],
        properties: None,
        attributes: ctx.empty_dictionary(),
        successors: vec![],
        regions: vec![],
        inner: None,
    });
    b.body.append_op(block, y);
    Ok(())
}

struct Emitter<'a, 'b> {
    cx: &'a PayloadCx<'a>,
    body: &'b mut Body,
    block: crate::ir::BlockId,
    args: Vec<ValueId>,
}

macro_rules! emit {
    ($self:ident, $dialect:ident :: $op:ident ( $($arg:expr),* )) => {{
        let ctx = $self.cx.ctx;
        let loc = ctx.unknown_loc();
        let op = $dialect::$op::create(ctx, $self.body, loc, $($arg),*).0;
        $self.body.append_op($self.block, op);
        $self.body.results(op)[0]
    }};
}

impl Emitter<'_, '_> {
    fn eval(&mut self, e: &Expr) -> Result<ValueId, String> {
        let (name, args) = match e {
            Expr::Operand(i) => return Ok(self.args[*i]),
            Expr::Literal(v) => return Err(format!("unexpected number {v}")),
            Expr::Call(name, args) => (name.as_str(), args),
        };
        if let [Expr::Literal(v)] = &args[..] {
            return self.literal(name, v);
        }
        let mut vals = Vec::with_capacity(args.len());
        for a in args {
            vals.push(self.eval(a)?);
        }
        let func = match self.cx.fns.iter().find(|(attr, _)| *attr == name) {
            Some((_, case)) => case.clone(),
            None => name.to_string(),
        };
        match vals[..] {
            [x] => self.unary(&func, x),
            [x, y] => self.binary(&func, x, y),
            _ => Err(format!("unsupported function '{func}'")),
        }
    }

    fn unary(&mut self, f: &str, x: ValueId) -> Result<ValueId, String> {
        let ctx = self.cx.ctx;
        let ty = self.body.value_type(x);
        if f == "cast_signed" || f == "cast_unsigned" {
            return Ok(self.cast(x, self.cx.out_ty, f == "cast_unsigned"));
        }
        if let Some(to) = f.strip_prefix("cast_signed_").and_then(|t| fixed_type(ctx, t)) {
            return Ok(self.cast(x, to, false));
        }
        if !ctx.is_float(ty) {
            return Err("unsupported non numeric type".to_string());
        }
        Ok(match f {
            "exp" => emit!(self, math::ExpOp(x, ty, None)),
            "log" => emit!(self, math::LogOp(x, ty, None)),
            "abs" => emit!(self, math::AbsFOp(x, ty, None)),
            "ceil" => emit!(self, math::CeilOp(x, ty, None)),
            "floor" => emit!(self, math::FloorOp(x, ty, None)),
            "negf" => emit!(self, arith::NegFOp(x, ty, None)),
            "round" => emit!(self, math::RoundOp(x, ty, None)),
            "sqrt" => emit!(self, math::SqrtOp(x, ty, None)),
            "rsqrt" => emit!(self, math::RsqrtOp(x, ty, None)),
            "tanh" => emit!(self, math::TanhOp(x, ty, None)),
            "erf" => emit!(self, math::ErfOp(x, ty, None)),
            "square" => emit!(self, arith::MulFOp(x, x, ty, None)),
            "reciprocal" => {
                let one = float_one(ctx, ty);
                let c = emit!(self, arith::ConstantOp(ty, one));
                emit!(self, arith::DivFOp(c, x, ty, None))
            }
            _ => return Err(format!("unsupported unary function '{f}'")),
        })
    }

    fn binary(&mut self, f: &str, x: ValueId, y: ValueId) -> Result<ValueId, String> {
        let ctx = self.cx.ctx;
        let ty = self.body.value_type(x);
        let float = ctx.is_float(ty);
        let bool_ = ctx.int_info(ty).is_some_and(|(w, _)| w == 1);
        Ok(match (f, float) {
            ("add", true) => emit!(self, arith::AddFOp(x, y, ty, None)),
            ("add", false) if bool_ => emit!(self, arith::OrIOp(x, y, ty)),
            ("add", false) => emit!(self, arith::AddIOp(x, y, ty, None)),
            ("sub", true) => emit!(self, arith::SubFOp(x, y, ty, None)),
            ("sub", false) => emit!(self, arith::SubIOp(x, y, ty, None)),
            ("mul", true) => emit!(self, arith::MulFOp(x, y, ty, None)),
            ("mul", false) if bool_ => emit!(self, arith::AndIOp(x, y, ty)),
            ("mul", false) => emit!(self, arith::MulIOp(x, y, ty, None)),
            ("div", true) => emit!(self, arith::DivFOp(x, y, ty, None)),
            ("div", false) => emit!(self, arith::DivSIOp(x, y, ty)),
            ("div_unsigned", false) => emit!(self, arith::DivUIOp(x, y, ty)),
            ("max_signed" | "max_unsigned", true) => emit!(self, arith::MaximumFOp(x, y, ty, None)),
            ("max_signed", false) => emit!(self, arith::MaxSIOp(x, y, ty)),
            ("max_unsigned", false) => emit!(self, arith::MaxUIOp(x, y, ty)),
            ("min_signed" | "min_unsigned", true) => emit!(self, arith::MinimumFOp(x, y, ty, None)),
            ("min_signed", false) => emit!(self, arith::MinSIOp(x, y, ty)),
            ("min_unsigned", false) => emit!(self, arith::MinUIOp(x, y, ty)),
            ("powf", true) => emit!(self, math::PowFOp(x, y, ty, None)),
            _ => return Err(format!("unsupported binary function '{f}'")),
        })
    }

    /// `const_i64(v)`, `const_f64(v)` (an `arith.constant`) or `index(d)`
    /// (a `linalg.index`).
    fn literal(&mut self, f: &str, v: &str) -> Result<ValueId, String> {
        let ctx = self.cx.ctx;
        let bad = || format!("bad number '{v}' for '{f}'");
        let (ty, value) = match f {
            "const_i64" => {
                let ty = ctx.integer_type(64);
                (ty, ctx.int_attr(ty, v.parse::<i64>().map_err(|_| bad())?))
            }
            "const_f64" => {
                let ty = ctx.float_type(FloatKind::F64);
                let bits = crate::ir::float::from_f64(FloatKind::F64, v.parse::<f64>().map_err(|_| bad())?);
                (ty, ctx.attr(crate::ir::AttrKind::Float { ty, bits }))
            }
            "index" => {
                let dim = v.parse::<i64>().map_err(|_| bad())?;
                let op = self.body.create_op(super::build::index_state(ctx, ctx.unknown_loc(), dim));
                self.body.append_op(self.block, op);
                return Ok(self.body.results(op)[0]);
            }
            _ => return Err(format!("unsupported function '{f}'")),
        };
        Ok(emit!(self, arith::ConstantOp(ty, value)))
    }

    /// Upstream's `convertScalarToDtype`.
    fn cast(&mut self, x: ValueId, to: Type, unsigned: bool) -> ValueId {
        let ctx = self.cx.ctx;
        let from = self.body.value_type(x);
        if from == to {
            return x;
        }
        let width = |t: Type| ctx.int_info(t).map(|(w, _)| w).or_else(|| ctx.float_kind(t).map(float_width));
        let (fw, tw) = (width(from), width(to));
        match (ctx.is_float(from), ctx.is_float(to)) {
            (true, false) if ctx.is_integer(to) && unsigned => emit!(self, arith::FPToUIOp(x, to)),
            (true, false) if ctx.is_integer(to) => emit!(self, arith::FPToSIOp(x, to)),
            (false, true) if ctx.is_integer(from) && unsigned => emit!(self, arith::UIToFPOp(x, to)),
            (false, true) if ctx.is_integer(from) => emit!(self, arith::SIToFPOp(x, to)),
            (true, true) if tw > fw => emit!(self, arith::ExtFOp(x, to, None)),
            (true, true) if tw < fw => emit!(self, arith::TruncFOp(x, to, None, None)),
            (false, false) if ctx.is_index(from) || ctx.is_index(to) => emit!(self, arith::IndexCastOp(x, to)),
            (false, false) if tw > fw && unsigned => emit!(self, arith::ExtUIOp(x, to)),
            (false, false) if tw > fw => emit!(self, arith::ExtSIOp(x, to)),
            (false, false) if tw < fw => emit!(self, arith::TruncIOp(x, to)),
            _ => x,
        }
    }
}

/// The type of a `cast_signed_<type>` the table uses.
fn fixed_type(ctx: &Context, name: &str) -> Option<Type> {
    match name {
        "i32" => Some(ctx.integer_type(32)),
        "f64" => Some(ctx.float_type(FloatKind::F64)),
        _ => None,
    }
}

fn float_width(k: FloatKind) -> u32 {
    k.bit_width()
}

fn float_one(ctx: &Context, ty: Type) -> crate::ir::Attribute {
    let k = ctx.float_kind(ty).expect("float type");
    ctx.attr(crate::ir::AttrKind::Float { ty, bits: crate::ir::float::from_f64(k, 1.0) })
}

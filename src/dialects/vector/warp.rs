//! `vector.warp_execute_on_lane_0`: a region run by lane 0 of a warp, on
//! values distributed across the warp's lanes outside it. Its syntax, and
//! the verifier that checks each distributed type against its expanded
//! form inside the region (parse, verify and print; its distribution into
//! per-lane code is a transform Strata does not run).

use super::*;
use crate::ir::{Body, OpId};
use crate::opdef::ods::attr;
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{OpBuilder, PResult, Parser};
use crate::syntax::printer::Printer;
use crate::verify::VerifyCx;

/// `(` laneid `)` `[` warp-size `]` (`args` `(` operands `:` types `)`)?
/// (`->` `(` types `)`)? region attr-dict
pub(super) fn parse_warp_execute_on_lane_0(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    p.expect(TokenKind::LParen, "'('")?;
    let lane = p.parse_operand()?;
    p.expect(TokenKind::RParen, "')'")?;
    p.expect(TokenKind::LSquare, "'['")?;
    let at = p.offset();
    let t = p.expect(TokenKind::Integer, "integer value")?;
    let size: i64 = p.token_text(t).parse().map_err(|_| p.error_at(at, "integer value too large"))?;
    p.expect(TokenKind::RSquare, "']'")?;
    b.set_property(crate::static_ident!(ctx, "warp_size"), ctx.int_attr(ctx.integer_type(64), size));
    let lane = p.resolve_operand(&lane, ctx.index_type())?;
    b.operands.push(lane);
    if p.consume_keyword("args") {
        p.expect(TokenKind::LParen, "'('")?;
        let at = p.offset();
        let args = p.parse_operand_list(false)?;
        p.expect(TokenKind::Colon, "':'")?;
        let types = p.parse_type_list()?;
        p.expect(TokenKind::RParen, "')'")?;
        let values = p.resolve_operands(&args, &types, at)?;
        b.operands.extend(values);
    }
    b.result_types = p.parse_optional_arrow_type_list()?;
    p.parse_region(b, &[])?;
    p.ensure_terminator(b, 0, YieldOp::NAME);
    p.parse_optional_attr_dict(b)
}

pub(super) fn print_warp_execute_on_lane_0(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let ops = body.operands(op);
    p.write("(");
    p.print_values(body, &ops[..1.min(ops.len())]);
    let size = attr(ctx, body, op, "warp_size").and_then(|a| crate::dialects::affine::int_value(ctx, Some(a)));
    p.write(&format!(")[{}]", size.unwrap_or(0)));
    if ops.len() > 1 {
        p.write(" args(");
        p.print_values(body, &ops[1..]);
        p.write(" : ");
        let types: Vec<Type> = ops[1..].iter().map(|&v| body.value_type(v)).collect();
        p.print_types(&types);
        p.write(")");
    }
    let results: Vec<Type> = body.results(op).iter().map(|&v| body.value_type(v)).collect();
    if !results.is_empty() {
        p.write(" -> (");
        p.print_types(&results);
        p.write(")");
    }
    p.write(" ");
    if let Some(&region) = body.op(op).regions.first() {
        p.print_region_with(body.regions_body(op), region, true, !results.is_empty(), false);
    }
    print_attrs(p, body, op, &["warp_size"]);
}

/// Upstream's `verifyDistributedType`: `distributed` is `expanded` split
/// over the lanes, dimension by dimension, `warp_size` pieces in all.
fn distributed(ctx: &Context, expanded: Type, distributed: Type, warp_size: i64) -> Result<(), String> {
    if expanded == distributed {
        return Ok(());
    }
    let (Some((e, _, ee)), Some((d, _, de))) = (vector_parts(ctx, expanded), vector_parts(ctx, distributed)) else {
        return Err("expected vector type for distributed operands.".into());
    };
    if e.len() != d.len() || ee != de {
        return Err("expected distributed vectors to have same rank and element type.".into());
    }
    let mut scale = 1i64;
    for (i, (&ed, &dd)) in e.iter().zip(d).enumerate() {
        if ed == dd {
            continue;
        }
        if dd == 0 || ed % dd != 0 {
            return Err(format!(
                "expected expanded vector dimension #{i} ({ed}) to be a multipler of the distributed vector dimension ({dd})"
            ));
        }
        scale = scale.saturating_mul(ed / dd);
    }
    if scale != warp_size {
        let (et, dt) = (type_to_string(ctx, expanded), type_to_string(ctx, distributed));
        return Err(format!("incompatible distribution dimensions from '{et}' to '{dt}' with warp size = {warp_size}"));
    }
    Ok(())
}

fn type_to_string(ctx: &Context, t: Type) -> String {
    crate::syntax::printer::type_to_string(ctx, t)
}

pub(super) fn verify_warp_execute_on_lane_0(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let inner = body.regions_body(op);
    let Some(&block) = body.op(op).regions.first().and_then(|&r| inner.region(r).blocks.first()) else { return };
    let args = &body.operands(op)[1.min(body.operands(op).len())..];
    let block_args = &inner.block(block).args;
    if args.len() != block_args.len() {
        return cx.op_error(body, op, "expected same number op arguments and block arguments.".to_string());
    }
    let yielded = inner.last_op(block).map(|t| inner.operands(t).to_vec()).unwrap_or_default();
    if yielded.len() != body.results(op).len() {
        return cx.op_error(body, op, "expected same number of yield operands and return values.".to_string());
    }
    let size = attr(ctx, body, op, "warp_size").and_then(|a| crate::dialects::affine::int_value(ctx, Some(a)));
    let size = size.unwrap_or(0);
    let pairs =
        block_args.iter().map(|&a| inner.value_type(a)).zip(args.iter().map(|&v| body.value_type(v))).chain(
            yielded.iter().map(|&v| inner.value_type(v)).zip(body.results(op).iter().map(|&v| body.value_type(v))),
        );
    for (expanded, dist) in pairs {
        if let Err(msg) = distributed(ctx, expanded, dist, size) {
            return cx.op_error(body, op, msg);
        }
    }
}

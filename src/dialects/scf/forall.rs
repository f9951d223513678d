//! `scf.forall` and its terminator `scf.forall.in_parallel`: syntax and
//! verifier. Bounds are mixed lists: each is an integer or an SSA value, kept
//! as a static array with `i64::MIN` marking where the next dynamic operand goes.

use super::{types, InParallelOp, FORALL};
use crate::ir::{AttrKind, Body, Context, OpId, ValueId};
use crate::opdef::ods::constraints::i64_array;
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{OpBuilder, PResult, Parser};
use crate::syntax::printer::Printer;
use crate::verify::VerifyCx;

/// Upstream's `ShapedType::kDynamic`.
const DYNAMIC: i64 = i64::MIN;

fn static_values(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<i64> {
    match super::attr(ctx, body, op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { values, .. }) => values.iter().map(|&v| v as u64 as i64).collect(),
        _ => Vec::new(),
    }
}

/// dynamic-index-list ::= `(` ((value-use | integer) (`,` (value-use | integer))*)? `)`
fn parse_dynamic_index_list(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<(Vec<i64>, usize)> {
    let (mut statics, mut dynamic) = (Vec::new(), 0);
    p.expect(TokenKind::LParen, "'('")?;
    if p.consume_if(TokenKind::RParen) {
        return Ok((statics, dynamic));
    }
    loop {
        if p.is(TokenKind::PercentIdent) {
            let u = p.parse_operand()?;
            let v = p.resolve_operand(&u, p.ctx.index_type())?;
            b.operands.push(v);
            statics.push(DYNAMIC);
            dynamic += 1;
        } else {
            let negative = p.consume_if(TokenKind::Minus);
            let at = p.offset();
            let t = p.expect(TokenKind::Integer, "SSA value or integer")?;
            let v: i64 = p.token_text(t).parse().map_err(|_| p.error_at(at, "integer value too large"))?;
            statics.push(if negative { v.wrapping_neg() } else { v });
        }
        if !p.consume_if(TokenKind::Comma) {
            break;
        }
    }
    p.expect(TokenKind::RParen, "')'")?;
    Ok((statics, dynamic))
}

fn print_dynamic_index_list(p: &mut Printer<'_>, body: &Body, statics: &[i64], dynamic: &[ValueId]) {
    p.write("(");
    let mut next = dynamic.iter();
    for (i, &v) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match (v, v == DYNAMIC) {
            (_, true) => {
                if let Some(&d) = next.next() {
                    p.print_value(body, d);
                }
            }
            (v, false) => p.write(&v.to_string()),
        }
    }
    p.write(")");
}

/// `scf.forall` `(` ivs `)` (`in` list | `=` list `to` list `step` list)
///     (`shared_outs` `(` %arg `=` %out (`,` ...)* `)` `->` types)? region attr-dict
pub(super) fn parse_forall(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let index = ctx.index_type();
    let ivs = p.parse_operand_list(true)?;
    let (lbs, ubs, steps, sizes);
    if p.consume_keyword("in") {
        let (u, n) = parse_dynamic_index_list(p, b)?;
        (lbs, ubs, steps, sizes) = (vec![0; ivs.len()], u, vec![1; ivs.len()], [0, n, 0]);
    } else {
        p.expect(TokenKind::Equal, "'='")?;
        let (l, nl) = parse_dynamic_index_list(p, b)?;
        p.expect_keyword("to")?;
        let (u, nu) = parse_dynamic_index_list(p, b)?;
        p.expect_keyword("step")?;
        let (s, ns) = parse_dynamic_index_list(p, b)?;
        (lbs, ubs, steps, sizes) = (l, u, s, [nl, nu, ns]);
    }
    let (mut args, mut outs) = (Vec::new(), Vec::new());
    if p.consume_keyword("shared_outs") {
        (args, outs) = p.parse_assignment_list()?;
        p.expect(TokenKind::Arrow, "'->'")?;
        b.result_types = p.parse_function_result_types()?;
        let at = outs.first().map_or(p.offset(), |u| u.at);
        let values = p.resolve_operands(&outs, &b.result_types.clone(), at)?;
        b.operands.extend(values);
    }
    let mut entry: Vec<_> = ivs.iter().map(|u| p.entry_arg(u, index)).collect();
    entry.extend(args.iter().zip(b.result_types.clone()).map(|(a, t)| p.entry_arg(a, t)));
    p.parse_region(b, &entry)?;
    p.ensure_terminator(b, 0, InParallelOp::NAME);
    p.parse_optional_attr_dict(b)?;
    b.set_property(crate::static_ident!(ctx, "staticLowerBound"), i64_array(ctx, &lbs));
    b.set_property(crate::static_ident!(ctx, "staticUpperBound"), i64_array(ctx, &ubs));
    b.set_property(crate::static_ident!(ctx, "staticStep"), i64_array(ctx, &steps));
    let segments = [sizes[0], sizes[1], sizes[2], outs.len()];
    crate::opdef::ods::set_operand_segments(ctx, b, &segments);
    Ok(())
}

pub(super) fn print_forall(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let region = body.op(op).regions[0];
    let args = body.region(region).blocks.first().map_or(&[][..], |&b| &body.block(b).args[..]);
    let group = |i| FORALL.operand_group(ctx, body, op, i);
    let lbs = static_values(ctx, body, op, "staticLowerBound");
    let ubs = static_values(ctx, body, op, "staticUpperBound");
    let steps = static_values(ctx, body, op, "staticStep");
    let rank = lbs.len().min(args.len());
    p.write(" (");
    p.print_values(body, &args[..rank]);
    if lbs.iter().all(|&v| v == 0) && steps.iter().all(|&v| v == 1) {
        p.write(") in ");
        print_dynamic_index_list(p, body, &ubs, group(1));
    } else {
        p.write(") = ");
        print_dynamic_index_list(p, body, &lbs, group(0));
        p.write(" to ");
        print_dynamic_index_list(p, body, &ubs, group(1));
        p.write(" step ");
        print_dynamic_index_list(p, body, &steps, group(2));
    }
    let outs = group(3);
    super::syntax::print_initialization_list(p, body, &args[rank..], outs, " shared_outs");
    p.write(" ");
    let results = types(body, body.results(op));
    if !outs.is_empty() {
        p.write("-> (");
        p.print_types(&results);
        p.write(") ");
    }
    p.print_region_with(body, region, false, !results.is_empty(), false);
    let elided = ["operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep"];
    let data = body.op(op);
    // `mapping` is a property that upstream prints in the attribute dictionary.
    let mut entries = ctx.dict_entries(data.attributes).to_vec();
    entries.extend(data.properties.map_or(&[][..], |d| ctx.dict_entries(d)).iter().copied());
    p.print_optional_attr_dict(ctx.dictionary(entries), &elided);
}

pub(super) fn verify_forall(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let outs = types(body, FORALL.operand_group(ctx, body, op, 3));
    let results = body.results(op).len();
    if results != outs.len() {
        cx.op_error(body, op, format!("produces {results} results, but has only {} outputs", outs.len()));
        return;
    }
    let rank = static_values(ctx, body, op, "staticLowerBound").len();
    let region = body.op(op).regions[0];
    let Some(&entry) = body.region(region).blocks.first() else { return };
    let args = types(body, &body.block(entry).args);
    if args.len() != rank + outs.len() {
        cx.op_error(body, op, format!("region expects {rank} arguments"));
        return;
    }
    if let Some(i) = args[..rank].iter().position(|&t| !ctx.is_index(t)) {
        cx.op_error(body, op, format!("expects {i}-th block argument to be an index"));
        return;
    }
    if let Some(i) = outs.iter().zip(&args[rank..]).position(|(o, a)| o != a) {
        cx.op_error(body, op, format!("type mismatch between {i}-th output and corresponding block argument"));
        return;
    }
    if let Some(AttrKind::Array(m)) =
        super::attr(ctx, body, op, crate::static_ident!(ctx, "mapping")).map(|a| ctx.attr_kind(a))
    {
        if !m.is_empty() && m.len() != rank {
            cx.op_error(body, op, "mapping attribute size must match op rank");
            return;
        }
    }
    let lists = [("lower bound", "staticLowerBound"), ("upper bound", "staticUpperBound"), ("step", "staticStep")];
    for (g, (name, attr)) in lists.into_iter().enumerate() {
        let statics = static_values(ctx, body, op, attr);
        let dynamic = statics.iter().filter(|&&v| v == DYNAMIC).count();
        // Upstream reports these without the op-name prefix.
        let msg = if statics.len() != rank {
            format!("expected {rank} {name} values, got {}", statics.len())
        } else if dynamic != FORALL.operand_group(ctx, body, op, g).len() {
            format!("expected {dynamic} dynamic {name} values")
        } else {
            continue;
        };
        cx.report(crate::syntax::diag::Diagnostic::error(body.op(op).loc, msg));
        return;
    }
}

/// `scf.forall.in_parallel` region attr-dict
pub(super) fn parse_forall_in_parallel(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    p.parse_region(b, &[])?;
    p.ensure_single_block(b);
    p.parse_optional_attr_dict(b)
}

pub(super) fn print_forall_in_parallel(p: &mut Printer<'_>, body: &Body, op: OpId) {
    p.write(" ");
    p.print_region_with(body, body.op(op).regions[0], false, false, false);
    p.print_optional_attr_dict(body.op(op).attributes, &[]);
}

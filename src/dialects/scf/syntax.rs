//! Custom syntax of the scf ops no declarative format can write: loops and
//! branches whose regions take arguments declared in the op's header, and
//! regions whose empty `scf.yield` is implicit.

use super::{types, ParallelOp, ReduceOp, YieldOp, FOR, PARALLEL};
use crate::ir::{AttrKind, Body, OpId, Type};
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{OpBuilder, PResult, Parser, UnresolvedOperand};
use crate::syntax::printer::Printer;

/// Resolve `uses` to `types`, one each.
fn resolve_all<'a>(p: &mut Parser<'a>, b: &mut OpBuilder, uses: &[UnresolvedOperand<'a>], ty: &[Type]) -> PResult<()> {
    let at = uses.first().map_or(p.offset(), |u| u.at);
    let values = p.resolve_operands(uses, ty, at)?;
    b.operands.extend(values);
    Ok(())
}

/// ` name(%arg = %init, ...)`, nothing without initializers.
pub(super) fn print_initialization_list(
    p: &mut Printer<'_>,
    body: &Body,
    args: &[crate::ir::ValueId],
    inits: &[crate::ir::ValueId],
    prefix: &str,
) {
    if inits.is_empty() {
        return;
    }
    p.write(prefix);
    p.write("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_value(body, a);
        p.write(" = ");
        p.print_value(body, v);
    }
    p.write(")");
}

// ---- scf.execute_region -----------------------------------------------------------

/// `scf.execute_region` (`->` types)? region attr-dict
pub(super) fn parse_execute_region(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    b.result_types = p.parse_optional_arrow_type_list()?;
    p.parse_region(b, &[])?;
    p.parse_optional_attr_dict(b)
}

pub(super) fn print_execute_region(p: &mut Printer<'_>, body: &Body, op: OpId) {
    p.print_optional_arrow_type_list(&types(body, body.results(op)));
    p.write(" ");
    p.print_region_with(body, body.op(op).regions[0], false, true, false);
    p.print_optional_attr_dict(body.op(op).attributes, &[]);
}

// ---- scf.for ------------------------------------------------------------------------

/// `scf.for` %iv `=` %lb `to` %ub `step` %step
///     (`iter_args` `(` %arg `=` %init (`,` ...)* `)` `->` types)? (`:` type)? region attr-dict
pub(super) fn parse_for(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let iv = p.parse_operand()?;
    p.expect(TokenKind::Equal, "'='")?;
    let lb = p.parse_operand()?;
    p.expect_keyword("to")?;
    let ub = p.parse_operand()?;
    p.expect_keyword("step")?;
    let step = p.parse_operand()?;
    let (mut args, mut inits) = (Vec::new(), Vec::new());
    if p.consume_keyword("iter_args") {
        (args, inits) = p.parse_assignment_list()?;
        p.expect(TokenKind::Arrow, "'->'")?;
        b.result_types = p.parse_function_result_types()?;
    }
    if args.len() != b.result_types.len() {
        return Err(p.error_at(b.at, "mismatch in number of loop-carried values and defined values"));
    }
    let ty = if p.consume_if(TokenKind::Colon) { p.parse_type()? } else { p.ctx.index_type() };
    resolve_all(p, b, &[lb, ub, step], &[ty; 3])?;
    let results = b.result_types.clone();
    resolve_all(p, b, &inits, &results)?;
    let mut entry = vec![p.entry_arg(&iv, ty)];
    entry.extend(args.iter().zip(&results).map(|(a, &t)| p.entry_arg(a, t)));
    p.parse_region(b, &entry)?;
    p.ensure_terminator(b, 0, YieldOp::NAME);
    p.parse_optional_attr_dict(b)
}

pub(super) fn print_for(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let region = body.op(op).regions[0];
    let args = body.region(region).blocks.first().map_or(&[][..], |&b| &body.block(b).args[..]);
    let operands = body.operands(op);
    let inits = FOR.operand_group(ctx, body, op, 3);
    p.write(" ");
    if let Some(&iv) = args.first() {
        p.print_value(body, iv);
    }
    p.write(" = ");
    p.print_value(body, operands[0]);
    p.write(" to ");
    p.print_value(body, operands[1]);
    p.write(" step ");
    p.print_value(body, operands[2]);
    print_initialization_list(p, body, args.get(1..).unwrap_or(&[]), inits, " iter_args");
    if !inits.is_empty() {
        p.write(" -> (");
        p.print_types(&types(body, inits));
        p.write(")");
    }
    p.write(" ");
    let ty = body.value_type(operands[0]);
    if !ctx.is_index(ty) {
        p.write(" : ");
        p.print_type(ty);
        p.write(" ");
    }
    p.print_region_with(body, region, false, !inits.is_empty(), false);
    p.print_optional_attr_dict(body.op(op).attributes, &[]);
}

// ---- scf.if -------------------------------------------------------------------------

/// `scf.if` %cond (`->` types)? region (`else` region)? attr-dict
pub(super) fn parse_if(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let cond = p.parse_operand()?;
    let i1 = p.ctx.integer_type(1);
    resolve_all(p, b, &[cond], &[i1])?;
    parse_if_tail(p, b, YieldOp::NAME)
}

/// The part an if-like op (`scf.if`, `affine.if`) shares after its
/// condition: `(`->` types)? region (`else` region)? attr-dict`, with
/// `terminator` implied where a region omits it.
pub(crate) fn parse_if_tail(p: &mut Parser<'_>, b: &mut OpBuilder, terminator: &str) -> PResult<()> {
    b.result_types = p.parse_optional_arrow_type_list()?;
    p.parse_region(b, &[])?;
    p.ensure_terminator(b, 0, terminator);
    if p.consume_keyword("else") {
        p.parse_region(b, &[])?;
        p.ensure_terminator(b, 1, terminator);
    } else {
        p.add_empty_region(b);
    }
    p.parse_optional_attr_dict(b)
}

pub(super) fn print_if(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let results = types(body, body.results(op));
    let regions = &body.op(op).regions;
    p.write(" ");
    p.print_value(body, body.operands(op)[0]);
    if !results.is_empty() {
        p.write(" -> (");
        p.print_types(&results);
        p.write(")");
    }
    p.write(" ");
    p.print_region_with(body, regions[0], false, !results.is_empty(), false);
    if !body.region(regions[1]).blocks.is_empty() {
        p.write(" else ");
        p.print_region_with(body, regions[1], false, !results.is_empty(), false);
    }
    p.print_optional_attr_dict(body.op(op).attributes, &[]);
}

// ---- scf.while ----------------------------------------------------------------------

/// `scf.while` (`(` %arg `=` %init (`,` ...)* `)`)? `:` function-type region `do` region
/// attr-dict-with-keyword
pub(super) fn parse_while(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let (args, inits) = if p.is(TokenKind::LParen) { p.parse_assignment_list()? } else { (Vec::new(), Vec::new()) };
    p.expect(TokenKind::Colon, "':'")?;
    let at = p.offset();
    let fty = p.parse_function_type()?;
    let (ins, outs) = p.ctx.function_parts(fty).map(|(i, o)| (i.to_vec(), o.to_vec())).expect("function type");
    if ins.len() != inits.len() {
        let msg = format!("expected as many input types as operands (expected {} got {})", inits.len(), ins.len());
        return Err(p.error_at(at, msg));
    }
    b.result_types = outs;
    resolve_all(p, b, &inits, &ins)?;
    let entry: Vec<_> = args.iter().zip(&ins).map(|(a, &t)| p.entry_arg(a, t)).collect();
    p.parse_region(b, &entry)?;
    p.expect_keyword("do")?;
    p.parse_region(b, &[])?;
    p.parse_optional_attr_dict_with_keyword(b)
}

pub(super) fn print_while(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let regions = &body.op(op).regions;
    let args = body.region(regions[0]).blocks.first().map_or(&[][..], |&b| &body.block(b).args[..]);
    print_initialization_list(p, body, args, body.operands(op), " ");
    p.write(" : ");
    p.print_function_type(&types(body, body.operands(op)), &types(body, body.results(op)));
    p.write(" ");
    p.print_region_with(body, regions[0], false, true, false);
    p.write(" do ");
    p.print_region_with(body, regions[1], true, true, false);
    p.print_optional_attr_dict_with_keyword(body.op(op).attributes, &[]);
}

// ---- scf.index_switch -----------------------------------------------------------------

/// `scf.index_switch` %arg attr-dict (`->` types)? (`case` integer region)* `default` region
pub(super) fn parse_index_switch(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let arg = p.parse_operand()?;
    resolve_all(p, b, &[arg], &[ctx.index_type()])?;
    p.parse_optional_attr_dict(b)?;
    if p.consume_if(TokenKind::Arrow) {
        b.result_types = p.parse_type_list()?;
    }
    let mut cases = Vec::new();
    while p.consume_keyword("case") {
        let negative = p.consume_if(TokenKind::Minus);
        let at = p.offset();
        let t = p.expect(TokenKind::Integer, "integer value")?;
        let magnitude: i64 = p.token_text(t).parse().map_err(|_| p.error_at(at, "integer value too large"))?;
        let value = if negative { magnitude.wrapping_neg() } else { magnitude };
        cases.push(value as u64 as u128);
        p.parse_region(b, &[])?;
    }
    p.expect_keyword("default")?;
    p.parse_region(b, &[])?;
    let default = b.regions.len() - 1;
    p.ensure_terminator(b, default, YieldOp::NAME);
    b.regions.rotate_right(1);
    let attr = ctx.attr(AttrKind::DenseArray { element: ctx.integer_type(64), values: cases });
    b.set_property(crate::static_ident!(ctx, "cases"), attr);
    Ok(())
}

pub(super) fn print_index_switch(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let regions = &body.op(op).regions;
    p.write(" ");
    p.print_value(body, body.operands(op)[0]);
    p.print_optional_attr_dict(body.op(op).attributes, &["cases"]);
    let results = types(body, body.results(op));
    if !results.is_empty() {
        p.write(" -> ");
        p.print_types(&results);
    }
    p.write(" ");
    let cases = match super::attr(ctx, body, op, crate::static_ident!(ctx, "cases")).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { values, .. }) => values.clone(),
        _ => Vec::new(),
    };
    for (value, &r) in cases.iter().zip(&regions[1..]) {
        p.newline();
        p.write(&format!("case {} ", *value as u64 as i64));
        p.print_region_with(body, r, false, true, false);
    }
    p.newline();
    p.write("default ");
    let terminators = crate::opdef::ods::print::explicit_terminator(ctx, body, regions[0]);
    p.print_region_with(body, regions[0], true, terminators, false);
}

// ---- scf.parallel -------------------------------------------------------------------

/// `scf.parallel` `(` ivs `)` `=` `(` lbs `)` `to` `(` ubs `)` `step` `(` steps `)`
///     (`init` `(` values `)`)? (`->` types)? region attr-dict
pub(super) fn parse_parallel(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let index = ctx.index_type();
    let ivs = p.parse_operand_list(true)?;
    p.expect(TokenKind::Equal, "'='")?;
    let mut sizes = Vec::new();
    for keyword in ["", "to", "step"] {
        if !keyword.is_empty() {
            p.expect_keyword(keyword)?;
        }
        let bounds = p.parse_operand_list(true)?;
        sizes.push(bounds.len());
        resolve_all(p, b, &bounds, &vec![index; bounds.len()])?;
    }
    let inits = if p.consume_keyword("init") { p.parse_operand_list(true)? } else { Vec::new() };
    b.result_types = p.parse_optional_arrow_type_list()?;
    let entry: Vec<_> = ivs.iter().map(|u| p.entry_arg(u, index)).collect();
    p.parse_region(b, &entry)?;
    p.parse_optional_attr_dict(b)?;
    let results = b.result_types.clone();
    resolve_all(p, b, &inits, &results)?;
    sizes.push(inits.len());
    crate::opdef::ods::set_operand_segments(ctx, b, &sizes);
    p.ensure_terminator(b, 0, ReduceOp::NAME);
    Ok(())
}

pub(super) fn print_parallel(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let region = ParallelOp(op).region(body);
    let ivs = body.region(region).blocks.first().map_or(&[][..], |&b| &body.block(b).args[..]);
    p.write(" (");
    p.print_values(body, ivs);
    for (i, sep) in [") = (", ") to (", ") step ("].into_iter().enumerate() {
        p.write(sep);
        p.print_values(body, PARALLEL.operand_group(ctx, body, op, i));
    }
    p.write(")");
    let inits = PARALLEL.operand_group(ctx, body, op, 3);
    if !inits.is_empty() {
        p.write(" init (");
        p.print_values(body, inits);
        p.write(")");
    }
    p.print_optional_arrow_type_list(&types(body, body.results(op)));
    p.write(" ");
    p.print_region_with(body, region, false, true, false);
    p.print_optional_attr_dict(body.op(op).attributes, &["operandSegmentSizes"]);
}

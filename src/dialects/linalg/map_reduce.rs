//! `linalg.map`, `linalg.reduce`, `linalg.transpose` and `linalg.broadcast`:
//! structured ops whose maps come from their operands' ranks and their
//! `dimensions`/`permutation` (`StructuredOp` computes them), with syntax
//! of their own: the short `{ arith.addf }` payload of map and reduce (a
//! single op on the payload arguments, inits first for reduce), their
//! written payload after `(%in: f32, ...)` otherwise, and the identity
//! payload transpose and broadcast build. Their verifiers have upstream's
//! messages.

use super::syntax::{all_attrs, parse_common_parts, print_common_parts};
use super::StructuredOp;
use crate::ir::{
    Attribute, BlockId, Body, Context, Identifier, Location, OpId, OperationState, Type, TypeKind, ValueDef, ValueId,
};
use crate::opdef::ods::attr;
use crate::opdef::ods::constraints::{i64_values, parse_bare_i64_array};
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{EntryArg, OpBuilder, PResult, Parser};
use crate::syntax::printer::{attr_to_string, Printer};
use crate::verify::VerifyCx;

/// The keyword attribute each op writes after its operands.
fn dims_keyword(name: &str) -> Option<&'static str> {
    match name {
        "linalg.map" => None,
        "linalg.transpose" => Some("permutation"),
        _ => Some("dimensions"),
    }
}

/// The result names upstream gives.
pub(super) fn result_names(ctx: &Context, body: &Body, op: OpId) -> Vec<Option<String>> {
    let name = match ctx.str(body.op(op).name) {
        "linalg.map" => "mapped",
        "linalg.reduce" => "reduced",
        "linalg.transpose" => "transposed",
        _ => "broadcasted",
    };
    // Upstream names the first result only: the others print as `%reduced:2`.
    body.results(op).iter().enumerate().map(|(i, _)| (i == 0).then(|| name.to_string())).collect()
}

// ---- parsing ------------------------------------------------------------------------

/// (`{` op-name attr-dict? `}`)? ins-outs (keyword `=` `[` ints `]`)? attr-dict?
/// (`(` args `)` region)? — the keyword for reduce, transpose and broadcast,
/// the short payload or the written one for map and reduce.
pub(super) fn parse(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let name = ctx.str(b.name);
    let short = if p.consume_if(TokenKind::LBrace) {
        let at = p.offset();
        let op_name = p.parse_keyword().map_err(|_| p.error_at(at, "expected operation name"))?;
        let attrs = if p.is(TokenKind::LBrace) { Some(p.parse_dictionary_attr()?) } else { None };
        p.expect(TokenKind::RBrace, "'}'")?;
        Some((op_name, attrs))
    } else {
        None
    };
    let (ins, outs) = parse_common_parts(p, b, false)?;
    b.result_types =
        outs.iter().copied().filter(|&t| matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. })).collect();
    if let Some(kw) = dims_keyword(name) {
        p.expect_keyword(kw)?;
        p.expect(TokenKind::Equal, "'='")?;
        let values = parse_bare_i64_array(p)?;
        b.set_property(ctx.ident(kw), values);
    }
    p.parse_optional_attr_dict(b)?;
    let elem = |t: Type| ctx.element_type(t).unwrap_or(t);
    match name {
        "linalg.transpose" | "linalg.broadcast" => {
            let types: Vec<Type> = ins.iter().chain(&outs).map(|&t| elem(t)).collect();
            // Upstream's identity payload takes its arguments' locations from the operands.
            let body = p.body_mut();
            let locs: Vec<_> = b.operands.iter().map(|&v| value_loc(body, v)).collect();
            let (block, args) = new_payload(p, b, &types, &locs);
            add_yield(p, b.at, block, args.first().copied().into_iter().collect());
        }
        _ if short.is_some() => {
            let (op_name, attrs) = short.unwrap_or_default();
            let is_map = name == "linalg.map";
            let types: Vec<Type> =
                ins.iter().chain(if is_map { &[][..] } else { &outs[..] }).map(|&t| elem(t)).collect();
            let (block, mut args) = new_payload(p, b, &types, &[]);
            if !is_map {
                args.rotate_right(1);
            }
            let out_ty = outs.last().map_or(ctx.none_type(), |&t| elem(t));
            let at = b.at;
            let v = add_payload_op(p, at, block, op_name, attrs, args, out_ty);
            add_yield(p, at, block, v.into_iter().collect());
        }
        _ => {
            let args = parse_region_args(p)?;
            p.parse_region(b, &args)?;
        }
    }
    Ok(())
}

/// `(` (`%name` `:` type)* `)`
fn parse_region_args<'a>(p: &mut Parser<'a>) -> PResult<Vec<EntryArg<'a>>> {
    p.expect(TokenKind::LParen, "'('")?;
    let mut args = Vec::new();
    if !p.consume_if(TokenKind::RParen) {
        loop {
            let u = p.parse_operand()?;
            p.expect(TokenKind::Colon, "':'")?;
            let ty = p.parse_type()?;
            let mut arg = p.entry_arg(&u, ty);
            arg.loc = p.parse_optional_trailing_location()?;
            args.push(arg);
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RParen, "')'")?;
    }
    Ok(args)
}

/// The op's region with one block taking `types`, located at `locs` (no
/// location, upstream's `loc(unknown)`, past its end).
fn new_payload(
    p: &mut Parser<'_>,
    b: &mut OpBuilder,
    types: &[Type],
    locs: &[Option<Location>],
) -> (BlockId, Vec<ValueId>) {
    p.add_empty_region(b);
    let region = *b.regions.last().expect("region");
    let body = p.body_mut();
    let block = body.create_block(region);
    let loc = |i: usize| locs.get(i).copied().flatten();
    let args = types.iter().enumerate().map(|(i, &t)| body.add_block_arg(block, t, loc(i))).collect();
    (block, args)
}

/// Where `v` is defined: its op's location, or its own as a block argument.
fn value_loc(body: &Body, v: ValueId) -> Option<Location> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => Some(body.op(op).loc),
        _ => body.value(v).loc,
    }
}

fn state(ctx: &Context, name: &str, loc: crate::ir::Location, operands: Vec<ValueId>) -> OperationState {
    OperationState::new(ctx, name, loc, operands, vec![])
}

/// The short form's payload op: `name` on `args` with `attrs` (its
/// inherent ones as properties, absent defaults filled in as the parser does).
fn add_payload_op(
    p: &mut Parser<'_>,
    at: usize,
    block: BlockId,
    name: &str,
    attrs: Option<Attribute>,
    args: Vec<ValueId>,
    out_ty: Type,
) -> Option<ValueId> {
    let ctx = p.ctx;
    let entries: Vec<(Identifier, Attribute)> = attrs.map(|a| ctx.dict_entries(a).to_vec()).unwrap_or_default();
    let def = p.registry.op(name);
    let (mut props, rest): (Vec<_>, Vec<_>) =
        entries.into_iter().partition(|(k, _)| def.is_some_and(|d| d.inherent(ctx.str(*k)).is_some()));
    if let Some(spec) = def.and_then(|d| d.spec) {
        for (i, a) in spec.attrs.iter().enumerate() {
            let id = a.ident(ctx);
            if matches!(a.presence, crate::opdef::ods::Presence::Default(_)) && !props.iter().any(|(k, _)| *k == id) {
                props.extend(spec.default_attr(ctx, i).map(|v| (id, v)));
            }
        }
    }
    let mut st = state(ctx, name, p.loc_at(at), args);
    st.result_types = vec![out_ty];
    st.properties = (!props.is_empty()).then(|| ctx.dictionary(props));
    st.attributes = ctx.dictionary(rest);
    let body = p.body_mut();
    let op = body.create_op(st);
    body.append_op(block, op);
    body.results(op).first().copied()
}

/// The short forms' `linalg.yield`, located at the op (`at`) as upstream's.
fn add_yield(p: &mut Parser<'_>, at: usize, block: BlockId, values: Vec<ValueId>) {
    let ctx = p.ctx;
    let st = state(ctx, "linalg.yield", p.loc_at(at), values);
    let body = p.body_mut();
    let op = body.create_op(st);
    body.append_op(block, op);
}

// ---- printing -----------------------------------------------------------------------

/// The payload's single op when it applies to the payload arguments in
/// order (for reduce, the init first) and its result is yielded.
fn short_form_op(body: &Body, block: BlockId, init_first: bool) -> Option<OpId> {
    let ops: Vec<OpId> = body.block_ops(block).collect();
    let [payload, _yield] = ops[..] else { return None };
    let mut args = body.block(block).args.clone();
    if init_first {
        args.rotate_right(1);
    }
    let operands = body.operands(payload);
    (!operands.is_empty() && operands == &args[..]).then_some(payload)
}

pub(super) fn print(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let name = ctx.str(body.op(op).name);
    let Some(s) = StructuredOp::get(ctx, body, op) else { return };
    let block = s.payload(body);
    let has_payload = matches!(name, "linalg.map" | "linalg.reduce");
    let short = block.filter(|_| has_payload).and_then(|b| short_form_op(body, b, name == "linalg.reduce"));
    if let Some(payload) = short {
        print_short_form(p, body, payload);
    }
    print_common_parts(p, body, op);
    let kw = dims_keyword(name);
    if let Some(kw) = kw {
        let values = attr(ctx, body, op, kw).and_then(|a| i64_values(ctx, a)).unwrap_or_default();
        let text: Vec<String> = values.iter().map(i64::to_string).collect();
        p.write(&format!(" {kw} = [{}] ", text.join(", ")));
    }
    let attrs: Vec<_> = all_attrs(ctx, body, op).into_iter().filter(|(k, _)| Some(ctx.str(*k)) != kw).collect();
    p.print_attr_dict_entries(&attrs, false);
    if let (Some(b), None, true) = (block, short, has_payload) {
        p.increase_indent();
        p.newline();
        p.write("(");
        for (i, &a) in body.block(b).args.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_value(body, a);
            p.write(": ");
            p.print_type(body.value_type(a));
        }
        p.write(") ");
        p.print_region(body, body.op(op).regions[0], false, true);
        p.decrease_indent();
    }
}

/// ` { op-name attr-dict }`, without a `fastmath` of `none`.
fn print_short_form(p: &mut Printer<'_>, body: &Body, payload: OpId) {
    let ctx = p.ctx;
    p.write(&format!(" {{ {}", ctx.str(body.op(payload).name)));
    let attrs: Vec<_> = all_attrs(ctx, body, payload)
        .into_iter()
        .filter(|&(_, v)| attr_to_string(ctx, v) != "#arith.fastmath<none>")
        .collect();
    p.print_attr_dict_entries(&attrs, false);
    p.write(" }");
}

// ---- verification -------------------------------------------------------------------

/// The op's own checks, then (upstream verifies the structured-op
/// interface with the regions, after the op) the structured-op checks.
pub(super) fn verify(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let own = match cx.ctx.str(body.op(op).name) {
        "linalg.map" => verify_map(cx, body, op),
        "linalg.reduce" => verify_reduce(cx, body, op),
        "linalg.transpose" => verify_transpose(cx, body, op),
        _ => verify_broadcast(cx, body, op),
    };
    match own {
        Err(msg) => cx.op_error(body, op, msg),
        Ok(()) => super::verify::verify_structured(cx, body, op),
    }
}

fn shape(ctx: &Context, body: &Body, v: ValueId) -> Vec<i64> {
    ctx.shaped_parts(body.value_type(v)).map_or(vec![], |(s, _)| s.to_vec())
}

fn elem(ctx: &Context, body: &Body, v: ValueId) -> Type {
    let t = body.value_type(v);
    ctx.element_type(t).unwrap_or(t)
}

fn list(values: &[i64]) -> String {
    values.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

fn dims(cx: &VerifyCx<'_>, body: &Body, op: OpId, name: &str) -> Vec<i64> {
    attr(cx.ctx, body, op, name).and_then(|a| i64_values(cx.ctx, a)).unwrap_or_default()
}

fn verify_map(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) -> Result<(), String> {
    let ctx = cx.ctx;
    let operands = body.operands(op);
    let Some((&init, inputs)) = operands.split_last() else { return Ok(()) };
    let Some(block) = StructuredOp::get(ctx, body, op).and_then(|s| s.payload(body)) else { return Ok(()) };
    let args = &body.block(block).args;
    if inputs.len() != args.len() {
        return Err(format!(
            "expects number of operands to match the arity of mapper, but got: {} and {}",
            inputs.len(),
            args.len()
        ));
    }
    for (&a, &v) in args.iter().zip(inputs) {
        let (at, et) = (body.value_type(a), elem(ctx, body, v));
        if at != et {
            return Err(format!(
                "expected element type of input {} to match bbArg type {}",
                cx.type_str(et),
                cx.type_str(at)
            ));
        }
    }
    let out = shape(ctx, body, init);
    for &v in inputs {
        let s = shape(ctx, body, v);
        if s != out {
            return Err(format!("expected shape of input ({}) to match shape of output ({})", list(&s), list(&out)));
        }
    }
    Ok(())
}

fn verify_reduce(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) -> Result<(), String> {
    let ctx = cx.ctx;
    let Some(s) = StructuredOp::get(ctx, body, op) else { return Ok(()) };
    let (inputs, inits) = (s.inputs(ctx, body), s.inits(ctx, body));
    let (Some(&input), Some(&init)) = (inputs.first(), inits.first()) else { return Ok(()) };
    for (group, what) in [(inputs, "input"), (inits, "output")] {
        let first = shape(ctx, body, group[0]);
        if let Some(i) = group.iter().position(|&v| shape(ctx, body, v) != first) {
            return Err(format!(
                "expects all {what}s to have the same shapes. Shape at {what}-index {i} is not equal to the shape at {what}-index 0."
            ));
        }
    }
    let (in_shape, init_shape) = (shape(ctx, body, input), shape(ctx, body, init));
    let dims = dims(cx, body, op, "dimensions");
    let rank = in_shape.len() as i64;
    if dims.iter().any(|&d| d < 0 || d >= rank) {
        return Err(format!("dimensions for reduction should be in the range [0, {}].", rank - 1));
    }
    let kept: Vec<i64> =
        in_shape.iter().enumerate().filter(|(i, _)| !dims.contains(&(*i as i64))).map(|(_, &d)| d).collect();
    if kept.len() != init_shape.len() {
        return Err(format!(
            "number of dimensions after reduction {} doesn't match the init rank {}",
            kept.len(),
            init_shape.len()
        ));
    }
    if kept != init_shape {
        return Err(format!(
            "init dimensions [{}] doesn't match input dimensions after reduction [{}]",
            list(&init_shape),
            list(&kept)
        ));
    }
    let Some(block) = s.payload(body) else { return Ok(()) };
    let args = &body.block(block).args;
    if args.len() != body.operands(op).len() {
        return Err("mismatching number of operands and block arguments".into());
    }
    for (i, (&a, &v)) in args.iter().zip(body.operands(op)).enumerate() {
        let (at, et) = (body.value_type(a), elem(ctx, body, v));
        if at != et {
            let what = if i < inputs.len() { "input" } else { "output" };
            return Err(format!(
                "{what} element type {} does not match corresponding block argument type {}",
                cx.type_str(et),
                cx.type_str(at)
            ));
        }
    }
    Ok(())
}

fn verify_transpose(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) -> Result<(), String> {
    let ctx = cx.ctx;
    let [input, init] = body.operands(op)[..] else { return Ok(()) };
    let perm = dims(cx, body, op, "permutation");
    let mut seen = vec![false; perm.len()];
    for &d in &perm {
        match usize::try_from(d).ok().and_then(|d| seen.get_mut(d)) {
            Some(s) if !*s => *s = true,
            _ => return Err("permutation is not valid".into()),
        }
    }
    let (in_shape, init_shape) = (shape(ctx, body, input), shape(ctx, body, init));
    let rank = in_shape.len();
    if rank != init_shape.len() {
        return Err(format!("input rank {rank} does not match init rank {}", init_shape.len()));
    }
    if rank != perm.len() {
        return Err(format!("size of permutation {} does not match the argument rank {rank}", perm.len()));
    }
    for (i, &p) in perm.iter().enumerate() {
        let (from, to) = (in_shape[p as usize], init_shape[i]);
        if from != to {
            return Err(format!("dim(result, {i}) = {to} doesn't match dim(input, permutation[{i}]) = {from}"));
        }
    }
    Ok(())
}

fn verify_broadcast(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) -> Result<(), String> {
    let ctx = cx.ctx;
    let [input, init] = body.operands(op)[..] else { return Ok(()) };
    let dims = dims(cx, body, op, "dimensions");
    let (in_shape, init_shape) = (shape(ctx, body, input), shape(ctx, body, init));
    let init_rank = init_shape.len() as i64;
    if in_shape.len() + dims.len() != init_shape.len() {
        return Err(format!(
            "input rank plus added dimensions does not match init rank. input rank: {}, dimensions size: {}, init rank: {init_rank}",
            in_shape.len(),
            dims.len()
        ));
    }
    if let Some((i, d)) = dims.iter().enumerate().find(|(_, &d)| d < 0 || d >= init_rank) {
        return Err(format!("dimension {i} is out of range. expected range: [0, {}], got: {d}", init_rank - 1));
    }
    let kept = (0..init_rank).filter(|d| !dims.contains(d));
    // With repeated dimensions fewer are kept than the input has.
    for ((i, j), &from) in kept.enumerate().zip(&in_shape) {
        let to = init_shape[j as usize];
        if from != to {
            return Err(format!("input dim {i} should match init dim {j}. input: {from}, init: {to}"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::tool::{run_opt, OptOptions};

    #[test]
    fn broadcast_with_repeated_dimensions_is_diagnosed() {
        let text = "func.func @f(%a: tensor<f32>, %t: tensor<4x8xf32>) {
  %0 = linalg.broadcast ins(%a : tensor<f32>) outs(%t : tensor<4x8xf32>) dimensions = [1, 1]
  return
}";
        let r = run_opt("b.mlir", text.to_string(), &OptOptions::default());
        assert!(!r.success);
        assert!(
            r.diagnostics.contains("b.mlir:2:8: error: 'linalg.broadcast' op expected operand rank (0)"),
            "{}",
            r.diagnostics
        );
    }
}

//! Hand-written syntax of the gpu dialect: `gpu.module`, `gpu.func` and
//! `gpu.launch`, and the format directives `custom<AsyncDependencies>`,
//! `custom<LaunchDimType>`, `custom<LaunchFuncOperands>` and
//! `custom<AllReduceOperation>`, with upstream's spelling and spacing.

use super::{async_token_type, ModuleEndOp, ALL_REDUCE_OPERATION};
use crate::dialects::func::{parse_arguments, parse_results, print_signature, set_entry_attrs, SigEntry};
use crate::ir::{AttrKind, Attribute, Body, Context, OpId, Type, ValueId};
use crate::opdef::ods::parse::{CustomArg, FormatState};
use crate::opdef::ods::{attr, OpSpec, Var};
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{EntryArg, OpBuilder, PResult, Parser, UnresolvedOperand};
use crate::syntax::printer::Printer;

/// The unit attribute marking a `gpu.func` as a kernel.
pub const KERNEL_ATTR: &str = "gpu.kernel";
/// How many of a `gpu.func`'s or `gpu.launch`'s region arguments after the
/// fixed ones are workgroup attributions (the rest are private ones).
pub const WORKGROUP_ATTRIBUTIONS: &str = "workgroup_attributions";

fn i64_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.int_attr(ctx.integer_type(64), v)
}

/// The number of workgroup attributions recorded on `op`.
fn workgroup_count(ctx: &Context, body: &Body, op: OpId) -> usize {
    match attr(ctx, body, op, WORKGROUP_ATTRIBUTIONS).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => num_traits::ToPrimitive::to_usize(value).unwrap_or(0),
        _ => 0,
    }
}

/// The workgroup and private attributions of a region whose first `fixed`
/// arguments are not attributions.
pub fn attribution_counts(ctx: &Context, body: &Body, op: OpId, fixed: usize) -> (usize, usize) {
    let inner = body.regions_body(op);
    let args = body
        .op(op)
        .regions
        .first()
        .and_then(|&r| inner.region(r).blocks.first())
        .map_or(0, |&b| inner.block(b).args.len());
    let workgroup = workgroup_count(ctx, body, op).min(args.saturating_sub(fixed));
    (workgroup, args.saturating_sub(fixed + workgroup))
}

// ---- gpu.module ------------------------------------------------------------------

/// `gpu.module` symbol (`<` handler `>`)? targets? attr-dict-with-keyword region
pub(super) fn parse_module(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    if !p.is(TokenKind::AtIdent) {
        return Err(p.error_here("expected valid '@'-prefixed identifier"));
    }
    let name = p.parse_symbol_name()?;
    b.set_property(crate::static_ident!(ctx, "sym_name"), ctx.string_attr_bytes(&name));
    if p.consume_if(TokenKind::Less) {
        let handler = p.parse_attribute()?;
        p.expect(TokenKind::Greater, "'>'")?;
        b.set_property(crate::static_ident!(ctx, "offloadingHandler"), handler);
    }
    if p.is(TokenKind::LSquare) {
        let targets = p.parse_attribute()?;
        b.set_property(crate::static_ident!(ctx, "targets"), targets);
    }
    p.parse_optional_attr_dict_with_keyword(b)?;
    p.parse_region(b, &[])?;
    p.ensure_terminator(b, 0, ModuleEndOp::NAME);
    Ok(())
}

pub(super) fn print_module(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    if let Some(name) = attr(ctx, body, op, crate::static_ident!(ctx, "sym_name")).and_then(|a| ctx.as_string(a)) {
        p.print_symbol(name);
    }
    if let Some(h) = attr(ctx, body, op, crate::static_ident!(ctx, "offloadingHandler")) {
        p.write(" <");
        p.print_attr(h);
        p.write(">");
    }
    if let Some(t) = attr(ctx, body, op, crate::static_ident!(ctx, "targets")) {
        p.write(" ");
        p.print_attr(t);
        p.write(" ");
    }
    p.print_optional_attr_dict_with_keyword(body.op(op).attributes, &["sym_name", "targets", "offloadingHandler"]);
    p.write(" ");
    let inner = body.regions_body(op);
    if let Some(&r) = body.op(op).regions.first() {
        p.print_region_with(inner, r, false, false, false);
    }
}

// ---- attributions ----------------------------------------------------------------

/// (`keyword` `(` ssa-id `:` type attr-dict? (`,` ...)* `)`)? appended to
/// `args`; the attributions' attribute dictionaries when any is non-empty.
fn parse_attributions<'a>(
    p: &mut Parser<'a>,
    keyword: &str,
    args: &mut Vec<EntryArg<'a>>,
) -> PResult<Option<Vec<Attribute>>> {
    if !p.consume_keyword(keyword) {
        return Ok(None);
    }
    p.expect(TokenKind::LParen, "'('")?;
    let mut dicts = Vec::new();
    if !p.consume_if(TokenKind::RParen) {
        loop {
            let at = p.offset();
            let u = p.parse_operand()?;
            p.expect(TokenKind::Colon, "':'")?;
            let ty = p.parse_type()?;
            let dict = if p.is(TokenKind::LBrace) { Some(p.parse_dictionary_attr()?) } else { None };
            let loc = p.parse_optional_trailing_location()?;
            args.push(EntryArg { name: u.name, at, ty, loc });
            dicts.push(dict.unwrap_or_else(|| p.ctx.empty_dictionary()));
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RParen, "')'")?;
    }
    let ctx = p.ctx;
    Ok(dicts.iter().any(|d| !ctx.dict_entries(*d).is_empty()).then_some(dicts))
}

/// ` keyword(%a : type {attrs}, ...)`, nothing when there are none.
fn print_attributions(p: &mut Printer<'_>, body: &Body, keyword: &str, values: &[ValueId], attrs: Option<Attribute>) {
    if values.is_empty() {
        return;
    }
    p.write(" ");
    p.write(keyword);
    print_typed_values(p, body, values, attrs);
}

/// `(%a : type {attrs}?, ...)`, the dictionaries taken from the array `attrs`.
fn print_typed_values(p: &mut Printer<'_>, body: &Body, values: &[ValueId], attrs: Option<Attribute>) {
    let ctx = p.ctx;
    let dicts = match attrs.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(dicts)) => dicts.clone(),
        _ => Vec::new(),
    };
    p.write("(");
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_value(body, v);
        p.write(" : ");
        p.print_type(body.value_type(v));
        if let Some(&d) = dicts.get(i) {
            p.print_optional_attr_dict(d, &[]);
        }
    }
    p.write(")");
}

/// The region's entry block arguments of `op`, empty without a block.
fn entry_args(body: &Body, op: OpId) -> Vec<ValueId> {
    let inner = body.regions_body(op);
    body.op(op)
        .regions
        .first()
        .and_then(|&r| inner.region(r).blocks.first())
        .map_or(Vec::new(), |&b| inner.block(b).args.clone())
}

// ---- gpu.func --------------------------------------------------------------------

const FUNC_ELIDED: &[&str] = &[
    WORKGROUP_ATTRIBUTIONS,
    KERNEL_ATTR,
    "function_type",
    "arg_attrs",
    "res_attrs",
    "workgroup_attrib_attrs",
    "private_attrib_attrs",
    "sym_name",
];

/// `gpu.func` symbol `(` named-args `)` (`->` results)? workgroup-attributions?
/// private-attributions? `kernel`? attr-dict-with-keyword region
pub(super) fn parse_func(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    if !p.is(TokenKind::AtIdent) {
        return Err(p.error_here("expected valid '@'-prefixed identifier"));
    }
    let name = p.parse_symbol_name()?;
    b.attributes.push((crate::static_ident!(ctx, "sym_name"), ctx.string_attr_bytes(&name)));
    let signature_at = p.offset();
    let (args, _) = parse_arguments(p, false)?;
    if args.first().is_some_and(|a| a.arg.is_none()) {
        return Err(p.error_at(signature_at, "gpu.func requires named arguments"));
    }
    let results: Vec<SigEntry> = if p.consume_if(TokenKind::Arrow) { parse_results(p)? } else { Vec::new() };
    let fty = ctx.function_type(args.iter().map(|a| a.ty).collect(), results.iter().map(|r| r.ty).collect());
    b.set_property(crate::static_ident!(ctx, "function_type"), ctx.type_attr(fty));
    set_entry_attrs(ctx, b, "arg_attrs", &args);
    set_entry_attrs(ctx, b, "res_attrs", &results);
    let mut entry: Vec<EntryArg> = args.into_iter().filter_map(|a| a.arg).collect();
    let fixed = entry.len();
    if let Some(dicts) = parse_attributions(p, "workgroup", &mut entry)? {
        b.set_property(crate::static_ident!(ctx, "workgroup_attrib_attrs"), ctx.attr(AttrKind::Array(dicts)));
    }
    b.attributes.push((ctx.ident(WORKGROUP_ATTRIBUTIONS), i64_attr(ctx, (entry.len() - fixed) as i64)));
    if let Some(dicts) = parse_attributions(p, "private", &mut entry)? {
        b.set_property(crate::static_ident!(ctx, "private_attrib_attrs"), ctx.attr(AttrKind::Array(dicts)));
    }
    if p.consume_keyword("kernel") {
        b.attributes.push((ctx.ident(KERNEL_ATTR), ctx.unit_attr()));
    }
    p.parse_optional_attr_dict_with_keyword(b)?;
    p.parse_region(b, &entry)
}

pub(super) fn print_func(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    if let Some(name) = attr(ctx, body, op, crate::static_ident!(ctx, "sym_name")).and_then(|a| ctx.as_string(a)) {
        p.print_symbol(name);
    }
    let fty = super::verify::func_type(ctx, body, op).unwrap_or_else(|| ctx.function_type(vec![], vec![]));
    let (inputs, results) = ctx.function_parts(fty).map(|(i, r)| (i.to_vec(), r.to_vec())).unwrap_or_default();
    print_signature(p, body, op, &inputs, &results, false);
    let args = entry_args(body, op);
    let inner = body.regions_body(op);
    let fixed = inputs.len().min(args.len());
    let (workgroup, _) = attribution_counts(ctx, body, op, fixed);
    let wg = &args[fixed..fixed + workgroup];
    let private = &args[fixed + workgroup..];
    print_attributions(
        p,
        inner,
        "workgroup",
        wg,
        attr(ctx, body, op, crate::static_ident!(ctx, "workgroup_attrib_attrs")),
    );
    print_attributions(
        p,
        inner,
        "private",
        private,
        attr(ctx, body, op, crate::static_ident!(ctx, "private_attrib_attrs")),
    );
    if attr(ctx, body, op, KERNEL_ATTR).is_some() {
        p.write(" kernel");
    }
    // Upstream prints the inherent attributes it does not elide
    // (`known_block_size`) among the others.
    let data = body.op(op);
    let mut entries = ctx.dict_entries(data.attributes).to_vec();
    entries.extend(data.properties.map_or(&[][..], |p| ctx.dict_entries(p)).iter().copied());
    p.print_optional_attr_dict_with_keyword(ctx.dictionary(entries), FUNC_ELIDED);
    p.write(" ");
    if let Some(&r) = body.op(op).regions.first() {
        p.print_custom_region(inner, r);
    }
}

// ---- gpu.launch ------------------------------------------------------------------

/// Region arguments of `gpu.launch` before its attributions: block and
/// thread ids, grid and block sizes (and cluster ids and sizes).
pub const LAUNCH_CONFIG_ARGS: usize = 12;

/// `(` %x `,` %y `,` %z `)` `in` `(` %sx `=` operand `,` ... `)`: the ids,
/// the region's size arguments and the size operands.
type SizeAssignment<'a> = ([UnresolvedOperand<'a>; 3], [UnresolvedOperand<'a>; 3], [UnresolvedOperand<'a>; 3]);

fn parse_size_assignment<'a>(p: &mut Parser<'a>) -> PResult<SizeAssignment<'a>> {
    p.expect(TokenKind::LParen, "'('")?;
    let x = p.parse_operand()?;
    p.expect(TokenKind::Comma, "','")?;
    let y = p.parse_operand()?;
    p.expect(TokenKind::Comma, "','")?;
    let z = p.parse_operand()?;
    p.expect(TokenKind::RParen, "')'")?;
    p.expect_keyword("in")?;
    p.expect(TokenKind::LParen, "'('")?;
    let mut region = Vec::new();
    let mut sizes = Vec::new();
    for i in 0..3 {
        if i != 0 {
            p.expect(TokenKind::Comma, "','")?;
        }
        region.push(p.parse_operand()?);
        p.expect(TokenKind::Equal, "'='")?;
        sizes.push(p.parse_operand()?);
    }
    p.expect(TokenKind::RParen, "')'")?;
    let three = |v: Vec<UnresolvedOperand<'a>>| -> [UnresolvedOperand<'a>; 3] {
        let mut it = v.into_iter();
        let (a, b, c) = (it.next(), it.next(), it.next());
        [a.expect("three"), b.expect("three"), c.expect("three")]
    };
    Ok(([x, y, z], three(region), three(sizes)))
}

/// `async`? (`[` deps `]`)?: the dependencies, and whether the op is async.
fn parse_async<'a>(p: &mut Parser<'a>) -> PResult<(bool, Vec<UnresolvedOperand<'a>>)> {
    let at = p.offset();
    let is_async = p.consume_keyword("async");
    if is_async && p.bound_results() == 0 {
        return Err(p.error_at(at, "needs to be named when marked 'async'"));
    }
    let mut deps = Vec::new();
    if p.consume_if(TokenKind::LSquare) && !p.consume_if(TokenKind::RSquare) {
        deps = p.parse_operand_list(false)?;
        p.expect(TokenKind::RSquare, "']'")?;
    }
    Ok((is_async, deps))
}

/// `gpu.launch` async-deps? (`clusters` size-assignment)? `blocks`
/// size-assignment `threads` size-assignment (`dynamic_shared_memory_size`
/// operand)? attributions region attr-dict
pub(super) fn parse_launch(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let ctx = p.ctx;
    let index = ctx.index_type();
    let token = async_token_type(ctx);
    let (is_async, deps) = parse_async(p)?;
    b.operands = p.resolve_operands(&deps, &vec![token; deps.len()], b.at)?;
    if is_async {
        b.result_types.push(token);
    }
    let clusters = if p.consume_keyword("clusters") { Some(parse_size_assignment(p)?) } else { None };
    p.expect_keyword("blocks")?;
    let (block_ids, grid_args, grid_sizes) = parse_size_assignment(p)?;
    p.expect_keyword("threads")?;
    let (thread_ids, block_args, block_sizes) = parse_size_assignment(p)?;
    let mut sizes: Vec<UnresolvedOperand> = grid_sizes.iter().chain(&block_sizes).cloned().collect();
    if let Some((_, _, s)) = &clusters {
        sizes.extend(s.iter().cloned());
    }
    let resolved = p.resolve_operands(&sizes, &vec![index; sizes.len()], b.at)?;
    b.operands.extend(resolved);
    let mut shared = 0;
    if p.consume_keyword("dynamic_shared_memory_size") {
        let u = p.parse_operand()?;
        let v = p.resolve_operand(&u, ctx.integer_type(32))?;
        b.operands.push(v);
        shared = 1;
    }
    let mut entry: Vec<EntryArg> = Vec::new();
    let mut config: Vec<&UnresolvedOperand> =
        block_ids.iter().chain(&thread_ids).chain(&grid_args).chain(&block_args).collect();
    if let Some((ids, args, _)) = &clusters {
        config.extend(ids.iter().chain(args));
    }
    for u in config {
        entry.push(p.entry_arg(u, index));
    }
    let fixed = entry.len();
    parse_attributions(p, "workgroup", &mut entry)?;
    b.attributes.push((ctx.ident(WORKGROUP_ATTRIBUTIONS), i64_attr(ctx, (entry.len() - fixed) as i64)));
    parse_attributions(p, "private", &mut entry)?;
    p.parse_region(b, &entry)?;
    p.parse_optional_attr_dict(b)?;
    let c = usize::from(clusters.is_some());
    let segments = [deps.len(), 1, 1, 1, 1, 1, 1, c, c, c, shared];
    crate::opdef::ods::set_operand_segments(ctx, b, &segments);
    Ok(())
}

pub(super) fn print_launch(p: &mut Printer<'_>, body: &Body, op: OpId) {
    let ctx = p.ctx;
    let spec = &super::LAUNCH;
    let group = |i: usize| spec.operand_group(ctx, body, op, i);
    if !body.results(op).is_empty() {
        p.write(" async");
        if !group(0).is_empty() {
            p.write(" [");
            p.print_values(body, group(0));
            p.write("]");
        }
    }
    let args = entry_args(body, op);
    let clusters = !group(7).is_empty();
    let fixed = if clusters { LAUNCH_CONFIG_ARGS + 6 } else { LAUNCH_CONFIG_ARGS };
    let arg = |i: usize| args.get(i).copied();
    let sizes = |first: usize| [first, first + 1, first + 2].map(|g| group(g).first().copied());
    let assignment = |p: &mut Printer<'_>, keyword: &str, ids: usize, region: usize, operands: [Option<ValueId>; 3]| {
        p.write(" ");
        p.write(keyword);
        p.write("(");
        for i in 0..3 {
            if i > 0 {
                p.write(", ");
            }
            if let Some(v) = arg(ids + i) {
                p.print_value(body, v);
            }
        }
        p.write(") in (");
        for (i, operand) in operands.into_iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            if let Some(v) = arg(region + i) {
                p.print_value(body, v);
            }
            p.write(" = ");
            if let Some(v) = operand {
                p.print_value(body, v);
            }
        }
        p.write(")");
    };
    if clusters {
        assignment(p, "clusters", 12, 15, sizes(7));
    }
    assignment(p, "blocks", 0, 6, sizes(1));
    assignment(p, "threads", 3, 9, sizes(4));
    if let Some(&v) = group(10).first() {
        p.write(" dynamic_shared_memory_size ");
        p.print_value(body, v);
    }
    let fixed = fixed.min(args.len());
    let (workgroup, _) = attribution_counts(ctx, body, op, fixed);
    print_attributions(p, body, "workgroup", &args[fixed..fixed + workgroup], None);
    print_attributions(p, body, "private", &args[fixed + workgroup..], None);
    p.write(" ");
    if let Some(&r) = body.op(op).regions.first() {
        p.print_custom_region(body, r);
    }
    p.print_optional_attr_dict(body.op(op).attributes, &["operandSegmentSizes", WORKGROUP_ATTRIBUTIONS]);
}

// ---- format directives -----------------------------------------------------------

/// `custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)`:
/// `async`? (`[` operands `]`)?
pub fn parse_async_dependencies<'s>(
    p: &mut Parser<'s>,
    st: &mut FormatState<'_, 's>,
    args: &[CustomArg],
) -> PResult<()> {
    let (CustomArg::Type(token), CustomArg::Var(Var::Operand(g))) = (args[0], args[1]) else {
        return Err(p.error_here("bad async dependencies directive"));
    };
    let ty = async_token_type(p.ctx);
    let (is_async, deps) = parse_async(p)?;
    st.set_types(token, if is_async { vec![ty] } else { Vec::new() });
    st.set_types(Var::Operand(g), std::iter::repeat(ty).take(deps.len()));
    st.set_operands(g, deps);
    Ok(())
}

pub fn print_async_dependencies(p: &mut Printer<'_>, body: &Body, op: OpId, spec: &OpSpec, args: &[CustomArg]) {
    let ctx = p.ctx;
    let (CustomArg::Type(Var::Result(r)), CustomArg::Var(Var::Operand(g))) = (args[0], args[1]) else { return };
    let is_async = !spec.result_group(ctx, body, op, r as usize).is_empty();
    let deps = spec.operand_group(ctx, body, op, g as usize);
    if is_async {
        p.write("async");
    }
    if deps.is_empty() {
        return;
    }
    if is_async {
        p.write(" ");
    }
    p.write("[");
    p.print_values(body, deps);
    p.write("]");
}

/// `custom<LaunchDimType>(type($gridSizeX), ref($clusterSizeX), type(...)...)`:
/// (`:` type)?, `index` when absent; the cluster sizes take the same type.
pub fn parse_launch_dim_type<'s>(p: &mut Parser<'s>, st: &mut FormatState<'_, 's>, args: &[CustomArg]) -> PResult<()> {
    let (CustomArg::Type(grid), CustomArg::Ref(Var::Operand(cluster))) = (args[0], args[1]) else {
        return Err(p.error_here("bad launch dimension type directive"));
    };
    let ty = if p.consume_if(TokenKind::Colon) { p.parse_type()? } else { p.ctx.index_type() };
    st.set_types(grid, vec![ty]);
    let clustered = st.operand_count(cluster) != 0;
    for a in &args[2..] {
        if let CustomArg::Type(v) = *a {
            st.set_types(v, if clustered { vec![ty] } else { Vec::new() });
        }
    }
    Ok(())
}

pub fn print_launch_dim_type(p: &mut Printer<'_>, body: &Body, op: OpId, spec: &OpSpec, args: &[CustomArg]) {
    let CustomArg::Type(Var::Operand(g)) = args[0] else { return };
    let Some(&v) = spec.operand_group(p.ctx, body, op, g as usize).first() else { return };
    let ty = body.value_type(v);
    if !p.ctx.is_index(ty) {
        p.write(": ");
        p.print_type(ty);
    }
}

/// `custom<LaunchFuncOperands>($kernelOperands, type($kernelOperands))`:
/// (`args` `(` (operand `:` type) (`,` ...)* `)`)?
pub fn parse_launch_func_operands<'s>(
    p: &mut Parser<'s>,
    st: &mut FormatState<'_, 's>,
    args: &[CustomArg],
) -> PResult<()> {
    let CustomArg::Var(Var::Operand(g)) = args[0] else {
        return Err(p.error_here("bad launch operands directive"));
    };
    let (mut operands, mut types): (Vec<UnresolvedOperand>, Vec<Type>) = (Vec::new(), Vec::new());
    if p.consume_keyword("args") {
        p.expect(TokenKind::LParen, "'(' in argument list")?;
        if !p.consume_if(TokenKind::RParen) {
            loop {
                operands.push(p.parse_operand()?);
                p.expect(TokenKind::Colon, "':'")?;
                types.push(p.parse_type()?);
                if !p.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            p.expect(TokenKind::RParen, "')' in argument list")?;
        }
    }
    st.set_operands(g, operands);
    st.set_types(Var::Operand(g), types);
    Ok(())
}

pub fn print_launch_func_operands(p: &mut Printer<'_>, body: &Body, op: OpId, spec: &OpSpec, args: &[CustomArg]) {
    let CustomArg::Var(Var::Operand(g)) = args[0] else { return };
    let operands = spec.operand_group(p.ctx, body, op, g as usize);
    if operands.is_empty() {
        return;
    }
    p.write("args");
    print_typed_values(p, body, operands, None);
}

/// `custom<AllReduceOperation>($op)`: the reduction's keyword, if any.
pub fn parse_all_reduce_operation<'s>(
    p: &mut Parser<'s>,
    st: &mut FormatState<'_, 's>,
    args: &[CustomArg],
) -> PResult<()> {
    let CustomArg::Var(Var::Attr(a)) = args[0] else {
        return Err(p.error_here("bad reduction directive"));
    };
    if !p.is(TokenKind::BareIdent) {
        return Ok(());
    }
    let word = p.spelling();
    p.bump();
    match ALL_REDUCE_OPERATION.attr_for(p.ctx, word) {
        Some(op) => {
            st.attrs[a as usize] = Some(op);
            Ok(())
        }
        None => Err(p.error_here("invalid op kind")),
    }
}

pub fn print_all_reduce_operation(p: &mut Printer<'_>, body: &Body, op: OpId, spec: &OpSpec, args: &[CustomArg]) {
    let CustomArg::Var(Var::Attr(a)) = args[0] else { return };
    let ctx = p.ctx;
    if let Some(word) =
        attr(ctx, body, op, spec.attrs[a as usize].name).and_then(|v| ALL_REDUCE_OPERATION.keyword_of(ctx, v))
    {
        p.write(" ");
        p.write(word);
    }
}

// ---- gpu.binary ------------------------------------------------------------------

/// (`<` handler `>`)?
pub fn parse_offloading_handler<'s>(
    p: &mut Parser<'s>,
    st: &mut FormatState<'_, 's>,
    args: &[CustomArg],
) -> PResult<()> {
    let CustomArg::Var(Var::Attr(a)) = args[0] else {
        return Err(p.error_here("bad offloading handler directive"));
    };
    if p.consume_if(TokenKind::Less) {
        st.attrs[a as usize] = Some(p.parse_attribute()?);
        p.expect(TokenKind::Greater, "'>'")?;
    }
    Ok(())
}

/// The handler unless it is the default `#gpu.select_object`.
pub fn print_offloading_handler(p: &mut Printer<'_>, body: &Body, op: OpId, spec: &OpSpec, args: &[CustomArg]) {
    let CustomArg::Var(Var::Attr(a)) = args[0] else { return };
    let ctx = p.ctx;
    if let Some(h) = attr(ctx, body, op, spec.attrs[a as usize].name).filter(|&h| h != super::select_object(ctx)) {
        p.write("<");
        p.print_attr(h);
        p.write(">");
    }
}

//! The printer side of declarative assembly formats.

use super::constraints::AttrClass;
use super::parse::{Elem, Item, TypeOf};
use super::{attr, Arity, OpSpec, Var};
use crate::ir::{Attribute, Body, Context, OpId, Type, ValueId};
use crate::syntax::printer::Printer;

/// Print `op` (after its name) with its declarative format.
pub fn print_op(spec: &OpSpec, p: &mut Printer<'_>, body: &Body, op: OpId) {
    if let Some(format) = spec.format {
        print_items(p, body, op, spec, format);
    }
}

fn print_items(p: &mut Printer<'_>, body: &Body, op: OpId, spec: &OpSpec, items: &[Item]) {
    for it in items {
        if it.space {
            p.write(" ");
        }
        print_elem(p, body, op, spec, &it.elem);
    }
}

/// The values of an operand or result group.
pub fn group_values<'b>(ctx: &Context, spec: &OpSpec, body: &'b Body, op: OpId, v: Var) -> &'b [ValueId] {
    match v {
        Var::Operand(i) => spec.operand_group(ctx, body, op, i as usize),
        Var::Result(i) => spec.result_group(ctx, body, op, i as usize),
        _ => &[],
    }
}

fn types_of(ctx: &Context, spec: &OpSpec, body: &Body, op: OpId, t: TypeOf) -> Vec<Type> {
    let values = match t {
        TypeOf::Var(v) => group_values(ctx, spec, body, op, v),
        TypeOf::Operands => body.operands(op),
        TypeOf::Results => body.results(op),
    };
    values.iter().map(|&v| body.value_type(v)).collect()
}

fn print_elem(p: &mut Printer<'_>, body: &Body, op: OpId, spec: &OpSpec, elem: &Elem) {
    let ctx = p.ctx;
    match *elem {
        Elem::Literal(l) => p.write(l),
        Elem::Whitespace => {}
        Elem::Var(v) | Elem::Qualified(v) => print_var(p, body, op, spec, v, matches!(elem, Elem::Qualified(_))),
        Elem::Type(t) => p.print_types(&types_of(ctx, spec, body, op, t)),
        Elem::FunctionalType(i, o) => {
            let (i, o) = (types_of(ctx, spec, body, op, i), types_of(ctx, spec, body, op, o));
            p.print_function_type(&i, &o);
        }
        Elem::AttrDict { keyword } => {
            let (dict, elided) = attr_dict(ctx, spec, body, op);
            let elided: Vec<&str> = elided.iter().map(String::as_str).collect();
            if keyword {
                p.print_optional_attr_dict_with_keyword(dict, &elided);
            } else {
                p.print_optional_attr_dict(dict, &elided);
            }
        }
        Elem::PropDict => {}
        Elem::Operands => p.print_values(body, body.operands(op)),
        Elem::Regions => {
            for g in 0..spec.regions.len() {
                if g > 0 {
                    p.write(", ");
                }
                print_var(p, body, op, spec, Var::Region(g as u8), false);
            }
        }
        Elem::Successors => {
            for g in 0..spec.successors.len() {
                print_var(p, body, op, spec, Var::Successor(g as u8), false);
            }
        }
        Elem::Optional { anchor, then, els } => {
            if is_present(ctx, spec, body, op, anchor) {
                print_items(p, body, op, spec, then);
            } else {
                print_items(p, body, op, spec, els);
            }
        }
        Elem::Custom { print, args, .. } => print(p, body, op, spec, args),
    }
}

/// Whether the anchor of an optional group is there (a default-valued
/// attribute equal to its default counts as absent).
pub fn is_present(ctx: &Context, spec: &OpSpec, body: &Body, op: OpId, v: Var) -> bool {
    match v {
        Var::Operand(_) | Var::Result(_) => !group_values(ctx, spec, body, op, v).is_empty(),
        Var::Attr(i) => {
            let a = &spec.attrs[i as usize];
            match attr(ctx, body, op, a.name) {
                None => false,
                Some(value) => a.presence.default_text().is_none() || spec.default_attr(ctx, i as usize) != Some(value),
            }
        }
        Var::Region(i) => {
            let regions = spec.region_group(body, op, i as usize);
            let inner = body.regions_body(op);
            regions.iter().any(|&r| !inner.region(r).blocks.is_empty())
        }
        Var::Successor(i) => !spec.successor_group(body, op, i as usize).is_empty(),
    }
}

fn print_var(p: &mut Printer<'_>, body: &Body, op: OpId, spec: &OpSpec, v: Var, qualified: bool) {
    let ctx = p.ctx;
    match v {
        Var::Operand(_) | Var::Result(_) => p.print_values(body, group_values(ctx, spec, body, op, v)),
        Var::Attr(i) => {
            if let Some(a) = attr(ctx, body, op, spec.attrs[i as usize].name) {
                print_attr_value(p, spec, i as usize, a, qualified);
            }
        }
        Var::Region(i) => {
            let inner = body.regions_body(op);
            for (k, &r) in spec.region_group(body, op, i as usize).iter().enumerate() {
                if k > 0 {
                    p.write(", ");
                }
                let terminators = spec.implicit_terminator.is_none() || explicit_terminator(ctx, inner, r);
                p.print_region_with(inner, r, true, terminators, false);
            }
        }
        Var::Successor(i) => {
            for (k, &s) in spec.successor_group(body, op, i as usize).iter().enumerate() {
                if k > 0 {
                    p.write(", ");
                }
                p.print_block_name(body, s);
            }
        }
    }
}

/// Whether the terminator of a region must be written: it has operands,
/// results or attributes, so the parser could not put it back.
pub fn explicit_terminator(ctx: &Context, body: &Body, region: crate::ir::RegionId) -> bool {
    let last = body.region(region).blocks.first().and_then(|&b| body.last_op(b));
    last.is_some_and(|t| {
        let data = body.op(t);
        !body.operands(t).is_empty()
            || !body.results(t).is_empty()
            || !ctx.dict_entries(data.attributes).is_empty()
            || data.properties.is_some_and(|p| !ctx.dict_entries(p).is_empty())
    })
}

/// An attribute value as a format writes it.
pub fn print_attr_value(p: &mut Printer<'_>, spec: &OpSpec, index: usize, a: Attribute, qualified: bool) {
    let ctx = p.ctx;
    match &spec.attrs[index].constraint.class {
        AttrClass::IntEnum(e) => match e.value_of(ctx, a).and_then(|v| e.keyword(v)) {
            Some(k) => p.write(k),
            None => p.print_attr(a),
        },
        AttrClass::BitEnum(e) if !qualified && e.bits_of(ctx, a).is_some() => {
            let text = e.short_text(ctx, a);
            p.write(&text);
        }
        AttrClass::DialectEnum(e) if !qualified && e.case_of(ctx, a).is_some() => {
            if e.spaced {
                p.write(" ");
            }
            p.write(e.keyword_of(ctx, a).unwrap_or_default());
        }
        AttrClass::Unit => {}
        AttrClass::Plain { ty: Some(_), .. } => p.print_attr_no_type(a),
        AttrClass::Custom { print, .. } => print(p, a),
        _ => p.print_attr(a),
    }
}

/// The attributes `attr-dict` prints (inherent and discardable together) and
/// the names it leaves out: those the format prints elsewhere, segment sizes,
/// and default-valued attributes holding their default.
pub(crate) fn attr_dict(ctx: &Context, spec: &OpSpec, body: &Body, op: OpId) -> (Attribute, Vec<String>) {
    let data = body.op(op);
    let mut entries: Vec<_> = ctx.dict_entries(data.attributes).to_vec();
    if let Some(props) = data.properties {
        entries.extend_from_slice(ctx.dict_entries(props));
    }
    let mut elided: Vec<String> = vec!["operandSegmentSizes".into(), "resultSegmentSizes".into()];
    if let Some(format) = spec.format {
        collect_format_attrs(spec, format, &mut elided);
    }
    for (i, a) in spec.attrs.iter().enumerate() {
        if a.presence.default_text().is_some() {
            let value = attr(ctx, body, op, a.name);
            if value.is_some() && value == spec.default_attr(ctx, i) {
                elided.push(a.name.to_string());
            }
        }
    }
    (ctx.dictionary(entries), elided)
}

fn collect_format_attrs(spec: &OpSpec, items: &[Item], out: &mut Vec<String>) {
    for it in items {
        match &it.elem {
            Elem::Var(Var::Attr(i)) | Elem::Qualified(Var::Attr(i)) => out.push(spec.attrs[*i as usize].name.into()),
            Elem::Optional { then, els, .. } => {
                collect_format_attrs(spec, then, out);
                collect_format_attrs(spec, els, out);
            }
            Elem::Custom { args, .. } => {
                for a in args.iter() {
                    if let super::parse::CustomArg::Var(Var::Attr(i)) | super::parse::CustomArg::Ref(Var::Attr(i)) = a {
                        out.push(spec.attrs[*i as usize].name.into());
                    }
                }
            }
            _ => {}
        }
    }
}

/// Arity of a value group, for custom directives.
pub fn arity(spec: &OpSpec, v: Var) -> Arity {
    match v {
        Var::Operand(i) => spec.operands[i as usize].arity,
        Var::Result(i) => spec.results[i as usize].arity,
        _ => Arity::Single,
    }
}

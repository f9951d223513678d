//! The printer side of declarative assembly formats.

use super::constraints::AttrClass;
use super::parse::{Elem, Item, TypeOf};
use super::{attr, spec_attr, Arity, OpSpec, Types, Var};
use crate::ir::{Attribute, Body, Context, Identifier, OpId, ValueId};
use crate::syntax::printer::Printer;
use smallvec::SmallVec;

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

fn types_of(ctx: &Context, spec: &OpSpec, body: &Body, op: OpId, t: TypeOf) -> Types {
    let values = match t {
        TypeOf::Var(v) => group_values(ctx, spec, body, op, v),
        TypeOf::Operands => body.operands(op),
        TypeOf::Results => body.results(op),
    };
    super::value_types(body, values)
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
            let entries = attr_dict_entries(ctx, spec, body, op);
            p.print_attr_dict_entries(&entries, keyword);
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
            match spec_attr(ctx, body, op, a) {
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
            if let Some(a) = spec_attr(ctx, body, op, &spec.attrs[i as usize]) {
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
            e.write_short(ctx, a, &mut p.out);
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

/// The entries `attr-dict` prints (inherent and discardable together, in
/// name order), without those the format prints elsewhere, segment sizes,
/// and default-valued attributes holding their default.
pub(crate) fn attr_dict_entries(
    ctx: &Context,
    spec: &OpSpec,
    body: &Body,
    op: OpId,
) -> SmallVec<[(Identifier, Attribute); 4]> {
    let data = body.op(op);
    let attrs = ctx.dict_entries(data.attributes);
    let props = data.properties.map_or(&[][..], |p| ctx.dict_entries(p));
    let mut entries: SmallVec<[(Identifier, Attribute); 4]> = SmallVec::new();
    for &(k, v) in attrs.iter().chain(props) {
        if !elided_from_attr_dict(ctx, spec, body, op, k) {
            entries.push((k, v));
        }
    }
    if !attrs.is_empty() && !props.is_empty() {
        // Both lists are sorted; merge them as a dictionary would (stable).
        entries.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
    }
    entries
}

fn elided_from_attr_dict(ctx: &Context, spec: &OpSpec, body: &Body, op: OpId, name: Identifier) -> bool {
    if name == super::operand_segments_ident(ctx) || name == super::result_segments_ident(ctx) {
        return true;
    }
    let Some(i) = spec.attrs.iter().position(|a| a.ident(ctx) == name) else { return false };
    if spec.format_attrs & (1 << i) != 0 {
        return true;
    }
    spec.attrs[i].presence.default_text().is_some() && {
        let value = attr(ctx, body, op, name);
        value.is_some() && value == spec.default_attr(ctx, i)
    }
}

/// The attributes `format` prints itself, one bit each ([`OpSpec::format_attrs`]).
pub const fn format_attr_mask(format: Option<&[Item]>) -> u64 {
    match format {
        Some(items) => items_attr_mask(items),
        None => 0,
    }
}

const fn items_attr_mask(items: &[Item]) -> u64 {
    let mut mask = 0;
    let mut i = 0;
    while i < items.len() {
        mask |= match &items[i].elem {
            Elem::Var(v) | Elem::Qualified(v) => attr_bit(*v),
            Elem::Optional { then, els, .. } => items_attr_mask(then) | items_attr_mask(els),
            Elem::Custom { args, .. } => {
                let mut m = 0;
                let mut k = 0;
                while k < args.len() {
                    if let super::parse::CustomArg::Var(v) | super::parse::CustomArg::Ref(v) = args[k] {
                        m |= attr_bit(v);
                    }
                    k += 1;
                }
                m
            }
            _ => 0,
        };
        i += 1;
    }
    mask
}

const fn attr_bit(v: Var) -> u64 {
    match v {
        Var::Attr(i) if i < 64 => 1 << i,
        _ => 0,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::opdef::ods::parse::CustomArg;

    fn item(elem: Elem) -> Item {
        Item { space: false, elem }
    }

    /// The mask holds the attributes written as variables, in optional
    /// groups and as custom directive arguments, and nothing else.
    #[test]
    fn format_attr_mask_finds_printed_attributes() {
        static THEN: [Item; 1] = [Item { space: false, elem: Elem::Var(Var::Attr(2)) }];
        static ELS: [Item; 1] = [Item { space: false, elem: Elem::Qualified(Var::Attr(3)) }];
        static ARGS: [CustomArg; 4] = [
            CustomArg::Var(Var::Attr(6)),
            CustomArg::Ref(Var::Attr(7)),
            CustomArg::Type(Var::Attr(8)),
            CustomArg::AttrDict,
        ];
        fn parse(
            _: &mut crate::syntax::parser::Parser<'_>,
            _: &mut crate::opdef::ods::parse::FormatState<'_, '_>,
            _: &[CustomArg],
        ) -> crate::syntax::parser::PResult<()> {
            Ok(())
        }
        fn print(_: &mut Printer<'_>, _: &Body, _: OpId, _: &OpSpec, _: &[CustomArg]) {}
        let items = [
            item(Elem::Literal("x")),
            item(Elem::Var(Var::Attr(0))),
            item(Elem::Var(Var::Operand(1))),
            item(Elem::Optional { anchor: Var::Attr(4), then: &THEN, els: &ELS }),
            item(Elem::Type(TypeOf::Var(Var::Attr(5)))),
            item(Elem::Custom { parse, print, args: &ARGS }),
            item(Elem::Var(Var::Attr(63))),
            item(Elem::AttrDict { keyword: false }),
        ];
        let expected = 1 | 1 << 2 | 1 << 3 | 1 << 6 | 1 << 7 | 1 << 63;
        assert_eq!(format_attr_mask(Some(&items)), expected);
        assert_eq!(format_attr_mask(None), 0);
    }
}

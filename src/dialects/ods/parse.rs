//! Declarative assembly formats: the directive tables `build.rs` produces from
//! a format string, and the parser that interprets them.
//!
//! After the directives are read, operand and result types that the format
//! leaves implicit are inferred the way upstream's generated parsers do: from
//! type-equality traits, from constraints that allow exactly one type, and
//! from the op's inference function.

use super::constraints::AttrClass;
use super::{group_sizes, Arity, Check, InferInput, OpSpec, Var};
use crate::ir::{AttrKind, Attribute, BlockId, Context, RegionId, Type};
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{OpBuilder, PResult, Parser, UnresolvedOperand};
use smallvec::SmallVec;

/// One format element; `space` says whether the printer puts a space before it
/// (upstream's spacing rules, worked out by `build.rs`).
pub struct Item {
    pub space: bool,
    pub elem: Elem,
}

/// Which types a `type(...)`/`functional-type(...)` directive stands for.
#[derive(Copy, Clone, Debug)]
pub enum TypeOf {
    Var(Var),
    Operands,
    Results,
}

/// Arguments of a `custom<Name>(...)` directive.
#[derive(Copy, Clone, Debug)]
pub enum CustomArg {
    Var(Var),
    Type(Var),
    /// `ref(...)`: already parsed by an earlier directive.
    Ref(Var),
    RefType(Var),
    AttrDict,
}

pub type CustomParse = for<'s> fn(&mut Parser<'s>, &mut FormatState<'_, 's>, &[CustomArg]) -> PResult<()>;
pub type CustomPrint =
    fn(&mut crate::syntax::printer::Printer<'_>, &crate::ir::Body, crate::ir::OpId, &OpSpec, &[CustomArg]);

pub enum Elem {
    /// A keyword or punctuation.
    Literal(&'static str),
    /// `` ` ` `` or ` `` `: spacing only.
    Whitespace,
    Var(Var),
    /// `qualified($attr)`: the attribute with its dialect prefix.
    Qualified(Var),
    Type(TypeOf),
    FunctionalType(TypeOf, TypeOf),
    AttrDict {
        keyword: bool,
    },
    PropDict,
    Operands,
    Regions,
    Successors,
    Optional {
        anchor: Var,
        then: &'static [Item],
        els: &'static [Item],
    },
    Custom {
        parse: CustomParse,
        print: CustomPrint,
        args: &'static [CustomArg],
    },
}

/// The types read for one operand or result group.
pub type GroupTypes = SmallVec<[Type; 2]>;
/// The operands read for one operand group.
pub type GroupOperands<'s> = SmallVec<[UnresolvedOperand<'s>; 2]>;

/// What the directives have read so far, per operand/result/attribute group.
/// Ops have few groups of few values each: everything stays on the stack.
pub struct FormatState<'b, 's> {
    pub b: &'b mut OpBuilder,
    pub operands: SmallVec<[GroupOperands<'s>; 4]>,
    pub operand_types: SmallVec<[Option<GroupTypes>; 4]>,
    pub result_types: SmallVec<[Option<GroupTypes>; 2]>,
    pub attrs: SmallVec<[Option<Attribute>; 4]>,
    pub regions: SmallVec<[Vec<RegionId>; 2]>,
    pub successors: SmallVec<[Vec<BlockId>; 2]>,
    all_operands: Option<Vec<UnresolvedOperand<'s>>>,
    all_operand_types: Option<Vec<Type>>,
    all_result_types: Option<Vec<Type>>,
}

impl<'b, 's> FormatState<'b, 's> {
    fn new(spec: &OpSpec, b: &'b mut OpBuilder) -> Self {
        FormatState {
            b,
            operands: smallvec::smallvec![SmallVec::new(); spec.operands.len()],
            operand_types: smallvec::smallvec![None; spec.operands.len()],
            result_types: smallvec::smallvec![None; spec.results.len()],
            attrs: smallvec::smallvec![None; spec.attrs.len()],
            regions: smallvec::smallvec![Vec::new(); spec.regions.len()],
            successors: smallvec::smallvec![Vec::new(); spec.successors.len()],
            all_operands: None,
            all_operand_types: None,
            all_result_types: None,
        }
    }
    /// Record the types of `var` (an operand or result group).
    pub fn set_types(&mut self, var: Var, types: impl Into<GroupTypes>) {
        match var {
            Var::Operand(i) => self.operand_types[i as usize] = Some(types.into()),
            Var::Result(i) => self.result_types[i as usize] = Some(types.into()),
            _ => {}
        }
    }
}

/// Parse an op with its declarative format.
pub fn parse_op<'s>(spec: &OpSpec, p: &mut Parser<'s>, b: &mut OpBuilder) -> PResult<()> {
    let Some(format) = spec.format else {
        return Err(p.error_here("has no custom assembly form"));
    };
    let mut st = FormatState::new(spec, b);
    parse_items(p, &mut st, spec, format)?;
    finish(p, &mut st, spec)
}

fn parse_items<'s>(p: &mut Parser<'s>, st: &mut FormatState<'_, 's>, spec: &OpSpec, items: &[Item]) -> PResult<()> {
    for it in items {
        parse_elem(p, st, spec, &it.elem)?;
    }
    Ok(())
}

fn literal_token(lit: &str) -> Option<TokenKind> {
    Some(match lit {
        "," => TokenKind::Comma,
        ":" => TokenKind::Colon,
        "(" => TokenKind::LParen,
        ")" => TokenKind::RParen,
        "[" => TokenKind::LSquare,
        "]" => TokenKind::RSquare,
        "{" => TokenKind::LBrace,
        "}" => TokenKind::RBrace,
        "<" => TokenKind::Less,
        ">" => TokenKind::Greater,
        "=" => TokenKind::Equal,
        "->" => TokenKind::Arrow,
        "?" => TokenKind::Question,
        "*" => TokenKind::Star,
        "+" => TokenKind::Plus,
        "-" => TokenKind::Minus,
        "|" => TokenKind::VerticalBar,
        "..." => TokenKind::Ellipsis,
        _ => return None,
    })
}

fn consume_literal(p: &mut Parser<'_>, lit: &str) -> bool {
    match literal_token(lit) {
        Some(k) => p.consume_if(k),
        None => p.consume_keyword(lit),
    }
}

/// A literal: punctuation is the parser's own token (its error takes no
/// `custom op` prefix, as upstream's `parseToken`), a keyword the op's.
fn parse_literal(p: &mut Parser<'_>, lit: &str) -> PResult<()> {
    if consume_literal(p, lit) {
        return Ok(());
    }
    match literal_token(lit) {
        Some(kind) => p.expect(kind, &format!("'{lit}'")).map(|_| ()),
        None => Err(p.error_here(format!("expected '{lit}'"))),
    }
}

fn parse_elem<'s>(p: &mut Parser<'s>, st: &mut FormatState<'_, 's>, spec: &OpSpec, elem: &Elem) -> PResult<()> {
    match *elem {
        Elem::Literal(l) => parse_literal(p, l),
        Elem::Whitespace => Ok(()),
        Elem::Var(v) | Elem::Qualified(v) => parse_var(p, st, spec, v, matches!(elem, Elem::Qualified(_))),
        Elem::Type(t) => parse_type_directive(p, st, spec, t),
        Elem::FunctionalType(ins, outs) => {
            let at = p.offset();
            let fty = p.parse_type()?;
            let Some((i, o)) = p.ctx.function_parts(fty).map(|(i, o)| (GroupTypes::from(i), GroupTypes::from(o)))
            else {
                return Err(p.error_at(at, "invalid kind of type specified"));
            };
            assign_types(st, ins, i);
            assign_types(st, outs, o);
            Ok(())
        }
        Elem::AttrDict { keyword } => {
            if keyword {
                p.parse_optional_attr_dict_with_keyword(st.b)
            } else {
                p.parse_optional_attr_dict(st.b)
            }
        }
        Elem::PropDict => {
            if p.consume_if(TokenKind::Less) {
                let entries = p.parse_attr_entries()?;
                p.expect(TokenKind::Greater, "'>'")?;
                for (k, v) in entries {
                    st.b.set_property(k, v);
                }
            }
            Ok(())
        }
        Elem::Operands => {
            let list = if p.is(TokenKind::PercentIdent) { p.parse_operand_list(false)? } else { Vec::new() };
            st.all_operands = Some(list);
            Ok(())
        }
        Elem::Regions => {
            for g in 0..spec.regions.len() {
                parse_var(p, st, spec, Var::Region(g as u8), false)?;
                if g + 1 < spec.regions.len() {
                    parse_literal(p, ",")?;
                }
            }
            Ok(())
        }
        Elem::Successors => {
            for g in 0..spec.successors.len() {
                parse_var(p, st, spec, Var::Successor(g as u8), false)?;
            }
            Ok(())
        }
        Elem::Optional { anchor, then, els } => {
            // Leading spacing directives do not decide whether the group is there.
            let lead = then.iter().take_while(|it| matches!(it.elem, Elem::Whitespace)).count();
            if parse_optional_first(p, st, spec, &then[lead..])? {
                parse_items(p, st, spec, &then[lead + 1..])?;
                if let Var::Attr(i) = anchor {
                    if matches!(spec.attrs[i as usize].constraint.class, AttrClass::Unit) {
                        st.attrs[i as usize] = Some(p.ctx.unit_attr());
                    }
                }
                Ok(())
            } else {
                parse_items(p, st, spec, els)
            }
        }
        Elem::Custom { parse, args, .. } => parse(p, st, args),
    }
}

/// Parse the first element of an optional group if it is there.
fn parse_optional_first<'s>(
    p: &mut Parser<'s>,
    st: &mut FormatState<'_, 's>,
    spec: &OpSpec,
    then: &[Item],
) -> PResult<bool> {
    let Some(first) = then.first() else { return Ok(false) };
    let present = match first.elem {
        Elem::Literal(l) => return Ok(consume_literal(p, l)),
        Elem::Var(Var::Operand(_)) => p.is(TokenKind::PercentIdent),
        Elem::Var(Var::Region(_)) => p.is(TokenKind::LBrace),
        Elem::Var(Var::Successor(_)) => p.is(TokenKind::CaretIdent),
        Elem::Var(Var::Attr(i)) | Elem::Qualified(Var::Attr(i)) => match &spec.attrs[i as usize].constraint.class {
            AttrClass::IntEnum(e) => e.at_case(p),
            AttrClass::BitEnum(_) => p.is(TokenKind::Less) || p.is(TokenKind::HashIdent),
            AttrClass::DialectEnum(_) => p.is(TokenKind::BareIdent) || p.is(TokenKind::HashIdent),
            AttrClass::Unit => true,
            // A string attribute anchor is there only when a string is.
            _ if std::ptr::eq(spec.attrs[i as usize].constraint, &super::constraints::STR_ATTR) => {
                p.is(TokenKind::String)
            }
            _ => can_start_attribute(p),
        },
        Elem::Type(t) => {
            let Some(ty) = p.parse_optional_type()? else { return Ok(false) };
            assign_types(st, t, smallvec::smallvec![ty]);
            return Ok(true);
        }
        _ => true,
    };
    if present {
        parse_elem(p, st, spec, &first.elem)?;
    }
    Ok(present)
}

fn can_start_attribute(p: &Parser<'_>) -> bool {
    use TokenKind::*;
    match p.kind() {
        HashIdent | Integer | Float | String | LSquare | LBrace | AtIdent | Minus | BangIdent => true,
        BareIdent => matches!(
            p.spelling(),
            "true"
                | "false"
                | "unit"
                | "dense"
                | "array"
                | "affine_map"
                | "affine_set"
                | "dense_resource"
                | "sparse"
                | "strided"
                | "distinct"
        ),
        _ => false,
    }
}

fn parse_var<'s>(
    p: &mut Parser<'s>,
    st: &mut FormatState<'_, 's>,
    spec: &OpSpec,
    v: Var,
    qualified: bool,
) -> PResult<()> {
    match v {
        Var::Operand(i) => {
            let i = i as usize;
            match spec.operands[i].arity {
                Arity::Single => st.operands[i].push(p.parse_operand()?),
                Arity::Optional => {
                    if p.is(TokenKind::PercentIdent) {
                        st.operands[i].push(p.parse_operand()?);
                    }
                }
                Arity::Variadic => {
                    if p.is(TokenKind::PercentIdent) {
                        st.operands[i] = p.parse_operand_list(false)?.into();
                    }
                }
            }
        }
        Var::Attr(i) => {
            let a = parse_attr_value(p, spec, i as usize, qualified)?;
            st.attrs[i as usize] = Some(a);
        }
        Var::Region(i) => {
            let variadic = spec.regions[i as usize].variadic;
            if variadic && !p.is(TokenKind::LBrace) {
                return Ok(());
            }
            loop {
                p.parse_region(st.b, &[])?;
                if let Some(t) = spec.implicit_terminator {
                    let last = st.b.regions.len() - 1;
                    p.ensure_terminator(st.b, last, t);
                }
                let r = st.b.regions.pop().expect("parsed region");
                st.regions[i as usize].push(r);
                if !variadic || !p.consume_if(TokenKind::Comma) {
                    break;
                }
            }
        }
        Var::Successor(i) => {
            let variadic = spec.successors[i as usize].variadic;
            if variadic && !p.is(TokenKind::CaretIdent) {
                return Ok(());
            }
            loop {
                let s = p.parse_successor()?;
                st.successors[i as usize].push(s);
                if !variadic || !p.consume_if(TokenKind::Comma) {
                    break;
                }
            }
        }
        Var::Result(_) => {}
    }
    Ok(())
}

/// An attribute value as a format writes it (`slt`, `<fast>`, `5`).
pub fn parse_attr_value(p: &mut Parser<'_>, spec: &OpSpec, index: usize, qualified: bool) -> PResult<Attribute> {
    let a = &spec.attrs[index];
    match &a.constraint.class {
        AttrClass::IntEnum(e) => e.parse(p, a.name),
        AttrClass::BitEnum(e) if !qualified && p.is(TokenKind::Less) => e.parse_short(p),
        AttrClass::DialectEnum(e) if !qualified && !p.is(TokenKind::HashIdent) => e.parse_short(p),
        AttrClass::Unit => Ok(p.ctx.unit_attr()),
        AttrClass::Plain { ty: Some(ty), .. } => {
            let ty = ty(p.ctx);
            p.parse_attribute_typed(Some(ty))
        }
        AttrClass::Custom { parse, .. } => parse(p),
        // A string attribute in a format takes no `: type` suffix.
        _ if std::ptr::eq(a.constraint, &super::constraints::STR_ATTR) && p.is(TokenKind::String) => {
            let t = p.bump();
            let value = p.string_value(t);
            Ok(p.ctx.attr(AttrKind::String { value, ty: None }))
        }
        _ => {
            let at = p.offset();
            let v = p.parse_attribute()?;
            if !has_storage_kind(p.ctx, a.constraint, v) {
                return Err(p.error_at(at, "invalid kind of attribute specified"));
            }
            Ok(v)
        }
    }
}

/// Whether `v` is of the attribute class the constraint stores (upstream's
/// typed `parseAttribute` rejects others while parsing): symbol references,
/// strings, arrays and types; other constraints are checked by the verifier.
fn has_storage_kind(ctx: &crate::ir::Context, c: &super::constraints::AttrConstraint, v: Attribute) -> bool {
    use super::constraints::{ARRAY_ATTR, FLAT_SYMBOL_REF_ATTR, STR_ATTR, SYMBOL_REF_ATTR, TYPE_ATTR};
    let kind = ctx.attr_kind(v);
    if std::ptr::eq(c, &FLAT_SYMBOL_REF_ATTR) {
        matches!(kind, AttrKind::SymbolRef { nested, .. } if nested.is_empty())
    } else if std::ptr::eq(c, &SYMBOL_REF_ATTR) {
        matches!(kind, AttrKind::SymbolRef { .. })
    } else if std::ptr::eq(c, &STR_ATTR) {
        matches!(kind, AttrKind::String { .. })
    } else if std::ptr::eq(c, &ARRAY_ATTR) {
        matches!(kind, AttrKind::Array(_))
    } else if std::ptr::eq(c, &TYPE_ATTR) {
        matches!(kind, AttrKind::Type(_))
    } else {
        true
    }
}

/// `type($x)`: one type, an optional type, or a (possibly empty) list.
fn parse_type_directive<'s>(p: &mut Parser<'s>, st: &mut FormatState<'_, 's>, spec: &OpSpec, t: TypeOf) -> PResult<()> {
    let arity = match t {
        TypeOf::Var(Var::Operand(i)) => spec.operands[i as usize].arity,
        TypeOf::Var(Var::Result(i)) => spec.results[i as usize].arity,
        _ => Arity::Variadic,
    };
    let types: GroupTypes = match arity {
        Arity::Single => smallvec::smallvec![p.parse_type()?],
        Arity::Optional => p.parse_optional_type()?.into_iter().collect(),
        Arity::Variadic => {
            let mut v = GroupTypes::new();
            if let Some(first) = p.parse_optional_type()? {
                v.push(first);
                while p.consume_if(TokenKind::Comma) {
                    v.push(p.parse_type()?);
                }
            }
            v
        }
    };
    assign_types(st, t, types);
    Ok(())
}

fn assign_types(st: &mut FormatState<'_, '_>, t: TypeOf, types: GroupTypes) {
    match t {
        TypeOf::Var(v) => st.set_types(v, types),
        TypeOf::Operands => st.all_operand_types = Some(types.into_vec()),
        TypeOf::Results => st.all_result_types = Some(types.into_vec()),
    }
}

// ---- after the directives: distribute, infer, resolve ------------------------------

fn finish<'s>(p: &mut Parser<'s>, st: &mut FormatState<'_, 's>, spec: &OpSpec) -> PResult<()> {
    let ctx = p.ctx;
    let at = st.b.at;
    // `type(operands)` resolves all operands at once: at the first one for
    // the `operands` directive, else at the op name.
    if let Some(types) = &st.all_operand_types {
        let (count, where_) = match &st.all_operands {
            Some(all) => (all.len(), all.first().map_or(at, |u| u.at)),
            None => (st.operands.iter().map(|g| g.len()).sum(), at),
        };
        if count != types.len() {
            return Err(p.error_at(where_, format!("{count} operands present, but expected {}", types.len())));
        }
    }
    if let Some(all) = st.all_operands.take() {
        let sizes = group_sizes(ctx, spec.operands, all.len(), None)
            .map_err(|_| p.error_at(at, format!("expected {} operands", spec.operands.len())))?;
        let mut it = all.into_iter();
        for (g, n) in sizes.into_iter().enumerate() {
            st.operands[g] = it.by_ref().take(n).collect();
        }
    }
    if let Some(all) = st.all_operand_types.take() {
        split_into(&mut st.operand_types, all, &st.operands.iter().map(|g| g.len()).collect::<Vec<_>>());
    }
    // A result list that does not fit the groups is kept as written: the
    // verifier reports the count, as upstream's.
    let mut unfit_results = None;
    if let Some(all) = st.all_result_types.take() {
        match group_sizes(ctx, spec.results, all.len(), None) {
            Ok(sizes) => split_into(&mut st.result_types, all, &sizes),
            Err(_) => {
                st.result_types.iter_mut().for_each(|g| *g = Some(GroupTypes::new()));
                unfit_results = Some(all);
            }
        }
    }
    infer_types(ctx, st, spec).map_err(|m| p.error_at(at, m))?;
    let operand_sizes: SmallVec<[usize; 4]> = st.operands.iter().map(|g| g.len()).collect();
    let result_sizes: SmallVec<[usize; 4]> =
        st.result_types.iter().map(|t| t.as_ref().map_or(0, |t| t.len())).collect();
    for g in 0..spec.operands.len() {
        let types = st.operand_types[g].take().unwrap_or_default();
        let ops = std::mem::take(&mut st.operands[g]);
        if types.len() != ops.len() {
            let where_ = ops.first().map_or(at, |u| u.at);
            return Err(p.error_at(where_, format!("{} operands present, but expected {}", ops.len(), types.len())));
        }
        for (u, ty) in ops.iter().zip(types) {
            let v = p.resolve_operand(u, ty)?;
            st.b.operands.push(v);
        }
    }
    for g in 0..spec.results.len() {
        st.b.result_types.extend(st.result_types[g].take().unwrap_or_default());
    }
    if let Some(all) = unfit_results {
        st.b.result_types = all;
    }
    for g in std::mem::take(&mut st.regions) {
        st.b.regions.extend(g);
    }
    for g in std::mem::take(&mut st.successors) {
        st.b.successors.extend(g);
    }
    set_properties(ctx, st, spec);
    let segments = |sizes: SmallVec<[usize; 4]>| {
        let values = sizes.into_iter().map(|s| s as u128).collect();
        ctx.attr(AttrKind::DenseArray { element: ctx.integer_type(32), values })
    };
    if spec.operand_segments {
        st.b.set_property(super::operand_segments_ident(ctx), segments(operand_sizes));
    }
    if spec.result_segments {
        st.b.set_property(super::result_segments_ident(ctx), segments(result_sizes));
    }
    Ok(())
}

fn split_into(groups: &mut [Option<GroupTypes>], all: Vec<Type>, sizes: &[usize]) {
    let mut it = all.into_iter();
    for (g, &n) in sizes.iter().enumerate() {
        groups[g] = Some(it.by_ref().take(n).collect());
    }
}

fn set_properties(ctx: &Context, st: &mut FormatState<'_, '_>, spec: &OpSpec) {
    for (a, v) in spec.attrs.iter().zip(&st.attrs) {
        if let Some(v) = v {
            st.b.set_property(a.ident(ctx), *v);
        }
    }
}

/// Fill in the types the format leaves implicit.
fn infer_types(ctx: &Context, st: &mut FormatState<'_, '_>, spec: &OpSpec) -> Result<(), String> {
    let operand_count = |st: &FormatState<'_, '_>, g: usize| st.operands[g].len();
    loop {
        let mut changed = false;
        for check in spec.checks {
            changed |= propagate(ctx, st, spec, check);
        }
        for (g, o) in spec.operands.iter().enumerate() {
            if st.operand_types[g].is_none() {
                if let Some(build) = o.constraint.build {
                    st.operand_types[g] = Some(smallvec::smallvec![build(ctx); operand_count(st, g)]);
                    changed = true;
                }
            }
        }
        for (g, r) in spec.results.iter().enumerate() {
            if st.result_types[g].is_none() && r.arity == Arity::Single {
                if let Some(build) = r.constraint.build {
                    st.result_types[g] = Some(smallvec::smallvec![build(ctx)]);
                    changed = true;
                }
            }
        }
        // The op's own inference runs once every operand type is known; the
        // traits may then settle more types from its results.
        let results_unknown = st.result_types.iter().any(Option::is_none);
        if let (Some(infer), true) = (spec.infer, results_unknown && st.operand_types.iter().all(Option::is_some)) {
            let operand_types: Vec<Type> = st.operand_types.iter().flatten().flatten().copied().collect();
            let attrs: Vec<(&'static str, Attribute)> =
                spec.attrs.iter().zip(&st.attrs).filter_map(|(a, v)| v.map(|v| (a.name, v))).collect();
            let types = infer(ctx, &InferInput { operand_types: &operand_types, attrs: &attrs })?;
            let sizes = group_sizes(ctx, spec.results, types.len(), None).map_err(|_| "inferred result count")?;
            split_into(&mut st.result_types, types, &sizes);
            changed = true;
        }
        if !changed {
            break;
        }
    }
    for (g, o) in spec.operands.iter().enumerate() {
        if st.operand_types[g].is_none() {
            if st.operands[g].is_empty() {
                st.operand_types[g] = Some(GroupTypes::new());
            } else {
                return Err(format!("could not infer the type of operand group '{}'", o.name));
            }
        }
    }
    for (g, r) in spec.results.iter().enumerate() {
        if st.result_types[g].is_none() {
            if r.arity == Arity::Single {
                return Err(format!("could not infer the type of result '{}'", r.name));
            }
            st.result_types[g] = Some(GroupTypes::new());
        }
    }
    Ok(())
}

fn known(ctx: &Context, st: &FormatState<'_, '_>, v: Var) -> Option<Type> {
    match v {
        Var::Attr(i) => st.attrs[i as usize].and_then(|a| ctx.attr_type(a)),
        Var::Operand(i) => st.operand_types[i as usize].as_ref().and_then(|t| t.first().copied()),
        Var::Result(i) => st.result_types[i as usize].as_ref().and_then(|t| t.first().copied()),
        _ => None,
    }
}

/// Give `ty` to `v` if its types are still unknown; true when something changed.
fn fill(st: &mut FormatState<'_, '_>, spec: &OpSpec, v: Var, ty: Type) -> bool {
    match v {
        Var::Operand(i) if st.operand_types[i as usize].is_none() => {
            let n = st.operands[i as usize].len();
            st.operand_types[i as usize] = Some(smallvec::smallvec![ty; n]);
            true
        }
        Var::Result(i) if st.result_types[i as usize].is_none() => {
            let n = if spec.results[i as usize].arity == Arity::Single { 1 } else { 0 };
            st.result_types[i as usize] = Some(smallvec::smallvec![ty; n]);
            true
        }
        _ => false,
    }
}

fn propagate(ctx: &Context, st: &mut FormatState<'_, '_>, spec: &OpSpec, check: &Check) -> bool {
    let all_vars = |spec: &OpSpec, results: bool| -> SmallVec<[Var; 8]> {
        let operands = (0..spec.operands.len()).map(|i| Var::Operand(i as u8));
        let results = (0..if results { spec.results.len() } else { 0 }).map(|i| Var::Result(i as u8));
        operands.chain(results).collect()
    };
    let group: SmallVec<[Var; 8]> = match check {
        Check::SameOperandsAndResultType => all_vars(spec, true),
        Check::SameTypeOperands => all_vars(spec, false),
        Check::AllTypesMatch(vars) => vars.iter().copied().collect(),
        Check::TypesMatchWith { from, to, transform, .. } => {
            return match known(ctx, st, *from).and_then(|t| transform(ctx, t)) {
                Some(ty) => fill(st, spec, *to, ty),
                None => false,
            };
        }
        _ => return false,
    };
    let Some(ty) = group.iter().find_map(|&v| known(ctx, st, v)) else { return false };
    let mut changed = false;
    for v in group {
        changed |= fill(st, spec, v, ty);
    }
    changed
}

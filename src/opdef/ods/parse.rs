//! Declarative assembly formats: the directive tables `strata-ods` produces from
//! a format string, and the parser that interprets them.
//!
//! After the directives are read, operand and result types that the format
//! leaves implicit are inferred the way upstream's generated parsers do: from
//! type-equality traits, from constraints that allow exactly one type, and
//! from the op's inference function.

use super::constraints::AttrClass;
use super::{group_sizes, Arity, Check, GroupSizes, InferInput, OpSpec, Var};
use crate::ir::{AttrKind, Attribute, BlockId, Context, RegionId, Type};
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{OpBuilder, PResult, Parser, UnresolvedOperand};
use smallvec::SmallVec;

/// One format element; `space` says whether the printer puts a space before it
/// (upstream's spacing rules, worked out by `strata-ods`).
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

/// What the directives have read so far, tagged with the group they
/// belong to: directives may fill groups in any order, and ops have few
/// groups of few values, so flat lists on the stack serve (an op starts
/// with empty ones, whatever its definition).
pub struct FormatState<'b, 's> {
    pub b: &'b mut OpBuilder,
    /// Operands and their group.
    operands: SmallVec<[(u8, UnresolvedOperand<'s>); 4]>,
    /// Types and their group ([`type_tag`]).
    types: SmallVec<[(u8, Type); 6]>,
    /// The groups whose types are known (bit [`type_tag`]), perhaps as none:
    /// operand groups in the first word, result groups in the second.
    known: [u64; 2],
    pub attrs: SmallVec<[Option<Attribute>; 4]>,
    /// Regions and successors and their group.
    regions: SmallVec<[(u8, RegionId); 2]>,
    successors: SmallVec<[(u8, BlockId); 2]>,
    all_operands: Option<Vec<UnresolvedOperand<'s>>>,
    all_operand_types: Option<Vec<Type>>,
    all_result_types: Option<Vec<Type>>,
}

/// The items of `list` tagged `tag`, in order.
fn tagged<T>(list: &[(u8, T)], tag: u8) -> impl Iterator<Item = &T> + '_ {
    list.iter().filter(move |(k, _)| *k == tag).map(|(_, x)| x)
}

/// The tag of an operand or result group's types: operand groups first,
/// result groups from 64.
fn type_tag(v: Var) -> Option<u8> {
    match v {
        Var::Operand(i) if i < 64 => Some(i),
        Var::Result(i) if i < 64 => Some(64 + i),
        _ => None,
    }
}

impl<'b, 's> FormatState<'b, 's> {
    fn new(spec: &OpSpec, b: &'b mut OpBuilder) -> Self {
        FormatState {
            b,
            operands: SmallVec::new(),
            types: SmallVec::new(),
            known: [0; 2],
            attrs: smallvec::smallvec![None; spec.attrs.len()],
            regions: SmallVec::new(),
            successors: SmallVec::new(),
            all_operands: None,
            all_operand_types: None,
            all_result_types: None,
        }
    }

    /// Add an operand to group `g`.
    pub fn push_operand(&mut self, g: u8, u: UnresolvedOperand<'s>) {
        self.operands.push((g, u));
    }

    /// Make `list` the operands of group `g`.
    pub fn set_operands(&mut self, g: u8, list: impl IntoIterator<Item = UnresolvedOperand<'s>>) {
        self.operands.retain(|(k, _)| *k != g);
        self.operands.extend(list.into_iter().map(|u| (g, u)));
    }

    /// The operands read for group `g`.
    pub fn operands_of(&self, g: u8) -> impl Iterator<Item = &UnresolvedOperand<'s>> + '_ {
        tagged(&self.operands, g)
    }

    /// How many operands group `g` has so far.
    pub fn operand_count(&self, g: u8) -> usize {
        tagged(&self.operands, g).count()
    }

    /// Record the types of `var` (an operand or result group).
    pub fn set_types(&mut self, var: Var, types: impl IntoIterator<Item = Type>) {
        let Some(tag) = type_tag(var) else { return };
        if self.is_known(tag) {
            self.types.retain(|(k, _)| *k != tag);
        }
        self.types.extend(types.into_iter().map(|t| (tag, t)));
        self.known[usize::from(tag >> 6)] |= 1 << (tag & 63);
    }

    /// The first type known for `var`, if its types are known.
    pub fn first_type(&self, var: Var) -> Option<Type> {
        let tag = type_tag(var)?;
        self.types.iter().find(|(k, _)| *k == tag).map(|&(_, t)| t)
    }

    fn is_known(&self, tag: u8) -> bool {
        self.known[usize::from(tag >> 6)] & (1 << (tag & 63)) != 0
    }

    fn types_of(&self, tag: u8) -> impl Iterator<Item = Type> + '_ {
        tagged(&self.types, tag).copied()
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
            let Some((i, o)) = p.ctx.function_parts(fty).map(|(i, o)| (i.to_vec(), o.to_vec())) else {
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
            assign_types(st, t, vec![ty]);
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
            let g = i as u8;
            match spec.operands[i].arity {
                Arity::Single => st.push_operand(g, p.parse_operand()?),
                Arity::Optional => {
                    if p.is(TokenKind::PercentIdent) {
                        st.push_operand(g, p.parse_operand()?);
                    }
                }
                Arity::Variadic => {
                    if p.is(TokenKind::PercentIdent) {
                        let list = p.parse_operand_list(false)?;
                        st.set_operands(g, list);
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
                st.regions.push((i, r));
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
                st.successors.push((i, s));
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
    match t {
        TypeOf::Var(v) => st.set_types(v, types),
        _ => assign_types(st, t, types.into_vec()),
    }
    Ok(())
}

fn assign_types(st: &mut FormatState<'_, '_>, t: TypeOf, types: Vec<Type>) {
    match t {
        TypeOf::Var(v) => st.set_types(v, types),
        TypeOf::Operands => st.all_operand_types = Some(types),
        TypeOf::Results => st.all_result_types = Some(types),
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
            None => (st.operands.len(), at),
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
            st.set_operands(g as u8, it.by_ref().take(n));
        }
    }
    if let Some(all) = st.all_operand_types.take() {
        let sizes: GroupSizes = (0..spec.operands.len()).map(|g| st.operand_count(g as u8)).collect();
        split_into(st, all, &sizes, Var::Operand);
    }
    // A result list that does not fit the groups is kept as written: the
    // verifier reports the count, as upstream's.
    let mut unfit_results = None;
    if let Some(all) = st.all_result_types.take() {
        match group_sizes(ctx, spec.results, all.len(), None) {
            Ok(sizes) => split_into(st, all, &sizes, Var::Result),
            Err(_) => {
                for g in 0..spec.results.len() {
                    st.set_types(Var::Result(g as u8), []);
                }
                unfit_results = Some(all);
            }
        }
    }
    infer_types(ctx, st, spec).map_err(|m| p.error_at(at, m))?;
    let mut operand_sizes = GroupSizes::new();
    for g in 0..spec.operands.len() as u8 {
        let count = st.operand_count(g);
        let types = st.types_of(g).count();
        if types != count {
            let where_ = st.operands_of(g).next().map_or(at, |u| u.at);
            return Err(p.error_at(where_, format!("{count} operands present, but expected {types}")));
        }
        // The fields, not the methods: the builder is written meanwhile.
        for (u, &ty) in tagged(&st.operands, g).zip(tagged(&st.types, g)) {
            let v = p.resolve_operand(u, ty)?;
            st.b.operands.push(v);
        }
        operand_sizes.push(count);
    }
    let mut result_sizes = GroupSizes::new();
    for g in 0..spec.results.len() as u8 {
        let before = st.b.result_types.len();
        st.b.result_types.extend(tagged(&st.types, 64 + g));
        result_sizes.push(st.b.result_types.len() - before);
    }
    if let Some(all) = unfit_results {
        st.b.result_types = all;
    }
    for g in 0..spec.regions.len() as u8 {
        st.b.regions.extend(tagged(&st.regions, g));
    }
    for g in 0..spec.successors.len() as u8 {
        st.b.successors.extend(tagged(&st.successors, g));
    }
    set_properties(ctx, st, spec);
    if spec.operand_segments {
        super::set_operand_segments(ctx, st.b, &operand_sizes);
    }
    if spec.result_segments {
        st.b.set_property(super::result_segments_ident(ctx), super::segment_sizes(ctx, &result_sizes));
    }
    Ok(())
}

/// Share `all` out to the groups of `var`'s kind, `sizes[g]` each.
fn split_into(st: &mut FormatState<'_, '_>, all: Vec<Type>, sizes: &[usize], var: fn(u8) -> Var) {
    let mut it = all.into_iter();
    for (g, &n) in sizes.iter().enumerate() {
        st.set_types(var(g as u8), it.by_ref().take(n));
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
    let operand_groups = 0..spec.operands.len() as u8;
    let result_groups = 0..spec.results.len() as u8;
    loop {
        let mut changed = false;
        for check in spec.checks {
            changed |= propagate(ctx, st, spec, check);
        }
        for (g, o) in operand_groups.clone().zip(spec.operands) {
            if !st.is_known(g) {
                if let Some(build) = o.constraint.build {
                    let n = st.operand_count(g);
                    st.set_types(Var::Operand(g), std::iter::repeat(build(ctx)).take(n));
                    changed = true;
                }
            }
        }
        for (g, r) in result_groups.clone().zip(spec.results) {
            if !st.is_known(64 + g) && r.arity == Arity::Single {
                if let Some(build) = r.constraint.build {
                    st.set_types(Var::Result(g), [build(ctx)]);
                    changed = true;
                }
            }
        }
        // The op's own inference runs once every operand type is known; the
        // traits may then settle more types from its results.
        let results_unknown = result_groups.clone().any(|g| !st.is_known(64 + g));
        // (an absent group's types are known to be none)
        let operands_known = operand_groups.clone().all(|g| st.is_known(g) || st.operand_count(g) == 0);
        if let (Some(infer), true) = (spec.infer, results_unknown && operands_known) {
            let operand_types: Vec<Type> =
                operand_groups.clone().filter(|&g| st.is_known(g)).flat_map(|g| st.types_of(g)).collect();
            let attrs: Vec<(&'static str, Attribute)> =
                spec.attrs.iter().zip(&st.attrs).filter_map(|(a, v)| v.map(|v| (a.name, v))).collect();
            let types = infer(ctx, &InferInput { operand_types: &operand_types, attrs: &attrs })?;
            let sizes = group_sizes(ctx, spec.results, types.len(), None).map_err(|_| "inferred result count")?;
            split_into(st, types, &sizes, Var::Result);
            changed = true;
        }
        if !changed {
            break;
        }
    }
    for (g, o) in operand_groups.zip(spec.operands) {
        if !st.is_known(g) {
            if st.operand_count(g) == 0 {
                st.set_types(Var::Operand(g), []);
            } else {
                return Err(format!("could not infer the type of operand group '{}'", o.name));
            }
        }
    }
    for (g, r) in result_groups.zip(spec.results) {
        if !st.is_known(64 + g) {
            if r.arity == Arity::Single {
                return Err(format!("could not infer the type of result '{}'", r.name));
            }
            st.set_types(Var::Result(g), []);
        }
    }
    Ok(())
}

fn known(ctx: &Context, st: &FormatState<'_, '_>, v: Var) -> Option<Type> {
    match v {
        Var::Attr(i) => st.attrs[i as usize].and_then(|a| ctx.attr_type(a)),
        _ => st.first_type(v),
    }
}

/// Give `ty` to `v` if its types are still unknown; true when something changed.
fn fill(st: &mut FormatState<'_, '_>, spec: &OpSpec, v: Var, ty: Type) -> bool {
    match v {
        Var::Operand(i) if !st.is_known(i) => {
            let n = st.operand_count(i);
            st.set_types(v, std::iter::repeat(ty).take(n));
            true
        }
        Var::Result(i) if !st.is_known(64 + i) => {
            let n = if spec.results[i as usize].arity == Arity::Single { 1 } else { 0 };
            st.set_types(v, std::iter::repeat(ty).take(n));
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

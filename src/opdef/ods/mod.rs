//! The runtime side of Strata's op definitions (ODS).
//!
//! Each dialect declares its ops in a definition file (Strata's own in
//! `src/dialects/<dialect>/ops.ods`); the `strata-ods` crate, run by a build
//! script, compiles it into static [`OpSpec`] tables, typed op handles and
//! builders (see that crate for the definition language). The generated code
//! names this module's items, so they are public API for dialects defined
//! outside Strata as much as for Strata's own. This module interprets the
//! tables: the declarative assembly format
//! ([`parse`], [`print`]) and the invariants every op gets from its
//! definition ([`verify`]: operand/result/attribute constraints, counts and
//! type-equality traits).

pub mod constraints;
pub mod enums;
pub mod parse;
pub mod print;
pub mod verify;

use std::ops::Range;

use super::{OpDefinition, Registry, Traits};
use crate::ir::{AttrKind, Attribute, BlockId, Body, Context, Identifier, OpId, RegionId, StaticSlot, Type, ValueId};
pub use constraints::{AttrConstraint, TypeConstraint};
pub use parse::FormatState;

/// How many values an operand or result group holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Arity {
    Single,
    Optional,
    Variadic,
}

/// One operand or result group.
pub struct ValueSpec {
    pub name: &'static str,
    pub arity: Arity,
    pub constraint: &'static TypeConstraint,
    /// `VariadicOfVariadic`: the attribute that splits the group into sub-groups.
    pub segments: Option<&'static str>,
}

/// Whether an attribute must be present.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Presence {
    Required,
    Optional,
    /// Absent means this value (text understood by the constraint).
    Default(&'static str),
    /// Like `Default`, but an absent attribute stays absent instead of being
    /// filled in (upstream's `DefaultValuedOptionalAttr`).
    OptionalDefault(&'static str),
}

impl Presence {
    /// The text of the value an absent attribute stands for.
    pub fn default_text(self) -> Option<&'static str> {
        match self {
            Presence::Default(t) | Presence::OptionalDefault(t) => Some(t),
            _ => None,
        }
    }
}

/// One inherent attribute (stored as a property).
pub struct AttrSpec {
    pub name: &'static str,
    pub constraint: &'static AttrConstraint,
    pub presence: Presence,
    /// This attribute's own static slot (see [`Context::static_ident`]),
    /// which caches its name's identifier and its default value.
    pub slot: AttrSlot,
}

/// How an [`AttrSpec`] finds its static slot.
#[derive(Copy, Clone)]
pub enum AttrSlot {
    /// Numbered when Strata is built, below [`crate::ir::BUILD_SLOTS`]:
    /// the attributes of Strata's own dialects.
    Build(u16),
    /// Numbered on first use: the attributes of dialects defined outside
    /// Strata, whose build cannot know Strata's numbering.
    Lazy(&'static StaticSlot),
}

impl AttrSlot {
    /// The slot's number.
    #[inline]
    pub fn get(self) -> usize {
        match self {
            AttrSlot::Build(n) => n as usize,
            AttrSlot::Lazy(s) => s.get(),
        }
    }
}

include!(concat!(env!("OUT_DIR"), "/ods/slots.rs"));
const _: () = assert!(ATTR_SLOTS <= crate::ir::BUILD_SLOTS, "more op attributes than static slots");

impl AttrSpec {
    /// The identifier of the attribute's name.
    #[inline]
    pub fn ident(&self, ctx: &Context) -> Identifier {
        ctx.static_ident(self.slot.get(), self.name)
    }
}

/// One region group.
pub struct RegionSpec {
    pub name: &'static str,
    pub variadic: bool,
    /// Number of blocks the region must have (`SizedRegion<1>`), if fixed.
    pub blocks: Option<usize>,
}

/// One successor group.
pub struct SuccessorSpec {
    pub name: &'static str,
    pub variadic: bool,
    /// The operand group forwarded to the successor's block arguments; for a
    /// variadic successor, a `VariadicOfVariadic` group with one sub-group each.
    pub operands: Option<u8>,
}

/// A named value of an op definition, as format directives and traits refer to it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Var {
    Operand(u8),
    Result(u8),
    Attr(u8),
    Region(u8),
    Successor(u8),
}

/// Verification traits that relate several operands/results (checked in order).
pub enum Check {
    SameOperandsAndResultType,
    SameTypeOperands,
    SameOperandsAndResultShape,
    SameOperandsAndResultElementType,
    SameOperandsElementType,
    SameOperandsShape,
    /// `ElementwiseMappable`: non-scalar operands and results share one shape.
    Elementwise,
    AllTypesMatch(&'static [Var]),
    AllElementTypesMatch(&'static [Var]),
    AllShapesMatch(&'static [Var]),
    /// `to`'s type is `transform(from's type)`; `desc` is the failure message.
    TypesMatchWith {
        from: Var,
        to: Var,
        transform: fn(&Context, Type) -> Option<Type>,
        desc: &'static str,
    },
    /// A predicate on operand and result types; `desc` is the failure message.
    Pred {
        check: fn(&Context, &[Type], &[Type]) -> bool,
        desc: &'static str,
    },
    /// The op must be nested directly in one of these ops.
    HasParent(&'static [&'static str]),
}

/// Result types computed from operand types and attributes (`InferTypeOpInterface`).
pub type InferFn = fn(&Context, &InferInput<'_>) -> Result<Vec<Type>, String>;
/// Suggested result names (`OpAsmOpInterface::getAsmResultNames`): one per result, `None` for a number.
pub type NamesFn = fn(&Context, &Body, OpId) -> Vec<Option<String>>;

/// What an inference function sees while an op is parsed or built.
pub struct InferInput<'a> {
    pub operand_types: &'a [Type],
    pub attrs: &'a [(&'static str, Attribute)],
}

impl InferInput<'_> {
    pub fn attr(&self, name: &str) -> Option<Attribute> {
        self.attrs.iter().find(|(k, _)| *k == name).map(|(_, a)| *a)
    }
}

/// Everything a definition file says about one op.
pub struct OpSpec {
    pub name: &'static str,
    pub traits: Traits,
    pub checks: &'static [Check],
    pub operands: &'static [ValueSpec],
    pub results: &'static [ValueSpec],
    pub attrs: &'static [AttrSpec],
    pub regions: &'static [RegionSpec],
    pub successors: &'static [SuccessorSpec],
    /// Operand groups are sized by the `operandSegmentSizes` property.
    pub operand_segments: bool,
    /// Result groups are sized by the `resultSegmentSizes` property.
    pub result_segments: bool,
    /// `SingleBlockImplicitTerminator`: the terminator formats leave implicit.
    pub implicit_terminator: Option<&'static str>,
    pub format: Option<&'static [parse::Item]>,
    /// The attributes the format prints itself, bit `i` for `attrs[i]`
    /// ([`print::format_attr_mask`]; an op has at most 64).
    pub format_attrs: u64,
    pub infer: Option<InferFn>,
    /// The op's own (hand-written) parts of the definition.
    pub def: OpDefinition,
}

/// Register every op of a dialect.
pub fn register_all(r: &mut Registry, specs: &[&'static OpSpec]) {
    for s in specs {
        r.add_spec(s);
    }
}

/// An inherent attribute of `op`: from the properties, or the attribute dictionary.
/// `name` is its text or, faster, its identifier (`static_ident!` for a literal).
pub fn attr(ctx: &Context, body: &Body, op: OpId, name: impl AttrName) -> Option<Attribute> {
    let data = body.op(op);
    data.properties.and_then(|p| name.find(ctx, p)).or_else(|| name.find(ctx, data.attributes))
}

/// How [`attr`] finds a name in a dictionary.
pub trait AttrName: Copy {
    fn find(self, ctx: &Context, dict: Attribute) -> Option<Attribute>;
}

impl AttrName for &str {
    fn find(self, ctx: &Context, dict: Attribute) -> Option<Attribute> {
        ctx.dict_get(dict, self)
    }
}

impl AttrName for Identifier {
    fn find(self, ctx: &Context, dict: Attribute) -> Option<Attribute> {
        ctx.dict_get_id(dict, self)
    }
}

/// The value of the op definition's attribute `spec` on `op`.
#[inline]
pub fn spec_attr(ctx: &Context, body: &Body, op: OpId, spec: &AttrSpec) -> Option<Attribute> {
    attr(ctx, body, op, spec.ident(ctx))
}

/// The `operandSegmentSizes` identifier.
pub fn operand_segments_ident(ctx: &Context) -> Identifier {
    crate::static_ident!(ctx, "operandSegmentSizes")
}

/// Give the op being parsed the `operandSegmentSizes` property `sizes`.
pub fn set_operand_segments(ctx: &Context, b: &mut crate::syntax::parser::OpBuilder, sizes: &[usize]) {
    b.set_property(operand_segments_ident(ctx), segment_sizes(ctx, sizes));
}

/// The `resultSegmentSizes` identifier.
pub fn result_segments_ident(ctx: &Context) -> Identifier {
    crate::static_ident!(ctx, "resultSegmentSizes")
}

/// The i32 elements of a `array<i32: ...>` attribute.
pub fn i32_array(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    i32_elements(ctx, a).map(Iterator::collect)
}

/// The i32 elements of a `array<i32: ...>` attribute, read in place.
pub(super) fn i32_elements(ctx: &Context, a: Attribute) -> Option<impl ExactSizeIterator<Item = i64> + Clone + '_> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { element, values } if ctx.int_info(*element).is_some_and(|(w, _)| w == 32) => {
            Some(values.iter().map(|&v| i64::from(v as u32 as i32)))
        }
        _ => None,
    }
}

/// Turn the start offsets of value groups into their sizes.
pub fn finish_sizes(starts: &mut [usize], total: usize) {
    for i in 0..starts.len() {
        let end = starts.get(i + 1).copied().unwrap_or(total);
        starts[i] = end - starts[i];
    }
}

/// An `array<i32: ...>` of segment sizes.
pub fn segment_sizes(ctx: &Context, sizes: &[usize]) -> Attribute {
    let values = sizes.iter().map(|&s| s as u128).collect();
    ctx.attr(AttrKind::DenseArray { element: ctx.integer_type(32), values })
}

/// The sizes of an op's value groups; ops have few groups.
pub type GroupSizes = smallvec::SmallVec<[usize; 8]>;

/// The types of an op's operands or results, or of one of their groups:
/// a few, kept on the stack (the verifier and the format printer collect
/// them for every op).
pub(crate) type Types = smallvec::SmallVec<[Type; 4]>;

/// The types of `values`.
pub(crate) fn value_types(body: &Body, values: &[ValueId]) -> Types {
    values.iter().map(|&v| body.value_type(v)).collect()
}

/// Sizes of each group given the total count: one per group, with the
/// variadic/optional groups taking the rest (or the segment sizes attribute).
pub fn group_sizes(
    ctx: &Context,
    groups: &[ValueSpec],
    total: usize,
    segments: Option<Attribute>,
) -> Result<GroupSizes, String> {
    if let Some(seg) = segments {
        let sizes = i32_elements(ctx, seg).ok_or("segment sizes must be an array<i32>")?;
        if sizes.len() != groups.len() || sizes.clone().any(|s| s < 0) {
            return Err(format!("expects {} non-negative segment sizes", groups.len()));
        }
        return Ok(sizes.map(|s| s as usize).collect());
    }
    let each = flexible_group_size(groups, total).ok_or_else(String::new)?;
    Ok(groups.iter().map(|g| if g.arity == Arity::Single { 1 } else { each }).collect())
}

/// Without segment sizes: how many of `total` values each optional or
/// variadic group holds (fixed groups hold one); `None` when they cannot
/// be shared out.
pub(super) fn flexible_group_size(groups: &[ValueSpec], total: usize) -> Option<usize> {
    let fixed = groups.iter().filter(|g| g.arity == Arity::Single).count();
    let flexible = groups.len() - fixed;
    if total < fixed || (flexible == 0 && total != fixed) {
        return None;
    }
    let rest = total - fixed;
    if flexible > 1 && rest != 0 && rest % flexible != 0 {
        return None;
    }
    Some(rest.checked_div(flexible).unwrap_or(0))
}

/// Region and successor groups: each fixed group holds one, the variadic
/// groups share the rest. The range of group `g` among `total` (empty when
/// there are too few).
fn flexible_range(variadic: impl Iterator<Item = bool> + Clone, total: usize, g: usize) -> Range<usize> {
    let fixed = variadic.clone().filter(|v| !v).count();
    let extra = total.saturating_sub(fixed);
    let size = |v: bool| if v { extra } else { 1 };
    let start: usize = variadic.clone().take(g).map(size).sum();
    let end = start + variadic.clone().nth(g).map_or(0, size);
    if end <= total {
        start..end
    } else {
        0..0
    }
}

/// The range of values group `index` covers among `total` values.
pub fn group_range(
    ctx: &Context,
    groups: &[ValueSpec],
    total: usize,
    segments: Option<Attribute>,
    index: usize,
) -> Range<usize> {
    if segments.is_none() {
        // As many values as groups: fixed groups hold one each, and the
        // flexible ones share the rest evenly, one each too.
        if total == groups.len() {
            return index..index + 1;
        }
        // The common case, without building the list of sizes.
        let Some(each) = flexible_group_size(groups, total) else { return 0..0 };
        let size = |g: &ValueSpec| if g.arity == Arity::Single { 1 } else { each };
        let start: usize = groups[..index].iter().map(size).sum();
        return start..start + size(&groups[index]);
    }
    // Read the sizes in place; sizes that do not fit the groups give none.
    let Some(sizes) = segments.and_then(|seg| i32_elements(ctx, seg)) else { return 0..0 };
    if sizes.len() != groups.len() {
        return 0..0;
    }
    let (mut start, mut size) = (0, 0);
    for (g, n) in sizes.enumerate() {
        if n < 0 {
            return 0..0;
        }
        match g.cmp(&index) {
            std::cmp::Ordering::Less => start += n as usize,
            std::cmp::Ordering::Equal => size = n as usize,
            std::cmp::Ordering::Greater => {}
        }
    }
    // Sizes that claim more values than the op has (a corrupt bytecode
    // file; the verifier reports them) give none.
    if start + size > total {
        return 0..0;
    }
    start..start + size
}

impl OpSpec {
    /// The `operandSegmentSizes` property of `op`, when the definition
    /// sizes the operand groups by it.
    pub fn operand_segments_attr(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
        self.operand_segments.then(|| attr(ctx, body, op, operand_segments_ident(ctx))).flatten()
    }
    /// The `resultSegmentSizes` property of `op`, when the definition
    /// sizes the result groups by it.
    pub fn result_segments_attr(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
        self.result_segments.then(|| attr(ctx, body, op, result_segments_ident(ctx))).flatten()
    }
    /// Operand values of group `index` of `op`.
    pub fn operand_group<'b>(&self, ctx: &Context, body: &'b Body, op: OpId, index: usize) -> &'b [ValueId] {
        let all = body.operands(op);
        let seg = self.operand_segments_attr(ctx, body, op);
        &all[group_range(ctx, self.operands, all.len(), seg, index)]
    }
    /// Operand values of every group of `op`, in order: what
    /// [`OpSpec::operand_group`] gives for each, with the segment sizes
    /// looked up once.
    pub fn operand_groups<'b>(
        &self,
        ctx: &Context,
        body: &'b Body,
        op: OpId,
    ) -> smallvec::SmallVec<[&'b [ValueId]; 4]> {
        let all = body.operands(op);
        let seg = self.operand_segments_attr(ctx, body, op);
        (0..self.operands.len()).map(|g| &all[group_range(ctx, self.operands, all.len(), seg, g)]).collect()
    }
    /// Result values of group `index` of `op`.
    pub fn result_group<'b>(&self, ctx: &Context, body: &'b Body, op: OpId, index: usize) -> &'b [ValueId] {
        let all = body.results(op);
        let seg = self.result_segments_attr(ctx, body, op);
        &all[group_range(ctx, self.results, all.len(), seg, index)]
    }
    /// Operand values of group `index` split into its `VariadicOfVariadic`
    /// sub-groups; `None` when the sizes attribute is missing or does not add up.
    pub fn operand_sub_groups<'b>(
        &self,
        ctx: &Context,
        body: &'b Body,
        op: OpId,
        index: usize,
    ) -> Option<Vec<&'b [ValueId]>> {
        let all = self.operand_group(ctx, body, op, index);
        let sizes = i32_array(ctx, attr(ctx, body, op, self.operands[index].segments?)?)?;
        if sizes.iter().any(|&s| s < 0) || sizes.iter().sum::<i64>() != all.len() as i64 {
            return None;
        }
        let mut start = 0;
        Some(
            sizes
                .iter()
                .map(|&n| {
                    let group = &all[start..start + n as usize];
                    start += n as usize;
                    group
                })
                .collect(),
        )
    }
    /// Each successor of `op` with the operands forwarded to it (empty when
    /// its definition names none).
    pub fn successor_operands<'b>(&self, ctx: &Context, body: &'b Body, op: OpId) -> Vec<(BlockId, &'b [ValueId])> {
        let mut out = Vec::new();
        for (i, s) in self.successors.iter().enumerate() {
            let blocks = self.successor_group(body, op, i);
            let groups: Vec<&[ValueId]> = match s.operands.map(usize::from) {
                None => vec![&[]; blocks.len()],
                Some(g) if s.variadic => {
                    self.operand_sub_groups(ctx, body, op, g).unwrap_or_else(|| vec![&[]; blocks.len()])
                }
                Some(g) => vec![self.operand_group(ctx, body, op, g)],
            };
            out.extend(blocks.iter().copied().zip(groups.into_iter().chain(std::iter::repeat(&[][..]))));
        }
        out
    }
    /// Regions of group `g` of `op`.
    pub fn region_group<'b>(&self, body: &'b Body, op: OpId, g: usize) -> &'b [RegionId] {
        let all = &body.op(op).regions;
        &all[flexible_range(self.regions.iter().map(|r| r.variadic), all.len(), g)]
    }
    /// Successors of group `g` of `op`.
    pub fn successor_group<'b>(&self, body: &'b Body, op: OpId, g: usize) -> &'b [BlockId] {
        let all = &body.op(op).successors;
        &all[flexible_range(self.successors.iter().map(|s| s.variadic), all.len(), g)]
    }
    /// Index of the attribute named `name` in the definition.
    pub fn attr_index(&self, name: &str) -> Option<usize> {
        self.attrs.iter().position(|a| a.name == name)
    }
    /// The value an absent attribute stands for.
    pub fn default_attr(&self, ctx: &Context, index: usize) -> Option<Attribute> {
        let attrs: &'static [AttrSpec] = self.attrs;
        let spec = &attrs[index];
        let text = spec.presence.default_text()?;
        ctx.static_attr(spec.slot.get(), || (spec.constraint.default)(ctx, text))
    }
}

/// Set inherent attribute `name` of `op` (a property when the op keeps
/// properties, else an entry of its attribute dictionary).
pub fn set_attr(ctx: &Context, body: &mut Body, op: OpId, name: &str, value: Attribute) {
    let ident = ctx.ident(name);
    let replace = |dict: Attribute| {
        let mut entries: Vec<_> = ctx.dict_entries(dict).iter().filter(|(k, _)| *k != ident).copied().collect();
        entries.push((ident, value));
        ctx.dictionary(entries)
    };
    let data = body.op_mut(op);
    match data.properties {
        Some(p) => data.properties = Some(replace(p)),
        None if ctx.dict_get(data.attributes, name).is_some() => data.attributes = replace(data.attributes),
        None => data.properties = Some(replace(ctx.empty_dictionary())),
    }
}

/// The branch view of an op whose successors forward operands to their
/// block arguments (upstream's `BranchOpInterface`).
impl OpSpec {
    /// Whether the definition names operands forwarded to successors.
    pub fn is_branch(&self) -> bool {
        self.successors.iter().any(|s| s.operands.is_some())
    }

    /// Per successor of `op`, the operand indices forwarded to it; `None`
    /// when the op's segment attributes are inconsistent.
    pub fn successor_operand_ranges(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Range<usize>>> {
        let total = body.operands(op).len();
        let seg = self.operand_segments_attr(ctx, body, op);
        let sizes = group_sizes(ctx, self.operands, total, seg).ok()?;
        let start_of = |g: usize| sizes[..g].iter().sum::<usize>();
        let mut out = Vec::new();
        for (i, s) in self.successors.iter().enumerate() {
            let blocks = self.successor_group(body, op, i).len();
            match s.operands.map(usize::from) {
                None => out.extend((0..blocks).map(|_| 0..0)),
                Some(g) if s.variadic => {
                    let sub = i32_array(ctx, attr(ctx, body, op, self.operands[g].segments?)?)?;
                    let mut at = start_of(g);
                    for n in sub {
                        out.push(at..at + n as usize);
                        at += n as usize;
                    }
                }
                Some(g) => out.push(start_of(g)..start_of(g) + sizes[g]),
            }
        }
        Some(out)
    }

    /// Remove operand `index` of `op`, shrinking the segment attributes that
    /// size its group.
    pub fn erase_operand(&self, ctx: &Context, body: &mut Body, op: OpId, index: usize) {
        let total = body.operands(op).len();
        let seg = self.operand_segments_attr(ctx, body, op);
        let Ok(mut sizes) = group_sizes(ctx, self.operands, total, seg) else { return };
        let mut start = 0;
        let Some(g) = sizes.iter().position(|&n| {
            start += n;
            index < start
        }) else {
            return;
        };
        let group_start = start - sizes[g];
        if let Some(sub_name) = self.operands[g].segments {
            if let Some(mut sub) = attr(ctx, body, op, sub_name).and_then(|a| i32_array(ctx, a)) {
                let mut at = group_start;
                for n in sub.iter_mut() {
                    if index < at + *n as usize {
                        *n -= 1;
                        break;
                    }
                    at += *n as usize;
                }
                let sub: Vec<usize> = sub.iter().map(|&n| n as usize).collect();
                set_attr(ctx, body, op, sub_name, segment_sizes(ctx, &sub));
            }
        }
        if self.operand_segments {
            sizes[g] -= 1;
            set_attr(ctx, body, op, "operandSegmentSizes", segment_sizes(ctx, &sizes));
        }
        let mut operands = body.operands(op).to_vec();
        operands.remove(index);
        body.set_operands(op, operands);
    }
}

impl OpSpec {
    /// Append `values` to the operands forwarded to successor `succ` of `op`.
    pub fn append_successor_operands(&self, ctx: &Context, body: &mut Body, op: OpId, succ: usize, values: &[ValueId]) {
        let Some(ranges) = self.successor_operand_ranges(ctx, body, op) else { return };
        let Some(range) = ranges.get(succ).cloned() else { return };
        // The successor's operand group (and sub-group) grows by values.len().
        let mut group = None;
        let mut index = 0;
        for (i, s) in self.successors.iter().enumerate() {
            let n = self.successor_group(body, op, i).len();
            if succ < index + n {
                group = s.operands.map(|g| (usize::from(g), succ - index, s.variadic));
                break;
            }
            index += n;
        }
        let Some((g, sub_index, variadic)) = group else { return };
        let total = body.operands(op).len();
        let seg = self.operand_segments_attr(ctx, body, op);
        let Ok(mut sizes) = group_sizes(ctx, self.operands, total, seg) else { return };
        if variadic {
            if let Some(name) = self.operands[g].segments {
                if let Some(mut sub) = attr(ctx, body, op, name).and_then(|a| i32_array(ctx, a)) {
                    sub[sub_index] += values.len() as i64;
                    let sub: Vec<usize> = sub.iter().map(|&n| n as usize).collect();
                    set_attr(ctx, body, op, name, segment_sizes(ctx, &sub));
                }
            }
        }
        if self.operand_segments {
            sizes[g] += values.len();
            set_attr(ctx, body, op, "operandSegmentSizes", segment_sizes(ctx, &sizes));
        }
        let mut operands = body.operands(op).to_vec();
        operands.splice(range.end..range.end, values.iter().copied());
        body.set_operands(op, operands);
    }
}

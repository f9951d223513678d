//! The llvm dialect's metadata attributes that have parameters: loop
//! annotations (`#llvm.loop_annotation<...>` and its parts
//! `#llvm.loop_vectorize<...>`, ...), access groups, alias scopes and
//! their domains, and TBAA nodes and tags. Each is a [`MetadataAttr`], a
//! dialect attribute value (`ir::DialectAttrStorage`): one kind from
//! [`KINDS`] and its parameters, written in the kind's [`Format`], mostly
//! upstream's `<struct(params)>`: `name = value` in any order when parsed,
//! in the declaration order when printed, absent ones left out. The
//! printer hoists most into aliases named like their mnemonic
//! (`#loop_unroll`), as upstream's `OpAsmDialectInterface` does, and code
//! generation reads the parameters to write `!llvm.loop`, `!tbaa`,
//! `!alias.scope` and `!noalias` metadata.

use crate::ir::{AttrKind, Attribute, Context, DialectAsmPrinter, DialectAttrStorage};
use crate::opdef::ods::enums::BitEnum;
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{Nesting, PResult, Parser};

/// What a parameter holds, and so how it parses.
#[derive(Clone, Copy)]
pub enum ParamKind {
    /// `true` or `false`.
    Bool,
    /// An integer attribute of any type (`4 : i32`; `4` is an `i64`).
    Int,
    /// Another metadata attribute, of one of the kinds with these
    /// mnemonics (upstream's C++ class for errors second); written in
    /// full, as an alias, or, when there is one kind, stripped
    /// (`<count = 4 : i32>`).
    Nested(&'static [&'static str], &'static str),
    /// A fused location (`loc(fused<...>[...])`).
    FusedLoc,
    /// A comma-separated list of at least one such metadata attribute
    /// (the C++ element class second), in braces when the flag is set.
    List(&'static [&'static str], &'static str, bool),
    /// A `distinct[N]<...>` attribute.
    Distinct,
    /// A string attribute.
    Str,
    /// A plain unsigned integer (`offset = 4`), held as an `i64` attribute.
    U64,
    /// A plain `true`/`false` that defaults to false and is then not printed.
    Flag,
    /// A plain `true`/`false` that is always printed.
    PlainBool,
    /// A plain unsigned integer printed whenever present, zero included.
    OptU64,
    /// Any attribute, printed in full (`count = 4 : i64`).
    AnyAttr,
    /// A DWARF keyword with this prefix (`DW_TAG_`), and upstream's name of
    /// it for errors (`tag`); held as a string attribute.
    Dwarf(&'static str, &'static str),
    /// One of these keywords, with upstream's description and C++ type for
    /// errors; held as a string attribute.
    Keyword(&'static [&'static str], &'static str, &'static str),
    /// Flags joined by `|` (a string when more than one), of this enum and
    /// with this description for errors; held as an `i64` attribute.
    Flags(&'static BitEnum, &'static str),
    /// The operations of a DWARF expression, `[DW_OP_a, DW_OP_b(1, 2)]`,
    /// each held as a string attribute.
    ExprOps,
}

impl std::fmt::Debug for ParamKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ParamKind")
    }
}

/// How a kind's parameters are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// `<` name `=` value, ... `>`, in any order, absent ones left out.
    Struct,
    /// As `Struct`, but the whole `<...>` is left out when nothing is present.
    OptionalStruct,
    /// `<` name `=` value, ... `>`, every parameter, in order.
    Keyed,
    /// `<` value sep value ... `>`, every parameter, in order (`sep` is
    /// `,` or a keyword such as `in`).
    Positional(&'static str),
    /// `<` `[` value `]` `>` or `<>`: an optional bracketed first parameter.
    Bracketed,
}

/// One kind of metadata attribute: its mnemonic, upstream's class name
/// (for the follow-up of parse errors), its parameters in order, which of
/// them a struct must have, how they are written and whether the printer
/// gives it an alias.
#[derive(Debug)]
pub struct MetadataKind {
    pub mnemonic: &'static str,
    pub class: &'static str,
    pub params: &'static [(&'static str, ParamKind)],
    pub required: &'static [&'static str],
    pub format: Format,
    pub alias: bool,
}

/// A loop annotation part: a struct of optional parameters, aliased.
const fn part(
    mnemonic: &'static str,
    class: &'static str,
    params: &'static [(&'static str, ParamKind)],
) -> MetadataKind {
    MetadataKind { mnemonic, class, params, required: &[], format: Format::Struct, alias: true }
}

use ParamKind::*;

const ANNOTATION: &str = "loop_annotation";

/// Every metadata attribute kind Strata models.
pub static KINDS: &[MetadataKind] = &[
    part(
        "loop_vectorize",
        "LoopVectorizeAttr",
        &[
            ("disable", Bool),
            ("predicateEnable", Bool),
            ("scalableEnable", Bool),
            ("width", Int),
            ("followupVectorized", Nested(&[ANNOTATION], "LoopAnnotationAttr")),
            ("followupEpilogue", Nested(&[ANNOTATION], "LoopAnnotationAttr")),
            ("followupAll", Nested(&[ANNOTATION], "LoopAnnotationAttr")),
        ],
    ),
    part("loop_interleave", "LoopInterleaveAttr", &[("count", Int)]),
    part(
        "loop_unroll",
        "LoopUnrollAttr",
        &[
            ("disable", Bool),
            ("count", Int),
            ("runtimeDisable", Bool),
            ("full", Bool),
            ("followupUnrolled", Nested(&[ANNOTATION], "LoopAnnotationAttr")),
            ("followupRemainder", Nested(&[ANNOTATION], "LoopAnnotationAttr")),
            ("followupAll", Nested(&[ANNOTATION], "LoopAnnotationAttr")),
        ],
    ),
    part(
        "loop_unroll_and_jam",
        "LoopUnrollAndJamAttr",
        &[
            ("disable", Bool),
            ("count", Int),
            ("followupOuter", Nested(&[ANNOTATION], "LoopAnnotationAttr")),
            ("followupInner", Nested(&[ANNOTATION], "LoopAnnotationAttr")),
            ("followupRemainderOuter", Nested(&[ANNOTATION], "LoopAnnotationAttr")),
            ("followupRemainderInner", Nested(&[ANNOTATION], "LoopAnnotationAttr")),
            ("followupAll", Nested(&[ANNOTATION], "LoopAnnotationAttr")),
        ],
    ),
    part("loop_licm", "LoopLICMAttr", &[("disable", Bool), ("versioningDisable", Bool)]),
    part(
        "loop_distribute",
        "LoopDistributeAttr",
        &[
            ("disable", Bool),
            ("followupCoincident", Nested(&[ANNOTATION], "LoopAnnotationAttr")),
            ("followupSequential", Nested(&[ANNOTATION], "LoopAnnotationAttr")),
            ("followupFallback", Nested(&[ANNOTATION], "LoopAnnotationAttr")),
            ("followupAll", Nested(&[ANNOTATION], "LoopAnnotationAttr")),
        ],
    ),
    part("loop_pipeline", "LoopPipelineAttr", &[("disable", Bool), ("initiationinterval", Int)]),
    part("loop_peeled", "LoopPeeledAttr", &[("count", Int)]),
    part("loop_unswitch", "LoopUnswitchAttr", &[("partialDisable", Bool)]),
    part(
        ANNOTATION,
        "LoopAnnotationAttr",
        &[
            ("disableNonforced", Bool),
            ("vectorize", Nested(&["loop_vectorize"], "LoopVectorizeAttr")),
            ("interleave", Nested(&["loop_interleave"], "LoopInterleaveAttr")),
            ("unroll", Nested(&["loop_unroll"], "LoopUnrollAttr")),
            ("unrollAndJam", Nested(&["loop_unroll_and_jam"], "LoopUnrollAndJamAttr")),
            ("licm", Nested(&["loop_licm"], "LoopLICMAttr")),
            ("distribute", Nested(&["loop_distribute"], "LoopDistributeAttr")),
            ("pipeline", Nested(&["loop_pipeline"], "LoopPipelineAttr")),
            ("peeled", Nested(&["loop_peeled"], "LoopPeeledAttr")),
            ("unswitch", Nested(&["loop_unswitch"], "LoopUnswitchAttr")),
            ("mustProgress", Bool),
            ("isVectorized", Bool),
            ("startLoc", FusedLoc),
            ("endLoc", FusedLoc),
            ("parallelAccesses", List(&["access_group"], "AccessGroupAttr", false)),
        ],
    ),
    part("access_group", "LLVM_AccessGroupAttr", &[("id", Distinct)]),
    MetadataKind {
        mnemonic: "alias_scope_domain",
        class: "LLVM_AliasScopeDomainAttr",
        params: &[("id", Distinct), ("description", Str)],
        required: &["id"],
        format: Format::Struct,
        alias: true,
    },
    MetadataKind {
        mnemonic: "alias_scope",
        class: "LLVM_AliasScopeAttr",
        params: &[
            ("id", Distinct),
            ("domain", Nested(&["alias_scope_domain"], "AliasScopeDomainAttr")),
            ("description", Str),
        ],
        required: &["id", "domain"],
        format: Format::Struct,
        alias: true,
    },
    MetadataKind {
        mnemonic: "tbaa_root",
        class: "LLVM_TBAARootAttr",
        params: &[("id", Str)],
        required: &[],
        format: Format::OptionalStruct,
        alias: true,
    },
    MetadataKind {
        mnemonic: "tbaa_member",
        class: "LLVM_TBAAMemberAttr",
        params: &[("typeDesc", Nested(&["tbaa_root", "tbaa_type_desc"], "TBAANodeAttr")), ("offset", U64)],
        required: &[],
        format: Format::Positional(","),
        alias: false,
    },
    MetadataKind {
        mnemonic: "tbaa_type_desc",
        class: "LLVM_TBAATypeDescriptorAttr",
        params: &[("id", Str), ("members", List(&["tbaa_member"], "TBAAMemberAttr", true))],
        required: &[],
        format: Format::Keyed,
        alias: true,
    },
    MetadataKind {
        mnemonic: "tbaa_tag",
        class: "LLVM_TBAATagAttr",
        params: &[
            ("base_type", Nested(&["tbaa_type_desc"], "TBAATypeDescriptorAttr")),
            ("access_type", Nested(&["tbaa_type_desc"], "TBAATypeDescriptorAttr")),
            ("offset", U64),
            ("constant", Flag),
        ],
        required: &["base_type", "access_type", "offset"],
        format: Format::Struct,
        alias: true,
    },
];

/// The mnemonics of [`KINDS`], for the registry's attribute parser.
pub static MNEMONICS: &[&str] = &[
    "loop_vectorize",
    "loop_interleave",
    "loop_unroll",
    "loop_unroll_and_jam",
    "loop_licm",
    "loop_distribute",
    "loop_pipeline",
    "loop_peeled",
    "loop_unswitch",
    ANNOTATION,
    "access_group",
    "alias_scope_domain",
    "alias_scope",
    "tbaa_root",
    "tbaa_member",
    "tbaa_type_desc",
    "tbaa_tag",
];

/// The kind named `mnemonic`, among these and the debug info kinds.
pub fn find_kind(mnemonic: &str) -> Option<&'static MetadataKind> {
    KINDS.iter().chain(super::debug_info::DI_KINDS).find(|k| k.mnemonic == mnemonic)
}

/// A parameter's value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ParamValue {
    Attr(Attribute),
    List(Vec<Attribute>),
}

/// A metadata attribute: its kind and a value for each parameter that is
/// present.
#[derive(Debug)]
pub struct MetadataAttr {
    kind: &'static MetadataKind,
    params: Vec<Option<ParamValue>>,
}

/// Kinds are compared by mnemonic, which is unique.
impl PartialEq for MetadataAttr {
    fn eq(&self, other: &Self) -> bool {
        self.kind.mnemonic == other.kind.mnemonic && self.params == other.params
    }
}

impl Eq for MetadataAttr {}

impl std::hash::Hash for MetadataAttr {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.kind.mnemonic.hash(state);
        self.params.hash(state);
    }
}

impl MetadataAttr {
    pub fn kind(&self) -> &'static MetadataKind {
        self.kind
    }

    /// The value of parameter `name`, if present.
    pub fn param(&self, name: &str) -> Option<&ParamValue> {
        let i = self.kind().params.iter().position(|(n, _)| *n == name)?;
        self.params[i].as_ref()
    }

    /// The attribute parameter `name`, if present.
    pub fn attr(&self, name: &str) -> Option<Attribute> {
        match self.param(name)? {
            ParamValue::Attr(a) => Some(*a),
            ParamValue::List(_) => None,
        }
    }

    /// The list parameter `name`; empty if absent.
    pub fn list(&self, name: &str) -> &[Attribute] {
        match self.param(name) {
            Some(ParamValue::List(l)) => l,
            _ => &[],
        }
    }

    /// The present parameters in declaration order.
    pub fn present(&self) -> impl Iterator<Item = (&'static str, &ParamValue)> {
        self.kind().params.iter().zip(&self.params).filter_map(|((n, _), v)| v.as_ref().map(|v| (*n, v)))
    }

    /// Build one from its mnemonic and `(name, value)` parameters.
    pub fn build(ctx: &Context, mnemonic: &str, values: Vec<(&str, ParamValue)>) -> Option<Attribute> {
        let kind = find_kind(mnemonic)?;
        let mut params = vec![None; kind.params.len()];
        for (name, v) in values {
            let i = kind.params.iter().position(|(n, _)| *n == name)?;
            params[i] = Some(v);
        }
        Some(ctx.intern_dialect_attr(MetadataAttr { kind, params }))
    }
}

/// The metadata attribute `a` is, if it is one of kind `mnemonic`.
pub fn metadata_of<'c>(ctx: &'c Context, a: Attribute, mnemonic: &str) -> Option<&'c MetadataAttr> {
    ctx.dialect_attr::<MetadataAttr>(a).filter(|m| m.kind().mnemonic == mnemonic)
}

impl DialectAttrStorage for MetadataAttr {
    const DIALECT: &'static str = "llvm";

    fn mnemonic(&self) -> &'static str {
        self.kind().mnemonic
    }

    /// The parameters in the kind's [`Format`].
    fn print(&self, p: &mut dyn DialectAsmPrinter<'_>) {
        let k = self.kind();
        if k.format == Format::OptionalStruct && self.present().next().is_none() {
            return;
        }
        p.out().push('<');
        let sep = match k.format {
            Format::Positional(",") => ", ".to_string(),
            Format::Positional(word) => format!(" {word} "),
            _ => ", ".to_string(),
        };
        for (i, (name, value)) in self.present().enumerate() {
            if i > 0 {
                p.out().push_str(&sep);
            }
            if !matches!(k.format, Format::Positional(_) | Format::Bracketed) {
                p.out().push_str(name);
                p.out().push_str(" = ");
            }
            let kind = k.params.iter().find(|(n, _)| *n == name).map(|(_, kind)| *kind);
            match (value, kind) {
                (ParamValue::Attr(a), Some(U64 | OptU64)) => {
                    let text = match p.context().attr_kind(*a) {
                        AttrKind::Integer { value, .. } => value.to_string(),
                        _ => String::new(),
                    };
                    p.out().push_str(&text);
                }
                (ParamValue::Attr(_), Some(Flag)) => p.out().push_str("true"),
                (ParamValue::Attr(a), Some(PlainBool)) => {
                    let on = matches!(p.context().attr_kind(*a), AttrKind::Integer { value, .. } if *value != 0.into());
                    p.out().push_str(if on { "true" } else { "false" });
                }
                (ParamValue::Attr(a), Some(Dwarf(..) | Keyword(..))) => {
                    let word = p.context().as_string(*a).map(|w| String::from_utf8_lossy(w).into_owned());
                    p.out().push_str(&word.unwrap_or_default());
                }
                (ParamValue::Attr(a), Some(Flags(e, _))) => {
                    let bits = match p.context().attr_kind(*a) {
                        AttrKind::Integer { value, .. } => u64::try_from(value).unwrap_or(0),
                        _ => 0,
                    };
                    let text = flags_text(e, bits);
                    if text.contains('|') {
                        p.print_string(text.as_bytes());
                    } else {
                        p.out().push_str(&text);
                    }
                }
                (ParamValue::Attr(a), Some(AnyAttr)) => p.print_attribute(*a),
                (ParamValue::List(items), Some(ExprOps)) => {
                    p.out().push('[');
                    for (j, a) in items.iter().enumerate() {
                        if j > 0 {
                            p.out().push_str(", ");
                        }
                        let op = p.context().as_string(*a).map(|w| String::from_utf8_lossy(w).into_owned());
                        p.out().push_str(&op.unwrap_or_default());
                    }
                    p.out().push(']');
                }
                // An attribute of one kind prints stripped; one of several
                // kinds (an interface upstream) in full.
                (ParamValue::Attr(a), Some(Nested(kinds, _))) if kinds.len() > 1 => p.print_attribute(*a),
                (ParamValue::Attr(a), _) => p.print_stripped_attribute(*a),
                (ParamValue::List(items), kind) => {
                    let braces = matches!(kind, Some(List(_, _, true)));
                    if braces {
                        p.out().push('{');
                    }
                    let stripped = !matches!(kind, Some(List(kinds, ..)) if kinds.len() > 1);
                    for (j, a) in items.iter().enumerate() {
                        if j > 0 {
                            p.out().push_str(", ");
                        }
                        if stripped {
                            p.print_stripped_attribute(*a);
                        } else {
                            p.print_attribute(*a);
                        }
                    }
                    if braces {
                        p.out().push('}');
                    }
                }
            }
        }
        p.out().push('>');
    }

    fn walk_attrs(&self, f: &mut dyn FnMut(Attribute)) {
        for (_, v) in self.present() {
            match v {
                ParamValue::Attr(a) => f(*a),
                ParamValue::List(items) => items.iter().for_each(|a| f(*a)),
            }
        }
    }

    fn alias(&self) -> Option<&'static str> {
        self.kind().alias.then_some(self.kind().mnemonic)
    }
}

/// The registry's parser hook, at the mnemonic of one of [`MNEMONICS`].
pub fn parse(p: &mut Parser<'_>) -> PResult<Attribute> {
    let at = p.offset();
    let word = p.parse_keyword()?;
    let kind =
        find_kind(word).ok_or_else(|| p.error_at(at, format!("unknown attribute `{word}` in dialect `llvm`")))?;
    parse_params(p, kind)
}

/// The parameters of kind `kind`, from its `<` (absent for an optional struct).
fn parse_params(p: &mut Parser<'_>, k: &'static MetadataKind) -> PResult<Attribute> {
    let mut params: Vec<Option<ParamValue>> = vec![None; k.params.len()];
    if k.format == Format::OptionalStruct && !p.is(TokenKind::Less) {
        return Ok(p.ctx.intern_dialect_attr(MetadataAttr { kind: k, params }));
    }
    p.expect(TokenKind::Less, "'<'")?;
    match k.format {
        Format::Struct | Format::OptionalStruct => parse_struct(p, k, &mut params)?,
        Format::Keyed | Format::Positional(_) => {
            for slot in 0..k.params.len() {
                match k.format {
                    Format::Positional(",") | Format::Keyed if slot > 0 => {
                        p.expect(TokenKind::Comma, "','")?;
                    }
                    Format::Positional(word) if slot > 0 => p.expect_keyword(word)?,
                    _ => {}
                }
                if k.format == Format::Keyed {
                    p.expect_keyword(k.params[slot].0)?;
                    p.expect(TokenKind::Equal, "'='")?;
                }
                params[slot] = parse_value(p, k, slot)?;
            }
            p.expect(TokenKind::Greater, "'>'")?;
        }
        Format::Bracketed => {
            if p.is(TokenKind::LSquare) {
                params[0] = parse_value(p, k, 0)?;
            }
            p.expect(TokenKind::Greater, "'>'")?;
        }
    }
    Ok(p.ctx.intern_dialect_attr(MetadataAttr { kind: k, params }))
}

/// (name `=` value (`,` ...)*)? `>`: any order, each at most once, the
/// required ones present.
fn parse_struct(p: &mut Parser<'_>, k: &MetadataKind, params: &mut [Option<ParamValue>]) -> PResult<()> {
    // A struct with required parameters cannot be empty: upstream asks for a name.
    if !p.is(TokenKind::Greater) || !k.required.is_empty() {
        loop {
            let at = p.offset();
            let name = match p.parse_keyword() {
                Ok(n) => n,
                Err(e) => return Err(e.followed_by(p.loc_at(at), "expected a parameter name in struct")),
            };
            let slot = k.params.iter().position(|(n, _)| *n == name).filter(|&i| params[i].is_none());
            let Some(slot) = slot else {
                return Err(p.error_at(at, format!("duplicate or unknown struct parameter name: {name}")));
            };
            p.expect(TokenKind::Equal, "'='")?;
            // A flag set to false, or an optional integer set to zero, is
            // its default: not kept.
            params[slot] = parse_value(p, k, slot)?;
            let zero = |v: &Option<ParamValue>| matches!(v, Some(ParamValue::Attr(a)) if matches!(p.ctx.attr_kind(*a), AttrKind::Integer { value, .. } if *value == 0.into()));
            if matches!(k.params[slot].1, U64 | Flags(..)) && !k.required.contains(&name) && zero(&params[slot]) {
                params[slot] = None;
            }
            // An optional keyword equal to its first case, its default, too.
            if let (Keyword(cases, ..), Some(ParamValue::Attr(a))) = (k.params[slot].1, &params[slot]) {
                if !k.required.contains(&name) && p.ctx.as_string(*a) == Some(cases[0].as_bytes()) {
                    params[slot] = None;
                }
            }
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
    }
    if let Some(missing) =
        k.required.iter().find(|r| k.params.iter().zip(&*params).any(|((n, _), v)| n == *r && v.is_none()))
    {
        return Err(p.error_here(format!("struct is missing required parameter: {missing}")));
    }
    p.expect(TokenKind::Greater, "'>'")?;
    Ok(())
}

/// The value of parameter `slot` of `k`, after its `=` (`None` for a
/// false flag). Any error is followed, as upstream's, by one naming the
/// parameter, where parsing stopped.
fn parse_value(p: &mut Parser<'_>, k: &MetadataKind, slot: usize) -> PResult<Option<ParamValue>> {
    let (name, kind) = k.params[slot];
    let ty = match kind {
        Bool => "BoolAttr".to_string(),
        Int => "IntegerAttr".to_string(),
        FusedLoc => "FusedLoc".to_string(),
        Distinct => "DistinctAttr".to_string(),
        Str => "StringAttr".to_string(),
        U64 => "uint64_t".to_string(),
        Flag | PlainBool => "bool".to_string(),
        OptU64 => "unsigned".to_string(),
        AnyAttr => "::mlir::Attribute".to_string(),
        Dwarf(..) => "unsigned".to_string(),
        Keyword(_, _, cpp) => cpp.to_string(),
        Flags(e, _) => e.name.to_string(),
        ExprOps => "::llvm::ArrayRef<DIExpressionElemAttr>".to_string(),
        Nested(_, class) => class.to_string(),
        List(_, class, _) => format!("::llvm::ArrayRef<{class}>"),
    };
    parse_value_of(p, kind).map_err(|e| {
        let msg = format!("failed to parse {} parameter '{name}' which is to be a `{ty}`", k.class);
        e.followed_by(p.loc_at(p.offset()), msg)
    })
}

fn parse_value_of(p: &mut Parser<'_>, kind: ParamKind) -> PResult<Option<ParamValue>> {
    let at = p.offset();
    let ctx = p.ctx;
    let invalid = |p: &Parser<'_>, at: usize| p.error_at(at, "invalid kind of attribute specified");
    match kind {
        U64 => {
            let t = p.expect(TokenKind::Integer, "integer value")?;
            let v: u64 = p.token_text(t).parse().map_err(|_| p.error_at(at, "integer value too large"))?;
            Ok(Some(ParamValue::Attr(ctx.int_attr(ctx.integer_type(64), v as i64))))
        }
        OptU64 => {
            let t = p.expect(TokenKind::Integer, "integer value")?;
            let v: u32 = p.token_text(t).parse().map_err(|_| p.error_at(at, "integer value too large"))?;
            Ok(Some(ParamValue::Attr(ctx.int_attr(ctx.integer_type(64), i64::from(v)))))
        }
        PlainBool => {
            let word = p.parse_keyword()?;
            match word {
                "true" | "false" => {
                    Ok(Some(ParamValue::Attr(ctx.int_attr(ctx.integer_type(1), (word == "true") as i64))))
                }
                _ => Err(p.error_at(at, "expected 'true' or 'false'")),
            }
        }
        AnyAttr => Ok(Some(ParamValue::Attr(p.parse_attribute()?))),
        Dwarf(prefix, what) => {
            let word = p.parse_keyword()?;
            let known = word.strip_prefix(prefix).is_some_and(|rest| !rest.is_empty());
            if !known {
                return Err(p.error_at(at, format!("invalid debug info debug info {what} name: {word}")));
            }
            Ok(Some(ParamValue::Attr(ctx.string_attr(word))))
        }
        Keyword(cases, desc, _) => {
            let word = p.parse_keyword()?;
            if !cases.contains(&word) {
                return Err(p.error_at(at, format!("invalid {desc} specification: {word}")));
            }
            Ok(Some(ParamValue::Attr(ctx.string_attr(word))))
        }
        Flags(e, desc) => {
            let text = if p.is(TokenKind::String) { p.parse_string("flags")? } else { p.parse_keyword()?.to_string() };
            let mut bits = 0u64;
            for word in text.split('|') {
                match e.cases.iter().find(|c| c.0 == word.trim()) {
                    Some(c) => bits |= c.1,
                    None => return Err(p.error_at(at, format!("invalid {desc} specification: {text}"))),
                }
            }
            Ok(Some(ParamValue::Attr(ctx.int_attr(ctx.integer_type(64), bits as i64))))
        }
        ExprOps => {
            p.expect(TokenKind::LSquare, "'['")?;
            let mut ops = Vec::new();
            loop {
                ops.push(ctx.string_attr(&parse_expr_op(p)?));
                if !p.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            p.expect(TokenKind::RSquare, "']'")?;
            Ok(Some(ParamValue::List(ops)))
        }
        Flag => {
            let word = p.parse_keyword()?;
            match word {
                "true" => Ok(Some(ParamValue::Attr(ctx.int_attr(ctx.integer_type(1), 1)))),
                "false" => Ok(None),
                _ => Err(p.error_at(at, "expected 'true' or 'false'")),
            }
        }
        Bool | Int | FusedLoc | Distinct | Str => {
            let a = p.parse_attribute()?;
            let ok = match (kind, ctx.attr_kind(a)) {
                (Bool, AttrKind::Integer { ty, .. }) => {
                    ctx.int_info(*ty) == Some((1, crate::ir::Signedness::Signless)) && !ctx.is_index(*ty)
                }
                (Int, AttrKind::Integer { .. }) => true,
                (FusedLoc, AttrKind::FusedLoc { .. }) => true,
                (Distinct, AttrKind::Distinct { .. }) => true,
                (Str, AttrKind::String { ty: None, .. }) => true,
                _ => false,
            };
            if !ok {
                return Err(invalid(p, at));
            }
            Ok(Some(ParamValue::Attr(a)))
        }
        Nested(kinds, _) => Ok(Some(ParamValue::Attr(parse_nested(p, kinds)?))),
        List(kinds, _, braces) => {
            if braces {
                p.expect(TokenKind::LBrace, "'{'")?;
            }
            let mut items = Vec::new();
            loop {
                // One kind may be written stripped (`<...>`); several are
                // read as any attribute.
                if kinds.len() == 1 && !p.is(TokenKind::HashIdent) && !p.is(TokenKind::Less) {
                    return Err(p.wrong_token("expected '<'"));
                }
                items.push(parse_nested(p, kinds)?);
                // As upstream, the list takes every `,` that follows.
                if !p.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            if braces {
                p.expect(TokenKind::RBrace, "'}'")?;
            }
            Ok(Some(ParamValue::List(items)))
        }
    }
}

/// Upstream's spelling of flags: combined cases fully present first, then
/// single ones in order, each bit once.
fn flags_text(e: &BitEnum, bits: u64) -> String {
    let mut words = Vec::new();
    let mut rest = bits;
    for c in e.cases.iter().filter(|c| c.1.count_ones() > 1) {
        if rest & c.1 == c.1 {
            words.push(c.0);
            rest &= !c.1;
        }
    }
    for c in e.cases.iter().filter(|c| c.1.count_ones() == 1) {
        if rest & c.1 != 0 {
            words.push(c.0);
            rest &= !c.1;
        }
    }
    words.join("|")
}

/// `DW_OP_name` (`(` integer (`,` integer)* `)`)?, as its canonical text.
fn parse_expr_op(p: &mut Parser<'_>) -> PResult<String> {
    let at = p.offset();
    let word = match p.parse_keyword() {
        Ok(w) => w.to_string(),
        Err(e) => {
            let msg = "failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`";
            return Err(e.followed_by(p.loc_at(at), msg));
        }
    };
    if !word.strip_prefix("DW_OP_").is_some_and(|rest| !rest.is_empty()) {
        let msg = "failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`";
        return Err(p
            .error_at(at, format!("invalid debug info debug info operation encoding name: {word}"))
            .followed_by(p.loc_at(p.offset()), msg));
    }
    let mut text = word;
    if p.consume_if(TokenKind::LParen) {
        let mut args = Vec::new();
        loop {
            let t = p.expect(TokenKind::Integer, "integer value")?;
            let at = t.start;
            let v: u64 = p.token_text(t).parse().map_err(|_| p.error_at(at, "integer value too large"))?;
            args.push(v.to_string());
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RParen, "')'")?;
        text = format!("{text}({})", args.join(", "));
    }
    Ok(text)
}

/// A metadata attribute of one of `kinds`: in full, an alias, or stripped
/// (`<...>`) when there is one kind.
fn parse_nested(p: &mut Parser<'_>, kinds: &[&str]) -> PResult<Attribute> {
    let at = p.offset();
    if let ([kind], true) = (kinds, p.is(TokenKind::Less)) {
        // Stripped attributes nest without `parse_attribute`: count them too.
        let k = find_kind(kind).expect("a metadata kind");
        return p.nested(Nesting::Attribute, |p| parse_params(p, k));
    }
    let a = p.parse_attribute()?;
    if !kinds.iter().any(|k| metadata_of(p.ctx, a, k).is_some()) {
        return Err(p.error_at(at, "invalid kind of attribute specified"));
    }
    Ok(a)
}

#[cfg(test)]
mod tests {
    use crate::ir::Context;
    use crate::opdef::Registry;
    use crate::syntax::parser::{parse_str, ParseOptions};

    fn parse(text: &str) -> Result<(), String> {
        let registry = Registry::with_all_dialects();
        let ctx = Context::new();
        parse_str(&ctx, &registry, text, ParseOptions::default()).map(|_| ()).map_err(|d| {
            let mut out = String::new();
            crate::syntax::diag::render(&ctx, None, &d, &mut out);
            out
        })
    }

    #[test]
    fn deeply_nested_stripped_annotations_are_a_located_error_not_a_stack_overflow() {
        let depth = 100_000;
        let mut a = String::from("#llvm.loop_annotation<");
        for _ in 0..depth {
            a.push_str("unroll = <followupAll = <");
        }
        a.push_str(&">>".repeat(depth));
        a.push('>');
        let text = format!("llvm.func @f() {{\n  llvm.br ^bb1 {{loop_annotation = {a}}}\n^bb1:\n  llvm.return\n}}\n");
        let err = parse(&text).expect_err("nesting beyond the limit");
        assert!(err.contains(":2:"), "{err}");
    }

    #[test]
    fn annotations_parse_in_any_order_and_are_one_attribute() {
        let ctx = Context::new();
        let registry = Registry::with_all_dialects();
        let a = "#llvm.loop_annotation<mustProgress = true, unroll = <count = 2 : i32>>";
        let b = "#llvm.loop_annotation<unroll = #llvm.loop_unroll<count = 2 : i32>, mustProgress = true>";
        let text = format!("llvm.func @f() attributes {{a = {a}, b = {b}}} {{\n  llvm.return\n}}\n");
        let module = parse_str(&ctx, &registry, &text, ParseOptions::default()).expect("parses");
        let printed = crate::syntax::printer::print_module(&ctx, &registry, &module, &Default::default());
        assert!(printed.contains("attributes {a = #loop_annotation, b = #loop_annotation}"), "{printed}");
    }
}

//! The llvm dialect's metadata attributes that have parameters: loop
//! annotations (`#llvm.loop_annotation<...>` and its parts
//! `#llvm.loop_vectorize<...>`, ...) and access groups. Each is a
//! [`MetadataAttr`], a dialect attribute value (`ir::DialectAttrStorage`):
//! one kind from [`KINDS`] and its parameters, written upstream's way,
//! `<struct(params)>`: `name = value` in any order when parsed, in the
//! declaration order when printed, absent ones left out. The printer
//! hoists them into aliases named like their mnemonic (`#loop_unroll`),
//! as upstream's `OpAsmDialectInterface` does, and code generation reads
//! the parameters to write `!llvm.loop` metadata.

use crate::ir::{AttrKind, Attribute, Context, DialectAsmPrinter, DialectAttrStorage};
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{PResult, Parser};

/// What a parameter holds, and so how it parses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// `true` or `false`.
    Bool,
    /// An integer attribute of any type (`4 : i32`; `4` is an `i64`).
    Int,
    /// Another metadata attribute, of the kind with this mnemonic; written
    /// in full, as an alias, or stripped (`<count = 4 : i32>`).
    Nested(&'static str),
    /// A fused location (`loc(fused<...>[...])`).
    FusedLoc,
    /// A comma-separated list of metadata attributes of this mnemonic.
    List(&'static str),
    /// A `distinct[N]<...>` attribute.
    Distinct,
}

/// One kind of metadata attribute: its mnemonic, upstream's class name
/// (for the follow-up of parse errors) and its parameters in order.
#[derive(Debug)]
pub struct MetadataKind {
    pub mnemonic: &'static str,
    pub class: &'static str,
    pub params: &'static [(&'static str, ParamKind)],
}

use ParamKind::*;

const ANNOTATION: &str = "loop_annotation";

/// Every metadata attribute kind Strata models.
pub static KINDS: &[MetadataKind] = &[
    MetadataKind {
        mnemonic: "loop_vectorize",
        class: "LoopVectorizeAttr",
        params: &[
            ("disable", Bool),
            ("predicateEnable", Bool),
            ("scalableEnable", Bool),
            ("width", Int),
            ("followupVectorized", Nested(ANNOTATION)),
            ("followupEpilogue", Nested(ANNOTATION)),
            ("followupAll", Nested(ANNOTATION)),
        ],
    },
    MetadataKind { mnemonic: "loop_interleave", class: "LoopInterleaveAttr", params: &[("count", Int)] },
    MetadataKind {
        mnemonic: "loop_unroll",
        class: "LoopUnrollAttr",
        params: &[
            ("disable", Bool),
            ("count", Int),
            ("runtimeDisable", Bool),
            ("full", Bool),
            ("followupUnrolled", Nested(ANNOTATION)),
            ("followupRemainder", Nested(ANNOTATION)),
            ("followupAll", Nested(ANNOTATION)),
        ],
    },
    MetadataKind {
        mnemonic: "loop_unroll_and_jam",
        class: "LoopUnrollAndJamAttr",
        params: &[
            ("disable", Bool),
            ("count", Int),
            ("followupOuter", Nested(ANNOTATION)),
            ("followupInner", Nested(ANNOTATION)),
            ("followupRemainderOuter", Nested(ANNOTATION)),
            ("followupRemainderInner", Nested(ANNOTATION)),
            ("followupAll", Nested(ANNOTATION)),
        ],
    },
    MetadataKind {
        mnemonic: "loop_licm",
        class: "LoopLICMAttr",
        params: &[("disable", Bool), ("versioningDisable", Bool)],
    },
    MetadataKind {
        mnemonic: "loop_distribute",
        class: "LoopDistributeAttr",
        params: &[
            ("disable", Bool),
            ("followupCoincident", Nested(ANNOTATION)),
            ("followupSequential", Nested(ANNOTATION)),
            ("followupFallback", Nested(ANNOTATION)),
            ("followupAll", Nested(ANNOTATION)),
        ],
    },
    MetadataKind {
        mnemonic: "loop_pipeline",
        class: "LoopPipelineAttr",
        params: &[("disable", Bool), ("initiationinterval", Int)],
    },
    MetadataKind { mnemonic: "loop_peeled", class: "LoopPeeledAttr", params: &[("count", Int)] },
    MetadataKind { mnemonic: "loop_unswitch", class: "LoopUnswitchAttr", params: &[("partialDisable", Bool)] },
    MetadataKind {
        mnemonic: ANNOTATION,
        class: "LoopAnnotationAttr",
        params: &[
            ("disableNonforced", Bool),
            ("vectorize", Nested("loop_vectorize")),
            ("interleave", Nested("loop_interleave")),
            ("unroll", Nested("loop_unroll")),
            ("unrollAndJam", Nested("loop_unroll_and_jam")),
            ("licm", Nested("loop_licm")),
            ("distribute", Nested("loop_distribute")),
            ("pipeline", Nested("loop_pipeline")),
            ("peeled", Nested("loop_peeled")),
            ("unswitch", Nested("loop_unswitch")),
            ("mustProgress", Bool),
            ("isVectorized", Bool),
            ("startLoc", FusedLoc),
            ("endLoc", FusedLoc),
            ("parallelAccesses", List("access_group")),
        ],
    },
    MetadataKind { mnemonic: "access_group", class: "LLVM_AccessGroupAttr", params: &[("id", Distinct)] },
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
];

fn kind_index(mnemonic: &str) -> Option<usize> {
    KINDS.iter().position(|k| k.mnemonic == mnemonic)
}

/// A parameter's value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ParamValue {
    Attr(Attribute),
    List(Vec<Attribute>),
}

/// A metadata attribute: its kind (an index into [`KINDS`]) and a value
/// for each parameter that is present.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct MetadataAttr {
    kind: u8,
    params: Vec<Option<ParamValue>>,
}

impl MetadataAttr {
    pub fn kind(&self) -> &'static MetadataKind {
        &KINDS[self.kind as usize]
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
        let kind = kind_index(mnemonic)?;
        let mut params = vec![None; KINDS[kind].params.len()];
        for (name, v) in values {
            let i = KINDS[kind].params.iter().position(|(n, _)| *n == name)?;
            params[i] = Some(v);
        }
        Some(ctx.intern_dialect_attr(MetadataAttr { kind: kind as u8, params }))
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

    /// `<` (name `=` value (`,` name `=` value)*)? `>`
    fn print(&self, p: &mut dyn DialectAsmPrinter<'_>) {
        p.out().push('<');
        for (i, (name, value)) in self.present().enumerate() {
            if i > 0 {
                p.out().push_str(", ");
            }
            p.out().push_str(name);
            p.out().push_str(" = ");
            match value {
                ParamValue::Attr(a) => p.print_stripped_attribute(*a),
                ParamValue::List(items) => {
                    for (j, a) in items.iter().enumerate() {
                        if j > 0 {
                            p.out().push_str(", ");
                        }
                        p.print_stripped_attribute(*a);
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
        Some(self.kind().mnemonic)
    }
}

/// The registry's parser hook, at the mnemonic of one of [`MNEMONICS`].
pub fn parse(p: &mut Parser<'_>) -> PResult<Attribute> {
    let at = p.offset();
    let word = p.parse_keyword()?;
    let kind = kind_index(word).ok_or_else(|| p.error_at(at, format!("unknown attribute `{word}` in dialect `llvm`")))?;
    parse_params(p, kind)
}

/// `<` (name `=` value (`,` ...)*)? `>` of kind `kind`.
fn parse_params(p: &mut Parser<'_>, kind: usize) -> PResult<Attribute> {
    let k = &KINDS[kind];
    p.expect(TokenKind::Less, "'<'")?;
    let mut params: Vec<Option<ParamValue>> = vec![None; k.params.len()];
    if !p.consume_if(TokenKind::Greater) {
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
            params[slot] = Some(parse_value(p, k, slot)?);
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::Greater, "'>'")?;
    }
    Ok(p.ctx.intern_dialect_attr(MetadataAttr { kind: kind as u8, params }))
}

/// The value of parameter `slot` of `k`, after its `=`. Any error is
/// followed, as upstream's, by one naming the parameter, where parsing stopped.
fn parse_value(p: &mut Parser<'_>, k: &MetadataKind, slot: usize) -> PResult<ParamValue> {
    let (name, kind) = k.params[slot];
    let ty = match kind {
        Bool => "BoolAttr".to_string(),
        Int => "IntegerAttr".to_string(),
        FusedLoc => "FusedLoc".to_string(),
        Distinct => "DistinctAttr".to_string(),
        Nested(m) => class_of(m).to_string(),
        List(m) => format!("::llvm::ArrayRef<{}>", class_of(m).trim_start_matches("LLVM_")),
    };
    parse_value_of(p, kind).map_err(|e| {
        let msg = format!("failed to parse {} parameter '{name}' which is to be a `{ty}`", k.class);
        e.followed_by(p.loc_at(p.offset()), msg)
    })
}

fn class_of(mnemonic: &str) -> &'static str {
    kind_index(mnemonic).map_or("", |i| KINDS[i].class)
}

fn parse_value_of(p: &mut Parser<'_>, kind: ParamKind) -> PResult<ParamValue> {
    let at = p.offset();
    let ctx = p.ctx;
    let invalid = |p: &Parser<'_>, at: usize| p.error_at(at, "invalid kind of attribute specified");
    match kind {
        Bool | Int | FusedLoc | Distinct => {
            let a = p.parse_attribute()?;
            let ok = match (kind, ctx.attr_kind(a)) {
                (Bool, AttrKind::Integer { ty, .. }) => {
                    ctx.int_info(*ty) == Some((1, crate::ir::Signedness::Signless)) && !ctx.is_index(*ty)
                }
                (Int, AttrKind::Integer { .. }) => true,
                (FusedLoc, AttrKind::FusedLoc { .. }) => true,
                (Distinct, AttrKind::Distinct { .. }) => true,
                _ => false,
            };
            if !ok {
                return Err(invalid(p, at));
            }
            Ok(ParamValue::Attr(a))
        }
        Nested(mnemonic) => Ok(ParamValue::Attr(parse_nested(p, mnemonic)?)),
        List(mnemonic) => {
            let mut items = Vec::new();
            loop {
                if !p.is(TokenKind::HashIdent) && !p.is(TokenKind::Less) {
                    return Err(p.wrong_token("expected '<'"));
                }
                items.push(parse_nested(p, mnemonic)?);
                // As upstream, the list takes every `,` that follows: the
                // parameter is last.
                if !p.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            Ok(ParamValue::List(items))
        }
    }
}

/// A metadata attribute of kind `mnemonic`: stripped (`<...>`), in full,
/// or an alias.
fn parse_nested(p: &mut Parser<'_>, mnemonic: &str) -> PResult<Attribute> {
    let at = p.offset();
    let kind = kind_index(mnemonic).expect("a metadata kind");
    if p.is(TokenKind::Less) {
        return parse_params(p, kind);
    }
    let a = p.parse_attribute()?;
    if metadata_of(p.ctx, a, mnemonic).is_none() {
        return Err(p.error_at(at, "invalid kind of attribute specified"));
    }
    Ok(a)
}

//! Branch metadata: `!prof` branch weights and `!llvm.loop` loop
//! annotations (`#llvm.loop_annotation<...>`), written as
//! `mlir-translate-19 --mlir-to-llvmir` writes them, and the access groups
//! (`!llvm.access.group`) that loop annotations and memory accesses share.
//!
//! A loop annotation is a distinct node that names itself first, then its
//! start and end locations (when their fused locations name a subprogram),
//! then one node per property in upstream's order; each annotation and
//! access group becomes one node however many ops carry it.

use std::fmt::Write;

use strata::dialects::llvm::metadata::{metadata_of, MetadataAttr};
use strata::ir::{AttrKind, Attribute};

use super::ModuleWriter;

/// How one parameter of a loop annotation part becomes a property node.
#[derive(Clone, Copy)]
enum Prop {
    /// `!{!"name"}` when true.
    Unit(&'static str),
    /// `!{!"name", i1 value}` (negated for `enable` of a `disable`).
    Bool(&'static str, bool),
    /// `!{!"a"}` when true, `!{!"b"}` when false.
    Choice(&'static str, &'static str),
    /// `!{!"name", i32 value}` (a bool as 0 or 1).
    I32(&'static str),
    /// `!{!"name", !loop}` for a nested annotation.
    Followup(&'static str),
}

use Prop::*;

/// The properties of each part of an annotation, by parameter, in order.
fn props(mnemonic: &str) -> &'static [(&'static str, Prop)] {
    match mnemonic {
        "loop_vectorize" => &[
            ("disable", Bool("llvm.loop.vectorize.enable", true)),
            ("predicateEnable", Bool("llvm.loop.vectorize.predicate.enable", false)),
            ("scalableEnable", Bool("llvm.loop.vectorize.scalable.enable", false)),
            ("width", I32("llvm.loop.vectorize.width")),
            ("followupVectorized", Followup("llvm.loop.vectorize.followup_vectorized")),
            ("followupEpilogue", Followup("llvm.loop.vectorize.followup_epilogue")),
            ("followupAll", Followup("llvm.loop.vectorize.followup_all")),
        ],
        "loop_interleave" => &[("count", I32("llvm.loop.interleave.count"))],
        "loop_unroll" => &[
            ("disable", Choice("llvm.loop.unroll.disable", "llvm.loop.unroll.enable")),
            ("count", I32("llvm.loop.unroll.count")),
            ("runtimeDisable", Bool("llvm.loop.unroll.runtime.disable", false)),
            ("full", Unit("llvm.loop.unroll.full")),
            ("followupUnrolled", Followup("llvm.loop.unroll.followup_unrolled")),
            ("followupRemainder", Followup("llvm.loop.unroll.followup_remainder")),
            ("followupAll", Followup("llvm.loop.unroll.followup_all")),
        ],
        "loop_unroll_and_jam" => &[
            ("disable", Choice("llvm.loop.unroll_and_jam.disable", "llvm.loop.unroll_and_jam.enable")),
            ("count", I32("llvm.loop.unroll_and_jam.count")),
            ("followupOuter", Followup("llvm.loop.unroll_and_jam.followup_outer")),
            ("followupInner", Followup("llvm.loop.unroll_and_jam.followup_inner")),
            ("followupRemainderOuter", Followup("llvm.loop.unroll_and_jam.followup_remainder_outer")),
            ("followupRemainderInner", Followup("llvm.loop.unroll_and_jam.followup_remainder_inner")),
            ("followupAll", Followup("llvm.loop.unroll_and_jam.followup_all")),
        ],
        "loop_licm" => {
            &[("disable", Unit("llvm.licm.disable")), ("versioningDisable", Unit("llvm.loop.licm_versioning.disable"))]
        }
        "loop_distribute" => &[
            ("disable", Bool("llvm.loop.distribute.enable", true)),
            ("followupCoincident", Followup("llvm.loop.distribute.followup_coincident")),
            ("followupSequential", Followup("llvm.loop.distribute.followup_sequential")),
            ("followupFallback", Followup("llvm.loop.distribute.followup_fallback")),
            ("followupAll", Followup("llvm.loop.distribute.followup_all")),
        ],
        "loop_pipeline" => &[
            ("disable", Bool("llvm.loop.pipeline.disable", false)),
            ("initiationinterval", I32("llvm.loop.pipeline.initiationinterval")),
        ],
        "loop_peeled" => &[("count", I32("llvm.loop.peeled.count"))],
        "loop_unswitch" => &[("partialDisable", Unit("llvm.loop.unswitch.partial.disable"))],
        _ => &[],
    }
}

/// The annotation's own parameters, then its parts, in upstream's order.
const ANNOTATION_PROPS: &[(&str, Prop)] = &[
    ("disableNonforced", Unit("llvm.loop.disable_nonforced")),
    ("mustProgress", Unit("llvm.loop.mustprogress")),
    ("isVectorized", I32("llvm.loop.isvectorized")),
];
const PARTS: &[&str] =
    &["vectorize", "interleave", "unroll", "unrollAndJam", "licm", "distribute", "pipeline", "peeled", "unswitch"];

impl ModuleWriter<'_> {
    /// `!N` of the `!{!"branch_weights", i32 ...}` node for `weights`.
    pub(super) fn branch_weights_node(&mut self, weights: &[i64]) -> usize {
        let mut text = String::from("!{!\"branch_weights\"");
        for w in weights {
            // Upstream writes the i32 attribute's bits as an unsigned weight.
            let _ = write!(text, ", i32 {}", *w as u32);
        }
        text.push('}');
        self.new_metadata(text)
    }

    /// `!N` of the distinct node of access group `group`.
    pub(super) fn access_group_node(&mut self, group: Attribute) -> usize {
        if let Some(&n) = self.access_groups.get(&group) {
            return n;
        }
        let n = self.new_metadata("distinct !{}".into());
        self.access_groups.insert(group, n);
        n
    }

    /// `!N` of the `!llvm.loop` node of annotation `a`; an error if `a` is
    /// not a loop annotation.
    pub(super) fn loop_node(&mut self, a: Attribute) -> Result<usize, String> {
        if let Some(&n) = self.loops.get(&a) {
            return Ok(n);
        }
        let ctx = self.ctx;
        let ann = metadata_of(ctx, a, "loop_annotation").ok_or("loop_annotation is not a #llvm.loop_annotation")?;
        // The node names itself: reserve its number first.
        let n = self.new_metadata(String::new());
        self.loops.insert(a, n);
        let mut nodes = vec![n];
        // Start and end locations, in the subprogram their fused location names.
        for name in ["startLoc", "endLoc"] {
            if let Some(l) = ann.attr(name).and_then(|l| self.di_location(l, None, None)) {
                nodes.push(l);
            }
        }
        self.push_props(ann, ANNOTATION_PROPS, &mut nodes)?;
        for part in PARTS {
            if let Some(p) = ann.attr(part) {
                let m = ctx.dialect_attr::<MetadataAttr>(p).ok_or("a loop annotation part is malformed")?;
                self.push_props(m, props(m.kind().mnemonic), &mut nodes)?;
            }
        }
        let groups = ann.list("parallelAccesses");
        if !groups.is_empty() {
            let mut text = String::from("!{!\"llvm.loop.parallel_accesses\"");
            for &g in groups {
                let _ = write!(text, ", !{}", self.access_group_node(g));
            }
            text.push('}');
            nodes.push(self.new_metadata(text));
        }
        let list: Vec<String> = nodes.iter().map(|n| format!("!{n}")).collect();
        self.metadata[n] = format!("distinct !{{{}}}", list.join(", "));
        Ok(n)
    }

    /// The property nodes of `m`'s parameters that `table` lists.
    fn push_props(&mut self, m: &MetadataAttr, table: &[(&str, Prop)], nodes: &mut Vec<usize>) -> Result<(), String> {
        let ctx = self.ctx;
        for &(param, prop) in table {
            let Some(value) = m.attr(param) else { continue };
            let int = match ctx.attr_kind(value) {
                AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
                _ => None,
            };
            let flag = int.is_some_and(|v| v != 0);
            let text = match prop {
                Unit(name) if flag => format!("!{{!\"{name}\"}}"),
                Unit(_) => continue,
                Bool(name, negate) => format!("!{{!\"{name}\", i1 {}}}", flag != negate),
                Choice(yes, no) => format!("!{{!\"{}\"}}", if flag { yes } else { no }),
                I32(name) => format!("!{{!\"{name}\", i32 {}}}", int.unwrap_or(0) as i32),
                Followup(name) => {
                    let f = self.loop_node(value)?;
                    format!("!{{!\"{name}\", !{f}}}")
                }
            };
            nodes.push(self.new_metadata(text));
        }
        Ok(())
    }
}

impl ModuleWriter<'_> {
    /// `!N` of metadata attribute `a` as a node: TBAA roots, type
    /// descriptors and tags, alias scopes and their domains. Each becomes
    /// one node however often it is named.
    pub(super) fn metadata_node(&mut self, a: Attribute) -> Result<usize, String> {
        if let Some(&n) = self.nodes.get(&a) {
            return Ok(n);
        }
        let ctx = self.ctx;
        let m = ctx.dialect_attr::<MetadataAttr>(a).ok_or("expected an llvm metadata attribute")?;
        let string = |name: &str| m.attr(name).and_then(|s| ctx.as_string(s)).map(|s| format!("!\"{}\"", escape_md(s)));
        let int = |name: &str| match m.attr(name).map(|v| ctx.attr_kind(v)) {
            Some(AttrKind::Integer { value, .. }) => value.to_string(),
            _ => "0".into(),
        };
        // Distinct nodes name themselves first: reserve their number.
        let n = self.new_metadata(String::new());
        self.nodes.insert(a, n);
        let text = match m.kind().mnemonic {
            // An anonymous root is a distinct node naming itself.
            "tbaa_root" => match string("id") {
                Some(id) => format!("!{{{id}}}"),
                None => format!("distinct !{{!{n}}}"),
            },
            "tbaa_type_desc" => {
                let mut fields = vec![string("id").unwrap_or_else(|| "!\"\"".into())];
                for &member in m.list("members") {
                    let mm = ctx.dialect_attr::<MetadataAttr>(member).ok_or("a TBAA member is malformed")?;
                    let desc = mm.attr("typeDesc").ok_or("a TBAA member without a type")?;
                    let offset = match mm.attr("offset").map(|v| ctx.attr_kind(v)) {
                        Some(AttrKind::Integer { value, .. }) => value.to_string(),
                        _ => "0".into(),
                    };
                    fields.push(format!("!{}", self.metadata_node(desc)?));
                    fields.push(format!("i64 {offset}"));
                }
                format!("!{{{}}}", fields.join(", "))
            }
            "tbaa_tag" => {
                let base = self.metadata_node(m.attr("base_type").ok_or("a TBAA tag without a base type")?)?;
                let access = self.metadata_node(m.attr("access_type").ok_or("a TBAA tag without an access type")?)?;
                let constant = if m.attr("constant").is_some() { ", i64 1" } else { "" };
                format!("!{{!{base}, !{access}, i64 {}{constant}}}", int("offset"))
            }
            "alias_scope_domain" => match string("description") {
                Some(d) => format!("distinct !{{!{n}, {d}}}"),
                None => format!("distinct !{{!{n}}}"),
            },
            "alias_scope" => {
                let domain = self.metadata_node(m.attr("domain").ok_or("an alias scope without a domain")?)?;
                match string("description") {
                    Some(d) => format!("distinct !{{!{n}, !{domain}, {d}}}"),
                    None => format!("distinct !{{!{n}, !{domain}}}"),
                }
            }
            other => return Err(format!("#llvm.{other} cannot be translated to LLVM IR metadata")),
        };
        self.metadata[n] = text;
        Ok(n)
    }

    /// `!N` of a node listing the nodes of `items`.
    pub(super) fn node_list(&mut self, items: &[Attribute]) -> Result<usize, String> {
        let mut list = Vec::with_capacity(items.len());
        for &a in items {
            list.push(format!("!{}", self.metadata_node(a)?));
        }
        Ok(self.new_metadata(format!("!{{{}}}", list.join(", "))))
    }
}

/// A metadata string's bytes, escaped as LLVM's `!"..."` takes them.
fn escape_md(s: &[u8]) -> String {
    let mut out = String::new();
    for &b in s {
        if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
            let _ = write!(out, "\\{b:02X}");
        } else {
            out.push(b as char);
        }
    }
    out
}

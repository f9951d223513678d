//! Debug info from the llvm dialect's `#llvm.di_*` attributes, as
//! `mlir-translate-19 --mlir-to-llvmir` writes it: a function whose
//! location is `fused<#llvm.di_subprogram<...>>[...]` gets that subprogram
//! (`!dbg` on its definition), its ops get `DILocation`s in it (or in the
//! lexical block their own fused location names), and `llvm.intr.dbg.*`
//! become `llvm.dbg.*` calls. Compile units are listed in `!llvm.dbg.cu`.

use std::fmt::Write;

use strata::dialects::llvm::metadata::{MetadataAttr, ParamValue};
use strata::ir::{AttrKind, Attribute, Location};

use super::ModuleWriter;

/// Scopes a location may name (upstream's `DILocalScopeAttr`).
const LOCAL_SCOPES: &[&str] = &["di_subprogram", "di_lexical_block", "di_lexical_block_file"];

impl ModuleWriter<'_> {
    /// The `#llvm.di_subprogram` a function's location names, if any.
    pub(super) fn di_subprogram_of(&self, loc: Location) -> Option<Attribute> {
        match self.ctx.attr_kind(loc) {
            AttrKind::FusedLoc { metadata: Some(m), .. } => {
                let sp = self.ctx.dialect_attr::<MetadataAttr>(*m)?;
                (sp.kind().mnemonic == "di_subprogram").then_some(*m)
            }
            _ => None,
        }
    }

    /// `!N` of the `DILocation` of `loc` in `scope` (a node number), if
    /// it has a line and a scope: file locations directly, names through
    /// their child, call sites as their callee inlined at their caller (the
    /// caller alone when the callee names no scope), fused locations
    /// through their first part (in the local scope their metadata names).
    pub(super) fn di_location(&mut self, loc: Location, scope: Option<usize>, inlined: Option<usize>) -> Option<usize> {
        match self.ctx.attr_kind(loc).clone() {
            AttrKind::FileLineColLoc { line, col, .. } => {
                let scope = scope?;
                let mut text = format!("!DILocation(line: {line}, column: {col}, scope: !{scope}");
                if let Some(i) = inlined {
                    let _ = write!(text, ", inlinedAt: !{i}");
                }
                text.push(')');
                if let Some(&n) = self.di_locations.get(&text) {
                    return Some(n);
                }
                let n = self.new_metadata(text.clone());
                self.di_locations.insert(text, n);
                Some(n)
            }
            AttrKind::NameLoc { child, .. } => self.di_location(child?, scope, inlined),
            AttrKind::CallSiteLoc { callee, caller } => {
                let at = self.di_location(caller, scope, inlined)?;
                self.di_location(callee, None, Some(at)).or(Some(at))
            }
            AttrKind::FusedLoc { locations, metadata } => {
                let local = metadata.filter(|&m| {
                    self.ctx.dialect_attr::<MetadataAttr>(m).is_some_and(|k| LOCAL_SCOPES.contains(&k.kind().mnemonic))
                });
                let scope = match local {
                    Some(m) => Some(self.di_node(m).ok()?),
                    None => scope,
                };
                locations.iter().find_map(|&l| self.di_location(l, scope, inlined))
            }
            _ => None,
        }
    }

    /// `!N` of a global's `#llvm.di_global_variable_expression`, which the
    /// compile unit its variable is scoped in lists.
    pub(super) fn di_global(&mut self, e: Attribute) -> Result<usize, String> {
        let ctx = self.ctx;
        let m = ctx.dialect_attr::<MetadataAttr>(e).filter(|m| m.kind().mnemonic == "di_global_variable_expression");
        let m = m.ok_or("dbg_expr is not a #llvm.di_global_variable_expression")?;
        let n = self.di_node(e)?;
        let unit = m.attr("var").and_then(|v| ctx.dialect_attr::<MetadataAttr>(v)).and_then(|v| v.attr("scope"));
        if let Some(u) = unit
            .filter(|&u| ctx.dialect_attr::<MetadataAttr>(u).is_some_and(|k| k.kind().mnemonic == "di_compile_unit"))
        {
            let cu = self.di_node(u)?;
            if !self.di_globals.contains(&(cu, n)) {
                self.di_globals.push((cu, n));
            }
        }
        Ok(n)
    }

    /// Add to each compile unit the `globals:` list of its global
    /// variable expressions.
    pub(super) fn list_di_globals(&mut self) {
        let globals = std::mem::take(&mut self.di_globals);
        let mut units: Vec<usize> = globals.iter().map(|g| g.0).collect();
        units.dedup();
        for cu in units {
            let list: Vec<String> = globals.iter().filter(|g| g.0 == cu).map(|g| format!("!{}", g.1)).collect();
            let node = self.new_metadata(format!("!{{{}}}", list.join(", ")));
            if let Some(text) = self.metadata[cu].strip_suffix(')') {
                self.metadata[cu] = format!("{text}, globals: !{node})");
            }
        }
    }

    /// `!N` of debug info attribute `a`; each becomes one node.
    pub(super) fn di_node(&mut self, a: Attribute) -> Result<usize, String> {
        if let Some(&n) = self.nodes.get(&a) {
            return Ok(n);
        }
        let ctx = self.ctx;
        let m = ctx.dialect_attr::<MetadataAttr>(a).ok_or("expected a debug info attribute")?;
        // A recursive composite type names itself through a `DW_TAG_null`
        // composite with its `recId` (upstream's rec-self), the node of the
        // type being written.
        let rec_id = m.attr("recId");
        let tag = m.attr("tag").and_then(|t| ctx.as_string(t));
        if let (Some(id), Some(b"DW_TAG_null")) = (rec_id, tag) {
            return self
                .di_rec_ids
                .get(&id)
                .copied()
                .ok_or_else(|| "a recursive debug info type outside its type".into());
        }
        let n = self.new_metadata(String::new());
        self.nodes.insert(a, n);
        if let Some(id) = rec_id {
            self.di_rec_ids.insert(id, n);
        }
        let mnemonic = m.kind().mnemonic;
        let mut fields: Vec<String> = Vec::new();
        let mut distinct = false;
        let node_name = match mnemonic {
            "di_null_type" => {
                self.metadata[n] = "!{}".into();
                return Ok(n);
            }
            "di_file" => "DIFile",
            "di_compile_unit" => {
                distinct = true;
                self.di_units.push(n);
                "DICompileUnit"
            }
            "di_basic_type" => "DIBasicType",
            "di_derived_type" => "DIDerivedType",
            "di_composite_type" => {
                // Classes, enumerations, structures and unions are distinct
                // (LLVM needs it for ODR types), as upstream writes them.
                let tag = m.attr("tag").and_then(|t| ctx.as_string(t)).unwrap_or_default();
                distinct = matches!(
                    tag,
                    b"DW_TAG_class_type" | b"DW_TAG_enumeration_type" | b"DW_TAG_structure_type" | b"DW_TAG_union_type"
                );
                "DICompositeType"
            }
            "di_subroutine_type" => "DISubroutineType",
            "di_subprogram" => {
                distinct = m.attr("id").is_some();
                "DISubprogram"
            }
            "di_lexical_block" => {
                distinct = true;
                "DILexicalBlock"
            }
            "di_lexical_block_file" => {
                distinct = true;
                "DILexicalBlockFile"
            }
            "di_local_variable" => "DILocalVariable",
            "di_label" => "DILabel",
            "di_namespace" => "DINamespace",
            "di_module" => "DIModule",
            "di_subrange" => "DISubrange",
            "di_global_variable" => {
                distinct = true;
                // LLVM writes both flags; absent ones are false.
                for flag in ["isLocalToUnit", "isDefined"] {
                    if m.attr(flag).is_none() {
                        let name = if flag == "isDefined" { "isDefinition" } else { "isLocal" };
                        fields.push(format!("{name}: false"));
                    }
                }
                "DIGlobalVariable"
            }
            "di_global_variable_expression" => {
                if m.attr("expr").is_none() {
                    fields.push("expr: !DIExpression()".into());
                }
                "DIGlobalVariableExpression"
            }
            "di_expression" => {
                self.metadata[n] = expression_text(ctx, m);
                return Ok(n);
            }
            other => return Err(format!("#llvm.{other} cannot be translated to LLVM IR debug info")),
        };
        for (name, value) in m.present() {
            if let Some(field) = self.di_field(mnemonic, name, value)? {
                fields.push(field);
            }
        }
        if mnemonic == "di_compile_unit" {
            fields.push("runtimeVersion: 0".into());
        }
        // LLVM requires the field; no types is an empty tuple, as upstream writes it.
        if mnemonic == "di_subroutine_type" && m.param("types").is_none() {
            fields.push("types: !{}".into());
        }
        let prefix = if distinct { "distinct " } else { "" };
        self.metadata[n] = format!("{prefix}!{node_name}({})", fields.join(", "));
        Ok(n)
    }

    /// The LLVM field of parameter `name` of a `mnemonic` attribute.
    fn di_field(&mut self, mnemonic: &str, name: &str, value: &ParamValue) -> Result<Option<String>, String> {
        let ctx = self.ctx;
        let text = |a: Attribute| match ctx.attr_kind(a) {
            AttrKind::String { value, .. } => quoted(value),
            AttrKind::Integer { value, .. } => value.to_string(),
            _ => String::new(),
        };
        let word = |a: Attribute| ctx.as_string(a).map(|w| String::from_utf8_lossy(w).into_owned()).unwrap_or_default();
        let field = match (mnemonic, name, value) {
            (_, "id" | "recId", _) => return Ok(None),
            ("di_file", "name", ParamValue::Attr(a)) => format!("filename: {}", text(*a)),
            ("di_file", "directory", ParamValue::Attr(a)) => format!("directory: {}", text(*a)),
            ("di_compile_unit", "sourceLanguage", ParamValue::Attr(a)) => format!("language: {}", word(*a)),
            ("di_compile_unit", "isOptimized", ParamValue::Attr(a)) => format!("isOptimized: {}", text(*a) != "0"),
            ("di_compile_unit", "emissionKind", ParamValue::Attr(a)) => {
                let kind = match word(*a).as_str() {
                    "None" => "NoDebug",
                    "Full" => "FullDebug",
                    other => return Ok(Some(format!("emissionKind: {other}"))),
                };
                format!("emissionKind: {kind}")
            }
            ("di_compile_unit", "nameTableKind", ParamValue::Attr(a)) => format!("nameTableKind: {}", word(*a)),
            (_, "tag" | "encoding", ParamValue::Attr(a)) => format!("{name}: {}", word(*a)),
            (_, "callingConvention", ParamValue::Attr(a)) => format!("cc: {}", word(*a)),
            (_, "sizeInBits", ParamValue::Attr(a)) => format!("size: {}", text(*a)),
            (_, "alignInBits", ParamValue::Attr(a)) => format!("align: {}", text(*a)),
            (_, "offsetInBits", ParamValue::Attr(a)) => format!("offset: {}", text(*a)),
            (_, "flags", ParamValue::Attr(a)) => format!("flags: {}", flag_words(ctx, *a, "DIFlag")),
            (_, "subprogramFlags", ParamValue::Attr(a)) => format!("spFlags: {}", flag_words(ctx, *a, "DISPFlag")),
            ("di_subprogram", "compileUnit", ParamValue::Attr(a)) => format!("unit: !{}", self.di_node(*a)?),
            (_, "isLocalToUnit", ParamValue::Attr(a)) => format!("isLocal: {}", text(*a) != "0"),
            (_, "isDefined", ParamValue::Attr(a)) => format!("isDefinition: {}", text(*a) != "0"),
            (_, "isOptimized" | "exportSymbols" | "isDecl", ParamValue::Attr(a)) => {
                format!("{name}: {}", text(*a) != "0")
            }
            ("di_subrange", _, ParamValue::Attr(a)) => match ctx.attr_kind(*a) {
                AttrKind::Integer { value, .. } => format!("{name}: {value}"),
                _ => format!("{name}: !{}", self.di_node(*a)?),
            },
            (_, "types", ParamValue::List(items)) => {
                let mut list = Vec::new();
                for &t in items {
                    let null = ctx.dialect_attr::<MetadataAttr>(t).is_some_and(|m| m.kind().mnemonic == "di_null_type");
                    list.push(if null { "null".to_string() } else { format!("!{}", self.di_node(t)?) });
                }
                format!("types: !{{{}}}", list.join(", "))
            }
            (_, _, ParamValue::List(items)) => {
                let mut list = Vec::new();
                for &t in items {
                    list.push(format!("!{}", self.di_node(t)?));
                }
                format!("{name}: !{{{}}}", list.join(", "))
            }
            (_, _, ParamValue::Attr(a)) => match ctx.attr_kind(*a) {
                AttrKind::Dialect(_) => format!("{name}: !{}", self.di_node(*a)?),
                _ => format!("{name}: {}", text(*a)),
            },
        };
        Ok(Some(field))
    }
}

/// `!DIExpression(...)`: each operation, its arguments after it.
fn expression_text(ctx: &strata::ir::Context, m: &MetadataAttr) -> String {
    let mut parts = Vec::new();
    for &op in m.list("operations") {
        let text = ctx.as_string(op).map(|t| String::from_utf8_lossy(t).into_owned()).unwrap_or_default();
        match text.split_once('(') {
            Some((name, args)) => parts.push(format!("{name}, {}", args.trim_end_matches(')'))),
            None => parts.push(text),
        }
    }
    format!("!DIExpression({})", parts.join(", "))
}

/// LLVM's spelling of flag bits (`DIFlagPublic | DIFlagVector`), from the
/// attribute's own spelling.
fn flag_words(ctx: &strata::ir::Context, a: Attribute, prefix: &str) -> String {
    let bits = match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => u64::try_from(value).unwrap_or(0),
        _ => 0,
    };
    let e = if prefix == "DISPFlag" {
        &strata::dialects::llvm::debug_info::SUBPROGRAM_FLAGS
    } else {
        &strata::dialects::llvm::debug_info::DI_FLAGS
    };
    let mut words = Vec::new();
    let mut rest = bits;
    for c in e.cases.iter().filter(|c| c.1.count_ones() > 1).chain(e.cases.iter().filter(|c| c.1.count_ones() == 1)) {
        if c.1 != 0 && rest & c.1 == c.1 {
            words.push(format!("{prefix}{}", c.0));
            rest &= !c.1;
        }
    }
    if words.is_empty() {
        format!("{prefix}Zero")
    } else {
        words.join(" | ")
    }
}

/// A metadata string: `"..."` with LLVM's escapes.
fn quoted(bytes: &[u8]) -> String {
    let mut out = String::from("\"");
    for &c in bytes {
        if (c.is_ascii_graphic() || c == b' ') && c != b'"' && c != b'\\' {
            out.push(c as char);
        } else {
            let _ = write!(out, "\\{c:02X}");
        }
    }
    out.push('"');
    out
}

//! Translation of a module in the llvm dialect to LLVM IR.
//!
//! The translator writes LLVM's textual IR, which LLVM's own parser then
//! reads into an inkwell module (see `crate::compile`). Writing text keeps
//! the translator free of `unsafe` builder calls and of panics on ill-typed
//! input: whatever the verifier let through, LLVM's parser and verifier
//! report as a message instead of aborting. Block arguments become phi
//! nodes; constants (`llvm.mlir.constant`, `undef`, `zero`, `addressof`)
//! become inline constant operands.

mod calls;
mod constants;
mod di;
mod loops;
mod nvvm;
mod ops;
mod types;

use std::collections::BTreeMap;
use std::fmt::Write;
use strata::dialects::llvm::{LlvmType, LlvmTypes};

use rustc_hash::FxHashMap;
use strata::ir::{AttrKind, Attribute, BlockId, Body, Context, Location, Module, OpId, Type, ValueId};
use strata::opdef::ods::attr;
use strata::syntax::diag::Diagnostic;

pub use types::llvm_type;

/// Options of the translation.
#[derive(Clone, Debug, Default)]
pub struct TranslateOptions {
    /// Emit DWARF line tables from the ops' file locations.
    pub debug_info: bool,
    /// The IR becomes an ELF object (x86_64 or aarch64 Linux), whose
    /// comdats can only be `any` or `nodeduplicate`: a function or global
    /// in a comdat of another kind is an error here rather than inside LLVM.
    pub elf: bool,
}

/// LLVM IR text for `module`, which must hold only llvm dialect ops.
pub fn translate_module(ctx: &Context, module: &Module, opts: &TranslateOptions) -> Result<String, Diagnostic> {
    translate_body(ctx, module.inner(), opts)
}

/// LLVM IR text for the arena of a module-like op (`builtin.module`, or a
/// `gpu.module` lowered to llvm and nvvm ops).
pub fn translate_body(ctx: &Context, body: &Body, opts: &TranslateOptions) -> Result<String, Diagnostic> {
    let mut m = ModuleWriter::new(ctx, opts);
    let region = body.roots.first().copied();
    let top: Vec<OpId> = region
        .and_then(|r| body.region(r).blocks.first().copied())
        .map(|b| body.block_ops(b).collect())
        .unwrap_or_default();
    for &op in &top {
        if ctx.str(body.op(op).name) == "llvm.comdat" {
            m.comdat(body, op).map_err(|msg| Diagnostic::error(body.op(op).loc, msg))?;
        }
    }
    for &op in &top {
        let name = ctx.str(body.op(op).name);
        let r = match name {
            "llvm.func" => m.function(body, op),
            "llvm.mlir.global" => m.global(body, op),
            "gpu.module_end" | "llvm.comdat" | "llvm.comdat_selector" => Ok(()),
            _ => Err(format!("'{name}' op cannot be translated to LLVM IR: lower it to the llvm dialect first")),
        };
        r.map_err(|msg| Diagnostic::error(m.failed_at.take().unwrap_or(body.op(op).loc), msg))?;
    }
    Ok(m.finish())
}

/// Module-wide state: identified structs, intrinsic declarations, metadata.
struct ModuleWriter<'c> {
    ctx: &'c Context,
    opts: &'c TranslateOptions,
    structs: BTreeMap<String, String>,
    declarations: BTreeMap<String, String>,
    /// The selection kind of each comdat, by (quoted) selector name.
    comdats: BTreeMap<String, &'static str>,
    globals: String,
    functions: String,
    metadata: Vec<String>,
    nontemporal: Option<usize>,
    /// The `!llvm.loop` node of each loop annotation, and the node of each access group.
    loops: FxHashMap<Attribute, usize>,
    access_groups: FxHashMap<Attribute, usize>,
    /// The node of each TBAA or alias scope attribute.
    nodes: FxHashMap<Attribute, usize>,
    /// Compile units of `#llvm.di_*` debug info, and its `DILocation`s by text.
    di_units: Vec<usize>,
    di_locations: FxHashMap<String, usize>,
    /// Global variable expressions by the compile unit that lists them.
    di_globals: Vec<(usize, usize)>,
    /// The node of the recursive type each `recId` is being written for.
    di_rec_ids: FxHashMap<Attribute, usize>,
    debug: Option<debug::DebugInfo>,
    /// The location of the op inside a function that failed to translate.
    failed_at: Option<Location>,
    /// Calls checked by [`ModuleWriter::probe`], and the outcome.
    probed: FxHashMap<String, Result<(), String>>,
}

impl<'c> ModuleWriter<'c> {
    fn new(ctx: &'c Context, opts: &'c TranslateOptions) -> Self {
        ModuleWriter {
            ctx,
            opts,
            structs: BTreeMap::new(),
            declarations: BTreeMap::new(),
            comdats: BTreeMap::new(),
            globals: String::new(),
            functions: String::new(),
            metadata: Vec::new(),
            nontemporal: None,
            loops: FxHashMap::default(),
            access_groups: FxHashMap::default(),
            nodes: FxHashMap::default(),
            di_units: Vec::new(),
            di_locations: FxHashMap::default(),
            di_globals: Vec::new(),
            di_rec_ids: FxHashMap::default(),
            debug: None,
            failed_at: None,
            probed: FxHashMap::default(),
        }
    }

    /// The LLVM spelling of `ty`, noting identified structs it uses.
    fn ty(&mut self, ty: Type) -> Result<String, String> {
        self.note_structs(ty)?;
        llvm_type(self.ctx, ty)
    }

    fn note_structs(&mut self, ty: Type) -> Result<(), String> {
        let ctx = self.ctx;
        match ctx.type_kind(ty) {
            strata::ir::TypeKind::Vector { element, .. } => self.note_structs(*element),
            _ => match ctx.llvm_kind(ty) {
                Some(LlvmType::Array { element, .. }) => self.note_structs(*element),
                Some(LlvmType::Func { result, params, .. }) => {
                    self.note_structs(*result)?;
                    params.iter().try_for_each(|&p| self.note_structs(p))
                }
                Some(LlvmType::Struct { name, body, packed }) => {
                    for &e in body.iter().flatten() {
                        self.note_structs(e)?;
                    }
                    if let Some(n) = name {
                        if !self.structs.contains_key(n) {
                            let def = types::struct_definition(ctx, body.as_deref(), *packed)?;
                            self.structs.insert(n.clone(), def);
                        }
                    }
                    Ok(())
                }
                _ => Ok(()),
            },
        }
    }

    fn new_metadata(&mut self, text: String) -> usize {
        self.metadata.push(text);
        self.metadata.len() - 1
    }

    /// `!N` of the `!{i32 1}` node that marks nontemporal accesses.
    fn nontemporal_node(&mut self) -> usize {
        if let Some(n) = self.nontemporal {
            return n;
        }
        let n = self.new_metadata("!{i32 1}".into());
        self.nontemporal = Some(n);
        n
    }

    fn finish(mut self) -> String {
        let mut out = String::new();
        for (name, def) in &self.structs {
            let _ = writeln!(out, "{} = {def}", types::struct_name(name));
        }
        for (name, kind) in &self.comdats {
            let _ = writeln!(out, "${name} = comdat {kind}");
        }
        out.push_str(&self.globals);
        out.push_str(&self.functions);
        for decl in self.declarations.values() {
            let _ = writeln!(out, "{decl}");
        }
        self.list_di_globals();
        let mut units = std::mem::take(&mut self.di_units);
        let mut flags = Vec::new();
        if let Some(d) = self.debug.take() {
            if let Some((unit, dwarf)) = d.finish(&mut self.metadata) {
                units.push(unit);
                flags.push(dwarf);
            }
        }
        if !units.is_empty() {
            flags.insert(0, self.new_metadata("!{i32 2, !\"Debug Info Version\", i32 3}".into()));
            let list = |ns: &[usize]| ns.iter().map(|n| format!("!{n}")).collect::<Vec<_>>().join(", ");
            let _ = writeln!(out, "!llvm.dbg.cu = !{{{}}}", list(&units));
            let _ = writeln!(out, "!llvm.module.flags = !{{{}}}", list(&flags));
        }
        for (i, m) in self.metadata.iter().enumerate() {
            let _ = writeln!(out, "!{i} = {m}");
        }
        out
    }

    fn global(&mut self, body: &Body, op: OpId) -> Result<(), String> {
        let ctx = self.ctx;
        let get = |n: &str| attr(ctx, body, op, n);
        let name = get("sym_name").and_then(|a| ctx.as_string(a)).ok_or("global without a name")?;
        let ty = match get("global_type").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Type(t)) => *t,
            _ => return Err("global without a type".into()),
        };
        let ty_text = self.ty(ty)?;
        let linkage = enum_word(ctx, get("linkage"), "linkage").unwrap_or("external");
        let init = if let Some(v) = get("value") {
            Some(constants::constant(ctx, v, ty)?)
        } else if body.op(op).regions.first().is_some_and(|&r| !body.regions_body(op).region(r).blocks.is_empty()) {
            Some(ops::global_initializer(self, body, op, ty)?)
        } else if linkage == "external" || linkage == "extern_weak" {
            None
        } else {
            Some("undef".to_string())
        };
        let mut line = format!("@{} = ", quote_name(name));
        if init.is_none() || linkage != "external" {
            line.push_str(linkage);
            line.push(' ');
        }
        line.push_str(visibility(ctx, get("visibility_")));
        line.push_str(unnamed_addr(ctx, get("unnamed_addr")));
        match get("addr_space").and_then(|a| int_value(ctx, a)) {
            Some(n) if !(0..=i64::from(types::LLVM_MAX_ADDRESS_SPACE)).contains(&n) => {
                return Err(types::address_space_error(n))
            }
            Some(n) if n != 0 => {
                let _ = write!(line, "addrspace({n}) ");
            }
            _ => {}
        }
        if get("thread_local_").is_some() {
            line.push_str("thread_local ");
        }
        line.push_str(if get("constant").is_some() { "constant " } else { "global " });
        line.push_str(&ty_text);
        if let Some(i) = init {
            let _ = write!(line, " {i}");
        }
        if let Some(s) = get("section").and_then(|a| ctx.as_string(a)) {
            let _ = write!(line, ", section {}", quoted(s));
        }
        if let Some(c) = self.comdat_of(get("comdat"))? {
            let _ = write!(line, ", comdat(${c})");
        }
        if let Some(a) = get("alignment").and_then(|a| int_value(ctx, a)) {
            let _ = write!(line, ", align {a}");
        }
        if let Some(e) = get("dbg_expr") {
            let _ = write!(line, ", !dbg !{}", self.di_global(e)?);
        }
        self.globals.push_str(&line);
        self.globals.push('\n');
        Ok(())
    }

    fn function(&mut self, body: &Body, op: OpId) -> Result<(), String> {
        let ctx = self.ctx;
        let get = |n: &str| attr(ctx, body, op, n);
        let name = get("sym_name").and_then(|a| ctx.as_string(a)).ok_or("function without a name")?;
        let fty = match get("function_type").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Type(t)) => *t,
            _ => return Err("function without a type".into()),
        };
        let Some(LlvmType::Func { result, params, vararg }) = ctx.llvm_kind(fty).cloned() else {
            return Err("function type is not an !llvm.func".into());
        };
        let inner = body.regions_body(op);
        let region = body.op(op).regions.first().copied();
        let blocks: Vec<BlockId> = region.map(|r| inner.region(r).blocks.clone()).unwrap_or_default();
        let linkage = enum_word(ctx, get("linkage"), "linkage").unwrap_or("external");
        let mut head = String::new();
        head.push_str(if blocks.is_empty() { "declare " } else { "define " });
        // A declaration's subprogram comes before its signature.
        if blocks.is_empty() {
            if let Some(sp) = self.di_subprogram_of(body.op(op).loc) {
                let n = self.di_node(sp)?;
                let _ = write!(head, "!dbg !{n} ");
            }
        }
        if linkage != "external" {
            head.push_str(linkage);
            head.push(' ');
        }
        head.push_str(visibility(ctx, get("visibility_")));
        if let Some(cc) = enum_word(ctx, get("CConv"), "cconv").filter(|c| *c != "ccc") {
            head.push_str(cc);
            head.push(' ');
        } else if get("nvvm.kernel").is_some() {
            // A GPU kernel (upstream's `nvvm.kernel`): LLVM 19's NVPTX
            // backend makes `ptx_kernel` functions `.entry` points.
            head.push_str("ptx_kernel ");
        }
        let _ = write!(head, "{} @{}(", self.ty(result)?, quote_name(name));
        let mut f = FnWriter::new(self, inner);
        let args: Vec<ValueId> = blocks.first().map(|&b| inner.block(b).args.clone()).unwrap_or_default();
        for (i, &p) in params.iter().enumerate() {
            if i > 0 {
                head.push_str(", ");
            }
            head.push_str(&f.m.ty(p)?);
            if let Some(&a) = args.get(i) {
                let n = format!("%a{i}");
                let _ = write!(head, " {n}");
                f.values.insert(a, n);
            }
        }
        if vararg {
            head.push_str(if params.is_empty() { "..." } else { ", ..." });
        }
        head.push(')');
        let ua = unnamed_addr(ctx, get("unnamed_addr"));
        if !ua.is_empty() {
            head.push(' ');
            head.push_str(ua.trim_end());
        }
        if let Some(m) = get("memory").and_then(|a| memory_effects(ctx, a)) {
            let _ = write!(head, " {m}");
        }
        if let Some(s) = get("section").and_then(|a| ctx.as_string(a)) {
            let _ = write!(head, " section {}", quoted(s));
        }
        if let Some(c) = f.m.comdat_of(get("comdat"))? {
            let _ = write!(head, " comdat(${c})");
        }
        if let Some(p) = get("personality").and_then(|a| match ctx.attr_kind(a) {
            AttrKind::SymbolRef { root, .. } => Some(quote_name(ctx.bytes(*root))),
            _ => None,
        }) {
            let _ = write!(head, " personality ptr @{p}");
        }
        if blocks.is_empty() {
            let _ = writeln!(f.m.functions, "{head}");
            return Ok(());
        }
        let loc = body.op(op).loc;
        let sub = match f.m.di_subprogram_of(loc) {
            Some(sp) => {
                let distinct = ctx
                    .dialect_attr::<strata::dialects::llvm::metadata::MetadataAttr>(sp)
                    .is_some_and(|m| m.attr("id").is_some());
                if !distinct {
                    // LLVM's verifier would reject the module.
                    return Err("the subprogram of a function definition must be distinct (have an `id`)".into());
                }
                f.di_scope = true;
                Some(f.m.di_node(sp)?)
            }
            None => f.m.debug_subprogram(ctx, &String::from_utf8_lossy(name), loc),
        };
        if let Some(s) = sub {
            let _ = write!(head, " !dbg !{s}");
        }
        f.subprogram = sub;
        let text = f.blocks(&blocks)?;
        let _ = write!(self.functions, "{head} {{\n{text}}}\n\n");
        Ok(())
    }

    /// Parse and verify, in a module of their own, `preamble` (a
    /// declaration) and a function calling `callee` (`call T @f`, `call T
    /// asm ...`) with arguments of types `params`: a call LLVM would refuse
    /// is then reported at its op instead of failing the whole module.
    /// Err: LLVM's reason.
    fn probe(&mut self, preamble: &str, callee: &str, params: &[String]) -> Result<(), String> {
        let key = format!("{preamble}\n{callee}({})", params.join(", "));
        if let Some(r) = self.probed.get(&key) {
            return r.clone();
        }
        let mut text = String::new();
        for (n, def) in &self.structs {
            let _ = writeln!(text, "{} = {def}", types::struct_name(n));
        }
        let args: Vec<String> = params.iter().enumerate().map(|(i, t)| format!("{t} %{i}")).collect();
        let plain: Vec<String> =
            params.iter().map(|t| t.split(" elementtype(").next().unwrap_or(t).to_string()).collect();
        let _ = write!(
            text,
            "{preamble}\ndefine void @strata.probe({}) {{\n  {callee}({})\n  ret void\n}}\n",
            plain.iter().enumerate().map(|(i, t)| format!("{t} %{i}")).collect::<Vec<_>>().join(", "),
            args.join(", ")
        );
        let llvm = inkwell::context::Context::create();
        let buffer = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "probe");
        let r = match llvm.create_module_from_ir(buffer) {
            Ok(m) => m.verify().map_err(|e| first_line(&e.to_string())),
            Err(e) => Err(first_line(&e.to_string())),
        };
        self.probed.insert(key, r.clone());
        r
    }

    /// The selectors of an `llvm.comdat`, each an LLVM comdat of its name.
    fn comdat(&mut self, body: &Body, op: OpId) -> Result<(), String> {
        let ctx = self.ctx;
        let inner = body.regions_body(op);
        for &r in &body.op(op).regions {
            for &b in &inner.region(r).blocks {
                for sel in inner.block_ops(b) {
                    let name = attr(ctx, inner, sel, "sym_name").and_then(|a| ctx.as_string(a));
                    let kind = attr(ctx, inner, sel, "comdat").and_then(|a| int_value(ctx, a));
                    let (Some(name), Some(kind)) = (name, kind) else { continue };
                    let word = match kind {
                        0 => "any",
                        1 => "exactmatch",
                        2 => "largest",
                        3 => "nodeduplicate",
                        4 => "samesize",
                        _ => return Err(format!("unknown comdat selection kind {kind}")),
                    };
                    self.comdats.entry(quote_name(name)).or_insert(word);
                }
            }
        }
        Ok(())
    }

    /// The LLVM comdat a `comdat(@table::@selector)` attribute names: the
    /// selector's name. On ELF its kind must be one ELF has.
    fn comdat_of(&self, a: Option<Attribute>) -> Result<Option<String>, String> {
        let ctx = self.ctx;
        let Some(AttrKind::SymbolRef { root, nested }) = a.map(|a| ctx.attr_kind(a)) else { return Ok(None) };
        let name = quote_name(ctx.bytes(*nested.last().unwrap_or(root)));
        match self.comdats.get(&name) {
            Some(kind) if self.opts.elf && !matches!(*kind, "any" | "nodeduplicate") => Err(format!(
                "comdat '{name}' selects '{kind}', which ELF objects (x86_64 and aarch64 Linux) cannot express: \
                 only 'any' and 'nodeduplicate' comdats are supported"
            )),
            _ => Ok(Some(name)),
        }
    }

    fn debug_subprogram(&mut self, ctx: &Context, name: &str, loc: Location) -> Option<usize> {
        if !self.opts.debug_info {
            return None;
        }
        let d = self.debug.get_or_insert_with(debug::DebugInfo::default);
        d.subprogram(ctx, &mut self.metadata, name, loc)
    }
}

/// Per-function state: value and block names.
struct FnWriter<'m, 'c> {
    m: &'m mut ModuleWriter<'c>,
    body: &'m Body,
    values: FxHashMap<ValueId, String>,
    block_names: FxHashMap<BlockId, String>,
    next_value: usize,
    out: String,
    subprogram: Option<usize>,
    /// The subprogram comes from a `#llvm.di_subprogram`: locations are
    /// translated in it (`di.rs`) rather than as `-g` line tables.
    di_scope: bool,
    /// (block, pred label, arg values) for phi nodes, filled by terminators.
    incoming: FxHashMap<BlockId, Vec<(String, Vec<ValueId>)>>,
    /// Trampoline blocks splitting repeated edges: (label, target).
    trampolines: Vec<(String, BlockId)>,
}

impl<'m, 'c> FnWriter<'m, 'c> {
    fn new(m: &'m mut ModuleWriter<'c>, body: &'m Body) -> Self {
        FnWriter {
            m,
            body,
            values: FxHashMap::default(),
            block_names: FxHashMap::default(),
            next_value: 0,
            out: String::new(),
            subprogram: None,
            di_scope: false,
            incoming: FxHashMap::default(),
            trampolines: Vec::new(),
        }
    }

    fn blocks(&mut self, blocks: &[BlockId]) -> Result<String, String> {
        for (i, &b) in blocks.iter().enumerate() {
            self.block_names.insert(b, format!("bb{i}"));
        }
        // Name block arguments (phis) before any use.
        for &b in &blocks[1..] {
            for &a in &self.body.block(b).args {
                let n = self.fresh();
                self.values.insert(a, n);
            }
        }
        let mut texts = Vec::with_capacity(blocks.len());
        for &b in blocks {
            self.out.clear();
            for op in self.body.block_ops(b) {
                if let Err(e) = self.op(op) {
                    self.m.failed_at = Some(self.body.op(op).loc);
                    return Err(e);
                }
            }
            texts.push(std::mem::take(&mut self.out));
        }
        let mut out = String::new();
        for (i, &b) in blocks.iter().enumerate() {
            let _ = writeln!(out, "bb{i}:");
            let phis: &[ValueId] = if i == 0 { &[] } else { &self.body.block(b).args };
            for (k, &a) in phis.iter().enumerate() {
                let ty = self.m.ty(self.body.value_type(a))?;
                let mut entries = Vec::new();
                for (pred, vals) in self.incoming.get(&b).map(Vec::as_slice).unwrap_or(&[]) {
                    let v = vals.get(k).ok_or("branch passes too few operands to its successor")?;
                    entries.push(format!("[ {}, %{pred} ]", self.value(*v)?));
                }
                if entries.is_empty() {
                    return Err("a block with arguments has no predecessors".into());
                }
                let _ = writeln!(out, "  {} = phi {ty} {}", self.values[&a], entries.join(", "));
            }
            out.push_str(&texts[i]);
        }
        for (label, target) in std::mem::take(&mut self.trampolines) {
            let _ = writeln!(out, "{label}:\n  br label %{}", self.block_names[&target]);
        }
        Ok(out)
    }

    fn fresh(&mut self) -> String {
        let n = format!("%v{}", self.next_value);
        self.next_value += 1;
        n
    }

    /// The operand text of `v` (a name or an inline constant).
    fn value(&self, v: ValueId) -> Result<String, String> {
        self.values.get(&v).cloned().ok_or_else(|| "use of a value defined by an untranslated op".to_string())
    }

    /// `T v`, the typed operand.
    fn typed(&mut self, v: ValueId) -> Result<String, String> {
        let ty = self.m.ty(self.body.value_type(v))?;
        Ok(format!("{ty} {}", self.value(v)?))
    }

    /// The label of the edge to `target` from the current block: the block
    /// itself, or a trampoline when this terminator already reaches
    /// `target` (a phi takes one value per predecessor).
    pub(super) fn edge(
        &mut self,
        from: BlockId,
        target: BlockId,
        args: Vec<ValueId>,
        seen: &mut Vec<BlockId>,
    ) -> String {
        let from_label = self.block_names[&from].clone();
        let needs_split = seen.contains(&target) && !self.body.block(target).args.is_empty();
        seen.push(target);
        if !needs_split {
            self.incoming.entry(target).or_default().push((from_label, args));
            return format!("label %{}", self.block_names[&target]);
        }
        let label = format!("{from_label}.e{}", self.trampolines.len());
        self.trampolines.push((label.clone(), target));
        self.incoming.entry(target).or_default().push((label.clone(), args));
        format!("label %{label}")
    }

    /// Append an instruction line, with a debug location when enabled.
    fn emit(&mut self, op: OpId, line: String) {
        self.out.push_str("  ");
        self.out.push_str(&line);
        if let Some(sp) = self.subprogram {
            let loc = self.body.op(op).loc;
            if self.di_scope {
                if let Some(n) = self.m.di_location(loc, Some(sp), None) {
                    let _ = write!(self.out, ", !dbg !{n}");
                }
            } else if let Some(d) = self.m.debug.as_mut() {
                if let Some(n) = d.location(self.m.ctx, &mut self.m.metadata, sp, loc) {
                    let _ = write!(self.out, ", !dbg !{n}");
                }
            }
        }
        self.out.push('\n');
    }
}

mod debug;

/// The LLVM function attribute of a `#llvm.memory_effects<other = K,
/// argMem = K, inaccessibleMem = K>` (held canonical by the llvm dialect's
/// attribute hook): `memory(K, argmem: K, inaccessiblemem: K)`.
fn memory_effects(ctx: &Context, a: Attribute) -> Option<String> {
    let AttrKind::Opaque { data, .. } = ctx.attr_kind(a) else { return None };
    let body = data.strip_prefix("memory_effects<")?.strip_suffix('>')?;
    let mut parts = Vec::new();
    for (i, field) in body.split(", ").enumerate() {
        let (location, kind) = field.split_once(" = ")?;
        parts.push(match (i, location) {
            (0, "other") => kind.to_string(),
            (1, "argMem") => format!("argmem: {kind}"),
            (2, "inaccessibleMem") => format!("inaccessiblemem: {kind}"),
            _ => return None,
        });
    }
    (parts.len() == 3).then(|| format!("memory({})", parts.join(", ")))
}

/// `name` (a byte string, as MLIR's symbol names) as an LLVM identifier
/// body: bare when it can be, else quoted.
pub fn quote_name(name: impl AsRef<[u8]>) -> String {
    let name = name.as_ref();
    let bare = !name.is_empty()
        && !name[0].is_ascii_digit()
        && name.iter().all(|c| c.is_ascii_alphanumeric() || b"._$-".contains(c));
    if bare {
        name.iter().map(|&c| c as char).collect()
    } else {
        quoted(name)
    }
}

/// The first line of an LLVM message, without its place or trailing `!`.
fn first_line(message: &str) -> String {
    let line = message.lines().find(|l| !l.trim().is_empty()).unwrap_or("").trim();
    // A parse error starts with its place in the probe module.
    let line = line.split_once(": error: ").map_or(line, |(_, m)| m);
    line.trim_end_matches('!').to_string()
}

/// `"..."` with LLVM's `\XX` escapes.
fn quoted(bytes: &[u8]) -> String {
    let mut s = String::from("\"");
    for &c in bytes {
        if (c.is_ascii_graphic() || c == b' ') && c != b'"' && c != b'\\' {
            s.push(c as char);
        } else {
            let _ = write!(s, "\\{c:02X}");
        }
    }
    s.push('"');
    s
}

/// The case word of a dialect enum attribute `#llvm.<mnemonic><word>` or
/// `#llvm.<mnemonic> word>`.
fn enum_word<'a>(ctx: &'a Context, a: Option<Attribute>, mnemonic: &str) -> Option<&'a str> {
    match ctx.attr_kind(a?) {
        AttrKind::Opaque { data, .. } => {
            let rest = data.strip_prefix(mnemonic)?.trim_start();
            Some(rest.strip_prefix('<').and_then(|r| r.strip_suffix('>')).unwrap_or(rest).trim())
        }
        _ => None,
    }
}

fn int_value(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
        _ => None,
    }
}

fn visibility(ctx: &Context, a: Option<Attribute>) -> &'static str {
    match a.and_then(|a| int_value(ctx, a)) {
        Some(1) => "hidden ",
        Some(2) => "protected ",
        _ => "",
    }
}

fn unnamed_addr(ctx: &Context, a: Option<Attribute>) -> &'static str {
    match a.and_then(|a| int_value(ctx, a)) {
        Some(1) => "local_unnamed_addr ",
        Some(2) => "unnamed_addr ",
        _ => "",
    }
}

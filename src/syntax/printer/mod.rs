//! The printer: IR to MLIR text, in generic or custom form.
//!
//! The output is byte for byte what `mlir-opt-19` prints. Values are named
//! like upstream (`%0`, `%arg0`, `^bb1`, numbering restarted for sibling
//! regions); aliases (`#map`, `#set`, `#loc`, `#distinct`, `!tuple`) are chosen
//! by a dry run of the printer (see `aliases`); blocks carry upstream's
//! predecessor comments. Output depends only on the IR: it is deterministic.

mod aliases;
mod attrs;
mod names;
mod resources;

use std::fmt::Write;

pub use aliases::AliasTable;
pub use attrs::{attr_to_string, is_bare_identifier, push_int, type_to_string, write_escaped, AttrWriter};

use crate::ir::{Attribute, BlockId, Body, Context, Identifier, Module, OpId, RegionId, Type, ValueId};
use crate::opdef::{Registry, Traits};
use names::NameTable;

/// Printing options, named after upstream's flags.
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`
    pub generic: bool,
    /// `--mlir-print-debuginfo`
    pub debug_info: bool,
}

/// State of one print of a module.
pub struct Printer<'a> {
    pub ctx: &'a Context,
    pub registry: &'a Registry,
    pub opts: PrintOptions,
    pub out: String,
    indent: usize,
    names: NameTable,
    aliases: AliasTable,
    /// Default dialects of the enclosing custom-printed ops.
    default_dialects: Vec<&'static str>,
    /// Where the text goes, a line at a time, when it is not kept whole.
    sink: Option<&'a mut dyn std::io::Write>,
    sink_error: Option<std::io::Error>,
}

/// How much text the printer keeps before passing it to its sink.
const SINK_CHUNK: usize = 1 << 16;

/// Print a module to text.
pub fn print_module(ctx: &Context, registry: &Registry, module: &Module, opts: &PrintOptions) -> String {
    let mut p = Printer::new(ctx, registry, opts.clone(), None);
    p.print_module_body(module);
    p.out
}

/// Print a module to `sink` as it goes, without holding the whole text (as
/// upstream prints to a stream): the output of a large module is as large
/// as its input.
pub fn write_module(
    ctx: &Context,
    registry: &Registry,
    module: &Module,
    opts: &PrintOptions,
    sink: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let mut p = Printer::new(ctx, registry, opts.clone(), Some(sink));
    p.print_module_body(module);
    p.flush_to_sink();
    match p.sink_error {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// One op in generic form, with value names numbered within its body, for
/// diagnostics such as "block with no terminator, has ...".
pub fn print_op_for_diagnostic(ctx: &Context, registry: &Registry, body: &Body, op: OpId) -> String {
    let mut p = Printer::new(ctx, registry, PrintOptions { generic: true, debug_info: false }, None);
    p.names.number_roots(&names::Namer { ctx, registry, suggest: false }, body);
    p.print_op(body, op);
    p.out
}

impl<'a> Printer<'a> {
    fn new(
        ctx: &'a Context,
        registry: &'a Registry,
        opts: PrintOptions,
        sink: Option<&'a mut dyn std::io::Write>,
    ) -> Self {
        Printer {
            ctx,
            registry,
            opts,
            out: String::new(),
            indent: 0,
            names: NameTable::default(),
            aliases: AliasTable::default(),
            default_dialects: vec!["builtin"],
            sink,
            sink_error: None,
        }
    }

    fn print_module_body(&mut self, module: &Module) {
        let (ctx, registry) = (self.ctx, self.registry);
        let namer = names::Namer { ctx, registry, suggest: !self.opts.generic };
        self.names.number_top(&namer, &module.body, module.op);
        // A dry run finds the aliases, which are defined before their uses; it
        // is skipped when nothing in the context could have one.
        if self.opts.debug_info || ctx.may_have_aliases() {
            self.aliases.collecting = true;
            self.print_op(&module.body, module.op);
            self.out.clear();
            self.aliases.finish();
        }
        self.print_alias_defs(false);
        self.print_op(&module.body, module.op);
        self.out.push('\n');
        self.print_alias_defs(true);
        let used = std::mem::take(&mut self.aliases.resources);
        self.out.push_str(&resources::print_resources(&module.resources, &used));
    }

    /// Pass the text so far to the sink, if there is one.
    fn flush_to_sink(&mut self) {
        if let Some(sink) = self.sink.as_deref_mut() {
            if self.sink_error.is_none() {
                self.sink_error = sink.write_all(self.out.as_bytes()).err();
            }
            self.out.clear();
        }
    }

    fn writer(&mut self) -> (AttrWriter<'a, '_>, &mut String) {
        (AttrWriter { ctx: self.ctx, aliases: Some(&mut self.aliases) }, &mut self.out)
    }

    // ---- helpers for custom printers -------------------------------------------

    pub fn write(&mut self, s: &str) {
        self.out.push_str(s);
    }
    pub fn print_type(&mut self, ty: Type) {
        let (mut w, out) = self.writer();
        w.write_type(out, ty);
    }
    pub fn print_types(&mut self, tys: &[Type]) {
        let (mut w, out) = self.writer();
        w.write_type_list(out, tys);
    }
    pub fn print_function_type(&mut self, inputs: &[Type], results: &[Type]) {
        let (mut w, out) = self.writer();
        w.write_function_type(out, inputs, results);
    }
    /// `-> type` / `-> (types)` result lists as function signatures print them.
    pub fn print_result_types(&mut self, results: &[Type]) {
        let (mut w, out) = self.writer();
        w.write_result_types(out, results);
    }
    pub fn print_attr(&mut self, a: Attribute) {
        let (mut w, out) = self.writer();
        w.write_attr(out, a);
    }
    pub fn print_attr_no_type(&mut self, a: Attribute) {
        let (mut w, out) = self.writer();
        w.write_attr_elide(out, a, true);
    }
    /// `@name`, or `@"..."` when the name is not a bare identifier.
    pub fn print_symbol(&mut self, name: &[u8]) {
        attrs_write_symbol(&mut self.out, name);
    }
    pub fn print_value(&mut self, body: &Body, v: ValueId) {
        // The dry run's text is never read.
        if !self.aliases.collecting {
            self.names.write_value_name(&mut self.out, body, v);
        }
    }
    pub fn print_values(&mut self, body: &Body, vs: &[ValueId]) {
        for (i, v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_value(body, *v);
        }
    }
    pub fn print_block_name(&mut self, body: &Body, b: BlockId) {
        if !self.aliases.collecting {
            self.names.write_block_name(&mut self.out, body, b);
        }
    }

    /// ` {a = 1}` for the entries of `dict` not named in `elided`.
    pub fn print_optional_attr_dict(&mut self, dict: Attribute, elided: &[&str]) {
        self.print_attr_dict_impl(dict, elided, false);
    }
    /// ` attributes {a = 1}` for the entries not named in `elided`.
    pub fn print_optional_attr_dict_with_keyword(&mut self, dict: Attribute, elided: &[&str]) {
        self.print_attr_dict_impl(dict, elided, true);
    }
    fn print_attr_dict_impl(&mut self, dict: Attribute, elided: &[&str], keyword: bool) {
        let ctx = self.ctx;
        let all = ctx.dict_entries(dict);
        if elided.is_empty() {
            return self.print_attr_dict_entries(all, keyword);
        }
        let entries: Vec<_> = all.iter().filter(|(k, _)| !elided.contains(&ctx.str(*k))).copied().collect();
        self.print_attr_dict_entries(&entries, keyword);
    }

    /// ` {a = 1}` (or ` attributes {a = 1}` with `keyword`) for `entries`,
    /// nothing when there are none.
    pub fn print_attr_dict_entries(&mut self, entries: &[(Identifier, Attribute)], keyword: bool) {
        if entries.is_empty() {
            return;
        }
        self.out.push_str(if keyword { " attributes {" } else { " {" });
        let (mut w, out) = self.writer();
        w.write_dict_entries(out, entries);
        self.out.push('}');
    }

    /// The `loc(...)` of a block or function argument.
    pub fn print_location(&mut self, loc: Attribute) {
        let (mut w, out) = self.writer();
        w.write_argument_location(out, loc);
    }

    /// `#name = definition` lines of the aliases defined before the module
    /// (`deferred` false) or after it.
    fn print_alias_defs(&mut self, deferred: bool) {
        let defs: Vec<_> = self.aliases.defs.iter().filter(|d| d.2 == deferred).map(|d| (d.0, d.1.clone())).collect();
        for (sym, name) in defs {
            let (mut w, out) = self.writer();
            match sym {
                aliases::Symbol::Attr(a) => {
                    let _ = write!(out, "#{name} = ");
                    w.write_attr_impl(out, a, false);
                }
                aliases::Symbol::Type(t) => {
                    let _ = write!(out, "!{name} = ");
                    w.write_type_impl(out, t);
                }
            }
            out.push('\n');
        }
    }

    /// `^bb1(%0, %1 : i32, i32)`, or `^bb1` without operands.
    pub fn print_successor_and_use_list(&mut self, body: &Body, dest: BlockId, operands: &[ValueId]) {
        self.print_block_name(body, dest);
        if !operands.is_empty() {
            self.out.push('(');
            self.print_values(body, operands);
            self.out.push_str(" : ");
            let tys: Vec<Type> = operands.iter().map(|&v| body.value_type(v)).collect();
            self.print_types(&tys);
            self.out.push(')');
        }
    }

    /// Indent what `newline` starts one level deeper.
    pub fn increase_indent(&mut self) {
        self.indent += 1;
    }
    pub fn decrease_indent(&mut self) {
        self.indent -= 1;
    }

    /// A line break followed by the current indentation.
    pub fn newline(&mut self) {
        // The dry run's text is never read: keep it small.
        if self.aliases.collecting {
            self.out.clear();
        } else if self.out.len() >= SINK_CHUNK {
            // Between lines: no custom printer looks back past a line break.
            self.flush_to_sink();
        }
        self.out.push('\n');
        // Wide enough that deeply nested ops take few copies per line.
        const SPACES: &str = concat!(
            "                                                                ",
            "                                                                ",
            "                                                                ",
            "                                                                "
        );
        let mut width = 2 * self.indent;
        while width > 0 {
            let n = width.min(SPACES.len());
            self.out.push_str(&SPACES[..n]);
            width -= n;
        }
    }

    // ---- operations --------------------------------------------------------------

    fn print_trailing_location(&mut self, loc: Attribute) {
        let (mut w, out) = self.writer();
        w.write_trailing_location(out, loc);
    }

    /// Print `op` at the current position (no leading indentation).
    pub fn print_op(&mut self, body: &Body, op: OpId) {
        self.print_op_with(body, op, true);
    }

    /// Print `op` without its `%results =` (upstream's
    /// `printCustomOrGenericOp`, for ops that print a nested op inline).
    pub fn print_op_without_results(&mut self, body: &Body, op: OpId) {
        self.print_op_with(body, op, false);
    }

    fn print_op_with(&mut self, body: &Body, op: OpId, with_results: bool) {
        // Upstream's dry run visits an op's location before the op.
        if self.opts.debug_info && self.aliases.collecting {
            self.print_trailing_location(body.op(op).loc);
        }
        let results = body.results(op);
        if with_results && !results.is_empty() && !self.aliases.collecting {
            self.names.write_result_group_names(&mut self.out, body, op);
            self.out.push_str(" = ");
        }
        let name = self.ctx.str(body.op(op).name);
        let def = self.registry.op_named(self.ctx, body.op(op).name);
        // A hand-written printer, or else the op's declarative format.
        let custom = def.and_then(|d| match (d.print, d.spec) {
            (Some(print), _) => Some(CustomForm::Hook(print)),
            (None, Some(spec)) if spec.format.is_some() => Some(CustomForm::Format(spec)),
            _ => None,
        });
        // Regions of ops without a default dialect print full op names, as
        // upstream does for ops that do not implement `OpAsmOpInterface`.
        self.default_dialects.push(def.and_then(|d| d.default_dialect).unwrap_or(""));
        match custom {
            Some(form) if !self.opts.generic => {
                let dd = self.default_dialects.len() - 2;
                let shown = elided_name(name, self.default_dialects[dd]);
                self.out.push_str(shown);
                match form {
                    CustomForm::Hook(print) => print(self, body, op),
                    CustomForm::Format(spec) => crate::opdef::ods::print::print_op(spec, self, body, op),
                }
            }
            _ => self.print_generic_op(body, op),
        }
        self.default_dialects.pop();
        if self.opts.debug_info && !self.aliases.collecting {
            self.out.push(' ');
            self.print_trailing_location(body.op(op).loc);
        }
    }

    /// generic-operation syntax.
    pub fn print_generic_op(&mut self, body: &Body, op: OpId) {
        if self.aliases.collecting {
            return self.visit_generic_op(body, op);
        }
        let ctx = self.ctx;
        let data = body.op(op);
        write_escaped(&mut self.out, ctx.bytes(data.name));
        self.out.push('(');
        self.print_values(body, body.operands(op));
        self.out.push(')');
        if !data.successors.is_empty() {
            self.out.push('[');
            for (i, s) in data.successors.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_block_name(body, *s);
            }
            self.out.push(']');
        }
        if let Some(p) = data.properties {
            self.out.push_str(" <");
            self.print_attr(p);
            self.out.push('>');
        }
        if !data.regions.is_empty() {
            self.out.push_str(" (");
            let rbody = body.regions_body(op);
            for (i, r) in data.regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region(rbody, *r, true, true);
            }
            self.out.push(')');
        }
        self.print_optional_attr_dict(data.attributes, &[]);
        self.out.push_str(" : ");
        let ins: Vec<Type> = body.operands(op).iter().map(|&v| body.value_type(v)).collect();
        let outs: Vec<Type> = body.results(op).iter().map(|&v| body.value_type(v)).collect();
        self.print_function_type(&ins, &outs);
    }

    /// The dry run of the generic form, in upstream's order: regions, operand
    /// types, result types, then inherent and discardable attributes by name.
    fn visit_generic_op(&mut self, body: &Body, op: OpId) {
        let data = body.op(op);
        let rbody = body.regions_body(op);
        for &r in &data.regions {
            self.print_region(rbody, r, true, true);
        }
        for &v in body.operands(op).iter().chain(body.results(op)) {
            self.print_type(body.value_type(v));
        }
        let ctx = self.ctx;
        let mut entries: Vec<_> = data.properties.map(|p| ctx.dict_entries(p).to_vec()).unwrap_or_default();
        entries.extend_from_slice(ctx.dict_entries(data.attributes));
        entries.sort_by_key(|(k, _)| ctx.str(*k));
        for (_, v) in entries {
            self.print_attr(v);
        }
    }

    /// `{` blocks `}`. The entry block's label is printed when it has
    /// arguments and `print_entry_args` is set, or when it is empty and
    /// `print_empty_block` is set; other blocks always have one.
    pub fn print_region(&mut self, body: &Body, region: RegionId, print_entry_args: bool, print_empty_block: bool) {
        self.print_region_with(body, region, print_entry_args, true, print_empty_block);
    }

    /// ` -> type` or ` -> (types)`, nothing for no types.
    pub fn print_optional_arrow_type_list(&mut self, types: &[Type]) {
        if !types.is_empty() {
            self.out.push_str(" -> ");
            self.print_result_types(types);
        }
    }

    /// Like [`Printer::print_region`]; without `print_block_terminators`, a
    /// block's final terminator is left out (an implicit terminator the parser
    /// puts back).
    pub fn print_region_with(
        &mut self,
        body: &Body,
        region: RegionId,
        print_entry_args: bool,
        print_block_terminators: bool,
        print_empty_block: bool,
    ) {
        // One level of region nesting: see `crate::stack`.
        crate::stack::ensure_sufficient_stack(|| {
            self.print_region_blocks(body, region, print_entry_args, print_block_terminators, print_empty_block)
        })
    }

    fn print_region_blocks(
        &mut self,
        body: &Body,
        region: RegionId,
        print_entry_args: bool,
        print_block_terminators: bool,
        print_empty_block: bool,
    ) {
        self.out.push('{');
        let blocks = &body.region(region).blocks;
        for (i, &b) in blocks.iter().enumerate() {
            let header = i > 0
                || (print_entry_args && !body.block(b).args.is_empty())
                || (print_empty_block && body.first_op(b).is_none());
            if header {
                self.print_block_header(body, b);
            }
            self.indent += 1;
            let elided =
                body.last_op(b).filter(|&o| !print_block_terminators && self.has_trait(body, o, Traits::TERMINATOR));
            for o in body.block_ops(b) {
                if Some(o) == elided {
                    continue;
                }
                self.newline();
                self.print_op(body, o);
            }
            self.indent -= 1;
        }
        self.newline();
        self.out.push('}');
    }

    fn print_block_header(&mut self, body: &Body, b: BlockId) {
        self.newline();
        self.print_block_name(body, b);
        let args = body.block(b).args.clone();
        if !args.is_empty() {
            self.out.push('(');
            for (i, &a) in args.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_value(body, a);
                self.out.push_str(": ");
                self.print_type(body.value_type(a));
                if self.opts.debug_info {
                    // Upstream's arguments always have one (unknown by default).
                    let loc = body.value(a).loc.unwrap_or_else(|| self.ctx.unknown_loc());
                    self.out.push(' ');
                    self.print_location(loc);
                }
            }
            self.out.push(')');
        }
        self.out.push(':');
        self.print_predecessors_comment(body, b);
    }

    /// `  // pred: ^bb0` or `  // 2 preds: ^bb0, ^bb1`: one entry per
    /// successor use, in block order, as upstream.
    fn print_predecessors_comment(&mut self, body: &Body, b: BlockId) {
        let preds = body.predecessors(b);
        match preds.len() {
            0 if !body.is_entry_block(b) => self.out.push_str("  // no predecessors"),
            0 => {}
            1 => self.out.push_str("  // pred: "),
            n => {
                let _ = write!(self.out, "  // {n} preds: ");
            }
        }
        for (i, (term, _)) in preds.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            if let Some(pb) = body.parent_block(*term) {
                self.print_block_name(body, pb);
            }
        }
    }

    /// Print a region in custom form: entry block arguments are printed by the
    /// op itself, terminators always.
    pub fn print_custom_region(&mut self, body: &Body, region: RegionId) {
        self.print_region(body, region, false, false);
    }

    /// Whether `op` has the given trait in the registry.
    pub fn has_trait(&self, body: &Body, op: OpId, t: Traits) -> bool {
        self.registry.traits_named(self.ctx, body.op(op).name).contains(t)
    }
}

/// How an op's custom form is printed.
enum CustomForm {
    Hook(crate::opdef::PrintFn),
    Format(&'static crate::opdef::ods::OpSpec),
}

/// The op name without the default dialect prefix, as upstream prints it.
fn elided_name<'n>(name: &'n str, default_dialect: &str) -> &'n str {
    match name.strip_prefix(default_dialect).and_then(|r| r.strip_prefix('.')) {
        Some(rest) if !default_dialect.is_empty() && !rest.contains('.') => rest,
        _ => name,
    }
}

fn attrs_write_symbol(out: &mut String, name: &[u8]) {
    attrs::write_symbol(out, name);
}

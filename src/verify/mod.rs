//! Structural verification: op verifiers and traits, terminators, successors,
//! symbol tables, and SSA dominance (`dominance.rs`). Every violation is
//! reported; verification does not stop at the first.

pub(crate) mod dominance;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{AttrKind, Attribute, Body, Context, Identifier, Location, Module, OpId, RegionId, Type};
use crate::opdef::{OpDefinition, Registry, Traits};
use crate::syntax::diag::Diagnostic;
use crate::syntax::printer::type_to_string;

/// What an op verifier may know about its parent op.
pub struct ParentInfo {
    pub name: Identifier,
    /// Where the parent op is, for notes pointing at it.
    pub loc: Location,
    pub function_type: Option<Type>,
    pub sym_name: Option<String>,
    pub is_symbol_table: bool,
    /// The parent's discardable attributes (`gpu.container_module`).
    pub attributes: Attribute,
    /// The parent's properties (inherent attributes), if it keeps them.
    pub properties: Option<Attribute>,
}

impl ParentInfo {
    /// What a child's verifier may know about the op `name` with these
    /// attributes and properties.
    pub fn new(
        ctx: &Context,
        registry: &Registry,
        name: Identifier,
        loc: Location,
        attributes: Attribute,
        properties: Option<Attribute>,
    ) -> ParentInfo {
        let get = |n| properties.and_then(|p| ctx.dict_get_id(p, n)).or_else(|| ctx.dict_get_id(attributes, n));
        let function_type = match get(crate::static_ident!(ctx, "function_type")).map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Type(t)) => Some(*t),
            _ => None,
        };
        let sym_name = get(crate::static_ident!(ctx, "sym_name"))
            .and_then(|a| ctx.as_string(a))
            .map(|s| String::from_utf8_lossy(s).into_owned());
        let is_symbol_table = registry.traits_named(ctx, name).contains(Traits::SYMBOL_TABLE);
        ParentInfo { name, loc, function_type, sym_name, is_symbol_table, attributes, properties }
    }

    /// The parent's attribute `name`, inherent or discardable.
    pub fn attr(&self, ctx: &Context, name: &str) -> Option<Attribute> {
        self.properties.and_then(|p| ctx.dict_get(p, name)).or_else(|| ctx.dict_get(self.attributes, name))
    }
}

/// A symbol of a symbol table: the defining op.
#[derive(Copy, Clone)]
struct SymbolEntry<'a> {
    body: &'a Body,
    op: OpId,
}

/// State of one verification run.
pub struct VerifyCx<'a> {
    pub ctx: &'a Context,
    pub registry: &'a Registry,
    diags: Vec<Diagnostic>,
    parents: Vec<ParentInfo>,
    symbol_scopes: Vec<FxHashMap<Vec<u8>, SymbolEntry<'a>>>,
    /// False when verifying an op detached from its symbol table (a pass
    /// target): symbol uses are then left to the table's own verification.
    symbols_known: bool,
    /// What ops found to satisfy their definition's invariants so far were
    /// like (see `ods::verify::invariants_key`).
    invariants_held: FxHashSet<crate::opdef::ods::verify::InvariantsKey>,
}

/// Verify a module; returns every diagnostic found (empty when valid).
pub fn verify_module(ctx: &Context, registry: &Registry, module: &Module) -> Vec<Diagnostic> {
    let mut cx = VerifyCx::new(ctx, registry, true);
    cx.verify_op(&module.body, module.op);
    cx.diags
}

/// Verify an isolated op detached from its parent as a pass target: `shell`
/// holds the op alone (its regions in its `inner` arena). As upstream after
/// a nested pass, uses of symbols defined outside the op are not resolved
/// (the enclosing symbol table checks them when it is verified). With
/// `regions_only`, the op's own verifier is skipped (its operands and
/// results are not in `shell`) and only what its regions hold is verified.
/// `parent` describes the op the target was detached from.
pub fn verify_detached(
    ctx: &Context,
    registry: &Registry,
    parent: Option<ParentInfo>,
    shell: &Body,
    op: OpId,
    regions_only: bool,
) -> Vec<Diagnostic> {
    let mut cx = VerifyCx::new(ctx, registry, false);
    cx.parents.extend(parent);
    if regions_only {
        cx.verify_nested(shell, op);
    } else {
        cx.verify_op(shell, op);
    }
    cx.diags
}

impl<'a> VerifyCx<'a> {
    fn new(ctx: &'a Context, registry: &'a Registry, symbols_known: bool) -> Self {
        VerifyCx {
            ctx,
            registry,
            diags: Vec::new(),
            parents: Vec::new(),
            symbol_scopes: Vec::new(),
            symbols_known,
            invariants_held: FxHashSet::default(),
        }
    }

    /// Whether an op like `key` was found to satisfy its invariants.
    pub(crate) fn invariants_held(&self, key: &crate::opdef::ods::verify::InvariantsKey) -> bool {
        self.invariants_held.contains(key)
    }

    /// Remember that an op like `key` satisfies its invariants.
    pub(crate) fn invariants_hold(&mut self, key: crate::opdef::ods::verify::InvariantsKey) {
        self.invariants_held.insert(key);
    }

    /// Whether symbol references can be resolved: false while verifying an
    /// op detached from its symbol table, where verifiers skip symbol uses.
    pub fn symbols_known(&self) -> bool {
        self.symbols_known
    }

    pub fn op_loc(&self, body: &Body, op: OpId) -> Location {
        body.op(op).loc
    }

    /// `'dialect.op' op <msg>` at the op's location.
    pub fn make_op_error(&self, body: &Body, op: OpId, msg: impl Into<String>) -> Diagnostic {
        let name = self.ctx.str(body.op(op).name);
        Diagnostic::error(body.op(op).loc, format!("'{name}' op {}", msg.into()))
    }

    pub fn op_error(&mut self, body: &Body, op: OpId, msg: impl Into<String>) {
        let d = self.make_op_error(body, op, msg);
        self.diags.push(d);
    }

    pub fn report(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    /// `'type'` as upstream quotes types in messages.
    pub fn type_str(&self, t: Type) -> String {
        format!("'{}'", type_to_string(self.ctx, t))
    }

    pub fn types_str(&self, ts: &[Type]) -> String {
        ts.iter().map(|t| self.type_str(*t)).collect::<Vec<_>>().join(", ")
    }

    /// The op whose region holds the op being verified.
    pub fn parent(&self) -> Option<&ParentInfo> {
        self.parents.last()
    }

    /// Every op enclosing the op being verified, outermost first.
    pub fn ancestors(&self) -> &[ParentInfo] {
        &self.parents
    }

    pub fn parent_is_symbol_table(&self) -> bool {
        self.parents.last().is_some_and(|p| p.is_symbol_table)
    }

    /// Resolve a symbol reference from the nearest symbol table to the op
    /// defining the symbol (and the body holding it).
    pub fn lookup_symbol(&self, symref: Attribute) -> Option<(&'a Body, OpId)> {
        let ctx = self.ctx;
        let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(symref) else { return None };
        let mut entry = *self.symbol_scopes.last()?.get(ctx.bytes(*root))?;
        for n in nested {
            let table = collect_symbols(ctx, entry.body.regions_body(entry.op), &entry.body.op(entry.op).regions);
            entry = *table.get(ctx.bytes(*n))?;
        }
        Some((entry.body, entry.op))
    }

    fn traits(&self, body: &Body, op: OpId) -> Traits {
        self.registry.traits_named(self.ctx, body.op(op).name)
    }

    fn is_registered(&self, body: &Body, op: OpId) -> bool {
        self.registry.op_named(self.ctx, body.op(op).name).is_some()
    }

    /// Whether `op`'s regions act as a symbol table for lookups. Unregistered
    /// ops with one region might be one, as upstream assumes.
    fn acts_as_symbol_table(&self, body: &Body, op: OpId) -> bool {
        self.traits(body, op).contains(Traits::SYMBOL_TABLE)
            || (!self.is_registered(body, op) && body.op(op).regions.len() == 1)
    }

    /// The dialect attributes in a function-like op's `arg_attrs` and
    /// `res_attrs`, checked by their dialects; false after an error.
    fn verify_param_attrs(&mut self, body: &'a Body, op: OpId) -> bool {
        let ctx = self.ctx;
        for (key, param) in [
            ("arg_attrs", crate::opdef::FunctionParam::Argument as fn(usize) -> _),
            ("res_attrs", crate::opdef::FunctionParam::Result),
        ] {
            let Some(AttrKind::Array(dicts)) = crate::opdef::ods::attr(ctx, body, op, key).map(|a| ctx.attr_kind(a))
            else {
                continue;
            };
            for (i, &dict) in dicts.iter().enumerate() {
                if !matches!(ctx.attr_kind(dict), AttrKind::Dictionary(_)) {
                    continue;
                }
                for &(name, value) in ctx.dict_entries(dict) {
                    let name = ctx.str(name);
                    let verifier = name.split_once('.').and_then(|(d, _)| self.registry.param_attr_verifier(d));
                    if verifier.is_some_and(|verify| !verify(self, body, op, param(i), name, value)) {
                        return false;
                    }
                }
            }
        }
        true
    }

    fn verify_op(&mut self, body: &'a Body, op: OpId) {
        let ctx = self.ctx;
        let def = self.registry.op_named(ctx, body.op(op).name);
        let traits = self.traits(body, op);
        // Dialect attributes first, as upstream.
        for &(attr_name, value) in ctx.dict_entries(body.op(op).attributes) {
            let attr_name = ctx.str(attr_name);
            let verifier = attr_name.split_once('.').and_then(|(d, _)| self.registry.op_attr_verifier(d));
            if let Some(verify) = verifier {
                verify(self, body, op, attr_name, value);
            }
        }
        if traits.contains(Traits::FUNCTION_LIKE) && !self.verify_param_attrs(body, op) {
            return;
        }
        if traits.contains(Traits::TERMINATOR) {
            if let Some(b) = body.parent_block(op) {
                if body.last_op(b) != Some(op) {
                    self.op_error(body, op, "must be the last operation in the parent block");
                }
            }
        }
        if traits.contains(Traits::SINGLE_BLOCK) {
            let inner = body.regions_body(op);
            for (i, &r) in body.op(op).regions.iter().enumerate() {
                if inner.region(r).blocks.len() > 1 {
                    self.op_error(body, op, format!("expects region #{i} to have 0 or 1 blocks"));
                }
            }
        }
        match def {
            Some(OpDefinition { spec: Some(spec), .. }) => crate::opdef::ods::verify::verify_op(spec, self, body, op),
            Some(OpDefinition { verify: Some(verify), .. }) => verify(self, body, op),
            _ => {}
        }
        if !body.op(op).regions.is_empty() {
            // One level of region nesting: see `crate::stack`.
            crate::stack::ensure_sufficient_stack(|| self.verify_nested(body, op));
        }
    }

    /// Verify what the regions of `op` hold (symbol table, blocks, nested
    /// ops, dominance when `op` is isolated).
    fn verify_nested(&mut self, body: &'a Body, op: OpId) {
        let traits = self.traits(body, op);
        if body.op(op).regions.is_empty() {
            return;
        }
        let symbol_table = self.acts_as_symbol_table(body, op);
        let inner = body.regions_body(op);
        if symbol_table {
            let table = self.check_symbol_table(inner, &body.op(op).regions, traits.contains(Traits::SYMBOL_TABLE));
            self.symbol_scopes.push(table);
        }
        let data = body.op(op);
        self.parents.push(ParentInfo::new(
            self.ctx,
            self.registry,
            data.name,
            data.loc,
            data.attributes,
            data.properties,
        ));
        let isolated = body.op(op).inner.is_some();
        for &r in &body.op(op).regions {
            self.verify_region(inner, r, body, op);
        }
        if isolated {
            dominance::verify_dominance(self, inner, &inner.roots, body, op);
        }
        self.parents.pop();
        if symbol_table {
            self.symbol_scopes.pop();
        }
    }

    /// Collect the symbols of a table, reporting duplicates when `report`.
    fn check_symbol_table(
        &mut self,
        body: &'a Body,
        regions: &[RegionId],
        report: bool,
    ) -> FxHashMap<Vec<u8>, SymbolEntry<'a>> {
        let mut table: FxHashMap<Vec<u8>, SymbolEntry<'a>> = FxHashMap::default();
        for &r in regions {
            for &b in &body.region(r).blocks {
                for op in body.block_ops(b) {
                    let Some(name) = symbol_name(self.ctx, body, op) else { continue };
                    if let Some(prev) = table.get(&name) {
                        if report {
                            let name = String::from_utf8_lossy(&name);
                            let d =
                                Diagnostic::error(body.op(op).loc, format!("redefinition of symbol named '{name}'"))
                                    .with_note(prev.body.op(prev.op).loc, "see existing symbol definition here");
                            self.diags.push(d);
                        }
                        continue;
                    }
                    table.insert(name, SymbolEntry { body, op });
                }
            }
        }
        table
    }

    fn verify_region(&mut self, body: &'a Body, region: RegionId, owner_body: &Body, owner: OpId) {
        let owner_traits = self.traits(owner_body, owner);
        let registered = self.is_registered(owner_body, owner);
        let blocks = &body.region(region).blocks;
        let single = blocks.len() == 1;
        let may_skip_terminator = single && (!registered || owner_traits.contains(Traits::NO_TERMINATOR));
        for (i, &b) in blocks.iter().enumerate() {
            if i == 0 && !body.predecessors(b).is_empty() {
                let loc = owner_body.op(owner).loc;
                self.diags.push(Diagnostic::error(loc, "entry block of region may not have predecessors"));
            }
            match body.last_op(b) {
                // Even unregistered ops need terminators in multi-block regions.
                None if !may_skip_terminator => {
                    self.diags
                        .push(Diagnostic::error(owner_body.op(owner).loc, "empty block: expect at least a terminator"));
                }
                Some(last) if !may_skip_terminator => {
                    let t = self.traits(body, last);
                    if self.is_registered(body, last) && !t.contains(Traits::TERMINATOR) {
                        let shown =
                            crate::syntax::printer::print_op_for_diagnostic(self.ctx, self.registry, body, last);
                        self.diags.push(Diagnostic::error(
                            body.op(last).loc,
                            format!("block with no terminator, has {shown}"),
                        ));
                    }
                }
                _ => {}
            }
            if let Some(term) = body.last_op(b) {
                for &s in &body.op(term).successors {
                    if body.parent_region(s) != Some(region) {
                        self.op_error(body, term, "branching to block of a different region");
                    }
                }
            }
            for op in body.block_ops(b) {
                self.verify_op(body, op);
            }
        }
    }
}

/// The `sym_name` of an op, when it defines a symbol: a byte string.
fn symbol_name(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<u8>> {
    let a = crate::opdef::symbols::symbol_name(ctx, body, op)?;
    ctx.as_string(a).map(<[u8]>::to_vec)
}

fn collect_symbols<'a>(ctx: &Context, body: &'a Body, regions: &[RegionId]) -> FxHashMap<Vec<u8>, SymbolEntry<'a>> {
    let mut table = FxHashMap::default();
    for &r in regions {
        for &b in &body.region(r).blocks {
            for op in body.block_ops(b) {
                if let Some(name) = symbol_name(ctx, body, op) {
                    table.entry(name).or_insert(SymbolEntry { body, op });
                }
            }
        }
    }
    table
}

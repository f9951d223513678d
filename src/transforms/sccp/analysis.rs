//! The analysis behind SCCP: an optimistic lattice over SSA values
//! (uninitialized, constant, overdefined) computed together with which
//! blocks and control-flow edges may execute, to a fixed point.
//!
//! It follows upstream's pair of data-flow analyses (dead code and sparse
//! constant propagation). Values flow along live edges only: branch
//! operands into successor arguments, region-branch operands into regions
//! and results, call operands into the arguments of callees whose callers
//! are all known, and returned values into the results of every live call.
//! Ops are evaluated with their folders, fed the lattice's constants.
//!
//! Every isolated arena under the target is detached first ([`Scopes`]), so
//! that values can flow between functions; an id is qualified by the index
//! of its scope.

use std::collections::VecDeque;

use rustc_hash::{FxHashMap, FxHashSet};

use super::branch::{self, Successor};
use crate::ir::{Attribute, BlockId, Body, Context, Identifier, OpId, RegionId, ValueId};
use crate::opdef::symbols::{collect_symbol_refs, lookup_symbol, symbol_name};
use crate::opdef::{Registry, Traits};
use crate::rewrite::{constant_value, dialect_of, fold_op_with, OpFoldResult};

/// One isolated arena: the target's (scope 0) or that of an isolated op
/// nested in it, `owner`: its scope and op.
pub(super) struct Scope {
    pub body: Box<Body>,
    pub owner: Option<(usize, OpId)>,
}

/// The target's arena and every isolated arena nested in it, detached from
/// their ops so that all of them can be read and changed at once.
pub(super) struct Scopes {
    pub list: Vec<Scope>,
    /// The scope holding the regions of an isolated op.
    pub inner_of: FxHashMap<(usize, OpId), usize>,
}

impl Scopes {
    /// Detach the isolated arenas nested in `root`, recursively.
    pub fn detach(root: Box<Body>) -> Scopes {
        let mut scopes = Scopes { list: vec![Scope { body: root, owner: None }], inner_of: FxHashMap::default() };
        let mut s = 0;
        while s < scopes.list.len() {
            let mut isolated = Vec::new();
            let body = &scopes.list[s].body;
            for &r in &body.roots {
                body.walk_region(r, &mut |op| {
                    if body.op(op).inner.is_some() {
                        isolated.push(op);
                    }
                });
            }
            for op in isolated {
                if let Some(inner) = scopes.list[s].body.take_inner(op) {
                    scopes.inner_of.insert((s, op), scopes.list.len());
                    scopes.list.push(Scope { body: inner, owner: Some((s, op)) });
                }
            }
            s += 1;
        }
        scopes
    }

    /// Put every arena back into its op; returns the target's.
    pub fn attach(mut self) -> Box<Body> {
        while self.list.len() > 1 {
            let Some(scope) = self.list.pop() else { break };
            if let Some((s, op)) = scope.owner {
                self.list[s].body.set_inner(op, Some(scope.body));
            }
        }
        self.list.pop().map_or_else(Box::default, |s| s.body)
    }

    pub fn body(&self, s: usize) -> &Body {
        &self.list[s].body
    }

    /// The scope and regions of `op` of scope `s`.
    pub fn regions_of(&self, s: usize, op: OpId) -> (usize, Vec<RegionId>) {
        match self.inner_of.get(&(s, op)) {
            Some(&inner) => (inner, self.list[inner].body.roots.clone()),
            None => (s, self.list[s].body.op(op).regions.clone()),
        }
    }

    /// Every op of `region` of scope `s` and of the regions nested in it
    /// within the scope, in no particular order.
    pub fn walk(&self, s: usize, region: RegionId) -> Vec<OpId> {
        let body = self.body(s);
        let mut out = Vec::new();
        let mut stack = vec![region];
        while let Some(r) = stack.pop() {
            let start = out.len();
            for &b in &body.region(r).blocks {
                out.extend(body.block_ops(b));
            }
            for &op in &out[start..] {
                if !self.inner_of.contains_key(&(s, op)) {
                    stack.extend(body.op(op).regions.iter().rev());
                }
            }
        }
        out
    }

    /// The op holding `region` of scope `s`; `None` for the target's regions.
    fn region_parent(&self, s: usize, region: RegionId) -> Option<(usize, OpId)> {
        match self.body(s).parent_op(region) {
            Some(op) => Some((s, op)),
            None => self.list[s].owner,
        }
    }

    /// The op holding `op`; `None` when that is the target.
    fn parent_op(&self, s: usize, op: OpId) -> Option<(usize, OpId)> {
        let region = self.body(s).parent_block(op).and_then(|b| self.body(s).parent_region(b))?;
        self.region_parent(s, region)
    }
}

/// What is known of a value that may hold more than nothing.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Lattice {
    /// Always this constant; `dialect` is the dialect of the op that
    /// produced it (the one that materializes it).
    Constant { value: Attribute, dialect: Identifier },
    /// May hold different values.
    Overdefined,
}

/// The known calls of a callable, unless it may be called from elsewhere.
#[derive(Default)]
struct Callsites {
    unknown: bool,
    known: Vec<(usize, OpId)>,
}

pub(super) struct Solver<'a> {
    ctx: &'a Context,
    registry: &'a Registry,
    /// The name of the target op.
    top: Identifier,
    pub scopes: Scopes,
    /// The lattice of every value that is not uninitialized.
    pub values: FxHashMap<(usize, ValueId), Lattice>,
    live: FxHashSet<(usize, BlockId)>,
    edges: FxHashSet<(usize, BlockId, BlockId)>,
    callsites: FxHashMap<(usize, OpId), Callsites>,
    /// Ops whose fold result is a value that is not one of their operands.
    watchers: FxHashMap<(usize, ValueId), Vec<(usize, OpId)>>,
    worklist: VecDeque<(usize, OpId)>,
    queued: FxHashSet<(usize, OpId)>,
}

impl<'a> Solver<'a> {
    pub fn new(ctx: &'a Context, registry: &'a Registry, top: Identifier, scopes: Scopes) -> Self {
        Solver {
            ctx,
            registry,
            top,
            scopes,
            values: FxHashMap::default(),
            live: FxHashSet::default(),
            edges: FxHashSet::default(),
            callsites: FxHashMap::default(),
            watchers: FxHashMap::default(),
            worklist: VecDeque::new(),
            queued: FxHashSet::default(),
        }
    }

    /// Compute the fixed point.
    pub fn run(&mut self) {
        self.init_callables();
        // The target's entry blocks run, with unknown arguments.
        for r in self.scopes.body(0).roots.clone() {
            let Some(&entry) = self.scopes.body(0).region(r).blocks.first() else { continue };
            for a in self.scopes.body(0).block(entry).args.clone() {
                self.set_overdefined(0, a);
            }
            self.mark_live(0, entry);
        }
        while let Some(item) = self.worklist.pop_front() {
            self.queued.remove(&item);
            self.visit(item.0, item.1);
        }
    }

    fn traits(&self, s: usize, op: OpId) -> Traits {
        self.registry.traits_named(self.ctx, self.scopes.body(s).op(op).name)
    }

    fn enqueue(&mut self, s: usize, op: OpId) {
        if self.queued.insert((s, op)) {
            self.worklist.push_back((s, op));
        }
    }

    fn mark_live(&mut self, s: usize, block: BlockId) {
        if self.live.insert((s, block)) {
            let ops: Vec<OpId> = self.scopes.body(s).block_ops(block).collect();
            for op in ops {
                self.enqueue(s, op);
            }
        }
    }

    fn mark_edge(&mut self, s: usize, from: BlockId, to: BlockId) {
        self.edges.insert((s, from, to));
        self.mark_live(s, to);
    }

    fn lattice(&self, s: usize, v: ValueId) -> Option<Lattice> {
        self.values.get(&(s, v)).copied()
    }

    /// Join `incoming` into the lattice of `v`; revisit its users on change.
    fn join(&mut self, s: usize, v: ValueId, incoming: Option<Lattice>) {
        let Some(incoming) = incoming else { return };
        let joined = match (self.lattice(s, v), incoming) {
            (None, x) => x,
            (Some(Lattice::Constant { value: a, dialect }), Lattice::Constant { value: b, .. }) if a == b => {
                Lattice::Constant { value: a, dialect }
            }
            _ => Lattice::Overdefined,
        };
        if self.lattice(s, v) == Some(joined) {
            return;
        }
        self.values.insert((s, v), joined);
        let users: Vec<OpId> = self.scopes.body(s).uses(v).iter().map(|u| u.op).collect();
        for u in users {
            self.enqueue(s, u);
        }
        for (ws, w) in self.watchers.get(&(s, v)).cloned().unwrap_or_default() {
            self.enqueue(ws, w);
        }
    }

    fn set_overdefined(&mut self, s: usize, v: ValueId) {
        self.join(s, v, Some(Lattice::Overdefined));
    }

    /// The constants of `op`'s operands (`None` for overdefined ones);
    /// `None` while any operand is uninitialized.
    fn operand_constants(&self, s: usize, op: OpId) -> Option<Vec<Option<Attribute>>> {
        self.scopes
            .body(s)
            .operands(op)
            .iter()
            .map(|&v| match self.lattice(s, v)? {
                Lattice::Constant { value, .. } => Some(Some(value)),
                Lattice::Overdefined => Some(None),
            })
            .collect()
    }

    fn visit(&mut self, s: usize, op: OpId) {
        let body = self.scopes.body(s);
        if body.is_erased(op) {
            return;
        }
        let Some(block) = body.parent_block(op) else { return };
        if !self.live.contains(&(s, block)) {
            return;
        }
        let name = self.ctx.str(body.op(op).name);
        let has_regions = !body.op(op).regions.is_empty() || self.scopes.inner_of.contains_key(&(s, op));
        let has_successors = !body.op(op).successors.is_empty();
        let has_results = !body.results(op).is_empty();
        if name == "func.call" || name == "func.call_indirect" {
            self.visit_call(s, op);
        } else if has_regions {
            if branch::is_region_branch(name) {
                self.visit_region_branch(s, op);
            } else if name == "func.func" {
                self.visit_callable(s, op);
            } else {
                self.visit_opaque_regions(s, op);
            }
        } else if has_results {
            self.visit_fold(s, op);
        }
        if let Some(parent) = self.returns_to(s, op, block) {
            let parent_name = self.ctx.str(self.scopes.body(parent.0).op(parent.1).name);
            if parent_name == "func.func" {
                self.visit_return(s, op, parent);
            } else {
                self.visit_region_terminator(s, op, parent);
            }
        }
        if has_successors {
            self.visit_branch(s, op, block);
        }
    }

    /// The region-branch or callable op that `op` returns to, when it ends
    /// a block of one of its regions without successors.
    fn returns_to(&self, s: usize, op: OpId, block: BlockId) -> Option<(usize, OpId)> {
        let body = self.scopes.body(s);
        let name = self.ctx.str(body.op(op).name);
        let terminator = self.registry.op(name).map_or(true, |d| d.traits.contains(Traits::TERMINATOR));
        if !terminator || body.next_op(op).is_some() || !body.op(op).successors.is_empty() {
            return None;
        }
        let parent = self.scopes.region_parent(s, body.parent_region(block)?)?;
        let parent_name = self.ctx.str(self.scopes.body(parent.0).op(parent.1).name);
        (parent_name == "func.func" || branch::is_region_branch(parent_name)).then_some(parent)
    }

    /// Evaluate `op` by folding it with the constants of its operands.
    fn visit_fold(&mut self, s: usize, op: OpId) {
        let Some(constants) = self.operand_constants(s, op) else { return };
        let (ctx, registry) = (self.ctx, self.registry);
        let body = &mut self.scopes.list[s].body;
        let name = ctx.str(body.op(op).name);
        let dialect = ctx.ident(dialect_of(name));
        // A fold may change the op in place; the constants are simulated,
        // so the op is put back as it was.
        let saved = (body.operands(op).to_vec(), body.op(op).attributes, body.op(op).properties);
        let mut folded = fold_op_with(ctx, registry, body, op, &constants);
        if body.operands(op) != saved.0.as_slice() {
            body.set_operands(op, saved.0);
        }
        body.op_mut(op).attributes = saved.1;
        body.op_mut(op).properties = saved.2;
        if folded.is_failure() {
            if let Some(value) = constant_value(ctx, registry, body, op) {
                folded = crate::rewrite::Folded::attr(value);
            }
        }
        let results = body.results(op).to_vec();
        match folded {
            crate::rewrite::Folded::Results(r) if r.len() == results.len() => {
                for (&res, fr) in results.iter().zip(r) {
                    match fr {
                        OpFoldResult::Attr(value) => self.join(s, res, Some(Lattice::Constant { value, dialect })),
                        OpFoldResult::Value(v) => {
                            if !self.scopes.body(s).operands(op).contains(&v) {
                                let w = self.watchers.entry((s, v)).or_default();
                                if !w.contains(&(s, op)) {
                                    w.push((s, op));
                                }
                            }
                            let l = self.lattice(s, v);
                            self.join(s, res, l);
                        }
                    }
                }
            }
            _ => {
                for r in results {
                    self.set_overdefined(s, r);
                }
            }
        }
    }

    /// An op with regions that says nothing of its control flow: every
    /// region may run, with unknown arguments, and its results are unknown.
    fn visit_opaque_regions(&mut self, s: usize, op: OpId) {
        let (rs, regions) = self.scopes.regions_of(s, op);
        for r in regions {
            let Some(&entry) = self.scopes.body(rs).region(r).blocks.first() else { continue };
            self.mark_live(rs, entry);
            for a in self.scopes.body(rs).block(entry).args.clone() {
                self.set_overdefined(rs, a);
            }
        }
        for r in self.scopes.body(s).results(op).to_vec() {
            self.set_overdefined(s, r);
        }
    }

    /// A terminator with successors. A branch waits for all its operands
    /// and may pick one successor; any other terminator may go anywhere,
    /// with unknown arguments.
    fn visit_branch(&mut self, s: usize, op: OpId, from: BlockId) {
        let (ctx, registry) = (self.ctx, self.registry);
        let body = self.scopes.body(s);
        let spec = registry.op_named(ctx, body.op(op).name).and_then(|d| d.spec).filter(|sp| sp.is_branch());
        let constants = match spec {
            Some(_) => match self.operand_constants(s, op) {
                Some(c) => c,
                None => return,
            },
            None => Vec::new(),
        };
        let successors = body.op(op).successors.clone();
        let chosen = spec.and_then(|_| branch::branch_successor(ctx, body, op, &constants));
        let ranges = spec.and_then(|sp| sp.successor_operand_ranges(ctx, body, op));
        match chosen.and_then(|i| successors.get(i)) {
            Some(&dest) => self.mark_edge(s, from, dest),
            None => {
                for &dest in &successors {
                    self.mark_edge(s, from, dest);
                }
            }
        }
        // Every operand list to a block reached over a live edge flows in.
        for (i, &dest) in successors.iter().enumerate() {
            if !self.edges.contains(&(s, from, dest)) {
                continue;
            }
            let body = self.scopes.body(s);
            let args = body.block(dest).args.clone();
            let forwarded: Option<Vec<ValueId>> = ranges
                .as_ref()
                .and_then(|r| r.get(i))
                .and_then(|r| body.operands(op).get(r.clone()))
                .map(<[_]>::to_vec);
            for (k, a) in args.into_iter().enumerate() {
                match forwarded.as_ref().and_then(|f| f.get(k)) {
                    Some(&v) => {
                        let l = self.lattice(s, v);
                        self.join(s, a, l);
                    }
                    None => self.set_overdefined(s, a),
                }
            }
        }
    }

    fn visit_region_branch(&mut self, s: usize, op: OpId) {
        let Some(constants) = self.operand_constants(s, op) else { return };
        let body = self.scopes.body(s);
        let successors = branch::entry_successors(self.ctx, body, op, &constants);
        let operands = branch::entry_operands(self.ctx, body, op);
        for succ in successors {
            self.flow(s, &operands, true, (s, op), succ);
        }
    }

    fn visit_region_terminator(&mut self, s: usize, term: OpId, parent: (usize, OpId)) {
        let Some(constants) = self.operand_constants(s, term) else { return };
        let body = self.scopes.body(s);
        let name = self.ctx.str(body.op(term).name);
        let known = branch::is_region_terminator(name, self.traits(s, term).contains(Traits::RETURN_LIKE));
        let cond = (name == "scf.condition").then(|| branch::condition(self.ctx, &constants));
        let values = branch::terminator_operands(self.ctx, body, term);
        let Some(region) = body.parent_block(term).and_then(|b| body.parent_region(b)) else { return };
        let (_, regions) = self.scopes.regions_of(parent.0, parent.1);
        let Some(index) = regions.iter().position(|&r| r == region) else { return };
        let successors = branch::region_successors(self.ctx, self.scopes.body(parent.0), parent.1, index, cond);
        for succ in successors {
            self.flow(s, &values, known, parent, succ);
        }
    }

    /// Control reaches `succ` of region-branch op `op` carrying `values`
    /// (of scope `s`; unknown unless `known`).
    fn flow(&mut self, s: usize, values: &[ValueId], known: bool, op: (usize, OpId), succ: Successor) {
        let incoming = |this: &Self, k: usize| match values.get(k) {
            Some(&v) if known => this.lattice(s, v),
            _ => Some(Lattice::Overdefined),
        };
        match succ {
            Successor::Region(i) => {
                let (rs, regions) = self.scopes.regions_of(op.0, op.1);
                let Some(&entry) = regions.get(i).and_then(|&r| self.scopes.body(rs).region(r).blocks.first()) else {
                    return;
                };
                self.mark_live(rs, entry);
                let first = branch::first_input(self.ctx, self.scopes.body(op.0), op.1, i);
                let args = self.scopes.body(rs).block(entry).args.clone();
                for (k, a) in args.into_iter().enumerate() {
                    let l = if k < first || k - first >= values.len() {
                        Some(Lattice::Overdefined)
                    } else {
                        incoming(self, k - first)
                    };
                    self.join(rs, a, l);
                }
            }
            Successor::Parent => {
                let results = self.scopes.body(op.0).results(op.1).to_vec();
                for (k, r) in results.into_iter().enumerate() {
                    let l = incoming(self, k);
                    self.join(op.0, r, l);
                }
            }
        }
    }

    // ---- calls ------------------------------------------------------------------

    /// Mark callables that may be called from outside what is seen: public
    /// ones, and those whose symbol is used other than by a call.
    fn init_callables(&mut self) {
        let top_is_table = self.registry.traits_named(self.ctx, self.top).contains(Traits::SYMBOL_TABLE);
        let mut tables: Vec<Option<(usize, OpId)>> = Vec::new();
        if top_is_table {
            tables.push(None);
        }
        for s in 0..self.scopes.list.len() {
            for r in self.scopes.body(s).roots.clone() {
                for op in self.scopes.walk(s, r) {
                    if self.traits(s, op).contains(Traits::SYMBOL_TABLE) {
                        tables.push(Some((s, op)));
                    }
                }
            }
        }
        for table in tables {
            let (ts, regions) = self.table_regions(table);
            let body = self.scopes.body(ts);
            let Some(&block) = regions.first().and_then(|&r| body.region(r).blocks.first()) else { continue };
            let mut found = false;
            for op in body.block_ops(block).collect::<Vec<_>>() {
                if self.callable_entry(ts, op).is_none() || symbol_name(self.ctx, body, op).is_none() {
                    continue;
                }
                found = true;
                if is_public(self.ctx, body, op) {
                    self.callsites.entry((ts, op)).or_default().unknown = true;
                }
            }
            if !found {
                continue;
            }
            let mut refs = Vec::new();
            for &r in &regions {
                self.non_call_refs(ts, r, &mut refs);
            }
            for (root, nested) in refs {
                if let Some(f) = top_is_table.then(|| self.lookup(None, root, &nested)).flatten() {
                    self.callsites.entry(f).or_default().unknown = true;
                }
            }
        }
    }

    /// The symbol references held by the ops of `region` (of scope `s`) and
    /// everything nested in them, calls left out.
    fn non_call_refs(&self, s: usize, region: RegionId, out: &mut Vec<(Identifier, Vec<Identifier>)>) {
        let body = self.scopes.body(s);
        for op in self.scopes.walk(s, region) {
            let data = body.op(op);
            let name = self.ctx.str(data.name);
            if name != "func.call" && name != "func.call_indirect" {
                if let Some(p) = data.properties {
                    collect_symbol_refs(self.ctx, p, out);
                }
                collect_symbol_refs(self.ctx, data.attributes, out);
            }
            if let Some(&inner) = self.scopes.inner_of.get(&(s, op)) {
                for r in self.scopes.body(inner).roots.clone() {
                    crate::stack::ensure_sufficient_stack(|| self.non_call_refs(inner, r, out));
                }
            }
        }
    }

    /// The scope and regions of a symbol table (`None`: the target).
    fn table_regions(&self, table: Option<(usize, OpId)>) -> (usize, Vec<RegionId>) {
        match table {
            Some((s, op)) => self.scopes.regions_of(s, op),
            None => (0, self.scopes.body(0).roots.clone()),
        }
    }

    /// The symbol `root::nested...` in symbol table `table`.
    fn lookup(&self, table: Option<(usize, OpId)>, root: Identifier, nested: &[Identifier]) -> Option<(usize, OpId)> {
        let (ts, regions) = self.table_regions(table);
        let mut found = (ts, lookup_symbol(self.ctx, self.scopes.body(ts), &regions, root)?);
        for &name in nested {
            if !self.traits(found.0, found.1).contains(Traits::SYMBOL_TABLE) {
                return None;
            }
            let (ns, regions) = self.scopes.regions_of(found.0, found.1);
            found = (ns, lookup_symbol(self.ctx, self.scopes.body(ns), &regions, name)?);
        }
        Some(found)
    }

    /// The entry block (and its scope) of a `func.func` with a body.
    fn callable_entry(&self, s: usize, op: OpId) -> Option<(usize, BlockId)> {
        if self.ctx.str(self.scopes.body(s).op(op).name) != "func.func" {
            return None;
        }
        let (fs, regions) = self.scopes.regions_of(s, op);
        let entry = *regions.first().and_then(|&r| self.scopes.body(fs).region(r).blocks.first())?;
        Some((fs, entry))
    }

    /// The `func.func` with a body that `call` (a `func.call`) calls.
    fn resolve_call(&self, s: usize, call: OpId) -> Option<(usize, OpId)> {
        let body = self.scopes.body(s);
        let data = body.op(call);
        let callee = data
            .properties
            .and_then(|p| self.ctx.dict_get(p, "callee"))
            .or_else(|| self.ctx.dict_get(data.attributes, "callee"))?;
        let crate::ir::AttrKind::SymbolRef { root, nested } = self.ctx.attr_kind(callee) else { return None };
        // The nearest symbol table holding the call.
        let mut cur = self.scopes.parent_op(s, call);
        let table = loop {
            match cur {
                Some((ps, p)) if self.traits(ps, p).contains(Traits::SYMBOL_TABLE) => break Some((ps, p)),
                Some((ps, p)) => cur = self.scopes.parent_op(ps, p),
                None if self.registry.traits_named(self.ctx, self.top).contains(Traits::SYMBOL_TABLE) => break None,
                None => return None,
            }
        };
        let f = self.lookup(table, *root, nested)?;
        self.callable_entry(f.0, f.1).map(|_| f)
    }

    fn visit_call(&mut self, s: usize, call: OpId) {
        let callee = (self.ctx.str(self.scopes.body(s).op(call).name) == "func.call")
            .then(|| self.resolve_call(s, call))
            .flatten();
        let Some(f) = callee else {
            for r in self.scopes.body(s).results(call).to_vec() {
                self.set_overdefined(s, r);
            }
            return;
        };
        let state = self.callsites.entry(f).or_default();
        if !state.known.contains(&(s, call)) {
            state.known.push((s, call));
            // The callee may start running, and its returns reach this call.
            self.enqueue(f.0, f.1);
            let (fs, regions) = self.scopes.regions_of(f.0, f.1);
            let mut terminators = Vec::new();
            for r in regions {
                terminators.extend(
                    self.scopes.body(fs).region(r).blocks.iter().filter_map(|&b| self.scopes.body(fs).last_op(b)),
                );
            }
            for t in terminators {
                self.enqueue(fs, t);
            }
        }
        let Some((fs, entry)) = self.callable_entry(f.0, f.1) else { return };
        let args = self.scopes.body(fs).block(entry).args.clone();
        let operands = self.scopes.body(s).operands(call).to_vec();
        for (a, v) in args.into_iter().zip(operands) {
            let l = self.lattice(s, v);
            self.join(fs, a, l);
        }
    }

    /// A callable runs once it is called, or when it may be called from
    /// elsewhere (then with unknown arguments).
    fn visit_callable(&mut self, s: usize, op: OpId) {
        let Some((fs, entry)) = self.callable_entry(s, op) else { return };
        let (unknown, called) =
            self.callsites.get(&(s, op)).map_or((false, false), |c| (c.unknown, !c.known.is_empty()));
        if unknown || called {
            self.mark_live(fs, entry);
        }
        if unknown {
            for a in self.scopes.body(fs).block(entry).args.clone() {
                self.set_overdefined(fs, a);
            }
        }
    }

    /// A return of callable `f`: its operands flow into the results of
    /// every known call.
    fn visit_return(&mut self, s: usize, ret: OpId, f: (usize, OpId)) {
        let calls = self.callsites.get(&f).map(|c| c.known.clone()).unwrap_or_default();
        let return_like = self.traits(s, ret).contains(Traits::RETURN_LIKE);
        let operands = self.scopes.body(s).operands(ret).to_vec();
        for (cs, call) in calls {
            let results = self.scopes.body(cs).results(call).to_vec();
            for (k, r) in results.into_iter().enumerate() {
                let l = match operands.get(k) {
                    Some(&v) if return_like => self.lattice(s, v),
                    _ => Some(Lattice::Overdefined),
                };
                self.join(cs, r, l);
            }
        }
    }
}

/// Whether symbol `op` is public (no visibility, or `public`).
fn is_public(ctx: &Context, body: &Body, op: OpId) -> bool {
    let data = body.op(op);
    let vis = data
        .properties
        .and_then(|p| ctx.dict_get(p, "sym_visibility"))
        .or_else(|| ctx.dict_get(data.attributes, "sym_visibility"));
    vis.and_then(|a| ctx.as_string(a)).map_or(true, |v| v == b"public")
}

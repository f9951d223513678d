//! SSA value and block naming, following upstream's numbering: each region is
//! numbered in full before the regions nested in it, and sibling regions start
//! from the same counters (so `scf.if` branches may both define `%1`).
//!
//! Ops may suggest result names (`%c0_i32`, `%sum`); clashes with names
//! visible from enclosing regions are resolved with upstream's `_N` suffixes.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::dialects::Registry;
use crate::ir::{BlockId, Body, Context, OpId, RegionId, ValueDef, ValueId};

#[derive(Default)]
pub(super) struct NameTable {
    /// (body address, value id) -> name (`%0`, `%0#1`, `%arg0`, `%c0`).
    values: FxHashMap<(usize, u32), String>,
    blocks: FxHashMap<(usize, u32), u32>,
    /// Result groups of ops whose results are named in several groups:
    /// (op key) -> start index of each group.
    groups: FxHashMap<(usize, u32), Vec<usize>>,
    /// Scopes of suggested names: (parent scope, names defined in it).
    scopes: Vec<(Option<usize>, FxHashSet<String>)>,
}

fn key(body: &Body, id: u32) -> (usize, u32) {
    (body as *const Body as usize, id)
}

/// Counters carried from a region into the regions nested in it.
#[derive(Copy, Clone, Default)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
    scope: Option<usize>,
}

/// Where suggested result names come from.
pub(super) struct Namer<'a> {
    pub ctx: &'a Context,
    pub registry: &'a Registry,
    /// Whether ops' own suggestions are used (not in the generic form).
    pub suggest: bool,
}

impl Namer<'_> {
    fn suggested(&self, body: &Body, op: OpId) -> Option<Vec<Option<String>>> {
        if !self.suggest {
            return None;
        }
        let spec = self.registry.op(self.ctx.str(body.op(op).name))?.spec?;
        spec.names.map(|f| f(self.ctx, body, op))
    }
}

impl NameTable {
    /// Number everything under the top-level op `op` of `body`.
    pub(super) fn number_top(&mut self, namer: &Namer<'_>, body: &Body, op: OpId) {
        let mut c = Counters { scope: Some(self.new_scope(None)), ..Counters::default() };
        self.number_op_results(namer, body, op, &mut c);
        let rbody = body.regions_body(op);
        let stack = body.op(op).regions.iter().map(|&r| (rbody, r, c)).collect();
        self.number_stack(namer, stack);
    }

    /// Number the root regions of `body` as one isolated scope.
    pub(super) fn number_roots(&mut self, namer: &Namer<'_>, body: &Body) {
        let c = Counters { scope: Some(self.new_scope(None)), ..Counters::default() };
        self.number_stack(namer, body.roots.iter().map(|&r| (body, r, c)).collect());
    }

    fn new_scope(&mut self, parent: Option<usize>) -> usize {
        self.scopes.push((parent, FxHashSet::default()));
        self.scopes.len() - 1
    }

    fn number_stack(&mut self, namer: &Namer<'_>, mut stack: Vec<(&Body, RegionId, Counters)>) {
        let mut running = Counters::default();
        while let Some((b, region, saved)) = stack.pop() {
            // The generic form numbers all values of a scope uniquely, without
            // restarting in sibling regions (upstream's behaviour).
            let mut c = if namer.suggest { saved } else { Counters { scope: saved.scope, ..running } };
            c.scope = Some(self.new_scope(c.scope));
            for (bi, &block) in b.region(region).blocks.iter().enumerate() {
                self.blocks.insert(key(b, block.0), bi as u32);
                let entry = bi == 0;
                for &a in &b.block(block).args {
                    let name = if entry {
                        c.arg += 1;
                        format!("%arg{}", c.arg - 1)
                    } else {
                        c.value += 1;
                        format!("%{}", c.value - 1)
                    };
                    self.values.insert(key(b, a.0), name);
                }
                for o in b.block_ops(block) {
                    self.number_op_results(namer, b, o, &mut c);
                }
            }
            for &block in &b.region(region).blocks {
                for o in b.block_ops(block) {
                    let inner = b.regions_body(o);
                    for &r in &b.op(o).regions {
                        stack.push((inner, r, c));
                    }
                }
            }
            running = c;
        }
    }

    fn number_op_results(&mut self, namer: &Namer<'_>, body: &Body, op: OpId, c: &mut Counters) {
        let results = body.results(op);
        if results.is_empty() {
            return;
        }
        let suggested = namer.suggested(body, op).unwrap_or_default();
        let mut starts = vec![0usize];
        let mut base = None;
        for (i, &r) in results.iter().enumerate() {
            let name = match suggested.get(i).cloned().flatten() {
                Some(s) => {
                    if i > 0 {
                        starts.push(i);
                    }
                    base = Some((self.unique_name(&s, c), i));
                    base.as_ref().map(|b| b.0.clone()).expect("set")
                }
                None if i == 0 => {
                    c.value += 1;
                    base = Some((format!("%{}", c.value - 1), 0));
                    base.as_ref().map(|b| b.0.clone()).expect("set")
                }
                None => {
                    let (b, start) = base.as_ref().expect("first result is named");
                    format!("{b}#{}", i - start)
                }
            };
            self.values.insert(key(body, r.0), name);
        }
        if starts.len() > 1 {
            self.groups.insert(key(body, op.0), starts);
        }
    }

    /// Upstream's `uniqueValueName`: the sanitized name, or `name_N` with the
    /// region's conflict counter when an enclosing scope already uses it.
    fn unique_name(&mut self, name: &str, c: &mut Counters) -> String {
        let mut name: String =
            name.chars().map(|ch| if ch.is_ascii_alphanumeric() || "$._-".contains(ch) { ch } else { '_' }).collect();
        if name.is_empty() || name.starts_with(|ch: char| ch.is_ascii_digit()) {
            name.insert(0, '_');
        }
        let mut probe = name.clone();
        while self.is_used(c.scope, &probe) {
            probe = format!("{name}_{}", c.conflict);
            c.conflict += 1;
        }
        if let Some(s) = c.scope {
            self.scopes[s].1.insert(probe.clone());
        }
        format!("%{probe}")
    }

    fn is_used(&self, mut scope: Option<usize>, name: &str) -> bool {
        while let Some(s) = scope {
            if self.scopes[s].1.contains(name) {
                return true;
            }
            scope = self.scopes[s].0;
        }
        false
    }

    /// The name of a value at a use.
    pub(super) fn value_name(&self, body: &Body, v: ValueId) -> String {
        if let Some(n) = self.values.get(&key(body, v.0)) {
            return n.clone();
        }
        match body.value(v).def {
            ValueDef::Placeholder => "<<UNKNOWN SSA VALUE>>".to_string(),
            _ => "<<UNNAMED VALUE>>".to_string(),
        }
    }

    /// `%0`, `%0:3` or `%sum, %overflow` for the results of `op`.
    pub(super) fn result_group_names(&self, body: &Body, op: OpId) -> String {
        let results = body.results(op);
        let single = [0usize];
        let starts: &[usize] = self.groups.get(&key(body, op.0)).map_or(&single, |v| v);
        let mut out = String::new();
        for (g, &start) in starts.iter().enumerate() {
            let end = starts.get(g + 1).copied().unwrap_or(results.len());
            if g > 0 {
                out.push_str(", ");
            }
            out.push_str(&self.value_name(body, results[start]));
            if end - start > 1 {
                out.push_str(&format!(":{}", end - start));
            }
        }
        out
    }

    pub(super) fn block_name(&self, body: &Body, b: BlockId) -> String {
        match self.blocks.get(&key(body, b.0)) {
            Some(n) => format!("^bb{n}"),
            None => "^INVALIDBLOCK".to_string(),
        }
    }
}

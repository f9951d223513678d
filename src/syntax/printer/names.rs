//! SSA value and block naming, following upstream's numbering: each region is
//! numbered in full before the regions nested in it. In the custom form,
//! sibling regions start from the same counters (so `scf.if` branches may
//! both define `%1`); the generic form numbers a scope without restarting.
//!
//! Ops may suggest result names (`%c0_i32`, `%sum`); clashes with names
//! visible from enclosing regions are resolved with upstream's `_N` suffixes.
//!
//! Names are stored in dense per-body tables indexed by value and block id,
//! and written straight into the output: printing a value costs no allocation.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{BlockId, Body, Context, OpId, RegionId, ValueDef, ValueId};
use crate::opdef::Registry;

/// The name of one value.
#[derive(Copy, Clone, Default)]
enum Name {
    #[default]
    Unnamed,
    /// `%N`
    Value(u32),
    /// `%argN`
    Arg(u32),
    /// `%N#i`, a result other than the first of a group.
    Result(u32, u32),
    /// `%name` (index into the table's strings).
    Named(u32),
    /// `%name#i`
    NamedResult(u32, u32),
}

/// Names of the values and blocks of one body, indexed by their ids.
#[derive(Default)]
struct BodyNames {
    values: Vec<Name>,
    /// Block number (`^bbN`), or `u32::MAX` when not numbered.
    blocks: Vec<u32>,
}

#[derive(Default)]
pub(super) struct NameTable {
    /// Keyed by body address.
    bodies: FxHashMap<usize, BodyNames>,
    /// Suggested names, as chosen (unique in their scope).
    strings: Vec<String>,
    /// Ops whose results form several named groups: start index of each group.
    groups: FxHashMap<(usize, u32), Vec<usize>>,
    /// Scopes of suggested names: (parent scope, names defined in it).
    scopes: Vec<(Option<usize>, FxHashSet<String>)>,
    /// The scope being numbered and its ancestors, outermost first: regions
    /// are numbered depth first, so a new scope's parent is on it.
    chain: Vec<usize>,
    /// How many scopes of `chain` define each name: whether a name is
    /// visible is one lookup, however deep the regions nest.
    visible: FxHashMap<String, u32>,
}

fn key(body: &Body) -> usize {
    body as *const Body as usize
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
    /// Custom form: ops' own suggestions are used, sibling regions restart numbering.
    pub suggest: bool,
}

impl Namer<'_> {
    fn suggested(&self, body: &Body, op: OpId) -> Option<Vec<Option<String>>> {
        if !self.suggest {
            return None;
        }
        let names = self.registry.op_named(self.ctx, body.op(op).name)?.names?;
        Some(names(self.ctx, body, op))
    }

    /// Suggested names of the entry arguments of `region`, from its op.
    fn suggested_args(&self, body: &Body, region: RegionId) -> Option<Vec<Option<String>>> {
        if !self.suggest {
            return None;
        }
        let op = body.parent_op(region)?;
        let names = self.registry.op_named(self.ctx, body.op(op).name)?.arg_names?;
        (body.op(op).regions.first() == Some(&region)).then(|| names(self.ctx, body, op))
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
        while self.chain.last().copied() != parent {
            let Some(done) = self.chain.pop() else { break };
            for name in &self.scopes[done].1 {
                if let Some(n) = self.visible.get_mut(name) {
                    *n -= 1;
                }
            }
        }
        self.scopes.push((parent, FxHashSet::default()));
        self.chain.push(self.scopes.len() - 1);
        self.scopes.len() - 1
    }

    fn table(&mut self, body: &Body) -> &mut BodyNames {
        self.bodies.entry(key(body)).or_insert_with(|| BodyNames {
            values: vec![Name::Unnamed; body.num_values()],
            blocks: vec![u32::MAX; body.num_blocks()],
        })
    }

    fn number_stack(&mut self, namer: &Namer<'_>, mut stack: Vec<(&Body, RegionId, Counters)>) {
        let mut running = Counters::default();
        while let Some((b, region, saved)) = stack.pop() {
            let mut c = if namer.suggest { saved } else { Counters { scope: saved.scope, ..running } };
            c.scope = Some(self.new_scope(c.scope));
            let arg_names = namer.suggested_args(b, region).unwrap_or_default();
            for (bi, &block) in b.region(region).blocks.iter().enumerate() {
                self.table(b).blocks[block.index()] = bi as u32;
                for (ai, &a) in b.block(block).args.iter().enumerate() {
                    let suggested = if bi == 0 { arg_names.get(ai).and_then(Option::as_deref) } else { None };
                    if let Some(s) = suggested {
                        let id = self.unique_name(s, &mut c);
                        self.table(b).values[a.index()] = Name::Named(id);
                        continue;
                    }
                    let table = self.table(b);
                    table.values[a.index()] = if bi == 0 {
                        c.arg += 1;
                        Name::Arg(c.arg - 1)
                    } else {
                        c.value += 1;
                        Name::Value(c.value - 1)
                    };
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
        let Some(suggested) = namer.suggested(body, op) else {
            if let [r] = results {
                // One unnamed result, the common case: the next number.
                c.value += 1;
                self.table(body).values[r.index()] = Name::Value(c.value - 1);
                return;
            }
            return self.number_results_as(body, op, results, &[], c);
        };
        self.number_results_as(body, op, results, &suggested, c);
    }

    /// Name `results` with the op's suggestions (`None` for a number).
    fn number_results_as(
        &mut self,
        body: &Body,
        op: OpId,
        results: &[ValueId],
        suggested: &[Option<String>],
        c: &mut Counters,
    ) {
        let mut starts: smallvec::SmallVec<[usize; 4]> = smallvec::smallvec![0];
        let mut base = Name::Unnamed;
        let mut base_index = 0u32;
        for (i, &r) in results.iter().enumerate() {
            let name = match suggested.get(i).and_then(Option::as_deref) {
                Some(s) => {
                    if i > 0 {
                        starts.push(i);
                    }
                    let id = self.unique_name(s, c);
                    (base, base_index) = (Name::Named(id), i as u32);
                    base
                }
                None if i == 0 => {
                    c.value += 1;
                    base = Name::Value(c.value - 1);
                    base
                }
                None => match base {
                    Name::Named(id) | Name::NamedResult(id, _) => Name::NamedResult(id, i as u32 - base_index),
                    Name::Value(n) => Name::Result(n, i as u32 - base_index),
                    other => other,
                },
            };
            self.table(body).values[r.index()] = name;
        }
        // A use of the first value of a multi-value group reads `%N#0`.
        for (g, &start) in starts.iter().enumerate() {
            let end = starts.get(g + 1).copied().unwrap_or(results.len());
            if end - start > 1 {
                let slot = &mut self.table(body).values[results[start].index()];
                *slot = match *slot {
                    Name::Value(n) => Name::Result(n, 0),
                    Name::Named(id) => Name::NamedResult(id, 0),
                    other => other,
                };
            }
        }
        if starts.len() > 1 {
            self.groups.insert((key(body), op.0), starts.into_vec());
        }
    }

    /// Upstream's `uniqueValueName`: the sanitized name, or `name_N` with the
    /// region's conflict counter when an enclosing scope already uses it.
    fn unique_name(&mut self, name: &str, c: &mut Counters) -> u32 {
        let keep = |ch: char| ch.is_ascii_alphanumeric() || "$._-".contains(ch);
        let mut name: String = if name.chars().all(keep) {
            name.to_string()
        } else {
            name.chars().map(|ch| if keep(ch) { ch } else { '_' }).collect()
        };
        if name.is_empty() || name.starts_with(|ch: char| ch.is_ascii_digit()) {
            name.insert(0, '_');
        }
        let mut probe = None;
        while self.is_used(c.scope, probe.as_deref().unwrap_or(&name)) {
            probe = Some(format!("{name}_{}", c.conflict));
            c.conflict += 1;
        }
        let probe = probe.unwrap_or(name);
        if let Some(s) = c.scope {
            if self.scopes[s].1.insert(probe.clone()) {
                *self.visible.entry(probe.clone()).or_default() += 1;
            }
        }
        self.strings.push(probe);
        self.strings.len() as u32 - 1
    }

    /// Whether `name` is defined in `scope` (the scope being numbered) or
    /// the scopes enclosing it.
    fn is_used(&self, scope: Option<usize>, name: &str) -> bool {
        debug_assert_eq!(self.chain.last().copied(), scope);
        self.visible.get(name).is_some_and(|&n| n > 0)
    }

    fn name_of(&self, body: &Body, v: ValueId) -> Name {
        self.bodies.get(&key(body)).and_then(|t| t.values.get(v.index()).copied()).unwrap_or_default()
    }

    /// Write the name of a value at a use.
    pub(super) fn write_value_name(&self, out: &mut String, body: &Body, v: ValueId) {
        match self.name_of(body, v) {
            Name::Value(n) => push_prefixed(out, "%", n),
            Name::Arg(n) => push_prefixed(out, "%arg", n),
            Name::Result(n, i) => {
                push_prefixed(out, "%", n);
                push_prefixed(out, "#", i);
            }
            Name::Named(id) => {
                out.push('%');
                out.push_str(&self.strings[id as usize]);
            }
            Name::NamedResult(id, i) => {
                out.push('%');
                out.push_str(&self.strings[id as usize]);
                push_prefixed(out, "#", i);
            }
            Name::Unnamed => match body.value(v).def {
                ValueDef::Placeholder => out.push_str("<<UNKNOWN SSA VALUE>>"),
                _ => out.push_str("<<UNNAMED VALUE>>"),
            },
        }
    }

    /// Write `%0`, `%0:3` or `%sum, %overflow` for the results of `op`.
    pub(super) fn write_result_group_names(&self, out: &mut String, body: &Body, op: OpId) {
        let results = body.results(op);
        let single = [0usize];
        let starts: &[usize] =
            if self.groups.is_empty() { &single } else { self.groups.get(&(key(body), op.0)).map_or(&single, |v| v) };
        for (g, &start) in starts.iter().enumerate() {
            let end = starts.get(g + 1).copied().unwrap_or(results.len());
            if g > 0 {
                out.push_str(", ");
            }
            match self.name_of(body, results[start]) {
                Name::Result(n, _) => push_prefixed(out, "%", n),
                Name::NamedResult(id, _) => {
                    out.push('%');
                    out.push_str(&self.strings[id as usize]);
                }
                _ => self.write_value_name(out, body, results[start]),
            }
            if end - start > 1 {
                push_prefixed(out, ":", (end - start) as u32);
            }
        }
    }

    pub(super) fn write_block_name(&self, out: &mut String, body: &Body, b: BlockId) {
        let n = self.bodies.get(&key(body)).and_then(|t| t.blocks.get(b.index()).copied()).unwrap_or(u32::MAX);
        if n == u32::MAX {
            out.push_str("^INVALIDBLOCK");
        } else {
            push_prefixed(out, "^bb", n);
        }
    }
}

/// `prefix` followed by the decimal digits of `n`.
fn push_prefixed(out: &mut String, prefix: &str, n: u32) {
    out.push_str(prefix);
    super::attrs::push_decimal(out, u64::from(n));
}

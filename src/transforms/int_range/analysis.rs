//! The integer range analysis (upstream's `IntegerRangeAnalysis`, within
//! one isolated arena): the range of every integer value, from the hooks
//! the dialects register (`Registry::add_infer_int_ranges`), to a fixed
//! point. Values no hook describes (arguments of the arena's entry blocks
//! and of other blocks, results and region arguments of ops without a
//! hook) may hold anything. A value that a terminator yields and whose
//! range still changes after it was first set may hold anything too
//! (upstream's rule for loop-carried values, which keeps the analysis
//! finite); so may a value whose range keeps changing.

use rustc_hash::FxHashMap;

use crate::ir::{Body, Context, OpId, ValueId};
use crate::opdef::int_range::{range_width, IntRange, IntRangeCx};
use crate::opdef::{Registry, Traits};

/// How many times a value's range may widen before it is given up.
const MAX_UPDATES: u32 = 16;

/// The ranges of the integer values of an arena.
pub struct IntRanges(FxHashMap<ValueId, IntRange>);

impl IntRanges {
    /// The range of `v`, when the analysis reached it.
    pub fn get(&self, v: ValueId) -> Option<IntRange> {
        self.0.get(&v).copied()
    }

    /// Whether `v` is known to be non-negative as a signed integer.
    pub fn non_negative(&self, v: ValueId) -> bool {
        self.get(v).is_some_and(|r| r.smin >= 0)
    }
}

struct Solver<'a> {
    ctx: &'a Context,
    registry: &'a Registry,
    body: &'a Body,
    ranges: FxHashMap<ValueId, IntRange>,
    updates: FxHashMap<ValueId, u32>,
    changed: bool,
}

impl IntRangeCx for Solver<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn body(&self) -> &Body {
        self.body
    }
    fn range(&self, v: ValueId) -> Option<IntRange> {
        self.ranges.get(&v).copied()
    }
    fn join(&mut self, v: ValueId, r: IntRange) {
        let Some(width) = range_width(self.ctx, self.body.value_type(v)) else { return };
        if r.width != width {
            return;
        }
        let old = self.ranges.get(&v).copied();
        let mut new = old.map_or(r, |o| o.union(r));
        if old == Some(new) {
            return;
        }
        let count = self.updates.entry(v).or_default();
        *count += 1;
        if old.is_some() && (*count > MAX_UPDATES || self.yielded(v)) {
            new = IntRange::max(width);
        }
        self.ranges.insert(v, new);
        self.changed = true;
    }
}

impl Solver<'_> {
    /// Whether a terminator uses `v`.
    fn yielded(&self, v: ValueId) -> bool {
        self.body
            .uses(v)
            .iter()
            .any(|u| self.registry.traits_named(self.ctx, self.body.op(u.op).name).contains(Traits::TERMINATOR))
    }

    fn set_max(&mut self, v: ValueId) {
        if let Some(w) = range_width(self.ctx, self.body.value_type(v)) {
            self.join(v, IntRange::max(w));
        }
    }

    fn visit(&mut self, op: OpId) {
        let known = match self.registry.infer_int_ranges(self.ctx, self.body, op) {
            Some(infer) => infer(self, op),
            None => false,
        };
        if !known {
            for r in self.body.results(op).to_vec() {
                self.set_max(r);
            }
            for region in self.body.op(op).regions.clone() {
                for b in self.body.region(region).blocks.clone() {
                    for a in self.body.block(b).args.clone() {
                        self.set_max(a);
                    }
                }
            }
        }
        // Successor blocks take any value.
        for s in self.body.op(op).successors.clone() {
            for a in self.body.block(s).args.clone() {
                self.set_max(a);
            }
        }
    }
}

/// The ranges of `body`'s integer values (not those of the isolated
/// arenas nested in it).
pub fn analyze(ctx: &Context, registry: &Registry, body: &Body) -> IntRanges {
    let mut solver =
        Solver { ctx, registry, body, ranges: FxHashMap::default(), updates: FxHashMap::default(), changed: true };
    let mut ops = Vec::new();
    for &r in &body.roots {
        for &b in &body.region(r).blocks {
            for a in body.block(b).args.clone() {
                solver.set_max(a);
            }
        }
        body.walk_region(r, &mut |op| ops.push(op));
    }
    while solver.changed {
        solver.changed = false;
        for &op in &ops {
            solver.visit(op);
        }
    }
    IntRanges(solver.ranges)
}

//! SSA value and block naming, following upstream's numbering: each region is
//! numbered in full before the regions nested in it, and sibling regions start
//! from the same counters (so `scf.if` branches may both define `%1`).
//!
//! Names are stored as numbers in dense per-body tables indexed by value and
//! block id, and written straight into the output: printing a value costs no
//! allocation.

use std::fmt::Write;

use rustc_hash::FxHashMap;

use crate::ir::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};

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
}

fn key(body: &Body) -> usize {
    body as *const Body as usize
}

impl NameTable {
    /// Number everything under the top-level op `op` of `body`.
    pub(super) fn number_top(&mut self, body: &Body, op: OpId) {
        let rbody = body.regions_body(op);
        let stack = body.op(op).regions.iter().map(|&r| (rbody, r, 0, 0)).collect();
        let mut next_value = 0u32;
        self.number_op_results(body, op, &mut next_value);
        self.number_stack(stack);
    }

    /// Number the root regions of `body` as one isolated scope.
    pub(super) fn number_roots(&mut self, body: &Body) {
        self.number_stack(body.roots.iter().map(|&r| (body, r, 0, 0)).collect());
    }

    fn table(&mut self, body: &Body) -> &mut BodyNames {
        self.bodies.entry(key(body)).or_insert_with(|| BodyNames {
            values: vec![Name::Unnamed; body.num_values()],
            blocks: vec![u32::MAX; body.num_blocks()],
        })
    }

    fn number_stack(&mut self, mut stack: Vec<(&Body, RegionId, u32, u32)>) {
        while let Some((b, region, mut next_value, mut next_arg)) = stack.pop() {
            for (bi, &block) in b.region(region).blocks.iter().enumerate() {
                let table = self.table(b);
                table.blocks[block.index()] = bi as u32;
                for &a in &b.block(block).args {
                    let name = if bi == 0 {
                        next_arg += 1;
                        Name::Arg(next_arg - 1)
                    } else {
                        next_value += 1;
                        Name::Value(next_value - 1)
                    };
                    table.values[a.index()] = name;
                }
                for o in b.block_ops(block) {
                    self.number_op_results(b, o, &mut next_value);
                }
            }
            for &block in &b.region(region).blocks {
                for o in b.block_ops(block) {
                    let inner = b.regions_body(o);
                    for &r in &b.op(o).regions {
                        stack.push((inner, r, next_value, next_arg));
                    }
                }
            }
        }
    }

    fn number_op_results(&mut self, body: &Body, op: OpId, next_value: &mut u32) {
        let results = body.results(op);
        if results.is_empty() {
            return;
        }
        let base = *next_value;
        *next_value += 1;
        let table = self.table(body);
        for (i, &r) in results.iter().enumerate() {
            table.values[r.index()] = if i == 0 { Name::Value(base) } else { Name::Result(base, i as u32) };
        }
    }

    fn name_of(&self, body: &Body, v: ValueId) -> Name {
        self.bodies.get(&key(body)).and_then(|t| t.values.get(v.index()).copied()).unwrap_or_default()
    }

    /// Write the name of a value at a use.
    pub(super) fn write_value_name(&self, out: &mut String, body: &Body, v: ValueId) {
        let _ = match self.name_of(body, v) {
            Name::Value(n) => write!(out, "%{n}"),
            Name::Arg(n) => write!(out, "%arg{n}"),
            Name::Result(n, i) => write!(out, "%{n}#{i}"),
            Name::Unnamed => match body.value(v).def {
                ValueDef::Placeholder => write!(out, "<<UNKNOWN SSA VALUE>>"),
                _ => write!(out, "<<UNNAMED VALUE>>"),
            },
        };
    }

    /// Write `%0` or `%0:3` for the results of `op`.
    pub(super) fn write_result_group_names(&self, out: &mut String, body: &Body, op: OpId) {
        let results = body.results(op);
        self.write_value_name(out, body, results[0]);
        if results.len() > 1 {
            let _ = write!(out, ":{}", results.len());
        }
    }

    pub(super) fn write_block_name(&self, out: &mut String, body: &Body, b: BlockId) {
        let n = self.bodies.get(&key(body)).and_then(|t| t.blocks.get(b.index()).copied()).unwrap_or(u32::MAX);
        let _ = if n == u32::MAX { write!(out, "^INVALIDBLOCK") } else { write!(out, "^bb{n}") };
    }
}

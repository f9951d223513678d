//! SSA value and block naming, following upstream's numbering: each region is
//! numbered in full before the regions nested in it, and sibling regions start
//! from the same counters (so `scf.if` branches may both define `%1`).

use rustc_hash::FxHashMap;

use crate::ir::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};

#[derive(Default)]
pub(super) struct NameTable {
    /// (body address, value id) -> number of the value's result group or `argN`.
    values: FxHashMap<(usize, u32), String>,
    blocks: FxHashMap<(usize, u32), u32>,
}

fn key(body: &Body, id: u32) -> (usize, u32) {
    (body as *const Body as usize, id)
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

    fn number_stack(&mut self, mut stack: Vec<(&Body, RegionId, u32, u32)>) {
        while let Some((b, region, mut next_value, mut next_arg)) = stack.pop() {
            for (bi, &block) in b.region(region).blocks.iter().enumerate() {
                self.blocks.insert(key(b, block.0), bi as u32);
                let entry = bi == 0;
                for &a in &b.block(block).args {
                    let name = if entry {
                        next_arg += 1;
                        format!("%arg{}", next_arg - 1)
                    } else {
                        next_value += 1;
                        format!("%{}", next_value - 1)
                    };
                    self.values.insert(key(b, a.0), name);
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
        let base = format!("%{}", *next_value);
        *next_value += 1;
        for (i, &r) in results.iter().enumerate() {
            let name = if i == 0 { base.clone() } else { format!("{base}#{i}") };
            self.values.insert(key(body, r.0), name);
        }
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

    /// `%0` or `%0:3` for the results of `op`.
    pub(super) fn result_group_names(&self, body: &Body, op: OpId) -> String {
        let results = body.results(op);
        let first = self.value_name(body, results[0]);
        if results.len() == 1 {
            first
        } else {
            format!("{}:{}", first, results.len())
        }
    }

    pub(super) fn block_name(&self, body: &Body, b: BlockId) -> String {
        match self.blocks.get(&key(body, b.0)) {
            Some(n) => format!("^bb{n}"),
            None => "^INVALIDBLOCK".to_string(),
        }
    }
}

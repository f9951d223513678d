//! Replacements recorded during a conversion and applied when it ends, as
//! upstream's conversion rewriter applies them when it commits: until then a
//! replaced (or erased) op stays where it is and its results keep their
//! uses, so folds and patterns that look at defining ops (an `affine.if`
//! composing the `affine.apply` that feeds it, a constant match) see the IR
//! as upstream's do.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{Body, OpId, ValueId};

/// The replacements of one conversion, in order.
#[derive(Default)]
pub struct Pending {
    ops: Vec<(OpId, Vec<ValueId>)>,
    replaced: FxHashSet<OpId>,
    values: FxHashMap<ValueId, ValueId>,
}

impl Pending {
    /// Record that `op`'s results are to be replaced by `values` (none when
    /// the op is erased) and the op erased.
    pub fn replace(&mut self, body: &Body, op: OpId, values: Vec<ValueId>) {
        for (&r, &v) in body.results(op).iter().zip(&values) {
            self.values.insert(r, v);
        }
        self.replaced.insert(op);
        self.ops.push((op, values));
    }

    /// Whether `op` was replaced or erased.
    pub fn is_replaced(&self, op: OpId) -> bool {
        self.replaced.contains(&op)
    }

    /// The value `v` stands for once the replacements are applied.
    pub fn lookup(&self, mut v: ValueId) -> ValueId {
        // Chains are short; the bound only guards against a cycle.
        for _ in 0..=self.values.len() {
            match self.values.get(&v) {
                Some(&next) if next != v => v = next,
                _ => break,
            }
        }
        v
    }

    /// Point the uses of replaced results at their replacements, then erase
    /// the replaced ops (the last replaced first).
    pub fn commit(self, body: &mut Body) {
        for (op, _) in &self.ops {
            if body.is_erased(*op) {
                continue;
            }
            for r in body.results(*op).to_vec() {
                let to = self.lookup(r);
                if to != r && body.has_uses(r) {
                    body.replace_all_uses(r, to);
                }
            }
        }
        for (op, _) in self.ops.iter().rev() {
            if !body.is_erased(*op) {
                body.erase_op(*op);
            }
        }
    }
}

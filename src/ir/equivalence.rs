//! Structural equivalence of regions (upstream's `OperationEquivalence`
//! for regions, locations ignored): the same blocks with arguments of the
//! same types, and in them ops with the same names, attributes, properties,
//! result types and successors, whose operands are the same values up to a
//! renaming of what the regions define. The two regions may live in
//! different arenas (two isolated functions); a value defined outside the
//! regions must then be the same value of the same arena, which only
//! happens when both are in one arena.

use rustc_hash::FxHashMap;

use super::{BlockId, Body, OpId, RegionId, ValueId};

/// Whether regions `ra` of `a` and `rb` of `b` are equivalent, pairwise.
pub fn regions_equivalent(a: &Body, ra: &[RegionId], b: &Body, rb: &[RegionId]) -> bool {
    let same_arena = std::ptr::eq(a, b);
    let mut eq = Equivalence { same_arena, values: FxHashMap::default(), blocks: FxHashMap::default() };
    ra.len() == rb.len() && ra.iter().zip(rb).all(|(&x, &y)| eq.region(a, x, b, y))
}

struct Equivalence {
    same_arena: bool,
    values: FxHashMap<ValueId, ValueId>,
    blocks: FxHashMap<BlockId, BlockId>,
}

impl Equivalence {
    fn region(&mut self, a: &Body, x: RegionId, b: &Body, y: RegionId) -> bool {
        let (bx, by) = (&a.region(x).blocks, &b.region(y).blocks);
        if bx.len() != by.len() {
            return false;
        }
        // Successors may name later blocks: pair the blocks first.
        for (&p, &q) in bx.iter().zip(by) {
            self.blocks.insert(p, q);
            let (ap, aq) = (&a.block(p).args, &b.block(q).args);
            if ap.len() != aq.len() || ap.iter().zip(aq).any(|(&u, &v)| a.value_type(u) != b.value_type(v)) {
                return false;
            }
            self.values.extend(ap.iter().copied().zip(aq.iter().copied()));
        }
        bx.iter().zip(by).all(|(&p, &q)| {
            let (mut op_p, mut op_q) = (a.block_ops(p), b.block_ops(q));
            loop {
                match (op_p.next(), op_q.next()) {
                    (None, None) => return true,
                    (Some(o), Some(r)) if self.op(a, o, b, r) => {}
                    _ => return false,
                }
            }
        })
    }

    fn op(&mut self, a: &Body, o: OpId, b: &Body, r: OpId) -> bool {
        let (d, e) = (a.op(o), b.op(r));
        if d.name != e.name
            || d.attributes != e.attributes
            || d.properties != e.properties
            || d.regions.len() != e.regions.len()
            || d.successors.len() != e.successors.len()
        {
            return false;
        }
        if d.successors.iter().zip(&e.successors).any(|(s, t)| self.blocks.get(s) != Some(t)) {
            return false;
        }
        let (po, pr) = (a.operands(o), b.operands(r));
        let same_operand = |u: &ValueId, v: &ValueId| match self.values.get(u) {
            Some(m) => m == v,
            None => self.same_arena && u == v,
        };
        if po.len() != pr.len() || !po.iter().zip(pr).all(|(u, v)| same_operand(u, v)) {
            return false;
        }
        let (ro, rr) = (a.results(o), b.results(r));
        if ro.len() != rr.len() || ro.iter().zip(rr).any(|(&u, &v)| a.value_type(u) != b.value_type(v)) {
            return false;
        }
        self.values.extend(ro.iter().copied().zip(rr.iter().copied()));
        if d.inner.is_some() || e.inner.is_some() {
            // Isolated regions hold their own arena: compare them on their own.
            let (ia, ib) = (a.regions_body(o), b.regions_body(r));
            return regions_equivalent(ia, &d.regions, ib, &e.regions);
        }
        let (ra, rb) = (d.regions.clone(), e.regions.clone());
        ra.iter().zip(&rb).all(|(&s, &t)| crate::stack::ensure_sufficient_stack(|| self.region(a, s, b, t)))
    }
}

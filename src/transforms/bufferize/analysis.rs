//! One-Shot Bufferize's analysis: which tensor operands an op may write in
//! place, so that its result shares the operand's buffer.
//!
//! Tensor values that will share a buffer form an alias class (union-find
//! over values): a view's result joins its source, an in-place write's
//! result joins the written operand, a loop's iteration argument and result
//! join its init. Ops are visited in program order; a write into operand
//! `%t` is in place unless
//! - the class of `%t` holds a value whose buffer may not be written (a
//!   constant, a function argument when function boundaries are not
//!   bufferized, a `to_tensor` without `writable`, a value from an op that
//!   is not bufferized), or
//! - a value of the class is read somewhere that may run after the write
//!   (later in the block, in a later op's region, or in an earlier op of an
//!   enclosing loop when the value comes from outside that loop), or
//! - the writing op itself reads another operand of the class, or reads
//!   `%t` in a loop that `%t` comes from outside of.
//!
//! A write that is not in place gets a new buffer (a copy of the operand
//! when the op reads it). The analysis errs towards copies: every decision
//! it makes in place is safe for all inputs.

use rustc_hash::{FxHashMap, FxHashSet};

use super::models::{model, Effect};
use super::{Options, Summaries};
use crate::dialects::bufferization::ToTensorOp;
use crate::ir::{Body, Context, OpId, TypeKind, ValueId};
use crate::syntax::diag::Diagnostic;

/// The result of the analysis of one function body.
pub struct Analysis {
    parent: FxHashMap<ValueId, ValueId>,
    /// The values of each class, by representative (classes of one value
    /// are not listed).
    members: FxHashMap<ValueId, Vec<ValueId>>,
    /// Pre-order position of every op: within a block, program order.
    order: FxHashMap<OpId, usize>,
    /// For each op with regions, the position of the last op nested in it
    /// (so that nesting stays known while the rewrite erases ops).
    subtree_end: FxHashMap<OpId, usize>,
    /// `(op, operand)` pairs written in place.
    pub in_place: FxHashSet<(OpId, usize)>,
    /// Every `(op, operand)` pair the op writes, in place or not, and
    /// whether the op also reads it (a copy must then keep its contents).
    pub writes: FxHashMap<(OpId, usize), bool>,
    /// Class representatives whose buffers may not be written.
    read_only: FxHashSet<ValueId>,
    /// The operands written in place.
    written: Vec<ValueId>,
    /// `r -> [y...]`: `r`'s buffer is one of the `y`s' (branch results).
    may_alias: FxHashMap<ValueId, Vec<ValueId>>,
    /// The reverse of `may_alias`.
    aliased_by: FxHashMap<ValueId, Vec<ValueId>>,
}

impl Analysis {
    /// An analysis that decided nothing (every write copies).
    pub fn empty() -> Analysis {
        Analysis {
            parent: FxHashMap::default(),
            members: FxHashMap::default(),
            order: FxHashMap::default(),
            subtree_end: FxHashMap::default(),
            in_place: FxHashSet::default(),
            writes: FxHashMap::default(),
            read_only: FxHashSet::default(),
            written: Vec::new(),
            may_alias: FxHashMap::default(),
            aliased_by: FxHashMap::default(),
        }
    }

    /// Whether an in-place write lands in `v`'s buffer.
    pub fn class_written(&self, v: ValueId) -> bool {
        let c = self.class(v);
        self.written.iter().any(|&w| self.class(w) == c)
    }

    pub fn class(&self, mut v: ValueId) -> ValueId {
        while let Some(&p) = self.parent.get(&v) {
            v = p;
        }
        v
    }

    fn union(&mut self, a: ValueId, b: ValueId) {
        let (ra, rb) = (self.class(a), self.class(b));
        if ra != rb {
            self.parent.insert(rb, ra);
            let moved = self.members.remove(&rb).unwrap_or_else(|| vec![rb]);
            self.members.entry(ra).or_insert_with(|| vec![ra]).extend(moved);
            if self.read_only.remove(&rb) {
                self.read_only.insert(ra);
            }
        }
    }

    /// Whether `a` and `b` share a buffer.
    pub fn equivalent(&self, a: ValueId, b: ValueId) -> bool {
        self.class(a) == self.class(b)
    }

    /// Whether `v` is `b`'s buffer, directly or as a branch result whose
    /// every yield is.
    pub fn equivalent_through_branches(&self, v: ValueId, b: ValueId) -> bool {
        let mut seen = FxHashSet::default();
        self.through_branches(v, b, &mut seen)
    }

    fn through_branches(&self, v: ValueId, b: ValueId, seen: &mut FxHashSet<ValueId>) -> bool {
        if self.equivalent(v, b) {
            return true;
        }
        if !seen.insert(self.class(v)) {
            return false;
        }
        let yields: Vec<ValueId> =
            self.members_of(self.class(v)).iter().filter_map(|m| self.may_alias.get(m)).flatten().copied().collect();
        !yields.is_empty() && yields.iter().all(|&y| self.through_branches(y, b, seen))
    }

    /// Whether `v`'s buffer may be written: its class holds no read-only
    /// buffer, nor may any of its values be such a buffer.
    pub fn writable(&self, v: ValueId) -> bool {
        let mut seen = FxHashSet::default();
        self.writable_from(v, &mut seen)
    }

    fn writable_from(&self, v: ValueId, seen: &mut FxHashSet<ValueId>) -> bool {
        let class = self.class(v);
        if !seen.insert(class) {
            return true;
        }
        if self.read_only.contains(&class) {
            return false;
        }
        self.members_of(class)
            .iter()
            .all(|m| self.may_alias.get(m).map_or(true, |ys| ys.iter().all(|&y| self.writable_from(y, seen))))
    }

    /// Whether every buffer `v` may be is one an op nested in `op` made
    /// (in the IR as analyzed) and the function may write: a loop body's value that nothing outside the
    /// iteration holds, so the loop may carry it on without a copy.
    pub fn made_inside(&self, body: &Body, v: ValueId, op: OpId) -> bool {
        if !self.writable(v) {
            return false;
        }
        let mut seen = FxHashSet::default();
        let mut work = vec![v];
        while let Some(x) = work.pop() {
            let class = self.class(x);
            if !seen.insert(class) {
                continue;
            }
            for m in self.members_of(class) {
                let inside = |d: OpId| match (self.order.get(&op), self.subtree_end.get(&op), self.order.get(&d)) {
                    (Some(&start), Some(&end), Some(&at)) => start < at && at <= end,
                    _ => false,
                };
                if !body.defining_op(m).is_some_and(inside) {
                    return false;
                }
                if let Some(ys) = self.may_alias.get(&m) {
                    work.extend(ys.iter().copied());
                }
            }
        }
        true
    }

    fn members_of(&self, class: ValueId) -> Vec<ValueId> {
        self.members.get(&class).cloned().unwrap_or_else(|| vec![class])
    }

    /// The values whose buffer may be `v`'s: its class, and the classes of
    /// values that may be any of them (results of branches yielding them).
    fn aliases(&self, v: ValueId) -> Vec<ValueId> {
        let mut seen = FxHashSet::default();
        let mut out = Vec::new();
        let mut work = vec![self.class(v)];
        while let Some(c) = work.pop() {
            if !seen.insert(c) {
                continue;
            }
            for m in self.members_of(c) {
                if let Some(rs) = self.aliased_by.get(&m) {
                    work.extend(rs.iter().map(|&r| self.class(r)));
                }
                out.push(m);
            }
        }
        out
    }
}

pub fn is_tensor(ctx: &Context, body: &Body, v: ValueId) -> bool {
    matches!(ctx.type_kind(body.value_type(v)), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. })
}

/// Every op of a function's arena, in program (pre-)order.
pub fn ops_in_order(body: &Body) -> Vec<OpId> {
    let mut out = Vec::new();
    for &r in &body.roots {
        body.walk_region(r, &mut |op| out.push(op));
    }
    out
}

/// Analyze a function's arena.
pub fn analyze(ctx: &Context, body: &Body, opts: &Options, summaries: &Summaries) -> Result<Analysis, Diagnostic> {
    let env = Env { ctx, body, summaries };
    let ops = ops_in_order(body);
    for &op in &ops {
        if ctx.str(body.op(op).name) == ToTensorOp::NAME && ToTensorOp(op).restrict(ctx, body).is_none() {
            let msg = format!(
                "'{}' op to_tensor ops without `restrict` are not supported by One-Shot Analysis",
                ToTensorOp::NAME
            );
            return Err(Diagnostic::error(body.op(op).loc, msg));
        }
    }
    let mut a = Analysis { order: ops.iter().enumerate().map(|(i, &op)| (op, i)).collect(), ..Analysis::empty() };
    for (i, &op) in ops.iter().enumerate() {
        let mut end = i;
        for &r in &body.op(op).regions {
            body.walk_region(r, &mut |inner| end = end.max(a.order.get(&inner).copied().unwrap_or(i)));
        }
        if end > i {
            a.subtree_end.insert(op, end);
        }
    }
    // Buffers that may not be written.
    if let Some(&entry) = body.roots.first().and_then(|&r| body.region(r).blocks.first()) {
        for &arg in &body.block(entry).args {
            if is_tensor(ctx, body, arg) {
                a.read_only.insert(arg);
            }
        }
    }
    for &op in &ops {
        for (i, &r) in body.results(op).iter().enumerate() {
            if is_tensor(ctx, body, r) && !env.writable_result(op, i) {
                a.read_only.insert(r);
            }
        }
        // Block arguments of regions the models do not describe.
        if !env.known(op) {
            for &reg in &body.op(op).regions {
                for &b in &body.region(reg).blocks {
                    a.read_only.extend(body.block(b).args.iter().copied().filter(|&v| is_tensor(ctx, body, v)));
                }
            }
        }
    }
    // Views alias their source whatever the decisions.
    for &op in &ops {
        if !env.known(op) {
            continue;
        }
        for (i, &v) in body.operands(op).iter().enumerate() {
            let e = env.effect(op, i);
            if let (Some(r), false) = (e.alias, e.write) {
                a.union(v, body.results(op)[r]);
            }
        }
        for (x, y) in env.region_aliases(op) {
            a.union(x, y);
        }
        if let Some(m) = model(ctx, body, op) {
            for (r, y) in (m.may_alias)(ctx, body, op) {
                a.may_alias.entry(r).or_default().push(y);
                a.aliased_by.entry(y).or_default().push(r);
            }
        }
    }
    for &op in &ops {
        if !env.known(op) {
            continue;
        }
        for i in 0..body.operands(op).len() {
            let v = body.operands(op)[i];
            if !is_tensor(ctx, body, v) {
                continue;
            }
            let e = env.effect(op, i);
            if !e.write {
                continue;
            }
            a.writes.insert((op, i), e.read);
            if opts.copy_before_write || !a.writable(v) || conflicts(&env, &a, op, i, e) {
                continue;
            }
            a.in_place.insert((op, i));
            a.written.push(v);
            if let Some(r) = e.alias {
                a.union(v, body.results(op)[r]);
            }
        }
    }
    // A write that is not in place needs a new buffer of the tensor's
    // shape, which an unranked tensor does not give.
    let mut copied: Vec<(OpId, usize)> = a.writes.keys().copied().filter(|k| !a.in_place.contains(k)).collect();
    copied.sort_by_key(|&(op, i)| (a.order.get(&op).copied(), i));
    for (op, i) in copied {
        let v = body.operands(op)[i];
        if matches!(ctx.type_kind(body.value_type(v)), TypeKind::UnrankedTensor { .. }) {
            let at = body.defining_op(v).unwrap_or(op);
            let msg = format!(
                "'{}' op not bufferizable under the given constraints: cannot avoid RaW conflict",
                ctx.str(body.op(at).name)
            );
            return Err(Diagnostic::error(body.op(at).loc, msg));
        }
    }
    Ok(a)
}

/// Whether the function reads the buffer of `v` (a function argument's
/// tensor): some use reads it, directly or through views of it (upstream's
/// `isValueRead`; writes are not followed).
pub fn value_read(ctx: &Context, body: &Body, summaries: &Summaries, v: ValueId) -> bool {
    let env = Env { ctx, body, summaries };
    let mut seen = FxHashSet::default();
    let mut work: Vec<crate::ir::Use> = body.uses(v).to_vec();
    while let Some(u) = work.pop() {
        if !seen.insert((u.op, u.index)) {
            continue;
        }
        let e = if env.known(u.op) { env.effect(u.op, u.index as usize) } else { Effect::READ };
        if e.read {
            return true;
        }
        if let (false, Some(r)) = (e.write, e.alias) {
            work.extend(body.results(u.op).get(r).map_or(&[][..], |&x| body.uses(x)).iter().copied());
        }
    }
    false
}

/// What the analysis asks of ops: their models, and for `func.call` the
/// summary of the callee.
struct Env<'a> {
    ctx: &'a Context,
    body: &'a Body,
    summaries: &'a Summaries,
}

impl Env<'_> {
    fn call_summary(&self, op: OpId) -> Option<Option<&super::Summary>> {
        if self.ctx.str(self.body.op(op).name) != "func.call" {
            return None;
        }
        let callee = crate::opdef::ods::attr(self.ctx, self.body, op, crate::static_ident!(self.ctx, "callee"))
            .and_then(|a| match self.ctx.attr_kind(a) {
                crate::ir::AttrKind::SymbolRef { root, .. } => Some(self.ctx.bytes(*root).to_vec()),
                _ => None,
            });
        Some(callee.and_then(|c| self.summaries.get(&c)))
    }

    fn known(&self, op: OpId) -> bool {
        self.call_summary(op).is_some() || model(self.ctx, self.body, op).is_some()
    }

    fn effect(&self, op: OpId, i: usize) -> Effect {
        if let Some(s) = self.call_summary(op) {
            // Without function boundaries nothing is summarized and the
            // callee keeps taking tensors: it only reads.
            let write = s.is_some_and(|s| s.args_written.get(i).copied().unwrap_or(false));
            // The first result that is this argument's buffer: it is the
            // copy's when the write is not in place.
            let alias = s.and_then(|s| s.result_alias.iter().position(|&a| a == Some(i)));
            return Effect { read: true, write, alias };
        }
        model(self.ctx, self.body, op)
            .map_or(Effect { read: true, write: true, alias: None }, |m| (m.effect)(self.ctx, self.body, op, i))
    }

    fn writable_result(&self, op: OpId, i: usize) -> bool {
        if let Some(s) = self.call_summary(op) {
            return s.is_some_and(|s| s.result_fresh.get(i).copied().unwrap_or(false));
        }
        model(self.ctx, self.body, op).is_some_and(|m| (m.writable_result)(self.ctx, self.body, op, i))
    }

    fn region_aliases(&self, op: OpId) -> Vec<(ValueId, ValueId)> {
        if let Some(s) = self.call_summary(op) {
            let Some(s) = s else { return Vec::new() };
            return s
                .result_alias
                .iter()
                .enumerate()
                .filter(|&(j, a)| a.is_some_and(|i| s.result_alias.iter().position(|&b| b == Some(i)) != Some(j)))
                .filter_map(|(j, a)| a.map(|i| (self.body.results(op)[j], self.body.operands(op)[i])))
                .collect();
        }
        model(self.ctx, self.body, op).map_or_else(Vec::new, |m| (m.region_aliases)(self.ctx, self.body, op))
    }
}

/// Whether writing operand `i` of `w` in place would clobber a value read
/// later.
fn conflicts(env: &Env<'_>, a: &Analysis, w: OpId, i: usize, e: Effect) -> bool {
    let (ctx, body) = (env.ctx, env.body);
    let v = body.operands(w)[i];
    if e.read && defined_outside_enclosing_loop(ctx, body, v, w) {
        return true;
    }
    // Iterations of a parallel loop may run at once: none writes in place
    // into a buffer from outside the loop, except through `scf.forall`'s
    // shared outputs.
    if e.alias.is_some() && defined_outside_enclosing_parallel_loop(ctx, body, view_root(env, v), w) {
        return true;
    }
    for m in a.aliases(v) {
        // A value defined by `w`, by an op around it (a loop's result) or
        // after it holds what was written: reading it is no conflict. A view
        // counts as defined where what it views was (a slice of the old
        // value taken after the write still reads the old value).
        if let Some(d) = body.defining_op(view_root(env, m)) {
            if d == w || body.is_ancestor(d, w) || a.order.get(&d) > a.order.get(&w) {
                continue;
            }
        }
        for u in body.uses(m) {
            if u.op == w {
                if u.index as usize != i {
                    let other = env.effect(w, u.index as usize);
                    // (the very value written: a view of it elsewhere in the
                    // buffer would be overwritten before it is read)
                    let same_place = (body.operands(w)[u.index as usize] == v
                        && super::linalg::reads_in_place(ctx, body, w, u.index as usize, i))
                        || super::tensor::inserts_own_slice(ctx, body, &a.in_place, w, u.index as usize);
                    if (other.read || other.write) && !same_place {
                        return true;
                    }
                }
                continue;
            }
            let reads = if env.known(u.op) {
                let ue = env.effect(u.op, u.index as usize);
                // (a write with no result, `tensor.parallel_insert_slice`'s,
                // is always in place and reads nothing)
                ue.read || (ue.write && ue.alias.is_some() && !a.in_place.contains(&(u.op, u.index as usize)))
            } else {
                true
            };
            if reads
                && !runs_before(ctx, body, a, u.op, w, m)
                && !super::tensor::writes_back_slice(ctx, body, u.op, u.index as usize, w, i)
            {
                return true;
            }
        }
    }
    false
}

/// The value `v` is a view of, through views (ops whose result is always
/// their operand's buffer).
fn view_root(env: &Env<'_>, mut v: ValueId) -> ValueId {
    for _ in 0..64 {
        let Some(d) = env.body.defining_op(v) else { return v };
        if !env.known(d) {
            return v;
        }
        let r = env.body.results(d).iter().position(|&x| x == v);
        let source = (0..env.body.operands(d).len()).find(|&i| {
            let e = env.effect(d, i);
            !e.write && e.alias.is_some() && e.alias == r
        });
        match source {
            Some(i) => v = env.body.operands(d)[i],
            None => return v,
        }
    }
    v
}

/// Ops whose regions may run more than once per execution of the op.
fn is_loop(ctx: &Context, body: &Body, op: OpId) -> bool {
    !matches!(ctx.str(body.op(op).name), "scf.if" | "scf.execute_region" | "scf.index_switch" | "func.func")
        && !body.op(op).regions.is_empty()
}

/// Whether a loop between `w` and the definition of `v` encloses `w`.
fn defined_outside_enclosing_loop(ctx: &Context, body: &Body, v: ValueId, w: OpId) -> bool {
    defined_outside_enclosing(body, v, w, |op| is_loop(ctx, body, op))
}

/// Whether a parallel loop (`scf.forall`, `scf.parallel`) between `w` and
/// the definition of `v` encloses `w`.
fn defined_outside_enclosing_parallel_loop(ctx: &Context, body: &Body, v: ValueId, w: OpId) -> bool {
    defined_outside_enclosing(body, v, w, |op| matches!(ctx.str(body.op(op).name), "scf.forall" | "scf.parallel"))
}

/// Whether an op `is_loop` accepts, between `w` and the definition of `v`,
/// encloses `w`.
fn defined_outside_enclosing(body: &Body, v: ValueId, w: OpId, is_loop: impl Fn(OpId) -> bool) -> bool {
    let def_block = body.value_block(v);
    let mut cur = body.parent_of_op(w);
    while let Some(op) = cur {
        if def_block.is_some_and(|b| block_inside(body, b, op)) {
            return false;
        }
        if is_loop(op) {
            return true;
        }
        cur = body.parent_of_op(op);
    }
    false
}

/// Whether block `b` lies inside a region of `op`.
fn block_inside(body: &Body, b: crate::ir::BlockId, op: OpId) -> bool {
    let mut region = body.parent_region(b);
    while let Some(r) = region {
        let Some(owner) = body.parent_op(r) else { return false };
        if owner == op {
            return true;
        }
        region = body.parent_block(owner).and_then(|pb| body.parent_region(pb));
    }
    false
}

/// Whether the use of `m` by `u` certainly happens before `w` runs (every
/// time it runs).
fn runs_before(ctx: &Context, body: &Body, a: &Analysis, u: OpId, w: OpId, m: ValueId) -> bool {
    // The ancestors of `w` by block.
    let mut w_chain: Vec<OpId> = vec![w];
    while let Some(p) = body.parent_of_op(*w_chain.last().unwrap()) {
        w_chain.push(p);
    }
    let mut ua = u;
    loop {
        let ub = body.parent_block(ua);
        if let Some(wa) = w_chain.iter().copied().find(|&x| body.parent_block(x) == ub && ub.is_some()) {
            if ua == wa {
                // `u` holds `w` (its operands are read before its regions
                // run), or `w` holds `u`.
                return ua == u && ua != w;
            }
            if a.order.get(&ua) >= a.order.get(&wa) {
                return false;
            }
            // A loop around both re-runs `u` after `w` unless `m` is
            // defined anew in each iteration.
            let block = ub.expect("block");
            let mut cur = body.parent_region(block).and_then(|r| body.parent_op(r));
            while let Some(op) = cur {
                if body.value_block(m).is_some_and(|b| block_inside(body, b, op)) {
                    break;
                }
                if is_loop(ctx, body, op) {
                    return false;
                }
                cur = body.parent_of_op(op);
            }
            return true;
        }
        match body.parent_of_op(ua) {
            Some(p) => {
                // `u` and `w` in different regions of the same `scf.if`
                // (or `scf.index_switch`) never both run. In different
                // regions of an `scf.while`, a value of `u`'s region lives
                // for one run of that region, which `w` is not part of.
                let name = ctx.str(body.op(p).name);
                if w_chain.contains(&p) && matches!(name, "scf.if" | "scf.index_switch" | "scf.while") {
                    let ur = body.parent_block(ua).and_then(|b| body.parent_region(b));
                    let wr = w_chain
                        .iter()
                        .find(|&&x| body.parent_of_op(x) == Some(p))
                        .and_then(|&x| body.parent_block(x))
                        .and_then(|b| body.parent_region(b));
                    let m_in_ur = || {
                        let mr = body.value_block(m).and_then(|b| body.parent_region(b));
                        matches!((ur, mr), (Some(ur), Some(mr)) if body.region_contains(ur, mr))
                    };
                    if ur != wr && (name != "scf.while" || m_in_ur()) {
                        return true;
                    }
                }
                ua = p;
            }
            None => return false,
        }
    }
}

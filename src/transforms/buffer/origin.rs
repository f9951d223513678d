//! Where buffers come from (upstream's `BufferViewFlowAnalysis` and
//! `BufferOriginAnalysis`), for `buffer-deallocation-simplification`,
//! `promote-buffers-to-stack` and the buffer hoisting passes.
//!
//! Each memref value depends on the values it may be a view of or be
//! forwarded from: the source of a view, the operands a structured control
//! flow op forwards to its region arguments and results, the operands a
//! branch forwards to its successors' arguments, the choices of an
//! `arith.select`, the operands of a call. Following the dependencies back
//! ends at *terminal* buffers: function arguments, allocations, results of
//! calls and of ops the analysis does not know. Two buffers are the same
//! allocation when they have one and the same terminal; they are distinct
//! when their terminals are disjoint and one side has only allocations,
//! the other only allocations or function arguments.

use rustc_hash::{FxHashMap, FxHashSet};

use super::{is_memref, is_op, is_region_branch};
use crate::ir::{Body, Context, OpId, ValueDef, ValueId};
use crate::opdef::{Registry, Traits};

/// The ops that are views of their first operand (upstream's
/// `ViewLikeOpInterface`): their first result is the view.
const VIEW_LIKE: &[&str] = &[
    "memref.cast",
    "memref.collapse_shape",
    "memref.expand_shape",
    "memref.extract_strided_metadata",
    "memref.memory_space_cast",
    "memref.reinterpret_cast",
    "memref.reshape",
    "memref.subview",
    "memref.transpose",
    "memref.view",
];

pub(crate) struct BufferOrigins {
    /// Per value, the values it may be derived from.
    sources: FxHashMap<ValueId, Vec<ValueId>>,
    terminals: FxHashSet<ValueId>,
    /// Results of ops that allocate.
    allocations: FxHashSet<ValueId>,
    /// The arguments of the function's entry block.
    function_args: FxHashSet<ValueId>,
}

impl BufferOrigins {
    /// Analyze `body`, the arena of a function (or of any isolated op).
    pub(crate) fn new(ctx: &Context, registry: &Registry, body: &Body) -> Self {
        let mut a = BufferOrigins {
            sources: FxHashMap::default(),
            terminals: FxHashSet::default(),
            allocations: FxHashSet::default(),
            function_args: FxHashSet::default(),
        };
        if let Some(entry) = body.roots.first().and_then(|&r| body.region(r).blocks.first().copied()) {
            for &arg in &body.block(entry).args {
                a.function_args.insert(arg);
                a.terminals.insert(arg);
            }
        }
        for &r in &body.roots {
            body.walk_region(r, &mut |op| a.visit(ctx, registry, body, op));
        }
        a
    }

    fn depend(&mut self, value: ValueId, source: ValueId) {
        self.sources.entry(value).or_default().push(source);
    }

    fn visit(&mut self, ctx: &Context, registry: &Registry, body: &Body, op: OpId) {
        let name = ctx.str(body.op(op).name);
        let (operands, results) = (body.operands(op), body.results(op));
        if VIEW_LIKE.contains(&name) {
            if let (Some(&src), Some(&view)) = (operands.first(), results.first()) {
                self.depend(view, src);
            }
            return;
        }
        if name == "arith.select" {
            if let (&[_, t, f], &[r]) = (operands, results) {
                self.depend(r, t);
                self.depend(r, f);
            }
            return;
        }
        if is_region_branch(name) || matches!(name, "affine.for" | "affine.if" | "memref.alloca_scope") {
            self.wire_region_branch(ctx, body, op);
            return;
        }
        if matches!(name, "scf.yield" | "scf.condition" | "affine.yield" | "memref.alloca_scope.return") {
            return;
        }
        if !body.op(op).successors.is_empty() {
            self.wire_branch(ctx, registry, body, op);
            return;
        }
        let traits = registry.traits_named(ctx, body.op(op).name);
        for &r in results {
            if is_memref(ctx, body, r) {
                self.terminals.insert(r);
                if traits.contains(Traits::MEM_ALLOC) {
                    self.allocations.insert(r);
                }
            }
        }
        for &region in &body.op(op).regions {
            if let Some(&entry) = body.region(region).blocks.first() {
                self.terminals.extend(body.block(entry).args.iter().copied().filter(|&a| is_memref(ctx, body, a)));
            }
        }
        if name == "func.call" {
            for &o in operands {
                for &r in results {
                    self.depend(r, o);
                }
            }
        }
    }

    /// Wire the operands a branch forwards to its successors' arguments
    /// (upstream's `BranchOpInterface`).
    fn wire_branch(&mut self, ctx: &Context, registry: &Registry, body: &Body, op: OpId) {
        let Some(spec) = registry.op_named(ctx, body.op(op).name).and_then(|d| d.spec) else { return };
        for (block, forwarded) in spec.successor_operands(ctx, body, op) {
            for (&f, &arg) in forwarded.iter().zip(&body.block(block).args) {
                if is_memref(ctx, body, arg) {
                    self.depend(arg, f);
                }
            }
        }
    }

    /// Wire what structured control flow forwards, position by position:
    /// entry operands to region arguments (and, for a loop that may not
    /// run, results), terminator operands to results and region arguments.
    fn wire_region_branch(&mut self, ctx: &Context, body: &Body, op: OpId) {
        let regions = body.op(op).regions.clone();
        let args = |i: usize| -> Vec<ValueId> {
            regions
                .get(i)
                .and_then(|&r| body.region(r).blocks.first())
                .map_or(Vec::new(), |&b| body.block(b).args.to_vec())
        };
        let yielded = |i: usize| -> Vec<ValueId> {
            let Some(&r) = regions.get(i) else { return Vec::new() };
            let Some(t) = body.region(r).blocks.first().and_then(|&b| body.last_op(b)) else { return Vec::new() };
            let skip = usize::from(is_op(ctx, body, t, "scf.condition"));
            body.operands(t)[skip..].to_vec()
        };
        let results = body.results(op).to_vec();
        let mut wire = |from: &[ValueId], to: &[ValueId]| {
            for (&f, &t) in from.iter().zip(to) {
                if is_memref(ctx, body, t) {
                    self.depend(t, f);
                }
            }
        };
        match ctx.str(body.op(op).name) {
            "scf.for" | "affine.for" => {
                let operands = body.operands(op);
                let inits = operands[operands.len().saturating_sub(results.len())..].to_vec();
                let iter_args = args(0)[1..].to_vec();
                wire(&inits, &iter_args);
                wire(&inits, &results);
                let y = yielded(0);
                wire(&y, &iter_args);
                wire(&y, &results);
            }
            "scf.while" => {
                let inits = body.operands(op).to_vec();
                wire(&inits, &args(0));
                let c = yielded(0);
                wire(&c, &args(1));
                wire(&c, &results);
                wire(&yielded(1), &args(0));
            }
            _ => {
                for i in 0..regions.len() {
                    wire(&yielded(i), &results);
                }
            }
        }
    }

    /// The terminal buffers `v` may come from.
    fn terminals_of(&self, v: ValueId) -> FxHashSet<ValueId> {
        let mut seen = FxHashSet::default();
        let mut work = vec![v];
        while let Some(x) = work.pop() {
            if seen.insert(x) {
                if let Some(s) = self.sources.get(&x) {
                    work.extend(s.iter().copied());
                }
            }
        }
        seen.retain(|x| self.terminals.contains(x));
        seen
    }

    /// Whether `a` and `b` are the same allocation: `None` when unknown.
    pub(crate) fn is_same_allocation(&self, ctx: &Context, body: &Body, a: ValueId, b: ValueId) -> Option<bool> {
        let (a, b) = (view_base(ctx, body, a), view_base(ctx, body, b));
        if a == b {
            return Some(true);
        }
        let (ta, tb) = (self.terminals_of(a), self.terminals_of(b));
        if ta.is_empty() || tb.is_empty() {
            return None;
        }
        if ta.len() == 1 && ta == tb {
            return Some(true);
        }
        if !ta.is_disjoint(&tb) {
            return None;
        }
        let all_allocs = |t: &FxHashSet<ValueId>| t.iter().all(|v| self.allocations.contains(v));
        let allocs_or_args =
            |t: &FxHashSet<ValueId>| t.iter().all(|v| self.allocations.contains(v) || self.function_args.contains(v));
        let (aa, ab) = (all_allocs(&ta), all_allocs(&tb));
        if (aa && (ab || allocs_or_args(&tb))) || ((aa || allocs_or_args(&ta)) && ab) {
            return Some(false);
        }
        None
    }

    /// The values that may be `v` or derived from it (views of it, what
    /// structured control flow forwards it to), `v` included.
    pub(crate) fn aliases(&self, v: ValueId) -> FxHashSet<ValueId> {
        let mut dependents: FxHashMap<ValueId, Vec<ValueId>> = FxHashMap::default();
        for (&value, sources) in &self.sources {
            for &s in sources {
                dependents.entry(s).or_default().push(value);
            }
        }
        let mut seen = FxHashSet::default();
        let mut work = vec![v];
        while let Some(x) = work.pop() {
            if seen.insert(x) {
                work.extend(dependents.get(&x).into_iter().flatten().copied());
            }
        }
        seen
    }

    /// Whether `v` is an allocation's result.
    pub(crate) fn is_allocation(&self, v: ValueId) -> bool {
        self.allocations.contains(&v)
    }
}

/// `v` with the view ops it comes out of skipped.
pub(crate) fn view_base(ctx: &Context, body: &Body, mut v: ValueId) -> ValueId {
    while let ValueDef::Result { op, index: 0 } = body.value(v).def {
        if !VIEW_LIKE.contains(&ctx.str(body.op(op).name)) {
            break;
        }
        v = body.operands(op)[0];
    }
    v
}

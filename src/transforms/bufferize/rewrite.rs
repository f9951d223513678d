//! The rewrite half of One-Shot Bufferize: ops move from tensors to
//! buffers one at a time, in program order. A tensor operand's buffer is
//! the memref a `bufferization.to_tensor` was made from, or else a
//! `bufferization.to_memref` of it placed right after its definition; a
//! bufferized op's tensor results become `to_tensor`s of its buffers. Once
//! every op is done, the `to_tensor`s nobody uses are erased and
//! `to_memref(to_tensor(%m))` pairs fold to `%m`.

use rustc_hash::FxHashMap;

use super::analysis::{is_tensor, Analysis};
use super::Options;
use crate::dialects::bufferization::{ToMemrefOp, ToTensorOp};
use crate::dialects::memref::layout::memref_type;
use crate::dialects::memref::{AllocOp, CastOp, CopyOp, DimOp};
use crate::ir::{AttrKind, Attribute, Body, Context, Location, OpId, Type, TypeKind, ValueId, DYNAMIC};

/// How a tensor type becomes a memref type where the buffer is not known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// `strided<[?, ...], offset: ?>`: any buffer fits.
    FullyDynamic,
    /// The identity layout: buffers must be contiguous.
    Identity,
    /// Function results take the layout of the returned buffer.
    Infer,
}

/// A `memref.global` a constant tensor bufferizes to.
pub struct GlobalRequest {
    pub name: String,
    pub ty: Type,
    pub value: Attribute,
}

/// The module's constant globals, shared by the functions bufferized.
#[derive(Default)]
pub struct Globals {
    pub requests: Vec<GlobalRequest>,
    /// Names taken in the module.
    pub taken: rustc_hash::FxHashSet<String>,
}

impl Globals {
    /// The name of the global holding `value` of type `ty`, new or shared.
    pub fn name_for(&mut self, ctx: &Context, ty: Type, value: Attribute) -> String {
        if let Some(g) = self.requests.iter().find(|g| g.ty == ty && g.value == value) {
            return g.name.clone();
        }
        let base = format!("__constant_{}", shape_suffix(ctx, ty));
        let mut name = base.clone();
        let mut n = 0;
        while self.taken.contains(&name) {
            name = format!("{base}_{n}");
            n += 1;
        }
        self.taken.insert(name.clone());
        self.requests.push(GlobalRequest { name: name.clone(), ty, value });
        name
    }
}

/// `4x8xf32` for `memref<4x8xf32>`.
fn shape_suffix(ctx: &Context, ty: Type) -> String {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, element, .. } => {
            let mut s = String::new();
            for d in shape {
                s.push_str(&format!("{d}x"));
            }
            s + &crate::syntax::printer::type_to_string(ctx, *element)
        }
        _ => crate::syntax::printer::type_to_string(ctx, ty),
    }
}

pub struct Bufferizer<'a> {
    pub ctx: &'a Context,
    pub body: &'a mut Body,
    pub analysis: &'a Analysis,
    pub opts: &'a Options,
    pub globals: &'a mut Globals,
    /// New function types of the module's functions, by name (function
    /// boundaries).
    pub signatures: &'a FxHashMap<Vec<u8>, Type>,
    /// The value the analysis knows a `to_tensor` made here by.
    origin: FxHashMap<ValueId, ValueId>,
    /// New buffers made for the writes of the op being bufferized that are
    /// not in place.
    prepared: FxHashMap<(OpId, usize), ValueId>,
}

impl<'a> Bufferizer<'a> {
    pub fn new(
        ctx: &'a Context,
        body: &'a mut Body,
        analysis: &'a Analysis,
        opts: &'a Options,
        globals: &'a mut Globals,
        signatures: &'a FxHashMap<Vec<u8>, Type>,
    ) -> Self {
        Bufferizer {
            ctx,
            body,
            analysis,
            opts,
            globals,
            signatures,
            origin: FxHashMap::default(),
            prepared: FxHashMap::default(),
        }
    }

    /// The value the analysis saw where `v` stands now.
    fn original(&self, v: ValueId) -> ValueId {
        self.origin.get(&v).copied().unwrap_or(v)
    }

    /// Whether the buffer of tensor `v` may be written (it is not a
    /// constant, an argument or anything else the function does not own).
    pub fn writable(&self, v: ValueId) -> bool {
        self.analysis.writable(self.original(v))
    }

    /// Whether some op writes the buffer of tensor `v` in place.
    pub fn written_class(&self, v: ValueId) -> bool {
        self.analysis.class_written(self.original(v))
    }

    /// Whether every buffer of `v` is made inside `op` (see
    /// [`Analysis::made_inside`]).
    pub fn made_inside(&self, v: ValueId, op: OpId) -> bool {
        self.analysis.made_inside(self.body, self.original(v), op)
    }

    /// Whether the analysis gave `a` and `b` one buffer.
    pub fn equivalent(&self, a: ValueId, b: ValueId) -> bool {
        self.analysis.equivalent(self.original(a), self.original(b))
    }

    pub fn loc(&self, op: OpId) -> Location {
        self.body.op(op).loc
    }

    /// Place a new detached op before `anchor`.
    pub fn insert_before(&mut self, anchor: OpId, op: OpId) {
        self.body.insert_op_before(anchor, op);
    }

    /// The memref type of tensor type `t` with the given layout.
    pub fn memref_of(&self, t: Type, layout: Layout, memory_space: Option<Attribute>) -> Type {
        memref_type_of(self.ctx, t, layout, memory_space)
    }

    /// The buffer of tensor value `v`: a new `to_memref` for each use that
    /// is not bufferized yet (as upstream; CSE merges them).
    pub fn buffer(&mut self, v: ValueId) -> ValueId {
        let ctx = self.ctx;
        if let Some(def) = self.body.defining_op(v) {
            if ctx.str(self.body.op(def).name) == ToTensorOp::NAME {
                return self.body.operands(def)[0];
            }
        }
        let ty = self.memref_of(self.body.value_type(v), self.opts.unknown_layout, None);
        let loc = match self.body.defining_op(v) {
            Some(d) => self.loc(d),
            None => self.body.value(v).loc.unwrap_or_else(|| ctx.unknown_loc()),
        };
        let op = ToMemrefOp::create(ctx, self.body, loc, v, ty, None);
        match self.body.defining_op(v) {
            Some(d) => self.body.insert_op_after(d, op.0),
            None => {
                let block = self.body.value_block(v).expect("block argument");
                self.body.prepend_op(block, op.0);
            }
        }
        self.body.results(op.0)[0]
    }

    /// The buffer `op` writes for operand `i`: the operand's own when the
    /// analysis put the write in place, else a new one (holding a copy of
    /// the operand when `copy`).
    pub fn dest_buffer(&mut self, op: OpId, i: usize, copy: bool) -> ValueId {
        let v = self.body.operands(op)[i];
        if self.analysis.in_place.contains(&(op, i)) {
            return self.buffer(v);
        }
        if let Some(b) = self.prepared.remove(&(op, i)) {
            return b;
        }
        let source = self.buffer(v);
        let alloc = self.alloc_like(op, source, self.body.value_type(v));
        if copy {
            let c = CopyOp::create(self.ctx, self.body, self.loc(op), source, alloc);
            self.insert_before(op, c.0);
        }
        alloc
    }

    /// Allocate (and fill) the new buffers of `op`'s writes that are not in
    /// place before anything else of the op, as upstream does (its copies
    /// are made while analyzing, before the op is bufferized).
    pub fn prepare_dests(&mut self, op: OpId) {
        let mut writes: Vec<(usize, bool)> = (0..self.body.operands(op).len())
            .filter_map(|i| self.analysis.writes.get(&(op, i)).map(|&read| (i, read)))
            .filter(|&(i, _)| !self.analysis.in_place.contains(&(op, i)))
            .collect();
        writes.sort_unstable();
        for (i, read) in writes {
            let b = self.dest_buffer(op, i, read);
            self.prepared.insert((op, i), b);
        }
    }

    /// `memref.alloc` before `op` of the shape of tensor type `t`, its
    /// dynamic extents those of buffer `like`.
    pub fn alloc_like(&mut self, op: OpId, like: ValueId, t: Type) -> ValueId {
        let ctx = self.ctx;
        let shape = match ctx.type_kind(t) {
            TypeKind::RankedTensor { shape, .. } => shape.clone(),
            _ => Vec::new(),
        };
        let mut sizes = Vec::new();
        for (d, &extent) in shape.iter().enumerate() {
            if extent == DYNAMIC {
                let index = self.index_constant(op, d as i64);
                let dim = DimOp::create(ctx, self.body, self.loc(op), like, index, ctx.index_type());
                self.insert_before(op, dim.0);
                sizes.push(self.body.results(dim.0)[0]);
            }
        }
        self.alloc(op, t, sizes)
    }

    /// `memref.alloc(sizes) {alignment = 64}` of tensor type `t`, before `op`.
    pub fn alloc(&mut self, op: OpId, t: Type, sizes: Vec<ValueId>) -> ValueId {
        let ctx = self.ctx;
        let ty = self.memref_of(t, Layout::Identity, None);
        let align = ctx.int_attr(ctx.integer_type(64), 64);
        let a = AllocOp::create(ctx, self.body, self.loc(op), sizes, Vec::new(), ty, Some(align));
        self.insert_before(op, a.0);
        self.body.results(a.0)[0]
    }

    /// An `arith.constant` of index type before `op`.
    pub fn index_constant(&mut self, op: OpId, v: i64) -> ValueId {
        let ctx = self.ctx;
        let c = crate::dialects::arith::ConstantOp::create(
            ctx,
            self.body,
            self.loc(op),
            ctx.index_type(),
            ctx.int_attr(ctx.index_type(), v),
        );
        self.insert_before(op, c.0);
        self.body.results(c.0)[0]
    }

    /// `memref.cast` of `v` to `ty` before `op` (nothing when it has that type).
    pub fn cast(&mut self, op: OpId, v: ValueId, ty: Type) -> ValueId {
        if self.body.value_type(v) == ty {
            return v;
        }
        let c = CastOp::create(self.ctx, self.body, self.loc(op), v, ty);
        self.insert_before(op, c.0);
        self.body.results(c.0)[0]
    }

    /// `v` as a buffer of type `ty`: a `memref.cast` where `ty` only forgets
    /// what `v`'s type knows (sizes, strides, offset made dynamic), else a
    /// copy into a new contiguous buffer (a cast to a layout `v` may not
    /// have would be wrong at run time).
    pub fn cast_or_copy(&mut self, op: OpId, v: ValueId, ty: Type) -> ValueId {
        let from = self.body.value_type(v);
        if from == ty || generalizes(self.ctx, from, ty) {
            return self.cast(op, v, ty);
        }
        let tensor = tensor_of(self.ctx, ty);
        let copy = self.alloc_like(op, v, tensor);
        let c = CopyOp::create(self.ctx, self.body, self.loc(op), v, copy);
        self.insert_before(op, c.0);
        self.cast(op, copy, ty)
    }

    /// A `to_tensor` of buffer `m` right after `after`.
    fn make_to_tensor_after(&mut self, after: OpId, m: ValueId, loc: Location) -> ValueId {
        let ctx = self.ctx;
        let op = ToTensorOp::create(ctx, self.body, loc, m, tensor_of(ctx, self.body.value_type(m)), None, None);
        self.body.insert_op_after(after, op.0);
        self.body.results(op.0)[0]
    }

    /// Replace `op`'s results: tensor result `i` by a `to_tensor` of
    /// `buffers[i]`, other results by `others`; then erase `op`.
    pub fn replace(&mut self, op: OpId, buffers: &[Option<ValueId>]) {
        let loc = self.loc(op);
        let results = self.body.results(op).to_vec();
        let mut anchor = op;
        for (i, &r) in results.iter().enumerate() {
            let Some(Some(b)) = buffers.get(i) else { continue };
            let t = self.make_to_tensor_after(anchor, *b, loc);
            anchor = self.body.defining_op(t).expect("to_tensor");
            self.body.replace_all_uses(r, t);
            self.origin.insert(t, r);
        }
        self.body.erase_op(op);
    }

    /// Give value `v` (a block argument or op result) memref type `ty`, its
    /// tensor uses taking a `to_tensor` of it instead.
    pub fn retype(&mut self, v: ValueId, ty: Type) {
        self.retype_with(v, ty, None);
    }

    /// [`Bufferizer::retype`] of a function argument: its `to_tensor` is
    /// `restrict` (as the analysis wants every `to_tensor`) and `writable`
    /// when asked.
    pub fn retype_argument(&mut self, v: ValueId, ty: Type, writable: bool) {
        self.retype_with(v, ty, Some(writable));
    }

    fn retype_with(&mut self, v: ValueId, ty: Type, argument: Option<bool>) {
        let loc = self.body.value(v).loc.unwrap_or_else(|| self.ctx.unknown_loc());
        let tensor = self.body.value_type(v);
        let users_exist = self.body.has_uses(v);
        self.body.set_value_type(v, ty);
        if !users_exist {
            return;
        }
        let unit = self.ctx.unit_attr();
        let restrict = argument.map(|_| unit);
        let writable = argument.filter(|&w| w).map(|_| unit);
        let op = ToTensorOp::create(self.ctx, self.body, loc, v, tensor, restrict, writable);
        match self.body.defining_op(v) {
            Some(d) => self.body.insert_op_after(d, op.0),
            None => {
                let block = self.body.value_block(v).expect("block argument");
                self.body.prepend_op(block, op.0);
            }
        }
        let t = self.body.results(op.0)[0];
        self.body.replace_uses_where(v, t, &mut |u| u.op != op.0);
        self.origin.insert(t, v);
    }

    /// Whether `v` is a tensor.
    pub fn is_tensor(&self, v: ValueId) -> bool {
        is_tensor(self.ctx, self.body, v)
    }
}

/// The memref type of tensor type `t` with the given layout (other types
/// as they are).
pub fn memref_type_of(ctx: &Context, t: Type, layout: Layout, memory_space: Option<Attribute>) -> Type {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, element, .. } => {
            let layout = match layout {
                Layout::FullyDynamic => Some(fully_dynamic_layout(ctx, shape.len())),
                Layout::Identity | Layout::Infer => None,
            };
            memref_type(ctx, shape.clone(), *element, layout, memory_space)
        }
        TypeKind::UnrankedTensor { element } => ctx.ty(TypeKind::UnrankedMemRef { element: *element, memory_space }),
        _ => t,
    }
}

/// Whether memref type `to` is `from` with some sizes, strides or the
/// offset made dynamic (so that every buffer of type `from` is one of `to`).
fn generalizes(ctx: &Context, from: Type, to: Type) -> bool {
    use crate::dialects::memref::layout::{memref_parts, strides_and_offset};
    let (Some(f), Some(t)) = (memref_parts(ctx, from), memref_parts(ctx, to)) else { return false };
    let (Some((fs, fo)), Some((ts, to_off))) = (strides_and_offset(ctx, from), strides_and_offset(ctx, to)) else {
        return false;
    };
    let loose = |a: i64, b: i64| b == DYNAMIC || a == b;
    f.element == t.element
        && f.memory_space == t.memory_space
        && f.shape.len() == t.shape.len()
        && f.shape.iter().zip(t.shape).all(|(&a, &b)| loose(a, b))
        && fs.iter().zip(&ts).all(|(&a, &b)| loose(a, b))
        && loose(fo, to_off)
}

/// `strided<[?, ..., ?], offset: ?>` of `rank` dimensions.
pub fn fully_dynamic_layout(ctx: &Context, rank: usize) -> Attribute {
    ctx.attr(AttrKind::StridedLayout { offset: DYNAMIC, strides: vec![DYNAMIC; rank] })
}

/// The tensor type of a memref type (same shape and element type).
pub fn tensor_of(ctx: &Context, t: Type) -> Type {
    crate::dialects::memref::tensor_type_of(ctx, t)
}

/// Erase `to_tensor`s nobody uses and fold `to_memref(to_tensor(%m))` to
/// `%m` (through a `memref.cast` when the types differ), as upstream's
/// final cleanup.
pub fn cleanup(ctx: &Context, body: &mut Body) {
    let ops = super::analysis::ops_in_order(body);
    for &op in ops.iter() {
        if body.is_erased(op) || ctx.str(body.op(op).name) != ToMemrefOp::NAME {
            continue;
        }
        let Some(def) = body.defining_op(body.operands(op)[0]) else { continue };
        if ctx.str(body.op(def).name) != ToTensorOp::NAME {
            continue;
        }
        let source = body.operands(def)[0];
        let result = body.results(op)[0];
        let want = body.value_type(result);
        let replacement = if body.value_type(source) == want {
            source
        } else if crate::dialects::memref::cast_compatible(ctx, body.value_type(source), want) {
            let c = CastOp::create(ctx, body, body.op(op).loc, source, want);
            body.insert_op_before(op, c.0);
            body.results(c.0)[0]
        } else {
            continue;
        };
        body.replace_all_uses(result, replacement);
        body.erase_op(op);
    }
    for &op in ops.iter().rev() {
        if !body.is_erased(op) && ctx.str(body.op(op).name) == ToTensorOp::NAME && !body.has_uses(body.results(op)[0]) {
            body.erase_op(op);
        }
    }
}

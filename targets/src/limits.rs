//! Limits of compiled code that MLIR itself does not have, checked on the
//! verified input before lowering, so that what LLVM cannot compile (or
//! compiles only after minutes) is a located error instead of an abort
//! inside LLVM.
//!
//! * A vector value holds at most [`MAX_VECTOR_ELEMENTS`] elements (the
//!   product of its dimensions). LLVM's instruction selection takes time
//!   that grows faster than the vector's width: about a second for 4096
//!   `f32` lanes, a minute for 32768, and from 65536 lanes it aborts
//!   (`SmallVector unable to grow`).
//!
//! `strata opt` does not apply these limits: like upstream, it accepts any
//! vector type.

use rustc_hash::{FxHashMap, FxHashSet};
use strata::ir::{AttrKind, Attribute, Body, Context, Location, Module, OpId, Type, TypeKind};
use strata::syntax::diag::Diagnostic;
use strata::syntax::printer::type_to_string;

/// The most elements a vector type may have in compiled code.
pub const MAX_VECTOR_ELEMENTS: u64 = 4096;

/// Errors at the first op that uses each type beyond the limits.
pub fn check_module(ctx: &Context, module: &Module) -> Vec<Diagnostic> {
    let mut checker = Checker {
        ctx,
        types: FxHashMap::default(),
        attrs: FxHashSet::default(),
        reported: FxHashSet::default(),
        errors: Vec::new(),
    };
    checker.body(module.inner());
    checker.errors
}

/// Why a vector type is beyond the limit, if it is.
pub fn vector_problem(ctx: &Context, ty: Type) -> Option<String> {
    let TypeKind::Vector { shape, .. } = ctx.type_kind(ty) else { return None };
    let elements = shape.iter().try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?));
    if elements.is_some_and(|n| n <= MAX_VECTOR_ELEMENTS) {
        return None;
    }
    let count = elements.map_or("more than 2^64".to_string(), |n| n.to_string());
    Some(format!(
        "type '{}' has {count} elements; a vector in compiled code may have at most {MAX_VECTOR_ELEMENTS}",
        type_to_string(ctx, ty)
    ))
}

struct Checker<'c> {
    ctx: &'c Context,
    /// Per type seen: its problem (or that of a type inside it).
    types: FxHashMap<Type, Option<String>>,
    attrs: FxHashSet<Attribute>,
    /// Each problem is reported at its first use only.
    reported: FxHashSet<String>,
    errors: Vec<Diagnostic>,
}

impl Checker<'_> {
    fn body(&mut self, body: &Body) {
        for &r in &body.roots {
            body.walk_region(r, &mut |op| self.op(body, op));
        }
    }

    fn op(&mut self, body: &Body, op: OpId) {
        let data = body.op(op);
        let loc = data.loc;
        for &v in body.results(op) {
            self.use_type(body.value_type(v), loc);
        }
        let inner = body.regions_body(op);
        for &r in &data.regions {
            for &b in &inner.region(r).blocks {
                for &a in &inner.block(b).args {
                    self.use_type(inner.value_type(a), inner.value(a).loc.unwrap_or(loc));
                }
            }
        }
        for dict in data.properties.into_iter().chain([data.attributes]) {
            for &(_, a) in self.ctx.dict_entries(dict) {
                self.attr(a, loc, 0);
            }
        }
        if let Some(inner) = data.inner.as_deref() {
            self.body(inner);
        }
    }

    /// The types an attribute holds: its own (`dense<...> : vector<...>`),
    /// a type attribute's (`function_type`), those of nested arrays and
    /// dictionaries.
    fn attr(&mut self, a: Attribute, loc: Location, depth: usize) {
        if depth > 16 || !self.attrs.insert(a) {
            return;
        }
        if let Some(t) = self.ctx.attr_type(a) {
            self.use_type(t, loc);
        }
        match self.ctx.attr_kind(a) {
            AttrKind::Type(t) => self.use_type(*t, loc),
            AttrKind::Array(items) => items.iter().for_each(|&i| self.attr(i, loc, depth + 1)),
            AttrKind::Dictionary(entries) => entries.iter().for_each(|&(_, i)| self.attr(i, loc, depth + 1)),
            _ => {}
        }
    }

    fn use_type(&mut self, ty: Type, loc: Location) {
        if let Some(msg) = self.problem(ty) {
            if self.reported.insert(msg.clone()) {
                self.errors.push(Diagnostic::error(loc, msg));
            }
        }
    }

    /// The problem of `ty` or of a type inside it.
    fn problem(&mut self, ty: Type) -> Option<String> {
        if let Some(known) = self.types.get(&ty) {
            return known.clone();
        }
        let ctx = self.ctx;
        let inner: Vec<Type> = match ctx.type_kind(ty) {
            TypeKind::Vector { element, .. } => {
                let found = vector_problem(ctx, ty).or_else(|| self.problem(*element));
                self.types.insert(ty, found.clone());
                return found;
            }
            TypeKind::Complex(e)
            | TypeKind::RankedTensor { element: e, .. }
            | TypeKind::UnrankedTensor { element: e }
            | TypeKind::MemRef { element: e, .. }
            | TypeKind::UnrankedMemRef { element: e, .. } => vec![*e],
            TypeKind::Function { inputs, results } => inputs.iter().chain(results).copied().collect(),
            TypeKind::Tuple(items) => items.clone(),
            TypeKind::Dialect(d) => d.nested_types(),
            _ => Vec::new(),
        };
        let found = inner.into_iter().find_map(|t| self.problem(t));
        self.types.insert(ty, found.clone());
        found
    }
}

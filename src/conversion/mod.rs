//! Dialect conversion: rewriting ops a [`ConversionTarget`] declares
//! illegal through conversion patterns, with a [`TypeConverter`] deciding
//! what each type becomes.
//!
//! Values whose type changes are bridged with
//! `builtin.unrealized_conversion_cast`: a pattern sees its operands already
//! converted (the adaptor values; the result of an op replaced earlier is
//! its replacement there, while the op itself stays until the end),
//! replacing an op by values of new types
//! inserts a cast back to the old type for the remaining users, and block
//! signatures are converted the same way. Once every pattern ran, dead
//! casts are erased. Live casts stay, also a cast whose input is a cast
//! back from its own result type (upstream's conversions leave such pairs
//! too): `reconcile-unrealized-casts` ([`reconcile_unrealized_casts`])
//! folds the pairs that cancel out and reports the casts still needed.
//!
//! As upstream, an op that is not legal is folded first when it can be (the
//! constants it folds to must be legal); patterns come next.
//!
//! Patterns check everything before they change anything, so no rollback is
//! needed: a pattern that returns false must leave the IR as it found it.

mod fold;
mod pending;
mod reconcile;

pub use pending::Pending;

pub use reconcile::reconcile_unrealized_casts;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{Body, Context, Location, OpId, OperationState, RegionId, Type, ValueId};
use crate::opdef::Registry;
use crate::rewrite::{dialect_of, Listener, Rewriter};
use crate::syntax::diag::Diagnostic;

/// The op name of the bridging cast.
pub const CAST: &str = "builtin.unrealized_conversion_cast";

/// A legality callback (it may hold a pass's options).
pub type LegalityFn = std::rc::Rc<dyn Fn(&Context, &Body, OpId) -> bool>;

/// Whether an op is legal, by name or dialect.
#[derive(Clone)]
pub enum Legality {
    Legal,
    Illegal,
    /// Legal when the function says so.
    Dynamic(LegalityFn),
}

/// Which ops may remain after a conversion.
#[derive(Default)]
pub struct ConversionTarget {
    ops: FxHashMap<String, Legality>,
    dialects: FxHashMap<String, Legality>,
    /// The rule for ops neither named nor of a named dialect.
    unknown: Option<Legality>,
}

impl ConversionTarget {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn add_legal_dialect(&mut self, d: &str) -> &mut Self {
        self.dialects.insert(d.to_string(), Legality::Legal);
        self
    }
    pub fn add_illegal_dialect(&mut self, d: &str) -> &mut Self {
        self.dialects.insert(d.to_string(), Legality::Illegal);
        self
    }
    pub fn add_legal_op(&mut self, name: &str) -> &mut Self {
        self.ops.insert(name.to_string(), Legality::Legal);
        self
    }
    pub fn add_illegal_op(&mut self, name: &str) -> &mut Self {
        self.ops.insert(name.to_string(), Legality::Illegal);
        self
    }
    pub fn add_dynamically_legal_op(
        &mut self,
        name: &str,
        f: impl Fn(&Context, &Body, OpId) -> bool + 'static,
    ) -> &mut Self {
        self.ops.insert(name.to_string(), Legality::Dynamic(std::rc::Rc::new(f)));
        self
    }

    /// The ops of dialect `d` are legal when `f` says so.
    pub fn add_dynamically_legal_dialect(
        &mut self,
        d: &str,
        f: impl Fn(&Context, &Body, OpId) -> bool + 'static,
    ) -> &mut Self {
        self.dialects.insert(d.to_string(), Legality::Dynamic(std::rc::Rc::new(f)));
        self
    }

    /// Ops the target does not name otherwise are legal when `f` says so
    /// (upstream `markUnknownOpDynamicallyLegal`).
    pub fn mark_unknown_op_dynamically_legal(
        &mut self,
        f: impl Fn(&Context, &Body, OpId) -> bool + 'static,
    ) -> &mut Self {
        self.unknown = Some(Legality::Dynamic(std::rc::Rc::new(f)));
        self
    }

    /// `Some(true)` legal, `Some(false)` illegal, `None` unknown to the target.
    pub fn is_legal(&self, ctx: &Context, body: &Body, op: OpId) -> Option<bool> {
        let name = ctx.str(body.op(op).name);
        let rule = self.ops.get(name).or_else(|| self.dialects.get(dialect_of(name))).or(self.unknown.as_ref())?;
        Some(match rule {
            Legality::Legal => true,
            Legality::Illegal => false,
            Legality::Dynamic(f) => f(ctx, body, op),
        })
    }
}

/// A type rule: `Some(types)` converts (possibly to several types or none),
/// `None` leaves the type to the next rule.
pub type TypeRule = Box<dyn Fn(&Context, Type) -> Option<Vec<Type>> + Send + Sync>;

/// How types convert. Rules are tried most recently added first; a type no
/// rule handles is illegal.
#[derive(Default)]
pub struct TypeConverter {
    rules: Vec<TypeRule>,
}

impl TypeConverter {
    pub fn new() -> Self {
        Self::default()
    }

    /// Add a rule.
    pub fn add_conversion(&mut self, rule: impl Fn(&Context, Type) -> Option<Vec<Type>> + Send + Sync + 'static) {
        self.rules.push(Box::new(rule));
    }

    /// The types `ty` becomes.
    pub fn convert_types(&self, ctx: &Context, ty: Type) -> Option<Vec<Type>> {
        self.rules.iter().rev().find_map(|r| r(ctx, ty))
    }

    /// The single type `ty` becomes.
    pub fn convert_type(&self, ctx: &Context, ty: Type) -> Option<Type> {
        match self.convert_types(ctx, ty)?.as_slice() {
            [t] => Some(*t),
            _ => None,
        }
    }

    /// Whether `ty` converts to itself.
    pub fn is_legal(&self, ctx: &Context, ty: Type) -> bool {
        self.convert_type(ctx, ty) == Some(ty)
    }

    /// Convert a signature: per original input, its new types.
    pub fn convert_signature(&self, ctx: &Context, inputs: &[Type]) -> Option<SignatureConversion> {
        let mut conv = SignatureConversion::default();
        for &t in inputs {
            let new = self.convert_types(ctx, t)?;
            conv.remap.push(conv.types.len()..conv.types.len() + new.len());
            conv.types.extend(new);
        }
        Some(conv)
    }
}

/// The result of converting a signature: the new input types and, per
/// original input, the range of new inputs that replace it.
#[derive(Clone, Debug, Default)]
pub struct SignatureConversion {
    pub types: Vec<Type>,
    pub remap: Vec<std::ops::Range<usize>>,
}

/// A conversion pattern: given the op and its operands converted by the
/// type converter, rewrite it and return true, or return false untouched.
pub type ConversionPatternFn = fn(&mut ConversionRewriter<'_, '_>, OpId, &[ValueId]) -> bool;

/// A pattern and the op it applies to (`None`: any op).
#[derive(Copy, Clone)]
pub struct ConversionPattern {
    pub root: Option<&'static str>,
    pub apply: ConversionPatternFn,
}

/// Records the ops a pattern inserted, to legalize them in turn.
#[derive(Default)]
struct Inserted(Vec<OpId>);

impl Listener for Inserted {
    fn inserted(&mut self, _body: &Body, op: OpId) {
        self.0.push(op);
    }
}

/// The rewriter of conversion patterns: a [`Rewriter`] plus the type
/// converter and the casts that bridge old and new types.
///
/// [`ConversionRewriter::replace_op`] and [`ConversionRewriter::erase_op`]
/// only record their change when the rewriter has `pending` replacements
/// (as under [`apply_conversion`]): the op and the uses of its results stay
/// until the conversion ends. Changes through `rw` happen at once.
pub struct ConversionRewriter<'a, 'b> {
    pub rw: Rewriter<'a>,
    pub converter: Option<&'b TypeConverter>,
    pub pending: Option<&'b mut Pending>,
}

impl ConversionRewriter<'_, '_> {
    pub fn ctx(&self) -> &Context {
        self.rw.ctx
    }

    /// The converted type of `ty` (itself without a converter).
    pub fn convert_type(&self, ty: Type) -> Option<Type> {
        match self.converter {
            Some(c) => c.convert_type(self.rw.ctx, ty),
            None => Some(ty),
        }
    }

    /// Create a cast of `value` to `ty` at the insertion point.
    pub fn cast(&mut self, value: ValueId, ty: Type, loc: Location) -> ValueId {
        self.cast_values(vec![value], ty, loc)
    }

    /// Create a cast of `values` (one or more) to `ty` at the insertion point.
    pub fn cast_values(&mut self, values: Vec<ValueId>, ty: Type, loc: Location) -> ValueId {
        let ctx = self.rw.ctx;
        let op = self.rw.create(OperationState {
            name: ctx.ident(CAST),
            loc,
            operands: values,
            result_types: vec![ty],
            properties: None,
            attributes: ctx.empty_dictionary(),
            successors: Vec::new(),
            regions: Vec::new(),
            inner: None,
        });
        self.rw.body.results(op)[0]
    }

    /// `value` at type `ty`: the input of a cast that produced it from a
    /// `ty` value, or a new cast before `op`.
    fn remap(&mut self, value: ValueId, ty: Type, op: OpId) -> ValueId {
        let body = &*self.rw.body;
        if body.value_type(value) == ty {
            return value;
        }
        if let Some(def) = body.defining_op(value) {
            if self.rw.ctx.str(body.op(def).name) == CAST && body.operands(def).len() == 1 {
                let input = body.operands(def)[0];
                if body.value_type(input) == ty {
                    return input;
                }
            }
        }
        let loc = body.op(op).loc;
        self.rw.set_insertion_point_before(op);
        self.cast(value, ty, loc)
    }

    /// The operands of `op` at their converted types (None when a type has
    /// no conversion).
    pub fn adaptor(&mut self, op: OpId) -> Option<Vec<ValueId>> {
        let operands = self.rw.body.operands(op).to_vec();
        let mut out: Vec<ValueId> = Vec::with_capacity(operands.len());
        for (i, &v) in operands.iter().enumerate() {
            // An operand used twice shares one cast.
            if let Some(j) = operands[..i].iter().position(|&w| w == v) {
                out.push(out[j]);
                continue;
            }
            // A value whose op was replaced stands for its replacement, as
            // upstream's value mapping has it.
            let v = self.pending.as_deref().map_or(v, |p| p.lookup(v));
            let ty = self.convert_type(self.rw.body.value_type(v))?;
            out.push(self.remap(v, ty, op));
        }
        Some(out)
    }

    /// Replace `op`'s results by `values`; where a type differs, remaining
    /// users get a cast back to the old type.
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        let results = self.rw.body.results(op).to_vec();
        let loc = self.rw.body.op(op).loc;
        let mut replacements = Vec::with_capacity(values.len());
        for (&r, &v) in results.iter().zip(values) {
            let old = self.rw.body.value_type(r);
            if self.rw.body.value_type(v) == old || !self.rw.body.has_uses(r) {
                replacements.push(v);
            } else {
                self.rw.set_insertion_point_before(op);
                replacements.push(self.cast(v, old, loc));
            }
        }
        if let Some(pending) = self.pending.as_deref_mut() {
            pending.replace(self.rw.body, op, replacements);
            return;
        }
        for (&r, &v) in results.iter().zip(&replacements) {
            if self.rw.body.has_uses(r) {
                self.rw.replace_all_uses_with(r, v);
            }
        }
        self.rw.erase_op(op);
    }

    /// Erase `op`, whose results must be unused once the conversion ends.
    pub fn erase_op(&mut self, op: OpId) {
        match self.pending.as_deref_mut() {
            Some(pending) => pending.replace(self.rw.body, op, Vec::new()),
            None => self.rw.erase_op(op),
        }
    }

    /// Whether `op` was replaced or erased (and awaits the end of the conversion).
    pub fn is_replaced(&self, op: OpId) -> bool {
        self.pending.as_deref().is_some_and(|p| p.is_replaced(op))
    }

    /// Convert the entry block arguments of region `index` of `op` with
    /// `conv` (see [`ConversionRewriter::apply_signature_conversion`]); the
    /// region may be in the op's own arena.
    pub fn convert_region_signature(&mut self, op: OpId, index: usize, conv: &SignatureConversion) {
        match self.rw.body.take_inner(op) {
            Some(mut inner) => {
                let region = inner.roots.get(index).copied();
                if let Some(region) = region {
                    let rw = Rewriter::new(self.rw.ctx, self.rw.registry, &mut inner);
                    let mut sub = ConversionRewriter { rw, converter: self.converter, pending: None };
                    sub.apply_signature_conversion(region, conv);
                }
                self.rw.body.set_inner(op, Some(inner));
            }
            None => {
                if let Some(&region) = self.rw.body.op(op).regions.get(index) {
                    self.apply_signature_conversion(region, conv);
                }
            }
        }
        self.rw.modify(op, |_| {});
    }

    /// Convert the entry block arguments of `region` with `conv`: each old
    /// argument is replaced by its new arguments (through a cast back to the
    /// old type when still used).
    pub fn apply_signature_conversion(&mut self, region: RegionId, conv: &SignatureConversion) {
        let Some(&entry) = self.rw.body.region(region).blocks.first() else { return };
        let old_args = self.rw.body.block(entry).args.clone();
        let mut new_args = Vec::with_capacity(conv.types.len());
        for (i, &ty) in conv.types.iter().enumerate() {
            let loc = conv
                .remap
                .iter()
                .position(|r| r.contains(&i))
                .and_then(|k| old_args.get(k))
                .and_then(|&a| self.rw.body.value(a).loc);
            new_args.push(self.rw.body.insert_block_arg(entry, old_args.len() + i, ty, loc));
        }
        for (k, &old) in old_args.iter().enumerate() {
            let Some(range) = conv.remap.get(k) else { continue };
            if !self.rw.body.has_uses(old) {
                continue;
            }
            let old_ty = self.rw.body.value_type(old);
            let replacement = match range.len() {
                1 if self.rw.body.value_type(new_args[range.start]) == old_ty => new_args[range.start],
                _ => {
                    self.rw.set_insertion_point_to_start(entry);
                    let loc = self.rw.body.value(old).loc.unwrap_or_else(|| self.rw.ctx.unknown_loc());
                    self.cast_values(new_args[range.clone()].to_vec(), old_ty, loc)
                }
            };
            self.rw.replace_all_uses_with(old, replacement);
        }
        for k in (0..old_args.len()).rev() {
            self.rw.body.erase_block_arg(entry, k);
        }
    }
}

/// Whether every op must end legal (`Full`) or only the illegal ones must
/// be converted (`Partial`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Mode {
    Partial,
    Full,
}

/// How often an op that keeps folding in place is folded again before
/// patterns are tried (upstream would loop forever).
const MAX_IN_PLACE_FOLDS: usize = 8;

/// Convert the ops of `body` (the arena of an isolated op) and of the
/// isolated ops nested in it. Errors name each op that could not be legalized.
///
/// Ops are visited in upstream's order ([`collect_ops`]); an op that is
/// not legal is first folded (constants it folds to must be legal), then
/// given to the patterns that match it, in order. Ops a pattern creates are
/// legalized right after it. Replacements wait for the end of the
/// conversion of the arena ([`Pending`]).
pub fn apply_conversion(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    target: &ConversionTarget,
    patterns: &[ConversionPattern],
    converter: Option<&TypeConverter>,
    mode: Mode,
) -> Result<(), Vec<Diagnostic>> {
    let mut driver = Driver {
        ctx,
        registry,
        target,
        patterns,
        converter,
        mode,
        pending: Pending::default(),
        in_place: FxHashMap::default(),
        failed: FxHashSet::default(),
        errors: Vec::new(),
    };
    let isolated = driver.run(body);
    let mut errors = driver.errors;
    driver.pending.commit(body);
    if converter.is_some() {
        reconcile::erase_dead_casts(ctx, body);
    }
    for op in isolated {
        if body.is_erased(op) {
            continue;
        }
        if let Some(mut inner) = body.take_inner(op) {
            let r = crate::stack::ensure_sufficient_stack(|| {
                apply_conversion(ctx, registry, &mut inner, target, patterns, converter, mode)
            });
            if let Err(e) = r {
                errors.extend(e);
            }
            body.set_inner(op, Some(inner));
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// The errors of a failed [`apply_conversion`] as one diagnostic: the
/// first, followed by the others (with their notes).
pub fn combine_errors(errors: Vec<Diagnostic>) -> Diagnostic {
    let mut it = errors.into_iter();
    let first = it.next().expect("at least one error");
    it.fold(first, |d, e| {
        let mut d = d.followed_by(e.loc, e.message);
        d.notes.extend(e.notes);
        d
    })
}

/// The ops of `region` in upstream's order (`computeConversionSet`): the
/// blocks reachable from the entry, depth first with the successors on a
/// stack (the last successor first), each op followed by the ops of its
/// regions. Ops of unreachable blocks are not converted.
fn collect_ops(body: &Body, region: RegionId, out: &mut Vec<OpId>) {
    let Some(&entry) = body.region(region).blocks.first() else { return };
    let mut stack = vec![entry];
    let mut seen = FxHashSet::default();
    seen.insert(entry);
    while let Some(block) = stack.pop() {
        for op in body.block_ops(block) {
            out.push(op);
            if body.op(op).inner.is_none() {
                for &r in &body.op(op).regions {
                    crate::stack::ensure_sufficient_stack(|| collect_ops(body, r, out));
                }
            }
        }
        let successors = body.last_op(block).map_or(&[][..], |t| &body.op(t).successors[..]);
        stack.extend(successors.iter().filter(|&&s| seen.insert(s)));
    }
}

/// The state of the conversion of one arena.
struct Driver<'a> {
    ctx: &'a Context,
    registry: &'a Registry,
    target: &'a ConversionTarget,
    patterns: &'a [ConversionPattern],
    converter: Option<&'a TypeConverter>,
    mode: Mode,
    pending: Pending,
    in_place: FxHashMap<OpId, usize>,
    failed: FxHashSet<OpId>,
    errors: Vec<Diagnostic>,
}

impl Driver<'_> {
    /// Legalize every op of `body`; the isolated ops met, whose arenas are
    /// converted next.
    fn run(&mut self, body: &mut Body) -> Vec<OpId> {
        let mut queue = Vec::new();
        for &r in &body.roots {
            collect_ops(body, r, &mut queue);
        }
        queue.reverse();
        let mut isolated = Vec::new();
        while let Some(op) = queue.pop() {
            let skip = body.is_erased(op) || body.is_detached(op);
            if skip || self.failed.contains(&op) || self.pending.is_replaced(op) {
                continue;
            }
            if body.op(op).inner.is_some() && !isolated.contains(&op) {
                isolated.push(op);
            }
            self.legalize(body, op, &mut queue);
        }
        isolated
    }

    /// Fold `op` or rewrite it with a pattern, queueing what must be
    /// legalized next; report it when neither works and it must go.
    fn legalize(&mut self, body: &mut Body, op: OpId, queue: &mut Vec<OpId>) {
        let (ctx, registry) = (self.ctx, self.registry);
        let legal = self.target.is_legal(ctx, body, op);
        if legal == Some(true) {
            return;
        }
        match fold::legalize_with_fold(ctx, registry, body, self.target, op) {
            fold::Folding::Replaced(values) => return self.pending.replace(body, op, values),
            fold::Folding::InPlace => {
                let n = self.in_place.entry(op).or_insert(0);
                *n += 1;
                if *n <= MAX_IN_PLACE_FOLDS {
                    return queue.push(op);
                }
            }
            fold::Folding::Failed => {}
        }
        if let Some(inserted) = self.apply_patterns(body, op) {
            // New ops (other than bridging casts) are legalized in turn.
            for o in inserted.into_iter().rev() {
                if !body.is_erased(o) && ctx.str(body.op(o).name) != CAST {
                    queue.push(o);
                }
            }
            return;
        }
        self.failed.insert(op);
        let name = ctx.str(body.op(op).name);
        let fail = match (legal, self.mode) {
            (Some(false), Mode::Partial) => {
                Some(format!("failed to legalize operation '{name}' that was explicitly marked illegal"))
            }
            (_, Mode::Full) => Some(format!("failed to legalize operation '{name}'")),
            _ => None,
        };
        if let Some(msg) = fail {
            self.errors.push(Diagnostic::error(body.op(op).loc, msg));
        }
    }

    /// Try the patterns rooted at `op`'s name in order; the ops the one that
    /// applied inserted, or `None` when none applied.
    fn apply_patterns(&mut self, body: &mut Body, op: OpId) -> Option<Vec<OpId>> {
        let name = self.ctx.str(body.op(op).name);
        for p in self.patterns.iter().filter(|p| p.root.map_or(true, |r| r == name)) {
            let mut inserted = Inserted::default();
            let rw = Rewriter::new(self.ctx, self.registry, body).with_listener(&mut inserted);
            let mut crw = ConversionRewriter { rw, converter: self.converter, pending: Some(&mut self.pending) };
            let Some(adaptor) = crw.adaptor(op) else { continue };
            let applied = (p.apply)(&mut crw, op, &adaptor);
            if applied {
                return Some(inserted.0);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialects::arith::AddIOp;
    use crate::ir::TypeKind;
    use crate::syntax::parser::{parse_source, ParseOptions};
    use crate::syntax::printer::{print_module, PrintOptions};

    fn index_to_i64(ctx: &Context, t: Type) -> Option<Vec<Type>> {
        Some(vec![if matches!(ctx.type_kind(t), TypeKind::Index) { ctx.integer_type(64) } else { t }])
    }

    fn convert_addi(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
        let ty = rw.rw.body.value_type(rw.rw.body.results(op)[0]);
        let Some(new_ty) = rw.convert_type(ty) else { return false };
        let loc = rw.rw.body.op(op).loc;
        let new = AddIOp::create(rw.rw.ctx, rw.rw.body, loc, operands[0], operands[1], new_ty, None);
        rw.rw.set_insertion_point_before(op);
        rw.rw.insert(new.0);
        let v = rw.rw.body.results(new.0)[0];
        rw.replace_op(op, &[v]);
        true
    }

    fn run(text: &str, mode: Mode) -> Result<String, Vec<Diagnostic>> {
        let ctx = Context::new();
        let registry = Registry::with_all_dialects();
        let src = crate::syntax::diag::Source::new("t.mlir", text.to_string());
        let mut module = parse_source(&ctx, &registry, &src, 0..text.len(), ParseOptions::default()).unwrap();
        let mut target = ConversionTarget::new();
        target.add_dynamically_legal_op("arith.addi", |ctx, body, op| {
            !matches!(ctx.type_kind(body.value_type(body.results(op)[0])), TypeKind::Index)
        });
        target.add_legal_dialect("func").add_legal_op(CAST);
        let mut converter = TypeConverter::new();
        converter.add_conversion(index_to_i64);
        let patterns = [ConversionPattern { root: Some("arith.addi"), apply: convert_addi }];
        let mut inner = module.body.take_inner(module.op).unwrap();
        apply_conversion(&ctx, &registry, &mut inner, &target, &patterns, Some(&converter), mode)?;
        module.body.set_inner(module.op, Some(inner));
        Ok(print_module(&ctx, &registry, &module, &PrintOptions::default()))
    }

    #[test]
    fn converted_values_are_bridged_with_casts() {
        let out = run(
            "func.func @f(%a: index) -> index {\n  %0 = arith.addi %a, %a : index\n  return %0 : index\n}\n",
            Mode::Partial,
        )
        .unwrap();
        assert!(out.contains("builtin.unrealized_conversion_cast %arg0 : index to i64"), "{out}");
        assert!(out.contains("arith.addi %0, %0 : i64"), "{out}");
        assert!(out.contains("builtin.unrealized_conversion_cast %1 : i64 to index"), "{out}");
    }

    #[test]
    fn unconvertible_illegal_ops_are_reported() {
        let text = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.muli %a, %a : i32\n  return %0 : i32\n}\n";
        let errors = run(text, Mode::Full).unwrap_err();
        assert_eq!(errors.len(), 1);
        assert!(errors[0].message.contains("failed to legalize operation 'arith.muli'"));
        assert!(run(text, Mode::Partial).is_ok());
    }

    /// `text` converted with `patterns`, func and arith legal (arith.muli
    /// and arith.addi not), no type converter; the printed module.
    fn run_untyped(text: &str, patterns: &[ConversionPattern]) -> String {
        let ctx = Context::new();
        let registry = Registry::with_all_dialects();
        let src = crate::syntax::diag::Source::new("t.mlir", text.to_string());
        let mut module = parse_source(&ctx, &registry, &src, 0..text.len(), ParseOptions::default()).unwrap();
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("func").add_legal_dialect("arith");
        target.add_illegal_op("arith.muli").add_illegal_op("arith.addi");
        let mut inner = module.body.take_inner(module.op).unwrap();
        apply_conversion(&ctx, &registry, &mut inner, &target, patterns, None, Mode::Partial).unwrap();
        module.body.set_inner(module.op, Some(inner));
        print_module(&ctx, &registry, &module, &PrintOptions::default())
    }

    #[test]
    fn ops_are_folded_before_patterns_only_into_legal_constants() {
        // math is not legal: absf of a constant folds to an arith.constant;
        // index.add would fold to an index.constant, which is not legal.
        let text = "func.func @f() -> (f32, index) {\n  %c = arith.constant -2.0 : f32\n  %a = math.absf %c : f32\n  %i = index.constant 1\n  %s = index.add %i, %i\n  return %a, %s : f32, index\n}\n";
        let out = run_untyped(text, &[]);
        assert!(!out.contains("math.absf") && out.contains("arith.constant 2.000000e+00 : f32"), "{out}");
        assert!(out.contains("index.add"), "{out}");
    }

    /// `arith.addi x, y` becomes `arith.subi x, y`.
    fn addi_to_subi(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
        let ty = rw.rw.body.value_type(rw.rw.body.results(op)[0]);
        let loc = rw.rw.body.op(op).loc;
        let new =
            crate::dialects::arith::SubIOp::create(rw.rw.ctx, rw.rw.body, loc, operands[0], operands[1], ty, None);
        rw.rw.set_insertion_point_before(op);
        rw.rw.insert(new.0);
        let v = rw.rw.body.results(new.0)[0];
        rw.replace_op(op, &[v]);
        true
    }

    /// `arith.muli x, y` becomes `x`, but only while its operand `x` is
    /// still the result of the `arith.addi` replaced before it; the adaptor
    /// gives the replacement (the `arith.subi`), as upstream's does.
    fn muli_sees_replaced_addi(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
        let body = &*rw.rw.body;
        let def = body.defining_op(body.operands(op)[0]);
        if !def.is_some_and(|d| rw.rw.ctx.str(body.op(d).name) == "arith.addi" && rw.is_replaced(d)) {
            return false;
        }
        let adapted = body.defining_op(operands[0]);
        if !adapted.is_some_and(|d| rw.rw.ctx.str(body.op(d).name) == "arith.subi") {
            return false;
        }
        rw.replace_op(op, &[operands[0]]);
        true
    }

    #[test]
    fn replaced_ops_keep_their_uses_until_the_conversion_ends() {
        let patterns = [
            ConversionPattern { root: Some("arith.addi"), apply: addi_to_subi },
            ConversionPattern { root: Some("arith.muli"), apply: muli_sees_replaced_addi },
        ];
        let text = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  %1 = arith.muli %0, %a : i32\n  return %1 : i32\n}\n";
        let out = run_untyped(text, &patterns);
        assert!(!out.contains("arith.addi") && !out.contains("arith.muli"), "{out}");
        assert!(out.contains("%0 = arith.subi %arg0, %arg0 : i32\n    return %0 : i32"), "{out}");
    }
}

//! The op-definition machinery: op traits, the registry of op definitions
//! and dialect hooks (custom syntax, verifiers, folders, patterns, dialect
//! types and attributes), and the interpreter of declarative op definitions
//! (`ods`). Operations themselves are generic (see `ir::Body`); a registry
//! entry gives an op name its meaning. Ops of dialects that are not
//! registered round-trip in generic form under `--allow-unregistered-dialect`.
//!
//! Nothing here names a concrete dialect: dialects (Strata's own under
//! `crate::dialects`, or a user's crate) register what they define.

pub mod int_range;
pub mod memory_slot;
pub mod ods;
pub mod symbols;

use rustc_hash::FxHashMap;
use std::sync::atomic::{AtomicU32, Ordering};

use crate::ir::{AttrKind, Attribute, Body, Context, Identifier, OpId, Type};
use crate::syntax::parser::{OpBuilder, PResult, Parser};
use crate::syntax::printer::Printer;
use crate::verify::VerifyCx;

/// Op traits, as a bit set.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Traits(u32);

impl Traits {
    pub const NONE: Traits = Traits(0);
    /// Regions may not use values defined above the op.
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1);
    /// Blocks of the op's regions need no terminator.
    pub const NO_TERMINATOR: Traits = Traits(1 << 1);
    /// The op must be the last of its block.
    pub const TERMINATOR: Traits = Traits(1 << 2);
    /// The op's region is a symbol table (symbol names unique inside).
    pub const SYMBOL_TABLE: Traits = Traits(1 << 3);
    /// The op defines a symbol (`sym_name`).
    pub const SYMBOL: Traits = Traits(1 << 4);
    /// Each region has at most one block.
    pub const SINGLE_BLOCK: Traits = Traits(1 << 5);
    /// Regions are graph regions (no dominance requirement).
    pub const GRAPH_REGION: Traits = Traits(1 << 6);
    /// The op has no side effects.
    pub const PURE: Traits = Traits(1 << 7);
    /// The terminator returns control to the parent op.
    pub const RETURN_LIKE: Traits = Traits(1 << 8);
    /// Operands may be swapped (`x op y == y op x`).
    pub const COMMUTATIVE: Traits = Traits(1 << 9);
    /// The op materializes a constant attribute.
    pub const CONSTANT_LIKE: Traits = Traits(1 << 10);
    /// The op's effects are those of the ops in its regions.
    pub const RECURSIVE_EFFECTS: Traits = Traits(1 << 11);
    pub const MEM_READ: Traits = Traits(1 << 12);
    pub const MEM_WRITE: Traits = Traits(1 << 13);
    pub const MEM_ALLOC: Traits = Traits(1 << 14);
    pub const MEM_FREE: Traits = Traits(1 << 15);
    /// `op(op(x)) == op(x)` (or `x op x == x` for binary ops).
    pub const IDEMPOTENT: Traits = Traits(1 << 16);
    /// `op(op(x)) == x`.
    pub const INVOLUTION: Traits = Traits(1 << 17);
    /// The op has no memory effect but may not be speculated (division).
    pub const NO_MEMORY_EFFECT: Traits = Traits(1 << 18);
    /// A function (upstream's `FunctionOpInterface`): its region is a body
    /// of blocks with the function's arguments.
    pub const FUNCTION_LIKE: Traits = Traits(1 << 19);
    /// Upstream's `MemRefsNormalizable`: `normalize-memrefs` may give the
    /// memrefs the op uses (and those it defines) identity layouts.
    pub const MEMREFS_NORMALIZABLE: Traits = Traits(1 << 20);

    pub const fn union(self, other: Traits) -> Traits {
        Traits(self.0 | other.0)
    }
    pub fn contains(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }
    pub const fn intersect(self, other: Traits) -> Traits {
        Traits(self.0 & other.0)
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, rhs: Traits) -> Traits {
        self.union(rhs)
    }
}

/// Custom-syntax parser: fills the builder from the text after the op name.
pub type ParseFn = fn(&mut Parser<'_>, &mut OpBuilder) -> PResult<()>;
/// Custom-syntax printer: prints the op after its name (results are printed by the caller).
pub type PrintFn = fn(&mut Printer<'_>, &Body, OpId);
/// Op verifier: reports each violation through the verification context.
pub type VerifyFn = fn(&mut VerifyCx<'_>, &Body, OpId);
/// Memory effects of one op instance (upstream's `getEffects` of an op
/// whose effects depend on its operands): the `MEM_*` traits it has, none
/// for an op without effects.
pub type EffectsFn = fn(&Context, &Body, OpId) -> Traits;

/// The operand positions of the inits of a destination-style op (upstream's
/// `DestinationStyleOpInterface`): result `i` has the shape of init `i`.
/// `None` when the op is not destination-style.
pub type DpsInitsFn = fn(&Context, &Body, OpId) -> Option<std::ops::Range<usize>>;

/// See [`Registry::region_invocation_bounds`].
pub type RegionInvocationBoundsFn = fn(&Context, &Body, OpId, &[Option<Attribute>]) -> Option<Vec<(u64, Option<u64>)>>;

/// The sizes of an op's ranked results computed from its operands
/// (upstream's `ReifyRankedShapedTypeOpInterface`): per result, one entry
/// per dimension, an index attribute or a value the hook built at the
/// rewriter's insertion point. `None`, with nothing built, when the op has
/// no such rule.
pub type ReifyResultShapesFn =
    fn(&mut crate::rewrite::Rewriter<'_>, OpId) -> Option<Vec<Vec<crate::rewrite::OpFoldResult>>>;

/// Everything the registry knows about one op.
#[derive(Clone)]
pub struct OpDefinition {
    pub name: &'static str,
    pub traits: Traits,
    /// Inherent attributes, stored as properties (`<{...}>`), with the kind
    /// of attribute each property holds.
    pub inherent_attrs: &'static [(&'static str, AttrStorage)],
    /// For an op without a definition file (`spec`): which inherent
    /// attributes upstream requires, the others being optional. The
    /// bytecode encodes an op's properties by this split; `None` when the
    /// op's properties are not known to be laid out as upstream's.
    pub required_attrs: Option<&'static [&'static str]>,
    pub parse: Option<ParseFn>,
    pub print: Option<PrintFn>,
    pub verify: Option<VerifyFn>,
    /// Dialect whose ops may be written without prefix inside this op's regions.
    pub default_dialect: Option<&'static str>,
    /// The op's definition, for ops declared in a definition file.
    pub spec: Option<&'static ods::OpSpec>,
    /// Suggested result names (`%c0_i32`), used by the custom-form printer.
    pub names: Option<ods::NamesFn>,
    /// Suggested names of the entry block arguments of the op's first region
    /// (upstream's `getAsmBlockArgumentNames`), used by the custom-form printer.
    pub arg_names: Option<ods::NamesFn>,
    /// The op's folder.
    pub fold: Option<crate::rewrite::FoldFn>,
    /// The op's canonicalization patterns.
    pub canonicalize: Option<crate::rewrite::CanonicalizeFn>,
    /// The memory effects of each instance, when they depend on it; they
    /// take the place of the effect traits.
    pub effects: Option<EffectsFn>,
}

/// The attribute kind a property is stored as; `<{...}>` values of another
/// kind fail property conversion, as upstream.
#[derive(Copy, Clone)]
pub enum AttrStorage {
    /// Any attribute; the op's verifier checks it.
    Any,
    String,
    Type,
    Array,
    Unit,
    FlatSymbolRef,
    /// What the op definition's constraint can store.
    Constraint(&'static ods::AttrConstraint),
}

impl AttrStorage {
    /// Whether `a` can be stored in a property of this kind.
    pub fn accepts(self, ctx: &Context, a: Attribute) -> bool {
        match (self, ctx.attr_kind(a)) {
            (AttrStorage::Any, _) => true,
            (AttrStorage::String, AttrKind::String { ty: None, .. }) => true,
            (AttrStorage::Type, AttrKind::Type(_)) => true,
            (AttrStorage::Array, AttrKind::Array(_)) => true,
            (AttrStorage::Unit, AttrKind::Unit) => true,
            (AttrStorage::FlatSymbolRef, AttrKind::SymbolRef { nested, .. }) => nested.is_empty(),
            (AttrStorage::Constraint(c), _) => c.storable(ctx, a),
            _ => false,
        }
    }
}

impl OpDefinition {
    /// The storage kind of inherent attribute `name`, if it is one.
    pub fn inherent(&self, name: &str) -> Option<AttrStorage> {
        self.inherent_attrs.iter().find(|(n, _)| *n == name).map(|(_, s)| *s)
    }

    pub const fn new(name: &'static str, traits: Traits) -> Self {
        OpDefinition {
            name,
            traits,
            inherent_attrs: &[],
            required_attrs: None,
            parse: None,
            print: None,
            verify: None,
            default_dialect: None,
            spec: None,
            names: None,
            arg_names: None,
            fold: None,
            canonicalize: None,
            effects: None,
        }
    }

    /// Whether the op has a custom assembly form (hand-written or declarative).
    pub fn has_custom_syntax(&self) -> bool {
        self.parse.is_some() || self.spec.is_some_and(|s| s.format.is_some())
    }
}

/// Why a dialect attribute body is invalid: messages at byte offsets into
/// the body, the cause first, then any follow-up upstream reports.
pub type AttrBodyErrors = Vec<(usize, String)>;

/// Checks and canonicalizes the body of a dialect attribute `#dialect.body`:
/// `None` when the dialect has no such attribute, else the canonical body or the errors.
pub type DialectAttrFn = fn(&str) -> Option<Result<String, AttrBodyErrors>>;

/// Parses a type of a dialect that defines its types as Rust values
/// (`ir::DialectTypeStorage`): called with the parser at the type's
/// mnemonic (`shaped` in `!toy.shaped<4 x f32>`, or in the opaque form
/// `!toy<shaped<4 x f32>>`, whose `<` and `>` the caller reads), a bare
/// identifier token; parses the mnemonic and the rest of the type, checks
/// its parameters with located errors, and returns the interned type
/// (`Context::intern_dialect_type`).
pub type DialectTypeParseFn = fn(&mut Parser<'_>) -> PResult<Type>;

/// Parses an attribute of a dialect that defines it as a Rust value
/// (`ir::DialectAttrStorage`): called with the parser at the attribute's
/// mnemonic (`loop_annotation` in `#llvm.loop_annotation<...>`), a bare
/// identifier token, for the mnemonics it was registered with; parses the
/// mnemonic and the parameters, checks them with located errors, and
/// returns the interned attribute (`Context::intern_dialect_attr`).
pub type DialectAttrParseFn = fn(&mut Parser<'_>) -> PResult<crate::ir::Attribute>;

/// Verifies a discardable attribute `name` of a dialect on an op
/// (upstream's `Dialect::verifyOperationAttribute`); false after an error.
pub type OpAttrVerifyFn = fn(&mut VerifyCx<'_>, &Body, OpId, &str, Attribute) -> bool;

/// A dialect's bytecode version (upstream's `BytecodeDialectInterface`
/// `writeVersion`, `readVersion` and `upgradeFromVersion`): the writer
/// records `current` in the dialect section of every file (bytecode
/// version 1 and later) that uses the dialect, and the reader, after
/// reading a whole module from a file that recorded a version for the
/// dialect, calls `upgrade` with the bytes it recorded.
#[derive(Clone, Copy)]
pub struct DialectVersioning {
    /// The bytes of the dialect's current version, in the dialect's own
    /// encoding (upstream's dialects write varints); not empty.
    pub current: &'static [u8],
    /// Brings the IR of the dialect in a module read from a file up to
    /// the current version, given the version the file recorded (which may
    /// be the current one, or one the dialect does not know: it says so
    /// with an error, which fails the read).
    pub upgrade: DialectUpgradeFn,
}

/// See [`DialectVersioning::upgrade`]: the context, the module just read,
/// and the version bytes the file recorded for the dialect.
pub type DialectUpgradeFn = fn(&crate::ir::Context, &mut crate::ir::Module, &[u8]) -> Result<(), String>;

/// Which parameter of a function-like op an attribute is attached to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FunctionParam {
    Argument(usize),
    Result(usize),
}

/// Verifies an attribute `name` of a dialect in an argument's or result's
/// dictionary of a function-like op (upstream's
/// `Dialect::verifyRegionArgAttribute`/`verifyRegionResultAttribute`);
/// false after an error.
pub type ParamAttrVerifyFn = fn(&mut VerifyCx<'_>, &Body, OpId, FunctionParam, &str, Attribute) -> bool;

/// The set of registered dialects and ops.
#[derive(Default)]
pub struct Registry {
    /// The op definitions, and their indices by name.
    defs: Vec<OpDefinition>,
    ops: FxHashMap<&'static str, u32>,
    /// Nonzero, and new after every change: lookups cached in an
    /// identifier's tag (see [`Registry::op_named`]) are valid while the
    /// tag holds this serial.
    serial: u32,
    dialects: Vec<&'static str>,
    dialect_attrs: FxHashMap<&'static str, DialectAttrFn>,
    dialect_types: FxHashMap<&'static str, DialectAttrFn>,
    /// Few dialects have one: a list is searched faster than a map hashes.
    dialect_type_parsers: Vec<(&'static str, DialectTypeParseFn)>,
    /// Attribute parsers of dialects, with the mnemonics each reads.
    dialect_attr_parsers: Vec<(&'static str, &'static [&'static str], DialectAttrParseFn)>,
    op_attr_verifiers: FxHashMap<&'static str, OpAttrVerifyFn>,
    param_attr_verifiers: FxHashMap<&'static str, ParamAttrVerifyFn>,
    materializers: FxHashMap<&'static str, crate::rewrite::MaterializeFn>,
    dps_inits: FxHashMap<&'static str, DpsInitsFn>,
    /// Canonicalization patterns a dialect adds for ops of any dialect
    /// (upstream's `Dialect::getCanonicalizationPatterns`).
    canonicalizers: Vec<crate::rewrite::CanonicalizeFn>,
    reify_result_shapes: FxHashMap<&'static str, ReifyResultShapesFn>,
    region_invocation_bounds: FxHashMap<&'static str, RegionInvocationBoundsFn>,
    infer_int_ranges: FxHashMap<&'static str, int_range::InferIntRangesFn>,
    memory_slots: FxHashMap<&'static str, &'static dyn memory_slot::MemorySlotInterfaces>,
    /// Few dialects have one: a list is searched faster than a map hashes.
    dialect_versions: Vec<(&'static str, DialectVersioning)>,
}

impl Registry {
    pub fn empty() -> Self {
        Self::default()
    }

    /// Add a canonicalization pattern tried on every op after the op's own
    /// (it matches the ops it is for itself).
    pub fn add_canonicalizer(&mut self, f: crate::rewrite::CanonicalizeFn) {
        self.canonicalizers.push(f);
    }

    /// The patterns of [`Registry::add_canonicalizer`], in registration order.
    pub fn canonicalizers(&self) -> &[crate::rewrite::CanonicalizeFn] {
        &self.canonicalizers
    }

    /// Register an op declared in a definition file.
    pub fn add_spec(&mut self, spec: &'static ods::OpSpec) {
        self.add_op(OpDefinition { spec: Some(spec), ..spec.def.clone() });
    }

    /// Register the attribute hook of a dialect.
    pub fn add_dialect_attrs(&mut self, dialect: &'static str, f: DialectAttrFn) {
        self.add_dialect(dialect);
        self.dialect_attrs.insert(dialect, f);
    }

    /// Register the bytecode version of a dialect and how IR written by an
    /// older version is upgraded (see [`DialectVersioning`]).
    pub fn add_dialect_versioning(&mut self, dialect: &'static str, v: DialectVersioning) {
        assert!(!v.current.is_empty(), "a dialect version is at least one byte");
        self.add_dialect(dialect);
        match self.dialect_versions.iter_mut().find(|(d, _)| *d == dialect) {
            Some(entry) => entry.1 = v,
            None => self.dialect_versions.push((dialect, v)),
        }
    }

    /// The bytecode versioning of `dialect`, if it has one.
    pub fn dialect_versioning(&self, dialect: &str) -> Option<&DialectVersioning> {
        self.dialect_versions.iter().find(|(d, _)| *d == dialect).map(|(_, v)| v)
    }

    /// Register the type hook of a dialect: it checks and canonicalizes the
    /// body of `!dialect.body` as the attribute hook does for attributes.
    pub fn add_dialect_types(&mut self, dialect: &'static str, f: DialectAttrFn) {
        self.add_dialect(dialect);
        self.dialect_types.insert(dialect, f);
    }

    /// Register the parser of a dialect's types that are Rust values
    /// (`ir::DialectTypeStorage`, which prints them): `!dialect.mnemonic...`
    /// and `!dialect<mnemonic...>` are parsed by `f` into such a value
    /// instead of being kept as text.
    pub fn add_dialect_type_parser(&mut self, dialect: &'static str, f: DialectTypeParseFn) {
        self.add_dialect(dialect);
        match self.dialect_type_parsers.iter_mut().find(|(d, _)| *d == dialect) {
            Some(entry) => entry.1 = f,
            None => self.dialect_type_parsers.push((dialect, f)),
        }
    }

    /// Register the parser of some of a dialect's attributes that are Rust
    /// values (`ir::DialectAttrStorage`, which prints them):
    /// `#dialect.mnemonic...` with one of `mnemonics` is parsed by `f`
    /// instead of going through the dialect's text hook.
    pub fn add_dialect_attr_parser(
        &mut self,
        dialect: &'static str,
        mnemonics: &'static [&'static str],
        f: DialectAttrParseFn,
    ) {
        self.add_dialect(dialect);
        self.dialect_attr_parsers.push((dialect, mnemonics, f));
    }

    /// The parser registered for `#dialect.mnemonic`, if any.
    pub fn dialect_attr_parser(&self, dialect: &str, mnemonic: &str) -> Option<DialectAttrParseFn> {
        self.dialect_attr_parsers.iter().find(|(d, m, _)| *d == dialect && m.contains(&mnemonic)).map(|&(_, _, f)| f)
    }

    /// The parser of a registered dialect's types that are Rust values.
    pub fn dialect_type_parser(&self, dialect: &str) -> Option<DialectTypeParseFn> {
        self.dialect_type_parsers.iter().find(|(d, _)| *d == dialect).map(|&(_, f)| f)
    }

    /// The type hook of a registered dialect.
    pub fn dialect_type_hook(&self, dialect: &str) -> Option<DialectAttrFn> {
        self.dialect_types.get(dialect).copied()
    }

    /// Register the verifier of `dialect`'s discardable attributes on ops.
    pub fn add_op_attr_verifier(&mut self, dialect: &'static str, f: OpAttrVerifyFn) {
        self.op_attr_verifiers.insert(dialect, f);
    }

    /// The verifier of discardable attributes named `dialect.*`.
    pub fn op_attr_verifier(&self, dialect: &str) -> Option<OpAttrVerifyFn> {
        self.op_attr_verifiers.get(dialect).copied()
    }

    /// Register the verifier of `dialect`'s attributes on function
    /// arguments and results.
    pub fn add_param_attr_verifier(&mut self, dialect: &'static str, f: ParamAttrVerifyFn) {
        self.param_attr_verifiers.insert(dialect, f);
    }

    /// The verifier of argument and result attributes named `dialect.*`.
    pub fn param_attr_verifier(&self, dialect: &str) -> Option<ParamAttrVerifyFn> {
        self.param_attr_verifiers.get(dialect).copied()
    }

    /// Register how `dialect` materializes folded constants.
    pub fn add_materializer(&mut self, dialect: &'static str, f: crate::rewrite::MaterializeFn) {
        self.materializers.insert(dialect, f);
    }

    /// The constant materializer of `dialect`.
    pub fn materializer(&self, dialect: &str) -> Option<crate::rewrite::MaterializeFn> {
        self.materializers.get(dialect).copied()
    }

    /// Register which ops of `dialect` are destination-style, and their inits.
    pub fn add_dps_inits(&mut self, dialect: &'static str, f: DpsInitsFn) {
        self.dps_inits.insert(dialect, f);
    }

    /// The init operand positions of `op` when it is destination-style.
    pub fn dps_inits(&self, ctx: &Context, body: &Body, op: OpId) -> Option<std::ops::Range<usize>> {
        let dialect = crate::rewrite::dialect_of(ctx.str(body.op(op).name));
        let inits = self.dps_inits.get(dialect)?(ctx, body, op)?;
        (inits.end <= body.operands(op).len()).then_some(inits)
    }

    /// Register how the ops of `dialect` compute their result sizes from
    /// their operands.
    pub fn add_reify_result_shapes(&mut self, dialect: &'static str, f: ReifyResultShapesFn) {
        self.reify_result_shapes.insert(dialect, f);
    }

    /// The hook that computes the result sizes of the ops of `op`'s dialect.
    pub fn reify_result_shapes(&self, ctx: &Context, body: &Body, op: OpId) -> Option<ReifyResultShapesFn> {
        self.reify_result_shapes.get(crate::rewrite::dialect_of(ctx.str(body.op(op).name))).copied()
    }

    /// Register how often the regions of the ops of `dialect` run each
    /// time the op runs (upstream's `getRegionInvocationBounds`).
    pub fn add_region_invocation_bounds(&mut self, dialect: &'static str, f: RegionInvocationBoundsFn) {
        self.region_invocation_bounds.insert(dialect, f);
    }

    /// Per region of `op`, the least and greatest number of times it runs
    /// each time `op` runs (`None`: unbounded), given the constants known for
    /// its operands; `None` when nothing is known.
    pub fn region_invocation_bounds(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        constants: &[Option<Attribute>],
    ) -> Option<Vec<(u64, Option<u64>)>> {
        let f = self.region_invocation_bounds.get(crate::rewrite::dialect_of(ctx.str(body.op(op).name)))?;
        f(ctx, body, op, constants).filter(|b| b.len() == body.op(op).regions.len())
    }

    /// Register how `dialect` infers the integer ranges of its ops' results.
    pub fn add_infer_int_ranges(&mut self, dialect: &'static str, f: int_range::InferIntRangesFn) {
        self.infer_int_ranges.insert(dialect, f);
    }

    /// The range inference of `op`'s dialect.
    pub fn infer_int_ranges(&self, ctx: &Context, body: &Body, op: OpId) -> Option<int_range::InferIntRangesFn> {
        self.infer_int_ranges.get(crate::rewrite::dialect_of(ctx.str(body.op(op).name))).copied()
    }

    /// The attribute hook of a registered dialect.
    pub fn dialect_attr_hook(&self, dialect: &str) -> Option<DialectAttrFn> {
        self.dialect_attrs.get(dialect).copied()
    }

    pub fn add_dialect(&mut self, name: &'static str) {
        if !self.dialects.contains(&name) {
            self.dialects.push(name);
        }
    }

    pub fn add_op(&mut self, def: OpDefinition) {
        if let Some((dialect, _)) = def.name.split_once('.') {
            let dialect: &'static str = &def.name[..dialect.len()];
            self.add_dialect(dialect);
        }
        match self.ops.get(def.name) {
            Some(&i) => self.defs[i as usize] = def,
            None => {
                self.ops.insert(def.name, self.defs.len() as u32);
                self.defs.push(def);
            }
        }
        self.serial = next_registry_serial();
    }

    /// Every registered op's definition, in registration order.
    pub fn ops(&self) -> impl Iterator<Item = &OpDefinition> {
        self.defs.iter()
    }

    pub fn op(&self, name: &str) -> Option<&OpDefinition> {
        self.ops.get(name).map(|&i| &self.defs[i as usize])
    }

    /// The definition of the op named `name`, as [`Registry::op`]: the
    /// parser, verifier and printer ask for it for every op, so the answer
    /// is cached in the identifier's tag ([`Context::ident_tag`]) as this
    /// registry's serial (high half) and the definition's index + 1 (low
    /// half; 0 for no definition).
    #[inline]
    pub fn op_named(&self, ctx: &Context, name: Identifier) -> Option<&OpDefinition> {
        let cached = ctx.ident_tag(name).load(Ordering::Relaxed);
        let index = if cached >> 32 == u64::from(self.serial) && self.serial != 0 {
            cached as u32
        } else {
            self.look_up_and_tag(ctx, name)
        };
        index.checked_sub(1).map(|i| &self.defs[i as usize])
    }

    /// [`Registry::op_named`]'s lookup by text, cached in the tag.
    #[cold]
    fn look_up_and_tag(&self, ctx: &Context, name: Identifier) -> u32 {
        let index = self.ops.get(ctx.str(name)).map_or(0, |&i| i + 1);
        ctx.ident_tag(name).store(u64::from(self.serial) << 32 | u64::from(index), Ordering::Relaxed);
        index
    }

    /// Traits of the op named `name`, as [`Registry::traits`], through the
    /// cache of [`Registry::op_named`].
    #[inline]
    pub fn traits_named(&self, ctx: &Context, name: Identifier) -> Traits {
        self.op_named(ctx, name).map_or(Traits::NONE, |d| d.traits)
    }

    /// Traits of `op` with the effects of the instance: those of its
    /// definition's effects hook, when it has one, in place of the declared
    /// effect traits (an op without effects is `NO_MEMORY_EFFECT`).
    pub fn op_traits(&self, ctx: &Context, body: &Body, op: OpId) -> Traits {
        let Some(def) = self.op_named(ctx, body.op(op).name) else { return Traits::NONE };
        let Some(effects) = def.effects else { return def.traits };
        const DECLARED: Traits = Traits::PURE
            .union(Traits::NO_MEMORY_EFFECT)
            .union(Traits::RECURSIVE_EFFECTS)
            .union(Traits::MEM_READ)
            .union(Traits::MEM_WRITE)
            .union(Traits::MEM_ALLOC)
            .union(Traits::MEM_FREE);
        let own = effects(ctx, body, op);
        let kept = Traits(def.traits.0 & !DECLARED.0);
        if own == Traits::NONE {
            kept | Traits::NO_MEMORY_EFFECT
        } else {
            kept | own
        }
    }

    pub fn has_dialect(&self, name: &str) -> bool {
        self.dialects.contains(&name)
    }

    /// Names of the registered dialects.
    pub fn dialects(&self) -> &[&'static str] {
        &self.dialects
    }

    /// Traits of `name`; unregistered ops have none.
    pub fn traits(&self, name: &str) -> Traits {
        self.op(name).map_or(Traits::NONE, |d| d.traits)
    }
}

/// A registry serial no registry has had yet (never 0).
fn next_registry_serial() -> u32 {
    static NEXT: AtomicU32 = AtomicU32::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cache in the identifier's tag answers for the registry asking:
    /// registries sharing a context, and a registry that changed since it
    /// cached an answer, get their own answers.
    #[test]
    fn op_lookups_by_identifier_answer_for_their_registry() {
        let ctx = Context::new();
        let all = Registry::with_all_dialects();
        let mut few = Registry::empty();
        let name = crate::static_ident!(ctx, "arith.addi");
        let other = crate::static_ident!(ctx, "test.custom");
        for _ in 0..2 {
            assert_eq!(all.op_named(&ctx, name).map(|d| d.name), Some("arith.addi"));
            assert!(few.op_named(&ctx, name).is_none());
            assert!(all.op_named(&ctx, other).is_none());
        }
        few.add_op(OpDefinition::new("test.custom", Traits::TERMINATOR));
        assert_eq!(few.op_named(&ctx, other).map(|d| d.name), Some("test.custom"));
        assert!(few.traits_named(&ctx, other).contains(Traits::TERMINATOR));
        assert!(all.op_named(&ctx, other).is_none());
        assert_eq!(all.traits_named(&ctx, name), all.traits("arith.addi"));
        // Defining an op again replaces it.
        few.add_op(OpDefinition::new("test.custom", Traits::NONE));
        assert!(!few.traits_named(&ctx, other).contains(Traits::TERMINATOR));
        assert_eq!(few.op("test.custom").map(|d| d.traits), Some(Traits::NONE));
    }
}

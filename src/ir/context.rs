//! The `Context`: the interner that owns every type, attribute, location and
//! identifier of a compilation.
//!
//! Interned values are handed out as `Copy` `u32` handles, so equality of two
//! types is equality of their handles. The storage is append-only and `Sync`:
//! passes running on different functions may intern at the same time.

use std::hash::{BuildHasher, Hash, Hasher};
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{OnceLock, RwLock};

use rustc_hash::{FxBuildHasher, FxHashMap};

use super::attributes::{AttrKind, Attribute};
use super::dialect_type::{storage_hash, DialectType, DialectTypeStorage};
use super::float::FloatKind;
use super::types::{Type, TypeKind};

/// Slots of [`Context`]'s scalar type cache: `i0`..`i64`, `index`, floats.
const SCALAR_SLOTS: usize = 65 + 1 + 16;
// F8E3M4 is the last float kind.
const _: () = assert!((FloatKind::F8E3M4 as usize) < 16, "a float kind without a scalar slot");

fn scalar_slot(kind: &TypeKind) -> Option<usize> {
    match *kind {
        TypeKind::Integer { width, signedness: super::types::Signedness::Signless } if width <= 64 => {
            Some(width as usize)
        }
        TypeKind::Index => Some(65),
        TypeKind::Float(k) => Some(66 + k as usize),
        _ => None,
    }
}

/// Slots of [`Context`]'s caches for names and attributes of Strata's
/// static tables (see [`Context::static_ident`]).
pub const STATIC_SLOTS: usize = 2048;
/// A [`Context::static_attr`] slot that holds "no attribute".
const STATIC_NONE: u32 = u32::MAX;
/// Static slots below this are numbered by `build.rs`; those from it up
/// are handed out at run time to [`StaticSlot`]s.
pub const BUILD_SLOTS: usize = STATIC_SLOTS / 2;
/// The next static slot a [`StaticSlot`] takes.
static NEXT_RUNTIME_SLOT: AtomicU32 = AtomicU32::new(BUILD_SLOTS as u32);

/// The static slot of one place in Strata's code that names something by
/// a literal or constant (see [`crate::static_ident!`]), numbered on first
/// use.
pub struct StaticSlot(AtomicU32);

impl StaticSlot {
    pub const fn new() -> Self {
        StaticSlot(AtomicU32::new(0))
    }

    /// The slot's number; past [`STATIC_SLOTS`] once they are all taken,
    /// which the context answers without its cache.
    #[inline]
    pub fn get(&self) -> usize {
        match self.0.load(Ordering::Relaxed) {
            0 => {
                let n = NEXT_RUNTIME_SLOT.fetch_add(1, Ordering::Relaxed);
                // Another thread may have numbered it meanwhile: its number stands.
                match self.0.compare_exchange(0, n, Ordering::Relaxed, Ordering::Relaxed) {
                    Ok(_) => n as usize,
                    Err(won) => won as usize,
                }
            }
            n => n as usize,
        }
    }
}

impl Default for StaticSlot {
    fn default() -> Self {
        Self::new()
    }
}

/// The identifier of a string literal or constant, interned once per
/// context and then found without hashing:
/// `static_ident!(ctx, "operandSegmentSizes")`, `static_ident!(ctx, const ApplyOp::NAME)`.
#[macro_export]
macro_rules! static_ident {
    ($ctx:expr, $name:literal) => {{
        static SLOT: $crate::ir::StaticSlot = $crate::ir::StaticSlot::new();
        $ctx.static_ident(SLOT.get(), $name)
    }};
    ($ctx:expr, const $name:path) => {{
        const NAME: &str = $name;
        static SLOT: $crate::ir::StaticSlot = $crate::ir::StaticSlot::new();
        $ctx.static_ident(SLOT.get(), NAME)
    }};
}

/// The type `$make` builds, built once per context and then found without
/// hashing: `static_type!(ctx, ctx.intern_dialect_type(Ptr))`.
#[macro_export]
macro_rules! static_type {
    ($ctx:expr, $make:expr) => {{
        static SLOT: $crate::ir::StaticSlot = $crate::ir::StaticSlot::new();
        $ctx.static_type(SLOT.get(), || $make)
    }};
}

/// The hash the interners index by: Fx, finished with a multiply-xorshift
/// mix. Fx alone leaves locations (file, line, column) and small integers
/// clustered in the table's low bits, which makes lookups probe long runs.
fn hash_of<Q: Hash + ?Sized>(value: &Q) -> u64 {
    mix(FxBuildHasher.hash_one(value))
}

fn mix(h: u64) -> u64 {
    let h = (h ^ (h >> 31)).wrapping_mul(0x7fb5_d329_728e_a185);
    h ^ (h >> 27)
}

/// An interned name: dialect names, op names, attribute names, symbols.
/// Names are byte strings, as MLIR's (`@"\FF"` is a symbol); those that
/// are UTF-8, which is every name but a quoted one, are also text.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Identifier(pub(crate) u32);

/// An identifier's name, and a word its users may cache a lookup in (see
/// [`Context::ident_tag`]). Hashes and compares as its bytes.
struct IdentData {
    /// The name; for one that is not UTF-8, its lossy text (U+FFFD for each
    /// invalid sequence), its bytes being in `raw`.
    text: Box<str>,
    /// The bytes of a name that is not UTF-8.
    raw: Option<Box<[u8]>>,
    tag: AtomicU64,
}

impl IdentData {
    fn bytes(&self) -> &[u8] {
        self.raw.as_deref().unwrap_or(self.text.as_bytes())
    }
}

impl PartialEq for IdentData {
    fn eq(&self, other: &Self) -> bool {
        self.bytes() == other.bytes()
    }
}
impl Eq for IdentData {}
impl Hash for IdentData {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.bytes().hash(state)
    }
}
impl std::borrow::Borrow<[u8]> for IdentData {
    fn borrow(&self) -> &[u8] {
        self.bytes()
    }
}

/// How an interner's index hashes its values: [`hash_of`], except for file
/// locations (see [`location_hash`]) and dictionaries ([`dictionary_hash`]).
trait InternHash {
    fn intern_hash(&self) -> u64;
}

impl InternHash for TypeKind {
    fn intern_hash(&self) -> u64 {
        match self {
            // As its storage alone: see `Context::intern_dialect_type`.
            TypeKind::Dialect(d) => hash_of(d),
            _ => hash_of(self),
        }
    }
}

/// The hash [`DialectType`]'s hash of a storage `value` feeds [`hash_of`].
fn dialect_type_hash<T: DialectTypeStorage>(value: &T) -> u64 {
    let mut state = FxBuildHasher.build_hasher();
    storage_hash(value, &mut state);
    mix(state.finish())
}

impl InternHash for IdentData {
    fn intern_hash(&self) -> u64 {
        // As its bytes: identifiers are found by them (`intern_ref`).
        hash_of(self.bytes())
    }
}

impl InternHash for AttrKind {
    fn intern_hash(&self) -> u64 {
        match self {
            AttrKind::FileLineColLoc { file, line, col } => location_hash(*file, *line, *col),
            AttrKind::Dictionary(entries) => dictionary_hash(entries),
            _ => hash_of(self),
        }
    }
}

/// A dictionary's hash, from its entries alone, so that one can be found
/// by a slice of them (see [`Context::dictionary_of`]).
fn dictionary_hash(entries: &[(Identifier, Attribute)]) -> u64 {
    hash_of(&(b'd', entries))
}

/// The parser interns a file location for every op it reads, in the order
/// of the source lines, and nearly all of them are new. Where a value sits
/// in the index is its hash's low bits: a location's are a random place
/// for its block of eight lines (and its columns up to 32) and the line's
/// place within that block, so interning the ops of eight lines touches
/// one part of the index instead of eight random ones. The high bits,
/// which the index compares before the values, hash all of it.
fn location_hash(file: Identifier, line: u32, col: u32) -> u64 {
    const LOW: u64 = (1 << 48) - 1;
    let all = hash_of(&(file, line, col));
    let block = hash_of(&(file, line >> 3, col >> 5));
    let within = u64::from(line & 7) << 1 | u64::from(col & 1);
    (all & !LOW) | ((block << 4 | within) & LOW)
}

/// Append-only interner: `boxcar` gives stable references without locking
/// readers; the dedup index is guarded by a lock taken only to intern.
struct Interner<T> {
    items: boxcar::Vec<T>,
    index: RwLock<Index>,
}

/// Ids by the hash of their value. Values live only in the interner's
/// `items`, not a second time as map keys, and the table holds nothing but
/// the 4-byte ids: an op's location is a value of its own, so this is a
/// large part of the IR's memory. Growing the table rehashes the values
/// themselves (`rehash`).
#[derive(Default)]
struct Index {
    table: hashbrown::HashTable<u32>,
}

impl Index {
    fn find(&self, hash: u64, eq: impl Fn(u32) -> bool) -> Option<u32> {
        self.table.find(hash, |&id| eq(id)).copied()
    }

    fn insert(&mut self, hash: u64, id: u32, rehash: impl Fn(u32) -> u64) {
        self.table.insert_unique(hash, id, |&id| rehash(id));
    }

    fn reserve(&mut self, additional: usize, rehash: impl Fn(u32) -> u64) {
        self.table.reserve(additional, |&id| rehash(id));
    }
}

impl<T: InternHash + Eq> Interner<T> {
    fn new() -> Self {
        Interner { items: boxcar::Vec::new(), index: RwLock::new(Index::default()) }
    }

    fn intern(&self, value: T) -> u32 {
        let hash = value.intern_hash();
        let items = &self.items;
        if let Some(id) = self.index.read().expect("interner lock").find(hash, |id| items[id as usize] == value) {
            return id;
        }
        self.insert(hash, value)
    }

    /// Add `value`, unless another thread did since the caller looked.
    fn insert(&self, hash: u64, value: T) -> u32 {
        let items = &self.items;
        let mut index = self.index.write().expect("interner lock");
        if let Some(id) = index.find(hash, |id| items[id as usize] == value) {
            return id;
        }
        let id = u32::try_from(items.push(value)).expect("interner overflow");
        index.insert(hash, id, |id| self.hash_at(id));
        id
    }

    /// The index's hash of the value with id `id`, to rehash it.
    fn hash_at(&self, id: u32) -> u64 {
        self.items[id as usize].intern_hash()
    }

    /// Make room for `additional` more values in the storage, and for
    /// `index` more in the index.
    fn reserve(&self, additional: usize, index: usize) {
        self.items.reserve(additional);
        self.index.write().expect("interner lock").reserve(index, |id| self.hash_at(id));
    }

    /// Intern the value `is` recognizes and `hash` hashes as, building it
    /// with `make` only when it is new.
    fn intern_with(&self, hash: u64, is: impl Fn(&T) -> bool, make: impl FnOnce() -> T) -> u32 {
        let items = &self.items;
        if let Some(id) = self.index.read().expect("interner lock").find(hash, |id| is(&items[id as usize])) {
            return id;
        }
        self.insert(hash, make())
    }

    /// Intern by a borrowed key, building the owned value only when it is new.
    fn intern_ref<Q: ?Sized + Hash + Eq>(&self, key: &Q, make: impl FnOnce() -> T) -> u32
    where
        T: std::borrow::Borrow<Q>,
    {
        // The values interned by reference hash as the `Q` they borrow as.
        let hash = hash_of(key);
        let items = &self.items;
        if let Some(id) = self.index.read().expect("interner lock").find(hash, |id| items[id as usize].borrow() == key)
        {
            return id;
        }
        self.insert(hash, make())
    }

    fn get(&self, id: u32) -> &T {
        &self.items[id as usize]
    }

    fn len(&self) -> usize {
        self.items.count()
    }
}

/// Owner of all interned IR entities. Cheap to share across threads by reference.
pub struct Context {
    types: Interner<TypeKind>,
    attrs: Interner<AttrKind>,
    idents: Interner<IdentData>,
    next_distinct: AtomicU64,
    /// The empty dictionary, which every op without attributes uses.
    pub(super) empty_dict: OnceLock<Attribute>,
    /// The scalar types nearly every op names (signless `i0`..`i64`,
    /// `index`, the float kinds), as id + 1 once interned: the parser meets
    /// one per operand or result type, and this finds it without hashing.
    scalars: [AtomicU32; SCALAR_SLOTS],
    /// Numbers derived from a static description and a number (see
    /// [`Context::memo`]): printing and verifying compare against them for
    /// every op.
    memos: RwLock<FxHashMap<(usize, u8, u64), u64>>,
    /// Identifiers and attributes that Strata's static tables name (an op
    /// definition's attribute names and default values), as id + 1 in
    /// slots numbered when Strata is built: the parser, verifier and
    /// printer meet them for every op, and a slot finds them without
    /// hashing. See [`Context::static_ident`].
    static_idents: [AtomicU32; STATIC_SLOTS],
    static_attrs: [AtomicU32; STATIC_SLOTS],
    /// Types cached in the static slots handed out at run time (see
    /// [`Context::static_type`]), as id + 1.
    static_types: [AtomicU32; STATIC_SLOTS - BUILD_SLOTS],
    /// Function types by their input and result lists, to find one without
    /// building its `TypeKind` (the parser meets one per generic op).
    function_types: RwLock<Index>,
    /// Set once an attribute or type that the printer could hoist into an
    /// alias has been interned (see [`Context::may_have_aliases`]).
    aliasable: AtomicBool,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    pub fn new() -> Self {
        Context {
            types: Interner::new(),
            attrs: Interner::new(),
            idents: Interner::new(),
            next_distinct: AtomicU64::new(0),
            empty_dict: OnceLock::new(),
            memos: RwLock::new(FxHashMap::default()),
            scalars: [const { AtomicU32::new(0) }; SCALAR_SLOTS],
            static_idents: [const { AtomicU32::new(0) }; STATIC_SLOTS],
            static_attrs: [const { AtomicU32::new(0) }; STATIC_SLOTS],
            static_types: [const { AtomicU32::new(0) }; STATIC_SLOTS - BUILD_SLOTS],
            aliasable: AtomicBool::new(false),
            function_types: RwLock::new(Index::default()),
        }
    }

    pub fn ty(&self, kind: TypeKind) -> Type {
        if let Some(slot) = scalar_slot(&kind) {
            let cached = self.scalars[slot].load(Ordering::Relaxed);
            if cached != 0 {
                return Type(cached - 1);
            }
            let ty = Type(self.types.intern(kind));
            self.scalars[slot].store(ty.0 + 1, Ordering::Relaxed);
            return ty;
        }
        self.note_aliasable(|| self.type_may_have_alias(&kind));
        Type(self.types.intern(kind))
    }

    /// The function type `(inputs) -> results`, built only when new.
    pub fn function_type_from(&self, inputs: &[Type], results: &[Type]) -> Type {
        let hash = hash_of(&(inputs, results));
        let same =
            |k: &TypeKind| matches!(k, TypeKind::Function { inputs: i, results: r } if i == inputs && r == results);
        let items = &self.types.items;
        let same_id = |id: u32| same(&items[id as usize]);
        if let Some(id) = self.function_types.read().expect("interner lock").find(hash, same_id) {
            return Type(id);
        }
        let ty = self.ty(TypeKind::Function { inputs: inputs.to_vec(), results: results.to_vec() });
        let mut index = self.function_types.write().expect("interner lock");
        if index.find(hash, same_id).is_none() {
            let rehash = |id: u32| match &items[id as usize] {
                TypeKind::Function { inputs, results } => hash_of(&(&inputs[..], &results[..])),
                _ => unreachable!("only function types are in this index"),
            };
            index.insert(hash, ty.0, rehash);
        }
        ty
    }

    pub fn type_kind(&self, ty: Type) -> &TypeKind {
        self.types.get(ty.0)
    }

    /// The dialect type whose storage is `value`, which is boxed only when
    /// it is new: lowering asks for the same few dialect types very often.
    pub fn intern_dialect_type<T: DialectTypeStorage>(&self, value: T) -> Type {
        let is = |k: &TypeKind| matches!(k, TypeKind::Dialect(d) if d.downcast_ref::<T>() == Some(&value));
        let hash = dialect_type_hash(&value);
        let items = &self.types.items;
        if let Some(id) = self.types.index.read().expect("interner lock").find(hash, |id| is(&items[id as usize])) {
            return Type(id);
        }
        Type(self.types.insert(hash, TypeKind::Dialect(DialectType::new(value))))
    }

    /// The dialect attribute whose storage is `value`.
    pub fn intern_dialect_attr<T: super::DialectAttrStorage>(&self, value: T) -> Attribute {
        self.attr(AttrKind::Dialect(super::DialectAttr::new(value)))
    }

    /// The storage of dialect attribute `a`, if it is a `T`.
    pub fn dialect_attr<T: super::DialectAttrStorage>(&self, a: Attribute) -> Option<&T> {
        match self.attr_kind(a) {
            AttrKind::Dialect(d) => d.downcast_ref(),
            _ => None,
        }
    }

    /// The storage of dialect type `ty`, if it is a `T`.
    pub fn dialect_type<T: DialectTypeStorage>(&self, ty: Type) -> Option<&T> {
        match self.type_kind(ty) {
            TypeKind::Dialect(d) => d.downcast_ref(),
            _ => None,
        }
    }

    /// The type `make` builds for the static slot `slot` (a [`StaticSlot`]),
    /// built once per context: `static_type!(ctx, ...)` finds a type its
    /// caller names often without hashing it. A slot numbered by `build.rs`
    /// or out of range falls back to `make`.
    #[inline]
    pub fn static_type(&self, slot: usize, make: impl FnOnce() -> Type) -> Type {
        let Some(cell) = slot.checked_sub(BUILD_SLOTS).and_then(|i| self.static_types.get(i)) else { return make() };
        match cell.load(Ordering::Relaxed) {
            0 => {
                let ty = make();
                cell.store(ty.0 + 1, Ordering::Relaxed);
                ty
            }
            v => Type(v - 1),
        }
    }

    pub fn attr(&self, kind: AttrKind) -> Attribute {
        if let AttrKind::FileLineColLoc { .. } = kind {
            // Nearly every one is new (the parser makes one per op): look
            // it up once, under the lock that adds it.
            return Attribute(self.attrs.insert(kind.intern_hash(), kind));
        }
        self.note_aliasable(|| self.attr_may_have_alias(&kind));
        Attribute(self.attrs.intern(kind))
    }

    /// The dictionary of sorted `entries`, built only when new.
    pub(super) fn intern_dictionary(&self, entries: &[(Identifier, Attribute)]) -> Attribute {
        let is = |k: &AttrKind| matches!(k, AttrKind::Dictionary(e) if e[..] == *entries);
        Attribute(self.attrs.intern_with(dictionary_hash(entries), is, || {
            let kind = AttrKind::Dictionary(entries.to_vec());
            self.note_aliasable(|| self.attr_may_have_alias(&kind));
            kind
        }))
    }

    /// Whether printing could give some interned attribute or type an alias
    /// (`#map`, `#set`, `#distinct`, `!tuple`, or `#loc` for a location
    /// printed without `--mlir-print-debuginfo`, which only happens when an
    /// attribute or type holds it). When not, the printer skips its dry run.
    pub fn may_have_aliases(&self) -> bool {
        self.aliasable.load(Ordering::Relaxed)
    }

    /// Record that the printer may find aliases once `may` says a value
    /// being interned could have one (asked only until one could).
    fn note_aliasable(&self, may: impl FnOnce() -> bool) {
        if !self.aliasable.load(Ordering::Relaxed) && may() {
            self.aliasable.store(true, Ordering::Relaxed);
        }
    }

    /// Kept in step with the printer's `AliasTable::visit`: the attributes
    /// that get an alias, and those that hold a location.
    fn attr_may_have_alias(&self, kind: &AttrKind) -> bool {
        match kind {
            AttrKind::AffineMap(_) | AttrKind::IntegerSet(_) | AttrKind::Distinct { .. } => true,
            AttrKind::Dialect(d) => d.alias().is_some() || d.nested_attrs().iter().any(|&a| self.is_location(a)),
            AttrKind::Array(els) => els.iter().any(|&a| self.is_location(a)),
            AttrKind::Dictionary(entries) => entries.iter().any(|&(_, a)| self.is_location(a)),
            _ => false,
        }
    }

    fn type_may_have_alias(&self, kind: &TypeKind) -> bool {
        let loc = |a: &Option<Attribute>| a.is_some_and(|a| self.is_location(a));
        match kind {
            TypeKind::Tuple(els) => els.len() > 16,
            TypeKind::RankedTensor { encoding, .. } => loc(encoding),
            TypeKind::MemRef { layout, memory_space, .. } => loc(layout) || loc(memory_space),
            TypeKind::UnrankedMemRef { memory_space, .. } => loc(memory_space),
            _ => false,
        }
    }

    pub fn attr_kind(&self, attr: Attribute) -> &AttrKind {
        self.attrs.get(attr.0)
    }

    pub fn ident(&self, s: &str) -> Identifier {
        Identifier(self.idents.intern_ref(s.as_bytes(), || IdentData {
            text: s.into(),
            raw: None,
            tag: AtomicU64::new(0),
        }))
    }

    /// The identifier of a name of any bytes (a quoted symbol or attribute
    /// name, `@"\FF"`).
    pub fn ident_from_bytes(&self, b: &[u8]) -> Identifier {
        Identifier(self.idents.intern_ref(b, || match std::str::from_utf8(b) {
            Ok(s) => IdentData { text: s.into(), raw: None, tag: AtomicU64::new(0) },
            Err(_) => {
                IdentData { text: String::from_utf8_lossy(b).into(), raw: Some(b.into()), tag: AtomicU64::new(0) }
            }
        }))
    }

    /// The name of `id` as text (lossy for a name that is not UTF-8: see
    /// [`Context::bytes`]).
    pub fn str(&self, id: Identifier) -> &str {
        &self.idents.get(id.0).text
    }

    /// The name of `id`, as the byte string it is.
    pub fn bytes(&self, id: Identifier) -> &[u8] {
        self.idents.get(id.0).bytes()
    }

    /// A word of `id`'s own, zero until someone stores to it: a cache for
    /// what a lookup by the identifier's text found. Its one user is
    /// [`crate::opdef::Registry::op_named`], which finds an op's
    /// definition for every op that is parsed, verified or printed; a tag
    /// holds the identity of the registry that stored it, so registries
    /// sharing a context do not see each other's entries.
    #[inline]
    pub fn ident_tag(&self, id: Identifier) -> &AtomicU64 {
        &self.idents.get(id.0).tag
    }

    /// The identifier of `name`, which Strata's static tables hold in slot
    /// `slot` (numbered by `build.rs` below [`BUILD_SLOTS`], or a
    /// [`StaticSlot`]); interned once per context. A slot out of range falls
    /// back to [`Context::ident`].
    #[inline]
    pub fn static_ident(&self, slot: usize, name: &str) -> Identifier {
        let Some(cell) = self.static_idents.get(slot) else { return self.ident(name) };
        match cell.load(Ordering::Relaxed) {
            0 => {
                let id = self.ident(name);
                cell.store(id.0 + 1, Ordering::Relaxed);
                id
            }
            v => Identifier(v - 1),
        }
    }

    /// The attribute `make` builds for static slot `slot` (see
    /// [`Context::static_ident`]), built once per context.
    pub fn static_attr(&self, slot: usize, make: impl FnOnce() -> Option<Attribute>) -> Option<Attribute> {
        let Some(cell) = self.static_attrs.get(slot) else { return make() };
        match cell.load(Ordering::Relaxed) {
            0 => {
                let a = make();
                cell.store(a.map_or(STATIC_NONE, |a| a.0 + 1), Ordering::Relaxed);
                a
            }
            STATIC_NONE => None,
            v => Some(Attribute(v - 1)),
        }
    }

    /// The number `make` derives from the `'static` description `key` and
    /// `n`, computed once per context; `kind` keeps the derivations of one
    /// description apart. Enum attributes
    /// are held as text, and the parser, verifier and printer convert
    /// between flags and attributes for every op that carries one.
    pub fn memo<K>(&self, key: &'static K, kind: u8, n: u64, make: impl FnOnce() -> u64) -> u64 {
        let k = (key as *const K as usize, kind, n);
        if let Some(&v) = self.memos.read().expect("memo lock").get(&k) {
            return v;
        }
        let v = make();
        self.memos.write().expect("memo lock").insert(k, v);
        v
    }

    /// A fresh identity for a `distinct[N]<...>` attribute.
    pub fn next_distinct_id(&self) -> u64 {
        self.next_distinct.fetch_add(1, Ordering::Relaxed)
    }

    /// Make room for `additional` more attributes (see `parse_source`), so
    /// that interning them grows neither the storage nor the index. The
    /// index makes room for twice as many: an entry costs it 4 bytes (and
    /// an empty slot 5), while growing it rehashes every value interned so
    /// far in a random order, which cost a file of small functions with
    /// arguments and block arguments (each a location) a tenth of its time.
    pub fn reserve_attributes(&self, additional: usize) {
        self.attrs.reserve(additional, additional * 2);
    }

    /// Number of interned types, attributes and identifiers (for statistics).
    pub fn interned_counts(&self) -> (usize, usize, usize) {
        (self.types.len(), self.attrs.len(), self.idents.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::types::Signedness;

    #[test]
    fn interning_same_type_gives_same_handle() {
        let ctx = Context::new();
        let a = ctx.ty(TypeKind::Integer { width: 32, signedness: Signedness::Signless });
        let b = ctx.ty(TypeKind::Integer { width: 32, signedness: Signedness::Signless });
        let c = ctx.ty(TypeKind::Integer { width: 32, signedness: Signedness::Signed });
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(ctx.ident("x"), ctx.ident("x"));
        assert_eq!(ctx.str(ctx.ident("func.func")), "func.func");
    }

    #[test]
    fn locations_alone_need_no_aliases_until_an_attribute_holds_one() {
        let ctx = Context::new();
        ctx.dictionary(vec![(ctx.ident("n"), ctx.unknown_loc())]);
        assert!(ctx.may_have_aliases(), "a dictionary holding a location");
        let ctx = Context::new();
        ctx.file_loc("a.mlir", 1, 2);
        ctx.attr(AttrKind::Array(vec![ctx.empty_dictionary()]));
        assert!(!ctx.may_have_aliases());
        ctx.attr(AttrKind::Array(vec![ctx.file_loc("a.mlir", 3, 4)]));
        assert!(ctx.may_have_aliases(), "an array holding a location");
    }

    #[test]
    fn interner_index_tells_values_with_the_same_hash_apart() {
        let items: boxcar::Vec<&str> = boxcar::Vec::new();
        let mut index = Index::default();
        for (id, s) in ["a", "b", "c"].into_iter().enumerate() {
            items.push(s);
            // Every value has hash 7, also when the table grows.
            index.insert(7, id as u32, |_| 7);
        }
        let find = |s: &str| index.find(7, |id| items[id as usize] == s);
        assert_eq!(find("a"), Some(0));
        assert_eq!(find("c"), Some(2));
        assert_eq!(find("d"), None);
    }

    #[test]
    fn reserving_keeps_interned_attributes_found() {
        let ctx = Context::new();
        let before = ctx.file_loc("a.mlir", 1, 1);
        ctx.reserve_attributes(10_000);
        let locs: Vec<_> = (0..3000).map(|i| ctx.file_loc("a.mlir", i, 2)).collect();
        ctx.reserve_attributes(100);
        assert_eq!(ctx.file_loc("a.mlir", 1, 1), before);
        assert!((0..3000).all(|i| ctx.file_loc("a.mlir", i, 2) == locs[i as usize]));
    }

    #[test]
    fn locations_in_lines_and_along_one_line_stay_distinct() {
        // Nearby lines share a part of the index; a file written on one
        // line puts its ops' locations in few blocks. Both intern and are
        // found again, each its own attribute.
        let ctx = Context::new();
        let lines: Vec<_> = (1..5000).map(|l| ctx.file_loc("a.mlir", l, 3 + l % 7)).collect();
        let one_line: Vec<_> = (1..5000).map(|c| ctx.file_loc("a.mlir", 1, c)).collect();
        let other_file: Vec<_> = (1..500).map(|l| ctx.file_loc("b.mlir", l, 3 + l % 7)).collect();
        assert!((1..5000).all(|l| ctx.file_loc("a.mlir", l, 3 + l % 7) == lines[l as usize - 1]));
        assert!((1..5000).all(|c| ctx.file_loc("a.mlir", 1, c) == one_line[c as usize - 1]));
        assert!(other_file.iter().zip(&lines).all(|(b, a)| a != b));
        let mut all: Vec<_> = lines.iter().chain(&one_line).chain(&other_file).collect();
        all.sort();
        all.dedup();
        // Line 1 column 4 is in both of the first two lists.
        assert_eq!(all.len(), 4999 + 4999 + 499 - 1);
    }

    #[test]
    fn cached_scalar_types_are_the_interned_ones() {
        let ctx = Context::new();
        let int = |width, signedness| ctx.ty(TypeKind::Integer { width, signedness });
        // Interned before and after the cache knows them: one id either way.
        let i32_first = int(32, Signedness::Signless);
        assert_eq!(ctx.integer_type(32), i32_first);
        assert_eq!(ctx.integer_type(64), int(64, Signedness::Signless));
        assert_ne!(int(32, Signedness::Signed), i32_first);
        assert_ne!(ctx.integer_type(65), ctx.integer_type(64));
        assert_eq!(ctx.index_type(), ctx.ty(TypeKind::Index));
        let f8 = crate::ir::float::FloatKind::F8E3M4;
        assert_eq!(ctx.float_type(f8), ctx.ty(TypeKind::Float(f8)));
        assert!(matches!(ctx.type_kind(ctx.float_type(f8)), TypeKind::Float(k) if *k == f8));
    }

    #[test]
    fn context_is_sync_and_interns_concurrently() {
        let ctx = Context::new();
        std::thread::scope(|s| {
            for t in 0..4 {
                let ctx = &ctx;
                s.spawn(move || {
                    for w in 1..200u32 {
                        let ty = ctx.ty(TypeKind::Integer { width: w, signedness: Signedness::Signless });
                        assert!(matches!(ctx.type_kind(ty), TypeKind::Integer { width, .. } if *width == w));
                        ctx.ident(&format!("name{}", (w + t) % 50));
                    }
                });
            }
        });
        assert_eq!(ctx.interned_counts().2, 50);
    }

    #[test]
    fn static_slots_cache_per_context_and_fall_back_out_of_range() {
        let (a, b) = (Context::new(), Context::new());
        // Interning something first makes the contexts' ids differ.
        b.ident("something else");
        let in_a = crate::static_ident!(a, "sym_name");
        let in_b = crate::static_ident!(b, "sym_name");
        assert_eq!(a.str(in_a), "sym_name");
        assert_eq!(b.str(in_b), "sym_name");
        assert_ne!(in_a.0, in_b.0);
        // A second lookup through the same slot answers from the cache.
        let slot = StaticSlot::new();
        assert_eq!(a.static_ident(slot.get(), "x"), a.ident("x"));
        assert_eq!(a.static_ident(slot.get(), "x"), a.ident("x"));
        assert!(slot.get() >= BUILD_SLOTS);
        assert_eq!(a.static_ident(STATIC_SLOTS + 7, "y"), a.ident("y"));
        // Attributes: "none" is cached too, and built once.
        let mut built = 0;
        for _ in 0..3 {
            assert_eq!(
                a.static_attr(slot.get(), || {
                    built += 1;
                    None
                }),
                None
            );
        }
        assert_eq!(built, 1);
        let unit = b.attr(AttrKind::Unit);
        assert_eq!(b.static_attr(slot.get(), || Some(unit)), Some(unit));
        assert_eq!(b.static_attr(slot.get(), || None), Some(unit));
    }

    #[test]
    fn static_types_are_built_once_per_context() {
        let (a, b) = (Context::new(), Context::new());
        b.integer_type(7);
        let slot = StaticSlot::new();
        let mut built = 0;
        let mut cached = |ctx: &Context| {
            ctx.static_type(slot.get(), || {
                built += 1;
                ctx.ty(TypeKind::Complex(ctx.integer_type(8)))
            })
        };
        let (in_a, in_b) = (cached(&a), cached(&b));
        assert_eq!((cached(&a), cached(&b)), (in_a, in_b));
        assert_eq!(built, 2, "once per context");
        assert_ne!(in_a.0, in_b.0);
        assert_eq!(b.type_kind(in_b), &TypeKind::Complex(b.integer_type(8)));
        // Slots that are not run-time slots build each time.
        assert_eq!(a.static_type(3, || a.index_type()), a.index_type());
        assert_eq!(a.static_type(STATIC_SLOTS, || a.none_type()), a.none_type());
    }

    #[test]
    fn dictionaries_by_slice_are_the_interned_ones() {
        let ctx = Context::new();
        let (a, b) = (ctx.ident("a"), ctx.ident("b"));
        let (one, unit) = (ctx.attr(AttrKind::Unit), ctx.string_attr("x"));
        let built = ctx.dictionary(vec![(b, one), (a, unit)]);
        // Found whatever the order of the slice, which comes back sorted.
        let mut entries = [(b, one), (a, unit)];
        assert_eq!(ctx.dictionary_of(&mut entries), built);
        assert_eq!(entries, [(a, unit), (b, one)]);
        // A new one is interned once, and found by the vector path too.
        let mut other = [(a, one)];
        let made = ctx.dictionary_of(&mut other);
        assert_ne!(made, built);
        assert_eq!(ctx.dictionary(vec![(a, one)]), made);
        assert_eq!(ctx.dict_entries(made), &[(a, one)]);
        assert_eq!(ctx.dictionary_of(&mut []), ctx.empty_dictionary());
    }
}

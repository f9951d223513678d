//! Types that dialects define: a Rust value of the dialect's own (its
//! storage), interned and uniqued by the [`Context`] like a builtin type and
//! held in [`TypeKind::Dialect`](super::TypeKind::Dialect). The core knows
//! such a type only through [`DialectTypeStorage`]: its dialect, the types
//! it holds and how it prints; the dialect registers how it parses
//! (`opdef::Registry::add_dialect_type_parser`).

use std::any::{Any, TypeId};
use std::fmt::Debug;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use super::attributes::Attribute;
use super::context::Context;
use super::types::Type;

/// The parameters of one kind of dialect type, as a plain Rust value:
/// equal values are the same type (the context interns them by `Eq` and
/// `Hash`, so build no cache of your own).
///
/// A dialect type with parameters, `!toy.shaped<4 x f32>`, defined outside
/// Strata:
///
/// ```
/// use strata::ir::{Context, DialectAsmPrinter, DialectTypeStorage, Type};
///
/// #[derive(Debug, PartialEq, Eq, Hash)]
/// struct Shaped { len: u64, element: Type }
///
/// impl DialectTypeStorage for Shaped {
///     const DIALECT: &'static str = "toy";
///     fn print(&self, p: &mut dyn DialectAsmPrinter<'_>) {
///         p.out().push_str(&format!("shaped<{} x ", self.len));
///         p.print_type(self.element);
///         p.out().push('>');
///     }
///     fn walk_types(&self, f: &mut dyn FnMut(Type)) {
///         f(self.element);
///     }
/// }
///
/// let ctx = Context::new();
/// let f32 = ctx.float_type(strata::ir::float::FloatKind::F32);
/// let t = ctx.intern_dialect_type(Shaped { len: 4, element: f32 });
/// assert_eq!(t, ctx.intern_dialect_type(Shaped { len: 4, element: f32 }));
/// assert_eq!(ctx.dialect_type::<Shaped>(t).map(|s| s.len), Some(4));
/// assert_eq!(strata::syntax::printer::type_to_string(&ctx, t), "!toy.shaped<4 x f32>");
/// ```
///
/// To parse it, register a parser hook for the dialect with
/// `Registry::add_dialect_type_parser`: it is called with the parser at the
/// mnemonic (`shaped`), reads the type with the parser's public helpers
/// (nested types with `Parser::parse_type`, so aliases and diagnostics work
/// as anywhere else), reports invalid parameters as located errors, and
/// returns [`Context::intern_dialect_type`]'s type. Continuing the example:
///
/// ```
/// # use strata::ir::{Context, DialectAsmPrinter, DialectTypeStorage, Type};
/// # #[derive(Debug, PartialEq, Eq, Hash)]
/// # struct Shaped { len: u64, element: Type }
/// # impl DialectTypeStorage for Shaped {
/// #     const DIALECT: &'static str = "toy";
/// #     fn print(&self, p: &mut dyn DialectAsmPrinter<'_>) {
/// #         p.out().push_str(&format!("shaped<{} x ", self.len));
/// #         p.print_type(self.element);
/// #         p.out().push('>');
/// #     }
/// # }
/// use strata::opdef::Registry;
/// use strata::syntax::lexer::TokenKind;
/// use strata::syntax::parser::{parse_str, PResult, ParseOptions, Parser};
///
/// /// `shaped` `<` integer `x` type `>`
/// fn parse_toy_type(p: &mut Parser<'_>) -> PResult<Type> {
///     let at = p.offset();
///     if p.parse_keyword()? != "shaped" {
///         return Err(p.error_at(at, "unknown toy type"));
///     }
///     p.expect(TokenKind::Less, "'<'")?;
///     let len_at = p.offset();
///     let len = p.expect(TokenKind::Integer, "length")?;
///     let len = p.token_text(len).parse().map_err(|_| p.error_at(len_at, "length too large"))?;
///     p.expect_keyword("x")?;
///     let element = p.parse_type()?;
///     p.expect(TokenKind::Greater, "'>'")?;
///     Ok(p.ctx.intern_dialect_type(Shaped { len, element }))
/// }
///
/// let mut registry = Registry::with_all_dialects();
/// registry.add_dialect_type_parser("toy", parse_toy_type);
/// let ctx = Context::new();
/// let text = "func.func private @f(!toy.shaped<2 x i8>)";
/// let module = parse_str(&ctx, &registry, text, ParseOptions::default()).unwrap();
/// let printed = strata::syntax::printer::print_module(&ctx, &registry, &module, &Default::default());
/// assert!(printed.contains("@f(!toy.shaped<2 x i8>)"));
/// ```
pub trait DialectTypeStorage: Any + Debug + Eq + Hash + Send + Sync {
    /// The dialect namespace the type is printed under (`toy` in `!toy.shaped<...>`).
    const DIALECT: &'static str;

    /// Print the type after its `!dialect.` prefix: the mnemonic and its
    /// parameters (`shaped<4 x f32>`), nested types and attributes through `p`.
    fn print(&self, p: &mut dyn DialectAsmPrinter<'_>);

    /// Call `f` on each type this one holds, in the order `print` prints
    /// them: the printer collects aliases through it, and walks over types
    /// (limits, canonical forms) descend through it.
    fn walk_types(&self, f: &mut dyn FnMut(Type)) {
        let _ = f;
    }
}

/// Where a dialect type prints itself. The printer implements it: nested
/// types and attributes print as they do anywhere else, aliases included.
pub trait DialectAsmPrinter<'c> {
    fn context(&self) -> &'c Context;
    /// The text printed so far; append to it.
    fn out(&mut self) -> &mut String;
    /// A type in full syntax (`i32`, `!toy.shaped<4 x f32>`, an alias).
    fn print_type(&mut self, ty: Type);
    /// An attribute in full syntax. Aliases are found through
    /// [`DialectTypeStorage::walk_types`] only, so an attribute a type
    /// holds prints in full (`affine_map<...>`, not `#map`).
    fn print_attribute(&mut self, attr: Attribute);
    /// A dialect attribute whose kind the reader knows from context: its
    /// alias when it has one, else its parameters without the
    /// `#dialect.mnemonic` prefix (`<disable = true>`); other attributes
    /// in full.
    fn print_stripped_attribute(&mut self, attr: Attribute);
    /// A string literal, quoted and escaped as the printer does (`"a\0A"`).
    fn print_string(&mut self, bytes: &[u8]);
}

/// The object-safe face of a [`DialectTypeStorage`], which every storage
/// has.
trait DynStorage: Any + Debug + Send + Sync {
    fn dialect(&self) -> &'static str;
    fn as_any(&self) -> &dyn Any;
    fn eq_dyn(&self, other: &dyn DynStorage) -> bool;
    fn hash_dyn(&self, state: &mut dyn Hasher);
    fn print_dyn(&self, p: &mut dyn DialectAsmPrinter<'_>);
    fn walk_dyn(&self, f: &mut dyn FnMut(Type));
}

impl<T: DialectTypeStorage> DynStorage for T {
    fn dialect(&self) -> &'static str {
        T::DIALECT
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn eq_dyn(&self, other: &dyn DynStorage) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }
    fn hash_dyn(&self, mut state: &mut dyn Hasher) {
        self.hash(&mut state)
    }
    fn print_dyn(&self, p: &mut dyn DialectAsmPrinter<'_>) {
        self.print(p)
    }
    fn walk_dyn(&self, f: &mut dyn FnMut(Type)) {
        self.walk_types(f)
    }
}

/// An interned dialect type's storage, of any [`DialectTypeStorage`]
/// (shared: cloning a [`TypeKind`](super::TypeKind) copies no storage).
#[derive(Clone, Debug)]
pub struct DialectType {
    /// The storage's Rust type, kept here so that a downcast, which
    /// lowering and the llvm dialect do for every type they look at, costs
    /// no call through the vtable.
    type_id: TypeId,
    storage: Arc<dyn DynStorage>,
}

impl DialectType {
    pub(super) fn new<T: DialectTypeStorage>(value: T) -> Self {
        DialectType { type_id: TypeId::of::<T>(), storage: Arc::new(value) }
    }

    /// The dialect namespace (`toy` in `!toy.shaped<...>`).
    pub fn dialect(&self) -> &'static str {
        self.storage.dialect()
    }

    /// The storage, if it is a `T`.
    #[inline]
    pub fn downcast_ref<T: DialectTypeStorage>(&self) -> Option<&T> {
        if self.type_id != TypeId::of::<T>() {
            return None;
        }
        // SAFETY: `type_id` is the type of the value `storage` was made
        // from (`new`), so the pointer is to a live `T`.
        Some(unsafe { &*Arc::as_ptr(&self.storage).cast::<T>() })
    }

    /// Print the type after its `!dialect.` prefix.
    pub fn print(&self, p: &mut dyn DialectAsmPrinter<'_>) {
        self.storage.print_dyn(p)
    }

    /// Call `f` on each type this one holds, in printing order.
    pub fn walk_types(&self, mut f: impl FnMut(Type)) {
        self.storage.walk_dyn(&mut f)
    }

    /// The types this one holds, in printing order.
    pub fn nested_types(&self) -> Vec<Type> {
        let mut out = Vec::new();
        self.walk_types(|t| out.push(t));
        out
    }
}

impl PartialEq for DialectType {
    fn eq(&self, other: &Self) -> bool {
        self.type_id == other.type_id && self.storage.eq_dyn(&*other.storage)
    }
}

impl Eq for DialectType {}

/// As [`storage_hash`] hashes the storage it holds, so that a value can be
/// looked up before it is boxed.
impl Hash for DialectType {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.type_id.hash(state);
        self.storage.hash_dyn(state);
    }
}

/// Feed `value` to `state` as [`DialectType`]'s `Hash` feeds its storage.
pub(super) fn storage_hash<T: DialectTypeStorage, H: Hasher>(value: &T, state: &mut H) {
    TypeId::of::<T>().hash(state);
    value.hash(state);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::float::FloatKind;
    use crate::ir::TypeKind;
    use crate::opdef::Registry;
    use crate::syntax::lexer::TokenKind;
    use crate::syntax::parser::{parse_str, PResult, ParseOptions, Parser};
    use crate::syntax::printer::{print_module, type_to_string, PrintOptions};

    /// `!toy.shaped<N x T>`: a dialect type with parameters, of a dialect
    /// Strata does not have.
    #[derive(Debug, PartialEq, Eq, Hash)]
    struct Shaped {
        len: u64,
        element: Type,
    }

    impl DialectTypeStorage for Shaped {
        const DIALECT: &'static str = "toy";
        fn print(&self, p: &mut dyn DialectAsmPrinter<'_>) {
            p.out().push_str(&format!("shaped<{} x ", self.len));
            p.print_type(self.element);
            p.out().push('>');
        }
        fn walk_types(&self, f: &mut dyn FnMut(Type)) {
            f(self.element)
        }
    }

    /// `!toy.label<"name">`: another storage of the same dialect.
    #[derive(Debug, PartialEq, Eq, Hash)]
    struct Label(String);

    impl DialectTypeStorage for Label {
        const DIALECT: &'static str = "toy";
        fn print(&self, p: &mut dyn DialectAsmPrinter<'_>) {
            p.out().push_str("label<");
            p.print_string(self.0.as_bytes());
            p.out().push('>');
        }
    }

    /// The toy dialect's type parser hook.
    fn parse_toy(p: &mut Parser<'_>) -> PResult<Type> {
        let at = p.offset();
        let mnemonic = p.parse_keyword()?;
        if mnemonic != "shaped" {
            return Err(p.error_at(at, format!("unknown toy type '{mnemonic}'")));
        }
        p.expect(TokenKind::Less, "'<'")?;
        let len_at = p.offset();
        let len = p.expect(TokenKind::Integer, "length")?;
        let len: u64 = p.token_text(len).parse().map_err(|_| p.error_at(len_at, "length too large"))?;
        if len == 0 {
            return Err(p.error_at(len_at, "a shaped type holds at least one element"));
        }
        p.expect_keyword("x")?;
        let element = p.parse_type()?;
        p.expect(TokenKind::Greater, "'>'")?;
        Ok(p.ctx.intern_dialect_type(Shaped { len, element }))
    }

    fn toy_registry() -> Registry {
        let mut r = Registry::empty();
        r.add_dialect_type_parser("toy", parse_toy);
        r
    }

    #[test]
    fn dialect_types_are_uniqued_by_value_and_found_by_storage() {
        let ctx = Context::new();
        let (f32, i8) = (ctx.float_type(FloatKind::F32), ctx.integer_type(8));
        let a = ctx.intern_dialect_type(Shaped { len: 4, element: f32 });
        assert_eq!(a, ctx.intern_dialect_type(Shaped { len: 4, element: f32 }));
        assert_ne!(a, ctx.intern_dialect_type(Shaped { len: 4, element: i8 }));
        assert_ne!(a, ctx.intern_dialect_type(Shaped { len: 5, element: f32 }));
        // Interned through `ctx.ty`, boxed first, it is the same type: both
        // paths hash the storage alike.
        let boxed = ctx.ty(TypeKind::Dialect(DialectType::new(Shaped { len: 4, element: f32 })));
        assert_eq!(boxed, a);
        let first_boxed = ctx.ty(TypeKind::Dialect(DialectType::new(Label("x".into()))));
        assert_eq!(ctx.intern_dialect_type(Label("x".into())), first_boxed);
        assert_eq!(ctx.dialect_type::<Shaped>(a), Some(&Shaped { len: 4, element: f32 }));
        assert_eq!(ctx.dialect_type::<Label>(a), None);
        assert_eq!(ctx.dialect_type::<Shaped>(f32), None);
        match ctx.type_kind(a) {
            TypeKind::Dialect(d) => {
                assert_eq!(d.dialect(), "toy");
                assert_eq!(d.nested_types(), vec![f32]);
            }
            other => panic!("not a dialect type: {other:?}"),
        }
    }

    #[test]
    fn dialect_types_print_through_their_storage() {
        let ctx = Context::new();
        let inner = ctx.intern_dialect_type(Shaped { len: 3, element: ctx.index_type() });
        let outer = ctx.intern_dialect_type(Shaped { len: 2, element: inner });
        assert_eq!(type_to_string(&ctx, outer), "!toy.shaped<2 x !toy.shaped<3 x index>>");
        let label = ctx.intern_dialect_type(Label("a\"b".into()));
        assert_eq!(type_to_string(&ctx, label), "!toy.label<\"a\\22b\">");
    }

    #[test]
    fn dialect_types_parse_through_their_hook_and_round_trip() {
        let ctx = Context::new();
        let registry = toy_registry();
        let opts = ParseOptions { allow_unregistered: true };
        // A nested tuple of 17 types gets an alias: the printer finds it
        // through the storage's `walk_types`.
        let tuple = format!("tuple<{}>", vec!["i8"; 17].join(", "));
        let text = format!(
            "!t = !toy.shaped<4 x f32>\n\"test.op\"() : () -> (!t, !toy.shaped<2 x !toy.shaped<3 x i8>>, !toy.shaped<1 x {tuple}>)\n"
        );
        let module = parse_str(&ctx, &registry, &text, opts.clone()).expect("parses");
        let printed = print_module(&ctx, &registry, &module, &PrintOptions::default());
        let expected = format!(
            "!tuple = {tuple}\n\"builtin.module\"() ({{\n  %0:3 = \"test.op\"() : () -> (!toy.shaped<4 x f32>, !toy.shaped<2 x !toy.shaped<3 x i8>>, !toy.shaped<1 x !tuple>)\n}}) : () -> ()\n"
        );
        assert_eq!(printed, expected);
        // The parsed types are the storage's values.
        let inner = module.inner();
        let mut types = Vec::new();
        inner.walk_region(module.body.op(module.op).regions[0], &mut |op| {
            types.extend(inner.results(op).iter().map(|&v| inner.value_type(v)))
        });
        let f32 = ctx.float_type(FloatKind::F32);
        assert_eq!(types[0], ctx.intern_dialect_type(Shaped { len: 4, element: f32 }));
        let three = ctx.dialect_type::<Shaped>(types[1]).map(|s| s.element);
        assert_eq!(three.and_then(|t| ctx.dialect_type::<Shaped>(t)).map(|s| s.len), Some(3));
        // The opaque form `!toy<...>` reads through the same hook.
        let opaque = parse_str(&ctx, &registry, "\"test.op\"() : () -> !toy<shaped<4 x f32>>\n", opts).expect("parses");
        let printed = print_module(&ctx, &registry, &opaque, &PrintOptions::default());
        assert!(printed.contains("() -> !toy.shaped<4 x f32>\n"), "{printed}");
    }

    #[test]
    fn dialect_type_hooks_report_located_errors_and_other_dialects_stay_text() {
        let ctx = Context::new();
        let registry = toy_registry();
        let opts = ParseOptions { allow_unregistered: true };
        let error = |text: &str| match parse_str(&ctx, &registry, text, opts.clone()) {
            Ok(_) => panic!("accepted {text}"),
            Err(d) => match ctx.attr_kind(d.loc) {
                crate::ir::AttrKind::FileLineColLoc { line, col, .. } => (Some((*line, *col)), d.message),
                _ => (None, d.message),
            },
        };
        // The type starts in column 21.
        let op = |ty: &str| format!("\"test.op\"() : () -> {ty}\n");
        assert_eq!(
            error(&op("!toy.shaped<0 x f32>")),
            (Some((1, 33)), "a shaped type holds at least one element".to_string())
        );
        assert_eq!(error(&op("!toy.cube<2>")), (Some((1, 26)), "unknown toy type 'cube'".to_string()));
        // Nested types are read by the parser as anywhere else.
        let (_, undefined) = error(&op("!toy.shaped<2 x !nope>"));
        assert_eq!(undefined, "undefined symbol alias id 'nope'");
        // A dialect without a type parser keeps its types as text.
        let module = parse_str(&ctx, &registry, &op("!other.shaped<0 x f32>"), opts.clone()).expect("parses");
        let printed = print_module(&ctx, &registry, &module, &PrintOptions::default());
        assert!(printed.contains("() -> !other.shaped<0 x f32>"), "{printed}");
    }
}

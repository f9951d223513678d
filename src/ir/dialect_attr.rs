//! Attributes that dialects define: a Rust value of the dialect's own (its
//! storage), interned and uniqued by the [`Context`] like a builtin
//! attribute and held in [`AttrKind::Dialect`](super::AttrKind::Dialect).
//! The core knows such an attribute only through [`DialectAttrStorage`]:
//! its dialect, the attributes and types it holds, the alias it prints
//! under and how it prints; the dialect registers how it parses
//! (`opdef::Registry::add_dialect_attr_parser`).
//!
//! An attribute whose parameters are attributes (`#llvm.loop_annotation<
//! vectorize = #llvm.loop_vectorize<...>, startLoc = loc(...)>`) is one of
//! these rather than text, so that the printer hoists what it nests into
//! aliases (`#loop_vectorize`, `#loc1`) as upstream does, and passes read
//! its parameters without parsing text.

use std::any::{Any, TypeId};
use std::fmt::Debug;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use super::attributes::Attribute;
use super::dialect_type::DialectAsmPrinter;
use super::types::Type;

/// The parameters of one kind of dialect attribute, as a plain Rust value:
/// equal values are the same attribute (the context interns them by `Eq`
/// and `Hash`).
pub trait DialectAttrStorage: Any + Debug + Eq + Hash + Send + Sync {
    /// The dialect namespace (`llvm` in `#llvm.loop_annotation<...>`).
    const DIALECT: &'static str;

    /// The mnemonic after `#dialect.` (`loop_annotation`).
    fn mnemonic(&self) -> &'static str;

    /// Print the parameters after the mnemonic (`<disable = true>`, or
    /// nothing), nested attributes and types through `p` (which prints
    /// their aliases). A parameter whose kind is known prints stripped
    /// ([`DialectAsmPrinter::print_stripped_attribute`]), as upstream's
    /// `printStrippedAttrOrType`.
    fn print(&self, p: &mut dyn DialectAsmPrinter<'_>);

    /// Call `f` on each attribute this one holds, in the order `print`
    /// prints them: the printer collects aliases through it.
    fn walk_attrs(&self, f: &mut dyn FnMut(Attribute)) {
        let _ = f;
    }

    /// Call `f` on each type this one holds, in printing order (visited
    /// after the attributes when aliases are collected).
    fn walk_types(&self, f: &mut dyn FnMut(Type)) {
        let _ = f;
    }

    /// The alias name the printer defines for this attribute
    /// (upstream's `OpAsmDialectInterface::getAlias`), numbered when several
    /// share it: `loop_annotation` gives `#loop_annotation`, `#loop_annotation1`.
    fn alias(&self) -> Option<&'static str> {
        None
    }
}

/// The object-safe face of a [`DialectAttrStorage`].
trait DynStorage: Any + Debug + Send + Sync {
    fn dialect(&self) -> &'static str;
    fn mnemonic_dyn(&self) -> &'static str;
    fn as_any(&self) -> &dyn Any;
    fn eq_dyn(&self, other: &dyn DynStorage) -> bool;
    fn hash_dyn(&self, state: &mut dyn Hasher);
    fn print_dyn(&self, p: &mut dyn DialectAsmPrinter<'_>);
    fn walk_attrs_dyn(&self, f: &mut dyn FnMut(Attribute));
    fn walk_types_dyn(&self, f: &mut dyn FnMut(Type));
    fn alias_dyn(&self) -> Option<&'static str>;
}

impl<T: DialectAttrStorage> DynStorage for T {
    fn dialect(&self) -> &'static str {
        T::DIALECT
    }
    fn mnemonic_dyn(&self) -> &'static str {
        self.mnemonic()
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
    fn walk_attrs_dyn(&self, f: &mut dyn FnMut(Attribute)) {
        self.walk_attrs(f)
    }
    fn walk_types_dyn(&self, f: &mut dyn FnMut(Type)) {
        self.walk_types(f)
    }
    fn alias_dyn(&self) -> Option<&'static str> {
        self.alias()
    }
}

/// An interned dialect attribute's storage, of any [`DialectAttrStorage`]
/// (shared: cloning an [`AttrKind`](super::AttrKind) copies no storage).
#[derive(Clone, Debug)]
pub struct DialectAttr {
    type_id: TypeId,
    storage: Arc<dyn DynStorage>,
}

impl DialectAttr {
    pub(super) fn new<T: DialectAttrStorage>(value: T) -> Self {
        DialectAttr { type_id: TypeId::of::<T>(), storage: Arc::new(value) }
    }

    /// The dialect namespace (`llvm` in `#llvm.loop_annotation<...>`).
    pub fn dialect(&self) -> &'static str {
        self.storage.dialect()
    }

    /// The storage, if it is a `T`.
    #[inline]
    pub fn downcast_ref<T: DialectAttrStorage>(&self) -> Option<&T> {
        if self.type_id != TypeId::of::<T>() {
            return None;
        }
        self.storage.as_any().downcast_ref::<T>()
    }

    /// The mnemonic after `#dialect.`.
    pub fn mnemonic(&self) -> &'static str {
        self.storage.mnemonic_dyn()
    }

    /// Print the parameters after the mnemonic.
    pub fn print(&self, p: &mut dyn DialectAsmPrinter<'_>) {
        self.storage.print_dyn(p)
    }

    /// The attributes this one holds, in printing order.
    pub fn nested_attrs(&self) -> Vec<Attribute> {
        let mut out = Vec::new();
        self.storage.walk_attrs_dyn(&mut |a| out.push(a));
        out
    }

    /// The types this one holds, in printing order.
    pub fn nested_types(&self) -> Vec<Type> {
        let mut out = Vec::new();
        self.storage.walk_types_dyn(&mut |t| out.push(t));
        out
    }

    /// The alias the printer gives it, if any.
    pub fn alias(&self) -> Option<&'static str> {
        self.storage.alias_dyn()
    }
}

impl PartialEq for DialectAttr {
    fn eq(&self, other: &Self) -> bool {
        self.type_id == other.type_id && self.storage.eq_dyn(&*other.storage)
    }
}

impl Eq for DialectAttr {}

impl Hash for DialectAttr {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.type_id.hash(state);
        self.storage.hash_dyn(state);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Context;
    use crate::opdef::Registry;
    use crate::syntax::lexer::TokenKind;
    use crate::syntax::parser::{parse_str, PResult, ParseOptions, Parser};
    use crate::syntax::printer::{attr_to_string, print_module, PrintOptions};

    /// `#toy.pair<first, second>`: a dialect attribute holding two others.
    #[derive(Debug, PartialEq, Eq, Hash)]
    struct Pair(Attribute, Attribute);

    impl DialectAttrStorage for Pair {
        const DIALECT: &'static str = "toy";
        fn mnemonic(&self) -> &'static str {
            "pair"
        }
        fn print(&self, p: &mut dyn DialectAsmPrinter<'_>) {
            p.out().push('<');
            p.print_stripped_attribute(self.0);
            p.out().push_str(", ");
            p.print_stripped_attribute(self.1);
            p.out().push('>');
        }
        fn walk_attrs(&self, f: &mut dyn FnMut(Attribute)) {
            f(self.0);
            f(self.1);
        }
        fn alias(&self) -> Option<&'static str> {
            Some("pair")
        }
    }

    /// `pair` `<` (attribute | `<` ... `>`) `,` ... `>`: a nested pair may be stripped.
    fn parse_pair(p: &mut Parser<'_>) -> PResult<Attribute> {
        p.expect_keyword("pair")?;
        parse_body(p)
    }

    fn parse_body(p: &mut Parser<'_>) -> PResult<Attribute> {
        p.expect(TokenKind::Less, "'<'")?;
        let first = if p.is(TokenKind::Less) { parse_body(p)? } else { p.parse_attribute()? };
        p.expect(TokenKind::Comma, "','")?;
        let second = if p.is(TokenKind::Less) { parse_body(p)? } else { p.parse_attribute()? };
        p.expect(TokenKind::Greater, "'>'")?;
        Ok(p.ctx.intern_dialect_attr(Pair(first, second)))
    }

    #[test]
    fn equal_storage_is_one_attribute_and_reads_back() {
        let ctx = Context::new();
        let one = ctx.int_attr(ctx.integer_type(32), 1);
        let a = ctx.intern_dialect_attr(Pair(one, one));
        assert_eq!(a, ctx.intern_dialect_attr(Pair(one, one)));
        assert_eq!(ctx.dialect_attr::<Pair>(a), Some(&Pair(one, one)));
        // Without an alias table, a nested one prints stripped.
        let outer = ctx.intern_dialect_attr(Pair(a, one));
        assert_eq!(attr_to_string(&ctx, outer), "#toy.pair<<1 : i32, 1 : i32>, 1 : i32>");
    }

    #[test]
    fn nested_dialect_attributes_and_locations_are_hoisted_into_aliases() {
        let mut registry = Registry::with_all_dialects();
        registry.add_dialect_attr_parser("toy", &["pair"], parse_pair);
        let ctx = Context::new();
        let text = "func.func private @f() attributes {p = #toy.pair<<1, 2>, loc(fused[\"a\":1:2, \"b\":3:4])>, q = #toy.pair<3, 4>}";
        let module = parse_str(&ctx, &registry, text, ParseOptions::default()).unwrap();
        let printed = print_module(&ctx, &registry, &module, &PrintOptions::default());
        let expected = "#loc = loc(\"a\":1:2)\n#loc1 = loc(\"b\":3:4)\n#pair = #toy.pair<1 : i64, 2 : i64>\n#pair1 = #toy.pair<3 : i64, 4 : i64>\n#loc2 = loc(fused[#loc, #loc1])\n#pair2 = #toy.pair<#pair, #loc2>\n";
        assert!(printed.starts_with(expected), "{printed}");
        assert!(printed.contains("attributes {p = #pair2, q = #pair1}"), "{printed}");
    }
}

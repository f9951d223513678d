//! Attribute and type aliases (`#map3`, `#loc12`, `#distinct`, `!tuple`),
//! chosen like upstream's `AliasInitializer` so that names and order match
//! `mlir-opt` byte for byte.
//!
//! The printer first runs dry over the module (`AliasTable::collecting`):
//! every attribute and type it would print is visited, with what it nests.
//! Aliases are then ordered by nesting depth (an alias is defined before the
//! aliases that use it), types before attributes, then by name, keeping the
//! order of first visit; each name is numbered in that order. Aliases of op
//! locations may be defined after the module ("deferred"); the others are
//! defined before it.

use rustc_hash::FxHashMap;

use super::attrs::AttrWriter;
use crate::ir::{AttrKind, Attribute, Type, TypeKind};

/// An attribute or a type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub(super) enum Symbol {
    Attr(Attribute),
    Type(Type),
}

/// What the dry run learned about one visited symbol.
struct Visited {
    symbol: Symbol,
    alias: Option<&'static str>,
    depth: u32,
    deferrable: bool,
    children: Vec<u32>,
}

/// Aliases of one print, and the state that follows print order
/// (`distinct[N]` numbers, referenced resources).
#[derive(Default)]
pub struct AliasTable {
    /// Set during the dry run: writers visit instead of printing.
    pub(super) collecting: bool,
    visited: Vec<Visited>,
    index: FxHashMap<Symbol, u32>,
    names: FxHashMap<Symbol, String>,
    /// Alias definitions in order: (symbol, name, deferred after the module).
    pub(super) defs: Vec<(Symbol, String, bool)>,
    pub(super) distinct: FxHashMap<Attribute, u64>,
    /// `dense_resource` keys in the order they are first printed.
    pub(super) resources: Vec<String>,
    /// Each type's printed text once printed (after the dry run, when its
    /// aliases are fixed): the text's range in `type_text`, by type id, as
    /// `(start, end)`. A module names few types, each very often.
    type_ranges: Vec<(u32, u32)>,
    type_text: String,
}

impl AliasTable {
    pub(super) fn name(&self, s: Symbol) -> Option<&str> {
        self.names.get(&s).map(String::as_str)
    }

    /// The text printed for `ty` before, if any.
    pub(super) fn type_text(&self, ty: Type) -> Option<&str> {
        match self.type_ranges.get(ty.0 as usize) {
            Some(&(start, end)) if end > start => Some(&self.type_text[start as usize..end as usize]),
            _ => None,
        }
    }

    /// Remember `text` as what `ty` prints as.
    pub(super) fn set_type_text(&mut self, ty: Type, text: &str) {
        let i = ty.0 as usize;
        if self.type_ranges.len() <= i {
            self.type_ranges.resize(i + 1, (0, 0));
        }
        let (Ok(start), Ok(end)) =
            (u32::try_from(self.type_text.len()), u32::try_from(self.type_text.len() + text.len()))
        else {
            return;
        };
        self.type_text.push_str(text);
        self.type_ranges[i] = (start, end);
    }

    /// End the dry run: order and name the aliases found.
    pub(super) fn finish(&mut self) {
        self.collecting = false;
        let mut order: Vec<&Visited> = self.visited.iter().filter(|v| v.alias.is_some()).collect();
        order.sort_by_key(|v| (v.depth, !matches!(v.symbol, Symbol::Type(_)), v.alias));
        let mut counts: FxHashMap<&str, u32> = FxHashMap::default();
        for v in order {
            let base = v.alias.unwrap_or_default();
            let n = counts.entry(base).or_insert(0);
            let name = if *n == 0 { base.to_string() } else { format!("{base}{n}") };
            *n += 1;
            self.names.insert(v.symbol, name.clone());
            self.defs.push((v.symbol, name, v.deferrable));
        }
        self.visited = Vec::new();
        self.index = FxHashMap::default();
    }

    fn mark_non_deferrable(&mut self, i: u32) {
        let v = &mut self.visited[i as usize];
        if !v.deferrable {
            return;
        }
        v.deferrable = false;
        for c in v.children.clone() {
            self.mark_non_deferrable(c);
        }
    }
}

impl AttrWriter<'_, '_> {
    fn table(&mut self) -> &mut AliasTable {
        self.aliases.as_deref_mut().expect("alias table")
    }

    /// Whether this writer belongs to a dry run.
    pub(super) fn collecting(&self) -> bool {
        self.aliases.as_ref().is_some_and(|t| t.collecting)
    }

    /// Write the alias of `s`, if it has one.
    pub(super) fn write_alias(&self, out: &mut String, s: Symbol) -> bool {
        let Some(name) = self.aliases.as_ref().and_then(|t| t.name(s)) else { return false };
        out.push(if matches!(s, Symbol::Type(_)) { '!' } else { '#' });
        out.push_str(name);
        true
    }

    /// Visit `s` and what it nests; returns its depth and index.
    pub(super) fn visit(&mut self, s: Symbol, deferrable: bool, elide_type: bool) -> (u32, u32) {
        if let Some(&i) = self.table().index.get(&s) {
            if !deferrable {
                self.table().mark_non_deferrable(i);
            }
            return (self.table().visited[i as usize].depth, i);
        }
        let alias = self.alias_name(s);
        let t = self.table();
        let i = t.visited.len() as u32;
        t.index.insert(s, i);
        t.visited.push(Visited { symbol: s, alias, depth: alias.is_some() as u32, deferrable, children: Vec::new() });
        let mut children = Vec::new();
        match s {
            Symbol::Attr(a) => self.nested_in_attr(a, elide_type, &mut children),
            Symbol::Type(ty) => self.nested_in_type(ty, &mut children),
        }
        let mut max = 0;
        let mut indices = Vec::with_capacity(children.len());
        for c in children {
            let (d, ci) = crate::stack::ensure_sufficient_stack(|| self.visit(c, deferrable, false));
            max = max.max(d);
            indices.push(ci);
        }
        let v = &mut self.table().visited[i as usize];
        v.children = indices;
        if max > 0 {
            v.depth = max + 1;
        }
        (v.depth, i)
    }

    /// The alias builtin gives `s` (`OpAsmDialectInterface::getAlias`).
    fn alias_name(&self, s: Symbol) -> Option<&'static str> {
        let ctx = self.ctx;
        match s {
            Symbol::Type(t) => match ctx.type_kind(t) {
                TypeKind::Tuple(els) if els.len() > 16 => Some("tuple"),
                _ => None,
            },
            Symbol::Attr(a) if ctx.is_location(a) => Some("loc"),
            Symbol::Attr(a) => match ctx.attr_kind(a) {
                AttrKind::AffineMap(_) => Some("map"),
                AttrKind::IntegerSet(_) => Some("set"),
                AttrKind::Distinct { referenced, .. } if !matches!(ctx.attr_kind(*referenced), AttrKind::Unit) => {
                    Some("distinct")
                }
                AttrKind::Dialect(d) => d.alias(),
                _ => None,
            },
        }
    }

    /// What printing attribute `a` prints in turn, in order.
    fn nested_in_attr(&self, a: Attribute, elide_type: bool, out: &mut Vec<Symbol>) {
        let ctx = self.ctx;
        let typed = match ctx.attr_kind(a) {
            AttrKind::AffineMap(_)
            | AttrKind::IntegerSet(_)
            | AttrKind::DenseArray { .. }
            | AttrKind::Float { .. }
            | AttrKind::Integer { .. }
            | AttrKind::Unit => return,
            AttrKind::Distinct { referenced, .. } => {
                out.push(Symbol::Attr(*referenced));
                None
            }
            AttrKind::Dictionary(entries) => {
                out.extend(entries.iter().map(|(_, v)| Symbol::Attr(*v)));
                None
            }
            AttrKind::Array(els) => {
                out.extend(els.iter().map(|e| Symbol::Attr(*e)));
                None
            }
            AttrKind::Type(t) => {
                out.push(Symbol::Type(*t));
                None
            }
            AttrKind::NameLoc { child, .. } => {
                out.extend(child.filter(|c| !matches!(ctx.attr_kind(*c), AttrKind::UnknownLoc)).map(Symbol::Attr));
                None
            }
            AttrKind::CallSiteLoc { callee, caller } => {
                out.extend([Symbol::Attr(*callee), Symbol::Attr(*caller)]);
                None
            }
            AttrKind::FusedLoc { locations, metadata } => {
                out.extend(metadata.map(Symbol::Attr));
                out.extend(locations.iter().map(|l| Symbol::Attr(*l)));
                None
            }
            AttrKind::Dialect(d) => {
                out.extend(d.nested_attrs().into_iter().map(Symbol::Attr));
                out.extend(d.nested_types().into_iter().map(Symbol::Type));
                None
            }
            AttrKind::String { ty, .. } | AttrKind::Opaque { ty, .. } => *ty,
            AttrKind::DenseElements { ty, .. } | AttrKind::DenseResource { ty, .. } | AttrKind::Sparse { ty, .. } => {
                Some(*ty)
            }
            _ => None,
        };
        if let (Some(t), false) = (typed, elide_type) {
            if !matches!(ctx.type_kind(t), TypeKind::None) {
                out.push(Symbol::Type(t));
            }
        }
    }

    /// What printing type `t` prints in turn, in order.
    fn nested_in_type(&self, t: Type, out: &mut Vec<Symbol>) {
        let ctx = self.ctx;
        match ctx.type_kind(t) {
            TypeKind::Complex(e) | TypeKind::UnrankedTensor { element: e } | TypeKind::Vector { element: e, .. } => {
                out.push(Symbol::Type(*e))
            }
            TypeKind::Tuple(els) => out.extend(els.iter().map(|e| Symbol::Type(*e))),
            TypeKind::Function { inputs, results } => {
                out.extend(inputs.iter().chain(results).map(|e| Symbol::Type(*e)));
            }
            TypeKind::RankedTensor { element, encoding, .. } => {
                out.push(Symbol::Type(*element));
                out.extend(encoding.map(Symbol::Attr));
            }
            TypeKind::MemRef { element, layout, memory_space, .. } => {
                out.push(Symbol::Type(*element));
                out.extend(layout.iter().chain(memory_space).map(|a| Symbol::Attr(*a)));
            }
            TypeKind::UnrankedMemRef { element, memory_space } => {
                out.push(Symbol::Type(*element));
                out.extend(memory_space.map(Symbol::Attr));
            }
            TypeKind::Dialect(d) => d.walk_types(|t| out.push(Symbol::Type(t))),
            _ => {}
        }
    }
}

//! Numbering what a module refers to before it is written: dialects, op
//! names, attributes, types and dialect resources, ordered as upstream
//! orders them so that equal IR gives equal bytes. Each is counted in a
//! walk of the IR that visits an op's components, then the regions of the
//! ops of a region from the last to the first; entries are then ordered
//! by how often they are referenced (most first, ties in visiting order)
//! and, within the range of indices one varint byte width covers, grouped
//! by dialect.

use rustc_hash::FxHashMap;

use crate::ir::{Attribute, Body, Context, Identifier, OpId, RegionId, Type};
use crate::opdef::Registry;

use super::builtin_write::{attr_dialect, encode_attr, encode_type, type_dialect, Sink};
use super::props::{self, Field, PropertyLayout};

/// One numbered entry: its value, dialect and reference count.
pub(super) struct Item<T> {
    pub value: T,
    pub dialect: usize,
    refs: u32,
}

/// How an op's inherent attributes are written.
pub(super) enum OpProps {
    /// Upstream keeps no properties: everything is in the attribute dictionary.
    None,
    /// Properties laid out by the op's definition.
    Layout(PropertyLayout),
    /// An op Strata does not register: its properties are one attribute.
    Unregistered,
}

pub(super) struct Numbering<'c> {
    pub ctx: &'c Context,
    pub registry: &'c Registry,
    pub version: u64,
    pub dialects: Vec<String>,
    dialect_ids: FxHashMap<String, usize>,
    pub attrs: Vec<Item<Attribute>>,
    pub attr_ids: FxHashMap<Attribute, usize>,
    pub types: Vec<Item<Type>>,
    pub type_ids: FxHashMap<Type, usize>,
    pub op_names: Vec<Item<Identifier>>,
    pub op_ids: FxHashMap<Identifier, usize>,
    /// Dialect resources by dialect, in first-reference order.
    pub resources: Vec<(usize, Identifier)>,
    pub resource_ids: FxHashMap<Identifier, usize>,
    pub error: Option<String>,
}

impl<'c> Numbering<'c> {
    pub fn new(ctx: &'c Context, registry: &'c Registry, version: u64) -> Self {
        Numbering {
            ctx,
            registry,
            version,
            dialects: vec![],
            dialect_ids: FxHashMap::default(),
            attrs: vec![],
            attr_ids: FxHashMap::default(),
            types: vec![],
            type_ids: FxHashMap::default(),
            op_names: vec![],
            op_ids: FxHashMap::default(),
            resources: vec![],
            resource_ids: FxHashMap::default(),
            error: None,
        }
    }

    fn dialect(&mut self, name: &str) -> usize {
        if let Some(&i) = self.dialect_ids.get(name) {
            return i;
        }
        self.dialects.push(name.to_string());
        self.dialect_ids.insert(name.to_string(), self.dialects.len() - 1);
        self.dialects.len() - 1
    }

    pub fn number_attr(&mut self, a: Attribute) {
        if let Some(&i) = self.attr_ids.get(&a) {
            self.attrs[i].refs += 1;
            return;
        }
        let dialect = self.dialect(attr_dialect(self.ctx, a));
        self.attr_ids.insert(a, self.attrs.len());
        self.attrs.push(Item { value: a, dialect, refs: 1 });
        let ctx = self.ctx;
        crate::stack::ensure_sufficient_stack(|| encode_attr(ctx, a, &mut Counter(self)));
    }

    pub fn number_type(&mut self, t: Type) {
        if let Some(&i) = self.type_ids.get(&t) {
            self.types[i].refs += 1;
            return;
        }
        let dialect = self.dialect(type_dialect(self.ctx, t));
        self.type_ids.insert(t, self.types.len());
        self.types.push(Item { value: t, dialect, refs: 1 });
        let ctx = self.ctx;
        crate::stack::ensure_sufficient_stack(|| encode_type(ctx, t, &mut Counter(self)));
    }

    fn number_op_name(&mut self, name: Identifier) {
        if let Some(&i) = self.op_ids.get(&name) {
            self.op_names[i].refs += 1;
            return;
        }
        let full = self.ctx.str(name);
        let dialect = self.dialect(full.split_once('.').map_or(full, |(d, _)| d));
        self.op_ids.insert(name, self.op_names.len());
        self.op_names.push(Item { value: name, dialect, refs: 1 });
    }

    /// How the properties of op `name` are written.
    pub fn op_props(&self, name: Identifier) -> Result<OpProps, String> {
        let name = self.ctx.str(name);
        match props::layout(self.registry, name) {
            None => Ok(OpProps::Unregistered),
            Some(Err(())) => Err(format!("the properties of '{name}' are not laid out as Strata knows")),
            Some(Ok(l)) if l.is_empty() => Ok(OpProps::None),
            Some(Ok(l)) => Ok(OpProps::Layout(l)),
        }
    }

    /// The attribute dictionary an op is written with: its discardable
    /// attributes, or all of them when its properties are not written apart.
    pub fn op_dict(&self, body: &Body, op: OpId, props: &OpProps) -> Attribute {
        let d = body.op(op);
        let apart = self.version >= 5 && !matches!(props, OpProps::None);
        match d.properties {
            Some(p) if !apart => {
                // Native properties have no place in the dictionary.
                let native = |n: &str| matches!(props, OpProps::Layout(l) if l.native.iter().any(|(m, _)| *m == n));
                let mut entries = self.ctx.dict_entries(d.attributes).to_vec();
                entries.extend(self.ctx.dict_entries(p).iter().filter(|(k, _)| !native(self.ctx.str(*k))));
                self.ctx.dictionary(entries)
            }
            _ => d.attributes,
        }
    }

    fn number_op(&mut self, body: &Body, op: OpId) {
        let d = body.op(op);
        self.number_op_name(d.name);
        for &r in body.results(op) {
            self.number_type(body.value_type(r));
        }
        let props = match self.op_props(d.name) {
            Ok(p) => p,
            Err(e) => {
                self.error.get_or_insert(e);
                OpProps::None
            }
        };
        let dict = self.op_dict(body, op, &props);
        if !self.ctx.dict_entries(dict).is_empty() {
            self.number_attr(dict);
        }
        if self.version >= 5 {
            match (&props, d.properties) {
                (OpProps::Layout(l), p) => {
                    for f in l.fields(self.version) {
                        let v = p.and_then(|p| self.ctx.dict_get(p, f.name()));
                        if let (Some(v), false) = (v, matches!(f, Field::SparseSegments(..) | Field::NativeBits(..))) {
                            self.number_attr(v);
                        }
                    }
                }
                (OpProps::Unregistered, Some(p)) => self.number_attr(p),
                _ => {}
            }
        }
        self.number_attr(d.loc);
    }

    fn number_region(&mut self, body: &Body, region: RegionId) {
        for &b in &body.region(region).blocks {
            for &arg in &body.block(b).args {
                let loc = body.value(arg).loc.unwrap_or_else(|| self.ctx.unknown_loc());
                self.number_attr(loc);
                self.number_type(body.value_type(arg));
            }
            for op in body.block_ops(b) {
                self.number_op(body, op);
            }
        }
    }

    /// Number everything `op` (the root) and its regions refer to, then
    /// order the entries.
    pub fn run(&mut self, body: &Body, op: OpId) {
        self.number_op(body, op);
        let mut work: Vec<(&Body, RegionId)> = Vec::new();
        push(&mut work, body, op);
        while let Some((b, r)) = work.pop() {
            self.number_region(b, r);
            for &blk in &b.region(r).blocks {
                for o in b.block_ops(blk) {
                    push(&mut work, b, o);
                }
            }
        }
        self.finish();
    }

    fn finish(&mut self) {
        order(&mut self.attrs);
        order(&mut self.types);
        order(&mut self.op_names);
        self.attr_ids = self.attrs.iter().enumerate().map(|(i, e)| (e.value, i)).collect();
        self.type_ids = self.types.iter().enumerate().map(|(i, e)| (e.value, i)).collect();
        self.op_ids = self.op_names.iter().enumerate().map(|(i, e)| (e.value, i)).collect();
        // Resources are numbered by dialect, then in reference order.
        self.resources.sort_by_key(|(d, _)| *d);
        self.resource_ids = self.resources.iter().enumerate().map(|(i, (_, k))| (*k, i)).collect();
    }
}

/// Queue the regions of `op` for numbering.
fn push<'b>(work: &mut Vec<(&'b Body, RegionId)>, body: &'b Body, op: OpId) {
    let rb = body.regions_body(op);
    for &r in &body.op(op).regions {
        work.push((rb, r));
    }
}

/// Most referenced first (ties keep visiting order), then, within each
/// range of indices of one varint width, grouped by dialect with the
/// dialect the previous range ended with first.
fn order<T>(items: &mut [Item<T>]) {
    items.sort_by_key(|e| std::cmp::Reverse(e.refs));
    let mut first = 0usize;
    let mut start = 0usize;
    let mut in_group = 0u64;
    for width in 1..9u32 {
        if start >= items.len() {
            break;
        }
        in_group = (1u64 << (7 * width)) - in_group;
        let end = (start as u64).saturating_add(in_group).min(items.len() as u64) as usize;
        let range = &mut items[start..end];
        range.sort_by_key(|e| (e.dialect != first, e.dialect));
        first = range.last().map_or(first, |e| e.dialect);
        start = end;
    }
}

/// The numbering pass's sink: counts the references an encoding makes.
struct Counter<'n, 'c>(&'n mut Numbering<'c>);

impl Sink for Counter<'_, '_> {
    fn varint(&mut self, _: u64) {}
    fn signed_varint(&mut self, _: i64) {}
    fn byte(&mut self, _: u8) {}
    fn blob(&mut self, _: &[u8]) {}
    fn string(&mut self, _: &[u8]) {}
    fn attr(&mut self, a: Attribute) {
        self.0.number_attr(a);
    }
    fn ty(&mut self, t: Type) {
        self.0.number_type(t);
    }
    fn resource(&mut self, key: Identifier) {
        if !self.0.resource_ids.contains_key(&key) {
            let d = self.0.dialect("builtin");
            self.0.resource_ids.insert(key, self.0.resources.len());
            self.0.resources.push((d, key));
        }
    }
}

//! Writing a module as bytecode: the header, then the dialect,
//! attribute/type, IR, resource, string and properties sections, in the
//! order and with the numbering `mlir-opt-19 --emit-bytecode` uses.

use rustc_hash::FxHashMap;

use crate::ir::{
    AttrKind, Attribute, BlockId, Body, Context, Identifier, Module, OpId, RegionId, Type, ValueDef, ValueId,
};
use crate::opdef::{Registry, Traits};

use super::builtin_write::{encode_attr, encode_type, Sink};
use super::encoding::{self as enc, Emitter};
use super::numbering::{Item, Numbering, OpProps};
use super::props::Field;
use super::{CURRENT_VERSION, MAGIC};

/// The producer string: what MLIR 19.1.7 writes, so that files are the same.
const PRODUCER: &str = "MLIR19.1.7";

/// Strings in first-use order.
#[derive(Default)]
struct Strings {
    list: Vec<Vec<u8>>,
    ids: FxHashMap<Vec<u8>, usize>,
}

impl Strings {
    fn insert(&mut self, s: &[u8]) -> u64 {
        if let Some(&i) = self.ids.get(s) {
            return i as u64;
        }
        self.list.push(s.to_vec());
        self.ids.insert(s.to_vec(), self.list.len() - 1);
        (self.list.len() - 1) as u64
    }
}

struct Writer<'c> {
    n: Numbering<'c>,
    strings: Strings,
    /// Properties entries (each with its size in front), deduplicated.
    props: Vec<Vec<u8>>,
    prop_ids: FxHashMap<Vec<u8>, usize>,
}

/// Write `module` as bytecode of `version` (0 to 6).
pub fn write(ctx: &Context, registry: &Registry, module: &Module, version: u64) -> Result<Vec<u8>, String> {
    write_with_dialect_versions(ctx, registry, module, version, &[])
}

/// [`write`], recording for each dialect named in `dialect_versions` the
/// version bytes given there instead of the one its
/// [`crate::opdef::DialectVersioning`] gives (upstream's
/// `BytecodeWriterConfig::setDialectVersion`; an empty version records
/// none). The IR is written as it is: writing the form an older version
/// had is the caller's business.
pub fn write_with_dialect_versions(
    ctx: &Context,
    registry: &Registry,
    module: &Module,
    version: u64,
    dialect_versions: &[(&str, &[u8])],
) -> Result<Vec<u8>, String> {
    if version > CURRENT_VERSION {
        return Err(format!("bytecode version {version} is not supported (0 to {CURRENT_VERSION})"));
    }
    let mut n = Numbering::new(ctx, registry, version);
    n.run(&module.body, module.op);
    if let Some(e) = n.error.take() {
        return Err(e);
    }
    let mut w = Writer { n, strings: Strings::default(), props: vec![], prop_ids: FxHashMap::default() };
    let mut out = Emitter::default();
    out.out.extend_from_slice(MAGIC);
    out.varint(version);
    out.out.extend_from_slice(PRODUCER.as_bytes());
    out.byte(0);
    w.dialect_section(&mut out, dialect_versions);
    w.attr_type_sections(&mut out);
    let mut ir = Emitter::default();
    ir.varint_flag(1, false);
    w.write_op(&mut ir, &module.body, &mut vec![u32::MAX; module.body.num_values()][..], module.op, &[], 0)?;
    out.section(enc::IR, ir);
    w.resource_sections(&mut out, module)?;
    let mut s = Emitter::default();
    s.varint(w.strings.list.len() as u64);
    for st in w.strings.list.iter().rev() {
        s.varint(st.len() as u64 + 1);
    }
    for st in &w.strings.list {
        s.out.extend_from_slice(st);
        s.byte(0);
    }
    out.section(enc::STRING, s);
    if version >= 5 {
        let mut p = Emitter::default();
        p.varint(w.props.len() as u64);
        for entry in &w.props {
            p.out.extend_from_slice(entry);
        }
        out.section(enc::PROPERTIES, p);
    }
    Ok(out.out)
}

/// Runs of consecutive entries of one dialect: (dialect, entries).
fn groups<T>(items: &[Item<T>]) -> Vec<(usize, &[Item<T>])> {
    let mut out = Vec::new();
    let mut start = 0;
    for i in 1..=items.len() {
        if i == items.len() || items[i].dialect != items[start].dialect {
            out.push((items[start].dialect, &items[start..i]));
            start = i;
        }
    }
    out
}

impl Writer<'_> {
    fn dialect_section(&mut self, out: &mut Emitter, dialect_versions: &[(&str, &[u8])]) {
        let mut e = Emitter::default();
        let version = self.n.version;
        e.varint(self.n.dialects.len() as u64);
        for d in &self.n.dialects {
            let id = self.strings.insert(d.as_bytes());
            if version >= 1 {
                // From version 1 a flag says whether the dialect's version
                // follows, as a nested section.
                let forced = dialect_versions.iter().find(|(name, _)| name == d).map(|(_, v)| *v);
                let v = forced.or_else(|| self.n.registry.dialect_versioning(d).map(|v| v.current)).unwrap_or(&[]);
                e.varint_flag(id, !v.is_empty());
                if !v.is_empty() {
                    let mut blob = Emitter::default();
                    blob.out.extend_from_slice(v);
                    e.section(enc::DIALECT_VERSIONS, blob);
                }
            } else {
                e.varint(id);
            }
        }
        if version >= 4 {
            e.varint(self.n.op_names.len() as u64);
        }
        let ctx = self.n.ctx;
        for (dialect, names) in groups(&self.n.op_names) {
            e.varint(dialect as u64);
            e.varint(names.len() as u64);
            for item in names {
                let full = ctx.str(item.value);
                let short = full.split_once('.').map_or(full, |(_, s)| s);
                let id = self.strings.insert(short.as_bytes());
                if version >= 5 {
                    e.varint_flag(id, self.n.registry.op(full).is_some());
                } else {
                    e.varint(id);
                }
            }
        }
        out.section(enc::DIALECT, e);
    }

    fn attr_type_sections(&mut self, out: &mut Emitter) {
        let mut offsets = Emitter::default();
        let mut data = Emitter::default();
        offsets.varint(self.n.attrs.len() as u64);
        offsets.varint(self.n.types.len() as u64);
        let ctx = self.n.ctx;
        let attrs: Vec<(usize, Vec<Attribute>)> =
            groups(&self.n.attrs).into_iter().map(|(d, g)| (d, g.iter().map(|i| i.value).collect())).collect();
        let types: Vec<(usize, Vec<Type>)> =
            groups(&self.n.types).into_iter().map(|(d, g)| (d, g.iter().map(|i| i.value).collect())).collect();
        for (dialect, group) in attrs {
            offsets.varint(dialect as u64);
            offsets.varint(group.len() as u64);
            for a in group {
                let start = data.out.len();
                let custom = encode_attr(ctx, a, &mut Out { w: self, e: &mut data });
                if !custom {
                    data.out.extend_from_slice(crate::syntax::printer::attr_to_string(ctx, a).as_bytes());
                    data.byte(0);
                }
                offsets.varint_flag((data.out.len() - start) as u64, custom);
            }
        }
        for (dialect, group) in types {
            offsets.varint(dialect as u64);
            offsets.varint(group.len() as u64);
            for t in group {
                let start = data.out.len();
                let custom = encode_type(ctx, t, &mut Out { w: self, e: &mut data });
                if !custom {
                    data.out.extend_from_slice(crate::syntax::printer::type_to_string(ctx, t).as_bytes());
                    data.byte(0);
                }
                offsets.varint_flag((data.out.len() - start) as u64, custom);
            }
        }
        out.section(enc::ATTR_TYPE_OFFSET, offsets);
        out.section(enc::ATTR_TYPE, data);
    }

    fn attr_id(&self, a: Attribute) -> u64 {
        self.n.attr_ids[&a] as u64
    }

    fn type_id(&self, t: Type) -> u64 {
        self.n.type_ids[&t] as u64
    }

    /// op ::= name mask loc attrs? props? results? operands? successors? regions?
    fn write_op(
        &mut self,
        e: &mut Emitter,
        body: &Body,
        ids: &mut [u32],
        op: OpId,
        blocks: &[BlockId],
        region_end: u32,
    ) -> Result<(), String> {
        let ctx = self.n.ctx;
        let d = body.op(op);
        e.varint(self.n.op_ids[&d.name] as u64);
        let mask_at = e.out.len();
        e.byte(0);
        let mut mask = 0u8;
        e.varint(self.attr_id(d.loc));
        let props = self.n.op_props(d.name)?;
        let dict = self.n.op_dict(body, op, &props);
        if !ctx.dict_entries(dict).is_empty() {
            mask |= 1;
            e.varint(self.attr_id(dict));
        }
        if self.n.version >= 5 {
            if let Some(id) = self.properties(d.name, d.properties, &props)? {
                mask |= 0x40;
                e.varint(id);
            }
        }
        let results = body.results(op);
        if !results.is_empty() {
            mask |= 2;
            e.varint(results.len() as u64);
            for &r in results {
                e.varint(self.type_id(body.value_type(r)));
            }
        }
        let operands = body.operands(op);
        if !operands.is_empty() {
            mask |= 4;
            e.varint(operands.len() as u64);
            for &v in operands {
                let id = ids.get(v.index()).copied().filter(|i| *i != u32::MAX);
                e.varint(u64::from(id.ok_or("an operand refers to a value out of scope")?));
            }
        }
        if !d.successors.is_empty() {
            mask |= 8;
            e.varint(d.successors.len() as u64);
            for s in &d.successors {
                let i = blocks.iter().position(|b| b == s).ok_or("a successor is not in the op's region")?;
                e.varint(i as u64);
            }
        }
        if !d.regions.is_empty() {
            mask |= 0x10;
        }
        e.out[mask_at] = mask;
        if d.regions.is_empty() {
            return Ok(());
        }
        let registry = self.n.registry;
        let own_body = registry.op(ctx.str(d.name)).is_some_and(|def| def.traits.contains(Traits::ISOLATED_FROM_ABOVE))
            && d.inner.is_some();
        let isolated = own_body || uses_nothing_from_above(body, op);
        e.varint_flag(d.regions.len() as u64, isolated);
        let rbody = body.regions_body(op);
        let mut inner_ids;
        let ids: &mut [u32] = if own_body {
            inner_ids = vec![u32::MAX; rbody.num_values()];
            &mut inner_ids
        } else {
            ids
        };
        let base = if isolated { 0 } else { region_end };
        let mut sub = Emitter::default();
        let lazy = isolated && self.n.version >= 2;
        for &r in &d.regions {
            self.write_region(if lazy { &mut sub } else { &mut *e }, rbody, ids, r, base)?;
        }
        if lazy {
            e.section(enc::IR, sub);
        }
        Ok(())
    }

    /// region ::= block-count (value-count block*)?
    fn write_region(
        &mut self,
        e: &mut Emitter,
        body: &Body,
        ids: &mut [u32],
        region: RegionId,
        base: u32,
    ) -> Result<(), String> {
        let blocks = body.region(region).blocks.clone();
        e.varint(blocks.len() as u64);
        if blocks.is_empty() {
            return Ok(());
        }
        let mut next = base;
        for &b in &blocks {
            for &a in &body.block(b).args {
                ids[a.index()] = next;
                next += 1;
            }
            for op in body.block_ops(b) {
                for &r in body.results(op) {
                    ids[r.index()] = next;
                    next += 1;
                }
            }
        }
        e.varint(u64::from(next - base));
        for &b in &blocks {
            let ops: Vec<OpId> = body.block_ops(b).collect();
            let args = &body.block(b).args;
            e.varint_flag(ops.len() as u64, !args.is_empty());
            if !args.is_empty() {
                self.write_block_args(e, body, args);
            }
            for op in ops {
                crate::stack::ensure_sufficient_stack(|| self.write_op(e, body, ids, op, &blocks, next))?;
            }
        }
        Ok(())
    }

    fn write_block_args(&mut self, e: &mut Emitter, body: &Body, args: &[ValueId]) {
        let ctx = self.n.ctx;
        e.varint(args.len() as u64);
        for &a in args {
            let loc = body.value(a).loc.unwrap_or_else(|| ctx.unknown_loc());
            let ty = self.type_id(body.value_type(a));
            if self.n.version >= 4 {
                let unknown = matches!(ctx.attr_kind(loc), AttrKind::UnknownLoc);
                e.varint_flag(ty, !unknown);
                if !unknown {
                    e.varint(self.attr_id(loc));
                }
            } else {
                e.varint(ty);
                e.varint(self.attr_id(loc));
            }
        }
        if self.n.version >= 3 {
            e.byte(0);
        }
    }

    /// The index of the op's properties entry, if it has one.
    fn properties(&mut self, name: Identifier, p: Option<Attribute>, props: &OpProps) -> Result<Option<u64>, String> {
        let ctx = self.n.ctx;
        let mut e = Emitter::default();
        match props {
            OpProps::None => return Ok(None),
            OpProps::Unregistered => match p {
                Some(p) => e.varint(self.attr_id(p)),
                None => return Ok(None),
            },
            OpProps::Layout(l) => {
                for f in l.fields(self.n.version) {
                    let v = p.and_then(|p| ctx.dict_get(p, f.name()));
                    match (f, v) {
                        (Field::Attr(_, false), None) => e.varint(0),
                        (Field::Attr(_, false), Some(v)) => e.varint_flag(self.attr_id(v), true),
                        (Field::Attr(..) | Field::SegmentAttr(_), Some(v)) => e.varint(self.attr_id(v)),
                        (Field::SparseSegments(..), Some(v)) => sparse_array(&mut e, ctx, v),
                        (Field::NativeBits(_, en), v) => e.varint(v.and_then(|v| en.bits_of(ctx, v)).unwrap_or(0)),
                        (_, None) => {
                            let msg = format!("'{}' lacks its required property '{}'", ctx.str(name), f.name());
                            return Err(msg);
                        }
                    }
                }
            }
        }
        let mut entry = Emitter::default();
        entry.blob(&e.out);
        let next = self.props.len();
        let id = *self.prop_ids.entry(entry.out.clone()).or_insert(next);
        if id == next {
            self.props.push(entry.out);
        }
        Ok(Some(id as u64))
    }

    fn resource_sections(&mut self, out: &mut Emitter, module: &Module) -> Result<(), String> {
        let ctx = self.n.ctx;
        let mut offsets = Emitter::default();
        let mut data = Emitter::default();
        offsets.varint(0);
        let resources = self.n.resources.clone();
        let mut i = 0;
        while i < resources.len() {
            let dialect = resources[i].0;
            let group: Vec<Identifier> =
                resources[i..].iter().take_while(|(d, _)| *d == dialect).map(|(_, k)| *k).collect();
            i += group.len();
            offsets.varint(dialect as u64);
            offsets.varint(group.len() as u64);
            for key in group {
                let start = data.out.len();
                let text = module
                    .resources
                    .iter()
                    .find(|r| r.section == "dialect_resources" && r.key == ctx.str(key))
                    .map(|r| r.value.as_str());
                if let Some(text) = text {
                    let bytes = blob_bytes(text).ok_or_else(|| format!("resource '{}' is not a blob", ctx.str(key)))?;
                    let align = u32::from_le_bytes(bytes[..4].try_into().expect("four bytes")).max(1);
                    data.varint(u64::from(align));
                    data.varint((bytes.len() - 4) as u64);
                    data.align_to(u64::from(align.next_power_of_two()));
                    data.out.extend_from_slice(&bytes[4..]);
                }
                offsets.varint(self.strings.insert(ctx.str(key).as_bytes()));
                offsets.varint((data.out.len() - start) as u64);
                offsets.byte(0);
            }
        }
        out.section(enc::RESOURCE_OFFSET, offsets);
        out.section(enc::RESOURCE, data);
        Ok(())
    }
}

/// The bytes of a `"0x..."` blob value (alignment first), at least four.
fn blob_bytes(text: &str) -> Option<Vec<u8>> {
    let hex = text.strip_prefix("\"0x")?.strip_suffix('"')?;
    if hex.len() % 2 != 0 || hex.len() < 8 {
        return None;
    }
    (0..hex.len()).step_by(2).map(|i| u8::from_str_radix(&hex[i..i + 2], 16).ok()).collect()
}

/// Segment sizes as a sparse array, as upstream packs small arrays.
fn sparse_array(e: &mut Emitter, ctx: &Context, v: Attribute) {
    let values: Vec<u64> = match ctx.attr_kind(v) {
        AttrKind::DenseArray { values, .. } => values.iter().map(|x| *x as u32 as u64).collect(),
        _ => vec![],
    };
    let nonzero = values.iter().filter(|x| **x != 0).count();
    let last = values.iter().rposition(|x| *x != 0).unwrap_or(0);
    if last > 256 || nonzero > values.len() / 2 {
        e.varint_flag(values.len() as u64, false);
        values.iter().for_each(|x| e.varint(*x));
        return;
    }
    e.varint_flag(nonzero as u64, true);
    if nonzero == 0 {
        return;
    }
    let bits = (last as u64 + 1).next_power_of_two().trailing_zeros() as u64;
    e.varint(bits);
    for (i, x) in values.iter().enumerate().take(last + 1) {
        if *x != 0 {
            e.varint((x << bits) | i as u64);
        }
    }
}

/// Whether no op nested in `op`'s regions uses a value defined outside them.
fn uses_nothing_from_above(body: &Body, op: OpId) -> bool {
    let inside = |v: ValueId| {
        let region = match body.value(v).def {
            ValueDef::Result { op: o, .. } => body.parent_block(o).and_then(|b| body.parent_region(b)),
            ValueDef::BlockArg { block, .. } => body.parent_region(block),
            ValueDef::Placeholder => None,
        };
        let mut r = region;
        while let Some(reg) = r {
            let Some(parent) = body.parent_op(reg) else { return false };
            if parent == op {
                return true;
            }
            r = body.parent_block(parent).and_then(|b| body.parent_region(b));
        }
        false
    };
    let mut ok = true;
    for &r in &body.op(op).regions {
        body.walk_region(r, &mut |o| {
            ok &= body.operands(o).iter().all(|v| inside(*v));
        });
    }
    ok
}

/// The writer's sink: bytes into the attribute/type section.
struct Out<'w, 'c, 'e> {
    w: &'w mut Writer<'c>,
    e: &'e mut Emitter,
}

impl Sink for Out<'_, '_, '_> {
    fn varint(&mut self, v: u64) {
        self.e.varint(v);
    }
    fn signed_varint(&mut self, v: i64) {
        self.e.signed_varint(v);
    }
    fn byte(&mut self, b: u8) {
        self.e.byte(b);
    }
    fn blob(&mut self, b: &[u8]) {
        self.e.blob(b);
    }
    fn string(&mut self, s: &[u8]) {
        let id = self.w.strings.insert(s);
        self.e.varint(id);
    }
    fn attr(&mut self, a: Attribute) {
        let id = self.w.attr_id(a);
        self.e.varint(id);
    }
    fn ty(&mut self, t: Type) {
        let id = self.w.type_id(t);
        self.e.varint(id);
    }
    fn resource(&mut self, key: Identifier) {
        let id = self.w.n.resource_ids[&key];
        self.e.varint(id as u64);
    }
}

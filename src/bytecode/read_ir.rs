//! Reading the IR section: ops with their names, locations, attributes,
//! properties, results, operands, successors and regions, into Strata's
//! bodies. Values are numbered per region as upstream numbers them: a
//! region's values follow those of the regions around it, and an isolated
//! region starts again from zero in a body of its own.

use rustc_hash::FxHashMap;

use crate::ir::{AttrKind, Attribute, BlockId, Body, Identifier, OpId, OperationState, RegionId, Type, ValueId};

use super::encoding::{self as enc, Cursor};
use super::props::Field;
use super::reader::{c_error, Reader};
use super::BytecodeError;

/// The values of one isolated body while it is read.
#[derive(Default)]
struct Frame {
    body: Body,
    values: Vec<Option<ValueId>>,
    /// Placeholders of values used before their definition, by number.
    forward: FxHashMap<usize, ValueId>,
    /// The next value number each open region defines.
    next: Vec<usize>,
}

impl Frame {
    fn define(&mut self, c: &Cursor<'_>, v: ValueId) -> Result<(), BytecodeError> {
        let n = self.next.last_mut().ok_or_else(|| c.error("value defined outside a region"))?;
        let slot = self.values.get_mut(*n).ok_or_else(|| c.error("more values than the region announced"))?;
        *slot = Some(v);
        if let Some(ph) = self.forward.remove(n) {
            self.body.replace_all_uses(ph, v);
        }
        *n += 1;
        Ok(())
    }

    fn value(&mut self, c: &mut Cursor<'_>, placeholder_ty: Type) -> Result<ValueId, BytecodeError> {
        let i = c.index(self.values.len(), "value")?;
        if let Some(v) = self.values[i] {
            return Ok(v);
        }
        Ok(*self.forward.entry(i).or_insert_with(|| self.body.create_placeholder(placeholder_ty)))
    }

    fn push_region(&mut self, c: &mut Cursor<'_>) -> Result<(), BytecodeError> {
        let n = c.count(0)?;
        if n > c.remaining() * 8 {
            return Err(c.error("region announces more values than the data can define"));
        }
        self.next.push(self.values.len());
        self.values.resize(self.values.len() + n, None);
        Ok(())
    }

    fn pop_region(&mut self, c: &Cursor<'_>, base: usize) -> Result<(), BytecodeError> {
        self.next.pop();
        if self.forward.keys().any(|k| *k >= base) {
            return Err(c.error("a value is used but never defined"));
        }
        self.values.truncate(base);
        Ok(())
    }
}

impl<'a> Reader<'a> {
    /// The top-level block of the IR section, as a module.
    pub(super) fn read_ir(&mut self, mut c: Cursor<'a>) -> Result<(Body, OpId), BytecodeError> {
        let mut frame = Frame::default();
        let region = frame.body.create_region();
        frame.body.roots.push(region);
        let block = frame.body.create_block(region);
        frame.next.push(0);
        self.read_block(&mut c, &mut frame, block, &[])?;
        if !c.is_empty() {
            return Err(c.error("trailing bytes after the top-level operations"));
        }
        let ops: Vec<OpId> = frame.body.block_ops(block).collect();
        let module = self.ctx.ident("builtin.module");
        if ops.len() == 1 && frame.body.op(ops[0]).name == module {
            return Ok((frame.body, ops[0]));
        }
        let mut outer = Body::new();
        let loc = self.ctx.file_loc(self.name, 0, 0);
        let mut state = OperationState::new(self.ctx, "builtin.module", loc, vec![], vec![]);
        state.regions = vec![region];
        state.inner = Some(Box::new(frame.body));
        let op = outer.create_op(state);
        Ok((outer, op))
    }

    /// block ::= (op-count<<1 | has-args) args? use-list-orders? op*
    fn read_block(
        &mut self,
        c: &mut Cursor<'a>,
        f: &mut Frame,
        block: BlockId,
        blocks: &[BlockId],
    ) -> Result<(), BytecodeError> {
        let (num_ops, has_args) = c.varint_flag()?;
        if num_ops > c.remaining() as u64 {
            return Err(c.error("block announces more ops than the data holds"));
        }
        // Ops mostly have a result each: the arenas grow once, not by doubling.
        f.body.reserve([num_ops as usize, 0, 0, num_ops as usize]);
        if has_args {
            let n = c.count(1)?;
            for _ in 0..n {
                let (ty, loc) = if self.version >= 4 {
                    let (t, has_loc) = c.varint_flag()?;
                    let ty = self.type_at_index(c, t)?;
                    (ty, if has_loc { Some(self.attr(c)?) } else { None })
                } else {
                    (self.ty(c)?, Some(self.attr(c)?))
                };
                let loc = loc.filter(|l| !matches!(self.ctx.attr_kind(*l), AttrKind::UnknownLoc));
                let v = f.body.add_block_arg(block, ty, loc);
                f.define(c, v)?;
            }
            if self.version >= 3 && c.byte()? != 0 {
                self.skip_use_list_orders(c, n)?;
            }
        }
        for _ in 0..num_ops {
            let op = crate::stack::ensure_sufficient_stack(|| self.read_op(c, f, blocks))?;
            f.body.append_op(block, op);
        }
        Ok(())
    }

    fn type_at_index(&mut self, c: &Cursor<'a>, t: u64) -> Result<Type, BytecodeError> {
        if t >= self.types.len() as u64 {
            return Err(c.error(format!("type index {t} out of range")));
        }
        self.type_at(t as usize, c.pos)
    }

    /// Use-list orders are read and dropped: Strata keeps no use-list order.
    fn skip_use_list_orders(&mut self, c: &mut Cursor<'a>, num_values: usize) -> Result<(), BytecodeError> {
        let n = if num_values > 1 { c.count(1)? } else { 1 };
        for _ in 0..n {
            if num_values > 1 {
                c.varint()?;
            }
            let (count, _) = c.varint_flag()?;
            if count > c.remaining() as u64 {
                return Err(c.error("use-list order longer than the data"));
            }
            for _ in 0..count {
                c.varint()?;
            }
        }
        Ok(())
    }

    fn read_op(&mut self, c: &mut Cursor<'a>, f: &mut Frame, blocks: &[BlockId]) -> Result<OpId, BytecodeError> {
        let at = c.pos;
        let name_idx = c.index(self.op_names.len(), "op name")?;
        let op_name = &self.op_names[name_idx];
        let (ident, known, isolated, has_inherent) =
            (op_name.ident, op_name.known, op_name.isolated, op_name.has_inherent);
        let mask = c.byte()?;
        let loc = self.attr(c)?;
        let name = || self.op_names[name_idx].name.as_str();
        if !self.ctx.is_location(loc) {
            return Err(c_error(c.what, at, format!("location of '{}' is not a location", name())));
        }
        if !known && !self.allow_unregistered {
            let msg = format!("operation '{}' is not registered (use --allow-unregistered-dialect)", name());
            return Err(c_error(c.what, at, msg));
        }
        let mut state = OperationState {
            name: ident,
            loc,
            operands: vec![],
            result_types: vec![],
            properties: None,
            attributes: self.ctx.empty_dictionary(),
            successors: vec![],
            regions: vec![],
            inner: None,
        };
        if mask & 1 != 0 {
            let a = self.attr(c)?;
            if !matches!(self.ctx.attr_kind(a), AttrKind::Dictionary(_)) {
                return Err(c.error("op attributes are not a dictionary"));
            }
            state.attributes = a;
        }
        if mask & 0x40 != 0 {
            state.properties = self.read_properties(c, name_idx)?;
        }
        if has_inherent && state.properties.is_none() {
            self.split_inherent(&mut state);
        }
        if mask & 2 != 0 {
            let n = c.count(1)?;
            state.result_types = (0..n).map(|_| self.ty(c)).collect::<Result<_, _>>()?;
        }
        if mask & 4 != 0 {
            let n = c.count(1)?;
            let none = self.ctx.none_type();
            state.operands = (0..n).map(|_| f.value(c, none)).collect::<Result<_, _>>()?;
        }
        if mask & 8 != 0 {
            let n = c.count(1)?;
            for _ in 0..n {
                state.successors.push(blocks[c.index(blocks.len(), "successor block")?]);
            }
        }
        if mask & 0x20 != 0 {
            self.skip_use_list_orders(c, state.result_types.len())?;
        }
        if mask & 0x10 != 0 {
            self.read_regions(c, f, &mut state, isolated, name_idx)?;
        }
        let op = f.body.create_op(state);
        for i in 0..f.body.results(op).len() {
            let v = f.body.results(op)[i];
            f.define(c, v)?;
        }
        Ok(op)
    }

    fn read_regions(
        &mut self,
        c: &mut Cursor<'a>,
        f: &mut Frame,
        state: &mut OperationState,
        isolated: bool,
        name_idx: usize,
    ) -> Result<(), BytecodeError> {
        let at = c.pos;
        let uses_from_above = |r: &Self| format!("'{}' uses a value from above", r.op_names[name_idx].name);
        let (n, flag) = c.varint_flag()?;
        if n > c.remaining() as u64 {
            return Err(c.error("more regions than the data holds"));
        }
        let mut sub;
        let c: &mut Cursor<'a> = if flag && self.version >= 2 {
            let (id, body) = c.section()?;
            if id != enc::IR {
                return Err(c.error("IR section expected for an isolated region"));
            }
            sub = body;
            &mut sub
        } else {
            c
        };
        // The flag says the regions use no value from above (upstream
        // numbers their values from zero); Strata's own isolated ops keep
        // their regions in a body of their own.
        if isolated {
            let mut inner = Frame::default();
            if !flag {
                inner.values = vec![None; f.values.len()];
            }
            for _ in 0..n {
                let r = inner.body.create_region();
                inner.body.roots.push(r);
                self.read_region(c, &mut inner, r)?;
                state.regions.push(r);
            }
            if !inner.forward.is_empty() {
                return Err(c_error(c.what, at, uses_from_above(self)));
            }
            state.inner = Some(Box::new(inner.body));
        } else {
            let saved = flag.then(|| (std::mem::take(&mut f.values), std::mem::take(&mut f.forward)));
            for _ in 0..n {
                let r = f.body.create_region();
                self.read_region(c, f, r)?;
                state.regions.push(r);
            }
            if let Some((values, forward)) = saved {
                if !f.forward.is_empty() {
                    return Err(c_error(c.what, at, uses_from_above(self)));
                }
                (f.values, f.forward) = (values, forward);
            }
        }
        if flag && self.version >= 2 && !c.is_empty() {
            return Err(c.error("trailing bytes after an isolated region"));
        }
        Ok(())
    }

    /// region ::= block-count (value-count block{block-count})?
    fn read_region(&mut self, c: &mut Cursor<'a>, f: &mut Frame, region: RegionId) -> Result<(), BytecodeError> {
        let n = c.count(1)?;
        if n == 0 {
            return Ok(());
        }
        if self.region_depth >= crate::stack::MAX_NESTING {
            let max = crate::stack::MAX_NESTING;
            return Err(c.error(format!("nesting deeper than {max} levels is not supported")));
        }
        self.region_depth += 1;
        let base = f.values.len();
        f.push_region(c)?;
        let blocks: Vec<BlockId> = (0..n).map(|_| f.body.create_block(region)).collect();
        for &b in &blocks {
            self.read_block(c, f, b, &blocks)?;
        }
        self.region_depth -= 1;
        f.pop_region(c, base)
    }

    /// The properties entry of an op, as the dictionary Strata keeps.
    fn read_properties(&mut self, c: &mut Cursor<'a>, name_idx: usize) -> Result<Option<Attribute>, BytecodeError> {
        let i = c.index(self.properties.len(), "properties")?;
        let (start, end) = self.properties[i];
        let mut p = Cursor::new(self.data, start, end, "properties");
        let name = &self.op_names[name_idx].name;
        let fields = match &self.op_names[name_idx].layout {
            None => return self.attr(&mut p).map(Some),
            Some(Ok(fields)) => fields.clone(),
            Some(Err(())) => {
                return Err(c.error(format!("the properties of '{name}' are not laid out as Strata knows")));
            }
        };
        let mut entries: Vec<(Identifier, Attribute)> = Vec::with_capacity(fields.len());
        for k in fields {
            let (field, ident) = self.fields[k];
            let value = match field {
                Field::Attr(_, true) | Field::SegmentAttr(_) => Some(self.attr(&mut p)?),
                Field::Attr(_, false) => self.optional_attr(&mut p)?,
                Field::SparseSegments(_, groups) => Some(self.segment_sizes(&mut p, groups)?),
                Field::NativeBits(name, e) => {
                    let at = p.pos;
                    let bits = p.varint()?;
                    let a = e.attr_of_bits(self.ctx, bits);
                    Some(a.ok_or_else(|| c_error(p.what, at, format!("{bits} are not flags of '{name}'")))?)
                }
            };
            if let Some(v) = value {
                entries.push((ident, v));
            }
        }
        if !p.is_empty() {
            let name = &self.op_names[name_idx].name;
            return Err(p.error(format!("trailing bytes in the properties of '{name}'")));
        }
        Ok((!entries.is_empty()).then(|| self.ctx.dictionary(entries)))
    }

    /// A sparse array of `groups` segment sizes, as a `array<i32: ...>`.
    fn segment_sizes(&mut self, p: &mut Cursor<'a>, groups: usize) -> Result<Attribute, BytecodeError> {
        let mut sizes = vec![0u128; groups];
        let (n, sparse) = p.varint_flag()?;
        if n > groups as u64 {
            return Err(p.error(format!("{n} segment sizes for {groups} groups")));
        }
        if !sparse {
            for s in sizes.iter_mut().take(n as usize) {
                *s = u128::from(p.varint()? as u32);
            }
        } else if n > 0 {
            let bits = p.varint()?;
            if bits > 8 {
                return Err(p.error("sparse array index wider than 8 bits"));
            }
            for _ in 0..n {
                let pair = p.varint()?;
                let index = (pair & ((1 << bits) - 1)) as usize;
                let slot = sizes.get_mut(index).ok_or_else(|| p.error("segment index out of range"))?;
                *slot = u128::from((pair >> bits) as u32);
            }
        }
        let i32t = self.ctx.integer_type(32);
        Ok(self.ctx.attr(AttrKind::DenseArray { element: i32t, values: sizes }))
    }

    /// Before version 5, inherent attributes sit in the attribute
    /// dictionary; Strata keeps them as properties.
    fn split_inherent(&self, state: &mut OperationState) {
        let Some(def) = self.registry.op_named(self.ctx, state.name) else { return };
        if self.ctx.dict_entries(state.attributes).is_empty() {
            return;
        }
        let (inherent, rest): (Vec<_>, Vec<_>) =
            self.ctx.dict_entries(state.attributes).iter().partition(|(k, _)| def.inherent(self.ctx.str(*k)).is_some());
        if !inherent.is_empty() {
            state.properties = Some(self.ctx.dictionary(inherent));
            state.attributes = self.ctx.dictionary(rest);
        }
    }
}

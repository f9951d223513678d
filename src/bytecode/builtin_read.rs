//! Decoding the builtin dialect's binary encodings of attributes and types:
//! a leading code says which attribute or type follows, then its fields.

use num_bigint::BigInt;

use crate::ir::float::FloatKind;
use crate::ir::{AttrKind, Attribute, DenseValues, Signedness, Type, TypeKind};

use super::encoding::Cursor;
use super::reader::Reader;
use super::BytecodeError;

/// The builtin float types with a binary encoding, by type code 3 to 8.
pub(super) const FLOAT_CODES: [FloatKind; 6] =
    [FloatKind::BF16, FloatKind::F16, FloatKind::F32, FloatKind::F64, FloatKind::F80, FloatKind::F128];

impl<'a> Reader<'a> {
    fn attr_list(&mut self, c: &mut Cursor<'a>) -> Result<Vec<Attribute>, BytecodeError> {
        let n = c.count(1)?;
        (0..n).map(|_| self.attr(c)).collect()
    }

    fn type_list(&mut self, c: &mut Cursor<'a>) -> Result<Vec<Type>, BytecodeError> {
        let n = c.count(1)?;
        (0..n).map(|_| self.ty(c)).collect()
    }

    fn string_attr(&mut self, c: &mut Cursor<'a>) -> Result<Vec<u8>, BytecodeError> {
        let at = c.pos;
        let a = self.attr(c)?;
        match self.ctx.attr_kind(a) {
            AttrKind::String { value, ty: None } => Ok(value.clone()),
            _ => Err(super::reader::c_error(c.what, at, "string attribute expected".into())),
        }
    }

    /// A string attribute as an identifier (a location's file or name).
    /// Locations mostly share their file: the last one is kept.
    fn string_ident(&mut self, c: &mut Cursor<'a>) -> Result<crate::ir::Identifier, BytecodeError> {
        let at = c.pos;
        let a = self.attr(c)?;
        if let Some((last, id)) = self.last_ident {
            if last == a {
                return Ok(id);
            }
        }
        let id = match self.ctx.attr_kind(a) {
            AttrKind::String { value, ty: None } => self.ctx.ident_from_bytes(value),
            _ => return Err(super::reader::c_error(c.what, at, "string attribute expected".into())),
        };
        self.last_ident = Some((a, id));
        Ok(id)
    }

    fn location(&mut self, c: &mut Cursor<'a>) -> Result<Attribute, BytecodeError> {
        let at = c.pos;
        let a = self.attr(c)?;
        if !self.ctx.is_location(a) {
            return Err(super::reader::c_error(c.what, at, "location expected".into()));
        }
        Ok(a)
    }

    pub(super) fn builtin_attr(&mut self, c: &mut Cursor<'a>) -> Result<Attribute, BytecodeError> {
        let ctx = self.ctx;
        let code_at = c.pos;
        let kind = match c.varint()? {
            0 => AttrKind::Array(self.attr_list(c)?),
            1 => {
                let n = c.count(2)?;
                let mut entries = Vec::with_capacity(n);
                for _ in 0..n {
                    let name = self.string_attr(c)?;
                    entries.push((ctx.ident_from_bytes(&name), self.attr(c)?));
                }
                return Ok(ctx.dictionary(entries));
            }
            2 => AttrKind::String { value: self.string(c)?.to_vec(), ty: None },
            3 => AttrKind::String { value: self.string(c)?.to_vec(), ty: Some(self.ty(c)?) },
            4 => AttrKind::SymbolRef { root: ctx.ident_from_bytes(&self.string_attr(c)?), nested: vec![] },
            5 => {
                let root = ctx.ident_from_bytes(&self.string_attr(c)?);
                let nested = self.attr_list(c)?;
                let nested = nested
                    .into_iter()
                    .map(|a| match ctx.attr_kind(a) {
                        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Ok(*root),
                        _ => Err(c.error("flat symbol reference expected")),
                    })
                    .collect::<Result<_, _>>()?;
                AttrKind::SymbolRef { root, nested }
            }
            6 => AttrKind::Type(self.ty(c)?),
            7 => AttrKind::Unit,
            8 => {
                let ty = self.ty(c)?;
                let (width, signedness) = self.int_info(c, ty)?;
                let bits = self.apint(c, width)?;
                AttrKind::Integer { ty, value: crate::ir::normalize_int(BigInt::from(bits), width, signedness) }
            }
            9 => {
                let ty = self.ty(c)?;
                let kind = ctx.float_kind(ty).ok_or_else(|| c.error("float type expected"))?;
                let width = kind.bit_width();
                AttrKind::Float { ty, bits: self.apint(c, width)? }
            }
            10 => AttrKind::CallSiteLoc { callee: self.location(c)?, caller: self.location(c)? },
            11 => {
                let file = self.string_ident(c)?;
                let line = u32::try_from(c.varint()?).map_err(|_| c.error("line out of range"))?;
                let col = u32::try_from(c.varint()?).map_err(|_| c.error("column out of range"))?;
                AttrKind::FileLineColLoc { file, line, col }
            }
            12 => AttrKind::FusedLoc { locations: self.attr_list(c)?, metadata: None },
            13 => AttrKind::FusedLoc { locations: self.attr_list(c)?, metadata: Some(self.attr(c)?) },
            14 => {
                let name = ctx.ident_from_bytes(&self.string_attr(c)?);
                let child = self.location(c)?;
                let child = (!matches!(ctx.attr_kind(child), AttrKind::UnknownLoc)).then_some(child);
                AttrKind::NameLoc { name, child }
            }
            15 => AttrKind::UnknownLoc,
            16 => {
                let ty = self.ty(c)?;
                let i = c.index(self.resource_keys.len(), "resource")?;
                AttrKind::DenseResource { ty, handle: ctx.ident(&self.resource_keys[i]) }
            }
            17 => {
                let element = self.ty(c)?;
                let size = c.varint()?;
                let raw = c.blob()?;
                AttrKind::DenseArray { element, values: self.dense_array_values(c, element, size, raw)? }
            }
            18 => {
                let ty = self.ty(c)?;
                let raw = c.blob()?;
                let (splat, values) = self.dense_values(c, ty, raw)?;
                AttrKind::DenseElements { ty, splat, values }
            }
            19 => {
                let ty = self.ty(c)?;
                let splat = c.varint()? != 0;
                let count = if splat { 1 } else { self.num_elements(c, ty)? };
                if count > c.remaining() {
                    return Err(c.error("more strings than the data holds"));
                }
                let values = (0..count).map(|_| self.string(c).map(<[u8]>::to_vec)).collect::<Result<_, _>>()?;
                AttrKind::DenseElements { ty, splat, values: DenseValues::String(values) }
            }
            20 => AttrKind::Sparse { ty: self.ty(c)?, indices: self.attr(c)?, values: self.attr(c)? },
            21 => AttrKind::Distinct { id: ctx.next_distinct_id(), referenced: self.attr(c)? },
            code => {
                let msg = format!("unknown builtin attribute code {code}");
                return Err(super::reader::c_error(c.what, code_at, msg));
            }
        };
        Ok(ctx.attr(kind))
    }

    fn int_info(&self, c: &Cursor<'a>, ty: Type) -> Result<(u32, Signedness), BytecodeError> {
        if self.ctx.is_index(ty) {
            return Ok((64, Signedness::Signless));
        }
        self.ctx.int_info(ty).ok_or_else(|| c.error("integer or index type expected"))
    }

    /// An integer of a known bit width, as its bit pattern: one byte up to
    /// 8 bits, a signed varint up to 64, else a word count and signed words.
    fn apint(&self, c: &mut Cursor<'a>, width: u32) -> Result<u128, BytecodeError> {
        let mask = if width >= 128 { u128::MAX } else { (1u128 << width) - 1 };
        if width <= 8 {
            return Ok(u128::from(c.byte()?) & mask);
        }
        if width <= 64 {
            return Ok((c.signed_varint()? as i128 as u128) & mask);
        }
        let words = c.count(1)?;
        let mut v: u128 = 0;
        for i in 0..words {
            let w = c.signed_varint()? as u64;
            if i < 2 {
                v |= u128::from(w) << (64 * i);
            }
        }
        Ok(v & mask)
    }

    fn num_elements(&self, c: &Cursor<'a>, ty: Type) -> Result<usize, BytecodeError> {
        let (shape, _) = self.ctx.shaped_parts(ty).ok_or_else(|| c.error("shaped type expected"))?;
        let n = shape.iter().try_fold(1u64, |acc, &d| u64::try_from(d).ok().and_then(|d| acc.checked_mul(d)));
        n.and_then(|n| usize::try_from(n).ok()).ok_or_else(|| c.error("static shape expected"))
    }

    /// Storage of one scalar of `ty`: its bit width, and whether it is a
    /// float; `None` for types dense storage does not hold.
    fn scalar(&self, ty: Type) -> Option<(u32, bool)> {
        if let Some(k) = self.ctx.float_kind(ty) {
            return Some((k.bit_width(), true));
        }
        if self.ctx.is_index(ty) {
            return Some((64, false));
        }
        self.ctx.int_info(ty).map(|(w, _)| (w, false))
    }

    fn dense_array_values(&self, c: &Cursor<'a>, el: Type, size: u64, raw: &[u8]) -> Result<Vec<u128>, BytecodeError> {
        let (width, _) = self.scalar(el).ok_or_else(|| c.error("dense array of a non-scalar type"))?;
        let bytes = (width as usize).div_ceil(8);
        if size.checked_mul(bytes as u64) != Some(raw.len() as u64) {
            return Err(c.error("dense array data does not match its size"));
        }
        Ok(raw.chunks(bytes).map(|ch| read_le(ch, width)).collect())
    }

    /// The elements of a dense int/float attribute from its raw buffer.
    fn dense_values(&self, c: &Cursor<'a>, ty: Type, raw: &[u8]) -> Result<(bool, DenseValues), BytecodeError> {
        let n = self.num_elements(c, ty)?;
        let el = self.ctx.element_type(ty).ok_or_else(|| c.error("shaped type expected"))?;
        let (inner, complex) = match self.ctx.type_kind(el) {
            TypeKind::Complex(t) => (*t, true),
            _ => (el, false),
        };
        let (width, float) = self.scalar(inner).ok_or_else(|| c.error("dense elements of an unsupported type"))?;
        if width == 1 && !complex {
            // Booleans are packed eight to a byte; one 0x00 or 0xFF byte is a splat.
            if raw.len() == 1 && (raw[0] == 0 || raw[0] == 0xff) && n != 1 {
                return Ok((true, DenseValues::Int(vec![u128::from(raw[0] & 1)])));
            }
            if raw.len() != n.div_ceil(8) {
                return Err(c.error("dense data does not match its type"));
            }
            let bits = (0..n).map(|i| u128::from((raw[i / 8] >> (i % 8)) & 1)).collect();
            return Ok((false, DenseValues::Int(bits)));
        }
        let scalar_bytes = (width as usize).div_ceil(8);
        let el_bytes = scalar_bytes * if complex { 2 } else { 1 };
        let splat = raw.len() == el_bytes;
        if !splat && Some(raw.len()) != n.checked_mul(el_bytes) {
            return Err(c.error("dense data does not match its type"));
        }
        let scalars: Vec<u128> = raw.chunks(scalar_bytes).map(|ch| read_le(ch, width)).collect();
        let values = match (complex, float) {
            (true, _) => DenseValues::Complex(scalars.chunks(2).map(|p| (p[0], p[1])).collect()),
            (false, true) => DenseValues::Float(scalars),
            (false, false) => DenseValues::Int(scalars),
        };
        Ok((splat, values))
    }

    pub(super) fn builtin_type(&mut self, c: &mut Cursor<'a>) -> Result<Type, BytecodeError> {
        let ctx = self.ctx;
        let code_at = c.pos;
        let kind = match c.varint()? {
            0 => {
                let v = c.varint()?;
                let width = u32::try_from(v >> 2).ok().filter(|w| *w <= crate::ir::MAX_INT_WIDTH);
                let width = width.ok_or_else(|| c.error("integer width out of range"))?;
                let signedness = match v & 3 {
                    0 => Signedness::Signless,
                    1 => Signedness::Signed,
                    2 => Signedness::Unsigned,
                    _ => return Err(c.error("unknown signedness")),
                };
                TypeKind::Integer { width, signedness }
            }
            1 => TypeKind::Index,
            2 => TypeKind::Function { inputs: self.type_list(c)?, results: self.type_list(c)? },
            code @ 3..=8 => TypeKind::Float(FLOAT_CODES[code as usize - 3]),
            9 => TypeKind::Complex(self.ty(c)?),
            10 => {
                let shape = self.shape(c)?;
                let element = self.ty(c)?;
                let layout = self.layout(c)?;
                TypeKind::MemRef { shape, element, layout, memory_space: None }
            }
            11 => {
                let memory_space = Some(self.attr(c)?);
                let shape = self.shape(c)?;
                let element = self.ty(c)?;
                let layout = self.layout(c)?;
                TypeKind::MemRef { shape, element, layout, memory_space }
            }
            12 => TypeKind::None,
            13 => TypeKind::RankedTensor { shape: self.shape(c)?, element: self.ty(c)?, encoding: None },
            14 => {
                let encoding = Some(self.attr(c)?);
                TypeKind::RankedTensor { shape: self.shape(c)?, element: self.ty(c)?, encoding }
            }
            15 => TypeKind::Tuple(self.type_list(c)?),
            16 => TypeKind::UnrankedMemRef { element: self.ty(c)?, memory_space: None },
            17 => {
                let memory_space = Some(self.attr(c)?);
                TypeKind::UnrankedMemRef { element: self.ty(c)?, memory_space }
            }
            18 => TypeKind::UnrankedTensor { element: self.ty(c)? },
            19 => {
                let shape = self.shape(c)?;
                TypeKind::Vector { scalable: vec![false; shape.len()], shape, element: self.ty(c)? }
            }
            20 => {
                let n = c.count(1)?;
                let scalable = (0..n).map(|_| c.byte().map(|b| b != 0)).collect::<Result<Vec<_>, _>>()?;
                let shape = self.shape(c)?;
                if shape.len() != scalable.len() {
                    return Err(c.error("scalable flags do not match the vector's rank"));
                }
                TypeKind::Vector { shape, scalable, element: self.ty(c)? }
            }
            code => {
                let msg = format!("unknown builtin type code {code}");
                return Err(super::reader::c_error(c.what, code_at, msg));
            }
        };
        Ok(ctx.ty(kind))
    }

    fn shape(&mut self, c: &mut Cursor<'a>) -> Result<Vec<i64>, BytecodeError> {
        let n = c.count(1)?;
        (0..n).map(|_| c.signed_varint()).collect()
    }

    /// A memref layout; the identity map is no layout, as Strata keeps it.
    fn layout(&mut self, c: &mut Cursor<'a>) -> Result<Option<Attribute>, BytecodeError> {
        let a = self.attr(c)?;
        Ok(match self.ctx.attr_kind(a) {
            AttrKind::AffineMap(m) if m.is_identity() => None,
            _ => Some(a),
        })
    }
}

/// The little-endian integer of `bytes`, truncated to `width` bits.
fn read_le(bytes: &[u8], width: u32) -> u128 {
    let v = bytes.iter().take(16).rev().fold(0u128, |acc, &b| (acc << 8) | u128::from(b));
    if width >= 128 {
        v
    } else {
        v & ((1u128 << width) - 1)
    }
}

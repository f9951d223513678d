//! Encoding builtin attributes and types in the builtin dialect's binary
//! form. The same walk serves twice: once to number what an attribute or
//! type refers to, once to write it (see [`Sink`]).

use crate::ir::affine::AffineMap;
use crate::ir::{AttrKind, Attribute, Context, DenseValues, Identifier, Signedness, Type, TypeKind};

use super::builtin_read::FLOAT_CODES;

/// Where an encoding goes: the numbering pass counts references, the
/// writer emits bytes.
pub(super) trait Sink {
    fn varint(&mut self, v: u64);
    fn signed_varint(&mut self, v: i64);
    fn byte(&mut self, b: u8);
    fn blob(&mut self, b: &[u8]);
    fn string(&mut self, s: &[u8]);
    fn attr(&mut self, a: Attribute);
    fn ty(&mut self, t: Type);
    fn resource(&mut self, key: Identifier);
}

/// The dialect an attribute belongs to.
pub(super) fn attr_dialect(ctx: &Context, a: Attribute) -> &str {
    match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, .. } => ctx.str(*dialect),
        AttrKind::Dialect(d) => d.dialect(),
        _ => "builtin",
    }
}

/// The dialect a type belongs to.
pub(super) fn type_dialect(ctx: &Context, t: Type) -> &str {
    match ctx.type_kind(t) {
        TypeKind::Opaque { dialect, .. } => ctx.str(*dialect),
        TypeKind::Dialect(d) => d.dialect(),
        _ => "builtin",
    }
}

/// Encode `a` with the builtin encoding; false (nothing written) when it
/// has none and goes as text.
pub(super) fn encode_attr(ctx: &Context, a: Attribute, s: &mut dyn Sink) -> bool {
    let str_attr = |s: &mut dyn Sink, id: Identifier| s.attr(ctx.string_attr_bytes(ctx.bytes(id)));
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => {
            s.varint(0);
            list(s, items, |s, a| s.attr(*a));
        }
        AttrKind::Dictionary(entries) => {
            s.varint(1);
            list(s, entries, |s, (k, v)| {
                str_attr(s, *k);
                s.attr(*v);
            });
        }
        AttrKind::String { value, ty: None } => {
            s.varint(2);
            s.string(value);
        }
        AttrKind::String { value, ty: Some(t) } => {
            s.varint(3);
            s.string(value);
            s.ty(*t);
        }
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => {
            s.varint(4);
            str_attr(s, *root);
        }
        AttrKind::SymbolRef { root, nested } => {
            s.varint(5);
            str_attr(s, *root);
            list(s, nested, |s, n| s.attr(ctx.attr(AttrKind::SymbolRef { root: *n, nested: vec![] })));
        }
        AttrKind::Type(t) => {
            s.varint(6);
            s.ty(*t);
        }
        AttrKind::Unit => s.varint(7),
        AttrKind::Integer { ty, value } => {
            s.varint(8);
            s.ty(*ty);
            let width = if ctx.is_index(*ty) { 64 } else { ctx.int_info(*ty).map_or(64, |(w, _)| w) };
            apint(s, width, &bits_of(value, width));
        }
        AttrKind::Float { ty, bits } => {
            s.varint(9);
            s.ty(*ty);
            let width = ctx.float_kind(*ty).map_or(64, |k| k.bit_width());
            apint(s, width, &words_of(*bits));
        }
        AttrKind::Distinct { referenced, .. } => {
            s.varint(21);
            s.attr(*referenced);
        }
        AttrKind::AffineMap(_)
        | AttrKind::IntegerSet(_)
        | AttrKind::StridedLayout { .. }
        | AttrKind::Opaque { .. }
        | AttrKind::Dialect(_) => return false,
        _ => return encode_location_or_elements(ctx, a, s),
    }
    true
}

/// The builtin encodings of locations and elements attributes; false
/// (nothing written) for any other attribute.
fn encode_location_or_elements(ctx: &Context, a: Attribute, s: &mut dyn Sink) -> bool {
    let str_attr = |s: &mut dyn Sink, id: Identifier| s.attr(ctx.string_attr_bytes(ctx.bytes(id)));
    match ctx.attr_kind(a) {
        AttrKind::CallSiteLoc { callee, caller } => {
            s.varint(10);
            s.attr(*callee);
            s.attr(*caller);
        }
        AttrKind::FileLineColLoc { file, line, col } => {
            s.varint(11);
            str_attr(s, *file);
            s.varint(u64::from(*line));
            s.varint(u64::from(*col));
        }
        AttrKind::FusedLoc { locations, metadata } => {
            s.varint(if metadata.is_some() { 13 } else { 12 });
            list(s, locations, |s, l| s.attr(*l));
            if let Some(m) = metadata {
                s.attr(*m);
            }
        }
        AttrKind::NameLoc { name, child } => {
            s.varint(14);
            str_attr(s, *name);
            s.attr(child.unwrap_or_else(|| ctx.unknown_loc()));
        }
        AttrKind::UnknownLoc => s.varint(15),
        AttrKind::DenseResource { ty, handle } => {
            s.varint(16);
            s.ty(*ty);
            s.resource(*handle);
        }
        AttrKind::DenseArray { element, values } => {
            s.varint(17);
            s.ty(*element);
            s.varint(values.len() as u64);
            let width = scalar_width(ctx, *element);
            let mut raw = Vec::new();
            for v in values {
                push_le(&mut raw, *v, width.max(8));
            }
            s.blob(&raw);
        }
        AttrKind::DenseElements { ty, splat, values: DenseValues::String(strings) } => {
            s.varint(19);
            s.ty(*ty);
            s.varint(u64::from(*splat));
            for v in if *splat { &strings[..1.min(strings.len())] } else { &strings[..] } {
                s.string(v);
            }
        }
        AttrKind::DenseElements { ty, splat, values } => {
            s.varint(18);
            s.ty(*ty);
            s.blob(&dense_raw(ctx, *ty, *splat, values));
        }
        AttrKind::Sparse { ty, indices, values } => {
            s.varint(20);
            s.ty(*ty);
            s.attr(*indices);
            s.attr(*values);
        }
        _ => return false,
    }
    true
}

fn list<T>(s: &mut dyn Sink, items: &[T], mut f: impl FnMut(&mut dyn Sink, &T)) {
    s.varint(items.len() as u64);
    for i in items {
        f(s, i);
    }
}

/// The two's complement bit pattern of `v` in `width` bits, as 64-bit words.
fn bits_of(v: &num_bigint::BigInt, width: u32) -> Vec<u64> {
    let words = (width as usize).div_ceil(64).max(1);
    let (_, mut digits) = v.to_u64_digits();
    digits.resize(words, 0);
    if v.sign() == num_bigint::Sign::Minus {
        // Negate: invert and add one.
        let mut carry = true;
        for d in digits.iter_mut() {
            let (x, c) = (!*d).overflowing_add(u64::from(carry));
            *d = x;
            carry = c;
        }
    }
    digits
}

fn words_of(bits: u128) -> Vec<u64> {
    vec![bits as u64, (bits >> 64) as u64]
}

/// An integer of known width: a byte up to 8 bits, a signed varint of the
/// zero-extended value up to 64 (as upstream writes it), else the active
/// words as signed varints.
fn apint(s: &mut dyn Sink, width: u32, words: &[u64]) {
    let low = words.first().copied().unwrap_or(0);
    if width <= 8 {
        return s.byte((low & ((1u64 << width) - 1)) as u8);
    }
    if width <= 64 {
        let mask = if width == 64 { u64::MAX } else { (1u64 << width) - 1 };
        return s.signed_varint((low & mask) as i64);
    }
    let n = (width as usize).div_ceil(64);
    let mut words: Vec<u64> = words.iter().copied().chain(std::iter::repeat(0)).take(n).collect();
    let rem = width % 64;
    if rem != 0 {
        words[n - 1] &= (1u64 << rem) - 1;
    }
    let active = words.iter().rposition(|w| *w != 0).map_or(1, |i| i + 1);
    s.varint(active as u64);
    for w in &words[..active] {
        s.signed_varint(*w as i64);
    }
}

fn scalar_width(ctx: &Context, t: Type) -> u32 {
    if let Some(k) = ctx.float_kind(t) {
        return k.bit_width();
    }
    if ctx.is_index(t) {
        return 64;
    }
    ctx.int_info(t).map_or(64, |(w, _)| w)
}

fn push_le(out: &mut Vec<u8>, v: u128, width: u32) {
    let bytes = (width as usize).div_ceil(8);
    out.extend((0..bytes).map(|i| if i < 16 { (v >> (8 * i)) as u8 } else { 0 }));
}

/// The raw buffer of a dense int/float/complex attribute.
fn dense_raw(ctx: &Context, ty: Type, splat: bool, values: &DenseValues) -> Vec<u8> {
    let el = ctx.element_type(ty).unwrap_or(ty);
    let inner = match ctx.type_kind(el) {
        TypeKind::Complex(t) => *t,
        _ => el,
    };
    let width = scalar_width(ctx, inner);
    let mut raw = Vec::new();
    match values {
        DenseValues::Int(v) | DenseValues::Float(v) if width == 1 => {
            if splat {
                raw.push(if v.first().is_some_and(|b| b & 1 == 1) { 0xff } else { 0 });
            } else {
                raw.resize(v.len().div_ceil(8), 0);
                for (i, b) in v.iter().enumerate() {
                    raw[i / 8] |= ((b & 1) as u8) << (i % 8);
                }
            }
        }
        DenseValues::Int(v) | DenseValues::Float(v) => v.iter().for_each(|x| push_le(&mut raw, *x, width)),
        DenseValues::Complex(v) => v.iter().for_each(|(r, i)| {
            push_le(&mut raw, *r, width);
            push_le(&mut raw, *i, width);
        }),
        DenseValues::String(_) => {}
    }
    raw
}

/// Encode `t` with the builtin encoding; false when it goes as text.
pub(super) fn encode_type(ctx: &Context, t: Type, s: &mut dyn Sink) -> bool {
    let shape = |s: &mut dyn Sink, shape: &[i64]| list(s, shape, |s, d| s.signed_varint(*d));
    match ctx.type_kind(t) {
        TypeKind::Integer { width, signedness } => {
            s.varint(0);
            let sign = match signedness {
                Signedness::Signless => 0,
                Signedness::Signed => 1,
                Signedness::Unsigned => 2,
            };
            s.varint((u64::from(*width) << 2) | sign);
        }
        TypeKind::Index => s.varint(1),
        TypeKind::Function { inputs, results } => {
            s.varint(2);
            list(s, inputs, |s, t| s.ty(*t));
            list(s, results, |s, t| s.ty(*t));
        }
        TypeKind::Float(k) => match FLOAT_CODES.iter().position(|f| f == k) {
            Some(i) => s.varint(3 + i as u64),
            None => return false,
        },
        TypeKind::Complex(e) => {
            s.varint(9);
            s.ty(*e);
        }
        TypeKind::MemRef { shape: dims, element, layout, memory_space } => {
            s.varint(if memory_space.is_some() { 11 } else { 10 });
            if let Some(m) = memory_space {
                s.attr(*m);
            }
            shape(s, dims);
            s.ty(*element);
            s.attr(layout.unwrap_or_else(|| ctx.attr(AttrKind::AffineMap(AffineMap::identity(dims.len())))));
        }
        TypeKind::None => s.varint(12),
        TypeKind::RankedTensor { shape: dims, element, encoding } => {
            s.varint(if encoding.is_some() { 14 } else { 13 });
            if let Some(e) = encoding {
                s.attr(*e);
            }
            shape(s, dims);
            s.ty(*element);
        }
        TypeKind::Tuple(types) => {
            s.varint(15);
            list(s, types, |s, t| s.ty(*t));
        }
        TypeKind::UnrankedMemRef { element, memory_space } => {
            s.varint(if memory_space.is_some() { 17 } else { 16 });
            if let Some(m) = memory_space {
                s.attr(*m);
            }
            s.ty(*element);
        }
        TypeKind::UnrankedTensor { element } => {
            s.varint(18);
            s.ty(*element);
        }
        TypeKind::Vector { shape: dims, scalable, element } => {
            let is_scalable = scalable.iter().any(|b| *b);
            s.varint(if is_scalable { 20 } else { 19 });
            if is_scalable {
                list(s, scalable, |s, b| s.byte(u8::from(*b)));
            }
            shape(s, dims);
            s.ty(*element);
        }
        TypeKind::Dialect(_) | TypeKind::Opaque { .. } => return false,
    }
    true
}

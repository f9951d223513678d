//! Printing of types, attributes and locations in upstream's textual form.

use std::fmt::Write;

use super::aliases::{AliasTable, Symbol};
use crate::ir::float::{self, FloatKind};
use crate::ir::{AttrKind, Attribute, Context, DenseValues, DialectAsmPrinter, Signedness, Type, TypeKind, DYNAMIC};
use num_bigint::BigInt;

/// Writes types and attributes; with an alias table, hoists aliasable ones.
pub struct AttrWriter<'c, 't> {
    pub ctx: &'c Context,
    pub aliases: Option<&'t mut AliasTable>,
}

/// The printer as a dialect type sees it: nested types and attributes
/// print through the writer, aliases included.
struct DialectOut<'w, 'c, 't> {
    w: &'w mut AttrWriter<'c, 't>,
    out: &'w mut String,
}

impl<'c> DialectAsmPrinter<'c> for DialectOut<'_, 'c, '_> {
    fn context(&self) -> &'c Context {
        self.w.ctx
    }
    fn out(&mut self) -> &mut String {
        self.out
    }
    fn print_type(&mut self, ty: Type) {
        self.w.write_type(self.out, ty)
    }
    fn print_attribute(&mut self, attr: Attribute) {
        self.w.write_attr(self.out, attr)
    }
    fn print_stripped_attribute(&mut self, attr: Attribute) {
        match self.w.ctx.attr_kind(attr) {
            AttrKind::Dialect(d) => {
                if self.w.collecting() {
                    self.w.visit(Symbol::Attr(attr), false, false);
                } else if !self.w.write_alias(self.out, Symbol::Attr(attr)) {
                    crate::stack::ensure_sufficient_stack(|| d.print(self));
                }
            }
            _ => self.w.write_attr(self.out, attr),
        }
    }
    fn print_string(&mut self, bytes: &[u8]) {
        write_escaped(self.out, bytes)
    }
}

pub fn type_to_string(ctx: &Context, ty: Type) -> String {
    let mut s = String::new();
    AttrWriter { ctx, aliases: None }.write_type(&mut s, ty);
    s
}

/// An attribute as upstream's diagnostics show it.
pub fn attr_to_string(ctx: &Context, a: Attribute) -> String {
    let mut s = String::new();
    AttrWriter { ctx, aliases: None }.write_attr(&mut s, a);
    s
}

/// Append `value` in decimal, as `write!(out, "{value}")` does, without the
/// big-integer formatter when it fits a machine word.
pub fn push_int(out: &mut String, value: &BigInt) {
    match num_traits::ToPrimitive::to_i64(value) {
        Some(v) => {
            if v < 0 {
                out.push('-');
            }
            push_decimal(out, v.unsigned_abs());
        }
        None => {
            let _ = write!(out, "{value}");
        }
    }
}

/// Append the decimal digits of `n`: what `write!(out, "{n}")` does, without
/// going through `fmt` (value and block names are printed for every use).
pub fn push_decimal(out: &mut String, n: u64) {
    out.push_str(itoa::Buffer::new().format(n));
}

/// Whether `s` can be printed as a bare identifier.
pub fn is_bare_identifier(s: &str) -> bool {
    is_bare_name(s.as_bytes())
}

fn is_bare_name(b: &[u8]) -> bool {
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b.iter().all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// `"..."` with upstream's escapes (`\\`, and `\XX` for `"` and non-printables).
pub fn write_escaped(out: &mut String, bytes: &[u8]) {
    out.push('"');
    for &c in bytes {
        match c {
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7e if c != b'"' => out.push(c as char),
            _ => {
                let _ = write!(out, "\\{c:02X}");
            }
        }
    }
    out.push('"');
}

/// `name` or `"quoted name"` for attribute dictionary keys.
pub fn write_key(out: &mut String, key: &[u8]) {
    match std::str::from_utf8(key) {
        Ok(bare) if is_bare_name(key) => out.push_str(bare),
        _ => write_escaped(out, key),
    }
}

/// `@name` or `@"quoted name"`
pub fn write_symbol(out: &mut String, name: &[u8]) {
    out.push('@');
    write_key(out, name);
}

/// A dialect symbol: `prefix dialect.body` when simple enough, else `prefix dialect<body>`.
fn write_dialect_symbol(out: &mut String, prefix: char, dialect: &str, data: &str) {
    out.push(prefix);
    out.push_str(dialect);
    if is_pretty_symbol(data) {
        out.push('.');
        out.push_str(data);
    } else {
        out.push('<');
        out.push_str(data);
        out.push('>');
    }
}

fn is_pretty_symbol(s: &str) -> bool {
    let b = s.as_bytes();
    if b.is_empty() || !b[0].is_ascii_alphabetic() {
        return false;
    }
    let rest = s.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}

fn write_strided(out: &mut String, offset: i64, strides: &[i64]) {
    out.push_str("strided<[");
    for (i, s) in strides.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_dim(out, *s);
    }
    out.push(']');
    if offset != 0 {
        out.push_str(", offset: ");
        write_dim(out, offset);
    }
    out.push('>');
}

fn write_dim(out: &mut String, d: i64) {
    if d == DYNAMIC {
        out.push('?');
    } else {
        let _ = write!(out, "{d}");
    }
}

impl AttrWriter<'_, '_> {
    pub fn write_type(&mut self, out: &mut String, ty: Type) {
        let Some(table) = self.aliases.as_deref() else {
            return self.write_type_uncached(out, ty);
        };
        if table.collecting {
            self.visit(Symbol::Type(ty), false, false);
            return;
        }
        // A type prints the same each time once the aliases are known.
        if let Some(text) = table.type_text(ty) {
            out.push_str(text);
            return;
        }
        let start = out.len();
        self.write_type_uncached(out, ty);
        if let Some(table) = self.aliases.as_deref_mut() {
            table.set_type_text(ty, &out[start..]);
        }
    }

    /// A type's alias, or the type in full.
    fn write_type_uncached(&mut self, out: &mut String, ty: Type) {
        if !self.write_alias(out, Symbol::Type(ty)) {
            // Types nest: see `crate::stack`.
            crate::stack::ensure_sufficient_stack(|| self.write_type_impl(out, ty));
        }
    }

    /// A type in full, even when it has an alias (alias definitions).
    pub(super) fn write_type_impl(&mut self, out: &mut String, ty: Type) {
        let ctx = self.ctx;
        match ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                out.push_str(p);
                push_decimal(out, u64::from(*width));
            }
            TypeKind::Index => out.push_str("index"),
            TypeKind::Float(k) => out.push_str(k.keyword()),
            TypeKind::None => out.push_str("none"),
            TypeKind::Complex(e) => {
                out.push_str("complex<");
                self.write_type(out, *e);
                out.push('>');
            }
            TypeKind::Tuple(els) => {
                out.push_str("tuple<");
                self.write_type_list(out, els);
                out.push('>');
            }
            TypeKind::Function { inputs, results } => self.write_function_type(out, inputs, results),
            TypeKind::Vector { shape, scalable, element } => {
                out.push_str("vector<");
                for (d, s) in shape.iter().zip(scalable) {
                    if *s {
                        let _ = write!(out, "[{d}]x");
                    } else {
                        let _ = write!(out, "{d}x");
                    }
                }
                self.write_type(out, *element);
                out.push('>');
            }
            TypeKind::RankedTensor { shape, element, encoding } => {
                out.push_str("tensor<");
                self.write_shape(out, shape);
                self.write_type(out, *element);
                if let Some(e) = encoding {
                    out.push_str(", ");
                    self.write_attr(out, *e);
                }
                out.push('>');
            }
            TypeKind::UnrankedTensor { element } => {
                out.push_str("tensor<*x");
                self.write_type(out, *element);
                out.push('>');
            }
            TypeKind::MemRef { shape, element, layout, memory_space } => {
                out.push_str("memref<");
                self.write_shape(out, shape);
                self.write_type(out, *element);
                for a in [layout, memory_space].into_iter().flatten() {
                    out.push_str(", ");
                    self.write_attr_may_elide(out, *a);
                }
                out.push('>');
            }
            TypeKind::UnrankedMemRef { element, memory_space } => {
                out.push_str("memref<*x");
                self.write_type(out, *element);
                if let Some(m) = memory_space {
                    out.push_str(", ");
                    self.write_attr_may_elide(out, *m);
                }
                out.push('>');
            }
            TypeKind::Dialect(d) => {
                out.push('!');
                out.push_str(d.dialect());
                out.push('.');
                d.print(&mut DialectOut { w: self, out });
            }
            TypeKind::Opaque { dialect, data } => write_dialect_symbol(out, '!', ctx.str(*dialect), data),
        }
    }

    fn write_shape(&mut self, out: &mut String, shape: &[i64]) {
        for &d in shape {
            write_dim(out, d);
            out.push('x');
        }
    }

    pub fn write_type_list(&mut self, out: &mut String, tys: &[Type]) {
        for (i, t) in tys.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.write_type(out, *t);
        }
    }

    /// `(inputs) -> result` with upstream's rule for parenthesizing results.
    pub fn write_function_type(&mut self, out: &mut String, inputs: &[Type], results: &[Type]) {
        out.push('(');
        self.write_type_list(out, inputs);
        out.push_str(") -> ");
        self.write_result_types(out, results);
    }

    pub fn write_result_types(&mut self, out: &mut String, results: &[Type]) {
        let wrap = results.len() != 1 || matches!(self.ctx.type_kind(results[0]), TypeKind::Function { .. });
        if wrap {
            out.push('(');
        }
        self.write_type_list(out, results);
        if wrap {
            out.push(')');
        }
    }

    /// An attribute with its type suffix where upstream prints one.
    pub fn write_attr(&mut self, out: &mut String, a: Attribute) {
        self.write_attr_elide(out, a, false)
    }

    /// Upstream's `AttrTypeElision::May` (array elements, memref layouts and
    /// memory spaces): the default `i64`/`f64` types are left out.
    pub fn write_attr_may_elide(&mut self, out: &mut String, a: Attribute) {
        let ctx = self.ctx;
        let default_typed = match ctx.attr_kind(a) {
            AttrKind::Integer { ty, .. } => *ty == ctx.integer_type(64),
            AttrKind::Float { ty, bits } => {
                *ty == ctx.float_type(FloatKind::F64) && !float::format(FloatKind::F64, *bits).starts_with("0x")
            }
            _ => false,
        };
        self.write_attr_elide(out, a, default_typed);
    }

    /// `elide_type`: the type is known from context (no `: type` suffix).
    pub fn write_attr_elide(&mut self, out: &mut String, a: Attribute, elide_type: bool) {
        if self.collecting() {
            self.visit(Symbol::Attr(a), false, false);
        } else if !self.write_alias(out, Symbol::Attr(a)) {
            self.write_attr_impl(out, a, elide_type);
        }
    }

    /// An attribute in full, even when it has an alias (alias definitions).
    pub(super) fn write_attr_impl(&mut self, out: &mut String, a: Attribute, elide_type: bool) {
        // Attributes nest: see `crate::stack`.
        let suffix = crate::stack::ensure_sufficient_stack(|| self.write_attr_body(out, a));
        if let (Some(t), false) = (suffix, elide_type) {
            if !matches!(self.ctx.type_kind(t), TypeKind::None) {
                out.push_str(" : ");
                self.write_type(out, t);
            }
        }
    }

    /// An attribute without its type suffix; returns the type upstream
    /// prints after it unless elided.
    fn write_attr_body(&mut self, out: &mut String, a: Attribute) -> Option<Type> {
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            _ if ctx.is_location(a) => {
                out.push_str("loc(");
                self.write_location(out, a);
                out.push(')');
            }
            AttrKind::Unit => out.push_str("unit"),
            AttrKind::Integer { ty, value } => return self.write_int_attr(out, *ty, value),
            AttrKind::Float { ty, bits } => {
                out.push_str(&float::format(ctx.float_kind(*ty).unwrap_or(FloatKind::F64), *bits));
                return Some(*ty);
            }
            AttrKind::String { value, ty } => {
                write_escaped(out, value);
                return *ty;
            }
            AttrKind::Type(t) => self.write_type(out, *t),
            AttrKind::Array(els) => {
                out.push('[');
                for (i, e) in els.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_attr_may_elide(out, *e);
                }
                out.push(']');
            }
            AttrKind::Dictionary(entries) => {
                out.push('{');
                self.write_dict_entries(out, entries);
                out.push('}');
            }
            AttrKind::DenseArray { element, values } => self.write_dense_array(out, *element, values),
            AttrKind::DenseElements { .. } | AttrKind::DenseResource { .. } | AttrKind::Sparse { .. } => {
                return self.write_elements(out, a);
            }
            AttrKind::Opaque { dialect, data, ty } => {
                write_dialect_symbol(out, '#', ctx.str(*dialect), data);
                return *ty;
            }
            AttrKind::SymbolRef { root, nested } => {
                write_symbol(out, ctx.bytes(*root));
                for n in nested {
                    out.push_str("::");
                    write_symbol(out, ctx.bytes(*n));
                }
            }
            AttrKind::AffineMap(m) => {
                let _ = write!(out, "affine_map<{m}>");
            }
            AttrKind::IntegerSet(s) => {
                let _ = write!(out, "affine_set<{s}>");
            }
            AttrKind::StridedLayout { offset, strides } => write_strided(out, *offset, strides),
            AttrKind::Distinct { referenced, .. } => self.write_distinct(out, a, *referenced),
            AttrKind::Dialect(d) => {
                out.push('#');
                out.push_str(d.dialect());
                out.push('.');
                out.push_str(d.mnemonic());
                d.print(&mut DialectOut { w: self, out });
            }
            _ => out.push_str("<<unknown attribute>>"),
        }
        None
    }

    /// `dense<...>`, `dense_resource<...>` or `sparse<...>`; returns the shaped type.
    fn write_elements(&mut self, out: &mut String, a: Attribute) -> Option<Type> {
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::DenseElements { ty, splat, values } => {
                out.push_str("dense<");
                self.write_dense_values(out, *ty, *splat, values);
                out.push('>');
                Some(*ty)
            }
            AttrKind::DenseResource { ty, handle } => {
                let key = ctx.str(*handle);
                if let Some(t) = self.aliases.as_deref_mut() {
                    if !t.resources.iter().any(|r| r == key) {
                        t.resources.push(key.to_string());
                    }
                }
                out.push_str("dense_resource<");
                write_key(out, key.as_bytes());
                out.push('>');
                Some(*ty)
            }
            AttrKind::Sparse { ty, indices, values } => {
                self.write_sparse(out, *indices, *values);
                Some(*ty)
            }
            _ => None,
        }
    }

    fn write_distinct(&mut self, out: &mut String, a: Attribute, referenced: Attribute) {
        let n = self.distinct_number(a);
        let _ = write!(out, "distinct[{n}]<");
        if !matches!(self.ctx.attr_kind(referenced), AttrKind::Unit) {
            self.write_attr(out, referenced);
        }
        out.push('>');
    }

    pub fn write_dict_entries(&mut self, out: &mut String, entries: &[(crate::ir::Identifier, Attribute)]) {
        for (i, (k, v)) in entries.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_key(out, self.ctx.bytes(*k));
            if !matches!(self.ctx.attr_kind(*v), AttrKind::Unit) {
                out.push_str(" = ");
                self.write_attr(out, *v);
            }
        }
    }

    /// An integer attribute; returns its type unless it is a boolean.
    fn write_int_attr(&mut self, out: &mut String, ty: Type, value: &BigInt) -> Option<Type> {
        let ctx = self.ctx;
        if let Some((1, Signedness::Signless)) = ctx.int_info(ty).filter(|_| ctx.is_integer(ty)) {
            out.push_str(if value.sign() == num_bigint::Sign::NoSign { "false" } else { "true" });
            return None;
        }
        push_int(out, value);
        Some(ty)
    }

    /// One element of an int or float type, from its bit pattern.
    pub fn write_scalar_bits(&mut self, out: &mut String, el: Type, bits: u128) {
        let ctx = self.ctx;
        if let Some(k) = ctx.float_kind(el) {
            out.push_str(&float::format(k, bits));
            return;
        }
        let (width, sign) = ctx.int_info(el).unwrap_or((64, Signedness::Signless));
        if width == 1 && sign == Signedness::Signless && ctx.is_integer(el) {
            out.push_str(if bits & 1 == 1 { "true" } else { "false" });
            return;
        }
        let v = BigInt::from(bits);
        let v = crate::ir::normalize_int(v, width, sign);
        let _ = write!(out, "{v}");
    }

    fn write_dense_array(&mut self, out: &mut String, el: Type, values: &[u128]) {
        out.push_str("array<");
        self.write_type(out, el);
        if !values.is_empty() {
            out.push_str(": ");
            for (i, v) in values.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                self.write_scalar_bits(out, el, *v);
            }
        }
        out.push('>');
    }

    fn write_dense_values(&mut self, out: &mut String, ty: Type, splat: bool, values: &DenseValues) {
        let ctx = self.ctx;
        let (shape, el) = ctx.shaped_parts(ty).map(|(s, e)| (s.to_vec(), e)).unwrap_or((vec![], ty));
        if values.is_empty() {
            return;
        }
        let scalar_el = match ctx.type_kind(el) {
            TypeKind::Complex(inner) => *inner,
            _ => el,
        };
        let write_one = |w: &mut Self, out: &mut String, i: usize| match values {
            DenseValues::Int(v) | DenseValues::Float(v) => w.write_scalar_bits(out, el, v[i]),
            DenseValues::Complex(v) => {
                out.push('(');
                w.write_scalar_bits(out, scalar_el, v[i].0);
                out.push(',');
                w.write_scalar_bits(out, scalar_el, v[i].1);
                out.push(')');
            }
            DenseValues::String(v) => write_escaped(out, &v[i]),
        };
        if splat || shape.is_empty() {
            write_one(self, out, 0);
            return;
        }
        // Nested lists in row-major order.
        let mut counters = vec![0i64; shape.len()];
        let total = values.len();
        for i in 0..total {
            let opens = counters.iter().rev().take_while(|&&c| c == 0).count();
            if i > 0 {
                out.push_str(", ");
            }
            for _ in 0..opens {
                out.push('[');
            }
            write_one(self, out, i);
            let mut d = shape.len();
            while d > 0 {
                d -= 1;
                counters[d] += 1;
                if counters[d] < shape[d] {
                    break;
                }
                counters[d] = 0;
                out.push(']');
            }
        }
    }

    fn write_sparse(&mut self, out: &mut String, indices: Attribute, values: Attribute) {
        out.push_str("sparse<");
        let ctx = self.ctx;
        if let (
            AttrKind::DenseElements { ty: ity, splat: isplat, values: ivals },
            AttrKind::DenseElements { ty: vty, splat, values: vvals },
        ) = (ctx.attr_kind(indices), ctx.attr_kind(values))
        {
            if !vvals.is_empty() {
                self.write_dense_values(out, *ity, *isplat, ivals);
                out.push_str(", ");
                self.write_dense_values(out, *vty, *splat, vvals);
            }
        }
        out.push('>');
    }

    /// A location without the `loc(...)` wrapper.
    pub fn write_location(&mut self, out: &mut String, loc: Attribute) {
        let ctx = self.ctx;
        match ctx.attr_kind(loc) {
            AttrKind::UnknownLoc => out.push_str("unknown"),
            AttrKind::FileLineColLoc { file, line, col } => {
                write_escaped(out, ctx.bytes(*file));
                let _ = write!(out, ":{line}:{col}");
            }
            AttrKind::NameLoc { name, child } => {
                write_escaped(out, ctx.bytes(*name));
                if let Some(c) = child {
                    if !matches!(ctx.attr_kind(*c), AttrKind::UnknownLoc) {
                        out.push('(');
                        self.write_nested_location(out, *c);
                        out.push(')');
                    }
                }
            }
            AttrKind::CallSiteLoc { callee, caller } => {
                out.push_str("callsite(");
                self.write_nested_location(out, *callee);
                out.push_str(" at ");
                self.write_nested_location(out, *caller);
                out.push(')');
            }
            AttrKind::FusedLoc { locations, metadata } => {
                out.push_str("fused");
                if let Some(m) = metadata {
                    out.push('<');
                    self.write_attr(out, *m);
                    out.push('>');
                }
                out.push('[');
                for (i, l) in locations.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_nested_location(out, *l);
                }
                out.push(']');
            }
            _ => out.push_str("unknown"),
        }
    }

    /// A location inside another: its alias when it has one.
    fn write_nested_location(&mut self, out: &mut String, loc: Attribute) {
        if !self.write_alias(out, Symbol::Attr(loc)) {
            crate::stack::ensure_sufficient_stack(|| self.write_location(out, loc));
        }
    }

    /// An op's trailing `loc(...)`: an alias is allowed, and may be defined
    /// after the module.
    pub fn write_trailing_location(&mut self, out: &mut String, loc: Attribute) {
        if self.collecting() {
            self.visit(Symbol::Attr(loc), true, false);
            return;
        }
        out.push_str("loc(");
        if !self.write_alias(out, Symbol::Attr(loc)) {
            self.write_location(out, loc);
        }
        out.push(')');
    }

    /// A block or function argument's `loc(...)`: printed in full, as
    /// upstream does not allow aliases there, though nested locations use them.
    pub fn write_argument_location(&mut self, out: &mut String, loc: Attribute) {
        if self.collecting() {
            self.visit(Symbol::Attr(loc), false, false);
            return;
        }
        out.push_str("loc(");
        self.write_location(out, loc);
        out.push(')');
    }

    fn distinct_number(&mut self, a: Attribute) -> u64 {
        match self.aliases.as_mut() {
            Some(t) => {
                let next = t.distinct.len() as u64;
                *t.distinct.entry(a).or_insert(next)
            }
            None => match self.ctx.attr_kind(a) {
                AttrKind::Distinct { id, .. } => *id,
                _ => 0,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_are_what_format_writes() {
        let mut n = 1u64;
        let mut values = vec![0, 9, 10, 99, 100, u64::MAX];
        while n < u64::MAX / 7 {
            values.extend([n, n + 1, n - 1]);
            n *= 7;
        }
        for v in values {
            let mut out = String::from("x");
            push_decimal(&mut out, v);
            assert_eq!(out, format!("x{v}"));
        }
    }

    /// Types print from the printer's cache after the first time: ones
    /// nesting an aliased attribute with its alias, others in full, each
    /// time (as mlir-opt-19 prints this input).
    #[test]
    fn repeated_types_print_alike() {
        let m = "memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>";
        let src = format!(
            "func.func @f(%a: tuple<i32, f32>, %b: {m}, %c: i32) -> (tuple<i32, f32>, {m}, i32) {{\n\
             \x20 %0 = \"tst.op\"(%a, %b, %c) : (tuple<i32, f32>, {m}, i32) -> {m}\n\
             \x20 return %a, %0, %c : tuple<i32, f32>, {m}, i32\n\
             }}\n"
        );
        let opts = crate::tool::OptOptions { allow_unregistered: true, ..Default::default() };
        let r = crate::tool::run_opt("t.mlir", src, &opts);
        assert!(r.success, "{}", r.diagnostics);
        let out = r.output;
        assert!(out.starts_with("#map = affine_map<(d0, d1) -> (d1, d0)>\nmodule {\n"), "{out}");
        assert_eq!(out.matches("affine_map").count(), 1, "{out}");
        assert_eq!(out.matches("tuple<i32, f32>").count(), 4, "{out}");
        assert_eq!(out.matches("memref<4x4xf32, #map>").count(), 5, "{out}");
        assert_eq!(out.matches("i32").count(), 8, "{out}");
    }
}

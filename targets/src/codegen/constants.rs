//! LLVM IR constants from MLIR attributes: `llvm.mlir.constant` values and
//! global initializers (integers, floats, dense elements, strings).

use num_bigint::BigInt;
use strata::dialects::llvm::{LlvmType, LlvmTypes};
use strata::ir::float::FloatKind;
use strata::ir::{AttrKind, Attribute, Context, DenseValues, Type, TypeKind};

use super::types::llvm_type;

/// The constant of LLVM type `ty` that `attr` describes (without the type).
pub fn constant(ctx: &Context, attr: Attribute, ty: Type) -> Result<String, String> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => scalar_int(ctx, ty, value),
        AttrKind::Float { bits, ty: fty } => {
            let k = ctx.float_kind(*fty).ok_or("float attribute of a non-float type")?;
            Ok(float_literal(k, *bits))
        }
        AttrKind::String { value, .. } => Ok(string_literal(value)),
        AttrKind::DenseElements { values, .. } => {
            let flat = Flat::new(ctx, values)?;
            let mut next = 0;
            aggregate(ctx, ty, &flat, &mut next)
        }
        _ => {
            let text = strata::syntax::printer::attr_to_string(ctx, attr);
            Err(format!("cannot translate the constant {text} to LLVM IR"))
        }
    }
}

fn scalar_int(ctx: &Context, ty: Type, value: &BigInt) -> Result<String, String> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width: 1, .. } => Ok(if value == &BigInt::from(0) { "false" } else { "true" }.into()),
        TypeKind::Integer { .. } => Ok(value.to_string()),
        TypeKind::Float(k) => {
            // An integer attribute for a float type is its bit pattern.
            let bits: u128 = value.try_into().map_err(|_| "negative float bit pattern")?;
            Ok(float_literal(*k, bits))
        }
        _ => Err(format!("an integer cannot be a constant of type {}", llvm_type(ctx, ty)?)),
    }
}

/// Dense elements as one flat list of element literals.
struct Flat {
    items: Vec<String>,
    splat: bool,
}

impl Flat {
    fn new(ctx: &Context, values: &DenseValues) -> Result<Flat, String> {
        let _ = ctx;
        let items: Vec<String> = match values {
            DenseValues::Int(v) => v.iter().map(|b| (*b as i128).to_string()).collect(),
            DenseValues::Float(v) => v.iter().map(|b| format!("f{b}")).collect(),
            DenseValues::String(v) => v.iter().map(|s| string_literal(s)).collect(),
            DenseValues::Complex(_) => return Err("complex constants cannot be translated to LLVM IR".into()),
        };
        let splat = items.len() == 1;
        Ok(Flat { items, splat })
    }
    fn get(&self, i: usize) -> Option<&str> {
        if self.splat {
            self.items.first().map(String::as_str)
        } else {
            self.items.get(i).map(String::as_str)
        }
    }
}

/// Fill `ty` (a scalar, vector, or array of those) from the flat list.
fn aggregate(ctx: &Context, ty: Type, flat: &Flat, next: &mut usize) -> Result<String, String> {
    let (len, element, open, close) = match (ctx.type_kind(ty), ctx.llvm_kind(ty)) {
        (TypeKind::Vector { shape, element, .. }, _) if shape.len() == 1 => (shape[0] as u64, *element, "<", ">"),
        (_, Some(LlvmType::Array { len, element })) => (*len, *element, "[", "]"),
        _ => {
            let raw = flat.get(*next).ok_or("too few elements in a dense constant")?;
            *next += 1;
            return element_literal(ctx, ty, raw);
        }
    };
    let el_ty = llvm_type(ctx, element)?;
    let mut parts = Vec::with_capacity(len as usize);
    for _ in 0..len {
        parts.push(format!("{el_ty} {}", aggregate(ctx, element, flat, next)?));
    }
    Ok(format!("{open}{}{close}", parts.join(", ")))
}

fn element_literal(ctx: &Context, ty: Type, raw: &str) -> Result<String, String> {
    if let Some(bits) = raw.strip_prefix('f') {
        let bits: u128 = bits.parse().map_err(|_| "bad float element")?;
        let k = ctx.float_kind(ty).ok_or("float element of a non-float type")?;
        return Ok(float_literal(k, bits));
    }
    if raw.starts_with('"') {
        return Ok(raw.to_string());
    }
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => {
            let v: i128 = raw.parse().map_err(|_| "bad integer element")?;
            // Elements are stored as unsigned bit patterns of their width.
            let v = if *width < 128 && *width > 0 && v >> (*width - 1) & 1 == 1 { v - (1i128 << width) } else { v };
            Ok(if *width == 1 {
                if v == 0 {
                    "false".into()
                } else {
                    "true".into()
                }
            } else {
                v.to_string()
            })
        }
        _ => Err(format!("an integer cannot be an element of type {}", llvm_type(ctx, ty)?)),
    }
}

/// An integer element stored as the bit pattern `raw`, as a literal of `ty`.
pub fn int_element(ctx: &Context, ty: Type, raw: u128) -> Result<String, String> {
    element_literal(ctx, ty, &(raw as i128).to_string())
}

/// LLVM's exact hexadecimal float forms.
pub fn float_literal(k: FloatKind, bits: u128) -> String {
    match k {
        FloatKind::F32 => format!("0x{:016X}", f32_bits_as_f64(bits as u32)),
        FloatKind::F64 => format!("0x{:016X}", bits as u64),
        FloatKind::F16 => format!("0xH{:04X}", bits as u16),
        FloatKind::BF16 => format!("0xR{:04X}", bits as u16),
        FloatKind::F80 => format!("0xK{:020X}", bits & ((1u128 << 80) - 1)),
        FloatKind::F128 => format!("0xL{:016X}{:016X}", bits as u64, (bits >> 64) as u64),
        _ => format!("0x{:016X}", bits as u64),
    }
}

/// LLVM IR writes a `float` as the `double` of the same value; NaN
/// payloads are carried bit for bit.
fn f32_bits_as_f64(b: u32) -> u64 {
    let sign = u64::from(b >> 31) << 63;
    let exp = (b >> 23) & 0xFF;
    let mant = u64::from(b & 0x7F_FFFF);
    if exp == 0xFF {
        return sign | (0x7FF << 52) | (mant << 29);
    }
    f64::from(f32::from_bits(b)).to_bits()
}

/// `c"..."` with LLVM's `\XX` escapes.
pub fn string_literal(bytes: &[u8]) -> String {
    let mut s = String::from("c\"");
    for &c in bytes {
        if c.is_ascii_graphic() && c != b'"' && c != b'\\' || c == b' ' {
            s.push(c as char);
        } else {
            s.push_str(&format!("\\{c:02X}"));
        }
    }
    s.push('"');
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_constants_use_llvm_hex_forms() {
        assert_eq!(float_literal(FloatKind::F32, 1.0f32.to_bits() as u128), "0x3FF0000000000000");
        assert_eq!(float_literal(FloatKind::F32, 0x7FC0_0001), "0x7FF8000020000000");
        assert_eq!(float_literal(FloatKind::F16, 0x3C00), "0xH3C00");
        assert_eq!(float_literal(FloatKind::F128, 0x3FFF << 112), "0xL00000000000000003FFF000000000000");
    }

    #[test]
    fn strings_escape_quotes_and_non_printables() {
        assert_eq!(string_literal(b"a\"b\n\0"), "c\"a\\22b\\0A\\00\"");
    }
}

//! LLVM IR spellings of types, and the type suffixes of overloaded
//! intrinsic names.

use strata::dialects::llvm::{LlvmType, LlvmTypes};
use strata::ir::float::FloatKind;
use strata::ir::{Context, Signedness, Type, TypeKind};

/// The widest integer type of LLVM IR (`IntegerType::MAX_INT_BITS`); MLIR
/// allows wider ones.
pub const LLVM_MAX_INT_BITS: u32 = (1 << 23) - 1;

/// The largest address space LLVM IR has (24 bits); MLIR allows 32.
pub const LLVM_MAX_ADDRESS_SPACE: u32 = (1 << 24) - 1;

/// The error for an address space LLVM IR cannot hold.
pub fn address_space_error(space: i64) -> String {
    format!("address space {space} is outside the range LLVM IR allows, 0 to {LLVM_MAX_ADDRESS_SPACE}")
}

/// The LLVM IR spelling of `ty`; `Err` names a type LLVM IR cannot hold.
pub fn llvm_type(ctx: &Context, ty: Type) -> Result<String, String> {
    let mut out = String::new();
    write_type(ctx, ty, &mut out)?;
    Ok(out)
}

fn write_type(ctx: &Context, ty: Type, out: &mut String) -> Result<(), String> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness: Signedness::Signless } if *width > LLVM_MAX_INT_BITS => {
            return Err(format!("integer type 'i{width}' is wider than LLVM's limit of {LLVM_MAX_INT_BITS} bits"))
        }
        TypeKind::Integer { width, signedness: Signedness::Signless } => out.push_str(&format!("i{width}")),
        TypeKind::Float(k) => out.push_str(float_name(*k).ok_or_else(|| unsupported(ctx, ty))?),
        TypeKind::Vector { .. } if crate::limits::vector_problem(ctx, ty).is_some() => {
            return Err(crate::limits::vector_problem(ctx, ty).unwrap_or_default())
        }
        TypeKind::Vector { shape, scalable, element } if shape.len() == 1 => {
            let prefix = if scalable[0] { "vscale x " } else { "" };
            out.push_str(&format!("<{prefix}{} x ", shape[0]));
            write_type(ctx, *element, out)?;
            out.push('>');
        }
        _ => match ctx.llvm_kind(ty) {
            Some(l) => write_llvm(ctx, l, out)?,
            None => return Err(unsupported(ctx, ty)),
        },
    }
    Ok(())
}

fn write_llvm(ctx: &Context, l: &LlvmType, out: &mut String) -> Result<(), String> {
    match l {
        LlvmType::Void => out.push_str("void"),
        LlvmType::Token => out.push_str("token"),
        LlvmType::Label => out.push_str("label"),
        LlvmType::Metadata => out.push_str("metadata"),
        LlvmType::PpcFp128 => out.push_str("ppc_fp128"),
        LlvmType::Vec { len, scalable, element } => {
            out.push_str(&format!("<{}{len} x ", if *scalable { "vscale x " } else { "" }));
            write_type(ctx, *element, out)?;
            out.push('>');
        }
        // LLVM's x86-64, AArch64 and NVPTX back ends crash on target
        // extension types (they are SPIR-V's and DirectX's): refuse them.
        LlvmType::Target { .. } => {
            let text = strata::syntax::printer::type_to_string(ctx, ctx.llvm_type(l.clone()));
            return Err(format!(
                "target extension type '{text}' is not supported by code generation for x86-64, AArch64 or NVPTX"
            ));
        }
        LlvmType::Ptr { address_space: 0 } => out.push_str("ptr"),
        LlvmType::Ptr { address_space } if *address_space > LLVM_MAX_ADDRESS_SPACE => {
            return Err(address_space_error(i64::from(*address_space)))
        }
        LlvmType::Ptr { address_space } => out.push_str(&format!("ptr addrspace({address_space})")),
        LlvmType::Array { len, element } => {
            out.push_str(&format!("[{len} x "));
            write_type(ctx, *element, out)?;
            out.push(']');
        }
        LlvmType::Func { result, params, vararg } => {
            write_type(ctx, *result, out)?;
            out.push_str(" (");
            write_list(ctx, params, out)?;
            if *vararg {
                out.push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            out.push(')');
        }
        LlvmType::Struct { name: Some(n), .. } => {
            out.push_str(&struct_name(n));
        }
        LlvmType::Struct { name: None, body, packed } => {
            let els = body.as_deref().unwrap_or(&[]);
            out.push_str(if *packed { "<{" } else { "{" });
            if !els.is_empty() {
                out.push(' ');
                write_list(ctx, els, out)?;
                out.push(' ');
            }
            out.push_str(if *packed { "}>" } else { "}" });
        }
    }
    Ok(())
}

fn write_list(ctx: &Context, tys: &[Type], out: &mut String) -> Result<(), String> {
    for (i, &t) in tys.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_type(ctx, t, out)?;
    }
    Ok(())
}

/// `%"name"`, the LLVM IR name of an identified struct.
pub fn struct_name(name: &str) -> String {
    format!("%{}", super::quote_name(name))
}

/// The body of an identified struct's definition: `type { ... }` or `type opaque`.
pub fn struct_definition(ctx: &Context, body: Option<&[Type]>, packed: bool) -> Result<String, String> {
    let Some(els) = body else { return Ok("type opaque".to_string()) };
    let mut out = String::from("type ");
    write_llvm(ctx, &LlvmType::Struct { name: None, body: Some(els.to_vec()), packed }, &mut out)?;
    Ok(out)
}

pub fn float_name(k: FloatKind) -> Option<&'static str> {
    Some(match k {
        FloatKind::F16 => "half",
        FloatKind::BF16 => "bfloat",
        FloatKind::F32 => "float",
        FloatKind::F64 => "double",
        FloatKind::F80 => "x86_fp80",
        FloatKind::F128 => "fp128",
        _ => return None,
    })
}

fn unsupported(ctx: &Context, ty: Type) -> String {
    let text = strata::syntax::printer::type_to_string(ctx, ty);
    format!("type '{text}' has no LLVM IR equivalent (it must be lowered to the llvm dialect first)")
}

/// The suffix of `ty` in an overloaded intrinsic's name: `f32`, `v4f32`,
/// `nxv2i64`, `p0`.
pub fn mangle(ctx: &Context, ty: Type) -> Result<String, String> {
    Ok(match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => format!("i{width}"),
        TypeKind::Float(k) => match k {
            FloatKind::F16 => "f16".into(),
            FloatKind::BF16 => "bf16".into(),
            FloatKind::F32 => "f32".into(),
            FloatKind::F64 => "f64".into(),
            FloatKind::F80 => "f80".into(),
            FloatKind::F128 => "f128".into(),
            _ => return Err(unsupported(ctx, ty)),
        },
        TypeKind::Vector { shape, scalable, element } if shape.len() == 1 => {
            let nx = if scalable[0] { "nx" } else { "" };
            format!("{nx}v{}{}", shape[0], mangle(ctx, *element)?)
        }
        _ => match ctx.llvm_kind(ty) {
            Some(LlvmType::Ptr { address_space }) => format!("p{address_space}"),
            _ => return Err(unsupported(ctx, ty)),
        },
    })
}

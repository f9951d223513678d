//! `vector.print` as calls to the runtime's printers (`printI64`,
//! `printU64`, `printF32`, `printF64`, `printF16`, `printBF16`,
//! `printOpen`, `printComma`, `printClose`, `printNewline`, `printString`),
//! with upstream's output: a vector prints as `( a, b )`, n-D vectors
//! nested, booleans as 0/1, unsigned integers and indices unsigned.
//!
//! Before the conversion, [`declare_printers`] declares the functions the
//! prints of a module call and makes a global for each string literal
//! (named on the op with [`STRING_GLOBAL`]).

use std::collections::BTreeMap;
use strata::dialects::llvm::LlvmTypes;

use strata::conversion::{ConversionPattern, ConversionRewriter};
use strata::ir::{AttrKind, Body, Context, OpId, Signedness, Type, TypeKind, ValueId};
use strata::opdef::ods::{attr, set_attr};

use super::super::descriptor::extract_value;
use super::super::{build1, convert_type, get_attr, llvm_attr};
use super::convert::const_int;
use super::vector_shape;

pub const PATTERNS: &[ConversionPattern] = &[ConversionPattern { root: Some("vector.print"), apply: print }];

/// The discardable attribute naming the global of a print's string literal.
const STRING_GLOBAL: &str = "__vector_print_string__";

/// How a scalar is widened before it is printed.
#[derive(Copy, Clone)]
enum Widen {
    None,
    Zero,
    Sign,
    /// f16/bf16 are passed as their bits.
    Bits16,
}

/// The printer of a scalar of (unconverted) type `ty`.
fn scalar_printer(ctx: &Context, ty: Type) -> Option<(&'static str, Widen)> {
    use strata::ir::float::FloatKind;
    Some(match ctx.type_kind(ty) {
        TypeKind::Index => ("printU64", Widen::None),
        TypeKind::Integer { width, signedness } => {
            let w = *width;
            if w > 64 {
                return None;
            }
            let widen = if w == 64 { Widen::None } else { Widen::Zero };
            match signedness {
                Signedness::Unsigned => ("printU64", widen),
                _ if w == 1 => ("printI64", Widen::Zero),
                _ => ("printI64", if w == 64 { Widen::None } else { Widen::Sign }),
            }
        }
        TypeKind::Float(FloatKind::F32) => ("printF32", Widen::None),
        TypeKind::Float(FloatKind::F64) => ("printF64", Widen::None),
        TypeKind::Float(FloatKind::F16) => ("printF16", Widen::Bits16),
        TypeKind::Float(FloatKind::BF16) => ("printBF16", Widen::Bits16),
        _ => return None,
    })
}

/// The printer of a punctuation case.
fn punctuation_printer(case: &str) -> Option<&'static str> {
    match case {
        "newline" => Some("printNewline"),
        "comma" => Some("printComma"),
        "open" => Some("printOpen"),
        "close" => Some("printClose"),
        _ => None,
    }
}

fn punctuation_case(ctx: &Context, a: Option<strata::ir::Attribute>) -> String {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Opaque { data, .. }) => {
            data.trim_start_matches("punctuation").trim_matches(|c| c == '<' || c == '>').trim().to_string()
        }
        _ => "newline".into(),
    }
}

/// Why a print cannot be lowered, if it cannot.
pub(super) fn unsupported(ctx: &Context, body: &Body, op: OpId) -> Option<String> {
    let &source = body.operands(op).first()?;
    let ty = body.value_type(source);
    let element = match vector_shape(ctx, ty) {
        Some(s) if s.scalable() => return Some("printing a scalable vector is not supported".into()),
        Some(s) => s.element,
        None => ty,
    };
    scalar_printer(ctx, element).is_none().then(|| "no runtime printer for this element type".into())
}

/// Declare the runtime functions the prints of `module` call, and make a
/// private constant global for each string literal.
pub(super) fn declare_printers(ctx: &Context, module: &mut Body) {
    let Some(&region) = module.roots.first() else { return };
    let Some(&block) = module.region(region).blocks.first() else { return };
    let (i16t, i64t, ptr, void) =
        (ctx.integer_type(16), ctx.integer_type(64), ctx.llvm_ptr_type(), ctx.llvm_void_type());
    let mut needed: BTreeMap<&'static str, Vec<Type>> = BTreeMap::new();
    let mut strings: Vec<Vec<u8>> = Vec::new();
    let mut existing = std::collections::BTreeSet::new();
    for op in module.block_ops(block).collect::<Vec<_>>() {
        if let Some(n) = attr(ctx, module, op, "sym_name").and_then(|a| ctx.as_string(a)) {
            existing.insert(String::from_utf8_lossy(n).into_owned());
        }
        let Some(mut inner) = module.take_inner(op) else { continue };
        let mut prints = Vec::new();
        for &r in &inner.roots {
            inner.walk_region(r, &mut |o| {
                if ctx.str(inner.op(o).name) == "vector.print" {
                    prints.push(o);
                }
            });
        }
        for p in prints {
            if let Some(s) = attr(ctx, &inner, p, "stringLiteral").and_then(|a| ctx.as_string(a)) {
                let mut bytes = s.to_vec();
                bytes.push(0);
                strings.push(bytes);
                let name = global_name(&existing, strings.len() - 1);
                set_attr(ctx, &mut inner, p, STRING_GLOBAL, ctx.symbol_ref(&name));
                needed.insert("printString", vec![ptr]);
                continue;
            }
            if let Some(f) = punctuation_printer(&punctuation_case(ctx, attr(ctx, &inner, p, "punctuation"))) {
                needed.insert(f, vec![]);
            }
            let Some(&source) = inner.operands(p).first() else { continue };
            let ty = inner.value_type(source);
            let element = match vector_shape(ctx, ty) {
                Some(s) => {
                    for f in ["printOpen", "printComma", "printClose"] {
                        needed.insert(f, vec![]);
                    }
                    s.element
                }
                None => ty,
            };
            if let Some((f, widen)) = scalar_printer(ctx, element) {
                let arg = match (f, widen) {
                    ("printF32" | "printF64", _) => convert_type(ctx, element).unwrap_or(element),
                    (_, Widen::Bits16) => i16t,
                    _ => i64t,
                };
                needed.insert(f, vec![arg]);
            }
        }
        module.set_inner(op, Some(inner));
    }
    for (i, bytes) in strings.iter().enumerate().rev() {
        let name = global_name(&existing, i);
        let ty = ctx.llvm_array_type(bytes.len() as u64, ctx.integer_type(8));
        let props = vec![
            ("addr_space", ctx.int_attr(ctx.integer_type(32), 0)),
            ("constant", ctx.unit_attr()),
            ("global_type", ctx.type_attr(ty)),
            ("linkage", llvm_attr(ctx, "linkage<private>".into())),
            ("sym_name", ctx.string_attr(&name)),
            ("value", ctx.attr(AttrKind::String { value: bytes.clone(), ty: None })),
        ];
        super::super::prepend_module_op(ctx, module, "llvm.mlir.global", props);
    }
    for (name, params) in needed.into_iter().rev() {
        if !existing.contains(name) {
            super::super::declare_function(ctx, module, name, ctx.llvm_func_type(void, params, false));
        }
    }
}

/// `vector_print_str`, then `vector_print_str_0`, ... avoiding taken names.
fn global_name(existing: &std::collections::BTreeSet<String>, index: usize) -> String {
    let mut k = 0;
    let mut name = "vector_print_str".to_string();
    let mut seen = 0;
    loop {
        if !existing.contains(&name) {
            if seen == index {
                return name;
            }
            seen += 1;
        }
        name = format!("vector_print_str_{k}");
        k += 1;
    }
}

/// A call of a void runtime printer.
fn call(rw: &mut ConversionRewriter<'_, '_>, loc: strata::ir::Location, name: &str, args: Vec<ValueId>) {
    super::super::call(rw, loc, name, args, None);
}

/// Print the llvm scalar `v` of original type `ty`.
fn print_scalar(rw: &mut ConversionRewriter<'_, '_>, loc: strata::ir::Location, v: ValueId, ty: Type) {
    let ctx = rw.rw.ctx;
    let (f, widen) = scalar_printer(ctx, ty).expect("checked printable");
    let arg = match widen {
        Widen::None => v,
        Widen::Zero => build1(rw, "llvm.zext", loc, vec![v], ctx.integer_type(64), vec![]),
        Widen::Sign => build1(rw, "llvm.sext", loc, vec![v], ctx.integer_type(64), vec![]),
        Widen::Bits16 => build1(rw, "llvm.bitcast", loc, vec![v], ctx.integer_type(16), vec![]),
    };
    call(rw, loc, f, vec![arg]);
}

/// Print the (converted) vector `v` of shape `dims` from dimension `d` on,
/// at array position `pos`.
fn print_vector(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: strata::ir::Location,
    v: ValueId,
    dims: &[i64],
    element: Type,
    pos: &mut Vec<i64>,
) {
    let ctx = rw.rw.ctx;
    call(rw, loc, "printOpen", vec![]);
    let d = pos.len();
    let n = dims.get(d).copied().unwrap_or(1);
    for i in 0..n {
        if d + 1 < dims.len() {
            pos.push(i);
            print_vector(rw, loc, v, dims, element, pos);
            pos.pop();
        } else {
            let row = if pos.is_empty() {
                v
            } else {
                let ty = super::row_type(ctx, rw.rw.body.value_type(v));
                extract_value(rw, loc, v, pos, ty)
            };
            let index = const_int(rw, loc, 64, i);
            let ety = convert_type(ctx, element).expect("checked printable");
            let e = build1(rw, "llvm.extractelement", loc, vec![row, index], ety, vec![]);
            print_scalar(rw, loc, e, element);
        }
        if i + 1 < n {
            call(rw, loc, "printComma", vec![]);
        }
    }
    call(rw, loc, "printClose", vec![]);
}

fn print(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    if unsupported(ctx, body, op).is_some() {
        return false;
    }
    let loc = body.op(op).loc;
    let string_global = get_attr(rw, op, STRING_GLOBAL);
    if get_attr(rw, op, "stringLiteral").is_some() && string_global.is_none() {
        return false;
    }
    let punctuation = punctuation_case(ctx, get_attr(rw, op, "punctuation"));
    let source_ty = body.operands(op).first().map(|&s| body.value_type(s));
    rw.rw.set_insertion_point_before(op);
    if let Some(global) = string_global {
        let ptr = build1(rw, "llvm.mlir.addressof", loc, vec![], ctx.llvm_ptr_type(), vec![("global_name", global)]);
        call(rw, loc, "printString", vec![ptr]);
        rw.erase_op(op);
        return true;
    }
    if let (Some(&v), Some(ty)) = (operands.first(), source_ty) {
        match vector_shape(ctx, ty) {
            Some(shape) => {
                let dims = if shape.dims.is_empty() { vec![1] } else { shape.dims.clone() };
                print_vector(rw, loc, v, &dims, shape.element, &mut Vec::new());
            }
            None => print_scalar(rw, loc, v, ty),
        }
    }
    if let Some(f) = punctuation_printer(&punctuation) {
        call(rw, loc, f, vec![]);
    }
    rw.erase_op(op);
    true
}

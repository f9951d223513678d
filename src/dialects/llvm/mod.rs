//! The llvm dialect: LLVM IR's types and instructions as MLIR ops, the
//! target of the lowering passes and the input of code generation.
//!
//! Types live in `types.rs`; the ops are declared in `ops.ods`. This module
//! holds the type and attribute constraints the definitions name and the
//! enums; `attrs.rs` checks and canonicalizes the dialect's attributes
//! (`#llvm.linkage<...>`, `#llvm.fastmath<...>`), and the syntax and
//! verifiers that a definition cannot state are hand-written next to it:
//! `func.rs` (`llvm.func`), `global.rs` (`llvm.mlir.global`), `call.rs`
//! (`llvm.call`), `syntax.rs` (format directives, `icmp`/`fcmp`, `alloca`,
//! `switch`) and `verify.rs`.

pub mod attrs;
mod call;
pub mod debug_info;
mod func;
mod global;
mod invoke;
mod layout;
mod memory_slot;
pub mod metadata;
mod syntax;
pub mod types;
mod verify;

use super::cf::ANY_INT_ELEMENTS_ATTR;
use super::memref::SYMBOL_NAME_ATTR;
use crate::ir::float::FloatKind;
use crate::ir::{AttrKind, Attribute, Context, Signedness, Type, TypeKind};
use crate::opdef::ods::constraints::{AttrClass, AttrConstraint, TypeConstraint};
use crate::opdef::ods::enums::IntEnum;
use crate::opdef::Registry;

pub use attrs::{CCONV, FASTMATH, FRAME_POINTER_KIND, LINKAGE, OVERFLOW, TAIL_CALL_KIND};
use call::*;
pub use func::function_type;
use func::*;
use global::*;
pub use invoke::invoke_operand_groups;
use invoke::*;
use syntax::*;
pub use types::{LlvmType, LlvmTypes};
use verify::*;

include!(concat!(env!("OUT_DIR"), "/ods/llvm.rs"));

pub fn register(r: &mut Registry) {
    crate::opdef::ods::register_all(r, OPS);
    for name in [LoadOp::NAME, InlineAsmOp::NAME] {
        if let Some(def) = r.op(name).cloned() {
            r.add_op(crate::opdef::OpDefinition { effects: Some(dynamic_effects), ..def });
        }
    }
    r.add_dialect_attrs("llvm", attrs::canonicalize);
    r.add_dialect_attr_parser("llvm", metadata::MNEMONICS, metadata::parse);
    r.add_dialect_attr_parser("llvm", debug_info::MNEMONICS, metadata::parse);
    r.add_dialect_type_parser("llvm", types::parse);
    r.add_materializer("llvm", materialize_constant);
    r.add_param_attr_verifier("llvm", func::verify_param_attr);
    r.add_memory_slot_interfaces("llvm", &memory_slot::LlvmMemorySlots);
}

/// Effects that depend on attributes, as upstream's: a volatile or atomic
/// `llvm.load` also writes (it must not be erased when unused), and
/// `llvm.inline_asm` has effects only with `has_side_effects` or operands
/// through memory.
fn dynamic_effects(ctx: &Context, body: &crate::ir::Body, op: crate::ir::OpId) -> crate::opdef::Traits {
    use crate::opdef::ods::attr;
    use crate::opdef::Traits;
    let has = |name| attr(ctx, body, op, name).is_some();
    if ctx.str(body.op(op).name) == InlineAsmOp::NAME {
        // Indirect (`*`) operands and a `~{memory}` clobber touch memory
        // even without `has_side_effects` (upstream ignores them).
        let constraints = attr(ctx, body, op, crate::static_ident!(ctx, "constraints"));
        let touches_memory = constraints.is_some_and(|c| {
            matches!(ctx.attr_kind(c), AttrKind::String { value, .. }
                if value.contains(&b'*') || String::from_utf8_lossy(value).contains("~{memory}"))
        });
        return if touches_memory || has(crate::static_ident!(ctx, "has_side_effects")) {
            Traits::MEM_READ | Traits::MEM_WRITE
        } else {
            Traits::NONE
        };
    }
    let atomic = attr(ctx, body, op, crate::static_ident!(ctx, "ordering"))
        .is_some_and(|a| !matches!(ctx.attr_kind(a), AttrKind::Integer { value, .. } if *value == 0.into()));
    if has(crate::static_ident!(ctx, "volatile_")) || atomic {
        Traits::MEM_READ | Traits::MEM_WRITE
    } else {
        Traits::MEM_READ
    }
}

/// Folded constants become `llvm.mlir.constant` (integers, floats and
/// elements of an LLVM type), `llvm.mlir.addressof` (symbols), or
/// `llvm.mlir.undef`/`poison`/`zero` for the attributes those ops stand for.
fn materialize_constant(
    rw: &mut crate::rewrite::Rewriter<'_>,
    value: Attribute,
    ty: Type,
    loc: crate::ir::Location,
) -> Option<crate::ir::ValueId> {
    let ctx = rw.ctx;
    let op = match ctx.attr_kind(value) {
        AttrKind::Opaque { dialect, data, ty: None } if ctx.str(*dialect) == "llvm" => match data.as_str() {
            "undef" => UndefOp::create(ctx, rw.body, loc, ty).0,
            "poison" => PoisonOp::create(ctx, rw.body, loc, ty).0,
            "zero" => ZeroOp::create(ctx, rw.body, loc, ty).0,
            _ => return None,
        },
        AttrKind::SymbolRef { nested, .. } if nested.is_empty() && is_ptr(ctx, ty) => {
            AddressOfOp::create(ctx, rw.body, loc, ty, value).0
        }
        AttrKind::Integer { ty: t, .. } | AttrKind::Float { ty: t, .. } | AttrKind::DenseElements { ty: t, .. }
            if *t == ty && is_compatible(ctx, ty) =>
        {
            ConstantOp::create(ctx, rw.body, loc, ty, value).0
        }
        _ => return None,
    };
    rw.insert(op);
    rw.body.results(op).first().copied()
}

// ---- type predicates ------------------------------------------------------------------

/// Floats LLVM IR has: `bf16`, `f16`, `f32`, `f64`, `f80`, `f128`.
pub fn is_llvm_float(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.float_kind(t),
        Some(FloatKind::BF16 | FloatKind::F16 | FloatKind::F32 | FloatKind::F64 | FloatKind::F80 | FloatKind::F128)
    )
}

fn is_signless(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { signedness: Signedness::Signless, .. })
}

fn is_i1(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { width: 1, signedness: Signedness::Signless })
}

pub fn is_ptr(ctx: &Context, t: Type) -> bool {
    matches!(ctx.llvm_kind(t), Some(LlvmType::Ptr { .. }))
}

/// The element type of a vector LLVM can hold (one dimension, fixed or scalable).
pub fn vector_element(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, element, .. } if shape.len() == 1 => Some(*element),
        _ => None,
    }
}

/// A type LLVM IR can represent (upstream's `isCompatibleType`).
pub fn is_compatible(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Integer { signedness: Signedness::Signless, .. } => true,
        TypeKind::Float(_) => is_llvm_float(ctx, t),
        TypeKind::Vector { shape, element, .. } => {
            shape.len() == 1 && (is_signless(ctx, *element) || is_llvm_float(ctx, *element))
        }
        _ => match ctx.llvm_kind(t) {
            Some(LlvmType::Array { element, .. }) => is_compatible(ctx, *element),
            Some(LlvmType::Struct { body, .. }) => body.iter().flatten().all(|&e| is_compatible(ctx, e)),
            Some(LlvmType::Func { result, params, .. }) => {
                is_compatible(ctx, *result) && params.iter().all(|&p| is_compatible(ctx, p))
            }
            Some(_) => true,
            None => false,
        },
    }
}

/// `t` satisfies `scalar`, or is an LLVM-compatible vector of such.
fn scalar_or_vector(ctx: &Context, t: Type, scalar: fn(&Context, Type) -> bool) -> bool {
    scalar(ctx, t) || vector_element(ctx, t).is_some_and(|e| scalar(ctx, e))
}

fn is_aggregate(ctx: &Context, t: Type) -> bool {
    matches!(ctx.llvm_kind(t), Some(LlvmType::Array { .. } | LlvmType::Struct { .. }))
}

/// Types a load or store can move: everything compatible that has a size.
fn is_loadable(ctx: &Context, t: Type) -> bool {
    is_compatible(ctx, t)
        && !matches!(
            ctx.llvm_kind(t),
            Some(LlvmType::Void | LlvmType::Func { .. } | LlvmType::Label | LlvmType::Metadata | LlvmType::Token)
        )
        && !matches!(ctx.llvm_kind(t), Some(LlvmType::Struct { body: None, .. }))
}

/// `i1` or a vector of `i1` with the shape of `ty` (upstream's `getI1SameShape`).
pub(crate) fn i1_same_shape(ctx: &Context, ty: Type) -> Option<Type> {
    let i1 = ctx.integer_type(1);
    Some(match ctx.type_kind(ty) {
        TypeKind::Vector { shape, scalable, .. } => {
            ctx.ty(TypeKind::Vector { shape: shape.clone(), scalable: scalable.clone(), element: i1 })
        }
        _ => i1,
    })
}

/// The element type of a vector (for `extractelement`/`insertelement`).
pub(crate) fn vector_element_of(ctx: &Context, ty: Type) -> Option<Type> {
    vector_element(ctx, ty)
}

macro_rules! llvm_types {
    ($($name:ident = $desc:literal, $check:expr $(, build = $build:expr)?;)*) => {
        $(pub static $name: TypeConstraint = TypeConstraint {
            desc: $desc,
            check: $check,
            build: llvm_types!(@build $($build)?),
        };)*
    };
    (@build) => { None };
    (@build $b:expr) => { Some($b) };
}

llvm_types! {
    LLVM_TYPE = "LLVM dialect-compatible type", is_compatible;
    LLVM_INT = "signless integer", is_signless;
    LLVM_I1 = "1-bit signless integer", is_i1, build = |c| c.integer_type(1);
    LLVM_I8 = "8-bit signless integer", |c, t| matches!(c.type_kind(t),
        TypeKind::Integer { width: 8, signedness: Signedness::Signless });
    LLVM_INT_LIKE = "signless integer or LLVM dialect-compatible vector of signless integer",
        |c, t| scalar_or_vector(c, t, is_signless);
    LLVM_FLOAT_LIKE = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        |c, t| scalar_or_vector(c, t, is_llvm_float);
    LLVM_BOOL_LIKE = "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
        |c, t| scalar_or_vector(c, t, is_i1);
    LLVM_INT_OR_PTR_LIKE = "signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
        |c, t| scalar_or_vector(c, t, is_signless) || is_ptr(c, t);
    LLVM_PTR = "LLVM pointer type", is_ptr;
    LLVM_DEFAULT_PTR = "LLVM pointer in address space 0",
        |c, t| matches!(c.llvm_kind(t), Some(LlvmType::Ptr { address_space: 0 })),
        build = |c| c.llvm_type(LlvmType::Ptr { address_space: 0 });
    LLVM_PTR_LIKE = "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type", is_ptr;
    LLVM_LOADABLE = "LLVM type with size", is_loadable;
    LLVM_AGGREGATE = "LLVM aggregate type", is_aggregate;
    LLVM_VECTOR = "LLVM dialect-compatible vector type", |c, t| vector_element(c, t).is_some();
    LLVM_NON_AGGREGATE = "LLVM-compatible non-aggregate type",
        |c, t| is_compatible(c, t) && !is_aggregate(c, t);
    LLVM_TOKEN = "LLVM token type", |c, t| matches!(c.llvm_kind(t), Some(LlvmType::Token));
    LLVM_FLOAT = "floating-point", |c, t| c.is_float(t);
    LLVM_INT_VECTOR = "LLVM dialect-compatible vector of signless integer",
        |c, t| vector_element(c, t).is_some_and(|e| is_signless(c, e));
    LLVM_FLOAT_VECTOR = "LLVM dialect-compatible vector of floating-point",
        |c, t| vector_element(c, t).is_some_and(|e| c.is_float(e));
    LLVM_BOOL_VECTOR = "LLVM dialect-compatible vector of 1-bit signless integer",
        |c, t| vector_element(c, t).is_some_and(|e| is_i1(c, e));
    LLVM_STRUCT = "LLVM structure type", |c, t| matches!(c.llvm_kind(t), Some(LlvmType::Struct { .. }));
    LLVM_ATOMIC_RMW_TYPE = "floating point LLVM type or LLVM pointer type or signless integer",
        |c, t| is_llvm_float(c, t) || is_ptr(c, t) || is_signless(c, t);
    LLVM_CMP_XCHG_TYPE = "signless integer or LLVM pointer type", |c, t| is_signless(c, t) || is_ptr(c, t);
}

/// The type itself (for `TypesMatchWith` between equal types).
pub(crate) fn same_type(_: &Context, ty: Type) -> Option<Type> {
    Some(ty)
}

/// `!llvm.struct<(ty, i1)>`: what `cmpxchg` returns.
pub(crate) fn val_and_bool_struct(ctx: &Context, ty: Type) -> Option<Type> {
    Some(ctx.llvm_struct_type(vec![ty, ctx.integer_type(1)]))
}

// ---- integer enums ---------------------------------------------------------------

pub static ICMP_ENUM: IntEnum = IntEnum {
    name: "::mlir::LLVM::ICmpPredicate",
    width: 64,
    cases: &[
        ("eq", 0),
        ("ne", 1),
        ("slt", 2),
        ("sle", 3),
        ("sgt", 4),
        ("sge", 5),
        ("ult", 6),
        ("ule", 7),
        ("ugt", 8),
        ("uge", 9),
    ],
    summary: Some("llvm.icmp comparison predicate"),
};
pub static FCMP_ENUM: IntEnum = IntEnum {
    name: "::mlir::LLVM::FCmpPredicate",
    width: 64,
    cases: &[
        ("_false", 0),
        ("oeq", 1),
        ("ogt", 2),
        ("oge", 3),
        ("olt", 4),
        ("ole", 5),
        ("one", 6),
        ("ord", 7),
        ("ueq", 8),
        ("ugt", 9),
        ("uge", 10),
        ("ult", 11),
        ("ule", 12),
        ("une", 13),
        ("uno", 14),
        ("_true", 15),
    ],
    summary: Some("llvm.fcmp comparison predicate"),
};
pub static ORDERING_ENUM: IntEnum = IntEnum {
    name: "::mlir::LLVM::AtomicOrdering",
    width: 64,
    cases: &[
        ("not_atomic", 0),
        ("unordered", 1),
        ("monotonic", 2),
        ("acquire", 4),
        ("release", 5),
        ("acq_rel", 6),
        ("seq_cst", 7),
    ],
    summary: Some("Atomic ordering for LLVM's memory model"),
};
pub static ATOMIC_BIN_OP_ENUM: IntEnum = IntEnum {
    name: "::mlir::LLVM::AtomicBinOp",
    width: 64,
    cases: &[
        ("xchg", 0),
        ("add", 1),
        ("sub", 2),
        ("_and", 3),
        ("nand", 4),
        ("_or", 5),
        ("_xor", 6),
        ("max", 7),
        ("min", 8),
        ("umax", 9),
        ("umin", 10),
        ("fadd", 11),
        ("fsub", 12),
        ("fmax", 13),
        ("fmin", 14),
        ("uinc_wrap", 15),
        ("udec_wrap", 16),
    ],
    summary: Some("llvm.atomicrmw binary operations"),
};
/// `unnamed_addr`: 0 is written as nothing.
pub static UNNAMED_ADDR_ENUM: IntEnum = IntEnum {
    name: "::mlir::LLVM::UnnamedAddr",
    width: 64,
    cases: &[("", 0), ("local_unnamed_addr", 1), ("unnamed_addr", 2)],
    summary: Some("LLVM GlobalValue UnnamedAddr"),
};
/// `visibility_`: the default visibility (0) is written as nothing.
pub static VISIBILITY_ENUM: IntEnum = IntEnum {
    name: "::mlir::LLVM::Visibility",
    width: 64,
    cases: &[("", 0), ("hidden", 1), ("protected", 2)],
    summary: Some("LLVM GlobalValue Visibility"),
};

pub static ICMP_PREDICATE: AttrConstraint =
    AttrConstraint { desc: "", class: AttrClass::IntEnum(&ICMP_ENUM), default: |c, t| ICMP_ENUM.attr_for(c, t) };
pub static FCMP_PREDICATE: AttrConstraint =
    AttrConstraint { desc: "", class: AttrClass::IntEnum(&FCMP_ENUM), default: |c, t| FCMP_ENUM.attr_for(c, t) };
pub static ATOMIC_ORDERING: AttrConstraint = AttrConstraint {
    desc: "",
    class: AttrClass::IntEnum(&ORDERING_ENUM),
    default: |c, t| ORDERING_ENUM.attr_for(c, t),
};
/// How the linker picks among sections of the same comdat.
pub static COMDAT_KIND_ENUM: IntEnum = IntEnum {
    name: "::mlir::LLVM::comdat::Comdat",
    width: 64,
    cases: &[("any", 0), ("exactmatch", 1), ("largest", 2), ("nodeduplicate", 3), ("samesize", 4)],
    summary: Some("LLVM Comdat Types"),
};
pub static COMDAT_KIND: AttrConstraint = AttrConstraint {
    desc: "",
    class: AttrClass::IntEnum(&COMDAT_KIND_ENUM),
    default: |c, t| COMDAT_KIND_ENUM.attr_for(c, t),
};
pub static ASM_DIALECT_ENUM: IntEnum = IntEnum {
    name: "::mlir::LLVM::AsmDialect",
    width: 64,
    cases: &[("att", 0), ("intel", 1)],
    summary: Some("ATT (0) or Intel (1) asm dialect"),
};
pub static ASM_DIALECT: AttrConstraint = AttrConstraint {
    desc: "",
    class: AttrClass::IntEnum(&ASM_DIALECT_ENUM),
    default: |c, t| ASM_DIALECT_ENUM.attr_for(c, t),
};
pub static ATOMIC_BIN_OP: AttrConstraint = AttrConstraint {
    desc: "",
    class: AttrClass::IntEnum(&ATOMIC_BIN_OP_ENUM),
    default: |c, t| ATOMIC_BIN_OP_ENUM.attr_for(c, t),
};
pub static UNNAMED_ADDR: AttrConstraint = AttrConstraint {
    desc: "",
    class: AttrClass::IntEnum(&UNNAMED_ADDR_ENUM),
    default: |c, _| Some(UNNAMED_ADDR_ENUM.attr(c, 0)),
};
pub static VISIBILITY: AttrConstraint = AttrConstraint {
    desc: "",
    class: AttrClass::IntEnum(&VISIBILITY_ENUM),
    default: |c, _| Some(VISIBILITY_ENUM.attr(c, 0)),
};

// ---- attribute constraints ---------------------------------------------------------

pub static LINKAGE_ATTR: AttrConstraint = AttrConstraint {
    desc: "LLVM Linkage specification",
    class: AttrClass::Plain { check: |c, a| LINKAGE.case_of(c, a).is_some(), ty: None },
    default: |c, t| LINKAGE.attr_for(c, t),
};
pub static CCONV_ATTR: AttrConstraint = AttrConstraint {
    desc: "LLVM Calling Convention specification",
    class: AttrClass::Plain { check: |c, a| CCONV.case_of(c, a).is_some(), ty: None },
    default: |c, t| CCONV.attr_for(c, t),
};
pub static TAIL_CALL_KIND_ATTR: AttrConstraint = AttrConstraint {
    desc: "LLVM Calling Convention specification",
    class: AttrClass::Plain { check: |c, a| TAIL_CALL_KIND.case_of(c, a).is_some(), ty: None },
    default: |c, t| TAIL_CALL_KIND.attr_for(c, t),
};
pub static FRAME_POINTER_KIND_ATTR: AttrConstraint = AttrConstraint {
    desc: "LLVM FramePointerKind",
    class: AttrClass::Plain { check: |c, a| FRAME_POINTER_KIND.case_of(c, a).is_some(), ty: None },
    default: |c, t| FRAME_POINTER_KIND.attr_for(c, t),
};
pub static FASTMATH_FLAGS: AttrConstraint = AttrConstraint {
    desc: "LLVM fastmath flags",
    class: AttrClass::BitEnum(&FASTMATH),
    default: |c, t| FASTMATH.default(c, t),
};
pub static OVERFLOW_FLAGS: AttrConstraint = AttrConstraint {
    desc: "LLVM integer overflow flags",
    class: AttrClass::BitEnum(&OVERFLOW),
    default: |c, t| OVERFLOW.default(c, t),
};
pub static LLVM_FUNCTION_TYPE_ATTR: AttrConstraint = AttrConstraint {
    desc: "type attribute of LLVM function type",
    class: AttrClass::Plain {
        check: |c, a| matches!(c.attr_kind(a), AttrKind::Type(t) if matches!(c.llvm_kind(*t), Some(LlvmType::Func { .. }))),
        ty: None,
    },
    default: |_, _| None,
};
/// `array<i32: ...>`, written `[1, 2]` in formats.
pub static BARE_I32_ARRAY: AttrConstraint = AttrConstraint {
    desc: "i32 dense array attribute",
    class: AttrClass::Custom {
        check: |c, a| crate::opdef::ods::i32_array(c, a).is_some(),
        parse: |p| parse_bare_array(p, 32),
        print: print_bare_array,
    },
    default: |_, _| None,
};
/// `array<i64: ...>`, written `[1, 2]` in formats.
pub static BARE_I64_ARRAY: AttrConstraint = AttrConstraint {
    desc: "i64 dense array attribute",
    class: AttrClass::Custom {
        check: |c, a| i64_array_values(c, a).is_some(),
        parse: |p| parse_bare_array(p, 64),
        print: print_bare_array,
    },
    default: |_, _| None,
};
/// `#llvm.loop_annotation<...>` (upstream's constraint has no description).
pub static LOOP_ANNOTATION_ATTR: AttrConstraint = AttrConstraint {
    desc: "",
    class: AttrClass::Plain { check: |c, a| metadata::metadata_of(c, a, "loop_annotation").is_some(), ty: None },
    default: |_, _| None,
};
/// `[#llvm.access_group<...>, ...]` on memory accesses and calls.
pub static ACCESS_GROUP_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "LLVM dialect access group metadata array",
    class: AttrClass::Plain { check: |c, a| metadata_array(c, a, "access_group"), ty: None },
    default: |_, _| None,
};
/// An array of metadata attributes of kind `mnemonic`.
fn metadata_array(c: &Context, a: Attribute, mnemonic: &str) -> bool {
    matches!(c.attr_kind(a), AttrKind::Array(items) if items.iter().all(|&i| metadata::metadata_of(c, i, mnemonic).is_some()))
}
pub static ALIAS_SCOPE_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "LLVM dialect alias scope array",
    class: AttrClass::Plain { check: |c, a| metadata_array(c, a, "alias_scope"), ty: None },
    default: |_, _| None,
};
pub static TBAA_TAG_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "LLVM dialect TBAA tag metadata array",
    class: AttrClass::Plain { check: |c, a| metadata_array(c, a, "tbaa_tag"), ty: None },
    default: |_, _| None,
};
/// `#llvm.alias_scope<...>` in a format: another attribute is an error
/// where it is written, as upstream's.
pub static ALIAS_SCOPE_ATTR: AttrConstraint = AttrConstraint {
    desc: "LLVM dialect alias scope",
    class: AttrClass::Custom {
        check: |c, a| metadata::metadata_of(c, a, "alias_scope").is_some(),
        parse: |p| {
            let at = p.offset();
            let a = p.parse_attribute()?;
            if metadata::metadata_of(p.ctx, a, "alias_scope").is_none() {
                return Err(p.error_at(at, "invalid kind of attribute specified"));
            }
            Ok(a)
        },
        print: |p, a| p.print_attr(a),
    },
    default: |_, _| None,
};
/// A metadata attribute of one kind in a format: another attribute is an
/// error where it is written, as upstream's.
macro_rules! metadata_attr_constraint {
    ($name:ident, $mnemonic:literal, $desc:literal) => {
        pub static $name: AttrConstraint = AttrConstraint {
            desc: $desc,
            class: AttrClass::Custom {
                check: |c, a| metadata::metadata_of(c, a, $mnemonic).is_some(),
                parse: |p| {
                    let at = p.offset();
                    let a = p.parse_attribute()?;
                    if metadata::metadata_of(p.ctx, a, $mnemonic).is_none() {
                        return Err(p.error_at(at, "invalid kind of attribute specified"));
                    }
                    Ok(a)
                },
                print: |p, a| p.print_attr(a),
            },
            default: |c, _| metadata::MetadataAttr::build(c, $mnemonic, Vec::new()),
        };
    };
}
metadata_attr_constraint!(DI_LOCAL_VARIABLE_ATTR, "di_local_variable", "");
metadata_attr_constraint!(DI_EXPRESSION_ATTR, "di_expression", "");
metadata_attr_constraint!(DI_LABEL_ATTR, "di_label", "");
metadata_attr_constraint!(DI_GLOBAL_VARIABLE_EXPRESSION_ATTR, "di_global_variable_expression", "");
/// An attribute Strata keeps but does not interpret.
pub static OPAQUE_ATTR: AttrConstraint = AttrConstraint {
    desc: "any attribute",
    class: AttrClass::Plain { check: |_, _| true, ty: None },
    default: |_, _| None,
};
pub static NON_NEGATIVE_I32_ATTR: AttrConstraint = AttrConstraint {
    desc: "32-bit signless integer attribute whose value is non-negative",
    class: AttrClass::Plain {
        check: |c, a| {
            matches!(c.attr_kind(a), AttrKind::Integer { ty, value }
                if c.int_info(*ty) == Some((32, Signedness::Signless)) && !c.is_index(*ty) && value.sign() != num_bigint::Sign::Minus)
        },
        ty: Some(|c| c.integer_type(32)),
    },
    default: |c, t| t.parse::<i64>().ok().map(|v| c.int_attr(c.integer_type(32), v)),
};

/// The values of an `array<i64: ...>` attribute.
pub(crate) fn i64_array_values(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { element, values } if ctx.int_info(*element).is_some_and(|(w, _)| w == 64) => {
            Some(values.iter().map(|&v| v as u64 as i64).collect())
        }
        _ => None,
    }
}

pub static I1_ATTR: AttrConstraint = AttrConstraint {
    desc: "1-bit signless integer attribute",
    class: AttrClass::Plain {
        check: |c, a| matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if is_i1(c, *ty)),
        ty: Some(|c| c.integer_type(1)),
    },
    default: |_, _| None,
};

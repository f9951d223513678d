//! The linalg dialect (MLIR 19): structured ops over tensors and memrefs.
//! `linalg.generic` carries its indexing maps, iterator types and payload;
//! the named ops (`linalg.matmul`, convolutions, poolings, elementwise ops)
//! are data in `named_ops.def` (`named.rs`), whose payload the parser builds
//! (`region.rs`). `structured.rs` is the view every structured op shares;
//! `syntax.rs` their `ins(...) outs(...)` syntax, `verify.rs` upstream's
//! structured-op checks. `map_reduce.rs` holds `linalg.map`, `reduce`,
//! `transpose` and `broadcast` (structured ops with syntax of their own);
//! `ops.rs` softmax and the Winograd transforms, declared in `ops.ods`;
//! `build.rs` builds generics for the transforms, `contraction.rs` finds
//! the matmul a contraction embeds, `canonicalize.rs` erases identity
//! generics.

pub mod build;
mod canonicalize;
pub mod contraction;
mod map_reduce;
pub mod named;
pub(crate) mod ops;
pub mod region;
mod reify;
pub mod structured;
mod syntax;
mod verify;

use crate::ir::{AttrKind, Attribute, Body, Context, OpId};
use crate::opdef::{AttrStorage, OpDefinition, Registry, Traits};

pub use structured::StructuredOp;

const ITERATOR_TYPES: &[&str] = &["parallel", "reduction", "window"];
const TYPE_FNS: &[&str] = &["cast_signed", "cast_unsigned"];
const UNARY_FNS: &[&str] =
    &["exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt", "square", "tanh", "erf"];
const BINARY_FNS: &[&str] =
    &["add", "sub", "mul", "div", "div_unsigned", "max_signed", "min_signed", "max_unsigned", "min_unsigned", "powf"];

const STRUCTURED_ATTRS: &[(&str, AttrStorage)] = &[
    ("operandSegmentSizes", AttrStorage::Any),
    ("indexing_maps", AttrStorage::Array),
    ("iterator_types", AttrStorage::Array),
    ("doc", AttrStorage::String),
    ("library_call", AttrStorage::String),
];

pub fn register(r: &mut Registry) {
    r.add_dialect("linalg");
    r.add_dialect_attrs("linalg", |data| {
        canonicalize_keyword(data, "iterator_type", ITERATOR_TYPES)
            .or_else(|| canonicalize_keyword(data, "type_fn", TYPE_FNS))
            .or_else(|| canonicalize_keyword(data, "unary_fn", UNARY_FNS))
            .or_else(|| canonicalize_keyword(data, "binary_fn", BINARY_FNS))
    });
    crate::opdef::ods::register_all(r, ops::OPS);
    if let Some(def) = r.op("linalg.softmax").cloned() {
        r.add_op(OpDefinition { effects: Some(softmax_effects), ..def });
    }
    r.add_dps_inits("linalg", dps_inits);
    r.add_canonicalizer(canonicalize::erase_dead);
    r.add_canonicalizer(canonicalize::fold_cast_consumer);
    r.add_canonicalizer(canonicalize::infer_static_shapes);
    r.add_reify_result_shapes("linalg", reify::reify_result_shapes);
    r.add_op(OpDefinition {
        parse: Some(syntax::parse_yield),
        print: Some(syntax::print_yield),
        verify: Some(verify::verify_yield),
        ..OpDefinition::new("linalg.yield", Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::PURE)
    });
    r.add_op(OpDefinition {
        inherent_attrs: &[("dim", AttrStorage::Any)],
        required_attrs: Some(&["dim"]),
        parse: Some(syntax::parse_index),
        print: Some(syntax::print_index),
        verify: Some(verify::verify_index),
        ..OpDefinition::new("linalg.index", Traits::PURE)
    });
    let structured = Traits::RECURSIVE_EFFECTS | Traits::SINGLE_BLOCK;
    r.add_op(OpDefinition {
        inherent_attrs: STRUCTURED_ATTRS,
        required_attrs: Some(&["indexing_maps", "iterator_types"]),
        parse: Some(syntax::parse_generic),
        print: Some(syntax::print_generic),
        verify: Some(verify::verify_structured),
        arg_names: Some(syntax::payload_arg_names),
        effects: Some(structured::effects),
        canonicalize: Some(canonicalize::erase_identity_generic),
        ..OpDefinition::new("linalg.generic", structured)
    });
    // Upstream's map has no attribute; the others one required index list.
    let map_reduce: [(&str, &[(&str, AttrStorage)]); 4] = [
        ("linalg.map", &[]),
        ("linalg.reduce", &[("dimensions", AttrStorage::Any)]),
        ("linalg.transpose", &[("permutation", AttrStorage::Any)]),
        ("linalg.broadcast", &[("dimensions", AttrStorage::Any)]),
    ];
    for (name, attrs) in map_reduce {
        r.add_op(OpDefinition {
            inherent_attrs: attrs,
            required_attrs: Some(&["dimensions", "permutation"]),
            parse: Some(map_reduce::parse),
            print: Some(map_reduce::print),
            verify: Some(map_reduce::verify),
            names: Some(map_reduce::result_names),
            arg_names: Some(syntax::payload_arg_names),
            effects: Some(structured::effects),
            ..OpDefinition::new(name, structured)
        });
    }
    for (op, attrs) in named::named_ops().iter().zip(named::property_attrs()) {
        r.add_op(OpDefinition {
            inherent_attrs: attrs.as_slice(),
            // Upstream's function and index attributes all have defaults.
            required_attrs: Some(&[]),
            parse: Some(syntax::parse_named),
            print: Some(syntax::print_named),
            verify: Some(verify::verify_structured),
            arg_names: Some(syntax::payload_arg_names),
            effects: Some(structured::effects),
            ..OpDefinition::new(op.name.as_str(), structured)
        });
    }
}

/// The linalg dialect's canonicalization patterns for any op (erasing
/// structured ops on empty buffers, folding a cast of a result into the op,
/// inferring static operand shapes), for pattern sets that include them.
pub fn dialect_canonicalization(rw: &mut crate::rewrite::Rewriter<'_>, op: OpId) -> bool {
    canonicalize::erase_dead(rw, op)
        || canonicalize::fold_cast_consumer(rw, op)
        || canonicalize::infer_static_shapes(rw, op)
}

/// The case of a `#linalg.<mnemonic><case>` attribute.
pub(crate) fn keyword_of<'c>(ctx: &'c Context, a: Attribute, mnemonic: &str) -> Option<&'c str> {
    match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, data, ty: None } if ctx.str(*dialect) == "linalg" => {
            data.strip_prefix(mnemonic)?.strip_prefix('<')?.strip_suffix('>')
        }
        _ => None,
    }
}

/// `#linalg.<mnemonic><case>`.
pub(crate) fn keyword_attr(ctx: &Context, mnemonic: &str, case: &str) -> Attribute {
    ctx.attr(AttrKind::Opaque { dialect: ctx.ident("linalg"), data: format!("{mnemonic}<{case}>"), ty: None })
}

/// Canonical body of `#linalg.<mnemonic><case>`; `None` when the body names
/// another attribute.
fn canonicalize_keyword(
    data: &str,
    mnemonic: &str,
    cases: &[&str],
) -> Option<Result<String, crate::opdef::AttrBodyErrors>> {
    let rest = data.strip_prefix(mnemonic)?;
    let open = data.len() - rest.trim_start().len();
    let inner = rest.trim_start().strip_prefix('<')?.strip_suffix('>')?;
    let word = inner.trim();
    if cases.contains(&word) {
        return Some(Ok(format!("{mnemonic}<{word}>")));
    }
    let at = open + 1 + (inner.len() - inner.trim_start().len());
    Some(Err(vec![(at, format!("expected one of [{}] for {mnemonic}", cases.join(", ")))]))
}

/// Softmax reads its input and reads and writes its output when they are
/// memrefs; on tensors it has no effects (upstream's `getEffects`).
fn softmax_effects(ctx: &Context, body: &Body, op: OpId) -> Traits {
    let is_memref =
        |v: &crate::ir::ValueId| matches!(ctx.type_kind(body.value_type(*v)), crate::ir::TypeKind::MemRef { .. });
    let operands = body.operands(op);
    let mut traits = Traits::NONE;
    if operands.first().is_some_and(is_memref) {
        traits = traits | Traits::MEM_READ;
    }
    if operands.get(1).is_some_and(is_memref) {
        traits = traits | Traits::MEM_READ | Traits::MEM_WRITE;
    }
    traits
}

/// The structured ops write into their inits; softmax and the Winograd
/// transforms into their `output`.
fn dps_inits(ctx: &Context, body: &Body, op: OpId) -> Option<std::ops::Range<usize>> {
    if let Some(s) = structured::StructuredOp::get(ctx, body, op) {
        return Some(s.num_inputs(ctx, body)..body.operands(op).len());
    }
    match ctx.str(body.op(op).name) {
        "linalg.softmax"
        | "linalg.winograd_filter_transform"
        | "linalg.winograd_input_transform"
        | "linalg.winograd_output_transform" => Some(1..2),
        _ => None,
    }
}

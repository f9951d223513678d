//! `arith-int-narrowing`: integer arithmetic computed in the narrowest of
//! the target's supported bitwidths (`int-bitwidths-supported`) that holds
//! every possible result, as upstream MLIR 19's pass does:
//!
//! * `addi`, `muli`, `maxsi`/`minsi`, `maxui`/`minui`, `subi` and `divsi`
//!   (signed operands only) and `divui` (unsigned only) whose left operand
//!   is an `extsi`/`extui` and whose right operand is an extension of the
//!   same kind or a constant: the operands are truncated to the narrow type,
//!   the op computes there, and the result is extended back. The narrow
//!   type must hold the operands plus the bits the op can add (one for
//!   `addi`/`subi`/`divsi`, twice the operand bits for `muli`).
//! * `sitofp`/`uitofp` of an extension (or of a small constant) convert
//!   from the narrow value.
//! * `index_cast`/`index_castui` of an index whose bounds are known become
//!   a cast to the narrow type and an extension. Upstream asks its value
//!   bounds analysis; Strata asks its integer range analysis, which knows
//!   the same loop induction variables and constants and is never less
//!   precise on them.
//! * Extensions move below the vector ops that only move elements
//!   (`broadcast`, `extract`, `extractelement`, `extract_strided_slice`,
//!   `shape_cast`, `transpose`, `flat_transpose`, and the insertions when
//!   the destination fits the narrow type too), where they meet the ops
//!   above.

use num_bigint::BigInt;
use num_traits::Signed;
use rustc_hash::FxHashMap;

use crate::dialects::arith::same_shape;
use crate::ir::{AttrKind, Body, Context, DenseValues, OperationState, Type, TypeKind, ValueId};
use crate::pass::registry::{int_list, PassOptions};
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use crate::rewrite::{value_constant, Rewriter};
use crate::syntax::diag::Diagnostic;
use crate::transforms::int_range::analysis::IntRanges;
use crate::transforms::int_range::{analyze_all, arena_key};

struct IntNarrowing {
    /// Supported widths, ascending.
    widths: Vec<u32>,
}

pub fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let list = int_list(opts, "int-bitwidths-supported")?;
    if list.is_empty() || list.iter().any(|&w| w <= 0 || w > i64::from(u32::MAX >> 8)) {
        return Err(
            "arith-int-narrowing: int-bitwidths-supported must list the supported widths, none of them 0".into()
        );
    }
    let mut widths: Vec<u32> = list.iter().map(|&w| w as u32).collect();
    widths.sort_unstable();
    Ok(Box::new(IntNarrowing { widths }))
}

impl Pass for IntNarrowing {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let (ctx, registry) = (cx.ctx, cx.registry);
        let mut ranges = FxHashMap::default();
        analyze_all(ctx, registry, &mut target.body, &mut ranges);
        let patterns = |rw: &mut Rewriter<'_>, op| {
            let n = Narrowing { widths: &self.widths, ranges: ranges.get(&arena_key(rw.body)) };
            n.apply(rw, op)
        };
        apply_pattern_set_greedily(
            ctx,
            registry,
            Some(target.name),
            &mut target.body,
            &GreedyConfig::default(),
            &patterns,
        );
        Ok(())
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Ext {
    Sign,
    Zero,
}

impl Ext {
    fn op_name(self) -> &'static str {
        match self {
            Ext::Sign => "arith.extsi",
            Ext::Zero => "arith.extui",
        }
    }
}

/// An `arith.extsi`/`arith.extui` and its kind.
#[derive(Clone, Copy)]
struct Extension {
    kind: Ext,
    result: ValueId,
    input: ValueId,
}

struct Narrowing<'w> {
    widths: &'w [u32],
    ranges: Option<&'w IntRanges>,
}

/// The bits a binary op's result needs for operands of the given bits.
type Growth = fn(u32) -> u32;

/// How a binary op's result grows over its operands, and which extensions
/// it accepts.
fn binary_rule(name: &str) -> Option<(Growth, Option<Ext>)> {
    let plus_one: Growth = |b| b + 1;
    let same: Growth = |b| b;
    Some(match name {
        "arith.addi" => (plus_one, None),
        "arith.subi" => (plus_one, Some(Ext::Sign)),
        "arith.muli" => (|b| 2 * b, None),
        "arith.divsi" => (plus_one, Some(Ext::Sign)),
        "arith.divui" => (same, Some(Ext::Zero)),
        "arith.maxsi" | "arith.minsi" => (same, Some(Ext::Sign)),
        "arith.maxui" | "arith.minui" => (same, Some(Ext::Zero)),
        _ => return None,
    })
}

impl Narrowing<'_> {
    fn apply(&self, rw: &mut Rewriter<'_>, op: crate::ir::OpId) -> bool {
        let name = rw.ctx.str(rw.body.op(op).name);
        if let Some((grow, only)) = binary_rule(name) {
            return self.binary(rw, op, grow, only);
        }
        match name {
            "arith.sitofp" => self.int_to_fp(rw, op, Ext::Sign),
            "arith.uitofp" => self.int_to_fp(rw, op, Ext::Zero),
            "arith.index_cast" => self.index_cast(rw, op, Ext::Sign),
            "arith.index_castui" => self.index_cast(rw, op, Ext::Zero),
            "vector.broadcast"
            | "vector.extract"
            | "vector.extractelement"
            | "vector.extract_strided_slice"
            | "vector.shape_cast"
            | "vector.transpose"
            | "vector.flat_transpose" => extension_over_move(rw, op),
            "vector.insert" | "vector.insertelement" | "vector.insert_strided_slice" => {
                self.extension_over_insert(rw, op)
            }
            _ => false,
        }
    }

    /// The narrowest supported integer type of `ty`'s shape holding `bits`,
    /// when it is another type than `ty`.
    fn narrow_type(&self, ctx: &Context, bits: u32, ty: Type) -> Option<Type> {
        let width = *self.widths.iter().find(|&&w| w >= bits)?;
        let element = ctx.element_type(ty).unwrap_or(ty);
        if !matches!(ctx.type_kind(element), TypeKind::Integer { .. }) {
            return None;
        }
        let narrow = ctx.integer_type(width);
        if narrow == element {
            return None;
        }
        match ctx.type_kind(ty) {
            TypeKind::Integer { .. } => Some(narrow),
            TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. } => {
                Some(same_shape(ctx, ty, narrow))
            }
            _ => None,
        }
    }

    fn binary(&self, rw: &mut Rewriter<'_>, op: crate::ir::OpId, grow: Growth, only: Option<Ext>) -> bool {
        let ctx = rw.ctx;
        let ty = rw.body.value_type(rw.body.results(op)[0]);
        let Some(result_bits) = type_bits(ctx, ty) else { return false };
        let (lhs, rhs) = (rw.body.operands(op)[0], rw.body.operands(op)[1]);
        let Some(ext) = extension(ctx, rw.body, lhs) else { return false };
        if only.is_some_and(|k| k != ext.kind) {
            return false;
        }
        let Some(lhs_bits) = bits_required(rw, ext.input, ext.kind).filter(|&b| b < result_bits) else { return false };
        let Some(rhs_bits) = bits_required(rw, rhs, ext.kind).filter(|&b| b < result_bits) else { return false };
        let Some(narrow) = self.narrow_type(ctx, grow(lhs_bits.max(rhs_bits)), ty) else { return false };
        if !type_bits(ctx, narrow).is_some_and(|b| b < result_bits) {
            return false;
        }
        let loc = rw.body.op(op).loc;
        rw.set_insertion_point_before(op);
        let new_lhs = trunc(rw, lhs, narrow, loc);
        let new_rhs = trunc(rw, rhs, narrow, loc);
        let name = ctx.str(rw.body.op(op).name);
        let computed = rw.create(OperationState::new(ctx, name, loc, vec![new_lhs, new_rhs], vec![narrow]));
        let value = rw.body.results(computed)[0];
        replace_by_extension(rw, op, ext.kind, value);
        true
    }

    fn int_to_fp(&self, rw: &mut Rewriter<'_>, op: crate::ir::OpId, kind: Ext) -> bool {
        let ctx = rw.ctx;
        let input = rw.body.operands(op)[0];
        let Some(bits) = bits_required(rw, input, kind) else { return false };
        let Some(narrow) = self.narrow_type(ctx, bits, rw.body.value_type(input)) else { return false };
        let loc = rw.body.op(op).loc;
        rw.set_insertion_point_before(op);
        let new_input = trunc(rw, input, narrow, loc);
        let ty = rw.body.value_type(rw.body.results(op)[0]);
        let name = ctx.str(rw.body.op(op).name);
        let converted = rw.create(OperationState::new(ctx, name, loc, vec![new_input], vec![ty]));
        let value = rw.body.results(converted)[0];
        rw.replace_op(op, &[value]);
        true
    }

    fn index_cast(&self, rw: &mut Rewriter<'_>, op: crate::ir::OpId, kind: Ext) -> bool {
        let ctx = rw.ctx;
        let input = rw.body.operands(op)[0];
        if !ctx.is_index(rw.body.value_type(input)) {
            return false;
        }
        let Some(range) = self.ranges.and_then(|r| r.get(input)) else { return false };
        let (lo, hi) = (BigInt::from(range.smin), BigInt::from(range.smax));
        let bits = constant_bits(&lo, 64, kind).max(constant_bits(&hi, 64, kind));
        let ty = rw.body.value_type(rw.body.results(op)[0]);
        if !matches!(ctx.type_kind(ty), TypeKind::Integer { .. }) {
            return false;
        }
        let Some(width) = type_bits(ctx, ty) else { return false };
        if width <= bits {
            return false;
        }
        let Some(narrow) = self.narrow_type(ctx, bits, ty) else { return false };
        let loc = rw.body.op(op).loc;
        rw.set_insertion_point_before(op);
        let name = ctx.str(rw.body.op(op).name);
        let cast = rw.create(OperationState::new(ctx, name, loc, vec![input], vec![narrow]));
        let value = rw.body.results(cast)[0];
        replace_by_extension(rw, op, kind, value);
        true
    }

    /// `vector.insert*` of an extension into a destination that fits the
    /// narrow type as well: insert the narrow values, then extend.
    fn extension_over_insert(&self, rw: &mut Rewriter<'_>, op: crate::ir::OpId) -> bool {
        let ctx = rw.ctx;
        let (source, dest) = (rw.body.operands(op)[0], rw.body.operands(op)[1]);
        let Some(ext) = extension(ctx, rw.body, source) else { return false };
        let ty = rw.body.value_type(rw.body.results(op)[0]);
        let Some(orig_bits) = type_bits(ctx, ty) else { return false };
        let Some(dest_bits) = bits_required(rw, dest, ext.kind).filter(|&b| b < orig_bits) else { return false };
        let Some(inserted_bits) = bits_required(rw, ext.input, ext.kind).filter(|&b| b < orig_bits) else {
            return false;
        };
        let bits = dest_bits.max(inserted_bits);
        let Some(narrow_vector) = self.narrow_type(ctx, bits, ty) else { return false };
        let Some(narrow_value) = self.narrow_type(ctx, bits, rw.body.value_type(ext.result)) else { return false };
        let loc = rw.body.op(op).loc;
        rw.set_insertion_point_before(op);
        let value = trunc(rw, ext.result, narrow_value, loc);
        let dest = trunc(rw, dest, narrow_vector, loc);
        let mut operands = rw.body.operands(op).to_vec();
        operands[0] = value;
        operands[1] = dest;
        let insert = rw.rebuild_with(op, operands, vec![narrow_vector]);
        let narrow = rw.body.results(insert)[0];
        replace_by_extension(rw, op, ext.kind, narrow);
        true
    }
}

/// A vector op that only moves the elements of its first operand, an
/// extension: move them unextended and extend the result.
fn extension_over_move(rw: &mut Rewriter<'_>, op: crate::ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(ext) = extension(ctx, rw.body, rw.body.operands(op)[0]) else { return false };
    let in_type = rw.body.value_type(ext.input);
    let in_element = ctx.element_type(in_type).unwrap_or(in_type);
    let ty = same_shape(ctx, rw.body.value_type(rw.body.results(op)[0]), in_element);
    let mut operands = rw.body.operands(op).to_vec();
    operands[0] = ext.input;
    rw.set_insertion_point_before(op);
    let moved = rw.rebuild_with(op, operands, vec![ty]);
    let value = rw.body.results(moved)[0];
    replace_by_extension(rw, op, ext.kind, value);
    true
}

/// Replace `op`'s result by an extension of `kind` of `value` to its type.
fn replace_by_extension(rw: &mut Rewriter<'_>, op: crate::ir::OpId, kind: Ext, value: ValueId) {
    let ctx = rw.ctx;
    let ty = rw.body.value_type(rw.body.results(op)[0]);
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let ext = rw.create(OperationState::new(ctx, kind.op_name(), loc, vec![value], vec![ty]));
    let extended = rw.body.results(ext)[0];
    rw.replace_op(op, &[extended]);
}

/// `arith.trunci` of `v` to `ty`, folded when it folds.
fn trunc(rw: &mut Rewriter<'_>, v: ValueId, ty: Type, loc: crate::ir::Location) -> ValueId {
    let op = rw.body.create_op(OperationState::new(rw.ctx, "arith.trunci", loc, vec![v], vec![ty]));
    rw.create_or_fold(op)[0]
}

/// The `arith.extsi`/`arith.extui` defining `v`.
fn extension(ctx: &Context, body: &Body, v: ValueId) -> Option<Extension> {
    let op = body.defining_op(v)?;
    let kind = match ctx.str(body.op(op).name) {
        "arith.extsi" => Ext::Sign,
        "arith.extui" => Ext::Zero,
        _ => return None,
    };
    Some(Extension { kind, result: v, input: body.operands(op)[0] })
}

/// The width of an integer type or of a shaped type's integer elements.
fn type_bits(ctx: &Context, ty: Type) -> Option<u32> {
    let element = ctx.element_type(ty).unwrap_or(ty);
    match ctx.type_kind(element) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// The bits `v` needs: for a constant, those of its widest element; through
/// an extension of `kind`, those of its input; otherwise its type's width.
fn bits_required(rw: &Rewriter<'_>, v: ValueId, kind: Ext) -> Option<u32> {
    let ctx = rw.ctx;
    if let Some(attr) = value_constant(ctx, rw.registry, rw.body, v) {
        match ctx.attr_kind(attr) {
            AttrKind::Integer { ty, value } => {
                let width = if ctx.is_index(*ty) { 64 } else { type_bits(ctx, *ty)? };
                return Some(constant_bits(value, width, kind));
            }
            AttrKind::DenseElements { ty, values: DenseValues::Int(values), .. } => {
                let element = ctx.element_type(*ty)?;
                let width = if ctx.is_index(element) { 64 } else { type_bits(ctx, element)? };
                if width <= 128 {
                    let most = values.iter().map(|&bits| constant_bits(&signed(bits, width), width, kind)).max();
                    return Some(most.unwrap_or(1).max(1));
                }
            }
            _ => {}
        }
    }
    if let Some(ext) = extension(ctx, rw.body, v).filter(|e| e.kind == kind) {
        return type_bits(ctx, rw.body.value_type(ext.input));
    }
    type_bits(ctx, rw.body.value_type(v))
}

/// `bits` (a pattern of `width` bits) as a signed integer.
fn signed(bits: u128, width: u32) -> BigInt {
    let value = BigInt::from(bits);
    if width > 0 && width <= 128 && (bits >> (width - 1)) & 1 == 1 {
        value - (BigInt::from(1u8) << width)
    } else {
        value
    }
}

/// The bits a `width`-bit constant `value` (signed) needs: its active bits
/// read as unsigned (at least one) for zero extension; for sign extension
/// its magnitude's bits plus a sign bit.
fn constant_bits(value: &BigInt, width: u32, kind: Ext) -> u32 {
    let bits = match kind {
        Ext::Zero => {
            let unsigned = if value.is_negative() { value + (BigInt::from(1u8) << width) } else { value.clone() };
            unsigned.bits().max(1)
        }
        Ext::Sign if value.is_negative() => (-value - 1u8).bits() + 1,
        Ext::Sign => value.bits() + 1,
    };
    u32::try_from(bits).unwrap_or(u32::MAX).min(width)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(text: &str) -> Result<(), String> {
        crate::transforms::passes::register_passes();
        let info = crate::pass::lookup("arith-int-narrowing").expect("registered");
        let opts = info.parse_options(text)?;
        (info.create)(&opts).map(|_| ())
    }

    #[test]
    fn the_width_list_is_required_and_positive() {
        assert!(options("int-bitwidths-supported=1,8,16,32").is_ok());
        for bad in ["", "int-bitwidths-supported=0,8", "int-bitwidths-supported=-8"] {
            assert!(options(bad).is_err(), "{bad}");
        }
        assert_eq!(
            options("int-bitwidths-supported=x").unwrap_err(),
            "invalid value 'x' for option int-bitwidths-supported"
        );
    }

    #[test]
    fn constants_need_their_magnitude_and_sign() {
        let b = |v: i64, w, k| constant_bits(&BigInt::from(v), w, k);
        assert_eq!(b(0, 32, Ext::Zero), 1);
        assert_eq!(b(0, 32, Ext::Sign), 1);
        assert_eq!(b(255, 32, Ext::Zero), 8);
        assert_eq!(b(255, 32, Ext::Sign), 9);
        assert_eq!(b(-1, 32, Ext::Sign), 1);
        assert_eq!(b(-128, 32, Ext::Sign), 8);
        assert_eq!(b(-129, 32, Ext::Sign), 9);
        assert_eq!(b(-1, 8, Ext::Zero), 8);
        assert_eq!(b(i64::from(i32::MIN), 32, Ext::Sign), 32);
        assert_eq!(signed(0xff, 8), BigInt::from(-1));
    }
}

//! Alignment attributes that reach LLVM (`alignment` of `llvm.load`,
//! `llvm.alloca`, `memref.alloc`, globals, ...): the values LLVM IR can
//! hold. Upstream's verifiers accept any integer on most of these ops and
//! leave the rest to the translation; Strata's reject what LLVM would, so
//! the error points at the `.mlir` op rather than into generated LLVM IR.

use crate::ir::{AttrKind, Attribute, Body, Context, OpId};
use crate::verify::VerifyCx;

/// The largest alignment LLVM IR accepts (`Value::MaximumAlignment`), 4 GiB.
pub const MAX_ALIGNMENT: u64 = 1 << 32;

/// Whether 0 may stand for "no alignment given".
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Zero {
    /// 0 means the type's natural alignment (loads, stores, allocations).
    Allowed,
    /// The alignment is a required power of 2 (masked loads and stores).
    Rejected,
}

/// What is wrong with the integer attribute `a` as an alignment, if anything.
pub fn problem(ctx: &Context, a: Attribute, zero: Zero) -> Option<String> {
    let AttrKind::Integer { value, .. } = ctx.attr_kind(a) else { return None };
    let v = num_traits::ToPrimitive::to_u64(value);
    match v {
        Some(0) if zero == Zero::Allowed => None,
        Some(v) if v.is_power_of_two() && v <= MAX_ALIGNMENT => None,
        Some(v) if v.is_power_of_two() => {
            Some(format!("alignment {v} is larger than LLVM's limit of {MAX_ALIGNMENT} (2^32)"))
        }
        _ if zero == Zero::Allowed => Some(format!("alignment {value} is not a power of 2 (or 0 for none)")),
        _ => Some(format!("alignment {value} is not a power of 2")),
    }
}

/// Report `'op' op <problem>` when the op's attribute `name` is not an
/// alignment LLVM accepts.
pub fn verify(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, name: &str, zero: Zero) {
    let ctx = cx.ctx;
    let Some(a) = crate::opdef::ods::attr(ctx, body, op, name) else { return };
    if let Some(msg) = problem(ctx, a, zero) {
        cx.op_error(body, op, msg);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(v: i64, zero: Zero) -> Option<String> {
        let ctx = Context::new();
        problem(&ctx, ctx.int_attr(ctx.integer_type(64), v), zero)
    }

    #[test]
    fn powers_of_two_up_to_four_gib_are_alignments() {
        for v in [1, 2, 4, 64, 1 << 32] {
            assert_eq!(check(v, Zero::Allowed), None, "{v}");
            assert_eq!(check(v, Zero::Rejected), None, "{v}");
        }
        assert_eq!(check(0, Zero::Allowed), None);
    }

    #[test]
    fn other_values_are_not() {
        assert_eq!(check(3, Zero::Allowed).unwrap(), "alignment 3 is not a power of 2 (or 0 for none)");
        assert_eq!(check(-4, Zero::Allowed).unwrap(), "alignment -4 is not a power of 2 (or 0 for none)");
        assert_eq!(check(0, Zero::Rejected).unwrap(), "alignment 0 is not a power of 2");
        assert_eq!(
            check(1 << 33, Zero::Allowed).unwrap(),
            "alignment 8589934592 is larger than LLVM's limit of 4294967296 (2^32)"
        );
    }
}

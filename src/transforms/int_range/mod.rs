//! The passes built on the integer range analysis ([`analysis`]):
//! `int-range-optimizations` (values with a single possible value become
//! constants, remainders that cannot wrap are dropped) and
//! `arith-unsigned-when-equivalent` (signed ops whose operands are
//! non-negative become their unsigned forms), as upstream MLIR 19's.
//!
//! Each isolated arena is analyzed on its own (no range flows through
//! calls: function arguments may hold anything). Registered by
//! `transforms::passes::register_passes` from [`passes`].

pub mod analysis;
mod optimize;
pub mod passes;
mod unsigned;

use rustc_hash::FxHashMap;

use crate::ir::{Body, Context};
use crate::opdef::Registry;
use crate::rewrite::greedy::for_each_isolated;
use analysis::{analyze, IntRanges};

/// The ranges of the arena `body` and of every isolated arena nested in
/// it, by the arena's address (an arena's box does not move while it is
/// rewritten, so the address names it during the rewrite).
pub(crate) fn analyze_all(ctx: &Context, registry: &Registry, body: &mut Body, out: &mut FxHashMap<usize, IntRanges>) {
    out.insert(arena_key(body), analyze(ctx, registry, body));
    for_each_isolated(body, &mut |_, inner| analyze_all(ctx, registry, inner, out));
}

/// The key of `body` in [`analyze_all`]'s map.
pub(crate) fn arena_key(body: &Body) -> usize {
    body as *const Body as usize
}

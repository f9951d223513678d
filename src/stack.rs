//! Room on the stack for recursion over deeply nested IR.
//!
//! The parser, verifier, printer, walkers and passes recurse over regions
//! (an op's regions hold ops with regions, without bound but the parser's
//! [`MAX_NESTING`]), and over nested
//! types and attributes. Each such recursion calls
//! [`ensure_sufficient_stack`] once per level: when less than [`RED_ZONE`]
//! is left on the current stack, the rest runs on a new segment of
//! [`SEGMENT`] bytes (the `stacker` crate, which rustc uses the same way),
//! so nesting is bounded by memory, on any thread, whatever its stack size.

/// Maximum nesting of regions (an op in a region of an op in a region...):
/// deeper input is an error at the region that goes past it. The parser,
/// verifier, printer and passes recurse once per level on a stack that
/// grows as needed (this module), so this bounds memory and time, not
/// the stack: each level takes a few kilobytes of stack in an optimized
/// build, tens in an unoptimized one.
pub const MAX_NESTING: usize = 50_000;

/// Maximum nesting of types, attributes, locations, dense literals and
/// affine expressions (`vector<...>` in `tuple<...>`, `[[...]]`, `((d0))`).
pub const MAX_ATTRIBUTE_NESTING: usize = 1000;

/// What must be left on the stack for the work between two checks: one
/// level of the deepest recursion (a custom op parser between its op and
/// its region), in an unoptimized build.
pub const RED_ZONE: usize = 256 * 1024;

/// The size of each new stack segment.
pub const SEGMENT: usize = 8 * 1024 * 1024;

/// Run `f` with at least [`RED_ZONE`] bytes of stack, on a new segment if
/// the current one is short of that.
#[inline]
pub fn ensure_sufficient_stack<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, SEGMENT, f)
}

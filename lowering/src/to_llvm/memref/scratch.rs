//! Scratch buffers: heap allocations a kernel makes on every call and
//! frees before it returns (the packing buffers of `affine-gemm`), kept per
//! thread between calls instead of going back to the allocator.
//!
//! A `memref.alloc` and a `memref.dealloc` that carry the discardable
//! attribute `strata.scratch = <slot>` (a slot number below [`SLOTS`]) call
//! `__strata_scratch_acquire(slot, bytes)` and
//! `__strata_scratch_release(slot, allocated)` in place of `malloc` and
//! `free`. Both are internal functions defined in the module when it uses
//! them, over a thread-local table with, per slot, the buffer kept (and its
//! capacity) and the buffer lent out (and its capacity):
//! - acquire lends the kept buffer when it is large enough; otherwise it
//!   frees it and lends a new `malloc`ed one;
//! - release keeps the buffer when it is the one lent out (freeing one kept
//!   meanwhile), and frees any other pointer.
//!
//! So every pairing is safe: an acquired buffer freed by a plain `free` was
//! no longer in the table, a `malloc`ed one released is freed or kept, and
//! nested or overlapping uses of one slot get a buffer of their own. Large
//! allocations then stop costing page faults on every call (the C library
//! returns freed large blocks to the system). The first acquire on a thread
//! registers, with `__cxa_thread_atexit_impl`, a destructor that frees the
//! kept buffers when the thread exits.

use strata::ir::{AttrKind, Body, Context, IrMapping, OpId};
use strata::opdef::Registry;
use strata::syntax::diag::{Diagnostic, Source};
use strata::syntax::parser::{parse_source, ParseOptions};

use super::AllocFns;

/// The number of slots of the table.
pub const SLOTS: i64 = 4;
/// The attribute that marks scratch allocations and deallocations.
pub const ATTR: &str = "strata.scratch";
pub const ACQUIRE: &str = "__strata_scratch_acquire";
pub const RELEASE: &str = "__strata_scratch_release";

/// The scratch slot of an alloc or dealloc, when it has a valid one.
pub fn slot(ctx: &Context, body: &Body, op: OpId) -> Option<i64> {
    let a = strata::opdef::ods::attr(ctx, body, op, ATTR)?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => i64::try_from(value).ok().filter(|s| (0..SLOTS).contains(s)),
        _ => None,
    }
}

/// Whether any op of `module` is a scratch allocation or deallocation.
pub fn used(ctx: &Context, module: &mut Body) -> bool {
    let mut found = false;
    crate::util::walk_all(module, &mut |body, op| {
        let name = ctx.str(body.op(op).name);
        if matches!(name, "memref.alloc" | "memref.dealloc") && slot(ctx, body, op).is_some() {
            found = true;
        }
        !found
    });
    found
}

/// The module text defining the table and the functions, calling `alloc`
/// and `free` (the pass's allocation functions).
fn definitions(alloc: &str, free: &str) -> String {
    const ENTRY: &str = "!llvm.struct<(ptr, i64, ptr, i64)>";
    let table = format!("!llvm.array<{SLOTS} x struct<(ptr, i64, ptr, i64)>>");
    format!(
        r#"module {{
  llvm.mlir.global internal thread_local @__strata_scratch_table() {{addr_space = 0 : i32}} : {table} {{
    %z = llvm.mlir.zero : {table}
    llvm.return %z : {table}
  }}
  llvm.mlir.global internal thread_local @__strata_scratch_registered(0 : i8) {{addr_space = 0 : i32}} : i8
  llvm.mlir.global external hidden @__dso_handle() {{addr_space = 0 : i32}} : i8
  llvm.func @__cxa_thread_atexit_impl(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  llvm.func internal @__strata_scratch_exit(%unused: !llvm.ptr) {{
    %table = llvm.mlir.addressof @__strata_scratch_table : !llvm.ptr
    %null = llvm.mlir.zero : !llvm.ptr
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %n = llvm.mlir.constant({SLOTS} : i64) : i64
    llvm.br ^head(%c0 : i64)
  ^head(%i: i64):
    %more = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %more, ^body, ^done
  ^body:
    %e = llvm.getelementptr %table[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, {table}
    %kept = llvm.load %e : !llvm.ptr -> !llvm.ptr
    llvm.call @{free}(%kept) : (!llvm.ptr) -> ()
    llvm.store %null, %e : !llvm.ptr, !llvm.ptr
    %next = llvm.add %i, %c1 : i64
    llvm.br ^head(%next : i64)
  ^done:
    llvm.return
  }}
  llvm.func internal @{ACQUIRE}(%slot: i64, %bytes: i64) -> !llvm.ptr {{
    %flag = llvm.mlir.addressof @__strata_scratch_registered : !llvm.ptr
    %registered = llvm.load %flag : !llvm.ptr -> i8
    %zero8 = llvm.mlir.constant(0 : i8) : i8
    %first = llvm.icmp "eq" %registered, %zero8 : i8
    llvm.cond_br %first, ^register, ^lookup
  ^register:
    %one8 = llvm.mlir.constant(1 : i8) : i8
    llvm.store %one8, %flag : i8, !llvm.ptr
    %exit = llvm.mlir.addressof @__strata_scratch_exit : !llvm.ptr
    %dso = llvm.mlir.addressof @__dso_handle : !llvm.ptr
    %none = llvm.mlir.zero : !llvm.ptr
    %r = llvm.call @__cxa_thread_atexit_impl(%exit, %none, %dso) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    llvm.br ^lookup
  ^lookup:
    %table = llvm.mlir.addressof @__strata_scratch_table : !llvm.ptr
    %e = llvm.getelementptr %table[0, %slot] : (!llvm.ptr, i64) -> !llvm.ptr, {table}
    %capp = llvm.getelementptr %e[0, 1] : (!llvm.ptr) -> !llvm.ptr, {ENTRY}
    %lentp = llvm.getelementptr %e[0, 2] : (!llvm.ptr) -> !llvm.ptr, {ENTRY}
    %lentcapp = llvm.getelementptr %e[0, 3] : (!llvm.ptr) -> !llvm.ptr, {ENTRY}
    %kept = llvm.load %e : !llvm.ptr -> !llvm.ptr
    %cap = llvm.load %capp : !llvm.ptr -> i64
    %null = llvm.mlir.zero : !llvm.ptr
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %has = llvm.icmp "ne" %kept, %null : !llvm.ptr
    %fits = llvm.icmp "uge" %cap, %bytes : i64
    %reuse = llvm.and %has, %fits : i1
    llvm.cond_br %reuse, ^lend(%kept, %cap : !llvm.ptr, i64), ^fresh
  ^fresh:
    llvm.call @{free}(%kept) : (!llvm.ptr) -> ()
    %new = llvm.call @{alloc}(%bytes) : (i64) -> !llvm.ptr
    llvm.br ^lend(%new, %bytes : !llvm.ptr, i64)
  ^lend(%p: !llvm.ptr, %pcap: i64):
    llvm.store %null, %e : !llvm.ptr, !llvm.ptr
    llvm.store %c0, %capp : i64, !llvm.ptr
    llvm.store %p, %lentp : !llvm.ptr, !llvm.ptr
    llvm.store %pcap, %lentcapp : i64, !llvm.ptr
    llvm.return %p : !llvm.ptr
  }}
  llvm.func internal @{RELEASE}(%slot: i64, %p: !llvm.ptr) {{
    %table = llvm.mlir.addressof @__strata_scratch_table : !llvm.ptr
    %e = llvm.getelementptr %table[0, %slot] : (!llvm.ptr, i64) -> !llvm.ptr, {table}
    %capp = llvm.getelementptr %e[0, 1] : (!llvm.ptr) -> !llvm.ptr, {ENTRY}
    %lentp = llvm.getelementptr %e[0, 2] : (!llvm.ptr) -> !llvm.ptr, {ENTRY}
    %lentcapp = llvm.getelementptr %e[0, 3] : (!llvm.ptr) -> !llvm.ptr, {ENTRY}
    %lent = llvm.load %lentp : !llvm.ptr -> !llvm.ptr
    %null = llvm.mlir.zero : !llvm.ptr
    %nonnull = llvm.icmp "ne" %p, %null : !llvm.ptr
    %same = llvm.icmp "eq" %p, %lent : !llvm.ptr
    %keep = llvm.and %nonnull, %same : i1
    llvm.cond_br %keep, ^keep, ^drop
  ^keep:
    %old = llvm.load %e : !llvm.ptr -> !llvm.ptr
    llvm.call @{free}(%old) : (!llvm.ptr) -> ()
    %lentcap = llvm.load %lentcapp : !llvm.ptr -> i64
    llvm.store %p, %e : !llvm.ptr, !llvm.ptr
    llvm.store %lentcap, %capp : i64, !llvm.ptr
    llvm.store %null, %lentp : !llvm.ptr, !llvm.ptr
    llvm.return
  ^drop:
    llvm.call @{free}(%p) : (!llvm.ptr) -> ()
    llvm.return
  }}
}}"#
    )
}

/// Define the scratch table and functions at the start of `module`, unless
/// it defines them already. The allocation functions `fns` names must be
/// declared (or defined) in the module.
pub fn define(ctx: &Context, registry: &Registry, module: &mut Body, fns: AllocFns) -> Result<(), Diagnostic> {
    let Some(&region) = module.roots.first() else { return Ok(()) };
    let Some(&block) = module.region(region).blocks.first() else { return Ok(()) };
    let defined = module.block_ops(block).any(|op| {
        strata::opdef::ods::attr(ctx, module, op, "sym_name").and_then(|a| ctx.as_string(a)) == Some(ACQUIRE.as_bytes())
    });
    if defined {
        return Ok(());
    }
    let src = Source::new("<strata-scratch>", definitions(fns.unaligned_alloc(), fns.free()));
    let parsed = parse_source(ctx, registry, &src, 0..src.text.len(), ParseOptions::default()).map_err(|d| {
        Diagnostic::error(ctx.unknown_loc(), format!("internal error in the scratch buffers: {}", d.message))
    })?;
    let inner = parsed.inner();
    let top = inner.roots.first().and_then(|&r| inner.region(r).blocks.first().copied());
    let ops: Vec<OpId> = top.map(|b| inner.block_ops(b).collect()).unwrap_or_default();
    let anchor = module.first_op(block);
    for op in ops {
        let name = strata::opdef::ods::attr(ctx, inner, op, "sym_name").and_then(|a| ctx.as_string(a));
        let exists = module.block_ops(block).any(|o| {
            name.is_some()
                && strata::opdef::ods::attr(ctx, module, o, "sym_name").and_then(|a| ctx.as_string(a)) == name
        });
        if exists {
            continue;
        }
        let new = module.materialize(&inner.snapshot_op(op), &mut IrMapping::default());
        match anchor {
            Some(a) => module.insert_op_before(a, new),
            None => module.append_op(block, new),
        }
    }
    Ok(())
}

//! The `strata` binary's global allocator: mimalloc (v2).
//!
//! The IR is built from many small allocations (operand lists, attribute
//! and type vectors, builder state per op); mimalloc's thread-local free
//! lists make parsing and printing about a quarter faster than the system
//! allocator (benches/compare.sh). Its v2 line keeps the peak memory below
//! v3's on the same inputs.
//!
//! Nearly every Rust allocation asks for an alignment that plain `malloc`
//! already guarantees, so those take mimalloc's unaligned entry points,
//! which skip the alignment bookkeeping of `mi_malloc_aligned` (the
//! `mimalloc` crate's wrapper always takes the aligned ones).

use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

use libmimalloc_sys as mi;

/// The alignment `mi_malloc` guarantees for every block of at least this size
/// (mimalloc's `MI_MAX_ALIGN_SIZE`, as `malloc`'s `max_align_t`).
const MALLOC_ALIGN: usize = 16;

/// Whether `mi_malloc(size)` is aligned enough for `align`: blocks are
/// aligned to `MALLOC_ALIGN`, or to their own size when smaller (the rule
/// Rust's own system allocator relies on for `malloc`).
fn plain(size: usize, align: usize) -> bool {
    align <= MALLOC_ALIGN && align <= size
}

pub struct MiMalloc;

// SAFETY: every entry point hands the request to mimalloc, which returns
// blocks of at least `size` bytes aligned as asked (by `plain` or by taking
// the aligned entry point) or null; `dealloc` and `realloc` get only blocks
// that mimalloc returned.
unsafe impl GlobalAlloc for MiMalloc {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: see the impl.
        unsafe {
            if plain(layout.size(), layout.align()) {
                mi::mi_malloc(layout.size()).cast()
            } else {
                mi::mi_malloc_aligned(layout.size(), layout.align()).cast()
            }
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: see the impl.
        unsafe {
            if plain(layout.size(), layout.align()) {
                mi::mi_zalloc(layout.size()).cast()
            } else {
                mi::mi_zalloc_aligned(layout.size(), layout.align()).cast()
            }
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        // SAFETY: see the impl.
        unsafe { mi::mi_free(ptr.cast::<c_void>()) }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: see the impl.
        unsafe {
            if plain(new_size, layout.align()) {
                mi::mi_realloc(ptr.cast::<c_void>(), new_size).cast()
            } else {
                mi::mi_realloc_aligned(ptr.cast::<c_void>(), new_size, layout.align()).cast()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every size and alignment Rust may ask for comes back aligned, and
    /// survives growing and shrinking.
    #[test]
    fn blocks_are_aligned_as_asked() {
        for align in [1, 2, 4, 8, 16, 32, 64, 4096] {
            for size in [1, 2, 3, 7, 8, 12, 16, 24, 100, 4096, 1 << 20] {
                let layout = Layout::from_size_align(size, align).unwrap();
                unsafe {
                    let p = MiMalloc.alloc(layout);
                    assert!(!p.is_null() && p as usize % align == 0, "alloc {size} align {align}");
                    p.write_bytes(0xab, size);
                    let q = MiMalloc.realloc(p, layout, size * 3);
                    assert!(!q.is_null() && q as usize % align == 0, "realloc {size} align {align}");
                    assert_eq!(*q.add(size - 1), 0xab);
                    MiMalloc.dealloc(q, Layout::from_size_align(size * 3, align).unwrap());
                    let z = MiMalloc.alloc_zeroed(layout);
                    assert!(!z.is_null() && z as usize % align == 0, "zalloc {size} align {align}");
                    assert!(std::slice::from_raw_parts(z, size).iter().all(|&b| b == 0));
                    MiMalloc.dealloc(z, layout);
                }
            }
        }
    }
}

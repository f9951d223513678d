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
//!
//! Blocks of [`MAP_THRESHOLD`] bytes or more (the op and value arenas of a
//! large function, the interner's storage) are mapped from the system on
//! their own, as glibc's malloc does: growing one is a `mremap`, which
//! moves page tables instead of copying the block into one twice its size
//! while both are alive, and fresh pages are already zero. Unlike
//! mimalloc's arenas, these mappings do not ask for transparent huge pages:
//! with the kernel's default `defrag=madvise`, a fault in such a region may
//! stall while memory is compacted into a 2 MiB page, which after another
//! large process has run cost big_function about a fifth of its time
//! (benches/compare.sh alternates Strata with mlir-opt-19). Small heaps
//! keep mimalloc's huge pages, which spare them page faults. So do zeroed
//! blocks (the interner's storage, which boxcar asks for zeroed): they are
//! filled from their start as values are interned, one location per op,
//! and on small pages took most of a run's page faults (arith_scf: 4,400
//! of 5,100, about a tenth of its time); with huge pages it takes 680.

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

/// Blocks at least this large are mapped on their own (see the module docs).
const MAP_THRESHOLD: usize = 4 << 20;
/// Mapped blocks are page-aligned; larger alignments go to mimalloc.
const MAP_ALIGN: usize = 4096;

/// Whether a block of `size` bytes aligned to `align` is (to be) mapped.
fn mapped(size: usize, align: usize) -> bool {
    cfg!(unix) && size >= MAP_THRESHOLD && align <= MAP_ALIGN
}

#[cfg(unix)]
mod map {
    use std::ffi::c_void;

    /// Fresh zeroed pages, or null.
    pub unsafe fn alloc(size: usize) -> *mut u8 {
        // SAFETY: an anonymous private mapping chosen by the kernel.
        let p = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                size,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        block(p)
    }

    /// Fresh zeroed pages in transparent huge pages where the kernel has them.
    pub unsafe fn alloc_huge(size: usize) -> *mut u8 {
        // SAFETY: as `alloc`.
        let p = unsafe { alloc(size) };
        if !p.is_null() {
            // SAFETY: `p` is the mapping of `size` bytes just made; advice only.
            unsafe { libc::madvise(p.cast(), size, libc::MADV_HUGEPAGE) };
        }
        p
    }

    /// SAFETY: `ptr` is a block of `size` bytes from [`alloc`] or [`grow`].
    pub unsafe fn free(ptr: *mut u8, size: usize) {
        // SAFETY: see above; the kernel rounds `size` up to whole pages, as
        // it did when mapping.
        unsafe { libc::munmap(ptr.cast::<c_void>(), size) };
    }

    /// SAFETY: `ptr` is a block of `old` bytes from [`alloc`] or [`grow`].
    pub unsafe fn grow(ptr: *mut u8, old: usize, new: usize) -> *mut u8 {
        // SAFETY: see above.
        block(unsafe { libc::mremap(ptr.cast::<c_void>(), old, new, libc::MREMAP_MAYMOVE) })
    }

    /// The block a mapping call returned, or null when it failed.
    fn block(p: *mut c_void) -> *mut u8 {
        if p == libc::MAP_FAILED {
            std::ptr::null_mut()
        } else {
            p.cast()
        }
    }
}

#[cfg(not(unix))]
mod map {
    pub unsafe fn alloc(_: usize) -> *mut u8 {
        unreachable!("blocks are mapped on unix only")
    }
    pub unsafe fn alloc_huge(_: usize) -> *mut u8 {
        unreachable!("blocks are mapped on unix only")
    }
    pub unsafe fn free(_: *mut u8, _: usize) {
        unreachable!("blocks are mapped on unix only")
    }
    pub unsafe fn grow(_: *mut u8, _: usize, _: usize) -> *mut u8 {
        unreachable!("blocks are mapped on unix only")
    }
}

/// A mimalloc block for `layout`, from `plain` when `malloc`'s alignment
/// is enough and from `aligned` otherwise.
///
/// SAFETY: the two are one of mimalloc's pairs of unaligned and aligned
/// entry points (`mi_malloc`/`mi_malloc_aligned`, `mi_zalloc`/`mi_zalloc_aligned`).
#[inline]
unsafe fn mi_block(
    layout: Layout,
    plain_entry: unsafe extern "C" fn(usize) -> *mut c_void,
    aligned_entry: unsafe extern "C" fn(usize, usize) -> *mut c_void,
) -> *mut u8 {
    // SAFETY: see above.
    unsafe {
        if plain(layout.size(), layout.align()) {
            plain_entry(layout.size()).cast()
        } else {
            aligned_entry(layout.size(), layout.align()).cast()
        }
    }
}

pub struct MiMalloc;

// SAFETY: a block is mapped exactly when `mapped` holds for its layout,
// which `dealloc` and `realloc` are given again, so each block goes back to
// where it came from. Mappings are page-aligned and at least `size` long;
// every other request goes to mimalloc, which returns blocks of at least
// `size` bytes aligned as asked (by `plain` or by taking the aligned entry
// point) or null.
unsafe impl GlobalAlloc for MiMalloc {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: see the impl.
        unsafe {
            if mapped(layout.size(), layout.align()) {
                map::alloc(layout.size())
            } else {
                mi_block(layout, mi::mi_malloc, mi::mi_malloc_aligned)
            }
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: see the impl.
        unsafe {
            if mapped(layout.size(), layout.align()) {
                // Fresh pages are zero: nothing is written (or touched).
                map::alloc_huge(layout.size())
            } else {
                mi_block(layout, mi::mi_zalloc, mi::mi_zalloc_aligned)
            }
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: see the impl.
        unsafe {
            if mapped(layout.size(), layout.align()) {
                map::free(ptr, layout.size())
            } else {
                mi::mi_free(ptr.cast::<c_void>())
            }
        }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let align = layout.align();
        // SAFETY: see the impl.
        unsafe {
            match (mapped(layout.size(), align), mapped(new_size, align)) {
                (true, true) => return map::grow(ptr, layout.size(), new_size),
                (false, false) => {}
                // Across the threshold: a new block from the other side.
                _ => {
                    let new = self.alloc(Layout::from_size_align_unchecked(new_size, align));
                    if !new.is_null() {
                        std::ptr::copy_nonoverlapping(ptr, new, layout.size().min(new_size));
                        self.dealloc(ptr, layout);
                    }
                    return new;
                }
            }
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
    /// survives growing and shrinking, mapped blocks included.
    #[test]
    fn blocks_are_aligned_as_asked() {
        for align in [1, 2, 4, 8, 16, 32, 64, 4096, 8192] {
            for size in [1, 2, 3, 7, 8, 12, 16, 24, 100, 4096, 1 << 20, 2 << 20, MAP_THRESHOLD, 5 << 20] {
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

    /// A block keeps its bytes while it grows and shrinks across the
    /// threshold and while it is remapped.
    #[test]
    fn blocks_keep_their_bytes_across_the_threshold() {
        let sizes = [1 << 20, MAP_THRESHOLD, 3 * MAP_THRESHOLD + 5, 1 << 26, 3 << 20, 100];
        let mut layout = Layout::from_size_align(64, 8).unwrap();
        unsafe {
            let mut p = MiMalloc.alloc(layout);
            for i in 0..64 {
                *p.add(i) = i as u8;
            }
            for &size in &sizes {
                p = MiMalloc.realloc(p, layout, size);
                assert!(!p.is_null() && p as usize % 8 == 0, "{size}");
                assert!((0..64).all(|i| *p.add(i) == i as u8), "{size}");
                *p.add(size - 1) = 0xcd;
                layout = Layout::from_size_align(size, 8).unwrap();
            }
            MiMalloc.dealloc(p, layout);
        }
    }
}

//! The code every generated binding module starts with: the `Error` type,
//! the `#[repr(C)]` descriptor, the views over slices a caller passes in
//! (`MemRef`, `MemRefMut`) and the owned memrefs that come back
//! (`OwnedMemRef`).
//!
//! Safe code must not be able to reach undefined behaviour through them,
//! so every view is checked where it is built. A view over a slice keeps
//! its sizes, strides and offset inside the slice, and every size, stride,
//! the element count and each size × stride below `isize::MAX` bytes, so
//! the kernel's index arithmetic cannot overflow. A memref the kernel
//! returns must have non-negative sizes whose product fits in
//! `isize::MAX` bytes, and, unless it is empty, non-null pointers, the
//! row-major strides and zero offset of a fresh allocation, and an
//! element-aligned pointer; otherwise the call returns `Err` (and frees the
//! buffer). `lower-to-llvm` makes an allocation with a negative or
//! overflowing size ask for more than any allocator gives, so it comes back
//! null rather than as a small buffer holding a huge memref.

/// The types every binding module shares.
pub(super) const SUPPORT: &str = r#"
/// Why a call through a binding was refused, or what it returned was.
#[derive(Debug, Clone, PartialEq, Eq)]
#[allow(dead_code, clippy::all)]
pub enum Error {
    /// The slice is too short for the view's sizes, strides and offset.
    OutOfBounds { len: usize, needed: usize },
    /// The view's sizes, strides or offset address more than `isize::MAX` bytes.
    TooLarge,
    /// The view's size in a dimension differs from the memref type's static size.
    Shape { function: &'static str, argument: usize, dim: usize, expected: usize, found: usize },
    /// The view's strides or offset differ from what the memref type's layout fixes.
    Layout { function: &'static str, argument: usize, expected: String, found: String },
    /// A memref the function returned has a negative size (it allocated
    /// it with a negative size).
    NegativeSize { function: &'static str, result: usize, dim: usize, size: i64 },
    /// A memref the function returned would hold more than `isize::MAX` bytes.
    ResultTooLarge { function: &'static str, result: usize },
    /// The allocation of a memref the function returned failed (null).
    AllocationFailed { function: &'static str, result: usize },
    /// A memref the function returned is not the contiguous, aligned
    /// buffer a fresh allocation of its type is.
    ResultLayout { function: &'static str, result: usize, found: String },
}

#[allow(dead_code, clippy::all)]
impl core::fmt::Display for Error {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Error::OutOfBounds { len, needed } => {
                write!(f, "the view needs {needed} elements but its slice has {len}")
            }
            Error::TooLarge => write!(f, "the view's sizes, strides or offset address more than isize::MAX bytes"),
            Error::Shape { function, argument, dim, expected, found } => write!(
                f,
                "{function}: argument {argument} has size {found} in dimension {dim}, the function's type requires {expected}"
            ),
            Error::Layout { function, argument, expected, found } => write!(
                f,
                "{function}: argument {argument} has layout {found}, the function's type requires {expected}"
            ),
            Error::NegativeSize { function, result, dim, size } => {
                write!(f, "{function}: result {result} has the negative size {size} in dimension {dim}")
            }
            Error::ResultTooLarge { function, result } => {
                write!(f, "{function}: result {result} would hold more than isize::MAX bytes")
            }
            Error::AllocationFailed { function, result } => {
                write!(f, "{function}: the allocation of result {result} failed")
            }
            Error::ResultLayout { function, result, found } => {
                write!(f, "{function}: result {result} is not a fresh row-major buffer: {found}")
            }
        }
    }
}

#[allow(dead_code, clippy::all)]
impl std::error::Error for Error {}

/// A memref descriptor as compiled code sees it.
#[repr(C)]
#[derive(Debug)]
#[allow(dead_code, clippy::all)]
pub struct Descriptor<T, const N: usize> {
    pub allocated: *mut T,
    pub aligned: *mut T,
    pub offset: i64,
    pub sizes: [i64; N],
    pub strides: [i64; N],
}

#[allow(dead_code, clippy::all)]
fn row_major<const N: usize>(shape: [usize; N]) -> [usize; N] {
    let mut strides = [0; N];
    let mut s = 1usize;
    for d in (0..N).rev() {
        strides[d] = s;
        s = s.saturating_mul(shape[d]);
    }
    strides
}

#[allow(dead_code, clippy::all)]
fn extent<const N: usize>(offset: usize, sizes: &[usize; N], strides: &[usize; N]) -> Option<usize> {
    if sizes.iter().any(|&s| s == 0) {
        return Some(0);
    }
    let mut last = offset;
    for d in 0..N {
        last = last.checked_add((sizes[d] - 1).checked_mul(strides[d])?)?;
    }
    last.checked_add(1)
}

/// The most elements of `T` that fit in `isize::MAX` bytes.
#[allow(dead_code, clippy::all)]
fn max_elements<T>() -> usize {
    isize::MAX as usize / core::mem::size_of::<T>().max(1)
}

#[allow(dead_code, clippy::all)]
fn to_i64<const N: usize>(v: &[usize; N]) -> [i64; N] {
    let mut out = [0i64; N];
    for d in 0..N {
        out[d] = v[d] as i64;
    }
    out
}

/// A view over `len` elements: inside the slice, and every quantity the
/// function may compute from it below `isize::MAX` bytes.
#[allow(dead_code, clippy::all)]
fn check_view<T, const N: usize>(len: usize, offset: usize, sizes: &[usize; N], strides: &[usize; N]) -> Result<(), Error> {
    let max = max_elements::<T>();
    let mut count = 1usize;
    let mut fits = offset <= max;
    for d in 0..N {
        fits &= sizes[d] <= max && strides[d] <= max;
        fits &= sizes[d].checked_mul(strides[d]).is_some_and(|n| n <= max);
        count = count.saturating_mul(sizes[d]);
    }
    if !fits || count > max {
        return Err(Error::TooLarge);
    }
    match extent(offset, sizes, strides) {
        Some(needed) if needed <= len => Ok(()),
        Some(needed) => Err(Error::OutOfBounds { len, needed }),
        None => Err(Error::TooLarge),
    }
}

/// A read-only strided view of `N` dimensions over a slice.
#[derive(Debug, Clone, Copy)]
#[allow(dead_code, clippy::all)]
pub struct MemRef<'a, T, const N: usize> {
    data: &'a [T],
    offset: usize,
    sizes: [usize; N],
    strides: [usize; N],
}

#[allow(dead_code, clippy::all)]
impl<'a, T, const N: usize> MemRef<'a, T, N> {
    /// A contiguous row-major view of `data` with `shape`.
    pub fn new(data: &'a [T], shape: [usize; N]) -> Result<Self, Error> {
        Self::strided(data, 0, shape, row_major(shape))
    }
    /// Element `(i0, i1, ...)` is `data[offset + i0 * strides[0] + ...]`.
    pub fn strided(data: &'a [T], offset: usize, sizes: [usize; N], strides: [usize; N]) -> Result<Self, Error> {
        check_view::<T, N>(data.len(), offset, &sizes, &strides)?;
        Ok(MemRef { data, offset, sizes, strides })
    }
    pub fn sizes(&self) -> [usize; N] {
        self.sizes
    }
    pub fn strides(&self) -> [usize; N] {
        self.strides
    }
    pub fn offset(&self) -> usize {
        self.offset
    }
    fn descriptor(&self) -> Descriptor<T, N> {
        // The function only reads through this descriptor.
        let p = self.data.as_ptr() as *mut T;
        Descriptor { allocated: p, aligned: p, offset: self.offset as i64, sizes: to_i64(&self.sizes), strides: to_i64(&self.strides) }
    }
}

/// A mutable strided view of `N` dimensions over a slice.
#[derive(Debug)]
#[allow(dead_code, clippy::all)]
pub struct MemRefMut<'a, T, const N: usize> {
    data: &'a mut [T],
    offset: usize,
    sizes: [usize; N],
    strides: [usize; N],
}

#[allow(dead_code, clippy::all)]
impl<'a, T, const N: usize> MemRefMut<'a, T, N> {
    /// A contiguous row-major view of `data` with `shape`.
    pub fn new(data: &'a mut [T], shape: [usize; N]) -> Result<Self, Error> {
        Self::strided(data, 0, shape, row_major(shape))
    }
    /// Element `(i0, i1, ...)` is `data[offset + i0 * strides[0] + ...]`.
    pub fn strided(data: &'a mut [T], offset: usize, sizes: [usize; N], strides: [usize; N]) -> Result<Self, Error> {
        check_view::<T, N>(data.len(), offset, &sizes, &strides)?;
        Ok(MemRefMut { data, offset, sizes, strides })
    }
    pub fn sizes(&self) -> [usize; N] {
        self.sizes
    }
    pub fn strides(&self) -> [usize; N] {
        self.strides
    }
    pub fn offset(&self) -> usize {
        self.offset
    }
    fn descriptor_mut(&mut self) -> Descriptor<T, N> {
        let p = self.data.as_mut_ptr();
        Descriptor { allocated: p, aligned: p, offset: self.offset as i64, sizes: to_i64(&self.sizes), strides: to_i64(&self.strides) }
    }
}

/// Check a view against a memref type: static sizes, and the strides
/// and offset its layout fixes (-1: dynamic; -2: row-major over the
/// view's own sizes, as an identity layout requires).
#[allow(dead_code, clippy::all)]
fn check_layout<const N: usize>(
    function: &'static str,
    argument: usize,
    sizes: [usize; N],
    strides: [usize; N],
    offset: usize,
    static_sizes: &[i64; N],
    static_strides: &[i64; N],
    static_offset: i64,
) -> Result<(), Error> {
    for dim in 0..N {
        if static_sizes[dim] >= 0 && sizes[dim] as i64 != static_sizes[dim] {
            return Err(Error::Shape { function, argument, dim, expected: static_sizes[dim] as usize, found: sizes[dim] });
        }
    }
    let canonical = row_major(sizes);
    let mut ok = static_offset < 0 || offset as i64 == static_offset;
    for dim in 0..N {
        let want = match static_strides[dim] {
            -2 => canonical[dim] as i64,
            s => s,
        };
        // A stride is irrelevant in a dimension of size 1.
        ok &= want < 0 || sizes[dim] <= 1 || strides[dim] as i64 == want;
    }
    if ok {
        return Ok(());
    }
    let show = |v: &[i64]| {
        let items: Vec<String> = v.iter().map(|&x| if x == -1 { "?".into() } else { x.to_string() }).collect();
        items.join(", ")
    };
    let want: Vec<i64> = (0..N).map(|d| if static_strides[d] == -2 { canonical[d] as i64 } else { static_strides[d] }).collect();
    Err(Error::Layout {
        function,
        argument,
        expected: format!("strides [{}], offset {}", show(&want), show(&[static_offset])),
        found: format!("strides [{}], offset {offset}", show(&to_i64(&strides))),
    })
}

#[allow(dead_code, clippy::all)]
extern "C" {
    fn free(p: *mut core::ffi::c_void);
}

/// A memref a compiled function allocated and returned; its buffer is
/// freed when this is dropped.
#[derive(Debug)]
#[allow(dead_code, clippy::all)]
pub struct OwnedMemRef<T, const N: usize> {
    d: Descriptor<T, N>,
}

#[allow(dead_code, clippy::all)]
impl<T: Copy, const N: usize> OwnedMemRef<T, N> {
    /// Own result `result` of `function`, a fresh `memref.alloc`, once it is
    /// checked to be the buffer its sizes describe; on `Err` it is freed.
    fn from_descriptor(function: &'static str, result: usize, d: Descriptor<T, N>) -> Result<Self, Error> {
        let owned = OwnedMemRef { d };
        owned.check(function, result)?;
        Ok(owned)
    }
    fn check(&self, function: &'static str, result: usize) -> Result<(), Error> {
        let d = &self.d;
        let mut sizes = [0usize; N];
        for dim in 0..N {
            if d.sizes[dim] < 0 {
                return Err(Error::NegativeSize { function, result, dim, size: d.sizes[dim] });
            }
            sizes[dim] = d.sizes[dim] as usize;
        }
        let count = if sizes.contains(&0) { Some(0) } else { sizes.iter().try_fold(1usize, |n, &s| n.checked_mul(s)) };
        let Some(count) = count.filter(|&n| n <= max_elements::<T>()) else {
            return Err(Error::ResultTooLarge { function, result });
        };
        if count == 0 {
            return Ok(());
        }
        if d.allocated.is_null() || d.aligned.is_null() {
            return Err(Error::AllocationFailed { function, result });
        }
        let canonical = row_major(sizes);
        let row_major = (0..N).all(|dim| sizes[dim] <= 1 || d.strides[dim] == canonical[dim] as i64);
        if d.offset != 0 || !row_major {
            let found = format!("offset {}, strides {:?}", d.offset, d.strides);
            return Err(Error::ResultLayout { function, result, found });
        }
        if d.aligned as usize % core::mem::align_of::<T>() != 0 {
            let found = format!("the pointer {:p} is not aligned for its elements", d.aligned);
            return Err(Error::ResultLayout { function, result, found });
        }
        Ok(())
    }
    pub fn sizes(&self) -> [usize; N] {
        let mut s = [0; N];
        for dim in 0..N {
            s[dim] = self.d.sizes[dim] as usize;
        }
        s
    }
    /// The element at `index`, `None` when out of bounds.
    pub fn get(&self, index: [usize; N]) -> Option<T> {
        let mut at = 0usize;
        for dim in 0..N {
            if index[dim] >= self.d.sizes[dim] as usize {
                return None;
            }
            // A dimension of size 1 is only indexed by 0: its stride is not used.
            if index[dim] > 0 {
                at += index[dim] * self.d.strides[dim] as usize;
            }
        }
        // SAFETY: `check` made sure the buffer holds the product of the
        // sizes in row-major order, aligned, and the index is inside them.
        Some(unsafe { self.d.aligned.add(at).read() })
    }
    /// The elements in row-major order.
    pub fn to_vec(&self) -> Vec<T> {
        let sizes = self.sizes();
        let total: usize = sizes.iter().product();
        let mut out = Vec::with_capacity(total);
        let mut index = [0usize; N];
        for _ in 0..total {
            out.extend(self.get(index));
            for dim in (0..N).rev() {
                index[dim] += 1;
                if index[dim] < sizes[dim] {
                    break;
                }
                index[dim] = 0;
            }
        }
        out
    }
}

#[allow(dead_code, clippy::all)]
impl<T, const N: usize> Drop for OwnedMemRef<T, N> {
    fn drop(&mut self) {
        // SAFETY: the buffer came from the function's memref.alloc (malloc),
        // or is null; nothing else frees it.
        unsafe { free(self.d.allocated as *mut core::ffi::c_void) }
    }
}

"#;

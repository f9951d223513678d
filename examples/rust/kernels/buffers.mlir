// A new buffer of n copies of v, which the caller owns. n comes from the
// caller: the allocation fails (and the buffer is left alone) when n is
// negative or too large, and the Rust binding returns an Err for it.
func.func @fill(%n: index, %v: f32) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xf32>
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xf32> -> index
  %allocated = arith.cmpi ne, %p, %c0 : index
  scf.if %allocated {
    scf.for %i = %c0 to %n step %c1 {
      memref.store %v, %m[%i] : memref<?xf32>
    }
  }
  return %m : memref<?xf32>
}

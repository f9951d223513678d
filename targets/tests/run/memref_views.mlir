// Views of one heap buffer: a strided subview, a transpose, a
// reinterpret_cast, dims and ranks through ranked and unranked memrefs,
// the strided metadata of a subview, and a reshape to an unranked memref
// moved between address spaces. Prints with the runtime's scalar
// printers.

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

// Print the elements of a 2-D strided memref row by row.
func.func @print2d(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %cols = memref.dim %m, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %v = memref.load %m[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      func.call @printF32(%v) : (f32) -> ()
      func.call @printComma() : () -> ()
    }
    func.call @printNewline() : () -> ()
  }
  return
}

func.func @print_index(%i: index) {
  %v = arith.index_cast %i : index to i64
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %a = memref.alloc(%c4, %c6) : memref<?x?xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %k = arith.muli %i, %c6 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i64
      %f = arith.sitofp %li : i64 to f32
      memref.store %f, %a[%i, %j] : memref<?x?xf32>
    }
  }
  %all = memref.cast %a : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  func.call @print2d(%all) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()

  // Rows 1-2, every second column from column 1.
  %sub = memref.subview %a[1, 1] [2, 3] [1, 2] : memref<?x?xf32> to memref<2x3xf32, strided<[?, 2], offset: ?>>
  %subd = memref.cast %sub : memref<2x3xf32, strided<[?, 2], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  func.call @print2d(%subd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %sub
      : memref<2x3xf32, strided<[?, 2], offset: ?>> -> memref<f32>, index, index, index, index, index
  func.call @print_index(%off) : (index) -> ()
  func.call @print_index(%sizes#1) : (index) -> ()
  func.call @print_index(%strides#0) : (index) -> ()

  // The transpose of the subview.
  %t = memref.transpose %subd (i, j) -> (j, i)
      : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  func.call @print2d(%t) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()

  // The buffer read as 3 x 8, from element 0, through an unranked memref.
  %u = memref.cast %a : memref<?x?xf32> to memref<*xf32>
  %rank = memref.rank %u : memref<*xf32>
  func.call @print_index(%rank) : (index) -> ()
  %d1 = memref.dim %u, %c1 : memref<*xf32>
  func.call @print_index(%d1) : (index) -> ()
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [3, 8], strides: [8, 1]
      : memref<*xf32> to memref<3x8xf32>
  %rd = memref.cast %r : memref<3x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  func.call @print2d(%rd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()

  // The buffer reshaped to 2 x 3 x 4 through a shape known at run time,
  // moved to address space 1 and back, and read as a ranked memref.
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %shape = memref.alloca(%c3) : memref<?xindex>
  memref.store %c2, %shape[%c0] : memref<?xindex>
  memref.store %c3, %shape[%c1] : memref<?xindex>
  memref.store %c4, %shape[%c2] : memref<?xindex>
  %flat = memref.reinterpret_cast %a to offset: [0], sizes: [24], strides: [1] : memref<?x?xf32> to memref<24xf32>
  %re = memref.reshape %flat(%shape) : (memref<24xf32>, memref<?xindex>) -> memref<*xf32>
  %far = memref.memory_space_cast %re : memref<*xf32> to memref<*xf32, 1>
  %near = memref.memory_space_cast %far : memref<*xf32, 1> to memref<*xf32>
  %rerank = memref.rank %near : memref<*xf32>
  func.call @print_index(%rerank) : (index) -> ()
  %re2 = memref.dim %near, %c2 : memref<*xf32>
  func.call @print_index(%re2) : (index) -> ()
  %ranked = memref.cast %near : memref<*xf32> to memref<2x3x4xf32>
  %e = memref.load %ranked[%c1, %c2, %c3] : memref<2x3x4xf32>
  func.call @printF32(%e) : (f32) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<?x?xf32>
  return
}

// UPSTREAM-PIPELINE: --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-math-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// The runtime's printMemref* functions on memrefs of several ranks, element
// types and layouts (a strided subview, a rank-0 memref), as upstream's
// runner tests call them (the base address they print is normalized).
module {
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %m = memref.alloc() : memref<3x4xf32>
    scf.for %i = %c0 to %c3 step %c1 {
      scf.for %j = %c0 to %c4 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %jj = arith.index_cast %j : index to i32
        %c10 = arith.constant 10 : i32
        %t = arith.muli %ii, %c10 : i32
        %v = arith.addi %t, %jj : i32
        %f = arith.sitofp %v : i32 to f32
        %h = arith.constant 0.5 : f32
        %g = arith.mulf %f, %h : f32
        memref.store %g, %m[%i, %j] : memref<3x4xf32>
      }
    }
    %u = memref.cast %m : memref<3x4xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()

    // Every other column of the last two rows.
    %s = memref.subview %m[1, 0] [2, 2] [1, 2] : memref<3x4xf32> to memref<2x2xf32, strided<[4, 2], offset: 4>>
    %su = memref.cast %s : memref<2x2xf32, strided<[4, 2], offset: 4>> to memref<*xf32>
    call @printMemrefF32(%su) : (memref<*xf32>) -> ()

    %d = memref.alloc(%c3) : memref<?xf64>
    scf.for %i = %c0 to %c3 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %f = arith.sitofp %ii : i64 to f64
      %third = arith.constant 0.333 : f64
      %g = arith.mulf %f, %third : f64
      memref.store %g, %d[%i] : memref<?xf64>
    }
    %du = memref.cast %d : memref<?xf64> to memref<*xf64>
    call @printMemrefF64(%du) : (memref<*xf64>) -> ()

    %z = memref.alloc() : memref<i32>
    %k = arith.constant -42 : i32
    memref.store %k, %z[] : memref<i32>
    %zu = memref.cast %z : memref<i32> to memref<*xi32>
    call @printMemrefI32(%zu) : (memref<*xi32>) -> ()

    %w = memref.alloc() : memref<2x1x2xi64>
    %big = arith.constant 9007199254740993 : i64
    %neg = arith.constant -1 : i64
    memref.store %big, %w[%c0, %c0, %c0] : memref<2x1x2xi64>
    memref.store %neg, %w[%c0, %c0, %c1] : memref<2x1x2xi64>
    memref.store %neg, %w[%c1, %c0, %c0] : memref<2x1x2xi64>
    memref.store %big, %w[%c1, %c0, %c1] : memref<2x1x2xi64>
    %wu = memref.cast %w : memref<2x1x2xi64> to memref<*xi64>
    call @printMemrefI64(%wu) : (memref<*xi64>) -> ()

    memref.dealloc %m : memref<3x4xf32>
    memref.dealloc %d : memref<?xf64>
    memref.dealloc %z : memref<i32>
    memref.dealloc %w : memref<2x1x2xi64>
    return
  }
}

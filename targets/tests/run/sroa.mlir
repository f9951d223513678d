// STRATA-OPT: --sroa --mem2reg
// Struct and array variables kept in memory, as a front end emits them:
// fields read and written through constant getelementptrs across loop back
// edges, a nested struct, a field written whole and read in part. After
// sroa and mem2reg they are block arguments; the program prints what
// upstream prints for the original.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// Walk a point n steps by (dx, dy) and return x * 1000 + y, with the
// step count in an array cell next to an unused one.
func.func @walk(%n: i64, %dx: i64, %dy: i64) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i64) : i64
  %step = llvm.mlir.constant(1 : i64) : i64
  %k = llvm.mlir.constant(1000 : i64) : i64
  %p = llvm.alloca %one x !llvm.struct<(i64, struct<(i32, i64)>)> : (i32) -> !llvm.ptr
  %c = llvm.alloca %one x !llvm.array<2 x i64> : (i32) -> !llvm.ptr
  %px = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, struct<(i32, i64)>)>
  %py = llvm.getelementptr %p[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, struct<(i32, i64)>)>
  %ci = llvm.getelementptr %c[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i64>
  llvm.store %zero, %px : i64, !llvm.ptr
  llvm.store %zero, %py : i64, !llvm.ptr
  llvm.store %zero, %ci : i64, !llvm.ptr
  cf.br ^head
^head:
  %iv = llvm.load %ci : !llvm.ptr -> i64
  %more = llvm.icmp "slt" %iv, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %x = llvm.load %px : !llvm.ptr -> i64
  %y = llvm.load %py : !llvm.ptr -> i64
  %x2 = llvm.add %x, %dx : i64
  %y2 = llvm.add %y, %dy : i64
  llvm.store %x2, %px : i64, !llvm.ptr
  llvm.store %y2, %py : i64, !llvm.ptr
  %inext = llvm.add %iv, %step : i64
  llvm.store %inext, %ci : i64, !llvm.ptr
  cf.br ^head
^exit:
  %xf = llvm.load %px : !llvm.ptr -> i64
  %yf = llvm.load %py : !llvm.ptr -> i64
  %xk = llvm.mul %xf, %k : i64
  %r = llvm.add %xk, %yf : i64
  return %r : i64
}

// The low 32 bits of a 64-bit field, read through the struct's address
// after a store to its first field.
func.func @low_word(%v: i64) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x !llvm.struct<(i64, i8)> : (i32) -> !llvm.ptr
  llvm.store %v, %p : i64, !llvm.ptr
  %w = llvm.load %p : !llvm.ptr -> i32
  %e = llvm.zext %w : i32 to i64
  return %e : i64
}

// Sum of a 2x2 memref of constants, through constant indices.
func.func @grid() -> i64 {
  %g = memref.alloca() : memref<2x2xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant 3 : i64
  %b = arith.constant 40 : i64
  %c = arith.constant 500 : i64
  %d = arith.constant 6000 : i64
  memref.store %a, %g[%c0, %c0] : memref<2x2xi64>
  memref.store %b, %g[%c0, %c1] : memref<2x2xi64>
  memref.store %c, %g[%c1, %c0] : memref<2x2xi64>
  memref.store %d, %g[%c1, %c1] : memref<2x2xi64>
  %x = memref.load %g[%c0, %c0] : memref<2x2xi64>
  %y = memref.load %g[%c0, %c1] : memref<2x2xi64>
  %z = memref.load %g[%c1, %c0] : memref<2x2xi64>
  %w = memref.load %g[%c1, %c1] : memref<2x2xi64>
  %s1 = arith.addi %x, %y : i64
  %s2 = arith.addi %z, %w : i64
  %s = arith.addi %s1, %s2 : i64
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : i64
  %c7 = arith.constant 7 : i64
  %c2 = arith.constant 2 : i64
  %cm3 = arith.constant -3 : i64
  %a = func.call @walk(%c7, %c2, %cm3) : (i64, i64, i64) -> i64
  func.call @print(%a) : (i64) -> ()
  %b = func.call @walk(%c0, %c2, %cm3) : (i64, i64, i64) -> i64
  func.call @print(%b) : (i64) -> ()
  %big = arith.constant 81985529216486895 : i64
  %l = func.call @low_word(%big) : (i64) -> i64
  func.call @print(%l) : (i64) -> ()
  %g = func.call @grid() : () -> i64
  func.call @print(%g) : (i64) -> ()
  return
}

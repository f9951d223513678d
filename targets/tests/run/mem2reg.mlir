// STRATA-OPT: --mem2reg
// Scalar variables kept in memory, as a front end emits them: one-element
// memref.alloca and llvm.alloca slots read and written across branches and
// loop back edges, a slot whose address is a loop-carried value, and an
// i16 store into an i32 slot. After mem2reg they are block arguments; the
// program prints what upstream prints for the original.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// Steps of the Collatz sequence from n down to 1.
func.func @collatz(%n: i64) -> i64 {
  %x = memref.alloca() : memref<i64>
  %steps = memref.alloca() : memref<1xi64>
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  memref.store %n, %x[] : memref<i64>
  memref.store %zero, %steps[%c0] : memref<1xi64>
  cf.br ^head
^head:
  %v = memref.load %x[] : memref<i64>
  %done = arith.cmpi sle, %v, %one : i64
  cf.cond_br %done, ^exit, ^body
^body:
  %r = arith.remsi %v, %two : i64
  %even = arith.cmpi eq, %r, %zero : i64
  cf.cond_br %even, ^half, ^triple
^half:
  %h = arith.divsi %v, %two : i64
  memref.store %h, %x[] : memref<i64>
  cf.br ^next
^triple:
  %t = arith.muli %v, %three : i64
  %t1 = arith.addi %t, %one : i64
  memref.store %t1, %x[] : memref<i64>
  cf.br ^next
^next:
  %s = memref.load %steps[%c0] : memref<1xi64>
  %s1 = arith.addi %s, %one : i64
  memref.store %s1, %steps[%c0] : memref<1xi64>
  cf.br ^head
^exit:
  %res = memref.load %steps[%c0] : memref<1xi64>
  return %res : i64
}

// fib(n) with two llvm.alloca slots and a slot holding the address of the
// slot to update next.
func.func @fib(%n: i64) -> i64 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x i64 : (i32) -> !llvm.ptr
  %b = llvm.alloca %c1 x i64 : (i32) -> !llvm.ptr
  %i = llvm.alloca %c1 x i64 : (i32) -> !llvm.ptr
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  llvm.store %zero, %a : i64, !llvm.ptr
  llvm.store %one, %b : i64, !llvm.ptr
  llvm.store %zero, %i : i64, !llvm.ptr
  cf.br ^head
^head:
  %iv = llvm.load %i : !llvm.ptr -> i64
  %more = llvm.icmp "slt" %iv, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %av = llvm.load %a : !llvm.ptr -> i64
  %bv = llvm.load %b : !llvm.ptr -> i64
  %sum = llvm.add %av, %bv : i64
  llvm.store %bv, %a : i64, !llvm.ptr
  llvm.store %sum, %b : i64, !llvm.ptr
  %inext = llvm.add %iv, %one : i64
  llvm.store %inext, %i : i64, !llvm.ptr
  cf.br ^head
^exit:
  %res = llvm.load %a : !llvm.ptr -> i64
  return %res : i64
}

// (x & ~0xffff) | h, through a partial store.
func.func @low_half(%x: i32, %h: i16) -> i64 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %p : i32, !llvm.ptr
  llvm.store %h, %p : i16, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  %w = arith.extui %v : i32 to i64
  return %w : i64
}

func.func @main() {
  %c6 = arith.constant 6 : i64
  %c27 = arith.constant 27 : i64
  %c1 = arith.constant 1 : i64
  %a = func.call @collatz(%c6) : (i64) -> i64
  func.call @print(%a) : (i64) -> ()
  %b = func.call @collatz(%c27) : (i64) -> i64
  func.call @print(%b) : (i64) -> ()
  %c = func.call @collatz(%c1) : (i64) -> i64
  func.call @print(%c) : (i64) -> ()
  %c0 = arith.constant 0 : i64
  %c10 = arith.constant 10 : i64
  %c50 = arith.constant 50 : i64
  %f0 = func.call @fib(%c0) : (i64) -> i64
  func.call @print(%f0) : (i64) -> ()
  %f10 = func.call @fib(%c10) : (i64) -> i64
  func.call @print(%f10) : (i64) -> ()
  %f50 = func.call @fib(%c50) : (i64) -> i64
  func.call @print(%f50) : (i64) -> ()
  %x = arith.constant 305419896 : i32
  %h = arith.constant -21555 : i16
  %l = func.call @low_half(%x, %h) : (i32, i16) -> i64
  func.call @print(%l) : (i64) -> ()
  return
}

// A program written for upstream's runner libraries: memref.copy of
// strided and transposed views (memrefCopy), printMemrefF32 through its C
// interface, printMemrefI64 in its (rank, descriptor) form, and vector.print.
// tests/runtime.rs lowers it with mlir-opt-19, links it with
// libstrata_runtime.a and compares the output with the .stdout file and with
// mlir-cpu-runner-19 on upstream's libraries.

func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(memref<*xi64>)

func.func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<3x4xf32>
  %n = memref.alloc() : memref<3x4xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i64
      %f = arith.sitofp %li : i64 to f32
      %h = arith.constant 0.5 : f32
      %g = arith.mulf %f, %h : f32
      memref.store %g, %a[%i, %j] : memref<3x4xf32>
      memref.store %li, %n[%i, %j] : memref<3x4xi64>
    }
  }
  %sub = memref.subview %a[0, 1] [3, 2] [1, 2] : memref<3x4xf32> to memref<3x2xf32, strided<[4, 2], offset: 1>>
  %b = memref.alloc() : memref<3x2xf32>
  memref.copy %sub, %b : memref<3x2xf32, strided<[4, 2], offset: 1>> to memref<3x2xf32>
  %u = memref.cast %b : memref<3x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %t = memref.transpose %n (i, j) -> (j, i) : memref<3x4xi64> to memref<4x3xi64, strided<[1, 4]>>
  %nt = memref.alloc() : memref<4x3xi64>
  memref.copy %t, %nt : memref<4x3xi64, strided<[1, 4]>> to memref<4x3xi64>
  %un = memref.cast %nt : memref<4x3xi64> to memref<*xi64>
  call @printMemrefI64(%un) : (memref<*xi64>) -> ()
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %a[%c1, %c0], %pad : memref<3x4xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  %w = arith.constant dense<[-1, 7]> : vector<2xi64>
  vector.print %w : vector<2xi64>
  vector.print str "done\n"
  memref.dealloc %a : memref<3x4xf32>
  memref.dealloc %b : memref<3x2xf32>
  memref.dealloc %n : memref<3x4xi64>
  memref.dealloc %nt : memref<4x3xi64>
  return
}

// The C entry point; mlir-cpu-runner runs @entry.
func.func @main() -> i32 {
  call @entry() : () -> ()
  %r = arith.constant 0 : i32
  return %r : i32
}

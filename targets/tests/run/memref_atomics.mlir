// memref.atomic_rmw of every kind llvm.atomicrmw has (old values and the
// final contents printed), with prefetches and an alignment assumption
// that must not change the results.

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @show_i32(%v: i32) {
  %w = arith.extsi %v : i32 to i64
  func.call @printI64(%w) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @show_f32(%v: f32) {
  func.call @printF32(%v) : (f32) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %ints = memref.alloc() {alignment = 16} : memref<4xi32>
  %floats = memref.alloca() : memref<3xf32>
  memref.assume_alignment %ints, 16 : memref<4xi32>
  %i0 = arith.constant 12 : i32
  %i1 = arith.constant -5 : i32
  %i2 = arith.constant 6 : i32
  %i3 = arith.constant 3 : i32
  memref.store %i0, %ints[%c0] : memref<4xi32>
  memref.store %i1, %ints[%c1] : memref<4xi32>
  memref.store %i2, %ints[%c2] : memref<4xi32>
  memref.store %i3, %ints[%c3] : memref<4xi32>
  memref.prefetch %ints[%c0], read, locality<3>, data : memref<4xi32>
  memref.prefetch %ints[%c2], write, locality<0>, data : memref<4xi32>

  %seven = arith.constant 7 : i32
  %minus = arith.constant -9 : i32
  %mask = arith.constant 10 : i32
  %a = memref.atomic_rmw addi %seven, %ints[%c0] : (i32, memref<4xi32>) -> i32
  %b = memref.atomic_rmw maxs %minus, %ints[%c1] : (i32, memref<4xi32>) -> i32
  %c = memref.atomic_rmw mins %minus, %ints[%c1] : (i32, memref<4xi32>) -> i32
  %d = memref.atomic_rmw andi %mask, %ints[%c2] : (i32, memref<4xi32>) -> i32
  %e = memref.atomic_rmw ori %mask, %ints[%c3] : (i32, memref<4xi32>) -> i32
  %f = memref.atomic_rmw maxu %minus, %ints[%c3] : (i32, memref<4xi32>) -> i32
  %g = memref.atomic_rmw minu %seven, %ints[%c3] : (i32, memref<4xi32>) -> i32
  %h = memref.atomic_rmw assign %mask, %ints[%c2] : (i32, memref<4xi32>) -> i32
  func.call @show_i32(%a) : (i32) -> ()
  func.call @show_i32(%b) : (i32) -> ()
  func.call @show_i32(%c) : (i32) -> ()
  func.call @show_i32(%d) : (i32) -> ()
  func.call @show_i32(%e) : (i32) -> ()
  func.call @show_i32(%f) : (i32) -> ()
  func.call @show_i32(%g) : (i32) -> ()
  func.call @show_i32(%h) : (i32) -> ()
  func.call @printNewline() : () -> ()
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %ints[%i] : memref<4xi32>
    func.call @show_i32(%v) : (i32) -> ()
  }
  func.call @printNewline() : () -> ()

  %f0 = arith.constant 1.5 : f32
  %f1 = arith.constant -2.0 : f32
  %f2 = arith.constant 4.0 : f32
  memref.store %f0, %floats[%c0] : memref<3xf32>
  memref.store %f1, %floats[%c1] : memref<3xf32>
  memref.store %f2, %floats[%c2] : memref<3xf32>
  %q = arith.constant 0.25 : f32
  %x = memref.atomic_rmw addf %q, %floats[%c0] : (f32, memref<3xf32>) -> f32
  %y = memref.atomic_rmw maximumf %q, %floats[%c1] : (f32, memref<3xf32>) -> f32
  %z = memref.atomic_rmw minimumf %q, %floats[%c2] : (f32, memref<3xf32>) -> f32
  func.call @show_f32(%x) : (f32) -> ()
  func.call @show_f32(%y) : (f32) -> ()
  func.call @show_f32(%z) : (f32) -> ()
  func.call @printNewline() : () -> ()
  scf.for %i = %c0 to %c3 step %c1 {
    %v = memref.load %floats[%i] : memref<3xf32>
    func.call @show_f32(%v) : (f32) -> ()
  }
  func.call @printNewline() : () -> ()
  memref.dealloc %ints : memref<4xi32>
  return
}

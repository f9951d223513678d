// Every kind of value a header declares: scalars of each width and float
// kind, memrefs of each element type and of ranks 0 to 3, strided and
// unranked memrefs, memref and multiple results, a function C cannot call
// (vector argument), and functions that are not exported.
func.func @scalars(%a: i1, %b: i8, %c: i16, %d: i32, %e: i64, %f: index, %g: f32, %h: f64, %u: ui8, %s: si32) -> i64 {
  return %e : i64
}
func.func @halves(%a: f16, %b: bf16) -> f16 {
  return %a : f16
}
func.func @memrefs(%a: memref<f32>, %b: memref<?xf64>, %c: memref<2x?xi32>, %d: memref<?x?x?xi8>,
                   %e: memref<4xi1>, %f: memref<?xindex>, %g: memref<?xf16>, %h: memref<?xbf16>,
                   %i: memref<?xi16>, %j: memref<?xi64>, %k: memref<?xui32>) attributes {llvm.emit_c_interface} {
  return
}
func.func @strided(%a: memref<4x?xf64, strided<[?, 1], offset: ?>>, %u: memref<*xf32>) -> f64 attributes {llvm.emit_c_interface} {
  %c = arith.constant 0.0 : f64
  return %c : f64
}
func.func @make(%n: index) -> memref<?x?xf32> attributes {llvm.emit_c_interface} {
  %m = memref.alloc(%n, %n) : memref<?x?xf32>
  return %m : memref<?x?xf32>
}
func.func @two(%n: index) -> (i32, memref<2x2xf32>, f64) attributes {llvm.emit_c_interface} {
  %c = arith.constant 0 : i32
  %f = arith.constant 0.0 : f64
  %m = memref.alloc() : memref<2x2xf32>
  return %c, %m, %f : i32, memref<2x2xf32>, f64
}
func.func @plain_two(%n: index) -> (i32, i32) {
  %c = arith.constant 0 : i32
  return %c, %c : i32, i32
}
func.func @vec(%v: vector<4xf32>) {
  return
}
func.func private @hidden() {
  return
}
func.func private @imported(i32)

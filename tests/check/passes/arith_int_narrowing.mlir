// PIPELINE: --arith-int-narrowing="int-bitwidths-supported=1,8,16,24,32"
// arith-int-narrowing: binary ops, int-to-float conversions and index casts
// compute in the narrowest supported width that holds every result.

// CHECK-LABEL: func.func @add_s
// CHECK: %4 = arith.addi %2, %3 : i16
// CHECK-NEXT: %5 = arith.extsi %4 : i16 to i32
func.func @add_s(%a: i8, %b: i8) -> i32 {
  %x = arith.extsi %a : i8 to i32
  %y = arith.extsi %b : i8 to i32
  %r = arith.addi %x, %y : i32
  return %r : i32
}

// CHECK-LABEL: func.func @add_u_const
// CHECK: %c300_i16 = arith.constant 300 : i16
// CHECK: arith.addi %1, %c300_i16 : i16
// CHECK-NEXT: arith.extui %2 : i16 to i32
func.func @add_u_const(%a: i8) -> i32 {
  %x = arith.extui %a : i8 to i32
  %c = arith.constant 300 : i32
  %r = arith.addi %x, %c : i32
  return %r : i32
}

// Unsigned subtraction may wrap: it stays.
// CHECK-LABEL: func.func @sub_u
// CHECK: %2 = arith.subi %0, %1 : i32
func.func @sub_u(%a: i8, %b: i8) -> i32 {
  %x = arith.extui %a : i8 to i32
  %y = arith.extui %b : i8 to i32
  %r = arith.subi %x, %y : i32
  return %r : i32
}

// CHECK-LABEL: func.func @mul_s
// CHECK: %4 = arith.muli %2, %3 : i32
// CHECK-NEXT: %5 = arith.extsi %4 : i32 to i64
func.func @mul_s(%a: i8, %b: i16) -> i64 {
  %x = arith.extsi %a : i8 to i64
  %y = arith.extsi %b : i16 to i64
  %r = arith.muli %x, %y : i64
  return %r : i64
}

// 16 x 16 bits need all 32.
// CHECK-LABEL: func.func @mul_wide
// CHECK: %2 = arith.muli %0, %1 : i32
func.func @mul_wide(%a: i16, %b: i16) -> i32 {
  %x = arith.extsi %a : i16 to i32
  %y = arith.extsi %b : i16 to i32
  %r = arith.muli %x, %y : i32
  return %r : i32
}

// CHECK-LABEL: func.func @divsi
// CHECK: arith.divsi %2, %3 : i16
func.func @divsi(%a: i8, %b: i8) -> i32 {
  %x = arith.extsi %a : i8 to i32
  %y = arith.extsi %b : i8 to i32
  %r = arith.divsi %x, %y : i32
  return %r : i32
}

// CHECK-LABEL: func.func @divui
// CHECK: %0 = arith.divui %arg0, %arg1 : i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i32
func.func @divui(%a: i8, %b: i8) -> i32 {
  %x = arith.extui %a : i8 to i32
  %y = arith.extui %b : i8 to i32
  %r = arith.divui %x, %y : i32
  return %r : i32
}

// Signed min/max of sign extensions (and constants), unsigned of zero
// extensions; minui of sign extensions stays.
// CHECK-LABEL: func.func @minmax
// CHECK: arith.maxsi %arg0, %arg1 : i8
// CHECK: arith.minsi %arg0, %c-5_i8 : i8
// CHECK: arith.minui %0, %1 : i32
func.func @minmax(%a: i8, %b: i8, %c: i8) -> (i32, i32, i32, i32) {
  %x = arith.extsi %a : i8 to i32
  %y = arith.extsi %b : i8 to i32
  %u = arith.extui %c : i8 to i32
  %cneg = arith.constant -5 : i32
  %r0 = arith.maxsi %x, %y : i32
  %r1 = arith.minsi %x, %cneg : i32
  %r2 = arith.maxui %u, %u : i32
  %r3 = arith.minui %x, %y : i32
  return %r0, %r1, %r2, %r3 : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @vec
// CHECK: arith.addi %2, %3 : vector<4xi16>
// CHECK: arith.muli %5, %cst : vector<4xi32>
func.func @vec(%a: vector<4xi8>, %b: vector<4xi8>) -> vector<4xi32> {
  %x = arith.extsi %a : vector<4xi8> to vector<4xi32>
  %y = arith.extsi %b : vector<4xi8> to vector<4xi32>
  %c = arith.constant dense<[1, -200, 3, 4]> : vector<4xi32>
  %r = arith.addi %x, %y : vector<4xi32>
  %s = arith.muli %r, %c : vector<4xi32>
  return %s : vector<4xi32>
}

// CHECK-LABEL: func.func @tofp
// CHECK: arith.sitofp %arg0 : i8 to f32
// CHECK: arith.uitofp %arg1 : i16 to f16
// CHECK: arith.sitofp %arg2 : vector<3xi16> to vector<3xf32>
// CHECK: arith.uitofp %0 : i32 to f32
func.func @tofp(%a: i8, %b: i16, %v: vector<3xi16>) -> (f32, f16, f64, vector<3xf32>, f32) {
  %x = arith.extsi %a : i8 to i32
  %f = arith.sitofp %x : i32 to f32
  %y = arith.extui %b : i16 to i64
  %g = arith.uitofp %y : i64 to f16
  %c = arith.constant 7 : i64
  %h = arith.sitofp %c : i64 to f64
  %w = arith.extsi %v : vector<3xi16> to vector<3xi32>
  %k = arith.sitofp %w : vector<3xi32> to vector<3xf32>
  %m = arith.uitofp %x : i32 to f32
  return %f, %g, %h, %k, %m : f32, f16, f64, vector<3xf32>, f32
}

// CHECK-LABEL: func.func @chain
// CHECK: arith.addi %2, %3 : i16
// CHECK: arith.muli %6, %7 : i32
func.func @chain(%a: i8, %b: i8) -> i64 {
  %x = arith.extsi %a : i8 to i64
  %y = arith.extsi %b : i8 to i64
  %r = arith.addi %x, %y : i64
  %s = arith.muli %r, %r : i64
  return %s : i64
}

// Index casts of values with known bounds (loop induction variables).
// CHECK-LABEL: func.func @index
// CHECK: arith.index_cast %arg2 : index to i8
// CHECK-NEXT: arith.extsi %3 : i8 to i32
// CHECK: arith.index_castui %arg2 : index to i8
// CHECK: arith.index_cast %arg2 : index to i32
func.func @index(%m: memref<100xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %c70000 = arith.constant 70000 : index
  %cm = arith.constant -3 : index
  scf.for %i = %c0 to %c100 step %c1 {
    %x = arith.index_cast %i : index to i32
    memref.store %x, %m[%i] : memref<100xi32>
    %y = arith.index_castui %i : index to i32
    memref.store %y, %m[%i] : memref<100xi32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.index_cast %i : index to i32
    memref.store %x, %m[%i] : memref<100xi32>
  }
  %a = arith.index_cast %c70000 : index to i64
  %b = arith.index_castui %cm : index to i64
  %c = arith.index_cast %cm : index to i64
  %d = arith.index_cast %n : index to i64
  %e = arith.addi %a, %b : i64
  %f = arith.addi %e, %c : i64
  %g = arith.addi %f, %d : i64
  %t = arith.trunci %g : i64 to i32
  memref.store %t, %m[%c0] : memref<100xi32>
  return
}

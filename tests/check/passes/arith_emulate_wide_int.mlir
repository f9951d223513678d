// PIPELINE: --arith-emulate-wide-int=widest-int-supported=32
// arith-emulate-wide-int: i64 values become pairs of i32 halves, in
// function signatures, calls and returns, and every supported arith op is
// computed on the halves.

// i64 is a pair of i32 halves; the carry of the low halves goes into the high half.
// CHECK-LABEL: func.func @add(%arg0: vector<2xi32>, %arg1: vector<2xi32>) -> vector<2xi32>
// CHECK: %sum, %overflow = arith.addui_extended %0, %2 : i32, i1
// CHECK-NEXT: %4 = arith.extui %overflow : i1 to i32
// CHECK: %8 = vector.insert %6, %7 [1] : i32 into vector<2xi32>
// CHECK-NEXT: return %8 : vector<2xi32>
func.func @add(%a: i64, %b: i64) -> i64 {
  %r = arith.addi %a, %b : i64
  return %r : i64
}

// CHECK-LABEL: func.func @ext(%arg0: i16, %arg1: vector<3xi32>) -> (vector<2xi32>, vector<3x2xi32>)
// CHECK: %1 = arith.cmpi slt, %0, %c0_i32 : i32
// CHECK: %cst_0 = arith.constant dense<[5, 0]> : vector<2xi32>
// CHECK: vector.shape_cast %arg1 : vector<3xi32> to vector<3x1xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<0> : vector<3x2xi32>
// CHECK-NEXT: vector.insert_strided_slice %14, %cst_2 {offsets = [0, 0], strides = [1, 1]} : vector<3x1xi32> into vector<3x2xi32>
func.func @ext(%a: i16, %v: vector<3xi32>) -> (i64, vector<3xi64>) {
  %r = arith.extsi %a : i16 to i64
  %c = arith.constant 5 : i64
  %s = arith.addi %r, %c : i64
  %w = arith.extui %v : vector<3xi32> to vector<3xi64>
  return %s, %w : i64, vector<3xi64>
}

// sitofp of the absolute value; uitofp as low + high * 2^32; shrsi as a
// logical shift or'ed with the sign bits.
// CHECK-LABEL: func.func @shifts_and_floats
// CHECK: %cst_5 = arith.constant 4.2949673E+9 : f32
// CHECK: %41 = arith.negf %40 : f32
// CHECK: %c64_i32 = arith.constant 64 : i32
// CHECK: arith.cmpi uge, %63, %c32_i32 : i32
func.func @shifts_and_floats(%a: i64, %b: i64) -> (f32, f64, i64) {
  %r = arith.sitofp %a : i64 to f32
  %u = arith.uitofp %b : i64 to f64
  %s = arith.shrsi %a, %b : i64
  return %r, %u, %s : f32, f64, i64
}

// Declarations, calls and returns take the pairs.
// CHECK-LABEL: func.func private @ext_fn(vector<2xi32>) -> vector<2xi32>
func.func private @ext_fn(i64) -> i64

// CHECK-LABEL: func.func @calls
// CHECK: %0 = call @ext_fn(%arg0) : (vector<2xi32>) -> vector<2xi32>
// CHECK: %low, %high = arith.mului_extended %1, %3 : i32
func.func @calls(%a: i64) -> i64 {
  %r = func.call @ext_fn(%a) : (i64) -> i64
  %m = arith.muli %r, %a : i64
  return %m : i64
}

// Vectors of i64 gain a last dimension of 2; their halves are strided slices.
// CHECK-LABEL: func.func @vec(%arg0: vector<3x2xi32>, %arg1: vector<3x2xi32>, %arg2: vector<3xi1>)
// CHECK: %cst_0 = arith.constant dense<{{\[\[}}1, 0], [-2, -1], [0, 1]]> : vector<3x2xi32>
// CHECK: %25 = vector.shape_cast %24 : vector<3x1xi1> to vector<3xi1>
func.func @vec(%a: vector<3xi64>, %b: vector<3xi64>, %c: vector<3xi1>) -> (vector<3xi64>, vector<3xi1>, vector<3xi64>, vector<3xi32>) {
  %s = arith.addi %a, %b : vector<3xi64>
  %k = arith.constant dense<[1, -2, 4294967296]> : vector<3xi64>
  %x = arith.xori %s, %k : vector<3xi64>
  %cmp = arith.cmpi sge, %x, %b : vector<3xi64>
  %sel = arith.select %c, %x, %a : vector<3xi1>, vector<3xi64>
  %t = arith.trunci %sel : vector<3xi64> to vector<3xi32>
  return %x, %cmp, %sel, %t : vector<3xi64>, vector<3xi1>, vector<3xi64>, vector<3xi32>
}

// CHECK-LABEL: func.func @vec2d(%arg0: vector<2x2x2xi32>, %arg1: vector<2x2xi16>)
// CHECK: arith.extsi %{{.*}} : vector<2x2x1xi16> to vector<2x2x1xi32>
// CHECK: arith.cmpi ugt
func.func @vec2d(%a: vector<2x2xi64>, %i: vector<2x2xi16>) -> (vector<2x2xi64>, vector<2x2xi64>) {
  %e = arith.extsi %i : vector<2x2xi16> to vector<2x2xi64>
  %u = arith.extui %i : vector<2x2xi16> to vector<2x2xi64>
  %s = arith.shli %a, %e : vector<2x2xi64>
  %r = arith.shrui %s, %u : vector<2x2xi64>
  %m = arith.maxui %r, %a : vector<2x2xi64>
  %n = arith.minsi %m, %e : vector<2x2xi64>
  return %m, %n : vector<2x2xi64>, vector<2x2xi64>
}

// CHECK-LABEL: func.func @casts(%arg0: index, %arg1: vector<2xi32>, %arg2: vector<2xi32>)
// CHECK: %1 = arith.index_cast %0 : i32 to index
// CHECK: %2 = arith.index_castui %arg0 : index to i32
// CHECK: %24 = arith.andi %22, %23 : i1
// CHECK: %31 = arith.ori %29, %30 : i1
// CHECK: vector.print %{{.*}} : vector<2xi32>
func.func @casts(%i: index, %a: i64, %b: i64) -> (index, i64, i1, i1, i8, f64) {
  %x = arith.index_cast %a : i64 to index
  %y = arith.index_castui %i : index to i64
  %z = arith.index_cast %i : index to i64
  %w = arith.addi %y, %z : i64
  %e = arith.cmpi eq, %a, %b : i64
  %n = arith.cmpi ne, %a, %b : i64
  %t = arith.trunci %w : i64 to i8
  %f = arith.uitofp %a : i64 to f64
  %v = arith.ori %w, %b : i64
  vector.print %v : i64
  return %x, %w, %e, %n, %t, %f : index, i64, i1, i1, i8, f64
}

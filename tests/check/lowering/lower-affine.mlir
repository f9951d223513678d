// PIPELINE: --lower-affine --split-input-file --allow-unregistered-dialect
// lower-affine: affine maps expand into arith ops, one op per expression
// node in upstream's order (every constant its own arith.constant); loops,
// conditionals and accesses become their scf, memref and vector forms.
// Ops that are not legal (not arith, memref, scf or vector) are folded
// first, and replaced values keep their uses until the pass ends, as in
// mlir-opt-19's conversion driver.

// Sums and products: `d0 - s0` is `d0 + s0 * -1`.
// CHECK-LABEL: func.func @apply_add_mul(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.muli %arg1, %c3 : index
// CHECK-NEXT: %1 = arith.addi %arg0, %0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %2 = arith.muli %arg0, %c-1 : index
// CHECK-NEXT: %3 = arith.addi %1, %2 : index
// CHECK-NEXT: %c-1_0 = arith.constant -1 : index
// CHECK-NEXT: %4 = arith.muli %arg0, %c-1_0 : index
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %5 = arith.muli %arg0, %c-2 : index
// CHECK-NEXT: %6 = arith.addi %5, %arg1 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %7 = arith.addi %6, %c7 : index
// CHECK-NEXT: return %3, %4, %7 : index, index, index
// CHECK-NEXT: }
func.func @apply_add_mul(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0, d1)[s0] -> (d0 + d1 * 3 - s0)>(%a, %b)[%a]
  %1 = affine.apply affine_map<(d0) -> (-d0)>(%a)
  %2 = affine.apply affine_map<(d0, d1) -> (d0 * -2 + d1 + 7)>(%a, %b)
  return %0, %1, %2 : index, index, index
}

// -----

// mod, floordiv and ceildiv by a positive constant: remsi/divsi with the
// sign fixed by cmpi and select.
// CHECK-LABEL: func.func @apply_div_mod(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.remsi %arg0, %c4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %c0 : index
// CHECK-NEXT: %2 = arith.addi %0, %c4 : index
// CHECK-NEXT: %3 = arith.select %1, %2, %0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %4 = arith.cmpi slt, %arg0, %c0_0 : index
// CHECK-NEXT: %5 = arith.subi %c-1, %arg0 : index
// CHECK-NEXT: %6 = arith.select %4, %5, %arg0 : index
// CHECK-NEXT: %7 = arith.divsi %6, %c8 : index
// CHECK-NEXT: %8 = arith.subi %c-1, %7 : index
// CHECK-NEXT: %9 = arith.select %4, %8, %7 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %10 = arith.cmpi sle, %arg0, %c0_1 : index
// CHECK-NEXT: %11 = arith.subi %c0_1, %arg0 : index
// CHECK-NEXT: %12 = arith.subi %arg0, %c1 : index
// CHECK-NEXT: %13 = arith.select %10, %11, %12 : index
// CHECK-NEXT: %14 = arith.divsi %13, %c5 : index
// CHECK-NEXT: %15 = arith.subi %c0_1, %14 : index
// CHECK-NEXT: %16 = arith.addi %14, %c1 : index
// CHECK-NEXT: %17 = arith.select %10, %15, %16 : index
// CHECK-NEXT: return %3, %9, %17 : index, index, index
// CHECK-NEXT: }
func.func @apply_div_mod(%a: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%a)
  %1 = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%a)
  %2 = affine.apply affine_map<(d0) -> (d0 ceildiv 5)>(%a)
  return %0, %1, %2 : index, index, index
}

// -----

// Semi-affine divisors (symbols) are divided by as they are.
// CHECK-LABEL: func.func @apply_semi_affine(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0 = arith.remsi %arg0, %arg1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %c0 : index
// CHECK-NEXT: %2 = arith.addi %0, %arg1 : index
// CHECK-NEXT: %3 = arith.select %1, %2, %0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %4 = arith.addi %arg0, %c1 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %5 = arith.cmpi slt, %4, %c0_0 : index
// CHECK-NEXT: %6 = arith.subi %c-1, %4 : index
// CHECK-NEXT: %7 = arith.select %5, %6, %4 : index
// CHECK-NEXT: %8 = arith.divsi %7, %arg1 : index
// CHECK-NEXT: %9 = arith.subi %c-1, %8 : index
// CHECK-NEXT: %10 = arith.select %5, %9, %8 : index
// CHECK-NEXT: return %3, %10 : index, index
// CHECK-NEXT: }
func.func @apply_semi_affine(%a: index, %s: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%a)[%s]
  %1 = affine.apply affine_map<(d0)[s0] -> ((d0 + 1) floordiv s0)>(%a)[%s]
  return %0, %1 : index, index
}

// -----

// min and max reduce their results left to right.
// CHECK-LABEL: func.func @min_max(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %0 = arith.minsi %arg0, %arg1 : index
// CHECK-NEXT: %1 = arith.minsi %0, %c10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %2 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %3 = arith.maxsi %arg0, %2 : index
// CHECK-NEXT: return %1, %3 : index, index
// CHECK-NEXT: }
func.func @min_max(%a: index, %b: index) -> (index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (d0, s0, 10)>(%a)[%b]
  %1 = affine.max affine_map<(d0)[s0] -> (d0, s0 + 1)>(%a)[%b]
  return %0, %1 : index, index
}

// -----

// Folded before lowering: an apply of a single dim is its operand, maps of
// constants are constants; the max sees the apply it uses, not the
// constant that replaces it, so it is not folded.
// CHECK-LABEL: func.func @folded_first() -> (index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c15 = arith.constant 15 : index
// CHECK-NEXT: %c4_0 = arith.constant 4 : index
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.maxsi %c9, %c3 : index
// CHECK-NEXT: return %c15, %c4_0, %0 : index, index, index
// CHECK-NEXT: }
func.func @folded_first() -> (index, index, index) {
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %a = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%c4, %c7)
  %b = affine.min affine_map<(d0)[s0] -> (d0, s0, 20)>(%c4)[%c7]
  %x = affine.apply affine_map<() -> (9)>()
  %c = affine.max affine_map<(d0) -> (d0, 3)>(%x)
  return %a, %b, %c : index, index, index
}

// -----

// Other dialects are folded too where they fold to legal constants
// (math.absf to an arith.constant), not where the constant would not be
// legal (index.add to an index.constant).
// CHECK-LABEL: func.func @other_dialects_folded() -> (f32, index) {
// CHECK-NEXT: %cst = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %0 = index.add %idx1, %idx2
// CHECK-NEXT: return %cst_0, %0 : f32, index
// CHECK-NEXT: }
func.func @other_dialects_folded() -> (f32, index) {
  %c = arith.constant -2.0 : f32
  %a = math.absf %c : f32
  %i1 = index.constant 1
  %i2 = index.constant 2
  %s = index.add %i1, %i2
  return %a, %s : f32, index
}

// -----

// affine.for: the max of the lower bound map to the min of the upper bound
// map, a constant step; iteration arguments carry over.
// CHECK-LABEL: func.func @for_bounds(%arg0: index, %arg1: memref<?xf32>, %arg2: f32) -> f32 {
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c-2 : index
// CHECK-NEXT: %1 = arith.maxsi %arg0, %0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %2 = arith.addi %arg0, %c10 : index
// CHECK-NEXT: %c100 = arith.constant 100 : index
// CHECK-NEXT: %3 = arith.minsi %2, %c100 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %4 = scf.for %arg3 = %1 to %3 step %c2 iter_args(%arg4 = %arg2) -> (f32) {
// CHECK-NEXT: %5 = memref.load %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT: %6 = arith.addf %arg4, %5 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10_0 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg5 = %c0 to %c10_0 step %c1 {
// CHECK-NEXT: %7 = arith.addi %arg5, %arg3 : index
// CHECK-NEXT: memref.store %6, %arg1[%7] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : f32
// CHECK-NEXT: }
func.func @for_bounds(%n: index, %m: memref<?xf32>, %init: f32) -> f32 {
  %r = affine.for %i = max affine_map<(d0)[s0] -> (d0, s0 - 2)>(%n)[%n] to min affine_map<(d0) -> (d0 + 10, 100)>(%n) step 2 iter_args(%acc = %init) -> (f32) {
    %v = affine.load %m[%i] : memref<?xf32>
    %s = arith.addf %acc, %v : f32
    affine.for %j = 0 to 10 {
      affine.store %s, %m[%j + %i] : memref<?xf32>
    }
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

// Constant bound operands are folded into the bound maps first; a loop
// that never runs and has results is replaced by its initial values.
// CHECK-LABEL: func.func @for_folded(%arg0: memref<10xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %c8_1 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c2_0 to %c8_1 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: }
func.func @for_folded(%m: memref<10xf32>, %x: f32) -> f32 {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  affine.for %i = %c2 to %c8 {
    %v = affine.load %m[%i] : memref<10xf32>
  }
  %r = affine.for %i = 10 to 0 iter_args(%a = %x) -> f32 {
    %b = arith.addf %a, %a : f32
    affine.yield %b : f32
  }
  return %r : f32
}

// -----

// affine.if: each constraint compared with zero (sge, eq for equalities),
// combined with andi; the fold first canonicalizes the set (here the
// duplicated operand), and an empty constraint list is `0 == 0`.
// CHECK-LABEL: func.func @if_sets(%arg0: index, %arg1: memref<?xf32>) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-10 = arith.constant -10 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c-10 : index
// CHECK-NEXT: %1 = arith.cmpi sge, %0, %c0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %2 = arith.cmpi sge, %c-1, %c0 : index
// CHECK-NEXT: %3 = arith.andi %1, %2 : i1
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %4 = arith.remsi %arg0, %c2 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %5 = arith.cmpi slt, %4, %c0_0 : index
// CHECK-NEXT: %6 = arith.addi %4, %c2 : index
// CHECK-NEXT: %7 = arith.select %5, %6, %4 : index
// CHECK-NEXT: %8 = arith.cmpi eq, %7, %c0 : index
// CHECK-NEXT: %9 = arith.andi %3, %8 : i1
// CHECK-NEXT: scf.if %9 {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: memref.store %cst, %arg1[%arg0] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %10 = arith.cmpi sge, %arg0, %c0_1 : index
// CHECK-NEXT: %11 = scf.if %10 -> (index) {
// CHECK-NEXT: scf.yield %arg0 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: scf.yield %c0_4 : index
// CHECK-NEXT: }
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %12 = arith.cmpi eq, %c0_3, %c0_2 : index
// CHECK-NEXT: scf.if %12 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.bar"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %11 : index
// CHECK-NEXT: }
func.func @if_sets(%n: index, %m: memref<?xf32>) -> index {
  affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 - 1 >= 0, d0 mod 2 == 0)>(%n)[%n] {
    %c = arith.constant 1.0 : f32
    affine.store %c, %m[%n] : memref<?xf32>
  }
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> index {
    affine.yield %n : index
  } else {
    %z = arith.constant 0 : index
    affine.yield %z : index
  }
  affine.if affine_set<() : (0 == 0)>() {
    "test.foo"() : () -> ()
  } else {
    "test.bar"() : () -> ()
  }
  return %r : index
}

// -----

// The fold composes the condition with the affine.apply feeding it, even
// though that apply is lowered first: its replacement waits for the end.
// CHECK-LABEL: func.func @if_composed(%arg0: index) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.addi %arg0, %c1_0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %c0_1 : index
// CHECK-NEXT: %3 = arith.subi %c-1, %1 : index
// CHECK-NEXT: %4 = arith.select %2, %3, %1 : index
// CHECK-NEXT: %5 = arith.divsi %4, %c2 : index
// CHECK-NEXT: %6 = arith.subi %c-1, %5 : index
// CHECK-NEXT: %7 = arith.select %2, %6, %5 : index
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: %8 = arith.addi %7, %c-3 : index
// CHECK-NEXT: %9 = arith.cmpi sge, %8, %c0 : index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %10 = arith.addi %arg0, %c1_2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: %11 = arith.cmpi sle, %10, %c0_3 : index
// CHECK-NEXT: %12 = arith.subi %c0_3, %10 : index
// CHECK-NEXT: %13 = arith.subi %10, %c1_4 : index
// CHECK-NEXT: %14 = arith.select %11, %12, %13 : index
// CHECK-NEXT: %15 = arith.divsi %14, %c4 : index
// CHECK-NEXT: %16 = arith.subi %c0_3, %15 : index
// CHECK-NEXT: %17 = arith.addi %15, %c1_4 : index
// CHECK-NEXT: %18 = arith.select %11, %16, %17 : index
// CHECK-NEXT: %19 = arith.cmpi eq, %18, %c0 : index
// CHECK-NEXT: %20 = arith.andi %9, %19 : i1
// CHECK-NEXT: %21 = scf.if %20 -> (index) {
// CHECK-NEXT: scf.yield %0 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %21 : index
// CHECK-NEXT: }
func.func @if_composed(%n: index) -> index {
  %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  %r = affine.if affine_set<(d0) : (d0 floordiv 2 - 3 >= 0, d0 ceildiv 4 == 0)>(%a) -> index {
    affine.yield %a : index
  } else {
    affine.yield %n : index
  }
  return %r : index
}

// -----

// affine.parallel without results: scf.parallel whose body ends in an
// empty scf.reduce; bound groups are max/min reductions.
// CHECK-LABEL: func.func @parallel(%arg0: index, %arg1: index, %arg2: memref<?x?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.maxsi %arg0, %arg1 : index
// CHECK-NEXT: %1 = arith.maxsi %0, %c0 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %2 = arith.addi %arg0, %c5 : index
// CHECK-NEXT: %c100 = arith.constant 100 : index
// CHECK-NEXT: %3 = arith.minsi %2, %c100 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %c0_0 : index
// CHECK-NEXT: %5 = arith.subi %c-1, %arg1 : index
// CHECK-NEXT: %6 = arith.select %4, %5, %arg1 : index
// CHECK-NEXT: %7 = arith.divsi %6, %c2 : index
// CHECK-NEXT: %8 = arith.subi %c-1, %7 : index
// CHECK-NEXT: %9 = arith.select %4, %8, %7 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg3, %arg4) = (%1, %9) to (%3, %arg0) step (%c4, %c1) {
// CHECK-NEXT: %10 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @parallel(%n: index, %p: index, %m: memref<?x?xf32>) {
  affine.parallel (%i, %j) = (max(%n, %p, 0), %p floordiv 2) to (min(%n + 5, 100), %n) step (4, 1) {
    %v = affine.load %m[%i, %j] : memref<?x?xf32>
  }
  return
}

// -----

// Reductions start from their identity and combine in scf.reduce.
// CHECK-LABEL: func.func @parallel_reduce(%arg0: index, %arg1: memref<?xf32>, %arg2: memref<?xi32>) -> (f32, f32, i32, i32, f32, f32, i32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst_1 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %c0_i32_3 = arith.constant 0 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %0:8 = scf.parallel (%arg3) = (%c0) to (%arg0) step (%c1) init (%cst, %cst_0, %c0_i32, %c1_i32, %cst_1, %cst_2, %c0_i32_3, %c-1_i32) -> (f32, f32, i32, i32, f32, f32, i32, i32) {
// CHECK-NEXT: %1 = memref.load %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT: %2 = memref.load %arg2[%arg3] : memref<?xi32>
// CHECK-NEXT: scf.reduce(%1, %1, %2, %2, %1, %1, %2, %2 : f32, f32, i32, i32, f32, f32, i32, i32) {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %3 = arith.addf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %3 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %3 = arith.mulf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %3 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT: %3 = arith.addi %arg4, %arg5 : i32
// CHECK-NEXT: scf.reduce.return %3 : i32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT: %3 = arith.muli %arg4, %arg5 : i32
// CHECK-NEXT: scf.reduce.return %3 : i32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %3 = arith.maximumf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %3 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %3 = arith.minimumf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %3 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT: %3 = arith.ori %arg4, %arg5 : i32
// CHECK-NEXT: scf.reduce.return %3 : i32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT: %3 = arith.andi %arg4, %arg5 : i32
// CHECK-NEXT: scf.reduce.return %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7 : f32, f32, i32, i32, f32, f32, i32, i32
// CHECK-NEXT: }
func.func @parallel_reduce(%n: index, %m: memref<?xf32>, %k: memref<?xi32>) -> (f32, f32, i32, i32, f32, f32, i32, i32) {
  %r:8 = affine.parallel (%i) = (0) to (%n) reduce ("addf", "mulf", "addi", "muli", "maximumf", "minimumf", "ori", "andi") -> (f32, f32, i32, i32, f32, f32, i32, i32) {
    %v = affine.load %m[%i] : memref<?xf32>
    %w = affine.load %k[%i] : memref<?xi32>
    affine.yield %v, %v, %w, %w, %v, %v, %w, %w : f32, f32, i32, i32, f32, f32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6, %r#7 : f32, f32, i32, i32, f32, f32, i32, i32
}

// -----

// Identities of other element types.
// CHECK-LABEL: func.func @parallel_reduce_types(%arg0: index, %arg1: memref<?xf16>, %arg2: memref<?xi8>, %arg3: memref<?xf64>, %arg4: memref<?xbf16>) -> (f16, i8, f64, bf16) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0xFC00 : f16
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %cst_0 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT: %0:4 = scf.parallel (%arg5) = (%c0) to (%arg0) step (%c1) init (%cst, %c-1_i8, %cst_0, %cst_1) -> (f16, i8, f64, bf16) {
// CHECK-NEXT: %1 = memref.load %arg1[%arg5] : memref<?xf16>
// CHECK-NEXT: %2 = memref.load %arg2[%arg5] : memref<?xi8>
// CHECK-NEXT: %3 = memref.load %arg3[%arg5] : memref<?xf64>
// CHECK-NEXT: %4 = memref.load %arg4[%arg5] : memref<?xbf16>
// CHECK-NEXT: scf.reduce(%1, %2, %3, %4 : f16, i8, f64, bf16) {
// CHECK-NEXT: ^bb0(%arg6: f16, %arg7: f16):
// CHECK-NEXT: %5 = arith.maximumf %arg6, %arg7 : f16
// CHECK-NEXT: scf.reduce.return %5 : f16
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg6: i8, %arg7: i8):
// CHECK-NEXT: %5 = arith.andi %arg6, %arg7 : i8
// CHECK-NEXT: scf.reduce.return %5 : i8
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg6: f64, %arg7: f64):
// CHECK-NEXT: %5 = arith.minimumf %arg6, %arg7 : f64
// CHECK-NEXT: scf.reduce.return %5 : f64
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg6: bf16, %arg7: bf16):
// CHECK-NEXT: %5 = arith.mulf %arg6, %arg7 : bf16
// CHECK-NEXT: scf.reduce.return %5 : bf16
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1, %0#2, %0#3 : f16, i8, f64, bf16
// CHECK-NEXT: }
func.func @parallel_reduce_types(%n: index, %a: memref<?xf16>, %b: memref<?xi8>, %c: memref<?xf64>, %d: memref<?xbf16>) -> (f16, i8, f64, bf16) {
  %r:4 = affine.parallel (%i) = (0) to (%n) reduce ("maximumf", "andi", "minimumf", "mulf") -> (f16, i8, f64, bf16) {
    %v = affine.load %a[%i] : memref<?xf16>
    %w = affine.load %b[%i] : memref<?xi8>
    %x = affine.load %c[%i] : memref<?xf64>
    %y = affine.load %d[%i] : memref<?xbf16>
    affine.yield %v, %w, %x, %y : f16, i8, f64, bf16
  }
  return %r#0, %r#1, %r#2, %r#3 : f16, i8, f64, bf16
}

// -----

// Vector accesses, prefetches and DMAs keep everything but the map, whose
// results become their indices.
// CHECK-LABEL: func.func @accesses(%arg0: index, %arg1: memref<?x?xf32>, %arg2: memref<1xi32>, %arg3: memref<?x?xf32, 1>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %1 = arith.muli %arg0, %c2 : index
// CHECK-NEXT: %2 = vector.load %arg1[%0, %1] : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: vector.store %2, %arg1[%arg0, %c3] : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %3 = arith.addi %arg0, %c4 : index
// CHECK-NEXT: memref.prefetch %arg1[%arg0, %3], read, locality<2>, data : memref<?x?xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.prefetch %arg1[%arg0, %c0], write, locality<0>, instr : memref<?x?xf32>
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %4 = arith.addi %arg0, %c1_0 : index
// CHECK-NEXT: %c2_1 = arith.constant 2 : index
// CHECK-NEXT: %5 = arith.muli %arg0, %c2_1 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: memref.dma_start %arg1[%arg0, %4], %arg3[%5, %c0_2], %c16, %arg2[%c0_3] : memref<?x?xf32>, memref<?x?xf32, 1>, memref<1xi32>
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: %6 = arith.addi %arg0, %c1_4 : index
// CHECK-NEXT: %c2_5 = arith.constant 2 : index
// CHECK-NEXT: %7 = arith.muli %arg0, %c2_5 : index
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: memref.dma_start %arg1[%arg0, %6], %arg3[%7, %c0_6], %c16, %arg2[%arg0], %arg0, %c16 : memref<?x?xf32>, memref<?x?xf32, 1>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg2[%arg0], %c16 : memref<1xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @accesses(%n: index, %m: memref<?x?xf32>, %t: memref<1xi32>, %d: memref<?x?xf32, 1>) {
  %v = affine.vector_load %m[%n + 1, %n * 2] : memref<?x?xf32>, vector<8xf32>
  affine.vector_store %v, %m[%n, 3] : memref<?x?xf32>, vector<8xf32>
  affine.prefetch %m[%n, %n + 4], read, locality<2>, data : memref<?x?xf32>
  affine.prefetch %m[%n, 0], write, locality<0>, instr : memref<?x?xf32>
  %c = arith.constant 16 : index
  affine.dma_start %m[%n, %n + 1], %d[%n * 2, 0], %t[0], %c : memref<?x?xf32>, memref<?x?xf32, 1>, memref<1xi32>
  affine.dma_start %m[%n, %n + 1], %d[%n * 2, 0], %t[%n], %c, %n, %c : memref<?x?xf32>, memref<?x?xf32, 1>, memref<1xi32>
  affine.dma_wait %t[%n + 0], %c : memref<1xi32>
  return
}

// -----

// affine.delinearize_index divides by the products of the basis after each
// position, built as composed affine.apply ops and lowered like them.
// CHECK-LABEL: func.func @delinearize(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c15 = arith.constant 15 : index
// CHECK-NEXT: %c15_0 = arith.constant 15 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0 : index
// CHECK-NEXT: %1 = arith.subi %c-1, %arg0 : index
// CHECK-NEXT: %2 = arith.select %0, %1, %arg0 : index
// CHECK-NEXT: %3 = arith.divsi %2, %c15_0 : index
// CHECK-NEXT: %4 = arith.subi %c-1, %3 : index
// CHECK-NEXT: %5 = arith.select %0, %4, %3 : index
// CHECK-NEXT: %c15_1 = arith.constant 15 : index
// CHECK-NEXT: %6 = arith.remsi %arg0, %c15_1 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %7 = arith.cmpi slt, %6, %c0_2 : index
// CHECK-NEXT: %8 = arith.addi %6, %c15_1 : index
// CHECK-NEXT: %9 = arith.select %7, %8, %6 : index
// CHECK-NEXT: %c15_3 = arith.constant 15 : index
// CHECK-NEXT: %10 = arith.remsi %arg0, %c15_3 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %11 = arith.cmpi slt, %10, %c0_4 : index
// CHECK-NEXT: %12 = arith.addi %10, %c15_3 : index
// CHECK-NEXT: %13 = arith.select %11, %12, %10 : index
// CHECK-NEXT: %c5_5 = arith.constant 5 : index
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %c-1_7 = arith.constant -1 : index
// CHECK-NEXT: %14 = arith.cmpi slt, %13, %c0_6 : index
// CHECK-NEXT: %15 = arith.subi %c-1_7, %13 : index
// CHECK-NEXT: %16 = arith.select %14, %15, %13 : index
// CHECK-NEXT: %17 = arith.divsi %16, %c5_5 : index
// CHECK-NEXT: %18 = arith.subi %c-1_7, %17 : index
// CHECK-NEXT: %19 = arith.select %14, %18, %17 : index
// CHECK-NEXT: %c5_8 = arith.constant 5 : index
// CHECK-NEXT: %20 = arith.remsi %arg0, %c5_8 : index
// CHECK-NEXT: %c0_9 = arith.constant 0 : index
// CHECK-NEXT: %21 = arith.cmpi slt, %20, %c0_9 : index
// CHECK-NEXT: %22 = arith.addi %20, %c5_8 : index
// CHECK-NEXT: %23 = arith.select %21, %22, %20 : index
// CHECK-NEXT: %c0_10 = arith.constant 0 : index
// CHECK-NEXT: %c-1_11 = arith.constant -1 : index
// CHECK-NEXT: %24 = arith.cmpi slt, %arg0, %c0_10 : index
// CHECK-NEXT: %25 = arith.subi %c-1_11, %arg0 : index
// CHECK-NEXT: %26 = arith.select %24, %25, %arg0 : index
// CHECK-NEXT: %27 = arith.divsi %26, %arg2 : index
// CHECK-NEXT: %28 = arith.subi %c-1_11, %27 : index
// CHECK-NEXT: %29 = arith.select %24, %28, %27 : index
// CHECK-NEXT: %30 = arith.remsi %arg0, %arg2 : index
// CHECK-NEXT: %c0_12 = arith.constant 0 : index
// CHECK-NEXT: %31 = arith.cmpi slt, %30, %c0_12 : index
// CHECK-NEXT: %32 = arith.addi %30, %arg2 : index
// CHECK-NEXT: %33 = arith.select %31, %32, %30 : index
// CHECK-NEXT: return %5, %19, %23, %29, %33, %arg0 : index, index, index, index, index, index
// CHECK-NEXT: }
func.func @delinearize(%n: index, %a: index, %b: index) -> (index, index, index, index, index, index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %q:3 = affine.delinearize_index %n into (%c2, %c3, %c5) : index, index, index
  %p:2 = affine.delinearize_index %n into (%a, %b) : index, index
  %o = affine.delinearize_index %n into (%b) : index
  return %q#0, %q#1, %q#2, %p#0, %p#1, %o : index, index, index, index, index, index
}

// -----

// A basis of several dynamic sizes; an index divided by itself folds.
// CHECK-LABEL: func.func @delinearize_dynamic(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %0 = arith.muli %arg2, %arg1 : index
// CHECK-NEXT: %1 = arith.muli %arg2, %arg1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c0 : index
// CHECK-NEXT: %3 = arith.subi %c-1, %arg0 : index
// CHECK-NEXT: %4 = arith.select %2, %3, %arg0 : index
// CHECK-NEXT: %5 = arith.divsi %4, %1 : index
// CHECK-NEXT: %6 = arith.subi %c-1, %5 : index
// CHECK-NEXT: %7 = arith.select %2, %6, %5 : index
// CHECK-NEXT: %8 = arith.muli %arg2, %arg1 : index
// CHECK-NEXT: %9 = arith.remsi %arg0, %8 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %10 = arith.cmpi slt, %9, %c0_0 : index
// CHECK-NEXT: %11 = arith.addi %9, %8 : index
// CHECK-NEXT: %12 = arith.select %10, %11, %9 : index
// CHECK-NEXT: %13 = arith.muli %arg2, %arg1 : index
// CHECK-NEXT: %14 = arith.remsi %arg0, %13 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %15 = arith.cmpi slt, %14, %c0_1 : index
// CHECK-NEXT: %16 = arith.addi %14, %13 : index
// CHECK-NEXT: %17 = arith.select %15, %16, %14 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c-1_3 = arith.constant -1 : index
// CHECK-NEXT: %18 = arith.cmpi slt, %17, %c0_2 : index
// CHECK-NEXT: %19 = arith.subi %c-1_3, %17 : index
// CHECK-NEXT: %20 = arith.select %18, %19, %17 : index
// CHECK-NEXT: %21 = arith.divsi %20, %arg1 : index
// CHECK-NEXT: %22 = arith.subi %c-1_3, %21 : index
// CHECK-NEXT: %23 = arith.select %18, %22, %21 : index
// CHECK-NEXT: %24 = arith.muli %arg2, %arg1 : index
// CHECK-NEXT: %25 = arith.remsi %arg0, %24 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %26 = arith.cmpi slt, %25, %c0_4 : index
// CHECK-NEXT: %27 = arith.addi %25, %24 : index
// CHECK-NEXT: %28 = arith.select %26, %27, %25 : index
// CHECK-NEXT: %29 = arith.remsi %28, %arg1 : index
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %30 = arith.cmpi slt, %29, %c0_5 : index
// CHECK-NEXT: %31 = arith.addi %29, %arg1 : index
// CHECK-NEXT: %32 = arith.select %30, %31, %29 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: return %7, %23, %32, %c1, %c0_6 : index, index, index, index, index
// CHECK-NEXT: }
func.func @delinearize_dynamic(%n: index, %a: index, %b: index) -> (index, index, index, index, index) {
  %q:3 = affine.delinearize_index %n into (%a, %b, %a) : index, index, index
  %r:2 = affine.delinearize_index %n into (%n, %n) : index, index
  return %q#0, %q#1, %q#2, %r#0, %r#1 : index, index, index, index, index
}

// -----

// Affine ops outside affine loops and in nested modules are lowered too.
module {
  module @inner {
    // CHECK-LABEL: func.func @nested(%arg0: index, %arg1: memref<?xf32>) {
    // CHECK-NEXT: %c0 = arith.constant 0 : index
    // CHECK-NEXT: %c1 = arith.constant 1 : index
    // CHECK-NEXT: scf.for %arg2 = %c0 to %arg0 step %c1 {
    // CHECK-NEXT: %0 = memref.load %arg1[%arg0] : memref<?xf32>
    // CHECK-NEXT: %c-1 = arith.constant -1 : index
    // CHECK-NEXT: %1 = arith.addi %arg0, %c-1 : index
    // CHECK-NEXT: memref.store %0, %arg1[%1] : memref<?xf32>
    // CHECK-NEXT: }
    // CHECK-NEXT: return
    // CHECK-NEXT: }
    func.func @nested(%n: index, %m: memref<?xf32>) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      scf.for %i = %c0 to %n step %c1 {
        %v = affine.load %m[%n] : memref<?xf32>
        affine.store %v, %m[%n - 1] : memref<?xf32>
      }
      return
    }
  }
}

// -----

// The conversion visits the blocks reachable from the entry only: an
// affine op in an unreachable block stays, as mlir-opt-19 leaves it.
// CHECK-LABEL: func.func @unreachable(%arg0: index) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: ^bb1:  // no predecessors
// CHECK-NEXT: %1 = affine.apply #map(%arg0)
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
func.func @unreachable(%n: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  return %0 : index
^bb1:
  %1 = affine.apply affine_map<(d0) -> (d0 + 2)>(%n)
  return %1 : index
}

// -----

// Casts that cancel fold away too (builtin is not legal either).
// CHECK-LABEL: func.func @casts_folded(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @casts_folded(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  return %1 : i32
}

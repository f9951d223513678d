// PIPELINE: --fp-contract
// fp-contract adds `contract` to the fast-math flags of arith and math
// ops, keeping the flags they had; integer ops are left alone.

// CHECK-LABEL: func.func @fma
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 fastmath<contract> : f32
// CHECK-NEXT: %1 = arith.addf %0, %arg2 fastmath<nnan,contract> : f32
// CHECK-NEXT: %2 = math.sqrt %1 fastmath<contract> : f32
// CHECK-NEXT: %3 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: %4 = arith.subf %2, %arg2 fastmath<fast> : f32
func.func @fma(%a: f32, %b: f32, %c: f32, %i: i32) -> (f32, i32) {
  %m = arith.mulf %a, %b : f32
  %s = arith.addf %m, %c fastmath<nnan> : f32
  %q = math.sqrt %s : f32
  %j = arith.addi %i, %i : i32
  %r = arith.subf %q, %c fastmath<fast> : f32
  return %r, %j : f32, i32
}

// Inside regions (a linalg payload) too.
// CHECK-LABEL: func.func @payload
// CHECK: arith.mulf %{{.*}}, %{{.*}} fastmath<contract> : f32
// CHECK-NEXT: arith.addf %{{.*}}, %{{.*}} fastmath<contract> : f32
func.func @payload(%a: memref<4xf32>, %c: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : memref<4xf32>) outs(%c : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %m = arith.mulf %x, %x : f32
    %s = arith.addf %m, %y : f32
    linalg.yield %s : f32
  }
  return
}

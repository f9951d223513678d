// PIPELINE: --convert-scf-to-cf --finalize-memref-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts --split-input-file
// convert-func-to-llvm converts cf's branches too, as upstream's does: the
// blocks of a function get their argument types converted with its
// signature, so the branches into them must pass converted values (an
// index loop counter becomes i64 in the loop header and in both branches).

// CHECK-LABEL: llvm.func @sum(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: !llvm.ptr
// CHECK: llvm.br ^bb1(%{{.*}}, %{{.*}} : i64, f32)
// CHECK: ^bb1(%{{.*}}: i64, %{{.*}}: f32):
// CHECK: llvm.cond_br
// CHECK: llvm.br ^bb1(%{{.*}}, %{{.*}} : i64, f32)
// CHECK: llvm.return
func.func @sum(%lb: index, %n: index, %step: index, %m: memref<?xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %lb to %n step %step iter_args(%acc = %z) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: llvm.func @pick(%arg0: i32, %arg1: i1) -> i32
// CHECK: llvm.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2
// CHECK: llvm.br ^bb1(%arg0 : i32)
func.func @pick(%a: i32, %b: i1) -> i32 {
  cf.cond_br %b, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  cf.br ^bb1(%a : i32)
}

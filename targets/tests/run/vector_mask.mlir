// UPSTREAM-PIPELINE: --lower-vector-mask --convert-vector-to-scf --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --convert-math-to-llvm --expand-strided-metadata --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-ub-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// STRATA-OPT: --lower-vector-mask
// vector.mask around transfer_read, transfer_write and gather, lowered by
// lower-vector-mask: masked-off lanes read the padding (transfers) or zero
// (gathers, whose pass-through value the lowering replaces), and masked-off
// lanes are not written; an all-true mask and an empty mask.
func.func @run(%m: memref<10xi32>, %n: index, %idx: vector<6xindex>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant -1 : i32
  %mask = vector.create_mask %n : vector<6xi1>
  %r = vector.mask %mask { vector.transfer_read %m[%c2], %pad : memref<10xi32>, vector<6xi32> } : vector<6xi1> -> vector<6xi32>
  vector.print %r : vector<6xi32>
  %ten = arith.constant dense<10> : vector<6xi32>
  %w = arith.muli %r, %ten : vector<6xi32>
  vector.mask %mask { vector.transfer_write %w, %m[%c0] : vector<6xi32>, memref<10xi32> } : vector<6xi1>
  %all = vector.constant_mask [6] : vector<6xi1>
  %a = vector.mask %all { vector.transfer_read %m[%c0], %pad : memref<10xi32>, vector<6xi32> } : vector<6xi1> -> vector<6xi32>
  vector.print %a : vector<6xi32>
  %pt = arith.constant dense<7> : vector<6xi32>
  %g = vector.mask %mask { vector.gather %m[%c0][%idx], %all, %pt : memref<10xi32>, vector<6xindex>, vector<6xi1>, vector<6xi32> into vector<6xi32> } : vector<6xi1> -> vector<6xi32>
  vector.print %g : vector<6xi32>
  %e = vector.mask %mask { vector.yield %g : vector<6xi32> } : vector<6xi1> -> vector<6xi32>
  vector.print %e : vector<6xi32>
  return
}

func.func @main() {
  %m = memref.alloc() : memref<10xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %m[%i] : memref<10xi32>
  }
  %n = arith.constant 4 : index
  %idx = arith.constant dense<[9, 0, 3, 3, 8, 1]> : vector<6xindex>
  call @run(%m, %n, %idx) : (memref<10xi32>, index, vector<6xindex>) -> ()
  memref.dealloc %m : memref<10xi32>
  return
}

// A 2-D elementwise kernel written as scf.parallel loops: a += b over a
// matrix, in tiles of 4x32. `strata opt --gpu-map-parallel-loops
// --convert-parallel-loops-to-gpu` maps the tile loop to the grid and the
// loop in a tile to the threads of a block and makes the nest a gpu.launch;
// `strata compile` outlines and compiles it like any launch.
func.func @add2d(%a: memref<?x?xf32>, %b: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %n = memref.dim %a, %c1 : memref<?x?xf32>
  %da = gpu.alloc (%m, %n) : memref<?x?xf32>
  %db = gpu.alloc (%m, %n) : memref<?x?xf32>
  gpu.memcpy %da, %a : memref<?x?xf32>, memref<?x?xf32>
  gpu.memcpy %db, %b : memref<?x?xf32>, memref<?x?xf32>
  scf.parallel (%bi, %bj) = (%c0, %c0) to (%m, %n) step (%c4, %c32) {
    scf.parallel (%ti, %tj) = (%c0, %c0) to (%c4, %c32) step (%c1, %c1) {
      %i = arith.addi %bi, %ti : index
      %j = arith.addi %bj, %tj : index
      %in_i = arith.cmpi ult, %i, %m : index
      %in_j = arith.cmpi ult, %j, %n : index
      %in = arith.andi %in_i, %in_j : i1
      scf.if %in {
        %x = memref.load %da[%i, %j] : memref<?x?xf32>
        %y = memref.load %db[%i, %j] : memref<?x?xf32>
        %s = arith.addf %x, %y : f32
        memref.store %s, %da[%i, %j] : memref<?x?xf32>
      }
    }
  }
  gpu.memcpy %a, %da : memref<?x?xf32>, memref<?x?xf32>
  gpu.dealloc %da : memref<?x?xf32>
  gpu.dealloc %db : memref<?x?xf32>
  return
}

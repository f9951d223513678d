// A kernel written inline with gpu.launch: outlined by lower-gpu-to-nvvm,
// compiled to PTX inside the host object. a[i] *= s for every element.
func.func @scale(%a: memref<?xf32>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  %d = gpu.alloc (%n) : memref<?xf32>
  gpu.memcpy %d, %a : memref<?xf32>, memref<?xf32>
  %blocks = arith.ceildivui %n, %c64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %b = arith.muli %bx, %c64 : index
    %i = arith.addi %b, %tx : index
    %in = arith.cmpi ult, %i, %n : index
    scf.if %in {
      %v = memref.load %d[%i] : memref<?xf32>
      %w = arith.mulf %v, %s : f32
      memref.store %w, %d[%i] : memref<?xf32>
    }
    gpu.terminator
  }
  gpu.memcpy %a, %d : memref<?xf32>, memref<?xf32>
  gpu.dealloc %d : memref<?xf32>
  return
}

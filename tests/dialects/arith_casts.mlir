// Casts that keep their shapes: scalable on both sides (upstream does not
// compare which dims are scalable),
// tensors with one encoding, memrefs of any layout.
func.func @casts(%a: vector<[4]xi32>, %b: vector<[2]x4xi32>, %t: tensor<2xi32, "e">, %m: memref<2xi32>) {
  %0 = arith.trunci %a : vector<[4]xi32> to vector<[4]xi8>
  %1 = arith.index_cast %b : vector<[2]x4xi32> to vector<2x[4]xindex>
  %2 = arith.sitofp %t : tensor<2xi32, "e"> to tensor<2xf32, "e">
  %3 = arith.index_cast %m : memref<2xi32> to memref<?xindex>
  %4 = arith.index_castui %m : memref<2xi32> to memref<2xindex, strided<[2]>>
  %5 = arith.bitcast %a : vector<[4]xi32> to vector<[4]xf32>
  %6 = arith.extsi %b : vector<[2]x4xi32> to vector<[2]x[4]xi64>
  return
}

func.func @ops(%a: vector<4xf32>, %s: f32, %m: memref<?x?xf32>, %i: index, %b: vector<4x8xf32>, %sc: vector<[4]xf32>, %j: i32, %z: vector<f32>) {
  %0 = vector.broadcast %s : f32 to vector<4x4xf32>
  %1 = vector.broadcast %a : vector<4xf32> to vector<2x4xf32>
  %2 = vector.extract %b[1] : vector<8xf32> from vector<4x8xf32>
  %3 = vector.extract %b[%i, 2] : f32 from vector<4x8xf32>
  %33 = vector.extract %b[] : vector<4x8xf32> from vector<4x8xf32>
  %4 = vector.insert %s, %b[1, %i] : f32 into vector<4x8xf32>
  %5 = vector.extractelement %a[%i : index] : vector<4xf32>
  %6 = vector.insertelement %s, %a[%j : i32] : vector<4xf32>
  %66 = vector.extractelement %z[] : vector<f32>
  %7 = vector.splat %s : vector<4xf32>
  %8 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<8xf32>
  vector.store %8, %m[%i, %i] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
  %9 = vector.fma %a, %a, %a : vector<4xf32>
  %10 = vector.shape_cast %b : vector<4x8xf32> to vector<32xf32>
  %11 = vector.transpose %b, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  %12 = vector.bitcast %a : vector<4xf32> to vector<8xf16>
  %13 = vector.shuffle %a, %a [0, 7, 1] : vector<4xf32>, vector<4xf32>
  %14 = vector.broadcast %s : f32 to vector<[4]xf32>
  %15 = vector.step : vector<4xindex>
  %16 = vector.create_mask %i, %i : vector<4x[8]xi1>
  %17 = vector.constant_mask [2, 3] : vector<4x8xi1>
  %18 = vector.reduction <add>, %a : vector<4xf32> into f32
  %19 = vector.reduction <maximumf>, %a, %s fastmath<nnan> : vector<4xf32> into f32
  %20 = vector.multi_reduction <add>, %b, %a [1] : vector<4x8xf32> to vector<4xf32>
  %21 = vector.outerproduct %a, %a : vector<4xf32>, vector<4xf32>
  %22 = vector.outerproduct %a, %s, %a {kind = #vector.kind<mul>} : vector<4xf32>, f32
  %23 = vector.extract_strided_slice %b {offsets = [1, 2], sizes = [2, 2], strides = [1, 1]} : vector<4x8xf32> to vector<2x2xf32>
  %24 = vector.insert_strided_slice %a, %b {offsets = [1, 2], strides = [1]} : vector<4xf32> into vector<4x8xf32>
  vector.print %a : vector<4xf32>
  vector.print str "hello\n"
  vector.print punctuation <comma>
  vector.print %s : f32 punctuation <no_punctuation>
  return
}

// -----

#map0 = affine_map<(i, j, k) -> (i, k)>
#map1 = affine_map<(i, j, k) -> (k, j)>
#map2 = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>, %m: memref<?x?xf32>, %i: index, %f: f32, %mask: vector<4xi1>, %mm: vector<4x8xi1>, %iv: vector<4xi32>, %v: vector<4xf32>, %t: tensor<?x?xf32>, %sm: memref<4x8xf32>, %o: vector<4x4xf32>) {
  %0 = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %1 = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>, foo} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %2 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  %4 = vector.transfer_read %m[%i, %i], %f, %mask {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %5 = vector.transfer_read %t[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<?x?xf32>, vector<4x8xf32>
  %6 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : memref<?x?xf32>, vector<4x8xf32>
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %i], %mask {in_bounds = [false]} : vector<4xf32>, memref<?x?xf32>
  %7 = vector.transfer_write %a, %t[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x8xf32>, tensor<?x?xf32>
  %8 = vector.gather %m[%i, %i] [%iv], %mask, %v : memref<?x?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%i, %i] [%iv], %mask, %v : memref<?x?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %9 = vector.maskedload %m[%i, %i], %mask, %v : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i, %i], %mask, %v : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
  %10 = vector.type_cast %sm : memref<4x8xf32> to memref<vector<4x8xf32>>
  %11 = vector.mask %mask { vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %12 = vector.mask %mask, %v { vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %mask { vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<?x?xf32> } : vector<4xi1>
  %13 = vector.mask %mask { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %14 = vector.outerproduct %v, %v, %o {kind = #vector.kind<add>} : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @scalable(%a: vector<[4]xf32>, %s: f32, %m: memref<?xf32>, %i: index, %b: vector<2x[8]xf32>, %mk: vector<[4]xi1>) {
  %0 = vector.broadcast %a : vector<[4]xf32> to vector<3x[4]xf32>
  %1 = vector.extract %b[1] : vector<[8]xf32> from vector<2x[8]xf32>
  %2 = vector.insert %a, %b [0] : vector<[4]xf32> into vector<2x[8]xf32>
  %3 = vector.load %m[%i] : memref<?xf32>, vector<[4]xf32>
  %4 = vector.reduction <mul>, %a, %s : vector<[4]xf32> into f32
  %5 = vector.transfer_read %m[%i], %s, %mk {in_bounds = [true]} : memref<?xf32>, vector<[4]xf32>
  %6 = vector.create_mask %i : vector<[4]xi1>
  %7 = vector.constant_mask [0] : vector<[4]xi1>
  %8 = vector.step : vector<[4]xindex>
  %9 = vector.outerproduct %a, %a : vector<[4]xf32>, vector<[4]xf32>
  %10 = vector.shape_cast %b : vector<2x[8]xf32> to vector<2x1x[8]xf32>
  %11 = vector.mask %mk { vector.reduction <add>, %a : vector<[4]xf32> into f32 } : vector<[4]xi1> -> f32
  return
}

// -----

func.func @ints(%a: vector<8xi32>, %b: vector<2x8xi32>, %acc: vector<2xi32>, %i: index) {
  %0 = vector.reduction <maxsi>, %a : vector<8xi32> into i32
  %1 = vector.multi_reduction <xor>, %b, %acc [1] : vector<2x8xi32> to vector<2xi32>
  %2 = vector.bitcast %b : vector<2x8xi32> to vector<2x16xi16>
  %3 = vector.transpose %b, [1, 0] : vector<2x8xi32> to vector<8x2xi32>
  %4 = vector.extract %b[%i, %i] : i32 from vector<2x8xi32>
  %5 = vector.shuffle %a, %a [15, 0] : vector<8xi32>, vector<8xi32>
  vector.print %4 : i32 punctuation <open>
  vector.print punctuation <close>
  vector.print str "x"
  return
}

// -----

func.func @from_elements_interleave(%a: f32, %b: f32, %v: vector<2x3xi8>, %s: vector<f32>) -> (vector<2xf32>, vector<f32>, vector<2x6xi8>, vector<2xf32>) {
  %0 = vector.from_elements %a, %b : vector<2xf32>
  %1 = vector.from_elements %a : vector<f32>
  %2 = vector.interleave %v, %v : vector<2x3xi8> -> vector<2x6xi8>
  %3 = vector.interleave %s, %s : vector<f32> -> vector<2xf32>
  return %0, %1, %2, %3 : vector<2xf32>, vector<f32>, vector<2x6xi8>, vector<2xf32>
}

func.func @scalable(%v: vector<8xf32>, %sv: vector<[8]xf32>, %s4: vector<[4]xi8>) -> (index, vector<[8]xf32>, vector<8xf32>, vector<[4]xi8>, vector<2xi8>) {
  %0 = vector.vscale
  %1 = vector.scalable.insert %v, %sv[0] : vector<8xf32> into vector<[8]xf32>
  %2 = vector.scalable.extract %sv[8] : vector<8xf32> from vector<[8]xf32>
  %3 = vector.scalable.insert %s4, %s4[0] : vector<[4]xi8> into vector<[4]xi8>
  %4 = vector.scalable.extract %s4[2] : vector<2xi8> from vector<[4]xi8>
  %5 = "vector.vscale"() {tag} : () -> index
  return %0, %1, %2, %3, %4 : index, vector<[8]xf32>, vector<8xf32>, vector<[4]xi8>, vector<2xi8>
}

// -----

func.func @compress(%m: memref<?xf32>, %m2: memref<4x?xi32>, %i: index, %mask: vector<16xi1>, %pt: vector<16xf32>, %pi: vector<16xi32>) {
  %0 = vector.expandload %m[%i], %mask, %pt : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.compressstore %m[%i], %mask, %0 : memref<?xf32>, vector<16xi1>, vector<16xf32>
  %1 = vector.expandload %m2[%i, %i], %mask, %pi {tag} : memref<4x?xi32>, vector<16xi1>, vector<16xi32> into vector<16xi32>
  vector.compressstore %m2[%i, %i], %mask, %1 : memref<4x?xi32>, vector<16xi1>, vector<16xi32>
  return
}

// -----

func.func @deinterleave(%v: vector<8xf32>, %sv: vector<[8]xf32>, %w: vector<2x8xi16>, %x: vector<2xi1>) {
  %0, %1 = vector.deinterleave %v : vector<8xf32> -> vector<4xf32>
  %2, %3 = vector.deinterleave %sv : vector<[8]xf32> -> vector<[4]xf32>
  %4:2 = vector.deinterleave %w : vector<2x8xi16> -> vector<2x4xi16>
  %5:2 = vector.deinterleave %x : vector<2xi1> -> vector<1xi1>
  vector.print %1 : vector<4xf32>
  vector.print %4#1 : vector<2x4xi16>
  return
}

// -----

func.func @flat_matrices(%a: vector<16xf32>, %b: vector<12xf32>, %c: vector<6xi8>, %d: vector<[4]xindex>) -> (vector<16xf32>, vector<12xf32>, vector<6xi8>, vector<[4]xindex>) {
  %0 = vector.flat_transpose %a {rows = 4 : i32, columns = 4 : i32} : vector<16xf32> -> vector<16xf32>
  %1 = vector.matrix_multiply %a, %b {lhs_rows = 4 : i32, lhs_columns = 4 : i32, rhs_columns = 3 : i32} : (vector<16xf32>, vector<12xf32>) -> vector<12xf32>
  %2 = vector.flat_transpose %c {columns = 2 : i32, rows = 3 : i32} : vector<6xi8> -> vector<6xi8>
  %3 = vector.flat_transpose %d {rows = 2 : i32, columns = 2 : i32} : vector<[4]xindex> -> vector<[4]xindex>
  return %0, %1, %2, %3 : vector<16xf32>, vector<12xf32>, vector<6xi8>, vector<[4]xindex>
}

// -----

func.func @interleave(%a: vector<[4]xf32>, %b: vector<2x[4]xi8>, %c: vector<[2]x4xf16>, %d: vector<f32>) {
  %0 = vector.interleave %a, %a : vector<[4]xf32> -> vector<[8]xf32>
  %1 = vector.interleave %b, %b : vector<2x[4]xi8> -> vector<2x[8]xi8>
  %2 = vector.interleave %c, %c : vector<[2]x4xf16> -> vector<[2]x8xf16>
  %3 = vector.interleave %d, %d : vector<f32> -> vector<2xf32>
  return
}

// -----

func.func @scan(%w: vector<2x8xf32>, %i: vector<2xf32>, %v: vector<8xi32>, %z: vector<i32>, %s: vector<4x[4]xi8>, %t: vector<[4]xi8>) {
  %0:2 = vector.scan <add>, %w, %i {inclusive = true, reduction_dim = 1 : i64} : vector<2x8xf32>, vector<2xf32>
  %1, %2 = vector.scan <maxsi>, %v, %z {inclusive = false, reduction_dim = 0 : i64} : vector<8xi32>, vector<i32>
  %3:2 = vector.scan <mul>, %s, %t {inclusive = true, reduction_dim = 0 : i64} : vector<4x[4]xi8>, vector<[4]xi8>
  %4:2 = "vector.scan"(%w, %i) <{inclusive = false, kind = #vector.kind<maximumf>, reduction_dim = 1 : i64}> {tag} : (vector<2x8xf32>, vector<2xf32>) -> (vector<2x8xf32>, vector<2xf32>)
  vector.print %0#1 : vector<2xf32>
  vector.print %2 : vector<i32>
  return
}

// -----

func.func @reshape(%w: vector<2x4x8xf32>, %v: vector<2x8xf32>, %c2: index, %c4: index) -> (vector<4x2x8xf32>, vector<4x2x8xf32>) {
  %0 = vector.reshape %w, [%c2, %c4], [%c4, %c2], [8] : vector<2x4x8xf32> to vector<4x2x8xf32>
  %1 = vector.reshape %v, [%c2], [%c4, %c2], [8] {tag} : vector<2x8xf32> to vector<4x2x8xf32>
  %c16 = arith.constant 16 : index
  %c8 = arith.constant 8 : index
  %2 = vector.reshape %v, [%c2, %c8], [%c16], [] : vector<2x8xf32> to vector<4xf32>
  return %0, %1 : vector<4x2x8xf32>, vector<4x2x8xf32>
}

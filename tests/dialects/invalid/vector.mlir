func.func @f(%a: f32) {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  vector.broadcast %a : f32 to vector<4xi32>
  return
}

// -----

func.func @f(%a: vector<4x2xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source rank higher than destination rank}}
  vector.broadcast %a : vector<4x2xf32> to vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<3xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (3 vs. 4)}}
  vector.broadcast %a : vector<3xf32> to vector<2x4xf32>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension}}
  vector.extract %a[4] : vector<8xf32> from vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>) {
  // expected-error @+2 {{'vector.extract' op inferred type(s) 'vector<8xf32>' are incompatible with return type(s) of operation 'f32'}}
  // expected-error @+1 {{'vector.extract' op failed to infer returned types}}
  vector.extract %a[1] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  vector.insert %s, %a[1] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>, %s: vector<8xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  vector.insert %s, %a[1, 1] : vector<8xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  vector.insert %s, %a[1, 9] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.extractelement' op expected position for 1-D vector}}
  vector.extractelement %a[] : vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<2x4xf32>, %i: index) {
  // expected-error @+1 {{'vector.extractelement' op unexpected >1 vector rank}}
  vector.extractelement %a[%i : index] : vector<2x4xf32>
  return
}

// -----

func.func @f(%a: vector<f32>, %i: index, %s: f32) {
  // expected-error @+1 {{'vector.insertelement' op expected position to be empty with 0-D vector}}
  vector.insertelement %s, %a[%i : index] : vector<f32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op requires 2 indices}}
  vector.load %m[%i] : memref<?x?xf32>, vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op base and result element types should match}}
  vector.load %m[%i] : memref<?xf32>, vector<8xi32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %v: vector<8xi32>) {
  // expected-error @+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i] : memref<?xf32>, vector<8xi32>
  return
}

// -----

func.func @f(%m: memref<?xvector<8xf32>>, %i: index) {
  // expected-error @+1 {{'vector.load' op base memref and result vector types should match}}
  vector.load %m[%i] : memref<?xvector<8xf32>>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %mk: vector<4xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedload' op expected result dim to match mask dim}}
  vector.maskedload %m[%i], %mk, %p : memref<?xf32>, vector<4xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %mk: vector<8xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedload' op base and result element type should match}}
  vector.maskedload %m[%i], %mk, %p : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf16>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %mk: vector<4xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedstore' op expected valueToStore dim to match mask dim}}
  vector.maskedstore %m[%i], %mk, %p : memref<?xf32>, vector<4xi1>, vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %iv: vector<4xi32>, %mk: vector<8xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.gather' op expected result dim to match indices dim}}
  vector.gather %m[%i] [%iv], %mk, %p : memref<?xf32>, vector<4xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %iv: vector<8xi32>, %mk: vector<8xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.scatter' op requires 1 indices}}
  vector.scatter %m[%i, %i] [%iv], %mk, %p : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  vector.reduction <add>, %a : vector<4x4xf32> into f32
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  vector.reduction <xor>, %a : vector<4xf32> into f32
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  vector.reduction <add>, %a : vector<4xf32> into i32
  return
}

// -----

func.func @f(%a: vector<4x8xf32>, %c: vector<8xf32>) {
  // expected-error @+1 {{'vector.multi_reduction' op destination type 'vector<8xf32>' is incompatible with source type 'vector<4x8xf32>'}}
  vector.multi_reduction <add>, %a, %c [1] : vector<4x8xf32> to vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<4xi32>, %b: vector<8xi32>) {
  // expected-error @+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  vector.outerproduct %a, %b {kind = #vector.kind<maxnumf>} : vector<4xi32>, vector<8xi32>
  return
}

// -----

func.func @f(%a: vector<4x2xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  vector.outerproduct %a, %b : vector<4x2xf32>, vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.shuffle' op mask index #1 out of range}}
  vector.shuffle %a, %a [8] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.shuffle' op rank mismatch}}
  vector.shuffle %a, %b [1] : vector<4xf32>, vector<2x4xf32>
  return
}

// -----

func.func @f(%a: vector<4x2xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op source/result number of elements must match}}
  vector.shape_cast %a : vector<4x2xf32> to vector<9xf32>
  return
}

// -----

func.func @f(%a: vector<4x2xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op source/result vectors must have same element type}}
  vector.shape_cast %a : vector<4x2xf32> to vector<8xi32>
  return
}

// -----

func.func @f(%a: vector<2x3x4xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op invalid shape cast}}
  vector.shape_cast %a : vector<2x3x4xf32> to vector<4x6xf32>
  return
}

// -----

func.func @f(%a: vector<4x2xf32>) {
  // expected-error @+1 {{'vector.transpose' op duplicate position index: 1}}
  vector.transpose %a, [1, 1] : vector<4x2xf32> to vector<2x4xf32>
  return
}

// -----

func.func @f(%a: vector<4x2xf32>) {
  // expected-error @+1 {{'vector.transpose' op dimension size mismatch at: 0}}
  vector.transpose %a, [0, 1] : vector<4x2xf32> to vector<2x4xf32>
  return
}

// -----

func.func @f(%a: vector<4x2xf32>) {
  // expected-error @+1 {{'vector.transpose' op transposition length mismatch: 1}}
  vector.transpose %a, [0] : vector<4x2xf32> to vector<4x2xf32>
  return
}

// -----

func.func @f(%a: vector<4x2xf32>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  vector.bitcast %a : vector<4x2xf32> to vector<4x2xf16>
  return
}

// -----

func.func @f(%a: vector<4x2xf32>) {
  // expected-error @+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  vector.bitcast %a : vector<4x2xf32> to vector<8xf32>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  vector.create_mask %i : vector<4x4xi1>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  vector.constant_mask [5] : vector<4xi1>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  vector.constant_mask [2, 0] : vector<4x4xi1>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  vector.constant_mask [2] : vector<[4]xi1>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  vector.extract_strided_slice %a {offsets = [3], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  vector.extract_strided_slice %a {offsets = [1], sizes = [2], strides = [2]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x8xf32>'}}
  vector.extract_strided_slice %a {offsets = [1], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x4xf32>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>, %b: vector<4xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 9)}}
  vector.insert_strided_slice %b, %a {offsets = [1, 6], strides = [1]} : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>, %b: vector<4xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  vector.insert_strided_slice %b, %a {offsets = [1], strides = [1]} : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<8x4xf32>>'}}
  vector.type_cast %m : memref<4x8xf32> to memref<vector<8x4xf32>>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires 2 indices}}
  vector.transfer_read %m[%i], %f : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires broadcast dimensions to be in-bounds}}
  vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  vector.transfer_read %m[%i, %i], %f {in_bounds = [true, false]} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{requires two types}}
  vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0)>, in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<4x16xf32>'}}
  vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @+1 {{'vector.contract' op expected an indexing map for each vector operand}}
  vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 2 to have 3 number of inputs}}
  vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @+1 {{unexpected iterator_type (bogus)}}
  vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "bogus"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %a : vector<4xf32> str "x"
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %f: f32, %mk: vector<8xi1>) {
  // expected-error @+1 {{'vector.mask' op expects a 'vector<4xi1>' mask for the maskable operation}}
  vector.mask %mk { vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32> } : vector<8xi1> -> vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %mk: vector<4xi1>) {
  // expected-error @+1 {{'vector.mask' op expects number of results to match mask region yielded values}}
  vector.mask %mk { vector.reduction <add>, %a : vector<4xf32> into f32 } : vector<4xi1>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %mk: vector<4xi1>, %s: f32) {
  // expected-error @+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  vector.mask %mk, %s { vector.reduction <add>, %a : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @+2 {{expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
  // expected-error @+1 {{failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
  vector.reduction <bogus>, %a : vector<4xf32> into f32
  return
}

// -----

func.func @f(%a: vector<3xi8>) {
  // expected-error @+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = vector.interleave %a, %a : vector<3xi8> -> vector<5xi8>
  return
}

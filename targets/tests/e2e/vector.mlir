// Vector kernels called from tests/e2e/vector.c over memrefs the driver
// passes (descriptor fields: allocated, aligned, offset, sizes, strides)
// with their length as an index argument:
// masked tails through out-of-bounds transfers and create_mask, fma chains,
// reductions, n-D loads and stores, contraction and transpose.

// sum(a[i] * b[i]) over views with a dynamic offset, four lanes at a time;
// the tail is read masked (padding 0).
#view = strided<[1], offset: ?>
func.func @dot(%a: memref<?xf32, #view>, %b: memref<?xf32, #view>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0.0 : f32
  %zero = vector.broadcast %pad : f32 to vector<4xf32>
  %acc = scf.for %i = %c0 to %n step %c4 iter_args(%acc = %zero) -> (vector<4xf32>) {
    %va = vector.transfer_read %a[%i], %pad : memref<?xf32, #view>, vector<4xf32>
    %vb = vector.transfer_read %b[%i], %pad : memref<?xf32, #view>, vector<4xf32>
    %r = vector.fma %va, %vb, %acc : vector<4xf32>
    scf.yield %r : vector<4xf32>
  }
  %s = vector.reduction <add>, %acc : vector<4xf32> into f32
  return %s : f32
}

// y = alpha * x + y with masked tail writes.
func.func @saxpy(%alpha: f32, %x: memref<?xf32>, %y: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c4 {
    %vx = vector.transfer_read %x[%i], %pad : memref<?xf32>, vector<4xf32>
    %vy = vector.transfer_read %y[%i], %pad : memref<?xf32>, vector<4xf32>
    %r = vector.outerproduct %vx, %alpha, %vy : vector<4xf32>, f32
    vector.transfer_write %r, %y[%i] : vector<4xf32>, memref<?xf32>
  }
  return
}

// The largest element (signed) and the count of negative elements, eight
// lanes at a time (the tail a maskedload under create_mask), stored to out.
func.func @max_and_negatives(%a: memref<?xi32>, %n: index, %out: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %min = arith.constant -2147483648 : i32
  %zero = arith.constant 0 : i32
  %pass = vector.broadcast %min : i32 to vector<8xi32>
  %zeros = vector.broadcast %zero : i32 to vector<8xi32>
  %r:2 = scf.for %i = %c0 to %n step %c8 iter_args(%m = %min, %neg = %zero) -> (i32, i32) {
    %left = arith.subi %n, %i : index
    %mask = vector.create_mask %left : vector<8xi1>
    %v = vector.maskedload %a[%i], %mask, %pass : memref<?xi32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
    %m2 = vector.reduction <maxsi>, %v, %m : vector<8xi32> into i32
    %isneg = arith.cmpi slt, %v, %zeros : vector<8xi32>
    %counted = arith.andi %isneg, %mask : vector<8xi1>
    %ext = arith.extui %counted : vector<8xi1> to vector<8xi32>
    %neg2 = vector.reduction <add>, %ext, %neg : vector<8xi32> into i32
    scf.yield %m2, %neg2 : i32, i32
  }
  %undef = vector.broadcast %zero : i32 to vector<2xi32>
  %v0 = vector.insert %r#0, %undef[0] : i32 into vector<2xi32>
  %v1 = vector.insertelement %r#1, %v0[%c1 : index] : vector<2xi32>
  vector.store %v1, %out[%c0] : memref<2xi32>, vector<2xi32>
  return
}

// out = m * v + 1 for a 4x4 matrix: an n-D load and a contraction.
#mat = affine_map<(i, j) -> (i, j)>
#vec = affine_map<(i, j) -> (j)>
#res = affine_map<(i, j) -> (i)>
func.func @matvec(%m: memref<4x4xf32>, %v: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = vector.load %m[%c0, %c0] : memref<4x4xf32>, vector<4x4xf32>
  %x = vector.load %v[%c0] : memref<4xf32>, vector<4xf32>
  %acc = vector.broadcast %one : f32 to vector<4xf32>
  %r = vector.contract {indexing_maps = [#mat, #vec, #res], iterator_types = ["parallel", "reduction"]} %a, %x, %acc : vector<4x4xf32>, vector<4xf32> into vector<4xf32>
  vector.store %r, %out[%c0] : memref<4xf32>, vector<4xf32>
  return
}

// out = transpose(m) scaled by the largest row sum (a multi_reduction).
func.func @transpose_scaled(%m: memref<4x4xf32>, %out: memref<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %a = vector.load %m[%c0, %c0] : memref<4x4xf32>, vector<4x4xf32>
  %sums = vector.multi_reduction <add>, %a, %zero [1] : vector<4x4xf32> to vector<4xf32>
  %big = vector.reduction <maximumf>, %sums : vector<4xf32> into f32
  %t = vector.transpose %a, [1, 0] : vector<4x4xf32> to vector<4x4xf32>
  %s = vector.broadcast %big : f32 to vector<4x4xf32>
  %r = arith.mulf %t, %s : vector<4x4xf32>
  vector.store %r, %out[%c0, %c0] : memref<4x4xf32>, vector<4x4xf32>
  return
}

// dst[out[i]] = src[idx[i]] on the lanes the mask keeps; lane 3's index is
// out of bounds and masked off, so no memory is touched for it.
func.func @permute(%src: memref<?xf32>, %dst: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %idx = arith.constant dense<[7, 0, 3, 100, 5, 2, 1, 6]> : vector<8xi32>
  %out = arith.constant dense<[1, 0, 2, 3, 4, 7, 6, 5]> : vector<8xindex>
  %mask = arith.constant dense<[true, true, true, false, true, true, true, true]> : vector<8xi1>
  %pass = arith.constant dense<-1.0> : vector<8xf32>
  %g = vector.gather %src[%c0][%idx], %mask, %pass : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.scatter %dst[%c0][%out], %mask, %g : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32>
  return
}

// A 2-D gather from base index 1 (row by row), masked lanes keep -1.
func.func @gather_2d(%src: memref<?xf32>, %out: memref<2x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %idx = arith.constant dense<[[0, 2, 4, 6], [1, 3, 5, 6]]> : vector<2x4xi32>
  %mask = arith.constant dense<[[true, true, false, true], [true, false, true, true]]> : vector<2x4xi1>
  %pass = arith.constant dense<-1.0> : vector<2x4xf32>
  %g = vector.gather %src[%c1][%idx], %mask, %pass : memref<?xf32>, vector<2x4xi32>, vector<2x4xi1>, vector<2x4xf32> into vector<2x4xf32>
  vector.store %g, %out[%c0, %c0] : memref<2x4xf32>, vector<2x4xf32>
  return
}

// Element (i, j) of a loaded 3x4 matrix, and the matrix with element (j, i)
// negated: extract and insert at dynamic positions in the outer dimension.
func.func @pick(%m: memref<3x4xf32>, %i: index, %j: index, %out: memref<3x4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = vector.load %m[%c0, %c0] : memref<3x4xf32>, vector<3x4xf32>
  %e = vector.extract %v[%i, %j] : f32 from vector<3x4xf32>
  %x = vector.extract %v[%j, %i] : f32 from vector<3x4xf32>
  %neg = arith.negf %x : f32
  %w = vector.insert %neg, %v[%j, %i] : f32 into vector<3x4xf32>
  vector.store %w, %out[%c0, %c0] : memref<3x4xf32>, vector<3x4xf32>
  return %e : f32
}

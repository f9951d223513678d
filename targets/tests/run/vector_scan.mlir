// UPSTREAM-PIPELINE: --test-vector-scan-lowering --convert-vector-to-scf --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --convert-math-to-llvm --expand-strided-metadata --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// vector.scan, inclusive and exclusive, along the inner and the outer
// dimension, on integers and floats, with 0-D and 1-D initial values
// (upstream lowers it with its scan lowering patterns first).
func.func @main() {
  %w = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [-1, -2, -3, -4]]> : vector<3x4xi32>
  %i2 = arith.constant dense<[10, 20, 30]> : vector<3xi32>
  %a:2 = vector.scan <add>, %w, %i2 {inclusive = true, reduction_dim = 1 : i64} : vector<3x4xi32>, vector<3xi32>
  vector.print %a#0 : vector<3x4xi32>
  vector.print %a#1 : vector<3xi32>
  %b:2 = vector.scan <add>, %w, %i2 {inclusive = false, reduction_dim = 1 : i64} : vector<3x4xi32>, vector<3xi32>
  vector.print %b#0 : vector<3x4xi32>
  vector.print %b#1 : vector<3xi32>
  %i0 = arith.constant dense<[100, 0, -100, 7]> : vector<4xi32>
  %c:2 = vector.scan <maxsi>, %w, %i0 {inclusive = false, reduction_dim = 0 : i64} : vector<3x4xi32>, vector<4xi32>
  vector.print %c#0 : vector<3x4xi32>
  vector.print %c#1 : vector<4xi32>
  %f = arith.constant dense<[1.5, 2.0, -0.5, 4.0, 0.25]> : vector<5xf32>
  %z = arith.constant dense<3.0> : vector<f32>
  %d:2 = vector.scan <mul>, %f, %z {inclusive = false, reduction_dim = 0 : i64} : vector<5xf32>, vector<f32>
  vector.print %d#0 : vector<5xf32>
  vector.print %d#1 : vector<f32>
  %e:2 = vector.scan <maximumf>, %f, %z {inclusive = true, reduction_dim = 0 : i64} : vector<5xf32>, vector<f32>
  vector.print %e#0 : vector<5xf32>
  vector.print %e#1 : vector<f32>
  return
}

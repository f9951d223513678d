// Contractions (matmul, matvec, transposed operands) and outer products
// (with and without accumulator, AXPY form, a non-add kind, under vector.mask).
#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#nk = affine_map<(i, j, k) -> (j, k)>
#km = affine_map<(i, j, k) -> (k, i)>
#mn = affine_map<(i, j, k) -> (i, j)>
#nm = affine_map<(i, j, k) -> (j, i)>
#v_mat = affine_map<(i, k) -> (i, k)>
#v_vec = affine_map<(i, k) -> (k)>
#v_res = affine_map<(i, k) -> (i)>
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %b = arith.constant dense<[[1.0, 0.0, -1.0, 2.0], [2.0, 1.0, 0.5, 0.0], [0.5, -1.0, 3.0, 1.0]]> : vector<3x4xf32>
  %c = arith.constant dense<0.5> : vector<2x4xf32>
  %mm = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  vector.print %mm : vector<2x4xf32>
  %bt = vector.transpose %b, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
  %at = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %ct = arith.constant dense<1.0> : vector<4x2xf32>
  %mt = vector.contract {indexing_maps = [#km, #nk, #nm], iterator_types = ["parallel", "parallel", "reduction"]} %at, %bt, %ct : vector<3x2xf32>, vector<4x3xf32> into vector<4x2xf32>
  vector.print %mt : vector<4x2xf32>
  %x = arith.constant dense<[1.0, -1.0, 2.0]> : vector<3xf32>
  %y0 = arith.constant dense<[10.0, 20.0]> : vector<2xf32>
  %mv = vector.contract {indexing_maps = [#v_mat, #v_vec, #v_res], iterator_types = ["parallel", "reduction"]} %a, %x, %y0 : vector<2x3xf32>, vector<3xf32>, vector<2xf32> into vector<2xf32>
  vector.print %mv : vector<2xf32>
  %l = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %r = arith.constant dense<[3.0, -4.0, 0.25]> : vector<3xf32>
  %o1 = vector.outerproduct %l, %r : vector<2xf32>, vector<3xf32>
  vector.print %o1 : vector<2x3xf32>
  %accm = arith.constant dense<[[1.0, 1.0, 1.0], [2.0, 2.0, 2.0]]> : vector<2x3xf32>
  %o2 = vector.outerproduct %l, %r, %accm : vector<2xf32>, vector<3xf32>
  vector.print %o2 : vector<2x3xf32>
  %s = arith.constant 3.0 : f32
  %o3 = vector.outerproduct %r, %s, %r : vector<3xf32>, f32
  vector.print %o3 : vector<3xf32>
  %il = arith.constant dense<[5, -6]> : vector<2xi32>
  %ir = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %iacc = arith.constant dense<[[0, 0, 100], [-100, 0, 0]]> : vector<2x3xi32>
  %o4 = vector.outerproduct %il, %ir, %iacc {kind = #vector.kind<maxsi>} : vector<2xi32>, vector<3xi32>
  vector.print %o4 : vector<2x3xi32>
  %mo_a = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %mo_b = arith.constant dense<[3.0, 4.0, 5.0]> : vector<3xf32>
  %mo_acc = arith.constant dense<[[-1.0, -1.0, -1.0], [-2.0, -2.0, -2.0]]> : vector<2x3xf32>
  %mo_m = vector.constant_mask [1, 2] : vector<2x3xi1>
  %mo_0 = vector.mask %mo_m { vector.outerproduct %mo_a, %mo_b, %mo_acc : vector<2xf32>, vector<3xf32> } : vector<2x3xi1> -> vector<2x3xf32>
  vector.print %mo_0 : vector<2x3xf32>
  %mo_s = arith.constant 10.0 : f32
  %mo_m1 = vector.constant_mask [1] : vector<2xi1>
  %mo_1 = vector.mask %mo_m1 { vector.outerproduct %mo_a, %mo_s, %mo_a : vector<2xf32>, f32 } : vector<2xi1> -> vector<2xf32>
  vector.print %mo_1 : vector<2xf32>
  return
}

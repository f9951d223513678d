func.func @poison() -> (i32, vector<4xf32>, index, memref<2xf32>, vector<[4]xi1>, tensor<?xi8>) {
  %0 = ub.poison : i32
  %1 = ub.poison <#ub.poison> : vector<4xf32>
  %2 = "ub.poison"() : () -> index
  %3 = "ub.poison"() <{value = #ub.poison}> : () -> memref<2xf32>
  %4 = ub.poison : vector<[4]xi1>
  %5 = ub.poison : tensor<?xi8>
  return %0, %1, %2, %3, %4, %5 : i32, vector<4xf32>, index, memref<2xf32>, vector<[4]xi1>, tensor<?xi8>
}

// -----

func.func @poison_attr() attributes {a = #ub.poison, b = [#ub.poison]} {
  %0 = ub.poison : !llvm.ptr
  %1 = ub.poison : complex<f32>
  return
}

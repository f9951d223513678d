func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<4xi32>) -> tensor<4xi1> {
  %s = arith.addf %a, %b : tensor<4xf32>
  %c = arith.cmpf olt, %s, %b : tensor<4xf32>
  %k = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %m = math.exp %k : tensor<4xf32>
  %j = arith.cmpi slt, %i, %i : tensor<4xi32>
  %x = arith.sitofp %i : tensor<4xi32> to tensor<4xf32>
  %y = arith.select %c, %a, %x : tensor<4xi1>, tensor<4xf32>
  return %c : tensor<4xi1>
}

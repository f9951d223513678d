// PIPELINE: --linalg-decompose-winograd-ops --split-input-file
// Strata's decomposition of the Winograd transforms (tensors-to-buffers
// runs it before bufferization; mlir-opt-19 has it only behind
// test-linalg-transform-patterns=test-decompose-winograd-ops): a loop nest
// carrying the outs tensor, one tile extracted, multiplied by the
// constant matrices (each product into a zero-filled tensor.empty),
// scaled, and inserted.

// F(2, 3) filter: loops F, C; G (4x3) x g x GT (3x4), inserted at
// [0, 0, c, f].
// CHECK-LABEL: func.func @filter_2_3(
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[G:.+]] = arith.constant dense<{{\[\[}}-1.000000e+00, 0.000000e+00, 0.000000e+00], [5.000000e-01, -5.000000e-01, 5.000000e-01], [5.000000e-01, 5.000000e-01, 5.000000e-01], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<4x3xf32>
// CHECK-DAG: %[[GT:.+]] = arith.constant dense<{{\[\[}}-1.000000e+00, 5.000000e-01, 5.000000e-01, 0.000000e+00], [0.000000e+00, -5.000000e-01, 5.000000e-01, 0.000000e+00], [0.000000e+00, 5.000000e-01, 5.000000e-01, 1.000000e+00]]> : tensor<3x4xf32>
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG: %[[C5:.+]] = arith.constant 5 : index
// CHECK: %[[R:.+]] = scf.for %[[F:.+]] = %[[C0]] to %[[C2]] step %[[C1]] iter_args(%[[A0:.+]] = %arg1) -> (tensor<4x4x5x2xf32>) {
// CHECK-NEXT: %[[IN:.+]] = scf.for %[[C:.+]] = %[[C0]] to %[[C5]] step %[[C1]] iter_args(%[[A1:.+]] = %[[A0]]) -> (tensor<4x4x5x2xf32>) {
// CHECK-NEXT: %[[T:.+]] = tensor.extract_slice %arg0[%[[F]], 0, 0, %[[C]]] [1, 3, 3, 1] [1, 1, 1, 1] : tensor<2x3x3x5xf32> to tensor<3x3xf32>
// CHECK-NEXT: %[[E1:.+]] = tensor.empty() : tensor<4x3xf32>
// CHECK-NEXT: %[[Z1:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E1]] : tensor<4x3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT: %[[M1:.+]] = linalg.matmul ins(%[[G]], %[[T]] : tensor<4x3xf32>, tensor<3x3xf32>) outs(%[[Z1]] : tensor<4x3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT: %[[E2:.+]] = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT: %[[Z2:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E2]] : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %[[M2:.+]] = linalg.matmul ins(%[[M1]], %[[GT]] : tensor<4x3xf32>, tensor<3x4xf32>) outs(%[[Z2]] : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %[[INS:.+]] = tensor.insert_slice %[[M2]] into %[[A1]][0, 0, %[[C]], %[[F]]] [4, 4, 1, 1] [1, 1, 1, 1] : tensor<4x4xf32> into tensor<4x4x5x2xf32>
// CHECK-NEXT: scf.yield %[[INS]] : tensor<4x4x5x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %[[IN]] : tensor<4x4x5x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]] : tensor<4x4x5x2xf32>
func.func @filter_2_3(%f: tensor<2x3x3x5xf32>, %fo: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
  %0 = linalg.winograd_filter_transform m(2) r(3) ins(%f : tensor<2x3x3x5xf32>) outs(%fo : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return %0 : tensor<4x4x5x2xf32>
}

// -----

// A 3x1 filter: only G on the left; the width is not transformed.
// CHECK-LABEL: func.func @filter_4_3_column(
// CHECK: tensor.extract_slice %arg0[%{{.+}}, 0, 0, %{{.+}}] [1, 3, 1, 1] [1, 1, 1, 1] : tensor<2x3x1x5xf32> to tensor<3x1xf32>
// CHECK: linalg.matmul ins(%{{.+}}, %{{.+}} : tensor<6x3xf32>, tensor<3x1xf32>) outs(%{{.+}} : tensor<6x1xf32>) -> tensor<6x1xf32>
// CHECK-NOT: linalg.matmul
// CHECK: tensor.insert_slice %{{.+}} into %{{.+}}[0, 0, %{{.+}}, %{{.+}}] [6, 1, 1, 1] [1, 1, 1, 1] : tensor<6x1xf32> into tensor<6x1x5x2xf32>
func.func @filter_4_3_column(%f: tensor<2x3x1x5xf32>, %fo: tensor<6x1x5x2xf32>) -> tensor<6x1x5x2xf32> {
  %0 = linalg.winograd_filter_transform m(4) r(3) ins(%f : tensor<2x3x1x5xf32>) outs(%fo : tensor<6x1x5x2xf32>) -> tensor<6x1x5x2xf32>
  return %0 : tensor<6x1x5x2xf32>
}

// -----

// F(4, 3) input: loops tileH, tileW, N, C; the 6x6 tile at (4 tileH,
// 4 tileW), BT x d x B.
// CHECK-DAG: #[[$TIMES4:.+]] = affine_map<(d0) -> (d0 * 4)>
// CHECK-LABEL: func.func @input_4_3(
// CHECK-DAG: %[[BT:.+]] = arith.constant dense<{{\[\[}}2.500000e-01, 0.000000e+00, -3.125000e-01, 0.000000e+00, 6.250000e-02, 0.000000e+00], {{.+}}]> : tensor<6x6xf32>
// CHECK-DAG: %[[B:.+]] = arith.constant dense<{{\[\[}}2.500000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], {{.+}}]> : tensor<6x6xf32>
// CHECK: scf.for %[[TH:[^ ]+]] =
// CHECK: scf.for %[[TW:[^ ]+]] =
// CHECK: scf.for %[[N:[^ ]+]] =
// CHECK: scf.for %[[C:[^ ]+]] = {{.+}} iter_args(%[[ACC:.+]] = %{{.+}}) -> (tensor<6x6x2x2x2x5xf32>) {
// CHECK-NEXT: %[[H:.+]] = affine.apply #[[$TIMES4]](%[[TH]])
// CHECK-NEXT: %[[W:.+]] = affine.apply #[[$TIMES4]](%[[TW]])
// CHECK-NEXT: %[[T:.+]] = tensor.extract_slice %arg0[%[[N]], %[[H]], %[[W]], %[[C]]] [1, 6, 6, 1] [1, 1, 1, 1] : tensor<2x10x10x5xf32> to tensor<6x6xf32>
// CHECK: %[[M1:.+]] = linalg.matmul ins(%[[BT]], %[[T]] : tensor<6x6xf32>, tensor<6x6xf32>)
// CHECK: %[[M2:.+]] = linalg.matmul ins(%[[M1]], %[[B]] : tensor<6x6xf32>, tensor<6x6xf32>)
// CHECK-NEXT: tensor.insert_slice %[[M2]] into %[[ACC]][0, 0, %[[TH]], %[[TW]], %[[N]], %[[C]]] [6, 6, 1, 1, 1, 1] [1, 1, 1, 1, 1, 1] : tensor<6x6xf32> into tensor<6x6x2x2x2x5xf32>
func.func @input_4_3(%i: tensor<2x10x10x5xf32>, %io: tensor<6x6x2x2x2x5xf32>) -> tensor<6x6x2x2x2x5xf32> {
  %0 = linalg.winograd_input_transform m(4) r(3) ins(%i : tensor<2x10x10x5xf32>) outs(%io : tensor<6x6x2x2x2x5xf32>) -> tensor<6x6x2x2x2x5xf32>
  return %0 : tensor<6x6x2x2x2x5xf32>
}

// -----

// F(4, 3) output: AT x y x A times 32 * 32, written over the 4x4 tile at
// (4 tileH, 4 tileW).
// CHECK-DAG: #[[$TIMES4:.+]] = affine_map<(d0) -> (d0 * 4)>
// CHECK-DAG: #[[$SCALAR:.+]] = affine_map<(d0, d1) -> ()>
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @output_4_3(
// CHECK-DAG: %[[AT:.+]] = arith.constant dense<{{\[\[}}1.250000e-01, 2.500000e-01, 2.500000e-01, 1.250000e-01, 1.250000e-01, 0.000000e+00], {{.+}}]> : tensor<4x6xf32>
// CHECK-DAG: %[[A:.+]] = arith.constant dense<{{\[\[}}1.250000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00], {{.+}}]> : tensor<6x4xf32>
// CHECK-DAG: %[[SCALE:.+]] = arith.constant 1.024000e+03 : f32
// CHECK: scf.for %[[TH:[^ ]+]] =
// CHECK: scf.for %[[TW:[^ ]+]] =
// CHECK: scf.for %[[N:[^ ]+]] =
// CHECK: scf.for %[[F:[^ ]+]] = {{.+}} iter_args(%[[ACC:.+]] = %{{.+}}) -> (tensor<2x8x8x2xf32>) {
// CHECK-NEXT: %[[T:.+]] = tensor.extract_slice %arg0[0, 0, %[[TH]], %[[TW]], %[[N]], %[[F]]] [6, 6, 1, 1, 1, 1] [1, 1, 1, 1, 1, 1] : tensor<6x6x2x2x2x2xf32> to tensor<6x6xf32>
// CHECK: %[[M1:.+]] = linalg.matmul ins(%[[AT]], %[[T]] : tensor<4x6xf32>, tensor<6x6xf32>)
// CHECK: %[[M2:.+]] = linalg.matmul ins(%[[M1]], %[[A]] : tensor<4x6xf32>, tensor<6x4xf32>)
// CHECK-NEXT: %[[E:.+]] = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT: %[[S:.+]] = linalg.generic {indexing_maps = [#[[$SCALAR]], #[[$ID]], #[[$ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[SCALE]], %[[M2]] : f32, tensor<4x4xf32>) outs(%[[E]] : tensor<4x4xf32>) {
// CHECK-NEXT: ^bb0(%[[X:.+]]: f32, %[[Y:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT: %[[P:.+]] = arith.mulf %[[X]], %[[Y]] : f32
// CHECK-NEXT: linalg.yield %[[P]] : f32
// CHECK: %[[H:.+]] = affine.apply #[[$TIMES4]](%[[TH]])
// CHECK-NEXT: %[[W:.+]] = affine.apply #[[$TIMES4]](%[[TW]])
// CHECK-NEXT: tensor.insert_slice %[[S]] into %[[ACC]][%[[N]], %[[H]], %[[W]], %[[F]]] [1, 4, 4, 1] [1, 1, 1, 1] : tensor<4x4xf32> into tensor<2x8x8x2xf32>
func.func @output_4_3(%o: tensor<6x6x2x2x2x2xf32>, %oo: tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32> {
  %0 = linalg.winograd_output_transform m(4) r(3) ins(%o : tensor<6x6x2x2x2x2xf32>) outs(%oo : tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32>
  return %0 : tensor<2x8x8x2xf32>
}

// -----

// F(2, 5) output of one transformed side: AT only, times 16; the width
// offset is the tile loop's own.
// CHECK-LABEL: func.func @output_2_5_column(
// CHECK-DAG: %[[SCALE:.+]] = arith.constant 1.600000e+01 : f32
// CHECK: scf.for %[[TH:[^ ]+]] =
// CHECK: scf.for %[[TW:[^ ]+]] =
// CHECK: scf.for %[[N:[^ ]+]] =
// CHECK: scf.for %[[F:[^ ]+]] =
// CHECK: linalg.matmul ins(%{{.+}}, %{{.+}} : tensor<2x6xf32>, tensor<6x1xf32>) outs(%{{.+}} : tensor<2x1xf32>) -> tensor<2x1xf32>
// CHECK-NOT: linalg.matmul
// CHECK: linalg.generic {{.+}} ins(%[[SCALE]], %{{.+}} : f32, tensor<2x1xf32>)
// CHECK: %[[H:.+]] = affine.apply #{{.+}}(%[[TH]])
// CHECK-NEXT: tensor.insert_slice %{{.+}} into %{{.+}}[%[[N]], %[[H]], %[[TW]], %[[F]]] [1, 2, 1, 1] [1, 1, 1, 1] : tensor<2x1xf32> into tensor<1x4x3x2xf32>
func.func @output_2_5_column(%o: tensor<6x1x2x3x1x2xf32>, %oo: tensor<1x4x3x2xf32>) -> tensor<1x4x3x2xf32> {
  %0 = linalg.winograd_output_transform m(2) r(5) ins(%o : tensor<6x1x2x3x1x2xf32>) outs(%oo : tensor<1x4x3x2xf32>) -> tensor<1x4x3x2xf32>
  return %0 : tensor<1x4x3x2xf32>
}

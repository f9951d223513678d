// PIPELINE: --lower-tensor-gather-scatter --split-input-file
// Strata's rewrite of tensor.gather and tensor.scatter into ops
// one-shot-bufferize takes (tensors-to-buffers runs it first; mlir-opt-19
// has no such rewrite and does not bufferize them). Each index is read
// from the indices tensor (index_cast when it is an integer, so signed),
// checked against its dimension's size (ult: a negative index is out of
// range too), and an scf.if reads the element (gather; zero when out of
// range) or inserts the slice (scatter; nothing when out of range).

// CHECK-LABEL: func.func @gather_rows(
// CHECK-SAME: %[[S:[^:]+]]: tensor<4x5x6xf32>, %[[I:[^:]+]]: tensor<2x3x1xindex>
// CHECK: %[[C4:.+]] = arith.constant 4 : index
// CHECK: %[[C0:.+]] = arith.constant 0 : index
// CHECK: %[[G:.+]] = tensor.generate  {
// CHECK-NEXT: ^bb0(%[[B0:.+]]: index, %[[B1:.+]]: index, %{{.+}}: index, %[[X:.+]]: index, %[[Y:.+]]: index):
// CHECK-NEXT: %[[R:.+]] = tensor.extract %[[I]][%[[B0]], %[[B1]], %[[C0]]] : tensor<2x3x1xindex>
// CHECK-NEXT: %[[OK:.+]] = arith.cmpi ult, %[[R]], %[[C4]] : index
// CHECK-NEXT: %[[V:.+]] = scf.if %[[OK]] -> (f32) {
// CHECK-NEXT: %[[E:.+]] = tensor.extract %[[S]][%[[R]], %[[X]], %[[Y]]] : tensor<4x5x6xf32>
// CHECK-NEXT: scf.yield %[[E]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[Z:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.yield %[[Z]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: tensor.yield %[[V]] : f32
// CHECK-NEXT: } : tensor<2x3x1x5x6xf32>
// CHECK-NEXT: return %[[G]]
func.func @gather_rows(%s: tensor<4x5x6xf32>, %i: tensor<2x3x1xindex>) -> tensor<2x3x1x5x6xf32> {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x1x5x6xf32>
  return %0 : tensor<2x3x1x5x6xf32>
}

// -----

// Two gathered dimensions, rank-reduced, dynamic sizes, i32 indices.
// CHECK-LABEL: func.func @gather_dynamic(
// CHECK-SAME: %[[S:[^:]+]]: tensor<?x5x?xi64>, %[[I:[^:]+]]: tensor<?x2xi32>
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[D0:.+]] = tensor.dim %[[S]], %[[C0]] : tensor<?x5x?xi64>
// CHECK-DAG: %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG: %[[D2:.+]] = tensor.dim %[[S]], %[[C2]] : tensor<?x5x?xi64>
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG: %[[N:.+]] = tensor.dim %[[I]], %[[C0]] : tensor<?x2xi32>
// CHECK: tensor.generate %[[N]] {
// CHECK-NEXT: ^bb0(%[[B:.+]]: index, %[[X:.+]]: index):
// CHECK-NEXT: %[[R0:.+]] = tensor.extract %[[I]][%[[B]], %[[C0]]] : tensor<?x2xi32>
// CHECK-NEXT: %[[J0:.+]] = arith.index_cast %[[R0]] : i32 to index
// CHECK-NEXT: %[[OK0:.+]] = arith.cmpi ult, %[[J0]], %[[D0]] : index
// CHECK-NEXT: %[[R1:.+]] = tensor.extract %[[I]][%[[B]], %[[C1]]] : tensor<?x2xi32>
// CHECK-NEXT: %[[J1:.+]] = arith.index_cast %[[R1]] : i32 to index
// CHECK-NEXT: %[[OK1:.+]] = arith.cmpi ult, %[[J1]], %[[D2]] : index
// CHECK-NEXT: %[[OK:.+]] = arith.andi %[[OK0]], %[[OK1]] : i1
// CHECK-NEXT: scf.if %[[OK]] -> (i64) {
// CHECK-NEXT: tensor.extract %[[S]][%[[J0]], %[[X]], %[[J1]]] : tensor<?x5x?xi64>
// CHECK: arith.constant 0 : i64
// CHECK: } : tensor<?x5xi64>
func.func @gather_dynamic(%s: tensor<?x5x?xi64>, %i: tensor<?x2xi32>) -> tensor<?x5xi64> {
  %0 = tensor.gather %s[%i] gather_dims([0, 2]) unique : (tensor<?x5x?xi64>, tensor<?x2xi32>) -> tensor<?x5xi64>
  return %0 : tensor<?x5xi64>
}

// -----

// One loop per batch dimension, carrying the destination.
// CHECK-LABEL: func.func @scatter(
// CHECK-SAME: %[[U:[^:]+]]: tensor<2x1x5x1xf32>, %[[D:[^:]+]]: tensor<4x5x6xf32>, %[[I:[^:]+]]: tensor<2x2xi32>
// CHECK-DAG: %[[C4:.+]] = arith.constant 4 : index
// CHECK-DAG: %[[C6:.+]] = arith.constant 6 : index
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.+]] = arith.constant 2 : index
// CHECK: %[[R:.+]] = scf.for %[[B:.+]] = %[[C0]] to %[[C2]] step %[[C1]] iter_args(%[[ACC:.+]] = %[[D]]) -> (tensor<4x5x6xf32>) {
// CHECK-NEXT: %[[R0:.+]] = tensor.extract %[[I]][%[[B]], %[[C0]]] : tensor<2x2xi32>
// CHECK-NEXT: %[[J0:.+]] = arith.index_cast %[[R0]] : i32 to index
// CHECK-NEXT: %[[OK0:.+]] = arith.cmpi ult, %[[J0]], %[[C4]] : index
// CHECK-NEXT: %[[R1:.+]] = tensor.extract %[[I]][%[[B]], %[[C1]]] : tensor<2x2xi32>
// CHECK-NEXT: %[[J1:.+]] = arith.index_cast %[[R1]] : i32 to index
// CHECK-NEXT: %[[OK1:.+]] = arith.cmpi ult, %[[J1]], %[[C6]] : index
// CHECK-NEXT: %[[OK:.+]] = arith.andi %[[OK0]], %[[OK1]] : i1
// CHECK-NEXT: %[[NEW:.+]] = scf.if %[[OK]] -> (tensor<4x5x6xf32>) {
// CHECK-NEXT: %[[SL:.+]] = tensor.extract_slice %[[U]][%[[B]], 0, 0, 0] [1, 1, 5, 1] [1, 1, 1, 1] : tensor<2x1x5x1xf32> to tensor<1x5x1xf32>
// CHECK-NEXT: %[[INS:.+]] = tensor.insert_slice %[[SL]] into %[[ACC]][%[[J0]], 0, %[[J1]]] [1, 5, 1] [1, 1, 1] : tensor<1x5x1xf32> into tensor<4x5x6xf32>
// CHECK-NEXT: scf.yield %[[INS]] : tensor<4x5x6xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[ACC]] : tensor<4x5x6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %[[NEW]] : tensor<4x5x6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]
func.func @scatter(%u: tensor<2x1x5x1xf32>, %d: tensor<4x5x6xf32>, %i: tensor<2x2xi32>) -> tensor<4x5x6xf32> {
  %0 = tensor.scatter %u into %d[%i] scatter_dims([0, 2]) unique : (tensor<2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<2x2xi32>) -> tensor<4x5x6xf32>
  return %0 : tensor<4x5x6xf32>
}

// -----

// Rank-reduced updates and dynamic sizes: the slice sizes are tensor.dims.
// CHECK-LABEL: func.func @scatter_dynamic(
// CHECK-SAME: %[[U:[^:]+]]: tensor<?x?xf32>, %[[D:[^:]+]]: tensor<4x?xf32>, %[[I:[^:]+]]: tensor<?x1xindex>
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG: %[[N:.+]] = tensor.dim %[[I]], %{{.+}} : tensor<?x1xindex>
// CHECK-DAG: %[[W:.+]] = tensor.dim %[[U]], %[[C1]] : tensor<?x?xf32>
// CHECK-DAG: %[[DW:.+]] = tensor.dim %[[D]], %[[C1]] : tensor<4x?xf32>
// CHECK: scf.for %[[B:.+]] = %{{.+}} to %[[N]] step %[[C1]] iter_args(%[[ACC:.+]] = %[[D]]) -> (tensor<4x?xf32>) {
// CHECK: %[[J:.+]] = tensor.extract %[[I]][%[[B]], %{{.+}}] : tensor<?x1xindex>
// CHECK-NOT: index_cast
// CHECK: tensor.extract_slice %[[U]][%[[B]], 0] [1, %[[W]]] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
// CHECK-NEXT: tensor.insert_slice %{{.+}} into %[[ACC]][%[[J]], 0] [1, %[[DW]]] [1, 1] : tensor<?xf32> into tensor<4x?xf32>
func.func @scatter_dynamic(%u: tensor<?x?xf32>, %d: tensor<4x?xf32>, %i: tensor<?x1xindex>) -> tensor<4x?xf32> {
  %0 = tensor.scatter %u into %d[%i] scatter_dims([0]) unique : (tensor<?x?xf32>, tensor<4x?xf32>, tensor<?x1xindex>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

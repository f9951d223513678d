// PIPELINE: --convert-vector-to-llvm --split-input-file
// convert-vector-to-llvm: n-D vectors are llvm arrays of 1-D vectors; ops
// on them work row by row. Vector-to-vector lowerings (contract,
// outerproduct, transpose, shape_cast, multi_reduction, n-D broadcast and
// create_mask, strided slices, vector.mask) run first.

// CHECK-LABEL: func.func @broadcast_scalar(
// CHECK: %[[U:.*]] = llvm.mlir.undef : vector<3xf32>
// CHECK: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: %[[I:.*]] = llvm.insertelement %arg0, %[[U]][%[[Z]] : i32] : vector<3xf32>
// CHECK: %[[S:.*]] = llvm.shufflevector %[[I]], %[[U]] [0, 0, 0] : vector<3xf32>
// CHECK: %[[A:.*]] = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[A0:.*]] = llvm.insertvalue %[[S]], %[[A]][0] : !llvm.array<2 x vector<3xf32>>
// CHECK: llvm.insertvalue %[[S]], %[[A0]][1] : !llvm.array<2 x vector<3xf32>>
func.func @broadcast_scalar(%s: f32) -> vector<2x3xf32> {
  %0 = vector.broadcast %s : f32 to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// -----

// A stretched dimension: each row's single element is splat.
// CHECK-LABEL: func.func @broadcast_stretch(
// CHECK: %[[R0:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<1xi32>>
// CHECK: %[[E0:.*]] = llvm.extractelement %[[R0]][%{{.*}} : i64] : vector<1xi32>
// CHECK: llvm.insertelement %[[E0]]
// CHECK: llvm.shufflevector %{{.*}} [0, 0, 0] : vector<3xi32>
// CHECK: llvm.insertvalue %{{.*}}[0] : !llvm.array<2 x vector<3xi32>>
// CHECK: llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<1xi32>>
// CHECK: llvm.insertvalue %{{.*}}[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NOT: vector.
func.func @broadcast_stretch(%v: vector<2x1xi32>) -> vector<2x3xi32> {
  %0 = vector.broadcast %v : vector<2x1xi32> to vector<2x3xi32>
  return %0 : vector<2x3xi32>
}

// -----

// A 0-D vector is a one-element vector.
// CHECK-LABEL: func.func @splat_0d(
// CHECK: llvm.insertelement %arg0, %{{.*}} : vector<1xi8>
// CHECK: llvm.shufflevector %{{.*}} [0] : vector<1xi8>
// CHECK: builtin.unrealized_conversion_cast %{{.*}} : vector<1xi8> to vector<i8>
func.func @splat_0d(%s: i8) -> vector<i8> {
  %0 = vector.splat %s : vector<i8>
  return %0 : vector<i8>
}

// -----

// CHECK-LABEL: func.func @extract_insert(
// CHECK: %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK: %[[I:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK: %[[R1:.*]] = llvm.extractvalue %[[A]][1] : !llvm.array<2 x vector<4xf32>>
// CHECK: llvm.extractelement %[[R1]][%[[I]] : i64] : vector<4xf32>
// CHECK: %[[R0:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK: %[[C3:.*]] = llvm.mlir.constant(3 : i64) : i64
// CHECK: %[[N:.*]] = llvm.insertelement %arg2, %[[R0]][%[[C3]] : i64] : vector<4xf32>
// CHECK: llvm.insertvalue %[[N]], %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK: llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
func.func @extract_insert(%b: vector<2x4xf32>, %i: index, %s: f32) -> (f32, vector<2x4xf32>, vector<4xf32>) {
  %0 = vector.extract %b[1, %i] : f32 from vector<2x4xf32>
  %1 = vector.insert %s, %b[0, 3] : f32 into vector<2x4xf32>
  %2 = vector.extract %b[1] : vector<4xf32> from vector<2x4xf32>
  return %0, %1, %2 : f32, vector<2x4xf32>, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @elements(
// CHECK: llvm.extractelement %arg0[%arg1 : i32] : vector<4xf32>
// CHECK: llvm.insertelement %arg2, %arg0[%arg1 : i32] : vector<4xf32>
func.func @elements(%v: vector<4xf32>, %i: i32, %s: f32) -> (f32, vector<4xf32>) {
  %0 = vector.extractelement %v[%i : i32] : vector<4xf32>
  %1 = vector.insertelement %s, %v[%i : i32] : vector<4xf32>
  return %0, %1 : f32, vector<4xf32>
}

// -----

// One shufflevector for operands of one 1-D type; element or row moves
// otherwise.
// CHECK-LABEL: func.func @shuffle(
// CHECK: llvm.shufflevector %arg0, %arg0 [3, 0, 1] : vector<2xf32>
// CHECK: %[[E:.*]] = llvm.extractelement %arg1[%{{.*}} : i64] : vector<3xf32>
// CHECK: llvm.insertelement %[[E]], %{{.*}} : vector<3xf32>
// CHECK: %[[R:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<2xi32>>
// CHECK: llvm.insertvalue %[[R]], %{{.*}}[0] : !llvm.array<3 x vector<2xi32>>
func.func @shuffle(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x2xi32>) -> (vector<3xf32>, vector<3xf32>, vector<3x2xi32>) {
  %0 = vector.shuffle %a, %a [3, 0, 1] : vector<2xf32>, vector<2xf32>
  %1 = vector.shuffle %a, %b [4, 0, 2] : vector<2xf32>, vector<3xf32>
  %2 = vector.shuffle %c, %c [1, 3, 0] : vector<2x2xi32>, vector<2x2xi32>
  return %0, %1, %2 : vector<3xf32>, vector<3xf32>, vector<3x2xi32>
}

// -----

// CHECK-LABEL: func.func @fma(
// CHECK: llvm.intr.fmuladd(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK: llvm.insertvalue %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK: llvm.intr.fmuladd
// CHECK: llvm.insertvalue %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
func.func @fma(%a: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.fma %a, %a, %a : vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

// fadd/fmul start from the accumulator or the neutral element and are
// ordered; the other kinds combine the accumulator after.
// CHECK-LABEL: func.func @reductions(
// CHECK: "llvm.intr.vector.reduce.fadd"(%arg1, %arg0) : (f32, vector<4xf32>) -> f32
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK: "llvm.intr.vector.reduce.fmul"(%[[ONE]], %arg0) : (f32, vector<4xf32>) -> f32
// CHECK: %[[MIN:.*]] = llvm.intr.vector.reduce.fmin(%arg0) : (vector<4xf32>) -> f32
// CHECK: llvm.intr.minnum(%arg1, %[[MIN]]) : (f32, f32) -> f32
// CHECK: %[[MAX:.*]] = llvm.intr.vector.reduce.fmaximum(%arg0) : (vector<4xf32>) -> f32
// CHECK: llvm.intr.maximum(%arg1, %[[MAX]]) : (f32, f32) -> f32
// CHECK: %[[X:.*]] = "llvm.intr.vector.reduce.xor"(%arg2) : (vector<4xi64>) -> i64
// CHECK: llvm.xor %arg3, %[[X]] : i64
// CHECK: "llvm.intr.vector.reduce.umax"(%arg2) : (vector<4xi64>) -> i64
// CHECK: %[[S:.*]] = "llvm.intr.vector.reduce.smin"(%arg2) : (vector<4xi64>) -> i64
// CHECK: llvm.intr.smin(%arg3, %[[S]]) : (i64, i64) -> i64
func.func @reductions(%f: vector<4xf32>, %acc: f32, %i: vector<4xi64>, %ia: i64) -> (f32, f32, f32, f32, i64, i64, i64) {
  %0 = vector.reduction <add>, %f, %acc : vector<4xf32> into f32
  %1 = vector.reduction <mul>, %f : vector<4xf32> into f32
  %2 = vector.reduction <minnumf>, %f, %acc : vector<4xf32> into f32
  %3 = vector.reduction <maximumf>, %f, %acc : vector<4xf32> into f32
  %4 = vector.reduction <xor>, %i, %ia : vector<4xi64> into i64
  %5 = vector.reduction <maxui>, %i : vector<4xi64> into i64
  %6 = vector.reduction <minsi>, %i, %ia : vector<4xi64> into i64
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, i64, i64, i64
}

// -----

// A fixed-size step folds to a constant, as upstream's conversion does.
// CHECK-LABEL: func.func @bitcast_step(
// CHECK: arith.constant dense<[0, 1, 2]> : vector<3xindex>
// CHECK: llvm.bitcast %{{.*}} : vector<2xf32> to vector<2xi32>
// CHECK: llvm.insertvalue %{{.*}}[0] : !llvm.array<2 x vector<2xi32>>
// CHECK: llvm.bitcast %{{.*}} : vector<2xf32> to vector<2xi32>
// CHECK: llvm.insertvalue %{{.*}}[1] : !llvm.array<2 x vector<2xi32>>
func.func @bitcast_step(%c: vector<2x2xf32>) -> (vector<2x2xi32>, vector<3xindex>) {
  %0 = vector.bitcast %c : vector<2x2xf32> to vector<2x2xi32>
  %1 = vector.step : vector<3xindex>
  return %0, %1 : vector<2x2xi32>, vector<3xindex>
}

// -----

// A mask compares the lane numbers with the splat bound (in i32 lanes by
// default).
// CHECK-LABEL: func.func @masks(
// CHECK: %[[N:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK: %[[STEP:.*]] = llvm.mlir.constant(dense<[0, 1, 2]> : vector<3xi32>) : vector<3xi32>
// CHECK: %[[T:.*]] = llvm.trunc %[[N]] : i64 to i32
// CHECK: llvm.insertelement %[[T]]
// CHECK: %[[B:.*]] = llvm.shufflevector %{{.*}} [0, 0, 0] : vector<3xi32>
// CHECK: llvm.icmp "slt" %[[STEP]], %[[B]] : vector<3xi32>
// CHECK: llvm.mlir.constant(dense<[true, true, false]> : vector<3xi1>) : vector<3xi1>
// CHECK: llvm.insertvalue %{{.*}}[0] : !llvm.array<2 x vector<3xi1>>
// CHECK: llvm.mlir.constant(dense<false> : vector<3xi1>) : vector<3xi1>
// CHECK: llvm.insertvalue %{{.*}}[1] : !llvm.array<2 x vector<3xi1>>
func.func @masks(%n: index) -> (vector<3xi1>, vector<2x3xi1>) {
  %0 = vector.create_mask %n : vector<3xi1>
  %1 = vector.constant_mask [1, 2] : vector<2x3xi1>
  return %0, %1 : vector<3xi1>, vector<2x3xi1>
}

// -----

// n-D create_mask: row i takes the trailing bound where i < the leading
// bound, else 0.
// CHECK-LABEL: func.func @create_mask_2d(
// CHECK: arith.cmpi sgt, %arg0, %c0 : index
// CHECK: arith.select %{{.*}}, %arg1, %c0 : index
// CHECK: llvm.icmp "slt"
// CHECK: llvm.insertvalue %{{.*}}[0] : !llvm.array<2 x vector<3xi1>>
// CHECK: arith.cmpi sgt, %arg0, %c1 : index
// CHECK: llvm.icmp "slt"
// CHECK: llvm.insertvalue %{{.*}}[1] : !llvm.array<2 x vector<3xi1>>
func.func @create_mask_2d(%a: index, %b: index) -> vector<2x3xi1> {
  %0 = vector.create_mask %a, %b : vector<2x3xi1>
  return %0 : vector<2x3xi1>
}

// -----

// Addresses from the descriptor; an n-D load is a load per row.
// CHECK-LABEL: func.func @memory(
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<8x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[I:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK: %[[P:.*]] = llvm.extractvalue %[[D]][1]
// CHECK: %[[C8:.*]] = llvm.mlir.constant(8 : i64) : i64
// CHECK: %[[M:.*]] = llvm.mul %[[I]], %[[C8]] : i64
// CHECK: %[[O:.*]] = llvm.add %[[M]], %[[I]] : i64
// CHECK: %[[G:.*]] = llvm.getelementptr %[[P]][%[[O]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: llvm.load %[[G]] {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK: %[[C1:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: %[[I1:.*]] = llvm.add %[[I]], %[[C1]] : i64
// CHECK: llvm.mul %[[I1]], %{{.*}} : i64
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK: llvm.insertvalue %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
// CHECK: llvm.store %arg3, %{{.*}} {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
// CHECK: %[[L:.*]] = llvm.intr.masked.load %{{.*}}, %arg2, %arg3 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK: llvm.intr.masked.store %[[L]], %{{.*}}, %arg2 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
func.func @memory(%m: memref<8x8xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) -> (vector<2x4xf32>, vector<4xf32>) {
  %0 = vector.load %m[%i, %i] : memref<8x8xf32>, vector<2x4xf32>
  vector.store %p, %m[%i, %i] : memref<8x8xf32>, vector<4xf32>
  %1 = vector.maskedload %m[%i, %i], %k, %p : memref<8x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i, %i], %k, %1 : memref<8x8xf32>, vector<4xi1>, vector<4xf32>
  return %0, %1 : vector<2x4xf32>, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @type_cast(
// CHECK: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[A:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[U0:.*]] = llvm.insertvalue %[[A]], %[[U]][0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[B:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[U1:.*]] = llvm.insertvalue %[[B]], %[[U0]][1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[Z:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK: llvm.insertvalue %[[Z]], %[[U1]][2] : !llvm.struct<(ptr, ptr, i64)>
func.func @type_cast(%m: memref<8x8xf32>) -> memref<vector<8x8xf32>> {
  %0 = vector.type_cast %m : memref<8x8xf32> to memref<vector<8x8xf32>>
  return %0 : memref<vector<8x8xf32>>
}

// -----

// In bounds: a plain load; otherwise a masked load whose mask is
// lane < dim - index, the padding splat as pass-through.
// CHECK-LABEL: func.func @transfers(
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK: %[[DIM:.*]] = llvm.extractvalue %{{.*}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[LEFT:.*]] = llvm.sub %[[DIM]], %{{.*}} : i64
// CHECK: llvm.trunc %[[LEFT]] : i64 to i32
// CHECK: %[[MASK:.*]] = llvm.icmp "slt" %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK: llvm.insertelement %cst, %{{.*}} : vector<4xf32>
// CHECK: %[[PAD:.*]] = llvm.shufflevector %{{.*}} [0, 0, 0, 0] : vector<4xf32>
// CHECK: llvm.intr.masked.load %{{.*}}, %[[MASK]], %[[PAD]] {alignment = 4 : i32}
// CHECK: %[[WMASK:.*]] = llvm.icmp "slt"
// CHECK: llvm.intr.masked.store %arg2, %{{.*}}, %[[WMASK]] {alignment = 4 : i32}
func.func @transfers(%m: memref<?xf32>, %i: index, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i], %p {in_bounds = [true]} : memref<?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}

// -----

// A transfer under vector.mask takes the mask as its operand.
// CHECK-LABEL: func.func @masked_transfer(
// CHECK-NOT: vector.mask
// CHECK: llvm.intr.masked.load %{{.*}}, %arg2, %{{.*}} {alignment = 4 : i32}
func.func @masked_transfer(%m: memref<?xf32>, %i: index, %k: vector<4xi1>) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %0 = vector.mask %k { vector.transfer_read %m[%i], %p {in_bounds = [true]} : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

// Runtime printers: booleans zero-extended to printI64, unsigned and index
// values through printU64, vectors between printOpen/printClose.
// CHECK: llvm.func @printClose()
// CHECK: llvm.func @printComma()
// CHECK: llvm.func @printF32(f32)
// CHECK: llvm.func @printI64(i64)
// CHECK: llvm.func @printNewline()
// CHECK: llvm.func @printOpen()
// CHECK: llvm.func @printString(!llvm.ptr)
// CHECK: llvm.func @printU64(i64)
// CHECK: llvm.mlir.global private constant @vector_print_str("hello\0A\00") {addr_space = 0 : i32}
// CHECK-LABEL: func.func @print(
// CHECK-NEXT: llvm.call @printF32(%arg0) : (f32) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %[[B:.*]] = llvm.zext %arg1 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%[[B]]) : (i64) -> ()
// CHECK: %[[U:.*]] = llvm.zext %{{.*}} : i16 to i64
// CHECK-NEXT: llvm.call @printU64(%[[U]]) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK: %[[S:.*]] = llvm.sext %arg3 : i8 to i64
// CHECK-NEXT: llvm.call @printI64(%[[S]]) : (i64) -> ()
// CHECK: %[[X:.*]] = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT: llvm.call @printU64(%[[X]]) : (i64) -> ()
// CHECK: llvm.call @printOpen() : () -> ()
// CHECK: %[[E0:.*]] = llvm.extractelement %arg5[%{{.*}} : i64] : vector<2xi1>
// CHECK-NEXT: %[[Z0:.*]] = llvm.zext %[[E0]] : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%[[Z0]]) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK: llvm.call @printI64(
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %[[STR:.*]] = llvm.mlir.addressof @vector_print_str : !llvm.ptr
// CHECK-NEXT: llvm.call @printString(%[[STR]]) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
func.func @print(%f: f32, %b: i1, %u: ui16, %s: i8, %x: index, %v: vector<2xi1>) {
  vector.print %f : f32
  vector.print %b : i1
  vector.print %u : ui16 punctuation <comma>
  vector.print %s : i8
  vector.print %x : index
  vector.print %v : vector<2xi1>
  vector.print str "hello\n"
  return
}

// -----

// A 2-D print nests the brackets.
// CHECK-LABEL: func.func @print_2d(
// CHECK: llvm.call @printOpen()
// CHECK-NEXT: llvm.call @printOpen()
// CHECK: llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<2xf64>>
// CHECK: llvm.call @printF64(
// CHECK: llvm.call @printClose()
// CHECK-NEXT: llvm.call @printComma()
// CHECK-NEXT: llvm.call @printOpen()
// CHECK: llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<2xf64>>
// CHECK: llvm.call @printClose()
// CHECK-NEXT: llvm.call @printClose()
// CHECK-NEXT: llvm.call @printNewline()
func.func @print_2d(%v: vector<2x2xf64>) {
  vector.print %v : vector<2x2xf64>
  return
}

// -----

// A matmul-like contract: per result element the ordered fadd reduction of
// lhs row times rhs column, starting from the accumulator element.
// CHECK-LABEL: func.func @contract(
// CHECK-NOT: vector.contract
// CHECK-NOT: vector.transpose
// CHECK: %[[P:.*]] = arith.mulf %{{.*}}, %{{.*}} : vector<3xf32>
// CHECK: "llvm.intr.vector.reduce.fadd"(%{{.*}}, %[[P]]) : (f32, vector<3xf32>) -> f32
// CHECK: "llvm.intr.vector.reduce.fadd"
// CHECK: "llvm.intr.vector.reduce.fadd"
// CHECK: "llvm.intr.vector.reduce.fadd"
// CHECK-NOT: "llvm.intr.vector.reduce.fadd"
// CHECK: return
#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @contract(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

// -----

// Mixed precision: the operands are extended to the accumulator's type.
// CHECK-LABEL: func.func @dot_i8(
// CHECK: %[[L:.*]] = arith.extsi %arg0 : vector<4xi8> to vector<4xi32>
// CHECK: %[[R:.*]] = arith.extsi %arg1 : vector<4xi8> to vector<4xi32>
// CHECK: %[[M:.*]] = arith.muli %[[L]], %[[R]] : vector<4xi32>
// CHECK: %[[S:.*]] = "llvm.intr.vector.reduce.add"(%[[M]]) : (vector<4xi32>) -> i32
// CHECK: llvm.add %arg2, %[[S]] : i32
#d1 = affine_map<(k) -> (k)>
#d0 = affine_map<(k) -> ()>
func.func @dot_i8(%a: vector<4xi8>, %b: vector<4xi8>, %c: i32) -> i32 {
  %0 = vector.contract {indexing_maps = [#d1, #d1, #d0], iterator_types = ["reduction"]} %a, %b, %c : vector<4xi8>, vector<4xi8> into i32
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @outerproduct(
// CHECK: %[[A0:.*]] = llvm.extractelement %arg0[%{{.*}} : i64] : vector<2xf32>
// CHECK: llvm.insertelement %[[A0]]
// CHECK: %[[B0:.*]] = llvm.shufflevector %{{.*}} [0, 0, 0] : vector<3xf32>
// CHECK: %[[C0:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK: llvm.intr.fmuladd(%[[B0]], %arg1, %[[C0]]) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK: llvm.intr.fmuladd
// CHECK: %[[S:.*]] = llvm.shufflevector %{{.*}} [0, 0] : vector<2xf32>
// CHECK: arith.mulf %arg0, %[[S]] : vector<2xf32>
// CHECK: %[[IS:.*]] = llvm.shufflevector %{{.*}} [0, 0, 0] : vector<3xi32>
// CHECK: %[[IM:.*]] = arith.muli %[[IS]], %arg5 : vector<3xi32>
// CHECK: arith.maxsi %{{.*}}, %[[IM]] : vector<3xi32>
func.func @outerproduct(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x3xf32>, %s: f32, %ia: vector<2xi32>, %ib: vector<3xi32>, %ic: vector<2x3xi32>) -> (vector<2x3xf32>, vector<2xf32>, vector<2x3xi32>) {
  %0 = vector.outerproduct %a, %b, %c : vector<2xf32>, vector<3xf32>
  %1 = vector.outerproduct %a, %s : vector<2xf32>, f32
  %2 = vector.outerproduct %ia, %ib, %ic {kind = #vector.kind<maxsi>} : vector<2xi32>, vector<3xi32>
  return %0, %1, %2 : vector<2x3xf32>, vector<2xf32>, vector<2x3xi32>
}

// -----

// Element (1, 0) of the source lands at (0, 1) of the transpose: each
// result row is built from its elements, then inserted; a shape cast moves
// elements in row-major order.
// CHECK-LABEL: func.func @transpose_shape_cast(
// CHECK: %[[R1:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<3xi32>>
// CHECK: %[[E:.*]] = llvm.extractelement %[[R1]][%{{.*}} : i64] : vector<3xi32>
// CHECK: %[[U:.*]] = llvm.mlir.undef : vector<2xi32>
// CHECK: %[[ROW0:.*]] = llvm.insertelement %{{.*}}, %[[U]]
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: %[[ROW:.*]] = llvm.insertelement %[[E]], %[[ROW0]][%[[ONE]] : i64] : vector<2xi32>
// CHECK: llvm.insertvalue %[[ROW]], %{{.*}}[0] : !llvm.array<3 x vector<2xi32>>
// CHECK: llvm.insertvalue %{{.*}}[1] : !llvm.array<3 x vector<2xi32>>
// CHECK: llvm.insertvalue %{{.*}}[2] : !llvm.array<3 x vector<2xi32>>
// CHECK: %[[C5:.*]] = llvm.mlir.constant(5 : i64) : i64
// CHECK: llvm.insertelement %{{.*}}, %{{.*}}[%[[C5]] : i64] : vector<6xi32>
// CHECK-NEXT: return
func.func @transpose_shape_cast(%a: vector<2x3xi32>) -> (vector<3x2xi32>, vector<6xi32>) {
  %0 = vector.transpose %a, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
  %1 = vector.shape_cast %a : vector<2x3xi32> to vector<6xi32>
  return %0, %1 : vector<3x2xi32>, vector<6xi32>
}

// -----

// One reduction per kept position, starting from the accumulator's element.
// CHECK-LABEL: func.func @multi_reduction(
// CHECK: %[[R0:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[A0:.*]] = llvm.extractelement %arg1[%{{.*}} : i64] : vector<2xf32>
// CHECK: "llvm.intr.vector.reduce.fadd"(%[[A0]], %[[R0]]) : (f32, vector<3xf32>) -> f32
// CHECK: %[[R1:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<3xf32>>
// CHECK: "llvm.intr.vector.reduce.fadd"(%{{.*}}, %[[R1]])
func.func @multi_reduction(%a: vector<2x3xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.multi_reduction <add>, %a, %acc [1] : vector<2x3xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

// CHECK-LABEL: func.func @strided(
// CHECK: %[[S:.*]] = llvm.shufflevector %arg0, %arg0 [1, 2] : vector<4xf32>
// The element extracts of the insert read through the slice to %arg0.
// CHECK: %[[E:.*]] = llvm.extractelement %arg0
// CHECK: %[[R:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
// CHECK: %[[C2:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK: llvm.insertelement %[[E]], %[[R]][%[[C2]] : i64] : vector<4xf32>
func.func @strided(%a: vector<4xf32>, %d: vector<2x4xf32>) -> (vector<2xf32>, vector<2x4xf32>) {
  %0 = vector.extract_strided_slice %a {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  %1 = vector.insert_strided_slice %0, %d {offsets = [1, 2], strides = [1]} : vector<2xf32> into vector<2x4xf32>
  return %0, %1 : vector<2xf32>, vector<2x4xf32>
}

// -----

// Gather and scatter lane by lane: a one-lane masked load/store at
// base + index under the lane's mask bit.
// CHECK-LABEL: func.func @gather_scatter(
// CHECK: %[[BASE:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[I0:.*]] = llvm.extractelement %arg2[%[[L0:.*]] : i64] : vector<2xi32>
// CHECK: %[[P0:.*]] = llvm.getelementptr %[[BASE]][%[[I0]]] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK: %[[B0:.*]] = llvm.extractelement %arg3[%[[L0]] : i64] : vector<2xi1>
// CHECK: %[[M0:.*]] = llvm.shufflevector %{{.*}} [0] : vector<1xi1>
// CHECK: %[[G0:.*]] = llvm.intr.masked.load %[[P0]], %[[M0]], %{{.*}} {alignment = 4 : i32} : (!llvm.ptr, vector<1xi1>, vector<1xf32>) -> vector<1xf32>
// CHECK: %[[E0:.*]] = llvm.extractelement %[[G0]]
// CHECK: llvm.insertelement %[[E0]], %arg4[%[[L0]] : i64] : vector<2xf32>
// CHECK: llvm.intr.masked.load
// CHECK-NOT: llvm.intr.masked.load
// CHECK: llvm.intr.masked.store %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : vector<1xf32>, vector<1xi1> into !llvm.ptr
// CHECK: llvm.intr.masked.store
// CHECK-NOT: llvm.intr.masked.store
func.func @gather_scatter(%m: memref<?xf32>, %i: index, %iv: vector<2xi32>, %k: vector<2xi1>, %p: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.gather %m[%i][%iv], %k, %p : memref<?xf32>, vector<2xi32>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  vector.scatter %m[%i][%iv], %k, %0 : memref<?xf32>, vector<2xi32>, vector<2xi1>, vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

// A masked reduction reduces the lanes kept by the mask, the others replaced
// by the kind's neutral element.
// CHECK-LABEL: func.func @masked_reduction(
// CHECK: %[[N:.*]] = arith.constant dense<2147483647> : vector<4xi32>
// CHECK: %[[S:.*]] = arith.select %arg1, %arg0, %[[N]] : vector<4xi1>, vector<4xi32>
// CHECK: "llvm.intr.vector.reduce.smin"(%[[S]]) : (vector<4xi32>) -> i32
func.func @masked_reduction(%v: vector<4xi32>, %m: vector<4xi1>) -> i32 {
  %0 = vector.mask %m { vector.reduction <minsi>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @from_elements_interleave(
// CHECK: %[[U:.*]] = llvm.mlir.undef : vector<2xf32>
// CHECK: %[[C0:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK: %[[E0:.*]] = llvm.insertelement %arg0, %[[U]][%[[C0]] : i64] : vector<2xf32>
// CHECK: %[[C1:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: llvm.insertelement %arg1, %[[E0]][%[[C1]] : i64] : vector<2xf32>
// CHECK: llvm.shufflevector %arg2, %arg3 [0, 3, 1, 4, 2, 5] : vector<3xi8>
func.func @from_elements_interleave(%a: f32, %b: f32, %v: vector<3xi8>, %w: vector<3xi8>) -> (vector<2xf32>, vector<6xi8>) {
  %0 = vector.from_elements %a, %b : vector<2xf32>
  %1 = vector.interleave %v, %w : vector<3xi8> -> vector<6xi8>
  return %0, %1 : vector<2xf32>, vector<6xi8>
}

// -----

// A masked outer product takes its masked-off lanes from the accumulator.
// CHECK-LABEL: func.func @masked_outerproduct(
// CHECK: %[[P:.*]] = llvm.intr.fmuladd(%arg0, %{{.*}}, %arg2) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK: arith.select %arg3, %[[P]], %arg2 : vector<4xi1>, vector<4xf32>
func.func @masked_outerproduct(%a: vector<4xf32>, %b: f32, %c: vector<4xf32>, %m: vector<4xi1>) -> vector<4xf32> {
  %0 = vector.mask %m { vector.outerproduct %a, %b, %c : vector<4xf32>, f32 } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

// A dynamic position in an outer dimension (an llvm array cannot be indexed
// dynamically): the access at each index, selected by comparing with it.
// CHECK-LABEL: func.func @dynamic_outer(
// CHECK: %[[R0:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK: %[[E0:.*]] = llvm.extractelement %[[R0]][%{{.*}} : i64] : vector<4xf32>
// CHECK: %[[R1:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
// CHECK: %[[E1:.*]] = llvm.extractelement %[[R1]][%{{.*}} : i64] : vector<4xf32>
// CHECK: %[[HIT:.*]] = arith.cmpi eq, %arg1, %c1 : index
// CHECK: arith.select %[[HIT]], %[[E1]], %[[E0]] : f32
// CHECK: llvm.insertvalue %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK: llvm.insertvalue %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
// CHECK: arith.select %{{.*}} : vector<2x4xf32>
func.func @dynamic_outer(%v: vector<2x4xf32>, %i: index, %s: f32) -> (f32, vector<2x4xf32>) {
  %0 = vector.extract %v[%i, 2] : f32 from vector<2x4xf32>
  %1 = vector.insert %s, %v[%i, 0] : f32 into vector<2x4xf32>
  return %0, %1 : f32, vector<2x4xf32>
}

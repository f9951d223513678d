// PIPELINE: --convert-vector-to-scf --split-input-file
// convert-vector-to-scf: vector.print of a vector prints "(", the elements
// one at a time with "," between them and ")" from nested scf.for loops
// (n-D vectors flattened by a shape_cast), then its own punctuation;
// integer elements of odd widths are extended to 8, 16, 32 or 64 bits.

// CHECK-LABEL: func.func @print2d(
// CHECK-SAME: %arg0: vector<2x3xf32>) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<6xf32>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %2 = arith.muli %arg1, %c3 : index
// CHECK-NEXT: %3 = arith.addi %arg2, %2 : index
// CHECK-NEXT: %4 = vector.extractelement %0[%3 : index] : vector<6xf32>
// CHECK-NEXT: vector.print %4 : f32 punctuation <no_punctuation>
// CHECK-NEXT: %5 = arith.cmpi ult, %arg2, %c2 : index
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @print2d(%v: vector<2x3xf32>) {
  vector.print %v : vector<2x3xf32>
  return
}
// -----

// CHECK-LABEL: func.func @print1d(
// CHECK-SAME: %arg0: vector<4xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = vector.extractelement %arg0[%arg1 : index] : vector<4xi32>
// CHECK-NEXT: vector.print %0 : i32 punctuation <no_punctuation>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c3 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @print1d(%v: vector<4xi32>) {
  vector.print %v : vector<4xi32>
  return
}
// -----

// CHECK-LABEL: func.func @print_i3(
// CHECK-SAME: %arg0: vector<2xi3>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.extsi %arg0 : vector<2xi3> to vector<2xi8>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %1 = vector.extractelement %0[%arg1 : index] : vector<2xi8>
// CHECK-NEXT: vector.print %1 : i8 punctuation <no_punctuation>
// CHECK-NEXT: %2 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @print_i3(%v: vector<2xi3>) {
  vector.print %v : vector<2xi3>
  return
}
// -----

// CHECK-LABEL: func.func @print0d(
// CHECK-SAME: %arg0: vector<f32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c1 step %c1 {
// CHECK-NEXT: %1 = vector.extractelement %0[%arg1 : index] : vector<1xf32>
// CHECK-NEXT: vector.print %1 : f32 punctuation <no_punctuation>
// CHECK-NEXT: %2 = arith.cmpi ult, %arg1, %c0 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @print0d(%v: vector<f32>) {
  vector.print %v : vector<f32>
  return
}
// -----

// CHECK-LABEL: func.func @print_i1(
// CHECK-SAME: %arg0: vector<2x2xi1>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.extui %arg0 : vector<2x2xi1> to vector<2x2xi8>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<2x2xi8> to vector<4xi8>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %3 = arith.muli %arg1, %c2 : index
// CHECK-NEXT: %4 = arith.addi %arg2, %3 : index
// CHECK-NEXT: %5 = vector.extractelement %1[%4 : index] : vector<4xi8>
// CHECK-NEXT: vector.print %5 : i8 punctuation <no_punctuation>
// CHECK-NEXT: %6 = arith.cmpi ult, %arg2, %c1 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %2 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @print_ui8(
// CHECK-SAME: %arg0: vector<3xui8>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %0 = vector.extractelement %arg0[%arg1 : index] : vector<3xui8>
// CHECK-NEXT: vector.print %0 : ui8 punctuation <no_punctuation>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c2 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @print_si4(
// CHECK-SAME: %arg0: vector<2xsi4>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.bitcast %arg0 : vector<2xsi4> to vector<2xi4>
// CHECK-NEXT: %1 = arith.extsi %0 : vector<2xi4> to vector<2xi8>
// CHECK-NEXT: %2 = vector.bitcast %1 : vector<2xi8> to vector<2xsi8>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %3 = vector.extractelement %2[%arg1 : index] : vector<2xsi8>
// CHECK-NEXT: vector.print %3 : si8 punctuation <no_punctuation>
// CHECK-NEXT: %4 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @print_index(
// CHECK-SAME: %arg0: vector<2xindex>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %0 = vector.extractelement %arg0[%arg1 : index] : vector<2xindex>
// CHECK-NEXT: vector.print %0 : index punctuation <no_punctuation>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @print_3d(
// CHECK-SAME: %arg0: vector<2x2x2xi64>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x2x2xi64> to vector<8xi64>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %3 = arith.muli %arg2, %c2 : index
// CHECK-NEXT: %4 = arith.addi %arg3, %3 : index
// CHECK-NEXT: %5 = arith.muli %arg1, %c4 : index
// CHECK-NEXT: %6 = arith.addi %4, %5 : index
// CHECK-NEXT: %7 = vector.extractelement %0[%6 : index] : vector<8xi64>
// CHECK-NEXT: vector.print %7 : i64 punctuation <no_punctuation>
// CHECK-NEXT: %8 = arith.cmpi ult, %arg3, %c1 : index
// CHECK-NEXT: scf.if %8 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %2 = arith.cmpi ult, %arg2, %c1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @print_i1(%a: vector<2x2xi1>) {
  vector.print %a : vector<2x2xi1>
  return
}
func.func @print_ui8(%b: vector<3xui8>) {
  vector.print %b : vector<3xui8>
  return
}
func.func @print_si4(%c: vector<2xsi4>) {
  vector.print %c : vector<2xsi4>
  return
}
func.func @print_index(%d: vector<2xindex>) {
  vector.print %d : vector<2xindex>
  return
}
func.func @print_3d(%e: vector<2x2x2xi64>) {
  vector.print %e : vector<2x2x2xi64>
  return
}
// -----

// CHECK-LABEL: func.func @print_i1(
// CHECK-SAME: %arg0: vector<2x2xi1>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.extui %arg0 : vector<2x2xi1> to vector<2x2xi8>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<2x2xi8> to vector<4xi8>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %3 = arith.muli %arg1, %c2 : index
// CHECK-NEXT: %4 = arith.addi %arg2, %3 : index
// CHECK-NEXT: %5 = vector.extractelement %1[%4 : index] : vector<4xi8>
// CHECK-NEXT: vector.print %5 : i8 punctuation <no_punctuation>
// CHECK-NEXT: %6 = arith.cmpi ult, %arg2, %c1 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %2 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @print_ui8(
// CHECK-SAME: %arg0: vector<3xui8>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %0 = vector.extractelement %arg0[%arg1 : index] : vector<3xui8>
// CHECK-NEXT: vector.print %0 : ui8 punctuation <no_punctuation>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c2 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @print_si4(
// CHECK-SAME: %arg0: vector<2xsi4>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.bitcast %arg0 : vector<2xsi4> to vector<2xi4>
// CHECK-NEXT: %1 = arith.extsi %0 : vector<2xi4> to vector<2xi8>
// CHECK-NEXT: %2 = vector.bitcast %1 : vector<2xi8> to vector<2xsi8>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %3 = vector.extractelement %2[%arg1 : index] : vector<2xsi8>
// CHECK-NEXT: vector.print %3 : si8 punctuation <no_punctuation>
// CHECK-NEXT: %4 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @print_index(
// CHECK-SAME: %arg0: vector<2xindex>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %0 = vector.extractelement %arg0[%arg1 : index] : vector<2xindex>
// CHECK-NEXT: vector.print %0 : index punctuation <no_punctuation>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @print_3d(
// CHECK-SAME: %arg0: vector<2x2x2xi64>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x2x2xi64> to vector<8xi64>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %3 = arith.muli %arg2, %c2 : index
// CHECK-NEXT: %4 = arith.addi %arg3, %3 : index
// CHECK-NEXT: %5 = arith.muli %arg1, %c4 : index
// CHECK-NEXT: %6 = arith.addi %4, %5 : index
// CHECK-NEXT: %7 = vector.extractelement %0[%6 : index] : vector<8xi64>
// CHECK-NEXT: vector.print %7 : i64 punctuation <no_punctuation>
// CHECK-NEXT: %8 = arith.cmpi ult, %arg3, %c1 : index
// CHECK-NEXT: scf.if %8 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %2 = arith.cmpi ult, %arg2, %c1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @print_i1(%a: vector<2x2xi1>) {
  vector.print %a : vector<2x2xi1>
  return
}
func.func @print_ui8(%b: vector<3xui8>) {
  vector.print %b : vector<3xui8>
  return
}
func.func @print_si4(%c: vector<2xsi4>) {
  vector.print %c : vector<2xsi4>
  return
}
func.func @print_index(%d: vector<2xindex>) {
  vector.print %d : vector<2xindex>
  return
}
func.func @print_3d(%e: vector<2x2x2xi64>) {
  vector.print %e : vector<2x2x2xi64>
  return
}
// -----

// CHECK-LABEL: func.func @print_i1(
// CHECK-SAME: %arg0: vector<2x2xi1>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.extui %arg0 : vector<2x2xi1> to vector<2x2xi8>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<2x2xi8> to vector<4xi8>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %3 = arith.muli %arg1, %c2 : index
// CHECK-NEXT: %4 = arith.addi %arg2, %3 : index
// CHECK-NEXT: %5 = vector.extractelement %1[%4 : index] : vector<4xi8>
// CHECK-NEXT: vector.print %5 : i8 punctuation <no_punctuation>
// CHECK-NEXT: %6 = arith.cmpi ult, %arg2, %c1 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %2 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @print_ui8(
// CHECK-SAME: %arg0: vector<3xui8>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %0 = vector.extractelement %arg0[%arg1 : index] : vector<3xui8>
// CHECK-NEXT: vector.print %0 : ui8 punctuation <no_punctuation>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c2 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @print_si4(
// CHECK-SAME: %arg0: vector<2xsi4>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.bitcast %arg0 : vector<2xsi4> to vector<2xi4>
// CHECK-NEXT: %1 = arith.extsi %0 : vector<2xi4> to vector<2xi8>
// CHECK-NEXT: %2 = vector.bitcast %1 : vector<2xi8> to vector<2xsi8>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %3 = vector.extractelement %2[%arg1 : index] : vector<2xsi8>
// CHECK-NEXT: vector.print %3 : si8 punctuation <no_punctuation>
// CHECK-NEXT: %4 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @print_index(
// CHECK-SAME: %arg0: vector<2xindex>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %0 = vector.extractelement %arg0[%arg1 : index] : vector<2xindex>
// CHECK-NEXT: vector.print %0 : index punctuation <no_punctuation>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @print_3d(
// CHECK-SAME: %arg0: vector<2x2x2xi64>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x2x2xi64> to vector<8xi64>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %3 = arith.muli %arg2, %c2 : index
// CHECK-NEXT: %4 = arith.addi %arg3, %3 : index
// CHECK-NEXT: %5 = arith.muli %arg1, %c4 : index
// CHECK-NEXT: %6 = arith.addi %4, %5 : index
// CHECK-NEXT: %7 = vector.extractelement %0[%6 : index] : vector<8xi64>
// CHECK-NEXT: vector.print %7 : i64 punctuation <no_punctuation>
// CHECK-NEXT: %8 = arith.cmpi ult, %arg3, %c1 : index
// CHECK-NEXT: scf.if %8 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %2 = arith.cmpi ult, %arg2, %c1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @print_i1(%a: vector<2x2xi1>) {
  vector.print %a : vector<2x2xi1>
  return
}
func.func @print_ui8(%b: vector<3xui8>) {
  vector.print %b : vector<3xui8>
  return
}
func.func @print_si4(%c: vector<2xsi4>) {
  vector.print %c : vector<2xsi4>
  return
}
func.func @print_index(%d: vector<2xindex>) {
  vector.print %d : vector<2xindex>
  return
}
func.func @print_3d(%e: vector<2x2x2xi64>) {
  vector.print %e : vector<2x2x2xi64>
  return
}
// -----

// CHECK-LABEL: func.func @print_i1(
// CHECK-SAME: %arg0: vector<2x2xi1>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.extui %arg0 : vector<2x2xi1> to vector<2x2xi8>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<2x2xi8> to vector<4xi8>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %3 = arith.muli %arg1, %c2 : index
// CHECK-NEXT: %4 = arith.addi %arg2, %3 : index
// CHECK-NEXT: %5 = vector.extractelement %1[%4 : index] : vector<4xi8>
// CHECK-NEXT: vector.print %5 : i8 punctuation <no_punctuation>
// CHECK-NEXT: %6 = arith.cmpi ult, %arg2, %c1 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %2 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @print_ui8(
// CHECK-SAME: %arg0: vector<3xui8>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %0 = vector.extractelement %arg0[%arg1 : index] : vector<3xui8>
// CHECK-NEXT: vector.print %0 : ui8 punctuation <no_punctuation>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c2 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @print_si4(
// CHECK-SAME: %arg0: vector<2xsi4>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.bitcast %arg0 : vector<2xsi4> to vector<2xi4>
// CHECK-NEXT: %1 = arith.extsi %0 : vector<2xi4> to vector<2xi8>
// CHECK-NEXT: %2 = vector.bitcast %1 : vector<2xi8> to vector<2xsi8>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %3 = vector.extractelement %2[%arg1 : index] : vector<2xsi8>
// CHECK-NEXT: vector.print %3 : si8 punctuation <no_punctuation>
// CHECK-NEXT: %4 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @print_index(
// CHECK-SAME: %arg0: vector<2xindex>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %0 = vector.extractelement %arg0[%arg1 : index] : vector<2xindex>
// CHECK-NEXT: vector.print %0 : index punctuation <no_punctuation>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @print_3d(
// CHECK-SAME: %arg0: vector<2x2x2xi64>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x2x2xi64> to vector<8xi64>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %3 = arith.muli %arg2, %c2 : index
// CHECK-NEXT: %4 = arith.addi %arg3, %3 : index
// CHECK-NEXT: %5 = arith.muli %arg1, %c4 : index
// CHECK-NEXT: %6 = arith.addi %4, %5 : index
// CHECK-NEXT: %7 = vector.extractelement %0[%6 : index] : vector<8xi64>
// CHECK-NEXT: vector.print %7 : i64 punctuation <no_punctuation>
// CHECK-NEXT: %8 = arith.cmpi ult, %arg3, %c1 : index
// CHECK-NEXT: scf.if %8 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %2 = arith.cmpi ult, %arg2, %c1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @print_i1(%a: vector<2x2xi1>) {
  vector.print %a : vector<2x2xi1>
  return
}
func.func @print_ui8(%b: vector<3xui8>) {
  vector.print %b : vector<3xui8>
  return
}
func.func @print_si4(%c: vector<2xsi4>) {
  vector.print %c : vector<2xsi4>
  return
}
func.func @print_index(%d: vector<2xindex>) {
  vector.print %d : vector<2xindex>
  return
}
func.func @print_3d(%e: vector<2x2x2xi64>) {
  vector.print %e : vector<2x2x2xi64>
  return
}

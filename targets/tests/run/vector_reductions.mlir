// vector.reduction of every combining kind, with and without accumulator,
// on f32, f64, i8, i32, i64 and index vectors, including -0.0, infinities
// and wrapping integer sums; reductions under vector.mask.
func.func @main() {
  %f = arith.constant dense<[1.5, -2.0, 8.0, 0.25, -0.0]> : vector<5xf32>
  %facc = arith.constant 10.0 : f32
  %r0 = vector.reduction <add>, %f : vector<5xf32> into f32
  vector.print %r0 : f32
  %r1 = vector.reduction <add>, %f, %facc : vector<5xf32> into f32
  vector.print %r1 : f32
  %r2 = vector.reduction <mul>, %f : vector<5xf32> into f32
  vector.print %r2 : f32
  %r3 = vector.reduction <mul>, %f, %facc : vector<5xf32> into f32
  vector.print %r3 : f32
  %r4 = vector.reduction <minnumf>, %f : vector<5xf32> into f32
  vector.print %r4 : f32
  %r5 = vector.reduction <maxnumf>, %f, %facc : vector<5xf32> into f32
  vector.print %r5 : f32
  %r6 = vector.reduction <minimumf>, %f : vector<5xf32> into f32
  vector.print %r6 : f32
  %r7 = vector.reduction <maximumf>, %f : vector<5xf32> into f32
  vector.print %r7 : f32
  %d = arith.constant dense<[1.0e300, 1.0e300, -3.5]> : vector<3xf64>
  %dacc = arith.constant -1.0 : f64
  %r8 = vector.reduction <add>, %d, %dacc : vector<3xf64> into f64
  vector.print %r8 : f64
  %r9 = vector.reduction <mul>, %d : vector<3xf64> into f64
  vector.print %r9 : f64
  %r10 = vector.reduction <minimumf>, %d, %dacc : vector<3xf64> into f64
  vector.print %r10 : f64
  %b = arith.constant dense<[100, 27, -3, 5, 1, 120, -128, 64]> : vector<8xi8>
  %bacc = arith.constant 3 : i8
  %r11 = vector.reduction <add>, %b : vector<8xi8> into i8
  vector.print %r11 : i8
  %r12 = vector.reduction <mul>, %b, %bacc : vector<8xi8> into i8
  vector.print %r12 : i8
  %r13 = vector.reduction <minsi>, %b : vector<8xi8> into i8
  vector.print %r13 : i8
  %r14 = vector.reduction <maxsi>, %b, %bacc : vector<8xi8> into i8
  vector.print %r14 : i8
  %r15 = vector.reduction <minui>, %b : vector<8xi8> into i8
  vector.print %r15 : i8
  %r16 = vector.reduction <maxui>, %b : vector<8xi8> into i8
  vector.print %r16 : i8
  %r17 = vector.reduction <and>, %b, %bacc : vector<8xi8> into i8
  vector.print %r17 : i8
  %r18 = vector.reduction <or>, %b : vector<8xi8> into i8
  vector.print %r18 : i8
  %r19 = vector.reduction <xor>, %b, %bacc : vector<8xi8> into i8
  vector.print %r19 : i8
  %w = arith.constant dense<[2147483647, 1, -5, 7]> : vector<4xi32>
  %r20 = vector.reduction <add>, %w : vector<4xi32> into i32
  vector.print %r20 : i32
  %r21 = vector.reduction <maxui>, %w : vector<4xi32> into i32
  vector.print %r21 : i32
  %l = arith.constant dense<[-9000000000, 3, 4]> : vector<3xi64>
  %lacc = arith.constant 2 : i64
  %r22 = vector.reduction <mul>, %l, %lacc : vector<3xi64> into i64
  vector.print %r22 : i64
  %x = arith.constant dense<[4, 9, 2]> : vector<3xindex>
  %r23 = vector.reduction <maxui>, %x : vector<3xindex> into index
  vector.print %r23 : index
  %bools = arith.constant dense<[true, false, true]> : vector<3xi1>
  %r24 = vector.reduction <and>, %bools : vector<3xi1> into i1
  vector.print %r24 : i1
  %r25 = vector.reduction <or>, %bools : vector<3xi1> into i1
  vector.print %r25 : i1
  %r26 = vector.reduction <xor>, %bools : vector<3xi1> into i1
  vector.print %r26 : i1
  %mv = arith.constant dense<[3.0, -1.0, 8.0, 2.0]> : vector<4xf32>
  %miv = arith.constant dense<[3, -1, 8, 2]> : vector<4xi32>
  %mk = vector.constant_mask [2] : vector<4xi1>
  %macc = arith.constant 100.0 : f32
  %m0 = vector.mask %mk { vector.reduction <add>, %mv, %macc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %m0 : f32
  %m1 = vector.mask %mk { vector.reduction <maximumf>, %mv : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %m1 : f32
  %m2 = vector.mask %mk { vector.reduction <minsi>, %miv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %m2 : i32
  %m3 = vector.mask %mk { vector.reduction <mul>, %miv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %m3 : i32
  %m4 = vector.mask %mk { vector.reduction <and>, %miv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %m4 : i32
  %m5 = vector.mask %mk { vector.reduction <maxui>, %miv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %m5 : i32
  return
}

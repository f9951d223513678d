// PIPELINE: --sroa --mem2reg

// sroa then mem2reg, as front ends run them: a struct variable updated in
// a loop becomes one block argument per field (in the order of the field
// allocas: the last field used first), then the counter's.

// CHECK-LABEL: llvm.func @point_walk(
// CHECK-NOT: llvm.alloca
// CHECK-NOT: llvm.load
// CHECK: llvm.br ^bb1(%{{.*}}, %{{.*}}, %{{.*}} : i64, i64, i64)
// CHECK: ^bb1(%[[Y:.*]]: i64, %[[X:.*]]: i64, %[[I:.*]]: i64):
// CHECK: ^bb3:
// CHECK-NEXT: %[[S:.*]] = llvm.add %[[X]], %[[Y]]
// CHECK-NEXT: llvm.return %[[S]]
llvm.func @point_walk(%n: i64, %dx: i64, %dy: i64) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i64) : i64
  %step = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x !llvm.struct<(i64, i64)> : (i32) -> !llvm.ptr
  %i = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  %px = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i64)>
  %py = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i64)>
  llvm.store %zero, %px : i64, !llvm.ptr
  llvm.store %zero, %py : i64, !llvm.ptr
  llvm.store %zero, %i : i64, !llvm.ptr
  llvm.br ^head
^head:
  %iv = llvm.load %i : !llvm.ptr -> i64
  %more = llvm.icmp "slt" %iv, %n : i64
  llvm.cond_br %more, ^body, ^exit
^body:
  %x = llvm.load %px : !llvm.ptr -> i64
  %y = llvm.load %py : !llvm.ptr -> i64
  %x2 = llvm.add %x, %dx : i64
  %y2 = llvm.add %y, %dy : i64
  llvm.store %x2, %px : i64, !llvm.ptr
  llvm.store %y2, %py : i64, !llvm.ptr
  %inext = llvm.add %iv, %step : i64
  llvm.store %inext, %i : i64, !llvm.ptr
  llvm.br ^head
^exit:
  %xf = llvm.load %px : !llvm.ptr -> i64
  %yf = llvm.load %py : !llvm.ptr -> i64
  %s = llvm.add %xf, %yf : i64
  llvm.return %s : i64
}

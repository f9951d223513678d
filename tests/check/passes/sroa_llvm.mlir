// PIPELINE: --sroa --split-input-file

// An llvm.alloca of one struct, or of an array of at most 16 elements,
// splits into one alloca per field used when its address is only used
// through constant-index getelementptrs (which become i8 getelementptrs
// into the field's alloca, or the alloca itself), loads and stores of its
// first field, and lifetime markers; the new allocas follow the old one,
// in the order upstream's use lists give (the last user first), and are
// split in turn.

// CHECK-LABEL: llvm.func @struct_fields(
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32)
// CHECK-NEXT: %[[B:.*]] = llvm.alloca %[[ONE]] x i8
// CHECK-NEXT: %[[S:.*]] = llvm.alloca %[[ONE]] x i16
// CHECK-NEXT: %[[I:.*]] = llvm.alloca %[[ONE]] x i32
// CHECK-NEXT: %[[L:.*]] = llvm.alloca %[[ONE]] x i64
// CHECK-NEXT: llvm.store %arg2, %[[L]]
// CHECK-NEXT: llvm.store %arg0, %[[I]]
// CHECK-NEXT: llvm.load %[[S]] : !llvm.ptr -> i16
// CHECK-NEXT: llvm.load %[[B]] : !llvm.ptr -> i8
// CHECK-NEXT: llvm.load %[[I]] : !llvm.ptr -> i32
llvm.func @struct_fields(%x: i32, %y: f32, %z: i64) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x !llvm.struct<(i32, f32, i64, array<4 x i8>, struct<(i16, i16)>)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %f2 = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32, i64, array<4 x i8>, struct<(i16, i16)>)>
  llvm.store %z, %f2 : i64, !llvm.ptr
  %f0 = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32, i64, array<4 x i8>, struct<(i16, i16)>)>
  llvm.store %x, %f0 : i32, !llvm.ptr
  %f41 = llvm.getelementptr %p[0, 4, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32, i64, array<4 x i8>, struct<(i16, i16)>)>
  %a = llvm.load %f41 : !llvm.ptr -> i16
  %f32 = llvm.getelementptr %p[0, 3, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32, i64, array<4 x i8>, struct<(i16, i16)>)>
  %b = llvm.load %f32 : !llvm.ptr -> i8
  %v = llvm.load %f0 : !llvm.ptr -> i32
  llvm.return %v : i32
}

// -----

// An access wider than the field it lands in keeps that field whole: its
// getelementptrs become byte offsets into it. Without a dlti spec, i64
// is 4-byte aligned: field 1 of struct<(i32, i64, i8)> starts at byte 4.
// CHECK-LABEL: llvm.func @partly_split(
// CHECK-NEXT: llvm.mlir.constant
// CHECK-NEXT: llvm.alloca {{.*}} x f32
// CHECK-NEXT: llvm.alloca {{.*}} x f64
// CHECK-NEXT: %[[IN:.*]] = llvm.alloca {{.*}} x !llvm.struct<(i8, i16, i32, i64)>
// CHECK-NEXT: llvm.getelementptr %[[IN]][8] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.getelementptr %[[IN]][2] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-LABEL: llvm.func @direct(
// CHECK-NEXT: llvm.mlir.constant
// CHECK-NEXT: %[[F0:.*]] = llvm.alloca {{.*}} x i32
// CHECK-NEXT: %[[F2:.*]] = llvm.alloca {{.*}} x i8
// CHECK-NEXT: llvm.store %arg0, %[[F0]]
// CHECK-NEXT: llvm.load %[[F0]] : !llvm.ptr -> i16
// CHECK-NEXT: llvm.load %[[F2]]
// CHECK-NEXT: %[[F1:.*]] = llvm.alloca {{.*}} x i64
// CHECK-NEXT: %[[OFF:.*]] = llvm.getelementptr %[[F1]][4] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[F1]], %arg1
// CHECK-NEXT: llvm.store %arg0, %[[OFF]]
// CHECK-NEXT: llvm.store %arg0, %[[F1]]
llvm.func @partly_split(%x: i32) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x !llvm.struct<(i32, struct<(i8, i16, i32, i64)>, f32, f64)> : (i32) -> !llvm.ptr
  %a = llvm.getelementptr %p[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, struct<(i8, i16, i32, i64)>, f32, f64)>
  %b = llvm.getelementptr %p[0, 1, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, struct<(i8, i16, i32, i64)>, f32, f64)>
  %c = llvm.getelementptr %p[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, struct<(i8, i16, i32, i64)>, f32, f64)>
  %d = llvm.getelementptr %p[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, struct<(i8, i16, i32, i64)>, f32, f64)>
  %e = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, struct<(i8, i16, i32, i64)>, f32, f64)>
  llvm.store %x, %a : i32, !llvm.ptr
  llvm.store %x, %b : i32, !llvm.ptr
  llvm.store %x, %c : i32, !llvm.ptr
  llvm.store %x, %d : i32, !llvm.ptr
  llvm.store %x, %e : i32, !llvm.ptr
  llvm.return
}
llvm.func @direct(%x: i32, %q: !llvm.ptr) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x !llvm.struct<(i32, i64, i8)> : (i32) -> !llvm.ptr
  %a = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i64, i8)>
  llvm.store %x, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i16
  %w = llvm.load %a : !llvm.ptr -> i8
  %r = llvm.alloca %one x !llvm.struct<(i32, i64, i8)> : (i32) -> !llvm.ptr
  %b = llvm.getelementptr %r[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i64, i8)>
  %c = llvm.getelementptr %r[8] : (!llvm.ptr) -> !llvm.ptr, i8
  %d = llvm.getelementptr %r[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %b, %q : !llvm.ptr, !llvm.ptr
  llvm.store %x, %c : i32, !llvm.ptr
  llvm.store %x, %d : i32, !llvm.ptr
  llvm.return %x : i32
}

// -----

// What keeps an aggregate whole: a load of all of it, a getelementptr
// past its end or with a dynamic index, an access through a field's
// address wider than the rest of the field, an alloca of two structs, an
// array of more than 16 elements, an address passed to a call. Lifetime
// markers of the aggregate go with it.
// CHECK-LABEL: llvm.func @kept(
// CHECK: llvm.load {{.*}} -> !llvm.struct<(i32, i32)>
// CHECK: llvm.getelementptr {{.*}}[1, 0]
// CHECK: llvm.getelementptr {{.*}}[%arg1]
// CHECK: llvm.store %arg0, {{.*}} : i32, !llvm.ptr
// CHECK: llvm.alloca %[[TWO:.*]] x !llvm.struct<(i32, i32)>
// CHECK: llvm.alloca {{.*}} x !llvm.array<17 x i32>
// CHECK: llvm.call @f
// CHECK-LABEL: llvm.func @lifetime(
// CHECK-NEXT: llvm.mlir.constant
// CHECK-NEXT: %[[F:.*]] = llvm.alloca {{.*}} x i32
// CHECK-NEXT: llvm.store %arg0, %[[F]]
// CHECK-NEXT: llvm.return
llvm.func @kept(%x: i32, %i: i64) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %p = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %f1 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.store %x, %f1 : i32, !llvm.ptr
  %w = llvm.load %p : !llvm.ptr -> !llvm.struct<(i32, i32)>
  %q = llvm.alloca %one x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %h = llvm.getelementptr %q[1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store %x, %h : i32, !llvm.ptr
  %r = llvm.alloca %one x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %g = llvm.getelementptr %r[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %x, %g : i32, !llvm.ptr
  %s = llvm.alloca %one x !llvm.array<3 x struct<(i8, i16)>> : (i32) -> !llvm.ptr
  %e = llvm.getelementptr %s[0, 2, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x struct<(i8, i16)>>
  llvm.store %x, %e : i32, !llvm.ptr
  %t = llvm.alloca %two x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %t1 = llvm.getelementptr %t[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.store %x, %t1 : i32, !llvm.ptr
  %u = llvm.alloca %one x !llvm.array<17 x i32> : (i32) -> !llvm.ptr
  %u1 = llvm.getelementptr %u[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<17 x i32>
  llvm.store %x, %u1 : i32, !llvm.ptr
  %v = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %v1 = llvm.getelementptr %v[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.store %x, %v1 : i32, !llvm.ptr
  llvm.call @f(%v) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @f(!llvm.ptr)
llvm.func @lifetime(%x: i32) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start 8, %p : !llvm.ptr
  %f1 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i32>
  llvm.store %x, %f1 : i32, !llvm.ptr
  llvm.intr.lifetime.end 8, %p : !llvm.ptr
  llvm.return
}

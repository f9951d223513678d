// PIPELINE: --mem2reg --split-input-file

// Loads and stores of another type than the llvm.alloca's, as upstream
// converts them (default data layout): same-sized values through bitcast,
// ptrtoint/inttoptr or addrspacecast; a smaller load through trunc; a
// smaller store replaces the low bits of the value held (zext, and with a
// mask, or). i1 and the slot's f32 differ in size: the held undef is
// masked.

// CHECK-LABEL: llvm.func @conversions(
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : f32
// CHECK-NEXT: llvm.mlir.constant(1 : i32)
// CHECK-NEXT: %[[PI:.*]] = llvm.ptrtoint %arg0 : !llvm.ptr to i64
// CHECK-NEXT: %[[VI:.*]] = llvm.bitcast %arg2 : vector<2xi32> to i64
// CHECK-NEXT: llvm.inttoptr %[[VI]] : i64 to !llvm.ptr<1>
// CHECK-NEXT: llvm.bitcast %arg1 : i64 to f64
// CHECK-NEXT: llvm.bitcast %arg1 : i64 to vector<2xf32>
// CHECK-NEXT: %[[HI:.*]] = llvm.bitcast %[[U]] : f32 to i32
// CHECK-NEXT: %[[B:.*]] = llvm.zext %arg3 : i1 to i32
// CHECK-NEXT: %[[M:.*]] = llvm.mlir.constant(-2 : i32) : i32
// CHECK-NEXT: %[[A:.*]] = llvm.and %[[HI]], %[[M]]
// CHECK-NEXT: %[[O:.*]] = llvm.or %[[A]], %[[B]]
// CHECK-NEXT: llvm.bitcast %[[O]] : i32 to f32
// CHECK-NEXT: llvm.return %[[PI]]
llvm.func @conversions(%x: !llvm.ptr, %y: i64, %z: vector<2xi32>, %b: i1) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.store %x, %p : !llvm.ptr, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i64
  %q = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  llvm.store %z, %q : vector<2xi32>, !llvm.ptr
  %w = llvm.load %q : !llvm.ptr -> !llvm.ptr<1>
  %r = llvm.alloca %one x f64 : (i32) -> !llvm.ptr
  llvm.store %y, %r : i64, !llvm.ptr
  %u = llvm.load %r : !llvm.ptr -> vector<2xf32>
  %s = llvm.alloca %one x f32 : (i32) -> !llvm.ptr
  llvm.store %b, %s : i1, !llvm.ptr
  %t = llvm.load %s : !llvm.ptr -> f32
  llvm.return %v : i64
}

// -----

// CHECK-LABEL: llvm.func @narrow(
// CHECK-NEXT: llvm.mlir.constant(1 : i32)
// CHECK-NEXT: %[[F:.*]] = llvm.bitcast %arg1 : i32 to f32
// CHECK-NEXT: %[[I:.*]] = llvm.bitcast %arg2 : f32 to i32
// CHECK-NEXT: llvm.trunc %[[I]] : i32 to i16
// CHECK-NEXT: %[[Z:.*]] = llvm.zext %arg0 : i16 to i32
// CHECK-NEXT: %[[M:.*]] = llvm.mlir.constant(-65536 : i32) : i32
// CHECK-NEXT: %[[A:.*]] = llvm.and %arg1, %[[M]]
// CHECK-NEXT: %[[O:.*]] = llvm.or %[[A]], %[[Z]]
// CHECK-NEXT: llvm.return %[[O]]
llvm.func @narrow(%h: i16, %x: i32, %y: f32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f32
  %q = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %y, %q : f32, !llvm.ptr
  %w = llvm.load %q : !llvm.ptr -> i16
  %r = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %r : i32, !llvm.ptr
  llvm.store %h, %r : i16, !llvm.ptr
  %u = llvm.load %r : !llvm.ptr -> i32
  llvm.return %u : i32
}

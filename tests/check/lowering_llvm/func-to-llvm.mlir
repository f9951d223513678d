// PIPELINE: --convert-func-to-llvm --reconcile-unrealized-casts --split-input-file
// convert-func-to-llvm: memref arguments are passed as their descriptor's
// fields and packed at the entry; several results return as a struct;
// llvm.emit_c_interface adds _mlir_ciface_ wrappers (memrefs by pointer,
// memref results through a first pointer argument), and on a declaration a
// body that calls the external _mlir_ciface_ function.

// CHECK-LABEL: llvm.func @fields(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i32) -> !llvm.struct<(i32, i32)>
// CHECK: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: llvm.insertvalue %arg0, %[[U]][0]
// CHECK: llvm.insertvalue %arg4, %{{.*}}[4, 0]
// CHECK: %[[R:.*]] = llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK: llvm.insertvalue %arg5, %[[R]][0]
// CHECK: llvm.return %{{.*}} : !llvm.struct<(i32, i32)>
func.func @fields(%m: memref<?xf32>, %x: i32) -> (i32, i32) {
  return %x, %x : i32, i32
}

// -----

// CHECK-LABEL: llvm.func @callee(!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
// CHECK-LABEL: llvm.func @caller
// The fields extracted from the packed descriptor fold to the arguments.
// CHECK: llvm.call @callee(%arg0, %arg1, %arg2, %arg3, %arg4) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
func.func private @callee(memref<?xf32>) -> i32
func.func @caller(%m: memref<?xf32>) -> i32 {
  %0 = func.call @callee(%m) : (memref<?xf32>) -> i32
  return %0 : i32
}

// -----

// CHECK-LABEL: llvm.func @k(
// CHECK-LABEL: llvm.func @_mlir_ciface_k(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64) attributes {llvm.emit_c_interface}
// CHECK: %[[D:.*]] = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[R:.*]] = llvm.call @k(
// CHECK: llvm.store %[[R]], %arg0
// CHECK: llvm.return
func.func @k(%a: memref<?xf32>, %n: index) -> memref<?xf32> attributes {llvm.emit_c_interface} {
  return %a : memref<?xf32>
}

// -----

// CHECK-LABEL: llvm.func @printMemrefF32(%arg0: i64, %arg1: !llvm.ptr)
// CHECK: %[[SLOT:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK: llvm.store %{{.*}}, %[[SLOT]]
// CHECK: llvm.call @_mlir_ciface_printMemrefF32(%[[SLOT]]) : (!llvm.ptr) -> ()
// CHECK: llvm.func @_mlir_ciface_printMemrefF32(!llvm.ptr)
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// -----

// CHECK-LABEL: llvm.func @everything(%arg0: i32) -> i32
// CHECK-LABEL: llvm.func @_mlir_ciface_everything(%arg0: i32) -> i32
func.func @everything(%x: i32) -> i32 attributes {llvm.emit_c_interface} {
  return %x : i32
}

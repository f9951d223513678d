// PIPELINE: --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm))'
// gpu.printf calls NVPTX's vprintf: the format is an internal constant
// global (NUL-terminated, generic address space), one per printf, created
// at the start of the module as upstream does (the last first); the
// arguments are stored into a stack struct, floats below f64 extended to
// f64 (an f64 is stored as it is), index values as i64.

// CHECK-LABEL: gpu.module @printf
// CHECK-NEXT: llvm.mlir.global internal constant @printfFormat_1("hello\0A\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global internal constant @printfFormat_0("x=%f i=%d d=%f n=%ld\0A\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
// CHECK: llvm.func @k(%[[X:.*]]: f32, %[[I:.*]]: i32, %[[D:.*]]: f64, %[[N:.*]]: i64) attributes {gpu.kernel, nvvm.kernel}
// CHECK-DAG: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-DAG: %[[F0:.*]] = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
// CHECK: %[[S0:.*]] = llvm.getelementptr %[[F0]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<22 x i8>
// CHECK-NEXT: %[[XD:.*]] = llvm.fpext %[[X]] : f32 to f64
// CHECK-NEXT: %[[BUF:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<(f64, i32, f64, i64)> : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[P0:.*]] = llvm.getelementptr %[[BUF]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, i32, f64, i64)>
// CHECK-NEXT: llvm.store %[[XD]], %[[P0]] : f64, !llvm.ptr
// CHECK-NEXT: %[[P1:.*]] = llvm.getelementptr %[[BUF]][0, 1]
// CHECK-NEXT: llvm.store %[[I]], %[[P1]] : i32, !llvm.ptr
// CHECK-NEXT: %[[P2:.*]] = llvm.getelementptr %[[BUF]][0, 2]
// CHECK-NEXT: llvm.store %[[D]], %[[P2]] : f64, !llvm.ptr
// CHECK-NEXT: %[[P3:.*]] = llvm.getelementptr %[[BUF]][0, 3]
// CHECK-NEXT: llvm.store %[[N]], %[[P3]] : i64, !llvm.ptr
// CHECK-NEXT: llvm.call @vprintf(%[[S0]], %[[BUF]]) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK: llvm.getelementptr %{{.*}}[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT: %[[EMPTY:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<()> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.call @vprintf(%{{.*}}, %[[EMPTY]]) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NOT: gpu.printf
gpu.module @printf {
  gpu.func @k(%x: f32, %i: i32, %d: f64, %n: index) kernel {
    gpu.printf "x=%f i=%d d=%f n=%ld\n" %x, %i, %d, %n : f32, i32, f64, index
    gpu.printf "hello\n"
    gpu.return
  }
}

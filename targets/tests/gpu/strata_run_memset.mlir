// `strata run` maps the runtime's GPU entry points into JIT-compiled code:
// sets four 32-bit words of device memory to 7 and prints the first after
// copying them back.
module {
  func.func private @mgpuStreamCreate() -> !llvm.ptr
  func.func private @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
  func.func private @mgpuMemset32(!llvm.ptr, i32, i64, !llvm.ptr)
  func.func private @mgpuMemcpy(!llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  func.func private @mgpuStreamSynchronize(!llvm.ptr)
  func.func private @mgpuMemFree(!llvm.ptr, !llvm.ptr)
  func.func private @mgpuStreamDestroy(!llvm.ptr)
  func.func private @printI64(i64)
  func.func private @printNewline()

  func.func @main() {
    %bytes = arith.constant 16 : i64
    %words = arith.constant 4 : i64
    %value = arith.constant 7 : i32
    %false = arith.constant 0 : i8
    %one = llvm.mlir.constant(1 : i64) : i64
    %host = llvm.alloca %one x !llvm.array<4 x i32> : (i64) -> !llvm.ptr
    %s = func.call @mgpuStreamCreate() : () -> !llvm.ptr
    %d = func.call @mgpuMemAlloc(%bytes, %s, %false) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    func.call @mgpuMemset32(%d, %value, %words, %s) : (!llvm.ptr, i32, i64, !llvm.ptr) -> ()
    func.call @mgpuMemcpy(%host, %d, %bytes, %s) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    func.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
    %x = llvm.load %host : !llvm.ptr -> i32
    %x64 = arith.extsi %x : i32 to i64
    func.call @printI64(%x64) : (i64) -> ()
    func.call @printNewline() : () -> ()
    func.call @mgpuMemFree(%d, %s) : (!llvm.ptr, !llvm.ptr) -> ()
    func.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    return
  }
}

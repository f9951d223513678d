// The nvvm ops the gpu lowering produces, and the nvvm target attribute.

llvm.func @sregs_barrier_shuffle_vote(%m: i32, %v: f32, %o: i32, %c: i32, %p: i1) {
  %0 = nvvm.read.ptx.sreg.tid.x : i32
  %1 = nvvm.read.ptx.sreg.tid.y : i32
  %2 = nvvm.read.ptx.sreg.tid.z : i32
  %3 = nvvm.read.ptx.sreg.ntid.x : i32
  %4 = nvvm.read.ptx.sreg.ntid.y : i32
  %5 = nvvm.read.ptx.sreg.ntid.z : i32
  %6 = nvvm.read.ptx.sreg.ctaid.x : i32
  %7 = nvvm.read.ptx.sreg.ctaid.y : i32
  %8 = nvvm.read.ptx.sreg.ctaid.z : i32
  %9 = nvvm.read.ptx.sreg.nctaid.x : i32
  %10 = nvvm.read.ptx.sreg.nctaid.y : i32
  %11 = nvvm.read.ptx.sreg.nctaid.z {foo} : i32
  %12 = nvvm.read.ptx.sreg.laneid : i32
  %13 = nvvm.read.ptx.sreg.warpsize : i64
  nvvm.barrier0
  %14 = nvvm.shfl.sync bfly %m, %v, %o, %c : f32 -> f32
  %15 = nvvm.shfl.sync up %m, %v, %o, %c {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %16 = nvvm.shfl.sync down %m, %o, %o, %c : i32 -> i32
  %17 = nvvm.shfl.sync idx %m, %v, %o, %c : f32 -> f32
  %18 = nvvm.vote.ballot.sync %m, %p : i32
  llvm.return
}

// -----

module attributes {gpu.container_module} {
  gpu.module @default [#nvvm.target] {
  }
  gpu.module @defaults_left_out [#nvvm.target<O = 2, triple = "nvptx64-nvidia-cuda", chip = "sm_50", features = "+ptx60">] {
  }
  gpu.module @reordered [#nvvm.target<chip="sm_90",O=3>, #nvvm.target<>] {
  }
  gpu.module @all [#nvvm.target<link = ["lib.bc"], flags = {fast}, features = "+ptx80", chip = "sm_90", triple = "nvptx64-nvidia-cuda-x", O = -1>] {
  }
  func.func @attrs() attributes {kinds = [#nvvm<shfl_kind bfly>, #nvvm<shfl_kind up>, #nvvm< shfl_kind   idx >]} {
    return
  }
}

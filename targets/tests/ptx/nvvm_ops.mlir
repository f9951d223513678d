// Every nvvm op the GPU lowering produces, in an llvm dialect kernel: the
// special registers, the barrier, a warp shuffle returning its validity
// bit and a ballot. Each thread stores what it read.
module {
  llvm.func @registers(%out: !llvm.ptr<1>) attributes {nvvm.kernel} {
    %tx = nvvm.read.ptx.sreg.tid.x : i32
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %tz = nvvm.read.ptx.sreg.tid.z : i32
    %bx = nvvm.read.ptx.sreg.ctaid.x : i32
    %by = nvvm.read.ptx.sreg.ctaid.y : i32
    %bz = nvvm.read.ptx.sreg.ctaid.z : i32
    %nx = nvvm.read.ptx.sreg.ntid.x : i32
    %ny = nvvm.read.ptx.sreg.ntid.y : i32
    %nz = nvvm.read.ptx.sreg.ntid.z : i32
    %gx = nvvm.read.ptx.sreg.nctaid.x : i32
    %gy = nvvm.read.ptx.sreg.nctaid.y : i32
    %gz = nvvm.read.ptx.sreg.nctaid.z : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %ws = nvvm.read.ptx.sreg.warpsize : i32
    %s0 = llvm.add %tx, %ty : i32
    %s1 = llvm.add %s0, %tz : i32
    %s2 = llvm.add %s1, %bx : i32
    %s3 = llvm.add %s2, %by : i32
    %s4 = llvm.add %s3, %bz : i32
    %s5 = llvm.add %s4, %nx : i32
    %s6 = llvm.add %s5, %ny : i32
    %s7 = llvm.add %s6, %nz : i32
    %s8 = llvm.add %s7, %gx : i32
    %s9 = llvm.add %s8, %gy : i32
    %s10 = llvm.add %s9, %gz : i32
    %s11 = llvm.add %s10, %lane : i32
    %s12 = llvm.add %s11, %ws : i32
    nvvm.barrier0
    %mask = llvm.mlir.constant(-1 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %clamp = llvm.mlir.constant(31 : i32) : i32
    %f = llvm.sitofp %s12 : i32 to f32
    %p = nvvm.shfl.sync bfly %mask, %f, %one, %clamp {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
    %v = llvm.extractvalue %p[0] : !llvm.struct<(f32, i1)>
    %ok = llvm.extractvalue %p[1] : !llvm.struct<(f32, i1)>
    %d = nvvm.shfl.sync down %mask, %s12, %one, %clamp : i32 -> i32
    %ballot = nvvm.vote.ballot.sync %mask, %ok : i32
    %idx = llvm.sext %tx : i32 to i64
    %at = llvm.getelementptr %out[%idx] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %v, %at : f32, !llvm.ptr<1>
    %at2 = llvm.getelementptr %out[%ballot] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %d, %at2 : i32, !llvm.ptr<1>
    llvm.return
  }
}

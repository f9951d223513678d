// PIPELINE: --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm))' --split-input-file
// convert-gpu-to-nvvm: gpu.funcs become llvm.funcs (kernels keep gpu.kernel
// and get nvvm.kernel; memrefs are passed as descriptor fields in their
// address space), ids read the PTX special registers as i32 sign-extended
// to i64, workgroup attributions are address-space-3 globals, private ones
// allocas, gpu.barrier is nvvm.barrier0, gpu.shuffle nvvm.shfl.sync with
// the active mask of the first `width` lanes; gpu.subgroup_reduce is a
// butterfly of five xor shuffles over the warp's 32 lanes; gpu.all_reduce
// a tree reduction through a 1024-element workgroup buffer.

// CHECK-LABEL: gpu.module @ids
// CHECK: llvm.func @ids(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: i64, %arg4: i64) attributes {gpu.kernel, nvvm.kernel}
// CHECK: %[[TX:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: %[[TX64:.*]] = llvm.sext %[[TX]] : i32 to i64
// CHECK: nvvm.read.ptx.sreg.tid.y : i32
// CHECK: nvvm.read.ptx.sreg.ctaid.z : i32
// CHECK: nvvm.read.ptx.sreg.ntid.y : i32
// CHECK: nvvm.read.ptx.sreg.nctaid.x : i32
// CHECK: nvvm.read.ptx.sreg.laneid : i32
// CHECK: llvm.getelementptr %arg1[%{{.*}}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
// CHECK-NEXT: llvm.store %[[TX64]], %{{.*}} : i64, !llvm.ptr<1>
// CHECK-NOT: gpu.
gpu.module @ids {
  gpu.func @ids(%out: memref<16xindex, #gpu.address_space<global>>) kernel {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %bz = gpu.block_id z
    %dy = gpu.block_dim y
    %gx = gpu.grid_dim x
    %lane = gpu.lane_id
    memref.store %tx, %out[%ty] : memref<16xindex, #gpu.address_space<global>>
    memref.store %bz, %out[%dy] : memref<16xindex, #gpu.address_space<global>>
    memref.store %gx, %out[%lane] : memref<16xindex, #gpu.address_space<global>>
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.module @attributions
// CHECK: llvm.mlir.global internal @__wg_shared_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<32 x f32>
// CHECK: llvm.func @shared(%arg0: f32) attributes {gpu.kernel, nvvm.kernel}
// CHECK-DAG: %[[TWO:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-DAG: %[[WG:.*]] = llvm.mlir.addressof @__wg_shared_0 : !llvm.ptr<3>
// CHECK: %[[P:.*]] = llvm.alloca %[[TWO]] x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[P5:.*]] = llvm.addrspacecast %[[P]] : !llvm.ptr to !llvm.ptr<5>
// CHECK: %[[AT:.*]] = llvm.getelementptr %[[WG]][%{{.*}}] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
// CHECK-NEXT: llvm.store %arg0, %[[AT]] : f32, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK: %[[X:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: %[[PAT:.*]] = llvm.getelementptr %[[P5]][1] : (!llvm.ptr<5>) -> !llvm.ptr<5>, f32
// CHECK-NEXT: llvm.store %[[X]], %[[PAT]] : f32, !llvm.ptr<5>
gpu.module @attributions {
  gpu.func @shared(%v: f32) workgroup(%tile: memref<4x8xf32, #gpu.address_space<workgroup>>) private(%p: memref<2xf32, #gpu.address_space<private>>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    memref.store %v, %tile[%c1, %c0] : memref<4x8xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %x = memref.load %tile[%c0, %c1] : memref<4x8xf32, #gpu.address_space<workgroup>>
    memref.store %x, %p[%c1] : memref<2xf32, #gpu.address_space<private>>
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.module @shuffles
// CHECK: llvm.func @shuffles(%arg0: f32, %arg1: i32, %arg2: i32) -> !llvm.struct<(f32, i1)>
// CHECK-NOT: nvvm.kernel
// CHECK-DAG: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-DAG: %[[ALL:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-DAG: %[[W32:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK: %[[INACTIVE:.*]] = llvm.sub %[[W32]], %arg2 : i32
// CHECK-NEXT: %[[MASK:.*]] = llvm.lshr %[[ALL]], %[[INACTIVE]] : i32
// CHECK-NEXT: %[[CLAMP:.*]] = llvm.sub %arg2, %[[ONE]] : i32
// CHECK-NEXT: %[[S:.*]] = nvvm.shfl.sync bfly %[[MASK]], %arg0, %arg1, %[[CLAMP]] {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
// CHECK-NEXT: %[[V:.*]] = llvm.extractvalue %[[S]][0] : !llvm.struct<(f32, i1)>
// CHECK: llvm.lshr
// CHECK-NEXT: %[[UPCLAMP:.*]] = llvm.sub %[[W32]], %arg2 : i32
// CHECK-NEXT: %[[U:.*]] = nvvm.shfl.sync up %{{.*}}, %[[V]], %arg1, %[[UPCLAMP]] {return_value_and_is_valid}
// CHECK: %[[OK:.*]] = llvm.extractvalue %[[U]][1] : !llvm.struct<(f32, i1)>
// CHECK: llvm.insertvalue %[[OK]], %{{.*}}[1] : !llvm.struct<(f32, i1)>
gpu.module @shuffles {
  gpu.func @shuffles(%v: f32, %o: i32, %w: i32) -> (f32, i1) {
    %s, %ok = gpu.shuffle xor %v, %o, %w : f32
    %u, %ok2 = gpu.shuffle up %s, %o, %w : f32
    gpu.return %u, %ok2 : f32, i1
  }
}

// -----

// CHECK-LABEL: gpu.module @warp
// CHECK: llvm.func @sum(
// CHECK: nvvm.shfl.sync bfly {{.*}} : f32 -> !llvm.struct<(f32, i1)>
// CHECK: %[[S:.*]] = llvm.fadd
// CHECK: nvvm.shfl.sync bfly {{.*}} : f32 -> !llvm.struct<(f32, i1)>
// CHECK: %[[S:.*]] = llvm.fadd
// CHECK: nvvm.shfl.sync bfly {{.*}} : f32 -> !llvm.struct<(f32, i1)>
// CHECK: %[[S:.*]] = llvm.fadd
// CHECK: nvvm.shfl.sync bfly {{.*}} : f32 -> !llvm.struct<(f32, i1)>
// CHECK: %[[S:.*]] = llvm.fadd
// CHECK: nvvm.shfl.sync bfly {{.*}} : f32 -> !llvm.struct<(f32, i1)>
// CHECK: %[[S:.*]] = llvm.fadd
// CHECK-NEXT: llvm.getelementptr
// CHECK-NEXT: llvm.store %[[S]]
// CHECK: nvvm.shfl.sync bfly {{.*}} : i32 -> !llvm.struct<(i32, i1)>
// CHECK: llvm.intr.smax
// CHECK: nvvm.shfl.sync bfly {{.*}} : i32 -> !llvm.struct<(i32, i1)>
// CHECK: llvm.intr.smax
// CHECK: nvvm.shfl.sync bfly {{.*}} : i32 -> !llvm.struct<(i32, i1)>
// CHECK: llvm.intr.smax
// CHECK: nvvm.shfl.sync bfly {{.*}} : i32 -> !llvm.struct<(i32, i1)>
// CHECK: llvm.intr.smax
// CHECK: nvvm.shfl.sync bfly {{.*}} : i32 -> !llvm.struct<(i32, i1)>
// CHECK: llvm.intr.smax
// CHECK-NOT: gpu.subgroup_reduce
gpu.module @warp {
  gpu.func @sum(%x: memref<32xf32>, %y: memref<32xi32>) kernel {
    %l = gpu.lane_id
    %v = memref.load %x[%l] : memref<32xf32>
    %s = gpu.subgroup_reduce add %v : (f32) -> f32
    memref.store %s, %x[%l] : memref<32xf32>
    %i = memref.load %y[%l] : memref<32xi32>
    %m = gpu.subgroup_reduce maxsi %i uniform : (i32) -> i32
    memref.store %m, %y[%l] : memref<32xi32>
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.module @block
// CHECK: llvm.mlir.global internal @__wg_sum_1() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<1024 x f32>
// CHECK: llvm.mlir.global internal @__wg_sum_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<4 x f32>
// CHECK: llvm.func @sum(%arg0: f32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) attributes {gpu.kernel, nvvm.kernel}
// CHECK: %[[BUF:.*]] = llvm.mlir.addressof @__wg_sum_1 : !llvm.ptr<3>
// CHECK: nvvm.read.ptx.sreg.tid.z
// CHECK: nvvm.read.ptx.sreg.ntid.z
// CHECK: llvm.store %arg0, %{{.*}} : f32, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK: %[[LOW:.*]] = llvm.icmp "ult"
// CHECK-NEXT: %[[IN:.*]] = llvm.icmp "ult"
// CHECK-NEXT: %[[BOTH:.*]] = llvm.and %[[LOW]], %[[IN]]
// CHECK-NEXT: llvm.cond_br %[[BOTH]]
// CHECK: llvm.fadd
// CHECK: nvvm.barrier0
// CHECK: llvm.fadd
// CHECK: nvvm.barrier0
// CHECK: %[[TOTAL:.*]] = llvm.load %[[BUF]] : !llvm.ptr<3> -> f32
// CHECK-NEXT: nvvm.barrier0
// CHECK: llvm.store %[[TOTAL]], %arg2
gpu.module @block {
  gpu.func @sum(%v: f32, %out: memref<1xf32>) workgroup(%w: memref<4xf32, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %s = gpu.all_reduce add %v {} : (f32) -> f32
    memref.store %s, %out[%c0] : memref<1xf32>
    gpu.return
  }
}

// The gpu dialect: kernels, launches, ids, shuffles, reductions, memory.

module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
    gpu.func @kernel_1(%arg0 : f32, %arg1 : memref<?xf32, 1>) workgroup(%shared : memref<32xf32, #gpu.address_space<workgroup>>) private(%priv : memref<4xf32, #gpu.address_space<private>>) kernel attributes {foo = 1 : i32} {
      %tid = gpu.thread_id x
      %tidy = gpu.thread_id y upper_bound 64
      %bid = gpu.block_id z
      %bdim = gpu.block_dim x
      %gdim = gpu.grid_dim y
      %gid = gpu.global_id x
      %lane = gpu.lane_id
      %lane2 = gpu.lane_id upper_bound 32
      %sgid = gpu.subgroup_id : index
      %nsg = gpu.num_subgroups : index
      %sgs = gpu.subgroup_size : index
      gpu.barrier
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      %s0, %v0 = gpu.shuffle xor %arg0, %c1, %c32 : f32
      %s1, %v1 = gpu.shuffle up %arg0, %c1, %c32 : f32
      %s2, %v2 = gpu.shuffle down %arg0, %c1, %c32 : f32
      %s3, %v3 = gpu.shuffle idx %arg0, %c1, %c32 : f32
      %r0 = gpu.all_reduce add %arg0 uniform {} : (f32) -> (f32)
      %r1 = gpu.all_reduce %arg0 {
      ^bb(%lhs : f32, %rhs : f32):
        %s = arith.addf %lhs, %rhs : f32
        "gpu.yield"(%s) : (f32) -> ()
      } : (f32) -> (f32)
      %r2 = gpu.subgroup_reduce maximumf %arg0 : (f32) -> (f32)
      %r3 = gpu.subgroup_reduce add %arg0 uniform : (f32) -> (f32)
      gpu.printf "Hello %d\n" %c1 : i32
      gpu.printf "Hi\n"
      gpu.return
    }
    gpu.func @kernel_2() kernel {
      gpu.return
    }
    gpu.func @helper(%arg0 : f32) -> f32 {
      gpu.return %arg0 : f32
    }
  }
  func.func @host(%arg0 : f32, %arg1 : memref<?xf32, 1>, %sz : index) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %shm = arith.constant 128 : i32
    gpu.launch_func @kernels::@kernel_1 blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%arg0 : f32, %arg1 : memref<?xf32, 1>)
    gpu.launch_func @kernels::@kernel_2 blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) dynamic_shared_memory_size %shm
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@kernel_2 blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)
    gpu.wait [%t1]
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz2 = %c1) {
      %v = arith.addf %arg0, %arg0 : f32
      gpu.terminator
    }
    %t2 = gpu.launch async [%t0] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz2 = %c1) dynamic_shared_memory_size %shm {
      gpu.terminator
    }
    %m, %t3 = gpu.alloc async [%t2] (%sz) : memref<?xf32, 1>
    %m2 = gpu.alloc host_shared () : memref<4xf32, 1>
    %t4 = gpu.memcpy async [%t3] %m, %arg1 : memref<?xf32, 1>, memref<?xf32, 1>
    gpu.memcpy %m, %arg1 : memref<?xf32, 1>, memref<?xf32, 1>
    %t5 = gpu.memset async [%t4] %m, %arg0 : memref<?xf32, 1>, f32
    gpu.memset %m, %arg0 : memref<?xf32, 1>, f32
    %t6 = gpu.dealloc async [%t5] %m : memref<?xf32, 1>
    gpu.dealloc %m2 : memref<4xf32, 1>
    gpu.wait [%t6, %t5]
    return
  }
}

// -----

// Offloading handler, target list, clusters, attributions on gpu.launch, an async object.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: index) kernel attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
      %0 = gpu.subgroup_id upper_bound 4 : index
      %1 = gpu.block_dim x upper_bound 8
      gpu.return
    }
  }
  gpu.module @m2 <#gpu.select_object<#nvvm.target>> [#nvvm.target, #nvvm.target<O = 3, chip = "sm_80", features = "+ptx80", flags = {fast}>] attributes {x = 1} {
  }
  func.func @f(%c1: index, %p: !llvm.ptr) {
    gpu.launch clusters(%cx, %cy, %cz) in (%a = %c1, %b = %c1, %c = %c1) blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz2 = %c1) workgroup(%w : memref<4xf32, 3>) private(%pr : memref<1xf32, 5>) {
      gpu.terminator
    } {foo}
    gpu.launch_func <%p : !llvm.ptr> @m::@k clusters in (%c1, %c1, %c1) blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%c1 : index)
    return
  }
}

// -----

// Attribution attributes, cluster ids, i32 launch sizes, symbol operands of gpu.alloc.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: i32 {my.noalias}, %v: vector<4xf32>) workgroup(%w : memref<4xf32, #gpu.address_space<workgroup>> {llvm.align = 8 : i64}, %w2 : memref<2xi32, #gpu.address_space<workgroup>>) kernel {
      %0 = gpu.cluster_id x
      %1 = gpu.cluster_dim y
      %2 = gpu.cluster_block_id z
      %3 = gpu.subgroup_reduce mul %v : (vector<4xf32>) -> vector<4xf32>
      %4 = gpu.subgroup_reduce xor %a uniform : (i32) -> i32
      %5 = gpu.all_reduce maxsi %a {} : (i32) -> i32
      %6 = gpu.all_reduce %a {
      ^bb0(%x: i32, %y: i32):
        %c = arith.cmpi slt, %x, %y : i32
        cf.cond_br %c, ^bb1, ^bb2
      ^bb1:
        gpu.yield %x : i32
      ^bb2:
        gpu.yield %y : i32
      } : (i32) -> i32
      %f = arith.constant 1.0 : f64
      %s, %ok = gpu.shuffle xor %f, %a, %a : f64
      gpu.printf "%d %f\n" %a, %0 : i32, index
      gpu.return
    }
    gpu.func @named(%arg0: f32) -> (f32 {llvm.noundef}) attributes {sym_visibility = "private"} {
      gpu.return %arg0 : f32
    }
  }
  func.func @host(%n: i32, %v: vector<4xf32>, %t: !gpu.async.token) {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) : i32 args(%n : i32, %v : vector<4xf32>) {extra}
    %t1 = gpu.launch_func async [%t, %t] @kernels::@k clusters in (%n, %n, %n) blocks in (%n, %n, %n) threads in (%n, %n, %n) : i32 dynamic_shared_memory_size %n args(%n : i32, %v : vector<4xf32>)
    %t2 = gpu.wait async [%t1]
    %c1 = arith.constant 1 : index
    %t3 = gpu.launch async blocks(%a, %b, %c) in (%d = %c1, %e = %c1, %f = %c1) threads(%g, %h, %i) in (%j = %c1, %k = %c1, %l = %c1) private(%p : memref<1xf32, #gpu.address_space<private>>) {
      cf.br ^bb1
    ^bb1:
      gpu.terminator
    }
    %m = gpu.alloc (%c1) [%c1] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
    %m2, %t4 = gpu.alloc async () : memref<8xf32>
    gpu.dealloc %m : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
    return
  }
}

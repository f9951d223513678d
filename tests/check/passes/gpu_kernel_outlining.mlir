// PIPELINE: --gpu-kernel-outlining --split-input-file

// Each launch body becomes a kernel in a gpu.module named after its
// function, renamed on a clash (@f_kernel exists: @f_kernel_0, then
// @f_kernel_1 with the table's counter). Values used from above become the
// kernel's arguments in order of first use; the launch's ids and sizes
// become gpu id ops; constant sizes are recorded; referenced symbols are
// copied into the kernel module; the module becomes a container module.

// CHECK-LABEL: module attributes {gpu.container_module} {
// CHECK: func.func @f(%[[BUF:.*]]: memref<?xf32>, %[[X:.*]]: f32, %[[N:.*]]: index) {
// CHECK: %[[Y:.*]] = arith.addf
// CHECK: gpu.launch_func  @f_kernel_0::@f_kernel blocks in (%c8, %c1, %c1) threads in (%c8, %c1, %c1)  args(%[[BUF]] : memref<?xf32>, %[[Y]] : f32, %{{.*}} : index)
// CHECK: %[[T:.*]] = gpu.wait async
// CHECK: gpu.launch_func async [%[[T]]] @f_kernel_1::@f_kernel blocks in (%[[N]], %c1, %c1) threads in (%c8, %c1, %c1)  args(%[[X]] : f32)
// CHECK: gpu.module @f_kernel_0 {
// CHECK-NEXT: gpu.func @f_kernel(%arg0: memref<?xf32>, %arg1: f32, %arg2: index) kernel attributes {known_block_size = array<i32: 8, 1, 1>, known_grid_size = array<i32: 8, 1, 1>} {
// CHECK-NEXT: %block_id_x = gpu.block_id  x
// CHECK: %block_dim_z = gpu.block_dim  z
// CHECK-NEXT: memref.load %arg0[%thread_id_x]
// CHECK-NEXT: func.call @helper
// CHECK: gpu.return
// CHECK: func.func private @helper(f32) -> f32
// CHECK: gpu.module @f_kernel_1 {
// CHECK-NEXT: gpu.func @f_kernel(%arg0: f32) workgroup(%arg1 : memref<8xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 8, 1, 1>} {
// CHECK: cf.br ^bb1
// CHECK: ^bb1:
// CHECK-NEXT: memref.store %arg0, %arg1[%block_id_x]
// CHECK-NEXT: gpu.return
func.func private @helper(f32) -> f32
func.func @f_kernel() { return }
func.func @f(%arg0: memref<?xf32>, %x: f32, %n: index) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c0 = arith.constant 0 : index
  %d = memref.dim %arg0, %c0 : memref<?xf32>
  %cmp = arith.cmpi slt, %d, %n : index
  %sel = arith.select %cmp, %d, %n : index
  %y = arith.addf %x, %x : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    %v = memref.load %arg0[%tx] : memref<?xf32>
    %w = func.call @helper(%v) : (f32) -> f32
    %s = arith.addf %w, %y : f32
    memref.store %s, %arg0[%sel] : memref<?xf32>
    gpu.terminator
  }
  %t = gpu.wait async
  %t2 = gpu.launch async [%t] blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) workgroup(%wg : memref<8xf32, #gpu.address_space<workgroup>>) {
    %c2 = arith.constant 2 : index
    cf.br ^bb1
  ^bb1:
    memref.store %x, %wg[%bx] : memref<8xf32, #gpu.address_space<workgroup>>
    gpu.terminator
  }
  return
}

// -----

// Clusters, dynamic shared memory, private attributions, a launch nested in
// scf.if, a body whose loop uses values first (post-order: the loop's
// body before its bounds), a grid size too large for known_grid_size,
// callees copied transitively (@mid brings @leaf and @other, in
// upstream's worklist order), and launches
// of several functions.

// CHECK-LABEL: module attributes {foo.bar, gpu.container_module} {
// CHECK: gpu.module @g_kernel {
// CHECK-NEXT: }
// CHECK: gpu.launch_func async [%{{.*}}] @g_kernel_0::@g_kernel clusters in (%c1, %c1, %c1) blocks in (%c5000000000, %c1, %c1) threads in (%c4, %c4, %c1)  dynamic_shared_memory_size %arg4 args(%arg0 : memref<?xf32>, %c1 : index, %arg2 : index, %arg1 : index)
// CHECK: gpu.launch_func  @g_kernel_1::@g_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%c2_i32 : i32)
// CHECK: gpu.module @g_kernel_0 {
// CHECK-NEXT: gpu.func @g_kernel(%arg0: memref<?xf32>, %arg1: index, %arg2: index, %arg3: index) private(%arg4 : memref<4xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 4, 4, 1>} {
// CHECK: %cluster_dim_z = gpu.cluster_dim  z
// CHECK-NEXT: scf.for %arg5 = %arg1 to %arg2 step %arg1 {
// CHECK: gpu.all_reduce  add
// CHECK: memref.store %{{.*}}, %arg0[%cluster_id_x]
// CHECK: arith.addi %arg3, %cluster_dim_x : index
// CHECK: func.func private @mid
// CHECK: func.func private @leaf
// CHECK: func.func private @other(f32) -> f32
// CHECK: gpu.module @g_kernel_1 {
// CHECK-NEXT: gpu.func @g_kernel(%arg0: i32) kernel attributes {known_block_size = array<i32: 1, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
// CHECK: func.func @h(
// CHECK: gpu.launch_func  @h_kernel::@h_kernel
// CHECK: gpu.module @h_kernel {
// CHECK-NEXT: gpu.func @h_kernel() kernel {
module attributes {foo.bar} {
  func.func private @leaf(%x: f32) -> f32 {
    return %x : f32
  }
  func.func private @mid(%x: f32) -> f32 {
    %0 = func.call @leaf(%x) : (f32) -> f32
    %1 = func.call @other(%0) : (f32) -> f32
    return %1 : f32
  }
  func.func private @other(f32) -> f32
  gpu.module @g_kernel {
  }
  func.func @g(%buf: memref<?xf32>, %n: index, %lim: index, %flag: i1, %shm: i32, %t: !gpu.async.token) -> !gpu.async.token {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %big = arith.constant 5000000000 : index
    %c2i = arith.constant 2 : i32
    %r = scf.if %flag -> (!gpu.async.token) {
      %tok = gpu.launch async [%t] clusters(%cx, %cy, %cz) in (%csx = %c1, %csy = %c1, %csz = %c1) blocks(%bx, %by, %bz) in (%gx = %big, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c4, %sz = %c1) dynamic_shared_memory_size %shm private(%p : memref<4xf32, #gpu.address_space<private>>) {
        scf.for %i = %c1 to %lim step %c1 {
          %v = memref.load %buf[%i] : memref<?xf32>
          %w = func.call @mid(%v) : (f32) -> f32
          %s = gpu.all_reduce add %w {} : (f32) -> f32
          memref.store %s, %buf[%cx] : memref<?xf32>
        }
        %nn = arith.addi %n, %csx : index
        %nf = arith.index_cast %nn : index to i32
        %ff = arith.sitofp %nf : i32 to f32
        memref.store %ff, %p[%c1] : memref<4xf32, #gpu.address_space<private>>
        gpu.terminator
      }
      scf.yield %tok : !gpu.async.token
    } else {
      scf.yield %t : !gpu.async.token
    }
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      %v = arith.index_cast %c2i : i32 to index
      gpu.terminator
    }
    return %r : !gpu.async.token
  }
  func.func @h(%n: index) {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
      gpu.terminator
    }
    return
  }
}

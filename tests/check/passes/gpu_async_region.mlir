// PIPELINE: --pass-pipeline='builtin.module(func.func(gpu-async-region))'
// PIPELINE: --split-input-file
// gpu-async-region: GPU ops become async, chained by tokens from a
// gpu.wait async, with a host gpu.wait before ops with side effects and
// before terminators.

// CHECK-LABEL: func.func @chain
// CHECK: %[[W:.*]] = gpu.wait async
// CHECK-NEXT: %[[M:.*]], %[[T0:.*]] = gpu.alloc async [%[[W]]] () : memref<8xf32>
// CHECK-NEXT: %[[T1:.*]] = gpu.memcpy async [%[[T0]]] %[[M]], %arg0
// CHECK-NEXT: %[[T2:.*]] = gpu.launch_func async [%[[T1]]] @k::@kern
// CHECK-NEXT: arith.addi
// CHECK-NEXT: %[[T3:.*]] = gpu.memcpy async [%[[T2]]] %arg0, %[[M]]
// CHECK-NEXT: gpu.wait [%[[T3]]]
// CHECK-NEXT: call @ext()
// CHECK: scf.if
// CHECK-NEXT: %[[I:.*]] = gpu.wait async
// CHECK-NEXT: %[[J:.*]] = gpu.launch_func async [%[[I]]]
// CHECK-NEXT: gpu.wait [%[[J]]]
// CHECK: %[[T4:.*]] = gpu.dealloc async [%{{.*}}] %[[M]]
// CHECK-NEXT: gpu.wait [%[[T4]]]
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @kern(%a: memref<8xf32>) kernel { gpu.return }
  }
  func.func private @ext()
  func.func @chain(%h: memref<8xf32>, %c: i1) {
    %c1 = arith.constant 1 : index
    %d = gpu.alloc () : memref<8xf32>
    gpu.memcpy %d, %h : memref<8xf32>, memref<8xf32>
    gpu.launch_func @k::@kern blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : memref<8xf32>)
    %x = arith.addi %c1, %c1 : index
    gpu.memcpy %h, %d : memref<8xf32>, memref<8xf32>
    func.call @ext() : () -> ()
    scf.if %c {
      gpu.launch_func @k::@kern blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : memref<8xf32>)
    }
    gpu.dealloc %d : memref<8xf32>
    return
  }
}

// -----

// Existing waits and async ops join the chain: the current token is added
// first to their dependencies (once), and an async op's own token goes on.
// CHECK-LABEL: func.func @existing
// CHECK: %[[A:.*]] = gpu.wait async
// CHECK-NEXT: %[[B:.*]] = gpu.memcpy async [%[[A]]]
// CHECK-NEXT: %[[C:.*]] = gpu.wait async [%[[B]], %[[A]]]
// CHECK-NEXT: %{{.*}}, %[[D:.*]] = gpu.alloc async [%[[C]], %[[A]]] ()
// CHECK-NEXT: gpu.wait [%[[D]], %[[A]]]
// CHECK-NEXT: %[[E:.*]] = gpu.wait async
// CHECK-NEXT: %[[F:.*]] = gpu.memset async [%[[E]]]
// CHECK-NEXT: gpu.wait [%[[F]]]
// CHECK-NEXT: return
func.func @existing(%d: memref<8xf32>, %h: memref<8xf32>, %v: f32) {
  %t = gpu.wait async
  gpu.memcpy %d, %h : memref<8xf32>, memref<8xf32>
  %u = gpu.wait async [%t]
  %e, %t2 = gpu.alloc async [%t] () : memref<8xf32>
  gpu.wait [%t]
  %a = gpu.wait async
  %r = gpu.memset async [%a] %d, %v : memref<8xf32>, f32
  return
}

// -----

// Without GPU ops nothing changes.
// CHECK-LABEL: func.func @no_gpu_ops
// CHECK-NEXT: memref.store
// CHECK-NEXT: return
func.func @no_gpu_ops(%m: memref<8xf32>, %v: f32, %i: index) {
  memref.store %v, %m[%i] : memref<8xf32>
  return
}

// PIPELINE: --pass-pipeline='builtin.module(func.func(gpu-eliminate-barriers))'
// PIPELINE: --split-input-file
// gpu-eliminate-barriers: a barrier goes when nothing before it (back to
// the previous barrier) conflicts with anything after it (up to the next).

// In a launch: the barrier between reading the global argument and writing
// the workgroup buffer orders nothing; the one between writing and reading
// the buffer stays; the last one only separates reads of the buffer from a
// write to the argument, which cannot alias it.
// CHECK-LABEL: func.func @launch
// CHECK: memref.store %{{.*}}, %alloca[%c0] : memref<4xf32, 3>
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: memref.load %alloca
// CHECK-NOT: gpu.barrier
// CHECK: gpu.terminator
func.func @launch(%a: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%o = %c1, %p = %c1, %q = %c1) {
    %c0 = arith.constant 0 : index
    %s = memref.alloca() : memref<4xf32, 3>
    %v = memref.load %a[%c0] : memref<4xf32>
    gpu.barrier
    memref.store %v, %s[%c0] : memref<4xf32, 3>
    gpu.barrier
    %w = memref.load %s[%tx] : memref<4xf32, 3>
    gpu.barrier
    memref.store %w, %a[%tx] : memref<4xf32>
    gpu.terminator
  }
  return
}

// -----

// Two arguments may alias; marked llvm.noalias they may not.
// CHECK-LABEL: func.func @arguments
// CHECK: gpu.barrier
// CHECK-LABEL: func.func @noalias_arguments
// CHECK-NOT: gpu.barrier
func.func @arguments(%a: memref<4xf32>, %b: memref<4xf32>) attributes {__parallel_region_boundary_for_test} {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<4xf32>
  gpu.barrier
  memref.store %v, %b[%c0] : memref<4xf32>
  return
}
func.func @noalias_arguments(%a: memref<4xf32> {llvm.noalias}, %b: memref<4xf32> {llvm.noalias}) attributes {__parallel_region_boundary_for_test} {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<4xf32>
  gpu.barrier
  memref.store %v, %b[%c0] : memref<4xf32>
  return
}

// -----

// In a loop, the write at the end of one iteration meets the read at the
// start of the next, so a barrier between them stays (views are looked
// through); one between reads only, with a write to another buffer before
// the loop, goes.
// CHECK-LABEL: func.func @loop_carried
// CHECK: scf.for
// CHECK: gpu.barrier
// CHECK-LABEL: func.func @loop_reads
// CHECK-NOT: gpu.barrier
func.func @loop_carried(%n: index) attributes {__parallel_region_boundary_for_test} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.alloca() : memref<8xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %s[%i] : memref<8xf32>
    gpu.barrier
    %sub = memref.subview %s[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
    memref.store %v, %sub[%c0] : memref<4xf32, strided<[1]>>
  }
  return
}
func.func @loop_reads(%n: index, %x: f32) -> f32 attributes {__parallel_region_boundary_for_test} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.alloca() : memref<8xf32>
  %t = memref.alloca() : memref<8xf32>
  %u = memref.alloca() : memref<8xf32>
  memref.store %x, %u[%c0] : memref<8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    %v = memref.load %s[%i] : memref<8xf32>
    gpu.barrier
    %w = memref.load %t[%i] : memref<8xf32>
    %sum = arith.addf %v, %w : f32
    scf.yield %sum : f32
  }
  return %r : f32
}

// -----

// Globals of different names do not alias; one global aliases itself.
// CHECK-LABEL: func.func @globals
// CHECK: memref.load %[[A:.*]][%c0]
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: memref.store %{{.*}}, %[[A]][%c1]
// CHECK-NOT: gpu.barrier
memref.global "private" @ga : memref<4xf32>
memref.global "private" @gb : memref<4xf32>
func.func @globals() attributes {__parallel_region_boundary_for_test} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.get_global @ga : memref<4xf32>
  %b = memref.get_global @gb : memref<4xf32>
  %v = memref.load %a[%c0] : memref<4xf32>
  gpu.barrier
  memref.store %v, %a[%c1] : memref<4xf32>
  gpu.barrier
  memref.store %v, %b[%c1] : memref<4xf32>
  return
}

// -----

// An allocation passed to a call is captured and may alias an argument;
// the call's effects are unknown anyway.
// CHECK-LABEL: func.func @captured
// CHECK: gpu.barrier
// CHECK: gpu.barrier
func.func private @sink(memref<4xf32>)
func.func @captured(%a: memref<4xf32>) attributes {__parallel_region_boundary_for_test} {
  %c0 = arith.constant 0 : index
  %s = memref.alloc() : memref<4xf32>
  %v = memref.load %a[%c0] : memref<4xf32>
  memref.store %v, %s[%c0] : memref<4xf32>
  gpu.barrier
  %w = memref.load %a[%c0] : memref<4xf32>
  memref.store %w, %s[%c0] : memref<4xf32>
  gpu.barrier
  func.call @sink(%s) : (memref<4xf32>) -> ()
  return
}

// -----

// Several blocks: every effect is assumed; a barrier with nothing around
// it goes.
// CHECK-LABEL: func.func @blocks
// CHECK: ^bb1:
// CHECK-NEXT: gpu.barrier
// CHECK-LABEL: func.func @nothing_around
// CHECK-NOT: gpu.barrier
func.func @blocks(%a: memref<4xf32>, %c: i1) attributes {__parallel_region_boundary_for_test} {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  gpu.barrier
  cf.br ^bb2
^bb2:
  return
}
func.func @nothing_around(%a: memref<4xf32>) attributes {__parallel_region_boundary_for_test} {
  %c0 = arith.constant 0 : index
  %v = arith.constant 1.0 : f32
  gpu.barrier
  %w = arith.addf %v, %v : f32
  return
}

// -----

// In scf.if the branch runs once: a read before the if and a write inside,
// to distinct buffers, need no barrier; a parallel loop body sees its own
// effects again, so its barrier between a read and a write of one buffer
// stays.
// CHECK-LABEL: func.func @if_once
// CHECK-NOT: gpu.barrier
// CHECK-LABEL: func.func @parallel_body
// CHECK: scf.parallel
// CHECK: gpu.barrier
func.func @if_once(%c: i1) attributes {__parallel_region_boundary_for_test} {
  %c0 = arith.constant 0 : index
  %s = memref.alloca() : memref<8xf32>
  %t = memref.alloca() : memref<8xf32>
  %v = memref.load %s[%c0] : memref<8xf32>
  scf.if %c {
    gpu.barrier
    memref.store %v, %t[%c0] : memref<8xf32>
  }
  return
}
func.func @parallel_body(%n: index) attributes {__parallel_region_boundary_for_test} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.alloca() : memref<8xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %w = memref.load %s[%i] : memref<8xf32>
    gpu.barrier
    memref.store %w, %s[%c0] : memref<8xf32>
    scf.reduce
  }
  return
}

// -----

// A copy writes its target only, a linalg op its inits. Bottom-up, the
// barrier between reads goes first; the one after the writes stays.
// CHECK-LABEL: func.func @copy_and_linalg
// CHECK: memref.copy
// CHECK-NEXT: linalg.generic
// CHECK: linalg.yield
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: memref.load %alloca[%c0]
// CHECK-NEXT: memref.load %alloca_0[%c0]
// CHECK-NEXT: memref.load %alloca_1[%c0]
func.func @copy_and_linalg() -> (f32, f32, f32) attributes {__parallel_region_boundary_for_test} {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  %c = memref.alloca() : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%c : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  gpu.barrier
  %x = memref.load %a[%c0] : memref<4xf32>
  gpu.barrier
  %y = memref.load %b[%c0] : memref<4xf32>
  %z = memref.load %c[%c0] : memref<4xf32>
  return %x, %y, %z : f32, f32, f32
}

// -----

// Reading a copy's source or a linalg input after them needs no barrier.
// CHECK-LABEL: func.func @read_sources_only
// CHECK-NOT: gpu.barrier
func.func @read_sources_only() -> f32 attributes {__parallel_region_boundary_for_test} {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  %c = memref.alloca() : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%c : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  gpu.barrier
  %x = memref.load %a[%c0] : memref<4xf32>
  return %x : f32
}

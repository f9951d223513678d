func.func @ops(%m: memref<4xf32>, %t: tensor<4xf32>, %d: index, %c: i1, %u: memref<*xf32>) -> tensor<4xf32> {
  %0 = bufferization.to_tensor %m restrict writable : memref<4xf32>
  %1 = bufferization.to_memref %t read_only : memref<4xf32>
  %s = bufferization.to_memref %t : memref<4xf32, strided<[1], offset: ?>>
  %ut = bufferization.to_tensor %u : memref<*xf32>
  %2 = bufferization.alloc_tensor(%d) : tensor<?xf32>
  %3 = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  %4 = bufferization.alloc_tensor(%d) size_hint=%d : tensor<?xf32>
  %5 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %6 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %7 = bufferization.clone %u : memref<*xf32> to memref<*xf32>
  %8:2 = bufferization.dealloc (%m, %6 : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%m, %1 : memref<4xf32>, memref<4xf32>)
  bufferization.dealloc (%m : memref<4xf32>) if (%c)
  %9 = bufferization.dealloc retain (%m : memref<4xf32>)
  bufferization.dealloc
  bufferization.dealloc_tensor %3 : tensor<4xf32>
  %10 = bufferization.materialize_in_destination %t in %0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return %10 : tensor<4xf32>
}

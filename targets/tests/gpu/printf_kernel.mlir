// Device printf: each thread prints its id and a float (promoted to f64
// for vprintf) and an index value.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @hello(%x: f32, %n: index) kernel {
      %t = gpu.thread_id x
      %ti = arith.index_cast %t : index to i32
      gpu.printf "thread %d: x=%f n=%ld\n" %ti, %x, %n : i32, f32, index
      gpu.printf "done\n"
      gpu.return
    }
  }
  func.func @hello_host(%x: f32, %n: index) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernels::@hello blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%x : f32, %n : index)
    return
  }
}

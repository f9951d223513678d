func.func @warp(%laneid: index, %a: vector<4xf32>, %s: f32) -> (vector<1xf32>, f32) {
  %0 = vector.warp_execute_on_lane_0(%laneid)[32] -> (vector<1xf32>) {
    %r = arith.constant dense<1.0> : vector<32xf32>
    vector.yield %r : vector<32xf32>
  }
  vector.warp_execute_on_lane_0(%laneid)[32] args(%a, %s : vector<4xf32>, f32) {
  ^bb0(%x: vector<128xf32>, %y: f32):
    vector.print %x : vector<128xf32>
  }
  %1:2 = vector.warp_execute_on_lane_0(%laneid)[64] args(%a : vector<4xf32>) -> (vector<2x1xf32>, f32) {
  ^bb0(%x: vector<256xf32>):
    %m = arith.constant dense<2.0> : vector<4x32xf32>
    %c = arith.constant 0.0 : f32
    vector.yield %m, %c : vector<4x32xf32>, f32
  } {tag = "w"}
  vector.warp_execute_on_lane_0(%laneid)[8] {
  }
  return %0, %1#1 : vector<1xf32>, f32
}

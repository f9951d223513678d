// UPSTREAM-PIPELINE: --pass-pipeline=builtin.module(func.func(linalg-detensorize),one-shot-bufferize,convert-bufferization-to-memref,convert-linalg-to-loops,expand-strided-metadata,lower-affine,convert-scf-to-cf,convert-vector-to-llvm,finalize-memref-to-llvm,convert-arith-to-llvm,convert-index-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)
// STRATA-OPT-ONLY: --linalg-detensorize
// Loops over 0-d tensors in cf blocks, as detensorization targets them:
// a counting loop whose condition and step are linalg.generic ops on
// rank-0 tensors, and a loop carrying three values (one a float) with a
// branch in its body. Tensors flow through block arguments, which
// Strata's bufferization does not handle, so only the detensorized program
// is run: mlir-opt-19's and Strata's detensorization (at -O0 and -O3) must
// print the same. (Upstream's pipeline has no buffer deallocation: it
// refuses functions with cf loops, and nothing is allocated here.)

#s = affine_map<() -> ()>
// Counts %start0 up by %step0 while it stays below %limit0.
func.func @count(%start0: i32, %step0: i32, %limit0: i32) -> i32 {
  %start = tensor.from_elements %start0 : tensor<i32>
  %step = tensor.from_elements %step0 : tensor<i32>
  %limit = tensor.from_elements %limit0 : tensor<i32>
  cf.br ^cond(%start : tensor<i32>)
^cond(%x: tensor<i32>):
  %e = tensor.empty() : tensor<i1>
  %lt = linalg.generic {indexing_maps = [#s, #s, #s], iterator_types = []}
      ins(%x, %limit : tensor<i32>, tensor<i32>) outs(%e : tensor<i1>) {
  ^bb0(%a: i32, %b: i32, %o: i1):
    %c = arith.cmpi slt, %a, %b : i32
    linalg.yield %c : i1
  } -> tensor<i1>
  %go = tensor.extract %lt[] : tensor<i1>
  cf.cond_br %go, ^body(%x : tensor<i32>), ^done(%x : tensor<i32>)
^body(%y: tensor<i32>):
  %e2 = tensor.empty() : tensor<i32>
  %next = linalg.generic {indexing_maps = [#s, #s, #s], iterator_types = []}
      ins(%y, %step : tensor<i32>, tensor<i32>) outs(%e2 : tensor<i32>) {
  ^bb0(%a: i32, %b: i32, %o: i32):
    %s = arith.addi %a, %b : i32
    linalg.yield %s : i32
  } -> tensor<i32>
  cf.br ^cond(%next : tensor<i32>)
^done(%r: tensor<i32>):
  %v = tensor.extract %r[] : tensor<i32>
  return %v : i32
}

// Collatz steps of %n, and the sum of halves taken, as a float.
func.func @collatz(%n0: i32) -> (i32, f32) {
  %n = tensor.from_elements %n0 : tensor<i32>
  %zero = arith.constant dense<0> : tensor<i32>
  %fzero = arith.constant dense<0.0> : tensor<f32>
  cf.br ^head(%n, %zero, %fzero : tensor<i32>, tensor<i32>, tensor<f32>)
^head(%v: tensor<i32>, %steps: tensor<i32>, %acc: tensor<f32>):
  %e = tensor.empty() : tensor<i1>
  %more = linalg.generic {indexing_maps = [#s, #s], iterator_types = []}
      ins(%v : tensor<i32>) outs(%e : tensor<i1>) {
  ^bb0(%a: i32, %o: i1):
    %one = arith.constant 1 : i32
    %c = arith.cmpi sgt, %a, %one : i32
    linalg.yield %c : i1
  } -> tensor<i1>
  %m = tensor.extract %more[] : tensor<i1>
  cf.cond_br %m, ^step(%v, %steps, %acc : tensor<i32>, tensor<i32>, tensor<f32>), ^exit(%steps, %acc : tensor<i32>, tensor<f32>)
^step(%w: tensor<i32>, %s0: tensor<i32>, %f0: tensor<f32>):
  %ei = tensor.empty() : tensor<i32>
  %s1 = linalg.generic {indexing_maps = [#s, #s], iterator_types = []}
      ins(%s0 : tensor<i32>) outs(%ei : tensor<i32>) {
  ^bb0(%a: i32, %o: i32):
    %one = arith.constant 1 : i32
    %r = arith.addi %a, %one : i32
    linalg.yield %r : i32
  } -> tensor<i32>
  %wv = tensor.extract %w[] : tensor<i32>
  %two = arith.constant 2 : i32
  %rem = arith.remsi %wv, %two : i32
  %c0 = arith.constant 0 : i32
  %even = arith.cmpi eq, %rem, %c0 : i32
  cf.cond_br %even, ^half(%w, %s1, %f0 : tensor<i32>, tensor<i32>, tensor<f32>), ^triple(%w, %s1, %f0 : tensor<i32>, tensor<i32>, tensor<f32>)
^half(%h: tensor<i32>, %hs: tensor<i32>, %hf: tensor<f32>):
  %eh = tensor.empty() : tensor<i32>
  %halved = linalg.generic {indexing_maps = [#s, #s], iterator_types = []}
      ins(%h : tensor<i32>) outs(%eh : tensor<i32>) {
  ^bb0(%a: i32, %o: i32):
    %t = arith.constant 2 : i32
    %r = arith.divsi %a, %t : i32
    linalg.yield %r : i32
  } -> tensor<i32>
  %ef = tensor.empty() : tensor<f32>
  %nf = linalg.generic {indexing_maps = [#s, #s, #s], iterator_types = []}
      ins(%halved, %hf : tensor<i32>, tensor<f32>) outs(%ef : tensor<f32>) {
  ^bb0(%a: i32, %b: f32, %o: f32):
    %af = arith.sitofp %a : i32 to f32
    %q = arith.constant 0.5 : f32
    %p = arith.mulf %af, %q : f32
    %r = arith.addf %b, %p : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  cf.br ^head(%halved, %hs, %nf : tensor<i32>, tensor<i32>, tensor<f32>)
^triple(%t: tensor<i32>, %ts: tensor<i32>, %tf: tensor<f32>):
  %et = tensor.empty() : tensor<i32>
  %tripled = linalg.generic {indexing_maps = [#s, #s], iterator_types = []}
      ins(%t : tensor<i32>) outs(%et : tensor<i32>) {
  ^bb0(%a: i32, %o: i32):
    %three = arith.constant 3 : i32
    %one = arith.constant 1 : i32
    %m3 = arith.muli %a, %three : i32
    %r = arith.addi %m3, %one : i32
    linalg.yield %r : i32
  } -> tensor<i32>
  cf.br ^head(%tripled, %ts, %tf : tensor<i32>, tensor<i32>, tensor<f32>)
^exit(%rs: tensor<i32>, %rf: tensor<f32>):
  %s = tensor.extract %rs[] : tensor<i32>
  %f = tensor.extract %rf[] : tensor<f32>
  return %s, %f : i32, f32
}

func.func @main() {
  %start = arith.constant 3 : i32
  %step = arith.constant 4 : i32
  %limit = arith.constant 30 : i32
  %r = call @count(%start, %step, %limit) : (i32, i32, i32) -> i32
  vector.print %r : i32
  %never = call @count(%limit, %step, %start) : (i32, i32, i32) -> i32
  vector.print %never : i32
  %n = arith.constant 27 : i32
  %steps, %acc = call @collatz(%n) : (i32) -> (i32, f32)
  vector.print %steps : i32
  vector.print %acc : f32
  return
}

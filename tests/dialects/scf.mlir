func.func @loops(%lb: index, %ub: index, %st: index, %x: f32, %i32: i32) -> f32 {
  scf.for %i = %lb to %ub step %st {
    scf.yield
  }
  scf.for %i = %lb to %ub step %st {
    %y = arith.addf %x, %x : f32
  } {tag}
  scf.for %i = %i32 to %i32 step %i32 : i32 {
  }
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (f32) {
    %n = arith.addf %a, %x : f32
    scf.yield %n : f32
  }
  %r2:2 = scf.for %i = %i32 to %i32 step %i32 iter_args(%a = %x, %b = %i32) -> (f32, i32) : i32 {
    scf.yield %a, %b : f32, i32
  }
  %r3 = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> f32 {
    scf.yield %a : f32
  }
  return %r : f32
}

// -----

func.func @branches(%c: i1, %x: f32, %y: i32) -> (f32, i32) {
  scf.if %c {
  }
  scf.if %c {
    scf.yield
  } else {
  }
  scf.if %c {
    %z = arith.addf %x, %x : f32
  } else {
    %z = arith.mulf %x, %x : f32
  } {hint = 3 : i64}
  %v = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    %z = arith.addf %x, %x : f32
    scf.yield %z : f32
  }
  %w:2 = scf.if %c -> (f32, i32) {
    scf.yield %x, %y : f32, i32
  } else {
    scf.yield %x, %y : f32, i32
  }
  return %v, %w#1 : f32, i32
}

// -----

func.func @while_loops(%c: i1, %x: f32, %n: i32) -> f32 {
  %w = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    %d = arith.addf %b, %b : f32
    scf.yield %d : f32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %u:2 = scf.while (%a = %x, %b = %n) : (f32, i32) -> (i32, f32) {
    scf.condition(%c) {tag} %b, %a : i32, f32
  } do {
  ^bb0(%p: i32, %q: f32):
    scf.yield %q, %p : f32, i32
  } attributes {unrolled}
  return %w : f32
}

// -----

func.func @switches(%i: index, %x: f32) -> f32 {
  %s = scf.index_switch %i -> f32
  case 2 {
    scf.yield %x : f32
  }
  case -5 {
    %z = arith.addf %x, %x : f32
    scf.yield %z : f32
  }
  default {
    scf.yield %x : f32
  }
  scf.index_switch %i
  default {
  }
  scf.index_switch %i {tag}
  case 0 {
    scf.yield
  }
  default {
    scf.yield
  }
  %t:2 = scf.index_switch %i -> f32, index
  default {
    scf.yield %x, %i : f32, index
  }
  return %s : f32
}

// -----

func.func @regions(%x: f32) -> f32 {
  %e = scf.execute_region -> f32 {
    scf.yield %x : f32
  }
  %e2:2 = scf.execute_region -> (f32, f32) {
    scf.yield %x, %x : f32, f32
  } {tag}
  scf.execute_region {
    scf.yield
  }
  return %e : f32
}

// -----

func.func @parallel_loops(%lb: index, %ub: index, %st: index, %x: f32, %y: i32) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    scf.reduce
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
  } {mapped}
  %p = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %z = arith.addf %l, %r : f32
      scf.reduce.return %z : f32
    }
  }
  %q:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x, %y) -> (f32, i32) {
    scf.reduce(%x, %y : f32, i32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }, {
    ^bb0(%l: i32, %r: i32):
      %m = arith.maxsi %l, %r : i32
      scf.reduce.return %m {tag} : i32
    }
  }
  return %p : f32
}

// -----

func.func @generic_forms(%c: i1, %lb: index, %x: f32) {
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  %0 = "scf.if"(%c) ({
    "scf.yield"(%x) : (f32) -> ()
  }, {
    "scf.yield"(%x) : (f32) -> ()
  }) : (i1) -> f32
  "scf.if"(%c) ({
    "scf.yield"() {tag} : () -> ()
  }, {
  }) : (i1) -> ()
  "scf.index_switch"(%lb) <{cases = array<i64: 7>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  "scf.execute_region"() ({
    "scf.yield"() : () -> ()
  }) : () -> ()
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @forall_loops(%lb: index, %ub: index, %st: index, %t: tensor<4xf32>, %u: tensor<2x2xi32>) -> tensor<4xf32> {
  %fa = scf.forall (%i, %j) in (%ub, 8) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  %fb:2 = scf.forall (%i) = (%lb) to (-4) step (%st) shared_outs(%o = %t, %p = %u) -> (tensor<4xf32>, tensor<2x2xi32>) {
    %c = arith.constant 0 : index
    scf.forall.in_parallel {
    } {tag}
  }
  scf.forall (%i) = (0) to (4) step (1) {
    scf.forall.in_parallel {
    }
  } {foo}
  scf.forall (%i) = (2) to (%ub) step (3) {
  }
  scf.forall () in () {
  }
  "scf.forall"(%ub) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return %fa : tensor<4xf32>
}

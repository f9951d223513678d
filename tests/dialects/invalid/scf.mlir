func.func @for_yield_type(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return
}

// -----

func.func @for_yield_count(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op  region control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
    scf.yield
  }
  return
}

// -----

func.func @for_bound_types(%lb: i32, %ub: index) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %ub, %ub) ({
  ^bb0(%i: index):
    scf.yield
  }) : (i32, index, index) -> ()
  return
}

// -----

func.func @for_iv_type(%lb: index) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_bound_constraint(%lb: f32) {
  // expected-error@+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: f32):
    scf.yield
  }) : (f32, f32, f32) -> ()
  return
}

// -----

func.func @for_results(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %r = "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index, index) -> f32
  return
}

// -----

func.func @if_needs_else(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_else_yield_count(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op  region control flow edge from Region #1 to parent results: source has 0 operands, but target successor needs 1}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield
  }
  return
}

// -----

func.func @if_yield_type(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op  along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %r = scf.if %c -> (i32) {
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_region_count(%c: i1) {
  // expected-error@+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%c) ({
    scf.yield
  }) : (i1) -> ()
  return
}

// -----

func.func @while_condition_results(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.while' op  along control flow edge from Region #0 to parent results: source type #0 'i1' should match input type #0 'f32'}}
  %r = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @while_yield_type(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.while' op  along control flow edge from Region #1 to Region #0: source type #0 'i1' should match input type #0 'f32'}}
  %r = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %c : i1
  }
  return
}

// -----

func.func @while_input_count(%x: f32) {
  // expected-error@+1 {{expected as many input types as operands (expected 1 got 0)}}
  scf.while (%a = %x) : () -> () {
  } do {
  }
  return
}

// -----

func.func @yield_parent(%x: f32) {
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield %x : f32
}

// -----

func.func @condition_parent(%c: i1) {
  // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
}

// -----

func.func @execute_region_arguments() {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%a: i32):
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @execute_region_yield_type(%x: f32) {
  // expected-error@+1 {{'scf.execute_region' op  along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %r = scf.execute_region -> i32 {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @parallel_step(%lb: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%lb) step (%c0) {
  }
  return
}

// -----

func.func @parallel_reductions(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @parallel_no_results(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 0 to be the same as number of reductions: 1}}
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----

func.func @parallel_ivs(%lb: index) {
  // expected-error@+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @reduce_block_arguments(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%x : f32) {
    ^bb0(%a: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----

func.func @reduce_operand_type(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%c : i32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  return
}

// -----

func.func @reduce_return_type(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %c = arith.constant 1 : i32
      // expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %c : i32
    }
  }
  return
}

// -----

func.func @reduce_parent(%x: f32) {
  // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce(%x : f32) {
  ^bb0(%a: f32, %b: f32):
    scf.reduce.return %a : f32
  }
}

// -----

func.func @switch_yield_count(%a: index) {
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  %r = scf.index_switch %a -> i32
  case 1 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  default {
    // expected-note@+1 {{see yield operation here}}
    scf.yield
  }
  return
}

// -----

func.func @switch_yield_type(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %r = scf.index_switch %a -> i32
  case 1 {
    // expected-note@+1 {{case region #0 returns 'f32' here}}
    scf.yield %x : f32
  }
  default {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return
}

// -----

func.func @switch_case_count(%a: index) {
  // expected-error@+1 {{'scf.index_switch' op has 1 case regions but 2 case values}}
  "scf.index_switch"(%a) <{cases = array<i64: 1, 2>}> ({
    scf.yield
  }, {
    scf.yield
  }) : (index) -> ()
  return
}

// -----

func.func @switch_duplicate_case(%a: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %a
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_empty_case(%a: index) {
  // expected-error@+1 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  scf.index_switch %a
  case 1 {
  }
  default {
  }
  return
}

// -----

func.func @while_terminator(%c: i1) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  "scf.while"() ({
    // expected-note@+1 {{terminator here}}
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_outputs(%ub: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op produces 0 results, but has only 1 outputs}}
  "scf.forall"(%ub, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (index, tensor<4xf32>) -> ()
  return
}

// -----

func.func @forall_arguments(%ub: index) {
  // expected-error@+1 {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"(%ub) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %j: index):
    scf.forall.in_parallel {
    }
  }) : (index) -> ()
  return
}

// -----

func.func @forall_iv_type(%ub: index) {
  // expected-error@+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"(%ub) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: i32):
    scf.forall.in_parallel {
    }
  }) : (index) -> ()
  return
}

// -----

func.func @forall_dynamic_count(%ub: index) {
  // expected-error@+1 {{expected 0 dynamic upper bound values}}
  "scf.forall"(%ub) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : (index) -> ()
  return
}

// -----

func.func @forall_static_count(%ub: index) {
  // expected-error@+1 {{expected 1 step values, got 2}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @forall_output_type(%t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<8xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @in_parallel_parent() {
  // expected-error@+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  scf.forall.in_parallel {
  }
}

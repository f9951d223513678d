func.func @not_poison() {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = ub.poison <1 : i32> : i32
  return
}

// -----

func.func @not_poison_generic() {
  // expected-error @+1 {{ub.poison}}
  %0 = "ub.poison"() <{value = 1 : i32}> : () -> i32
  return
}

// -----

func.func @misspelled() {
  // expected-error @+1 {{unknown attribute `posion` in dialect `ub`}}
  %0 = ub.poison <#ub.posion> : i32
  return
}

// -----

func.func @no_angle_brackets() {
  // expected-error @+1 {{expected ':'}}
  %0 = ub.poison #ub.poison : i32
  return
}

// -----

func.func @no_type() {
  // expected-error @+1 {{expected ':'}}
  %0 = ub.poison
  return
}

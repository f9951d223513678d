// PIPELINE: --symbol-dce --allow-unregistered-dialect --split-input-file

// Unreferenced private symbols go, with what only they referenced; calls
// keep callees alive transitively; public symbols stay. A nested reference
// keeps every symbol on its path. Nested symbol tables are hidden from
// outside, so their unused `nested` and private symbols go; an unused
// private module goes with its public contents.

// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @live_callee() {
// CHECK: func.func private @chain() {
// CHECK: func.func @public() {
// CHECK-NOT: @only_dead_user
// CHECK-NOT: @dead_caller_target
// CHECK-NOT: @nested_vis
// CHECK: module @inner attributes {sym.ref = @outer_ref} {
// CHECK-NEXT: func.func private @inner_used() {
// CHECK: func.func @inner_public() {
// CHECK-NOT: @priv_mod
// CHECK: module @priv_mod2 attributes {sym_visibility = "private"} {
// CHECK-NEXT: func.func private @y() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @outer_ref()
// CHECK-NEXT: func.func @refs()
module {
  func.func private @live_callee() {
    call @chain() : () -> ()
    return
  }
  func.func private @chain() {
    return
  }
  func.func @public() {
    call @live_callee() : () -> ()
    return
  }
  func.func private @only_dead_user() {
    call @dead_caller_target() : () -> ()
    return
  }
  func.func private @dead_caller_target() {
    return
  }
  func.func nested @nested_vis() {
    return
  }
  module @inner attributes {sym.ref = @outer_ref} {
    func.func private @inner_dead() {
      return
    }
    func.func private @inner_used() {
      return
    }
    func.func @inner_public() {
      return
    }
  }
  module @priv_mod attributes {sym_visibility = "private"} {
    func.func @x() {
      return
    }
  }
  module @priv_mod2 attributes {sym_visibility = "private"} {
    func.func private @y() {
      return
    }
    func.func private @z() {
      return
    }
  }
  func.func private @outer_ref()
  func.func @refs() attributes {a = [@inner::@inner_used, {d = @priv_mod2::@y}]} {
    return
  }
}

// -----

// References inside regions of unregistered ops count; the unused `nested`
// and private symbols of a public nested module go.

// CHECK-LABEL: module {
// CHECK-NEXT: module @pub {
// CHECK-NEXT: }
// CHECK: "test.ref"() {r = @g} : () -> ()
// CHECK: func.func private @g()
module {
  module @pub {
    func.func nested @n() {
      return
    }
    func.func private @p() {
      return
    }
  }
  func.func @f() {
    "test.op"() ({
      "test.ref"() {r = @g} : () -> ()
    }) : () -> ()
    return
  }
  func.func private @g()
}

// -----

// CHECK-LABEL: module {
// CHECK-NOT: func.func
// CHECK: }
func.func private @dead() {
  return
}

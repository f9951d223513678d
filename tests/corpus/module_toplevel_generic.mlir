// A single top-level builtin.module written in generic form, with discardable attributes
// and a nested custom-form module; upstream uses it as the top-level module.

"builtin.module"() ({
  module @nested attributes {foo.x} {
    "tst.op"() : () -> ()
  }
  func.func private @ext(i32)
}) {foo.top = unit} : () -> ()

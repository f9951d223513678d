// A file whose only top-level op is an explicit named module with attributes: upstream uses it
// as the top-level module itself instead of wrapping it in an implicit one.

module @top attributes {foo.version = 3 : i32, foo.triple = "x86_64"} {
  func.func @f() {
    return
  }
  module @child {
  }
  "tst.op"() : () -> ()
}

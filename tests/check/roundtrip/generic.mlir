// PIPELINE: --mlir-print-op-generic --allow-unregistered-dialect

// The generic form spells every op, its properties and its function type,
// registered or not.

// CHECK: "builtin.module"() ({
// CHECK: "func.func"() <{function_type = (i32, i32) -> i1, sym_name = "cmp"}> ({
// CHECK-NEXT: ^bb0(%[[L:.*]]: i32, %[[R:.*]]: i32):
// CHECK-NEXT: %[[EQ:.*]] = "arith.cmpi"(%[[L]], %[[R]]) <{predicate = 0 : i64}> : (i32, i32) -> i1
// CHECK-NEXT: "test.use"(%[[EQ]]) {note = "kept"} : (i1) -> ()
// CHECK-NEXT: "func.return"(%[[EQ]]) : (i1) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NOT: func.func @
func.func @cmp(%l: i32, %r: i32) -> i1 {
  %0 = arith.cmpi eq, %l, %r : i32
  "test.use"(%0) {note = "kept"} : (i1) -> ()
  return %0 : i1
}

// PIPELINE:
// How Strata prints llvm.invoke where mlir-opt-19's printer is wrong
// (this file is not run through mlir-opt-19).
//
// mlir-opt-19 prints the operands of the destinations in the callee's
// argument list too: `llvm.invoke @bar(%0) to ^bb3(%0 : i32) ...` for an
// invoke of @bar() whose normal destination takes %0, which parses back as
// a call of @bar with one argument (so `mlir-opt-19 | mlir-cpu-runner-19`
// fails: "Incorrect number of arguments passed to called function!"; its
// translation of an indirect invoke passes them as arguments too). Strata
// prints and translates the callee's operands
// only, so the text parses back to the same op (its generic form shows
// `operandSegmentSizes = array<i32: 0, 1, 0>`).

// CHECK: llvm.invoke @bar() to ^bb2(%{{.*}} : i32) unwind ^bb3(%{{.*}} : i32) : () -> ()
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @bar()
llvm.func @f(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  llvm.br ^bb1
^bb1:
  llvm.invoke @bar() to ^bb2(%a : i32) unwind ^bb3(%a : i32) : () -> ()
^bb2(%r: i32):
  llvm.return %r : i32
^bb3(%x: i32):
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}

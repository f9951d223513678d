func.func private @callee(i32) -> i32 attributes {tag = "x"}

func.func @calls(%a: i32, %g: (i32) -> i32) -> i32 {
  %0 = func.call @callee(%a) : (i32) -> i32
  %1 = call @callee(%0) {no_inline} : (i32) -> i32
  %2 = call @callee(%1) {arg_attrs = [{}], res_attrs = [{}], tag = 1 : i32} : (i32) -> i32
  %3 = func.call_indirect %g(%2) : (i32) -> i32
  %4 = call_indirect %g(%3) {arg_attrs = [], tag} : (i32) -> i32
  %f = func.constant @callee : (i32) -> i32
  %5 = call_indirect %f(%4) : (i32) -> i32
  return %5 : i32
}

// -----

func.func public @vis(%x: i32 {llvm.noundef}) -> (i32 {llvm.noundef}) {
  return %x : i32
}

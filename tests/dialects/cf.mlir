func.func @branches(%c: i1, %a: i32, %b: i32, %f: i32, %g: i8) {
  cf.assert %c, "must hold"
  cf.assert %c, "second" {extra}
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.cond_br %c, ^bb2(%x, %a : i32, i32), ^bb3
^bb2(%y: i32, %z: i32):
  cf.switch %f : i32, [
    default: ^bb3,
    42: ^bb2(%a, %b : i32, i32),
    -1: ^bb3
  ]
^bb3:
  cf.cond_br %c, ^bb4, ^bb5(%b : i32) {hint}
^bb4:
  cf.switch %f : i32, [
    default: ^bb5(%a : i32)
  ]
^bb5(%q: i32):
  cf.switch %g : i8, [ default: ^bb6, 255: ^bb6, 3: ^bb7(%q : i32) ] {tag = 1}
^bb6:
  cf.br ^bb7(%b : i32) {loop}
^bb7(%r: i32):
  cf.cond_br %c, ^bb8(%r : i32), ^bb8(%a : i32)
^bb8(%s: i32):
  return
}

// -----

func.func @generic_forms(%c: i1, %a: i32) {
  "cf.assert"(%c) <{msg = "m"}> : (i1) -> ()
  "cf.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  "cf.cond_br"(%c, %x)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
^bb2:
  "cf.switch"(%a, %a)[^bb3, ^bb1, ^bb3] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[5, 6]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb3:
  return
}

// Builtin scalar types: signless/signed/unsigned integers of many widths,
// index, and every float kind mlir-opt-19 knows, as op operand/result types and as type attributes.

func.func @integers(%a: i1, %b: i2, %c: i7, %d: i8, %e: i16, %f: i32, %g: i64,
                    %h: i128, %i: i1024, %j: i16777215) {
  "tst.use"(%a, %b, %c, %d, %e, %f, %g, %h, %i, %j)
      : (i1, i2, i7, i8, i16, i32, i64, i128, i1024, i16777215) -> ()
  return
}

func.func @signedness(%a: si1, %b: si8, %c: si32, %d: si64, %e: ui1, %f: ui8, %g: ui32, %h: ui64, %i: ui3, %j: si17) {
  "tst.use"(%a, %b, %c, %d, %e, %f, %g, %h, %i, %j)
      : (si1, si8, si32, si64, ui1, ui8, ui32, ui64, ui3, si17) -> ()
  return
}

func.func @index(%a: index) -> index {
  return %a : index
}

func.func @floats(%a: f16, %b: bf16, %c: f32, %d: f64, %e: f80, %f: f128, %g: tf32) {
  "tst.use"(%a, %b, %c, %d, %e, %f, %g) : (f16, bf16, f32, f64, f80, f128, tf32) -> ()
  return
}

func.func @f8_floats(%a: f8E5M2, %b: f8E4M3FN, %c: f8E5M2FNUZ, %d: f8E4M3FNUZ,
                     %e: f8E4M3B11FNUZ, %f: f8E4M3) {
  "tst.use"(%a, %b, %c, %d, %e, %f)
      : (f8E5M2, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E4M3) -> ()
  return
}

// Zero-width integers are accepted by mlir-opt-19 (the spec grammar says `[1-9][0-9]*`).
func.func @zero_width(%a: i0, %b: si0, %c: ui0) -> i0 {
  %z = "tst.make"() {value = 0 : i0} : () -> i0
  return %z : i0
}

// Types used as type attributes.
"tst.type_attrs"() {
  a = i1, b = si64, c = ui8, d = index, e = f32, f = bf16, g = f8E4M3FN,
  h = f80, i = tf32, j = i4096
} : () -> ()

// Values of scalar types produced by generic ops.
%i = "tst.make"() : () -> i3
%u = "tst.make"() : () -> ui16
%s = "tst.make"() : () -> si128
%x = "tst.make"() : () -> f16
"tst.use"(%i, %u, %s, %x) : (i3, ui16, si128, f16) -> ()

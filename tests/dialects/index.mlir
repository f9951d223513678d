func.func @generic_forms(%a: index, %b: index, %i: i32, %w: i64, %s: si16, %u: ui8) {
  %add = "index.add"(%a, %b) : (index, index) -> index
  %sub = "index.sub"(%a, %b) : (index, index) -> index
  %mul = "index.mul"(%a, %b) : (index, index) -> index
  %divs = "index.divs"(%a, %b) : (index, index) -> index
  %divu = "index.divu"(%a, %b) : (index, index) -> index
  %ceildivs = "index.ceildivs"(%a, %b) : (index, index) -> index
  %ceildivu = "index.ceildivu"(%a, %b) : (index, index) -> index
  %floordivs = "index.floordivs"(%a, %b) : (index, index) -> index
  %rems = "index.rems"(%a, %b) : (index, index) -> index
  %remu = "index.remu"(%a, %b) : (index, index) -> index
  %maxs = "index.maxs"(%a, %b) : (index, index) -> index
  %maxu = "index.maxu"(%a, %b) : (index, index) -> index
  %mins = "index.mins"(%a, %b) : (index, index) -> index
  %minu = "index.minu"(%a, %b) : (index, index) -> index
  %shl = "index.shl"(%a, %b) : (index, index) -> index
  %shrs = "index.shrs"(%a, %b) : (index, index) -> index
  %shru = "index.shru"(%a, %b) : (index, index) -> index
  %and = "index.and"(%a, %b) : (index, index) -> index
  %or = "index.or"(%a, %b) : (index, index) -> index
  %xor = "index.xor"(%a, %b) : (index, index) -> index
  %cmp_eq = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
  %cmp_ne = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1
  %cmp_slt = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
  %cmp_sle = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate sle>}> : (index, index) -> i1
  %cmp_sgt = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate sgt>}> : (index, index) -> i1
  %cmp_sge = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
  %cmp_ult = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
  %cmp_ule = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate ule>}> : (index, index) -> i1
  %cmp_ugt = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate ugt>}> : (index, index) -> i1
  %cmp_uge = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
  %cmp_spaced = "index.cmp"(%a, %b) <{pred = #index< cmp_predicate   ne >}> : (index, index) -> i1
  %cmp_dict = "index.cmp"(%a, %b) {pred = #index<cmp_predicate sgt>, foo} : (index, index) -> i1
  %casts = "index.casts"(%a) : (index) -> i32
  %casts_in = "index.casts"(%w) : (i64) -> index
  %castu = "index.castu"(%a) : (index) -> i64
  %castu_in = "index.castu"(%i) : (i32) -> index
  %casts_signed = "index.casts"(%s) : (si16) -> index
  %castu_unsigned = "index.castu"(%a) : (index) -> ui8
  %c39 = "index.constant"() <{value = 0 : index}> : () -> index
  %c40 = "index.constant"() <{value = 1 : index}> : () -> index
  %c41 = "index.constant"() <{value = 42 : index}> : () -> index
  %c42 = "index.constant"() <{value = -3 : index}> : () -> index
  %c43 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
  %c44 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
  %t = "index.bool.constant"() <{value = true}> : () -> i1
  %f = "index.bool.constant"() <{value = false}> : () -> i1
  %sz = "index.sizeof"() : () -> index
  %sz_attr = "index.sizeof"() {foo = "bar"} : () -> index
  return
}

// -----

func.func @custom_forms(%a: index, %b: index, %i: i32, %w: i64) {
  %add = index.add %a, %b
  %sub = index.sub %a, %b
  %mul = index.mul %a, %b
  %divs = index.divs %a, %b
  %divu = index.divu %a, %b
  %ceildivs = index.ceildivs %a, %b
  %ceildivu = index.ceildivu %a, %b
  %floordivs = index.floordivs %a, %b
  %rems = index.rems %a, %b
  %remu = index.remu %a, %b
  %maxs = index.maxs %a, %b
  %maxu = index.maxu %a, %b
  %mins = index.mins %a, %b
  %minu = index.minu %a, %b
  %shl = index.shl %a, %b
  %shrs = index.shrs %a, %b
  %shru = index.shru %a, %b
  %and = index.and %a, %b
  %or = index.or %a, %b
  %xor = index.xor %a, %b
  %add_attr = index.add %a, %b {foo}
  %cmp_eq = index.cmp eq(%a, %b)
  %cmp_ne = index.cmp ne(%a, %b)
  %cmp_slt = index.cmp slt(%a, %b)
  %cmp_sle = index.cmp sle(%a, %b)
  %cmp_sgt = index.cmp sgt(%a, %b)
  %cmp_sge = index.cmp sge(%a, %b)
  %cmp_ult = index.cmp ult(%a, %b)
  %cmp_ule = index.cmp ule(%a, %b)
  %cmp_ugt = index.cmp ugt(%a, %b)
  %cmp_uge = index.cmp uge(%a, %b)
  %cmp_attr = index.cmp ult(%a, %b) {foo = 1 : i32}
  %cmp_full = index.cmp #index<cmp_predicate ule>(%a, %b)
  %casts = index.casts %a : index to i32
  %castu = index.castu %w : i64 to index
  %casts_attr = index.casts %i {foo} : i32 to index
  %k87 = index.constant 0
  %k88 = index.constant 7
  %k89 = index.constant -1
  %kattr = index.constant {foo} 5
  %kdup = index.constant 7
  %t = index.bool.constant true
  %f = index.bool.constant false
  %tattr = index.bool.constant {foo} true
  %sz = index.sizeof
  %sz_attr = index.sizeof {foo}
  %use = index.add %kdup, %sz
  return
}

// Loop annotations and their parts, in every parameter, written in full,
// stripped and through aliases; access groups; branch weights.

#done = #llvm.loop_annotation<disableNonforced = true>
#vec = #llvm.loop_vectorize<width = 8 : i32, disable = false, scalableEnable = true, predicateEnable = false, followupVectorized = #done, followupEpilogue = #done, followupAll = #done>
#unroll = #llvm.loop_unroll<full = false, runtimeDisable = true, count = 16 : i32, disable = true, followupUnrolled = #done, followupRemainder = #done, followupAll = #done>
#uj = #llvm.loop_unroll_and_jam<disable = false, count = 2 : i32, followupOuter = #done, followupInner = #done, followupRemainderOuter = #done, followupRemainderInner = #done, followupAll = #done>
#g0 = #llvm.access_group<id = distinct[0]<>>
#g1 = #llvm.access_group<id = distinct[1]<>>
#all = #llvm.loop_annotation<mustProgress = true, disableNonforced = false, vectorize = #vec,
  interleave = <count = 4 : i32>, unroll = #unroll, unrollAndJam = #uj,
  licm = #llvm.loop_licm<disable = true, versioningDisable = false>,
  distribute = <disable = false, followupCoincident = #done, followupSequential = #done, followupFallback = #done, followupAll = #done>,
  pipeline = <disable = false, initiationinterval = 3 : i32>, peeled = <count = 5>,
  unswitch = <partialDisable = true>, isVectorized = true,
  startLoc = loc(fused["loop.c":3:1, "loop.c":3:9]), endLoc = loc(fused["loop.c":9:1, "loop.c":9:2]),
  parallelAccesses = #g0, #g1>

llvm.func @loops(%n: i64, %c: i1) {
  %0 = llvm.mlir.constant(0 : i64) : i64
  llvm.br ^head(%0 : i64)
^head(%i: i64):
  %lt = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %lt weights([90, 10]), ^body, ^exit {loop_annotation = #all}
^body:
  %1 = llvm.mlir.constant(1 : i64) : i64
  %next = llvm.add %i, %1 : i64
  llvm.br ^head(%next : i64) {loop_annotation = #llvm.loop_annotation<unroll = <disable = true>>}
^exit:
  llvm.return
}

// -----

llvm.func @empty_and_switch(%v: i32) {
  llvm.switch %v : i32, ^a [
    1: ^b,
    2: ^a
  ] {branch_weights = array<i32: 5, 7, 11>}
^a:
  llvm.br ^b {loop_annotation = #llvm.loop_annotation<>}
^b:
  llvm.return
}

// -----

#group = #llvm.access_group<id = distinct[0]<>>
llvm.func @accesses(%p: !llvm.ptr, %n: i32) {
  %0 = llvm.load %p {access_groups = [#group]} : !llvm.ptr -> i32
  llvm.store %0, %p {access_groups = [#group, #llvm.access_group<id = distinct[1]<>>]} : i32, !llvm.ptr
  "llvm.intr.memcpy"(%p, %p, %n) <{isVolatile = false, access_groups = [#group]}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return
}

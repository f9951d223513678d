// The llvm dialect: functions, globals, calls and control flow.
module {
  llvm.func @decl(i32, ...) -> i32
  llvm.func internal @f(%a: i32 {llvm.noundef}, %b: !llvm.ptr) -> (i32 {llvm.zeroext}) attributes {passthrough = ["nounwind"]} {
    %0 = llvm.mlir.constant(1 : index) : i64
    %1 = llvm.mlir.constant(2 : i32) : i32
    %2 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
    %3 = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
    %4 = llvm.mlir.constant(1.5 : f64) : f64
    %5 = llvm.mlir.constant(42) : i64
    %6 = llvm.mlir.undef : i32
    %7 = llvm.mlir.poison : f32
    %8 = llvm.mlir.zero : !llvm.ptr
    %9 = llvm.mlir.addressof @g : !llvm.ptr
    %10 = llvm.call @decl(%1, %4) vararg(!llvm.func<i32 (i32, ...)>) : (i32, f64) -> i32
    %11 = llvm.mlir.addressof @f : !llvm.ptr
    %12 = llvm.call %11(%1, %b) : !llvm.ptr, (i32, !llvm.ptr) -> i32
    %13 = llvm.call tail @decl(%1) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
    llvm.call fastcc @v() {fastmathFlags = #llvm.fastmath<nnan, ninf>} : () -> ()
    %c = llvm.mlir.constant(true) : i1
    llvm.cond_br %c weights([3, 5]), ^bb1(%1 : i32), ^bb2
  ^bb1(%x: i32):
    llvm.switch %x : i32, ^bb2 [
      1: ^bb1(%x : i32),
      2: ^bb2
    ]
  ^bb2:
    llvm.br ^bb3
  ^bb3:
    llvm.return %1 : i32
  }
  llvm.func fastcc @v() attributes {dso_local}
  llvm.func weak hidden @w() {
    llvm.unreachable
  }
  llvm.func linkonce_odr local_unnamed_addr @lo() -> !llvm.void {
    llvm.return
  }
  llvm.mlir.global external @g(0 : i32) {alignment = 4 : i64} : i32
  llvm.mlir.global internal constant @str("hello") : !llvm.array<5 x i8>
  llvm.mlir.global private unnamed_addr constant @s2("xy\00") {addr_space = 1 : i32, section = ".rodata"} : !llvm.array<3 x i8>
  llvm.mlir.global thread_local @tl() : i64 {
    %0 = llvm.mlir.constant(7 : i64) : i64
    llvm.return %0 : i64
  }
  llvm.mlir.global external @e() : !llvm.ptr
  llvm.mlir.global weak_odr @dl(1.0 : f32) {dso_local} : f32
  llvm.mlir.global linkonce @lk(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
  llvm.mlir.global common @cm(0 : i64) : i64
  llvm.mlir.global appending @ap(dense<0> : tensor<1xi32>) : !llvm.array<1 x i32>
  llvm.mlir.global extern_weak @ew() : i32
  llvm.mlir.global available_externally @ae(1 : i32) : i32
  llvm.mlir.global private local_unnamed_addr @la(1 : i32) : i32
}
// -----
// Declarations: varargs, visibility, calling conventions, function attributes.
llvm.func @va(%a: i32, ...) -> i32 {
  llvm.return %a : i32
}
llvm.func protected @pv() -> !llvm.struct<(i32, f32)>
llvm.func extern_weak fastcc @pfc(i64 {llvm.signext}, f32) attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, section = ".text.x", alignment = 16 : i64}
llvm.func cc_10 @gh() attributes {sym_visibility = "private"}
llvm.func @tce(%fp: !llvm.ptr, %x: i32) {
  llvm.call %fp(%x) vararg(!llvm.func<void (i32, ...)>) : !llvm.ptr, (i32) -> ()
  llvm.call musttail @tce(%fp, %x) : (!llvm.ptr, i32) -> ()
  llvm.call notail @tce(%fp, %x) {no_unwind} : (!llvm.ptr, i32) -> ()
  %r = llvm.call @va(%x, %x) vararg(!llvm.func<i32 (i32, ...)>) {branch_weights = array<i32: 1>} : (i32, i32) -> i32
  llvm.return
}
llvm.mlir.global internal @gs("abc\00") {addr_space = 0 : i32, alignment = 8 : i64} : !llvm.array<4 x i8>
llvm.mlir.global hidden @hv(3 : i64) : i64
llvm.mlir.global private constant @dense(dense<[1.0, 2.0]> : tensor<2xf32>) : !llvm.array<2 x f32>
llvm.mlir.global external constant @undefinit() : !llvm.struct<(i32)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32)>
  llvm.return %0 : !llvm.struct<(i32)>
}
llvm.mlir.global external @ex() {section = "foo"} : i32
// -----
// Memory: alloca, load, store, getelementptr, aggregates, pointer casts.
llvm.func @mem(%p: !llvm.ptr, %n: i64, %i: i32) {
  %0 = llvm.alloca %n x !llvm.struct<(i32, f32)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %1 = llvm.alloca %i x i32 : (i32) -> !llvm.ptr<5>
  %2 = llvm.alloca inalloca %n x i8 : (i64) -> !llvm.ptr
  %zero_align = llvm.alloca %n x i8 {alignment = 0 : i64} : (i64) -> !llvm.ptr
  %3 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %4 = llvm.load volatile %p : !llvm.ptr -> i32
  %5 = llvm.load %p {nontemporal} : !llvm.ptr -> i64
  %6 = llvm.load %p atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> i64
  %7 = llvm.load %p atomic syncscope("singlethread") acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  %8 = llvm.load %p invariant : !llvm.ptr -> i32
  llvm.store %3, %p {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store volatile %4, %p : i32, !llvm.ptr
  llvm.store %6, %p atomic release {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.store %5, %p {nontemporal} : i64, !llvm.ptr
  %9 = llvm.getelementptr %p[%n] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %10 = llvm.getelementptr inbounds %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %11 = llvm.getelementptr %p[%i, %n, 1] : (!llvm.ptr, i32, i64) -> !llvm.ptr, !llvm.array<4 x struct<(i32, array<3 x f32>)>>
  %13 = llvm.ptrtoint %p : !llvm.ptr to i64
  %14 = llvm.inttoptr %n : i64 to !llvm.ptr
  %15 = llvm.bitcast %n : i64 to f64
  %16 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %17 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x f32>)>
  %18 = llvm.insertvalue %i, %17[0] : !llvm.struct<(i32, array<2 x f32>)>
  %19 = llvm.extractvalue %18[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  %20 = llvm.extractvalue %18[1] : !llvm.struct<(i32, array<2 x f32>)>
  %21 = llvm.insertvalue %20, %18[1] : !llvm.struct<(i32, array<2 x f32>)>
  llvm.return
}
// -----
// Arithmetic, comparisons, casts and vector element ops.
llvm.func @arith(%a: i32, %b: i32, %f: f32, %g: f32, %v: vector<4xf32>, %vi: vector<4xi32>, %c: i1, %p: !llvm.ptr) {
  %0 = llvm.add %a, %b overflow<nsw, nuw> : i32
  %1 = llvm.sub %a, %b overflow<nsw> : i32
  %2 = llvm.mul %a, %b : i32
  %3 = llvm.udiv %a, %b : i32
  %4 = llvm.sdiv %a, %b : i32
  %5 = llvm.urem %a, %b : i32
  %6 = llvm.srem %a, %b : i32
  %7 = llvm.and %a, %b : i32
  %8 = llvm.or %a, %b : i32
  %9 = llvm.xor %a, %b : i32
  %10 = llvm.shl %a, %b overflow<nuw> : i32
  %11 = llvm.lshr %a, %b : i32
  %12 = llvm.ashr %a, %b : i32
  %13 = llvm.fadd %f, %g {fastmathFlags = #llvm.fastmath<fast>} : f32
  %14 = llvm.fsub %f, %g : f32
  %15 = llvm.fmul %f, %g {fastmathFlags = #llvm.fastmath<nnan, contract>} : f32
  %16 = llvm.fdiv %f, %g : f32
  %17 = llvm.frem %f, %g : f32
  %18 = llvm.fneg %f {fastmathFlags = #llvm.fastmath<ninf>} : f32
  %19 = llvm.icmp "slt" %a, %b : i32
  %20 = llvm.fcmp "ult" %f, %g {fastmathFlags = #llvm.fastmath<fast>} : f32
  %21 = llvm.icmp "eq" %vi, %vi : vector<4xi32>
  %22 = llvm.icmp "ne" %p, %p : !llvm.ptr
  %23 = llvm.trunc %a : i32 to i8
  %24 = llvm.zext %a : i32 to i64
  %25 = llvm.sext %a : i32 to i64
  %26 = llvm.fptrunc %f : f32 to f16
  %27 = llvm.fpext %f : f32 to f64
  %28 = llvm.fptoui %f : f32 to i32
  %29 = llvm.fptosi %f : f32 to i32
  %30 = llvm.uitofp %a : i32 to f32
  %31 = llvm.sitofp %a : i32 to f32
  %32 = llvm.select %c, %a, %b : i1, i32
  %33 = llvm.select %c, %f, %g {fastmathFlags = #llvm.fastmath<nsz>} : i1, f32
  %34 = llvm.extractelement %v[%a : i32] : vector<4xf32>
  %35 = llvm.insertelement %f, %v[%a : i32] : vector<4xf32>
  %36 = llvm.shufflevector %v, %v [0, 1, -1] : vector<4xf32>
  %37 = llvm.freeze %a : i32
  %38 = llvm.fadd %v, %v : vector<4xf32>
  %39 = llvm.fcmp "oeq" %v, %v : vector<4xf32>
  llvm.return
}
// -----
// Intrinsics: the custom form of the math and bit intrinsics, the generic
// form of those upstream gives no syntax.
llvm.func @intr(%f: f32, %g: f32, %h: f32, %i: i32, %j: i32, %p: !llvm.ptr, %q: !llvm.ptr, %n: i64, %v: vector<4xf32>, %vi: vector<4xi32>, %m: vector<4xi1>, %b: i1, %i8: i8) {
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%p, %q, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%p, %i8, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %0 = llvm.intr.fma(%f, %g, %h) : (f32, f32, f32) -> f32
  %1 = llvm.intr.fmuladd(%f, %g, %h) : (f32, f32, f32) -> f32
  %2 = llvm.intr.fabs(%f) : (f32) -> f32
  %3 = llvm.intr.sqrt(%f) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %4 = llvm.intr.exp(%f) : (f32) -> f32
  %5 = llvm.intr.exp2(%f) : (f32) -> f32
  %6 = llvm.intr.log(%f) : (f32) -> f32
  %7 = llvm.intr.log2(%f) : (f32) -> f32
  %8 = llvm.intr.log10(%f) : (f32) -> f32
  %9 = llvm.intr.pow(%f, %g) : (f32, f32) -> f32
  %10 = llvm.intr.powi(%f, %i) : (f32, i32) -> f32
  %11 = llvm.intr.sin(%f) : (f32) -> f32
  %12 = llvm.intr.cos(%f) : (f32) -> f32
  %13 = llvm.intr.floor(%f) : (f32) -> f32
  %14 = llvm.intr.ceil(%f) : (f32) -> f32
  %15 = llvm.intr.round(%f) : (f32) -> f32
  %16 = llvm.intr.roundeven(%f) : (f32) -> f32
  %17 = llvm.intr.trunc(%f) : (f32) -> f32
  %18 = llvm.intr.copysign(%f, %g) : (f32, f32) -> f32
  %19 = llvm.intr.minnum(%f, %g) : (f32, f32) -> f32
  %20 = llvm.intr.maxnum(%f, %g) : (f32, f32) -> f32
  %21 = llvm.intr.minimum(%f, %g) : (f32, f32) -> f32
  %22 = llvm.intr.maximum(%f, %g) : (f32, f32) -> f32
  %23 = "llvm.intr.ctlz"(%i) <{is_zero_poison = false}> : (i32) -> i32
  %24 = "llvm.intr.cttz"(%i) <{is_zero_poison = true}> : (i32) -> i32
  %25 = llvm.intr.ctpop(%i) : (i32) -> i32
  %26 = "llvm.intr.abs"(%i) <{is_int_min_poison = false}> : (i32) -> i32
  %27 = llvm.intr.smin(%i, %j) : (i32, i32) -> i32
  %28 = llvm.intr.smax(%i, %j) : (i32, i32) -> i32
  %29 = llvm.intr.umin(%i, %j) : (i32, i32) -> i32
  %30 = llvm.intr.umax(%i, %j) : (i32, i32) -> i32
  %31 = "llvm.intr.vector.reduce.add"(%vi) : (vector<4xi32>) -> i32
  %32 = "llvm.intr.vector.reduce.mul"(%vi) : (vector<4xi32>) -> i32
  %33 = "llvm.intr.vector.reduce.and"(%vi) : (vector<4xi32>) -> i32
  %34 = "llvm.intr.vector.reduce.or"(%vi) : (vector<4xi32>) -> i32
  %35 = "llvm.intr.vector.reduce.xor"(%vi) : (vector<4xi32>) -> i32
  %36 = "llvm.intr.vector.reduce.smax"(%vi) : (vector<4xi32>) -> i32
  %37 = "llvm.intr.vector.reduce.smin"(%vi) : (vector<4xi32>) -> i32
  %38 = "llvm.intr.vector.reduce.umax"(%vi) : (vector<4xi32>) -> i32
  %39 = "llvm.intr.vector.reduce.umin"(%vi) : (vector<4xi32>) -> i32
  %40 = "llvm.intr.vector.reduce.fadd"(%f, %v) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  %41 = "llvm.intr.vector.reduce.fmul"(%f, %v) : (f32, vector<4xf32>) -> f32
  %42 = "llvm.intr.vector.reduce.fmax"(%v) : (vector<4xf32>) -> f32
  %43 = "llvm.intr.vector.reduce.fmin"(%v) : (vector<4xf32>) -> f32
  %44 = "llvm.intr.vector.reduce.fmaximum"(%v) : (vector<4xf32>) -> f32
  %45 = "llvm.intr.vector.reduce.fminimum"(%v) : (vector<4xf32>) -> f32
  %46 = llvm.intr.masked.load %p, %m, %v {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.store %v, %p, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  %47 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %47 : !llvm.ptr
  llvm.intr.lifetime.start 4, %p : !llvm.ptr
  llvm.intr.lifetime.end 4, %p : !llvm.ptr
  "llvm.intr.assume"(%b) : (i1) -> ()
  %48 = "llvm.intr.expect"(%i, %j) : (i32, i32) -> i32
  %49 = "llvm.intr.is.fpclass"(%f) <{bit = 3 : i32}> : (f32) -> i1
  %50 = llvm.intr.bitreverse(%i) : (i32) -> i32
  %51 = llvm.intr.bswap(%i) : (i32) -> i32
  %52 = llvm.intr.fshl(%i, %j, %i) : (i32, i32, i32) -> i32
  %53 = llvm.intr.fshr(%i, %j, %i) : (i32, i32, i32) -> i32
  %54 = "llvm.intr.sadd.with.overflow"(%i, %j) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %55 = "llvm.intr.uadd.with.overflow"(%i, %j) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %56 = llvm.intr.fma(%v, %v, %v) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  llvm.return
}
// -----
// Attributes of the dialect in attribute dictionaries: every linkage kind,
// calling conventions, tail call kinds, frame pointer kinds, fastmath and
// overflow flags (printed in upstream's canonical order).
module attributes {test.linkages = [#llvm.linkage<external>, #llvm.linkage<available_externally>, #llvm.linkage<linkonce>, #llvm.linkage<linkonce_odr>, #llvm.linkage<weak>, #llvm.linkage<weak_odr>, #llvm.linkage<appending>, #llvm.linkage<internal>, #llvm.linkage<private>, #llvm.linkage<extern_weak>, #llvm.linkage<common>, #llvm.linkage< "internal" >]} {
  llvm.func @attrs() attributes {test.cconv = [#llvm.cconv<ccc>, #llvm.cconv<fastcc>, #llvm.cconv<coldcc>, #llvm.cconv<cc_10>, #llvm.cconv<swiftcc>, #llvm.cconv<x86_stdcallcc>, #llvm.cconv<aarch64_sve_vectorcallcc>, #llvm.cconv<m68k_intrcc>], test.tail = [#llvm.tailcallkind<none>, #llvm.tailcallkind<notail>, #llvm.tailcallkind<musttail>, #llvm.tailcallkind<tail>], test.fp = [#llvm.framePointerKind<none>, #llvm.framePointerKind<"non-leaf">, #llvm.framePointerKind<all>, #llvm.framePointerKind<reserved>], test.fmf = [#llvm.fastmath<none>, #llvm.fastmath<contract, nnan>, #llvm.fastmath<reassoc,afn,arcp>, #llvm.fastmath<nnan, ninf, nsz, arcp, contract, afn, reassoc>, #llvm.fastmath<fast>], test.ovf = [#llvm.overflow<none>, #llvm.overflow<nuw, nsw>, #llvm.overflow<nuw>]}
  llvm.func @calls(%a: f32) {
    %0 = llvm.call @f32(%a) {fastmathFlags = #llvm.fastmath<afn, reassoc>} : (f32) -> f32
    "llvm.call"(%a) <{CConv = #llvm.cconv<coldcc>, TailCallKind = #llvm.tailcallkind<notail>, callee = @f32, fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    llvm.return
  }
  llvm.func coldcc @f32(f32) -> f32 attributes {frame_pointer = #llvm.framePointerKind<"non-leaf">, passthrough = ["noinline", ["frame-pointer", "all"]], target_cpu = "x86-64"}
}
// -----
// Atomics: atomicrmw, cmpxchg and fence.
llvm.func @atomics(%p: !llvm.ptr, %i: i32, %f: f32, %q: !llvm.ptr) {
  %0 = llvm.atomicrmw add %p, %i monotonic : !llvm.ptr, i32
  %1 = llvm.atomicrmw volatile xchg %p, %i syncscope("agent") seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
  %2 = llvm.atomicrmw fadd %p, %f acq_rel : !llvm.ptr, f32
  %3 = llvm.atomicrmw _and %p, %i release : !llvm.ptr, i32
  %4 = llvm.atomicrmw uinc_wrap %p, %i acquire : !llvm.ptr, i32
  %5 = llvm.cmpxchg %p, %i, %i acq_rel monotonic : !llvm.ptr, i32
  %6 = llvm.cmpxchg weak volatile %p, %q, %q syncscope("x") seq_cst seq_cst {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  llvm.fence acquire
  llvm.fence syncscope("agent") seq_cst
  %7 = llvm.atomicrmw fmax %p, %f monotonic : !llvm.ptr, f32
  %8 = llvm.atomicrmw nand %p, %i monotonic : !llvm.ptr, i32
  llvm.return
}
// -----
// Module-level ops, inline assembly and tokens.
llvm.func @ctor() {
  llvm.return
}
llvm.func @dtor() {
  llvm.return
}
llvm.mlir.global_ctors {ctors = [@ctor], priorities = [65535 : i32]}
llvm.mlir.global_dtors {dtors = [@dtor], priorities = [0 : i32]}
llvm.func @misc(%ap: !llvm.ptr, %a: i32) -> i32 {
  %1 = llvm.inline_asm "add $0, $1", "=r,r" %a : (i32) -> i32
  %2 = llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel "nop", "" : () -> i32
  llvm.inline_asm has_side_effects "nop", "" : () -> ()
  %3 = llvm.mlir.none : !llvm.token
  llvm.return %1 : i32
}
// -----
// Globals: default linkage, untyped strings, float initializers, discardable
// attributes, initializer regions, addresses in other address spaces.
llvm.mlir.global @counter() : i32
llvm.mlir.global constant @answer(7) : i64
llvm.mlir.global private @tagged(3 : i16) {my.tag = 1} : i16
llvm.mlir.global internal constant @half(0.5) : f32
llvm.mlir.global internal constant @"name.with.dots"("xyz") : !llvm.array<3 x i8>
llvm.mlir.global private @untyped("untyped")
llvm.mlir.global common @zeroed() : i64
llvm.mlir.global appending @list() : !llvm.array<3 x i32>
llvm.mlir.global external @shared(5 : i32) {addr_space = 3 : i32} : i32
llvm.mlir.global internal @computed() : !llvm.ptr {
  %0 = llvm.mlir.addressof @counter : !llvm.ptr
  %1 = llvm.getelementptr %0[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return %1 : !llvm.ptr
}
llvm.func @global_addresses() {
  %0 = llvm.mlir.addressof @"name.with.dots" : !llvm.ptr
  %1 = llvm.mlir.addressof @shared : !llvm.ptr<3>
  %2 = llvm.mlir.addressof @global_addresses : !llvm.ptr
  llvm.return
}

// -----

// Memory effects of functions: the three locations in any order, printed
// in upstream's.
llvm.func @memory_effects() attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write>}
llvm.func @memory_effects_any_order() attributes {memory = #llvm.memory_effects<inaccessibleMem = readwrite, argMem = none, other = read>}

// PIPELINE: --canonicalize --split-input-file
// Folding in the llvm dialect: extractvalue through insertvalue chains,
// getelementptr with constant indices, and constants (llvm.mlir.constant,
// undef, addressof) uniqued and hoisted like upstream's.

// CHECK-LABEL: llvm.func @extract_of_insert
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: llvm.return %2 : !llvm.struct<(i32, f32)>
llvm.func @extract_of_insert(%a: i32, %b: f32, %s: !llvm.struct<(i32, f32, array<2 x i64>)>, %x: i64) -> !llvm.struct<(i32, f32)> {
  %0 = llvm.insertvalue %a, %s[0] : !llvm.struct<(i32, f32, array<2 x i64>)>
  %1 = llvm.insertvalue %b, %0[1] : !llvm.struct<(i32, f32, array<2 x i64>)>
  %2 = llvm.insertvalue %x, %1[2, 0] : !llvm.struct<(i32, f32, array<2 x i64>)>
  %3 = llvm.extractvalue %2[0] : !llvm.struct<(i32, f32, array<2 x i64>)>
  %4 = llvm.extractvalue %2[1] : !llvm.struct<(i32, f32, array<2 x i64>)>
  %5 = llvm.extractvalue %2[2, 1] : !llvm.struct<(i32, f32, array<2 x i64>)>
  %6 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %7 = llvm.insertvalue %3, %6[0] : !llvm.struct<(i32, f32)>
  %8 = llvm.insertvalue %4, %7[1] : !llvm.struct<(i32, f32)>
  llvm.return %8 : !llvm.struct<(i32, f32)>
}

// -----

// CHECK-LABEL: llvm.func @gep_constants
// CHECK-NEXT: %0 = llvm.getelementptr %arg0[3, %arg1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x f32>
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
llvm.func @gep_constants(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %0 = llvm.getelementptr %p[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr %0[%c3, %i] : (!llvm.ptr, i32, i64) -> !llvm.ptr, !llvm.array<4 x f32>
  llvm.return %1 : !llvm.ptr
}

// -----

llvm.mlir.global internal constant @msg("hi") {addr_space = 0 : i32}

// CHECK-LABEL: llvm.func @constants_hoisted
// CHECK-NEXT: %0 = llvm.mlir.undef : i32
// CHECK-NEXT: %1 = llvm.mlir.addressof @msg : !llvm.ptr
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK: llvm.store %2, %1 : i32, !llvm.ptr
// CHECK: llvm.store %0, %1 : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %2, %1 : i32, !llvm.ptr
llvm.func @constants_hoisted(%c: i1) {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.mlir.addressof @msg : !llvm.ptr
  llvm.store %0, %1 : i32, !llvm.ptr
  llvm.br ^bb2
^bb2:
  %2 = llvm.mlir.undef : i32
  %3 = llvm.mlir.addressof @msg : !llvm.ptr
  %4 = llvm.mlir.constant(1 : i32) : i32
  llvm.store %2, %3 : i32, !llvm.ptr
  llvm.store %4, %3 : i32, !llvm.ptr
  llvm.return
}

// -----

// A bitcast or addrspacecast to the operand's type is the operand; one of a
// cast of the same kind casts the first one's operand, or is it.
// CHECK-LABEL: func.func @chained_casts(
// CHECK-NEXT: %[[F:.*]] = llvm.bitcast %arg0 : i64 to f64
// CHECK-NEXT: %[[V:.*]] = llvm.bitcast %arg0 : i64 to vector<2xf32>
// CHECK-NEXT: %[[A:.*]] = llvm.addrspacecast %arg1 : !llvm.ptr to !llvm.ptr<2>
// CHECK-NEXT: return %arg0, %[[V]], %[[F]], %arg1, %[[A]]
func.func @chained_casts(%x: i64, %p: !llvm.ptr) -> (i64, vector<2xf32>, f64, !llvm.ptr, !llvm.ptr<2>) {
  %a = llvm.bitcast %x : i64 to f64
  %b = llvm.bitcast %a : f64 to i64
  %c = llvm.bitcast %a : f64 to vector<2xf32>
  %d = llvm.bitcast %x : i64 to i64
  %e = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %f = llvm.addrspacecast %e : !llvm.ptr<1> to !llvm.ptr
  %g = llvm.addrspacecast %e : !llvm.ptr<1> to !llvm.ptr<2>
  return %b, %c, %a, %f, %g : i64, vector<2xf32>, f64, !llvm.ptr, !llvm.ptr<2>
}

// -----

// icmp eq/ne of a value with itself is a constant (a splat for vectors);
// other predicates, and eq of two different values, stay.
// CHECK-LABEL: llvm.func @icmp_same_operands
// CHECK-DAG: %[[F:.*]] = llvm.mlir.constant(false) : i1
// CHECK-DAG: %[[T:.*]] = llvm.mlir.constant(dense<true> : vector<3xi1>) : vector<3xi1>
// CHECK-DAG: %[[LT:.*]] = llvm.icmp "slt" %arg0, %arg0 : i32
// CHECK-DAG: %[[EQ:.*]] = llvm.icmp "eq" %arg1, %arg2 : !llvm.ptr
// CHECK: llvm.return
llvm.func @icmp_same_operands(%a: i32, %p: !llvm.ptr, %q: !llvm.ptr, %v: vector<3xi64>) -> !llvm.struct<(i1, vector<3xi1>, i1, i1)> {
  %0 = llvm.icmp "ne" %p, %p : !llvm.ptr
  %1 = llvm.icmp "eq" %v, %v : vector<3xi64>
  %2 = llvm.icmp "slt" %a, %a : i32
  %3 = llvm.icmp "eq" %p, %q : !llvm.ptr
  %u = llvm.mlir.undef : !llvm.struct<(i1, vector<3xi1>, i1, i1)>
  %s0 = llvm.insertvalue %0, %u[0] : !llvm.struct<(i1, vector<3xi1>, i1, i1)>
  %s1 = llvm.insertvalue %1, %s0[1] : !llvm.struct<(i1, vector<3xi1>, i1, i1)>
  %s2 = llvm.insertvalue %2, %s1[2] : !llvm.struct<(i1, vector<3xi1>, i1, i1)>
  %s3 = llvm.insertvalue %3, %s2[3] : !llvm.struct<(i1, vector<3xi1>, i1, i1)>
  llvm.return %s3 : !llvm.struct<(i1, vector<3xi1>, i1, i1)>
}

// -----

// Unused loads go unless volatile or atomic; unused inline assembly goes
// unless it has side effects.
// CHECK-LABEL: llvm.func @unused_loads_and_asm
// CHECK-NEXT: llvm.load volatile %arg0 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.load %arg0 atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i64
// CHECK-NEXT: llvm.inline_asm has_side_effects "nop", ""
// CHECK-NEXT: llvm.return
llvm.func @unused_loads_and_asm(%p: !llvm.ptr) {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load volatile %p : !llvm.ptr -> i32
  %2 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i64
  %3 = llvm.load %p atomic not_atomic : !llvm.ptr -> f32
  llvm.inline_asm has_side_effects "nop", "" : () -> ()
  %4 = llvm.inline_asm "mov $0, 1", "=r" : () -> i32
  llvm.return
}

// -----

// A stack address is never null; a global's address is left compared.
llvm.mlir.global external @g() : i32

// CHECK-LABEL: llvm.func @icmp_alloca_null
// CHECK-DAG: llvm.mlir.constant(false) : i1
// CHECK-DAG: llvm.mlir.constant(true) : i1
// CHECK-DAG: llvm.icmp "ult" %[[A:.*]], %[[Z:.*]] : !llvm.ptr
// CHECK-DAG: llvm.icmp "eq" %{{.*}}, %[[Z]] : !llvm.ptr
// CHECK-NOT: llvm.icmp
llvm.func @icmp_alloca_null() -> !llvm.struct<(i1, i1, i1, i1)> {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x i64 : (i32) -> !llvm.ptr
  %z = llvm.mlir.zero : !llvm.ptr
  %g = llvm.mlir.addressof @g : !llvm.ptr
  %0 = llvm.icmp "eq" %a, %z : !llvm.ptr
  %1 = llvm.icmp "ne" %z, %a : !llvm.ptr
  %2 = llvm.icmp "ult" %a, %z : !llvm.ptr
  %3 = llvm.icmp "eq" %g, %z : !llvm.ptr
  %u = llvm.mlir.undef : !llvm.struct<(i1, i1, i1, i1)>
  %s0 = llvm.insertvalue %0, %u[0] : !llvm.struct<(i1, i1, i1, i1)>
  %s1 = llvm.insertvalue %1, %s0[1] : !llvm.struct<(i1, i1, i1, i1)>
  %s2 = llvm.insertvalue %2, %s1[2] : !llvm.struct<(i1, i1, i1, i1)>
  %s3 = llvm.insertvalue %3, %s2[3] : !llvm.struct<(i1, i1, i1, i1)>
  llvm.return %s3 : !llvm.struct<(i1, i1, i1, i1)>
}

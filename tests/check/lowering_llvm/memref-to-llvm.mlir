// PIPELINE: --finalize-memref-to-llvm --split-input-file
// finalize-memref-to-llvm: memref ops become llvm ops on descriptors
// (!llvm.struct<(ptr, ptr, i64, array<r x i64>, array<r x i64>)>), as
// mlir-opt-19 lowers them; the C functions called are declared once.

// CHECK: llvm.func @free(!llvm.ptr)
// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: func.func @alloc_dynamic
// CHECK: %[[N:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK: %[[C4:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[COUNT:.*]] = llvm.mul %[[N]], %[[C4]] : i64
// CHECK: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: %[[END:.*]] = llvm.getelementptr %[[NULL]][%[[COUNT]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[BYTES:.*]] = llvm.ptrtoint %[[END]] : !llvm.ptr to i64
// CHECK: %[[P:.*]] = llvm.call @malloc(%[[BYTES]]) : (i64) -> !llvm.ptr
// CHECK: llvm.insertvalue %[[P]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[P]], %{{.*}}[1]
// CHECK: llvm.insertvalue %[[N]], %{{.*}}[3, 0]
// CHECK: llvm.insertvalue %[[C4]], %{{.*}}[3, 1]
// CHECK: llvm.insertvalue %[[C4]], %{{.*}}[4, 0]
// CHECK: llvm.insertvalue %[[C1]], %{{.*}}[4, 1]
// CHECK-LABEL: func.func @alloc_aligned
// CHECK: %[[BYTES:.*]] = llvm.ptrtoint
// CHECK: %[[A:.*]] = llvm.mlir.constant(32 : index) : i64
// CHECK: %[[TOTAL:.*]] = llvm.add %[[BYTES]], %[[A]] : i64
// CHECK: %[[P:.*]] = llvm.call @malloc(%[[TOTAL]])
// CHECK: %[[PI:.*]] = llvm.ptrtoint %[[P]] : !llvm.ptr to i64
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[BUMP:.*]] = llvm.sub %[[A]], %[[ONE]] : i64
// CHECK: %[[BUMPED:.*]] = llvm.add %[[PI]], %[[BUMP]] : i64
// CHECK: %[[REM:.*]] = llvm.urem %[[BUMPED]], %[[A]] : i64
// CHECK: %[[AL:.*]] = llvm.sub %[[BUMPED]], %[[REM]] : i64
// CHECK: %[[AP:.*]] = llvm.inttoptr %[[AL]] : i64 to !llvm.ptr
// CHECK: llvm.insertvalue %[[P]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[AP]], %{{.*}}[1]
// CHECK-LABEL: func.func @dealloc
// CHECK: %[[AP:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: llvm.call @free(%[[AP]]) : (!llvm.ptr) -> ()
// CHECK-NOT: memref.
func.func @alloc_dynamic(%n: index) -> memref<?x4xf32> {
  %0 = memref.alloc(%n) : memref<?x4xf32>
  return %0 : memref<?x4xf32>
}
func.func @alloc_aligned() -> memref<2xf32> {
  %0 = memref.alloc() {alignment = 32} : memref<2xf32>
  return %0 : memref<2xf32>
}
func.func @dealloc(%m: memref<?xf32>) {
  memref.dealloc %m : memref<?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @alloca
// CHECK: %[[N:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK: %[[P:.*]] = llvm.alloca %[[N]] x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK: llvm.insertvalue %[[P]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[P]], %{{.*}}[1]
// CHECK-NOT: llvm.call
func.func @alloca(%n: index) -> memref<?xf32> {
  %0 = memref.alloca(%n) {alignment = 16} : memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @load_store
// CHECK-DAG: %[[J:.*]] = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-DAG: %[[I:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-DAG: %[[D:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[BASE:.*]] = llvm.extractvalue %[[D]][1]
// CHECK: %[[S0:.*]] = llvm.extractvalue %[[D]][4, 0]
// CHECK: %[[M:.*]] = llvm.mul %[[I]], %[[S0]] : i64
// CHECK: %[[IDX:.*]] = llvm.add %[[M]], %[[J]] : i64
// CHECK: %[[P:.*]] = llvm.getelementptr %[[BASE]][%[[IDX]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[V:.*]] = llvm.load %[[P]] {nontemporal} : !llvm.ptr -> f32
// CHECK: %[[Q:.*]] = llvm.getelementptr
// CHECK: llvm.store %[[V]], %[[Q]] : f32, !llvm.ptr
func.func @load_store(%m: memref<?x?xf32>, %i: index, %j: index) -> f32 {
  %0 = memref.load %m[%i, %j] {nontemporal = true} : memref<?x?xf32>
  memref.store %0, %m[%j, %i] : memref<?x?xf32>
  return %0 : f32
}

// -----

// A static offset is added to the aligned pointer first.
// CHECK-LABEL: func.func @load_offset
// CHECK: %[[BASE:.*]] = llvm.extractvalue %{{.*}}[1]
// CHECK: %[[START:.*]] = llvm.getelementptr %[[BASE]][8] : (!llvm.ptr) -> !llvm.ptr, i32
// CHECK: %[[C2:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK: %[[M:.*]] = llvm.mul %{{.*}}, %[[C2]] : i64
// CHECK: llvm.getelementptr %[[START]][%[[M]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
func.func @load_offset(%m: memref<4xi32, strided<[2], offset: 8>>, %i: index) -> i32 {
  %0 = memref.load %m[%i] : memref<4xi32, strided<[2], offset: 8>>
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @dims
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<?x4xf32> to
// CHECK: llvm.extractvalue %[[D]][3, 0]
// CHECK: llvm.mlir.constant(4 : index) : i64
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<?x4xf32> to
// CHECK: %[[I:.*]] = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK: %[[SIZES:.*]] = llvm.extractvalue %[[D]][3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[SLOT:.*]] = llvm.alloca %[[ONE]] x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// CHECK: llvm.store %[[SIZES]], %[[SLOT]] : !llvm.array<2 x i64>, !llvm.ptr
// CHECK: %[[AT:.*]] = llvm.getelementptr %[[SLOT]][0, %[[I]]] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// CHECK: llvm.load %[[AT]] : !llvm.ptr -> i64
// CHECK: %[[U:.*]] = builtin.unrealized_conversion_cast %arg1 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK: %[[I:.*]] = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK: %[[P:.*]] = llvm.extractvalue %[[U]][1] : !llvm.struct<(i64, ptr)>
// CHECK: %[[OFF:.*]] = llvm.getelementptr %[[P]][0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[K:.*]] = llvm.add %[[I]], %[[ONE]] : i64
// CHECK: %[[SZ:.*]] = llvm.getelementptr %[[OFF]][%[[K]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK: llvm.load %[[SZ]] : !llvm.ptr -> i64
// CHECK: %[[U:.*]] = builtin.unrealized_conversion_cast %arg1 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK: llvm.extractvalue %[[U]][0] : !llvm.struct<(i64, ptr)>
// CHECK: llvm.mlir.constant(2 : index) : i64
func.func @dims(%m: memref<?x4xf32>, %u: memref<*xf32>, %i: index) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.dim %m, %c0 : memref<?x4xf32>
  %1 = memref.dim %m, %c1 : memref<?x4xf32>
  %2 = memref.dim %m, %i : memref<?x4xf32>
  %3 = memref.dim %u, %i : memref<*xf32>
  %4 = memref.rank %u : memref<*xf32>
  %5 = memref.rank %m : memref<?x4xf32>
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

// -----

// CHECK: llvm.mlir.global private constant @g(dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<2 x array<2 x f32>>
// CHECK: llvm.mlir.global external @h() {addr_space = 0 : i32} : !llvm.array<3 x i32> {
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.array<3 x i32>
// CHECK-NEXT: llvm.return %[[U]] : !llvm.array<3 x i32>
// CHECK: llvm.mlir.global external @s(5.000000e+00 : f32) {addr_space = 0 : i32} : f32
// CHECK: llvm.mlir.global private @ext() {addr_space = 0 : i32} : !llvm.array<2 x i64>
// CHECK-LABEL: func.func @get_global
// CHECK: %[[ADDR:.*]] = llvm.mlir.addressof @g : !llvm.ptr
// CHECK: %[[START:.*]] = llvm.getelementptr %[[ADDR]][0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<2 x f32>>
// CHECK: %[[BEEF:.*]] = llvm.mlir.constant(3735928559 : index) : i64
// CHECK: %[[ALLOCATED:.*]] = llvm.inttoptr %[[BEEF]] : i64 to !llvm.ptr
// CHECK: llvm.insertvalue %[[ALLOCATED]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[START]], %{{.*}}[1]
// CHECK: llvm.mlir.addressof @s : !llvm.ptr
// CHECK: llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
memref.global "private" constant @g : memref<2x2xf32> = dense<[[1.0, 2.0], [3.0, 4.0]]> {alignment = 64}
memref.global @h : memref<3xi32> = uninitialized
memref.global @s : memref<f32> = dense<5.0>
memref.global "private" @ext : memref<2xi64>
func.func @get_global() -> (memref<2x2xf32>, memref<f32>) {
  %0 = memref.get_global @g : memref<2x2xf32>
  %1 = memref.get_global @s : memref<f32>
  return %0, %1 : memref<2x2xf32>, memref<f32>
}

// -----

// CHECK-LABEL: func.func @casts
// The ranked cast is the same descriptor.
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: builtin.unrealized_conversion_cast %[[D]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[SLOT:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK: llvm.store %{{.*}}, %[[SLOT]]
// CHECK: %[[RANK:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[U0:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK: %[[U1:.*]] = llvm.insertvalue %[[RANK]], %[[U0]][0]
// CHECK: llvm.insertvalue %[[SLOT]], %[[U1]][1]
// CHECK: %[[U:.*]] = builtin.unrealized_conversion_cast %arg1 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK: %[[P:.*]] = llvm.extractvalue %[[U]][1] : !llvm.struct<(i64, ptr)>
// CHECK: llvm.load %[[P]] : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
func.func @casts(%m: memref<4xf32>, %u: memref<*xf32>) -> (memref<?xf32>, memref<*xf32>, memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %m : memref<4xf32> to memref<*xf32>
  %2 = memref.cast %u : memref<*xf32> to memref<4xf32>
  return %0, %1, %2 : memref<?xf32>, memref<*xf32>, memref<4xf32>
}

// -----

// CHECK: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @copy
// Contiguous: one memcpy of size0 * size1 * sizeof(f32) bytes.
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[S0:.*]] = llvm.extractvalue %{{.*}}[3, 0]
// CHECK: %[[N0:.*]] = llvm.mul %{{.*}}, %{{.*}} : i64
// CHECK: %[[S1:.*]] = llvm.extractvalue %{{.*}}[3, 1]
// CHECK: %[[N1:.*]] = llvm.mul %[[N0]], %[[S1]] : i64
// CHECK: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: %[[E:.*]] = llvm.getelementptr %[[NULL]][1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK: %[[ES:.*]] = llvm.ptrtoint %[[E]] : !llvm.ptr to i64
// CHECK: %[[BYTES:.*]] = llvm.mul %[[N1]], %[[ES]] : i64
// CHECK: %[[SRC:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[DST:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: "llvm.intr.memcpy"(%[[DST]], %[[SRC]], %[[BYTES]]) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// Strided: memrefCopy on unranked descriptors on the stack.
// CHECK: %[[SAVED:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[FROM:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(i64, ptr)>
// CHECK: %[[TO:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(i64, ptr)>
// CHECK: %[[ES:.*]] = llvm.ptrtoint
// CHECK: llvm.call @memrefCopy(%[[ES]], %[[FROM]], %[[TO]]) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.intr.stackrestore %[[SAVED]] : !llvm.ptr
func.func @copy(%a: memref<4x4xf32>, %b: memref<4x4xf32>, %c: memref<2x2xf32, strided<[4,1], offset: ?>>, %d: memref<2x2xf32>) {
  memref.copy %a, %b : memref<4x4xf32> to memref<4x4xf32>
  memref.copy %c, %d : memref<2x2xf32, strided<[4,1], offset: ?>> to memref<2x2xf32>
  return
}

// -----

// CHECK-LABEL: func.func @reinterpret
// CHECK: %[[O:.*]] = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK: %[[R0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[AL:.*]] = llvm.extractvalue %{{.*}}[0]
// CHECK: %[[AG:.*]] = llvm.extractvalue %{{.*}}[1]
// CHECK: %[[R1:.*]] = llvm.insertvalue %[[AL]], %[[R0]][0]
// CHECK: %[[R2:.*]] = llvm.insertvalue %[[AG]], %[[R1]][1]
// CHECK: %[[R3:.*]] = llvm.insertvalue %[[O]], %[[R2]][2]
// CHECK: %[[C2:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK: %[[R4:.*]] = llvm.insertvalue %[[C2]], %[[R3]][3, 0]
// CHECK: %[[R5:.*]] = llvm.insertvalue %[[O]], %[[R4]][4, 0]
// CHECK: %[[R6:.*]] = llvm.insertvalue %[[O]], %[[R5]][3, 1]
// CHECK: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: llvm.insertvalue %[[C1]], %[[R6]][4, 1]
// From an unranked source, both pointers are loaded from its descriptor.
// CHECK: %[[U:.*]] = builtin.unrealized_conversion_cast %arg1 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK: %[[P:.*]] = llvm.extractvalue %[[U]][1] : !llvm.struct<(i64, ptr)>
// CHECK: llvm.load %[[P]] : !llvm.ptr -> !llvm.ptr
// CHECK: %[[SECOND:.*]] = llvm.getelementptr %[[P]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: llvm.load %[[SECOND]] : !llvm.ptr -> !llvm.ptr
func.func @reinterpret(%m: memref<?xf32>, %u: memref<*xf32>, %o: index) -> (memref<2x?xf32, strided<[?, 1], offset: ?>>, memref<4xf32, strided<[1], offset: 2>>) {
  %0 = memref.reinterpret_cast %m to offset: [%o], sizes: [2, %o], strides: [%o, 1] : memref<?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.reinterpret_cast %u to offset: [2], sizes: [4], strides: [1] : memref<*xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %0, %1 : memref<2x?xf32, strided<[?, 1], offset: ?>>, memref<4xf32, strided<[1], offset: 2>>
}

// -----

// CHECK-LABEL: func.func @metadata
// CHECK: %[[AL:.*]] = llvm.extractvalue %[[D:.*]][0]
// CHECK: %[[AG:.*]] = llvm.extractvalue %[[D]][1]
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[B0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[B1:.*]] = llvm.insertvalue %[[AL]], %[[B0]][0]
// CHECK: %[[B2:.*]] = llvm.insertvalue %[[AG]], %[[B1]][1]
// CHECK: llvm.insertvalue %[[ZERO]], %[[B2]][2]
// CHECK: llvm.extractvalue %[[D]][2]
// CHECK: llvm.extractvalue %[[D]][3, 0]
// CHECK: llvm.extractvalue %[[D]][4, 1]
// CHECK: %[[AP:.*]] = llvm.extractvalue %{{.*}}[1]
// CHECK: llvm.ptrtoint %[[AP]] : !llvm.ptr to i64
func.func @metadata(%m: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<?x4xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<?x4xf32, strided<[?, 1], offset: ?>> -> index
  return %b, %o, %s#0, %s#1, %t#0, %t#1, %p : memref<f32>, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @scope
// CHECK: %[[SAVED:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: llvm.br ^[[BODY:bb[0-9]+]]
// CHECK: ^[[BODY]]:
// CHECK: llvm.alloca
// CHECK: %[[V:.*]] = llvm.load
// CHECK: llvm.intr.stackrestore %[[SAVED]] : !llvm.ptr
// CHECK-NEXT: llvm.br ^[[CONT:bb[0-9]+]](%[[V]] : f32)
// CHECK: ^[[CONT]](%[[R:.*]]: f32):
// CHECK-NEXT: llvm.br ^[[REST:bb[0-9]+]]
// CHECK: ^[[REST]]:
// CHECK-NEXT: return %[[R]] : f32
func.func @scope(%n: index) -> f32 {
  %r = memref.alloca_scope -> f32 {
    %a = memref.alloca(%n) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<?xf32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @atomics
// CHECK: %[[P:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: llvm.atomicrmw fadd %[[P]], %arg3 acq_rel : !llvm.ptr, f32
// CHECK: %[[Q:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK: llvm.atomicrmw max %[[Q]], %arg4 acq_rel : !llvm.ptr, i32
// CHECK: llvm.atomicrmw _or
// CHECK: llvm.atomicrmw xchg
func.func @atomics(%m: memref<10xf32>, %i: memref<10xi32>, %k: index, %v: f32, %w: i32) -> (f32, i32, i32, i32) {
  %0 = memref.atomic_rmw addf %v, %m[%k] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw maxs %w, %i[%k] : (i32, memref<10xi32>) -> i32
  %2 = memref.atomic_rmw ori %w, %i[%k] : (i32, memref<10xi32>) -> i32
  %3 = memref.atomic_rmw assign %w, %i[%k] : (i32, memref<10xi32>) -> i32
  return %0, %1, %2, %3 : f32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @generic_atomic
// CHECK: %[[P:.*]] = llvm.getelementptr
// CHECK: %[[INIT:.*]] = llvm.load %[[P]] : !llvm.ptr -> i32
// CHECK-NEXT: llvm.br ^[[LOOP:bb[0-9]+]](%[[INIT]] : i32)
// CHECK: ^[[LOOP]](%[[CUR:.*]]: i32):
// CHECK-NEXT: %[[NEW:.*]] = arith.muli %[[CUR]], %arg2 : i32
// CHECK-NEXT: %[[PAIR:.*]] = llvm.cmpxchg %[[P]], %[[CUR]], %[[NEW]] acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: %[[OLD:.*]] = llvm.extractvalue %[[PAIR]][0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %[[OK:.*]] = llvm.extractvalue %[[PAIR]][1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: llvm.cond_br %[[OK]], ^[[END:bb[0-9]+]], ^[[LOOP]](%[[OLD]] : i32)
// CHECK: ^[[END]]:
// CHECK-NEXT: return %[[OLD]] : i32
func.func @generic_atomic(%m: memref<10xi32>, %k: index, %v: i32) -> i32 {
  %0 = memref.generic_atomic_rmw %m[%k] : memref<10xi32> {
  ^bb0(%x: i32):
    %y = arith.muli %x, %v : i32
    memref.atomic_yield %y : i32
  }
  return %0 : i32
}

// -----

// A float element is exchanged as an integer of its width.
// CHECK-LABEL: func.func @generic_atomic_float
// CHECK: ^[[LOOP:bb[0-9]+]](%[[CUR:.*]]: f32):
// CHECK: %[[NEW:.*]] = arith.mulf %[[CUR]], %arg2 : f32
// CHECK: %[[CI:.*]] = llvm.bitcast %[[CUR]] : f32 to i32
// CHECK: %[[NI:.*]] = llvm.bitcast %[[NEW]] : f32 to i32
// CHECK: %[[PAIR:.*]] = llvm.cmpxchg %{{.*}}, %[[CI]], %[[NI]] acq_rel monotonic : !llvm.ptr, i32
// CHECK: %[[OLDI:.*]] = llvm.extractvalue %[[PAIR]][0]
// CHECK: %[[OLD:.*]] = llvm.bitcast %[[OLDI]] : i32 to f32
// CHECK: llvm.cond_br %{{.*}}, ^{{.*}}, ^[[LOOP]](%[[OLD]] : f32)
func.func @generic_atomic_float(%m: memref<10xf32>, %k: index, %v: f32) -> f32 {
  %0 = memref.generic_atomic_rmw %m[%k] : memref<10xf32> {
  ^bb0(%x: f32):
    %y = arith.mulf %x, %v : f32
    memref.atomic_yield %y : f32
  }
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @misc
// CHECK: %[[AG:.*]] = llvm.extractvalue %{{.*}}[1]
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[MASK:.*]] = llvm.mlir.constant(15 : index) : i64
// CHECK: %[[PI:.*]] = llvm.ptrtoint %[[AG]] : !llvm.ptr to i64
// CHECK: %[[LOW:.*]] = llvm.and %[[PI]], %[[MASK]] : i64
// CHECK: %[[OK:.*]] = llvm.icmp "eq" %[[LOW]], %[[ZERO]] : i64
// CHECK: "llvm.intr.assume"(%[[OK]]) : (i1) -> ()
// CHECK: %[[P:.*]] = llvm.getelementptr
// CHECK: "llvm.intr.prefetch"(%[[P]]) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// CHECK: "llvm.intr.prefetch"(%{{.*}}) <{cache = 0 : i32, hint = 1 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
func.func @misc(%m: memref<10xf32>, %k: index) {
  memref.assume_alignment %m, 16 : memref<10xf32>
  memref.prefetch %m[%k], read, locality<3>, data : memref<10xf32>
  memref.prefetch %m[%k], write, locality<1>, instr : memref<10xf32>
  return
}

// -----

// CHECK-LABEL: func.func @view
// CHECK-DAG: %[[N:.*]] = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-DAG: %[[SHIFT:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK: %[[AG:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[P:.*]] = llvm.getelementptr %[[AG]][%[[SHIFT]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK: llvm.insertvalue %[[P]], %{{.*}}[1]
// CHECK: %[[C4:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK: llvm.insertvalue %[[C4]], %{{.*}}[3, 1]
// CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[4, 1]
// CHECK: llvm.insertvalue %[[N]], %{{.*}}[3, 0]
// CHECK: %[[S0:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK: llvm.insertvalue %[[S0]], %{{.*}}[4, 0]
func.func @view(%b: memref<2048xi8>, %s: index, %n: index) -> memref<?x4xf32> {
  %0 = memref.view %b[%s][%n] : memref<2048xi8> to memref<?x4xf32>
  return %0 : memref<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @transpose
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %arg0
// CHECK: %[[S1:.*]] = llvm.extractvalue %[[D]][3, 1]
// CHECK: llvm.insertvalue %[[S1]], %{{.*}}[3, 0]
// CHECK: %[[T1:.*]] = llvm.extractvalue %[[D]][4, 1]
// CHECK: llvm.insertvalue %[[T1]], %{{.*}}[4, 0]
// CHECK: %[[S0:.*]] = llvm.extractvalue %[[D]][3, 0]
// CHECK: llvm.insertvalue %[[S0]], %{{.*}}[3, 1]
// CHECK: %[[T0:.*]] = llvm.extractvalue %[[D]][4, 0]
// CHECK: llvm.insertvalue %[[T0]], %{{.*}}[4, 1]
func.func @transpose(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return %0 : memref<?x?xf32, strided<[1, ?]>>
}

// -----

// CHECK-LABEL: func.func @memory_space
// CHECK: %[[AL:.*]] = llvm.extractvalue %{{.*}}[0]
// CHECK: %[[AG:.*]] = llvm.extractvalue %{{.*}}[1]
// CHECK: llvm.addrspacecast %[[AL]] : !llvm.ptr to !llvm.ptr<1>
// CHECK: llvm.addrspacecast %[[AG]] : !llvm.ptr to !llvm.ptr<1>
// CHECK: llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
func.func @memory_space(%m: memref<4xf32>) -> memref<4xf32, 1> {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>
  return %0 : memref<4xf32, 1>
}

// -----

// CHECK-LABEL: func.func @reshape
// CHECK: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[P1:.*]] = llvm.getelementptr %{{.*}}[1] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK: %[[N1:.*]] = llvm.load %[[P1]] : !llvm.ptr -> i64
// CHECK: llvm.insertvalue %[[N1]], %{{.*}}[3, 1]
// CHECK: llvm.insertvalue %[[C1]], %{{.*}}[4, 1]
// CHECK: %[[S0:.*]] = llvm.mul %[[N1]], %[[C1]] : i64
// CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[3, 0]
// CHECK: llvm.insertvalue %[[S0]], %{{.*}}[4, 0]
func.func @reshape(%m: memref<4x5xf32>, %sh: memref<2xindex>) -> memref<?x?xf32> {
  %0 = memref.reshape %m(%sh) : (memref<4x5xf32>, memref<2xindex>) -> memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

// -----

// realloc grows into a new buffer (the old elements copied, the old buffer
// freed) or keeps the buffer with the new size.
// CHECK: llvm.func @free(!llvm.ptr)
// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: func.func @realloc
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %arg0
// CHECK: %[[N:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK: %[[OLD:.*]] = llvm.extractvalue %[[D]][3, 0]
// CHECK: %[[GROW:.*]] = llvm.icmp "ugt" %[[N]], %[[OLD]] : i64
// CHECK: %[[SAME:.*]] = llvm.insertvalue %[[N]], %[[D]][3, 0]
// CHECK: %[[SAME0:.*]] = llvm.insertvalue %{{.*}}, %[[SAME]][2]
// CHECK: llvm.cond_br %[[GROW]], ^[[NEW:bb[0-9]+]], ^[[CONT:bb[0-9]+]](%[[SAME0]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)
// CHECK: ^[[NEW]]:
// CHECK: %[[P:.*]] = llvm.call @malloc(
// CHECK: %[[AP:.*]] = llvm.inttoptr
// CHECK: %[[FROM:.*]] = llvm.extractvalue %[[D]][1]
// CHECK: %[[BYTES:.*]] = llvm.ptrtoint
// CHECK: "llvm.intr.memcpy"(%[[AP]], %[[FROM]], %[[BYTES]]) <{isVolatile = false}>
// CHECK: %[[OLDP:.*]] = llvm.extractvalue %[[D]][0]
// CHECK: llvm.call @free(%[[OLDP]])
// CHECK: llvm.br ^[[CONT]](%{{.*}} : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)
// CHECK: ^[[CONT]](%[[R:.*]]: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>):
// CHECK-NEXT: %[[M:.*]] = builtin.unrealized_conversion_cast %[[R]] : {{.*}} to memref<?xf32>
// CHECK-NEXT: return %[[M]]
func.func @realloc(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.realloc %m(%n) {alignment = 16} : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// Atomic kinds without an atomicrmw operation use the compare-exchange loop.
// CHECK-LABEL: func.func @atomic_loop
// CHECK: ^[[LOOP:bb[0-9]+]](%[[CUR:.*]]: f32):
// CHECK-NEXT: %[[NEW:.*]] = llvm.fmul %[[CUR]], %arg2 : f32
// CHECK: llvm.cmpxchg
// CHECK: llvm.cond_br %{{.*}}, ^{{.*}}, ^[[LOOP]](
func.func @atomic_loop(%m: memref<10xf32>, %k: index, %v: f32) -> f32 {
  %0 = memref.atomic_rmw mulf %v, %m[%k] : (f32, memref<10xf32>) -> f32
  return %0 : f32
}

// -----

// An unranked memory space cast copies the ranked descriptor, whose size
// depends on the rank, with the pointers cast.
// CHECK-LABEL: func.func @unranked_space
// CHECK: %[[RANK:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i64, ptr)>
// CHECK: %[[SRC:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(i64, ptr)>
// CHECK: llvm.mul %[[RANK]], %{{.*}} : i64
// CHECK: llvm.add
// CHECK: llvm.mul
// CHECK: %[[SIZE:.*]] = llvm.add
// CHECK-NEXT: %[[DST:.*]] = llvm.alloca %[[SIZE]] x i8 : (i64) -> !llvm.ptr
// CHECK: %[[AL:.*]] = llvm.load %[[SRC]] : !llvm.ptr -> !llvm.ptr
// CHECK: llvm.addrspacecast %[[AL]] : !llvm.ptr to !llvm.ptr<1>
// CHECK: %[[REST_FROM:.*]] = llvm.getelementptr %[[SRC]][2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: %[[REST_TO:.*]] = llvm.getelementptr %[[DST]][2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: %[[REST:.*]] = llvm.sub %[[SIZE]], %{{.*}} : i64
// CHECK: "llvm.intr.memcpy"(%[[REST_TO]], %[[REST_FROM]], %[[REST]])
func.func @unranked_space(%u: memref<*xf32>) -> memref<*xf32, 1> {
  %0 = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 1>
  return %0 : memref<*xf32, 1>
}

// -----

// Reshape to an unranked memref fills sizes and strides in a loop from the
// last dimension.
// CHECK-LABEL: func.func @reshape_unranked
// CHECK: %[[RANK:.*]] = llvm.extractvalue %{{.*}}[3, 0]
// CHECK: %[[BUF:.*]] = llvm.alloca %{{.*}} x i8
// CHECK: %[[SIZES:.*]] = llvm.getelementptr %[[BUF]][0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// CHECK: %[[STRIDES:.*]] = llvm.getelementptr %[[SIZES]][%[[RANK]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[LAST:.*]] = llvm.sub %[[RANK]], %[[ONE]] : i64
// CHECK: llvm.br ^[[COND:bb[0-9]+]](%[[LAST]], %[[ONE]] : i64, i64)
// CHECK: ^[[COND]](%[[I:.*]]: i64, %[[STRIDE:.*]]: i64):
// CHECK: %[[MORE:.*]] = llvm.icmp "sge" %[[I]], %{{.*}} : i64
// CHECK: llvm.cond_br %[[MORE]], ^[[BODY:bb[0-9]+]], ^[[REST:bb[0-9]+]]
// CHECK: ^[[BODY]]:
// CHECK: %[[DIM:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK: llvm.store %[[DIM]], %{{.*}} : i64, !llvm.ptr
// CHECK: llvm.store %[[STRIDE]], %{{.*}} : i64, !llvm.ptr
// CHECK: %[[NEXT:.*]] = llvm.mul %[[STRIDE]], %[[DIM]] : i64
// CHECK: %[[J:.*]] = llvm.sub %[[I]], %[[ONE]] : i64
// CHECK: llvm.br ^[[COND]](%[[J]], %[[NEXT]] : i64, i64)
// CHECK: ^[[REST]]:
func.func @reshape_unranked(%m: memref<4x5xf32>, %s: memref<?xindex>) -> memref<*xf32> {
  %0 = memref.reshape %m(%s) : (memref<4x5xf32>, memref<?xindex>) -> memref<*xf32>
  return %0 : memref<*xf32>
}

// -----

// From an unranked source, the pointers and the offset are loaded from its
// descriptor.
// CHECK-LABEL: func.func @reshape_unranked_source
// CHECK: %[[SRC:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(i64, ptr)>
// CHECK: llvm.load %[[SRC]] : !llvm.ptr -> !llvm.ptr
// CHECK: llvm.getelementptr %[[SRC]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: %[[OFF_AT:.*]] = llvm.getelementptr %[[SRC]][2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: llvm.load %[[OFF_AT]] : !llvm.ptr -> i64
func.func @reshape_unranked_source(%m: memref<*xf32>, %s: memref<?xindex>) -> memref<*xf32> {
  %0 = memref.reshape %m(%s) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  return %0 : memref<*xf32>
}

// -----

// A constant index out of range reads the sizes at run time, as an unknown one.
// CHECK-LABEL: func.func @dim_out_of_range
// CHECK: llvm.alloca %{{.*}} x !llvm.array<1 x i64>
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> i64
func.func @dim_out_of_range(%m: memref<4xf32>) -> index {
  %c3 = arith.constant 3 : index
  %0 = memref.dim %m, %c3 : memref<4xf32>
  return %0 : index
}

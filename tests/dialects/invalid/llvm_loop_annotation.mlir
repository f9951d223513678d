llvm.func @f() {
  // expected-error@+1 {{duplicate or unknown struct parameter name: unrolled}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<unrolled = true>}
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+1 {{duplicate or unknown struct parameter name: mustProgress}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<mustProgress = true, mustProgress = false>}
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+2 {{invalid kind of attribute specified}}
  // expected-error@+1 {{failed to parse LoopAnnotationAttr parameter 'mustProgress' which is to be a `BoolAttr`}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<mustProgress = 1>}
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+2 {{invalid kind of attribute specified}}
  // expected-error@+1 {{failed to parse LoopAnnotationAttr parameter 'vectorize' which is to be a `LoopVectorizeAttr`}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<vectorize = #llvm.loop_unroll<>>}
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+3 {{invalid kind of attribute specified}}
  // expected-error@+2 {{failed to parse LoopUnrollAttr parameter 'count' which is to be a `IntegerAttr`}}
  // expected-error@+1 {{failed to parse LoopAnnotationAttr parameter 'unroll' which is to be a `LoopUnrollAttr`}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<unroll = <count = "4">>}
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+2 {{invalid kind of attribute specified}}
  // expected-error@+1 {{failed to parse LoopAnnotationAttr parameter 'startLoc' which is to be a `FusedLoc`}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<startLoc = loc("a.c":1:2)>}
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+2 {{expected '<'}}
  // expected-error@+1 {{failed to parse LoopAnnotationAttr parameter 'parallelAccesses' which is to be a `::llvm::ArrayRef<AccessGroupAttr>`}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<parallelAccesses = #llvm.access_group<id = distinct[0]<>>, mustProgress = true>}
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+3 {{invalid kind of attribute specified}}
  // expected-error@+2 {{failed to parse LLVM_AccessGroupAttr parameter 'id' which is to be a `DistinctAttr`}}
  // expected-error@+1 {{failed to parse LoopAnnotationAttr parameter 'parallelAccesses' which is to be a `::llvm::ArrayRef<AccessGroupAttr>`}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<parallelAccesses = #llvm.access_group<id = 1>>}
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+1 {{expected '='}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<mustProgress>}
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+1 {{expected '<'}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation}
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+1 {{'llvm.br' op attribute 'loop_annotation' failed to satisfy constraint: }}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_unroll<count = 4 : i32>}
^bb1:
  llvm.return
}

// -----

llvm.func @f(%v: i32) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  llvm.switch %v : i32, ^bb1 [
    1: ^bb1
  ] {branch_weights = array<i32: 1>}
^bb1:
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array}}
  %0 = llvm.load %p {access_groups = [1]} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %n: i32) {
  // expected-error@+1 {{'llvm.intr.memcpy' op attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array}}
  "llvm.intr.memcpy"(%p, %p, %n) <{isVolatile = false, access_groups = [#llvm.loop_annotation<>]}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return
}

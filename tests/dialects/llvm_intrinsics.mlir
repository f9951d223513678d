module {
  llvm.func @f(%arg0: i32, %arg1: i32, %arg2: !llvm.ptr, %arg3: vector<4xi32>, %arg4: i64) {
    %0 = llvm.intr.sadd.sat(%arg0, %arg1)  : (i32, i32) -> i32
    %1 = llvm.intr.uadd.sat(%arg3, %arg3)  : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %2 = llvm.intr.ssub.sat(%arg0, %arg1)  : (i32, i32) -> i32
    %3 = llvm.intr.usub.sat(%arg0, %arg1)  : (i32, i32) -> i32
    %4 = llvm.intr.sshl.sat(%arg0, %arg1)  : (i32, i32) -> i32
    %5 = llvm.intr.ushl.sat(%arg0, %arg1)  : (i32, i32) -> i32
    %6 = llvm.intr.experimental.stepvector : vector<4xi32>
    %7 = "llvm.intr.threadlocal.address"(%arg2) : (!llvm.ptr) -> !llvm.ptr
    %8 = llvm.intr.invariant.start 4, %arg2 : !llvm.ptr
    llvm.intr.invariant.end %8, 4, %arg2 : !llvm.ptr
    llvm.intr.vastart %arg2 : !llvm.ptr
    llvm.intr.vacopy %arg2 to %arg2 : !llvm.ptr, !llvm.ptr
    llvm.intr.vaend %arg2 : !llvm.ptr
    "llvm.intr.ubsantrap"() <{failureKind = 3 : i8}> : () -> ()
    %9 = llvm.intr.get.active.lane.mask %arg4, %arg4 : i64, i64 to vector<4xi1>
    llvm.return
  }
}


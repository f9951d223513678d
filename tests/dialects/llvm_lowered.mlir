// CPU lowering output of mlir-opt-19 (convert-scf-to-cf, convert-vector-to-llvm,
// convert-math-to-llvm, expand-strided-metadata, finalize-memref-to-llvm,
// convert-arith-to-llvm, convert-func-to-llvm, convert-cf-to-llvm,
// reconcile-unrealized-casts) for kernels with memrefs, loops, calls, vectors
// and llvm.emit_c_interface; Strata must print it byte for byte the same.
module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @matmul(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg14, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.insertvalue %arg15, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.insertvalue %arg16, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.insertvalue %arg17, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.insertvalue %arg19, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.insertvalue %arg18, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %arg20, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9 = llvm.insertvalue %arg7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg8, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg9, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg10, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg12, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %arg11, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %arg13, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %17 = llvm.insertvalue %arg0, %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg1, %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg2, %18[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %arg3, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %arg5, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %arg4, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %arg6, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.mlir.constant(0 : index) : i64
    %25 = llvm.mlir.constant(1 : index) : i64
    %26 = llvm.extractvalue %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.extractvalue %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.extractvalue %23[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb1(%24 : i64)
  ^bb1(%29: i64):  // 2 preds: ^bb0, ^bb8
    %30 = llvm.icmp "slt" %29, %26 : i64
    llvm.cond_br %30, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%24 : i64)
  ^bb3(%31: i64):  // 2 preds: ^bb2, ^bb7
    %32 = llvm.icmp "slt" %31, %27 : i64
    llvm.cond_br %32, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%24 : i64)
  ^bb5(%33: i64):  // 2 preds: ^bb4, ^bb6
    %34 = llvm.icmp "slt" %33, %28 : i64
    llvm.cond_br %34, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %35 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.extractvalue %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.mul %29, %36 : i64
    %38 = llvm.add %37, %33 : i64
    %39 = llvm.getelementptr %35[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %40 = llvm.load %39 : !llvm.ptr -> f32
    %41 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %42 = llvm.extractvalue %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.mul %33, %42 : i64
    %44 = llvm.add %43, %31 : i64
    %45 = llvm.getelementptr %41[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %46 = llvm.load %45 : !llvm.ptr -> f32
    %47 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %48 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %49 = llvm.mul %29, %48 : i64
    %50 = llvm.add %49, %31 : i64
    %51 = llvm.getelementptr %47[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %52 = llvm.load %51 : !llvm.ptr -> f32
    %53 = llvm.fmul %40, %46  {fastmathFlags = #llvm.fastmath<fast>} : f32
    %54 = llvm.fadd %52, %53  : f32
    %55 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.mul %29, %56 : i64
    %58 = llvm.add %57, %31 : i64
    %59 = llvm.getelementptr %55[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %54, %59 : f32, !llvm.ptr
    %60 = llvm.add %33, %25 : i64
    llvm.br ^bb5(%60 : i64)
  ^bb7:  // pred: ^bb5
    %61 = llvm.add %31, %25 : i64
    llvm.br ^bb3(%61 : i64)
  ^bb8:  // pred: ^bb3
    %62 = llvm.add %29, %25 : i64
    llvm.br ^bb1(%62 : i64)
  ^bb9:  // pred: ^bb1
    llvm.return
  }
  llvm.func @_mlir_ciface_matmul(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9 = llvm.extractvalue %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.extractvalue %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.extractvalue %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.extractvalue %8[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %17 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.extractvalue %16[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.extractvalue %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.extractvalue %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.extractvalue %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.extractvalue %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @matmul(%1, %2, %3, %4, %5, %6, %7, %9, %10, %11, %12, %13, %14, %15, %17, %18, %19, %20, %21, %22, %23) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    llvm.return
  }
  llvm.func @ext(i32, f64) -> i64 attributes {sym_visibility = "private"}
  llvm.func @calls(%arg0: i32, %arg1: f64, %arg2: vector<4xf32>, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64) -> !llvm.struct<(i64, f32)> {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg3, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg4, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg5, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg6, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg7, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(0 : i32) : i32
    %7 = llvm.mlir.undef : vector<4xf32>
    %8 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %9 = llvm.mlir.constant(0 : index) : i64
    %10 = llvm.mlir.constant(false) : i1
    %11 = llvm.call @ext(%arg0, %arg1) : (i32, f64) -> i64
    %12 = llvm.sext %arg0 : i32 to i64
    %13 = llvm.sitofp %arg0 : i32 to f32
    %14 = llvm.intr.exp(%13)  : (f32) -> f32
    %15 = "llvm.intr.vector.reduce.fadd"(%8, %arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
    %16 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.getelementptr %16[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %18 = llvm.load %17 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
    %19 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.getelementptr %19[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %18, %20 {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
    %21 = llvm.insertelement %13, %7[%6 : i32] : vector<4xf32>
    %22 = llvm.shufflevector %21, %7 [0, 0, 0, 0] : vector<4xf32> 
    %23 = llvm.shufflevector %arg2, %22 [0, 5, 2, 7] : vector<4xf32> 
    %24 = llvm.extractelement %23[%9 : i64] : vector<4xf32>
    %25 = llvm.fadd %15, %24  : f32
    %26 = llvm.intr.maximum(%25, %14)  : (f32, f32) -> f32
    %27 = llvm.mlir.constant(1 : index) : i64
    %28 = llvm.mlir.zero : !llvm.ptr
    %29 = llvm.getelementptr %28[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %30 = llvm.ptrtoint %29 : !llvm.ptr to i64
    %31 = llvm.call @malloc(%30) : (i64) -> !llvm.ptr
    %32 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.insertvalue %31, %33[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.mlir.constant(0 : index) : i64
    %36 = llvm.insertvalue %35, %34[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %37 = llvm.insertvalue %9, %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.insertvalue %27, %37[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %39 = llvm.extractvalue %38[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%39) : (!llvm.ptr) -> ()
    llvm.cond_br %10, ^bb1(%11 : i64), ^bb2
  ^bb1(%40: i64):  // 3 preds: ^bb0, ^bb2, ^bb2
    %41 = llvm.mlir.undef : !llvm.struct<(i64, f32)>
    %42 = llvm.insertvalue %40, %41[0] : !llvm.struct<(i64, f32)> 
    %43 = llvm.insertvalue %26, %42[1] : !llvm.struct<(i64, f32)> 
    llvm.return %43 : !llvm.struct<(i64, f32)>
  ^bb2:  // pred: ^bb0
    llvm.switch %arg0 : i32, ^bb1(%11 : i64) [
      3: ^bb1(%12 : i64)
    ]
  }
  llvm.mlir.global private constant @gv(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
}

// -----
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @saxpy(%arg0: f32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr, %arg7: !llvm.ptr, %arg8: i64, %arg9: i64, %arg10: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg6, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg7, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg8, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg9, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg10, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %arg1, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %arg2, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg3, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg4, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg5, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.mlir.constant(0 : i32) : i32
    %13 = llvm.mlir.undef : vector<4xf32>
    %14 = llvm.mlir.constant(4 : index) : i64
    %15 = llvm.mlir.constant(0 : index) : i64
    %16 = llvm.extractvalue %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertelement %arg0, %13[%12 : i32] : vector<4xf32>
    %18 = llvm.shufflevector %17, %13 [0, 0, 0, 0] : vector<4xf32> 
    llvm.br ^bb1(%15 : i64)
  ^bb1(%19: i64):  // 2 preds: ^bb0, ^bb2
    %20 = llvm.icmp "slt" %19, %16 : i64
    llvm.cond_br %20, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %21 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.getelementptr %21[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %23 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
    %24 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.getelementptr %24[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %26 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
    %27 = llvm.intr.fmuladd(%18, %23, %26)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %28 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %29 = llvm.getelementptr %28[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %27, %29 {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
    %30 = llvm.add %19, %14 : i64
    llvm.br ^bb1(%30 : i64)
  ^bb3:  // pred: ^bb1
    %31 = llvm.mlir.constant(1 : index) : i64
    %32 = llvm.mlir.zero : !llvm.ptr
    %33 = llvm.getelementptr %32[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %34 = llvm.ptrtoint %33 : !llvm.ptr to i64
    %35 = llvm.mlir.constant(64 : index) : i64
    %36 = llvm.add %34, %35 : i64
    %37 = llvm.call @malloc(%36) : (i64) -> !llvm.ptr
    %38 = llvm.ptrtoint %37 : !llvm.ptr to i64
    %39 = llvm.mlir.constant(1 : index) : i64
    %40 = llvm.sub %35, %39 : i64
    %41 = llvm.add %38, %40 : i64
    %42 = llvm.urem %41, %35  : i64
    %43 = llvm.sub %41, %42 : i64
    %44 = llvm.inttoptr %43 : i64 to !llvm.ptr
    %45 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %46 = llvm.insertvalue %37, %45[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %47 = llvm.insertvalue %44, %46[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %48 = llvm.mlir.constant(0 : index) : i64
    %49 = llvm.insertvalue %48, %47[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %50 = llvm.insertvalue %16, %49[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %51 = llvm.insertvalue %31, %50[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %52 = llvm.mlir.constant(1 : index) : i64
    %53 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %54 = llvm.mul %52, %53 : i64
    %55 = llvm.mlir.zero : !llvm.ptr
    %56 = llvm.getelementptr %55[1] : (!llvm.ptr) -> !llvm.ptr, f32
    %57 = llvm.ptrtoint %56 : !llvm.ptr to i64
    %58 = llvm.mul %54, %57 : i64
    %59 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %60 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %61 = llvm.getelementptr %59[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %62 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %63 = llvm.extractvalue %51[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %64 = llvm.getelementptr %62[%63] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    "llvm.intr.memcpy"(%64, %61, %58) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.return %51 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  }
  llvm.func @_mlir_ciface_saxpy(%arg0: !llvm.ptr, %arg1: f32, %arg2: !llvm.ptr, %arg3: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %0 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.load %arg3 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.extractvalue %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.extractvalue %6[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.call @saxpy(%arg1, %1, %2, %3, %4, %5, %7, %8, %9, %10, %11) : (f32, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.store %12, %arg0 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    llvm.return
  }
  llvm.func @reduce(%arg0: vector<8xi32>, %arg1: vector<8xf32>, %arg2: !llvm.array<2 x vector<4xf32>>) -> !llvm.struct<(i32, f32, f32, vector<4xf32>)> {
    %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %1 = "llvm.intr.vector.reduce.add"(%arg0) : (vector<8xi32>) -> i32
    %2 = "llvm.intr.vector.reduce.fmul"(%0, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<8xf32>) -> f32
    %3 = llvm.intr.vector.reduce.fmaximum(%arg1)  : (vector<8xf32>) -> f32
    %4 = llvm.extractvalue %arg2[1] : !llvm.array<2 x vector<4xf32>> 
    %5 = "llvm.intr.vector.reduce.xor"(%arg0) : (vector<8xi32>) -> i32
    %6 = "llvm.intr.vector.reduce.smin"(%arg0) : (vector<8xi32>) -> i32
    %7 = llvm.add %1, %5 : i32
    %8 = llvm.intr.smax(%7, %6)  : (i32, i32) -> i32
    %9 = llvm.mlir.undef : !llvm.struct<(i32, f32, f32, vector<4xf32>)>
    %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(i32, f32, f32, vector<4xf32>)> 
    %11 = llvm.insertvalue %2, %10[1] : !llvm.struct<(i32, f32, f32, vector<4xf32>)> 
    %12 = llvm.insertvalue %3, %11[2] : !llvm.struct<(i32, f32, f32, vector<4xf32>)> 
    %13 = llvm.insertvalue %4, %12[3] : !llvm.struct<(i32, f32, f32, vector<4xf32>)> 
    llvm.return %13 : !llvm.struct<(i32, f32, f32, vector<4xf32>)>
  }
  llvm.func @loops(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> f64 {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.insertvalue %arg5, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %arg7, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.mlir.constant(0 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    llvm.br ^bb1(%8, %10 : i64, f64)
  ^bb1(%11: i64, %12: f64):  // 2 preds: ^bb0, ^bb2
    %13 = llvm.icmp "slt" %11, %arg0 : i64
    llvm.cond_br %13, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %14 = llvm.mlir.constant(4 : index) : i64
    %15 = llvm.mlir.constant(1 : index) : i64
    %16 = llvm.alloca %14 x f64 : (i64) -> !llvm.ptr
    %17 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %18 = llvm.insertvalue %16, %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.insertvalue %16, %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.mlir.constant(0 : index) : i64
    %21 = llvm.insertvalue %20, %19[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.insertvalue %14, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.insertvalue %15, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.mlir.constant(16 : index) : i64
    %26 = llvm.mul %11, %25 : i64
    %27 = llvm.add %26, %11 : i64
    %28 = llvm.getelementptr %24[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %29 = llvm.load %28 : !llvm.ptr -> f64
    %30 = llvm.intr.sqrt(%29)  : (f64) -> f64
    %31 = llvm.intr.log(%30)  : (f64) -> f64
    %32 = llvm.intr.pow(%31, %29)  : (f64, f64) -> f64
    %33 = llvm.intr.fabs(%32)  : (f64) -> f64
    %34 = llvm.intr.floor(%33)  : (f64) -> f64
    %35 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %36 = llvm.getelementptr %35[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %34, %36 : f64, !llvm.ptr
    %37 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.getelementptr %37[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %39 = llvm.load %38 : !llvm.ptr -> f64
    %40 = llvm.fadd %12, %39  : f64
    %41 = llvm.add %11, %9 : i64
    llvm.br ^bb1(%41, %40 : i64, f64)
  ^bb3:  // pred: ^bb1
    %42 = llvm.fcmp "ogt" %12, %10 : f64
    %43 = llvm.select %42, %12, %10 : i1, f64
    llvm.br ^bb4(%43 : f64)
  ^bb4(%44: f64):  // 2 preds: ^bb3, ^bb5
    %45 = llvm.fcmp "olt" %44, %10 : f64
    llvm.cond_br %45, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %46 = llvm.fneg %44  : f64
    llvm.br ^bb4(%46 : f64)
  ^bb6:  // pred: ^bb4
    llvm.return %44 : f64
  }
  llvm.func @ints(%arg0: i64, %arg1: i32, %arg2: i8, %arg3: i64) -> !llvm.struct<(i64, i64)> {
    %0 = llvm.zext %arg1 : i32 to i64
    %1 = llvm.shl %arg0, %0 : i64
    %2 = llvm.ashr %1, %arg0  : i64
    %3 = llvm.lshr %2, %arg0  : i64
    %4 = llvm.srem %3, %arg0  : i64
    %5 = llvm.udiv %4, %arg0  : i64
    %6 = llvm.and %5, %arg0  : i64
    %7 = llvm.or %6, %arg0  : i64
    %8 = llvm.xor %7, %arg0  : i64
    %9 = llvm.add %8, %arg3 : i64
    %10 = llvm.sext %arg2 : i8 to i64
    %11 = llvm.mul %10, %8 : i64
    %12 = llvm.sub %11, %10 : i64
    %13 = llvm.uitofp %12 : i64 to f64
    %14 = llvm.fptosi %13 : f64 to i64
    %15 = llvm.fptrunc %13 : f64 to f32
    %16 = llvm.fpext %15 : f32 to f64
    %17 = llvm.fptoui %16 : f64 to i64
    %18 = llvm.bitcast %17 : i64 to f64
    %19 = llvm.fdiv %18, %16  : f64
    %20 = llvm.frem %19, %18  : f64
    %21 = llvm.fptosi %20 : f64 to i64
    %22 = llvm.add %14, %21 : i64
    %23 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
    %24 = llvm.insertvalue %22, %23[0] : !llvm.struct<(i64, i64)> 
    %25 = llvm.insertvalue %9, %24[1] : !llvm.struct<(i64, i64)> 
    llvm.return %25 : !llvm.struct<(i64, i64)>
  }
}

// -----
module {
  llvm.func @abort()
  llvm.func @puts(!llvm.ptr)
  llvm.mlir.global private constant @assert_msg(dense<[109, 117, 115, 116, 32, 104, 111, 108, 100, 0]> : tensor<10xi8>) {addr_space = 0 : i32} : !llvm.array<10 x i8>
  llvm.func @helper(i32, f32) -> !llvm.struct<(i32, f32)> attributes {sym_visibility = "private"}
  llvm.func @caller(%arg0: i32, %arg1: f32, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i1) -> !llvm.struct<(i32, f32)> attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.insertvalue %arg4, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.insertvalue %arg5, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.insertvalue %arg7, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.insertvalue %arg6, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %arg8, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.mlir.constant(0 : i32) : i32
    %9 = llvm.mlir.undef : vector<8xf32>
    %10 = llvm.mlir.constant(3 : i64) : i64
    %11 = llvm.mlir.constant(8 : index) : i64
    %12 = llvm.mlir.constant(1 : index) : i64
    %13 = llvm.mlir.constant(2 : index) : i64
    %14 = llvm.mlir.constant(0 : index) : i64
    %15 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %16 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
    %17 = llvm.mlir.constant(0 : index) : i64
    %18 = llvm.mlir.constant(2 : index) : i64
    %19 = llvm.mlir.constant(1 : index) : i64
    %20 = llvm.mlir.constant(1 : index) : i64
    %21 = llvm.alloca %20 x !llvm.array<2 x vector<8xf32>> : (i64) -> !llvm.ptr
    %22 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
    %23 = llvm.insertvalue %21, %22[0] : !llvm.struct<(ptr, ptr, i64)> 
    %24 = llvm.insertvalue %21, %23[1] : !llvm.struct<(ptr, ptr, i64)> 
    %25 = llvm.mlir.constant(0 : index) : i64
    %26 = llvm.insertvalue %25, %24[2] : !llvm.struct<(ptr, ptr, i64)> 
    %27 = llvm.mlir.constant(1 : index) : i64
    %28 = llvm.alloca %27 x !llvm.array<2 x vector<8xf32>> : (i64) -> !llvm.ptr
    %29 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
    %30 = llvm.insertvalue %28, %29[0] : !llvm.struct<(ptr, ptr, i64)> 
    %31 = llvm.insertvalue %28, %30[1] : !llvm.struct<(ptr, ptr, i64)> 
    %32 = llvm.mlir.constant(0 : index) : i64
    %33 = llvm.insertvalue %32, %31[2] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.cond_br %arg9, ^bb1, ^bb8
  ^bb1:  // pred: ^bb0
    %34 = llvm.call @helper(%arg0, %arg1) : (i32, f32) -> !llvm.struct<(i32, f32)>
    %35 = llvm.extractvalue %34[0] : !llvm.struct<(i32, f32)> 
    %36 = llvm.extractvalue %34[1] : !llvm.struct<(i32, f32)> 
    %37 = llvm.extractvalue %26[0] : !llvm.struct<(ptr, ptr, i64)> 
    %38 = llvm.insertvalue %37, %15[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %39 = llvm.extractvalue %26[1] : !llvm.struct<(ptr, ptr, i64)> 
    %40 = llvm.insertvalue %39, %38[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %41 = llvm.insertvalue %14, %40[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %42 = llvm.insertvalue %13, %41[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %43 = llvm.insertvalue %12, %42[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb2(%17 : i64)
  ^bb2(%44: i64):  // 2 preds: ^bb1, ^bb3
    %45 = llvm.icmp "slt" %44, %18 : i64
    llvm.cond_br %45, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %46 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.mul %44, %11 : i64
    %48 = llvm.add %47, %17 : i64
    %49 = llvm.getelementptr %46[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %50 = llvm.load %49 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
    %51 = llvm.extractvalue %43[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %52 = llvm.getelementptr %51[%44] : (!llvm.ptr, i64) -> !llvm.ptr, vector<8xf32>
    llvm.store %50, %52 : vector<8xf32>, !llvm.ptr
    %53 = llvm.add %44, %19 : i64
    llvm.br ^bb2(%53 : i64)
  ^bb4:  // pred: ^bb2
    %54 = llvm.extractvalue %26[1] : !llvm.struct<(ptr, ptr, i64)> 
    %55 = llvm.load %54 : !llvm.ptr -> !llvm.array<2 x vector<8xf32>>
    %56 = llvm.extractvalue %55[1] : !llvm.array<2 x vector<8xf32>> 
    %57 = llvm.extractelement %56[%10 : i64] : vector<8xf32>
    %58 = llvm.insertelement %57, %9[%8 : i32] : vector<8xf32>
    %59 = llvm.shufflevector %58, %9 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32> 
    %60 = llvm.insertvalue %59, %55[0] : !llvm.array<2 x vector<8xf32>> 
    %61 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %60, %61 : !llvm.array<2 x vector<8xf32>>, !llvm.ptr
    %62 = llvm.extractvalue %33[0] : !llvm.struct<(ptr, ptr, i64)> 
    %63 = llvm.insertvalue %62, %15[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %64 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64)> 
    %65 = llvm.insertvalue %64, %63[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %66 = llvm.insertvalue %14, %65[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %67 = llvm.insertvalue %13, %66[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %68 = llvm.insertvalue %12, %67[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb5(%17 : i64)
  ^bb5(%69: i64):  // 2 preds: ^bb4, ^bb6
    %70 = llvm.icmp "slt" %69, %18 : i64
    llvm.cond_br %70, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %71 = llvm.extractvalue %68[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %72 = llvm.getelementptr %71[%69] : (!llvm.ptr, i64) -> !llvm.ptr, vector<8xf32>
    %73 = llvm.load %72 : !llvm.ptr -> vector<8xf32>
    %74 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %75 = llvm.mul %69, %11 : i64
    %76 = llvm.add %75, %17 : i64
    %77 = llvm.getelementptr %74[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %73, %77 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    %78 = llvm.add %69, %19 : i64
    llvm.br ^bb5(%78 : i64)
  ^bb7:  // pred: ^bb5
    %79 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %80 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %81 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
    %82 = llvm.insertvalue %79, %81[0] : !llvm.struct<(ptr, ptr, i64)> 
    %83 = llvm.insertvalue %80, %82[1] : !llvm.struct<(ptr, ptr, i64)> 
    %84 = llvm.mlir.constant(0 : index) : i64
    %85 = llvm.insertvalue %84, %83[2] : !llvm.struct<(ptr, ptr, i64)> 
    %86 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %87 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %88 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %89 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %90 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %91 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %92 = llvm.extractvalue %85[0] : !llvm.struct<(ptr, ptr, i64)> 
    %93 = llvm.extractvalue %85[1] : !llvm.struct<(ptr, ptr, i64)> 
    %94 = llvm.insertvalue %92, %91[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %95 = llvm.insertvalue %93, %94[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %96 = llvm.mlir.constant(10 : index) : i64
    %97 = llvm.insertvalue %96, %95[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %98 = llvm.mlir.constant(2 : index) : i64
    %99 = llvm.insertvalue %98, %97[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %100 = llvm.mlir.constant(8 : index) : i64
    %101 = llvm.insertvalue %100, %99[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %102 = llvm.mlir.constant(4 : index) : i64
    %103 = llvm.insertvalue %102, %101[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %104 = llvm.mlir.constant(1 : index) : i64
    %105 = llvm.insertvalue %104, %103[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %106 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %107 = llvm.mlir.constant(10 : index) : i64
    %108 = llvm.getelementptr %106[%107] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %109 = llvm.mlir.constant(8 : index) : i64
    %110 = llvm.mul %17, %109 : i64
    %111 = llvm.add %110, %17 : i64
    %112 = llvm.getelementptr %108[%111] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %113 = llvm.load %112 : !llvm.ptr -> f32
    %114 = llvm.intr.powi(%113, %arg0)  : (f32, i32) -> f32
    %115 = math.tanh %114 : f32
    %116 = llvm.intr.exp2(%115)  : (f32) -> f32
    %117 = llvm.intr.copysign(%116, %arg1)  : (f32, f32) -> f32
    %118 = llvm.intr.minnum(%117, %113)  : (f32, f32) -> f32
    %119 = "llvm.intr.abs"(%arg0) <{is_int_min_poison = false}> : (i32) -> i32
    %120 = llvm.intr.ctpop(%119)  : (i32) -> i32
    %121 = llvm.fadd %118, %36  : f32
    %122 = llvm.add %120, %35 : i32
    %123 = llvm.icmp "ult" %122, %arg0 : i32
    %124 = llvm.select %123, %122, %arg0 : i1, i32
    %125 = "llvm.intr.vector.reduce.add"(%16) : (vector<4xi32>) -> i32
    %126 = llvm.add %124, %125 : i32
    %127 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
    %128 = llvm.insertvalue %126, %127[0] : !llvm.struct<(i32, f32)> 
    %129 = llvm.insertvalue %121, %128[1] : !llvm.struct<(i32, f32)> 
    llvm.return %129 : !llvm.struct<(i32, f32)>
  ^bb8:  // pred: ^bb0
    %130 = llvm.mlir.addressof @assert_msg : !llvm.ptr
    %131 = llvm.getelementptr %130[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i8>
    llvm.call @puts(%131) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  }
  llvm.func @_mlir_ciface_caller(%arg0: !llvm.ptr, %arg1: i32, %arg2: f32, %arg3: !llvm.ptr, %arg4: i1) attributes {llvm.emit_c_interface} {
    %0 = llvm.load %arg3 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.call @caller(%arg1, %arg2, %1, %2, %3, %4, %5, %6, %7, %arg4) : (i32, f32, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i1) -> !llvm.struct<(i32, f32)>
    llvm.store %8, %arg0 : !llvm.struct<(i32, f32)>, !llvm.ptr
    llvm.return
  }
  llvm.func @strings() -> i64 {
    %0 = llvm.mlir.constant(1 : index) : i64
    %1 = llvm.mlir.constant(5 : i64) : i64
    %2 = llvm.mlir.constant(2 : index) : i64
    %3 = llvm.mlir.constant(3 : index) : i64
    %4 = llvm.mlir.constant(1 : index) : i64
    %5 = llvm.mlir.constant(6 : index) : i64
    %6 = llvm.alloca %5 x i64 : (i64) -> !llvm.ptr
    %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.mlir.constant(0 : index) : i64
    %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %2, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %3, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %3, %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %4, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.mlir.constant(3 : index) : i64
    %18 = llvm.mul %0, %17 : i64
    %19 = llvm.add %18, %0 : i64
    %20 = llvm.getelementptr %16[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %1, %20 : i64, !llvm.ptr
    %21 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.mlir.constant(3 : index) : i64
    %23 = llvm.mul %0, %22 : i64
    %24 = llvm.add %23, %0 : i64
    %25 = llvm.getelementptr %21[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %26 = llvm.load %25 : !llvm.ptr -> i64
    %27 = llvm.mlir.constant(3 : index) : i64
    %28 = llvm.mlir.constant(1 : index) : i64
    %29 = llvm.mlir.zero : !llvm.ptr
    %30 = llvm.getelementptr %29[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %31 = llvm.ptrtoint %30 : !llvm.ptr to i64
    %32 = llvm.mlir.addressof @table : !llvm.ptr
    %33 = llvm.getelementptr %32[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x f64>
    %34 = llvm.mlir.constant(3735928559 : index) : i64
    %35 = llvm.inttoptr %34 : i64 to !llvm.ptr
    %36 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %37 = llvm.insertvalue %35, %36[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.insertvalue %33, %37[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %39 = llvm.mlir.constant(0 : index) : i64
    %40 = llvm.insertvalue %39, %38[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %41 = llvm.insertvalue %27, %40[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %42 = llvm.insertvalue %28, %41[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %43 = llvm.extractvalue %42[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %44 = llvm.getelementptr %43[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %45 = llvm.load %44 : !llvm.ptr -> f64
    %46 = llvm.fptosi %45 : f64 to i64
    %47 = llvm.add %26, %46 : i64
    llvm.return %47 : i64
  }
  llvm.mlir.global private constant @table(dense<[1.500000e+00, 2.500000e+00, -3.000000e+00]> : tensor<3xf64>) {addr_space = 0 : i32, alignment = 16 : i64} : !llvm.array<3 x f64>
  llvm.mlir.global external @zeros(dense<0> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
  llvm.mlir.global private @uninit() {addr_space = 0 : i32} : !llvm.array<2 x f32> {
    %0 = llvm.mlir.undef : !llvm.array<2 x f32>
    llvm.return %0 : !llvm.array<2 x f32>
  }
}


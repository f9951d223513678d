llvm.func @f(%p: !llvm.ptr, %s: i32) {
  // expected-error@+1 {{'nvvm.wmma.load' op invalid attribute combination}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 8 : i32} : (!llvm.ptr) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: i32) {
  // expected-error@+1 {{'nvvm.wmma.load' op expected destination type is a structure of 8 elements of type 'vector<2xf16>'}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: i32, %c : f32) {
  // expected-error@+1 {{'nvvm.wmma.store' op expected 8 data operands}}
  nvvm.wmma.store %p, %s, %c {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @f(%c : f32) {
  // expected-error@+1 {{'nvvm.wmma.mma' op expected 24 arguments}}
  %1 = nvvm.wmma.mma %c {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: i32) {
  // expected-error@+2 {{expected ::mlir::NVVM::MMATypes to be one of: f16, f32, tf32, bf16, s8, u8, s32, s4, u4, b1, f64}}
  // expected-error@+1 {{failed to parse MMATypesAttr parameter 'value' which is to be a `::mlir::NVVM::MMATypes`}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f99>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 8 : i32} : (!llvm.ptr) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

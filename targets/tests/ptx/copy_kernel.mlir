// A GPU kernel in the llvm dialect, as convert-gpu-to-nvvm leaves it: global
// pointers in address space 1, `nvvm.kernel` marking the entry point, and a
// device function it calls.
module {
  llvm.func @scale(%x: f32) -> f32 {
    %two = llvm.mlir.constant(2.0 : f32) : f32
    %y = llvm.fmul %x, %two : f32
    llvm.return %y : f32
  }
  llvm.func @copy_scaled(%a: !llvm.ptr<1>, %b: !llvm.ptr<1>) attributes {nvvm.kernel} {
    %v = llvm.load %a : !llvm.ptr<1> -> f32
    %s = llvm.call @scale(%v) : (f32) -> f32
    llvm.store %s, %b : f32, !llvm.ptr<1>
    llvm.return
  }
}

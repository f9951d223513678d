// The types of the llvm dialect, printed as mlir-opt-19 prints them.
func.func private @pointers(!llvm.ptr, !llvm.ptr<1>, !llvm.ptr<270>) -> !llvm.ptr<3>
func.func private @arrays(!llvm.array<4 x f32>, !llvm.array<0 x i32>, !llvm.array<2 x array<3 x ptr<1>>>, !llvm.array<2 x vector<4xf32>>)
func.func private @structs(!llvm.struct<()>, !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.struct<packed (i8, i32)>)
func.func private @identified(!llvm.struct<"foo", (i32, struct<packed (i8, f16)>)>, !llvm.struct<"bar", opaque>, !llvm.struct<"e", ()>, !llvm.struct<"p", packed (i8)>)
func.func private @functions(!llvm.func<void ()>, !llvm.func<i32 (...)>, !llvm.func<i32 (ptr, ...)>, !llvm.func<struct<(i32)> (i64, f32)>)
func.func private @others(!llvm.void, !llvm.token, !llvm.label, !llvm.metadata, tuple<!llvm.ptr, i1>, !llvm.struct<(index)>)
// Types nested in llvm types take their aliases.
func.func private @aliased(!llvm.array<2 x tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>>, !llvm.func<ptr (tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>)>, !llvm.struct<(memref<4xf32, affine_map<(d0) -> (d0 + 1)>>)>)
// The opaque form reads as the pretty one.
func.func private @opaque_form(!llvm<ptr>, !llvm<array<2 x ptr<1>>>, !llvm<struct<"o", (i32)>>, !llvm.struct<"o", (i32)>)

// -----

// PowerPC's double-double, vectors of pointers (fixed and scalable) and
// target extension types.
func.func private @ppc(!llvm.ppc_fp128, !llvm.array<2 x ppc_fp128>) -> !llvm.ppc_fp128
func.func private @pointer_vectors(!llvm.vec<4 x ptr>, !llvm.vec<2 x ptr<3>>, !llvm.vec<? x 4 x ptr>, !llvm.vec<8 x ppc_fp128>)
func.func private @target_types(!llvm.target<"spirv.Image", !llvm.ptr, 1, 0>, !llvm.target<"a">, !llvm.target<"b", i32, ptr>, !llvm.target<"c", 7>)
llvm.func @nested(!llvm.struct<(vec<2 x ptr>, target<"spirv.Event">, ppc_fp128)>)

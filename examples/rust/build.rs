fn main() {
    strata_targets::Build::new()
        .file("kernels/matmul.mlir")
        .file("kernels/stats.mlir")
        .file("kernels/buffers.mlir")
        .file("../mlp/mlp.mlir")
        .opt_level(3)
        .compile("kernels");
}

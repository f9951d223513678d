fn main() {
    strata_targets::Build::new().file("kernels/matmul.mlir").file("kernels/stats.mlir").opt_level(3).compile("kernels");
}

// PIPELINE: --mlir-print-op-generic
// Where mlir-opt-19 crashes, Strata gives `gpu.binary` its default
// offloading handler (this file is not run differentially).
//
// A generic `gpu.binary` without `offloadingHandler` parses in
// mlir-opt-19, but printing it (custom or generic form) dereferences the
// missing handler and ends in a segmentation fault: upstream declares the
// attribute with a default value but its parser of the generic form does
// not fill it in. Strata fills in `#gpu.select_object`, the default.

// CHECK: "gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "BLOB">], offloadingHandler = #gpu.select_object, sym_name = "kernels"}> : () -> ()
"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "BLOB">], sym_name = "kernels"}> : () -> ()

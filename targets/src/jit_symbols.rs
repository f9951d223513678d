//! Addresses of the Strata runtime's entry points (linked into this
//! library), which the JIT maps the module's declarations to.

macro_rules! runtime_symbols {
    ($($name:ident),* $(,)?) => {
        // Declared only to take their addresses: never called from Rust,
        // so the real C signatures do not matter here.
        extern "C" {
            $(fn $name();)*
        }

        /// The address of the runtime function `name`, if it is one.
        pub fn symbol_address(name: &str) -> Option<usize> {
            match name {
                $(stringify!($name) => Some($name as unsafe extern "C" fn() as usize),)*
                _ => None,
            }
        }
    };
}

runtime_symbols!(
    _mlir_ciface_nanoTime,
    _mlir_ciface_printMemref0dF32,
    _mlir_ciface_printMemref1dC32,
    _mlir_ciface_printMemref1dC64,
    _mlir_ciface_printMemref1dF32,
    _mlir_ciface_printMemref1dF64,
    _mlir_ciface_printMemref1dI32,
    _mlir_ciface_printMemref1dI64,
    _mlir_ciface_printMemref1dI8,
    _mlir_ciface_printMemref1dInd,
    _mlir_ciface_printMemref2dF32,
    _mlir_ciface_printMemref3dF32,
    _mlir_ciface_printMemref4dF32,
    _mlir_ciface_printMemrefBF16,
    _mlir_ciface_printMemrefC32,
    _mlir_ciface_printMemrefC64,
    _mlir_ciface_printMemrefF16,
    _mlir_ciface_printMemrefF32,
    _mlir_ciface_printMemrefF64,
    _mlir_ciface_printMemrefI16,
    _mlir_ciface_printMemrefI32,
    _mlir_ciface_printMemrefI64,
    _mlir_ciface_printMemrefI8,
    _mlir_ciface_printMemrefInd,
    _mlir_ciface_printMemrefShapeC32,
    _mlir_ciface_printMemrefShapeC64,
    _mlir_ciface_printMemrefShapeF32,
    _mlir_ciface_printMemrefShapeF64,
    _mlir_ciface_printMemrefShapeI32,
    _mlir_ciface_printMemrefShapeI64,
    _mlir_ciface_printMemrefShapeI8,
    _mlir_ciface_printMemrefShapeInd,
    _mlir_ciface_printMemrefVector4x4xf32,
    _mlir_ciface_shuffle,
    _mlir_ciface_stdSortF32,
    _mlir_ciface_stdSortF64,
    _mlir_ciface_stdSortI64,
    _mlir_ciface_verifyMemRefBF16,
    _mlir_ciface_verifyMemRefC32,
    _mlir_ciface_verifyMemRefC64,
    _mlir_ciface_verifyMemRefF16,
    _mlir_ciface_verifyMemRefF32,
    _mlir_ciface_verifyMemRefF64,
    _mlir_ciface_verifyMemRefI16,
    _mlir_ciface_verifyMemRefI32,
    _mlir_ciface_verifyMemRefI64,
    _mlir_ciface_verifyMemRefI8,
    _mlir_ciface_verifyMemRefInd,
    _mlir_memref_to_llvm_aligned_alloc,
    _mlir_memref_to_llvm_alloc,
    _mlir_memref_to_llvm_free,
    memrefCopy,
    mlirAlignedAlloc,
    mlirAlignedFree,
    mlirAlloc,
    mlirFree,
    printBF16,
    printClose,
    printComma,
    printF16,
    printF32,
    printF64,
    printFlops,
    printI64,
    printMemrefC32,
    printMemrefC64,
    printMemrefF32,
    printMemrefF64,
    printMemrefI32,
    printMemrefI64,
    printMemrefInd,
    printNewline,
    printOpen,
    printString,
    printU64,
    rtclock,
    rtdrand,
    rtrand,
    rtsrand,
    verifyMemRefC32,
    verifyMemRefC64,
    verifyMemRefF32,
    verifyMemRefF64,
    verifyMemRefI32,
    verifyMemRefInd
);

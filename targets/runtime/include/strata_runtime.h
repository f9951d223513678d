/*
 * strata_runtime.h: the C ABI of the Strata runtime library
 * (libstrata_runtime.a, written out by `strata runtime --out-dir DIR`).
 *
 * The entry points have the names, signatures and output of upstream MLIR's
 * mlir_c_runner_utils, mlir_runner_utils and mlir_float16_utils libraries, so
 * code lowered by Strata or by upstream MLIR links against either unchanged.
 * The sparse-tensor entry points of mlir_c_runner_utils are not provided.
 *
 * Memref descriptors
 * ------------------
 * A memref of rank N >= 1 is passed as a pointer to
 *
 *     struct { T *allocated; T *aligned; int64_t offset;
 *              int64_t sizes[N]; int64_t strides[N]; }
 *
 * Element (i0, ..., iN-1) lives at aligned[offset + sum_k ik * strides[k]];
 * strides count elements, not bytes. A rank-0 memref has no sizes and
 * strides. STRATA_MEMREF(NAME, T, N) and STRATA_MEMREF_0D(NAME, T) declare
 * such structs. An unranked memref is a StrataUnrankedMemRef: the rank and a
 * pointer to the ranked descriptor of that rank.
 *
 * Element types: index elements are printed as uint64_t (as upstream); f16
 * and bf16 elements are their 16-bit patterns; complex elements are pairs of
 * floats or doubles (layout-compatible with C99 _Complex and std::complex).
 *
 * Compiles as C99 and as C++.
 */
#ifndef STRATA_RUNTIME_H
#define STRATA_RUNTIME_H

#include <stddef.h>
#include <stdint.h>
#ifndef __cplusplus
#include <stdbool.h>
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Declares NAME, the descriptor of a rank-N (N >= 1) memref of T. */
#define STRATA_MEMREF(NAME, T, N)                                              \
  typedef struct NAME {                                                        \
    T *allocated;                                                              \
    T *aligned;                                                                \
    int64_t offset;                                                            \
    int64_t sizes[N];                                                          \
    int64_t strides[N];                                                        \
  } NAME

/* Declares NAME, the descriptor of a rank-0 memref of T. */
#define STRATA_MEMREF_0D(NAME, T)                                              \
  typedef struct NAME {                                                        \
    T *allocated;                                                              \
    T *aligned;                                                                \
    int64_t offset;                                                            \
  } NAME

/* An unranked memref: `descriptor` points to a ranked descriptor of `rank`. */
typedef struct StrataUnrankedMemRef {
  int64_t rank;
  void *descriptor;
} StrataUnrankedMemRef;

typedef uint64_t StrataIndex;   /* index elements */
typedef uint16_t StrataF16;     /* IEEE half, as its bit pattern */
typedef uint16_t StrataBF16;    /* bfloat16, as its bit pattern */
typedef struct StrataComplexF32 {
  float re, im;
} StrataComplexF32;
typedef struct StrataComplexF64 {
  double re, im;
} StrataComplexF64;
/* vector<4x4xf32> as a memref element (upstream's Vector2D<4, 4, float>). */
typedef struct StrataVector4x4F32 {
  float v[4][4];
} StrataVector4x4F32;

STRATA_MEMREF_0D(StrataMemRef0dF32, float);
STRATA_MEMREF(StrataMemRef1dF32, float, 1);
STRATA_MEMREF(StrataMemRef2dF32, float, 2);
STRATA_MEMREF(StrataMemRef3dF32, float, 3);
STRATA_MEMREF(StrataMemRef4dF32, float, 4);
STRATA_MEMREF(StrataMemRef1dF64, double, 1);
STRATA_MEMREF(StrataMemRef1dI8, int8_t, 1);
STRATA_MEMREF(StrataMemRef1dI32, int32_t, 1);
STRATA_MEMREF(StrataMemRef1dI64, int64_t, 1);
STRATA_MEMREF(StrataMemRef1dU64, uint64_t, 1);
STRATA_MEMREF(StrataMemRef1dInd, StrataIndex, 1);
STRATA_MEMREF(StrataMemRef1dC32, StrataComplexF32, 1);
STRATA_MEMREF(StrataMemRef1dC64, StrataComplexF64, 1);
STRATA_MEMREF(StrataMemRef2dVector4x4F32, StrataVector4x4F32, 2);

/* ---- memref.copy of non-identity layouts (mlir_c_runner_utils) ---------- */

/* Copies src to dst element by element (elemSize bytes each); both have the
 * same rank and sizes, any strides and offsets. Nothing is copied when a size
 * is 0. */
void memrefCopy(int64_t elemSize, StrataUnrankedMemRef *src,
                StrataUnrankedMemRef *dst);

/* ---- vector.print (mlir_c_runner_utils, mlir_float16_utils) ------------- */

void printI64(int64_t i);          /* "%" PRId64 */
void printU64(uint64_t u);         /* "%" PRIu64 */
void printF32(float f);            /* "%g" */
void printF64(double d);           /* "%g" */
void printF16(uint16_t bits);      /* the value as a float, "%g" */
void printBF16(uint16_t bits);     /* the value as a float, "%g" */
void printString(char const *s);   /* s, no newline */
void printOpen(void);              /* "( " */
void printClose(void);             /* " )" */
void printComma(void);             /* ", " */
void printNewline(void);           /* "\n" */


/* ---- Timing ------------------------------------------------------------- */

void printFlops(double flops);      /* "<flops / 1e9> GFLOPS\n" on stderr */
double rtclock(void);               /* seconds since the Unix epoch */
int64_t _mlir_ciface_nanoTime(void); /* nanoseconds since the Unix epoch */

/* ---- Allocation --------------------------------------------------------- */

void *mlirAlloc(uint64_t size);
void *mlirAlignedAlloc(uint64_t alignment, uint64_t size);
void mlirFree(void *ptr);
void mlirAlignedFree(void *ptr);
/* What finalize-memref-to-llvm{use-generic-functions=true} calls. */
void *_mlir_memref_to_llvm_alloc(uint64_t size);
void *_mlir_memref_to_llvm_aligned_alloc(uint64_t alignment, uint64_t size);
void _mlir_memref_to_llvm_free(void *ptr);

/* ---- Random numbers and sorting (mlir_c_runner_utils) ------------------- */

/* A Mersenne Twister (mt19937) seeded with s; free it with rtdrand. */
void *rtsrand(uint64_t s);
/* A uniformly distributed number in [0, m] (m included, as upstream). */
uint64_t rtrand(void *g, uint64_t m);
void rtdrand(void *g);
/* Fills m with a random permutation of 0 .. size-1 drawn from g. */
void _mlir_ciface_shuffle(StrataMemRef1dU64 *m, void *g);
/* Sorts the first n elements of a unit-stride memref in ascending order. */
void _mlir_ciface_stdSortI64(uint64_t n, StrataMemRef1dI64 *vref);
void _mlir_ciface_stdSortF64(uint64_t n, StrataMemRef1dF64 *vref);
void _mlir_ciface_stdSortF32(uint64_t n, StrataMemRef1dF32 *vref);

/* ---- Printing memrefs (mlir_runner_utils) ------------------------------- */
/*
 * printMemref* print to stdout
 *
 *   Unranked Memref base@ = 0x... rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
 *   [[1,   2,   3],
 *    [4,   5,   6]]
 *
 * (the ranked _mlir_ciface_printMemref<N>d* forms start with "Memref "),
 * elements as C++ streams print them: floats "%g", i8 elements as the
 * character of that byte. printMemrefShape* print the first line only,
 * without " data =". Empty memrefs print their brackets without elements.
 */

void _mlir_ciface_printMemrefI8(StrataUnrankedMemRef *m);
void _mlir_ciface_printMemrefI16(StrataUnrankedMemRef *m);
void _mlir_ciface_printMemrefI32(StrataUnrankedMemRef *m);
void _mlir_ciface_printMemrefI64(StrataUnrankedMemRef *m);
void _mlir_ciface_printMemrefF16(StrataUnrankedMemRef *m);
void _mlir_ciface_printMemrefBF16(StrataUnrankedMemRef *m);
void _mlir_ciface_printMemrefF32(StrataUnrankedMemRef *m);
void _mlir_ciface_printMemrefF64(StrataUnrankedMemRef *m);
void _mlir_ciface_printMemrefInd(StrataUnrankedMemRef *m);
void _mlir_ciface_printMemrefC32(StrataUnrankedMemRef *m);
void _mlir_ciface_printMemrefC64(StrataUnrankedMemRef *m);

/* The same, the unranked memref passed as its two fields. */
void printMemrefI32(int64_t rank, void *ptr);
void printMemrefI64(int64_t rank, void *ptr);
void printMemrefF32(int64_t rank, void *ptr);
void printMemrefF64(int64_t rank, void *ptr);
void printMemrefInd(int64_t rank, void *ptr);
void printMemrefC32(int64_t rank, void *ptr);
void printMemrefC64(int64_t rank, void *ptr);

void _mlir_ciface_printMemrefShapeI8(StrataUnrankedMemRef *m);
void _mlir_ciface_printMemrefShapeI32(StrataUnrankedMemRef *m);
void _mlir_ciface_printMemrefShapeI64(StrataUnrankedMemRef *m);
void _mlir_ciface_printMemrefShapeF32(StrataUnrankedMemRef *m);
void _mlir_ciface_printMemrefShapeF64(StrataUnrankedMemRef *m);
void _mlir_ciface_printMemrefShapeInd(StrataUnrankedMemRef *m);
void _mlir_ciface_printMemrefShapeC32(StrataUnrankedMemRef *m);
void _mlir_ciface_printMemrefShapeC64(StrataUnrankedMemRef *m);

void _mlir_ciface_printMemref0dF32(StrataMemRef0dF32 *m);
void _mlir_ciface_printMemref1dF32(StrataMemRef1dF32 *m);
void _mlir_ciface_printMemref2dF32(StrataMemRef2dF32 *m);
void _mlir_ciface_printMemref3dF32(StrataMemRef3dF32 *m);
void _mlir_ciface_printMemref4dF32(StrataMemRef4dF32 *m);
void _mlir_ciface_printMemref1dI8(StrataMemRef1dI8 *m);
void _mlir_ciface_printMemref1dI32(StrataMemRef1dI32 *m);
void _mlir_ciface_printMemref1dI64(StrataMemRef1dI64 *m);
void _mlir_ciface_printMemref1dF64(StrataMemRef1dF64 *m);
void _mlir_ciface_printMemref1dInd(StrataMemRef1dInd *m);
void _mlir_ciface_printMemref1dC32(StrataMemRef1dC32 *m);
void _mlir_ciface_printMemref1dC64(StrataMemRef1dC64 *m);
void _mlir_ciface_printMemrefVector4x4xf32(StrataMemRef2dVector4x4F32 *m);

/* ---- Comparing memrefs (mlir_runner_utils) ------------------------------ */
/*
 * verifyMemRef* return the number of elements of `actual` that differ from
 * `expected` (floats: relative error above 1e-6 for f32, 1e-12 for f64, or
 * not finite), or -1 when rank, offset, sizes or strides differ. The first
 * ten differences, or the two shapes, are printed on stderr.
 */

int64_t _mlir_ciface_verifyMemRefI8(StrataUnrankedMemRef *actual,
                                    StrataUnrankedMemRef *expected);
int64_t _mlir_ciface_verifyMemRefI16(StrataUnrankedMemRef *actual,
                                     StrataUnrankedMemRef *expected);
int64_t _mlir_ciface_verifyMemRefI32(StrataUnrankedMemRef *actual,
                                     StrataUnrankedMemRef *expected);
int64_t _mlir_ciface_verifyMemRefI64(StrataUnrankedMemRef *actual,
                                     StrataUnrankedMemRef *expected);
int64_t _mlir_ciface_verifyMemRefBF16(StrataUnrankedMemRef *actual,
                                      StrataUnrankedMemRef *expected);
int64_t _mlir_ciface_verifyMemRefF16(StrataUnrankedMemRef *actual,
                                     StrataUnrankedMemRef *expected);
int64_t _mlir_ciface_verifyMemRefF32(StrataUnrankedMemRef *actual,
                                     StrataUnrankedMemRef *expected);
int64_t _mlir_ciface_verifyMemRefF64(StrataUnrankedMemRef *actual,
                                     StrataUnrankedMemRef *expected);
int64_t _mlir_ciface_verifyMemRefInd(StrataUnrankedMemRef *actual,
                                     StrataUnrankedMemRef *expected);
int64_t _mlir_ciface_verifyMemRefC32(StrataUnrankedMemRef *actual,
                                     StrataUnrankedMemRef *expected);
int64_t _mlir_ciface_verifyMemRefC64(StrataUnrankedMemRef *actual,
                                     StrataUnrankedMemRef *expected);

/* The same, the unranked memrefs passed as their fields (one shared rank). */
int64_t verifyMemRefI32(int64_t rank, void *actualPtr, void *expectedPtr);
int64_t verifyMemRefF32(int64_t rank, void *actualPtr, void *expectedPtr);
int64_t verifyMemRefF64(int64_t rank, void *actualPtr, void *expectedPtr);
int64_t verifyMemRefInd(int64_t rank, void *actualPtr, void *expectedPtr);
int64_t verifyMemRefC32(int64_t rank, void *actualPtr, void *expectedPtr);
int64_t verifyMemRefC64(int64_t rank, void *actualPtr, void *expectedPtr);

/* ---- GPU (upstream's CUDA runtime wrappers, mgpu*) ---------------------- */
/*
 * What upstream's gpu-to-llvm lowering calls to load kernels, launch them and
 * move memory, on NVIDIA's driver API. libcuda.so.1 is opened with dlopen on
 * the first call (link with -ldl -lpthread on glibc before 2.34). The handle
 * types share their struct tags with cuda.h's CUmodule, CUfunction, CUstream
 * and CUevent, so they mix with code that includes cuda.h.
 *
 * A module is loaded once per image (pointer and contents) and stays loaded
 * until the process exits, whatever mgpuModuleUnload is called on; function
 * lookups are cached. Any driver error prints
 * "strata: <call> failed: <CUDA_ERROR_...> (<description>)" on stderr and
 * exits with status 1; so does a missing driver ("cannot load libcuda.so.1").
 * Thread-safe.
 */
typedef struct CUmod_st *StrataCuModule;
typedef struct CUfunc_st *StrataCuFunction;
typedef struct CUstream_st *StrataCuStream;
typedef struct CUevent_st *StrataCuEvent;

/* A cubin, fatbin or PTX image; size may be 0 for NUL-terminated PTX. */
StrataCuModule mgpuModuleLoad(void *data, size_t gpuBlobSize);
/* NUL-terminated PTX, JIT-compiled at optimization level optLevel (0-4). */
StrataCuModule mgpuModuleLoadJIT(void *data, int optLevel);
void mgpuModuleUnload(StrataCuModule module);
StrataCuFunction mgpuModuleGetFunction(StrataCuModule module, const char *name);
/* params[i] points to the i-th kernel argument; smem is the dynamic shared
 * memory in bytes. */
void mgpuLaunchKernel(StrataCuFunction function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, StrataCuStream stream,
                      void **params, void **extra, size_t paramsCount);

StrataCuStream mgpuStreamCreate(void);
void mgpuStreamDestroy(StrataCuStream stream);
void mgpuStreamSynchronize(StrataCuStream stream);
void mgpuStreamWaitEvent(StrataCuStream stream, StrataCuEvent event);
StrataCuEvent mgpuEventCreate(void);
void mgpuEventDestroy(StrataCuEvent event);
void mgpuEventSynchronize(StrataCuEvent event);
void mgpuEventRecord(StrataCuEvent event, StrataCuStream stream);

/* Device memory (managed memory when isHostShared); NULL for 0 bytes. */
void *mgpuMemAlloc(uint64_t sizeBytes, StrataCuStream stream, bool isHostShared);
void mgpuMemFree(void *ptr, StrataCuStream stream);
/* Any direction (unified addressing), asynchronous on stream. */
void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, StrataCuStream stream);
/* Sets count 32-bit (16-bit) words at dst to value. */
void mgpuMemset32(void *dst, unsigned int value, size_t count,
                  StrataCuStream stream);
void mgpuMemset16(void *dst, unsigned short value, size_t count,
                  StrataCuStream stream);
void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes);
void mgpuMemHostUnregister(void *ptr);
/* The same for the elements of a ranked memref descriptor of rank, which
 * must be contiguous in row-major order. */
void mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor,
                               int64_t elementSizeBytes);
void mgpuMemHostUnregisterMemRef(int64_t rank, void *descriptor,
                                 int64_t elementSizeBytes);
/* The device used from the first GPU call on (default 0). */
void mgpuSetDefaultDevice(int32_t device);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* STRATA_RUNTIME_H */

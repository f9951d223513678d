/*
 * cuda_driver.h: the part of the CUDA driver API (libcuda.so.1) that the GPU
 * runtime (gpu_cuda.c) uses, declared here so that no CUDA headers are needed
 * to build it. The types are layout-compatible with cuda.h (the handle types
 * even share its struct tags); the functions are listed once, under the
 * symbol names libcuda.so.1 exports (the `_v2` ones where cuda.h maps the
 * plain name to a versioned symbol), in STRATA_CUDA_DRIVER_FUNCTIONS: the
 * runtime resolves each with dlsym, the tests' mock libcuda.so.1 defines each
 * with exactly this signature. Not installed.
 */
#ifndef STRATA_RUNTIME_CUDA_DRIVER_H
#define STRATA_RUNTIME_CUDA_DRIVER_H

#include <stddef.h>
#include <stdint.h>

typedef int CUresult; /* enum cudaError_enum */
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;
typedef int CUjit_option;         /* enum CUjit_option_enum */
typedef int CUfunction_attribute; /* enum CUfunction_attribute_enum */

enum {
  CUDA_SUCCESS = 0,
  CUDA_ERROR_INVALID_VALUE = 1,
  CUDA_ERROR_OUT_OF_MEMORY = 2,
  CUDA_ERROR_NOT_INITIALIZED = 3,
  CUDA_ERROR_INVALID_IMAGE = 200,
  CUDA_ERROR_INVALID_CONTEXT = 201,
  CUDA_ERROR_INVALID_HANDLE = 400,
  CUDA_ERROR_NOT_FOUND = 500,
  CUDA_ERROR_LAUNCH_FAILED = 719
};

enum {
  CU_STREAM_NON_BLOCKING = 0x1,
  CU_EVENT_DISABLE_TIMING = 0x2,
  CU_MEM_ATTACH_GLOBAL = 0x1,
  CU_JIT_ERROR_LOG_BUFFER = 5,
  CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
  CU_JIT_OPTIMIZATION_LEVEL = 7,
  CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8
};

/* X(name, parameter list) for each driver function; all return CUresult. */
#define STRATA_CUDA_DRIVER_FUNCTIONS(X)                                        \
  X(cuInit, (unsigned int flags))                                              \
  X(cuGetErrorName, (CUresult error, const char **name))                       \
  X(cuGetErrorString, (CUresult error, const char **text))                     \
  X(cuDeviceGet, (CUdevice * device, int ordinal))                             \
  X(cuDevicePrimaryCtxRetain, (CUcontext * context, CUdevice device))          \
  X(cuCtxSetCurrent, (CUcontext context))                                      \
  X(cuModuleLoadData, (CUmodule * module, const void *image))                  \
  X(cuModuleLoadDataEx,                                                        \
    (CUmodule * module, const void *image, unsigned int numOptions,            \
     CUjit_option *options, void **optionValues))                              \
  X(cuModuleGetFunction,                                                       \
    (CUfunction * function, CUmodule module, const char *name))                \
  X(cuFuncSetAttribute,                                                        \
    (CUfunction function, CUfunction_attribute attribute, int value))          \
  X(cuLaunchKernel,                                                            \
    (CUfunction function, unsigned int gridDimX, unsigned int gridDimY,        \
     unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY,    \
     unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream stream,     \
     void **kernelParams, void **extra))                                       \
  X(cuStreamCreate, (CUstream * stream, unsigned int flags))                   \
  X(cuStreamDestroy_v2, (CUstream stream))                                     \
  X(cuStreamSynchronize, (CUstream stream))                                    \
  X(cuStreamWaitEvent, (CUstream stream, CUevent event, unsigned int flags))   \
  X(cuEventCreate, (CUevent * event, unsigned int flags))                      \
  X(cuEventDestroy_v2, (CUevent event))                                        \
  X(cuEventSynchronize, (CUevent event))                                       \
  X(cuEventRecord, (CUevent event, CUstream stream))                           \
  X(cuMemAlloc_v2, (CUdeviceptr * pointer, size_t bytes))                      \
  X(cuMemAllocManaged,                                                         \
    (CUdeviceptr * pointer, size_t bytes, unsigned int flags))                 \
  X(cuMemFree_v2, (CUdeviceptr pointer))                                       \
  X(cuMemcpyAsync,                                                             \
    (CUdeviceptr dst, CUdeviceptr src, size_t bytes, CUstream stream))         \
  X(cuMemsetD32Async, (CUdeviceptr dst, unsigned int value, size_t count,      \
                       CUstream stream))                                       \
  X(cuMemsetD16Async, (CUdeviceptr dst, unsigned short value, size_t count,    \
                       CUstream stream))                                       \
  X(cuMemHostRegister_v2, (void *pointer, size_t bytes, unsigned int flags))   \
  X(cuMemHostUnregister, (void *pointer))

/* 64-bit FNV-1a of `length` bytes: how module images are told apart. */
static inline uint64_t strata_fnv1a(const void *data, size_t length) {
  const unsigned char *bytes = (const unsigned char *)data;
  uint64_t hash = 0xcbf29ce484222325ull;
  size_t i;
  for (i = 0; i < length; ++i) {
    hash ^= bytes[i];
    hash *= 0x100000001b3ull;
  }
  return hash;
}

#endif /* STRATA_RUNTIME_CUDA_DRIVER_H */

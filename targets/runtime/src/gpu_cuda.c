/*
 * The GPU entry points (mgpu*) that upstream MLIR's gpu-to-llvm lowering
 * calls, under the names and signatures of upstream's CUDA runtime wrappers,
 * on NVIDIA's driver API.
 *
 * libcuda.so.1 is opened with dlopen on the first call and its functions
 * resolved with dlsym, so the runtime builds without CUDA headers or SDK and
 * programs that never touch the GPU do not need a driver. The first call also
 * initializes the driver and retains the primary context of the default
 * device (0, or what mgpuSetDefaultDevice chose before); every entry point
 * makes that context current on the calling thread.
 *
 * Modules are loaded once: mgpuModuleLoad and mgpuModuleLoadJIT return the
 * module already loaded from the same pointer with the same contents (length
 * and FNV-1a hash), so code that loads the module around every launch, as
 * upstream's lowering does, loads it on the first launch only. mgpuModuleUnload
 * keeps such a module loaded until the process exits; the driver releases it
 * then. mgpuModuleGetFunction results are cached per module and name.
 *
 * The mgpu API has no error results: a failing driver call prints
 * "strata: <call> failed: <CUDA_ERROR_...> (<description>)" on stderr and
 * exits the process with status 1, as does a missing driver.
 */
#define _POSIX_C_SOURCE 200809L
#include "cuda_driver.h"
#include "internal.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>

#define STRATA_CUDA_LIBRARY "libcuda.so.1"

/* The resolved driver functions, one member per STRATA_CUDA_DRIVER_FUNCTIONS
 * entry, named like the symbol. */
static struct {
#define STRATA_CUDA_MEMBER(name, params) CUresult(*name) params;
  STRATA_CUDA_DRIVER_FUNCTIONS(STRATA_CUDA_MEMBER)
#undef STRATA_CUDA_MEMBER
} cu;

static pthread_once_t init_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;
static int32_t default_device = 0;
static CUcontext context;

static void fail(const char *message, const char *detail) {
  fprintf(stderr, "strata: %s%s\n", message, detail);
  exit(EXIT_FAILURE);
}

/* Exits with a message naming `call` and the error unless `result` is
 * CUDA_SUCCESS. */
static void check(CUresult result, const char *call) {
  const char *name = NULL;
  const char *text = NULL;
  if (result == CUDA_SUCCESS)
    return;
  if (cu.cuGetErrorName(result, &name) != CUDA_SUCCESS || name == NULL) {
    fprintf(stderr, "strata: %s failed: CUresult %d\n", call, result);
    exit(EXIT_FAILURE);
  }
  if (cu.cuGetErrorString(result, &text) != CUDA_SUCCESS || text == NULL)
    text = "no description";
  fprintf(stderr, "strata: %s failed: %s (%s)\n", call, name, text);
  exit(EXIT_FAILURE);
}

#define CHECK(name, args) check(cu.name args, #name)

static void load_driver(void) {
  void *library = dlopen(STRATA_CUDA_LIBRARY, RTLD_NOW | RTLD_LOCAL);
  CUdevice device;
  if (library == NULL) {
    const char *why = dlerror();
    fprintf(stderr, "strata: cannot load %s (%s): no NVIDIA driver?\n",
            STRATA_CUDA_LIBRARY, why != NULL ? why : "unknown error");
    exit(EXIT_FAILURE);
  }
  /* Converting the void * of dlsym to a function pointer is what POSIX
   * requires to work; memcpy keeps -pedantic quiet about it. */
#define STRATA_CUDA_RESOLVE(name, params)                                      \
  {                                                                            \
    void *symbol = dlsym(library, #name);                                      \
    if (symbol == NULL)                                                        \
      fail(STRATA_CUDA_LIBRARY " has no " #name ": driver too old?", "");      \
    memcpy(&cu.name, &symbol, sizeof symbol);                                  \
  }
  STRATA_CUDA_DRIVER_FUNCTIONS(STRATA_CUDA_RESOLVE)
#undef STRATA_CUDA_RESOLVE
  CHECK(cuInit, (0));
  CHECK(cuDeviceGet, (&device, default_device));
  CHECK(cuDevicePrimaryCtxRetain, (&context, device));
}

/* Loads the driver on first use and makes the primary context current. */
static void enter(void) {
  pthread_once(&init_once, load_driver);
  CHECK(cuCtxSetCurrent, (context));
}

static CUdeviceptr device_pointer(void *pointer) {
  return (CUdeviceptr)(uintptr_t)pointer;
}

/* ---- Modules and functions ---------------------------------------------- */

/* A loaded module, the image it was loaded from and how: JIT-compiled at
 * opt_level, or loaded as is (mgpuModuleLoad). */
typedef struct loaded_module {
  const void *data;
  size_t length;
  uint64_t hash;
  bool jit;
  int opt_level;
  CUmodule module;
  struct loaded_module *next;
} loaded_module;

typedef struct loaded_function {
  CUmodule module;
  char *name;
  CUfunction function;
  struct loaded_function *next;
} loaded_function;

static loaded_module *modules;
static loaded_function *functions;

static void *checked_malloc(size_t size) {
  void *p = malloc(size);
  if (p == NULL)
    fail("out of host memory in the GPU runtime", "");
  return p;
}

static CUmodule jit_load(const void *data, int opt_level) {
  char log[4096] = {0};
  CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER,
                            CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                            CU_JIT_OPTIMIZATION_LEVEL};
  void *values[3];
  CUmodule module = NULL;
  CUresult result;
  values[0] = log;
  values[1] = (void *)(uintptr_t)sizeof log;
  values[2] = (void *)(uintptr_t)opt_level;
  result = cu.cuModuleLoadDataEx(&module, data, 3, options, values);
  if (result != CUDA_SUCCESS && log[0] != '\0')
    fprintf(stderr, "strata: PTX JIT compilation log:\n%s\n", log);
  check(result, "cuModuleLoadDataEx");
  return module;
}

/* The module loaded from `length` bytes at `data`, loading it on first use. */
static CUmodule cached_module(const void *data, size_t length, bool jit,
                              int opt_level) {
  uint64_t hash = strata_fnv1a(data, length);
  loaded_module *m;
  CUmodule module;
  enter();
  pthread_mutex_lock(&cache_lock);
  for (m = modules; m != NULL; m = m->next) {
    if (m->data == data && m->length == length && m->hash == hash &&
        m->jit == jit && m->opt_level == opt_level) {
      module = m->module;
      pthread_mutex_unlock(&cache_lock);
      return module;
    }
  }
  if (jit) {
    module = jit_load(data, opt_level);
  } else {
    module = NULL;
    CHECK(cuModuleLoadData, (&module, data));
  }
  m = (loaded_module *)checked_malloc(sizeof *m);
  m->data = data;
  m->length = length;
  m->hash = hash;
  m->jit = jit;
  m->opt_level = opt_level;
  m->module = module;
  m->next = modules;
  modules = m;
  pthread_mutex_unlock(&cache_lock);
  return module;
}

/* Loads a cubin, fatbin or PTX image. `size` may be 0 for a PTX image (a
 * NUL-terminated string); the driver reads the length of the others from
 * their headers, so they are told apart by their first `size` bytes. */
CUmodule mgpuModuleLoad(void *data, size_t size) {
  return cached_module(data, size != 0 ? size : strlen((const char *)data),
                       false, 0);
}

/* JIT-compiles a NUL-terminated PTX image at optimization level optLevel. */
CUmodule mgpuModuleLoadJIT(void *data, int optLevel) {
  return cached_module(data, strlen((const char *)data), true, optLevel);
}

/* Every module comes from the cache and stays loaded until exit. */
void mgpuModuleUnload(CUmodule module) { (void)module; }

CUfunction mgpuModuleGetFunction(CUmodule module, const char *name) {
  loaded_function *f;
  CUfunction function = NULL;
  size_t length = strlen(name);
  enter();
  pthread_mutex_lock(&cache_lock);
  for (f = functions; f != NULL; f = f->next) {
    if (f->module == module && strcmp(f->name, name) == 0) {
      function = f->function;
      pthread_mutex_unlock(&cache_lock);
      return function;
    }
  }
  CHECK(cuModuleGetFunction, (&function, module, name));
  f = (loaded_function *)checked_malloc(sizeof *f);
  f->module = module;
  f->name = (char *)checked_malloc(length + 1);
  memcpy(f->name, name, length + 1);
  f->function = function;
  f->next = functions;
  functions = f;
  pthread_mutex_unlock(&cache_lock);
  return function;
}

/* Dimensions are intptr_t (MLIR's index), narrowed to the driver's unsigned
 * int; a dimension out of that range is an error. paramsCount is not needed
 * by the driver, which knows the kernel's parameters. */
void mgpuLaunchKernel(CUfunction function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, CUstream stream,
                      void **params, void **extra, size_t paramsCount) {
  const intptr_t dims[6] = {gridX, gridY, gridZ, blockX, blockY, blockZ};
  int i;
  (void)paramsCount;
  for (i = 0; i < 6; ++i) {
    if (dims[i] < 0 || (uintmax_t)dims[i] > 0xffffffffu)
      fail("mgpuLaunchKernel: grid or block dimension out of range", "");
  }
  if (smem < 0)
    fail("mgpuLaunchKernel: negative dynamic shared memory size", "");
  enter();
  /* Dynamic shared memory above the default 48 KiB must be opted into. */
  if (smem > 0)
    CHECK(cuFuncSetAttribute,
          (function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, smem));
  CHECK(cuLaunchKernel,
        (function, (unsigned)gridX, (unsigned)gridY, (unsigned)gridZ,
         (unsigned)blockX, (unsigned)blockY, (unsigned)blockZ, (unsigned)smem,
         stream, params, extra));
}

/* ---- Streams and events ------------------------------------------------- */

CUstream mgpuStreamCreate(void) {
  CUstream stream = NULL;
  enter();
  CHECK(cuStreamCreate, (&stream, CU_STREAM_NON_BLOCKING));
  return stream;
}

void mgpuStreamDestroy(CUstream stream) {
  enter();
  CHECK(cuStreamDestroy_v2, (stream));
}

void mgpuStreamSynchronize(CUstream stream) {
  enter();
  CHECK(cuStreamSynchronize, (stream));
}

void mgpuStreamWaitEvent(CUstream stream, CUevent event) {
  enter();
  CHECK(cuStreamWaitEvent, (stream, event, 0));
}

CUevent mgpuEventCreate(void) {
  CUevent event = NULL;
  enter();
  CHECK(cuEventCreate, (&event, CU_EVENT_DISABLE_TIMING));
  return event;
}

void mgpuEventDestroy(CUevent event) {
  enter();
  CHECK(cuEventDestroy_v2, (event));
}

void mgpuEventSynchronize(CUevent event) {
  enter();
  CHECK(cuEventSynchronize, (event));
}

void mgpuEventRecord(CUevent event, CUstream stream) {
  enter();
  CHECK(cuEventRecord, (event, stream));
}

/* ---- Memory ------------------------------------------------------------- */

/* Device memory, or managed memory reachable from host and device when
 * isHostShared. A zero-byte allocation is NULL. */
void *mgpuMemAlloc(uint64_t sizeBytes, CUstream stream, bool isHostShared) {
  CUdeviceptr pointer = 0;
  (void)stream;
  if (sizeBytes == 0)
    return NULL;
  enter();
  if (isHostShared)
    CHECK(cuMemAllocManaged,
          (&pointer, (size_t)sizeBytes, CU_MEM_ATTACH_GLOBAL));
  else
    CHECK(cuMemAlloc_v2, (&pointer, (size_t)sizeBytes));
  return (void *)(uintptr_t)pointer;
}

/* Frees once the work queued on `stream` (which may use the memory) is
 * done. */
void mgpuMemFree(void *ptr, CUstream stream) {
  if (ptr == NULL)
    return;
  enter();
  if (stream != NULL)
    CHECK(cuStreamSynchronize, (stream));
  CHECK(cuMemFree_v2, (device_pointer(ptr)));
}

/* Any direction: the driver tells host and device pointers apart (unified
 * addressing). Asynchronous on `stream`. */
void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, CUstream stream) {
  enter();
  CHECK(cuMemcpyAsync,
        (device_pointer(dst), device_pointer(src), sizeBytes, stream));
}

void mgpuMemset32(void *dst, unsigned int value, size_t count,
                  CUstream stream) {
  enter();
  CHECK(cuMemsetD32Async, (device_pointer(dst), value, count, stream));
}

void mgpuMemset16(void *dst, unsigned short value, size_t count,
                  CUstream stream) {
  enter();
  CHECK(cuMemsetD16Async, (device_pointer(dst), value, count, stream));
}

/* Page-locks host memory so the device can reach it. */
void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes) {
  enter();
  CHECK(cuMemHostRegister_v2, (ptr, (size_t)sizeBytes, 0));
}

void mgpuMemHostUnregister(void *ptr) {
  enter();
  CHECK(cuMemHostUnregister, (ptr));
}

/* The first element of a memref of `rank`, and (through `bytes`) the size of
 * its elements when they are contiguous in row-major order, which
 * registering requires. */
static char *contiguous_memref(int64_t rank, void *descriptor,
                               int64_t elementSizeBytes, uint64_t *bytes) {
  strata_view v = strata_view_of(descriptor, rank);
  int64_t count = 1;
  int64_t i;
  for (i = rank - 1; i >= 0; --i) {
    if (v.sizes[i] != 1 && v.strides[i] != count)
      fail("mgpuMemHostRegisterMemRef: only memrefs with contiguous "
           "row-major elements can be registered", "");
    count *= v.sizes[i];
  }
  *bytes = (uint64_t)count * (uint64_t)elementSizeBytes;
  return v.data + v.offset * elementSizeBytes;
}

void mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor,
                               int64_t elementSizeBytes) {
  uint64_t bytes;
  char *data = contiguous_memref(rank, descriptor, elementSizeBytes, &bytes);
  mgpuMemHostRegister(data, bytes);
}

void mgpuMemHostUnregisterMemRef(int64_t rank, void *descriptor,
                                 int64_t elementSizeBytes) {
  strata_view v = strata_view_of(descriptor, rank);
  mgpuMemHostUnregister(v.data + v.offset * elementSizeBytes);
}

/* The device whose primary context the runtime uses; only effective before
 * the first GPU call, which fixes the context for the process. */
void mgpuSetDefaultDevice(int32_t device) { default_device = device; }

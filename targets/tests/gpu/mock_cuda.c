/*
 * A mock libcuda.so.1 for testing the GPU runtime without a GPU: it defines
 * every driver function the runtime resolves (cuda_driver.h, so the
 * signatures are the ones the runtime calls through), with "device" memory
 * in host memory, so copies round-trip. Kernels are not run.
 *
 * Each call appends one line to the file named by STRATA_MOCK_CUDA_LOG:
 *   cuModuleLoadDataEx module=1 bytes=912 fnv1a=0x... opt=2
 *   cuModuleGetFunction module=1 name=vadd params=4
 *   cuLaunchKernel function=vadd grid=4,1,1 block=256,1,1 smem=0 stream=1
 *     params=0x55...,0x55...,0x55...,0x3e8
 *   cuMemcpyAsync HtoD bytes=4000 dst=0x... src=0x... stream=1
 * Each module image is written to <log>.module<N> (N from 1) so tests can
 * run ptxas on it. Images must be PTX; parameter sizes come from the
 * `.entry NAME(` declaration, as the real driver takes them from the image.
 *
 * STRATA_MOCK_CUDA_FAIL=<function> makes that function fail with
 * CUDA_ERROR_INVALID_VALUE. Destroyed streams and events stay allocated, so
 * that a use after destruction fails with CUDA_ERROR_INVALID_HANDLE. Like the driver, calls before cuInit fail with
 * CUDA_ERROR_NOT_INITIALIZED and calls that need a context (current per
 * thread) without one with CUDA_ERROR_INVALID_CONTEXT.
 */
#define _POSIX_C_SOURCE 200809L
#include "cuda_driver.h"

#include <ctype.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Prototypes of the driver API, so that each definition below is checked
 * against the signature the runtime calls. */
#define MOCK_PROTOTYPE(name, params) CUresult name params;
STRATA_CUDA_DRIVER_FUNCTIONS(MOCK_PROTOTYPE)

#define MAX_PARAMS 64

struct CUctx_st {
  int device;
};
struct CUmod_st {
  int id;
  char *image;
};
struct CUfunc_st {
  char name[128];
  int params;
  size_t sizes[MAX_PARAMS];
};
struct CUstream_st {
  int id;
  int destroyed;
};
struct CUevent_st {
  int id;
  int destroyed;
};

typedef struct allocation {
  char *base;
  size_t bytes;
  struct allocation *next;
} allocation;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int initialized;
static struct CUctx_st primary;
static _Thread_local CUcontext current;
static allocation *allocations;
static int modules, streams, events;

static void record(const char *format, ...) {
  const char *path = getenv("STRATA_MOCK_CUDA_LOG");
  FILE *log;
  va_list args;
  if (path == NULL)
    return;
  log = fopen(path, "a");
  if (log == NULL)
    return;
  va_start(args, format);
  vfprintf(log, format, args);
  va_end(args);
  fputc('\n', log);
  fclose(log);
}

/* Whether STRATA_MOCK_CUDA_FAIL names `call`. */
static int injected(const char *call) {
  const char *fail = getenv("STRATA_MOCK_CUDA_FAIL");
  if (fail == NULL || strcmp(fail, call) != 0)
    return 0;
  record("%s failed (injected)", call);
  return 1;
}

/* The state every call after cuInit needs, or the error to return. */
static CUresult ready(const char *call, int needs_context) {
  if (injected(call))
    return CUDA_ERROR_INVALID_VALUE;
  if (!initialized)
    return CUDA_ERROR_NOT_INITIALIZED;
  if (needs_context && current == NULL)
    return CUDA_ERROR_INVALID_CONTEXT;
  return CUDA_SUCCESS;
}

#define READY(needs_context)                                                   \
  do {                                                                         \
    CUresult r = ready(__func__, needs_context);                               \
    if (r != CUDA_SUCCESS)                                                     \
      return r;                                                                \
  } while (0)

/* The next of the ids counted by `counter`, from 1. */
static int next_id(int *counter) {
  int id;
  pthread_mutex_lock(&lock);
  id = ++*counter;
  pthread_mutex_unlock(&lock);
  return id;
}

static int id_of_stream(CUstream stream) { return stream ? stream->id : 0; }

/* Whether `stream` may be used: the null stream or one not destroyed. */
static int live_stream(CUstream stream) {
  return stream == NULL || !stream->destroyed;
}

#define CHECK_STREAM(stream)                                                   \
  do {                                                                         \
    if (!live_stream(stream))                                                  \
      return CUDA_ERROR_INVALID_HANDLE;                                        \
  } while (0)

#define CHECK_EVENT(event)                                                     \
  do {                                                                         \
    if ((event) == NULL || (event)->destroyed)                                 \
      return CUDA_ERROR_INVALID_HANDLE;                                        \
  } while (0)

/* The allocation holding `pointer`, or NULL for host memory. */
static allocation *find_allocation(CUdeviceptr pointer) {
  allocation *a;
  char *p = (char *)(uintptr_t)pointer;
  for (a = allocations; a != NULL; a = a->next) {
    if (p >= a->base && p < a->base + a->bytes)
      return a;
  }
  return NULL;
}

/* 'D' or 'H'; 0 when `bytes` from pointer overrun its allocation. */
static char side(CUdeviceptr pointer, size_t bytes) {
  allocation *a = find_allocation(pointer);
  if (a == NULL)
    return 'H';
  return (char *)(uintptr_t)pointer + bytes <= a->base + a->bytes ? 'D' : 0;
}

CUresult cuInit(unsigned int flags) {
  if (injected(__func__))
    return CUDA_ERROR_INVALID_VALUE;
  record("cuInit flags=%u", flags);
  initialized = 1;
  return flags == 0 ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

static const struct {
  CUresult code;
  const char *name, *text;
} errors[] = {
    {CUDA_SUCCESS, "CUDA_SUCCESS", "no error"},
    {CUDA_ERROR_INVALID_VALUE, "CUDA_ERROR_INVALID_VALUE", "invalid argument"},
    {CUDA_ERROR_OUT_OF_MEMORY, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory"},
    {CUDA_ERROR_NOT_INITIALIZED, "CUDA_ERROR_NOT_INITIALIZED",
     "initialization error"},
    {CUDA_ERROR_INVALID_IMAGE, "CUDA_ERROR_INVALID_IMAGE",
     "device kernel image is invalid"},
    {CUDA_ERROR_INVALID_CONTEXT, "CUDA_ERROR_INVALID_CONTEXT",
     "invalid device context"},
    {CUDA_ERROR_INVALID_HANDLE, "CUDA_ERROR_INVALID_HANDLE",
     "invalid resource handle"},
    {CUDA_ERROR_NOT_FOUND, "CUDA_ERROR_NOT_FOUND", "named symbol not found"},
};

static CUresult describe(CUresult error, const char **out, int text) {
  size_t i;
  for (i = 0; i < sizeof errors / sizeof errors[0]; ++i) {
    if (errors[i].code == error) {
      *out = text ? errors[i].text : errors[i].name;
      return CUDA_SUCCESS;
    }
  }
  *out = NULL;
  return CUDA_ERROR_INVALID_VALUE;
}

CUresult cuGetErrorName(CUresult error, const char **name) {
  return describe(error, name, 0);
}

CUresult cuGetErrorString(CUresult error, const char **text) {
  return describe(error, text, 1);
}

CUresult cuDeviceGet(CUdevice *device, int ordinal) {
  READY(0);
  record("cuDeviceGet ordinal=%d", ordinal);
  if (ordinal != 0)
    return CUDA_ERROR_INVALID_VALUE;
  *device = ordinal;
  return CUDA_SUCCESS;
}

CUresult cuDevicePrimaryCtxRetain(CUcontext *context, CUdevice device) {
  READY(0);
  record("cuDevicePrimaryCtxRetain device=%d", device);
  primary.device = device;
  *context = &primary;
  return CUDA_SUCCESS;
}

CUresult cuCtxSetCurrent(CUcontext context) {
  READY(0);
  record("cuCtxSetCurrent device=%d", context ? context->device : -1);
  current = context;
  return CUDA_SUCCESS;
}

/* ---- Modules ------------------------------------------------------------ */

static CUresult load(CUmodule *module, const void *image, const char *call,
                     int opt_level) {
  const char *text = (const char *)image;
  size_t length;
  char path[4096];
  FILE *out;
  struct CUmod_st *m;
  if (image == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  length = strlen(text);
  if (strstr(text, ".version") == NULL || strstr(text, ".target") == NULL)
    return CUDA_ERROR_INVALID_IMAGE; /* only PTX is understood */
  m = (struct CUmod_st *)malloc(sizeof *m);
  m->image = (char *)malloc(length + 1);
  memcpy(m->image, text, length + 1);
  m->id = next_id(&modules);
  record("%s module=%d bytes=%zu fnv1a=0x%016" PRIx64 " opt=%d", call, m->id,
         length, strata_fnv1a(text, length), opt_level);
  if (getenv("STRATA_MOCK_CUDA_LOG") != NULL) {
    snprintf(path, sizeof path, "%s.module%d", getenv("STRATA_MOCK_CUDA_LOG"),
             m->id);
    out = fopen(path, "wb");
    if (out != NULL) {
      fwrite(text, 1, length, out);
      fclose(out);
    }
  }
  *module = m;
  return CUDA_SUCCESS;
}

CUresult cuModuleLoadData(CUmodule *module, const void *image) {
  READY(1);
  return load(module, image, __func__, -1);
}

CUresult cuModuleLoadDataEx(CUmodule *module, const void *image,
                            unsigned int numOptions, CUjit_option *options,
                            void **optionValues) {
  unsigned int i;
  int opt_level = -1;
  READY(1);
  for (i = 0; i < numOptions; ++i) {
    if (options[i] == CU_JIT_OPTIMIZATION_LEVEL)
      opt_level = (int)(uintptr_t)optionValues[i];
  }
  return load(module, image, __func__, opt_level);
}

/* The size in bytes of the PTX parameter declared by `decl` (".param .u64
 * name", ".param .align 8 .b8 name[16]"), or 0 if unknown. */
static size_t param_size(const char *decl, const char *end) {
  static const struct {
    const char *type;
    size_t bytes;
  } types[] = {{".u8", 1},  {".s8", 1},  {".b8", 1},  {".u16", 2}, {".s16", 2},
               {".b16", 2}, {".f16", 2}, {".u32", 4}, {".s32", 4}, {".b32", 4},
               {".f32", 4}, {".u64", 8}, {".s64", 8}, {".b64", 8}, {".f64", 8}};
  const char *p;
  size_t i, bytes = 0;
  for (p = decl; p < end && bytes == 0; ++p) {
    for (i = 0; i < sizeof types / sizeof types[0]; ++i) {
      size_t n = strlen(types[i].type);
      if (strncmp(p, types[i].type, n) == 0 && isspace((unsigned char)p[n])) {
        bytes = types[i].bytes;
        break;
      }
    }
  }
  for (; p < end; ++p) {
    if (*p == '[')
      return bytes * strtoul(p + 1, NULL, 10);
  }
  return bytes;
}

/* Fills f from the declaration `.entry NAME(...)` in `image`. */
static int find_entry(const char *image, const char *name,
                      struct CUfunc_st *f) {
  const char *p = image;
  size_t n = strlen(name);
  while ((p = strstr(p, ".entry")) != NULL) {
    const char *q = p + 6, *close;
    p = q;
    while (isspace((unsigned char)*q))
      ++q;
    if (strncmp(q, name, n) != 0)
      continue;
    q += n;
    while (isspace((unsigned char)*q))
      ++q;
    if (*q != '(')
      continue;
    close = strchr(q, ')');
    if (close == NULL)
      return 0;
    f->params = 0;
    while ((q = strstr(q, ".param")) != NULL && q < close) {
      const char *next = strpbrk(q, ",)");
      if (f->params == MAX_PARAMS)
        return 0;
      f->sizes[f->params++] = param_size(q + 6, next);
      q = next;
    }
    return 1;
  }
  return 0;
}

CUresult cuModuleGetFunction(CUfunction *function, CUmodule module,
                             const char *name) {
  struct CUfunc_st *f;
  READY(1);
  if (module == NULL || name == NULL || strlen(name) >= sizeof f->name)
    return CUDA_ERROR_INVALID_VALUE;
  f = (struct CUfunc_st *)calloc(1, sizeof *f);
  strcpy(f->name, name);
  if (!find_entry(module->image, name, f)) {
    record("cuModuleGetFunction module=%d name=%s not found", module->id,
           name);
    free(f);
    return CUDA_ERROR_NOT_FOUND;
  }
  record("cuModuleGetFunction module=%d name=%s params=%d", module->id, name,
         f->params);
  *function = f;
  return CUDA_SUCCESS;
}

CUresult cuFuncSetAttribute(CUfunction function, CUfunction_attribute attribute,
                            int value) {
  READY(1);
  record("cuFuncSetAttribute function=%s attribute=%d value=%d",
         function->name, attribute, value);
  return CUDA_SUCCESS;
}

CUresult cuLaunchKernel(CUfunction f, unsigned int gridDimX,
                        unsigned int gridDimY, unsigned int gridDimZ,
                        unsigned int blockDimX, unsigned int blockDimY,
                        unsigned int blockDimZ, unsigned int sharedMemBytes,
                        CUstream stream, void **kernelParams, void **extra) {
  char values[MAX_PARAMS * 24] = "";
  size_t used = 0;
  int i;
  READY(1);
  if (f == NULL || extra != NULL || (f->params > 0 && kernelParams == NULL) ||
      gridDimX * gridDimY * gridDimZ == 0 ||
      blockDimX * blockDimY * blockDimZ == 0 ||
      (unsigned long)blockDimX * blockDimY * blockDimZ > 1024)
    return CUDA_ERROR_INVALID_VALUE;
  CHECK_STREAM(stream);
  for (i = 0; i < f->params; ++i) {
    uint64_t value = 0;
    size_t bytes = f->sizes[i];
    if (bytes == 0 || bytes > sizeof value)
      return CUDA_ERROR_INVALID_VALUE; /* aggregates are not logged */
    memcpy(&value, kernelParams[i], bytes); /* little-endian hosts */
    used += (size_t)snprintf(values + used, sizeof values - used,
                             "%s0x%" PRIx64, i ? "," : "", value);
  }
  record("cuLaunchKernel function=%s grid=%u,%u,%u block=%u,%u,%u smem=%u "
         "stream=%d params=%s",
         f->name, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY,
         blockDimZ, sharedMemBytes, id_of_stream(stream), values);
  return CUDA_SUCCESS;
}

/* ---- Streams and events ------------------------------------------------- */

CUresult cuStreamCreate(CUstream *stream, unsigned int flags) {
  READY(1);
  *stream = (CUstream)calloc(1, sizeof **stream);
  (*stream)->id = next_id(&streams);
  record("cuStreamCreate stream=%d flags=%u", (*stream)->id, flags);
  return CUDA_SUCCESS;
}

CUresult cuStreamDestroy_v2(CUstream stream) {
  READY(1);
  if (stream == NULL)
    return CUDA_ERROR_INVALID_HANDLE;
  CHECK_STREAM(stream);
  record("cuStreamDestroy_v2 stream=%d", stream->id);
  stream->destroyed = 1;
  return CUDA_SUCCESS;
}

CUresult cuStreamSynchronize(CUstream stream) {
  READY(1);
  CHECK_STREAM(stream);
  record("cuStreamSynchronize stream=%d", id_of_stream(stream));
  return CUDA_SUCCESS;
}

CUresult cuStreamWaitEvent(CUstream stream, CUevent event, unsigned int flags) {
  READY(1);
  CHECK_STREAM(stream);
  CHECK_EVENT(event);
  record("cuStreamWaitEvent stream=%d event=%d flags=%u", id_of_stream(stream),
         event->id, flags);
  return CUDA_SUCCESS;
}

CUresult cuEventCreate(CUevent *event, unsigned int flags) {
  READY(1);
  *event = (CUevent)calloc(1, sizeof **event);
  (*event)->id = next_id(&events);
  record("cuEventCreate event=%d flags=%u", (*event)->id, flags);
  return CUDA_SUCCESS;
}

CUresult cuEventDestroy_v2(CUevent event) {
  READY(1);
  CHECK_EVENT(event);
  record("cuEventDestroy_v2 event=%d", event->id);
  event->destroyed = 1;
  return CUDA_SUCCESS;
}

CUresult cuEventSynchronize(CUevent event) {
  READY(1);
  CHECK_EVENT(event);
  record("cuEventSynchronize event=%d", event->id);
  return CUDA_SUCCESS;
}

CUresult cuEventRecord(CUevent event, CUstream stream) {
  READY(1);
  CHECK_EVENT(event);
  CHECK_STREAM(stream);
  record("cuEventRecord event=%d stream=%d", event->id, id_of_stream(stream));
  return CUDA_SUCCESS;
}

/* ---- Memory ------------------------------------------------------------- */

static CUresult allocate(CUdeviceptr *pointer, size_t bytes,
                         const char *call) {
  allocation *a;
  if (bytes == 0)
    return CUDA_ERROR_INVALID_VALUE;
  a = (allocation *)malloc(sizeof *a);
  a->base = (char *)malloc(bytes);
  a->bytes = bytes;
  pthread_mutex_lock(&lock);
  a->next = allocations;
  allocations = a;
  pthread_mutex_unlock(&lock);
  *pointer = (CUdeviceptr)(uintptr_t)a->base;
  record("%s bytes=%zu ptr=0x%llx", call, bytes, *pointer);
  return CUDA_SUCCESS;
}

CUresult cuMemAlloc_v2(CUdeviceptr *pointer, size_t bytes) {
  READY(1);
  return allocate(pointer, bytes, __func__);
}

CUresult cuMemAllocManaged(CUdeviceptr *pointer, size_t bytes,
                           unsigned int flags) {
  READY(1);
  if (flags != CU_MEM_ATTACH_GLOBAL)
    return CUDA_ERROR_INVALID_VALUE;
  return allocate(pointer, bytes, __func__);
}

CUresult cuMemFree_v2(CUdeviceptr pointer) {
  allocation **a;
  READY(1);
  pthread_mutex_lock(&lock);
  for (a = &allocations; *a != NULL; a = &(*a)->next) {
    if ((CUdeviceptr)(uintptr_t)(*a)->base == pointer) {
      allocation *dead = *a;
      *a = dead->next;
      pthread_mutex_unlock(&lock);
      record("cuMemFree_v2 ptr=0x%llx bytes=%zu", pointer, dead->bytes);
      free(dead->base);
      free(dead);
      return CUDA_SUCCESS;
    }
  }
  pthread_mutex_unlock(&lock);
  return CUDA_ERROR_INVALID_VALUE;
}

CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t bytes,
                       CUstream stream) {
  char to, from;
  READY(1);
  pthread_mutex_lock(&lock);
  to = side(dst, bytes);
  from = side(src, bytes);
  pthread_mutex_unlock(&lock);
  if (to == 0 || from == 0)
    return CUDA_ERROR_INVALID_VALUE;
  CHECK_STREAM(stream);
  record("cuMemcpyAsync %cto%c bytes=%zu dst=0x%llx src=0x%llx stream=%d",
         from, to, bytes, dst, src, id_of_stream(stream));
  memmove((void *)(uintptr_t)dst, (const void *)(uintptr_t)src, bytes);
  return CUDA_SUCCESS;
}

/* Fills count words of width 2 or 4 bytes at dst with value. */
static CUresult memset_words(CUdeviceptr dst, unsigned int value, size_t width,
                             size_t count, CUstream stream, const char *call) {
  uint16_t half = (uint16_t)value;
  size_t i;
  char where;
  pthread_mutex_lock(&lock);
  where = side(dst, count * width);
  pthread_mutex_unlock(&lock);
  if (where != 'D')
    return CUDA_ERROR_INVALID_VALUE;
  CHECK_STREAM(stream);
  record("%s dst=0x%llx value=0x%x count=%zu stream=%d", call, dst, value,
         count, id_of_stream(stream));
  for (i = 0; i < count; ++i)
    memcpy((char *)(uintptr_t)dst + i * width,
           width == 4 ? (const void *)&value : (const void *)&half, width);
  return CUDA_SUCCESS;
}

CUresult cuMemsetD32Async(CUdeviceptr dst, unsigned int value, size_t count,
                          CUstream stream) {
  READY(1);
  return memset_words(dst, value, 4, count, stream, __func__);
}

CUresult cuMemsetD16Async(CUdeviceptr dst, unsigned short value, size_t count,
                          CUstream stream) {
  READY(1);
  return memset_words(dst, value, 2, count, stream, __func__);
}

CUresult cuMemHostRegister_v2(void *pointer, size_t bytes,
                              unsigned int flags) {
  READY(1);
  record("cuMemHostRegister_v2 ptr=%p bytes=%zu flags=%u", pointer, bytes,
         flags);
  return CUDA_SUCCESS;
}

CUresult cuMemHostUnregister(void *pointer) {
  READY(1);
  record("cuMemHostUnregister ptr=%p", pointer);
  return CUDA_SUCCESS;
}

/*
 * Drives the runtime's mgpu* entry points as code lowered by upstream's
 * gpu-to-llvm does: loads the PTX kernel `vadd` (file argv[1]) around each of
 * three launches, moves memory both ways, uses a stream and an event, then
 * loads the same buffer again after changing it (kernel renamed `vsub`), and
 * then twice with mgpuModuleLoad instead of mgpuModuleLoadJIT.
 * With argv[2] = "threads", four threads each load and launch once instead.
 *
 * On a GPU, c = a + b; on the tests' mock driver kernels do not run and c
 * keeps the 1.5f it was set to.
 */
#define _POSIX_C_SOURCE 200112L
#include "strata_runtime.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { N = 1000, BLOCK = 256 };

static char *read_file(const char *path) {
  FILE *f = fopen(path, "rb");
  char *text;
  long size;
  if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) < 0 ||
      fseek(f, 0, SEEK_SET) != 0) {
    fprintf(stderr, "cannot read %s\n", path);
    exit(2);
  }
  text = (char *)malloc((size_t)size + 1);
  if (text == NULL || fread(text, 1, (size_t)size, f) != (size_t)size) {
    fprintf(stderr, "cannot read %s\n", path);
    exit(2);
  }
  text[size] = '\0';
  fclose(f);
  return text;
}

/* Memory for n floats on pages of its own: the driver page-locks whole
 * pages, and registering a page twice is an error. */
static float *own_pages(size_t n) {
  void *p = NULL;
  size_t bytes = (n * sizeof(float) + 4095) / 4096 * 4096;
  if (posix_memalign(&p, 4096, bytes) != 0) {
    fprintf(stderr, "out of memory\n");
    exit(2);
  }
  return (float *)p;
}

static unsigned long long address(void *p) {
  return (unsigned long long)(uintptr_t)p;
}

/* The kernel arguments (a, b, c, n) of one launch. */
typedef struct args {
  char *ptx;
  const char *kernel;
  void *a, *b, *c;
  uint32_t n;
  StrataCuStream stream;
} args;

/* Loads (JIT-compiling at opt_level, or with mgpuModuleLoad when it is -1),
 * looks up and launches as upstream's lowering does, unloading afterwards. */
static void launch(const args *x, int opt_level, intptr_t blockY,
                   int32_t smem) {
  StrataCuModule module = opt_level < 0
                              ? mgpuModuleLoad(x->ptx, strlen(x->ptx) + 1)
                              : mgpuModuleLoadJIT(x->ptx, opt_level);
  StrataCuFunction function = mgpuModuleGetFunction(module, x->kernel);
  void *params[4];
  params[0] = (void *)&x->a;
  params[1] = (void *)&x->b;
  params[2] = (void *)&x->c;
  params[3] = (void *)&x->n;
  mgpuLaunchKernel(function, (N + BLOCK - 1) / BLOCK, 1, 1, BLOCK / blockY,
                   blockY, 1, smem, x->stream, params, NULL, 4);
  mgpuModuleUnload(module);
}

static void *launch_thread(void *x) {
  launch((const args *)x, 2, 1, 0);
  return NULL;
}

static int threads(args *x) {
  pthread_t t[4];
  int i;
  for (i = 0; i < 4; ++i)
    pthread_create(&t[i], NULL, launch_thread, x);
  for (i = 0; i < 4; ++i)
    pthread_join(t[i], NULL);
  mgpuStreamSynchronize(x->stream);
  printf("threads done\n");
  return 0;
}

int main(int argc, char **argv) {
  static float c[N], back[N];
  float *a = own_pages(N), *b = own_pages(N);
  const uint64_t bytes = N * sizeof(float);
  StrataMemRef1dF32 b_memref;
  uint16_t halves[4];
  void *d16;
  StrataCuEvent event;
  args x;
  int i;
  char *name;
  if (argc < 2) {
    fprintf(stderr, "usage: vadd PTX_FILE [threads]\n");
    return 2;
  }
  for (i = 0; i < N; ++i) {
    a[i] = (float)i;
    b[i] = (float)(2 * i);
  }
  b_memref.allocated = b_memref.aligned = b;
  b_memref.offset = 0;
  b_memref.sizes[0] = N;
  b_memref.strides[0] = 1;
  x.ptx = read_file(argv[1]);
  x.kernel = "vadd";
  x.n = N;
  x.stream = mgpuStreamCreate();
  x.a = mgpuMemAlloc(bytes, x.stream, false);
  x.b = mgpuMemAlloc(bytes, x.stream, false);
  x.c = mgpuMemAlloc(bytes, x.stream, true);
  printf("a=0x%llx b=0x%llx c=0x%llx\n", address(x.a), address(x.b),
         address(x.c));
  if (argc > 2 && strcmp(argv[2], "threads") == 0)
    return threads(&x);

  mgpuMemHostRegister(a, bytes);
  mgpuMemHostRegisterMemRef(1, &b_memref, sizeof(float));
  mgpuMemcpy(x.a, a, bytes, x.stream);
  mgpuMemcpy(x.b, b, bytes, x.stream);
  mgpuMemset32(x.c, 0x3fc00000u /* 1.5f */, N, x.stream);
  for (i = 0; i < 3; ++i)
    launch(&x, 2, 1, 0);

  event = mgpuEventCreate();
  mgpuEventRecord(event, x.stream);
  mgpuStreamWaitEvent(x.stream, event);
  mgpuEventSynchronize(event);
  mgpuEventDestroy(event);
  mgpuMemcpy(c, x.c, bytes, x.stream);
  mgpuMemcpy(back, x.a, bytes, x.stream);
  mgpuStreamSynchronize(x.stream);
  printf("c = %g %g %g\n", c[0], c[1], c[N - 1]);
  printf("a round trip %s\n", memcmp(a, back, bytes) == 0 ? "ok" : "FAIL");

  d16 = mgpuMemAlloc(sizeof halves, x.stream, false);
  mgpuMemset16(d16, 0xabcd, 4, x.stream);
  mgpuMemcpy(halves, d16, sizeof halves, x.stream);
  mgpuStreamSynchronize(x.stream);
  printf("memset16 %s\n",
         halves[0] == 0xabcd && halves[3] == 0xabcd ? "ok" : "FAIL");

  /* Same buffer, new contents: must be loaded again. */
  while ((name = strstr(x.ptx, "vadd")) != NULL)
    memcpy(name, "vsub", 4);
  x.kernel = "vsub";
  launch(&x, 2, 2, 1024);
  /* The other way of loading, twice: loaded once more. */
  launch(&x, -1, 1, 0);
  launch(&x, -1, 1, 0);
  mgpuStreamSynchronize(x.stream);

  mgpuMemHostUnregister(a);
  mgpuMemHostUnregisterMemRef(1, &b_memref, sizeof(float));
  mgpuMemFree(d16, x.stream);
  mgpuMemFree(x.a, x.stream);
  mgpuMemFree(x.b, x.stream);
  mgpuMemFree(x.c, x.stream);
  mgpuStreamDestroy(x.stream);
  free(a);
  free(b);
  free(x.ptx);
  printf("done\n");
  return 0;
}

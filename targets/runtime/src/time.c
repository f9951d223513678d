/*
 * Wall-clock timing for benchmarks: rtclock, nanoTime and printFlops.
 */
#define _POSIX_C_SOURCE 200809L
#include "internal.h"

#include <time.h>

/* Nanoseconds since the Unix epoch (CLOCK_REALTIME, as upstream's
 * gettimeofday and std::chrono::high_resolution_clock). */
static int64_t now_ns(void) {
#if defined(CLOCK_REALTIME)
  struct timespec ts;
  if (clock_gettime(CLOCK_REALTIME, &ts) != 0) {
    fprintf(stderr, "Error returning time from clock_gettime\n");
    return 0;
  }
  return (int64_t)ts.tv_sec * 1000000000 + (int64_t)ts.tv_nsec;
#else
  return (int64_t)time(NULL) * 1000000000;
#endif
}

double rtclock(void) { return (double)now_ns() * 1.0e-9; }

int64_t _mlir_ciface_nanoTime(void) { return now_ns(); }

void printFlops(double flops) { fprintf(stderr, "%f GFLOPS\n", flops / 1.0E9); }

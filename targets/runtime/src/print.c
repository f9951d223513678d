/*
 * What vector.print lowers to: one call per scalar and punctuation mark.
 */
#include "internal.h"

#include <inttypes.h>

void printI64(int64_t i) { fprintf(stdout, "%" PRId64, i); }
void printU64(uint64_t u) { fprintf(stdout, "%" PRIu64, u); }
void printF32(float f) { fprintf(stdout, "%g", (double)f); }
void printF64(double d) { fprintf(stdout, "%g", d); }
void printF16(uint16_t bits) {
  fprintf(stdout, "%g", (double)strata_f16_to_float(bits));
}
void printBF16(uint16_t bits) {
  fprintf(stdout, "%g", (double)strata_bf16_to_float(bits));
}
void printString(char const *s) { fputs(s, stdout); }
void printOpen(void) { fputs("( ", stdout); }
void printClose(void) { fputs(" )", stdout); }
void printComma(void) { fputs(", ", stdout); }
void printNewline(void) { fputc('\n', stdout); }

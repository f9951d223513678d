/* Calls the demo kernel compiled by `strata compile`. */
#include <stdint.h>
#include <stdio.h>

int64_t collatz_steps(int64_t n);
double damped_sum(int32_t n);

int main(void) {
  printf("collatz_steps(27) = %lld\n", (long long)collatz_steps(27));
  printf("collatz_steps(97) = %lld\n", (long long)collatz_steps(97));
  printf("damped_sum(1000) = %.6f\n", damped_sum(1000));
  return 0;
}

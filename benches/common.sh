# Shared by the code benchmarks (sourced): set-up, single-threaded OpenBLAS
# (libopenblas-dev) told the best kernel this CPU runs (0.3.21 falls back to
# a slow generic one on CPUs it does not know), a release build of strata,
# and a scratch directory $dir removed on exit. Sets $strata.
target=${CARGO_TARGET_DIR:-target}
scripts/setup
dpkg -s libopenblas-dev >/dev/null 2>&1 || {
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libopenblas-dev >/dev/null
}
if [ -z "${OPENBLAS_CORETYPE:-}" ]; then
  if grep -qw avx512f /proc/cpuinfo; then export OPENBLAS_CORETYPE=SkylakeX
  elif grep -qw avx2 /proc/cpuinfo; then export OPENBLAS_CORETYPE=Haswell; fi
fi
export OPENBLAS_NUM_THREADS=1
cargo build --release -q -p strata-targets
strata="$target/release/strata"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

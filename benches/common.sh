# Shared by the code benchmarks (sourced): set-up, single-threaded OpenBLAS
# (libopenblas-dev) told the best kernel this CPU runs (0.3.21 falls back to
# a slow generic one on CPUs it does not know) and MKL, a release build of strata,
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
# Intel MKL from PyPI, the other single-threaded peer (blas_peers.h opens
# it through $STRATA_MKL); STRATA_MKL= (empty) leaves it out.
if [ -z "${STRATA_MKL+x}" ]; then
  mkl="${XDG_CACHE_HOME:-$HOME/.cache}/strata/mkl"
  if [ ! -e "$mkl/lib/libmkl_rt.so.2" ] && [ ! -e "$mkl/lib/libmkl_rt.so.3" ]; then
    echo "bench: installing MKL (PyPI package mkl) into $mkl" >&2
    rm -rf "$mkl"
    python3 -m venv "$mkl"
    "$mkl/bin/pip" install -q --disable-pip-version-check mkl
  fi
  STRATA_MKL=$(ls "$mkl"/lib/libmkl_rt.so.[0-9] | head -n 1)
fi
export STRATA_MKL MKL_NUM_THREADS=1
cargo build --release -q -p strata-targets
strata="$target/release/strata"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

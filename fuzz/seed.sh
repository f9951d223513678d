#!/usr/bin/env bash
# Build the seed corpus of the fuzz targets from the repository's .mlir test
# files (tests/**, targets/tests/**), one seed per `// -----` chunk, into
# fuzz/corpus/<target>/ (parse, roundtrip and lower share the seeds; codegen
# gets random bytes; bytecode gets mlir-opt-19's bytecode of tests/dialects).
# Seeds are named after their content, so rerunning adds nothing twice.
set -euo pipefail
cd "$(dirname "$0")"
python3 - "$@" <<'PY'
import hashlib, pathlib
root = pathlib.Path("..")
files = sorted(p for d in ("tests", "targets/tests") for p in (root / d).rglob("*.mlir"))
targets = ["parse", "roundtrip", "lower"]
for t in targets:
    (pathlib.Path("corpus") / t).mkdir(parents=True, exist_ok=True)
n = 0
for f in files:
    for chunk in f.read_bytes().split(b"// -----"):
        if not chunk.strip():
            continue
        name = "seed-" + hashlib.sha1(chunk).hexdigest()[:16]
        for t in targets:
            out = pathlib.Path("corpus") / t / name
            if not out.exists():
                out.write_bytes(chunk)
        n += 1
print(f"seed corpus: {n} chunks from {len(files)} files")
# codegen reads its input as the choices of the program generator: any
# bytes are a program, so its seeds are 64 pseudo-random strings.
# bytecode reads files mlir-opt-19 wrote: the dialect test chunks in every
# bytecode version (skipped when mlir-opt-19 is not installed).
import shutil, subprocess
bc = pathlib.Path("corpus") / "bytecode"
bc.mkdir(parents=True, exist_ok=True)
if shutil.which("mlir-opt-19"):
    for f in sorted((root / "tests" / "dialects").glob("*.mlir")):
        for chunk in f.read_bytes().split(b"// -----"):
            for v in range(7):
                r = subprocess.run(["mlir-opt-19", "--allow-unregistered-dialect", "--emit-bytecode",
                                    f"--emit-bytecode-version={v}"], input=chunk, capture_output=True)
                if r.returncode == 0:
                    (bc / ("seed-" + hashlib.sha1(r.stdout).hexdigest()[:16])).write_bytes(r.stdout)
gen = pathlib.Path("corpus") / "codegen"
gen.mkdir(parents=True, exist_ok=True)
for k in range(64):
    data = b"".join(hashlib.sha256(f"{k}:{i}".encode()).digest() for i in range(8))
    (gen / f"seed-gen-{k:02}").write_bytes(data)
PY

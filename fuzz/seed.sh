#!/usr/bin/env bash
# Build the seed corpus of the fuzz targets from the repository's .mlir test
# files (tests/**, targets/tests/**), one seed per `// -----` chunk, into
# fuzz/corpus/<target>/ (the three targets share the seeds). Seeds are named
# after their content, so rerunning adds nothing twice.
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
PY

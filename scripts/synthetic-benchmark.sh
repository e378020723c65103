#!/usr/bin/env bash
# Benchmarks a release build of iblint on a generated project of N custom views (default 2000:
# 2000 xibs + 2200 Swift files + one storyboard), printing wall time and peak memory. Run and read.
#
#   scripts/synthetic-benchmark.sh [N]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
count=${1:-2000}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 scripts/make-synthetic-project.py "$dir" "$count"
swift build -c release --product iblint >/dev/null
files=$(find "$dir" -type f | wc -l)
bytes=$(du -sb "$dir" | cut -f1)
echo "synthetic project: $files files, $bytes bytes"
for run in 1 2 3; do
  /usr/bin/time -f "run $run: %e s wall, %U s user, %M KiB peak RSS" .build/release/iblint "$dir" --format summary --fail-on never --quiet > "$dir.summary"
done
cat "$dir.summary"; rm -f "$dir.summary"

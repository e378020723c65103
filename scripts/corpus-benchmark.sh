#!/usr/bin/env bash
# Runs a release build of iblint over the real-world corpus (../shared/corpus by default) and prints
# wall time, peak memory and findings per rule. A benchmark to run and read, not a test.
#
#   scripts/corpus-benchmark.sh [CORPUS_DIR]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
corpus=${1:-../shared/corpus}
[[ -d $corpus ]] || { echo "corpus not found: $corpus" >&2; exit 2; }
swift build -c release --product iblint >/dev/null
bin=.build/release/iblint
files=$(find "$corpus" -name '*.xib' -o -name '*.storyboard' | wc -l)
bytes=$(find "$corpus" \( -name '*.xib' -o -name '*.storyboard' \) -print0 | du -cb --files0-from=- | tail -1 | cut -f1)
echo "corpus: $corpus ($files interface files, $bytes bytes)"
for run in 1 2 3; do
  /usr/bin/time -f "run $run: %e s wall, %M KiB peak RSS" "$bin" "$corpus" --format summary --fail-on never --quiet > /tmp/iblint-corpus-summary.txt
done
cat /tmp/iblint-corpus-summary.txt

#!/usr/bin/env bash
# Tests the pre-commit hooks of .pre-commit-hooks.yaml for real: pre-commit (pip install pre-commit) builds
# iblint from this repository at a commit, in a throwaway git repository holding a copy of Examples/ShopApp
# (full of old findings), then:
#   1. a commit that stages only a clean file passes, although the project has old findings elsewhere
#      and an unstaged file has a new one;
#   2. a commit that only touches an asset catalog or .iblint.yml runs the hook (files: matches them);
#   3. a staged file with a new problem fails, naming its finding (in the xib the Swift change broke);
#   4. iblint-fix fixes a staged problem (the hook fails because it changed the file; restaged, it passes)
#      and leaves the same old problem in another file alone.
#
# Usage: scripts/test-pre-commit.sh [REV]   (REV: the commit to test, default HEAD; commit your changes first)
# Skipped, with exit 0, when pre-commit is not installed. PRE_COMMIT_HOME defaults to a fresh temporary
# folder, so iblint is built once per run (several minutes); set it to reuse a build of the same REV.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if ! command -v pre-commit >/dev/null 2>&1; then
  echo "test-pre-commit: skipped: pre-commit is not installed (pip install pre-commit)"
  exit 0
fi
rev="$(git -C "$root" rev-parse "${1:-HEAD}")"
work="$(mktemp -d "${TMPDIR:-/tmp}/iblint-pre-commit.XXXXXX")"
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="${PRE_COMMIT_HOME:-$work/cache}"
app="$work/app"
fail() { echo "test-pre-commit: FAIL: $*" >&2; exit 1; }

mkdir -p "$app"
cp -R "$root/Examples/ShopApp/." "$app/"
cd "$app"
git init -q
git config user.email test@example.invalid
git config user.name "pre-commit test"
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $root
    rev: $rev
    hooks:
      - id: iblint
      - id: iblint-fix
        stages: [manual]
YAML
git add -A
git commit -q -m "the app, with its old findings"

run() { # hook-id: runs it on what is staged, output in $work/out, status in $status
  set +e
  pre-commit run "$1" --hook-stage "${2:-pre-commit}" >"$work/out" 2>&1
  status=$?
  set -e
}

echo "test-pre-commit: building iblint $rev with pre-commit (the first run builds; this takes minutes)"
start=$(date +%s)
pre-commit install-hooks >"$work/out" 2>&1 || { cat "$work/out"; fail "pre-commit could not build iblint"; }
echo "test-pre-commit: built in $(( $(date +%s) - start )) s"

# 1. Only a clean file is staged; an unstaged file has a new problem.
echo "// Shown when the list is empty." >> ShopApp/Views/EmptyStateView.swift
git add ShopApp/Views/EmptyStateView.swift
echo "protocol UnstagedDelegate: class {}" >> ShopApp/Views/ProductCell.swift
start=$(date +%s)
run iblint
echo "test-pre-commit: hook run in $(( $(date +%s) - start )) s"
[[ $status -eq 0 ]] || { cat "$work/out"; fail "a clean staged file was blocked by old or unstaged findings"; }
grep -q "iblint.*Passed" "$work/out" || { cat "$work/out"; fail "the hook did not run"; }
grep -q "UnstagedDelegate: class" ShopApp/Views/ProductCell.swift || fail "pre-commit lost the unstaged change"
git commit -q --no-verify -m "a clean change"
git checkout -q -- ShopApp/Views/ProductCell.swift
echo "test-pre-commit: ok: a clean commit passes despite old findings and an unstaged problem"

# 2. An asset catalog or .iblint.yml alone runs the hook.
sed -i.bak 's/"version" : 1/"version" : 1 /' ShopApp/Assets.xcassets/Contents.json && rm ShopApp/Assets.xcassets/Contents.json.bak
git add ShopApp/Assets.xcassets/Contents.json
run iblint
[[ $status -eq 0 ]] && grep -q "iblint.*Passed" "$work/out" || { cat "$work/out"; fail "an asset-only commit did not run the hook, or failed"; }
git commit -q --no-verify -m "assets"
printf 'disabled_rules: [unconnected-acton]\n' > .iblint.yml
git add .iblint.yml
run iblint
[[ $status -ne 0 ]] && grep -q "did you mean 'unconnected-action'" "$work/out" || { cat "$work/out"; fail "a broken .iblint.yml did not fail the hook"; }
printf 'disabled_rules:\n- unconnected-action\n' > .iblint.yml
git add .iblint.yml
run iblint
[[ $status -eq 0 ]] || { cat "$work/out"; fail "a good .iblint.yml failed the hook"; }
git commit -q --no-verify -m "config"
echo "test-pre-commit: ok: asset catalogs and .iblint.yml run the hook"

# 3. A staged file with a new problem fails with its finding: renaming an outlet in the Swift file breaks
#    the xib's connection, which is reported because it points back at the staged file.
sed -i.bak 's/var messageLabel/var messageText/; s/view\.messageLabel/view.messageText/' ShopApp/Views/EmptyStateView.swift
rm ShopApp/Views/EmptyStateView.swift.bak
git add ShopApp/Views/EmptyStateView.swift
run iblint
[[ $status -ne 0 ]] || { cat "$work/out"; fail "a staged problem did not fail the hook"; }
grep -q "EmptyStateView.xib:.*'messageLabel'.*\[broken-outlet\]" "$work/out" || { cat "$work/out"; fail "the finding is not in the output"; }
if grep -q "ProductCardView" "$work/out"; then cat "$work/out"; fail "old findings of other files were reported"; fi
echo "test-pre-commit: ok: a staged problem fails with its finding:"
grep "\[broken-outlet\]" "$work/out" | sed 's/^/    /'
git reset -q --hard

# 4. iblint-fix fixes a staged problem that has a safe fix.
echo "protocol EmptyStateViewDelegate: class {}" >> ShopApp/Views/EmptyStateView.swift
git add ShopApp/Views/EmptyStateView.swift
run iblint-fix manual
[[ $status -ne 0 ]] || { cat "$work/out"; fail "iblint-fix changed files but passed"; }
grep -q "protocol EmptyStateViewDelegate: AnyObject {}" ShopApp/Views/EmptyStateView.swift || { cat "$work/out"; fail "iblint-fix did not fix the file"; }
if ! git diff --quiet -- ShopApp/Views/FavoriteButtonView.swift; then fail "iblint-fix changed a file outside the commit"; fi
git add ShopApp/Views/EmptyStateView.swift
run iblint
[[ $status -eq 0 ]] || { cat "$work/out"; fail "the fixed file still fails"; }
echo "test-pre-commit: ok: iblint-fix fixes the staged problem (and nothing in other files)"
echo "test-pre-commit: all passed"

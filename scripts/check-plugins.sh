#!/usr/bin/env bash
# Tries iblint's SwiftPM plugins as a user's package would: a throwaway package that depends on this
# checkout by path, with a target that uses the build-tool plugin and a storyboard with a broken outlet.
#
#   scripts/check-plugins.sh [WORK_DIRECTORY]     (default: a new temporary directory, removed after)
#
# Checks: `swift package plugin --list`; `swift build` shows the finding as an Xcode-style error with an
# absolute path and fails, runs iblint again only when an input changed, and passes with warnings once
# fixed; the command plugin passes iblint's exit status on, refuses to run without write permission
# when nobody can grant it, and with it applies --fix and writes --output into a folder of its own.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=${1:-}
if [[ -z $work ]]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
# SwiftPM leaves an empty TemporaryDirectory.* folder in the temporary folder for most commands (89 in one
# run of this script): they go into the work directory, and with it.
mkdir -p "$work/tmp"
export TMPDIR="$work/tmp"
fail() { echo "check-plugins: FAIL: $*" >&2; exit 1; }
step() { echo "check-plugins: $*"; }

# SwiftPM names a path dependency after its folder; the plugins are looked up as package "iblint".
mkdir -p "$work/deps" "$work/App/Sources/ShopUI" "$work/App/Sources/Clean"
ln -sfn "$here" "$work/deps/iblint"
cd "$work/App"
cat > Package.swift <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "$work/deps/iblint")],
    targets: [
        .target(name: "ShopUI", resources: [.process("Login.storyboard")],
                plugins: [.plugin(name: "IBLintBuildToolPlugin", package: "iblint")]),
        .target(name: "Clean"),
    ]
)
EOF
cat > Sources/ShopUI/LoginViewController.swift <<'EOF'
#if canImport(UIKit)
import UIKit

class LoginViewController: UIViewController {
    @IBOutlet var titleLabel: UILabel!
    @IBOutlet var subtitleLabel: UILabel!
}
#endif
public enum ShopUI {}
EOF
cat > Sources/ShopUI/Login.storyboard <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
    <scenes>
        <scene sceneID="s1">
            <objects>
                <viewController id="vc1" customClass="LoginViewController" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1">
                        <subviews>
                            <label opaque="NO" text="Hi" id="lbl1"/>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="titelLabel" destination="lbl1" id="o1"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
EOF
echo 'public enum Clean {}' > Sources/Clean/Clean.swift
storyboard="$work/App/Sources/ShopUI/Login.storyboard"
plugin=(swift package --allow-writing-to-package-directory iblint)

step "swift package plugin --list"
swift package plugin --list | tee "$work/list.txt"
grep -q "‘iblint’ (plugin ‘IBLintCommand’ in package ‘iblint’)" "$work/list.txt" || fail "the command plugin is not listed"

step "swift build (build-tool plugin, broken outlet)"
if swift build > "$work/build1.txt" 2>&1; then fail "swift build passed despite a broken outlet"; fi
grep -q "^$storyboard:13:25: error: .*\[broken-outlet\]$" "$work/build1.txt" \
  || { cat "$work/build1.txt"; fail "no Xcode-style error with an absolute path in the build output"; }

step "swift package iblint (exit status passed on)"
if "${plugin[@]}" > "$work/lint.txt" 2>&1; then fail "the command plugin passed despite a broken outlet"; fi
grep -q "Plugin ended with exit code 1" "$work/lint.txt" || { cat "$work/lint.txt"; fail "exit 1 not passed on"; }
grep -q "^Sources/ShopUI/Login.storyboard:13:25: error: .*\[broken-outlet\]" "$work/lint.txt" || fail "no finding"
if "${plugin[@]}" --no-such-option > "$work/usage.txt" 2>&1; then fail "a usage error passed"; fi
grep -q "Plugin ended with exit code 2" "$work/usage.txt" || { cat "$work/usage.txt"; fail "exit 2 not passed on"; }
"${plugin[@]}" --target Clean > "$work/clean.txt" 2>&1 || { cat "$work/clean.txt"; fail "--target Clean did not pass"; }
"${plugin[@]}" --format summary > "$work/summary.txt" 2>&1 || true
grep -q "^broken-outlet  *error  *1$" "$work/summary.txt" || { cat "$work/summary.txt"; fail "--format summary (an option's value is not a path)"; }

step "swift package iblint without write permission and nobody to ask"
if swift package iblint < /dev/null > "$work/denied.txt" 2>&1; then fail "ran without write permission"; fi
grep -q "wants permission to write to the package directory" "$work/denied.txt" || { cat "$work/denied.txt"; fail "no permission message"; }

step "swift package --allow-writing-to-package-directory iblint --fix --unsafe-fixes, --output"
"${plugin[@]}" --fix --unsafe-fixes > "$work/fix.txt" 2>&1 || { cat "$work/fix.txt"; fail "--fix did not leave a passing project"; }
grep -q '<outlet property="titleLabel" destination="lbl1" id="o1"/>' "$storyboard" || fail "--fix did not rename the outlet"
"${plugin[@]}" --format sarif --output reports/iblint.sarif > "$work/output.txt" 2>&1 || { cat "$work/output.txt"; fail "--output"; }
[[ -s reports/iblint.sarif ]] || fail "--output wrote nothing"

step "swift build again: passes, warnings shown; not re-run when nothing changed; re-run after an edit"
swift build > "$work/build2.txt" 2>&1 || { cat "$work/build2.txt"; fail "swift build failed after the fix"; }
grep -q "^$work/App/Sources/ShopUI/LoginViewController.swift:6:19: warning: .*\[unconnected-outlet\]$" "$work/build2.txt" \
  || { cat "$work/build2.txt"; fail "no warning in the build output"; }
swift build > "$work/build3.txt" 2>&1
if grep -q "iblint ShopUI" "$work/build3.txt"; then fail "iblint ran although no input changed"; fi
touch "$storyboard"
swift build > "$work/build4.txt" 2>&1
grep -q "iblint ShopUI" "$work/build4.txt" || { cat "$work/build4.txt"; fail "iblint did not run after the storyboard changed"; }
# The storyboard is the target's one resource; nothing iblint wrote may end up beside it.
extra=$(find .build \( -name '*.resources' -o -name '*.bundle' \) -type d -exec find {} -mindepth 1 \; | grep -v '/Login\.storyboard$' || true)
[[ -z $extra ]] || fail "the plugin put files into the target's resource bundle: $extra"
echo "check-plugins: ok"

# Homebrew formula for iblint, kept in iblint's own repository (a tap of one formula):
#
#   brew tap iblint/iblint https://github.com/iblint/iblint
#   brew install iblint            # the tag below
#   brew install --HEAD iblint     # the tip of main
#
# To build another release, change `tag:`; to pin a commit, replace `tag:` with `revision: "<sha>"`.
class Iblint < Formula
  desc "Cross-checks Interface Builder files (.xib, .storyboard) against Swift and Objective-C code"
  homepage "https://github.com/iblint/iblint"
  url "https://github.com/iblint/iblint.git", tag: "0.1.0"
  head "https://github.com/iblint/iblint.git", branch: "main"

  # Swift 6 (Xcode 16 on macOS); iblint has no package dependencies, so the build fetches nothing.
  depends_on xcode: ["16.0", :build]
  uses_from_macos "swift" => :build
  # macOS ships libxml2 in its SDK; on Linux SwiftPM finds Homebrew's through pkg-config.
  uses_from_macos "libxml2"

  on_linux do
    depends_on "pkgconf" => :build
  end

  def install
    args = ["--disable-sandbox", "--configuration", "release", "--product", "iblint"]
    # On Linux, link the Swift runtime statically so the binary does not depend on the toolchain.
    args << "--static-swift-stdlib" if OS.linux?
    system "swift", "build", *args
    bin.install ".build/release/iblint"
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/iblint version") unless build.head?

    (testpath/"LoginViewController.swift").write <<~SWIFT
      import UIKit
      class LoginViewController: UIViewController {
          @IBOutlet var titleLabel: UILabel!
      }
    SWIFT
    (testpath/"Login.storyboard").write <<~XML
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
    XML
    output = shell_output("#{bin}/iblint #{testpath}", 1)
    assert_match "[broken-outlet]", output
  end
end

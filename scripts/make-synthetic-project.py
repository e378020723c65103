#!/usr/bin/env python3
"""Writes a synthetic UIKit project for benchmarks: N custom views (Swift + File's Owner xib each),
N/10 view controllers in storyboards, with a few deliberate mistakes. Usage: make-synthetic-project.py DIR N"""
import os
import sys

root, count = sys.argv[1], int(sys.argv[2])
os.makedirs(os.path.join(root, "App", "Views"), exist_ok=True)
os.makedirs(os.path.join(root, "App", "Scenes"), exist_ok=True)

XIB = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="{name}" customModule="App" customModuleProvider="target">
            <connections>
                <outlet property="contentView" destination="root-{i}" id="c0-{i}"/>
{outlets}
            </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root-{i}">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
{labels}
            </subviews>
        </view>
    </objects>
</document>
"""

SWIFT = """import UIKit

final class {name}: UIView {{
    @IBOutlet var contentView: UIView!
{props}

    override init(frame: CGRect) {{
        super.init(frame: frame)
        commonInit()
    }}

    required init?(coder: NSCoder) {{
        super.init(coder: coder)
        commonInit()
    }}

    private func commonInit() {{
        Bundle(for: {name}.self).loadNibNamed("{name}", owner: self, options: nil)
        addSubview(contentView)
        contentView.frame = bounds
    }}

    @IBAction func tapped(_ sender: UIButton) {{
        onTap?()
    }}

    var onTap: (() -> Void)?
}}
"""

for i in range(count):
    name = f"Card{i}View"
    fields = [f"label{j}" for j in range(8)]
    typo = i % 50 == 0  # one broken outlet in fifty views
    outlets = "\n".join(
        f'                <outlet property="{(f + "x") if typo and j == 0 else f}" destination="l{j}-{i}" id="o{j}-{i}"/>'
        for j, f in enumerate(fields))
    labels = "\n".join(
        f'                <label opaque="NO" text="L" id="l{j}-{i}">\n'
        f'                    <rect key="frame" x="0.0" y="{j * 20}" width="100" height="20"/>\n'
        f'                </label>' for j in range(len(fields)))
    props = "\n".join(f"    @IBOutlet weak var {f}: UILabel!" for f in fields)
    with open(os.path.join(root, "App", "Views", name + ".xib"), "w") as out:
        out.write(XIB.format(name=name, i=i, outlets=outlets, labels=labels))
    with open(os.path.join(root, "App", "Views", name + ".swift"), "w") as out:
        out.write(SWIFT.format(name=name, props=props))

scenes = []
for i in range(max(1, count // 10)):
    scenes.append(f"""        <scene sceneID="s{i}">
            <objects>
                <viewController storyboardIdentifier="Screen{i}" id="vc{i}" customClass="Screen{i}ViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v{i}">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="card{i}" customClass="Card{i}View" customModule="App" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                            </view>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="card" destination="card{i}" id="oc{i}"/>
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr{i}" sceneMemberID="firstResponder"/>
            </objects>
        </scene>""")
    with open(os.path.join(root, "App", "Scenes", f"Screen{i}ViewController.swift"), "w") as out:
        out.write(f"import UIKit\n\nfinal class Screen{i}ViewController: UIViewController {{\n"
                  f"    @IBOutlet weak var card: Card{i}View!\n}}\n")
with open(os.path.join(root, "App", "Main.storyboard"), "w") as out:
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n'
              '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" '
              'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc0">\n'
              '    <scenes>\n' + "\n".join(scenes) + '\n    </scenes>\n</document>\n')

import IBLintCore
import IBLintEngine
import Testing

/// `duplicate-constraint` groups constraints by their modelled attributes first and reads the other
/// attributes only of constraints that share a group: the findings must be those of comparing every
/// attribute of every constraint.
@Suite("Duplicate constraints, grouped in two steps")
struct DuplicateConstraintGroupingTests {
    private static func findings(_ constraints: [String]) -> [Diagnostic] {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <subviews>
                            <label translatesAutoresizingMaskIntoConstraints="NO" id="lbl"/>
                            <button translatesAutoresizingMaskIntoConstraints="NO" id="btn"/>
                        </subviews>
                        <constraints>
            \(constraints.joined(separator: "\n"))
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        var configuration = Configuration()
        configuration.onlyRules = ["duplicate-constraint"]
        let input = InputFile(path: "Views/Card.xib", bytes: Array(xml.utf8), kind: .interface)
        return iblint.lint([input], configuration: configuration).diagnostics.filter { $0.ruleID == "duplicate-constraint" }
    }

    @Test("Equal modelled attributes but another identifier or symbolic flag: no duplicate")
    func otherAttributesKeepConstraintsApart() {
        let found = Self.findings([
            #"<constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c1"/>"#,
            #"<constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" identifier="pin" id="c2"/>"#,
            #"<constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" symbolic="YES" id="c3"/>"#,
        ])
        #expect(found.isEmpty)
    }

    @Test("Groups that share modelled attributes split by the rest; each reports its copies after its first")
    func groupsSplitByTheRest() {
        let found = Self.findings([
            #"<constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" identifier="a" id="c1"/>"#,
            #"<constraint firstItem="btn" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>"#,
            #"<constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" identifier="b" id="c3"/>"#,
            #"<constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8.0" identifier="a" id="c4"/>"#,
            #"<constraint firstItem="btn" firstAttribute="top" secondItem="root" secondAttribute="top" constant="0" priority="1000" id="c5"/>"#,
            #"<constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" identifier="b" id="c6"/>"#,
            #"<constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" identifier="a" id="c7"/>"#,
        ])
        // c4 and c7 repeat c1, c6 repeats c3, c5 repeats c2 (defaults filled in).
        #expect(found.count == 4)
        let lines = found.map(\.location.start.line)
        #expect(lines == lines.sorted())
        #expect(found.allSatisfy { $0.message.contains("repeats the one on line") })
    }
}

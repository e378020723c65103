import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// A view Xcode marked `misplaced="YES"`: its frame in the canvas is not where its constraints put it.
public struct MisplacedViewRule: Rule {
    public static let description = RuleDescription(
        id: "misplaced-view",
        name: "Misplaced view",
        summary: "A view's frame in Interface Builder differs from the frame its constraints produce (Xcode marks it `misplaced`).",
        rationale: """
            Xcode writes `misplaced="YES"` on a view whose frame in the canvas is not the frame its \
            constraints resolve to, and shows an orange "Frame for … will be different at run time" \
            warning. Nothing breaks at runtime: Auto Layout places the view where the constraints say. But \
            the canvas then lies about the layout: the next person to edit the screen adjusts a frame that \
            will never be used, adds constraints against a position that does not exist, or misses that a \
            constraint is wrong, because what they see is not what users get. Misplaced frames also make \
            every later save of the file noisy in code review.

            This is the same check as IBLinter's `misplaced`, reported at the view's own line. It is off by \
            default because it is about keeping the canvas honest rather than about the running app; turn it \
            on (`--enable misplaced-view`) to keep interface files tidy.

            **Fix by hand:** select the view (or the whole scene) and choose **Editor ▸ Resolve Auto Layout \
            Issues ▸ Update Frames** (⌥⌘=). If the frame is where you want the view, update the constraints \
            instead ("Update Constraint Constants").
            """,
        category: .layout,
        defaultSeverity: .warning,
        enabledByDefault: false,
        tags: ["auto-layout", "interface-builder", "style"],
        precision: .veryHigh,
        examples: [
            RuleExample("A label whose frame no longer matches its constraints", triggers: true, files: [
                ExampleFile("Views/PriceView.xib", ExampleFixtures.xib("""
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                <subviews>
                                    ↓<label opaque="NO" text="$9.99" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="prc-La-001">
                                        <rect key="frame" x="30" y="12" width="80" height="21"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="prc-La-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8" id="c01-Pr-001"/>
                                    <constraint firstItem="prc-La-001" firstAttribute="centerY" secondItem="iN0-l3-epB" secondAttribute="centerY" id="c01-Pr-002"/>
                                </constraints>
                            </view>
                    """)),
            ]),
            RuleExample("A misplaced scroll view and a misplaced navigation bar in a storyboard", triggers: true, files: [
                ExampleFile("Main.storyboard", ExampleFixtures.storyboard("""
                            <scene sceneID="s01-Sc-001">
                                <objects>
                                    <viewController id="vc1-Vc-001" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v01-Vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                            <subviews>
                                                ↓<scrollView contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scr-Sv-001">
                                                    <rect key="frame" x="12" y="25" width="375" height="667"/>
                                                </scrollView>
                                            </subviews>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-Fr-001" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="s02-Sc-002">
                                <objects>
                                    <navigationController id="nav-Nc-001" sceneMemberID="viewController">
                                        ↓<navigationBar key="navigationBar" contentMode="scaleToFill" misplaced="YES" id="bar-Nb-001">
                                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </navigationBar>
                                    </navigationController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2-Fr-002" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                    """)),
            ]),
            RuleExample("Frames that match their constraints", triggers: false, files: [
                ExampleFile("Views/PriceView.xib", ExampleFixtures.xib("""
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                <subviews>
                                    <label opaque="NO" text="$9.99" translatesAutoresizingMaskIntoConstraints="NO" id="prc-La-001">
                                        <rect key="frame" x="8" y="10" width="80" height="21"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="prc-La-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8" id="c01-Pr-001"/>
                                    <constraint firstItem="prc-La-001" firstAttribute="centerY" secondItem="iN0-l3-epB" secondAttribute="centerY" id="c01-Pr-002"/>
                                </constraints>
                            </view>
                    """)),
            ]),
            RuleExample("misplaced=\"NO\" and an ambiguous view are not misplaced", triggers: false, files: [
                ExampleFile("Views/TagView.xib", ExampleFixtures.xib("""
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" misplaced="NO" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="30"/>
                                <subviews>
                                    <label opaque="NO" text="New" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="tag-La-001">
                                        <rect key="frame" x="8" y="4" width="40" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                    """)),
            ]),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.index.documents.flatMap { document in
            document.elements.filter { $0["misplaced"] == "YES" }.map { element in
                context.diagnostic(
                    "\(element.readableName(showingContent: true)) is misplaced: its frame in Interface Builder differs from the frame it gets at run time; select it and choose Editor ▸ Resolve Auto Layout Issues ▸ Update Frames",
                    at: document.location(of: element))
            }
        }
    }
}

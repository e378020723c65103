import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML
import IBLintSwift

/// `init(frame:)` runs a setup method that the path Interface Builder takes (`init?(coder:)`, `awakeFromNib()`) never runs.
public struct InitCoderSkipsSetupRule: Rule {
    public static let description = RuleDescription(
        id: "init-coder-skips-setup",
        name: "init(coder:) skips the setup init(frame:) does",
        summary: "A class Interface Builder creates calls a setup method from `init(frame:)` that neither `init?(coder:)` nor `awakeFromNib()` calls, so the copy from the storyboard or xib is never set up.",
        rationale: """
            A view created in code goes through `init(frame:)`; the same view placed in a storyboard or xib \
            is decoded through `init?(coder:)` and then receives `awakeFromNib()`. A custom view that builds \
            its subviews, gesture recognizers or layer styling in a method called only from `init(frame:)`

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setUpViews()
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }

            works in code and shows up empty (no subviews, no border, buttons that do nothing) when used in \
            Interface Builder. Nothing crashes, so the bug survives until someone drags the view into a \
            storyboard.

            iblint reports the class's `init?(coder:)` when an interface file creates the class (or a subclass \
            that inherits this `init?(coder:)`), and `init(frame:)` calls a method of the class (or of its \
            project superclasses) that is not called, directly or through up to three levels of the class's \
            own methods, from `init?(coder:)`, `awakeFromNib()` or any other `override` method UIKit calls \
            (`layoutSubviews()`, `didMoveToWindow()`, `viewDidLoad()`…). A method that is merely mentioned \
            there (`perform(#selector(setUp))`) counts as called.

            **Not reported:** `super.init(frame:)`, framework methods (`addSubview`, `layoutIfNeeded`), \
            `override` methods (UIKit calls them on both paths), calls inside closures, classes without an \
            `init?(coder:)` of their own and without a project superclass providing one (Swift requires \
            `init?(coder:)` as soon as a `UIView` subclass declares `init(frame:)`, so one missing means \
            iblint did not see it), initializers that trap (that is `fatal-init-coder`), an `init?(coder:)` \
            that delegates to `self.init(frame:)`, and classes no interface file creates.

            **Fix by hand:** call the setup method from `init?(coder:)` after `super.init(coder: coder)` \
            (or from `awakeFromNib()`); the usual shape is one `commonInit()` both initializers call. \
            iblint's fix inserts the calls right after `super.init(coder:)`; it is unsafe because it moves \
            work that used to run only for code-created views into the decoding path, before outlets are \
            connected.
            """,
        category: .lifecycle,
        defaultSeverity: .warning,
        fix: .always(.unsafe),
        tags: ["correctness", "interface-builder", "swift"],
        precision: .high,
        examples: [
            RuleExample("A card view whose subviews are built only in init(frame:)", triggers: true, files: [
                ExampleFile("Views/PromoCardView.swift", """
                    import UIKit

                    final class PromoCardView: UIView {
                        private let titleLabel = UILabel()

                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            setUpViews()
                            applyStyle()
                        }

                        required ↓init?(coder: NSCoder) {
                            super.init(coder: coder)
                            applyStyle()
                        }

                        private func setUpViews() {
                            addSubview(titleLabel)
                        }

                        private func applyStyle() {
                            layer.cornerRadius = 12
                        }
                    }
                    """),
                ExampleFile("Home.storyboard", ExampleFixtures.storyboard("""
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" id="pc1" customClass="PromoCardView" customModule="Demo" customModuleProvider="target">
                                                    <rect key="frame" x="16" y="100" width="361" height="120"/>
                                                </view>
                                            </subviews>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                    """)),
            ], fixed: [
                ExampleFile("Views/PromoCardView.swift", """
                    import UIKit

                    final class PromoCardView: UIView {
                        private let titleLabel = UILabel()

                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            setUpViews()
                            applyStyle()
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            setUpViews()
                            applyStyle()
                        }

                        private func setUpViews() {
                            addSubview(titleLabel)
                        }

                        private func applyStyle() {
                            layer.cornerRadius = 12
                        }
                    }
                    """),
            ]),
            RuleExample("A xib cell whose class inherits an init(coder:) that skips self.configure()", triggers: true, files: [
                ExampleFile("Views/BaseChipView.swift", """
                    import UIKit

                    class BaseChipView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            self.configure()
                        }

                        required ↓init?(coder: NSCoder) {
                            super.init(coder: coder)
                        }

                        func configure() {
                            backgroundColor = .systemGray6
                        }
                    }

                    final class FilterChipView: BaseChipView {
                        var isOn = false
                    }
                    """),
                ExampleFile("Views/FilterChipView.xib", ExampleFixtures.xib("""
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="FilterChipView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="80" height="32"/>
                            </view>
                    """)),
            ], fixed: [
                ExampleFile("Views/BaseChipView.swift", """
                    import UIKit

                    class BaseChipView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            self.configure()
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            self.configure()
                        }

                        func configure() {
                            backgroundColor = .systemGray6
                        }
                    }

                    final class FilterChipView: BaseChipView {
                        var isOn = false
                    }
                    """),
            ]),
            RuleExample("Both initializers call commonInit(); awakeFromNib() sets up; one level of indirection", triggers: false, files: [
                ExampleFile("Views/Views.swift", """
                    import UIKit

                    final class AvatarView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            commonInit()
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            commonInit()
                        }

                        private func commonInit() {
                            layer.masksToBounds = true
                        }
                    }

                    final class BannerView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            setUp()
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                        }

                        override func awakeFromNib() {
                            super.awakeFromNib()
                            setUp()
                        }

                        private func setUp() {
                            backgroundColor = .systemYellow
                        }
                    }

                    final class SliderView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            setUp()
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            commonInit()
                        }

                        private func commonInit() {
                            setUp()
                        }

                        private func setUp() {
                            tintColor = .systemBlue
                        }
                    }
                    """),
                ExampleFile("Views/Views.xib", ExampleFixtures.xib("""
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="a01" customClass="AvatarView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                            </view>
                            <view contentMode="scaleToFill" id="b01" customClass="BannerView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                            </view>
                            <view contentMode="scaleToFill" id="s01" customClass="SliderView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                            </view>
                    """)),
            ]),
            RuleExample("Framework and override methods, closures, a subclass without initializers, a class never used in IB", triggers: false, files: [
                ExampleFile("Views/GaugeView.swift", """
                    import UIKit

                    class GaugeView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            addSubview(UIView())
                            layoutIfNeeded()
                            layoutSubviews()
                            DispatchQueue.main.async { self.animateIn() }
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                        }

                        override func layoutSubviews() {
                            super.layoutSubviews()
                        }

                        func animateIn() {
                            alpha = 1
                        }
                    }

                    final class FuelGaugeView: GaugeView {
                        var level = 0.5
                    }

                    final class CodeOnlyView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            build()
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                        }

                        private func build() {
                            backgroundColor = .red
                        }
                    }
                    """),
                ExampleFile("Views/FuelGaugeView.xib", ExampleFixtures.xib("""
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="FuelGaugeView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="120"/>
                            </view>
                    """)),
            ]),
            RuleExample("An init(coder:) that delegates to init(frame:), and a class whose init(frame:) is inherited", triggers: false, files: [
                ExampleFile("Views/TagView.swift", """
                    import UIKit

                    final class TagView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            setUp()
                        }

                        required convenience init?(coder: NSCoder) {
                            self.init(frame: .zero)
                        }

                        private func setUp() {
                            layer.cornerRadius = 4
                        }
                    }

                    final class PillView: UIView {
                        var text = ""
                    }
                    """),
                ExampleFile("Views/TagView.xib", ExampleFixtures.xib("""
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="t01" customClass="TagView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="60" height="20"/>
                            </view>
                            <view contentMode="scaleToFill" id="p01" customClass="PillView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="60" height="20"/>
                            </view>
                    """)),
            ]),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var reported: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for (className, uses) in index.interfaceInstantiatedObjects.sorted(by: { $0.key < $1.key }) {
            guard let (provider, coderInit, path) = index.coderInitProvider(of: className),
                  provider.isFullyUnderstood, let coderFacts = coderInit.function.bodyFacts,
                  coderFacts.traps.isEmpty,
                  !coderFacts.calls.contains(where: { $0.name == "init" && $0.receiver == .explicitSelf }) else { continue }
            let key = "\(coderInit.summary.file.path)#\(coderInit.function.nameRange.start)"
            guard !reported.contains(key) else { continue }

            let providerFunctions = index.swiftFunctions(of: provider)
            guard let frameInit = providerFunctions.first(where: { $0.isFrameInit && $0.inClassDeclaration }),
                  let frameFacts = frameInit.function.bodyFacts else { continue }
            // Methods of the class and its project superclasses; every class of the chain must be understood.
            var chainClasses = path
            var current = provider
            while let superclass = current.superclass, let next = index.uniqueSwiftClass(named: superclass),
                  !chainClasses.contains(where: { $0.name == next.name }) {
                chainClasses.append(next)
                current = next
            }
            guard chainClasses.allSatisfy(\.isFullyUnderstood) else { continue }
            let functions = chainClasses.flatMap { index.swiftFunctions(of: $0) }
            let setupMethods = Dictionary(grouping: functions.filter {
                $0.function.kind == .function && !$0.function.isStatic && !$0.function.modifiers.contains("override")
            }, by: \.function.name)

            let roots = [coderInit] + functions.filter {
                $0.isAwakeFromNib || ($0.function.kind == .function && $0.function.modifiers.contains("override"))
            }
            let reached = index.methodsReachable(from: roots, within: functions)
            var missing: [SwiftCallFact] = []
            for call in frameFacts.calls where !call.isInClosure && (call.receiver == .implicitSelf || call.receiver == .explicitSelf) {
                guard setupMethods[call.name] != nil, !reached.contains(call.name),
                      !missing.contains(where: { $0.name == call.name }) else { continue }
                missing.append(call)
            }
            guard !missing.isEmpty else { continue }
            reported.insert(key)

            let file = coderInit.summary.file
            let names = missing.map { "\($0.name)()" }
            let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
            let verb = names.count == 1 ? "calls" : "call"
            let inheritedBy = path.first.map(\.name).flatMap { $0 == provider.name ? nil : $0 }
            let created = inheritedBy.map { "\(withArticle($0)) (which inherits this initializer)" } ?? withArticle(provider.name)
            let fileNames = Array(Set(uses.map(\.fileName))).sorted().joined(separator: ", ")
            let related = missing.map { RelatedLocation(frameInit.summary.file.location($0.range), "init(frame:) calls \($0.name)() here") }
                + uses.prefix(3).map { RelatedLocation($0.location, "\($0.fileName) creates \(withArticle(className)) here") }
            diagnostics.append(context.diagnostic(
                "init(frame:) \(verb) \(list), but neither init?(coder:) nor awakeFromNib() does: \(created) created from \(fileNames) is never set up; call \(names.count == 1 ? "it" : "them") after super.init(coder: coder)",
                at: file.location(coderInit.function.nameRange), related: related,
                fix: insertCallsFix(missing, into: coderInit, frameFile: frameInit.summary.file)))
        }
        return diagnostics
    }

    /// Inserts the missing calls (as written in `init(frame:)`) on their own lines right after
    /// `super.init(coder:)`. Only calls without arguments: arguments may name locals of `init(frame:)`.
    private func insertCallsFix(_ calls: [SwiftCallFact], into coderInit: ClassFunction, frameFile: SourceFile) -> Fix? {
        guard calls.allSatisfy(\.argumentLabels.isEmpty),
              let superInit = coderInit.function.bodyFacts?.calls.first(where: {
                  $0.name == "init" && $0.receiver == .superclass && !$0.isInClosure
              }) else { return nil }
        let file = coderInit.summary.file
        let bytes = file.bytes
        let indent = file.indentation(ofLineAt: superInit.range.start)
        // `super.init(coder:)` must start its line and end it, so the new lines land between statements.
        guard file.offset(ofLine: file.line(ofByte: superInit.range.start)) + indent.utf8.count == superInit.range.start else { return nil }
        var after = superInit.range.end
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
        guard after == bytes.count || bytes[after] == UInt8(ascii: "\n") || bytes[after] == UInt8(ascii: "\r") else { return nil }
        let text = calls.map { "\n" + indent + frameFile.text($0.range) }.joined()
        return Fix(title: "Call \(calls.map { "\($0.name)()" }.joined(separator: ", ")) from init?(coder:)",
                   edits: [Edit(in: file, range: ByteRange(start: superInit.range.end, end: superInit.range.end), replacement: text)],
                   applicability: .unsafe)
    }
}

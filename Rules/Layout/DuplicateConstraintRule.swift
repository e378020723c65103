import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// Two constraints of one interface file that say exactly the same thing.
public struct DuplicateConstraintRule: Rule {
    public static let description = RuleDescription(
        id: "duplicate-constraint",
        name: "Duplicate constraint",
        summary: "Two constraints in one interface file are identical: same items, attributes, relation, multiplier, constant and priority.",
        rationale: """
            Interface Builder lets you add the same constraint twice: pinning an edge again from the "Add \
            New Constraints" popover, or a merge that kept both sides' copy. Both are installed at runtime. \
            Nothing breaks right away, but the layout now carries a hidden second constraint: change the \
            constant of one (in the inspector, or through an outlet in code) and the other still holds the \
            old value, so Auto Layout reports *"Unable to simultaneously satisfy constraints"* and breaks one \
            of them at random. The Size inspector shows both, which is how they are usually found — late.

            iblint compares every constraint of a file with every other one after normalising what Xcode \
            leaves out: a missing `firstItem` is the view that holds the constraint, a missing relation is \
            `equal`, multiplier `1` (`1:1` too), constant `0`, priority `1000`. Any other difference — \
            `symbolic` (standard spacing), an `identifier`, a size-class variation — makes them different. \
            Placeholder constraints (removed at build time) and constraints that size-class variations \
            install or exclude are not compared. The second of the two is reported, with the first as related \
            location. A constraint swapped end for end (`A.top = B.bottom` against `B.bottom = A.top`) is \
            not recognised as a duplicate.

            **Fix (safe):** delete the duplicate. When an outlet (or anything else) refers to the reported \
            constraint, the other copy is deleted instead, so the outlet keeps working; when both are \
            referred to, no fix is offered. An emptied `<constraints>` block is removed too, as Xcode does.

            **Fix by hand:** select the view, open the Size inspector, and delete one of the two constraints \
            listed twice.
            """,
        category: .layout,
        defaultSeverity: .warning,
        fix: .sometimes(.safe),
        tags: ["layout", "interface-builder"],
        precision: .veryHigh,
        examples: examples)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for document in context.index.documents {
            let references = referenceCounts(in: document)
            var groups: [ConstraintKey: [IBConstraint]] = [:]
            var order: [ConstraintKey] = []
            for constraint in document.constraints {
                let element = document[constraint.element]
                guard element.children.isEmpty, element["placeholder"] != "YES",
                      let id = constraint.id, references.variations.contains(id) == false,
                      let key = ConstraintKey(constraint, element: element, in: document) else { continue }
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append(constraint)
            }
            for key in order {
                guard let group = groups[key], group.count > 1 else { continue }
                let first = group[0]
                for duplicate in group.dropFirst() {
                    let original = document[first.element]
                    let line = original.position.line
                    findings.append(context.diagnostic(
                        "This constraint repeats the one on line \(line) exactly (\(summary(of: duplicate, in: document))): both are installed, and changing one later leaves the other in place; delete one",
                        at: document.location(ofElement: duplicate.element),
                        related: [RelatedLocation(document.location(of: original), "the same constraint, first")],
                        fix: fix(duplicate: duplicate, original: first, references: references.counts, in: document)))
                }
            }
        }
        return findings
    }

    private func summary(of constraint: IBConstraint, in document: IBDocument) -> String {
        func item(_ id: String?) -> String {
            guard let id else { return document.elements[constraint.owner].userLabel ?? document.elements[constraint.owner].id ?? "view" }
            return document.element(withID: id)?.userLabel ?? id
        }
        var text = "\(item(constraint.firstItem)).\(constraint.firstAttribute ?? "?")"
        let relation = ["lessThanOrEqual": "<=", "greaterThanOrEqual": ">="][constraint.relation ?? ""] ?? "="
        if let second = constraint.secondItem {
            text += " \(relation) \(item(second)).\(constraint.secondAttribute ?? "?")"
            if let multiplier = constraint.multiplier { text += " × \(multiplier)" }
            if let constant = constraint.constant { text += " + \(constant)" }
        } else {
            text += " \(relation) \(constraint.constant ?? "0")"
        }
        return text
    }

    /// Removes the duplicate, or the original when only the duplicate is referred to.
    private func fix(duplicate: IBConstraint, original: IBConstraint, references: [String: Int],
                     in document: IBDocument) -> Fix? {
        func isReferenced(_ constraint: IBConstraint) -> Bool { (constraint.id.flatMap { references[$0] } ?? 0) > 0 }
        let victim: IBConstraint
        if !isReferenced(duplicate) { victim = duplicate }
        else if !isReferenced(original) { victim = original }
        else { return nil }
        let element = document[victim.element]
        var removed = element
        if let parent = element.parent, document[parent].name == "constraints", document[parent].children == [element.index] {
            removed = document[parent]
        }
        let which = victim.element == duplicate.element ? "the duplicate constraint" : "the first copy (an outlet refers to this one)"
        return Fix(title: "Delete \(which)", edits: [InterfaceEdits.removeElement(removed, in: document)], applicability: .safe)
    }

    /// How often each id is referred to by an attribute other than an element's own `id`, and which
    /// constraint ids size-class variations mention.
    private func referenceCounts(in document: IBDocument) -> (counts: [String: Int], variations: Set<String>) {
        var counts: [String: Int] = [:]
        var variations: Set<String> = []
        for element in document.elements {
            for attribute in element.attributes where attribute.name != "id" {
                counts[attribute.value, default: 0] += 1
                if attribute.name == "reference" { variations.insert(attribute.value) }
            }
        }
        return (counts, variations)
    }
}

/// A constraint with Xcode's defaults filled in, for comparison.
struct ConstraintKey: Hashable {
    var firstItem: String
    var firstAttribute: String
    var secondItem: String
    var secondAttribute: String
    var relation: String
    var multiplier: String
    var constant: String
    var priority: String
    /// Every other attribute (`symbolic`, `identifier`…), sorted, so any difference keeps them apart.
    var rest: [String]

    static let modelled: Set<String> = ["id", "firstItem", "firstAttribute", "secondItem", "secondAttribute",
                                        "relation", "multiplier", "constant", "priority"]

    init?(_ constraint: IBConstraint, element: IBElement, in document: IBDocument) {
        guard let firstAttribute = constraint.firstAttribute,
              let firstItem = constraint.firstItem ?? document[constraint.owner].id else { return nil }
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        secondItem = constraint.secondItem ?? ""
        secondAttribute = constraint.secondAttribute ?? ""
        relation = constraint.relation ?? "equal"
        multiplier = Self.number(constraint.multiplier, default: 1, ratio: true)
        constant = Self.number(constraint.constant, default: 0, ratio: false)
        priority = Self.number(constraint.priority, default: 1000, ratio: false)
        rest = element.attributes.filter { !Self.modelled.contains($0.name) }.map { "\($0.name)=\($0.value)" }.sorted()
    }

    /// A canonical spelling of a number (`1:1` and `1` are the same multiplier); unparseable text as is.
    static func number(_ text: String?, default value: Double, ratio: Bool) -> String {
        guard let text else { return String(value) }
        if ratio, let separator = text.firstIndex(where: { $0 == ":" || $0 == "/" }) {
            if let numerator = Double(text[..<separator]), let denominator = Double(text[text.index(after: separator)...]),
               denominator != 0 {
                return String(numerator / denominator)
            }
            return text
        }
        return Double(text).map { String($0) } ?? text
    }
}

extension DuplicateConstraintRule {
    static func badgeXib(_ constraints: String, outlets: String = "", after: String = "") -> String {
        ExampleFixtures.xib("""
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BadgeView" customModule="Demo" customModuleProvider="target">\(outlets)
                    </placeholder>
            \(ExampleFixtures.firstResponder)
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                        <subviews>
                            <label opaque="NO" text="New" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-Bd-001">
                                <rect key="frame" x="8" y="8" width="60" height="24"/>
                            </label>
                        </subviews>
                        <constraints>
            \(constraints)
                        </constraints>\(after)
                    </view>
            """)
    }

    static let examples: [RuleExample] = [
        RuleExample("The same leading constraint added twice", triggers: true, files: [
            ExampleFile("Views/BadgeView.xib", badgeXib("""
                                <constraint firstItem="lbl-Bd-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8" id="Cn1-Ld-001"/>
                                <constraint firstItem="lbl-Bd-001" firstAttribute="centerY" secondItem="iN0-l3-epB" secondAttribute="centerY" id="Cn2-Cy-002"/>
                                ↓<constraint firstItem="lbl-Bd-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8.0" priority="1000" id="Cn3-Ld-003"/>
                """)),
        ], fixed: [
            ExampleFile("Views/BadgeView.xib", badgeXib("""
                                <constraint firstItem="lbl-Bd-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8" id="Cn1-Ld-001"/>
                                <constraint firstItem="lbl-Bd-001" firstAttribute="centerY" secondItem="iN0-l3-epB" secondAttribute="centerY" id="Cn2-Cy-002"/>
                """)),
        ]),
        RuleExample("An aspect ratio held twice; the outlet's copy is kept", triggers: true, files: [
            ExampleFile("Views/AvatarView.xib", ExampleFixtures.xib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="AvatarView" customModule="Demo" customModuleProvider="target">
                            <connections>
                                <outlet property="aspectConstraint" destination="Asp-Rt-002" id="oAs-pt-001"/>
                            </connections>
                        </placeholder>
                \(ExampleFixtures.firstResponder)
                        <view contentMode="scaleToFill" id="iN0-l3-epB">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            <subviews>
                                <imageView contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="img-Av-001">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                    <constraints>
                                        <constraint firstAttribute="width" secondItem="img-Av-001" secondAttribute="height" multiplier="1:1" id="Asp-Rt-001"/>
                                    </constraints>
                                </imageView>
                            </subviews>
                            <constraints>
                                ↓<constraint firstItem="img-Av-001" firstAttribute="width" secondItem="img-Av-001" secondAttribute="height" id="Asp-Rt-002"/>
                            </constraints>
                        </view>
                """)),
        ], fixed: [
            ExampleFile("Views/AvatarView.xib", ExampleFixtures.xib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="AvatarView" customModule="Demo" customModuleProvider="target">
                            <connections>
                                <outlet property="aspectConstraint" destination="Asp-Rt-002" id="oAs-pt-001"/>
                            </connections>
                        </placeholder>
                \(ExampleFixtures.firstResponder)
                        <view contentMode="scaleToFill" id="iN0-l3-epB">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            <subviews>
                                <imageView contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="img-Av-001">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                </imageView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="img-Av-001" firstAttribute="width" secondItem="img-Av-001" secondAttribute="height" id="Asp-Rt-002"/>
                            </constraints>
                        </view>
                """)),
        ]),
        RuleExample("Both copies have outlets: reported, but no fix", triggers: true, files: [
            ExampleFile("Views/BadgeView.xib", badgeXib("""
                                <constraint firstAttribute="height" constant="40" id="Hgt-Bd-001"/>
                                ↓<constraint firstAttribute="height" constant="40" id="Hgt-Bd-002"/>
                """, outlets: """

                            <connections>
                                <outlet property="heightConstraint" destination="Hgt-Bd-001" id="oHg-001"/>
                                <outlet property="compactHeightConstraint" destination="Hgt-Bd-002" id="oHg-002"/>
                            </connections>
                """)),
        ]),
        RuleExample("Constraints that differ in relation, priority, standard spacing, or are placeholders or size-class variations", triggers: false, files: [
            ExampleFile("Views/BadgeView.xib", badgeXib("""
                                <constraint firstItem="lbl-Bd-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8" id="Cn1-Ld-001"/>
                                <constraint firstItem="lbl-Bd-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8" symbolic="YES" id="Cn2-Ld-002"/>
                                <constraint firstItem="lbl-Bd-001" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8" id="Cn3-Ld-003"/>
                                <constraint firstItem="lbl-Bd-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8" priority="750" id="Cn4-Ld-004"/>
                                <constraint firstItem="lbl-Bd-001" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" constant="8" placeholder="YES" id="Cn5-Tp-005"/>
                                <constraint firstItem="lbl-Bd-001" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" constant="8" placeholder="YES" id="Cn6-Tp-006"/>
                                <constraint firstItem="lbl-Bd-001" firstAttribute="bottom" secondItem="iN0-l3-epB" secondAttribute="bottom" constant="8" id="Cn7-Bt-007"/>
                                <constraint firstItem="lbl-Bd-001" firstAttribute="bottom" secondItem="iN0-l3-epB" secondAttribute="bottom" constant="8" id="Cn8-Bt-008"/>
                """, after: """

                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="Cn8-Bt-008"/>
                                </mask>
                            </variation>
                            <variation key="heightClass=compact">
                                <mask key="constraints">
                                    <include reference="Cn8-Bt-008"/>
                                    <exclude reference="Cn7-Bt-007"/>
                                </mask>
                            </variation>
                """)),
        ]),
    ]
}

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
        examples: DuplicateConstraintRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for document in context.index.documents where context.mayReport(document.path) {
            let variations = variationReferences(in: document)
            // How often each id is referred to is needed only for a duplicate's fix (rare): counted then.
            var references: [String: Int]? = nil
            // Grouped by the modelled attributes first: nearly every constraint is alone in its group, and
            // only the others need the rest of their attributes read, compared and hashed.
            // Constraints and elements are read in place, by position: taking each out of its array copied
            // it (a constraint's eight strings, an element's arrays), and each constraint had an array of
            // its own here, for the one group in a hundred that holds two.
            var candidateGroups: [ConstraintKey: Int] = [:]
            candidateGroups.reserveCapacity(document.constraints.count)
            var groupSizes: [Int] = []
            var groupOfPosition = [Int](repeating: -1, count: document.constraints.count)
            for position in document.constraints.indices {
                let elementIndex = document.constraints[position].element
                guard !document.hasChildren(elementIndex), document.attributeValue(Self.placeholder, at: elementIndex) != "YES" else { continue }
                let values = document.constraints[position].modelledValues
                guard let id = values.id, variations.contains(id) == false,
                      let key = ConstraintKey(values, of: document.constraints[position], element: nil, in: document) else { continue }
                // One hash of the key, found or inserted (the default is made only when it is missing).
                var isNew = false
                let group = Self.value(in: &candidateGroups[key, default: { isNew = true; return groupSizes.count }()])
                if isNew { groupSizes.append(1) } else { groupSizes[group] += 1 }
                groupOfPosition[position] = group
            }
            // The candidates of each group of two or more, in order.
            var candidates: [Int: [Int]] = [:]
            for position in groupOfPosition.indices where groupOfPosition[position] >= 0 && groupSizes[groupOfPosition[position]] > 1 {
                candidates[groupOfPosition[position], default: []].append(position)
            }
            // The groups of equal constraints, in the order of their first constraints.
            var groups: [(first: Int, constraints: [IBConstraint])] = []
            for group in candidates.keys.sorted() {
                var keyed: [ConstraintKey: Int] = [:]
                var split: [(first: Int, constraints: [IBConstraint])] = []
                for position in candidates[group] ?? [] {
                    let constraint = document.constraints[position]
                    guard let key = ConstraintKey(constraint, element: document[constraint.element], in: document) else { continue }
                    if let group = keyed[key] { split[group].constraints.append(constraint) } else { keyed[key] = split.count; split.append((position, [constraint])) }
                }
                groups += split
            }
            groups.sort { $0.first < $1.first }
            for (_, group) in groups {
                guard group.count > 1 else { continue }
                let first = group[0]
                for duplicate in group.dropFirst() {
                    let original = document[first.element]
                    let line = original.position.line
                    if references == nil { references = referenceCounts(in: document) }
                    let fix = fix(duplicate: duplicate, original: first, references: references ?? [:], in: document)
                    findings.append(context.diagnostic(
                        Self.repeats(duplicate, onLine: line, in: document),
                        at: document.location(ofElement: duplicate.element),
                        notes: [Self.bothInstalled] + (fix == nil ? [Self.deleteOne] : []),
                        related: [RelatedLocation(document.location(of: original), Self.sameConstraintFirst())],
                        fix: fix))
                }
            }
        }
        return findings
    }

    // MARK: Helpers

    private static func value(in slot: inout Int) -> Int { slot }

    private static let placeholder = IBElement.NameQuery("placeholder")

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
        if let parent = element.parent, document[parent].name == "constraints", document.onlyChild(of: parent) == element.index {
            removed = document[parent]
        }
        let which = victim.element == duplicate.element ? "the duplicate constraint" : "the first copy (an outlet refers to this one)"
        guard let removal = InterfaceEdits.removeElement(removed, in: document) else { return nil }
        return Fix(title: "Delete \(which)", edits: [removal], applicability: .safe)
    }

    /// How often each id is referred to by an attribute other than an element's own `id`.
    private func referenceCounts(in document: IBDocument) -> [String: Int] {
        var counts: [String: Int] = [:]
        for element in document.elements {
            for attribute in element.attributes where attribute.name != "id" { counts[attribute.value, default: 0] += 1 }
        }
        return counts
    }

    /// Which constraint ids size-class variations mention (`reference` attributes).
    private func variationReferences(in document: IBDocument) -> Set<String> {
        var variations: Set<String> = []
        guard document.mayHaveAttribute(named: "reference") else { return variations }
        for element in document.elements {
            for attribute in element.attributes where IBElement.sameName(attribute.name, "reference") { variations.insert(attribute.value) }
        }
        return variations
    }

    // MARK: Messages

    private static func repeats(_ constraint: IBConstraint, onLine line: Int, in document: IBDocument) -> String {
        "Constraint \(summary(of: constraint, in: document)) repeats the one on line \(line) exactly"
    }

    private static let bothInstalled = "Both are installed, and changing one later leaves the other in place"

    private static let deleteOne = "Delete one of them"

    private static func sameConstraintFirst() -> String {
        "the same constraint, first"
    }

    /// The constraint as an equation of its items' labels or ids: `title.top = card.top + 8`.
    private static func summary(of constraint: IBConstraint, in document: IBDocument) -> String {
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

    /// `element`: the constraint's element, whose other attributes then count (`rest`); without it, only
    /// the modelled attributes do.
    /// `document` is borrowed: an initializer's arguments are its own by default, and the caller copied the
    /// whole document (a reference count for each of its arrays) for every constraint of it.
    init?(_ constraint: IBConstraint, element: IBElement?, in document: borrowing IBDocument) {
        self.init(constraint.modelledValues, of: constraint, element: element, in: document)
    }

    /// The key of `constraint`, whose `modelledValues` are `values` (read once by the caller).
    init?(_ values: IBConstraint.ModelledValues, of constraint: IBConstraint, element: IBElement?, in document: borrowing IBDocument) {
        guard let firstAttribute = values.firstAttribute,
              let firstItem = values.firstItem ?? document[constraint.owner].id else { return nil }
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        secondItem = values.secondItem ?? ""
        secondAttribute = values.secondAttribute ?? ""
        relation = values.relation ?? "equal"
        multiplier = Self.number(values.multiplier, default: 1, ratio: true)
        constant = Self.number(values.constant, default: 0, ratio: false)
        priority = Self.number(values.priority, default: 1000, ratio: false)
        rest = element?.attributes.filter { !Self.modelled.contains($0.name) }.map { "\($0.name)=\($0.value)" }.sorted() ?? []
    }

    /// A canonical spelling of a number (`1:1` and `1` are the same multiplier); unparseable text as is.
    static func number(_ text: String?, default value: Double, ratio: Bool) -> String {
        guard let text else { return defaultSpelling(value) }
        // A plain integer below 10^15 (nearly every constant and priority): spelled as `String(Double)` would
        // spell it, without parsing and formatting a `Double` for every constraint.
        if let plain = plainIntegerSpelling(text) { return plain }
        if ratio, let separator = text.firstIndex(where: { $0 == ":" || $0 == "/" }) {
            if let numerator = Double(text[..<separator]), let denominator = Double(text[text.index(after: separator)...]),
               denominator != 0 {
                return String(numerator / denominator)
            }
            return text
        }
        return Double(text).map { String($0) } ?? text
    }

    private static let zero = String(0.0), one = String(1.0), thousand = String(1000.0)

    private static func defaultSpelling(_ value: Double) -> String {
        switch value {
        case 0: return zero
        case 1: return one
        case 1000: return thousand
        default: return String(value)
        }
    }

    /// `text + ".0"` for 1 to 15 ASCII digits without a leading zero (or `0` itself): what
    /// `String(Double(text)!)` gives for them.
    static func plainIntegerSpelling(_ text: String) -> String? {
        let utf8 = text.utf8
        guard (1...15).contains(utf8.count), utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              utf8.count == 1 || utf8.first != UInt8(ascii: "0") else { return nil }
        return text + ".0"
    }
}

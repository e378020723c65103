import Foundation
import IBLintCore
import IBLintRuleAPI
import IBLintRules
import Testing

/// The registry is checked, not remembered: every rule file under `Rules/` is registered, lives in the
/// folder of its category, and is named after its id.
@Suite("Rule registry")
struct RuleRegistryTests {
    static let rulesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Rules")

    /// `Rules/<Folder>/<Name>Rule.swift` files, as paths relative to `Rules/`.
    static func ruleFiles() throws -> [String] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: rulesFolder.path))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix("Rule.swift") }.sorted()
    }

    /// The names of the types a Swift file declares as conforming to `Rule`.
    static func ruleTypes(declaredIn text: String) -> [String] {
        let pattern = #/(?:struct|class|enum)\s+(\w+)\s*:\s*([^{]*)\{/#
        return text.matches(of: pattern).compactMap { match in
            let inherited = match.output.2.split(separator: ",").map { String($0).trimmingWhitespace }
            return inherited.contains("Rule") ? String(match.output.1) : nil
        }
    }

    /// The type name a rule id asks for: `broken-outlet` → `BrokenOutletRule`.
    static func typeName(forID id: String) -> String {
        let spellings = ["ibdesignable": "IBDesignable", "didset": "DidSet"]
        return id.split(separator: "-").map { word in
            spellings[String(word)] ?? word.prefix(1).uppercased() + word.dropFirst()
        }.joined() + "Rule"
    }

    @Test("The rules that check suppression comments say so through asSuppressionCommentRule, as the cast finds them")
    func suppressionCommentRulesAreFound() {
        let found = RuleCatalog.all.filter { $0.init().asSuppressionCommentRule != nil }.map { $0.description.id }
        let cast = RuleCatalog.all.filter { $0.init() is any SuppressionCommentRule }.map { $0.description.id }
        #expect(found == cast)
        #expect(Set(found) == ["superfluous-suppression", "invalid-suppression"])
    }

    @Test("Every rule file declares one rule type, registered in RuleCatalog.all")
    func everyRuleFileIsRegistered() throws {
        let registered = Set(RuleCatalog.all.map { String(describing: $0) })
        let files = try Self.ruleFiles()
        #expect(files.count >= 31)
        var declared: Set<String> = []
        for file in files {
            let text = try String(contentsOf: Self.rulesFolder.appendingPathComponent(file), encoding: .utf8)
            let types = Self.ruleTypes(declaredIn: text)
            let fileType = String(file.split(separator: "/").last!.dropLast(".swift".count))
            #expect(types == [fileType], "\(file) must declare exactly one Rule type named \(fileType); found \(types)")
            for type in types {
                declared.insert(type)
                #expect(registered.contains(type), "\(type) (Rules/\(file)) is not in RuleCatalog.all: add it there")
            }
        }
        #expect(registered.subtracting(declared).isEmpty, "registered without a Rules/**/*Rule.swift file: \(registered.subtracting(declared))")
    }

    @Test("A rule's file is Rules/<its category's folder>/<its id as a type name>.swift")
    func rulesLiveInTheirCategoryFolder() throws {
        let files = Set(try Self.ruleFiles())
        for rule in RuleCatalog.all {
            let description = rule.description
            let typeName = String(describing: rule)
            #expect(typeName == Self.typeName(forID: description.id), "\(description.id) is implemented by \(typeName)")
            let expected = "\(description.category.folderName)/\(typeName).swift"
            #expect(files.contains(expected), "\(description.id) belongs in Rules/\(expected)")
        }
    }

    @Test("The catalog is sorted by id and every id is unique")
    func catalogIsSortedAndUnique() {
        let ids = RuleCatalog.descriptions.map(\.id)
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
    }

    @Test("Every category folder of Rules/ holds at least one rule, and no other folder holds any")
    func foldersMatchCategories() throws {
        let folders = Set(try Self.ruleFiles().compactMap { $0.split(separator: "/").first.map(String.init) })
        #expect(folders == Set(RuleCategory.allCases.map(\.folderName)))
    }

    @Test("The checks above catch an unregistered rule")
    func detectsAnUnregisteredRule() {
        let text = """
            public struct ForgottenRule: Rule {
                public static let description = RuleDescription(id: "forgotten", name: "", summary: "", rationale: "",
                                                                category: .document, defaultSeverity: .note)
            }
            struct Helper: Hashable {}
            """
        #expect(Self.ruleTypes(declaredIn: text) == ["ForgottenRule"])
        #expect(!RuleCatalog.all.map { String(describing: $0) }.contains("ForgottenRule"))
        #expect(Self.typeName(forID: "ibdesignable-missing-init-frame") == "IBDesignableMissingInitFrameRule")
    }
}

import IBLintCore
import IBLintRules
import XCTest
@testable import IBLintEngine

/// `.iblint.yml` as people write it: block lists at any indentation, SwiftLint habits, typos in rule ids.
final class ConfigurationFileFormatTests: XCTestCase {
    private func parse(_ text: String) throws -> ConfigurationFile { try ConfigurationFile.parse(text, path: ".iblint.yml") }

    private func error(_ text: String) -> String? {
        do { _ = try parse(text); return nil } catch { return "\(error)" }
    }

    func testBlockListsAtAnyIndentationIncludingColumnZero() throws {
        let config = try parse("""
            disabled_rules:
            - unconnected-action
            - custom-module
            enabled_rules:
                - misplaced-view
                - autolayout-disabled
            exclude:
            \t- Legacy/
            ignore:
            - path: Views/*.xib
              rule: safe-area-in-custom-view
            - path: Generated/**
            only_rules:

              - broken-outlet
            """)
        XCTAssertEqual(config.disabledRules, ["unconnected-action", "custom-module"])
        XCTAssertEqual(config.enabledRules, ["misplaced-view", "autolayout-disabled"])
        XCTAssertEqual(config.exclude, ["Legacy/"])
        XCTAssertEqual(config.ignore, [.init(path: "Views/*.xib", rule: "safe-area-in-custom-view"), .init(path: "Generated/**", rule: nil)])
        XCTAssertEqual(config.onlyRules, ["broken-outlet"])
    }

    func testWindowsLineEndingsReadAsUnixOnes() throws {
        // Split by `Character`, `\r\n` is one character: the whole file was one line, and its first key's
        // list one rule id with line breaks in it ("unknown rule '- broken-outlet\n  - …'").
        let config = try parse("disabled_rules:\r\n  - broken-outlet\r\n  - unconnected-outlet\r\nexclude:\r\n  - Legacy/\r\n")
        XCTAssertEqual(config.disabledRules, ["broken-outlet", "unconnected-outlet"])
        XCTAssertEqual(config.exclude, ["Legacy/"])
        XCTAssertEqual(error("exclude:\r\n  - a\r\n    - b\r\n"), ".iblint.yml:3: error: this line is indented differently from line 2 above it")
    }

    func testMisalignedAndUnclosedListsAreErrorsAtTheirLine() {
        XCTAssertEqual(error("exclude:\n  - a\n    - b"), ".iblint.yml:3: error: this line is indented differently from line 2 above it")
        XCTAssertEqual(error("exclude: [a,\n  b]"), ".iblint.yml:1: error: a '[…]' list must close on the same line; or write one '- value' per line")
        XCTAssertEqual(error("- a"), ".iblint.yml:1: error: a list item needs a key above it ('exclude:', say)")
    }

    func testSwiftLintKeysGetAHint() {
        XCTAssertEqual(error("opt_in_rules:\n  - misplaced-view"),
                       ".iblint.yml:1: error: unknown setting 'opt_in_rules' (SwiftLint's name; iblint's is 'enabled_rules'); known: disabled_rules, enabled_rules, only_rules, severity, fail_on, modules, exclude, ignore")
        XCTAssertTrue(error("excluded: [Pods]")?.contains("(SwiftLint's name; iblint's is 'exclude')") == true)
        XCTAssertTrue(error("included: [App]")?.contains("iblint has no 'included': it lints the paths on its command line") == true)
        XCTAssertTrue(error("whitelist_rules: [a]")?.contains("iblint's is 'only_rules'") == true)
        XCTAssertTrue(error("disable_rules: [a]")?.contains("'disable_rules'; did you mean 'disabled_rules'?") == true)
    }

    func testUnknownRuleIdsAreReportedAtTheirLinesWithASuggestion() throws {
        let config = try parse("""
            disabled_rules: [unconnected-actoin]
            enabled_rules:
              - misplaced-view
              - frobnicate
            severity:
              broken-outlet: warning
              brokenoutlet: error
            ignore:
              - path: A.xib
                rule: safe-area-in-custom-veiw
            """)
        let known = RuleCatalog.descriptions.map(\.id)
        XCTAssertEqual(config.unknownRules(among: known, path: ".iblint.yml").map(\.description), [
            ".iblint.yml:1: error: unknown rule 'unconnected-actoin' in disabled_rules; did you mean 'unconnected-action'? ('iblint rules' lists them)",
            ".iblint.yml:4: error: unknown rule 'frobnicate' in enabled_rules ('iblint rules' lists them)",
            ".iblint.yml:7: error: unknown rule 'brokenoutlet' in severity; did you mean 'broken-outlet'? ('iblint rules' lists them)",
            ".iblint.yml:10: error: unknown rule 'safe-area-in-custom-veiw' in ignore; did you mean 'safe-area-in-custom-view'? ('iblint rules' lists them)",
        ])
    }

    func testTheEffectiveConfigurationReadsBackAsTheSameConfiguration() throws {
        var configuration = Configuration()
        try parse("""
            disabled_rules: [unconnected-action]
            severity:
              unconnected-outlet: error
            modules: [ShopKit]
            exclude:
              - "*.generated.swift"
              - Legacy/**
            ignore:
              - path: Views/Overlays/*.xib
                rule: safe-area-in-custom-view
              - path: "Generated: old/**"
            """).apply(to: &configuration)
        configuration.applyCommandLine(enable: ["misplaced-view", "unconnected-action"], disable: ["custom-module"], only: [])
        let text = ConfigurationFile(effective: configuration, failOn: "warning").serialized()
        XCTAssertEqual(text, """
            disabled_rules:
              - custom-module
            enabled_rules:
              - misplaced-view
              - unconnected-action
            severity:
              unconnected-outlet: error
            fail_on: warning
            modules:
              - ShopKit
            exclude:
              - "*.generated.swift"
              - Legacy/**
            ignore:
              - path: Views/Overlays/*.xib
                rule: safe-area-in-custom-view
              - path: "Generated: old/**"

            """)
        let reread = try parse(text)
        var again = Configuration()
        reread.apply(to: &again)
        XCTAssertEqual(again.disabledRules, configuration.disabledRules)
        XCTAssertEqual(again.enabledRules, configuration.enabledRules)
        XCTAssertEqual(again.severities, configuration.severities)
        XCTAssertEqual(again.extraModules, configuration.extraModules)
        XCTAssertEqual(again.excludedPaths, configuration.excludedPaths)
        XCTAssertEqual(again.ignores, configuration.ignores)
        XCTAssertEqual(reread.failOn, "warning")
        XCTAssertEqual(try parse(ConfigurationFile(effective: Configuration(), failOn: "error").serialized()).ruleReferences, [],
                       "an empty configuration writes empty lists that read back")
    }
}

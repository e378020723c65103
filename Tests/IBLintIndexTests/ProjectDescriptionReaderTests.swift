@testable import IBLintIndex
import IBLintCore
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Package.swift, XcodeGen, Tuist, dependency managers and .gitignore, read without evaluating anything.
final class ProjectDescriptionReaderTests: XCTestCase {
    func testPackageManifestTargets() {
        let manifest = PackageManifest(path: "Modules/Package.swift", bytes: Array("""
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Shop",
                products: [.library(name: "ShopUI", targets: ["ShopUI"])],
                targets: [
                    .target(name: "ShopUI", dependencies: ["ShopKit"], exclude: ["README.md"], resources: [.process("Resources")]),
                    .target(
                        name: "ShopKit",
                        path: "Sources/Kit",
                        sources: ["Models", "Store.swift"]
                    ),
                    .testTarget(name: "ShopUITests", dependencies: ["ShopUI"]),
                    .executableTarget(name: "shop-cli"),
                    .target(name: "Generated" + suffix),
                ]
            )
            """.utf8))
        XCTAssertEqual(manifest.targets.map(\.name), ["ShopUI", "ShopKit", "ShopUITests", "shop-cli"])
        XCTAssertEqual(manifest.targets[0].excluded, ["README.md"])
        XCTAssertEqual(manifest.targets[0].resources, ["Resources"])
        XCTAssertEqual(manifest.targets[1].explicitPath, "Modules/Sources/Kit")
        XCTAssertEqual(manifest.targets[1].explicitSources, ["Models", "Store.swift"])
        XCTAssertEqual(manifest.targets[2].kind, .test)
        XCTAssertEqual(manifest.targets[3].moduleName, "shop_cli")
        XCTAssertEqual(manifest.limits.count, 1, "the computed name is a reported limit, not a guess")
        XCTAssertEqual(manifest.folder(of: manifest.targets[0], scannedPaths: []), "Modules/Sources/ShopUI")
        XCTAssertEqual(manifest.folder(of: manifest.targets[2], scannedPaths: []), "Modules/Tests/ShopUITests")
        XCTAssertEqual(manifest.folder(of: manifest.targets[0], scannedPaths: ["Modules/src/ShopUI/View.swift"]), "Modules/src/ShopUI",
                       "SwiftPM's other predefined folders, where the files are")
    }

    /// `text` with Windows line endings.
    private static func windows(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
    }

    func testXcodeGenSpecification() {
        let text = """
            name: Shop
            options:
              bundleIdPrefix: com.example
            targets:
              Shop:
                type: application
                platform: iOS
                sources:
                  - path: Sources
                    excludes:
                      - "Legacy/**"
                  - Resources/Launch.storyboard
                settings:
                  base:
                    PRODUCT_MODULE_NAME: ShopApp
                dependencies:
                  - carthage: Alamofire
                  - framework: Carthage/Build/Kingfisher.xcframework
                  - package: Swinject
                  - target: ShopKit
              ShopKit:
                type: framework
                sources: [Kit]
              ShopTests:
                type: bundle.unit-test
                sources: Tests
            """
        let spec = XcodeGenSpec(path: "project.yml", text: text)
        XCTAssertEqual(spec.targets.map(\.name), ["Shop", "ShopKit", "ShopTests"])
        let saved = XcodeGenSpec(path: "project.yml", text: Self.windows(text))
        XCTAssertEqual(saved.targets.map(\.name), ["Shop", "ShopKit", "ShopTests"], "Windows line endings read as Unix ones")
        XCTAssertEqual(saved.targets.first?.externalModules, ["Alamofire", "Kingfisher", "Swinject"])
        let shop = spec.targets[0]
        XCTAssertEqual(shop.moduleNames, ["ShopApp"])
        XCTAssertEqual(shop.externalModules, ["Alamofire", "Kingfisher", "Swinject"])
        XCTAssertTrue(shop.builds("Sources/Cart/CartView.swift"))
        XCTAssertFalse(shop.builds("Sources/Legacy/Old.xib"), "excludes are globs under the source path")
        XCTAssertTrue(shop.builds("Resources/Launch.storyboard"), "a source may be a single file")
        XCTAssertTrue(spec.targets[1].builds("Kit/Store.swift"))
        XCTAssertTrue(spec.targets[2].isTest)
        XCTAssertEqual(spec.limits, [])

        let templated = XcodeGenSpec(path: "project.yml", text: "include: [base.yml]\ntargets:\n  App:\n    templates: [iOSApp]\n")
        XCTAssertEqual(templated.limits.count, 2, "includes and templates are reported limits")
    }

    func testTuistManifest() {
        let bytes = Array("""
            import ProjectDescription

            let project = Project(
                name: "Shop",
                targets: [
                    .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "com.example.shop",
                            sources: ["Shop/Sources/**"], resources: ["Shop/Resources/**"]),
                    .target(name: "ShopTests", destinations: .iOS, product: .unitTests, bundleId: "com.example.tests",
                            sources: .paths(["Shop/Tests/**"])),
                ]
            )
            """.utf8)
        XCTAssertTrue(TuistManifest.isManifest(path: "Project.swift", bytes: bytes))
        // `mayBeManifest` answers by the path's bytes as the file name would: "Project.swift" or "Workspace.swift".
        for path in ["Project.swift", "Tuist/Project.swift", "Workspace.swift", "a/b/Workspace.swift", "MyProject.swift",
                     "Project.swift.orig", "project.swift", "Projects.swift", "é/Project.swift", "éProject.swift", "/Project.swift"] {
            let name = SourceFile.fileName(ofPath: path)
            XCTAssertEqual(TuistManifest.mayBeManifest(path: path), name == "Project.swift" || name == "Workspace.swift", path)
        }
        XCTAssertFalse(TuistManifest.isManifest(path: "Project.swift", bytes: Array("struct Project {}".utf8)), "an app's own Project.swift is code")
        let manifest = TuistManifest(path: "Project.swift", bytes: bytes)
        XCTAssertEqual(manifest.targets.map(\.name), ["Shop", "ShopTests"])
        XCTAssertTrue(manifest.targets[0].builds("Shop/Sources/Cart/CartView.swift"))
        XCTAssertTrue(manifest.targets[0].builds("Shop/Resources/Main.storyboard"))
        XCTAssertFalse(manifest.targets[0].builds("Shop/Tests/CartTests.swift"))
        XCTAssertTrue(manifest.targets[1].builds("Shop/Tests/CartTests.swift"))
        XCTAssertTrue(manifest.targets[1].isTest)
        XCTAssertEqual(manifest.limits, [])
    }

    func testDependencyManagersNameExternalModules() {
        let lockText = """
            PODS:
              - Alamofire (5.8.0)
              - Firebase/Core (10.0.0):
                - FirebaseCore
              - SDWebImage (5.0.0)

            DEPENDENCIES:
              - Alamofire
            """
        let lock = DependencyManifest(path: "Podfile.lock", text: lockText)
        XCTAssertEqual(lock?.modules, ["Alamofire", "Firebase", "SDWebImage"])
        XCTAssertEqual(DependencyManifest(path: "Podfile.lock", text: Self.windows(lockText))?.modules, ["Alamofire", "Firebase", "SDWebImage"],
                       "Windows line endings read as Unix ones")
        XCTAssertEqual(DependencyManifest(path: "Podfile", text: "target 'Shop' do\r\n  pod 'Lottie-iOS', '~> 4.0'\r\n  pod \"Realm/Swift\"\r\nend\r\n")?.modules,
                       ["Lottie_iOS", "Realm"])
        XCTAssertEqual(DependencyManifest(path: "Cartfile", text: "github \"Alamofire/Alamofire\"\r\ngithub \"onevcat/Kingfisher\"\r\n")?.modules,
                       ["Alamofire", "Kingfisher"])
        XCTAssertEqual(DependencyManifest(path: "Podfile", text: "target 'Shop' do\n  pod 'Lottie-iOS', '~> 4.0'\n  pod \"Realm/Swift\"\nend\n")?.modules,
                       ["Lottie_iOS", "Realm"])
        XCTAssertEqual(DependencyManifest(path: "Cartfile.resolved", text: "github \"Alamofire/Alamofire\" \"5.8.0\"\ngit \"https://example.com/Kit.git\" \"1.0\"\n")?.modules,
                       ["Alamofire", "Kit"])
        let resolved = DependencyManifest(path: "App.xcworkspace/xcshareddata/swiftpm/Package.resolved", text: """
            {"pins": [{"identity": "swift-collections", "kind": "remoteSourceControl", "location": "https://github.com/apple/swift-collections.git"}], "version": 2}
            """)
        XCTAssertEqual(resolved?.modules, ["swift_collections"])
        XCTAssertNil(DependencyManifest(path: "README.md", text: ""))
    }

    func testGitIgnoreAndSubmodules() {
        let ignore = GitIgnore(path: ".gitignore", text: """
            # secrets
            Secrets.swift
            /Generated/
            *.generated.swift
            build/
            !Keep.generated.swift
            Config/Local/*.plist
            """)
        XCTAssertEqual(ignore.ignores("App/Secrets.swift"), true, "a name without a slash matches at any depth")
        XCTAssertEqual(ignore.ignores("Generated/R.swift"), true, "an anchored folder ignores what is inside")
        XCTAssertNil(ignore.ignores("App/Generated/R.swift").flatMap { $0 ? true : nil }, "anchored: only at the top")
        XCTAssertEqual(ignore.ignores("App/R.generated.swift"), true)
        XCTAssertEqual(ignore.ignores("App/Keep.generated.swift"), false, "the last matching rule wins")
        XCTAssertEqual(ignore.ignores("App/build/Out.swift"), true)
        XCTAssertEqual(ignore.ignores("Config/Local/Keys.plist"), true)
        XCTAssertNil(ignore.ignores("App/CartView.swift"))
        XCTAssertNil(ignore.ignores("App/build"), "`build/` ignores a folder, not a file of that name")
        XCTAssertNil(ignore.ignores("App/Secrets.swift.orig"), "a plain name matches whole names only")
        let nested = GitIgnore(path: "App/.gitignore", text: "Secrets.swift\n")
        XCTAssertEqual(nested.ignores("App/Config/Secrets.swift"), true)
        XCTAssertNil(nested.ignores("Other/Secrets.swift"), "a .gitignore applies to its own folder only")
        for (pattern, name, expected) in [("*.swift", "A.swift", true), ("*.swift", "A.swiftx", false), ("a?c", "abc", true),
                                          ("a*b*c", "aXbYbZc", true), ("a*b*c", "aXbYb", false), ("*", "", true), ("", "a", false)] {
            XCTAssertEqual(PathGlob.matchComponent(Array(pattern.unicodeScalars)[...], Array(name.unicodeScalars)[...]), expected, "\(pattern) ~ \(name)")
        }
        // Globs across components, matched by the components of a path split once (as `.gitignore` does for
        // each candidate) and by the path itself.
        for (pattern, path, expected) in [("App/**/*.generated.swift", "App/A/B/X.generated.swift", true),
                                          ("App/*/Secrets.plist", "App/Config/Secrets.plist", true),
                                          ("App/*/Secrets.plist", "App/A/B/Secrets.plist", false), ("**/Pods", "x/Pods", true)] {
            let glob = PathGlob(pattern)
            let components = path.split(separator: "/").map { Array($0.unicodeScalars) }
            XCTAssertEqual(glob.matches(path), expected, "\(pattern) ~ \(path)")
            XCTAssertEqual(glob.matches(components: components[...], path: path), expected, "\(pattern) ~ \(path) by components")
        }

        let modules = GitIgnore(submodulesAt: ".gitmodules", text: "[submodule \"Vendor/Slack\"]\n\tpath = Vendor/Slack\n\turl = https://example.com/slack.git\n")
        XCTAssertTrue(modules.isSubmoduleList)
        XCTAssertEqual(modules.ignores("Vendor/Slack/Classes/SLKTextView.m"), true)
        XCTAssertNil(modules.ignores("Vendor/Other.m"))
    }

    func testGitIgnoreLinesAsGitReadsThem() {
        // Saved with Windows line endings: git drops the carriage return before each line feed (its
        // `add_patterns_from_buffer`); split by `Character`, `\r\n` is one character and the file one line.
        let windows = GitIgnore(path: ".gitignore", text: "# secrets\r\nSecrets.swift\r\n*.generated.swift\r\n\r\n!Keep.generated.swift\r\n")
        XCTAssertEqual(windows.ignores("App/Secrets.swift"), true)
        XCTAssertEqual(windows.ignores("App/R.generated.swift"), true)
        XCTAssertEqual(windows.ignores("App/Keep.generated.swift"), false)
        XCTAssertNil(windows.ignores("App/CartView.swift"))
        // A byte order mark before the first rule is skipped, as git skips it; the last line needs no line feed.
        let marked = GitIgnore(path: ".gitignore", text: "\u{FEFF}Secrets.swift\nGenerated/")
        XCTAssertEqual(marked.ignores("App/Secrets.swift"), true)
        XCTAssertEqual(marked.ignores("App/Generated/R.swift"), true)
        let modules = GitIgnore(submodulesAt: ".gitmodules", text: "[submodule \"Slack\"]\r\n\tpath = Vendor/Slack\r\n\turl = https://example.com/slack.git\r\n")
        XCTAssertEqual(modules.ignores("Vendor/Slack/Classes/SLKTextView.m"), true)
    }

    func testGitIgnoreSpacesCommentsAndEscapesAsGitReadsThem() {
        // Git trims a line's trailing spaces (not tabs) unless a backslash quotes one, and nothing at its start.
        let ignore = GitIgnore(path: ".gitignore", text: "Secrets.swift   \n  Keys.swift\nToken.swift\t\nNotes\\ \n\\#Draft.swift\n#Plan.swift\n\\!Read.swift\n \n")
        XCTAssertEqual(ignore.ignores("App/Secrets.swift"), true, "trailing spaces are not part of the pattern")
        XCTAssertNil(ignore.ignores("App/Keys.swift"), "leading spaces are: `  Keys.swift` is another name")
        XCTAssertEqual(ignore.ignores("App/  Keys.swift"), true)
        XCTAssertNil(ignore.ignores("App/Token.swift"), "a trailing tab is part of the pattern")
        XCTAssertEqual(ignore.ignores("App/Notes "), true, "a quoted trailing space is kept")
        XCTAssertNil(ignore.ignores("App/Notes"))
        XCTAssertEqual(ignore.ignores("App/#Draft.swift"), true, "`\\#` starts a pattern, not a comment")
        XCTAssertNil(ignore.ignores("App/#Plan.swift"), "`#` first: a comment")
        XCTAssertEqual(ignore.ignores("App/!Read.swift"), true, "`\\!` is the name's `!`, not a negation")
        for (line, pattern) in [("a  ", "a"), ("a\\  ", "a\\ "), ("a\\", "a\\"), ("  ", nil), ("", nil), ("# x", nil), (" # x", " # x"),
                                ("a \\b  ", "a \\b"), ("\t", "\t")] as [(Substring, String?)] {
            XCTAssertEqual(GitIgnore.pattern(ofLine: line), pattern, "\(line.debugDescription)")
        }
    }

    func testGitIgnoreBracketExpressions() {
        let ignore = GitIgnore(path: ".gitignore", text: "[Bb]uild/\n*.[oa]\nSecret[0-9].swift\n/Config/[!L]*.plist\n[[:digit:]]*.json\n[abc\n")
        XCTAssertEqual(ignore.ignores("App/Build/Generated.swift"), true)
        XCTAssertEqual(ignore.ignores("App/build/Generated.swift"), true)
        XCTAssertNil(ignore.ignores("App/Builds/Generated.swift"))
        XCTAssertEqual(ignore.ignores("Lib/x.o"), true)
        XCTAssertEqual(ignore.ignores("Lib/x.a"), true)
        XCTAssertNil(ignore.ignores("Lib/x.m"))
        XCTAssertEqual(ignore.ignores("App/Secret7.swift"), true)
        XCTAssertNil(ignore.ignores("App/SecretA.swift"))
        XCTAssertEqual(ignore.ignores("Config/Keys.plist"), true)
        XCTAssertNil(ignore.ignores("Config/Local.plist"), "negated set")
        XCTAssertEqual(ignore.ignores("Data/2024.json"), true)
        XCTAssertNil(ignore.ignores("Data/x2024.json"))
        XCTAssertNil(ignore.ignores("App/a"), "a bracket left open matches nothing, as in git")
        XCTAssertNil(ignore.ignores("App/[abc"))
        for (pattern, name, expected) in [("[]]x", "]x", true), ("[a-]x", "-x", true), ("[a-]x", "bx", false), ("[^a]", "b", true),
                                          ("[^a]", "a", false), ("[\\]]", "]", true), ("[a-c]", "b", true), ("[a-c]", "d", false),
                                          ("[[:foo:]]", "f", false), ("[[:alpha:]-]", "-", true), ("[[x]", "[", true),
                                          ("a\\*", "a*", true), ("a\\*", "ab", false), ("a\\", "a", false), ("Config[.]swift", "Config.swift", true),
                                          ("*[0-9]", "build12", true), ("*[0-9]", "build", false)] {
            XCTAssertEqual(PathGlob.matchGitComponent(Array(pattern.unicodeScalars)[...], Array(name.unicodeScalars)[...]), expected,
                           "\(pattern) ~ \(name)")
        }
    }

    #if canImport(Glibc)
    /// Git's bracket expressions and escapes as the C library's `fnmatch` reads them, on patterns both read
    /// the same way (closed brackets, no trailing backslash, ranges not chained, known classes).
    func testGitComponentWildcardsAsFnmatch() {
        var random = SystemRandomNumberGenerator()
        let items = ["a", "b", "c", "a-c", "b-b", "\\]", "\\-", "[:alpha:]", "[:digit:]", "1", "!", "*"]
        func bracket() -> String {
            var text = "["
            if Int.random(in: 0..<3, using: &random) == 0 { text += ["!", "^"].randomElement(using: &random)! }
            if Int.random(in: 0..<5, using: &random) == 0 { text += "]" }
            text += (0..<Int.random(in: 1...3, using: &random)).map { _ in items.randomElement(using: &random)! }.joined()
            if Int.random(in: 0..<5, using: &random) == 0 { text += "-" }
            return text + "]"
        }
        let tokens: [() -> String] = [{ "a" }, { "b" }, { "-" }, { "1" }, { "?" }, { "*" }, { "\\*" }, { "\\a" }, bracket]
        let letters: [Character] = ["a", "b", "c", "d", "-", "]", "!", "*", "1", "Z"]
        for _ in 0..<20000 {
            let pattern = (0..<Int.random(in: 0...4, using: &random)).map { _ in tokens.randomElement(using: &random)!() }.joined()
            let name = String((0..<Int.random(in: 0...5, using: &random)).map { _ in letters.randomElement(using: &random)! })
            let expected = fnmatch(pattern, name, 0) == 0
            XCTAssertEqual(PathGlob.matchGitComponent(Array(pattern.unicodeScalars)[...], Array(name.unicodeScalars)[...]), expected,
                           "\(pattern) ~ \(name)")
        }
    }
    #endif

    /// The recursive matcher `PathGlob.matchComponent` replaced, kept to compare with.
    private func matchRecursively(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        if first == "*" {
            var tail = name
            while true {
                if matchRecursively(pattern.dropFirst(), tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let character = name.first, first == "?" || first == character else { return false }
        return matchRecursively(pattern.dropFirst(), name.dropFirst())
    }

    func testComponentWildcardsAsTheRecursiveMatcher() {
        var random = SystemRandomNumberGenerator()
        let letters: [Unicode.Scalar] = ["a", "b", "é", "*", "?"]
        for _ in 0..<5000 {
            let pattern = (0..<Int.random(in: 0...6, using: &random)).map { _ in letters.randomElement(using: &random)! }
            let name = (0..<Int.random(in: 0...8, using: &random)).map { _ in letters.dropLast(2).randomElement(using: &random)! }
            XCTAssertEqual(PathGlob.matchComponent(pattern[...], name[...]), matchRecursively(pattern[...], name[...]),
                           "\(String(String.UnicodeScalarView(pattern))) ~ \(String(String.UnicodeScalarView(name)))")
            // Without `[` or a backslash, git's reading is the same.
            XCTAssertEqual(PathGlob.matchGitComponent(pattern[...], name[...]), matchRecursively(pattern[...], name[...]))
        }
    }

    /// `.gitignore` matching as it was before the rules were looked at from the last and exact patterns
    /// looked up by candidate: every rule, in order, against every candidate.
    private struct GitIgnoreByEveryRule {
        var directory: String
        var rules: [(pattern: PathGlob, negated: Bool, directoryOnly: Bool, namePattern: [Unicode.Scalar]?)] = []

        init(path: String, text: String) {
            directory = ProjectPaths.parent(of: path)
            for raw in text.split(separator: "\n") {
                guard var line = GitIgnore.pattern(ofLine: raw) else { continue }
                let negated = line.hasPrefix("!")
                if negated { line.removeFirst() }
                let directoryOnly = line.hasSuffix("/")
                if directoryOnly { line.removeLast() }
                let anchored = line.dropLast().contains("/")
                if line.hasPrefix("/") { line.removeFirst() }
                guard !line.isEmpty else { continue }
                let pattern = anchored ? line : "**/" + line
                let isName = !anchored && !line.contains { "[\\/".contains($0) }
                rules.append((PathGlob(ProjectPaths.join(directory, pattern), gitSyntax: true), negated, directoryOnly,
                              isName ? Array(line.unicodeScalars) : nil))
            }
        }

        func ignores(_ path: String) -> Bool? {
            guard ProjectDescriptionReaderTests.isInsideByCharacters(path, folder: directory) else { return nil }
            var decision: Bool?
            let components = path.split(separator: "/").map(String.init)
            let candidates = stride(from: components.count, through: 1, by: -1).map { components.prefix($0).joined(separator: "/") }
            let inside = components.dropFirst(directory.split(separator: "/").count).map { Array($0.unicodeScalars) }
            for rule in rules {
                var matched = false
                if let name = rule.namePattern {
                    let names = rule.directoryOnly ? inside.dropLast() : inside[...]
                    matched = names.contains { PathGlob.matchComponent(name[...], $0[...]) }
                } else {
                    for (position, candidate) in candidates.enumerated() where !(rule.directoryOnly && position == 0) {
                        if rule.pattern.hasWildcards ? rule.pattern.matches(candidate) : rule.pattern.pattern == candidate { matched = true; break }
                    }
                }
                if matched { decision = !rule.negated }
            }
            return decision
        }
    }

    /// A `.gitignore` of up to `maxLines` random rules made of `names` (anchored, for folders only, negated
    /// or not), in a random folder; read by `GitIgnore` and by the reference.
    private static func randomGitIgnore(names: [String], maxLines: Int, using random: inout SystemRandomNumberGenerator)
        -> (text: String, ignore: GitIgnore, reference: GitIgnoreByEveryRule) {
        let lines = (0..<Int.random(in: 1...maxLines, using: &random)).map { _ -> String in
            var line = (0..<Int.random(in: 1...3, using: &random)).map { _ in names.randomElement(using: &random)! }.joined(separator: "/")
            if Bool.random(using: &random) { line = "/" + line }
            if Int.random(in: 0..<4, using: &random) == 0 { line += "/" }
            if Int.random(in: 0..<4, using: &random) == 0 { line = "!" + line }
            return line
        }
        let folder = ["", "App/", "App/Sub/"].randomElement(using: &random)!
        let text = lines.joined(separator: "\n")
        return (text, GitIgnore(path: folder + ".gitignore", text: text), GitIgnoreByEveryRule(path: folder + ".gitignore", text: text))
    }

    func testGitIgnoreAsEveryRuleInOrder() {
        var random = SystemRandomNumberGenerator()
        let names = ["a", "b", "Secrets.swift", "*.swift", "build", "x?", "Pods"]
        for _ in 0..<300 {
            let (text, ignore, reference) = Self.randomGitIgnore(names: names, maxLines: 6, using: &random)
            for _ in 0..<20 {
                var path = (0..<Int.random(in: 1...5, using: &random)).map { _ in (names + ["App", "Sub", "..", ".", "", "é", "e\u{301}"]).randomElement(using: &random)! }
                    .joined(separator: "/").replacingOccurrences(of: "*", with: "z").replacingOccurrences(of: "?", with: "q")
                if Int.random(in: 0..<6, using: &random) == 0 { path = "/" + path }
                if Int.random(in: 0..<6, using: &random) == 0 { path += "/" }
                XCTAssertEqual(ignore.ignores(path), reference.ignores(path), "\(text) ~ \(path)")
            }
        }
    }

    /// Asked about many paths with one `FolderDecisions` (as a project's listed files are), the folders'
    /// decisions kept from one path to the next give the answers of every rule in order: paths share
    /// folders, names and wildcard rules match folders and files, and `.`, `..`, a root slash, a trailing
    /// slash and canonically equivalent non-ASCII names make paths that must not reuse another's folder.
    func testGitIgnoreFolderDecisionsKeptAcrossPathsAsEveryRuleInOrder() {
        // Canonically equivalent folders are equal `String`s but different names to a rule.
        let accented = GitIgnore(path: ".gitignore", text: "\u{e9}\n")
        var kept = GitIgnore.FolderDecisions()
        XCTAssertEqual(accented.ignores("App/\u{e9}/A.swift", folders: &kept), true)
        XCTAssertNil(accented.ignores("App/e\u{301}/A.swift", folders: &kept))
        XCTAssertEqual(accented.ignores("App/\u{e9}/B.swift", folders: &kept), true)

        var random = SystemRandomNumberGenerator()
        // Each shape of a name rule (`NamePattern`): names, `*` then a name, a name then `*`, other globs.
        let names = ["a", "b", "Secrets.swift", "*.swift", "build", "x?", "Pods", "é", "e\u{301}", "*", "Se*", "*.json", "*a*", "b*"]
        let folderNames = ["a", "b", "build", "Pods", "xy", "App", "Sub", "é", "e\u{301}", ".", ".."]
        for _ in 0..<200 {
            let (text, ignore, reference) = Self.randomGitIgnore(names: names, maxLines: 8, using: &random)
            // A few folders, many files in them (and in the folders above them).
            let folders = (0..<4).map { _ in
                (0..<Int.random(in: 0...4, using: &random)).map { _ in folderNames.randomElement(using: &random)! }.joined(separator: "/")
            }
            var decisions = GitIgnore.FolderDecisions()
            for _ in 0..<40 {
                var path = folders.randomElement(using: &random)!
                let depth = PathComponents.split(path).count
                path = PathComponents.split(path).prefix(Int.random(in: 0...depth, using: &random)).joined(separator: "/")
                let file = (names + ["CartView.swift", "build", "a", "Secrets.json", "Sea.swift", "bb", ".swift", "S"]).randomElement(using: &random)!
                    .replacingOccurrences(of: "*", with: "z").replacingOccurrences(of: "?", with: "q")
                path = path.isEmpty ? file : path + "/" + file
                if Int.random(in: 0..<8, using: &random) == 0 { path = "/" + path }
                if Int.random(in: 0..<8, using: &random) == 0 { path += "/" }
                XCTAssertEqual(ignore.ignores(path, folders: &decisions), reference.ignores(path), "\(text) ~ \(path)")
            }
        }
    }

    /// The corpus apps' own `.gitignore`s, asked about every path listed in their Xcode projects (files
    /// the corpus lacks, thousands sharing folders) and the same paths moved under folders such files
    /// ignore, with the folders' decisions kept: the answers of every rule in order.
    func testCorpusGitIgnoresWithFolderDecisionsAsEveryRuleInOrder() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard FileManager.default.fileExists(atPath: corpus.path) else { throw XCTSkip("../shared/corpus is absent") }
        var ignoreFiles: [String] = [], listed: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: corpus.path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".gitignore") { ignoreFiles.append(path) }
            guard path.hasSuffix(".xcodeproj/project.pbxproj"), !path.contains("/Pods/") else { continue }
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: corpus.appendingPathComponent(path).path))
            let project = try XcodeProject(path: path, bytes: [UInt8](bytes))
            listed += project.targets.flatMap(\.sourceFiles)
        }
        try XCTSkipIf(ignoreFiles.isEmpty || listed.isEmpty, "the corpus has no .gitignore or no listed file")
        let moved = listed.prefix(500).flatMap { path -> [String] in
            let folder = ProjectPaths.parent(of: path), name = SourceFile.fileName(ofPath: path)
            return ["Pods", "build", "xcuserdata", "DerivedData", "fastlane/report.xml", "Carthage/Build"].map { "\(folder)/\($0)/\(name)" }
        }
        var ignoredCount = 0
        for ignoreFile in ignoreFiles {
            let text = try String(contentsOf: corpus.appendingPathComponent(ignoreFile), encoding: .utf8)
            let ignore = GitIgnore(path: ignoreFile, text: text)
            let reference = GitIgnoreByEveryRule(path: ignoreFile, text: text)
            var decisions = GitIgnore.FolderDecisions()
            for path in listed + moved {
                let answer = ignore.ignores(path, folders: &decisions)
                XCTAssertEqual(answer, reference.ignores(path), "\(ignoreFile) ~ \(path)")
                if answer == true { ignoredCount += 1 }
            }
        }
        XCTAssertGreaterThan(ignoredCount, 0, "some path is ignored")
    }

    /// `ProjectPaths.isInside` as it was, comparing `Character`s.
    static func isInsideByCharacters(_ path: String, folder: String) -> Bool {
        if folder == "." { return !path.hasPrefix("/") && !path.hasPrefix("../") && path != ".." }
        return path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// ASCII paths are compared by bytes: the same answers as by `Character`, and non-ASCII ones still are;
    /// so are paths that differ from the folder in an ASCII byte before any other (answered there), with
    /// marks, line breaks (`\r\n` is one character) and precomposed letters after it or at it.
    func testIsInsideByBytesAsByCharacters() {
        var random = SystemRandomNumberGenerator()
        let parts = ["App", "Ap", "Sub", "a", ".", "..", "", "é", "e\u{301}", "\u{301}x", "e", "Ab\u{301}", "\r", "\r\n", "\nx", "Apé"]
        func randomPath() -> String {
            (0..<Int.random(in: 0...4, using: &random)).map { _ in parts.randomElement(using: &random)! }.joined(separator: "/")
                + (Bool.random(using: &random) ? "/" : "")
        }
        for _ in 0..<6000 {
            let path = randomPath(), folder = Int.random(in: 0..<8, using: &random) == 0 ? "." : randomPath()
            XCTAssertEqual(ProjectPaths.isInside(path, folder: folder), Self.isInsideByCharacters(path, folder: folder), "\(path) in \(folder)")
        }
        XCTAssertTrue(ProjectPaths.isInside("App/Sub/File.swift", folder: "App"))
        XCTAssertTrue(ProjectPaths.isInside("App/Sub/File.swift", folder: "App/"))
        XCTAssertFalse(ProjectPaths.isInside("Apps/File.swift", folder: "App"))
        XCTAssertFalse(ProjectPaths.isInside("App/\u{301}x", folder: "App"), "a mark joins the slash into another character")
        XCTAssertFalse(ProjectPaths.isInside("Apx/é", folder: "App"), "differs in an ASCII byte before the accent")
        XCTAssertTrue(ProjectPaths.isInside("é/x", folder: "e\u{301}"), "the same character, composed or not")
        XCTAssertFalse(ProjectPaths.isInside("A\r\n/x", folder: "A\r"), "\\r\\n is one character")
    }

    /// An ASCII path's parent is found by bytes: the same folder as going back by `Character`, and
    /// non-ASCII paths still are.
    func testParentByBytesAsByCharacters() {
        func parentByCharacters(_ path: String) -> String {
            guard let slash = path.lastIndex(of: "/") else { return "." }
            let parent = String(path[..<slash])
            return parent.isEmpty ? "/" : parent
        }
        var random = SplitMix64(seed: 0xFA7E)
        let parts = ["App", "Sub", "a.b", ".", "..", "", "é", "e\u{301}", "\u{301}x", "x"]
        for _ in 0..<3000 {
            var path = (0..<Int(random.next() % 5)).map { _ in parts[Int(random.next() % UInt64(parts.count))] }.joined(separator: "/")
            if random.next() % 4 == 0 { path = "/" + path }
            if random.next() % 4 == 0 { path += "/" }
            XCTAssertEqual(ProjectPaths.parent(of: path), parentByCharacters(path), path)
        }
        XCTAssertEqual(ProjectPaths.parent(of: "App/Sub/File.swift"), "App/Sub")
        XCTAssertEqual(ProjectPaths.parent(of: "/File.swift"), "/")
        XCTAssertEqual(ProjectPaths.parent(of: "File.swift"), ".")
        XCTAssertEqual(ProjectPaths.parent(of: "App/\u{301}x"), ".", "a mark joins the slash into another character")
    }

    /// A path's prefixes cut from it are the joined components, and paths that would not give the same
    /// strings are left to joining.
    func testGitIgnorePathPrefixesAsJoinedComponents() {
        var random = SystemRandomNumberGenerator()
        let parts = ["App", "Sub", "a.b", ".", "..", "", "é", "x"]
        for _ in 0..<3000 {
            var path = (0..<Int.random(in: 1...5, using: &random)).map { _ in parts.randomElement(using: &random)! }.joined(separator: "/")
            if Int.random(in: 0..<5, using: &random) == 0 { path = "/" + path }
            let components = PathComponents.split(path)
            guard !components.isEmpty else { continue }
            let joined = stride(from: components.count, through: 1, by: -1).map { components.prefix($0).joined(separator: "/") }
            if let cut = GitIgnore.pathPrefixes(path, componentCount: components.count) { XCTAssertEqual(cut, joined, path) }
        }
        XCTAssertEqual(GitIgnore.pathPrefixes("App/Sub/File.swift", componentCount: 3), ["App/Sub/File.swift", "App/Sub", "App"])
        XCTAssertNil(GitIgnore.pathPrefixes("/App/File.swift", componentCount: 2))
        XCTAssertNil(GitIgnore.pathPrefixes("App/../File.swift", componentCount: 3))
    }
}

/// The byte readings of an absent file's stem and a name's first CamelCase word give what reading
/// `Character`s gave (the readings kept for names that are not ASCII).
final class AbsentFileNameTests: XCTestCase {
    private static func stemByCharacters(_ fileName: String) -> String {
        var name = fileName
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        if let plus = name.firstIndex(of: "+") { name = String(name[..<plus]) }
        return name.lowercased()
    }

    private static func firstWordByCharacters(_ name: String) -> String {
        var word = ""
        for (position, character) in name.enumerated() {
            guard character.isLetter || character.isNumber else { break }
            if position > 0, character.isUppercase, word.last.map({ !$0.isUppercase }) ?? false { break }
            word.append(character)
        }
        return word.lowercased()
    }

    func testByBytesAsByCharacters() {
        var random = SystemRandomNumberGenerator()
        let pieces = ["Product", "List", "URL", "Session", "view", "2", "x", ".", "+", "_", "-", "swift", "A", "b", " ", "\r\n", "É"]
        for _ in 0..<5000 {
            let name = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            XCTAssertEqual(ProjectModel.AbsentFile.firstWord(of: name), Self.firstWordByCharacters(name), name)
            let file = ProjectModel.AbsentFile(path: "App/" + name, targets: [], isIgnored: false)
            XCTAssertEqual(file.stem, Self.stemByCharacters(SourceFile.fileName(ofPath: "App/" + name)), name)
        }
        XCTAssertEqual(ProjectModel.AbsentFile.firstWord(of: "ProductListViewController"), "product")
        XCTAssertEqual(ProjectModel.AbsentFile.firstWord(of: "URLSession"), "urlsession")
        XCTAssertEqual(ProjectModel.AbsentFile(path: "App/UIView+Shadow.swift", targets: [], isIgnored: false).stem, "uiview")
    }
}

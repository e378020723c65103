import IBLintCore
import IBLintIndex
import IBLintObjC
import IBLintSwift
import XCTest

/// The builder turns parsed files into the finished index: what the project descriptions say, what
/// was scanned, and classes whose declarations and members point back at the code they came from.
final class ProjectIndexBuilderTests: XCTestCase {
    /// An app target with a Sources phase of two files, one of them gitignored and absent.
    private let pbxproj = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \t\tB1 = {isa = PBXBuildFile; fileRef = A1 /* CardView.swift */; };
        \t\tB2 = {isa = PBXBuildFile; fileRef = A2 /* Secrets.swift */; };
        \t\tA1 /* CardView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = CardView.swift; sourceTree = "<group>"; };
        \t\tA2 /* Secrets.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Secrets.swift; sourceTree = "<group>"; };
        \t\tG0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
        \t\tG1 /* Shop */ = {isa = PBXGroup; children = (A1, A2); path = Shop; sourceTree = "<group>"; };
        \t\tP1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
        \t\tT1 /* Shop */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (P1);
        \t\t\tname = Shop;
        \t\t\tproductName = Shop;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tR1 /* Project object */ = {isa = PBXProject; mainGroup = G0; targets = (T1); };
        \t};
        \trootObject = R1;
        }
        """

    private func swift(_ path: String, _ text: String) -> SwiftFileSummary {
        SwiftScanner.scan(SourceFile(path: path, text: text))
    }

    func testProjectDescriptionsSayWhatTheScanMisses() throws {
        var builder = ProjectIndexBuilder()
        builder.add(swift("Shop/CardView.swift", "final class CardView: UIView {}\n"))
        builder.add(.xcodeProject(try XcodeProject(path: "Shop.xcodeproj/project.pbxproj", bytes: Array(pbxproj.utf8))))
        builder.add(.gitIgnore(GitIgnore(path: ".gitignore", text: "Secrets.swift\n")))
        builder.addModules(["ShopKit"])
        let index = builder.build()
        XCTAssertTrue(index.hasProjectDescription)
        XCTAssertEqual(index.projectModules, ["Shop", "ShopKit"])
        XCTAssertEqual(index.project.absentFiles.map(\.path), ["Shop/Secrets.swift"], "a gitignored file the project lists")
        XCTAssertEqual(index.project.absentFiles.first?.isIgnored, true)
        XCTAssertTrue(index.scanHoldsWholeProject, "a file git ignores on purpose does not make the scan partial")
        XCTAssertTrue(index.certainlyDeclaresNoClass(named: "DeletedView"), "Secrets.swift cannot hide DeletedView")
        XCTAssertFalse(index.certainlyDeclaresNoClass(named: "SecretsViewController"), "but it could declare this")

        var withoutDescription = ProjectIndexBuilder()
        withoutDescription.add(swift("Shop/CardView.swift", "final class CardView: UIView {}\n"))
        withoutDescription.addModules(["Shop"])
        XCTAssertFalse(withoutDescription.build().hasProjectDescription, "configured modules are not a project description")
        XCTAssertFalse(withoutDescription.build().certainlyDeclaresNoClass(named: "DeletedView"))
    }

    func testClassesAndMembersPointAtTheirDeclarations() throws {
        var builder = ProjectIndexBuilder()
        builder.add(swift("CardView.swift", """
            final class CardView: UIView {
                @IBOutlet var titleLabel: UILabel!
                @IBAction func buy(_ sender: UIButton) {}
            }
            """))
        builder.add(swift("CardView+Share.swift", """
            extension CardView {
                @IBAction func share() {}
            }
            """))
        let index = builder.build()
        let card = try XCTUnwrap(index.projectClasses(named: "CardView").first)
        XCTAssertEqual(card.swiftSites.map(\.declaration.kind), [.class, .extension])
        XCTAssertEqual(card.swiftSites.map(\.file.path), ["CardView.swift", "CardView+Share.swift"])

        let buy = try XCTUnwrap(card.members(named: "buy").first)
        guard case .swiftFunction(let functionIndex, let site) = buy.declaration else { return XCTFail("buy links to its function") }
        let function = site.function(at: functionIndex)
        XCTAssertEqual(function.objcSelector, "buy:")
        XCTAssertEqual(site.file.path, "CardView.swift")
        XCTAssertEqual(buy.firstParameterType, "UIButton")
        XCTAssertEqual(card.members(named: "share").first?.firstParameterType, "", "no parameters")
        XCTAssertEqual(card.members(named: "titleLabel").first?.firstParameterType, nil, "a property has none")
        guard let property = card.members(named: "titleLabel").first?.declaration?.swiftProperty else {
            return XCTFail("titleLabel links to its property")
        }
        XCTAssertEqual(property.typeText, "UILabel!")

        let functions = index.swiftFunctions(of: card)
        XCTAssertEqual(functions.map(\.function.name), ["buy", "share"])
        XCTAssertEqual(functions.map(\.inClassDeclaration), [true, false])
    }

    /// What `init?(coder:)` reaches: the functions it calls on `self` (level 1), theirs in turn up to three
    /// levels (`setUp`, `styleTitle`, `applyFonts`), and every name the bodies it followed mention; not what
    /// only a deeper body (`applyFonts`'s) or an unreached function mentions.
    func testMethodsReachableFollowCallsOnSelfThreeLevelsDeep() throws {
        var builder = ProjectIndexBuilder()
        builder.add(swift("CardView.swift", """
            final class CardView: UIView {
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    setUp()
                }
                func setUp() { self.styleTitle(); layer.cornerRadius = 8 }
                func styleTitle() { applyFonts(size: 14) }
                func applyFonts(size: CGFloat) { tooDeep() }
                func tooDeep() { neverReached() }
                func unrelated() { unrelatedHelper() }
            }
            """))
        let index = builder.build()
        let card = try XCTUnwrap(index.projectClasses(named: "CardView").first)
        let functions = index.swiftFunctions(of: card)
        let roots = functions.filter(\.isCoderInit)
        XCTAssertEqual(roots.count, 1)
        let reached = index.methodsReachable(from: roots, within: functions)
        for name in ["setUp", "styleTitle", "applyFonts", "cornerRadius", "layer", "size"] {
            XCTAssertTrue(reached.contains(name), name)
        }
        XCTAssertFalse(reached.contains("tooDeep"), "mentioned only by the third level's function, whose body is a fourth level")
        XCTAssertFalse(reached.contains("neverReached"))
        XCTAssertFalse(reached.contains("unrelatedHelper"), "mentioned only by a function nothing reached calls")
        XCTAssertFalse(reached.contains("unrelated"))
        XCTAssertFalse(index.methodsReachable(from: roots, within: functions, depth: 1).contains("styleTitle"),
                       "one level: setUp's own calls are not followed")
    }

    func testObjectiveCMethodsCarryTheirParameterTypes() throws {
        var builder = ProjectIndexBuilder()
        builder.add(ObjCScanner.scan(SourceFile(path: "RatingControl.h", text: """
            @interface RatingControl : UIControl
            - (IBAction)starTapped:(UIButton *)sender;
            - (IBAction)reset:sender;
            - (void)reload;
            - (void)setCompletion:(void (^)(BOOL finished))completion;
            @end
            """)))
        let control = try XCTUnwrap(builder.build().projectClasses(named: "RatingControl").first)
        XCTAssertEqual(control.members(named: "starTapped").first?.firstParameterType, "UIButton *")
        XCTAssertEqual(control.members(named: "reset").first?.firstParameterType, "id", "an untyped parameter is id")
        XCTAssertEqual(control.members(named: "reload").first?.firstParameterType, "")
        XCTAssertEqual(control.members(named: "setCompletion").first?.firstParameterType?.hasPrefix("void (^"), true,
                       "a block type is read whole, not cut at its first parenthesis")
        guard case .objcMethod(let method, let site) = control.members(named: "starTapped").first?.declaration else {
            return XCTFail("starTapped links to its method")
        }
        XCTAssertEqual(method.selector, "starTapped:")
        XCTAssertEqual(site.file.path, "RatingControl.h")
    }

    func testDeclarationSitesAreEqualWhenTheyAreTheSameDeclaration() {
        let summary = swift("A.swift", "class A {}\nextension A {}\n")
        XCTAssertEqual(SwiftTypeSite(summary: summary, typeIndex: 1), SwiftTypeSite(summary: summary, typeIndex: 1))
        XCTAssertNotEqual(SwiftTypeSite(summary: summary, typeIndex: 0), SwiftTypeSite(summary: summary, typeIndex: 1))
        XCTAssertNotEqual(SwiftTypeSite(summary: summary, typeIndex: 0),
                          SwiftTypeSite(summary: swift("B.swift", "class A {}\n"), typeIndex: 0))
    }

    /// The functions of every file's types, by name, read back from where they are declared.
    func testSwiftFunctionsByNameAcrossFilesAndTypes() {
        var builder = ProjectIndexBuilder()
        builder.add(SwiftScanner.scan(SourceFile(path: "A.swift", text: """
            class Cell: UITableViewCell {
                func configure(with title: String) {}
                func reset() {}
            }
            struct Model { func configure(_ value: Int) {} }
            """)))
        builder.add(SwiftScanner.scan(SourceFile(path: "B.swift", text: """
            extension Cell { func configure(title: String, subtitle: String) {} }
            """)))
        let index = builder.build()
        let configures = index.swiftFunctions(named: "configure")
        XCTAssertEqual(configures.map { $0.parameters.map(\.label) }, [["with"], [nil], ["title", "subtitle"]])
        XCTAssertEqual(index.swiftFunctions(named: "reset").count, 1)
        XCTAssertEqual(index.swiftFunctions(named: "absent").count, 0)
        XCTAssertTrue(index.declaresSwiftFunction(named: "configure") { $0.parameters.count == 2 })
        XCTAssertFalse(index.declaresSwiftFunction(named: "configure") { $0.parameters.count == 3 })
        XCTAssertFalse(index.declaresSwiftFunction(named: "absent") { _ in true })
    }
}

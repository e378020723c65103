import XCTest
import IBLintCore
@testable import IBLintSwift

final class ScannerEdgeCaseTests: XCTestCase {
    func testMembersAfterTrickyStringsAndRegex() throws {
        let source = #"""
        class Tricky: UIView {
            let s1 = "}"
            let s2 = "\(a["}"])"
            let s3 = #"\(x)"#
            let s4 = """
                } { "
                """
            let r = /[{]+x/
            let c = /* } */ 1 // }
            @IBOutlet weak var after: UILabel!
        }
        """#
        let summary = scanSwift(source)
        let type = try XCTUnwrap(summary.type("Tricky"))
        XCTAssertEqual(type.properties.map(\.name), ["s1", "s2", "s3", "s4", "r", "c", "after"])
        XCTAssertEqual(summary.text(type.property("s2")?.initializerRange), #""\(a["}"])""#)
        XCTAssertEqual(summary.text(type.property("r")?.initializerRange), "/[{]+x/")
        XCTAssertEqual(type.property("after")?.typeText, "UILabel!")
        XCTAssertEqual(summary.types.count, 1)
        XCTAssertEqual(summary.closures.count, 0)
        XCTAssertEqual(summary.unparsedRanges, [])
    }

    func testConditionalCompilationBranchesAllCount() throws {
        let source = """
        class Conditional: UIView {
        #if DEBUG
            @IBOutlet weak var debugLabel: UILabel!
        #elseif STAGING
            @IBOutlet weak var stagingLabel: UILabel!
        #else
            @IBOutlet weak var releaseLabel: UILabel!
        #endif
            #if os(iOS) && !targetEnvironment(macCatalyst)
            @IBAction func iosOnly(_ sender: Any) {}
            #endif
        }
        """
        let type = try XCTUnwrap(scanSwift(source).type("Conditional"))
        XCTAssertEqual(type.properties.map(\.name), ["debugLabel", "stagingLabel", "releaseLabel"])
        XCTAssertEqual(type.functions.map(\.name), ["iosOnly"])
    }

    func testGenericsInheritanceAndWhereClauses() throws {
        let source = """
        class Foo<T>: UIView where T: Equatable {
            @IBOutlet var x: UIView!
            var map: [String: Int] = [:]
            var dict: Dictionary<String, [Int]>, other: Int
        }
        final class Box<T: Codable, U>: Base<T, U>, Proto.Nested, @unchecked Sendable {}
        extension Array where Element == Int {}
        extension Outer.Inner: CustomStringConvertible {}
        actor Store: ObservableObject {}
        protocol Delegate: AnyObject {}
        """
        let summary = scanSwift(source)
        XCTAssertEqual(summary.types.map(\.name), ["Foo", "Box", "Array", "Outer.Inner", "Store", "Delegate"])
        XCTAssertEqual(summary.types.map(\.kind), [.class, .class, .extension, .extension, .actor, .protocol])
        XCTAssertEqual(summary.types[0].inheritance, ["UIView"])
        XCTAssertEqual(summary.types[0].properties.map(\.name), ["x", "map", "dict", "other"])
        XCTAssertEqual(summary.types[0].property("dict")?.typeText, "Dictionary<String, [Int]>")
        XCTAssertEqual(summary.types[0].property("other")?.typeText, "Int")
        XCTAssertEqual(summary.types[1].inheritance, ["Base", "Proto.Nested", "Sendable"])
        XCTAssertEqual(summary.types[2].inheritance, [])
        XCTAssertEqual(summary.types[3].inheritance, ["CustomStringConvertible"])
        XCTAssertEqual(summary.types[3].qualifiedName, "Outer.Inner")
        XCTAssertEqual(summary.types[5].inheritance, ["AnyObject"])
    }

    func testPropertyWrappersAndMultiLineAttributes() throws {
        let source = """
        final class Model: ObservableObject {
            @Published var name: String = ""
            @Published private(set) var count = 0
            @Environment(\\.dismiss) var dismiss
            @IBOutlet
            private
            weak var multi: UIView!
            @objc
            @IBAction
            func multiAction(_ sender: UIButton) {}
            unowned(unsafe) var owner: Owner
            class var shared: Model { Model() }
            static var `default`: Model = Model()
            lazy var handler: (Int) -> Void = { [weak self] value in
                self?.count = value
            }
            dynamic var observed: Int = 0 {
                willSet { print(newValue) }
                didSet(old) { print(old) }
            }
            var computed: Int {
                get { count }
                set { count = newValue }
            }
        }
        """
        let summary = scanSwift(source)
        let type = try XCTUnwrap(summary.type("Model"))
        XCTAssertEqual(type.properties.map(\.name),
                       ["name", "count", "dismiss", "multi", "owner", "shared", "default", "handler", "observed", "computed"])
        XCTAssertEqual(type.property("name")?.attributes.map(\.name), ["Published"])
        XCTAssertEqual(type.property("count")?.modifiers, ["private(set)"])
        XCTAssertNil(type.property("count")?.typeText)
        XCTAssertEqual(summary.text(type.property("count")?.initializerRange), "0")
        XCTAssertEqual(type.property("dismiss")?.attributes.first?.arguments, "\\.dismiss")
        XCTAssertEqual(type.property("multi")?.attributes.map(\.name), ["IBOutlet"])
        XCTAssertEqual(type.property("multi")?.modifiers, ["private", "weak"])
        XCTAssertEqual(type.function("multiAction")?.attributes.map(\.name), ["objc", "IBAction"])
        XCTAssertEqual(type.property("owner")?.modifiers, ["unowned(unsafe)"])
        XCTAssertEqual(type.property("shared")?.modifiers, ["class"])
        XCTAssertEqual(type.property("shared")?.isComputed, true)
        XCTAssertEqual(type.property("default")?.isStatic, true)
        XCTAssertEqual(type.property("handler")?.typeText, "(Int) -> Void")
        XCTAssertEqual(summary.text(type.property("handler")?.initializerRange)?.hasPrefix("{ [weak self] value in"), true)
        XCTAssertEqual(type.property("observed")?.observers.map(\.kind), [.willSet, .didSet])
        XCTAssertEqual(type.property("observed")?.isComputed, false)
        XCTAssertEqual(summary.text(type.property("observed")?.observers.last?.bodyRange), " print(old) ")
        XCTAssertEqual(type.property("computed")?.isComputed, true)
        XCTAssertEqual(summary.closures.count, 1)
        XCTAssertEqual(summary.closures[0].captures.map(\.ownership), [.weak])
        XCTAssertNil(summary.closures[0].enclosingFunction)
    }

    func testFunctionsInitializersAndSelectors() throws {
        let source = """
        class Actions: NSObject {
            @IBAction func tap(_ sender: Any) {}
            @IBAction func onTap(sender: UIButton) {}
            func reload() {}
            @objc(custom:) func renamed(_ x: Any) {}
            func a(_ x: Int, forEvent e: UIEvent) {}
            func tap(with sender: Any) {}
            func tap(withSender sender: Any) {}
            func configure(in view: UIView, animated: Bool = true) {}
            @IBSegueAction func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }
            convenience init(name: String) { self.init() }
            init!(value: Int) {}
            init<T>(_ value: T) where T: Equatable {}
            deinit { print("bye") }
            subscript(index: Int) -> Int { 0 }
            subscript(row r: Int, column c: Int) -> Int { get { 0 } set {} }
            class func make() -> Actions { Actions() }
            static func == (lhs: Actions, rhs: Actions) -> Bool { true }
            func generic<T: Collection>(_ items: T, map: [String: (Int) -> Void] = [:]) async throws -> [T.Element] { [] }
        }
        """
        let summary = scanSwift(source)
        let type = try XCTUnwrap(summary.type("Actions"))
        XCTAssertEqual(type.functions.map(\.name),
                       ["tap", "onTap", "reload", "renamed", "a", "tap", "tap", "configure", "makeDetail", "init", "init",
                        "init", "deinit", "subscript", "subscript", "make", "==", "generic"])
        XCTAssertEqual(type.functions.prefix(12).map(\.objcSelector),
                       ["tap:", "onTapWithSender:", "reload", "custom:", "a:forEvent:", "tapWith:", "tapWithSender:",
                        "configureIn:animated:", "makeDetail:", "initWithName:", "initWithValue:", "init:"])
        XCTAssertTrue(type.functions[8].hasAttribute("IBSegueAction"))
        XCTAssertEqual(type.functions[9].modifiers, ["convenience"])
        XCTAssertTrue(type.functions[10].isFailable)
        XCTAssertEqual(type.functions[12].kind, .deinitializer)
        XCTAssertEqual(type.functions[13].parameters.map(\.label), [nil])
        XCTAssertEqual(type.functions[14].parameters.map(\.label), ["row", "column"])
        XCTAssertEqual(type.functions[14].parameters.map(\.name), ["r", "c"])
        XCTAssertTrue(type.functions[15].isStatic)
        XCTAssertEqual(type.functions[17].parameters.map(\.typeText), ["T", "[String: (Int) -> Void]"])
        XCTAssertEqual(type.functions[7].parameters.map(\.typeText), ["UIView", "Bool"])
        XCTAssertEqual(summary.text(type.functions[12].bodyRange), #" print("bye") "#)
        XCTAssertEqual(summary.closures.count, 0)
    }

    func testSelectorModelRules() {
        XCTAssertEqual(SwiftFunction.selector(name: "tap", labels: [nil]), "tap:")
        XCTAssertEqual(SwiftFunction.selector(name: "onTap", labels: ["sender"]), "onTapWithSender:")
        XCTAssertEqual(SwiftFunction.selector(name: "reload", labels: []), "reload")
        XCTAssertEqual(SwiftFunction.selector(name: "a", labels: [nil, "forEvent"]), "a:forEvent:")
        XCTAssertEqual(SwiftFunction.selector(name: "init", labels: ["frame"]), "initWithFrame:")
        XCTAssertEqual(SwiftFunction.selector(name: "action", labels: ["for"]), "actionFor:")
        XCTAssertEqual(SwiftFunction.selector(name: "moveTo", labels: ["point"]), "moveToPoint:")
        XCTAssertEqual(SwiftFunction.selector(name: "déplacer", labels: ["vers"]), "déplacerWithVers:")
        XCTAssertEqual(SwiftFunction.selector(name: "tap", labels: ["émetteur"]), "tapWithÉmetteur:")
        XCTAssertEqual(SwiftFunction.selector(name: "déplacer", labels: [nil, "vers", nil]), "déplacer:vers::")
        XCTAssertEqual(SwiftFunction.selector(name: "tap", labels: ["", "émetteur"]), "tap:émetteur:")
        XCTAssertEqual(SwiftFunction.selector(name: "déplacer", labels: [nil, "vers", nil]),
                       SwiftFunction.selectorByCharacters(name: "déplacer", labels: [nil, "vers", nil]))
    }

    /// An ASCII text is told an identifier by its bytes: the same answers as Unicode's properties.
    func testIdentifiersReadByBytesMatchUnicodeProperties() {
        func byScalars(_ text: String) -> Bool {
            guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
            return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }
        }
        var texts = ["", "a", "_", "_9", "9a", "view", "View2", "a-b", "a b", "self.view", "&x", "x!", "ü", "naïve", "名前", "x²"]
        texts += (0..<128).map { String(UnicodeScalar(UInt8($0))) } + (0..<128).map { "a" + String(UnicodeScalar(UInt8($0))) }
        for text in texts {
            XCTAssertEqual(CodeScopeScanner.isIdentifier(text), byScalars(text), "\(Array(text.unicodeScalars))")
        }
    }

    /// ASCII names and labels are read by bytes: the same selectors as reading them by `Character`, over
    /// random words built from prepositions, case changes and digits.
    func testSelectorsReadByBytesMatchReadingByCharacters() {
        var random = SplitMix64(seed: 29)
        let pieces = ["for", "with", "to", "at", "by", "In", "On", "Of", "Using", "tap", "move", "x", "Z", "A1", "_", "9", "view", "Did", "Load"]
        func word() -> String { (0..<Int(random.next() % 4)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined() }
        for _ in 0..<5_000 {
            let name = word()
            let labels: [String?] = (0..<Int(random.next() % 4)).map { _ in random.next() % 5 == 0 ? nil : word() }
            XCTAssertEqual(SwiftFunction.selector(name: name, labels: labels), SwiftFunction.selectorByCharacters(name: name, labels: labels),
                           "\(name) \(labels)")
        }
    }

    func testLocalDeclarationsAreNotMembers() throws {
        let source = """
        class Host: UIViewController {
            var real = 0
            func work() {
                var local = 1
                let other: Int = 2
                func helper() { print(local) }
                class LocalType: UIView {
                    var inner = 0
                    func innerFunc() {}
                }
                items.map { item -> Int in
                    let hidden = item
                    func nested() {}
                    return hidden
                }
                weak var maybe: Host? = self
            }
            var after = 2
        }
        """
        let summary = scanSwift(source)
        let host = try XCTUnwrap(summary.type("Host"))
        XCTAssertEqual(host.properties.map(\.name), ["real", "after"])
        XCTAssertEqual(host.functions.map(\.name), ["work"])
        let local = try XCTUnwrap(summary.types.first { $0.name == "LocalType" })
        XCTAssertTrue(local.isLocal)
        XCTAssertNil(local.parent)
        XCTAssertEqual(local.properties.map(\.name), ["inner"])
        XCTAssertEqual(summary.closures.count, 1)
        XCTAssertEqual(summary.closures[0].enclosingFunction, "work")
        XCTAssertFalse(host.isLocal)
    }

    func testClosuresVersusControlFlowBlocks() throws {
        let source = """
        class Flow {
            func run() {
                if x { a() } else if y { b() } else { c() }
                guard let v = value else { return }
                for item in items where item.ok { print(item) }
                while running { step() }
                repeat { step() } while running
                sink { print(1) }
                switch mode { case .a: break; default: break }
                do { try work() } catch let error as MyError { log(error) } catch { }
                defer { cleanup() }
                if items.contains(where: { $0 > 1 }) { print("yes") }
                UIView.animate(withDuration: 1) {
                    self.view.alpha = 0
                } completion: { _ in
                    print("done")
                }
                run({ print(2) })
                let f = { [weak self, x] in self?.go(x) }
                publisher.sink { [unowned(unsafe) self] value in self.use(value) }
                call { [self] in go() }
                call { [foo = bar, weak delegate = self.delegate] in foo() }
                call { print("\\(self.name)") }
                call { print(Flow.self) }
                let y = if flag { 1 } else { 2 }
            }
        }
        """
        let summary = scanSwift(source)
        let texts = summary.closures.map { summary.file.text($0.range) }
        XCTAssertEqual(texts, [
            "{ print(1) }", "{ $0 > 1 }", "{\n            self.view.alpha = 0\n        }",
            "{ _ in\n            print(\"done\")\n        }", "{ print(2) }", "{ [weak self, x] in self?.go(x) }",
            "{ [unowned(unsafe) self] value in self.use(value) }", "{ [self] in go() }",
            "{ [foo = bar, weak delegate = self.delegate] in foo() }", "{ print(\"\\(self.name)\") }",
            "{ print(Flow.self) }",
        ])
        XCTAssertEqual(summary.closures.map(\.usesSelf),
                       [false, false, true, false, false, true, true, false, false, true, false])
        XCTAssertEqual(summary.closures[5].captures.map(\.name), ["self", "x"])
        XCTAssertEqual(summary.closures[5].captures.map(\.ownership), [.weak, .strong])
        XCTAssertEqual(summary.closures[6].captures.map(\.ownership), [.unowned])
        XCTAssertEqual(summary.closures[7].captures.map(\.name), ["self"])
        XCTAssertEqual(summary.closures[7].captures.map(\.ownership), [.strong])
        XCTAssertEqual(summary.closures[8].captures.map(\.name), ["foo", "delegate"])
        XCTAssertEqual(summary.closures[8].captures.map(\.ownership), [.strong, .weak])
        XCTAssertTrue(summary.closures.allSatisfy { $0.enclosingFunction == "run" && $0.enclosingType == 0 })
    }

    func testInterfaceCallVariants() throws {
        let source = """
        class Calls: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                Bundle.main.loadNibNamed("Main", owner: nil, options: nil)
                Bundle(for: type(of: self)).loadNibNamed("Typed", owner: self, options: nil)?.first
            }
            func nibs() {
                let a = UINib(nibName: "Cell", bundle: Bundle.main).instantiate(withOwner: self, options: nil)
                let b = NSNib(nibNamed: "MacView", bundle: nil)
                let c = NSStoryboard(name: NSStoryboard.Name("MacMain"), bundle: nil)
                let d = storyboard.instantiateController(withIdentifier: "Scene")
                let e = FooViewController(nibName: "Foo", bundle: nil)
                tableView.register(UINib(nibName: "Row", bundle: nil), forCellReuseIdentifier: "RowID")
                collectionView.register(Cell.self, forCellWithReuseIdentifier: "Item")
                tableView.register(Header.self, forHeaderFooterViewReuseIdentifier: "Header")
                collectionView.register(Sup.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Sup")
                collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
                tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
                collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Sup", for: indexPath)
                performSegue(withIdentifier: "line\\nbreak", sender: nil)
                performSegue(withIdentifier: "\\(name)", sender: nil)
                performSegue(withIdentifier: identifier, sender: nil)
                tableView.dequeueReusableCell(withIdentifier: "A" + "B")
            }
        }
        class VC: UIViewController {
            init() { super.init(nibName: "VC", bundle: nil) }
        }
        """
        let summary = scanSwift(source)
        let calls = summary.interfaceCalls
        XCTAssertEqual(calls.map(\.api), [
            .loadNibNamed, .loadNibNamed, .nibInit, .nibInit, .storyboardInit, .instantiateViewController,
            .viewControllerNibInit, .registerReuseIdentifier, .nibInit, .registerReuseIdentifier,
            .registerReuseIdentifier, .registerReuseIdentifier, .dequeueReusableCell, .dequeueReusableHeaderFooterView,
            .dequeueReusableSupplementaryView, .performSegue, .viewControllerNibInit,
        ])
        XCTAssertEqual(calls.map(\.literal), ["Main", "Typed", "Cell", "MacView", "MacMain", "Scene", "Foo", "RowID",
                                              "Row", "Item", "Header", "Sup", "Item", "Header", "Sup", "line\nbreak", "VC"])
        XCTAssertEqual(calls[0].bundleArgument, "Bundle.main")
        XCTAssertEqual(calls[0].ownerArgument, "nil")
        XCTAssertEqual(calls[0].enclosingFunction, "init")
        XCTAssertEqual(calls[0].enclosingFunctionLabels, ["frame"])
        XCTAssertEqual(calls[1].bundleArgument, "Bundle(for: type(of: self))")
        XCTAssertEqual(calls[2].bundleArgument, "Bundle.main")
        XCTAssertEqual(calls[2].ownerArgument, "self")
        XCTAssertEqual(summary.text(calls[2].range),
                       "UINib(nibName: \"Cell\", bundle: Bundle.main).instantiate(withOwner: self, options: nil)")
        XCTAssertEqual(summary.text(calls[4].literalRange), "\"MacMain\"")
        XCTAssertEqual(summary.text(calls[15].literalRange), "\"line\\nbreak\"")
        XCTAssertEqual(calls[16].enclosingType, 1)
        XCTAssertEqual(summary.text(calls[16].range), "super.init(nibName: \"VC\", bundle: nil)")
        XCTAssertEqual(calls[16].bundleArgument, "nil")
    }

    func testSelectorReferences() {
        let summary = scanSwift("""
        button.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside)
        let a = #selector(Foo.tap)
        let b = #selector( getter: Foo.bar )
        let c = #selector(Foo.onTap(sender:))
        """)
        XCTAssertEqual(summary.selectorReferences.map(\.text), ["tap(_:)", "Foo.tap", "getter: Foo.bar", "Foo.onTap(sender:)"])
        XCTAssertEqual(summary.selectorReferences.map(\.baseName), ["tap", "tap", "bar", "onTap"])
        XCTAssertEqual(summary.text(summary.selectorReferences.first?.range), "#selector(tap(_:))")
    }

    func testUnderstoodNothingIsRecordedNotInvented() throws {
        let source = """
        class Odd {
            123 abc + def
            var y = 1
            let (p, q) = (1, 2)
            case weird
            @IBOutlet weak var z: UIView!
        }
        """
        let summary = scanSwift(source)
        let odd = try XCTUnwrap(summary.type("Odd"))
        XCTAssertEqual(odd.properties.map(\.name), ["y", "z"])
        XCTAssertEqual(summary.unparsedRanges.map { summary.file.text($0) }, ["123 abc + def", "let (p, q) = (1, 2)"])
        // Their words are read with them (the index asks for them without reading the file again).
        XCTAssertEqual(Set(summary.unparsedWords), ["123", "abc", "def", "let", "p", "q", "1", "2"])
        var changed = summary
        changed.unparsedRanges = [summary.unparsedRanges[0]]
        XCTAssertEqual(Set(changed.unparsedWords), ["123", "abc", "def"])
        changed.unparsedRanges = []
        XCTAssertTrue(changed.unparsedWords.isEmpty)
    }

    func testTopLevelCodeAndImports() {
        let summary = scanSwift("""
        @testable import App
        @_exported import Foundation
        public import SwiftUI
        import class UIKit.UIView
        let controller = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
        DispatchQueue.main.async { print(controller) }
        """)
        XCTAssertEqual(summary.imports, ["App", "Foundation", "SwiftUI", "UIKit"])
        XCTAssertEqual(summary.interfaceCalls.map(\.literal), ["Main"])
        XCTAssertNil(summary.interfaceCalls.first?.enclosingType)
        XCTAssertEqual(summary.closures.count, 1)
        XCTAssertTrue(summary.types.isEmpty)
    }
}


/// Initializers with generic arguments: their commas do not end the declaration.
final class GenericInitializerTests: XCTestCase {
    func testCommasInsideGenericArgumentsBelongToTheInitializer() throws {
        let summary = scanSwift("""
        final class Model {
            let changes = PassthroughSubject<[Int], Never>()
            let cache = Dictionary<String, [Int]>.init()
            let nested = CurrentValueSubject<Result<Int, Error>, Never>(.success(0))
            let small = a < b, large = c > d
            var other = 1
        }
        """)
        XCTAssertTrue(summary.unparsedRanges.isEmpty)
        let model = try XCTUnwrap(summary.type("Model"))
        XCTAssertEqual(model.properties.map(\.name), ["changes", "cache", "nested", "small", "large", "other"])
        XCTAssertEqual(summary.file.text(try XCTUnwrap(model.properties[0].initializerRange)), "PassthroughSubject<[Int], Never>()")
        XCTAssertEqual(summary.file.text(try XCTUnwrap(model.properties[3].initializerRange)), "a < b", "a comparison is no generic clause")
    }
}

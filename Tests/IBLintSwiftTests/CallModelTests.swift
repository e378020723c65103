import Foundation
import IBLintCore
@testable import IBLintSwift
import XCTest

/// The one call model: callee paths, arguments with ranges, trailing closures, chains, casts, results and
/// the context of every call.
final class CallModelTests: XCTestCase {
    private func calls(_ source: String) -> (SwiftFileSummary, [SwiftCall]) {
        let summary = scanSwift(source)
        return (summary, summary.calls)
    }

    private func buffer<Element>(_ array: [Element]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    /// What a call keeps for the whole run (its callee path, its arguments) has no room to spare: paths of
    /// one to five parts (a path of three grew into room for four, and reversing it in place kept that),
    /// arguments written and trailing. An array's capacity is what its heap block holds, and the allocator
    /// may hand out a block a granule (16 bytes) larger than asked for, depending on what was freed before
    /// (a path of one part was once given room for two): that much room is the allocator's, not the scanner's,
    /// so one spare path part goes unnoticed here; a spare argument (48 bytes) does not.
    func testCalleePathsAndArgumentsKeepNoSpareRoom() {
        let (_, calls) = calls("""
            final class A: UIView {
                func f() {
                    a(1)
                    b.c(1, 2)
                    d.e.f(1, 2, 3)
                    g.h.i.j(x: 1, y: 2, z: 3, w: 4, v: 5) { }
                    k.l.m.n.o { } p: { }
                }
            }
            """)
        XCTAssertEqual(calls.map(\.callee), [["a"], ["b", "c"], ["d", "e", "f"], ["g", "h", "i", "j"], ["k", "l", "m", "n", "o"]])
        XCTAssertEqual(calls.map(\.arguments.count), [1, 2, 3, 6, 2])
        func spareBytes<Element>(_ array: [Element]) -> Int { (array.capacity - array.count) * MemoryLayout<Element>.stride }
        for call in calls {
            XCTAssertLessThanOrEqual(spareBytes(call.callee), 16, "\(call.callee)")
        }
        // The calls' arguments are runs, in call order, of one array of the file's (no array of their own).
        let shared = calls[0].arguments.storage
        XCTAssertEqual(shared.count, 14)
        XCTAssertLessThanOrEqual(spareBytes(shared), 16)
        var next = 0
        for call in calls {
            shared.withUnsafeBufferPointer { whole in
                call.arguments.storage.withUnsafeBufferPointer { own in XCTAssertEqual(own.baseAddress, whole.baseAddress, "\(call.callee)") }
            }
            XCTAssertEqual(call.arguments.storageIndices, next..<next + call.arguments.count, "\(call.callee)")
            next += call.arguments.count
        }
    }

    /// A file's calls read back from the cache's bytes share one array of arguments as scanned calls do, and
    /// equal them.
    func testDecodedCallsShareOneArgumentArray() throws {
        let (_, calls) = calls("""
            final class A: UIView {
                func f() {
                    a(1)
                    b.c()
                    d.e.f(x: "a", y: 2) { }
                    k { } p: { }
                }
            }
            """)
        var writer = BinaryWriter()
        writer.write(calls)
        var reader = BinaryReader(writer.bytes)
        let decoded = try SwiftCall.readCalls(from: &reader)
        XCTAssertTrue(reader.isAtEnd)
        XCTAssertEqual(decoded, calls)
        XCTAssertEqual(decoded.map(\.arguments.count), [1, 0, 3, 2])
        let shared = decoded[0].arguments.storage
        XCTAssertEqual(shared.count, 6)
        for call in decoded where !call.arguments.isEmpty {
            shared.withUnsafeBufferPointer { whole in
                call.arguments.storage.withUnsafeBufferPointer { own in XCTAssertEqual(own.baseAddress, whole.baseAddress) }
            }
        }
        // A call decoded on its own has its arguments too.
        var one = BinaryWriter()
        one.write(calls[2])
        var single = BinaryReader(one.bytes)
        XCTAssertEqual(try SwiftCall(from: &single), calls[2])
    }

    func testArgumentsChangedBecomeAnArrayOfTheirOwn() {
        let (_, calls) = calls("""
            final class A: UIView {
                func f() {
                    a(1, 2)
                    b(3)
                }
            }
            """)
        var changed = calls[0].arguments
        changed.removeFirst()
        XCTAssertEqual(changed.count, 1)
        XCTAssertEqual(changed.first, calls[0].arguments[1])
        XCTAssertEqual(calls[0].arguments.count, 2, "the file's array is left as it was")
        XCTAssertEqual(calls[1].arguments.map(\.range), [calls[1].arguments[0].range])
        XCTAssertEqual(SwiftArguments(calls[0].arguments.array), calls[0].arguments)
    }

    /// Calls of a file with equal paths, and body facts with equal labels, share one array (each is kept
    /// for the whole run); different ones stay apart.
    /// An argument's value and the ranges that give it are kept out of line (most arguments have none):
    /// each is set and read on its own, and an argument whose value is taken back equals one never given one.
    func testAnArgumentsValueAndItsRangesAreSetApartAndEqualityIgnoresWhereTheyAreKept() throws {
        let plain = SwiftArgument(label: "owner", range: ByteRange(start: 10, end: 14))
        XCTAssertEqual(plain.value, .unknown)
        XCTAssertNil(plain.literalRange)
        XCTAssertNil(plain.boundRange)
        var argument = plain
        argument.value = .string("Cell")
        argument.literalRange = ByteRange(start: 10, end: 16)
        XCTAssertEqual(argument.value, .string("Cell"))
        XCTAssertEqual(argument.literalRange, ByteRange(start: 10, end: 16))
        XCTAssertNil(argument.boundRange)
        argument.boundRange = ByteRange(start: 2, end: 8)
        argument.literalRange = nil
        XCTAssertEqual(argument.value, .string("Cell"), "setting one range keeps the value")
        XCTAssertEqual(argument.boundRange, ByteRange(start: 2, end: 8))
        XCTAssertNil(argument.literalRange)
        XCTAssertNotEqual(argument, plain)
        XCTAssertEqual(plain, SwiftArgument(label: "owner", range: ByteRange(start: 10, end: 14), value: .unknown),
                       "an explicit unknown value is none")
        argument.value = .unknown
        argument.boundRange = nil
        XCTAssertEqual(argument, plain)
        XCTAssertEqual(argument.hashValue, plain.hashValue)
        // Through the cache's coding, as the scanner made them.
        let made = SwiftArgument(label: nil, range: ByteRange(start: 0, end: 6), value: .typeName("Cell"),
                                 literalRange: ByteRange(start: 1, end: 5), boundRange: ByteRange(start: 20, end: 30))
        for original in [plain, made] {
            var writer = BinaryWriter()
            writer.write(original)
            var reader = BinaryReader(writer.bytes)
            XCTAssertEqual(try reader.read(SwiftArgument.self), original)
        }
    }

    func testEqualCalleePathsAndLabelsShareOneArray() {
        let (summary, calls) = calls("""
            final class A: UIView {
                func f() {
                    view.addSubview(first)
                    view.addSubview(second)
                    stack.addSubview(third)
                }
            }
            """)
        XCTAssertEqual(calls.map(\.callee), [["view", "addSubview"], ["view", "addSubview"], ["stack", "addSubview"]])
        XCTAssertEqual(buffer(calls[0].callee), buffer(calls[1].callee))
        XCTAssertNotEqual(buffer(calls[0].callee), buffer(calls[2].callee))
        let facts = summary.types[0].functions[0].bodyFacts?.calls ?? []
        XCTAssertEqual(facts.map(\.argumentLabels), [[nil], [nil], [nil]])
        XCTAssertEqual(Set(facts.map { buffer($0.argumentLabels) }).count, 1)

        var interner = ArrayInterner<String?>()
        let one = interner.intern(["for"]), again = interner.intern(["for"]), other = interner.intern([nil])
        XCTAssertEqual(buffer(one), buffer(again))
        XCTAssertNotEqual(buffer(one), buffer(other))
        XCTAssertEqual(interner.intern([]), [])
        var paths = ArrayInterner<String>()
        let sample = paths.intern(["view", "aXbcd"]), lookalike = paths.intern(["view", "aYbcd"])
        XCTAssertEqual(lookalike, ["view", "aYbcd"], "the same length, first, middle and last bytes: still another array")
        XCTAssertNotEqual(buffer(sample), buffer(lookalike))
        XCTAssertEqual(buffer(paths.intern(["view", "aYbcd"])), buffer(lookalike))

        // Interned by its elements: the array is made only the first time, and then handed out again.
        var labels = ArrayInterner<String?>()
        var made = 0
        func intern(_ elements: [String?]) -> [String?] {
            labels.intern(count: elements.count, made: { made += 1; return elements }, element: { elements[$0] })
        }
        let first = intern(["for", nil]), second = intern(["for", nil]), third = intern([nil, "for"])
        XCTAssertEqual(made, 2)
        XCTAssertEqual(buffer(first), buffer(second))
        XCTAssertEqual(third, [nil, "for"])
        XCTAssertEqual(intern([]), [])
        XCTAssertEqual(made, 2, "an empty array is not made")
        // Past the table's first size (it grows at half full), every array is still found again.
        let many = (0..<1_000).map { ["label\($0)"] as [String?] }
        let firstTime = many.map(intern), secondTime = many.map(intern)
        XCTAssertEqual(firstTime, many)
        XCTAssertEqual(made, 1_002)
        XCTAssertEqual(zip(firstTime, secondTime).filter { buffer($0) != buffer($1) }.count, 0)
    }

    /// Paths are found again by their parts' names: the same texts as `pathBackward` reads, one shared array
    /// for each distinct path, and paths that differ anywhere (a part called or not, `[]`, `…`) kept apart.
    func testPathInternerFindsPathsByTheirParts() {
        let bytes = Array("""
            a.b.c(x)
            a.b.c(y)
            a.b().c(z)
            a[0].c(w)
            "s".b.c(v)
            \((0..<400).map { "q\($0).r(s)" }.joined(separator: "\n"))
            \((0..<400).map { "q\($0).r(s)" }.joined(separator: "\n"))
            """.utf8)
        let stream = TokenStream(SwiftLexer.tokenize(bytes), bytes: bytes)
        // Each path ends at the `c` or `r` called.
        let ends = stream.tokens.indices.filter { ["c", "r"].contains(stream.text($0)) && stream.isPunctuation($0 + 1, .leftParen) }
        var interner = PathInterner()
        var interned: [[String]] = []
        for end in ends {
            let expected = stream.pathBackward(endingAt: end)
            let start = stream.pathParts(endingAt: end, into: &interner.parts)
            XCTAssertNotNil(start)
            XCTAssertEqual(start, expected?.start)
            interned.append(interner.internParts(stream))
            XCTAssertEqual(interned.last, expected?.parts)
        }
        XCTAssertEqual(Array(interned.prefix(5)), [["a", "b", "c"], ["a", "b", "c"], ["a", "b()", "c"], ["a", "[]", "c"], ["…", "b", "c"]])
        XCTAssertEqual(buffer(interned[0]), buffer(interned[1]))
        XCTAssertEqual(Set(interned.prefix(5).map(buffer)).count, 4)
        // Past the table's first size (it grows at half full), every path is still found again.
        XCTAssertEqual(interned.count, 5 + 800)
        XCTAssertEqual(interned[5..<405].map { $0[0] }, (0..<400).map { "q\($0)" })
        XCTAssertEqual(zip(interned[5..<405], interned[405...]).filter { buffer($0) != buffer($1) }.count, 0)
        XCTAssertEqual(Set(interned[5..<405].map(buffer)).count, 400)
    }

    func testCalleePathsArgumentsAndRanges() {
        let (summary, calls) = calls("""
        final class A: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(tap(_:)), name: .foo, object: nil)
                let v = InputView(onTap: { self.go() })
                view.addSubview(v)
            }
        }
        """)
        XCTAssertEqual(calls.map(\.callee), [
            ["super", "viewDidLoad"], ["NotificationCenter", "default", "addObserver"], ["InputView"], ["self", "go"],
            ["view", "addSubview"],
        ], "#selector(tap(_:)) names a method: no call")
        let observer = calls[1]
        XCTAssertEqual(observer.labels, [nil, "selector", "name", "object"])
        XCTAssertEqual(summary.text(observer.arguments[2].range), ".foo")
        XCTAssertEqual(observer.arguments.map { $0.text(in: summary.file) }, ["self", "#selector(tap(_:))", ".foo", "nil"])
        XCTAssertEqual(calls[2].arguments.first?.text(in: summary.file), "{ self.go() }")
        XCTAssertEqual(summary.text(observer.arguments[2].labelRange!), "name")
        XCTAssertEqual(summary.text(observer.calleeRange), "NotificationCenter.default.addObserver")
        XCTAssertEqual(summary.text(observer.parenthesesRange!)?.first, "(")
        let input = calls[2]
        XCTAssertEqual(input.result, .boundToLocal("v"))
        XCTAssertNotNil(input.arguments[0].closure)
        XCTAssertEqual(input.context.functionName(in: summary.types), "viewDidLoad")
        XCTAssertEqual(input.context.type, 0)
        XCTAssertNil(input.context.closure)
        XCTAssertEqual(calls[3].context.closure, input.arguments[0].closure, "a call inside the closure knows its closure")
        XCTAssertEqual(calls[4].result, .other)
    }

    func testTrailingClosuresChainsAndLabels() {
        let (summary, calls) = calls("""
        final class B: UIViewController {
            func bind() {
                service
                    .sizePublisher
                    .sink { result in
                        print(result)
                    } receiveValue: { size in
                        self.update(size)
                    }
                    .store(in: &subscriptions)
                UIView.animate(withDuration: 0.3) { self.view.alpha = 0 } completion: { _ in self.done() }
            }
        }
        """)
        let sink = calls.first { $0.name == "sink" }!
        XCTAssertEqual(sink.callee, ["service", "sizePublisher", "sink"])
        XCTAssertEqual(sink.labels, [nil, "receiveValue"])
        XCTAssertTrue(sink.arguments.allSatisfy(\.isTrailing))
        XCTAssertNotNil(sink.arguments[1].closure)
        guard let chained = sink.chainedCall else {
            return XCTFail(calls.map { "\($0.callee) \($0.receiverCall as Any) \($0.chainedCall as Any) \(summary.text($0.range) ?? "")" }.joined(separator: "\n"))
        }
        let store = calls[chained]
        XCTAssertEqual(store.name, "store")
        XCTAssertEqual(store.argument("in")?.text(in: summary.file), "&subscriptions")
        XCTAssertEqual(calls.firstIndex { $0.name == "sink" }, store.receiverCall)
        XCTAssertEqual(summary.closureContexts.compactMap { context -> [String]? in
            guard case .argument(let site) = context.site else { return nil }
            return site.callee + site.followingCalls.map(\.name)
        }.first, ["service", "sizePublisher", "sink", "store"])
        let animate = calls.first { $0.name == "animate" }!
        XCTAssertEqual(animate.labels, ["withDuration", nil, "completion"])
        XCTAssertEqual(summary.text(animate.arguments[2].labelRange!), "completion")
    }

    func testCastsAndImplicitMembers() {
        let (_, calls) = calls("""
        final class C: UIView {
            func load() {
                let v = Bundle.main.loadNibNamed("C", owner: nil)?.first as? CView
                let w = UINib(nibName: "W", bundle: nil).instantiate(withOwner: nil)[0] as! WView
                let x: Foo = .init(frame: .zero)
            }
        }
        """)
        XCTAssertEqual(calls[0].cast, SwiftCast(type: "CView", isForced: false, element: "first", range: calls[0].cast!.range))
        let instantiate = calls.first { $0.name == "instantiate" }!
        XCTAssertEqual(instantiate.cast?.type, "WView")
        XCTAssertEqual(instantiate.cast?.element, "[0]")
        XCTAssertEqual(instantiate.cast?.isForced, true)
        XCTAssertEqual(calls[instantiate.receiverCall!].name, "UINib")
        XCTAssertEqual(calls.first { $0.name == "init" }?.callee, [".", "init"])
    }

    func testCastsToGenericParametersAndWhatACastReads() {
        let (summary, calls) = calls("""
        final class Loader {
            let nib = UINib(nibName: "Card", bundle: nil)

            func card<Card: UIView>(_ type: Card.Type) -> Card {
                nib.instantiate(withOwner: nil, options: nil).first as! Card
            }

            func cardView() -> CardView? {
                nib.instantiate(withOwner: nil)[0] as? CardView
            }

            func start() -> UIViewController? {
                let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)
                return storyboard.instantiateInitialViewController() as? WelcomeViewController
            }
        }
        """)
        let instantiates = calls.indices.filter { calls[$0].name == "instantiate" }
        XCTAssertEqual(instantiates.map { calls[$0].cast?.isGenericParameter }, [true, false], "Card is the function's generic parameter; CardView is a type")
        let nib = calls.firstIndex { $0.name == "UINib" }!
        XCTAssertNil(summary.nibInstantiation(of: nib), "two instantiate calls on the stored nib: which one is unknown")
        let initial = calls.firstIndex { $0.name == "instantiateInitialViewController" }!
        XCTAssertEqual(summary.storyboard(receivedBy: initial)?.name, "Onboarding")
        XCTAssertEqual(calls[initial].cast?.type, "WelcomeViewController")
    }

    func testDeclarationsAreNotCalls() {
        let (_, calls) = calls("""
        enum E { case a(Int), b(String) }
        protocol P { func f(x: Int) }
        final class D {
            init(x: Int) {}
            func g(_ y: Int = make()) { if case .a(let z) = e {} }
            @available(iOS 13, *) var h: Int { 0 }
        }
        """)
        XCTAssertEqual(calls.map(\.name), ["make"], "only the default value calls something")
    }

    func testAnArgumentNamingALocalLetKnowsItsValue() {
        let (summary, calls) = calls("""
        final class V: UIView {
            func load(name: String) {
                let bundle = Bundle(for: V.self)
                var other = Bundle.main
                _ = UINib(nibName: "V", bundle: bundle)
                _ = UINib(nibName: name, bundle: other)
            }
        }
        """)
        let nibs = calls.filter { $0.name == "UINib" }
        XCTAssertEqual(nibs[0].argument("bundle")?.boundRange.map(summary.text), "Bundle(for: V.self)")
        XCTAssertNil(nibs[1].argument("nibName")?.boundRange, "a parameter is bound by the caller")
        XCTAssertNil(nibs[1].argument("bundle")?.boundRange, "a var may change before the call")
        XCTAssertEqual(summary.interfaceCalls.first?.bundleArgument, "Bundle(for: V.self)")
    }

    func testStaticContext() {
        let (_, calls) = calls("""
        final class E: UIView {
            static func make() -> E { E.nib().instantiate(withOwner: nil)[0] as! E }
            class var nibValue: UINib { UINib(nibName: "E", bundle: nil) }
        }
        """)
        XCTAssertTrue(calls.allSatisfy(\.context.isStatic))
        XCTAssertEqual(calls.first { $0.name == "UINib" }?.context.propertyIndex, 0)
    }
}

/// What arguments evaluate to as strings.
final class ValueReaderTests: XCTestCase {
    private func nameValues(_ body: String, static isStatic: Bool = false, in typeKind: String = "final class") -> [SwiftValue] {
        let summary = scanSwift("""
        \(typeKind) Loop\(typeKind == "extension" ? "" : ": UIView") {
            \(isStatic ? "static " : "")func load() {
                \(body)
            }
        }
        """)
        return summary.calls.filter { $0.name == "loadNibNamed" }.map { $0.arguments.first?.value ?? .unknown }
    }

    func testLiteralsThroughLocals() {
        XCTAssertEqual(nameValues("""
        let nibName = "LoopView"
        Bundle.main.loadNibNamed(nibName, owner: self)
        Bundle.main.loadNibNamed("Direct", owner: self)
        Bundle.main.loadNibNamed(NSNib.Name("Wrapped"), owner: self)
        """), [.string("LoopView"), .string("Direct"), .string("Wrapped")])
    }

    func testTypeNames() {
        XCTAssertEqual(nameValues("""
        Bundle.main.loadNibNamed(String(describing: LoopView.self), owner: self)
        Bundle.main.loadNibNamed("\\(Module.LoopCell.self)", owner: self)
        Bundle.main.loadNibNamed(NSStringFromClass(LoopView.self).components(separatedBy: ".").last!, owner: self)
        Bundle.main.loadNibNamed(NSStringFromClass(LoopView.self), owner: self)
        let nibName = String(describing: Self.self)
        Bundle.main.loadNibNamed(nibName, owner: self)
        Bundle.main.loadNibNamed(String(describing: type(of: self)), owner: self)
        Bundle.main.loadNibNamed(String(describing: self), owner: self)
        """), [.typeName("LoopView"), .typeName("LoopCell"), .typeName("LoopView"), .typeName("LoopView"), .selfTypeName,
               .selfTypeName, .unknown], "an instance described is not its class name")
        XCTAssertEqual(nameValues("Bundle.main.loadNibNamed(String(describing: self), owner: nil)", static: true), [.selfTypeName])
    }

    func testMembersAreLeftToTheProject() {
        XCTAssertEqual(nameValues("""
        Bundle.main.loadNibNamed(Self.nibName, owner: self)
        Bundle.main.loadNibNamed(type(of: self).nibName, owner: self)
        Bundle.main.loadNibNamed(nibName, owner: self)
        Bundle.main.loadNibNamed(Cells.loop.rawValue, owner: self)
        Bundle.main.loadNibNamed(LoopView.className(), owner: self)
        Bundle.main.loadNibNamed(self.nibName, owner: self)
        """), [.member(base: ["Self"], name: "nibName"), .member(base: ["Self"], name: "nibName"), .member(base: [], name: "nibName"),
               .member(base: ["Cells", "loop"], name: "rawValue"), .member(base: ["LoopView"], name: "className()"),
               .member(base: [], name: "nibName")])
    }

    func testUnknownStaysUnknown() {
        XCTAssertEqual(nameValues("""
        var nibName = "A"
        nibName = "B"
        Bundle.main.loadNibNamed(nibName, owner: self)
        Bundle.main.loadNibNamed("Prefix" + suffix, owner: self)
        Bundle.main.loadNibNamed(names[0], owner: self)
        Bundle.main.loadNibNamed("\\(prefix)Cell", owner: self)
        """), [.unknown, .unknown, .unknown, .unknown])
    }

    func testGenericParametersAreNotTypeNames() {
        let summary = scanSwift("""
        extension UITableView {
            func register<Cell: UITableViewCell>(_ type: Cell.Type) {
                register(UINib(nibName: String(describing: Cell.self), bundle: nil), forCellReuseIdentifier: "x")
            }
        }
        """)
        XCTAssertEqual(summary.calls.first { $0.name == "UINib" }?.argument("nibName")?.value, .unknown)
    }

    func testMemberValues() {
        let summary = scanSwift("""
        final class ProfileCell: UITableViewCell {
            static let nibName = "ProfileCell"
            static var identifier: String { String(describing: self) }
            class var other: String {
                get { return "Other" }
            }
            var notAString = 3
            static func stringName() -> String { String(describing: self) }
        }
        enum Segue: String { case showDetail, edit = "EditSegue" }
        """)
        let cell = summary.types[0]
        XCTAssertEqual(cell.properties.map(\.value), [.string("ProfileCell"), .selfTypeName, .string("Other"), nil])
        XCTAssertEqual(cell.functions[0].returnValue, .selfTypeName)
        XCTAssertEqual(summary.types[1].enumCases.map(\.rawValue), ["showDetail", "EditSegue"])
    }

    /// A call's enclosing function is an index into its type's functions: its name (`init` for an initializer)
    /// and labels are read from the file's types; a property's initializer, a closure at file scope and
    /// indices outside the types have none.
    func testTheEnclosingFunctionIsReadFromTheTypes() {
        let summary = scanSwift("""
            final class CardView: UIView {
                var tapped = Notifier.make()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setUp()
                }
                func configure(with model: Model, animated: Bool) { apply(model) }
            }
            let shared = Factory.build { prepare() }
            """)
        let calls = summary.calls
        let byName = Dictionary(calls.map { ($0.name, $0.context) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(byName["init"]?.functionName(in: summary.types), "init")
        XCTAssertEqual(byName["init"]?.functionLabels(in: summary.types), ["frame"])
        XCTAssertEqual(byName["setUp"]?.functionName(in: summary.types), "init")
        XCTAssertEqual(byName["apply"]?.functionName(in: summary.types), "configure")
        XCTAssertEqual(byName["apply"]?.functionLabels(in: summary.types), ["with", "animated"])
        for outside in ["make", "build", "prepare"] {
            XCTAssertNotNil(byName[outside], outside)
            XCTAssertNil(byName[outside]?.functionName(in: summary.types), outside)
            XCTAssertEqual(byName[outside]?.functionLabels(in: summary.types), [], outside)
        }
        let beyond = SwiftCodeContext(type: 0, functionIndex: 99)
        XCTAssertNil(beyond.functionName(in: summary.types))
        XCTAssertNil(SwiftCodeContext(type: 5, functionIndex: 0).functionName(in: summary.types))
        XCTAssertEqual(beyond.functionLabels(in: []), [])
    }

    /// Calls, arguments and contexts keep optional indices and ranges packed (`SwiftIndex`) and a cast out
    /// of line: what is set is what is read, `nil` included, and equal values compare and hash equal
    /// however they were made.
    func testPackedFieldsReadBackAsSet() {
        let range = ByteRange(start: 3, end: 9)
        var context = SwiftCodeContext()
        XCTAssertNil(context.type); XCTAssertNil(context.functionIndex); XCTAssertNil(context.propertyIndex); XCTAssertNil(context.closure)
        context.type = 0; context.functionIndex = 7; context.propertyIndex = 2; context.closure = 1_000_000
        XCTAssertEqual([context.type, context.functionIndex, context.propertyIndex, context.closure], [0, 7, 2, 1_000_000])
        XCTAssertEqual(context, SwiftCodeContext(type: 0, functionIndex: 7, propertyIndex: 2, closure: 1_000_000))
        context.closure = nil
        XCTAssertNil(context.closure)

        var argument = SwiftArgument(label: "x", range: range)
        XCTAssertNil(argument.labelRange); XCTAssertNil(argument.closure); XCTAssertNil(argument.literalRange); XCTAssertNil(argument.boundRange)
        argument.labelRange = ByteRange(start: 0, end: 0); argument.closure = 0
        argument.literalRange = range; argument.boundRange = ByteRange(start: 10, end: 20)
        XCTAssertEqual(argument, SwiftArgument(label: "x", labelRange: ByteRange(start: 0, end: 0), range: range,
                                               closure: 0, literalRange: range, boundRange: ByteRange(start: 10, end: 20)))
        XCTAssertEqual(argument.labelRange, ByteRange(start: 0, end: 0), "an empty range at 0 is not nil")

        XCTAssertEqual(argument.closure, 0)
        argument.isTrailing = true
        XCTAssertEqual(argument.closure, 0, "the trailing flag leaves the closure alone")
        argument.closure = nil
        XCTAssertTrue(argument.isTrailing)
        XCTAssertNil(argument.closure)
        argument.closure = Int(Int32.max) - 1
        XCTAssertEqual(argument.closure, Int(Int32.max) - 1)
        argument.isTrailing = false
        XCTAssertEqual(argument.closure, Int(Int32.max) - 1)

        let cast = SwiftCast(type: "Cell", isForced: true, range: range)
        var call = SwiftCall(callee: ["f"], nameRange: range, range: range)
        XCTAssertNil(call.parenthesesRange); XCTAssertNil(call.receiverCall); XCTAssertNil(call.chainedCall); XCTAssertNil(call.cast)
        call.parenthesesRange = range; call.receiverCall = 0; call.chainedCall = 5; call.cast = cast
        let made = SwiftCall(callee: ["f"], nameRange: range, parenthesesRange: range, range: range,
                             receiverCall: 0, chainedCall: 5, cast: SwiftCast(type: "Cell", isForced: true, range: range))
        XCTAssertEqual(call, made)
        XCTAssertEqual(Set([call, made]).count, 1, "equal calls hash alike (the cast's box compares by value)")
        XCTAssertEqual(call.cast, cast)
        call.cast = nil
        XCTAssertNil(call.cast)
        XCTAssertNotEqual(call, made)
    }

    /// An argument keeps its label's range from the value's start in 4 bytes, and a range that does not fit
    /// (after the value, a megabyte or more before it, 4 KB or longer) in its out-of-line box: every range
    /// reads back as set, moving the value keeps the label where it is, and equal arguments are equal and
    /// hash alike however they were made.
    func testLabelRangesReadBackWhereverTheyAreKept() {
        let value = ByteRange(start: 2_000_000, end: 2_000_010)
        let labels: [ByteRange?] = [
            nil, ByteRange(start: 1_999_990, end: 1_999_994), ByteRange(start: 2_000_000, end: 2_000_000),
            ByteRange(start: 0, end: 5), ByteRange(start: 2_000_000 - 1_048_574, end: 2_000_000 - 1_048_570),
            ByteRange(start: 2_000_000 - 1_048_575, end: 2_000_000 - 1_048_570), ByteRange(start: 2_000_020, end: 2_000_025),
            ByteRange(start: 1_990_000, end: 1_994_095), ByteRange(start: 1_990_000, end: 1_994_096),
        ]
        for label in labels {
            for evaluated in [false, true] {
                var argument = SwiftArgument(label: "x", labelRange: label, range: value,
                                             value: evaluated ? .string("Main") : .unknown)
                XCTAssertEqual(argument.labelRange, label, "\(String(describing: label))")
                XCTAssertEqual(argument.range, value)
                XCTAssertEqual(argument.value, evaluated ? .string("Main") : .unknown)
                var set = SwiftArgument(label: "x", range: value, value: evaluated ? .string("Main") : .unknown)
                set.labelRange = ByteRange(start: 7, end: 9)
                set.labelRange = label
                XCTAssertEqual(set, argument, "made or set, the same argument")
                XCTAssertEqual(Set([set, argument]).count, 1)
                argument.value = .typeName("Cell")
                argument.literalRange = ByteRange(start: 1, end: 2)
                XCTAssertEqual(argument.labelRange, label, "setting the value keeps the label")
                argument.value = evaluated ? .string("Main") : .unknown
                argument.literalRange = nil
                XCTAssertEqual(argument, set)
                for moved in [ByteRange(start: 2_000_003, end: 2_000_004), ByteRange(start: 10, end: 12), ByteRange(start: 3_500_000, end: 3_500_000)] {
                    var copy = argument
                    copy.range = moved
                    XCTAssertEqual(copy.range, moved)
                    XCTAssertEqual(copy.labelRange, label, "moving the value leaves the label where it is")
                    copy.range = value
                    XCTAssertEqual(copy, argument, "and moving it back is the same argument")
                }
            }
        }
    }
}

/// The scanner evaluates argument values only for the calls the nib, storyboard and identifier queries read
/// (`CallQueries.mayBeInterfaceCall(named:firstLabel:)`). Scanned both ways, every file must give the same
/// interface calls and the same model, but for other calls' argument values, which nothing reads.
final class ArgumentValueScopeTests: XCTestCase {
    /// Every API `interfaceCall` knows, with names and bundles through locals, members and types, and calls
    /// of other names with the same arguments.
    private let everyAPI = """
    import UIKit

    enum Storyboards { static let main = "Main"; static let cell = "Cell" }

    final class LoadView: UIView {
        @IBOutlet var contentView: UIView!
        static let nibName = "LoadView"

        override init(frame: CGRect) { super.init(frame: frame); setUp() }
        required init?(coder: NSCoder) { super.init(coder: coder); setUp() }

        private func setUp() {
            let nibName = String(describing: Self.self)
            let bundle = Bundle(for: LoadView.self)
            bundle.loadNibNamed(nibName, owner: self, options: nil)
            Bundle.main.loadNibNamed(LoadView.nibName, owner: self)
            _ = UINib(nibName: "LoadView", bundle: bundle).instantiate(withOwner: self)
            _ = UINib.init(nibName: NSStringFromClass(LoadView.self), bundle: nil)
            _ = NSNib(nibNamed: "Mac", bundle: nil)
            describe(nibName, owner: self)
            describe("LoadView", bundle: bundle)
        }

        func describe(_ name: String, owner: Any? = nil, bundle: Bundle? = nil) {}
    }

    final class ListViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UINib(nibName: "ItemCell", bundle: nil), forCellReuseIdentifier: Storyboards.cell)
            tableView.register(ItemCell.self, forCellReuseIdentifier: "Plain")
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
            _ = header
            return tableView.dequeueReusableCell(withIdentifier: Storyboards.cell, for: indexPath) as! ItemCell
        }

        func show() {
            let storyboard = UIStoryboard(name: Storyboards.main, bundle: nil)
            let detail = storyboard.instantiateViewController(withIdentifier: "Detail") as! DetailViewController
            _ = UIStoryboard.init(name: "Other", bundle: .main).instantiateInitialViewController()
            _ = SceneType<DetailViewController>(storyboard: Main.self, identifier: "Detail")
            performSegue(withIdentifier: "showDetail", sender: nil)
            let controller = DetailViewController(nibName: "DetailViewController", bundle: nil)
            present(controller, animated: true)
            navigationController?.pushViewController(detail, animated: true)
            record(withIdentifier: "showDetail", sender: nil)
        }

        func record(withIdentifier identifier: String, sender: Any?) {}
    }

    final class GridViewController: UICollectionViewController {
        override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                     at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Footer", for: indexPath)
        }
    }
    """

    private func sources() throws -> [SourceFile] {
        var files = [SourceFile(path: "EveryAPI.swift", text: everyAPI)]
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let examples = root.appendingPathComponent("Examples")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: examples.path))
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let url = examples.appendingPathComponent(relative)
            files.append(SourceFile(path: relative, bytes: Array(try Data(contentsOf: url))))
        }
        return files
    }

    func testOnlyValuesNothingReadsAreLeftUnevaluated() throws {
        var callsRead = 0, valuesLeft = 0
        for file in try sources() {
            let lean = SwiftScanner.scan(file)
            let full = SwiftScanner.scan(file, evaluatingEveryArgument: true)
            XCTAssertEqual(lean.interfaceCalls, full.interfaceCalls, file.path)
            XCTAssertEqual(lean.unresolvedInterfaceCalls, full.unresolvedInterfaceCalls, file.path)
            XCTAssertEqual(lean.types, full.types, file.path)
            XCTAssertEqual(lean.closureContexts, full.closureContexts, file.path)
            XCTAssertEqual(lean.codeScopes, full.codeScopes, file.path)
            XCTAssertEqual(lean.dispatchCalls, full.dispatchCalls, file.path)
            XCTAssertEqual(lean.calls.count, full.calls.count, file.path)
            for (leanCall, fullCall) in zip(lean.calls, full.calls) {
                let firstLabel = fullCall.arguments.first?.label
                if CallQueries.mayBeInterfaceCall(named: fullCall.name, firstLabel: firstLabel) {
                    callsRead += 1
                    XCTAssertEqual(leanCall, fullCall, "\(file.path): \(fullCall.name)")
                    continue
                }
                var unevaluated = fullCall
                unevaluated.arguments = SwiftArguments(fullCall.arguments.map { argument in
                    var argument = argument
                    argument.value = .unknown
                    argument.literalRange = nil
                    argument.boundRange = nil
                    return argument
                })
                XCTAssertEqual(leanCall, unevaluated, "\(file.path): \(fullCall.name)")
                if unevaluated != fullCall { valuesLeft += 1 }
            }
        }
        XCTAssertGreaterThan(callsRead, 20, "the sources call the interface APIs")
        XCTAssertGreaterThan(valuesLeft, 5, "other calls' values (describe(nibName…), record(withIdentifier: \"…\")) are left out")
    }

    func testEveryAPIOfTheQueriesIsAdmitted() {
        let summary = SwiftScanner.scan(SourceFile(path: "EveryAPI.swift", text: everyAPI))
        let apis = Set((summary.interfaceCalls + summary.unresolvedInterfaceCalls).map(\.api))
        XCTAssertEqual(apis, [.loadNibNamed, .nibInit, .storyboardInit, .instantiateViewController, .performSegue,
                              .dequeueReusableCell, .dequeueReusableHeaderFooterView, .dequeueReusableSupplementaryView,
                              .registerReuseIdentifier, .viewControllerNibInit])
        XCTAssertEqual(summary.calls.first { $0.name == "describe" }?.arguments.first?.value, .unknown,
                       "a call of another name keeps no value")
    }
}

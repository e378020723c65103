import XCTest
import IBLintCore
@testable import IBLintSwift

final class ClosureContextScannerTests: XCTestCase {
    private func scan(_ text: String) -> SwiftFileSummary { SwiftScanner.scan(SourceFile(path: "T.swift", text: text)) }

    private func call(_ context: SwiftClosureContext) -> SwiftCallSite? {
        if case .argument(let site) = context.site { return site }
        return nil
    }

    func testAssignmentSites() {
        let summary = scan("""
            class A {
                func f() {
                    handler = { self.reload() }
                    self.secondInputView?.onTap = {
                        self.go()
                        print(1)
                    }
                    let x = { self.reload() }()
                    var y = { 1 }
                }
            }
            """)
        let contexts = summary.closureContexts
        XCTAssertEqual(contexts.count, 4)
        XCTAssertEqual(contexts[0].site, .assignment(["handler"]))
        XCTAssertEqual(contexts[0].selfUses.map(\.startsStatement), [true])
        XCTAssertEqual(contexts[0].statementCount, 1)
        XCTAssertEqual(contexts[1].site, .assignment(["self", "secondInputView", "onTap"]))
        XCTAssertEqual(contexts[1].statementCount, 2)
        XCTAssertTrue(contexts[1].bodyStartsOnNewLine)
        XCTAssertTrue(contexts[2].isImmediatelyCalled)
        XCTAssertEqual(contexts[3].site, .other)
    }

    func testCallSites() {
        let summary = scan("""
            class A {
                func f() {
                    token = NotificationCenter.default.addObserver(forName: .x, object: nil, queue: .main) { [weak self] _ in
                        self?.reload()
                    }
                    viewModel.$items.receive(on: DispatchQueue.main).sink { items in self.show(items) }.store(in: &cancellables)
                    let v = InputView(onTap: { self.handle() })
                    view.addSubview(v)
                    stack.addArrangedSubview(Row(action: { self.x() }))
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true, block: { _ in self.tick() })
                }
            }
            """)
        let contexts = summary.closureContexts
        XCTAssertEqual(contexts.count, 5)
        let observer = call(contexts[0])
        XCTAssertEqual(observer?.callee, ["NotificationCenter", "default", "addObserver"])
        XCTAssertEqual(observer?.isTrailing, true)
        XCTAssertEqual(observer?.arguments.map(\.label), ["forName", "object", "queue", nil])
        XCTAssertEqual(observer?.arguments.last?.text, "", "a call site keeps no closure literal's text")
        XCTAssertEqual(observer?.arguments.dropLast().allSatisfy { !$0.text.isEmpty }, true)
        XCTAssertEqual(observer?.result, .assigned(["token"]))
        XCTAssertEqual(summary.closures[0].captures.first?.ownership, .weak)
        let sink = call(contexts[1])
        XCTAssertEqual(sink?.callee, ["viewModel", "$items", "receive()", "sink"])
        XCTAssertEqual(sink?.followingCalls, [SwiftChainedCall(name: "store", arguments: [SwiftCallArgument(label: "in", text: "&cancellables")])])
        let construction = call(contexts[2])
        XCTAssertEqual(construction?.callee, ["InputView"])
        XCTAssertEqual(construction?.closureLabel, "onTap")
        XCTAssertEqual(construction?.result, .boundToLocal("v"))
        XCTAssertEqual(call(contexts[3])?.result, .argument(callee: ["stack", "addArrangedSubview"]))
        let timer = call(contexts[4])
        XCTAssertEqual(timer?.arguments.first { $0.label == "repeats" }?.text, "true")
        XCTAssertEqual(timer?.closureLabel, "block")
        XCTAssertEqual(timer?.result, .assigned(["timer"]))

        let scope = summary.codeScopes.first
        XCTAssertEqual(scope?.bindings.first { $0.name == "v" }?.value, .construction(["InputView"]))
        XCTAssertEqual(scope?.stores.map(\.path), [["view"]])
        XCTAssertEqual(scope?.declarationCounts["items"], 1)
    }

    func testWeakSelfNestingAndSegues() {
        let summary = scan("""
            class A {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let child = segue.destination as? ChildViewController {
                        child.onSave = { self.save() }
                    }
                    load { [weak self] in
                        guard let self else { return }
                        self.items.forEach { item in self.show(item) }
                    }
                }
            }
            """)
        let contexts = summary.closureContexts
        XCTAssertEqual(contexts.count, 3)
        XCTAssertEqual(contexts[0].site, .assignment(["child", "onSave"]))
        XCTAssertFalse(contexts[0].insideWeakSelfClosure)
        XCTAssertTrue(contexts[2].insideWeakSelfClosure)
        let scope = summary.codeScopes.first
        XCTAssertEqual(scope?.bindings.first?.value, .cast(source: ["segue", "destination"], type: "ChildViewController"))
        XCTAssertEqual(scope?.declarationCounts["segue"], 1)
    }

    func testAClosureParameterNamedSelfShadowsTheInstance() {
        let summary = scan("""
            class A {
                func bind() {
                    names.subscribe(with: self, onNext: { `self`, name in
                        self.title = name
                        later { self.reload() }
                    })
                    avatar.drive(with: self) { (self, image) in self.apply(image) }
                    plain { value in self.use(value) }
                }
            }
            """)
        let contexts = summary.closureContexts
        XCTAssertEqual(contexts.count, 4)
        XCTAssertEqual(contexts[0].selfUses, [], "`self` is the closure's parameter")
        XCTAssertTrue(contexts[1].insideWeakSelfClosure, "a nested closure's self is the parameter too")
        XCTAssertEqual(contexts[2].selfUses, [])
        XCTAssertEqual(contexts[3].selfUses.count, 1, "a closure without such a parameter uses the instance")
    }

    func testNilAssignmentsAreRecordedAsStores() {
        let summary = scan("""
            class A {
                func stop() {
                    animator = nil
                    self.handler = nil
                }
            }
            """)
        let stores = summary.codeScopes.first?.stores ?? []
        XCTAssertEqual(stores.map(\.name), ["nil", "nil"])
        XCTAssertEqual(stores.map(\.path), [["animator"], ["self", "handler"]])
    }

    func testInheritanceEntriesKeepTheirRanges() {
        let summary = scan("protocol Delegate: class, Sendable {}\nfinal class B: Base<Int>, P {}")
        XCTAssertEqual(summary.types[0].inheritanceRanges.map(summary.file.text), ["class", "Sendable"])
        XCTAssertEqual(summary.types[1].inheritanceRanges.map(summary.file.text), ["Base<Int>", "P"])
    }
}

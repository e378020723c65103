import XCTest
import IBLintCore
@testable import IBLintSwift

final class DispatchCallScannerTests: XCTestCase {
    private func scan(_ text: String) -> SwiftFileSummary { SwiftScanner.scan(SourceFile(path: "T.swift", text: text)) }

    func testDispatchCalls() {
        let summary = scan("""
            class A {
                var title: String = "" {
                    didSet {
                        DispatchQueue.main.async { self.label.text = self.title }
                        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + 1) { work() }
                        DispatchQueue.main.sync(execute: { x() })
                    }
                }
            }
            """)
        let calls = summary.dispatchCalls
        XCTAssertEqual(calls.map(\.method), [.async, .asyncAfter, .sync])
        XCTAssertEqual(calls.map(\.queue), ["main", "global(qos: .utility)", "main"])
        XCTAssertEqual(calls.map(\.onlyClosureArgument), [true, false, true])
        XCTAssertNotNil(calls[2].closure)
    }
}

import Foundation
import XCTest
import IBLintCore
@testable import IBLintSwift

enum Benchmark {
    /// A realistic UIKit file of about `lines` lines: view controllers with outlets, actions, closures and nib calls.
    static func generate(lines: Int) -> String {
        var text = "import UIKit\nimport Combine\n\n"
        var index = 0
        var lineCount = 3
        while lineCount < lines {
            let screen = """
            /// Screen number \(index).
            @MainActor
            final class Screen\(index)ViewController: UIViewController, UITableViewDataSource {
                @IBOutlet private weak var tableView: UITableView!
                @IBOutlet var buttons: [UIButton]!
                @IBInspectable var title\(index): String = "" {
                    didSet { DispatchQueue.main.async { self.navigationItem.title = self.title\(index) } }
                }
                private var cancellables = Set<AnyCancellable>()
                lazy var formatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
                    return formatter
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UINib(nibName: "Cell\(index)", bundle: nil), forCellReuseIdentifier: "Cell\(index)")
                    model.$items.sink { [weak self] items in
                        guard let self else { return }
                        self.tableView.reloadData()
                    }.store(in: &cancellables)
                    #if DEBUG
                    print("loaded \\(Self.self) at \\(Date())")
                    #endif
                }

                @IBAction func didTap(_ sender: UIButton) {
                    if sender.tag > 0, let next = storyboard?.instantiateViewController(withIdentifier: "Next\(index)") {
                        navigationController?.pushViewController(next, animated: true)
                    } else {
                        performSegue(withIdentifier: "show\(index)", sender: sender)
                    }
                }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { model.items.count }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell\(index)", for: indexPath)
                    cell.textLabel?.text = model.items[indexPath.row].filter { $0 != "}" }.map { "\\($0)" }.joined()
                    return cell
                }
            }


            """
            text += screen
            lineCount += screen.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
            index += 1
        }
        return text
    }
}

final class BenchmarkTests: XCTestCase {
    /// Prints timings; asserts nothing about speed (the machine may be busy).
    func testBenchmarkTwentyThousandLines() {
        let text = Benchmark.generate(lines: 20_000)
        let file = SourceFile(path: "Big.swift", text: text)
        _ = SwiftScanner.scan(SourceFile(path: "Warmup.swift", text: Benchmark.generate(lines: 200)))
        var lexTimes: [Double] = []
        var scanTimes: [Double] = []
        var summary = SwiftFileSummary(file: file)
        for _ in 0..<3 {
            var start = Date()
            _ = SwiftLexer.tokenize(file.bytes)
            lexTimes.append(Date().timeIntervalSince(start) * 1000)
            start = Date()
            summary = SwiftScanner.scan(file)
            scanTimes.append(Date().timeIntervalSince(start) * 1000)
        }
        print(String(format: "iblint-benchmark: %d lines, %d bytes: lex %.1f ms, full scan %.1f ms (best of 3); %d types, %d closures, %d interface calls",
                     file.lineCount, file.bytes.count, lexTimes.min()!, scanTimes.min()!, summary.types.count,
                     summary.closures.count, summary.interfaceCalls.count))
        XCTAssertGreaterThan(file.lineCount, 20_000)
        XCTAssertEqual(summary.unparsedRanges, [])
        let screens = summary.types.count
        XCTAssertEqual(summary.closures.count, screens * 5)
        XCTAssertEqual(summary.interfaceCalls.count, screens * 5)
        XCTAssertTrue(summary.types.allSatisfy { $0.properties.count == 5 && $0.functions.count == 4 })
    }
}

import Foundation

/// iblint-bench: writes the benchmark's generated app and checks iblint's findings on it.
/// `scripts/benchmark` drives it; see README's Development section.
let usage = """
    USAGE: iblint-bench generate [--scale N | --units K] DIR
           iblint-bench check DIR REPORT.json
           iblint-bench scan [--passes N] [--unparsed] PATH...

    generate  writes a UIKit app into DIR (which must be empty or absent): an Xcode project, storyboards,
              xibs, Swift and Objective-C, an asset catalog, with problems of every iblint rule planted,
              and DIR/expected-findings.json with their counts. The same scale gives the same bytes.
              --scale N   size: 1 is about 10 MB, 10 about 100 MB; fractions allowed (default 1)
              --units K   exactly K features instead (4 plant every rule once)
    check     compares iblint's JSON report on DIR (run in DIR: iblint . --format json) with
              DIR/expected-findings.json; prints expected and found per rule; exit 1 on any difference.
    scan      times iblint's Swift lexer and scanner on one core over the .swift files under PATH
              (thread CPU time, best of --passes, default 3); --unparsed lists what it skipped.

    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("iblint-bench: \(message)\n".utf8))
    exit(2)
}

func generate(_ arguments: [String]) throws {
    var scale: Double?
    var units: Int?
    var directory: String?
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        switch argument {
        case "--scale":
            guard let value = rest.popFirst().flatMap(Double.init), value > 0 else { fail("--scale needs a positive number") }
            scale = value
        case "--units":
            guard let value = rest.popFirst().flatMap(Int.init), value > 0 else { fail("--units needs a positive whole number") }
            units = value
        case let other where other.hasPrefix("-"):
            fail("unknown option \(other)\n\n\(usage)")
        default:
            guard directory == nil else { fail("one output folder only\n\n\(usage)") }
            directory = argument
        }
    }
    guard let directory else { fail("generate needs an output folder\n\n\(usage)") }
    guard scale == nil || units == nil else { fail("--scale and --units exclude each other") }
    let featureCount = units ?? max(1, Int(((scale ?? 1) * AppGenerator.featuresPerScale).rounded()))
    let url = URL(fileURLWithPath: directory)
    if let contents = try? FileManager.default.contentsOfDirectory(atPath: url.path), !contents.isEmpty {
        fail("\(directory) is not empty: generate into a new folder")
    }
    let start = Date()
    let generator = AppGenerator(featureCount: featureCount, scale: units == nil ? (scale ?? 1) : nil)
    let summary = try generator.generate(into: url)
    let seconds = Date().timeIntervalSince(start)
    let planted = summary.expected.values.reduce(0, +)
    print(String(format: "%@: %d features, %d files, %.1f MB (interface files %d, %.1f MB; sources %d, %.1f MB); %d planted findings in %d rules; %.2f s",
                 directory, featureCount, summary.files, Double(summary.bytes) / 1_000_000,
                 summary.interfaceFiles, Double(summary.interfaceBytes) / 1_000_000,
                 summary.sourceFiles, Double(summary.sourceBytes) / 1_000_000,
                 planted, summary.expected.count, seconds))
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else {
    print(usage, terminator: "")
    exit(2)
}
arguments.removeFirst()
do {
    switch command {
    case "generate":
        try generate(arguments)
    case "check":
        guard arguments.count == 2 else { fail("check needs DIR and REPORT.json\n\n\(usage)") }
        let ok = try FindingsCheck.run(directory: URL(fileURLWithPath: arguments[0]), report: URL(fileURLWithPath: arguments[1]))
        exit(ok ? 0 : 1)
    case "scan":
        var passes = 3
        var showUnparsed = false
        var paths: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--passes" {
                guard let value = rest.popFirst().flatMap(Int.init), value > 0 else { fail("--passes needs a positive whole number") }
                passes = value
            } else if argument == "--unparsed" {
                showUnparsed = true
            } else {
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else { fail("scan needs a file or folder\n\n\(usage)") }
        try ScannerSpeed.run(paths: paths, passes: passes, showUnparsed: showUnparsed)
    case "-h", "--help", "help":
        print(usage, terminator: "")
    default:
        fail("unknown command \(command)\n\n\(usage)")
    }
} catch {
    fail("\(error)")
}

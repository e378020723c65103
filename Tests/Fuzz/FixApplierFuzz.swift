// libFuzzer harness: the fix machinery on real interface files. The input picks a file (from the folder
// in IBLINT_FUZZ_INTERFACES, which scripts/fuzz fills from the corpus and fixtures, or carried in the
// input itself) and a list of edits,
// made with InterfaceEdits where it has a builder and as raw byte edits otherwise; a rule offers them as
// fixes, FixEngine applies them, and FixWriter writes the result. Whatever the edits, each changed file
// must still load, and the file on disk must be the original or the fixed bytes, never anything between.
import Foundation
import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML
@testable import IBLintEngine

/// One planned edit, resolved against whatever document the rule is handed (so pass two edits the
/// result of pass one).
struct PlannedEdit {
    var operation: UInt8
    var element: Int
    var attribute: Int
    var text: String
}

/// Set by the harness before each run and read by the rule. Single-threaded writer, read after.
nonisolated(unsafe) var plan: [PlannedEdit] = []

struct FuzzEditRule: Rule {
    static let description = RuleDescription(
        id: "fuzz-edit", name: "Fuzz edit", summary: "Offers the fuzzer's edits as fixes.",
        rationale: "Harness only.", category: .document, defaultSeverity: .warning, fix: .sometimes(.safe))

    func check(_ context: RuleContext) -> [Diagnostic] {
        guard let document = context.index.documents.first, !document.elements.isEmpty else { return [] }
        return plan.compactMap { planned in
            let element = document.elements[planned.element % document.elements.count]
            let attribute = element.attributes.isEmpty ? nil : element.attributes[planned.attribute % element.attributes.count]
            var edits: [Edit] = []
            switch planned.operation % 8 {
            case 0: edits = [InterfaceEdits.removeElement(element, in: document)].compactMap { $0 }
            case 1:
                guard !document.connections.isEmpty else { return nil }
                let connection = document.connections[planned.element % document.connections.count]
                edits = [InterfaceEdits.removeConnection(document[connection.element], in: document)].compactMap { $0 }
            case 2: edits = [InterfaceEdits.removeOnlyChild(element, in: document)].compactMap { $0 }
            case 3: edits = attribute.flatMap { InterfaceEdits.setValue(of: $0, to: planned.text, in: document) }.map { [$0] } ?? []
            case 4: edits = attribute.flatMap { InterfaceEdits.removeAttribute($0, in: document) }.map { [$0] } ?? []
            case 5:
                let name = String(planned.text.prefix { $0 != "=" })
                let value = String(planned.text.drop { $0 != "=" }.dropFirst())
                edits = [InterfaceEdits.insertAttributes([(name, value)], into: element, after: attribute.map { [$0.name] } ?? [],
                                                         in: document)].compactMap { $0 }
            case 6: edits = [raw(at: element.startTag.start + planned.attribute % 16, length: planned.attribute / 16, planned.text, document)]
            default:
                // Two raw edits in one fix: applied together or not at all.
                edits = [raw(at: element.range.start, length: planned.attribute % 8, planned.text, document),
                         raw(at: element.range.end, length: planned.attribute / 32, "", document)]
            }
            guard !edits.isEmpty else { return nil }
            return context.diagnostic("fuzz edit", at: document.location(of: element),
                                      fix: Fix(title: "fuzz", edits: edits, applicability: .safe))
        }
    }

    private func raw(at start: Int, length: Int, _ text: String, _ document: IBDocument) -> Edit {
        let count = document.file.bytes.count
        let lower = min(max(start, 0), count)
        return Edit(in: document.file, range: ByteRange(start: lower, end: min(lower + length, count)), replacement: text)
    }
}

/// Interface files to edit, read once: only those that load, so every run starts from a sound file.
let interfaces: [(name: String, bytes: [UInt8])] = {
    guard let folder = ProcessInfo.processInfo.environment["IBLINT_FUZZ_INTERFACES"],
          let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        fatalError("set IBLINT_FUZZ_INTERFACES to a folder of interface files (scripts/fuzz does)")
    }
    let files = names.sorted().compactMap { name -> (String, [UInt8])? in
        guard let data = FileManager.default.contents(atPath: folder + "/" + name), data.count <= 65536,
              case .success = IBDocumentLoader.load(path: name, bytes: [UInt8](data)) else { return nil }
        return (name, [UInt8](data))
    }
    require(!files.isEmpty, "no loadable interface file in \(folder)")
    return files
}()

let scratch: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-fix-fuzz-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}()

let linter = Linter(rules: [FuzzEditRule.self])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = ArraySlice(UnsafeBufferPointer(start: data, count: size))
    func take(_ count: Int) -> ArraySlice<UInt8> {
        let taken = input.prefix(count)
        input = input.dropFirst(taken.count)
        return taken
    }
    func number(_ bytes: Int) -> Int { take(bytes).reduce(0) { $0 << 8 | Int($1) } }

    // Usually a corpus file; when the first byte is odd, the bytes after the first NUL are the file
    // itself (so odd but loadable files are edited too), and what comes before it the edits.
    var chosen = interfaces[0]
    if let first = input.first, first & 1 == 1, let separator = input.firstIndex(of: 0) {
        let own = Array(input[(separator + 1)...])
        guard case .success = IBDocumentLoader.load(path: "Fuzz.xib", bytes: own) else { return 0 }
        chosen = ("fuzz input", own)
        input = input[input.startIndex..<separator].dropFirst()
    } else {
        chosen = interfaces[number(2) % interfaces.count]
    }
    var edits: [PlannedEdit] = []
    while !input.isEmpty, edits.count < 8 {
        let operation = UInt8(number(1)), element = number(2), attribute = number(1), length = number(1) % 64
        edits.append(PlannedEdit(operation: operation, element: element, attribute: attribute,
                                 text: String(decoding: take(length), as: UTF8.self)))
    }
    plan = edits

    let path = chosen.name.hasSuffix(".storyboard") ? "Fuzz.storyboard" : "Fuzz.xib"
    let original = InputFile(path: path, bytes: chosen.bytes, kind: .interface)
    let outcome = FixEngine.fix([original], using: linter, includeUnsafe: true, maxPasses: 2)
    let fixed = outcome.inputs[0].bytes
    if fixed != chosen.bytes {
        guard case .success = IBDocumentLoader.load(path: path, bytes: fixed) else {
            fatalError("FixEngine left \(chosen.name) unparseable")
        }
        require(outcome.changedPaths == [path], "a changed file missing from changedPaths")
    } else {
        require(outcome.changedPaths.isEmpty, "an unchanged file listed as changed")
    }

    // Written through FixWriter: afterwards the file holds the original or the fixed bytes, whole.
    let absolute = scratch + "/" + path
    let created = FileManager.default.createFile(atPath: absolute, contents: Data(chosen.bytes))
    require(created, "cannot write \(absolute)")
    let file = DiscoveredFile(absolutePath: absolute, displayPath: path, kind: .interface, isVendored: false)
    let written = FixWriter.write(outcome, originals: [original], files: [file])
    let onDisk = FileManager.default.contents(atPath: absolute).map { [UInt8]($0) }
    require(written.errors.isEmpty, "FixWriter failed: \(written.errors)")
    require(onDisk == fixed, "the file on disk is not the fixed bytes")
    let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: scratch)) ?? []
    require(leftovers == [path], "FixWriter left files behind: \(leftovers)")
    try? FileManager.default.removeItem(atPath: absolute)
    return 0
}

/// Like `precondition`, but the message is printed in optimized builds too.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

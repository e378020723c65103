import IBLintCore

/// A pass after the declaration scanner: every `DispatchQueue.<queue>.async/asyncAfter/sync` call, with its
/// queue and its work closure when that is a literal, for the rules about work deferred from an observer.
/// One forward walk over the file's tokens.
struct DispatchCallScanner {
    let file: SourceFile
    let stream: TokenStream
    let openings: ClosureOpenings

    func calls() -> [SwiftDispatchCall] {
        var calls: [SwiftDispatchCall] = []
        var k = 0
        while k + 3 < stream.count {
            defer { k += 1 }
            guard stream[k].kind == .identifier, stream[k].text == "DispatchQueue", !stream.isPunctuation(k - 1, "."),
                  stream.isPunctuation(k + 1, "."), stream[k + 2].isWord else { continue }
            // The queue: `main`, `global()`, `global(qos: .utility)`.
            var q = k + 3
            if stream.isPunctuation(q, "("), !stream[q].hasLeadingSpace {
                guard let close = stream.closer(ofGroupAt: q) else { continue }
                q = close + 1
            }
            guard stream.isPunctuation(q, "."), q + 1 < stream.count, stream[q + 1].kind == .identifier,
                  let method = SwiftDispatchCall.Method(rawValue: stream[q + 1].text) else { continue }
            let queue = stream.text(from: k + 2, through: q - 1, in: file).trimmingWhitespace
            var end = q + 1
            var closure: ByteRange? = nil
            var otherArguments = false
            if stream.isPunctuation(end + 1, "("), !stream[end + 1].hasLeadingSpace {
                guard let close = stream.closer(ofGroupAt: end + 1) else { continue }
                for (argument, start, argumentEnd) in stream.callArgumentValues(end + 1, close, in: file) {
                    if argument.label == "execute", openings.closure(openingAt: start) != nil,
                       stream.closer(ofGroupAt: start) == argumentEnd - 1 {
                        closure = stream.byteRange(from: start, through: argumentEnd - 1)
                    } else {
                        otherArguments = true
                    }
                }
                end = close
            }
            if closure == nil, end + 1 < stream.count, openings.closure(openingAt: end + 1) != nil,
               !stream[end + 1].hasLeadingNewline {
                if let close = stream.closer(ofGroupAt: end + 1) {
                    closure = stream.byteRange(from: end + 1, through: close)
                    end = close
                }
            }
            calls.append(SwiftDispatchCall(
                method: method, queue: queue, range: stream.byteRange(from: k, through: end), receiverRange: stream[k].range,
                closure: closure, onlyClosureArgument: closure != nil && !otherArguments))
        }
        return calls
    }
}

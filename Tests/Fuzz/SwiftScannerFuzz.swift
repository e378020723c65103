// libFuzzer harness: iblint's Swift lexer and everything `SwiftScanner.scan` runs after it (declaration
// scanner, calls and values, closures, code scopes, segue casts). Built and run by scripts/fuzz. Any
// bytes must scan without crashing or hanging; every token and declaration span must lie in the input.
import IBLintCore
import IBLintSwift

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let whole = ByteRange(start: 0, end: size)

    var previousEnd = 0
    for token in SwiftLexer.tokenize(bytes) {
        require(whole.contains(token.range), "token outside the input")
        require(token.range.start >= previousEnd, "tokens overlap or go backwards")
        previousEnd = token.range.end
        if token.kind == .stringLiteral { _ = SwiftLexer.stringValue(of: token, in: bytes) }
    }

    let summary = SwiftScanner.scan(SourceFile(path: "Fuzz.swift", bytes: bytes))
    for (index, type) in summary.types.enumerated() {
        require(whole.contains(type.range) && whole.contains(type.nameRange), "type outside the input")
        if let body = type.bodyRange { require(whole.contains(body), "type body outside the input") }
        if let parent = type.parent { require(parent < index, "a type's parent comes after it") }
        require(type.inheritance.count == type.inheritanceRanges.count, "inheritance names and ranges differ")
        for property in type.properties {
            require(whole.contains(property.range) && whole.contains(property.nameRange), "property outside the input")
            if let range = property.initializerRange { require(whole.contains(range), "initializer outside the input") }
            for observer in property.observers { require(observer.range.contains(observer.bodyRange), "observer body outside it") }
        }
        for function in type.functions {
            require(whole.contains(function.range) && whole.contains(function.nameRange), "function outside the input")
            if let body = function.bodyRange { require(whole.contains(body), "function body outside the input") }
            _ = function.objcSelector
        }
    }
    for closure in summary.closures { require(whole.contains(closure.range), "closure outside the input") }
    for range in summary.unparsedRanges { require(whole.contains(range), "unparsed range outside the input") }
    for reference in summary.selectorReferences { require(whole.contains(reference.range), "selector outside the input") }
    for evidence in summary.screenEvidence { require(whole.contains(evidence.range), "screen evidence outside the input") }

    // Name sets: read back from the cache as they were made; the words of raw text (invalid UTF-8 included)
    // the same whether made from bytes or from strings.
    for names in [summary.codeIdentifiers, summary.otherWords, summary.quotedStrings, summary.assignedNames,
                  summary.calledNames, summary.constrainedNames, summary.declaredNames, summary.assignmentTargets] {
        var writer = BinaryWriter()
        writer.write(names)
        var reader = BinaryReader(writer.bytes)
        guard let decoded = try? reader.read(NameSet.self) else { fatalError("a name set did not read back") }
        require(decoded == names && decoded.count == names.count, "a name set read back differently")
        for name in names { require(decoded.contains(name), "a name lost in the cache") }
    }
    // The whole summary read back from the cache as it was made (body facts and calls decoded on first use).
    var summaryWriter = BinaryWriter()
    summary.encodeFacts(to: &summaryWriter)
    var summaryReader = BinaryReader(summaryWriter.bytes)
    guard let back = try? SwiftFileSummary(file: summary.file, facts: &summaryReader) else { fatalError("a summary did not read back") }
    require(back.types == summary.types && back.calls == summary.calls, "a summary read back differently")
    let words = RawText.words(in: bytes[...]), wordSet = RawText.wordSet(in: bytes[...])
    for word in words { require(wordSet.contains(word), "a word missing from the word set") }
    for word in wordSet { require(words.contains(word), "a word set holds a word that is none") }
    return 0
}

func require(_ condition: Bool, _ message: StaticString) {
    if !condition { fatalError("\(message)") }
}

import IBLintCore

/// Recognizes calls to the nib/storyboard APIs whose name or identifier argument is a string literal.
extension DeclarationScanner {
    func argumentText(_ argument: CallArgument) -> String? {
        argument.start < argument.end ? stream.text(from: argument.start, through: argument.end - 1, in: file) : nil
    }

    /// A plain string literal, possibly wrapped as `NSStoryboard.Name("Main")` / `NSNib.Name("X")`.
    func literal(_ argument: CallArgument) -> (value: String, range: ByteRange)? {
        var index = argument.start
        if argument.end - argument.start > 1 {
            // `Type.Name("…")`: words joined by dots, then ( literal ).
            var k = argument.start
            guard k < argument.end, stream[k].isWord else { return nil }
            var last = stream[k].text
            k += 1
            while k + 1 < argument.end, stream.isPunctuation(k, ".", limit: argument.end), stream[k + 1].isWord {
                last = stream[k + 1].text
                k += 2
            }
            guard ["Name", "SceneIdentifier", "SegueIdentifier", "Identifier"].contains(last),
                  k + 3 == argument.end, stream.isPunctuation(k, "(", limit: argument.end),
                  stream.isPunctuation(k + 2, ")", limit: argument.end) else { return nil }
            index = k + 1
        } else if argument.end != argument.start + 1 {
            return nil
        }
        let token = stream[index]
        guard token.kind == .stringLiteral, let value = SwiftLexer.stringValue(of: token, in: file.bytes) else { return nil }
        return (value, token.range)
    }

    /// The receiver expression ending just before the `.` at `dot` (`Bundle.main`, `Bundle(for: X.self)`, `self`).
    func receiverStart(dot: Int, lower: Int) -> Int? {
        var j = dot - 1
        guard j >= lower else { return nil }
        while true {
            while j > lower, stream[j].kind == .operator, stream[j].text == "?" || stream[j].text == "!" { j -= 1 }
            let token = stream[j]
            if token.kind == .punctuation, token.text == ")" || token.text == "]" {
                guard let opener = stream.opener(ofGroupEndingAt: j), opener >= lower else { return nil }
                j = opener
                if j - 1 >= lower, stream[j - 1].isWord, !stream[j].hasLeadingSpace { j -= 1 }
            } else if !token.isWord {
                return nil
            }
            if j - 2 >= lower, stream.isPunctuation(j - 1, ".", limit: dot) { j -= 2; continue }
            return j
        }
    }

    func recognizeInterfaceCall(_ i: Int, start: Int, limit: Int, _ context: ScanContext) {
        let open = i + 1
        guard stream.isPunctuation(open, "(", limit: limit), !stream[open].hasLeadingSpace else { return }
        guard let close = stream.closer(ofGroupAt: open), close < limit else { return }
        let name = stream[i].text
        let afterDot = i - 1 >= start && stream.isPunctuation(i - 1, ".", limit: limit)
        let receiver = afterDot ? receiverStart(dot: i - 1, lower: start) : nil
        let arguments = stream.callArguments(open, close)
        func argument(_ label: String) -> CallArgument? { arguments.first { $0.label == label } }

        var api: SwiftInterfaceAPI? = nil
        var literalArgument: CallArgument? = nil
        var owner: String? = nil
        var bundle: String? = nil
        var end = close

        switch name {
        case "loadNibNamed":
            api = .loadNibNamed
            literalArgument = arguments.first.flatMap { $0.label == nil ? $0 : nil }
            owner = argument("owner").flatMap(argumentText)
            if let receiver { bundle = stream.text(from: receiver, through: i - 2, in: file) }
        case "UINib", "NSNib":
            guard !afterDot else { return }
            api = .nibInit
            literalArgument = argument("nibName") ?? argument("nibNamed")
            bundle = argument("bundle").flatMap(argumentText)
        case "UIStoryboard", "NSStoryboard":
            guard !afterDot else { return }
            api = .storyboardInit
            literalArgument = argument("name")
            bundle = argument("bundle").flatMap(argumentText)
        case "init":
            guard afterDot else { return }
            let typeName = i - 2 >= start && stream[i - 2].isWord ? stream[i - 2].text : ""
            switch typeName {
            case "UINib", "NSNib":
                api = .nibInit
                literalArgument = argument("nibName") ?? argument("nibNamed")
            case "UIStoryboard", "NSStoryboard":
                api = .storyboardInit
                literalArgument = argument("name")
            default:
                guard arguments.first?.label == "nibName" else { return }
                api = .viewControllerNibInit
                literalArgument = arguments.first
            }
            bundle = argument("bundle").flatMap(argumentText)
        case "instantiateViewController", "instantiateController":
            api = .instantiateViewController
            literalArgument = argument("withIdentifier") ?? argument("identifier")
        case "performSegue":
            api = .performSegue
            literalArgument = argument("withIdentifier")
        case "dequeueReusableCell":
            api = .dequeueReusableCell
            literalArgument = argument("withIdentifier") ?? argument("withReuseIdentifier")
        case "dequeueReusableHeaderFooterView":
            api = .dequeueReusableHeaderFooterView
            literalArgument = argument("withIdentifier")
        case "dequeueReusableSupplementaryView":
            api = .dequeueReusableSupplementaryView
            literalArgument = argument("withReuseIdentifier")
        case "register":
            api = .registerReuseIdentifier
            literalArgument = argument("forCellReuseIdentifier") ?? argument("forCellWithReuseIdentifier")
                ?? argument("forHeaderFooterViewReuseIdentifier")
                ?? (argument("forSupplementaryViewOfKind") != nil ? argument("withReuseIdentifier") : nil)
        default:
            // `FooViewController(nibName: "Foo", bundle: nil)`
            guard !afterDot, let first = name.unicodeScalars.first, first.properties.isUppercase,
                  arguments.first?.label == "nibName" else { return }
            api = .viewControllerNibInit
            literalArgument = arguments.first
            bundle = argument("bundle").flatMap(argumentText)
        }
        guard let api, let literalArgument, let (value, literalRange) = literal(literalArgument) else { return }
        if api == .nibInit, stream.isPunctuation(close + 1, ".", limit: limit), close + 3 < limit,
           stream[close + 2].isWord("instantiate"), stream.isPunctuation(close + 3, "(", limit: limit) {
            if let instantiateClose = stream.closer(ofGroupAt: close + 3), instantiateClose < limit {
                owner = stream.callArguments(close + 3, instantiateClose).first { $0.label == "withOwner" }.flatMap(argumentText)
                end = instantiateClose
            }
        }
        let first = receiver ?? i
        interfaceCalls.append(SwiftInterfaceCall(
            api: api, literal: value, literalRange: literalRange, ownerArgument: owner, bundleArgument: bundle,
            range: stream.byteRange(from: first, through: end), enclosingType: context.typeIndex,
            enclosingFunction: context.functionName, enclosingFunctionLabels: context.functionLabels))
    }
}

import IBLintCore

/// The questions the rules ask of a file's calls, answered over the one call model: which calls load nibs
/// and storyboards or use identifiers (`interfaceCalls`), which dispatch work to a queue
/// (`dispatchCalls`), which call a closure literal is an argument of (`closureSite`), and which hand a local
/// to a subview, child or collection (`localStores`).
struct CallQueries {
    let file: SourceFile
    let calls: [SwiftCall]
    let types: [SwiftTypeDeclaration]

    // MARK: Nib and storyboard calls

    /// Every nib/storyboard call with a name argument: those whose name the file tells (`resolved`) and
    /// those the project must resolve (`unresolved`, with `literal` empty).
    func interfaceCalls() -> (resolved: [SwiftInterfaceCall], unresolved: [SwiftInterfaceCall]) {
        var resolved: [SwiftInterfaceCall] = []
        var unresolved: [SwiftInterfaceCall] = []
        // Asked before `interfaceCall`, whose answer for the other calls (nine in ten) was an empty optional
        // of a large struct, made and copied out each time.
        for index in calls.indices where mayBeInterfaceCall(index) {
            guard var call = interfaceCall(index) else { continue }
            switch call.nameValue {
            case .string(let value):
                call.literal = value
                resolved.append(call)
            case .typeName(let name):
                call.literal = name
                resolved.append(call)
            case .selfTypeName:
                if let name = concreteTypeName(call.enclosingType) {
                    call.literal = name
                    resolved.append(call)
                } else {
                    unresolved.append(call)
                }
            case .member, .unknown:
                unresolved.append(call)
            }
        }
        return (resolved, unresolved)
    }

    /// The name of the type `Self` is in code of `typeIndex`, when that is a struct, enum, actor or final
    /// class rather than an extension (of a protocol or framework class, where `Self` is each conforming
    /// type) or a class that may have subclasses.
    func concreteTypeName(_ typeIndex: Int?) -> String? {
        guard let typeIndex, typeIndex < types.count else { return nil }
        let type = types[typeIndex]
        switch type.kind {
        case .struct, .enum, .actor: return type.name
        // A subclass's `Self` is the subclass: the project knows whether there are any.
        case .class: return type.modifiers.contains("final") ? type.name : nil
        case .extension, .protocol: return nil
        }
    }

    /// Whether call `index` is named like one of `interfaceCall`'s APIs, read in place: copying every call
    /// of the file to ask (a retain and release of each of its parts) was most of the cost.
    /// The name asked first, and the first argument's label read in place only when the name is none of
    /// them (taking the argument out of the call's arguments copied all of it).
    private func mayBeInterfaceCall(_ index: Int) -> Bool {
        if let name = calls[index].callee.last, Self.mayBeInterfaceCall(named: name) { return true }
        return calls[index].arguments.withUnsafeBufferPointer { arguments in
            guard let label = arguments.first?.label else { return false }
            return Self.isNibNameLabel(label)
        }
    }

    /// Whether a call named `name` whose first argument has `firstLabel` can be one of `interfaceCall`'s
    /// APIs, or a storyboard `storyboard(receiving:)` reads the name of. The call scanner evaluates argument
    /// values (`SwiftArgument.value`, `literalRange`, `boundRange`) only for such calls: they are the only
    /// ones whose values anything reads, and evaluating every argument of every call was a twelfth of the scan.
    static func mayBeInterfaceCall(named name: String, firstLabel: String?) -> Bool {
        if let firstLabel, isNibNameLabel(firstLabel) { return true }
        return mayBeInterfaceCall(named: name)
    }

    @inline(__always) private static func isNibNameLabel(_ label: String) -> Bool {
        label.utf8.count == 7 && label == "nibName"
    }

    /// `mayBeInterfaceCall(named:firstLabel:)` of the name alone.
    private static func mayBeInterfaceCall(named name: String) -> Bool {
        // By length first: a `switch` over the names compares them one after another.
        switch name.utf8.count {
        case 4: return name == "init"
        case 5: return name == "UINib" || name == "NSNib"
        case 8: return name == "register"
        case 9: return name == "SceneType"
        case 12: return name == "loadNibNamed" || name == "UIStoryboard" || name == "NSStoryboard" || name == "performSegue"
        case 19: return name == "dequeueReusableCell"
        case 21: return name == "instantiateController"
        case 25: return name == "instantiateViewController"
        case 31: return name == "dequeueReusableHeaderFooterView"
        case 32: return name == "dequeueReusableSupplementaryView"
        default: return false
        }
    }

    private func interfaceCall(_ index: Int) -> SwiftInterfaceCall? {
        guard mayBeInterfaceCall(index) else { return nil }
        let call = calls[index]
        let name = call.name
        let afterDot = !call.receiver.isEmpty
        var api: SwiftInterfaceAPI? = nil
        var nameArgument: SwiftArgument? = nil
        var owner: String? = nil
        var bundle: (text: String, range: ByteRange)? = nil
        var end = call.range

        /// The bundle as written, or what the local it names was bound to (`let bundle = Bundle(for: …)`).
        func bundleArgument() -> (text: String, range: ByteRange)? {
            call.argument("bundle").map { argument in
                argument.boundRange.map { (file.text($0).trimmingWhitespace, $0) } ?? (argument.text(in: file), argument.range)
            }
        }
        switch name {
        case "loadNibNamed":
            api = .loadNibNamed
            nameArgument = call.arguments.first.flatMap { $0.label == nil ? $0 : nil }
            owner = call.argument("owner")?.text(in: file)
            if afterDot, call.nameRange.start > call.calleeRange.start {
                var text = file.text(ByteRange(start: call.calleeRange.start, end: call.nameRange.start)).trimmingWhitespace
                if text.hasSuffix(".") { text = String(text.dropLast()).trimmingWhitespace }
                while text.hasSuffix("?") || text.hasSuffix("!") { text = String(text.dropLast()) }
                let range = ByteRange(start: call.calleeRange.start, end: call.calleeRange.start + text.utf8.count)
                bundle = (text, range)
            }
        case "UINib", "NSNib":
            guard !afterDot else { return nil }
            api = .nibInit
            nameArgument = call.argument("nibName") ?? call.argument("nibNamed")
            bundle = bundleArgument()
        case "UIStoryboard", "NSStoryboard":
            guard !afterDot else { return nil }
            api = .storyboardInit
            nameArgument = call.argument("name")
            bundle = bundleArgument()
        case "init":
            guard afterDot else { return nil }
            switch call.receiver.last ?? "" {
            case "UINib", "NSNib":
                api = .nibInit
                nameArgument = call.argument("nibName") ?? call.argument("nibNamed")
            case "UIStoryboard", "NSStoryboard":
                api = .storyboardInit
                nameArgument = call.argument("name")
            default:
                guard call.arguments.first?.label == "nibName" else { return nil }
                api = .viewControllerNibInit
                nameArgument = call.arguments.first
            }
            bundle = bundleArgument()
        case "instantiateViewController", "instantiateController":
            api = .instantiateViewController
            nameArgument = call.argument("withIdentifier") ?? call.argument("identifier")
        case "SceneType":
            // SwiftGen: `SceneType<T>(storyboard: Main.self, identifier: "Detail")` is a use of that scene.
            guard !afterDot, call.argument("storyboard") != nil else { return nil }
            api = .instantiateViewController
            nameArgument = call.argument("identifier")
        case "performSegue":
            api = .performSegue
            nameArgument = call.argument("withIdentifier")
        case "dequeueReusableCell":
            api = .dequeueReusableCell
            nameArgument = call.argument("withIdentifier") ?? call.argument("withReuseIdentifier")
        case "dequeueReusableHeaderFooterView":
            api = .dequeueReusableHeaderFooterView
            nameArgument = call.argument("withIdentifier")
        case "dequeueReusableSupplementaryView":
            api = .dequeueReusableSupplementaryView
            nameArgument = call.argument("withReuseIdentifier")
        case "register":
            api = .registerReuseIdentifier
            nameArgument = call.argument("forCellReuseIdentifier") ?? call.argument("forCellWithReuseIdentifier")
                ?? call.argument("forHeaderFooterViewReuseIdentifier")
                ?? (call.argument("forSupplementaryViewOfKind") != nil ? call.argument("withReuseIdentifier") : nil)
        default:
            // `FooViewController(nibName: "Foo", bundle: nil)`
            guard !afterDot, let first = name.unicodeScalars.first, first.isUppercaseLetter,
                  call.arguments.first?.label == "nibName" else { return nil }
            api = .viewControllerNibInit
            nameArgument = call.arguments.first
            bundle = bundleArgument()
        }
        guard let api, let nameArgument, !nameArgument.value.isUnknown else { return nil }
        if api == .nibInit, let instantiate = nibInstantiation(of: index) {
            owner = instantiate.argument("withOwner")?.text(in: file)
            if calls[index].chainedCall != nil { end = ByteRange(start: call.range.start, end: max(call.range.end, instantiate.range.end)) }
        }
        let isLiteral = nameArgument.literalRange != nil
        var interfaceCall = SwiftInterfaceCall(
            api: api, literal: nameArgument.value.literal ?? "", literalRange: nameArgument.literalRange ?? nameArgument.range,
            nameValue: nameArgument.value,
            nameIsLiteral: isLiteral, nameSource: isLiteral ? nil : nameArgument.text(in: file), ownerArgument: owner,
            bundleArgument: bundle?.text, bundleRange: bundle?.range, range: end, enclosingType: call.context.type,
            enclosingFunction: call.context.functionName(in: types), enclosingFunctionLabels: call.context.functionLabels(in: types),
            inStaticContext: call.context.isStatic, call: index)
        if name == "SceneType", let storyboard = swiftGenStoryboard(call.argument("storyboard")) {
            interfaceCall.storyboardName = storyboard.name
            interfaceCall.storyboardNameRange = storyboard.range
        } else if api == .instantiateViewController, let storyboard = storyboard(receiving: index) {
            interfaceCall.storyboardName = storyboard.name
            interfaceCall.storyboardNameRange = storyboard.range
        }
        return interfaceCall
    }

    /// The storyboard a SwiftGen `storyboard: Main.self` argument names: `Main.storyboardName` in this file.
    private func swiftGenStoryboard(_ argument: SwiftArgument?) -> (name: String, range: ByteRange)? {
        guard let text = argument?.text(in: file), text.hasSuffix(".self") else { return nil }
        let typeName = String(text.dropLast(5)).split(separator: ".").last.map(String.init) ?? ""
        for type in types where type.name == typeName {
            if let property = type.properties.first(where: { $0.name == "storyboardName" }), let name = property.value?.literal {
                return (name, property.initializerRange ?? property.nameRange)
            }
        }
        return nil
    }

    /// The `instantiate(withOwner:)` call made on the nib that `UINib(…)` call `index` creates: chained
    /// (`UINib(…).instantiate(withOwner: self)`), or through a local or stored property holding the nib.
    private func nibInstantiation(of index: Int) -> SwiftCall? {
        nibInstantiationIndex(of: index).map { calls[$0] }
    }

    func nibInstantiationIndex(of index: Int) -> Int? {
        guard calls.indices.contains(index) else { return nil }
        if let next = calls[index].chainedCall, calls[next].name == "instantiate" { return next }
        guard let holder = holderName(of: calls[index]) else { return nil }
        let matches = calls.indices.filter { candidate in
            calls[candidate].name == "instantiate" && calls[candidate].argument("withOwner") != nil
                && holds(calls[candidate].receiver, holder) && sameScope(calls[candidate], calls[index], holder: holder)
        }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The storyboard the receiver of `instantiateViewController` call `index` is.
    func storyboard(receiving index: Int) -> (name: String, range: ByteRange)? {
        guard calls.indices.contains(index) else { return nil }
        let call = calls[index]
        func named(_ storyboardCall: SwiftCall) -> (String, ByteRange)? {
            guard storyboardCall.name == "UIStoryboard" || storyboardCall.name == "NSStoryboard"
                    || (storyboardCall.name == "init" && ["UIStoryboard", "NSStoryboard"].contains(storyboardCall.receiver.last ?? "")),
                  let argument = storyboardCall.argument("name") else { return nil }
            switch argument.value {
            case .string(let value), .typeName(let value): return (value, argument.range)
            default: return nil
            }
        }
        if let receiver = call.receiverCall { return named(calls[receiver]) }
        let receiverPath = call.receiver
        guard !receiverPath.isEmpty else { return nil }
        let holder = receiverPath.last!
        let creators = calls.filter { candidate in
            candidate.range.start < call.range.start && named(candidate) != nil && holderName(of: candidate) == holder
                && sameScope(call, candidate, holder: holder)
        }
        let names = Set(creators.compactMap { named($0)?.0 })
        guard names.count == 1, let creator = creators.last else { return nil }
        return named(creator)
    }

    /// The local or property a call's value is stored in: `let nib = UINib(…)`, `nib = UINib(…)`,
    /// `lazy var nib = UINib(…)`.
    private func holderName(of call: SwiftCall) -> String? {
        switch call.result {
        case .boundToLocal(let name): return name
        case .assigned(let path):
            let parts = path.first == "self" ? Array(path.dropFirst()) : path
            return parts.count == 1 ? parts[0] : nil
        default:
            if let t = call.context.type, let p = call.context.propertyIndex, t < types.count, p < types[t].properties.count,
               let initializer = types[t].properties[p].initializerRange, initializer.start == call.calleeRange.start,
               initializer.end == call.range.end {
                return types[t].properties[p].name
            }
            return nil
        }
    }

    private func holds(_ receiver: [String], _ holder: String) -> Bool {
        receiver == [holder] || receiver == ["self", holder]
    }

    /// Two calls in the same member body, or — for a holder that is a stored property — the same type.
    private func sameScope(_ a: SwiftCall, _ b: SwiftCall, holder: String) -> Bool {
        guard a.context.type == b.context.type else { return false }
        if a.context.functionIndex != nil, a.context.functionIndex == b.context.functionIndex {
            return true
        }
        guard let t = a.context.type, t < types.count else { return false }
        return types[t].properties.contains { $0.name == holder && !$0.isStatic }
            && (b.context.propertyIndex.map { types[t].properties[$0].name == holder } ?? false || isPropertyAssignment(b, holder))
    }

    private func isPropertyAssignment(_ call: SwiftCall, _ holder: String) -> Bool {
        if case .assigned(let path) = call.result { return path == [holder] || path == ["self", holder] }
        return false
    }

    // MARK: Dispatch calls

    /// `DispatchQueue.<queue>.async/asyncAfter/sync(…)` calls with their work closure.
    func dispatchCalls() -> [SwiftDispatchCall] {
        var result: [SwiftDispatchCall] = []
        for index in calls.indices {
            // Read in place before the call is copied (`for call in calls` retains each one's parts).
            guard calls[index].callee.count >= 3, calls[index].callee[0] == "DispatchQueue" else { continue }
            let call = calls[index]
            guard let method = SwiftDispatchCall.Method(rawValue: call.name) else { continue }
            let queueParts = call.callee[1..<(call.callee.count - 1)]
            guard queueParts.count == 1 else { continue }
            // The queue as written: `main`, `global()`, `global(qos: .utility)`.
            let afterReceiver = call.calleeRange.start + "DispatchQueue".utf8.count
            var queue = file.text(ByteRange(start: afterReceiver, end: call.nameRange.start)).trimmingWhitespace
            if queue.hasPrefix(".") { queue = String(queue.dropFirst()) }
            if queue.hasSuffix(".") { queue = String(queue.dropLast()) }
            queue = queue.trimmingWhitespace
            var closure: ByteRange? = nil
            var otherArguments = false
            for argument in call.arguments {
                if argument.closure != nil, argument.isTrailing || argument.label == "execute", closure == nil {
                    closure = argument.range
                } else {
                    otherArguments = true
                }
            }
            result.append(SwiftDispatchCall(
                method: method, queue: queue, range: call.range,
                receiverRange: ByteRange(start: call.calleeRange.start, end: afterReceiver),
                closure: closure, onlyClosureArgument: closure != nil && !otherArguments))
        }
        return result
    }

    // MARK: Closure sites

    /// For each closure literal that is an argument of a call: that call as the closure-context model writes it.
    func closureCallSites() -> [Int: SwiftCallSite] {
        var sites: [Int: SwiftCallSite] = [:]
        for index in calls.indices where calls[index].arguments.contains(where: { $0.closure != nil }) {
            let call = calls[index]
            for (position, argument) in call.arguments.enumerated() {
                guard let closure = argument.closure else { continue }
                var following: [SwiftChainedCall] = []
                var next = call.chainedCall
                var steps = 0
                while let n = next, n < calls.count, steps < 32 {
                    steps += 1
                    following.append(SwiftChainedCall(
                        name: calls[n].name,
                        arguments: calls[n].arguments.map(callSiteArgument)))
                    next = calls[n].chainedCall
                }
                sites[closure] = SwiftCallSite(
                    callee: call.callee, arguments: call.arguments.map(callSiteArgument),
                    closureArgument: position, isTrailing: argument.isTrailing, followingCalls: following, result: call.result)
            }
        }
        return sites
    }

    /// An argument as a call site keeps it: a closure literal without its text (no reader of a call site
    /// asks for a closure's body, and kept for every closure of every call it was most of these strings).
    private func callSiteArgument(_ argument: SwiftArgument) -> SwiftCallArgument {
        SwiftCallArgument(label: argument.label, text: argument.closure == nil ? argument.text(in: file) : "")
    }
}

/// What the cast rules ask of a file's calls: the call whose value an `as?`/`as!` casts.
extension SwiftFileSummary {
    private var queries: CallQueries { CallQueries(file: file, calls: calls, types: types) }

    /// For the `UINib(…)` call at `callIndex`: the `instantiate(withOwner:)` call made on that nib, chained
    /// (`UINib(…).instantiate(withOwner: nil)`) or through the one local or stored property holding it.
    public func nibInstantiation(of callIndex: Int) -> Int? {
        queries.nibInstantiationIndex(of: callIndex)
    }

    /// For a call made on a storyboard (`instantiateInitialViewController()`, `instantiateViewController(…)`):
    /// the storyboard's name when the file tells it, chained (`UIStoryboard(name: "Main", …).…`) or through a
    /// local or property holding one, with where the name is written.
    public func storyboard(receivedBy callIndex: Int) -> (name: String, range: ByteRange)? {
        queries.storyboard(receiving: callIndex)
    }
}

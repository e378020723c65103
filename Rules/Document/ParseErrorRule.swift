import IBLintCore
import IBLintIndex
import IBLintRuleAPI

/// Interface files iblint could not read: reported, and the run goes on.
public struct ParseErrorRule: Rule {
    public static let description = RuleDescription(
        id: "parse-error",
        name: "Parse error",
        summary: "An interface file could not be read as an Interface Builder document.",
        rationale: """
            iblint reads `.xib` and `.storyboard` files with libxml2. A file that is not well-formed XML \
            (a bad merge left conflict markers, a truncated write) or is not an Interface Builder document \
            cannot be checked, and Xcode will refuse to open or compile it too.

            The finding names the line libxml2 reports. Fix the file (often: resolve the merge conflict, \
            or restore it from version control), then run iblint again. Every other file is still checked; \
            rules that would conclude "no interface file connects X" stay silent while any file is unreadable.
            """,
        category: .document,
        defaultSeverity: .error,
        isAlwaysOn: true,
        tags: ["correctness", "interface-builder"],
        precision: .veryHigh,
        examples: [
            RuleExample("A merge conflict left in a xib", triggers: true, files: [
                ExampleFile("Views/Card.xib", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                        <objects>
                    ↓<<<<<<< HEAD
                            <view id="a1"/>
                        </objects>
                    </document>
                    """),
            ]),
            RuleExample("A well-formed xib", triggers: false, files: [
                ExampleFile("Views/Card.xib", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                        <objects>
                            <view id="a1"/>
                        </objects>
                    </document>
                    """),
            ]),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.index.loadFailures.map { failure in
            let (message, notes) = Self.split(failure.error.message)
            return context.diagnostic(message, at: failure.location, notes: notes)
        }
    }

    // MARK: Messages

    /// The loader's message is one sentence, what is wrong and then, after `; `, what to do:
    /// "This file contains an unresolved merge conflict (<<<<<<< at line 6); resolve the conflict, …".
    /// The first part is the message, the rest a note. A `; ` inside parentheses, and anything in
    /// libxml2's own text (after "XML is not well-formed:"), stays where it is.
    static func split(_ text: String) -> (message: String, notes: [String]) {
        guard !text.hasPrefix("XML is not well-formed:") else { return (text, []) }
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case ";" where depth == 0 && text[index...].hasPrefix("; "):
                let rest = text[text.index(index, offsetBy: 2)...]
                guard !rest.isEmpty else { return (text, []) }
                return (String(text[..<index]), [rest.prefix(1).uppercased() + rest.dropFirst()])
            default: break
            }
            index = text.index(after: index)
        }
        return (text, [])
    }
}

import IBLintCore
import IBLintRuleAPI
import IBLintSwift

/// What the cast rules (`nib-top-level-cast`, `instantiate-cast`, `dequeue-cast`) say of a cast that
/// cannot succeed: `as!` crashes (an error), `as?` quietly yields `nil` (a warning).
enum CastFailure {
    /// The severity of a finding about `cast`: the configured one for `as!`, at most a warning for `as?`.
    static func severity(of cast: SwiftCast, _ context: RuleContext) -> Severity {
        cast.isForced ? context.severity : min(context.severity, .warning)
    }

    /// The note saying what the cast does at run time.
    static func consequence(of cast: SwiftCast, from objectClass: String, to target: String) -> String {
        cast.isForced
            ? "as! crashes with \"Could not cast value of type '\(objectClass)' (0x…) to '\(target)' (0x…)\""
            : "as? always yields nil here: the object is never \(withArticle(target))"
    }

    /// "a UIView", or "a plain UIView" for an object whose class comes from its element (no Custom Class).
    static func described(_ className: String, hasCustomClass: Bool) -> String {
        hasCustomClass ? withArticle(className) : "a plain " + className
    }
}

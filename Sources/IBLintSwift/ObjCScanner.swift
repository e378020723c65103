import IBLintCore

/// Scans Objective-C headers and implementation files for `@interface`/`@implementation` blocks.
public enum ObjCScanner {
    public static func scan(_ file: SourceFile) -> ObjCFileSummary {
        ObjCFileSummary(file: file)
    }
}

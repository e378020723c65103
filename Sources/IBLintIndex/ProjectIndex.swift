import IBLintCore
import IBLintXML
import IBLintSwift

/// Everything one run knows about the project: interface files, Swift and Objective-C declarations.
public struct ProjectIndex: Sendable {
    public var documents: [IBDocument]
    public var swiftFiles: [SwiftFileSummary]
    public var objcFiles: [ObjCFileSummary]

    public init(documents: [IBDocument] = [], swiftFiles: [SwiftFileSummary] = [], objcFiles: [ObjCFileSummary] = []) {
        self.documents = documents
        self.swiftFiles = swiftFiles
        self.objcFiles = objcFiles
    }
}

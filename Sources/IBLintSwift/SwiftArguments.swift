import IBLintCore

/// A call's arguments, in written order: a run of its file's one argument array (`ArrayRun`). A scanned
/// or decoded file keeps all its calls' arguments in one array, and each call a view of its run
/// (`SwiftCall.arguments`): an array for every call with arguments was a heap block each, 32 bytes of
/// header and about 10 of allocator overhead apiece, for arguments of 40 (61,000 of them on
/// corona-warn-app, 2.6 MB of its peak).
public typealias SwiftArguments = ArrayRun<SwiftArgument>

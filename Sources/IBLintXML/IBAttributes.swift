import IBLintCore

/// An element's attributes, in written order: a run of its document's one attribute array (`ArrayRun`). A
/// loaded document keeps all its elements' attributes in one array, and each element, connection, runtime
/// attribute and constraint a view of its run: an array for every element was a heap block each, about
/// 50 bytes of header and allocator overhead apiece (31,800 of them at scale 1, 1.5 MB of a run's peak).
public typealias IBAttributes = ArrayRun<IBAttribute>

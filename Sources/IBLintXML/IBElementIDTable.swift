import IBLintCore

/// A document's element ids, each to the first element carrying it (a second is a finding of its own,
/// `duplicate-id`): `table[id]` is that element's index. Kept for the whole run for every interface file,
/// so it keeps no strings: an open-addressing table of element numbers (4 bytes a slot), each id read
/// from its element when compared, instead of a `[String: Int]` (about 32 bytes an id: 0.8 MB of a scale-1
/// run's peak). Ids are hashed and compared as `String`s are, so a look-up answers what a dictionary's did.
public struct IBElementIDTable: Sendable, Hashable {
    /// The document's elements (shared with it), where the ids are read.
    private let elements: [IBElement]
    /// A power of two long (or empty), at most three quarters full; 0 for a free slot, else an element's
    /// index plus one.
    private let slots: [Int32]
    /// How many different ids the document has.
    public let count: Int

    public var isEmpty: Bool { count == 0 }

    /// No ids.
    public init() {
        elements = []
        slots = []
        count = 0
    }

    /// The ids of `elements`, each to the first element with it.
    public init(elements: [IBElement]) {
        self.elements = elements
        let withID = IBElement.countWithID(in: elements)
        guard withID > 0 else {
            slots = []
            count = 0
            return
        }
        var slotCount = 8
        while slotCount * 3 < withID * 4 { slotCount *= 2 }
        var slots = [Int32](filledWith: 0, count: slotCount)
        var count = 0
        let mask = slotCount - 1
        elements.withUnsafeBufferPointer { elements in
            for position in elements.indices {
                guard let id = Self.id(at: position, in: elements) else { continue }
                var slot = id.hashValue & mask
                while true {
                    let entry = Int(slots[slot])
                    if entry == 0 {
                        slots[slot] = Int32(position + 1)
                        count += 1
                        break
                    }
                    if Self.id(at: entry - 1, in: elements) == id { break }  // the first keeps it
                    slot = (slot + 1) & mask
                }
            }
        }
        self.slots = slots
        self.count = count
    }

    /// The index of the first element whose id is `id`.
    public subscript(_ id: String) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = id.hashValue & mask
        return elements.withUnsafeBufferPointer { elements in
            while true {
                let entry = Int(slots[slot])
                if entry == 0 { return nil }
                if Self.id(at: entry - 1, in: elements) == id { return entry - 1 }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The id of the element at `position`, read in place (taking the element out copies it).
    @inline(__always) private static func id(at position: Int, in elements: UnsafeBufferPointer<IBElement>) -> String? {
        let element = elements.baseAddress! + position
        return IBElement.knownAttribute(element.pointee.idSlot, "id", in: element.pointee.attributes)
    }

    /// The same ids, each to the same element.
    public static func == (lhs: IBElementIDTable, rhs: IBElementIDTable) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.elements.withUnsafeBufferPointer { elements in
            lhs.slots.allSatisfy { entry in
                entry == 0 || Self.id(at: Int(entry) - 1, in: elements).map { rhs[$0] == Int(entry) - 1 } == true
            }
        }
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(count) }
}

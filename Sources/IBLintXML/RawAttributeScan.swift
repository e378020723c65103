import IBLintCore

/// Reading attribute values out of an interface file that is not well-formed XML (an unreadable file
/// might hold a connection, so what it names counts as connected).
public enum RawAttributeScan {
    /// Values of `name="…"` for the given attribute name, or of every attribute when `name` is `nil`.
    public static func values(in bytes: [UInt8], named name: String? = nil) -> Set<String> {
        let needle = Array(((name ?? "") + "=\"").utf8)
        var values: Set<String> = []
        var index = 0
        while index + needle.count <= bytes.count {
            guard bytes[index..<index + needle.count].elementsEqual(needle),
                  name == nil || index == 0 || bytes[index - 1].isHorizontalSpace else {
                index += 1
                continue
            }
            var end = index + needle.count
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let value = String(decoding: bytes[(index + needle.count)..<end], as: UTF8.self)
            if !value.isEmpty, value.count < 200 { values.insert(value) }
            index = end
        }
        return values
    }
}

/// Numbers as text, without Foundation's `String(format:)` (iblint needs only FoundationEssentials).
public enum NumberText {
    /// `value` with exactly `decimals` digits after the point (`0.125` with 2 gives `0.13`): as `%.Nf`
    /// prints it, but for halves, which are rounded away from zero.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        var scale = 1.0
        for _ in 0..<max(decimals, 0) { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e18 else { return String(value) }
        let units = UInt64(scaled)
        let divisor = UInt64(scale)
        let whole = String(units / divisor)
        let sign = value < 0 && units != 0 ? "-" : ""
        guard decimals > 0 else { return sign + whole }
        let fraction = String(units % divisor)
        return sign + whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// `value` in lowercase hexadecimal, with zeros before it to make at least `digits` digits.
    public static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// `text` with spaces before it to make it `width` characters wide (as long as it is when longer).
    public static func rightAligned(_ text: String, width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// `text` with spaces after it to make it `width` characters wide (as long as it is when longer).
    public static func leftAligned(_ text: String, width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}

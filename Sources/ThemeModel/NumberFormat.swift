/// Fixed-point formatting without Foundation's `String(format:)`.
public enum NumberFormat {
    /// `fixed(4.0213, 2)` → `"4.02"`; rounds half away from zero.
    public static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9.0e15 else { return String(value) }
        let whole = UInt64(scaled)
        let integerPart = whole / UInt64(scale)
        var fraction = String(whole % UInt64(scale))
        while fraction.count < decimals { fraction = "0" + fraction }
        let sign = value < 0 && scaled != 0 ? "-" : ""
        return decimals == 0 ? "\(sign)\(integerPart)" : "\(sign)\(integerPart).\(fraction)"
    }
}

/// Writes JSON text by hand: stable key order, no Foundation.
extension NumberFormat {
    /// A contrast ratio as `4.5:1` or `3.27:1`: as many decimals as it has, up to two.
    public static func ratio(_ value: Double) -> String {
        let one = fixed(value, 1)
        let exact = Double(one).map { abs($0 - value) < 0.0005 } ?? false
        return (exact ? one : fixed(value, 2)) + ":1"
    }
}

public enum SwiftText {
    /// A Swift string literal, with every control character escaped.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if SafeText.isUnsafe(scalar) {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

public enum JSONText {
    /// A JSON string literal, with every control character escaped.
    public static func quoted(_ s: String) -> String {
        // The common case: plain printable ASCII with nothing to escape.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) { return "\"" + s + "\"" }
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if SafeText.isUnsafe(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation).
    public func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

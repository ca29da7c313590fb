import Encoding
import ThemeModel

/// A JSON value built in order (keys stay in the order given) and written
/// with two-space indentation; objects of plain values inside an array go
/// on one line each, so long lists stay readable and diffable.
public indirect enum JSON: Sendable {
    case object([(String, JSON)])
    case array([JSON])
    case string(String)
    /// A number already formatted (fixed decimals keep output stable).
    case number(String)
    case bool(Bool)
    case null

    public static func int(_ v: Int) -> JSON { .number(String(v)) }
    public static func fixed(_ v: Double, _ decimals: Int) -> JSON { .number(NumberFormat.fixed(v, decimals)) }

    public var text: String {
        var out = ""
        self.write(into: &out, indent: 0, inArray: false)
        return out
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: return false
        default: return true
        }
    }

    private func write(into out: inout String, indent: Int, inArray: Bool) {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .string(let s): out += JSONText.quoted(s)
        case .number(let n): out += n
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            if items.allSatisfy(\.isScalar) {
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += ", " }
                    item.write(into: &out, indent: indent, inArray: true)
                }
                out += "]"
                return
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += pad + "  "
                item.write(into: &out, indent: indent + 1, inArray: true)
                out += i < items.count - 1 ? ",\n" : "\n"
            }
            out += pad + "]"
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            if inArray, members.allSatisfy({ $0.1.isScalar }) {
                out += "{"
                for (i, (key, value)) in members.enumerated() {
                    if i > 0 { out += ", " }
                    out += JSONText.quoted(key)
                    out += ": "
                    value.write(into: &out, indent: indent, inArray: true)
                }
                out += "}"
                return
            }
            out += "{\n"
            for (i, (key, value)) in members.enumerated() {
                out += pad + "  " + JSONText.quoted(key) + ": "
                value.write(into: &out, indent: indent + 1, inArray: false)
                out += i < members.count - 1 ? ",\n" : "\n"
            }
            out += pad + "}"
        }
    }
}

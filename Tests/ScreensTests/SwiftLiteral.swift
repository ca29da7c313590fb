/// Any value of plain structs, enums, arrays, optionals, strings and numbers written as the Swift expression that
/// builds it, by reflection: how the built-in screens' table is generated. Types are named in full and each
/// struct is built by its memberwise initializer, so a type without one (or a label that differs) fails to
/// compile in the generated file rather than building something else.
enum SwiftLiteral {
    static let width = 116

    static func source(_ value: Any, indent: Int = 0) -> String {
        switch value {
        case let text as String: return quoted(text)
        case let flag as Bool: return flag ? "true" : "false"
        case let number as Int: return String(number)
        case let number as Double: return "\(number)"
        default: break
        }
        let mirror = Mirror(reflecting: value)
        let typeName = String(reflecting: type(of: value)).replacingOccurrences(of: "ThemeModel.", with: "")
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { source($0.value, indent: indent) } ?? "nil"
        case .collection:
            return group("[", mirror.children.map { (nil, $0.value) }, "]", indent: indent, trailingComma: true)
        case .struct:
            let members = mirror.children.map { ($0.label, $0.value) }
            return group(typeName + "(", members, ")", indent: indent, trailingComma: false)
        case .enum:
            guard let payload = mirror.children.first, let caseName = payload.label else {
                return typeName + "." + String(describing: value)
            }
            let fields = Mirror(reflecting: payload.value)
            let arguments: [(String?, Any)] =
                fields.displayStyle == .tuple
                ? fields.children.map { ($0.label?.hasPrefix(".") == true ? nil : $0.label, $0.value) }
                : [(nil, payload.value)]
            return group(typeName + "." + caseName + "(", arguments, ")", indent: indent, trailingComma: false)
        default:
            fatalError("SwiftLiteral cannot write a \(typeName)")
        }
    }

    /// `open` members `close` on one line when it fits, else one member a line.
    static func group(
        _ open: String, _ members: [(String?, Any)], _ close: String, indent: Int, trailingComma: Bool
    )
        -> String
    {
        func member(_ m: (String?, Any), _ indent: Int) -> String {
            (m.0.map { $0 + ": " } ?? "") + source(m.1, indent: indent)
        }
        let flat = open + members.map { member($0, indent) }.joined(separator: ", ") + close
        if !flat.contains("\n"), indent + flat.count <= width { return flat }
        let pad = String(repeating: " ", count: indent + 4)
        let lines = members.map { pad + member($0, indent + 4) }
        let body = lines.joined(separator: ",\n") + (trailingComma && !lines.isEmpty ? "," : "")
        return open + "\n" + body + "\n" + String(repeating: " ", count: indent) + close
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

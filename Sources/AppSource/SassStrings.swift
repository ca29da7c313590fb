import Syntax

/// A Sass project's string settings (`$css-var-prefix: "--pico-" !default;`, `$parent-selector: "";`), read
/// from every `.scss` file, so that a stylesheet naming its colors through them (`var(#{$css-var-prefix}color)`,
/// `#{$parent-selector} button`) names them as the compiled CSS does. A name given two different values is
/// left as written.
struct SassStrings: Sendable {
    private(set) var values: [String: String?] = [:]

    static func contributes(_ path: String) -> Bool {
        path.hasSuffix(".scss")
    }

    mutating func read(_ file: SourceText) {
        guard file.bytes.contains(0x24) else { return }
        for line in String(decoding: file.bytes, as: UTF8.self).split(separator: "\n") {
            guard line.first == "$", let colon = line.firstIndex(of: ":") else { continue }
            let name = String(line[line.index(after: line.startIndex)..<colon])
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                continue
            }
            let rest = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            guard rest.first == "\"" || rest.first == "'", let value = QuotedStrings.of(String(rest)).first,
                !value.contains("#{")
            else { continue }
            if let known = values[name], known != value {
                values[name] = .some(nil)
            } else {
                values[name] = value
            }
        }
    }

    /// `text` with each `#{$name}` of a known name replaced by its value.
    func interpolated(_ text: String) -> String {
        guard text.contains("#{$") else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "#{$") {
            out += rest[..<open.lowerBound]
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: "}") else {
                rest = rest[open.lowerBound...]
                break
            }
            let name = String(after[..<close])
            if let known = values[name], let value = known {
                out += value
            } else {
                out += rest[open.lowerBound...close]
            }
            rest = after[after.index(after: close)...]
        }
        return out + rest
    }
}

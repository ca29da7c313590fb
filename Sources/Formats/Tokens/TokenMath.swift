import ThemeModel

/// The arithmetic Tokens Studio evaluates in token values (`0.5 + 6 * 0.04`, `{opacity.low} * 2`, `40%`), and
/// the one color function it computes on a reference, `rgba({colors.red.500}, 0.5)`: the color at that opacity.
enum TokenMath {
    /// `text`'s value: numbers (a trailing `%` is hundredths), `+ - * /`, parentheses, and `{references}` that
    /// `lookup` gives numbers for; nil for anything else, a missing reference, or a division by zero.
    static func evaluate(_ text: String, lookup: @escaping (String) -> Double? = { _ in nil }) -> Double? {
        var parser = Parser(Array(text.unicodeScalars), lookup: lookup)
        guard let value = parser.sum(), parser.atEnd, value.isFinite else { return nil }
        return value
    }

    /// `rgba({ref}, alpha)` (or `rgb(`): the reference and the alpha as written; nil for any other text.
    static func colorWithAlpha(_ text: String) -> (reference: String, alpha: String)? {
        let t = text.trimmingSpaces
        let lower = t.lowercased()
        guard lower.hasPrefix("rgba(") || lower.hasPrefix("rgb("), t.hasSuffix(")") else { return nil }
        let inside = t.drop { $0 != "(" }.dropFirst().dropLast()
        let trimmed = String(inside).trimmingSpaces
        guard trimmed.hasPrefix("{"), let close = trimmed.firstIndex(of: "}") else { return nil }
        let reference = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close]).trimmingSpaces
        var rest = String(trimmed[trimmed.index(after: close)...]).trimmingSpaces
        guard !reference.isEmpty, rest.hasPrefix(",") else { return nil }
        rest = String(rest.dropFirst()).trimmingSpaces
        guard !rest.isEmpty, !rest.contains(",") else { return nil }
        return (reference, rest)
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        let lookup: (String) -> Double?
        var i = 0

        init(_ scalars: [Unicode.Scalar], lookup: @escaping (String) -> Double?) {
            self.scalars = scalars
            self.lookup = lookup
        }

        var atEnd: Bool {
            mutating get {
                skipSpaces()
                return i == scalars.count
            }
        }

        mutating func skipSpaces() { while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" { i += 1 } }

        mutating func peek() -> Unicode.Scalar? {
            skipSpaces()
            return i < scalars.count ? scalars[i] : nil
        }

        mutating func sum() -> Double? {
            guard var value = product() else { return nil }
            while let op = peek(), op == "+" || op == "-" {
                i += 1
                guard let next = product() else { return nil }
                value = op == "+" ? value + next : value - next
            }
            return value
        }

        mutating func product() -> Double? {
            guard var value = factor() else { return nil }
            while let op = peek(), op == "*" || op == "/" {
                i += 1
                guard let next = factor() else { return nil }
                if op == "/" && next == 0 { return nil }
                value = op == "*" ? value * next : value / next
            }
            return value
        }

        mutating func factor() -> Double? {
            guard let c = peek() else { return nil }
            if c == "-" {
                i += 1
                return factor().map { -$0 }
            }
            if c == "(" {
                i += 1
                guard let value = sum(), peek() == ")" else { return nil }
                i += 1
                return value
            }
            if c == "{" {
                guard let close = scalars[i...].firstIndex(of: "}") else { return nil }
                let name = String(String.UnicodeScalarView(scalars[(i + 1)..<close])).trimmingSpaces
                i = close + 1
                return lookup(name)
            }
            var digits = ""
            while i < scalars.count, scalars[i].properties.numericType != nil || scalars[i] == "." {
                guard scalars[i].isASCII else { return nil }
                digits.unicodeScalars.append(scalars[i])
                i += 1
            }
            guard var value = Double(digits) else { return nil }
            if i < scalars.count, scalars[i] == "%" {
                value /= 100
                i += 1
            }
            return value
        }
    }
}

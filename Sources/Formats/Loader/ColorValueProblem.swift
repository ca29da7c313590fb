import ColorScience
import ThemeModel

/// Why a color string of a JSON palette (a dusk theme's value, a design token's `$value`) is neither a CSS color
/// nor a whole alias `{name}`: what is missing and where, and a hint only where it is right. The alias hint is
/// for a value that looks like a bare name; a malformed function or brace says what it lacks.
struct ColorValueProblem: Equatable {
    var reason: String
    /// Where in the string as written, in Unicode scalars from its start; nil for the value as a whole.
    var offset: Int?

    /// `text` as written (spaces kept); `failure` what `CSSColor.parse(text)` said of it; `expected` the reader's
    /// sentence of what a value may be.
    static func of(_ text: String, _ failure: CSSColor.Failure, expected: String) -> ColorValueProblem {
        if let braces = unbalancedBraces(text) { return braces }
        let value = text.trimmingSpaces
        let lower = value.lowercased()
        // `var(--brand)`: CSS's reference, which these files write as an alias.
        if lower.hasPrefix("var(--"), lower.hasSuffix(")") {
            let name = String(value.dropFirst(6).dropLast()).trimmingSpaces
            let alias = looksLikeName(name) ? "; for an alias write \"{\(SafeText.excerpt(name))}\"" : ""
            return ColorValueProblem(reason: "`var()` refers to a CSS custom property, not a color\(alias)")
        }
        if let reason = failure.reason { return ColorValueProblem(reason: reason, offset: failure.offset) }
        return ColorValueProblem(reason: expected + hint(value))
    }

    /// `{name` and `name}`: an alias with one of its braces, said before anything else is read into it.
    static func unbalancedBraces(_ text: String) -> ColorValueProblem? {
        let value = text.trimmingSpaces
        let lead = text.unicodeScalars.prefix { $0.isSpace }.count
        if value.hasPrefix("{"), !value.contains("}") {
            return ColorValueProblem(
                reason: "`{` is not closed: expected `}`", offset: lead + value.unicodeScalars.count)
        }
        if value.hasSuffix("}"), !value.contains("{") {
            let name = String(value.dropLast()).trimmingSpaces
            let alias = looksLikeName(name) ? "; for an alias write \"{\(SafeText.excerpt(name))}\"" : ""
            return ColorValueProblem(
                reason: "`}` closes no `{`\(alias)", offset: lead + value.unicodeScalars.count - 1)
        }
        return nil
    }

    /// What the value may have meant, when that can be told: hex digits without their `#`, Tailwind's bare
    /// channels, a named color misspelled, a bare name meant as an alias; "" when nothing fits.
    static func hint(_ value: String) -> String {
        let quoted = SafeText.excerpt(value)
        let lower = value.lowercased()
        if RGBA(hex: "#" + value) != nil {
            // `cafe` is a hex color and a name both.
            let alsoName = value.allSatisfy(\.isLetter) ? " or the alias \"{\(quoted)}\"" : ""
            return "; did you mean \"#\(quoted)\"\(alsoName)?"
        }
        if lower.hasPrefix("0x"), value.count == 8, RGBA(hex: "#" + value.dropFirst(2)) != nil {
            return "; did you mean \"#\(SafeText.excerpt(String(value.dropFirst(2))))\"?"
        }
        if let function = CSSValues.channelFunction(lower) {
            return "; did you mean \"\(function)(\(quoted))\"?"
        }
        let name = value.hasPrefix("$") ? String(value.dropFirst()) : value
        guard looksLikeName(name) else { return "" }
        if let named = Suggestion.nearest(to: lower, in: Array(CSSColor.namedColors.keys)) {
            return "; did you mean \"\(named)\" or the alias \"{\(SafeText.excerpt(name))}\"?"
        }
        return "; for an alias write \"{\(SafeText.excerpt(name))}\""
    }

    /// A bare name, as colors and tokens are named (`brandBlue`, `color.bg.primary`, `gray-100`, `Brand/Primary`,
    /// Figma's `Brand Blue`): words of letters, digits and `.`, `-`, `_`, `/`, each starting with a letter. Not a
    /// value with brackets, a `#`, a `%` or a number.
    static func looksLikeName(_ text: some StringProtocol) -> Bool {
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            guard let first = word.first, first.isLetter || first == "_" else { return false }
            return word.allSatisfy { $0.isLetter || $0.isNumber || ".-_/".contains($0) }
        }
    }
}

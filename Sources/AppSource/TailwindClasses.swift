import Pairs
import ThemeModel

/// One element's Tailwind class list as it draws: the colors of `text-X`, `fill-X`, `stroke-X`, `bg-Y` and
/// `border-Z` (all four sides: a boundary, not a rule), by state (`hover:`, `data-[state=open]:`) and style
/// (`dark:`), and whether its text is large.
struct TailwindClasses {
    struct Color: Hashable {
        var name: String
        var kind: DrawnPair.Kind
        /// The variants other than `dark:`, sorted (`hover`), "" at rest.
        var state: String
        var style: InterfaceStyle?
    }
    var foregrounds: [Color] = []
    var backgrounds: [Color] = []
    var borders: [Color] = []
    var isLarge = false
    var isBold = false

    init(_ list: String) {
        var size = ""
        for token in list.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }) {
            var variants = Self.splitVariants(String(token))
            var utility = variants.removeLast()
            if utility.hasPrefix("!") { utility.removeFirst() }
            let styles = variants.map(ModeWords.namesStyle)
            let style = styles.compactMap { $0 }.first
            let state = zip(variants, styles).filter { $0.1 == nil }.map(\.0).sorted().joined(separator: ":")
            if ["font-bold", "font-semibold", "font-extrabold", "font-black"].contains(utility) { isBold = true }
            for (prefix, kind) in [("text-", DrawnPair.Kind.text), ("fill-", .glyph), ("stroke-", .glyph)]
            where utility.hasPrefix(prefix) {
                let rest = String(utility.dropFirst(prefix.count))
                if Self.sizes.contains(rest) {
                    size = rest
                } else if let name = Self.colorName(rest, skipping: Self.notTextColors) {
                    foregrounds.append(Color(name: name, kind: kind, state: state, style: style))
                }
            }
            if utility.hasPrefix("border-"),
                let name = Self.colorName(String(utility.dropFirst(7)), skipping: Self.notBorders),
                name.first?.isNumber != true
            {
                borders.append(Color(name: name, kind: .glyph, state: state, style: style))
            }
            if utility.hasPrefix("bg-"),
                let name = Self.colorName(String(utility.dropFirst(3)), skipping: Self.notBackgrounds)
            {
                backgrounds.append(Color(name: name, kind: .text, state: state, style: style))
            }
        }
        // WCAG's large text: 24 px, or 18.66 px bold (`text-xl` is 20 px).
        isLarge = ["2xl", "3xl", "4xl", "5xl", "6xl", "7xl", "8xl", "9xl"].contains(size) || (size == "xl" && isBold)
    }

    var isEmpty: Bool { foregrounds.isEmpty && backgrounds.isEmpty }

    /// Sets a text (or icon) color and a background at rest itself.
    var drawsOnItsOwn: Bool {
        !foregrounds.isEmpty && backgrounds.contains { $0.state.isEmpty }
    }

    /// The background this element's text of `state` and `style` is drawn on, when the element has one.
    func background(state: String, style: InterfaceStyle?) -> String? {
        let candidates = [(state, style), (state, nil), ("", style), ("", nil)]
        for (s, st) in candidates {
            if let bg = backgrounds.first(where: { $0.state == s && $0.style == st }) { return bg.name }
        }
        return nil
    }

    /// `dark:hover:bg-x/50` → `["dark", "hover", "bg-x/50"]`: colons inside brackets are the value's.
    static func splitVariants(_ token: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for c in token {
            if c == "[" { depth += 1 }
            if c == "]" { depth -= 1 }
            if c == ":", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        parts.append(current)
        return parts
    }

    /// The palette name of a utility's value: `primary-foreground` and `primary-foreground/100` →
    /// `primary-foreground`, `[var(--brand)]` and `(--brand)` → `brand`; nil for a value that is no color.
    /// `primary/10` (primary at 10 %) is no palette color: it stays `primary/10`, which the palette does not
    /// have, so the place is counted among those drawing other colors, and text on it is not judged on `primary`.
    static func colorName(_ value: String, skipping: Set<String>) -> String? {
        var v = value
        var opacity = ""
        if let slash = v.lastIndex(of: "/"), !v.hasPrefix("[") {
            opacity = String(v[v.index(after: slash)...])
            v = String(v[..<slash])
        }
        if !opacity.isEmpty, !["100", "[1]", "[100%]", "(1)"].contains(opacity) {
            guard let name = colorName(v, skipping: skipping) else { return nil }
            return name + "/" + opacity
        }
        if v.hasPrefix("[") || v.hasPrefix("(") {
            guard let start = v.firstIndex(of: "-"), v[start...].hasPrefix("--") else { return nil }
            let name = v[v.index(start, offsetBy: 2)...].prefix { $0 != ")" && $0 != "]" && $0 != "," }
            return name.isEmpty ? nil : String(name)
        }
        guard !v.isEmpty, !skipping.contains(v), !skipping.contains(where: { $0.hasSuffix("-") && v.hasPrefix($0) })
        else { return nil }
        return v
    }

    static let sizes: Set<String> = [
        "xs", "sm", "base", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl", "8xl", "9xl",
    ]
    static let notTextColors: Set<String> = [
        "left", "center", "right", "justify", "start", "end", "wrap", "nowrap", "balance", "pretty", "ellipsis",
        "clip", "transparent", "current", "inherit", "shadow-", "decoration-", "opacity-", "indent-",
    ]
    /// Widths, styles, one side's border (`border-b-x`: a rule under it, not its boundary) and what is no color.
    static let notBorders: Set<String> = [
        "solid", "dashed", "dotted", "double", "hidden", "none", "collapse", "separate", "transparent", "current",
        "inherit", "spacing-", "opacity-", "t-", "b-", "l-", "r-", "x-", "y-", "s-", "e-", "t", "b", "l", "r", "x",
        "y", "s", "e",
    ]
    static let notBackgrounds: Set<String> = [
        "none", "cover", "contain", "center", "no-repeat", "repeat", "fixed", "local", "scroll", "auto", "top",
        "bottom", "left", "right", "transparent", "current", "inherit", "clip-", "gradient-", "linear-", "radial-",
        "conic-", "origin-", "repeat-", "blend-", "opacity-", "left-", "right-", "top-", "bottom-",
    ]
}

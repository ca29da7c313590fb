import ThemeModel

/// An element's own `style`: `style="color: var(--hint); background-color: var(--card)"` in HTML, Vue's
/// `:style="{ color: 'var(--hint)' }"` and JSX's `style={{ backgroundColor: "var(--card)" }}`, read as the
/// Tailwind utilities that draw the same (`text-[var(--hint)] bg-[var(--card)]`), so an inline color pairs with
/// its element's and its containers' backgrounds as a class does. Only theme properties (`var(--name)`) are
/// colors of the palette; a literal `#333` is none of its colors and is left out.
enum InlineStyle {
    /// The utilities of a CSS declaration list.
    static func utilities(css: String) -> String {
        utilities(
            declarations: css.split(separator: ";").map { declaration in
                let parts = declaration.split(separator: ":", maxSplits: 1)
                return (String(parts.first ?? ""), parts.count > 1 ? String(parts[1]) : "")
            })
    }

    /// The utilities of a script object (`{ color: 'var(--x)', backgroundColor: "var(--y)" }`).
    static func utilities(script: String) -> String {
        utilities(
            declarations: script.split(separator: ",").map { entry in
                let parts = entry.split(separator: ":", maxSplits: 1)
                let key = (parts.first ?? "").filter { !"{}'\"` \n\t\r".contains($0) }
                return (String(key), parts.count > 1 ? String(parts[1]) : "")
            })
    }

    private static func utilities(declarations: [(property: String, value: String)]) -> String {
        var out: [String] = []
        for (property, value) in declarations {
            guard let name = themeProperty(in: value) else { continue }
            switch property.trimmingSpaces.lowercased() {
            case "color": out.append("text-[var(--\(name))]")
            case "background", "background-color", "backgroundcolor": out.append("bg-[var(--\(name))]")
            default: continue
            }
        }
        return out.joined(separator: " ")
    }

    /// `name` of the first `var(--name)` in `value` (its fallback left out).
    private static func themeProperty(in value: String) -> String? {
        guard let start = value.firstRange(of: "var(--") else { return nil }
        let name = value[start.upperBound...].prefix { $0 != ")" && $0 != "," && !$0.isWhitespace }
        return name.isEmpty ? nil : String(name)
    }
}

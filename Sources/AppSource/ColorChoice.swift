import ThemeModel

/// What a color argument in code says: one palette color, one of two by a condition (`selected ? a : b`, `if
/// (muted) a else b`; a branch dusk cannot read is nil), or a value dusk does not read (a literal, a computed
/// color). A background it does not read hides what is behind it: nothing is judged on it. A condition on the
/// interface style (`isSystemInDarkTheme()`, `context.isDark`, `colorScheme == .dark`) picks a branch per style:
/// the dark branch is drawn in dark only, the other in light only.
enum ColorChoice: Equatable, Sendable {
    case color(String)
    case either(condition: String, String?, String?)
    case unread

    typealias Drawn = (foreground: String, background: String, style: InterfaceStyle?)

    /// The pairs a foreground of `fg` on a background of `bg` draws: under one condition branch by branch (the
    /// selected text on the selected fill), a style's branch in that style, else every branch on every one.
    static func pairs(_ fg: ColorChoice, on bg: ColorChoice) -> [Drawn] {
        let front = fg.branches
        let back = bg.branches
        if case .either(let c, _, _) = fg, case .either(let d, _, _) = bg, c == d {
            return zip(front, back).compactMap { f, b in f.name.flatMap { f2 in b.name.map { (f2, $0, f.style) } } }
        }
        var drawn: [Drawn] = []
        for f in front {
            for b in back {
                guard let fn = f.name, let bn = b.name else { continue }
                // Branches of two style conditions meet only in the same style.
                if let s = f.style, let t = b.style, s != t { continue }
                drawn.append((fn, bn, f.style ?? b.style))
            }
        }
        return drawn
    }

    /// Each branch's color (nil where it is not read) and the style it is drawn in, if its condition says one.
    private var branches: [(name: String?, style: InterfaceStyle?)] {
        switch self {
        case .color(let name): return [(name, nil)]
        case .either(let condition, let a, let b):
            let styles = Self.styles(of: condition)
            return [(a, styles?.whenTrue), (b, styles?.whenFalse)]
        case .unread: return []
        }
    }

    /// The styles a condition's two branches are drawn in: `isDark`, `isSystemInDarkTheme()`, `brightness ==
    /// Brightness.dark` (dark, then light), `isLight`, `!darkTheme` (light, then dark); nil for any other.
    static func styles(of condition: String) -> (whenTrue: InterfaceStyle, whenFalse: InterfaceStyle)? {
        let words = NameWords.split(condition, .mode)
        let dark = words.contains { $0 == "dark" || $0 == "night" }
        let light = words.contains { $0 == "light" || $0 == "day" }
        guard dark != light else { return nil }
        let trimmed = condition.drop { $0 == " " || $0 == "(" }
        let negated =
            trimmed.hasPrefix("!") || condition.contains("!=") || condition.contains("== false")
            || words.first == "not"
        return (dark != negated) ? (.dark, .light) : (.light, .dark)
    }

    /// The palette colors it may be.
    var names: [String] {
        switch self {
        case .color(let name): return [name]
        case .either(_, let a, let b): return [a, b].compactMap { $0 }
        case .unread: return []
        }
    }
}

/// How a theme's own color is used on screen, for the palette-in-use screen:
/// declared in `roles` (`"brandPurple": "accent"`), else guessed.
public enum PaletteUsage: String, CaseIterable, Sendable, Hashable {
    case text, background, fill, accent, separator, icon

    /// The contrast role a usage word in `roles` means for `check`.
    public var checkedRole: ColorRole {
        switch self {
        case .text, .accent: return .text      // accents are links and tinted buttons: text
        case .background: return .background
        case .icon: return .ui
        case .fill, .separator: return .decorative
        }
    }

    /// The guess when nothing is declared: a word in the name (`cardBackground`,
    /// `brandText`, `dividerColor`), else the color itself in light: mostly
    /// transparent is a fill, colorful an accent, very light a background,
    /// anything else text.
    public static func guess(name: String, light: RGBA?) -> PaletteUsage {
        let words = NameWords.split(name)
        let table: [(PaletteUsage, Set<String>)] = [
            (.separator, ["separator", "divider", "border", "stroke", "outline", "hairline", "rule"]),
            (.background, ["background", "backgrounds", "bg", "surface", "canvas", "backdrop", "card", "sheet", "page", "base"]),
            (.fill, ["fill", "overlay", "scrim", "wash", "shade", "muted"]),
            (.icon, ["icon", "icons", "glyph", "symbol"]),
            (.text, ["text", "label", "foreground", "fg", "title", "ink", "heading", "body", "caption", "on"]),
            (.accent, ["tint", "accent", "brand", "primary", "action", "button", "link", "cta", "highlight", "emphasis"]),
        ]
        // The last word decides first ("brandBackground" is a background, "backgroundText" text).
        for word in words.reversed() {
            if let hit = table.first(where: { $0.1.contains(word) }) { return hit.0 }
        }
        guard let c = light else { return .text }
        if c.a < 153 { return .fill }
        let lch = OKLCH(c)
        if lch.c >= 0.06 { return .accent }
        if lch.l >= 0.85 { return .background }
        return .text
    }
}

extension Theme {
    /// The colors this theme's own files define or override (not the built-in
    /// palette's, not the default tint), in theme order.
    public var ownColorNames: [String] {
        names.filter { name in
            guard let c = self[name] else { return false }
            return c.origin != BuiltinThemes.defaultName && c.origin != "default"
        }
    }

    /// How `name` is used: declared, from its declared contrast role, or guessed.
    public func usage(of name: String) -> PaletteUsage {
        if let u = declaredUsages[name] { return u }
        switch declaredRoles[name] {
        case .text?, .largeText?: return .text
        case .background?: return .background
        case .ui?: return .icon
        case .decorative?, nil: return PaletteUsage.guess(name: name, light: resolve(name, .light))
        }
    }
}

/// `brandBackgroundColor` → brand, background, color; `bg-primary` → bg, primary.
enum NameWords {
    static func split(_ name: String) -> [String] {
        var words: [String] = [], word = ""
        var previousLower = false
        for c in name {
            if !(c.isLetter || c.isNumber) {
                if !word.isEmpty { words.append(word.lowercased()); word = "" }
                previousLower = false
                continue
            }
            if c.isUppercase, previousLower, !word.isEmpty { words.append(word.lowercased()); word = "" }
            word.append(c)
            previousLower = c.isLowercase || c.isNumber
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        return words.filter { $0 != "color" && $0 != "colors" }
    }
}

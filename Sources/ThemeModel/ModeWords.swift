/// What the words of a mode, context, class or attribute name say about the appearance (`dark`,
/// `light_ax`, `darkHighContrast`, `dark-theme`): the one reading of them for every format.
package struct ModeWords {
    package var style: InterfaceStyle?
    package var high = false
    package var elevated = false
    /// Words that name something else too (`dimmed`, `tritanopia`, `brand`): another mode, not an appearance.
    package var saysMore = false

    package init(_ name: String) {
        for w in NameWords.split(name, .mode) {
            switch w {
            // `OSdark`, `OSlight`: Open Props' custom media for the system's mode.
            case "light", "default", "day", "oslight": style = style ?? .light
            case "dark", "night", "osdark": style = .dark
            case "contrast", "high", "hc", "ax", "increased", "more": high = true
            case "elevated": elevated = true
            case "mode", "theme", "color", "colors", "base", "normal", "standard", "scheme": break
            default: saysMore = true
            }
        }
    }

    /// Says only "high contrast" (`Contrast`, `High Contrast`): which style it belongs to is for the values to say.
    package var isContrastOnly: Bool { !saysMore && high && style == nil && !elevated }

    /// One word (`dark`, `night`) that names the dark style: what a file's dark half is called.
    package static func namesDark(_ word: String) -> Bool {
        let words = ModeWords(word)
        return words.style == .dark && !words.saysMore
    }

    /// Whether `text` may hold a word that names a style (a quick look before `namesStyle` reads its words).
    package static func mayNameStyle(_ text: String) -> Bool {
        // Asked of every selector of an app's stylesheets: the last five bytes, ASCII lowercased, in one word.
        let dark: UInt64 = 0x6461_726B
        let light: UInt64 = 0x6C_6967_6874
        let night: UInt64 = 0x6E_6967_6874
        var window: UInt64 = 0
        for byte in text.utf8 {
            let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            window = (window << 8 | UInt64(lower)) & 0xFF_FFFF_FFFF
            if window & 0xFFFF_FFFF == dark || window == light || window == night { return true }
        }
        return false
    }

    /// The style one word of an app's selector or class names (`.dark .card`, `[data-theme=light]`), if any:
    /// not `default` or `day`, which name other things there (`.btn-default`).
    package static func namesStyle(_ word: String) -> InterfaceStyle? {
        let words = ModeWords(word)
        guard !words.saysMore, let style = words.style else { return nil }
        return style == .dark || !["default", "day"].contains(word.lowercased()) ? style : nil
    }

    /// Says something about the appearance and nothing else.
    package var isAppearance: Bool { !saysMore && (style != nil || high || elevated) }
}

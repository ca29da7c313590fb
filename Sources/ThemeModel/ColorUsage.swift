import ColorScience

/// How a color is used on screen: the one usage model behind `check`, `fix`,
/// `derive`, the palette screen and the inspector. Declared in the theme's
/// `roles` (`"brandPurple": "accent"`), Apple's meaning for Apple's names,
/// else guessed from the name and the color (`guess`).
public enum ColorUsage: String, CaseIterable, Sendable, Hashable {
    /// Body text: 4.5:1 on every background.
    case text
    /// Large or bold text (18 pt, or 14 pt bold): 3:1.
    case largeText
    /// Icons, glyphs, controls: 3:1 (WCAG 1.4.11). Written `icon` or `ui` in `roles`.
    case icon
    /// A surface the other colors are drawn on.
    case background
    /// Lines between content: no fainter than Apple's separator on the same background.
    case separator
    /// Translucent fills of controls and wells: like Apple's fills, not judged.
    case fill
    /// A brand or tint color: links and tinted text on the backgrounds (4.5:1), and
    /// the fill of buttons under white bold titles (3:1).
    case accent
    /// A colorful fill that content sits on (a red badge, a destructive button, a brand banner): judged
    /// under white bold titles (3:1), not as a surface for every text color.
    case colorFill
    /// Ornaments, disabled states, watermarks: not judged.
    case decorative

    /// The usage a word in `roles` names (`ui` is the WCAG name for icons and controls).
    public init?(roleWord: String) {
        if roleWord == "ui" {
            self = .icon
            return
        }
        self.init(rawValue: roleWord)
    }

    /// Every word `roles` accepts, for messages.
    public static var roleWords: [String] { allCases.map(\.rawValue) + ["ui"] }

    /// The contrast level the usage is checked at (as text, UI, or not at all).
    public var checkedRole: ColorRole {
        switch self {
        case .text, .accent: return .text
        case .largeText: return .largeText
        case .icon: return .ui
        case .background: return .background
        case .separator: return .separator
        case .fill, .colorFill, .decorative: return .decorative
        }
    }

    /// Apple's own colors by their meaning. quaternaryLabel is decorative:
    /// Apple uses it for watermark-like text, nowhere near a contrast minimum by design.
    package static let system: [String: ColorUsage] = {
        var table: [String: ColorUsage] = [
            "label": .text, "secondaryLabel": .text, "link": .accent, Theme.tintName: .accent,
            "tertiaryLabel": .largeText, "placeholderText": .largeText, "quaternaryLabel": .decorative,
            "lightText": .text, "darkText": .text,
            "separator": .separator, "opaqueSeparator": .separator,
        ]
        for name in [
            "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
            "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        ] {
            table[name] = .background
        }
        for name in ["systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill"] {
            table[name] = .fill
        }
        for name in [
            "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemTeal", "systemBlue",
            "systemIndigo", "systemPurple", "systemPink", "systemBrown",
        ] {
            table[name] = .accent
        }
        // The grays are swatches for fills and borders more than text: Apple gives them no contrast role.
        for name in ["systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6"] {
            table[name] = .decorative
        }
        return table
    }()

    /// The guess when nothing is declared: the last telling word of the name
    /// (`cardBackground`, `brandText`, `dividerColor`; "brandBackground" is a
    /// background, "backgroundText" text), else the color itself in light:
    /// mostly transparent is a fill, colorful an accent, very light a
    /// background, anything else text.
    public static func guess(name: String, light: RGBA?) -> ColorUsage {
        let words = NameWords.split(name)
        // A step of a scale (`gray600`, `brand.200`, Radix's `blue9`) is a swatch, judged where a semantic color
        // uses it; a small number after a role word is a level of that role (`surface2`, `text3`).
        if let last = words.last, let step = Int(last) {
            let before = words.dropLast().last.flatMap { word in wordTable.first { $0.words.contains(word) }?.usage }
            if step >= 10 { return .decorative }
            return before ?? .decorative
        }
        for word in words.reversed() {
            guard let hit = wordTable.first(where: { $0.words.contains(word) }) else { continue }
            // A "background" that is colorful is a fill content sits on, not a page every text color meets.
            if hit.usage == .background, let c = light, c.a >= 153, OKLCH(c).c >= 0.06 { return .colorFill }
            return hit.usage
        }
        guard let c = light else { return .text }
        if c.a < 153 { return .fill }
        let lch = OKLCH(c)
        if lch.c >= 0.06 { return .accent }
        if lch.l >= 0.85 { return .background }
        return .text
    }

    /// True when a word of the name says how the color is used (`cardBackground`, `brandText`).
    public static func nameSaysUsage(_ name: String) -> Bool {
        NameWords.split(name).contains { word in wordTable.contains { $0.words.contains(word) } }
    }

    private static let wordTable: [(usage: ColorUsage, words: Set<String>)] = [
        (
            .separator,
            ["separator", "seperator", "separators", "divider", "border", "stroke", "outline", "hairline", "rule"]
        ),
        (.decorative, ["shadow", "disabled", "decoration", "watermark", "gradient"]),
        (.largeText, ["placeholder"]),
        (
            .background,
            ["background", "backgrounds", "bg", "surface", "canvas", "backdrop", "card", "sheet", "page", "base"]
        ),
        (.fill, ["fill", "overlay", "scrim", "wash", "shade", "muted"]),
        (.icon, ["icon", "icons", "glyph", "symbol"]),
        (.text, ["text", "label", "foreground", "fg", "title", "ink", "heading", "body", "caption", "on"]),
        (.accent, ["tint", "accent", "brand", "primary", "action", "button", "link", "cta", "highlight", "emphasis"]),
    ]

    /// A name that says which interface style it is for (`lightText`, `onDarkLabel`), or that names its color:
    /// a fixed color, the same in every appearance (as UIKit's lightText and darkText are).
    public static func isStyleFixed(_ name: String) -> Bool {
        let words = NameWords.split(name)
        // `black` and `pureWhite` name their color: derived to the opposite, they would be absurd.
        return words.contains { $0 == "light" || $0 == "dark" } || ["black", "white"].contains(words.last ?? "")
    }

    /// A background's place in a stack of surfaces, from the ordinal in its
    /// name (`secondarySystemBackground` 1, `surface3` 2): each step is one
    /// step lighter on Apple's dark surface ramp.
    public static func surfaceLevel(_ name: String) -> Int {
        let words = NameWords.split(name)
        let ordinals = ["primary": 0, "secondary": 1, "tertiary": 2, "quaternary": 3]
        for word in words.reversed() {
            if let level = ordinals[word] { return level }
            if let n = Int(word), (1...9).contains(n) { return n - 1 }
        }
        return 0
    }
}

extension ColorUsage {
    /// The contrast role a color of this usage is checked under (nil: not judged).
    package static func role(of usage: ColorUsage) -> ColorRole? {
        let role = usage.checkedRole
        return role == .decorative ? nil : role
    }
}

extension Theme {
    /// The origin of the tint a theme gets when it sets none (an alias of systemBlue).
    public static let defaultTintOrigin = "default"

    /// Whether the theme's own files define or override `name` (not a built-in palette's color, not the
    /// default tint): the one definition of a theme's own colors, by where they come from.
    public func isOwn(_ name: String) -> Bool {
        guard let c = self[name] else { return false }
        return !BuiltinThemes.names.contains(c.origin) && c.origin != Theme.defaultTintOrigin
    }

    /// The colors this theme's own files define or override, in theme order.
    public var ownColorNames: [String] { names.filter(isOwn) }

    /// How `name` is used: declared in `roles`, Apple's meaning for a color of
    /// the system palette, or guessed from its name and light value.
    public func usage(of name: String) -> ColorUsage {
        if let u = declaredUsages[name] { return u }
        if systemNames.contains(name), let u = ColorUsage.system[name] { return u }
        return ColorUsage.guess(name: name, light: resolve(name, .light))
    }

    /// The contrast role `name` is checked under (nil: not judged).
    public func role(of name: String) -> ColorRole? { ColorUsage.role(of: usage(of: name)) }
}

import ColorScience

/// How a color is used on screen, as `roles` names it; `UsageModel` says which use each color of a theme
/// has and which pairs of them are drawn.
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

    /// Apple's two stacks of surfaces, bottom first: each sits on the one before it (grouped cells on the
    /// grouped page), and in dark each is lighter than what it sits on (`DarkLayering`).
    public static let surfaceStacks: [[String]] = [
        ["systemBackground", "secondarySystemBackground", "tertiarySystemBackground"],
        ["systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground"],
    ]

    /// Apple's own colors by their meaning. quaternaryLabel is decorative:
    /// Apple uses it for watermark-like text, nowhere near a contrast minimum by design.
    package static let system: [String: ColorUsage] = {
        var table: [String: ColorUsage] = [
            "label": .text, "secondaryLabel": .text, "link": .accent, Theme.tintName: .accent,
            "tertiaryLabel": .largeText, "placeholderText": .largeText, "quaternaryLabel": .decorative,
            "lightText": .text, "darkText": .text,
            "separator": .separator, "opaqueSeparator": .separator,
        ]
        for name in surfaceStacks.joined() {
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

    /// A name that says which interface style it is for (`lightText`, `onDarkLabel`), or that names its color:
    /// a fixed color, the same in every appearance (as UIKit's lightText and darkText are).
    public static func isStyleFixed(_ name: String) -> Bool {
        let words = NameWords.split(name)
        // `black` and `pureWhite` name their color: derived to the opposite, they would be absurd.
        return words.contains { $0 == "light" || $0 == "dark" } || ["black", "white"].contains(words.last ?? "")
    }

    /// The ordinal words of names, by rank: a surface's level in its stack, a text's rank in its family.
    public static let ordinals = ["primary": 0, "secondary": 1, "tertiary": 2, "quaternary": 3]

    /// A background's place in a stack of surfaces, from the ordinal in its
    /// name (`secondarySystemBackground` 1, `surface3` 2): each step is one
    /// step lighter on Apple's dark surface ramp.
    public static func surfaceLevel(_ name: String) -> Int {
        let words = NameWords.split(name)
        for word in words.reversed() {
            if let level = ColorUsage.ordinals[word] { return level }
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
            && !c.origin.hasPrefix(Theme.roleOrigin(""))
    }

    /// The colors this theme's own files define or override, in theme order.
    public var ownColorNames: [String] { names.filter(isOwn) }

}

/// A contrast pair the theme declares: `"contrast": [{ "text": "brandText",
/// "on": ["cardBackground", "systemBackground"], "level": "AA" }]`. Checked in
/// every appearance, with the declared minimum.
public struct DeclaredPair: Hashable, Sendable {
    public var foreground: String
    public var backgrounds: [String]
    /// The WCAG ratio the pair must reach.
    public var minimum: Double
    /// `AA`, `AAA`, `AA-large`, `AAA-large`, or the ratio as written.
    public var level: String
    public var location: SourceLocation

    /// What the level says the foreground is: `AA-ui` a UI part, `-large` large text, else text.
    public var role: ColorRole {
        level.hasSuffix("-ui") ? .ui : level.hasSuffix("-large") ? .largeText : .text
    }

    /// WCAG 2.2 levels: AA text 4.5:1, AAA 7:1, large text 3:1 and 4.5:1; non-text UI (AA-ui) 3:1.
    public static let levels: [(name: String, minimum: Double)] = [
        ("AA", 4.5), ("AAA", 7), ("AA-large", 3), ("AAA-large", 4.5), ("AA-ui", 3),
    ]

    package init(foreground: String, backgrounds: [String], minimum: Double, level: String, location: SourceLocation) {
        self.foreground = foreground
        self.backgrounds = backgrounds
        self.minimum = minimum
        self.level = level
        self.location = location
    }
}

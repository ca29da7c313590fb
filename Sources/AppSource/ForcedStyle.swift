import Pairs
import Syntax
import ThemeModel

/// An app that shows one interface style whatever the system's: SwiftUI's `.preferredColorScheme(.dark)` in
/// the file that declares the `App` (or holds `@main`), or UIKit's `window.overrideUserInterfaceStyle = .dark`.
/// Its other style is never on screen, so nothing is judged there. A style preferred by one view (a camera
/// sheet) is not the app's. Read from the file's tokens: comments and strings say nothing.
public struct ForcedStyle: Sendable, Hashable {
    public var style: InterfaceStyle
    public var site: SourceSite

    /// Where the file whose Swift tokens are `t` forces a style, if it does.
    static func find(in file: SourceText, _ t: BraceTokens) -> [ForcedStyle] {
        var declaresApp = false
        for i in 0..<t.count {
            if t.isIdentifier(i, "main"), t.isPunctuation(i - 1, "@") { declaresApp = true }
            if t.isIdentifier(i, "App"), t.isOpen(i + 1, UInt8(ascii: "{")),
                t.isPunctuation(i - 1, ":") || (t.isPunctuation(i - 1, ".") && t.isIdentifier(i - 2, "SwiftUI"))
            {
                declaresApp = true
            }
        }
        var found: [ForcedStyle] = []
        for i in 1..<max(1, t.count) where t.isPunctuation(i - 1, ".") {
            let detail: String
            let styleToken: Int
            if declaresApp, t.isIdentifier(i, "preferredColorScheme"), t.isOpen(i + 1, UInt8(ascii: "(")),
                t.isPunctuation(i + 2, ".")
            {
                (detail, styleToken) = (".preferredColorScheme(.", i + 3)
            } else if t.isIdentifier(i, "overrideUserInterfaceStyle"),
                t.isIdentifier(i - 2, "window") || (t.isPunctuation(i - 2, "?") && t.isIdentifier(i - 3, "window")),
                t.isPunctuation(i + 1, "="), t.isPunctuation(i + 2, ".")
            {
                (detail, styleToken) = ("window.overrideUserInterfaceStyle = .", i + 3)
            } else {
                continue
            }
            guard styleToken < t.count, let style = InterfaceStyle(rawValue: t.name(styleToken)) else { continue }
            let closing = detail.hasSuffix("(.") ? ")" : ""
            found.append(
                ForcedStyle(
                    style: style, site: SourceSite(file.location(t[i - 1].start), detail + style.rawValue + closing)))
        }
        return found
    }

    /// The one style the app's code forces, when every place that forces one agrees.
    public static func agreed(_ all: [ForcedStyle]) -> ForcedStyle? {
        guard let first = all.first, all.allSatisfy({ $0.style == first.style }) else { return nil }
        return first
    }
}

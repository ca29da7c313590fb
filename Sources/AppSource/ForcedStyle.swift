import Pairs
import Syntax
import ThemeModel

/// An app that shows one interface style whatever the system's: SwiftUI's `.preferredColorScheme(.dark)` in
/// the file that declares the `App` (or holds `@main`), UIKit's `window.overrideUserInterfaceStyle = .dark`, or
/// `UIUserInterfaceStyle` in its Info.plist or its Xcode project's build settings.
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

    /// The style an Xcode project's build settings give its app (`INFOPLIST_KEY_UIUserInterfaceStyle = Dark;`,
    /// Xcode's generated Info.plist) or an `Info.plist` sets (`<key>UIUserInterfaceStyle</key>
    /// <string>Dark</string>`), one per place; none when a place says `Automatic`.
    static func find(inSettings file: SourceText) -> [ForcedStyle] {
        let key = file.path.hasSuffix(".pbxproj") ? "INFOPLIST_KEY_UIUserInterfaceStyle" : "UIUserInterfaceStyle"
        let needle = Array(key.utf8)
        var found: [ForcedStyle] = []
        var from = 0
        while let at = MarkupScanner.find(needle, in: file.bytes, from: from) {
            from = at + needle.count
            // The value: the word after `=` (build settings) or inside the next `<string>` (a plist).
            let window = Array(file.bytes[from..<min(file.bytes.count, from + 80)])
            var i = 0
            if let string = MarkupScanner.find(Array("<string>".utf8), in: window, from: 0) {
                i = string + 8
            } else {
                while i < window.count, !Self.isLetter(window[i]) { i += 1 }
            }
            var word = ""
            while i < window.count, Self.isLetter(window[i]), word.count < 16 {
                word.unicodeScalars.append(Unicode.Scalar(window[i]))
                i += 1
            }
            guard let style = InterfaceStyle(rawValue: word.lowercased()) else { return [] }
            found.append(ForcedStyle(style: style, site: SourceSite(file.location(at), "\(key) = \(word)")))
        }
        return found
    }

    private static func isLetter(_ c: UInt8) -> Bool { (c >= 65 && c <= 90) || (c >= 97 && c <= 122) }

    /// The one style the app's code forces, when every place that forces one agrees.
    public static func agreed(_ all: [ForcedStyle]) -> ForcedStyle? {
        guard let first = all.first, all.allSatisfy({ $0.style == first.style }) else { return nil }
        return first
    }
}

import Pairs
import Syntax
import ThemeModel

/// An app that shows one interface style whatever the system's: SwiftUI's `.preferredColorScheme(.dark)` in
/// the file that declares the `App`, or UIKit's `window.overrideUserInterfaceStyle = .dark`. Its other style
/// is never on screen, so nothing is judged there. A style preferred by one view (a camera sheet) is not the
/// app's.
public struct ForcedStyle: Sendable, Hashable {
    public var style: InterfaceStyle
    public var site: SourceSite

    static let markers: [(text: String, needsApp: Bool)] = [
        (".preferredColorScheme(.", true), ("window.overrideUserInterfaceStyle = .", false),
        ("window?.overrideUserInterfaceStyle = .", false),
    ]

    /// Where `file` forces a style, if it does.
    static func find(in file: SourceText) -> [ForcedStyle] {
        let b = file.bytes
        let declaresApp = ["@main", ": App {", "SwiftUI.App {"].contains {
            MarkupScanner.find(Array($0.utf8), in: b, from: 0) != nil
        }
        var found: [ForcedStyle] = []
        for (text, needsApp) in markers where declaresApp || !needsApp {
            var from = 0
            let needle = Array(text.utf8)
            while let at = MarkupScanner.find(needle, in: b, from: from) {
                from = at + needle.count
                let rest = b[from..<min(b.count, from + 5)]
                let style: InterfaceStyle? =
                    rest.starts(with: Array("dark".utf8))
                    ? .dark : rest.starts(with: Array("light".utf8)) ? .light : nil
                guard let style else { continue }
                found.append(ForcedStyle(style: style, site: SourceSite(file.location(at), text + style.rawValue)))
            }
        }
        return found
    }

    /// The one style the app's code forces, when every place that forces one agrees.
    public static func agreed(_ all: [ForcedStyle]) -> ForcedStyle? {
        guard let first = all.first, all.allSatisfy({ $0.style == first.style }) else { return nil }
        return first
    }
}

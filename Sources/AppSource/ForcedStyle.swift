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
        let b = codeOnly(file.bytes)
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
                found.append(
                    ForcedStyle(
                        style: style,
                        site: SourceSite(file.location(at), text + style.rawValue + (text.hasSuffix("(.") ? ")" : ""))))
            }
        }
        return found
    }

    /// Swift's bytes with comments and string literals blanked (lines and offsets kept): what the code does,
    /// not what it says.
    static func codeOnly(_ bytes: [UInt8]) -> [UInt8] {
        var b = bytes
        var i = 0
        func blank(_ range: Range<Int>) {
            for k in range where b[k] != 10 { b[k] = 32 }
        }
        while i < b.count {
            let c = b[i]
            let next = i + 1 < b.count ? b[i + 1] : 0
            if c == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                let end = b[i...].firstIndex(of: 10) ?? b.count
                blank(i..<end)
                i = end
            } else if c == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                let end = MarkupScanner.find(Array("*/".utf8), in: b, from: i + 2).map { $0 + 2 } ?? b.count
                blank(i..<end)
                i = end
            } else if c == UInt8(ascii: "\"") {
                let triple = MarkupScanner.find(Array("\"\"\"".utf8), in: b, from: i) == i
                let close = triple ? MarkupScanner.find(Array("\"\"\"".utf8), in: b, from: i + 3).map { $0 + 3 } : nil
                var end = close ?? b.count
                if !triple {
                    var j = i + 1
                    while j < b.count, b[j] != UInt8(ascii: "\""), b[j] != 10 {
                        j += b[j] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    end = min(j + 1, b.count)
                }
                blank(i..<end)
                i = end
            } else {
                i += 1
            }
        }
        return b
    }

    /// The one style the app's code forces, when every place that forces one agrees.
    public static func agreed(_ all: [ForcedStyle]) -> ForcedStyle? {
        guard let first = all.first, all.allSatisfy({ $0.style == first.style }) else { return nil }
        return first
    }
}

import Pairs
import Syntax
import ThemeModel

/// Tailwind's `@apply` in a stylesheet (`html, body { @apply bg-theme-bg-default text-theme-fg-default; }`): the
/// rule draws its classes' text colors on its classes' background, or over the page where it sets none; on the
/// page's own selector the background is the page. (The compiled stylesheet Tailwind writes is skipped: it has
/// a rule for every utility, used or not.)
enum TailwindApply {
    static func pairs(in file: SourceText) -> [SourcePair] {
        let bytes = file.bytes
        guard MarkupScanner.find(Array("@apply".utf8), in: bytes, from: 0) != nil else { return [] }
        var found: [SourcePair] = []
        // The selectors of the blocks open at each point, and where the current statement started.
        var selectors: [String] = []
        var start = 0
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                i = (MarkupScanner.find(Array("*/".utf8), in: bytes, from: i + 2) ?? bytes.count) + 2
                start = i
                continue
            }
            switch b {
            case UInt8(ascii: "{"):
                selectors.append(file.string(start..<i).split(whereSeparator: \.isWhitespace).joined(separator: " "))
                start = i + 1
            case UInt8(ascii: "}"):
                _ = selectors.popLast()
                start = i + 1
            case UInt8(ascii: ";"):
                start = i + 1
            case UInt8(ascii: "@") where !selectors.isEmpty && bytes[i...].starts(with: Array("@apply".utf8)):
                var end = i
                while end < bytes.count, bytes[end] != UInt8(ascii: ";"), bytes[end] != UInt8(ascii: "}") { end += 1 }
                let list = file.string((i + 6)..<end).replacingAll("!important", "")
                found += pairs(TailwindClasses(list), selector: selectors.last!, at: file.location(i))
                i = end
                start = end
                continue
            default:
                break
            }
            i += 1
        }
        return found
    }

    static func pairs(_ classes: TailwindClasses, selector: String, at location: SourceLocation) -> [SourcePair] {
        var found: [SourcePair] = []
        let shown = "`\(StylesheetScanner.short(selector))` @apply"
        let page = StylesheetScanner.isPage(selector)
        if page {
            for bg in classes.backgrounds where bg.state.isEmpty {
                found.append(
                    SourcePair(
                        foreground: SourcePair.page, background: bg.name, kind: .text, style: bg.style,
                        site: SourceSite(location, "the page's background")))
            }
        }
        for fg in classes.foregrounds {
            let bg = classes.background(state: fg.state, style: fg.style)
            let kind = fg.kind == .text && classes.isLarge ? DrawnPair.Kind.largeText : fg.kind
            found.append(
                SourcePair(
                    foreground: fg.name, background: bg ?? SourcePair.page, kind: kind, style: fg.style,
                    site: SourceSite(location, shown + (bg == nil ? ", over the page" : ""))))
        }
        return found
    }
}

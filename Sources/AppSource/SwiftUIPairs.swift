import Pairs
import Syntax

/// SwiftUI's pairs: a foreground modifier with the background of its own chain or of the nearest container.
struct SwiftUIPairs {
    let chains: PostfixChains
    let file: SourceText
    let colors: SwiftColors

    /// Views that draw text; anything else but images and shapes is a container whose texts take the color.
    static let texts: Set<String> = [
        "Text", "Label", "TextField", "SecureField", "TextEditor", "Button", "Link", "Toggle", "Picker", "Menu",
        "NavigationLink", "Stepper", "DatePicker", "ShareLink",
    ]
    static let images: Set<String> = ["Image", "AsyncImage"]
    /// Views that draw no text: their foreground color is a fill.
    static let fills: Set<String> = SwiftColors.shapes.union(["Color", "Divider", "Path", "Spacer"])
    static let foregrounds: [String: DrawnPair.Kind] = [
        "foregroundColor": .text, "foregroundStyle": .text, "tint": .glyph, "accentColor": .glyph,
    ]
    static let backgrounds: Set<String> = ["background", "listRowBackground"]
    /// Modifiers whose content is drawn elsewhere (a sheet, a toolbar) or is itself a background.
    static let elsewhere: Set<String> = [
        "sheet", "fullScreenCover", "popover", "toolbar", "alert", "confirmationDialog", "navigationDestination",
        "contextMenu", "background", "listRowBackground", "mask", "clipShape", "inspector",
    ]
    /// What `.font` and `.fontWeight` say makes text large or bold (iOS's 17 pt semibold headline and up).
    static let large: Set<String> = [
        "headline", "title", "title2", "title3", "largeTitle", "bold", "semibold", "heavy", "black",
    ]

    func pairs() -> [SourcePair] {
        let own = chains.chains.indices.map(ownBackground)
        let nearest = chains.nearest(own.map { $0 != nil }) { c in
            let open = chains.chains[c].enclosing
            return open < 0 || chains.owner[open] < 0
                || !Self.elsewhere.contains(chains.tokens.name(chains.owner[open]))
        }
        var found: [SourcePair] = []
        for c in chains.chains.indices where nearest[c] >= 0 {
            let base = chains.baseName(c)
            guard !Self.fills.contains(base), let background = own[nearest[c]] else { continue }
            let segments = chains.chains[c].segments
            let isLarge = segments.contains { segment in
                switch chains.name(segment) {
                case "bold": return true
                case "font", "fontWeight":
                    return segment.args >= 0
                        && chains.mentions(segment.args, chains.tokens.match[segment.args], Self.large, number: 24)
                default: return false
                }
            }
            for segment in segments.dropFirst() where segment.args >= 0 {
                guard var kind = Self.foregrounds[chains.name(segment)],
                    let foreground = colors.choice(ofFirstArgumentIn: segment.args, { colors.color($0) })
                else { continue }
                if kind == .text && Self.images.contains(base) { kind = .glyph }
                if kind == .text && isLarge { kind = .largeText }
                let subject = base.isEmpty ? "view" : base
                let detail =
                    nearest[c] == c ? "\(subject) with background" : "\(subject) in \(name(of: nearest[c]))"
                for (fg, bg, style) in ColorChoice.pairs(foreground, on: background) {
                    found.append(
                        SourcePair(
                            foreground: fg, background: bg, kind: kind, style: style,
                            site: SourceSite(file.location(chains.tokens[segment.name].start), detail)))
                }
            }
        }
        return found
    }

    private func name(of c: Int) -> String {
        let base = chains.baseName(c)
        return base.isEmpty ? "view" : base
    }

    /// The color chain `c` puts behind its content: a `ZStack`'s first view when that is a color, else its first
    /// `.background` or `.listRowBackground` that names a color, else a shape's own `.fill`.
    /// A background dusk cannot read (`.background(.ultraThinMaterial)`, a literal) hides what is behind it; a
    /// choice (`.background(selected ? a : b)`) is either.
    private func ownBackground(_ c: Int) -> ColorChoice? {
        let segments = chains.chains[c].segments
        let base = chains.baseName(c)
        if base == "ZStack", let body = segments.first?.closure, let first = chains.firstChain(after: body),
            SwiftColors.shapes.contains(chains.baseName(first)) || chains.baseName(first) == "Color",
            let color = colors.background(first)
        {
            return .color(color)
        }
        for segment in segments.dropFirst() where Self.backgrounds.contains(chains.name(segment)) {
            if segment.args >= 0, let choice = colors.choice(ofFirstArgumentIn: segment.args, { colors.background($0) })
            {
                return choice
            }
            if segment.closure >= 0, let value = chains.firstChain(after: segment.closure),
                let color = colors.background(value)
            {
                return .color(color)
            }
        }
        if SwiftColors.shapes.contains(base) {
            return colors.background(c).map(ColorChoice.color)
        }
        return nil
    }
}

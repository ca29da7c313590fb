import Pairs
import Syntax

/// SwiftUI and UIKit. SwiftUI: a view's `.foregroundColor`, `.foregroundStyle` or `.tint` with the first
/// `.background` of its own modifier chain, else of the nearest container around it that has one (a
/// `ZStack`'s first color, a filled shape it overlays). UIKit: `x.textColor`, `x.tintColor`,
/// `x.setTitleColor(_:for: .normal)` with `x.backgroundColor`, else with the type's `view.backgroundColor`.
enum SwiftScanner {
    static func pairs(in file: SourceText) -> [SourcePair] { findings(in: file).pairs }

    /// The pairs outside previews, and the views the file declares and uses.
    static func findings(in file: SourceText) -> FileFindings {
        let chains = PostfixChains(BraceTokens(file.bytes, .swift), labelSeparator: ":")
        let colors = SwiftColors(chains: chains)
        let pairs =
            SwiftUIPairs(chains: chains, file: file, colors: colors).pairs()
            + UIKitPairs(chains: chains, file: file, colors: colors).pairs()
        let previews = PreviewCode.lines(in: file, chains.tokens)
        return FileFindings(
            pairs: PreviewCode.drop(pairs, previews), views: .swift(file, chains.tokens, previews: previews),
            rawValueNames: RawValueNames.read(chains.tokens), forcedStyles: ForcedStyle.find(in: file, chains.tokens))
    }
}

/// How Swift code names a color, reduced to the palette's word.
struct SwiftColors {
    let chains: PostfixChains
    /// Each `var`/`let` the file gives a color as its first value (`private var background: ColorAsset =
    /// .highlightPrimary`), by name, its value's chain: `Color(background)` draws that color unless set again.
    /// A name declared twice with different values is neither's.
    let initialValues: [String: Int]

    init(chains: PostfixChains) {
        self.chains = chains
        initialValues = Self.initialValues(chains)
    }

    static func initialValues(_ chains: PostfixChains) -> [String: Int] {
        let tokens = chains.tokens
        var values: [String: Int] = [:]
        var twice: Set<String> = []
        var i = 0
        while i + 3 < tokens.count {
            defer { i += 1 }
            guard tokens.isIdentifier(i, "var") || tokens.isIdentifier(i, "let"),
                tokens.tokens[i + 1].kind == .identifier
            else { continue }
            // `name = value` or `name: Type = value` (a short type: a name, an optional's `?`).
            var k = i + 2
            if tokens.isPunctuation(k, ":") {
                k += 1
                while k < min(tokens.count, i + 8), !tokens.isPunctuation(k, "="),
                    tokens.tokens[k].kind == .identifier || tokens.isPunctuation(k, ".") || tokens.isPunctuation(k, "?")
                {
                    k += 1
                }
            }
            guard tokens.isPunctuation(k, "="), let value = chains.firstChain(after: k) else { continue }
            let name = tokens.name(i + 1)
            if let other = values[name], other != value { twice.insert(name) }
            values[name] = value
        }
        for name in twice { values[name] = nil }
        return values
    }

    static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor"]
    /// SwiftUI's names for Apple's system colors, as UIKit names them; "" for what is no palette color.
    static let styles: [String: String] = [
        "primary": "label", "secondary": "secondaryLabel", "tertiary": "tertiaryLabel",
        "quaternary": "quaternaryLabel", "accentColor": "tint", "background": "systemBackground",
        "ultraThinMaterial": "", "thinMaterial": "", "regularMaterial": "", "thickMaterial": "",
        "ultraThickMaterial": "", "bar": "", "clear": "", "selection": "",
    ]
    /// What makes a named color something else: a fraction of it, a mix, a gradient.
    static let changes: Set<String> = [
        "opacity", "withAlphaComponent", "mix", "gradient", "shadow", "blendMode", "resolve", "exposureAdjust",
    ]
    static let shapes: Set<String> = [
        "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle",
        "ContainerRelativeShape",
    ]
    /// Modifiers that leave a background's color as it is.
    static let layout: Set<String> = [
        "ignoresSafeArea", "edgesIgnoringSafeArea", "frame", "padding", "cornerRadius", "clipShape", "clipped",
        "overlay", "strokeBorder", "stroke", "shadow", "allowsHitTesting", "accessibilityHidden",
    ]

    /// The palette name of the color chain `c` draws, or nil for a literal, a mix or what is not a color.
    func color(_ c: Int, segments count: Int? = nil) -> String? {
        var c = c
        var count = count ?? chains.chains[c].segments.count
        // `Color(UIColor(named: "X"))` wraps once or twice; a bound keeps a hostile nesting from costing more.
        for _ in 0..<8 {
            let chain = chains.chains[c]
            guard chain.literal < 0, count > 0, count <= chain.segments.count else { return nil }
            let segments = chain.segments[0..<count]
            if segments.contains(where: { Self.changes.contains(chains.name($0)) || $0.subscripted }) { return nil }
            let last = segments[count - 1]
            let name = chains.name(last)
            if last.args >= 0 {
                let callee = name == "init" && count >= 2 ? chains.name(segments[count - 2]) : name
                guard Self.colorTypes.contains(callee), last.closure < 0 else { return nil }
                let arguments = chains.arguments(last.args)
                // `Color("X", bundle: .main)` names X; `Color(.sRGB, red: …)` and `Color(white: 1)` name nothing.
                let extra = arguments.dropFirst().contains {
                    $0.label < 0 || !["bundle", "in", "compatibleWith"].contains(chains.tokens.name($0.label))
                }
                guard let first = arguments.first, !extra else { return nil }
                let label = first.label >= 0 ? chains.tokens.name(first.label) : ""
                guard ["", "named", "uiColor", "nsColor", "cgColor", "resource"].contains(label) else { return nil }
                if first.end == first.start + 1, let text = chains.tokens.stringContent(first.start) {
                    return text.isEmpty ? nil : text
                }
                guard let inner = chains.chain(of: first) else { return nil }
                c = inner
                count = chains.chains[c].segments.count
                continue
            }
            if name == "cgColor" && count >= 2 {
                count -= 1
                continue
            }
            guard !name.isEmpty, !Self.colorTypes.contains(name) || count > 1, name != "self", name != "nil" else {
                return nil
            }
            // A property or constant of this file: the color it was first given.
            if count == 1, !chain.leadingDot, let value = initialValues[name], value != c {
                c = value
                count = chains.chains[c].segments.count
                continue
            }
            let swiftUI = (chain.leadingDot && count == 1) || (count == 2 && chains.name(segments[0]) == "Color")
            if swiftUI, let system = Self.styles[name] { return system.isEmpty ? nil : system }
            return name == "clear" ? nil : name
        }
        return nil
    }

    /// The color of the first unlabelled argument in the brackets at `open`.
    func color(ofFirstArgumentIn open: Int) -> String? {
        chains.chain(of: chains.argument(chains.arguments(open), nil)).flatMap { color($0) }
    }

    /// What the first unlabelled argument in the brackets at `open` says, read by `color` (a chain's): nil
    /// for none or a clear one, which lets what is behind show.
    func choice(ofFirstArgumentIn open: Int, _ color: (Int) -> String?) -> ColorChoice? {
        let argument = chains.argument(chains.arguments(open), nil)
        if let c = chains.chain(of: argument) {
            if let name = color(c) { return .color(name) }
            return chains.chains[c].segments.last.map(chains.name) == "clear" ? nil : .unread
        }
        if let (condition, a, b) = chains.choice(of: argument) {
            return .either(condition: condition, a.flatMap(color), b.flatMap(color))
        }
        return argument == nil ? nil : .unread
    }

    /// A background view's color: `Color.x`, `Color("X").ignoresSafeArea()`, `RoundedRectangle(…).fill(.x)`.
    func background(_ c: Int) -> String? {
        let segments = chains.chains[c].segments
        var count = segments.count
        while count > 1, Self.layout.contains(chains.name(segments[count - 1])) { count -= 1 }
        guard count > 0 else { return nil }
        if Self.shapes.contains(chains.baseName(c)) {
            let last = segments[count - 1]
            guard count >= 2, last.args >= 0,
                ["fill", "foregroundColor", "foregroundStyle"].contains(chains.name(last))
            else { return nil }
            return color(ofFirstArgumentIn: last.args)
        }
        return color(c, segments: count)
    }
}

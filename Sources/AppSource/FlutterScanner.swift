import Pairs
import Syntax

/// Flutter: `TextStyle(color: X)`, `….copyWith(color: X)` and `Icon(…, color: X)` with the nearest background
/// around them by nesting (`Container(color:)`, its `BoxDecoration(color:)`, `Material`, `ColoredBox`, `Card`,
/// any `backgroundColor:`), else on the page (the Scaffold's), and a call that sets both `backgroundColor:` and
/// `foregroundColor:` (`ElevatedButton.styleFrom`, `AppBar`) as a pair itself.
enum FlutterScanner {
    static func pairs(in file: SourceText) -> [SourcePair] {
        let chains = PostfixChains(BraceTokens(file.bytes, .dart), labelSeparator: ":")
        return PreviewCode.drop(
            FlutterPairs(chains: chains, file: file).pairs(), PreviewCode.lines(in: file, chains.tokens))
    }
}

private struct FlutterPairs {
    let chains: PostfixChains
    let file: SourceText

    /// Widgets whose `color:` is what they paint behind their child.
    static let painters: Set<String> = [
        "Container", "AnimatedContainer", "Material", "ColoredBox", "Card", "Ink", "BottomAppBar", "Chip",
    ]
    /// Arguments that paint a decoration on the widget they are passed to.
    static let decorations: Set<String> = ["BoxDecoration", "ShapeDecoration", "styleFrom"]
    static let glyphs: Set<String> = ["Icon", "IconButton", "ImageIcon"]
    /// Bold weights and large text styles (Material 3's and Material 2's names).
    static let large: Set<String> = [
        "bold", "w600", "w700", "w800", "w900", "titleLarge", "headlineLarge", "headlineMedium", "headlineSmall",
        "displayLarge", "displayMedium", "displaySmall", "headline1", "headline2", "headline3", "headline4",
        "headline5", "headline6",
    ]

    struct Foreground {
        var color: ColorChoice
        var kind: DrawnPair.Kind
        var token: Int
        var subject: String
        var chain: Int
    }

    func pairs() -> [SourcePair] {
        var own = [ColorChoice?](repeating: nil, count: chains.chains.count)
        var foregrounds: [Foreground] = []
        var found: [SourcePair] = []
        for c in chains.chains.indices {
            collect(c, &own, &foregrounds, &found)
        }
        let nearest = chains.nearest(own.map { $0 != nil })
        for f in foregrounds {
            // Nothing around it paints: the Scaffold's background, the page (Material 3: the scheme's surface).
            guard nearest[f.chain] >= 0 else {
                for (fg, bg, style) in ColorChoice.pairs(f.color, on: .color(SourcePair.page)) {
                    found.append(
                        SourcePair(
                            foreground: fg, background: bg, kind: f.kind, style: style,
                            site: SourceSite(file.location(chains.tokens[f.token].start), "\(f.subject), over the page")
                        ))
                }
                continue
            }
            guard let background = own[nearest[f.chain]] else { continue }
            let provider = chains.baseName(nearest[f.chain])
            let detail =
                nearest[f.chain] == f.chain || provider == f.subject
                ? "\(f.subject) with background" : "\(f.subject) in \(provider)"
            for (fg, bg, style) in ColorChoice.pairs(f.color, on: background) {
                found.append(
                    SourcePair(
                        foreground: fg, background: bg, kind: f.kind, style: style,
                        site: SourceSite(file.location(chains.tokens[f.token].start), detail)))
            }
        }
        return found
    }

    private func collect(
        _ c: Int, _ own: inout [ColorChoice?], _ foregrounds: inout [Foreground], _ found: inout [SourcePair]
    ) {
        let chain = chains.chains[c]
        let tokens = chains.tokens
        // A decoration passed straight to a widget paints that widget: `Container(decoration: BoxDecoration(…))`.
        let argumentOf = chain.enclosing >= 0 && tokens.isOpen(chain.enclosing, UInt8(ascii: "(")) ? chain.parent : -1
        for segment in chain.segments where segment.args >= 0 {
            let name = chains.name(segment)
            let arguments = chains.arguments(segment.args)
            func colorOf(_ label: String) -> ColorChoice? {
                choice(chains.argument(arguments, label))
            }
            var background = colorOf("backgroundColor") ?? (name == "ListTile" ? colorOf("tileColor") : nil)
            if background == nil, Self.painters.contains(name) || Self.decorations.contains(name) {
                background = colorOf("color")
            }
            if let background {
                if own[c] == nil { own[c] = background }
                if Self.decorations.contains(name), argumentOf >= 0, own[argumentOf] == nil {
                    own[argumentOf] = background
                }
                if let foreground = chains.argument(arguments, "foregroundColor"), let color = choice(foreground) {
                    for (fg, bg, style) in ColorChoice.pairs(color, on: background) {
                        found.append(
                            SourcePair(
                                foreground: fg, background: bg, kind: .text, style: style,
                                site: SourceSite(file.location(tokens[foreground.label].start), chains.dottedName(c))))
                    }
                }
            }
            let textStyle = name == "TextStyle" || name == "copyWith"
            guard textStyle || Self.glyphs.contains(name), let argument = chains.argument(arguments, "color"),
                let color = choice(argument)
            else { continue }
            var kind: DrawnPair.Kind = textStyle ? .text : .glyph
            let weight = [chains.argument(arguments, "fontWeight"), chains.argument(arguments, "fontSize")]
            if textStyle,
                weight.contains(where: { $0.map { chains.mentions($0.start, $0.end, Self.large, number: 24) } == true })
                    || chain.segments.contains(where: { Self.large.contains(chains.name($0)) })
            {
                kind = .largeText
            }
            // A style speaks for the widget it is passed to: `Text('Hi', style: TextStyle(color: …))`.
            let subject = textStyle && argumentOf >= 0 ? chains.baseName(argumentOf) : name
            foregrounds.append(Foreground(color: color, kind: kind, token: argument.label, subject: subject, chain: c))
        }
    }

    /// A color argument: one palette color, or one of two by a condition (`isDark ? Colours.dark_x : Colours.x`);
    /// nil when it names none.
    private func choice(_ argument: PostfixChains.Argument?) -> ColorChoice? {
        if let (condition, a, b) = chains.choice(of: argument) {
            let choice = ColorChoice.either(condition: condition, a.flatMap(color), b.flatMap(color))
            return choice.names.isEmpty ? nil : choice
        }
        return chains.chain(of: argument).flatMap(color).map(ColorChoice.color)
    }

    /// The palette name of the color chain `c` names: `Theme.of(context).colorScheme.onPrimary`, `AppColors.ink`,
    /// `Colors.white`, `ink`. Literals (`Color(0xFF…)`), `withOpacity`, shades and indexes name none.
    private func color(_ c: Int) -> String? {
        let chain = chains.chains[c]
        guard chain.literal < 0, !chain.leadingDot, let last = chain.segments.last, last.args < 0, last.closure < 0
        else { return nil }
        if chain.segments.contains(where: { chains.name($0).hasPrefix("with") || $0.subscripted }) { return nil }
        let name = chains.name(last)
        guard !name.isEmpty, name != "transparent", name != "Colors", name != "Color", name != "null",
            !name.hasPrefix("shade")
        else { return nil }
        return name
    }
}

import Pairs
import Syntax

/// Jetpack Compose: `Text(color = X)`, `Icon(tint = X)` and `LocalContentColor provides X` with the nearest
/// background around them by nesting (their own `Modifier.background`, a `Surface(color =)`, a `Box` with
/// `Modifier.background`, a `Card`'s or `Scaffold`'s `containerColor`), and a call that sets both a container
/// and a content color (`ButtonDefaults.buttonColors(containerColor = Y, contentColor = X)`) as a pair itself.
enum ComposeScanner {
    static func pairs(in file: SourceText) -> [SourcePair] { findings(in: file).pairs }

    /// The pairs outside previews, and the composables the file declares and uses.
    static func findings(in file: SourceText) -> FileFindings {
        let chains = PostfixChains(BraceTokens(file.bytes, .kotlin), labelSeparator: "=")
        let previews = PreviewCode.lines(in: file, chains.tokens)
        return FileFindings(
            pairs: PreviewCode.drop(ComposePairs(chains: chains, file: file).pairs(), previews),
            views: .kotlin(file, chains.tokens, previews: previews))
    }
}

private struct ComposePairs {
    let chains: PostfixChains
    let file: SourceText

    static let texts: Set<String> = ["Text", "BasicText", "ClickableText"]
    static let containerLabels: Set<String> = ["containerColor", "backgroundColor"]
    /// Content colors a container call sets beside its container color, and what they color.
    static let contentLabels: [String: DrawnPair.Kind] = [
        "contentColor": .text, "titleContentColor": .largeText, "actionIconContentColor": .glyph,
        "navigationIconContentColor": .glyph,
    ]
    /// Material 3's bold weights and large type styles.
    static let large: Set<String> = [
        "Bold", "SemiBold", "ExtraBold", "Black", "W600", "W700", "W800", "W900", "titleLarge", "headlineLarge",
        "headlineMedium", "headlineSmall", "displayLarge", "displayMedium", "displaySmall", "h1", "h2", "h3", "h4",
        "h5", "h6",
    ]

    /// One foreground: its color, kind, the token it is named at, what draws it and the chain to look out from.
    struct Foreground {
        var color: ColorChoice
        var kind: DrawnPair.Kind
        var token: Int
        var subject: String
        var chain: Int
    }

    /// A chain's own background: a palette color, one of two (`if (muted) X else Y`), or one set in a way dusk
    /// does not read (a literal, `X.copy(alpha = …)`), which hides whatever is behind it.
    typealias Backdrop = ColorChoice

    func pairs() -> [SourcePair] {
        var own = [Backdrop?](repeating: nil, count: chains.chains.count)
        var foregrounds: [Foreground] = []
        var found: [SourcePair] = []
        for c in chains.chains.indices {
            collect(c, &own, &foregrounds, &found)
        }
        let nearest = chains.nearest(own.map { $0 != nil })
        for f in foregrounds where nearest[f.chain] >= 0 {
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

    /// What chain `c` says: its own background (or its parent's, for a `Modifier` or a `…Colors` argument), the
    /// foregrounds it draws, and the pairs it is.
    private func collect(
        _ c: Int, _ own: inout [Backdrop?], _ foregrounds: inout [Foreground], _ found: inout [SourcePair]
    ) {
        let chain = chains.chains[c]
        let tokens = chains.tokens
        let base = chains.baseName(c)
        // A value passed straight to a call is that call's: `Box(Modifier.background(Y))`, `colors = cardColors(…)`.
        let argumentOf = chain.enclosing >= 0 && tokens.isOpen(chain.enclosing, UInt8(ascii: "(")) ? chain.parent : -1
        if base == "provides", chain.first > 0, tokens.isIdentifier(chain.first - 1, "LocalContentColor"),
            let value = chains.firstChain(after: chain.first), let color = color(value)
        {
            foregrounds.append(
                Foreground(
                    color: .color(color), kind: .text, token: chain.first - 1, subject: "LocalContentColor", chain: c))
            return
        }
        if base == "Modifier" || base == "modifier" {
            // Modifiers apply outside in: the text sits on the last background.
            for segment in chain.segments.dropFirst().reversed()
            where chains.name(segment) == "background" && segment.args >= 0 {
                let arguments = chains.arguments(segment.args)
                guard let argument = chains.argument(arguments, "color") ?? chains.argument(arguments, nil) else {
                    continue
                }
                if argumentOf >= 0, own[argumentOf] == nil { own[argumentOf] = backdrop(argument) }
                break
            }
            return
        }
        for segment in chain.segments where segment.args >= 0 {
            let name = chains.name(segment)
            let arguments = chains.arguments(segment.args)
            var labels = Array(Self.containerLabels.sorted())
            // `Surface(color =)`, and an app's own surface: a composable taking a `color` and a content lambda
            // (`JetsnackSurface(color = …) { … }`); a text or an icon takes no content.
            if name == "Surface" || (segment.closure >= 0 && tokens.isCapitalized(segment.name) && name != "Icon") {
                labels.append("color")
            }
            let backdrops = labels.compactMap { chains.argument(arguments, $0) }.compactMap(backdrop)
            let container = backdrops.lazy.compactMap { if case .color(let name) = $0 { name } else { nil } }.first
            if let backdrop = container.map(Backdrop.color) ?? backdrops.first {
                if own[c] == nil { own[c] = backdrop }
                if name.hasSuffix("Colors") || name.hasSuffix("colors"), argumentOf >= 0, own[argumentOf] == nil {
                    own[argumentOf] = backdrop
                }
            }
            if let container {
                for argument in arguments where argument.label >= 0 {
                    guard let kind = Self.contentLabels[tokens.name(argument.label)],
                        let content = chains.chain(of: argument).flatMap({ contentColor($0, on: container) })
                    else { continue }
                    found.append(
                        SourcePair(
                            foreground: content, background: container, kind: kind,
                            site: SourceSite(file.location(tokens[argument.label].start), chains.dottedName(c))))
                }
            }
            let textStyle = (name == "TextStyle" || name == "copy") && argumentOf >= 0
            if Self.texts.contains(name) || name == "Icon" || textStyle,
                let argument = chains.argument(arguments, name == "Icon" ? "tint" : "color"),
                let color = foreground(argument)
            {
                var kind: DrawnPair.Kind = name == "Icon" ? .glyph : .text
                let weight = [chains.argument(arguments, "fontWeight"), chains.argument(arguments, "style")]
                if kind == .text,
                    weight.contains(where: { $0.map { chains.mentions($0.start, $0.end, Self.large) } == true })
                        || (textStyle && chain.segments.contains { Self.large.contains(chains.name($0)) })
                {
                    kind = .largeText
                }
                let subject = textStyle ? chains.baseName(argumentOf) : name
                foregrounds.append(
                    Foreground(color: color, kind: kind, token: argument.label, subject: subject, chain: c))
            }
        }
    }

    /// What a background argument puts behind its content: nothing new for a transparent one.
    private func backdrop(_ argument: PostfixChains.Argument) -> Backdrop? {
        if let (condition, a, b) = chains.choice(of: argument) {
            return .either(condition: condition, a.flatMap(color), b.flatMap(color))
        }
        guard let c = chains.chain(of: argument) else { return .unread }
        if let name = color(c) { return .color(name) }
        let last = chains.chains[c].segments.last.map(chains.name)
        return last == "Transparent" || last == "Unspecified" ? nil : .unread
    }

    /// A text's or an icon's color: one palette color or one of two; nil for what names none.
    private func foreground(_ argument: PostfixChains.Argument) -> ColorChoice? {
        if let (condition, a, b) = chains.choice(of: argument) {
            let choice = ColorChoice.either(condition: condition, a.flatMap(color), b.flatMap(color))
            return choice.names.isEmpty ? nil : choice
        }
        return chains.chain(of: argument).flatMap(color).map(ColorChoice.color)
    }

    /// A content color, where `contentColorFor(Y)` is Material's `onY`.
    private func contentColor(_ c: Int, on container: String) -> String? {
        guard let last = chains.chains[c].segments.last, chains.name(last) == "contentColorFor" else { return color(c) }
        guard let inner = chains.chain(of: chains.argument(chains.arguments(last.args), nil)),
            let background = color(inner), !background.hasPrefix("on"), let first = background.first
        else { return nil }
        return "on" + first.uppercased() + background.dropFirst()
    }

    /// The palette name of the color chain `c` names: `MaterialTheme.colorScheme.onPrimary`, `AppColors.ink`,
    /// `colorResource(R.color.ink)`, `ink`. Literals, `copy(alpha = …)` and mixes name none.
    private func color(_ c: Int) -> String? {
        let chain = chains.chains[c]
        guard chain.literal < 0, !chain.leadingDot, let last = chain.segments.last else { return nil }
        if chain.segments.contains(where: { chains.name($0) == "copy" || $0.subscripted }) { return nil }
        let name = chains.name(last)
        if last.args >= 0 {
            guard name == "colorResource", last.closure < 0 else { return nil }
            let arguments = chains.arguments(last.args)
            guard let inner = chains.chain(of: chains.argument(arguments, nil) ?? chains.argument(arguments, "id")),
                chains.chains[inner].segments.allSatisfy({ $0.args < 0 && $0.closure < 0 }),
                let id = chains.chains[inner].segments.last
            else { return nil }
            return chains.name(id).isEmpty ? nil : chains.name(id)
        }
        guard !name.isEmpty, name != "Unspecified", name != "Transparent", name != "Color", name != "null",
            last.closure < 0
        else { return nil }
        return name
    }
}

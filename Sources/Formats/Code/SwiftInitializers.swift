import ColorScience
import Platform
import Syntax
import ThemeModel

/// The initializers of `UIColor` and SwiftUI's `Color`, by their labels, and the app's own hex initializers.
extension SwiftColorContext {
    func constructor(
        _ d: SwiftDeclarations.Declaration, _ segment: PostfixChains.Segment, _ file: CodeFile,
        kind: SwiftDeclarations.Kind, table: inout CodeColorTable, traits: Traits?
    ) -> CodeColor? {
        let chains = file.chains
        let t = file.tokens
        if segment.args < 0 || chains.arguments(segment.args).isEmpty {
            // `UIColor { traits in … }`: a dynamic provider as a trailing closure.
            guard segment.closure >= 0 else { return nil }
            return SwiftProvider(context: self, declaration: d).colors(closure: segment.closure, table: &table)
        }
        let arguments = chains.arguments(segment.args).filter { $0.start < $0.end }
        let labels = arguments.map { $0.label >= 0 ? t.name($0.label) : "_" }
        func argument(_ label: String) -> PostfixChains.Argument? {
            arguments.first { $0.label >= 0 && t.name($0.label) == label }
        }
        if let provider = argument("dynamicProvider") {
            guard t.isOpen(provider.start, UInt8(ascii: "{")) else {
                return .unread("a dynamic provider that is not written here")
            }
            return SwiftProvider(context: self, declaration: d).colors(closure: provider.start, table: &table)
        }
        // `Color(light: a, dark: b)`, `UIColor(lightColor:darkColor:)`: labels that name the two styles.
        let styles = arguments.map { $0.label >= 0 ? ModeWords.namesStyle(t.name($0.label)) : nil }
        if let l = styles.firstIndex(of: .light), let k = styles.firstIndex(of: .dark) {
            let light = arguments[l]
            let dark = arguments[k]
            return SwiftProvider(context: self, declaration: d).pair(light, dark, table: &table)
        }
        if let named = argument("named") ?? (kind == .swiftUI && labels.first == "_" ? arguments.first : nil),
            t[named.start].kind == .string, named.end == named.start + 1
        {
            guard let name = t.stringContent(named.start) else { return .unread("a catalog color named at run time") }
            return catalogColor(name)
        }
        if labels.contains("red") || labels.contains("displayP3Red") || labels.contains("white")
            || labels.contains("hue")
        {
            return components(segment.args, file, kind: kind)
        }
        if let inner = argument("uiColor") ?? argument("cgColor") ?? argument("nsColor")
            ?? (arguments.count == 1 && labels == ["_"] && t[arguments[0].start].kind != .number
                && t[arguments[0].start].kind != .string ? arguments[0] : nil)
        {
            // `Color(UIColor.brand)`, `Color(uiColor: .brand)`: the same color.
            return color(d, inner.start, inner.end, table: &table, traits: traits)
        }
        // Hex digits go to the app's hex reader (its body, shifts and masks, is not arithmetic dusk runs).
        if let key = labels.first, key == "_" || key.lowercased().contains("hex") || key.lowercased().contains("rgb") {
            return hexColor(key.lowercased(), arguments, file)
        }
        if let own = appInitializer(labels, arguments, file) { return own }
        return .unread("an initializer dusk does not know (`\(labels.map { $0 + ":" }.joined())`)")
    }

    /// A call of an initializer the app writes (`UIColor(r: 52, g: 120, b: 246)`): its body's call, read with
    /// the call's numbers in its parameters (their defaults where the call leaves them out).
    func appInitializer(
        _ labels: [String], _ arguments: [PostfixChains.Argument], _ file: CodeFile
    ) -> CodeColor? {
        let t = file.tokens
        for own in declarations.initializers {
            // The call's labels, in order, with the defaulted parameters it leaves out.
            var bindings: [String: Double] = [:]
            var next = 0
            var matches = true
            let ownFile = declarations.files[own.file]
            for (k, label) in own.labels.enumerated() {
                if next < labels.count, labels[next] == label {
                    let argument = arguments[next]
                    guard let v = BraceNumbers.value(t, argument.start..<argument.end, integerDivision: false) else {
                        matches = false
                        break
                    }
                    bindings[own.parameters[k]] = v
                    next += 1
                } else if let fallback = own.defaults[k],
                    let v = BraceNumbers.value(ownFile.tokens, fallback, integerDivision: false)
                {
                    bindings[own.parameters[k]] = v
                } else {
                    matches = false
                    break
                }
            }
            guard matches, next == labels.count else { continue }
            return components(own.call, ownFile, kind: .uiKit, bindings: bindings)
        }
        return nil
    }

    /// `red:green:blue:alpha:` (UIKit), `.sRGB`/`.displayP3` with `red:green:blue:opacity:` (SwiftUI),
    /// `displayP3Red:`, `white:`, `hue:saturation:brightness:`: every number a constant in 0...1.
    func components(
        _ open: Int, _ file: CodeFile, kind: SwiftDeclarations.Kind, bindings: [String: Double] = [:]
    ) -> CodeColor {
        let t = file.tokens
        let arguments = file.chains.arguments(open).filter { $0.start < $0.end }
        var values: [String: Double] = [:]
        var space = "srgb"
        for argument in arguments {
            if argument.label < 0 {
                // SwiftUI's color space: `.sRGB`, `.sRGBLinear`, `.displayP3`.
                let text = excerpt(file, argument.start, argument.end)
                space =
                    text.hasSuffix("displayP3") ? "display-p3" : text.hasSuffix("sRGBLinear") ? "srgb-linear" : space
                continue
            }
            guard
                let v = BraceNumbers.value(
                    t, argument.start..<argument.end, integerDivision: false, bindings: bindings)
            else {
                return .unread(
                    "a component computed when the app runs (`\(excerpt(file, argument.start, argument.end))`)")
            }
            values[t.name(argument.label)] = v
        }
        let alpha = values["alpha"] ?? values["opacity"] ?? 1
        let result: ColorSpaceConversion.Result
        if let r = values["red"], let g = values["green"], let b = values["blue"] {
            result = ColorSpaceConversion.from(space: space, [r, g, b], alpha: alpha)
        } else if let r = values["displayP3Red"], let g = values["green"], let b = values["blue"] {
            result = ColorSpaceConversion.from(space: "display-p3", [r, g, b], alpha: alpha)
        } else if let w = values["white"] {
            result = ColorSpaceConversion.fromSRGB(w, w, w, alpha: alpha)
        } else if let h = values["hue"], var s = values["saturation"], var v = values["brightness"] {
            // UIKit takes saturation and brightness in 0...1.
            s = min(max(s, 0), 1)
            v = min(max(v, 0), 1)
            // HSB is HSV: HSL's lightness and saturation from it, then CSS's hsl().
            let l = v * (1 - s / 2)
            let sl = l == 0 || l == 1 ? 0 : (v - l) / min(l, 1 - l)
            result = ColorSpaceConversion.from(space: "hsl", [h * 360, sl * 100, l * 100], alpha: alpha)
        } else {
            return .unread("components dusk does not know (`\(values.keys.sorted().joined(separator: ", "))`)")
        }
        return result.overflowed ? .unread(ColorSpaceConversion.overflowReason) : .literal(result.color)
    }

    /// `fromHex("#2E7D32")`, `hexColor(0x2E7D32)`: a function of the app's whose name says it reads hex.
    func hexCall(_ name: String, _ segment: PostfixChains.Segment, _ file: CodeFile) -> CodeColor? {
        let lower = name.lowercased()
        guard segment.args >= 0, lower.contains("hex") || lower.contains("rgb") else { return nil }
        return hexColor(lower, file.chains.arguments(segment.args).filter { $0.start < $0.end }, file)
    }

    /// Hex digits given to an app's initializer: six are RGB; eight are RGBA or ARGB as the app's own
    /// initializer (its `>> 24`) says, and unread when dusk did not find it; an `alpha:` beside them sets alpha.
    func hexColor(_ key: String, _ arguments: [PostfixChains.Argument], _ file: CodeFile) -> CodeColor {
        let t = file.tokens
        guard let first = arguments.first, first.end == first.start + 1 else {
            return .unread("hex digits computed when the app runs")
        }
        var digits: Substring
        if t[first.start].kind == .number, let hex = BraceNumbers.hexDigits(t.text(first.start)) {
            digits = hex
        } else if let text = t.stringContent(first.start) {
            digits = text.hasPrefix("#") ? Substring(text.dropFirst()) : Substring(text)
        } else {
            return .unread("an initializer dusk does not know (`\(key):`)")
        }
        var color: RGBA?
        switch digits.count {
        case 6: color = RGBA(hexDigits: digits)
        case 8:
            guard let alphaFirst = declarations.hexReaders[key] ?? nil else {
                return .unread(
                    "eight hex digits (`\(digits)`): the app's own initializer decides RGBA or ARGB, and dusk did "
                        + "not find which in the files it read")
            }
            color = RGBA(hexDigits: digits, alphaFirst: alphaFirst)
        default:
            return .unread("`\(SafeText.excerpt(String(digits)))`: not six or eight hex digits")
        }
        guard var value = color else { return .unread("`\(SafeText.excerpt(String(digits)))` is not hex digits") }
        if let alpha = arguments.dropFirst().first(where: { $0.label >= 0 && t.name($0.label) == "alpha" }) {
            guard let a = BraceNumbers.value(t, alpha.start..<alpha.end, integerDivision: false) else {
                return .unread("an alpha computed when the app runs")
            }
            value = value.withAlpha(a)
        }
        return .literal(value)
    }

    func catalogColor(_ name: String) -> CodeColor {
        guard let path = catalogPath else {
            return .unread(
                "`\(SafeText.excerpt(name))` is a catalog color, and no asset catalog was found near the code "
                    + "(`--project DIR` lets dusk look higher)")
        }
        guard let variants = catalog[name] else {
            let why = catalogProblem.map { "; the catalog has an error: " + $0 } ?? ""
            return .unread("no color set `\(SafeText.excerpt(name))` read from `\(Path.lastComponent(path))`" + why)
        }
        return .variants(variants)
    }

    // MARK: Tokens

    func wholeChain(_ file: CodeFile, _ start: Int, _ end: Int) -> Int? {
        let begin = file.tokens.isPunctuation(start, "#") ? start + 1 : start
        guard begin < end else { return nil }
        let c = file.chains.chainOf[begin]
        guard c >= 0, file.chains.chains[c].first == begin else { return nil }
        var after = file.chains.chains[c].last + 1
        // `UIColor(named: "X")!`: the force-unwrap keeps the color.
        while after < end, file.tokens.isPunctuation(after, "!") || file.tokens.isPunctuation(after, "?") {
            after += 1
        }
        return after == end ? c : nil
    }

    /// Where the `??` outside brackets in tokens `start..<end` begins (its two tokens), if there is one.
    func nilCoalescing(_ file: CodeFile, _ start: Int, _ end: Int) -> Int? {
        let t = file.tokens
        var j = start
        while j < end {
            if t[j].kind == .open {
                j = max(j, min(t.match[j], end)) + 1
                continue
            }
            // `??` is two `?` tokens touching (the tokenizer keeps `?` apart for optional chaining).
            if t.isPunctuation(j, "?"), t.isPunctuation(j + 1, "?"), t.touchesNext(j) { return j }
            j += 1
        }
        return nil
    }

    /// `condition ? first : second` spanning tokens `start..<end`.
    func ternary(
        _ file: CodeFile, _ start: Int, _ end: Int
    )
        -> (condition: Range<Int>, first: Range<Int>, second: Range<Int>)?
    {
        let t = file.tokens
        var question = -1
        var colon = -1
        var j = start
        while j < end {
            if t[j].kind == .open {
                j = max(j, min(t.match[j], end)) + 1
                continue
            }
            if question < 0, t.isPunctuation(j, "?"), !t.touchesPrevious(j) { question = j }
            if question >= 0, colon < 0, t.isPunctuation(j, ":") { colon = j }
            j += 1
        }
        guard question > start, colon > question + 1, colon + 1 < end else { return nil }
        return (start..<question, (question + 1)..<colon, (colon + 1)..<end)
    }

    /// What a value that holds a color names at its head.
    static let colorTypes: Set<String> = ["UIColor", "Color"]

    func excerpt(_ file: CodeFile, _ start: Int, _ end: Int) -> String { file.excerpt(start, end) }
}

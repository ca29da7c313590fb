import ColorScience
import Syntax
import ThemeModel

/// Kotlin's color expressions as Compose evaluates them: `Color(0xFF6650A4)` (ARGB, an `Int` of six digits
/// has alpha 0), `Color(red, green, blue[, alpha])` in floats 0...1 or ints 0...255, `Color.White` and the
/// other named colors, `Color.hsl(…)`, `Color(android.graphics.Color.parseColor("#…"))`, a `val`'s name, and
/// `.copy(alpha = …)` on any of them.
extension ComposeReading {
    /// Compose's named colors (`Color.Companion`).
    static let namedColors: [String: UInt32] = [
        "Black": 0xFF00_0000, "DarkGray": 0xFF44_4444, "Gray": 0xFF88_8888, "LightGray": 0xFFCC_CCCC,
        "White": 0xFFFF_FFFF, "Red": 0xFFFF_0000, "Green": 0xFF00_FF00, "Blue": 0xFF00_00FF,
        "Yellow": 0xFFFF_FF00, "Cyan": 0xFF00_FFFF, "Magenta": 0xFFFF_00FF, "Transparent": 0x0000_0000,
    ]

    static func argb(_ v: UInt32) -> RGBA {
        RGBA(UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF), UInt8(v >> 24))
    }

    /// Kotlin's `0x…` color: ARGB, and fewer than eight digits an `Int` whose alpha byte is 00.
    static func argb(digits: Substring) -> RGBA? {
        guard digits.count <= 8 else { return nil }
        return RGBA(hexDigits: String(repeating: "0", count: 8 - digits.count) + digits, alphaFirst: true)
    }

    /// The color chain `c` gives, nil when it is no color at all.
    static func color(
        of c: Int, in file: CodeFile, scope: String, table: inout CodeColorTable,
        _ declarations: KotlinDeclarations
    ) -> CodeColor? {
        let chains = file.chains
        let t = file.tokens
        let segments = chains.chains[c].segments
        guard !segments.isEmpty, chains.chains[c].literal < 0 else { return nil }
        var base: CodeColor
        var next: Int
        let first = chains.name(segments[0])
        if first == "Color", segments[0].args >= 0 {
            base = constructor(segments[0].args, file)
            next = 1
        } else if first == "Color", segments.count == 2, chains.name(segments[1]) == "Unspecified" {
            return nil  // Compose's "no color": what a parameter without a value holds
        } else if first == "Color", segments.count > 1, segments[1].args < 0,
            let named = namedColors[chains.name(segments[1])]
        {
            base = .literal(argb(named))
            next = 2
        } else if first == "Color", segments.count > 1, chains.name(segments[1]) == "hsl", segments[1].args >= 0 {
            base = hsl(segments[1].args, file)
            next = 2
        } else {
            // A reference: the longest dotted prefix naming a declaration, tried in the scope first.
            var found: (name: String, length: Int)?
            var dotted = ""
            for (k, segment) in segments.enumerated() {
                guard segment.args < 0, segment.closure < 0, !segment.subscripted else { break }
                dotted += (k == 0 ? "" : ".") + chains.name(segment)
                for candidate in declarations.candidates(dotted, scope: scope)
                where declarations.index[candidate] != nil {
                    found = (candidate, k + 1)
                    break
                }
            }
            guard let found, let i = declarations.index[found.name] else {
                return otherCall(c, file, declarations)
            }
            guard let target = table.color(i) else { return nil }
            if case .unread(let why) = target {
                // A cycle says so at every step of it; another cause is the named color's own note.
                return .unread(why == CodeColorTable.cycle ? why : "it names `\(found.name)`, which is not read")
            }
            base = .alias(found.name)
            next = found.length
        }
        // What follows: `.copy(alpha = …)`, nothing else keeps a color dusk can know.
        while next < segments.count {
            let segment = segments[next]
            guard chains.name(segment) == "copy", segment.args >= 0 else {
                return .unread("computed when the app runs (`\(excerpt(file, c))`)")
            }
            let arguments = chains.arguments(segment.args)
            guard arguments.count == 1,
                let alpha = chains.argument(arguments, "alpha") ?? chains.argument(arguments, nil),
                let a = BraceNumbers.value(t, alpha.start..<alpha.end, integerDivision: true)
            else {
                return .unread("a `.copy` dusk does not compute (`\(excerpt(file, c))`)")
            }
            guard let value = resolved(base, table: &table, declarations) else {
                return .unread("`.copy(alpha =)` of a color that is not read")
            }
            base = .literal(value.withAlpha(a))
            next += 1
        }
        return base
    }

    /// A chain that names no color of the file: Android's `Color.argb(a, r, g, b)` and `Color.rgb(r, g, b)`
    /// ints are colors; a scheme or an app's palette type is read as such, not as one color (nil); another
    /// call holding colors (`GradientColors(container = Color.Black)`) is an object dusk does not read, said.
    static func otherCall(_ c: Int, _ file: CodeFile, _ declarations: KotlinDeclarations) -> CodeColor? {
        let chains = file.chains
        let t = file.tokens
        let chain = chains.chains[c]
        guard let last = chain.segments.last, last.args >= 0 else {
            return t.mentions(chain.first, chain.last + 1, ["Color"])
                ? .unread("computed when the app runs (`\(excerpt(file, c))`)") : nil
        }
        let name = chains.name(last)
        let dotted = chains.dottedName(c)
        if dotted.hasSuffix("Color.argb") || dotted.hasSuffix("Color.rgb") {
            let arguments = chains.arguments(last.args)
            let values = arguments.compactMap { BraceNumbers.value(t, $0.start..<$0.end, integerDivision: true) }
            guard values.count == arguments.count, values.count == (name == "argb" ? 4 : 3) else {
                return .unread("`\(name)` of values computed when the app runs")
            }
            let v = values.map { UInt8(Int($0) & 0xFF) }
            return .literal(name == "argb" ? RGBA(v[1], v[2], v[3], v[0]) : RGBA(v[0], v[1], v[2]))
        }
        if chain.segments.count == 1,
            schemeFunctions[name] != nil || dynamicSchemes.contains(name) || declarations.colorClasses[name] != nil
        {
            return nil
        }
        guard t.mentions(chain.first, chain.last + 1, ["Color"]) else { return nil }
        return .unread(
            "a `\(SafeText.excerpt(dotted, limit: 40))(…)`, not a color; dusk reads Material's schemes and "
                + "the app's own palette classes")
    }

    /// A code color's value, following `val`s.
    static func resolved(_ color: CodeColor, table: inout CodeColorTable, _ declarations: KotlinDeclarations) -> RGBA? {
        switch color {
        case .literal(let rgba): return rgba
        case .alias(let name):
            guard let i = declarations.index[name] else { return nil }
            return table.value(i, name: { declarations.declarations[$0].name }, index: { declarations.index[$0] })
        case .unread, .system, .variants: return nil
        }
    }

    /// `Color(…)`'s arguments.
    static func constructor(_ open: Int, _ file: CodeFile) -> CodeColor {
        let chains = file.chains
        let t = file.tokens
        let arguments = chains.arguments(open).filter { $0.start < $0.end }
        if arguments.count == 1 {
            let a = arguments[0]
            // `Color(0xFF6650A4)`, `Color(0xFF6650A4.toInt())`: ARGB.
            if t[a.start].kind == .number, let digits = BraceNumbers.hexDigits(t.text(a.start)),
                let color = argb(digits: digits),
                a.end == a.start + 1 || (a.end == a.start + 5 && t.isIdentifier(a.start + 2, "toInt"))
            {
                return .literal(color)
            }
            // `Color(android.graphics.Color.parseColor("#RRGGBB"))`.
            if let inner = chains.chain(of: a), let last = chains.chains[inner].segments.last,
                chains.name(last) == "parseColor", last.args >= 0,
                let string = chains.arguments(last.args).first, t[string.start].kind == .string,
                let text = t.stringContent(string.start)
            {
                return parsedAndroidColor(text)
            }
            return .unread("`Color(…)` of a value computed when the app runs (`\(excerpt(file, a))`)")
        }
        guard arguments.count == 3 || arguments.count == 4 else {
            return .unread("`Color(…)` with \(arguments.count) arguments")
        }
        let labels = ["red", "green", "blue", "alpha"]
        var values: [Double] = []
        var integers = true
        for (k, label) in labels.prefix(arguments.count).enumerated() {
            let labelled = arguments.first { $0.label >= 0 && t.name($0.label) == label }
            let argument = labelled ?? (arguments[k].label < 0 ? arguments[k] : nil)
            guard let argument, let v = BraceNumbers.value(t, argument.start..<argument.end, integerDivision: true)
            else {
                return .unread("`Color(…)` of a value computed when the app runs")
            }
            // Kotlin picks the Int overload only when every argument is an integer.
            if !isIntegerExpression(t, argument.start, argument.end) { integers = false }
            values.append(v)
        }
        if values.count == 3 { values.append(integers ? 255 : 1) }
        guard values.allSatisfy({ $0.isFinite && abs($0) < 1e6 }) else {
            return .unread(ColorSpaceConversion.overflowReason)
        }
        // As Compose packs them: ints masked to a byte; floats clamped to 0...1 and rounded in Float
        // (`(red * 255.0f + 0.5f).toInt()`), which is why `0.3f` is 0x4D where Double math gives 0x4C.
        func byte(_ v: Double) -> UInt8 {
            if integers { return UInt8(Int(v) & 0xFF) }
            let f = min(max(Float(v), 0), 1)
            return UInt8(Int(f * 255 + 0.5))
        }
        return .literal(RGBA(byte(values[0]), byte(values[1]), byte(values[2]), byte(values[3])))
    }

    /// `Color.hsl(hue, saturation, lightness[, alpha])`: hue in degrees, the rest 0...1.
    static func hsl(_ open: Int, _ file: CodeFile) -> CodeColor {
        let t = file.tokens
        let arguments = file.chains.arguments(open)
        // By label where labelled (`hue = 120f`), else by position.
        var values: [Double] = []
        for (k, label) in ["hue", "saturation", "lightness", "alpha"].prefix(arguments.count).enumerated() {
            let argument = arguments.first { $0.label >= 0 && t.name($0.label) == label } ?? arguments[k]
            guard let v = BraceNumbers.value(t, argument.start..<argument.end, integerDivision: true) else { break }
            values.append(v)
        }
        guard values.count == arguments.count, values.count == 3 || values.count == 4 else {
            return .unread("`Color.hsl(…)` of values computed when the app runs")
        }
        let result = ColorSpaceConversion.from(
            space: "hsl", [values[0], values[1] * 100, values[2] * 100], alpha: values.count == 4 ? values[3] : 1)
        return .literal(result.color)
    }

    /// `android.graphics.Color.parseColor`: `#RRGGBB` or `#AARRGGBB` (and a few color names, not read).
    static func parsedAndroidColor(_ text: String) -> CodeColor {
        let digits = text.hasPrefix("#") ? text.dropFirst() : ""
        guard digits.count == 6 || digits.count == 8, let color = RGBA(hexDigits: digits, alphaFirst: true) else {
            return .unread("`parseColor(\"\(SafeText.excerpt(text))\")` is not `#RRGGBB` or `#AARRGGBB`")
        }
        return .literal(color)
    }

    static func isIntegerExpression(_ t: BraceTokens, _ start: Int, _ end: Int) -> Bool {
        (start..<end).allSatisfy { i in
            t[i].kind != .number || BraceNumbers.literal(t.text(i))?.isInteger == true
        }
    }

    static func excerpt(_ file: CodeFile, _ c: Int) -> String {
        let chain = file.chains.chains[c]
        return excerpt(file, start: chain.first, end: chain.last + 1)
    }

    static func excerpt(_ file: CodeFile, _ a: PostfixChains.Argument) -> String {
        excerpt(file, start: a.start, end: a.end)
    }

    static func excerpt(_ file: CodeFile, start: Int, end: Int) -> String { file.excerpt(start, end) }
}

import ColorScience
import Syntax
import ThemeModel

/// Dart's color expressions as Flutter evaluates them: `Color(0xAARRGGBB)`, `Color.fromARGB(a, r, g, b)`,
/// `Color.fromRGBO(r, g, b, opacity)`, `Color.from(alpha:red:green:blue:)`, Material's `Colors.blue`,
/// `Colors.blue[700]`, `Colors.blue.shade700`, `Colors.black87`, a `MaterialColor(0xFF…, {…})`'s primary, another
/// constant's name, and `.withOpacity(…)`, `.withAlpha(…)`, `.withValues(alpha: …)` on any of them.
struct FlutterColorContext {
    let declarations: DartDeclarations

    func color(_ file: Int, _ start: Int, _ end: Int, scope: String, table: inout CodeColorTable) -> CodeColor? {
        let f = declarations.files[file]
        var begin = start
        while begin < end, f.tokens.isIdentifier(begin, "const") || f.tokens.isIdentifier(begin, "new") { begin += 1 }
        let c = begin < end ? f.chains.chainOf[begin] : -1
        guard c >= 0, f.chains.chains[c].first == begin, f.chains.chains[c].last + 1 == end else {
            return f.tokens.mentions(start, end, Self.colorTypes) ? .unread("computed when the app runs") : nil
        }
        return chainColor(f, c, scope: scope, table: &table)
    }

    private func chainColor(
        _ f: CodeFile, _ c: Int, scope: String, table: inout CodeColorTable
    ) -> CodeColor? {
        let chains = f.chains
        let t = f.tokens
        let segments = chains.chains[c].segments
        guard !segments.isEmpty, chains.chains[c].literal < 0 else { return nil }
        let first = chains.name(segments[0])
        var base: CodeColor
        var next = 1
        if first == "Color" || first == "MaterialColor" || first == "MaterialAccentColor" {
            if segments[0].args >= 0 {
                base = argb(chains.arguments(segments[0].args), t, whole: first == "Color")
            } else if segments.count > 1, segments[1].args >= 0 {
                base = named(chains.name(segments[1]), chains.arguments(segments[1].args), t)
                next = 2
            } else {
                return nil
            }
        } else if first == "Colors", segments.count > 1 {
            let name = chains.name(segments[1])
            next = 2
            if let plain = FlutterColorTables.plain[name], let rgba = RGBA(hexDigits: plain) {
                base = .literal(rgba)
            } else if let swatch = FlutterColorTables.swatches[name] {
                var digits = swatch.primary
                // `Colors.blue[700]` or `Colors.blue.shade700`.
                if segments[1].subscripted, segments[1].name + 2 < t.count, t.isOpen(segments[1].name + 1, 0x5B),
                    let shade = Int(t.text(segments[1].name + 2))
                {
                    guard let value = swatch.shades[shade] else {
                        return .unread("`Colors.\(name)[\(shade)]` has no shade")
                    }
                    digits = value
                } else if segments.count > 2, chains.name(segments[2]).hasPrefix("shade"),
                    let shade = Int(chains.name(segments[2]).dropFirst(5))
                {
                    guard let value = swatch.shades[shade] else {
                        return .unread("`Colors.\(name)` has no shade \(shade)")
                    }
                    digits = value
                    next = 3
                }
                guard let rgba = RGBA(hexDigits: digits) else { return nil }
                base = .literal(rgba)
            } else {
                return .unread("`Colors.\(SafeText.excerpt(name))` is not one of Flutter's colors")
            }
        } else {
            // Another constant, by its name in this class or at the top level.
            var found: (String, Int)?
            var dotted = ""
            for (k, segment) in segments.enumerated() {
                guard segment.args < 0, !segment.subscripted else { break }
                dotted += (k == 0 ? "" : ".") + chains.name(segment)
                if let name = declarations.candidates(dotted, scope: scope).first(where: {
                    declarations.index[$0] != nil
                }) {
                    found = (name, k + 1)
                }
            }
            guard let found, let i = declarations.index[found.0] else {
                // A call of another type (`ThemeData(…)`, `ColorScheme(…)`, a `TextStyle`) holds colors but is
                // not one.
                let chain = chains.chains[c]
                let call = segments[0].args >= 0 || segments.dropFirst().first.map { $0.args >= 0 } == true
                return !call && t.mentions(chain.first, chain.last + 1, Self.colorTypes)
                    ? .unread("computed when the app runs") : nil
            }
            guard let target = table.color(i) else { return nil }
            if case .unread(let why) = target {
                return .unread(why == CodeColorTable.cycle ? why : "it names `\(found.0)`, which is not read")
            }
            base = .alias(found.0)
            next = found.1
        }
        while next < segments.count {
            let segment = segments[next]
            let name = chains.name(segment)
            next += 1
            let arguments = segment.args >= 0 ? chains.arguments(segment.args) : []
            guard ["withOpacity", "withAlpha", "withValues"].contains(name), arguments.count == 1,
                let v = BraceNumbers.value(t, arguments[0].start..<arguments[0].end, integerDivision: false)
            else {
                return .unread("computed when the app runs (`.\(SafeText.excerpt(name))`)")
            }
            guard let value = resolved(base, table: &table) else { return .unread("`.\(name)` of a color not read") }
            // `withAlpha` takes 0-255; the others 0-1 (Flutter rounds `opacity * 255`).
            base = .literal(name == "withAlpha" ? value.withAlpha(v / 255) : value.withAlpha(v))
        }
        return base
    }

    /// `Color(0xFF2196F3)`: ARGB; fewer than eight digits have alpha 00, as the `int` holds them.
    private func argb(_ arguments: [PostfixChains.Argument], _ t: BraceTokens, whole: Bool) -> CodeColor {
        guard let first = arguments.first, first.end == first.start + 1, t[first.start].kind == .number,
            let digits = BraceNumbers.hexDigits(t.text(first.start)) ?? decimalAsHex(t.text(first.start)),
            digits.count <= 8,
            let rgba = RGBA(hexDigits: String(repeating: "0", count: 8 - digits.count) + digits, alphaFirst: true)
        else {
            return .unread("`Color(…)` of a value computed when the app runs")
        }
        return .literal(rgba)
    }

    private func decimalAsHex(_ text: Substring) -> Substring? {
        guard let v = UInt32(text) else { return nil }
        return Substring(String(v, radix: 16))
    }

    /// `Color.fromARGB(a, r, g, b)`, `Color.fromRGBO(r, g, b, opacity)`, `Color.from(alpha:, red:, …)`.
    private func named(_ name: String, _ arguments: [PostfixChains.Argument], _ t: BraceTokens) -> CodeColor {
        let values = arguments.compactMap { BraceNumbers.value(t, $0.start..<$0.end, integerDivision: false) }
        guard values.count == arguments.count, values.count == 4 else {
            return .unread("`Color.\(SafeText.excerpt(name))(…)` of values computed when the app runs")
        }
        func byte(_ v: Double) -> UInt8 { UInt8(Int(v) & 0xFF) }
        switch name {
        case "fromARGB": return .literal(RGBA(byte(values[1]), byte(values[2]), byte(values[3]), byte(values[0])))
        case "fromRGBO":
            return .literal(RGBA(byte(values[0]), byte(values[1]), byte(values[2])).withAlpha(values[3]))
        case "from":
            var labelled: [String: Double] = [:]
            for (argument, v) in zip(arguments, values) where argument.label >= 0 {
                labelled[t.name(argument.label)] = v
            }
            guard let a = labelled["alpha"], let r = labelled["red"], let g = labelled["green"],
                let b = labelled["blue"]
            else { return .unread("`Color.from(…)` without alpha, red, green and blue") }
            return .literal(ColorSpaceConversion.fromSRGB(r, g, b, alpha: a).color)
        default:
            return .unread("`Color.\(SafeText.excerpt(name))(…)`, which dusk does not compute")
        }
    }

    func resolved(_ color: CodeColor, table: inout CodeColorTable) -> RGBA? {
        switch color {
        case .literal(let c): return c
        case .alias(let name):
            guard let i = declarations.index[name] else { return nil }
            return table.value(i, name: { declarations.declarations[$0].name }, index: { declarations.index[$0] })
        default: return nil
        }
    }

    /// What a value that holds a color names at its head.
    static let colorTypes: Set<String> = ["Color", "Colors"]
}

import ColorScience
import ThemeModel

/// Sass's functions of colors and maps, computed as Sass documents them (the legacy HSL functions, `mix`'s
/// weighting by alpha, `scale-color`'s fractions of the way to the end), and a palette's own one-line
/// `@function`s.
enum SassFunctions {
    struct Arguments {
        var positional: [SassValue] = []
        var named: [String: SassValue] = [:]

        /// The argument at `index`, or the one named `name`.
        func value(_ index: Int, _ name: String) -> SassValue? {
            index < positional.count ? positional[index] : named[name]
        }
    }

    /// The module functions' global names (`color.adjust` is `adjust-color`).
    static let moduleNames: [String: String] = [
        "color.adjust": "adjust-color", "color.scale": "scale-color", "color.change": "change-color",
        "color.mix": "mix", "color.complement": "complement", "color.grayscale": "grayscale",
        "color.invert": "invert", "map.get": "map-get", "map.merge": "map-merge", "color.alpha": "alpha",
        "color.red": "red", "color.green": "green", "color.blue": "blue", "color.hue": "hue",
        "color.saturation": "saturation", "color.lightness": "lightness",
    ]

    static func call(_ written: String, _ a: Arguments, scope: SassScope, depth: Int) -> SassValue {
        let name = moduleNames[written] ?? written
        // `fn.tint($c)`: a function of a module the sheet `@use`s, by its own name.
        let own = name.split(separator: ".").last.map(String.init) ?? name
        if let f = scope.functions[name] ?? scope.functions[own] { return user(f, own, a, scope: scope, depth: depth) }
        if let unread = (a.positional + a.named.values).first(where: \.isUnread) { return unread }
        switch name {
        case "rgb", "rgba", "hsl", "hsla": return cssColor(name, a)
        case "lighten", "darken":
            return hsl(a, name, range: 0...100) { c, amount in (c.h, c.s, c.l + (name == "lighten" ? amount : -amount))
            }
        case "saturate", "desaturate":
            return hsl(a, name, range: 0...100) { c, amount in
                (c.h, c.s + (name == "saturate" ? amount : -amount), c.l)
            }
        case "adjust-hue": return hsl(a, name, amountName: "degrees") { c, amount in (c.h + amount, c.s, c.l) }
        case "complement": return hsl(a, name, amountName: nil) { c, _ in (c.h + 180, c.s, c.l) }
        case "grayscale": return hsl(a, name, amountName: nil) { c, _ in (c.h, 0, c.l) }
        case "transparentize", "fade-out", "opacify", "fade-in":
            guard let c = a.value(0, "color")?.color, let amount = fraction(a.value(1, "amount")) else {
                return unread(name)
            }
            guard (0...1).contains(amount) else { return outOfRange(name, "its amount is between 0 and 1") }
            let sign = name == "opacify" || name == "fade-in" ? 1.0 : -1.0
            return .color(SassColor(r: c.r, g: c.g, b: c.b, a: c.a + sign * amount))
        case "mix":
            guard let one = a.value(0, "color1")?.color, let two = a.value(1, "color2")?.color else {
                return unread(name)
            }
            let weight = a.value(2, "weight").map(percent) ?? 50
            guard let weight else { return unread(name) }
            guard (0...100).contains(weight) else { return outOfRange(name, "its weight is between 0% and 100%") }
            return .color(mix(one, two, weight: weight / 100))
        case "invert":
            guard let c = a.value(0, "color")?.color, let weight = a.value(1, "weight").map(percent) ?? 100 else {
                return unread(name)
            }
            return .color(mix(SassColor(r: 255 - c.r, g: 255 - c.g, b: 255 - c.b, a: c.a), c, weight: weight / 100))
        case "adjust-color", "scale-color", "change-color": return adjusted(name, a)
        case "red", "green", "blue", "hue", "saturation", "lightness", "alpha", "opacity":
            guard let c = a.value(0, "color")?.color else { return unread(name) }
            return channel(c, name == "opacity" ? "alpha" : name)
        case "color.channel":
            guard let c = a.value(0, "color")?.color, case .string(let which)? = a.value(1, "channel") else {
                return unread(name)
            }
            return channel(c, which)
        case "math.div":
            guard case .number(let x, let unit)? = a.value(0, "number1"),
                case .number(let y, let unitY)? = a.value(1, "number2"),
                y != 0
            else { return unread(name) }
            return .number(x / y, unit: unit == unitY ? "" : unit)
        case "percentage", "math.percentage":
            guard case .number(let x, "")? = a.value(0, "number") else { return unread(name) }
            return .number(x * 100, unit: "%")
        case "round", "math.round":
            guard case .number(let x, let unit)? = a.value(0, "number") else { return unread(name) }
            return .number(x.rounded(), unit: unit)
        case "if":
            guard let condition = a.value(0, "condition") else { return unread(name) }
            let holds: Bool
            switch condition {
            case .null, .string("false"): holds = false
            default: holds = true
            }
            return a.value(holds ? 1 : 2, holds ? "if-true" : "if-false") ?? unread(name)
        case "map-get": return mapGet(a)
        case "map-merge":
            guard case .map(let one)? = a.value(0, "map1"), case .map(let two)? = a.value(1, "map2") else {
                return unread(name)
            }
            let replaced = Set(two.map(\.key))
            return .map(one.filter { !replaced.contains($0.key) } + two)
        default:
            // Sass writes a function it does not know (`var()`, `calc()`, a gradient) into the CSS as it is.
            let parts = a.positional.compactMap(\.css)
            guard a.named.isEmpty, parts.count == a.positional.count, !a.positional.contains(where: { $0.color != nil })
            else { return .unread("`\(SafeText.excerpt(written))()` is a function dusk does not compute") }
            return .string(written + "(" + parts.joined(separator: ", ") + ")")
        }
    }

    /// One channel of a color as Sass gives it: red, green, blue 0...255; hue in degrees; saturation and
    /// lightness in percent; alpha 0...1.
    private static func channel(_ c: SassColor, _ name: String) -> SassValue {
        let hsl = c.hsl
        switch name {
        case "red": return .number(c.r, unit: "")
        case "green": return .number(c.g, unit: "")
        case "blue": return .number(c.b, unit: "")
        case "alpha": return .number(c.a, unit: "")
        case "hue": return .number(hsl.h, unit: "deg")
        case "saturation": return .number(hsl.s, unit: "%")
        case "lightness": return .number(hsl.l, unit: "%")
        default: return .unread("`\(SafeText.excerpt(name))` is a channel dusk does not read")
        }
    }

    /// What Sass refuses to compile is no color of the palette: said, not clamped.
    private static func outOfRange(_ name: String, _ rule: String) -> SassValue {
        .unread("Sass refuses this `\(name)()`: \(rule)")
    }

    /// An angle in degrees, as Sass converts `turn`, `rad` and `grad`.
    static func degrees(_ n: Double, _ unit: String) -> Double? {
        switch unit {
        case "", "deg": return n
        case "turn": return n * 360
        case "rad": return n * 180 / Double.pi
        case "grad": return n * 0.9
        default: return nil
        }
    }

    private static func unread(_ name: String) -> SassValue {
        .unread("`\(name)()` is given arguments dusk does not read")
    }

    /// A percentage as a number 0...100 (`10%`, or `10` as Sass also takes it).
    static func percent(_ v: SassValue) -> Double? {
        guard case .number(let n, let unit) = v, unit == "%" || unit.isEmpty else { return nil }
        return n
    }

    /// An alpha amount 0...1 (`0.1`, or `10%`).
    static func fraction(_ v: SassValue?) -> Double? {
        guard case .number(let n, let unit)? = v, unit == "%" || unit.isEmpty else { return nil }
        return unit == "%" ? n / 100 : n
    }

    /// `lighten($c, 10%)` and the other legacy functions that move hue, saturation or lightness.
    private static func hsl(
        _ a: Arguments, _ name: String, amountName: String? = "amount", range: ClosedRange<Double>? = nil,
        _ change: ((h: Double, s: Double, l: Double), Double) -> (Double, Double, Double)
    ) -> SassValue {
        guard let c = a.value(0, "color")?.color else { return unread(name) }
        var amount = 0.0
        if let amountName {
            guard case .number(let n, let unit)? = a.value(1, amountName) else { return unread(name) }
            if let range {
                guard unit == "%" || unit.isEmpty else { return unread(name) }
                guard range.contains(n) else { return outOfRange(name, "its amount is between 0% and 100%") }
                amount = n
            } else {
                guard let degrees = degrees(n, unit) else { return unread(name) }
                amount = degrees
            }
        }
        let (h, s, l) = change(c.hsl, amount)
        return .color(SassColor(hue: h, saturation: s, lightness: l, alpha: c.a))
    }

    /// Sass's `mix`: `weight` of `one`, the weights leaning to the more opaque color.
    static func mix(_ one: SassColor, _ two: SassColor, weight p: Double) -> SassColor {
        let w = 2 * p - 1
        let da = one.a - two.a
        let w1 = ((w * da == -1 ? w : (w + da) / (1 + w * da)) + 1) / 2
        let w2 = 1 - w1
        return SassColor(
            r: one.r * w1 + two.r * w2, g: one.g * w1 + two.g * w2, b: one.b * w1 + two.b * w2,
            a: one.a * p + two.a * (1 - p))
    }

    /// `rgba($brand, 0.5)`, `rgb(0 0 0 / 50%)`, `hsl($hue, 40%, 50%)`: Sass's own forms, else CSS's.
    private static func cssColor(_ name: String, _ a: Arguments) -> SassValue {
        if name.hasPrefix("rgb"), a.positional.count == 2, let c = a.positional[0].color {
            guard let alpha = fraction(a.positional[1]) else { return unread(name) }
            guard (0...1).contains(alpha) else { return outOfRange(name, "its alpha is between 0 and 1") }
            return .color(SassColor(r: c.r, g: c.g, b: c.b, a: alpha))
        }
        if let exact = exactColor(name, a) { return .color(exact) }
        let parts = a.positional.compactMap(\.css)
        guard parts.count == a.positional.count, a.named.isEmpty else { return unread(name) }
        let text = "\(name)(\(parts.joined(separator: ", ")))"
        if text.contains("var(") {
            return .unread("`\(SafeText.excerpt(text))` takes its channels from a custom property the browser fills in")
        }
        guard case .success(let parsed) = CSSColor.parse(text) else {
            return .unread("`\(SafeText.excerpt(text))` is not a color")
        }
        return .color(SassColor(parsed.color))
    }

    /// `rgb(255, 128, 0, .5)`, `rgb(255 128 0 / 50%)`, `hsl(120deg 40% 50%)` of plain numbers, computed unrounded
    /// as Sass keeps them (CSS's parser would round the alpha to a byte).
    private static func exactColor(_ name: String, _ a: Arguments) -> SassColor? {
        guard a.named.isEmpty else { return nil }
        var items = a.positional
        if items.count == 1, case .list(let inner) = items[0] { items = inner }
        var alpha: SassValue = .number(1, unit: "")
        if items.count == 5, case .string("/") = items[3] {
            alpha = items[4]
            items = Array(items.prefix(3))
        } else if items.count == 4 {
            alpha = items[3]
            items = Array(items.prefix(3))
        }
        guard items.count == 3, let alphaValue = fraction(alpha), (0...1).contains(alphaValue) else { return nil }
        var numbers: [(Double, String)] = []
        for item in items {
            guard case .number(let n, let unit) = item else { return nil }
            numbers.append((n, unit))
        }
        if name.hasPrefix("rgb") {
            let channels = numbers.map { $0.1 == "%" ? $0.0 * 2.55 : $0.0 }
            guard numbers.allSatisfy({ $0.1.isEmpty || $0.1 == "%" }), channels.allSatisfy({ (0...255).contains($0) })
            else { return nil }
            return SassColor(r: channels[0], g: channels[1], b: channels[2], a: alphaValue)
        }
        guard name.hasPrefix("hsl"), let hue = degrees(numbers[0].0, numbers[0].1),
            numbers[1].1 == "%" || numbers[1].1.isEmpty, numbers[2].1 == "%" || numbers[2].1.isEmpty
        else { return nil }
        return SassColor(hue: hue, saturation: numbers[1].0, lightness: numbers[2].0, alpha: alphaValue)
    }

    /// `map-get($colors, primary)`, and `map-get($theme, light, bg)` into nested maps.
    private static func mapGet(_ a: Arguments) -> SassValue {
        guard var current = a.value(0, "map") else { return unread("map-get") }
        for key in a.positional.dropFirst() {
            guard case .map(let entries) = current, let k = key.css else { return unread("map-get") }
            guard let found = entries.last(where: { $0.key == k }) else { return .null }
            current = found.value
        }
        return current
    }

    /// `adjust-color`, `scale-color`, `change-color` (and `color.adjust`, …) by their named channels.
    private static func adjusted(_ name: String, _ a: Arguments) -> SassValue {
        guard let c = a.value(0, "color")?.color else { return unread(name) }
        let rgbNames = ["red", "green", "blue"]
        let hslNames = ["hue", "saturation", "lightness"]
        var values: [String: Double] = [:]
        for (key, v) in a.named where key != "color" {
            guard case .number(let n, let unit) = v, rgbNames.contains(key) || hslNames.contains(key) || key == "alpha"
            else { return unread(name) }
            if key == "hue" {
                guard let degrees = degrees(n, unit) else { return unread(name) }
                values[key] = degrees
                continue
            }
            guard unit.isEmpty || unit == "%" else { return unread(name) }
            if name == "scale-color", !(-100...100).contains(n) {
                return outOfRange(name, "its amounts are between -100% and 100%")
            }
            values[key] = key == "alpha" && unit == "%" && name != "scale-color" ? n / 100 : n
        }
        let usesRGB = rgbNames.contains { values[$0] != nil }
        if usesRGB, hslNames.contains(where: { values[$0] != nil }) { return unread(name) }
        func apply(_ v: Double, _ key: String, max top: Double) -> Double {
            guard let x = values[key] else { return v }
            switch name {
            case "adjust-color": return v + x
            case "change-color": return x
            default: return x > 0 ? v + (top - v) * x / 100 : v + v * x / 100
            }
        }
        let alpha = min(max(apply(c.a, "alpha", max: 1), 0), 1)
        if usesRGB {
            return .color(
                SassColor(
                    r: apply(c.r, "red", max: 255), g: apply(c.g, "green", max: 255), b: apply(c.b, "blue", max: 255),
                    a: alpha))
        }
        let h = c.hsl
        guard name != "scale-color" || values["hue"] == nil else { return unread(name) }
        return .color(
            SassColor(
                hue: apply(h.h, "hue", max: 360), saturation: apply(h.s, "saturation", max: 100),
                lightness: apply(h.l, "lightness", max: 100), alpha: alpha))
    }

    /// A palette's own function: its parameters bound (then their defaults), its one `@return` evaluated.
    private static func user(
        _ f: SassUserFunction, _ name: String, _ a: Arguments, scope: SassScope, depth: Int
    ) -> SassValue {
        scope.budget.calls -= 1
        guard scope.budget.calls >= 0 else { return .unread("its functions call each other more than 20,000 times") }
        guard let returns = f.returns else {
            return .unread("`\(SafeText.excerpt(name))()` loops or nests its choices, which dusk does not follow")
        }
        var inner = scope
        inner.locals = [:]
        for (index, p) in f.parameters.enumerated() {
            if let given = a.value(index, p.name) {
                inner.locals[p.name] = given
            } else if let fallback = p.fallback {
                inner.locals[p.name] = SassExpression.evaluate(fallback, in: inner, depth: depth + 1)
            } else {
                return .unread("`\(SafeText.excerpt(name))()` is missing its `$\(SafeText.excerpt(p.name))`")
            }
        }
        for r in returns {
            if let condition = r.condition, condition != "else" {
                guard let holds = SassExpression.holds(condition, in: inner) else {
                    let shown = SafeText.excerpt(condition)
                    return .unread("`\(SafeText.excerpt(name))()` chooses by `\(shown)`, which dusk does not compute")
                }
                guard holds else { continue }
            }
            return SassExpression.evaluate(r.expression, in: inner, depth: depth + 1)
        }
        return .unread("`\(SafeText.excerpt(name))()` returns nothing dusk reads")
    }
}

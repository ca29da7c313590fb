import ColorScience
import ThemeModel

/// A color written back the way a CSS value was written: its notation (hex, `rgb()`, `hsl()`, `hwb()`, `lab()`,
/// `lch()`, `oklab()`, `oklch()`, `color(space ...)`, shadcn/ui's bare `215 16% 47%` triplets), the separators
/// between its numbers (spaces or commas, a `/` before the alpha), each number's unit (`%`, `deg`) and decimals,
/// and the case of its hex digits. It is the inverse of `CSSColor.parse` (and of the triplets `CSSValues` reads):
/// every value it writes reads back as the 8-bit color asked, checked by that parser, with more decimals than
/// the original's where the original's rounding cannot make that color.
public enum CSSColorNotation {
    public struct Written: Equatable, Sendable {
        public var text: String
        /// Decimals added to the original's numbers so the value reads back as the color (0 when its rounding did).
        public var addedDecimals = 0
        /// False when the original's notation was not kept (a named color, a `var()`): the color is written in hex.
        public var keptNotation = true
    }

    /// `color` written as `old` is written; nil when that notation cannot hold it (a bare triplet, which
    /// `hsl(var(--x))` completes, holds no alpha).
    public static func written(_ color: RGBA, like old: String) -> Written? {
        let text = old.trimmingSpaces
        // The color it already is: written as it stands.
        if CSSColorNotation.color(of: text) == color { return Written(text: text) }
        if text.hasPrefix("#") { return Written(text: hex(color, like: text)) }
        // A triplet written as anything else would no longer complete its `hsl(var(--x))`.
        let bare = CSSValues.channelFunction(text.lowercased()) != nil
        if let written = Template(text).flatMap({ bare && !color.isOpaque ? nil : $0.written(color) }) {
            return written
        }
        return bare ? nil : Written(text: hex(color, like: nil), keptNotation: false)
    }

    /// The color a value in one of these notations denotes (a bare triplet as `CSSValues` reads it), or nil.
    public static func color(of text: String) -> RGBA? {
        let trimmed = text.trimmingSpaces
        if case .success(let parsed) = CSSColor.parse(trimmed) { return parsed.color }
        guard let function = CSSValues.channelFunction(trimmed.lowercased()),
            case .success(let parsed) = CSSColor.parse("\(function)(\(trimmed))")
        else { return nil }
        return parsed.color
    }

    /// `#RRGGBB` (`#RRGGBBAA` when translucent, or when `old` wrote an alpha), three or four digits when `old`
    /// was that short and the color has them, lowercase when `old`'s hex letters were all lowercase.
    public static func hex(_ color: RGBA, like old: String?) -> String {
        let digits = old.map { $0.hasPrefix("#") ? $0.dropFirst().count : 0 } ?? 0
        let withAlpha = !color.isOpaque || digits == 4 || digits == 8
        let bytes = withAlpha ? [color.r, color.g, color.b, color.a] : [color.r, color.g, color.b]
        let short = (digits == 3 || digits == 4) && bytes.allSatisfy { $0 >> 4 == $0 & 0x0F }
        let text = "#" + bytes.map { short ? String(RGBA.hexByte($0).prefix(1)) : RGBA.hexByte($0) }.joined()
        guard let old, old.hasPrefix("#") else { return text }
        let letters = old.dropFirst().filter(\.isLetter)
        return !letters.isEmpty && letters.allSatisfy(\.isLowercase) ? text.lowercased() : text
    }

    /// A functional value (or a bare triplet) taken apart: the text around its numbers, and how each is written.
    struct Template {
        enum Part {
            case text(String)
            case channel(Int)
            case alpha
        }

        /// A number as written: its unit, how many decimals, whether `0.5` is written `.5`; `none` as a number.
        struct Shape {
            var unit: String
            var decimals: Int
            var leadingZero: Bool
            var none: Bool
            /// The original text, kept where the value does not matter (the hue of a gray).
            var original: String

            init?(_ token: String) {
                original = token
                guard token.lowercased() != "none" else {
                    (unit, decimals, leadingZero, none) = ("", 0, true, true)
                    return
                }
                let lower = token.lowercased()
                unit = (["%"] + CSSColor.angleUnits.map(\.unit)).first { lower.hasSuffix($0) } ?? ""
                let number = String(token.dropLast(unit.count))
                guard Double(number) != nil else { return nil }
                // `1.76e2` is written back plainly, as precise as it was: 2 decimals less 2 places is `176`.
                let parts = number.lowercased().split(separator: "e", maxSplits: 1)
                let mantissa = parts.first.map(String.init) ?? number
                let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
                let written = mantissa.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first
                decimals = max(0, (written?.count ?? 0) - exponent)
                leadingZero = !(number.hasPrefix(".") || number.hasPrefix("-.") || number.hasPrefix("+."))
                none = false
            }

            /// `value` in this shape with `decimals` decimals.
            func text(_ value: Double, decimals: Int) -> String {
                var s = NumberFormat.fixed(value, decimals)
                if !leadingZero, s.hasPrefix("0.") { s.removeFirst() }
                if !leadingZero, s.hasPrefix("-0.") { s.remove(at: s.index(after: s.startIndex)) }
                return s + unit
            }
        }

        var parts: [Part] = []
        var shapes: [Shape] = []
        var alphaShape: Shape?
        /// The function as the parser knows it (`rgb`, `hsl`, `color`) and the color space of its channels.
        var function: String
        var space: String
        var scale: Double
        /// A bare triplet, as shadcn/ui writes `--primary: 215 16% 47%` for `hsl(var(--primary))`.
        var bare: Bool
        var commas: Bool

        init?(_ text: String) {
            let lower = text.lowercased()
            var inner = Substring(text)
            if let function = CSSValues.channelFunction(lower) {
                self.function = function
                bare = true
            } else if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
                function = String(text[..<open]).lowercased().trimmingSpaces
                guard CSSColor.functions.contains(function) else { return nil }
                parts.append(.text(String(text[...open])))
                inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
                bare = false
            } else {
                return nil
            }
            commas = inner.contains(",")
            // Runs of separators (spaces, commas, a slash) between runs of the rest.
            var pieces: [(separator: Bool, text: String)] = []
            for c in inner {
                let separates = c == " " || c == "," || c == "/" || c == "\t" || c == "\n" || c == "\r"
                if pieces.last?.separator != separates { pieces.append((separates, "")) }
                pieces[pieces.count - 1].text.append(c)
            }
            var slashSeen = false
            var space: String?
            for piece in pieces {
                if piece.separator {
                    if piece.text.contains("/") { slashSeen = true }
                    parts.append(.text(piece.text))
                    continue
                }
                if function == "color", space == nil {
                    guard ColorSpaceConversion.predefined.contains(piece.text.lowercased()) else { return nil }
                    space = piece.text.lowercased()
                    parts.append(.text(piece.text))
                    continue
                }
                guard let shape = Shape(piece.text) else { return nil }
                if slashSeen || (commas && shapes.count == 3) {
                    guard alphaShape == nil, shapes.count == 3 else { return nil }
                    alphaShape = shape
                    parts.append(.alpha)
                } else {
                    guard shapes.count < 3 else { return nil }
                    parts.append(.channel(shapes.count))
                    shapes.append(shape)
                }
            }
            guard shapes.count == 3 else { return nil }
            if !bare { parts.append(.text(")")) }
            (self.space, scale) = CSSColor.space(of: function, named: space)
        }

        /// The text with each channel's and the alpha's numbers; an alpha the original did not write goes after
        /// the last channel, as its syntax writes one (`, 0.5` or ` / 0.5`).
        func text(_ channels: [String], alpha: String?) -> String {
            var out = ""
            for part in parts {
                switch part {
                case .text(let s): out += s
                case .channel(let i):
                    out += channels[i]
                    if i == 2, alphaShape == nil, let alpha { out += (commas ? ", " : " / ") + alpha }
                case .alpha: out += alpha ?? ""
                }
            }
            return out
        }

        /// The color the text denotes, as the reader reads it.
        func reads(_ text: String) -> RGBA? {
            guard bare else { return CSSColorNotation.color(of: text) }
            guard CSSValues.channelFunction(text.lowercased()) == function,
                case .success(let parsed) = CSSColor.parse("\(function)(\(text))")
            else { return nil }
            return parsed.color
        }

        /// The color of these numbers (each in its shape's unit) as the parser computes it: the search's quick
        /// test, before the text of the one it keeps is parsed.
        func color(_ values: [Double], alpha: String?) -> RGBA? {
            let hue = CSSColor.channels(of: function).hue
            let tokens = values.indices.map { i -> CSSColor.Token in
                let shape = shapes[i]
                if shape.unit == "%" { return .percent(values[i]) }
                if i == hue, let unit = CSSColor.angleUnits.first(where: { $0.unit == shape.unit }) {
                    return .angle(values[i] * unit.degrees)
                }
                return .number(values[i])
            }
            var fraction = 1.0
            if let alpha, let shape = alphaShape ?? Shape(alpha), let number = Double(alpha.dropLast(shape.unit.count))
            {
                fraction = min(max(shape.unit == "%" ? number / 100 : number, 0), 1)
            }
            guard case .success(let parsed) = CSSColor.computed(function, space: space, tokens, alpha: fraction)
            else { return nil }
            return parsed.color
        }

        /// Each channel's value in the unit its shape is written in.
        func ideal(_ color: RGBA) -> [Double]? {
            guard let components = ColorSpaceConversion.components(of: color, in: space) else { return nil }
            let (scales, hue) = CSSColor.channels(of: function)
            return components.indices.map { i in
                let v = components[i] * scale
                let shape = shapes[i]
                if shape.unit == "%" { return v / scales[i] * 100 }
                if i == hue, let unit = CSSColor.angleUnits.first(where: { $0.unit == shape.unit }) {
                    return v / unit.degrees
                }
                return v
            }
        }

        func written(_ color: RGBA) -> Written? {
            guard let ideal = ideal(color) else { return nil }
            let hue = CSSColor.channels(of: function).hue
            // A gray has no hue: the original's stays, so the value changes no more than it must.
            let gray = color.r == color.g && color.g == color.b
            let alpha = alphaText(color)
            let original = shapes.map(\.decimals)
            func numbers(_ values: [Double], _ decimals: [Int]) -> [String] {
                values.indices.map { i in
                    i == hue && gray
                        ? (shapes[i].none ? "none" : shapes[i].original)
                        : shapes[i].text(values[i], decimals: decimals[i])
                }
            }
            // The numbers as written (a gray's hue as it was), computed as the parser does; the text parsed last.
            func hit(_ numbers: [String], exact: [Double]) -> Bool {
                let values = numbers.indices.map { i in Double(numbers[i].dropLast(shapes[i].unit.count)) ?? exact[i] }
                return self.color(values, alpha: alpha) == color
            }
            func search(_ decimals: [Int]) -> Written? {
                for candidate in Template.candidates(ideal, decimals) {
                    let numbers = numbers(candidate, decimals)
                    guard hit(numbers, exact: candidate) else { continue }
                    let text = text(numbers, alpha: alpha)
                    if reads(text) == color {
                        return Written(text: text, addedDecimals: zip(decimals, original).map { $0 - $1 }.max() ?? 0)
                    }
                }
                return nil
            }
            if let kept = search(original) { return kept }
            // The original's rounding cannot make the color: each number gets the decimals it needs with the
            // others exact, then all of them one more until the rounded values meet.
            var decimals = original
            for i in shapes.indices where !(i == hue && gray) {
                while decimals[i] < original[i] + Template.maximumAddedDecimals {
                    let step = Template.step(decimals[i])
                    let rounded = (ideal[i] / step).rounded() * step
                    let alone = [rounded, rounded - step, rounded + step].contains { value in
                        var values = ideal
                        values[i] = value
                        return hit(numbers(values, decimals.indices.map { $0 == i ? decimals[i] : 17 }), exact: values)
                    }
                    if alone { break }
                    decimals[i] += 1
                }
            }
            for _ in 0..<4 {
                if let found = search(decimals) { return found }
                decimals = decimals.map { $0 + 1 }
            }
            return nil
        }

        static let maximumAddedDecimals = 9

        /// The alpha in the original's shape, with the decimals it needs; nil when it has none and needs none.
        func alphaText(_ color: RGBA) -> String? {
            let shape = alphaShape ?? (color.isOpaque ? nil : Shape("0.5"))
            guard let shape else { return nil }
            let fraction = Double(color.a) / 255
            let value = shape.unit == "%" ? fraction * 100 : fraction
            for decimals in shape.decimals...(shape.decimals + 4) {
                let text = shape.text(value, decimals: decimals)
                guard let number = Double(text.dropLast(shape.unit.count)) else { continue }
                if RGBA.clampByte(min(max(shape.unit == "%" ? number / 100 : number, 0), 1) * 255) == color.a {
                    return text
                }
            }
            return shape.text(value, decimals: shape.decimals + 4)
        }

        /// The distance between two numbers written with `decimals` decimals.
        static func step(_ decimals: Int) -> Double { (0..<decimals).reduce(1.0) { v, _ in v / 10 } }

        /// The ideal values rounded to `decimals`, then the grid points around them, nearest first.
        static func candidates(_ ideal: [Double], _ decimals: [Int]) -> [[Double]] {
            let steps = decimals.map(step)
            let rounded = ideal.indices.map { i in (ideal[i] / steps[i]).rounded() * steps[i] }
            var out: [[Double]] = []
            for a in -1...1 {
                for b in -1...1 {
                    for c in -1...1 {
                        let offsets = [a, b, c]
                        out.append(rounded.indices.map { rounded[$0] + Double(offsets[$0]) * steps[$0] })
                    }
                }
            }
            func distance(_ v: [Double]) -> Double {
                v.indices.reduce(0) { $0 + abs(v[$1] - ideal[$1]) / steps[$1] }
            }
            return out.sorted { distance($0) < distance($1) }
        }
    }
}

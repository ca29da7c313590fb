import ColorScience
import Platform
import ThemeModel

/// CSS Color 4 values, accepted wherever dusk accepts a color (theme files,
/// design tokens, CSS custom properties): `#rgb` ... `#rrggbbaa`, `rgb()`/
/// `rgba()` (comma and space syntax), `hsl()`/`hsla()`, `hwb()`, `lab()`,
/// `lch()`, `oklab()`, `oklch()`, `color(<space> ...)` for every predefined
/// space, the named colors and `transparent`. Colors outside sRGB are
/// clipped, and the caller is told so it can note it.
public enum CSSColor {
    public struct Parsed: Equatable, Sendable {
        public var color: RGBA
        public var clipped: Bool
        /// How the value was written (`oklch()`, `color(display-p3)`) for notes.
        public var form: String
        /// For a clipped color, the nearest sRGB color of its lightness and hue.
        public var nearest: RGBA? = nil
    }

    /// The color `text` denotes, or why it is not one (nil reason: not CSS at all), and where in `text`.
    public static func parse(_ text: String) -> Result<Parsed, Failure> {
        let s = text.trimmingSpaces
        // Offsets are said in `text` as written, leading spaces included.
        let lead = text.unicodeScalars.prefix { $0.isSpace }.count
        if s.hasPrefix("#") {
            guard let c = RGBA(hex: s) else {
                let digits = s.dropFirst()
                let detail =
                    digits.first(where: { !$0.isHexDigit }).map { "`\($0)` is not a hex digit" }
                    ?? "it has \(digits.count) digits"
                return .failure(Failure("expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA; \(detail)"))
            }
            return .success(Parsed(color: c, clipped: false, form: "hex"))
        }
        if let open = s.firstIndex(of: "(") {
            let function = String(s[..<open]).trimmingSpaces.lowercased()
            let offset = { (i: String.Index) in lead + s.unicodeScalars.distance(from: s.startIndex, to: i) }
            guard let close = s[open...].firstIndex(of: ")") else {
                guard functions.contains(function) else { return functional(function, "") }
                return .failure(
                    Failure(
                        "`\(SafeText.excerpt(String(s[...open])))` is not closed: expected `)`",
                        at: offset(s.endIndex)))
            }
            if function.isEmpty {
                return .failure(Failure("expected a color function's name before `(`, as in rgb(...)", at: lead))
            }
            let rest = s[s.index(after: close)...].drop { $0.isWhitespace }
            guard rest.isEmpty else {
                return .failure(
                    Failure(
                        "unexpected `\(SafeText.excerpt(String(rest)))` after the `)` that closes `\(function)(`",
                        at: offset(rest.startIndex)))
            }
            return functional(function, String(s[s.index(after: open)..<close]).lowercased())
        }
        let lower = s.lowercased()
        if lower == "transparent" { return .success(Parsed(color: RGBA(0, 0, 0, 0), clipped: false, form: "named")) }
        if let rgb = namedColors[lower] {
            return .success(Parsed(color: RGBA(rgb: rgb), clipped: false, form: "named"))
        }
        // `rgb 255 0 0`: a color function's name without its parentheses.
        let word = lower.prefix { $0.isLetter }
        if functions.contains(String(word)), lower.dropFirst(word.count).first?.isWhitespace == true {
            return .failure(Failure("expected `(` after `\(word)`, as in \(word)(...)", at: lead + word.count))
        }
        return .failure(Failure(nil))
    }

    /// The note for a color outside sRGB: a `clippedColor` note, which `check` counts as a finding and shows with
    /// the nearest sRGB color of the value's lightness and hue; a plain note when that nearest color is the
    /// clipped one to within a step of each channel (nothing to change that anyone could see).
    static func clippedNote(
        _ parsed: Parsed, text: String, name: String? = nil, at location: SourceLocation
    ) -> Diagnostic {
        let subject = name.map { "`\(SafeText.sanitized($0))`: " } ?? ""
        if clampingFunctions.contains(String(parsed.form.dropLast(2))) {
            // Not a color outside sRGB: numbers past their range, which CSS itself clamps.
            var note = Diagnostic(
                at: location,
                "\(subject)\(SafeText.sanitized(text)) has a channel past its range, which CSS clamps: "
                    + "\(parsed.color.hexRGB)")
            note.kind = .clamped
            return note
        }
        let said = "\(subject)\(SafeText.sanitized(text)) is outside sRGB and was clipped to \(parsed.color.hexRGB)"
        guard let nearest = parsed.nearest, nearest.maximumChannelDifference(from: parsed.color) > 1 else {
            var note = Diagnostic(
                at: location, said + ", within a step of the nearest sRGB color of its lightness and hue")
            note.kind = .clippedWithinAStep
            return note
        }
        var note = Diagnostic(
            at: location, said + "; the nearest sRGB color of its lightness and hue is \(nearest.hexRGB)")
        note.kind = .clippedColor
        note.nearest = nearest
        return note
    }

    public struct Failure: Error, Equatable, Sendable {
        /// Nil when the text does not look like a CSS color at all.
        public var reason: String?
        /// Where in the text the problem is, in Unicode scalars from its start; nil for the value as a whole.
        public var offset: Int?
        init(_ reason: String?, at offset: Int? = nil) {
            self.reason = reason
            self.offset = offset
        }
    }

    /// The named colors and the functions, for "did you mean".
    public static var vocabulary: [String] { Array(namedColors.keys) + ["transparent"] + functions }
    static let functions = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]
    /// The functions whose channels CSS clamps to their ranges (CSS Color 4, "Values outside these ranges are not
    /// invalid, but are clamped"): their colors are sRGB whatever the numbers say.
    static let clampingFunctions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "hwb"]

    // MARK: functions

    private static func functional(_ name: String, _ inner: String) -> Result<Parsed, Failure> {
        guard functions.contains(name) else {
            let hint = Suggestion.nearest(to: name, in: functions).map { "; did you mean \($0)()?" } ?? ""
            return .failure(
                Failure(
                    """
                    `\(SafeText.excerpt(name))()` is not a CSS color function (rgb, hsl, hwb, lab, lch, oklab, \
                    oklch, color)\(hint)
                    """
                ))
        }
        guard let args = arguments(inner) else { return .failure(Failure("cannot read the arguments of \(name)()")) }
        if let huge = (args.channels + [args.alpha].compactMap { $0 }).first(where: { $0.isTooLarge }),
            case .tooLarge(let text) = huge
        {
            return .failure(Failure("`\(SafeText.excerpt(text))` in \(name)() is too large a number to compute with"))
        }
        var channels = args.channels
        var spaceName = name
        if name == "color" {
            guard let first = channels.first, case .keyword(let space) = first else {
                return .failure(Failure("color() needs a color space first, for example color(display-p3 1 0.5 0)"))
            }
            guard ColorSpaceConversion.predefined.contains(space) else {
                let hint =
                    Suggestion.nearest(to: space, in: ColorSpaceConversion.predefined).map { "; did you mean \($0)?" }
                    ?? ""
                return .failure(
                    Failure(
                        """
                        unknown color space `\(SafeText.excerpt(space))` in color() \
                        (\(ColorSpaceConversion.predefined.joined(separator: ", ")))\(hint)
                        """
                    ))
            }
            spaceName = space
            channels.removeFirst()
        }
        guard channels.count == 3 else {
            return .failure(Failure("\(name)() takes 3 values and an optional / alpha, found \(channels.count)"))
        }
        var alpha = 1.0
        if let a = args.alpha {
            switch a {
            case .number(let v): alpha = v
            case .percent(let p): alpha = p / 100
            case .none: alpha = 0
            default: return .failure(Failure("the alpha of \(name)() must be a number or a percentage"))
            }
            alpha = min(max(alpha, 0), 1)
        }
        return computed(name, space: spaceName, channels, alpha: alpha)
    }

    /// The color of a function's three channels (`color()`'s after its space) and its alpha (0...1).
    static func computed(
        _ name: String, space spaceName: String, _ channels: [Token], alpha: Double
    ) -> Result<Parsed, Failure> {
        // Each channel as a number in the space's own scale.
        func value(_ i: Int, percentOf full: Double, hue: Bool = false) -> Double? {
            switch channels[i] {
            case .number(let v): return v
            case .percent(let p): return p / 100 * full
            case .angle(let degrees): return hue ? degrees : nil
            case .none: return 0
            case .keyword, .tooLarge: return nil
            }
        }
        let form = name == "color" ? "color(\(spaceName))" : "\(name)()"
        func result(_ r: ColorSpaceConversion.Result) -> Result<Parsed, Failure> {
            guard !r.overflowed else { return .failure(Failure("\(form): \(ColorSpaceConversion.overflowReason)")) }
            // rgb(), hsl() and hwb() are sRGB already: a channel past its range is clamped, as CSS clamps it at
            // parsed-value time, and that is the color; no other color is "nearer".
            let clamps = clampingFunctions.contains(name)
            return .success(Parsed(color: r.color, clipped: r.clipped, form: form, nearest: clamps ? nil : r.nearest))
        }
        let bad = Failure(
            "\(name)() has a value of the wrong kind (an angle where a number or percentage belongs, or a word)")
        let (scales, hueChannel) = CSSColor.channels(of: name)
        var values: [Double] = []
        for i in 0..<3 {
            guard let v = value(i, percentOf: scales[i], hue: i == hueChannel) else { return .failure(bad) }
            values.append(v)
        }
        let (space, scale) = self.space(of: name, named: spaceName)
        return result(ColorSpaceConversion.from(space: space, values.map { $0 / scale }, alpha: alpha))
    }

    /// What 100% is for each channel of a color function, and which channel is a hue (`color()`: 0...1, no hue).
    static func channels(of function: String) -> (scales: [Double], hue: Int?) {
        switch function {
        case "rgb", "rgba": return ([255, 255, 255], nil)
        case "hsl", "hsla", "hwb": return ([360, 100, 100], 0)
        case "lab": return ([100, 125, 125], nil)
        case "lch": return ([100, 150, 360], 2)
        case "oklab": return ([1, 0.4, 0.4], nil)
        case "oklch": return ([1, 0.4, 360], 2)
        default: return ([1, 1, 1], nil)
        }
    }

    /// The color space whose components (`ColorSpaceConversion.from(space:)`'s scale) a function's channels are:
    /// rgb() takes sRGB's as 0...255 (`scale`), color() names its own.
    static func space(of function: String, named: String? = nil) -> (space: String, scale: Double) {
        switch function {
        case "rgb", "rgba": return ("srgb", 255)
        case "hsla": return ("hsl", 1)
        case "color": return (named ?? "srgb", 1)
        default: return (function, 1)
        }
    }

    /// Units an angle may be written in, and how many degrees one is.
    static let angleUnits: [(unit: String, degrees: Double)] = [
        ("deg", 1.0), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360.0),
    ]

    enum Token: Equatable {
        case number(Double)
        case percent(Double)
        case angle(Double)
        case none
        case keyword(String)
        /// A number past what a Double holds (`1e400`), or one that overflows once its unit is applied.
        case tooLarge(String)

        var isTooLarge: Bool {
            if case .tooLarge = self { return true }
            return false
        }
    }

    /// `a b c / d` or `a, b, c, d` (legacy commas; a fourth value is the alpha).
    private static func arguments(_ inner: String) -> (channels: [Token], alpha: Token?)? {
        var main = inner
        var alphaText: String?
        if let slash = inner.firstIndex(of: "/") {
            main = String(inner[..<slash])
            alphaText = String(inner[inner.index(after: slash)...])
        }
        let words = main.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }).map(String.init)
        var channels: [Token] = []
        for w in words {
            guard let t = token(w) else { return nil }
            channels.append(t)
        }
        var alpha: Token?
        if let alphaText {
            guard let t = token(alphaText.trimmingSpaces) else { return nil }
            alpha = t
        } else if channels.count == 4, main.contains(",") {
            alpha = channels.removeLast()
        }
        return (channels, alpha)
    }

    private static func token(_ w: String) -> Token? {
        if w == "none" { return Token.none }
        func finite(_ v: Double, _ token: (Double) -> Token) -> Token { v.isFinite ? token(v) : .tooLarge(w) }
        if w.hasSuffix("%"), let v = Double(w.dropLast()) { return finite(v, Token.percent) }
        for (unit, factor) in angleUnits where w.hasSuffix(unit) {
            if let v = Double(w.dropLast(unit.count)) { return finite(v * factor, Token.angle) }
        }
        if let v = Double(w) { return finite(v, Token.number) }
        if w.allSatisfy({ $0.isLetter || $0 == "-" || $0.isNumber }) { return .keyword(w) }
        return nil
    }

    /// The 148 CSS named colors (CSS Color 4).
    static let namedColors: [String: UInt32] = [
        "aliceblue": 0xF0F8FF, "antiquewhite": 0xFAEBD7, "aqua": 0x00FFFF, "aquamarine": 0x7FFFD4, "azure": 0xF0FFFF,
        "beige": 0xF5F5DC, "bisque": 0xFFE4C4, "black": 0x000000, "blanchedalmond": 0xFFEBCD, "blue": 0x0000FF,
        "blueviolet": 0x8A2BE2, "brown": 0xA52A2A, "burlywood": 0xDEB887, "cadetblue": 0x5F9EA0, "chartreuse": 0x7FFF00,
        "chocolate": 0xD2691E, "coral": 0xFF7F50, "cornflowerblue": 0x6495ED, "cornsilk": 0xFFF8DC, "crimson": 0xDC143C,
        "cyan": 0x00FFFF, "darkblue": 0x00008B, "darkcyan": 0x008B8B, "darkgoldenrod": 0xB8860B, "darkgray": 0xA9A9A9,
        "darkgreen": 0x006400, "darkgrey": 0xA9A9A9, "darkkhaki": 0xBDB76B, "darkmagenta": 0x8B008B,
        "darkolivegreen": 0x556B2F,
        "darkorange": 0xFF8C00, "darkorchid": 0x9932CC, "darkred": 0x8B0000, "darksalmon": 0xE9967A,
        "darkseagreen": 0x8FBC8F,
        "darkslateblue": 0x483D8B, "darkslategray": 0x2F4F4F, "darkslategrey": 0x2F4F4F, "darkturquoise": 0x00CED1,
        "darkviolet": 0x9400D3, "deeppink": 0xFF1493, "deepskyblue": 0x00BFFF, "dimgray": 0x696969, "dimgrey": 0x696969,
        "dodgerblue": 0x1E90FF, "firebrick": 0xB22222, "floralwhite": 0xFFFAF0, "forestgreen": 0x228B22,
        "fuchsia": 0xFF00FF,
        "gainsboro": 0xDCDCDC, "ghostwhite": 0xF8F8FF, "gold": 0xFFD700, "goldenrod": 0xDAA520, "gray": 0x808080,
        "green": 0x008000, "greenyellow": 0xADFF2F, "grey": 0x808080, "honeydew": 0xF0FFF0, "hotpink": 0xFF69B4,
        "indianred": 0xCD5C5C, "indigo": 0x4B0082, "ivory": 0xFFFFF0, "khaki": 0xF0E68C, "lavender": 0xE6E6FA,
        "lavenderblush": 0xFFF0F5, "lawngreen": 0x7CFC00, "lemonchiffon": 0xFFFACD, "lightblue": 0xADD8E6,
        "lightcoral": 0xF08080,
        "lightcyan": 0xE0FFFF, "lightgoldenrodyellow": 0xFAFAD2, "lightgray": 0xD3D3D3, "lightgreen": 0x90EE90,
        "lightgrey": 0xD3D3D3,
        "lightpink": 0xFFB6C1, "lightsalmon": 0xFFA07A, "lightseagreen": 0x20B2AA, "lightskyblue": 0x87CEFA,
        "lightslategray": 0x778899, "lightslategrey": 0x778899, "lightsteelblue": 0xB0C4DE, "lightyellow": 0xFFFFE0,
        "lime": 0x00FF00, "limegreen": 0x32CD32, "linen": 0xFAF0E6, "magenta": 0xFF00FF, "maroon": 0x800000,
        "mediumaquamarine": 0x66CDAA, "mediumblue": 0x0000CD, "mediumorchid": 0xBA55D3, "mediumpurple": 0x9370DB,
        "mediumseagreen": 0x3CB371, "mediumslateblue": 0x7B68EE, "mediumspringgreen": 0x00FA9A,
        "mediumturquoise": 0x48D1CC,
        "mediumvioletred": 0xC71585, "midnightblue": 0x191970, "mintcream": 0xF5FFFA, "mistyrose": 0xFFE4E1,
        "moccasin": 0xFFE4B5,
        "navajowhite": 0xFFDEAD, "navy": 0x000080, "oldlace": 0xFDF5E6, "olive": 0x808000, "olivedrab": 0x6B8E23,
        "orange": 0xFFA500, "orangered": 0xFF4500, "orchid": 0xDA70D6, "palegoldenrod": 0xEEE8AA, "palegreen": 0x98FB98,
        "paleturquoise": 0xAFEEEE, "palevioletred": 0xDB7093, "papayawhip": 0xFFEFD5, "peachpuff": 0xFFDAB9,
        "peru": 0xCD853F,
        "pink": 0xFFC0CB, "plum": 0xDDA0DD, "powderblue": 0xB0E0E6, "purple": 0x800080, "rebeccapurple": 0x663399,
        "red": 0xFF0000, "rosybrown": 0xBC8F8F, "royalblue": 0x4169E1, "saddlebrown": 0x8B4513, "salmon": 0xFA8072,
        "sandybrown": 0xF4A460, "seagreen": 0x2E8B57, "seashell": 0xFFF5EE, "sienna": 0xA0522D, "silver": 0xC0C0C0,
        "skyblue": 0x87CEEB, "slateblue": 0x6A5ACD, "slategray": 0x708090, "slategrey": 0x708090, "snow": 0xFFFAFA,
        "springgreen": 0x00FF7F, "steelblue": 0x4682B4, "tan": 0xD2B48C, "teal": 0x008080, "thistle": 0xD8BFD8,
        "tomato": 0xFF6347, "turquoise": 0x40E0D0, "violet": 0xEE82EE, "wheat": 0xF5DEB3, "white": 0xFFFFFF,
        "whitesmoke": 0xF5F5F5, "yellow": 0xFFFF00, "yellowgreen": 0x9ACD32,
    ]
}

import ColorScience

/// How many colors an export or a terminal may use: one type from the
/// command line (`--colors`) to the exporter and the terminal.
public enum ColorDepth: String, CaseIterable, Sendable, Hashable {
    case truecolor
    case ansi256 = "256"
    case ansi16 = "16"
    case ansi8 = "8"
    /// No colors at all: plain text in an export, attributes only in a terminal.
    case none

    /// How the footer names it.
    public var label: String {
        switch self {
        case .truecolor: return "24-bit"
        case .ansi256: return "256 colors"
        case .ansi16: return "16 colors"
        case .ansi8: return "8 colors"
        case .none: return "no colors"
        }
    }

    /// 256, 16 and 8 colors draw from a palette; 24-bit and none do not.
    public var hasPalette: Bool {
        switch self {
        case .ansi256, .ansi16, .ansi8: return true
        case .truecolor, .none: return false
        }
    }

    /// The xterm palette indexes the depth draws from (0...15 are left out of 256 colors: terminals redefine
    /// them); nil for 24-bit and none.
    public var paletteRange: Range<Int>? {
        switch self {
        case .ansi256: return 16..<256
        case .ansi16: return 0..<16
        case .ansi8: return 0..<8
        case .truecolor, .none: return nil
        }
    }

    /// `--colors` values: the names above and the usual aliases.
    public init?(option: String) {
        switch option.lowercased() {
        case "truecolor", "24bit", "24-bit", "direct": self = .truecolor
        case "256", "256color": self = .ansi256
        case "16", "16color": self = .ansi16
        case "8", "8color": self = .ansi8
        case "none", "mono", "monochrome": self = .none
        default: return nil
        }
    }
}

/// Maps 24-bit colors to the xterm 256-color and 16-color palettes by
/// nearest perceptual distance in OKLab (not per-channel rounding, which
/// turns dark grays blue and pastel tints gray). Caches what it has mapped.
public struct ColorQuantizer: Sendable {
    private var caches: [ColorDepth: [UInt32: UInt8]] = [:]

    public init() {}

    /// The 256-color index (16...255: the 6x6x6 cube and the gray ramp;
    /// 0...15 are left out because terminals redefine them).
    public mutating func index256(_ c: RGBA) -> UInt8 { index(c, depth: .ansi256)! }

    /// The palette index for `depth` (nil for 24-bit and none, which have no palette).
    public mutating func index(_ c: RGBA, depth: ColorDepth) -> UInt8? {
        guard let range = depth.paletteRange else { return nil }
        return ColorQuantizer.nearest(c, in: range, cache: &caches[depth, default: [:]])
    }

    private static func nearest(_ c: RGBA, in candidates: Range<Int>, cache: inout [UInt32: UInt8]) -> UInt8 {
        let key = c.rgb24
        if let hit = cache[key] { return hit }
        let lab = OKLab(c.opaque)
        var best = candidates.lowerBound
        var bestDistance = Double.infinity
        for i in candidates {
            let d = lab.distanceSquared(to: XtermPalette.lab[i])
            if d < bestDistance {
                bestDistance = d
                best = i
            }
        }
        cache[key] = UInt8(best)
        return UInt8(best)
    }
}

/// xterm's default 256-color palette.
public enum XtermPalette {
    public static let colors: [RGBA] = {
        var c: [RGBA] = [
            0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
            0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
        ].map { RGBA(rgb: $0) }
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        for r in levels { for g in levels { for b in levels { c.append(RGBA(r, g, b)) } } }
        for i in 0..<24 {
            let v = UInt8(8 + 10 * i)
            c.append(RGBA(v, v, v))
        }
        return c
    }()

    static let lab: [OKLab] = colors.map { OKLab($0) }
    static let linear: [LinearRGB] = colors.map { LinearRGB($0) }
}

import CMath

/// Contrast figures for a text color on a background.
public enum Contrast {
    /// WCAG 2 relative luminance of an opaque color (alpha ignored).
    public static func relativeLuminance(_ c: RGBA) -> Double {
        0.2126 * SRGB.linear(c.r) + 0.7152 * SRGB.linear(c.g) + 0.0722 * SRGB.linear(c.b)
    }

    /// WCAG 2 contrast ratio, 1...21. Translucent text is composited over
    /// the background first, as it appears on screen.
    public static func wcagRatio(text: RGBA, background: RGBA) -> Double {
        let bg = background.opaque
        let fg = text.over(bg)
        let l1 = relativeLuminance(fg)
        let l2 = relativeLuminance(bg)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// APCA Lc (APCA-W3 0.0.98G-4g constants). Positive for dark text on a
    /// light background, negative for light text on dark; about ±106 at most.
    public static func apcaLc(text: RGBA, background: RGBA) -> Double {
        let bg = background.opaque
        let fg = text.over(bg)
        return APCA.lc(textY: APCA.screenLuminance(fg), backgroundY: APCA.screenLuminance(bg))
    }
}

/// The APCA-W3 0.0.98G-4g model, constants exactly as published.
enum APCA {
    static let mainTRC = 2.4
    static let sRco = 0.2126729, sGco = 0.7151522, sBco = 0.0721750
    static let normBG = 0.56, normTXT = 0.57, revTXT = 0.62, revBG = 0.65
    static let blkThrs = 0.022, blkClmp = 1.414
    static let scaleBoW = 1.14, scaleWoB = 1.14
    static let loBoWoffset = 0.027, loWoBoffset = 0.027
    static let deltaYmin = 0.0005, loClip = 0.1

    /// APCA's simple power curve, not the piecewise sRGB one.
    static func screenLuminance(_ c: RGBA) -> Double {
        func ch(_ v: UInt8) -> Double { pow(Double(v) / 255, mainTRC) }
        return sRco * ch(c.r) + sGco * ch(c.g) + sBco * ch(c.b)
    }

    static func lc(textY: Double, backgroundY: Double) -> Double {
        func clampBlack(_ y: Double) -> Double { y > blkThrs ? y : y + pow(blkThrs - y, blkClmp) }
        let t = clampBlack(textY)
        let b = clampBlack(backgroundY)
        if abs(b - t) < deltaYmin { return 0 }
        let output: Double
        if b > t {
            let sapc = (pow(b, normBG) - pow(t, normTXT)) * scaleBoW
            output = sapc < loClip ? 0 : sapc - loBoWoffset
        } else {
            let sapc = (pow(b, revBG) - pow(t, revTXT)) * scaleWoB
            output = sapc > -loClip ? 0 : sapc + loWoBoffset
        }
        return output * 100
    }
}

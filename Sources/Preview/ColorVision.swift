import ColorScience
import Screens

/// Color-vision deficiency simulation, applied to what is shown.
/// Dichromacies use Machado, Oliveira & Fernandes (2009) at severity 1.0,
/// applied in linear RGB; achromatopsia shows relative luminance as gray.
public enum ColorVision: String, CaseIterable, Sendable {
    case none, protanopia, deuteranopia, tritanopia, achromatopsia

    public var next: ColorVision {
        let all = ColorVision.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    static let matrices: [ColorVision: [Double]] = [
        .protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
        .deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881],
        .tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900],
    ]

    public func simulate(_ c: RGBA) -> RGBA {
        if self == .none { return c }
        let l = LinearRGB(c)
        if self == .achromatopsia {
            let y = 0.2126 * l.r + 0.7152 * l.g + 0.0722 * l.b
            return LinearRGB(r: y, g: y, b: y).rgba(alpha: c.a)
        }
        let m = ColorVision.matrices[self]!
        return LinearRGB(
            r: m[0] * l.r + m[1] * l.g + m[2] * l.b,
            g: m[3] * l.r + m[4] * l.g + m[5] * l.b,
            b: m[6] * l.r + m[7] * l.g + m[8] * l.b
        ).rgba(alpha: c.a)
    }

    /// The canvas as a person with this deficiency would see it.
    public func apply(to canvas: inout Canvas) {
        guard self != .none else { return }
        var cache: [RGBA: RGBA] = [:]
        func mapped(_ c: RGBA) -> RGBA {
            if let hit = cache[c] { return hit }
            let v = simulate(c)
            cache[c] = v
            return v
        }
        for i in canvas.cells.indices {
            canvas.cells[i].foreground = mapped(canvas.cells[i].foreground)
            canvas.cells[i].background = mapped(canvas.cells[i].background)
        }
    }
}

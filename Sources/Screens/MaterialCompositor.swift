import ColorScience
import ThemeModel

/// Draws a blur material over part of a canvas: the pixels below are
/// blurred (real Gaussian blur in linear light), their saturation boosted,
/// the material's tint laid over them, and the result written back as
/// half-block pixels: what UIVisualEffectView does, at terminal resolution.
public enum MaterialCompositor {
    public static func apply(_ material: MaterialName, to rect: Rect, in canvas: inout Canvas, context: ScreenContext) {
        let spec = context.theme.materials[material] ?? MaterialSpec.defaults[material]!
        apply(
            context.traits.contrast == .high ? spec.increasedContrast : spec, name: material.systemName, to: rect,
            in: &canvas, style: context.traits.style)
    }

    public static func apply(
        _ spec: MaterialSpec, name: String, to rect: Rect, in canvas: inout Canvas, style: InterfaceStyle
    ) {
        let r = rect.intersection(canvas.bounds)
        guard !r.isEmpty else { return }
        // Blur a margin around the panel too, so its edges sample what lies beyond
        // them; two sigmas hold 95% of the kernel's weight.
        let margin = Int((spec.blur * 2).rounded(.up))
        let area = Rect(
            x: r.x - margin, y: r.y - (margin + 1) / 2, width: r.width + 2 * margin, height: r.height + margin + 1
        )
        .intersection(canvas.bounds)
        let width = canvas.size.width
        let below = canvas.cells.withUnsafeBufferPointer { cells in
            [RGBA](unsafeUninitializedCapacity: area.width * area.height * 2) { pixels, count in
                for cy in area.y..<area.maxY {
                    let row = cy * width
                    for cx in area.x..<area.maxX {
                        pixels[count] = cells[row + cx].topPixel
                        pixels[count + area.width] = cells[row + cx].bottomPixel
                        count += 1
                    }
                    count += area.width
                }
            }
        }
        let input = MaterialInput(
            spec: spec, style: style, width: area.width,
            panel: Rect(x: r.x - area.x, y: r.y - area.y, width: r.width, height: r.height),
            below: below)
        let pixels = materials.value(input) { input.composite() }
        let id = canvas.intern(name)
        for cy in 0..<r.height {
            for cx in 0..<r.width {
                let top = pixels[2 * cy * r.width + cx]
                let bottom = pixels[(2 * cy + 1) * r.width + cx]
                canvas.cells[canvas.index(r.x + cx, r.y + cy)] = Cell(
                    scalar: Cell.upperHalf, foreground: top, background: bottom, attributes: [],
                    foregroundName: id, backgroundName: id)
            }
        }
    }

    /// The same pixels under the same material always give the same panel.
    private static let materials = Memo<MaterialInput, [RGBA]>(budget: 2 << 20) { key, panel in
        (key.below.count + panel.count) * MemoryLayout<RGBA>.stride + 64
    }

    /// Vibrancy over a material: `label` keeps its color; the other levels keep
    /// only their alpha, applied to the label color (UIKit's rule over the system materials).
    public static func vibrancy(_ level: String, context: ScreenContext) -> Paint {
        let label = context.paint("label")
        if level == "label" { return label }
        let alpha = context.paint(level).color.a
        return Paint(label.color.withAlpha(alpha), level)
    }
}

/// Everything a material panel's pixels depend on: the pixels below it (with the margin the blur reads,
/// rows of top pixels then bottom pixels), the material, the style that picks its tint, and where the
/// panel lies in that area.
struct MaterialInput: Hashable, Sendable {
    let spec: MaterialSpec
    let style: InterfaceStyle
    let width: Int
    let panel: Rect
    let below: [RGBA]
    /// A digest of `below`, taken once: hashing the pixels one by one costs more than the blur saves.
    private let digest: UInt64

    init(spec: MaterialSpec, style: InterfaceStyle, width: Int, panel: Rect, below: [RGBA]) {
        self.spec = spec
        self.style = style
        self.width = width
        self.panel = panel
        self.below = below
        // FNV-1a over the pixels as 32-bit words: equal pixels, equal digest; `==` still compares them all.
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for p in below {
            let word = UInt64(p.r) | UInt64(p.g) << 8 | UInt64(p.b) << 16 | UInt64(p.a) << 24
            h = (h ^ word) &* 0x0000_0100_0000_01b3
        }
        digest = h
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(spec)
        hasher.combine(style)
        hasher.combine(width)
        hasher.combine(panel)
        hasher.combine(digest)
    }

    /// The panel's pixels, rows of top pixels then bottom pixels: blurred in linear light,
    /// saturated, the tint laid over.
    func composite() -> [RGBA] {
        let height = below.count / max(width, 1)
        var image = LinearImage(width: width, height: height)
        let table = SRGB.linearTable
        for (i, p) in below.enumerated() {
            image.rgb[i * 3] = Float(table[Int(p.r)])
            image.rgb[i * 3 + 1] = Float(table[Int(p.g)])
            image.rgb[i * 3 + 2] = Float(table[Int(p.b)])
        }
        image.blur(sigma: spec.blur)
        let tint = spec.tint(for: style)
        var out: [RGBA] = []
        out.reserveCapacity(panel.width * panel.height * 2)
        for py in 2 * panel.y..<2 * panel.maxY {
            for px in panel.x..<panel.maxX { out.append(finish(image, py * width + px, tint)) }
        }
        return out
    }

    /// Saturation (the CSS/SVG saturate matrix, in linear light), then the tint, source-over.
    private func finish(_ image: LinearImage, _ i: Int, _ tint: RGBA) -> RGBA {
        let r = Double(image.rgb[i * 3])
        let g = Double(image.rgb[i * 3 + 1])
        let b = Double(image.rgb[i * 3 + 2])
        let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let s = spec.saturation
        let c = LinearRGB(r: luma + (r - luma) * s, g: luma + (g - luma) * s, b: luma + (b - luma) * s)
        return tint.over(c.rgba())
    }
}

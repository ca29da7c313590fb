import ThemeKit

/// Draws a blur material over part of a canvas: the pixels below are
/// blurred (real Gaussian blur in linear light), their saturation boosted,
/// the material's tint laid over them, and the result written back as
/// half-block pixels: what UIVisualEffectView does, at terminal resolution.
public enum MaterialCompositor {
    public static func apply(_ material: MaterialName, to rect: Rect, in canvas: inout Canvas, context: ScreenContext) {
        let spec = context.theme.materials[material] ?? MaterialSpec.defaults[material]!
        apply(spec, name: material.systemName, to: rect, in: &canvas, style: context.traits.style)
    }

    public static func apply(_ spec: MaterialSpec, name: String, to rect: Rect, in canvas: inout Canvas, style: InterfaceStyle) {
        let r = rect.intersection(canvas.bounds)
        guard !r.isEmpty else { return }
        // Blur a margin around the panel too, so its edges sample what lies beyond them.
        let margin = Int((spec.blur * 3).rounded(.up))
        let area = Rect(x: r.x - margin, y: r.y - (margin + 1) / 2, width: r.width + 2 * margin, height: r.height + margin + 1)
            .intersection(canvas.bounds)
        var image = LinearImage(width: area.width, height: area.height * 2)
        for cy in 0..<area.height {
            for cx in 0..<area.width {
                let cell = canvas[area.x + cx, area.y + cy]
                store(cell.topPixel, in: &image, at: (2 * cy) * area.width + cx)
                store(cell.bottomPixel, in: &image, at: (2 * cy + 1) * area.width + cx)
            }
        }
        image.blur(sigma: spec.blur)
        let tint = spec.tint(for: style)
        let id = canvas.intern(name)
        for cy in r.y - area.y..<r.maxY - area.y {
            for cx in r.x - area.x..<r.maxX - area.x {
                let top = finish(image, (2 * cy) * area.width + cx, spec.saturation, tint)
                let bottom = finish(image, (2 * cy + 1) * area.width + cx, spec.saturation, tint)
                let i = canvas.index(area.x + cx, area.y + cy)
                canvas.cells[i] = Cell(scalar: Cell.upperHalf, foreground: top, background: bottom, attributes: [],
                                       foregroundName: id, backgroundName: id)
            }
        }
    }

    @inline(__always)
    private static func store(_ c: RGBA, in image: inout LinearImage, at i: Int) {
        image.r[i] = Float(SRGB.linear(c.r)); image.g[i] = Float(SRGB.linear(c.g)); image.b[i] = Float(SRGB.linear(c.b))
    }

    /// Saturation (the CSS/SVG saturate matrix, in linear light), then the tint, source-over.
    @inline(__always)
    private static func finish(_ image: LinearImage, _ i: Int, _ saturation: Double, _ tint: RGBA) -> RGBA {
        let r = Double(image.r[i]), g = Double(image.g[i]), b = Double(image.b[i])
        let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let c = LinearRGB(r: luma + (r - luma) * saturation, g: luma + (g - luma) * saturation, b: luma + (b - luma) * saturation)
        return tint.over(c.rgba())
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

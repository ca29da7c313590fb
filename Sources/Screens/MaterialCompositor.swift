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
        // Blur a margin around the panel too, so its edges sample what lies beyond
        // them; two sigmas hold 95% of the kernel's weight.
        let margin = Int((spec.blur * 2).rounded(.up))
        let area = Rect(x: r.x - margin, y: r.y - (margin + 1) / 2, width: r.width + 2 * margin, height: r.height + margin + 1)
            .intersection(canvas.bounds)
        var image = LinearImage(width: area.width, height: area.height * 2)
        let table = SRGB.linearTable
        canvas.cells.withUnsafeBufferPointer { cells in
            image.rgb.withUnsafeMutableBufferPointer { rgb in
                for cy in 0..<area.height {
                    let row = (area.y + cy) * canvas.size.width + area.x
                    for cx in 0..<area.width {
                        let cell = cells[row + cx]
                        let top = cell.topPixel, bottom = cell.bottomPixel
                        let t = (2 * cy * area.width + cx) * 3, b = t + area.width * 3
                        rgb[t] = Float(table[Int(top.r)]); rgb[t + 1] = Float(table[Int(top.g)]); rgb[t + 2] = Float(table[Int(top.b)])
                        rgb[b] = Float(table[Int(bottom.r)]); rgb[b + 1] = Float(table[Int(bottom.g)]); rgb[b + 2] = Float(table[Int(bottom.b)])
                    }
                }
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

    /// Saturation (the CSS/SVG saturate matrix, in linear light), then the tint, source-over.
    @inline(__always)
    private static func finish(_ image: LinearImage, _ i: Int, _ saturation: Double, _ tint: RGBA) -> RGBA {
        let r = Double(image.rgb[i * 3]), g = Double(image.rgb[i * 3 + 1]), b = Double(image.rgb[i * 3 + 2])
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

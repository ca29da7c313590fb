import Screens

/// A frame in a palette mode's colors, before any encoder sees it: flat UI
/// (text, fills, lines) takes the nearest palette color, which keeps a
/// brand color one exact color; picture pixels (the half-block cells of
/// backdrops, materials, gradients and images) are dithered, so pictures
/// keep their shading and hue. Export and the live preview both draw the
/// mapped frame, so what a 256-color terminal shows is what the export holds.
public struct PaletteMapping: Sendable {
    public let depth: ColorDepth
    private var quantizer = ColorQuantizer()
    private var dither: DitherPattern

    public init(depth: ColorDepth) {
        self.depth = depth
        dither = DitherPattern(depth: depth)
    }

    /// Every cell's colors replaced by the palette colors the terminal will show.
    public mutating func apply(to canvas: inout Canvas) {
        guard depth.hasPalette else { return }
        let width = canvas.size.width
        let palette = XtermPalette.colors
        canvas.cells.withUnsafeMutableBufferPointer { cells in
            for i in cells.indices {
                var cell = cells[i]
                if cell.isHalfBlock {
                    let x = i % width
                    let y = i / width
                    cell.foreground = palette[Int(dither.index(cell.foreground, x: x, py: 2 * y)!)]
                    cell.background = palette[Int(dither.index(cell.background, x: x, py: 2 * y + 1)!)]
                } else {
                    cell.foreground = palette[Int(quantizer.index(cell.foreground, depth: depth)!)]
                    cell.background = palette[Int(quantizer.index(cell.background, depth: depth)!)]
                }
                cells[i] = cell
            }
        }
    }
}

import ColorScience
import Screens

/// A frame in a palette mode's colors, before any encoder sees it. Text and
/// fills take palette colors by `FlatColorMapping`'s rules: grays stay gray, a
/// colored one keeps its hue and is the same on every screen, and the frame's
/// fills (each the background of a few cells at least) keep their order in
/// lightness and stay apart where the palette allows. Text and fills are
/// never dithered. Only the pixels of pictures (backdrops, blurs, gradients,
/// images) go through `DitherPattern`, and a picture's pixel in a theme color
/// (the half-row edge of a section or a sheet) is drawn flat too. Export and
/// the live preview both draw the mapped frame, so what a 256-color terminal
/// shows is what the export holds.
public struct PaletteMapping: Sendable {
    public let depth: ColorDepth
    private var flat: FlatColorMapping?
    private var dither: DitherPattern

    public init(depth: ColorDepth) {
        self.depth = depth
        flat = depth.paletteRange.map { FlatColorMapping(candidates: $0) }
        dither = DitherPattern(depth: depth)
    }

    /// A color of text or fills in this many cells or more is one of the frame's theme colors.
    static let themeColorCells = 3
    /// A name drawn in more colors than this in one frame is over something that varies (a blur).
    static let colorsPerName = 4

    /// Every cell's colors replaced by the palette colors the terminal will show.
    public mutating func apply(to canvas: inout Canvas) {
        guard depth.hasPalette, var flat else { return }
        let width = canvas.size.width
        // Uses of each color of text and fills, and the colors each name is drawn in.
        var uses: [UInt32: Int] = [:]
        var fills: [UInt32: Int] = [:]
        var colorsOfName: [UInt16: Set<UInt32>] = [:]
        for cell in canvas.cells where !cell.isHalfBlock {
            do {
                uses[cell.background.rgb24, default: 0] += 1
                fills[cell.background.rgb24, default: 0] += 1
                colorsOfName[cell.backgroundName, default: []].insert(cell.background.rgb24)
                if !cell.hidesForeground {
                    uses[cell.foreground.rgb24, default: 0] += 1
                    colorsOfName[cell.foregroundName, default: []].insert(cell.foreground.rgb24)
                }
            }
        }
        // A theme color: in a few cells at least, under a name drawn in a few colors at most (not text or
        // fills over a blur, which change cell by cell).
        var varying = Set<UInt32>()
        for colors in colorsOfName.values where colors.count > Self.colorsPerName { varying.formUnion(colors) }
        let theme = uses.filter { $0.value >= Self.themeColorCells && !varying.contains($0.key) }.keys.sorted()
        let surfaces = fills.filter { $0.value >= Self.themeColorCells && !varying.contains($0.key) }.keys.sorted()
        let indexes = flat.indexes(surfaces: surfaces, theme: theme, colors: uses.keys.sorted())
        let palette = XtermPalette.colors
        let themeColors = Set(theme)
        func mapped(_ c: RGBA) -> RGBA { palette[Int(indexes[c.rgb24]!)] }
        func isFlatPixel(_ c: RGBA) -> Bool { themeColors.contains(c.rgb24) }
        for i in canvas.cells.indices {
            var cell = canvas.cells[i]
            let x = i % width
            let y = i / width
            if cell.isHalfBlock {
                cell.foreground =
                    isFlatPixel(cell.foreground)
                    ? mapped(cell.foreground) : palette[Int(dither.index(cell.foreground, x: x, py: 2 * y)!)]
                cell.background =
                    isFlatPixel(cell.background)
                    ? mapped(cell.background) : palette[Int(dither.index(cell.background, x: x, py: 2 * y + 1)!)]
            } else {
                let background = indexes[cell.background.rgb24]!
                if cell.hidesForeground {
                    cell.foreground = palette[Int(background)]
                } else if cell.foreground.rgb24 != cell.background.rgb24 {
                    var text = indexes[cell.foreground.rgb24]!
                    if text == background {
                        text = flat.readable(
                            cell.foreground.rgb24,
                            lighterThanBackground: OKLab(cell.foreground).l > OKLab(cell.background).l,
                            on: background)
                    }
                    cell.foreground = palette[Int(text)]
                } else {
                    cell.foreground = palette[Int(background)]
                }
                cell.background = palette[Int(background)]
            }
            canvas.cells[i] = cell
        }
        self.flat = flat
    }
}

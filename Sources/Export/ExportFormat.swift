import Encoding
import Raster
import Screens

/// The file formats `dusk export` writes, one file per screen x appearance (or one sheet per screen).
public enum ExportFormat: String, CaseIterable, Sendable {
    case ans, txt, svg, png

    /// The formats that can hold a contact sheet or a device frame.
    public static let pictures: [ExportFormat] = [.svg, .png]

    public func encode(
        _ canvas: Canvas, depth: ColorDepth, title: String, picture: PictureStyle = PictureStyle()
    ) -> [UInt8] {
        switch self {
        case .ans:
            if depth == .none { return PlainTextExporter.export(canvas) }
            var exporter = ANSIExporter(depth: depth)
            return exporter.export(canvas)
        case .txt: return PlainTextExporter.export(canvas)
        case .svg:
            let mapped = Self.mapped(canvas, depth: depth)
            return picture.frame ? SVGPictures.framed(mapped, title: title) : SVGExporter.export(mapped, title: title)
        case .png: return PNGEncoder.encode(Self.pixels(Self.mapped(canvas, depth: depth), picture: picture))
        }
    }

    /// What a terminal of that depth shows: the colors the ANSI export sends, so every picture agrees with it.
    static func mapped(_ canvas: Canvas, depth: ColorDepth) -> Canvas {
        var mapped = canvas
        var mapping = PaletteMapping(depth: depth)
        mapping.apply(to: &mapped)
        return mapped
    }

    /// The width and height in pixels of a picture of `size` cells.
    public static func pixelSize(of size: Size, picture: PictureStyle) -> (width: Int, height: Int) {
        let font = CellFont.at(scale: picture.scale)
        let width = size.width * font.cellWidth
        let height = size.height * font.cellHeight
        guard picture.frame else { return (width, height) }
        return DeviceFrame(width: width, height: height, cellWidth: font.cellWidth).framedSize(
            width: width, height: height)
    }

    /// The most pixels one PNG may hold (4 bytes each while drawn): 160 MB. One 200x60 screen at scale 2 is
    /// 6 million, a sheet of eight of them at scale 1 12 million.
    public static let maxPixels = 40_000_000
    /// Pixels of all the review page's views together: every screen in all eight appearances at scale 2 fits;
    /// fifty views of the largest size would take minutes and gigabytes, and are refused by name.
    public static let maxPagePixels = 120_000_000

    /// How many pixels one picture of `panes` screens of `size` holds (a sheet when more than one).
    public static func pixelCount(of size: Size, picture: PictureStyle, panes: Int) -> Int {
        let pane = pixelSize(of: size, picture: picture)
        guard panes > 1 else { return pane.width * pane.height }
        let layout = SheetLayout(
            paneWidth: pane.width, paneHeight: pane.height, count: panes,
            unit: CellFont.at(scale: picture.scale).cellHeight)
        return layout.width * layout.height
    }

    /// An already mapped canvas as pixels at the picture's scale, in its frame when asked.
    static func pixels(_ mapped: Canvas, picture: PictureStyle) -> PixelImage {
        let image = CellRaster.image(mapped, scale: picture.scale)
        guard picture.frame else { return image }
        let cellWidth = CellFont.at(scale: picture.scale).cellWidth
        return DeviceFrame(width: image.width, height: image.height, cellWidth: cellWidth).apply(to: image)
    }
}

/// How a picture is drawn beyond its cells: the PNG's scale (1: 8x16 pixels a cell, 2: 16x32), and whether
/// it sits in an iPhone-like frame.
public struct PictureStyle: Sendable, Equatable {
    public var scale: Int
    public var frame: Bool

    public init(scale: Int = 1, frame: Bool = false) {
        self.scale = scale
        self.frame = frame
    }
}

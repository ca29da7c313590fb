/// An iPhone-like frame for slides: the screen's corners rounded, inside a dark bezel with rounder corners.
/// Outside the bezel is transparent. The PNG and SVG frames share these measures.
public struct DeviceFrame: Sendable {
    public static let bezelColor: UInt32 = 0xFF0B_0B0C

    public let bezel: Int
    public let screenRadius: Int
    public var outerRadius: Int { screenRadius + bezel }

    /// Measures for a screen of this size, drawn in cells `cellWidth` pixels wide: a bezel of 4.5% of its
    /// shorter side, a corner of 3.5% but at most two cells, which keeps the status bar's time (one column in
    /// from the edge, on the top row) whole at every size.
    public init(width: Int, height: Int, cellWidth: Int) {
        let side = min(width, height)
        bezel = max(4, side * 45 / 1000)
        screenRadius = max(4, min(side * 35 / 1000, 2 * cellWidth))
    }

    /// The framed picture's width and height.
    public func framedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        (width + 2 * bezel, height + 2 * bezel)
    }

    /// The screen inside its bezel.
    public func apply(to screen: PixelImage) -> PixelImage {
        let size = framedSize(width: screen.width, height: screen.height)
        var framed = PixelImage(width: size.width, height: size.height, fill: 0)
        framed.fill(x: 0, y: 0, width: framed.width, height: framed.height, with: DeviceFrame.bezelColor)
        Self.roundCorners(of: &framed, radius: outerRadius, outside: 0)
        var inner = screen
        Self.roundCorners(of: &inner, radius: screenRadius, outside: DeviceFrame.bezelColor)
        framed.draw(inner, x: bezel, y: bezel)
        return framed
    }

    /// Paints `outside` over every pixel beyond a quarter circle in each corner (a pixel is outside when its
    /// center is).
    static func roundCorners(of image: inout PixelImage, radius: Int, outside: UInt32) {
        let r = min(radius, image.width / 2, image.height / 2)
        guard r > 0 else { return }
        for dy in 0..<r {
            for dx in 0..<r {
                let cx = Double(r - dx) - 0.5
                let cy = Double(r - dy) - 0.5
                guard cx * cx + cy * cy > Double(r * r) else { continue }
                image[dx, dy] = outside
                image[image.width - 1 - dx, dy] = outside
                image[dx, image.height - 1 - dy] = outside
                image[image.width - 1 - dx, image.height - 1 - dy] = outside
            }
        }
    }
}

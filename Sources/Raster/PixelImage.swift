import ColorScience

/// A picture as pixels, `0xAARRGGBB`, row by row from the top: what the PNG encoder writes and the sheets
/// and frames compose.
public struct PixelImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, fill: UInt32) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [UInt32](repeating: fill, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Sets one pixel when it is inside the picture (a glyph or a label may reach past the edge).
    @inline(__always)
    public mutating func set(_ x: Int, _ y: Int, _ color: UInt32) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        pixels[y * width + x] = color
    }

    /// Fills a rectangle, clipped to the picture.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with color: UInt32) {
        let left = max(0, x)
        let right = min(width, x + w)
        let top = max(0, y)
        let bottom = min(height, y + h)
        guard left < right, top < bottom else { return }
        let stride = width
        pixels.withUnsafeMutableBufferPointer { pixels in
            for row in top..<bottom {
                let start = row * stride
                for column in left..<right { pixels[start + column] = color }
            }
        }
    }

    /// Copies `image` with its top-left corner at (x, y), clipped to this picture; its transparent pixels
    /// (a frame's corners) leave what is here.
    public mutating func draw(_ image: PixelImage, x: Int, y: Int) {
        for row in 0..<image.height where y + row >= 0 && y + row < height {
            for column in 0..<image.width where x + column >= 0 && x + column < width {
                let pixel = image[column, row]
                if pixel >> 24 != 0 { self[x + column, y + row] = pixel }
            }
        }
    }
}

extension RGBA {
    /// This color as a pixel, `0xAARRGGBB`.
    @inlinable public var pixel: UInt32 { UInt32(a) << 24 | rgb24 }
}

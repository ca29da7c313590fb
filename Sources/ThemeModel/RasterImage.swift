import ColorScience

/// A small sRGB picture: a backdrop for the materials screen.
public struct RasterImage: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [RGBA]

    public init(width: Int, height: Int, pixels: [RGBA]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public subscript(x: Int, y: Int) -> RGBA { pixels[y * width + x] }

    /// Box-filtered to `w` x `h`: each target pixel is the mean of the source
    /// pixels it covers. Separable (rows, then columns) with exact integer
    /// sums, so the cost is source + target pixels, whatever the shape.
    public func resized(width w: Int, height h: Int) -> RasterImage {
        guard w > 0, h > 0, width > 0, height > 0 else {
            return RasterImage(width: max(w, 0), height: max(h, 0), pixels: [])
        }
        // Column spans per target x, row spans per target y.
        let xs = (0..<w).map { tx in
            (tx * width / w, Swift.min(Swift.max(tx * width / w + 1, (tx + 1) * width / w), width))
        }
        let ys = (0..<h).map { ty in
            (ty * height / h, Swift.min(Swift.max(ty * height / h + 1, (ty + 1) * height / h), height))
        }
        // Pass 1: every source row summed into w columns (r, g, b sums).
        var rowSums = [Int](repeating: 0, count: height * w * 3)
        for sy in 0..<height {
            let rowBase = sy * width
            let outBase = sy * w * 3
            for tx in 0..<w {
                var r = 0
                var g = 0
                var b = 0
                for sx in xs[tx].0..<xs[tx].1 {
                    let p = pixels[rowBase + sx]
                    r += Int(p.r)
                    g += Int(p.g)
                    b += Int(p.b)
                }
                rowSums[outBase + tx * 3] = r
                rowSums[outBase + tx * 3 + 1] = g
                rowSums[outBase + tx * 3 + 2] = b
            }
        }
        // Pass 2: the rows each target pixel covers, summed and averaged.
        var out = [RGBA](repeating: .black, count: w * h)
        for ty in 0..<h {
            let (y0, y1) = ys[ty]
            for tx in 0..<w {
                var r = 0
                var g = 0
                var b = 0
                for sy in y0..<y1 {
                    let i = (sy * w + tx) * 3
                    r += rowSums[i]
                    g += rowSums[i + 1]
                    b += rowSums[i + 2]
                }
                let n = Swift.max((xs[tx].1 - xs[tx].0) * (y1 - y0), 1)
                out[ty * w + tx] = RGBA(UInt8((r + n / 2) / n), UInt8((g + n / 2) / n), UInt8((b + n / 2) / n))
            }
        }
        return RasterImage(width: w, height: h, pixels: out)
    }
}

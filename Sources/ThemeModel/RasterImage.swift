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

/// Netpbm color images: P6 (binary) and P3 (plain text), maxval up to 65535.
public enum PPM {
    /// Pictures larger than this are refused before any pixel memory is allocated.
    public static let maximumPixels = 4096 * 4096
    /// And no side longer than this: a 1 x 16,777,216 strip is within the pixel
    /// count but is no picture, and would cost minutes to scale.
    public static let maximumSide = 16384

    public enum Failure: Error, Equatable, Sendable {
        case malformed(String)
    }

    public static func decode(_ bytes: [UInt8]) throws(Failure) -> RasterImage {
        var i = 0
        func skipSpaceAndComments() {
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "#") {
                    while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                } else if bytes[i] == 0x20 || (0x09...0x0D).contains(bytes[i]) {
                    i += 1
                } else {
                    return
                }
            }
        }
        func number(_ what: String) throws(Failure) -> Int {
            skipSpaceAndComments()
            var v = 0
            var digits = 0
            while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) {
                v = v * 10 + Int(bytes[i] - UInt8(ascii: "0"))
                digits += 1
                i += 1
                if v > 1 << 30 { throw .malformed("the \(what) is absurdly large") }
            }
            if digits == 0 { throw .malformed("expected the \(what) as a number") }
            return v
        }
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "P"),
            bytes[1] == UInt8(ascii: "6") || bytes[1] == UInt8(ascii: "3")
        else {
            throw .malformed("not a PPM picture (expected P6 or P3 at the start)")
        }
        let binary = bytes[1] == UInt8(ascii: "6")
        i = 2
        let width = try number("width")
        let height = try number("height")
        let maxval = try number("maximum value")
        guard width > 0, height > 0 else { throw .malformed("the picture is empty (\(width)x\(height))") }
        guard width <= maximumSide, height <= maximumSide else {
            throw .malformed("the picture is \(width)x\(height); each side may be at most \(maximumSide) pixels")
        }
        guard width <= maximumPixels / height else {
            throw .malformed("the picture is \(width)x\(height); at most \(maximumPixels) pixels are allowed")
        }
        guard (1...65535).contains(maxval) else {
            throw .malformed("the maximum value must be 1...65535, found \(maxval)")
        }
        let count = width * height
        let wide = maxval > 255
        func scale(_ v: Int) -> UInt8 { UInt8((min(v, maxval) * 255 + maxval / 2) / maxval) }
        var pixels: [RGBA] = []
        if binary {
            i += 1  // the single whitespace byte after maxval
            let needed = count * 3 * (wide ? 2 : 1)
            guard bytes.count - i >= needed else {
                throw .malformed("the pixel data is truncated (\(bytes.count - i) bytes, \(needed) needed)")
            }
            pixels.reserveCapacity(count)
            for p in 0..<count {
                var c = [0, 0, 0]
                for k in 0..<3 {
                    if wide {
                        let o = i + (p * 3 + k) * 2
                        c[k] = Int(bytes[o]) << 8 | Int(bytes[o + 1])
                    } else {
                        c[k] = Int(bytes[i + p * 3 + k])
                    }
                }
                pixels.append(RGBA(scale(c[0]), scale(c[1]), scale(c[2])))
            }
        } else {
            pixels.reserveCapacity(count)
            for _ in 0..<count {
                let r = try number("red value")
                let g = try number("green value")
                let b = try number("blue value")
                pixels.append(RGBA(scale(r), scale(g), scale(b)))
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}

import ColorScience
import ThemeModel

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

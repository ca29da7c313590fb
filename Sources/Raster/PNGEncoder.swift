/// A picture as PNG bytes: a palette image when it has at most 256 colors (screens nearly always do), else
/// RGB, or RGBA when a pixel is not opaque. Rows unfiltered, one zlib stream, every chunk with its CRC.
/// Deterministic: the palette is in order of first appearance.
public enum PNGEncoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public static func encode(_ image: PixelImage) -> [UInt8] {
        var png = signature
        let indexed = palette(of: image)
        let palette = indexed?.colors
        let opaque = image.pixels.allSatisfy { $0 >> 24 == 0xFF }
        let raw = indexed.map { indexedRows(image, $0.index) } ?? directRows(image, channels: opaque ? 3 : 4)
        let colorType: UInt8 = palette != nil ? 3 : opaque ? 2 : 6
        var header = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
        header += [8, colorType, 0, 0, 0]  // bit depth 8; deflate; adaptive filtering; no interlace
        chunk("IHDR", header, into: &png)
        if let palette {
            chunk(
                "PLTE", palette.flatMap { [UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] },
                into: &png)
            if let last = palette.lastIndex(where: { $0 >> 24 != 0xFF }) {
                chunk("tRNS", palette[...last].map { UInt8($0 >> 24) }, into: &png)
            }
        }
        chunk("IDAT", Deflate.zlib(raw), into: &png)
        chunk("IEND", [], into: &png)
        return png
    }

    /// The colors in order of first appearance and each one's index, or nil past 256.
    static func palette(of image: PixelImage) -> (colors: [UInt32], index: [UInt32: UInt8])? {
        var colors: [UInt32] = []
        var seen: [UInt32: UInt8] = [:]
        var last: UInt32? = nil
        for pixel in image.pixels where pixel != last {
            last = pixel
            if seen[pixel] != nil { continue }
            guard colors.count < 256 else { return nil }
            seen[pixel] = UInt8(colors.count)
            colors.append(pixel)
        }
        return (colors, seen)
    }

    private static func indexedRows(_ image: PixelImage, _ index: [UInt32: UInt8]) -> [UInt8] {
        var raw = [UInt8](repeating: 0, count: (image.width + 1) * image.height)
        var last: UInt32 = image.pixels.first ?? 0
        var lastIndex: UInt8 = 0
        image.pixels.withUnsafeBufferPointer { pixels in
            raw.withUnsafeMutableBufferPointer { raw in
                for y in 0..<image.height {
                    let row = y * (image.width + 1)
                    for x in 0..<image.width {
                        let pixel = pixels[y * image.width + x]
                        if pixel != last {
                            last = pixel
                            lastIndex = index[pixel]!
                        }
                        raw[row + 1 + x] = lastIndex
                    }
                }
            }
        }
        return raw
    }

    /// RGB (3 channels) or RGBA (4) rows.
    private static func directRows(_ image: PixelImage, channels: Int) -> [UInt8] {
        var raw = [UInt8](repeating: 0, count: (image.width * channels + 1) * image.height)
        image.pixels.withUnsafeBufferPointer { pixels in
            raw.withUnsafeMutableBufferPointer { raw in
                var out = 0
                for y in 0..<image.height {
                    out += 1  // filter type 0
                    for x in 0..<image.width {
                        let pixel = pixels[y * image.width + x]
                        raw[out] = UInt8(truncatingIfNeeded: pixel >> 16)
                        raw[out + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                        raw[out + 2] = UInt8(truncatingIfNeeded: pixel)
                        if channels == 4 { raw[out + 3] = UInt8(truncatingIfNeeded: pixel >> 24) }
                        out += channels
                    }
                }
            }
        }
        return raw
    }

    private static func chunk(_ type: String, _ data: [UInt8], into png: inout [UInt8]) {
        let typed = Array(type.utf8) + data
        png += bigEndian(UInt32(data.count))
        png += typed
        png += bigEndian(Checksums.crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

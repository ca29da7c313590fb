import CZlib
import Foundation

/// A PNG decoder for the tests that shares no code with dusk's encoder: the system zlib inflates and checks
/// the CRCs; every filter type and the color types dusk writes (palette with transparency, RGB, RGBA) are
/// read as the PNG specification gives them.
struct DecodedPNG {
    var width = 0
    var height = 0
    var colorType: UInt8 = 0
    /// `0xAARRGGBB`, row by row.
    var pixels: [UInt32] = []

    subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Failure(description: "no PNG signature")
        }
        func be32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        var at = 8
        var compressed: [UInt8] = []
        var palette: [UInt32] = []
        var alphas: [UInt8] = []
        var ended = false
        while at + 12 <= bytes.count {
            let length = be32(at)
            let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
            guard at + 12 + length <= bytes.count else { throw Failure(description: "chunk \(type) cut short") }
            let body = Array(bytes[(at + 8)..<(at + 8 + length)])
            let stored = UInt(be32(at + 8 + length))
            let computed = Array(bytes[(at + 4)..<(at + 8 + length)]).withUnsafeBufferPointer {
                CZlib.crc32(0, $0.baseAddress, UInt32($0.count))
            }
            guard stored == computed else { throw Failure(description: "bad CRC on \(type)") }
            switch type {
            case "IHDR":
                width = Int(body[0]) << 24 | Int(body[1]) << 16 | Int(body[2]) << 8 | Int(body[3])
                height = Int(body[4]) << 24 | Int(body[5]) << 16 | Int(body[6]) << 8 | Int(body[7])
                guard body[8] == 8 else { throw Failure(description: "bit depth \(body[8])") }
                colorType = body[9]
            case "PLTE":
                palette = stride(from: 0, to: body.count, by: 3).map {
                    0xFF00_0000 | UInt32(body[$0]) << 16 | UInt32(body[$0 + 1]) << 8 | UInt32(body[$0 + 2])
                }
            case "tRNS": alphas = body
            case "IDAT": compressed += body
            case "IEND": ended = true
            default: break
            }
            at += 12 + length
        }
        guard ended else { throw Failure(description: "no IEND") }
        let channels = colorType == 3 ? 1 : colorType == 2 ? 3 : 4
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: (stride + 1) * height)
        var size = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { uncompress(out.baseAddress, &size, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK, Int(size) == raw.count else { throw Failure(description: "zlib status \(status)") }
        var rows = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            for x in 0..<stride {
                let value = raw[y * (stride + 1) + 1 + x]
                let a = x >= channels ? Int(rows[y * stride + x - channels]) : 0
                let b = y > 0 ? Int(rows[(y - 1) * stride + x]) : 0
                let c = x >= channels && y > 0 ? Int(rows[(y - 1) * stride + x - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw Failure(description: "filter \(filter)")
                }
                rows[y * stride + x] = UInt8(truncatingIfNeeded: Int(value) + predicted)
            }
        }
        pixels = (0..<(width * height)).map { i in
            switch channels {
            case 1:
                let index = Int(rows[i])
                let alpha = index < alphas.count ? UInt32(alphas[index]) : 255
                return palette[index] & 0xFF_FFFF | alpha << 24
            case 3:
                return 0xFF00_0000 | UInt32(rows[i * 3]) << 16 | UInt32(rows[i * 3 + 1]) << 8 | UInt32(rows[i * 3 + 2])
            default:
                return UInt32(rows[i * 4 + 3]) << 24 | UInt32(rows[i * 4]) << 16 | UInt32(rows[i * 4 + 1]) << 8
                    | UInt32(rows[i * 4 + 2])
            }
        }
    }
}

/// Inflates a zlib stream with the system zlib (the test of dusk's deflate).
func inflate(_ stream: [UInt8], expecting count: Int) -> [UInt8]? {
    var out = [UInt8](repeating: 0, count: max(1, count))
    var size = uLongf(out.count)
    let status = out.withUnsafeMutableBufferPointer { buffer in
        stream.withUnsafeBufferPointer { uncompress(buffer.baseAddress, &size, $0.baseAddress, uLong($0.count)) }
    }
    guard status == Z_OK else { return nil }
    return Array(out.prefix(Int(size)))
}

/// The block elements (U+2580 to U+259F) as exact rectangles of a cell, in eighths of its width and height:
/// a half block is exactly half the cell, whatever the font.
enum BlockElements {
    struct Eighths {
        var left: Int
        var top: Int
        var right: Int
        var bottom: Int
    }

    private static let upperLeft = Eighths(left: 0, top: 0, right: 4, bottom: 4)
    private static let upperRight = Eighths(left: 4, top: 0, right: 8, bottom: 4)
    private static let lowerLeft = Eighths(left: 0, top: 4, right: 4, bottom: 8)
    private static let lowerRight = Eighths(left: 4, top: 4, right: 8, bottom: 8)

    /// The rectangles a block element fills, or nil when the scalar is not one (or is a shade).
    static func rectangles(_ scalar: Unicode.Scalar) -> [Eighths]? {
        switch scalar.value {
        case 0x2580: return [Eighths(left: 0, top: 0, right: 8, bottom: 4)]
        case 0x2581...0x2588:
            let eighths = Int(scalar.value - 0x2580)
            return [Eighths(left: 0, top: 8 - eighths, right: 8, bottom: 8)]
        case 0x2589...0x258F: return [Eighths(left: 0, top: 0, right: Int(0x2590 - scalar.value), bottom: 8)]
        case 0x2590: return [Eighths(left: 4, top: 0, right: 8, bottom: 8)]
        case 0x2594: return [Eighths(left: 0, top: 0, right: 8, bottom: 1)]
        case 0x2595: return [Eighths(left: 7, top: 0, right: 8, bottom: 8)]
        case 0x2596: return [lowerLeft]
        case 0x2597: return [lowerRight]
        case 0x2598: return [upperLeft]
        case 0x2599: return [upperLeft, lowerLeft, lowerRight]
        case 0x259A: return [upperLeft, lowerRight]
        case 0x259B: return [upperLeft, upperRight, lowerLeft]
        case 0x259C: return [upperLeft, upperRight, lowerRight]
        case 0x259D: return [upperRight]
        case 0x259E: return [upperRight, lowerLeft]
        case 0x259F: return [upperRight, lowerLeft, lowerRight]
        default: return nil
        }
    }

    /// The shades ░ ▒ ▓ as the share of pixels in the foreground, on a regular 2x2 pattern, or nil.
    static func shade(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x2591: return 1
        case 0x2592: return 2
        case 0x2593: return 3
        default: return nil
        }
    }

    /// Whether pixel (x, y) is foreground in a shade of `quarters` (1...3): ░ one of four, ▒ a checkerboard.
    @inline(__always)
    static func shadeCovers(_ quarters: Int, _ x: Int, _ y: Int) -> Bool {
        let cell = (y & 1) * 2 + (x & 1)
        switch quarters {
        case 1: return cell == 0
        case 2: return cell == 0 || cell == 3
        default: return cell != 3
        }
    }
}

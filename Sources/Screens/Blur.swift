import ThemeKit

/// A picture in linear light, 0...1 per channel: what blur works on, so
/// blurred edges keep their brightness as they do on a real screen.
struct LinearImage {
    var width: Int
    var height: Int
    var r: [Float], g: [Float], b: [Float]

    init(width: Int, height: Int) {
        self.width = width; self.height = height
        r = Array(repeating: 0, count: width * height); g = r; b = r
    }

    /// Gaussian blur approximated by three box passes each way (the sizes
    /// that match `sigma`, after Kovesi 2010). Edges clamp.
    mutating func blur(sigma: Double) {
        guard sigma > 0.3, width > 0, height > 0 else { return }
        for radius in LinearImage.boxRadii(sigma: sigma, passes: 3) where radius > 0 {
            LinearImage.boxHorizontal(&r, width, height, radius)
            LinearImage.boxHorizontal(&g, width, height, radius)
            LinearImage.boxHorizontal(&b, width, height, radius)
            LinearImage.boxVertical(&r, width, height, radius)
            LinearImage.boxVertical(&g, width, height, radius)
            LinearImage.boxVertical(&b, width, height, radius)
        }
    }

    static func boxRadii(sigma: Double, passes n: Int) -> [Int] {
        let ideal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
        var lower = Int(ideal)
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = Int(((12 * sigma * sigma - Double(n * lower * lower) - Double(4 * n * lower) - Double(3 * n)) / Double(-4 * lower - 4)).rounded())
        return (0..<n).map { ($0 < m ? lower : upper - 0) / 2 }
    }

    static func boxHorizontal(_ a: inout [Float], _ w: Int, _ h: Int, _ radius: Int) {
        var line = [Float](repeating: 0, count: w)
        let scale = 1 / Float(2 * radius + 1)
        for y in 0..<h {
            let row = y * w
            var sum: Float = 0
            for k in -radius...radius { sum += a[row + min(max(k, 0), w - 1)] }
            for x in 0..<w {
                line[x] = sum * scale
                sum += a[row + min(x + radius + 1, w - 1)] - a[row + max(x - radius, 0)]
            }
            for x in 0..<w { a[row + x] = line[x] }
        }
    }

    static func boxVertical(_ a: inout [Float], _ w: Int, _ h: Int, _ radius: Int) {
        var column = [Float](repeating: 0, count: h)
        let scale = 1 / Float(2 * radius + 1)
        for x in 0..<w {
            var sum: Float = 0
            for k in -radius...radius { sum += a[min(max(k, 0), h - 1) * w + x] }
            for y in 0..<h {
                column[y] = sum * scale
                sum += a[min(y + radius + 1, h - 1) * w + x] - a[max(y - radius, 0) * w + x]
            }
            for y in 0..<h { a[y * w + x] = column[y] }
        }
    }
}

/// A picture in linear light, 0...1 per channel: what blur works on, so
/// blurred edges keep their brightness as they do on a real screen.
/// Channels are interleaved (r, g, b per pixel) so each pass touches memory once.
struct LinearImage {
    var width: Int
    var height: Int
    var rgb: [Float]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        rgb = Array(repeating: 0, count: width * height * 3)
    }

    /// Gaussian blur approximated by three box passes each way (the sizes
    /// that match `sigma`, after Kovesi 2010). Edges clamp.
    mutating func blur(sigma: Double) {
        guard sigma > 0.3, width > 0, height > 0 else { return }
        var scratch = [Float](repeating: 0, count: max(width, height) * 3)
        let w = width
        let h = height
        rgb.withUnsafeMutableBufferPointer { image in
            scratch.withUnsafeMutableBufferPointer { line in
                for radius in LinearImage.boxRadii(sigma: sigma, passes: 3) where radius > 0 {
                    for y in 0..<h {
                        LinearImage.box(
                            image.baseAddress! + y * w * 3, stride: 3, count: w, radius: radius,
                            scratch: line.baseAddress!)
                    }
                    for x in 0..<w {
                        LinearImage.box(
                            image.baseAddress! + x * 3, stride: w * 3, count: h, radius: radius,
                            scratch: line.baseAddress!)
                    }
                }
            }
        }
    }

    static func boxRadii(sigma: Double, passes n: Int) -> [Int] {
        let ideal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
        var lower = Int(ideal)
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = Int(
            ((12 * sigma * sigma - Double(n * lower * lower) - Double(4 * n * lower) - Double(3 * n))
                / Double(-4 * lower - 4)).rounded())
        return (0..<n).map { ($0 < m ? lower : upper) / 2 }
    }

    /// One box pass over `count` RGB pixels `stride` floats apart, clamping at the ends.
    @inline(__always)
    static func box(
        _ p: UnsafeMutablePointer<Float>, stride: Int, count: Int, radius: Int, scratch: UnsafeMutablePointer<Float>
    ) {
        let scale = 1 / Float(2 * radius + 1)
        var sr: Float = 0
        var sg: Float = 0
        var sb: Float = 0
        for k in -radius...radius {
            let q = p + min(max(k, 0), count - 1) * stride
            sr += q[0]
            sg += q[1]
            sb += q[2]
        }
        for i in 0..<count {
            scratch[i * 3] = sr * scale
            scratch[i * 3 + 1] = sg * scale
            scratch[i * 3 + 2] = sb * scale
            let add = p + min(i + radius + 1, count - 1) * stride
            let sub = p + max(i - radius, 0) * stride
            sr += add[0] - sub[0]
            sg += add[1] - sub[1]
            sb += add[2] - sub[2]
        }
        for i in 0..<count {
            let q = p + i * stride
            q[0] = scratch[i * 3]
            q[1] = scratch[i * 3 + 1]
            q[2] = scratch[i * 3 + 2]
        }
    }
}

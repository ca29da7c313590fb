/// A small deterministic generator (SplitMix64) for the property tests, so a failure names a seed that
/// reproduces it.
public struct SplitMix64 {
    public var state: UInt64

    public init(state: UInt64) {
        self.state = state
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 0..<n.
    public mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// An opaque color as `#RRGGBB`.
    public mutating func hex() -> String {
        let v = next() & 0xFF_FFFF
        let digits = String(v, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }

    public mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
}

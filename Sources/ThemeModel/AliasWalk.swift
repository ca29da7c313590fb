import ColorScience

/// Following aliases (`{otherName}`) from one color under one appearance:
/// the single walk behind resolving a color, building a palette and finding
/// cycles. Iterative (a 10,000-deep chain needs no stack) and it stops at
/// names the caller already knows, so repeated walks stay linear overall.
public struct AliasWalk: Sendable {
    public enum End: Sendable, Equatable {
        /// A literal color, the value of every name on the path.
        case color(RGBA)
        /// A name the caller said it already knows (its value is the caller's).
        case known(String)
        /// A name that does not exist, or has no value for these traits.
        case unresolved(String)
        /// The path came back to the name at this index of `path`.
        case cycle(from: Int)
    }

    /// The names walked through, the starting one first (a known or unresolved end is not included).
    public var path: [String]
    public var end: End
}

extension Theme {
    /// Walks aliases from `name` under `traits`, stopping early at names for which `isKnown` is true.
    public func walkAliases(
        from name: String, _ traits: Traits, stoppingAt isKnown: (String) -> Bool = { _ in false }
    ) -> AliasWalk {
        var path: [String] = []
        var index: [String: Int] = [:]  // filled only for long chains, where a linear search would be quadratic
        var current = name
        while true {
            if isKnown(current) { return AliasWalk(path: path, end: .known(current)) }
            if path.count < 16 {
                if let i = path.firstIndex(of: current) { return AliasWalk(path: path, end: .cycle(from: i)) }
            } else {
                if index.isEmpty { for (i, n) in path.enumerated() { index[n] = i } }
                if let i = index[current] { return AliasWalk(path: path, end: .cycle(from: i)) }
                index[current] = path.count
            }
            guard let value = self[current]?.color.value(for: traits) else {
                return AliasWalk(path: path, end: .unresolved(current))
            }
            path.append(current)
            switch value {
            case .literal(let c): return AliasWalk(path: path, end: .color(c))
            case .alias(let target): current = target
            case .system(let name):
                guard let c = ColorValue.systemColor(name, traits) else {
                    return AliasWalk(path: path, end: .unresolved(name))
                }
                return AliasWalk(path: path, end: .color(c))
            }
        }
    }
}

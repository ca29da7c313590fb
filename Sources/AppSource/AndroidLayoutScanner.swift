import Pairs

/// Not written yet.
public struct AndroidResources: Sendable {
    public init() {}
    mutating func read(_ file: SourceText) {}
}

/// Not written yet.
enum AndroidLayoutScanner {
    static func pairs(in file: SourceText, resources: AndroidResources) -> [SourcePair] { [] }
}

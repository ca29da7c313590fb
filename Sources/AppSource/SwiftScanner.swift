import Pairs

/// Not written yet.
enum SwiftScanner {
    static func pairs(in file: SourceText) -> [SourcePair] { [] }
}

import Pairs

/// Not written yet.
enum MarkupScanner {
    static func pairs(in file: SourceText) -> [SourcePair] { [] }
}

import Pairs

/// Not written yet.
enum ComposeScanner {
    static func pairs(in file: SourceText) -> [SourcePair] { [] }
}

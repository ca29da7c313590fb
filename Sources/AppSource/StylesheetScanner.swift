import Pairs

/// Not written yet.
enum StylesheetScanner {
    static func pairs(in file: SourceText) -> [SourcePair] { [] }
}

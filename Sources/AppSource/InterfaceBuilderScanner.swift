import Pairs

/// Not written yet.
enum InterfaceBuilderScanner {
    static func pairs(in file: SourceText) -> [SourcePair] { [] }
}

import Pairs

/// Not written yet.
enum FlutterScanner {
    static func pairs(in file: SourceText) -> [SourcePair] { [] }
}

import Pairs
import Platform
import ThemeModel

/// `check --source DIR`: the app's source folder read for the places that draw one color on another. Two
/// passes over the tree: what other files depend on (Android's styles and themes), then every file of a
/// language dusk reads, one at a time, each by its language's scanner.
public struct SourceScan: Sendable {
    /// The folder scanned, as the user named it (or as dusk found it).
    public var root: String
    public var pairs: [SourcePair] = []
    /// Files of a language dusk reads, and those among them with a pair.
    public var filesRead = 0
    public var filesWithPairs = 0
    public var skipped: [(path: String, why: String)] = []
    public var moreSkipped = 0
    public var truncated = false

    public static func scan(_ root: String, limits: SourceTree.Limits = .init()) throws(FileError) -> SourceScan {
        var context = SourceContext()
        _ = try SourceTree.walk(root, limits: limits, wanted: SourceContext.contributes) { path, bytes in
            context.read(SourceText(path: path, bytes: bytes))
        }
        var scan = SourceScan(root: root)
        let wanted = { (path: String) in SourceLanguage.of(path: path) != nil && !isMinified(path) }
        let summary = try SourceTree.walk(root, limits: limits, wanted: wanted) { path, bytes in
            guard let language = SourceLanguage.of(path: path) else { return }
            let found = language.pairs(in: SourceText(path: path, bytes: bytes), context)
            if !found.isEmpty { scan.filesWithPairs += 1 }
            scan.pairs += found
        }
        scan.pairs += context.pairs
        scan.filesRead = summary.filesRead
        scan.skipped = summary.skipped
        scan.moreSkipped = summary.moreSkipped
        scan.truncated = summary.truncated
        return scan
    }

    /// A bundler's output (`app.min.js`, `vendor.min.css`) is not the app's code as written.
    static func isMinified(_ path: String) -> Bool { path.contains(".min.") || path.hasSuffix(".map") }
}

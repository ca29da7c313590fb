import Pairs
import Platform
import Syntax
import ThemeModel

/// `check --source DIR`: the app's source folder read for the places that draw one color on another. Two
/// passes over the tree: what other files depend on (Android's styles and themes), then every file of a
/// language dusk reads, one at a time, each by its language's scanner.
public struct SourceScan: Sendable {
    /// The folder scanned, as the user named it (or as dusk found it).
    public var root: String
    public var pairs: [SourcePair] = []
    /// Files of a language dusk reads (those with a pair of the theme's colors: `PairEvidence.matchedFiles`).
    public var filesRead = 0
    public var skipped: [(path: String, why: String)] = []
    public var moreSkipped = 0
    public var truncated = false
    /// The interface style the app's code shows alone, if it forces one.
    public var forcedStyle: ForcedStyle?

    /// `progress` hears how many files have been read, after each batch (a long scan's line on a terminal).
    public static func scan(
        _ root: String, limits: SourceTree.Limits = .init(), progress: (Int) -> Void = { _ in }
    ) throws(FileError) -> SourceScan {
        var context = SourceContext()
        _ = try SourceTree.walk(root, limits: limits, wanted: SourceContext.contributes) { path, bytes in
            context.read(SourceText(path: path, bytes: bytes))
        }
        var scan = SourceScan(root: root)
        let wanted = { (path: String) in SourceLanguage.of(path: path) != nil && !isMinified(path) }
        // Files are read in batches and each batch scanned on every core, results kept in walk order.
        var batch: [SourceText] = []
        var batchBytes = 0
        context.android.settle()
        let shared = context
        var placements: [ComponentPlacement] = []
        // Views declared in files that draw pairs, and every capitalized name the code uses.
        var declared: [String: [(name: String, lines: ClosedRange<Int>)]] = [:]
        var used: Set<Int> = []
        var rawValueNames: [[String: String]] = []
        var forcedStyles: [ForcedStyle] = []
        var imported: Set<String> = []
        var filesSeen = 0
        func flush() {
            let found = Parallel.map(batch) { file in
                SourceLanguage.of(path: file.path)?.findings(in: file, shared) ?? FileFindings(pairs: [])
            }
            for findings in found {
                placements += findings.placements
                if !findings.views.declared.isEmpty, let file = findings.pairs.first?.site.location.file {
                    declared[file] = findings.views.declared
                }
                used.formUnion(findings.views.used)
                if !findings.rawValueNames.isEmpty { rawValueNames.append(findings.rawValueNames) }
                forcedStyles += findings.forcedStyles
                imported.formUnion(findings.imports)
                scan.pairs += findings.pairs
            }
            batch.removeAll(keepingCapacity: true)
            batchBytes = 0
            progress(filesSeen)
        }
        let summary = try SourceTree.walk(root, limits: limits, wanted: wanted) { path, bytes in
            batch.append(SourceText(path: path, bytes: bytes))
            filesSeen += 1
            batchBytes += bytes.count
            if batch.count >= Self.batchFiles || batchBytes >= Self.batchBytes { flush() }
        }
        flush()
        // What a component module nothing imports or places draws is never on screen.
        if !imported.isEmpty { imported.formUnion(placements.map(\.component)) }
        scan.pairs = ModuleImports.drop(scan.pairs, used: imported)
        // A component's text with nothing behind it in its own file goes where the app places the component.
        scan.pairs = ComponentNames.place(scan.pairs, placements)
        // What a view no file uses draws is never on screen.
        let unused = declared.compactMapValues { views in
            let ranges = views.filter { !used.contains(ViewUnits.key($0.name)) }.map(\.lines)
            return ranges.isEmpty ? nil : ranges
        }
        scan.pairs = ViewUnits.drop(scan.pairs, unused: unused)
        scan.pairs = RawValueNames.apply(RawValueNames.merge(rawValueNames), to: scan.pairs)
        scan.pairs += context.pairs
        scan.forcedStyle = ForcedStyle.agreed(forcedStyles + context.forcedStyles)
        scan.filesRead = summary.filesRead
        scan.skipped = summary.skipped
        scan.moreSkipped = summary.moreSkipped
        scan.truncated = summary.truncated
        return scan
    }

    /// At most this many files, or bytes, wait in memory for a batch.
    static let batchFiles = 256
    static let batchBytes = 8 << 20

    /// A bundler's output (`app.min.js`, `vendor.min.css`) is not the app's code as written.
    static func isMinified(_ path: String) -> Bool { path.contains(".min.") || path.hasSuffix(".map") }
}

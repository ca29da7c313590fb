import Foundation
import Testing
import ThemeKit
import Screens
import Export

/// The committed screenshots in screenshots/ios13 are the default export of
/// the built-in theme. Re-record after an intended change with
/// `swift run dusk export` from the package root, and review the diff.
@Suite("Committed screenshots")
struct SnapshotTests {
    static let cases: [(Screen, Traits)] = Screen.allCases.flatMap { s in Traits.all.map { (s, $0) } }

    @Test("every screen x appearance renders byte-identical to screenshots/ios13", arguments: cases)
    func matchesCommittedFile(screen: Screen, traits: Traits) throws {
        let request = ScreenshotRequest(screen: screen, traits: traits)
        let path = packageRoot + "/screenshots/ios13/" + request.fileName
        let committed = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let rendered = request.render(ios13)
        if rendered != committed {
            let a = readable(committed).split(separator: "\n", omittingEmptySubsequences: false)
            let b = readable(rendered).split(separator: "\n", omittingEmptySubsequences: false)
            let line = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            Issue.record("""
            \(request.fileName) differs from the committed screenshot at line \(line + 1) \
            (re-record with `swift run dusk export` if the change is intended):
            - \(line < a.count ? a[line] : "<end>")
            + \(line < b.count ? b[line] : "<end>")
            """)
        }
    }

    @Test func renderingIsDeterministic() {
        for screen in Screen.allCases {
            let r = ScreenshotRequest(screen: screen, traits: .dark, format: .svg)
            #expect(r.render(ios13) == r.render(ios13))
        }
    }
}

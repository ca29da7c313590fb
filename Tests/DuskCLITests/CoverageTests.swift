import Foundation
import Testing

@testable import DuskCLI

/// What a designer sees of how much of their file dusk read: the line `colors` ends with, the `coverage`
/// object of `--json`, and `check` never calling a half-read palette valid without saying so.
@Suite("Coverage")
struct CoverageTests {
    static let css = ":root {\n  --brand: #5B3CC4;\n  --ink: var(--gray-12);\n}\n"

    @Test("colors ends with the coverage line on stderr, and --json carries it")
    func colors() throws {
        let path = try temporaryFile("coverage.css", Self.css)
        let out = DuskCLI.run(["colors", path])
        #expect(out.exitCode == 0)
        #expect(out.stderr.hasSuffix("read 1 of 2 colors: 1 skipped, see the notes\n"), "\(out.stderr)")
        #expect(out.stderr.contains("1 color skipped (`--ink`)"), "the note names it and why: \(out.stderr)")
        let object = try json(DuskCLI.run(["colors", path, "--json"]))
        let coverage = try #require(object["coverage"] as? [String: Any])
        #expect(coverage["read"] as? Int == 1 && coverage["skipped"] as? Int == 1 && coverage["total"] as? Int == 2)
    }

    @Test("check says how much it read beside valid")
    func check() throws {
        let half = DuskCLI.run(["check", try temporaryFile("half.css", Self.css)])
        #expect(half.stdout.contains("half: read 1 of 2 colors: 1 skipped, see the notes; what was read is valid"))
        let whole = DuskCLI.run(["check", try temporaryFile("whole.css", ":root { --brand: #5B3CC4; }\n")])
        #expect(whole.stdout.contains("whole: the theme is valid (read 1 of 1 color)"), "\(whole.stdout)")
    }
}

import Audit
import Export
import Formats
import Foundation
import Screens
import TestSupport
import Testing
import ThemeModel

/// Tests/ExportTests/Snapshots/ios13 holds the built-in theme's default export
/// (every screen x appearance), and screenshots/readme the pictures of the README and the manual.
/// After an intended change, re-record both with `scripts/record-goldens.sh`
/// and review the diff. (Goldens live under Tests/ so that a user's export,
/// or `x` in the preview, never writes over them.)
@Suite("Committed screenshots")
struct SnapshotTests {
    static let goldens = packageRoot + "/Tests/ExportTests/Snapshots/ios13"
    static let cases: [(Screen, Traits)] = Screen.allCases.flatMap { s in Traits.all.map { (s, $0) } }

    /// The first differing line of two exports, escapes made visible.
    func difference(_ name: String, committed: [UInt8], rendered: [UInt8]) -> String {
        let a = readable(committed).split(separator: "\n", omittingEmptySubsequences: false)
        let b = readable(rendered).split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        return """
            \(name) differs from the committed file at line \(line + 1) \
            (re-record with scripts/record-goldens.sh if the change is intended):
            - \(line < a.count ? a[line] : "<end>")
            + \(line < b.count ? b[line] : "<end>")
            """
    }

    @Test("every screen x appearance renders byte-identical to its golden", arguments: cases)
    func matchesCommittedFile(screen: Screen, traits: Traits) throws {
        let request = ScreenshotRequest(screen: .builtin(screen), traits: traits)
        let committed = try [UInt8](
            Data(contentsOf: URL(fileURLWithPath: SnapshotTests.goldens + "/" + request.fileName)))
        let rendered = request.render(ios13)
        if rendered != committed {
            Issue.record(Comment(rawValue: difference(request.fileName, committed: committed, rendered: rendered)))
        }
    }

    @Test("no golden is missing and none is left over from a screen or appearance that no longer exists")
    func goldensAreExactlyTheCases() throws {
        let expected = Set(SnapshotTests.cases.map { ScreenshotRequest(screen: .builtin($0.0), traits: $0.1).fileName })
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: SnapshotTests.goldens))
        #expect(present.subtracting(expected).isEmpty, "stale goldens: \(present.subtracting(expected).sorted())")
        #expect(expected.subtracting(present).isEmpty, "missing goldens: \(expected.subtracting(present).sorted())")
    }

    @Test("the pictures of the README and the manual are what scripts/record-goldens.sh makes from the code")
    func readmePicturesAreCurrent() throws {
        let dir = packageRoot + "/screenshots/readme"
        var expected: Set<String> = []
        for screen in [Screen.settings, .materials, .card, .controls] {
            for traits in [Traits.light, .dark] {
                let request = ScreenshotRequest(screen: .builtin(screen), traits: traits, format: .svg)
                expected.insert(request.fileName)
                let committed = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/" + request.fileName)))
                let rendered = request.render(ios13)
                if rendered != committed {
                    Issue.record(
                        Comment(
                            rawValue: difference(
                                "screenshots/readme/" + request.fileName, committed: committed, rendered: rendered)))
                }
            }
        }
        // Before and after `dusk fix` on themes/sunny.json.
        let sunny = try ThemeLoader.load(packageRoot + "/themes/sunny.json")
        var fixed = PaletteFixer.fix(sunny).applied(to: sunny)
        fixed.name = sunny.name + " (fixed)"
        for (name, theme) in [("sunny-before-fix.svg", sunny), ("sunny-after-fix.svg", fixed)] {
            expected.insert(name)
            let request = ScreenshotRequest(
                screen: .colors, traits: .dark, size: Size(width: 64, height: 16), format: .svg)
            let committed = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/" + name)))
            let rendered = request.render(theme)
            if rendered != committed {
                Issue.record(
                    Comment(
                        rawValue: difference("screenshots/readme/" + name, committed: committed, rendered: rendered)))
            }
        }
        // The palette in use on the example theme.
        let juniper = try ThemeLoader.load(packageRoot + "/themes/juniper.json")
        expected.insert("juniper-palette-dark.svg")
        let palette = ScreenshotRequest(screen: .palette, traits: .dark, format: .svg).render(juniper)
        let committedPalette = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/juniper-palette-dark.svg")))
        if palette != committedPalette {
            Issue.record(
                Comment(
                    rawValue: difference(
                        "screenshots/readme/juniper-palette-dark.svg", committed: committedPalette, rendered: palette)))
        }
        for screen in ["wallet", "chat"] {
            for traits in [Traits.light, .dark] {
                let name = "juniper-\(screen)-\(traits.name).svg"
                expected.insert(name)
                let rendered = ScreenshotRequest(screen: .custom(screen), traits: traits, format: .svg).render(juniper)
                let committed = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/" + name)))
                if rendered != committed {
                    Issue.record(
                        Comment(
                            rawValue: difference("screenshots/readme/" + name, committed: committed, rendered: rendered)
                        ))
                }
            }
        }
        // Pictures people paste: the sheet of all eight appearances and a framed PNG, byte for byte.
        let pictures: [(String, [UInt8])] = [
            (
                "juniper-settings-sheet.png",
                SheetRequest(screen: .builtin(.settings), appearances: Traits.all, format: .png).render(juniper)
            ),
            (
                "juniper-wallet-dark-framed.png",
                ScreenshotRequest(
                    screen: .custom("wallet"), traits: .dark, format: .png, picture: PictureStyle(frame: true)
                ).render(juniper)
            ),
        ]
        for (name, rendered) in pictures {
            expected.insert(name)
            let committed = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/" + name)))
            let current = rendered == committed
            #expect(current, "screenshots/readme/\(name) is stale: run scripts/record-goldens.sh")
        }
        // The tuning session's card, before and after (Tests/ExportTests/Snapshots/tuning: the draft, and the file
        // `w` wrote).
        for (stage, file) in [("before", "marigold-draft"), ("after", "marigold-tuned")] {
            let theme = try ThemeLoader.load(packageRoot + "/Tests/ExportTests/Snapshots/tuning/\(file).json")
            for traits in [Traits.light, .dark] {
                let name = "tune-\(stage)-\(traits.name).png"
                expected.insert(name)
                let rendered = ScreenshotRequest(
                    screen: .builtin(.card), traits: traits, size: Size(width: 64, height: 30), format: .png
                ).render(theme)
                let committed = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/" + name)))
                #expect(rendered == committed, "screenshots/readme/\(name) is stale: run scripts/record-goldens.sh")
            }
        }
        // The materials in 256 colors.
        for traits in [Traits.light, .dark] {
            let name = "materials-\(traits.name)-256.png"
            expected.insert(name)
            let rendered = ScreenshotRequest(
                screen: .builtin(.materials), traits: traits, format: .png, depth: .ansi256
            )
            .render(ios13)
            let committed = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/" + name)))
            #expect(rendered == committed, "screenshots/readme/\(name) is stale: run scripts/record-goldens.sh")
        }
        // The review page as Chromium shows it (scripts/check-review-page.py): a browser's picture, kept as is.
        expected.insert("review-page.png")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: dir)) == expected)
        // Every picture is shown by the README or linked from the manual, and every one they name exists.
        let catalog = packageRoot + "/Sources/DuskCLI/Dusk.docc"
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog).filter { $0.hasSuffix(".md") }
        let documents = [packageRoot + "/README.md"] + articles.map { catalog + "/" + $0 }
        let docs = try documents.map { try String(contentsOfFile: $0, encoding: .utf8) }.joined(separator: "\n")
        for name in expected {
            #expect(docs.contains("screenshots/readme/" + name), "\(name) is in neither the README nor the manual")
        }
        let named = try Regex(#"screenshots/readme/([A-Za-z0-9.-]+)"#)
        for match in docs.matches(of: named) {
            let name = String(match.output[1].substring ?? "")
            #expect(expected.contains(name), "the README or the manual names screenshots/readme/\(name), not made")
        }
    }

    @Test(
        "two processes give byte-identical exports: ANSI at every depth, text, SVG, PNG and the review page",
        arguments: ["ans", "txt", "svg", "png", "html"])
    func deterministicAcrossProcesses(format: String) throws {
        let binary = packageRoot + "/.build/debug/dusk"
        try #require(FileManager.default.isExecutableFile(atPath: binary), "build the app first: swift build")
        let depths =
            format == "ans" ? ["truecolor", "256", "16", "8"] : format == "png" ? ["truecolor", "256"] : ["truecolor"]
        for depth in depths {
            var outputs: [[String: Data]] = []
            for _ in 0..<2 {
                let dir = scratchFolder("det")
                let p = Process()
                p.executableURL = URL(fileURLWithPath: binary)
                p.arguments = [
                    "export", packageRoot + "/themes/juniper.json", "--appearance", "dark,light-elevated-high-contrast",
                    "--format", format, "--colors", depth, "--size", "97x41", "--out", dir,
                ]
                p.standardOutput = FileHandle.nullDevice
                try p.run()
                p.waitUntilExit()
                #expect(p.terminationStatus == 0)
                var files: [String: Data] = [:]
                for name in try FileManager.default.contentsOfDirectory(atPath: dir) {
                    files[name] = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + name))
                }
                outputs.append(files)
            }
            #expect(
                outputs[0].count == (format == "html" ? 1 : (Screen.allCases.count + 2) * 2),
                "the built-in screens and Juniper's wallet and chat (the review page: one file)")
            #expect(outputs[0] == outputs[1], "\(format) at \(depth) differs between two runs")
        }
    }
}

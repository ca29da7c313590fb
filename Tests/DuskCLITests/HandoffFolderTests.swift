import Foundation
import TestSupport
import Testing

@testable import DuskCLI

/// Where the hand-off lands without `--out`: a folder of its own, never among the screenshots.
@Suite("Hand-off: the default folder")
struct HandoffFolderTests {
    static let dusk = packageRoot + "/.build/debug/dusk"

    /// The default folders are relative to the working directory: the built binary runs in a scratch folder
    /// (tests share one process, so none of them may change its directory).
    func run(_ arguments: [String], in dir: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let result = try runProgram(HandoffFolderTests.dusk, arguments, in: dir)
        return (result.status, result.stdout, result.stderr)
    }

    @Test(
        """
        every palette format goes to handoff/<theme name>/ (the catalog beside the Swift that reads it); \
        screenshots stay in screenshots/
        """)
    func defaultFolders() throws {
        let dir = try scratchDirectory(["marigold.json": HandoffAliasTests.marigold])
        let expected: [([String], String)] = [
            (["--format", "swift"], "handoff/Marigold/MarigoldColors.swift\n"),
            (["--format", "css"], "handoff/Marigold/marigold.css\n"),
            (
                ["--format", "android"],
                "handoff/Marigold/android/values/colors.xml\nhandoff/Marigold/android/values-night/colors.xml\n"
            ),
            (["--format", "xcassets"], "handoff/Marigold/Marigold.xcassets (6 colorsets)\n"),
            (["--screen", "settings", "--appearance", "light"], "screenshots/Marigold/settings-light.ans\n"),
        ]
        for (options, stdout) in expected {
            let out = try run(["export", "marigold.json"] + options, in: dir)
            #expect(out.status == 0, "\(options): \(out.stderr)")
            #expect(out.stdout == stdout, "\(options)")
        }
        let tokens = try run(["export", "marigold.json", "--format", "tokens"], in: dir)
        #expect(tokens.status == 0, "\(tokens.stderr)")
        let paths = tokens.stdout.split(separator: "\n")
        #expect(paths.count == 9 && paths.allSatisfy { $0.hasPrefix("handoff/Marigold/Marigold.") }, "\(tokens.stdout)")
        let files = FileManager.default
        #expect(try files.contentsOfDirectory(atPath: dir + "/screenshots/Marigold") == ["settings-light.ans"])
        #expect(try files.contentsOfDirectory(atPath: dir + "/screenshots") == ["Marigold"])
        #expect(files.fileExists(atPath: dir + "/handoff/Marigold/Marigold.xcassets/brandPlum.colorset/Contents.json"))
        #expect(try files.contentsOfDirectory(atPath: dir + "/handoff") == ["Marigold"])
    }

    @Test(
        """
        the default hand-off folder is dusk's all the way down: a symbolic link in it is refused, what it points \
        to untouched
        """,
        arguments: ["handoff", "handoff/Marigold"])
    func defaultFolderIsDusks(link: String) throws {
        let dir = try scratchDirectory(["marigold.json": HandoffAliasTests.marigold, "other/victim.txt": "precious\n"])
        try FileManager.default.createDirectory(atPath: dir + "/handoff", withIntermediateDirectories: true)
        if link == "handoff" { try FileManager.default.removeItem(atPath: dir + "/handoff") }
        #expect(symlink(link == "handoff" ? "other" : "../other", dir + "/" + link) == 0)
        for format in ["swift", "css", "tokens", "android", "xcassets"] {
            let out = try run(["export", "marigold.json", "--format", format], in: dir)
            #expect(out.status == 73, "\(format): \(out.stderr)")
            #expect(out.stderr.contains("it is a symbolic link"), "\(format): \(out.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/other") == ["victim.txt"])
    }

    @Test("help says where the hand-off goes")
    func help() {
        let out = DuskCLI.run(["export", "--help"])
        #expect(out.stdout.contains("default screenshots/<theme name>; for the palette formats handoff/<theme name>"))
    }
}

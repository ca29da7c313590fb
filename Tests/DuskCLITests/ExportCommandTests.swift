import Foundation
import Testing
@testable import DuskCLI
import ThemeKit

@Suite("dusk export")
struct ExportCommandTests {
    func temporaryDirectory() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("dusk-export-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test("writes one file per screen x appearance and prints each path")
    func writesAll() throws {
        let dir = try temporaryDirectory()
        let out = DuskCLI.run(["export", "--out", dir])
        #expect(out.exitCode == 0, "\(out.stderr)")
        let lines = out.stdout.split(separator: "\n")
        #expect(lines.count == 48)
        #expect(lines.first == "\(dir)/settings-light.ans")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(files.count == 48)
        #expect(!files.contains { $0.hasPrefix(".") }, "no temporary file left behind")
        let committed = try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/screenshots/ios13/card-dark-elevated.ans"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/card-dark-elevated.ans")) == committed)
    }

    @Test("--out - writes one export to standard output")
    func toStdout() throws {
        let out = DuskCLI.run(["export", "--screen", "labels", "--appearance", "dark", "--out", "-"])
        #expect(out.exitCode == 0)
        let committed = try String(contentsOfFile: packageRoot + "/screenshots/ios13/labels-dark.ans", encoding: .utf8)
        #expect(out.stdout == committed)
        let many = DuskCLI.run(["export", "--screen", "labels", "--out", "-"])
        #expect(many.exitCode == 64)
        #expect(many.stderr.contains("this would be 8 files"))
    }

    @Test func formatsAndSizes() throws {
        let dir = try temporaryDirectory()
        let out = DuskCLI.run(["export", "--screen", "controls", "--appearance", "light,dark", "--format", "svg", "--size", "100x30", "--out", dir])
        #expect(out.exitCode == 0)
        let svg = try String(contentsOfFile: dir + "/controls-dark.svg", encoding: .utf8)
        #expect(svg.contains("width=\"840\" height=\"540\""))
        #expect(DuskCLI.run(["export", "--size", "100by30"]).exitCode == 64)
        #expect(DuskCLI.run(["export", "--screen", "setings"]).stderr.contains("did you mean `settings`?"))
        #expect(DuskCLI.run(["export", "--colors", "true"]).exitCode == 64)
    }

    @Test("refuses to overwrite a theme file, and leaves it untouched")
    func protectsThemeFiles() throws {
        let dir = try temporaryDirectory()
        let themePath = dir + "/settings-light.ans"
        let content = "{ \"name\": \"Odd\" }"
        try content.write(toFile: themePath, atomically: true, encoding: .utf8)
        let out = DuskCLI.run(["export", themePath, "--screen", "settings", "--appearance", "light", "--out", dir])
        #expect(out.exitCode == 73)
        #expect(out.stderr.contains("refusing to overwrite"))
        #expect(try String(contentsOfFile: themePath, encoding: .utf8) == content)
    }

    @Test("a theme name with ../ and controls makes a safe folder name")
    func safeFolderName() throws {
        let dir = try temporaryDirectory()
        let themePath = dir + "/t.json"
        try "{ \"name\": \"../../etc/\\u001B[31mevil\" }".write(toFile: themePath, atomically: true, encoding: .utf8)
        let cwd = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(dir)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(cwd) }
        let out = DuskCLI.run(["export", themePath, "--screen", "settings", "--appearance", "light"])
        #expect(out.exitCode == 0, "\(out.stderr)")
        #expect(out.stdout == "screenshots/etc-31mevil/settings-light.ans\n")
        #expect(FileManager.default.fileExists(atPath: dir + "/screenshots/etc-31mevil/settings-light.ans"))
    }

    @Test("an output path that is not a directory is a clear error")
    func badDirectory() throws {
        let dir = try temporaryDirectory()
        try "x".write(toFile: dir + "/file", atomically: true, encoding: .utf8)
        let out = DuskCLI.run(["export", "--screen", "settings", "--appearance", "light", "--out", dir + "/file/sub"])
        #expect(out.exitCode == 73)
        #expect(out.stderr.hasPrefix("dusk: error: cannot write"))
    }

    @Test func screensListsAll() {
        let out = DuskCLI.run(["screens"])
        #expect(out.stdout.split(separator: "\n").count == 6)
        #expect(out.stdout.hasPrefix("1  settings"))
    }
}

import Foundation
import Testing

@testable import ColorScience
@testable import Formats
@testable import Syntax
@testable import ThemeModel

/// Inputs written to hurt: each protection has a test that fails without it.
@Suite("Hostile input")
struct HostileInputTests {
    @Test("every hostile input kept in fuzz/regressions is refused with an error that says where, without trapping")
    func fuzzRegressions() throws {
        let dir = TestFiles.root + "/fuzz/regressions/theme-loader"
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(!files.isEmpty)
        for name in files {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/" + name)))
            if name.hasSuffix(".ppm") {
                #expect(throws: PPM.Failure.self, "\(name) decodes") { try PPM.decode(bytes) }
                continue
            }
            do {
                _ = try JSONParser.parse(bytes, file: name)  // the bytes as they are (invalid UTF-8 included)
                _ = try ThemeLoader.load(text: String(decoding: bytes, as: UTF8.self), path: name)
                Issue.record("\(name) loaded; every kept input is one dusk must refuse")
            } catch {
                let first = try #require(error.diagnostics.first)
                #expect(first.location != nil, "\(name): the error names no line and column: \(first)")
                #expect(first.description.hasPrefix(name + ":"), "\(first)")
            }
        }
    }

    @Test("a 50 MB theme file is refused at once with a clear error, without reading it")
    func hugeFile() throws {
        let path = try TestFiles.directory([:]) + "/huge.json"
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 50 << 20)  // sparse: no 50 MB written
        try handle.close()
        let start = Date()
        do {
            _ = try ThemeLoader.load(path)
            Issue.record("expected an error")
        } catch {
            #expect(error.exitCode == 66)
            #expect(error.description.contains("the file is 50 MiB; the limit is 16 MiB"))
        }
        #expect(Date().timeIntervalSince(start) < 1)
    }

    @Test("a symlink loop is an error that says so")
    func symlinkLoop() throws {
        let dir = try TestFiles.directory([:])
        try FileManager.default.createSymbolicLink(atPath: dir + "/a.json", withDestinationPath: dir + "/b.json")
        try FileManager.default.createSymbolicLink(atPath: dir + "/b.json", withDestinationPath: dir + "/a.json")
        do {
            _ = try ThemeLoader.load(dir + "/a.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.exitCode == 66)
            #expect(error.description.contains("too many levels of symbolic links"))
        }
    }

    @Test("a directory given as a theme is a clear error")
    func directory() throws {
        let dir = try TestFiles.directory(["x/a.json": "{}"])
        do {
            _ = try ThemeLoader.loadFile(dir + "/x/a.json/..")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("it is a directory") || error.description.contains("not a directory"))
        }
    }

    @Test("escape sequences in a file name never reach an error message")
    func hostileFileName() {
        do {
            _ = try ThemeLoader.load("/tmp/\u{1B}]52;c;aGk=\u{07}\u{1B}[2J.json")
            Issue.record("expected an error")
        } catch {
            let text = error.description
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
            #expect(text.contains("\\x1B]52;c;aGk=\\x07\\x1B[2J.json"))
        }
    }

    @Test("an alias cycle across inherited files is found")
    func crossFileAliasCycle() throws {
        let dir = try TestFiles.directory([
            "base.json": ##"{"colors": {"a": {"light": "#000", "dark": "{b}"}, "b": "#fff"}}"##,
            "child.json": ##"{"inherits": "base.json", "colors": {"b": {"light": "#fff", "dark": "{a}"}}}"##,
        ])
        do {
            _ = try ThemeLoader.load(dir + "/child.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("alias cycle in dark: {b} -> {a} -> {b}"))
            #expect(error.description.hasPrefix(dir + "/child.json:1:69"))
        }
    }
}

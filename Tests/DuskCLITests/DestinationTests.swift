import Foundation
import Platform
import Terminal
import Testing
import ThemeModel

@testable import DuskCLI

/// What is at a path, by `lstat`: the tests check that nothing there changed kind.
private func kind(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
}

/// A character device of our own when running as root (what replaced /dev/full once), else a socket.
private func makeSpecial(_ path: String) -> mode_t {
    if geteuid() == 0, mknod(path, S_IFCHR | 0o644, dev_t((1 << 8) | 7)) == 0 { return S_IFCHR }
    return makeSocket(path)
}

/// A UNIX socket bound at `path`.
func makeSocket(_ path: String) -> mode_t {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
        for (i, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
    }
    _ = withUnsafePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
    }
    close(fd)
    return S_IFSOCK
}

@Suite("Every writer refuses what is not a regular file of its own choosing")
struct DestinationTests {
    static let theme =
        ##"{"name": "t", "colors": {"brand": {"light": "#3366ff", "dark": "#6699ff"}, "surface": "#ffffff"}}"##

    /// Each command that writes one named file, given `--out TARGET`.
    static let writers: [[String]] = [
        ["fix", "t.json", "--out"],
        ["export", "t.json", "--format", "swift", "--out"],
        ["export", "t.json", "--format", "css", "--out"],
    ]

    @Test("a device, FIFO or socket destination is refused with exit 73 and left as it was", arguments: writers)
    func specialDestinations(command: [String]) throws {
        let dir = try scratchDirectory(["t.json": Self.theme])
        let name = command.contains("swift") ? "out.swift" : command.contains("css") ? "out.css" : "out.json"
        for make in ["fifo", "special"] {
            let target = dir + "/" + make + "-" + name
            let expected: mode_t
            if make == "fifo" {
                #expect(mkfifo(target, 0o644) == 0)
                expected = S_IFIFO
            } else {
                expected = makeSpecial(target)
            }
            let out = DuskCLI.run(command.map { $0 == "t.json" ? dir + "/t.json" : $0 } + [target])
            #expect(out.exitCode == 73, "\(command) \(make): \(out.stderr)")
            #expect(
                out.stderr.contains(
                    expected == S_IFIFO ? "it is a FIFO" : expected == S_IFCHR ? "it is a device" : "it is a socket"),
                "\(out.stderr)")
            #expect(kind(target) == expected, "\(command): \(make) was replaced")
        }
    }

    @Test("a symbolic link destination is refused, and what it points to is untouched", arguments: writers)
    func symlinkDestination(command: [String]) throws {
        let dir = try scratchDirectory(["t.json": Self.theme, "elsewhere.txt": "mine\n"])
        let target = dir + "/link" + (command.contains("swift") ? ".swift" : command.contains("css") ? ".css" : ".json")
        #expect(symlink(dir + "/elsewhere.txt", target) == 0)
        let out = DuskCLI.run(
            command.map { $0 == "t.json" ? dir + "/t.json" : $0 } + [target] + (command[0] == "fix" ? ["--force"] : []))
        #expect(out.exitCode == 73, "\(out.stderr)")
        #expect(out.stderr.contains("it is a symbolic link"), "\(out.stderr)")
        #expect(kind(target) == S_IFLNK)
        #expect(try String(contentsOfFile: dir + "/elsewhere.txt", encoding: .utf8) == "mine\n")
    }

    @Test("a hard link to the theme is the theme: no writer replaces it", arguments: writers)
    func hardLinkDestination(command: [String]) throws {
        let dir = try scratchDirectory(["t.json": Self.theme])
        let target =
            dir + "/other" + (command.contains("swift") ? ".swift" : command.contains("css") ? ".css" : ".json")
        #expect(link(dir + "/t.json", target) == 0)
        let out = DuskCLI.run(
            command.map { $0 == "t.json" ? dir + "/t.json" : $0 } + [target] + (command[0] == "fix" ? ["--force"] : []))
        #expect(out.exitCode == 73, "\(out.stderr)")
        #expect(out.stderr.contains("it is a file of the theme"), "\(out.stderr)")
        #expect(try String(contentsOfFile: dir + "/t.json", encoding: .utf8) == Self.theme)
        #expect(FileIdentity(of: target) == FileIdentity(of: dir + "/t.json"))
    }

    @Test("screenshots never replace a hard link to the theme or a symlink inside the output folder")
    func screenshotFolder() throws {
        let dir = try scratchDirectory(["t.json": Self.theme, "secret.txt": "keep\n"])
        try FileManager.default.createDirectory(atPath: dir + "/shots", withIntermediateDirectories: true)
        #expect(link(dir + "/t.json", dir + "/shots/settings-light.ans") == 0)
        var out = DuskCLI.run([
            "export", dir + "/t.json", "--screen", "settings", "--appearance", "light", "--format", "ans",
            "--out", dir + "/shots",
        ])
        #expect(out.exitCode == 73, "\(out.stderr)")
        #expect(try String(contentsOfFile: dir + "/t.json", encoding: .utf8) == Self.theme)
        unlink(dir + "/shots/settings-light.ans")
        #expect(symlink(dir + "/secret.txt", dir + "/shots/settings-light.ans") == 0)
        out = DuskCLI.run([
            "export", dir + "/t.json", "--screen", "settings", "--appearance", "light", "--format", "ans",
            "--out", dir + "/shots",
        ])
        #expect(out.exitCode == 73, "\(out.stderr)")
        #expect(out.stderr.contains("it is a symbolic link"), "\(out.stderr)")
        #expect(try String(contentsOfFile: dir + "/secret.txt", encoding: .utf8) == "keep\n")
    }

    @Test("the trait log is checked by identity on every append: a hard link to the theme made later is refused")
    func traitLogHardLink() throws {
        let dir = try scratchDirectory(["t.json": Self.theme])
        // A hard link given from the start.
        #expect(link(dir + "/t.json", dir + "/log.txt") == 0)
        #expect(throws: FileError.self) { try TraitLogFile(path: dir + "/log.txt", protecting: [dir + "/t.json"]) }
        // A log that becomes a second name of the theme after the preview started.
        let log = try TraitLogFile(path: dir + "/later.txt", protecting: [dir + "/t.json"])
        unlink(dir + "/later.txt")
        #expect(link(dir + "/t.json", dir + "/later.txt") == 0)
        #expect(throws: FileError.self) {
            try log.record(from: Traits(.light), to: Traits(.dark))
        }
        #expect(try String(contentsOfFile: dir + "/t.json", encoding: .utf8) == Self.theme)
    }
}

@Suite("Folders dusk picks are never followed out; multi-file writes check first")
struct ChosenFolderTests {
    static let theme = ##"{"name": "Sunny", "colors": {"brandYellowText": "#F5C518"}}"##

    /// A scratch folder with the theme and `other/victim.txt`, the place a symlink would lead to.
    static func scratch() throws -> String {
        let dir = try scratchDirectory(["t.json": theme, "other/victim.txt": "precious\n"])
        return dir
    }

    static func otherUntouched(_ dir: String) throws -> Bool {
        try FileManager.default.contentsOfDirectory(atPath: dir + "/other") == ["victim.txt"]
            && String(contentsOfFile: dir + "/other/victim.txt", encoding: .utf8) == "precious\n"
    }

    @Test(
        "a symlink where dusk makes a folder (the catalog, a colorset, android/) is refused",
        arguments: [
            ("o/Sunny.xcassets", "../other", ["--format", "xcassets", "--out", "o"]),
            ("S.xcassets", "other", ["--format", "xcassets", "--out", "S.xcassets"]),
            ("o/Sunny.xcassets/brandYellowText.colorset", "../../other", ["--format", "xcassets", "--out", "o"]),
            ("a/android", "../other", ["--format", "android", "--out", "a"]),
        ])
    func symlinkedFolders(link: String, to: String, options: [String]) throws {
        let dir = try Self.scratch()
        try FileManager.default.createDirectory(
            atPath: dir + "/" + Path.directory(of: link), withIntermediateDirectories: true)
        #expect(symlink(to, dir + "/" + link) == 0)
        let out = DuskCLI.run(
            ["export", dir + "/t.json"]
                + options.map { $0 == "o" || $0 == "a" || $0.hasSuffix(".xcassets") ? dir + "/" + $0 : $0 })
        #expect(out.exitCode == 73, "\(link): \(out.stderr)")
        #expect(out.stderr.contains("it is a symbolic link"), "\(out.stderr)")
        #expect(try Self.otherUntouched(dir), "\(link) led files into other/")
    }

    @Test("the default screenshots folder is dusk's all the way down: a symlink in it is refused")
    func defaultFolderLinks() throws {
        let dir = try Self.scratch()
        try FileManager.default.createDirectory(atPath: dir + "/screenshots", withIntermediateDirectories: true)
        #expect(symlink("../other", dir + "/screenshots/Sunny") == 0)
        #expect(throws: FileError.self) { try AtomicFile.makeDirectories(dir + "/screenshots/Sunny", below: "") }
        #expect(throws: Never.self) {
            try AtomicFile.makeDirectories(dir + "/screenshots/Sunny", below: dir + "/screenshots/Sunny")
        }
        #expect(try Self.otherUntouched(dir))
    }

    @Test("the trait log is never a symlink, made before or swapped in later; a socket is named a socket")
    func traitLogLinks() throws {
        let dir = try Self.scratch()
        #expect(symlink(dir + "/other/victim.txt", dir + "/log.txt") == 0)
        #expect(throws: FileError.self) { try TraitLogFile(path: dir + "/log.txt", protecting: [dir + "/t.json"]) }
        let log = try TraitLogFile(path: dir + "/later.txt", protecting: [dir + "/t.json"])
        unlink(dir + "/later.txt")
        #expect(symlink(dir + "/other/victim.txt", dir + "/later.txt") == 0)
        #expect(throws: FileError.self) { try log.record(from: Traits(.light), to: Traits(.dark)) }
        #expect(try Self.otherUntouched(dir))
        _ = makeSocket(dir + "/sock")
        do {
            _ = try TraitLogFile(path: dir + "/sock", protecting: [])
            Issue.record("a socket was taken for a log")
        } catch {
            #expect(error.reason.contains("socket"), "\(error.reason)")
        }
    }

    @Test("a FIFO at the last of several screenshot names stops the export before anything is written")
    func preflight() throws {
        let dir = try Self.scratch()
        try FileManager.default.createDirectory(atPath: dir + "/o", withIntermediateDirectories: true)
        #expect(mkfifo(dir + "/o/palette-light.txt", 0o644) == 0)
        let out = DuskCLI.run([
            "export", dir + "/t.json", "--format", "txt", "--appearance", "light", "--out", dir + "/o",
        ])
        #expect(out.exitCode == 73)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir + "/o") == ["palette-light.txt"],
            "nothing else written")
    }

    @Test("--out NAME for swift and css is that file, a read-only one is refused, a replaced one keeps its mode")
    func oneFileOut() throws {
        let dir = try Self.scratch()
        let out = DuskCLI.run(["export", dir + "/t.json", "--format", "css", "--out", dir + "/pal.txt"])
        #expect(out.exitCode == 0, "\(out.stderr)")
        #expect(FileSystem.entry(at: dir + "/pal.txt") == .regular)
        chmod(dir + "/pal.txt", 0o444)
        let readOnly = DuskCLI.run(["export", dir + "/t.json", "--format", "css", "--out", dir + "/pal.txt"])
        #expect(readOnly.exitCode == 73)
        #expect(readOnly.stderr.contains("it is read-only"), "\(readOnly.stderr)")
        chmod(dir + "/pal.txt", 0o664)
        _ = DuskCLI.run(["export", dir + "/t.json", "--format", "css", "--out", dir + "/pal.txt"])
        var info = stat()
        stat(dir + "/pal.txt", &info)
        #expect(info.st_mode & 0o777 == 0o664)
    }

    @Test("a file where the path needs a folder is named by kind; an unknown var() never suggests its own name")
    func partOfThePath() throws {
        let dir = try Self.scratch()
        _ = FileManager.default.createFile(atPath: dir + "/f", contents: Data())
        let out = DuskCLI.run(["export", dir + "/t.json", "--format", "android", "--out", dir + "/f"])
        #expect(out.exitCode == 73)
        #expect(out.stderr.contains("a part of the path is a file, not a folder"), "\(out.stderr)")
        try ":root {\n  --a: var(--x);\n}\n".write(toFile: dir + "/sx.css", atomically: true, encoding: .utf8)
        let css = DuskCLI.run(["colors", dir + "/sx.css"])
        #expect(css.exitCode == 0, "a var() of a property set elsewhere is counted, not an error")
        #expect(css.stderr.contains("read 0 of 1 color: 1 skipped"), "\(css.stderr)")
        #expect(!css.stderr.contains("did you mean `a`"), "\(css.stderr)")
    }

    @Test(
        """
        --out . and the default folder are no way around the symlink check; a linked subfolder stops before the \
        first file
        """
    )
    func rootsAndSubfolders() throws {
        let dir = try Self.scratch()
        #expect(symlink("other", dir + "/android") == 0)
        let dot = DuskCLI.run(["export", dir + "/t.json", "--format", "android", "--out", dir + "/."])
        #expect(dot.exitCode == 73, "\(dot.stderr)")
        try FileManager.default.createDirectory(atPath: dir + "/o/android", withIntermediateDirectories: true)
        #expect(symlink("../../other", dir + "/o/android/values-night") == 0)
        let sub = DuskCLI.run(["export", dir + "/t.json", "--format", "android", "--out", dir + "/o"])
        #expect(sub.exitCode == 73, "\(sub.stderr)")
        #expect(
            !FileManager.default.fileExists(atPath: dir + "/o/android/values/colors.xml"),
            "checked before the first file")
        #expect(try Self.otherUntouched(dir))
    }

    @Test("the trait log is never created inside the catalog being previewed")
    func traitLogInsideCatalog() throws {
        let dir = try scratchDirectory(["A.xcassets/Contents.json": "{}"])
        #expect(throws: FileError.self) {
            try TraitLogFile(path: dir + "/A.xcassets/log.txt", protecting: [dir + "/A.xcassets"])
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/A.xcassets/log.txt"))
    }
}
